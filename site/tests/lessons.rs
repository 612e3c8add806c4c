//! Browser tests of the course and lesson pages (wasm-bindgen-test in headless Chromium):
//! `cargo test --target wasm32-unknown-unknown -p site --test lessons`.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::IntoAny;
use mancala_content::games::Games;
use site::board::player::INSTANT_KEY;
use site::platform::i18n::LANG_KEY;
use site::platform::progress::DONE_KEY;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::HtmlElement;

mod common;

use common::{document, inline_content, settle, Host};

wasm_bindgen_test_configure!(run_in_browser);

/// Waits (a bounded number of ticks) until an element is there: lessons load asynchronously.
async fn wait_for(host: &Host, selector: &str) -> HtmlElement {
    for _ in 0..200 {
        if let Some(el) = host.find(selector) {
            return el;
        }
        leptos::task::tick().await;
    }
    panic!("`{selector}` never appeared; page: {}", host.0.inner_text());
}

/// Puts every course's lessons in the page, once per test run.
fn inline_all_lessons() {
    use mancala_content::{asset_path, Asset};
    let mut lessons = mancala_content::all_lessons().expect("the lessons load");
    // As the export writes them: each lesson's end leads to its themes' puzzles.
    let sets = mancala_content::puzzles::sets().expect("the puzzle sets load");
    let puzzles: Vec<_> = sets
        .iter()
        .map(|s| mancala_content::puzzles::lesson(&Games::registered(), s).expect("a set as a lesson"))
        .collect();
    assert!(mancala_content::export::add_practice(&Games::registered(), &mut lessons, &puzzles).is_empty());
    for spec in mancala_engine::variants() {
        let path = asset_path(Asset::Lessons, spec.id);
        if document().get_element_by_id(&path).is_some() {
            continue;
        }
        let mine: Vec<_> = lessons.iter().filter(|l| l.variant == spec.id).cloned().collect();
        inline_content(&path, &mancala_content::export::lessons_json(&mine)).keep();
    }
}

async fn mount_app(hash: &str) -> (Host, impl Drop) {
    inline_all_lessons();
    site::platform::js::storage_remove(LANG_KEY);
    site::platform::js::storage_set(INSTANT_KEY, "1");
    site::platform::js::storage_set(site::pages::lesson::LESSON_INSTANT_KEY, "1");
    site::platform::js::replace_hash(hash);
    let host = Host::new();
    let handle = leptos::mount::mount_to(host.0.clone(), || site::App().into_any());
    settle().await;
    (host, handle)
}

#[wasm_bindgen_test]
async fn a_task_is_judged_wrong_then_right_and_the_lesson_is_done() {
    site::platform::js::storage_remove(DONE_KEY);
    let (host, _h) = mount_app("/learn/kalah/01-board-and-sowing?s=5").await;
    wait_for(&host, "section.lesson").await;
    assert_eq!(host.attr("section.lesson", "data-step"), "5");
    assert_eq!(host.attr("section.lesson", "data-kind"), "task");
    assert_eq!(host.text("#lesson-progress"), "Крок уроку 5 з 5");
    assert!(host.text("#lesson-task").contains("Порахуйте"), "task: {}", host.text("#lesson-task"));
    assert!(host.disabled("#lesson-next"));
    assert!(host.get("[data-pit='S2']").class_name().contains("legal"));
    // The rules of the step link to the rules page.
    assert_eq!(host.attr("#lesson-rules [data-rule='KAL-7']", "href"), "#/rules/kalah?r=KAL-7");

    // A wrong move: played out, explained from its facts, with the hint.
    host.click("[data-pit='S0']").await;
    assert_eq!(host.attr("#lesson-feedback .feedback", "data-result"), "wrong");
    let said = host.text("#lesson-feedback");
    // The pits are named the learner's way, with no engine token.
    assert!(said.contains("Ваш хід — ямка 1 Півдня —") && said.contains("впало в ямку 5 Півдня"), "feedback: {said}");
    assert!(!said.contains("S0"), "feedback: {said}");
    assert!(!said.contains("ямку S4"), "feedback: {said}");
    // The hint the task writes for this wrong move (walk L13), not its hint about the position.
    assert!(said.contains("до амбара їх не вистачило"), "the hint for S0: {said}");
    assert_eq!(host.pit_count("S0"), 0);
    assert!(host.disabled("#lesson-next"));
    // Clicks are ignored until the learner retries (S0's sowing left 5 seeds in S2).
    host.click("[data-pit='S2']").await;
    assert_eq!(host.pit_count("S2"), 5);
    assert_eq!(host.attr("#lesson-feedback .feedback", "data-result"), "wrong");

    // The language switches mid-lesson: same step, same state, the other language.
    host.click("#lang-ru").await;
    assert_eq!(host.attr("section.lesson", "data-step"), "5");
    assert!(host.text("#lesson-feedback").contains("лунку 5 Юга"), "feedback: {}", host.text("#lesson-feedback"));
    host.click("#lang-uk").await;

    // Retry restores the position.
    host.click("#lesson-retry").await;
    assert_eq!(host.pit_count("S0"), 4);
    assert!(host.find("#lesson-feedback .feedback").is_none());
    host.click("[data-pit='S2']").await;
    assert_eq!(host.attr("#lesson-feedback .feedback", "data-result"), "right");
    assert!(
        host.text("#lesson-feedback").contains("Останнє зерно в амбарі"),
        "praise: {}",
        host.text("#lesson-feedback")
    );
    assert_eq!(host.pit_count("S2"), 0);
    assert!(!host.disabled("#lesson-next"));

    // The last step: finishing marks the lesson done and offers the next one.
    host.click("#lesson-next").await;
    assert!(host.find("#lesson-finished").is_some());
    assert!(site::platform::progress::done().contains("kalah/01-board-and-sowing"));
    assert_eq!(host.attr("#lesson-next-lesson", "href"), "#/learn/kalah/02-extra-turns");
    // And the puzzles of what it showed: sowing into the store earns another move.
    assert_eq!(host.attr("#lesson-practice a[data-filter='extra-turn']", "href"), "#/puzzles/kalah?t=extra-turn");
    assert_eq!(host.text("#lesson-practice a[data-filter='extra-turn']"), "ще один хід");
    site::platform::js::storage_remove(DONE_KEY);
}

