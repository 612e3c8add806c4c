//! The games the content is checked against: the engine's registry, or any specs a test gives.
//!
//! Every check of [`crate::export`] learns what it needs about a game from its spec here (its
//! rules' prefixes, the course it builds on, its options) and builds the game from the spec, so a
//! variant that exists only as a spec (`crates/content/tests/made_up_variant.rs`) is checked as
//! the registered ones are, with nothing written for it but the spec and its lessons.

use crate::{Lesson, LessonError};
use mancala_engine::{variants, Variant, VariantError, VariantSpec};

/// A list of games by their specs.
#[derive(Clone, Debug)]
pub struct Games {
    specs: Vec<&'static VariantSpec>,
}

impl Games {
    /// The engine's games, in learning order ([`mancala_engine::variants`]).
    #[must_use]
    pub fn registered() -> Games {
        Games { specs: variants() }
    }

    /// Just these games, in this order.
    #[must_use]
    pub fn of(specs: impl IntoIterator<Item = &'static VariantSpec>) -> Games {
        Games { specs: specs.into_iter().collect() }
    }

    /// These games and one more (last in the learning order).
    #[must_use]
    pub fn with(mut self, spec: &'static VariantSpec) -> Games {
        self.specs.push(spec);
        self
    }

    /// The specs, in learning order.
    #[must_use]
    pub fn specs(&self) -> &[&'static VariantSpec] {
        &self.specs
    }

    /// The spec of a game id, if it is one of these games.
    #[must_use]
    pub fn spec(&self, id: &str) -> Option<&'static VariantSpec> {
        self.specs.iter().copied().find(|s| s.id == id)
    }

    /// A game built from its spec with options (`key=value` pairs, as [`Variant::new`] takes).
    ///
    /// # Errors
    /// An id that is none of these games (with the ids that are), or an unknown option.
    pub fn variant(&self, id: &str, options: &[(&str, &str)]) -> Result<Variant, VariantError> {
        match self.spec(id) {
            Some(spec) => Variant::from_spec(spec, options),
            None => {
                Err(VariantError::UnknownVariant { id: id.into(), known: self.specs.iter().map(|s| s.id).collect() })
            }
        }
    }

    /// The game a lesson is written for, with the lesson's options.
    ///
    /// # Errors
    /// The lesson's game is none of these, or an option is unknown.
    pub fn variant_of(&self, lesson: &Lesson) -> Result<Variant, LessonError> {
        let pairs: Vec<(&str, &str)> = lesson.options.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        self.variant(&lesson.variant, &pairs).map_err(|e| LessonError {
            lesson: lesson.id.clone(),
            step: None,
            message: e.to_string(),
        })
    }

    /// The course whose lessons also teach a preset's family rules: the course of the game it
    /// presets (the spec's `preset_of`), else its own (also for an id that is no game).
    #[must_use]
    pub fn family_course<'a>(&self, id: &'a str) -> &'a str {
        self.spec(id).and_then(|s| s.preset_of).unwrap_or(id)
    }

    /// RULES.md rule-ID prefixes of a game's own rules (none for an id that is no game).
    #[must_use]
    pub fn rule_prefixes(&self, id: &str) -> &'static [&'static str] {
        self.spec(id).map_or(&[], |s| s.rule_prefixes)
    }
}
