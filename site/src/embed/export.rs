//! What the embed's wasm exports to JavaScript: `MancalaEmbed`, the handle the
//! `<mancala-board>` custom element (`site/embed/mancala-board.js`) drives, one per element.
//!
//! Compiled only with the feature `embed` (the `embed` binary, `tools/build_embed.sh`): a
//! `#[wasm_bindgen]` export is linked into every binary of the crate, so without the gate the
//! site's wasm would carry the whole embed. With `crate::platform::js` this is the only file that names
//! `wasm_bindgen` (crates/engine/tests/architecture.rs).

use wasm_bindgen::prelude::wasm_bindgen;

/// The animated board of one `<mancala-board>` element (see docs/EMBED.md): created by
/// `MancalaEmbed.mount(element, record, pending)` from `site/embed/mancala-board.js`, which
/// forwards the element's methods here.
#[wasm_bindgen]
pub struct MancalaEmbed(super::Embed);

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
        let values = super::ATTRIBUTES.iter().map(|name| element.get_attribute(name)).collect();
        let attrs = super::Attrs::from_values(values);
        MancalaEmbed(super::Embed::mount(element, &attrs, record.as_deref(), pending, strings_problem.as_deref()))
    }

    /// The language code (`uk`, `ru`) a board with this `lang` attribute is shown in: the
    /// strings to fetch for it (`mancala-board.<code>.ftl`).
    #[must_use]
    pub fn language(lang_attribute: Option<String>) -> String {
        super::board_language(lang_attribute.as_deref()).code().to_string()
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
            // Not `{code:?}`: `Debug` for strings would be the only one in the embed's wasm.
            return Some(format!("unknown language «{code}»"));
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
        self.0.other_family().map(|rows| super::family_name(rows).to_string())
    }
}
