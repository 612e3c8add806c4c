//! The learner's progress as a file: saved from this device, and read back here or on another
//! one, merged with what that device has (issue 38 R6, issue 36 "nothing lost").
//!
//! The file is JSON ([`FORMAT`], [`VERSION`]): the device's entries of the progress, as the
//! storage keeps them, by their keys ([`KEYS`]). Reading one back never loses what the device
//! has: each entry is merged by what it means ([`merge`]), and what the file added is told
//! ([`Merged`]). The cap on the computer's level ([`crate::pages::computer::CAP_KEY`]) is never
//! in the file and never set from one: it is the teacher's, set on the device.
//!
//! Plain Rust over text: only [`Backup::load`] and [`Backup::store`] touch the storage.

use crate::board::playback::{INSTANT_KEY, SPEED_KEY};
use crate::pages::assignment::{parse_results, results_line, LAST_KEY, NAME_KEY, OPENED_KEY, RESULTS_KEY};
use crate::pages::classroom::{NOTATION_KEY, PROJECTOR_KEY};
use crate::pages::computer::{Opponent, SETTINGS_KEY};
use crate::pages::kept::{KeptGames, KEPT_KEY};
use crate::pages::lesson::LESSON_INSTANT_KEY;
use crate::pages::play::REDO_KEY;
use crate::platform::i18n::LANG_KEY;
use crate::platform::js;
use crate::platform::progress::{
    self, parse_reviews, parse_tried, reviews_line, tried_line, Review, Tried, DONE_KEY, PUZZLES_KEY, RATING_KEY,
    REVIEW_KEY,
};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// What the file says it is.
pub const FORMAT: &str = "mancala-tutor-progress";

/// The version of the file this site writes; it reads this one and older.
pub const VERSION: u32 = 1;

/// The largest file read (refused before it is read): a full device is about 60 KB.
pub const SIZE_LIMIT: usize = 2_000_000;

/// The progress: merged entry by entry.
const PROGRESS_KEYS: [&str; 8] =
    [DONE_KEY, PUZZLES_KEY, RATING_KEY, REVIEW_KEY, KEPT_KEY, REDO_KEY, RESULTS_KEY, OPENED_KEY];

/// The settings: taken from a file only where the device has none.
const SETTING_KEYS: [&str; 9] = [
    LANG_KEY,
    SPEED_KEY,
    INSTANT_KEY,
    LESSON_INSTANT_KEY,
    NOTATION_KEY,
    PROJECTOR_KEY,
    SETTINGS_KEY,
    NAME_KEY,
    LAST_KEY,
];

/// Every key the file may hold; any other in a file is not read.
pub const KEYS: [&str; 17] = [
    PROGRESS_KEYS[0],
    PROGRESS_KEYS[1],
    PROGRESS_KEYS[2],
    PROGRESS_KEYS[3],
    PROGRESS_KEYS[4],
    PROGRESS_KEYS[5],
    PROGRESS_KEYS[6],
    PROGRESS_KEYS[7],
    SETTING_KEYS[0],
    SETTING_KEYS[1],
    SETTING_KEYS[2],
    SETTING_KEYS[3],
    SETTING_KEYS[4],
    SETTING_KEYS[5],
    SETTING_KEYS[6],
    SETTING_KEYS[7],
    SETTING_KEYS[8],
];

/// The entries of a device (or of a file), by key; only [`KEYS`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Backup(pub BTreeMap<String, String>);

/// The file as written.
#[derive(Serialize, Deserialize)]
struct File {
    format: String,
    version: u32,
    /// When it was saved (ISO 8601, for the reader; not read back).
    #[serde(default)]
    saved: String,
    progress: BTreeMap<String, serde_json::Value>,
}

/// Why a file was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BackupError {
    /// Not JSON, or not this site's progress (another file was chosen).
    NotProgress,
    /// Written by a newer version of the site than this page.
    Newer { version: u32 },
    /// Larger than [`SIZE_LIMIT`] (bytes).
    TooBig { size: usize },
}

impl Backup {
    /// The entries this device has.
    #[must_use]
    pub fn load() -> Backup {
        Backup(KEYS.iter().filter_map(|&k| js::storage_get(k).map(|v| (k.to_string(), v))).collect())
    }

    /// Writes the entries that differ from `before` (what [`Backup::load`] read); whether each
    /// write was saved.
    pub fn store(&self, before: &Backup) -> bool {
        let mut saved = true;
        for (key, value) in &self.0 {
            if before.0.get(key) != Some(value) {
                saved &= js::storage_set(key, value);
            }
        }
        saved
    }

