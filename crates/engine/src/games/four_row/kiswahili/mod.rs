//! Bao la Kiswahili (RULES.md §2.14, KSW-1..24) and the two Katra games built from it:
//! `katra_fandatsaka` (§2.15, KNH-1..2: no house, no blocking) and `katra_sakalava` (§2.16,
//! KS-1..6: two houses per player, no blocking). One rules struct, [`Kiswahili`], plays all three;
//! the games differ only in its configuration ([`House`], blocking, the singleton rule, the set-up).
//!
//! # Board (§0.2.2)
//! 4×8. Per player, local pits `O1..O8 = 0..7`, `I8..I1 = 8..15`; CCW is `+1`. Heads: `I1`
//! (left, local 15) and `I8` (right, local 8); outskirts `I1, I2, I7, I8`; house `I5` (local 11).
//! Katra Sakalava's second house part is `O5` (local 4), behind `I5`.
//!
//! # A move, action by action (the encoding of every decision)
//! * **Planting phase** (the mover's reserve is not empty, KSW-8): the move starts with
//!   `Plant(pit)` (`+S.I6`). Then, always in this order:
//!   - a capture by planting (KSW-9), outside the outskirts, not in Murray's zero phase:
//!     `Head(h)` (`hS.I1` / `hS.I8`), the free head of KSW-10(3). In the outskirts the nearest
//!     head is forced and **no** action is written (`+S.I2` is a whole move);
//!   - a capture by planting in Murray's zero phase (KSW-24): `Dir(d)`, the direction in which the
//!     captured seeds are sown starting **in** the planted pit;
//!   - a non-capturing planting (KSW-12) or a taxed house (KSW-18a): `Dir(d)`, always written
//!     (`+S.I6/ccw`), even where only one direction would be legal.
//! * **Harvest phase** (KSW-14/15): `Sow(pit)` then `Dir(d)`, always both (`S.I3/cw`).
//! * **Decisions met during the sowing**, one `Continue(bool)` each (`go` / `stop`), in the order
//!   met: safari at the working house in a capturing planting move (KSW-18c, A26), and Katra
//!   Sakalava's inner house (KS-2). Every later head is forced by KSW-10(1)/(2), so no other
//!   action occurs.
//!
//! # Rules as implemented (interpretations marked)
//! * Move types (KSW-6): capturing if the planting, or the first sowing of a harvest move, captures;
//!   a harvest start pit with 16+ seeds never captures (KSW-17). Capture is compulsory (KSW-7);
//!   in harvest the priority is capture > non-capturing from the inner row > from the outer row
//!   (KSW-16). Singletons never start a harvest move (KSW-15).
//! * Continuation (KSW-13) after each sowing: last seed in an empty pit ends the move; the blocked
//!   pit stops it (KSW-21); the house rules (below); in a capturing move an occupied own inner pit
//!   facing an occupied opponent pit captures, and the captured seeds are sown from a head
//!   (KSW-10/11: outskirts → nearest head, else the head of the current direction; from the left
//!   head CW, from the right head CCW; the first seed goes **into** the head, A46); otherwise relay.
//! * The house (KSW-18/19): intact and working when it holds 6 or more, intact and non-working
//!   below 6 (both derived from its count), destroyed ([`Position::house_destroyed`]) the moment it
//!   is emptied, by its owner lifting it or by a capture. Only during planting moves and only for
//!   a working house: planting into it is allowed only as a capture or when it is taxed
//!   (`kiswahili.tax_condition`, A25; a working house = 6+ *before* the seed is planted); a taxed
//!   house gives 2 seeds to a non-capturing sowing. A sowing whose last seed lands in the house
//!   while it then holds 6+ (**interpretation**: counted with that seed) stops a non-capturing
//!   move; in a capturing move, with `kiswahili.house_landing = capture_first` (A26, default) an
//!   occupied opposite pit is captured, otherwise the player chooses stop or safari (lift all,
//!   destroy the house, relay on). `always_choice` is the literal reading: stop or safari only.
//! * Blocking (KSW-21, A27, `kiswahili.blocking`): after P's non-capturing harvest move, when Q is
//!   in harvest too and has no capturing move, the set of Q's inner pits that P could capture
//!   first with a capturing harvest move is computed; if it is exactly one pit X and X is not one
//!   of the three exceptions, X is blocked: [`Position::blocked`] is set by a `Note::Blocked` step.
//!   During Q's next move X cannot start a move and a last seed landing in X stops the move. On
//!   P's next move, if P has capturing moves whose first capture is X, only those are legal (the
//!   duty). After P's next move the block is lifted (`Note::BlockLifted`, A27).
//! * Singletons in planting (KSW-22): once the house is destroyed (Katra Fandatsaka: from the
//!   start, `katra_nh.singleton_rule`), a non-capturing planting must go into a pit with 2+ seeds
//!   if there is one.
//! * Endless moves (KSW-23, `kiswahili.endless`): a move that has sown 192 seeds (12 laps of 16
//!   pits) since its last capture (or its start) is endless; measured when a sowing ends and the
//!   move would relay on. `cancel_game` ends the game without a winner (`EndReason::EndlessMove`;
//!   the engine cannot restart it), `mover_loses`, or `stop_and_pass` (the move just ends).
//!   Endless moves are legal moves: KSW-23 replaces ENG-LOOP here.
//! * Murray's zero phase (KSW-24, `kiswahili.murray_zero_phase`): during each player's first move
//!   (`moves_made == 0`) captured seeds are sown starting **in** the pit where the planted or last
//!   seed landed; at the planting capture the direction is the player's choice, later the current
//!   direction is kept.
//! * End (KSW-4, A24 `bao.inner_empty_check`): an empty inner row loses (after each move both are
//!   checked; both empty is a draw, **interpretation**; `immediate`: the moment a lift or capture
//!   empties a row the current sowing is finished and the game ends). A player with no legal move
//!   loses. C4-7 repetition draw (`engine.repetition_draw`; repeated positions include the
//!   blocked pit).
//!
//! # Katra games (reconstructed, A43/A44)
//! * `katra_fandatsaka` (KNH-1/2): Bao la Kiswahili without house and blocking. **Set-up not in
//!   the seeds**: 2 seeds in `I4, I5, I6` of each player and 26 in reserve (the 26 of *Mancala
//!   World* quoted in KNH-2); `S.I4` faces `N.I5`, so captures are possible at once, as KNH-2 says.
//! * `katra_sakalava` (KS-1..6): two houses (rova) per player, `I5` (inner) and `O5` (outer, in
//!   the same column: «один дім, в якого є дві частини»). **Set-up not in the seeds**: 3 seeds in
//!   each house, 2 in `I6` and `I7`, 22 in reserve (no capture is possible at once, KS-1). The
//!   houses have no working threshold and no tax. Reconstructed rules: a last seed in the intact
//!   outer house stops the move; in the intact inner house the player chooses stop or go (any
//!   phase, any move type; `go` continues by the ordinary rules, KS-2). Emptying either part (a
//!   lift by its owner, or a capture of the inner part) takes the seeds of both parts at once and
//!   destroys the house (KS-5): a lift sows both, a capture captures both. Planting into the inner
//!   house is an ordinary planting (KS-3): non-capturing, it lifts both parts. KSW-22 applies once
//!   the house is destroyed. No blocking (KS-6).

