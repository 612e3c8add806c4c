//! Hus (RULES.md §2.10): four rows of 8, 12 or 16, relay sowing inside the own half, capture by
//! landing in an **occupied** own inner pit: the opponent's facing inner pit (and the outer pit
//! behind it), with the seeds of the landing pit, are sown on from the next pit (HUS-6).
//!
//! # Moves
//! A move is one action, `Sow(pit)` (token `S.O3`): the direction is fixed for the whole game
//! (`hus.direction`, HUS-4), so there is no direction action.
//!
//! # Options (HUS-8, A38, A39)
//! `hus.columns`, `hus.direction`, `hus.no_capture_on_first_move` (a player's first move, by his
//! own move counter, captures nothing), `hus.outer_row_moves_only` (a move must start in the outer
//! row; relays go anywhere), `hus.murray` (capture Kiarabu-style: last seed into an empty own
//! inner pit, the seeds go to the store and the move ends). The repetition draw is C4-7
//! (`engine.repetition_draw`), endless moves ENG-LOOP (`engine.endless_move`).

use crate::ctx::MoveCtx;
use crate::games::four_row::{self, pits_of, EndlessMove, Geometry, PitSet, Sim, Sower};
use crate::games::{RepetitionRule, Rules};
use crate::layout::{Direction, Layout, Row, Rows, Side};
use crate::moves::{Forbidden, IllegalReason, Move};
use crate::options::{OptionError, OptionKind, OptionSpec, OptionValues, ENDLESS_MOVE, REPETITION_DRAW};
use crate::position::{EndReason, Inconsistency, Outcome, Part, Position, PositionError};
use crate::reason::{RelayReason, TurnEndReason};
use crate::spec::{Provenance, VariantSpec};
use crate::step::{Note, Place, StepSink};

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "hus.columns",
        kind: OptionKind::Choice(&["8", "12", "16"]),
        default: "8",
        rule: "HUS-1",
        #[cfg(feature = "descriptions")]
        about: "board width: 4×8, 4×12 or 4×16",
    },
    OptionSpec {
        key: "hus.direction",
        kind: OptionKind::Choice(&["ccw", "cw"]),
        default: "ccw",
        rule: "A38",
        #[cfg(feature = "descriptions")]
        about: "every sowing goes counter-clockwise (the usual rule) or clockwise",
    },
    OptionSpec {
        key: "hus.no_capture_on_first_move",
        kind: OptionKind::Bool,
        default: "false",
        rule: "A38",
        #[cfg(feature = "descriptions")]
        about: "each player's first move captures nothing",
    },
    OptionSpec {
        key: "hus.outer_row_moves_only",
        kind: OptionKind::Bool,
        default: "false",
        rule: "A38",
        #[cfg(feature = "descriptions")]
        about: "a move must start from the outer row",
    },
    OptionSpec {
        key: "hus.murray",
        kind: OptionKind::Bool,
        default: "false",
        rule: "A39",
        #[cfg(feature = "descriptions")]
        about: "Murray's Hus: capture by landing in an empty inner pit; the seeds leave the board",
    },
    REPETITION_DRAW,
    ENDLESS_MOVE,
];

pub static SPECS: &[VariantSpec] = &[VariantSpec {
    id: "hus",
    section: "2.10",
    rule_prefixes: &["HUS"],
    name_en: "Hus",
    name_uk: "Гус",
    name_ru: "Хус",
    rows: Rows::Four,
    family: crate::spec::RuleFamily::Hus,
    preset_of: None,
    learning_order: 2,
    provenance: Provenance::Articles,
    pit_roles: crate::spec::PitRoles::NONE,
    features: crate::games::four_row::FEATURES,
    options: OPTIONS,
    build: |o| Ok(crate::games::Ruleset::Hus(Hus::from_options(o)?)),
}];

