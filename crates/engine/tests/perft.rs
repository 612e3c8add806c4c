//! Perft regression vectors (tests/perft.txt) for every registered variant, and an independent
//! array-based Kalah player that recomputes the Kalah counts, so the vectors are not just the
//! engine confirming itself.
//!
//! perft.txt: one vector per line, `variant [key=value ...] depth count`; `#` starts a comment.
//! The count is the number of move sequences of exactly `depth` plies from the variant's start
//! position (an extra turn is a ply; a finished game has no continuation), as
//! `Variant::perft` and `mancala perft` count them. Every registered variant needs at least one
//! line: print the numbers with `cargo run --release -p mancala-cli -- perft --variant ID DEPTH`.

use mancala_engine::{variants, Variant, VariantError};
#[cfg(feature = "two-row")]
use mancala_engine::{Game, Side};

const VECTORS: &str = include_str!("perft.txt");

struct Vector {
    line: usize,
    variant: String,
    options: Vec<String>,
    depth: u32,
    count: u64,
}

fn vectors() -> Vec<Vector> {
    let mut out = Vec::new();
    for (i, raw) in VECTORS.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        assert!(words.len() >= 3, "perft.txt line {}: expected `variant [key=value ...] depth count`", i + 1);
        let n = words.len();
        let depth = words[n - 2].parse().unwrap_or_else(|_| panic!("perft.txt line {}: bad depth", i + 1));
        let count = words[n - 1].parse().unwrap_or_else(|_| panic!("perft.txt line {}: bad count", i + 1));
        let options: Vec<String> = words[1..n - 2].iter().map(|s| (*s).to_string()).collect();
        for o in &options {
            assert!(o.contains('='), "perft.txt line {}: option `{o}` is not key=value", i + 1);
        }
        out.push(Vector { line: i + 1, variant: words[0].to_string(), options, depth, count });
    }
    out
}

#[test]
fn every_perft_vector_holds() {
    let vectors = vectors();
    assert!(!vectors.is_empty());
    let mut failures = Vec::new();
    for v in &vectors {
        let variant = match Variant::with_option_texts(&v.variant, &v.options) {
            Ok(variant) => variant,
            // A game of the family this build leaves out (Cargo.toml's `two-row`, `four-row`).
            Err(VariantError::FamilyNotBuilt { .. }) => continue,
            Err(e) => panic!("perft.txt line {}: {e}", v.line),
        };
        let got = variant.perft(&variant.start_position(), v.depth);
        if got != v.count {
            failures.push(format!(
                "line {}: {} {:?} depth {}: expected {}, engine counts {got}",
                v.line, v.variant, v.options, v.depth, v.count
            ));
        }
    }
    assert!(failures.is_empty(), "perft vectors broken:\n{}", failures.join("\n"));
}

#[test]
fn every_registered_variant_has_perft_vectors() {
    let vectors = vectors();
    let missing: Vec<&str> =
        variants().iter().map(|s| s.id).filter(|id| !vectors.iter().any(|v| v.variant == *id)).collect();
    assert!(
        missing.is_empty(),
        "no perft vector in crates/engine/tests/perft.txt for: {}. Add lines `ID DEPTH COUNT` \
         (get the counts with `cargo run --release -p mancala-cli -- perft --variant ID DEPTH`, \
         and check them by hand or against another implementation for small depths)",
        missing.join(", ")
    );
}

// ---------------------------------------------------------------------------------------------
// An independent Kalah (RULES.md §2.1), written from the rules, sharing no code with the engine.
// Board: 0..=5 South's pits S0..S5, 6 South's store, 7..=12 North's pits N0..N5, 13 North's store.
// Compiled with the two-row games only, like the engine's Kalah.

#[cfg(feature = "two-row")]
#[derive(Clone, Copy)]
struct KalahOptions {
    seeds: u8,
    take_own_seed: bool,
    any_row_empty: bool,
    skip_origin: bool,
}

#[cfg(feature = "two-row")]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Board {
    b: [u8; 14],
    south_to_move: bool,
    over: bool,
}

#[cfg(feature = "two-row")]
impl Board {
    fn start(o: KalahOptions) -> Board {
        let mut b = [o.seeds; 14];
        b[6] = 0;
        b[13] = 0;
        Board { b, south_to_move: true, over: false }
    }

    fn moves(&self) -> Vec<usize> {
        if self.over {
            return Vec::new();
        }
        let base = if self.south_to_move { 0 } else { 7 };
        (base..base + 6).filter(|&p| self.b[p] > 0).collect()
    }

    fn row_empty(&self, south: bool) -> bool {
        let base = if south { 0 } else { 7 };
        self.b[base..base + 6].iter().all(|&s| s == 0)
    }

