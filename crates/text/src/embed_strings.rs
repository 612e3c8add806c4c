//! The embed's share of the Fluent files (docs/EMBED.md). An embedded board needs the engine's
//! sentences (narration, notes, endings, illegal moves, bad input, record errors: every message
//! whose id does not start with `site-`) and the few interface strings of the board, the step
//! player and the embed itself, not the site's pages. The build writes this subset per language
//! beside the embed (`mancala-content embed-strings`), and a board fetches only its own language:
//! both whole files compiled into the embed's wasm were its largest single item.

use mancala_engine::Rows;

/// The `site-` messages an embedded board uses: an id, or a prefix when it ends with `-`.
/// `tests/embed_strings.rs` checks it against every `"site-…"` literal of the embed's modules.
pub const EMBED_SITE_MESSAGES: &[&str] = &[
    "site-board",
    "site-embed-",
    // The board (site/src/board/view.rs).
    "site-pit-label",
    "site-pit-legal",
    "site-mark-",
    "site-store",
    "site-store-label",
    "site-reserve",
    "site-reserve-label",
    "site-hand",
    "site-hand-label",
    // The step player (site/src/board/player.rs).
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

/// The messages of the computer opponent, the puzzles and the drills (`ai-`, `puzzle-`,
/// `drill-`): the CLI's and the exporter's and,
/// later, the site's play and puzzle pages', never a replayed board's.
fn is_search_message(id: &str) -> bool {
    id.starts_with("ai-") || id.starts_with("puzzle-") || id.starts_with("drill-")
}

/// Messages of the engine that only two-row games give, though no rule names them: Oware's
/// feeding and grand slam (OW), Nam-Nam's rounds, passes and pits changing hands (NAM), and
/// sowing into or past a store and an extra turn (the four-row games' engine never sows into a
/// store, skips or moves again: `games/four_row` has no `sow_store`, `skip` or `extra_turn`).
/// `tests/embed_strings.rs` narrates random games of
/// every family with its own strings, so a wrong entry fails there.
const TWO_ROW_ONLY: &[&str] = &[
    "note-must-feed",
    "note-grand-slam",
    "note-round",
    "note-pass",
    "step-owner",
    "illegal-must-feed",
    "illegal-grand-slam",
    "step-sow-store",
    "step-skip-pit",
    "step-skip-store",
    "step-extra-turn",
];

/// The detailed sentences of bad input that an embedded board leaves out: what a position's text
/// lacks where it cannot be read, why a position breaks a rule of its game, and which decision
/// an unfinished move lacks. The site's pages say them;
/// a board given a broken `position=` or record falls back to the general sentence that names
/// the broken rule (`error-position-inconsistent`, `illegal-incomplete-other`:
/// `mancala_text::inconsistency`, `illegal_move`), which keeps the embed within its budget.
const SITE_ONLY_DETAIL: &[&str] = &[
    "error-position-syntax-why",
    "error-position-over",
    "error-position-endless",
    "error-position-no-part",
    "error-position-off-before-end",
    "error-position-blocked-off-board",
    "error-position-blocked-not-inner",
    "error-position-empty-house",
    "error-position-columns",
    "error-position-round-zero",
    "error-position-first-round-owners",
    "error-position-not-the-setter",
    "error-position-setup-without-choice",
    "illegal-incomplete-pit",
    "illegal-incomplete-plant",
    "illegal-incomplete-direction",
    "illegal-incomplete-head",
    "illegal-incomplete-stop-or-go",
    "illegal-incomplete-other-sowing",
    "illegal-incomplete-take-or-pass",
    "illegal-incomplete-take",
    "illegal-incomplete-take-or-leave",
    "illegal-incomplete-setup-or-pass",
    "illegal-incomplete-setup",
];

/// Whether `list` (ids, and prefixes ending with `-`) names the message `id`.
fn listed(list: &[&str], id: &str) -> bool {
    list.iter().any(|&kept| if kept.ends_with('-') { id.starts_with(kept) } else { id == kept })
}

/// Whether an embedded board uses the message `id`.
#[must_use]
pub fn is_embed_message(id: &str) -> bool {
    // Besides the computer's and the puzzles' strings, the lessons' (`lesson-solution`).
    if is_search_message(id) || id.starts_with("lesson-") || SITE_ONLY_DETAIL.contains(&id) {
        return false;
    }
    !id.starts_with("site-") || listed(EMBED_SITE_MESSAGES, id)
}

/// The entries of a Fluent file an embedded board uses: every term, and the messages
/// [`is_embed_message`] keeps (see [`subset`]).
#[must_use]
pub fn embed_subset(source: &str) -> String {
    subset(source, is_embed_message)
}

/// The embed's share for the wasm of one family of games (`mancala-board.<family>.<lang>.ftl`,
/// docs/EMBED.md): [`embed_subset`] without the sentences tied to the other family's rules
/// (`step-…--KAL-8` on a four-row page). `None`: the wasm with both families, which gets all.
#[must_use]
pub fn embed_subset_for(source: &str, rows: Option<Rows>) -> String {
    subset(source, |id| is_embed_message(id) && rows.is_none_or(|rows| message_rows(id).is_none_or(|m| m == rows)))
}

/// The family of games a rule of RULES.md belongs to: the engine's answer from the games' specs
/// ([`mancala_engine::rules::rows_of_rule`]); `None` for a rule games of both families may cite.
#[must_use]
pub fn rule_rows(rule: &str) -> Option<Rows> {
    mancala_engine::rules::rows_of_rule(rule)
}

/// The family of games a message is for, if only one family's games give it: one chosen for a
/// rule (`step-capture-store--KAL-8`), or one of the few that no rule names (Oware's feeding).
#[must_use]
pub fn message_rows(id: &str) -> Option<Rows> {
    let (stem, rule) = id.split_once("--").unwrap_or((id, ""));
    if TWO_ROW_ONLY.contains(&stem) {
        return Some(Rows::Two);
    }
    rule_rows(rule)
}

/// The messages of [`LocalePart::Pages`]: an id, or a prefix when it ends with `-`.
/// `tests/embed_strings.rs` checks it against every `"site-…"` literal of the header's and the home
/// page's modules (`site/src/pages/app.rs`, `classroom.rs`, `i18n.rs`, `content.rs`, and the home page's
/// components of `course.rs`).
pub const PAGES_MESSAGES: &[&str] = &[
    // The header: title, language switch, projector toggle, offline notes.
    "site-title",
    "site-language",
    "site-projector",
    "site-projector-title",
    "site-offline-",
    // The home page and an unknown address.
    "site-tagline",
    "site-home",
    "site-home-play",
    "site-rules",
    "site-lesson-learn",
    "site-lesson-path",
    "site-no-variants",
    "site-not-found",
    "site-link-too-long",
    "site-reconstructed",
    "site-two-row",
    "site-four-row",
    "site-paths",
    "site-start-here",
    "site-start-here-link",
    "site-start-here-title",
    "site-glossary-link",
    "site-puzzles-link",
    "site-progress-link",
    "site-teacher-link",
    "site-task-last",
    // The teacher's cap set by a link on any page (pages/computer.rs, `apply_cap_flag`).
    "site-cap-set",
    "site-cap-kept",
    // The home page's lesson progress and its reset (course.rs: `CourseProgress`, `ResetProgress`).
    "site-lesson-progress",
    "site-lesson-progress-short",
    "site-lesson-reset",
    "site-lesson-reset-",
    // The games kept on the device, offered back (pages/kept.rs), and a storage that failed.
    "site-kept-",
    "site-storage-",
    // Loading the rest (content, the game's share, another language) and why it failed.
    "site-content-",
    "site-locale-",
    "side-",
    "seeds",
    "pits",
];

/// The two shares of a language's strings the site loads (`locales/<lang>.json` and
/// `locales/<lang>.game.json`, ARCHITECTURE.md "Content"): the home page needs only the first, so
/// a first visit does not fetch the sentences of games it has not opened yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LocalePart {
    /// What the header, the home page and the errors of loading say ([`PAGES_MESSAGES`]): the
    /// site's title and language switch, the list of games, the projector and offline notes,
    /// the sides' names and the plural helpers (`seeds`, `pits`).
    Pages,
    /// Everything else: the engine's sentences (narration, notes, endings, illegal moves, bad
    /// positions and records, pit and move names), the pages with a board (play, lessons,
    /// courses, rules, printing, the options in words), the computer's and the puzzles' strings.
    Game,
    /// The teacher's page and a pupil's page of an assignment ([`CLASS_MESSAGES`]): loaded with
    /// those pages only, so that no board page carries them.
    Class,
}