use crate::ctx::MoveCtx;
use crate::games::four_row::bao_common::{self, InnerEmptyCheck};
use crate::games::{RepetitionRule, Rules};
use crate::layout::{Direction, Layout, Row, Side};
use crate::moves::{Action, DirectionChoice, Expected, IllegalReason, Move};
use crate::options::{OptionError, OptionKind, OptionSpec, OptionValues, REPETITION_DRAW};
use crate::position::{EndReason, Inconsistency, Outcome, Part, Position, PositionError};
use crate::reason::TurnEndReason;
use crate::spec::{Provenance, VariantSpec};
use crate::step::StepSink;
use smallvec::SmallVec;

pub use crate::games::four_row::bao_common::INNER_EMPTY_CHECK;

// The legal moves and the reasons a move is not one (`moves.rs`); playing a move (`play.rs`).
mod moves;
mod play;

const TAX_CONDITION: OptionSpec = OptionSpec {
    key: "kiswahili.tax_condition",
    kind: OptionKind::Choice(&["other_inner_pits_empty", "other_outer_pits_empty"]),
    default: "other_inner_pits_empty",
    rule: "A25",
    #[cfg(feature = "descriptions")]
    about:
        "the working house may be taxed when every other inner pit is empty, or (literal) when the outer row is empty",
};

