//! The course of a variant (`#/learn/<variant>`) and a lesson (`#/learn/<variant>/<lesson>?s=<step>`).
//!
//! Lessons come from [`crate::content::lessons`] (async). A lesson page shows one step at a time:
//! the board at the step's position, what the step says, the rules it teaches (tags linking to the
//! rules page), and either shown moves (animated by the step player) or a task. The learner
//! answers a task by making a move on the board (choices inside a move asked as on the play page,
//! through [`crate::pick`]); the engine judges it (`mancala_content::reaches`). A right answer is
//! praised and opens the next step; a wrong one is played out, explained from its facts
//! (`MoveFacts`) with the lesson's hint, and can be retried or answered by the stated solution.
//! The step is kept in the address (`?s=3`), the lessons done in [`crate::progress`].

use crate::board::{Board, BoardState};
use crate::content::{self, ContentError};
use crate::i18n::{seeds, t, tr, Arg, Lang};
use crate::js;
use crate::marks;
use crate::pick::{ChoiceBox, MovePicker, Picked};
use crate::player::{Player, PlayerControls};
use crate::progress;
use crate::route::{LessonLink, RulesLink};
use leptos::prelude::*;
use mancala_content::{reaches, Goal, Lesson, MoveFacts, Text};
use mancala_engine::{variants, Move, Place, Position, Rows, Side, Step, Timeline, Variant, VariantSpec};
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
fn content_error(lang: Lang, err: &ContentError) -> String {
    match err {
        ContentError::Missing { .. } => t(lang, "site-lesson-missing"),
        ContentError::Unreachable { .. } | ContentError::Unreadable { .. } => err.message(lang),
    }
}

fn unknown_variant(id: &str, lang: Signal<Lang>) -> AnyView {
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
fn focus_soon(id: &'static str) {
    js::after(0, move || js::focus(id));
}

fn spec_of(id: &str) -> Option<&'static VariantSpec> {
    variants().into_iter().find(|v| v.id == id)
}

type Lessons = LocalResource<Result<Vec<Lesson>, ContentError>>;

