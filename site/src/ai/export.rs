//! What the worker's wasm exports: `think`, called by `site/ai/worker.js` for every message of
//! the page. Compiled only with the feature `ai-worker` (the `ai-worker` binary,
//! tools/build_ai.sh), so the site's wasm carries none of it. With `crate::platform::js` and the embed's
//! export, this is the only file that names `wasm_bindgen` (crates/tidy/tests/architecture.rs).

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;

/// Answers one message of the page (a [`super::Request`]) with a [`super::Reply`]. A message
/// that is not a request is answered with a refusal (`Reply::refused`) and the id `u32::MAX`,
/// never with an exception.
#[wasm_bindgen]
#[must_use]
pub fn think(message: JsValue) -> JsValue {
    let reply = match crate::platform::js::from_js::<super::Request>(message) {
        Ok(req) => super::worker::answer(&req, &crate::platform::js::now_ms),
        Err(e) => super::worker::refused(u32::MAX, e),
    };
    crate::platform::js::to_js(&reply)
}
