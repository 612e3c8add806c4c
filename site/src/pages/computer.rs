//! Playing against the computer on the play page: whom it plays and how strongly (remembered in
//! `localStorage`, capped by a teacher), the hint in two steps, the coach's verdict after each
//! move and the review after the game. The worker says them in words ([`crate::ai`], its
//! `words`); the verdict's grades are the search's (`mancala_ai::Grade`): a move that loses at
//! most ½ seed against the best one is good, at most 2 an inaccuracy, at most 5 a mistake, more
//! a blunder.

use crate::ai::Reply;
use crate::platform::js;
use mancala_engine::Side;

/// Where the opponent settings are remembered (`S3`, `N5c`, `-c`: the computer's side or `-`,
/// the level, `c` for the coach).
pub const SETTINGS_KEY: &str = "mancala.play.computer";
/// Where a teacher's cap is remembered (the highest level, `0`–`5`); set by opening any page of
/// the site with `?ai-cap=N`, as a class's devices are set up ([`apply_cap_flag`]). A link can
/// only set or lower it; it is lifted on the device itself ([`lift_cap`]).
pub const CAP_KEY: &str = "mancala.ai.cap";
/// The strongest level.
pub const MAX_LEVEL: u8 = 5;

/// Whom the computer plays, how strongly, and whether the coach judges the learner's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opponent {
    /// The computer's side; `None`: two people play.
    pub side: Option<Side>,
    pub level: u8,
    pub coach: bool,
}

impl Default for Opponent {
    fn default() -> Opponent {
        Opponent { side: None, level: 2, coach: false }
    }
}

impl Opponent {
    /// The settings as remembered (`S3c`).
    #[must_use]
    pub fn to_text(self) -> String {
        let side = self.side.map_or('-', Side::letter);
        format!("{side}{}{}", self.level, if self.coach { "c" } else { "" })
    }

    /// Settings read back; `None` for anything else.
    #[must_use]
    pub fn parse(text: &str) -> Option<Opponent> {
        let mut chars = text.chars();
        let side = match chars.next()? {
            'S' => Some(Side::South),
            'N' => Some(Side::North),
            '-' => None,
            _ => return None,
        };
        let level = chars.next()?.to_digit(10).filter(|&l| l <= u32::from(MAX_LEVEL))? as u8;
        let coach = match chars.as_str() {
            "" => false,
            "c" => true,
            _ => return None,
        };
        Some(Opponent { side, level, coach })
    }

    /// The remembered settings (the default when there are none or they are unreadable), with
    /// the level under the teacher's cap.
    #[must_use]
    pub fn load() -> Opponent {
        let o = js::storage_get(SETTINGS_KEY).as_deref().and_then(Opponent::parse).unwrap_or_default();
        Opponent { level: o.level.min(cap().unwrap_or(MAX_LEVEL)), ..o }
    }

    pub fn save(self) {
        js::storage_set(SETTINGS_KEY, &self.to_text());
    }

    /// Whether the computer moves in a position where `to_move` is to move.
    #[must_use]
    pub fn moves(self, to_move: Side) -> bool {
        self.side == Some(to_move)
    }
}

/// Reads an `ai-cap` flag from a query string: `Some(Some(n))` for `ai-cap=n`, `Some(None)` for
/// `ai-cap=off` (no cap), `None` without a readable flag.
#[must_use]
pub fn cap_flag(query: &str) -> Option<Option<u8>> {
    query.split('&').find_map(|pair| {
        let (k, v) = pair.split_once('=')?;
        if k != "ai-cap" {
            return None;
        }
        match v {
            "off" | "none" => Some(None),
            _ => v.parse::<u8>().ok().filter(|&n| n <= MAX_LEVEL).map(Some),
        }
    })
}

/// The teacher's cap kept on this device.
#[must_use]
pub fn cap() -> Option<u8> {
    js::storage_get(CAP_KEY).and_then(|s| s.parse().ok()).filter(|&n| n <= MAX_LEVEL)
}

/// What a link's `ai-cap` flag did to the cap of this device (issue 36, C1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CapChange {
    /// The cap is now this level.
    Set(u8),
    /// The link asked to raise or lift the cap, which a link cannot: it stays this level.
    Kept(u8),
}

impl CapChange {
    /// What the teacher is told, in `lang`.
    #[must_use]
    pub fn text(self, lang: crate::platform::i18n::Lang) -> String {
        let (key, level) = match self {
            CapChange::Set(n) => ("site-cap-set", n),
            CapChange::Kept(n) => ("site-cap-kept", n),
        };
        crate::platform::i18n::tr(lang, key, &[("level", usize::from(level).into())])
    }
}

