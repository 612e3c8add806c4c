//! The board: draws any board the engine has (2×6, 2×8, 4×7, 4×8, 4×12, 4×16) with its stores,
//! reserves, the seeds in hand and marked special pits. It knows no rules: it shows what a
//! [`BoardState`] holds, highlights what the caller says, and reports clicks.
//!
//! Every pit, store and reserve has its own signal, so a step of an animation re-renders only the
//! places it touched (a long relay never rebuilds the whole board).

pub use crate::drawing::{
    board_rows, flyer_class, flyer_style, hand_label, new_board_prefix, pit_label, place_dom_id, row_class, seed_class,
    tray_label, Flight, Hot, Mark, MAX_DRAWN, MAX_DRAWN_STORE,
};
use crate::i18n::{t, Lang};
use crate::js;
use leptos::prelude::*;
use mancala_engine::{Layout, Place, Position, Side};
use std::sync::Arc;

/// The reactive contents of one board. Cheap to clone (signals and shared slices).
#[derive(Clone)]
pub struct BoardState {
    pub layout: Layout,
    /// Prefix of every DOM id of this board (several boards may share a page).
    pub prefix: Arc<str>,
    pits: Arc<[RwSignal<u8>]>,
    legal: Arc<[RwSignal<bool>]>,
    marks: Arc<[RwSignal<Option<Mark>>]>,
    hot: Arc<[RwSignal<Hot>]>,
    /// Who owns each pit (it changes in Nam-Nam rounds).
    owners: Arc<[RwSignal<Side>]>,
    stores: [RwSignal<u8>; 2],
    reserves: [RwSignal<u8>; 2],
    store_hot: [RwSignal<Hot>; 2],
    hand: RwSignal<u16>,
    flight: RwSignal<Option<Flight>>,
    /// Whether stores (two-row games) and reserves (Bao) are drawn.
    pub show_stores: bool,
    pub show_reserves: bool,
}

fn set_if<T: PartialEq + Send + Sync + 'static>(signal: RwSignal<T>, value: T) {
    if signal.with_untracked(|v| *v != value) {
        signal.set(value);
    }
}

impl BoardState {
    #[must_use]
    pub fn new(pos: &Position, show_stores: bool, show_reserves: bool) -> BoardState {
        let layout = pos.layout();
        let n = layout.pit_count();
        BoardState {
            layout,
            prefix: new_board_prefix(),
            pits: (0..n).map(|p| RwSignal::new(pos.seeds(p))).collect(),
            legal: (0..n).map(|_| RwSignal::new(false)).collect(),
            marks: (0..n).map(|_| RwSignal::new(None)).collect(),
            hot: (0..n).map(|_| RwSignal::new(Hot::None)).collect(),
            owners: (0..n).map(|p| RwSignal::new(pos.owner(p))).collect(),
            stores: Side::BOTH.map(|s| RwSignal::new(pos.store(s))),
            reserves: Side::BOTH.map(|s| RwSignal::new(pos.reserve(s))),
            store_hot: Side::BOTH.map(|_| RwSignal::new(Hot::None)),
            hand: RwSignal::new(0),
            flight: RwSignal::new(None),
            show_stores,
            show_reserves,
        }
    }

    /// Shows a position and the seeds in hand; only the places that changed are updated.
    pub fn show(&self, pos: &Position, hand: u16) {
        for (p, signal) in self.pits.iter().enumerate() {
            set_if(*signal, pos.seeds(p));
            set_if(self.owners[p], pos.owner(p));
        }
        for s in Side::BOTH {
            set_if(self.stores[s.index()], pos.store(s));
            set_if(self.reserves[s.index()], pos.reserve(s));
        }
        set_if(self.hand, hand);
    }

    /// The seeds of a pit as shown (untracked).
    #[must_use]
    pub fn seeds_shown(&self, pit: usize) -> u8 {
        self.pits.get(pit).map_or(0, |s| s.get_untracked())
    }

    /// Marks the pits that can be played now (all others are cleared).
    pub fn set_legal(&self, pits: &[usize]) {
        for (p, signal) in self.legal.iter().enumerate() {
            set_if(*signal, pits.contains(&p));
        }
    }

    pub fn set_marks(&self, marks: &[(usize, Mark)]) {
        for (p, signal) in self.marks.iter().enumerate() {
            set_if(*signal, marks.iter().find(|(q, _)| *q == p).map(|(_, m)| *m));
        }
    }

    /// Highlights what happens where in the current step (all other places are cleared).
    pub fn set_hot(&self, hot: &[(Place, Hot)]) {
        let find = |place: Place| hot.iter().find(|(p, _)| *p == place).map_or(Hot::None, |(_, h)| *h);
        for (p, signal) in self.hot.iter().enumerate() {
            set_if(*signal, find(Place::Pit(p as u8)));
        }
        for s in Side::BOTH {
            set_if(self.store_hot[s.index()], find(Place::Store(s)));
        }
    }

