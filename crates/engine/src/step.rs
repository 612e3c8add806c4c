//! The step log: what happens during a move, in order, one seed at a time.
//!
//! Every move the engine plays is a sequence of [`Step`]s. Folding them over the position before
//! the move ([`Position::apply_step`]) gives the position after it; the engine itself moves seeds
//! only through [`crate::MoveCtx`], which applies and records each step, so the log and the
//! position cannot drift apart.

use crate::layout::{Direction, Side};
use crate::position::{Outcome, Position};
use crate::reason::{HeadReason, RelayReason, StopReason, TurnEndReason};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A rule of RULES.md, e.g. `KAL-5` or `OW-7`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(transparent)]
pub struct RuleId(pub &'static str);

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl<'de> Deserialize<'de> for RuleId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        crate::rules::intern_rule(&s)
            .map(RuleId)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown rule id `{s}`")))
    }
}

/// Where seeds can be: a pit, a player's store (captured seeds), a player's reserve (seeds still
/// to plant), the hand of the player who is sowing, or off the board (discarded).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    Pit(u8),
    Store(Side),
    Reserve(Side),
    Hand,
    Off,
}

/// A step-level event that moves no seed but matters to the learner (and to narration).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Note {
    /// The opponent has no seeds, so this move had to feed him (OW-10).
    MustFeed,
    /// The move would take every opponent seed, so it captures nothing (OW-9 `allowed_no_capture`).
    GrandSlamNoCapture,
    /// The player to move has nothing to sow and passes (NAM-3).
    Pass,
    /// The player chose a sowing direction.
    Direction { dir: Direction },
    /// Captured seeds are sown from the head `pit`, for the reason given.
    Head { pit: u8, why: HeadReason },
    /// The move stopped on a special pit (house, blocked pit) or by the player's choice.
    Stop { pit: u8, why: StopReason },
    /// A player's reserve is empty: from now on he only harvests.
    HarvestBegins { side: Side },
    /// The move sowed too long without ending (ENG-LOOP, KSW-23).
    Endless,
    /// A pit is blocked for the opponent's next move (KSW-21). Sets [`Position::blocked`].
    Blocked { pit: u8 },
    /// A new round begins (NAM-8); `starter` makes its first move. Sets [`Position::round`] and
    /// [`Position::round_starter`].
    RoundBegins { round: u16, starter: Side },
    /// The block on a pit is over (KSW-21, A27). Clears [`Position::blocked`].
    BlockLifted { pit: u8 },
}

/// One step of a move. Rule-driven steps carry the rule that causes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "step")]
pub enum Step {
    /// The mover lifts every seed of a pit to start a sowing.
    PickUp { pit: u8, count: u8, rule: RuleId },
    /// One seed from the hand falls into a pit or store.
    Sow { to: Place, rule: RuleId },
    /// The sowing passes a pit without dropping a seed (the origin pit, the opponent's store).
    Skip { to: Place, rule: RuleId },
    /// The sowing has gone round the whole circuit once more.
    Lap { lap: u16 },
    /// The last seed fell into an occupied pit: its seeds are lifted and sowing goes on, for the
    /// reason given.
    Relay { pit: u8, count: u8, rule: RuleId, why: RelayReason },
    /// Seeds are captured from `from` into `to` (a store, the hand, or a pit for re-sowing).
    Capture { from: Place, to: Place, count: u8, rule: RuleId },
    /// One seed from the mover's reserve is planted into a pit.
    Plant { side: Side, pit: u8, rule: RuleId },
    /// Seeds that are not a capture change place (remaining seeds at the end, a round set-up).
    Transfer { from: Place, to: Place, count: u8, rule: RuleId },
    /// A pit changes owner (Nam-Nam rounds).
    Owner { pit: u8, side: Side, rule: RuleId },
    /// A house is destroyed and becomes an ordinary pit for the rest of the game.
    HouseDestroyed { side: Side, rule: RuleId },
    /// Something the learner should notice; moves no seed.
    Note { note: Note, rule: RuleId },
    /// The same player moves again.
    ExtraTurn { rule: RuleId },
    /// The turn passes to `next`, for the reason given (why the move ended here).
    TurnEnd { next: Side, why: TurnEndReason },
    /// The game is over.
    GameEnd { outcome: Outcome, rule: RuleId },
}

