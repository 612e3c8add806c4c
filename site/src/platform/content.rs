//! The tutor's prose (rules pages and lessons) as the site gets it.
//!
//! Pages ask for content through these async functions only, so where the content comes from is
//! decided here and nowhere else. The content is not in the wasm (it would be most of the first
//! load): the build exports it as JSON files (`mancala-content export`, a Trunk hook) under
//! `content/<CONTENT_VERSION>/rules/<variant>.json` and `…/lessons/<variant>.json`
//! ([`mancala_content::asset_path`]). `CONTENT_VERSION` is a hash of the content and of its
//! data types, compiled into the wasm, so a page never reads content exported for another build
//! (a cached old file has another path).
//!
//! Each file is looked for first in the page itself, as
//! `<script type="application/json" id="<path>">` (how `dist/mancala.html` carries it, since
//! `fetch` does not work from `file://`; the browser tests inline it the same way), then fetched.
//! What was read is kept for the session.
//!
//! The interface strings come the same way: the site's wasm has no Fluent text compiled in
//! (`mancala-text` without `embedded-locales`), and [`locale`] loads one language from
//! `content/<CONTENT_VERSION>/locales/<lang>.json` (the text as one JSON string) when it is first
//! shown: the saved language before the page is mounted, the other one when the user switches.

use crate::platform::i18n::{tr, Lang};
use crate::platform::js::{self, DataError};
use mancala_content::glossary::Glossary;
use mancala_content::rules_page::RulesPage;
use mancala_content::{asset_path, Asset, Lesson};
use mancala_text::LocalePart;
use std::cell::RefCell;
use std::collections::BTreeMap;

/// Why content could not be had.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ContentError {
    /// The variant has no such content (an unknown variant, or the site has no such file).
    Missing { what: String },
    /// The site could not be reached (offline, the connection dropped, an HTTP error but 404).
    Unreachable { what: String, why: String },
    /// The content was had but could not be read (malformed data, another variant's file).
    Unreadable { what: String, why: String },
}

impl ContentError {
    fn what(&self) -> &str {
        match self {
            ContentError::Missing { what }
            | ContentError::Unreachable { what, .. }
            | ContentError::Unreadable { what, .. } => what,
        }
    }

    /// What went wrong, for the user, in `lang` (what could not be loaded, why, what to do).
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        if let Some(name) = self.what().strip_prefix("locales/") {
            // `uk` or `uk.game` (a share of the language, `locale_part`): the message names the language.
            let code = name.split('.').next().unwrap_or(name);
            let key = match self {
                ContentError::Missing { .. } => "site-locale-missing",
                ContentError::Unreachable { .. } => "site-locale-offline",
                ContentError::Unreadable { .. } => "site-locale-unreadable",
            };
            return tr(lang, key, &[("lang", code.into())]);
        }
        let kind = match self.what() {
            w if w.starts_with("lessons/") => "lessons",
            w if w.starts_with("puzzles/") => "puzzles",
            "glossary" => "glossary",
            "page" => "page",
            _ => "rules",
        };
        let key = match self {
            ContentError::Missing { .. } => "site-content-missing",
            ContentError::Unreachable { .. } => "site-content-offline",
            ContentError::Unreadable { .. } => "site-content-unreadable",
        };
        tr(lang, key, &[("what", kind.into())])
    }

    fn from_data(what: String, e: DataError) -> ContentError {
        match e {
            DataError::Status(404) => ContentError::Missing { what },
            // Any other HTTP error (a 503 of an overloaded or restarting host, a 502 of a proxy, a
            // 403 of a captive portal) says nothing about the file: the site was not reached as it
            // should be, and trying again later is what helps (probe R11), not "the file is damaged".
            DataError::Status(code) => ContentError::Unreachable { what, why: format!("HTTP {code}") },
            DataError::Network(why) => ContentError::Unreachable { what, why },
            DataError::Malformed(why) => ContentError::Unreadable { what, why },
        }
    }
}

thread_local! {
    static RULES: RefCell<BTreeMap<String, RulesPage>> = const { RefCell::new(BTreeMap::new()) };
    /// Files of lessons by what they are (`lessons/<variant>`, `puzzles/<name>`).
    static LESSONS: RefCell<BTreeMap<String, Vec<Lesson>>> = const { RefCell::new(BTreeMap::new()) };
    static GLOSSARY: RefCell<Option<Glossary>> = const { RefCell::new(None) };
}

fn known(variant: &str) -> bool {
    mancala_engine::variants().iter().any(|v| v.id == variant)
}

/// Reads one exported file: inlined in the page if it is there, else fetched.
async fn load<T: serde::de::DeserializeOwned>(asset: Asset, name: &str, what: &str) -> Result<T, ContentError> {
    let path = asset_path(asset, name);
    let data = match js::inline_data(&path) {
        Some(inline) => inline,
        None => js::fetch_data(&path).await,
    };
    data.map_err(|e| {
        js::warn(&format!("content: {path}: {e:?}"));
        ContentError::from_data(what.to_string(), e)
    })
}

