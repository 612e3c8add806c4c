//! Facts for hints and verdicts, without words: which pit, what a move captures, what the
//! opponent's best reply captures, how many seeds a played move loses against the best one.
//! crates/text turns them into Ukrainian and Russian sentences; every fact is read from the
//! engine's step log of the move (`Variant::play`), so it is what the board shows.
//!
//! **Verdict thresholds** (seeds lost against the best move, by the same search):
//! good ≤ 0.5, inaccuracy ≤ 2, mistake ≤ 5, blunder above 5 ([`Grade::of`]).

use crate::clock::Clock;
use crate::search::{Limits, SearchResult, Searcher};
use mancala_engine::{Move, Place, Position, Step};

/// What one move does, from its step log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveFacts {
    pub mv: Move,
    /// The pit the move starts from (lifted or planted), global index.
    pub pit: Option<usize>,
    /// Seeds taken from the opponent's pits (Capture steps from the opponent's half).
    pub captured: u32,
    /// The same player moves again.
    pub extra_turn: bool,
    /// The game ends with this move.
    pub ends_game: bool,
}

impl MoveFacts {
    /// The facts of a legal move, or `None` for an illegal one.
    #[must_use]
    pub fn of(searcher: &Searcher, pos: &Position, mv: &Move) -> Option<MoveFacts> {
        let variant = searcher.variant();
        let (after, steps) = variant.play(pos, mv).ok()?;
        let me = pos.to_move();
        let captured = steps
            .iter()
            .map(|s| match *s {
                Step::Capture { from: Place::Pit(p), count, .. } if pos.owner(usize::from(p)) != me => u32::from(count),
                _ => 0,
            })
            .sum();
        Some(MoveFacts {
            mv: mv.clone(),
            pit: mv.start_pit(),
            captured,
            extra_turn: !after.is_over() && after.to_move() == me,
            ends_game: after.is_over(),
        })
    }
}

/// A hint: the move to look at and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The best move and what it does (step one of a hint shows only `best.pit`).
    pub best: MoveFacts,
    /// The opponent's best answer to it, when the turn passes (from the principal variation).
    pub reply: Option<MoveFacts>,
    /// The least the opponent's best capturing answer takes after any other move: "any other
    /// move lets the opponent take at least this many" (`None`: no other move, or one of them
    /// allows no capture).
    pub others_allow: Option<MoveFacts>,
    /// The expected seed margin after the best move.
    pub value: f64,
}

/// How a played move compares with the best one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grade {
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Grade {
    /// The grade of a move that loses `seeds` against the best move.
    #[must_use]
    pub fn of(seeds: f64) -> Grade {
        if seeds <= 0.5 {
            Grade::Good
        } else if seeds <= 2.0 {
            Grade::Inaccuracy
        } else if seeds <= 5.0 {
            Grade::Mistake
        } else {
            Grade::Blunder
        }
    }
}

/// A played move judged against the best one.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub grade: Grade,
    /// Seeds lost against the best move (0 when the played move is as good).
    pub loss: f64,
    pub played: MoveFacts,
    pub best: MoveFacts,
    /// The opponent's best answer to the played move (the refutation), when the turn passes.
    pub refutation: Option<MoveFacts>,
}

/// The opponent's best answer after `mv` by a search within `limits`.
fn answer(
    searcher: &mut Searcher,
    pos: &Position,
    mv: &Move,
    limits: &Limits,
    clock: &dyn Clock,
) -> (Option<SearchResult>, Position) {
    let mut after = pos.clone();
    searcher.variant().clone().play_legal(&mut after, mv);
    let r = if after.is_over() { None } else { searcher.search(&after, limits, clock) };
    (r, after)
}

/// The value of `mv` for the player to move in `pos`, in hundredths of a seed.
fn value_of(
    searcher: &mut Searcher,
    pos: &Position,
    mv: &Move,
    limits: &Limits,
    clock: &dyn Clock,
) -> (i32, Option<SearchResult>) {
    let (r, after) = answer(searcher, pos, mv, limits, clock);
    let v = match &r {
        None => searcher.static_score(&after),
        Some(r) => r.score,
    };
    (if after.to_move() == pos.to_move() { v } else { -v }, r)
}

/// A hint for the player to move, or `None` when there is no legal move.
pub fn hint(searcher: &mut Searcher, pos: &Position, limits: &Limits, clock: &dyn Clock) -> Option<Hint> {
    let r = searcher.search(pos, limits, clock)?;
    let best = MoveFacts::of(searcher, pos, &r.best)?;
    let mut after = pos.clone();
    searcher.variant().clone().play_legal(&mut after, &r.best);
    let reply = if after.is_over() || after.to_move() == pos.to_move() {
        None
    } else {
        r.pv.get(1).and_then(|m| MoveFacts::of(searcher, &after, m))
    };
    let mut others_allow: Option<MoveFacts> = None;
    let mut any_safe = false;
    let variant = searcher.variant().clone();
    for mv in variant.legal_moves(pos).iter().filter(|m| **m != r.best) {
        let (a, after) = answer(searcher, pos, mv, limits, clock);
        let threat = match a {
            Some(a) if after.to_move() != pos.to_move() => MoveFacts::of(searcher, &after, &a.best),
            _ => None,
        };
        match threat {
            Some(t) if t.captured > 0 => {
                if others_allow.as_ref().is_none_or(|o| t.captured < o.captured) {
                    others_allow = Some(t);
                }
            }
            _ => any_safe = true,
        }
    }
    Some(Hint { best, reply, others_allow: if any_safe { None } else { others_allow }, value: r.seeds() })
}

/// Judges a played move, or `None` when it is not legal here.
pub fn judge(
    searcher: &mut Searcher,
    pos: &Position,
    played: &Move,
    limits: &Limits,
    clock: &dyn Clock,
) -> Option<Verdict> {
    let played_facts = MoveFacts::of(searcher, pos, played)?;
    let r = searcher.search(pos, limits, clock)?;
    let best_facts = MoveFacts::of(searcher, pos, &r.best)?;
    let (best_value, _) = value_of(searcher, pos, &r.best, limits, clock);
    let (played_value, refutation) = value_of(searcher, pos, played, limits, clock);
    let loss = f64::from(crate::search::strip_win(best_value) - crate::search::strip_win(played_value)).max(0.0)
        / f64::from(crate::SEED);
    let mut after = pos.clone();
    searcher.variant().clone().play_legal(&mut after, played);
    let refutation = match refutation {
        Some(a) if after.to_move() != pos.to_move() => MoveFacts::of(searcher, &after, &a.best),
        _ => None,
    };
    let grade = if *played == r.best { Grade::Good } else { Grade::of(loss) };
    Some(Verdict { grade, loss, played: played_facts, best: best_facts, refutation })
}
