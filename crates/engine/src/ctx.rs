//! The only way rules move seeds: every change goes through [`Position::apply_step`] and is
//! recorded in the sink, so the step log always folds to the new position.

use crate::layout::{Direction, Side, MAX_PITS};
use crate::position::{Outcome, Position};
use crate::reason::{RelayReason, TurnEndReason};
use crate::step::{Hand, Note, Place, RuleId, Step, StepSink};

/// Seeds sown in one move after which the move counts as endless (ENG-LOOP, RULES.md §2.6).
pub const ENDLESS_SEED_CAP: u32 = 20_000;

/// A move being played: the position, the step sink, the hand, and a count of sown seeds.
pub struct MoveCtx<'a, S: StepSink> {
    pub pos: &'a mut Position,
    sink: &'a mut S,
    hand: Hand,
    /// Seeds sown so far in this move (for ENG-LOOP and lap counting).
    pub sown: u32,
    /// The pit the last recorded seed fell into (kept for recording sinks only: it is the
    /// subject of [`MoveCtx::end_in_empty_pit`]'s reason).
    last_sown: u8,
}

impl<'a, S: StepSink> MoveCtx<'a, S> {
    pub fn new(pos: &'a mut Position, sink: &'a mut S) -> Self {
        MoveCtx { pos, sink, hand: Hand::default(), sown: 0, last_sown: 0 }
    }

    /// Applies and records a step.
    #[inline(always)]
    pub fn emit(&mut self, step: Step) {
        let applied = self.pos.apply_step(&mut self.hand, &step);
        debug_assert!(applied.is_ok(), "engine step {step:?} does not fold: {applied:?}");
        self.sink.push(step);
    }

    /// Seeds in the hand.
    #[inline]
    #[must_use]
    pub fn hand(&self) -> u16 {
        self.hand.seeds
    }

    /// Whether a capture happened in this move so far.
    #[inline]
    #[must_use]
    pub fn captured(&self) -> bool {
        self.hand.captured
    }

    #[inline]
    pub fn pick_up(&mut self, pit: usize, rule: &'static str) -> u8 {
        let count = self.pos.pits[pit];
        self.emit(Step::PickUp { pit: pit as u8, count, rule: RuleId(rule) });
        count
    }

    /// Lifts only `count` seeds (taxing a house, KSW-18).
    #[inline]
    pub fn pick_up_some(&mut self, pit: usize, count: u8, rule: &'static str) {
        self.emit(Step::PickUp { pit: pit as u8, count, rule: RuleId(rule) });
    }

    #[inline]
    pub fn relay(&mut self, pit: usize, rule: &'static str, why: RelayReason) -> u8 {
        let count = self.pos.pits[pit];
        self.emit(Step::Relay { pit: pit as u8, count, rule: RuleId(rule), why });
        count
    }

    #[inline]
    pub fn sow_pit(&mut self, pit: usize, rule: &'static str) {
        self.sown += 1;
        if S::RECORDS {
            self.last_sown = pit as u8;
        }
        self.emit(Step::Sow { to: Place::Pit(pit as u8), rule: RuleId(rule) });
    }

    #[inline]
    pub fn sow_store(&mut self, side: Side, rule: &'static str) {
        self.sown += 1;
        self.emit(Step::Sow { to: Place::Store(side), rule: RuleId(rule) });
    }

    #[inline]
    pub fn skip(&mut self, to: Place, rule: &'static str) {
        self.emit(Step::Skip { to, rule: RuleId(rule) });
    }

    #[inline]
    pub fn lap(&mut self, lap: u16) {
        self.emit(Step::Lap { lap });
    }

    #[inline]
    pub fn capture(&mut self, from: Place, to: Place, count: u8, rule: &'static str) {
        self.emit(Step::Capture { from, to, count, rule: RuleId(rule) });
    }

    /// Captures every seed of a pit into `to`; returns how many.
    #[inline]
    pub fn capture_pit(&mut self, pit: usize, to: Place, rule: &'static str) -> u8 {
        let count = self.pos.pits[pit];
        self.emit(Step::Capture { from: Place::Pit(pit as u8), to, count, rule: RuleId(rule) });
        count
    }

