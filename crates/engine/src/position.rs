//! Positions: an unvalidated [`Setup`] (what text, JSON or a user gives us) and a validated
//! [`Position`] (what the rules play on).

use crate::layout::{Layout, Rows, Side, MAX_PITS};
use serde::{Deserialize, Serialize};
use std::fmt::{self, Write as _};

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// A player's row is empty after a move (KAL-10 `any_row_empty`).
    RowEmpty,
    /// The player to move has no legal move.
    CannotMove,
    /// A player holds more than half of all seeds (OW-11a, BKC-7).
    Majority,
    /// The opponent is empty and no move can feed him (OW-11b).
    CannotFeed,
    /// Both players agreed to end (OW-11c).
    Agreed,
    /// A position repeated (KIA-8, the Oware cycle rule, `engine.repetition_draw`).
    Repetition,
    /// A player has no seeds left (KIA-7).
    NoSeeds,
    /// A player's inner row is empty (KSW-4, KUJ, KIM).
    InnerRowEmpty,
    /// Captures at both ends in one move (OMW-10a).
    BothEnds,
    /// A second capturing move while the opponent has captured nothing (OMW-10b).
    SecondCapture,
    /// One player owns every pit after a round (NAM-9).
    AllPitsOwned,
    /// A single round is over and the totals decide (Ayo-ayo, `namnam.rounds = false`).
    RoundOver,
    /// Every move of the player to move is endless (ENG-LOOP `draw`), or a move was endless and
    /// the variant's rule ends the game (KSW-23).
    EndlessMove,
}

impl EndReason {
    pub const ALL: [EndReason; 13] = [
        EndReason::RowEmpty,
        EndReason::CannotMove,
        EndReason::Majority,
        EndReason::CannotFeed,
        EndReason::Agreed,
        EndReason::Repetition,
        EndReason::NoSeeds,
        EndReason::InnerRowEmpty,
        EndReason::BothEnds,
        EndReason::SecondCapture,
        EndReason::AllPitsOwned,
        EndReason::RoundOver,
        EndReason::EndlessMove,
    ];

    /// The `snake_case` name used in the text and JSON forms.
    #[must_use]
    pub const fn token(self) -> &'static str {
        match self {
            EndReason::RowEmpty => "row_empty",
            EndReason::CannotMove => "cannot_move",
            EndReason::Majority => "majority",
            EndReason::CannotFeed => "cannot_feed",
            EndReason::Agreed => "agreed",
            EndReason::Repetition => "repetition",
            EndReason::NoSeeds => "no_seeds",
            EndReason::InnerRowEmpty => "inner_row_empty",
            EndReason::BothEnds => "both_ends",
            EndReason::SecondCapture => "second_capture",
            EndReason::AllPitsOwned => "all_pits_owned",
            EndReason::RoundOver => "round_over",
            EndReason::EndlessMove => "endless_move",
        }
    }

    #[must_use]
    pub fn from_token(token: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|r| r.token() == token)
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// `None` is a draw.
    pub winner: Option<Side>,
    pub reason: EndReason,
}

/// A validated position. Build one with [`crate::Variant::start_position`] or
/// [`crate::Variant::position`]; the rules keep it valid.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) layout: Layout,
    pub(crate) pits: [u8; MAX_PITS],
    /// Captured seeds (or, in Kalah-like games, the store in the circuit).
    pub(crate) stores: [u8; 2],
    /// Seeds still to plant (Bao la Kiswahili, Bao la Kimasai).
    pub(crate) reserves: [u8; 2],
    /// Seeds taken off the board for good (discarded at an agreed end).
    pub(crate) off: u8,
    pub(crate) to_move: Side,
    /// Bit `i` set: pit `i` belongs to North. Differs from the halves only in Nam-Nam rounds.
    pub(crate) north_owned: u64,
    pub(crate) house_destroyed: [bool; 2],
    pub(crate) moves_made: [u16; 2],
    pub(crate) capturing_moves: [u16; 2],
    pub(crate) round: u16,
    /// Who made the first move of the current round (NAM-8 gives a tied round's successor to
    /// the other player). South in the first round, as the start position has it.
    pub(crate) round_starter: Side,
    pub(crate) outcome: Option<Outcome>,
    /// Bao la Kiswahili blocking (KSW-21, A27): a pit blocked for its owner's next move; while
    /// its owner is not to move, it is the pit the mover is obliged to capture.
    pub(crate) blocked: Option<u8>,
}

