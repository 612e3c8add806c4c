//! Bao la Kujifunza (RULES.md §2.13, KUJ-1..13): Bao la Kiswahili without the house, blocking
//! and the planting phase; 2 seeds in every pit (KUJ-2).
//!
//! **Move encoding.** A move is `[Sow(pit), Dir(direction)]`, token `S.I3/cw`. The direction is
//! always part of the move, because the player chooses it at the start of every move (KUJ-5,
//! KUJ-13), even where only one of the two directions is legal from that pit (then only that move
//! is listed). Nothing else is ever chosen during a move: a capture's head follows from KUJ-11
//! (outskirts → nearest head, otherwise the head of the current direction), so there are no
//! `Head` actions.
//!
//! * **Start** (KUJ-5): an own pit with 2 or more seeds (option `kujifunza.singletons`:
//!   `forbidden`, or `kutakata_only`, where a singleton may start a non-capturing move).
//! * **Move type** (KUJ-6, KUJ-8): the move is *capturing* (mtaji) when the start pit holds 2–15
//!   seeds and the first sowing's last seed lands in an occupied own inner pit facing an occupied
//!   opponent pit; otherwise it is *non-capturing* (kutakata, KUJ-13) and captures nothing at all.
//! * **Priority** (KUJ-7, compulsory): capturing moves; else non-capturing moves from the inner
//!   row; else from the outer row. The inner-before-outer step is only in \[000\] (A23c); option
//!   `kujifunza.inner_priority` (default on; RULES.md gives no key, the name is ours) turns it off.
//! * **Sowing** (KUJ-9): last seed in an empty pit ends the move; in an occupied pit it relays,
//!   unless the move is capturing and the pit is an inner pit facing an occupied opponent pit:
//!   then that pit's seeds (only those, KUJ-10) are captured and sown from a head, the first seed
//!   into the head (KUJ-11, A46), and the ordinary rules go on (KUJ-12).
//! * **End** (KUJ-4, A24): an empty inner row loses (option `bao.inner_empty_check`); both inner
//!   rows empty after one move is a draw (not in RULES.md; interpretation); a player with no
//!   legal move loses.
//! * ENG-LOOP (`engine.endless_move`): the priority is applied first, endless moves are removed
//!   afterwards (no fall-back to a lower class); C4-7 repetition draw (`engine.repetition_draw`).

// Pit indices are below MAX_PITS (64), so `as u8` never truncates.
#![allow(clippy::cast_possible_truncation)]

use crate::ctx::MoveCtx;
use crate::games::four_row;
use crate::games::four_row::bao_common::{
    self, EndRules, InnerEmptyCheck, Landing, Playable, RelayConfig, RelayEnd, INNER_EMPTY_CHECK,
};
use crate::games::four_row::BaoBoard;
use crate::games::{RepetitionRule, Rules};
use crate::layout::{Direction, Layout, Row};
use crate::moves::{Action, Expected, Forbidden, IllegalReason, Move};
use crate::options::{EndlessMove, OptionError, OptionKind, OptionSpec, OptionValues, ENDLESS_MOVE, REPETITION_DRAW};
use crate::position::{Position, PositionError};
use crate::reason::RelayReason;
use crate::spec::{Provenance, VariantSpec};
use crate::step::{Note, StepSink};

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "kujifunza.singletons",
        kind: OptionKind::Choice(&["forbidden", "kutakata_only"]),
        default: "forbidden",
        rule: "A23",
        #[cfg(feature = "descriptions")]
        about: "moves from a pit with one seed are forbidden, or allowed as non-capturing moves ([004])",
    },
    OptionSpec {
        key: "kujifunza.inner_priority",
        kind: OptionKind::Bool,
        default: "true",
        rule: "A23",
        #[cfg(feature = "descriptions")]
        about: "without a capture, a move from the inner row must be preferred to one from the outer row",
    },
    INNER_EMPTY_CHECK,
    ENDLESS_MOVE,
    REPETITION_DRAW,
];

pub static SPECS: &[VariantSpec] = &[VariantSpec {
    id: "kujifunza",
    section: "2.13",
    rule_prefixes: &["KUJ"],
    name_en: "Bao la Kujifunza",
    name_uk: "Бао ла куджіфунза",
    name_ru: "Бао ла куджифунза",
    rows: crate::layout::Rows::Four,
    family: crate::spec::RuleFamily::Kujifunza,
    preset_of: None,
    learning_order: 5,
    provenance: Provenance::Articles,
    pit_roles: crate::spec::PitRoles { heads: true, houses: &[] },
    features: crate::games::four_row::bao_common::features("KUJ-10", Some("KUJ-2")),
    options: OPTIONS,
    build: |o| Ok(crate::games::Ruleset::Kujifunza(Kujifunza::from_options(o)?)),
}];

