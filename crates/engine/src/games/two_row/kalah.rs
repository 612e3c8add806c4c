//! Kalah (RULES.md §2.1): 2×6, each player sows through his own store.
//!
//! A move is one action, `Sow(pit)` (KAL-4): any non-empty pit of the mover's row. The seeds go
//! counter-clockwise through the mover's own store, skipping the opponent's (KAL-5); the origin is
//! sown into on a lap unless `kalah.skip_origin` (KAL-6, A6). The last seed in the own store gives
//! an extra turn (KAL-7); in an own empty pit it captures the opposite pit with itself (KAL-8, A1).
//! The game ends by `kalah.end_trigger` (KAL-10, A2); the seeds left go to their row's owner
//! (KAL-11) and the larger store wins (KAL-12, KAL-13).

use crate::ctx::MoveCtx;
use crate::games::two_row::{self, Slot};
use crate::games::Rules;
use crate::layout::{Layout, Side};
use crate::moves::{IllegalReason, Move};
use crate::options::{OptionError, OptionKind, OptionSpec, OptionValues};
use crate::position::{EndReason, Inconsistency, Outcome, Position, PositionError};
use crate::reason::TurnEndReason;
use crate::spec::{Provenance, VariantSpec};
use crate::step::{Place, StepSink};

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "kalah.seeds_per_pit",
        kind: OptionKind::Int { min: 1, max: 10 },
        default: "4",
        rule: "A4",
        #[cfg(feature = "descriptions")]
        about: "seeds in each pit at the start (the articles name 3, 4 and 6)",
    },
    OptionSpec {
        key: "kalah.empty_opposite",
        kind: OptionKind::Choice(&["no_capture", "take_own_seed"]),
        default: "no_capture",
        rule: "A1",
        #[cfg(feature = "descriptions")]
        about: "last seed in an own empty pit facing an empty pit: nothing happens, or the seed goes to the store",
    },
    OptionSpec {
        key: "kalah.end_trigger",
        kind: OptionKind::Choice(&["any_row_empty", "mover_cannot_move"]),
        default: "any_row_empty",
        rule: "A2",
        #[cfg(feature = "descriptions")]
        about: "the game ends when any row is empty after a move, or only when the player to move cannot move",
    },
    OptionSpec {
        key: "kalah.skip_origin",
        kind: OptionKind::Bool,
        default: "false",
        rule: "A6",
        #[cfg(feature = "descriptions")]
        about: "a sowing of 13 or more seeds skips the pit it started from",
    },
];

pub static SPECS: &[VariantSpec] = &[VariantSpec {
    id: "kalah",
    section: "2.1",
    rule_prefixes: &["KAL"],
    name_en: "Kalah",
    name_uk: "Калах",
    name_ru: "Калах",
    rows: crate::layout::Rows::Two,
    family: crate::spec::RuleFamily::Kalah,
    preset_of: None,
    learning_order: 1,
    provenance: Provenance::Articles,
    pit_roles: crate::spec::PitRoles::NONE,
    features: crate::spec::Features { off: Some("KAL-9"), ..crate::games::two_row::FEATURES },
    options: OPTIONS,
    build: |o| Ok(crate::games::Ruleset::Kalah(Kalah::from_options(o)?)),
}];

/// When the game ends (A2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndTrigger {
    AnyRowEmpty,
    MoverCannotMove,
}

#[derive(Clone, Debug)]
pub struct Kalah {
    pub seeds_per_pit: u8,
    /// A1 `take_own_seed`.
    pub take_own_seed: bool,
    pub end_trigger: EndTrigger,
    pub skip_origin: bool,
}

impl Kalah {
    /// # Errors
    /// An option the spec does not declare as read here.
    pub fn from_options(o: &OptionValues) -> Result<Kalah, OptionError> {
        Ok(Kalah {
            seeds_per_pit: u8::try_from(o.number("kalah.seeds_per_pit")?).unwrap_or(u8::MAX),
            take_own_seed: o.pick("kalah.empty_opposite", &[("no_capture", false), ("take_own_seed", true)])?,
            end_trigger: o.pick(
                "kalah.end_trigger",
                &[("any_row_empty", EndTrigger::AnyRowEmpty), ("mover_cannot_move", EndTrigger::MoverCannotMove)],
            )?,
            skip_origin: o.flag("kalah.skip_origin")?,
        })
    }

