//! The record parser: a hand-written scanner over characters that tracks line and column, with an
//! explicit stack for variations (no recursion, so no input can overflow the stack).

use crate::{Comment, Lang, Line, Loc, Node, Record, KNOWN_TAGS};
use std::collections::BTreeSet;
use std::fmt;

/// The deepest nesting of variations a record may have (a variation inside a variation inside …).
pub const MAX_DEPTH: usize = 32;

/// What a record may hold at most. Every limit is far above what a real game or lesson needs
/// (a long annotated game has a few hundred plies and a few kilobytes of comments), and keeps
/// what a reader does with a record (parse, replay, show) small: a hostile record is refused
/// at once, with the limit it passed ([`RecordErrorKind::TooMuch`]), instead of freezing the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Limit {
    /// The whole text, in bytes (UTF-8): reported at the first character past the limit.
    Size,
    /// Tags, `Option` tags included: reported at the `[` of the first tag past the limit.
    Tags,
    /// The characters of a tag's name: reported at the name.
    TagName,
    /// The characters of a tag's value: reported where the value begins.
    TagValue,
    /// Comments in the whole record: reported at the `{` of the first comment past the limit.
    Comments,
    /// The characters of one comment: reported at its `{`.
    CommentLength,
    /// Moves in the whole record, main line and variations: reported at the first move past it.
    Plies,
    /// The characters of one move token: reported at the token.
    TokenLength,
}

impl Limit {
    /// Every limit, in the order above.
    pub const ALL: [Limit; 8] = [
        Limit::Size,
        Limit::Tags,
        Limit::TagName,
        Limit::TagValue,
        Limit::Comments,
        Limit::CommentLength,
        Limit::Plies,
        Limit::TokenLength,
    ];

    /// The largest amount allowed.
    #[must_use]
    pub const fn max(self) -> usize {
        match self {
            Limit::Size => 1 << 20,
            Limit::Tags => 100,
            Limit::TagName => 64,
            Limit::TagValue => 4096,
            Limit::Comments => 10_000,
            Limit::CommentLength => 10_000,
            Limit::Plies => 10_000,
            Limit::TokenLength => 256,
        }
    }
}

/// A record text that cannot be read: what is wrong and where (1-based line and column, columns
/// counted in characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub line: usize,
    pub column: usize,
    pub kind: RecordErrorKind,
}

/// The part of a `[Name "value"]` tag that a badly written tag lacks where it is reported
/// ([`RecordErrorKind::BadTag`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TagPart {
    /// The tag's name, right after the `[`.
    Name,
    /// The value in double quotes, after the name.
    QuotedValue,
    /// The closing `]`, after the value.
    Close,
}

impl TagPart {
    /// Every part, in the order of a tag.
    pub const ALL: [TagPart; 3] = [TagPart::Name, TagPart::QuotedValue, TagPart::Close];
}

impl fmt::Display for TagPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TagPart::Name => "a tag name",
            TagPart::QuotedValue => "a value in double quotes",
            TagPart::Close => "`]` after the value",
        })
    }
}

/// What is wrong with a record text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// A `{` without its closing `}` (reported at the `{`).
    UnterminatedComment,
    /// A `[` tag without its closing `"` or `]` (reported at the `[`).
    UnterminatedTag,
    /// A `(` without its closing `)` (reported at the `(`).
    UnterminatedVariation,
    /// A `)` that closes nothing.
    UnmatchedClose,
    /// A tag that is not `Variant`, `Option`, `Start`, one of [`KNOWN_TAGS`] or `X-…`.
    UnknownTag { name: String },
    /// A tag given twice (only `Option` may repeat).
    DuplicateTag { name: String },
    /// A tag written wrongly; `expected` is the part of the tag that should come at this place.
    BadTag { expected: TagPart },
    /// A tag after the first move or comment.
    TagAfterMoves,
    /// The record has no `[Variant "…"]` tag.
    MissingVariant,
    /// An `[Option "…"]` whose value is not `key=value`.
    BadOption { value: String },
    /// A move number that does not fit its place: `expected` is what fits (`3.` or `3...`).
    BadMoveNumber { found: String, expected: String },
    /// A move number not followed by a move.
    NumberWithoutMove,
    /// A variation `(` before any move of its line (a variation replaces the move before it).
    VariationWithoutMove,
    /// A variation `()` without any move.
    EmptyVariation,
    /// Variations nested deeper than [`MAX_DEPTH`].
    TooDeep,
    /// The record holds more than a [`Limit`] allows ([`Limit::max`]).
    TooMuch { limit: Limit },
    /// A character that cannot start anything here.
    UnexpectedChar { ch: char },
}

