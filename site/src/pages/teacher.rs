//! The teacher's page (`#/teacher`) and the pupil's page of an assignment (`#/task?…`), issue 36.
//!
//! The teacher picks lessons, puzzle sets and games against the computer into an assignment
//! ([`Assignment`], kept on the device while it is made), and gets its link and a QR code drawn
//! here (offline too; printable; large enough for the back of a room). A pupil who opens the link
//! sees the assignment with what they have done of it, and a short checked code of that
//! ([`Report`]) with their name, also as a QR code; the teacher types, pastes or scans those codes
//! into the class table, kept on the teacher's device and saved as CSV. The assignment's cap on
//! the computer's level is set on the pupil's device when the link is opened, lowered only, as
//! the `?ai-cap` flag does ([`computer::cap_after_flag`]).

use crate::pages::assignment::{
    self, done, lms_calls, lms_result, opened, parse_results, Asked, Assignment, ClassTable, Item, LineError, LmsCall,
    LmsResult, Report, SiteGames, TaskError, CLASS_KEY, DRAFT_KEY, MAX_LEVEL, NAME_KEY, OPENED_KEY, RESULTS_KEY,
};
use crate::pages::computer::{self, CapChange, Opponent};
use crate::pages::course::{learning_order, pick_text, spec_of};
use crate::pages::puzzles::{pick, theme_name};
use crate::pages::worksheet::choose;
use crate::platform::content::{self, ContentError};
use crate::platform::i18n::{t, text, tr, Lang};
use crate::platform::js;
use crate::platform::progress;
use crate::platform::route::{encode, LessonLink, PuzzleFilter, TeacherLink, WorksheetLink, PUZZLES};
use leptos::prelude::*;
use mancala_content::{Asset, Lesson};
use mancala_engine::Side;
use std::collections::{BTreeMap, BTreeSet};

/// Which of the classroom's pages (one page group of the site's wasm, `app.rs`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClassPage {
    /// A worksheet of puzzles ([`crate::pages::worksheet`]).
    Worksheet(WorksheetLink),
    /// The teacher's page, with a pupil's line to add (`#/teacher?add=…`) or an assignment to
    /// take (`#/teacher?task=…`).
    Teacher(TeacherLink),
    /// A pupil's page of an assignment: its link's query.
    Task(String),
}

/// An SVG QR code of `text` (medium error correction: a smudged printout still reads), with a
/// quiet zone, scaled by its container.
#[must_use]
pub fn qr_svg(text: &str) -> Option<String> {
    let code = qrcode::QrCode::with_error_correction_level(text.as_bytes(), qrcode::EcLevel::M).ok()?;
    Some(
        code.render::<qrcode::render::svg::Color>()
            .quiet_zone(true)
            .module_dimensions(8, 8)
            .dark_color(qrcode::render::svg::Color("#000"))
            .light_color(qrcode::render::svg::Color("#fff"))
            .build(),
    )
}

/// The address of a page of this site with the hash `hash` (the page's own address without its
/// query and hash).
fn site_address(hash: &str) -> String {
    let href = js::share_href();
    let page = href.split('#').next().unwrap_or_default();
    format!("{page}#{hash}")
}

/// Whether this site is served over the web (a QR code of an address can then open it on
/// another device; from a file, the code carries the text).
fn served() -> bool {
    js::share_href().starts_with("http")
}

/// The words of an item on both pages, e.g. «Калах: урок 3 «Захоплення»», «Оваре: 6 задач
/// (захоплення, складність 2)», «Калах: виграти 1 гру в комп’ютера рівня 2».
fn item_words(l: Lang, item: &Item, lesson_title: Option<&str>) -> String {
    let name = spec_of(item.variant())
        .map_or_else(|| item.variant().to_string(), |s| mancala_text::variant_name(l, s).to_string());
    match item {
        Item::Lesson { place, .. } => match lesson_title {
            Some(title) => tr(
                l,
                "site-task-lesson",
                &[("game", name.into()), ("n", (*place).into()), ("title", title.to_string().into())],
            ),
            None => tr(l, "site-task-lesson-n", &[("game", name.into()), ("n", (*place).into())]),
        },
        Item::Puzzles { filter, count, .. } => {
            let mut what = Vec::new();
            if let Some(th) = &filter.theme {
                what.push(theme_name(l, th));
            }
            if let Some(d) = &filter.level {
                what.push(tr(l, "site-task-level-of-puzzles", &[("level", d.clone().into())]));
            }
            let puzzles = tr(l, "site-task-puzzles", &[("game", name.into()), ("count", (*count).into())]);
            if what.is_empty() {
                puzzles
            } else {
                format!("{puzzles} ({})", what.join(", "))
            }
        }
        Item::Games { level, wins, .. } => tr(
            l,
            "site-task-games",
            &[("game", name.into()), ("wins", (*wins).into()), ("level", usize::from(*level).into())],
        ),
    }
}

/// The variants an assignment's items of one kind need, once each.
fn variants_of(a: &Assignment, lessons: bool) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for item in &a.items {
        let wanted = match item {
            Item::Lesson { .. } => lessons,
            Item::Puzzles { .. } => !lessons,
            Item::Games { .. } => false,
        };
        if wanted && !out.iter().any(|v| v == item.variant()) {
            out.push(item.variant().to_string());
        }
    }
    out
}

/// The courses and puzzle sets an assignment needs, by variant.
#[derive(Clone, Debug, Default)]
struct Loaded {
    courses: BTreeMap<String, Vec<Lesson>>,
    puzzles: BTreeMap<String, Lesson>,
}

async fn load_for(a: Assignment) -> Result<Loaded, ContentError> {
    let mut loaded = Loaded::default();
    for v in variants_of(&a, true) {
        let list = content::lessons(&v).await?;
        loaded.courses.insert(v, list);
    }
    for v in variants_of(&a, false) {
        let set = content::puzzles(&v).await?;
        if let Some(first) = set.into_iter().next() {
            loaded.puzzles.insert(v, first);
        }
    }
    Ok(loaded)
}

/// A puzzle item's puzzles: for each, its id and its link (its place among those the filter
/// picks, as the puzzle set's page counts them).
fn puzzles_of(set: &Lesson, variant: &str, filter: &PuzzleFilter, count: usize) -> Vec<(String, String)> {
    let link = WorksheetLink {
        variant: variant.to_string(),
        filter: filter.clone(),
        count: Some(count.to_string()),
        per: None,
    };
    let Ok((places, miss)) = choose(set, &link) else { return Vec::new() };
    let filtered = if miss.is_some() { (0..set.steps.len()).collect() } else { pick(set, filter).unwrap_or_default() };
    let shown_filter = if miss.is_some() { PuzzleFilter::default() } else { filter.clone() };
    places
        .into_iter()
        .filter_map(|i| {
            let id = set.steps.get(i)?.puzzle.clone()?;
            let at = filtered.iter().position(|&p| p == i)? + 1;
            let href = LessonLink {
                variant: variant.to_string(),
                lesson: PUZZLES.to_string(),
                step: Some(at),
                filter: shown_filter.clone(),
                ..LessonLink::default()
            }
            .to_hash();
            Some((id, href))
        })
        .collect()
}

