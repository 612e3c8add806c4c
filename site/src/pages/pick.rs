//! Choosing a move by hand: a pit, then each decision met inside the turn (direction, head,
//! safari, extra pits, finishing), one at a time. Shared by the play page and the lesson tasks.
//!
//! The picker knows no rules: it asks the engine (`Variant::choices`) what may come next and
//! offers exactly that. A forced continuation that is not a pit (the one direction a sowing can
//! take) is taken without asking. The choices are drawn by the board's
//! [`ChoicesView`].

use crate::board::choices::{ChoicesView, Offer, Pressed};
use crate::platform::i18n::Lang;
use crate::platform::js::dom::El;
use leptos::prelude::*;
use mancala_engine::{Action, Choices, IllegalMove, IllegalReason, Layout, Move, Position, Variant};
use std::rc::Rc;

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

    /// What the choice box offers now (untracked), if one is needed: a turn is under way, or
    /// the next choice is not a pit (a move that is only `pass`).
    #[must_use]
    pub fn offer(&self) -> Option<Offer> {
        let chosen = self.chosen.get_untracked();
        let ch = self.choices_after(&chosen);
        let needed = !chosen.is_empty() || ch.next.iter().any(|a| action_pit(a).is_none());
        needed.then_some(Offer { chosen, next: ch.next, complete: ch.complete })
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

/// The choices of the current turn as buttons (nothing when no choice is pending), drawn by the
/// board's own [`ChoicesView`]: this component only mounts it and forwards the picker's offer.
/// `on_pick` hears every outcome; `enabled` hides the box (e.g. while a move is being shown).
#[component]
pub fn ChoiceBox(
    picker: MovePicker,
    #[prop(into)] lang: Signal<Lang>,
    on_pick: Callback<Picked>,
    #[prop(into, optional)] enabled: Option<Signal<bool>>,
) -> impl IntoView {
    let host = NodeRef::<leptos::html::Div>::new();
    let view: StoredValue<Option<Rc<ChoicesView>>, LocalStorage> = StoredValue::new_local(None);
    // One effect mounts the box once its host is in the page, then forwards every offer.
    Effect::new(move |_| {
        picker.chosen.track();
        picker.version.track();
        let lang = lang.get();
        let on = enabled.is_none_or(|e| e.get());
        let Some(el) = host.get() else { return };
        if view.with_value(Option::is_none) {
            let press = move |pressed: Pressed| {
                on_pick.run(match pressed {
                    Pressed::Action(a) => picker.choose(a),
                    Pressed::Finish => picker.finish(),
                    Pressed::Cancel => {
                        picker.cancel();
                        Picked::Pending
                    }
                });
            };
            view.set_value(Some(Rc::new(ChoicesView::new(El::host(el.into()), press))));
        }
        if let Some(v) = view.get_value() {
            v.show(lang, picker.layout(), on.then(|| picker.offer()).flatten().as_ref());
        }
    });
    view! { <div class="choices-host" node_ref=host></div> }
}
