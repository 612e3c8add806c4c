//! The Oware family (RULES.md §2.2): Oware, Wari and Oua on a 2×6 board whose stores only hold
//! captured seeds.
//!
//! Three variants share these rules and differ only in their option defaults, the per-source
//! presets of RULES.md §2.2: `oware` (`oware_default`), `wari` (`wari_001`) and `oua` (`oua_001`).
//! The `oware_004e` preset is `oware` with `oware.agreed_end=draw`.
//!
//! A move is one action, `Sow(pit)`: the mover lifts every seed of a non-empty pit of his row and
//! sows them one by one counter-clockwise from the next pit (OW-5), skipping the pit he started
//! from whenever the sowing comes back to it (OW-6). If the last seed falls into an opponent's pit
//! that now holds 2 or 3 seeds, it and the pits `oware.capture_pattern` names are captured (OW-7,
//! A7, A8). A capture that would take every opponent seed is a grand slam (OW-9, A9).
//!
//! Legality (OW-4, OW-10, A9): with `oware.must_feed`, a mover whose opponent's row is empty at the
//! start of the turn must put at least one seed into it; with `oware.grand_slam=forbidden` a move
//! that would capture every opponent seed is illegal.
//!
//! The game ends (OW-11) right after a move when
//! 1. the player to move has no seeds, or no legal move (he cannot feed the empty opponent, or
//!    every move of his is a forbidden grand slam; A9 open point: the game ends). The seeds left
//!    on the board go by `oware.remaining_on_no_move` (OW-12, A11);
//! 2. with `oware.end_at_majority`, a player holds more than half of every seed of the position
//!    (OW-11a, A16; 25 of 48). The seeds left on the board stay there.
//!
//! Case 1 is checked first, so a grand slam that leaves the opponent without a move also hands out
//! the remaining seeds (T-OUA-3); the winner is the same either way.
//!
//! Both players may agree to end the game (OW-11c) through [`crate::Variant::agree_end`] /
//! [`crate::Game::agree_end`]; the seeds left go by `oware.agreed_end` (A12). A [`crate::Game`]
//! also ends at the first repeated position since the last capture (`oware.cycle_end`, A12).
//!
//! Scoring (OW-13): more captured seeds wins; equal totals are a draw.

// Pit indices are below 12, so `pit as u8` never truncates.
#![allow(clippy::cast_possible_truncation)]

use crate::ctx::MoveCtx;
use crate::games::two_row::{self, Slot};
use crate::games::{RepetitionRule, Rules};
use crate::layout::{Layout, Rows, Side};
use crate::moves::{Forbidden, IllegalReason, Move};
use crate::options::{OptionError, OptionKind, OptionSpec, OptionValues};
use crate::position::{EndReason, Inconsistency, Outcome, Position, PositionError};
use crate::reason::TurnEndReason;
use crate::spec::{Provenance, VariantSpec};
use crate::step::{Note, Place, StepSink};

const LAYOUT: Layout = Layout::two_row(6);
/// Pits per row.
const ROW: usize = 6;
/// Pits on the board.
const PITS: usize = 2 * ROW;

const PATTERNS: &[&str] = &["chain_backward", "neighbours_both_sides"];
const GRAND_SLAM: &[&str] = &["allowed", "forbidden", "allowed_no_capture"];
const REMAINING: &[&str] = &["to_side_owner", "discard", "to_starved"];
const AGREED_END: &[&str] = &["discard_and_compare", "draw", "each_takes_own_side"];
const CYCLE_END: &[&str] = &["discard_and_compare", "as_agreed_end", "draw", "each_takes_own_side"];

