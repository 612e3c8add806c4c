//! A lesson (`#/learn/<variant>/<lesson>?s=<step>`): the view of a [`LessonSession`]
//! ([`crate::pages::lesson_session`]: the lesson's state and the judging of answers, plain Rust without
//! signals or DOM, tested on its own).
//!
//! Lessons come from [`crate::platform::content::lessons`] (async). A lesson page shows one step at a time:
//! the board at the step's position, what the step says, the rules it teaches (tags linking to the
//! rules page), and either shown moves (animated by the step player) or a task. The learner
//! answers a task by making a move on the board (choices inside a move asked as on the play page,
//! through [`crate::pages::pick`]); the engine judges it (`mancala_content::reaches`). A right answer is
//! praised and opens the next step; a wrong one is played out, explained from its facts
//! (`MoveFacts`) with the lesson's hint, and can be retried or answered by the stated solution.
//! A right answer other than the stated solution is followed by the lesson's own line, and the
//! next step says so. The step is kept in the address (`?s=3`), the lessons done in
//! [`crate::platform::progress`]. The lessons have their own "no animation" setting
//! ([`LESSON_INSTANT_KEY`]): the play page's does not carry into them.

use crate::board::drawing::Mark;
use crate::board::marks;
use crate::board::player::{Player, PlayerControls, INSTANT_KEY};
use crate::board::{Board, BoardState};
use crate::pages::course::{
    content_error, find_lesson, focus_soon, load_list, pick_text, spec_of, stem, unknown_variant,
};
pub use crate::pages::lesson_session::{Answer, LessonNotice, LessonSession, Onward, OwnLine, Why};
use crate::pages::pick::{ChoiceBox, MovePicker, Picked};
use crate::pages::play::learner_move;
use crate::pages::puzzles::{daily_index, pick, theme_name, PuzzleFilterBar};
use crate::platform::content::MIXED;
use crate::platform::i18n::{seeds, t, text, text_with, token_pit, tr, Arg, Lang};
use crate::platform::js;
use crate::platform::js::dom::El;
use crate::platform::progress;
use crate::platform::route::{with_step, LessonLink, PuzzleFilter, Route, RulesLink, DRILLS, PUZZLES};
use leptos::prelude::*;
use mancala_content::{Asset, Lesson, Text};
use mancala_engine::{Layout, Move, Place, Position, Rows, Side, Timeline};

