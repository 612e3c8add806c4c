//! The step player: replays the engine's step log from a [`Timeline`] seed by seed, with
//! play/pause, one step / one sowing / one move forward and back, five speeds and an instant
//! mode. Each step's sentence is the caption and goes to an aria-live region.
//!
//! One piece of code for the site and the embed, in two parts, like pgn-viewer's controller and
//! view: [`Stepper`], the player's state without DOM (the frame shown, playing, speed, instant,
//! the timer), which tells its owner what changed through one `redraw` callback; and
//! [`PlayerView`], the caption, the live region and the controls, patched by hand through
//! [`crate::platform::js::dom`]. [`draw_frame`] puts a frame on a [`BoardView`]. The embed uses them as
//! they are; the site's pages through [`Player`] and [`PlayerControls`] (feature `app`), which
//! mirror the state into signals and forward it with effects.

use crate::board::drawing::Mark;
pub use crate::board::playback::{
    drops_seed, flight_ms, frame_caption, reading_ms, saved_instant, saved_speed, seed_ms, step_delay, step_effects,
    Captions, FlightPlan, INSTANT_KEY, SPEED_KEY,
};
use crate::board::BoardView;
use crate::platform::i18n::{t, tr, Arg, Lang};
use crate::platform::js::dom::{El, Listeners};
use crate::platform::js::{self, Timer};
use mancala_engine::{FoldError, Position, Step, Timeline};
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

/// What changed in a [`Stepper`], for whoever draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// A frame is shown; `animate`: its seeds fly (one step forward, or playing).
    Frame { animate: bool },
    /// Playing or paused, the speed or the instant mode.
    Settings,
}

type Redraw = Rc<dyn Fn(&Stepper, Change)>;

/// The step player's state, without DOM. Cells, not one `RefCell`: the redraw callback may call
/// back into the player while a frame is shown (an embedded board's `move` listener), and no
/// borrow is held then.
pub struct Stepper {
    /// This player, for its timers (which must not keep it alive).
    me: Weak<Stepper>,
    timeline: RefCell<Timeline>,
    /// The frame shown.
    index: Cell<usize>,
    playing: Cell<bool>,
    /// 1..=5.
    speed: Cell<u8>,
    instant: Cell<bool>,
    timer: Cell<Option<Timer>>,
    /// Bumped when the timeline is replaced or changed.
    version: Cell<u64>,
    redraw: RefCell<Option<Redraw>>,
    /// Characters of the caption shown (its view tells: [`Stepper::set_caption_len`]).
    caption_len: Cell<usize>,
}

impl Drop for Stepper {
    fn drop(&mut self) {
        if let Some(timer) = self.timer.take() {
            timer.cancel();
        }
    }
}

impl Stepper {
    /// A player of `timeline` showing frame `index`, at `speed` (1..=5), instant or not. It draws
    /// nothing until it has a [`Stepper::set_redraw`] callback.
    #[must_use]
    pub fn new(timeline: Timeline, index: usize, speed: u8, instant: bool) -> Rc<Stepper> {
        let index = index.min(timeline.last_index());
        Rc::new_cyclic(|me| Stepper {
            me: me.clone(),
            timeline: RefCell::new(timeline),
            index: Cell::new(index),
            playing: Cell::new(false),
            speed: Cell::new(speed.clamp(1, 5)),
            instant: Cell::new(instant),
            timer: Cell::new(None),
            version: Cell::new(0),
            redraw: RefCell::new(None),
            caption_len: Cell::new(0),
        })
    }

    /// Who is told what changed (the view that draws the player).
    pub fn set_redraw(&self, redraw: impl Fn(&Stepper, Change) + 'static) {
        *self.redraw.borrow_mut() = Some(Rc::new(redraw));
    }

    fn changed(&self, change: Change) {
        let redraw = self.redraw.borrow().clone();
        if let Some(redraw) = redraw {
            redraw(self, change);
        }
    }

    /// Reads the timeline.
    pub fn with_timeline<R>(&self, f: impl FnOnce(&Timeline) -> R) -> R {
        f(&self.timeline.borrow())
    }

    /// The frame shown.
    #[must_use]
    pub fn index(&self) -> usize {
        self.index.get()
    }

    /// The last frame.
    #[must_use]
    pub fn last(&self) -> usize {
        self.timeline.borrow().last_index()
    }

    #[must_use]
    pub fn playing(&self) -> bool {
        self.playing.get()
    }