/// The option list of one preset (every variant exposes every `oware.*` option).
const fn options(
    pattern: &'static str,
    grand_slam: &'static str,
    must_feed: &'static str,
    remaining: &'static str,
    end_at_majority: &'static str,
) -> [OptionSpec; 9] {
    [
        OptionSpec {
            key: "oware.capture_pattern",
            kind: OptionKind::Choice(PATTERNS),
            default: pattern,
            rule: "A7",
            #[cfg(feature = "descriptions")]
            about: "after the last pit, capture the chain of preceding 2s and 3s, or only its two neighbours",
        },
        OptionSpec {
            key: "oware.capture_only_last_pit",
            kind: OptionKind::Bool,
            default: "false",
            rule: "A8",
            #[cfg(feature = "descriptions")]
            about: "capture only when the last seed falls into the opponent's far pit (literal Oua text)",
        },
        OptionSpec {
            key: "oware.grand_slam",
            kind: OptionKind::Choice(GRAND_SLAM),
            default: grand_slam,
            rule: "A9",
            #[cfg(feature = "descriptions")]
            about: "a capture of every opponent seed: allowed, an illegal move, or a legal move that captures nothing",
        },
        OptionSpec {
            key: "oware.must_feed",
            kind: OptionKind::Bool,
            default: must_feed,
            rule: "A10",
            #[cfg(feature = "descriptions")]
            about: "when the opponent's row is empty, the move must put a seed into it",
        },
        OptionSpec {
            key: "oware.remaining_on_no_move",
            kind: OptionKind::Choice(REMAINING),
            default: remaining,
            rule: "A11",
            #[cfg(feature = "descriptions")]
            about: "when a player cannot move or be fed, the seeds left go to their row's owner, off the board, or to the starved player",
        },
        OptionSpec {
            key: "oware.agreed_end",
            kind: OptionKind::Choice(AGREED_END),
            default: "discard_and_compare",
            rule: "A12",
            #[cfg(feature = "descriptions")]
            about: "ending by agreement: the seeds left are discarded, the game is a draw, or each player takes his own row",
        },
        OptionSpec {
            key: "oware.end_at_majority",
            kind: OptionKind::Bool,
            default: end_at_majority,
            rule: "A16",
            #[cfg(feature = "descriptions")]
            about: "the game ends as soon as a player has captured more than half of the seeds (25 of 48)",
        },
        OptionSpec {
            key: "oware.sow_into_own_store",
            kind: OptionKind::Bool,
            default: "false",
            rule: "A13",
            #[cfg(feature = "descriptions")]
            about: "the mover's store is in the sowing circuit, as in Kalah (a literal reading of the Wari text)",
        },
        OptionSpec {
            key: "oware.cycle_end",
            kind: OptionKind::Choice(CYCLE_END),
            default: "discard_and_compare",
            rule: "A12",
            #[cfg(feature = "descriptions")]
            about: "a position repeated since the last capture ends the game: the seeds left are discarded and the captures compared (A12), as an agreed end, a draw (A49), or each player takes his row",
        },
    ]
}

const OWARE_OPTIONS: [OptionSpec; 9] = options("chain_backward", "allowed", "true", "to_side_owner", "true");
const WARI_OPTIONS: [OptionSpec; 9] = options("neighbours_both_sides", "forbidden", "true", "discard", "true");
const OUA_OPTIONS: [OptionSpec; 9] = options("chain_backward", "allowed", "false", "to_side_owner", "false");

fn build(o: &OptionValues) -> Result<crate::games::Ruleset, OptionError> {
    Ok(crate::games::Ruleset::Oware(Oware::from_options(o)?))
}

pub static SPECS: &[VariantSpec] = &[
    VariantSpec {
        id: "oware",
        section: "2.2",
        rule_prefixes: &["OW"],
        name_en: "Oware",
        name_uk: "Оваре",
        name_ru: "Оваре",
        rows: Rows::Two,
        family: crate::spec::RuleFamily::Oware,
        preset_of: None,
        learning_order: 2,
        provenance: Provenance::Articles,
        pit_roles: crate::spec::PitRoles::NONE,
        features: crate::games::two_row::FEATURES,
        options: &OWARE_OPTIONS,
        build,
    },
    VariantSpec {
        id: "wari",
        section: "2.2",
        rule_prefixes: &["OW"],
        name_en: "Wari",
        name_uk: "Варі",
        name_ru: "Вари",
        rows: Rows::Two,
        family: crate::spec::RuleFamily::Oware,
        preset_of: Some("oware"),
        learning_order: 2,
        provenance: Provenance::Articles,
        pit_roles: crate::spec::PitRoles::NONE,
        features: crate::games::two_row::FEATURES,
        options: &WARI_OPTIONS,
        build,
    },
    VariantSpec {
        id: "oua",
        section: "2.2",
        rule_prefixes: &["OW"],
        name_en: "Oua",
        name_uk: "Оуа",
        name_ru: "Оуа",
        rows: Rows::Two,
        family: crate::spec::RuleFamily::Oware,
        preset_of: Some("oware"),
        learning_order: 2,
        provenance: Provenance::Articles,
        pit_roles: crate::spec::PitRoles::NONE,
        features: crate::games::two_row::FEATURES,
        options: &OUA_OPTIONS,
        build,
    },
];

/// Which opponent pits a capture takes besides the last one (A7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CapturePattern {
    /// The last pit, then each preceding opponent pit holding 2 or 3, up to the first that does
    /// not or the start of the row (OW-7).
    ChainBackward,
    /// The last pit and each of its two neighbours in the opponent's row that holds 2 or 3 (\[001\] Wari).
    NeighboursBothSides,
}

