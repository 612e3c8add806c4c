//! The adapter layer: everything that crosses from Rust into JavaScript lives here.
//!
//! Components call these small functions instead of touching `web_sys`, `js_sys` or
//! `wasm_bindgen` themselves, so the rest of the crate stays plain Rust. Every function here is
//! infallible for its callers: a browser that refuses (no `localStorage` in a private window, no
//! clipboard, no `matchMedia`) is logged and ignored, never a panic.
//!
//! It also holds what the wasm exports to JavaScript for embedding: `MancalaEmbed`, the handle
//! the `<mancala-board>` custom element (`site/embed/mancala-board.js`, the hand-written other
//! half of this adapter) drives; and, in [`dom`], the DOM without a framework that the embed's
//! view is drawn with.

pub mod dom;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

fn window() -> Option<web_sys::Window> {
    web_sys::window()
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
    let started = (|| -> Option<()> {
        let doc = document()?;
        let parts = js_sys::Array::of1(&JsValue::from_str(text));
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

/// `performance.now()`, in milliseconds.
#[must_use]
pub fn now_ms() -> f64 {
    window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
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

// --- The embed API --------------------------------------------------------------------------
// Exported only by the embed bundle (feature `embed`, `tools/build_embed.sh`): a `#[wasm_bindgen]`
// export is linked into every binary of the crate, so without the gate the site's wasm would
// carry the whole embed.

/// The animated board of one `<mancala-board>` element (see docs/EMBED.md): created by
/// `MancalaEmbed.mount(element, record, pending)` from `site/embed/mancala-board.js`, which
/// forwards the element's methods here.
#[cfg(feature = "embed")]
#[wasm_bindgen]
pub struct MancalaEmbed(crate::embed::Embed);

#[cfg(feature = "embed")]
#[wasm_bindgen]
impl MancalaEmbed {
    /// Mounts a board in `element` from its attributes (`variant`, `moves`, …), or from `record`
    /// (a record text) when given; with `pending`, it shows "loading" until [`MancalaEmbed::load`]
    /// or [`MancalaEmbed::fetch_failed`]. `strings_problem`: why the strings of the board's
    /// language (see [`MancalaEmbed::add_strings`]) could not be had. Bad input is shown inside
    /// the element, never thrown.
    #[must_use]
    pub fn mount(
        element: web_sys::HtmlElement,
        record: Option<String>,
        pending: bool,
        strings_problem: Option<String>,
    ) -> MancalaEmbed {
        let values = crate::embed::ATTRIBUTES.iter().map(|name| element.get_attribute(name)).collect();
        let attrs = crate::embed::Attrs::from_values(values);
        MancalaEmbed(crate::embed::Embed::mount(
            element,
            &attrs,
            record.as_deref(),
            pending,
            strings_problem.as_deref(),
        ))
    }

    /// The language code (`uk`, `ru`) a board with this `lang` attribute is shown in: the
    /// strings to fetch for it (`mancala-board.<code>.ftl`).
    #[must_use]
    pub fn language(lang_attribute: Option<String>) -> String {
        crate::embed::board_language(lang_attribute.as_deref()).code().to_string()
    }

    /// Whether the strings of `code`'s language are there (given, or compiled in).
    #[must_use]
    #[wasm_bindgen(js_name = hasStrings)]
    pub fn has_strings(code: &str) -> bool {
        mancala_text::Lang::from_code(code).is_some_and(mancala_text::is_locale_loaded)
    }

    /// Gives the strings of a language (the text of `mancala-board.<code>.ftl`); the reason when
    /// they are not valid Fluent or the language is unknown, else nothing.
    #[must_use]
    #[wasm_bindgen(js_name = addStrings)]
    pub fn add_strings(code: &str, text: String) -> Option<String> {
        let Some(lang) = mancala_text::Lang::from_code(code) else {
            return Some(format!("unknown language {code:?}"));
        };
        mancala_text::set_locale(lang, text).err().map(|e| e.to_string())
    }

    /// Replaces the game with a record text; `false` when it is rejected (the error is shown).
    pub fn load(&self, record: &str) -> bool {
        self.0.load(record)
    }

    /// Shows that the record at `url` could not be fetched.
    #[wasm_bindgen(js_name = fetchFailed)]
    pub fn fetch_failed(&self, url: &str, detail: &str) {
        self.0.fetch_failed(url, detail);
    }

    /// Shows that the wasm the element loads for the game (`"two-row"`, `"four-row"`, `"both"`:
    /// `mancala-embed-<wasm>_bg.wasm`) could not be had.
    #[wasm_bindgen(js_name = familyFailed)]
    pub fn family_failed(&self, wasm: &str, detail: &str) {
        self.0.family_failed(wasm, detail);
    }

    /// Shows the position after `ply` plies (0: the start; clamped to the game).
    #[wasm_bindgen(js_name = goTo)]
    pub fn go_to(&self, ply: u32) {
        self.0.go_to(ply as usize);
    }

    pub fn play(&self) {
        self.0.play();
    }

    pub fn pause(&self) {
        self.0.pause();
    }

    /// The ply shown (0: the start position).
    #[must_use]
    pub fn ply(&self) -> u32 {
        u32::try_from(self.0.ply()).unwrap_or(u32::MAX)
    }

    /// The number of plies of the main line.
    #[must_use]
    pub fn plies(&self) -> u32 {
        u32::try_from(self.0.plies()).unwrap_or(u32::MAX)
    }

    /// Whether the animation is running.
    #[must_use]
    pub fn playing(&self) -> bool {
        self.0.playing()
    }

    /// The error the board shows, if any.
    #[must_use]
    pub fn error(&self) -> Option<String> {
        self.0.error()
    }

    /// `"two-row"` or `"four-row"` when the board's game is of a family of games this wasm does
    /// not carry (the element then mounts it with that family's wasm), else nothing.
    #[must_use]
    #[wasm_bindgen(js_name = otherFamily)]
    pub fn other_family(&self) -> Option<String> {
        self.0.other_family().map(|rows| crate::embed::family_name(rows).to_string())
    }
}

/// Fires `move` on an embedded board's element: a `CustomEvent` whose `detail` is
/// `{ ply, token }` (the ply now shown, 0 at the start, and that ply's move token).
pub fn dispatch_move(element: &web_sys::HtmlElement, ply: usize, token: &str) {
    let detail = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&detail, &"ply".into(), &JsValue::from_f64(ply as f64));
    let _ = js_sys::Reflect::set(&detail, &"token".into(), &JsValue::from_str(token));
    let init = web_sys::CustomEventInit::new();
    init.set_detail(&detail);
    init.set_bubbles(true);
    match web_sys::CustomEvent::new_with_event_init_dict("move", &init) {
        Ok(event) => {
            let _ = element.dispatch_event(&event);
        }
        Err(_) => warn("could not create the `move` event"),
    }
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
