//! The puzzles (`#/puzzles`): the puzzle of the day, a mixed run through every game, and each
//! game's own set, easiest first.
//!
//! A puzzle is a lesson task whose one answer is the best move of its position (mined and
//! checked by `mancala puzzles`, made into lessons by `mancala_content::puzzles`), so it is
//! shown, judged, explained and solved by the lesson page ([`crate::pages::lesson`]): a game's set is the
//! lesson `#/puzzles/<variant>` (its n-th puzzle `?s=<n>`, the puzzle's share link), a puzzle of
//! the mixed sample `#/puzzles/mixed/<n>`, and `#/puzzles/daily` the sample's puzzle for today's
//! date, the same for everyone (offline too: the service worker keeps the puzzles).

use crate::pages::course::{learning_order, spec_of};
use crate::platform::i18n::{t, tr, Lang};
use crate::platform::js::dom::El;
use crate::platform::progress;
use crate::platform::route::Route;
use leptos::prelude::*;

/// The place of today's puzzle in a sample of `len` (days since 1970 in the reader's zone,
/// taken round the sample): the same for everyone on one date, another game each day.
#[must_use]
pub fn daily_index(day: i64, len: usize) -> usize {
    let len = i64::try_from(len.max(1)).unwrap_or(i64::MAX);
    usize::try_from(day.rem_euclid(len)).unwrap_or(0)
}

/// The puzzles' page: today's puzzle, the mixed run, the learner's results (the rating, and
/// the puzzles missed at the first try, to come back to), each game's set. Drawn without the
/// framework ([`El`]), again for the language shown: plain links and text, which Leptos's
/// views would make costly for the first load (BENCHMARKS.md).
#[component]
pub fn PuzzlesPage(#[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let host = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        let l = lang.get();
        if let Some(el) = host.get() {
            draw_hub(&El::host(el.into()), l);
        }
    });
    view! { <div class="puzzles-page" node_ref=host></div> }
}

fn link(id: &str, class: &str, href: &str, label: &str) -> El {
    let a = El::new("a").with_attr("href", href).with_text(label);
    if !id.is_empty() {
        a.set_attr("id", id);
    }
    if !class.is_empty() {
        a.set_class(class);
    }
    a
}

fn draw_hub(host: &El, l: Lang) {
    host.clear();
    let head = El::new("div")
        .with_class("play-head")
        .with_child(&El::new("h2").with_attr("id", "puzzles-title").with_text(&t(l, "site-puzzles-title")))
        .with_child(&El::new("nav").with_class("page-links").with_child(&link("", "", "#/", &t(l, "site-home"))));
    host.append(&head);
    host.append(&El::new("p").with_text(&t(l, "site-puzzles-intro")));
    let start = El::new("p")
        .with_child(&link("puzzle-daily", "button-link", "#/puzzles/daily", &t(l, "site-puzzles-daily")))
        .with_child(&link("puzzle-mixed", "button-link", "#/puzzles/mixed/1", &t(l, "site-puzzles-mixed")));
    host.append(&start);
    host.append(&results(l));
    host.append(&El::new("h3").with_text(&t(l, "site-puzzles-games")));
    let games = El::new("ul").with_attr("id", "puzzle-games").with_class("puzzle-games");
    for spec in learning_order() {
        let a = link("", "", &format!("#/puzzles/{}", spec.id), mancala_text::variant_name(l, spec))
            .with_attr("data-variant", spec.id);
        games.append(&El::new("li").with_child(&a));
    }
    host.append(&games);
}

/// The number a learner sees of a puzzle kept at `at`: its place in its game's set
/// (`/puzzles/kalah?s=17`) or in the mixed sample (`/puzzles/mixed/5?s=1`).
fn number_of(at: &str) -> Option<usize> {
    match Route::parse(at) {
        Route::Mixed(n) => n,
        Route::Lesson(link) => link.step,
        _ => None,
    }
}

/// The learner's rating and the puzzles missed at the first try and not solved since, the
/// latest first (up to ten), each a link back to it.
fn results(l: Lang) -> El {
    let tried = progress::tried();
    let section = El::new("section").with_attr("id", "puzzle-results").with_class("puzzle-results");
    let stats = if tried.is_empty() {
        t(l, "site-puzzles-none-yet")
    } else {
        let right = tried.iter().filter(|t| t.first_try).count();
        let rating = i64::from(progress::rating());
        tr(
            l,
            "site-puzzles-stats",
            &[("rating", rating.into()), ("right", right.into()), ("tried", tried.len().into())],
        )
    };
    section.append(&El::new("p").with_attr("id", "puzzle-stats").with_text(&stats));
    let missed = El::new("ul").with_attr("id", "puzzle-missed");
    for t in tried.iter().rev().filter(|t| !t.solved).take(10) {
        let (Some(spec), Some(n)) = (t.id.rsplit_once('-').and_then(|(v, _)| spec_of(v)), number_of(&t.at)) else {
            continue;
        };
        let label =
            tr(l, "site-puzzles-missed-item", &[("game", mancala_text::variant_name(l, spec).into()), ("n", n.into())]);
        missed.append(
            &El::new("li").with_child(&link("", "", &format!("#{}", t.at), &label).with_attr("data-puzzle", &t.id)),
        );
    }
    if missed.child_count() > 0 {
        section.append(&El::new("p").with_text(&t(l, "site-puzzles-missed")));
        section.append(&missed);
    }
    section
}
