//! The spec types: what the engine knows about a game before building its rules (its id, names,
//! board family, family of rules, the game it is a preset of, and option table). A leaf module: the games fill these in, the registry
//! (`games/mod.rs`) lists them, and `variant.rs` reads them.

use crate::games::Ruleset;
use crate::layout::{Layout, Row, Rows, Side};
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

/// The family of rules a game is played by: one per game module of `games/`, shared by every
/// spec the module lists (its presets, and the games written over the same rules with options of
/// their own: Kabwanga and Moruba over Bao Kiarabu's, the Katra over Bao la Kiswahili's, the two
/// Kenyan Bao games). What other crates tell games apart by (the computer's evaluation and
/// endgame solver), never by their ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleFamily {
    Kalah,
    Oware,
    NamNam,
    BaoKenyan,
    Kiarabu,
    Hus,
    Omweso,
    Kimasai,
    Kujifunza,
    Kiswahili,
    Choro,
}

/// A game the engine plays: its id, names, board and options.
#[derive(Clone, Copy)]
pub struct VariantSpec {
    /// Stable id used in URLs, the CLI and lessons, e.g. `kalah`, `oware`, `kiswahili`.
    pub id: &'static str,
    /// The RULES.md section, e.g. `2.1`.
    pub section: &'static str,
    /// The prefixes of the RULES.md rule IDs that are the game's own, e.g. `["KAL"]` for
    /// `KAL-1`…: the lessons' checks look for a lesson that teaches each of them.
    pub rule_prefixes: &'static [&'static str],
    pub name_en: &'static str,
    pub name_uk: &'static str,
    pub name_ru: &'static str,
    pub rows: Rows,
    /// The family of rules it is played by.
    pub family: RuleFamily,
    /// For a preset, the id of the game it presets: the same game (the same RULES.md section and
    /// rule IDs) with other defaults, whose course teaches its rules (Wari and Oua of Oware,
    /// Ayo-ayo of Nam-Nam). `None` for a game of its own.
    pub preset_of: Option<&'static str>,
    /// Position in the learning path of the articles (lower first, within each family of rows).
    pub learning_order: u8,
    pub provenance: Provenance,
    /// The pits with a role of their own: heads, outskirts, houses (RULES.md §0.2.2).
    pub pit_roles: PitRoles,
    /// What its positions may hold besides the seeds in its pits: stores, seeds off the board,
    /// reserves, rounds (one check for every game: [`Features`]).
    pub features: Features,
    pub options: &'static [OptionSpec],
    /// The rules with the options resolved, each read once into a typed field.
    pub build: fn(&OptionValues) -> Result<Ruleset, OptionError>,
}

impl fmt::Debug for VariantSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("VariantSpec").field("id", &self.id).finish_non_exhaustive()
    }
}

/// The role a pit plays in a variant's rules (RULES.md §0.2.2), for the board's marks and the
/// lessons: a fact of the game, not of the position (whether a house still stands is the
/// position's, [`crate::Position::house_destroyed`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PitRole {
    /// An end pit of the inner row (`I1`, `In`), where captured seeds are sown from (KUJ-11,
    /// KSW-10).
    Head,
    /// An inner pit next to a head (`I2`, `I(n−1)`): with the heads, the outskirts (KUJ-11(1),
    /// KSW-1), whose captures are sown from the nearest head. A head is in the outskirts too; it
    /// is listed once, as a head.
    Outskirt,
    /// A house (nyumba KSW-18, rova KS-1).
    House,
}

/// Which pits of a board have a role of their own, as data on the variant's spec
/// ([`VariantSpec::pit_roles`]): the site's marks and the engine's one check of a position's
/// houses ([`crate::Variant::position`]) both read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PitRoles {
    /// The inner rows have heads and outskirts (the four-row Bao games).
    pub heads: bool,
    /// Each player's house pits, by row and number in the notation (`(Row::Inner, 5)` = `I5`);
    /// empty when the game has no house.
    pub houses: &'static [(Row, u8)],
}

impl PitRoles {
    /// No pit has a role of its own.
    pub const NONE: PitRoles = PitRoles { heads: false, houses: &[] };

    /// Whether the game has a house.
    #[must_use]
    pub const fn has_house(&self) -> bool {
        !self.houses.is_empty()
    }

    /// Every pit with a role on `layout` (global pit indices), South's first; houses before
    /// heads and outskirts. Nothing on a board these roles do not fit (two rows, or fewer than
    /// five columns for heads).
    #[must_use]
    pub fn pits(&self, layout: Layout) -> Vec<(usize, PitRole)> {
        let mut out = Vec::new();
        if layout.rows != Rows::Four {
            return out;
        }
        let n = usize::from(layout.columns);
        for side in Side::BOTH {
            for &(row, k) in self.houses {
                let k = usize::from(k);
                if (1..=n).contains(&k) {
                    let pit = if row == Row::Inner { layout.inner(side, k) } else { layout.outer(side, k) };
                    out.push((pit, PitRole::House));
                }
            }
            if self.heads && n >= 4 {
                out.push((layout.inner(side, 1), PitRole::Head));
                out.push((layout.inner(side, n), PitRole::Head));
                out.push((layout.inner(side, 2), PitRole::Outskirt));
                out.push((layout.inner(side, n - 1), PitRole::Outskirt));
            }
        }
        out
    }
}

/// What a game's positions may hold besides the seeds in its pits, as data on the variant's spec
/// ([`VariantSpec::features`]): for each part of the text form, `None` when the game has it, else
/// the rule that says it has none (or, for blocking, the one game's rule that has it), which a
/// position holding it is refused with. The one check,
/// `Variant::position`, reads it before the game's own checks, which refine only what an option
/// or the game's state changes (Hus's stores under Murray's rule, Oware's seeds off the board
/// only once the game is over, Nam-Nam's rounds when it is played in one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Features {
    /// Seeds in the stores (`SS=`, `NS=`): a store in the circuit, or captured seeds kept off it.
    pub stores: Option<&'static str>,
    /// Seeds taken off the board for good (`off=`).
    pub off: Option<&'static str>,
    /// Seeds in hand still to plant (`S.res=`, `N.res=`).
    pub reserves: Option<&'static str>,
    /// Rounds after the first, pits owned by the other side and a round begun by North
    /// (`round=`, `own=`, `starter=`, Nam-Nam).
    pub rounds: Option<&'static str>,
    /// A pit blocked for its owner's next move (`blocked=`, Bao la Kiswahili's KSW-21).
    pub blocking: Option<&'static str>,
}

impl Features {
    /// Whether pits can change owner: the game is played in rounds (Nam-Nam), so a position says
    /// who owns each pit.
    #[must_use]
    pub const fn pits_change_owner(&self) -> bool {
        self.rounds.is_none()
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
