//! The board, which knows no rules: it renders positions and plays step logs, as it is told.
//!
//! * [`view`] — [`BoardView`], one framework-free view of any board (the pages wrap it in the
//!   thin Leptos component [`Board`]); with the feature `board-input` its pits can be chosen.
//! * [`player`] — the step player: its state without DOM, its view, the pages' handle on them.
//! * [`choices`] — the choices inside a move, drawn beside the board (feature `board-input`).
//! * [`drawing`], [`playback`] — ids, classes, accessible names, flights, timings and captions.
//! * [`marks`] — the special pits (heads, outskirts, houses) from the engine's pit roles.
//! * [`svg`] — a position as a black-and-white SVG (printing, worksheets).

#[cfg(feature = "board-input")]
pub mod choices;
pub mod drawing;
pub mod marks;
pub mod playback;
pub mod player;
pub mod svg;
pub mod view;

pub use view::BoardView;
#[cfg(feature = "app")]
pub use view::{Board, BoardState};
