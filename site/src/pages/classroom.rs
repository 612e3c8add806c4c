//! For a classroom: the projector mode (a large, high-contrast board and captions readable from the
//! back of the room) and the line that says the site now works offline.
//!
//! The projector mode is the class `projector` on `<html>` (the style sheet does the rest). It is
//! remembered in `localStorage`, and a link can switch it: `index.html?projector` (or
//! `?projector=1`) turns it on, `?projector=0` turns it off. The notation mode (`?notation`) is
//! switched the same way: each pit also shows its engine name (`S2`, `S.I5`) for readers of records.

use crate::platform::i18n::{t, text, Lang};
use crate::platform::js::{self, OfflineEvent};
use leptos::prelude::*;

/// The `localStorage` key that remembers the projector mode (`1` or `0`).
pub const PROJECTOR_KEY: &str = "mancala.projector";
/// The class on `<html>` in projector mode.
pub const PROJECTOR_CLASS: &str = "projector";

/// The `localStorage` key that remembers the notation mode (`1` or `0`).
pub const NOTATION_KEY: &str = "mancala.notation";
/// The class on `<html>` in the notation mode: each pit of a board also shows its name in the
/// engine's notation (`S2`, `S.I5`), as records, share links and the CLI write it.
pub const NOTATION_CLASS: &str = "notation";

/// Reads the flag `name` from a query string: `Some(true)` for `name`, `name=1`, `=on`,
/// `=true`, `=yes`; `Some(false)` for `=0`, `=off`, `=false`, `=no`; `None` without the flag.
#[must_use]
pub fn query_flag(query: &str, name: &str) -> Option<bool> {
    query.split('&').find_map(|pair| {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        (k == name).then(|| !matches!(v.to_ascii_lowercase().as_str(), "0" | "off" | "false" | "no"))
    })
}

/// Reads a `projector` flag from a query string ([`query_flag`]).
#[must_use]
pub fn projector_flag(query: &str) -> Option<bool> {
    query_flag(query, "projector")
}

/// A mode at start: the URL's flag `name` (which is then remembered under `key`), else the
/// saved choice.
fn initial_flag(name: &str, key: &str) -> bool {
    match query_flag(&js::search(), name) {
        Some(on) => {
            js::storage_set(key, if on { "1" } else { "0" });
            on
        }
        None => js::storage_get(key).as_deref() == Some("1"),
    }
}

/// The projector mode at start: the URL's flag (which is then remembered), else the saved choice.
#[must_use]
pub fn initial_projector() -> bool {
    initial_flag("projector", PROJECTOR_KEY)
}

/// Shows the engine's pit names on the boards when the notation mode is on: `?notation` turns it
/// on (remembered), `?notation=0` off.
pub fn apply_notation() {
    js::set_root_class(NOTATION_CLASS, initial_flag("notation", NOTATION_KEY));
}

/// Switches the page's look and remembers the choice.
pub fn apply_projector(on: bool) {
    js::set_root_class(PROJECTOR_CLASS, on);
    let saved = js::storage_get(PROJECTOR_KEY).as_deref() == Some("1");
    if saved != on {
        js::storage_set(PROJECTOR_KEY, if on { "1" } else { "0" });
    }
}

/// The projector switch in the header (a toggle button: `aria-pressed`).
#[component]
pub fn ProjectorToggle(on: RwSignal<bool>, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    view! {
        <button
            type="button"
            id="projector-toggle"
            class="projector-toggle"
            aria-pressed=move || on.get().to_string()
            title=text(lang, "site-projector-title")
            on:click=move |_| on.update(|v| *v = !*v)
        >
            <span aria-hidden="true">"▣ "</span>
            {text(lang, "site-projector")}
        </button>
    }
}

/// A quiet line at the foot of the page once the service worker has cached the site (or a newer
/// build of it).
#[component]
pub fn OfflineStatus(status: RwSignal<Option<OfflineEvent>>, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let text = move || {
        status.get().map(|s| {
            t(
                lang.get(),
                match s {
                    OfflineEvent::Ready => "site-offline-ready",
                    OfflineEvent::Updated => "site-offline-updated",
                },
            )
        })
    };
    view! {
        <footer class="site-foot no-print">
            <p id="offline-status" class="offline-status" role="status" data-state=move || match status.get() {
                Some(OfflineEvent::Ready) => "ready",
                Some(OfflineEvent::Updated) => "updated",
                None => "",
            }>{text}</p>
        </footer>
    }
}
