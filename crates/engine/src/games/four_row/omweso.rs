//! Omweso (RULES.md §2.11): 4×8, relay sowing around the own half, captures of both opponent pits
//! of a column, re-sown from `A±1`, a clockwise exception from four pits, and two special wins.
//!
//! # Moves
//!
//! * **Sowing move:** `Sow(pit)` (a pit of the mover with two or more seeds, OMW-4), followed by one
//!   `Dir` action for **every sowing of the move at which the player really chooses** a direction, in
//!   the order the sowings happen (the first sowing, a relay sowing, or the re-sowing of captured
//!   seeds). A choice exists exactly when the sowing starts from one of the four reverse pits
//!   (`omweso.reverse_pits`, A34) and going clockwise would make that sowing capture (OMW-8); then
//!   both `ccw` and `cw` are listed. Everywhere else the direction is forced and no action is written.
//!   Under `omweso.direction_model = persist` every sowing after a clockwise one is clockwise
//!   without a choice (A35). Tokens: `S.O8`, `S.I1/cw`, `S.I1/ccw`, `S.O3/ccw/cw`.
//! * **Set-up move** (only with `omweso.setup` ≠ `fixed`, A37): the turn in which a player has made
//!   no move yet and his half is still the OMW-2 start (4 seeds in every outer pit, inner row empty)
//!   is his set-up move, South first, then North, then South's first sowing. It is a list of
//!   `Take(O_k)` actions in increasing pit order, closed by `Pass` (`xS.O2/xS.O5/pass`, or `pass` to
//!   keep the start). With `move_whole_pits_inward` each `Take(O_k)` moves all seeds of `O_k` into
//!   `I_k` (the inner pit of the same column, RULES's interpretation of "neighbouring"); with
//!   `move_any_part_inward` each `Take(O_k)` moves **one** seed, and `O_k` may be named up to four
//!   times (`xS.O1/xS.O1/pass` moves two seeds).
//!
//! # Sowing (OMW-5, OMW-6)
//!
//! `A` is the pit seeds were last lifted from (the start pit, or the pit of the last relay). The
//! first seed of a sowing goes into the pit after `A` in the sowing's direction. A capture takes
//! both opponent pits of the landing pit's column into the hand and re-sows them from `A` again:
//! into `A+1` when the direction is kept, `A−1` when it reverses ([000 L283]); `A` is unchanged by the
//! capture, so it is also the origin checked for the clockwise exception of the re-sowing.
//!
//! ENG-LOOP: a move that sows more than `ENDLESS_SEED_CAP` seeds is endless. With
//! `engine.endless_move = illegal` such moves are not listed; a player all of whose moves are endless
//! draws. With `draw`, an endless move is legal and ends the game in a draw: after the cap the seeds
//! still in hand are put into the next pit (step `Transfer`, ENG-LOOP).

use crate::ctx::{MoveCtx, ENDLESS_SEED_CAP};
use crate::games::four_row::relay::{
    diagnose_tail, end_endless, end_if_stuck, landing, script_of, Chooser, MoverState, Run, Script,
};
use crate::games::four_row::{self, Geometry, Sower};
use crate::games::{RepetitionRule, Rules, Ruleset};
use crate::layout::{Direction, Layout, Row, Rows, Side};
use crate::moves::{Action, DirectionChoice, Expected, Forbidden, IllegalReason, Move};
use crate::options::{self, OptionError, OptionKind, OptionSpec, OptionValues};
use crate::playout::Rng;
use crate::position::{EndReason, Inconsistency, Outcome, Position, PositionError};
use crate::reason::TurnEndReason;
use crate::spec::{Provenance, VariantSpec};
use crate::step::{NoSteps, Place, StepSink};
use smallvec::SmallVec;

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "omweso.reverse_pits",
        kind: OptionKind::Choice(&["leftmost", "rightmost"]),
        default: "leftmost",
        rule: "A34",
        #[cfg(feature = "descriptions")]
        about: "the four pits from which a capturing sowing may go clockwise: own I1, I2, O1, O2 or I7, I8, O7, O8",
    },
    OptionSpec {
        key: "omweso.direction_model",
        kind: OptionKind::Choice(&["per_sowing", "persist"]),
        default: "per_sowing",
        rule: "A35",
        #[cfg(feature = "descriptions")]
        about: "every sowing decides its own direction, or once a move goes clockwise it stays clockwise",
    },
    OptionSpec {
        key: "omweso.special_wins",
        kind: OptionKind::Bool,
        default: "true",
        rule: "A36",
        #[cfg(feature = "descriptions")]
        about: "the special wins of OMW-10 (captures at both ends in one move; a second capturing move first)",
    },
    OptionSpec {
        key: "omweso.both_ends",
        kind: OptionKind::Choice(&["end_columns", "halves"]),
        default: "end_columns",
        rule: "A36",
        #[cfg(feature = "descriptions")]
        about: "both ends means the two end columns, or one capture in each half of the board",
    },
    OptionSpec {
        key: "omweso.second_capture",
        kind: OptionKind::Choice(&["second_capturing_move", "first_two_moves"]),
        default: "second_capturing_move",
        rule: "A36",
        #[cfg(feature = "descriptions")]
        about: "the second capturing move wins while the opponent has captured nothing, or only if they are the player's first two moves",
    },
    OptionSpec {
        key: "omweso.setup",
        kind: OptionKind::Choice(&["fixed", "move_whole_pits_inward", "move_any_part_inward"]),
        default: "fixed",
        rule: "A37",
        #[cfg(feature = "descriptions")]
        about: "the start position as given, or a set-up move that moves seeds of outer pits into the inner pit of their column",
    },
    options::ENDLESS_MOVE,
    options::REPETITION_DRAW,
];