/// A lesson page: loads the course, finds the lesson, shows it at the linked step.
#[component]
pub fn LessonPage(link: LessonLink, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    // A puzzle of the mixed sample (`#/puzzles/mixed/<n>`, `#/puzzles/daily`: the lesson is `n`,
    // or empty for today's) is a one-puzzle lesson of that sample, of any game.
    let mixed = link.variant == MIXED;
    let spec = spec_of(&link.variant);
    if spec.is_none() && !mixed {
        return unknown_variant(&link.variant, lang);
    }
    // A variant's puzzles are one lesson of their own file (`#/puzzles/<variant>`), and so are
    // its drills (`#/drill/<variant>`), shown a handful at a time; neither is a course lesson.
    let drills = link.lesson == DRILLS;
    let puzzles = mixed || link.lesson == PUZZLES || drills;
    let lessons = match spec {
        Some(spec) => load_list(
            if drills {
                Asset::Drills
            } else if puzzles {
                Asset::Puzzles
            } else {
                Asset::Lessons
            },
            spec.id,
        ),
        None => load_list(Asset::Puzzles, MIXED),
    };
    let key = link.lesson.clone();
    // The mixed sample's puzzle the link names (`None`: today's).
    let number = (!key.is_empty()).then(|| crate::platform::route::mixed_place(&key));
    let step = link.step;
    let bad_step = link.bad_step.clone();
    let filter = link.filter.clone();
    let drill_pick = link.pick;
    let body = move || match lessons.get() {
        None => view! { <p id="lesson-loading" class="note" role="status">{text(lang, "site-lesson-loading")}</p> }
            .into_any(),
        Some(Err(e)) => {
            view! { <p id="error" class="notice error" role="alert">{move || content_error(lang.get(), &e)}</p> }
                .into_any()
        }
        Some(Ok(list)) => {
            let total = list.len();
            let found = if mixed {
                match number {
                    Some(n) => n.checked_sub(1),
                    None => Some(daily_index(js::local_day(), total)),
                }
                .filter(|i| *i < total)
            } else {
                find_lesson(&list, &key)
            };
            match (found, spec) {
                (None, Some(spec)) => {
                    let key = key.clone();
                    view! {
                        <p id="error" class="notice error" role="alert">
                            {text_with(lang, "site-lesson-not-found", "lesson", crate::platform::route::shown(&key))}
                        </p>
                        {crate::pages::app::course_page(spec.id.to_string(), lang)}
                    }
                    .into_any()
                }
                (None, None) => {
                    let n = key.clone();
                    view! {
                        <p id="error" class="notice error" role="alert">
                            {move || tr(lang.get(), "site-puzzles-not-found", &[("n", n.as_str().into()), ("total", total.into())])}
                        </p>
                        <a id="puzzles-back" href="#/puzzles">{text(lang, "site-puzzles-back")}</a>
                    }
                    .into_any()
                }
                (Some(i), _) => {
                    let href = |i: usize, l: &Lesson| match spec.filter(|_| !mixed) {
                        Some(spec) => {
                            LessonLink { variant: spec.id.into(), lesson: stem(l).to_string(), ..LessonLink::default() }
                                .to_hash()
                        }
                        None => Route::Mixed(Some((i + 1).to_string())).to_hash(),
                    };
                    let mut next = list.get(i + 1).map(|l| (href(i + 1, l), l.title.clone()));
                    let mut lesson = list[i].clone();
                    // Drills: the handful the link's number picks (a new number when it has
                    // none), kept in the link; the end offers another handful.
                    let mut drill_base = None;
                    if let Some(spec) = spec.filter(|_| drills) {
                        let k = drill_pick.unwrap_or_else(js::random_u32);
                        lesson.steps = pick_drills(&lesson.steps, k, DRILLS_SHOWN);
                        let link = |k| LessonLink {
                            variant: spec.id.into(),
                            lesson: DRILLS.into(),
                            pick: Some(k),
                            ..LessonLink::default()
                        };
                        drill_base = Some(link(k).at(None));
                        next = Some((link(js::random_u32()).to_hash(), lesson.title.clone()));
                    }
                    let plain = href(i, &lesson);
                    // A game's puzzles: the filter above the board, and the puzzles it picks.
                    let game_set = spec.filter(|_| puzzles && !mixed && !drills);
                    let (shown, base, homes, miss) = match game_set.map(|spec| (spec, pick(&lesson, &filter))) {
                        Some((spec, Ok(places))) if !filter.is_empty() => {
                            let homes: Vec<String> = places.iter().map(|k| with_step(&plain, k + 1)).collect();
                            let steps = places.iter().map(|&k| lesson.steps[k].clone()).collect();
                            let base = LessonLink {
                                variant: spec.id.into(),
                                lesson: PUZZLES.into(),
                                filter: filter.clone(),
                                ..LessonLink::default()
                            }
                            .at(None);
                            (Lesson { steps, ..lesson.clone() }, base, Some(homes), None)
                        }
                        Some((_, Err(miss))) => (lesson.clone(), plain, None, Some(miss)),
                        _ => (lesson.clone(), drill_base.unwrap_or(plain), None, None),
                    };
                    let bar = game_set.map(|spec| {
                        let filter = if miss.is_some() { PuzzleFilter::default() } else { filter.clone() };
                        view! { <PuzzleFilterBar variant=spec.id.to_string() all=lesson.clone() filter=filter lang=lang /> }
                    });
                    let miss = miss.map(|miss| {
                        view! { <p id="puzzle-filter-miss" class="notice error" role="alert">{move || miss.text(lang.get())}</p> }
                    });
                    view! {
                        {miss}
                        {bar}
                        <LessonView lesson=shown base=base homes=homes next=next step=step bad_step_text=bad_step.clone()
                            puzzles=puzzles drills=drills lang=lang />
                    }
                    .into_any()
                }
            }
        }
    };
    let links = spec.map(|spec| {
        view! {
            <a id="course-link" href=format!("#/learn/{}", spec.id)>{text(lang, "site-lesson-course")}</a>
            <a id="rules-link" href=format!("#/rules/{}", spec.id)>{text(lang, "site-rules")}</a>
        }
    });
    let daily = mixed && number.is_none();
    let title = move || {
        let lang = lang.get();
        match spec {
            Some(spec) => mancala_text::variant_name(lang, spec).to_string(),
            None => t(lang, if daily { "site-puzzles-daily" } else { "site-puzzles-title" }),
        }
    };
    view! {
        <article class="lesson-page" data-variant=spec.map_or(MIXED, |s| s.id)>
            <div class="play-head">
                <h2 id="variant-title">{title}</h2>
                <nav class="page-links">
                    <a href="#/">{text(lang, "site-home")}</a>
                    {(puzzles && !drills).then(|| view! { <a id="puzzles-link" href="#/puzzles">{text(lang, "site-puzzles-title")}</a> })}
                    {links}
                </nav>
            </div>
            {body}
        </article>
    }
    .into_any()
}

/// Drills shown at a time.
pub const DRILLS_SHOWN: usize = 10;