impl Step {
    /// The rule this step cites, if it is rule-driven.
    #[must_use]
    pub fn rule(&self) -> Option<RuleId> {
        match *self {
            Step::PickUp { rule, .. }
            | Step::Sow { rule, .. }
            | Step::Skip { rule, .. }
            | Step::Relay { rule, .. }
            | Step::Capture { rule, .. }
            | Step::Plant { rule, .. }
            | Step::Transfer { rule, .. }
            | Step::Owner { rule, .. }
            | Step::HouseDestroyed { rule, .. }
            | Step::Note { rule, .. }
            | Step::ExtraTurn { rule }
            | Step::GameEnd { rule, .. } => Some(rule),
            Step::Lap { .. } | Step::TurnEnd { .. } => None,
        }
    }
}

/// A step log that does not fold over the position it is applied to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoldError {
    /// Index of the offending step in the log.
    pub index: usize,
    pub reason: FoldErrorKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldErrorKind {
    /// A place would hold fewer than zero seeds.
    NotEnoughSeeds { place: Place },
    /// A place would hold more seeds than the engine counts (255).
    TooManySeeds { place: Place },
    /// A pit index beyond the board.
    NoSuchPit { pit: u8 },
    /// Seeds were left in the hand when the move ended.
    SeedsLeftInHand { count: u16 },
}

impl fmt::Display for FoldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "step {}: {:?}", self.index, self.reason)
    }
}

impl std::error::Error for FoldError {}

/// The seeds in the sowing player's hand while steps are folded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hand {
    pub seeds: u16,
    /// Whether any capture happened in the move being folded (counts capturing moves).
    pub captured: bool,
}

impl Position {
    #[inline(always)]
    fn take(&mut self, hand: &mut Hand, place: Place, count: u8) -> Result<(), FoldErrorKind> {
        let not_enough = FoldErrorKind::NotEnoughSeeds { place };
        match place {
            Place::Pit(p) => {
                if usize::from(p) >= self.layout.pit_count() {
                    return Err(FoldErrorKind::NoSuchPit { pit: p });
                }
                let slot = &mut self.pits[usize::from(p)];
                *slot = slot.checked_sub(count).ok_or(not_enough)?;
            }
            Place::Store(s) => {
                let slot = &mut self.stores[s.index()];
                *slot = slot.checked_sub(count).ok_or(not_enough)?;
            }
            Place::Reserve(s) => {
                let slot = &mut self.reserves[s.index()];
                *slot = slot.checked_sub(count).ok_or(not_enough)?;
            }
            Place::Hand => {
                hand.seeds = hand.seeds.checked_sub(u16::from(count)).ok_or(not_enough)?;
            }
            Place::Off => {
                self.off = self.off.checked_sub(count).ok_or(not_enough)?;
            }
        }
        Ok(())
    }

    #[inline(always)]
    fn put(&mut self, hand: &mut Hand, place: Place, count: u8) -> Result<(), FoldErrorKind> {
        let too_many = FoldErrorKind::TooManySeeds { place };
        match place {
            Place::Pit(p) => {
                if usize::from(p) >= self.layout.pit_count() {
                    return Err(FoldErrorKind::NoSuchPit { pit: p });
                }
                let slot = &mut self.pits[usize::from(p)];
                *slot = slot.checked_add(count).ok_or(too_many)?;
            }
            Place::Store(s) => {
                let slot = &mut self.stores[s.index()];
                *slot = slot.checked_add(count).ok_or(too_many)?;
            }
            Place::Reserve(s) => {
                let slot = &mut self.reserves[s.index()];
                *slot = slot.checked_add(count).ok_or(too_many)?;
            }
            Place::Hand => hand.seeds += u16::from(count),
            Place::Off => {
                self.off = self.off.checked_add(count).ok_or(too_many)?;
            }
        }
        Ok(())
    }

