//! What a board draws, for the board view ([`crate::board::BoardView`]) and the printed sheet
//! ([`crate::board::svg`]): the special pits and the highlights of a step, the DOM ids, the rows as
//! drawn, the classes, the accessible names and the flying seed's style. No framework and no
//! rules here: plain functions of a layout, a position's numbers and a language.

use crate::platform::i18n::{self, seeds, t, tr, Arg, Case, Lang};
use mancala_engine::{Layout, Place, Row, Rows, Side};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;

/// A special pit, drawn with a label. The caller decides which pits are special.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Head,
    Outskirt,
    /// A house (Bao la Kiswahili's nyumba, Katra Sakalava's rova); `destroyed` once it is gone.
    House {
        destroyed: bool,
    },
    Blocked,
    /// The pit a hint points at (the play page's first step of a hint).
    Hint,
    /// The pit a decision inside a move is about (where the last seed fell, where seeds were
    /// taken), while the move is shown played up to it (the pages only: feature `board-input`).
    #[cfg(feature = "board-input")]
    Here,
    /// A pit the lesson step's text names (`LessonStep::marks`), while the step is shown.
    #[cfg(feature = "board-input")]
    Named,
    /// The first pit a choice inside a move would sow, left or right along its row if it stays
    /// in one.
    #[cfg(feature = "board-input")]
    Way(Option<Turn>),
}

/// Left or right along a row, as the pits' owner sees it (pits are numbered from the owner's
/// left).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    Left,
    Right,
}

impl Mark {
    #[must_use]
    pub fn class(self) -> &'static str {
        match self {
            Mark::Head => "mark-head",
            Mark::Outskirt => "mark-outskirt",
            Mark::House { destroyed: false } => "mark-house",
            Mark::House { destroyed: true } => "mark-house destroyed",
            Mark::Blocked => "mark-blocked",
            Mark::Hint => "mark-hint",
            #[cfg(feature = "board-input")]
            Mark::Here => "mark-here",
            #[cfg(feature = "board-input")]
            Mark::Named => "mark-named",
            #[cfg(feature = "board-input")]
            Mark::Way(_) => "mark-way",
        }
    }

    #[must_use]
    pub fn label(self, lang: Lang) -> String {
        t(
            lang,
            match self {
                Mark::Head => "site-mark-head",
                Mark::Outskirt => "site-mark-outskirt",
                Mark::House { destroyed: false } => "site-mark-house",
                Mark::House { destroyed: true } => "site-mark-house-destroyed",
                Mark::Blocked => "site-mark-blocked",
                Mark::Hint => "site-mark-hint",
                #[cfg(feature = "board-input")]
                Mark::Here => "site-mark-here",
                #[cfg(feature = "board-input")]
                Mark::Named => "site-mark-named",
                #[cfg(feature = "board-input")]
                Mark::Way(Some(Turn::Left)) => "site-mark-way-left",
                #[cfg(feature = "board-input")]
                Mark::Way(Some(Turn::Right)) => "site-mark-way-right",
                #[cfg(feature = "board-input")]
                Mark::Way(None) => "site-mark-way",
            },
        )
    }
}

/// What happens at a place in the step being shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Hot {
    #[default]
    None,
    /// The hand is here (seeds lifted, a seed just dropped).
    Hand,
    /// The sowing passes this pit by.
    Skip,
    /// Seeds are taken from here.
    Taken,
}

impl Hot {
    #[must_use]
    pub fn class(self) -> &'static str {
        match self {
            Hot::None => "",
            Hot::Hand => "hot-hand",
            Hot::Skip => "hot-skip",
            Hot::Taken => "hot-taken",
        }
    }
}

/// A seed (or a handful) flying from one place to another.
#[derive(Clone, Debug, PartialEq)]
pub struct Flight {
    pub from: (f64, f64),
    pub to: (f64, f64),
    pub count: u16,
    pub ms: u32,
    /// Changes with every flight, so the animation restarts (see [`flyer_class`]).
    pub serial: u32,
}

static BOARD_SERIAL: AtomicU32 = AtomicU32::new(0);

/// A new prefix for the DOM ids of a board (`b7-`), unique on the page.
#[must_use]
pub fn new_board_prefix() -> Arc<str> {
    format!("b{}-", BOARD_SERIAL.fetch_add(1, Ordering::Relaxed)).into()
}