    const LAYOUT: Layout = Layout::two_row(6);

    #[inline]
    fn row_empty(pos: &Position, side: Side) -> bool {
        let b = Self::LAYOUT.side_range(side).start;
        // Six bytes at once (one 8-byte load, masked): this runs after every move. A mask, not
        // `trailing_zeros() >= 48`, which without BMI1 is a bit scan and a branch.
        if let Some(Ok(word)) = pos.pits.get(b..b + 8).map(<[u8; 8]>::try_from) {
            #[allow(clippy::verbose_bit_mask)]
            return u64::from_le_bytes(word) & 0xffff_ffff_ffff == 0;
        }
        pos.pits[b..b + 6].iter().all(|&s| s == 0)
    }

    /// Whether the game is over in `pos` (KAL-10, A2).
    fn game_over(&self, pos: &Position) -> bool {
        match self.end_trigger {
            EndTrigger::AnyRowEmpty => Side::BOTH.iter().any(|&s| Self::row_empty(pos, s)),
            EndTrigger::MoverCannotMove => Self::row_empty(pos, pos.to_move),
        }
    }

    fn finish<S: StepSink>(&self, ctx: &mut MoveCtx<'_, S>) {
        // KAL-11: whoever still has seeds puts them into his own store.
        for side in Side::BOTH {
            for pit in Self::LAYOUT.side_range(side) {
                let count = ctx.pos.pits[pit];
                if count > 0 {
                    ctx.transfer(Place::Pit(pit as u8), Place::Store(side), count, "KAL-11");
                }
            }
        }
        let (s, n) = (ctx.pos.store(Side::South), ctx.pos.store(Side::North));
        let winner = match s.cmp(&n) {
            std::cmp::Ordering::Greater => Some(Side::South),
            std::cmp::Ordering::Less => Some(Side::North),
            std::cmp::Ordering::Equal => None,
        };
        let rule = if winner.is_some() { "KAL-12" } else { "KAL-13" };
        // A2: under `mover_cannot_move` the game ends because the player to move cannot move.
        let reason = match self.end_trigger {
            EndTrigger::AnyRowEmpty => EndReason::RowEmpty,
            EndTrigger::MoverCannotMove => EndReason::CannotMove,
        };
        ctx.game_end(Outcome { winner, reason }, rule);
    }
}

impl Rules for Kalah {
    fn layout(&self) -> Layout {
        Self::LAYOUT
    }

    fn start_position(&self) -> Position {
        let mut pos = Position::empty(Self::LAYOUT);
        pos.pits[..12].fill(self.seeds_per_pit);
        pos
    }

    fn check_position(&self, pos: &Position) -> Result<(), PositionError> {
        if pos.outcome.is_none() && self.game_over(pos) {
            return Err(PositionError::Inconsistent {
                rule: "KAL-10",
                reason: Inconsistency::AlreadyOver(EndReason::RowEmpty),
            });
        }
        Ok(())
    }

