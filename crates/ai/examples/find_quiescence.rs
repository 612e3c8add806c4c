//! Looks for four-row positions where a fixed-depth search without quiescence picks a move that
//! loses an exchange, and the same search with it does not: the two searches disagree, and a
//! material-only minimax a few plies deeper (by the engine's moves alone) says the first move
//! loses seeds against the second. Prints them (tests/search.rs keeps one).
//! `cargo run --release -p mancala-ai --example find_quiescence -- [VARIANT] [DEPTH]`
use mancala_ai::{Evaluator, Limits, NoClock, Searcher};
use mancala_engine::playout::{random_game, Rng};
use mancala_engine::{Position, Variant};

/// The material margin for the player to move after `plies` plies of material-only minimax.
fn material(v: &Variant, e: &Evaluator, pos: &Position, plies: u32) -> i32 {
    let me = pos.to_move();
    if pos.is_over() || plies == 0 {
        return e.margin(pos, me);
    }
    let moves = v.legal_moves(pos);
    if moves.is_empty() {
        return e.margin(pos, me);
    }
    moves
        .iter()
        .map(|m| {
            let mut c = pos.clone();
            v.play_legal(&mut c, m);
            let s = material(v, e, &c, plies - 1);
            if c.to_move() == me {
                s
            } else {
                -s
            }
        })
        .max()
        .unwrap_or(0)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let id = args.first().map_or("kiswahili", String::as_str);
    let depth: u8 = args.get(1).map_or(2, |d| d.parse().expect("DEPTH"));
    let v = Variant::new(id, &[]).unwrap();
    let e = Evaluator::new(&v);
    let mut scratch = Vec::new();
    let mut found = 0;
    for seed in 0..20_000u64 {
        let mut rng = Rng::new(seed);
        let mut pos = v.start_position();
        let plies = 4 + rng.below(30) as u32;
        random_game(&v, &mut pos, &mut rng, plies, &mut scratch);
        if pos.is_over() || v.legal_moves(&pos).len() < 2 {
            continue;
        }
        let mut with = Searcher::new(&v, 14);
        let mut without = Searcher::new(&v, 14);
        without.set_quiescence(0, 1);
        let plain = without.search(&pos, &Limits::depth(depth), &NoClock).unwrap().best;
        let quiet = with.search(&pos, &Limits::depth(depth), &NoClock).unwrap().best;
        if plain == quiet {
            continue;
        }
        let value = |m: &mancala_engine::Move| {
            let mut c = pos.clone();
            v.play_legal(&mut c, m);
            let s = material(&v, &e, &c, u32::from(depth) + 1);
            if c.to_move() == pos.to_move() {
                s
            } else {
                -s
            }
        };
        let (va, vb) = (value(&plain), value(&quiet));
        if vb >= va + 6 {
            println!(
                "{pos} | without: {} ({va}), with: {} ({vb}), {} moves",
                plain.token(v.layout()),
                quiet.token(v.layout()),
                v.legal_moves(&pos).len()
            );
            found += 1;
            if found == 6 {
                break;
            }
        }
    }
}
