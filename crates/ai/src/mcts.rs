//! A plain UCT Monte Carlo tree search: the yardstick the levels are measured against
//! (BENCHMARKS.md "Search"). Random rollouts to the end of the game, UCB1 with c = √2, a fixed
//! number of simulations per move (10 000 in the benchmarks), no knowledge of the game.

use mancala_engine::playout::{random_game, Rng};
use mancala_engine::{Move, Position, Side, Variant};

struct Node {
    pos: Position,
    /// The player who chose the move into this node (whose wins `wins` counts).
    mover: Side,
    visits: u32,
    wins: f64,
    children: Vec<usize>,
    untried: Vec<Move>,
    mv: Option<Move>,
}

/// A UCT search with its own random generator.
pub struct Uct {
    variant: Variant,
    rng: Rng,
    /// Rollouts still going after this many plies are scored by the stores.
    pub max_rollout_plies: u32,
}

impl Uct {
    #[must_use]
    pub fn new(variant: &Variant, seed: u64) -> Uct {
        Uct { variant: variant.clone(), rng: Rng::new(seed), max_rollout_plies: 2_000 }
    }

    fn node(&self, pos: Position, mover: Side, mv: Option<Move>) -> Node {
        let untried = if pos.is_over() { Vec::new() } else { self.variant.legal_moves(&pos) };
        Node { pos, mover, visits: 0, wins: 0.0, children: Vec::new(), untried, mv }
    }

    /// 1 for a win of `side`, ½ for a draw or an unfinished game with equal material, 0 for a loss.
    fn reward(pos: &Position, side: Side) -> f64 {
        if let Some(o) = pos.outcome() {
            return match o.winner {
                None => 0.5,
                Some(w) if w == side => 1.0,
                Some(_) => 0.0,
            };
        }
        let mine = u32::from(pos.store(side)) + pos.seeds_in_half(side);
        let theirs = u32::from(pos.store(side.opponent())) + pos.seeds_in_half(side.opponent());
        match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Less => 0.0,
            std::cmp::Ordering::Equal => 0.5,
        }
    }

    /// The most visited move after `simulations` simulations; `None` without a legal move.
    pub fn best_move(&mut self, pos: &Position, simulations: u32) -> Option<Move> {
        let moves = self.variant.legal_moves(pos);
        if moves.is_empty() || pos.is_over() {
            return None;
        }
        if moves.len() == 1 {
            return moves.into_iter().next();
        }
        let mut nodes = vec![self.node(pos.clone(), pos.to_move().opponent(), None)];
        let mut scratch = Vec::with_capacity(64);
        let mut path = Vec::with_capacity(64);
        for _ in 0..simulations {
            path.clear();
            let mut cur = 0;
            path.push(cur);
            // Selection.
            while nodes[cur].untried.is_empty() && !nodes[cur].children.is_empty() {
                let ln = f64::from(nodes[cur].visits.max(1)).ln();
                let mut best = (f64::MIN, 0);
                for &c in &nodes[cur].children {
                    let n = &nodes[c];
                    let v = f64::from(n.visits);
                    let ucb = n.wins / v + (2.0 * ln / v).sqrt();
                    if ucb > best.0 {
                        best = (ucb, c);
                    }
                }
                cur = best.1;
                path.push(cur);
            }
            // Expansion.
            if !nodes[cur].untried.is_empty() {
                let k = self.rng.below(nodes[cur].untried.len());
                let mv = nodes[cur].untried.swap_remove(k);
                let mut child = nodes[cur].pos.clone();
                self.variant.play_legal(&mut child, &mv);
                let chooser = nodes[cur].pos.to_move();
                let node = self.node(child, chooser, Some(mv));
                nodes.push(node);
                let id = nodes.len() - 1;
                nodes[cur].children.push(id);
                cur = id;
                path.push(cur);
            }
            // Rollout.
            let mut end = nodes[cur].pos.clone();
            if !end.is_over() {
                random_game(&self.variant, &mut end, &mut self.rng, self.max_rollout_plies, &mut scratch);
            }
            let south = Self::reward(&end, Side::South);
            // Back-propagation.
            for &id in &path {
                let n = &mut nodes[id];
                n.visits += 1;
                n.wins += if n.mover == Side::South { south } else { 1.0 - south };
            }
        }
        let root = &nodes[0];
        root.children.iter().max_by_key(|&&c| nodes[c].visits).and_then(|&c| nodes[c].mv.clone())
    }
}
