//! The board: draws any board the engine has (2×6, 2×8, 4×7, 4×8, 4×12, 4×16) with its stores,
//! reserves, the seeds in hand and marked special pits. It knows no rules: it shows what it is
//! told (a position, what happens where in a step, the marks, the pits that may be chosen) and
//! reports the pits chosen.
//!
//! One piece of code draws every board: [`BoardView`] holds what the board shows and patches the
//! DOM through [`crate::platform::js::dom`] (no framework), writing only what changed, so a step of an
//! animation touches only the places it changed (a long relay never rebuilds the board). The
//! embed uses it as it is; the site's pages through the thin Leptos component [`Board`] (feature
//! `app`), the way chessground is one board that each framework wraps. Choosing pits (a click, or
//! Enter/Space on a pit, and the arrow keys between pits) is compiled in with the feature
//! `board-input` only: the embed replays games and leaves it out.

use crate::board::drawing::{
    board_rows, flyer_class, flyer_style, hand_label, new_board_prefix, pit_label, place_dom_id, row_class, seed_class,
    tray_label, Flight, Hot, Mark, MAX_DRAWN, MAX_DRAWN_STORE,
};
use crate::platform::i18n::{t, Lang};
use crate::platform::js::dom::{El, Listeners};
use mancala_engine::{Layout, Place, Position, Side};
use std::cell::{Cell, RefCell};
use std::sync::Arc;

/// What one pit shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PitShown {
    seeds: u8,
    owner: Side,
    hot: Hot,
    mark: Option<Mark>,
    /// A lesson's text names it: outlined, whatever its mark (walk L18: a named head or house
    /// keeps its label).
    #[cfg(feature = "board-input")]
    named: bool,
    /// Whether it can be chosen now.
    legal: bool,
}

/// Sets pit `p`'s mark from `marks`: its first one other than [`Mark::Named`], else that one,
/// and whether it is named.
fn set_mark(pit: &mut PitShown, marks: &[(usize, Mark)], p: usize) {
    #[cfg(feature = "board-input")]
    {
        pit.named = marks.iter().any(|&(q, m)| q == p && m == Mark::Named);
        let other = marks.iter().find(|&&(q, m)| q == p && m != Mark::Named).map(|&(_, m)| m);
        pit.mark = other.or(pit.named.then_some(Mark::Named));
    }
    #[cfg(not(feature = "board-input"))]
    {
        pit.mark = marks.iter().find(|(q, _)| *q == p).map(|(_, m)| *m);
    }
}

/// What the board shows: kept before it is drawn, and to draw it again in another language.
#[derive(Clone, Debug)]
struct Model {
    lang: Lang,
    /// The board's accessible name.
    name: String,
    pits: Vec<PitShown>,
    stores: [(u8, Hot); 2],
    reserves: [u8; 2],
    hand: u16,
}

/// Seeds drawn one by one (up to `max`) and their number: a pit, a store, a reserve or the hand.
struct Heap {
    root: El,
    /// A title and its message id (the trays' and the hand's).
    title: Option<(El, &'static str)>,
    dots: El,
    count: El,
    max: u8,
}

impl Heap {
    fn new(root: El, title: Option<(&'static str, &'static str)>, max: u8) -> Heap {
        let title = title.map(|(class, id)| {
            let el = El::new("span").with_class(class).with_attr("aria-hidden", "true");
            root.append(&el);
            (el, id)
        });
        let dots = El::new("span").with_class("dots").with_attr("aria-hidden", "true");
        let count = El::new("span").with_class("count").with_attr("aria-hidden", "true");
        root.append(&dots);
        root.append(&count);
        Heap { root, title, dots, count, max }
    }

