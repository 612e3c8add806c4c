//! Bao la Kiswahili's legal moves (the starts of a turn, the decisions inside it, and whether
//! the player to move has any) and why a move is not one.

use super::{
    base, dir_action, is_inner, is_outskirt, opposite, HarvestStart, House, Kiswahili, DIRS, HOUSE, LAYOUT, LEFT_HEAD,
    PER, RIGHT_HEAD, WORKING,
};
use crate::ctx::MoveCtx;
use crate::layout::Direction;
use crate::moves::{Action, Forbidden, IllegalReason, Move};
use crate::position::Position;
use crate::step::NoSteps;
use smallvec::SmallVec;

impl Kiswahili {
    /// The starts of the legal moves (every action up to the first mid-sowing decision).
    #[allow(clippy::too_many_lines)]
    pub(super) fn starts(&self, pos: &Position, out: &mut Vec<Move>) {
        let me = pos.to_move;
        let b = base(me);
        let my_block = Self::my_block(pos);
        let duty = self.duty(pos);
        if pos.reserves[me.index()] > 0 {
            // Planting (KSW-8): occupied own inner pits.
            let mut caps: SmallVec<[usize; 8]> = SmallVec::new();
            let mut plain: SmallVec<[usize; 8]> = SmallVec::new();
            for p in b + 8..b + PER {
                if pos.pits[p] == 0 || my_block == Some(p) {
                    continue;
                }
                if pos.pits[opposite(p)] > 0 {
                    caps.push(p);
                } else {
                    plain.push(p);
                }
            }
            if !caps.is_empty() {
                // KSW-7: a capture is compulsory; KSW-21: the duty narrows the captures.
                if let Some(x) = duty {
                    if caps.iter().any(|&p| opposite(p) == x) {
                        caps.retain(|p| opposite(*p) == x);
                    }
                }
                let zero = self.zero_phase && pos.moves_made[me.index()] == 0;
                for &p in &caps {
                    let plant = Move::from_actions(&[Action::Plant(p as u8)]);
                    if zero {
                        for d in DIRS {
                            out.push(plant.clone().then(dir_action(d)));
                        }
                    } else if is_outskirt(p) {
                        out.push(plant);
                    } else {
                        out.push(plant.clone().then(Action::Head((b + LEFT_HEAD) as u8)));
                        out.push(plant.then(Action::Head((b + RIGHT_HEAD) as u8)));
                    }
                }
                return;
            }
            let house = b + HOUSE;
            if self.house == House::Nyumba && self.intact(pos, me) && pos.pits[house] >= WORKING {
                // KSW-18(a): the working house only when it is taxed (A25).
                let taxable = if self.tax_outer {
                    pos.pits[b..b + 8].iter().all(|&s| s == 0)
                } else {
                    (b + 8..b + PER).all(|p| p == house || pos.pits[p] == 0)
                };
                if !taxable {
                    plain.retain(|p| *p != house);
                }
            }
            if self.singleton_rule(pos, me) && plain.iter().any(|&p| pos.pits[p] > 1) {
                plain.retain(|p| pos.pits[*p] > 1);
            }
            for &p in &plain {
                for d in DIRS {
                    out.push(Move::from_actions(&[Action::Plant(p as u8), dir_action(d)]));
                }
            }
            return;
        }
        // Harvest (KSW-15): pits with more than one seed, either direction.
        let mut starts = [HarvestStart { pit: 0, dir: Direction::Ccw, first_capture: None }; 2 * PER];
        let mut len = 0;
        let mut any_capture = false;
        let mut duty_capture = false;
        let mut any_inner = false;
        for p in b..b + PER {
            if pos.pits[p] < 2 || my_block == Some(p) {
                continue;
            }
            any_inner |= is_inner(p);
            for dir in DIRS {
                let first_capture = self.first_capture(pos, p, dir, my_block);
                any_capture |= first_capture.is_some();
                duty_capture |= duty.is_some() && first_capture == duty;
                starts[len] = HarvestStart { pit: p, dir, first_capture };
                len += 1;
            }
        }
        for s in &starts[..len] {
            let keep = if duty_capture {
                s.first_capture == duty
            } else if any_capture {
                s.first_capture.is_some()
            } else if any_inner {
                // KSW-16: non-capturing moves from the inner row first.
                is_inner(s.pit)
            } else {
                true
            };
            if keep {
                out.push(Move::from_actions(&[Action::Sow(s.pit as u8), dir_action(s.dir)]));
            }
        }
    }

    /// Whether the side to move has a legal move (the priorities of KSW-7/16 and the duty of
    /// KSW-21 never remove every move; endless moves are legal).
    pub(super) fn has_move(&self, pos: &Position) -> bool {
        let me = pos.to_move;
        let b = base(me);
        let my_block = Self::my_block(pos);
        let open = |p: usize| my_block != Some(p);
        if pos.reserves[me.index()] == 0 {
            return (b..b + PER).any(|p| pos.pits[p] > 1 && open(p));
        }
        let mut plain = false;
        for p in b + 8..b + PER {
            if pos.pits[p] > 0 && open(p) {
                if pos.pits[opposite(p)] > 0 {
                    return true;
                }
                plain |= p != b + HOUSE || !self.intact(pos, me) || self.house != House::Nyumba;
            }
        }
        if plain {
            return true;
        }
        // Only the house is left (KSW-18a): it may be planted into only when it is taxed or not working.
        let house = b + HOUSE;
        pos.pits[house] > 0
            && open(house)
            && (pos.pits[house] < WORKING || !self.tax_outer || pos.pits[b..b + 8].iter().all(|&s| s == 0))
    }

