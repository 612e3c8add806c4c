//! The site's pages: the header with the language switch, the hash router and the home page
//! (Leptos; feature `app`).

use crate::pages::kept::KeptGames;
use crate::pages::{
    classroom, course, glossary, lesson, play, print, progress_page, puzzles, record, rules, teacher, worksheet,
};
use crate::platform::i18n::{initial_lang, t, text, tr, Lang};
use crate::platform::js::dom::{link, El, Listeners};
use crate::platform::route::{LessonLink, Route};
use crate::platform::{content, i18n, js, progress};
use leptos::prelude::*;
use mancala_engine::{variants, Provenance, Rows};
use mancala_text::LocalePart;
use std::rc::Rc;

/// Starts the site (the `site` binary's `main`): loads the saved language's strings (inlined in
/// the page or fetched, see [`content::locale`]), then mounts [`App`] in the body. Until then the
/// page shows its static placeholder; if the strings cannot be had, its static bilingual notice
/// (`#boot-error` in `index.html`), since no language is there to say it in.
pub fn start() {
    js::spawn(async {
        match content::locale(initial_lang()).await {
            Ok(()) => {
                js::end_boot(true);
                leptos::mount::mount_to_body(App);
            }
            Err(e) => {
                js::warn(&format!("the site cannot start: {e:?}"));
                js::end_boot(false);
            }
        }
    });
}

/// The whole page: header, language switch, and the page of the current route.
#[component]
pub fn App() -> impl IntoView {
    let lang = RwSignal::new(initial_lang());
    let lang_error = RwSignal::new(None::<content::ContentError>);
    Effect::new(move |_| i18n::apply_lang(lang.get()));
    let route = RwSignal::new(Route::parse(&js::hash()));
    // The game's and the classroom's shares of the strings (`content::locale_part`): each fetched
    // when a page that needs it is first opened (not on a first visit of the home page), then
    // kept; `strings_loaded` counts the loads, so that the page waiting for them is made once
    // they are there.
    let strings_loaded = RwSignal::new(0_u32);
    let strings_error = RwSignal::new(None::<content::ContentError>);
    js::on_hash_change(move |hash| {
        strings_error.set(None);
        route.set(Route::parse(&hash));
    });
    let lang_signal: Signal<Lang> = lang.into();
    classroom::apply_notation();
    // A teacher's `?ai-cap=N` on any page sets the cap of this device (said once, here).
    let cap_said = crate::pages::computer::apply_cap_flag();
    let projector = RwSignal::new(classroom::initial_projector());
    Effect::new(move |_| classroom::apply_projector(projector.get()));
    let offline = RwSignal::new(None::<js::OfflineEvent>);
    js::register_service_worker("./sw.js", move |e| offline.set(Some(e)));
    provide_context(record::Flash::default());
    // A write to the browser's storage failed (full, or disabled): said once, at the top of
    // every page, since progress is no longer kept on this device.
    let storage_failed = RwSignal::new(false);
    js::on_storage_failure(move || _ = storage_failed.try_set(true));

    let page = move || {
        let route = route.get();
        strings_loaded.track();
        let l = lang.get_untracked();
        if let Some(part) = needed_parts(&route).iter().copied().find(|&p| !mancala_text::is_part_loaded(l, p)) {
            if let Some(e) = strings_error.get() {
                return view! { <p id="error" class="notice error" role="alert">{move || e.message(lang.get())}</p> }
                    .into_any();
            }
            pages::preload(&route);
            leptos::task::spawn_local(async move {
                match content::locale_part(l, part).await {
                    Ok(()) => strings_loaded.update(|n| *n += 1),
                    Err(e) => strings_error.set(Some(e)),
                }
            });
            return view! {
                <p id="strings-loading" class="notice" aria-busy="true">{text(lang_signal, "site-content-loading")}</p>
            }
            .into_any();
        }
        page_of(route, lang_signal)
    };

    view! {
        <header class="top">
            <a class="home-link" href="#/">
                <h1 id="title">{text(lang_signal, "site-title")}</h1>
            </a>
            <div class="top-tools">
                <classroom::ProjectorToggle on=projector lang=lang_signal />
                <LangSwitch lang=lang error=lang_error />
            </div>
        </header>
        <main id="main">
            {move || {
                lang_error
                    .get()
                    .map(|e| view! { <p id="lang-error" class="notice error" role="alert">{move || e.message(lang.get())}</p> })
            }}
            {move || {
                storage_failed
                    .get()
                    .then(|| {
                        view! {
                            <div id="storage-error" class="notice error" role="alert">
                                <p>{text(lang_signal, "site-storage-failed")}</p>
                                <p>
                                    <a id="storage-export" href="#/progress">
                                        {text(lang_signal, "site-storage-export")}
                                    </a>
                                </p>
                            </div>
                        }
                    })
            }}
            {cap_said.map(|said| view! { <p id="cap-notice" class="notice" role="status">{move || said.text(lang.get())}</p> })}
            {page}
        </main>
        <classroom::OfflineStatus status=offline lang=lang_signal />
    }
}

