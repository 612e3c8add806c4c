//! Choosing a move by hand: a pit, then each decision met inside the turn (direction, head,
//! safari, extra pits, finishing), one at a time. Shared by the play page and the lesson tasks.
//!
//! The picker knows no rules: it asks the engine (`Variant::choices`) what may come next and
//! offers exactly that. A forced continuation that is not a pit (the one direction a sowing can
//! take) is taken without asking. The choice box marks every button with `data-action` (the
//! action's token, or `finish` / `cancel`) and itself with `data-chosen` (the move so far), so
//! tests can drive it by move tokens.

use crate::platform::i18n::{t, tr, Arg, Lang};
use leptos::prelude::*;
use mancala_engine::{Action, Choices, DirectionChoice, IllegalMove, IllegalReason, Layout, Move, Position, Variant};

/// What a click or a choice led to.
#[derive(Clone, Debug)]
pub enum Picked {
    /// More choices are needed (or the choice was cancelled).
    Pending,
    /// The move is complete.
    Done(Move),
    /// The pit cannot be chosen now; the engine says why.
    Illegal(IllegalMove),
}

/// The pit an action names, if it names one.
#[must_use]
pub fn action_pit(a: &Action) -> Option<usize> {
    match a {
        Action::Sow(p) | Action::Plant(p) | Action::Head(p) | Action::Take(p) => Some(usize::from(*p)),
        _ => None,
    }
}

/// The token of one action (`S.I5`, `cw`, `hS.I1`, `go`, `xN.O2`, `pass`).
#[must_use]
pub fn action_token(layout: Layout, a: Action) -> String {
    Move::from_actions(&[a]).token(layout)
}

/// The label of a choice button.
#[must_use]
pub fn choice_label(lang: Lang, layout: Layout, a: Action) -> String {
    let pit = |p: u8| Arg::Str(layout.pit_name(usize::from(p)));
    match a {
        Action::Sow(p) => tr(lang, "site-choice-sow", &[("pit", pit(p))]),
        Action::Plant(p) => tr(lang, "site-choice-plant", &[("pit", pit(p))]),
        Action::Dir(DirectionChoice::Cw) => t(lang, "site-choice-cw"),
        Action::Dir(DirectionChoice::Ccw) => t(lang, "site-choice-ccw"),
        Action::Head(p) => tr(lang, "site-choice-head", &[("pit", pit(p))]),
        Action::Continue(true) => t(lang, "site-choice-go"),
        Action::Continue(false) => t(lang, "site-choice-stop"),
        Action::Take(p) => tr(lang, "site-choice-take", &[("pit", pit(p))]),
        Action::Pass => t(lang, "site-choice-pass"),
    }
}

/// A move being chosen in one position. `Copy`, so closures can hold it.
#[derive(Clone, Copy)]
pub struct MovePicker {
    variant: StoredValue<Variant>,
    position: StoredValue<Position>,
    /// The actions chosen so far in this turn.
    pub chosen: RwSignal<Vec<Action>>,
    /// Bumped whenever the position changes.
    pub version: RwSignal<u64>,
}

impl MovePicker {
    #[must_use]
    pub fn new(variant: Variant, position: Position) -> MovePicker {
        MovePicker {
            variant: StoredValue::new(variant),
            position: StoredValue::new(position),
            chosen: RwSignal::new(Vec::new()),
            version: RwSignal::new(0),
        }
    }

    /// A new position to choose a move in (drops the choices made so far).
    pub fn set_position(&self, position: Position) {
        self.position.set_value(position);
        self.chosen.set(Vec::new());
        self.version.update(|v| *v += 1);
    }

    #[must_use]
    pub fn position(&self) -> Position {
        self.position.get_value()
    }

    #[must_use]
    pub fn layout(&self) -> Layout {
        self.variant.with_value(Variant::layout)
    }

    /// What may come next after the choices made so far (untracked).
    #[must_use]
    pub fn choices(&self) -> Choices {
        let chosen = self.chosen.get_untracked();
        self.choices_after(&chosen)
    }

    fn choices_after(&self, chosen: &[Action]) -> Choices {
        self.variant.with_value(|v| self.position.with_value(|p| v.choices(p, chosen)))
    }

    /// The pits that can be clicked now.
    #[must_use]
    pub fn legal_pits(&self) -> Vec<usize> {
        self.choices().next.iter().filter_map(action_pit).collect()
    }

    /// Whether a choice box is needed: a turn is under way, or the next choice is not a pit
    /// (a move that is only `pass`).
    #[must_use]
    pub fn needs_box(&self) -> bool {
        !self.chosen.get_untracked().is_empty() || self.choices().next.iter().any(|a| action_pit(a).is_none())
    }

