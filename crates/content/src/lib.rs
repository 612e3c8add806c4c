//! Lessons as data, and the checker that holds them to the engine.
//!
//! A lesson (`tutorials/<variant>/<NN>-<topic>.toml`) is a list of steps. A step may set a
//! position, always says something (Ukrainian and Russian), names the rules it teaches, and then
//! either shows moves (claims about them are checked) or gives the learner a task (a goal the
//! engine judges, a stated solution, a hint). See `tutorials/README.md` for the format.
//!
//! A rules page (`tutorials/rules/<variant>.toml`) states every rule of a variant in the tutor's
//! own words, in both languages, naming the source article of each rule ([`rules_page`]).

//!
//! Without the default `files` feature the crate is only the data types and the checks that need
//! no files (what the site links: it fetches the JSON that [`export`] writes). With it, the TOML
//! files are embedded and parsed ([`all_lessons`], [`rules_page::rules_pages`]), and
//! [`export::check_all`] runs every check the tests run.

#[cfg(feature = "files")]
pub mod export;
#[cfg(feature = "files")]
pub mod facts;
// The glossary's data types and checks (the site reads the exported glossary); reading
// `tutorials/glossary.toml` needs the feature `files`.
#[cfg(feature = "files")]
pub mod drills;
#[cfg(feature = "files")]
pub mod games;
pub mod glossary;
#[cfg(feature = "files")]
pub mod puzzles;
pub mod rules_page;
// SCORM 1.2 packages (the build's and the teacher's page's): no files needed.
pub mod scorm;

use mancala_engine::rules::is_rule;
#[cfg(feature = "files")]
use mancala_engine::variants;
use mancala_engine::{Move, Place, Position, Side, Step, Variant};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

include!(concat!(env!("OUT_DIR"), "/content_version.rs"));
include!(concat!(env!("OUT_DIR"), "/lesson_ids.rs"));

/// The ids of a variant's lessons (without fetching or parsing them), in file order.
pub fn lesson_ids(variant: &str) -> impl Iterator<Item = &'static str> + '_ {
    LESSON_IDS.iter().copied().filter(move |id| id.split_once('/').is_some_and(|(v, _)| v == variant))
}

/// The ids of a variant's lessons on its course's main path: [`lesson_ids`] without the
/// appendix lessons ([`Lesson::appendix`]). A course is done when these are.
pub fn core_lesson_ids(variant: &str) -> impl Iterator<Item = &'static str> + '_ {
    lesson_ids(variant).filter(|id| !APPENDIX_IDS.contains(id))
}

/// What a course builds on (`tutorials/courses.toml`): courses whose games help with this one.
/// None is required; the course page links them.
#[derive(Clone, Copy, Debug)]
pub struct CourseRoute {
    pub variant: &'static str,
    pub builds_on: &'static [&'static str],
    pub why_uk: &'static str,
    pub why_ru: &'static str,
}

/// The path of courses to `variant`: from the game that starts its route, through the first
/// course each builds on, to `variant` itself (just `[variant]` for a course that starts one).
#[must_use]
pub fn route_to(variant: &'static str) -> Vec<&'static str> {
    let mut path = vec![variant];
    while let Some(&(_, parent)) = COURSE_PARENTS.iter().find(|(v, _)| *v == path[0]) {
        if path.contains(&parent) {
            break;
        }
        path.insert(0, parent);
    }
    path
}

/// What the course of `variant` builds on, if anything.
#[must_use]
pub fn course_route(variant: &str) -> Option<&'static CourseRoute> {
    COURSE_ROUTES.iter().find(|r| r.variant == variant)
}
#[cfg(feature = "files")]
include!(concat!(env!("OUT_DIR"), "/lesson_files.rs"));

/// What an exported content file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asset {
    /// `rules/<variant>.json`: a [`rules_page::RulesPage`].
    Rules,
    /// `lessons/<variant>.json`: the variant's [`Lesson`]s in course order (maybe none).
    Lessons,
    /// `locales/<lang>.json` and `locales/<lang>.game.json`: the two shares
    /// (`mancala_text::LocalePart`) of the Fluent text of one language of `mancala-text` (`uk`,
    /// `ru`), each as one JSON string (`name` is `uk` or `uk.game`); the site's wasm loads only
    /// the language it shows, and its game share when a page first needs it.
    Locale,
    /// `glossary.json`: the glossary (`tutorials/glossary.toml`), for a glossary page and term
    /// links (`name` is ignored).
    Glossary,
    /// `puzzles/<variant>.json`: the variant's puzzles as one [`Lesson`] with a task step per
    /// puzzle ([`puzzles`]); `puzzles/mixed.json`: a one-puzzle lesson for each of a sample of
    /// every variant's puzzles (the mixed run and the puzzle of the day).
    Puzzles,
    /// `drills/<variant>.json`: the variant's counting drills as one [`Lesson`] with a task step
    /// per drill ([`drills`]), of which the site shows a random handful at a time.
    Drills,
    /// `puzzle-keys/<variant>.json`: each puzzle's [`PuzzleKey`] in words, for a worksheet's key
    /// (`export::puzzle_keys_json`).
    PuzzleKeys,
}

/// Where an exported content file lives, relative to the site's root:
/// `content/<CONTENT_VERSION>/rules/<variant>.json`, `…/lessons/<variant>.json` or
/// `…/locales/<lang>.json` (`name` is the variant id or the language code), or
/// `…/glossary.json`. The exporter writes there and the site reads from there, so both agree by
/// construction.
#[must_use]
pub fn asset_path(asset: Asset, name: &str) -> String {
    let dir = match asset {
        Asset::Rules => "rules",
        Asset::Lessons => "lessons",
        Asset::Locale => "locales",
        Asset::Puzzles => "puzzles",
        Asset::Drills => "drills",
        Asset::PuzzleKeys => "puzzle-keys",
        Asset::Glossary => return format!("content/{CONTENT_VERSION}/glossary.json"),
    };
    format!("content/{CONTENT_VERSION}/{dir}/{name}.json")
}