/// The lesson at `place` (from 1) of a loaded course.
fn lesson_at<'a>(loaded: &'a Loaded, variant: &str, place: usize) -> Option<&'a Lesson> {
    loaded.courses.get(variant)?.get(place.checked_sub(1)?)
}

/// The lesson ids of an assignment's lessons (`None` where a place names no lesson).
fn lesson_ids(a: &Assignment, loaded: &Loaded) -> Vec<Option<String>> {
    a.items
        .iter()
        .filter_map(|i| match i {
            Item::Lesson { variant, place } => Some(lesson_at(loaded, variant, *place).map(|l| l.id.clone())),
            _ => None,
        })
        .collect()
}

/// What the device keeps of the pupil's work, read once for the page.
#[derive(Clone, Debug)]
struct Kept {
    lessons_done: BTreeSet<String>,
    tried: Vec<progress::Tried>,
    rating: i32,
    results: Vec<assignment::GameResult>,
}

impl Kept {
    fn read() -> Kept {
        Kept {
            lessons_done: progress::done(),
            tried: progress::tried(),
            rating: progress::rating(),
            results: parse_results(&js::storage_get(RESULTS_KEY).unwrap_or_default()),
        }
    }
}

/// What this device has done of `a`, which was first opened on `since`.
fn device_done(a: &Assignment, loaded: &Loaded, kept: &Kept, since: i64) -> assignment::Done {
    done_of(a, &lesson_ids(a, loaded), &puzzle_ids(a, loaded), kept, since)
}

/// The ids of an assignment's puzzles.
fn puzzle_ids(a: &Assignment, loaded: &Loaded) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for item in &a.items {
        if let Item::Puzzles { variant, filter, count } = item {
            if let Some(set) = loaded.puzzles.get(variant) {
                ids.extend(puzzles_of(set, variant, filter, *count).into_iter().map(|(id, _)| id));
            }
        }
    }
    ids
}

fn done_of(
    a: &Assignment,
    lesson_ids: &[Option<String>],
    puzzle_ids: &BTreeSet<String>,
    kept: &Kept,
    since: i64,
) -> assignment::Done {
    let device = assignment::Device {
        lessons_done: &kept.lessons_done,
        tried: &kept.tried,
        rating: kept.rating,
        results: &kept.results,
    };
    done(a, lesson_ids, puzzle_ids, &device, since)
}

// ---------------------------------------------------------------------------------------------
// A school's platform (SCORM 1.2).

/// The session with the school's platform the pupil's page was launched from (a SCO of a SCORM
/// package, `mancala_content::scorm`): the assignment first opened in it is told to the
/// platform when its page shows, whenever the pupil moves to another page of the site or away
/// from the browser, and when the site is left. Set once per page load.
struct LmsSession {
    api: js::Lms,
    started: f64,
    tag: u16,
    /// The assignment with its lessons' and puzzles' ids, once its page has loaded them.
    ids: Option<LmsIds>,
    /// What the platform has: what it had when the session started (an earlier session's, on
    /// this device or another), then what it was told. Never told less.
    told: Option<LmsResult>,
    finished: bool,
}

/// An assignment, its lessons' ids (`None` where a place names no lesson), its puzzles' ids,
/// and the day it was first opened on the device.
type LmsIds = (Assignment, Vec<Option<String>>, BTreeSet<String>, i64);

thread_local! {
    /// The assignment the teacher opened from the teacher's page to see it as a pupil would (by
    /// its fingerprint): its page then sets no cap and keeps nothing on the device. Only in
    /// memory, set by that link's click: no address a pupil can type makes a preview.
    static PREVIEW: std::cell::Cell<Option<u16>> = const { std::cell::Cell::new(None) };
    static LMS: std::cell::RefCell<Option<LmsSession>> = const { std::cell::RefCell::new(None) };
}

/// Starts the session when the site runs inside a platform that answers (its first assignment
/// page only); whether the assignment `tag` is the session's.
fn lms_start(tag: u16) -> bool {
    if let Some(mine) = LMS.with(|s| s.borrow().as_ref().map(|s| s.tag == tag)) {
        return mine;
    }
    let Some(api) = js::lms() else { return false };
    // «101»: already initialized (a page of this launch that did not finish, reloaded).
    if api.call("LMSInitialize", &[""]).as_deref() != Some("true")
        && api.call("LMSGetLastError", &[]).as_deref() != Some("101")
    {
        js::warn("the school's platform did not start the session (LMSInitialize)");
        return false;
    }
    let had = assignment::lms_had(
        &api.call("LMSGetValue", &["cmi.core.lesson_status"]).unwrap_or_default(),
        &api.call("LMSGetValue", &["cmi.core.score.raw"]).unwrap_or_default(),
    );
    let session = LmsSession { api, started: js::now_ms(), tag, ids: None, told: had, finished: false };
    LMS.with(|s| *s.borrow_mut() = Some(session));
    js::on_hash_change(|_| lms_tell(Leaving::No));
    // Away from the browser (another app, a locked screen): the platform saves what it has, in
    // case the page is never shown again (a phone closes hidden pages without `pagehide`).
    js::on_hidden(|| lms_tell(Leaving::No));
    js::on_page_hide(|kept| lms_tell(if kept { Leaving::No } else { Leaving::Yes }));
    true
}

/// The pupil's name the platform knows («Прізвище, Ім’я» read as «Ім’я Прізвище»).
fn lms_student_name() -> Option<String> {
    let api = LMS.with(|s| s.borrow().as_ref().map(|s| s.api.clone()))?;
    assignment::name_from_lms(&api.call("LMSGetValue", &["cmi.core.student_name"])?)
}

/// The session's assignment, with its lessons' and puzzles' ids, now loaded: told at once.
fn lms_loaded(a: &Assignment, loaded: &Loaded, since: i64) {
    let tag = a.tag();
    let set = LMS.with(|s| {
        let mut s = s.borrow_mut();
        let Some(s) = s.as_mut().filter(|s| s.tag == tag && s.ids.is_none()) else { return false };
        s.ids = Some((a.clone(), lesson_ids(a, loaded), puzzle_ids(a, loaded), since));
        true
    });
    if set {
        lms_tell(Leaving::No);
    }
}

/// Whether the site is being left (`pagehide` of a page not kept for the back button).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Leaving {
    No,
    Yes,
}

