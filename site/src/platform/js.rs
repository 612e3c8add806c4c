//! The adapter layer: everything that crosses from Rust into JavaScript lives here.
//!
//! Components call these small functions instead of touching `web_sys`, `js_sys` or
//! `wasm_bindgen` themselves, so the rest of the crate stays plain Rust. Every function here is
//! infallible for its callers: a browser that refuses (no `localStorage` in a private window, no
//! clipboard, no `matchMedia`) is logged and ignored, never a panic.
//!
//! It is a leaf: it names nothing else of the crate. In [`dom`] it holds the DOM without a
//! framework that the board view is drawn with. (The wasm's export for embedding, `MancalaEmbed`,
//! is the embed's own: `crate::embed::export`.)

pub mod dom;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen]
extern "C" {
    /// `globalThis`: the page's window, or the worker's scope. Read directly rather than through
    /// `js_sys::global()`, which tries four names (`globalThis`, `self`, `window`, `global`) for
    /// old engines, each a function of the glue in every wasm (the embed's first board counts
    /// its bytes: tools/sizes.py).
    #[wasm_bindgen(thread_local_v2, js_name = globalThis)]
    static GLOBAL: JsValue;
}

fn global() -> JsValue {
    GLOBAL.with(JsValue::clone)
}

/// The page's window; `None` in a worker.
fn window() -> Option<web_sys::Window> {
    global().dyn_into().ok()
}

fn document() -> Option<web_sys::Document> {
    window()?.document()
}

/// `window.localStorage`, if the browser lets the page use it.
fn local_storage() -> Option<web_sys::Storage> {
    window()?.local_storage().ok().flatten()
}

/// Reads a value saved with [`storage_set`].
#[must_use]
pub fn storage_get(key: &str) -> Option<String> {
    local_storage()?.get_item(key).ok().flatten()
}

/// Saves a value in `localStorage`. Whether it was saved: a failure (storage full, or disabled
/// as in some private windows) is logged and reported to the listener of
/// [`on_storage_failure`], the first of a page load only, so that the page says it once.
pub fn storage_set(key: &str, value: &str) -> bool {
    let saved = local_storage().is_some_and(|storage| storage.set_item(key, value).is_ok());
    if !saved {
        warn(&format!("localStorage: could not save `{key}`"));
        STORAGE_FAILED.with(|failed| {
            if !failed.replace(true) {
                STORAGE_LISTENER.with_borrow(|f| f.as_ref().map(|f| f()));
            }
        });
    }
    saved
}

thread_local! {
    /// Whether a write to `localStorage` failed since the page was loaded.
    static STORAGE_FAILED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Told of the first failed write ([`on_storage_failure`]).
    static STORAGE_LISTENER: std::cell::RefCell<Option<Box<dyn Fn()>>> = const { std::cell::RefCell::new(None) };
}

/// Calls `f` when a write to `localStorage` first fails in this page load (at once if one
/// already has); it replaces the listener set before.
pub fn on_storage_failure(f: impl Fn() + 'static) {
    if STORAGE_FAILED.get() {
        f();
    }
    STORAGE_LISTENER.set(Some(Box::new(f)));
}

/// Removes a saved value.
pub fn storage_remove(key: &str) {
    if let Some(storage) = local_storage() {
        let _ = storage.remove_item(key);
    }
}

/// Sets `<html lang=…>` so the browser (fonts, hyphenation, screen readers) knows the language.
pub fn set_document_lang(code: &str) {
    if let Some(root) = document().and_then(|d| d.document_element()) {
        if root.set_attribute("lang", code).is_err() {
            warn("could not set the document language");
        }
    }
}

