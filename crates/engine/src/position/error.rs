//! What can be wrong with a position: [`PositionError`], and the typed [`Inconsistency`] of a
//! position that breaks a rule of its game.

use super::{EndReason, MAX_COLUMNS};
use crate::layout::{Layout, Rows, Side};
use std::fmt;

/// What is wrong with a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The text form could not be read at `column` (1-based), for `reason`.
    Syntax { column: usize, reason: Syntax },
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
            PositionError::Syntax { column, reason } => {
                write!(f, "position text, column {column}: {reason}")
            }
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

/// Why the text form could not be read where it stops ([`PositionError::Syntax`]): what was
/// expected there, with the key or word of the text it is about. No prose: crates/text and the
/// CLI's `Display` (English, with the feature `descriptions`) say it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// A number was expected.
    ExpectedNumber,
    /// A number larger than any count of the form (65 535).
    NumberTooLarge,
    /// More than [`MAX_SEEDS`](super::MAX_SEEDS) seeds under `key` (a pit of the row `key` when `pit`).
    TooManySeeds { key: String, pit: bool, count: u32 },
    /// `key=` without its list `[…]`.
    ExpectedList { key: String },
    /// A list of `key` not separated by `,` or not closed by `]`.
    ExpectedCommaOrBracket { key: String },
    /// A pair of counts (`moves=3,2`) without its comma.
    ExpectedPairComma,
    /// A count of a pair larger than 65 535.
    CountTooLarge,
    /// After the comma, not `S to move` or `N to move`.
    ExpectedSideToMove,
    /// Not a `key=value`.
    ExpectedKeyValue,
    /// A house's value other than `destroyed`.
    ExpectedDestroyed,
    /// A round number larger than 65 535.
    RoundTooLarge,
    /// `starter=` with neither `S` nor `N`.
    ExpectedStarter,
    /// `result=` not of the form `WHO:reason`.
    ExpectedResult,
    /// `result=` naming neither S, N nor draw.
    ResultWinner,
    /// A game's end reason the form does not know.
    UnknownEndReason { reason: String },
    /// A key the form does not have.
    UnknownKey { key: String },
    /// No `, S to move` or `, N to move` at the end.
    MissingSideToMove,
    /// Two-row (`S=`) and four-row (`S.I=`) keys together.
    MixedRows,
    /// A two-row position without both rows.
    TwoRowsNeeded,
    /// A four-row position without all four rows.
    FourRowsNeeded,
    /// No rows at all.
    NoPits,
    /// A pit name that is not a pit of this board (`blocked=`).
    NotAPit { text: String },
    /// A letter of `own=` that is neither S nor N.
    OwnerLetter,
}

/// In English with the feature `descriptions` (the CLI's, the tests'); the web builds, which say
/// where the text stops in the user's language (crates/text), carry none of these sentences.
impl fmt::Display for Syntax {
    #[cfg(not(feature = "descriptions"))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("cannot be read here")
    }

    #[cfg(feature = "descriptions")]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Syntax::ExpectedNumber => f.write_str("expected a number"),
            Syntax::NumberTooLarge => f.write_str("number too large"),
            Syntax::TooManySeeds { key, pit, count } => {
                let of = if *pit { "a pit of " } else { "" };
                write!(f, "{of}{key} holds {count} seeds; at most {} are allowed", super::MAX_SEEDS)
            }
            Syntax::ExpectedList { key } => write!(f, "expected `[` after `{key}=`"),
            Syntax::ExpectedCommaOrBracket { key } => write!(f, "expected `,` or `]` in `{key}`"),
            Syntax::ExpectedPairComma => f.write_str("expected `,` between the South and North counts"),
            Syntax::CountTooLarge => f.write_str("count too large"),
            Syntax::ExpectedSideToMove => f.write_str("expected `S to move` or `N to move` after the comma"),
            Syntax::ExpectedKeyValue => f.write_str("expected `key=value`"),
            Syntax::ExpectedDestroyed => f.write_str("expected `destroyed`"),
            Syntax::RoundTooLarge => f.write_str("round too large"),
            Syntax::ExpectedStarter => f.write_str("expected `starter=S` or `starter=N`"),
            Syntax::ExpectedResult => f.write_str("expected `result=S:reason`, `N:reason` or `draw:reason`"),
            Syntax::ResultWinner => f.write_str("the result must name S, N or draw"),
            Syntax::UnknownEndReason { reason } => write!(f, "unknown end reason `{reason}`"),
            Syntax::UnknownKey { key } => write!(f, "unknown key `{key}`"),
            Syntax::MissingSideToMove => f.write_str("missing `, S to move` or `, N to move` at the end"),
            Syntax::MixedRows => f.write_str("mixes two-row (`S=`) and four-row (`S.I=`) keys"),
            Syntax::TwoRowsNeeded => f.write_str("a two-row position needs both `S=[…]` and `N=[…]`"),
            Syntax::FourRowsNeeded => f.write_str("a four-row position needs `S.I=`, `S.O=`, `N.I=` and `N.O=`"),
            Syntax::NoPits => f.write_str("no pits: expected `S=[…] N=[…]` or `S.I=[…] S.O=[…] N.I=[…] N.O=[…]`"),
            Syntax::NotAPit { text } => write!(f, "`{text}` is not a pit of this board"),
            Syntax::OwnerLetter => f.write_str("`own=` takes one S or N per pit"),
        }
    }
}

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
                    Part::Rounds => {
                        "one round, begun by South, each player owning his own half (no round=, own= or starter=)"
                    }
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
