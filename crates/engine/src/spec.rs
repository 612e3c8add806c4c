//! The spec types: what the engine knows about a game before building its rules (its id, names,
//! board family and option table). A leaf module: the games fill these in, the registry
//! (`games/mod.rs`) lists them, and `variant.rs` reads them.

use crate::games::Ruleset;
use crate::layout::Rows;
use crate::options::{OptionError, OptionValues};
use std::fmt;

/// How complete the source articles are for a variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Provenance {
    /// Playable from the articles (with RULES.md's named defaults where they are silent).
    Articles,
    /// The articles leave out the set-up or other essentials; RULES.md's reconstruction is used.
    Reconstructed,
}

/// A game the engine plays: its id, names, board and options.
#[derive(Clone, Copy)]
pub struct VariantSpec {
    /// Stable id used in URLs, the CLI and lessons, e.g. `kalah`, `oware`, `kiswahili`.
    pub id: &'static str,
    /// The RULES.md section, e.g. `2.1`.
    pub section: &'static str,
    pub name_en: &'static str,
    pub name_uk: &'static str,
    pub name_ru: &'static str,
    pub rows: Rows,
    /// Position in the learning path of the articles (lower first, within each family of rows).
    pub learning_order: u8,
    pub provenance: Provenance,
    pub options: &'static [OptionSpec],
    /// The rules with the options resolved, each read once into a typed field.
    pub build: fn(&OptionValues) -> Result<Ruleset, OptionError>,
}

impl fmt::Debug for VariantSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("VariantSpec").field("id", &self.id).finish_non_exhaustive()
    }
}

/// The values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Bool,
    Int { min: i64, max: i64 },
    Choice(&'static [&'static str]),
}

/// One option of a variant, as RULES.md §3 names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The key, e.g. `kalah.empty_opposite`.
    pub key: &'static str,
    pub kind: OptionKind,
    /// The default value in its text form.
    pub default: &'static str,
    /// The RULES.md decision it implements, e.g. `A1`.
    pub rule: &'static str,
    /// One line of English for `mancala variants` (feature `descriptions`: the web builds, which
    /// show their own words, leave these texts out of their wasm).
    #[cfg(feature = "descriptions")]
    pub about: &'static str,
}