const LAYOUT: Layout = Layout::four_row(8);
const END_RULES: EndRules = EndRules { inner_empty: "KUJ-4", no_move: "KUJ-4" };
/// KUJ-8: a start pit with this many seeds or more always gives a non-capturing move.
const NEVER_CAPTURES: u8 = 16;
const DIRECTIONS: [Direction; 2] = [Direction::Ccw, Direction::Cw];

/// The priority class of a move (KUJ-7); lower is preferred.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Class {
    Capturing = 0,
    InnerQuiet = 1,
    OuterQuiet = 2,
}

#[derive(Clone, Debug)]
pub struct Kujifunza {
    /// A23b `kutakata_only`: a singleton may start a non-capturing move.
    pub singleton_kutakata: bool,
    /// A23c: non-capturing moves from the inner row come before those from the outer row.
    pub inner_priority: bool,
    pub inner_check: InnerEmptyCheck,
    pub endless_illegal: bool,
    pub repetition: Option<RepetitionRule>,
}

impl Kujifunza {
    /// # Errors
    /// An option the spec does not declare as read here.
    pub fn from_options(o: &OptionValues) -> Result<Kujifunza, OptionError> {
        Ok(Kujifunza {
            singleton_kutakata: o.pick("kujifunza.singletons", &[("forbidden", false), ("kutakata_only", true)])?,
            inner_priority: o.flag("kujifunza.inner_priority")?,
            inner_check: InnerEmptyCheck::from_options(o)?,
            endless_illegal: !EndlessMove::from_options(o)?.is_draw(),
            repetition: RepetitionRule::from_draw_option(o)?,
        })
    }

    /// Whether a pit with `seeds` may start a move at all (KUJ-5, A23b).
    fn may_start(&self, seeds: u8) -> bool {
        seeds >= 2 || (seeds == 1 && self.singleton_kutakata)
    }

    /// KUJ-6/KUJ-8: whether the move from `pit` in `dir` is capturing. Only the first sowing
    /// decides; a sowing of at most 15 seeds puts one seed into each of the next pits, so its last
    /// pit was occupied before the sowing exactly when it holds seeds now.
    fn capturing(pos: &Position, pit: usize, dir: Direction) -> bool {
        let seeds = pos.pits[pit];
        if !(2..NEVER_CAPTURES).contains(&seeds) {
            return false;
        }
        let per = LAYOUT.pits_per_side();
        let (base, local, n) = (pit - pit % per, pit % per, usize::from(seeds));
        let last = base
            + match dir {
                Direction::Ccw => (local + n) % per,
                Direction::Cw => (local + per - n) % per,
            };
        LAYOUT.row_of(last) == Row::Inner && pos.pits[last] > 0 && bao_common::occupied_opposite(pos, last).is_some()
    }

    fn class(&self, pos: &Position, pit: usize, dir: Direction) -> Class {
        if Self::capturing(pos, pit, dir) {
            Class::Capturing
        } else if !self.inner_priority || LAYOUT.row_of(pit) == Row::Inner {
            Class::InnerQuiet
        } else {
            Class::OuterQuiet
        }
    }

    /// The best class among the mover's moves (before ENG-LOOP), or `None` if he has no move.
    fn best_class(&self, pos: &Position) -> Option<Class> {
        let mut best: Option<Class> = None;
        for pit in LAYOUT.side_range(pos.to_move) {
            if !self.may_start(pos.pits[pit]) {
                continue;
            }
            for dir in DIRECTIONS {
                let class = self.class(pos, pit, dir);
                if class == Class::Capturing {
                    return Some(class);
                }
                best = Some(best.map_or(class, |b| b.min(class)));
            }
        }
        best
    }

    /// Visits every move of the best class, in pit order, counter-clockwise first. Stops early
    /// when `f` returns `false`.
    fn for_each_move(&self, pos: &Position, mut f: impl FnMut(usize, Direction) -> bool) {
        let Some(best) = self.best_class(pos) else {
            return;
        };
        for pit in LAYOUT.side_range(pos.to_move) {
            if !self.may_start(pos.pits[pit]) {
                continue;
            }
            for dir in DIRECTIONS {
                if self.class(pos, pit, dir) == best && !f(pit, dir) {
                    return;
                }
            }
        }
    }

