//! The search: iterative-deepening negamax with alpha-beta and principal-variation search, a
//! transposition table, move ordering and a node or time budget; and the exact endgame solver.
//!
//! It sees the game only through the engine's public API: [`Variant::legal_moves_into`] gives
//! whole moves (a turn's every choice: directions, heads, safari, extra pits, relays to their end),
//! and [`Variant::play_legal`] plays one ([`Variant::play_sow`], its fast path without a step log
//! or a `Move`, in the games whose every move is one sowing: Kalah and Oware). A move that keeps
//! the same player to move (an extra turn) is one ply, searched without changing sides, so a
//! chain of extra turns is searched like any other line and cannot make the search run away.
//!
//! **Quiescence** (the four-row games only, [`Searcher::default_quiescence`]): a depth-0 leaf is
//! not scored by the static evaluation alone but by a short search of the moves that win
//! material (seeds into the mover's half, reserve or store) or end the game, best gain first,
//! at most [`QUIESCENCE_PLIES`] such moves deep. The player to move may always stand on the static
//! value instead ("stand pat"), so the quiescence only finds out whether a leaf in the middle of an
//! exchange, where the four-row games' captures swing the material by 10–20 seeds, is worth less
//! or more than it looks. Its positions count as nodes like the others; it reads no table and
//! checks no repetition (its bounded depth ends every line). The two-row games' leaves are scored
//! as before. Measured in BENCHMARKS.md ("The quiescence search").
//!
//! Scores are in hundredths of a seed ([`SEED`]) for the player to move. A finished game is worth
//! [`WIN`] (less the plies to it, so a quicker win is preferred) plus its seed margin, a draw its
//! seed margin. A position that repeats on the search path is scored as the end the variant gives
//! a game that cycles: the agreed end where there is one (Oware OW-11c), else a draw.

use crate::clock::Clock;
use crate::eval::{Evaluator, Family, SEED};
use crate::hash::Zobrist;
use mancala_engine::{Move, Position, Side, Variant};

/// A won game, before the margin and the plies are counted in.
pub const WIN: i32 = 1_000_000;
/// Scores beyond this are proven results (a finished game below the searched line).
pub const PROVEN: i32 = WIN / 2;
/// The deepest the search goes (plies from the root).
pub const MAX_PLY: usize = 96;

/// The longest line the exact solver follows ([`Searcher::solve`]): it recurses once per ply, and
/// a longer line gives up the solve (`None`, so the caller searches as usual) rather than grow the
/// stack without bound, as seeds circling an Oware board could make it (the browser's worker has
/// a 1 MB wasm stack). The solver's tests (random Kalah and Oware endgames) never reach it.
pub const EXACT_MAX_PLY: usize = 256;

/// The plies of quiescence search below the leaves in the four-row games
/// ([`Searcher::default_quiescence`]).
pub const QUIESCENCE_PLIES: u8 = 4;
/// The most plies of quiescence search [`Searcher::set_quiescence`] allows.
pub const QUIESCENCE_MAX: u8 = 16;

/// What bounds one search. The search stops at whichever limit it meets first, and then returns
/// the best move of the deepest iteration it finished (or of the one it was in, once that has
/// searched the previous best move).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Iterative deepening stops after this depth (plies).
    pub depth: u8,
    /// At most this many nodes (positions visited).
    pub nodes: Option<u64>,
    /// At most this many milliseconds of the clock given to [`Searcher::search`].
    pub time_ms: Option<f64>,
    /// Try to solve Kalah and Oware endgames exactly first ([`Searcher::solve`]).
    pub exact: bool,
}

impl Limits {
    #[must_use]
    pub fn depth(depth: u8) -> Limits {
        Limits { depth, nodes: None, time_ms: None, exact: false }
    }
    #[must_use]
    pub fn nodes(nodes: u64) -> Limits {
        Limits { depth: MAX_PLY as u8, nodes: Some(nodes), time_ms: None, exact: false }
    }
    #[must_use]
    pub fn time_ms(ms: f64) -> Limits {
        Limits { depth: MAX_PLY as u8, nodes: None, time_ms: Some(ms), exact: true }
    }
}

/// The result of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The chosen move: always one of the position's legal moves.
    pub best: Move,
    /// Its value for the player to move, in hundredths of a seed (see [`SearchResult::seeds`]).
    pub score: i32,
    /// The deepest iteration finished (for an exact result: the length of the longest line).
    pub depth: u32,
    pub nodes: u64,
    /// The expected line, the chosen move first.
    pub pv: Vec<Move>,
    /// Whether the score is the exact result of perfect play to the end of the game.
    pub exact: bool,
}

