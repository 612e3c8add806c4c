//! The evaluation: how good a position is for the player to move, in hundredths of a seed
//! ([`SEED`] = one seed), without looking ahead.
//!
//! One evaluation per family of games, each a sum of documented terms with weights in
//! [`Weights`] (tuned by self-play; BENCHMARKS.md "Search" says what was tried):
//!
//! * **Kalah** (stores in the circuit, extra turns, capture from an empty own pit):
//!   `store` the difference of the stores (captured seeds never come back, KAL-9);
//!   `side` seeds on the own row (KAL-11 gives them to their owner at the end, and they are the
//!   player's moves); `extra` moves that end in the own store now (KAL-7, the articles' first
//!   advice: plan chains of extra turns); `threat` the largest capture the player to move can make
//!   at once, and the opponent's largest one (seeds at risk, KAL-8); `mobility` non-empty pits.
//! * **Oware** (Oware, Wari, Oua): `store`; `side` seeds on the own row (OW-12 gives them to
//!   their owner when the game ends by no move; a row with seeds cannot be starved);
//!   `vulnerable` own pits with 1 or 2 seeds, which one more seed makes a capture of 2 or 3
//!   (OW-7), counted against the opponent's; `threat` the largest capture of the player to move
//!   and of the opponent; `kroo` a pit of 12 or more seeds, which sows a full lap (the article's
//!   advice in OW-14: build one big pit, then sow it round the board); `mobility` non-empty pits.
//!   (`vulnerable` and `kroo` have weight 0: they lost self-play games, see [`Weights::for_family`].)
//! * **Other two-row games** (Nam-Nam and Ayo-ayo, the Kenyan Bao games): `store`, `side`,
//!   `mobility`.
//! * **Four-row games** (all seeds stay in play, won by leaving the opponent without a move):
//!   `material` seeds in the own half, reserve and store against the opponent's; `mobility`
//!   own pits with two or more seeds (the sowable ones where singletons may not be sown, and the
//!   way not to lose by having no move; weight 0 after self-play); `exposed` seeds in own inner pits facing a non-empty
//!   opponent's inner pit (what a capture takes, C4-3), counted against the opponent's;
//!   `inner` non-empty own inner pits (an empty inner row loses in Bao la Kiswahili, KSW-4,
//!   Kujifunza and Kimasai, and the inner row is where captures start).

use mancala_engine::{Layout, Position, Row, RuleFamily, Side, Variant};

/// One seed in the search's score units.
pub const SEED: i32 = 100;

/// Which evaluation a variant gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Kalah,
    Oware,
    TwoRowOther,
    FourRow,
}

impl Family {
    /// The evaluation of the variant's family of rules (its spec's [`RuleFamily`]): a new family
    /// of the engine is given one here.
    #[must_use]
    pub fn of(variant: &Variant) -> Family {
        Family::of_rules(variant.spec().family)
    }

    /// The evaluation of a family of rules.
    #[must_use]
    pub fn of_rules(family: RuleFamily) -> Family {
        match family {
            RuleFamily::Kalah => Family::Kalah,
            RuleFamily::Oware => Family::Oware,
            RuleFamily::NamNam | RuleFamily::BaoKenyan => Family::TwoRowOther,
            RuleFamily::Kiarabu
            | RuleFamily::Hus
            | RuleFamily::Omweso
            | RuleFamily::Kimasai
            | RuleFamily::Kujifunza
            | RuleFamily::Kiswahili
            | RuleFamily::Choro => Family::FourRow,
        }
    }

    /// Whether a position can come back (so the search checks its path for repetitions). Kalah
    /// cannot cycle: every move either adds to a store or moves seeds forward towards one.
    #[must_use]
    pub fn can_repeat(self) -> bool {
        self != Family::Kalah
    }
}

/// The weights of the terms, in score units per unit of the term (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    pub store: i32,
    pub side: i32,
    pub extra: i32,
    pub threat_mover: i32,
    pub threat_other: i32,
    pub vulnerable: i32,
    pub kroo: i32,
    pub mobility: i32,
    pub exposed: i32,
    pub inner: i32,
}

