//! A class's work without accounts or a server (issue 36): an assignment the teacher makes and
//! sends as a link (`#/task?…`, also as a QR code), what a pupil's device reports on it as a
//! short checked code, and the teacher's class table of those codes, kept on the teacher's device
//! and saved as CSV.
//!
//! Plain Rust over text, tested natively: the pages ([`crate::pages::teacher`]) read the device's
//! storage and the content, and hand them to these functions.
//!
//! - [`Assignment`]: lessons (a game's course, by place), puzzle sets (a game, a theme, a
//!   difficulty, a count: the puzzles a worksheet of the same choice draws) and games against the
//!   computer (a game, a level, the wins asked for), with an optional cap on the computer's level.
//!   The whole assignment is in its link, so it needs nothing stored anywhere to be opened.
//! - [`Report`]: lessons done, puzzles solved at the first try and tried, the puzzle rating, games
//!   won and played against the computer at the level asked for and the coach's mistakes in them,
//!   with 15 bits of the assignment's fingerprint ([`Assignment::tag`]): 60 bits written as 12
//!   Crockford base-32 characters and a check character (Luhn mod 32), so a mistyped character
//!   or two swapped neighbours make the code refused, not wrong data.
//! - [`ClassTable`]: the codes the teacher read, by pupil, and their CSV.

use crate::platform::progress::Tried;
use crate::platform::route::{encode, query_value, PuzzleFilter};
use std::collections::BTreeSet;
use std::fmt::Write as _;

/// The most items one assignment has.
pub const MAX_ITEMS: usize = 40;
/// The most characters of an assignment's title (and of a pupil's name).
pub const TITLE_MAX: usize = 60;
/// The most puzzles one puzzle item asks for (as a worksheet draws).
pub const MAX_PUZZLES: usize = 24;
/// The most wins one game item asks for.
pub const MAX_WINS: usize = 10;
/// The computer's highest level.
pub const MAX_LEVEL: u8 = 5;

/// One piece of an assignment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A lesson of a game's course, by its place in the course (from 1).
    Lesson { variant: String, place: usize },
    /// Some of a game's puzzles: those `filter` picks, `count` of them spread over the set, as the
    /// worksheet of the same choice draws them (`worksheet::choose`).
    Puzzles { variant: String, filter: PuzzleFilter, count: usize },
    /// Games against the computer at `level` (or higher), `wins` of them won.
    Games { variant: String, level: u8, wins: usize },
}

impl Item {
    /// Whether a finished game counts for this item: a game item of its game, played at its
    /// level or higher.
    #[must_use]
    pub fn counts(&self, r: &GameResult) -> bool {
        matches!(self, Item::Games { variant, level, .. } if *variant == r.variant && r.level >= *level)
    }

    #[must_use]
    pub fn variant(&self) -> &str {
        match self {
            Item::Lesson { variant, .. } | Item::Puzzles { variant, .. } | Item::Games { variant, .. } => variant,
        }
    }
}

/// An assignment: its title, its items in the teacher's order within each kind (lessons, then
/// puzzles, then games), and the cap on the computer's level it sets on a pupil's device.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Assignment {
    pub title: String,
    pub items: Vec<Item>,
    pub cap: Option<u8>,
}

/// What in an assignment's link cannot be read: the part (`n`, `l`, `p`, `g`, `cap`) and the
/// value as written (cut for the message); `empty` when it has no item, `many` when it has
/// more than [`MAX_ITEMS`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TaskError {
    pub part: &'static str,
    pub value: String,
}

impl TaskError {
    fn new(part: &'static str, value: &str) -> TaskError {
        TaskError { part, value: crate::platform::route::shown(value) }
    }
}

/// Whether `id` is a game the site has; a lesson's place is checked against its course.
pub trait Games {
    fn is_game(&self, id: &str) -> bool;
    /// How many lessons `id`'s course has.
    fn lessons(&self, id: &str) -> usize;
}

/// The games of this build ([`mancala_engine::variants`], [`mancala_content::lesson_ids`]).
pub struct SiteGames;

impl Games for SiteGames {
    fn is_game(&self, id: &str) -> bool {
        mancala_engine::variants().iter().any(|v| v.id == id)
    }
    fn lessons(&self, id: &str) -> usize {
        mancala_content::lesson_ids(id).count()
    }
}

fn number(text: &str, range: std::ops::RangeInclusive<usize>) -> Option<usize> {
    text.parse::<usize>().ok().filter(|n| range.contains(n))
}

/// `-` for a filter part not set.
fn part_or_dash(v: Option<&String>) -> &str {
    v.map_or("-", String::as_str)
}