    /// Whether there is nothing to save.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The file's text; `saved` is when (ISO 8601).
    #[must_use]
    pub fn to_file(&self, saved: &str) -> String {
        let file = File {
            format: FORMAT.into(),
            version: VERSION,
            saved: saved.into(),
            progress: self.0.iter().map(|(k, v)| (k.clone(), serde_json::Value::String(v.clone()))).collect(),
        };
        serde_json::to_string_pretty(&file).unwrap_or_default()
    }

    /// Reads a file's text. Keys it should not have and values that are not text are left out
    /// (a hand-edited file); a file that is not this site's progress is refused.
    ///
    /// # Errors
    /// [`BackupError`] when the text is not a progress file this page can read.
    pub fn from_file(text: &str) -> Result<Backup, BackupError> {
        if text.len() > SIZE_LIMIT {
            return Err(BackupError::TooBig { size: text.len() });
        }
        // Read the marker first: a file of another kind is "not progress", whatever its shape.
        let value: serde_json::Value = serde_json::from_str(text).map_err(|_| BackupError::NotProgress)?;
        if value.get("format").and_then(serde_json::Value::as_str) != Some(FORMAT) {
            return Err(BackupError::NotProgress);
        }
        let file: File = serde_json::from_value(value).map_err(|_| BackupError::NotProgress)?;
        if file.version > VERSION {
            return Err(BackupError::Newer { version: file.version });
        }
        Ok(Backup(
            file.progress
                .into_iter()
                .filter(|(k, _)| KEYS.contains(&k.as_str()))
                .filter_map(|(k, v)| Some((k, v.as_str()?.to_string())))
                .collect(),
        ))
    }

    fn get(&self, key: &str) -> &str {
        self.0.get(key).map_or("", String::as_str)
    }

    /// What it holds, to show the learner.
    #[must_use]
    pub fn summary(&self) -> Summary {
        let tried = parse_tried(self.get(PUZZLES_KEY));
        Summary {
            lessons: lesson_ids(self.get(DONE_KEY)),
            puzzles: tried.len(),
            first_try: tried.iter().filter(|t| t.first_try).count(),
            rating: self.get(RATING_KEY).trim().parse().ok(),
            reviews: parse_reviews(self.get(REVIEW_KEY)),
            games: KeptGames::parse(self.get(KEPT_KEY)).0.len(),
        }
    }
}

/// What a device's (or a file's) progress holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The lessons done, by id (`kalah/01-board-and-sowing`).
    pub lessons: BTreeSet<String>,
    /// Puzzles tried, and of them solved at the first try.
    pub puzzles: usize,
    pub first_try: usize,
    /// The puzzle rating, if one was kept.
    pub rating: Option<i32>,
    /// The tasks to come back to.
    pub reviews: Vec<Review>,
    /// Unfinished games kept.
    pub games: usize,
}

fn lesson_ids(line: &str) -> BTreeSet<String> {
    line.split(',').map(str::trim).filter(|s| !s.is_empty()).map(String::from).collect()
}

/// What reading a file added to the device.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Merged {
    /// Lessons done that the device did not have.
    pub lessons: usize,
    /// Puzzles tried that the device did not have, or that the file has solved and it had not.
    pub puzzles: usize,
    /// Tasks to review that the device did not have, or further on in the file.
    pub reviews: usize,
    /// Unfinished games the device did not have, or further on in the file.
    pub games: usize,
    /// The file's puzzle rating, when it was taken (it had rated more puzzles).
    pub rating: Option<i32>,
    /// Finished games against the computer the device did not have.
    pub results: usize,
    /// Settings the device had not set.
    pub settings: usize,
}

impl Merged {
    /// Whether the file added nothing.
    #[must_use]
    pub fn is_nothing(&self) -> bool {
        *self == Merged::default()
    }
}

