//! The two Kenyan Bao games on a 2×8 board (RULES.md §2.4, §2.5, §3 A21, A22, A49).
//!
//! * [`Children`], `bao_kenyan_children` (BKC): 3 seeds per pit; the sowing goes through the
//!   mover's own store (BKC-3; the opponent's store only with `baokc.sow_opponent_store`), skips the
//!   origin pit whenever it comes back to it (BKC-4: the 17th seed), gives an extra turn when it ends
//!   in the own store (BKC-5), and captures the opposite pit when it ends in an empty own pit (BKC-6).
//! * [`Laps`], `bao_kenyan_laps` (BKL): 2 seeds per pit; relay sowing round both rows (BKL-4/5),
//!   singletons only when nothing else can be played (BKL-3), the same capture at the end of the
//!   relay (BKL-6). Endless relays follow ENG-LOOP (`engine.endless_move`).
//!
//! Moves are one action, the pit (`S3`). Both games end when the player to move has no move; the
//! seeds left then go as BKC-7/BKL-8 say. A position repeated a third time since the last capture
//! is the "stalemate" of BKC-7/BKL-8 (`baokc.cycle_end`/`baokl.cycle_end`, A49).

// Pit indices are below 16 here; `as u8` is the engine's pit-index convention (see ctx.rs).
#![allow(clippy::cast_possible_truncation)]

use crate::ctx::MoveCtx;
use crate::games::two_row::{self, Slot};
use crate::games::{RepetitionRule, Rules};
use crate::layout::{Layout, Side};
use crate::moves::{Action, Forbidden, IllegalReason, Move};
use crate::options::{EndlessMove, OptionError, OptionKind, OptionSpec, OptionValues, ENDLESS_MOVE};
use crate::position::{EndReason, Inconsistency, Outcome, Position, PositionError};
use crate::reason::{RelayReason, TurnEndReason};
use crate::spec::{Provenance, VariantSpec};
use crate::step::{NoSteps, Note, Place, StepSink};

const CYCLE_END_VALUES: &[&str] = &["discard_and_compare", "draw"];

const CHILDREN_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "baokc.sow_opponent_store",
        kind: OptionKind::Bool,
        default: "false",
        rule: "A21",
        #[cfg(feature = "descriptions")]
        about: "the sowing also drops a seed into the opponent's store (the origin then comes back at the 18th seed)",
    },
    OptionSpec {
        key: "baokc.capture_takes_sowing_seed",
        kind: OptionKind::Bool,
        default: "false",
        rule: "A21",
        #[cfg(feature = "descriptions")]
        about: "a capture also takes the seed that landed in the empty own pit",
    },
    OptionSpec {
        key: "baokc.cycle_end",
        kind: OptionKind::Choice(CYCLE_END_VALUES),
        default: "discard_and_compare",
        rule: "A49",
        #[cfg(feature = "descriptions")]
        about: "a stalemate (a position repeated three times): the seeds left are discarded and the totals compared, or a draw",
    },
];

const LAPS_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "baokl.singleton_rule",
        kind: OptionKind::Choice(&["all_nonempty_are_singletons", "all_pits_are_singletons"]),
        default: "all_nonempty_are_singletons",
        rule: "A22",
        #[cfg(feature = "descriptions")]
        about: "a single seed may be sown only if every non-empty own pit (or every own pit) holds one seed",
    },
    OptionSpec {
        key: "baokl.cycle_end",
        kind: OptionKind::Choice(CYCLE_END_VALUES),
        default: "discard_and_compare",
        rule: "A22",
        #[cfg(feature = "descriptions")]
        about: "a stalemate (a position repeated three times): the seeds left are discarded and the totals compared, or a draw",
    },
    ENDLESS_MOVE,
];