pub static SPECS: &[VariantSpec] = &[VariantSpec {
    id: "omweso",
    section: "2.11",
    rule_prefixes: &["OMW"],
    name_en: "Omweso",
    name_uk: "Омвесо",
    name_ru: "Омвесо",
    rows: Rows::Four,
    family: crate::spec::RuleFamily::Omweso,
    preset_of: None,
    learning_order: 3,
    provenance: Provenance::Articles,
    pit_roles: crate::spec::PitRoles::NONE,
    features: crate::games::four_row::sown_back("OMW-7"),
    options: OPTIONS,
    build: |o| Ok(Ruleset::Omweso(Omweso::from_options(o)?)),
}];

const LAYOUT: Layout = Layout::four_row(8);

/// Which four pits allow the clockwise exception (A34).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReversePits {
    /// Own `I1, I2, O1, O2` (default).
    Leftmost,
    /// Own `I7, I8, O7, O8` (the introduction's «правих»).
    Rightmost,
}

/// How long a clockwise direction lasts (A35).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DirectionModel {
    PerSowing,
    Persist,
}

/// OMW-10a (A36).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BothEnds {
    EndColumns,
    Halves,
}

/// OMW-10b (A36).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SecondCapture {
    SecondCapturingMove,
    FirstTwoMoves,
}

/// OMW-2 set-up (A37).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupRule {
    Fixed,
    WholePits,
    AnyPart,
}

#[derive(Clone, Debug)]
pub struct Omweso {
    pub reverse_pits: ReversePits,
    pub direction_model: DirectionModel,
    pub special_wins: bool,
    pub both_ends: BothEnds,
    pub second_capture: SecondCapture,
    pub setup: SetupRule,
    /// `engine.endless_move = draw`.
    pub endless_draw: bool,
    /// C4-7 (`engine.repetition_draw`, [`RepetitionRule::draw_after`]).
    pub repetition: Option<RepetitionRule>,
}

/// What a simulated Omweso move did, for the special wins.
#[derive(Clone, Copy, Debug, Default)]
struct Trace {
    /// Bit `k-1`: a capture with the last seed in own `Ik`.
    captured_columns: u16,
}

/// A move simulated to its end by [`Omweso::run_lite`]: the 32 pits after it and its trace; `done`
/// is `false` where no simulation was kept (the move ends at once, or is endless).
#[derive(Clone, Copy)]
struct Simulated {
    pits: [u8; 32],
    trace: Trace,
    done: bool,
}

const NOT_SIMULATED: Simulated = Simulated { pits: [0; 32], trace: Trace { captured_columns: 0 }, done: false };

/// A move being simulated by [`Omweso::run_lite`]: the 32 pits, the pit sown from next (within
/// the mover's half at `base`), the seeds in hand, the seeds sown so far and whether the direction
/// is locked clockwise (A35 `persist`).
#[derive(Clone, Copy)]
struct LiteRun {
    pits: [u8; 32],
    base: usize,
    a: usize,
    hand: usize,
    sown: usize,
    cw_locked: bool,
    trace: Trace,
}

impl LiteRun {
    /// The move from `start` (OMW-4: its seeds lifted into the hand).
    #[inline]
    fn new(pos: &Position, start: usize) -> LiteRun {
        let mut pits = [0u8; 32];
        if let Some(p) = pos.pits.first_chunk::<32>() {
            pits = *p;
        }
        let hand = usize::from(pits[start & 31]);
        pits[start & 31] = 0;
        LiteRun { pits, base: start & 16, a: start & 15, hand, sown: 0, cw_locked: false, trace: Trace::default() }
    }
}

impl Omweso {
    /// # Errors
    /// An option the spec does not declare as read here.
    pub fn from_options(o: &OptionValues) -> Result<Omweso, OptionError> {
        Ok(Omweso {
            reverse_pits: o.pick(
                "omweso.reverse_pits",
                &[("leftmost", ReversePits::Leftmost), ("rightmost", ReversePits::Rightmost)],
            )?,
            direction_model: o.pick(
                "omweso.direction_model",
                &[("per_sowing", DirectionModel::PerSowing), ("persist", DirectionModel::Persist)],
            )?,
            special_wins: o.flag("omweso.special_wins")?,
            both_ends: o
                .pick("omweso.both_ends", &[("end_columns", BothEnds::EndColumns), ("halves", BothEnds::Halves)])?,
            second_capture: o.pick(
                "omweso.second_capture",
                &[
                    ("second_capturing_move", SecondCapture::SecondCapturingMove),
                    ("first_two_moves", SecondCapture::FirstTwoMoves),
                ],
            )?,
            setup: o.pick(
                "omweso.setup",
                &[
                    ("fixed", SetupRule::Fixed),
                    ("move_whole_pits_inward", SetupRule::WholePits),
                    ("move_any_part_inward", SetupRule::AnyPart),
                ],
            )?,
            endless_draw: options::EndlessMove::from_options(o)?.is_draw(),
            repetition: RepetitionRule::from_draw_option(o)?,
        })
    }

    /// OMW-8 / A34: the four pits a clockwise sowing may start from.
    #[inline(always)]
    fn is_reverse(&self, pit: usize) -> bool {
        let mask = match self.reverse_pits {
            ReversePits::Leftmost => REVERSE_PITS[0],
            ReversePits::Rightmost => REVERSE_PITS[1],
        };
        mask >> (pit & 31) & 1 == 1
    }