fn load(variant: &'static str) -> Lessons {
    LocalResource::new(move || content::lessons(variant))
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
                    <p id="reset-question">{move || t(lang.get(), "site-lesson-reset-confirm")}</p>
                    <button type="button" id="reset-yes" class="ctl danger" on:click=yes>
                        {move || t(lang.get(), "site-lesson-reset-yes")}
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
                        {move || t(lang.get(), "site-lesson-reset-no")}
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
        None => view! { <p id="lesson-loading" class="note" role="status">{move || t(lang.get(), "site-lesson-loading")}</p> }
            .into_any(),
        Some(Err(e)) => view! { <p id="error" class="notice error" role="alert">{move || content_error(lang.get(), &e)}</p> }
            .into_any(),
        Some(Ok(list)) if list.is_empty() => {
            view! { <p id="error" class="notice" role="status">{move || t(lang.get(), "site-lesson-missing")}</p> }.into_any()
        }
        Some(Ok(list)) => {
            let ids: Vec<String> = list.iter().map(|l| l.id.clone()).collect();
            let total = ids.len();
            let summary = move || {
                let n = done.with(|d| progress::count_done(d, ids.iter().map(String::as_str)));
                tr(lang.get(), "site-lesson-progress", &[("done", Arg::from(n)), ("total", Arg::from(total))])
            };
            let items = list
                .into_iter()
                .map(|lesson| {
                    let id = StoredValue::new(lesson.id.clone());
                    let is_done = move || done.with(|d| id.with_value(|id| d.contains(id)));
                    let href = format!("#{}", LessonLink { variant: spec.id.into(), lesson: stem(&lesson).into(), step: None, bad_step: None }.to_hash());
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
                    <a href="#/">{move || t(lang.get(), "site-home")}</a>
                    <a id="rules-link" href=format!("#/rules/{}", spec.id)>{move || t(lang.get(), "site-rules")}</a>
                    <a id="play-link" href=format!("#/play/{}", spec.id)>{move || t(lang.get(), "site-play")}</a>
                </nav>
            </div>
            <p class="intro">{move || t(lang.get(), "site-lesson-course-intro")}</p>
            {body}
        </article>
    }
    .into_any()
}

/// A lesson page: loads the course, finds the lesson, shows it at the linked step.
#[component]
pub fn LessonPage(link: LessonLink, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let Some(spec) = spec_of(&link.variant) else {
        return unknown_variant(&link.variant, lang);
    };
    let lessons = load(spec.id);
    let key = link.lesson.clone();
    let step = link.step;
    let bad_step = link.bad_step.clone();
    let course_href = format!("#/learn/{}", spec.id);
    let body = move || {
        match lessons.get() {
        None => view! { <p id="lesson-loading" class="note" role="status">{move || t(lang.get(), "site-lesson-loading")}</p> }
            .into_any(),
        Some(Err(e)) => view! { <p id="error" class="notice error" role="alert">{move || content_error(lang.get(), &e)}</p> }
            .into_any(),
        Some(Ok(list)) => match find_lesson(&list, &key) {
            None => {
                let key = key.clone();
                view! {
                    <p id="error" class="notice error" role="alert">
                        {move || tr(lang.get(), "site-lesson-not-found", &[("lesson", key.as_str().into())])}
                    </p>
                    <CoursePage id=spec.id.to_string() lang=lang />
                }
                .into_any()
            }
            Some(i) => {
                let next = list.get(i + 1).map(|l| (stem(l).to_string(), l.title.clone()));
                let lesson = list[i].clone();
                view! { <LessonView lesson=lesson next=next step=step bad_step_text=bad_step.clone() lang=lang /> }.into_any()
            }
        },
    }
    };
    view! {
        <article class="lesson-page" data-variant=spec.id>
            <div class="play-head">
                <h2 id="variant-title">{move || mancala_text::variant_name(lang.get(), spec)}</h2>
                <nav class="page-links">
                    <a href="#/">{move || t(lang.get(), "site-home")}</a>
                    <a id="course-link" href=course_href>{move || t(lang.get(), "site-lesson-course")}</a>
                    <a id="rules-link" href=format!("#/rules/{}", spec.id)>{move || t(lang.get(), "site-rules")}</a>
                </nav>
            </div>
            {body}
        </article>
    }
    .into_any()
}

/// A message above the lesson, rendered in the current language.
#[derive(Clone, Debug)]
enum LessonNotice {
    /// The link named a step the lesson does not have (as written in the link).
    BadStep(String),
    Illegal(mancala_engine::IllegalMove),
    /// The engine could not judge or play something (a content or engine bug).
    Broken(String),
}

/// What the learner's answer to a task did.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Answer {
    /// Waiting for a move.
    Asking,
    Right {
        token: String,
    },
    Wrong {
        token: String,
        why: Why,
    },
    /// The stated solution is being shown.
    Solution {
        token: String,
    },
}

/// What a wrong move did, as far as the task's goal goes (rendered in the current language).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Why {
    Captured { got: u32, best: Option<u32> },
    NoExtraTurn { last: Option<Place> },
    NotFed,
    Reply { reply: String, captured: u32 },
    GameGoesOn,
    Other,
}

fn why_wrong(variant: &Variant, pos: &Position, goal: &Goal, steps: &[Step], after: &Position) -> Why {
    let mover = pos.to_move();
    let facts = MoveFacts::of(steps, mover);
    match goal {
        Goal::Capture { .. } => Why::Captured { got: facts.captured, best: None },
        Goal::CaptureMost => {
            let best = variant
                .legal_moves(pos)
                .iter()
                .filter_map(|m| variant.play(pos, m).ok())
                .map(|(_, s)| MoveFacts::of(&s, mover).captured)
                .max();
            Why::Captured { got: facts.captured, best }
        }
        Goal::ExtraTurn => Why::NoExtraTurn { last: facts.last_seed },
        Goal::Feed => Why::NotFed,
        Goal::AvoidCapture => {
            let layout = variant.layout();
            let reply = variant.legal_moves(after).into_iter().find_map(|r| {
                let (_, s) = variant.play(after, &r).ok()?;
                let got = MoveFacts::of(&s, after.to_move()).captured;
                (got > 0).then(|| (r.token(layout), got))
            });
            match reply {
                Some((reply, captured)) => Why::Reply { reply, captured },
                None => Why::Other,
            }
        }
        Goal::EndGame => Why::GameGoesOn,
        Goal::OneOf { .. } => Why::Other,
    }
}

