//! Zobrist-style hashing of positions for the transposition table.
//!
//! The engine's moves are opaque to the search (it only calls `Variant::play_legal` and `Variant::play_sow`), so a key is
//! computed from the public state of each position rather than updated per seed: one random
//! 64-bit number per (pit, seed count), per store and reserve count and per flag, `XORed` together.
//! That is a few dozen table reads per node, cheaper than the move itself.
//!
//! The key covers everything the rules read: pits, stores, reserves, seeds off the board, the
//! side to move, destroyed houses, the blocked pit, pit owners and the round (Nam-Nam), and the
//! move counters as far as rules look at them (first move or not; capturing moves 0, 1, 2+ for
//! Omweso's special wins). Positions that differ only in longer counters transpose.

use mancala_engine::{Position, Side, MAX_PITS};

const COUNTS: usize = 256;

/// The random numbers of one search (fixed seed: keys are the same on every platform).
pub struct Zobrist {
    pits: Box<[u64]>,
    extra: Box<[u64]>,
    /// Whether pit ownership can differ from the halves (Nam-Nam, Ayo-ayo).
    owners: bool,
}

// Offsets into `extra`.
const STORE: usize = 0; // 2 × 256
const RESERVE: usize = 2 * COUNTS; // 2 × 256
const OFF: usize = 4 * COUNTS; // 256
const OWNER: usize = 5 * COUNTS; // 64
const BLOCKED: usize = OWNER + MAX_PITS; // 64
const FLAGS: usize = BLOCKED + MAX_PITS; // 32
const EXTRA_LEN: usize = FLAGS + 32;

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl Zobrist {
    /// The tables; `owners`: hash pit ownership too (only games whose owners change need it).
    #[must_use]
    pub fn new(owners: bool) -> Zobrist {
        let mut state = 0x6d61_6e63_616c_6121;
        let mut pits: Vec<u64> = (0..MAX_PITS * COUNTS).map(|_| splitmix(&mut state)).collect();
        // An empty pit adds nothing, so a key needs no entry for it.
        for p in 0..MAX_PITS {
            pits[p * COUNTS] = 0;
        }
        let extra: Vec<u64> = (0..EXTRA_LEN).map(|_| splitmix(&mut state)).collect();
        Zobrist { pits: pits.into_boxed_slice(), extra: extra.into_boxed_slice(), owners }
    }

    /// The key of a position.
    #[must_use]
    #[inline]
    pub fn key(&self, pos: &Position) -> u64 {
        let mut h = 0u64;
        for (i, &s) in pos.pits().iter().enumerate() {
            h ^= self.pits[i * COUNTS + usize::from(s)];
        }
        let e = &self.extra;
        for side in Side::BOTH {
            let i = side.index();
            h ^= e[STORE + i * COUNTS + usize::from(pos.store(side))];
            h ^= e[RESERVE + i * COUNTS + usize::from(pos.reserve(side))];
            h ^= e[FLAGS + i * 8 + usize::from(pos.moves_made(side).min(2))];
            h ^= e[FLAGS + 3 + i * 8 + usize::from(pos.capturing_moves(side).min(3))];
            if pos.house_destroyed(side) {
                h ^= e[FLAGS + 16 + i];
            }
        }
        h ^= e[OFF + usize::from(pos.off_board())];
        if pos.to_move() == Side::North {
            h ^= e[FLAGS + 18];
        }
        if let Some(b) = pos.blocked() {
            h ^= e[BLOCKED + b];
        }
        if self.owners {
            for p in 0..pos.pits().len() {
                if pos.owner(p) == Side::North {
                    h ^= e[OWNER + p];
                }
            }
            h ^= u64::from(pos.round()).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
        if pos.is_over() {
            h ^= e[FLAGS + 19];
        }
        h
    }
}
