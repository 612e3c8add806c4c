//! The computer opponent of the mancala tutor.
//!
//! * [`search`]: iterative-deepening negamax alpha-beta with principal-variation search, a
//!   transposition table ([`hash`]: Zobrist keys of the public position), move ordering (the
//!   table's move, captures and extra turns first, history) and a node or time budget
//!   ([`clock`]); a quiescence search over material-winning moves below the leaves of the
//!   four-row games; the exact endgame solver for Kalah and Oware.
//! * [`eval`]: an evaluation per family of games, every term documented.
//! * [`level`]: levels 0–5, each described in uk and ru in crates/text, and the teacher's cap.
//! * [`mcts`]: a plain UCT Monte Carlo search, the yardstick of the benchmarks.
//! * [`coach`]: facts for hints and verdicts (pits, captures, the opponent's best reply, seeds
//!   lost), for crates/text to put into words.
//!
//! It plays every variant of the engine with its options, through the engine's public API only
//! (whole moves from `Variant::legal_moves`, played with `Variant::play_legal`, or with
//! `Variant::play_sow` in the games whose every move is one sowing). No web
//! dependencies and no I/O: the CLI (`mancala best`) runs it natively, the site in a worker.

pub mod clock;
pub mod coach;
pub mod eval;
pub mod hash;
pub mod level;
pub mod mcts;
pub mod search;

#[cfg(not(target_arch = "wasm32"))]
pub use clock::SystemClock;
pub use clock::{Clock, NoClock};
pub use coach::{hint, judge, Grade, Hint, MoveFacts, Verdict};
pub use eval::{Evaluator, Family, Weights, SEED};
pub use level::{choose, Level, Plan, TeacherCap};
pub use mcts::Uct;
pub use search::{Limits, SearchResult, Searcher, WIN};

/// The transposition table size the native tools use (2^20 entries, 16 MB).
pub const NATIVE_TT_BITS: u32 = 20;