fn why_text(lang: Lang, layout: mancala_engine::Layout, mover: Side, why: &Why) -> String {
    match why {
        Why::Captured { got, best } => {
            let mut s = if *got == 0 {
                t(lang, "site-lesson-wrong-captured-none")
            } else {
                tr(lang, "site-lesson-wrong-captured", &[("seeds", seeds(lang, *got).into())])
            };
            if let Some(best) = best.filter(|b| b > got) {
                s.push(' ');
                s.push_str(&tr(lang, "site-lesson-wrong-best", &[("seeds", seeds(lang, best).into())]));
            }
            s
        }
        Why::NoExtraTurn { last } => {
            let place = match last {
                Some(Place::Pit(p)) => {
                    Some(tr(lang, "site-lesson-place-pit", &[("pit", layout.pit_name(usize::from(*p)).into())]))
                }
                Some(Place::Store(s)) if *s == mover => Some(t(lang, "site-lesson-place-store-own")),
                Some(Place::Store(_)) => Some(t(lang, "site-lesson-place-store-opp")),
                _ => None,
            };
            match place {
                Some(place) => tr(lang, "site-lesson-wrong-no-extra-turn", &[("place", place.into())]),
                None => t(lang, "site-lesson-wrong-no-extra-turn-plain"),
            }
        }
        Why::NotFed => t(lang, "site-lesson-wrong-not-fed"),
        Why::Reply { reply, captured } => tr(
            lang,
            "site-lesson-wrong-reply",
            &[("reply", reply.as_str().into()), ("seeds", seeds(lang, *captured).into())],
        ),
        Why::GameGoesOn => t(lang, "site-lesson-wrong-game-goes-on"),
        Why::Other => t(lang, "site-lesson-wrong-other"),
    }
}