pub static SPECS: &[VariantSpec] = &[
    VariantSpec {
        id: "bao_kenyan_children",
        section: "2.4",
        rule_prefixes: &["BKC"],
        name_en: "Bao, Kenyan children's game",
        name_uk: "Бао (кенійська дитяча гра)",
        name_ru: "Бао (кенийская детская игра)",
        rows: crate::layout::Rows::Two,
        family: crate::spec::RuleFamily::BaoKenyan,
        preset_of: None,
        learning_order: 5,
        provenance: Provenance::Articles,
        pit_roles: crate::spec::PitRoles::NONE,
        features: crate::games::two_row::FEATURES,
        options: CHILDREN_OPTIONS,
        build: |o| Ok(crate::games::Ruleset::BaoKenyanChildren(Children::from_options(o)?)),
    },
    VariantSpec {
        id: "bao_kenyan_laps",
        section: "2.5",
        rule_prefixes: &["BKL"],
        name_en: "Bao, Kenyan with laps",
        name_uk: "Бао (кенійська, з колами)",
        name_ru: "Бао (кенийская, с кругами)",
        rows: crate::layout::Rows::Two,
        family: crate::spec::RuleFamily::BaoKenyan,
        preset_of: None,
        learning_order: 6,
        provenance: Provenance::Articles,
        pit_roles: crate::spec::PitRoles::NONE,
        features: crate::games::two_row::FEATURES,
        options: LAPS_OPTIONS,
        build: |o| Ok(crate::games::Ruleset::BaoKenyanLaps(Laps::from_options(o)?)),
    },
];

const LAYOUT: Layout = Layout::two_row(8);
const PITS: usize = 16;

fn row_empty(pos: &Position, side: Side) -> bool {
    pos.pits[LAYOUT.side_range(side)].iter().all(|&s| s == 0)
}

fn compare(pos: &Position) -> Option<Side> {
    match pos.store(Side::South).cmp(&pos.store(Side::North)) {
        std::cmp::Ordering::Greater => Some(Side::South),
        std::cmp::Ordering::Less => Some(Side::North),
        std::cmp::Ordering::Equal => None,
    }
}

/// A stalemate (A49): a draw, or the seeds left are discarded and the totals decide.
fn stalemate<S: StepSink>(pos: &mut Position, sink: &mut S, draw: bool, rule: &'static str) {
    let mut ctx = MoveCtx::new(pos, sink);
    if !draw {
        for pit in 0..PITS {
            let count = ctx.pos.pits[pit];
            if count > 0 {
                ctx.transfer(Place::Pit(pit as u8), Place::Off, count, rule);
            }
        }
    }
    let winner = if draw { None } else { compare(ctx.pos) };
    ctx.game_end(Outcome { winner, reason: EndReason::Repetition }, rule);
}

