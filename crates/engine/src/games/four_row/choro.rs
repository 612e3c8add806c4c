//! "Choro I" (RULES.md §2.17, Reconstructed): the Omweso-like game with a simultaneous first move
//! and two ways to capture.
//!
//! # Moves
//!
//! * **Turn 1 (CH-3, A45a)** is one move holding both players' first sowings. Turn 1 is the
//!   position with no move made (`moves=0,0`) and two seeds in every pit (CH-1). Mode 1 is off on
//!   turn 1. How the two sowings meet on one board is `choro.first_move` (see "The first move"
//!   below):
//!   - `interleaved` (**default**): `[Sow(first player's O7 or O8), Sow(second player's O7 or O8),
//!     dirs…]`, token `S.O8/N.O7/cw`: the two moves race, sowing by sowing; the `Dir` actions come
//!     in the order the sowings are played, whoever's they are.
//!   - `in_sequence` (the first proposal of A45a): `[Sow(first player's pit), dirs…, Sow(second
//!     player's pit), dirs…]`, token `S.O8/N.O7`: the first player's whole move, then the second
//!     player's. If the second player has no O7/O8 with two seeds left when his turn comes, only
//!     the first part is played and he counts as having sown nothing.
//!
//!   `choro.first_move_order = south_then_north` lists only the moves with South as the first
//!   player, `north_then_south` only North first, `random` both (the caller draws the lot by
//!   picking the order; the engine has no randomness). The player who sowed fewer seeds
//!   ("finished first") moves at turn 2; a tie goes to South.
//! * **Mode-1 capture (CH-4, A45b):** `Take(opponent's inner pit)`, i.e. `xN.I6` takes N.I6 and the
//!   outer pit behind it and sows them from the own pit V facing N.I6, then the move goes on by the
//!   ordinary rules (relay, mode 2). Mode 1 is compulsory whenever some V qualifies. With
//!   `choro.mode1_is_move = false` the mode-1 capture is followed by an ordinary sowing of the same
//!   player: `[Take(A), dirs…, Sow(pit), dirs…]` (just the capture if no pit then holds two seeds).
//! * **Ordinary move:** `Sow(pit)` (two or more seeds, CH-2), then the direction choices.
//!
//! Every `Dir` action is written at a sowing where the player really chooses (CH-6): clockwise is
//! listed only where it is allowed and makes that sowing capture; clockwise is never forced, except
//! by `direction_model = persist` after a clockwise sowing (then no action is written).
//!
//! # Sowing
//!
//! A sowing "from A" puts its first seed into the pit after A; a sowing "starting in X" puts it
//! into X (§0.2.3, A46). Mode 1 starts in V (`mode1_start = V`) or from V (`V_plus_1`). A mode-2
//! capture (CH-5: the last seed of the sowing from A fell into an occupied own inner pit B whose
//! opposite pit is occupied) takes both opponent pits of the column and sows them from A (first seed
//! into A+1) if the sowing from A was clockwise and this one is clockwise too, otherwise starting in B.
//! For the clockwise exception the origin of a sowing is the pit it comes from: the lifted pit, V for
//! mode 1, A or B for a mode-2 re-sowing as just said (interpretation; RULES gives none).
//!
//! # The first move
//!
//! [000 L26]: «Перший хід робиться двома гравцями одночасно … Гравці намагаються ходити якомога
//! швидше, тому що по-перше, вони можуть зібрати зерна суперника, а по-друге, хто перший завершить
//! цей хід – той буде ходити першим наступного ходу» (both move at the same time and hurry, because
//! they may capture the opponent's seeds and whoever finishes first moves first next turn), and
//! [000 L23] calls it «хаотичний перший хід». So captures do happen on turn 1, and speed matters.
//!
//! The first reconstruction (RULES.md A45a, now `first_move = in_sequence`) plays the first
//! player's whole move, then the second's. From the start position (two seeds everywhere) every
//! sowing that ends in an inner pit finds an occupied pit facing an occupied pit, so one mode-2
//! capture (CH-5) leads to the next: South's `S.O8` clockwise takes every seed of North before
//! North has sown one, and in the other lines North is left with a few seeds. The game was decided
//! by who went first, which is exactly what "at the same time" rules out, and speed did not matter.
//!
//! The default, `interleaved`, plays the race the text describes, as a sequential board can: both
//! players lift their pits at the same moment and sow one seed per tick at the same speed, so the
//! next sowing played is always that of the player who has sown fewer seeds so far (a tie goes to
//! the first player of `first_move_order`). A sowing is played whole, with the lifting or capture
//! that starts it, so the step log keeps one hand. What a sowing's last seed leads to (the end,
//! a mode-2 capture, a relay) is decided when that player's next sowing starts, on the board as it
//! is then: the opponent may have filled or emptied the facing pit, or captured the landing pit (an
//! emptied landing pit ends the player's part). "Finished first" is then literal: the player whose
//! part ended after fewer seeds sown moves first at turn 2 (a tie goes to South, as in A45a). The
//! chaos the article promises remains (both capture; a long line of one player's clockwise choices
//! may still strip the other), but no first move lets South take every seed of North, and the
//! first player's lead is one sowing, not a whole move (`tests/choro.rs`). ENG-LOOP counts every
//! seed sown in the turn.
//!
//! ENG-LOOP as in Omweso (the shared relay machinery: [`crate::games::four_row::relay`]).