impl fmt::Display for RecordErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordErrorKind::UnterminatedComment => {
                write!(
                    f,
                    "unterminated comment: this `{{` has no closing `}}` (write `\\}}` for a `}}` inside a comment)"
                )
            }
            RecordErrorKind::UnterminatedTag => {
                write!(f, "unterminated tag: this `[` has no closing `\"` and `]`")
            }
            RecordErrorKind::UnterminatedVariation => {
                write!(f, "unterminated variation: this `(` has no closing `)`")
            }
            RecordErrorKind::UnmatchedClose => write!(f, "this `)` closes no variation"),
            RecordErrorKind::UnknownTag { name } => write!(
                f,
                "unknown tag `{name}`; known tags: Variant, Option, Start, {}, or X-… for your own",
                KNOWN_TAGS.join(", ")
            ),
            RecordErrorKind::DuplicateTag { name } => {
                write!(f, "the tag `{name}` is given twice (only `Option` may repeat)")
            }
            RecordErrorKind::BadTag { expected } => {
                write!(f, "bad tag: expected {expected} (tags look like `[Title \"…\"]`)")
            }
            RecordErrorKind::TagAfterMoves => {
                write!(f, "a tag after the moves: tags must all come first")
            }
            RecordErrorKind::MissingVariant => {
                write!(f, "the record has no `[Variant \"…\"]` tag")
            }
            RecordErrorKind::BadOption { value } => {
                write!(f, "bad option `{value}`: expected `[Option \"key=value\"]`")
            }
            RecordErrorKind::BadMoveNumber { found, expected } => {
                write!(f, "bad move number `{found}`: the move here is `{expected}`")
            }
            RecordErrorKind::NumberWithoutMove => {
                write!(f, "a move number must be followed by its move")
            }
            RecordErrorKind::VariationWithoutMove => {
                write!(f, "a variation `(` must follow the move it replaces")
            }
            RecordErrorKind::EmptyVariation => write!(f, "a variation `()` without any move"),
            RecordErrorKind::TooDeep => {
                write!(f, "variations are nested more than {MAX_DEPTH} deep")
            }
            RecordErrorKind::TooMuch { limit } => {
                let max = limit.max();
                match limit {
                    Limit::Size => write!(f, "the record is longer than {max} bytes"),
                    Limit::Tags => write!(f, "the record has more than {max} tags"),
                    Limit::TagName => write!(f, "this tag name is longer than {max} characters"),
                    Limit::TagValue => write!(f, "this tag value is longer than {max} characters"),
                    Limit::Comments => write!(f, "the record has more than {max} comments"),
                    Limit::CommentLength => write!(f, "this comment is longer than {max} characters"),
                    Limit::Plies => write!(f, "the record has more than {max} moves (main line and variations)"),
                    Limit::TokenLength => write!(f, "this move is longer than {max} characters"),
                }?;
                write!(f, ", more than a record may hold")
            }
            RecordErrorKind::UnexpectedChar { ch } => {
                write!(f, "unexpected character `{}`", ch.escape_debug())
            }
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.kind)
    }
}

impl std::error::Error for RecordError {}

/// Whitespace between the parts of a record (including a byte-order mark).
pub(crate) fn is_space(c: char) -> bool {
    c.is_whitespace() || c == '\u{feff}'
}

/// The characters of a move token.
pub(crate) fn is_token_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '.' | '/' | '+' | '-' | '_')
}

fn is_tag_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '-' | '_')
}

/// Reads a record.
///
/// # Errors
/// The first thing that cannot be read, with its line and column.
pub fn parse(text: &str) -> Result<Record, RecordError> {
    if text.len() > Limit::Size.max() {
        return Err(err(loc_of_byte(text, Limit::Size.max()), RecordErrorKind::TooMuch { limit: Limit::Size }));
    }
    Parser::new(text).record()
}