/// `count` of a pool's drills, picked by `k` (the same ones for the same `k`): a shuffle by the
/// engine's seeded generator, the first `count` taken.
#[must_use]
pub fn pick_drills<T: Clone>(pool: &[T], k: u32, count: usize) -> Vec<T> {
    let mut rng = mancala_engine::playout::Rng::new(u64::from(k));
    let mut order: Vec<usize> = (0..pool.len()).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i + 1));
    }
    order.into_iter().take(count).map(|i| pool[i].clone()).collect()
}

/// Where the lessons keep their own "no animation" setting (`1`/`0`; when none, the reader's
/// reduced-motion preference), apart from the play page's [`INSTANT_KEY`].
pub const LESSON_INSTANT_KEY: &str = "mancala.instant.lessons";

/// The lessons' "no animation" setting.
#[must_use]
pub fn lesson_instant() -> bool {
    match js::storage_get(LESSON_INSTANT_KEY).as_deref() {
        Some("1") => true,
        Some("0") => false,
        _ => js::prefers_reduced_motion(),
    }
}

/// The pit a move (its token) starts from, after «з» / «из» (the genitive, «ямки 2 Півночі»),
/// or the token in «…» when it starts from none.
fn move_from(lang: Lang, layout: Layout, token: &str) -> String {
    token_pit(layout, token)
        .map_or_else(|| format!("«{token}»"), |pit| mancala_text::pit_words(lang, layout, pit, "gen"))
}

/// The arguments of a reply's words: the pit it sows from («з ямки 5»), or, for a planting
/// (`+N.I5…`, walk L15), the pit it plants into («в ямку 5»), with `plant` choosing the verb.
fn reply_args(lang: Lang, layout: Layout, token: &str) -> [(&'static str, mancala_text::Arg); 2] {
    let plant = token.starts_with('+');
    let pit = match (plant, token_pit(layout, token)) {
        (true, Some(pit)) => mancala_text::pit_words(lang, layout, pit, "acc"),
        _ => move_from(lang, layout, token),
    };
    [("reply", pit.into()), ("plant", if plant { "yes" } else { "no" }.into())]
}

/// Where a last seed fell, after «в» / «в» (the accusative): «ямку 3 Півночі», «ваш амбар».
fn place_text(lang: Lang, layout: Layout, mover: Side, place: Option<Place>) -> Option<String> {
    match place {
        Some(Place::Pit(p)) => Some(tr(
            lang,
            "site-lesson-place-pit",
            &[("pit", mancala_text::pit_label(lang, layout, usize::from(p)).into())],
        )),
        Some(Place::Store(s)) if s == mover => Some(t(lang, "site-lesson-place-store-own")),
        Some(Place::Store(_)) => Some(t(lang, "site-lesson-place-store-opp")),
        _ => None,
    }
}

fn why_text(lang: Lang, layout: Layout, mover: Side, why: &Why) -> String {
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
        Why::NoExtraTurn { last } => match place_text(lang, layout, mover, *last) {
            Some(place) => tr(lang, "site-lesson-wrong-no-extra-turn", &[("place", place.into())]),
            None => t(lang, "site-lesson-wrong-no-extra-turn-plain"),
        },
        Why::LastSeedElsewhere { last } => match place_text(lang, layout, mover, *last) {
            Some(place) => tr(lang, "site-lesson-wrong-last-seed", &[("place", place.into())]),
            None => t(lang, "site-lesson-wrong-other"),
        },
        Why::NotFed => t(lang, "site-lesson-wrong-not-fed"),
        Why::Reply { reply, captured } => {
            let [r, p] = reply_args(lang, layout, reply);
            tr(lang, "site-lesson-wrong-reply", &[r, p, ("seeds", seeds(lang, *captured).into())])
        }
        Why::GameGoesOn => t(lang, "site-lesson-wrong-game-goes-on"),
        Why::Refuted { reply, captured, loss, misses_win, loses } => {
            let mut s = match reply {
                Some(reply) if *captured > 0 => {
                    let [r, p] = reply_args(lang, layout, reply);
                    tr(lang, "site-lesson-wrong-reply", &[r, p, ("seeds", seeds(lang, *captured).into())])
                }
                Some(reply) => tr(lang, "site-lesson-wrong-refuted-quiet", &reply_args(lang, layout, reply)),
                None => String::new(),
            };
            if !s.is_empty() {
                s.push(' ');
            }
            s.push_str(&if *misses_win {
                t(lang, "site-lesson-wrong-refuted-misses-win")
            } else if *loses {
                t(lang, "site-lesson-wrong-refuted-loses")
            } else {
                tr(lang, "site-lesson-wrong-refuted-loss", &[("seeds", seeds(lang, *loss).into())])
            });
            s
        }
        Why::Other => t(lang, "site-lesson-wrong-other"),
    }
}