#[wasm_bindgen_test]
async fn shown_moves_are_played_and_steps_go_back_and_forth() {
    let (host, _h) = mount_app("/learn/kalah/01-board-and-sowing?s=3").await;
    wait_for(&host, "section.lesson").await;
    assert_eq!(host.attr("section.lesson", "data-kind"), "show");
    // Instant mode: the move S4 is shown to its end.
    assert_eq!(host.pit_count("S4"), 0);
    assert_eq!(host.pit_count("N1"), 5);
    assert!(!host.disabled("#lesson-next"));
    assert!(!host.disabled("#lesson-replay"));
    host.click("#lesson-prev").await;
    assert_eq!(host.attr("section.lesson", "data-step"), "2");
    assert_eq!(host.pit_count("S4"), 4);
    assert!(site::platform::js::hash().ends_with("?s=2"), "hash: {}", site::platform::js::hash());
    host.click("#lesson-next").await;
    host.click("#lesson-next").await;
    assert_eq!(host.attr("section.lesson", "data-step"), "4");
    assert_eq!(host.pit_count("S5"), 0, "step 4 shows S5 from its own position");
}

#[wasm_bindgen_test]
async fn a_move_with_a_choice_is_asked_as_on_the_play_page() {
    let (host, _h) = mount_app("/learn/kujifunza/02-capture-and-heads?s=5").await;
    wait_for(&host, "section.lesson").await;
    assert_eq!(host.attr("section.lesson", "data-kind"), "task");
    host.click("[data-pit='S.I4']").await;
    assert_eq!(host.attr("#choices", "data-chosen"), "S.I4");
    // The learner reads the move so far and the buttons in words, pits named their way; the
    // engine's notation stays in the attributes.
    let words = host.text("#choices");
    assert!(words.contains("Сіяти з ямки 4 внутрішнього ряду Півдня"), "{words}");
    // Each direction is told as the lessons say it, left or right, with the pit it sows first,
    // and that pit is marked on the board.
    assert!(words.contains("Ліворуч, першим зерном у ямку 3 внутрішнього ряду Півдня"), "{words}");
    assert!(words.contains("Праворуч, першим зерном у ямку 5 внутрішнього ряду Півдня"), "{words}");
    assert!(words.contains("Скасувати вибір"), "{words}");
    assert_eq!(host.attr("[data-pit='S.I3'] .mark", "data-n"), "ліворуч");
    assert_eq!(host.attr("[data-pit='S.I5'] .mark", "data-n"), "праворуч");
    assert!(!words.contains("S.I") && !words.contains("N.I"), "engine notation shown: {words}");
    host.click("#choices [data-action='cw']").await;
    assert_eq!(host.attr("#lesson-feedback .feedback", "data-result"), "right");
    assert!(host.find("#choices").is_none());
    // The feedback says the whole move in words, its direction too, and no engine token.
    let said = host.text("#lesson-feedback");
    assert!(said.contains("Ваш хід — ямка 4 внутрішнього ряду Півдня, за годинниковою стрілкою"), "{said}");
    assert!(!said.contains("S.I") && !said.contains("/cw"), "engine notation shown: {said}");
}

#[wasm_bindgen_test]
async fn the_course_lists_lessons_and_resets_progress_after_confirmation() {
    site::platform::js::storage_set(DONE_KEY, "kalah/01-board-and-sowing,oware/01-board-and-sowing");
    let (host, _h) = mount_app("/learn/kalah").await;
    wait_for(&host, "#lesson-list").await;
    // Kalah's course: six lessons and the practice lesson.
    assert_eq!(host.0.query_selector_all("#lesson-list li").unwrap().length(), 7);
    assert_eq!(host.attr("[data-lesson='01-board-and-sowing']", "data-done"), "true");
    assert_eq!(host.attr("[data-lesson='02-extra-turns']", "data-done"), "false");
    assert_eq!(host.text("#course-progress"), "Пройдено 1 з 7 уроків");
    let asking = || host.find("#reset-confirm").is_some_and(|c| !c.has_attribute("hidden"));
    assert!(!asking(), "the confirmation is shown before it is asked for");
    host.click("#reset-progress").await;
    assert!(asking());
    assert_eq!(host.attr("#reset-progress", "aria-expanded"), "true");
    // "No" keeps the progress.
    host.click("#reset-no").await;
    assert!(!asking());
    assert_eq!(host.attr("[data-lesson='01-board-and-sowing']", "data-done"), "true");
    host.click("#reset-progress").await;
    host.click("#reset-yes").await;
    assert!(!asking());
    assert_eq!(host.attr("[data-lesson='01-board-and-sowing']", "data-done"), "false");
    assert_eq!(host.text("#course-progress"), "Пройдено 0 з 7 уроків");
    assert_eq!(host.text(".reset-done"), "Прогрес скинуто.");
    // Only this game's progress is forgotten.
    assert_eq!(
        site::platform::progress::done().into_iter().collect::<Vec<_>>(),
        vec!["oware/01-board-and-sowing".to_string()]
    );
    site::platform::js::storage_remove(DONE_KEY);
}