/// Both games: a position repeated a third time since the last capture is a stalemate.
const STALEMATE: fn(&'static str) -> RepetitionRule =
    |rule| RepetitionRule { occurrences: 3, since_capture: true, rule };

// ---------------------------------------------------------------------------------------------

/// Bao, the Kenyan children's game (BKC).
#[derive(Clone, Debug)]
pub struct Children {
    /// A21 `baokc.sow_opponent_store`.
    pub sow_opponent_store: bool,
    /// A21 `baokc.capture_takes_sowing_seed`.
    pub capture_takes_sowing_seed: bool,
    /// A49 `baokc.cycle_end = draw`.
    pub cycle_draw: bool,
}

/// BKC-7: a player who has captured this many seeds wins at once.
pub const CHILDREN_WIN: u8 = 25;

impl Children {
    /// # Errors
    /// An option the spec does not declare as read here.
    pub fn from_options(o: &OptionValues) -> Result<Children, OptionError> {
        Ok(Children {
            sow_opponent_store: o.flag("baokc.sow_opponent_store")?,
            capture_takes_sowing_seed: o.flag("baokc.capture_takes_sowing_seed")?,
            cycle_draw: o.pick("baokc.cycle_end", &[("discard_and_compare", false), ("draw", true)])?,
        })
    }
}

impl Rules for Children {
    fn layout(&self) -> Layout {
        LAYOUT
    }

    fn start_position(&self) -> Position {
        let mut pos = Position::empty(LAYOUT);
        pos.pits[..PITS].fill(3);
        pos
    }

    fn check_position(&self, pos: &Position) -> Result<(), PositionError> {
        if pos.outcome.is_some() {
            return Ok(());
        }
        if pos.stores.iter().any(|&s| s >= CHILDREN_WIN) {
            return Err(PositionError::Inconsistent {
                rule: "BKC-7",
                reason: Inconsistency::AlreadyOver(EndReason::Majority),
            });
        }
        if row_empty(pos, pos.to_move) {
            return Err(PositionError::Inconsistent {
                rule: "BKC-7",
                reason: Inconsistency::AlreadyOver(EndReason::CannotMove),
            });
        }
        Ok(())
    }

    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        if pos.outcome.is_some() {
            return;
        }
        for pit in LAYOUT.side_range(pos.to_move) {
            if pos.pits[pit] > 0 {
                out.push(Move::sow(pit));
            }
        }
    }

    fn check_move(&self, pos: &Position, mv: &Move) -> Result<(), IllegalReason> {
        two_row::check_own_nonempty(LAYOUT, pos, mv)
    }

    fn play<S: StepSink>(&self, pos: &mut Position, mv: &Move, sink: &mut S) {
        let Some(origin) = mv.start_pit() else { return };
        let mut ctx = MoveCtx::new(pos, sink);
        let me = ctx.pos.to_move;
        let last = two_row::sow(
            &mut ctx,
            origin,
            two_row::Sowing {
                own_store: true,
                opponent_store: self.sow_opponent_store,
                skip_origin: true,
                sow_rule: "BKC-3",
                skip_origin_rule: "BKC-4",
                skip_store_rule: "A21",
            },
        );
        // Why the turn passes, if it does (one `pass_turn` below: each call is inlined).
        let why = match last {
            Slot::Store(side) if side == me => None,
            Slot::Pit(pit) if LAYOUT.side_of(pit) == me && ctx.pos.pits[pit] == 1 => {
                // BKC-6: the last seed fell into an empty own pit.
                let opposite = LAYOUT.opposite(pit).unwrap_or(pit);
                if ctx.pos.pits[opposite] > 0 {
                    ctx.capture_pit(opposite, Place::Store(me), "BKC-6");
                    if self.capture_takes_sowing_seed {
                        ctx.capture_pit(pit, Place::Store(me), "A21");
                    }
                    Some(TurnEndReason::Captured)
                } else {
                    Some(TurnEndReason::OppositeEmpty { pit: pit as u8 })
                }
            }
            Slot::Pit(pit) if LAYOUT.side_of(pit) == me => Some(TurnEndReason::OwnPitOccupied { pit: pit as u8 }),
            Slot::Pit(pit) => Some(TurnEndReason::OpponentRow { pit: pit as u8 }),
            Slot::Store(_) => Some(TurnEndReason::OpponentStore),
        };
        match why {
            Some(why) => ctx.pass_turn(why),
            None => ctx.extra_turn("BKC-5"),
        }
        // BKC-7: 25 seeds win at once.
        if let Some(side) = Side::BOTH.into_iter().find(|&s| ctx.pos.store(s) >= CHILDREN_WIN) {
            let winner = if ctx.pos.store(side.opponent()) >= CHILDREN_WIN { compare(ctx.pos) } else { Some(side) };
            ctx.game_end(Outcome { winner, reason: EndReason::Majority }, "BKC-7");
            return;
        }
        // BKC-7: the player to move cannot move; the other takes the seeds on his own side.
        let next = ctx.pos.to_move;
        if row_empty(ctx.pos, next) {
            let other = next.opponent();
            for pit in LAYOUT.side_range(other) {
                let count = ctx.pos.pits[pit];
                if count > 0 {
                    ctx.transfer(Place::Pit(pit as u8), Place::Store(other), count, "BKC-7");
                }
            }
            let winner = compare(ctx.pos);
            ctx.game_end(Outcome { winner, reason: EndReason::CannotMove }, "BKC-8");
        }
    }

    fn repetition(&self) -> Option<RepetitionRule> {
        Some(STALEMATE("BKC-7"))
    }

    fn end_by_repetition<S: StepSink>(&self, pos: &mut Position, sink: &mut S, rule: &'static str) {
        stalemate(pos, sink, self.cycle_draw, rule);
    }
}