/// Tells the platform what the device has done of the session's assignment, if it is more than
/// the platform has; when the site is left, ends the session too. The calls are made after the
/// session is released: a platform may answer one by removing the page's frame, which calls
/// this again.
fn lms_tell(leaving: Leaving) {
    let work = LMS.with(|s| {
        let mut s = s.borrow_mut();
        let s = s.as_mut().filter(|s| !s.finished)?;
        let mut calls = Vec::new();
        let mut now = s.told;
        if let Some((a, lessons, puzzles, since)) = &s.ids {
            let kept = Kept::read();
            let d = done_of(a, lessons, puzzles, &kept, *since);
            let solved = kept.tried.iter().filter(|t| t.solved && puzzles.contains(&t.id)).count();
            let asked = Asked { lessons: lessons.len(), puzzles: puzzles.len(), wins: a.wins_asked() };
            let device = lms_result(&d, solved, asked);
            let best = s.told.map_or(device, |had| had.at_least(device));
            calls = lms_calls(s.told, best);
            now = Some(best);
            s.told = now;
        }
        if leaving == Leaving::Yes {
            match now {
                Some(now) => calls.extend(assignment::lms_finish(now, js::now_ms() - s.started)),
                None => calls.push(LmsCall::Finish),
            }
            s.finished = true;
        }
        Some((s.api.clone(), calls))
    });
    let Some((api, calls)) = work else { return };
    for call in calls {
        let ok = match &call {
            LmsCall::Set(key, value) => api.call("LMSSetValue", &[key, value]),
            LmsCall::Commit => api.call("LMSCommit", &[""]),
            LmsCall::Finish => api.call("LMSFinish", &[""]),
        };
        if ok.as_deref() != Some("true") {
            js::warn(&format!("the school's platform refused {call:?}"));
        }
    }
}

/// The message of a link that cannot be read.
fn task_error_text(l: Lang, e: &TaskError) -> String {
    match e.part {
        "empty" => return t(l, "site-task-empty"),
        "many" => {
            return tr(l, "site-task-many", &[("count", e.value.clone().into()), ("max", assignment::MAX_ITEMS.into())])
        }
        _ => {}
    }
    let part = t(l, &format!("site-task-part-{}", e.part));
    crate::platform::route::cut_echoes(&tr(
        l,
        "site-task-bad-link",
        &[("part", part.into()), ("value", e.value.clone().into())],
    ))
}

// ---------------------------------------------------------------------------------------------
// The pupil's page.

/// The pupil's page of an assignment (`#/task?…`).
#[component]
pub fn TaskPage(query: String, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    js::set_title(&t(lang.get_untracked(), "site-task-title"));
    let a = match Assignment::parse(&query, &SiteGames) {
        Ok(a) => a,
        Err(e) => {
            return view! {
                <section class="task-page">
                    <h2 id="task-title">{text(lang, "site-task-title")}</h2>
                    <p id="error" class="notice error" role="alert">{move || task_error_text(lang.get(), &e)}</p>
                    <p><a href="#/">{text(lang, "site-home")}</a></p>
                </section>
            }
            .into_any();
        }
    };
    let tag = a.tag();
    // The teacher looking at it from the teacher's page: nothing is set or kept on this device.
    let preview = PREVIEW.with(|p| p.get() == Some(tag));
    // The teacher's cap comes with the assignment, lowered only (a pupil can type a link too).
    let cap_said = a.cap.filter(|_| !preview).and_then(|c| {
        let (cap, said) = computer::cap_after_flag(computer::cap(), Some(Some(c)));
        if let (Some(n), Some(CapChange::Set(_))) = (cap, said) {
            js::storage_set(computer::CAP_KEY, &n.to_string());
        }
        said
    });
    let (since, line) = opened(&js::storage_get(OPENED_KEY).unwrap_or_default(), tag, js::local_day());
    if let Some(line) = line.filter(|_| !preview) {
        js::storage_set(OPENED_KEY, &line);
    }
    if !preview {
        // The home page offers it back (a pupil who closed the tab has no link).
        js::storage_set(assignment::LAST_KEY, &query);
    }
    let in_lms = !preview && lms_start(tag);
    // A platform knows the pupil's name; the device's, when set, is theirs to change.
    let name = js::storage_get(NAME_KEY).filter(|n| !n.is_empty()).or_else(|| in_lms.then(lms_student_name).flatten());
    let name = RwSignal::new(name.unwrap_or_default());
    let for_load = a.clone();
    let loaded = crate::platform::fetched::Fetched::new(move || load_for(for_load.clone()));
    let a = StoredValue::new(a);

    // As typed (a space at its end is the start of the next word); kept and reported clean.
    let on_name = move |ev: leptos::ev::Event| {
        let typed = event_target_value(&ev);
        if !preview {
            js::storage_set(NAME_KEY, &assignment::clean_name(&typed));
        }
        name.set(typed);
    };
    let title = a.with_value(|a| a.title.clone());
    let body = move || {
        match loaded.get() {
        None => view! { <p id="task-loading" class="note" role="status">{text(lang, "site-lesson-loading")}</p> }.into_any(),
        Some(Err(e)) => view! {
            <p id="error" class="notice error" role="alert">{move || crate::pages::course::content_error(lang.get(), &e)}</p>
        }
        .into_any(),
        Some(Ok(loaded)) => {
            let kept = Kept::read();
            let d = a.with_value(|a| {
                if in_lms {
                    lms_loaded(a, &loaded, since);
                }
                device_done(a, &loaded, &kept, since)
            });
            view! {
                <TaskItems a=a.get_value() loaded=loaded.clone() kept=kept since=since lang=lang />
                <TaskReport a=a.get_value() done=d name=name lang=lang />
            }
            .into_any()
        }
    }
    };
    view! {
        <section class="task-page" aria-labelledby="task-title">
            <h2 id="task-title">{text(lang, "site-task-title")}</h2>
            {(!title.is_empty()).then(|| view! { <p id="task-name" class="task-name">{title.clone()}</p> })}
            {preview.then(|| view! { <p id="task-preview" class="notice" role="status">{text(lang, "site-task-preview")}</p> })}
            {cap_said.map(|said| view! { <p id="task-cap" class="notice" role="status">{move || said.text(lang.get())}</p> })}
            <p class="intro">{text(lang, "site-task-intro")}</p>
            {in_lms.then(|| view! { <p id="task-lms" class="notice" role="status">{text(lang, "site-task-lms")}</p> })}

            <p class="task-pupil">
                <label for="task-pupil">{text(lang, "site-task-your-name")}</label>
                " "
                <input id="task-pupil" type="text" maxlength="60" autocomplete="name" prop:value=move || name.get() on:input=on_name />
            </p>
            {body}
            <p class="note">
                <a id="task-to-teacher" href=format!("#/teacher?task={}", encode(&query))>{text(lang, "site-task-to-teacher")}</a>
            </p>
        </section>
    }
    .into_any()
}