/// Sets the page title.
pub fn set_title(title: &str) {
    if let Some(doc) = document() {
        doc.set_title(title);
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

/// Installs the panic hook: a panic is printed to the console with its message and place.
pub fn install_panic_hook() {
    console_error_panic_hook::set_once();
}

// --- Location hash (the router) -------------------------------------------------------------

/// The location hash without the leading `#` (empty when there is none).
#[must_use]
pub fn hash() -> String {
    let raw = window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    raw.strip_prefix('#').unwrap_or(&raw).to_string()
}

/// Navigates to `#hash` (a new history entry; fires `hashchange`).
pub fn set_hash(hash: &str) {
    if let Some(w) = window() {
        if w.location().set_hash(hash).is_err() {
            warn("could not change the location hash");
        }
    }
}

/// Replaces the current history entry's hash without a `hashchange` event (used to keep the
/// share link of a game in the address bar as moves are played).
pub fn replace_hash(hash: &str) {
    let Some(w) = window() else { return };
    let Ok(history) = w.history() else { return };
    let url = format!("#{hash}");
    if history.replace_state_with_url(&JsValue::NULL, "", Some(&url)).is_err() {
        warn("could not update the address bar");
    }
}

/// Replaces the current history entry's query (`a=1&b`, or empty for none), keeping the path and
/// the hash, without loading anything.
pub fn replace_search(query: &str) {
    let Some(w) = window() else { return };
    let (Ok(history), Ok(path), Ok(hash)) = (w.history(), w.location().pathname(), w.location().hash()) else { return };
    let url = if query.is_empty() { format!("{path}{hash}") } else { format!("{path}?{query}{hash}") };
    if history.replace_state_with_url(&JsValue::NULL, "", Some(&url)).is_err() {
        warn("could not update the address bar");
    }
}

/// The URL of the page's game or lesson to share: without the query, whose flags (`?ai-cap`,
/// `?projector`) set up this device, not the game.
#[must_use]
pub fn share_href() -> String {
    let href = href();
    let (page, hash) = href.split_once('#').map_or((href.as_str(), None), |(p, h)| (p, Some(h)));
    let page = page.split_once('?').map_or(page, |(p, _)| p);
    hash.map_or_else(|| page.to_string(), |h| format!("{page}#{h}"))
}

/// The full URL of the page (for the share box).
#[must_use]
pub fn href() -> String {
    window().and_then(|w| w.location().href().ok()).unwrap_or_default()
}

/// Calls `on_change` with the new hash whenever it changes. The listener lives as long as the page.
pub fn on_hash_change(on_change: impl Fn(String) + 'static) {
    let Some(w) = window() else { return };
    let closure = Closure::<dyn Fn()>::new(move || on_change(hash()));
    if w.add_event_listener_with_callback("hashchange", closure.as_ref().unchecked_ref()).is_err() {
        warn("could not listen to hashchange");
    }
    closure.forget();
}

/// The query string of the page's URL without the `?` (`projector` in `index.html?projector#/`).
#[must_use]
pub fn search() -> String {
    let raw = window().and_then(|w| w.location().search().ok()).unwrap_or_default();
    raw.strip_prefix('?').unwrap_or(&raw).to_string()
}

/// Adds or removes a class on `<html>` (page-wide modes such as the projector mode).
pub fn set_root_class(class: &str, on: bool) {
    let Some(root) = document().and_then(|d| d.document_element()) else { return };
    let list = root.class_list();
    let done = if on { list.add_1(class) } else { list.remove_1(class) };
    if done.is_err() {
        warn(&format!("could not set the class `{class}` on <html>"));
    }
}

/// Whether the root `<html>` has this class.
#[must_use]
pub fn has_root_class(class: &str) -> bool {
    document().and_then(|d| d.document_element()).is_some_and(|root| root.class_list().contains(class))
}

/// Whether this page is the self-contained `mancala.html` (tools/single_html.py marks its
/// `<html data-single-file>`), which has no service worker and no other files.
#[must_use]
pub fn is_single_file() -> bool {
    document().and_then(|d| d.document_element()).is_some_and(|root| root.has_attribute("data-single-file"))
}

// --- Offline: the service worker ------------------------------------------------------------

/// What the service worker tells the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfflineEvent {
    /// Every file of this build is cached and a service worker controls the page: it works offline.
    Ready,
    /// A newer build has been cached and has taken over; the next visit (or a reload) shows it.
    Updated,
}

/// Registers the service worker `script` (`./sw.js`, written by tools/service_worker.py) and
/// reports when the page works offline. Skipped, silently, on `file://` pages, in the single-file
/// `mancala.html` and in browsers without service workers; a failed registration is only logged.
pub fn register_service_worker(script: &str, on_event: impl Fn(OfflineEvent) + 'static) {
    let Some(w) = window() else { return };
    let protocol = w.location().protocol().unwrap_or_default();
    if protocol != "http:" && protocol != "https:" || is_single_file() {
        return;
    }
    let navigator = w.navigator();
    if !js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker")).unwrap_or(false) {
        return;
    }
    let container = navigator.service_worker();
    let had_controller = container.controller().is_some();
    if had_controller {
        on_event(OfflineEvent::Ready);
    }
    // The first worker takes control once it has cached every file (clients.claim); a later one
    // once it has cached a new build.
    let on_change = Closure::<dyn Fn()>::new(move || {
        on_event(if had_controller { OfflineEvent::Updated } else { OfflineEvent::Ready });
    });
    container.set_oncontrollerchange(Some(on_change.as_ref().unchecked_ref()));
    on_change.forget();
    let failed = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
        warn(&format!("service worker not registered (the site will not work offline): {e:?}"));
    });
    let _ = container.register(script).catch(&failed);
    failed.forget();
}

// --- Files: download, choose, print ---------------------------------------------------------

/// Offers `text` as a file to download (`filename`, of type `mime`). Returns whether the browser
/// accepted it.
pub fn download_text(filename: &str, mime: &str, text: &str) -> bool {
    download(filename, mime, &JsValue::from_str(text))
}

/// Offers `bytes` as a file to download (`filename`, of type `mime`). Returns whether the
/// browser accepted it.
pub fn download_bytes(filename: &str, mime: &str, bytes: &[u8]) -> bool {
    download(filename, mime, &js_sys::Uint8Array::from(bytes))
}

fn download(filename: &str, mime: &str, part: &JsValue) -> bool {
    let started = (|| -> Option<()> {
        let doc = document()?;
        // One part: a string or bytes (`new Blob` takes either, whatever the binding is named).
        let parts = js_sys::Array::of1(part);
        let options = web_sys::BlobPropertyBag::new();
        options.set_type(mime);
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
        let a: web_sys::HtmlAnchorElement = doc.create_element("a").ok()?.dyn_into().ok()?;
        a.set_href(&url);
        a.set_download(filename);
        doc.body()?.append_child(&a).ok()?;
        a.click();
        a.remove();
        // The download has started by now; the URL is freed a little later.
        let _ = after(60_000, move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        });
        Some(())
    })();
    if started.is_none() {
        warn(&format!("could not offer {filename} for download"));
    }
    started.is_some()
}