/// A text in both languages of the site.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Text {
    pub uk: String,
    pub ru: String,
}

/// One lesson.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// The variant id (`kalah`, `oware`, …).
    pub variant: String,
    /// Options as `key = "value"` (RULES.md §3 keys).
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    /// Order within the variant's course (1 first).
    pub order: u32,
    pub title: Text,
    pub summary: Text,
    #[serde(rename = "step")]
    pub steps: Vec<LessonStep>,
    /// `<variant>/<file stem>`: set by the loader from the file's path (a lesson file may not set
    /// it), carried in the exported JSON.
    #[serde(default)]
    pub id: String,
    /// Out of the course's main path (`appendix = true`): a historical reading, a source's
    /// variant; the course page lists it apart, and the course is done without it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub appendix: bool,
    /// The puzzle themes this lesson shows and its game's puzzles practise (`capture`, …): set
    /// by the export ([`puzzles::practice`]), so the lesson's end leads to those puzzles.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub practice: Vec<String>,
}

/// One step of a lesson.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonStep {
    /// A position in the text form; without it the step continues from the previous one.
    #[serde(default)]
    pub position: Option<String>,
    pub say: Text,
    /// The RULES.md rule IDs this step teaches.
    #[serde(default)]
    pub rules: Vec<String>,
    #[serde(default)]
    pub show: Option<Demo>,
    #[serde(default)]
    pub task: Option<Task>,
    /// The pits this step's text names, in the engine's notation (`S2`, `N.I5`, as in moves):
    /// the site marks them on the board while the step is shown. The build checks that each is
    /// a pit of the variant's board and that every pit the Ukrainian text names by its number
    /// («ямка 5», «третя ямка») is marked ([`named_pit_numbers`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<String>,
    /// The glossary's terms this step introduces (`terms = ["relay"]`, by id): its text says what
    /// they mean, and no text of its course uses them before ([`glossary::terms_before_use`]).
    /// The export adds each one's word and definition, for the site's «Нове слово: …».
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub terms: Vec<glossary::StepTerm>,
    /// The chips the site shows for [`LessonStep::rules`] (walk L34: «KAL-7» alone tells a
    /// learner nothing): a line per chip, `ID name`, the name in each language. Set by the
    /// export ([`export::add_rule_chips`]); the site shows the bare IDs without it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule_chips: Option<Text>,
    /// A puzzle's id (`kalah-12`, from `tutorials/puzzles/`): set on the steps of the puzzle
    /// lessons the exporter makes ([`puzzles`]); the site keeps the learner's results by it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub puzzle: Option<String>,
    /// A puzzle's difficulty, 1 (easy) to 5 (the site rates the learner's answers by it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<u8>,
    /// A puzzle's themes (`capture`, `extra-turn`, … as `mancala_puzzles::Theme` names them),
    /// the first one its prompt's: the site's puzzles filter picks by them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub themes: Vec<String>,
}

/// A puzzle's answer for a worksheet's key (issue 36, C10), in
/// `puzzle-keys/<variant>.json` ([`Asset::PuzzleKeys`], by puzzle id), which only the worksheet
/// fetches: the winning line (the answer, then the moves of both sides the verification saw it win
/// by) in the learner's words, and one sentence of why: what the answer does at once, the seeds
/// each side wins over the line, and the least the opponent's answer takes after any other move
/// when that is more ([`puzzles::key`]).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct PuzzleKey {
    /// The line's moves in the engine's notation, the answer first.
    pub moves: Vec<String>,
    pub line: Text,
    pub why: Text,
}

/// Moves shown to the learner, with claims the checker verifies.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Demo {
    /// Move tokens, played in order.
    pub moves: Vec<String>,
    /// What the lesson claims the moves do: checked by the build ([`Lesson::replay`]) and not
    /// exported, so the site, which only shows the moves, neither downloads nor reads it (its
    /// build, without the feature `files`, has no code for it).
    #[serde(default, skip_serializing)]
    #[cfg_attr(not(feature = "files"), serde(skip_deserializing))]
    pub expect: Expect,
}

/// Claims about what the shown moves do (over all of them together).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// Seeds captured in all.
    pub captured: Option<u32>,
    /// Whether the last move gives an extra turn.
    pub extra_turn: Option<bool>,
    /// Relay lifts in all.
    pub relays: Option<u32>,
    /// Laps in all.
    pub laps: Option<u32>,
    /// Skipped pits or stores in all.
    pub skips: Option<u32>,
    /// Where the last seed of the last move fell: a pit name, `SS` or `NS`.
    pub last_seed: Option<String>,
    /// The position afterwards (move counters ignored).
    pub position: Option<String>,
    pub game_over: Option<bool>,
    /// `S`, `N` or `draw`.
    pub winner: Option<String>,
    /// Rules that must be cited by the steps.
    #[serde(default)]
    pub cites: Vec<String>,
}