/// The messages of [`LocalePart::Class`]: the teacher's page and a pupil's page of an assignment
/// (`site/src/pages/teacher.rs`).
pub const CLASS_MESSAGES: &[&str] = &["site-teacher-", "site-task-"];

impl LocalePart {
    pub const ALL: [LocalePart; 3] = [LocalePart::Pages, LocalePart::Game, LocalePart::Class];

    /// The share a message belongs to (every term is in both).
    #[must_use]
    pub fn of(id: &str) -> LocalePart {
        if listed(PAGES_MESSAGES, id) {
            LocalePart::Pages
        } else if listed(CLASS_MESSAGES, id) {
            LocalePart::Class
        } else {
            LocalePart::Game
        }
    }

    /// The part of the file name after the language code: `""`, `".game"` or `".class"`.
    #[must_use]
    pub const fn suffix(self) -> &'static str {
        match self {
            LocalePart::Pages => "",
            LocalePart::Game => ".game",
            LocalePart::Class => ".class",
        }
    }

    pub(crate) const fn index(self) -> usize {
        match self {
            LocalePart::Pages => 0,
            LocalePart::Game => 1,
            LocalePart::Class => 2,
        }
    }
}

/// Messages only the content exporter reads: the texts it writes into the puzzle and drill
/// lessons (`mancala-content`'s `puzzles.rs`, `drills.rs`). The site's locale files leave them
/// out; the site reads those lessons' texts from the exported lessons.
pub const EXPORT_ONLY: &[&str] = &[
    "drill-",
    "puzzle-prompt-",
    "puzzle-mixed-",
    "puzzle-say",
    "puzzle-hint",
    "puzzle-hint-plain",
    "puzzle-praise",
    "puzzle-praise-plain",
    "puzzle-key-",
    "puzzle-summary",
    "puzzle-title",
];

/// Whether only the content exporter reads the message `id` ([`EXPORT_ONLY`]).
#[must_use]
pub fn is_export_only(id: &str) -> bool {
    listed(EXPORT_ONLY, id)
}

/// The entries of a Fluent file in the share `part` ([`LocalePart::of`]; see [`subset`]),
/// without the exporter's own ([`EXPORT_ONLY`]).
#[must_use]
pub fn locale_part(source: &str, part: LocalePart) -> String {
    subset(source, |id| !is_export_only(id) && LocalePart::of(id) == part)
}

/// The entries of a Fluent file whose message ids `keep` accepts, and every term, each with its
/// indented continuation lines. Comments and blank lines go. Works on the text, as the files are
/// written: an entry starts at the line's start (`id =` or `-term =`); its other lines are
/// indented, or the `}` that closes a selector.
#[must_use]
pub fn subset(source: &str, keep_id: impl Fn(&str) -> bool) -> String {
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
            Some((id, _)) if !id.is_empty() && !id.starts_with('#') && !id.contains(' ') => keep_id(id),
            _ => false,
        };
        if keep {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}