/// The line and column of the character that holds byte `at` of `text` (or the end).
fn loc_of_byte(text: &str, at: usize) -> Loc {
    let mut loc = Loc { line: 1, column: 1 };
    for (i, c) in text.char_indices() {
        if i + c.len_utf8() > at {
            break;
        }
        if c == '\n' {
            loc = Loc { line: loc.line + 1, column: 1 };
        } else {
            loc.column += 1;
        }
    }
    loc
}

struct Parser {
    chars: Vec<char>,
    i: usize,
    line: usize,
    column: usize,
    /// Moves and comments read so far (for [`Limit::Plies`] and [`Limit::Comments`]).
    plies: usize,
    comments: usize,
}

/// One open line while reading the moves: the main line or a variation.
struct Frame {
    line: Line,
    /// Where its `(` was (the main line: unused).
    open: Loc,
    /// The ply (0-based, from the start of the record) of its first move.
    first_ply: usize,
    /// A move number read and not yet followed by its move.
    number: Option<Loc>,
}

fn err(at: Loc, kind: RecordErrorKind) -> RecordError {
    RecordError { line: at.line, column: at.column, kind }
}

impl Parser {
    fn new(text: &str) -> Parser {
        Parser { chars: text.chars().collect(), i: 0, line: 1, column: 1, plies: 0, comments: 0 }
    }