impl Expect {
    /// The first claim about what the moves did (captured, extra turn, relays, laps, skips, last
    /// seed) that their `facts` contradict: its name, the claimed value and the engine's.
    fn contradicted(&self, variant: &Variant, facts: &MoveFacts) -> Option<(&'static str, String, String)> {
        let differs = |what, claimed: Option<u32>, actual: u32| {
            claimed.filter(|&c| c != actual).map(|c| (what, c.to_string(), actual.to_string()))
        };
        differs("captured", self.captured, facts.captured)
            .or_else(|| {
                self.extra_turn
                    .filter(|&x| x != facts.extra_turn)
                    .map(|x| ("extra_turn", x.to_string(), facts.extra_turn.to_string()))
            })
            .or_else(|| differs("relays", self.relays, facts.relays))
            .or_else(|| differs("laps", self.laps, facts.laps))
            .or_else(|| differs("skips", self.skips, facts.skips))
            .or_else(|| {
                let last = self.last_seed.as_ref()?;
                let actual = facts.last_seed.map(|p| place_name(variant, p)).unwrap_or_default();
                (*last != actual).then(|| ("last_seed", last.clone(), actual))
            })
    }
}

/// A task: the learner must find a move that reaches the goal.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Task {
    pub prompt: Text,
    pub goal: Goal,
    /// A move that solves the task (played afterwards when the lesson goes on).
    pub solution: String,
    /// Shown after a wrong answer that no [`WrongTry`] names: what to look at in this
    /// position and why. It speaks of no single move (the build checks that it does not start
    /// from one: «Хід з ямки 7 …» belongs in a `wrong` entry for that move).
    pub hint: Text,
    #[serde(default)]
    pub praise: Option<Text>,
    /// What to say after a wrong try with one of these moves, in place of [`Task::hint`].
    #[serde(default, rename = "wrong", skip_serializing_if = "Vec::is_empty")]
    pub wrong: Vec<WrongTry>,
    /// What some wrong answers run into (a puzzle's, from its set: `mancala_puzzles::Refutation`):
    /// the site plays the reply after the wrong move and says what it costs.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub refutations: Vec<Refutation>,
    /// What the hint and the praise say of moves from this position, checked by the build (and,
    /// like [`Demo::expect`], neither exported nor read by the site). Every count of seeds the
    /// hint or the praise writes in digits must be one of these facts' or a pit's or a store's
    /// before or after the solution.
    #[serde(default, rename = "fact", skip_serializing)]
    #[cfg_attr(not(feature = "files"), serde(skip_deserializing))]
    pub facts: Vec<Fact>,
}

/// The hint after a wrong try with one of `moves`: what that move did in this position and
/// where to look instead (walk L13: a hint answers the move the learner made). The build checks
/// that each move is legal, written as the engine writes it, named once and wrong, and that the
/// counts the text writes are the task's facts or the position's before or after the move.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct WrongTry {
    /// The wrong moves (tokens, as the engine writes them: `S.I7/cw`).
    pub moves: Vec<String>,
    pub hint: Text,
}

/// A fact a task's hint or praise states of one move from the task's position.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fact {
    /// The move (a token).
    #[serde(rename = "move")]
    pub mv: String,
    /// Seeds the move captures.
    pub captured: Option<u32>,
    /// Where its last seed falls: a pit (`N2`, `S.I5`) or a store (`SS`).
    pub last_seed: Option<String>,
    /// Whether it gives its player another move.
    pub extra_turn: Option<bool>,
    /// Relay lifts in it.
    pub relays: Option<u32>,
    /// The most the opponent's reply can capture (0: no reply captures anything).
    pub reply_captures: Option<u32>,
}

/// A wrong answer, the opponent's best reply to it and what it costs, as a search found them.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Refutation {
    /// The wrong move (a token).
    pub wrong: String,
    /// The opponent's moves after it, up to the turn coming back (tokens; none when the wrong
    /// move ends the game or gives another move).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reply: Vec<String>,
    /// Whole seeds the wrong move is behind the answer (at least 1).
    pub loss: u32,
    /// The answer wins by force and this move does not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub misses_win: bool,
    /// This move loses by force and the answer does not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub loses: bool,
}

/// What a task asks for. The engine decides whether a move reaches it.
///
/// Written as a table with its `kind` (`{ kind = "capture", at_least = 2 }`); read through
/// `GoalFields` rather than serde's internally tagged enums, whose buffering of the fields
/// (and its float formatting) would be the largest part of the site's lesson reader.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "snake_case", try_from = "GoalFields")]
pub enum Goal {
    /// Capture at least this many seeds (1 if not given).
    Capture { at_least: Option<u32> },
    /// Capture as many seeds as any legal move can.
    CaptureMost,
    /// Earn another move.
    ExtraTurn,
    /// Give at least one seed to an opponent who has none on his side.
    Feed,
    /// Leave the opponent no move that captures anything.
    AvoidCapture,
    /// Make one of these moves (e.g. the right head, the only legal move).
    OneOf { moves: Vec<String> },
    /// End the game.
    EndGame,
    /// Make the move's last seed fall at this place: a pit (`N2`, `S.I5`) or a store (`SS`).
    /// The counting drills ([`drills`]) ask it.
    LastSeedIn { at: String },
}

/// A [`Goal`] as written: its kind and the fields some kinds take.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GoalFields {
    kind: GoalKind,
    #[serde(default)]
    at_least: Option<u32>,
    #[serde(default)]
    moves: Option<Vec<String>>,
    #[serde(default)]
    at: Option<String>,
}

#[derive(Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
enum GoalKind {
    Capture,
    CaptureMost,
    ExtraTurn,
    Feed,
    AvoidCapture,
    OneOf,
    EndGame,
    LastSeedIn,
}

impl TryFrom<GoalFields> for Goal {
    type Error = &'static str;