/// The assignment's items with what this device has done of each.
#[component]
fn TaskItems(a: Assignment, loaded: Loaded, kept: Kept, since: i64, lang: Signal<Lang>) -> impl IntoView {
    let Kept { lessons_done: done_lessons, tried, results, .. } = kept;
    let tried: BTreeMap<String, (bool, bool)> = tried.into_iter().map(|t| (t.id, (t.first_try, t.solved))).collect();
    let items = a
        .ordered()
        .into_iter()
        .map(|item| {
            let l = lang.get_untracked();
            match item {
                Item::Lesson { variant, place } => {
                    let lesson = lesson_at(&loaded, variant, *place);
                    let title = lesson.map(|les| pick_text(l, &les.title));
                    let is_done = lesson.is_some_and(|les| done_lessons.contains(&les.id));
                    let href = format!("#/learn/{variant}/{place}");
                    let item2 = item.clone();
                    view! {
                        <li class="task-item task-lesson" data-done=is_done.to_string()>
                            <span class="task-mark" aria-hidden="true">{if is_done { "✓" } else { "○" }}</span>
                            " "
                            <a href=href>{move || item_words(lang.get(), &item2, title.as_deref())}</a>
                            " "
                            <span class="task-state">{move || t(lang.get(), if is_done { "site-task-done" } else { "site-task-not-done" })}</span>
                        </li>
                    }
                    .into_any()
                }
                Item::Puzzles { variant, filter, count } => {
                    let list = loaded.puzzles.get(variant).map(|set| puzzles_of(set, variant, filter, *count)).unwrap_or_default();
                    let first = list.iter().filter(|(id, _)| tried.get(id).is_some_and(|t| t.0)).count();
                    let total = list.len();
                    let marks = list
                        .iter()
                        .enumerate()
                        .map(|(k, (id, href))| {
                            let (mark, key) = match tried.get(id) {
                                Some((true, _)) => ("✓", "site-task-puzzle-first"),
                                Some((false, true)) => ("◐", "site-task-puzzle-later"),
                                Some((false, false)) => ("✗", "site-task-puzzle-missed"),
                                None => ("○", "site-task-puzzle-new"),
                            };
                            let n = k + 1;
                            view! {
                                <li>
                                    <a href=format!("#{href}") class="task-puzzle" data-state=key title=move || tr(lang.get(), key, &[("n", n.into())])>
                                        <span aria-hidden="true">{mark}</span>
                                        " "
                                        {n}
                                        <span class="visually-hidden">{move || format!(" — {}", tr(lang.get(), key, &[("n", n.into())]))}</span>
                                    </a>
                                </li>
                            }
                        })
                        .collect_view();
                    let item2 = item.clone();
                    view! {
                        <li class="task-item task-puzzles" data-done=(first == total).to_string()>
                            <span class="task-mark" aria-hidden="true">{if first == total { "✓" } else { "○" }}</span>
                            " "
                            {move || item_words(lang.get(), &item2, None)}
                            " "
                            <span class="task-state">
                                {move || tr(lang.get(), "site-task-puzzles-state", &[("first", first.into()), ("total", total.into())])}
                            </span>
                            <ol class="task-puzzle-list">{marks}</ol>
                        </li>
                    }
                    .into_any()
                }
                Item::Games { variant, level, wins } => {
                    let (level, wins) = (*level, *wins);
                    let mine: Vec<_> = results.iter().filter(|r| r.day >= since && item.counts(r)).collect();
                    let won = mine.iter().filter(|r| r.won).count();
                    let played = mine.len();
                    let v = variant.clone();
                    let play = move |_| {
                        // The pupil plays South against the computer at the level asked for, coached.
                        let cap = computer::cap().unwrap_or(MAX_LEVEL);
                        Opponent { side: Some(Side::North), level: level.min(cap), coach: true }.save();
                        js::set_hash(&format!("/play/{v}"));
                    };
                    let item2 = item.clone();
                    let is_done = won >= wins;
                    view! {
                        <li class="task-item task-games" data-done=is_done.to_string()>
                            <span class="task-mark" aria-hidden="true">{if is_done { "✓" } else { "○" }}</span>
                            " "
                            {move || item_words(lang.get(), &item2, None)}
                            " "
                            <span class="task-state">
                                {move || tr(lang.get(), "site-task-games-state", &[("won", won.into()), ("played", played.into())])}
                            </span>
                            " "
                            <button type="button" class="ctl task-play" on:click=play>{text(lang, "site-task-play")}</button>
                        </li>
                    }
                    .into_any()
                }
            }
        })
        .collect_view();
    view! { <ol id="task-items" class="task-items">{items}</ol> }
}

/// The pupil's report: the name and the code to give the teacher, and its QR code.
#[component]
fn TaskReport(a: Assignment, done: assignment::Done, name: RwSignal<String>, lang: Signal<Lang>) -> impl IntoView {
    let report = Report { tag: a.tag(), done };
    let asked = (a.lesson_count(), a.puzzle_count(), a.wins_asked());
    let line = move || assignment::report_line(&name.get(), &report);
    let qr = move || {
        let line = line();
        // Served over the web, the code opens the teacher's page with the report added: a phone's
        // camera reads it there. From a file, it carries the line itself.
        let payload = if served() { site_address(&format!("/teacher?add={}", encode(&line))) } else { line };
        qr_svg(&payload).unwrap_or_default()
    };
    let copied = RwSignal::new(None::<bool>);
    let copy = move |_| js::copy_text(&line(), move |ok| copied.set(Some(ok)));
    let summary = move || {
        let l = lang.get();
        let d = &report.done;
        let mut parts = Vec::new();
        if asked.0 > 0 {
            parts.push(tr(
                l,
                "site-task-sum-lessons",
                &[("done", i64::from(d.lessons).into()), ("of", asked.0.into())],
            ));
        }
        if asked.1 > 0 {
            parts.push(tr(
                l,
                "site-task-sum-puzzles",
                &[
                    ("first", i64::from(d.first_try).into()),
                    ("of", asked.1.into()),
                    ("tried", i64::from(d.tried).into()),
                ],
            ));
            parts.push(tr(l, "site-task-sum-rating", &[("rating", i64::from(d.rating).into())]));
        }
        if asked.2 > 0 {
            parts.push(tr(
                l,
                "site-task-sum-games",
                &[("won", i64::from(d.won).into()), ("of", asked.2.into()), ("played", i64::from(d.played).into())],
            ));
            parts.push(tr(l, "site-task-sum-mistakes", &[("count", i64::from(d.mistakes).into())]));
        }
        // One sentence (the style sheet capitalizes its first letter).
        parts.join("; ")
    };
    view! {
        <section id="task-report" class="task-report" aria-labelledby="task-report-title">
            <h3 id="task-report-title">{text(lang, "site-task-report-title")}</h3>
            <p id="task-summary">{summary}</p>
            {move || {
                if assignment::clean_name(&name.get()).is_empty() {
                    view! { <p id="task-need-name" class="notice">{text(lang, "site-task-need-name")}</p> }.into_any()
                } else {
                    view! {
                        <p class="intro">{text(lang, "site-task-report-intro")}</p>
                        <p id="task-code" class="task-code">{line}</p>
                        <p>
                            <button type="button" id="task-copy" class="ctl" on:click=copy>{text(lang, "site-copy")}</button>
                            " "
                            <span role="status">
                                {move || copied.get().map(|ok| t(lang.get(), if ok { "site-copied" } else { "site-task-copy-failed" }))}
                            </span>
                        </p>
                        <div id="task-qr" class="qr" role="img" aria-label=move || t(lang.get(), "site-task-qr") inner_html=qr></div>
                    }
                    .into_any()
                }
            }}
        </section>
    }
}

