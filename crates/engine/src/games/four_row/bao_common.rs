//! Pieces shared by the four-row Bao games whose captured seeds are sown back on the capturer's
//! own half (RULES.md C4-4 family 2): Bao la Kimasai (§2.12) and Bao la Kujifunza (§2.13) play
//! their moves through the relay loop; Bao la Kiswahili (§2.14) shares the option
//! `bao.inner_empty_check` and its reading.
//!
//! * The relay loop: [`relay_move`] lifts a pit and sows; [`relay_from_hand`] sows seeds already
//!   in the hand (e.g. captured at planting). After each sowing a *landing rule* (a closure the
//!   variant gives) looks at the pit of the last seed and says what happens next: the move ends
//!   ([`Landing::End`]), relays ([`Landing::Relay`], C4-2), or captures the opponent's opposite pit and sows the captured
//!   seeds from a chosen pit ([`Landing::Capture`]; the first seed goes **into** that pit,
//!   §0.2.3/A46). The loop counts sown seeds against the ENG-LOOP cap and, with A24 `immediate`,
//!   watches both inner rows after every lift.
//! * The head rule of KUJ-11 / KSW-10: [`capture_head`], [`head_direction`], [`is_outskirt`].
//! * The inner-row loss (KUJ-4, KIM-9, KSW-4; A24): [`inner_row_empty`], [`inner_row_outcome`],
//!   and [`end_move`], which ends a move's turn and then ends the game when a rule says so.
//! * The option `bao.inner_empty_check` ([`INNER_EMPTY_CHECK`]).
//!
//! Nothing here allocates; a move's simulation on a copy with [`crate::NoSteps`] costs one pass
//! over the seeds it sows.

// Pit indices are below MAX_PITS (64), so `as u8` never truncates.
#![allow(clippy::cast_possible_truncation)]

use crate::ctx::{MoveCtx, ENDLESS_SEED_CAP};
use crate::games::four_row::BaoBoard;
use crate::layout::{Direction, Layout, Row, Side};
use crate::options::{OptionError, OptionKind, OptionSpec, OptionValues};
use crate::position::{EndReason, Inconsistency, Outcome, Position, PositionError};
use crate::reason::{HeadReason, RelayReason, TurnEndReason};
use crate::step::{NoSteps, Note, Place, StepSink};

/// A24: when a player whose inner row is empty loses (Kimasai, Kujifunza, Kiswahili).
pub const INNER_EMPTY_CHECK: OptionSpec = OptionSpec {
    key: "bao.inner_empty_check",
    kind: OptionKind::Choice(&["end_of_move", "immediate"]),
    default: "end_of_move",
    rule: "A24",
    #[cfg(feature = "descriptions")]
    about:
        "an empty inner row loses: checked for both players after each move, or the moment it happens (even mid-move)",
};

/// The resolved value of [`INNER_EMPTY_CHECK`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InnerEmptyCheck {
    /// After each complete move both players are checked (the default).
    EndOfMove,
    /// The moment a row becomes empty, even in the middle of a move (the literal reading).
    Immediate,
}

impl InnerEmptyCheck {
    /// # Errors
    /// The variant does not declare [`INNER_EMPTY_CHECK`].
    pub fn from_options(o: &OptionValues) -> Result<InnerEmptyCheck, OptionError> {
        o.pick(
            INNER_EMPTY_CHECK.key,
            &[("end_of_move", InnerEmptyCheck::EndOfMove), ("immediate", InnerEmptyCheck::Immediate)],
        )
    }
}

/// Whether a side's inner row holds no seed.
#[must_use]
#[inline]
pub fn inner_row_empty(pos: &Position, side: Side) -> bool {
    let layout = pos.layout;
    let n = layout.columns as usize;
    let base = layout.pit(side, n);
    pos.pits[base..base + n].iter().all(|&s| s == 0)
}