use crate::ctx::{MoveCtx, ENDLESS_SEED_CAP};
use crate::games::four_row::relay::{
    diagnose_tail, end_endless, end_if_stuck, explore, landing, script_of, Chooser, MoverState, Run,
};
use crate::games::four_row::{Sim, Sower};
use crate::games::{RepetitionRule, Rules, Ruleset};
use crate::layout::{Direction, Layout, Row, Rows, Side};
use crate::moves::{Action, Forbidden, IllegalReason, Move};
use crate::options::{self, OptionError, OptionKind, OptionSpec, OptionValues};
use crate::position::{Position, PositionError};
use crate::reason::TurnEndReason;
use crate::spec::{Provenance, VariantSpec};
use crate::step::StepSink;
use smallvec::SmallVec;

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "choro.first_move_order",
        kind: OptionKind::Choice(&["south_then_north", "north_then_south", "random"]),
        default: "south_then_north",
        rule: "A45",
        #[cfg(feature = "descriptions")]
        about: "the order in which the two simultaneous first sowings are resolved on the board",
    },
    OptionSpec {
        key: "choro.first_move",
        kind: OptionKind::Choice(&["interleaved", "in_sequence"]),
        default: "interleaved",
        rule: "A45",
        #[cfg(feature = "descriptions")]
        about: "the simultaneous first move: both sowings raced sowing by sowing, or one whole sowing after the other (the first proposal, where the first player can take every seed of the other)",
    },
    OptionSpec {
        key: "choro.mode1_is_move",
        kind: OptionKind::Bool,
        default: "true",
        rule: "CH-4",
        #[cfg(feature = "descriptions")]
        about: "the mode-1 capture and its sowing are the whole move (false: an ordinary sowing follows)",
    },
    OptionSpec {
        key: "choro.mode1_start",
        kind: OptionKind::Choice(&["V", "V_plus_1"]),
        default: "V",
        rule: "A45",
        #[cfg(feature = "descriptions")]
        about: "the mode-1 sowing puts its first seed into the own pit V, or into the pit after V",
    },
    OptionSpec {
        key: "choro.direction_model",
        kind: OptionKind::Choice(&["cw_chain", "per_sowing", "persist"]),
        default: "cw_chain",
        rule: "CH-6",
        #[cfg(feature = "descriptions")]
        about: "after a clockwise sowing later capturing sowings may go clockwise from any pit; or each sowing only from the four pits; or clockwise stays",
    },
    OptionSpec {
        key: "choro.reverse_pits",
        kind: OptionKind::Choice(&["leftmost", "outskirts"]),
        default: "leftmost",
        rule: "A34",
        #[cfg(feature = "descriptions")]
        about: "the four pits clockwise sowing may start from: own I1, I2, O1, O2, or I1, I2, I7, I8",
    },
    options::ENDLESS_MOVE,
    options::REPETITION_DRAW,
];

pub static SPECS: &[VariantSpec] = &[VariantSpec {
    id: "choro",
    section: "2.17",
    rule_prefixes: &["CH"],
    name_en: "Choro I",
    name_uk: "Чоро I",
    name_ru: "Чоро I",
    rows: Rows::Four,
    family: crate::spec::RuleFamily::Choro,
    preset_of: None,
    learning_order: 8,
    provenance: Provenance::Reconstructed,
    pit_roles: crate::spec::PitRoles::NONE,
    features: crate::games::four_row::sown_back("C4-4"),
    options: OPTIONS,
    build: |o| Ok(Ruleset::Choro(Choro::from_options(o)?)),
}];

