//! The embed's share of the Fluent files (docs/EMBED.md). An embedded board needs the engine's
//! sentences (narration, notes, endings, illegal moves, bad input, record errors: every message
//! whose id does not start with `site-`) and the few interface strings of the board, the step
//! player and the embed itself, not the site's pages. The build writes this subset per language
//! beside the embed (`mancala-content embed-strings`), and a board fetches only its own language:
//! both whole files compiled into the embed's wasm were its largest single item.

/// The `site-` messages an embedded board uses: an id, or a prefix when it ends with `-`.
/// `tests/embed_strings.rs` checks it against every `"site-…"` literal of the embed's modules.
pub const EMBED_SITE_MESSAGES: &[&str] = &[
    "site-board",
    "site-embed-",
    // The board (site/src/board.rs).
    "site-pit-label",
    "site-pit-legal",
    "site-mark-",
    "site-store",
    "site-store-label",
    "site-reserve",
    "site-reserve-label",
    "site-hand",
    "site-hand-label",
    // The step player (site/src/player.rs).
    "site-player",
    "site-caption-start",
    "site-play-pause-",
    "site-move-back",
    "site-move-forward",
    "site-sowing-back",
    "site-sowing-forward",
    "site-seed-back",
    "site-seed-forward",
    "site-speed",
    "site-speed-",
    "site-instant",
    "site-step-of",
];

/// Whether an embedded board uses the message `id`.
#[must_use]
pub fn is_embed_message(id: &str) -> bool {
    !id.starts_with("site-")
        || EMBED_SITE_MESSAGES.iter().any(|&kept| if kept.ends_with('-') { id.starts_with(kept) } else { id == kept })
}

/// The entries of a Fluent file an embedded board uses: every term, and the messages
/// [`is_embed_message`] keeps, each with its indented continuation lines. Comments and blank
/// lines go. Works on the text, as the files are written: an entry starts at the line's start
/// (`id =` or `-term =`); its other lines are indented, or the `}` that closes a selector.
#[must_use]
pub fn embed_subset(source: &str) -> String {
    let mut out = String::with_capacity(source.len() / 2);
    let mut keep = false;
    for line in source.lines() {
        if line.starts_with([' ', '}']) {
            if keep {
                out.push_str(line);
                out.push('\n');
            }
            continue;
        }
        keep = match line.split_once(" =") {
            Some((id, _)) if id.starts_with('-') => true,
            Some((id, _)) if !id.is_empty() && !id.starts_with('#') && !id.contains(' ') => is_embed_message(id),
            _ => false,
        };
        if keep {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}