/// The end-of-move inner-row check of KUJ-4 / KIM-9 / KSW-4 (A24 `end_of_move`): both players are
/// checked. One empty row loses; if both rows are empty at once the game is a draw (the rules do not
/// say; see the module docs of the variants).
#[must_use]
pub fn inner_row_outcome(pos: &Position) -> Option<Outcome> {
    let s = inner_row_empty(pos, Side::South);
    let n = inner_row_empty(pos, Side::North);
    let winner = match (s, n) {
        (false, false) => return None,
        (true, true) => None,
        (true, false) => Some(Side::North),
        (false, true) => Some(Side::South),
    };
    Some(Outcome { winner, reason: EndReason::InnerRowEmpty })
}

/// The left head `I1` of a side (own view, §0.2.2).
#[must_use]
#[inline]
pub const fn left_head(layout: Layout, side: Side) -> usize {
    layout.inner(side, 1)
}

/// The right head `In` of a side.
#[must_use]
#[inline]
pub const fn right_head(layout: Layout, side: Side) -> usize {
    layout.inner(side, layout.columns as usize)
}

/// The direction a sowing from a head takes (KUJ-11, KSW-11): clockwise from the left head
/// (along the inner row to `I2, I3…`), counter-clockwise from the right head.
#[must_use]
#[inline]
pub fn head_direction(layout: Layout, head: usize) -> Direction {
    if layout.number(head) == 1 {
        Direction::Cw
    } else {
        Direction::Ccw
    }
}

/// Whether an inner pit is in the outskirts: the two end pits at either side of the inner row
/// (`I1, I2, I(n−1), In`; KUJ-11(1), KSW-1).
#[must_use]
#[inline]
pub fn is_outskirt(layout: Layout, pit: usize) -> bool {
    if layout.row_of(pit) != Row::Inner {
        return false;
    }
    let k = layout.number(pit);
    let n = layout.columns as usize;
    k <= 2 || k + 1 >= n
}

/// The head a capture at the own inner pit `pit` is sown from (KUJ-11, KSW-10):
/// (1) a capture in the outskirts uses the nearest head (the direction may change);
/// (2) otherwise the current direction `dir` is kept: the left head when going clockwise, the
/// right head when going counter-clockwise;
/// (3) with no current direction (`None`: Kiswahili planting, first capture) the head is free, and
/// `None` is returned: the player chooses (a `Head` action).
#[must_use]
pub fn capture_head(layout: Layout, pit: usize, dir: Option<Direction>) -> Option<usize> {
    let side = layout.side_of(pit);
    if is_outskirt(layout, pit) {
        return Some(if layout.number(pit) <= 2 { left_head(layout, side) } else { right_head(layout, side) });
    }
    match dir? {
        Direction::Cw => Some(left_head(layout, side)),
        Direction::Ccw => Some(right_head(layout, side)),
    }
}

/// Why captured seeds from the capture at the own inner pit `pit` go to the head
/// [`capture_head`] gives (KUJ-11, KSW-10): the outskirts, the current direction `dir`, or the
/// player's free choice when there is none yet.
#[must_use]
pub fn head_reason(layout: Layout, pit: usize, dir: Option<Direction>) -> HeadReason {
    let p = pit as u8;
    if is_outskirt(layout, pit) {
        HeadReason::Outskirts { pit: p }
    } else if dir.is_some() {
        HeadReason::KeepDirection { pit: p }
    } else {
        HeadReason::Chosen { pit: p }
    }
}

/// Why a sowing that did not capture at `pit` goes on from it (C4-2): the outer row is never
/// captured from; an inner pit has nothing across it to take.
#[must_use]
pub fn relay_reason(layout: Layout, pit: usize) -> RelayReason {
    if layout.row_of(pit) == Row::Outer {
        RelayReason::OuterRow
    } else {
        RelayReason::OppositeEmpty
    }
}