/// The shares of the strings the page of `route` needs besides the pages' own: what the engine
/// says (a board, a lesson, a rules page, an error in a link: [`LocalePart::Game`]) on every page
/// but the home page, and the classroom's words ([`LocalePart::Class`]) on the teacher's and the
/// pupil's pages of an assignment.
fn needed_parts(route: &Route) -> &'static [LocalePart] {
    match route {
        Route::Home | Route::NotFound(_) | Route::TooLong(_) => &[],
        Route::Teacher(_) | Route::Task(_) => &[LocalePart::Game, LocalePart::Class],
        _ => &[LocalePart::Game],
    }
}

/// The page of a route, once its strings are there. Every page but the home page is drawn by a
/// function of its own that release builds split off into a chunk of the wasm, loaded when the
/// page is first opened ([`split_page!`]; tools/build_split.sh): the home page loads none.
fn page_of(route: Route, lang_signal: Signal<Lang>) -> AnyView {
    let lang = lang_signal;
    match route {
        Route::Home => view! { <Home lang=lang_signal /> }.into_any(),
        Route::NotFound(_) => view! {
            <p id="error" class="notice error" role="alert">{text(lang, "site-not-found")}</p>
            <Home lang=lang_signal />
        }
        .into_any(),
        Route::TooLong(too_long) => {
            let says = move || {
                let args = [
                    ("what", too_long.what.into()),
                    ("length", too_long.length.into()),
                    ("limit", too_long.limit.into()),
                ];
                tr(lang.get(), "site-link-too-long", &args)
            };
            view! {
                <p id="error" class="notice error" role="alert">{says}</p>
                <Home lang=lang_signal />
            }
            .into_any()
        }
        Route::Play(link) => when_loaded(lang, move || pages::play(link.clone(), lang)),
        Route::Rules(link) => when_loaded(lang, move || pages::rules(link.clone(), lang)),
        Route::Print(link) => when_loaded(lang, move || pages::print(link.clone(), lang)),
        Route::Learn(id) => when_loaded(lang, move || pages::course(id.clone(), lang)),
        Route::Lesson(link) => when_loaded(lang, move || pages::lesson(link.clone(), lang)),
        Route::Glossary(term) => when_loaded(lang, move || pages::glossary(term.clone(), lang)),
        Route::Puzzles => when_loaded(lang, move || pages::puzzles(lang)),
        Route::Worksheet(link) => {
            when_loaded(lang, move || pages::class(teacher::ClassPage::Worksheet(link.clone()), lang))
        }
        Route::Progress => when_loaded(lang, move || pages::progress(lang)),
        Route::Teacher(link) => {
            when_loaded(lang, move || pages::class(teacher::ClassPage::Teacher(link.clone()), lang))
        }
        Route::Task(query) => when_loaded(lang, move || pages::class(teacher::ClassPage::Task(query.clone()), lang)),
        Route::Mixed(n) => {
            let link = LessonLink {
                variant: content::MIXED.to_string(),
                lesson: n.unwrap_or_default(),
                ..LessonLink::default()
            };
            when_loaded(lang, move || pages::lesson(link.clone(), lang))
        }
    }
}

/// The course page of `id`, its code loaded as the course route's is (a chunk of its own in a
/// release build): for the lesson page, which shows the course under a lesson link that names
/// no lesson, without carrying the course page's code in its own chunks.
pub(crate) fn course_page(id: String, lang: Signal<Lang>) -> AnyView {
    when_loaded(lang, move || pages::course(id.clone(), lang))
}

