//! The adapter layer: everything that crosses from Rust into JavaScript lives here.
//!
//! Components call these small functions instead of touching `web_sys`, `js_sys` or
//! `wasm_bindgen` themselves, so the rest of the crate stays plain Rust. Every function here is
//! infallible for its callers: a browser that refuses (no `localStorage` in a private window, no
//! `document`) is logged and ignored, never a panic.

use mancala_engine::Step;
use wasm_bindgen::JsValue;

/// `window.localStorage`, if the browser lets the page use it.
fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Reads a value saved with [`storage_set`].
#[must_use]
pub fn storage_get(key: &str) -> Option<String> {
    local_storage()?.get_item(key).ok().flatten()
}

/// Saves a value in `localStorage`; failures (storage full or disabled) are only logged.
pub fn storage_set(key: &str, value: &str) {
    match local_storage() {
        Some(storage) => {
            if storage.set_item(key, value).is_err() {
                warn(&format!("localStorage: could not save `{key}`"));
            }
        }
        None => warn("localStorage is not available; settings are not saved"),
    }
}

/// Sets `<html lang=…>` so the browser (fonts, hyphenation, screen readers) knows the language.
pub fn set_document_lang(code: &str) {
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        if root.set_attribute("lang", code).is_err() {
            warn("could not set the document language");
        }
    }
}

/// `console.log`.
pub fn log(message: &str) {
    web_sys::console::log_1(&JsValue::from_str(message));
}

/// `console.warn`.
pub fn warn(message: &str) {
    web_sys::console::warn_1(&JsValue::from_str(message));
}

/// `console.debug` of a move's step log as a JavaScript array (for developers; hidden by default).
pub fn debug_steps(token: &str, steps: &[Step]) {
    match serde_wasm_bindgen::to_value(steps) {
        Ok(value) => web_sys::console::debug_2(&JsValue::from_str(token), &value),
        Err(err) => warn(&format!("could not convert the step log of {token}: {err}")),
    }
}