const HOUSE_LANDING: OptionSpec = OptionSpec {
    key: "kiswahili.house_landing",
    kind: OptionKind::Choice(&["capture_first", "always_choice"]),
    default: "capture_first",
    rule: "A26",
    #[cfg(feature = "descriptions")]
    about: "a capturing move ending in the working house captures an occupied opposite pit, or (literal) always offers stop or safari",
};

const BLOCKING: OptionSpec = OptionSpec {
    key: "kiswahili.blocking",
    kind: OptionKind::Bool,
    default: "true",
    rule: "A27",
    #[cfg(feature = "descriptions")]
    about: "play with blocked pits (beginners may leave the rule out)",
};

const ENDLESS: OptionSpec = OptionSpec {
    key: "kiswahili.endless",
    kind: OptionKind::Choice(&["cancel_game", "mover_loses", "stop_and_pass"]),
    default: "cancel_game",
    rule: "A28",
    #[cfg(feature = "descriptions")]
    about: "a move that sows 12 laps (192 seeds) without a capture cancels the game, loses, or just ends",
};

const MURRAY_ZERO_PHASE: OptionSpec = OptionSpec {
    key: "kiswahili.murray_zero_phase",
    kind: OptionKind::Bool,
    default: "false",
    rule: "A29",
    #[cfg(feature = "descriptions")]
    about: "Murray's zero phase: on each player's first move captured seeds are sown from the landing pit",
};

const SINGLETON_RULE: OptionSpec = OptionSpec {
    key: "katra_nh.singleton_rule",
    kind: OptionKind::Choice(&["from_start", "never"]),
    default: "from_start",
    rule: "KNH-1",
    #[cfg(feature = "descriptions")]
    about: "with no house, the planting singleton rule (KSW-22) applies from the start, or never",
};

const KISWAHILI_OPTIONS: &[OptionSpec] =
    &[INNER_EMPTY_CHECK, TAX_CONDITION, HOUSE_LANDING, BLOCKING, ENDLESS, MURRAY_ZERO_PHASE, REPETITION_DRAW];
const FANDATSAKA_OPTIONS: &[OptionSpec] = &[SINGLETON_RULE, INNER_EMPTY_CHECK, ENDLESS, REPETITION_DRAW];
const SAKALAVA_OPTIONS: &[OptionSpec] = &[INNER_EMPTY_CHECK, ENDLESS, REPETITION_DRAW];

/// What its positions may hold: the Bao games' features, and a blocked pit (KSW-21; the game's
/// own check refuses one where `kiswahili.blocking` is off, and in the Katra games).
const FEATURES: crate::spec::Features =
    crate::spec::Features { blocking: None, ..crate::games::four_row::bao_common::features("KSW-3", None) };

pub static SPECS: &[VariantSpec] = &[
    VariantSpec {
        id: "kiswahili",
        section: "2.14",
        rule_prefixes: &["KSW"],
        name_en: "Bao la Kiswahili",
        name_uk: "Бао ла кісуахілі",
        name_ru: "Бао ла кисуахили",
        rows: crate::layout::Rows::Four,
        family: crate::spec::RuleFamily::Kiswahili,
        preset_of: None,
        learning_order: 6,
        provenance: Provenance::Articles,
        pit_roles: crate::spec::PitRoles { heads: true, houses: &[(crate::Row::Inner, 5)] },
        features: FEATURES,
        options: KISWAHILI_OPTIONS,
        build: |o| Ok(crate::games::Ruleset::Kiswahili(Kiswahili::bao_la_kiswahili(o)?)),
    },
    VariantSpec {
        id: "katra_fandatsaka",
        section: "2.15",
        rule_prefixes: &["KNH"],
        name_en: "Katra Fandatsaka (Bao la Kiswahili without a house)",
        name_uk: "Катра фандацака (бао ла кісуахілі без дому)",
        name_ru: "Катра фандацака (бао ла кисуахили без дома)",
        rows: crate::layout::Rows::Four,
        family: crate::spec::RuleFamily::Kiswahili,
        preset_of: None,
        learning_order: 7,
        provenance: Provenance::Reconstructed,
        pit_roles: crate::spec::PitRoles { heads: true, houses: &[] },
        features: FEATURES,
        options: FANDATSAKA_OPTIONS,
        build: |o| Ok(crate::games::Ruleset::Kiswahili(Kiswahili::katra_fandatsaka(o)?)),
    },
    VariantSpec {
        id: "katra_sakalava",
        section: "2.16",
        rule_prefixes: &["KS"],
        name_en: "Katra Sakalava (two houses)",
        name_uk: "Катра Сакалава (два доми)",
        name_ru: "Катра Сакалава (два дома)",
        rows: crate::layout::Rows::Four,
        family: crate::spec::RuleFamily::Kiswahili,
        preset_of: None,
        learning_order: 8,
        provenance: Provenance::Reconstructed,
        pit_roles: crate::spec::PitRoles { heads: true, houses: &[(crate::Row::Inner, 5), (crate::Row::Outer, 5)] },
        features: FEATURES,
        options: SAKALAVA_OPTIONS,
        build: |o| Ok(crate::games::Ruleset::Kiswahili(Kiswahili::katra_sakalava(o)?)),
    },
];