#[wasm_bindgen_test]
async fn the_home_page_shows_the_learning_path_with_progress() {
    site::platform::js::storage_set(DONE_KEY, "kalah/01-board-and-sowing,kalah/02-extra-turns");
    let (host, _h) = mount_app("/").await;
    let progress = wait_for(&host, "li[data-variant='kalah'] .lesson-progress").await;
    assert_eq!(progress.text_content().unwrap_or_default(), "2/7");
    assert_eq!(host.attr("li[data-variant='kalah'] .learn-link", "href"), "#/learn/kalah");
    // The articles' order: Kalah, then Oware, in the two-row list.
    let first: Vec<String> = (0..2)
        .map(|i| {
            let el = host.0.query_selector_all("#variant-list li[data-variant]").unwrap().item(i).unwrap();
            el.unchecked_into::<HtmlElement>().get_attribute("data-variant").unwrap()
        })
        .collect();
    assert_eq!(first, ["kalah", "oware"]);
    site::platform::js::storage_remove(DONE_KEY);
}

#[wasm_bindgen_test]
async fn broken_lesson_links_explain_themselves() {
    let (host, h) = mount_app("/learn/kalah/no-such-lesson").await;
    wait_for(&host, "#lesson-list").await;
    assert!(host.text("#error").contains("no-such-lesson"), "error: {}", host.text("#error"));
    drop(h);
    drop(host);

    let (host, h) = mount_app("/learn/no-such-game").await;
    assert!(host.text("#error").contains("no-such-game"));
    assert!(host.find("#variant-list").is_some());
    drop(h);
    drop(host);

    let (host, _h) = mount_app("/learn/kalah/1?s=99").await;
    wait_for(&host, "section.lesson").await;
    assert_eq!(host.attr("section.lesson", "data-step"), "1");
    assert!(host.text("#error").contains("99"), "error: {}", host.text("#error"));
    assert!(host.text("#error").contains("5 кроків"), "error: {}", host.text("#error"));
}

#[wasm_bindgen_test]
async fn a_move_that_is_only_a_pass_is_offered_as_a_button_on_the_play_page() {
    // South has no seeds: the only move is `pass` (NAM-3), which has no pit to click.
    let p = site::platform::route::encode("S=[0,0,0,0,0,0] N=[2,0,0,0,0,0] SS=20 NS=20, S to move");
    let (host, _h) = mount_app(&format!("/play/namnam?p={p}")).await;
    assert_eq!(host.text("#choices [data-action='pass']"), "Пропустити хід: сіяти нічого");
    host.click("#choices [data-action='pass']").await;
    assert!(host.text("#move-list").contains("пропуск ходу: сіяти нічого"), "moves: {}", host.text("#move-list"));
    assert_eq!(host.attr("#move-list button", "data-token"), "pass");
    assert!(host.text("#turn").contains("Північ"), "turn: {}", host.text("#turn"));
}

/// Puts Kalah's puzzles and the mixed sample in the page, as the export writes them.
fn inline_puzzles() -> (mancala_content::Lesson, Vec<mancala_content::Lesson>) {
    use mancala_content::{asset_path, Asset};
    let sets = mancala_content::puzzles::sets().expect("the puzzle sets load");
    let kalah = sets.iter().find(|s| s.variant == "kalah").expect("Kalah's puzzles");
    let lesson = mancala_content::puzzles::lesson(&Games::registered(), kalah).expect("Kalah's puzzles as a lesson");
    let mixed = mancala_content::puzzles::mixed(&Games::registered(), &sets).expect("the mixed sample");
    for (name, list) in [("kalah", vec![lesson.clone()]), ("mixed", mixed.clone())] {
        let path = asset_path(Asset::Puzzles, name);
        if document().get_element_by_id(&path).is_none() {
            inline_content(&path, &mancala_content::export::lessons_json(&list)).keep();
        }
    }
    (lesson, mixed)
}

#[wasm_bindgen_test]
fn a_puzzles_embed_code_loads_the_element_from_beside_the_site() {
    use site::pages::puzzles::embed_code;
    use site::platform::i18n::Lang;
    let code = embed_code(
        "https://example.org/mancala/index.html?projector#/puzzles/kalah?s=2",
        "kalah",
        "S=[1] N=[1], S to move",
        "S0",
        Lang::Ru,
    );
    assert_eq!(
        code,
        "<script type=\"module\" src=\"https://example.org/mancala/embed/mancala-board.js\"></script>\n\
         <mancala-board variant=\"kalah\" position=\"S=[1] N=[1], S to move\" puzzle=\"S0\" lang=\"ru\"></mancala-board>"
    );
    assert!(embed_code("http://127.0.0.1:8080/#/puzzles/daily", "oware", "p", "S1", Lang::Uk)
        .starts_with("<script type=\"module\" src=\"http://127.0.0.1:8080/embed/mancala-board.js\">"));
}

