//! What can be wrong with a position: [`PositionError`], and the typed [`Inconsistency`] of a
//! position that breaks a rule of its game.

use super::{EndReason, MAX_COLUMNS};
use crate::layout::{Layout, Rows, Side};
use std::fmt;

/// What is wrong with a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The text form could not be read; `column` is 1-based.
    Syntax { column: usize, message: String },
    /// The JSON form could not be read.
    Json { message: String },
    /// The board shape is not one the variant plays on.
    WrongLayout { expected: Layout, found: Layout },
    /// A row has the wrong number of pits.
    WrongPitCount { row: String, expected: usize, found: usize },
    /// A count is outside what the variant allows at that place.
    SeedCountOutOfRange { place: String, count: u32, max: u32 },
    /// The whole position holds more seeds than the variant's game can.
    TooManySeeds { total: u32, max: u32 },
    /// A rule of the variant is broken (for example reserves in a game without them): `rule`
    /// is the rule, `reason` what breaks it (crates/text says it in words).
    Inconsistent { rule: &'static str, reason: Inconsistency },
    /// A key of the text form given twice (`column` of the second, 1-based).
    RepeatedKey { key: String, column: usize },
    /// A row of the text form longer than any board ([`MAX_COLUMNS`]); `found` is its length.
    RowTooLong { row: String, found: usize },
    /// A result won by majority (`result=N:majority`) that the stores do not bear out: the
    /// winner must hold more captured seeds than the loser (a draw, as many).
    FalseMajority { winner: Option<Side>, south: u8, north: u8 },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Syntax { column, message } => {
                write!(f, "position text, column {column}: {message}")
            }
            PositionError::Json { message } => write!(f, "position JSON: {message}"),
            PositionError::WrongLayout { expected, found } => write!(
                f,
                "board is {} rows × {} columns, but this variant plays on {} × {}",
                rows_number(found.rows),
                found.columns,
                rows_number(expected.rows),
                expected.columns
            ),
            PositionError::WrongPitCount { row, expected, found } => {
                write!(f, "row {row} has {found} pits, expected {expected}")
            }
            PositionError::SeedCountOutOfRange { place, count, max } => {
                write!(f, "{place} holds {count} seeds; at most {max} are allowed")
            }
            PositionError::TooManySeeds { total, max } => {
                write!(f, "the position holds {total} seeds; at most {max} are allowed")
            }
            PositionError::Inconsistent { rule, reason } => write!(f, "{reason} ({rule})"),
            PositionError::RepeatedKey { key, column } => {
                write!(f, "position text, column {column}: the key `{key}` is given twice")
            }
            PositionError::RowTooLong { row, found } => {
                write!(f, "row {row} has {found} pits; a board has at most {MAX_COLUMNS} columns")
            }
            PositionError::FalseMajority { winner, south, north } => match winner {
                Some(w) => write!(
                    f,
                    "the result says {w} won by majority, but {w} has captured {} seeds and {} {}",
                    if *w == Side::South { south } else { north },
                    w.opponent(),
                    if *w == Side::South { north } else { south },
                ),
                None => write!(f, "the result says a draw by majority, but S has captured {south} seeds and N {north}"),
            },
        }
    }
}

impl std::error::Error for PositionError {}

/// What breaks a rule of the game in a position ([`PositionError::Inconsistent`]). Each is a
/// fact the rules found, not prose: crates/text says it in the user's language, and `Display`
/// in English (the CLI's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inconsistency {
    /// The game is already over at this position, for this reason, though the position gives no
    /// result (`result=` in the text form).
    AlreadyOver(EndReason),
    /// The position holds a part the game does not have.
    NoSuchPart(Part),
    /// Seeds off the board while the game goes on: they leave it only when the game ends.
    OffBeforeEnd,
    /// The blocked pit (a global index) is not a pit of this board.
    BlockedOffBoard { index: u8 },
    /// The blocked pit (of a board of this layout) is not in an inner row, and only inner pits
    /// are blocked.
    BlockedNotInner { layout: Layout, pit: u8 },
    /// This house (a pit of a board of this layout) is empty, so it is destroyed, but the
    /// position has it intact.
    EmptyHouse { layout: Layout, pit: u8 },
    /// No game is played on a board of this many columns.
    Columns { columns: u8 },
    /// Rounds are numbered from 1 (`round=0`).
    RoundZero,
    /// Pits changed hands in the first round, where each player owns his own row.
    FirstRoundOwners,
    /// The board is empty between rounds, and the player to move is not the one who sets up
    /// the next round.
    NotTheSetter,
    /// The board is empty between rounds, but the set-up leaves no choice: the position after
    /// it is the one to give.
    SetupWithoutChoice,
}

