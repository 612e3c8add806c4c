//! Why a rule decided what it did: the typed reasons some steps carry.
//!
//! A step says what happened; where a rule chose between outcomes (the turn passes or not, a
//! sowing relays or stops, captured seeds go to this head), the step also says why, in terms of
//! the position, chosen by the rule that decided it. The narration words these reasons and
//! derives none of them: it knows no rule and counts no seeds.

use serde::{Deserialize, Serialize};

/// Why the turn passes: every [`crate::Step::TurnEnd`] carries one.
#[derive(Clone, Copy, Debug, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum TurnEndReason {
    /// The move captured, and in this game a capture ends the move.
    Captured,
    /// The last seed fell into `pit` on the opponent's side, where this game does not capture.
    OpponentRow { pit: u8 },
    /// The last seed fell into the mover's own `pit`, which already held seeds: no capture.
    OwnPitOccupied { pit: u8 },
    /// The last seed fell into the mover's empty `pit`, but the pit across holds nothing.
    OppositeEmpty { pit: u8 },
    /// The last seed fell into `pit` in the mover's own row, where this game does not capture.
    OwnRow { pit: u8 },
    /// The last seed made `count` in the opponent's `pit`, a count this game does not capture.
    CountNotCaptured { pit: u8, count: u8 },
    /// The last seed fell into the mover's own store, where there is nothing to capture.
    OwnStore,
    /// The last seed fell into the opponent's store: the move is over.
    OpponentStore,
    /// The last seed fell into `pit`, but this game captures only from its chosen pits.
    OutsideCapturePits { pit: u8 },
    /// The capture would take every seed the opponent has, so nothing is taken.
    GrandSlam,
    /// A chain of captures reached the edge of the opponent's row.
    ChainAtEdge,
    /// A chain of captures met `pit` holding `count`, a count this game does not capture.
    ChainBroken { pit: u8, count: u8 },
    /// The last seed fell into the empty `pit`: nothing to lift, nothing to capture.
    EmptyPit { pit: u8 },
    /// The sowing stopped at a pit that stops it (a house, a blocked pit: the `Stop` note said which).
    Stopped,
    /// The mover had nothing to sow and passed.
    Passed,
    /// The last seed made `count` in `pit`: taken at once, and the move ends there.
    CountTaken { pit: u8, count: u8 },
    /// The round is over: the board is set up for the next one.
    RoundOver,
    /// A setting-up move is complete (nothing is captured in it).
    SetUp,
    /// Both players have finished the simultaneous first move: who finished first moves next.
    FirstTurnRace,
    /// The sowing would never end: the move is stopped (and the game ends in a draw).
    Endless,
    /// An inner row became empty during the move, which stops it at once.
    InnerRowEmptied,
}

/// Why a sowing goes on from the pit its last seed fell into: every [`crate::Step::Relay`]
/// carries one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum RelayReason {
    /// The pit was not empty, and in this game the sowing goes on from any occupied pit.
    Occupied,
    /// The pit is in the outer row, from which nothing is ever captured.
    OuterRow,
    /// Nothing to capture across from the pit, so the sowing goes on instead.
    OppositeEmpty,
    /// The move is a non-capturing one from its start, so every occupied pit relays.
    NonCapturing,
    /// The move began from a pit of 16 seeds or more, which makes it non-capturing.
    BigPit,
    /// The move's first sowing captured nothing, which makes the whole move non-capturing.
    FirstSowingEmpty,
    /// The pit's count is not one this game captures, so the seeds are lifted and sown on.
    CountNotCaptured,
    /// The next pit holds more than one seed, and the move goes on from there.
    NextPitFull,
    /// The player chose to go on from the house (a safari): the house is emptied.
    Safari,
    /// Captured seeds are joined by the seeds of this pit and sown on together.
    JoinsCapture,
}

/// Why a sowing stops early: every `Note::Stop` carries one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum StopReason {
    /// A house that stands always stops the sowing here.
    House,
    /// The player chose to stop at the house rather than go on.
    ChosenAtHouse,
    /// The pit is blocked for this move.
    Blocked,
}

/// Why captured seeds start from this head: every `Note::Head` carries one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum HeadReason {
    /// The capture was in the outskirts at the mover's `pit`: the nearest head is the only one.
    Outskirts { pit: u8 },
    /// The capture at the mover's `pit` was not in the outskirts and the move already has a
    /// direction: the head that keeps it.
    KeepDirection { pit: u8 },
    /// The capture at the mover's `pit` was not in the outskirts and is the move's first: the
    /// player chose either head.
    Chosen { pit: u8 },
}

impl TurnEndReason {
    /// The reason as numbers: its kind (1 [`TurnEndReason::Captured`], 2 `OpponentRow`, 3
    /// `OwnPitOccupied`, 4 `OppositeEmpty`, 5 `OwnRow`, 6 `CountNotCaptured`, 7 `OwnStore`, 8
    /// `OpponentStore`, 9 `OutsideCapturePits`, 10 `GrandSlam`, 11 `ChainAtEdge`, 12
    /// `ChainBroken`, 13 `EmptyPit`, 14 `Stopped`, 15 `Passed`, 16 `CountTaken`, 17 `RoundOver`,
    /// 18 `SetUp`, 19 `FirstTurnRace`, 20 `Endless`, 21 `InnerRowEmptied`), the pit it names and
    /// the count it names (0 when none). The locale files select the words by the kind.
    #[must_use]
    pub const fn parts(self) -> (u8, Option<u8>, u8) {
        match self {
            TurnEndReason::Captured => (1, None, 0),
            TurnEndReason::OpponentRow { pit } => (2, Some(pit), 0),
            TurnEndReason::OwnPitOccupied { pit } => (3, Some(pit), 0),
            TurnEndReason::OppositeEmpty { pit } => (4, Some(pit), 0),
            TurnEndReason::OwnRow { pit } => (5, Some(pit), 0),
            TurnEndReason::CountNotCaptured { pit, count } => (6, Some(pit), count),
            TurnEndReason::OwnStore => (7, None, 0),
            TurnEndReason::OpponentStore => (8, None, 0),
            TurnEndReason::OutsideCapturePits { pit } => (9, Some(pit), 0),
            TurnEndReason::GrandSlam => (10, None, 0),
            TurnEndReason::ChainAtEdge => (11, None, 0),
            TurnEndReason::ChainBroken { pit, count } => (12, Some(pit), count),
            TurnEndReason::EmptyPit { pit } => (13, Some(pit), 0),
            TurnEndReason::Stopped => (14, None, 0),
            TurnEndReason::Passed => (15, None, 0),
            TurnEndReason::CountTaken { pit, count } => (16, Some(pit), count),
            TurnEndReason::RoundOver => (17, None, 0),
            TurnEndReason::SetUp => (18, None, 0),
            TurnEndReason::FirstTurnRace => (19, None, 0),
            TurnEndReason::Endless => (20, None, 0),
            TurnEndReason::InnerRowEmptied => (21, None, 0),
        }
    }
}

/// Equal when their parts are: one comparison of three numbers, where a derived one compares
/// each kind's fields apart (the step log is compared often, and this is smaller in the site).
impl PartialEq for TurnEndReason {
    fn eq(&self, other: &Self) -> bool {
        self.parts() == other.parts()
    }
}
