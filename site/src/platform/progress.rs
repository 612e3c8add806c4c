//! The learner's progress: which lessons are done, kept in `localStorage` (through [`crate::platform::js`])
//! as one line of lesson ids (`kalah/01-board-and-sowing,kalah/02-extra-turns`).
//!
//! Unreadable or unknown entries are harmless: an id that names no lesson is never counted.

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