const LAYOUT: Layout = Layout::four_row(8);
/// Pits in one half.
const PER: usize = 16;
/// Local index of the left head `I1`.
const LEFT_HEAD: usize = 15;
/// Local index of the right head `I8`.
const RIGHT_HEAD: usize = 8;
/// Local index of the house `I5`.
const HOUSE: usize = 11;
/// Local index of Katra Sakalava's outer house `O5`.
const OUTER_HOUSE: usize = 4;
/// A house with this many seeds is working (KSW-18).
const WORKING: u8 = 6;
/// 12 laps of 16 pits (KSW-23, A28).
const ENDLESS_SEEDS: u32 = 12 * 16;

/// Which houses the game has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum House {
    /// Katra Fandatsaka: no house (KNH-1).
    None,
    /// Bao la Kiswahili: the house `I5` with its working threshold, tax, stop and safari (KSW-18).
    Nyumba,
    /// Katra Sakalava: two houses `I5` and `O5` that act as one (KS-1..5).
    Rova,
}

/// KSW-23 variants (A28).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Endless {
    CancelGame,
    MoverLoses,
    StopAndPass,
}

/// The rules of Bao la Kiswahili and its Katra relatives, with options resolved.
#[derive(Clone, Debug)]
#[allow(clippy::struct_excessive_bools)]
pub struct Kiswahili {
    pub house: House,
    /// KSW-21 (A27).
    pub blocking: bool,
    /// A25 `other_outer_pits_empty`.
    pub tax_outer: bool,
    /// A26 `capture_first`.
    pub capture_first: bool,
    pub endless: Endless,
    /// KSW-24.
    pub zero_phase: bool,
    /// With no house: KSW-22 applies from the start (`katra_nh.singleton_rule = from_start`).
    pub singletons_without_house: bool,
    /// A24 `immediate`.
    pub immediate: bool,
    /// C4-7 (`engine.repetition_draw`, [`RepetitionRule::draw_after`]).
    pub repetition: Option<RepetitionRule>,
    /// Set-up: `I1..I8`, `O1..O8`, reserve (the same for both players).
    start_inner: [u8; 8],
    start_outer: [u8; 8],
    start_reserve: u8,
}

/// The run of a move stopped at a decision that its actions do not make (legal-move expansion).
struct NeedDecision;

/// What happened in a move, for the end-of-move rules.
#[derive(Clone, Copy, Debug, Default)]
#[allow(clippy::struct_excessive_bools)] // independent facts of one move, each read once
struct Summary {
    capturing: bool,
    planting: bool,
    /// A harvest begun from 16 seeds or more (KSW-17).
    big: bool,
    /// A relay has happened in this move.
    relayed: bool,
    endless: bool,
    /// Why the sowing ended, set where the loop stops; `None` when it stopped at a house or a
    /// blocked pit (a `Stop` note said which).
    end: Option<TurnEndReason>,
    /// A24 `immediate`: whose inner row became empty during the move.
    emptied: Option<Side>,
}

#[inline]
const fn base(side: Side) -> usize {
    side.index() * PER
}

/// Whether `pit` is in an inner row (the layout's).
#[inline]
const fn is_inner(pit: usize) -> bool {
    matches!(LAYOUT.row_of(pit), Row::Inner)
}