    /// Whether the move from `pit` (two or more seeds) surely ends with its first sowing: the
    /// last seed of the counter-clockwise sowing falls into an empty pit (OMW-5), and, when
    /// `no_choice`, the start offers no clockwise choice (OMW-8). Decided without simulating;
    /// `run` comes to the same end (`Run::Done` with no choice and far below the ENG-LOOP cap).
    #[inline]
    fn ends_at_once(&self, pos: &Position, pit: usize, no_choice: bool) -> bool {
        let h = usize::from(pos.pits[pit]);
        let base = pit & !15;
        // Where the last of `h` seeds falls and how many seeds it then holds (the start pit
        // was emptied by the lift).
        let landing = |first: usize, dir: Direction| {
            let k = (h - 1) & 15;
            let land = match dir {
                Direction::Ccw => base | ((first + k) & 15),
                Direction::Cw => base | (first.wrapping_sub(k) & 15),
            };
            let seeds = if land == pit { 0 } else { usize::from(pos.pits[land]) };
            (land, seeds + (h - 1) / 16 + 1)
        };
        if no_choice && self.is_reverse(pit) {
            let (land, after) = landing(LAYOUT.next_in_half(pit, Direction::Cw), Direction::Cw);
            let inner = GEOMETRY.opposite[land];
            if after >= 2
                && inner != NONE
                && pos.pits[usize::from(inner)] > 0
                && pos.pits[usize::from(GEOMETRY.behind[land])] > 0
            {
                return false;
            }
        }
        landing(LAYOUT.next_in_half(pit, Direction::Ccw), Direction::Ccw).1 == 1
    }

    /// OMW-6: whether a sowing of `hand` seeds with its first seed in `first` would capture.
    #[inline]
    fn would_capture<B: Sower>(b: &B, first: usize, dir: Direction, hand: u16) -> bool {
        let (land, after) = landing(b, LAYOUT, first, dir, hand);
        after >= 2 && capture_pits(b, land).is_some()
    }

    /// The sowing of one move from `start` (OMW-4..8), choosing directions with `choose`.
    fn run<B: Sower>(&self, b: &mut B, start: usize, choose: &mut Chooser<'_>, trace: &mut Trace) -> Run {
        let limit = b.sown() + ENDLESS_SEED_CAP;
        b.lift(start, "OMW-4");
        let mut a = start;
        let mut cw_locked = false;
        let mut resow = false;
        loop {
            let hand = b.hand();
            let dir = if cw_locked {
                Direction::Cw
            } else if self.is_reverse(a)
                && Self::would_capture(b, LAYOUT.next_in_half(a, Direction::Cw), Direction::Cw, hand)
            {
                let Some(d) = choose.next() else {
                    return Run::Choice;
                };
                b.note_dir(d, "OMW-8");
                d
            } else {
                Direction::Ccw
            };
            if dir == Direction::Cw && self.direction_model == DirectionModel::Persist {
                cw_locked = true;
            }
            let rule = if resow {
                "OMW-6"
            } else if dir == Direction::Cw {
                "OMW-8"
            } else {
                "OMW-5"
            };
            let last = match b.sow_limited(LAYOUT, LAYOUT.next_in_half(a, dir), dir, limit, rule) {
                Ok(p) => p,
                Err(next) => return Run::Endless(next),
            };
            if b.seeds(last) == 1 {
                return Run::Done;
            }
            if let Some((inner, outer)) = capture_pits(b, last) {
                b.take(inner, "OMW-6");
                b.take(outer, "OMW-6");
                trace.captured_columns |= 1 << (LAYOUT.number(last) - 1);
                resow = true;
                continue;
            }
            b.relay(last, "OMW-6", super::bao_common::relay_reason(LAYOUT, last));
            a = last;
            resow = false;
        }
    }

