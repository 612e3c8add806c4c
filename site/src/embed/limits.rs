//! What a board refuses to read, and how much of a wrong value it repeats (issue 38): an
//! attribute or a record over its limit is refused before it is parsed, with an error that says
//! the limit ([`too_long`], [`record_too_long`]), and every error names a wrong value cut as the
//! site's links do ([`cut_echoes`]). A megabyte in an attribute then costs the page nothing.
//!
//! Compiled only with the feature `embed`, like `export`: the site's wasm, which never mounts a
//! board, stays as it is.

use super::{Attrs, ATTRIBUTES};
use crate::platform::i18n::{tr, Arg, Lang};
use crate::platform::route;

/// The most characters each of [`ATTRIBUTES`] may have, in that order: `moves` and `puzzle` a
/// long game's moves, `position` and `options` the largest board's position and every option,
/// the others a word or a number (docs/EMBED.md §2).
pub const ATTRIBUTE_LIMITS: [usize; 11] = [100, 2_000, 2_000, 50_000, 100, 100, 100, 100, 100, 100, 50_000];

/// The most characters of a game record a board reads (inline, by `src` or `load()`).
pub const RECORD_LIMIT: usize = 200_000;

/// The most characters of an error message a board shows, after each quoted value in it was
/// cut ([`cut_echoes`], shared with the site's pages).
pub use route::{cut_echoes, MESSAGE_LIMIT};

/// Why the board reads none of its attributes: the first one longer than its limit
/// ([`ATTRIBUTE_LIMITS`]), named with its length and the limit, in `lang`.
#[must_use]
pub fn too_long(attrs: &Attrs, lang: Lang) -> Option<String> {
    let values = [
        &attrs.variant,
        &attrs.options,
        &attrs.position,
        &attrs.moves,
        &attrs.lang,
        &attrs.start,
        &attrs.autoplay,
        &attrs.speed,
        &attrs.controls,
        &attrs.size,
        &attrs.puzzle,
    ];
    (0..ATTRIBUTES.len()).find_map(|i| over(lang, ATTRIBUTES[i], values[i].as_deref()?, ATTRIBUTE_LIMITS[i]))
}

/// Why a record text is not read: it is longer than [`RECORD_LIMIT`].
#[must_use]
pub fn record_too_long(text: &str, lang: Lang) -> Option<String> {
    over(lang, "record-text", text, RECORD_LIMIT)
}

/// `site-embed-too-long` when `text` has more than `limit` characters: `what` is an attribute's
/// name, or `record-text`.
fn over(lang: Lang, what: &str, text: &str, limit: usize) -> Option<String> {
    // Counted by hand: the standard library's fast counter is larger, and this runs once per
    // attribute.
    let length = text.bytes().filter(|b| b & 0xC0 != 0x80).count();
    (length > limit).then(|| {
        let args = [("what", Arg::from(what)), ("length", Arg::from(length)), ("limit", Arg::from(limit))];
        tr(lang, "site-embed-too-long", &args)
    })
}
