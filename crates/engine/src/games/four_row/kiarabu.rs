//! Bao Kiarabu / Hawalis (RULES.md §2.7) and its two quicker cousins Kabwanga (§2.8) and
//! Moruba (§2.9): four rows, relay sowing counter-clockwise inside the own half, capture by
//! landing in an **empty** own inner pit, captured seeds leave the board for the store.
//!
//! # Moves
//! * Every move starts with `Sow(pit)` (token `S.O7`); the direction is always CCW (KIA-3, A40),
//!   so there is no direction action.
//! * Moruba (MOR-1, A42): when the sowing captures, the player then names the extra opponent
//!   pits he empties, one `Take(pit)` each (token `xN.O2`), in the order he picks them (both
//!   orders of the same two pits are listed: they are two ways to make the same choice). If he
//!   stops before he has taken `moruba.extra_pits` pits while an eligible pit is left, the move
//!   ends with `Pass` (token `pass`). A move that takes as many pits as allowed, or every eligible
//!   pit, has no `Pass`. With `moruba.extra_compulsory` there is no `Pass` at all. A move that
//!   captures nothing, or leaves no eligible pit, is just `Sow(pit)`. So `S.O7/xN.O2/xN.I3`,
//!   `S.O7/xN.O2/pass`, `S.O7/pass` and `S.O7` (no capture) are Moruba moves.
//!
//! # Learning order
//! The article teaches Bao Kiarabu first among the four-row games; Kabwanga and Moruba are its
//! quicker variants, so all three share `learning_order` 1 (they list in this order) and Hus is 2.
//!
//! # ENG-LOOP
//! A move that sows more than `ENDLESS_SEED_CAP` seeds is endless; see
//! [`EndlessMove`]. The singleton restrictions (KIA-4, KAB-3) apply first, endless moves are then
//! removed, with no fall-back to moves the restrictions forbid.

use crate::ctx::MoveCtx;
use crate::games::four_row::{self, pits_of, EndlessMove, Geometry, PitSet, Sim, Sower};
use crate::games::{RepetitionRule, Rules};
use crate::layout::{Direction, Layout, Row, Rows, Side};
use crate::moves::{Action, Expected, Forbidden, IllegalReason, Move};
use crate::options::{OptionError, OptionKind, OptionSpec, OptionValues, ENDLESS_MOVE};
use crate::position::{EndReason, Outcome, Position, PositionError};
use crate::reason::{RelayReason, TurnEndReason};
use crate::spec::{Provenance, VariantSpec};
use crate::step::{Note, Place, StepSink};
use smallvec::SmallVec;

const COLUMNS: OptionSpec = OptionSpec {
    key: "kiarabu.columns",
    kind: OptionKind::Choice(&["8", "7"]),
    default: "8",
    rule: "KIA-1",
    #[cfg(feature = "descriptions")]
    about: "board width: 4×8 (the site's board) or the classic 4×7",
};

const REPETITION: OptionSpec = OptionSpec {
    key: "kiarabu.repetition_count",
    kind: OptionKind::Int { min: 2, max: 10 },
    default: "2",
    rule: "KIA-8",
    #[cfg(feature = "descriptions")]
    about: "the game is drawn when a position occurs this many times (2 = at its first repeat)",
};

const KIARABU_OPTIONS: &[OptionSpec] = &[COLUMNS, REPETITION, ENDLESS_MOVE];

const KABWANGA_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "kabwanga.capture_order",
        kind: OptionKind::Choice(&["capture_then_super_relay", "capture_ends_move", "super_relay_only"]),
        default: "capture_then_super_relay",
        rule: "A41",
        #[cfg(feature = "descriptions")]
        about: "last seed in an empty inner pit that can capture, next pit > 1 seed: capture then go on, \
                capture and stop, or only the super-relay",
    },
    OptionSpec {
        key: "kabwanga.super_relay_start",
        kind: OptionKind::Choice(&["next_pit", "lifted_pit"]),
        default: "next_pit",
        rule: "A41",
        #[cfg(feature = "descriptions")]
        about: "the super-relay's first seed goes into the pit after the lifted pit, or back into the lifted pit",
    },
    OptionSpec {
        key: "kabwanga.singletons",
        kind: OptionKind::Choice(&["prefer_relay", "any"]),
        default: "prefer_relay",
        rule: "A41",
        #[cfg(feature = "descriptions")]
        about: "with only singletons: those that start a relay if any (else those into an empty pit), or any singleton",
    },
    REPETITION,
    ENDLESS_MOVE,
];