    #[inline]
    pub fn plant(&mut self, side: Side, pit: usize, rule: &'static str) {
        self.emit(Step::Plant { side, pit: pit as u8, rule: RuleId(rule) });
    }

    #[inline]
    pub fn transfer(&mut self, from: Place, to: Place, count: u8, rule: &'static str) {
        self.emit(Step::Transfer { from, to, count, rule: RuleId(rule) });
    }

    #[inline]
    pub fn set_owner(&mut self, pit: usize, side: Side, rule: &'static str) {
        self.emit(Step::Owner { pit: pit as u8, side, rule: RuleId(rule) });
    }

    #[inline]
    pub fn destroy_house(&mut self, side: Side, rule: &'static str) {
        self.emit(Step::HouseDestroyed { side, rule: RuleId(rule) });
    }

    #[inline]
    pub fn note(&mut self, note: Note, rule: &'static str) {
        self.emit(Step::Note { note, rule: RuleId(rule) });
    }

    #[inline]
    pub fn extra_turn(&mut self, rule: &'static str) {
        self.emit(Step::ExtraTurn { rule: RuleId(rule) });
    }

    /// Ends the turn and gives the move to the opponent of the mover; `why` is what ended it.
    #[inline]
    pub fn pass_turn(&mut self, why: TurnEndReason) {
        let next = self.pos.to_move.opponent();
        self.emit(Step::TurnEnd { next, why });
    }

    /// Ends the turn because the last seed fell into an empty pit (the relay games' end of a
    /// sowing): the reason names that pit.
    #[inline]
    pub fn end_in_empty_pit(&mut self) {
        let why = self.empty_pit_reason();
        self.pass_turn(why);
    }

    /// The reason of [`MoveCtx::end_in_empty_pit`]: the last seed fell into the empty pit it names.
    #[inline]
    #[must_use]
    pub fn empty_pit_reason(&self) -> TurnEndReason {
        let pit = self.last_sown;
        debug_assert!(!S::RECORDS || self.pos.pits[usize::from(pit)] <= 1, "the last seed's pit was not empty");
        TurnEndReason::EmptyPit { pit }
    }

    /// Ends the turn and gives the move to `next`; `why` is what ended it.
    #[inline]
    pub fn end_turn(&mut self, next: Side, why: TurnEndReason) {
        self.emit(Step::TurnEnd { next, why });
    }

    #[inline]
    pub fn game_end(&mut self, outcome: Outcome, rule: &'static str) {
        self.emit(Step::GameEnd { outcome, rule: RuleId(rule) });
    }

    /// Sows every seed in the hand one by one, the first into `first`, then on in `dir`
    /// (RULES.md §0.2.3: "sow from X" puts the first seed into X). Store-less circuits only:
    /// the whole board on two-row boards, the mover's half on four-row boards. Returns the pit
    /// of the last seed (or `first`'s predecessor if the hand was empty).
    #[inline]
    pub fn sow_hand_from(&mut self, first: usize, dir: Direction, rule: &'static str) -> usize {
        let layout = self.pos.layout;
        if !S::RECORDS {
            return match self.sow_hand_bulk(first, dir, rule) {
                Some(last) => last,
                None => layout.step(first, dir.reversed()),
            };
        }
        let mut pit = first;
        let mut last = layout.step(first, dir.reversed());
        while self.hand.seeds > 0 {
            self.sow_pit(pit, rule);
            last = pit;
            pit = layout.step(pit, dir);
        }
        last
    }

