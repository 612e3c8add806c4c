//! Browser tests of the site (wasm-bindgen-test in headless Chromium):
//! `cargo test --target wasm32-unknown-unknown -p site --tests`.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use mancala_content::{asset_path, Asset};
use mancala_engine::{Side, Variant};
use site::board::player::INSTANT_KEY;
use site::board::{Board, BoardState};
use site::platform::content::ContentError;
use site::platform::i18n::{Lang, LANG_KEY};
use site::platform::route::{PlayLink, Route};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::HtmlElement;

mod common;

use common::{document, inline_content, settle, Host};

wasm_bindgen_test_configure!(run_in_browser);

fn prepare(hash: &str, instant: bool) {
    site::platform::js::storage_remove(LANG_KEY);
    site::platform::js::storage_set(INSTANT_KEY, if instant { "1" } else { "0" });
    site::platform::js::replace_hash(hash);
}

async fn mount_app(hash: &str, instant: bool) -> (Host, impl Drop) {
    prepare(hash, instant);
    let host = Host::new();
    let handle = leptos::mount::mount_to(host.0.clone(), || site::App().into_any());
    settle().await;
    (host, handle)
}

async fn mount_board(variant: &str) -> (Host, impl Drop) {
    let v = Variant::new(variant, &[]).expect("variant");
    let pos = v.start_position();
    let host = Host::new();
    let two = v.spec().rows == mancala_engine::Rows::Two;
    let reserves = Side::BOTH.iter().any(|&s| pos.reserve(s) > 0);
    let state = BoardState::new(&pos, two, reserves);
    state.set_marks(&site::board::marks::marks(&v.spec().pit_roles, &pos));
    let handle = leptos::mount::mount_to(host.0.clone(), move || {
        view! { <Board state=state lang=Signal::stored(Lang::Uk) name=Signal::stored("дошка".to_string()) /> }
            .into_any()
    });
    settle().await;
    (host, handle)
}

#[wasm_bindgen_test]
async fn board_alone_draws_a_2x6_position_with_counts_and_names() {
    let (host, _h) = mount_board("kalah").await;
    assert_eq!(host.count("[data-pit]"), 12);
    for pit in ["S0", "S5", "N0", "N5"] {
        assert_eq!(host.pit_count(pit), 4);
    }
    assert_eq!(host.attr("[data-pit='S0']", "aria-label"), "Ямка 1 Півдня: 4 зерна");
    // Each pit shows its number as the learner counts it, from its owner's left; the engine's
    // name only in the notation mode (a hidden span until `html.notation`).
    assert_eq!(host.text("[data-pit='S0'] .name"), "1");
    assert_eq!(host.text("[data-pit='N5'] .name"), "6");
    assert_eq!(host.text("[data-pit='S0'] .engine-name"), "S0");
    assert_eq!(host.attr("[data-pit='N5']", "aria-label"), "Ямка 6 Півночі: 4 зерна");
    // Four seeds drawn one by one.
    assert_eq!(host.count("[data-pit='S3'] .seed"), 4);
    // Two stores, no reserves.
    assert_eq!(host.count(".tray.store"), 2);
    assert_eq!(host.count(".tray.reserve"), 0);
    // South at the bottom: the last row starts with S0; North's first pit is top right.
    let pits: Vec<String> = (0..12)
        .map(|i| {
            let el = host.0.query_selector_all("[data-pit]").unwrap().item(i).unwrap();
            el.unchecked_into::<HtmlElement>().get_attribute("data-pit").unwrap()
        })
        .collect();
    assert_eq!(pits[0], "N5");
    assert_eq!(pits[5], "N0");
    assert_eq!(pits[6], "S0");
}

#[wasm_bindgen_test]
async fn board_alone_draws_a_4x8_position_with_marks_and_reserves() {
    let (host, _h) = mount_board("kiswahili").await;
    assert_eq!(host.count("[data-pit]"), 32);
    assert_eq!(host.pit_count("S.I5"), 6);
    assert_eq!(host.attr("[data-pit='S.I5']", "aria-label"), "Ямка 5 внутрішнього ряду Півдня: 6 зерен (дім)");
    assert_eq!(host.attr("[data-pit='S.I6']", "aria-label"), "Ямка 6 внутрішнього ряду Півдня: 2 зерна");
    assert_eq!(host.text("[data-pit='S.I5'] .name"), "5");
    assert_eq!(host.text("[data-pit='S.O1'] .name"), "1");
    assert!(host.get("[data-pit='S.I1']").class_name().contains("mark-head"));
    // The marks come from the engine's pit roles: both heads, both outskirts, the house, each side.
    assert!(host.get("[data-pit='N.I8']").class_name().contains("mark-head"));
    assert!(host.get("[data-pit='S.I2']").class_name().contains("mark-outskirt"));
    assert!(host.get("[data-pit='N.I7']").class_name().contains("mark-outskirt"));
    assert!(host.get("[data-pit='N.I5']").class_name().contains("mark-house"));
    assert_eq!(host.count(".mark-head"), 4);
    assert_eq!(host.count(".mark-outskirt"), 4);
    assert_eq!(host.count(".mark-house"), 2);
    assert_eq!(host.count(".tray.reserve"), 2);
    assert_eq!(host.count(".tray.store"), 0);
    // A static board has no buttons.
    assert_eq!(host.count("button"), 0);
}