    fn try_from(f: GoalFields) -> Result<Goal, Self::Error> {
        use GoalKind as K;
        Ok(match (f.kind, f.at_least, f.moves, f.at) {
            (K::Capture, at_least, None, None) => Goal::Capture { at_least },
            (K::OneOf, None, Some(moves), None) => Goal::OneOf { moves },
            (K::OneOf, _, None, _) => return Err("a goal of kind `one_of` needs its `moves`"),
            (K::LastSeedIn, None, None, Some(at)) => Goal::LastSeedIn { at },
            (K::LastSeedIn, _, _, None) => return Err("a goal of kind `last_seed_in` needs its `at`"),
            (K::CaptureMost, None, None, None) => Goal::CaptureMost,
            (K::ExtraTurn, None, None, None) => Goal::ExtraTurn,
            (K::Feed, None, None, None) => Goal::Feed,
            (K::AvoidCapture, None, None, None) => Goal::AvoidCapture,
            (K::EndGame, None, None, None) => Goal::EndGame,
            _ => {
                return Err(
                    "`at_least` goes only with a goal of kind `capture`, `moves` only with `one_of`, `at` only with `last_seed_in`",
                )
            }
        })
    }
}

/// What the learner's move did, as far as lessons care.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveFacts {
    pub captured: u32,
    pub extra_turn: bool,
    pub relays: u32,
    pub laps: u32,
    pub skips: u32,
    pub last_seed: Option<Place>,
    pub cited: Vec<&'static str>,
}

impl MoveFacts {
    /// Facts of a move by `mover`. Seeds captured for the opponent (a Nam-Nam four taken by the
    /// pit's owner) do not count as the mover's captures.
    #[must_use]
    pub fn of(steps: &[Step], mover: Side) -> MoveFacts {
        let mut f = MoveFacts::default();
        for step in steps {
            match step {
                Step::Capture { to: Place::Store(owner), .. } if *owner != mover => {}
                Step::Capture { count, .. } => f.captured += u32::from(*count),
                Step::ExtraTurn { .. } => f.extra_turn = true,
                Step::Relay { .. } => f.relays += 1,
                Step::Lap { .. } => f.laps += 1,
                Step::Skip { .. } => f.skips += 1,
                Step::Sow { to, .. } => f.last_seed = Some(*to),
                _ => {}
            }
            if let Some(rule) = step.rule() {
                if !f.cited.contains(&rule.0) {
                    f.cited.push(rule.0);
                }
            }
        }
        f
    }

    fn merge(&mut self, other: MoveFacts) {
        self.captured += other.captured;
        self.extra_turn = other.extra_turn;
        self.relays += other.relays;
        self.laps += other.laps;
        self.skips += other.skips;
        self.last_seed = other.last_seed;
        for c in other.cited {
            if !self.cited.contains(&c) {
                self.cited.push(c);
            }
        }
    }
}

/// A lesson that does not load, or that claims what the engine does not do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonError {
    /// `<variant>/<file>` and, where it applies, the step number (1-based).
    pub lesson: String,
    pub step: Option<usize>,
    pub message: String,
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.step {
            Some(s) => write!(f, "{} step {s}: {}", self.lesson, self.message),
            None => write!(f, "{}: {}", self.lesson, self.message),
        }
    }
}

impl std::error::Error for LessonError {}

/// Parses one lesson file.
///
/// # Errors
/// A TOML or schema error, with its place.
#[cfg(feature = "files")]
pub fn parse_lesson(path: &str, text: &str) -> Result<Lesson, LessonError> {
    let err = |message: String| LessonError { lesson: path.to_string(), step: None, message };
    let mut lesson: Lesson = toml::from_str(text).map_err(|e| err(e.to_string()))?;
    if !lesson.id.is_empty() {
        return Err(err("unknown field `id` (a lesson's id is its file's path)".to_string()));
    }
    lesson.id = path.trim_end_matches(".toml").to_string();
    Ok(lesson)
}

/// Every lesson of the repository, sorted by variant learning order then lesson order.
///
/// # Errors
/// The first file that does not parse.
#[cfg(feature = "files")]
pub fn all_lessons() -> Result<Vec<Lesson>, LessonError> {
    let mut lessons = LESSON_FILES
        .iter()
        .filter(|(path, _)| path.contains('/') && !path.starts_with("rules/"))
        .map(|(path, text)| parse_lesson(path, text))
        .collect::<Result<Vec<_>, _>>()?;
    let order: Vec<&str> = variants().iter().map(|v| v.id).collect();
    lessons.sort_by_key(|l| (order.iter().position(|id| *id == l.variant).unwrap_or(usize::MAX), l.order));
    Ok(lessons)
}

impl Lesson {
    /// The puzzle themes of a set of puzzles (a lesson of tasks, [`LessonStep::themes`]), each
    /// with how many of its steps have it, the most frequent first (in the set's order on a tie).
    #[must_use]
    pub fn themes(&self) -> Vec<(String, usize)> {
        let mut counts: Vec<(String, usize)> = Vec::new();
        for theme in self.steps.iter().flat_map(|s| &s.themes) {
            match counts.iter_mut().find(|(t, _)| t == theme) {
                Some((_, n)) => *n += 1,
                None => counts.push((theme.clone(), 1)),
            }
        }
        // The most frequent first, picked one by one (a sort would add its code to the site's
        // first load for a list of a few themes).
        let mut out = Vec::with_capacity(counts.len());
        while let Some(i) = (0..counts.len()).max_by_key(|&i| (counts[i].1, std::cmp::Reverse(i))) {
            out.push(counts.remove(i));
        }
        out
    }

    /// The variant with the lesson's options.
    ///
    /// # Errors
    /// An unknown variant or option.
    pub fn variant(&self) -> Result<Variant, LessonError> {
        let pairs: Vec<(&str, &str)> = self.options.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        Variant::new(&self.variant, &pairs).map_err(|e| self.err(None, e.to_string()))
    }

    fn err(&self, step: Option<usize>, message: impl Into<String>) -> LessonError {
        LessonError { lesson: self.id.clone(), step, message: message.into() }
    }