/// One lesson, step by step: the view of a [`LessonSession`].
#[component]
pub fn LessonView(
    lesson: Lesson,
    /// The hash of this lesson without its step (`/learn/kalah/01-…`, `/puzzles/kalah`): the
    /// address keeps the step shown as `?s=<n>` after it.
    base: String,
    /// Where each step is kept among the learner's puzzles, when not at `base` (the puzzles a
    /// filter picked are kept at their places in the whole set, the link the puzzles' page
    /// names by number).
    #[prop(default = None)]
    homes: Option<Vec<String>>,
    /// The next lesson (its hash, its title), if any.
    next: Option<(String, Text)>,
    /// A set of puzzles rather than a lesson of the course: its end leads back to the puzzles,
    /// and finishing it marks no lesson done.
    #[prop(optional)]
    puzzles: bool,
    /// A handful of counting drills (with `puzzles`): its end offers another handful and leads
    /// back to the course.
    #[prop(optional)]
    drills: bool,
    /// The linked step (1-based).
    step: Option<usize>,
    /// The link's step when it is not a number, as written (named in the notice).
    bad_step_text: Option<String>,
    #[prop(into)] lang: Signal<Lang>,
) -> impl IntoView {
    let practice = lesson.practice.clone();
    let (session, bad_step) = match LessonSession::new(lesson, step) {
        Ok(x) => x,
        Err(why) => {
            return view! {
                <p id="error" class="notice error" role="alert">
                    {text_with(lang, "site-lesson-broken", "why", why.clone())}
                </p>
            }
            .into_any();
        }
    };
    let variant = session.variant().clone();
    let spec = variant.spec();
    let layout = variant.layout();
    let total = session.total();
    let start = session.start().clone();
    let board = BoardState::new(&start, spec.rows == Rows::Two, session.has_reserves());
    let player = Player::new(Timeline::new(start.clone()), board.clone());
    // The lessons' own "no animation" (the play page's setting does not carry over); a change
    // made here is kept for the lessons and leaves the play page's setting as it was.
    player.set_instant(lesson_instant());
    let play_page_instant = js::storage_get(INSTANT_KEY);
    Effect::new(move |prev: Option<()>| {
        let on = player.instant.get();
        if prev.is_some() {
            js::storage_set(LESSON_INSTANT_KEY, if on { "1" } else { "0" });
            match &play_page_instant {
                Some(v) => _ = js::storage_set(INSTANT_KEY, v),
                None => js::storage_remove(INSTANT_KEY),
            }
        }
    });
    let picker = MovePicker::new(variant.clone(), start);
    on_cleanup(move || player.pause());

    let lesson_id = session.lesson().id.clone();
    let session = StoredValue::new(session);
    // Bumped on every change of the session; the view reads the session through it.
    let version = RwSignal::new(0_u64);
    let current = Memo::new(move |_| {
        version.track();
        session.with_value(LessonSession::current)
    });
    let answer = Memo::new(move |_| {
        version.track();
        session.with_value(|s| s.answer().clone())
    });
    let finished = Memo::new(move |_| {
        version.track();
        session.with_value(LessonSession::finished)
    });
    let notice = RwSignal::new(None::<LessonNotice>);
    let base = StoredValue::new(base);
    let homes = StoredValue::new(homes);
    let changed = move || version.update(|v| *v += 1);
    // A puzzle's first try rates the learner: the new rating and its change, shown with the
    // feedback (cleared with the step).
    let rated = RwSignal::new(None::<(i32, i32)>);
    // No answer given yet to the step shown (its first is what the review keeps).
    let first_answer = StoredValue::new(true);
    // The move answered is still being played: its verdict waits for the end (walk L12), and so
    // does the focus on the verdict's button.
    let move_shown = Memo::new(move |_| !(player.playing.get() && player.index.get() < player.last.get()));
    let focus_pending = StoredValue::new(None::<&'static str>);
    Effect::new(move |_| {
        if move_shown.get() {
            if let Some(id) = focus_pending.get_value() {
                focus_pending.set_value(None);
                focus_soon(id);
            }
        }
    });

    let pit_ids = StoredValue::new(board.clone());
    let board_view = board.clone();
    let turned_board = board.clone();
    // Legal pits and marks follow the frame shown, the step and the answer.
    let refresh = move || {
        let pits =
            if session.with_value(LessonSession::asking) && player.at_end() { picker.legal_pits() } else { Vec::new() };
        board.set_legal(&pits);
        let (pos, hand) = player.timeline.with_value(|tl| {
            let f = tl.frame(player.index.get_untracked());
            (f.position.clone(), f.hand)
        });
        // The pits the step's text names are marked while it is shown, before the pits' roles.
        let named: Vec<usize> = session.with_value(|s| {
            s.lesson()
                .steps
                .get(s.current())
                .map_or_else(Vec::new, |st| st.marks.iter().filter_map(|t| layout.parse_pit(t)).collect())
        });
        let with_named = |p: &Position| {
            let mut all: Vec<(usize, Mark)> = named.iter().map(|&pit| (pit, Mark::Named)).collect();
            // A named pit keeps its role's label (a head, the house, the blocked pit), outlined.
            all.extend(marks::marks(&spec.pit_roles, p));
            all
        };
        // A move begun is shown played up to the decision it asks for (issue 16).
        if !picker.show_decision(&board, with_named, (&pos, hand)) {
            board.set_marks(&with_named(&pos));
        }
    };
    Effect::new(move |_| {
        player.index.track();
        player.version.track();
        version.track();
        picker.chosen.track();
        refresh();
    });

    // A puzzle or drill for North is shown from North's side (issue 34, L22): its pits from 1, left
    // to right, at the bottom. Lessons keep South at the bottom: their words say "the top row".
    // Shows the session's step: its position, its shown moves (played at once).
    let show_step = move |focus: bool| {
        let (pos, tl, has_demo, i) =
            session.with_value(|s| (s.start().clone(), s.timeline(), s.kind() == "show", s.current()));
        turned_board.set_turned(puzzles && !has_demo && pos.to_move() == Side::North);
        picker.set_position(pos.clone());
        match tl {
            Ok(tl) => {
                player.reset(tl);
                notice.set(None);
            }
            Err(e) => {
                player.reset(Timeline::new(pos));
                notice.set(Some(LessonNotice::Broken(e)));
            }
        }
        if has_demo {
            player.seek(0);
            player.play();
        }
        js::replace_hash(&with_step(&base.get_value(), i + 1));
        first_answer.set_value(true);
        rated.set(None);
        changed();
        if focus {
            js::focus("lesson-step-title");
        }
    };
    let show_step = StoredValue::new(show_step);
    show_step.with_value(|f| f(false));
    if let Some(s) = bad_step_text.or_else(|| bad_step.map(|s| s.to_string())) {
        notice.set(Some(LessonNotice::BadStep(s)));
    }

    // The learner's move.
    let judge = move |mv: Move| match session.try_update_value(|s| s.judge(&mv)) {
        Some(Ok(steps)) => {
            notice.set(None);
            // A wrong answer is played out with its refutation, the opponent's reply after it.
            let mut moves = vec![steps];
            session.with_value(|s| moves.extend_from_slice(s.replies()));
            if let Err(e) = player.push_moves(&moves) {
                notice.set(Some(LessonNotice::Broken(e)));
            }
            changed();
            let right = session.with_value(|s| matches!(s.answer(), Answer::Right { .. }));
            // The first answer of a visit to a task of a lesson or of the drills: a miss comes
            // back later (spaced review; the puzzles keep their own list of those missed).
            let (i, is_puzzle) = session
                .with_value(|s| (s.current(), s.lesson().steps.get(s.current()).is_some_and(|st| st.puzzle.is_some())));
            if first_answer.get_value() && !is_puzzle {
                progress::record_answer(&with_step(&base.get_value(), i + 1), right);
            }
            first_answer.set_value(false);
            if puzzles {
                let (i, step) = session.with_value(|s| (s.current(), s.lesson().steps.get(s.current()).cloned()));
                if let Some((id, level)) = step.and_then(|st| Some((st.puzzle?, st.level?))) {
                    let at = homes
                        .with_value(|h| h.as_ref().and_then(|h| h.get(i).cloned()))
                        .unwrap_or_else(|| with_step(&base.get_value(), i + 1));
                    rated.set(progress::record_puzzle(&id, level, right, &at));
                }
            }
            let id = if right { "lesson-next" } else { "lesson-retry" };
            if move_shown.get_untracked() {
                focus_soon(id);
            } else {
                focus_pending.set_value(Some(id));
            }
        }
        Some(Err(e)) => notice.set(Some(e)),
        None => {}
    };
    let on_picked = move |picked: Picked| match picked {
        Picked::Done(mv) => judge(mv),
        Picked::Pending => notice.set(None),
        Picked::Illegal(e) => notice.set(Some(LessonNotice::Illegal(e))),
    };
    let on_pit = Callback::new(move |p: usize| {
        if !session.with_value(LessonSession::asking) {
            return;
        }
        if !player.at_end() {
            player.seek_end();
        }
        on_picked(picker.click_pit(p));
    });
    let on_pick = Callback::new(on_picked);

    let retry = move || {
        session.update_value(LessonSession::retry);
        let pos = session.with_value(|s| s.start().clone());
        player.reset(Timeline::new(pos.clone()));
        picker.set_position(pos);
        notice.set(None);
        changed();
        if let Some(&p) = picker.legal_pits().first() {
            js::focus(&pit_ids.with_value(|b| b.pit_id(p)));
        }
    };
    let show_solution = move || {
        let pos = session.with_value(|s| s.start().clone());
        if let Some(Some(steps)) = session.try_update_value(LessonSession::show_solution) {
            player.reset(Timeline::new(pos.clone()));
            picker.set_position(pos);
            if let Err(e) = player.push_move(&steps) {
                notice.set(Some(LessonNotice::Broken(e)));
            }
            changed();
            focus_soon("lesson-next");
        }
    };

    let can_go_on = move || {
        version.track();
        session.with_value(LessonSession::can_go_on)
    };
    let is_last = move || current.get() + 1 == total;
    let go_next = move || match session.try_update_value(LessonSession::go_on) {
        Some(Onward::Entered(_)) => show_step.with_value(|f| f(true)),
        Some(Onward::Finished) => {
            if !puzzles {
                progress::mark_done(&lesson_id);
            }
            player.seek_end();
            changed();
            focus_soon("lesson-finished-title");
        }
        Some(Onward::Blocked) | None => {}
    };
    let go_prev = move || {
        if session.try_update_value(LessonSession::prev) == Some(true) {
            show_step.with_value(|f| f(true));
        }
    };

    let board_name =
        move || tr(lang.get(), "site-board", &[("name", mancala_text::variant_name(lang.get(), spec).into())]);
    let title = move || session.with_value(|s| pick_text(lang.get(), &s.lesson().title));
    // Where the learner is: a lesson's step, a puzzle of a set, a drill of a handful (issue 36,
    // C12: a puzzle is not a lesson's step); nothing for a set of one (today's puzzle).
    let step_of = move || {
        let (key, n) = if !puzzles {
            ("site-lesson-step-of", "step")
        } else if drills {
            ("site-drill-of", "n")
        } else {
            ("site-puzzles-of", "n")
        };
        (!puzzles || total > 1)
            .then(|| tr(lang.get(), key, &[(n, Arg::from(current.get() + 1)), ("total", Arg::from(total))]))
    };
    let say = move || {
        let i = current.get();
        session.with_value(|s| pick_text(lang.get(), &s.lesson().steps[i].say))
    };
    // The glossary's terms this step introduces (issue 33, L16), each with its definition: shown
    // open when there are one or two, folded under their names when more.
    let new_terms = move || {
        let l = lang.get();
        let terms = session.with_value(|s| s.lesson().steps[current.get()].terms.clone());
        (!terms.is_empty()).then(|| {
            let open = terms.len() <= 2;
            let names = terms.iter().map(|term| pick_text(l, &term.word)).collect::<Vec<_>>().join(", ");
            let defs = terms
                .into_iter()
                .map(
                    |term| view! { <p><strong>{pick_text(l, &term.word)}</strong> " — " {pick_text(l, &term.def)}</p> },
                )
                .collect_view();
            view! {
                <details id="lesson-terms" class="new-terms" open=open>
                    <summary>{tr(l, "site-lesson-new-terms", &[("terms", names.into())])}</summary>
                    {defs}
                </details>
            }
        })
    };
    // The article codes ([001]) a step's text cites, explained under it.
    let cited = move || {
        let said = say();
        let codes: Vec<&str> =
            ["000", "001", "003", "004"].into_iter().filter(|c| said.contains(&format!("[{c}]"))).collect();
        (!codes.is_empty()).then(|| {
            let lang = lang.get();
            view! {
                <div id="lesson-sources" class="note lesson-sources">
                    <p>{t(lang, "site-source-code-help")}</p>
                    <ul>{codes.into_iter().map(|c| view! { <li>{t(lang, &format!("site-source-{c}"))}</li> }).collect_view()}</ul>
                </div>
            }
        })
    };
    let own_line = move || {
        version.track();
        let line = session.with_value(|s| s.own_line().cloned())?;
        let lang = lang.get();
        Some(view! {
            <p id="lesson-own-line" class="notice own-line" role="status">
                {tr(
                    lang,
                    "site-lesson-own-line",
                    &[
                        ("played", learner_move(lang, layout, &line.played).into()),
                        ("solution", learner_move(lang, layout, &line.solution).into()),
                    ],
                )}
            </p>
        })
    };
    let rule_tags = move || {
        let i = current.get();
        let lang = lang.get();
        // A chip a line, `ID name` (the rule's name from the export, walk L34), or the bare IDs.
        let chips = session.with_value(|s| {
            let step = &s.lesson().steps[i];
            step.rule_chips.as_ref().map_or_else(|| step.rules.join("\n"), |c| pick_text(lang, c))
        });
        (!chips.is_empty()).then(|| {
            let tags = chips
                .lines()
                .map(|line| {
                    let (r, name) = line.split_once(' ').unwrap_or((line, line));
                    view! {
                        <li>
                            <a
                                class="rule-tag"
                                data-rule=r.to_string()
                                href=format!(
                                    "#{}",
                                    RulesLink { variant: spec.id.to_string(), rule: Some(r.to_string()) }.to_hash(),
                                )
                                title=tr(lang, "site-rule-id", &[("id", r.into())])
                            >
                                {name.to_string()}
                            </a>
                        </li>
                    }
                })
                .collect_view();
            view! {
                <ul id="lesson-rules" class="rule-tags" aria-label=t(lang, "site-lesson-rules") aria-describedby="lesson-rules-help">
                    {tags}
                </ul>
                <p id="lesson-rules-help" class="note rule-tags-help">
                    {t(lang, "site-rule-tags-help")}
                </p>
            }
        })
    };
    let has_task = move || {
        version.track();
        session.with_value(|s| s.task().is_some())
    };
    let prompt = move || {
        version.track();
        let task = session.with_value(|s| s.task().cloned())?;
        let lang = lang.get();
        Some(view! {
            <div id="lesson-task" class="task">
                <p class="task-prompt"><strong>{t(lang, "site-lesson-task")} ": "</strong>{pick_text(lang, &task.prompt)}</p>
                <p class="task-how">{t(lang, "site-lesson-your-move")}</p>
            </div>
        })
    };
    // Feedback on the answer (an aria-live region: it is announced when it changes).
    let feedback = move || {
        let lang = lang.get();
        version.track();
        if !move_shown.get() && !matches!(answer.get(), Answer::Asking) {
            return None;
        }
        let (mover, off_line) = session.with_value(|s| Some((s.task().map(|_| s.start().to_move())?, s.off_line())))?;
        match answer.get() {
            Answer::Asking => None,
            Answer::Right { token } => {
                // The task's praise is written of its solution; another right move gets plain words.
                let praise = session.with_value(|s| s.praise().map(|p| pick_text(lang, p))).unwrap_or_else(|| {
                    t(lang, if off_line.is_some() { "site-lesson-praise-also" } else { "site-lesson-praise" })
                });
                let other = off_line.map(|line| {
                    tr(lang, "site-lesson-own-line-short", &[("solution", learner_move(lang, layout, &line.solution).into())])
                });
                Some(view! {
                    <div class="feedback right" data-result="right">
                        <p class="praise">{praise}</p>
                        <p>{tr(lang, "site-lesson-right", &[("move", learner_move(lang, layout, &token).into())])}</p>
                        {other.map(|o| view! { <p class="own-line-ahead">{o}</p> })}
                    </div>
                }
                .into_any())
            }
            Answer::Wrong { token, why } => {
                let hint = session.with_value(|s| s.hint().map(|h| pick_text(lang, h)));
                Some(view! {
                <div class="feedback wrong" data-result="wrong">
                    <p class="what-happened">
                        {tr(lang, "site-lesson-wrong", &[("move", learner_move(lang, layout, &token).into())])}
                        " "
                        {why_text(lang, layout, mover, &why)}
                    </p>
                    <p class="hint"><strong>{t(lang, "site-lesson-hint")}</strong> " " {hint}</p>
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
            .into_any())
            }
            Answer::Solution { token } => Some(view! {
                <div class="feedback solution" data-result="solution">
                    <p>{tr(lang, "site-lesson-solution", &[("move", learner_move(lang, layout, &token).into())])}</p>
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
                Some((href, next_title)) => {
                    let label = if drills {
                        t(lang, "site-drill-more")
                    } else if puzzles {
                        t(lang, "site-puzzles-next")
                    } else {
                        tr(lang, "site-lesson-next-lesson", &[("title", pick_text(lang, next_title).into())])
                    };
                    view! { <a id="lesson-next-lesson" class="button-link" href=format!("#{href}")>{label}</a> }.into_any()
                }
                None if puzzles => view! {
                    <a id="lesson-play" class="button-link" href=format!("#/play/{}", spec.id)>{t(lang, "site-lesson-play")}</a>
                }
                .into_any(),
                None => {
                    // The course is done: play a game, and the next game of the learning order.
                    let next_game = crate::pages::course::next_game(spec.id).map(|g| {
                        view! {
                            <a id="lesson-next-game" class="button-link" href=format!("#/learn/{}", g.id)>
                                {tr(lang, "site-lesson-next-game", &[("name", mancala_text::variant_name(lang, g).into())])}
                            </a>
                        }
                        .into_any()
                    });
                    let last = next_game.is_none().then(|| view! { <p id="lesson-all-done">{t(lang, "site-lesson-all-done")}</p> });
                    view! {
                        <p>{t(lang, "site-lesson-course-done")}</p>
                        <a id="lesson-play" class="button-link" href=format!("#/play/{}", spec.id)>{t(lang, "site-lesson-play")}</a>
                        " "
                        {next_game}
                        {last}
                    }
                    .into_any()
                }
            };
            let (back, back_key) = if puzzles && !drills {
                ("#/puzzles".to_string(), "site-puzzles-back")
            } else {
                (format!("#/learn/{}", spec.id), "site-lesson-back-to-course")
            };
            // The puzzles of the themes the lesson showed, to practise them.
            let practice = (!puzzles && !practice.is_empty()).then(|| {
                let links: Vec<_> = practice
                    .iter()
                    .map(|th| {
                        let filter = PuzzleFilter { theme: Some(th.clone()), level: None };
                        let to = LessonLink { variant: spec.id.into(), lesson: PUZZLES.into(), filter, ..LessonLink::default() };
                        view! { " " <a class="chip" data-filter=th.clone() href=format!("#{}", to.to_hash())>{theme_name(lang, th)}</a> }
                    })
                    .collect();
                view! { <p id="lesson-practice" class="puzzle-filter-row"><span>{t(lang, "site-lesson-practice")}</span>{links}</p> }
            });
            view! {
                <section id="lesson-finished" class="lesson-finished">
                    <h3 id="lesson-finished-title" tabindex="-1">{t(lang, "site-lesson-finished")}</h3>
                    {practice}
                    {onward}
                    " "
                    <a id="lesson-back" href=back>{t(lang, back_key)}</a>
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
    let kind = move || {
        version.track();
        session.with_value(LessonSession::kind)
    };
    let data_lesson = session.with_value(|s| s.lesson().id.clone());
    // A puzzle's code for other pages (`<mancala-board puzzle>`), drawn without the framework.
    let embed_host = NodeRef::<leptos::html::Div>::new();
    if puzzles && !drills {
        Effect::new(move |_| {
            let l = lang.get();
            let i = current.get();
            let Some(el) = embed_host.get() else { return };
            let host = El::host(el.into());
            host.clear();
            let code = session.with_value(|s| {
                let step = s.lesson().steps.get(i)?;
                let solution = &step.task.as_ref()?.solution;
                Some(crate::pages::puzzles::embed_code(&js::href(), spec.id, step.position.as_ref()?, solution, l))
            });
            if let Some(code) = code {
                crate::pages::puzzles::draw_embed(&host, l, &code);
            }
        });
    }

    view! {
        <section
            class="lesson"
            data-variant=spec.id
            data-lesson=data_lesson
            data-step=move || (current.get() + 1).to_string()
            data-steps=total.to_string()
            data-kind=kind
        >
            // The step's words beside the board, its buttons and its player on a wide screen, so
            // the text, the board, the caption and the next step fit one (walk L7); one column
            // elsewhere, in the order of `order` (the two parts are `display: contents` there).
            <div class="lesson-words">
            <h3 id="lesson-title">{title}</h3>
            <p id="lesson-progress" class="step-of">{step_of}</p>
            <p id="error" class="notice error" role="alert">{notice_text}</p>
            {own_line}
            <div class="lesson-step">
                <p id="lesson-step-title" class="lesson-say" tabindex="-1">{say}</p>
                {new_terms}
                {cited}
                {rule_tags}
                {prompt}
            </div>
            <div id="lesson-feedback" class="lesson-feedback" aria-live="polite" aria-atomic="true">
                {feedback}
                <p id="puzzle-rating" class="puzzle-rating">
                    {move || rated.get().map(|(rating, change)| {
                        tr(lang.get(), "site-puzzles-rating", &[("rating", i64::from(rating).into()), ("change", format!("{change:+}").into())])
                    })}
                </p>
            </div>
            <div class="puzzle-embed-host" node_ref=embed_host></div>
            {done_panel}
            </div>
            <div class="lesson-board-side">
            <Board state=board_view lang=lang name=Signal::derive(board_name) on_pit=on_pit />
            <ChoiceBox picker=picker lang=lang on_pick=on_pick enabled=picking />
            <div class="controls lesson-controls">
                <button type="button" id="lesson-prev" class="ctl" prop:disabled=move || current.get() == 0 on:click=move |_| go_prev()>
                    {text(lang, "site-lesson-prev")}
                </button>
                <button type="button" id="lesson-replay" class="ctl" prop:disabled=move || !can_replay() on:click=replay>
                    {text(lang, "site-lesson-replay")}
                </button>
                <button type="button" id="lesson-next" class="ctl primary" prop:disabled=move || !can_go_on() || finished.get() on:click=move |_| go_next()>
                    {next_label}
                </button>
            </div>
            // The step player, once there are moves to show (its own step counter is left out:
            // the lesson's is the one shown, see style.css).
            <div class="lesson-player" hidden=move || player.last.get() == 0>
                <PlayerControls player=player lang=lang />
            </div>
            </div>
        </section>
    }
    .into_any()
}