/// One lesson, step by step.
#[component]
fn LessonView(
    lesson: Lesson,
    /// The next lesson of the course (file stem, title), if any.
    next: Option<(String, Text)>,
    /// The linked step (1-based).
    step: Option<usize>,
    /// The link's step when it is not a number, as written (named in the notice).
    bad_step_text: Option<String>,
    #[prop(into)] lang: Signal<Lang>,
) -> impl IntoView {
    let checked = lesson.variant().and_then(|v| lesson.replay().map(|starts| (v, starts)));
    let (variant, starts) = match checked {
        Ok(x) => x,
        Err(e) => {
            let why = e.to_string();
            return view! {
                <p id="error" class="notice error" role="alert">
                    {move || tr(lang.get(), "site-lesson-broken", &[("why", why.as_str().into())])}
                </p>
            }
            .into_any();
        }
    };
    let spec = variant.spec();
    let layout = variant.layout();
    let total = lesson.steps.len();
    let bad_step = bad_step_text.or_else(|| step.filter(|s| *s == 0 || *s > total).map(|s| s.to_string()));
    let first = match step {
        Some(s) if (1..=total).contains(&s) => s - 1,
        _ => 0,
    };
    let show_reserves = starts.iter().any(|p| Side::BOTH.iter().any(|&s| p.reserve(s) > 0));
    let board = BoardState::new(&starts[first], spec.rows == Rows::Two, show_reserves);
    let player = Player::new(Timeline::new(starts[first].clone()), board.clone());
    let picker = MovePicker::new(variant.clone(), starts[first].clone());
    on_cleanup(move || player.pause());

    let lesson = StoredValue::new(lesson);
    let starts = StoredValue::new(starts);
    let variant = StoredValue::new(variant);
    let current = RwSignal::new(first);
    let answer = RwSignal::new(Answer::Asking);
    let notice = RwSignal::new(None::<LessonNotice>);
    let finished = RwSignal::new(false);
    let lesson_id = lesson.with_value(|l| l.id.clone());
    let lesson_stem = lesson.with_value(|l| stem(l).to_string());

    let task_of = move |i: usize| lesson.with_value(|l| l.steps[i].task.clone());
    let start_of = move |i: usize| starts.with_value(|s| s[i].clone());

    let pit_ids = StoredValue::new(board.clone());
    let board_view = board.clone();
    // Legal pits and marks follow the frame shown, the step and the answer.
    let refresh = move || {
        let i = current.get_untracked();
        let asking = answer.with_untracked(|a| *a == Answer::Asking);
        let task = lesson.with_value(|l| l.steps[i].task.is_some());
        let pits = if task && asking && player.at_end() && !finished.get_untracked() {
            picker.legal_pits()
        } else {
            Vec::new()
        };
        board.set_legal(&pits);
        let pos = player.timeline.with_value(|tl| tl.frame(player.index.get_untracked()).position.clone());
        board.set_marks(&marks::marks(spec.id, &pos));
    };
    Effect::new(move |_| {
        player.index.track();
        player.version.track();
        current.track();
        answer.track();
        picker.chosen.track();
        finished.track();
        refresh();
    });

    // Enters step `i`: its position, its shown moves (played at once), a fresh task.
    let enter = move |i: usize, focus: bool| {
        current.set(i);
        finished.set(false);
        answer.set(Answer::Asking);
        let pos = start_of(i);
        picker.set_position(pos.clone());
        let demo = lesson.with_value(|l| l.steps[i].show.clone());
        let mut tl = Timeline::new(pos.clone());
        let mut error = None;
        if let Some(demo) = &demo {
            let mut p = pos;
            for token in &demo.moves {
                match variant.with_value(|v| v.play_token(&p, token)) {
                    Ok((next, steps)) => {
                        if let Err(e) = tl.push_move(&steps) {
                            error = Some(e.to_string());
                            break;
                        }
                        p = next;
                    }
                    Err(e) => {
                        error = Some(e.to_string());
                        break;
                    }
                }
            }
        }
        player.reset(tl);
        if demo.is_some() {
            player.seek(0);
            player.play();
        }
        notice.set(error.map(LessonNotice::Broken));
        js::replace_hash(
            &LessonLink { variant: spec.id.into(), lesson: lesson_stem.clone(), step: Some(i + 1), bad_step: None }
                .to_hash(),
        );
        if focus {
            js::focus("lesson-step-title");
        }
    };
    let enter = StoredValue::new(enter);
    enter.with_value(|f| f(first, false));
    if let Some(s) = bad_step {
        notice.set(Some(LessonNotice::BadStep(s)));
    }

    // The learner's move.
    let judge = move |mv: Move| {
        let i = current.get_untracked();
        let Some(task) = task_of(i) else { return };
        let pos = start_of(i);
        let played = variant.with_value(|v| {
            let (after, steps) = v.play(&pos, &mv).map_err(LessonNotice::Illegal)?;
            let ok = reaches(v, &pos, &mv, &task.goal).map_err(LessonNotice::Broken)?;
            let why = (!ok).then(|| why_wrong(v, &pos, &task.goal, &steps, &after));
            Ok::<_, LessonNotice>((steps, why))
        });
        match played {
            Err(e) => notice.set(Some(e)),
            Ok((steps, why)) => {
                notice.set(None);
                let token = mv.token(layout);
                if let Err(e) = player.push_move(&steps) {
                    notice.set(Some(LessonNotice::Broken(e)));
                }
                match why {
                    None => {
                        answer.set(Answer::Right { token });
                        focus_soon("lesson-next");
                    }
                    Some(why) => {
                        answer.set(Answer::Wrong { token, why });
                        focus_soon("lesson-retry");
                    }
                }
            }
        }
    };
    let on_picked = move |picked: Picked| match picked {
        Picked::Done(mv) => judge(mv),
        Picked::Pending => notice.set(None),
        Picked::Illegal(e) => notice.set(Some(LessonNotice::Illegal(e))),
    };
    let on_pit = Callback::new(move |p: usize| {
        let asking = answer.with_untracked(|a| *a == Answer::Asking);
        if !asking || task_of(current.get_untracked()).is_none() {
            return;
        }
        if !player.at_end() {
            player.seek_end();
        }
        on_picked(picker.click_pit(p));
    });
    let on_pick = Callback::new(on_picked);

    let retry = move || {
        let i = current.get_untracked();
        let pos = start_of(i);
        player.reset(Timeline::new(pos.clone()));
        picker.set_position(pos);
        notice.set(None);
        answer.set(Answer::Asking);
        if let Some(&p) = picker.legal_pits().first() {
            js::focus(&pit_ids.with_value(|b| b.pit_id(p)));
        }
    };
    let show_solution = move || {
        let i = current.get_untracked();
        let Some(task) = task_of(i) else { return };
        let pos = start_of(i);
        let played = variant.with_value(|v| {
            v.parse_move(&pos, &task.solution)
                .ok()
                .and_then(|m| v.play(&pos, &m).ok().map(|(_, s)| (m.token(layout), s)))
        });
        if let Some((token, steps)) = played {
            player.reset(Timeline::new(pos.clone()));
            picker.set_position(pos);
            if let Err(e) = player.push_move(&steps) {
                notice.set(Some(LessonNotice::Broken(e)));
            }
            answer.set(Answer::Solution { token });
            focus_soon("lesson-next");
        }
    };

    let can_go_on = move || {
        let i = current.get();
        let task = lesson.with_value(|l| l.steps[i].task.is_some());
        !task || matches!(answer.get(), Answer::Right { .. } | Answer::Solution { .. })
    };
    let is_last = move || current.get() + 1 == total;
    let go_next = move || {
        if !can_go_on() {
            return;
        }
        let i = current.get_untracked();
        if i + 1 < total {
            enter.with_value(|f| f(i + 1, true));
        } else {
            progress::mark_done(&lesson_id);
            player.seek_end();
            finished.set(true);
            focus_soon("lesson-finished-title");
        }
    };
    let go_prev = move || {
        let i = current.get_untracked();
        if i > 0 {
            enter.with_value(|f| f(i - 1, true));
        }
    };

    let board_name =
        move || tr(lang.get(), "site-board", &[("name", mancala_text::variant_name(lang.get(), spec).into())]);
    let title = move || lesson.with_value(|l| pick_text(lang.get(), &l.title));
    let step_of = move || {
        tr(lang.get(), "site-lesson-step-of", &[("step", Arg::from(current.get() + 1)), ("total", Arg::from(total))])
    };
    let say = move || lesson.with_value(|l| pick_text(lang.get(), &l.steps[current.get()].say));
    let rule_tags = move || {
        let rules = lesson.with_value(|l| l.steps[current.get()].rules.clone());
        (!rules.is_empty()).then(|| {
            let lang = lang.get();
            let tags = rules
                .into_iter()
                .map(|r| {
                    view! {
                        <li>
                            <a
                                class="rule-tag"
                                data-rule=r.clone()
                                href=format!(
                                    "#{}",
                                    RulesLink { variant: spec.id.to_string(), rule: Some(r.clone()) }.to_hash(),
                                )
                                aria-label=tr(lang, "site-rule-id", &[("id", r.as_str().into())])
                            >
                                {r.clone()}
                            </a>
                        </li>
                    }
                })
                .collect_view();
            view! { <ul id="lesson-rules" class="rule-tags" aria-label=t(lang, "site-lesson-rules")>{tags}</ul> }
        })
    };
    let has_task = move || lesson.with_value(|l| l.steps[current.get()].task.is_some());
    let prompt = move || {
        let i = current.get();
        task_of(i).map(|task| {
            let lang = lang.get();
            view! {
                <div id="lesson-task" class="task">
                    <p class="task-prompt"><strong>{t(lang, "site-lesson-task")} ": "</strong>{pick_text(lang, &task.prompt)}</p>
                    <p class="task-how">{t(lang, "site-lesson-your-move")}</p>
                </div>
            }
        })
    };
    // Feedback on the answer (an aria-live region: it is announced when it changes).
    let feedback = move || {
        let lang = lang.get();
        let i = current.get();
        let task = task_of(i)?;
        let mover = start_of(i).to_move();
        match answer.get() {
            Answer::Asking => None,
            Answer::Right { token } => {
                let praise = task.praise.as_ref().map_or_else(|| t(lang, "site-lesson-praise"), |p| pick_text(lang, p));
                Some(view! {
                    <div class="feedback right" data-result="right">
                        <p class="praise">{praise}</p>
                        <p>{tr(lang, "site-lesson-right", &[("move", token.into())])}</p>
                    </div>
                }
                .into_any())
            }
            Answer::Wrong { token, why } => Some(view! {
                <div class="feedback wrong" data-result="wrong">
                    <p class="what-happened">
                        {tr(lang, "site-lesson-wrong", &[("move", token.into())])} " " {why_text(lang, layout, mover, &why)}
                    </p>
                    <p class="hint"><strong>{t(lang, "site-lesson-hint")}</strong> " " {pick_text(lang, &task.hint)}</p>
                    <div class="controls">
                        <button type="button" id="lesson-retry" class="ctl primary" on:click=move |_| retry()>
                            {t(lang, "site-lesson-retry")}
                        </button>
                        <button type="button" id="lesson-solution" class="ctl" on:click=move |_| show_solution()>
                            {t(lang, "site-lesson-show-solution")}
                        </button>
                    </div>
                </div>
            }
            .into_any()),
            Answer::Solution { token } => Some(view! {
                <div class="feedback solution" data-result="solution">
                    <p>{tr(lang, "site-lesson-solution", &[("move", token.into())])}</p>
                </div>
            }
            .into_any()),
        }
    };
    let can_replay = move || player.last.get() > 0;
    let replay = move |_| {
        player.seek(0);
        player.play();
    };
    let next_label = move || t(lang.get(), if is_last() { "site-lesson-finish" } else { "site-lesson-next" });
    let done_panel = move || {
        finished.get().then(|| {
            let lang = lang.get();
            let onward = match &next {
                Some((next_stem, next_title)) => {
                    let href = format!(
                        "#{}",
                        LessonLink { variant: spec.id.into(), lesson: next_stem.clone(), step: None, bad_step: None }.to_hash()
                    );
                    view! {
                        <a id="lesson-next-lesson" class="button-link" href=href>
                            {tr(lang, "site-lesson-next-lesson", &[("title", pick_text(lang, next_title).into())])}
                        </a>
                    }
                    .into_any()
                }
                None => view! {
                    <p>{t(lang, "site-lesson-course-done")}</p>
                    <a id="lesson-play" class="button-link" href=format!("#/play/{}", spec.id)>{t(lang, "site-lesson-play")}</a>
                }
                .into_any(),
            };
            view! {
                <section id="lesson-finished" class="lesson-finished">
                    <h3 id="lesson-finished-title" tabindex="-1">{t(lang, "site-lesson-finished")}</h3>
                    {onward}
                    " "
                    <a id="lesson-back" href=format!("#/learn/{}", spec.id)>{t(lang, "site-lesson-back-to-course")}</a>
                </section>
            }
        })
    };
    let notice_text = move || {
        let lang = lang.get();
        notice.get().map(|n| match n {
            LessonNotice::BadStep(s) => {
                tr(lang, "site-lesson-bad-step", &[("step", Arg::from(s.as_str())), ("total", Arg::from(total))])
            }
            LessonNotice::Illegal(e) => mancala_text::illegal_move(lang, layout, &e),
            LessonNotice::Broken(why) => tr(lang, "site-lesson-engine-error", &[("why", why.into())]),
        })
    };
    let picking = Signal::derive(move || {
        player.index.get() >= player.last.get() && answer.with(|a| *a == Answer::Asking) && has_task()
    });

    view! {
        <section
            class="lesson"
            data-lesson=lesson.with_value(|l| l.id.clone())
            data-step=move || (current.get() + 1).to_string()
            data-steps=total.to_string()
            data-kind=move || {
                lesson.with_value(|l| {
                    let s = &l.steps[current.get()];
                    if s.task.is_some() { "task" } else if s.show.is_some() { "show" } else { "say" }
                })
            }
        >
            <h3 id="lesson-title">{title}</h3>
            <p id="lesson-progress" class="step-of">{step_of}</p>
            <p id="error" class="notice error" role="alert">{notice_text}</p>
            <div class="lesson-step">
                <p id="lesson-step-title" class="lesson-say" tabindex="-1">{say}</p>
                {rule_tags}
                {prompt}
            </div>
            <Board state=board_view lang=lang name=Signal::derive(board_name) on_pit=on_pit />
            <ChoiceBox picker=picker lang=lang on_pick=on_pick enabled=picking />
            <div id="lesson-feedback" class="lesson-feedback" aria-live="polite" aria-atomic="true">{feedback}</div>
            <div class="controls lesson-controls">
                <button type="button" id="lesson-prev" class="ctl" prop:disabled=move || current.get() == 0 on:click=move |_| go_prev()>
                    {move || t(lang.get(), "site-lesson-prev")}
                </button>
                <button type="button" id="lesson-replay" class="ctl" prop:disabled=move || !can_replay() on:click=replay>
                    {move || t(lang.get(), "site-lesson-replay")}
                </button>
                <button type="button" id="lesson-next" class="ctl primary" prop:disabled=move || !can_go_on() || finished.get() on:click=move |_| go_next()>
                    {next_label}
                </button>
            </div>
            {done_panel}
            // The step player, once there are moves to show.
            <div class="lesson-player" hidden=move || player.last.get() == 0>
                <PlayerControls player=player lang=lang />
            </div>
        </section>
    }
    .into_any()
}