    /// The position each step starts from, as the site needs them: a step's own position, else
    /// where the step before led (its shown moves, or its task's stated solution). It checks no
    /// claim: the build checks every lesson ([`Lesson::replay`], which gives the same positions),
    /// and the site is given only checked lessons, so it need not carry the checks.
    ///
    /// # Errors
    /// A variant, position or move the engine cannot read or play.
    pub fn starts(&self) -> Result<Vec<Position>, LessonError> {
        self.starts_in(&self.variant()?)
    }

    /// [`Lesson::starts`] in a game already built (the lesson's game with its options; the
    /// checks build it from a spec, [`games::Games::variant_of`]). Never inlined: the site's
    /// wasm, which calls it through [`Lesson::starts`], is 144 B smaller (gzip) so.
    ///
    /// # Errors
    /// A position or move the engine cannot read or play.
    #[inline(never)]
    pub fn starts_in(&self, variant: &Variant) -> Result<Vec<Position>, LessonError> {
        let mut current = variant.start_position();
        let mut starts = Vec::with_capacity(self.steps.len());
        for (i, step) in self.steps.iter().enumerate() {
            let n = Some(i + 1);
            if let Some(text) = &step.position {
                current = variant.parse_position(text).map_err(|e| self.err(n, format!("position: {e}")))?;
            }
            starts.push(current.clone());
            let tokens = match (&step.show, &step.task) {
                (Some(demo), _) => demo.moves.as_slice(),
                (None, Some(task)) => std::slice::from_ref(&task.solution),
                (None, None) => &[],
            };
            for token in tokens {
                current =
                    variant.play_token(&current, token).map_err(|e| self.err(n, format!("move `{token}`: {e}")))?.0;
            }
        }
        Ok(starts)
    }

    /// The position each step starts from, checking the whole lesson on the way: positions parse,
    /// shown moves are legal and do what the lesson claims, every task has a solution, its stated
    /// solution reaches the goal, some legal move does not (or the task teaches nothing), texts are
    /// there in both languages, and every rule cited exists.
    ///
    /// # Errors
    /// The first claim the engine contradicts.
    pub fn replay(&self) -> Result<Vec<Position>, LessonError> {
        self.replay_in(&self.variant()?)
    }

    /// [`Lesson::replay`] in a game already built (the lesson's game with its options; the
    /// checks build it from a spec, [`games::Games::variant_of`]).
    ///
    /// # Errors
    /// The first claim the engine contradicts, or a game that is not the lesson's.
    pub fn replay_in(&self, variant: &Variant) -> Result<Vec<Position>, LessonError> {
        if variant.id() != self.variant {
            return Err(self.err(None, format!("replayed in {}, but written for {}", variant.id(), self.variant)));
        }
        for (what, text) in [("title", &self.title), ("summary", &self.summary)] {
            if text.uk.trim().is_empty() || text.ru.trim().is_empty() {
                return Err(self.err(None, format!("{what} must be written in both languages")));
            }
        }
        if self.steps.is_empty() {
            return Err(self.err(None, "a lesson needs at least one step"));
        }
        let mut current = variant.start_position();
        let mut starts = Vec::with_capacity(self.steps.len());
        for (i, step) in self.steps.iter().enumerate() {
            let n = Some(i + 1);
            if let Some(text) = &step.position {
                current = variant.parse_position(text).map_err(|e| self.err(n, format!("position: {e}")))?;
            }
            starts.push(current.clone());
            if step.say.uk.trim().is_empty() || step.say.ru.trim().is_empty() {
                return Err(self.err(n, "`say` must be written in both languages"));
            }
            for rule in &step.rules {
                if !is_rule(rule) {
                    return Err(self.err(n, format!("unknown rule ID `{rule}`")));
                }
            }
            self.check_marks(variant, step, n)?;
            if step.show.is_some() && step.task.is_some() {
                return Err(self.err(n, "a step either shows moves or gives a task, not both"));
            }
            if let Some(demo) = &step.show {
                current = self.check_demo(variant, &current, demo, n)?;
            }
            if let Some(task) = &step.task {
                current = self.check_task(variant, &current, task, n)?;
            }
        }
        Ok(starts)
    }

    /// The step's marks are pits of the board, and every pit its Ukrainian text names by number
    /// is among them (the board shows what the text says, when it says it).
    fn check_marks(&self, variant: &Variant, step: &LessonStep, n: Option<usize>) -> Result<(), LessonError> {
        let layout = variant.layout();
        let mut marked = Vec::new();
        for token in &step.marks {
            let pit = layout
                .parse_pit(token)
                .ok_or_else(|| self.err(n, format!("`marks`: `{token}` is not a pit of this board")))?;
            marked.push(layout.learner_number(pit));
        }
        let missing: Vec<usize> = named_pit_numbers(&step.say.uk).into_iter().filter(|k| !marked.contains(k)).collect();
        if !missing.is_empty() {
            return Err(self.err(
                n,
                format!(
                    "the text names pit number {missing:?} but `marks` marks no pit of that number \
                     (marks: {:?}; add the pits it means, e.g. `marks = [\"S2\"]`)",
                    step.marks
                ),
            ));
        }
        Ok(())
    }

