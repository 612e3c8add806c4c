//! Pieces shared by the two-row games: the sowing circuit and the plain move checks.

pub mod bao_kenyan;
pub mod kalah;
pub mod namnam;
pub mod oware;

use crate::ctx::MoveCtx;
use crate::layout::{Layout, Side};
use crate::moves::{Action, IllegalReason, Move};
use crate::position::Position;
use crate::step::{Place, StepSink};

/// A place on the two-row circuit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    Pit(usize),
    Store(Side),
}

/// How a sowing goes round a two-row board.
#[derive(Clone, Copy, Debug)]
pub struct Sowing {
    /// The mover's store is in the circuit (Kalah, Kenyan children's Bao).
    pub own_store: bool,
    /// The opponent's store is in the circuit too.
    pub opponent_store: bool,
    /// The pit the sowing started from is skipped whenever the sowing comes back to it.
    pub skip_origin: bool,
    pub sow_rule: &'static str,
    pub skip_origin_rule: &'static str,
    pub skip_store_rule: &'static str,
}

/// The next slot counter-clockwise: `S0..S(n-1), SS, N0..N(n-1), NS`.
#[inline]
fn next_slot(layout: Layout, slot: Slot) -> Slot {
    let n = layout.columns as usize;
    match slot {
        Slot::Pit(p) if p == n - 1 => Slot::Store(Side::South),
        Slot::Pit(p) if p == 2 * n - 1 => Slot::Store(Side::North),
        Slot::Pit(p) => Slot::Pit(p + 1),
        Slot::Store(Side::South) => Slot::Pit(n),
        Slot::Store(Side::North) => Slot::Pit(0),
    }
}

/// Lifts every seed of `origin` and sows them one by one counter-clockwise. Returns where the
/// last seed fell. A `Lap` step marks each return to the origin.
#[inline]
pub fn sow<S: StepSink>(ctx: &mut MoveCtx<'_, S>, origin: usize, how: Sowing) -> Slot {
    let layout = ctx.pos.layout;
    let me = ctx.pos.to_move;
    let mut hand = ctx.pick_up(origin, how.sow_rule);
    let mut slot = Slot::Pit(origin);
    let mut lap: u16 = 1;
    while hand > 0 {
        slot = next_slot(layout, slot);
        match slot {
            Slot::Pit(p) if p == origin => {
                lap += 1;
                ctx.lap(lap);
                if how.skip_origin {
                    ctx.skip(Place::Pit(p as u8), how.skip_origin_rule);
                    continue;
                }
                ctx.sow_pit(p, how.sow_rule);
            }
            Slot::Pit(p) => ctx.sow_pit(p, how.sow_rule),
            Slot::Store(side) => {
                let in_circuit = if side == me { how.own_store } else { how.opponent_store };
                if !in_circuit {
                    if side != me && how.own_store {
                        // Only worth showing where the player's own store is sown into.
                        ctx.skip(Place::Store(side), how.skip_store_rule);
                    }
                    continue;
                }
                ctx.sow_store(side, how.sow_rule);
            }
        }
        hand -= 1;
    }
    slot
}

/// The same sowing as [`sow`] without steps, for sinks that record nothing (search, playouts):
/// whole laps at once. The circuit is the mover's row, his store if `own_store`, then the
/// opponent's row (no opponent store). Each place after the origin gets one seed per full lap and
/// the first ones one more; the origin takes one seed per lap too unless `skip_origin`. Returns
/// where the last seed fell. `origin` must be a non-empty pit of the player to move.
#[inline]
pub fn sow_laps(pos: &mut Position, origin: usize, own_store: bool, skip_origin: bool) -> Slot {
    let layout = pos.layout;
    let n = layout.columns as usize;
    let me = layout.side_of(origin);
    let own = layout.side_range(me).start;
    let opp = layout.side_range(me.opponent()).start;
    let ring = 2 * n + usize::from(own_store);
    let lap = ring - usize::from(skip_origin);
    let count = usize::from(pos.pits[origin]);
    pos.pits[origin] = 0;
    if count < lap && 2 * n <= 16 {
        if let Some(board) = pos.pits.first_chunk_mut::<16>() {
            return sow_within_lap(board, &mut pos.stores, me, n, origin, count, own_store);
        }
    }
    // Most sowings stay within one lap: no division then.
    let (full, rest) = if count < lap { (0, count) } else { (count / lap, count % lap) };
    let o = origin - own;
    // Ring position r: the own pits 0..n, the own store, then the opponent's pits.
    let slot_of = |r: usize| {
        if r < n {
            Slot::Pit(own + r)
        } else if own_store && r == n {
            Slot::Store(me)
        } else {
            Slot::Pit(opp + r - n - usize::from(own_store))
        }
    };
    let mut bump = |r: usize, add: u8| match slot_of(r) {
        // At most 255 seeds in a validated position, so no count overflows.
        Slot::Pit(p) => pos.pits[p] = pos.pits[p].wrapping_add(add),
        Slot::Store(side) => pos.stores[side.index()] = pos.stores[side.index()].wrapping_add(add),
    };
    if full == 0 {
        // Less than a lap: one seed into each of the next `count` places.
        let mut r = o;
        for _ in 0..count {
            r = if r + 1 == ring { 0 } else { r + 1 };
            bump(r, 1);
        }
        return slot_of(r);
    }
    for r in 0..ring {
        // Distance after the origin along the circuit; the origin itself is `ring - 1`.
        let d = if r > o { r - o - 1 } else { r + ring - o - 1 };
        if d < lap {
            bump(r, (full + usize::from(d < rest)) as u8);
        }
    }
    let last_d = if rest > 0 { rest - 1 } else { lap - 1 };
    let last = if o + 1 + last_d >= ring { o + 1 + last_d - ring } else { o + 1 + last_d };
    slot_of(last)
}

