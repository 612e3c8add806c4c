//! The course of a variant (`#/learn/<variant>`): its lessons in order, each with its summary and
//! whether it is done; the lessons-done badge of the home page and the reset buttons. Also what the
//! course and lesson pages share (loading a course, finding a lesson, the learning order).

use crate::platform::content::{self, ContentError};
use crate::platform::i18n::{t, text, tr, Arg, Lang};
use crate::platform::js;
use crate::platform::js::dom::{El, Listeners};
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
    let ids: Vec<&'static str> = mancala_content::core_lesson_ids(variant).collect();
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
/// («Дошка і сівба», крок 5), or nothing when none of the course's tasks is on the list. Read
/// again whenever `done` changes (a reset forgets the reviews too).
#[component]
fn CourseReview(
    variant: &'static str,
    titles: Vec<(String, Text)>,
    lang: Signal<Lang>,
    done: RwSignal<BTreeSet<String>>,
) -> impl IntoView {
    let body = move || {
        done.track();
        let l = lang.get();
        let today = js::local_day();
        let mine: Vec<progress::Review> =
            progress::reviews().into_iter().filter(|r| r.variant() == Some(variant)).collect();
        if mine.is_empty() {
            return None;
        }
        let due: Vec<&progress::Review> = mine.iter().filter(|r| r.due <= today).collect();
        let later = mine.len() - due.len();
        let items = due
            .iter()
            .map(|r| {
                let (path, query) = r.at.split_once('?').unwrap_or((r.at.as_str(), ""));
                let step = query.split('&').find_map(|kv| kv.strip_prefix("s=")).unwrap_or("1");
                let title = if path.starts_with("/drill/") {
                    t(l, "site-drill-link")
                } else {
                    let stem = path.rsplit('/').next().unwrap_or("");
                    titles.iter().find(|(s, _)| s == stem).map_or_else(|| stem.to_string(), |(_, t)| pick_text(l, t))
                };
                let label = tr(l, "site-review-item", &[("title", title.into()), ("step", step.to_string().into())]);
                view! { <li><a href=format!("#{}", r.at)>{label}</a></li> }
            })
            .collect_view();
        Some(view! {
            <h3>{t(l, "site-review-title")}</h3>
            <p id="review-summary">
                {tr(l, "site-review-summary", &[("due", Arg::from(due.len())), ("later", Arg::from(later))])}
            </p>
            <ul id="review-list">{items}</ul>
            <p class="note">{t(l, "site-review-about")}</p>
        })
    };
    view! { <section id="course-review" class="course-review">{body}</section> }
}

/// What the course builds on (`tutorials/courses.toml`, walk L9): the courses that help, linked,
/// why, and the whole route to this game from where a route starts. Nothing for a course that
/// starts a route.
#[component]
fn BuildsOn(spec: &'static VariantSpec, lang: Signal<Lang>) -> impl IntoView {
    let route = mancala_content::course_route(spec.id)?;
    let link = move |id: &'static str| {
        spec_of(id).map(|g| {
            view! {
                <a class="builds-on-link" href=format!("#/learn/{}", g.id)>
                    {move || mancala_text::variant_name(lang.get(), g)}
                </a>
            }
        })
    };
    // The route: what it builds on, and what that builds on, back to a start (first of each).
    let mut chain = mancala_content::route_to(spec.id);
    chain.pop();
    let path = (chain.len() > 1).then(|| {
        let steps = chain.iter().map(|&id| view! { {link(id)} " → " }).collect_view();
        view! {
            <p id="course-route" class="note">
                {text(lang, "site-course-route")} " " {steps}
                <strong>{move || mancala_text::variant_name(lang.get(), spec)}</strong>
            </p>
        }
    });
    let why = move || if lang.get() == Lang::Ru { route.why_ru } else { route.why_uk };
    let links = route
        .builds_on
        .iter()
        .enumerate()
        .map(|(i, &id)| view! { {(i > 0).then_some(", ")} {link(id)} })
        .collect_view();
    Some(view! {
        <section id="course-builds-on" class="course-builds-on">
            <p>{text(lang, "site-course-builds-on")} " " {links}</p>
            <p class="note">{why}</p>
            {path}
        </section>
    })
}