/// The device's entries with a file's merged in, and what the file added. Nothing the device
/// has is lost, and what is further on wins:
/// - lessons done: both;
/// - puzzles tried: both; a puzzle in both is solved if either solved it, at the first try if
///   either did; the device's order, the file's others before them (older, dropped first past
///   [`progress::KEPT_PUZZLES`]);
/// - the rating: of the side that rated more puzzles (the device's on a tie);
/// - tasks to review: both; a task in both keeps the longer streak of right answers (on a tie,
///   the earlier day);
/// - unfinished games: one per variant, the one with more moves (the device's on a tie); the
///   undone moves of a game: both, the device's where both have the game;
/// - games finished against the computer: both (an entry the device has as often as the file is
///   not taken twice), the file's before the device's; assignments opened: both, each dated from
///   its earlier opening;
/// - settings (language, speed, the computer's level, the pupil's name…): the device's; the
///   file's where it has none.
#[must_use]
pub fn merge(device: &Backup, file: &Backup) -> (Backup, Merged) {
    let mut out = device.clone();
    let mut merged = Merged::default();
    let mut set = |key: &str, value: String| {
        if value.is_empty() {
            out.0.remove(key);
        } else {
            out.0.insert(key.to_string(), value);
        }
    };

    // Lessons.
    let mut lessons = lesson_ids(device.get(DONE_KEY));
    for id in lesson_ids(file.get(DONE_KEY)) {
        merged.lessons += usize::from(lessons.insert(id));
    }
    if merged.lessons > 0 {
        set(DONE_KEY, lessons.into_iter().collect::<Vec<_>>().join(","));
    }

    // Puzzles and the rating.
    let mine = parse_tried(device.get(PUZZLES_KEY));
    let theirs = parse_tried(file.get(PUZZLES_KEY));
    let mut puzzles: Vec<Tried> = theirs.iter().filter(|t| !mine.iter().any(|m| m.id == t.id)).cloned().collect();
    merged.puzzles = puzzles.len();
    for m in &mine {
        let mut m = m.clone();
        if let Some(t) = theirs.iter().find(|t| t.id == m.id) {
            let better = (m.solved || t.solved, m.first_try || t.first_try);
            if better != (m.solved, m.first_try) {
                merged.puzzles += 1;
                (m.solved, m.first_try) = better;
            }
        }
        puzzles.push(m);
    }
    if merged.puzzles > 0 {
        set(PUZZLES_KEY, tried_line(&puzzles));
    }
    let rating = |b: &Backup| b.get(RATING_KEY).trim().parse::<i32>().ok();
    if let Some(r) = rating(file) {
        if theirs.len() > mine.len() || rating(device).is_none() {
            if rating(device) != Some(r) {
                merged.rating = Some(r);
            }
            set(RATING_KEY, r.to_string());
        }
    }

    // Tasks to review.
    let mut reviews = parse_reviews(device.get(REVIEW_KEY));
    let mut changed = 0;
    for t in parse_reviews(file.get(REVIEW_KEY)) {
        match reviews.iter_mut().find(|r| r.at == t.at) {
            Some(r) => {
                if (t.streak, std::cmp::Reverse(t.due)) > (r.streak, std::cmp::Reverse(r.due)) {
                    *r = t;
                    changed += 1;
                }
            }
            None => {
                reviews.insert(0, t);
                changed += 1;
            }
        }
    }
    if changed > 0 {
        let start = reviews.len().saturating_sub(progress::KEPT_REVIEWS);
        set(REVIEW_KEY, reviews_line(&reviews[start..]));
    }
    merged.reviews = changed;

    // Unfinished games.
    let moves = |hash: &str| {
        let query = hash.split_once('?').map_or("", |(_, q)| q);
        query
            .split('&')
            .find_map(|p| p.strip_prefix("m="))
            .map_or(0, |m| m.split(',').filter(|t| !t.is_empty()).count())
    };
    let mut games = KeptGames::parse(device.get(KEPT_KEY));
    let mut taken = 0;
    for game in KeptGames::parse(file.get(KEPT_KEY)).0 {
        let further = games.get(&game.variant).is_none_or(|g| moves(&game.hash) > moves(&g.hash));
        if further {
            games.forget(&game.variant);
            // Before the device's own: the device's latest game stays the latest.
            games.0.insert(0, game);
            taken += 1;
        }
    }
    if taken > 0 {
        set(KEPT_KEY, games.to_text());
    }
    merged.games = taken;
    let redo = |b: &Backup| b.get(REDO_KEY).lines().map(String::from).collect::<Vec<_>>();
    let mine_redo = redo(device);
    let game_of = |line: &str| line.split_once('\t').map(|(h, _)| h.to_string());
    let extra: Vec<String> = redo(file)
        .into_iter()
        .filter(|l| game_of(l).is_some() && !mine_redo.iter().any(|m| game_of(m) == game_of(l)))
        .collect();
    if !extra.is_empty() {
        set(REDO_KEY, extra.into_iter().chain(mine_redo).collect::<Vec<_>>().join("\n"));
    }

    // Games finished against the computer, and the assignments opened.
    let mine_results = parse_results(device.get(RESULTS_KEY));
    let mut results = Vec::new();
    let mut unmatched = mine_results.clone();
    for r in parse_results(file.get(RESULTS_KEY)) {
        if let Some(k) = unmatched.iter().position(|m| *m == r) {
            unmatched.remove(k);
        } else {
            results.push(r);
        }
    }
    merged.results = results.len();
    if merged.results > 0 {
        results.extend(mine_results);
        set(RESULTS_KEY, results_line(&results));
    }
    let mut opened: BTreeMap<String, i64> = BTreeMap::new();
    for b in [device, file] {
        for (tag, day) in b.get(OPENED_KEY).split(',').filter_map(|e| e.split_once('|')) {
            if let Ok(day) = day.parse::<i64>() {
                let e = opened.entry(tag.to_string()).or_insert(day);
                *e = (*e).min(day);
            }
        }
    }
    let opened_line = opened.iter().map(|(t, d)| format!("{t}|{d}")).collect::<Vec<_>>().join(",");
    if !opened_line.is_empty() && opened_line != device.get(OPENED_KEY) {
        set(OPENED_KEY, opened_line);
    }

    // Settings.
    for key in SETTING_KEYS {
        if let (None, Some(value)) = (device.0.get(key), file.0.get(key)) {
            // The computer's setting is read back only if it is one.
            if key != SETTINGS_KEY || Opponent::parse(value).is_some() {
                set(key, value.clone());
                merged.settings += 1;
            }
        }
    }
    (out, merged)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn backup(entries: &[(&str, &str)]) -> Backup {
        Backup(entries.iter().map(|(k, v)| ((*k).to_string(), (*v).to_string())).collect())
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_file_reads_back_what_was_saved_and_nothing_else() {
        let device = backup(&[
            (DONE_KEY, "kalah/01-board-and-sowing,oware/01-board"),
            (PUZZLES_KEY, "kalah-3|r|/puzzles/kalah?s=3,kalah-9|w|/puzzles/kalah?s=9"),
            (RATING_KEY, "1016"),
            (KEPT_KEY, "kalah\tN1\t/play/kalah?m=S2,S5"),
            (LANG_KEY, "ru"),
        ]);
        let text = device.to_file("2026-12-07T10:00:00Z");
        assert!(text.contains("\"format\": \"mancala-tutor-progress\""), "{text}");
        assert_eq!(Backup::from_file(&text), Ok(device.clone()));

        // A key it should not have (the teacher's cap) and a value that is not text are not read.
        let tampered = text.replacen(
            "\"progress\": {",
            "\"progress\": {\n    \"mancala.ai.cap\": \"off\",\n    \"mancala.speed\": 3,",
            1,
        );
        assert_eq!(Backup::from_file(&tampered), Ok(device));
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_file_that_is_not_progress_is_refused_with_why() {
        for text in
            ["", "hello", "[1, 2]", "{\"format\": \"other\", \"version\": 1, \"progress\": {}}", "{\"progress\": {}}"]
        {
            assert_eq!(Backup::from_file(text), Err(BackupError::NotProgress), "{text}");
        }
        // The right marker, a broken body.
        assert_eq!(
            Backup::from_file("{\"format\": \"mancala-tutor-progress\", \"version\": 1, \"progress\": 7}"),
            Err(BackupError::NotProgress)
        );
        assert_eq!(
            Backup::from_file("{\"format\": \"mancala-tutor-progress\", \"version\": 2, \"progress\": {}}"),
            Err(BackupError::Newer { version: 2 })
        );
        let big = format!("{{\"format\": \"mancala-tutor-progress\", \"pad\": \"{}\"}}", "x".repeat(2_000_000));
        assert!(matches!(Backup::from_file(&big), Err(BackupError::TooBig { .. })));
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn games_against_the_computer_and_assignments_merge_without_counting_twice() {
        let device = backup(&[
            (RESULTS_KEY, "kalah|2|w|1|20430,kalah|2|w|1|20430,oware|1|l|-|20431"),
            (OPENED_KEY, "77|20430"),
            (NAME_KEY, "Оля"),
        ]);
        let file = backup(&[
            (RESULTS_KEY, "kalah|2|w|1|20430,kalah|3|l|4|20429"),
            (OPENED_KEY, "77|20425,5|20420"),
            (NAME_KEY, "Петро"),
        ]);
        let (out, merged) = merge(&device, &file);
        // The file's Kalah win is one of the device's two: only its loss at level 3 is new.
        assert_eq!(merged.results, 1);
        assert_eq!(out.get(RESULTS_KEY), "kalah|3|l|4|20429,kalah|2|w|1|20430,kalah|2|w|1|20430,oware|1|l|-|20431");
        assert_eq!(out.get(OPENED_KEY), "5|20420,77|20425");
        assert_eq!(out.get(NAME_KEY), "Оля", "the device's name stays");
        let (again, merged) = merge(&out, &file);
        assert_eq!(again, out);
        assert_eq!(merged.results, 0);
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn merging_keeps_everything_and_takes_what_is_further_on() {
        let device = backup(&[
            (DONE_KEY, "kalah/01-board-and-sowing"),
            (PUZZLES_KEY, "kalah-3|w|/puzzles/kalah?s=3,kalah-4|r|/puzzles/kalah?s=4"),
            (RATING_KEY, "990"),
            (REVIEW_KEY, "20400|0|/learn/kalah/03-capture?s=5,20401|2|/drill/oware?n=7&s=2"),
            (KEPT_KEY, "kalah\tN1\t/play/kalah?m=S2,S5,N1\noware\t-2\t/play/oware?m=S1"),
            (LANG_KEY, "ru"),
        ]);
        let file = backup(&[
            (DONE_KEY, "kalah/01-board-and-sowing,kalah/02-extra-turns,oware/01-board"),
            (PUZZLES_KEY, "kalah-1|r|/puzzles/kalah?s=1,kalah-2|r|/puzzles/kalah?s=2,kalah-3|l|/puzzles/kalah?s=3"),
            (RATING_KEY, "1040"),
            (REVIEW_KEY, "20405|1|/learn/kalah/03-capture?s=5,20399|0|/drill/oware?n=7&s=2,20410|0|/learn/bao/01?s=1"),
            (KEPT_KEY, "kalah\tN3\t/play/kalah?m=S2\noware\tN5\t/play/oware?m=S1,N2,S3"),
            (LANG_KEY, "uk"),
            (SPEED_KEY, "3"),
            (SETTINGS_KEY, "not an opponent"),
        ]);
        let (out, merged) = merge(&device, &file);
        assert_eq!(
            merged,
            Merged { lessons: 2, puzzles: 3, reviews: 2, games: 1, rating: Some(1040), settings: 1, results: 0 }
        );
        let s = out.summary();
        assert_eq!(s.lessons.len(), 3);
        // kalah-3, missed on the device, was solved later in the file: solved, not at the first try.
        let tried = parse_tried(out.get(PUZZLES_KEY));
        assert_eq!(
            tried.iter().map(|t| t.id.as_str()).collect::<Vec<_>>(),
            ["kalah-1", "kalah-2", "kalah-3", "kalah-4"]
        );
        assert!(tried[2].solved && !tried[2].first_try);
        // The file rated three puzzles, the device two: the file's rating.
        assert_eq!(out.get(RATING_KEY), "1040");
        // The capture task: the file's streak of 1 is further on; the drill: the device's 2.
        let reviews = parse_reviews(out.get(REVIEW_KEY));
        assert_eq!(reviews.len(), 3);
        let at = |a: &str| reviews.iter().find(|r| r.at == a).map(|r| (r.due, r.streak));
        assert_eq!(at("/learn/kalah/03-capture?s=5"), Some((20405, 1)));
        assert_eq!(at("/drill/oware?n=7&s=2"), Some((20401, 2)));
        // Kalah: the device's game has more moves; Oware: the file's. The device's latest stays last.
        let games = KeptGames::parse(out.get(KEPT_KEY));
        assert_eq!(games.get("kalah").map(|g| g.opponent.as_str()), Some("N1"));
        assert_eq!(games.get("oware").map(|g| g.opponent.as_str()), Some("N5"));
        assert_eq!(games.0.last().map(|g| g.variant.as_str()), Some("kalah"));
        // The device's language stays; its speed was not set; an unreadable opponent is not taken.
        assert_eq!(out.get(LANG_KEY), "ru");
        assert_eq!(out.get(SPEED_KEY), "3");
        assert!(!out.0.contains_key(SETTINGS_KEY));

        // Read twice, a file adds nothing the second time, and loses nothing.
        let (again, nothing) = merge(&out, &file);
        assert!(nothing.is_nothing(), "{nothing:?}");
        assert_eq!(again, out);
        // Read into an empty device, it is the device.
        let (fresh, _) = merge(&Backup::default(), &file);
        assert_eq!(fresh.get(DONE_KEY), file.get(DONE_KEY));
        assert_eq!(fresh.get(RATING_KEY), "1040");
        // An older file (less done) takes nothing away.
        let (kept, added) = merge(&out, &device);
        assert!(added.is_nothing(), "{added:?}");
        assert_eq!(kept, out);
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn the_teachers_cap_is_never_in_the_file() {
        assert!(!KEYS.contains(&crate::pages::computer::CAP_KEY));
        let set: BTreeSet<&str> = KEYS.iter().copied().collect();
        assert_eq!(set.len(), KEYS.len());
    }
}
