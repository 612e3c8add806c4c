//! Oware Nam-Nam and its Ayo-ayo preset (RULES.md §2.3, §3 A17–A20).
//!
//! 2×6 board, 4 seeds per pit, no stores in the circuit (the stores hold captured fours). A player
//! sows from a non-empty pit he **owns** (NAM-3; after the first round he may own pits on the
//! other row). Sowing is counter-clockwise into every pit, the origin included (NAM-4). A seed that
//! makes a pit hold 4 in mid-sowing gives those 4 to the pit's owner (NAM-5; to the mover with
//! `namnam.fours_owner = mover`, A17); a last seed that makes 4 gives them to the mover and ends the
//! turn; a last seed in an occupied pit lifts it and the sowing goes on (relay, NAM-6). A player
//! who owns no seeds passes (NAM-3). When a four is taken while 8 seeds are left on the board
//! (the hand counts as the board, A19a), its taker also takes the last 4 and the round is over
//! (NAM-7). A move whose relay never ends follows ENG-LOOP (`engine.endless_move`).
//!
//! # Moves
//! * `[Sow(pit)]` (`S2`, or `N2` for a pit S owns on N's row).
//! * `[Pass]` (`pass`) when the mover owns no seeds (NAM-3); it is then the only move.
//! * With `namnam.allow_neglect = true`, each mid-sowing four that the **mover** may take adds one
//!   decision, in the order the fours form: `Take(pit)` (`xN0`, take it) or `Continue(true)`
//!   (`go`, leave it; the chance is gone, A18). The decision appears only where the mover has it:
//!   a four made by the last seed is always taken (NAM-6), and a mid-sowing four that belongs to
//!   the opponent (the pit's owner under the default `owner_midway_mover_last`) is taken for him
//!   at once, because it is his choice, not the mover's, and a move holds only the mover's choices.
//!   A move holds at most 6 such decisions (`MAX_CHOICES`); later fours of that move are taken.
//! * The round set-up (NAM-8) as its own move: when a round is over the board is empty, and the
//!   player with more seeds is to move. If he has a real choice of opponent-side pits (he has more
//!   than 24 and fewer than 48 seeds), his move is `[Take(p1), …, Take(pk)]` (`xN0/xN3`): the
//!   opponent-side pits he fills, in increasing pit order. When there is no choice (a tie, or he
//!   takes every pit) the set-up is played at once at the end of the round-ending move.
//!
//! # The set-up (NAM-8), step by step
//! The leader fills his own row, 4 per pit, then 4 per pit into the chosen pits, which become his;
//! the other player fills the rest of his row, 4 per pit. If a total is not a multiple of 4 (only
//! after a cycle ended a round, A19a), the leader's last chosen pit holds the odd seeds and the
//! other player tops it up to 4; any seed still left goes into that player's last pit. Every seed
//! is a `Transfer` from a store, every change of owner an `Owner` step, then `Note::RoundBegins`.
//! The player who captured fewer seeds starts the next round (NAM-8 proposal); on a tie (24:24,
//! each keeps his row), the player who did not start the round just ended: the position records
//! who started the current round ([`Position::round_starter`], `starter=` in the text form; set by
//! `Note::RoundBegins`). Odd totals after a cycling round (A19a): NAM-8 gives the leader ⌈t/4⌉
//! pits, the last of them holding the remainder, which is what the set-up below does.
//!
//! # Ending
//! Nam-Nam ends when one player has won every seed at the end of a round (NAM-9). Random play
//! rarely gets there (a median of about 40 rounds), so `namnam.max_rounds` **[not in seeds]**
//! (A19b, default 30) ends the game after that round: the player with more seeds (more pits)
//! wins; `0` is no cap, the articles' game.
//! Ayo-ayo (`namnam.rounds = false`) ends after one round (A20). A round whose positions cycle
//! (a third repetition since the last capture) ends by `namnam.cycle_end` (A19a).