/// The rules page of a variant.
///
/// # Errors
/// [`ContentError`] when the page is missing or cannot be read.
pub async fn rules_page(variant: &str) -> Result<RulesPage, ContentError> {
    let what = format!("rules/{variant}");
    if !known(variant) {
        return Err(ContentError::Missing { what });
    }
    if let Some(page) = RULES.with_borrow(|m| m.get(variant).cloned()) {
        return Ok(page);
    }
    let page: RulesPage = load(Asset::Rules, variant, &what).await?;
    if page.variant != variant {
        return Err(ContentError::Unreadable { what, why: format!("the file is the page of `{}`", page.variant) });
    }
    RULES.with_borrow_mut(|m| m.insert(variant.to_string(), page.clone()));
    Ok(page)
}

/// A variant's puzzle keys for a worksheet: rows `[id, line uk, line ru, why uk, why ru]`
/// (`mancala_content::export::puzzle_keys_json`).
///
/// # Errors
/// [`ContentError`] when the file is missing or cannot be read.
pub async fn puzzle_keys(variant: &str) -> Result<Vec<Vec<String>>, ContentError> {
    let what = format!("puzzle-keys/{variant}");
    if !known(variant) {
        return Err(ContentError::Missing { what });
    }
    load(Asset::PuzzleKeys, variant, &what).await
}

/// The lessons of a variant's course, in course order (may be empty).
///
/// # Errors
/// [`ContentError`] when the lessons cannot be read.
pub async fn lessons(variant: &str) -> Result<Vec<Lesson>, ContentError> {
    lesson_list(Asset::Lessons, variant).await
}

/// The name of the mixed sample of puzzles ([`puzzles`]).
pub const MIXED: &str = "mixed";

/// A variant's puzzles as a one-lesson list (a task per puzzle, easiest first), or with
/// [`MIXED`] the mixed sample: one-puzzle lessons of every game, for the mixed run and the
/// puzzle of the day (`puzzles/<name>.json`, made from `tutorials/puzzles/` by the export).
///
/// # Errors
/// [`ContentError`] when the puzzles cannot be read, or a variant's file holds another's.
pub async fn puzzles(name: &str) -> Result<Vec<Lesson>, ContentError> {
    lesson_list(Asset::Puzzles, name).await
}

/// A file of lessons ([`Asset::Lessons`] of a variant, [`Asset::Puzzles`] of a variant or
/// [`MIXED`], [`Asset::Drills`] of a variant), in course order, read once per session. Every lesson of a variant's file is of
/// that variant.
///
/// # Errors
/// [`ContentError`] when the file cannot be read, or holds lessons of another variant.
pub async fn lesson_list(asset: Asset, name: &str) -> Result<Vec<Lesson>, ContentError> {
    let kind = match asset {
        Asset::Puzzles => "puzzles",
        Asset::Drills => "drills",
        _ => "lessons",
    };
    let what = format!("{kind}/{name}");
    let mixed = asset == Asset::Puzzles && name == MIXED;
    if !mixed && !known(name) {
        return Err(ContentError::Missing { what });
    }
    if let Some(lessons) = LESSONS.with_borrow(|m| m.get(&what).cloned()) {
        return Ok(lessons);
    }
    let mut lessons: Vec<Lesson> = load(asset, name, &what).await?;
    if let Some(other) = lessons.iter().find(|l| !mixed && l.variant != name) {
        return Err(ContentError::Unreadable { what, why: format!("lesson {} is of `{}`", other.id, other.variant) });
    }
    if !mixed {
        lessons.sort_unstable_by(|a, b| (a.order, &a.id).cmp(&(b.order, &b.id)));
    }
    LESSONS.with_borrow_mut(|m| m.insert(what, lessons.clone()));
    Ok(lessons)
}

/// The glossary (`tutorials/glossary.toml`, exported with each rule's page), loaded once.
///
/// # Errors
/// [`ContentError`] when the file is missing, cannot be fetched or read.
pub async fn glossary() -> Result<Glossary, ContentError> {
    if let Some(g) = GLOSSARY.with_borrow(Clone::clone) {
        return Ok(g);
    }
    let g: Glossary = load(Asset::Glossary, "", "glossary").await?;
    GLOSSARY.with_borrow_mut(|cell| *cell = Some(g.clone()));
    Ok(g)
}

/// Makes `lang`'s interface strings available (the share `mancala_text::LocalePart::Pages`:
/// the header, the home page, the errors of loading), reading its locale file (inlined in the
/// page or fetched) unless they are there already (always so in the embed and the tests, which
/// have them compiled in).
///
/// # Errors
/// [`ContentError`] when the file is missing, cannot be fetched or is not a valid locale; the
/// language is then still not available.
pub async fn locale(lang: Lang) -> Result<(), ContentError> {
    locale_part(lang, LocalePart::Pages).await
}

/// Makes the share `part` of `lang`'s strings available, as [`locale`] does for the pages'
/// share: [`LocalePart::Game`] (what a board, a lesson or a rules page says) is loaded when a
/// page that needs it is first opened (`app.rs`), not on a first visit of the home page.
///
/// # Errors
/// As [`locale`].
pub async fn locale_part(lang: Lang, part: LocalePart) -> Result<(), ContentError> {
    if mancala_text::is_part_loaded(lang, part) {
        return Ok(());
    }
    let name = format!("{}{}", lang.code(), part.suffix());
    let what = format!("locales/{name}");
    let ftl: String = load(Asset::Locale, &name, &what).await?;
    mancala_text::add_locale(lang, part, ftl).map_err(|e| {
        js::warn(&format!("content: {e}"));
        ContentError::Unreadable { what, why: e.to_string() }
    })
}
