//! Hash routes: `#/`, `#/play/<variant>?o=<key=value>&p=<position>&m=<moves>`,
//! `#/rules/<variant>?r=<rule id>` (a rules page, pointing at one rule if `r` is given),
//! `#/print/<variant>?o=<key=value>&p=<position>` (a position as a printable drawing).
//! `#/learn/<variant>` (a course) and `#/learn/<variant>/<lesson>?s=<step>` (a lesson at a step),
//! `#/puzzles…` (the puzzles: see [`Route::Puzzles`], [`PuzzleFilter`]) and
//! `#/worksheet/<variant>?t=<theme>&d=<level>&n=<count>` (puzzles for print, [`WorksheetLink`]).
//!
//! Hash routing works from a sub-folder and from a single HTML file opened via `file://`. This
//! module is plain Rust (no browser calls), so it can never fail: anything unreadable becomes
//! [`Route::Home`] or a link with its raw parts, and the page explains what is wrong.

/// A page of the site.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    Play(PlayLink),
    Rules(RulesLink),
    /// A position to print (the moves of the link, if any, are ignored).
    Print(PlayLink),
    /// The course of a variant: its lessons in order.
    Learn(String),
    /// A lesson, at a step.
    Lesson(LessonLink),
    /// The glossary: every term in both languages, with the games' own words and the rules
    /// (`#/glossary`, `#/glossary?t=<term id>` to point at one).
    Glossary(Option<String>),
    /// The puzzles: the puzzle of the day, the mixed run and each game's set (`#/puzzles`).
    /// A game's set is a lesson of its own ([`LessonLink`] with the lesson [`PUZZLES`]:
    /// `#/puzzles/<variant>?s=<n>`, the link of its n-th puzzle).
    Puzzles,
    /// A puzzle of the mixed sample: `#/puzzles/mixed/<n>` (1-based; the digits as written,
    /// without leading zeros, since a number past `usize` is still a puzzle the sample has not:
    /// `mixed_number`), or with `None` the puzzle of the day, `#/puzzles/daily` (the same for
    /// everyone on that date).
    Mixed(Option<String>),
    /// A worksheet for the classroom: some of a game's puzzles drawn for print, with an answer
    /// key (`#/worksheet/<variant>?t=<theme>&d=<level>&n=<count>`).
    Worksheet(WorksheetLink),
    /// The learner's progress on this device, saved to a file or read back (`#/progress`).
    Progress,
    /// The teacher's page: an assignment made into a link and a QR code, and the class table of
    /// the pupils' codes (`#/teacher`; `#/teacher?add=<name and code>` adds one, as a pupil's
    /// QR code opens it; `#/teacher?task=<an assignment's query>` takes that assignment).
    Teacher(TeacherLink),
    /// A pupil's page of an assignment, which its link's query holds whole
    /// (`#/task?n=…&l=…&p=…&g=…&cap=…`, `pages::assignment`).
    Task(String),
    /// An address the site does not know (shown as the home page with a note).
    NotFound(String),
    /// A link with a value longer than its limit, refused before it is read (shown as the home
    /// page with a note that says which part and its limit).
    TooLong(TooLong),
}

/// What of a link is too long ([`Route::TooLong`]): `what` is `link` (the whole address, over
/// [`LINK_LIMIT`]), `name` (a game, a lesson or a term in its path, over [`NAME_LIMIT`]),
/// `moves`, `position` or `options` (a game's `m=`, `p=`, `o=` values, over [`MOVES_LIMIT`],
/// [`POSITION_LIMIT`], [`OPTIONS_LIMIT`]); `length` its characters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLong {
    pub what: &'static str,
    pub length: usize,
    pub limit: usize,
}

/// The most characters an address may have (percent escapes counted as written): the longest
/// game of [`MOVES_LIMIT`] with a position and options, each character escaped, fits.
pub const LINK_LIMIT: usize = 200_000;
/// The most characters of a name in a link's path (a game, a lesson, a term); none is near it.
pub const NAME_LIMIT: usize = 100;
/// The most characters of a game's moves in a link (`m=`, decoded), as the embed's `moves`.
pub const MOVES_LIMIT: usize = 50_000;
/// The most characters of a position in a link (`p=`, decoded), as the embed's `position`.
pub const POSITION_LIMIT: usize = 2_000;
/// The most characters of a link's options together (`o=`, decoded), as the embed's `options`.
pub const OPTIONS_LIMIT: usize = 2_000;