// Pit indices are below 16 here; `as u8` is the engine's pit-index convention (see ctx.rs).
#![allow(clippy::cast_possible_truncation)]

use crate::ctx::MoveCtx;
use crate::games::{RepetitionRule, Rules};
use crate::layout::{Layout, Side};
use crate::moves::{Action, Expected, Forbidden, IllegalReason, Move};
use crate::options::{EndlessMove, OptionError, OptionKind, OptionSpec, OptionValues, ENDLESS_MOVE};
use crate::position::{EndReason, Inconsistency, Outcome, Part, Position, PositionError};
use crate::reason::{RelayReason, TurnEndReason};
use crate::spec::{Provenance, VariantSpec};
use crate::step::{NoSteps, Note, Place, StepSink};
use smallvec::SmallVec;

const FOURS_OWNER_VALUES: &[&str] = &["owner_midway_mover_last", "mover"];
const CYCLE_END_VALUES: &[&str] = &["to_pit_owner", "draw"];

macro_rules! namnam_options {
    ($fours:literal, $rounds:literal) => {
        &[
            OptionSpec {
                key: "namnam.fours_owner",
                kind: OptionKind::Choice(FOURS_OWNER_VALUES),
                default: $fours,
                rule: "A17",
                #[cfg(feature = "descriptions")]
                about: "who takes a four made in mid-sowing: the pit's owner (the last seed's four goes to the mover), or always the mover",
            },
            OptionSpec {
                key: "namnam.allow_neglect",
                kind: OptionKind::Bool,
                default: "false",
                rule: "A18",
                #[cfg(feature = "descriptions")]
                about: "the mover may leave a four of his in mid-sowing (the chance is then gone)",
            },
            OptionSpec {
                key: "namnam.rounds",
                kind: OptionKind::Bool,
                default: $rounds,
                rule: "A20",
                #[cfg(feature = "descriptions")]
                about: "play rounds until one player owns every pit; false = one round, more seeds wins",
            },
            OptionSpec {
                key: "namnam.cycle_end",
                kind: OptionKind::Choice(CYCLE_END_VALUES),
                default: "to_pit_owner",
                rule: "A19a",
                #[cfg(feature = "descriptions")]
                about: "a round that cycles ends: the seeds left go to the owners of their pits, or the game is a draw",
            },
            OptionSpec {
                key: "namnam.max_rounds",
                kind: OptionKind::Int { min: 0, max: 65_535 },
                default: "30",
                rule: "A19b",
                #[cfg(feature = "descriptions")]
                about: "[not in seeds] after this many rounds the game ends and the player with more seeds wins (0 = no cap)",
            },
            ENDLESS_MOVE,
        ]
    };
}

const NAMNAM_OPTIONS: &[OptionSpec] = namnam_options!("owner_midway_mover_last", "true");
const AYOAYO_OPTIONS: &[OptionSpec] = namnam_options!("mover", "false");

pub static SPECS: &[VariantSpec] = &[
    VariantSpec {
        id: "namnam",
        section: "2.3",
        rule_prefixes: &["NAM"],
        name_en: "Oware Nam-Nam",
        name_uk: "Оваре Нам-Нам",
        name_ru: "Оваре Нам-Нам",
        rows: crate::layout::Rows::Two,
        family: crate::spec::RuleFamily::NamNam,
        preset_of: None,
        learning_order: 3,
        provenance: Provenance::Articles,
        pit_roles: crate::spec::PitRoles::NONE,
        features: crate::spec::Features { rounds: None, ..crate::games::two_row::FEATURES },
        options: NAMNAM_OPTIONS,
        build: |o| Ok(crate::games::Ruleset::NamNam(NamNam::from_options(o)?)),
    },
    VariantSpec {
        id: "ayoayo",
        section: "2.3",
        rule_prefixes: &["NAM"],
        name_en: "Ayo-ayo",
        name_uk: "Айо-айо",
        name_ru: "Айо-айо",
        rows: crate::layout::Rows::Two,
        family: crate::spec::RuleFamily::NamNam,
        preset_of: Some("namnam"),
        learning_order: 4,
        provenance: Provenance::Reconstructed,
        pit_roles: crate::spec::PitRoles::NONE,
        features: crate::spec::Features { rounds: None, ..crate::games::two_row::FEATURES },
        options: AYOAYO_OPTIONS,
        build: |o| Ok(crate::games::Ruleset::NamNam(NamNam::from_options(o)?)),
    },
];