    fn check_demo(
        &self,
        variant: &Variant,
        start: &Position,
        demo: &Demo,
        n: Option<usize>,
    ) -> Result<Position, LessonError> {
        if demo.moves.is_empty() {
            return Err(self.err(n, "`show.moves` is empty"));
        }
        let mut pos = start.clone();
        let mut facts = MoveFacts::default();
        for token in &demo.moves {
            let (next, steps) =
                variant.play_token(&pos, token).map_err(|e| self.err(n, format!("move `{token}`: {e}")))?;
            facts.merge(MoveFacts::of(&steps, pos.to_move()));
            pos = next;
        }
        let e = &demo.expect;
        let mismatch = |what: &str, claimed: String, actual: String| {
            self.err(n, format!("the lesson claims {what} = {claimed}, the engine says {actual}"))
        };
        if let Some((what, claimed, actual)) = e.contradicted(variant, &facts) {
            return Err(mismatch(what, claimed, actual));
        }
        if let Some(text) = &e.position {
            let claimed = variant.parse_position(text).map_err(|err| self.err(n, format!("expect.position: {err}")))?;
            if !claimed.same_state(&pos) {
                return Err(mismatch("position", text.clone(), pos.to_string()));
            }
        }
        if let Some(over) = e.game_over {
            if over != pos.is_over() {
                return Err(mismatch("game_over", over.to_string(), pos.is_over().to_string()));
            }
        }
        if let Some(w) = &e.winner {
            let actual = match pos.outcome() {
                Some(o) => o.winner.map_or("draw".to_string(), |s| s.to_string()),
                None => "none (game not over)".to_string(),
            };
            if *w != actual {
                return Err(mismatch("winner", w.clone(), actual));
            }
        }
        for rule in &e.cites {
            if !facts.cited.contains(&rule.as_str()) {
                return Err(self.err(
                    n,
                    format!("the lesson claims rule {rule} applies, but no step cites it (cited: {:?})", facts.cited),
                ));
            }
        }
        Ok(pos)
    }

    fn check_task(
        &self,
        variant: &Variant,
        start: &Position,
        task: &Task,
        n: Option<usize>,
    ) -> Result<Position, LessonError> {
        for text in [&task.prompt, &task.hint] {
            if text.uk.trim().is_empty() || text.ru.trim().is_empty() {
                return Err(self.err(n, "task prompt and hint must be written in both languages"));
            }
        }
        let legal = variant.legal_moves(start);
        let mut solving = Vec::new();
        for mv in &legal {
            if reaches(variant, start, mv, &task.goal).map_err(|e| self.err(n, e))? {
                solving.push(mv.token(start.layout()));
            }
        }
        if solving.is_empty() {
            return Err(self.err(n, "no legal move reaches the task's goal"));
        }
        if solving.len() == legal.len() {
            return Err(self.err(n, "every legal move reaches the goal, so the task teaches nothing"));
        }
        let solution = variant.parse_move(start, &task.solution).map_err(|e| self.err(n, format!("solution: {e}")))?;
        let token = solution.token(start.layout());
        if !solving.contains(&token) {
            return Err(
                self.err(n, format!("the stated solution {token} does not reach the goal; these do: {solving:?}"))
            );
        }
        for r in &task.refutations {
            let here = |e: String| self.err(n, format!("refutation of {}: {e}", r.wrong));
            let mv = variant.parse_move(start, &r.wrong).map_err(|e| here(e.to_string()))?;
            if solving.contains(&mv.token(start.layout())) {
                return Err(here("the move reaches the goal, so it is not wrong".into()));
            }
            let (mut cur, _) = variant.play(start, &mv).map_err(|e| here(e.to_string()))?;
            for t in &r.reply {
                if cur.is_over() || cur.to_move() == start.to_move() {
                    return Err(here(format!("the reply {t} is not the opponent's to make")));
                }
                let m = variant.parse_move(&cur, t).map_err(|e| here(format!("reply {t}: {e}")))?;
                cur = variant.play(&cur, &m).map_err(|e| here(format!("reply {t}: {e}")))?.0;
            }
            if r.loss == 0 {
                return Err(here("a wrong move loses at least one seed".into()));
            }
        }
        let mut named = BTreeSet::new();
        for w in &task.wrong {
            if w.moves.is_empty() || w.hint.uk.trim().is_empty() || w.hint.ru.trim().is_empty() {
                return Err(self.err(n, "a `wrong` entry needs its moves and a hint in both languages"));
            }
            for t in &w.moves {
                let here = |e: String| self.err(n, format!("wrong try {t}: {e}"));
                let mv = variant.parse_move(start, t).map_err(|e| here(e.to_string()))?;
                let token = mv.token(start.layout());
                if token != *t {
                    return Err(here(format!("write it as the engine does: {token}")));
                }
                if solving.contains(&token) {
                    return Err(here("the move reaches the goal, so it is not wrong".into()));
                }
                if !named.insert(token) {
                    return Err(here("named by two `wrong` entries".into()));
                }
            }
        }
        let (next, _) = variant.play(start, &solution).map_err(|e| self.err(n, format!("solution: {e}")))?;
        self.check_facts(variant, start, task, n)?;
        Ok(next)
    }

