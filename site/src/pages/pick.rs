//! Choosing a move by hand: a pit, then each decision met inside the turn (direction, head,
//! safari, extra pits, finishing), one at a time. Shared by the play page and the lesson tasks.
//!
//! The picker knows no rules: it asks the engine (`Variant::choices`) what may come next and
//! offers exactly that. A forced continuation that is not a pit (the one direction a sowing can
//! take) is taken without asking. The choices are drawn by the board's
//! [`ChoicesView`].

use crate::board::choices::{ChoicesView, Offer, Pressed, Way};
use crate::board::drawing::{Hot, Mark, Turn};
use crate::board::playback::step_effects;
use crate::board::BoardState;
use crate::platform::i18n::Lang;
use crate::platform::js::dom::El;
use leptos::prelude::*;
use mancala_engine::{
    Action, Choices, Expected, IllegalMove, IllegalReason, Layout, Move, Place, Position, Preview, Step, Timeline,
    Variant,
};
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

/// The pit a step touches: where a seed fell, seeds were lifted or taken from.
fn step_pit(s: &Step) -> Option<usize> {
    match *s {
        Step::Sow { to: Place::Pit(p), .. } | Step::Plant { pit: p, .. } => Some(usize::from(p)),
        Step::PickUp { pit, .. } | Step::Relay { pit, .. } => Some(usize::from(pit)),
        Step::Capture { from: Place::Pit(p), .. } => Some(usize::from(p)),
        _ => None,
    }
}

/// Left or right, seen by the pits' owner, from `from` to `to` when both are in one row of one
/// side (pits are numbered from the owner's left); `None` across rows or sides.
fn turn(layout: Layout, from: usize, to: usize) -> Option<Turn> {
    let same = layout.side_of(from) == layout.side_of(to) && layout.row_of(from) == layout.row_of(to);
    same.then(|| if layout.number(to) > layout.number(from) { Turn::Right } else { Turn::Left })
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
    /// The last preview asked for: the position's version, the actions, what the engine said.
    preview: StoredValue<Option<Previewed>, LocalStorage>,
    /// Whether the board shows a move begun (then it must show the position again after).
    previewing: StoredValue<bool>,
}

/// A preview asked for: the position's version, the actions, what the engine said.
type Previewed = (u64, Vec<Action>, Option<Rc<Preview>>);

/// The board while a move is being chosen: the move played up to its next decision.
#[derive(Clone, Debug)]
pub struct Decision {
    /// The position at the decision, with the seeds in the hand.
    pub position: Position,
    pub hand: u16,
    /// What the last step before the decision touched.
    pub hot: Vec<(Place, Hot)>,
    /// The pit the decision is about (where the last seed fell, where seeds were taken from).
    pub at: Option<usize>,
}

impl MovePicker {
    #[must_use]
    pub fn new(variant: Variant, position: Position) -> MovePicker {
        MovePicker {
            variant: StoredValue::new(variant),
            position: StoredValue::new(position),
            chosen: RwSignal::new(Vec::new()),
            version: RwSignal::new(0),
            preview: StoredValue::new_local(None),
            previewing: StoredValue::new(false),
        }
    }

    /// The engine's preview of the move begun with the choices made so far (cached per position
    /// and choices; `None` before anything is chosen).
    fn preview_now(&self, chosen: &[Action]) -> Option<Rc<Preview>> {
        if chosen.is_empty() {
            return None;
        }
        let version = self.version.get_untracked();
        if let Some((v, c, p)) = self.preview.get_value() {
            if v == version && c == chosen {
                return p;
            }
        }
        let p = self.variant.with_value(|v| self.position.with_value(|pos| v.preview(pos, chosen))).map(Rc::new);
        self.preview.set_value(Some((version, chosen.to_vec(), p.clone())));
        p
    }

    /// The move begun, played up to the decision now asked (untracked); `None` when nothing is
    /// chosen yet.
    #[must_use]
    pub fn decision(&self) -> Option<Decision> {
        let chosen = self.chosen.get_untracked();
        let preview = self.preview_now(&chosen)?;
        let start = self.position();
        let (position, hand) = preview.board(&start).ok()?;
        let last = preview.steps.last().copied();
        let (hot, _) = step_effects(last.as_ref(), &Timeline::new(position.clone()), 0);
        let at = last.and_then(|s| step_pit(&s));
        Some(Decision { position, hand, hot, at })
    }

    /// Shows on `board` the move begun, up to its decision, with `marks` (the position's own)
    /// and the decision's: the pit it is about, the pit each choice would sow first. Returns
    /// whether it did; if not, and a move begun was shown before, `shown` (the frame the page
    /// shows: its position and hand) is drawn again.
    pub fn show_decision(
        &self,
        board: &BoardState,
        marks: impl FnOnce(&Position) -> Vec<(usize, Mark)>,
        shown: (&Position, u16),
    ) -> bool {
        let Some(d) = self.decision() else {
            if self.previewing.get_value() {
                self.previewing.set_value(false);
                board.show(shown.0, shown.1);
                board.set_hot(&[]);
            }
            return false;
        };
        self.previewing.set_value(true);
        board.show(&d.position, d.hand);
        board.set_hot(&d.hot);
        let mut all: Vec<(usize, Mark)> = Vec::new();
        if let Some(at) = d.at {
            all.push((at, Mark::Here));
        }
        for w in self.ways() {
            if let Some(to) = w.to {
                if !all.iter().any(|(p, _)| *p == usize::from(to)) {
                    all.push((usize::from(to), Mark::Way(w.turn)));
                }
            }
        }
        for m in marks(&d.position) {
            if !all.iter().any(|(p, _)| *p == m.0) {
                all.push(m);
            }
        }
        board.set_marks(&all);
        true
    }

    /// Where each action that may come next leads (untracked): the pit it sows first, the rule
    /// of its first step, left or right along a row (empty before anything is chosen).
    #[must_use]
    pub fn ways(&self) -> Vec<Way> {
        let chosen = self.chosen.get_untracked();
        let Some(preview) = self.preview_now(&chosen) else { return Vec::new() };
        let layout = self.layout();
        let shared = preview.steps.iter().rev().find_map(step_pit);
        preview
            .next
            .iter()
            .map(|(action, steps)| {
                let first = steps.iter().enumerate().find_map(|(i, s)| match *s {
                    Step::Sow { to: Place::Pit(p), .. } => Some((i, p)),
                    _ => None,
                });
                let to = first.map(|(_, p)| p);
                // Where the hand is when this choice's sowing begins: the last pit touched
                // before its first seed (a pick-up of its own, or the move so far).
                let before = first.map_or(0, |(i, _)| i);
                let from = steps[..before].iter().rev().find_map(step_pit).or(shared);
                let rule = steps.iter().find_map(Step::rule).map(|r| r.0);
                let turn = match (action, from, to) {
                    (Action::Dir(_), Some(from), Some(to)) => turn(layout, from, usize::from(to)),
                    (Action::Head(h), _, _) => {
                        Some(if layout.number(usize::from(*h)) <= 1 { Turn::Left } else { Turn::Right })
                    }
                    _ => None,
                };
                Way { action: *action, to, rule, turn }
            })
            .collect()
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
        if !needed {
            return None;
        }
        let ways = self.ways();
        let decision = self.preview_now(&chosen).map(|p| (self.position(), p.steps.clone()));
        Some(Offer { chosen, next: ch.next, complete: ch.complete, ways, decision })
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
                        IllegalReason::Incomplete { expected: Expected::Pit }
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