/// A part of a position that some games do not have ([`Inconsistency::NoSuchPart`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// Stores of captured seeds (`SS=`, `NS=`).
    Stores,
    /// Seeds off the board (`off=`).
    Off,
    /// Seeds in hand to plant (`S.res=`, `N.res=`).
    Reserves,
    /// Rounds, and pits changing hands between them (`round=`, `own=`).
    Rounds,
    /// A house that can be destroyed (`S.house=destroyed`).
    House,
    /// A blocked pit (`blocked=`).
    Blocking,
}

impl Part {
    /// The key's name in the text form (docs/NOTATION.md).
    #[must_use]
    pub const fn token(self) -> &'static str {
        match self {
            Part::Stores => "stores",
            Part::Off => "off",
            Part::Reserves => "reserves",
            Part::Rounds => "rounds",
            Part::House => "house",
            Part::Blocking => "blocked",
        }
    }
}

/// In English with the feature `descriptions` (the CLI's, the tests'); the web builds, which say
/// it in the user's language (crates/text), carry none of these sentences and write the kind.
impl fmt::Display for Inconsistency {
    #[cfg(not(feature = "descriptions"))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("inconsistent position")
    }

    #[cfg(feature = "descriptions")]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Inconsistency::AlreadyOver(reason) => {
                write!(
                    f,
                    "the game is already over in this position; give its result (`result=WHO:{}`)",
                    reason.token()
                )
            }
            Inconsistency::NoSuchPart(part) => {
                let what = match part {
                    Part::Stores => "no stores: captured seeds stay on the board (SS and NS must be 0)",
                    Part::Off => "no seeds off the board (off must be 0)",
                    Part::Reserves => "no seeds in hand to plant (S.res and N.res must be 0)",
                    Part::Rounds => "one round, each player owning his own half (no round= or own=)",
                    Part::House => "no house, so no house can be destroyed",
                    Part::Blocking => "no blocking, so no pit can be blocked",
                };
                write!(f, "this game has {what}")
            }
            Inconsistency::OffBeforeEnd => {
                write!(f, "seeds leave the board only when the game ends; give the result or put off=0")
            }
            Inconsistency::BlockedOffBoard { index } => write!(f, "blocked pit #{index} is not a pit of this board"),
            Inconsistency::BlockedNotInner { layout, pit } => {
                write!(f, "{} is not an inner pit; only inner pits are blocked", layout.pit_name(usize::from(*pit)))
            }
            Inconsistency::EmptyHouse { layout, pit } => {
                let pit = usize::from(*pit);
                write!(
                    f,
                    "{} is an empty house, so it is destroyed: write {}.house=destroyed",
                    layout.pit_name(pit),
                    layout.side_of(pit)
                )
            }
            Inconsistency::Columns { columns } => write!(f, "a board of {columns} columns is not supported"),
            Inconsistency::RoundZero => write!(f, "rounds are numbered from 1"),
            Inconsistency::FirstRoundOwners => {
                write!(f, "in the first round each player owns the pits of his own row")
            }
            Inconsistency::NotTheSetter => {
                write!(f, "the board is empty: the player with more seeds must set up the next round")
            }
            Inconsistency::SetupWithoutChoice => {
                write!(f, "the board is empty but the set-up leaves no choice; give the position after the set-up")
            }
        }
    }
}

fn rows_number(rows: Rows) -> u8 {
    match rows {
        Rows::Two => 2,
        Rows::Four => 4,
    }
}