/// The opponent's pit facing an own inner pit, if it holds seeds (C4-3). `None` for outer pits.
#[must_use]
#[inline]
pub fn occupied_opposite(pos: &Position, pit: usize) -> Option<usize> {
    pos.layout.opposite(pit).filter(|&opp| pos.pits[opp] > 0)
}

/// What happens after the last seed of a sowing has fallen (the landing rule's answer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Landing {
    /// The move ends (the last seed fell into an empty pit).
    End,
    /// Relay (C4-2): lift every seed of the pit and sow on from the next pit, same direction,
    /// for the reason given.
    Relay(RelayReason),
    /// Capture every seed of the opponent's pit `from` into the hand and sow them, the first seed
    /// into `first`, then on in `dir`. `head` logs a `Head` note with its reason
    /// (Kujifunza/Kiswahili).
    Capture {
        from: usize,
        first: usize,
        dir: Direction,
        capture_rule: &'static str,
        sow_rule: &'static str,
        head: Option<HeadReason>,
    },
}

/// How a relay loop ended. The hand is always empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RelayEnd {
    /// The move ended normally; `last` is the pit of the last seed, `dir` the final direction.
    Done { last: usize, dir: Direction },
    /// The move sowed more seeds than the cap (ENG-LOOP); it stopped after the current sowing.
    Endless,
    /// With A24 `immediate`: `side`'s inner row became empty during the move; the move stopped
    /// after the sowing in progress (seeds cannot stay in the hand).
    InnerEmptied { side: Side },
}

/// The fixed parts of a relay loop.
#[derive(Clone, Copy, Debug)]
pub struct RelayConfig {
    /// The rule relays (and the sowings they start) cite, e.g. `C4-2`, `KUJ-9`, `KSW-13`.
    pub relay_rule: &'static str,
    /// A24 `immediate`: stop the move once an inner row is empty.
    pub watch_inner: bool,
}

impl RelayConfig {
    /// Relays citing `relay_rule`, and A24 from `check`; a move sowing more than
    /// [`ENDLESS_SEED_CAP`] seeds is endless (ENG-LOOP).
    #[must_use]
    pub const fn eng_loop(relay_rule: &'static str, check: InnerEmptyCheck) -> RelayConfig {
        RelayConfig { relay_rule, watch_inner: matches!(check, InnerEmptyCheck::Immediate) }
    }
}