    /// Animates seeds flying between two places (`ms` long); nothing if either is not drawn.
    pub fn fly(&self, from: Place, to: Place, count: u16, ms: u32) {
        let board = self.board_id();
        let (Some(a), Some(b)) =
            (js::centre_within(&self.place_id(from), &board), js::centre_within(&self.place_id(to), &board))
        else {
            self.flight.set(None);
            return;
        };
        let serial = self.flight.with_untracked(|f| f.as_ref().map_or(0, |f| f.serial.wrapping_add(1)));
        self.flight.set(Some(Flight { from: a, to: b, count, ms, serial }));
    }

    /// Stops any flight.
    pub fn land(&self) {
        set_if(self.flight, None);
    }

    #[must_use]
    pub fn board_id(&self) -> String {
        format!("{}board", self.prefix)
    }

    #[must_use]
    pub fn pit_id(&self, pit: usize) -> String {
        format!("{}pit-{pit}", self.prefix)
    }

    /// The DOM id of a place (the hand box for the hand, the board for "off the board").
    #[must_use]
    pub fn place_id(&self, place: Place) -> String {
        place_dom_id(&self.prefix, place, self.show_stores, self.show_reserves)
    }
}

fn seed_dots(count: u8, max: u8) -> impl IntoView {
    (0..count.min(max)).map(|k| view! { <span class=seed_class(k)></span> }).collect_view()
}

/// Where the arrow keys go from a pit.
fn neighbour(rows: &[Vec<usize>], pit: usize, key: &str) -> Option<usize> {
    let (r, c) = rows.iter().enumerate().find_map(|(r, row)| row.iter().position(|&p| p == pit).map(|c| (r, c)))?;
    let (r, c) = match key {
        "ArrowLeft" => (r, c.checked_sub(1)?),
        "ArrowRight" => (r, c + 1),
        "ArrowUp" => (r.checked_sub(1)?, c),
        "ArrowDown" => (r + 1, c),
        "Home" => (r, 0),
        "End" => (r, rows[r].len().checked_sub(1)?),
        _ => return None,
    };
    rows.get(r)?.get(c).copied()
}

/// A store or reserve box.
#[component]
fn Tray(
    id: String,
    class: &'static str,
    side: Side,
    count: RwSignal<u8>,
    hot: Option<RwSignal<Hot>>,
    label_id: &'static str,
    title_id: &'static str,
    #[prop(into)] lang: Signal<Lang>,
) -> impl IntoView {
    let label = move || tray_label(lang.get(), label_id, side, count.get());
    let cls = move || {
        let h = hot.map_or(Hot::None, |h| h.get());
        format!("tray {class} side-{} {}", side.letter(), h.class())
    };
    view! {
        <div id=id class=cls role="img" aria-label=label data-count=move || count.get().to_string()>
            <span class="tray-title" aria-hidden="true">{move || t(lang.get(), title_id)}</span>
            <span class="dots" aria-hidden="true">{move || seed_dots(count.get(), MAX_DRAWN_STORE)}</span>
            <span class="count" aria-hidden="true">{move || count.get()}</span>
        </div>
    }
}