    /// The move so far as a token (`S.I5/cw`), empty before the first choice.
    #[must_use]
    pub fn so_far(&self) -> String {
        Move::from_actions(&self.chosen.get_untracked()).token(self.layout())
    }

    /// A pit was clicked (or chosen with the keyboard).
    pub fn click_pit(&self, pit: usize) -> Picked {
        let chosen = self.chosen.get_untracked();
        let ch = self.choices_after(&chosen);
        if let Some(a) = ch.next.iter().find(|a| action_pit(a) == Some(pit)) {
            return self.choose(*a);
        }
        // Not a choice now: ask the engine why.
        let plant_phase = ch.next.iter().any(|a| matches!(a, Action::Plant(_)));
        let mut actions = chosen.clone();
        let p = u8::try_from(pit).unwrap_or(u8::MAX);
        actions.push(if plant_phase { Action::Plant(p) } else { Action::Sow(p) });
        let mv = Move::from_actions(&actions);
        let err =
            self.variant.with_value(|v| self.position.with_value(|pos| v.check_move(pos, &mv))).err().unwrap_or_else(
                || IllegalMove {
                    mv: mv.clone(),
                    reason: if chosen.is_empty() {
                        IllegalReason::Incomplete { expected: "choice" }
                    } else {
                        IllegalReason::UnexpectedAction { index: chosen.len() }
                    },
                },
            );
        Picked::Illegal(err)
    }

    /// Adds a choice; the move is done once it is complete and nothing more can follow.
    pub fn choose(&self, action: Action) -> Picked {
        let mut chosen = self.chosen.get_untracked();
        chosen.push(action);
        loop {
            let ch = self.choices_after(&chosen);
            if ch.complete && ch.next.is_empty() {
                self.chosen.set(Vec::new());
                return Picked::Done(Move::from_actions(&chosen));
            }
            // A forced continuation is not a choice: take it.
            if !ch.complete && ch.next.len() == 1 && action_pit(&ch.next[0]).is_none() {
                chosen.push(ch.next[0]);
                continue;
            }
            break;
        }
        self.chosen.set(chosen);
        Picked::Pending
    }

    /// Ends the turn here (offered when the move is complete but could go on).
    pub fn finish(&self) -> Picked {
        let chosen = self.chosen.get_untracked();
        self.chosen.set(Vec::new());
        Picked::Done(Move::from_actions(&chosen))
    }

    /// Drops the choices made so far.
    pub fn cancel(&self) {
        self.chosen.set(Vec::new());
    }
}

/// The choices of the current turn as buttons (nothing when no choice is pending). `on_pick`
/// hears every outcome; `enabled` hides the box (e.g. while a move is being shown).
#[component]
pub fn ChoiceBox(
    picker: MovePicker,
    #[prop(into)] lang: Signal<Lang>,
    on_pick: Callback<Picked>,
    #[prop(into, optional)] enabled: Option<Signal<bool>>,
) -> impl IntoView {
    move || {
        picker.chosen.track();
        picker.version.track();
        if enabled.is_some_and(|e| !e.get()) || !picker.needs_box() {
            return None;
        }
        let lang = lang.get();
        let layout = picker.layout();
        let ch = picker.choices();
        let buttons = ch
            .next
            .iter()
            .map(|&a| {
                view! {
                    <button
                        type="button"
                        class="choice"
                        data-action=action_token(layout, a)
                        on:click=move |_| on_pick.run(picker.choose(a))
                    >
                        {choice_label(lang, layout, a)}
                    </button>
                }
            })
            .collect_view();
        let so_far = picker.so_far();
        let started = !so_far.is_empty();
        let chosen_attr = so_far.clone();
        Some(view! {
            <div id="choices" class="choices" role="group" aria-label=t(lang, "site-choose") data-chosen=chosen_attr>
                <p>
                    <strong>{t(lang, "site-choose")}</strong>
                    " "
                    <code>{so_far}</code>
                </p>
                {buttons}
                {(ch.complete && started).then(|| view! {
                    <button type="button" class="choice finish" data-action="finish" on:click=move |_| on_pick.run(picker.finish())>
                        {t(lang, "site-choice-finish")}
                    </button>
                })}
                {started.then(|| view! {
                    <button
                        type="button"
                        class="choice cancel"
                        data-action="cancel"
                        on:click=move |_| {
                            picker.cancel();
                            on_pick.run(Picked::Pending);
                        }
                    >
                        {t(lang, "site-choice-cancel")}
                    </button>
                })}
            </div>
        })
    }
}