const MORUBA_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "moruba.extra_pits",
        kind: OptionKind::Int { min: 0, max: 2 },
        default: "2",
        rule: "A42",
        #[cfg(feature = "descriptions")]
        about: "after a capture, how many more opponent pits (either row) the player may empty",
    },
    OptionSpec {
        key: "moruba.extra_compulsory",
        kind: OptionKind::Bool,
        default: "false",
        rule: "A42",
        #[cfg(feature = "descriptions")]
        about: "the extra pits must be taken (as many as allowed and available)",
    },
    REPETITION,
    ENDLESS_MOVE,
];

pub static SPECS: &[VariantSpec] = &[
    VariantSpec {
        id: "kiarabu",
        section: "2.7",
        rule_prefixes: &["KIA"],
        name_en: "Bao Kiarabu (Hawalis)",
        name_uk: "Бао кіарабу (гаваліс)",
        name_ru: "Бао киарабу (хавалис)",
        rows: Rows::Four,
        family: crate::spec::RuleFamily::Kiarabu,
        preset_of: None,
        learning_order: 1,
        provenance: Provenance::Articles,
        pit_roles: crate::spec::PitRoles::NONE,
        features: crate::games::four_row::FEATURES,
        options: KIARABU_OPTIONS,
        build: |o| Ok(crate::games::Ruleset::Kiarabu(Kiarabu::from_options(Family::Kiarabu, o)?)),
    },
    VariantSpec {
        id: "kabwanga",
        section: "2.8",
        rule_prefixes: &["KAB"],
        name_en: "Kabwanga",
        name_uk: "Кабванга",
        name_ru: "Кабванга",
        rows: Rows::Four,
        family: crate::spec::RuleFamily::Kiarabu,
        preset_of: None,
        learning_order: 1,
        provenance: Provenance::Articles,
        pit_roles: crate::spec::PitRoles::NONE,
        features: crate::games::four_row::FEATURES,
        options: KABWANGA_OPTIONS,
        build: |o| Ok(crate::games::Ruleset::Kiarabu(Kiarabu::from_options(Family::Kabwanga, o)?)),
    },
    VariantSpec {
        id: "moruba",
        section: "2.9",
        rule_prefixes: &["MOR"],
        name_en: "Moruba",
        name_uk: "Моруба",
        name_ru: "Моруба",
        rows: Rows::Four,
        family: crate::spec::RuleFamily::Kiarabu,
        preset_of: None,
        learning_order: 1,
        provenance: Provenance::Articles,
        pit_roles: crate::spec::PitRoles::NONE,
        features: crate::games::four_row::FEATURES,
        options: MORUBA_OPTIONS,
        build: |o| Ok(crate::games::Ruleset::Kiarabu(Kiarabu::from_options(Family::Moruba, o)?)),
    },
];

/// Which of the three games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Kiarabu,
    Kabwanga,
    Moruba,
}

/// A41(a): what happens when the last seed lands in an empty own inner pit that can capture and
/// the next pit holds more than one seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaptureOrder {
    /// Capture (KIA-6), then the super-relay (KAB-2) goes on.
    CaptureThenSuperRelay,
    /// Capture; the move ends.
    CaptureEndsMove,
    /// The super-relay goes on and nothing is captured.
    SuperRelayOnly,
}

/// The rules of Bao Kiarabu, Kabwanga or Moruba with their options.
#[derive(Clone, Debug)]
pub struct Kiarabu {
    pub family: Family,
    pub layout: Layout,
    geometry: Geometry,
    /// KIA-8: the occurrence of a position that draws the game.
    pub repetition_count: u8,
    pub endless: EndlessMove,
    /// Kabwanga A41(a).
    pub capture_order: CaptureOrder,
    /// Kabwanga A41(b): the super-relay sows into the lifted pit first.
    pub super_relay_from_lifted: bool,
    /// Kabwanga A41(c): any singleton may move when only singletons are left.
    pub any_singleton: bool,
    /// Moruba A42: extra pits after a capture (0..=2).
    pub extra_pits: u8,
    pub extra_compulsory: bool,
}

/// How a sowing move ended: `captured` anywhere in it (Moruba's extra pits follow any capture),
/// `by_capture` when its last seed's capture ended it (the turn's reason; a Kabwanga capture may
/// be followed by a super-relay that ends elsewhere).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Finish {
    Done { captured: bool, by_capture: bool },
    Endless,
}

const DIR: Direction = Direction::Ccw;