const LAYOUT: Layout = Layout::four_row(8);

/// A45a.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstMoveOrder {
    SouthThenNorth,
    NorthThenSouth,
    Random,
}

/// CH-6.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChoroDirection {
    CwChain,
    PerSowing,
    Persist,
}

// Each flag is one independent rule option.
#[allow(clippy::struct_excessive_bools)]
#[derive(Clone, Debug)]
pub struct Choro {
    pub first_move_order: FirstMoveOrder,
    /// `first_move = interleaved` (else `in_sequence`).
    pub interleaved: bool,
    pub mode1_is_move: bool,
    /// `mode1_start = V_plus_1`.
    pub mode1_after_v: bool,
    pub direction_model: ChoroDirection,
    /// `reverse_pits = outskirts`.
    pub outskirts: bool,
    pub endless_draw: bool,
    pub repetition: Option<RepetitionRule>,
}

/// How the next sowing of a move starts.
#[derive(Clone, Copy, Debug)]
enum Pending {
    /// Seeds lifted from `from` (start or relay).
    Lifted { from: usize },
    /// Mode-1 captured seeds, to be sown from the own pit `v`.
    Mode1 { v: usize },
    /// Mode-2 captured seeds after the sowing from `a` (in `prev`) ended in `b`.
    Mode2 { a: usize, b: usize, prev: Direction },
}

/// How a move part starts.
#[derive(Clone, Copy, Debug)]
enum Start {
    Sow(usize),
    Mode1(usize),
}

/// What starts a player's next sowing in the interleaved first move.
#[derive(Clone, Copy, Debug)]
enum RaceNext {
    /// His first sowing, from this pit.
    Start(usize),
    /// His last sowing came from `from` (its origin) in `dir` and ended in `last`.
    After { from: usize, last: usize, dir: Direction },
}

/// One player's part of the interleaved first move (`choro.first_move = interleaved`).
#[derive(Clone, Copy, Debug)]
struct Racer {
    /// `None` once his part has ended.
    next: Option<RaceNext>,
    cw_used: bool,
    /// Seeds he has sown so far: his clock.
    sown: u32,
}

impl Choro {
    /// # Errors
    /// An option the spec does not declare as read here.
    pub fn from_options(o: &OptionValues) -> Result<Choro, OptionError> {
        Ok(Choro {
            first_move_order: o.pick(
                "choro.first_move_order",
                &[
                    ("south_then_north", FirstMoveOrder::SouthThenNorth),
                    ("north_then_south", FirstMoveOrder::NorthThenSouth),
                    ("random", FirstMoveOrder::Random),
                ],
            )?,
            interleaved: o.pick("choro.first_move", &[("interleaved", true), ("in_sequence", false)])?,
            mode1_is_move: o.flag("choro.mode1_is_move")?,
            mode1_after_v: o.pick("choro.mode1_start", &[("V", false), ("V_plus_1", true)])?,
            direction_model: o.pick(
                "choro.direction_model",
                &[
                    ("cw_chain", ChoroDirection::CwChain),
                    ("per_sowing", ChoroDirection::PerSowing),
                    ("persist", ChoroDirection::Persist),
                ],
            )?,
            outskirts: o.pick("choro.reverse_pits", &[("leftmost", false), ("outskirts", true)])?,
            endless_draw: options::EndlessMove::from_options(o)?.is_draw(),
            repetition: RepetitionRule::from_draw_option(o)?,
        })
    }

    /// CH-6 / A34: the four pits a clockwise sowing may start from.
    fn is_reverse(&self, pit: usize) -> bool {
        let k = LAYOUT.number(pit);
        if self.outskirts {
            LAYOUT.row_of(pit) == Row::Inner && (k <= 2 || k >= 7)
        } else {
            k <= 2
        }
    }

    /// The first pit and the origin of the next sowing in `dir`.
    fn start_of(&self, p: Pending, dir: Direction) -> (usize, usize) {
        match p {
            Pending::Lifted { from } => (LAYOUT.step(from, dir), from),
            Pending::Mode1 { v } => {
                if self.mode1_after_v {
                    (LAYOUT.step(v, dir), v)
                } else {
                    (v, v)
                }
            }
            Pending::Mode2 { a, b, prev } => {
                if prev == Direction::Cw && dir == Direction::Cw {
                    (LAYOUT.step(a, Direction::Cw), a)
                } else {
                    (b, b)
                }
            }
        }
    }

