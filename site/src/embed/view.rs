//! The embedded board's view, without a framework: the same DOM and classes as the site's
//! [`crate::board::Board`] and [`crate::player::PlayerControls`] (so one stylesheet draws both,
//! `tools/embed_css.py`), built and updated by hand through [`crate::js::dom`].
//!
//! Why not the site's components: a board in someone's article only replays a game, and
//! Leptos's reactive graph and view types were the largest part of the embed's wasm after the
//! rules (BENCHMARKS.md, "Embed size"). What the two views share is not copied: the labels,
//! classes, ids, flights and captions come from `board.rs` and `player.rs`. Like the site's board,
//! this view knows no rules: it shows the frames of a [`Timeline`] and what the step log says.

use super::{comments_in, frame_of_ply, ply_at, EmbedGame, Settings};
use crate::drawing::{
    board_rows, flyer_class, flyer_style, hand_label, new_board_prefix, pit_label, row_class, seed_class, tray_label,
    Flight, Hot, Mark, MAX_DRAWN, MAX_DRAWN_STORE,
};
use crate::i18n::{t, tr, Arg, Lang};
use crate::js::dom::{self, El, Event, Listeners};
use crate::js::{self, Target, Timer};
use crate::marks;
use crate::playback::{
    drops_seed, flight_ms, frame_caption, saved_instant, saved_speed, seed_ms, step_delay, step_effects, INSTANT_KEY,
    SPEED_KEY,
};
use mancala_engine::{Layout, Place, Position, Rows, Side, Timeline};
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};
use std::sync::Arc;

// --- The board ----------------------------------------------------------------------------------

/// Seeds drawn one by one (up to `max`) and their number: a pit, a store, a reserve or the hand.
struct Heap {
    root: El,
    dots: El,
    count: El,
    max: u8,
}

