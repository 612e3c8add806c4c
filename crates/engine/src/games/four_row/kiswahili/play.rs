//! Playing a move of Bao la Kiswahili: lifting, capturing, the relay with its decisions (safari,
//! heads, directions), and the blocked pit after the move.

use super::{
    base, is_inner, opposite, take_decision, take_dir, House, Kiswahili, NeedDecision, Summary, DIRS, ENDLESS_SEEDS,
    HOUSE, LAYOUT, LEFT_HEAD, OUTER_HOUSE, PER, RIGHT_HEAD, WORKING,
};
use crate::ctx::MoveCtx;
use crate::games::four_row::{bao_common, BaoBoard};
use crate::layout::Side;
use crate::moves::Action;
use crate::reason::{RelayReason, StopReason, TurnEndReason};
use crate::step::{Note, Place, StepSink};

impl Kiswahili {
    /// Lifts a pit to sow it (a start or a relay), destroying an intact house it empties.
    pub(super) fn lift<B: BaoBoard>(
        &self,
        ctx: &mut B,
        pit: usize,
        relay: Option<RelayReason>,
        rule: &'static str,
        sum: &mut Summary,
    ) {
        let me = ctx.position().to_move;
        let b = base(me);
        let local = pit - b;
        if let Some(why) = relay {
            ctx.relay(pit, rule, why);
        } else {
            ctx.lift(pit, rule);
        }
        if self.intact(ctx.position(), me) {
            match self.house {
                House::Nyumba if local == HOUSE => ctx.destroy_house(me, "KSW-18"),
                House::Rova if local == HOUSE || local == OUTER_HOUSE => {
                    let other = b + if local == HOUSE { OUTER_HOUSE } else { HOUSE };
                    if ctx.position().pits[other] > 0 {
                        ctx.lift(other, "KS-5");
                    }
                    ctx.destroy_house(me, "KS-5");
                }
                _ => {}
            }
        }
        if self.immediate && sum.emptied.is_none() && bao_common::inner_row_empty(ctx.position(), me) {
            sum.emptied = Some(me);
        }
    }

    /// Captures an opponent's inner pit into the hand (KSW-9/13), with the house rules.
    pub(super) fn capture<B: BaoBoard>(&self, ctx: &mut B, pit: usize, rule: &'static str, sum: &mut Summary) {
        let them = LAYOUT.side_of(pit);
        ctx.capture(pit, Place::Hand, rule);
        if self.intact(ctx.position(), them) && pit % PER == HOUSE {
            match self.house {
                House::Nyumba => ctx.destroy_house(them, "KSW-18"),
                House::Rova => {
                    let outer = base(them) + OUTER_HOUSE;
                    if ctx.position().pits[outer] > 0 {
                        ctx.capture(outer, Place::Hand, "KS-5");
                    }
                    ctx.destroy_house(them, "KS-5");
                }
                House::None => {}
            }
        }
        if self.immediate && sum.emptied.is_none() && bao_common::inner_row_empty(ctx.position(), them) {
            sum.emptied = Some(them);
        }
    }

