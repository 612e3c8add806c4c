//! The mancala tutor web site (Leptos, client-side rendered, built by Trunk), and the embed and
//! the computer's worker built from the same crate. Its folders say what they hold:
//!
//! * [`pages`] — the pages (feature `app`): [`App`], the play, course, lesson, rules, glossary,
//!   print and classroom pages.
//! * [`board`] — the board, which knows no rules: one framework-free view and one step player,
//!   used by the embed as they are and by the pages through thin Leptos components.
//! * [`platform`] — the adapter to the browser: [`platform::js`] (the only module that talks to
//!   JavaScript), content loading, languages, routes, storage.
//! * [`embed`] — the `<mancala-board>` element for other pages.
//! * [`ai`] — what the pages ask the computer's Web Worker, and the worker itself.

// Talc instead of Rust's default wasm allocator (dlmalloc): the same job in less code, for the
// site's and the embed's first load (BENCHMARKS.md, "Transfer size"). The wasm is single-threaded.
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

pub mod ai;
pub mod board;
pub mod embed;
#[cfg(feature = "app")]
pub mod pages;
pub mod platform;

pub use crate::platform::i18n::initial_lang;
#[cfg(feature = "app")]
pub use pages::app::*;