const LAYOUT: Layout = Layout::two_row(6);
/// Pits on the board.
const PITS: usize = 12;
/// Pits in a row.
const ROW: usize = 6;
/// With `namnam.allow_neglect`, the most four-decisions one move holds; later fours of the same
/// move are taken at once. It bounds the legal-move list (2^6 moves per pit at most) in the rare
/// long relays that form the mover's fours again and again.
const MAX_CHOICES: usize = 6;
/// Seeds per pit at the start and after a set-up.
const FOUR: u8 = 4;

/// Oware Nam-Nam with its options resolved (also the Ayo-ayo preset).
#[derive(Clone, Debug)]
// One bool per option of RULES §3.
#[allow(clippy::struct_excessive_bools)]
pub struct NamNam {
    /// A17 `mover`: the mover takes every four.
    pub mover_takes_all: bool,
    /// A18.
    pub allow_neglect: bool,
    /// A20: false = one round (Ayo-ayo).
    pub rounds: bool,
    /// A19a `draw`: a cycling round makes the game a draw.
    pub cycle_draw: bool,
    /// ENG-LOOP `draw`: an endless move is legal and draws the game.
    pub endless_draw: bool,
    /// `namnam.max_rounds` [not in seeds, A19b]: the last round played; `None` (the value 0) is
    /// no cap.
    pub max_rounds: Option<u16>,
}

/// How a sowing ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SowEnd {
    /// The last seed fell into an empty pit, or made a four (NAM-6): the reason.
    TurnEnds(TurnEndReason),
    /// NAM-7: the last seeds were taken; the round is over.
    RoundOver,
    /// ENG-LOOP: the relay sowed past the cap.
    Endless,
    /// The mover must decide about the four in `pit` here (action `index`), but the move stops.
    Missing { index: usize, pit: usize },
    /// Action `index` does not fit the decision met there (or comes after the sowing ended).
    Unexpected { index: usize },
}

impl NamNam {
    /// # Errors
    /// An option the spec does not declare as read here.
    pub fn from_options(o: &OptionValues) -> Result<NamNam, OptionError> {
        Ok(NamNam {
            mover_takes_all: o.pick("namnam.fours_owner", &[("owner_midway_mover_last", false), ("mover", true)])?,
            allow_neglect: o.flag("namnam.allow_neglect")?,
            rounds: o.flag("namnam.rounds")?,
            cycle_draw: o.pick("namnam.cycle_end", &[("to_pit_owner", false), ("draw", true)])?,
            endless_draw: EndlessMove::from_options(o)?.is_draw(),
            max_rounds: u16::try_from(o.number("namnam.max_rounds")?).ok().filter(|&n| n > 0),
        })
    }

    fn board_seeds(pos: &Position) -> u32 {
        pos.pits[..PITS].iter().map(|&s| u32::from(s)).sum()
    }

    fn owns_seeds(pos: &Position, side: Side) -> bool {
        (0..PITS).any(|p| pos.pits[p] > 0 && pos.owner(p) == side)
    }