    /// Plays the sowing part of a move. Fails only when the actions run out at a decision
    /// (legal-move expansion) or do not fit (never for a legal move).
    #[allow(clippy::too_many_lines, clippy::collapsible_match)]
    pub(super) fn run<B: BaoBoard>(&self, ctx: &mut B, acts: &[Action]) -> Result<Summary, NeedDecision> {
        let me = ctx.position().to_move;
        let b = base(me);
        let zero = self.zero_phase && ctx.position().moves_made[me.index()] == 0;
        let blocked = Self::my_block(ctx.position());
        let mut sum = Summary::default();
        let mut it = acts.iter().copied();
        let mut dir;
        let mut last;
        match it.next() {
            Some(Action::Plant(p)) => {
                let p = usize::from(p);
                sum.planting = true;
                let working_house = self.house == House::Nyumba
                    && p == b + HOUSE
                    && self.intact(ctx.position(), me)
                    && ctx.position().pits[p] >= WORKING;
                ctx.plant(me, p, "KSW-8");
                if ctx.position().reserves[me.index()] == 0 {
                    ctx.note(Note::HarvestBegins { side: me }, "KSW-14");
                }
                let q = opposite(p);
                if ctx.position().pits[q] > 0 {
                    sum.capturing = true;
                    self.capture(ctx, q, "KSW-9", &mut sum);
                    if zero {
                        dir = take_dir(it.next())?;
                        last = ctx.sow_hand(p, dir, "KSW-24");
                    } else {
                        // KSW-10(1) in the outskirts; else, at the first capture, free (KSW-10(3)).
                        let head = if let Some(head) = bao_common::capture_head(LAYOUT, p, None) {
                            head
                        } else {
                            match it.next() {
                                Some(Action::Head(h))
                                    if matches!(usize::from(h).checked_sub(b), Some(LEFT_HEAD | RIGHT_HEAD)) =>
                                {
                                    usize::from(h)
                                }
                                _ => return Err(NeedDecision),
                            }
                        };
                        dir = bao_common::head_direction(LAYOUT, head);
                        ctx.note(
                            Note::Head { pit: head as u8, why: bao_common::head_reason(LAYOUT, p, None) },
                            "KSW-10",
                        );
                        last = ctx.sow_hand(head, dir, "KSW-11");
                    }
                } else {
                    dir = take_dir(it.next())?;
                    ctx.note(Note::Direction { dir }, "KSW-12");
                    if working_house {
                        // KSW-18(a): the house is taxed; only two seeds are lifted.
                        ctx.pick_up_some(p, 2, "KSW-18");
                    } else {
                        self.lift(ctx, p, None, "KSW-12", &mut sum);
                    }
                    last = ctx.sow_hand(LAYOUT.next_in_half(p, dir), dir, "KSW-12");
                }
            }
            Some(Action::Sow(p)) => {
                let p = usize::from(p);
                dir = take_dir(it.next())?;
                ctx.note(Note::Direction { dir }, "KSW-15");
                sum.capturing = self.first_capture(ctx.position(), p, dir, blocked).is_some();
                // KSW-17: a harvest from 16 seeds or more never captures.
                sum.big = ctx.position().pits[p] >= 16;
                self.lift(ctx, p, None, if sum.big { "KSW-17" } else { "KSW-15" }, &mut sum);
                last = ctx.sow_hand(LAYOUT.next_in_half(p, dir), dir, "KSW-15");
            }
            _ => return Err(NeedDecision),
        }
        // Seeds sown at the last capture (KSW-23 counts from there).
        let mut mark = 0u32;
        loop {
            if sum.emptied.is_some() {
                sum.end = Some(TurnEndReason::InnerRowEmptied);
                break;
            }
            let n = ctx.position().pits[last];
            if n <= 1 {
                // KSW-13: the last seed fell into an empty pit.
                sum.end = Some(TurnEndReason::EmptyPit { pit: last as u8 });
                break;
            }
            if blocked == Some(last) {
                ctx.note(Note::Stop { pit: last as u8, why: StopReason::Blocked }, "KSW-21");
                break;
            }
            let local = last - b;
            let mut safari = false;
            if self.intact(ctx.position(), me) {
                match self.house {
                    House::Rova if local == OUTER_HOUSE => {
                        ctx.note(Note::Stop { pit: last as u8, why: StopReason::House }, "KS-2");
                        break;
                    }
                    House::Rova if local == HOUSE => {
                        if !take_decision(it.next())? {
                            ctx.note(Note::Stop { pit: last as u8, why: StopReason::ChosenAtHouse }, "KS-2");
                            break;
                        }
                    }
                    House::Nyumba if sum.planting && local == HOUSE && n >= WORKING => {
                        if !sum.capturing {
                            ctx.note(Note::Stop { pit: last as u8, why: StopReason::House }, "KSW-18");
                            break;
                        }
                        if !(self.capture_first && ctx.position().pits[opposite(last)] > 0) {
                            if !take_decision(it.next())? {
                                ctx.note(Note::Stop { pit: last as u8, why: StopReason::ChosenAtHouse }, "KSW-18");
                                break;
                            }
                            safari = true;
                        }
                    }
                    _ => {}
                }
            }
            if !safari && sum.capturing && is_inner(last) && ctx.position().pits[opposite(last)] > 0 {
                self.capture(ctx, opposite(last), "KSW-13", &mut sum);
                mark = ctx.sown();
                if zero {
                    last = ctx.sow_hand(last, dir, "KSW-24");
                } else {
                    let head = bao_common::capture_head(LAYOUT, last, Some(dir)).unwrap_or(last);
                    dir = bao_common::head_direction(LAYOUT, head);
                    let why = bao_common::head_reason(LAYOUT, last, Some(dir));
                    ctx.note(Note::Head { pit: head as u8, why }, "KSW-10");
                    last = ctx.sow_hand(head, dir, "KSW-11");
                }
                continue;
            }
            if ctx.sown() - mark >= ENDLESS_SEEDS {
                sum.endless = true;
                sum.end = Some(TurnEndReason::Endless);
                ctx.note(Note::Endless, "KSW-23");
                break;
            }
            // KSW-13: why the sowing goes on from here.
            let why = if safari {
                RelayReason::Safari
            } else if !sum.capturing {
                if sum.big {
                    RelayReason::BigPit
                } else if sum.planting || sum.relayed {
                    RelayReason::NonCapturing
                } else {
                    RelayReason::FirstSowingEmpty
                }
            } else if is_inner(last) {
                RelayReason::OppositeEmpty
            } else {
                RelayReason::OuterRow
            };
            sum.relayed = true;
            self.lift(ctx, last, Some(why), if safari { "KSW-18" } else { "KSW-13" }, &mut sum);
            last = ctx.sow_hand(LAYOUT.next_in_half(last, dir), dir, "KSW-13");
        }
        Ok(sum)
    }