impl Kiarabu {
    /// The rules of `family`; each reads only the options its spec declares: the board width
    /// for Kiarabu, Kabwanga's for Kabwanga, Moruba's for Moruba, which plays Kabwanga's capture
    /// and super-relay rules at their defaults (its spec has no Kabwanga options).
    ///
    /// # Errors
    /// An option the spec does not declare as read here.
    pub fn from_options(family: Family, o: &OptionValues) -> Result<Kiarabu, OptionError> {
        let columns = if family == Family::Kiarabu { o.pick(COLUMNS.key, &[("8", 8), ("7", 7)])? } else { 8 };
        let layout = Layout::four_row(columns);
        let kabwanga = family == Family::Kabwanga;
        let moruba = family == Family::Moruba;
        Ok(Kiarabu {
            family,
            layout,
            geometry: Geometry::new(layout),
            // KIA-8: the option's range starts at 2.
            repetition_count: u8::try_from(o.number(REPETITION.key)?).unwrap_or(u8::MAX),
            endless: EndlessMove::from_options(o)?,
            capture_order: if kabwanga {
                o.pick(
                    "kabwanga.capture_order",
                    &[
                        ("capture_then_super_relay", CaptureOrder::CaptureThenSuperRelay),
                        ("capture_ends_move", CaptureOrder::CaptureEndsMove),
                        ("super_relay_only", CaptureOrder::SuperRelayOnly),
                    ],
                )?
            } else {
                CaptureOrder::CaptureThenSuperRelay
            },
            super_relay_from_lifted: kabwanga
                && o.pick("kabwanga.super_relay_start", &[("next_pit", false), ("lifted_pit", true)])?,
            any_singleton: kabwanga && o.pick("kabwanga.singletons", &[("prefer_relay", false), ("any", true)])?,
            extra_pits: if moruba { u8::try_from(o.number("moruba.extra_pits")?).unwrap_or(u8::MAX) } else { 0 },
            extra_compulsory: moruba && o.flag("moruba.extra_compulsory")?,
        })
    }

    /// The pits the singleton rules let `side` sow (KIA-4, KAB-3, A41(c)), before ENG-LOOP.
    fn candidates(&self, pos: &Position, side: Side) -> PitSet {
        let big = four_row::pits_with_at_least(pos, side, 2);
        if big != 0 {
            return big;
        }
        let singles = four_row::pits_with_at_least(pos, side, 1);
        let into_occupied = |p: usize| pos.pits[self.geometry.step(p, DIR)] > 0;
        let mut relay = 0;
        let mut into_empty = 0;
        for p in pits_of(singles) {
            if into_occupied(p) {
                relay |= 1 << p;
            } else {
                into_empty |= 1 << p;
            }
        }
        match self.family {
            Family::Kabwanga if self.any_singleton => singles,
            Family::Kabwanga if relay != 0 => relay,
            _ => into_empty,
        }
    }