    /// Sows from `origin` (already checked to be the mover's and non-empty), following the
    /// decisions in `script` (`script[0]` is the `Sow` action). Returns how it ended.
    fn sow<S: StepSink>(&self, ctx: &mut MoveCtx<'_, S>, origin: usize, script: &[Action]) -> SowEnd {
        let me = ctx.pos.to_move;
        // Seeds on the board, counting the hand (A19a).
        let mut on_board = Self::board_seeds(ctx.pos);
        let mut used = 1;
        let mut pit = origin;
        ctx.pick_up(origin, "NAM-4");
        let end = loop {
            pit = if pit + 1 == PITS { 0 } else { pit + 1 };
            ctx.sow_pit(pit, "NAM-4");
            let last = ctx.hand() == 0;
            if ctx.pos.pits[pit] == FOUR {
                if last {
                    // NAM-6: a four made by the last seed goes to the mover; the turn ends.
                    let rule = if self.mover_takes_all { "A17" } else { "NAM-6" };
                    break if Self::take_four(ctx, pit, me, &mut on_board, rule) {
                        SowEnd::RoundOver
                    } else {
                        SowEnd::TurnEnds(TurnEndReason::CountTaken { pit: pit as u8, count: FOUR })
                    };
                }
                let taker = if self.mover_takes_all { me } else { ctx.pos.owner(pit) };
                if self.allow_neglect && taker == me && used <= MAX_CHOICES {
                    match script.get(used) {
                        Some(Action::Take(p)) if usize::from(*p) == pit => used += 1,
                        Some(Action::Continue(true)) => {
                            // A18: the mover leaves the four; the next seed here spoils it.
                            used += 1;
                            continue;
                        }
                        Some(_) => return SowEnd::Unexpected { index: used },
                        None => return SowEnd::Missing { index: used, pit },
                    }
                }
                let rule = if self.mover_takes_all { "A17" } else { "NAM-5" };
                if Self::take_four(ctx, pit, taker, &mut on_board, rule) {
                    break SowEnd::RoundOver;
                }
                continue;
            }
            if last {
                if ctx.pos.pits[pit] == 1 {
                    // NAM-6: the last seed fell into an empty pit.
                    break SowEnd::TurnEnds(TurnEndReason::EmptyPit { pit: pit as u8 });
                }
                if ctx.endless() {
                    break SowEnd::Endless;
                }
                ctx.relay(pit, "NAM-6", RelayReason::CountNotCaptured);
            }
        };
        if used < script.len() {
            return SowEnd::Unexpected { index: used };
        }
        end
    }

    /// Takes the four in `pit` for `taker`; if 8 seeds were left, he also takes the rest and the
    /// round is over (NAM-7). Returns whether the round is over.
    fn take_four<S: StepSink>(
        ctx: &mut MoveCtx<'_, S>,
        pit: usize,
        taker: Side,
        on_board: &mut u32,
        rule: &'static str,
    ) -> bool {
        let last_eight = *on_board == 8;
        ctx.capture(Place::Pit(pit as u8), Place::Store(taker), FOUR, rule);
        *on_board -= u32::from(FOUR);
        if !last_eight {
            return false;
        }
        for p in 0..PITS {
            if ctx.pos.pits[p] > 0 {
                ctx.capture_pit(p, Place::Store(taker), "NAM-7");
            }
        }
        let hand = ctx.hand();
        if hand > 0 {
            ctx.capture(Place::Hand, Place::Store(taker), u8::try_from(hand).unwrap_or(u8::MAX), "NAM-7");
        }
        *on_board = 0;
        true
    }

    /// Simulates a sowing move on a copy.
    fn simulate(&self, pos: &Position, origin: usize, script: &[Action]) -> SowEnd {
        let mut copy = pos.clone();
        let mut sink = NoSteps;
        let mut ctx = MoveCtx::new(&mut copy, &mut sink);
        self.sow(&mut ctx, origin, script)
    }

    /// Appends every complete legal sowing move from `origin` (one per set of decisions).
    /// With `first_only`, stops after the first one; returns whether any was found.
    fn sowing_moves(&self, pos: &Position, script: &mut Move, out: &mut Vec<Move>, first_only: bool) -> bool {
        let Some(origin) = script.start_pit() else {
            return false;
        };
        match self.simulate(pos, origin, script.actions()) {
            SowEnd::Missing { pit, .. } => {
                let mut found = false;
                for decision in [Action::Take(pit as u8), Action::Continue(true)] {
                    script.0.push(decision);
                    found |= self.sowing_moves(pos, script, out, first_only);
                    script.0.pop();
                    if found && first_only {
                        break;
                    }
                }
                found
            }
            SowEnd::Endless if !self.endless_draw => false,
            SowEnd::Unexpected { .. } => false,
            _ => {
                out.push(script.clone());
                true
            }
        }
    }