    /// [`Omweso::run`] on a [`LiteRun`] (a copy of the pits), written out for legal-move search:
    /// each sowing is one add of a run of one-bytes from [`crate::ctx::RUN16`] (plus one per whole
    /// lap) to the mover's 16-pit half read as a `u128`. Same decisions, same order of choices,
    /// same result as `run` on a [`four_row::Sim`] (the listed moves are played by `run` through [`MoveCtx`]).
    /// Kept beside `run` because `run` on a packed board costs 20 % more instructions per playout
    /// move (BENCHMARKS.md, "Omweso's packed fast path"); the test
    /// `the_packed_fast_path_plays_as_the_rules_on_every_option_set` holds the two together on
    /// every option set, as do `tests/nosteps.rs` and the perft and golden vectors. At a direction choice
    /// it takes `choice` if given (once), else stops with `Run::Choice`, the state left at that
    /// choice point so that each direction can be resumed from a copy (the common prefix of a
    /// start's moves is simulated once). `st.pits` is as after the move when it is `Run::Done`.
    fn run_lite(&self, st: &mut LiteRun, mut choice: Option<Direction>) -> Run {
        let base = st.base;
        let pits = &mut st.pits;
        let mut a = st.a;
        let mut hand = st.hand;
        loop {
            let dir = if st.cw_locked {
                Direction::Cw
            } else if self.is_reverse(base | a) && {
                // OMW-8: would the clockwise sowing (first seed into a−1) capture?
                let h = hand.max(1) - 1;
                let land = base | (a.wrapping_sub(1 + (h & 15)) & 15);
                let inner = GEOMETRY.opposite[land];
                usize::from(pits[land]) + h / 16 + 1 >= 2
                    && inner != NONE
                    && pits[usize::from(inner)] > 0
                    && pits[usize::from(GEOMETRY.behind[land])] > 0
            } {
                let Some(d) = choice.take() else {
                    st.a = a;
                    st.hand = hand;
                    return Run::Choice;
                };
                d
            } else {
                Direction::Ccw
            };
            if dir == Direction::Cw && self.direction_model == DirectionModel::Persist {
                st.cw_locked = true;
            }
            // Sow the hand from a (first seed into a±1) round the half.
            let rem = hand & 15;
            let (from, last) = match dir {
                Direction::Ccw => ((a + 1) & 15, (a + hand) & 15),
                Direction::Cw => ((a + 16 - rem) & 15, a.wrapping_sub(hand) & 15),
            };
            let mut add = crate::ctx::RUN16[from][rem];
            if hand >= 16 {
                add = add.wrapping_add(crate::ctx::bytes_of(hand >> 4));
            }
            if let Some(half) = pits.get_mut(base..base + 16).and_then(|h| <&mut [u8; 16]>::try_from(h).ok()) {
                // No byte can carry: a position holds at most 255 seeds.
                *half = u128::from_le_bytes(*half).wrapping_add(add).to_le_bytes();
            }
            st.sown += hand;
            let land = base | last;
            if st.sown > ENDLESS_SEED_CAP as usize {
                return Run::Endless(LAYOUT.next_in_half(land, dir));
            }
            let landed = pits[land];
            if landed == 1 {
                return Run::Done;
            }
            // OMW-6: capture both opponent pits of the column, re-sown from a.
            let inner = GEOMETRY.opposite[land];
            if inner != NONE {
                let (inner, outer) = (usize::from(inner), usize::from(GEOMETRY.behind[land]));
                if pits[inner] > 0 && pits[outer] > 0 {
                    hand = usize::from(pits[inner]) + usize::from(pits[outer]);
                    pits[inner] = 0;
                    pits[outer] = 0;
                    st.trace.captured_columns |= 1 << (LAYOUT.number(land) - 1);
                    continue;
                }
            }
            // Relay.
            hand = usize::from(landed);
            pits[land] = 0;
            a = last;
        }
    }

    /// Whether the player to move is in his set-up move (A37).
    fn in_setup(&self, pos: &Position) -> bool {
        if self.setup == SetupRule::Fixed {
            return false;
        }
        let me = pos.to_move;
        pos.moves_made[me.index()] == 0
            && (1..=8).all(|k| pos.pits[LAYOUT.outer(me, k)] == 4 && pos.pits[LAYOUT.inner(me, k)] == 0)
    }

    /// Every complete move starting with `Sow(pit)`.
    #[inline]
    fn moves_from(&self, pos: &Position, pit: usize, out: &mut Vec<Move>) {
        self.for_each_move(pos, pit, |script, _| {
            let mut mv = Move::sow(pit);
            mv.0.extend(script.iter().map(|&d| Action::Dir(d)));
            out.push(mv);
        });
    }

    /// Calls `f(script, end)` for every complete move starting with `Sow(pit)`: `script` is the
    /// move's direction choices, `end` the simulation's final state when one ran to the end
    /// (`None`: none was run, or the move is endless and listed as a draw). The moves come in the
    /// order of [`explore`] (counter-clockwise first, depth first, within its run budget), but
    /// each choice point is resumed from a copy of the simulation that reached it.
    fn for_each_move(&self, pos: &Position, pit: usize, mut f: impl FnMut(&[DirectionChoice], Option<&LiteRun>)) {
        const BUDGET: usize = 4096;
        if self.ends_at_once(pos, pit, true) {
            f(&[], None);
            return;
        }
        let mut emit = |script: &[DirectionChoice], r: Run, st: &LiteRun| match r {
            Run::Done => f(script, Some(st)),
            Run::Endless(_) if self.endless_draw => f(script, None),
            _ => {}
        };
        // Most starts offer no choice: one run decides them, without the search's bookkeeping.
        let mut root = LiteRun::new(pos, pit);
        let r = self.run_lite(&mut root, None);
        if r != Run::Choice {
            emit(&[], r, &root);
            return;
        }
        // Depth first from the first choice point: (state at the parent choice point, script
        // ending with the direction taken there).
        let mut runs = 1usize;
        let mut pending: SmallVec<[(LiteRun, Script); 8]> = SmallVec::new();
        let push_children = |pending: &mut SmallVec<[(LiteRun, Script); 8]>, st: &LiteRun, script: &Script| {
            let mut cw = script.clone();
            cw.push(DirectionChoice::Cw);
            pending.push((*st, cw));
            let mut ccw = script.clone();
            ccw.push(DirectionChoice::Ccw);
            pending.push((*st, ccw));
        };
        push_children(&mut pending, &root, &Script::new());
        while let Some((mut st, script)) = pending.pop() {
            runs += 1;
            let dir = script.last().map_or(Direction::Ccw, |&d| d.into());
            match self.run_lite(&mut st, Some(dir)) {
                Run::Choice => {
                    if runs < BUDGET {
                        push_children(&mut pending, &st, &script);
                    }
                }
                r => emit(&script, r, &st),
            }
        }
    }