impl Heap {
    fn new(root: El, title: Option<(&'static str, String)>, max: u8) -> Heap {
        if let Some((class, text)) = title {
            root.append(&El::new("span").with_class(class).with_attr("aria-hidden", "true").with_text(&text));
        }
        let dots = El::new("span").with_class("dots").with_attr("aria-hidden", "true");
        let count = El::new("span").with_class("count").with_attr("aria-hidden", "true");
        root.append(&dots);
        root.append(&count);
        Heap { root, dots, count, max }
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
        let text = n.to_string();
        self.count.set_text(&text);
        self.root.set_attr("data-count", &text);
    }
}

/// What a pit shows, to skip writing what did not change.
#[derive(Clone, Copy, PartialEq, Eq)]
struct PitShown {
    seeds: u8,
    owner: Side,
    hot: Hot,
    mark: Option<Mark>,
}

struct Pit {
    heap: Heap,
    mark: El,
    shown: Cell<Option<PitShown>>,
}

struct Tray {
    heap: Heap,
    side: Side,
    class: &'static str,
    label_id: &'static str,
    shown: Cell<Option<(u8, Hot)>>,
}

impl Tray {
    fn set(&self, lang: Lang, seeds: u8, hot: Hot) {
        if self.shown.replace(Some((seeds, hot))) == Some((seeds, hot)) {
            return;
        }
        self.heap.set(u16::from(seeds));
        self.heap.root.set_class(&format!("tray {} side-{} {}", self.class, self.side.letter(), hot.class()));
        self.heap.root.set_attr("aria-label", &tray_label(lang, self.label_id, self.side, seeds));
    }
}

/// A board drawn with plain DOM: pits, stores, reserves, the hand and the flying seed.
pub struct BoardView {
    lang: Lang,
    layout: Layout,
    prefix: Arc<str>,
    /// `.board-wrap`: the board and the hand box.
    pub root: El,
    board: El,
    pits: Vec<Pit>,
    stores: Vec<Tray>,
    reserves: Vec<Tray>,
    hand: Heap,
    hand_shown: Cell<Option<u16>>,
    flyer: El,
    flight: Cell<Option<u32>>,
}

impl BoardView {
    /// The board of `pos`, named `name` for assistive technology.
    #[must_use]
    pub fn new(lang: Lang, pos: &Position, show_stores: bool, show_reserves: bool, name: &str) -> BoardView {
        let layout = pos.layout();
        let prefix = new_board_prefix();
        let rows = board_rows(layout);
        let n = usize::from(layout.columns);
        let side_cols = usize::from(show_stores || show_reserves);
        let board = El::new("div")
            .with_class(&format!("board rows-{} cols-{n}", rows.len()))
            .with_attr("id", &format!("{prefix}board"))
            .with_attr("style", &format!("--cols:{};--rows:{}", n + 2 * side_cols, rows.len()))
            .with_attr("role", "group")
            .with_attr("aria-label", name);

        let tray = |side: Side, class: &'static str, label_id: &'static str, title_id: &str| {
            let root =
                El::new("div").with_attr("id", &format!("{prefix}{class}-{}", side.letter())).with_attr("role", "img");
            Tray {
                heap: Heap::new(root, Some(("tray-title", t(lang, title_id))), MAX_DRAWN_STORE),
                side,
                class,
                label_id,
                shown: Cell::new(None),
            }
        };
        let mut stores = Vec::new();
        let mut reserves = Vec::new();
        for side in Side::BOTH {
            // North's tray on the left (its store is at its right hand), South's on the right.
            let col = if side == Side::North { 1 } else { n + 2 };
            let trays = El::new("div")
                .with_class("trays")
                .with_attr("style", &format!("grid-column:{col};grid-row:1 / span {}", rows.len()));
            if show_stores {
                let store = tray(side, "store", "site-store-label", "site-store");
                trays.append(&store.heap.root);
                stores.push(store);
            }
            if show_reserves {
                let reserve = tray(side, "reserve", "site-reserve-label", "site-reserve");
                trays.append(&reserve.heap.root);
                reserves.push(reserve);
            }
            if show_stores || show_reserves {
                board.append(&trays);
            }
        }

        let mut pits: Vec<Option<Pit>> = (0..layout.pit_count()).map(|_| None).collect();
        for (r, row) in rows.iter().enumerate() {
            for (c, &p) in row.iter().enumerate() {
                let name = layout.pit_name(p);
                let root = El::new("div")
                    .with_attr("id", &format!("{prefix}pit-{p}"))
                    .with_attr("style", &format!("grid-row:{};grid-column:{}", r + 1, c + 1 + side_cols))
                    .with_attr("data-pit", &name)
                    .with_attr("role", "img");
                root.append(&El::new("span").with_class("name").with_attr("aria-hidden", "true").with_text(&name));
                let heap = Heap::new(root, None, MAX_DRAWN);
                let mark = El::new("span").with_class("mark").with_attr("aria-hidden", "true");
                heap.root.append(&mark);
                board.append(&heap.root);
                pits[p] = Some(Pit { heap, mark, shown: Cell::new(None) });
            }
        }
        let flyer = El::new("div").with_class(flyer_class(None)).with_attr("aria-hidden", "true");
        board.append(&flyer);

        let hand_root = El::new("div").with_attr("id", &format!("{prefix}hand")).with_attr("role", "img");
        let hand = Heap::new(hand_root, Some(("hand-icon", t(lang, "site-hand"))), MAX_DRAWN);
        let root = El::new("div").with_class("board-wrap").with_child(&board).with_child(&hand.root);
        let view = BoardView {
            lang,
            layout,
            prefix,
            root,
            board,
            pits: pits.into_iter().flatten().collect(),
            stores,
            reserves,
            hand,
            hand_shown: Cell::new(None),
            flyer,
            flight: Cell::new(None),
        };
        view.show(pos, 0, &[], &[]);
        view
    }

    /// The prefix of the board's DOM ids (`b3-`); the player's controls carry it too.
    #[must_use]
    pub fn prefix(&self) -> &str {
        &self.prefix
    }