    /// CH-5: whether a sowing would end in an occupied own inner pit facing an occupied pit.
    fn would_capture<B: Sower>(b: &B, first: usize, dir: Direction, hand: u16) -> bool {
        let (land, after) = landing(b, LAYOUT, first, dir, hand);
        after >= 2 && LAYOUT.opposite(land).is_some_and(|o| b.seeds(o) > 0)
    }

    /// CH-6: the direction of the next sowing (the hand is lifted), asking `choose` where the
    /// player really chooses; `None` when the script has no more choices.
    fn direction<B: Sower>(
        &self,
        b: &mut B,
        pending: Pending,
        cw_used: bool,
        choose: &mut Chooser<'_>,
    ) -> Option<Direction> {
        if cw_used && self.direction_model == ChoroDirection::Persist {
            return Some(Direction::Cw);
        }
        let (first_cw, from_cw) = self.start_of(pending, Direction::Cw);
        let origin_ok = match self.direction_model {
            ChoroDirection::PerSowing => self.is_reverse(from_cw),
            _ => cw_used || self.is_reverse(from_cw),
        };
        if origin_ok && Self::would_capture(b, first_cw, Direction::Cw, b.hand()) {
            let d = choose.next()?;
            b.note_dir(d, "CH-6");
            Some(d)
        } else {
            Some(Direction::Ccw)
        }
    }

