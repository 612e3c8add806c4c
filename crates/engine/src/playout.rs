//! Seeded random playouts: the workload of `mancala bench`, the benches and the golden games.
//!
//! The generator is a fixed xorshift64* so that the same seed gives the same games on every
//! platform (native and wasm), which lets benchmarks check that they did the same work.

use crate::moves::Move;
use crate::position::Position;
use crate::variant::Variant;

/// A small deterministic pseudo-random generator (xorshift64*). Not for anything but playouts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rng(u64);

impl Rng {
    /// A generator for `seed` (any value, 0 included).
    #[must_use]
    pub const fn new(seed: u64) -> Rng {
        // SplitMix64 finaliser, so that nearby seeds give unrelated streams and 0 is not stuck.
        let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        Rng(if z == 0 { 0x2545_f491_4f6c_dd1d } else { z })
    }

    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in `0..n` (`n > 0`).
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        // Multiply-shift on the high half: no division, no modulo bias worth caring about here.
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
}

/// What one random game did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playout {
    /// Plies played (an extra turn is a ply).
    pub plies: u32,
    /// Whether the game ended (`false`: it was cut at the ply limit, or no move was left in an
    /// unfinished position).
    pub finished: bool,
}

/// Plays uniformly random legal moves from `pos` until the game ends or `max_plies` are played,
/// through [`Variant::legal_moves_into`] and [`Variant::play_legal`] (no step log). `moves` is
/// scratch space, reused to avoid allocating per ply. Repetition rules (which need the game's
/// history, see [`crate::Game`]) are not applied: `max_plies` bounds such games.
pub fn random_game(
    variant: &Variant,
    pos: &mut Position,
    rng: &mut Rng,
    max_plies: u32,
    moves: &mut Vec<Move>,
) -> Playout {
    variant.rules().visit(RandomGame { pos, rng, max_plies, moves })
}

/// The playout loop, compiled once per family through [`crate::games::Ruleset::visit`].
struct RandomGame<'a> {
    pos: &'a mut Position,
    rng: &'a mut Rng,
    max_plies: u32,
    moves: &'a mut Vec<Move>,
}

impl crate::games::RulesVisitor for RandomGame<'_> {
    type Output = Playout;

    #[inline]
    fn visit<R: crate::games::Rules>(self, rules: &R) -> Playout {
        let RandomGame { pos, rng, max_plies, moves } = self;
        let mut plies = 0;
        while plies < max_plies {
            if let Some(mut mask) = rules.legal_sow_mask(pos) {
                if mask == 0 {
                    return Playout { plies, finished: pos.is_over() };
                }
                // The k-th legal move is the k-th set bit: the same choice as from the list.
                for _ in 0..rng.below(mask.count_ones() as usize) {
                    mask &= mask - 1;
                }
                rules.play_sow(pos, mask.trailing_zeros() as usize);
                plies += 1;
                continue;
            }
            if !rules.random_ply(pos, rng, moves) {
                return Playout { plies, finished: pos.is_over() };
            }
            plies += 1;
        }
        Playout { plies, finished: pos.is_over() }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayoutTotals {
    pub games: u64,
    pub plies: u64,
    /// Games cut at the ply limit.
    pub cut: u64,
}

/// Plays `games` random games from `start`, the i-th with generator seed `seed + i`, each cut at
/// `max_plies`.
#[must_use]
pub fn random_games(variant: &Variant, start: &Position, games: u64, seed: u64, max_plies: u32) -> PlayoutTotals {
    let mut moves = Vec::with_capacity(64);
    let mut totals = PlayoutTotals::default();
    for i in 0..games {
        let mut pos = start.clone();
        let mut rng = Rng::new(seed.wrapping_add(i));
        let p = random_game(variant, &mut pos, &mut rng, max_plies, &mut moves);
        totals.games += 1;
        totals.plies += u64::from(p.plies);
        totals.cut += u64::from(!p.finished);
    }
    totals
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rng_is_fixed_and_in_range() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..1000 {
            let x = a.below(6);
            assert!(x < 6);
            assert_eq!(x, b.below(6));
        }
        assert_ne!(Rng::new(0).next_u64(), Rng::new(1).next_u64());
    }

    #[test]
    fn random_games_are_deterministic_and_finish() {
        for spec in crate::variants() {
            let v = Variant::new(spec.id, &[]).unwrap();
            let start = v.start_position();
            let a = random_games(&v, &start, 5, 42, 5_000);
            assert_eq!(a, random_games(&v, &start, 5, 42, 5_000), "{}", spec.id);
            assert_eq!(a.games, 5);
            assert!(a.plies > 0, "{}", spec.id);
        }
    }
}