impl Position {
    /// An empty board of `layout`, South to move, each half owned by its side.
    #[must_use]
    pub fn empty(layout: Layout) -> Position {
        Position {
            layout,
            pits: [0; MAX_PITS],
            stores: [0; 2],
            reserves: [0; 2],
            off: 0,
            to_move: Side::South,
            north_owned: default_north_mask(layout),
            house_destroyed: [false; 2],
            moves_made: [0; 2],
            capturing_moves: [0; 2],
            round: 1,
            round_starter: Side::South,
            outcome: None,
            blocked: None,
        }
    }

    #[must_use]
    pub fn layout(&self) -> Layout {
        self.layout
    }
    /// Seeds per pit, in global index order.
    #[must_use]
    pub fn pits(&self) -> &[u8] {
        &self.pits[..self.layout.pit_count()]
    }
    #[must_use]
    #[inline]
    pub fn seeds(&self, pit: usize) -> u8 {
        self.pits[pit]
    }
    #[must_use]
    pub fn store(&self, side: Side) -> u8 {
        self.stores[side.index()]
    }
    #[must_use]
    pub fn reserve(&self, side: Side) -> u8 {
        self.reserves[side.index()]
    }
    #[must_use]
    pub fn off_board(&self) -> u8 {
        self.off
    }
    #[must_use]
    pub fn to_move(&self) -> Side {
        self.to_move
    }
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
    #[must_use]
    pub fn house_destroyed(&self, side: Side) -> bool {
        self.house_destroyed[side.index()]
    }
    #[must_use]
    pub fn moves_made(&self, side: Side) -> u16 {
        self.moves_made[side.index()]
    }
    #[must_use]
    pub fn capturing_moves(&self, side: Side) -> u16 {
        self.capturing_moves[side.index()]
    }
    #[must_use]
    pub fn round(&self) -> u16 {
        self.round
    }
    /// Who made the first move of the current round (Nam-Nam, NAM-8); South in the first round.
    #[must_use]
    pub fn round_starter(&self) -> Side {
        self.round_starter
    }
    /// The blocked pit of Bao la Kiswahili (KSW-21), if any: blocked for its owner when he is to
    /// move, the pit to capture first when his opponent is to move.
    #[must_use]
    pub fn blocked(&self) -> Option<usize> {
        self.blocked.map(usize::from)
    }

    /// Who owns a pit (its half's side, except after a Nam-Nam round set-up).
    #[must_use]
    #[inline]
    pub fn owner(&self, pit: usize) -> Side {
        if self.north_owned >> pit & 1 == 1 {
            Side::North
        } else {
            Side::South
        }
    }

    pub(crate) fn set_owner(&mut self, pit: usize, side: Side) {
        match side {
            Side::North => self.north_owned |= 1 << pit,
            Side::South => self.north_owned &= !(1 << pit),
        }
    }

    /// Whether every pit belongs to the side whose half it is in.
    #[must_use]
    pub fn default_ownership(&self) -> bool {
        self.north_owned == default_north_mask(self.layout)
    }

    /// Seeds in a side's half of the board.
    #[must_use]
    pub fn seeds_in_half(&self, side: Side) -> u32 {
        self.pits[self.layout.side_range(side)].iter().map(|&s| u32::from(s)).sum()
    }

    /// Every seed of the game: pits, stores, reserves and discarded seeds.
    #[must_use]
    pub fn total_seeds(&self) -> u32 {
        self.pits().iter().map(|&s| u32::from(s)).sum::<u32>()
            + self.stores.iter().map(|&s| u32::from(s)).sum::<u32>()
            + self.reserves.iter().map(|&s| u32::from(s)).sum::<u32>()
            + u32::from(self.off)
    }

    /// A 64-bit key for repetition checks (board, stores, reserves, side to move, houses, owners).
    #[must_use]
    pub fn repetition_key(&self) -> u64 {
        // FNV-1a over the playing state; collisions only risk a false repetition in a long game.
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |b: u8| {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        };
        for &s in self.pits() {
            eat(s);
        }
        for b in self.stores.iter().chain(&self.reserves) {
            eat(*b);
        }
        eat(self.to_move.index() as u8);
        eat(u8::from(self.house_destroyed[0]) | u8::from(self.house_destroyed[1]) << 1);
        for b in self.north_owned.to_le_bytes() {
            eat(b);
        }
        if let Some(b) = self.blocked {
            eat(0xFF);
            eat(b);
        }
        h
    }

