//! Positions: an unvalidated [`Setup`] (what text, JSON or a user gives us) and a validated
//! [`Position`] (what the rules play on). The text form's reader and writer are in `text.rs`,
//! what can be wrong with a position in `error.rs`.

mod error;
mod text;

pub use error::{Inconsistency, Part, PositionError, Syntax};

use crate::layout::{Layout, Rows, Side, MAX_PITS};
use serde::{Deserialize, Serialize};

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
}