/// A page whose code may be a chunk of the wasm yet to load: nothing (the boot's placeholder
/// is gone, the header is there) until `load` has the page, then the page; if the chunk cannot
/// be had (offline on a first visit), what went wrong and a button to try again.
fn when_loaded(lang: Signal<Lang>, load: impl Fn() -> pages::Loading + 'static) -> AnyView {
    let shown = RwSignal::new_local(None::<Result<AnyView, ()>>);
    let load = StoredValue::new_local(load);
    // The page is made when the future is polled: under this owner, also when tried again from
    // a click (its contexts, e.g. the record's `Flash`, and its lifetime), but tracking nothing (the route's closure must not
    // re-run when a signal the page reads at its making changes).
    let owner = Owner::current().unwrap_or_default();
    let start = move || {
        let future = load.with_value(|load| load());
        let scoped = owner.with(|| {
            leptos::reactive::computed::ScopedFuture::new_untracked(async move {
                // A page left before its chunk came: nothing to show it in.
                _ = shown.try_set(Some(future.await));
            })
        });
        leptos::task::spawn_local(scoped);
    };
    start();
    (move || {
        shown.track();
        match shown.try_update_untracked(Option::take).flatten() {
            Some(Ok(page)) => Some(page),
            Some(Err(())) => {
                let err = content::ContentError::Unreachable { what: "page".into(), why: "split chunk".into() };
                Some(view! { <rules::ContentErrorNotice err=err lang=lang retry=start.clone() /> }.into_any())
            }
            None => None,
        }
    })
    .into_any()
}

/// The pages' functions, one per page group. With the feature `split` (the release build of
/// tools/build_split.sh) each is a split point of wasm-split (`wasm_split_helpers`, what
/// Leptos's `#[lazy]` is made of, here `fallible` so that a chunk that does not load is said,
/// not a panic); without it (tests, `./x serve --dev`, the single file) a plain call.
mod pages {
    use super::{
        course, glossary, lesson, play, print, progress_page, puzzles, rules, teacher, worksheet, Lang, LessonLink,
    };
    use crate::platform::route::{PlayLink, RulesLink};
    use leptos::prelude::*;
    use std::future::Future;
    use std::pin::Pin;

    /// A page being had: its view, or `Err` when its chunk could not be loaded.
    pub type Loading = Pin<Box<dyn Future<Output = Result<AnyView, ()>>>>;