    /// Draws `n` seeds: adds or removes dots at the end, so a sowing touches one element.
    fn set(&self, n: u16) {
        let drawn = u32::from(n.min(u16::from(self.max)));
        let mut now = self.dots.child_count();
        while now > drawn {
            self.dots.remove_last_child();
            now -= 1;
        }
        while now < drawn {
            self.dots.append(&El::new("span").with_class(seed_class(u8::try_from(now % 3).unwrap_or(0))));
            now += 1;
        }
        // The count is drawn by the style sheet from `data-n` (generated content, not text):
        // a pit's accessible name already says it, and its visible text is then only its
        // number, which the name contains (WCAG 2.5.3, label in name; axe-core checks it).
        let text = n.to_string();
        self.count.set_attr("data-n", &text);
        self.root.set_attr("data-count", &text);
    }

    fn set_title(&self, lang: Lang) {
        if let Some((el, id)) = &self.title {
            el.set_text(&t(lang, id));
        }
    }
}

struct Pit {
    heap: Heap,
    mark: El,
    shown: Cell<Option<(PitShown, Lang)>>,
}

struct Tray {
    heap: Heap,
    side: Side,
    class: &'static str,
    label_id: &'static str,
    shown: Cell<Option<(u8, Hot, Lang)>>,
}

impl Tray {
    fn set(&self, lang: Lang, seeds: u8, hot: Hot) {
        if self.shown.replace(Some((seeds, hot, lang))) == Some((seeds, hot, lang)) {
            return;
        }
        self.heap.set(u16::from(seeds));
        self.heap.root.set_class(&format!("tray {} side-{} {}", self.class, self.side.letter(), hot.class()));
        self.heap.root.set_attr("aria-label", &tray_label(lang, self.label_id, self.side, seeds));
    }
}

/// The elements of a drawn board, each with what it shows.
struct Dom {
    board: El,
    pits: Vec<Pit>,
    stores: Vec<Tray>,
    reserves: Vec<Tray>,
    hand: Heap,
    hand_shown: Cell<Option<(u16, Lang)>>,
    flyer: El,
    /// The language and the name drawn.
    lang: Cell<Option<Lang>>,
    name: RefCell<Option<String>>,
    /// The pits' click and key listeners (feature `board-input`), kept as long as the board.
    _listeners: Listeners,
    /// The grid cell of each pit as drawn with South at the bottom (its element, row, column)
    /// and each side's column of trays, placed again when the board turns.
    #[cfg(feature = "board-input")]
    cells: Vec<(El, usize, usize)>,
    #[cfg(feature = "board-input")]
    grid: Grid,
    #[cfg(feature = "board-input")]
    tray_cols: Vec<(El, Side)>,
}

/// A board drawn with plain DOM: pits, stores, reserves, the hand and the flying seed.
///
/// It can be told what to show before it is drawn ([`BoardView::mount`]); it then draws that.
pub struct BoardView {
    layout: Layout,
    prefix: Arc<str>,
    show_stores: bool,
    show_reserves: bool,
    model: RefCell<Model>,
    dom: RefCell<Option<Dom>>,
    /// The serial of the flight under way.
    flight: Cell<Option<u32>>,
    /// Whether North's side is drawn at the bottom ([`BoardView::set_turned`]; the arrow keys
    /// follow the board as drawn).
    #[cfg(feature = "board-input")]
    turned: std::rc::Rc<Cell<bool>>,
}

/// Where a board's grid puts a pit and a side's trays: `rows` × `n` pits between one column of
/// trays on each side (`side_cols`, 0 without trays); turned (feature `board-input`), the whole
/// board by half a turn. The embed never turns a board and has none of that code.
#[derive(Clone, Copy)]
struct Grid {
    rows: usize,
    n: usize,
    side_cols: usize,
    #[cfg(feature = "board-input")]
    turned: bool,
}

impl Grid {
    /// The board's classes: its shape, and `turned` when North is at the bottom.
    fn class(self) -> String {
        #[cfg(feature = "board-input")]
        if self.turned {
            return format!("board rows-{} cols-{} turned", self.rows, self.n);
        }
        format!("board rows-{} cols-{}", self.rows, self.n)
    }