    /// Whether a start may meet a mid-sowing decision (and so must be simulated to list them).
    pub(super) fn may_decide(&self, pos: &Position, mv: &Move) -> bool {
        let me = pos.to_move;
        if !self.intact(pos, me) {
            return false;
        }
        match self.house {
            House::None => false,
            House::Rova => true,
            // Safari can only happen in a capturing planting move (KSW-18c).
            House::Nyumba => {
                matches!(mv.actions().first(), Some(Action::Plant(p)) if pos.pits[opposite(usize::from(*p))] > 0)
            }
        }
    }

    /// Lists a start, expanded with every sequence of mid-sowing decisions it meets.
    pub(super) fn expand(&self, pos: &Position, mv: Move, out: &mut Vec<Move>) {
        if !self.may_decide(pos, &mv) {
            out.push(mv);
            return;
        }
        let mut copy = pos.clone();
        let mut sink = NoSteps;
        let mut ctx = MoveCtx::new(&mut copy, &mut sink);
        if self.run(&mut ctx, mv.actions()).is_ok() {
            out.push(mv);
        } else {
            self.expand(pos, mv.clone().then(Action::Continue(true)), out);
            self.expand(pos, mv.then(Action::Continue(false)), out);
        }
    }

    /// Why the first action of a move is not legal.
    pub(super) fn diagnose_start(&self, pos: &Position, a: Action) -> IllegalReason {
        let me = pos.to_move;
        let (pit, planting_action) = match a {
            Action::Plant(p) => (usize::from(p), true),
            Action::Sow(p) => (usize::from(p), false),
            _ => return IllegalReason::UnexpectedAction { index: 0 },
        };
        let forbidden = |rule, why| IllegalReason::Forbidden { rule, why };
        if pit >= LAYOUT.pit_count() || LAYOUT.side_of(pit) != me {
            return IllegalReason::NotYourPit { pit: pit as u8 };
        }
        let my_block = Self::my_block(pos);
        let duty = self.duty(pos);
        if pos.reserves[me.index()] > 0 {
            if !planting_action {
                return forbidden("KSW-8", Forbidden::Other);
            }
            if !is_inner(pit) {
                return forbidden("KSW-8", Forbidden::PlantTarget);
            }
            if pos.pits[pit] == 0 {
                return IllegalReason::EmptyPit { pit: pit as u8 };
            }
            if my_block == Some(pit) {
                return forbidden("KSW-21", Forbidden::Blocked);
            }
            let b = base(me);
            let caps: SmallVec<[usize; 8]> = (b + 8..b + PER)
                .filter(|&p| pos.pits[p] > 0 && my_block != Some(p) && pos.pits[opposite(p)] > 0)
                .collect();
            if !caps.is_empty() {
                if duty.is_some_and(|x| caps.iter().any(|&p| opposite(p) == x)) {
                    return forbidden("KSW-21", Forbidden::MustCapture);
                }
                return forbidden("KSW-7", Forbidden::MustCapture);
            }
            if self.house == House::Nyumba && pit == b + HOUSE && self.intact(pos, me) {
                return forbidden("KSW-18", Forbidden::PlantTarget);
            }
            if self.singleton_rule(pos, me) && pos.pits[pit] == 1 {
                return forbidden("KSW-22", Forbidden::PlantTarget);
            }
            return forbidden("KSW-8", Forbidden::Other);
        }
        if planting_action {
            return forbidden("KSW-14", Forbidden::PlantTarget);
        }
        if pos.pits[pit] == 0 {
            return IllegalReason::EmptyPit { pit: pit as u8 };
        }
        if pos.pits[pit] == 1 {
            return forbidden("KSW-15", Forbidden::Singleton);
        }
        if my_block == Some(pit) {
            return forbidden("KSW-21", Forbidden::Blocked);
        }
        self.harvest_reason(pos)
    }

    /// Why a harvest start with 2+ seeds (or one of its directions) is not legal.
    pub(super) fn harvest_reason(&self, pos: &Position) -> IllegalReason {
        let b = base(pos.to_move);
        let my_block = Self::my_block(pos);
        let captures: SmallVec<[usize; 32]> = (b..b + PER)
            .filter(|&p| pos.pits[p] >= 2 && my_block != Some(p))
            .flat_map(|p| DIRS.into_iter().map(move |d| (p, d)))
            .filter_map(|(p, d)| self.first_capture(pos, p, d, my_block))
            .collect();
        if let Some(x) = self.duty(pos) {
            if captures.contains(&x) {
                return IllegalReason::Forbidden { rule: "KSW-21", why: Forbidden::MustCapture };
            }
        }
        if captures.is_empty() {
            IllegalReason::Forbidden { rule: "KSW-16", why: Forbidden::Priority }
        } else {
            IllegalReason::Forbidden { rule: "KSW-7", why: Forbidden::MustCapture }
        }
    }
}