    /// The caption now shown has `chars` characters: while playing, its frame stays until it
    /// can be read ([`reading_ms`]).
    pub fn set_caption_len(&self, chars: usize) {
        self.caption_len.set(chars);
    }

    #[must_use]
    pub fn speed(&self) -> u8 {
        self.speed.get()
    }

    #[must_use]
    pub fn instant(&self) -> bool {
        self.instant.get()
    }

    /// Changes whenever the timeline does.
    #[must_use]
    pub fn version(&self) -> u64 {
        self.version.get()
    }

    #[must_use]
    pub fn at_end(&self) -> bool {
        self.index() >= self.last()
    }

    /// Shows frame `i`; `animate` flies the seed of that step.
    fn show(&self, i: usize, animate: bool) {
        self.index.set(i.min(self.last()));
        self.changed(Change::Frame { animate });
    }

    fn set_playing(&self, playing: bool) {
        if let Some(timer) = self.timer.take() {
            timer.cancel();
        }
        if self.playing.replace(playing) != playing {
            self.changed(Change::Settings);
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
        self.seek(self.last());
    }

    /// Plays from the frame shown to the end (or jumps there in instant mode).
    pub fn play(&self) {
        if self.instant() {
            self.seek_end();
            return;
        }
        if self.at_end() {
            self.pause();
            return;
        }
        self.set_playing(true);
        // The first step comes in its own task, so the click (or key) that started the move
        // returns at once and its frame stays short.
        self.schedule(0);
    }

    /// The next step in `ms` (replacing any step due: a redraw may have started play again).
    fn schedule(&self, ms: u32) {
        let me = self.me.clone();
        let timer = js::after(ms, move || {
            if let Some(player) = me.upgrade() {
                player.tick();
            }
        });
        if let Some(due) = self.timer.replace(Some(timer)) {
            due.cancel();
        }
    }

    fn tick(&self) {
        if !self.playing() {
            return;
        }
        let next = self.index() + 1;
        if next > self.last() {
            self.pause();
            return;
        }
        self.show(next, true);
        // The redraw of that step may have paused the player (or started it again).
        if !self.playing() {
            return;
        }
        let reading = reading_ms(self.speed(), self.caption_len.get());
        let delay = self.with_timeline(|tl| step_delay(seed_ms(self.speed()), tl.frame(next).step.as_ref(), reading));
        self.schedule(delay);
    }

    /// Play/pause (the ▶ button, Space): at the end of what there is to show, ▶ shows it again
    /// from the start.
    pub fn toggle(&self) {
        if self.playing() {
            self.pause();
        } else {
            if self.at_end() && !self.instant() {
                self.seek(0);
            }
            self.play();
        }
    }

    /// One step forward, with its seeds' flight. Every step is a stop, not only the seeds that
    /// fall: a pick-up, a skipped store, a capture, a relay or a turn's end each has its caption,
    /// and stepping must not pass a caption by (issue 16).
    pub fn step_forward(&self) {
        self.pause();
        let i = self.with_timeline(|tl| (self.index() + 1).min(tl.last_index()));
        self.show(i, !self.instant());
    }

    /// One step back (no flight).
    pub fn step_back(&self) {
        self.pause();
        self.show(self.index().saturating_sub(1), false);
    }

    pub fn sowing_forward(&self) {
        self.seek(self.with_timeline(|tl| tl.next_sowing(self.index())));
    }

    pub fn sowing_back(&self) {
        self.seek(self.with_timeline(|tl| tl.prev_sowing(self.index())));
    }

    pub fn move_forward(&self) {
        self.seek(self.with_timeline(|tl| tl.next_move(self.index())));
    }

    pub fn move_back(&self) {
        self.seek(self.with_timeline(|tl| tl.prev_move(self.index())));
    }

    /// 1..=5.
    pub fn set_speed(&self, speed: u8) {
        self.speed.set(speed.clamp(1, 5));
        self.changed(Change::Settings);
    }

    /// Instant mode on or off; turned on while playing, it jumps to the end.
    pub fn set_instant(&self, on: bool) {
        self.instant.set(on);
        self.changed(Change::Settings);
        if on && self.playing() {
            self.seek_end();
        }
    }

    /// Replaces the timeline (a new game or an undo) and shows its end.
    pub fn reset(&self, timeline: Timeline) {
        self.pause();
        *self.timeline.borrow_mut() = timeline;
        self.version.set(self.version.get() + 1);
        self.show(self.last(), false);
    }

    /// Appends a move and plays it from its start (or shows its end in instant mode).
    ///
    /// # Errors
    /// The step log does not fold (an engine bug); the timeline is unchanged.
    pub fn push_move(&self, steps: &[Step]) -> Result<(), FoldError> {
        self.push_moves(std::slice::from_ref(&steps.to_vec()))
    }

    /// Appends moves (a move and the replies to it) and plays them from the first one's start.
    ///
    /// # Errors
    /// A step log does not fold (an engine bug); the moves before it stay appended.
    pub fn push_moves(&self, moves: &[Vec<Step>]) -> Result<(), FoldError> {
        self.pause();
        let start = self.last();
        let mut result = Ok(());
        for steps in moves {
            result = self.timeline.borrow_mut().push_move(steps);
            if result.is_err() {
                break;
            }
        }
        self.version.set(self.version.get() + 1);
        self.show(start, false);
        self.play();
        result
    }
}

/// The marked pits of a position.
pub type MarksOf = dyn Fn(&Position) -> Vec<(usize, Mark)>;

/// Puts the frame a [`Stepper`] shows on a board: the position, the seeds in hand, what happens
/// where, the marked pits when `marks` says which (of the position shown), and (`animate`) the
/// seeds that fly.
pub fn draw_frame(board: &BoardView, player: &Stepper, animate: bool, marks: Option<&MarksOf>) {
    let ms = flight_ms(seed_ms(player.speed()));
    player.with_timeline(|tl| {
        let i = player.index();
        let frame = tl.frame(i);
        let (hot, flight) = step_effects(frame.step.as_ref(), tl, i);
        let marks = marks.map(|f| f(&frame.position));
        board.show_frame(&frame.position, frame.hand, &hot, marks.as_deref());
        match flight {
            Some((from, to, count)) if animate => board.fly(from, to, count, ms),
            _ => board.land(),
        }
    });
}

/// The elements of the player's controls.
struct Controls {
    play_pause: El,
    speed: El,
    speed_label: El,
    speed_name: El,
    instant: El,
    instant_label: El,
    step_of: El,
    /// The buttons and their message ids.
    buttons: Vec<(El, &'static str)>,
}

/// What a button does to the player.
type Action = fn(&Stepper);

/// The player drawn with plain DOM: the caption, the live region and, unless left out, the
/// buttons and settings (`section.player`).
pub struct PlayerView {
    /// `section.player`.
    pub root: El,
    lang: Cell<Lang>,
    caption: El,
    narration: El,
    controls: Option<Controls>,
    captions: Captions,
    /// The live region's text (kept while seeds drop during play).
    live: RefCell<String>,
    /// Its buttons' and inputs' listeners, kept as long as the view.
    _listeners: Listeners,
}

impl PlayerView {
    /// The view of `player` in `root` (which becomes the `section.player`), in `lang`; every id
    /// starts with `id_prefix` (several players may share a page); `buttons: false` leaves out
    /// the buttons and settings (the caption and the live region stay). It shows nothing before
    /// its first [`PlayerView::show_frame`].
    #[must_use]
    pub fn new(player: &Rc<Stepper>, root: El, lang: Lang, id_prefix: &str, buttons: bool) -> PlayerView {
        let id = |name: &str| format!("{id_prefix}{name}");
        root.clear();
        root.set_class("player");
        // A labelled group, not a region landmark: a page with several boards would have several
        // landmarks of one name (axe-core's landmark-unique).
        root.set_attr("role", "group");
        let caption = El::new("p").with_attr("id", &id("caption")).with_class("caption");
        let narration = El::new("div")
            .with_attr("id", &id("narration"))
            .with_class("visually-hidden narration")
            .with_attr("aria-live", "polite")
            .with_attr("aria-atomic", "true");
        root.append(&caption);
        root.append(&narration);
        let mut listeners = Listeners::default();
        let controls = buttons.then(|| {
            let row = El::new("div").with_class("controls");
            let mut list = Vec::new();
            let mut button = |name: &str, text: &'static str, class: &str, action: Action| {
                let b = El::new("button").with_attr("type", "button").with_attr("id", &id(name)).with_class(class);
                row.append(&b);
                let me = Rc::downgrade(player);
                listeners.on(&b, "click", move |_| {
                    if let Some(player) = me.upgrade() {
                        action(&player);
                    }
                });
                list.push((b.clone(), text));
                b
            };
            button("move-back", "site-move-back", "ctl", Stepper::move_back);
            button("sowing-back", "site-sowing-back", "ctl", Stepper::sowing_back);
            button("seed-back", "site-seed-back", "ctl", Stepper::step_back);
            let play_pause = button("play-pause", "site-play-pause-play", "ctl primary", Stepper::toggle);
            button("seed-forward", "site-seed-forward", "ctl", Stepper::step_forward);
            button("sowing-forward", "site-sowing-forward", "ctl", Stepper::sowing_forward);
            button("move-forward", "site-move-forward", "ctl", Stepper::move_forward);
            let speed = El::new("input")
                .with_attr("id", &id("speed"))
                .with_attr("type", "range")
                .with_attr("min", "1")
                .with_attr("max", "5")
                .with_attr("step", "1");
            let me = Rc::downgrade(player);
            let input = speed.clone();
            listeners.on(&speed, "input", move |_| {
                if let (Some(player), Ok(speed)) = (me.upgrade(), input.value().parse::<u8>()) {
                    let speed = speed.clamp(1, 5);
                    js::storage_set(SPEED_KEY, &speed.to_string());
                    player.set_speed(speed);
                }
            });
            let instant = El::new("input").with_attr("id", &id("instant")).with_attr("type", "checkbox");
            let me = Rc::downgrade(player);
            let checkbox = instant.clone();
            listeners.on(&instant, "change", move |_| {
                if let Some(player) = me.upgrade() {
                    let on = checkbox.checked();
                    js::storage_set(INSTANT_KEY, if on { "1" } else { "0" });
                    player.set_instant(on);
                }
            });
            let speed_name = El::new("span").with_class("speed-name");
            let speed_label = El::new("label");
            let instant_label = El::new("label");
            let step_of = El::new("span").with_attr("id", &id("step-of")).with_class("step-of");
            let settings = El::new("div")
                .with_class("controls settings")
                .with_child(&speed_label)
                .with_child(&instant_label)
                .with_child(&step_of);
            root.append(&row);
            root.append(&settings);
            Controls { play_pause, speed, speed_label, speed_name, instant, instant_label, step_of, buttons: list }
        });
        let view = PlayerView {
            root,
            lang: Cell::new(lang),
            caption,
            narration,
            controls,
            captions: Captions::default(),
            live: RefCell::new(String::new()),
            _listeners: listeners,
        };
        view.show_texts();
        view.show_settings(player);
        view
    }