    fn pit(self, r: usize, c: usize) -> String {
        #[cfg(feature = "board-input")]
        let (r, c) = if self.turned { (self.rows - 1 - r, self.n - 1 - c) } else { (r, c) };
        format!("grid-row:{};grid-column:{}", r + 1, c + 1 + self.side_cols)
    }

    /// North's trays on the left (its store is at its right hand), South's on the right; turned,
    /// the other way round.
    fn trays(self, side: Side) -> String {
        #[cfg(feature = "board-input")]
        let left = (side == Side::North) != self.turned;
        #[cfg(not(feature = "board-input"))]
        let left = side == Side::North;
        let col = if left { 1 } else { self.n + 2 };
        format!("grid-column:{col};grid-row:1 / span {}", self.rows)
    }
}

/// Where the arrow keys go from a pit.
#[cfg(feature = "board-input")]
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

/// The key that moves the same way on a board turned by half a turn.
#[cfg(feature = "board-input")]
fn mirrored_key(key: &str) -> &str {
    match key {
        "ArrowLeft" => "ArrowRight",
        "ArrowRight" => "ArrowLeft",
        "ArrowUp" => "ArrowDown",
        "ArrowDown" => "ArrowUp",
        "Home" => "End",
        "End" => "Home",
        other => other,
    }
}

impl BoardView {
    /// The board of `pos`, with stores and reserves drawn or not; nothing is drawn before
    /// [`BoardView::mount`].
    #[must_use]
    pub fn new(pos: &Position, show_stores: bool, show_reserves: bool) -> BoardView {
        let layout = pos.layout();
        let model = Model {
            lang: Lang::Uk,
            name: String::new(),
            pits: (0..layout.pit_count())
                .map(|p| PitShown {
                    seeds: pos.seeds(p),
                    owner: pos.owner(p),
                    hot: Hot::None,
                    mark: None,
                    #[cfg(feature = "board-input")]
                    named: false,
                    legal: false,
                })
                .collect(),
            stores: Side::BOTH.map(|s| (pos.store(s), Hot::None)),
            reserves: Side::BOTH.map(|s| pos.reserve(s)),
            hand: 0,
        };
        BoardView {
            layout,
            prefix: new_board_prefix(),
            show_stores,
            show_reserves,
            model: RefCell::new(model),
            dom: RefCell::new(None),
            flight: Cell::new(None),
            #[cfg(feature = "board-input")]
            turned: std::rc::Rc::default(),
        }
    }

    #[must_use]
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// The prefix of the board's DOM ids (`b3-`): several boards may share a page.
    #[must_use]
    pub fn prefix(&self) -> &Arc<str> {
        &self.prefix
    }

    /// Whether stores (two-row games) are drawn.
    #[must_use]
    pub fn show_stores(&self) -> bool {
        self.show_stores
    }

    /// Whether reserves (Bao) are drawn.
    #[must_use]
    pub fn show_reserves(&self) -> bool {
        self.show_reserves
    }

    /// Draws the board into `root` (which becomes the `.board-wrap`: the board and the hand box),
    /// a static board: its pits are images, not buttons.
    pub fn mount(&self, root: &El) {
        self.build(
            root,
            #[cfg(feature = "board-input")]
            None,
        );
    }

    /// Draws the board into `root` with its pits as buttons: a click (or Enter/Space) on a pit
    /// calls `on_pit` with its index, the arrow keys (and Home/End) move between pits.
    #[cfg(feature = "board-input")]
    pub fn mount_with_input(&self, root: &El, on_pit: impl Fn(usize) + 'static) {
        self.build(root, Some(std::rc::Rc::new(on_pit)));
    }