/// The cap after a link's flag ([`cap_flag`]) on a device whose cap is `current`, and what to
/// tell: a device without a cap takes any; one with a cap takes only a lower level (stricter),
/// since a pupil can type a link too. `off`, or a higher level, keeps the cap: lifting it is the
/// teacher's action on the device ([`lift_cap`]).
#[must_use]
pub fn cap_after_flag(current: Option<u8>, flag: Option<Option<u8>>) -> (Option<u8>, Option<CapChange>) {
    match (current, flag) {
        (_, None) | (None, Some(None)) => (current, None),
        (Some(c), Some(Some(n))) if n > c => (current, Some(CapChange::Kept(c))),
        (_, Some(Some(n))) => (Some(n), Some(CapChange::Set(n))),
        (Some(c), Some(None)) => (current, Some(CapChange::Kept(c))),
    }
}

/// Applies the page's `ai-cap` flag, if any, when the site starts, and takes it out of the
/// address (so that no link copied from this device carries it); what to tell the teacher.
pub fn apply_cap_flag() -> Option<CapChange> {
    let query = js::search();
    let (_, said) = cap_after_flag(cap(), cap_flag(&query));
    if let Some(CapChange::Set(n)) = said {
        js::storage_set(CAP_KEY, &n.to_string());
    }
    // Any `ai-cap` pair, readable or not, leaves the address.
    if query.split('&').any(|pair| pair.starts_with("ai-cap")) {
        let mut rest = String::new();
        for pair in query.split('&').filter(|pair| !pair.starts_with("ai-cap")) {
            if !rest.is_empty() {
                rest.push('&');
            }
            rest.push_str(pair);
        }
        js::replace_search(&rest);
    }
    said
}

/// Lifts the teacher's cap on this device (the play page's «Зняти обмеження», held down and
/// confirmed).
pub fn lift_cap() {
    js::storage_remove(CAP_KEY);
}

/// The review after the game: the biggest mistakes (at most three, worst first) among the judged
/// moves `(move index, verdict)`, grades below "good" only.
#[must_use]
pub fn review(verdicts: &[(usize, Reply)]) -> Vec<(usize, Reply)> {
    // Kept in order as they are inserted (three at most: no sort is linked for it).
    let key = |(m, r): &(usize, Reply)| (r.loss, std::cmp::Reverse(*m));
    let mut worst: Vec<(usize, Reply)> = Vec::new();
    for v in verdicts.iter().filter(|(_, r)| r.grade > 0) {
        let at = worst.iter().position(|w| key(v) > key(w)).unwrap_or(worst.len());
        if at < 3 {
            worst.insert(at, v.clone());
            worst.truncate(3);
        }
    }
    worst
}

#[cfg(feature = "app")]
pub use state::{Computer, Pending};

#[cfg(feature = "app")]
mod state {
    use super::Opponent;
    use crate::ai::{Reply, Request, Task};
    use crate::platform::js::{self, Thinker};
    use leptos::prelude::*;
    use std::rc::Rc;