    /// The texts that follow only the language.
    fn show_texts(&self) {
        let lang = self.lang.get();
        self.root.set_attr("aria-label", &t(lang, "site-player"));
        let Some(c) = &self.controls else { return };
        for (button, text) in &c.buttons {
            button.set_text(&t(lang, text));
        }
        c.speed_label.clear();
        c.speed_label.append_text(&format!("{}: ", t(lang, "site-speed")));
        c.speed_label.append(&c.speed);
        c.speed_label.append(&c.speed_name);
        c.instant_label.clear();
        c.instant_label.append(&c.instant);
        c.instant_label.append_text(&t(lang, "site-instant"));
    }

    /// Shows everything in another language.
    pub fn set_lang(&self, lang: Lang, player: &Stepper) {
        if self.lang.replace(lang) != lang {
            self.show_texts();
            self.show_settings(player);
            self.show_frame(player);
        }
    }

    /// The caption, the live region and the step count of the frame shown.
    pub fn show_frame(&self, player: &Stepper) {
        let lang = self.lang.get();
        let i = player.index();
        let (caption, seed_drop, last) = player.with_timeline(|tl| {
            let caption = self.captions.caption(lang, tl, player.version(), i);
            (caption, drops_seed(tl.frame(i).step.as_ref()), tl.last_index())
        });
        self.caption.set_text(&caption);
        // The player keeps it on screen long enough to be read (walk L6).
        player.set_caption_len(caption.chars().count());
        // The live region: every step when stepping by hand; while playing, the seed drops (which
        // come every fraction of a second) are left out so a screen reader is not flooded.
        if !(player.playing() && seed_drop) {
            let mut live = self.live.borrow_mut();
            if *live != caption {
                self.narration.set_text(&caption);
                *live = caption;
            }
        }
        if let Some(c) = &self.controls {
            let args = [("step", Arg::from(i)), ("total", Arg::from(last))];
            c.step_of.set_text(&tr(lang, "site-step-of", &args));
        }
    }