    /// Sows the whole hand at once, for sinks that record nothing ([`StepSink::RECORDS`] is
    /// `false`): the position comes out as after [`MoveCtx::sow_hand_from`] (one `Sow` step per
    /// seed, the first into `first`, then on in `dir` round the store-less circuit of `first`),
    /// without a step per seed. Returns the pit of the last seed, or `None` when the hand is
    /// empty. A recording sink gets the seeds one by one, as from `sow_hand_from`.
    #[inline]
    pub fn sow_hand_bulk(&mut self, first: usize, dir: Direction, rule: &'static str) -> Option<usize> {
        if self.hand.seeds == 0 {
            return None;
        }
        if S::RECORDS {
            return Some(self.sow_hand_from(first, dir, rule));
        }
        let h = std::mem::take(&mut self.hand.seeds);
        self.sown += u32::from(h);
        let layout = self.pos.layout;
        let (base, per) = match layout.rows {
            crate::layout::Rows::Two => (0, layout.pit_count()),
            crate::layout::Rows::Four => {
                let per = layout.pits_per_side();
                (if first >= per { per } else { 0 }, per)
            }
        };
        Some(sow_circuit(&mut self.pos.pits, base, per, first - base, usize::from(h), dir))
    }

    /// Whether the move has sown more seeds than any real move does (ENG-LOOP).
    #[inline]
    #[must_use]
    pub fn endless(&self) -> bool {
        self.sown > ENDLESS_SEED_CAP
    }
}

/// Sows `h ≥ 1` seeds round the circuit of pits `base..base + per`, the first into its local pit
/// `start`, then on in `dir`, all at once: whole laps add to every pit, the rest is one or two
/// runs of consecutive pits. Returns the pit of the last seed. The same pits as sowing one seed
/// at a time; no count can overflow (a validated position holds at most 255 seeds).
#[inline(always)]
#[allow(clippy::inline_always)]
pub(crate) fn sow_circuit(
    pits: &mut [u8; MAX_PITS],
    base: usize,
    per: usize,
    start: usize,
    h: usize,
    dir: Direction,
) -> usize {
    if per == 16 {
        if let Some(half) = pits.get_mut(base..base + 16) {
            if let Ok(half) = <&mut [u8; 16]>::try_from(half) {
                return base + sow_16(half, start, h, dir);
            }
        }
    }
    if h < per && per <= 32 {
        if let Some(last) = sow_run_swar(pits, base, per, start, h, dir) {
            return last;
        }
    }
    let half = &mut pits[base..base + per];
    if h < per {
        // Less than a lap (the usual case): one or two runs of consecutive pits.
        return match dir {
            Direction::Ccw => {
                let end = start + h;
                if end <= per {
                    half[start..end].iter_mut().for_each(|s| *s += 1);
                    base + end - 1
                } else {
                    half[start..].iter_mut().for_each(|s| *s += 1);
                    half[..end - per].iter_mut().for_each(|s| *s += 1);
                    base + end - per - 1
                }
            }
            Direction::Cw => {
                if h <= start + 1 {
                    half[start + 1 - h..=start].iter_mut().for_each(|s| *s += 1);
                    base + start + 1 - h
                } else {
                    half[..=start].iter_mut().for_each(|s| *s += 1);
                    let rest = h - start - 1;
                    half[per - rest..].iter_mut().for_each(|s| *s += 1);
                    base + per - rest
                }
            }
        };
    }
    // Whole laps at once.
    let laps = (h / per) as u8;
    for s in half.iter_mut() {
        *s = s.wrapping_add(laps);
    }
    let rem = h % per;
    let mut p = start;
    match dir {
        Direction::Ccw => {
            for _ in 0..rem {
                half[p] += 1;
                p = if p + 1 == per { 0 } else { p + 1 };
            }
            base + (start + (h - 1) % per) % per
        }
        Direction::Cw => {
            for _ in 0..rem {
                half[p] += 1;
                p = if p == 0 { per - 1 } else { p - 1 };
            }
            base + (start + per - (h - 1) % per) % per
        }
    }
}

/// `RUN16[from][len]`: `len < 16` one-bytes from byte `from` of a 16-pit half, wrapping round
/// (bytes `from, from + 1, …` modulo 16), as a word of byte counters.
pub(crate) static RUN16: [[u128; 16]; 16] = {
    let mut t = [[0u128; 16]; 16];
    let mut from = 0;
    while from < 16 {
        let mut len = 1;
        while len < 16 {
            t[from][len] = t[from][len - 1] | 1u128 << (8 * ((from + len - 1) % 16));
            len += 1;
        }
        from += 1;
    }
    t
};

