//! The rules engine of the mancala tutor.
//!
//! A [`Variant`] plays moves on a [`Position`] and returns the ordered [`Step`] log of each move,
//! every rule-driven step tagged with its RULES.md rule ID. Folding the log over the old position
//! ([`Position::after_steps`]) gives the new one.
//!
//! This crate has no web dependencies and does no I/O (see ARCHITECTURE.md).
//!
//! The features `two-row` and `four-row` (both on by default) choose the families of games built
//! in; see Cargo.toml.

// An engine without games would build, link and then refuse every variant at run time.
#[cfg(not(any(feature = "two-row", feature = "four-row")))]
compile_error!("mancala-engine has no games: enable its feature `two-row` and/or `four-row`");

// The API is what this file re-exports, with `playout` (seeded random games) and `rules` (every
// rule ID): the other modules are the engine's own (review §3.5, as shakmaty keeps its variants'
// internals private).
mod ctx;
mod game;
/// The `Rules` trait and the games' rules: the engine's own, public only for its integration
/// tests of the rules' fast paths (`tests/nosteps.rs`, `tests/properties.rs`); not part of the
/// API ([`Variant`] is).
#[doc(hidden)]
pub mod games;
mod layout;
mod moves;
mod options;
pub mod playout;
mod position;
mod reason;
pub mod rules;
mod spec;
mod step;
mod timeline;
mod variant;

pub use ctx::MoveCtx;
pub use game::{Game, Mark};
pub use games::RepetitionRule;
pub use layout::{Direction, Layout, Row, Rows, Side, MAX_PITS};
pub use moves::{
    Action, DirectionChoice, Expected, Forbidden, IllegalMove, IllegalReason, Move, MoveParseError, MoveParseReason,
};
pub use options::{OptionError, OptionKind, OptionSpec, OptionValue, OptionValues};
pub use position::{
    EndReason, Inconsistency, Outcome, Part, Position, PositionError, Setup, Syntax, MAX_COLUMNS, MAX_SEEDS,
};
pub use reason::{HeadReason, RelayReason, StopReason, TurnEndReason};
pub use step::{FoldError, FoldErrorKind, Hand, NoSteps, Note, Place, RuleId, Step, StepSink};
pub use timeline::{Frame, Timeline};
pub use variant::{
    variant_rows, variants, AgreeEndError, Choices, Features, MoveError, PitRole, PitRoles, Preview, Provenance,
    RuleFamily, Variant, VariantError, VariantSpec, PREVIEW_MOVES,
};