impl Assignment {
    /// Reads an assignment from its link's query (`n=…&l=kalah.1,kalah.2&p=oware.capture.2.6&
    /// g=kalah.2.1&cap=2`): `l` lessons (`game.place`), `p` puzzle sets (`game.theme.level.count`,
    /// `-` for any theme or level), `g` games (`game.level.wins`), each list comma-separated.
    ///
    /// # Errors
    /// [`TaskError`] naming the first part that cannot be read: a game the site has not, a
    /// lesson past the course's end, a number out of range, too many items, no item at all.
    pub fn parse(query: &str, games: &impl Games) -> Result<Assignment, TaskError> {
        let title = query_value(query, "n").unwrap_or_default();
        let title = title.split_whitespace().collect::<Vec<_>>().join(" ");
        if title.chars().count() > TITLE_MAX {
            return Err(TaskError::new("n", &title));
        }
        let list = |key| query_value(query, key).map(|v| v.split(',').map(str::to_string).collect::<Vec<_>>());
        let mut items = Vec::new();
        let game = |part, id: &str| {
            if games.is_game(id) {
                Ok(id.to_string())
            } else {
                Err(TaskError::new(part, id))
            }
        };
        for entry in list("l").unwrap_or_default() {
            let bad = || TaskError::new("l", &entry);
            let (id, place) = entry.split_once('.').ok_or_else(bad)?;
            let variant = game("l", id)?;
            let place =
                number(place, 1..=games.lessons(id).max(1)).filter(|_| games.lessons(id) > 0).ok_or_else(bad)?;
            items.push(Item::Lesson { variant, place });
        }
        for entry in list("p").unwrap_or_default() {
            let bad = || TaskError::new("p", &entry);
            let parts: Vec<&str> = entry.split('.').collect();
            let [id, theme, level, count] = parts[..] else { return Err(bad()) };
            let variant = game("p", id)?;
            let opt = |v: &str| (v != "-" && !v.is_empty()).then(|| v.to_string());
            let level = opt(level);
            if level.as_deref().is_some_and(|d| number(d, 1..=5).is_none()) {
                return Err(bad());
            }
            let count = number(count, 1..=MAX_PUZZLES).ok_or_else(bad)?;
            items.push(Item::Puzzles { variant, filter: PuzzleFilter { theme: opt(theme), level }, count });
        }
        for entry in list("g").unwrap_or_default() {
            let bad = || TaskError::new("g", &entry);
            let parts: Vec<&str> = entry.split('.').collect();
            let [id, level, wins] = parts[..] else { return Err(bad()) };
            let variant = game("g", id)?;
            let level = number(level, 0..=usize::from(MAX_LEVEL)).ok_or_else(bad)?;
            let wins = number(wins, 1..=MAX_WINS).ok_or_else(bad)?;
            items.push(Item::Games { variant, level: u8::try_from(level).map_err(|_| bad())?, wins });
        }
        if items.is_empty() {
            return Err(TaskError::new("empty", ""));
        }
        if items.len() > MAX_ITEMS {
            return Err(TaskError::new("many", &items.len().to_string()));
        }
        let cap = match query_value(query, "cap") {
            None => None,
            Some(c) => Some(
                number(&c, 0..=usize::from(MAX_LEVEL))
                    .and_then(|c| u8::try_from(c).ok())
                    .ok_or_else(|| TaskError::new("cap", &c))?,
            ),
        };
        Ok(Assignment { title, items, cap })
    }

    /// The link's query of this assignment (read back by [`Assignment::parse`]).
    #[must_use]
    pub fn query(&self) -> String {
        let mut lessons = Vec::new();
        let mut puzzles = Vec::new();
        let mut games = Vec::new();
        for item in &self.items {
            match item {
                Item::Lesson { variant, place } => lessons.push(format!("{variant}.{place}")),
                Item::Puzzles { variant, filter, count } => puzzles.push(format!(
                    "{variant}.{}.{}.{count}",
                    part_or_dash(filter.theme.as_ref()),
                    part_or_dash(filter.level.as_ref())
                )),
                Item::Games { variant, level, wins } => games.push(format!("{variant}.{level}.{wins}")),
            }
        }
        let mut parts = Vec::new();
        if !self.title.is_empty() {
            parts.push(format!("n={}", encode(&self.title)));
        }
        for (key, list) in [("l", lessons), ("p", puzzles), ("g", games)] {
            if !list.is_empty() {
                parts.push(format!("{key}={}", list.join(",")));
            }
        }
        if let Some(cap) = self.cap {
            parts.push(format!("cap={cap}"));
        }
        parts.join("&")
    }

    /// The hash (without `#`) of the pupil's page of this assignment.
    #[must_use]
    pub fn to_hash(&self) -> String {
        format!("/task?{}", self.query())
    }

    /// The items in the order the pupil's page lists them (lessons, puzzles, games), as the
    /// link writes them.
    #[must_use]
    pub fn ordered(&self) -> Vec<&Item> {
        let rank = |i: &&Item| match i {
            Item::Lesson { .. } => 0,
            Item::Puzzles { .. } => 1,
            Item::Games { .. } => 2,
        };
        let mut items: Vec<&Item> = self.items.iter().collect();
        items.sort_by_key(rank);
        items
    }

    /// Adds an item, unless the assignment has it or is full; whether it was added.
    pub fn add(&mut self, item: Item) -> bool {
        if self.items.len() >= MAX_ITEMS || self.items.contains(&item) {
            return false;
        }
        self.items.push(item);
        true
    }

    /// The assignment's fingerprint in a report (15 bits of FNV-1a over its link's items and
    /// cap, not its title): a code made for one assignment is not read into another's table.
    #[must_use]
    pub fn tag(&self) -> u16 {
        let without_title = Assignment { title: String::new(), ..self.clone() }.query();
        let mut h: u32 = 0x811c_9dc5;
        for b in without_title.bytes() {
            h ^= u32::from(b);
            h = h.wrapping_mul(0x0100_0193);
        }
        // The 15 low bits of the fold of both halves.
        u16::try_from(((h >> 16) ^ h) & 0x7fff).unwrap_or(0)
    }

    /// How many lessons it has.
    #[must_use]
    pub fn lesson_count(&self) -> usize {
        self.items.iter().filter(|i| matches!(i, Item::Lesson { .. })).count()
    }

    /// How many puzzles it asks for.
    #[must_use]
    pub fn puzzle_count(&self) -> usize {
        self.items.iter().map(|i| if let Item::Puzzles { count, .. } = i { *count } else { 0 }).sum()
    }

    /// How many games it asks to win.
    #[must_use]
    pub fn wins_asked(&self) -> usize {
        self.items.iter().map(|i| if let Item::Games { wins, .. } = i { *wins } else { 0 }).sum()
    }
}

/// A finished game against the computer, as the device keeps it ([`RESULTS_KEY`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub variant: String,
    pub level: u8,
    pub won: bool,
    /// The coach's mistakes and blunders (moves graded `ai::MISTAKE` or worse); `None` when the
    /// coach did not judge the game.
    pub mistakes: Option<u32>,
    /// The day it ended (days since 1970-01-01 where the pupil is).
    pub day: i64,
}

/// The `localStorage` key of the games finished against the computer: `variant|level|w|m|day`
/// (`w` is `w` for won, `l` for not won, `d` also read as not won; `m` the coach's mistakes or
/// `-`), comma-separated, the latest last.
pub const RESULTS_KEY: &str = "mancala.play.results";
/// How many results the device keeps (the oldest go first).
pub const KEPT_RESULTS: usize = 300;