/// Sixteen bytes that each hold `n` (`n ≤ 255`): whole laps of a 16-pit half. Two 64-bit
/// multiplications rather than one of 128 bits, which wasm has no instruction for (it calls a
/// helper).
#[inline(always)]
#[allow(clippy::inline_always)]
pub(crate) fn bytes_of(n: usize) -> u128 {
    let half = (n as u64).wrapping_mul(0x0101_0101_0101_0101);
    u128::from(half) << 64 | u128::from(half)
}

/// [`sow_circuit`] on a circuit of 16 pits (every 4×8 half): the circuit is one `u128` of byte
/// counters; whole laps add 1 to every byte, the rest adds a wrapped run of one-bytes (no byte
/// can carry: a position holds at most 255 seeds). `h ≥ 1`. Returns the local pit of the last
/// seed.
#[inline(always)]
#[allow(clippy::inline_always)]
fn sow_16(half: &mut [u8; 16], start: usize, h: usize, dir: Direction) -> usize {
    let rem = h & 15;
    let (from, last) = match dir {
        Direction::Ccw => (start, (start + h - 1) & 15),
        // The run ends at `start` and goes back `rem - 1` pits.
        Direction::Cw => ((start + 17 - rem) & 15, start.wrapping_sub(h - 1) & 15),
    };
    let mut add = RUN16[from][rem];
    if h >= 16 {
        add = add.wrapping_add(bytes_of(h >> 4));
    }
    *half = u128::from_le_bytes(*half).wrapping_add(add).to_le_bytes();
    last
}

/// Sows `h < per ≤ 32` seeds into the half at `base` from local pit `start`: the half is read
/// as two `u128` words and a mask of one-bytes is added (no byte can carry: a position holds at
/// most 255 seeds). Returns the pit of the last seed.
#[inline]
fn sow_run_swar(
    pits: &mut [u8; MAX_PITS],
    base: usize,
    per: usize,
    start: usize,
    h: usize,
    dir: Direction,
) -> Option<usize> {
    const ONES: u128 = u128::from_le_bytes([1; 16]);
    // `len` one-bytes from byte `at` of a word (`at + len <= 16`).
    let run = |at: usize, len: usize| {
        if len == 0 {
            0
        } else {
            (ONES >> (8 * (16 - len))) << (8 * at)
        }
    };
    // The sown pits as at most two runs of the half (`at`, `len`), and the last pit.
    let (runs, last) = match dir {
        Direction::Ccw if start + h <= per => ([(start, h), (0, 0)], start + h - 1),
        Direction::Ccw => ([(start, per - start), (0, start + h - per)], start + h - per - 1),
        Direction::Cw if h <= start + 1 => ([(start + 1 - h, h), (0, 0)], start + 1 - h),
        Direction::Cw => {
            let wrapped = h - start - 1;
            ([(0, start + 1), (per - wrapped, wrapped)], per - wrapped)
        }
    };
    let (mut lo, mut hi) = (0u128, 0u128);
    for (at, len) in runs {
        let end = at + len;
        if at < 16 {
            lo |= run(at, end.min(16) - at);
        }
        if end > 16 {
            let from = at.max(16);
            hi |= run(from - 16, end - from);
        }
    }
    let chunk: &mut [u8; 32] = pits.get_mut(base..base + 32)?.try_into().ok()?;
    let (l, r) = chunk.split_at_mut(16);
    let l: &mut [u8; 16] = l.try_into().ok()?;
    let r: &mut [u8; 16] = r.try_into().ok()?;
    *l = (u128::from_le_bytes(*l) + lo).to_le_bytes();
    if hi != 0 {
        *r = (u128::from_le_bytes(*r) + hi).to_le_bytes();
    }
    Some(base + last)
}
