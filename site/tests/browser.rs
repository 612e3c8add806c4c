//! Browser tests of the site (wasm-bindgen-test in headless Chromium):
//! `cargo test --target wasm32-unknown-unknown -p site --tests` (or `./x test`).
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use mancala_engine::{variants, Layout, Side};
use site::game::{board_rows, pit_dom_id, Game};
use site::i18n::{Lang, LANG_KEY, RU, UK};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Document, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> Document {
    web_sys::window().expect("window").document().expect("document")
}

/// A mounted `App` in its own `<div>`; unmounted and removed on drop.
struct Mounted {
    host: HtmlElement,
    _handle: leptos::mount::UnmountHandle<<AnyView as Render>::State>,
}

impl Drop for Mounted {
    fn drop(&mut self) {
        self.host.remove();
    }
}

impl Mounted {
    async fn app() -> Mounted {
        if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
            storage.remove_item(LANG_KEY).expect("clear the saved language");
        }
        let host: HtmlElement = document().create_element("div").expect("div").unchecked_into();
        document().body().expect("body").append_child(&host).expect("append host");
        let handle = leptos::mount::mount_to(host.clone(), || site::App().into_any());
        settle().await;
        Mounted { host, _handle: handle }
    }

    fn find(&self, selector: &str) -> Option<HtmlElement> {
        self.host.query_selector(selector).expect("valid selector").map(JsCast::unchecked_into)
    }

    fn get(&self, selector: &str) -> HtmlElement {
        self.find(selector).unwrap_or_else(|| panic!("no element matches `{selector}`"))
    }

    fn text(&self, selector: &str) -> String {
        self.get(selector).text_content().unwrap_or_default()
    }

    async fn click(&self, selector: &str) {
        self.get(selector).click();
        settle().await;
    }
}

/// Lets Leptos run its queued effects and DOM updates.
async fn settle() {
    for _ in 0..3 {
        leptos::task::tick().await;
    }
}

#[wasm_bindgen_test]
async fn title_renders_in_ukrainian_by_default() {
    let page = Mounted::app().await;
    assert_eq!(page.text("#title"), UK.title);
    assert_eq!(page.get("#lang-uk").get_attribute("aria-pressed").as_deref(), Some("true"));
}

#[wasm_bindgen_test]
async fn language_switch_changes_texts_and_is_remembered() {
    let page = Mounted::app().await;
    page.click("#lang-ru").await;
    assert_eq!(page.text("#title"), RU.title);
    assert_eq!(page.get("#lang-ru").get_attribute("aria-pressed").as_deref(), Some("true"));
    assert_eq!(site::js::storage_get(LANG_KEY).as_deref(), Some("ru"));
    assert_eq!(document().document_element().and_then(|e| e.get_attribute("lang")).as_deref(), Some("ru"));
    assert_eq!(site::initial_lang(), Lang::Ru);

    page.click("#lang-uk").await;
    assert_eq!(page.text("#title"), UK.title);
    assert_eq!(site::js::storage_get(LANG_KEY).as_deref(), Some("uk"));
}

#[wasm_bindgen_test]
async fn variant_list_shows_every_engine_variant() {
    let page = Mounted::app().await;
    let specs = variants();
    assert_eq!(page.get("#variant-list").child_element_count() as usize, specs.len());
    for spec in &specs {
        let item = page.get(&format!("#variant-list li[data-variant='{}']", spec.id));
        assert_eq!(item.text_content().unwrap_or_default(), spec.name_uk);
    }
    assert_eq!(page.find("#no-variants").is_some(), specs.is_empty());
    assert_eq!(page.find("#board").is_some(), !specs.is_empty());
}

#[wasm_bindgen_test]
async fn clicking_a_legal_pit_plays_the_engine_move() {
    let Some(spec) = variants().first().copied() else {
        site::js::log("the engine has no variants yet: the board click test has nothing to play");
        return;
    };
    let mut expected = Game::new(spec).expect("the first variant starts");
    let Some(&pit) = expected.playable_pits().first() else {
        panic!("variant `{}` has no legal move in its start position", spec.id);
    };
    let page = Mounted::app().await;
    let layout = expected.layout();
    let board_before = page.text("#board");
    let status_before = page.text("#status");

    page.click(&format!("#{}", pit_dom_id(layout, pit))).await;

    let last = expected.click(pit).expect("the engine plays the move").clone();
    assert_ne!(page.text("#status"), status_before);
    assert!(page.text("#status").contains(&last.token), "status shows the move {}", last.token);
    assert_ne!(page.text("#board"), board_before);
    assert_eq!(page.text("#error"), "");
    for p in 0..layout.pit_count() {
        let shown = page.text(&format!("#{}", pit_dom_id(layout, p)));
        assert_eq!(shown, expected.position().seeds(p).to_string(), "pit {}", layout.pit_name(p));
    }
}

#[wasm_bindgen_test]
async fn clicking_an_illegal_pit_shows_an_error_and_changes_nothing() {
    let Some(spec) = variants().first().copied() else {
        return;
    };
    let game = Game::new(spec).expect("the first variant starts");
    let layout = game.layout();
    let playable = game.playable_pits();
    let Some(pit) = (0..layout.pit_count()).find(|p| !playable.contains(p)) else {
        panic!("every pit of `{}` is playable at the start", spec.id);
    };
    let page = Mounted::app().await;
    let board_before = page.text("#board");
    page.click(&format!("#{}", pit_dom_id(layout, pit))).await;
    assert_ne!(page.text("#error"), "", "an illegal click explains itself");
    assert_eq!(page.text("#board"), board_before);
}

#[wasm_bindgen_test]
fn board_rows_draw_every_pit_once() {
    for layout in [Layout::two_row(6), Layout::two_row(8), Layout::four_row(8), Layout::four_row(16)] {
        let rows = board_rows(layout);
        let mut all: Vec<usize> = rows.iter().flatten().copied().collect();
        all.sort_unstable();
        assert_eq!(all, (0..layout.pit_count()).collect::<Vec<_>>(), "{layout:?}");
        // South's first pit is bottom left; North's first pit is top right.
        assert_eq!(rows.last().unwrap()[0], layout.pit(Side::South, 0));
        assert_eq!(*rows[0].last().unwrap(), layout.pit(Side::North, 0));
    }
}

#[wasm_bindgen_test]
fn pit_ids_are_css_safe() {
    assert_eq!(pit_dom_id(Layout::two_row(6), 0), "pit-S0");
    assert_eq!(pit_dom_id(Layout::two_row(6), 11), "pit-N5");
    let four = Layout::four_row(8);
    assert_eq!(pit_dom_id(four, four.inner(Side::South, 5)), "pit-S_I5");
}

#[wasm_bindgen_test]
fn language_codes_round_trip() {
    for lang in Lang::ALL {
        assert_eq!(Lang::from_code(lang.code()), Some(lang));
    }
    assert_eq!(Lang::from_code("en"), None);
}
