//! The course of a variant (`#/learn/<variant>`): its lessons in order, each with its summary and
//! whether it is done; the lessons-done badge of the home page and the reset buttons. Also what the
//! course and lesson pages share (loading a course, finding a lesson, the learning order).

use crate::platform::content::{self, ContentError};
use crate::platform::i18n::{t, text, tr, Arg, Lang};
use crate::platform::js;
use crate::platform::progress;
use crate::platform::route::LessonLink;
use leptos::prelude::*;
use mancala_content::{Asset, Lesson, Text};
use mancala_engine::{variants, Rows, VariantSpec};
use std::collections::BTreeSet;

/// A text in the language.
#[must_use]
pub fn pick_text(lang: Lang, text: &Text) -> String {
    match lang {
        Lang::Uk => text.uk.clone(),
        Lang::Ru => text.ru.clone(),
    }
}

/// A lesson's file stem (`01-board-and-sowing` of `kalah/01-board-and-sowing`).
#[must_use]
pub fn stem(lesson: &Lesson) -> &str {
    lesson.id.rsplit('/').next().unwrap_or(&lesson.id)
}

/// The place in `lessons` of the lesson a link names: by file stem, full id or course number.
#[must_use]
pub fn find_lesson(lessons: &[Lesson], key: &str) -> Option<usize> {
    let key = key.trim();
    lessons.iter().position(|l| stem(l) == key || l.id == key).or_else(|| {
        let n: u32 = key.parse().ok()?;
        lessons.iter().position(|l| l.order == n)
    })
}

/// A lesson file that is not there means the course is empty; anything else is told as
/// `content.rs` words it (offline, unreadable).
pub(crate) fn content_error(lang: Lang, err: &ContentError) -> String {
    match err {
        ContentError::Missing { .. } => t(lang, "site-lesson-missing"),
        ContentError::Unreachable { .. } | ContentError::Unreadable { .. } => err.message(lang),
    }
}

pub(crate) fn unknown_variant(id: &str, lang: Signal<Lang>) -> AnyView {
    let err = mancala_engine::VariantError::UnknownVariant { id: id.to_string(), known: Vec::new() };
    view! {
        <p id="error" class="notice error" role="alert">
            {move || {
                let lang = lang.get();
                format!(
                    "{} {}",
                    tr(lang, "site-link-error", &[("why", mancala_text::variant_error(lang, &err).into())]),
                    t(lang, "site-link-bad-variant"),
                )
            }}
        </p>
        <crate::Home lang=lang />
    }
    .into_any()
}

/// Moves the focus once the views changed by the current event are drawn (a button that is being
/// enabled or created cannot take the focus before).
pub(crate) fn focus_soon(id: &'static str) {
    js::after(0, move || js::focus(id));
}

pub(crate) fn spec_of(id: &str) -> Option<&'static VariantSpec> {
    variants().into_iter().find(|v| v.id == id)
}

pub(crate) type Lessons = LocalResource<Result<Vec<Lesson>, ContentError>>;

pub(crate) fn load(variant: &'static str) -> Lessons {
    load_list(Asset::Lessons, variant)
}

/// A file of lessons: a course ([`Asset::Lessons`]), a variant's puzzles (one lesson) or, with
/// [`content::MIXED`], the mixed sample ([`Asset::Puzzles`]).
pub(crate) fn load_list(asset: Asset, name: &'static str) -> Lessons {
    LocalResource::new(move || content::lesson_list(asset, name))
}

/// The games in the learning order of the home page (two-row games, then four-row ones, each
/// group in the articles' order) that have lessons.
#[must_use]
pub fn learning_order() -> Vec<&'static VariantSpec> {
    let all = variants();
    [Rows::Two, Rows::Four]
        .into_iter()
        .flat_map(|rows| all.iter().copied().filter(move |v| v.rows == rows))
        .filter(|v| mancala_content::lesson_ids(v.id).next().is_some())
        .collect()
}

/// The game whose course comes after `variant`'s in the learning order.
#[must_use]
pub fn next_game(variant: &str) -> Option<&'static VariantSpec> {
    let order = learning_order();
    let at = order.iter().position(|v| v.id == variant)?;
    order.get(at + 1).copied()
}

/// A reset button with an inline confirmation; `variant: None` resets every game.
#[component]
pub fn ResetProgress(
    variant: Option<&'static str>,
    #[prop(into)] lang: Signal<Lang>,
    /// Told after a reset.
    on_reset: Callback<()>,
) -> impl IntoView {
    let asking = RwSignal::new(false);
    let done = RwSignal::new(false);
    let label = if variant.is_some() { "site-lesson-reset" } else { "site-lesson-reset-all" };
    let yes = move |_| {
        progress::reset(variant);
        asking.set(false);
        done.set(true);
        on_reset.run(());
        focus_soon("reset-progress");
    };
    view! {
        <div class="reset-progress">
            <button
                type="button"
                id="reset-progress"
                class="ctl"
                aria-expanded=move || asking.get().to_string()
                on:click=move |_| {
                    done.set(false);
                    asking.set(true);
                    focus_soon("reset-no");
                }
            >
                {move || t(lang.get(), label)}
            </button>
            {move || asking.get().then(|| view! {
                <div id="reset-confirm" class="confirm" role="alertdialog" aria-labelledby="reset-question">
                    <p id="reset-question">{text(lang, "site-lesson-reset-confirm")}</p>
                    <button type="button" id="reset-yes" class="ctl danger" on:click=yes>
                        {text(lang, "site-lesson-reset-yes")}
                    </button>
                    <button
                        type="button"
                        id="reset-no"
                        class="ctl"
                        on:click=move |_| {
                            asking.set(false);
                            focus_soon("reset-progress");
                        }
                    >
                        {text(lang, "site-lesson-reset-no")}
                    </button>
                </div>
            })}
            <span class="reset-done" role="status">{move || done.get().then(|| t(lang.get(), "site-lesson-reset-done"))}</span>
        </div>
    }
}

