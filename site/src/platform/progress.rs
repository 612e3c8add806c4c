//! The learner's progress, kept in `localStorage` (through [`crate::platform::js`]): which
//! lessons are done, as one line of lesson ids (`kalah/01-board-and-sowing,kalah/02-extra-turns`),
//! and the puzzles tried ([`PUZZLES_KEY`]) with the learner's puzzle rating ([`RATING_KEY`]).
//!
//! Unreadable or unknown entries are harmless: an id that names no lesson is never counted, an
//! unreadable puzzle entry is skipped, an unreadable rating starts again from [`START_RATING`].

use crate::platform::js;
use std::collections::BTreeSet;

/// The `localStorage` key of the lessons done.
pub const DONE_KEY: &str = "mancala.lessons.done";

/// The ids of the lessons done.
#[must_use]
pub fn done() -> BTreeSet<String> {
    js::storage_get(DONE_KEY)
        .unwrap_or_default()
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        // Inserted one by one: `collect` would sort first, with a stable sort the wasm has no
        // other use for.
        .fold(BTreeSet::new(), |mut set, id| {
            set.insert(id.to_string());
            set
        })
}

fn save(set: &BTreeSet<String>) {
    if set.is_empty() {
        js::storage_remove(DONE_KEY);
    } else {
        js::storage_set(DONE_KEY, &set.iter().cloned().collect::<Vec<_>>().join(","));
    }
}

/// Marks a lesson done.
pub fn mark_done(lesson_id: &str) {
    let mut set = done();
    if set.insert(lesson_id.to_string()) {
        save(&set);
    }
}

/// Forgets the lessons done of one variant (`Some(id)`) or of all (`None`).
pub fn reset(variant: Option<&str>) {
    let mut set = done();
    match variant {
        Some(v) => set.retain(|id| id.split('/').next() != Some(v)),
        None => set.clear(),
    }
    save(&set);
}

/// How many of these lesson ids are done.
#[must_use]
pub fn count_done<'a>(done: &BTreeSet<String>, ids: impl IntoIterator<Item = &'a str>) -> usize {
    ids.into_iter().filter(|id| done.contains(*id)).count()
}

/// The `localStorage` key of the puzzles tried: one entry per puzzle, `id|r|address` (solved at
/// the first try), `id|w|address` (missed) or `id|l|address` (missed, solved later),
/// comma-separated, the latest last.
pub const PUZZLES_KEY: &str = "mancala.puzzles.tried";

/// The `localStorage` key of the learner's puzzle rating (a whole number).
pub const RATING_KEY: &str = "mancala.puzzles.rating";

/// The rating a learner starts from.
pub const START_RATING: i32 = 1000;

/// How many puzzles the list keeps (the oldest go first).
pub const KEPT_PUZZLES: usize = 500;

/// A puzzle tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tried {
    /// The puzzle's id (`kalah-12`).
    pub id: String,
    /// Solved at the first try.
    pub first_try: bool,
    /// Solved, at the first try or later.
    pub solved: bool,
    /// Where it is shown (`/puzzles/kalah?s=17`), to come back to it.
    pub at: String,
}

/// The puzzles tried, oldest first.
#[must_use]
pub fn tried() -> Vec<Tried> {
    js::storage_get(PUZZLES_KEY)
        .unwrap_or_default()
        .split(',')
        .filter_map(|entry| {
            let mut parts = entry.splitn(3, '|');
            let (id, result, at) = (parts.next()?, parts.next()?, parts.next()?);
            let (first_try, solved) = match result {
                "r" => (true, true),
                "l" => (false, true),
                "w" => (false, false),
                _ => return None,
            };
            (!id.is_empty() && at.starts_with('/')).then(|| Tried {
                id: id.to_string(),
                first_try,
                solved,
                at: at.to_string(),
            })
        })
        .collect()
}

/// The learner's puzzle rating.
#[must_use]
pub fn rating() -> i32 {
    js::storage_get(RATING_KEY).and_then(|r| r.trim().parse().ok()).unwrap_or(START_RATING)
}

/// A puzzle's rating from its difficulty (1 to 5): 900 to 1700.
#[must_use]
pub fn puzzle_rating(level: u8) -> i32 {
    700 + 200 * i32::from(level.clamp(1, 5))
}

/// The change of a learner's `rating` after a first try at a puzzle of `level`: up to ±32,
/// more for beating a harder puzzle or missing an easier one (the chance of a right answer is
/// taken as 50 % at equal ratings, moving linearly by 1 % per 8 points, within 5–95 %).
#[must_use]
pub fn rating_change(rating: i32, level: u8, right: bool) -> i32 {
    let expected = (500 + (rating - puzzle_rating(level)) * 1000 / 800).clamp(50, 950);
    let got = if right { 1000 } else { 0 };
    32 * (got - expected) / 1000
}

/// Records an answer to a puzzle. The first try rates the learner: the new rating and the
/// change are returned. A later try is not rated; a right one takes a missed puzzle off the
/// list of those to come back to.
pub fn record_puzzle(id: &str, level: u8, right: bool, at: &str) -> Option<(i32, i32)> {
    let id = id.replace([',', '|'], "");
    let at = at.replace([',', '|'], "");
    let mut list = tried();
    let rated = if let Some(t) = list.iter_mut().find(|t| t.id == id) {
        t.solved |= right;
        None
    } else {
        list.push(Tried { id, first_try: right, solved: right, at });
        let before = rating();
        let change = rating_change(before, level, right);
        js::storage_set(RATING_KEY, &(before + change).to_string());
        Some((before + change, change))
    };
    let start = list.len().saturating_sub(KEPT_PUZZLES);
    let line: Vec<String> = list[start..]
        .iter()
        .map(|t| {
            let result = match (t.first_try, t.solved) {
                (true, _) => 'r',
                (false, true) => 'l',
                (false, false) => 'w',
            };
            format!("{}|{result}|{}", t.id, t.at)
        })
        .collect();
    js::storage_set(PUZZLES_KEY, &line.join(","));
    rated
}