    /// Defines `pub fn $name(args) -> Loading` over the page's drawing function, split off in
    /// release builds, with `$preload`, which loads the chunk without drawing ([`preload`]).
    macro_rules! split_page {
        ($name:ident, $preload:ident, $draw:ident ( $($arg:ident : $ty:ty),* ) $body:block) => {
            #[cfg_attr(
                feature = "split",
                leptos::wasm_split::wasm_split(
                    $name,
                    wasm_split_path = leptos::wasm_split,
                    fallible,
                    preload($preload)
                )
            )]
            fn $draw($($arg: $ty),*) -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
                Ok($body)
            }

            pub fn $name($($arg: $ty),*) -> Loading {
                #[cfg(feature = "split")]
                return Box::pin(async move { $draw($($arg),*).await.map_err(|_| ()) });
                #[cfg(not(feature = "split"))]
                return Box::pin(std::future::ready($draw($($arg),*).map_err(|_| ())));
            }
        };
    }

    /// Starts loading the chunk of `route`'s page, if it has one: while the page waits for the
    /// boards' strings (`App`), its code comes at the same time, not after.
    pub fn preload(route: &crate::platform::route::Route) {
        #[cfg(feature = "split")]
        {
            use crate::platform::route::Route;
            use leptos::task::spawn_local;
            match route {
                Route::Play(_) => spawn_local(async { _ = preload_play().await }),
                Route::Rules(_) => spawn_local(async { _ = preload_rules().await }),
                Route::Print(_) => spawn_local(async { _ = preload_print().await }),
                Route::Learn(_) => spawn_local(async { _ = preload_course().await }),
                Route::Lesson(_) | Route::Mixed(_) => spawn_local(async { _ = preload_lesson().await }),
                Route::Glossary(_) => spawn_local(async { _ = preload_glossary().await }),
                Route::Puzzles => spawn_local(async { _ = preload_puzzles().await }),
                Route::Progress => spawn_local(async { _ = preload_progress().await }),
                Route::Worksheet(_) | Route::Teacher(_) | Route::Task(_) => {
                    spawn_local(async { _ = preload_class().await });
                }
                Route::Home | Route::NotFound(_) | Route::TooLong(_) => {}
            }
        }
        #[cfg(not(feature = "split"))]
        let _ = route;
    }

    split_page!(play, preload_play, draw_play(link: PlayLink, lang: Signal<Lang>) {
        view! { <play::PlayPage link=link lang=lang /> }.into_any()
    });
    split_page!(rules, preload_rules, draw_rules(link: RulesLink, lang: Signal<Lang>) {
        view! { <rules::RulesPage id=link.variant rule=link.rule lang=lang /> }.into_any()
    });
    split_page!(print, preload_print, draw_print(link: PlayLink, lang: Signal<Lang>) {
        view! { <print::PrintPage link=link lang=lang /> }.into_any()
    });
    split_page!(course, preload_course, draw_course(id: String, lang: Signal<Lang>) {
        view! { <course::CoursePage id=id lang=lang /> }.into_any()
    });
    split_page!(lesson, preload_lesson, draw_lesson(link: LessonLink, lang: Signal<Lang>) {
        view! { <lesson::LessonPage link=link lang=lang /> }.into_any()
    });
    split_page!(glossary, preload_glossary, draw_glossary(term: Option<String>, lang: Signal<Lang>) {
        view! { <glossary::GlossaryPage term=term lang=lang /> }.into_any()
    });
    split_page!(puzzles, preload_puzzles, draw_puzzles(lang: Signal<Lang>) {
        view! { <puzzles::PuzzlesPage lang=lang /> }.into_any()
    });
    split_page!(progress, preload_progress, draw_progress(lang: Signal<Lang>) {
        view! { <progress_page::ProgressPage lang=lang /> }.into_any()
    });
    // The classroom's pages, one page group: the worksheet, the teacher's page and a pupil's page
    // of an assignment. They share most of their code (a game's puzzles as a worksheet picks
    // them, the courses), and each split point more cuts the code the pages share into more,
    // smaller chunks, which every page then loads (BENCHMARKS.md, "Transfer size").
    split_page!(class, preload_class, draw_class(page: teacher::ClassPage, lang: Signal<Lang>) {
        match page {
            teacher::ClassPage::Teacher(link) => view! { <teacher::TeacherPage link=link lang=lang /> }.into_any(),
            teacher::ClassPage::Task(query) => view! { <teacher::TaskPage query=query lang=lang /> }.into_any(),
            teacher::ClassPage::Worksheet(link) => view! { <worksheet::WorksheetPage link=link lang=lang /> }.into_any(),
        }
    });
}

/// The Ukrainian / Russian switch (works at any time, also during an animation). A language not
/// shown yet is loaded first ([`content::locale_part`]: the shares of the strings the page
/// shown has), then switched to; the last click wins, and a
/// language that cannot be loaded leaves the page as it was, with `error` set.
#[component]
pub fn LangSwitch(lang: RwSignal<Lang>, error: RwSignal<Option<content::ContentError>>) -> impl IntoView {
    let wanted = RwSignal::new(None::<Lang>);
    let choose = move |l: Lang| {
        // The shares the page shown has (the game share once a board was opened), so that the
        // page keeps what it shows (a game, a lesson's step) and only changes its words.
        let shares: Vec<LocalePart> = LocalePart::ALL
            .into_iter()
            .filter(|&part| part == LocalePart::Pages || mancala_text::is_part_loaded(lang.get_untracked(), part))
            .collect();
        if shares.iter().all(|&part| mancala_text::is_part_loaded(l, part)) {
            wanted.set(None);
            error.set(None);
            lang.set(l);
            return;
        }
        wanted.set(Some(l));
        leptos::task::spawn_local(async move {
            let mut loaded = Ok(());
            for part in shares {
                loaded = content::locale_part(l, part).await;
                if loaded.is_err() {
                    break;
                }
            }
            if wanted.get_untracked() != Some(l) {
                return; // another language was chosen meanwhile
            }
            wanted.set(None);
            match loaded {
                Ok(()) => {
                    error.set(None);
                    lang.set(l);
                }
                Err(e) => error.set(Some(e)),
            }
        });
    };
    view! {
        <nav class="lang-switch" aria-label=text(lang.into(), "site-language")>
            {Lang::ALL
                .into_iter()
                .map(|l| {
                    view! {
                        <button
                            type="button"
                            id=format!("lang-{}", l.code())
                            lang=l.code()
                            title=i18n::native_name(l)
                            aria-pressed=move || (lang.get() == l).to_string()
                            aria-busy=move || (wanted.get() == Some(l)).then_some("true")
                            on:click=move |_| choose(l)
                        >
                            {i18n::label(l)}
                        </button>
                    }
                })
                .collect_view()}
        </nav>
    }
}

