//! A board alone in any element, for embedding (exported to JavaScript as `mount_board` by
//! [`crate::js`]). No page, no rules: the board shows one position with its special pits.

use crate::board::{Board, BoardState};
use crate::i18n::{tr, Lang};
use crate::js;
use crate::marks;
use leptos::prelude::*;
use mancala_engine::{Rows, Side, Variant};

/// Mounts a static board of `variant` showing `position` (text form; empty = the start position)
/// in `lang` (`uk`/`ru`; anything else = Ukrainian).
///
/// # Errors
/// An unknown variant or a bad position, in the requested language.
pub fn mount(element: web_sys::HtmlElement, variant: &str, position: &str, lang: &str) -> Result<(), String> {
    let lang = Lang::from_code(lang).unwrap_or(Lang::Uk);
    let v = Variant::new(variant, &[]).map_err(|e| mancala_text::variant_error(lang, &e))?;
    let pos = if position.trim().is_empty() {
        v.start_position()
    } else {
        v.parse_position(position).map_err(|e| mancala_text::position_error(lang, &e))?
    };
    let spec = v.spec();
    let show_reserves = Side::BOTH.iter().any(|&s| pos.reserve(s) > 0);
    let state = BoardState::new(&pos, spec.rows == Rows::Two, show_reserves);
    state.set_marks(&marks::marks(spec.id, &pos));
    let name = tr(lang, "site-board", &[("name", mancala_text::variant_name(lang, spec).into())]);
    js::mount_forever(element, move || {
        view! { <Board state=state lang=Signal::stored(lang) name=Signal::stored(name) /> }.into_any()
    });
    Ok(())
}