    /// Equal boards, stores, reserves, owners, houses, side to move and result; the move
    /// counters may differ. Worked examples give positions without counters.
    #[must_use]
    pub fn same_state(&self, other: &Position) -> bool {
        let mut a = self.clone();
        a.moves_made = other.moves_made;
        a.capturing_moves = other.capturing_moves;
        a == *other
    }

    /// The unvalidated form of this position (also its JSON form).
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        Setup {
            layout: self.layout,
            pits: self.pits().to_vec(),
            stores: self.stores,
            reserves: self.reserves,
            off: self.off,
            to_move: self.to_move,
            owners: (!self.default_ownership()).then(|| (0..self.layout.pit_count()).map(|p| self.owner(p)).collect()),
            house_destroyed: self.house_destroyed,
            moves_made: self.moves_made,
            capturing_moves: self.capturing_moves,
            round: self.round,
            starter: self.round_starter,
            outcome: self.outcome,
            blocked: self.blocked,
        }
    }
}

fn default_north_mask(layout: Layout) -> u64 {
    let r = layout.side_range(Side::North);
    let mut mask = 0u64;
    for p in r {
        mask |= 1 << p;
    }
    mask
}

// serde's `skip_serializing_if` hands these a reference.
#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero_pair(v: &[u16; 2]) -> bool {
    *v == [0, 0]
}
#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_false_pair(v: &[bool; 2]) -> bool {
    !v[0] && !v[1]
}
#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero(v: &u8) -> bool {
    *v == 0
}
#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_first_round(v: &u16) -> bool {
    *v == 1
}
fn first_round() -> u16 {
    1
}
#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_south(v: &Side) -> bool {
    *v == Side::South
}
fn south() -> Side {
    Side::South
}

/// An unvalidated position: what a text form, a JSON document or a user supplies.
/// [`crate::Variant::position`] turns it into a [`Position`] or says what is wrong.
///
/// `pits` lists every pit in global index order (RULES.md §0.2): two-row boards `S0..S(n-1)`,
/// `N0..N(n-1)`; four-row boards `S.O1..S.On, S.In..S.I1, N.O1..N.On, N.In..N.I1`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    pub layout: Layout,
    pub pits: Vec<u8>,
    /// `[South, North]`.
    #[serde(default)]
    pub stores: [u8; 2],
    /// `[South, North]`.
    #[serde(default)]
    pub reserves: [u8; 2],
    #[serde(default, skip_serializing_if = "is_zero")]
    pub off: u8,
    pub to_move: Side,
    /// Owner of every pit in global order, when it differs from the halves (Nam-Nam).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owners: Option<Vec<Side>>,
    #[serde(default, skip_serializing_if = "is_false_pair")]
    pub house_destroyed: [bool; 2],
    #[serde(default, skip_serializing_if = "is_zero_pair")]
    pub moves_made: [u16; 2],
    #[serde(default, skip_serializing_if = "is_zero_pair")]
    pub capturing_moves: [u16; 2],
    #[serde(default = "first_round", skip_serializing_if = "is_first_round")]
    pub round: u16,
    /// Who made the first move of the current round (Nam-Nam, NAM-8); South when left out.
    #[serde(default = "south", skip_serializing_if = "is_south")]
    pub starter: Side,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
    /// The blocked pit of Bao la Kiswahili (KSW-21), global index.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blocked: Option<u8>,
}

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

/// The largest number of seeds any place or position may hold (counts are bytes).
pub const MAX_SEEDS: u32 = 255;

/// The most columns a board may have.
pub const MAX_COLUMNS: usize = 16;

