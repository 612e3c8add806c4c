//! The site's pages: the header with the language switch, the hash router and the home page
//! (Leptos; feature `app`).

use crate::pages::{classroom, course, glossary, lesson, play, print, puzzles, record, rules};
use crate::platform::i18n::{initial_lang, t, text, tr, Lang};
use crate::platform::route::{LessonLink, Route};
use crate::platform::{content, i18n, js, progress};
use leptos::prelude::*;
use mancala_engine::{variants, Provenance, Rows};
use mancala_text::LocalePart;

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
    // The game share of the strings (`content::locale_part`): fetched when a page that needs it
    // is first opened (not on a first visit of the home page), then kept; `strings_loaded`
    // counts the loads, so that the page waiting for them is made once they are there.
    let strings_loaded = RwSignal::new(0_u32);
    let strings_error = RwSignal::new(None::<content::ContentError>);
    js::on_hash_change(move |hash| {
        strings_error.set(None);
        route.set(Route::parse(&hash));
    });
    let lang_signal: Signal<Lang> = lang.into();
    let projector = RwSignal::new(classroom::initial_projector());
    Effect::new(move |_| classroom::apply_projector(projector.get()));
    let offline = RwSignal::new(None::<js::OfflineEvent>);
    js::register_service_worker("./sw.js", move |e| offline.set(Some(e)));
    provide_context(record::Flash::default());

    let page = move || {
        let route = route.get();
        strings_loaded.track();
        let l = lang.get_untracked();
        if needs_game_strings(&route) && !mancala_text::is_part_loaded(l, LocalePart::Game) {
            if let Some(e) = strings_error.get() {
                return view! { <p id="error" class="notice error" role="alert">{move || e.message(lang.get())}</p> }
                    .into_any();
            }
            leptos::task::spawn_local(async move {
                match content::locale_part(l, LocalePart::Game).await {
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
            {page}
        </main>
        <classroom::OfflineStatus status=offline lang=lang_signal />
    }
}

/// Whether the page of `route` says what the engine says (a board, a lesson, a rules page, an
/// error in a link): it then needs the game share of the strings ([`LocalePart::Game`]).
fn needs_game_strings(route: &Route) -> bool {
    !matches!(route, Route::Home | Route::NotFound(_))
}

/// The page of a route, once its strings are there.
fn page_of(route: Route, lang_signal: Signal<Lang>) -> AnyView {
    let lang = lang_signal;
    match route {
        Route::Home => view! { <Home lang=lang_signal /> }.into_any(),
        Route::NotFound(_) => view! {
            <p id="error" class="notice error" role="alert">{text(lang, "site-not-found")}</p>
            <Home lang=lang_signal />
        }
        .into_any(),
        Route::Play(link) => view! { <play::PlayPage link=link lang=lang_signal /> }.into_any(),
        Route::Rules(link) => view! { <rules::RulesPage id=link.variant rule=link.rule lang=lang_signal /> }.into_any(),
        Route::Print(link) => view! { <print::PrintPage link=link lang=lang_signal /> }.into_any(),
        Route::Learn(id) => view! { <course::CoursePage id=id lang=lang_signal /> }.into_any(),
        Route::Lesson(link) => view! { <lesson::LessonPage link=link lang=lang_signal /> }.into_any(),
        Route::Glossary(term) => view! { <glossary::GlossaryPage term=term lang=lang_signal /> }.into_any(),
        Route::Puzzles => view! { <puzzles::PuzzlesPage lang=lang_signal /> }.into_any(),
        Route::Mixed(n) => {
            let link = LessonLink {
                variant: content::MIXED.to_string(),
                lesson: n.map(|n| n.to_string()).unwrap_or_default(),
                ..LessonLink::default()
            };
            view! { <lesson::LessonPage link=link lang=lang_signal /> }.into_any()
        }
    }
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
/// play board when it has no lessons).
#[component]
pub fn Home(#[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let all = variants();
    let empty = all.is_empty();
    let done = RwSignal::new(progress::done());
    let group = move |rows: Rows, heading: &'static str| {
        let specs: Vec<_> = all.iter().copied().filter(|v| v.rows == rows).collect();
        (!specs.is_empty()).then(|| {
            let items = specs
                .into_iter()
                .map(|spec| {
                    let note = (spec.provenance == Provenance::Reconstructed)
                        .then(|| view! { <span class="badge reconstructed" title=text(lang, "site-reconstructed")>"*"</span> });
                    let has_lessons = mancala_content::lesson_ids(spec.id).next().is_some();
                    let name_href =
                        if has_lessons { format!("#/learn/{}", spec.id) } else { format!("#/play/{}", spec.id) };
                    view! {
                        <li data-variant=spec.id>
                            <a class="variant-name" href=name_href>
                                {move || mancala_text::variant_name(lang.get(), spec)}
                            </a>
                            {note}
                            " "
                            <a class="learn-link" href=format!("#/learn/{}", spec.id)>{text(lang, "site-lesson-learn")}</a>
                            " "
                            <a class="play-link" href=format!("#/play/{}", spec.id)>{text(lang, "site-home-play")}</a>
                            " "
                            <course::CourseProgress variant=spec.id lang=lang done=done />
                            " "
                            <a class="rules-link" href=format!("#/rules/{}", spec.id)>{text(lang, "site-rules")}</a>
                        </li>
                    }
                })
                .collect_view();
            view! {
                <section class="variant-group">
                    <h3>{move || t(lang.get(), heading)}</h3>
                    <ol class="variant-list">{items}</ol>
                </section>
            }
        })
    };
    // The first lesson of the first game of the learning order.
    let start_here = course::learning_order().first().copied().map(|first| {
        view! {
            <section id="start-here" class="start-here" aria-labelledby="start-here-title">
                <h3 id="start-here-title">{text(lang, "site-start-here-title")}</h3>
                <p>{text(lang, "site-start-here")}</p>
                <a id="start-here-link" class="button-link" href=format!("#/learn/{}/1", first.id)>
                    {move || {
                        let lang = lang.get();
                        tr(lang, "site-start-here-link", &[("name", mancala_text::variant_name(lang, first).into())])
                    }}
                </a>
            </section>
        }
    });
    let has_reconstructed = variants().iter().any(|v| v.provenance == Provenance::Reconstructed);
    view! {
        <section class="variants" aria-labelledby="variants-heading">
            <p class="tagline">{text(lang, "site-tagline")}</p>
            <h2 id="variants-heading" class="visually-hidden">{text(lang, "site-home")}</h2>
            {start_here}
            <p class="learning-path">{text(lang, "site-lesson-path")}</p>
            <p class="glossary-link">
                <a id="glossary-link" href="#/glossary">{text(lang, "site-glossary-link")}</a>
            </p>
            <p class="puzzles-link">
                <a id="puzzles-home-link" href="#/puzzles">{text(lang, "site-puzzles-link")}</a>
            </p>
            {empty.then(|| view! { <p id="no-variants">{text(lang, "site-no-variants")}</p> })}
            <div id="variant-list">
                {group(Rows::Two, "site-two-row")}
                {group(Rows::Four, "site-four-row")}
            </div>
            {has_reconstructed.then(|| view! { <p class="note">"* " {text(lang, "site-reconstructed")}</p> })}
            <course::ResetProgress variant=None lang=lang on_reset=Callback::new(move |()| done.set(progress::done())) />
        </section>
    }
}