impl SearchResult {
    /// The value in seeds: the expected seed margin (exact when [`SearchResult::exact`]); a
    /// proven win or loss counts only its margin.
    #[must_use]
    pub fn seeds(&self) -> f64 {
        f64::from(strip_win(self.score)) / f64::from(SEED)
    }

    /// `Some(true)` for a proven win, `Some(false)` for a proven loss, `None` otherwise.
    #[must_use]
    pub fn proven(&self) -> Option<bool> {
        (self.score.abs() > PROVEN).then_some(self.score > 0)
    }
}

/// The margin part of a score (a proven result without its [`WIN`] and plies).
#[must_use]
pub fn strip_win(score: i32) -> i32 {
    if score > PROVEN {
        let rest = score - WIN;
        // Plies were subtracted: round the margin to whole seeds.
        (f64::from(rest) / f64::from(SEED)).round() as i32 * SEED
    } else if score < -PROVEN {
        -strip_win(-score)
    } else {
        score
    }
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    score: i32,
    /// 0 = empty; else depth + 1 (an exact solver entry: 255).
    depth: u8,
    bound: u8,
    /// Index of the best move in the position's legal-move list, 255 = none.
    best: u8,
    generation: u8,
}

const EXACT: u8 = 0;
const LOWER: u8 = 1;
const UPPER: u8 = 2;
const SOLVED_DEPTH: u8 = 255;

/// Move-ordering scratch of one ply.
#[derive(Default)]
struct Ply {
    moves: Vec<Move>,
    children: Vec<Position>,
    /// (ordering key, index in `moves`, index in `children`), best first.
    order: Vec<(i32, u8, u8)>,
}

/// A search over one variant, with its transposition table and history kept from move to move.
pub struct Searcher {
    variant: Variant,
    eval: Evaluator,
    zobrist: Zobrist,
    tt: Vec<Entry>,
    generation: u8,
    /// History heuristic: cut-offs per (side, move key).
    history: Vec<i32>,
    plies: Vec<Ply>,
    /// Keys of the positions on the current line (repetition detection).
    path: Vec<u64>,
    can_repeat: bool,
    /// Every move of the variant is one sowing: moves are played by [`Variant::play_sow`].
    sow_only: bool,
    nodes: u64,
    node_limit: u64,
    deadline: Option<f64>,
    stopped: bool,
    root_best: Option<(u8, i32)>,
    /// The exact solver's longest line ([`EXACT_MAX_PLY`] unless set).
    exact_max_ply: usize,
    /// Plies of quiescence search below the depth-0 leaves (0: none; see [`Searcher::quiesce`]).
    quiescence: u8,
    /// The least material a move must win to be searched in the quiescence search (seeds).
    quiescence_min_gain: i32,
}

const HISTORY: usize = 4096;

/// A small number that tells moves apart for the history table.
fn move_key(mv: &Move) -> usize {
    let mut k: usize = 0;
    for (i, a) in mv.actions().iter().enumerate().take(3) {
        let code = match *a {
            mancala_engine::Action::Sow(p) => usize::from(p),
            mancala_engine::Action::Plant(p) => 64 + usize::from(p),
            mancala_engine::Action::Take(p) => 128 + usize::from(p),
            mancala_engine::Action::Head(p) => 192 + usize::from(p) % 2,
            mancala_engine::Action::Dir(d) => 194 + d as usize,
            mancala_engine::Action::Continue(c) => 196 + usize::from(c),
            mancala_engine::Action::Pass => 198,
        };
        k = k.wrapping_mul(31).wrapping_add(code + i);
    }
    k % HISTORY
}

impl Searcher {
    /// A searcher with a transposition table of `2^tt_bits` entries (16 bytes each; 20 bits is
    /// 16 MB, the CLI's size; the browser uses fewer).
    #[must_use]
    pub fn new(variant: &Variant, tt_bits: u32) -> Searcher {
        let eval = Evaluator::new(variant);
        let family = eval.family;
        let owners = variant.spec().features.pits_change_owner();
        Searcher {
            variant: variant.clone(),
            eval,
            zobrist: Zobrist::new(owners),
            tt: vec![Entry::default(); 1 << tt_bits.clamp(8, 26)],
            generation: 0,
            history: vec![0; 2 * HISTORY],
            plies: (0..=MAX_PLY + 1).map(|_| Ply::default()).collect(),
            path: Vec::with_capacity(MAX_PLY + 2),
            can_repeat: family.can_repeat(),
            sow_only: variant.legal_sow_mask(&variant.start_position()).is_some(),
            nodes: 0,
            node_limit: u64::MAX,
            deadline: None,
            stopped: false,
            root_best: None,
            exact_max_ply: EXACT_MAX_PLY,
            quiescence: Self::default_quiescence(family),
            quiescence_min_gain: 1,
        }
    }

