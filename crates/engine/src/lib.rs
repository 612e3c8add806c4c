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

pub mod ctx;
pub mod game;
pub mod games;
pub mod layout;
pub mod moves;
pub mod options;
pub mod playout;
pub mod position;
pub mod rules;
pub mod spec;
pub mod step;
pub mod timeline;
pub mod variant;

pub use ctx::MoveCtx;
pub use game::{Game, Mark};
pub use games::RepetitionRule;
pub use layout::{Direction, Layout, Row, Rows, Side, MAX_PITS};
pub use moves::{Action, DirectionChoice, Expected, Forbidden, IllegalMove, IllegalReason, Move, MoveParseError};
pub use options::{OptionError, OptionKind, OptionSpec, OptionValue, OptionValues};
pub use position::{EndReason, Inconsistency, Outcome, Part, Position, PositionError, Setup};
pub use step::{FoldError, Hand, NoSteps, Note, Place, RuleId, Step, StepSink};
pub use timeline::{Frame, Timeline};
pub use variant::{
    variant_rows, variants, AgreeEndError, Choices, Features, MoveError, PitRole, PitRoles, Preview, Provenance,
    Variant, VariantError, VariantSpec, PREVIEW_MOVES,
};