    /// Every count of seeds a task's hint or praise writes in digits («4 зерна») is one the
    /// engine confirms: a `fact` of the task (checked by [`Lesson::replay`]) or a pit's or a
    /// store's count before or after the solution; a wrong try's hint, the facts of its own moves
    /// and the solution, and the counts its moves leave. The build runs it on the lesson files (the
    /// export leaves the facts out, as it does the shown moves' claims); puzzle steps are left
    /// out, their praise states the search's margin.
    ///
    /// # Errors
    /// The first count no fact or position gives.
    pub fn check_counts(&self, variant: &Variant) -> Result<(), LessonError> {
        let starts = self.starts_in(variant)?;
        for (i, (step, start)) in self.steps.iter().zip(&starts).enumerate() {
            let (Some(task), None) = (&step.task, &step.puzzle) else { continue };
            let n = Some(i + 1);
            let next = variant.play_token(start, &task.solution).map_err(|e| self.err(n, format!("solution: {e}")))?.0;
            let add = |counts: &mut Vec<u32>, pos: &Position| {
                counts.extend(pos.pits().iter().map(|&c| u32::from(c)));
                counts.extend([Side::South, Side::North].map(|s| u32::from(pos.store(s))));
            };
            let mut positions = Vec::new();
            add(&mut positions, start);
            add(&mut positions, &next);
            // Each fact's counts (its capture, the best reply's), by its move as the engine writes it.
            let token = |t: &str| variant.parse_move(start, t).ok().map(|m| m.token(start.layout()));
            let facts: Vec<(Option<String>, [Option<u32>; 2])> =
                task.facts.iter().map(|f| (token(&f.mv), [f.captured, f.reply_captures])).collect();
            let facts_of = |keep: &dyn Fn(&Option<String>) -> bool| {
                facts
                    .iter()
                    .filter(|(t, _)| keep(t))
                    .flat_map(|(_, c)| c.iter().flatten().copied())
                    .collect::<Vec<u32>>()
            };
            let mut counts = positions.clone();
            counts.extend(facts_of(&|_| true));
            let mut texts = vec![("hint".to_string(), &task.hint, counts.clone())];
            if let Some(praise) = &task.praise {
                texts.push(("praise".to_string(), praise, counts));
            }
            // A wrong try's hint counts its own moves' facts (and the solution's, to compare),
            // and may also count the position its moves leave.
            let solution = token(&task.solution);
            for w in &task.wrong {
                let mut counts = positions.clone();
                counts.extend(facts_of(&|t| {
                    t.is_some() && (*t == solution || w.moves.iter().any(|m| Some(m) == t.as_ref()))
                }));
                for t in &w.moves {
                    let after = variant.play_token(start, t).map_err(|e| self.err(n, format!("wrong try {t}: {e}")))?.0;
                    add(&mut counts, &after);
                }
                texts.push((format!("hint for {}", w.moves.join(", ")), &w.hint, counts));
            }
            for (what, text, counts) in texts {
                for (lang, words) in [("uk", &text.uk), ("ru", &text.ru)] {
                    if let Some(count) = seed_counts(words).into_iter().find(|c| !counts.contains(c)) {
                        return Err(self.err(
                            n,
                            format!(
                                "the {what} ({lang}) says {count} seeds, which is no count of the position and no `fact` of the task"
                            ),
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// Checks the task's facts against the engine.
    fn check_facts(
        &self,
        variant: &Variant,
        start: &Position,
        task: &Task,
        n: Option<usize>,
    ) -> Result<(), LessonError> {
        let mover = start.to_move();
        for fact in &task.facts {
            let here = |e: String| self.err(n, format!("fact of {}: {e}", fact.mv));
            let mv = variant.parse_move(start, &fact.mv).map_err(|e| here(e.to_string()))?;
            let (after, steps) = variant.play(start, &mv).map_err(|e| here(e.to_string()))?;
            let f = MoveFacts::of(&steps, mover);
            let differ =
                |what: &str, said: String, is: String| here(format!("{what}: the fact says {said}, the engine {is}"));
            // The same claims as a shown move's, read by the same code.
            let claims = Expect {
                captured: fact.captured,
                extra_turn: fact.extra_turn,
                relays: fact.relays,
                last_seed: fact.last_seed.clone(),
                ..Expect::default()
            };
            if let Some((what, said, is)) = claims.contradicted(variant, &f) {
                return Err(differ(what, said, is));
            }
            if let Some(r) = fact.reply_captures {
                if after.is_over() || after.to_move() == mover {
                    return Err(here("the opponent does not move next, so there is no reply".into()));
                }
                let is = best_reply_capture(variant, &after);
                if r != is {
                    return Err(differ("the reply's biggest capture", r.to_string(), is.to_string()));
                }
            }
        }
        Ok(())
    }
}

/// The most seeds one legal move of the player to move at `pos` captures.
#[must_use]
pub fn best_reply_capture(variant: &Variant, pos: &Position) -> u32 {
    variant
        .legal_moves(pos)
        .iter()
        .filter_map(|m| variant.play(pos, m).ok())
        .map(|(_, steps)| MoveFacts::of(&steps, pos.to_move()).captured)
        .max()
        .unwrap_or(0)
}

/// The words of a lesson's text, split at spaces and punctuation (hyphens and apostrophes stay
/// in their words: «5-та», «п’ята»), as [`seed_counts`] and [`named_pit_numbers`] read them.
fn text_words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || ",.;:!?«»()—–\"".contains(c)).filter(|w| !w.is_empty())
}

/// The words with which a text starts speaking of one move («хід з ямки 7», «ходом купою»,
/// «сівба з ямки 3», «садіння в ямку 4», «ход из лунки 7», «посев из лунки 3»), if it does.
/// A task's [`Task::hint`] must not: it is shown after any wrong try, so a move it describes
/// is often not the one the learner made (walk L13); that belongs in a [`WrongTry`].
#[must_use]
pub fn names_a_move(text: &str) -> Option<String> {
    const MOVE: [&str; 14] = [
        "хід",
        "ходи",
        "ходом",
        "ходу",
        "ход",
        "ходы",
        "хода",
        "ходе",
        "сівба",
        "сівбу",
        "посев",
        "садіння",
        "посадка",
        "посадку",
    ];
    const FROM: [&str; 7] = ["з", "із", "купою", "из", "кучкой", "в", "у"];
    // Word pairs within a clause: «… кожен хід. Із ямки 4 …» is no move's words.
    text.split(|c: char| ".!?;:—".contains(c)).find_map(|clause| {
        let words: Vec<String> = text_words(clause).map(str::to_lowercase).collect();
        words.windows(2).find_map(|w| {
            let planting = w[0].starts_with("сад") || w[0].starts_with("посад");
            let into = w[1] == "в" || w[1] == "у";
            (MOVE.contains(&w[0].as_str()) && FROM.contains(&w[1].as_str()) && planting == into)
                .then(|| format!("{} {}", w[0], w[1]))
        })
    })
}

/// The counts of seeds a text writes in digits: a number right before a form of «зерно» (the
/// Ukrainian «зерно, зерна, зерен», the Russian «зерно, зерна, зёрен»).
#[must_use]
pub fn seed_counts(text: &str) -> Vec<u32> {
    // Within a sentence: «… у ямці 7. Зерна, що …» counts no seeds.
    text.split(['.', '!', '?', ';'])
        .flat_map(|sentence| {
            let words: Vec<&str> = text_words(sentence).collect();
            words
                .windows(2)
                .filter(|w| {
                    let next = w[1].to_lowercase();
                    ["зерн", "зерен", "зёрн", "зёрен"].iter().any(|p| next.starts_with(p))
                })
                .filter_map(|w| w[0].parse().ok())
                .collect::<Vec<u32>>()
        })
        .collect()
}

/// The numbers of the pits a Ukrainian text names: «ямка 5», «з ямки 3», «в ямці 8», «5-та ямка»,
/// «третю ямку», «першої ямки» (a numeral after a form of «ямка», or a numeral or ordinal word right
/// before one).
#[must_use]
pub fn named_pit_numbers(text: &str) -> Vec<usize> {
    const ORDINALS: [&str; 9] = ["перш", "друг", "трет", "четверт", "п’ят", "шост", "сьом", "восьм", "дев’ят"];
    let words: Vec<String> = text_words(text).map(str::to_lowercase).collect();
    let number = |w: &str| -> Option<usize> {
        let digits: String = w.chars().take_while(char::is_ascii_digit).collect();
        if !digits.is_empty() && (digits.len() == w.len() || w[digits.len()..].starts_with('-')) {
            return digits.parse().ok();
        }
        ORDINALS.iter().position(|o| w.starts_with(o)).map(|i| i + 1)
    };
    let mut out = Vec::new();
    for (i, w) in words.iter().enumerate() {
        if !w.starts_with("ямк") && !w.starts_with("ямц") {
            continue;
        }
        // «у ямці 12 зерен» counts seeds, it names no pit.
        let seeds_follow = words.get(i + 2).is_some_and(|w| w.starts_with("зер"));
        let after = words
            .get(i + 1)
            .filter(|n| !seeds_follow && n.chars().all(|c| c.is_ascii_digit()))
            .and_then(|n| n.parse().ok());
        let before = i.checked_sub(1).and_then(|j| number(&words[j]));
        for k in [after, before].into_iter().flatten() {
            if !out.contains(&k) {
                out.push(k);
            }
        }
    }
    out
}

fn place_name(variant: &Variant, place: Place) -> String {
    match place {
        Place::Pit(p) => variant.layout().pit_name(usize::from(p)),
        Place::Store(Side::South) => "SS".into(),
        Place::Store(Side::North) => "NS".into(),
        Place::Reserve(s) => format!("{s}.res"),
        Place::Hand => "hand".into(),
        Place::Off => "off".into(),
    }
}

/// Whether `mv` reaches `goal` from `pos`. The site calls this to judge the learner's answer.
///
/// # Errors
/// If the goal itself cannot be read (a bad move token in `one_of`) or the move is illegal.
pub fn reaches(variant: &Variant, pos: &Position, mv: &Move, goal: &Goal) -> Result<bool, String> {
    let (after, steps) = variant.play(pos, mv).map_err(|e| e.to_string())?;
    let mover = pos.to_move();
    let facts = MoveFacts::of(&steps, mover);
    Ok(match goal {
        Goal::Capture { at_least } => facts.captured >= at_least.unwrap_or(1),
        Goal::CaptureMost => {
            let mut best = 0;
            for other in variant.legal_moves(pos) {
                let (_, s) = variant.play(pos, &other).map_err(|e| e.to_string())?;
                best = best.max(MoveFacts::of(&s, mover).captured);
            }
            best > 0 && facts.captured == best
        }
        Goal::ExtraTurn => facts.extra_turn,
        Goal::Feed => {
            let opp = pos.to_move().opponent();
            pos.seeds_in_half(opp) == 0 && after.seeds_in_half(opp) > 0
        }
        Goal::AvoidCapture => {
            if after.is_over() {
                true
            } else if after.to_move() == pos.to_move() {
                false
            } else {
                let mut safe = true;
                for reply in variant.legal_moves(&after) {
                    let (_, s) = variant.play(&after, &reply).map_err(|e| e.to_string())?;
                    if MoveFacts::of(&s, after.to_move()).captured > 0 {
                        safe = false;
                        break;
                    }
                }
                safe
            }
        }
        Goal::OneOf { moves } => {
            let mut hit = false;
            for token in moves {
                let m = variant.parse_move(pos, token).map_err(|e| e.to_string())?;
                hit |= m == *mv;
            }
            hit
        }
        Goal::EndGame => after.is_over(),
        Goal::LastSeedIn { at } => facts.last_seed.is_some_and(|p| place_name(variant, p) == *at),
    })
}

/// Rules of a variant's family (by RULES.md prefix) that no lesson step names.
#[must_use]
pub fn untaught_rules(variant_id: &str, prefixes: &[&str], lessons: &[Lesson]) -> Vec<&'static str> {
    let taught: Vec<&str> = lessons
        .iter()
        .filter(|l| l.variant == variant_id)
        .flat_map(|l| l.steps.iter().flat_map(|s| s.rules.iter().map(String::as_str)))
        .collect();
    mancala_engine::rules::RULE_IDS
        .iter()
        .copied()
        .filter(|r| prefixes.iter().any(|p| r.strip_prefix(p).is_some_and(|rest| rest.starts_with('-'))))
        .filter(|r| !taught.contains(r))
        .collect()
}