    /// The play button's text and the speed and instant settings as they are.
    pub fn show_settings(&self, player: &Stepper) {
        let Some(c) = &self.controls else { return };
        let lang = self.lang.get();
        let id = if player.playing() { "site-play-pause-pause" } else { "site-play-pause-play" };
        c.play_pause.set_text(&t(lang, id));
        let speed = player.speed();
        let speed_name = t(lang, &format!("site-speed-{speed}"));
        c.speed.set_value(&speed.to_string());
        c.speed.set_attr("aria-valuetext", &speed_name);
        c.speed_name.set_text(&speed_name);
        c.instant.set_checked(player.instant());
    }
}

#[cfg(feature = "app")]
pub use self::leptos_player::{Player, PlayerControls, TimelineRef};

/// The Leptos side of the player: a `Copy` handle that mirrors the [`Stepper`]'s state into
/// signals for the pages, and the component that mounts the [`PlayerView`].
#[cfg(feature = "app")]
mod leptos_player {
    use super::{draw_frame, saved_instant, saved_speed, Change, PlayerView, Stepper};
    use crate::board::BoardState;
    use crate::platform::i18n::Lang;
    use crate::platform::js::dom::El;
    use leptos::prelude::*;
    use mancala_engine::{Side, Step, Timeline};
    use std::rc::Rc;

