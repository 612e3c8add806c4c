//! The step player: replays the engine's step log on a [`BoardState`] seed by seed, from a
//! [`Timeline`], with play/pause, one seed / one sowing / one move forward and back, five speeds
//! and an instant mode. Each step's sentence is the caption and goes to an aria-live region.

use crate::board::BoardState;
use crate::i18n::{t, tr, Arg, Lang};
use crate::js::{self, Timer};
pub use crate::playback::{
    drops_seed, flight_ms, frame_caption, saved_instant, saved_speed, seed_ms, step_delay, step_effects, FlightPlan,
    INSTANT_KEY, SPEED_KEY,
};
use leptos::prelude::*;
use mancala_engine::{Side, Step, Timeline};

/// The player's state; `Copy`, so closures can hold it.
#[derive(Clone, Copy)]
pub struct Player {
    pub timeline: StoredValue<Timeline>,
    board: StoredValue<BoardState>,
    /// The frame shown.
    pub index: RwSignal<usize>,
    /// The last frame (changes when moves are added or undone).
    pub last: RwSignal<usize>,
    pub playing: RwSignal<bool>,
    /// 1..=5.
    pub speed: RwSignal<u8>,
    pub instant: RwSignal<bool>,
    timer: StoredValue<Option<Timer>>,
    /// Bumped when the timeline is replaced or changed.
    pub version: RwSignal<u64>,
}

impl Player {
    #[must_use]
    pub fn new(timeline: Timeline, board: BoardState) -> Player {
        let last = timeline.last_index();
        let speed = saved_speed();
        let instant = saved_instant();
        let player = Player {
            timeline: StoredValue::new(timeline),
            board: StoredValue::new(board),
            index: RwSignal::new(last),
            last: RwSignal::new(last),
            playing: RwSignal::new(false),
            speed: RwSignal::new(speed),
            instant: RwSignal::new(instant),
            timer: StoredValue::new(None),
            version: RwSignal::new(0),
        };
        player.show(last, false);
        player
    }

    #[must_use]
    pub fn board(&self) -> BoardState {
        self.board.get_value()
    }

    fn seed_ms(&self) -> u32 {
        seed_ms(self.speed.get_untracked())
    }

    /// Shows frame `i`; `animate` flies the seed of that step (only for one step forward).
    fn show(&self, i: usize, animate: bool) {
        let ms = flight_ms(self.seed_ms());
        let board = self.board.get_value();
        self.timeline.with_value(|tl| {
            let i = i.min(tl.last_index());
            let frame = tl.frame(i);
            board.show(&frame.position, frame.hand);
            let (hot, flight) = step_effects(frame.step.as_ref(), tl, i);
            board.set_hot(&hot);
            match flight {
                Some((from, to, count)) if animate => board.fly(from, to, count, ms),
                _ => board.land(),
            }
        });
        self.index.set(i);
    }

    fn cancel_timer(&self) {
        if let Some(t) = self.timer.try_update_value(Option::take).flatten() {
            t.cancel();
        }
    }

    pub fn pause(&self) {
        self.cancel_timer();
        if self.playing.try_get_untracked() == Some(true) {
            self.playing.set(false);
        }
    }

    /// Jumps to a frame (no animation) and pauses.
    pub fn seek(&self, i: usize) {
        self.pause();
        self.show(i, false);
    }

    pub fn seek_end(&self) {
        self.seek(self.last.get_untracked());
    }

    #[must_use]
    pub fn at_end(&self) -> bool {
        self.index.get_untracked() >= self.last.get_untracked()
    }

    /// Plays from the current frame to the end (or jumps there in instant mode).
    pub fn play(&self) {
        self.cancel_timer();
        if self.instant.get_untracked() {
            self.seek_end();
            return;
        }
        if self.at_end() {
            self.playing.set(false);
            return;
        }
        self.playing.set(true);
        // The first step comes in its own task, so the click (or key) that started the move
        // returns at once and its frame stays short.
        let this = *self;
        let timer = js::after(0, move || this.tick());
        self.timer.set_value(Some(timer));
    }