/// Reads the file chosen in the `<input type=file>` an event came from, as text:
/// `done(Ok(Some(text)))`, `done(Ok(None))` when nothing was chosen, `done(Err(why))` when the
/// browser could not read it. The input is cleared, so the same file can be chosen again.
pub fn read_chosen_file(ev: &web_sys::Event, done: impl FnOnce(Result<Option<String>, String>) + 'static) {
    let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else {
        done(Ok(None));
        return;
    };
    let Some(file) = input.files().and_then(|files| files.get(0)) else {
        done(Ok(None));
        return;
    };
    input.set_value("");
    let done = std::rc::Rc::new(std::cell::RefCell::new(Some(done)));
    let done2 = done.clone();
    let ok = Closure::<dyn FnMut(JsValue)>::new(move |v: JsValue| {
        if let Some(f) = done.borrow_mut().take() {
            f(Ok(Some(v.as_string().unwrap_or_default())));
        }
    });
    let failed = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
        if let Some(f) = done2.borrow_mut().take() {
            let why = js_sys::Reflect::get(&e, &JsValue::from_str("message")).ok().and_then(|m| m.as_string());
            f(Err(why.unwrap_or_else(|| format!("{e:?}"))));
        }
    });
    let _ = file.text().then2(&ok, &failed);
    // Each runs at most once; reading a file is rare, so the two small closures are left to the page.
    ok.forget();
    failed.forget();
}

/// The size in bytes of the file chosen in the `<input type=file>` an event came from, before
/// it is read (so that an oversized one is refused without reading it).
#[must_use]
pub fn chosen_file_size(ev: &web_sys::Event) -> Option<f64> {
    let input = ev.target()?.dyn_into::<web_sys::HtmlInputElement>().ok()?;
    Some(input.files()?.get(0)?.size())
}

/// Now, as ISO 8601 in UTC (`2026-12-07T10:00:00.000Z`).
#[must_use]
pub fn now_iso() -> String {
    js_sys::Date::new_0().to_iso_string().into()
}

/// Loads the page again (the same address).
pub fn reload() {
    if let Some(w) = window() {
        let _ = w.location().reload();
    }
}

/// Whether a key event is a held key's repeat.
#[must_use]
pub fn is_repeat(ev: &web_sys::Event) -> bool {
    ev.dyn_ref::<web_sys::KeyboardEvent>().is_some_and(web_sys::KeyboardEvent::repeat)
}

/// Opens the browser's print dialog.
pub fn print_page() {
    if let Some(w) = window() {
        if w.print().is_err() {
            warn("could not open the print dialog");
        }
    }
}

// --- Preferences ----------------------------------------------------------------------------

/// Whether the user asked the system for reduced motion.
#[must_use]
pub fn prefers_reduced_motion() -> bool {
    window().and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten()).is_some_and(|m| m.matches())
}

// --- Timers and geometry --------------------------------------------------------------------

/// A pending timer; dropping it does not cancel it, [`Timer::cancel`] does.
#[derive(Clone, Copy, Debug)]
pub struct Timer(Option<i32>);

impl Timer {
    pub fn cancel(self) {
        if let (Some(handle), Some(w)) = (self.0, window()) {
            w.clear_timeout_with_handle(handle);
        }
    }
}

/// Runs `f` once after `ms` milliseconds. (`setTimeout` itself, not Leptos's: the embed's view
/// has no framework.)
pub fn after(ms: u32, f: impl FnOnce() + 'static) -> Timer {
    let callback = Closure::once_into_js(f);
    let delay = i32::try_from(ms).unwrap_or(i32::MAX);
    Timer(
        window().and_then(|w| {
            w.set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), delay).ok()
        }),
    )
}

/// Runs `future` on the browser's event loop. Unlike `leptos::task::spawn_local`, this works
/// before anything is mounted (Leptos sets up its executor when it mounts).
pub fn spawn(future: impl std::future::Future<Output = ()> + 'static) {
    wasm_bindgen_futures::spawn_local(future);
}

/// Ends the page's static start-up state (`index.html`): removes the placeholder `#boot` and, when
/// the site cannot start, un-hides the bilingual notice `#boot-error` (the static text is all a
/// page can show before a language is loaded).
pub fn end_boot(started: bool) {
    let Some(doc) = document() else { return };
    if let Some(el) = doc.get_element_by_id("boot") {
        el.remove();
    }
    if !started {
        if let Some(el) = doc.get_element_by_id("boot-error") {
            let _ = el.remove_attribute("hidden");
        }
    }
}

/// Moves the keyboard focus to the element with this id.
pub fn focus(id: &str) {
    if let Some(el) = document().and_then(|d| d.get_element_by_id(id)) {
        if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
            let _ = el.focus();
        }
    }
}

/// The id of the element that has the focus, if it has one.
#[must_use]
pub fn focused_id() -> Option<String> {
    document().and_then(|d| d.active_element()).map(|e| e.id()).filter(|id| !id.is_empty())
}

/// The centre of an element relative to the top-left corner of another element, in CSS pixels.
#[must_use]
pub fn centre_within(id: &str, container_id: &str) -> Option<(f64, f64)> {
    let doc = document()?;
    Some(centre_of_within(&doc.get_element_by_id(id)?, &doc.get_element_by_id(container_id)?))
}