#[wasm_bindgen_test]
async fn app_plays_a_move_by_clicking_a_pit() {
    let (host, _h) = mount_app("/play/kalah", true).await;
    assert!(host.get("[data-pit='S2']").class_name().contains("legal"));
    host.click("[data-pit='S2']").await;
    // S2 sows 4 seeds: S3, S4, S5 and South's store; the last seed in the store gives another turn.
    assert_eq!(host.pit_count("S2"), 0);
    assert_eq!(host.pit_count("S3"), 5);
    assert_eq!(host.attr(".tray.store.side-S", "data-count"), "1");
    // The move in the learner's words; its token for tools.
    assert_eq!(host.text("#move-list"), "1. хід з ямки 3 Півдня");
    assert_eq!(host.attr("#move-list button", "data-token"), "S2");
    assert!(host.text("#turn").contains("Південь"));
    assert_eq!(site::platform::js::hash(), "/play/kalah?m=S2");
    // An illegal pit explains itself in the user's language and changes nothing.
    host.click("[data-pit='N0']").await;
    assert!(host.text("#error").starts_with("Ямка 1 Півночі не ваша"), "error: {}", host.text("#error"));
    assert_eq!(host.pit_count("N0"), 4);
    // Undo and redo.
    host.click("#undo").await;
    assert_eq!(host.pit_count("S2"), 4);
    host.click("#redo").await;
    assert_eq!(host.pit_count("S2"), 0);
}

#[wasm_bindgen_test]
async fn step_player_advances_one_seed_at_a_time() {
    let (host, _h) = mount_app("/play/kalah?m=S2", false).await;
    assert_eq!(host.pit_count("S3"), 5);
    host.click("#move-back").await;
    assert_eq!(host.pit_count("S2"), 4);
    assert_eq!(host.pit_count("S3"), 4);
    // Every step is a stop: first the pick-up, with its caption, then the first drop (S3).
    host.click("#seed-forward").await;
    assert_eq!(host.pit_count("S2"), 0);
    assert_eq!(host.pit_count("S3"), 4);
    assert!(host.text("#caption").contains("ямки 3 Півдня"), "caption: {}", host.text("#caption"));
    host.click("#seed-forward").await;
    assert_eq!(host.pit_count("S3"), 5);
    assert_eq!(host.pit_count("S4"), 4);
    // Captions name pits the learner's way: S3 is South's fourth pit from the left.
    assert!(host.text("#caption").contains("ямку 4 Півдня"), "caption: {}", host.text("#caption"));
    host.click("#seed-forward").await;
    assert_eq!(host.pit_count("S4"), 5);
    host.click("#seed-back").await;
    assert_eq!(host.pit_count("S4"), 4);
    // The language switches mid-replay; the caption follows.
    host.click("#lang-ru").await;
    assert!(host.text("#caption").contains("лунку"), "caption: {}", host.text("#caption"));
    host.click("#move-forward").await;
    assert_eq!(host.pit_count("S5"), 5);
}

#[wasm_bindgen_test]
async fn stepping_forward_stops_on_every_captioned_step() {
    // Ten seeds from S5: the store, North's six pits, North's store skipped, S0–S2, then a capture
    // from N3 (issue 16: stepping jumped from seed to seed past the skip and the capture).
    let text = "S=[0,0,0,0,0,10] N=[1,1,1,1,1,1] SS=0 NS=0, S to move";
    let v = Variant::new("kalah", &[]).unwrap();
    let start = v.parse_position(text).unwrap();
    let (_, steps) = v.play_token(&start, "S5").unwrap();
    let mut tl = mancala_engine::Timeline::new(start);
    tl.push_move(&steps).unwrap();
    let expected: Vec<String> =
        (1..=tl.last_index()).map(|i| site::board::playback::frame_caption(Lang::Uk, &tl, i)).collect();
    let p = site::platform::route::encode(text);
    let (host, _h) = mount_app(&format!("/play/kalah?p={p}&m=S5"), true).await;
    host.click("#move-back").await;
    let mut shown = Vec::new();
    for _ in 0..steps.len() {
        host.click("#seed-forward").await;
        shown.push(host.text("#caption"));
    }
    assert_eq!(shown, expected);
    assert!(shown.iter().any(|c| c.contains("Амбар суперника сівба оминає")), "no skip caption: {shown:?}");
    assert!(shown.iter().any(|c| c.contains("навпроти")), "no capture caption: {shown:?}");
    // Back again, one step at a time, through the same captions.
    for want in expected.iter().rev().skip(1) {
        host.click("#seed-back").await;
        assert_eq!(&host.text("#caption"), want);
    }
}