    /// The plies of quiescence search a family gets by default: [`QUIESCENCE_PLIES`] in the
    /// four-row games, whose captures swing the material by 10–20 seeds; none in the two-row
    /// games (their search is unchanged).
    #[must_use]
    pub fn default_quiescence(family: Family) -> u8 {
        match family {
            Family::FourRow => QUIESCENCE_PLIES,
            _ => 0,
        }
    }

    /// Sets the plies of quiescence search below the leaves (0 turns it off; at most
    /// [`QUIESCENCE_MAX`]) and the least material, in seeds, a move must win to be searched there
    /// (at least 1).
    pub fn set_quiescence(&mut self, plies: u8, min_gain: i32) {
        self.quiescence = plies.min(QUIESCENCE_MAX);
        self.quiescence_min_gain = min_gain.max(1);
        self.clear();
    }

    /// The plies of quiescence search below the leaves (0: none).
    #[must_use]
    pub fn quiescence(&self) -> u8 {
        self.quiescence
    }

    /// Sets the quiescence plies without clearing the table, returning the previous setting:
    /// for a search that keeps no table entry (level 2's searches of depth 1 below each move).
    pub(crate) fn swap_quiescence(&mut self, plies: u8) -> u8 {
        std::mem::replace(&mut self.quiescence, plies.min(QUIESCENCE_MAX))
    }

    /// Sets the longest line the exact solver follows before it gives up ([`EXACT_MAX_PLY`] by
    /// default; at most that).
    pub fn set_exact_max_ply(&mut self, plies: usize) {
        self.exact_max_ply = plies.min(EXACT_MAX_PLY);
    }

    /// Replaces the evaluation (self-play tuning, level 1).
    pub fn set_evaluator(&mut self, eval: Evaluator) {
        self.eval = eval;
        self.clear();
    }

    #[must_use]
    pub fn evaluator(&self) -> &Evaluator {
        &self.eval
    }

    #[must_use]
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// Forgets the table and the history.
    pub fn clear(&mut self) {
        self.tt.iter_mut().for_each(|e| *e = Entry::default());
        self.history.iter_mut().for_each(|h| *h = 0);
    }

    /// The static evaluation of a position, for the player to move.
    #[must_use]
    pub fn evaluate(&self, pos: &Position) -> i32 {
        self.eval.eval(pos)
    }

    /// The score of a finished game for the player to move in it.
    fn terminal(&self, pos: &Position, ply: usize) -> i32 {
        let me = pos.to_move();
        let margin = self.eval.margin(pos, me) * SEED;
        match pos.outcome().and_then(|o| o.winner) {
            Some(w) if w == me => WIN - ply as i32 + margin,
            Some(_) => -WIN + ply as i32 + margin,
            None => margin,
        }
    }

    /// The score of a finished game for its player to move, as the exact solver counts it
    /// ([`WIN`] for a win, plus the seed margin in hundredths of a seed).
    #[must_use]
    pub fn final_score(&self, pos: &Position) -> i32 {
        self.terminal(pos, 0)
    }

    /// The score of a position met again on the line: what the variant gives a cycling game.
    fn repetition(&self, pos: &Position, ply: usize) -> i32 {
        match self.variant.agree_end(pos) {
            Ok((end, _)) => {
                let s = self.terminal(&end, ply);
                if end.to_move() == pos.to_move() {
                    s
                } else {
                    -s
                }
            }
            Err(_) => 0,
        }
    }

    fn check_limits(&mut self, clock: &dyn Clock) {
        if self.nodes >= self.node_limit {
            self.stopped = true;
        }
        if let Some(deadline) = self.deadline {
            if self.nodes.trailing_zeros() >= 10 && clock.now_ms() >= deadline {
                self.stopped = true;
            }
        }
    }

    fn tt_index(&self, key: u64) -> usize {
        (key as usize) & (self.tt.len() - 1)
    }

