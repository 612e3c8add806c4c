//! The learner's progress, kept in `localStorage` (through [`crate::platform::js`]): which
//! lessons are done, as one line of lesson ids (`kalah/01-board-and-sowing,kalah/02-extra-turns`),
//! the puzzles tried ([`PUZZLES_KEY`]) with the learner's puzzle rating ([`RATING_KEY`]), and
//! the tasks to come back to ([`REVIEW_KEY`], spaced review).
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
    // The tasks to review go with them.
    let kept: Vec<Review> = reviews().into_iter().filter(|r| variant.is_some_and(|v| r.variant() != Some(v))).collect();
    if kept.is_empty() {
        js::storage_remove(REVIEW_KEY);
    } else {
        js::storage_set(REVIEW_KEY, &reviews_line(&kept));
    }
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
    parse_tried(&js::storage_get(PUZZLES_KEY).unwrap_or_default())
}

/// Reads a list of puzzles tried as [`PUZZLES_KEY`] keeps it; unreadable entries are skipped.
#[must_use]
pub fn parse_tried(line: &str) -> Vec<Tried> {
    line.split(',')
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

/// The list as [`PUZZLES_KEY`] keeps it: its last [`KEPT_PUZZLES`] entries.
#[must_use]
pub fn tried_line(list: &[Tried]) -> String {
    let start = list.len().saturating_sub(KEPT_PUZZLES);
    list[start..]
        .iter()
        .map(|t| {
            let result = match (t.first_try, t.solved) {
                (true, _) => 'r',
                (false, true) => 'l',
                (false, false) => 'w',
            };
            format!("{}|{result}|{}", t.id, t.at)
        })
        .collect::<Vec<_>>()
        .join(",")
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
    // In i64: a tampered rating near `i32::MAX` must not wrap (issue 38, R12).
    let expected = (500 + (i64::from(rating) - i64::from(puzzle_rating(level))) * 1000 / 800).clamp(50, 950);
    let got = if right { 1000 } else { 0 };
    // Within ±32 after the clamp: the cast keeps it.
    (32 * (got - expected) / 1000) as i32
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
        // A rating at an end of `i32` stays there rather than wrap (a tampered value).
        let after = before.saturating_add(change);
        js::storage_set(RATING_KEY, &after.to_string());
        Some((after, after - before))
    };
    js::storage_set(PUZZLES_KEY, &tried_line(&list));
    rated
}

/// The `localStorage` key of the tasks to come back to (spaced review): one entry per task,
/// `due|streak|address` (`20415|0|/learn/kalah/03-capture?s=5`: the day it is due, as days since
/// 1970-01-01 where the reader is; how many reviews in a row it was answered at the first try),
/// comma-separated, the latest last.
pub const REVIEW_KEY: &str = "mancala.review";

/// Days until a task comes back: after a miss the first, after each review answered at the
/// first try the next; after the last it is learnt and leaves the list.
pub const INTERVALS: [i64; 4] = [1, 3, 7, 21];

/// How many tasks the review list keeps (the oldest go first).
pub const KEPT_REVIEWS: usize = 300;

/// A task to come back to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// Where it is shown (`/learn/kalah/03-capture?s=5`, `/drill/oware?n=7&s=2`).
    pub at: String,
    /// The day it is due (days since 1970-01-01, [`js::local_day`]).
    pub due: i64,
    /// Reviews in a row answered at the first try.
    pub streak: u8,
}

impl Review {
    /// The variant of its address (`/learn/<variant>/…`, `/drill/<variant>?…`).
    #[must_use]
    pub fn variant(&self) -> Option<&str> {
        let mut parts = self.at.split(['/', '?']).filter(|s| !s.is_empty());
        match parts.next()? {
            "learn" | "drill" => parts.next(),
            _ => None,
        }
    }
}

