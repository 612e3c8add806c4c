//! Looks for Bao la Kiswahili positions where a safari (`…/go`) wins more seeds at once than
//! stopping at the house and than any other move; prints them (tests/search.rs keeps one).
//! `cargo run --release -p mancala-ai --example find_safari`
use mancala_ai::Evaluator;
use mancala_engine::playout::{random_game, Rng};
use mancala_engine::{Action, Variant};

fn main() {
    let v = Variant::new("kiswahili", &[]).unwrap();
    let eval = Evaluator::new(&v);
    let mut scratch = Vec::new();
    let mut found = 0;
    for seed in 0..200_000u64 {
        let mut rng = Rng::new(seed);
        let mut pos = v.start_position();
        let plies = rng.below(60) as u32;
        random_game(&v, &mut pos, &mut rng, plies, &mut scratch);
        if pos.is_over() {
            continue;
        }
        let me = pos.to_move();
        let moves = v.legal_moves(&pos);
        let gain = |m: &mancala_engine::Move| {
            let mut c = pos.clone();
            v.play_legal(&mut c, m);
            eval.margin(&c, me) - eval.margin(&pos, me)
        };
        let Some(go) = moves.iter().find(|m| m.actions().contains(&Action::Continue(true))) else { continue };
        let best_other = moves.iter().filter(|m| *m != go).map(gain).max().unwrap_or(i32::MIN);
        let g = gain(go);
        if g >= best_other + 4 && moves.iter().any(|m| m.actions().contains(&Action::Continue(false))) {
            println!("{} | {} gains {g}, others at most {best_other}", pos, go.token(v.layout()));
            found += 1;
            if found == 5 {
                break;
            }
        }
    }
}