/// The opponent's inner pit facing an inner pit (`S.Ik` faces `N.I(9-k)`): the layout's.
#[inline]
const fn opposite(pit: usize) -> usize {
    match LAYOUT.opposite(pit) {
        Some(p) => p,
        None => pit,
    }
}

/// KSW-1: `I1`, `I2`, `I7`, `I8` (the Bao games' shared geometry, [`bao_common::is_outskirt`]).
#[inline]
fn is_outskirt(pit: usize) -> bool {
    bao_common::is_outskirt(LAYOUT, pit)
}

const DIRS: [Direction; 2] = [Direction::Ccw, Direction::Cw];

fn dir_action(d: Direction) -> Action {
    Action::Dir(DirectionChoice::from(d))
}

/// The next action as a direction.
fn take_dir(a: Option<Action>) -> Result<Direction, NeedDecision> {
    match a {
        Some(Action::Dir(d)) => Ok(Direction::from(d)),
        _ => Err(NeedDecision),
    }
}

/// The next action as a stop/go decision.
fn take_decision(a: Option<Action>) -> Result<bool, NeedDecision> {
    match a {
        Some(Action::Continue(go)) => Ok(go),
        _ => Err(NeedDecision),
    }
}

/// A start of a harvest move: pit, direction, the first pit it captures (if it is capturing).
#[derive(Clone, Copy)]
struct HarvestStart {
    pit: usize,
    dir: Direction,
    first_capture: Option<usize>,
}

impl Kiswahili {
    fn common(o: &OptionValues) -> Result<Kiswahili, OptionError> {
        Ok(Kiswahili {
            house: House::Nyumba,
            blocking: false,
            tax_outer: false,
            capture_first: true,
            endless: o.pick(
                ENDLESS.key,
                &[
                    ("cancel_game", Endless::CancelGame),
                    ("mover_loses", Endless::MoverLoses),
                    ("stop_and_pass", Endless::StopAndPass),
                ],
            )?,
            zero_phase: false,
            singletons_without_house: false,
            immediate: InnerEmptyCheck::from_options(o)? == InnerEmptyCheck::Immediate,
            repetition: RepetitionRule::from_draw_option(o)?,
            start_inner: [0, 0, 0, 0, 6, 2, 2, 0],
            start_outer: [0; 8],
            start_reserve: 22,
        })
    }

    /// Bao la Kiswahili (§2.14).
    ///
    /// # Errors
    /// An option the spec does not declare as read here.
    pub fn bao_la_kiswahili(o: &OptionValues) -> Result<Kiswahili, OptionError> {
        Ok(Kiswahili {
            blocking: o.flag(BLOCKING.key)?,
            tax_outer: o
                .pick(TAX_CONDITION.key, &[("other_inner_pits_empty", false), ("other_outer_pits_empty", true)])?,
            capture_first: o.pick(HOUSE_LANDING.key, &[("capture_first", true), ("always_choice", false)])?,
            zero_phase: o.flag(MURRAY_ZERO_PHASE.key)?,
            ..Kiswahili::common(o)?
        })
    }

    /// Katra Fandatsaka (§2.15), with the reconstructed set-up.
    ///
    /// # Errors
    /// An option the spec does not declare as read here.
    pub fn katra_fandatsaka(o: &OptionValues) -> Result<Kiswahili, OptionError> {
        Ok(Kiswahili {
            house: House::None,
            singletons_without_house: o.pick(SINGLETON_RULE.key, &[("from_start", true), ("never", false)])?,
            start_inner: [0, 0, 0, 2, 2, 2, 0, 0],
            start_reserve: 26,
            ..Kiswahili::common(o)?
        })
    }

    /// Katra Sakalava (§2.16), with the reconstructed set-up.
    ///
    /// # Errors
    /// An option the spec does not declare as read here.
    pub fn katra_sakalava(o: &OptionValues) -> Result<Kiswahili, OptionError> {
        Ok(Kiswahili {
            house: House::Rova,
            start_inner: [0, 0, 0, 0, 3, 2, 2, 0],
            start_outer: [0, 0, 0, 0, 3, 0, 0, 0],
            start_reserve: 22,
            ..Kiswahili::common(o)?
        })
    }

