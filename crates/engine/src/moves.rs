//! Moves: a sequence of actions (the pit, then every choice made inside the turn).
//!
//! In the two-row games a move is one action, the pit. In the four-row games a turn may hold
//! several decisions (direction, head, stop or continue, extra pits); each is one more action, in
//! the order the player meets them. So "what can I choose now?" is the set of next actions of the
//! legal moves that start with what has been chosen so far ([`crate::Variant::choices`]).

use crate::layout::{Direction, Layout, Side};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use std::fmt;

/// One decision of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "action", content = "pit")]
pub enum Action {
    /// Lift the seeds of this pit and sow them.
    Sow(u8),
    /// Plant a reserve seed into this pit (Bao planting phase).
    Plant(u8),
    /// Sow in this direction.
    #[serde(rename = "dir")]
    Dir(DirectionChoice),
    /// Continue from this head (one of the mover's two inner end pits).
    Head(u8),
    /// Safari and similar: go on sowing (`true`) or stop here (`false`).
    Continue(bool),
    /// Also take the seeds of this pit (Moruba extra pits).
    Take(u8),
    /// No more extra pits (Moruba), or nothing to sow (Nam-Nam pass).
    Pass,
}

/// A direction as a move token (`Direction` with an ordering for move lists).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DirectionChoice {
    Ccw,
    Cw,
}

impl From<DirectionChoice> for Direction {
    fn from(d: DirectionChoice) -> Direction {
        match d {
            DirectionChoice::Ccw => Direction::Ccw,
            DirectionChoice::Cw => Direction::Cw,
        }
    }
}

impl From<Direction> for DirectionChoice {
    fn from(d: Direction) -> DirectionChoice {
        match d {
            Direction::Ccw => DirectionChoice::Ccw,
            Direction::Cw => DirectionChoice::Cw,
        }
    }
}

/// A whole move: the actions of one turn, in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Move(pub SmallVec<[Action; 4]>);

impl Move {
    /// The move of a sowing game: lift this pit and sow.
    #[must_use]
    #[inline]
    pub fn sow(pit: usize) -> Move {
        // Built whole (no push): legal-move lists are made of these in every playout step.
        let buf = [Action::Sow(pit as u8), Action::Pass, Action::Pass, Action::Pass];
        Move(SmallVec::from_buf_and_len(buf, 1))
    }

    #[must_use]
    pub fn from_actions(actions: &[Action]) -> Move {
        Move(SmallVec::from_slice(actions))
    }

    #[must_use]
    pub fn actions(&self) -> &[Action] {
        &self.0
    }

    /// This move with one more action.
    #[must_use]
    pub fn then(mut self, action: Action) -> Move {
        self.0.push(action);
        self
    }

    /// The pit the move starts from (sown or planted), if any.
    #[must_use]
    pub fn start_pit(&self) -> Option<usize> {
        match self.0.first()? {
            Action::Sow(p) | Action::Plant(p) => Some(usize::from(*p)),
            _ => None,
        }
    }

    /// The move token (docs/NOTATION.md): actions joined by `/`, e.g. `S2`, `S.I5/cw`,
    /// `+S.I6/hS.I1`, `S.I5/ccw/go`, `S.I3/xN.O2/pass`.
    #[must_use]
    pub fn token(&self, layout: Layout) -> String {
        let parts: Vec<String> = self.0.iter().map(|a| action_token(*a, layout)).collect();
        parts.join("/")
    }

    /// Reads a move token. Pit names may leave out the side (`I5`, `3`): they then mean a pit of
    /// `mover`.
    ///
    /// # Errors
    /// [`MoveParseError`] naming the part that cannot be read.
    pub fn parse(token: &str, layout: Layout, mover: Side) -> Result<Move, MoveParseError> {
        let token = token.trim();
        if token.is_empty() {
            return Err(MoveParseError { token: token.into(), part: String::new(), reason: MoveParseReason::Empty });
        }
        let mut actions = SmallVec::new();
        for part in token.split('/') {
            actions.push(parse_action(part, layout, mover).ok_or_else(|| MoveParseError {
                token: token.into(),
                part: part.into(),
                reason: MoveParseReason::NotAnAction,
            })?);
        }
        Ok(Move(actions))
    }
}

