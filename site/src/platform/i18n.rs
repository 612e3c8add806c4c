//! Interface languages: Ukrainian (the default) and Russian. Every string lives in the Fluent
//! files of `mancala-text` (`site-*` messages); this module only adds the saved choice.

pub use mancala_text::{seeds, side, t, tr, Arg, Case, Lang};

use crate::platform::js;

/// The `localStorage` key that remembers the chosen language.
pub const LANG_KEY: &str = "mancala.lang";

/// The language saved in `localStorage`, or Ukrainian.
#[must_use]
pub fn initial_lang() -> Lang {
    js::storage_get(LANG_KEY).and_then(|code| Lang::from_code(&code)).unwrap_or(Lang::Uk)
}

/// Remembers the language and tells the browser (`<html lang>`, the page's title).
#[cfg(feature = "app")]
pub fn apply_lang(lang: Lang) {
    js::set_document_lang(lang.code());
    js::storage_set(LANG_KEY, lang.code());
    js::set_title(&t(lang, "site-title"));
}

/// The short label of a language on the switch.
#[must_use]
pub const fn label(lang: Lang) -> &'static str {
    match lang {
        Lang::Uk => "УКР",
        Lang::Ru => "РУС",
    }
}

/// The language's name in itself.
#[must_use]
pub const fn native_name(lang: Lang) -> &'static str {
    match lang {
        Lang::Uk => "Українська",
        Lang::Ru => "Русский",
    }
}

/// A pit as the learner counts it: its row (`near` on a two-row board, `inner`, `outer`) and its
/// number from 1, from its owner's left, the arguments of `site-learner-pit` and `site-pit-case`.
#[must_use]
pub fn learner_pit(layout: mancala_engine::Layout, pit: usize) -> (&'static str, usize) {
    let row = match layout.row_of(pit) {
        mancala_engine::Row::Near => "near",
        mancala_engine::Row::Inner => "inner",
        mancala_engine::Row::Outer => "outer",
    };
    (row, layout.learner_number(pit))
}

/// The pit a move token starts from (`S.I5/cw` → S.I5), if it names one.
#[must_use]
pub fn token_pit(layout: mancala_engine::Layout, token: &str) -> Option<usize> {
    let start = token.trim_start_matches(|c: char| !c.is_ascii_alphabetic());
    layout.parse_pit(start.split(|c: char| c == '/' || c.is_whitespace()).next().unwrap_or(""))
}

/// A side's name in the nominative ("Південь" / "Юг").
#[must_use]
pub fn side_name(lang: Lang, s: mancala_engine::Side) -> String {
    side(lang, s, Case::Nominative)
}

/// The message `id` in the current language, as a reactive text for a view. Every call returns
/// the same closure type, so the view code that renders it is compiled once for all of them
/// (a `move || t(lang.get(), id)` written in place is a new type, and new code, each time).
#[cfg(feature = "app")]
pub fn text(
    lang: leptos::prelude::Signal<Lang>,
    id: &'static str,
) -> impl Fn() -> String + Copy + Send + Sync + 'static {
    use leptos::prelude::Get;
    move || t(lang.get(), id)
}

/// The message `id` with one argument `name` = `value`, as a reactive text for a view: one
/// closure type for all of them, as [`text`].
#[cfg(feature = "app")]
pub fn text_with(
    lang: leptos::prelude::Signal<Lang>,
    id: &'static str,
    name: &'static str,
    value: String,
) -> impl Fn() -> String + Clone + Send + Sync + 'static {
    use leptos::prelude::Get;
    move || tr(lang.get(), id, &[(name, value.as_str().into())])
}