    /// Shows a position, the seeds in hand, what happens where and the marked pits; only what
    /// changed is written.
    pub fn show(&self, pos: &Position, hand: u16, hot: &[(Place, Hot)], marks: &[(usize, Mark)]) {
        let hot_at = |place: Place| hot.iter().find(|(p, _)| *p == place).map_or(Hot::None, |(_, h)| *h);
        for (p, pit) in self.pits.iter().enumerate() {
            let now = PitShown {
                seeds: pos.seeds(p),
                owner: pos.owner(p),
                hot: hot_at(Place::Pit(p as u8)),
                mark: marks.iter().find(|(q, _)| *q == p).map(|(_, m)| *m),
            };
            let before = pit.shown.replace(Some(now));
            if before == Some(now) {
                continue;
            }
            if before.map(|b| b.seeds) != Some(now.seeds) {
                pit.heap.set(u16::from(now.seeds));
            }
            let mut class =
                format!("pit side-{} {} {}", now.owner.letter(), row_class(self.layout, p), now.hot.class());
            if let Some(m) = now.mark {
                class.push(' ');
                class.push_str(m.class());
            }
            pit.heap.root.set_class(&class);
            pit.heap.root.set_attr("aria-label", &pit_label(self.lang, self.layout, p, now.seeds, false, now.mark));
            if before.map(|b| b.mark) != Some(now.mark) {
                pit.mark.set_text(&now.mark.map(|m| m.label(self.lang)).unwrap_or_default());
            }
        }
        for (k, side) in Side::BOTH.into_iter().enumerate() {
            if let Some(store) = self.stores.get(k) {
                store.set(self.lang, pos.store(side), hot_at(Place::Store(side)));
            }
            if let Some(reserve) = self.reserves.get(k) {
                reserve.set(self.lang, pos.reserve(side), Hot::None);
            }
        }
        if self.hand_shown.replace(Some(hand)) != Some(hand) {
            self.hand.set(hand);
            self.hand.root.set_class(if hand > 0 { "hand busy" } else { "hand" });
            self.hand.root.set_attr("aria-label", &hand_label(self.lang, hand));
        }
    }

    /// Flies `count` seeds from one place to another in `ms`.
    pub fn fly(&self, from: Place, to: Place, count: u16, ms: u32) {
        let (a, b) = (self.element_at(from), self.element_at(to));
        let serial = self.flight.get().map_or(0, |s| s.wrapping_add(1));
        self.flight.set(Some(serial));
        let flight = Flight { from: a.centre_within(&self.board), to: b.centre_within(&self.board), count, ms, serial };
        self.flyer.set_class(flyer_class(Some(&flight)));
        self.flyer.set_attr("style", &flyer_style(&flight));
        self.flyer.set_attr("data-serial", &serial.to_string());
        self.flyer.set_text(&if count > 1 { count.to_string() } else { String::new() });
    }

    /// Stops any flight.
    pub fn land(&self) {
        if self.flight.take().is_some() {
            self.flyer.set_class(flyer_class(None));
        }
    }

