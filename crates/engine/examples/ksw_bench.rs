//! Throwaway: random playouts with NoSteps, moves per second.
use mancala_engine::Variant;
use std::time::Instant;
fn main() {
    let id = std::env::args().nth(1).unwrap_or("kiswahili".into());
    let v = Variant::new(&id, &[]).unwrap();
    let start = v.start_position();
    let mut rng: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut moves = Vec::new();
    let mut n: u64 = 0;
    let mut games = 0u64;
    let t = Instant::now();
    let target: u64 = std::env::args().nth(2).and_then(|a| a.parse().ok()).unwrap_or(1_000_000);
    while n < target {
        let mut pos = start.clone();
        for _ in 0..2000 {
            v.legal_moves_into(&pos, &mut moves);
            if moves.is_empty() { break; }
            rng ^= rng >> 12; rng ^= rng << 25; rng ^= rng >> 27;
            let r = rng.wrapping_mul(0x2545_f491_4f6c_dd1d);
            let mv = &moves[(r >> 33) as usize % moves.len()];
            v.play_legal(&mut pos, mv);
            n += 1;
        }
        games += 1;
    }
    let s = t.elapsed().as_secs_f64();
    println!("{id}: {n} moves in {s:.2}s = {:.2} M moves/s ({games} games)", n as f64 / s / 1e6);
}