    /// The rule that forbids sowing a singleton the candidates leave out (KIA-4, KAB-3).
    fn singleton_rule(&self, pos: &Position) -> &'static str {
        if self.family == Family::Kabwanga && four_row::pits_with_at_least(pos, pos.to_move, 2) == 0 {
            "KAB-3"
        } else {
            "KIA-4"
        }
    }

    /// Plays the sowing part of a move from `origin` (KIA-5, KIA-6, KAB-2).
    fn sow_move<B: Sower>(&self, b: &mut B, origin: usize) -> Finish {
        let g = &self.geometry;
        let kabwanga = self.family == Family::Kabwanga;
        let me = self.layout.side_of(origin);
        let mut captured = false;
        // A singleton starts a move only as the singleton rules allow: its pick-up cites the one
        // that does (KIA-4, KAB-3, A41).
        let rule = match (b.seeds(origin), self.family) {
            (1, Family::Kabwanga) if self.any_singleton => "A41",
            (1, Family::Kabwanga) => "KAB-3",
            (1, _) => "KIA-4",
            _ => "KIA-5",
        };
        b.lift(origin, rule);
        let mut first = g.step(origin, DIR);
        loop {
            let last = b.sow_hand(first, DIR, "KIA-5");
            if b.endless_at(last) {
                return Finish::Endless;
            }
            if b.seeds(last) > 1 {
                // KIA-5: the last seed fell into an occupied pit.
                b.relay(last, "KIA-5", RelayReason::Occupied);
                first = g.step(last, DIR);
                continue;
            }
            let next = g.step(last, DIR);
            let super_relay = kabwanga && b.seeds(next) > 1;
            // KIA-6: the last seed fell into an empty own inner pit facing an occupied pit.
            let can_capture = g.faces_occupied(b, last);
            if can_capture && !(super_relay && self.capture_order == CaptureOrder::SuperRelayOnly) {
                g.capture_facing(b, last, Place::Store(me), "KIA-6");
                captured = true;
                if !kabwanga || self.capture_order == CaptureOrder::CaptureEndsMove {
                    return Finish::Done { captured, by_capture: true };
                }
            }
            if super_relay {
                // KAB-2: the last seed fell into an empty pit, the next one holds more than one.
                b.relay(next, "KAB-2", RelayReason::NextPitFull);
                first = if self.super_relay_from_lifted { next } else { g.step(next, DIR) };
                continue;
            }
            // The move ends here: by this landing's capture, or in an empty pit.
            let by_capture = can_capture;
            return Finish::Done { captured, by_capture };
        }
    }

    /// Simulates the sowing of `origin` on a copy of `pos`.
    fn simulate(&self, pos: &Position, origin: usize) -> (Finish, Sim) {
        let mut sim = Sim::new(pos);
        let finish = self.sow_move(&mut sim, origin);
        (finish, sim)
    }

    /// The opponent pits a Moruba capture may also empty (A42), after the sowing.
    fn extra_targets(&self, sim: &Sim, opponent: Side) -> PitSet {
        let mut set = 0;
        for p in self.layout.side_range(opponent) {
            if sim.pits[p] > 0 {
                set |= 1 << p;
            }
        }
        set
    }

    /// Whether the game is over with `pos.to_move` to move, and how (KIA-7, A40, ENG-LOOP).
    fn end_state(&self, pos: &Position) -> Option<(Outcome, &'static str)> {
        for side in [pos.to_move, pos.to_move.opponent()] {
            if pos.seeds_in_half(side) == 0 {
                let o = Outcome { winner: Some(side.opponent()), reason: EndReason::NoSeeds };
                return Some((o, "KIA-7"));
            }
        }
        let me = pos.to_move;
        let cands = self.candidates(pos, me);
        if cands == 0 {
            // A40: seeds but no legal move loses, as C4-5.
            return Some((Outcome { winner: Some(me.opponent()), reason: EndReason::CannotMove }, "KIA-7"));
        }
        if self.endless == EndlessMove::Illegal && pits_of(cands).all(|p| self.simulate(pos, p).0 == Finish::Endless) {
            return Some((Outcome { winner: None, reason: EndReason::EndlessMove }, "ENG-LOOP"));
        }
        None
    }

    fn push_moves(&self, origin: usize, finish: Finish, sim: &Sim, opponent: Side, out: &mut Vec<Move>) {
        let sow = Move::sow(origin);
        let Finish::Done { captured: true, .. } = finish else {
            out.push(sow);
            return;
        };
        let targets = self.extra_targets(sim, opponent);
        let k = usize::from(self.extra_pits).min(targets.count_ones() as usize);
        if k == 0 {
            out.push(sow);
            return;
        }
        let optional = !self.extra_compulsory;
        if optional {
            out.push(sow.clone().then(Action::Pass));
        }
        for a in pits_of(targets) {
            let one = sow.clone().then(Action::Take(a as u8));
            if k == 1 {
                out.push(one);
                continue;
            }
            if optional {
                out.push(one.clone().then(Action::Pass));
            }
            for b in pits_of(targets & !(1 << a)) {
                out.push(one.clone().then(Action::Take(b as u8)));
            }
        }
    }

    /// Checks the Moruba extra-pit actions after a capturing sowing.
    fn check_extras(&self, acts: &[Action], sim: &Sim, opponent: Side) -> Result<(), IllegalReason> {
        let targets = self.extra_targets(sim, opponent);
        let k = usize::from(self.extra_pits).min(targets.count_ones() as usize);
        let mut taken: SmallVec<[u8; 2]> = SmallVec::new();
        for (i, a) in acts.iter().enumerate().skip(1) {
            match *a {
                Action::Take(p) if taken.len() < k => {
                    let pit = usize::from(p);
                    if pit >= self.layout.pit_count() || self.layout.side_of(pit) != opponent {
                        return Err(IllegalReason::Forbidden { rule: "MOR-1", why: Forbidden::Other });
                    }
                    if sim.pits[pit] == 0 {
                        return Err(IllegalReason::EmptyPit { pit: p });
                    }
                    if taken.contains(&p) {
                        return Err(IllegalReason::Forbidden { rule: "A42", why: Forbidden::Other });
                    }
                    taken.push(p);
                }
                Action::Pass if !self.extra_compulsory && taken.len() < k && i + 1 == acts.len() => return Ok(()),
                _ => return Err(IllegalReason::UnexpectedAction { index: i }),
            }
        }
        if taken.len() < k {
            return Err(IllegalReason::Incomplete {
                expected: if self.extra_compulsory { Expected::Take } else { Expected::TakeOrPass },
            });
        }
        Ok(())
    }
}