/// [`TooLong`] when `text` has more than `limit` characters.
fn over(what: &'static str, text: &str, limit: usize) -> Result<(), TooLong> {
    let length = text.chars().count();
    if length > limit {
        Err(TooLong { what, length, limit })
    } else {
        Ok(())
    }
}

/// The number of a mixed puzzle's link (`#/puzzles/mixed/<n>`): its digits without leading
/// zeros, `None` for anything else and for 0. A number past `usize` is kept: the page says
/// the sample has no such puzzle, as it says of any number past its end.
fn mixed_number(n: &str) -> Option<String> {
    let digits = n.trim_start_matches('0');
    (!n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) && !digits.is_empty()).then(|| digits.to_string())
}

/// The place (1-based) of a mixed puzzle's number ([`Route::Mixed`]), `usize::MAX` for one
/// past `usize` (no sample has it either).
#[must_use]
pub fn mixed_place(n: &str) -> usize {
    n.parse().unwrap_or(usize::MAX)
}

/// Which of a game's puzzles to show: those of one theme (`t=capture`, as
/// `mancala_puzzles::Theme` names it) and of one difficulty (`d=1` … `d=5`), either or both.
/// Kept as written (at most [`SHOWN_CHARS`] characters), so that a page can name a value it
/// does not know.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleFilter {
    pub theme: Option<String>,
    pub level: Option<String>,
}

impl PuzzleFilter {
    fn parse(query: &str) -> PuzzleFilter {
        let value = |key| query_value(query, key).map(|v| shown(v.trim())).filter(|v| !v.is_empty());
        PuzzleFilter { theme: value("t"), level: value("d") }
    }

    /// Whether nothing is filtered out.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.theme.is_none() && self.level.is_none()
    }

    /// The filter's part of a query (`t=…&d=…`), empty when it filters nothing.
    #[must_use]
    pub fn query(&self) -> String {
        let parts: Vec<String> = [("t", &self.theme), ("d", &self.level)]
            .iter()
            .filter_map(|(k, v)| v.as_ref().map(|v| format!("{k}={}", encode(v))))
            .collect();
        parts.join("&")
    }
}

/// A worksheet: a game, its puzzles to draw ([`PuzzleFilter`]), how many of them (`n`) and how
/// many on a printed page (`per`), each as written: the page says when it cannot read one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WorksheetLink {
    pub variant: String,
    pub filter: PuzzleFilter,
    pub count: Option<String>,
    pub per: Option<String>,
}

impl WorksheetLink {
    /// The hash (without `#`) of this worksheet.
    #[must_use]
    pub fn to_hash(&self) -> String {
        let mut query = self.filter.query();
        for (name, value) in [("n", &self.count), ("per", &self.per)] {
            if let Some(v) = value {
                if !query.is_empty() {
                    query.push('&');
                }
                query.push_str(&format!("{name}={}", encode(v)));
            }
        }
        join_query(format!("/worksheet/{}", encode(&self.variant)), &query)
    }
}

/// A hash with the step `s` added to its query (`base` may have one).
#[must_use]
pub fn with_step(base: &str, step: usize) -> String {
    format!("{base}{}s={step}", if base.contains('?') { '&' } else { '?' })
}

/// `path?query`, or `path` when the query is empty.
fn join_query(path: String, query: &str) -> String {
    if query.is_empty() {
        path
    } else {
        format!("{path}?{query}")
    }
}

/// The lesson name of a variant's puzzles in a [`LessonLink`] (`#/puzzles/<variant>`).
pub const PUZZLES: &str = "puzzles";

/// The lesson name of a variant's counting drills in a [`LessonLink`] (`#/drill/<variant>?n=<k>`:
/// the drills the number `k` picks from the variant's pool, so a link shows the same ones).
pub const DRILLS: &str = "drills";

/// A game as a share link: the variant, changed options (`key=value`), the start position in the
/// text form (if not the default) and the move tokens.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayLink {
    pub variant: String,
    pub options: Vec<String>,
    pub position: Option<String>,
    pub moves: Vec<String>,
}

