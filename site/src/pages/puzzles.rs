//! The puzzles (`#/puzzles`): the puzzle of the day, a mixed run through every game, and each
//! game's own set, easiest first.
//!
//! A puzzle is a lesson task whose one answer is the best move of its position (mined and
//! checked by `mancala puzzles`, made into lessons by `mancala_content::puzzles`), so it is
//! shown, judged, explained and solved by the lesson page's [`LessonView`]: a game's set is the
//! lesson `#/puzzles/<variant>` (its n-th puzzle `?s=<n>`, the puzzle's share link), a puzzle of
//! the mixed sample `#/puzzles/mixed/<n>`, and `#/puzzles/daily` the sample's puzzle for today's
//! date, the same for everyone (offline too: the service worker keeps the puzzles).

use crate::pages::course::{content_error, learning_order, load_list, spec_of};
use crate::pages::lesson::LessonView;
use crate::platform::content::MIXED;
use crate::platform::i18n::{t, text, tr, Lang};
use crate::platform::js;
use crate::platform::route::Route;
use leptos::prelude::*;
use mancala_content::Asset;

/// The place of today's puzzle in a sample of `len` (days since 1970 in the reader's zone,
/// taken round the sample): the same for everyone on one date, another game each day.
#[must_use]
pub fn daily_index(day: i64, len: usize) -> usize {
    let len = i64::try_from(len.max(1)).unwrap_or(i64::MAX);
    usize::try_from(day.rem_euclid(len)).unwrap_or(0)
}

/// The puzzles' page: today's puzzle, the mixed run, each game's set.
#[component]
pub fn PuzzlesPage(#[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let games = learning_order()
        .into_iter()
        .map(|spec| {
            view! {
                <li>
                    <a href=format!("#/puzzles/{}", spec.id) data-variant=spec.id>
                        {move || mancala_text::variant_name(lang.get(), spec)}
                    </a>
                </li>
            }
        })
        .collect_view();
    view! {
        <article class="puzzles-page">
            <div class="play-head">
                <h2 id="puzzles-title">{text(lang, "site-puzzles-title")}</h2>
                <nav class="page-links">
                    <a href="#/">{text(lang, "site-home")}</a>
                </nav>
            </div>
            <p>{text(lang, "site-puzzles-intro")}</p>
            <p>
                <a id="puzzle-daily" class="button-link" href="#/puzzles/daily">{text(lang, "site-puzzles-daily")}</a>
                " "
                <a id="puzzle-mixed" class="button-link" href="#/puzzles/mixed/1">{text(lang, "site-puzzles-mixed")}</a>
            </p>
            <h3>{text(lang, "site-puzzles-games")}</h3>
            <ul id="puzzle-games" class="puzzle-games">{games}</ul>
        </article>
    }
}

/// A puzzle of the mixed sample: the `n`-th (1-based), or with `None` today's.
#[component]
pub fn MixedPage(n: Option<usize>, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let sample = load_list(Asset::Puzzles, MIXED);
    move || match sample.get() {
        None => view! { <p id="lesson-loading" class="note" role="status">{text(lang, "site-lesson-loading")}</p> }
            .into_any(),
        Some(Err(e)) => {
            view! { <p id="error" class="notice error" role="alert">{move || content_error(lang.get(), &e)}</p> }
                .into_any()
        }
        Some(Ok(list)) => {
            let total = list.len();
            let i = n.map_or_else(|| daily_index(js::local_day(), total), |n| n - 1);
            let (Some(lesson), Some(spec)) = (list.get(i), list.get(i).and_then(|l| spec_of(&l.variant))) else {
                let n = n.unwrap_or(0);
                return view! {
                    <p id="error" class="notice error" role="alert">
                        {move || tr(lang.get(), "site-puzzles-not-found", &[("n", n.into()), ("total", total.into())])}
                    </p>
                    <PuzzlesPage lang=lang />
                }
                .into_any();
            };
            let next = list.get(i + 1).map(|l| (Route::Mixed(Some(i + 2)).to_hash(), l.title.clone()));
            let daily = n.is_none();
            let heading = move || {
                let lang = lang.get();
                if daily {
                    t(lang, "site-puzzles-daily")
                } else {
                    tr(lang, "site-puzzles-of", &[("n", (i + 1).into()), ("total", total.into())])
                }
            };
            view! {
                <article class="lesson-page puzzle-page" data-variant=spec.id>
                    <div class="play-head">
                        <h2 id="puzzle-title">{heading}</h2>
                        <p id="variant-title">{move || mancala_text::variant_name(lang.get(), spec)}</p>
                        <nav class="page-links">
                            <a href="#/">{text(lang, "site-home")}</a>
                            <a id="puzzles-link" href="#/puzzles">{text(lang, "site-puzzles-title")}</a>
                            <a id="rules-link" href=format!("#/rules/{}", spec.id)>{text(lang, "site-rules")}</a>
                        </nav>
                    </div>
                    // The address keeps the puzzle itself (`#/puzzles/mixed/<n>`), not "today".
                    <LessonView lesson=lesson.clone() base=Route::Mixed(Some(i + 1)).to_hash() next=next step=None
                        bad_step_text=None puzzles=true lang=lang />
                </article>
            }
            .into_any()
        }
    }
}