/// What a capture of every opponent seed does (A9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GrandSlam {
    Allowed,
    /// The move is illegal.
    Forbidden,
    /// The move is legal and captures nothing.
    AllowedNoCapture,
}

/// Where the seeds left on the board go when a player cannot move or be fed (A11).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Remaining {
    /// Each row's seeds to its owner.
    ToSideOwner,
    /// Off the board; nobody scores them.
    Discard,
    /// To the player who could not move (or could not be fed).
    ToStarved,
}

/// What an end by agreement does with the seeds left (A12).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AgreedEnd {
    DiscardAndCompare,
    /// A draw whatever the totals (A49).
    Draw,
    EachTakesOwnSide,
}

/// The cycle rule: a position repeated since the last capture ends the game (A12). There is no
/// "off": without it a game can go round for ever (the sources leave it to the players' agreement).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CycleEnd {
    /// The seeds left are not counted; whoever captured more wins (A12, [001 L114]).
    DiscardAndCompare,
    /// Each player takes the seeds of his own row (not in the sources).
    EachTakesOwnSide,
    /// As `oware.agreed_end` says.
    AsAgreedEnd,
    /// A stalemate is a draw whatever the totals (A49, [004 L255]).
    Draw,
}

/// The Oware family's rules with resolved options.
#[derive(Clone, Debug)]
#[allow(clippy::struct_excessive_bools)]
pub struct Oware {
    pub capture_pattern: CapturePattern,
    pub capture_only_last_pit: bool,
    pub grand_slam: GrandSlam,
    pub must_feed: bool,
    pub remaining_on_no_move: Remaining,
    pub agreed_end: AgreedEnd,
    pub end_at_majority: bool,
    pub sow_into_own_store: bool,
    pub cycle_end: CycleEnd,
}

/// Why the game ends after a move (OW-11).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ending {
    /// OW-11a: this side holds more than half of the seeds.
    Majority(Side),
    /// OW-11b: the player to move cannot move; `starved` is the player A11 `to_starved` pays.
    NoMove { reason: EndReason, starved: Side, rule: &'static str },
}

/// Whether a pit count is capturable (OW-7).
#[inline]
fn two_or_three(seeds: u8) -> bool {
    seeds == 2 || seeds == 3
}

#[inline]
fn row_base(side: Side) -> usize {
    side.index() * ROW
}

#[inline]
fn row_empty(pits: &[u8], side: Side) -> bool {
    let b = row_base(side);
    // Six bytes at once (one 8-byte load, masked): this runs several times per move. A mask, not
    // `trailing_zeros() >= 48`, which without BMI1 is a bit scan and a branch.
    if let Some(Ok(word)) = pits.get(b..b + 8).map(<[u8; 8]>::try_from) {
        #[allow(clippy::verbose_bit_mask)]
        return u64::from_le_bytes(word) & 0xffff_ffff_ffff == 0;
    }
    pits[b..b + ROW].iter().all(|&s| s == 0)
}

#[inline]
fn row_sum(pits: &[u8], side: Side) -> u32 {
    let b = row_base(side);
    pits[b..b + ROW].iter().map(|&s| u32::from(s)).sum()
}

/// Pits captured by one move: a bit per pit, and the seeds in them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Captures {
    mask: u16,
    seeds: u32,
}

impl Captures {
    #[inline]
    fn add(&mut self, pits: &[u8], pit: usize) {
        self.mask |= 1 << pit;
        self.seeds += u32::from(pits[pit]);
    }
}

/// `RUN12[origin][len]`: one-bytes in the `len ≤ 11` pits after `origin` going round the 12-pit
/// board (bytes `origin + 1, origin + 2, …` modulo 12), as a word of byte counters; `len = 11` is
/// every pit but the origin.
static RUN12: [[u128; 12]; PITS] = {
    let mut t = [[0u128; 12]; PITS];
    let mut origin = 0;
    while origin < PITS {
        let mut len = 1;
        while len < 12 {
            t[origin][len] = t[origin][len - 1] | 1u128 << (8 * ((origin + len) % PITS));
            len += 1;
        }
        origin += 1;
    }
    t
};