    fn tick(self) {
        // The page may be gone (another route) when a timer fires: then the signals are disposed.
        if self.playing.try_get_untracked() != Some(true) {
            return;
        }
        let next = self.index.get_untracked() + 1;
        if next > self.last.get_untracked() {
            self.pause();
            return;
        }
        self.show(next, true);
        let delay = self.timeline.with_value(|tl| step_delay(self.seed_ms(), tl.frame(next).step.as_ref()));
        let timer = js::after(delay, move || self.tick());
        self.timer.set_value(Some(timer));
    }

    pub fn toggle(&self) {
        if self.playing.get_untracked() {
            self.pause();
        } else {
            self.play();
        }
    }

    /// One seed forward: the next frame that drops a seed, with its flight.
    pub fn seed_forward(&self) {
        self.pause();
        let i = self.timeline.with_value(|tl| tl.next_seed(self.index.get_untracked()));
        self.show(i, !self.instant.get_untracked());
    }

    pub fn seed_back(&self) {
        self.pause();
        let i = self.timeline.with_value(|tl| tl.prev_seed(self.index.get_untracked()));
        self.show(i, false);
    }

    pub fn sowing_forward(&self) {
        let i = self.timeline.with_value(|tl| tl.next_sowing(self.index.get_untracked()));
        self.seek(i);
    }

    pub fn sowing_back(&self) {
        let i = self.timeline.with_value(|tl| tl.prev_sowing(self.index.get_untracked()));
        self.seek(i);
    }

    pub fn move_forward(&self) {
        let i = self.timeline.with_value(|tl| tl.next_move(self.index.get_untracked()));
        self.seek(i);
    }

    pub fn move_back(&self) {
        let i = self.timeline.with_value(|tl| tl.prev_move(self.index.get_untracked()));
        self.seek(i);
    }

    /// Replaces the timeline (a new game or an undo) and shows its end.
    pub fn reset(&self, timeline: Timeline) {
        self.pause();
        let last = timeline.last_index();
        self.timeline.set_value(timeline);
        self.last.set(last);
        self.version.update(|v| *v += 1);
        self.show(last, false);
    }

    /// Appends a move and plays it from its start (or shows its end in instant mode).
    ///
    /// # Errors
    /// The step log does not fold (an engine bug); the timeline is unchanged.
    pub fn push_move(&self, steps: &[Step]) -> Result<(), String> {
        self.pause();
        let start = self.last.get_untracked();
        let pushed = self.timeline.try_update_value(|tl| tl.push_move(steps).map(|()| tl.last_index()));
        match pushed {
            Some(Ok(last)) => {
                self.last.set(last);
                self.version.update(|v| *v += 1);
                self.show(start, false);
                self.play();
                Ok(())
            }
            Some(Err(e)) => Err(e.to_string()),
            None => Err("timeline gone".into()),
        }
    }

    /// The caption of the frame shown, in `lang`.
    #[must_use]
    pub fn caption(&self, lang: Lang) -> String {
        let i = self.index.get();
        self.version.track();
        let layout = self.board.with_value(|b| b.layout);
        self.timeline.with_value(|tl| frame_caption(lang, layout, tl, i))
    }

    /// Whether the frame shown drops a seed (the live region skips those while playing).
    #[must_use]
    pub fn shows_seed_drop(&self) -> bool {
        let i = self.index.get();
        self.timeline.with_value(|tl| drops_seed(tl.frame(i).step.as_ref()))
    }

    /// The side whose move the shown frame belongs to.
    #[must_use]
    pub fn mover(&self) -> Side {
        let i = self.index.get();
        self.timeline.with_value(|tl| tl.frame(i).mover)
    }
}