    /// Whether the player to move has a legal move that is not endless (or a pass).
    fn has_finite_move(&self, pos: &Position) -> bool {
        let me = pos.to_move;
        if !Self::owns_seeds(pos, me) {
            return true;
        }
        let mut scratch = Vec::new();
        (0..PITS).any(|p| {
            pos.pits[p] > 0 && pos.owner(p) == me && self.sowing_moves(pos, &mut Move::sow(p), &mut scratch, true)
        })
    }

    /// After a turn ended: under ENG-LOOP `illegal`, a player left with only endless moves makes
    /// the game a draw.
    fn check_endless_next<S: StepSink>(&self, ctx: &mut MoveCtx<'_, S>) {
        if !self.endless_draw && !self.has_finite_move(ctx.pos) {
            ctx.note(Note::Endless, "ENG-LOOP");
            ctx.game_end(Outcome { winner: None, reason: EndReason::EndlessMove }, "ENG-LOOP");
        }
    }

    /// The player with more seeds, and how many opponent-side pits he fills (NAM-8).
    fn leader(pos: &Position) -> (Option<Side>, usize) {
        let (s, n) = (pos.store(Side::South), pos.store(Side::North));
        let leader = match s.cmp(&n) {
            std::cmp::Ordering::Greater => Side::South,
            std::cmp::Ordering::Less => Side::North,
            std::cmp::Ordering::Equal => return (None, 0),
        };
        let rest = usize::from(pos.store(leader)).saturating_sub(ROW * usize::from(FOUR));
        (Some(leader), rest.div_ceil(usize::from(FOUR)).min(ROW))
    }

    /// Whether the set-up leaves the leader a choice of pits.
    fn setup_choice(pos: &Position) -> Option<(Side, usize)> {
        match Self::leader(pos) {
            (Some(leader), k) if k > 0 && k < ROW => Some((leader, k)),
            _ => None,
        }
    }

    /// The round is over (the board is empty and every seed is in a store): end the game, or set
    /// up the next round, or hand the set-up choice to the leader. `next` is the player who would
    /// move next had the round gone on. Ends the turn, unless `turn_over` says it has ended
    /// already (a cycle ended the round after the move, A19a).
    fn end_round<S: StepSink>(&self, ctx: &mut MoveCtx<'_, S>, next: Side, turn_over: bool) {
        let (s, n) = (ctx.pos.store(Side::South), ctx.pos.store(Side::North));
        let winner = match s.cmp(&n) {
            std::cmp::Ordering::Greater => Some(Side::South),
            std::cmp::Ordering::Less => Some(Side::North),
            std::cmp::Ordering::Equal => None,
        };
        // A20 (Ayo-ayo): one round, the totals decide; NAM-9: one player won every seed, and so
        // every pit; `namnam.max_rounds` [not in seeds]: the last round was played.
        let end = if !self.rounds {
            Some((EndReason::RoundOver, "A20"))
        } else if s == 0 || n == 0 {
            Some((EndReason::AllPitsOwned, "NAM-9"))
        } else if self.max_rounds.is_some_and(|last| ctx.pos.round >= last) {
            Some((EndReason::RoundOver, "A19b"))
        } else {
            None
        };
        if let Some((reason, rule)) = end {
            if !turn_over {
                ctx.end_turn(next, TurnEndReason::RoundOver);
            }
            ctx.game_end(Outcome { winner, reason }, rule);
            return;
        }
        if let Some((leader, _)) = Self::setup_choice(ctx.pos) {
            // NAM-8: the leader chooses his pits on the other row in a set-up move.
            if !turn_over || ctx.pos.to_move != leader {
                ctx.end_turn(leader, TurnEndReason::RoundOver);
            }
            return;
        }
        let (leader, k) = Self::leader(ctx.pos);
        // NAM-8: the player with fewer seeds starts; after a tie, the one who did not start the
        // round just ended.
        let starter = match leader {
            Some(l) => l.opponent(),
            None => ctx.pos.round_starter.opponent(),
        };
        let mut chosen: SmallVec<[usize; ROW]> = SmallVec::new();
        let leader = leader.unwrap_or(Side::South);
        if k == ROW {
            chosen.extend(LAYOUT.side_range(leader.opponent()));
        }
        Self::set_up(ctx, leader, &chosen, starter);
        ctx.end_turn(starter, TurnEndReason::RoundOver);
        self.check_endless_next(ctx);
    }