impl Weights {
    /// The tuned defaults of a family (BENCHMARKS.md "Search").
    #[must_use]
    pub fn for_family(family: Family) -> Weights {
        let zero = Weights {
            store: SEED,
            side: 0,
            extra: 0,
            threat_mover: 0,
            threat_other: 0,
            vulnerable: 0,
            kroo: 0,
            mobility: 0,
            exposed: 0,
            inner: 0,
        };
        match family {
            // Self-play at depth 4 (BENCHMARKS.md "Search"): the threat terms pay, mobility did
            // not (0), a larger weight on the mover's threat did.
            Family::Kalah => Weights { side: 25, extra: 30, threat_mover: 80, threat_other: 25, ..zero },
            // Self-play at depths 4 and 6: counting pits of 1–2 seeds and the big pit lost games
            // (weights 0, the terms kept for the record); the row's seeds and mobility won them.
            Family::Oware => Weights { side: 20, threat_mover: 50, threat_other: 30, mobility: 10, ..zero },
            Family::TwoRowOther => Weights { side: 20, mobility: 10, ..zero },
            // Self-play at depths 4 and 6: mobility lost games in Bao la Kiswahili (75 % and 63 %
            // for weight 0 over 30) and changed nothing in Omweso, Hus and Bao Kiarabu (51–52 %).
            Family::FourRow => Weights { mobility: 0, exposed: 20, inner: 30, ..zero },
        }
    }

    /// Only the material (stores, or seeds on the own half in the four-row games): level 1's view.
    #[must_use]
    pub fn material_only(family: Family) -> Weights {
        let w = Weights::for_family(family);
        Weights {
            side: 0,
            extra: 0,
            threat_mover: 0,
            threat_other: 0,
            vulnerable: 0,
            kroo: 0,
            mobility: 0,
            exposed: 0,
            inner: 0,
            ..w
        }
    }
}

/// What the two-row evaluations count on one side, in one pass over its pits.
#[derive(Clone, Copy, Default)]
struct SideFacts {
    seeds: i32,
    nonempty: i32,
    /// Kalah: moves that end in the own store.
    extra: i32,
    /// The largest capture the side could make if it were to move.
    threat: i32,
    /// Oware: pits of 1 or 2 seeds.
    vulnerable: i32,
    /// Oware: a pit of 12 or more seeds.
    kroo: bool,
}

/// The evaluation of one variant.
#[derive(Clone, Debug)]
pub struct Evaluator {
    pub family: Family,
    pub weights: Weights,
    layout: Layout,
}

impl Evaluator {
    #[must_use]
    pub fn new(variant: &Variant) -> Evaluator {
        let family = Family::of(variant);
        Evaluator { family, weights: Weights::for_family(family), layout: variant.layout() }
    }

    #[must_use]
    pub fn with_weights(mut self, weights: Weights) -> Evaluator {
        self.weights = weights;
        self
    }

    /// The seeds a side has won so far, in seeds: its store in the two-row games; its seeds on
    /// the board, in reserve and in store in the four-row games (captures move seeds between the
    /// halves there). Used for move ordering, level 1 and the final margin.
    #[must_use]
    #[inline]
    pub fn material(&self, pos: &Position, side: Side) -> i32 {
        match self.family {
            Family::FourRow => {
                (pos.seeds_in_half(side) + u32::from(pos.reserve(side)) + u32::from(pos.store(side))) as i32
            }
            _ => i32::from(pos.store(side)),
        }
    }

    /// The final margin of a finished game for `side`, in seeds.
    #[must_use]
    pub fn margin(&self, pos: &Position, side: Side) -> i32 {
        self.material(pos, side) - self.material(pos, side.opponent())
    }

    /// The value of an unfinished position for the player to move.
    #[must_use]
    pub fn eval(&self, pos: &Position) -> i32 {
        let me = pos.to_move();
        let w = &self.weights;
        let mut v = w.store * self.margin(pos, me);
        match self.family {
            Family::Kalah => v += self.kalah_terms(pos, me),
            Family::Oware => v += self.oware_terms(pos, me),
            Family::TwoRowOther => {
                v += w.side * (pos.seeds_in_half(me) as i32 - pos.seeds_in_half(me.opponent()) as i32);
                v += w.mobility * (self.nonempty(pos, me) - self.nonempty(pos, me.opponent()));
            }
            Family::FourRow => v += self.four_row_terms(pos, me),
        }
        v
    }

    fn nonempty(&self, pos: &Position, side: Side) -> i32 {
        pos.pits()[self.layout.side_range(side)].iter().filter(|&&s| s > 0).count() as i32
    }