    /// The element drawn for a place: the hand box for the hand, the board itself for "off the
    /// board" and for a store or reserve that is not drawn (as `place_dom_id` names them).
    fn element_at(&self, place: Place) -> &El {
        let found = match place {
            Place::Pit(p) => self.pits.get(usize::from(p)).map(|pit| &pit.heap.root),
            Place::Store(s) => self.stores.get(s.index()).map(|t| &t.heap.root),
            Place::Reserve(s) => self.reserves.get(s.index()).map(|t| &t.heap.root),
            Place::Hand => Some(&self.hand.root),
            _ => None,
        };
        found.unwrap_or(&self.board)
    }
}

// --- The game: board, player, captions and comments ------------------------------------------

/// The player's state. Cells, not one `RefCell`: a `move` listener may call back into the
/// board while a step is shown, and no borrow must be held then.
struct Play {
    /// The frame shown.
    index: Cell<usize>,
    playing: Cell<bool>,
    /// 1..=5.
    speed: Cell<u8>,
    instant: Cell<bool>,
    timer: Cell<Option<Timer>>,
    /// The ply last announced with a `move` event.
    ply: Cell<usize>,
}

/// The elements of the player's controls.
struct Controls {
    play_pause: El,
    speed: El,
    speed_name: El,
    instant: El,
    step_of: El,
}

/// What a button or a key does to the player.
type Action = fn(&BoardPlayer);

/// One game on an embedded board: the board, the step player, the captions and the comments.
pub struct BoardPlayer {
    /// This view, for its timers and listeners (which must not keep it alive).
    me: Weak<BoardPlayer>,
    lang: Lang,
    game: Rc<EmbedGame>,
    board: BoardView,
    /// `.embed-game`, the board's focusable group.
    pub root: El,
    host: El,
    caption: El,
    narration: El,
    ply_text: El,
    comments: El,
    controls: Option<Controls>,
    play: Play,
    /// The live region's text (kept while seeds drop during play).
    live: RefCell<String>,
    listeners: RefCell<Listeners>,
}

impl BoardPlayer {
    /// The view of `game`, at its `settings.start` ply, in `lang`; `host` gets its `move` events.
    #[must_use]
    pub fn new(lang: Lang, game: EmbedGame, settings: &Settings, host: El) -> Rc<BoardPlayer> {
        let tl = &game.timeline;
        let start_pos = tl.frame(0).position.clone();
        let show_reserves = tl.frames().iter().any(|f| Side::BOTH.iter().any(|&s| f.position.reserve(s) > 0));
        let variant_name = mancala_text::variant_name(lang, game.spec);
        let board_name = tr(lang, "site-board", &[("name", variant_name.into())]);
        let board = BoardView::new(lang, &start_pos, game.spec.rows == Rows::Two, show_reserves, &board_name);
        let id = |name: &str| format!("{}{name}", board.prefix());

        let root = El::new("div")
            .with_class("embed-game")
            .with_attr("tabindex", "0")
            .with_attr("role", "group")
            .with_attr("aria-label", &tr(lang, "site-embed-region", &[("name", variant_name.into())]));
        if let Some(title) = &game.title {
            root.append(&El::new("p").with_class("embed-title").with_text(title));
        }
        let board_box = El::new("div").with_class("embed-board").with_child(&board.root);
        root.append(&board_box);
        let ply_text = El::new("p").with_class("embed-ply");
        root.append(&ply_text);

        let caption = El::new("p").with_class("caption").with_attr("id", &id("caption"));
        let narration = El::new("div")
            .with_class("visually-hidden narration")
            .with_attr("id", &id("narration"))
            .with_attr("aria-live", "polite")
            .with_attr("aria-atomic", "true");
        let player = El::new("section")
            .with_class("player")
            .with_attr("aria-label", &t(lang, "site-player"))
            .with_child(&caption)
            .with_child(&narration);
        let mut buttons = Vec::new();
        let controls = settings.controls.then(|| {
            let row = El::new("div").with_class("controls");
            let mut button = |name: &str, text: &str, class: &str, action: Action| {
                let b = El::new("button")
                    .with_attr("type", "button")
                    .with_attr("id", &id(name))
                    .with_class(class)
                    .with_text(&t(lang, text));
                row.append(&b);
                buttons.push((b.clone(), action));
                b
            };
            button("move-back", "site-move-back", "ctl", BoardPlayer::move_back);
            button("sowing-back", "site-sowing-back", "ctl", BoardPlayer::sowing_back);
            button("seed-back", "site-seed-back", "ctl", BoardPlayer::seed_back);
            let play_pause = button("play-pause", "site-play-pause-play", "ctl primary", BoardPlayer::toggle);
            button("seed-forward", "site-seed-forward", "ctl", BoardPlayer::seed_forward);
            button("sowing-forward", "site-sowing-forward", "ctl", BoardPlayer::sowing_forward);
            button("move-forward", "site-move-forward", "ctl", BoardPlayer::move_forward);
            let speed = El::new("input")
                .with_attr("id", &id("speed"))
                .with_attr("type", "range")
                .with_attr("min", "1")
                .with_attr("max", "5")
                .with_attr("step", "1");
            let speed_name = El::new("span").with_class("speed-name");
            let speed_label = El::new("label");
            speed_label.append_text(&format!("{}: ", t(lang, "site-speed")));
            speed_label.append(&speed);
            speed_label.append(&speed_name);
            let instant = El::new("input").with_attr("id", &id("instant")).with_attr("type", "checkbox");
            let instant_label = El::new("label").with_child(&instant);
            instant_label.append_text(&t(lang, "site-instant"));
            let step_of = El::new("span").with_class("step-of").with_attr("id", &id("step-of"));
            let settings_row = El::new("div")
                .with_class("controls settings")
                .with_child(&speed_label)
                .with_child(&instant_label)
                .with_child(&step_of);
            player.append(&row);
            player.append(&settings_row);
            Controls { play_pause, speed, speed_name, instant, step_of }
        });
        root.append(&player);
        let comments = El::new("div").with_class("embed-comments");
        root.append(&comments);
        if settings.controls {
            root.append(&El::new("p").with_class("embed-keys").with_text(&t(lang, "site-embed-keys")));
        }

        let start = frame_of_ply(tl, settings.start);
        let view = Rc::new_cyclic(|me| BoardPlayer {
            me: me.clone(),
            lang,
            game: Rc::new(game),
            board,
            root,
            host,
            caption,
            narration,
            ply_text,
            comments,
            controls,
            play: Play {
                index: Cell::new(start),
                playing: Cell::new(false),
                speed: Cell::new(settings.speed.unwrap_or_else(saved_speed)),
                instant: Cell::new(saved_instant()),
                timer: Cell::new(None),
                ply: Cell::new(usize::MAX),
            },
            live: RefCell::new(String::new()),
            listeners: RefCell::new(Listeners::default()),
        });
        view.listen(&buttons, &board_box);
        view.show(start, false);
        view.play.ply.set(ply_at(&view.game.timeline, start));
        view.show_settings();
        view
    }

