//! Throwaway: random Kiswahili games, looking for blocks and speed.
use mancala_engine::{Game, Note, Step, Variant};
fn main() {
    let id = std::env::args().nth(1).unwrap_or("kiswahili".into());
    let v = Variant::new(&id, &[]).unwrap();
    let mut rng: u64 = 0x1234_5678_9abc_def1;
    let mut found = 0;
    let mut ends = std::collections::BTreeMap::new();
    let mut plies_total = 0usize;
    for _g in 0..2000 {
        let mut game = Game::new(v.clone());
        for _ in 0..5000 {
            let pos = game.position().clone();
            let legal = v.legal_moves(&pos);
            if legal.is_empty() { break; }
            rng ^= rng >> 12; rng ^= rng << 25; rng ^= rng >> 27;
            let r = rng.wrapping_mul(0x2545_f491_4f6c_dd1d);
            let mv = legal[(r % legal.len() as u64) as usize].clone();
            let steps = game.play(&mv).unwrap();
            plies_total += 1;
            if steps.iter().any(|s| matches!(s, Step::Note { note: Note::Endless, .. })) && found < 6 {
                found += 1;
                println!("ENDLESS: before {pos}\n  move {} sown {}", mv.token(pos.layout()), steps.iter().filter(|s| matches!(s, Step::Sow{..})).count());
            }
            if found < 0 && steps.iter().any(|s| matches!(s, Step::Note { note: Note::Blocked { .. }, .. })) && pos.blocked().is_none() {
                found += 1;
                println!("BLOCK: before {pos}\n  move {}\n  after {}", mv.token(pos.layout()), game.position());
            }
        }
        let o = game.position().outcome();
        *ends.entry(format!("{:?}", o.map(|o| (o.winner, o.reason)))).or_insert(0) += 1;
    }
    println!("{ends:?} avg plies {}", plies_total / 2000);
}
