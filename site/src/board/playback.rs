//! How the step log is played back, for the step player ([`crate::board::player`]): the speeds and how
//! long each step stays on screen, the reader's saved settings, each frame's caption, and what a
//! step highlights and flies. No framework and no rules: functions of the engine's [`Timeline`]
//! and its steps.

use crate::board::drawing::Hot;
use crate::platform::i18n::{tr, Arg, Lang};
use crate::platform::js;
use mancala_engine::{Place, Step, Timeline};
use mancala_text::Narrator;
use std::cell::RefCell;

/// Milliseconds per seed at each speed (1 = very slow … 5 = very fast).
const SEED_MS: [u32; 5] = [1400, 750, 380, 160, 60];
pub const SPEED_KEY: &str = "mancala.speed";
pub const INSTANT_KEY: &str = "mancala.instant";

/// Milliseconds per seed at `speed` (1..=5).
#[must_use]
pub fn seed_ms(speed: u8) -> u32 {
    SEED_MS[usize::from(speed.clamp(1, 5) - 1)]
}

/// Milliseconds a reader is given per character of a caption at each speed (1 = very slow … 5 =
/// very fast): at the usual speed a caption of 30 words (about 190 characters) stays 7.6 s; the
/// fastest is for watching, not reading, and keeps the moves' own pace.
const READ_MS: [u32; 5] = [80, 55, 40, 20, 0];

/// How long a caption of `chars` characters needs to be read at `speed` (1..=5).
#[must_use]
#[allow(clippy::cast_possible_truncation)]
pub fn reading_ms(speed: u8, chars: usize) -> u32 {
    // A caption is a sentence or two: its length never nears `u32::MAX / 80`.
    READ_MS[usize::from(speed.clamp(1, 5) - 1)] * chars as u32
}

/// How long a step stays on screen before the next, at `seed_ms` per seed, when its caption needs
/// `reading` ms to be read ([`reading_ms`]; walk L6). A seed falling and a pit lifted keep the
/// pace of the sowing (their captions only say where); a step that explains a rule — a capture,
/// a relay and its reason, a note, the turn's end and why — stays until its caption can be read.
#[must_use]
pub fn step_delay(seed_ms: u32, step: Option<&Step>, reading: u32) -> u32 {
    let own = match step {
        Some(Step::Sow { .. } | Step::Skip { .. } | Step::Plant { .. }) => return seed_ms,
        Some(Step::PickUp { .. }) => return seed_ms * 2,
        Some(Step::Relay { .. } | Step::Capture { .. } | Step::Transfer { .. }) => seed_ms * 2,
        _ => seed_ms * 5 / 2,
    };
    own.max(reading)
}

/// How long a seed flies, at `seed_ms` per seed (it lands before the next step).
#[must_use]
pub fn flight_ms(seed_ms: u32) -> u32 {
    seed_ms * 4 / 5
}

/// The reader's saved speed (3 when none).
#[must_use]
pub fn saved_speed() -> u8 {
    js::storage_get(SPEED_KEY).and_then(|s| s.parse().ok()).filter(|s| (1..=5).contains(s)).unwrap_or(3)
}

/// The reader's saved instant mode (when none: whether they ask the system for less motion).
#[must_use]
pub fn saved_instant() -> bool {
    match js::storage_get(INSTANT_KEY).as_deref() {
        Some("1") => true,
        Some("0") => false,
        _ => js::prefers_reduced_motion(),
    }
}

/// The caption of frame `i` of `tl` in `lang`: its step's sentence as
/// [`Narrator::narrate_move`] tells the whole move (where captured seeds start, why a head was
/// chosen), or who moves at the start.
#[must_use]
pub fn frame_caption(lang: Lang, tl: &Timeline, i: usize) -> String {
    Captions::default().caption(lang, tl, 0, i)
}

/// The captions of the move being shown, narrated once for all its frames (not again at every
/// step of an animation). Keyed by the language, the move and the timeline's `version` (which the
/// caller changes whenever the timeline does).
#[derive(Default)]
pub struct Captions(RefCell<Option<Narrated>>);

struct Narrated {
    lang: Lang,
    version: u64,
    move_index: usize,
    lines: Vec<String>,
}