    /// Kalah, one pass over a side's pits: its seeds, its non-empty pits, its moves that end in its
    /// store and the largest capture it could make if it were to move.
    #[inline]
    fn kalah_side(&self, pos: &Position, side: Side) -> SideFacts {
        let n = self.layout.pits_per_side();
        let circuit = 2 * n + 1;
        let pits = pos.pits();
        let range = self.layout.side_range(side);
        let mine = &pits[range.clone()];
        let mut f = SideFacts::default();
        for (local, &s) in mine.iter().enumerate() {
            if s == 0 {
                continue;
            }
            let s = usize::from(s);
            f.seeds += s as i32;
            f.nonempty += 1;
            let end = local + s;
            if end < n {
                if mine[end] == 0 {
                    // The opposite of this side's local pit `end`, as Layout::opposite has it.
                    let opp = usize::from(pits[self.layout.pit_count() - 1 - (range.start + end)]);
                    if opp > 0 {
                        f.threat = f.threat.max(opp as i32 + 1);
                    }
                }
            } else if end == n || (end > circuit && (end - n).is_multiple_of(circuit)) {
                f.extra += 1;
            } else if s == circuit {
                // A full lap ends in the emptied origin pit.
                let opp = usize::from(pits[self.layout.pit_count() - 1 - (range.start + local)]);
                f.threat = f.threat.max(opp as i32 + 2);
            }
        }
        f
    }

    fn kalah_terms(&self, pos: &Position, me: Side) -> i32 {
        let w = &self.weights;
        let my = self.kalah_side(pos, me);
        let op = self.kalah_side(pos, me.opponent());
        w.side * (my.seeds - op.seeds) + w.extra * (my.extra - op.extra) + w.threat_mover * my.threat
            - w.threat_other * op.threat
            + w.mobility * (my.nonempty - op.nonempty)
    }

    /// Oware, one pass over a side's pits: its seeds, its non-empty pits, the largest chain
    /// capture it could make now (sowings of fewer than 12 seeds), its pits of 1 or 2 seeds and
    /// whether it has a pit of 12 or more.
    #[inline]
    fn oware_side(&self, pos: &Position, side: Side) -> SideFacts {
        let n = self.layout.pits_per_side();
        let total = 2 * n;
        let pits = pos.pits();
        let range = self.layout.side_range(side);
        let opp_range = self.layout.side_range(side.opponent());
        let mut f = SideFacts::default();
        for p in range {
            let s = usize::from(pits[p]);
            if s == 0 {
                continue;
            }
            f.seeds += s as i32;
            f.nonempty += 1;
            if s <= 2 {
                f.vulnerable += 1;
            }
            if s >= total {
                f.kroo = true;
            }
            if s >= total - 1 {
                continue;
            }
            let land = if p + s >= total { p + s - total } else { p + s };
            if !opp_range.contains(&land) {
                continue;
            }
            // Every pit from p+1 to land got one seed; chain backwards over the opponent's row.
            let mut taken = 0;
            let mut q = land;
            loop {
                let after = i32::from(pits[q]) + 1;
                if after != 2 && after != 3 {
                    break;
                }
                taken += after;
                if q == opp_range.start {
                    break;
                }
                q -= 1;
            }
            f.threat = f.threat.max(taken);
        }
        f
    }

    fn oware_terms(&self, pos: &Position, me: Side) -> i32 {
        let w = &self.weights;
        let my = self.oware_side(pos, me);
        let op = self.oware_side(pos, me.opponent());
        w.side * (my.seeds - op.seeds) + w.threat_mover * my.threat - w.threat_other * op.threat
            + w.vulnerable * (op.vulnerable - my.vulnerable)
            + w.kroo * (i32::from(my.kroo) - i32::from(op.kroo))
            + w.mobility * (my.nonempty - op.nonempty)
    }

    fn four_row_terms(&self, pos: &Position, me: Side) -> i32 {
        let w = &self.weights;
        let pits = pos.pits();
        let mut score = [0i32; 3]; // mobility, exposed, inner — for South minus North
        for (p, &s) in pits.iter().enumerate() {
            let sign = if self.layout.side_of(p) == me { 1 } else { -1 };
            if s >= 2 {
                score[0] += sign;
            }
            if s > 0 && self.layout.row_of(p) == Row::Inner {
                score[2] += sign;
                if let Some(o) = self.layout.opposite(p) {
                    if pits[o] > 0 {
                        score[1] += sign * i32::from(s);
                    }
                }
            }
        }
        w.mobility * score[0] - w.exposed * score[1] + w.inner * score[2]
    }
}