/// Reads the results as [`RESULTS_KEY`] keeps them; unreadable entries are skipped.
#[must_use]
pub fn parse_results(line: &str) -> Vec<GameResult> {
    line.split(',')
        .filter_map(|entry| {
            let parts: Vec<&str> = entry.split('|').collect();
            let [variant, level, result, mistakes, day] = parts[..] else { return None };
            let level: u8 = level.parse().ok().filter(|&l| l <= MAX_LEVEL)?;
            let won = match result {
                "w" => true,
                "l" | "d" => false,
                _ => return None,
            };
            let mistakes = if mistakes == "-" { None } else { Some(mistakes.parse().ok()?) };
            let day = day.parse().ok()?;
            (!variant.is_empty()).then(|| GameResult { variant: variant.to_string(), level, won, mistakes, day })
        })
        .collect()
}

/// The results as [`RESULTS_KEY`] keeps them: the last [`KEPT_RESULTS`]. A game not won is
/// written `l` (draws too: a report counts only wins); `d` is read as not won.
#[must_use]
pub fn results_line(list: &[GameResult]) -> String {
    let start = list.len().saturating_sub(KEPT_RESULTS);
    list[start..]
        .iter()
        .map(|r| {
            let m = r.mistakes.map_or_else(|| "-".to_string(), |m| m.to_string());
            format!("{}|{}|{}|{m}|{}", r.variant.replace([',', '|'], ""), r.level, if r.won { 'w' } else { 'l' }, r.day)
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// The `localStorage` key of the assignments opened on this device: `tag|day` (the day it was
/// first opened: games count from then), comma-separated.
pub const OPENED_KEY: &str = "mancala.tasks";
/// The `localStorage` key of the pupil's name on this device, as the reports give it.
pub const NAME_KEY: &str = "mancala.task.name";
/// The `localStorage` key of the last assignment opened on this device (its link's query): the
/// home page offers it back.
pub const LAST_KEY: &str = "mancala.task.last";

/// The day assignment `tag` was first opened, from the line [`OPENED_KEY`] keeps, and the line
/// with it added when it was not there (opened `today`).
#[must_use]
pub fn opened(line: &str, tag: u16, today: i64) -> (i64, Option<String>) {
    let known = line.split(',').filter_map(|e| e.split_once('|')).find(|(t, _)| t.parse() == Ok(tag));
    if let Some(day) = known.and_then(|(_, d)| d.parse().ok()) {
        return (day, None);
    }
    let mut entries: Vec<&str> = line.split(',').filter(|e| !e.is_empty()).collect();
    let added = format!("{tag}|{today}");
    entries.push(&added);
    // The last hundred are enough.
    let start = entries.len().saturating_sub(100);
    (today, Some(entries[start..].join(",")))
}

/// What a device has done of an assignment: the report's numbers, without the fingerprint.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Done {
    pub lessons: u32,
    pub first_try: u32,
    pub tried: u32,
    pub rating: i32,
    pub won: u32,
    pub played: u32,
    pub mistakes: u32,
}

/// What a device keeps of a learner's work ([`done`] reads it).
#[derive(Clone, Copy, Debug)]
pub struct Device<'a> {
    /// The lessons done, by id.
    pub lessons_done: &'a BTreeSet<String>,
    pub tried: &'a [Tried],
    pub rating: i32,
    pub results: &'a [GameResult],
}

/// What the device has of an assignment whose lessons are `lesson_ids` (full ids, `None` where
/// a place names no lesson) and whose puzzles are `puzzle_ids`: lessons done, puzzles tried and
/// solved at the first try, the rating, and the games against the computer since `since` at
/// each game item's level or higher.
#[must_use]
pub fn done(
    assignment: &Assignment,
    lesson_ids: &[Option<String>],
    puzzle_ids: &BTreeSet<String>,
    device: &Device,
    since: i64,
) -> Done {
    let Device { lessons_done, tried, rating, results } = *device;
    let lessons = lesson_ids.iter().flatten().filter(|id| lessons_done.contains(*id)).count();
    let mine: Vec<&Tried> = tried.iter().filter(|t| puzzle_ids.contains(&t.id)).collect();
    let mut d = Done {
        lessons: u32::try_from(lessons).unwrap_or(u32::MAX),
        first_try: u32::try_from(mine.iter().filter(|t| t.first_try).count()).unwrap_or(u32::MAX),
        tried: u32::try_from(mine.len()).unwrap_or(u32::MAX),
        rating,
        ..Done::default()
    };
    for r in results.iter().filter(|r| r.day >= since) {
        if assignment.items.iter().any(|i| i.counts(r)) {
            d.played += 1;
            d.won += u32::from(r.won);
            d.mistakes += r.mistakes.unwrap_or(0);
        }
    }
    d
}

/// A pupil's report on one assignment: what [`Done`] says, within what a code carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Report {
    pub tag: u16,
    pub done: Done,
}

/// Crockford's base 32 (no I, L, O, U).
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// Characters of a code, its check character included.
pub const CODE_CHARS: usize = 13;

/// The fields of a code, in order, with their widths in bits (60 in all).
const FIELDS: [u32; 8] = [15, 6, 7, 7, 8, 5, 5, 7];

fn cap(n: u32, bits: u32) -> u64 {
    u64::from(n.min((1 << bits) - 1))
}

/// The Luhn mod 32 check character of `digits` (values 0..32).
fn check_digit(digits: &[u64]) -> u64 {
    let mut factor = 2;
    let mut sum = 0;
    for &d in digits.iter().rev() {
        let addend = factor * d;
        factor = if factor == 2 { 1 } else { 2 };
        sum += addend / 32 + addend % 32;
    }
    (32 - sum % 32) % 32
}

/// A Cyrillic letter that looks like a Latin one of the code's alphabet, as the Latin one: a
/// teacher typing a code on a Ukrainian or Russian keyboard layout types «К», «М», «А»…
fn latin(c: char) -> char {
    // Both cases written out: Unicode's case tables would cost the page's wasm 7 KB.
    const PAIRS: [(char, char); 24] = [
        ('А', 'A'),
        ('В', 'B'),
        ('С', 'C'),
        ('Е', 'E'),
        ('Н', 'H'),
        ('К', 'K'),
        ('М', 'M'),
        ('О', 'O'),
        ('Р', 'P'),
        ('Т', 'T'),
        ('Х', 'X'),
        ('І', 'I'),
        ('а', 'A'),
        ('в', 'B'),
        ('с', 'C'),
        ('е', 'E'),
        ('н', 'H'),
        ('к', 'K'),
        ('м', 'M'),
        ('о', 'O'),
        ('р', 'P'),
        ('т', 'T'),
        ('х', 'X'),
        ('і', 'I'),
    ];
    PAIRS.iter().find(|(cyr, _)| *cyr == c).map_or(c, |&(_, lat)| lat)
}