    fn build(&self, root: &El, #[cfg(feature = "board-input")] on_pit: Option<std::rc::Rc<dyn Fn(usize)>>) {
        let layout = self.layout;
        let prefix = &self.prefix;
        let rows = board_rows(layout);
        let n = usize::from(layout.columns);
        let side_cols = usize::from(self.show_stores || self.show_reserves);
        let grid = Grid {
            rows: rows.len(),
            n,
            side_cols,
            #[cfg(feature = "board-input")]
            turned: self.turned.get(),
        };
        #[cfg(feature = "board-input")]
        let (mut cells, mut tray_cols) = (Vec::new(), Vec::new());
        root.clear();
        root.set_class("board-wrap");
        let board = El::new("div")
            .with_class(&grid.class())
            .with_attr("id", &format!("{prefix}board"))
            .with_attr("style", &format!("--cols:{};--rows:{}", n + 2 * side_cols, rows.len()))
            .with_attr("role", "group");

        let tray = |side: Side, class: &'static str, label_id: &'static str, title_id: &'static str| {
            let root =
                El::new("div").with_attr("id", &format!("{prefix}{class}-{}", side.letter())).with_attr("role", "img");
            Tray {
                heap: Heap::new(root, Some(("tray-title", title_id)), MAX_DRAWN_STORE),
                side,
                class,
                label_id,
                shown: Cell::new(None),
            }
        };
        let mut stores = Vec::new();
        let mut reserves = Vec::new();
        for side in Side::BOTH {
            let trays = El::new("div").with_class("trays").with_attr("style", &grid.trays(side));
            #[cfg(feature = "board-input")]
            tray_cols.push((trays.clone(), side));
            if self.show_stores {
                let store = tray(side, "store", "site-store-label", "site-store");
                trays.append(&store.heap.root);
                stores.push(store);
            }
            if self.show_reserves {
                let reserve = tray(side, "reserve", "site-reserve-label", "site-reserve");
                trays.append(&reserve.heap.root);
                reserves.push(reserve);
            }
            if self.show_stores || self.show_reserves {
                board.append(&trays);
            }
        }

        #[cfg_attr(not(feature = "board-input"), allow(unused_mut))]
        let mut listeners = Listeners::default();
        // One Tab stop for the whole board (a roving focus): the pit last focused, at first
        // South's first pit; the arrows move between the pits, Tab leaves the board.
        #[cfg(feature = "board-input")]
        let roving: std::rc::Rc<RefCell<Option<El>>> = std::rc::Rc::default();
        let mut pits: Vec<Option<Pit>> = (0..layout.pit_count()).map(|_| None).collect();
        for (r, row) in rows.iter().enumerate() {
            for (c, &p) in row.iter().enumerate() {
                let name = layout.pit_name(p);
                #[cfg(feature = "board-input")]
                let root = match &on_pit {
                    Some(on_pit) => {
                        let first = r + 1 == rows.len() && c == 0;
                        let button = El::new("button")
                            .with_attr("type", "button")
                            .with_attr("tabindex", if first { "0" } else { "-1" });
                        if first {
                            roving.replace(Some(button.clone()));
                        }
                        let on_click = on_pit.clone();
                        listeners.on(&button, "click", move |_| on_click(p));
                        let (me, roving) = (button.clone(), roving.clone());
                        listeners.on(&button, "focus", move |_| {
                            if let Some(old) = roving.replace(Some(me.clone())) {
                                old.set_attr("tabindex", "-1");
                            }
                            me.set_attr("tabindex", "0");
                        });
                        let rows = rows.clone();
                        let prefix = prefix.clone();
                        let turned = self.turned.clone();
                        listeners.on(&button, "keydown", move |ev| {
                            let key = crate::platform::js::dom::key(&ev);
                            // On a turned board the keys move as the pits are drawn.
                            let key = if turned.get() { mirrored_key(&key) } else { key.as_str() };
                            if let Some(next) = neighbour(&rows, p, key) {
                                crate::platform::js::prevent_default(&ev);
                                crate::platform::js::focus(&format!("{prefix}pit-{next}"));
                            }
                        });
                        button
                    }
                    None => El::new("div").with_attr("role", "img"),
                };
                #[cfg(not(feature = "board-input"))]
                let root = El::new("div").with_attr("role", "img");
                let root = root
                    .with_attr("id", &format!("{prefix}pit-{p}"))
                    .with_attr("style", &grid.pit(r, c))
                    .with_attr("data-pit", &name);
                #[cfg(feature = "board-input")]
                cells.push((root.clone(), r, c));
                // The pit's number as the learner counts it (from 1, from its owner's left); the
                // engine's name (`S2`, `S.I5`) too on the site, shown in the notation mode
                // (`html.notation`, pages/classroom.rs).
                let number = crate::platform::i18n::learner_pit(layout, p).1.to_string();
                root.append(&El::new("span").with_class("name").with_attr("aria-hidden", "true").with_text(&number));
                #[cfg(feature = "app")]
                root.append(
                    &El::new("span").with_class("engine-name").with_attr("aria-hidden", "true").with_text(&name),
                );
                let heap = Heap::new(root, None, MAX_DRAWN);
                let mark = El::new("span").with_class("mark").with_attr("aria-hidden", "true");
                heap.root.append(&mark);
                board.append(&heap.root);
                pits[p] = Some(Pit { heap, mark, shown: Cell::new(None) });
            }
        }
        // The flying seed is one element for the board's whole life: creating and removing it (a
        // composited layer, `will-change: transform`) at the start and end of every move cost a
        // long frame there. Between flights it is hidden; each flight restarts the CSS animation
        // by switching between two identical keyframe sets (see `flyer_class`).
        let flyer = El::new("div").with_class(flyer_class(None)).with_attr("aria-hidden", "true");
        board.append(&flyer);