    /// What a request in flight was for, to know whether its answer still fits the game.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum Pending {
        /// The computer's move in the game as it was at `version`.
        Move { version: u64 },
        /// A hint in the game as it was at `version`.
        Hint { version: u64 },
        /// A verdict on move `index` (its token), while the game still has it.
        Judge { index: usize, token: String },
    }

    /// The play page's computer: its settings, what it is doing, what it said.
    #[derive(Clone, Copy)]
    pub struct Computer {
        pub opponent: StoredValue<Opponent>,
        /// The teacher's cap on the level, if any.
        pub cap: Option<u8>,
        /// The computer is searching for its move.
        pub thinking: RwSignal<bool>,
        /// A hint was asked for and has not come yet.
        pub asking_hint: RwSignal<bool>,
        /// The worker failed (its files could not be loaded, or it crashed).
        pub failed: RwSignal<bool>,
        /// The hint shown: its answer, and whether its second step (the move and why) is shown.
        pub hint: StoredValue<Option<(Reply, bool)>>,
        /// The verdicts of the judged moves: (move index, answer), in the order they came.
        pub verdicts: StoredValue<Vec<(usize, Reply)>>,
        /// Bumped when the settings, the hint or the verdicts change (one signal for the three:
        /// each signal type costs the first load its own code).
        pub said: RwSignal<u64>,
        /// The computer's move, when it came during an animation: played once it ends.
        pub ready: StoredValue<Option<String>>,
        pending: StoredValue<Vec<(u32, Pending)>>,
        next_id: StoredValue<u32>,
        thinker: StoredValue<Rc<Thinker>, LocalStorage>,
    }

    impl Computer {
        /// The computer of a page; its answers (or its failure) go to `on_reply`.
        #[must_use]
        pub fn new(on_reply: impl Fn(Result<Reply, String>) + 'static) -> Computer {
            let thinker = Thinker::new(move |message| on_reply(message.map(|m| Reply::from_message(&m))));
            Computer {
                opponent: StoredValue::new(Opponent::load()),
                cap: super::cap(),
                thinking: RwSignal::new(false),
                asking_hint: RwSignal::new(false),
                failed: RwSignal::new(false),
                hint: StoredValue::new(None),
                verdicts: StoredValue::new(Vec::new()),
                said: RwSignal::new(0),
                ready: StoredValue::new(None),
                pending: StoredValue::new(Vec::new()),
                next_id: StoredValue::new(0),
                thinker: StoredValue::new_local(Rc::new(thinker)),
            }
        }

        /// Asks the worker; the answer comes to the `on_reply` this computer was made with.
        pub fn ask(&self, variant: &mancala_engine::Variant, position: String, task: Task, pending: Pending) {
            let id = self.next_id.get_value();
            self.next_id.set_value(id.wrapping_add(1));
            if matches!(task, Task::Move { .. }) {
                self.thinking.set(true);
            }
            if matches!(task, Task::Hint) {
                self.asking_hint.set(true);
            }
            self.failed.set(false);
            self.pending.update_value(|p| p.push((id, pending)));
            let req =
                Request { id, task, variant: variant.id().to_string(), options: variant.changed_options(), position };
            self.thinker.with_value(|t| t.ask(&req.to_message()));
        }

        /// What the answer `id` was for (forgotten once asked).
        pub fn take_pending(&self, id: u32) -> Option<Pending> {
            self.pending.try_update_value(|p| p.iter().position(|(i, _)| *i == id).map(|at| p.remove(at).1)).flatten()
        }

        /// Stops whatever the computer is thinking about (a new game, an undo, leaving the page).
        pub fn cancel(&self) {
            if self.pending.with_value(Vec::is_empty) && !self.thinker.with_value(|t| t.is_started()) {
                return;
            }
            self.thinker.with_value(|t| t.cancel());
            self.pending.set_value(Vec::new());
            self.ready.set_value(None);
            self.thinking.set(false);
            self.asking_hint.set(false);
        }

        /// The settings, the hint or the verdicts changed: the panel is drawn again.
        pub fn told(&self) {
            self.said.update(|n| *n += 1);
        }

        /// The worker failed: say so, and start a new one at the next question.
        pub fn fail(&self, why: &str) {
            js::warn(&format!("the computer: {why}"));
            self.cancel();
            self.failed.set(true);
        }

        /// Whether the learner's moves are judged (for the coach, and for the review of a game
        /// against the computer).
        #[must_use]
        pub fn judges(&self) -> bool {
            let o = self.opponent.get_value();
            o.coach || o.side.is_some()
        }

        /// The pit the hint shown points at.
        #[must_use]
        pub fn hint_pit(&self) -> Option<usize> {
            self.hint.with_value(|h| h.as_ref().and_then(|(r, _)| r.pit))
        }
    }
}

#[cfg(test)]
mod cap_tests {
    use super::*;

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_link_sets_or_lowers_the_cap_but_never_raises_or_lifts_it() {
        // No cap yet: a link sets one; `off` has nothing to lift.
        assert_eq!(cap_after_flag(None, cap_flag("ai-cap=2")), (Some(2), Some(CapChange::Set(2))));
        assert_eq!(cap_after_flag(None, cap_flag("ai-cap=off")), (None, None));
        assert_eq!(cap_after_flag(None, cap_flag("projector")), (None, None));
        // A cap: a lower (stricter) level is taken, the same one is said again.
        assert_eq!(cap_after_flag(Some(3), cap_flag("ai-cap=1")), (Some(1), Some(CapChange::Set(1))));
        assert_eq!(cap_after_flag(Some(3), cap_flag("ai-cap=3")), (Some(3), Some(CapChange::Set(3))));
        // A pupil's link cannot raise or lift it.
        assert_eq!(cap_after_flag(Some(2), cap_flag("ai-cap=5")), (Some(2), Some(CapChange::Kept(2))));
        assert_eq!(cap_after_flag(Some(2), cap_flag("ai-cap=off")), (Some(2), Some(CapChange::Kept(2))));
        assert_eq!(cap_after_flag(Some(2), cap_flag("ai-cap=none")), (Some(2), Some(CapChange::Kept(2))));
        // An unreadable value is no flag.
        assert_eq!(cap_after_flag(Some(2), cap_flag("ai-cap=9")), (Some(2), None));
    }
}