fn action_token(a: Action, layout: Layout) -> String {
    let name = |p: u8| layout.pit_name(usize::from(p));
    match a {
        Action::Sow(p) => name(p),
        Action::Plant(p) => format!("+{}", name(p)),
        Action::Dir(d) => Direction::from(d).token().into(),
        Action::Head(p) => format!("h{}", name(p)),
        Action::Continue(true) => "go".into(),
        Action::Continue(false) => "stop".into(),
        Action::Take(p) => format!("x{}", name(p)),
        Action::Pass => "pass".into(),
    }
}

fn parse_pit(text: &str, layout: Layout, mover: Side) -> Option<u8> {
    let full = if text.starts_with(['S', 'N', 's', 'n']) {
        text.to_string()
    } else {
        match layout.rows {
            crate::layout::Rows::Two => format!("{mover}{text}"),
            crate::layout::Rows::Four => format!("{mover}.{text}"),
        }
    };
    layout.parse_pit(&full).map(|p| p as u8)
}

fn parse_action(part: &str, layout: Layout, mover: Side) -> Option<Action> {
    let lower = part.to_ascii_lowercase();
    match lower.as_str() {
        "cw" => return Some(Action::Dir(DirectionChoice::Cw)),
        "ccw" => return Some(Action::Dir(DirectionChoice::Ccw)),
        "go" => return Some(Action::Continue(true)),
        "stop" => return Some(Action::Continue(false)),
        "pass" => return Some(Action::Pass),
        _ => {}
    }
    if let Some(rest) = part.strip_prefix('+') {
        return parse_pit(rest, layout, mover).map(Action::Plant);
    }
    if let Some(rest) = part.strip_prefix(['x', 'X']) {
        return parse_pit(rest, layout, mover).map(Action::Take);
    }
    if let Some(rest) = part.strip_prefix(['h', 'H']) {
        return parse_pit(rest, layout, mover).map(Action::Head);
    }
    parse_pit(part, layout, mover).map(Action::Sow)
}

/// A move token that cannot be read: the token, the part of it (between `/`) that cannot be
/// read, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveParseError {
    pub token: String,
    pub part: String,
    pub reason: MoveParseReason,
}

/// Why a move token cannot be read ([`MoveParseError`]). No prose: crates/text and the CLI's
/// `Display` (English, with the feature `descriptions`) say it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveParseReason {
    /// The token is empty (or only spaces).
    Empty,
    /// A part is neither a pit of this board (`S3`, `N.I5`) nor an action (`+PIT`, `hPIT`,
    /// `xPIT`, `cw`, `ccw`, `go`, `stop`, `pass`).
    NotAnAction,
}

/// In English with the feature `descriptions` (the CLI's, the tests'): the forms a part may take.
/// The web builds, which say it in the user's language (`mancala_text::move_parse_error`), carry
/// only a few words for a developer's message (the content checker's, a broken lesson's).
impl fmt::Display for MoveParseReason {
    #[cfg(not(feature = "descriptions"))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MoveParseReason::Empty => "empty",
            MoveParseReason::NotAnAction => "not a pit or a choice",
        })
    }

    #[cfg(feature = "descriptions")]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MoveParseReason::Empty => "empty move",
            MoveParseReason::NotAnAction => "expected a pit (S3, N.I5), +PIT, hPIT, xPIT, cw, ccw, go, stop or pass",
        })
    }
}

impl fmt::Display for MoveParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.part.is_empty() || self.part == self.token {
            write!(f, "cannot read move `{}`: {}", self.token, self.reason)
        } else {
            write!(f, "cannot read `{}` in move `{}`: {}", self.part, self.token, self.reason)
        }
    }
}

impl std::error::Error for MoveParseError {}

/// Why a move is not legal. The rejected move is handed back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    pub mv: Move,
    pub reason: IllegalReason,
}

/// The reason a move is illegal, with the rule that forbids it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// The game is over.
    GameOver,
    /// The move does not start with a pit of the mover (or planting where none is allowed).
    NotYourPit { pit: u8 },
    /// The pit is empty.
    EmptyPit { pit: u8 },
    /// A rule of the variant forbids this move here; `rule` says which.
    Forbidden { rule: &'static str, why: Forbidden },
    /// The move stops before a decision it needs: `expected` is what comes next.
    Incomplete { expected: Expected },
    /// The move has an action the variant does not expect at that point.
    UnexpectedAction { index: usize },
}