        let hand_root = El::new("div").with_attr("id", &format!("{prefix}hand")).with_attr("role", "img");
        let hand = Heap::new(hand_root, Some(("hand-icon", "site-hand")), MAX_DRAWN);
        root.append(&board);
        root.append(&hand.root);
        self.flight.set(None);
        *self.dom.borrow_mut() = Some(Dom {
            board,
            pits: pits.into_iter().flatten().collect(),
            stores,
            reserves,
            hand,
            hand_shown: Cell::new(None),
            flyer,
            lang: Cell::new(None),
            name: RefCell::new(None),
            _listeners: listeners,
            #[cfg(feature = "board-input")]
            cells,
            #[cfg(feature = "board-input")]
            tray_cols,
            #[cfg(feature = "board-input")]
            grid,
        });
        self.redraw();
    }

    /// Writes what changed since the board was last drawn (nothing before it is mounted). Not
    /// inlined: every setter calls it, and one copy is enough.
    #[inline(never)]
    fn redraw(&self) {
        let dom = self.dom.borrow();
        let Some(dom) = dom.as_ref() else { return };
        let m = self.model.borrow();
        let lang = m.lang;
        let relabel = dom.lang.replace(Some(lang)) != Some(lang);
        if relabel {
            for tray in dom.stores.iter().chain(&dom.reserves) {
                tray.heap.set_title(lang);
            }
            dom.hand.set_title(lang);
        }
        if dom.name.borrow().as_deref() != Some(m.name.as_str()) {
            dom.board.set_attr("aria-label", &m.name);
            *dom.name.borrow_mut() = Some(m.name.clone());
        }
        for (p, (pit, &now)) in dom.pits.iter().zip(&m.pits).enumerate() {
            let before = pit.shown.replace(Some((now, lang)));
            if before == Some((now, lang)) {
                continue;
            }
            let before = before.map(|(b, _)| b);
            if before.map(|b| b.seeds) != Some(now.seeds) {
                pit.heap.set(u16::from(now.seeds));
            }
            let mut class =
                format!("pit side-{} {} {}", now.owner.letter(), row_class(self.layout, p), now.hot.class());
            if now.legal {
                class.push_str(" legal");
            }
            if let Some(mark) = now.mark {
                class.push(' ');
                class.push_str(mark.class());
            }
            #[cfg(feature = "board-input")]
            if now.named {
                class.push_str(" named");
            }
            pit.heap.root.set_class(&class);
            pit.heap.root.set_attr("aria-label", &pit_label(lang, self.layout, p, now.seeds, now.legal, now.mark));
            if relabel || before.map(|b| b.mark) != Some(now.mark) {
                // Drawn from `data-n` as the count is; the pit's name says it in words.
                match now.mark {
                    Some(mark) => pit.mark.set_attr("data-n", &mark.label(lang)),
                    None => pit.mark.remove_attr("data-n"),
                }
            }
        }
        for (k, tray) in dom.stores.iter().enumerate() {
            tray.set(lang, m.stores[k].0, m.stores[k].1);
        }
        for (k, tray) in dom.reserves.iter().enumerate() {
            tray.set(lang, m.reserves[k], Hot::None);
        }
        if dom.hand_shown.replace(Some((m.hand, lang))) != Some((m.hand, lang)) {
            dom.hand.set(m.hand);
            dom.hand.root.set_class(if m.hand > 0 { "hand busy" } else { "hand" });
            dom.hand.root.set_attr("aria-label", &hand_label(lang, m.hand));
        }
    }