impl Setup {
    /// Checks the shape and counts every variant needs, and builds the position. Variant rules
    /// are checked by [`crate::Variant::position`], which calls this first.
    ///
    /// # Errors
    /// A [`PositionError`] saying what is wrong and where.
    pub fn to_position(&self) -> Result<Position, PositionError> {
        let layout = self.layout;
        let columns_ok = match layout.rows {
            Rows::Two => (2..=MAX_COLUMNS).contains(&usize::from(layout.columns)),
            Rows::Four => (3..=MAX_COLUMNS).contains(&usize::from(layout.columns)),
        };
        if !columns_ok {
            return Err(PositionError::Inconsistent {
                rule: "§0.2",
                reason: Inconsistency::Columns { columns: layout.columns },
            });
        }
        if self.pits.len() != layout.pit_count() {
            return Err(PositionError::WrongPitCount {
                row: "pits".into(),
                expected: layout.pit_count(),
                found: self.pits.len(),
            });
        }
        let mut pos = Position::empty(layout);
        pos.pits[..self.pits.len()].copy_from_slice(&self.pits);
        pos.stores = self.stores;
        pos.reserves = self.reserves;
        pos.off = self.off;
        pos.to_move = self.to_move;
        pos.house_destroyed = self.house_destroyed;
        pos.moves_made = self.moves_made;
        pos.capturing_moves = self.capturing_moves;
        if self.round == 0 {
            return Err(PositionError::Inconsistent { rule: "NAM-8", reason: Inconsistency::RoundZero });
        }
        pos.round = self.round;
        if let Some(Outcome { winner, reason: EndReason::Majority }) = self.outcome {
            let [south, north] = self.stores;
            let borne_out = match winner {
                Some(Side::South) => south > north,
                Some(Side::North) => north > south,
                None => south == north,
            };
            if !borne_out {
                return Err(PositionError::FalseMajority { winner, south, north });
            }
        }
        pos.round_starter = self.starter;
        pos.outcome = self.outcome;
        if let Some(b) = self.blocked {
            if layout.rows != Rows::Four || usize::from(b) >= layout.pit_count() {
                return Err(PositionError::Inconsistent {
                    rule: "KSW-21",
                    reason: Inconsistency::BlockedOffBoard { index: b },
                });
            }
        }
        pos.blocked = self.blocked;
        if let Some(owners) = &self.owners {
            if owners.len() != layout.pit_count() {
                return Err(PositionError::WrongPitCount {
                    row: "own".into(),
                    expected: layout.pit_count(),
                    found: owners.len(),
                });
            }
            for (pit, &side) in owners.iter().enumerate() {
                pos.set_owner(pit, side);
            }
        }
        let total = pos.total_seeds();
        if total > MAX_SEEDS {
            return Err(PositionError::TooManySeeds { total, max: MAX_SEEDS });
        }
        Ok(pos)
    }

    /// Reads the text form (docs/NOTATION.md), e.g.
    /// `S=[4,4,4,4,4,4] N=[4,4,4,4,4,4] SS=0 NS=0, S to move`.
    ///
    /// # Errors
    /// [`PositionError::Syntax`] with the column of the first thing that cannot be read.
    pub fn parse(text: &str) -> Result<Setup, PositionError> {
        TextParser::new(text).parse()
    }

    /// The canonical text form. `Setup::parse` of it gives back an equal setup.
    ///
    /// # Errors
    /// A setup the text form cannot write as itself (from JSON or code): pits that do not fill its
    /// board ([`PositionError::WrongPitCount`]), or a blocked pit that is not on it.
    pub fn to_text(&self) -> Result<String, PositionError> {
        let count = self.layout.pit_count();
        if self.pits.len() != count {
            return Err(PositionError::WrongPitCount { row: "pits".into(), expected: count, found: self.pits.len() });
        }
        if let Some(b) = self.blocked.filter(|&b| usize::from(b) >= count) {
            return Err(PositionError::Inconsistent {
                rule: "KSW-21",
                reason: Inconsistency::BlockedOffBoard { index: b },
            });
        }
        Ok(self.write_text())
    }