/// The centre of `el` relative to the top-left corner of `container`, in CSS pixels.
fn centre_of_within(el: &web_sys::Element, container: &web_sys::Element) -> (f64, f64) {
    let el = el.get_bounding_client_rect();
    let base = container.get_bounding_client_rect();
    (el.left() - base.left() + el.width() / 2.0, el.top() - base.top() + el.height() / 2.0)
}

/// `performance.now()`, in milliseconds: of the page, or of the worker this runs in (the
/// computer's clock, `crate::ai::export`).
#[must_use]
pub fn now_ms() -> f64 {
    js_sys::Reflect::get(&global(), &JsValue::from_str("performance"))
        .ok()
        .and_then(|p| p.dyn_into::<web_sys::Performance>().ok())
        .map_or(0.0, |p| p.now())
}

/// Today's date where the reader is, as days since 1970-01-01 (the puzzle of the day: the same
/// for everyone on the same date).
#[must_use]
pub fn local_day() -> i64 {
    let now = js_sys::Date::new_0();
    // The time of day where the reader is: UTC minus the zone's offset (minutes west of UTC).
    let local_ms = now.get_time() - now.get_timezone_offset() * 60_000.0;
    #[allow(clippy::cast_possible_truncation)]
    let day = (local_ms / 86_400_000.0).floor() as i64;
    day
}

// --- Clipboard ------------------------------------------------------------------------------

/// Copies text to the clipboard; `done(true)` when it worked. Never throws: a refused clipboard
/// (no permission, an insecure page) reports `false`.
pub fn copy_text(text: &str, done: impl Fn(bool) + 'static) {
    let Some(w) = window() else {
        done(false);
        return;
    };
    let clipboard = w.navigator().clipboard();
    if JsValue::from(clipboard.clone()).is_undefined() {
        done(false);
        return;
    }
    let done = std::rc::Rc::new(done);
    let ok = {
        let done = done.clone();
        Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| done(true))
    };
    let failed = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| done(false));
    let promise = clipboard.write_text(text);
    let _ = promise.then2(&ok, &failed);
    // Each runs at most once; a copy is rare, so the two small closures are left to the page.
    ok.forget();
    failed.forget();
}

// --- Data (the content JSON) ---------------------------------------------------------------

/// Why JSON data could not be had.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DataError {
    /// The request did not get an answer (offline, blocked, the server gone).
    Network(String),
    /// The server answered with this HTTP status instead of the data.
    Status(u16),
    /// The answer is not JSON, or not of the expected shape.
    Malformed(String),
}

fn describe(value: &JsValue) -> String {
    value
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| value.as_string())
        .unwrap_or_else(|| format!("{value:?}"))
}

/// Data inlined in the page as `<script type="application/json" id="ID">…</script>` (how
/// `dist/mancala.html` carries the content, since `fetch` does not work on `file://`), read into
/// `T`; `None` when the page has no such element.
#[must_use]
pub fn inline_data<T: serde::de::DeserializeOwned>(id: &str) -> Option<Result<T, DataError>> {
    Some(
        inline_json(id)?
            .and_then(|value| serde_wasm_bindgen::from_value(value).map_err(|e| DataError::Malformed(e.to_string()))),
    )
}

/// The look-up and parse of [`inline_data`], not generic (in the wasm once for every type).
fn inline_json(id: &str) -> Option<Result<JsValue, DataError>> {
    let el = document()?.get_element_by_id(id)?;
    if el.tag_name() != "SCRIPT" || el.get_attribute("type").as_deref() != Some("application/json") {
        return None;
    }
    let text = el.text_content().unwrap_or_default();
    Some(js_sys::JSON::parse(&text).map_err(|e| DataError::Malformed(describe(&e))))
}

/// Fetches `url` (relative to the page) and reads its JSON into `T`. The browser parses the JSON
/// (`Response.json()`), so the wasm carries no JSON parser.
///
/// # Errors
/// [`DataError`]: no answer, an HTTP error status, or data that is not the expected JSON.
pub async fn fetch_data<T: serde::de::DeserializeOwned>(url: &str) -> Result<T, DataError> {
    let value = fetch_json(url).await?;
    serde_wasm_bindgen::from_value(value).map_err(|e| DataError::Malformed(e.to_string()))
}

/// The fetch of [`fetch_data`], not generic, so the wasm has it once for every type read.
async fn fetch_json(url: &str) -> Result<JsValue, DataError> {
    let w = window().ok_or_else(|| DataError::Network("no window".into()))?;
    let answer = wasm_bindgen_futures::JsFuture::from(w.fetch_with_str(url))
        .await
        .map_err(|e| DataError::Network(describe(&e)))?;
    let response: web_sys::Response = answer.dyn_into().map_err(|e| DataError::Network(describe(&e)))?;
    if !response.ok() {
        return Err(DataError::Status(response.status()));
    }
    let promise = response.json().map_err(|e| DataError::Malformed(describe(&e)))?;
    wasm_bindgen_futures::JsFuture::from(promise).await.map_err(|e| DataError::Malformed(describe(&e)))
}

