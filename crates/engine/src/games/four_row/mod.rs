//! Pieces shared by the four-row games (RULES.md §2.6): relay sowing inside one half, the
//! ENG-LOOP cap, fast simulation for legal-move generation, and the plain position checks.
//!
//! A four-row move is written once, generic over [`Sower`], and run two ways:
//! * on a [`MoveCtx`] to play it (every seed goes through a recorded [`crate::Step`]);
//! * on a [`Sim`], a bare copy of the board, to find out cheaply what a candidate move would do
//!   (is it endless? does it capture? what does the board look like after it?).
//!
//! Because both runs execute the same code, the legal-move list (built from simulations) and the
//! played move cannot disagree. A sowing on four rows never leaves the mover's half (C4-1), so
//! [`Sower::sow_hand`] is always a walk round the `2n` pits of one side.

pub mod bao_common;
pub mod choro;
pub mod hus;
pub mod kiarabu;
pub mod kimasai;
pub mod kiswahili;
pub mod kujifunza;
pub mod omweso;
pub mod relay;

use crate::ctx::{sow_circuit, MoveCtx, ENDLESS_SEED_CAP};
use crate::layout::{Direction, Layout, Row, Side, MAX_PITS};
use crate::moves::{Action, IllegalReason, Move};
use crate::position::{Inconsistency, Outcome, Position, PositionError};
use crate::reason::RelayReason;
use crate::step::{Note, Place, StepSink};

pub use crate::options::EndlessMove;

