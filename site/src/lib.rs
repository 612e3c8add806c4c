//! The mancala tutor web site (Leptos, client-side rendered, built by Trunk).
//!
//! * [`App`] — the page: header with the language switch and the hash router.
//! * [`board`] — the board (no rules): one view without a framework, which the pages wrap in a
//!   Leptos component; [`embed`] — boards for other pages, drawn with the same view.
//! * [`player`] — the step player over the engine's [`mancala_engine::Timeline`]: its state, its
//!   view, and the pages' Leptos handle on them.
//! * [`play`] — the play page (with [`record`]: export and import of game records);
//!   [`rules`] — the rules page; [`print`](mod@print) — a position to print ([`svg`] draws it);
//!   [`route`] — hash routes and share links.
//! * [`classroom`] — the projector mode and the offline status (service worker).
//! * [`glossary`] — the glossary page (every term, the games' own words, the rules).
//! * [`course`] — the course page (and the learning order); [`lesson`] — the lesson page, the view of a plain
//!   [`lesson_session::LessonSession`]; [`pick`] — choosing a move by hand (play page and
//!   tasks); [`progress`] — the lessons done.
//! * [`i18n`] — languages (the strings are in `mancala-text`'s Fluent files).
//! * [`js`] — the adapter layer: the only module that talks to JavaScript.

// Talc instead of Rust's default wasm allocator (dlmalloc): the same job in less code, for the
// site's and the embed's first load (BENCHMARKS.md, "Transfer size"). The wasm is single-threaded.
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

pub mod ai;
#[cfg(feature = "app")]
mod app;
pub mod board;
#[cfg(feature = "app")]
pub mod classroom;
#[cfg(feature = "app")]
pub mod computer;
pub mod content;
#[cfg(feature = "app")]
pub mod course;
pub mod drawing;
pub mod embed;
#[cfg(feature = "app")]
pub mod glossary;
pub mod i18n;
pub mod js;
#[cfg(feature = "app")]
pub mod lesson;
#[cfg(feature = "app")]
pub mod lesson_session;
pub mod marks;
#[cfg(feature = "app")]
pub mod pick;
#[cfg(feature = "app")]
pub mod play;
pub mod playback;
pub mod player;
#[cfg(feature = "app")]
pub mod print;
pub mod progress;
#[cfg(feature = "app")]
pub mod record;
pub mod route;
#[cfg(feature = "app")]
pub mod rules;
pub mod svg;

pub use crate::i18n::initial_lang;
#[cfg(feature = "app")]
pub use app::*;