#[wasm_bindgen_test]
async fn puzzles_are_judged_right_and_wrong_and_each_has_its_link() {
    use site::platform::progress::{rating_change, PUZZLES_KEY, RATING_KEY, START_RATING};
    let (lesson, _) = inline_puzzles();
    site::platform::js::storage_remove(PUZZLES_KEY);
    site::platform::js::storage_remove(RATING_KEY);
    let (host, h) = mount_app("/puzzles").await;
    assert!(host.text("#puzzle-stats").contains("Ви ще не розв’язували задач"), "{}", host.text("#puzzle-stats"));
    assert!(host.find("#puzzle-games a[data-variant='kalah']").is_some(), "{}", host.0.inner_text());
    assert_eq!(host.attr("#puzzle-daily", "href"), "#/puzzles/daily");
    drop(h);
    drop(host);

    // The first puzzle, answered with its one best move.
    let first = lesson.steps[0].task.as_ref().expect("a puzzle is a task");
    let (host, h) = mount_app("/puzzles/kalah?s=1").await;
    wait_for(&host, "section.lesson").await;
    assert_eq!(host.attr("section.lesson", "data-kind"), "task");
    assert!(host.text("section.lesson").contains(&first.prompt.uk), "{}", host.text("section.lesson"));
    host.click(&format!("[data-pit='{}']", first.solution)).await;
    assert_eq!(host.attr("#lesson-feedback .feedback", "data-result"), "right");
    assert!(site::platform::js::hash().ends_with("/puzzles/kalah?s=1"), "hash: {}", site::platform::js::hash());
    // The first try rates the learner.
    let level = |step: &mancala_content::LessonStep| step.level.expect("a puzzle has its level");
    let up = rating_change(START_RATING, level(&lesson.steps[0]), true);
    assert!(up > 0);
    let after_first = START_RATING + up;
    assert_eq!(host.text("#puzzle-rating"), format!("Рейтинг задач: {after_first} (+{up})."));
    // Its code for other pages: a puzzle board of this position and answer.
    let code = host.text("#puzzle-embed-code");
    let position = lesson.steps[0].position.as_deref().expect("a puzzle has its position");
    assert!(
        code.contains(&format!(
            "<mancala-board variant=\"kalah\" position=\"{position}\" puzzle=\"{}\" lang=\"uk\">",
            first.solution
        )),
        "{code}"
    );
    drop(h);
    drop(host);

    // The second, answered with another legal move: judged wrong, with the puzzle's own hint.
    let second = &lesson.steps[1];
    let task = second.task.as_ref().expect("a puzzle is a task");
    let variant = mancala_engine::Variant::new("kalah", &[]).unwrap();
    let pos = variant.parse_position(second.position.as_deref().expect("a puzzle has its position")).unwrap();
    let wrong = variant
        .legal_moves(&pos)
        .into_iter()
        .map(|m| m.token(variant.layout()))
        .find(|m| *m != task.solution)
        .expect("a puzzle has another move");
    let (host, h) = mount_app("/puzzles/kalah?s=2").await;
    wait_for(&host, "section.lesson").await;
    host.click(&format!("[data-pit='{wrong}']")).await;
    assert_eq!(host.attr("#lesson-feedback .feedback", "data-result"), "wrong");
    let said = host.text("#lesson-feedback");
    assert!(said.contains(&task.hint.uk), "{said}");
    // Played out with its refutation: the board shows the position after the opponent's reply,
    // and the words say what the reply does and what the move costs.
    let refutation = task.refutations.iter().find(|r| r.wrong == wrong).expect("each wrong move's refutation");
    let mut after = pos.clone();
    for t in std::iter::once(&wrong).chain(&refutation.reply) {
        let m = variant.parse_move(&after, t).unwrap();
        after = variant.play(&after, &m).unwrap().0;
    }
    for pit in 0..after.pits().len() {
        let name = variant.layout().pit_name(pit);
        assert_eq!(host.pit_count(&name), u32::from(after.pits()[pit]), "{name} after {wrong} {:?}", refutation.reply);
    }
    if !refutation.reply.is_empty() {
        assert!(said.contains("суперник"), "the reply is told: {said}");
    }
    if !(refutation.misses_win || refutation.loses) {
        let loss = mancala_text::seeds(mancala_text::Lang::Uk, refutation.loss);
        assert!(said.contains(&format!("гірший за розв’язок приблизно на {loss}")), "{said}");
    }
    let down = rating_change(after_first, level(second), false);
    assert!(down < 0);
    assert_eq!(host.text("#puzzle-rating"), format!("Рейтинг задач: {} ({down}).", after_first + down));
    // A second try is not rated.
    host.click("#lesson-retry").await;
    host.click(&format!("[data-pit='{}']", task.solution)).await;
    assert_eq!(host.attr("#lesson-feedback .feedback", "data-result"), "right");
    assert_eq!(host.text("#puzzle-rating"), "");
    drop(h);
    drop(host);

    // The puzzles page: the rating, one of two at the first try; the missed one was solved since,
    // so none is left to come back to.
    let (host, h) = mount_app("/puzzles").await;
    let stats = host.text("#puzzle-stats");
    assert!(stats.contains(&format!("— {}.", after_first + down)) && stats.contains("розв’язано 1 з 2"), "{stats}");
    assert!(host.find("#puzzle-missed").is_none());
    drop(h);
    drop(host);
    // A puzzle missed and not solved since comes back as a link to it.
    let third = &lesson.steps[2];
    let pos = variant.parse_position(third.position.as_deref().unwrap()).unwrap();
    let solution = &third.task.as_ref().unwrap().solution;
    let wrong =
        variant.legal_moves(&pos).into_iter().map(|m| m.token(variant.layout())).find(|m| m != solution).unwrap();
    let (host, h) = mount_app("/puzzles/kalah?s=3").await;
    wait_for(&host, "section.lesson").await;
    host.click(&format!("[data-pit='{wrong}']")).await;
    drop(h);
    drop(host);
    let (host, _h) = mount_app("/puzzles").await;
    assert_eq!(host.attr("#puzzle-missed a", "href"), "#/puzzles/kalah?s=3");
    assert_eq!(host.text("#puzzle-missed a"), "Калах, задача 3");
    assert!(host.text("#puzzle-stats").contains("розв’язано 1 з 3"), "{}", host.text("#puzzle-stats"));
}