/// A rules page, and the rule to point at (a lesson's rule tag leads there).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RulesLink {
    pub variant: String,
    pub rule: Option<String>,
}

impl RulesLink {
    /// The hash (without `#`) of this rules page.
    #[must_use]
    pub fn to_hash(&self) -> String {
        let mut hash = format!("/rules/{}", encode(&self.variant));
        if let Some(rule) = &self.rule {
            hash.push_str(&format!("?r={}", encode(rule)));
        }
        hash
    }
}

/// What a link to the teacher's page brings ([`Route::Teacher`]): a pupil's line to add to the
/// class table (`add`), an assignment to take as the one on the page (`task`, its link's query).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TeacherLink {
    pub add: Option<String>,
    pub task: Option<String>,
}

/// The value of `key` in a query (`a=1&b=2`), decoded.
pub(crate) fn query_value(query: &str, key: &str) -> Option<String> {
    query.split('&').filter_map(|pair| pair.split_once('=')).find(|(k, _)| *k == key).map(|(_, v)| decode(v))
}

/// A lesson and a step of it: `#/learn/<variant>/<lesson>?s=<step>`. The lesson is its file stem
/// (`01-board-and-sowing`), its full id (`kalah/01-board-and-sowing`) or its place in the course
/// (`1`); the step counts from 1.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonLink {
    pub variant: String,
    pub lesson: String,
    /// 1-based; `None` = the first step (and for an unreadable `s`).
    pub step: Option<usize>,
    /// The `s` of the link when it is not a step number, as written (at most [`SHOWN_CHARS`]
    /// characters of it): the page names it when it says the step is not there.
    pub bad_step: Option<String>,
    /// For a game's puzzles ([`PUZZLES`]), which of them: the step counts among those.
    pub filter: PuzzleFilter,
    /// For a game's drills ([`DRILLS`]), the number that picks them (`None`: a new one).
    pub pick: Option<u32>,
}

/// How much of a bad value in a link the page repeats in its message.
pub const SHOWN_CHARS: usize = 40;

/// `text` cut to [`SHOWN_CHARS`] characters (with `…` when cut), to name a bad value.
#[must_use]
pub fn shown(text: &str) -> String {
    match text.char_indices().nth(SHOWN_CHARS) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
    }
}

/// The most characters of an error message that names a wrong value of a link or an attribute,
/// after each quoted value in it was cut ([`cut_echoes`]).
pub const MESSAGE_LIMIT: usize = 1_000;

/// `message` with each value it quotes («…») cut to [`SHOWN_CHARS`] characters and `…`, as
/// [`shown`] names a bad value, and the whole to [`MESSAGE_LIMIT`]: an error names what is
/// wrong, it does not repeat a megabyte of it (the site's notices of a link, the embed's errors).
#[must_use]
pub fn cut_echoes(message: &str) -> String {
    let mut out = String::new();
    // The characters of the quoted value so far (`None`: outside quotes), and of `out`.
    let mut quoted = None;
    let mut length = 0;
    for c in message.chars() {
        if length == MESSAGE_LIMIT {
            out.push('…');
            break;
        }
        quoted = match (c, quoted) {
            ('«', _) => Some(0),
            ('»', _) => None,
            (_, Some(n)) if n >= SHOWN_CHARS => {
                if n == SHOWN_CHARS {
                    out.push('…');
                    length += 1;
                }
                quoted = Some(n + 1);
                continue;
            }
            (_, n) => n.map(|n| n + 1),
        };
        out.push(c);
        length += 1;
    }
    out
}

impl LessonLink {
    /// The hash (without `#`) of this lesson at its step.
    #[must_use]
    pub fn to_hash(&self) -> String {
        self.at(self.step)
    }

    /// The hash (without `#`) of this lesson at another step (`None`: without one).
    #[must_use]
    pub fn at(&self, step: Option<usize>) -> String {
        let (path, mut query) = if self.lesson == PUZZLES {
            (format!("/puzzles/{}", encode(&self.variant)), self.filter.query())
        } else if self.lesson == DRILLS {
            (format!("/drill/{}", encode(&self.variant)), self.pick.map(|k| format!("n={k}")).unwrap_or_default())
        } else {
            (format!("/learn/{}/{}", encode(&self.variant), encode(&self.lesson)), String::new())
        };
        if let Some(s) = step {
            if !query.is_empty() {
                query.push('&');
            }
            query.push_str(&format!("s={s}"));
        }
        join_query(path, &query)
    }
}