    /// The language of the labels.
    pub fn set_lang(&self, lang: Lang) {
        self.model.borrow_mut().lang = lang;
        self.redraw();
    }

    /// Draws North's side at the bottom (`true`) or South's (the pits keep their numbers, each
    /// counted from its owner's left, so the player at the bottom reads 1, 2, 3… left to right).
    #[cfg(feature = "board-input")]
    pub fn set_turned(&self, turned: bool) {
        if self.turned.replace(turned) == turned {
            return;
        }
        let dom = self.dom.borrow();
        let Some(dom) = dom.as_ref() else { return };
        let grid = Grid { turned, ..dom.grid };
        for (el, r, c) in &dom.cells {
            el.set_attr("style", &grid.pit(*r, *c));
        }
        for (el, side) in &dom.tray_cols {
            el.set_attr("style", &grid.trays(*side));
        }
        dom.board.set_class(&grid.class());
    }

    /// Whether North's side is drawn at the bottom.
    #[cfg(feature = "board-input")]
    #[must_use]
    pub fn turned(&self) -> bool {
        self.turned.get()
    }

    /// The board's accessible name (e.g. the game's name).
    pub fn set_name(&self, name: &str) {
        self.model.borrow_mut().name = name.to_string();
        self.redraw();
    }

    /// Shows a frame in one update: a position, the seeds in hand, what happens where (all other
    /// places are cleared) and, when given, the marked pits (all others are cleared).
    pub fn show_frame(&self, pos: &Position, hand: u16, hot: &[(Place, Hot)], marks: Option<&[(usize, Mark)]>) {
        let find = |place: Place| hot.iter().find(|(p, _)| *p == place).map_or(Hot::None, |(_, h)| *h);
        {
            let mut m = self.model.borrow_mut();
            for (p, pit) in m.pits.iter_mut().enumerate() {
                pit.seeds = pos.seeds(p);
                pit.owner = pos.owner(p);
                pit.hot = find(Place::Pit(p as u8));
                if let Some(marks) = marks {
                    set_mark(pit, marks, p);
                }
            }
            for s in Side::BOTH {
                m.stores[s.index()] = (pos.store(s), find(Place::Store(s)));
                m.reserves[s.index()] = pos.reserve(s);
            }
            m.hand = hand;
        }
        self.redraw();
    }

    /// Shows a position and the seeds in hand.
    pub fn show(&self, pos: &Position, hand: u16) {
        {
            let mut m = self.model.borrow_mut();
            for (p, pit) in m.pits.iter_mut().enumerate() {
                pit.seeds = pos.seeds(p);
                pit.owner = pos.owner(p);
            }
            for s in Side::BOTH {
                m.stores[s.index()].0 = pos.store(s);
                m.reserves[s.index()] = pos.reserve(s);
            }
            m.hand = hand;
        }
        self.redraw();
    }