#[wasm_bindgen_test]
fn the_puzzle_rating_moves_more_for_a_surprise() {
    use site::platform::progress::rating_change;
    // Equal ratings (level 2 is rated 1100): ±16.
    assert_eq!(rating_change(1100, 2, true), 16);
    assert_eq!(rating_change(1100, 2, false), -16);
    // A hard puzzle solved moves more than an easy one; an easy one missed costs more.
    assert!(rating_change(1000, 5, true) > rating_change(1000, 1, true));
    assert!(rating_change(1000, 1, false) < rating_change(1000, 5, false));
    // Never more than 32, and a first try always moves the rating.
    for rating in [0, 500, 1000, 1500, 3000] {
        for level in 1..=5 {
            let (up, down) = (rating_change(rating, level, true), rating_change(rating, level, false));
            assert!((1..=32).contains(&up) && (-32..=-1).contains(&down), "{rating} {level}: {up} {down}");
        }
    }
}

#[wasm_bindgen_test]
async fn the_puzzle_of_the_day_is_one_of_the_mixed_sample_and_keeps_its_own_link() {
    let (_, mixed) = inline_puzzles();
    let today = site::pages::puzzles::daily_index(site::platform::js::local_day(), mixed.len());
    let (host, h) = mount_app("/puzzles/daily").await;
    wait_for(&host, "section.lesson").await;
    assert_eq!(host.text("#variant-title"), "Задача дня");
    assert_eq!(host.attr("section.lesson", "data-variant"), mixed[today].variant);
    // The lesson's title names the game.
    assert_eq!(host.text("#lesson-title"), mixed[today].title.uk);
    assert!(mixed[today].title.uk.starts_with("Задача з добірки: "), "{}", mixed[today].title.uk);
    // The address names the puzzle, so it can be shared after today.
    let hash = site::platform::js::hash();
    assert!(hash.ends_with(&format!("/puzzles/mixed/{}?s=1", today + 1)), "hash: {hash}");
    drop(h);
    drop(host);

    let (host, h) = mount_app("/puzzles/mixed/2").await;
    wait_for(&host, "section.lesson").await;
    assert_eq!(host.text("#variant-title"), "Задачі");
    assert_eq!(host.attr("section.lesson", "data-variant"), mixed[1].variant);
    drop(h);
    drop(host);

    let (host, _h) = mount_app("/puzzles/mixed/99999").await;
    let error = wait_for(&host, "#error").await.inner_text();
    assert!(error.contains("99999") && error.contains(&mixed.len().to_string()), "{error}");
    assert_eq!(host.attr("#puzzles-back", "href"), "#/puzzles");
    // The day's place goes round the sample, the same for one date.
    assert_eq!(site::pages::puzzles::daily_index(0, 10), 0);
    assert_eq!(site::pages::puzzles::daily_index(23, 10), 3);
    assert_eq!(site::pages::puzzles::daily_index(-1, 10), 9);
}

