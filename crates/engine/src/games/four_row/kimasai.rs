//! Bao la Kimasai (RULES.md §2.12, KIM-1..9): a four-row game in two phases, planting and harvest.
//!
//! * Start (KIM-2): one seed in every inner pit, 24 seeds in each reserve.
//! * Every move goes clockwise (KIM-3), so a move never holds a `Dir` action.
//! * **First move** (KIM-5): the first player's first move is a plain relay sowing from any own
//!   occupied pit, without planting or capture. It is the move made when `moves_made` is `0,0`
//!   and the mover still has a reserve (a position of the harvest phase with zero counters is
//!   played by the harvest rules). Move: `[Sow(pit)]`, token `S.I1`.
//! * **Planting** (KIM-6), while the mover's reserve is not empty (A33): one reserve seed goes into
//!   any own pit that already holds seeds (option `kimasai.plant_inner_only`: inner pits only),
//!   then that pit's seeds are relay-sown. No captures in the whole move. Move: `[Plant(pit)]`,
//!   token `+S.I6`. The move that plants the last reserve seed logs a `HarvestBegins` note.
//! * **Harvest** (KIM-7), once the reserve is empty: relay-sow any own occupied pit (singletons
//!   too, KIM-4). When a sowing's last seed lands in an occupied own inner pit B facing an occupied
//!   opponent inner pit, that pit's seeds (only those; outer rows are safe, KIM-8) are sown, the
//!   first seed **into B** (A31, option `kimasai.capture_start` = `B`; `B_plus_1` starts after B),
//!   still clockwise, and the ordinary rules go on (C4-6). Move: `[Sow(pit)]`.
//! * End (KIM-9, A24): a player whose inner row is empty loses (option `bao.inner_empty_check`);
//!   if both inner rows are empty after a move the game is a draw (not in RULES.md; interpretation).
//!   A player with no move loses (C4-5; cannot happen while his inner row holds seeds).
//! * ENG-LOOP (`engine.endless_move`) and the C4-7 repetition draw (`engine.repetition_draw`).

// Pit indices are below MAX_PITS (64), so `as u8` never truncates.
#![allow(clippy::cast_possible_truncation)]

use crate::ctx::MoveCtx;
use crate::games::four_row::bao_common::{
    self, EndRules, InnerEmptyCheck, Landing, Playable, RelayConfig, RelayEnd, INNER_EMPTY_CHECK,
};
use crate::games::four_row::BaoBoard;
use crate::games::{RepetitionRule, Rules};
use crate::layout::{Direction, Layout, Row};
use crate::moves::{Action, Forbidden, IllegalReason, Move};
use crate::options::{EndlessMove, OptionError, OptionKind, OptionSpec, OptionValues, ENDLESS_MOVE, REPETITION_DRAW};
use crate::position::{Position, PositionError};
use crate::reason::RelayReason;
use crate::spec::{Provenance, VariantSpec};
use crate::step::{Note, StepSink};

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "kimasai.plant_inner_only",
        kind: OptionKind::Bool,
        default: "false",
        rule: "A33",
        #[cfg(feature = "descriptions")]
        about: "planting only into occupied inner pits (the article allows any occupied own pit)",
    },
    OptionSpec {
        key: "kimasai.capture_start",
        kind: OptionKind::Choice(&["B", "B_plus_1"]),
        default: "B",
        rule: "A31",
        #[cfg(feature = "descriptions")]
        about: "captured seeds are sown starting in the landing pit B, or in the pit after it",
    },
    INNER_EMPTY_CHECK,
    ENDLESS_MOVE,
    REPETITION_DRAW,
];

pub static SPECS: &[VariantSpec] = &[VariantSpec {
    id: "kimasai",
    section: "2.12",
    rule_prefixes: &["KIM"],
    name_en: "Bao la Kimasai",
    name_uk: "Бао ла кімасаї",
    name_ru: "Бао ла кимасаи",
    rows: crate::layout::Rows::Four,
    family: crate::spec::RuleFamily::Kimasai,
    preset_of: None,
    learning_order: 4,
    provenance: Provenance::Articles,
    pit_roles: crate::spec::PitRoles::NONE,
    features: crate::games::four_row::bao_common::features("KIM-7", None),
    options: OPTIONS,
    build: |o| Ok(crate::games::Ruleset::Kimasai(Kimasai::from_options(o)?)),
}];

