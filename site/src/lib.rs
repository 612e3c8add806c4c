//! The mancala tutor web site (Leptos, client-side rendered, built by Trunk).
//!
//! Layout of the crate:
//! * [`App`] — the page: header with the language switch, the list of games, the board.
//! * [`board`] — the simple clickable board (to be replaced by the real board and step player).
//! * [`game`] — a game in progress over the engine; plain Rust, no browser code.
//! * [`i18n`] — Ukrainian and Russian texts.
//! * [`js`] — the adapter layer: the only module that talks to JavaScript.

pub mod board;
pub mod game;
pub mod i18n;
pub mod js;

use crate::board::Board;
use crate::game::Game;
use crate::i18n::{Lang, LANG_KEY};
use leptos::prelude::*;
use mancala_engine::{variants, VariantSpec};

/// The language saved in `localStorage`, or Ukrainian.
#[must_use]
pub fn initial_lang() -> Lang {
    js::storage_get(LANG_KEY).and_then(|code| Lang::from_code(&code)).unwrap_or_default()
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let lang = RwSignal::new(initial_lang());
    Effect::new(move |_| {
        let code = lang.get().code();
        js::set_document_lang(code);
        js::storage_set(LANG_KEY, code);
    });
    let specs = variants();
    let first = specs.first().copied();

    view! {
        <header class="top">
            <h1 id="title">{move || lang.get().texts().title}</h1>
            <LangSwitch lang=lang />
        </header>
        <main>
            <p class="tagline">{move || lang.get().texts().tagline}</p>
            <VariantList specs=specs lang=lang />
            {first.map(|spec| view! { <GameView spec=spec lang=lang /> })}
        </main>
    }
}

/// The Ukrainian / Russian switch.
#[component]
pub fn LangSwitch(lang: RwSignal<Lang>) -> impl IntoView {
    view! {
        <nav class="lang-switch" aria-label=move || lang.get().texts().language>
            {Lang::ALL
                .into_iter()
                .map(|l| {
                    view! {
                        <button
                            id=format!("lang-{}", l.code())
                            lang=l.code()
                            title=l.native_name()
                            aria-pressed=move || (lang.get() == l).to_string()
                            on:click=move |_| lang.set(l)
                        >
                            {l.label()}
                        </button>
                    }
                })
                .collect_view()}
        </nav>
    }
}

/// The games the engine plays, in the learning order.
#[component]
pub fn VariantList(specs: Vec<&'static VariantSpec>, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let empty = specs.is_empty();
    view! {
        <section class="variants" aria-labelledby="variants-heading">
            <h2 id="variants-heading">{move || lang.get().texts().variants}</h2>
            <Show when=move || empty>
                <p id="no-variants">{move || lang.get().texts().no_variants}</p>
            </Show>
            <ul id="variant-list">
                {specs
                    .into_iter()
                    .map(|spec| {
                        view! {
                            <li data-variant=spec.id>{move || lang.get().variant_name(spec)}</li>
                        }
                    })
                    .collect_view()}
            </ul>
        </section>
    }
}

/// A game of one variant on the simple board, or why it could not start.
#[component]
pub fn GameView(spec: &'static VariantSpec, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    match Game::new(spec) {
        Ok(game) => view! { <Board game=RwSignal::new(game) lang=lang /> }.into_any(),
        Err(err) => {
            js::warn(&format!("cannot start {}: {err}", spec.id));
            view! {
                <p id="error" class="error" role="alert">
                    {move || format!("{}: {err}", lang.get().texts().cannot_start)}
                </p>
            }
            .into_any()
        }
    }
}
