//! The game record format of the mancala tutor: a small text format for a mancala game or
//! position, like PGN for chess or SGF for go (docs/RECORD.md).
//!
//! ```text
//! [Variant "kalah"]
//! [Title "A short game"]
//!
//! {uk: Коментар до партії} 1. S2 S5 {ru: Комментарий} (1... N1 2. N3) 2. N0
//! ```
//!
//! * [`parse`] reads a record and reports the first syntax error with its line and column
//!   ([`RecordError`]); it never panics, whatever the input.
//! * [`Record::to_text`] writes the canonical form; `parse(&r.to_text()) == Ok(r)` for every record
//!   that keeps the invariants listed on [`Record`] (every record that [`parse`] or
//!   [`Record::from_game`] gives keeps them).
//! * [`Record::replay`] checks a record against the rules engine: the variant and its options, the
//!   start position, every move of the main line and of every variation. It gives the positions,
//!   step logs and comments of every ply ([`ReplayedGame`]).
//!
//! The crate knows nothing of the web and does no I/O: it reads and writes strings.

mod parse;
mod replay;
mod write;

pub use parse::{move_number, parse, Limit, RecordError, RecordErrorKind, TagPart, MAX_DEPTH};
pub use replay::{Ply, ReplayError, ReplayErrorKind, ReplayedGame, ReplayedLine};

use mancala_engine::{Game, Move, Position, Variant};
use std::fmt;

/// Where something was read in the record text: 1-based line and column (in characters).
/// `line == 0` means "not read from text" (a record built in code).
///
/// Locations are bookkeeping, not content: any two `Loc`s compare equal, so records compare by
/// what they say, not by where it was written.
#[derive(Clone, Copy, Debug, Default)]
pub struct Loc {
    pub line: usize,
    pub column: usize,
}

impl PartialEq for Loc {
    fn eq(&self, _: &Loc) -> bool {
        true
    }
}

impl Eq for Loc {}

impl Loc {
    /// Whether the location comes from a parsed text.
    #[must_use]
    pub fn is_known(self) -> bool {
        self.line > 0
    }
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// The language of a comment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// Ukrainian, written `{uk: …}`.
    Uk,
    /// Russian, written `{ru: …}`.
    Ru,
}

impl Lang {
    /// `uk` or `ru`.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Lang::Uk => "uk",
            Lang::Ru => "ru",
        }
    }
}

/// A comment: plain text (never markup), optionally marked as Ukrainian or Russian.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comment {
    pub lang: Option<Lang>,
    pub text: String,
}

impl Comment {
    #[must_use]
    pub fn new(lang: Option<Lang>, text: impl Into<String>) -> Comment {
        Comment { lang, text: text.into() }
    }
}

/// One move of a line, with the comments after it and the variations that replace it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The move token as written (docs/NOTATION.md §4), e.g. `S2`, `S.I5/cw`, `+S.I6/hS.I1`.
    pub mv: String,
    pub comments: Vec<Comment>,
    /// Alternative lines: each starts from the position before this move, instead of it.
    pub variations: Vec<Line>,
    /// Where the move token was read.
    pub at: Loc,
}

impl Node {
    #[must_use]
    pub fn new(mv: impl Into<String>) -> Node {
        Node { mv: mv.into(), comments: Vec::new(), variations: Vec::new(), at: Loc::default() }
    }
}

/// A sequence of moves: the main line of a game or a variation.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Line {
    /// Comments before the first move (for the main line: the comment on the whole game).
    pub comments: Vec<Comment>,
    pub nodes: Vec<Node>,
}

/// Where the `Variant`, `Option` and `Start` tags were read (for replay errors). Like [`Loc`],
/// it is ignored by equality.
#[derive(Clone, Debug, Default)]
pub struct TagLocs {
    pub variant: Loc,
    /// One per option, in order.
    pub options: Vec<Loc>,
    /// Where the `Start` tag was read.
    pub start: Loc,
    /// Where the value of the `Start` tag begins (just after its opening quote).
    pub start_value: Loc,
}