    /// KSW-21 / A27: lifts a finished block and sets a new one after a non-capturing harvest move.
    pub(super) fn update_block<S: StepSink>(&self, ctx: &mut MoveCtx<'_, S>, me: Side, sum: Summary) {
        let them = me.opponent();
        let mut current = ctx.pos.blocked;
        if let Some(x) = current {
            if LAYOUT.side_of(usize::from(x)) == them {
                // The mover's duty move is over.
                ctx.note(Note::BlockLifted { pit: x }, "A27");
                current = None;
            }
        }
        if sum.capturing || sum.planting || sum.emptied.is_some() || sum.endless {
            return;
        }
        if ctx.pos.reserves[them.index()] != 0 || ctx.pos.reserves[me.index()] != 0 {
            return;
        }
        if self.has_harvest_capture(ctx.pos, them) {
            return;
        }
        let pos = &*ctx.pos;
        let b = base(me);
        let mut target = None;
        for p in b..b + PER {
            if pos.pits[p] < 2 {
                continue;
            }
            for d in DIRS {
                if let Some(x) = self.first_capture(pos, p, d, None) {
                    match target {
                        None => target = Some(x),
                        Some(t) if t == x => {}
                        Some(_) => return,
                    }
                }
            }
        }
        let Some(x) = target else { return };
        // The three exceptions of KSW-21.
        let tb = base(them);
        if self.house == House::Nyumba && self.intact(pos, them) && x == tb + HOUSE && pos.pits[x] >= WORKING {
            return;
        }
        let occupied = pos.pits[tb + 8..tb + PER].iter().filter(|&&s| s > 0).count();
        let big = pos.pits[tb + 8..tb + PER].iter().filter(|&&s| s > 1).count();
        if occupied == 1 || (big == 1 && pos.pits[x] > 1) {
            return;
        }
        // Q must keep a move besides the blocked pit (otherwise he has simply lost).
        if !(tb..tb + PER).any(|p| p != x && pos.pits[p] > 1) {
            return;
        }
        if let Some(old) = current {
            ctx.note(Note::BlockLifted { pit: old }, "A27");
        }
        ctx.note(Note::Blocked { pit: x as u8 }, "KSW-21");
    }
}