    /// Highlights what happens where in the step shown (all other places are cleared).
    pub fn set_hot(&self, hot: &[(Place, Hot)]) {
        let find = |place: Place| hot.iter().find(|(p, _)| *p == place).map_or(Hot::None, |(_, h)| *h);
        {
            let mut m = self.model.borrow_mut();
            for (p, pit) in m.pits.iter_mut().enumerate() {
                pit.hot = find(Place::Pit(p as u8));
            }
            for s in Side::BOTH {
                m.stores[s.index()].1 = find(Place::Store(s));
            }
        }
        self.redraw();
    }

    /// The marked pits (all others are cleared).
    pub fn set_marks(&self, marks: &[(usize, Mark)]) {
        {
            let mut m = self.model.borrow_mut();
            for (p, pit) in m.pits.iter_mut().enumerate() {
                set_mark(pit, marks, p);
            }
        }
        self.redraw();
    }

    /// Marks the pits that can be chosen now (all others are cleared).
    #[cfg(feature = "board-input")]
    pub fn set_legal(&self, pits: &[usize]) {
        {
            let mut m = self.model.borrow_mut();
            for (p, pit) in m.pits.iter_mut().enumerate() {
                pit.legal = pits.contains(&p);
            }
        }
        self.redraw();
    }

    /// The seeds of a pit as shown.
    #[must_use]
    pub fn seeds_shown(&self, pit: usize) -> u8 {
        self.model.borrow().pits.get(pit).map_or(0, |p| p.seeds)
    }

    /// Flies `count` seeds from one place to another in `ms` (nothing before the board is drawn).
    pub fn fly(&self, from: Place, to: Place, count: u16, ms: u32) {
        let dom = self.dom.borrow();
        let Some(dom) = dom.as_ref() else { return };
        let (a, b) = (self.element_at(dom, from), self.element_at(dom, to));
        let serial = self.flight.get().map_or(0, |s| s.wrapping_add(1));
        self.flight.set(Some(serial));
        let flight = Flight { from: a.centre_within(&dom.board), to: b.centre_within(&dom.board), count, ms, serial };
        dom.flyer.set_class(flyer_class(Some(&flight)));
        dom.flyer.set_attr("style", &flyer_style(&flight));
        dom.flyer.set_attr("data-serial", &serial.to_string());
        dom.flyer.set_text(&if count > 1 { count.to_string() } else { String::new() });
    }

    /// Stops any flight.
    pub fn land(&self) {
        if self.flight.take().is_some() {
            if let Some(dom) = self.dom.borrow().as_ref() {
                dom.flyer.set_class(flyer_class(None));
            }
        }
    }

    /// The element drawn for a place: the hand box for the hand, the board itself for "off the
    /// board" and for a store or reserve that is not drawn (as [`place_dom_id`] names them).
    fn element_at<'a>(&self, dom: &'a Dom, place: Place) -> &'a El {
        let found = match place {
            Place::Pit(p) => dom.pits.get(usize::from(p)).map(|pit| &pit.heap.root),
            Place::Store(s) => dom.stores.get(s.index()).map(|t| &t.heap.root),
            Place::Reserve(s) => dom.reserves.get(s.index()).map(|t| &t.heap.root),
            Place::Hand => Some(&dom.hand.root),
            Place::Off => None,
        };
        found.unwrap_or(&dom.board)
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

#[cfg(feature = "app")]
pub use self::leptos_board::{Board, BoardState};

/// The Leptos side of the board: a handle the pages keep, and the component that mounts the
/// view and forwards the language and the name to it.
#[cfg(feature = "app")]
mod leptos_board {
    use super::BoardView;
    use crate::board::drawing::{Hot, Mark};
    use crate::platform::i18n::Lang;
    use crate::platform::js::dom::El;
    use leptos::prelude::*;
    use mancala_engine::{Layout, Place, Position};
    use std::rc::Rc;
    use std::sync::Arc;

