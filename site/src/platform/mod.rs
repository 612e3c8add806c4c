//! The platform adapter: everything the site needs of the browser.
//!
//! * [`js`] (with [`js::dom`]) — the only code that crosses into JavaScript: DOM, timers, events,
//!   storage, fetch, downloads, the service worker. A leaf: it names no other module.
//! * [`content`] — rules pages, lessons, strings and the glossary, inline or fetched.
//! * [`fetched`] — what a page fetches once shown (a rules page, a file of lessons).
//! * [`i18n`] — the languages and the strings of the shown one.
//! * [`route`] — hash routes and share links (a broken link is a typed error).
//! * [`progress`] — the lessons done, kept in the browser.

pub mod content;
#[cfg(feature = "app")]
pub mod fetched;
pub mod i18n;
pub mod js;
pub mod progress;
pub mod route;
