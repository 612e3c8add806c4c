//! What the browser test files share: a host element for mounting, DOM look-ups, content files
//! inlined in the page, and letting Leptos settle. Each test file uses a part of it.
#![allow(dead_code)]

use wasm_bindgen::JsCast;
use web_sys::{Document, HtmlElement};

pub fn document() -> Document {
    web_sys::window().expect("window").document().expect("document")
}

/// A fresh `<div>` in the body; removed on drop.
pub struct Host(pub HtmlElement);

impl Drop for Host {
    fn drop(&mut self) {
        self.0.remove();
    }
}

impl Host {
    pub fn new() -> Host {
        let host: HtmlElement = document().create_element("div").expect("div").unchecked_into();
        document().body().expect("body").append_child(&host).expect("append host");
        Host(host)
    }

    pub fn find(&self, selector: &str) -> Option<HtmlElement> {
        self.0.query_selector(selector).expect("valid selector").map(JsCast::unchecked_into)
    }

    pub fn get(&self, selector: &str) -> HtmlElement {
        self.find(selector).unwrap_or_else(|| panic!("no element matches `{selector}`"))
    }

    pub fn count(&self, selector: &str) -> u32 {
        self.0.query_selector_all(selector).expect("valid selector").length()
    }

    pub fn text(&self, selector: &str) -> String {
        self.get(selector).text_content().unwrap_or_default()
    }

    pub fn attr(&self, selector: &str, name: &str) -> String {
        self.get(selector).get_attribute(name).unwrap_or_default()
    }

    pub fn pit_count(&self, pit: &str) -> u32 {
        self.attr(&format!("[data-pit='{pit}']"), "data-count").parse().expect("a number")
    }

    pub fn disabled(&self, selector: &str) -> bool {
        // `disabled` is a reflected property: the attribute follows it.
        self.get(selector).has_attribute("disabled")
    }

    pub async fn click(&self, selector: &str) {
        self.get(selector).click();
        settle().await;
    }
}

/// Lets Leptos run its queued effects and DOM updates.
pub async fn settle() {
    for _ in 0..4 {
        leptos::task::tick().await;
    }
}

/// A content file inlined in the page, as `dist/mancala.html` carries it (the test runner serves
/// no content files); removed on drop unless kept.
pub struct Inlined(web_sys::Element);

impl Inlined {
    /// Leaves the file in the page for the rest of the test run.
    pub fn keep(self) {
        std::mem::forget(self);
    }
}

impl Drop for Inlined {
    fn drop(&mut self) {
        self.0.remove();
    }
}

/// Inlines `json` as the content file `path` (`content/<version>/…`), where `site::platform::content` looks
/// first.
pub fn inline_content(path: &str, json: &str) -> Inlined {
    let el = document().create_element("script").expect("script");
    el.set_attribute("type", "application/json").expect("type");
    el.set_id(path);
    el.set_text_content(Some(json));
    document().body().expect("body").append_child(&el).expect("append");
    Inlined(el)
}