const LAYOUT: Layout = Layout::four_row(8);
const DIR: Direction = Direction::Cw;
const END_RULES: EndRules = EndRules { inner_empty: "KIM-9", no_move: "C4-5" };

/// Which rules the mover's move follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// KIM-5: the first player's first move.
    First,
    /// KIM-6: the mover still has reserve seeds.
    Planting,
    /// KIM-7: the mover's reserve is empty.
    Harvest,
}

#[derive(Clone, Debug)]
pub struct Kimasai {
    pub plant_inner_only: bool,
    /// A31 `B_plus_1`: captured seeds start in the pit after B.
    pub capture_after_b: bool,
    pub inner_check: InnerEmptyCheck,
    pub endless_illegal: bool,
    pub repetition: Option<RepetitionRule>,
}

impl Kimasai {
    /// # Errors
    /// An option the spec does not declare as read here.
    pub fn from_options(o: &OptionValues) -> Result<Kimasai, OptionError> {
        Ok(Kimasai {
            plant_inner_only: o.flag("kimasai.plant_inner_only")?,
            capture_after_b: o.pick("kimasai.capture_start", &[("B", false), ("B_plus_1", true)])?,
            inner_check: InnerEmptyCheck::from_options(o)?,
            endless_illegal: !EndlessMove::from_options(o)?.is_draw(),
            repetition: RepetitionRule::from_draw_option(o)?,
        })
    }

    fn phase(pos: &Position) -> Phase {
        if pos.reserves[pos.to_move.index()] == 0 {
            Phase::Harvest
        } else if pos.moves_made == [0, 0] {
            Phase::First
        } else {
            Phase::Planting
        }
    }

    /// The move from `pit` in this phase (before the ENG-LOOP check).
    fn candidate(&self, pos: &Position, phase: Phase, pit: usize) -> Option<Move> {
        if pos.pits[pit] == 0 {
            return None;
        }
        match phase {
            Phase::First | Phase::Harvest => Some(Move::sow(pit)),
            Phase::Planting => (!self.plant_inner_only || LAYOUT.row_of(pit) == Row::Inner)
                .then(|| Move::from_actions(&[Action::Plant(pit as u8)])),
        }
    }

    /// Plays the sowing part of a move (everything before the turn ends).
    fn run<B: BaoBoard>(&self, ctx: &mut B, phase: Phase, origin: usize) -> RelayEnd {
        let me = ctx.position().to_move;
        let sow_rule = match phase {
            Phase::First => "KIM-5",
            Phase::Planting => {
                ctx.plant(me, origin, "KIM-6");
                if ctx.position().reserves[me.index()] == 0 {
                    ctx.note(Note::HarvestBegins { side: me }, "A33");
                }
                "KIM-6"
            }
            Phase::Harvest => "KIM-7",
        };
        ctx.note(Note::Direction { dir: DIR }, "KIM-3");
        let cfg = RelayConfig::eng_loop("C4-2", self.inner_check);
        let harvest = phase == Phase::Harvest;
        let after_b = self.capture_after_b;
        bao_common::relay_move(ctx, origin, DIR, (sow_rule, sow_rule), &cfg, |pos, last, dir| {
            if pos.pits[last] <= 1 {
                return Landing::End;
            }
            if harvest && LAYOUT.row_of(last) == Row::Inner {
                if let Some(from) = bao_common::occupied_opposite(pos, last) {
                    let (first, sow_rule) = if after_b { (LAYOUT.step(last, dir), "A31") } else { (last, "KIM-7") };
                    return Landing::Capture { from, first, dir, capture_rule: "KIM-7", sow_rule, head: None };
                }
            }
            // C4-2: only a harvest captures; otherwise the row or the empty pit across decides.
            Landing::Relay(if harvest { bao_common::relay_reason(LAYOUT, last) } else { RelayReason::NonCapturing })
        })
    }

