//! The course of a variant (`#/learn/<variant>`): its lessons in order, each with its summary and
//! whether it is done; the lessons-done badge of the home page and the reset buttons. Also what the
//! course and lesson pages share (loading a course, finding a lesson, the learning order).

use crate::platform::content::{self, ContentError};
use crate::platform::i18n::{t, tr, Arg, Lang};
use crate::platform::js;
use crate::platform::js::dom::{link, El, Listeners};
use crate::platform::progress;
use crate::platform::route::{LessonLink, DRILLS};
use leptos::prelude::*;
use mancala_content::{Asset, Lesson, Text};
use mancala_engine::{variants, Rows, VariantSpec};
use std::collections::BTreeSet;
use std::rc::Rc;

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
                crate::platform::route::cut_echoes(&format!(
                    "{} {}",
                    tr(lang, "site-link-error", &[("why", mancala_text::variant_error(lang, &err).into())]),
                    t(lang, "site-link-bad-variant"),
                ))
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

pub(crate) type Lessons = crate::platform::fetched::Fetched<Result<Vec<Lesson>, ContentError>>;

pub(crate) fn load(variant: &'static str) -> Lessons {
    load_list(Asset::Lessons, variant)
}

/// A file of lessons: a course ([`Asset::Lessons`]), a variant's puzzles (one lesson) or, with
/// [`content::MIXED`], the mixed sample ([`Asset::Puzzles`]).
pub(crate) fn load_list(asset: Asset, name: &'static str) -> Lessons {
    crate::platform::fetched::Fetched::new(move || content::lesson_list(asset, name))
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

/// The reset button of the learner's progress (of one game, or of all with `variant` `None`),
/// its confirmation and the line that says it was done, drawn without the framework
/// ([`El`]) in `host` for the language `l`; `on_reset` is told after a reset. The listeners
/// live as long as the value returned.
pub(crate) fn draw_reset(host: &El, l: Lang, variant: Option<&'static str>, on_reset: Rc<dyn Fn()>) -> Listeners {
    let mut listeners = Listeners::default();
    let label = if variant.is_some() { "site-lesson-reset" } else { "site-lesson-reset-all" };
    let button = |id: &str, class: &str, key: &str| {
        El::new("button").with_attr("type", "button").with_attr("id", id).with_class(class).with_text(&t(l, key))
    };
    let ask = button("reset-progress", "ctl", label).with_attr("aria-expanded", "false");
    let confirm = El::new("div")
        .with_attr("id", "reset-confirm")
        .with_class("confirm")
        .with_attr("role", "alertdialog")
        .with_attr("aria-labelledby", "reset-question")
        .with_attr("hidden", "")
        .with_child(&El::new("p").with_attr("id", "reset-question").with_text(&t(l, "site-lesson-reset-confirm")));
    let yes = button("reset-yes", "ctl danger", "site-lesson-reset-yes");
    let no = button("reset-no", "ctl", "site-lesson-reset-no");
    confirm.append(&yes);
    confirm.append(&no);
    let done = El::new("span").with_class("reset-done").with_attr("role", "status");
    let open = {
        let (ask, confirm) = (ask.clone(), confirm.clone());
        move |on: bool| {
            ask.set_attr("aria-expanded", if on { "true" } else { "false" });
            if on {
                confirm.remove_attr("hidden");
            } else {
                confirm.set_attr("hidden", "");
            }
        }
    };
    let open = Rc::new(open);
    listeners.on(&ask, "click", {
        let (open, done) = (open.clone(), done.clone());
        move |_| {
            done.set_text("");
            open(true);
            focus_soon("reset-no");
        }
    });
    listeners.on(&no, "click", {
        let open = open.clone();
        move |_| {
            open(false);
            focus_soon("reset-progress");
        }
    });
    listeners.on(&yes, "click", {
        let done = done.clone();
        move |_| {
            progress::reset(variant);
            open(false);
            done.set_text(&t(l, "site-lesson-reset-done"));
            on_reset();
            focus_soon("reset-progress");
        }
    });
    let row = El::new("div").with_class("reset-progress").with_child(&ask).with_child(&confirm).with_child(&done);
    host.append(&row);
    listeners
}

/// [`draw_reset`] as a component, drawn again for each language.
#[component]
pub fn ResetProgress(
    variant: Option<&'static str>,
    #[prop(into)] lang: Signal<Lang>,
    /// Told after a reset.
    on_reset: Callback<()>,
) -> impl IntoView {
    let host = NodeRef::<leptos::html::Div>::new();
    let listeners: StoredValue<Option<Listeners>, LocalStorage> = StoredValue::new_local(None);
    Effect::new(move |_| {
        let l = lang.get();
        let Some(el) = host.get() else { return };
        let host = El::host(el.into());
        host.clear();
        listeners.set_value(Some(draw_reset(&host, l, variant, Rc::new(move || on_reset.run(())))));
    });
    view! { <div class="reset-host" node_ref=host></div> }
}

/// The "3/5" badge of a game's lessons done, with the whole sentence for screen readers (for
/// the home page); `None` for a game without lessons.
pub(crate) fn progress_badge(l: Lang, variant: &'static str, done: &BTreeSet<String>) -> Option<El> {
    let span = El::new("span");
    set_badge(&span, l, variant, done).then_some(span)
}

/// Writes the counts of [`progress_badge`] on `span`; false for a game without lessons.
pub(crate) fn set_badge(span: &El, l: Lang, variant: &'static str, done: &BTreeSet<String>) -> bool {
    // The ids are compiled in, so the home page fetches no course to count lessons.
    let ids: Vec<&'static str> = mancala_content::lesson_ids(variant).collect();
    let total = ids.len();
    if total == 0 {
        return false;
    }
    let n = progress::count_done(done, ids.iter().copied());
    let args = [("done", Arg::from(n)), ("total", Arg::from(total))];
    span.set_class(if n == total { "lesson-progress complete" } else { "lesson-progress" });
    span.set_attr("data-done", &n.to_string());
    span.set_attr("data-total", &total.to_string());
    let sentence = tr(l, "site-lesson-progress", &args);
    span.set_attr("title", &sentence);
    span.set_attr("aria-label", &sentence);
    span.set_text(&tr(l, "site-lesson-progress-short", &args));
    true
}

/// The course's tasks to review: how many are due today and later, and a link to each due one
/// («Дошка і сівба», крок 5), or nothing when none of the course's tasks is on the list.
fn draw_review(host: &El, l: Lang, variant: &str, titles: &[(String, Text)]) {
    host.clear();
    let today = js::local_day();
    let mine: Vec<progress::Review> =
        progress::reviews().into_iter().filter(|r| r.variant() == Some(variant)).collect();
    if mine.is_empty() {
        return;
    }
    let due: Vec<&progress::Review> = mine.iter().filter(|r| r.due <= today).collect();
    let later = mine.len() - due.len();
    host.append(&El::new("h3").with_text(&t(l, "site-review-title")));
    host.append(&El::new("p").with_attr("id", "review-summary").with_text(&tr(
        l,
        "site-review-summary",
        &[("due", Arg::from(due.len())), ("later", Arg::from(later))],
    )));
    let items = El::new("ul").with_attr("id", "review-list");
    for r in due {
        let (path, query) = r.at.split_once('?').unwrap_or((r.at.as_str(), ""));
        let step = query.split('&').find_map(|kv| kv.strip_prefix("s=")).unwrap_or("1");
        let title = if path.starts_with("/drill/") {
            t(l, "site-drill-link")
        } else {
            let stem = path.rsplit('/').next().unwrap_or("");
            titles.iter().find(|(s, _)| s == stem).map_or_else(|| stem.to_string(), |(_, t)| pick_text(l, t))
        };
        let label = tr(l, "site-review-item", &[("title", title.into()), ("step", step.to_string().into())]);
        items.append(
            &El::new("li").with_child(&El::new("a").with_attr("href", &format!("#{}", r.at)).with_text(&label)),
        );
    }
    host.append(&items);
    host.append(&El::new("p").with_class("note").with_text(&t(l, "site-review-about")));
}

/// The course of a variant: its lessons in order, each with its summary and whether it is done.
#[component]
pub fn CoursePage(id: String, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let Some(spec) = spec_of(&id) else {
        return unknown_variant(&id, lang);
    };
    let lessons = load(spec.id);
    let host = NodeRef::<leptos::html::Article>::new();
    let listeners: StoredValue<Option<Listeners>, LocalStorage> = StoredValue::new_local(None);
    Effect::new(move |_| {
        let l = lang.get();
        let loaded = lessons.get();
        let Some(el) = host.get() else { return };
        let host = El::host(el);
        host.clear();
        listeners.set_value(draw_course(&host, l, spec, loaded.as_ref()));
    });
    view! { <article class="course" data-variant=spec.id node_ref=host></article> }.into_any()
}

/// The course page for the language `l`, drawn without the framework ([`El`]): the heading and
/// its links, then the lessons with what is done (or the loading note, or why there are none).
fn draw_course(
    host: &El,
    l: Lang,
    spec: &'static VariantSpec,
    loaded: Option<&Result<Vec<Lesson>, ContentError>>,
) -> Option<Listeners> {
    let a = |id: &str, href: &str, key: &str| link(id, "", href, &t(l, key));
    let title = tr(l, "site-lesson-course-title", &[("name", mancala_text::variant_name(l, spec).into())]);
    let links = El::new("nav")
        .with_class("page-links")
        .with_child(&a("", "#/", "site-home"))
        .with_child(&a("rules-link", &format!("#/rules/{}", spec.id), "site-rules"))
        .with_child(&a("play-link", &format!("#/play/{}", spec.id), "site-play"));
    host.append(
        &El::new("div")
            .with_class("play-head")
            .with_child(&El::new("h2").with_attr("id", "course-title").with_text(&title))
            .with_child(&links),
    );
    host.append(&El::new("p").with_class("intro").with_text(&t(l, "site-lesson-course-intro")));
    let note = |id: &str, class: &str, role: &str, text: &str| {
        El::new("p").with_attr("id", id).with_class(class).with_attr("role", role).with_text(text)
    };
    let list = match loaded {
        None => {
            host.append(&note("lesson-loading", "note", "status", &t(l, "site-lesson-loading")));
            return None;
        }
        Some(Err(e)) => {
            host.append(&note("error", "notice error", "alert", &content_error(l, e)));
            return None;
        }
        Some(Ok(list)) if list.is_empty() => {
            host.append(&note("error", "notice", "status", &t(l, "site-lesson-missing")));
            return None;
        }
        Some(Ok(list)) => list,
    };
    let summary = El::new("p").with_attr("id", "course-progress").with_class("course-progress");
    let onward = El::new("p").with_class("course-onward");
    let items = El::new("ol").with_attr("id", "lesson-list").with_class("lesson-list");
    let mut rows = Vec::new();
    for lesson in list {
        let href = format!(
            "#{}",
            LessonLink { variant: spec.id.into(), lesson: stem(lesson).into(), ..LessonLink::default() }.to_hash()
        );
        let state = El::new("span").with_class("lesson-state");
        let li = El::new("li").with_attr("data-lesson", stem(lesson)).with_child(
            &El::new("a").with_class("lesson-title").with_attr("href", &href).with_text(&format!(
                "{}. {}",
                lesson.order,
                pick_text(l, &lesson.title)
            )),
        );
        li.append_text(" ");
        li.append(&state);
        li.append(&El::new("p").with_class("lesson-summary").with_text(&pick_text(l, &lesson.summary)));
        items.append(&li);
        rows.push((li, state, lesson.id.clone()));
    }
    host.append(&summary);
    host.append(&onward);
    host.append(&items);
    // The counting drills of the game, a handful of new positions each time.
    let drill = LessonLink { variant: spec.id.into(), lesson: DRILLS.into(), ..LessonLink::default() };
    let drills = El::new("p").with_class("course-drills").with_child(&a(
        "course-drills",
        &format!("#{}", drill.to_hash()),
        "site-drill-link",
    ));
    drills.append_text(&format!(" — {}", t(l, "site-drill-about")));
    host.append(&drills);
    // The tasks to come back to (spaced review): those due today, a click away.
    let review = El::new("section").with_attr("id", "course-review").with_class("course-review");
    host.append(&review);
    let titles: Vec<(String, Text)> = list.iter().map(|l| (stem(l).to_string(), l.title.clone())).collect();
    // What is done: drawn now, and again in place after a reset (its listeners stay).
    let mark = move || {
        draw_review(&review, l, spec.id, &titles);
        let done = progress::done();
        let n = progress::count_done(&done, rows.iter().map(|(_, _, id)| id.as_str()));
        for (li, state, id) in &rows {
            let is_done = done.contains(id);
            li.set_class(if is_done { "lesson-item done" } else { "lesson-item" });
            li.set_attr("data-done", if is_done { "true" } else { "false" });
            state.set_text(&if is_done {
                format!("✓ {}", t(l, "site-lesson-done"))
            } else {
                t(l, "site-lesson-not-done")
            });
        }
        let total = rows.len();
        summary.set_text(&tr(l, "site-lesson-progress", &[("done", Arg::from(n)), ("total", Arg::from(total))]));
        // Every lesson done: the next game of the learning order.
        onward.clear();
        if let Some(g) = (n == total).then(|| next_game(spec.id)).flatten() {
            let label = tr(l, "site-lesson-next-game", &[("name", mancala_text::variant_name(l, g).into())]);
            onward.append(
                &El::new("a")
                    .with_attr("id", "course-next-game")
                    .with_class("button-link")
                    .with_attr("href", &format!("#/learn/{}", g.id))
                    .with_text(&label),
            );
        }
    };
    mark();
    Some(draw_reset(host, l, Some(spec.id), Rc::new(mark)))
}