/// Why a code cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Not [`CODE_CHARS`] characters of the code's alphabet (dashes and spaces aside).
    Form,
    /// The check character does not fit: a character was mistyped.
    Check,
}

impl Report {
    /// The code: 12 characters of data and a check character, in groups of four, four and five
    /// (`7K3M-2QXA-9PB4T`). Numbers past a field's width are written as its largest (63
    /// lessons, 127 puzzles, a rating of 2 550, 31 games, 127 mistakes).
    #[must_use]
    pub fn code(&self) -> String {
        let d = &self.done;
        let rating = u32::try_from(d.rating.max(0) / 10).unwrap_or(0);
        let values = [u32::from(self.tag), d.lessons, d.first_try, d.tried, rating, d.won, d.played, d.mistakes];
        let mut bits: u64 = 0;
        for (v, w) in values.into_iter().zip(FIELDS) {
            bits = (bits << w) | cap(v, w);
        }
        let mut digits: Vec<u64> = (0..12).rev().map(|k| (bits >> (5 * k)) & 31).collect();
        digits.push(check_digit(&digits));
        let chars: String = digits.iter().map(|&d| char::from(ALPHABET[usize::try_from(d).unwrap_or(0)])).collect();
        format!("{}-{}-{}", &chars[..4], &chars[4..8], &chars[8..])
    }

    /// Reads a code as [`Report::code`] writes it, in either case, with or without its dashes
    /// and spaces; `I` and `L` read as 1, `O` as 0, as Crockford's alphabet allows, and a
    /// Cyrillic letter that looks like a Latin one as that one.
    ///
    /// # Errors
    /// [`CodeError`]: not a code's form, or its check fails.
    pub fn from_code(code: &str) -> Result<Report, CodeError> {
        let mut digits = Vec::new();
        for c in code.chars().filter(|c| !matches!(c, '-' | ' ')) {
            let c = match latin(c).to_ascii_uppercase() {
                'I' | 'L' => '1',
                'O' => '0',
                c => c,
            };
            let d = ALPHABET.iter().position(|&a| char::from(a) == c).ok_or(CodeError::Form)?;
            digits.push(d as u64);
        }
        if digits.len() != CODE_CHARS {
            return Err(CodeError::Form);
        }
        let check = digits.pop().unwrap_or(0);
        if check_digit(&digits) != check {
            return Err(CodeError::Check);
        }
        let mut bits = digits.iter().fold(0_u64, |acc, &d| (acc << 5) | d);
        let mut values = [0_u32; 8];
        for (k, &w) in FIELDS.iter().enumerate().rev() {
            values[k] = u32::try_from(bits & ((1 << w) - 1)).unwrap_or(0);
            bits >>= w;
        }
        let [tag, lessons, first_try, tried, rating, won, played, mistakes] = values;
        Ok(Report {
            tag: u16::try_from(tag).unwrap_or(0),
            done: Done {
                lessons,
                first_try,
                tried,
                rating: i32::try_from(rating * 10).unwrap_or(0),
                won,
                played,
                mistakes,
            },
        })
    }
}

/// A pupil's name as kept and shown: one line, spaces squeezed, at most [`TITLE_MAX`]
/// characters, nothing that would break a CSV line or a report line.
#[must_use]
pub fn clean_name(text: &str) -> String {
    crate::pages::play::players::one_line(&text.replace('"', ""), TITLE_MAX)
}

/// The pupil's line a QR code read by the teacher's camera carries: the `add` of the teacher's
/// page's address in it (as a pupil's device served over the web draws it), or the whole text
/// (a line, as a device opened from a file draws it).
#[must_use]
pub fn line_from_scan(text: &str) -> String {
    text.split_once("#/teacher?")
        .and_then(|(_, query)| query_value(query, "add"))
        .unwrap_or_else(|| text.trim().to_string())
}

/// A line of the class table as a pupil's device shows it and the teacher types or pastes it:
/// the name, then the code (`Оля Петренко 7K3M-2QXA-9PB4T`).
#[must_use]
pub fn report_line(name: &str, report: &Report) -> String {
    format!("{} {}", clean_name(name), report.code())
}

/// Why a line the teacher gave was not added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// No code at its end (what was there, cut).
    NoCode(String),
    /// A code whose check fails.
    Mistyped(String),
    /// A code without a name before it.
    NoName(String),
    /// A code of another assignment.
    OtherTask(String),
}

/// A row of the class table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub name: String,
    pub report: Report,
}

/// The teacher's class table: the latest report of each pupil, by assignment.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassTable {
    pub rows: Vec<Row>,
}

/// The `localStorage` key of the class table on the teacher's device: a line per row,
/// `name<TAB>code`.
pub const CLASS_KEY: &str = "mancala.teacher.class";
/// The `localStorage` key of the assignment the teacher is making (its link's query).
pub const DRAFT_KEY: &str = "mancala.teacher.draft";

/// Reads one line a teacher typed or pasted: a name and a code at its end (the code may be
/// written with spaces in its groups).
///
/// # Errors
/// [`LineError`] for a line without a code, with a mistyped one or without a name.
pub fn read_line(line: &str) -> Result<Row, LineError> {
    let line = line.trim();
    // The code's characters at the end: the last words while they are made of code characters
    // and, together, no longer than a code with its dashes.
    let words: Vec<&str> = line.split_whitespace().collect();
    let is_code_word = |w: &str| w.chars().all(|c| c == '-' || latin(c).is_ascii_alphanumeric());
    let mut take = 0;
    let mut chars = 0;
    for w in words.iter().rev() {
        let n = w.chars().filter(|&c| c != '-').count();
        if !is_code_word(w) || chars + n > CODE_CHARS {
            break;
        }
        take += 1;
        chars += n;
        if chars == CODE_CHARS {
            break;
        }
    }
    let shown = crate::platform::route::shown(line);
    if chars != CODE_CHARS {
        return Err(LineError::NoCode(shown));
    }
    let code = words[words.len() - take..].concat();
    let report = Report::from_code(&code).map_err(|_| LineError::Mistyped(shown.clone()))?;
    let name = clean_name(&words[..words.len() - take].join(" "));
    if name.is_empty() {
        return Err(LineError::NoName(shown));
    }
    Ok(Row { name, report })
}