/// The decision a move stops before ([`IllegalReason::Incomplete`]), for messages (crates/text
/// has a sentence for each: `illegal-incomplete-…`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A pit to sow from.
    Pit,
    /// A pit to plant a seed into (KSW-8, KIM-6).
    PlantPit,
    /// A direction, `cw` or `ccw`.
    Direction,
    /// A head to sow the captured seeds from (KSW-11).
    Head,
    /// Stop at the house or sow on (KSW-19, KS-5).
    StopOrGo,
    /// The pit of the other player's first sowing (Omweso's and Choro's opening).
    OtherSowing,
    /// Another pit to take from, or `pass` (MOR-1, OMW-8).
    TakeOrPass,
    /// Another pit to take from (MOR-1 with `extra_compulsory`).
    Take,
    /// Take the four (`xPIT`) or leave it (`go`) (A18).
    TakeOrLeave,
    /// Another pit of the set-up, or `pass` to end it (OMW-2).
    SetupPitOrPass,
    /// Another pit of the opponent's row for the new round's set-up (NAM-8).
    SetupPit,
    /// Another action.
    Other,
}

/// In English with the feature `descriptions` (the CLI's); the web builds, which say it in the
/// user's language (crates/text), carry none of these words.
impl fmt::Display for Expected {
    #[cfg(not(feature = "descriptions"))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("one more choice")
    }

    #[cfg(feature = "descriptions")]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expected::Pit => "a pit to sow",
            Expected::PlantPit => "a pit to plant into",
            Expected::Direction => "a direction (cw or ccw)",
            Expected::Head => "a head to sow the captured seeds from",
            Expected::StopOrGo => "stop or go",
            Expected::OtherSowing => "the pit of the other player's first sowing",
            Expected::TakeOrPass => "another pit to take from, or pass",
            Expected::Take => "another pit to take from",
            Expected::TakeOrLeave => "take the four (xPIT) or leave it (go)",
            Expected::SetupPitOrPass => "another outer pit or pass (end of the set-up)",
            Expected::SetupPit => "another pit on the opponent's row",
            Expected::Other => "another action",
        })
    }
}

/// What a rule forbids (each variant maps its restrictions onto these for messages).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Forbidden {
    /// The opponent has no seeds and this move does not give him any (OW-10).
    MustFeed,
    /// It would take every opponent seed (OW-9 `forbidden`).
    GrandSlam,
    /// Singletons may not be sown here (HUS-3, KSW-15, BKL-3, KIA-4).
    Singleton,
    /// A capture is available and capturing is compulsory (KSW-7, KUJ).
    MustCapture,
    /// A higher-priority kind of move is available (KSW-16).
    Priority,
    /// The move never ends (ENG-LOOP).
    Endless,
    /// The pit is blocked (KSW-21).
    Blocked,
    /// Planting here is not allowed (KSW-8, KSW-18, KSW-22, KIM-6).
    PlantTarget,
    /// The chosen direction is not allowed here.
    Direction,
    /// Any other restriction of the variant's rules.
    Other,
}

/// In English with the feature `descriptions` (the CLI's, the tests'); the web builds, which say
/// it in the user's language (`mancala_text::illegal_move`), carry none of these sentences.
impl fmt::Display for IllegalMove {
    #[cfg(not(feature = "descriptions"))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("illegal move")
    }

    #[cfg(feature = "descriptions")]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.reason {
            IllegalReason::GameOver => write!(f, "the game is over"),
            IllegalReason::NotYourPit { pit } => {
                write!(f, "pit #{pit} is not one the mover may play")
            }
            IllegalReason::EmptyPit { pit } => write!(f, "pit #{pit} is empty"),
            IllegalReason::Forbidden { rule, why } => write!(f, "forbidden by {rule}: {why:?}"),
            IllegalReason::Incomplete { expected } => {
                write!(f, "the move needs one more choice: {expected}")
            }
            IllegalReason::UnexpectedAction { index } => {
                write!(f, "action {} of the move is not expected there", index + 1)
            }
        }
    }
}

impl std::error::Error for IllegalMove {}