/// Fetches `url` (relative to the page) as bytes.
///
/// # Errors
/// [`DataError`]: no answer (a page opened from a file cannot fetch), or an HTTP error status.
pub async fn fetch_bytes(url: &str) -> Result<Vec<u8>, DataError> {
    let w = window().ok_or_else(|| DataError::Network("no window".into()))?;
    let answer = wasm_bindgen_futures::JsFuture::from(w.fetch_with_str(url))
        .await
        .map_err(|e| DataError::Network(describe(&e)))?;
    let response: web_sys::Response = answer.dyn_into().map_err(|e| DataError::Network(describe(&e)))?;
    if !response.ok() {
        return Err(DataError::Status(response.status()));
    }
    let promise = response.array_buffer().map_err(|e| DataError::Network(describe(&e)))?;
    let buffer = wasm_bindgen_futures::JsFuture::from(promise).await.map_err(|e| DataError::Network(describe(&e)))?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

// --- A school's platform: the SCORM 1.2 API -------------------------------------------------

/// The SCORM 1.2 API (`API`) of the school platform the page was launched from.
#[derive(Clone)]
pub struct Lms(JsValue);

/// The platform's API, found as SCORM 1.2's run-time environment says: on this window or one of
/// its parents (up to seven), then on its opener's; `None` elsewhere, and when a frame of another
/// origin stands in the way.
#[must_use]
pub fn lms() -> Option<Lms> {
    fn up_from(mut w: JsValue) -> Option<JsValue> {
        for _ in 0..8 {
            let api = js_sys::Reflect::get(&w, &JsValue::from_str("API")).ok()?;
            if api.is_object() {
                return Some(api);
            }
            let parent = js_sys::Reflect::get(&w, &JsValue::from_str("parent")).ok()?;
            if !parent.is_object() || js_sys::Object::is(&parent, &w) {
                return None;
            }
            w = parent;
        }
        None
    }
    let w: JsValue = window()?.into();
    up_from(w.clone())
        .or_else(|| {
            let opener = js_sys::Reflect::get(&w, &JsValue::from_str("opener")).ok()?;
            opener.is_object().then_some(opener).and_then(up_from)
        })
        .map(Lms)
}

impl Lms {
    /// Calls the API's function `name` with `args`; its answer as text (`"true"`, a value),
    /// `None` when it has no such function or it threw.
    pub fn call(&self, name: &str, args: &[&str]) -> Option<String> {
        let f: js_sys::Function = js_sys::Reflect::get(&self.0, &JsValue::from_str(name)).ok()?.dyn_into().ok()?;
        let list = js_sys::Array::new();
        for a in args {
            list.push(&JsValue::from_str(a));
        }
        let answer = f.apply(&self.0, &list).ok()?;
        // SCORM 1.2 answers strings; some APIs answer `true` as a boolean. (A number is not
        // read: formatting a float would bring its code into the wasm.)
        Some(answer.as_string().unwrap_or_else(|| answer.as_bool().map(|b| b.to_string()).unwrap_or_default()))
    }
}

// --- The camera: reading QR codes -----------------------------------------------------------

/// Finds out whether this browser can read QR codes from a camera, and tells `done`: it has
/// `navigator.mediaDevices.getUserMedia` (a page served over https or from 127.0.0.1) and a
/// `BarcodeDetector` that reads `qr_code` (Chrome and Edge on Android and macOS, Chrome on
/// ChromeOS; not Firefox, not Windows or Linux desktops).
pub fn scan_support(done: impl FnOnce(bool) + 'static) {
    use js_sys::{Function, Reflect};
    let found = (|| {
        let w = window()?;
        let media = Reflect::get(&w.navigator(), &JsValue::from_str("mediaDevices")).ok()?;
        if !media.is_object() || !Reflect::has(&media, &JsValue::from_str("getUserMedia")).unwrap_or(false) {
            return None;
        }
        let ctor = Reflect::get(&w, &JsValue::from_str("BarcodeDetector")).ok()?;
        let formats: Function = Reflect::get(&ctor, &JsValue::from_str("getSupportedFormats")).ok()?.dyn_into().ok()?;
        formats.call0(&ctor).ok()?.dyn_into::<js_sys::Promise>().ok()
    })();
    let Some(formats) = found else {
        done(false);
        return;
    };
    spawn(async move {
        let formats = wasm_bindgen_futures::JsFuture::from(formats).await.unwrap_or(JsValue::UNDEFINED);
        done(js_sys::Array::from(&formats).includes(&JsValue::from_str("qr_code"), 0));
    });
}

/// Why the camera could not read codes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScanError {
    /// The user (or the browser's settings) did not allow the camera.
    Denied,
    /// The device has no camera, or another program holds it.
    NoCamera,
    /// Anything else, in the browser's words.
    Other(String),
}

/// A camera reading QR codes into a `<video>`, until [`Scanner::stop`].
#[derive(Clone, Default)]
pub struct Scanner(std::rc::Rc<std::cell::RefCell<ScanState>>);

#[derive(Default)]
struct ScanState {
    stream: Option<JsValue>,
    interval: Option<i32>,
    tick: Option<Closure<dyn Fn()>>,
    stopped: bool,
}

/// How often the video is looked at for a code, ms.
const SCAN_EVERY_MS: i32 = 250;

fn scan_error(e: &JsValue) -> ScanError {
    let name = js_sys::Reflect::get(e, &JsValue::from_str("name")).ok().and_then(|n| n.as_string()).unwrap_or_default();
    match name.as_str() {
        "NotAllowedError" | "SecurityError" => ScanError::Denied,
        "NotFoundError" | "NotReadableError" | "OverconstrainedError" => ScanError::NoCamera,
        _ => ScanError::Other(describe(e)),
    }
}