    fn listen(&self, buttons: &[(El, Action)], board_box: &El) {
        let mut listeners = Listeners::default();
        let weak = self.me.clone();
        let with = move |f: Action| {
            let weak: Weak<BoardPlayer> = weak.clone();
            move |_: Event| {
                if let Some(view) = weak.upgrade() {
                    f(&view);
                }
            }
        };
        for (button, action) in buttons {
            listeners.on(button, "click", with(*action));
        }
        if let Some(c) = &self.controls {
            let weak = self.me.clone();
            let input = c.speed.clone();
            listeners.on(&c.speed, "input", move |_| {
                if let (Some(view), Ok(speed)) = (weak.upgrade(), input.value().parse::<u8>()) {
                    let speed = speed.clamp(1, 5);
                    view.play.speed.set(speed);
                    js::storage_set(SPEED_KEY, &speed.to_string());
                    view.show_settings();
                }
            });
            let weak = self.me.clone();
            let checkbox = c.instant.clone();
            listeners.on(&c.instant, "change", move |_| {
                if let Some(view) = weak.upgrade() {
                    let on = checkbox.checked();
                    js::storage_set(INSTANT_KEY, if on { "1" } else { "0" });
                    view.play.instant.set(on);
                    if on && view.playing() {
                        view.seek_end();
                    }
                }
            });
        }
        // Keys while the board has the focus: arrows step, space plays, Home/End jump.
        let weak = self.me.clone();
        listeners.on(&self.root, "keydown", move |ev| {
            let Some(view) = weak.upgrade() else { return };
            let target = js::target_is_control(&ev);
            let action: Option<Action> = match dom::key(&ev).as_str() {
                _ if target == Target::Input => None,
                "ArrowRight" => Some(BoardPlayer::seed_forward),
                "ArrowLeft" => Some(BoardPlayer::seed_back),
                "ArrowDown" | "PageDown" => Some(BoardPlayer::move_forward),
                "ArrowUp" | "PageUp" => Some(BoardPlayer::move_back),
                " " | "Spacebar" if target == Target::Plain => Some(BoardPlayer::toggle),
                "Home" => Some(|v: &BoardPlayer| v.seek(0)),
                "End" => Some(BoardPlayer::seek_end),
                _ => None,
            };
            if let Some(action) = action {
                js::prevent_default(&ev);
                action(&view);
            }
        });
        // Touch: a swipe across the board steps a move forward or back.
        let touch_x = Rc::new(Cell::new(None::<f64>));
        let down = touch_x.clone();
        listeners.on(board_box, "pointerdown", move |ev| down.set(dom::client_x(&ev)));
        let weak = self.me.clone();
        listeners.on(board_box, "pointerup", move |ev| {
            let (Some(x0), Some(x1), Some(view)) = (touch_x.take(), dom::client_x(&ev), weak.upgrade()) else {
                return;
            };
            if x1 - x0 < -40.0 {
                view.move_forward();
            } else if x1 - x0 > 40.0 {
                view.move_back();
            }
        });
        self.listeners.replace(listeners);
    }