/// Sows `origin` (non-empty) round the 12 pits without a step, skipping the origin on every lap
/// (OW-5, OW-6; no store in the circuit): the board is one `u128` of byte counters, whole laps
/// add to every pit but the origin, the rest is one run from [`RUN12`]. No byte can carry: a
/// validated position holds at most 255 seeds. Returns the pit of the last seed. The same pits as
/// [`two_row::sow_laps`] with `own_store = false`, `skip_origin = true`.
#[inline(always)]
#[allow(clippy::inline_always)]
fn sow12(pits: &mut [u8; crate::layout::MAX_PITS], origin: usize) -> usize {
    const LAP: usize = PITS - 1;
    let count = usize::from(pits[origin]);
    pits[origin] = 0;
    let Some(board) = pits.first_chunk_mut::<16>() else { return origin };
    let (add, rest) = if count <= LAP {
        // Within one lap (the usual case): no division. `count = 11` ends just before the origin.
        (RUN12[origin][count], count)
    } else {
        let (laps, rest) = (count / LAP, count % LAP);
        let add = RUN12[origin][LAP].wrapping_mul(laps as u128).wrapping_add(RUN12[origin][rest]);
        (add, if rest == 0 { LAP } else { rest })
    };
    *board = u128::from_le_bytes(*board).wrapping_add(add).to_le_bytes();
    let last = origin + rest;
    if last >= PITS {
        last - PITS
    } else {
        last
    }
}

impl Oware {
    /// # Errors
    /// An option the spec does not declare as read here.
    pub fn from_options(o: &OptionValues) -> Result<Oware, OptionError> {
        Ok(Oware {
            capture_pattern: o.pick(
                "oware.capture_pattern",
                &[
                    ("chain_backward", CapturePattern::ChainBackward),
                    ("neighbours_both_sides", CapturePattern::NeighboursBothSides),
                ],
            )?,
            capture_only_last_pit: o.flag("oware.capture_only_last_pit")?,
            grand_slam: o.pick(
                "oware.grand_slam",
                &[
                    ("allowed", GrandSlam::Allowed),
                    ("forbidden", GrandSlam::Forbidden),
                    ("allowed_no_capture", GrandSlam::AllowedNoCapture),
                ],
            )?,
            must_feed: o.flag("oware.must_feed")?,
            remaining_on_no_move: o.pick(
                "oware.remaining_on_no_move",
                &[
                    ("to_side_owner", Remaining::ToSideOwner),
                    ("discard", Remaining::Discard),
                    ("to_starved", Remaining::ToStarved),
                ],
            )?,
            agreed_end: o.pick(
                "oware.agreed_end",
                &[
                    ("discard_and_compare", AgreedEnd::DiscardAndCompare),
                    ("draw", AgreedEnd::Draw),
                    ("each_takes_own_side", AgreedEnd::EachTakesOwnSide),
                ],
            )?,
            end_at_majority: o.flag("oware.end_at_majority")?,
            sow_into_own_store: o.flag("oware.sow_into_own_store")?,
            cycle_end: o.pick(
                "oware.cycle_end",
                &[
                    ("discard_and_compare", CycleEnd::DiscardAndCompare),
                    ("as_agreed_end", CycleEnd::AsAgreedEnd),
                    ("draw", CycleEnd::Draw),
                    ("each_takes_own_side", CycleEnd::EachTakesOwnSide),
                ],
            )?,
        })
    }

    /// The next place of `me`'s sowing circuit (OW-5; with A13 the own store follows the own row).
    #[inline]
    fn next_slot(&self, slot: Slot, me: Side) -> Slot {
        match slot {
            Slot::Pit(p) if self.sow_into_own_store && p == row_base(me) + ROW - 1 => Slot::Store(me),
            Slot::Pit(p) => Slot::Pit((p + 1) % PITS),
            Slot::Store(_) => Slot::Pit(row_base(me.opponent())),
        }
    }

    /// Whether sowing `pit` puts at least one seed into the opponent's row (OW-10).
    #[inline]
    fn feeds(&self, pits: &[u8], pit: usize) -> bool {
        let local = pit % ROW;
        usize::from(pits[pit]) + local >= ROW + usize::from(self.sow_into_own_store)
    }

    /// Why the last seed at `last` captures nothing (OW-7's conditions, in the order
    /// [`Oware::captures`] checks them); asked only when it finds no capture.
    fn no_capture_reason(pits: &[u8], last: Slot, me: Side) -> TurnEndReason {
        let Slot::Pit(last) = last else { return TurnEndReason::OwnStore };
        let pit = last as u8;
        if LAYOUT.side_of(last) == me {
            TurnEndReason::OwnRow { pit }
        } else if !two_or_three(pits[last]) {
            TurnEndReason::CountNotCaptured { pit, count: pits[last] }
        } else {
            TurnEndReason::OutsideCapturePits { pit }
        }
    }