/// Starts a camera (the one facing away from the user, where there are two) into the `<video>`
/// of id `video_id`, and looks for QR codes in it: `on_code` gets the text of each code seen (a
/// code held still is given once, until another is seen), `on_error` why the camera did not
/// start.
pub fn scan(video_id: &str, on_code: impl Fn(String) + 'static, on_error: impl Fn(ScanError) + 'static) -> Scanner {
    let scanner = Scanner::default();
    let state = scanner.clone();
    let video_id = video_id.to_string();
    let on_error: std::rc::Rc<dyn Fn(ScanError)> = std::rc::Rc::new(on_error);
    spawn(async move {
        if let Err(e) = start_scan(&state, &video_id, std::rc::Rc::new(on_code), on_error.clone()).await {
            state.stop();
            on_error(scan_error(&e));
        }
    });
    scanner
}

/// How many looks in a row may fail before the reader is said not to work (a video not yet
/// playing fails a few).
const SCAN_FAILURES: u32 = 12;

async fn start_scan(
    scanner: &Scanner,
    video_id: &str,
    on_code: std::rc::Rc<dyn Fn(String)>,
    on_error: std::rc::Rc<dyn Fn(ScanError)>,
) -> Result<(), JsValue> {
    use js_sys::{Function, Reflect, JSON};
    let w = window().ok_or_else(|| JsValue::from_str("no window"))?;
    let media = Reflect::get(&w.navigator(), &JsValue::from_str("mediaDevices"))?;
    let get_user_media: Function = Reflect::get(&media, &JsValue::from_str("getUserMedia"))?.dyn_into()?;
    let wanted = JSON::parse(r#"{"video":{"facingMode":"environment"},"audio":false}"#)?;
    let promise: js_sys::Promise = get_user_media.call1(&media, &wanted)?.dyn_into()?;
    let stream = wasm_bindgen_futures::JsFuture::from(promise).await?;
    scanner.0.borrow_mut().stream = Some(stream.clone());
    if scanner.0.borrow().stopped {
        // Stopped while the browser asked for the camera.
        scanner.stop();
        return Ok(());
    }
    let video = document().and_then(|d| d.get_element_by_id(video_id)).ok_or_else(|| JsValue::from_str("no video"))?;
    Reflect::set(&video, &JsValue::from_str("srcObject"), &stream)?;
    let play: Function = Reflect::get(&video, &JsValue::from_str("play"))?.dyn_into()?;
    let _ = play.call0(&video);
    let ctor: Function = Reflect::get(&w, &JsValue::from_str("BarcodeDetector"))?.dyn_into()?;
    let options = JSON::parse(r#"{"formats":["qr_code"]}"#)?;
    let detector = Reflect::construct(&ctor, &js_sys::Array::of1(&options))?;
    let detect: Function = Reflect::get(&detector, &JsValue::from_str("detect"))?.dyn_into()?;
    let last = std::rc::Rc::new(std::cell::RefCell::new(String::new()));
    let busy = std::rc::Rc::new(std::cell::Cell::new(false));
    let failures = std::rc::Rc::new(std::cell::Cell::new(0u32));
    // Not a strong reference: the state owns this closure.
    let state = std::rc::Rc::downgrade(&scanner.0);
    let tick = Closure::<dyn Fn()>::new(move || {
        if busy.get() {
            return;
        }
        let Ok(found) = detect.call1(&detector, &video).and_then(JsCast::dyn_into::<js_sys::Promise>) else { return };
        busy.set(true);
        let (busy, last, on_code, on_error) = (busy.clone(), last.clone(), on_code.clone(), on_error.clone());
        let (failures, state) = (failures.clone(), state.clone());
        spawn(async move {
            let codes = wasm_bindgen_futures::JsFuture::from(found).await;
            busy.set(false);
            // Stopped while looking: what was seen is not given (the page may be gone).
            let Some(state) = state.upgrade().filter(|s| !s.borrow().stopped) else { return };
            let codes = match codes {
                Ok(codes) => {
                    failures.set(0);
                    codes
                }
                Err(e) => {
                    failures.set(failures.get() + 1);
                    if failures.get() >= SCAN_FAILURES {
                        Scanner(state).stop();
                        on_error(ScanError::Other(describe(&e)));
                    }
                    return;
                }
            };
            for code in js_sys::Array::from(&codes).iter() {
                let Some(text) = Reflect::get(&code, &JsValue::from_str("rawValue")).ok().and_then(|t| t.as_string())
                else {
                    continue;
                };
                if *last.borrow() != text {
                    last.replace(text.clone());
                    on_code(text);
                }
            }
        });
    });
    let id = w.set_interval_with_callback_and_timeout_and_arguments_0(tick.as_ref().unchecked_ref(), SCAN_EVERY_MS)?;
    let mut state = scanner.0.borrow_mut();
    state.interval = Some(id);
    state.tick = Some(tick);
    Ok(())
}

impl Scanner {
    /// Stops looking and turns the camera off (its light too).
    pub fn stop(&self) {
        let (stream, interval, tick) = {
            let mut s = self.0.borrow_mut();
            s.stopped = true;
            (s.stream.take(), s.interval.take(), s.tick.take())
        };
        if let (Some(w), Some(id)) = (window(), interval) {
            w.clear_interval_with_handle(id);
        }
        drop(tick);
        if let Some(stream) = stream {
            let tracks = js_sys::Reflect::get(&stream, &JsValue::from_str("getTracks"))
                .ok()
                .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
                .and_then(|f| f.call0(&stream).ok());
            let tracks = tracks.map_or_else(js_sys::Array::new, |t| js_sys::Array::from(&t));
            for track in tracks.iter() {
                if let Some(stop) = js_sys::Reflect::get(&track, &JsValue::from_str("stop"))
                    .ok()
                    .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
                {
                    let _ = stop.call0(&track);
                }
            }
        }
    }
}

/// Calls `f` when the page is left (`pagehide`: closed, reloaded, navigated away, its frame
/// removed), with whether the browser keeps it to come back to (the back button's cache). The
/// listener lives as long as the page.
pub fn on_page_hide(f: impl Fn(bool) + 'static) {
    let Some(w) = window() else { return };
    let closure = Closure::<dyn Fn(JsValue)>::new(move |ev: JsValue| {
        f(js_sys::Reflect::get(&ev, &JsValue::from_str("persisted")).ok().and_then(|p| p.as_bool()).unwrap_or(false));
    });
    if w.add_event_listener_with_callback("pagehide", closure.as_ref().unchecked_ref()).is_err() {
        warn("could not listen to pagehide");
    }
    closure.forget();
}

/// Calls `f` whenever the page is hidden (another tab or app, a locked screen: the last moment
/// a phone's browser surely runs it). The listener lives as long as the page.
pub fn on_hidden(f: impl Fn() + 'static) {
    let Some(doc) = document() else { return };
    let closure = Closure::<dyn Fn()>::new(move || {
        let state = document().and_then(|d| js_sys::Reflect::get(&d, &JsValue::from_str("visibilityState")).ok());
        if state.and_then(|s| s.as_string()).as_deref() == Some("hidden") {
            f();
        }
    });
    if doc.add_event_listener_with_callback("visibilitychange", closure.as_ref().unchecked_ref()).is_err() {
        warn("could not listen to visibilitychange");
    }
    closure.forget();
}

// --- Events ---------------------------------------------------------------------------------

/// The `key` of a keyboard event.
#[must_use]
pub fn key_of(ev: &web_sys::KeyboardEvent) -> String {
    ev.key()
}

/// What a key event came from: a plain element, a button (Space/Enter click it), or a text or
/// range input (which uses the arrow keys itself).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Plain,
    Button,
    Input,
}

/// The kind of element an event came from.
#[must_use]
pub fn target_is_control(ev: &web_sys::Event) -> Target {
    let tag = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).map(|e| e.tag_name());
    match tag.as_deref() {
        Some("BUTTON" | "A" | "SUMMARY") => Target::Button,
        Some("INPUT" | "SELECT" | "TEXTAREA") => Target::Input,
        _ => Target::Plain,
    }
}