/// The step `s` of a lesson's link (1-based), or, when it is not a number, what it says.
fn step_of(query: &str) -> (Option<usize>, Option<String>) {
    let s = query_value(query, "s").map(|v| v.trim().to_string());
    let step = s.as_deref().and_then(|v| v.parse::<usize>().ok());
    let bad_step = s.filter(|_| step.is_none()).map(|v| shown(&v));
    (step, bad_step)
}

impl Route {
    /// Reads a location hash (without the `#`).
    #[must_use]
    pub fn parse(hash: &str) -> Route {
        Route::read(hash).unwrap_or_else(Route::TooLong)
    }

    /// [`Route::parse`], or what of the link is over its limit (checked before it is read).
    fn read(hash: &str) -> Result<Route, TooLong> {
        let hash = hash.trim();
        over("link", hash, LINK_LIMIT)?;
        let (path, query) = hash.split_once('?').unwrap_or((hash, ""));
        let parts: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
        for part in &parts {
            over("name", &decode(part), NAME_LIMIT)?;
        }
        Ok(match parts.as_slice() {
            [] => Route::Home,
            ["play", id] => Route::Play(PlayLink::parse(id, query)?),
            ["print", id] => Route::Print(PlayLink::parse(id, query)?),
            ["rules", id] => Route::Rules(RulesLink {
                variant: decode(id),
                rule: query_value(query, "r").map(|r| shown(r.trim())).filter(|r| !r.is_empty()),
            }),
            ["learn", id] => Route::Learn(decode(id)),
            ["puzzles"] => Route::Puzzles,
            ["progress"] => Route::Progress,
            ["teacher"] => {
                let value = |key| query_value(query, key).filter(|v| !v.trim().is_empty());
                Route::Teacher(TeacherLink { add: value("add"), task: value("task") })
            }
            ["task"] => Route::Task(query.to_string()),
            ["puzzles", "daily"] => Route::Mixed(None),
            ["puzzles", "mixed", n] => match mixed_number(n) {
                Some(n) => Route::Mixed(Some(n)),
                None => Route::NotFound(hash.to_string()),
            },
            ["puzzles", id] => {
                let (step, bad_step) = step_of(query);
                let filter = PuzzleFilter::parse(query);
                Route::Lesson(LessonLink {
                    variant: decode(id),
                    lesson: PUZZLES.to_string(),
                    step,
                    bad_step,
                    filter,
                    pick: None,
                })
            }
            ["drill", id] => {
                let (step, bad_step) = step_of(query);
                let pick = query_value(query, "n").and_then(|v| v.trim().parse::<u32>().ok());
                Route::Lesson(LessonLink {
                    variant: decode(id),
                    lesson: DRILLS.to_string(),
                    step,
                    bad_step,
                    pick,
                    ..LessonLink::default()
                })
            }
            ["worksheet", id] => Route::Worksheet(WorksheetLink {
                variant: decode(id),
                filter: PuzzleFilter::parse(query),
                count: query_value(query, "n").map(|v| shown(v.trim())).filter(|v| !v.is_empty()),
                per: query_value(query, "per").map(|v| shown(v.trim())).filter(|v| !v.is_empty()),
            }),
            ["glossary"] => {
                Route::Glossary(query_value(query, "t").map(|t| t.trim().to_string()).filter(|t| !t.is_empty()))
            }
            ["learn", id, lesson] | ["learn", id, _, lesson] => {
                let variant = decode(id);
                // A full lesson id (`kalah/01-…`) repeats the variant.
                if let [_, _, v, _] = parts.as_slice() {
                    if decode(v) != variant {
                        return Ok(Route::NotFound(hash.to_string()));
                    }
                }
                let lesson = decode(lesson);
                let lesson = lesson.strip_prefix(&format!("{variant}/")).unwrap_or(&lesson).to_string();
                let (step, bad_step) = step_of(query);
                Route::Lesson(LessonLink {
                    variant,
                    lesson,
                    step,
                    bad_step,
                    filter: PuzzleFilter::default(),
                    pick: None,
                })
            }
            _ => Route::NotFound(hash.to_string()),
        })
    }