/// The player's controls, the caption and the live region.
///
/// `id_prefix` is put before every DOM id (several players may share a page, e.g. embedded
/// boards); `buttons: false` leaves out the buttons and settings (caption and live region stay).
#[component]
pub fn PlayerControls(
    player: Player,
    #[prop(into)] lang: Signal<Lang>,
    #[prop(optional, into)] id_prefix: String,
    #[prop(default = true)] buttons: bool,
) -> impl IntoView {
    let id = move |name: &str| format!("{id_prefix}{name}");
    let btn = move |id: String, text: &'static str, f: fn(&Player)| {
        view! {
            <button type="button" id=id class="ctl" on:click=move |_| f(&player)>
                {move || t(lang.get(), text)}
            </button>
        }
    };
    let play_text = move || {
        let id = if player.playing.get() { "site-play-pause-pause" } else { "site-play-pause-play" };
        t(lang.get(), id)
    };
    let caption = move || player.caption(lang.get());
    // The live region: every step when stepping by hand; while playing, the seed drops (which
    // come every fraction of a second) are left out so a screen reader is not flooded.
    let live = move || {
        if player.playing.get() && player.shows_seed_drop() {
            None
        } else {
            Some(caption())
        }
    };
    let live = Memo::new(move |prev: Option<&String>| live().unwrap_or_else(|| prev.cloned().unwrap_or_default()));
    let step_of = move || {
        let lang = lang.get();
        tr(lang, "site-step-of", &[("step", Arg::from(player.index.get())), ("total", Arg::from(player.last.get()))])
    };
    let set_speed = move |ev: leptos::ev::Event| {
        if let Ok(s) = js::target_value(&ev).parse::<u8>() {
            let s = s.clamp(1, 5);
            player.speed.set(s);
            js::storage_set(SPEED_KEY, &s.to_string());
        }
    };
    let set_instant = move |ev: leptos::ev::Event| {
        let on = js::target_checked(&ev);
        player.instant.set(on);
        js::storage_set(INSTANT_KEY, if on { "1" } else { "0" });
        if on && player.playing.get_untracked() {
            player.seek_end();
        }
    };
    let controls = buttons.then(|| {
        view! {
            <div class="controls">
                {btn(id("move-back"), "site-move-back", Player::move_back)}
                {btn(id("sowing-back"), "site-sowing-back", Player::sowing_back)}
                {btn(id("seed-back"), "site-seed-back", Player::seed_back)}
                <button type="button" id=id("play-pause") class="ctl primary" on:click=move |_| player.toggle()>
                    {play_text}
                </button>
                {btn(id("seed-forward"), "site-seed-forward", Player::seed_forward)}
                {btn(id("sowing-forward"), "site-sowing-forward", Player::sowing_forward)}
                {btn(id("move-forward"), "site-move-forward", Player::move_forward)}
            </div>
            <div class="controls settings">
                <label>
                    {move || t(lang.get(), "site-speed")} ": "
                    <input
                        id=id("speed")
                        type="range"
                        min="1"
                        max="5"
                        step="1"
                        prop:value=move || player.speed.get().to_string()
                        aria-valuetext=move || t(lang.get(), &format!("site-speed-{}", player.speed.get()))
                        on:input=set_speed
                    />
                    <span class="speed-name">{move || t(lang.get(), &format!("site-speed-{}", player.speed.get()))}</span>
                </label>
                <label>
                    <input id=id("instant") type="checkbox" prop:checked=move || player.instant.get() on:change=set_instant />
                    {move || t(lang.get(), "site-instant")}
                </label>
                <span id=id("step-of") class="step-of">{step_of}</span>
            </div>
        }
    });
    view! {
        <section class="player" aria-label=move || t(lang.get(), "site-player")>
            <p id=id("caption") class="caption">{caption}</p>
            <div id=id("narration") class="visually-hidden narration" aria-live="polite" aria-atomic="true">
                {move || live.get()}
            </div>
            {controls}
        </section>
    }
}
