//! Levels of play, from random moves to the strongest search, and the teacher's cap.
//!
//! | level | what it does | text key |
//! |---|---|---|
//! | 0 | a random legal move | `ai-level-0` |
//! | 1 | one move ahead, counting only seeds won (takes the biggest capture it sees) | `ai-level-1` |
//! | 2 | two moves ahead (its move and the reply), with the full evaluation (and no quiescence search) | `ai-level-2` |
//! | 3 | six moves ahead | `ai-level-3` |
//! | 4 | ten moves ahead (at most [`LEVEL_4_NODES`] positions) | `ai-level-4` |
//! | 5 | strongest: two seconds per move, endgames of Kalah and Oware played exactly | `ai-level-5` |
//!
//! Levels 0–4 do not depend on the machine's speed (the same move on every computer, for a
//! given `seed`); level 5 does. Level 4 was half a second per move until the arena showed that
//! level 5 then hardly beat it (Kalah: 53 % in 200 games at a quarter of both budgets), while ten
//! moves ahead sits clearly between six moves and two seconds in every family (BENCHMARKS.md
//! "Levels against each other and against UCT", 200 games a pairing in five games). Each level's one-line description is in crates/text (`ai-level-N`, uk and ru).
//!
//! **The teacher's cap.** A class can be given a highest level ([`TeacherCap`]): a learner who
//! asks for a stronger opponent gets the cap instead ([`TeacherCap::apply`]). The site keeps the
//! cap with the class settings and passes every requested level through it; `None` (no cap)
//! allows every level.

use crate::clock::Clock;
use crate::eval::{Evaluator, Weights};
use crate::search::{Limits, SearchResult, Searcher};
use mancala_engine::playout::Rng;
use mancala_engine::{Position, Variant};

/// Level 4's bound on the positions it searches: a safety net far above what ten moves ahead
/// takes from the usual positions (the limit keeps the move the same on every machine, as a
/// time limit would not).
pub const LEVEL_4_NODES: u64 = 2_000_000;

/// A level of play, `0..=Level::MAX.0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// What a level searches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Plan {
    /// A random legal move.
    Random,
    /// A search with the material-only evaluation to this depth.
    Material(u8),
    /// A search with the full evaluation within these limits.
    Search(Limits),
}

impl Level {
    pub const MIN: Level = Level(0);
    pub const MAX: Level = Level(5);

    /// Every level, weakest first.
    pub fn all() -> impl Iterator<Item = Level> {
        (0..=Level::MAX.0).map(Level)
    }

    /// The level `n`, or `None` beyond [`Level::MAX`].
    #[must_use]
    pub fn new(n: u8) -> Option<Level> {
        (n <= Level::MAX.0).then_some(Level(n))
    }

    #[must_use]
    pub fn number(self) -> u8 {
        self.0
    }

    /// The key of the level's one-line description in crates/text.
    #[must_use]
    pub fn text_key(self) -> &'static str {
        ["ai-level-0", "ai-level-1", "ai-level-2", "ai-level-3", "ai-level-4", "ai-level-5"][usize::from(self.0)]
    }

    /// What the level searches.
    #[must_use]
    pub fn plan(self) -> Plan {
        match self.0 {
            0 => Plan::Random,
            1 => Plan::Material(1),
            2 => Plan::Search(Limits::depth(2)),
            3 => Plan::Search(Limits::depth(6)),
            4 => Plan::Search(Limits { nodes: Some(LEVEL_4_NODES), ..Limits::depth(10) }),
            _ => Plan::Search(Limits::time_ms(2000.0)),
        }
    }
}

/// The strongest level a teacher allows a class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TeacherCap(pub Level);

impl TeacherCap {
    /// The level a learner gets when asking for `requested` under an optional cap.
    #[must_use]
    pub fn apply(cap: Option<TeacherCap>, requested: Level) -> Level {
        match cap {
            Some(TeacherCap(max)) => requested.min(max),
            None => requested,
        }
    }
}

/// Picks a move at a level. `seed` chooses among equal moves at levels 0–2 (and the random move
/// of level 0), so games against a weak level differ. `None` when there is no legal move.
pub fn choose(
    searcher: &mut Searcher,
    pos: &Position,
    level: Level,
    seed: u64,
    clock: &dyn Clock,
) -> Option<SearchResult> {
    let variant: Variant = searcher.variant().clone();
    let moves = variant.legal_moves(pos);
    if moves.is_empty() || pos.is_over() {
        return None;
    }
    let mut rng = Rng::new(seed ^ pos.repetition_key());
    match level.plan() {
        Plan::Random => {
            let best = moves[rng.below(moves.len())].clone();
            Some(SearchResult { pv: vec![best.clone()], best, score: 0, depth: 0, nodes: 0, exact: false })
        }
        Plan::Material(depth) => {
            let full = searcher.evaluator().clone();
            let family = full.family;
            searcher.set_evaluator(full.clone().with_weights(Weights::material_only(family)));
            let r = equal_best(searcher, pos, depth, &mut rng, clock);
            searcher.set_evaluator(Evaluator::new(&variant).with_weights(full.weights));
            r
        }
        Plan::Search(limits) if limits.time_ms.is_none() && limits.depth <= 2 => {
            // Two moves ahead and no further: without the four-row quiescence search, which
            // made level 2 nearly level 3's equal in Omweso and Hus (BENCHMARKS.md).
            let q = searcher.swap_quiescence(0);
            let r = equal_best(searcher, pos, limits.depth, &mut rng, clock);
            searcher.swap_quiescence(q);
            r
        }
        Plan::Search(limits) => searcher.search(pos, &limits, clock),
    }
}

/// A shallow search of every move, then a random one among the best (weak levels vary).
fn equal_best(
    searcher: &mut Searcher,
    pos: &Position,
    depth: u8,
    rng: &mut Rng,
    clock: &dyn Clock,
) -> Option<SearchResult> {
    let variant = searcher.variant().clone();
    let moves = variant.legal_moves(pos);
    let mut scored = Vec::with_capacity(moves.len());
    let mut nodes = 0;
    for mv in &moves {
        let mut child = pos.clone();
        variant.play_legal(&mut child, mv);
        let s = if depth <= 1 || child.is_over() {
            let v = searcher.static_score(&child);
            if child.to_move() == pos.to_move() {
                v
            } else {
                -v
            }
        } else {
            let r = searcher.score_child(&child, depth - 1, clock);
            nodes += r.1;
            if child.to_move() == pos.to_move() {
                r.0
            } else {
                -r.0
            }
        };
        scored.push(s);
    }
    let top = *scored.iter().max()?;
    let best: Vec<usize> = (0..moves.len()).filter(|&i| scored[i] == top).collect();
    let pick = moves[best[rng.below(best.len())]].clone();
    Some(SearchResult { pv: vec![pick.clone()], best: pick, score: top, depth: u32::from(depth), nodes, exact: false })
}