    /// Whether a move is endless (ENG-LOOP), by playing it on a copy.
    fn is_endless(&self, pos: &Position, phase: Phase, origin: usize) -> bool {
        bao_common::is_endless(pos, |ctx| self.run(ctx, phase, origin))
    }

    fn playable(&self, pos: &Position) -> Playable {
        let phase = Self::phase(pos);
        let mut any = false;
        for pit in LAYOUT.side_range(pos.to_move) {
            if self.candidate(pos, phase, pit).is_some() {
                if !self.endless_illegal || !self.is_endless(pos, phase, pit) {
                    return Playable::Yes;
                }
                any = true;
            }
        }
        if any {
            Playable::AllEndless
        } else {
            Playable::NoMove
        }
    }
}

impl Rules for Kimasai {
    fn layout(&self) -> Layout {
        LAYOUT
    }

    fn start_position(&self) -> Position {
        // KIM-2 (T-KIM-0): one seed in each inner pit, 24 in each reserve.
        crate::games::four_row::mirrored_start(LAYOUT, |row, _| u8::from(row == Row::Inner), 24)
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
        let phase = Self::phase(pos);
        for pit in LAYOUT.side_range(pos.to_move) {
            if let Some(mv) = self.candidate(pos, phase, pit) {
                if !self.endless_illegal || !self.is_endless(pos, phase, pit) {
                    out.push(mv);
                }
            }
        }
    }

    fn check_move(&self, pos: &Position, mv: &Move) -> Result<(), IllegalReason> {
        let phase = Self::phase(pos);
        let (pit, planting) = match mv.actions().first() {
            Some(Action::Sow(p)) => (*p, false),
            Some(Action::Plant(p)) => (*p, true),
            _ => return Err(IllegalReason::UnexpectedAction { index: 0 }),
        };
        let pit_index = usize::from(pit);
        if pit_index >= LAYOUT.pit_count() || LAYOUT.side_of(pit_index) != pos.to_move {
            return Err(IllegalReason::NotYourPit { pit });
        }
        match (phase, planting) {
            (Phase::First, true) => {
                return Err(IllegalReason::Forbidden { rule: "KIM-5", why: Forbidden::Other });
            }
            (Phase::Harvest, true) => {
                // A33: the planting phase is over once the reserve is empty.
                return Err(IllegalReason::Forbidden { rule: "A33", why: Forbidden::Other });
            }
            (Phase::Planting, false) => {
                // KIM-6: while seeds are in reserve, every move starts by planting one.
                return Err(IllegalReason::Forbidden { rule: "KIM-6", why: Forbidden::Other });
            }
            (Phase::Planting, true) => {
                if pos.pits[pit_index] == 0 {
                    return Err(IllegalReason::Forbidden { rule: "KIM-6", why: Forbidden::PlantTarget });
                }
                if self.plant_inner_only && LAYOUT.row_of(pit_index) != Row::Inner {
                    return Err(IllegalReason::Forbidden { rule: "A33", why: Forbidden::PlantTarget });
                }
            }
            (Phase::First | Phase::Harvest, false) => {
                if pos.pits[pit_index] == 0 {
                    return Err(IllegalReason::EmptyPit { pit });
                }
            }
        }
        if mv.actions().len() > 1 {
            return Err(IllegalReason::UnexpectedAction { index: 1 });
        }
        if self.endless_illegal && self.is_endless(pos, phase, pit_index) {
            return Err(IllegalReason::Forbidden { rule: "ENG-LOOP", why: Forbidden::Endless });
        }
        Ok(())
    }

    fn play<S: StepSink>(&self, pos: &mut Position, mv: &Move, sink: &mut S) {
        let Some(origin) = mv.start_pit() else { return };
        let phase = Self::phase(pos);
        let mut ctx = MoveCtx::new(pos, sink);
        let end = self.run(&mut ctx, phase, origin);
        bao_common::end_move(&mut ctx, end, END_RULES, |p| self.playable(p));
    }

    fn repetition(&self) -> Option<RepetitionRule> {
        self.repetition
    }
}