#[wasm_bindgen_test]
async fn a_filter_picks_puzzles_by_theme_and_difficulty_and_says_when_it_cannot() {
    use site::pages::puzzles::{pick, FilterMiss};
    use site::platform::route::PuzzleFilter;
    let (lesson, _) = inline_puzzles();
    let filter =
        |t: Option<&str>, d: Option<&str>| PuzzleFilter { theme: t.map(String::from), level: d.map(String::from) };
    // What the filter picks is exactly the puzzles of that theme and difficulty, in the set's order.
    let want: Vec<usize> = (0..lesson.steps.len())
        .filter(|&i| lesson.steps[i].themes.iter().any(|t| t == "capture") && lesson.steps[i].level == Some(2))
        .collect();
    assert!(!want.is_empty(), "Kalah has capture puzzles of difficulty 2");
    assert_eq!(pick(&lesson, &filter(Some("capture"), Some("2"))), Ok(want.clone()));
    assert_eq!(pick(&lesson, &filter(None, None)), Ok((0..lesson.steps.len()).collect()));
    assert_eq!(pick(&lesson, &filter(None, Some("9"))), Err(FilterMiss::Level("9".into())));
    assert_eq!(pick(&lesson, &filter(Some("safari"), None)), Err(FilterMiss::Theme("safari".into())));

    // The page shows those puzzles, counts among them, and keeps the filter in the address.
    let (host, h) = mount_app("/puzzles/kalah?t=capture&d=2").await;
    wait_for(&host, "section.lesson").await;
    assert_eq!(host.attr("section.lesson", "data-steps"), want.len().to_string());
    let first = lesson.steps[want[0]].task.as_ref().expect("a puzzle is a task");
    assert!(host.text("section.lesson").contains(&first.prompt.uk), "{}", host.text("section.lesson"));
    assert!(
        site::platform::js::hash().ends_with("/puzzles/kalah?t=capture&d=2&s=1"),
        "hash: {}",
        site::platform::js::hash()
    );
    assert_eq!(host.attr("#puzzle-themes a[aria-current='true']", "data-filter"), "capture");
    assert_eq!(host.attr("#puzzle-levels a[aria-current='true']", "data-filter"), "2");
    assert!(host.text("#puzzle-levels a[aria-current='true']").ends_with(&format!("({})", want.len())));
    assert_eq!(host.attr("#puzzle-worksheet", "href"), "#/worksheet/kalah?t=capture&d=2");
    // A puzzle answered here is kept at its place in the whole set.
    site::platform::js::storage_remove(site::platform::progress::PUZZLES_KEY);
    host.click(&format!("[data-pit='{}']", first.solution)).await;
    assert_eq!(host.attr("#lesson-feedback .feedback", "data-result"), "right");
    let kept = site::platform::progress::tried();
    assert_eq!(kept.last().map(|t| t.at.clone()), Some(format!("/puzzles/kalah?s={}", want[0] + 1)));
    drop(h);
    drop(host);

    // A theme the game's puzzles do not have: said, and the whole set shown.
    let (host, _h) = mount_app("/puzzles/kalah?t=safari").await;
    wait_for(&host, "section.lesson").await;
    assert!(host.text("#puzzle-filter-miss").contains("«safari»"), "{}", host.text("#puzzle-filter-miss"));
    assert_eq!(host.attr("section.lesson", "data-steps"), lesson.steps.len().to_string());
}

/// Kalah's puzzle keys, inlined in the page as the single-file build does.
fn inline_puzzle_keys() -> std::collections::BTreeMap<String, mancala_content::PuzzleKey> {
    use mancala_content::{asset_path, Asset};
    let sets = mancala_content::puzzles::sets().expect("the puzzle sets load");
    let kalah = sets.iter().find(|s| s.variant == "kalah").expect("Kalah's puzzles");
    let keys = mancala_content::puzzles::keys(&Games::registered(), kalah).expect("Kalah's keys");
    let path = asset_path(Asset::PuzzleKeys, "kalah");
    if document().get_element_by_id(&path).is_none() {
        inline_content(&path, &mancala_content::export::puzzle_keys_json(&keys)).keep();
    }
    keys
}