    /// Fills the board for the next round, which `starter` begins (NAM-8); see the module doc.
    fn set_up<S: StepSink>(ctx: &mut MoveCtx<'_, S>, leader: Side, chosen: &[usize], starter: Side) {
        let other = leader.opponent();
        let mut last_leader = LAYOUT.pit(leader, ROW - 1);
        for pit in LAYOUT.side_range(leader) {
            Self::fill(ctx, leader, pit, FOUR);
            if ctx.pos.owner(pit) != leader {
                ctx.set_owner(pit, leader, "NAM-8");
            }
        }
        for &pit in chosen {
            Self::fill(ctx, leader, pit, FOUR);
            ctx.set_owner(pit, leader, "NAM-8");
            last_leader = pit;
        }
        let mut last_other = None;
        for pit in LAYOUT.side_range(other) {
            if chosen.contains(&pit) {
                continue;
            }
            Self::fill(ctx, other, pit, FOUR);
            if ctx.pos.owner(pit) != other {
                ctx.set_owner(pit, other, "NAM-8");
            }
            last_other = Some(pit);
        }
        // Odd seeds: the other player tops up the leader's last pit, then anything left goes into
        // the last pit each player filled.
        if !chosen.is_empty() {
            Self::fill(ctx, other, last_leader, FOUR);
        }
        let rest = ctx.pos.store(other);
        if rest > 0 {
            ctx.transfer(Place::Store(other), Place::Pit(last_other.unwrap_or(last_leader) as u8), rest, "NAM-8");
        }
        let rest = ctx.pos.store(leader);
        if rest > 0 {
            ctx.transfer(Place::Store(leader), Place::Pit(last_leader as u8), rest, "NAM-8");
        }
        let round = ctx.pos.round.saturating_add(1);
        ctx.note(Note::RoundBegins { round, starter }, "NAM-8");
    }

    /// Tops `pit` up to `cap` seeds from `side`'s store (NAM-8).
    fn fill<S: StepSink>(ctx: &mut MoveCtx<'_, S>, side: Side, pit: usize, cap: u8) {
        let give = cap.saturating_sub(ctx.pos.pits[pit]).min(ctx.pos.store(side));
        if give > 0 {
            ctx.transfer(Place::Store(side), Place::Pit(pit as u8), give, "NAM-8");
        }
    }

    fn check_setup_move(pos: &Position, mv: &Move) -> Result<(), IllegalReason> {
        let Some((leader, k)) = Self::setup_choice(pos) else {
            return Err(IllegalReason::UnexpectedAction { index: 0 });
        };
        let acts = mv.actions();
        let mut prev = None;
        for (index, a) in acts.iter().enumerate() {
            let Action::Take(p) = *a else {
                return Err(IllegalReason::UnexpectedAction { index });
            };
            if index >= k {
                return Err(IllegalReason::UnexpectedAction { index });
            }
            let pit = usize::from(p);
            if pit >= PITS || LAYOUT.side_of(pit) == leader {
                return Err(IllegalReason::NotYourPit { pit: p });
            }
            if prev.is_some_and(|q| q >= pit) {
                // Each pit once, in increasing order (one move per set of pits).
                return Err(IllegalReason::UnexpectedAction { index });
            }
            prev = Some(pit);
        }
        if acts.len() < k {
            return Err(IllegalReason::Incomplete { expected: Expected::SetupPit });
        }
        Ok(())
    }