    /// The text form of a setup whose pits fill its board and whose blocked pit is on it.
    fn write_text(&self) -> String {
        let mut out = String::new();
        let layout = self.layout;
        let per = layout.pits_per_side();
        let list = |v: &[u8]| {
            let items: Vec<String> = v.iter().map(u8::to_string).collect();
            format!("[{}]", items.join(","))
        };
        for side in Side::BOTH {
            let half = &self.pits.get(side.index() * per..side.index() * per + per).unwrap_or(&[]);
            match layout.rows {
                Rows::Two => {
                    let _ = write!(out, "{side}={} ", list(half));
                }
                Rows::Four => {
                    let n = layout.columns as usize;
                    let outer = &half[..n.min(half.len())];
                    let inner: Vec<u8> = half.get(n..).unwrap_or(&[]).iter().rev().copied().collect();
                    let _ = write!(out, "{side}.I={} {side}.O={} ", list(&inner), list(outer));
                }
            }
        }
        let _ = write!(out, "SS={} NS={}", self.stores[0], self.stores[1]);
        if layout.rows == Rows::Four || self.reserves != [0, 0] {
            let _ = write!(out, " S.res={} N.res={}", self.reserves[0], self.reserves[1]);
        }
        if self.off != 0 {
            let _ = write!(out, " off={}", self.off);
        }
        if let Some(owners) = &self.owners {
            let s: String = owners.iter().map(|s| s.letter()).collect();
            let _ = write!(out, " own={s}");
        }
        for side in Side::BOTH {
            if self.house_destroyed[side.index()] {
                let _ = write!(out, " {side}.house=destroyed");
            }
        }
        if self.moves_made != [0, 0] {
            let _ = write!(out, " moves={},{}", self.moves_made[0], self.moves_made[1]);
        }
        if self.capturing_moves != [0, 0] {
            let _ = write!(out, " capturing={},{}", self.capturing_moves[0], self.capturing_moves[1]);
        }
        if self.round != 1 {
            let _ = write!(out, " round={}", self.round);
        }
        if self.starter != Side::South {
            let _ = write!(out, " starter={}", self.starter);
        }
        if let Some(b) = self.blocked {
            let _ = write!(out, " blocked={}", layout.pit_name(usize::from(b)));
        }
        if let Some(o) = self.outcome {
            let who = o.winner.map_or("draw".to_string(), |s| s.to_string());
            let _ = write!(out, " result={who}:{}", o.reason.token());
        }
        let _ = write!(out, ", {} to move", self.to_move);
        out
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A position's setup always fills its board.
        f.write_str(&self.to_setup().write_text())
    }
}