// ---------------------------------------------------------------------------------------------

/// Bao, Kenyan with laps (BKL).
#[derive(Clone, Debug)]
pub struct Laps {
    /// A22 `all_pits_are_singletons`: singletons only when every own pit holds one seed.
    pub singletons_need_full_row: bool,
    /// A22 `baokl.cycle_end = draw`.
    pub cycle_draw: bool,
    /// ENG-LOOP `draw`.
    pub endless_draw: bool,
}

/// How a relay sowing ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RelayEnd {
    /// The last seed fell into this empty pit.
    Empty(usize),
    /// ENG-LOOP: the relay sowed past the cap.
    Endless,
}

impl Laps {
    /// # Errors
    /// An option the spec does not declare as read here.
    pub fn from_options(o: &OptionValues) -> Result<Laps, OptionError> {
        Ok(Laps {
            singletons_need_full_row: o.pick(
                "baokl.singleton_rule",
                &[("all_nonempty_are_singletons", false), ("all_pits_are_singletons", true)],
            )?,
            cycle_draw: o.pick("baokl.cycle_end", &[("discard_and_compare", false), ("draw", true)])?,
            endless_draw: EndlessMove::from_options(o)?.is_draw(),
        })
    }

    /// BKL-3: whether a pit of one seed may be sown.
    fn singletons_allowed(&self, pos: &Position, side: Side) -> bool {
        let row = &pos.pits[LAYOUT.side_range(side)];
        if self.singletons_need_full_row {
            row.iter().all(|&s| s == 1)
        } else {
            row.iter().all(|&s| s <= 1)
        }
    }

    /// BKL-4/5: sows from `origin`, relaying from every occupied pit the last seed reaches.
    fn relay_sow<S: StepSink>(ctx: &mut MoveCtx<'_, S>, origin: usize) -> RelayEnd {
        // A singleton starts a move only as BKL-3 allows; the pick-up cites it.
        let rule = if ctx.pos.pits[origin] == 1 { "BKL-3" } else { "BKL-4" };
        ctx.pick_up(origin, rule);
        let mut pit = origin;
        loop {
            pit = if pit + 1 == PITS { 0 } else { pit + 1 };
            ctx.sow_pit(pit, "BKL-4");
            if ctx.hand() == 0 {
                if ctx.pos.pits[pit] == 1 {
                    return RelayEnd::Empty(pit);
                }
                if ctx.endless() {
                    return RelayEnd::Endless;
                }
                ctx.relay(pit, "BKL-5", RelayReason::Occupied);
            }
        }
    }

    fn is_endless(pos: &Position, pit: usize) -> bool {
        let mut copy = pos.clone();
        let mut sink = NoSteps;
        let mut ctx = MoveCtx::new(&mut copy, &mut sink);
        Self::relay_sow(&mut ctx, pit) == RelayEnd::Endless
    }

    /// The pits the player to move may sow, before the ENG-LOOP filter.
    fn playable(&self, pos: &Position, pit: usize) -> bool {
        let n = pos.pits[pit];
        n > 1 || (n == 1 && self.singletons_allowed(pos, pos.to_move))
    }

    fn can_move(&self, pos: &Position) -> bool {
        LAYOUT
            .side_range(pos.to_move)
            .any(|p| self.playable(pos, p) && (self.endless_draw || !Self::is_endless(pos, p)))
    }

    fn any_playable(&self, pos: &Position) -> bool {
        LAYOUT.side_range(pos.to_move).any(|p| self.playable(pos, p))
    }
}

impl Rules for Laps {
    fn layout(&self) -> Layout {
        LAYOUT
    }

    fn start_position(&self) -> Position {
        let mut pos = Position::empty(LAYOUT);
        pos.pits[..PITS].fill(2);
        pos
    }