/// The list of games: two-row and four-row groups in the articles' learning order, with a "start
/// here" that opens the first lesson of the first game. A game's name opens its course (its
/// play board when it has no lessons). Drawn without the framework ([`El`]) for the language
/// shown, like the puzzles' page (BENCHMARKS.md: Leptos's views cost the first load).
#[component]
pub fn Home(#[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let host = NodeRef::<leptos::html::Section>::new();
    let listeners: StoredValue<Option<(Listeners, Listeners)>, LocalStorage> = StoredValue::new_local(None);
    Effect::new(move |_| {
        let l = lang.get();
        let Some(el) = host.get() else { return };
        let host = El::host(el);
        host.clear();
        listeners.set_value(Some(draw_home(&host, l)));
    });
    view! { <section class="variants" aria-labelledby="variants-heading" node_ref=host></section> }
}

fn draw_home(host: &El, l: Lang) -> (Listeners, Listeners) {
    let p = |class: &str| El::new("p").with_class(class);
    host.append(&p("tagline").with_text(&t(l, "site-tagline")));
    host.append(
        &El::new("h2").with_attr("id", "variants-heading").with_class("visually-hidden").with_text(&t(l, "site-home")),
    );
    let kept = draw_kept(host, l);
    // The first lesson of the first game of the learning order.
    if let Some(first) = course::learning_order().first().copied() {
        let label = tr(l, "site-start-here-link", &[("name", mancala_text::variant_name(l, first).into())]);
        let start = El::new("section")
            .with_attr("id", "start-here")
            .with_class("start-here")
            .with_attr("aria-labelledby", "start-here-title")
            .with_child(&El::new("h3").with_attr("id", "start-here-title").with_text(&t(l, "site-start-here-title")))
            .with_child(&El::new("p").with_text(&t(l, "site-start-here")))
            .with_child(&link("start-here-link", "button-link", &format!("#/learn/{}/1", first.id), &label));
        // The path of courses to each main game (walk L9), each course linked.
        let paths = El::new("ul").with_attr("id", "paths").with_attr("aria-label", &t(l, "site-paths"));
        for &id in mancala_content::MAIN_GAMES {
            let li = El::new("li").with_attr("data-variant", id);
            for (i, step) in mancala_content::route_to(id).into_iter().enumerate() {
                let Some(spec) = course::spec_of(step) else { continue };
                if i > 0 {
                    li.append_text(" → ");
                }
                li.append(&link("", "", &format!("#/learn/{step}"), mancala_text::variant_name(l, spec)));
            }
            paths.append(&li);
        }
        start.append(&El::new("p").with_text(&t(l, "site-paths")));
        start.append(&paths);
        host.append(&start);
    }
    host.append(&p("learning-path").with_text(&t(l, "site-lesson-path")));
    host.append(&p("glossary-link").with_child(&link("glossary-link", "", "#/glossary", &t(l, "site-glossary-link"))));
    host.append(&p("puzzles-link").with_child(&link("puzzles-home-link", "", "#/puzzles", &t(l, "site-puzzles-link"))));
    host.append(&p("progress-link").with_child(&link("progress-link", "", "#/progress", &t(l, "site-progress-link"))));
    // The last assignment a teacher's link opened here, for a pupil who closed its tab.
    if let Some(query) = js::storage_get(crate::pages::assignment::LAST_KEY).filter(|q| !q.is_empty()) {
        host.append(&p("task-last").with_child(&link(
            "task-last-link",
            "",
            &format!("#/task?{query}"),
            &t(l, "site-task-last"),
        )));
    }
    host.append(&p("teacher-link").with_child(&link("teacher-home-link", "", "#/teacher", &t(l, "site-teacher-link"))));
    let all = variants();
    if all.is_empty() {
        host.append(&El::new("p").with_attr("id", "no-variants").with_text(&t(l, "site-no-variants")));
    }
    let done = progress::done();
    let mut badges = Vec::new();
    let list = El::new("div").with_attr("id", "variant-list");
    for (rows, heading) in [(Rows::Two, "site-two-row"), (Rows::Four, "site-four-row")] {
        let items = El::new("ol").with_class("variant-list");
        for spec in all.iter().copied().filter(|v| v.rows == rows) {
            let id = spec.id;
            let has_lessons = mancala_content::lesson_ids(id).next().is_some();
            let name_href = if has_lessons { format!("#/learn/{id}") } else { format!("#/play/{id}") };
            let li = El::new("li").with_attr("data-variant", id).with_child(&link(
                "",
                "variant-name",
                &name_href,
                mancala_text::variant_name(l, spec),
            ));
            if spec.provenance == Provenance::Reconstructed {
                li.append(
                    &El::new("span")
                        .with_class("badge reconstructed")
                        .with_attr("title", &t(l, "site-reconstructed"))
                        .with_text("*"),
                );
            }
            li.append_text(" ");
            li.append(&link("", "learn-link", &format!("#/learn/{id}"), &t(l, "site-lesson-learn")));
            li.append_text(" ");
            li.append(&link("", "play-link", &format!("#/play/{id}"), &t(l, "site-home-play")));
            li.append_text(" ");
            if let Some(badge) = course::progress_badge(l, id, &done) {
                li.append(&badge);
                badges.push((badge, id));
            }
            li.append_text(" ");
            li.append(&link("", "rules-link", &format!("#/rules/{id}"), &t(l, "site-rules")));
            items.append(&li);
        }
        if items.child_count() > 0 {
            let group = El::new("section")
                .with_class("variant-group")
                .with_child(&El::new("h3").with_text(&t(l, heading)))
                .with_child(&items);
            list.append(&group);
        }
    }
    host.append(&list);
    if all.iter().any(|v| v.provenance == Provenance::Reconstructed) {
        host.append(&p("note").with_text(&format!("* {}", t(l, "site-reconstructed"))));
    }
    // A reset counts the badges again (in place: the reset's own listeners stay).
    let reset = course::draw_reset(
        host,
        l,
        None,
        Rc::new(move || {
            let done = progress::done();
            for (badge, id) in &badges {
                course::set_badge(badge, l, id, &done);
            }
        }),
    );
    (kept, reset)
}