impl ClassTable {
    /// Reads the table as [`CLASS_KEY`] keeps it; unreadable lines are skipped.
    #[must_use]
    pub fn parse(text: &str) -> ClassTable {
        let rows = text
            .lines()
            .filter_map(|l| {
                let (name, code) = l.split_once('\t')?;
                Some(Row { name: clean_name(name), report: Report::from_code(code).ok()? })
            })
            .filter(|r| !r.name.is_empty())
            .collect();
        ClassTable { rows }
    }

    /// The table as [`CLASS_KEY`] keeps it.
    #[must_use]
    pub fn to_text(&self) -> String {
        self.rows.iter().map(|r| format!("{}\t{}\n", r.name, r.report.code())).collect()
    }

    /// Adds the lines a teacher typed or pasted (one report a line; blank lines skipped) for
    /// the assignment `tag`: a pupil's newer report replaces their row (the same name, compared
    /// without case). What was added, and each line refused with why.
    pub fn add_lines(&mut self, text: &str, tag: u16) -> (usize, Vec<LineError>) {
        let mut added = 0;
        let mut errors = Vec::new();
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            match read_line(line) {
                Ok(row) if row.report.tag != tag => {
                    errors.push(LineError::OtherTask(crate::platform::route::shown(line.trim())));
                }
                Ok(row) => {
                    let key = row.name.to_lowercase();
                    self.rows.retain(|r| !(r.report.tag == tag && r.name.to_lowercase() == key));
                    self.rows.push(row);
                    added += 1;
                }
                Err(e) => errors.push(e),
            }
        }
        (added, errors)
    }

    /// The rows of assignment `tag`, by name.
    #[must_use]
    pub fn of(&self, tag: u16) -> Vec<&Row> {
        let mut rows: Vec<&Row> = self.rows.iter().filter(|r| r.report.tag == tag).collect();
        rows.sort_by_key(|r| r.name.to_lowercase());
        rows
    }

    /// Forgets the rows of assignment `tag`.
    pub fn clear(&mut self, tag: u16) {
        self.rows.retain(|r| r.report.tag != tag);
    }

    /// The rows of assignment `tag` as CSV (RFC 4180: commas, `"` around a name that needs it,
    /// CRLF), under the `header` given (the page's language), with what was asked in its first
    /// row after the header (`asked`: lessons, puzzles, wins).
    #[must_use]
    pub fn csv(&self, tag: u16, header: &[String], asked: (usize, usize, usize)) -> String {
        let field = |s: &str| {
            if s.contains([',', '"', '\n', '\r']) || s.starts_with(['=', '+', '-', '@']) {
                // Quoted; a leading formula character is kept as text by a leading quote mark.
                let s = if s.starts_with(['=', '+', '-', '@']) { format!("'{s}") } else { s.to_string() };
                format!("\"{}\"", s.replace('"', "\"\""))
            } else {
                s.to_string()
            }
        };
        let mut out = header.iter().map(|h| field(h)).collect::<Vec<_>>().join(",");
        out.push_str("\r\n");
        for r in self.of(tag) {
            let d = &r.report.done;
            let _ = write!(
                out,
                "{},{}/{},{}/{},{},{},{}/{},{}\r\n",
                field(&r.name),
                d.lessons,
                asked.0,
                d.first_try,
                asked.1,
                d.tried,
                d.rating,
                d.won,
                asked.2,
                d.mistakes
            );
        }
        out
    }
}

// ---------------------------------------------------------------------------------------------
// A school's platform (SCORM 1.2): what the pupil's page tells it.

/// What a school's platform is told of an assignment launched from it (a SCO of a SCORM 1.2
/// package, `mancala_content::scorm`): whether it is completed, and a score out of 100.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LmsResult {
    /// Every lesson done, every puzzle solved (at any try) and every win asked for won.
    pub completed: bool,
    /// Each lesson, puzzle and win asked for counts one: a lesson done, a puzzle solved at the
    /// first try, a win (up to those asked); the share of them done, out of 100, rounded down.
    pub score: u32,
}

impl LmsResult {
    /// The better of two results: completed if either is, the higher score (a platform is never
    /// told less than it has: a pupil may have done more on another device).
    #[must_use]
    pub fn at_least(self, other: LmsResult) -> LmsResult {
        LmsResult { completed: self.completed || other.completed, score: self.score.max(other.score) }
    }
}

/// What a platform has of an assignment, from its `cmi.core.lesson_status` and
/// `cmi.core.score.raw` (a decimal number, or empty); `None` when it has nothing (`not
/// attempted`, or nothing set).
#[must_use]
pub fn lms_had(status: &str, raw: &str) -> Option<LmsResult> {
    let score = raw.trim().split('.').next().and_then(|n| n.parse::<u32>().ok()).map(|n| n.min(100));
    let completed = matches!(status.trim(), "completed" | "passed");
    let attempted = matches!(status.trim(), "completed" | "passed" | "incomplete" | "failed" | "browsed");
    (attempted || score.is_some()).then(|| LmsResult { completed, score: score.unwrap_or(0) })
}

/// How much an assignment asks for, part by part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asked {
    pub lessons: usize,
    /// The puzzles it names (as drawn from the sets: fewer than asked when a set is smaller).
    pub puzzles: usize,
    pub wins: usize,
}

/// The platform's view of `done`, of which `solved` puzzles are solved at any try.
#[must_use]
pub fn lms_result(done: &Done, solved: usize, asked: Asked) -> LmsResult {
    let wins = (done.won as usize).min(asked.wins);
    let lessons = (done.lessons as usize).min(asked.lessons);
    let first = (done.first_try as usize).min(asked.puzzles);
    let total = asked.lessons + asked.puzzles + asked.wins;
    let score = (100 * (lessons + first + wins)).checked_div(total).unwrap_or(100);
    LmsResult {
        completed: lessons >= asked.lessons && solved >= asked.puzzles && wins >= asked.wins,
        score: u32::try_from(score).unwrap_or(100),
    }
}