    /// The rule a sowing of `pending` in `dir` is played under.
    fn sow_rule(pending: Pending, dir: Direction) -> &'static str {
        match pending {
            Pending::Lifted { .. } if dir == Direction::Cw => "CH-6",
            Pending::Lifted { .. } => "CH-2",
            Pending::Mode1 { .. } => "CH-4",
            Pending::Mode2 { .. } => "CH-5",
        }
    }

    /// One sowing of the interleaved first move for racer `r`, with what starts it: his first
    /// lift, or what his previous sowing's last seed leads to, decided now on the board as it is
    /// (CH-2b, CH-5: the opponent may have sown or captured since). `None`: he sowed and goes
    /// on; `Some(Run::Done)`: his part has ended (nothing was played); `Choice`/`Endless` as in
    /// [`Choro::run`].
    fn race_sowing<B: Sower>(&self, b: &mut B, r: &mut Racer, choose: &mut Chooser<'_>, limit: u32) -> Option<Run> {
        let pending = match r.next? {
            RaceNext::Start(p) => {
                b.lift(p, "CH-3");
                Pending::Lifted { from: p }
            }
            RaceNext::After { from, last, dir } => {
                // The last seed fell into an empty pit, or the opponent has captured the pit
                // since: the part is over.
                if b.seeds(last) <= 1 {
                    r.next = None;
                    return Some(Run::Done);
                }
                match (LAYOUT.opposite(last), LAYOUT.behind_opposite(last)) {
                    (Some(inner), Some(outer)) if b.seeds(inner) > 0 => {
                        b.take(inner, "CH-5");
                        b.take(outer, "CH-5");
                        Pending::Mode2 { a: from, b: last, prev: dir }
                    }
                    _ => {
                        b.relay(last, "CH-2b", super::bao_common::relay_reason(LAYOUT, last));
                        Pending::Lifted { from: last }
                    }
                }
            }
        };
        let Some(dir) = self.direction(b, pending, r.cw_used, choose) else {
            return Some(Run::Choice);
        };
        if dir == Direction::Cw {
            r.cw_used = true;
        }
        let (first, from) = self.start_of(pending, dir);
        let before = b.sown();
        match b.sow_limited(LAYOUT, first, dir, limit, Self::sow_rule(pending, dir)) {
            Ok(last) => {
                r.sown += b.sown() - before;
                r.next = Some(RaceNext::After { from, last, dir });
                None
            }
            Err(next) => Some(Run::Endless(next)),
        }
    }

    /// CH-3 / A45a `interleaved`: the simultaneous first move from `p1` and `p2`, raced sowing by
    /// sowing. The next sowing is always that of the player who has sown fewer seeds so far (a
    /// tie goes to `p1`'s player), as if both sowed one seed at a time at the same speed. Returns
    /// how it ended and the seeds each sowed (`p1`'s player first).
    fn race<B: Sower>(&self, b: &mut B, p1: usize, p2: usize, choose: &mut Chooser<'_>) -> (Run, [u32; 2]) {
        let limit = b.sown() + ENDLESS_SEED_CAP;
        let mut racers = [p1, p2].map(|p| Racer { next: Some(RaceNext::Start(p)), cw_used: false, sown: 0 });
        loop {
            let i = match (racers[0].next.is_some(), racers[1].next.is_some()) {
                (false, false) => return (Run::Done, racers.map(|r| r.sown)),
                (true, false) => 0,
                (false, true) => 1,
                (true, true) => usize::from(racers[1].sown < racers[0].sown),
            };
            match self.race_sowing(b, &mut racers[i], choose, limit) {
                None | Some(Run::Done) => {}
                Some(r) => return (r, racers.map(|r| r.sown)),
            }
        }
    }

    /// One part of a move (a player's sowing with everything it causes).
    fn run<B: Sower>(&self, b: &mut B, start: Start, choose: &mut Chooser<'_>, first_move: bool) -> Run {
        let limit = b.sown() + ENDLESS_SEED_CAP;
        let mut pending = match start {
            Start::Sow(p) => {
                b.lift(p, if first_move { "CH-3" } else { "CH-2" });
                Pending::Lifted { from: p }
            }
            Start::Mode1(v) => {
                if let (Some(inner), Some(outer)) = (LAYOUT.opposite(v), LAYOUT.behind_opposite(v)) {
                    b.take(inner, "CH-4");
                    b.take(outer, "CH-4");
                }
                Pending::Mode1 { v }
            }
        };
        let mut cw_used = false;
        loop {
            let Some(dir) = self.direction(b, pending, cw_used, choose) else {
                return Run::Choice;
            };
            if dir == Direction::Cw {
                cw_used = true;
            }
            let (first, from) = self.start_of(pending, dir);
            let last = match b.sow_limited(LAYOUT, first, dir, limit, Self::sow_rule(pending, dir)) {
                Ok(p) => p,
                Err(next) => return Run::Endless(next),
            };
            if b.seeds(last) == 1 {
                return Run::Done;
            }
            if let (Some(inner), Some(outer)) = (LAYOUT.opposite(last), LAYOUT.behind_opposite(last)) {
                if b.seeds(inner) > 0 {
                    b.take(inner, "CH-5");
                    b.take(outer, "CH-5");
                    pending = Pending::Mode2 { a: from, b: last, prev: dir };
                    continue;
                }
            }
            b.relay(last, "CH-2b", super::bao_common::relay_reason(LAYOUT, last));
            pending = Pending::Lifted { from: last };
        }
    }

    /// CH-1 / CH-3: the simultaneous first move is due.
    fn is_first_turn(pos: &Position) -> bool {
        pos.moves_made == [0, 0] && pos.pits().iter().all(|&s| s == 2)
    }

    /// CH-4: the own inner pits V that may make a mode-1 capture.
    fn mode1_pits(pits: &[u8], me: Side) -> SmallVec<[usize; 8]> {
        (1..=8)
            .map(|k| LAYOUT.inner(me, k))
            .filter(|&v| pits[v] > 0 && LAYOUT.opposite(v).is_some_and(|o| pits[o] > 0))
            .collect()
    }

    fn orders(&self) -> &'static [(Side, Side)] {
        match self.first_move_order {
            FirstMoveOrder::SouthThenNorth => &[(Side::South, Side::North)],
            FirstMoveOrder::NorthThenSouth => &[(Side::North, Side::South)],
            FirstMoveOrder::Random => &[(Side::South, Side::North), (Side::North, Side::South)],
        }
    }

    /// Every complete continuation of `prefix` by a sowing part starting with `start` on `board`;
    /// `then` is called with the move so far and the board after it (unless the part is endless).
    fn parts(
        &self,
        board: &Sim,
        start: Start,
        first_move: bool,
        prefix: &Move,
        then: &mut dyn FnMut(Move, Option<&Sim>),
    ) {
        explore(
            |script| {
                let mut lite = board.fresh();
                let r = self.run(&mut lite, start, &mut Chooser::new(script), first_move);
                (r, lite)
            },
            |script, r, lite| {
                let mut mv = prefix.clone();
                mv.0.push(match start {
                    Start::Sow(p) => Action::Sow(p as u8),
                    Start::Mode1(v) => Action::Take(LAYOUT.opposite(v).unwrap_or(v) as u8),
                });
                mv.0.extend(script.iter().map(|&d| Action::Dir(d)));
                if r == Run::Done {
                    then(mv, Some(&lite));
                } else {
                    then(mv, None);
                }
            },
            self.endless_draw,
        );
    }

    /// Ordinary sowings of `me` on `board` after `prefix`; `None` if he has no pit to sow.
    fn sowings(&self, board: &Sim, me: Side, prefix: &Move, out: &mut Vec<Move>) -> bool {
        let mut any = false;
        for pit in LAYOUT.side_range(me) {
            if board.pits[pit] >= 2 {
                any = true;
                self.parts(board, Start::Sow(pit), false, prefix, &mut |mv, _| out.push(mv));
            }
        }
        any
    }

    /// The first actions a move may start with (before simulating anything).
    fn starts(&self, pos: &Position) -> SmallVec<[Action; 16]> {
        let mut out = SmallVec::new();
        if Self::is_first_turn(pos) {
            for &(p1, _) in self.orders() {
                for k in [7, 8] {
                    let pit = LAYOUT.outer(p1, k);
                    if pos.pits[pit] >= 2 {
                        out.push(Action::Sow(pit as u8));
                    }
                }
            }
            return out;
        }
        let me = pos.to_move;
        let vs = Self::mode1_pits(&pos.pits, me);
        if vs.is_empty() {
            out.extend(LAYOUT.side_range(me).filter(|&p| pos.pits[p] >= 2).map(|p| Action::Sow(p as u8)));
        } else {
            out.extend(vs.iter().map(|&v| Action::Take(LAYOUT.opposite(v).unwrap_or(v) as u8)));
        }
        out
    }

    /// Every legal move whose first action is `first` (one of [`Choro::starts`]).
    fn moves_starting(&self, pos: &Position, first: Action, out: &mut Vec<Move>) {
        let board = Sim::new(pos);
        let empty = Move(SmallVec::new());
        if Self::is_first_turn(pos) && self.interleaved {
            let Action::Sow(p) = first else { return };
            let pit1 = usize::from(p);
            for k2 in [7, 8] {
                let pit2 = LAYOUT.outer(LAYOUT.side_of(pit1).opponent(), k2);
                explore(
                    |script| {
                        let mut lite = board.fresh();
                        (self.race(&mut lite, pit1, pit2, &mut Chooser::new(script)).0, ())
                    },
                    |script, _, ()| {
                        let mut mv = Move(SmallVec::from_slice(&[Action::Sow(pit1 as u8), Action::Sow(pit2 as u8)]));
                        mv.0.extend(script.iter().map(|&d| Action::Dir(d)));
                        out.push(mv);
                    },
                    self.endless_draw,
                );
            }
            return;
        }
        if Self::is_first_turn(pos) {
            let Action::Sow(p) = first else { return };
            let pit1 = usize::from(p);
            let p2 = LAYOUT.side_of(pit1).opponent();
            self.parts(&board, Start::Sow(pit1), true, &empty, &mut |mv1, after| {
                let Some(after) = after else {
                    out.push(mv1);
                    return;
                };
                let mut any = false;
                for k2 in [7, 8] {
                    let pit2 = LAYOUT.outer(p2, k2);
                    if after.pits[pit2] >= 2 {
                        any = true;
                        self.parts(after, Start::Sow(pit2), true, &mv1, &mut |mv, _| out.push(mv));
                    }
                }
                if !any {
                    out.push(mv1);
                }
            });
            return;
        }
        let me = pos.to_move;
        match first {
            Action::Sow(p) => self.parts(&board, Start::Sow(usize::from(p)), false, &empty, &mut |mv, _| out.push(mv)),
            Action::Take(a) => {
                let v = LAYOUT.opposite(usize::from(a)).unwrap_or(0);
                self.parts(&board, Start::Mode1(v), false, &empty, &mut |mv, after| match after {
                    Some(after) if !self.mode1_is_move => {
                        if !self.sowings(after, me, &mv, out) {
                            out.push(mv);
                        }
                    }
                    _ => out.push(mv),
                });
            }
            _ => {}
        }
    }

    fn all_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        for first in self.starts(pos) {
            self.moves_starting(pos, first, out);
        }
    }

    /// Ends the simultaneous first turn (CH-3, A45a): whoever finished first (sowed fewer seeds,
    /// `sown[0]` for `side1`'s sowing) moves first at turn 2, a tie going to South; then CH-7.
    fn end_first_turn<S: StepSink>(&self, ctx: &mut MoveCtx<'_, S>, side1: Side, sown: [u32; 2]) {
        let next = match sown[0].cmp(&sown[1]) {
            std::cmp::Ordering::Less => side1,
            std::cmp::Ordering::Greater => side1.opponent(),
            std::cmp::Ordering::Equal => Side::South,
        };
        ctx.end_turn(next, TurnEndReason::FirstTurnRace);
        let state = self.mover_state(ctx.pos);
        end_if_stuck(ctx, state, next.opponent(), "CH-7");
    }

    /// CH-7: whether the player to move can move, cheaply where possible.
    fn mover_state(&self, pos: &Position) -> MoverState {
        let me = pos.to_move;
        let first = Self::is_first_turn(pos);
        let vs = if first { SmallVec::new() } else { Self::mode1_pits(&pos.pits, me) };
        let starts: SmallVec<[Start; 16]> = if first {
            Side::BOTH
                .iter()
                .flat_map(|&s| [7, 8].map(|k| LAYOUT.outer(s, k)))
                .filter(|&p| pos.pits[p] >= 2)
                .map(Start::Sow)
                .collect()
        } else if vs.is_empty() {
            LAYOUT.side_range(me).filter(|&p| pos.pits[p] >= 2).map(Start::Sow).collect()
        } else {
            vs.iter().map(|&v| Start::Mode1(v)).collect()
        };
        if starts.is_empty() {
            return MoverState::CannotMove;
        }
        if self.endless_draw {
            return MoverState::HasMove;
        }
        if !first && (vs.is_empty() || self.mode1_is_move) {
            for &s in &starts {
                let mut lite = Sim::new(pos);
                if self.run(&mut lite, s, &mut Chooser::auto(), false) == Run::Done {
                    return MoverState::HasMove;
                }
            }
        }
        let mut moves = Vec::new();
        self.all_moves(pos, &mut moves);
        if moves.is_empty() {
            MoverState::AllEndless
        } else {
            MoverState::HasMove
        }
    }

    fn diagnose_first(&self, pos: &Position, action: Action) -> IllegalReason {
        let me = pos.to_move;
        let first = Self::is_first_turn(pos);
        match action {
            Action::Sow(pit) => {
                let p = usize::from(pit);
                if p >= LAYOUT.pit_count() {
                    return IllegalReason::NotYourPit { pit };
                }
                if first {
                    let side = LAYOUT.side_of(p);
                    let allowed = self.orders().iter().any(|&(s, _)| s == side);
                    if !allowed || LAYOUT.row_of(p) != Row::Outer || LAYOUT.number(p) < 7 {
                        return IllegalReason::Forbidden { rule: "CH-3", why: Forbidden::Other };
                    }
                } else if LAYOUT.side_of(p) != me {
                    return IllegalReason::NotYourPit { pit };
                }
                if pos.pits[p] == 0 {
                    return IllegalReason::EmptyPit { pit };
                }
                if !first && !Self::mode1_pits(&pos.pits, me).is_empty() {
                    return IllegalReason::Forbidden { rule: "CH-4", why: Forbidden::MustCapture };
                }
                if pos.pits[p] == 1 {
                    return IllegalReason::Forbidden { rule: "CH-2", why: Forbidden::Singleton };
                }
                IllegalReason::Forbidden { rule: "ENG-LOOP", why: Forbidden::Endless }
            }
            Action::Take(a) => {
                let a = usize::from(a);
                let ok = !first
                    && a < LAYOUT.pit_count()
                    && LAYOUT.opposite(a).is_some_and(|v| Self::mode1_pits(&pos.pits, me).contains(&v));
                if ok {
                    IllegalReason::Forbidden { rule: "ENG-LOOP", why: Forbidden::Endless }
                } else {
                    IllegalReason::Forbidden { rule: "CH-4", why: Forbidden::Other }
                }
            }
            _ => IllegalReason::UnexpectedAction { index: 0 },
        }
    }

    /// Plays one move part; `Err(next pit)` if it was endless.
    fn play_part<S: StepSink>(
        &self,
        ctx: &mut MoveCtx<'_, S>,
        start: Start,
        rest: &[Action],
        first_move: bool,
    ) -> Result<(), usize> {
        let script = script_of(rest);
        let mut chooser = Chooser { script: &script, used: 0, auto: true };
        match self.run(ctx, start, &mut chooser, first_move) {
            Run::Endless(next) => Err(next),
            _ => Ok(()),
        }
    }
}