    /// What a move does after its sowing ends (`Run::Done`): the turn passes, then the special
    /// wins (OMW-10) and OMW-3 for the next player.
    fn finish_move<S: StepSink>(&self, ctx: &mut MoveCtx<'_, S>, me: Side, trace: Trace, turn_passed: bool) {
        if !turn_passed {
            ctx.end_in_empty_pit();
        }
        if self.both_ends_win(trace.captured_columns) {
            ctx.game_end(Outcome { winner: Some(me), reason: EndReason::BothEnds }, "OMW-10");
            return;
        }
        if self.second_capture_win(ctx.pos, me, trace.captured_columns != 0) {
            ctx.game_end(Outcome { winner: Some(me), reason: EndReason::SecondCapture }, "OMW-10");
            return;
        }
        let state = self.mover_state(ctx.pos);
        end_if_stuck(ctx, state, me, "OMW-3");
    }

    fn setup_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        let me = pos.to_move;
        let per_pit: usize = if self.setup == SetupRule::WholePits { 1 } else { 4 };
        out.reserve((per_pit + 1).pow(8));
        let mut counts = [0usize; 8];
        let mut buf = [Action::Pass; 33];
        loop {
            let mut len = 0;
            for (k, &c) in counts.iter().enumerate() {
                let take = Action::Take(LAYOUT.outer(me, k + 1) as u8);
                buf[len..len + c].fill(take);
                len += c;
            }
            buf[len] = Action::Pass;
            out.push(Move::from_actions(&buf[..=len]));
            // Odometer over the per-pit counts.
            let mut i = 0;
            loop {
                if i == 8 {
                    return;
                }
                if counts[i] < per_pit {
                    counts[i] += 1;
                    break;
                }
                counts[i] = 0;
                i += 1;
            }
        }
    }

    /// The set-up asked one outer pit at a time (issue 16): after `chosen`, `pass` and every
    /// outer pit that may be named next, in the order of [`Omweso::setup_moves`]'s list, without
    /// building it (390 625 moves under `move_any_part_inward`).
    fn setup_choices(&self, pos: &Position, chosen: &[Action]) -> (Vec<Action>, bool) {
        let legal = |acts: &[Action]| self.check_setup_move(pos, &Move::from_actions(acts)).is_ok();
        if chosen.last() == Some(&Action::Pass) {
            return (Vec::new(), legal(chosen));
        }
        let mut acts = chosen.to_vec();
        acts.push(Action::Pass);
        if !legal(&acts) {
            return (Vec::new(), false);
        }
        let mut next = vec![Action::Pass];
        for k in 1..=8 {
            let take = Action::Take(LAYOUT.outer(pos.to_move, k) as u8);
            acts.truncate(chosen.len());
            acts.extend([take, Action::Pass]);
            if legal(&acts) {
                next.push(take);
            }
        }
        (next, false)
    }

    fn check_setup_move(&self, pos: &Position, mv: &Move) -> Result<(), IllegalReason> {
        let me = pos.to_move;
        let acts = mv.actions();
        let mut prev: Option<usize> = None;
        let mut same = 0usize;
        for (i, a) in acts.iter().enumerate() {
            match *a {
                Action::Take(p) => {
                    let p = usize::from(p);
                    if p >= LAYOUT.pit_count() || LAYOUT.side_of(p) != me || LAYOUT.row_of(p) != Row::Outer {
                        return Err(IllegalReason::NotYourPit { pit: p as u8 });
                    }
                    same = if prev == Some(p) { same + 1 } else { 1 };
                    let too_many = match self.setup {
                        SetupRule::WholePits => same > 1,
                        _ => same > usize::from(pos.pits[p]),
                    };
                    if prev.is_some_and(|q| q > p) || too_many {
                        return Err(IllegalReason::UnexpectedAction { index: i });
                    }
                    prev = Some(p);
                }
                Action::Pass if i + 1 == acts.len() => return Ok(()),
                _ => {
                    return Err(if i == 0 {
                        IllegalReason::Forbidden { rule: "OMW-2", why: Forbidden::Other }
                    } else {
                        IllegalReason::UnexpectedAction { index: i }
                    });
                }
            }
        }
        Err(IllegalReason::Incomplete { expected: Expected::SetupPitOrPass })
    }

    /// Whether the player to move can move (OMW-3), cheaply: one non-endless move is enough.
    fn mover_state(&self, pos: &Position) -> MoverState {
        if self.in_setup(pos) {
            return MoverState::HasMove;
        }
        let me = pos.to_move;
        // A move that ends at its first sowing proves it without a simulation.
        if LAYOUT.side_range(me).any(|pit| pos.pits[pit] >= 2 && self.ends_at_once(pos, pit, false)) {
            return MoverState::HasMove;
        }
        let mut any = false;
        for pit in LAYOUT.side_range(me) {
            if pos.pits[pit] >= 2 {
                any = true;
                if self.endless_draw {
                    return MoverState::HasMove;
                }
                // Counter-clockwise at every choice (as `Chooser::auto`).
                let mut st = LiteRun::new(pos, pit);
                let mut r = self.run_lite(&mut st, None);
                while r == Run::Choice {
                    r = self.run_lite(&mut st, Some(Direction::Ccw));
                }
                if r == Run::Done {
                    return MoverState::HasMove;
                }
            }
        }
        if !any {
            return MoverState::CannotMove;
        }
        let mut moves = Vec::new();
        for pit in LAYOUT.side_range(me) {
            if pos.pits[pit] >= 2 {
                self.moves_from(pos, pit, &mut moves);
                if !moves.is_empty() {
                    return MoverState::HasMove;
                }
            }
        }
        MoverState::AllEndless
    }

    /// Sowing moves made by `side` (the set-up move does not count).
    fn sowing_moves(&self, pos: &Position, side: Side) -> u16 {
        let made = pos.moves_made(side);
        if self.setup == SetupRule::Fixed {
            made
        } else {
            made.saturating_sub(1)
        }
    }

    /// OMW-10a after a move that captured in the columns `columns`.
    fn both_ends_win(&self, columns: u16) -> bool {
        self.special_wins
            && match self.both_ends {
                BothEnds::EndColumns => columns & 1 != 0 && columns & (1 << 7) != 0,
                BothEnds::Halves => columns & 0x0f != 0 && columns & 0xf0 != 0,
            }
    }

    fn second_capture_win(&self, pos: &Position, me: Side, captured: bool) -> bool {
        if !self.special_wins || !captured || pos.capturing_moves(me.opponent()) != 0 {
            return false;
        }
        let mine = pos.capturing_moves(me);
        match self.second_capture {
            SecondCapture::SecondCapturingMove => mine >= 2,
            SecondCapture::FirstTwoMoves => mine == 2 && self.sowing_moves(pos, me) == 2,
        }
    }
}