/// The rules of Hus with their options.
#[derive(Clone, Debug)]
pub struct Hus {
    pub layout: Layout,
    geometry: Geometry,
    pub direction: Direction,
    pub no_capture_on_first_move: bool,
    pub outer_row_moves_only: bool,
    pub murray: bool,
    /// C4-7 (`engine.repetition_draw`, [`RepetitionRule::draw_after`]).
    pub repetition: Option<RepetitionRule>,
    pub endless: EndlessMove,
}

/// How a move's sowing ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Finish {
    Done,
    Endless,
}

impl Hus {
    /// # Errors
    /// An option the spec does not declare as read here.
    pub fn from_options(o: &OptionValues) -> Result<Hus, OptionError> {
        let columns = o.pick("hus.columns", &[("8", 8), ("12", 12), ("16", 16)])?;
        let layout = Layout::four_row(columns);
        Ok(Hus {
            layout,
            geometry: Geometry::new(layout),
            direction: o.pick("hus.direction", &[("ccw", Direction::Ccw), ("cw", Direction::Cw)])?,
            no_capture_on_first_move: o.flag("hus.no_capture_on_first_move")?,
            outer_row_moves_only: o.flag("hus.outer_row_moves_only")?,
            murray: o.flag("hus.murray")?,
            repetition: RepetitionRule::from_draw_option(o)?,
            endless: EndlessMove::from_options(o)?,
        })
    }

    /// The pits the mover may start from before ENG-LOOP: more than one seed (HUS-3), in the
    /// outer row with `hus.outer_row_moves_only`.
    #[inline]
    fn candidates(&self, pos: &Position, side: Side) -> PitSet {
        let set = four_row::pits_with_at_least(pos, side, 2);
        if self.outer_row_moves_only {
            set & self.geometry.outer
        } else {
            set
        }
    }

    /// Plays a move's sowing (HUS-4..6, A39).
    #[inline]
    fn sow_move<B: Sower>(&self, b: &mut B, origin: usize, may_capture: bool) -> Finish {
        let g = &self.geometry;
        let dir = self.direction;
        let me = self.layout.side_of(origin);
        b.lift(origin, "HUS-3");
        let mut first = g.step(origin, dir);
        loop {
            let last = b.sow_hand(first, dir, "HUS-4");
            if b.endless_at(last) {
                return Finish::Endless;
            }
            let inner_capture = may_capture && g.faces_occupied(b, last);
            if b.seeds(last) == 1 {
                // The last seed fell into an empty pit: the move ends (after Murray's capture).
                if self.murray && inner_capture {
                    g.capture_facing(b, last, Place::Store(me), "A39");
                }
                return Finish::Done;
            }
            if inner_capture && !self.murray {
                // HUS-6: opponent's inner (and outer) seeds and the landing pit's seeds go on.
                g.capture_facing(b, last, Place::Hand, "HUS-6");
                b.relay(last, "HUS-6", RelayReason::JoinsCapture);
            } else {
                // HUS-5: why nothing is captured here.
                let why = if self.murray {
                    RelayReason::Occupied
                } else if self.layout.row_of(last) == Row::Outer {
                    RelayReason::OuterRow
                } else if may_capture {
                    RelayReason::OppositeEmpty
                } else {
                    RelayReason::NonCapturing
                };
                b.relay(last, "HUS-5", why);
            }
            first = g.step(last, dir);
        }
    }

    fn may_capture(&self, pos: &Position) -> bool {
        !(self.no_capture_on_first_move && pos.moves_made[pos.to_move.index()] == 0)
    }

    /// Whether sowing `origin` is endless (ENG-LOOP). Most moves are seen to end at once: fewer
    /// seeds than a lap whose last one falls into an empty pit; the rest are simulated.
    #[inline]
    fn endless_move(&self, pos: &Position, origin: usize) -> bool {
        let per = self.layout.pits_per_side();
        let h = usize::from(pos.pits[origin]);
        if h < per {
            let base = if origin >= per { per } else { 0 };
            let mut local = origin - base + if self.direction == Direction::Ccw { h } else { per - h };
            if local >= per {
                local -= per;
            }
            if pos.pits[base + local] == 0 {
                return false;
            }
        }
        let mut sim = Sim::new(pos);
        self.sow_move(&mut sim, origin, self.may_capture(pos)) == Finish::Endless
    }