    fn finish_turn(&mut self, hand: &mut Hand) -> Result<(), FoldErrorKind> {
        if hand.seeds != 0 {
            return Err(FoldErrorKind::SeedsLeftInHand { count: hand.seeds });
        }
        let mover = self.to_move.index();
        self.moves_made[mover] = self.moves_made[mover].saturating_add(1);
        if hand.captured {
            self.capturing_moves[mover] = self.capturing_moves[mover].saturating_add(1);
        }
        hand.captured = false;
        Ok(())
    }

    /// Applies one step. This is the only definition of what a step means; the engine plays
    /// moves through it, and a viewer replays logs through it.
    ///
    /// # Errors
    /// When the step does not fit the position (see [`FoldErrorKind`]).
    #[inline(always)]
    pub fn apply_step(&mut self, hand: &mut Hand, step: &Step) -> Result<(), FoldErrorKind> {
        match *step {
            Step::PickUp { pit, count, .. } | Step::Relay { pit, count, .. } => {
                self.take(hand, Place::Pit(pit), count)?;
                self.put(hand, Place::Hand, count)?;
            }
            Step::Sow { to, .. } => {
                self.take(hand, Place::Hand, 1)?;
                self.put(hand, to, 1)?;
            }
            Step::Note { note: Note::Blocked { pit }, .. } => {
                if usize::from(pit) >= self.layout.pit_count() {
                    return Err(FoldErrorKind::NoSuchPit { pit });
                }
                self.blocked = Some(pit);
            }
            Step::Note { note: Note::BlockLifted { .. }, .. } => self.blocked = None,
            // A new round (NAM-8) changes the position: the round counter and its first mover.
            Step::Note { note: Note::RoundBegins { round, starter }, .. } => {
                self.round = round;
                self.round_starter = starter;
            }
            Step::Skip { .. } | Step::Lap { .. } | Step::Note { .. } => {}
            Step::Capture { from, to, count, .. } => {
                self.take(hand, from, count)?;
                self.put(hand, to, count)?;
                hand.captured = true;
            }
            Step::Transfer { from, to, count, .. } => {
                self.take(hand, from, count)?;
                self.put(hand, to, count)?;
            }
            Step::Plant { side, pit, .. } => {
                self.take(hand, Place::Reserve(side), 1)?;
                self.put(hand, Place::Pit(pit), 1)?;
            }
            Step::Owner { pit, side, .. } => {
                if usize::from(pit) >= self.layout.pit_count() {
                    return Err(FoldErrorKind::NoSuchPit { pit });
                }
                self.set_owner(usize::from(pit), side);
            }
            Step::HouseDestroyed { side, .. } => self.house_destroyed[side.index()] = true,
            Step::ExtraTurn { .. } => self.finish_turn(hand)?,
            Step::TurnEnd { next, .. } => {
                self.finish_turn(hand)?;
                self.to_move = next;
            }
            // Every move ends its turn (TurnEnd or ExtraTurn) before the game can end.
            Step::GameEnd { outcome, .. } => self.outcome = Some(outcome),
        }
        Ok(())
    }

    /// Folds a whole log over this position and returns the result.
    ///
    /// # Errors
    /// The first step that does not fit, with its index.
    pub fn after_steps(&self, steps: &[Step]) -> Result<Position, FoldError> {
        let mut pos = self.clone();
        let mut hand = Hand::default();
        for (index, step) in steps.iter().enumerate() {
            pos.apply_step(&mut hand, step).map_err(|reason| FoldError { index, reason })?;
        }
        if hand.seeds != 0 {
            return Err(FoldError { index: steps.len(), reason: FoldErrorKind::SeedsLeftInHand { count: hand.seeds } });
        }
        Ok(pos)
    }
}

/// Receives the steps of a move as the engine plays it.
pub trait StepSink {
    /// Whether the sink keeps the steps. Rules may compute a move in bigger strides (whole laps
    /// at once) for a sink that does not, as long as the position comes out the same.
    const RECORDS: bool = true;
    fn push(&mut self, step: Step);
}

impl StepSink for Vec<Step> {
    #[inline]
    fn push(&mut self, step: Step) {
        Vec::push(self, step);
    }
}

/// Discards the steps: for search, perft and random playouts, where only the result counts.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoSteps;

impl StepSink for NoSteps {
    const RECORDS: bool = false;
    #[inline(always)]
    fn push(&mut self, _step: Step) {}
}