/// The games kept on the device (the last of each variant, [`KeptGames`]), latest first: each
/// to continue, with its opponent and level, or to forget.
fn draw_kept(host: &El, l: Lang) -> Listeners {
    let mut listeners = Listeners::default();
    let all = variants();
    let list = El::new("ul");
    for game in KeptGames::load().0.into_iter().rev() {
        let Some(spec) = all.iter().copied().find(|v| v.id == game.variant) else { continue };
        let go = link("", "kept-continue", &format!("#{}", game.hash), &t(l, "site-kept-continue"));
        let forget = El::new("button")
            .with_attr("type", "button")
            .with_class("ctl kept-forget")
            .with_text(&t(l, "site-kept-forget"));
        let item = El::new("li")
            .with_attr("data-variant", spec.id)
            .with_text(&format!("{}: ", mancala_text::variant_name(l, spec)));
        item.append(&go);
        item.append_text(" ");
        item.append(&forget);
        listeners.on(&go, "click", move |_| game.restore_opponent());
        let gone = item.clone();
        listeners.on(&forget, "click", move |_| {
            KeptGames::forget_saved(spec.id);
            gone.set_attr("hidden", "");
        });
        list.append(&item);
    }
    if list.child_count() > 0 {
        host.append(
            &El::new("section")
                .with_attr("id", "kept-games")
                .with_class("kept-games")
                .with_child(&El::new("h3").with_text(&t(l, "site-kept-title")))
                .with_child(&list),
        );
    }
    listeners
}
