//! The choices inside a move (a direction, a head, going on with a safari, extra pits, finishing
//! the turn), drawn without a framework beside the board, as the board's own pits are: one
//! piece of code for every page that lets a learner choose a move (feature `board-input`).
//!
//! It knows no rules: it shows the [`Offer`] it is given (what was chosen so far, what may come
//! next, whether the move may end here) and reports which button was pressed. What may come next
//! is the engine's answer (`Variant::choices`), asked by the page's picker. Every button carries
//! `data-action` (the action's token, or `finish` / `cancel`) and the box `data-chosen` (the move
//! so far in the engine's notation), so tests drive it by move tokens; the learner reads words
//! only, pits named their way.

use crate::board::drawing::Turn;
use crate::platform::i18n::{t, tr, Arg, Lang};
use crate::platform::js::dom::{El, Listeners};
use mancala_engine::{Action, DirectionChoice, Layout, Move, Position, Step};
use std::cell::RefCell;
use std::rc::Rc;

/// What a learner may choose now, inside a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    /// The actions chosen so far in this turn.
    pub chosen: Vec<Action>,
    /// What may come next.
    pub next: Vec<Action>,
    /// Whether the move may end here (then "finish" is offered once something was chosen).
    pub complete: bool,
    /// Where each of `next` leads, when the engine could tell ([`mancala_engine::Preview`]).
    pub ways: Vec<Way>,
    /// The move so far: the position it began in and the steps played up to the decision (its
    /// last step is told above the buttons, so the learner reads why there is a choice).
    pub decision: Option<(Position, Vec<Step>)>,
}

/// Where one choice inside a move leads: what a page learnt from the engine's preview, for the
/// button's words and the board's marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Way {
    pub action: Action,
    /// The first pit its sowing drops a seed into.
    pub to: Option<u8>,
    /// The rule of its first rule-driven step (KSW-18 for a safari).
    pub rule: Option<&'static str>,
    /// Left or right along a row, from the pit the hand is at (or the side of a head).
    pub turn: Option<Turn>,
}

/// A button of the box pressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pressed {
    /// One of the offered actions.
    Action(Action),
    /// End the turn here.
    Finish,
    /// Drop the choices made so far.
    Cancel,
}

/// The token of one action (`S.I5`, `cw`, `hS.I1`, `go`, `xN.O2`, `pass`).
#[must_use]
pub fn action_token(layout: Layout, a: Action) -> String {
    Move::from_actions(&[a]).token(layout)
}