impl PartialEq for TagLocs {
    fn eq(&self, _: &TagLocs) -> bool {
        true
    }
}

impl Eq for TagLocs {}

/// The tags a record may carry besides `Variant`, `Option` and `Start`. Names starting with `X-`
/// are also accepted (for the site's own use).
pub const KNOWN_TAGS: &[&str] =
    &["Title", "Event", "Site", "Date", "South", "North", "Result", "Author", "Annotator", "Source"];

/// A game record: the variant with its options, an optional start position, free tags, and the
/// main line with its comments and variations.
///
/// Invariants (kept by [`parse`] and [`Record::from_game`]; [`Record::to_text`] relies on them):
/// * every move token satisfies [`is_move_token`];
/// * every variation has at least one move, and variations nest at most [`MAX_DEPTH`] deep;
/// * option keys contain no `=`, and option keys and values have no leading or trailing
///   whitespace;
/// * tag names are `Title`, `Event`, … ([`KNOWN_TAGS`]) or start with `X-` followed by letters,
///   digits, `-` or `_`; each appears at most once.
///
/// Comment texts and tag values may hold any text (the writer escapes what needs escaping).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Record {
    /// The variant id, e.g. `kalah`, `oware`, `kiswahili`.
    pub variant: String,
    /// `(key, value)` pairs, in order, e.g. `("oware.grand_slam", "forbidden")`.
    pub options: Vec<(String, String)>,
    /// The start position in the text form (docs/NOTATION.md §2); `None`: the variant's start.
    pub start: Option<String>,
    /// Other tags `(name, value)` in the order written, e.g. `("Title", "…")`.
    pub tags: Vec<(String, String)>,
    pub mainline: Line,
    /// Where the tags were read.
    pub locs: TagLocs,
}

impl Record {
    /// An empty record of a variant.
    #[must_use]
    pub fn new(variant: impl Into<String>) -> Record {
        Record { variant: variant.into(), ..Record::default() }
    }

    /// The value of a tag (`Title`, `South`, …), if present.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// The record of a game played on the site: the variant with the options that differ from
    /// their defaults, the start position when it is not the variant's, and the moves as tokens.
    #[must_use]
    pub fn from_game(variant: &Variant, start: &Position, moves: &[Move]) -> Record {
        let options = variant
            .changed_options()
            .into_iter()
            .map(|kv| match kv.split_once('=') {
                Some((k, v)) => (k.trim().to_string(), v.trim().to_string()),
                None => (kv, String::new()),
            })
            .collect();
        let start_text = (*start != variant.start_position()).then(|| start.to_string());
        let layout = variant.layout();
        Record {
            variant: variant.id().to_string(),
            options,
            start: start_text,
            tags: Vec::new(),
            mainline: Line { comments: Vec::new(), nodes: moves.iter().map(|m| Node::new(m.token(layout))).collect() },
            locs: TagLocs::default(),
        }
    }

    /// [`Record::from_game`] of a [`Game`] in progress.
    #[must_use]
    pub fn from_engine_game(game: &Game) -> Record {
        Record::from_game(game.variant(), game.start(), game.moves())
    }
}

/// Whether `s` can be written as a move token in a record: one or more of the characters
/// `A-Z a-z 0-9 . / + - _`, not starting with `.` and not starting with digits followed by `.`
/// (that would read as a move number).
#[must_use]
pub fn is_move_token(s: &str) -> bool {
    let Some(first) = s.chars().next() else {
        return false;
    };
    if first == '.' || !s.chars().all(parse::is_token_char) {
        return false;
    }
    let after_digits = s.trim_start_matches(|c: char| c.is_ascii_digit());
    !(after_digits.len() < s.len() && after_digits.starts_with('.'))
}