    fn timeline(&self) -> &Timeline {
        &self.game.timeline
    }

    fn index(&self) -> usize {
        self.play.index.get()
    }

    /// The ply shown (0: the start).
    #[must_use]
    pub fn ply(&self) -> usize {
        ply_at(self.timeline(), self.index())
    }

    /// How many plies the game has.
    #[must_use]
    pub fn plies(&self) -> usize {
        self.timeline().move_count()
    }

    #[must_use]
    pub fn playing(&self) -> bool {
        self.play.playing.get()
    }

    /// Shows frame `i`; `animate` flies the seed of that step (only for one step forward).
    fn show(&self, i: usize, animate: bool) {
        let tl = self.timeline();
        let i = i.min(tl.last_index());
        let frame = tl.frame(i);
        let (hot, flight) = step_effects(frame.step.as_ref(), tl, i);
        let marks = marks::marks(self.game.spec.id, &frame.position);
        self.board.show(&frame.position, frame.hand, &hot, &marks);
        self.play.index.set(i);
        let (speed, playing) = (self.play.speed.get(), self.play.playing.get());
        match flight {
            Some((from, to, count)) if animate => self.board.fly(from, to, count, flight_ms(seed_ms(speed))),
            _ => self.board.land(),
        }

        let caption = frame_caption(self.lang, self.board.layout, tl, i);
        self.caption.set_text(&caption);
        // The live region: every step when stepping by hand; while playing, the seed drops are
        // left out, so a screen reader is not flooded.
        if !(playing && drops_seed(frame.step.as_ref())) {
            let mut live = self.live.borrow_mut();
            if *live != caption {
                self.narration.set_text(&caption);
                *live = caption;
            }
        }
        if let Some(c) = &self.controls {
            let args = [("step", Arg::from(i)), ("total", Arg::from(tl.last_index()))];
            c.step_of.set_text(&tr(self.lang, "site-step-of", &args));
        }
        let ply = ply_at(tl, i);
        let announced = self.play.ply.replace(ply);
        if announced != ply {
            self.show_ply(ply);
            if announced != usize::MAX {
                let token = ply.checked_sub(1).and_then(|k| self.game.plies.get(k)).map_or("", |p| p.token.as_str());
                self.host.dispatch_move(ply, token);
            }
        }
    }