struct TextParser<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> TextParser<'a> {
    fn new(text: &'a str) -> Self {
        TextParser { text, pos: 0 }
    }

    fn err<T>(&self, at: usize, message: impl Into<String>) -> Result<T, PositionError> {
        Err(PositionError::Syntax { column: self.text[..at].chars().count() + 1, message: message.into() })
    }

    fn skip_ws(&mut self) {
        while let Some(c) = self.text[self.pos..].chars().next().filter(|c| c.is_whitespace()) {
            self.pos += c.len_utf8();
        }
    }

    fn number(&mut self) -> Result<u32, PositionError> {
        let start = self.pos;
        let len = self.text[start..].chars().take_while(char::is_ascii_digit).count();
        if len == 0 {
            return self.err(start, "expected a number");
        }
        self.pos += len;
        // The largest number of the form is a move counter or a round (`u16`).
        match self.text[start..self.pos].parse::<u32>() {
            Ok(n) if u16::try_from(n).is_ok() => Ok(n),
            _ => self.err(start, "number too large"),
        }
    }

    fn byte(&mut self, what: &str) -> Result<u8, PositionError> {
        let start = self.pos;
        let n = self.number()?;
        u8::try_from(n).or_else(|_| self.err(start, format!("{what} holds {n} seeds; at most {MAX_SEEDS} are allowed")))
    }

    fn list(&mut self, key: &str) -> Result<Vec<u8>, PositionError> {
        if !self.text[self.pos..].starts_with('[') {
            return self.err(self.pos, format!("expected `[` after `{key}=`"));
        }
        self.pos += 1;
        let mut items = Vec::new();
        loop {
            self.skip_ws();
            if self.text[self.pos..].starts_with(']') && items.is_empty() {
                self.pos += 1;
                return Ok(items);
            }
            items.push(self.byte(&format!("a pit of {key}"))?);
            self.skip_ws();
            match self.text[self.pos..].chars().next() {
                Some(',') => self.pos += 1,
                Some(']') => {
                    self.pos += 1;
                    return Ok(items);
                }
                _ => return self.err(self.pos, format!("expected `,` or `]` in `{key}`")),
            }
        }
    }

    fn pair(&mut self) -> Result<[u16; 2], PositionError> {
        let start = self.pos;
        let a = self.number()?;
        if !self.text[self.pos..].starts_with(',') {
            return self.err(self.pos, "expected `,` between the South and North counts");
        }
        self.pos += 1;
        let b = self.number()?;
        match (u16::try_from(a), u16::try_from(b)) {
            (Ok(a), Ok(b)) => Ok([a, b]),
            _ => self.err(start, "count too large"),
        }
    }

    #[allow(clippy::too_many_lines)]
    fn parse(mut self) -> Result<Setup, PositionError> {
        let mut two: [Option<Vec<u8>>; 2] = [None, None];
        let mut inner: [Option<Vec<u8>>; 2] = [None, None];
        let mut outer: [Option<Vec<u8>>; 2] = [None, None];
        let mut setup = Setup {
            layout: Layout::two_row(6),
            pits: Vec::new(),
            stores: [0; 2],
            reserves: [0; 2],
            off: 0,
            to_move: Side::South,
            owners: None,
            house_destroyed: [false; 2],
            moves_made: [0; 2],
            capturing_moves: [0; 2],
            round: 1,
            starter: Side::South,
            outcome: None,
            blocked: None,
        };
        let mut blocked_text: Option<(usize, String)> = None;
        let mut owners_text: Option<(usize, String)> = None;
        let mut to_move = None;
        // The keys read so far (at most the ~20 keys of the form: unknown keys stop the reading).
        let mut seen: Vec<String> = Vec::new();
        loop {
            self.skip_ws();
            if self.pos >= self.text.len() {
                break;
            }
            if self.text[self.pos..].starts_with(',') {
                self.pos += 1;
                self.skip_ws();
                let start = self.pos;
                let rest = self.text[self.pos..].trim_end();
                let side = rest.chars().next().and_then(Side::from_letter);
                match (side, rest.get(1..)) {
                    (Some(side), Some(tail)) if tail.trim() == "to move" => {
                        to_move = Some(side);
                        self.pos = self.text.len();
                        break;
                    }
                    _ => return self.err(start, "expected `S to move` or `N to move` after the comma"),
                }
            }
            let key_start = self.pos;
            let Some(eq) = self.text[self.pos..].find('=') else {
                return self.err(key_start, "expected `key=value`");
            };
            let key = self.text[self.pos..self.pos + eq].to_string();
            if seen.contains(&key) {
                return Err(PositionError::RepeatedKey { key, column: self.text[..key_start].chars().count() + 1 });
            }
            seen.push(key.clone());
            self.pos += eq + 1;
            match key.as_str() {
                "S" | "N" => {
                    let s = usize::from(key == "N");
                    two[s] = Some(self.list(&key)?);
                }
                "S.I" | "N.I" | "S.O" | "N.O" => {
                    let s = usize::from(key.starts_with('N'));
                    let v = self.list(&key)?;
                    if key.ends_with('I') {
                        inner[s] = Some(v);
                    } else {
                        outer[s] = Some(v);
                    }
                }
                "SS" => setup.stores[0] = self.byte("SS")?,
                "NS" => setup.stores[1] = self.byte("NS")?,
                "S.res" => setup.reserves[0] = self.byte("S.res")?,
                "N.res" => setup.reserves[1] = self.byte("N.res")?,
                "off" => setup.off = self.byte("off")?,
                "own" => {
                    let start = self.pos;
                    let len: usize = self.text[start..]
                        .chars()
                        .take_while(|c| !c.is_whitespace() && *c != ',')
                        .map(char::len_utf8)
                        .sum();
                    self.pos += len;
                    owners_text = Some((start, self.text[start..self.pos].to_string()));
                }
                "S.house" | "N.house" => {
                    let start = self.pos;
                    if self.text[start..].starts_with("destroyed") {
                        self.pos += "destroyed".len();
                        setup.house_destroyed[usize::from(key.starts_with('N'))] = true;
                    } else {
                        return self.err(start, "expected `destroyed`");
                    }
                }
                "blocked" => {
                    let start = self.pos;
                    let len: usize = self.text[start..]
                        .chars()
                        .take_while(|c| !c.is_whitespace() && *c != ',')
                        .map(char::len_utf8)
                        .sum();
                    self.pos += len;
                    blocked_text = Some((start, self.text[start..self.pos].to_string()));
                }
                "moves" => setup.moves_made = self.pair()?,
                "capturing" => setup.capturing_moves = self.pair()?,
                "round" => {
                    let start = self.pos;
                    let n = self.number()?;
                    setup.round = u16::try_from(n).or_else(|_| self.err(start, "round too large"))?;
                }
                "starter" => {
                    let start = self.pos;
                    let side = self.text[start..].chars().next().and_then(Side::from_letter);
                    match side {
                        Some(side) => {
                            setup.starter = side;
                            self.pos += 1;
                        }
                        None => return self.err(start, "expected `starter=S` or `starter=N`"),
                    }
                }
                "result" => {
                    let start = self.pos;
                    let len: usize = self.text[start..]
                        .chars()
                        .take_while(|c| !c.is_whitespace() && *c != ',')
                        .map(char::len_utf8)
                        .sum();
                    self.pos += len;
                    let value = &self.text[start..self.pos];
                    let Some((who, reason)) = value.split_once(':') else {
                        return self.err(start, "expected `result=S:reason`, `N:reason` or `draw:reason`");
                    };
                    let winner = match who {
                        "S" => Some(Side::South),
                        "N" => Some(Side::North),
                        "draw" => None,
                        _ => return self.err(start, "the result must name S, N or draw"),
                    };
                    let Some(reason) = EndReason::from_token(reason) else {
                        return self.err(start + who.len() + 1, format!("unknown end reason `{reason}`"));
                    };
                    setup.outcome = Some(Outcome { winner, reason });
                }
                _ => return self.err(key_start, format!("unknown key `{key}`")),
            }
        }
        let Some(to_move) = to_move else {
            return self.err(self.text.len(), "missing `, S to move` or `, N to move` at the end");
        };
        setup.to_move = to_move;
        let any_two = two.iter().any(Option::is_some);
        let any_four = inner.iter().chain(&outer).any(Option::is_some);
        if any_two && any_four {
            return self.err(0, "mixes two-row (`S=`) and four-row (`S.I=`) keys");
        }
        if any_two {
            let [Some(s), Some(n)] = two else {
                return self.err(0, "a two-row position needs both `S=[…]` and `N=[…]`");
            };
            if s.len() > MAX_COLUMNS {
                return Err(PositionError::RowTooLong { row: "S".into(), found: s.len() });
            }
            if s.len() != n.len() {
                return Err(PositionError::WrongPitCount { row: "N".into(), expected: s.len(), found: n.len() });
            }
            setup.layout = Layout::two_row(u8::try_from(s.len()).unwrap_or(u8::MAX));
            setup.pits = s.into_iter().chain(n).collect();
        } else if any_four {
            let [Some(si), Some(ni)] = inner else {
                return self.err(0, "a four-row position needs `S.I=`, `S.O=`, `N.I=` and `N.O=`");
            };
            let [Some(so), Some(no)] = outer else {
                return self.err(0, "a four-row position needs `S.I=`, `S.O=`, `N.I=` and `N.O=`");
            };
            let n = si.len();
            if n > MAX_COLUMNS {
                return Err(PositionError::RowTooLong { row: "S.I".into(), found: n });
            }
            for (row, v) in [("S.O", &so), ("N.I", &ni), ("N.O", &no)] {
                if v.len() != n {
                    return Err(PositionError::WrongPitCount { row: row.into(), expected: n, found: v.len() });
                }
            }
            setup.layout = Layout::four_row(u8::try_from(n).unwrap_or(u8::MAX));
            let mut pits = Vec::with_capacity(4 * n);
            for (o, i) in [(&so, &si), (&no, &ni)] {
                pits.extend_from_slice(o);
                pits.extend(i.iter().rev());
            }
            setup.pits = pits;
        } else {
            return self.err(0, "no pits: expected `S=[…] N=[…]` or `S.I=[…] S.O=[…] N.I=[…] N.O=[…]`");
        }
        if let Some((start, text)) = blocked_text {
            match setup.layout.parse_pit(&text).and_then(|p| u8::try_from(p).ok()) {
                Some(p) => setup.blocked = Some(p),
                None => return self.err(start, format!("`{text}` is not a pit of this board")),
            }
        }
        if let Some((start, text)) = owners_text {
            let mut owners = Vec::new();
            for (i, c) in text.char_indices() {
                match Side::from_letter(c) {
                    Some(s) => owners.push(s),
                    None => return self.err(start + i, "`own=` takes one S or N per pit"),
                }
            }
            setup.owners = Some(owners);
        }
        Ok(setup)
    }
}

/// A pit's label for error messages and the text form (`S3`, `N.I5`).
#[must_use]
pub fn place_name(layout: Layout, pit: usize) -> String {
    layout.pit_name(pit)
}