    /// Whether the game is over with `pos.to_move` to move, and how (HUS-7, ENG-LOOP).
    fn end_state(&self, pos: &Position) -> Option<(Outcome, &'static str)> {
        let me = pos.to_move;
        let cands = self.candidates(pos, me);
        if cands == 0 {
            let rule = if self.outer_row_moves_only { "A38" } else { "HUS-7" };
            return Some((Outcome { winner: Some(me.opponent()), reason: EndReason::CannotMove }, rule));
        }
        if self.endless == EndlessMove::Illegal && pits_of(cands).all(|p| self.endless_move(pos, p)) {
            return Some((Outcome { winner: None, reason: EndReason::EndlessMove }, "ENG-LOOP"));
        }
        None
    }
}

impl Rules for Hus {
    fn layout(&self) -> Layout {
        self.layout
    }

    fn start_position(&self) -> Position {
        // HUS-2: 2 in every outer pit and in the right half of the inner row, I(n/2+1)..In.
        let n = usize::from(self.layout.columns);
        four_row::mirrored_start(self.layout, |row, k| if row == Row::Outer || k > n / 2 { 2 } else { 0 }, 0)
    }

    fn check_position(&self, pos: &Position) -> Result<(), PositionError> {
        if !self.murray && pos.stores != [0, 0] {
            return Err(PositionError::Inconsistent { rule: "HUS-6", reason: Inconsistency::NoSuchPart(Part::Stores) });
        }
        four_row::refuse_if_over(pos, |pos| self.end_state(pos))
    }

    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        if pos.outcome.is_some() {
            return;
        }
        let cands = self.candidates(pos, pos.to_move);
        for origin in pits_of(cands) {
            if self.endless == EndlessMove::Illegal && self.endless_move(pos, origin) {
                continue;
            }
            out.push(Move::sow(origin));
        }
    }

    fn check_move(&self, pos: &Position, mv: &Move) -> Result<(), IllegalReason> {
        let pit = four_row::sown_pit(self.layout, pos, mv)?;
        if pos.pits[pit] == 1 {
            return Err(IllegalReason::Forbidden { rule: "HUS-3", why: Forbidden::Singleton });
        }
        if self.outer_row_moves_only && self.layout.row_of(pit) != Row::Outer {
            return Err(IllegalReason::Forbidden { rule: "A38", why: Forbidden::Other });
        }
        if self.endless == EndlessMove::Illegal && self.endless_move(pos, pit) {
            return Err(IllegalReason::Forbidden { rule: "ENG-LOOP", why: Forbidden::Endless });
        }
        if mv.actions().len() > 1 {
            return Err(IllegalReason::UnexpectedAction { index: 1 });
        }
        Ok(())
    }

    #[inline]
    fn play<S: StepSink>(&self, pos: &mut Position, mv: &Move, sink: &mut S) {
        let Some(origin) = mv.start_pit() else { return };
        let may_capture = self.may_capture(pos);
        let mut ctx = MoveCtx::new(pos, sink);
        if self.sow_move(&mut ctx, origin, may_capture) == Finish::Endless {
            ctx.note(Note::Endless, "ENG-LOOP");
            ctx.pass_turn(TurnEndReason::Endless);
            ctx.game_end(Outcome { winner: None, reason: EndReason::EndlessMove }, "ENG-LOOP");
            return;
        }
        ctx.end_in_empty_pit();
        if let Some((outcome, rule)) = self.end_state(ctx.pos) {
            ctx.game_end(outcome, rule);
        }
    }

    fn repetition(&self) -> Option<RepetitionRule> {
        self.repetition
    }
}