    /// Whether a side's house exists and is not destroyed.
    #[inline]
    fn intact(&self, pos: &Position, side: Side) -> bool {
        self.house != House::None && !pos.house_destroyed[side.index()]
    }

    /// KSW-22 applies: the house is destroyed, or there is none and the option says so.
    fn singleton_rule(&self, pos: &Position, side: Side) -> bool {
        match self.house {
            House::None => self.singletons_without_house,
            House::Nyumba | House::Rova => pos.house_destroyed[side.index()],
        }
    }

    /// The pit blocked for the side to move (KSW-21).
    #[inline]
    fn my_block(pos: &Position) -> Option<usize> {
        pos.blocked().filter(|&x| LAYOUT.side_of(x) == pos.to_move)
    }

    /// The pit the side to move is obliged to capture first (KSW-21 duty).
    #[inline]
    fn duty(&self, pos: &Position) -> Option<usize> {
        if self.blocking {
            pos.blocked().filter(|&x| LAYOUT.side_of(x) != pos.to_move)
        } else {
            None
        }
    }

    /// The pit a harvest move from `pit` in `dir` captures first, if the move is capturing
    /// (KSW-17: the first sowing's last seed lands in an occupied own inner pit facing an occupied
    /// opponent pit, and fewer than 16 seeds are lifted). `blocked`: the mover's blocked pit.
    #[inline]
    fn first_capture(&self, pos: &Position, pit: usize, dir: Direction, blocked: Option<usize>) -> Option<usize> {
        let b = pit - pit % PER;
        let local = pit % PER;
        let mut hand = usize::from(pos.pits[pit]);
        // Katra Sakalava: lifting an intact house part lifts both (KS-5).
        let mut other_part = usize::MAX;
        if self.house == House::Rova
            && (local == HOUSE || local == OUTER_HOUSE)
            && self.intact(pos, LAYOUT.side_of(pit))
        {
            other_part = b + if local == HOUSE { OUTER_HOUSE } else { HOUSE };
            hand += usize::from(pos.pits[other_part]);
        }
        if hand == 0 || hand >= 16 {
            return None;
        }
        let land_local = match dir {
            Direction::Ccw => (local + hand) % PER,
            Direction::Cw => (local + PER - hand) % PER,
        };
        if land_local < 8 {
            return None;
        }
        let land = b + land_local;
        if land == other_part || pos.pits[land] == 0 || blocked == Some(land) {
            return None;
        }
        let opp = opposite(land);
        (pos.pits[opp] > 0).then_some(opp)
    }

    /// Whether `side` (in harvest) has a capturing move; used for blocking.
    fn has_harvest_capture(&self, pos: &Position, side: Side) -> bool {
        let b = base(side);
        (b..b + PER).any(|p| pos.pits[p] >= 2 && DIRS.iter().any(|&d| self.first_capture(pos, p, d, None).is_some()))
    }
}

impl Rules for Kiswahili {
    fn layout(&self) -> Layout {
        LAYOUT
    }

    fn start_position(&self) -> Position {
        crate::games::four_row::mirrored_start(
            LAYOUT,
            |row, k| if row == Row::Inner { self.start_inner[k - 1] } else { self.start_outer[k - 1] },
            self.start_reserve,
        )
    }