/// The board. `on_pit` is called with the pit index when a pit is clicked (or Enter/Space on it);
/// without it the pits are not buttons (a static board, e.g. embedded).
#[component]
pub fn Board(
    state: BoardState,
    #[prop(into)] lang: Signal<Lang>,
    /// The board's accessible name (e.g. the game's name).
    #[prop(into)]
    name: Signal<String>,
    #[prop(optional)] on_pit: Option<Callback<usize>>,
) -> impl IntoView {
    let layout = state.layout;
    let rows = Arc::new(board_rows(layout));
    let n = layout.columns as usize;
    let row_count = rows.len();
    let side_cols = usize::from(state.show_stores || state.show_reserves);
    let style = format!("--cols:{};--rows:{}", n + 2 * side_cols, row_count);
    let board_id = state.board_id();

    let pits = rows
        .iter()
        .enumerate()
        .flat_map(|(r, row)| row.iter().enumerate().map(move |(c, &p)| (r, c, p)))
        .map(|(r, c, p)| {
            let st = state.clone();
            let count = state.pits[p];
            let legal = state.legal[p];
            let mark = state.marks[p];
            let hot = state.hot[p];
            let owner = state.owners[p];
            let row_class = row_class(layout, p);
            let grid = format!("grid-row:{};grid-column:{}", r + 1, c + 1 + side_cols);
            let cls = move || {
                let mut cls = format!("pit side-{} {row_class} {}", owner.get().letter(), hot.get().class());
                if legal.get() {
                    cls.push_str(" legal");
                }
                if let Some(m) = mark.get() {
                    cls.push(' ');
                    cls.push_str(m.class());
                }
                cls
            };
            let label = move || pit_label(lang.get(), layout, p, count.get(), legal.get(), mark.get());
            let mark_text = move || mark.get().map(|m| m.label(lang.get()));
            let inner = move || {
                view! {
                    <span class="name" aria-hidden="true">{layout.pit_name(p)}</span>
                    <span class="dots" aria-hidden="true">{move || seed_dots(count.get(), MAX_DRAWN)}</span>
                    <span class="count" aria-hidden="true">{move || count.get()}</span>
                    <span class="mark" aria-hidden="true">{mark_text}</span>
                }
            };
            let id = st.pit_id(p);
            let name = layout.pit_name(p);
            match on_pit {
                Some(cb) => {
                    let rows = rows.clone();
                    let keydown = move |ev: leptos::ev::KeyboardEvent| {
                        let key = js::key_of(&ev);
                        if let Some(next) = neighbour(&rows, p, &key) {
                            js::prevent_default(&ev);
                            js::focus(&st.pit_id(next));
                        }
                    };
                    view! {
                        <button
                            type="button"
                            id=id
                            class=cls
                            style=grid
                            data-pit=name
                            data-count=move || count.get().to_string()
                            aria-label=label
                            on:click=move |_| cb.run(p)
                            on:keydown=keydown
                        >
                            {inner()}
                        </button>
                    }
                    .into_any()
                }
                None => view! {
                    <div id=id class=cls style=grid data-pit=name data-count=move || count.get().to_string() role="img" aria-label=label>
                        {inner()}
                    </div>
                }
                .into_any(),
            }
        })
        .collect_view();

    let trays = Side::BOTH
        .into_iter()
        .map(|side| {
            // North's tray on the left (its store is at its right hand), South's on the right.
            let col = if side == Side::North { 1 } else { n + 2 };
            let style = format!("grid-column:{col};grid-row:1 / span {row_count}");
            let store = state.show_stores.then(|| {
                view! {
                    <Tray
                        id=format!("{}store-{}", state.prefix, side.letter())
                        class="store"
                        side=side
                        count=state.stores[side.index()]
                        hot=Some(state.store_hot[side.index()])
                        label_id="site-store-label"
                        title_id="site-store"
                        lang=lang
                    />
                }
            });
            let reserve = state.show_reserves.then(|| {
                view! {
                    <Tray
                        id=format!("{}reserve-{}", state.prefix, side.letter())
                        class="reserve"
                        side=side
                        count=state.reserves[side.index()]
                        hot=None
                        label_id="site-reserve-label"
                        title_id="site-reserve"
                        lang=lang
                    />
                }
            });
            view! { <div class="trays" style=style>{store}{reserve}</div> }
        })
        .collect_view();

    let hand = state.hand;
    let flight = state.flight;
    // The flying seed is one element for the board's whole life: creating and removing it (a
    // composited layer, `will-change: transform`) at the start and end of every move cost a long
    // frame there. Between flights it is hidden; each flight restarts the CSS animation by
    // switching between two identical keyframe sets (a changed `animation-name` restarts it; the
    // same element with new coordinates alone would not).
    let flyer_class = move || flight.with(|f| flyer_class(f.as_ref()));
    let flyer_style = move || flight.with(|f| f.as_ref().map(flyer_style));
    let flyer_label = move || flight.with(|f| f.as_ref().filter(|f| f.count > 1).map(|f| f.count.to_string()));
    let flyer_serial = move || flight.with(|f| f.as_ref().map(|f| f.serial));
    let flyer = view! {
        <div class=flyer_class data-serial=flyer_serial style=flyer_style aria-hidden="true">
            {flyer_label}
        </div>
    };
    let hand_label = move || hand_label(lang.get(), hand.get());

    view! {
        <div class="board-wrap">
            <div
                id=board_id
                class=format!("board rows-{} cols-{n}", row_count)
                style=style
                role="group"
                aria-label=move || name.get()
            >
                {trays}
                {pits}
                {flyer}
            </div>
            <div id=format!("{}hand", state.prefix) class=move || { if hand.get() > 0 { "hand busy" } else { "hand" } } role="img" aria-label=hand_label>
                <span class="hand-icon" aria-hidden="true">{move || t(lang.get(), "site-hand")}</span>
                <span class="dots" aria-hidden="true">{move || seed_dots(u8::try_from(hand.get()).unwrap_or(u8::MAX), MAX_DRAWN)}</span>
                <span class="count" aria-hidden="true">{move || hand.get()}</span>
            </div>
        </div>
    }
}
