//! The only way rules move seeds: every change goes through [`Position::apply_step`] and is
//! recorded in the sink, so the step log always folds to the new position.

use crate::layout::Side;
use crate::position::{Outcome, Position};
use crate::step::{Hand, Note, Place, RuleId, Step, StepSink};

/// Seeds sown in one move after which the move counts as endless (ENG-LOOP, RULES.md §2.6).
pub const ENDLESS_SEED_CAP: u32 = 20_000;

/// A move being played: the position, the step sink, the hand, and a count of sown seeds.
pub struct MoveCtx<'a, S: StepSink> {
    pub pos: &'a mut Position,
    sink: &'a mut S,
    hand: Hand,
    /// Seeds sown so far in this move (for ENG-LOOP and lap counting).
    pub sown: u32,
}

impl<'a, S: StepSink> MoveCtx<'a, S> {
    pub fn new(pos: &'a mut Position, sink: &'a mut S) -> Self {
        MoveCtx {
            pos,
            sink,
            hand: Hand::default(),
            sown: 0,
        }
    }

    /// Applies and records a step.
    #[inline(always)]
    pub fn emit(&mut self, step: Step) {
        let applied = self.pos.apply_step(&mut self.hand, &step);
        debug_assert!(
            applied.is_ok(),
            "engine step {step:?} does not fold: {applied:?}"
        );
        self.sink.push(step);
    }

    /// Seeds in the hand.
    #[inline]
    #[must_use]
    pub fn hand(&self) -> u16 {
        self.hand.seeds
    }

    /// Whether a capture happened in this move so far.
    #[inline]
    #[must_use]
    pub fn captured(&self) -> bool {
        self.hand.captured
    }

    #[inline]
    pub fn pick_up(&mut self, pit: usize, rule: &'static str) -> u8 {
        let count = self.pos.pits[pit];
        self.emit(Step::PickUp {
            pit: pit as u8,
            count,
            rule: RuleId(rule),
        });
        count
    }

    /// Lifts only `count` seeds (taxing a house, KSW-18).
    #[inline]
    pub fn pick_up_some(&mut self, pit: usize, count: u8, rule: &'static str) {
        self.emit(Step::PickUp {
            pit: pit as u8,
            count,
            rule: RuleId(rule),
        });
    }

    #[inline]
    pub fn relay(&mut self, pit: usize, rule: &'static str) -> u8 {
        let count = self.pos.pits[pit];
        self.emit(Step::Relay {
            pit: pit as u8,
            count,
            rule: RuleId(rule),
        });
        count
    }

    #[inline]
    pub fn sow_pit(&mut self, pit: usize, rule: &'static str) {
        self.sown += 1;
        self.emit(Step::Sow {
            to: Place::Pit(pit as u8),
            rule: RuleId(rule),
        });
    }

    #[inline]
    pub fn sow_store(&mut self, side: Side, rule: &'static str) {
        self.sown += 1;
        self.emit(Step::Sow {
            to: Place::Store(side),
            rule: RuleId(rule),
        });
    }

    #[inline]
    pub fn skip(&mut self, to: Place, rule: &'static str) {
        self.emit(Step::Skip {
            to,
            rule: RuleId(rule),
        });
    }

    #[inline]
    pub fn lap(&mut self, lap: u16) {
        self.emit(Step::Lap { lap });
    }

    #[inline]
    pub fn capture(&mut self, from: Place, to: Place, count: u8, rule: &'static str) {
        self.emit(Step::Capture {
            from,
            to,
            count,
            rule: RuleId(rule),
        });
    }

    /// Captures every seed of a pit into `to`; returns how many.
    #[inline]
    pub fn capture_pit(&mut self, pit: usize, to: Place, rule: &'static str) -> u8 {
        let count = self.pos.pits[pit];
        self.emit(Step::Capture {
            from: Place::Pit(pit as u8),
            to,
            count,
            rule: RuleId(rule),
        });
        count
    }

    #[inline]
    pub fn plant(&mut self, side: Side, pit: usize, rule: &'static str) {
        self.emit(Step::Plant {
            side,
            pit: pit as u8,
            rule: RuleId(rule),
        });
    }

    #[inline]
    pub fn transfer(&mut self, from: Place, to: Place, count: u8, rule: &'static str) {
        self.emit(Step::Transfer {
            from,
            to,
            count,
            rule: RuleId(rule),
        });
    }

    #[inline]
    pub fn set_owner(&mut self, pit: usize, side: Side, rule: &'static str) {
        self.emit(Step::Owner {
            pit: pit as u8,
            side,
            rule: RuleId(rule),
        });
    }

    #[inline]
    pub fn destroy_house(&mut self, side: Side, rule: &'static str) {
        self.emit(Step::HouseDestroyed {
            side,
            rule: RuleId(rule),
        });
    }

    #[inline]
    pub fn note(&mut self, note: Note, rule: &'static str) {
        self.emit(Step::Note {
            note,
            rule: RuleId(rule),
        });
    }

    #[inline]
    pub fn extra_turn(&mut self, rule: &'static str) {
        self.emit(Step::ExtraTurn { rule: RuleId(rule) });
    }

    /// Ends the turn and gives the move to the opponent of the mover.
    #[inline]
    pub fn pass_turn(&mut self) {
        let next = self.pos.to_move.opponent();
        self.emit(Step::TurnEnd { next });
    }

    #[inline]
    pub fn end_turn(&mut self, next: Side) {
        self.emit(Step::TurnEnd { next });
    }

    #[inline]
    pub fn game_end(&mut self, outcome: Outcome, rule: &'static str) {
        self.emit(Step::GameEnd {
            outcome,
            rule: RuleId(rule),
        });
    }

    /// Sows every seed in the hand one by one, the first into `first`, then on in `dir`
    /// (RULES.md §0.2.3: "sow from X" puts the first seed into X). Store-less circuits only:
    /// the whole board on two-row boards, the mover's half on four-row boards. Returns the pit
    /// of the last seed (or `first`'s predecessor if the hand was empty).
    #[inline]
    pub fn sow_hand_from(
        &mut self,
        first: usize,
        dir: crate::layout::Direction,
        rule: &'static str,
    ) -> usize {
        let layout = self.pos.layout;
        let mut pit = first;
        let mut last = layout.step(first, dir.reversed());
        while self.hand.seeds > 0 {
            self.sow_pit(pit, rule);
            last = pit;
            pit = layout.step(pit, dir);
        }
        last
    }

    /// Whether the move has sown more seeds than any real move does (ENG-LOOP).
    #[inline]
    #[must_use]
    pub fn endless(&self) -> bool {
        self.sown > ENDLESS_SEED_CAP
    }
}