// ---------------------------------------------------------------------------------------------
// The teacher's page.

/// What the package button said.
#[derive(Clone, Debug, PartialEq)]
enum PackageSaid {
    Making,
    /// The file's name and its size in MB, as read (`10,7`: both languages' decimal comma).
    Made(String, String),
    /// The site's file could not be fetched: why, in the browser's words.
    Failed(String),
    /// The page is a file on the device: there is no site to fetch the package's file from.
    FromFile,
}

/// The assignment as a SCORM 1.2 package for a school's platform: the site's single file
/// (`mancala.html`, fetched from the site) with a manifest of one SCO, the assignment's page.
#[component]
fn ScormPackage(draft: RwSignal<Assignment>, lang: Signal<Lang>) -> impl IntoView {
    let said = RwSignal::new(None::<PackageSaid>);
    let make = move |_| {
        if !served() || js::is_single_file() {
            said.set(Some(PackageSaid::FromFile));
            return;
        }
        said.set(Some(PackageSaid::Making));
        let a = draft.get_untracked();
        let title = if a.title.is_empty() { t(lang.get_untracked(), "site-task-title") } else { a.title.clone() };
        js::spawn(async move {
            match js::fetch_bytes("mancala.html").await {
                Ok(site) => {
                    let sco =
                        mancala_content::scorm::Sco { title: title.clone(), parameters: format!("#{}", a.to_hash()) };
                    let id = format!("mancala-task-{:04x}", a.tag());
                    let zip = mancala_content::scorm::package(&id, &title, &[sco], &site);
                    let file = format!("{id}.zip");
                    // Tenths of a MB, rounded (integers: formatting a float would cost the wasm
                    // its float-printing code).
                    let tenths = (zip.len() * 10 + 524_288) / 1_048_576;
                    let mb = format!("{},{}", tenths / 10, tenths % 10);
                    said.set(Some(if js::download_bytes(&file, "application/zip", &zip) {
                        PackageSaid::Made(file, mb)
                    } else {
                        PackageSaid::Failed(String::new())
                    }));
                }
                Err(js::DataError::Status(code)) => said.set(Some(PackageSaid::Failed(format!("HTTP {code}")))),
                Err(js::DataError::Network(why) | js::DataError::Malformed(why)) => {
                    said.set(Some(PackageSaid::Failed(why)));
                }
            }
        });
    };
    let status = move || {
        let l = lang.get();
        said.get().map(|s| match s {
            PackageSaid::Making => t(l, "site-teacher-scorm-making"),
            PackageSaid::Made(file, mb) => {
                tr(l, "site-teacher-scorm-made", &[("file", file.into()), ("size", mb.into())])
            }
            PackageSaid::Failed(why) => tr(l, "site-teacher-scorm-failed", &[("why", why.into())]),
            PackageSaid::FromFile => t(l, "site-teacher-scorm-file"),
        })
    };
    view! {
        <div id="teacher-scorm" class="teacher-scorm">
            <h4>{text(lang, "site-teacher-scorm-title")}</h4>
            <p class="note">{text(lang, "site-teacher-scorm-intro")}</p>
            <p>
                <button type="button" id="teacher-scorm-make" class="ctl" on:click=make
                    disabled=move || said.get() == Some(PackageSaid::Making)>
                    {text(lang, "site-teacher-scorm")}
                </button>
                " "
                <span id="teacher-scorm-said" role="status">{status}</span>
            </p>
        </div>
    }
}

/// The computer's levels a teacher picks from.
const LEVELS: [u8; 6] = [0, 1, 2, 3, 4, 5];
/// The puzzle counts offered.
const PUZZLE_COUNTS: [usize; 5] = [3, 4, 6, 8, 12];
/// The class table's columns (`site-teacher-col-<name>`), on the page and in the CSV.
const COLUMNS: [&str; 7] = ["name", "lessons", "puzzles", "tried", "rating", "games", "mistakes"];
/// The wins offered.
const WINS: [usize; 4] = [1, 2, 3, 5];

/// A level of the computer in words (`ai-level-<n>`, as the play page names it).
fn level_words(l: Lang, n: u8) -> String {
    t(l, &format!("ai-level-{n}"))
}

/// What the class table said after the teacher's last action.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Said {
    Added(usize, Vec<LineError>),
    Saved(String),
    SaveFailed,
}

fn line_error_text(l: Lang, e: &LineError) -> String {
    let (key, line) = match e {
        LineError::NoCode(s) => ("site-teacher-no-code", s),
        LineError::Mistyped(s) => ("site-teacher-mistyped", s),
        LineError::NoName(s) => ("site-teacher-no-name", s),
        LineError::OtherTask(s) => ("site-teacher-other-task", s),
    };
    crate::platform::route::cut_echoes(&tr(l, key, &[("line", line.clone().into())]))
}

