//! The relay machinery of the four-row games whose moves are scripts of direction choices
//! (Omweso and Choro I, RULES.md §2.11, §2.17): the landing arithmetic of one half, the
//! depth-first search of direction scripts (`explore`, simulating on the bare board
//! [`crate::games::four_row::Sim`]), and the end-of-move checks both games share.

use crate::ctx::MoveCtx;
use crate::games::four_row::Sower;
use crate::layout::{Direction, Layout, Side};
use crate::moves::{Action, DirectionChoice, Expected, Forbidden, IllegalReason, Move};
use crate::position::{EndReason, Inconsistency, Outcome, PositionError};
use crate::reason::TurnEndReason;
use crate::step::{Note, Place, StepSink};
use smallvec::SmallVec;

/// How a simulated (part of a) move ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Run {
    /// The last seed fell into an empty pit.
    Done,
    /// The move passed the ENG-LOOP cap; seeds may still be in hand; the pit the next seed would go to.
    Endless(usize),
    /// A direction choice was reached and the script has no more choices.
    Choice,
}

/// The direction choices of one move, in order.
pub(crate) type Script = SmallVec<[DirectionChoice; 8]>;

/// The choices a simulation is given: a script, then (if `auto`) counter-clockwise at every
/// further choice point.
#[derive(Clone, Copy)]
pub(crate) struct Chooser<'a> {
    pub script: &'a [DirectionChoice],
    pub used: usize,
    pub auto: bool,
}

impl<'a> Chooser<'a> {
    #[inline]
    pub fn new(script: &'a [DirectionChoice]) -> Self {
        Chooser { script, used: 0, auto: false }
    }
    #[inline]
    pub fn auto() -> Chooser<'static> {
        Chooser { script: &[], used: 0, auto: true }
    }
    /// The next choice, or `None` when the script is used up (and not `auto`).
    #[inline]
    pub fn next(&mut self) -> Option<Direction> {
        if let Some(&d) = self.script.get(self.used) {
            self.used += 1;
            Some(d.into())
        } else if self.auto {
            Some(Direction::Ccw)
        } else {
            None
        }
    }
}

/// `pit` moved `k` steps in `dir` around its half.
#[inline(always)]
pub(crate) fn advance(layout: Layout, pit: usize, dir: Direction, k: usize) -> usize {
    let per = layout.pits_per_side();
    let base = pit - pit % per;
    let local = pit % per;
    let k = k % per;
    match dir {
        Direction::Ccw => base + (local + k) % per,
        Direction::Cw => base + (local + per - k) % per,
    }
}

/// Where the last of `hand` (≥ 1) seeds falls when a sowing puts its first seed into `first`, and
/// how many seeds that pit holds afterwards (computed without sowing).
#[inline]
pub(crate) fn landing<B: Sower>(b: &B, layout: Layout, first: usize, dir: Direction, hand: u16) -> (usize, usize) {
    let per = layout.pits_per_side();
    let h = usize::from(hand.max(1));
    let land = advance(layout, first, dir, (h - 1) % per);
    (land, usize::from(b.seeds(land)) + (h - 1) / per + 1)
}

/// Enumerates every complete choice script of a move part: `run` simulates with a script and says
/// whether it needs one more choice, with what the simulation left (its board, say); `emit` gets
/// each script whose run ends (and, if `endless_ok`, each endless one) with that result, so no
/// caller has to simulate a listed move again. A safety budget bounds the search on pathological
/// positions (see the module doc of the variant).
pub(crate) fn explore<T>(
    mut run: impl FnMut(&[DirectionChoice]) -> (Run, T),
    mut emit: impl FnMut(&[DirectionChoice], Run, T),
    endless_ok: bool,
) {
    const BUDGET: usize = 4096;
    let mut script = Script::new();
    let mut pending: SmallVec<[Script; 4]> = SmallVec::new();
    let mut runs = 0usize;
    loop {
        runs += 1;
        match run(&script) {
            (Run::Choice, _) => {
                if runs < BUDGET {
                    let mut alt = script.clone();
                    alt.push(DirectionChoice::Cw);
                    pending.push(alt);
                    script.push(DirectionChoice::Ccw);
                    continue;
                }
            }
            (r @ Run::Done, t) => emit(&script, r, t),
            (r @ Run::Endless(_), t) => {
                if endless_ok {
                    emit(&script, r, t);
                }
            }
        }
        match pending.pop() {
            Some(s) => script = s,
            None => return,
        }
    }
}