    fn check_position(&self, pos: &Position) -> Result<(), PositionError> {
        if pos.outcome.is_some() {
            return Ok(());
        }
        if !self.any_playable(pos) {
            return Err(PositionError::Inconsistent {
                rule: "BKL-8",
                reason: Inconsistency::AlreadyOver(EndReason::CannotMove),
            });
        }
        if !self.can_move(pos) {
            return Err(PositionError::Inconsistent {
                rule: "ENG-LOOP",
                reason: Inconsistency::AlreadyOver(EndReason::EndlessMove),
            });
        }
        Ok(())
    }

    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        if pos.outcome.is_some() {
            return;
        }
        for pit in LAYOUT.side_range(pos.to_move) {
            if self.playable(pos, pit) && (self.endless_draw || !Self::is_endless(pos, pit)) {
                out.push(Move::sow(pit));
            }
        }
    }

    fn check_move(&self, pos: &Position, mv: &Move) -> Result<(), IllegalReason> {
        two_row::check_own_nonempty(LAYOUT, pos, mv)?;
        let Some(&Action::Sow(p)) = mv.actions().first() else {
            return Err(IllegalReason::UnexpectedAction { index: 0 });
        };
        let pit = usize::from(p);
        if !self.playable(pos, pit) {
            return Err(IllegalReason::Forbidden { rule: "BKL-3", why: Forbidden::Singleton });
        }
        if !self.endless_draw && Self::is_endless(pos, pit) {
            return Err(IllegalReason::Forbidden { rule: "ENG-LOOP", why: Forbidden::Endless });
        }
        Ok(())
    }

    fn play<S: StepSink>(&self, pos: &mut Position, mv: &Move, sink: &mut S) {
        let Some(origin) = mv.start_pit() else { return };
        let mut ctx = MoveCtx::new(pos, sink);
        let me = ctx.pos.to_move;
        match Self::relay_sow(&mut ctx, origin) {
            RelayEnd::Empty(pit) => {
                // BKL-6: on the own side, the opposite pit is captured; on the other side nothing.
                let why = if LAYOUT.side_of(pit) == me {
                    let opposite = LAYOUT.opposite(pit).unwrap_or(pit);
                    if ctx.pos.pits[opposite] > 0 {
                        ctx.capture_pit(opposite, Place::Store(me), "BKL-6");
                        TurnEndReason::Captured
                    } else {
                        TurnEndReason::OppositeEmpty { pit: pit as u8 }
                    }
                } else {
                    TurnEndReason::OpponentRow { pit: pit as u8 }
                };
                ctx.pass_turn(why);
            }
            RelayEnd::Endless => {
                ctx.note(Note::Endless, "ENG-LOOP");
                ctx.pass_turn(TurnEndReason::Endless);
                ctx.game_end(Outcome { winner: None, reason: EndReason::EndlessMove }, "ENG-LOOP");
                return;
            }
        }
        if !self.any_playable(ctx.pos) {
            // BKL-8: the player to move cannot move; the other player takes every seed left.
            for pit in 0..PITS {
                let count = ctx.pos.pits[pit];
                if count > 0 {
                    ctx.transfer(Place::Pit(pit as u8), Place::Store(me), count, "BKL-8");
                }
            }
            let winner = compare(ctx.pos);
            ctx.game_end(Outcome { winner, reason: EndReason::CannotMove }, "BKL-8");
        } else if !self.endless_draw && !self.can_move(ctx.pos) {
            ctx.note(Note::Endless, "ENG-LOOP");
            ctx.game_end(Outcome { winner: None, reason: EndReason::EndlessMove }, "ENG-LOOP");
        }
    }

    fn repetition(&self) -> Option<RepetitionRule> {
        Some(STALEMATE("BKL-8"))
    }

    fn end_by_repetition<S: StepSink>(&self, pos: &mut Position, sink: &mut S, rule: &'static str) {
        stalemate(pos, sink, self.cycle_draw, rule);
    }
}