/// `RUN_AT[at][len]`: `len` one-bytes from byte `at` of a 16-byte word (`at + len ≤ 16`; 0
/// otherwise, and only `len = 0` is ever asked past that).
static RUN_AT: [[u128; 17]; 17] = {
    let mut t = [[0u128; 17]; 17];
    let mut at = 0;
    while at <= 16 {
        let mut len = 1;
        while at + len <= 16 {
            t[at][len] = t[at][len - 1] | 1u128 << (8 * (at + len - 1));
            len += 1;
        }
        at += 1;
    }
    t
};

/// [`sow_laps`] for a sowing of `count` seeds (already lifted from `origin`) that does not come
/// back to the origin, on a board of at most 16 pits: the pits are one `u128` of byte counters,
/// and the sown places are at most three runs (the rest of the own row, the opponent's row, the
/// start of the own row) plus the own store. No byte can carry: a validated position holds at
/// most 255 seeds.
#[inline(always)]
#[allow(clippy::inline_always)]
fn sow_within_lap(
    board: &mut [u8; 16],
    stores: &mut [u8; 2],
    me: Side,
    n: usize,
    origin: usize,
    count: usize,
    own_store: bool,
) -> Slot {
    let own = if me == Side::South { 0 } else { n };
    let opp = n - own;
    let a = count.min(own + n - 1 - origin);
    let mut rest = count - a;
    let store = usize::from(own_store && rest > 0);
    rest -= store;
    let b = rest.min(n);
    let c = rest - b;
    let add = RUN_AT[origin + 1][a] | RUN_AT[opp][b] | RUN_AT[own][c];
    *board = u128::from_le_bytes(*board).wrapping_add(add).to_le_bytes();
    stores[me.index()] = stores[me.index()].wrapping_add(store as u8);
    if c > 0 {
        Slot::Pit(own + c - 1)
    } else if b > 0 {
        Slot::Pit(opp + b - 1)
    } else if store > 0 {
        Slot::Store(me)
    } else {
        Slot::Pit(origin + a)
    }
}

/// The non-empty pits of a side's row as a bit mask (bit `i` = the side's pit `i`), computed
/// without a branch per pit: legal-move loops then run once per move, not once per pit.
#[inline]
#[must_use]
pub fn nonempty_mask(pos: &Position, side: Side) -> u32 {
    let range = pos.layout.side_range(side);
    if range.len() <= 8 {
        // Eight pits at once: a byte's top bit is set iff the byte is non-zero, then the eight
        // top bits are gathered into the low byte by one multiplication.
        if let Some(bytes) = pos.pits.get(range.start..range.start + 8) {
            if let Ok(bytes) = <[u8; 8]>::try_from(bytes) {
                const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
                let x = u64::from_le_bytes(bytes);
                let nonzero = (((x & LOW7) + LOW7) | x) & !LOW7;
                let gathered = ((nonzero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32;
                return gathered & ((1 << range.len()) - 1);
            }
        }
    }
    let mut mask = 0u32;
    for (i, &seeds) in pos.pits[range].iter().enumerate() {
        mask |= u32::from(seeds != 0) << i;
    }
    mask
}

/// What a two-row position may hold: stores and seeds off the board (each game refines the
/// latter), no reserves (§0.2.1), one round with each side owning its own row (only Nam-Nam,
/// NAM-8, has more), no blocked pit (KSW-21 is Bao la Kiswahili's).
pub const FEATURES: crate::spec::Features = crate::spec::Features {
    stores: None,
    off: None,
    reserves: Some("§0.2.1"),
    rounds: Some("NAM-8"),
    blocking: Some("KSW-21"),
};

/// A move of one action sowing a non-empty pit of the mover's own row.
///
/// # Errors
/// What is wrong with the move.
pub fn check_own_nonempty(layout: Layout, pos: &Position, mv: &Move) -> Result<(), IllegalReason> {
    let [Action::Sow(pit)] = mv.actions() else {
        return Err(IllegalReason::UnexpectedAction {
            index: usize::from(!matches!(mv.actions().first(), Some(Action::Sow(_)))) ^ 1,
        });
    };
    let pit_index = usize::from(*pit);
    if pit_index >= layout.pit_count() || layout.side_of(pit_index) != pos.to_move {
        return Err(IllegalReason::NotYourPit { pit: *pit });
    }
    if pos.pits[pit_index] == 0 {
        return Err(IllegalReason::EmptyPit { pit: *pit });
    }
    Ok(())
}