/// Reads a review list; unreadable entries are skipped.
#[must_use]
pub fn parse_reviews(line: &str) -> Vec<Review> {
    line.split(',')
        .filter_map(|entry| {
            let mut parts = entry.splitn(3, '|');
            let due = parts.next()?.trim().parse().ok()?;
            let streak = parts.next()?.trim().parse().ok()?;
            let at = parts.next()?.trim();
            at.starts_with('/').then(|| Review { at: at.to_string(), due, streak })
        })
        .collect()
}

/// The list as [`REVIEW_KEY`] keeps it.
#[must_use]
pub fn reviews_line(list: &[Review]) -> String {
    list.iter().map(|r| format!("{}|{}|{}", r.due, r.streak, r.at)).collect::<Vec<_>>().join(",")
}

/// The list after the first answer of a visit to the task at `at` on day `today`: a miss puts
/// it on the list (again) for the next day; a right answer when it is due moves it to the next
/// interval, or off the list after the last; a right answer before it is due, or of a task not
/// on the list, changes nothing.
#[must_use]
pub fn after_answer(mut list: Vec<Review>, at: &str, right: bool, today: i64) -> Vec<Review> {
    let at = at.replace([',', '|'], "");
    match list.iter().position(|r| r.at == at) {
        Some(i) if !right => {
            list[i].streak = 0;
            list[i].due = today + INTERVALS[0];
        }
        Some(i) if list[i].due <= today => {
            let streak = usize::from(list[i].streak) + 1;
            match INTERVALS.get(streak) {
                Some(days) => {
                    list[i].streak = u8::try_from(streak).unwrap_or(u8::MAX);
                    list[i].due = today + days;
                }
                None => {
                    list.remove(i);
                }
            }
        }
        Some(_) => {}
        None if !right => list.push(Review { at, due: today + INTERVALS[0], streak: 0 }),
        None => {}
    }
    let start = list.len().saturating_sub(KEPT_REVIEWS);
    list.split_off(start)
}

/// The tasks to come back to, oldest first.
#[must_use]
pub fn reviews() -> Vec<Review> {
    parse_reviews(&js::storage_get(REVIEW_KEY).unwrap_or_default())
}

/// Records the first answer of a visit to the task at `at` ([`after_answer`], today).
pub fn record_answer(at: &str, right: bool) {
    let list = after_answer(reviews(), at, right, js::local_day());
    if list.is_empty() {
        js::storage_remove(REVIEW_KEY);
    } else {
        js::storage_set(REVIEW_KEY, &reviews_line(&list));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    #[wasm_bindgen_test]
    fn a_missed_task_comes_back_the_next_day_then_after_longer_and_longer() {
        let at = "/learn/kalah/03-capture?s=5";
        let list = after_answer(Vec::new(), at, false, 100);
        assert_eq!(list, vec![Review { at: at.into(), due: 101, streak: 0 }]);
        assert_eq!(list[0].variant(), Some("kalah"));
        // Right again the same day (a retry, a second visit): not due yet, nothing changes.
        assert_eq!(after_answer(list.clone(), at, true, 100), list);
        // Right when due: 3 days, 7, 21, then learnt.
        let mut l = list;
        for (day, due) in [(101, 104), (104, 111), (111, 132)] {
            l = after_answer(l, at, true, day);
            assert_eq!(l[0].due, due);
        }
        assert!(after_answer(l.clone(), at, true, 132).is_empty());
        // A miss on review starts again from the next day.
        let missed = after_answer(l, at, false, 120);
        assert_eq!((missed[0].due, missed[0].streak), (121, 0));
        // A right answer of a task never missed adds nothing.
        assert!(after_answer(Vec::new(), at, true, 5).is_empty());
        // What is kept reads back, unreadable entries skipped.
        let line = format!("{},x|y|z,7|1|/drill/oware?n=3&s=2", reviews_line(&missed));
        let back = parse_reviews(&line);
        assert_eq!(back.len(), 2);
        assert_eq!(back[1].variant(), Some("oware"));
    }
}