    /// The player's timeline, read with [`TimelineRef::with_value`].
    #[derive(Clone, Copy)]
    pub struct TimelineRef(StoredValue<Rc<Stepper>, LocalStorage>);

    impl TimelineRef {
        /// Reads the timeline.
        ///
        /// # Panics
        /// When the player's owner is gone (as a disposed `StoredValue` does).
        pub fn with_value<R>(&self, f: impl FnOnce(&Timeline) -> R) -> R {
            self.0.with_value(|p| p.with_timeline(f))
        }
    }

    /// The player's state for the pages; `Copy`, so closures can hold it. The signals follow the
    /// [`Stepper`] (set by it, read by the pages).
    #[derive(Clone, Copy)]
    pub struct Player {
        pub timeline: TimelineRef,
        stepper: StoredValue<Rc<Stepper>, LocalStorage>,
        board: StoredValue<BoardState>,
        /// The frame shown.
        pub index: RwSignal<usize>,
        /// The last frame (changes when moves are added or undone).
        pub last: RwSignal<usize>,
        pub playing: RwSignal<bool>,
        /// 1..=5.
        pub speed: RwSignal<u8>,
        pub instant: RwSignal<bool>,
        /// Bumped when the timeline is replaced or changed.
        pub version: RwSignal<u64>,
    }

    fn set_if<T: PartialEq + Send + Sync + 'static>(signal: RwSignal<T>, value: T) {
        if signal.try_with_untracked(|v| *v != value) == Some(true) {
            signal.set(value);
        }
    }

    impl Player {
        /// A player of `timeline`, showing its end on `board`.
        #[must_use]
        pub fn new(timeline: Timeline, board: BoardState) -> Player {
            let last = timeline.last_index();
            let stepper = Stepper::new(timeline, last, saved_speed(), saved_instant());
            let player = Player {
                timeline: TimelineRef(StoredValue::new_local(stepper.clone())),
                stepper: StoredValue::new_local(stepper.clone()),
                board: StoredValue::new(board.clone()),
                index: RwSignal::new(last),
                last: RwSignal::new(last),
                playing: RwSignal::new(false),
                speed: RwSignal::new(stepper.speed()),
                instant: RwSignal::new(stepper.instant()),
                version: RwSignal::new(0),
            };
            let view = board.view();
            stepper.set_redraw(move |st, change| match change {
                Change::Frame { animate } => {
                    if let Some(view) = &view {
                        draw_frame(view, st, animate, None);
                    }
                    set_if(player.last, st.last());
                    set_if(player.version, st.version());
                    // Always set: the pages' effects follow every frame shown.
                    let _ = player.index.try_set(st.index());
                }
                Change::Settings => {
                    set_if(player.playing, st.playing());
                    set_if(player.speed, st.speed());
                    set_if(player.instant, st.instant());
                }
            });
            stepper.seek(last);
            player
        }

        /// The stepper itself (`None` once the owner is gone).
        #[must_use]
        pub fn stepper(&self) -> Option<Rc<Stepper>> {
            self.stepper.try_get_value()
        }

        fn with(&self, f: impl FnOnce(&Stepper)) {
            if let Some(stepper) = self.stepper() {
                f(&stepper);
            }
        }

        #[must_use]
        pub fn board(&self) -> BoardState {
            self.board.get_value()
        }

        pub fn pause(&self) {
            self.with(Stepper::pause);
        }

        /// Instant mode on or off (the stepper's own setting; `instant` mirrors it).
        pub fn set_instant(&self, on: bool) {
            self.with(|s| s.set_instant(on));
        }