/// Why `mv` is not in `legal` (all legal moves that share its first action), after its first action
/// was found acceptable. `dir_rule` is the rule that allows a clockwise choice.
pub(crate) fn diagnose_tail(mv: &Move, legal: &[Move], dir_rule: &'static str) -> IllegalReason {
    let acts = mv.actions();
    let mut best = 0usize;
    let mut longer = false;
    for m in legal {
        let a = m.actions();
        let common = a.iter().zip(acts).take_while(|(x, y)| x == y).count();
        if common == acts.len() && a.len() > acts.len() {
            longer = true;
        }
        best = best.max(common);
    }
    if longer {
        let next = legal.iter().find_map(|m| {
            let a = m.actions();
            (a.len() > acts.len() && a[..acts.len()] == *acts).then(|| a[acts.len()])
        });
        let expected = match next {
            Some(Action::Dir(_)) => Expected::Direction,
            Some(Action::Sow(_)) => Expected::OtherSowing,
            Some(Action::Take(_) | Action::Pass) => Expected::TakeOrPass,
            _ => Expected::Other,
        };
        return IllegalReason::Incomplete { expected };
    }
    if best == 0 {
        // The start is acceptable, but no legal move begins with it: every way on is endless.
        return IllegalReason::Forbidden { rule: "ENG-LOOP", why: Forbidden::Endless };
    }
    let choice_here = legal.iter().any(|m| {
        let a = m.actions();
        a.len() > best && a[..best] == acts[..best] && matches!(a[best], Action::Dir(_))
    });
    match acts.get(best) {
        Some(Action::Dir(_)) if choice_here => IllegalReason::Forbidden { rule: "ENG-LOOP", why: Forbidden::Endless },
        Some(Action::Dir(DirectionChoice::Cw)) => {
            IllegalReason::Forbidden { rule: dir_rule, why: Forbidden::Direction }
        }
        _ => IllegalReason::UnexpectedAction { index: best },
    }
}

/// Whether the player to move has a move, has none, or has only endless ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MoverState {
    HasMove,
    CannotMove,
    AllEndless,
}

impl MoverState {
    /// A position whose mover has no move, or only endless ones, is a finished game given as
    /// going on: the error for it, citing `stuck_rule` (why he cannot move) in the first case
    /// and ENG-LOOP in the second.
    pub(crate) fn check(self, stuck_rule: &'static str) -> Result<(), PositionError> {
        let over = |rule, reason| Err(PositionError::Inconsistent { rule, reason: Inconsistency::AlreadyOver(reason) });
        match self {
            MoverState::HasMove => Ok(()),
            MoverState::CannotMove => over(stuck_rule, EndReason::CannotMove),
            MoverState::AllEndless => over("ENG-LOOP", EndReason::EndlessMove),
        }
    }
}

/// Ends the game for a player who cannot move after the opponent's move (the mover wins), or as
/// a draw if all his moves are endless.
pub(crate) fn end_if_stuck<S: StepSink>(ctx: &mut MoveCtx<'_, S>, state: MoverState, me: Side, rule: &'static str) {
    match state {
        MoverState::HasMove => {}
        MoverState::CannotMove => {
            ctx.game_end(Outcome { winner: Some(me), reason: EndReason::CannotMove }, rule);
        }
        MoverState::AllEndless => {
            ctx.game_end(Outcome { winner: None, reason: EndReason::EndlessMove }, "ENG-LOOP");
        }
    }
}

/// Puts the seeds still in hand after the ENG-LOOP cap into `next` and ends the game as a draw.
pub(crate) fn end_endless<S: StepSink>(ctx: &mut MoveCtx<'_, S>, next: usize) {
    let h = u8::try_from(ctx.hand()).unwrap_or(u8::MAX);
    if h > 0 {
        ctx.transfer(Place::Hand, Place::Pit(next as u8), h, "ENG-LOOP");
    }
    ctx.note(Note::Endless, "ENG-LOOP");
    ctx.pass_turn(TurnEndReason::Endless);
    ctx.game_end(Outcome { winner: None, reason: EndReason::EndlessMove }, "ENG-LOOP");
}

/// The direction actions of a move after `from`, up to the next non-direction action.
pub(crate) fn script_of(actions: &[Action]) -> Script {
    actions
        .iter()
        .map_while(|a| match a {
            Action::Dir(d) => Some(*d),
            _ => None,
        })
        .collect()
}

// ------------------------------------------------------------------------------------------------