    /// The hash (without `#`) that leads to this route.
    #[must_use]
    pub fn to_hash(&self) -> String {
        match self {
            Route::Home | Route::NotFound(_) | Route::TooLong(_) => "/".into(),
            Route::Rules(link) => link.to_hash(),
            Route::Learn(id) => format!("/learn/{}", encode(id)),
            Route::Lesson(link) => link.to_hash(),
            Route::Play(link) => link.to_hash(),
            Route::Print(link) => link.to_print_hash(),
            Route::Puzzles => "/puzzles".into(),
            Route::Progress => "/progress".into(),
            Route::Teacher(_) => "/teacher".into(),
            Route::Task(query) => format!("/task?{query}"),
            Route::Mixed(None) => "/puzzles/daily".into(),
            Route::Mixed(Some(n)) => format!("/puzzles/mixed/{n}"),
            Route::Worksheet(link) => link.to_hash(),
            Route::Glossary(None) => "/glossary".into(),
            Route::Glossary(Some(term)) => format!("/glossary?t={}", encode(term)),
        }
    }
}

impl PlayLink {
    #[must_use]
    pub fn new(variant: &str) -> PlayLink {
        PlayLink { variant: variant.into(), ..PlayLink::default() }
    }

    /// Reads the variant (still percent-encoded) and the query of a `play` or `print` route;
    /// moves, a position or options over their limits are refused before they are read.
    fn parse(id: &str, query: &str) -> Result<PlayLink, TooLong> {
        let mut link = PlayLink { variant: decode(id), ..PlayLink::default() };
        // The characters of the moves and the options so far (a link may split them).
        let (mut moves, mut options) = (String::new(), String::new());
        for pair in query.split('&').filter(|s| !s.is_empty()) {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            let v = decode(v);
            match k {
                "o" => {
                    options.push_str(&v);
                    over("options", &options, OPTIONS_LIMIT)?;
                    link.options.push(v);
                }
                "p" if !v.trim().is_empty() => {
                    over("position", &v, POSITION_LIMIT)?;
                    link.position = Some(v);
                }
                "m" => {
                    moves.push_str(&v);
                    over("moves", &moves, MOVES_LIMIT)?;
                    link.moves.extend(v.split(',').map(str::trim).filter(|s| !s.is_empty()).map(String::from));
                }
                _ => {}
            }
        }
        Ok(link)
    }

    /// The hash (without `#`) of the printable page of this link's position (its moves dropped:
    /// give the position to print in `position`).
    #[must_use]
    pub fn to_print_hash(&self) -> String {
        let link = PlayLink { moves: Vec::new(), ..self.clone() };
        format!("/print{}", link.to_hash().trim_start_matches("/play"))
    }

    /// The hash (without `#`) of this game.
    #[must_use]
    pub fn to_hash(&self) -> String {
        let mut query = Vec::new();
        for o in &self.options {
            query.push(format!("o={}", encode(o)));
        }
        if let Some(p) = &self.position {
            query.push(format!("p={}", encode(p)));
        }
        if !self.moves.is_empty() {
            let moves: Vec<String> = self.moves.iter().map(|m| encode(m)).collect();
            query.push(format!("m={}", moves.join(",")));
        }
        let mut hash = format!("/play/{}", encode(&self.variant));
        if !query.is_empty() {
            hash.push('?');
            hash.push_str(&query.join("&"));
        }
        hash
    }
}