    fn play(&mut self, pit: usize, o: KalahOptions) {
        let south = self.south_to_move;
        let (own_store, other_store) = if south { (6, 13) } else { (13, 6) };
        let mut hand = self.b[pit];
        self.b[pit] = 0;
        let mut i = pit;
        while hand > 0 {
            i = (i + 1) % 14;
            if i == other_store || (o.skip_origin && i == pit) {
                continue;
            }
            self.b[i] += 1;
            hand -= 1;
        }
        let own_pit = if south { i < 6 } else { (7..13).contains(&i) };
        if i == own_store {
            // Extra turn (KAL-7): the same player moves again.
        } else {
            if own_pit && self.b[i] == 1 {
                let opposite = 12 - i;
                if self.b[opposite] > 0 {
                    self.b[own_store] += self.b[opposite] + 1;
                    self.b[opposite] = 0;
                    self.b[i] = 0;
                } else if o.take_own_seed {
                    self.b[own_store] += 1;
                    self.b[i] = 0;
                }
            }
            self.south_to_move = !south;
        }
        let ends = if o.any_row_empty {
            self.row_empty(true) || self.row_empty(false)
        } else {
            self.row_empty(self.south_to_move)
        };
        if ends {
            for p in 0..6 {
                self.b[6] += self.b[p];
                self.b[p] = 0;
                self.b[13] += self.b[p + 7];
                self.b[p + 7] = 0;
            }
            self.over = true;
        }
    }

    fn perft(&self, depth: u32, o: KalahOptions) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|m| {
                let mut next = *self;
                next.play(m, o);
                next.perft(depth - 1, o)
            })
            .sum()
    }
}

#[cfg(feature = "two-row")]
fn kalah_options(texts: &[String]) -> KalahOptions {
    let mut o = KalahOptions { seeds: 4, take_own_seed: false, any_row_empty: true, skip_origin: false };
    for t in texts {
        let (k, v) = t.split_once('=').expect("key=value");
        match k.trim_start_matches("kalah.") {
            "seeds_per_pit" => o.seeds = v.parse().expect("seeds"),
            "empty_opposite" => o.take_own_seed = v == "take_own_seed",
            "end_trigger" => o.any_row_empty = v == "any_row_empty",
            "skip_origin" => o.skip_origin = v == "true",
            other => panic!("the reference Kalah does not know option {other}"),
        }
    }
    o
}

#[cfg(feature = "two-row")]
#[test]
fn kalah_vectors_agree_with_an_independent_kalah() {
    let kalah: Vec<Vector> = vectors().into_iter().filter(|v| v.variant == "kalah").collect();
    assert!(kalah.iter().filter(|v| v.options.is_empty()).map(|v| v.depth).max() >= Some(6));
    for v in &kalah {
        let o = kalah_options(&v.options);
        let count = Board::start(o).perft(v.depth, o);
        assert_eq!(count, v.count, "perft.txt line {}: the reference Kalah counts {count}", v.line);
    }
}

#[cfg(feature = "two-row")]
/// Both players walk random games; at every ply the engine and the reference agree on the
/// position, the legal moves and perft(3) under every option set of the vectors and a few more.
#[test]
fn independent_kalah_agrees_along_random_games() {
    let option_sets: Vec<Vec<String>> = vec![
        vec![],
        vec!["kalah.empty_opposite=take_own_seed".into()],
        vec!["kalah.end_trigger=mover_cannot_move".into()],
        vec!["kalah.skip_origin=true".into(), "kalah.seeds_per_pit=6".into()],
        vec!["kalah.seeds_per_pit=3".into(), "kalah.empty_opposite=take_own_seed".into()],
    ];
    for opts in &option_sets {
        let variant = Variant::with_option_texts("kalah", opts).unwrap();
        let o = kalah_options(opts);
        for seed in 0..12u64 {
            let mut rng = mancala_engine::playout::Rng::new(seed);
            let mut game = Game::new(variant.clone());
            let mut board = Board::start(o);
            loop {
                let pos = game.position().clone();
                let mut expect = [0u8; 14];
                expect[..6].copy_from_slice(&pos.pits()[..6]);
                expect[6] = pos.store(Side::South);
                expect[7..13].copy_from_slice(&pos.pits()[6..]);
                expect[13] = pos.store(Side::North);
                assert_eq!(board.b, expect, "{opts:?} seed {seed}: boards differ at {pos}");
                assert_eq!(board.over, pos.is_over(), "{opts:?}: game end differs at {pos}");
                if !board.over {
                    assert_eq!(board.south_to_move, pos.to_move() == Side::South, "{opts:?}: mover at {pos}");
                }
                let legal = variant.legal_moves(&pos);
                let ours: Vec<usize> = board.moves().into_iter().map(|p| if p < 6 { p } else { p - 1 }).collect();
                let theirs: Vec<usize> = legal.iter().map(|m| m.start_pit().unwrap()).collect();
                assert_eq!(ours, theirs, "{opts:?}: legal moves differ at {pos}");
                assert_eq!(board.perft(3, o), variant.perft(&pos, 3), "{opts:?}: perft(3) differs at {pos}");
                if legal.is_empty() {
                    break;
                }
                let i = rng.below(legal.len());
                game.play(&legal[i]).unwrap();
                let pit = theirs[i];
                board.play(if pit < 6 { pit } else { pit + 1 }, o);
            }
        }
    }
}