/// Whether the move `run` plays is endless (ENG-LOOP), by playing it on a copy of `pos` without a
/// step log.
pub fn is_endless(pos: &Position, run: impl FnOnce(&mut MoveCtx<'_, NoSteps>) -> RelayEnd) -> bool {
    let mut copy = pos.clone();
    let mut sink = NoSteps;
    run(&mut MoveCtx::new(&mut copy, &mut sink)) == RelayEnd::Endless
}

/// Lifts every seed of `origin` (citing `start_rule`) and sows them from the next pit in `dir`
/// (citing `sow_rule`), then follows the landing rule until the move ends (see
/// [`relay_from_hand`]).
#[inline]
pub fn relay_move<B, F>(
    ctx: &mut B,
    origin: usize,
    dir: Direction,
    (start_rule, sow_rule): (&'static str, &'static str),
    cfg: &RelayConfig,
    land: F,
) -> RelayEnd
where
    B: BaoBoard,
    F: FnMut(&Position, usize, Direction) -> Landing,
{
    ctx.lift(origin, start_rule);
    let mover = ctx.position().to_move;
    let emptied = (cfg.watch_inner && inner_row_empty(ctx.position(), mover)).then_some(mover);
    let first = ctx.layout().next_in_half(origin, dir);
    relay_from_hand(ctx, first, dir, sow_rule, cfg, emptied, land)
}

/// Sows the seeds in the hand, the first into `first`, then on in `dir`; after each sowing calls
/// `land(position, last_pit, direction)` and does what it says, until the move ends. `emptied` is
/// the side whose inner row already became empty in this move (A24 `immediate`), if any.
///
/// The hand must hold seeds. Returns with an empty hand; the caller ends the turn.
#[inline]
pub fn relay_from_hand<B, F>(
    ctx: &mut B,
    first: usize,
    dir: Direction,
    sow_rule: &'static str,
    cfg: &RelayConfig,
    emptied: Option<Side>,
    mut land: F,
) -> RelayEnd
where
    B: BaoBoard,
    F: FnMut(&Position, usize, Direction) -> Landing,
{
    let layout = ctx.layout();
    let mover = ctx.position().to_move;
    let (mut first, mut dir, mut sow_rule, mut emptied) = (first, dir, sow_rule, emptied);
    loop {
        let last = ctx.sow_hand(first, dir, sow_rule);
        if let Some(side) = emptied {
            return RelayEnd::InnerEmptied { side };
        }
        if ctx.sown() > ENDLESS_SEED_CAP {
            ctx.note(Note::Endless, "ENG-LOOP");
            return RelayEnd::Endless;
        }
        match land(ctx.position(), last, dir) {
            Landing::End => return RelayEnd::Done { last, dir },
            Landing::Relay(why) => {
                ctx.relay(last, cfg.relay_rule, why);
                if cfg.watch_inner && inner_row_empty(ctx.position(), mover) {
                    emptied = Some(mover);
                }
                first = layout.next_in_half(last, dir);
                sow_rule = cfg.relay_rule;
            }
            Landing::Capture { from, first: to, dir: new_dir, capture_rule, sow_rule: rule, head } => {
                ctx.capture(from, Place::Hand, capture_rule);
                let victim = layout.side_of(from);
                if cfg.watch_inner && emptied.is_none() && inner_row_empty(ctx.position(), victim) {
                    emptied = Some(victim);
                }
                if let Some(why) = head {
                    ctx.note(Note::Head { pit: to as u8, why }, rule);
                }
                if new_dir != dir {
                    ctx.note(Note::Direction { dir: new_dir }, rule);
                }
                first = to;
                dir = new_dir;
                sow_rule = rule;
            }
        }
    }
}

/// Whether the player to move can play (after the variant's own restrictions, then ENG-LOOP).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Playable {
    Yes,
    /// No move at all: the player loses (C4-5, KUJ-4).
    NoMove,
    /// Every move is endless and endless moves are illegal: a draw (ENG-LOOP).
    AllEndless,
}

/// The rules a game end cites.
#[derive(Clone, Copy, Debug)]
pub struct EndRules {
    /// The inner-row loss (KIM-9, KUJ-4, KSW-4).
    pub inner_empty: &'static str,
    /// The loss of a player with no move (C4-5, KUJ-4).
    pub no_move: &'static str,
}

/// Ends the move: passes the turn, then ends the game if the move was endless (a draw, ENG-LOOP
/// `draw`), an inner row emptied under A24 `immediate`, an inner row is empty now (A24
/// `end_of_move`), or the next player cannot play (`playable` is asked about the new position,
/// with the next player to move).
pub fn end_move<S: StepSink>(
    ctx: &mut MoveCtx<'_, S>,
    end: RelayEnd,
    rules: EndRules,
    playable: impl FnOnce(&Position) -> Playable,
) {
    ctx.pass_turn(match end {
        RelayEnd::Done { last, .. } => TurnEndReason::EmptyPit { pit: last as u8 },
        RelayEnd::Endless => TurnEndReason::Endless,
        RelayEnd::InnerEmptied { .. } => TurnEndReason::InnerRowEmptied,
    });
    let outcome = match end {
        RelayEnd::Endless => Some((Outcome { winner: None, reason: EndReason::EndlessMove }, "ENG-LOOP")),
        RelayEnd::InnerEmptied { side } => {
            Some((Outcome { winner: Some(side.opponent()), reason: EndReason::InnerRowEmpty }, rules.inner_empty))
        }
        RelayEnd::Done { .. } => {
            inner_row_outcome(ctx.pos).map(|o| (o, rules.inner_empty)).or_else(|| match playable(ctx.pos) {
                Playable::Yes => None,
                Playable::NoMove => Some((
                    Outcome { winner: Some(ctx.pos.to_move.opponent()), reason: EndReason::CannotMove },
                    rules.no_move,
                )),
                Playable::AllEndless => Some((Outcome { winner: None, reason: EndReason::EndlessMove }, "ENG-LOOP")),
            })
        }
    };
    if let Some((outcome, rule)) = outcome {
        ctx.game_end(outcome, rule);
    }
}