/// The seed-moving operations a four-row move needs: the one board every four-row game's rules
/// are written over. Implemented by [`MoveCtx`] (records steps) and by the one bare board for
/// look-ahead, [`Sim`] (Hus and the Kiarabu family's endless-move check, the direction-script
/// search of Omweso and Choro). Rule IDs are only used by the recording side.
pub trait Sower {
    fn layout(&self) -> Layout;
    /// Seeds in a pit now.
    fn seeds(&self, pit: usize) -> u8;
    /// Seeds in the hand now.
    fn hand(&self) -> u16;
    /// Seeds sown so far in this move (ENG-LOOP).
    fn sown(&self) -> u32;
    /// Lifts every seed of `pit` to start the move.
    fn lift(&mut self, pit: usize, rule: &'static str) -> u8;
    /// Lifts every seed of `pit` to go on sowing (relay, super-relay, Hus capture pit).
    fn relay(&mut self, pit: usize, rule: &'static str, why: RelayReason) -> u8;
    /// Takes every seed of `pit` into `to` (a store or the hand) as a capture.
    fn capture(&mut self, pit: usize, to: Place, rule: &'static str) -> u8;
    /// Captures every seed of `pit` into the hand; nothing (no step) when it is empty.
    #[inline]
    fn take(&mut self, pit: usize, rule: &'static str) {
        if self.seeds(pit) > 0 {
            self.capture(pit, Place::Hand, rule);
        }
    }
    /// One seed from the hand into `pit`.
    fn sow(&mut self, pit: usize, rule: &'static str);
    /// Sows the whole hand, the first seed **into** `first` (§0.2.3), then on in `dir` round the
    /// half that holds `first`. Returns the pit of the last seed (`first`'s predecessor if the
    /// hand was empty).
    fn sow_hand(&mut self, first: usize, dir: Direction, rule: &'static str) -> usize;
    /// [`Sower::sow_hand`] within the ENG-LOOP cap: `Ok(last pit)` (`first` if the hand was
    /// empty), or `Err(next pit)` once more than `limit` seeds have been sown in the move. One
    /// seed (and one step) at a time, with a `Lap` step at each full circuit, unless the board
    /// records no steps and can sow whole laps at once. `layout` is the board's ([`Sower::layout`]),
    /// given by the caller so that a game with one board passes its constant and the arithmetic of
    /// the half folds (without it Choro's moves cost 8 % more instructions).
    ///
    /// # Errors
    /// The pit the next seed would go to, when the move passes the cap with seeds in hand.
    #[inline]
    fn sow_limited(
        &mut self,
        layout: Layout,
        first: usize,
        dir: Direction,
        limit: u32,
        rule: &'static str,
    ) -> Result<usize, usize>
    where
        Self: Sized,
    {
        sow_seedwise(self, layout, first, dir, limit, rule)
    }
    /// Records a note (a direction taken, a head sown from, an endless move, a stop); boards
    /// without a step log ignore it.
    #[inline]
    fn note(&mut self, _note: Note, _rule: &'static str) {}
    /// Records the direction a choice took (OMW-8, CH-6); boards without a step log ignore it.
    #[inline]
    fn note_dir(&mut self, _dir: Direction, _rule: &'static str) {}
    /// Records the start of a sowing's next circuit; boards without a step log ignore it.
    #[inline]
    fn lap(&mut self, _lap: u16) {}

    /// Whether the move, whose last sowing just ended in `last` with an empty hand, is endless
    /// (ENG-LOOP): it has sown more than `ENDLESS_SEED_CAP` seeds. [`Sim`] may also answer
    /// `true` earlier, when it sees the move repeat a state (then it can never end).
    #[inline]
    fn endless_at(&mut self, _last: usize) -> bool {
        self.sown() > ENDLESS_SEED_CAP
    }
}

/// What the Bao games' moves need besides sowing (Kimasai, Bao la Kujifunza, Bao la Kiswahili and
/// the Katra): the position they read (reserves, houses, the blocked pit, the side to move),
/// planting from the reserve, a house destroyed, a house taxed. Their relays are written over it
/// once, for the recorded move and for the look-ahead alike (a [`MoveCtx`] with
/// [`crate::step::NoSteps`]).
pub trait BaoBoard: Sower {
    /// The position as it is now.
    fn position(&self) -> &Position;
    /// One seed from `side`'s reserve into `pit` (KSW-8, KIM-6).
    fn plant(&mut self, side: Side, pit: usize, rule: &'static str);
    /// `side`'s house is destroyed (KSW-18, KS-5).
    fn destroy_house(&mut self, side: Side, rule: &'static str);
    /// Lifts only `count` seeds of `pit` (the house taxed, KSW-18).
    fn pick_up_some(&mut self, pit: usize, count: u8, rule: &'static str);
}

impl<S: StepSink> BaoBoard for MoveCtx<'_, S> {
    #[inline]
    fn position(&self) -> &Position {
        self.pos
    }
    #[inline]
    fn plant(&mut self, side: Side, pit: usize, rule: &'static str) {
        MoveCtx::plant(self, side, pit, rule);
    }
    #[inline]
    fn destroy_house(&mut self, side: Side, rule: &'static str) {
        MoveCtx::destroy_house(self, side, rule);
    }
    #[inline]
    fn pick_up_some(&mut self, pit: usize, count: u8, rule: &'static str) {
        MoveCtx::pick_up_some(self, pit, count, rule);
    }
}

/// [`Sower::sow_limited`] one seed (and one step) at a time, with a `Lap` step at each full
/// circuit.
#[inline]
fn sow_seedwise<B: Sower>(
    b: &mut B,
    layout: Layout,
    first: usize,
    dir: Direction,
    limit: u32,
    rule: &'static str,
) -> Result<usize, usize> {
    let mut pit = first;
    let mut last = first;
    let mut lap = 1u16;
    let mut here = 0usize;
    let per = layout.pits_per_side();
    while b.hand() > 0 {
        if here > 0 && here.is_multiple_of(per) {
            lap += 1;
            b.lap(lap);
        }
        b.sow(pit, rule);
        here += 1;
        last = pit;
        pit = layout.step(pit, dir);
        if b.sown() > limit {
            return Err(pit);
        }
    }
    Ok(last)
}

impl<S: StepSink> Sower for MoveCtx<'_, S> {
    #[inline]
    fn layout(&self) -> Layout {
        self.pos.layout
    }
    #[inline]
    fn seeds(&self, pit: usize) -> u8 {
        self.pos.pits[pit]
    }
    #[inline]
    fn hand(&self) -> u16 {
        MoveCtx::hand(self)
    }
    #[inline]
    fn sown(&self) -> u32 {
        self.sown
    }
    #[inline]
    fn lift(&mut self, pit: usize, rule: &'static str) -> u8 {
        self.pick_up(pit, rule)
    }
    #[inline]
    fn relay(&mut self, pit: usize, rule: &'static str, why: RelayReason) -> u8 {
        MoveCtx::relay(self, pit, rule, why)
    }
    #[inline]
    fn capture(&mut self, pit: usize, to: Place, rule: &'static str) -> u8 {
        self.capture_pit(pit, to, rule)
    }
    #[inline]
    fn sow(&mut self, pit: usize, rule: &'static str) {
        self.sow_pit(pit, rule);
    }
    #[inline]
    fn note(&mut self, note: Note, rule: &'static str) {
        MoveCtx::note(self, note, rule);
    }
    fn note_dir(&mut self, dir: Direction, rule: &'static str) {
        MoveCtx::note(self, Note::Direction { dir }, rule);
    }
    fn lap(&mut self, lap: u16) {
        MoveCtx::lap(self, lap);
    }
    /// Without a step log, whole laps at once, unless the sowing passes the ENG-LOOP `limit`
    /// (then seed by seed, to stop at the same seed as the recorded move).
    #[inline]
    fn sow_limited(
        &mut self,
        layout: Layout,
        first: usize,
        dir: Direction,
        limit: u32,
        rule: &'static str,
    ) -> Result<usize, usize> {
        if !S::RECORDS && self.sown + u32::from(MoveCtx::hand(self)) <= limit {
            return Ok(self.sow_hand_bulk(first, dir, rule).unwrap_or(first));
        }
        sow_seedwise(self, layout, first, dir, limit, rule)
    }
    #[inline]
    fn sow_hand(&mut self, first: usize, dir: Direction, rule: &'static str) -> usize {
        // As `MoveCtx::sow_hand_from`, one recorded `Sow` step per seed, with the half's wrap
        // done by comparison rather than by `Layout::step`'s divisions.
        let layout = self.pos.layout;
        if !S::RECORDS {
            if let Some(last) = self.sow_hand_bulk(first, dir, rule) {
                return last;
            }
        } else if MoveCtx::hand(self) > 0 {
            let mut p = first;
            loop {
                self.sow_pit(p, rule);
                if MoveCtx::hand(self) == 0 {
                    return p;
                }
                p = layout.next_in_half(p, dir);
            }
        }
        // An empty hand: the pit before `first`.
        layout.next_in_half(first, dir.reversed())
    }
}

/// The one bare board for look-ahead: a copy of the pits, stores and a hand, with no step log,
/// whole laps sown at once. Captures go where the rules say (a store, Hus and the Kiarabu family;
/// the hand, Omweso and Choro, which sow them back); a cycle check answers
/// [`Sower::endless_at`] early (Hus, Kiarabu), while [`Sower::sow_limited`] gives, for a move
/// that passes the ENG-LOOP cap, the same pit as the recorded move (Omweso, Choro, whose endless
/// moves put the seeds left in hand there).
#[derive(Clone, Copy, Debug)]
pub struct Sim {
    pub layout: Layout,
    pub pits: [u8; MAX_PITS],
    pub stores: [u8; 2],
    pub hand: u16,
    pub sown: u32,
    /// Brent's cycle detection, used only in long moves.
    cycle: Cycle,
}

impl Sim {
    #[must_use]
    #[inline]
    pub fn new(pos: &Position) -> Sim {
        Sim { layout: pos.layout, pits: pos.pits, stores: pos.stores, hand: 0, sown: 0, cycle: Cycle::START }
    }

    /// The same board with an empty hand and no seeds counted (the start of the next part of a
    /// move, or of one branch of a search).
    #[must_use]
    #[inline]
    pub fn fresh(&self) -> Sim {
        Sim { hand: 0, sown: 0, cycle: Cycle::START, ..*self }
    }
}

impl Sower for Sim {
    #[inline(always)]
    fn layout(&self) -> Layout {
        self.layout
    }
    #[inline(always)]
    fn seeds(&self, pit: usize) -> u8 {
        self.pits[pit]
    }
    #[inline(always)]
    fn hand(&self) -> u16 {
        self.hand
    }
    #[inline(always)]
    fn sown(&self) -> u32 {
        self.sown
    }
    #[inline(always)]
    fn lift(&mut self, pit: usize, _rule: &'static str) -> u8 {
        let n = std::mem::take(&mut self.pits[pit]);
        self.hand += u16::from(n);
        n
    }
    #[inline(always)]
    fn relay(&mut self, pit: usize, rule: &'static str, _why: RelayReason) -> u8 {
        self.lift(pit, rule)
    }
    #[inline(always)]
    fn capture(&mut self, pit: usize, to: Place, rule: &'static str) -> u8 {
        match to {
            Place::Store(side) => {
                let n = std::mem::take(&mut self.pits[pit]);
                self.stores[side.index()] += n;
                n
            }
            // Captures in four-row games go to a store or into the hand for re-sowing.
            _ => self.lift(pit, rule),
        }
    }
    #[inline(always)]
    fn take(&mut self, pit: usize, rule: &'static str) {
        self.lift(pit, rule);
    }
    #[inline(always)]
    fn sow(&mut self, pit: usize, _rule: &'static str) {
        self.hand -= 1;
        self.pits[pit] += 1;
        self.sown += 1;
    }
    #[inline(always)] // hot: once per sowing in every look-ahead
    fn sow_hand(&mut self, first: usize, dir: Direction, _rule: &'static str) -> usize {
        let per = self.layout.pits_per_side();
        let h = usize::from(std::mem::take(&mut self.hand));
        if h == 0 {
            return self.layout.next_in_half(first, dir.reversed());
        }
        self.sown += h as u32;
        let base = if first >= per { per } else { 0 };
        sow_circuit(&mut self.pits, base, per, first - base, h, dir)
    }
    /// Whole laps at once, then the remainder: no step per seed. Past the `limit` the board is
    /// not the recorded one's (every seed is sown), but the pit the next seed would go to is.
    #[inline(always)]
    fn sow_limited(
        &mut self,
        layout: Layout,
        first: usize,
        dir: Direction,
        limit: u32,
        _rule: &'static str,
    ) -> Result<usize, usize> {
        let per = layout.pits_per_side();
        let h = usize::from(self.hand);
        if h == 0 {
            return Ok(first);
        }
        let base = if first >= per { per } else { 0 };
        let last = sow_circuit(&mut self.pits, base, per, first - base, h, dir);
        self.hand = 0;
        self.sown += h as u32;
        if self.sown > limit {
            Err(layout.step(last, dir))
        } else {
            Ok(last)
        }
    }

    #[inline]
    fn endless_at(&mut self, last: usize) -> bool {
        if self.sown > ENDLESS_SEED_CAP {
            return true;
        }
        if self.sown < CYCLE_CHECK_AFTER {
            return false;
        }
        // Brent's cycle detection over (board, landing pit) at sowing boundaries: a move whose
        // state recurs never ends, so it would pass the cap too; this only finds out sooner.
        let cycle = &mut self.cycle;
        if cycle.last == last && cycle.snapshot == self.pits {
            return true;
        }
        cycle.steps += 1;
        if cycle.steps == cycle.power {
            cycle.snapshot = self.pits;
            cycle.last = last;
            cycle.power *= 2;
            cycle.steps = 0;
        }
        false
    }
}

impl Cycle {
    /// Before the first sowing boundary looked at.
    const START: Cycle = Cycle { snapshot: [0; MAX_PITS], last: usize::MAX, power: 1, steps: 0 };
}

/// Seeds sown in one simulated move before [`Sim`] starts looking for a cycle.
const CYCLE_CHECK_AFTER: u32 = 1_000;

/// Brent's cycle detection state of a [`Sim`].
#[derive(Clone, Copy, Debug)]
struct Cycle {
    snapshot: [u8; MAX_PITS],
    last: usize,
    power: u32,
    steps: u32,
}

/// Pit tables of a four-row board, so the rules need no division per sowing.
#[derive(Clone, Debug)]
pub struct Geometry {
    pub layout: Layout,
    /// `next[dir][pit]`: the next pit in the half (0 = CCW, 1 = CW).
    pub next: [[u8; MAX_PITS]; 2],
    /// The opponent's inner pit facing an inner pit; [`Geometry::NONE`] for outer pits.
    pub opposite: [u8; MAX_PITS],
    /// The opponent's outer pit behind the facing pit (the "back pit"); [`Geometry::NONE`] for
    /// outer pits.
    pub behind: [u8; MAX_PITS],
    /// Bit set of the inner-row pits.
    pub inner: PitSet,
    /// Bit set of the outer-row pits.
    pub outer: PitSet,
}

impl Geometry {
    pub const NONE: u8 = u8::MAX;

    /// The tables of `layout`; a `const` for a game of one board (Omweso's `GEOMETRY`).
    #[must_use]
    pub const fn new(layout: Layout) -> Geometry {
        let mut g = Geometry {
            layout,
            next: [[0; MAX_PITS]; 2],
            opposite: [Self::NONE; MAX_PITS],
            behind: [Self::NONE; MAX_PITS],
            inner: 0,
            outer: 0,
        };
        let mut p = 0;
        while p < layout.pit_count() {
            g.next[0][p] = layout.step(p, Direction::Ccw) as u8;
            g.next[1][p] = layout.step(p, Direction::Cw) as u8;
            if let Some(o) = layout.opposite(p) {
                g.opposite[p] = o as u8;
                g.behind[p] = layout.outer_of(o) as u8;
                g.inner |= 1 << p;
            } else {
                g.outer |= 1 << p;
            }
            p += 1;
        }
        g
    }

    /// The next pit in `dir` inside the pit's half.
    #[inline]
    #[must_use]
    pub fn step(&self, pit: usize, dir: Direction) -> usize {
        usize::from(self.next[usize::from(dir == Direction::Cw)][pit])
    }

    #[inline]
    #[must_use]
    pub fn is_inner(&self, pit: usize) -> bool {
        self.inner >> pit & 1 == 1
    }

    /// Whether the opponent's inner pit facing `pit` holds seeds (C4-3). `false` for outer pits.
    #[inline]
    #[must_use]
    pub fn faces_occupied<B: Sower + ?Sized>(&self, b: &B, pit: usize) -> bool {
        let o = self.opposite[pit];
        o != Self::NONE && b.seeds(usize::from(o)) > 0
    }

    /// Takes the opponent's inner pit facing `pit` and, if it holds seeds, the outer pit behind
    /// it into `to` (KIA-6, HUS-6: «або з внутрішньої, або з обох ямок»). Call it only when
    /// [`Geometry::faces_occupied`]. Returns the seeds taken.
    #[inline]
    pub fn capture_facing<B: Sower + ?Sized>(&self, b: &mut B, pit: usize, to: Place, rule: &'static str) -> u16 {
        let o = self.opposite[pit];
        if o == Self::NONE {
            return 0;
        }
        let opp = usize::from(o);
        let back = usize::from(self.behind[pit]);
        let mut taken = 0u16;
        if b.seeds(opp) > 0 {
            taken += u16::from(b.capture(opp, to, rule));
        }
        if b.seeds(back) > 0 {
            taken += u16::from(b.capture(back, to, rule));
        }
        taken
    }
}

/// Own pits as a bit set (bit = global pit index); at most 64 pits.
pub type PitSet = u64;

/// Iterates the pits of a [`PitSet`] in index order.
#[inline]
pub fn pits_of(mut set: PitSet) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let p = set.trailing_zeros() as usize;
            set &= set - 1;
            Some(p)
        }
    })
}

/// The pit a move starts sowing from, checked the same way in every four-row game whose move
/// begins with one sowing (Hus, Bao Kiarabu, Bao la Kujifunza, Omweso): the first action is a
/// sowing, from a pit of the side to move, that holds seeds. The game's own rules (singletons,
/// directions, priorities) are checked by the caller.
pub(crate) fn sown_pit(layout: Layout, pos: &Position, mv: &Move) -> Result<usize, IllegalReason> {
    let Some(&Action::Sow(p)) = mv.actions().first() else {
        return Err(IllegalReason::UnexpectedAction { index: 0 });
    };
    let pit = usize::from(p);
    if pit >= layout.pit_count() || layout.side_of(pit) != pos.to_move {
        return Err(IllegalReason::NotYourPit { pit: p });
    }
    if pos.pits[pit] == 0 {
        return Err(IllegalReason::EmptyPit { pit: p });
    }
    Ok(pit)
}

/// Refuses a position given as going on that the game's `end_state` says is over (Hus, Bao
/// Kiarabu): the rule it ends by and why.
pub(crate) fn refuse_if_over(
    pos: &Position,
    end_state: impl FnOnce(&Position) -> Option<(Outcome, &'static str)>,
) -> Result<(), PositionError> {
    if pos.outcome.is_some() {
        return Ok(());
    }
    match end_state(pos) {
        Some((o, rule)) => Err(PositionError::Inconsistent { rule, reason: Inconsistency::AlreadyOver(o.reason) }),
        None => Ok(()),
    }
}

/// A four-row game's start position, the same for both players (South to move): `seeds(row, k)`
/// in each player's pit `k` (from 1) of `row`, and `reserve` seeds in each hand to plant. One
/// definition of the start for every four-row game, each giving only its numbers.
pub(crate) fn mirrored_start(layout: Layout, seeds: impl Fn(Row, usize) -> u8, reserve: u8) -> Position {
    let mut pos = Position::empty(layout);
    for side in Side::BOTH {
        for k in 1..=usize::from(layout.columns) {
            pos.pits[layout.outer(side, k)] = seeds(Row::Outer, k);
            pos.pits[layout.inner(side, k)] = seeds(Row::Inner, k);
        }
        pos.reserves[side.index()] = reserve;
    }
    pos
}

/// What a position of the four-row games that capture into stores may hold (Hus, Bao Kiarabu
/// and its variants): stores, nothing off the board and no reserves (C4-1), one round with each
/// player owning his own half (NAM-8), no blocked pit (KSW-21 is Bao la Kiswahili's).
pub const FEATURES: crate::spec::Features = crate::spec::Features {
    stores: None,
    off: Some("C4-1"),
    reserves: Some("C4-1"),
    rounds: Some("NAM-8"),
    blocking: Some("KSW-21"),
};

/// The features of a four-row game whose captured seeds are sown back (`rule`, Omweso and Choro):
/// no stores and nothing off the board, no reserves, no rounds (C4-1), no blocked pit (KSW-21 is
/// Bao la Kiswahili's).
#[must_use]
pub const fn sown_back(rule: &'static str) -> crate::spec::Features {
    crate::spec::Features {
        stores: Some(rule),
        off: Some(rule),
        reserves: Some("C4-1"),
        rounds: Some("C4-1"),
        blocking: Some("KSW-21"),
    }
}

/// A side's pits with at least `min` seeds, as a [`PitSet`].
#[inline]
#[must_use]
pub fn pits_with_at_least(pos: &Position, side: Side, min: u8) -> PitSet {
    let mut set = 0;
    for p in pos.layout.side_range(side) {
        if pos.pits[p] >= min {
            set |= 1 << p;
        }
    }
    set
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sim_sows_whole_laps_like_one_by_one() {
        let cases: [(u8, &[usize]); 4] = [
            (8, &[0, 5, 15, 16, 31]),
            (7, &[0, 6, 13, 14, 27]),
            (12, &[0, 11, 23, 24, 47]),
            (16, &[0, 15, 16, 31, 32, 47, 63]),
        ];
        for (columns, firsts) in cases {
            sim_agrees(Layout::four_row(columns), firsts);
        }
    }

    fn sim_agrees(layout: Layout, firsts: &[usize]) {
        for dir in [Direction::Ccw, Direction::Cw] {
            for h in 0..70u16 {
                for &first in firsts {
                    // The other half holds seeds that must not move.
                    let mut pos = Position::empty(layout);
                    for p in layout.side_range(layout.side_of(first).opponent()) {
                        pos.pits[p] = 3;
                    }
                    let mut sim = Sim::new(&pos);
                    sim.hand = h;
                    let last = sim.sow_hand(first, dir, "C4-2");
                    // One by one.
                    let mut pits = pos.pits;
                    let mut p = first;
                    let mut expect_last = layout.step(first, dir.reversed());
                    for _ in 0..h {
                        pits[p] += 1;
                        expect_last = p;
                        p = layout.step(p, dir);
                    }
                    assert_eq!(sim.pits, pits, "h={h} first={first} {dir:?}");
                    assert_eq!(last, expect_last, "h={h} first={first} {dir:?}");
                    assert_eq!(sim.hand, 0);
                    assert_eq!(sim.sown, u32::from(h));
                }
            }
        }
    }
}