#[wasm_bindgen_test]
async fn a_worksheet_draws_the_chosen_puzzles_with_an_answer_key() {
    use site::pages::worksheet::{choose, SheetError, DEFAULT_COUNT};
    use site::platform::route::{PuzzleFilter, WorksheetLink};
    let (lesson, _) = inline_puzzles();
    let keys = inline_puzzle_keys();
    let link = WorksheetLink {
        variant: "kalah".into(),
        filter: PuzzleFilter { theme: Some("extra-turn".into()), level: None },
        count: Some("4".into()),
        per: Some("4".into()),
    };
    let (places, miss) = choose(&lesson, &link).expect("a worksheet of four");
    assert_eq!(miss, None);
    assert_eq!(places.len(), 4);
    assert!(places.iter().all(|&i| lesson.steps[i].themes.iter().any(|t| t == "extra-turn")));
    assert!(places.windows(2).all(|w| w[0] < w[1]), "spread over the set, in its order: {places:?}");
    let plain = WorksheetLink { variant: "kalah".into(), ..WorksheetLink::default() };
    assert_eq!(choose(&lesson, &plain).map(|(p, _)| p.len()), Ok(DEFAULT_COUNT));
    for bad in ["0", "x", "25"] {
        let odd = WorksheetLink { count: Some(bad.into()), ..plain.clone() };
        assert_eq!(choose(&lesson, &odd), Err(SheetError(bad.into())));
    }
    // A theme the set lacks: said, and the sheet is drawn from the whole set.
    let lacking = WorksheetLink { filter: PuzzleFilter { theme: Some("nope".into()), level: None }, ..plain.clone() };
    let (whole, miss) = choose(&lesson, &lacking).expect("the whole set");
    assert_eq!(whole, choose(&lesson, &plain).unwrap().0);
    assert_eq!(miss, Some(site::pages::puzzles::FilterMiss::Theme("nope".into())));

    let (host, h) = mount_app(&link.to_hash()).await;
    wait_for(&host, "#worksheet-sheet").await;
    let items = host.0.query_selector_all("#worksheet-sheet .worksheet-item").unwrap();
    assert_eq!(items.length(), 4);
    let answers = host.0.query_selector_all("#worksheet-key li").unwrap();
    assert_eq!(answers.length(), 4);
    let layout = mancala_engine::Variant::new("kalah", &[]).unwrap().layout();
    for (k, &i) in places.iter().enumerate() {
        let step = &lesson.steps[i];
        let item: HtmlElement = items.item(k as u32).unwrap().dyn_into().unwrap();
        assert_eq!(item.get_attribute("data-puzzle"), step.puzzle.clone());
        let task = step.task.as_ref().unwrap();
        assert!(item.inner_text().contains(&task.prompt.uk), "{}", item.inner_text());
        assert!(item.query_selector("svg [data-pit]").unwrap().is_some());
        // Drawn from the side to move: its name below the board, the other's above (C9).
        let y = |class: &str| -> i32 {
            let text = item.query_selector(&format!("svg text.{class}")).unwrap().unwrap();
            text.get_attribute("y").unwrap().parse().unwrap()
        };
        let north_moves = step.position.as_deref().unwrap().contains(", N to move");
        assert_eq!(y("side-N") > y("side-S"), north_moves, "{:?}", step.position);
        // The key gives the one best move in words, the pit numbered the learner's way.
        let answer: HtmlElement = answers.item(k as u32).unwrap().dyn_into().unwrap();
        let pit = site::platform::i18n::token_pit(layout, &task.solution).unwrap();
        let n = site::platform::i18n::learner_pit(layout, pit).1;
        assert!(answer.inner_text().contains(&format!("ямки {n} ")), "{} for {}", answer.inner_text(), task.solution);
        // …then its winning line and why (issue 36, C10), as the export wrote them.
        let key = &keys[step.puzzle.as_ref().unwrap()];
        let line = answer.query_selector(".key-line").unwrap().unwrap().text_content().unwrap();
        let why = answer.query_selector(".key-why").unwrap().unwrap().text_content().unwrap();
        let said = answer.query_selector(".key-answer").unwrap().unwrap().text_content().unwrap();
        assert!(line.starts_with(&format!("Розв’язок: {said}")), "{line}");
        assert_eq!(line, key.line.uk);
        assert_eq!(why, key.why.uk);
        assert_eq!(key.moves.first(), Some(&task.solution));
    }
    // Four on a page, as the link asks; the choice offers six and four.
    assert!(host.0.query_selector("#worksheet-sheet ol.worksheet-items.per-4").unwrap().is_some());
    assert_eq!(host.attr("#worksheet-per a[aria-current='true']", "href"), "#/worksheet/kalah?t=extra-turn&n=4&per=4");
    assert_eq!(host.0.query_selector_all("#worksheet-per a").unwrap().length(), 2);
    assert!(host.text("#worksheet-sheet h2").contains("ще один хід"), "{}", host.text("#worksheet-sheet h2"));
    assert_eq!(
        host.attr("#worksheet-counts a[aria-current='true']", "href"),
        "#/worksheet/kalah?t=extra-turn&n=4&per=4"
    );
    drop(h);
    drop(host);

    // A number on a page the sheet does not offer: said, and six printed.
    let (host, h) = mount_app("/worksheet/kalah?n=4&per=5").await;
    wait_for(&host, "#worksheet-sheet").await;
    assert!(host.text("#worksheet-bad-per").contains("«5»"), "{}", host.text("#worksheet-bad-per"));
    assert!(host.0.query_selector("#worksheet-sheet ol.worksheet-items.per-6").unwrap().is_some());
    drop(h);
    drop(host);

    let (host, h) = mount_app("/worksheet/kalah?t=nope&n=4").await;
    wait_for(&host, "#worksheet-sheet").await;
    assert!(host.text("#worksheet-filter-miss").contains("«nope»"), "{}", host.text("#worksheet-filter-miss"));
    assert!(host.text("#worksheet-filter-miss").contains("Показано всі задачі гри"));
    assert_eq!(host.0.query_selector_all("#worksheet-sheet .worksheet-item").unwrap().length(), 4);
    drop(h);
    drop(host);

    let (host, _h) = mount_app("/worksheet/kalah?n=100").await;
    wait_for(&host, "#worksheet-choices").await;
    assert!(host.text("#error").contains("«100»"), "{}", host.text("#error"));
    assert!(host.find("#worksheet-sheet").is_none());
}