    /// The pits a move captures after its last seed fell into `last` (OW-7, A7, A8).
    #[inline]
    fn captures(&self, pits: &[u8], last: Slot, me: Side) -> Captures {
        let mut caps = Captures::default();
        let Slot::Pit(last) = last else { return caps };
        let opp = me.opponent();
        let base = row_base(opp);
        if LAYOUT.side_of(last) != opp || !two_or_three(pits[last]) {
            return caps;
        }
        if self.capture_only_last_pit && last != base + ROW - 1 {
            return caps;
        }
        caps.add(pits, last);
        match self.capture_pattern {
            CapturePattern::ChainBackward => {
                let mut p = last;
                while p > base && two_or_three(pits[p - 1]) {
                    p -= 1;
                    caps.add(pits, p);
                }
            }
            CapturePattern::NeighboursBothSides => {
                if last > base && two_or_three(pits[last - 1]) {
                    caps.add(pits, last - 1);
                }
                if last + 1 < base + ROW && two_or_three(pits[last + 1]) {
                    caps.add(pits, last + 1);
                }
            }
        }
        caps
    }

    /// Where the `i`-th place after `origin` lies on `me`'s circuit (`i` below the circuit's
    /// length, 11 pits or 11 pits and the own store); the origin itself is never one of them.
    #[inline]
    fn circuit_slot(&self, origin: usize, me: Side, i: usize) -> Slot {
        if !self.sow_into_own_store || LAYOUT.side_of(origin) != me {
            return Slot::Pit((origin + 1 + i) % PITS);
        }
        let before_store = row_base(me) + ROW - 1 - origin;
        match i.cmp(&before_store) {
            std::cmp::Ordering::Less => Slot::Pit(origin + 1 + i),
            std::cmp::Ordering::Equal => Slot::Store(me),
            std::cmp::Ordering::Greater => Slot::Pit((origin + i) % PITS),
        }
    }

    /// Whether sowing `pit` would capture every seed in the opponent's row (OW-9).
    fn is_grand_slam(&self, pos: &Position, pit: usize) -> bool {
        let me = pos.to_move;
        // Fast rejection: a capture needs the last seed in an opponent's pit that ends with 2 or 3.
        let count = usize::from(pos.pits[pit]);
        let len = PITS - 1 + usize::from(self.sow_into_own_store);
        if count == 0 {
            return false;
        }
        let (full, rest) = if count < len { (0, count) } else { (count / len, count % len) };
        let last_index = if rest > 0 { rest - 1 } else { len - 1 };
        let Slot::Pit(last) = self.circuit_slot(pit, me, last_index) else { return false };
        let last_count = usize::from(pos.pits[last]) + full + usize::from(rest > 0);
        if LAYOUT.side_of(last) == me || !(2..=3).contains(&last_count) {
            return false;
        }
        let mut after = pos.clone();
        let last = if self.sow_into_own_store {
            two_row::sow_laps(&mut after, pit, true, true)
        } else {
            Slot::Pit(sow12(&mut after.pits, pit))
        };
        let pits = &after.pits;
        let caps = self.captures(pits, last, me);
        caps.seeds > 0 && caps.seeds == row_sum(pits, me.opponent())
    }

    /// Why sowing a non-empty own pit is illegal, if it is (OW-10, A9).
    #[inline]
    fn forbidden(&self, pos: &Position, pit: usize, must_feed: bool) -> Option<IllegalReason> {
        if must_feed && !self.feeds(&pos.pits, pit) {
            return Some(IllegalReason::Forbidden { rule: "OW-10", why: Forbidden::MustFeed });
        }
        if self.grand_slam == GrandSlam::Forbidden && self.is_grand_slam(pos, pit) {
            return Some(IllegalReason::Forbidden { rule: "OW-9", why: Forbidden::GrandSlam });
        }
        None
    }

    /// Whether the mover must feed his opponent this turn (OW-10).
    #[inline]
    fn must_feed_now(&self, pos: &Position) -> bool {
        self.must_feed && row_empty(&pos.pits, pos.to_move.opponent())
    }

    /// Whether the player to move (who has seeds) has a legal move.
    #[inline]
    fn has_move(&self, pos: &Position) -> bool {
        let must_feed = self.must_feed_now(pos);
        if !must_feed && self.grand_slam != GrandSlam::Forbidden {
            return true;
        }
        let b = row_base(pos.to_move);
        (b..b + ROW).any(|pit| pos.pits[pit] > 0 && self.forbidden(pos, pit, must_feed).is_none())
    }