    /// The ply line, the comments and the variations of `ply`.
    fn show_ply(&self, ply: usize) {
        let lang = self.lang;
        let total = self.game.plies.len();
        let info = ply.checked_sub(1).and_then(|k| self.game.plies.get(k));
        self.ply_text.set_text(&match info {
            None => tr(lang, "site-embed-ply-start", &[("total", total.into())]),
            Some(p) => tr(
                lang,
                "site-embed-ply",
                &[("ply", ply.into()), ("total", total.into()), ("move", format!("{} {}", p.number, p.token).into())],
            ),
        });
        self.comments.clear();
        let list = info.map_or(&self.game.intro, |p| &p.comments);
        for comment in comments_in(list, lang) {
            self.comments.append(&El::new("p").with_class("comment").with_text(&comment));
        }
        if let Some(vars) = info.map(|p| &p.variations).filter(|v| !v.is_empty()) {
            let text = format!("{} {}", t(lang, "site-embed-variations"), vars.join("; "));
            self.comments.append(&El::new("p").with_class("variations").with_text(&text));
        }
    }

    /// The play button's text and the speed and instant settings as they are.
    fn show_settings(&self) {
        let Some(c) = &self.controls else { return };
        let (playing, speed) = (self.play.playing.get(), self.play.speed.get());
        let id = if playing { "site-play-pause-pause" } else { "site-play-pause-play" };
        c.play_pause.set_text(&t(self.lang, id));
        let speed_name = t(self.lang, &format!("site-speed-{speed}"));
        c.speed.set_value(&speed.to_string());
        c.speed.set_attr("aria-valuetext", &speed_name);
        c.speed_name.set_text(&speed_name);
        c.instant.set_checked(self.play.instant.get());
    }

    fn set_playing(&self, playing: bool) {
        if let Some(timer) = self.play.timer.take() {
            timer.cancel();
        }
        if self.play.playing.replace(playing) != playing {
            self.show_settings();
        }
    }

    pub fn pause(&self) {
        self.set_playing(false);
    }

    /// Jumps to a frame (no animation) and pauses.
    pub fn seek(&self, i: usize) {
        self.pause();
        self.show(i, false);
    }

    pub fn seek_end(&self) {
        self.seek(self.timeline().last_index());
    }

    /// Shows the position after `ply` plies (clamped to the game) and pauses.
    pub fn go_to(&self, ply: usize) {
        self.seek(frame_of_ply(self.timeline(), ply.min(self.plies())));
    }

    /// Plays from the frame shown to the end (or jumps there in instant mode).
    pub fn play(&self) {
        if self.play.instant.get() {
            self.seek_end();
            return;
        }
        if self.index() >= self.timeline().last_index() {
            self.pause();
            return;
        }
        self.set_playing(true);
        self.schedule(0);
    }

    /// The next step in `ms` (replacing any step due: a `move` listener may have started play).
    fn schedule(&self, ms: u32) {
        let weak = self.me.clone();
        let timer = js::after(ms, move || {
            if let Some(view) = weak.upgrade() {
                view.tick();
            }
        });
        if let Some(due) = self.play.timer.replace(Some(timer)) {
            due.cancel();
        }
    }

    fn tick(&self) {
        if !self.playing() {
            return;
        }
        let next = self.index() + 1;
        if next > self.timeline().last_index() {
            self.pause();
            return;
        }
        self.show(next, true);
        // The `move` event of that step may have paused the board (or started it again).
        if !self.playing() {
            return;
        }
        let speed = self.play.speed.get();
        self.schedule(step_delay(seed_ms(speed), self.timeline().frame(next).step.as_ref()));
    }

    fn toggle(&self) {
        if self.playing() {
            self.pause();
        } else {
            self.play();
        }
    }

    fn seed_forward(&self) {
        self.pause();
        let i = self.timeline().next_seed(self.index());
        let animate = !self.play.instant.get();
        self.show(i, animate);
    }

    fn seed_back(&self) {
        self.pause();
        self.show(self.timeline().prev_seed(self.index()), false);
    }

    fn sowing_forward(&self) {
        self.seek(self.timeline().next_sowing(self.index()));
    }

    fn sowing_back(&self) {
        self.seek(self.timeline().prev_sowing(self.index()));
    }

    fn move_forward(&self) {
        self.seek(self.timeline().next_move(self.index()));
    }

    fn move_back(&self) {
        self.seek(self.timeline().prev_move(self.index()));
    }
}