    /// Plays the sowing part of a move (everything before the turn ends).
    fn run<B: BaoBoard>(&self, ctx: &mut B, origin: usize, dir: Direction) -> RelayEnd {
        let capturing = Self::capturing(ctx.position(), origin, dir);
        // KUJ-8: a move from 16 seeds or more never captures.
        let big = ctx.position().pits[origin] >= NEVER_CAPTURES;
        let mut relayed = false;
        ctx.note(Note::Direction { dir }, "KUJ-5");
        let cfg = RelayConfig::eng_loop("KUJ-9", self.inner_check);
        // KUJ-8: the start from 16 seeds or more is what makes the move non-capturing.
        let start_rule = if big { "KUJ-8" } else { "KUJ-5" };
        bao_common::relay_move(ctx, origin, dir, (start_rule, "KUJ-5"), &cfg, |pos, last, dir| {
            if pos.pits[last] <= 1 {
                return Landing::End;
            }
            if capturing && LAYOUT.row_of(last) == Row::Inner {
                if let Some(from) = bao_common::occupied_opposite(pos, last) {
                    let head = bao_common::capture_head(LAYOUT, last, Some(dir)).unwrap_or(last);
                    return Landing::Capture {
                        from,
                        first: head,
                        dir: bao_common::head_direction(LAYOUT, head),
                        capture_rule: "KUJ-10",
                        sow_rule: "KUJ-11",
                        head: Some(bao_common::head_reason(LAYOUT, last, Some(dir))),
                    };
                }
            }
            // KUJ-9: why the sowing goes on from here.
            let why = if capturing {
                bao_common::relay_reason(LAYOUT, last)
            } else if big {
                RelayReason::BigPit
            } else if relayed {
                RelayReason::NonCapturing
            } else {
                RelayReason::FirstSowingEmpty
            };
            relayed = true;
            Landing::Relay(why)
        })
    }

    /// Whether a move is endless (ENG-LOOP), by playing it on a copy.
    fn is_endless(&self, pos: &Position, origin: usize, dir: Direction) -> bool {
        bao_common::is_endless(pos, |ctx| self.run(ctx, origin, dir))
    }

    fn playable(&self, pos: &Position) -> Playable {
        let mut result = Playable::NoMove;
        self.for_each_move(pos, |pit, dir| {
            if !self.endless_illegal || !self.is_endless(pos, pit, dir) {
                result = Playable::Yes;
                return false;
            }
            result = Playable::AllEndless;
            true
        });
        result
    }
}

impl Rules for Kujifunza {
    fn layout(&self) -> Layout {
        LAYOUT
    }

    fn start_position(&self) -> Position {
        // KUJ-2 (T-KUJ-0): two seeds in every pit.
        crate::games::four_row::mirrored_start(LAYOUT, |_, _| 2, 0)
    }

    fn check_position(&self, pos: &Position) -> Result<(), PositionError> {
        if pos.outcome.is_some() {
            return Ok(());
        }
        bao_common::check_not_over(pos, END_RULES, self.playable(pos))
    }

    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        if pos.outcome.is_some() {
            return;
        }
        self.for_each_move(pos, |pit, dir| {
            if !self.endless_illegal || !self.is_endless(pos, pit, dir) {
                out.push(Move::from_actions(&[Action::Sow(pit as u8), Action::Dir(dir.into())]));
            }
            true
        });
    }

    fn check_move(&self, pos: &Position, mv: &Move) -> Result<(), IllegalReason> {
        let acts = mv.actions();
        let pit_index = four_row::sown_pit(LAYOUT, pos, mv)?;
        if !self.may_start(pos.pits[pit_index]) {
            return Err(IllegalReason::Forbidden { rule: "KUJ-5", why: Forbidden::Singleton });
        }
        let dir: Direction = match acts.get(1) {
            None => return Err(IllegalReason::Incomplete { expected: Expected::Direction }),
            Some(Action::Dir(d)) => (*d).into(),
            Some(_) => return Err(IllegalReason::UnexpectedAction { index: 1 }),
        };
        if acts.len() > 2 {
            return Err(IllegalReason::UnexpectedAction { index: 2 });
        }
        let class = self.class(pos, pit_index, dir);
        match self.best_class(pos) {
            Some(best) if best < class => {
                let why = if best == Class::Capturing { Forbidden::MustCapture } else { Forbidden::Priority };
                return Err(IllegalReason::Forbidden { rule: "KUJ-7", why });
            }
            _ => {}
        }
        if self.endless_illegal && self.is_endless(pos, pit_index, dir) {
            return Err(IllegalReason::Forbidden { rule: "ENG-LOOP", why: Forbidden::Endless });
        }
        Ok(())
    }

    fn play<S: StepSink>(&self, pos: &mut Position, mv: &Move, sink: &mut S) {
        let (Some(origin), Some(Action::Dir(d))) = (mv.start_pit(), mv.actions().get(1)) else {
            return;
        };
        let dir: Direction = (*d).into();
        let mut ctx = MoveCtx::new(pos, sink);
        let end = self.run(&mut ctx, origin, dir);
        bao_common::end_move(&mut ctx, end, END_RULES, |p| self.playable(p));
    }

    fn repetition(&self) -> Option<RepetitionRule> {
        self.repetition
    }
}