    /// Whether the game is over in `pos`, and why (OW-11). The majority needs checking only when
    /// a store has changed (`stores_changed`).
    #[inline]
    fn ending(&self, pos: &Position, stores_changed: bool) -> Option<Ending> {
        let me = pos.to_move;
        if row_empty(&pos.pits, me) {
            return Some(Ending::NoMove { reason: EndReason::CannotMove, starved: me, rule: "OW-11" });
        }
        if !self.has_move(pos) {
            return Some(if self.must_feed_now(pos) {
                Ending::NoMove { reason: EndReason::CannotFeed, starved: me.opponent(), rule: "OW-11" }
            } else {
                // A9 open point: every move is a forbidden grand slam, so the game ends.
                Ending::NoMove { reason: EndReason::CannotMove, starved: me, rule: "A9" }
            });
        }
        if self.end_at_majority && stores_changed {
            let total = pos.total_seeds();
            for side in Side::BOTH {
                if 2 * u32::from(pos.stores[side.index()]) > total {
                    return Some(Ending::Majority(side));
                }
            }
        }
        None
    }

    /// OW-13: the player with more captured seeds wins; equal totals are a draw.
    fn winner(pos: &Position) -> Option<Side> {
        match pos.stores[0].cmp(&pos.stores[1]) {
            std::cmp::Ordering::Greater => Some(Side::South),
            std::cmp::Ordering::Less => Some(Side::North),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// Moves every seed left on the board, pit by pit, to where `to` says.
    fn clear_board<S: StepSink>(ctx: &mut MoveCtx<'_, S>, rule: &'static str, to: impl Fn(usize) -> Place) {
        for pit in 0..PITS {
            let count = ctx.pos.pits[pit];
            if count > 0 {
                ctx.transfer(Place::Pit(pit as u8), to(pit), count, rule);
            }
        }
    }

    fn finish<S: StepSink>(&self, ctx: &mut MoveCtx<'_, S>, ending: Ending) {
        match ending {
            Ending::Majority(side) => {
                ctx.game_end(Outcome { winner: Some(side), reason: EndReason::Majority }, "OW-11");
            }
            Ending::NoMove { reason, starved, rule } => {
                match self.remaining_on_no_move {
                    Remaining::ToSideOwner => {
                        Self::clear_board(ctx, "OW-12", |pit| Place::Store(LAYOUT.side_of(pit)));
                    }
                    Remaining::Discard => Self::clear_board(ctx, "OW-12", |_| Place::Off),
                    Remaining::ToStarved => Self::clear_board(ctx, "OW-12", |_| Place::Store(starved)),
                }
                let winner = Self::winner(ctx.pos);
                ctx.game_end(Outcome { winner, reason }, rule);
            }
        }
    }

    /// Ends the game as `mode` says (an agreed end, or a cycle treated as one).
    fn settle<S: StepSink>(ctx: &mut MoveCtx<'_, S>, mode: AgreedEnd, reason: EndReason, rule: &'static str) {
        match mode {
            AgreedEnd::DiscardAndCompare => {
                Self::clear_board(ctx, "OW-12", |_| Place::Off);
                let winner = Self::winner(ctx.pos);
                ctx.game_end(Outcome { winner, reason }, rule);
            }
            AgreedEnd::Draw => ctx.game_end(Outcome { winner: None, reason }, "A49"),
            AgreedEnd::EachTakesOwnSide => {
                Self::clear_board(ctx, "A12", |pit| Place::Store(LAYOUT.side_of(pit)));
                let winner = Self::winner(ctx.pos);
                ctx.game_end(Outcome { winner, reason }, rule);
            }
        }
    }

    /// Sows `origin` with a step per seed (OW-5, OW-6, A13); returns where the last seed fell.
    #[inline]
    fn sow<S: StepSink>(&self, ctx: &mut MoveCtx<'_, S>, origin: usize, me: Side) -> Slot {
        let mut hand = ctx.pick_up(origin, "OW-5");
        let opp_last = Slot::Pit(row_base(me.opponent()) + ROW - 1);
        let mut slot = Slot::Pit(origin);
        let mut lap: u16 = 1;
        while hand > 0 {
            if self.sow_into_own_store && slot == opp_last {
                ctx.skip(Place::Store(me.opponent()), "A13");
            }
            slot = self.next_slot(slot, me);
            match slot {
                Slot::Pit(p) if p == origin => {
                    lap += 1;
                    ctx.lap(lap);
                    ctx.skip(Place::Pit(p as u8), "OW-6");
                    continue;
                }
                Slot::Pit(p) => ctx.sow_pit(p, "OW-5"),
                Slot::Store(side) => ctx.sow_store(side, "A13"),
            }
            hand -= 1;
        }
        slot
    }
}

impl Rules for Oware {
    fn layout(&self) -> Layout {
        LAYOUT
    }

    /// OW-2: four seeds in each of the twelve pits, South to move (OW-3 is a parameter).
    fn start_position(&self) -> Position {
        let mut pos = Position::empty(LAYOUT);
        pos.pits[..PITS].fill(4);
        pos
    }

    fn check_position(&self, pos: &Position) -> Result<(), PositionError> {
        if pos.outcome.is_some() {
            return Ok(());
        }
        if pos.off != 0 {
            return Err(PositionError::Inconsistent { rule: "OW-12", reason: Inconsistency::OffBeforeEnd });
        }
        let Some(ending) = self.ending(pos, true) else {
            return Ok(());
        };
        let reason = match ending {
            Ending::Majority(_) => EndReason::Majority,
            Ending::NoMove { reason, .. } => reason,
        };
        Err(PositionError::Inconsistent { rule: "OW-11", reason: Inconsistency::AlreadyOver(reason) })
    }

    #[inline]
    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        if pos.outcome.is_some() {
            return;
        }
        let must_feed = self.must_feed_now(pos);
        let plain = !must_feed && self.grand_slam != GrandSlam::Forbidden;
        let b = row_base(pos.to_move);
        let mut mask = two_row::nonempty_mask(pos, pos.to_move);
        while mask != 0 {
            let pit = b + mask.trailing_zeros() as usize;
            mask &= mask - 1;
            if plain || self.forbidden(pos, pit, must_feed).is_none() {
                out.push(Move::sow(pit));
            }
        }
    }

    #[inline]
    fn legal_sow_mask(&self, pos: &Position) -> Option<u64> {
        if pos.outcome.is_some() {
            return Some(0);
        }
        let must_feed = self.must_feed_now(pos);
        let b = row_base(pos.to_move);
        let mut mask = two_row::nonempty_mask(pos, pos.to_move);
        if !must_feed && self.grand_slam != GrandSlam::Forbidden {
            // Every non-empty pit is legal (the usual case).
            return Some(u64::from(mask) << b);
        }
        let mut legal = 0u64;
        while mask != 0 {
            let pit = b + mask.trailing_zeros() as usize;
            mask &= mask - 1;
            if self.forbidden(pos, pit, must_feed).is_none() {
                legal |= 1 << pit;
            }
        }
        Some(legal)
    }

    fn check_move(&self, pos: &Position, mv: &Move) -> Result<(), IllegalReason> {
        if pos.outcome.is_some() {
            return Err(IllegalReason::GameOver);
        }
        two_row::check_own_nonempty(LAYOUT, pos, mv)?;
        let pit = mv.start_pit().unwrap_or_default();
        match self.forbidden(pos, pit, self.must_feed_now(pos)) {
            Some(reason) => Err(reason),
            None => Ok(()),
        }
    }

    fn play<S: StepSink>(&self, pos: &mut Position, mv: &Move, sink: &mut S) {
        let Some(origin) = mv.start_pit() else { return };
        let feeding = self.must_feed_now(pos);
        let stores_before = pos.stores;
        let mut ctx = MoveCtx::new(pos, sink);
        let me = ctx.pos.to_move;
        if feeding {
            ctx.note(Note::MustFeed, "OW-10");
        }
        let last = if S::RECORDS {
            self.sow(&mut ctx, origin, me)
        } else if self.sow_into_own_store {
            two_row::sow_laps(ctx.pos, origin, true, true)
        } else {
            Slot::Pit(sow12(&mut ctx.pos.pits, origin))
        };
        let caps = self.captures(&ctx.pos.pits, last, me);
        let why = if caps.mask == 0 {
            Self::no_capture_reason(&ctx.pos.pits, last, me)
        } else {
            let grand_slam = caps.seeds == row_sum(&ctx.pos.pits, me.opponent());
            debug_assert!(
                !(grand_slam && self.grand_slam == GrandSlam::Forbidden),
                "a forbidden grand slam was played"
            );
            match last {
                _ if grand_slam && self.grand_slam == GrandSlam::AllowedNoCapture => {
                    ctx.note(Note::GrandSlamNoCapture, "A9");
                    TurnEndReason::GrandSlam
                }
                Slot::Pit(last) => {
                    // The last pit first, then the others in the order the pattern finds them.
                    let has = |p: usize| p < PITS && caps.mask >> p & 1 == 1;
                    ctx.capture_pit(last, Place::Store(me), "OW-7");
                    match self.capture_pattern {
                        CapturePattern::ChainBackward => {
                            let mut p = last;
                            while p > 0 && has(p - 1) {
                                p -= 1;
                                ctx.capture_pit(p, Place::Store(me), "OW-7");
                            }
                            // OW-7: the chain stops at the edge of the opponent's row or at the
                            // first pit that does not hold two or three.
                            if p == row_base(me.opponent()) {
                                TurnEndReason::ChainAtEdge
                            } else {
                                TurnEndReason::ChainBroken { pit: (p - 1) as u8, count: ctx.pos.pits[p - 1] }
                            }
                        }
                        CapturePattern::NeighboursBothSides => {
                            for p in [last.wrapping_sub(1), last + 1] {
                                if has(p) {
                                    ctx.capture_pit(p, Place::Store(me), "A7");
                                }
                            }
                            TurnEndReason::Captured
                        }
                    }
                }
                // `captures` finds none after a seed in a store.
                Slot::Store(_) => Self::no_capture_reason(&ctx.pos.pits, last, me),
            }
        };
        ctx.pass_turn(why);
        if let Some(ending) = self.ending(ctx.pos, ctx.pos.stores != stores_before) {
            self.finish(&mut ctx, ending);
        }
    }

    /// [`Oware::play`] without a step log, written out for playouts: the sowing of `sow12`,
    /// the captures removed from the board word at once, the turn passed as `TurnEnd` folds it.
    #[inline]
    fn play_sow(&self, pos: &mut Position, origin: usize) {
        if self.sow_into_own_store {
            self.play(pos, &Move::sow(origin), &mut crate::step::NoSteps);
            return;
        }
        let me = pos.to_move;
        let last = sow12(&mut pos.pits, origin);
        let caps = self.captures(&pos.pits, Slot::Pit(last), me);
        let captured = caps.mask != 0
            && !(self.grand_slam == GrandSlam::AllowedNoCapture && caps.seeds == row_sum(&pos.pits, me.opponent()));
        if captured {
            let mut mask = caps.mask;
            while mask != 0 {
                pos.pits[mask.trailing_zeros() as usize] = 0;
                mask &= mask - 1;
            }
            // At most 255 seeds in a position: no store overflows.
            pos.stores[me.index()] = pos.stores[me.index()].wrapping_add(caps.seeds as u8);
        }
        // `TurnEnd` (see `Position::apply_step`).
        let mover = me.index();
        pos.moves_made[mover] = pos.moves_made[mover].saturating_add(1);
        if captured {
            pos.capturing_moves[mover] = pos.capturing_moves[mover].saturating_add(1);
        }
        pos.to_move = me.opponent();
        // The usual case, where `ending` would find nothing, decided inline: the next mover has
        // seeds, needs no feeding, no move of his can be a forbidden grand slam, no store changed.
        let check = row_empty(&pos.pits, me.opponent())
            || (self.must_feed && row_empty(&pos.pits, me))
            || self.grand_slam == GrandSlam::Forbidden
            || (self.end_at_majority && captured);
        if !check {
            return;
        }
        if let Some(ending) = self.ending(pos, captured) {
            self.finish(&mut MoveCtx::new(pos, &mut crate::step::NoSteps), ending);
        }
    }

    fn repetition(&self) -> Option<RepetitionRule> {
        Some(RepetitionRule { occurrences: 2, since_capture: true, rule: "A12" })
    }

    fn end_by_repetition<S: StepSink>(&self, pos: &mut Position, sink: &mut S, rule: &'static str) {
        let mut ctx = MoveCtx::new(pos, sink);
        let mode = match self.cycle_end {
            CycleEnd::AsAgreedEnd => self.agreed_end,
            CycleEnd::DiscardAndCompare => AgreedEnd::DiscardAndCompare,
            CycleEnd::EachTakesOwnSide => AgreedEnd::EachTakesOwnSide,
            CycleEnd::Draw => AgreedEnd::Draw,
        };
        Self::settle(&mut ctx, mode, EndReason::Repetition, rule);
    }

    fn agreed_end<S: StepSink>(&self, pos: &mut Position, sink: &mut S) -> bool {
        if pos.outcome.is_some() {
            return false;
        }
        let mut ctx = MoveCtx::new(pos, sink);
        Self::settle(&mut ctx, self.agreed_end, EndReason::Agreed, "OW-11");
        true
    }
}