/// The teacher's page (`#/teacher`; `#/teacher?add=<line>` adds a pupil's report, as a pupil's
/// QR code opens it; `#/teacher?task=<query>` takes an assignment sent earlier, from its pupil's
/// page, to read its codes).
#[component]
pub fn TeacherPage(link: TeacherLink, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    js::set_title(&t(lang.get_untracked(), "site-teacher-title"));
    let TeacherLink { add, task } = link;
    let taken = task.as_deref().and_then(|q| Assignment::parse(q, &SiteGames).ok());
    let draft = RwSignal::new(
        taken
            .clone()
            .or_else(|| js::storage_get(DRAFT_KEY).and_then(|q| Assignment::parse(&q, &SiteGames).ok()))
            .unwrap_or_default(),
    );
    Effect::new(move |_| {
        let q = draft.with(Assignment::query);
        js::storage_set(DRAFT_KEY, &q);
    });
    let order = learning_order();
    // The first game of the learning order (the home page's «start here»).
    let first = order.first().map_or("", |s| s.id);
    let game = RwSignal::new(first.to_string());

    let table = RwSignal::new(ClassTable::parse(&js::storage_get(CLASS_KEY).unwrap_or_default()));
    let said = RwSignal::new(None::<Said>);
    // `try_`: a code the camera saw as the page closed comes after its signals are gone.
    let add_lines = move |text: &str| {
        let (Some(tag), Some(mut t)) = (draft.try_with_untracked(Assignment::tag), table.try_get_untracked()) else {
            return;
        };
        let (added, errors) = t.add_lines(text, tag);
        if added > 0 {
            js::storage_set(CLASS_KEY, &t.to_text());
            table.set(t);
        }
        said.set(Some(Said::Added(added, errors)));
    };
    let from_link = add.is_some() || task.is_some();
    if let Some(line) = add {
        add_lines(&line);
    }
    if from_link {
        js::replace_hash("/teacher");
    }

    let games = order
        .into_iter()
        .map(|s| {
            let id = s.id;
            view! { <option value=id selected=id == first>{move || mancala_text::variant_name(lang.get(), s).to_string()}</option> }
        })
        .collect_view();
    let all_games = mancala_engine::variants()
        .into_iter()
        .map(|s| {
            let id = s.id;
            view! { <option value=id selected=id == first>{move || mancala_text::variant_name(lang.get(), s).to_string()}</option> }
        })
        .collect_view();

    // Puzzles and games: the choices of the form.
    let theme = RwSignal::new(String::new());
    let level = RwSignal::new(String::new());
    let count = RwSignal::new(6_usize);
    let ai_level = RwSignal::new(2_u8);
    let wins = RwSignal::new(1_usize);
    let add_puzzles = move |_| {
        let filter = PuzzleFilter {
            theme: Some(theme.get_untracked()).filter(|s| !s.is_empty()),
            level: Some(level.get_untracked()).filter(|s| !s.is_empty()),
        };
        let item = Item::Puzzles { variant: game.get_untracked(), filter, count: count.get_untracked() };
        draft.update(|d| _ = d.add(item));
    };
    let play_game = RwSignal::new(first.to_string());
    let add_games = move |_| {
        let item = Item::Games {
            variant: play_game.get_untracked(),
            level: ai_level.get_untracked(),
            wins: wins.get_untracked(),
        };
        draft.update(|d| _ = d.add(item));
    };
    let on_cap = move |ev: leptos::ev::Event| {
        let v = event_target_value(&ev);
        draft.update(|d| d.cap = v.parse::<u8>().ok().filter(|&c| c <= MAX_LEVEL));
    };
    let on_title = move |ev: leptos::ev::Event| {
        let v = assignment::clean_name(&event_target_value(&ev));
        draft.update(|d| d.title = v);
    };

    let lessons_of_game = move || {
        let g = game.get();
        view! { <LessonPicker variant=g draft=draft lang=lang /> }
    };
    let themes_of_game = move || {
        let g = game.get();
        view! { <ThemePicker variant=g theme=theme lang=lang /> }
    };

    let items = move || {
        let l = lang.get();
        let d = draft.get();
        if d.items.is_empty() {
            return view! { <p id="teacher-empty" class="note">{t(l, "site-teacher-empty")}</p> }.into_any();
        }
        let rows = d
            .ordered()
            .into_iter()
            .map(|item| {
                let words = item_words(l, item, None);
                let gone = item.clone();
                let remove = move |_| draft.update(|d| d.items.retain(|i| *i != gone));
                view! {
                    <li>
                        {words}
                        " "
                        <button type="button" class="ctl teacher-remove" on:click=remove aria-label=t(l, "site-teacher-remove")>
                            "✕"
                        </button>
                    </li>
                }
            })
            .collect_view();
        view! { <ol id="teacher-items" class="task-items">{rows}</ol> }.into_any()
    };
    let cap_conflict = move || {
        let d = draft.get();
        let too_high =
            d.cap.is_some_and(|c| d.items.iter().any(|i| matches!(i, Item::Games { level, .. } if *level > c)));
        too_high.then(
            || view! { <p id="teacher-cap-conflict" class="notice">{text(lang, "site-teacher-cap-conflict")}</p> },
        )
    };

    let link = move || site_address(&draft.with(Assignment::to_hash));
    let copied = RwSignal::new(None::<bool>);
    let copy = move |_| js::copy_text(&link(), move |ok| copied.set(Some(ok)));
    let output = move || {
        if draft.with(|d| d.items.is_empty()) {
            return None;
        }
        let qr = qr_svg(&link()).unwrap_or_default();
        Some(view! {
            <section id="teacher-link" class="teacher-link" aria-labelledby="teacher-link-title">
                <h3 id="teacher-link-title">{text(lang, "site-teacher-link-title")}</h3>
                <p class="intro">{text(lang, "site-teacher-link-intro")}</p>
                <p class="share">
                    <input id="teacher-url" type="text" readonly prop:value=link />
                    " "
                    <button type="button" id="teacher-copy" class="ctl" on:click=copy>{text(lang, "site-copy")}</button>
                    " "
                    // A button, not a link: a link opened in another tab (Ctrl, the middle button)
                    // would not be a preview, and would set the cap on the teacher's device.
                    <button type="button" id="teacher-open" class="ctl" on:click=move |_| {
                        let a = draft.get_untracked();
                        PREVIEW.with(|p| p.set(Some(a.tag())));
                        js::set_hash(&a.to_hash());
                    }>
                        {text(lang, "site-teacher-open")}
                    </button>
                    " "
                    <button type="button" id="teacher-print" class="ctl" on:click=|_| js::print_page()>{text(lang, "site-teacher-print")}</button>
                    " "
                    <span role="status">
                        {move || copied.get().map(|ok| t(lang.get(), if ok { "site-copied" } else { "site-teacher-copy-failed" }))}
                    </span>
                </p>
                <div id="teacher-qr" class="qr qr-large" role="img" aria-label=move || t(lang.get(), "site-teacher-qr") inner_html=qr></div>
                <p class="teacher-url-print">{link}</p>
            </section>
        })
    };

    // The camera, where the browser reads QR codes: each pupil's code shown to it is added.
    let can_scan = RwSignal::new(false);
    js::scan_support(move |ok| can_scan.set(ok));
    let scanner = StoredValue::new_local(None::<js::Scanner>);
    let scanning = RwSignal::new(false);
    let scan_error = RwSignal::new(None::<js::ScanError>);
    let stop_scan = move || {
        if let Some(s) = scanner.try_update_value(Option::take).flatten() {
            s.stop();
        }
        scanning.set(false);
    };
    let start_scan = move |_| {
        scan_error.set(None);
        scanning.set(true);
        let s = js::scan(
            "class-scan-video",
            move |text| add_lines(&assignment::line_from_scan(&text)),
            move |e| {
                scan_error.set(Some(e));
                scanning.set(false);
            },
        );
        scanner.set_value(Some(s));
    };
    on_cleanup(move || {
        if let Some(s) = scanner.try_update_value(Option::take).flatten() {
            s.stop();
        }
    });
    let scan_view = move || {
        can_scan.get().then(|| {
            view! {
                <div id="class-scan" class="class-scan">
                    <p>
                        <button type="button" id="class-scan-start" class="ctl" hidden=move || scanning.get() on:click=start_scan>
                            {text(lang, "site-teacher-scan")}
                        </button>
                        <button type="button" id="class-scan-stop" class="ctl" hidden=move || !scanning.get() on:click=move |_| stop_scan()>
                            {text(lang, "site-teacher-scan-stop")}
                        </button>
                    </p>
                    <p class="note" hidden=move || !scanning.get()>{text(lang, "site-teacher-scan-intro")}</p>
                    <video id="class-scan-video" muted=true autoplay=true playsinline=true hidden=move || !scanning.get()></video>
                    {move || {
                        scan_error.get().map(|e| {
                            let l = lang.get();
                            let words = match e {
                                js::ScanError::Denied => t(l, "site-teacher-scan-denied"),
                                js::ScanError::NoCamera => t(l, "site-teacher-scan-no-camera"),
                                js::ScanError::Other(why) => tr(l, "site-teacher-scan-failed", &[("why", why.into())]),
                            };
                            view! { <p id="class-scan-error" class="notice error" role="alert">{words}</p> }
                        })
                    }}
                </div>
            }
        })
    };

    let codes = RwSignal::new(String::new());
    let read_codes = move |_| {
        let text = codes.get_untracked();
        add_lines(&text);
        codes.set(String::new());
    };
    let save_csv = move |_| {
        let l = lang.get_untracked();
        let header: Vec<String> = COLUMNS.iter().map(|k| t(l, &format!("site-teacher-col-{k}"))).collect();
        let d = draft.get_untracked();
        let csv =
            table.with_untracked(|t| t.csv(d.tag(), &header, (d.lesson_count(), d.puzzle_count(), d.wins_asked())));
        let file = format!("mancala-class-{}.csv", js::now_iso().get(..10).unwrap_or("saved"));
        // With a byte order mark, so that spreadsheets read the names' Cyrillic as UTF-8.
        let ok = js::download_text(&file, "text/csv;charset=utf-8", &format!("\u{feff}{csv}"));
        said.set(Some(if ok { Said::Saved(file) } else { Said::SaveFailed }));
    };
    let clear_asked = RwSignal::new(false);
    let clear = move |_| {
        let tag = draft.with_untracked(Assignment::tag);
        table.update(|t| t.clear(tag));
        js::storage_set(CLASS_KEY, &table.with_untracked(ClassTable::to_text));
        clear_asked.set(false);
    };
    let class_rows = move || {
        let l = lang.get();
        let d = draft.get();
        let asked = (d.lesson_count(), d.puzzle_count(), d.wins_asked());
        let tag = d.tag();
        let table = table.get();
        let rows = table.of(tag);
        if rows.is_empty() {
            return view! { <p id="class-empty" class="note">{text(lang, "site-teacher-class-empty")}</p> }.into_any();
        }
        let body = rows
            .into_iter()
            .map(|r| {
                let x = r.report.done;
                view! {
                    <tr>
                        <th scope="row">{r.name.clone()}</th>
                        <td>{format!("{}/{}", x.lessons, asked.0)}</td>
                        <td>{format!("{}/{}", x.first_try, asked.1)}</td>
                        <td>{x.tried}</td>
                        <td>{x.rating}</td>
                        <td>{format!("{}/{}", x.won, asked.2)}</td>
                        <td>{x.mistakes}</td>
                    </tr>
                }
            })
            .collect_view();
        let head = COLUMNS
            .iter()
            .map(|k| view! { <th scope="col">{t(l, &format!("site-teacher-col-{k}"))}</th> })
            .collect_view();
        view! {
            <table id="class-table" class="class-table">
                <thead><tr>{head}</tr></thead>
                <tbody>{body}</tbody>
            </table>
        }
        .into_any()
    };
    let said_view = move || {
        said.get().map(|s| {
            let l = lang.get();
            let (class, words, errors) = match &s {
                Said::Added(n, errors) => (
                    if errors.is_empty() { "notice" } else { "notice error" },
                    tr(l, "site-teacher-added", &[("count", (*n).into())]),
                    errors.iter().map(|e| line_error_text(l, e)).collect::<Vec<_>>(),
                ),
                Said::Saved(file) => {
                    ("notice", tr(l, "site-progress-exported", &[("file", file.clone().into())]), Vec::new())
                }
                Said::SaveFailed => ("notice error", t(l, "site-progress-export-failed"), Vec::new()),
            };
            view! {
                <div id="class-said" class=class role="status">
                    <p>{words}</p>
                    <ul>{errors.into_iter().map(|e| view! { <li class="class-refused">{e}</li> }).collect_view()}</ul>
                </div>
            }
        })
    };

    view! {
        <section class="teacher-page" aria-labelledby="teacher-title">
            <h2 id="teacher-title">{text(lang, "site-teacher-title")}</h2>
            <p class="intro">{text(lang, "site-teacher-intro")}</p>
            <p>
                <label for="teacher-name">{text(lang, "site-teacher-name")}</label>
                " "
                <input id="teacher-name" type="text" maxlength="60" prop:value=move || draft.with(|d| d.title.clone()) on:change=on_title />
            </p>
            <fieldset class="teacher-pick">
                <legend>{text(lang, "site-teacher-lessons")}</legend>
                <p>
                    <label for="teacher-game">{text(lang, "site-teacher-game")}</label>
                    " "
                    <select id="teacher-game" on:change=move |ev| game.set(event_target_value(&ev))>{games}</select>
                </p>
                {lessons_of_game}
                <p>
                    <label for="teacher-theme">{text(lang, "site-teacher-theme")}</label>
                    " "
                    {themes_of_game}
                    " "
                    <label for="teacher-level">{text(lang, "site-teacher-level")}</label>
                    " "
                    <select id="teacher-level" on:change=move |ev| level.set(event_target_value(&ev))>
                        <option value="" selected>{text(lang, "site-teacher-any-level")}</option>
                        {(1..=5).map(|d: u8| view! { <option value=d.to_string()>{d}</option> }).collect_view()}
                    </select>
                    " "
                    <label for="teacher-count">{text(lang, "site-teacher-count")}</label>
                    " "
                    <select id="teacher-count" on:change=move |ev| count.set(event_target_value(&ev).parse().unwrap_or(6))>
                        {PUZZLE_COUNTS.map(|n| view! { <option value=n.to_string() selected=n == 6>{n}</option> }).collect_view()}
                    </select>
                    " "
                    <button type="button" id="teacher-add-puzzles" class="ctl" on:click=add_puzzles>{text(lang, "site-teacher-add-puzzles")}</button>
                </p>
            </fieldset>
            <fieldset class="teacher-pick">
                <legend>{text(lang, "site-teacher-games")}</legend>
                <p>
                    <label for="teacher-play-game">{text(lang, "site-teacher-game")}</label>
                    " "
                    <select id="teacher-play-game" on:change=move |ev| play_game.set(event_target_value(&ev))>{all_games}</select>
                    " "
                    <label for="teacher-ai-level">{text(lang, "site-teacher-ai-level")}</label>
                    " "
                    <select id="teacher-ai-level" on:change=move |ev| ai_level.set(event_target_value(&ev).parse().unwrap_or(2))>
                        {LEVELS.map(|n| view! { <option value=n.to_string() selected=n == 2>{move || level_words(lang.get(), n)}</option> }).collect_view()}
                    </select>
                    " "
                    <label for="teacher-wins">{text(lang, "site-teacher-wins")}</label>
                    " "
                    <select id="teacher-wins" on:change=move |ev| wins.set(event_target_value(&ev).parse().unwrap_or(1))>
                        {WINS.map(|n| view! { <option value=n.to_string()>{n}</option> }).collect_view()}
                    </select>
                    " "
                    <button type="button" id="teacher-add-games" class="ctl" on:click=add_games>{text(lang, "site-teacher-add-games")}</button>
                </p>
                <p>
                    <label for="teacher-cap">{text(lang, "site-teacher-cap")}</label>
                    " "
                    <select id="teacher-cap" on:change=on_cap>
                        <option value="" selected=move || draft.with(|d| d.cap.is_none())>{text(lang, "site-teacher-no-cap")}</option>
                        {LEVELS
                            .map(|n| view! { <option value=n.to_string() selected=move || draft.with(|d| d.cap == Some(n))>{move || level_words(lang.get(), n)}</option> })
                            .collect_view()}
                    </select>
                </p>
                {cap_conflict}
            </fieldset>
            <section aria-labelledby="teacher-items-title">
                <h3 id="teacher-items-title">{text(lang, "site-teacher-items")}</h3>
                {items}
            </section>
            {output}
            // Not in `output`, which is drawn again at each change of the assignment: a package
            // being made keeps its button and its words.
            <div hidden=move || draft.with(|d| d.items.is_empty())>
                <ScormPackage draft=draft lang=lang />
            </div>
            <section id="class" class="teacher-class" aria-labelledby="class-title">
                <h3 id="class-title">{text(lang, "site-teacher-class-title")}</h3>
                <p class="intro">{text(lang, "site-teacher-class-intro")}</p>
                <p>
                    <label for="class-codes">{text(lang, "site-teacher-codes")}</label>
                </p>
                <textarea id="class-codes" rows="4" prop:value=move || codes.get() on:input=move |ev| codes.set(event_target_value(&ev))></textarea>
                <p>
                    <button type="button" id="class-add" class="ctl" on:click=read_codes>{text(lang, "site-teacher-read")}</button>
                    " "
                    <button type="button" id="class-csv" class="ctl" on:click=save_csv>{text(lang, "site-teacher-csv")}</button>
                    " "
                    <button type="button" id="class-clear" class="ctl" on:click=move |_| clear_asked.set(true)>{text(lang, "site-teacher-clear")}</button>
                </p>
                <div id="class-clear-ask" role="alertdialog" class="notice" hidden=move || !clear_asked.get()>
                    <p>{text(lang, "site-teacher-clear-ask")}</p>
                    <button type="button" id="class-clear-yes" class="ctl" on:click=clear>{text(lang, "site-teacher-clear-yes")}</button>
                    " "
                    <button type="button" id="class-clear-no" class="ctl" on:click=move |_| clear_asked.set(false)>{text(lang, "site-teacher-clear-no")}</button>
                </div>
                {scan_view}
                {said_view}
                {class_rows}
            </section>
        </section>
    }
}