    /// Asks the processor to bring the table entries of the children `buf.children[from..]` into
    /// the cache while their siblings are searched: a table read is a cache miss, most of a node's
    /// time otherwise (natively on x86-64; elsewhere nothing).
    #[inline]
    fn prefetch_children(&self, buf: &Ply, from: usize) {
        #[cfg(target_arch = "x86_64")]
        for child in &buf.children[from..] {
            let entry: *const Entry = &raw const self.tt[self.tt_index(self.zobrist.key(child))];
            // SAFETY: SSE, which the intrinsic requires, is part of every x86-64 processor; and a
            // prefetch is a hint that reads nothing the program sees and cannot fault.
            unsafe { core::arch::x86_64::_mm_prefetch::<{ core::arch::x86_64::_MM_HINT_T0 }>(entry.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = (self, buf, from);
    }

    fn tt_probe(&self, key: u64) -> Option<Entry> {
        let e = self.tt[self.tt_index(key)];
        (e.depth != 0 && e.key == key).then_some(e)
    }

    fn tt_store(&mut self, key: u64, depth: u8, score: i32, bound: u8, best: u8, ply: usize) {
        let i = self.tt_index(key);
        let old = self.tt[i];
        let keep = old.depth != 0 && old.key != key && old.generation == self.generation && old.depth > depth;
        if keep || (old.key == key && old.depth == SOLVED_DEPTH && depth != SOLVED_DEPTH) {
            return;
        }
        // Proven scores are stored relative to this node, so they mean the same from any ply.
        let score = if score > PROVEN {
            score + ply as i32
        } else if score < -PROVEN {
            score - ply as i32
        } else {
            score
        };
        self.tt[i] = Entry { key, score, depth, bound, best, generation: self.generation };
    }

    fn tt_score(score: i32, ply: usize) -> i32 {
        if score > PROVEN {
            score - ply as i32
        } else if score < -PROVEN {
            score + ply as i32
        } else {
            score
        }
    }

    /// Plays a legal move of `pos` in place, by the sowing fast path where the variant has one.
    #[inline]
    fn play(&self, pos: &mut Position, mv: &Move) {
        match mv.actions() {
            [mancala_engine::Action::Sow(pit)] if self.sow_only => self.variant.play_sow(pos, usize::from(*pit)),
            _ => self.variant.play_legal(pos, mv),
        }
    }

    /// Generates and orders the moves of `pos` into `buf` (no table move).
    fn expand(&self, pos: &Position, buf: &mut Ply) {
        self.variant.legal_moves_into(pos, &mut buf.moves);
        buf.children.clear();
        buf.order.clear();
        self.order_rest(pos, buf, 255);
    }

    /// Plays the table's move of `buf.moves` (when it has one) as the first child, so that a
    /// cut-off by it costs no other move. Returns whether it did.
    fn first_child(&self, pos: &Position, buf: &mut Ply, tt_move: u8) -> bool {
        buf.children.clear();
        buf.order.clear();
        let Some(mv) = buf.moves.get(usize::from(tt_move)) else { return false };
        let mut child = pos.clone();
        self.play(&mut child, mv);
        buf.children.push(child);
        buf.order.push((i32::MAX, tt_move, 0));
        true
    }

    /// Plays and orders every move of `buf.moves` but `skip` (already searched): by what the
    /// move wins at once (material, a finished game, an extra turn), then by history.
    fn order_rest(&self, pos: &Position, buf: &mut Ply, skip: u8) {
        let me = pos.to_move();
        let before = self.eval.material(pos, me) - self.eval.material(pos, me.opponent());
        let hist = &self.history[me.index() * HISTORY..(me.index() + 1) * HISTORY];
        let from = buf.order.len();
        for (i, mv) in buf.moves.iter().enumerate() {
            if i as u8 == skip {
                continue;
            }
            let mut child = pos.clone();
            self.play(&mut child, mv);
            let key = if child.is_over() {
                // Finishing the game: order by its result.
                let t = self.terminal(&child, 0);
                if child.to_move() == me {
                    t / 4
                } else {
                    -t / 4
                }
            } else {
                let after = self.eval.material(&child, me) - self.eval.material(&child, me.opponent());
                let extra = i32::from(child.to_move() == me);
                (after - before) * 1_000_000 + extra * 500_000 + hist[move_key(mv)].min(400_000)
            };
            buf.order.push((key, i as u8, buf.children.len() as u8));
            buf.children.push(child);
        }
        buf.order[from..].sort_unstable_by_key(|&(k, _, _)| std::cmp::Reverse(k));
    }

    // One alpha-beta node, kept in one piece so the hot loop reads top to bottom.
    #[allow(clippy::too_many_lines)]
    fn negamax(&mut self, pos: &Position, depth: u8, mut alpha: i32, beta: i32, ply: usize, clock: &dyn Clock) -> i32 {
        self.nodes += 1;
        self.check_limits(clock);
        if self.stopped {
            return 0;
        }
        if pos.is_over() {
            return self.terminal(pos, ply);
        }
        if depth == 0 || ply >= MAX_PLY {
            // A leaf is not looked up: a repetition there is scored like any other position.
            if self.quiescence > 0 && ply < MAX_PLY {
                return self.quiesce(pos, alpha, beta, ply, self.quiescence, clock);
            }
            return self.eval.eval(pos);
        }
        // Nodes just above the leaves skip the table: their children are evaluated at once, and
        // a table read there (a cache miss, most of a node's time) costs more than it saves.
        let use_tt = depth >= 2;
        let key = if use_tt || self.can_repeat { self.zobrist.key(pos) } else { 0 };
        if self.can_repeat && ply > 0 && self.path.contains(&key) {
            return self.repetition(pos, ply);
        }
        let mut tt_move = 255u8;
        if let Some(e) = if use_tt { self.tt_probe(key) } else { None } {
            tt_move = e.best;
            if e.depth > depth && ply > 0 {
                let s = Self::tt_score(e.score, ply);
                match e.bound {
                    EXACT => return s,
                    LOWER if s >= beta => return s,
                    UPPER if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        let mut buf = std::mem::take(&mut self.plies[ply]);
        self.variant.legal_moves_into(pos, &mut buf.moves);
        if buf.moves.is_empty() {
            self.plies[ply] = buf;
            return self.eval.eval(pos);
        }
        let mut expanded = !self.first_child(pos, &mut buf, tt_move);
        if expanded {
            self.order_rest(pos, &mut buf, 255);
        }
        // The children read the table where they have children of their own to search.
        let prefetch = depth >= 3;
        if prefetch {
            self.prefetch_children(&buf, 0);
        }
        let me = pos.to_move();
        let alpha0 = alpha;
        let mut best = -i32::MAX;
        let mut best_i = buf.order[0].1;
        self.path.push(key);
        let mut next = 0;
        loop {
            if next == buf.order.len() {
                if expanded {
                    break;
                }
                self.order_rest(pos, &mut buf, tt_move);
                expanded = true;
                if prefetch {
                    self.prefetch_children(&buf, 1);
                }
                if next == buf.order.len() {
                    break;
                }
            }
            let (_, i, slot) = buf.order[next];
            let child = &buf.children[usize::from(slot)];
            let same = child.to_move() == me;
            let s = if next == 0 {
                self.child_score(child, same, depth - 1, alpha, beta, ply, clock)
            } else {
                let s = self.child_score(child, same, depth - 1, alpha, alpha + 1, ply, clock);
                if s > alpha && s < beta && !self.stopped {
                    self.child_score(child, same, depth - 1, alpha, beta, ply, clock)
                } else {
                    s
                }
            };
            if self.stopped {
                break;
            }
            if s > best {
                best = s;
                best_i = i;
                if ply == 0 {
                    self.root_best = Some((i, s));
                }
            }
            if s > alpha {
                alpha = s;
            }
            if alpha >= beta {
                let h = &mut self.history[me.index() * HISTORY + move_key(&buf.moves[usize::from(i)])];
                *h += i32::from(depth) * i32::from(depth);
                break;
            }
            next += 1;
        }
        self.path.pop();
        self.plies[ply] = buf;
        if self.stopped {
            return 0;
        }
        let bound = if best <= alpha0 {
            UPPER
        } else if best >= beta {
            LOWER
        } else {
            EXACT
        };
        if use_tt {
            self.tt_store(key, depth + 1, best, bound, best_i, ply);
        }
        best
    }

    /// The quiescence search below a leaf: the static value stands ("stand pat") unless a move
    /// that wins material (at least `quiescence_min_gain` seeds) or ends the game does better,
    /// searched best first with alpha-beta, at most `left` such moves deep. Like a leaf it reads
    /// no table and checks no repetition (the bounded depth ends every line); an extra turn keeps
    /// the sign and the window, as in [`Searcher::negamax`]. Every position it plays counts as a
    /// node, so the node and time budgets hold.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize, left: u8, clock: &dyn Clock) -> i32 {
        if pos.is_over() {
            return self.terminal(pos, ply);
        }
        let stand = self.eval.eval(pos);
        if stand >= beta || left == 0 {
            return stand;
        }
        while self.plies.len() <= ply {
            self.plies.push(Ply::default());
        }
        let mut buf = std::mem::take(&mut self.plies[ply]);
        self.variant.legal_moves_into(pos, &mut buf.moves);
        buf.children.clear();
        buf.order.clear();
        let me = pos.to_move();
        let before = self.eval.margin(pos, me);
        for (i, mv) in buf.moves.iter().enumerate() {
            let mut child = pos.clone();
            self.play(&mut child, mv);
            let key = if child.is_over() {
                i32::MAX
            } else {
                let gain = self.eval.margin(&child, me) - before;
                if gain < self.quiescence_min_gain {
                    continue;
                }
                gain
            };
            buf.order.push((key, i as u8, buf.children.len() as u8));
            buf.children.push(child);
        }
        buf.order.sort_unstable_by_key(|&(k, _, _)| std::cmp::Reverse(k));
        let mut best = stand;
        alpha = alpha.max(stand);
        for n in 0..buf.order.len() {
            self.nodes += 1;
            self.check_limits(clock);
            if self.stopped {
                break;
            }
            let child = &buf.children[usize::from(buf.order[n].2)];
            let s = if child.to_move() == me {
                self.quiesce(child, alpha, beta, ply + 1, left - 1, clock)
            } else {
                -self.quiesce(child, -beta, -alpha, ply + 1, left - 1, clock)
            };
            if self.stopped {
                break;
            }
            best = best.max(s);
            alpha = alpha.max(s);
            if alpha >= beta {
                break;
            }
        }
        self.plies[ply] = buf;
        if self.stopped {
            return 0;
        }
        best
    }

    /// A child's score for the parent's player: the same window and sign after an extra turn.
    #[allow(clippy::too_many_arguments)]
    fn child_score(
        &mut self,
        child: &Position,
        same: bool,
        depth: u8,
        alpha: i32,
        beta: i32,
        ply: usize,
        clock: &dyn Clock,
    ) -> i32 {
        if same {
            self.negamax(child, depth, alpha, beta, ply + 1, clock)
        } else {
            -self.negamax(child, depth, -beta, -alpha, ply + 1, clock)
        }
    }

    /// The best move of `pos` within `limits`, or `None` when it has no legal move.
    pub fn search(&mut self, pos: &Position, limits: &Limits, clock: &dyn Clock) -> Option<SearchResult> {
        let moves = self.variant.legal_moves(pos);
        if moves.is_empty() || pos.is_over() {
            return None;
        }
        self.generation = self.generation.wrapping_add(1);
        self.nodes = 0;
        self.stopped = false;
        let start = clock.now_ms();
        self.deadline = limits.time_ms.map(|ms| start + ms);
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.path.clear();
        if moves.len() == 1 {
            let child = self.child_of(pos, &moves[0]);
            let score = if child.to_move() == pos.to_move() { self.eval.eval(&child) } else { -self.eval.eval(&child) };
            return Some(SearchResult {
                best: moves[0].clone(),
                score,
                depth: 0,
                nodes: 1,
                pv: vec![moves[0].clone()],
                exact: false,
            });
        }
        if limits.exact && self.exact_in_reach(pos) {
            // Half the budget for the exact try; the rest for the ordinary search if it fails.
            let saved_deadline = self.deadline;
            let saved_limit = self.node_limit;
            self.deadline = limits.time_ms.map(|ms| start + ms / 2.0);
            if let Some(r) = self.solve_inner(pos, clock) {
                return Some(r);
            }
            self.deadline = saved_deadline;
            self.node_limit = saved_limit;
            self.stopped = false;
        }
        let mut result: Option<SearchResult> = None;
        for depth in 1..=limits.depth.max(1) {
            self.root_best = None;
            let score = self.negamax(pos, depth, -i32::MAX, i32::MAX, 0, clock);
            if self.stopped {
                // A partly searched iteration counts once it has searched the previous best move
                // (searched first, from the table): a move it then prefers was searched in full.
                if let Some((i, s)) = self.root_best {
                    let best = moves[usize::from(i)].clone();
                    let pv = self.pv_from(pos, &best);
                    let done = result.as_ref().map_or(0, |r| r.depth);
                    result = Some(SearchResult { best, score: s, depth: done, nodes: 0, pv, exact: false });
                }
                break;
            }
            let i = self.root_best.map_or(0, |(i, _)| usize::from(i));
            let best = moves[i].clone();
            let pv = self.pv_from(pos, &best);
            let proven = score.abs() > PROVEN;
            result = Some(SearchResult { best, score, depth: u32::from(depth), nodes: 0, pv, exact: false });
            if proven && depth > 1 {
                // A proven result does not change with more depth (the table keeps it).
                break;
            }
        }
        let mut r = result.unwrap_or_else(|| {
            // Stopped before one move was searched: the first move of the ordering.
            let mut buf = Ply::default();
            self.expand(pos, &mut buf);
            let best = buf.moves[usize::from(buf.order[0].1)].clone();
            SearchResult { pv: vec![best.clone()], best, score: 0, depth: 0, nodes: 0, exact: false }
        });
        r.nodes = self.nodes;
        Some(r)
    }

    /// A position's value without search, for its player to move (a finished game: its result).
    #[must_use]
    pub fn static_score(&self, pos: &Position) -> i32 {
        if pos.is_over() {
            self.terminal(pos, 1)
        } else {
            self.eval.eval(pos)
        }
    }

    /// A fixed-depth search of one position (no budget), for its player to move: the score and
    /// the nodes it took. The weak levels score each root move with it.
    pub fn score_child(&mut self, pos: &Position, depth: u8, clock: &dyn Clock) -> (i32, u64) {
        self.generation = self.generation.wrapping_add(1);
        self.nodes = 0;
        self.stopped = false;
        self.deadline = None;
        self.node_limit = u64::MAX;
        self.path.clear();
        let s = self.negamax(pos, depth, -i32::MAX, i32::MAX, 1, clock);
        (s, self.nodes)
    }

    fn child_of(&self, pos: &Position, mv: &Move) -> Position {
        let mut child = pos.clone();
        self.play(&mut child, mv);
        child
    }

    /// The principal variation: `first`, then the table's best moves while they are there.
    fn pv_from(&self, pos: &Position, first: &Move) -> Vec<Move> {
        let mut pv = vec![first.clone()];
        let mut cur = self.child_of(pos, first);
        let mut seen = vec![self.zobrist.key(pos)];
        let mut moves = Vec::new();
        while pv.len() < 32 && !cur.is_over() {
            let key = self.zobrist.key(&cur);
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
            let Some(e) = self.tt_probe(key) else { break };
            self.variant.legal_moves_into(&cur, &mut moves);
            let Some(mv) = moves.get(usize::from(e.best)) else { break };
            pv.push(mv.clone());
            cur = self.child_of(&cur, mv);
        }
        pv
    }

    // -----------------------------------------------------------------------------------------
    // The exact endgame solver

    /// The most seeds left on the board for which [`Limits::exact`] tries the exact solver
    /// first: Kalah's endgames of 20 seeds solve within 1 s natively, Oware's of 8 (its seeds
    /// cycle round the board; BENCHMARKS.md "Search").
    #[must_use]
    pub fn exact_seeds(family: Family) -> u32 {
        match family {
            Family::Kalah => 20,
            Family::Oware => 8,
            _ => 0,
        }
    }

    fn board_seeds(pos: &Position) -> u32 {
        pos.pits().iter().map(|&s| u32::from(s)).sum()
    }

    fn exact_in_reach(&self, pos: &Position) -> bool {
        Self::board_seeds(pos) <= Self::exact_seeds(self.eval.family)
    }

    /// Solves a Kalah or Oware position exactly: the final seed margin under perfect play of
    /// both sides (a position that comes back on the line ends as the variant's agreed end),
    /// within `limits`' nodes and time. `None` when the limits were met first, or the variant is
    /// not one the solver knows, or the position has no move.
    pub fn solve(&mut self, pos: &Position, limits: &Limits, clock: &dyn Clock) -> Option<SearchResult> {
        if !matches!(self.eval.family, Family::Kalah | Family::Oware) || pos.is_over() {
            return None;
        }
        self.generation = self.generation.wrapping_add(1);
        self.nodes = 0;
        self.stopped = false;
        self.deadline = limits.time_ms.map(|ms| clock.now_ms() + ms);
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.path.clear();
        self.solve_inner(pos, clock)
    }

    fn solve_inner(&mut self, pos: &Position, clock: &dyn Clock) -> Option<SearchResult> {
        let moves = self.variant.legal_moves(pos);
        if moves.is_empty() {
            return None;
        }
        self.root_best = None;
        self.path.clear();
        let score = self.exact(pos, -i32::MAX, i32::MAX, 0, clock);
        if self.stopped {
            return None;
        }
        let i = self.root_best.map_or(0, |(i, _)| usize::from(i));
        let best = moves[i].clone();
        let pv = self.pv_from(pos, &best);
        Some(SearchResult { depth: pv.len() as u32, best, score, nodes: self.nodes, pv, exact: true })
    }

    /// Alpha-beta to the end of the game; scores are margins (and [`WIN`] for the winner), with
    /// no plies counted in, so a table entry means the same at any ply.
    #[allow(clippy::too_many_lines)]
    fn exact(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize, clock: &dyn Clock) -> i32 {
        self.nodes += 1;
        self.check_limits(clock);
        if self.stopped {
            return 0;
        }
        if pos.is_over() {
            return self.terminal(pos, 0);
        }
        let key = self.zobrist.key(pos);
        if self.can_repeat && ply > 0 && self.path.contains(&key) {
            return self.repetition(pos, 0);
        }
        if ply >= self.exact_max_ply {
            // Too long a line to follow on the stack: the solve gives up (see EXACT_MAX_PLY).
            self.stopped = true;
            return 0;
        }
        let mut tt_move = 255u8;
        if let Some(e) = self.tt_probe(key) {
            tt_move = e.best;
            if e.depth == SOLVED_DEPTH && ply > 0 {
                match e.bound {
                    EXACT => return e.score,
                    LOWER if e.score >= beta => return e.score,
                    UPPER if e.score <= alpha => return e.score,
                    _ => {}
                }
            }
        }
        if ply + 1 >= self.plies.len() {
            self.plies.push(Ply::default());
        }
        let mut buf = std::mem::take(&mut self.plies[ply]);
        self.variant.legal_moves_into(pos, &mut buf.moves);
        if buf.moves.is_empty() {
            self.plies[ply] = buf;
            return self.repetition(pos, 0);
        }
        let mut expanded = !self.first_child(pos, &mut buf, tt_move);
        if expanded {
            self.order_rest(pos, &mut buf, 255);
        }
        let me = pos.to_move();
        let alpha0 = alpha;
        let mut best = -i32::MAX;
        let mut best_i = buf.order[0].1;
        self.path.push(key);
        let mut next = 0;
        loop {
            if next == buf.order.len() {
                if expanded {
                    break;
                }
                self.order_rest(pos, &mut buf, tt_move);
                expanded = true;
                if next == buf.order.len() {
                    break;
                }
            }
            let (_, i, slot) = buf.order[next];
            let child = &buf.children[usize::from(slot)];
            let same = child.to_move() == me;
            let go = |s: &mut Self, a: i32, b: i32| {
                if same {
                    s.exact(child, a, b, ply + 1, clock)
                } else {
                    -s.exact(child, -b, -a, ply + 1, clock)
                }
            };
            let s = if next == 0 {
                go(self, alpha, beta)
            } else {
                let s = go(self, alpha, alpha + 1);
                if s > alpha && s < beta && !self.stopped {
                    go(self, alpha, beta)
                } else {
                    s
                }
            };
            if self.stopped {
                break;
            }
            if s > best {
                best = s;
                best_i = i;
                if ply == 0 {
                    self.root_best = Some((i, s));
                }
            }
            alpha = alpha.max(s);
            if alpha >= beta {
                break;
            }
            next += 1;
        }
        self.path.pop();
        self.plies[ply] = buf;
        if self.stopped {
            return 0;
        }
        // A score that leans on a repetition of this line is not stored as solved for all lines
        // (the graph-history problem); in Kalah nothing repeats. Oware stores it all the same:
        // the agreed end only splits the seeds already captured, which no other line changes.
        let bound = if best <= alpha0 {
            UPPER
        } else if best >= beta {
            LOWER
        } else {
            EXACT
        };
        self.tt_store(key, SOLVED_DEPTH, best, bound, best_i, 0);
        best
    }
}

/// Whether `side` wins, loses or draws a finished position (for tests and benchmarks).
#[must_use]
pub fn result_for(pos: &Position, side: Side) -> Option<i8> {
    let o = pos.outcome()?;
    Some(match o.winner {
        None => 0,
        Some(w) if w == side => 1,
        Some(_) => -1,
    })
}