#[wasm_bindgen_test]
async fn broken_links_explain_themselves() {
    let (host, _h) = mount_app("/play/kalah?m=S2,N9", true).await;
    let error = host.text("#error");
    assert!(error.contains("N9"), "error: {error}");
    // The game up to the last good move.
    assert_eq!(host.pit_count("S2"), 0);
    drop(_h);
    drop(host);

    let (host, _h) = mount_app("/play/no-such-game", true).await;
    assert!(host.text("#error").contains("no-such-game"));
    assert!(host.find("#variant-list").is_some());
    drop(_h);
    drop(host);

    let (host, _h) = mount_app("/play/kalah?p=S%3D%5B1", true).await;
    assert!(!host.text("#error").is_empty());
    assert_eq!(host.pit_count("S0"), 4);
}

#[wasm_bindgen_test]
fn share_links_round_trip() {
    let link = PlayLink {
        variant: "kalah".into(),
        options: vec!["kalah.seeds_per_pit=3".into()],
        position: Some("S=[1,0,0,0,0,5] N=[1,1,1,1,2,1] SS=0 NS=0, S to move".into()),
        moves: vec!["S5".into(), "N.I5/cw".into()],
    };
    assert_eq!(Route::parse(&link.to_hash()), Route::Play(link));
    assert_eq!(
        Route::parse("/rules/oware"),
        Route::Rules(site::platform::route::RulesLink { variant: "oware".into(), rule: None })
    );
    assert_eq!(Route::parse("%%%"), Route::NotFound("%%%".into()));
}

// --- Content (rules pages and lessons), fetched or inlined -----------------------------------

/// Sleeps `ms` milliseconds (a real timer: fetches need real time, not just ticks).
async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .expect("window")
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .expect("setTimeout");
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.expect("timer");
}

/// Waits (up to 20 s: the test runner's machine may be busy) until `selector` matches.
async fn wait_for(host: &Host, selector: &str) -> HtmlElement {
    for _ in 0..1000 {
        if let Some(el) = host.find(selector) {
            return el;
        }
        sleep(20).await;
        settle().await;
    }
    panic!("`{selector}` never appeared; the page says: {}", host.0.text_content().unwrap_or_default());
}

fn rules_json(variant: &str) -> String {
    let page = mancala_content::rules_page::rules_page(variant).expect("a rules page");
    mancala_content::export::rules_page_json(&page)
}

#[wasm_bindgen_test]
async fn rules_page_shows_the_rules_from_the_content_in_both_languages() {
    let _content = inline_content(&asset_path(Asset::Rules, "kalah"), &rules_json("kalah"));
    let (host, _h) = mount_app("/rules/kalah", true).await;
    assert!(host.text("#rules-title").contains("Калах"), "title: {}", host.text("#rules-title"));
    let rule = wait_for(&host, "li.rule[data-rule='KAL-1']").await;
    assert!(host.find("#rules-loading").is_none());
    assert!(host.find("#content-error").is_none());
    let page = mancala_content::rules_page::rules_page("kalah").unwrap();
    let kal1 = page.sections.iter().flat_map(|s| &s.rules).find(|r| r.id == "KAL-1").unwrap();
    let text = |el: &HtmlElement| el.query_selector(".rule-text").unwrap().unwrap().text_content().unwrap();
    assert_eq!(text(&rule), kal1.uk);
    // Every rule of the page is shown.
    let n: usize = page.sections.iter().map(|s| s.rules.len()).sum();
    assert_eq!(host.count("li.rule") as usize, n);
    host.click("#lang-ru").await;
    assert_eq!(text(&host.get("li.rule[data-rule='KAL-1']")), kal1.ru);
    // A link that points at a rule (a lesson's rule tag) marks it and moves the focus there.
    drop(_h);
    drop(host);
    let (host, _h) = mount_app("/rules/kalah?r=KAL-5", true).await;
    let target = wait_for(&host, "li.rule.target").await;
    assert_eq!(target.get_attribute("data-rule").as_deref(), Some("KAL-5"));
    assert_eq!(host.count("li.rule.target"), 1);
    for _ in 0..100 {
        if document().active_element().is_some_and(|el| el.id() == "rule-KAL-5") {
            break;
        }
        sleep(20).await;
    }
    assert_eq!(document().active_element().map(|el| el.id()), Some("rule-KAL-5".to_string()));
    assert!(host.find("#rule-not-found").is_none());
    // A rule the page does not have is said (not a silent page), and every rule is shown.
    drop(_h);
    drop(host);
    let (host, _h) = mount_app("/rules/kalah?r=KAL-99", true).await;
    let said = wait_for(&host, "#rule-not-found").await.text_content().unwrap_or_default();
    assert_eq!(said, "Правила «KAL-99» на цій сторінці немає: ось усі правила цієї гри.");
    wait_for(&host, "li.rule[data-rule='KAL-1']").await;
    assert_eq!(host.count("li.rule") as usize, n);
    assert_eq!(host.count("li.rule.target"), 0);
    // The options form of the play page says its options in the same words (in Ukrainian:
    // mounting the app again starts from the default language), at once, before it is opened.
    drop(_h);
    drop(host);
    let (host, _h) = mount_app("/play/kalah", true).await;
    let label = &page.options.iter().find(|o| o.key == "kalah.seeds_per_pit").unwrap().label;
    assert_eq!(host.text("label[for='opt-0']"), label.uk);
}

