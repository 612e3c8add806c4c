//! Engine benchmarks for every registered variant (default options): random playouts through
//! `legal_moves_into` + `play_legal` (no step log), perft from the start, and legal-move
//! generation. Run with `cargo bench -p mancala-engine --bench engine`; see BENCHMARKS.md.

use divan::counter::ItemsCount;
use divan::Bencher;
use mancala_engine::playout::{random_games, Rng};
use mancala_engine::{variants, Variant};

fn main() {
    divan::main();
}

fn ids() -> Vec<&'static str> {
    variants().iter().map(|s| s.id).collect()
}

const GAMES: u64 = 20;
const SEED: u64 = 1;
const MAX_PLIES: u32 = 5_000;

/// 20 seeded random games; throughput is in moves (plies).
#[divan::bench(args = ids())]
fn playouts(bencher: Bencher, id: &str) {
    let variant = Variant::new(id, &[]).expect("variant builds");
    let start = variant.start_position();
    let plies = random_games(&variant, &start, GAMES, SEED, MAX_PLIES).plies;
    bencher
        .counter(ItemsCount::new(plies))
        .bench(|| random_games(&variant, divan::black_box(&start), GAMES, SEED, MAX_PLIES));
}

/// Perft to depth 4 from the start position; throughput is in leaf nodes.
#[divan::bench(args = ids())]
fn perft4(bencher: Bencher, id: &str) {
    let variant = Variant::new(id, &[]).expect("variant builds");
    let start = variant.start_position();
    let nodes = variant.perft(&start, 4);
    bencher
        .counter(ItemsCount::new(nodes))
        .bench(|| variant.perft(divan::black_box(&start), 4));
}

/// Legal-move generation on 64 positions from a random game.
#[divan::bench(args = ids())]
fn legal_moves(bencher: Bencher, id: &str) {
    let variant = Variant::new(id, &[]).expect("variant builds");
    let mut positions = Vec::new();
    let mut pos = variant.start_position();
    let mut rng = Rng::new(SEED);
    let mut moves = Vec::new();
    while positions.len() < 64 {
        variant.legal_moves_into(&pos, &mut moves);
        if moves.is_empty() {
            pos = variant.start_position();
            continue;
        }
        positions.push(pos.clone());
        let mv = moves[rng.below(moves.len())].clone();
        variant.play_legal(&mut pos, &mv);
    }
    bencher.counter(ItemsCount::new(positions.len())).bench(|| {
        let mut out = Vec::with_capacity(64);
        let mut n = 0;
        for p in &positions {
            variant.legal_moves_into(divan::black_box(p), &mut out);
            n += out.len();
        }
        n
    });
}