impl Rules for Choro {
    fn layout(&self) -> Layout {
        LAYOUT
    }

    fn start_position(&self) -> Position {
        // CH-1: two seeds in every pit.
        crate::games::four_row::mirrored_start(LAYOUT, |_, _| 2, 0)
    }

    fn check_position(&self, pos: &Position) -> Result<(), PositionError> {
        if pos.outcome.is_some() {
            return Ok(());
        }
        self.mover_state(pos).check("CH-7")
    }

    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        if pos.outcome.is_some() {
            return;
        }
        self.all_moves(pos, out);
    }

    fn check_move(&self, pos: &Position, mv: &Move) -> Result<(), IllegalReason> {
        let Some(&first) = mv.actions().first() else {
            return Err(IllegalReason::UnexpectedAction { index: 0 });
        };
        if !self.starts(pos).contains(&first) {
            return Err(self.diagnose_first(pos, first));
        }
        let mut legal = Vec::new();
        self.moves_starting(pos, first, &mut legal);
        if legal.contains(mv) {
            return Ok(());
        }
        if legal.is_empty() {
            return Err(self.diagnose_first(pos, first));
        }
        Err(diagnose_tail(mv, &legal, "CH-6"))
    }

    fn play<S: StepSink>(&self, pos: &mut Position, mv: &Move, sink: &mut S) {
        let first_turn = Self::is_first_turn(pos);
        let me = pos.to_move;
        let acts = mv.actions();
        let mut ctx = MoveCtx::new(pos, sink);
        let second = acts.iter().skip(1).position(|a| matches!(a, Action::Sow(_))).map(|i| i + 1);
        if first_turn && self.interleaved {
            // CH-3 / A45a `interleaved`: both first sowings raced, sowing by sowing.
            let (Some(&Action::Sow(pit1)), Some(&Action::Sow(pit2))) = (acts.first(), acts.get(1)) else {
                return;
            };
            let script = script_of(&acts[2..]);
            let mut chooser = Chooser { script: &script, used: 0, auto: true };
            let (run, sown) = self.race(&mut ctx, usize::from(pit1), usize::from(pit2), &mut chooser);
            if let Run::Endless(next) = run {
                end_endless(&mut ctx, next);
                return;
            }
            self.end_first_turn(&mut ctx, LAYOUT.side_of(usize::from(pit1)), sown);
            return;
        }
        if first_turn {
            // CH-3 / A45a `in_sequence`: both first sowings, in the order given.
            let Some(&Action::Sow(pit1)) = acts.first() else {
                return;
            };
            let side1 = LAYOUT.side_of(usize::from(pit1));
            if let Err(next) = self.play_part(&mut ctx, Start::Sow(usize::from(pit1)), &acts[1..], true) {
                end_endless(&mut ctx, next);
                return;
            }
            let sown1 = ctx.sown;
            let mut sown2 = 0;
            if let Some(i) = second {
                if let Some(&Action::Sow(pit2)) = acts.get(i) {
                    if let Err(next) = self.play_part(&mut ctx, Start::Sow(usize::from(pit2)), &acts[i + 1..], true) {
                        end_endless(&mut ctx, next);
                        return;
                    }
                    sown2 = ctx.sown - sown1;
                }
            }
            self.end_first_turn(&mut ctx, side1, [sown1, sown2]);
            return;
        }
        let start = match acts.first() {
            Some(&Action::Take(a)) => Start::Mode1(LAYOUT.opposite(usize::from(a)).unwrap_or(0)),
            Some(&Action::Sow(p)) => Start::Sow(usize::from(p)),
            _ => return,
        };
        if let Err(next) = self.play_part(&mut ctx, start, &acts[1..], false) {
            end_endless(&mut ctx, next);
            return;
        }
        if let (Start::Mode1(_), Some(i)) = (start, second) {
            if let Some(&Action::Sow(p)) = acts.get(i) {
                if let Err(next) = self.play_part(&mut ctx, Start::Sow(usize::from(p)), &acts[i + 1..], false) {
                    end_endless(&mut ctx, next);
                    return;
                }
            }
        }
        ctx.end_in_empty_pit();
        let state = self.mover_state(ctx.pos);
        end_if_stuck(&mut ctx, state, me, "CH-7");
    }

    fn repetition(&self) -> Option<RepetitionRule> {
        self.repetition
    }
}