#[wasm_bindgen_test]
async fn rules_page_explains_content_it_cannot_get_and_retries() {
    // Nothing inlined and the test server has no content files: the fetch gets a 404.
    let (host, _h) = mount_app("/rules/oware", true).await;
    let error = wait_for(&host, "#content-error").await;
    let text = error.text_content().unwrap_or_default();
    assert!(text.contains("Правил цієї гри на сайті не знайдено"), "error: {text}");
    assert_eq!(error.get_attribute("role").as_deref(), Some("alert"));
    assert!(host.find("li.rule").is_none());
    // The title and the links are there: never a blank page.
    assert!(host.text("#rules-title").starts_with("Правила гри «"), "title: {}", host.text("#rules-title"));
    assert!(host.find("#play-link").is_some());
    host.click("#lang-ru").await;
    assert!(host.text("#content-error").contains("Правил этой игры на сайте не нашлось"));
    drop(_h);
    drop(host);

    // Malformed content is explained too, and "try again" reads it again.
    let bad = inline_content(&asset_path(Asset::Rules, "hus"), r#"{"variant": "hus", "intro": 3}"#);
    let (host, _h) = mount_app("/rules/hus", true).await;
    let text = wait_for(&host, "#content-error").await.text_content().unwrap_or_default();
    assert!(text.contains("не вдалося прочитати"), "error: {text}");
    drop(bad);
    let _good = inline_content(&asset_path(Asset::Rules, "hus"), &rules_json("hus"));
    host.click("#content-retry").await;
    wait_for(&host, "li.rule[data-rule='HUS-1']").await;
    assert!(host.find("#content-error").is_none());
}

#[wasm_bindgen_test]
async fn lessons_come_from_the_content_in_course_order() {
    let all = mancala_content::all_lessons().expect("lessons parse");
    let mut kalah: Vec<mancala_content::Lesson> = all.into_iter().filter(|l| l.variant == "kalah").collect();
    assert!(kalah.len() >= 2);
    // Stored out of order: the site puts them in course order.
    kalah.reverse();
    let _content = inline_content(&asset_path(Asset::Lessons, "kalah"), &mancala_content::export::lessons_json(&kalah));
    let lessons = site::platform::content::lessons("kalah").await.expect("kalah's lessons");
    assert_eq!(lessons.len(), kalah.len());
    assert_eq!(lessons[0].id, "kalah/01-board-and-sowing");
    assert!(lessons.windows(2).all(|w| w[0].order < w[1].order));
    lessons[0].replay().expect("a lesson read back replays");
    assert!(matches!(site::platform::content::lessons("no-such-game").await, Err(ContentError::Missing { .. })));
    // A file of another variant's lessons is refused.
    let _wrong = inline_content(&asset_path(Asset::Lessons, "oware"), &mancala_content::export::lessons_json(&kalah));
    let err = site::platform::content::lessons("oware").await.unwrap_err();
    assert!(matches!(err, ContentError::Unreadable { .. }), "{err:?}");
    assert!(err.message(Lang::Uk).contains("Уроки цієї гри не вдалося прочитати"), "{}", err.message(Lang::Uk));
}

/// Each failure names what could not be had: the glossary is not "the rules".
#[wasm_bindgen_test]
fn a_failure_names_what_was_not_loaded() {
    let what = || "glossary".to_string();
    let says = |e: ContentError, lang, text: &str| assert!(e.message(lang).contains(text), "{}", e.message(lang));
    says(ContentError::Missing { what: what() }, Lang::Uk, "Словника на сайті не знайдено");
    says(ContentError::Missing { what: what() }, Lang::Ru, "Словаря на сайте не нашлось");
    says(
        ContentError::Unreachable { what: what(), why: "HTTP 503".into() },
        Lang::Uk,
        "Не вдалося завантажити словник: немає зв’язку",
    );
    says(
        ContentError::Unreachable { what: what(), why: "HTTP 503".into() },
        Lang::Ru,
        "Не удалось загрузить словарь: нет связи",
    );
    says(ContentError::Unreadable { what: what(), why: String::new() }, Lang::Ru, "Словарь не удалось прочитать");
}

/// The content holds integers; a float where one is expected is refused with a message that
/// says what was found and what was expected (serde's words, which the vendored
/// serde-wasm-bindgen writes without `f64` formatting: vendor/serde-wasm-bindgen/PATCHED.md).
#[wasm_bindgen_test]
async fn a_float_in_the_content_is_refused_with_a_clear_message() {
    let all = mancala_content::all_lessons().expect("lessons parse");
    let kalah: Vec<mancala_content::Lesson> = all.into_iter().filter(|l| l.variant == "kalah").collect();
    let good: serde_json::Value = serde_json::from_str(&mancala_content::export::lessons_json(&kalah)).unwrap();
    let lessons_with = |path: &str, value: serde_json::Value| {
        let mut doc = good.clone();
        *doc.pointer_mut(path).unwrap_or_else(|| panic!("{path} in the lessons' JSON")) = value;
        doc.to_string()
    };
    let why = |err: ContentError| match err {
        ContentError::Unreadable { why, .. } => why,
        other => panic!("expected unreadable content, got {other:?}"),
    };
    // Read as the mixed sample of puzzles (a file of lessons no other test here reads): what was
    // read is kept for the session, and the other tests read Kalah's course.
    let mixed = site::platform::content::MIXED;
    let path = asset_path(Asset::Puzzles, mixed);
    let _c = inline_content(&path, &lessons_with("/0/order", serde_json::json!(1.5)));
    let err = why(site::platform::content::puzzles(mixed).await.unwrap_err());
    assert!(err.contains("invalid type: floating point number, expected u32"), "{err}");
    drop(_c);
    let _c = inline_content(&path, &lessons_with("/0/variant", serde_json::json!(3.0)));
    let err = why(site::platform::content::puzzles(mixed).await.unwrap_err());
    assert!(err.contains("invalid type: floating point `3.0`, expected a string"), "{err}");
    drop(_c);
    let _c = inline_content(&path, &lessons_with("/0/variant", serde_json::json!(true)));
    let err = why(site::platform::content::puzzles(mixed).await.unwrap_err());
    assert!(err.contains("invalid type: boolean `true`, expected a string"), "{err}");
}

// --- The embed (site::embed, docs/EMBED.md) ---------------------------------------------------

fn embed_host(attrs: &[(&str, &str)]) -> Host {
    let host = Host::new();
    for (name, value) in attrs {
        host.0.set_attribute(name, value).expect("attribute");
    }
    host
}

#[wasm_bindgen_test]
async fn embed_mounts_a_position_in_any_element() {
    let host = embed_host(&[
        ("variant", "kalah"),
        ("position", "S=[0,0,0,0,0,23] N=[0,0,0,0,0,1] SS=12 NS=12, S to move"),
        ("lang", "ru"),
        ("controls", "none"),
    ]);
    let board = site::embed::MancalaEmbed::mount(host.0.clone(), None, false, None);
    settle().await;
    assert_eq!(board.error(), None);
    assert_eq!(host.pit_count("S5"), 23);
    assert_eq!(host.attr("[data-pit='S5']", "aria-label"), "Лунка 6 Юга: 23 зерна");
    assert_eq!(host.count(".controls button"), 0);
}

/// The strings of a board's language are fetched by `mancala-board.js` (`addStrings`); the
/// language to fetch comes from the `lang` attribute, and bad strings are refused with a reason.
#[wasm_bindgen_test]
fn embed_names_the_strings_a_board_needs() {
    use site::embed::MancalaEmbed;
    assert_eq!(MancalaEmbed::language(Some("RU".into())), "ru");
    assert_eq!(MancalaEmbed::language(Some("en".into())), "uk");
    assert_eq!(MancalaEmbed::language(None), "uk");
    assert!(MancalaEmbed::has_strings("uk") && MancalaEmbed::has_strings("ru"));
    assert!(MancalaEmbed::add_strings("en", String::new()).is_some());
    let why = MancalaEmbed::add_strings("ru", "site-board = {".into()).expect("not Fluent");
    assert!(why.contains("ru"), "{why}");
    // The language keeps the strings it had.
    assert_eq!(site::platform::i18n::t(Lang::Ru, "site-embed-error"), "Доску не удалось показать.");
}

/// Issue 38: an error names a wrong value cut to `route::SHOWN_CHARS` characters and `…` (as the
/// site's links do), and the whole message is bounded; an attribute or a record over its limit is
/// refused before it is read, with a message that says the limit.
#[wasm_bindgen_test]
fn embed_cuts_echoed_values_and_refuses_oversized_input() {
    use site::embed::limits::{cut_echoes, MESSAGE_LIMIT};
    use site::embed::MancalaEmbed;
    let long = "q".repeat(1000);
    assert_eq!(cut_echoes(&format!("Гри «{long}» немає.")), format!("Гри «{}…» немає.", "q".repeat(40)));
    assert_eq!(cut_echoes("Хід «S2» і «N3»."), "Хід «S2» і «N3».");
    assert_eq!(cut_echoes(&"x".repeat(5000)), format!("{}…", "x".repeat(MESSAGE_LIMIT)));
    let host = embed_host(&[("variant", &"k".repeat(1 << 20))]);
    let board = MancalaEmbed::mount(host.0.clone(), None, false, None);
    assert_eq!(
        board.error().as_deref(),
        Some("Атрибут variant задовгий (символів: 1048576, а можна щонайбільше 100): скоротіть його.")
    );
    let host = embed_host(&[("variant", "kalah"), ("lang", "ru")]);
    let board = MancalaEmbed::mount(host.0.clone(), None, false, None);
    assert!(!board.load(&format!("[Variant \"kalah\"]\n{}", "S2 ".repeat(100_000))));
    assert_eq!(
        board.error().as_deref(),
        Some(
            "Запись партии слишком длинная (символов: 300018, а можно не больше 200000): сократите её или \
             разделите партию между несколькими досками."
        )
    );
    // A value within its limit is read, and named cut when it is wrong.
    let host = embed_host(&[("variant", &"q".repeat(99))]);
    let board = MancalaEmbed::mount(host.0.clone(), None, false, None);
    assert_eq!(board.error().as_deref(), Some(format!("Гри «{}…» немає.", "q".repeat(40)).as_str()));
}

#[wasm_bindgen_test]
async fn embed_element_plays_attributes_and_goes_to_a_ply() {
    let host = embed_host(&[("variant", "oware"), ("moves", "S2, N3 S1"), ("start", "1")]);
    let board = site::embed::MancalaEmbed::mount(host.0.clone(), None, false, None);
    settle().await;
    assert_eq!(board.error(), None);
    assert_eq!((board.ply(), board.plies()), (1, 3));
    assert_eq!(host.pit_count("S2"), 0);
    assert_eq!(host.pit_count("N0"), 5);
    // The move in words, as the learner names pits (S2 is South's third pit from its left).
    assert!(host.text(".embed-ply").contains("1 з 3: хід з ямки 3 Півдня"), "{}", host.text(".embed-ply"));
    board.go_to(0);
    settle().await;
    assert_eq!(host.pit_count("S2"), 4);
    // The ids of the player's controls carry the board's prefix, so boards can share a page.
    let prefix = host.attr(".board", "id").trim_end_matches("board").to_string();
    host.click(&format!("#{prefix}move-forward")).await;
    assert_eq!(board.ply(), 1);
    assert!(!host.text(".caption").is_empty());
}

#[wasm_bindgen_test]
async fn embed_element_shows_record_comments_as_text() {
    let host = embed_host(&[("lang", "ru")]);
    let record =
        "[Variant \"kalah\"]\n{ru: <img src=x onerror=\"window.__bad = 1\"> текст} {uk: інше}\n1. S2 {ru: <b>x</b>}";
    let board = site::embed::MancalaEmbed::mount(host.0.clone(), Some(record.into()), false, None);
    settle().await;
    assert_eq!(host.text(".embed-comments .comment"), "<img src=x onerror=\"window.__bad = 1\"> текст");
    assert_eq!(host.count("img"), 0);
    board.go_to(1);
    settle().await;
    assert_eq!(host.text(".embed-comments .comment"), "<b>x</b>");
    assert_eq!(host.count(".embed-comments b"), 0);
}

#[wasm_bindgen_test]
async fn embed_puzzle_asks_for_the_best_move_and_judges_the_pit() {
    let host = embed_host(&[
        ("variant", "kalah"),
        ("position", "S=[2,0,1,3,1,8] N=[1,5,2,0,11,3] SS=4 NS=7 moves=6,9, N to move"),
        ("puzzle", "N1 N4"),
        // Not used: a puzzle's line is its solution.
        ("moves", "N5"),
    ]);
    let board = site::embed::MancalaEmbed::mount(host.0.clone(), None, false, None);
    settle().await;
    assert_eq!(board.error(), None);
    assert_eq!((board.ply(), board.plies()), (0, 2));
    assert!(host.text(".embed-puzzle").starts_with("Задача. Ходить Північ"), "{}", host.text(".embed-puzzle"));
    // South's pit is no answer; a wrong pit of North's is named the learner's way.
    host.click("[data-pit='S2']").await;
    assert!(host.text(".embed-puzzle").starts_with("Задача."));
    host.click("[data-pit='N4']").await;
    assert!(host.text(".embed-puzzle").contains("не з ямки 5 Півночі"), "{}", host.text(".embed-puzzle"));
    assert_eq!(board.ply(), 0);
    host.click("[data-pit='N1']").await;
    assert!(host.text(".embed-puzzle").contains("з ямки 2 Півночі. Ось він."), "{}", host.text(".embed-puzzle"));
    assert!(host.find(".embed-show").is_some_and(|b| b.has_attribute("hidden")));
    // The solution is played (at once in the instant mode, else seed by seed).
    board.go_to(1);
    settle().await;
    assert_eq!(host.pit_count("N1"), 0);
    assert_eq!(host.pit_count("N5"), 4);
}

#[wasm_bindgen_test]
async fn embed_errors_are_shown_inside_the_board_in_its_language() {
    let host = embed_host(&[("variant", "oware"), ("moves", "S2,S2")]);
    let board = site::embed::MancalaEmbed::mount(host.0.clone(), None, false, None);
    settle().await;
    assert!(host.text(".embed-error").contains("Хід «1... S2»"), "{}", host.text(".embed-error"));
    assert_eq!(host.count("[data-pit]"), 0);
    // A record that cannot be read: line and column, in Russian.
    let ru = embed_host(&[("lang", "ru")]);
    let board_ru = site::embed::MancalaEmbed::mount(
        ru.0.clone(),
        Some("[Variant \"kalah\"]\n1. S2 {uk: no end".into()),
        false,
        None,
    );
    settle().await;
    let error = board_ru.error().expect("an error");
    assert!(error.starts_with("Строка 2, столбец 7: комментарий не закрыт"), "{error}");
    // load() replaces the error with a game.
    assert!(board.load("[Variant \"oware\"]\n1. S2"));
    settle().await;
    assert_eq!(host.count(".embed-error"), 0);
    assert_eq!(host.pit_count("S2"), 4);
    // Attributes that do not fit.
    for (attrs, needle) in [
        (&[("variant", "kalah"), ("speed", "9")][..], "speed"),
        (&[("variant", "kalah"), ("lang", "en")][..], "«en»"),
        (&[("variant", "kalah"), ("size", "huge")][..], "«huge»"),
        (&[("variant", "kalah"), ("size", "0px")][..], "«0px»"),
        (&[("variant", "kalah"), ("size", "1.px")][..], "«1.px»"),
        (&[("variant", "kalah"), ("size", "1.2.3em")][..], "«1.2.3em»"),
        (&[("variant", "kalah"), ("size", "12pt")][..], "«12pt»"),
        (&[("variant", "kalah"), ("controls", "maybe")][..], "«maybe»"),
        (&[("variant", "kalah"), ("start", "x")][..], "«x»"),
        (&[("variant", "kalah"), ("options", "grand_slam")][..], "«grand_slam»"),
        (&[("variant", "nope")][..], "«nope»"),
        (&[("moves", "S2")][..], "variant"),
        (&[("variant", "kalah"), ("puzzle", " ")][..], "puzzle"),
        (&[("variant", "kalah"), ("puzzle", "S2 S2")][..], "S2"),
        (&[("variant", "kalah"), ("position", "S=[1] N=[1]")][..], "Початкова позиція"),
    ] {
        let h = embed_host(attrs);
        let b = site::embed::MancalaEmbed::mount(h.0.clone(), None, false, None);
        settle().await;
        let error = b.error().unwrap_or_default();
        assert!(error.contains(needle), "{attrs:?}: {error}");
        assert!(h.text(".embed-error").contains(needle));
    }
    // Sizes that fit.
    for size in ["480px", "2.5rem", ".5em", "90%"] {
        let h = embed_host(&[("variant", "kalah"), ("size", size)]);
        let b = site::embed::MancalaEmbed::mount(h.0.clone(), None, false, None);
        settle().await;
        assert_eq!(b.error(), None, "size {size}");
    }
    // A fetch that failed.
    let pending = embed_host(&[]);
    let b = site::embed::MancalaEmbed::mount(pending.0.clone(), None, true, None);
    settle().await;
    assert!(pending.find(".embed-loading").is_some());
    b.fetch_failed("games/x.mancala", "HTTP 404");
    settle().await;
    assert!(pending.text(".embed-error").contains("HTTP 404"));
}

#[wasm_bindgen_test]
fn a_game_exported_as_a_record_opens_as_the_same_game() {
    let mut game = mancala_engine::Game::new(Variant::new("kalah", &[]).expect("kalah"));
    for token in ["S2", "S5", "N1"] {
        let mv = game.variant().parse_move(game.position(), token).expect("token");
        game.play(&mv).expect("legal");
    }
    let text = mancala_record::Record::from_engine_game(&game).to_text();
    let (link, opened) = site::pages::record::link_of_record(&text).expect("the record opens");
    assert_eq!(link.variant, "kalah");
    assert_eq!(link.moves, ["S2", "S5", "N1"]);
    assert_eq!(opened, site::pages::record::Opened { title: None, dropped: false });
    let (restored, notices) = site::pages::play::PlaySession::from_link(&link).expect("the link plays");
    assert!(notices.is_empty());
    assert_eq!(restored.game().position(), game.position());

    let err = site::pages::record::link_of_record("[Variant \"kalah\"]\n1. S2 {uk: no end").expect_err("malformed");
    assert!(err.text(Lang::Uk).starts_with("Рядок 2, стовпчик 7: "), "{}", err.text(Lang::Uk));
    assert!(err.text(Lang::Ru).starts_with("Строка 2, столбец 7: "), "{}", err.text(Lang::Ru));
}

#[wasm_bindgen_test]
fn a_printed_position_shows_its_counts_and_a_broken_one_says_why() {
    let link = PlayLink {
        variant: "oware".into(),
        position: Some("S=[1,0,0,0,0,2] N=[1,2,2,0,0,0] SS=20 NS=20, S to move".into()),
        ..PlayLink::default()
    };
    let (variant, pos) = site::pages::print::position_of(&link).expect("a good position");
    let svg = site::pages::print::sheet(Lang::Uk, &variant, &pos);
    assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>"));
    for (pit, count) in [("S0", 1), ("S5", 2), ("N1", 2), ("N5", 0)] {
        assert!(svg.contains(&format!(r#"data-pit="{pit}" data-count="{count}""#)), "{pit}={count} in {svg}");
    }
    assert!(svg.contains(r#"data-store="S" data-count="20""#));
    assert!(svg.contains("Хід: Південь"));
    // On paper the pits are numbered as the learner counts them: from 1, from the owner's left.
    for (pit, number) in [("S0", 1), ("S5", 6), ("N0", 1), ("N5", 6)] {
        let at = svg.find(&format!(r#"data-pit="{pit}""#)).expect("the pit is drawn");
        let drawn = &svg[at..at + svg[at..].find("</g>").expect("the pit's group ends")];
        assert!(drawn.contains(&format!(r#"class="name">{number}</text>"#)), "{pit} is numbered {number}: {drawn}");
    }

    let broken = PlayLink { position: Some("S=[9".into()), ..link };
    let err = site::pages::print::position_of(&broken).expect_err("a broken position");
    assert!(err.text(Lang::Uk).starts_with("Позицію для друку не вдалося прочитати"), "{}", err.text(Lang::Uk));
}

// --- One board: the site's component and the embed draw the same DOM -------------------------

/// The first legal move, `plies` times from the start: the tokens and the timeline.
fn first_moves(variant: &str, plies: usize) -> (Variant, Vec<String>, mancala_engine::Timeline) {
    let v = Variant::new(variant, &[]).expect("variant");
    let mut pos = v.start_position();
    let mut tl = mancala_engine::Timeline::new(pos.clone());
    let mut tokens = Vec::new();
    for _ in 0..plies {
        let mv = v.legal_moves(&pos).into_iter().next().expect("a legal move");
        let (next, steps) = v.play(&pos, &mv).expect("legal");
        tokens.push(mv.token(v.layout()));
        tl.push_move(&steps).expect("the log folds");
        pos = next;
    }
    (v, tokens, tl)
}

/// The board and the player of `host` as HTML, without the board's id prefix (the site's player
/// ids have none, the embed's carry the board's) and without comment nodes.
fn board_and_player_html(host: &Host) -> String {
    let html = format!("{}{}", host.get(".board-wrap").outer_html(), host.get("section.player").outer_html());
    let mut out = String::new();
    let mut rest = html.as_str();
    while let Some(at) = rest.find("<!--") {
        out.push_str(&rest[..at]);
        rest = rest[at..].find("-->").map_or("", |end| &rest[at + end + 3..]);
    }
    out.push_str(rest);
    // `id="b12-pit-3"` → `id="pit-3"`.
    let mut normalized = String::new();
    let mut rest = out.as_str();
    while let Some(at) = rest.find("id=\"b") {
        normalized.push_str(&rest[..at + 4]);
        let after = &rest[at + 5..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        rest = if digits > 0 && after[digits..].starts_with('-') { &after[digits + 1..] } else { &rest[at + 4..] };
    }
    normalized.push_str(rest);
    normalized
}

/// The same game through the site's `Board` + `PlayerControls` and through the embed, at its
/// end, then after the same clicks on the player's buttons: the two DOMs agree at every step.
async fn site_and_embed_draw_the_same(variant: &str, plies: usize) {
    use site::board::player::{Player, PlayerControls};
    prepare("", false);
    let (v, tokens, tl) = first_moves(variant, plies);
    let two = v.spec().rows == mancala_engine::Rows::Two;
    let reserves = tl.frames().iter().any(|f| Side::BOTH.iter().any(|&s| f.position.reserve(s) > 0));
    let name = site::platform::i18n::tr(
        Lang::Uk,
        "site-board",
        &[("name", mancala_text::variant_name(Lang::Uk, v.spec()).into())],
    );
    let roles = v.spec().pit_roles;

    let site_host = Host::new();
    let start = tl.frame(0).position.clone();
    let _handle = leptos::mount::mount_to(site_host.0.clone(), move || {
        let board = BoardState::new(&start, two, reserves);
        let player = Player::new(tl, board.clone());
        // The marks follow the frame shown, as the pages do it.
        let marked = board.clone();
        Effect::new(move |_| {
            let i = player.index.get();
            let pos = player.timeline.with_value(|tl| tl.frame(i).position.clone());
            marked.set_marks(&site::board::marks::marks(&roles, &pos));
        });
        view! {
            <Board state=board lang=Signal::stored(Lang::Uk) name=Signal::stored(name) />
            <PlayerControls player=player lang=Signal::stored(Lang::Uk) />
        }
        .into_any()
    });
    let moves = tokens.join(" ");
    let start_ply = plies.to_string();
    let embed_host = embed_host(&[("variant", variant), ("moves", &moves), ("start", &start_ply)]);
    let embed = site::embed::MancalaEmbed::mount(embed_host.0.clone(), None, false, None);
    settle().await;
    assert_eq!(embed.error(), None);
    assert_eq!(embed.ply() as usize, plies);
    assert_eq!(board_and_player_html(&site_host), board_and_player_html(&embed_host), "{variant}: at the end");
    for button in [
        "move-back",
        "seed-forward",
        "seed-forward",
        "sowing-forward",
        "seed-back",
        "move-back",
        "sowing-back",
        "move-forward",
        "sowing-forward",
        "move-forward",
    ] {
        let selector = format!("button[id$='-{button}'], button[id='{button}']");
        site_host.click(&selector).await;
        embed_host.click(&selector).await;
        let (site, embed) = (board_and_player_html(&site_host), board_and_player_html(&embed_host));
        assert!(site.contains("data-pit"), "{site}");
        assert_eq!(site, embed, "{variant}: after {button}");
    }
}

#[wasm_bindgen_test]
async fn site_and_embed_draw_a_two_row_game_the_same() {
    site_and_embed_draw_the_same("kalah", 4).await;
}

#[wasm_bindgen_test]
async fn site_and_embed_draw_a_four_row_game_the_same() {
    site_and_embed_draw_the_same("kiswahili", 2).await;
}