    /// A page's handle on its board's [`BoardView`]. Cheap to clone; it lives as long as the
    /// reactive owner that made it. Everything it is told before the board is drawn is shown
    /// when [`Board`] draws it.
    #[derive(Clone)]
    pub struct BoardState {
        pub layout: Layout,
        /// Prefix of every DOM id of this board (several boards may share a page).
        pub prefix: Arc<str>,
        /// Whether stores (two-row games) and reserves (Bao) are drawn.
        pub show_stores: bool,
        pub show_reserves: bool,
        view: StoredValue<Rc<BoardView>, LocalStorage>,
    }

    impl BoardState {
        #[must_use]
        pub fn new(pos: &Position, show_stores: bool, show_reserves: bool) -> BoardState {
            let view = BoardView::new(pos, show_stores, show_reserves);
            BoardState {
                layout: view.layout(),
                prefix: view.prefix().clone(),
                show_stores,
                show_reserves,
                view: StoredValue::new_local(Rc::new(view)),
            }
        }

        /// Runs `f` on the view (nothing once its owner is gone).
        fn with(&self, f: impl FnOnce(&BoardView)) {
            self.view.try_with_value(|v| f(v));
        }

        /// The view itself.
        #[must_use]
        pub fn view(&self) -> Option<Rc<BoardView>> {
            self.view.try_get_value()
        }

        /// Shows a position and the seeds in hand; only the places that changed are updated.
        pub fn show(&self, pos: &Position, hand: u16) {
            self.with(|v| v.show(pos, hand));
        }

        /// The seeds of a pit as shown.
        #[must_use]
        pub fn seeds_shown(&self, pit: usize) -> u8 {
            self.view.try_with_value(|v| v.seeds_shown(pit)).unwrap_or(0)
        }

        /// Marks the pits that can be played now (all others are cleared).
        pub fn set_legal(&self, pits: &[usize]) {
            self.with(|v| v.set_legal(pits));
        }

        pub fn set_marks(&self, marks: &[(usize, Mark)]) {
            self.with(|v| v.set_marks(marks));
        }

        /// Draws North's side at the bottom, or South's ([`BoardView::set_turned`]).
        pub fn set_turned(&self, turned: bool) {
            self.with(|v| v.set_turned(turned));
        }

        /// Highlights what happens where in the current step (all other places are cleared).
        pub fn set_hot(&self, hot: &[(Place, Hot)]) {
            self.with(|v| v.set_hot(hot));
        }

        /// Animates seeds flying between two places (`ms` long).
        pub fn fly(&self, from: Place, to: Place, count: u16, ms: u32) {
            self.with(|v| v.fly(from, to, count, ms));
        }

        /// Stops any flight.
        pub fn land(&self) {
            self.with(BoardView::land);
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
            crate::board::drawing::place_dom_id(&self.prefix, place, self.show_stores, self.show_reserves)
        }
    }

    /// The board. `on_pit` is called with the pit index when a pit is clicked (or Enter/Space on
    /// it); without it the pits are not buttons (a static board).
    #[component]
    pub fn Board(
        state: BoardState,
        #[prop(into)] lang: Signal<Lang>,
        /// The board's accessible name (e.g. the game's name).
        #[prop(into)]
        name: Signal<String>,
        #[prop(optional)] on_pit: Option<Callback<usize>>,
    ) -> impl IntoView {
        let root = NodeRef::<leptos::html::Div>::new();
        let Some(view) = state.view() else { return ().into_any() };
        {
            let view = view.clone();
            root.on_load(move |el| {
                let root = El::host(el.into());
                match on_pit {
                    Some(cb) => view.mount_with_input(&root, move |p| cb.run(p)),
                    None => view.mount(&root),
                }
            });
        }
        let named = view.clone();
        Effect::new(move |_| named.set_name(&name.get()));
        Effect::new(move |_| view.set_lang(lang.get()));
        view! { <div class="board-wrap" node_ref=root></div> }.into_any()
    }
}