/// The label of a choice button, pits named the learner's way («Сіяти з ямки 5 внутрішнього
/// ряду Півдня»).
#[must_use]
pub fn choice_label(lang: Lang, layout: Layout, a: Action) -> String {
    let pit = |p: u8| mancala_text::pit_label(lang, layout, usize::from(p)).into();
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

/// The label of a choice button told with where it leads: a direction as left or right to the
/// pit it sows first («Ліворуч, до ямки 4 внутрішнього ряду»), a head as the left or right one,
/// going on or stopping named by its rule («Сафарі: …» for KSW-18) when the texts have words
/// for it; otherwise [`choice_label`].
#[must_use]
pub fn way_label(lang: Lang, layout: Layout, way: &Way) -> String {
    let pit = |p: u8| mancala_text::pit_label(lang, layout, usize::from(p));
    let side = |turn: Option<Turn>| match turn {
        Some(Turn::Left) => "left",
        Some(Turn::Right) => "right",
        None => "other",
    };
    match (way.action, way.to) {
        (Action::Dir(d), Some(to)) => {
            let clock = if d == DirectionChoice::Cw { "cw" } else { "ccw" };
            tr(
                lang,
                "site-choice-dir-to",
                &[("way", side(way.turn).into()), ("clock", clock.into()), ("pit", pit(to).into())],
            )
        }
        (Action::Head(h), _) if way.turn.is_some() => {
            tr(lang, "site-choice-head-side", &[("way", side(way.turn).into()), ("pit", pit(h).into())])
        }
        (Action::Take(p), _) => by_rule(lang, "site-choice-take", way.rule, &[("pit", pit(p).into())])
            .unwrap_or_else(|| choice_label(lang, layout, way.action)),
        (Action::Continue(go), _) => {
            by_rule(lang, if go { "site-choice-go" } else { "site-choice-stop" }, way.rule, &[])
                .unwrap_or_else(|| choice_label(lang, layout, way.action))
        }
        _ => choice_label(lang, layout, way.action),
    }
}

/// The words `stem--RULE` give a choice made under `rule`, if the texts have them.
fn by_rule(lang: Lang, stem: &str, rule: Option<&str>, args: &[(&str, Arg)]) -> Option<String> {
    let id = format!("{stem}--{}", rule?);
    mancala_text::has(lang, &id).then(|| tr(lang, &id, args))
}

/// The choice box of one board: mounted into a host element, shown or emptied as it is told.
pub struct ChoicesView {
    host: El,
    on_press: Rc<dyn Fn(Pressed)>,
    shown: RefCell<Option<(Lang, Offer)>>,
    listeners: RefCell<Listeners>,
    /// The listeners of the box drawn before: kept until the next redraw, because a redraw
    /// may come from inside one of their own handlers (a page that redraws as it hears a press).
    retired: RefCell<Listeners>,
}

impl ChoicesView {
    /// A box drawn into `host` (which it empties); `on_press` hears every button pressed.
    pub fn new(host: El, on_press: impl Fn(Pressed) + 'static) -> ChoicesView {
        host.clear();
        ChoicesView {
            host,
            on_press: Rc::new(on_press),
            shown: RefCell::new(None),
            listeners: RefCell::new(Listeners::default()),
            retired: RefCell::new(Listeners::default()),
        }
    }

    /// Shows `offer` (or nothing, with `None`), redrawing only when it changed.
    pub fn show(&self, lang: Lang, layout: Layout, offer: Option<&Offer>) {
        let wanted = offer.map(|o| (lang, o.clone()));
        if *self.shown.borrow() == wanted {
            return;
        }
        let mut listeners = Listeners::default();
        self.host.clear();
        if let Some(offer) = offer {
            self.host.append(&self.draw(lang, layout, offer, &mut listeners));
            // A choice inside a move (a pit is chosen, the head or the direction is next): the
            // focus goes from the pit to the question, which a screen reader then reads.
            if !offer.chosen.is_empty() {
                crate::platform::js::after(0, || crate::platform::js::focus("choices"));
            }
        }
        let old = self.listeners.replace(listeners);
        drop(self.retired.replace(old));
        *self.shown.borrow_mut() = wanted;
    }

    fn draw(&self, lang: Lang, layout: Layout, offer: &Offer, listeners: &mut Listeners) -> El {
        let choose = t(lang, "site-choose");
        let started = !offer.chosen.is_empty();
        let mut so_far = String::new();
        for &a in &offer.chosen {
            if !so_far.is_empty() {
                so_far.push_str(" → ");
            }
            so_far.push_str(&choice_label(lang, layout, a));
        }
        let line = El::new("p").with_child(&El::new("strong").with_text(&choose));
        if started {
            line.append_text(" ");
            line.append(&El::new("span").with_class("so-far").with_text(&so_far));
        }
        // Why there is a choice: the last thing the move did before it (the board shows it).
        let said = offer.decision.as_ref().and_then(|(pos, steps)| {
            mancala_text::Narrator::new(lang, layout).narrate_move(steps, pos.to_move()).pop()
        });
        let group = El::new("div")
            .with_attr("id", "choices")
            .with_class("choices")
            .with_attr("role", "group")
            .with_attr("tabindex", "-1")
            .with_attr("aria-label", &choose)
            .with_attr("data-chosen", &Move::from_actions(&offer.chosen).token(layout))
            .with_child(&line);
        if let Some(said) = said.filter(|s| !s.is_empty()) {
            group.append(&El::new("p").with_class("decision").with_text(&said));
        }
        let mut button = |class: &str, action: &str, label: &str, pressed: Pressed| {
            let b = El::new("button")
                .with_attr("type", "button")
                .with_class(class)
                .with_attr("data-action", action)
                .with_text(label);
            let on_press = self.on_press.clone();
            listeners.on(&b, "click", move |_| on_press(pressed));
            group.append(&b);
        };
        for &a in &offer.next {
            // A pass offered before anything is chosen is the whole move: nothing to sow.
            let label = if !started && a == Action::Pass {
                t(lang, "site-choice-pass-turn")
            } else if let Some(way) = offer.ways.iter().find(|w| w.action == a) {
                way_label(lang, layout, way)
            } else {
                choice_label(lang, layout, a)
            };
            button("choice", &action_token(layout, a), &label, Pressed::Action(a));
        }
        if offer.complete && started {
            button("choice finish", "finish", &t(lang, "site-choice-finish"), Pressed::Finish);
        }
        if started {
            button("choice cancel", "cancel", &t(lang, "site-choice-cancel"), Pressed::Cancel);
        }
        group
    }
}