        /// Jumps to a frame (no animation) and pauses.
        pub fn seek(&self, i: usize) {
            self.with(|s| s.seek(i));
        }

        pub fn seek_end(&self) {
            self.with(Stepper::seek_end);
        }

        #[must_use]
        pub fn at_end(&self) -> bool {
            self.stepper().is_none_or(|s| s.at_end())
        }

        /// Plays from the current frame to the end (or jumps there in instant mode).
        pub fn play(&self) {
            self.with(Stepper::play);
        }

        pub fn toggle(&self) {
            self.with(Stepper::toggle);
        }

        /// Replaces the timeline (a new game or an undo) and shows its end.
        pub fn reset(&self, timeline: Timeline) {
            self.with(|s| s.reset(timeline));
        }

        /// Appends a move and plays it from its start (or shows its end in instant mode).
        ///
        /// # Errors
        /// The step log does not fold (an engine bug); the timeline is unchanged.
        pub fn push_move(&self, steps: &[Step]) -> Result<(), String> {
            let stepper = self.stepper().ok_or_else(|| "timeline gone".to_string())?;
            stepper.push_move(steps).map_err(|e| e.to_string())
        }

        /// Appends moves (a move and the replies to it) and plays them from the first one's
        /// start.
        ///
        /// # Errors
        /// A step log does not fold (an engine bug).
        pub fn push_moves(&self, moves: &[Vec<Step>]) -> Result<(), String> {
            let stepper = self.stepper().ok_or_else(|| "timeline gone".to_string())?;
            stepper.push_moves(moves).map_err(|e| e.to_string())
        }

        /// The side whose move the shown frame belongs to.
        #[must_use]
        pub fn mover(&self) -> Side {
            let i = self.index.get();
            self.timeline.with_value(|tl| tl.frame(i).mover)
        }
    }

    /// The player's controls, the caption and the live region.
    #[component]
    pub fn PlayerControls(player: Player, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
        let root = NodeRef::<leptos::html::Section>::new();
        let Some(stepper) = player.stepper() else { return ().into_any() };
        let view = StoredValue::new_local(None::<Rc<PlayerView>>);
        let keys = StoredValue::new_local(None::<crate::platform::js::dom::Listeners>);
        {
            let stepper = stepper.clone();
            root.on_load(move |el| {
                let host = El::host(el);
                let v = Rc::new(PlayerView::new(&stepper, host.clone(), lang.get_untracked(), "", true));
                v.show_frame(&stepper);
                view.set_value(Some(v));
                // The embed's keys, while the focus is on the player's controls: ← → one step,
                // ↑ ↓ (PageUp, PageDown) one move, Home and End (the speed slider keeps its own).
                let mut listeners = crate::platform::js::dom::Listeners::default();
                let me = Rc::downgrade(&stepper);
                listeners.on(&host, "keydown", move |ev| {
                    let Some(player) = me.upgrade() else { return };
                    if crate::platform::js::target_is_control(&ev) == crate::platform::js::Target::Input {
                        return;
                    }
                    let action: Option<fn(&Stepper)> = match crate::platform::js::dom::key(&ev).as_str() {
                        "ArrowRight" => Some(Stepper::step_forward),
                        "ArrowLeft" => Some(Stepper::step_back),
                        "ArrowDown" | "PageDown" => Some(Stepper::move_forward),
                        "ArrowUp" | "PageUp" => Some(Stepper::move_back),
                        "Home" => Some(|p: &Stepper| p.seek(0)),
                        "End" => Some(Stepper::seek_end),
                        _ => None,
                    };
                    if let Some(action) = action {
                        crate::platform::js::prevent_default(&ev);
                        action(&player);
                    }
                });
                keys.set_value(Some(listeners));
            });
        }
        let with = move |f: &dyn Fn(&PlayerView, &Stepper)| {
            if let (Some(Some(v)), Some(s)) = (view.try_get_value(), player.stepper()) {
                f(&v, &s);
            }
        };
        // The frame shown, and the language.
        Effect::new(move |_| {
            player.index.track();
            player.version.track();
            let lang = lang.get();
            with(&|v, s| {
                v.set_lang(lang, s);
                v.show_frame(s);
            });
        });
        Effect::new(move |_| {
            player.playing.track();
            player.speed.track();
            player.instant.track();
            with(&|v, s| v.show_settings(s));
        });
        drop(stepper);
        view! { <section class="player" node_ref=root></section> }.into_any()
    }
}