/// The DOM id of a place on a board with ids `prefix`: the hand box for the hand, the board for
/// "off the board" and for a store or reserve that is not drawn.
#[must_use]
pub fn place_dom_id(prefix: &str, place: Place, show_stores: bool, show_reserves: bool) -> String {
    match place {
        Place::Pit(p) => format!("{prefix}pit-{p}"),
        Place::Store(s) if show_stores => format!("{prefix}store-{}", s.letter()),
        Place::Reserve(s) if show_reserves => format!("{prefix}reserve-{}", s.letter()),
        Place::Hand => format!("{prefix}hand"),
        _ => format!("{prefix}board"),
    }
}

/// The pits of each drawn row, top to bottom, left to right, as RULES.md §0.2 draws them
/// (South at the bottom).
#[must_use]
pub fn board_rows(layout: Layout) -> Vec<Vec<usize>> {
    let n = layout.columns as usize;
    match layout.rows {
        Rows::Two => vec![
            (0..n).rev().map(|k| layout.pit(Side::North, k)).collect(),
            (0..n).map(|k| layout.pit(Side::South, k)).collect(),
        ],
        Rows::Four => vec![
            (1..=n).rev().map(|k| layout.outer(Side::North, k)).collect(),
            (1..=n).rev().map(|k| layout.inner(Side::North, k)).collect(),
            (1..=n).map(|k| layout.inner(Side::South, k)).collect(),
            (1..=n).map(|k| layout.outer(Side::South, k)).collect(),
        ],
    }
}

/// How many seeds are drawn one by one in a pit; above that the drawing stops growing and the
/// number tells the rest.
pub const MAX_DRAWN: u8 = 24;
pub const MAX_DRAWN_STORE: u8 = 60;

/// The class of the `k`-th drawn seed (three shades, so a heap looks like seeds).
#[must_use]
pub fn seed_class(k: u8) -> &'static str {
    match k % 3 {
        0 => "seed",
        1 => "seed s2",
        _ => "seed s3",
    }
}

/// The class of a pit's row (`near` in two-row games, `outer`/`inner` in four-row games).
#[must_use]
pub fn row_class(layout: Layout, pit: usize) -> &'static str {
    match layout.row_of(pit) {
        Row::Near => "near",
        Row::Outer => "outer",
        Row::Inner => "inner",
    }
}

/// The accessible name of a store or reserve (`label_id`) of `side` holding `count` seeds.
#[must_use]
pub fn tray_label(lang: Lang, label_id: &str, side: Side, count: u8) -> String {
    tr(
        lang,
        label_id,
        &[("owner-gen", Arg::Str(i18n::side(lang, side, Case::Genitive))), ("seeds", seeds(lang, count).into())],
    )
}

/// The accessible name of the hand holding `count` seeds.
#[must_use]
pub fn hand_label(lang: Lang, count: u16) -> String {
    tr(lang, "site-hand-label", &[("seeds", seeds(lang, count).into())])
}

/// The class of the flying seed: hidden between flights; each flight switches between two
/// identical keyframe sets, since only a changed `animation-name` restarts the animation.
#[must_use]
pub fn flyer_class(flight: Option<&Flight>) -> &'static str {
    match flight {
        None => "flyer idle",
        Some(f) if f.serial % 2 == 0 => "flyer fly-a",
        Some(_) => "flyer fly-b",
    }
}

/// The inline style of the flying seed: where it starts and lands, and how long it flies.
#[must_use]
pub fn flyer_style(f: &Flight) -> String {
    // Whole pixels: formatting floats would link the float printer (kilobytes of wasm).
    let px = |v: f64| v.round() as i32;
    format!(
        "--fx:{}px;--fy:{}px;--tx:{}px;--ty:{}px;animation-duration:{}ms",
        px(f.from.0),
        px(f.from.1),
        px(f.to.0),
        px(f.to.1),
        f.ms
    )
}

/// The accessible name of a pit: its name and its seeds, plus whether it can be played and its mark.
#[must_use]
pub fn pit_label(lang: Lang, layout: Layout, pit: usize, count: u8, legal: bool, mark: Option<Mark>) -> String {
    let mut label = tr(
        lang,
        "site-pit-label",
        &[("pit", mancala_text::pit_label(lang, layout, pit).into()), ("seeds", seeds(lang, count).into())],
    );
    if let Some(mark) = mark {
        label.push_str(&format!(" ({})", mark.label(lang)));
    }
    if legal {
        label.push_str(&format!(", {}", t(lang, "site-pit-legal")));
    }
    label
}