/// Percent-encodes everything but unreserved characters and a few harmless ones (`/`, `.`, `=`,
/// `+` would be read as a space by other tools, so it is encoded).
#[must_use]
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~' | b'/' | b'=' | b':' | b'[' | b']') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Decodes `%XX` escapes; a broken escape is kept as it is (never fails).
#[must_use]
pub fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok().and_then(|h| u8::from_str_radix(h, 16).ok());
            if let Some(b) = hex {
                out.push(b);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

// Run in the browser with the other wasm tests (`./x test`: `cargo test --target
// wasm32-unknown-unknown -p site --lib --test "*"`); plain `#[test]`s would never run there.
#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    #[wasm_bindgen_test]
    fn links_round_trip() {
        let link = PlayLink {
            variant: "kiswahili".into(),
            options: vec!["kiswahili.blocking=false".into()],
            position: Some("S=[1,2] N=[0,0] SS=0 NS=0, S to move".into()),
            moves: vec!["S.I5/cw".into(), "+S.I6/L".into()],
        };
        assert_eq!(Route::parse(&link.to_hash()), Route::Play(link.clone()));
        let print = PlayLink { moves: Vec::new(), ..link.clone() };
        assert_eq!(Route::parse(&link.to_print_hash()), Route::Print(print));
    }

    #[wasm_bindgen_test]
    fn rules_links_point_at_a_rule() {
        let link = RulesLink { variant: "kalah".into(), rule: Some("KAL-5".into()) };
        assert_eq!(link.to_hash(), "/rules/kalah?r=KAL-5");
        assert_eq!(Route::parse(&link.to_hash()), Route::Rules(link));
        let plain = RulesLink { variant: "oware".into(), rule: None };
        assert_eq!(Route::parse("/rules/oware"), Route::Rules(plain.clone()));
        assert_eq!(Route::parse("/rules/oware?r="), Route::Rules(plain));
    }

    #[wasm_bindgen_test]
    fn lesson_links() {
        let link = LessonLink {
            variant: "kalah".into(),
            lesson: "01-board-and-sowing".into(),
            step: Some(3),
            ..LessonLink::default()
        };
        assert_eq!(Route::parse(&link.to_hash()), Route::Lesson(link.clone()));
        assert_eq!(Route::parse("/learn/kalah/kalah/01-board-and-sowing?s=3"), Route::Lesson(link.clone()));
        assert_eq!(Route::parse("/learn/kalah/kalah%2F01-board-and-sowing?s=3"), Route::Lesson(link));
        assert_eq!(Route::parse("/learn/kalah"), Route::Learn("kalah".into()));
        assert!(matches!(Route::parse("/learn/kalah/oware/01-x"), Route::NotFound(_)));
        // An unreadable step is kept as written, to be named ("step 0" was said of it).
        let Route::Lesson(odd) = Route::parse("/learn/kalah/2?s=x") else { panic!("a lesson link") };
        assert_eq!((odd.lesson.as_str(), odd.step, odd.bad_step.as_deref()), ("2", None, Some("x")));
        let Route::Lesson(zero) = Route::parse("/learn/kalah/2?s=0") else { panic!("a lesson link") };
        assert_eq!((zero.step, zero.bad_step), (Some(0), None));
        let Route::Lesson(long) = Route::parse(&format!("/learn/kalah/2?s={}", "9".repeat(100))) else {
            panic!("a lesson link")
        };
        assert_eq!(long.bad_step, Some(format!("{}…", "9".repeat(SHOWN_CHARS))));
    }

    #[wasm_bindgen_test]
    fn puzzle_links() {
        assert_eq!(Route::parse("/puzzles"), Route::Puzzles);
        // A game's drills: the number picks them, the step counts among them.
        let Route::Lesson(drill) = Route::parse("/drill/kalah?n=42&s=3") else { panic!() };
        assert_eq!((drill.lesson.as_str(), drill.pick, drill.step), (DRILLS, Some(42), Some(3)));
        assert_eq!(drill.to_hash(), "/drill/kalah?n=42&s=3");
        let Route::Lesson(fresh) = Route::parse("/drill/oware?n=x") else { panic!() };
        assert_eq!((fresh.pick, fresh.to_hash()), (None, "/drill/oware".to_string()));
        assert_eq!(Route::parse(&Route::Puzzles.to_hash()), Route::Puzzles);
        assert_eq!(Route::parse("/progress"), Route::Progress);
        assert_eq!(Route::parse(&Route::Progress.to_hash()), Route::Progress);
        // The teacher's page, with a pupil's line to add (as a pupil's QR code opens it), and a
        // pupil's page of an assignment, its query kept whole for `pages::assignment`.
        assert_eq!(Route::parse("/teacher"), Route::Teacher(TeacherLink::default()));
        assert_eq!(Route::parse("/teacher?add="), Route::Teacher(TeacherLink::default()));
        assert_eq!(
            Route::parse("/teacher?add=%D0%9E%D0%BB%D1%8F%207K3M-2QXA-9PB4T"),
            Route::Teacher(TeacherLink { add: Some("Оля 7K3M-2QXA-9PB4T".into()), task: None })
        );
        // An assignment's query, encoded whole as one value.
        assert_eq!(
            Route::parse("/teacher?task=l%3Dkalah.1%26cap%3D2"),
            Route::Teacher(TeacherLink { add: None, task: Some("l=kalah.1&cap=2".into()) })
        );
        let task = Route::parse("/task?l=kalah.1&g=kalah.2.1&cap=2");
        assert_eq!(task, Route::Task("l=kalah.1&g=kalah.2.1&cap=2".into()));
        assert_eq!(Route::parse(&task.to_hash()), task);
        assert_eq!(Route::parse("/puzzles/daily"), Route::Mixed(None));
        let seven = Route::Mixed(Some("7".into()));
        assert_eq!(Route::parse(&seven.to_hash()), seven);
        assert_eq!(seven.to_hash(), "/puzzles/mixed/7");
        assert_eq!(Route::parse("/puzzles/mixed/007"), seven);
        assert!(matches!(Route::parse("/puzzles/mixed/0"), Route::NotFound(_)));
        assert!(matches!(Route::parse("/puzzles/mixed/x"), Route::NotFound(_)));
        // A game's puzzles are a lesson of their own; the step is the puzzle.
        let link =
            LessonLink { variant: "oware".into(), lesson: PUZZLES.into(), step: Some(12), ..LessonLink::default() };
        assert_eq!(link.to_hash(), "/puzzles/oware?s=12");
        assert_eq!(Route::parse(&link.to_hash()), Route::Lesson(link.clone()));
        let Route::Lesson(odd) = Route::parse("/puzzles/oware?s=twelve") else { panic!("a puzzles link") };
        assert_eq!((odd.step, odd.bad_step.as_deref()), (None, Some("twelve")));
        // A theme and a difficulty pick some of the set; the step counts among them.
        let filter = PuzzleFilter { theme: Some("double-capture".into()), level: Some("3".into()) };
        let some = LessonLink { filter: filter.clone(), step: Some(2), ..link };
        assert_eq!(some.to_hash(), "/puzzles/oware?t=double-capture&d=3&s=2");
        assert_eq!(some.at(None), "/puzzles/oware?t=double-capture&d=3");
        assert_eq!(Route::parse(&some.to_hash()), Route::Lesson(some.clone()));
        assert_eq!(Route::parse("/puzzles/oware?d=3&t=double-capture&s=2"), Route::Lesson(some));
        let Route::Lesson(blank) = Route::parse("/puzzles/oware?t=&d=%20") else { panic!("a puzzles link") };
        assert!(blank.filter.is_empty());
        // A course lesson has no filter: its link never carries one.
        let Route::Lesson(lesson) = Route::parse("/learn/kalah/2?t=capture") else { panic!("a lesson link") };
        assert!(lesson.filter.is_empty());
        // A worksheet: the same filter and a count, each as written.
        let sheet = WorksheetLink { variant: "kalah".into(), filter, count: Some("8".into()), per: Some("4".into()) };
        assert_eq!(sheet.to_hash(), "/worksheet/kalah?t=double-capture&d=3&n=8&per=4");
        assert_eq!(Route::parse(&sheet.to_hash()), Route::Worksheet(sheet));
        let plain = WorksheetLink { variant: "oware".into(), ..WorksheetLink::default() };
        assert_eq!(plain.to_hash(), "/worksheet/oware");
        assert_eq!(Route::parse("/worksheet/oware"), Route::Worksheet(plain));
        let Route::Worksheet(odd) = Route::parse(&format!("/worksheet/oware?n={}", "x".repeat(100))) else {
            panic!("a worksheet link")
        };
        assert_eq!(odd.count, Some(format!("{}…", "x".repeat(SHOWN_CHARS))));
    }

    #[wasm_bindgen_test]
    fn odd_input_never_fails() {
        assert_eq!(Route::parse(""), Route::Home);
        assert_eq!(Route::parse("/"), Route::Home);
        assert_eq!(decode("%"), "%");
        assert_eq!(decode("%zz%4"), "%zz%4");
        assert_eq!(decode("%D0%AF"), "Я");
        assert!(matches!(Route::parse("/nope/x/y"), Route::NotFound(_)));
        assert_eq!(Route::parse("/glossary"), Route::Glossary(None));
        assert_eq!(Route::parse("/glossary?t=relay"), Route::Glossary(Some("relay".into())));
        assert_eq!(Route::parse("/glossary?t="), Route::Glossary(None));
        for route in [Route::Glossary(None), Route::Glossary(Some("non-capturing-move".into()))] {
            assert_eq!(Route::parse(&route.to_hash()), route);
        }
    }

    /// Issue 38, R17: a mixed puzzle's number past `usize` is a puzzle the sample has not, as
    /// 1000000000 is, not an unknown address.
    #[wasm_bindgen_test]
    fn a_mixed_number_past_usize_is_still_a_number() {
        for n in ["18446744073709551615", "1000000000", "99999999999999999999999999"] {
            assert_eq!(Route::parse(&format!("/puzzles/mixed/{n}")), Route::Mixed(Some(n.into())), "{n}");
        }
        assert_eq!(mixed_place("18446744073709551615"), usize::MAX);
        assert_eq!(mixed_place("12"), 12);
    }

    /// Issue 38, R3: a value over its limit is refused before it is read, and says which.
    #[wasm_bindgen_test]
    fn oversized_values_are_refused() {
        let too_long = |route: &str| match Route::parse(route) {
            Route::TooLong(t) => (t.what, t.length, t.limit),
            other => panic!("{route:.60}: {other:?}"),
        };
        let megabyte = "k".repeat(1 << 20);
        for page in ["play", "print", "learn", "worksheet", "puzzles", "drill", "rules"] {
            assert_eq!(too_long(&format!("/{page}/{megabyte}")).0, "link", "{page}");
        }
        assert_eq!(too_long(&format!("/learn/kalah/{megabyte}")).0, "link");
        assert_eq!(too_long(&format!("/play/kalah?o={}", "y".repeat(1 << 20))).0, "link");
        assert_eq!(too_long(&format!("/play/{}", "k".repeat(101))), ("name", 101, NAME_LIMIT));
        assert_eq!(too_long(&format!("/learn/kalah/{}", "k".repeat(200))), ("name", 200, NAME_LIMIT));
        assert_eq!(too_long(&format!("/play/kalah?o={}", "y".repeat(2001))), ("options", 2001, OPTIONS_LIMIT));
        assert_eq!(too_long(&format!("/play/kalah?p={}", "y".repeat(2001))), ("position", 2001, POSITION_LIMIT));
        let moves = "Q9,".repeat(20_000);
        assert_eq!(too_long(&format!("/play/kalah?m={moves}")), ("moves", 60_000, MOVES_LIMIT));
        // Split over two `m=`, the moves are counted together.
        let half = "S2,".repeat(9_000);
        assert_eq!(too_long(&format!("/print/kalah?m={half}&m={half}")).0, "moves");
        // Up to the limits, a link is read as before.
        let Route::Play(link) = Route::parse(&format!("/play/kalah?m={}", "S2,".repeat(16_000))) else {
            panic!("a play link")
        };
        assert_eq!(link.moves.len(), 16_000);
        assert!(matches!(Route::parse(&format!("/play/{}", "k".repeat(100))), Route::Play(_)));
        // A rule to point at is named as `t=` is.
        let Route::Rules(rules) = Route::parse(&format!("/rules/kalah?r={}", "r".repeat(99))) else { panic!() };
        assert_eq!(rules.rule, Some(format!("{}…", "r".repeat(SHOWN_CHARS))));
        assert_eq!(Route::TooLong(TooLong { what: "link", length: 1, limit: 0 }).to_hash(), "/");
    }

    #[wasm_bindgen_test]
    fn echoes_are_cut() {
        let long = "q".repeat(1 << 20);
        assert_eq!(cut_echoes(&format!("Гри «{long}» немає.")), format!("Гри «{}…» немає.", "q".repeat(40)));
        assert_eq!(cut_echoes("Хід «S2» і «N3»."), "Хід «S2» і «N3».");
        assert_eq!(cut_echoes(&"x".repeat(5000)), format!("{}…", "x".repeat(MESSAGE_LIMIT)));
    }
}