impl Rules for Kiarabu {
    fn layout(&self) -> Layout {
        self.layout
    }

    fn start_position(&self) -> Position {
        let n = usize::from(self.layout.columns);
        match self.family {
            // KIA-2: 2 seeds in every pit.
            Family::Kiarabu | Family::Moruba => four_row::mirrored_start(self.layout, |_, _| 2, 0),
            // KAB-1: 2 in every outer pit, 2 in I8, 1 in I7.
            Family::Kabwanga => four_row::mirrored_start(
                self.layout,
                |row, k| match row {
                    Row::Inner if k == n => 2,
                    Row::Inner => u8::from(k + 1 == n),
                    _ => 2,
                },
                0,
            ),
        }
    }

    fn check_position(&self, pos: &Position) -> Result<(), PositionError> {
        four_row::refuse_if_over(pos, |pos| self.end_state(pos))
    }

    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        if pos.outcome.is_some() {
            return;
        }
        let me = pos.to_move;
        for origin in pits_of(self.candidates(pos, me)) {
            let (finish, sim) = self.simulate(pos, origin);
            if finish == Finish::Endless && self.endless == EndlessMove::Illegal {
                continue;
            }
            if self.family == Family::Moruba {
                self.push_moves(origin, finish, &sim, me.opponent(), out);
            } else {
                out.push(Move::sow(origin));
            }
        }
    }

    fn check_move(&self, pos: &Position, mv: &Move) -> Result<(), IllegalReason> {
        let acts = mv.actions();
        let pit = four_row::sown_pit(self.layout, pos, mv)?;
        let me = pos.to_move;
        if self.candidates(pos, me) & (1 << pit) == 0 {
            return Err(IllegalReason::Forbidden { rule: self.singleton_rule(pos), why: Forbidden::Singleton });
        }
        let (finish, sim) = self.simulate(pos, pit);
        if finish == Finish::Endless && self.endless == EndlessMove::Illegal {
            return Err(IllegalReason::Forbidden { rule: "ENG-LOOP", why: Forbidden::Endless });
        }
        let extras_possible = self.family == Family::Moruba
            && matches!(finish, Finish::Done { captured: true, .. })
            && self.extra_pits > 0
            && self.extra_targets(&sim, me.opponent()) != 0;
        if extras_possible {
            return self.check_extras(acts, &sim, me.opponent());
        }
        if acts.len() > 1 {
            return Err(IllegalReason::UnexpectedAction { index: 1 });
        }
        Ok(())
    }

    fn play<S: StepSink>(&self, pos: &mut Position, mv: &Move, sink: &mut S) {
        let Some(origin) = mv.start_pit() else { return };
        let mut ctx = MoveCtx::new(pos, sink);
        let me = ctx.pos.to_move;
        match self.sow_move(&mut ctx, origin) {
            Finish::Done { captured, by_capture } => {
                if captured {
                    for a in &mv.actions()[1..] {
                        if let Action::Take(p) = *a {
                            ctx.capture_pit(usize::from(p), Place::Store(me), "MOR-1");
                        }
                    }
                }
                let why = if by_capture { TurnEndReason::Captured } else { ctx.empty_pit_reason() };
                ctx.pass_turn(why);
            }
            Finish::Endless => {
                ctx.note(Note::Endless, "ENG-LOOP");
                ctx.pass_turn(TurnEndReason::Endless);
                ctx.game_end(Outcome { winner: None, reason: EndReason::EndlessMove }, "ENG-LOOP");
                return;
            }
        }
        if let Some((outcome, rule)) = self.end_state(ctx.pos) {
            ctx.game_end(outcome, rule);
        }
    }

    fn repetition(&self) -> Option<RepetitionRule> {
        // KIA-8 (Kabwanga and Moruba keep every Kiarabu rule). Captured seeds never come back, so
        // no position before a capture can recur.
        Some(RepetitionRule { occurrences: self.repetition_count, since_capture: true, rule: "KIA-8" })
    }
}