#[wasm_bindgen_test]
async fn a_bao_move_is_shown_up_to_each_decision_with_the_rule_on_the_buttons() {
    // Lesson 3 of Bao la Kiswahili: a seed planted in S.I3 captures N.I6's four; sown from the
    // right head, the last falls in the house, where the learner decides on a safari (issue 16:
    // the board showed the start position and the buttons said only «Сіяти далі / Зупинитися тут»).
    let p = site::platform::route::encode(
        "S.I=[0,0,1,0,6,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[2,0,0,0,6,4,0,0] N.O=[0,0,0,0,0,0,0,0] SS=0 NS=0 \
         S.res=5 N.res=5, S to move",
    );
    let (host, _h) = mount_app(&format!("/play/kiswahili?p={p}")).await;
    host.click("[data-pit='S.I3']").await;
    // Planted and captured: the board shows it, the heads are offered as left and right.
    assert_eq!(host.pit_count("S.I3"), 2);
    assert_eq!(host.pit_count("N.I6"), 0);
    let words = host.text("#choices");
    assert!(words.contains("Сіяти з правої голови, ямки 8 внутрішнього ряду Півдня"), "{words}");
    assert!(words.contains("Сіяти з лівої голови, ямки 1 внутрішнього ряду Півдня"), "{words}");
    assert!(host.text("#choices .decision").contains("ямки 6 внутрішнього ряду Півночі"), "{words}");
    host.click("#choices [data-action='hS.I8']").await;
    // Sown from the right head into the house: seven there now, the pit marked, the rule named.
    assert_eq!(host.pit_count("S.I5"), 7);
    assert_eq!(host.pit_count("S.I8"), 1);
    assert_eq!(host.attr("[data-pit='S.I5'] .mark", "data-n"), "тут вибір");
    assert_eq!(host.text("#choices [data-action='go']"), "Сафарі: узяти зерна з дому й сіяти далі (дім зруйнується)");
    assert_eq!(host.text("#choices [data-action='stop']"), "Зупинитися в домі: дім лишається цілим");
    assert!(host.text("#choices .decision").contains("ямку 5 внутрішнього ряду Півдня"), "{}", host.text("#choices"));
    // Cancelled: the position again, the house marked as the house.
    host.click("#choices [data-action='cancel']").await;
    assert_eq!(host.pit_count("S.I5"), 6);
    assert_eq!(host.pit_count("N.I6"), 4);
    assert_eq!(host.attr("[data-pit='S.I5'] .mark", "data-n"), "дім");
    // Chosen to the end: the safari is played (the house's seven sown on, the house destroyed).
    host.click("[data-pit='S.I3']").await;
    host.click("#choices [data-action='hS.I8']").await;
    host.click("#choices [data-action='go']").await;
    assert!(host.find("#choices").is_none());
    assert_eq!(host.pit_count("S.I5"), 0);
    assert_eq!(host.attr("[data-pit='S.I5'] .mark", "data-n"), "зруйнований дім");
}

#[wasm_bindgen_test]
async fn omweso_s_free_setup_is_asked_one_pit_at_a_time() {
    // 390 625 set-up moves (issue 16): the play page asks one outer pit at a time, with the
    // engine's answer for each, and plays the set-up once it is passed.
    let o = site::platform::route::encode("omweso.setup=move_any_part_inward");
    let (host, _h) = mount_app(&format!("/play/omweso?o={o}")).await;
    assert_eq!(host.text("#choices [data-action='pass']"), "Пропустити хід: сіяти нічого");
    host.click("[data-pit='S.O1']").await;
    host.click("[data-pit='S.O1']").await;
    assert_eq!(host.attr("#choices", "data-chosen"), "xS.O1/xS.O1");
    // The board shows the seeds moved so far; the buttons say what a set-up step does.
    assert_eq!(host.pit_count("S.I1"), 2);
    assert_eq!(host.pit_count("S.O1"), 2);
    assert_eq!(
        host.text("#choices [data-action='xS.O2']"),
        "Перенести з ямки 2 зовнішнього ряду Півдня у внутрішній ряд"
    );
    host.click("[data-pit='S.O8']").await;
    // A pit before the last one named is not a set-up step: nothing is added.
    host.click("[data-pit='S.O2']").await;
    assert_eq!(host.attr("#choices", "data-chosen"), "xS.O1/xS.O1/xS.O8");
    host.click("#choices [data-action='pass']").await;
    assert!(host.find("#choices").is_none() || host.attr("#choices", "data-chosen").is_empty());
    assert_eq!(host.pit_count("S.I1"), 2);
    assert_eq!(host.pit_count("S.O1"), 2);
    assert_eq!(host.pit_count("S.I8"), 1);
    assert_eq!(host.attr("#move-list button", "data-token"), "xS.O1/xS.O1/xS.O8/pass");
}

#[wasm_bindgen_test]
fn drills_are_picked_by_their_number_the_same_each_time_and_without_repeats() {
    use site::pages::lesson::pick_drills;
    let pool: Vec<u32> = (0..90).collect();
    let a = pick_drills(&pool, 42, 10);
    assert_eq!(a.len(), 10);
    assert_eq!(a, pick_drills(&pool, 42, 10), "the same number, the same drills");
    let mut sorted = a.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), 10, "no drill twice: {a:?}");
    assert_ne!(a, pick_drills(&pool, 43, 10), "another number, other drills");
    // A pool smaller than the handful: all of it.
    assert_eq!(pick_drills(&pool[..4], 7, 10).len(), 4);
}

/// Issue 38, R12: a tampered rating at an end of `i32` stays there; it never wraps to the other.
#[wasm_bindgen_test]
fn a_rating_at_the_end_of_its_range_does_not_wrap() {
    use site::platform::progress::{rating, rating_change, record_puzzle, PUZZLES_KEY, RATING_KEY};
    for (stored, right) in [(i32::MAX, true), (i32::MIN, false), (i32::MAX, false), (i32::MIN, true)] {
        site::platform::js::storage_remove(PUZZLES_KEY);
        site::platform::js::storage_set(RATING_KEY, &stored.to_string());
        let change = rating_change(stored, 1, right);
        assert!((-32..=32).contains(&change), "{stored} {right}: {change}");
        let (after, _) = record_puzzle("kalah/puzzle-1", 1, right, "/puzzles/kalah?s=1").expect("a first try is rated");
        assert_eq!(rating(), after);
        if right {
            assert!(after >= stored, "{stored} → {after}");
        } else {
            assert!(after <= stored, "{stored} → {after}");
        }
    }
    site::platform::js::storage_remove(PUZZLES_KEY);
    site::platform::js::storage_remove(RATING_KEY);
}