    fn loc(&self) -> Loc {
        Loc { line: self.line, column: self.column }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.i).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.i += 1;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(is_space) {
            self.bump();
        }
    }

    fn record(mut self) -> Result<Record, RecordError> {
        let mut record = Record::default();
        let mut have_variant = false;
        let mut have_start = false;
        // The names of the free tags read so far: a duplicate is found in logarithmic time (a
        // `BTreeSet`, which the wasm has anyway, not a `HashSet` and its hasher).
        let mut names: BTreeSet<String> = BTreeSet::new();
        let mut tags = 0;
        self.skip_space();
        while self.peek() == Some('[') {
            let at = self.loc();
            tags += 1;
            if tags > Limit::Tags.max() {
                return Err(err(at, RecordErrorKind::TooMuch { limit: Limit::Tags }));
            }
            let (name, name_at, value, value_at) = self.tag()?;
            match name.as_str() {
                "Variant" => {
                    if have_variant {
                        return Err(err(name_at, RecordErrorKind::DuplicateTag { name }));
                    }
                    have_variant = true;
                    record.variant = value;
                    record.locs.variant = at;
                }
                "Start" => {
                    if have_start {
                        return Err(err(name_at, RecordErrorKind::DuplicateTag { name }));
                    }
                    have_start = true;
                    record.start = Some(value);
                    record.locs.start = at;
                    record.locs.start_value = value_at;
                }
                "Option" => {
                    let Some((k, v)) = value.split_once('=') else {
                        return Err(err(value_at, RecordErrorKind::BadOption { value }));
                    };
                    let (k, v) = (k.trim(), v.trim());
                    if k.is_empty() {
                        return Err(err(value_at, RecordErrorKind::BadOption { value }));
                    }
                    record.options.push((k.to_string(), v.to_string()));
                    record.locs.options.push(at);
                }
                _ => {
                    let known = KNOWN_TAGS.contains(&name.as_str())
                        || name.strip_prefix("X-").is_some_and(|rest| !rest.is_empty());
                    if !known {
                        return Err(err(name_at, RecordErrorKind::UnknownTag { name }));
                    }
                    if !names.insert(name.clone()) {
                        return Err(err(name_at, RecordErrorKind::DuplicateTag { name }));
                    }
                    record.tags.push((name, value));
                }
            }
            self.skip_space();
        }
        if !have_variant {
            return Err(err(self.loc(), RecordErrorKind::MissingVariant));
        }
        record.mainline = self.movetext()?;
        Ok(record)
    }

    /// `[Name "value"]`: the name, where it starts, the value (unescaped) and where it starts.
    fn tag(&mut self) -> Result<(String, Loc, String, Loc), RecordError> {
        let open = self.loc();
        self.bump();
        self.skip_space();
        let name_at = self.loc();
        let mut name = String::new();
        while let Some(c) = self.peek().filter(|c| is_tag_name_char(*c)) {
            if name.len() == Limit::TagName.max() {
                return Err(err(name_at, RecordErrorKind::TooMuch { limit: Limit::TagName }));
            }
            name.push(c);
            self.bump();
        }
        let unterminated = || err(open, RecordErrorKind::UnterminatedTag);
        if name.is_empty() {
            return match self.peek() {
                None => Err(unterminated()),
                Some(_) => Err(err(name_at, RecordErrorKind::BadTag { expected: TagPart::Name })),
            };
        }
        self.skip_space();
        match self.peek() {
            None => return Err(unterminated()),
            Some('"') => {
                self.bump();
            }
            Some(_) => return Err(err(self.loc(), RecordErrorKind::BadTag { expected: TagPart::QuotedValue })),
        }
        let value_at = self.loc();
        let mut value = String::new();
        let mut length = 0;
        loop {
            let c = match self.bump() {
                None => return Err(unterminated()),
                Some('"') => break,
                Some('\\') => match self.bump() {
                    None => return Err(unterminated()),
                    Some(c) => c,
                },
                Some(c) => c,
            };
            length += 1;
            if length > Limit::TagValue.max() {
                return Err(err(value_at, RecordErrorKind::TooMuch { limit: Limit::TagValue }));
            }
            value.push(c);
        }
        self.skip_space();
        match self.peek() {
            None => Err(unterminated()),
            Some(']') => {
                self.bump();
                Ok((name, name_at, value, value_at))
            }
            Some(_) => Err(err(self.loc(), RecordErrorKind::BadTag { expected: TagPart::Close })),
        }
    }

    /// `{…}` at the cursor.
    fn comment(&mut self) -> Result<Comment, RecordError> {
        let open = self.loc();
        self.comments += 1;
        if self.comments > Limit::Comments.max() {
            return Err(err(open, RecordErrorKind::TooMuch { limit: Limit::Comments }));
        }
        self.bump();
        // Each character with whether it was escaped: escaped characters are always text.
        let mut chars: Vec<(char, bool)> = Vec::new();
        let too_long = err(open, RecordErrorKind::TooMuch { limit: Limit::CommentLength });
        loop {
            if chars.len() > Limit::CommentLength.max() {
                return Err(too_long);
            }
            match self.bump() {
                None => return Err(err(open, RecordErrorKind::UnterminatedComment)),
                Some('}') => break,
                Some('\\') => match self.bump() {
                    None => return Err(err(open, RecordErrorKind::UnterminatedComment)),
                    Some(c) => chars.push((c, true)),
                },
                Some(c) => chars.push((c, false)),
            }
        }
        if chars.len() > Limit::CommentLength.max() {
            return Err(too_long);
        }
        let plain_space = |&(c, escaped): &(char, bool)| !escaped && is_space(c);
        let mut start = chars.iter().take_while(|c| plain_space(c)).count();
        let lang = match chars.get(start..start + 3) {
            Some([('u', false), ('k', false), (':', false)]) => Some(Lang::Uk),
            Some([('r', false), ('u', false), (':', false)]) => Some(Lang::Ru),
            _ => None,
        };
        if lang.is_some() {
            start += 3;
            start += chars[start..].iter().take_while(|c| plain_space(c)).count();
        }
        let rest = &chars[start..];
        let end = rest.len() - rest.iter().rev().take_while(|c| plain_space(c)).count();
        Ok(Comment { lang, text: rest[..end].iter().map(|(c, _)| *c).collect() })
    }

    fn movetext(&mut self) -> Result<Line, RecordError> {
        let mut stack = vec![Frame { line: Line::default(), open: Loc::default(), first_ply: 0, number: None }];
        loop {
            self.skip_space();
            let at = self.loc();
            let Some(frame) = stack.last_mut() else {
                // The main line is never popped; this only keeps the code free of panics.
                return Ok(Line::default());
            };
            let pending = frame.number;
            let not_after_number = |kind_at: Loc| match pending {
                Some(n) => Err(err(n, RecordErrorKind::NumberWithoutMove)),
                None => Ok(kind_at),
            };
            match self.peek() {
                None => {
                    not_after_number(at)?;
                    if stack.len() > 1 {
                        let open = stack.last().map(|f| f.open).unwrap_or_default();
                        return Err(err(open, RecordErrorKind::UnterminatedVariation));
                    }
                    return Ok(stack.pop().map(|f| f.line).unwrap_or_default());
                }
                Some('{') => {
                    not_after_number(at)?;
                    let c = self.comment()?;
                    match frame.line.nodes.last_mut() {
                        Some(node) => node.comments.push(c),
                        None => frame.line.comments.push(c),
                    }
                }
                Some('(') => {
                    not_after_number(at)?;
                    let Some(replaced) = frame.line.nodes.len().checked_sub(1) else {
                        return Err(err(at, RecordErrorKind::VariationWithoutMove));
                    };
                    let first_ply = frame.first_ply + replaced;
                    if stack.len() > MAX_DEPTH {
                        return Err(err(at, RecordErrorKind::TooDeep));
                    }
                    self.bump();
                    stack.push(Frame { line: Line::default(), open: at, first_ply, number: None });
                }
                Some(')') => {
                    not_after_number(at)?;
                    if stack.len() == 1 {
                        return Err(err(at, RecordErrorKind::UnmatchedClose));
                    }
                    self.bump();
                    let Some(done) = stack.pop() else {
                        return Err(err(at, RecordErrorKind::UnmatchedClose));
                    };
                    if done.line.nodes.is_empty() {
                        return Err(err(done.open, RecordErrorKind::EmptyVariation));
                    }
                    if let Some(node) = stack.last_mut().and_then(|f| f.line.nodes.last_mut()) {
                        node.variations.push(done.line);
                    }
                }
                Some('[') => return Err(err(at, RecordErrorKind::TagAfterMoves)),
                Some(c) if c.is_ascii_digit() => {
                    let mut text = String::new();
                    while let Some(d) = self.peek().filter(char::is_ascii_digit) {
                        text.push(d);
                        self.bump();
                    }
                    if self.peek() == Some('.') {
                        not_after_number(at)?;
                        while self.peek() == Some('.') {
                            text.push('.');
                            self.bump();
                        }
                        let ply = frame.first_ply + frame.line.nodes.len();
                        let expected = move_number(ply);
                        if text != expected {
                            return Err(err(at, RecordErrorKind::BadMoveNumber { found: text, expected }));
                        }
                        frame.number = Some(at);
                    } else {
                        let token = self.token(text, at)?;
                        frame.line.nodes.push(node(token, at));
                        frame.number = None;
                    }
                }
                Some(c) if is_token_char(c) && c != '.' => {
                    let token = self.token(String::new(), at)?;
                    frame.line.nodes.push(node(token, at));
                    frame.number = None;
                }
                Some(ch) => return Err(err(at, RecordErrorKind::UnexpectedChar { ch })),
            }
        }
    }

    /// The rest of a move token that began at `at` with `start`; one more move of the record.
    fn token(&mut self, mut start: String, at: Loc) -> Result<String, RecordError> {
        self.plies += 1;
        if self.plies > Limit::Plies.max() {
            return Err(err(at, RecordErrorKind::TooMuch { limit: Limit::Plies }));
        }
        let too_long = || err(at, RecordErrorKind::TooMuch { limit: Limit::TokenLength });
        if start.len() > Limit::TokenLength.max() {
            return Err(too_long());
        }
        while let Some(c) = self.peek().filter(|c| is_token_char(*c)) {
            if start.len() == Limit::TokenLength.max() {
                return Err(too_long());
            }
            start.push(c);
            self.bump();
        }
        Ok(start)
    }
}

fn node(mv: String, at: Loc) -> Node {
    Node { mv, comments: Vec::new(), variations: Vec::new(), at }
}

/// The move number of a ply (0-based, from the start of the record): plies are numbered in pairs,
/// `1.` for the first of a pair and `1...` for the second.
pub fn move_number(ply: usize) -> String {
    let n = ply / 2 + 1;
    if ply & 1 == 0 {
        format!("{n}.")
    } else {
        format!("{n}...")
    }
}