    fn setup_moves(pos: &Position, out: &mut Vec<Move>) {
        let Some((leader, k)) = Self::setup_choice(pos) else {
            return;
        };
        let base = LAYOUT.pit(leader.opponent(), 0);
        for mask in 0u32..(1 << ROW) {
            if mask.count_ones() as usize == k {
                let mut mv = Move(SmallVec::new());
                for i in 0..ROW {
                    if mask >> i & 1 == 1 {
                        mv.0.push(Action::Take((base + i) as u8));
                    }
                }
                out.push(mv);
            }
        }
        out.sort_unstable();
    }
}

impl Rules for NamNam {
    fn layout(&self) -> Layout {
        LAYOUT
    }

    fn start_position(&self) -> Position {
        let mut pos = Position::empty(LAYOUT);
        pos.pits[..PITS].fill(FOUR);
        pos
    }

    fn check_position(&self, pos: &Position) -> Result<(), PositionError> {
        let inconsistent = |rule: &'static str, reason| Err(PositionError::Inconsistent { rule, reason });
        let over = |rule: &'static str, reason| inconsistent(rule, Inconsistency::AlreadyOver(reason));
        if pos.round == 1 && !pos.default_ownership() {
            return inconsistent("NAM-1", Inconsistency::FirstRoundOwners);
        }
        if !self.rounds && pos.round != 1 {
            return inconsistent("A20", Inconsistency::NoSuchPart(Part::Rounds));
        }
        if pos.outcome.is_some() {
            return Ok(());
        }
        if pos.total_seeds() == 0 {
            return over("NAM-9", EndReason::NoSeeds);
        }
        if Self::board_seeds(pos) == 0 {
            // Only the set-up of the next round can be due, and only with a choice to make.
            if !self.rounds {
                return over("A20", EndReason::RoundOver);
            }
            if pos.store(Side::South) == 0 || pos.store(Side::North) == 0 {
                return over("NAM-9", EndReason::AllPitsOwned);
            }
            return match Self::setup_choice(pos) {
                Some((leader, _)) if leader == pos.to_move => Ok(()),
                Some(_) => inconsistent("NAM-8", Inconsistency::NotTheSetter),
                None => inconsistent("NAM-8", Inconsistency::SetupWithoutChoice),
            };
        }
        if !self.endless_draw && !self.has_finite_move(pos) {
            return over("ENG-LOOP", EndReason::EndlessMove);
        }
        Ok(())
    }

    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        if pos.outcome.is_some() {
            return;
        }
        if Self::board_seeds(pos) == 0 {
            Self::setup_moves(pos, out);
            return;
        }
        let me = pos.to_move;
        let mut any = false;
        for pit in 0..PITS {
            if pos.pits[pit] == 0 || pos.owner(pit) != me {
                continue;
            }
            any = true;
            if self.allow_neglect || !self.endless_draw {
                self.sowing_moves(pos, &mut Move::sow(pit), out, false);
            } else {
                out.push(Move::sow(pit));
            }
        }
        if !any {
            out.push(Move::from_actions(&[Action::Pass]));
        }
    }

    fn check_move(&self, pos: &Position, mv: &Move) -> Result<(), IllegalReason> {
        if Self::board_seeds(pos) == 0 {
            return Self::check_setup_move(pos, mv);
        }
        let me = pos.to_move;
        match mv.actions() {
            [] => Err(IllegalReason::Incomplete { expected: Expected::Pit }),
            [Action::Pass, rest @ ..] => {
                if Self::owns_seeds(pos, me) {
                    Err(IllegalReason::Forbidden { rule: "NAM-3", why: Forbidden::Other })
                } else if rest.is_empty() {
                    Ok(())
                } else {
                    Err(IllegalReason::UnexpectedAction { index: 1 })
                }
            }
            [Action::Sow(p), ..] => {
                let pit = usize::from(*p);
                if pit >= PITS || pos.owner(pit) != me {
                    return Err(IllegalReason::NotYourPit { pit: *p });
                }
                if pos.pits[pit] == 0 {
                    return Err(IllegalReason::EmptyPit { pit: *p });
                }
                match self.simulate(pos, pit, mv.actions()) {
                    SowEnd::Missing { .. } => Err(IllegalReason::Incomplete { expected: Expected::TakeOrLeave }),
                    SowEnd::Unexpected { index } => Err(IllegalReason::UnexpectedAction { index }),
                    SowEnd::Endless if !self.endless_draw => {
                        Err(IllegalReason::Forbidden { rule: "ENG-LOOP", why: Forbidden::Endless })
                    }
                    _ => Ok(()),
                }
            }
            _ => Err(IllegalReason::UnexpectedAction { index: 0 }),
        }
    }

    fn play<S: StepSink>(&self, pos: &mut Position, mv: &Move, sink: &mut S) {
        let mut ctx = MoveCtx::new(pos, sink);
        let me = ctx.pos.to_move;
        match mv.actions().first() {
            Some(Action::Pass) => {
                ctx.note(Note::Pass, "NAM-3");
                ctx.pass_turn(TurnEndReason::Passed);
                self.check_endless_next(&mut ctx);
            }
            Some(Action::Take(_)) => {
                let chosen: SmallVec<[usize; ROW]> = mv
                    .actions()
                    .iter()
                    .filter_map(|a| match a {
                        Action::Take(p) => Some(usize::from(*p)),
                        _ => None,
                    })
                    .collect();
                Self::set_up(&mut ctx, me, &chosen, me.opponent());
                ctx.end_turn(me.opponent(), TurnEndReason::SetUp);
                self.check_endless_next(&mut ctx);
            }
            Some(Action::Sow(p)) => match self.sow(&mut ctx, usize::from(*p), mv.actions()) {
                SowEnd::RoundOver => self.end_round(&mut ctx, me.opponent(), false),
                SowEnd::TurnEnds(_) if Self::board_seeds(ctx.pos) == 0 => {
                    self.end_round(&mut ctx, me.opponent(), false);
                }
                SowEnd::TurnEnds(why) => {
                    ctx.pass_turn(why);
                    self.check_endless_next(&mut ctx);
                }
                SowEnd::Endless => {
                    // ENG-LOOP `draw`: the relay never ends; the last lifted seeds stay where they fell.
                    ctx.note(Note::Endless, "ENG-LOOP");
                    ctx.pass_turn(TurnEndReason::Endless);
                    ctx.game_end(Outcome { winner: None, reason: EndReason::EndlessMove }, "ENG-LOOP");
                }
                // Not a legal move: play() is only called with legal moves.
                SowEnd::Missing { .. } | SowEnd::Unexpected { .. } => {}
            },
            _ => {}
        }
    }

    fn repetition(&self) -> Option<RepetitionRule> {
        Some(RepetitionRule { occurrences: 3, since_capture: true, rule: "A19a" })
    }

    fn end_by_repetition<S: StepSink>(&self, pos: &mut Position, sink: &mut S, rule: &'static str) {
        let mut ctx = MoveCtx::new(pos, sink);
        if self.cycle_draw {
            ctx.game_end(Outcome { winner: None, reason: EndReason::Repetition }, rule);
            return;
        }
        // A19a: the seeds left go to the owners of their pits, and the round is over.
        for pit in 0..PITS {
            let count = ctx.pos.pits[pit];
            if count > 0 {
                let owner = ctx.pos.owner(pit);
                ctx.transfer(Place::Pit(pit as u8), Place::Store(owner), count, rule);
            }
        }
        let next = ctx.pos.to_move;
        self.end_round(&mut ctx, next, true);
    }
}