/// "3/5" with the whole sentence for screen readers, for one variant on the home page.
#[component]
pub fn CourseProgress(
    variant: &'static str,
    #[prop(into)] lang: Signal<Lang>,
    done: RwSignal<BTreeSet<String>>,
) -> impl IntoView {
    // The ids are compiled in, so the home page fetches no course to count lessons.
    let ids: Vec<&'static str> = mancala_content::lesson_ids(variant).collect();
    move || {
        if ids.is_empty() {
            return None;
        }
        let total = ids.len();
        let n = done.with(|d| progress::count_done(d, ids.iter().copied()));
        let lang = lang.get();
        let args = [("done", Arg::from(n)), ("total", Arg::from(total))];
        Some(view! {
            <span
                class="lesson-progress"
                class:complete=n == total
                data-done=n.to_string()
                data-total=total.to_string()
                title=tr(lang, "site-lesson-progress", &args)
                aria-label=tr(lang, "site-lesson-progress", &args)
            >
                {tr(lang, "site-lesson-progress-short", &args)}
            </span>
        })
    }
}

/// The course of a variant: its lessons in order, each with its summary and whether it is done.
#[component]
pub fn CoursePage(id: String, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let Some(spec) = spec_of(&id) else {
        return unknown_variant(&id, lang);
    };
    let lessons = load(spec.id);
    let done = RwSignal::new(progress::done());
    let title = move || {
        tr(lang.get(), "site-lesson-course-title", &[("name", mancala_text::variant_name(lang.get(), spec).into())])
    };
    let body = move || {
        match lessons.get() {
            None => view! { <p id="lesson-loading" class="note" role="status">{text(lang, "site-lesson-loading")}</p> }
                .into_any(),
            Some(Err(e)) => {
                view! { <p id="error" class="notice error" role="alert">{move || content_error(lang.get(), &e)}</p> }
                    .into_any()
            }
            Some(Ok(list)) if list.is_empty() => {
                view! { <p id="error" class="notice" role="status">{text(lang, "site-lesson-missing")}</p> }.into_any()
            }
            Some(Ok(list)) => {
                let ids: Vec<String> = list.iter().map(|l| l.id.clone()).collect();
                let total = ids.len();
                let ids = StoredValue::new(ids);
                let n_done = move || {
                    done.with(|d| ids.with_value(|ids| progress::count_done(d, ids.iter().map(String::as_str))))
                };
                let summary = move || {
                    tr(
                        lang.get(),
                        "site-lesson-progress",
                        &[("done", Arg::from(n_done())), ("total", Arg::from(total))],
                    )
                };
                // Every lesson done: the next game of the learning order.
                let onward = move || {
                    (n_done() == total).then(|| next_game(spec.id)).flatten().map(|g| {
                    view! {
                        <a id="course-next-game" class="button-link" href=format!("#/learn/{}", g.id)>
                            {move || tr(lang.get(), "site-lesson-next-game", &[("name", mancala_text::variant_name(lang.get(), g).into())])}
                        </a>
                    }
                })
                };
                let items = list
                .into_iter()
                .map(|lesson| {
                    let id = StoredValue::new(lesson.id.clone());
                    let is_done = move || done.with(|d| id.with_value(|id| d.contains(id)));
                    let href = format!("#{}", LessonLink { variant: spec.id.into(), lesson: stem(&lesson).into(), ..LessonLink::default() }.to_hash());
                    let title = lesson.title.clone();
                    let summary = lesson.summary.clone();
                    let order = lesson.order;
                    view! {
                        <li class="lesson-item" class:done=is_done data-lesson=stem(&lesson).to_string() data-done=move || is_done().to_string()>
                            <a class="lesson-title" href=href>
                                {format!("{order}. ")}
                                {move || pick_text(lang.get(), &title)}
                            </a>
                            " "
                            <span class="lesson-state">
                                {move || if is_done() { format!("✓ {}", t(lang.get(), "site-lesson-done")) } else { t(lang.get(), "site-lesson-not-done") }}
                            </span>
                            <p class="lesson-summary">{move || pick_text(lang.get(), &summary)}</p>
                        </li>
                    }
                })
                .collect_view();
                view! {
                <p id="course-progress" class="course-progress">{summary}</p>
                {onward}
                <ol id="lesson-list" class="lesson-list">{items}</ol>
                <ResetProgress variant=Some(spec.id) lang=lang on_reset=Callback::new(move |()| done.set(progress::done())) />
            }
            .into_any()
            }
        }
    };
    view! {
        <article class="course" data-variant=spec.id>
            <div class="play-head">
                <h2 id="course-title">{title}</h2>
                <nav class="page-links">
                    <a href="#/">{text(lang, "site-home")}</a>
                    <a id="rules-link" href=format!("#/rules/{}", spec.id)>{text(lang, "site-rules")}</a>
                    <a id="play-link" href=format!("#/play/{}", spec.id)>{text(lang, "site-play")}</a>
                </nav>
            </div>
            <p class="intro">{text(lang, "site-lesson-course-intro")}</p>
            {body}
        </article>
    }
    .into_any()
}