/// The board's tables (opposite inner pit, the outer pit behind it), as every four-row game has
/// them.
const GEOMETRY: Geometry = Geometry::new(LAYOUT);
const NONE: u8 = Geometry::NONE;

/// The reverse pits of OMW-8 / A34 as bit sets of pit indices: `leftmost` (own I1, I2, O1, O2,
/// column `k ≤ 2`) and `rightmost` (`k ≥ 7`).
const REVERSE_PITS: [u32; 2] = {
    let mut m = [0u32; 2];
    let mut p = 0;
    while p < 32 {
        let k = LAYOUT.number(p);
        if k <= 2 {
            m[0] |= 1 << p;
        }
        if k >= 7 {
            m[1] |= 1 << p;
        }
        p += 1;
    }
    m
};

/// OMW-6: the opponent's inner and outer pit of the landing pit's column, if the landing pit is
/// inner and both are occupied.
#[inline(always)]
fn capture_pits<B: Sower>(b: &B, land: usize) -> Option<(usize, usize)> {
    let inner = GEOMETRY.opposite[land];
    if inner == NONE {
        return None;
    }
    let outer = usize::from(GEOMETRY.behind[land]);
    let inner = usize::from(inner);
    (b.seeds(inner) > 0 && b.seeds(outer) > 0).then_some((inner, outer))
}

impl Rules for Omweso {
    fn layout(&self) -> Layout {
        LAYOUT
    }

    fn start_position(&self) -> Position {
        // OMW-2: four seeds in every outer pit.
        crate::games::four_row::mirrored_start(LAYOUT, |row, _| if row == Row::Outer { 4 } else { 0 }, 0)
    }