/// One call to a platform's SCORM 1.2 API.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LmsCall {
    /// `LMSSetValue(element, value)`.
    Set(&'static str, String),
    /// `LMSCommit("")`: the platform saves what was set.
    Commit,
    /// `LMSFinish("")`: the session ends.
    Finish,
}

/// The calls that tell the platform `now`, after `before` was told (`None`: nothing yet, so
/// the score's range is set too); none when nothing changed.
#[must_use]
pub fn lms_calls(before: Option<LmsResult>, now: LmsResult) -> Vec<LmsCall> {
    if before == Some(now) {
        return Vec::new();
    }
    let mut calls = Vec::new();
    if before.is_none() {
        calls.push(LmsCall::Set("cmi.core.score.min", "0".into()));
        calls.push(LmsCall::Set("cmi.core.score.max", "100".into()));
    }
    let status = if now.completed { "completed" } else { "incomplete" };
    calls.push(LmsCall::Set("cmi.core.lesson_status", status.into()));
    calls.push(LmsCall::Set("cmi.core.score.raw", now.score.to_string()));
    calls.push(LmsCall::Commit);
    calls
}

/// The calls that end a session of `ms` milliseconds: its time, how it was left (`suspend`
/// while unfinished, so the platform resumes it next time) and the end.
#[must_use]
pub fn lms_finish(now: LmsResult, ms: f64) -> Vec<LmsCall> {
    vec![
        LmsCall::Set("cmi.core.session_time", cmi_timespan(ms)),
        LmsCall::Set("cmi.core.exit", if now.completed { String::new() } else { "suspend".into() }),
        LmsCall::Finish,
    ]
}

/// A duration as SCORM 1.2's `CMITimespan`: `HHHH:MM:SS.SS` (hours of two to four digits).
#[must_use]
pub fn cmi_timespan(ms: f64) -> String {
    let hundredths = if ms.is_finite() && ms > 0.0 { (ms / 10.0).round().min(3_599_999_999.0) as u64 } else { 0 };
    let (h, rest) = (hundredths / 360_000, hundredths % 360_000);
    let (m, rest) = (rest / 6000, rest % 6000);
    format!("{:02}:{m:02}:{:02}.{:02}", h.min(9999), rest / 100, rest % 100)
}