impl Captions {
    /// The caption of frame `i` of `tl` (whose contents are `version`) in `lang`.
    #[must_use]
    pub fn caption(&self, lang: Lang, tl: &Timeline, version: u64, i: usize) -> String {
        let frame = tl.frame(i.min(tl.last_index()));
        let (Some(_), Some(m), Some(start)) =
            (&frame.step, frame.move_index, frame.move_index.and_then(|m| tl.move_start(m)))
        else {
            return tr(
                lang,
                "site-caption-start",
                &[("player", Arg::Str(crate::platform::i18n::side_name(lang, frame.mover)))],
            );
        };
        let mut cache = self.0.borrow_mut();
        let fresh = cache.as_ref().is_some_and(|n| n.lang == lang && n.version == version && n.move_index == m);
        if !fresh {
            let end = tl.move_end(m).unwrap_or(start);
            let steps: Vec<Step> = (start + 1..=end).filter_map(|j| tl.frame(j).step).collect();
            let lines = Narrator::new(lang, frame.position.layout()).narrate_move(&steps, frame.mover);
            *cache = Some(Narrated { lang, version, move_index: m, lines });
        }
        let k = i.min(tl.last_index()).saturating_sub(start + 1);
        cache.as_ref().and_then(|n| n.lines.get(k).cloned()).unwrap_or_default()
    }
}

/// Whether a step drops a seed (a live region skips those while playing, so a screen reader is
/// not flooded by steps that come every fraction of a second).
#[must_use]
pub fn drops_seed(step: Option<&Step>) -> bool {
    matches!(step, Some(Step::Sow { .. } | Step::Skip { .. }))
}

/// Seeds flying: from, to, how many.
pub type FlightPlan = Option<(Place, Place, u16)>;

/// What to highlight for frame `i`'s step, and which seeds fly where.
#[must_use]
pub fn step_effects(step: Option<&Step>, tl: &Timeline, i: usize) -> (Vec<(Place, Hot)>, FlightPlan) {
    // Where the hand was before this step: the place the previous step touched.
    let before = || {
        (1..i).rev().find_map(|j| match tl.frame(j).step {
            Some(Step::Sow { to, .. } | Step::Skip { to, .. }) => Some(to),
            Some(Step::PickUp { pit, .. } | Step::Relay { pit, .. }) => Some(Place::Pit(pit)),
            Some(Step::Capture { from, to: Place::Hand, .. }) => Some(from),
            _ => None,
        })
    };
    match step {
        Some(Step::PickUp { pit, .. } | Step::Relay { pit, .. }) => (vec![(Place::Pit(*pit), Hot::Hand)], None),
        Some(Step::Sow { to, .. }) => (vec![(*to, Hot::Hand)], Some((before().unwrap_or(Place::Hand), *to, 1))),
        Some(Step::Skip { to, .. }) => (vec![(*to, Hot::Skip)], None),
        Some(Step::Capture { from, to, count, .. }) => {
            (vec![(*from, Hot::Taken), (*to, Hot::Hand)], Some((*from, *to, u16::from(*count))))
        }
        Some(Step::Transfer { from, to, count, .. }) => {
            (vec![(*from, Hot::Taken), (*to, Hot::Hand)], Some((*from, *to, u16::from(*count))))
        }
        Some(Step::Plant { side, pit, .. }) => {
            (vec![(Place::Pit(*pit), Hot::Hand)], Some((Place::Reserve(*side), Place::Pit(*pit), 1)))
        }
        _ => (Vec::new(), None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_engine::{Side, TurnEndReason};

    /// Walk L6: a caption stays until it can be read, longer the longer it is and the slower the
    /// speed; a falling seed keeps the sowing's pace whatever its caption.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_caption_stays_until_it_can_be_read() {
        let turn_end = Step::TurnEnd { next: Side::North, why: TurnEndReason::Captured };
        let sow = Step::Sow { to: Place::Pit(3), rule: mancala_engine::RuleId("KAL-5") };
        let normal = seed_ms(3);
        // A short caption: the step's own pace.
        assert_eq!(step_delay(normal, Some(&turn_end), reading_ms(3, 10)), normal * 5 / 2);
        // Thirty words: several seconds, more at a slower speed, less at a faster one.
        let long = 190;
        let at = |speed: u8| step_delay(seed_ms(speed), Some(&turn_end), reading_ms(speed, long));
        assert!(at(3) >= 7_000, "{}", at(3));
        assert!(at(1) > at(3) && at(3) > at(4));
        // The fastest keeps the step's own pace: for watching, not reading.
        assert_eq!(at(5), seed_ms(5) * 5 / 2);
        // Longer captions stay longer.
        assert!(step_delay(normal, Some(&turn_end), reading_ms(3, 120)) < at(3));
        // A seed falls, and a pit is lifted, at the sowing's pace.
        assert_eq!(step_delay(normal, Some(&sow), reading_ms(3, long)), normal);
        let lift = Step::PickUp { pit: 2, count: 4, rule: mancala_engine::RuleId("KAL-5") };
        assert_eq!(step_delay(normal, Some(&lift), reading_ms(3, long)), normal * 2);
    }
}