/// The features of these games' positions (`Variant::position` checks them): no stores and
/// nothing off the board (`captured_rule`: captured seeds are sown back, never stored), reserves
/// unless `no_reserves` names the rule against them, one round with each player owning his own
/// half (NAM-8), no blocked pit (KSW-21: Bao la Kiswahili's alone, which sets
/// `blocking: None`). Houses are checked from the spec's pit roles.
#[must_use]
pub const fn features(captured_rule: &'static str, no_reserves: Option<&'static str>) -> crate::spec::Features {
    crate::spec::Features {
        stores: Some(captured_rule),
        off: Some(captured_rule),
        reserves: no_reserves,
        rounds: Some("NAM-8"),
        blocking: Some("KSW-21"),
    }
}

/// The checks of a position that is not over yet: both inner rows hold seeds (else the game is
/// already over), and the player to move can play.
///
/// # Errors
/// Which rule says the game is already over.
pub fn check_not_over(pos: &Position, rules: EndRules, playable: Playable) -> Result<(), PositionError> {
    if pos.outcome.is_some() {
        return Ok(());
    }
    let over = |rule, reason| Err(PositionError::Inconsistent { rule, reason: Inconsistency::AlreadyOver(reason) });
    if inner_row_outcome(pos).is_some() {
        return over(rules.inner_empty, EndReason::InnerRowEmpty);
    }
    match playable {
        Playable::Yes => Ok(()),
        Playable::NoMove => over(rules.no_move, EndReason::CannotMove),
        Playable::AllEndless => over("ENG-LOOP", EndReason::EndlessMove),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heads_and_outskirts_follow_kuj_11() {
        let l = Layout::four_row(8);
        let s = Side::South;
        assert_eq!(left_head(l, s), l.inner(s, 1));
        assert_eq!(right_head(l, s), l.inner(s, 8));
        assert_eq!(head_direction(l, l.inner(s, 1)), Direction::Cw);
        assert_eq!(head_direction(l, l.inner(s, 8)), Direction::Ccw);
        for k in [1, 2, 7, 8] {
            assert!(is_outskirt(l, l.inner(s, k)), "I{k}");
        }
        for k in 3..=6 {
            assert!(!is_outskirt(l, l.inner(s, k)), "I{k}");
            assert!(!is_outskirt(l, l.outer(s, k)));
        }
        // Outskirts: the nearest head whatever the direction.
        assert_eq!(capture_head(l, l.inner(s, 2), Some(Direction::Ccw)), Some(l.inner(s, 1)));
        assert_eq!(capture_head(l, l.inner(s, 7), Some(Direction::Cw)), Some(l.inner(s, 8)));
        assert_eq!(capture_head(l, l.inner(s, 7), None), Some(l.inner(s, 8)));
        // Centre: keep the direction, or a free choice.
        assert_eq!(capture_head(l, l.inner(s, 5), Some(Direction::Cw)), Some(l.inner(s, 1)));
        assert_eq!(capture_head(l, l.inner(s, 4), Some(Direction::Ccw)), Some(l.inner(s, 8)));
        assert_eq!(capture_head(l, l.inner(s, 4), None), None);
        // North uses its own view.
        let n = Side::North;
        assert_eq!(capture_head(l, l.inner(n, 2), Some(Direction::Ccw)), Some(l.inner(n, 1)));
    }
}
