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
use crate::platform::js::dom::{link, El};
use crate::platform::progress;
use crate::platform::route::{LessonLink, PuzzleFilter, Route, WorksheetLink, PUZZLES};
use leptos::prelude::*;
use mancala_content::{Lesson, LessonStep};

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
        let sheet = WorksheetLink { variant: spec.id.into(), ..WorksheetLink::default() };
        let sheet = link("", "sheet-link", &format!("#{}", sheet.to_hash()), &t(l, "site-puzzles-worksheet-short"));
        let li = El::new("li").with_child(&a);
        li.append_text(" · ");
        games.append(&li.with_child(&sheet));
    }
    host.append(&games);
}

/// The number a learner sees of a puzzle kept at `at`: its place in its game's set
/// (`/puzzles/kalah?s=17`) or in the mixed sample (`/puzzles/mixed/5?s=1`).
fn number_of(at: &str) -> Option<usize> {
    match Route::parse(at) {
        Route::Mixed(n) => n.map(|n| crate::platform::route::mixed_place(&n)),
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

/// Why a filter of a game's puzzles ([`PuzzleFilter`]) shows the whole set instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FilterMiss {
    /// The difficulty is not a number from 1 to 5 (as written).
    Level(String),
    /// No puzzle of the game has this theme (as written).
    Theme(String),
    /// The theme and the difficulty are there, but no puzzle has both.
    Empty,
}

impl FilterMiss {
    #[must_use]
    pub fn text(&self, l: Lang) -> String {
        match self {
            FilterMiss::Level(d) => tr(l, "site-puzzles-bad-level", &[("level", d.as_str().into())]),
            FilterMiss::Theme(th) => tr(l, "site-puzzles-no-theme", &[("theme", th.as_str().into())]),
            FilterMiss::Empty => t(l, "site-puzzles-no-match"),
        }
    }
}

/// A puzzle's difficulty as a filter reads it (`d=1` … `d=5`).
fn level_of(text: &str) -> Option<u8> {
    text.parse::<u8>().ok().filter(|d| (1..=5).contains(d))
}

/// Whether a puzzle (a step of a game's set) is one `filter` picks.
fn picks(step: &LessonStep, theme: Option<&str>, level: Option<u8>) -> bool {
    theme.is_none_or(|th| step.themes.iter().any(|x| x == th)) && level.is_none_or(|d| step.level == Some(d))
}

/// The places (0-based) in a game's set `all` of the puzzles `filter` picks, in the set's order.
///
/// # Errors
/// [`FilterMiss`] when the filter cannot be read or picks nothing.
pub fn pick(all: &Lesson, filter: &PuzzleFilter) -> Result<Vec<usize>, FilterMiss> {
    let level = match filter.level.as_deref() {
        Some(d) => Some(level_of(d).ok_or_else(|| FilterMiss::Level(d.to_string()))?),
        None => None,
    };
    let theme = filter.theme.as_deref();
    if let Some(th) = theme {
        if !all.steps.iter().any(|s| picks(s, Some(th), None)) {
            return Err(FilterMiss::Theme(th.to_string()));
        }
    }
    let places: Vec<usize> = (0..all.steps.len()).filter(|&i| picks(&all.steps[i], theme, level)).collect();
    if places.is_empty() {
        Err(FilterMiss::Empty)
    } else {
        Ok(places)
    }
}

/// A theme's name in words (`puzzle-theme-<id>`; the id itself for a theme the strings lack).
#[must_use]
pub fn theme_name(l: Lang, theme: &str) -> String {
    let name = t(l, &format!("puzzle-theme-{theme}"));
    if name.starts_with('⟦') {
        theme.to_string()
    } else {
        name
    }
}

/// The rows of a filter of a game's puzzles `all`: a link per theme and per difficulty (each
/// with how many puzzles it leads to; the one shown marked `aria-current`), ids `<id>-themes`
/// and `<id>-levels`, each link's address made by `to` from its filter. Links, not a form: they
/// work with the keyboard and as addresses, and need no listeners. The puzzles' filter and the
/// worksheet's choices.
pub fn filter_rows(
    host: &El,
    l: Lang,
    all: &Lesson,
    filter: &PuzzleFilter,
    id: &str,
    to: &dyn Fn(PuzzleFilter) -> String,
) {
    let level = filter.level.as_deref().and_then(level_of);
    let theme = filter.theme.as_deref().filter(|th| all.steps.iter().any(|s| picks(s, Some(th), None)));
    let href = |theme: Option<&str>, level: Option<u8>| {
        format!("#{}", to(PuzzleFilter { theme: theme.map(String::from), level: level.map(|d| d.to_string()) }))
    };
    let item = |row: &El, href: String, label: String, count: usize, current: bool, data: &str| {
        let a = link("", "chip", &href, &format!("{label} ({count})")).with_attr("data-filter", data);
        if current {
            a.set_attr("aria-current", "true");
        }
        row.append_text(" ");
        row.append(&a);
    };
    let count = |theme: Option<&str>, level: Option<u8>| all.steps.iter().filter(|s| picks(s, theme, level)).count();
    let themes_row = chip_row(&format!("{id}-themes"), &t(l, "site-puzzles-filter-theme"));
    item(&themes_row, href(None, level), t(l, "site-puzzles-filter-all"), count(None, level), theme.is_none(), "");
    for (th, _) in all.themes() {
        let n = count(Some(&th), level);
        if n > 0 {
            item(&themes_row, href(Some(&th), level), theme_name(l, &th), n, theme == Some(th.as_str()), &th);
        }
    }
    let levels_row = chip_row(&format!("{id}-levels"), &t(l, "site-puzzles-filter-level"));
    item(&levels_row, href(theme, None), t(l, "site-puzzles-filter-all"), count(theme, None), level.is_none(), "");
    for d in 1..=5u8 {
        let n = count(theme, Some(d));
        if n > 0 {
            item(&levels_row, href(theme, Some(d)), d.to_string(), n, level == Some(d), &d.to_string());
        }
    }
    host.append(&themes_row);
    host.append(&levels_row);
}

/// A row of choice links, headed by its label.
pub fn chip_row(id: &str, label: &str) -> El {
    El::new("p").with_attr("id", id).with_class("puzzle-filter-row").with_child(&El::new("span").with_text(label))
}

/// The filter of a game's puzzles ([`filter_rows`]) and the worksheet of what is shown.
fn draw_filter(host: &El, l: Lang, variant: &str, all: &Lesson, filter: &PuzzleFilter) {
    host.clear();
    let to = |filter: PuzzleFilter| {
        LessonLink { variant: variant.into(), lesson: PUZZLES.into(), filter, ..LessonLink::default() }.to_hash()
    };
    filter_rows(host, l, all, filter, "puzzle", &to);
    // The worksheet of what the filter shows (a filter value the page could not use is left out).
    let known = PuzzleFilter {
        theme: filter.theme.clone().filter(|th| all.steps.iter().any(|s| picks(s, Some(th), None))),
        level: filter.level.clone().filter(|d| level_of(d).is_some()),
    };
    let sheet = WorksheetLink { variant: variant.into(), filter: known, count: None, per: None };
    host.append(&El::new("p").with_child(&link(
        "puzzle-worksheet",
        "",
        &format!("#{}", sheet.to_hash()),
        &t(l, "site-puzzles-worksheet"),
    )));
}

/// The filter of a game's puzzles above its board ([`draw_filter`]), drawn again for the
/// language shown.
#[component]
pub fn PuzzleFilterBar(
    variant: String,
    all: Lesson,
    filter: PuzzleFilter,
    #[prop(into)] lang: Signal<Lang>,
) -> impl IntoView {
    let host = NodeRef::<leptos::html::Nav>::new();
    Effect::new(move |_| {
        let l = lang.get();
        if let Some(el) = host.get() {
            let el = El::host(el);
            // Beside the page's links, a second navigation landmark: named, so the two differ.
            el.set_attr("aria-label", &t(l, "site-puzzles-filter"));
            draw_filter(&el, l, &variant, &all, &filter);
        }
    });
    view! { <nav id="puzzle-filter" class="puzzle-filter no-print" node_ref=host></nav> }
}

/// The HTML that embeds a puzzle in another page (docs/EMBED.md §1a): the element's script from
/// the site at `page` (the address of the page shown: the script is beside it, in `embed/`) and
/// a `<mancala-board>` with the puzzle's position and answer, in the language `l`.
#[must_use]
pub fn embed_code(page: &str, variant: &str, position: &str, solution: &str, l: Lang) -> String {
    let page = page.split('#').next().unwrap_or_default();
    let page = page.split('?').next().unwrap_or_default();
    let dir = page.rfind('/').map_or("", |at| &page[..=at]);
    format!(
        "<script type=\"module\" src=\"{dir}embed/mancala-board.js\"></script>\n<mancala-board variant=\"{variant}\" position=\"{position}\" puzzle=\"{solution}\" lang=\"{}\"></mancala-board>",
        l.code()
    )
}

/// The "embed this puzzle" box under a puzzle: a closed `<details>` with the code to copy.
pub fn draw_embed(host: &El, l: Lang, code: &str) {
    let area = El::new("textarea")
        .with_attr("id", "puzzle-embed-code")
        .with_attr("readonly", "")
        .with_attr("rows", "4")
        .with_attr("aria-label", &t(l, "site-puzzles-embed"))
        .with_text(code);
    let details = El::new("details")
        .with_attr("id", "puzzle-embed")
        .with_class("puzzle-embed no-print")
        .with_child(&El::new("summary").with_text(&t(l, "site-puzzles-embed")))
        .with_child(&El::new("p").with_class("note").with_text(&t(l, "site-puzzles-embed-help")))
        .with_child(&area);
    host.append(&details);
}