/// A pupil's name as platforms give it (`cmi.core.student_name`, «Прізвище, Ім’я»), the way
/// a report writes it («Ім’я Прізвище»); `None` when there is none.
#[must_use]
pub fn name_from_lms(name: &str) -> Option<String> {
    let name = match name.split_once(',') {
        Some((last, first)) if !first.trim().is_empty() => format!("{} {}", first.trim(), last.trim()),
        _ => name.replace(',', " "),
    };
    let name = clean_name(&name);
    (!name.is_empty()).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    struct TestGames;
    impl Games for TestGames {
        fn is_game(&self, id: &str) -> bool {
            ["kalah", "oware", "bao_la_kiswahili"].contains(&id)
        }
        fn lessons(&self, id: &str) -> usize {
            if id == "kalah" {
                8
            } else if id == "oware" {
                5
            } else {
                0
            }
        }
    }

    fn sample() -> Assignment {
        Assignment {
            title: "Тиждень 3: захоплення".into(),
            items: vec![
                Item::Lesson { variant: "kalah".into(), place: 3 },
                Item::Lesson { variant: "oware".into(), place: 1 },
                Item::Puzzles {
                    variant: "oware".into(),
                    filter: PuzzleFilter { theme: Some("capture".into()), level: Some("2".into()) },
                    count: 6,
                },
                Item::Puzzles { variant: "kalah".into(), filter: PuzzleFilter::default(), count: 4 },
                Item::Games { variant: "kalah".into(), level: 2, wins: 1 },
            ],
            cap: Some(3),
        }
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn an_assignment_reads_back_from_its_link() {
        let a = sample();
        let q = a.query();
        assert_eq!(
            q,
            "n=%D0%A2%D0%B8%D0%B6%D0%B4%D0%B5%D0%BD%D1%8C%203:%20%D0%B7%D0%B0%D1%85%D0%BE%D0%BF%D0%BB%D0%B5%D0%BD%D0%BD%D1%8F\
             &l=kalah.3,oware.1&p=oware.capture.2.6,kalah.-.-.4&g=kalah.2.1&cap=3"
        );
        assert_eq!(Assignment::parse(&q, &TestGames), Ok(a));
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_link_that_cannot_be_read_names_its_part() {
        let err = |q: &str| Assignment::parse(q, &TestGames).unwrap_err();
        assert_eq!(err("l=kalah.9"), TaskError { part: "l", value: "kalah.9".into() });
        assert_eq!(err("l=chess.1"), TaskError { part: "l", value: "chess".into() });
        assert_eq!(err("l=bao_la_kiswahili.1").part, "l", "a game without a course has no lesson 1");
        assert_eq!(err("p=oware.capture.7.6").part, "p");
        assert_eq!(err("p=oware.capture.2.25").part, "p");
        assert_eq!(err("p=oware.capture.2").part, "p");
        assert_eq!(err("g=kalah.6.1").part, "g");
        assert_eq!(err("g=kalah.2.0").part, "g");
        assert_eq!(err("l=kalah.1&cap=9"), TaskError { part: "cap", value: "9".into() });
        assert_eq!(err("").part, "empty", "an assignment without items");
        let many: Vec<String> = (0..41).map(|k| format!("kalah.{}.{}", k % 6, k % 10 + 1)).collect();
        assert_eq!(err(&format!("g={}", many.join(","))), TaskError { part: "many", value: "41".into() });
        assert_eq!(err(&format!("l=kalah.1&n={}", "я".repeat(61))).part, "n");
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn the_tag_ignores_the_title_and_follows_the_items() {
        let a = sample();
        let renamed = Assignment { title: "Інша назва".into(), ..a.clone() };
        assert_eq!(a.tag(), renamed.tag());
        let mut more = a.clone();
        assert!(more.add(Item::Lesson { variant: "kalah".into(), place: 4 }));
        assert_ne!(a.tag(), more.tag());
        assert!(!more.add(Item::Lesson { variant: "kalah".into(), place: 4 }), "no item twice");
        assert_ne!(a.tag(), Assignment { cap: None, ..a.clone() }.tag());
        assert!(a.tag() < 1 << 15);
    }

    fn report() -> Report {
        Report {
            tag: 0x5a5a,
            done: Done { lessons: 2, first_try: 5, tried: 9, rating: 1130, won: 1, played: 3, mistakes: 4 },
        }
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_code_reads_back_and_caps_its_numbers() {
        let r = Report { tag: 0x5a5a & 0x7fff, ..report() };
        let code = r.code();
        assert_eq!(code.len(), CODE_CHARS + 2);
        assert_eq!(Report::from_code(&code), Ok(r));
        assert_eq!(Report::from_code(&code.to_lowercase().replace('-', " ")), Ok(r));
        // Typed on a Cyrillic layout: the letters that look alike read as the Latin ones.
        let cyrillic: String = code
            .chars()
            .map(|c| match c {
                'A' => 'А',
                'K' => 'к',
                'M' => 'М',
                'T' => 'Т',
                'P' => 'Р',
                'X' => 'х',
                c => c,
            })
            .collect();
        assert_eq!(Report::from_code(&cyrillic), Ok(r));
        let big = Report {
            tag: 0x7fff,
            done: Done { lessons: 99, first_try: 500, tried: 500, rating: 4000, won: 40, played: 40, mistakes: 999 },
        };
        let back = Report::from_code(&big.code()).unwrap();
        assert_eq!(
            back.done,
            Done { lessons: 63, first_try: 127, tried: 127, rating: 2550, won: 31, played: 31, mistakes: 127 }
        );
        let zero = Report { tag: 0, done: Done::default() };
        assert_eq!(Report::from_code(&zero.code()), Ok(zero));
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn every_single_typo_and_swap_of_a_code_is_refused() {
        let code: Vec<char> = report().code().chars().filter(|&c| c != '-').collect();
        for i in 0..code.len() {
            for &a in ALPHABET {
                let a = char::from(a);
                if a == code[i] {
                    continue;
                }
                let mut typo = code.clone();
                typo[i] = a;
                let typo: String = typo.into_iter().collect();
                assert_eq!(Report::from_code(&typo), Err(CodeError::Check), "{typo}");
            }
            if i + 1 < code.len() && code[i] != code[i + 1] {
                let mut swapped = code.clone();
                swapped.swap(i, i + 1);
                let swapped: String = swapped.into_iter().collect();
                assert!(Report::from_code(&swapped).is_err(), "{swapped}");
            }
        }
        assert_eq!(Report::from_code("7K3M-2QXA"), Err(CodeError::Form));
        assert_eq!(Report::from_code("7K3M-2QXA-9PB4U"), Err(CodeError::Form), "U is not in the alphabet");
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn what_a_device_did_counts_only_the_assignments_own() {
        let a = sample();
        let lesson_ids = vec![Some("kalah/03-capture".to_string()), Some("oware/01-board".to_string())];
        let lessons_done: BTreeSet<String> =
            ["kalah/03-capture", "kalah/04-other"].into_iter().map(String::from).collect();
        let puzzle_ids: BTreeSet<String> = ["oware-3", "oware-9", "kalah-1"].into_iter().map(String::from).collect();
        let tried = |id: &str, first_try| Tried { id: id.into(), first_try, solved: true, at: "/puzzles/x".into() };
        let tried = vec![tried("oware-3", true), tried("oware-9", false), tried("oware-50", true)];
        let game = |variant: &str, level, won, mistakes, day| GameResult {
            variant: variant.into(),
            level,
            won,
            mistakes,
            day,
        };
        let results = vec![
            game("kalah", 2, true, Some(3), 20_400), // before the assignment was opened
            game("kalah", 1, true, Some(1), 20_430), // below its level
            game("kalah", 3, true, Some(2), 20_431),
            game("kalah", 2, false, None, 20_432),
            game("oware", 5, true, Some(0), 20_432), // no game item of Oware
        ];
        let device = Device { lessons_done: &lessons_done, tried: &tried, rating: 1040, results: &results };
        let d = done(&a, &lesson_ids, &puzzle_ids, &device, 20_430);
        assert_eq!(d, Done { lessons: 1, first_try: 1, tried: 2, rating: 1040, won: 1, played: 2, mistakes: 2 });
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn results_read_back_and_skip_what_cannot_be_read() {
        let list = vec![
            GameResult { variant: "kalah".into(), level: 2, won: true, mistakes: Some(3), day: 20_430 },
            GameResult { variant: "oware".into(), level: 0, won: false, mistakes: None, day: 20_431 },
        ];
        let line = results_line(&list);
        assert_eq!(line, "kalah|2|w|3|20430,oware|0|l|-|20431");
        assert_eq!(parse_results(&format!("{line},x|9|w|1|2,kalah|2|q|1|1,,kalah|2|w|1")), list);
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn an_assignment_is_dated_from_its_first_opening() {
        let (day, line) = opened("", 7, 20_430);
        assert_eq!((day, line.as_deref()), (20_430, Some("7|20430")));
        let (day, line) = opened("7|20430", 7, 20_440);
        assert_eq!((day, line), (20_430, None));
        let (_, line) = opened("7|20430", 9, 20_440);
        assert_eq!(line.as_deref(), Some("7|20430,9|20440"));
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn the_class_table_takes_lines_and_says_which_it_refused() {
        let a = sample();
        let tag = a.tag();
        let olya = Report {
            tag,
            done: Done { lessons: 2, first_try: 4, tried: 6, rating: 1080, won: 1, played: 2, mistakes: 3 },
        };
        let petro = Report { tag, done: Done { lessons: 1, ..Done::default() } };
        let other = Report { tag: tag ^ 1, ..petro };
        let mut typo: Vec<char> = olya.code().chars().collect();
        typo[0] = if typo[0] == 'A' { 'B' } else { 'A' };
        let typo: String = typo.into_iter().collect();
        let text = format!(
            "{}\n\n  {}\nІра {}\n{}\nПетро {}\nОля {typo}\nщось інше\n",
            report_line("Оля  Петренко", &olya),
            report_line("Петро", &petro),
            other.code(),
            petro.code(),
            petro.code().replace('-', " "),
        );
        let mut table = ClassTable::default();
        let (added, errors) = table.add_lines(&text, tag);
        assert_eq!(added, 3, "{errors:?}");
        assert!(matches!(errors[0], LineError::OtherTask(_)), "{errors:?}");
        assert!(matches!(errors[1], LineError::NoName(_)), "{errors:?}");
        assert!(matches!(errors[2], LineError::Mistyped(_)), "{errors:?}");
        assert!(matches!(errors[3], LineError::NoCode(_)), "{errors:?}");
        assert_eq!(errors.len(), 4);
        // Петро twice: his later line replaced the first.
        let rows = table.of(tag);
        assert_eq!(rows.iter().map(|r| r.name.as_str()).collect::<Vec<_>>(), ["Оля Петренко", "Петро"]);
        assert_eq!(ClassTable::parse(&table.to_text()), table);
        let header: Vec<String> = ["Учень", "Уроки", "Задачі", "Спроби", "Рейтинг", "Перемоги", "Помилки"]
            .into_iter()
            .map(String::from)
            .collect();
        let csv = table.csv(tag, &header, (2, 10, 1));
        assert_eq!(
            csv,
            "Учень,Уроки,Задачі,Спроби,Рейтинг,Перемоги,Помилки\r\nОля Петренко,2/2,4/10,6,1080,1/1,3\r\nПетро,1/2,0/10,0,0,0/1,0\r\n"
        );
        table.clear(tag);
        assert!(table.of(tag).is_empty());
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_csv_keeps_a_name_as_text() {
        let mut table = ClassTable::default();
        table.rows.push(Row { name: "=1+1, \"x\"".into(), report: Report { tag: 1, done: Done::default() } });
        let csv = table.csv(1, &["a".to_string()], (0, 0, 0));
        assert!(csv.contains("\"'=1+1, \"\"x\"\"\","), "{csv}");
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_platform_hears_completion_and_a_score_out_of_a_hundred() {
        // Two lessons, six puzzles, one win: nine parts.
        let asked = Asked { lessons: 2, puzzles: 6, wins: 1 };
        let none = lms_result(&Done::default(), 0, asked);
        assert_eq!(none, LmsResult { completed: false, score: 0 });
        let some = Done { lessons: 2, first_try: 3, tried: 6, won: 0, played: 2, ..Done::default() };
        // 2 + 3 of 9; all puzzles tried but one not solved yet: not completed.
        assert_eq!(lms_result(&some, 5, asked), LmsResult { completed: false, score: 55 });
        // Every part done, two puzzles not at the first try; extra wins count no more.
        let all = Done { won: 3, played: 4, ..some };
        assert_eq!(lms_result(&all, 6, asked), LmsResult { completed: true, score: 66 });
        let perfect = Done { first_try: 6, ..all };
        assert_eq!(lms_result(&perfect, 6, asked), LmsResult { completed: true, score: 100 });
        // A lesson of another assignment done on the device does not lift it over its asked.
        let only_lessons = Asked { lessons: 1, puzzles: 0, wins: 0 };
        assert_eq!(lms_result(&perfect, 6, only_lessons), LmsResult { completed: true, score: 100 });
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_platform_is_called_only_when_something_changed() {
        let start = LmsResult { completed: false, score: 0 };
        let set = |k: &'static str, v: &str| LmsCall::Set(k, v.to_string());
        assert_eq!(
            lms_calls(None, start),
            vec![
                set("cmi.core.score.min", "0"),
                set("cmi.core.score.max", "100"),
                set("cmi.core.lesson_status", "incomplete"),
                set("cmi.core.score.raw", "0"),
                LmsCall::Commit,
            ]
        );
        assert!(lms_calls(Some(start), start).is_empty());
        let done = LmsResult { completed: true, score: 88 };
        assert_eq!(
            lms_calls(Some(start), done),
            vec![set("cmi.core.lesson_status", "completed"), set("cmi.core.score.raw", "88"), LmsCall::Commit]
        );
        assert_eq!(
            lms_finish(start, 3_723_450.0),
            vec![set("cmi.core.session_time", "01:02:03.45"), set("cmi.core.exit", "suspend"), LmsCall::Finish]
        );
        assert_eq!(lms_finish(done, 0.0)[1], set("cmi.core.exit", ""));
        assert_eq!(cmi_timespan(f64::NAN), "00:00:00.00");
        assert_eq!(cmi_timespan(1e15), "9999:59:59.99");
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_platform_is_never_told_less_than_it_has() {
        assert_eq!(lms_had("not attempted", ""), None);
        assert_eq!(lms_had("", ""), None);
        assert_eq!(lms_had("incomplete", "40"), Some(LmsResult { completed: false, score: 40 }));
        assert_eq!(lms_had("completed", "87.5"), Some(LmsResult { completed: true, score: 87 }));
        assert_eq!(lms_had("passed", ""), Some(LmsResult { completed: true, score: 0 }));
        assert_eq!(lms_had("", "250"), Some(LmsResult { completed: false, score: 100 }));
        // Done on another device: this one, with less, changes nothing.
        let had = LmsResult { completed: true, score: 75 };
        let here = LmsResult { completed: false, score: 25 };
        assert_eq!(had.at_least(here), had);
        assert!(lms_calls(Some(had), had.at_least(here)).is_empty());
        // More here: the score rises, completion stays.
        let more = LmsResult { completed: false, score: 90 };
        assert_eq!(had.at_least(more), LmsResult { completed: true, score: 90 });
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_platforms_name_reads_first_name_first() {
        assert_eq!(name_from_lms("Петренко, Оля").as_deref(), Some("Оля Петренко"));
        assert_eq!(name_from_lms("Оля Петренко").as_deref(), Some("Оля Петренко"));
        assert_eq!(name_from_lms("Петренко,").as_deref(), Some("Петренко"));
        assert_eq!(name_from_lms(" , ").as_deref(), None);
        assert_eq!(name_from_lms("").as_deref(), None);
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_scanned_code_gives_the_pupils_line_from_an_address_or_as_it_is() {
        let line = "Оля Петренко 7K3M-2QXA-9PB4T";
        let address = format!("https://example.org/mancala/#/teacher?add={}", encode(line));
        assert_eq!(line_from_scan(&address), line);
        assert_eq!(line_from_scan(&format!(" {line}\n")), line);
        // An address of another page is not a line; the table refuses it as one without a code.
        assert_eq!(line_from_scan("https://example.org/#/play/kalah"), "https://example.org/#/play/kalah");
    }
}