    fn check_position(&self, pos: &Position) -> Result<(), PositionError> {
        if pos.outcome.is_some() {
            return Ok(());
        }
        if self.special_wins && self.second_capture == SecondCapture::SecondCapturingMove {
            for side in Side::BOTH {
                if pos.capturing_moves(side) >= 2 && pos.capturing_moves(side.opponent()) == 0 {
                    return Err(PositionError::Inconsistent {
                        rule: "OMW-10",
                        reason: Inconsistency::AlreadyOver(EndReason::SecondCapture),
                    });
                }
            }
        }
        self.mover_state(pos).check("OMW-3")
    }

    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        if pos.outcome.is_some() {
            return;
        }
        if self.in_setup(pos) {
            self.setup_moves(pos, out);
            return;
        }
        for pit in LAYOUT.side_range(pos.to_move) {
            if pos.pits[pit] >= 2 {
                self.moves_from(pos, pit, out);
            }
        }
    }

    fn choices_without_listing(&self, pos: &Position, chosen: &[Action]) -> Option<(Vec<Action>, bool)> {
        (pos.outcome.is_none() && self.in_setup(pos)).then(|| self.setup_choices(pos, chosen))
    }

    fn check_move(&self, pos: &Position, mv: &Move) -> Result<(), IllegalReason> {
        if self.in_setup(pos) {
            return self.check_setup_move(pos, mv);
        }
        let p = four_row::sown_pit(LAYOUT, pos, mv)?;
        if pos.pits[p] == 1 {
            return Err(IllegalReason::Forbidden { rule: "OMW-4", why: Forbidden::Singleton });
        }
        let mut legal = Vec::new();
        self.moves_from(pos, p, &mut legal);
        if legal.contains(mv) {
            return Ok(());
        }
        Err(diagnose_tail(mv, &legal, "OMW-8"))
    }

    fn play<S: StepSink>(&self, pos: &mut Position, mv: &Move, sink: &mut S) {
        let me = pos.to_move;
        let acts = mv.actions();
        let mut ctx = MoveCtx::new(pos, sink);
        if let Some(&Action::Sow(pit)) = acts.first() {
            let script = script_of(&acts[1..]);
            let mut trace = Trace::default();
            let mut chooser = Chooser { script: &script, used: 0, auto: true };
            if let Run::Endless(next) = self.run(&mut ctx, usize::from(pit), &mut chooser, &mut trace) {
                end_endless(&mut ctx, next);
                return;
            }
            self.finish_move(&mut ctx, me, trace, false);
            return;
        }
        // The set-up move (A37): move seeds of outer pits into the inner pit of their column.
        let mut i = 0;
        while let Some(&Action::Take(p)) = acts.get(i) {
            let mut n = 1usize;
            while acts.get(i + n) == Some(&Action::Take(p)) {
                n += 1;
            }
            let outer = usize::from(p);
            let inner = LAYOUT.inner(me, LAYOUT.number(outer));
            let count = match self.setup {
                SetupRule::WholePits => ctx.pos.seeds(outer),
                _ => u8::try_from(n).unwrap_or(0).min(ctx.pos.seeds(outer)),
            };
            // One step per seed the player named (under `move_any_part_inward` each `Take` is one
            // seed), so a set-up begun shows each seed moved as it is chosen.
            let (steps, each) = match self.setup {
                SetupRule::WholePits => (u8::from(count > 0), count),
                _ => (count, 1),
            };
            for _ in 0..steps {
                ctx.transfer(Place::Pit(p), Place::Pit(inner as u8), each, "OMW-2");
            }
            i += n;
        }
        ctx.pass_turn(TurnEndReason::SetUp);
        let state = self.mover_state(ctx.pos);
        end_if_stuck(&mut ctx, state, me, "OMW-3");
    }

    /// The default playout ply, except that the chosen move is not simulated again: the
    /// simulation that listed it gives the board, the turn is passed as `TurnEnd` folds it, and
    /// the move ends as [`Rules::play`] ends it.
    fn random_ply(&self, pos: &mut Position, rng: &mut Rng, moves: &mut Vec<Move>) -> bool {
        if pos.outcome.is_some() || self.in_setup(pos) {
            return crate::games::default_random_ply(self, pos, rng, moves);
        }
        // The legal moves as the list would have them, but kept as their simulations: a `Move`
        // is built only for the one chosen, and only if it has no finished simulation.
        let mut listed: SmallVec<[(u8, Simulated); 32]> = SmallVec::new();
        let mut scripts: SmallVec<[(usize, Script); 2]> = SmallVec::new();
        for pit in LAYOUT.side_range(pos.to_move) {
            if pos.pits[pit] >= 2 {
                self.for_each_move(pos, pit, |script, end| {
                    let sim = end.map_or(NOT_SIMULATED, |st| Simulated { pits: st.pits, trace: st.trace, done: true });
                    if !sim.done && !script.is_empty() {
                        scripts.push((listed.len(), Script::from_slice(script)));
                    }
                    listed.push((pit as u8, sim));
                });
            }
        }
        if listed.is_empty() {
            return false;
        }
        let i = rng.below(listed.len());
        let (pit, sim) = listed[i];
        if !sim.done {
            let mut mv = Move::sow(usize::from(pit));
            if let Some((_, script)) = scripts.iter().find(|(at, _)| *at == i) {
                mv.0.extend(script.iter().map(|&d| Action::Dir(d)));
            }
            moves.clear();
            moves.push(mv);
            self.play(pos, &moves[0], &mut NoSteps);
            return true;
        }
        let me = pos.to_move;
        if let Some(pits) = pos.pits.first_chunk_mut::<32>() {
            *pits = sim.pits;
        }
        // `TurnEnd` (see `Position::apply_step`): a move captured iff a column was taken.
        let side = me.index();
        pos.moves_made[side] = pos.moves_made[side].saturating_add(1);
        if sim.trace.captured_columns != 0 {
            pos.capturing_moves[side] = pos.capturing_moves[side].saturating_add(1);
        }
        pos.to_move = me.opponent();
        self.finish_move(&mut MoveCtx::new(pos, &mut NoSteps), me, sim.trace, true);
        true
    }

    fn repetition(&self) -> Option<RepetitionRule> {
        self.repetition
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::four_row::relay::explore;
    use crate::games::four_row::Sim;
    use crate::Variant;

    /// Omweso's option sets: the sweep every property test runs (each option at each of its
    /// values), and every combination of the three options that change a sowing (the reverse
    /// pits, the direction model, endless moves illegal or a draw).
    fn option_sets() -> Vec<Omweso> {
        let spec = SPECS.first().expect("Omweso's spec");
        let mut variants = spec.option_variants();
        for rp in ["leftmost", "rightmost"] {
            for dm in ["per_sowing", "persist"] {
                for em in ["illegal", "draw"] {
                    let opts =
                        [("omweso.reverse_pits", rp), ("omweso.direction_model", dm), ("engine.endless_move", em)];
                    variants.push(Variant::new("omweso", &opts).expect("a valid option set"));
                }
            }
        }
        variants
            .iter()
            .map(|v| match v.rules() {
                Ruleset::Omweso(o) => o.clone(),
                #[allow(unreachable_patterns)]
                _ => unreachable!("an Omweso variant"),
            })
            .collect()
    }

    /// A board with seeds scattered at random (not only Omweso's 64: other totals make other
    /// relays), either side to move; in one of three, most of them in the mover's half and few
    /// in the other, where relays seldom end (endless moves).
    fn scattered(rng: &mut Rng) -> Position {
        let mut pos = Position::empty(LAYOUT);
        pos.to_move = if rng.below(2) == 0 { Side::South } else { Side::North };
        let mine = LAYOUT.pit(pos.to_move, 0);
        let theirs = LAYOUT.pit(pos.to_move.opponent(), 0);
        let (own, other) = match rng.below(3) {
            0 => (16 + rng.below(200), 0),
            1 => (rng.below(32), rng.below(32)),
            _ => (rng.below(100), rng.below(100)),
        };
        for _ in 0..own {
            pos.pits[mine + rng.below(16)] += 1;
        }
        for _ in 0..other {
            pos.pits[theirs + rng.below(16)] += 1;
        }
        pos
    }

    /// The board after a finished move and its captured columns.
    type End = ([u8; 32], u16);

    /// Boards (North to move) from which a move is endless, found by [`scattered`] (where one
    /// in some thousands is): the endless end, and the pit the seeds left in hand go to, are
    /// checked on them and on their mirror images on every option set.
    const ENDLESS_BOARDS: [[u8; 32]; 4] = [
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 13, 15, 16, 17, 16, 11, 10, 13, 8, 15, 18, 13, 15, 10, 15, 10],
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12, 7, 10, 7, 11, 12, 15, 18, 13, 10, 15, 16, 13, 14, 11, 14],
        [4, 3, 4, 2, 2, 4, 5, 3, 6, 4, 3, 5, 2, 4, 5, 3, 7, 6, 2, 1, 7, 2, 5, 4, 2, 4, 3, 2, 2, 1, 4, 3],
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 2, 1, 2, 3, 2, 4, 0, 2, 4, 3, 4, 0, 2, 3],
    ];

    /// The fast path `run_lite` (and the listing `for_each_move` built on it, with its shortcut
    /// `ends_at_once`) against the rules' one `run` on the bare board [`Sim`], from every start of
    /// the player to move: the same complete scripts, in the same order, each with the same end
    /// (done, or endless and the pit the next seed would go to), the same board after a finished
    /// move and the same captured columns. Returns how many of the runs were endless.
    fn agree(o: &Omweso, pos: &Position) -> usize {
        let mut endless = 0;
        for pit in LAYOUT.side_range(pos.to_move) {
            if pos.pits[pit] < 2 {
                continue;
            }
            let mut by_run: Vec<(Script, Run, [u8; 32], u16)> = Vec::new();
            explore(
                |script| {
                    let mut sim = Sim::new(pos);
                    let mut trace = Trace::default();
                    let r = o.run(&mut sim, pit, &mut Chooser::new(script), &mut trace);
                    (r, (sim, trace))
                },
                |script, r, (sim, trace)| {
                    let pits = sim.pits.first_chunk::<32>().copied().unwrap_or([0; 32]);
                    by_run.push((Script::from_slice(script), r, pits, trace.captured_columns));
                },
                true,
            );
            endless += by_run.iter().filter(|(_, r, ..)| matches!(r, Run::Endless(_))).count();
            for (script, r, pits, columns) in &by_run {
                let mut st = LiteRun::new(pos, pit);
                let mut lite = o.run_lite(&mut st, None);
                for &d in script {
                    assert_eq!(lite, Run::Choice, "{o:?} {pos:?} from {pit}: {script:?}");
                    lite = o.run_lite(&mut st, Some(d.into()));
                }
                assert_eq!(lite, *r, "{o:?} {pos:?} from {pit}: {script:?}");
                assert_eq!(st.trace.captured_columns, *columns, "{o:?} {pos:?} from {pit}: {script:?}");
                if *r == Run::Done {
                    assert_eq!(st.pits, *pits, "{o:?} {pos:?} from {pit}: {script:?}");
                }
            }
            let mut listed: Vec<(Script, Option<End>)> = Vec::new();
            o.for_each_move(pos, pit, |script, end| {
                listed.push((Script::from_slice(script), end.map(|st| (st.pits, st.trace.captured_columns))));
            });
            let expected: Vec<&(Script, Run, [u8; 32], u16)> =
                by_run.iter().filter(|(_, r, ..)| *r == Run::Done || o.endless_draw).collect();
            assert_eq!(listed.len(), expected.len(), "{o:?} {pos:?} from {pit}");
            for ((script, end), (run_script, r, pits, columns)) in listed.iter().zip(expected) {
                assert_eq!(script, run_script, "{o:?} {pos:?} from {pit}");
                match end {
                    Some(end) => assert_eq!(*end, (*pits, *columns), "{o:?} {pos:?} from {pit}: {script:?}"),
                    // No simulation kept: the move is endless, or ends at once at its first sowing.
                    None => assert!(
                        matches!(r, Run::Endless(_)) || (script.is_empty() && o.ends_at_once(pos, pit, true)),
                        "{o:?} {pos:?} from {pit}: {script:?} {r:?}"
                    ),
                }
            }
        }
        endless
    }

    #[test]
    fn the_packed_fast_path_plays_as_the_rules_on_every_option_set() {
        // Endless runs met on each board of `ENDLESS_BOARDS` and its mirror, over the option sets.
        let mut endless = [0usize; 2 * ENDLESS_BOARDS.len()];
        for (k, o) in option_sets().iter().enumerate() {
            let mut rng = Rng::new(k as u64);
            // Positions of random games (the set-up move skipped: it sows nothing) ...
            for _ in 0..8 {
                let mut pos = o.start_position();
                for _ in 0..150 {
                    if pos.outcome.is_some() {
                        break;
                    }
                    if !o.in_setup(&pos) {
                        agree(o, &pos);
                    }
                    let mut moves = Vec::new();
                    o.legal_moves(&pos, &mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    let mv = &moves[rng.below(moves.len())];
                    o.play(&mut pos, mv, &mut NoSteps);
                }
            }
            // ... seeds scattered at random ...
            for _ in 0..400 {
                agree(o, &scattered(&mut rng));
            }
            // ... and boards with endless moves, as found and mirrored (the halves swapped).
            for (b, board) in ENDLESS_BOARDS.iter().enumerate() {
                for (m, (side, swap)) in [(Side::North, 0), (Side::South, 16)].into_iter().enumerate() {
                    let mut pos = Position::empty(LAYOUT);
                    for (p, &n) in board.iter().enumerate() {
                        pos.pits[p ^ swap] = n;
                    }
                    pos.to_move = side;
                    endless[2 * b + m] += agree(o, &pos);
                }
            }
        }
        assert!(endless.iter().all(|&n| n > 0), "endless runs met on each board: {endless:?}");
    }
}