/// The course of a variant: its lessons in order, each with its summary and whether it is done;
/// what it builds on; its appendix lessons apart; the drills, the tasks to review and the reset.
#[component]
pub fn CoursePage(id: String, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let Some(spec) = spec_of(&id) else {
        return unknown_variant(&id, lang);
    };
    let lessons = load(spec.id);
    // What is done: read again after a reset.
    let done = RwSignal::new(progress::done());
    let on_reset = Callback::new(move |()| done.set(progress::done()));
    let title = move || {
        tr(lang.get(), "site-lesson-course-title", &[("name", mancala_text::variant_name(lang.get(), spec).into())])
    };
    let body = move || match lessons.get() {
        None => view! { <p id="lesson-loading" class="note" role="status">{text(lang, "site-lesson-loading")}</p> }
            .into_any(),
        Some(Err(e)) => {
            view! { <p id="error" class="notice error" role="alert">{move || content_error(lang.get(), &e)}</p> }
                .into_any()
        }
        Some(Ok(list)) if list.is_empty() => {
            view! { <p id="error" class="notice" role="status">{text(lang, "site-lesson-missing")}</p> }.into_any()
        }
        Some(Ok(list)) => view! {
            <CourseLessons spec=spec list=list lang=lang done=done />
            <ResetProgress variant=Some(spec.id) lang=lang on_reset=on_reset />
        }
        .into_any(),
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
            <BuildsOn spec=spec lang=lang />
            {body}
        </article>
    }
    .into_any()
}

/// The lessons of a course with what is done: the main path numbered, then its appendix
/// lessons apart (the course is done without them), the counting drills and the reviews.
#[component]
fn CourseLessons(
    spec: &'static VariantSpec,
    list: Vec<Lesson>,
    lang: Signal<Lang>,
    done: RwSignal<BTreeSet<String>>,
) -> impl IntoView {
    let titles: Vec<(String, Text)> = list.iter().map(|l| (stem(l).to_string(), l.title.clone())).collect();
    let (core, appendix): (Vec<Lesson>, Vec<Lesson>) = list.into_iter().partition(|l| !l.appendix);
    let core_ids: Vec<String> = core.iter().map(|l| l.id.clone()).collect();
    let total = core_ids.len();
    let n_done = Memo::new(move |_| done.with(|d| progress::count_done(d, core_ids.iter().map(String::as_str))));
    let summary = move || {
        tr(lang.get(), "site-lesson-progress", &[("done", Arg::from(n_done.get())), ("total", Arg::from(total))])
    };
    // Every lesson done: the next game of the learning order.
    let onward = move || {
        (n_done.get() == total).then(|| next_game(spec.id)).flatten().map(|g| {
            view! {
                <a id="course-next-game" class="button-link" href=format!("#/learn/{}", g.id)>
                    {move || tr(lang.get(), "site-lesson-next-game", &[("name", mancala_text::variant_name(lang.get(), g).into())])}
                </a>
            }
        })
    };
    // The items, drawn again (plain text and attributes) when the language or what is done
    // changes: one reactive closure per list, not one per attribute of every item.
    let items = move |lessons: &[Lesson]| {
        let l = lang.get();
        done.with(|d| {
            lessons
                .iter()
                .map(|lesson| {
                    let href = format!(
                        "#{}",
                        LessonLink { variant: spec.id.into(), lesson: stem(lesson).into(), ..LessonLink::default() }
                            .to_hash()
                    );
                    let is_done = d.contains(&lesson.id);
                    let state =
                        if is_done { format!("✓ {}", t(l, "site-lesson-done")) } else { t(l, "site-lesson-not-done") };
                    view! {
                        <li
                            class=if is_done { "lesson-item done" } else { "lesson-item" }
                            data-lesson=stem(lesson).to_string()
                            data-done=if is_done { "true" } else { "false" }
                        >
                            <a class="lesson-title" href=href>{format!("{}. {}", lesson.order, pick_text(l, &lesson.title))}</a>
                            " "
                            <span class="lesson-state">{state}</span>
                            <p class="lesson-summary">{pick_text(l, &lesson.summary)}</p>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let appendix = (!appendix.is_empty()).then(|| {
        view! {
            <section id="course-appendix" class="course-appendix">
                <h3>{text(lang, "site-course-appendix")}</h3>
                <p class="note">{text(lang, "site-course-appendix-about")}</p>
                <ul class="lesson-list">{move || items(&appendix)}</ul>
            </section>
        }
    });
    let drill = LessonLink { variant: spec.id.into(), lesson: DRILLS.into(), ..LessonLink::default() };
    view! {
        <p id="course-progress" class="course-progress">{summary}</p>
        <p class="course-onward">{onward}</p>
        <ol id="lesson-list" class="lesson-list">{move || items(&core)}</ol>
        {appendix}
        // The counting drills of the game, a handful of new positions each time.
        <p class="course-drills">
            <a id="course-drills" href=format!("#{}", drill.to_hash())>{text(lang, "site-drill-link")}</a>
            {move || format!(" — {}", t(lang.get(), "site-drill-about"))}
        </p>
        // The tasks to come back to (spaced review): those due today, a click away.
        <CourseReview variant=spec.id titles=titles lang=lang done=done />
    }
}
