//! The tutor's prose (rules pages and lessons) as the site gets it.
//!
//! Pages ask for content through these async functions only, so where the content comes from
//! (embedded in the wasm, or fetched as a separate asset so the first load stays small) is
//! decided here and nowhere else.

use mancala_content::rules_page::RulesPage;
use mancala_content::Lesson;

/// Why content could not be had.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ContentError {
    /// The variant has no such content.
    Missing { what: String },
    /// The content could not be loaded or read (network, malformed data).
    Unreadable { what: String, why: String },
}

/// The rules page of a variant.
///
/// # Errors
/// [`ContentError`] when the page is missing or cannot be read.
pub async fn rules_page(variant: &str) -> Result<RulesPage, ContentError> {
    mancala_content::rules_page::rules_page(variant)
        .ok_or_else(|| ContentError::Missing { what: format!("rules/{variant}") })
}

/// The lessons of a variant's course, in course order (may be empty).
///
/// # Errors
/// [`ContentError`] when the lessons cannot be read.
pub async fn lessons(variant: &str) -> Result<Vec<mancala_content::Lesson>, ContentError> {
    let all = mancala_content::all_lessons()
        .map_err(|e| ContentError::Unreadable { what: format!("lessons/{variant}"), why: e.to_string() })?;
    let mut mine: Vec<Lesson> = all.into_iter().filter(|l| l.variant == variant).collect();
    mine.sort_by_key(|l| l.order);
    Ok(mine)
}