    #[inline]
    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        if pos.outcome.is_some() {
            return;
        }
        let base = Self::LAYOUT.side_range(pos.to_move).start;
        let mut mask = two_row::nonempty_mask(pos, pos.to_move);
        while mask != 0 {
            out.push(Move::sow(base + mask.trailing_zeros() as usize));
            mask &= mask - 1;
        }
    }

    #[inline]
    fn legal_sow_mask(&self, pos: &Position) -> Option<u64> {
        if pos.outcome.is_some() {
            return Some(0);
        }
        let base = Self::LAYOUT.side_range(pos.to_move).start;
        Some(u64::from(two_row::nonempty_mask(pos, pos.to_move)) << base)
    }

    fn check_move(&self, pos: &Position, mv: &Move) -> Result<(), IllegalReason> {
        if pos.outcome.is_some() {
            return Err(IllegalReason::GameOver);
        }
        two_row::check_own_nonempty(Self::LAYOUT, pos, mv)
    }

    fn play<S: StepSink>(&self, pos: &mut Position, mv: &Move, sink: &mut S) {
        let Some(origin) = mv.start_pit() else { return };
        let mut ctx = MoveCtx::new(pos, sink);
        let me = ctx.pos.to_move;
        let last = if S::RECORDS {
            two_row::sow(
                &mut ctx,
                origin,
                two_row::Sowing {
                    own_store: true,
                    opponent_store: false,
                    skip_origin: self.skip_origin,
                    sow_rule: "KAL-5",
                    skip_origin_rule: "A6",
                    skip_store_rule: "KAL-5",
                },
            )
        } else {
            two_row::sow_laps(ctx.pos, origin, true, self.skip_origin)
        };
        // Why the turn passes, if it does (one `pass_turn` below: each call is inlined).
        let why = match last {
            // Kalah's sowing passes the opponent's store: the only store it reaches is the mover's.
            Slot::Store(_) => None,
            Slot::Pit(pit) if Self::LAYOUT.side_of(pit) == me && ctx.pos.pits[pit] == 1 => {
                // KAL-8: the last seed fell into an empty own pit.
                let opposite = Self::LAYOUT.opposite(pit).unwrap_or(pit);
                if ctx.pos.pits[opposite] > 0 {
                    ctx.capture_pit(opposite, Place::Store(me), "KAL-8");
                    ctx.capture_pit(pit, Place::Store(me), "KAL-8");
                    Some(TurnEndReason::Captured)
                } else {
                    if self.take_own_seed {
                        ctx.capture_pit(pit, Place::Store(me), "A1");
                    }
                    Some(TurnEndReason::OppositeEmpty { pit: pit as u8 })
                }
            }
            Slot::Pit(pit) if Self::LAYOUT.side_of(pit) == me => Some(TurnEndReason::OwnPitOccupied { pit: pit as u8 }),
            Slot::Pit(pit) => Some(TurnEndReason::OpponentRow { pit: pit as u8 }),
        };
        match why {
            Some(why) => ctx.pass_turn(why),
            None => ctx.extra_turn("KAL-7"),
        }
        if self.game_over(ctx.pos) {
            self.finish(&mut ctx);
        }
    }

    /// [`Kalah::play`] without a step log, written out for playouts: the captures and the turn
    /// (`ExtraTurn` / `TurnEnd`, as `Position::apply_step` folds them) applied directly.
    #[inline]
    fn play_sow(&self, pos: &mut Position, origin: usize) {
        let me = pos.to_move;
        let last = two_row::sow_laps(pos, origin, true, self.skip_origin);
        let mut captured = false;
        let extra = match last {
            Slot::Store(side) => side == me,
            Slot::Pit(pit) => {
                if Self::LAYOUT.side_of(pit) == me && pos.pits[pit] == 1 {
                    // KAL-8 (A1 `take_own_seed`: the last seed alone when the opposite pit is empty).
                    let opposite = Self::LAYOUT.opposite(pit).unwrap_or(pit);
                    if pos.pits[opposite] > 0 || self.take_own_seed {
                        let take = pos.pits[opposite] + if opposite == pit { 0 } else { pos.pits[pit] };
                        pos.pits[opposite] = 0;
                        pos.pits[pit] = 0;
                        // At most 255 seeds in a position: no store overflows.
                        pos.stores[me.index()] = pos.stores[me.index()].wrapping_add(take);
                        captured = true;
                    }
                }
                false
            }
        };
        let mover = me.index();
        pos.moves_made[mover] = pos.moves_made[mover].saturating_add(1);
        if captured {
            pos.capturing_moves[mover] = pos.capturing_moves[mover].saturating_add(1);
        }
        if !extra {
            pos.to_move = me.opponent();
        }
        if self.game_over(pos) {
            self.finish(&mut MoveCtx::new(pos, &mut crate::step::NoSteps));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Step, Variant};

    #[test]
    fn start_has_six_moves_and_48_seeds() {
        let v = Variant::new("kalah", &[]).unwrap();
        let p = v.start_position();
        assert_eq!(v.legal_moves(&p).len(), 6);
        assert_eq!(p.total_seeds(), 48);
    }

    #[test]
    fn opponent_store_is_skipped_kal_5() {
        let v = Variant::new("kalah", &[]).unwrap();
        let p = v.parse_position("S=[0,1,0,0,0,9] N=[1,1,1,1,1,1] SS=0 NS=0, S to move").unwrap();
        let (after, steps) = v.play_token(&p, "S5").unwrap();
        assert!(steps.iter().any(|s| matches!(s, Step::Skip { rule, .. } if rule.0 == "KAL-5")));
        assert_eq!(after.to_string(), "S=[1,2,0,0,0,0] N=[2,2,2,2,2,2] SS=1 NS=0 moves=1,0, N to move");
    }
}