/// `event.preventDefault()`.
pub fn prevent_default(ev: &web_sys::Event) {
    ev.prevent_default();
}

/// The value of the `<input>`/`<select>` an event came from.
#[must_use]
#[cfg(feature = "app")]
pub fn target_value(ev: &web_sys::Event) -> String {
    leptos::prelude::event_target_value(ev)
}

/// Whether the `<input type=checkbox>` an event came from is checked.
#[must_use]
#[cfg(feature = "app")]
pub fn target_checked(ev: &web_sys::Event) -> bool {
    leptos::prelude::event_target_checked(ev)
}

// --- The computer's Web Worker --------------------------------------------------------------

/// A value of the page's or the worker's JavaScript read into `T`.
///
/// # Errors
/// The value is not what `T` expects (said in English, for the console).
pub fn from_js<T: serde::de::DeserializeOwned>(value: JsValue) -> Result<T, String> {
    serde_wasm_bindgen::from_value(value).map_err(|e| e.to_string())
}

/// `value` as a JavaScript value (to post to a worker or back to the page).
pub fn to_js<T: serde::Serialize>(value: &T) -> JsValue {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).unwrap_or(JsValue::NULL)
}

/// A message to or from a worker: a plain JavaScript object (or a string), built and read field
/// by field, so the page's wasm carries no generic decoder for it.
#[derive(Clone, Debug)]
pub struct Message(JsValue);

impl Message {
    /// A value as a message (as the worker's `postMessage` would carry it).
    #[must_use]
    pub fn from_value(value: JsValue) -> Message {
        Message(value)
    }

    /// The message as a JavaScript value.
    #[must_use]
    pub fn into_value(self) -> JsValue {
        self.0
    }

    /// An empty object.
    #[must_use]
    pub fn object() -> Message {
        Message(js_sys::Object::new().into())
    }

    /// A string.
    #[must_use]
    pub fn text(value: &str) -> Message {
        Message(JsValue::from_str(value))
    }

    fn set(self, key: &str, value: &JsValue) -> Message {
        let _ = js_sys::Reflect::set(&self.0, &JsValue::from_str(key), value);
        self
    }

    #[must_use]
    pub fn with(self, key: &str, value: &Message) -> Message {
        let v = value.0.clone();
        self.set(key, &v)
    }

    #[must_use]
    pub fn with_text(self, key: &str, value: &str) -> Message {
        self.set(key, &JsValue::from_str(value))
    }

    #[must_use]
    pub fn with_num(self, key: &str, value: f64) -> Message {
        self.set(key, &JsValue::from_f64(value))
    }