/// The lessons of the chosen game's course, each a checkbox that puts it in the assignment or
/// takes it out.
#[component]
fn LessonPicker(variant: String, draft: RwSignal<Assignment>, lang: Signal<Lang>) -> impl IntoView {
    let Some(spec) = spec_of(&variant) else { return ().into_any() };
    let lessons = crate::pages::course::load(spec.id);
    (move || match lessons.get() {
        None => view! { <p class="note" role="status">{text(lang, "site-lesson-loading")}</p> }.into_any(),
        Some(Err(e)) => {
            view! { <p class="notice error" role="alert">{move || crate::pages::course::content_error(lang.get(), &e)}</p> }
                .into_any()
        }
        Some(Ok(list)) => {
            let boxes = list
                .into_iter()
                .enumerate()
                .map(|(k, lesson)| {
                    let place = k + 1;
                    let item = Item::Lesson { variant: spec.id.to_string(), place };
                    let has = {
                        let item = item.clone();
                        move || draft.with(|d| d.items.contains(&item))
                    };
                    let toggle = move |ev: leptos::ev::Event| {
                        let on = event_target_checked(&ev);
                        let item = item.clone();
                        draft.update(|d| {
                            if on {
                                _ = d.add(item);
                            } else {
                                d.items.retain(|i| *i != item);
                            }
                        });
                    };
                    let title = lesson.title.clone();
                    view! {
                        <li>
                            <label>
                                <input type="checkbox" class="teacher-lesson" data-place=place prop:checked=has on:change=toggle />
                                " "
                                {move || format!("{place}. {}", pick_text(lang.get(), &title))}
                            </label>
                        </li>
                    }
                })
                .collect_view();
            view! { <ul id="teacher-lessons" class="teacher-lessons">{boxes}</ul> }.into_any()
        }
    })
    .into_any()
}

/// The themes of the chosen game's puzzles, as a select («будь-яка» first).
#[component]
fn ThemePicker(variant: String, theme: RwSignal<String>, lang: Signal<Lang>) -> impl IntoView {
    theme.set(String::new());
    let Some(spec) = spec_of(&variant) else { return ().into_any() };
    let set = crate::pages::course::load_list(Asset::Puzzles, spec.id);
    (move || {
        let themes: Vec<String> = match set.get() {
            Some(Ok(list)) => {
                let mut seen: Vec<String> = Vec::new();
                for step in list.iter().flat_map(|l| l.steps.iter()) {
                    for th in &step.themes {
                        if !seen.contains(th) {
                            seen.push(th.clone());
                        }
                    }
                }
                seen
            }
            _ => Vec::new(),
        };
        let options = themes
            .into_iter()
            .map(|th| {
                let name = th.clone();
                view! { <option value=th>{move || theme_name(lang.get(), &name)}</option> }
            })
            .collect_view();
        view! {
            <select id="teacher-theme" on:change=move |ev| theme.set(event_target_value(&ev))>
                <option value="" selected>{text(lang, "site-teacher-any-theme")}</option>
                {options}
            </select>
        }
    })
    .into_any()
}