    fn check_position(&self, pos: &Position) -> Result<(), PositionError> {
        let bad = |rule: &'static str, reason| Err(PositionError::Inconsistent { rule, reason });
        for side in Side::BOTH {
            let b = base(side);
            if self.house == House::None && pos.house_destroyed[side.index()] {
                return bad("KNH-1", Inconsistency::NoSuchPart(Part::House));
            }
            if self.intact(pos, side) {
                let parts: &[usize] = if self.house == House::Rova { &[HOUSE, OUTER_HOUSE] } else { &[HOUSE] };
                for &part in parts {
                    if pos.pits[b + part] == 0 {
                        return bad(
                            if self.house == House::Rova { "KS-5" } else { "KSW-18" },
                            Inconsistency::EmptyHouse { layout: LAYOUT, pit: (b + part) as u8 },
                        );
                    }
                }
            }
        }
        if let Some(x) = pos.blocked() {
            if !self.blocking {
                return bad("KSW-21", Inconsistency::NoSuchPart(Part::Blocking));
            }
            if !is_inner(x) {
                return bad("KSW-21", Inconsistency::BlockedNotInner { layout: LAYOUT, pit: x as u8 });
            }
        }
        if pos.outcome.is_none() {
            for side in Side::BOTH {
                if bao_common::inner_row_empty(pos, side) {
                    return bad("KSW-4", Inconsistency::AlreadyOver(EndReason::InnerRowEmpty));
                }
            }
            if !self.has_move(pos) {
                return bad("KSW-4", Inconsistency::AlreadyOver(EndReason::CannotMove));
            }
        }
        Ok(())
    }

    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        if pos.outcome.is_some() {
            return;
        }
        let from = out.len();
        self.starts(pos, out);
        let me = pos.to_move;
        if self.house == House::None || !self.intact(pos, me) {
            return;
        }
        if !out[from..].iter().any(|mv| self.may_decide(pos, mv)) {
            return;
        }
        let pending: SmallVec<[Move; 16]> = out.drain(from..).collect();
        for mv in pending {
            self.expand(pos, mv, out);
        }
    }

    fn check_move(&self, pos: &Position, mv: &Move) -> Result<(), IllegalReason> {
        let mut legal = Vec::new();
        self.legal_moves(pos, &mut legal);
        if legal.contains(mv) {
            return Ok(());
        }
        let acts = mv.actions();
        let common = |l: &Move| l.actions().iter().zip(acts).take_while(|(a, b)| a == b).count();
        let matched = legal.iter().map(common).max().unwrap_or(0);
        if matched == acts.len() {
            let next = legal
                .iter()
                .find(|l| l.actions().len() > acts.len() && l.actions()[..acts.len()] == *acts)
                .and_then(|l| l.actions().get(acts.len()).copied());
            let expected = match next {
                Some(Action::Plant(_)) => Expected::PlantPit,
                Some(Action::Dir(_)) => Expected::Direction,
                Some(Action::Head(_)) => Expected::Head,
                Some(Action::Continue(_)) => Expected::StopOrGo,
                _ => Expected::Pit,
            };
            return Err(IllegalReason::Incomplete { expected });
        }
        if matched == 0 {
            return Err(self.diagnose_start(pos, acts[0]));
        }
        if matched == 1 {
            if let (Some(Action::Sow(_)), Some(Action::Dir(_))) = (acts.first(), acts.get(1)) {
                return Err(self.harvest_reason(pos));
            }
        }
        Err(IllegalReason::UnexpectedAction { index: matched })
    }

    fn play<S: StepSink>(&self, pos: &mut Position, mv: &Move, sink: &mut S) {
        let mut ctx = MoveCtx::new(pos, sink);
        let me = ctx.pos.to_move;
        let them = me.opponent();
        let sum = self.run(&mut ctx, mv.actions()).unwrap_or_default();
        if sum.endless {
            let winner = match self.endless {
                Endless::CancelGame => Some(None),
                Endless::MoverLoses => Some(Some(them)),
                Endless::StopAndPass => None,
            };
            if let Some(winner) = winner {
                ctx.pass_turn(TurnEndReason::Endless);
                ctx.game_end(Outcome { winner, reason: EndReason::EndlessMove }, "KSW-23");
                return;
            }
        }
        if self.blocking {
            self.update_block(&mut ctx, me, sum);
        }
        ctx.pass_turn(sum.end.unwrap_or(TurnEndReason::Stopped));
        // KSW-4 with A24.
        let loser = match sum.emptied {
            Some(side) => Some(Some(side)),
            None => match (bao_common::inner_row_empty(ctx.pos, them), bao_common::inner_row_empty(ctx.pos, me)) {
                (true, true) => Some(None),
                (true, false) => Some(Some(them)),
                (false, true) => Some(Some(me)),
                (false, false) => None,
            },
        };
        if let Some(loser) = loser {
            let winner = loser.map(Side::opponent);
            ctx.game_end(Outcome { winner, reason: EndReason::InnerRowEmpty }, "KSW-4");
            return;
        }
        if !self.has_move(ctx.pos) {
            ctx.game_end(Outcome { winner: Some(me), reason: EndReason::CannotMove }, "KSW-4");
        }
    }

    fn repetition(&self) -> Option<RepetitionRule> {
        self.repetition
    }
}