    #[must_use]
    pub fn with_texts(self, key: &str, values: &[String]) -> Message {
        let array = js_sys::Array::new();
        for v in values {
            array.push(&JsValue::from_str(v));
        }
        self.set(key, &array.into())
    }

    fn get(&self, key: &str) -> JsValue {
        js_sys::Reflect::get(&self.0, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
    }

    /// A text field ("" when missing or not a string).
    #[must_use]
    pub fn get_text(&self, key: &str) -> String {
        self.get(key).as_string().unwrap_or_default()
    }

    /// A number field (`None` when missing, `null` or not a number).
    #[must_use]
    pub fn get_num(&self, key: &str) -> Option<f64> {
        self.get(key).as_f64()
    }

    /// A boolean field (false unless `true`).
    #[must_use]
    pub fn get_flag(&self, key: &str) -> bool {
        self.get(key).as_bool().unwrap_or(false)
    }

    /// A field that is an array of strings (non-strings skipped; empty when missing).
    #[must_use]
    pub fn get_texts(&self, key: &str) -> Vec<String> {
        let v = self.get(key);
        if !js_sys::Array::is_array(&v) {
            return Vec::new();
        }
        js_sys::Array::from(&v).iter().filter_map(|x| x.as_string()).collect()
    }

    /// Whether this is an object at all.
    #[must_use]
    pub fn is_object(&self) -> bool {
        self.0.is_object()
    }
}

/// Where the computer's worker script is: `ai/worker.js` next to the page, or, in the
/// single-file `mancala.html` (where a worker cannot be loaded from `file://`), the script
/// tools/single_html.py inlined as the string `MANCALA_AI_WORKER`, run from a `blob:` URL.
fn worker_url() -> Result<String, JsValue> {
    let inlined = js_sys::Reflect::get(&global(), &JsValue::from_str("MANCALA_AI_WORKER"))?;
    let Some(source) = inlined.as_string() else {
        return Ok("ai/worker.js".to_string());
    };
    let parts = js_sys::Array::of1(&JsValue::from_str(&source));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    web_sys::Url::create_object_url_with_blob(&blob)
}

type Listeners = (Closure<dyn FnMut(web_sys::MessageEvent)>, Closure<dyn FnMut(web_sys::Event)>);

/// The computer's Web Worker, started on the first [`Thinker::ask`] and stopped by
/// [`Thinker::cancel`] (a new game, an undo while it thinks, leaving the page): terminating the
/// worker is the only way to stop a search that runs, and the next question starts a new one.
/// Every answer, or the worker's failure (no network for its files, a crash), goes to
/// `on_message`.
pub struct Thinker {
    worker: std::cell::RefCell<Option<(web_sys::Worker, Listeners)>>,
    on_message: std::rc::Rc<dyn Fn(Result<Message, String>)>,
}

impl Thinker {
    #[must_use]
    pub fn new(on_message: impl Fn(Result<Message, String>) + 'static) -> Thinker {
        Thinker { worker: std::cell::RefCell::new(None), on_message: std::rc::Rc::new(on_message) }
    }

    fn start(&self) -> Result<(), JsValue> {
        if self.worker.borrow().is_some() {
            return Ok(());
        }
        let worker = web_sys::Worker::new(&worker_url()?)?;
        let on_message = self.on_message.clone();
        let message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
            on_message(Ok(Message(ev.data())));
        });
        let on_message = self.on_message.clone();
        // An error inside the worker comes as an ErrorEvent with its message; a worker whose
        // script could not be loaded, as a plain Event.
        let error = Closure::<dyn FnMut(web_sys::Event)>::new(move |ev: web_sys::Event| {
            ev.prevent_default();
            let why = ev
                .dyn_ref::<web_sys::ErrorEvent>()
                .map_or_else(|| "the worker's script could not be loaded".to_string(), |e| e.message());
            on_message(Err(why));
        });
        worker.set_onmessage(Some(message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(error.as_ref().unchecked_ref()));
        *self.worker.borrow_mut() = Some((worker, (message, error)));
        Ok(())
    }

    /// Posts `message` to the worker (starting it if needed). Its answers come in order.
    pub fn ask(&self, message: &Message) {
        let posted = self.start().and_then(|()| match &*self.worker.borrow() {
            Some((worker, _)) => worker.post_message(&message.0),
            None => Ok(()),
        });
        if let Err(e) = posted {
            self.cancel();
            (self.on_message)(Err(describe(&e)));
        }
    }

    /// Stops the worker and whatever it is thinking about. Its handlers are taken off first: an
    /// answer it posted just before, already queued on this side, would otherwise come to a
    /// listener dropped with it («closure invoked … after being dropped», as when a pupil left a
    /// game against the computer while the coach judged its last move).
    pub fn cancel(&self) {
        if let Some((worker, _)) = self.worker.borrow_mut().take() {
            worker.set_onmessage(None);
            worker.set_onerror(None);
            worker.terminate();
        }
    }

    /// Whether a worker is running.
    #[must_use]
    pub fn is_started(&self) -> bool {
        self.worker.borrow().is_some()
    }
}

impl Drop for Thinker {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// A random number in `0..u32::MAX` (`Math.random`), to vary the weak levels' moves.
#[must_use]
pub fn random_u32() -> u32 {
    (js_sys::Math::random() * f64::from(u32::MAX)) as u32
}
