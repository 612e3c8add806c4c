//! Puzzles for every variant, mined by the search and checked by it.
//!
//! A puzzle is a position with **one clearly best move**: searched move by move, the best move's
//! value beats the second best by at least the puzzle's margin (in seeds). [`Miner`] finds them in
//! seeded games (self-play with the search, and random openings continued by the search), so a
//! set is reproducible from its seed; [`check`] replays one and verifies it again.
//!
//! **How a puzzle is verified** ([`Miner::examine`]):
//! 1. *Screen*: every legal move is searched to the family's screening depth
//!    ([`Settings::screen_depth`]); the position is kept only when one move is ahead by the margin.
//! 2. *Deep*: the same again, deeper: exact to the end of the game with the exact solver of
//!    mancala-ai where it reaches (Kalah and Oware with at most [`Settings::exact_seeds`] seeds on
//!    the board, each move solved within [`Settings::exact_nodes`] nodes), else to
//!    [`Settings::deep_depth`]. The best move must be the same, ahead by the margin.
//! 3. *Second, independent search*: a fresh searcher with a smaller table searches every move to
//!    [`Settings::second_depth`] (a depth of the other parity than the deep one); and the
//!    principal variation of an ordinary [`Searcher::search`] must start with the same move. The
//!    puzzle is rejected when they disagree.
//! 4. *The cheap check*: the smallest depth from 1 up at which a fresh searcher of
//!    [`CHECK_TT_BITS`] sees the solution ahead by the margin is stored as
//!    [`Puzzle::check_depth`]; the tests re-verify every puzzle of the set at that depth.
//!
//! **Difficulty** (1–5): `1 + (check_depth − 1) / 2 + tempting`, at most 5, where
//! `check_depth` is the depth needed to see the answer and `tempting` the number of wrong moves
//! (at most 2 counted) that look at least as good as the answer one move deep (their value right
//! after the move, [`Searcher::static_score`], is not below the answer's). A capture in one that
//! nothing rivals is 1; a move whose point shows only after six plies, among two flashier ones, 5.
//!
//! **Refutations** ([`refutations`]): each wrong move is stored with what it runs into — the
//! opponent's best reply (the principal variation of a search from the position after it, while
//! the opponent is to move) and how far it stays behind the answer at the puzzle's check depth, in
//! seeds, or whether it misses a forced win or loses a game the answer does not. The site plays
//! the wrong move and the reply on the board and says so; [`check_refutations`] (and `mancala
//! puzzles check`) searches each one again.
//!
//! **Themes** ([`Theme`]) are read off the step log of the solution line only: the answer's own
//! steps (captures, relays, extra turns, heads, safari, tax, blocking, feeding), the line after it
//! (a chain of extra turns, the end of the game), and the steps of the other moves and replies
//! (a grand slam the answer avoids, a capture it prevents). [`themes_of`] is the one definition;
//! the tests check a mined set against it.
//!
//! No I/O, no web dependencies (like the engine): the CLI reads and writes the files.

use mancala_ai::search::strip_win;
use mancala_ai::{Family, Limits, NoClock, Searcher, SEED};
use mancala_engine::playout::Rng;
use mancala_engine::{Action, Move, Note, Place, Position, Side, Step, Variant};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;

/// Table size of the checking searcher (2^16 entries, 1 MB): small, so a fresh one is cheap, and
/// fixed, so the check gives the same values on every machine.
pub const CHECK_TT_BITS: u32 = 16;
/// Table size of the second, independent search.
pub const SECOND_TT_BITS: u32 = 18;
/// Table size of the mining searcher.
pub const MINE_TT_BITS: u32 = 20;

/// The puzzles' searcher: mancala-ai's search without the four-row games' quiescence search
/// (`Searcher::set_quiescence(0, _)`), the search the stored sets were mined, checked and refuted
/// with. With quiescence (mancala-ai's default in the four-row games since the sixteenth
/// session, BENCHMARKS.md) 20 of their puzzles are no longer best by their margin at their check
/// depth and most refutations' losses change; re-mining those sets with it is left to do.
#[must_use]
pub fn searcher(variant: &Variant, tt_bits: u32) -> Searcher {
    let mut s = Searcher::new(variant, tt_bits);
    s.set_quiescence(0, 1);
    s
}

/// A theme of a puzzle, proved by the step facts of its solution line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// The answer captures seeds.
    Capture,
    /// The answer captures from two or more pits.
    DoubleCapture,
    /// The answer earns an extra turn.
    ExtraTurn,
    /// The answer earns an extra turn and the line goes on with another one.
    ExtraTurnChain,
    /// The answer captures nothing and leaves the opponent a smaller capture than the second-best
    /// move would.
    AvoidCapture,
    /// The opponent's row was empty and the answer sows into it (OW-10), or the engine noted the
    /// obligation to feed.
    FeedOpponent,
    /// A wrong move would take every seed of the opponent and so capture nothing (OW-9); the
    /// answer does not.
    AvoidGrandSlam,
    /// The answer's capture empties the opponent's row.
    GrandSlam,
    /// The answer relays (lifts the pit its last seed fell into) and captures.
    RelayCapture,
    /// The answer's head (end of the row the sowing goes on from) matters: another head is legal.
    HeadChoice,
    /// The answer goes on from the house (safari) and destroys it.
    Safari,
    /// The answer takes the house tax (lifts two seeds from the working house).
    HouseTax,
    /// The answer blocks a pit for the opponent's next move.
    Blocking,
    /// The answer also takes extra pits (Moruba).
    ExtraPits,
    /// The answer destroys the opponent's house.
    DestroyHouse,
    /// An endgame counted exactly to the end: the solver verified it and the line ends the game.
    EndgameCounting,
    /// The answer ends the game at once.
    FinishGame,
    /// None of the above: the answer is the best move for the position's sake.
    BestMove,
}

impl Theme {
    /// Every theme.
    pub const ALL: [Theme; 18] = [
        Theme::Capture,
        Theme::DoubleCapture,
        Theme::ExtraTurn,
        Theme::ExtraTurnChain,
        Theme::AvoidCapture,
        Theme::FeedOpponent,
        Theme::AvoidGrandSlam,
        Theme::GrandSlam,
        Theme::RelayCapture,
        Theme::HeadChoice,
        Theme::Safari,
        Theme::HouseTax,
        Theme::Blocking,
        Theme::ExtraPits,
        Theme::DestroyHouse,
        Theme::EndgameCounting,
        Theme::FinishGame,
        Theme::BestMove,
    ];

    /// The theme's name in the data (kebab-case), e.g. `double-capture`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Theme::Capture => "capture",
            Theme::DoubleCapture => "double-capture",
            Theme::ExtraTurn => "extra-turn",
            Theme::ExtraTurnChain => "extra-turn-chain",
            Theme::AvoidCapture => "avoid-capture",
            Theme::FeedOpponent => "feed-opponent",
            Theme::AvoidGrandSlam => "avoid-grand-slam",
            Theme::GrandSlam => "grand-slam",
            Theme::RelayCapture => "relay-capture",
            Theme::HeadChoice => "head-choice",
            Theme::Safari => "safari",
            Theme::HouseTax => "house-tax",
            Theme::Blocking => "blocking",
            Theme::ExtraPits => "extra-pits",
            Theme::DestroyHouse => "destroy-house",
            Theme::EndgameCounting => "endgame-counting",
            Theme::FinishGame => "finish-game",
            Theme::BestMove => "best-move",
        }
    }

    /// The key of the theme's prompt in crates/text (`puzzle-prompt-<name>`), with the variable
    /// `$side` (`south` or `north`, the player to move).
    #[must_use]
    pub fn prompt_key(self) -> String {
        format!("puzzle-prompt-{}", self.name())
    }

    /// Whether the theme's own prompt asks for "the move that …" (so [`Claim::Only`] must be
    /// proved). The others ask for the best move already, or for a choice within the move.
    #[must_use]
    pub fn names_a_property(self) -> bool {
        !matches!(
            self,
            Theme::FeedOpponent | Theme::HeadChoice | Theme::Safari | Theme::EndgameCounting | Theme::BestMove
        )
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a puzzle's prompt claims of its answer, beyond "it is the best move" ([`prompt_of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Claim {
    /// The prompt asks for the move with the theme's property, so the answer is the only legal
    /// move that has it (for a capture: the one that captures the most, strictly; for avoiding a
    /// capture: the one after which the opponent's best capture is the smallest, strictly).
    Only,
    /// Other legal moves share the property: the prompt asks for the best move and says that it
    /// has the property.
    Best,
}

/// A puzzle's prompt: its theme (the first of [`Puzzle::themes`]) and what the words claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prompt {
    pub theme: Theme,
    pub claim: Claim,
}

impl Prompt {
    /// The key of the prompt in crates/text, with the variable `$side` (`south` or `north`, the
    /// player to move): `puzzle-prompt-<theme>`, or `puzzle-prompt-<theme>-best` for
    /// [`Claim::Best`].
    #[must_use]
    pub fn key(self) -> String {
        match self.claim {
            Claim::Only => self.theme.prompt_key(),
            Claim::Best => format!("{}-best", self.theme.prompt_key()),
        }
    }

    /// Every prompt there is: each theme's, and the [`Claim::Best`] one of the themes that have
    /// it ([`Theme::names_a_property`]).
    #[must_use]
    pub fn all() -> Vec<Prompt> {
        let mut all = Vec::new();
        for theme in Theme::ALL {
            all.push(Prompt { theme, claim: Claim::Only });
            if theme.names_a_property() {
                all.push(Prompt { theme, claim: Claim::Best });
            }
        }
        all
    }
}

/// How a value was verified.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "method")]
pub enum Verified {
    /// Every move solved exactly to the end of the game (Kalah, Oware), within `nodes` each.
    Exact { nodes: u64 },
    /// Every move searched to `depth` plies (the move itself counted).
    Search { depth: u8, tt_bits: u32 },
}

/// One puzzle: the site shows `position`, asks for the move of `theme`'s prompt, and judges the
/// answer against `solution[0]`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Puzzle {
    /// `<variant>-<n>`, unique in its set.
    pub id: String,
    /// The position in the engine's text form (docs/NOTATION.md); the side to move is in it too.
    pub position: String,
    pub to_move: Side,
    /// The solution line in move tokens: the answer first, then the expected continuation.
    pub solution: Vec<String>,
    /// The other legal moves (tokens), each a wrong answer.
    pub wrong: Vec<String>,
    /// The answer's value in seeds for the player to move (the deep verification's).
    pub value: f64,
    /// The second-best move's value in seeds (the deep verification's).
    pub second: f64,
    /// The margin the answer was required to beat every other move by, in seeds.
    pub margin: f64,
    /// The themes, the first one the prompt's.
    pub themes: Vec<Theme>,
    /// The prompt the learner reads, proved by [`prompt_of`] ([`check`] fails on another one).
    pub prompt: Prompt,
    /// 1 (easy) to 5 (hard); see the crate docs for the formula.
    pub difficulty: u8,
    /// Wrong moves that look at least as good as the answer one move deep.
    pub tempting: u8,
    /// The depth at which the cheap check ([`check`]) sees the answer ahead by the margin.
    pub check_depth: u8,
    /// The deep verification.
    pub verified: Verified,
    /// The second, independent verification.
    pub second_check: Verified,
    /// What each wrong move runs into, in the order of `wrong` ([`refutations`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub refutations: Vec<Refutation>,
}

/// A wrong answer's refutation: the opponent's best reply and how far the wrong move stays behind
/// the answer, from fresh checking searchers ([`CHECK_TT_BITS`]), so the same on every machine
/// and recomputed by the tests.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Refutation {
    /// The wrong move (one of [`Puzzle::wrong`]).
    pub wrong: String,
    /// The opponent's moves of the searched line after it, up to the turn coming back (several
    /// when a move of theirs gives them another); empty when the wrong move ends the game or
    /// gives its player another move.
    pub reply: Vec<String>,
    /// Seeds the wrong move is behind the answer (the answer's value less its own) at the
    /// puzzle's [`Puzzle::check_depth`], where the check sees every wrong move behind by the
    /// margin at least.
    /// At least one seed when the search proves more than seeds ([`Refutation::misses_win`],
    /// [`Refutation::loses`]), as in [`lead`].
    pub loss: f64,
    /// The answer wins by force at the check depth and this move does not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub misses_win: bool,
    /// This move loses by force at the check depth and the answer does not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub loses: bool,
    /// Plies the reply was searched to (the wrong move counted).
    pub depth: u8,
}

impl Puzzle {
    /// The key of the puzzle's prompt in crates/text ([`Prompt::key`]).
    #[must_use]
    pub fn prompt_key(&self) -> String {
        self.prompt.key()
    }
}

/// A variant's puzzle set, as stored in `tutorials/puzzles/<variant>.json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleSet {
    pub variant: String,
    /// Options changed from the defaults, as `key=value`.
    pub options: Vec<String>,
    /// The seed the set was mined from (`mancala puzzles mine --seed`).
    pub seed: u64,
    /// Games the miner played for it (a later `mine` into the same file goes on from here).
    pub games: u64,
    pub settings: Settings,
    pub puzzles: Vec<Puzzle>,
}

/// What the miner searches, per family by default ([`Settings::for_variant`]).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// The stated margin, in seeds.
    pub margin: f64,
    pub screen_depth: u8,
    pub deep_depth: u8,
    pub second_depth: u8,
    /// The exact solver is tried with at most this many seeds on the board (Kalah, Oware).
    pub exact_seeds: u32,
    pub exact_nodes: u64,
    /// The opening of a random-then-search game is up to this many random plies.
    pub random_plies: u32,
    /// The search plays games at this depth.
    pub play_depth: u8,
    /// A game is cut after this many plies.
    pub max_plies: u32,
    /// At most this many puzzles from one game (one position in three is examined).
    pub per_game: u32,
}

impl Settings {
    /// The family's defaults (depths chosen so one puzzle takes seconds on a slow core; figures
    /// in BENCHMARKS.md "Puzzles").
    #[must_use]
    pub fn for_variant(variant: &Variant) -> Settings {
        let base = Settings {
            margin: 2.0,
            screen_depth: 6,
            deep_depth: 11,
            second_depth: 10,
            exact_seeds: 20,
            exact_nodes: 2_000_000,
            random_plies: 12,
            play_depth: 4,
            max_plies: 300,
            per_game: 4,
        };
        match Family::of(variant) {
            Family::Kalah => Settings { deep_depth: 12, second_depth: 11, ..base },
            Family::Oware => base,
            Family::TwoRowOther => Settings { deep_depth: 9, second_depth: 8, exact_seeds: 0, ..base },
            Family::FourRow => Settings {
                margin: 3.0,
                screen_depth: 4,
                deep_depth: 6,
                second_depth: 5,
                exact_seeds: 0,
                random_plies: 8,
                play_depth: 3,
                max_plies: 200,
                ..base
            },
        }
    }

    fn margin_units(&self) -> i32 {
        (self.margin * f64::from(SEED)).round() as i32
    }
}

/// Seeds from a score in hundredths (a proven result counts its margin only).
#[must_use]
pub fn seeds(score: i32) -> f64 {
    f64::from(strip_win(score)) / f64::from(SEED)
}

fn units(score: i32) -> i32 {
    strip_win(score)
}

/// Plays `mv` and returns the position after it with its step log.
fn play_logged(variant: &Variant, pos: &Position, mv: &Move) -> (Position, Vec<Step>) {
    variant.play(pos, mv).unwrap_or_else(|_| {
        let mut p = pos.clone();
        variant.play_legal(&mut p, mv);
        (p, Vec::new())
    })
}

/// The value of every legal move of `pos` for its player to move, searched to `depth` plies
/// (the move itself is one), in the order of [`Variant::legal_moves`].
pub fn move_values(searcher: &mut Searcher, pos: &Position, depth: u8) -> Vec<i32> {
    let variant = searcher.variant().clone();
    let me = pos.to_move();
    variant
        .legal_moves(pos)
        .iter()
        .map(|mv| {
            let mut child = pos.clone();
            variant.play_legal(&mut child, mv);
            let s = if child.is_over() {
                searcher.final_score(&child)
            } else if depth <= 1 {
                searcher.static_score(&child)
            } else {
                searcher.score_child(&child, depth - 1, &NoClock).0
            };
            if child.to_move() == me {
                s
            } else {
                -s
            }
        })
        .collect()
}

/// The exact value of every legal move (Kalah, Oware), or `None` when one was not solved within
/// `nodes`.
pub fn exact_values(searcher: &mut Searcher, pos: &Position, nodes: u64) -> Option<Vec<i32>> {
    let variant = searcher.variant().clone();
    let me = pos.to_move();
    let limits = Limits { nodes: Some(nodes), ..Limits::depth(0) };
    variant
        .legal_moves(pos)
        .iter()
        .map(|mv| {
            let mut child = pos.clone();
            variant.play_legal(&mut child, mv);
            let s = if child.is_over() {
                searcher.final_score(&child)
            } else {
                searcher.solve(&child, &limits, &NoClock)?.score
            };
            Some(if child.to_move() == me { s } else { -s })
        })
        .collect()
}

/// The best move's index and its lead over the second best (in hundredths of a seed, proven
/// results by their margins), or `None` with fewer than two moves or a tie for best.
#[must_use]
pub fn lead(values: &[i32]) -> Option<(usize, i32)> {
    if values.len() < 2 {
        return None;
    }
    let best = (0..values.len()).max_by_key(|&i| (values[i], std::cmp::Reverse(i)))?;
    let second = (0..values.len()).filter(|&i| i != best).map(|i| values[i]).max()?;
    if values[best] == second {
        return None;
    }
    // A win beats any result that is not one, whatever the seed margins say.
    let win = |v: i32| v > mancala_ai::search::PROVEN;
    let gap = units(values[best]) - units(second);
    let gap = if win(values[best]) && !win(second) { gap.max(SEED) } else { gap };
    Some((best, gap))
}

/// The values a fresh checking searcher ([`CHECK_TT_BITS`]) gives at `depth`: the same numbers on
/// every machine.
#[must_use]
pub fn check_values(variant: &Variant, pos: &Position, depth: u8) -> Vec<i32> {
    let mut s = searcher(variant, CHECK_TT_BITS);
    move_values(&mut s, pos, depth)
}

/// The biggest capture (seeds) any legal move of `pos` makes at once.
fn best_capture(variant: &Variant, pos: &Position) -> u32 {
    if pos.is_over() {
        return 0;
    }
    variant.legal_moves(pos).iter().map(|m| captured(&play_logged(variant, pos, m).1)).max().unwrap_or(0)
}

fn captured(steps: &[Step]) -> u32 {
    steps.iter().map(|s| if let Step::Capture { count, .. } = s { u32::from(*count) } else { 0 }).sum()
}

/// The opponent's pits the steps capture from (Kalah's own last seed does not count).
fn capture_pits(pos: &Position, them: Side, steps: &[Step]) -> usize {
    let mut from = BTreeSet::new();
    for s in steps {
        if let Step::Capture { from: Place::Pit(p), count, .. } = s {
            if *count > 0 && pos.owner(usize::from(*p)) == them {
                from.insert(*p);
            }
        }
    }
    from.len()
}

fn has_note(steps: &[Step], want: fn(&Note) -> bool) -> bool {
    steps.iter().any(|s| matches!(s, Step::Note { note, .. } if want(note)))
}

/// The themes of a solution: the answer `answer` from `pos` (one of `moves`, the legal moves),
/// the line after it `line` (the moves that follow, played from the position after the answer),
/// whether the values were exact, and the index of the second-best move.
#[must_use]
pub fn themes_of(
    variant: &Variant,
    pos: &Position,
    moves: &[Move],
    answer: usize,
    second: usize,
    line: &[Move],
    exact: bool,
) -> Vec<Theme> {
    let me = pos.to_move();
    let them = me.opponent();
    let mv = &moves[answer];
    let (after, steps) = play_logged(variant, pos, mv);
    let mut t = Vec::new();
    let got = captured(&steps);
    if got > 0 {
        if after.is_over() {
            t.push(Theme::FinishGame);
        }
        if capture_pits(pos, them, &steps) >= 2 {
            t.push(Theme::DoubleCapture);
        }
        if steps.iter().any(|s| matches!(s, Step::Relay { .. })) {
            t.push(Theme::RelayCapture);
        }
        if !after.is_over() && pos.seeds_in_half(them) > 0 && after.seeds_in_half(them) == 0 {
            t.push(Theme::GrandSlam);
        }
        t.push(Theme::Capture);
    }
    let extra = steps.iter().any(|s| matches!(s, Step::ExtraTurn { .. }));
    if extra {
        // A chain: the line's next move is the mover's again and earns another extra turn.
        let chain = line.first().is_some_and(|next| {
            after.to_move() == me
                && !after.is_over()
                && play_logged(variant, &after, next).1.iter().any(|s| matches!(s, Step::ExtraTurn { .. }))
        });
        t.push(if chain { Theme::ExtraTurnChain } else { Theme::ExtraTurn });
    }
    if lifts_part_of_a_pit(pos, &steps) {
        t.push(Theme::HouseTax);
    }
    if mv.actions().contains(&Action::Continue(true))
        && steps.iter().any(|s| matches!(s, Step::HouseDestroyed { side, .. } if *side == me))
    {
        t.push(Theme::Safari);
    }
    if steps.iter().any(|s| matches!(s, Step::HouseDestroyed { side, .. } if *side == them)) {
        t.push(Theme::DestroyHouse);
    }
    if has_note(&steps, |n| matches!(n, Note::Blocked { .. })) {
        t.push(Theme::Blocking);
    }
    if mv.actions().iter().any(|a| matches!(a, Action::Take(_))) {
        t.push(Theme::ExtraPits);
    }
    if let Some(head) = mv.actions().iter().position(|a| matches!(a, Action::Head(_))) {
        let other_head = moves.iter().any(|m| {
            m.actions().len() == mv.actions().len()
                && m.actions()[..head] == mv.actions()[..head]
                && matches!(m.actions()[head], Action::Head(_))
                && m.actions()[head] != mv.actions()[head]
        });
        if other_head {
            t.push(Theme::HeadChoice);
        }
    }
    if has_note(&steps, |n| matches!(n, Note::MustFeed))
        || (pos.seeds_in_half(them) == 0
            && after.seeds_in_half(them) > 0
            && variant.layout().rows == mancala_engine::Rows::Two)
    {
        t.push(Theme::FeedOpponent);
    }
    let slam = |m: &Move| has_note(&play_logged(variant, pos, m).1, |n| matches!(n, Note::GrandSlamNoCapture));
    if !slam(mv) && moves.iter().enumerate().any(|(i, m)| i != answer && slam(m)) {
        t.push(Theme::AvoidGrandSlam);
    }
    if got == 0 && after.to_move() == them && !after.is_over() {
        let (after2, _) = play_logged(variant, pos, &moves[second]);
        if after2.to_move() == them && best_capture(variant, &after) < best_capture(variant, &after2) {
            t.push(Theme::AvoidCapture);
        }
    }
    if exact {
        // The solver's line is played out: it must end the game.
        let mut p = after.clone();
        for m in line {
            if p.is_over() || variant.check_move(&p, m).is_err() {
                break;
            }
            variant.play_legal(&mut p, m);
        }
        if p.is_over() {
            t.push(Theme::EndgameCounting);
        }
    }
    if t.is_empty() {
        t.push(Theme::BestMove);
    }
    t
}

/// The prompt of a puzzle whose answer `answer` (one of `moves`, the legal moves of `pos`) has
/// the themes `themes` ([`themes_of`]): the first theme, and [`Claim::Only`] when the engine
/// confirms that no other legal move has that theme's property, else [`Claim::Best`].
///
/// What "the property" is, per theme: a capture is the biggest capture of any move, strictly
/// ("the move that captures the most"); an avoided capture leaves the opponent a smaller best
/// capture than every other move does, and every other move hands him the turn ("the move after
/// which he captures the least"); avoiding a grand slam captures seeds where no other move does
/// ("the move that really brings seeds"); every other property is the same theme read off
/// another move's own steps ([`themes_of`] with that move as the answer).
#[must_use]
pub fn prompt_of(variant: &Variant, pos: &Position, moves: &[Move], answer: usize, themes: &[Theme]) -> Prompt {
    let theme = themes.first().copied().unwrap_or(Theme::BestMove);
    let others = || (0..moves.len()).filter(move |&i| i != answer);
    let only = match theme {
        _ if !theme.names_a_property() => true,
        Theme::Capture => {
            let got = |i: usize| captured(&play_logged(variant, pos, &moves[i]).1);
            let mine = got(answer);
            others().all(|i| got(i) < mine)
        }
        Theme::AvoidCapture => {
            let them = pos.to_move().opponent();
            let left = |i: usize| {
                let (after, _) = play_logged(variant, pos, &moves[i]);
                (after.to_move() == them && !after.is_over()).then(|| best_capture(variant, &after))
            };
            match left(answer) {
                Some(mine) => others().all(|i| left(i).is_some_and(|theirs| theirs > mine)),
                None => false,
            }
        }
        Theme::AvoidGrandSlam => {
            let got = |i: usize| captured(&play_logged(variant, pos, &moves[i]).1);
            got(answer) > 0 && others().all(|i| got(i) == 0)
        }
        _ => {
            let same = |t: Theme| match theme {
                Theme::ExtraTurn | Theme::ExtraTurnChain => matches!(t, Theme::ExtraTurn | Theme::ExtraTurnChain),
                _ => t == theme,
            };
            others().all(|i| !themes_of(variant, pos, moves, i, i, &[], false).into_iter().any(same))
        }
    };
    Prompt { theme, claim: if only { Claim::Only } else { Claim::Best } }
}

/// The prompt [`prompt_of`] gives a stored puzzle (its position, answer and themes).
///
/// # Errors
/// The position does not read, or the answer is not a legal move of it.
pub fn puzzle_prompt(variant: &Variant, p: &Puzzle) -> Result<Prompt, CheckError> {
    let pos = variant.parse_position(&p.position).map_err(|e| CheckError::Position(format!("{e:?}")))?;
    let layout = pos.layout();
    let moves = variant.legal_moves(&pos);
    let first = p.solution.first().ok_or_else(|| CheckError::Illegal(String::new()))?;
    let answer =
        moves.iter().position(|m| &m.token(layout) == first).ok_or_else(|| CheckError::Illegal(first.clone()))?;
    Ok(prompt_of(variant, &pos, &moves, answer, &p.themes))
}

/// Why a puzzle failed its check.
#[derive(Clone, Debug, PartialEq)]
pub enum CheckError {
    Position(String),
    /// The solution's first token is not a legal move here.
    Illegal(String),
    /// The side to move differs from the position's.
    ToMove,
    /// The stored wrong moves are not the other legal moves.
    Moves,
    /// Another move is best, or the answer is not ahead by the margin, at `depth`.
    NotBest {
        depth: u8,
        best: String,
        lead: f64,
    },
    /// The stored themes differ from the ones the solution's steps give.
    Themes {
        stored: Vec<Theme>,
        found: Vec<Theme>,
    },
    /// The stored prompt claims what the engine does not confirm (or less than it does).
    Prompt {
        stored: Prompt,
        found: Prompt,
    },
    /// The stored refutations differ from the ones searched again (the first that differs).
    Refutation {
        stored: Option<Box<Refutation>>,
        found: Option<Box<Refutation>>,
    },
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckError::Position(e) => write!(f, "the position cannot be read: {e}"),
            CheckError::Illegal(t) => write!(f, "the solution `{t}` is not a legal move"),
            CheckError::ToMove => f.write_str("to_move differs from the position's side to move"),
            CheckError::Moves => f.write_str("the wrong moves are not the other legal moves"),
            CheckError::NotBest { depth, best, lead } => {
                write!(f, "at depth {depth} the best move is `{best}`, ahead by {lead:.2} seeds")
            }
            CheckError::Themes { stored, found } => write!(f, "themes {stored:?} stored, {found:?} found"),
            CheckError::Prompt { stored, found } => write!(f, "prompt {stored:?} stored, {found:?} found"),
            CheckError::Refutation { stored, found } => write!(f, "refutation {stored:?} stored, {found:?} found"),
        }
    }
}

impl std::error::Error for CheckError {}

/// Replays a puzzle and verifies it: its position reads, its answer is legal, the wrong moves are
/// the other legal moves, its themes are the ones its steps give, and a fresh checking searcher at
/// `depth` (the puzzle's [`Puzzle::check_depth`] for the cheap check) finds the answer ahead of
/// every other move by the margin.
///
/// # Errors
/// The first thing that does not hold.
pub fn check(variant: &Variant, p: &Puzzle, depth: u8) -> Result<(), CheckError> {
    let pos = variant.parse_position(&p.position).map_err(|e| CheckError::Position(format!("{e:?}")))?;
    if pos.to_move() != p.to_move {
        return Err(CheckError::ToMove);
    }
    let layout = pos.layout();
    let moves = variant.legal_moves(&pos);
    let tokens: Vec<String> = moves.iter().map(|m| m.token(layout)).collect();
    let first = p.solution.first().ok_or_else(|| CheckError::Illegal(String::new()))?;
    let answer = tokens.iter().position(|t| t == first).ok_or_else(|| CheckError::Illegal(first.clone()))?;
    let mut wrong: Vec<&String> = tokens.iter().filter(|t| *t != first).collect();
    let mut stored: Vec<&String> = p.wrong.iter().collect();
    wrong.sort();
    stored.sort();
    if wrong != stored {
        return Err(CheckError::Moves);
    }
    let values = check_values(variant, &pos, depth);
    let margin = (p.margin * f64::from(SEED)).round() as i32;
    match lead(&values) {
        Some((best, gap)) if best == answer && gap >= margin => {}
        Some((best, gap)) => {
            return Err(CheckError::NotBest {
                depth,
                best: tokens[best].clone(),
                lead: f64::from(gap) / f64::from(SEED),
            })
        }
        None => return Err(CheckError::NotBest { depth, best: String::new(), lead: 0.0 }),
    }
    let found = themes_from_tokens(variant, &pos, &moves, answer, p)?;
    if found != p.themes {
        return Err(CheckError::Themes { stored: p.themes.clone(), found });
    }
    let found = prompt_of(variant, &pos, &moves, answer, &p.themes);
    if found != p.prompt {
        return Err(CheckError::Prompt { stored: p.prompt, found });
    }
    Ok(())
}

fn themes_from_tokens(
    variant: &Variant,
    pos: &Position,
    moves: &[Move],
    answer: usize,
    p: &Puzzle,
) -> Result<Vec<Theme>, CheckError> {
    let mut line = Vec::new();
    let mut cur = pos.clone();
    for (i, t) in p.solution.iter().enumerate() {
        let mv = variant.parse_move(&cur, t).map_err(|_| CheckError::Illegal(t.clone()))?;
        if variant.check_move(&cur, &mv).is_err() {
            return Err(CheckError::Illegal(t.clone()));
        }
        variant.play_legal(&mut cur, &mv);
        if i > 0 {
            line.push(mv);
        }
    }
    // The second-best move is the first of `wrong` (the miner stores them best first).
    let layout = pos.layout();
    let second = p.wrong.first().and_then(|w| moves.iter().position(|m| &m.token(layout) == w)).unwrap_or(answer);
    let exact = matches!(p.verified, Verified::Exact { .. });
    Ok(themes_of(variant, pos, moves, answer, second, &line, exact))
}

/// The refutation of each move of `wrong` (tokens of legal moves of `pos`) against `answer`: its
/// value against the answer's at `check_depth` plies, and the opponent's moves of the line a
/// search to `depth` plies expects after it (see [`Refutation`]).
///
/// # Errors
/// A token that is not a legal move of `pos`.
pub fn refutations(
    variant: &Variant,
    pos: &Position,
    answer: &str,
    wrong: &[String],
    check_depth: u8,
    depth: u8,
) -> Result<Vec<Refutation>, CheckError> {
    let layout = pos.layout();
    let me = pos.to_move();
    let moves = variant.legal_moves(pos);
    let index = |t: &str| moves.iter().position(|m| m.token(layout) == t).ok_or_else(|| CheckError::Illegal(t.into()));
    let values = check_values(variant, pos, check_depth);
    let best = values[index(answer)?];
    let mut s = searcher(variant, CHECK_TT_BITS);
    let mut out = Vec::new();
    for w in wrong {
        let i = index(w)?;
        let mut cur = pos.clone();
        variant.play_legal(&mut cur, &moves[i]);
        let mut reply = Vec::new();
        if !cur.is_over() && cur.to_move() != me && depth > 1 {
            if let Some(r) = s.search(&cur, &Limits::depth(depth - 1), &NoClock) {
                for m in &r.pv {
                    if cur.is_over() || cur.to_move() == me || variant.check_move(&cur, m).is_err() {
                        break;
                    }
                    reply.push(m.token(cur.layout()));
                    variant.play_legal(&mut cur, m);
                }
            }
        }
        let win = |v: i32| v > mancala_ai::search::PROVEN;
        let lost_by_force = |v: i32| v < -mancala_ai::search::PROVEN;
        let misses_win = win(best) && !win(values[i]);
        let loses_by_force = lost_by_force(values[i]) && !lost_by_force(best);
        let gap = units(best) - units(values[i]);
        let gap = if misses_win || loses_by_force { gap.max(SEED) } else { gap };
        let seeds_behind = f64::from(gap) / f64::from(SEED);
        out.push(Refutation { wrong: w.clone(), reply, loss: seeds_behind, misses_win, loses: loses_by_force, depth });
    }
    Ok(out)
}

/// Searches a puzzle's refutations again at the depth they were stored with (`depth` when there
/// are none) and compares them with the stored ones.
///
/// # Errors
/// The position or a move cannot be read, or a refutation differs (the first one).
pub fn check_refutations(variant: &Variant, p: &Puzzle, depth: u8) -> Result<(), CheckError> {
    let pos = variant.parse_position(&p.position).map_err(|e| CheckError::Position(format!("{e:?}")))?;
    let first = p.solution.first().ok_or_else(|| CheckError::Illegal(String::new()))?;
    let depth = p.refutations.first().map_or(depth, |r| r.depth);
    let found = refutations(variant, &pos, first, &p.wrong, p.check_depth, depth)?;
    if found.len() != p.refutations.len() || found.iter().zip(&p.refutations).any(|(a, b)| a != b) {
        let k =
            found.iter().zip(&p.refutations).position(|(a, b)| a != b).unwrap_or(found.len().min(p.refutations.len()));
        return Err(CheckError::Refutation {
            stored: p.refutations.get(k).cloned().map(Box::new),
            found: found.get(k).cloned().map(Box::new),
        });
    }
    Ok(())
}

/// The miner of one variant: plays seeded games and examines their positions.
pub struct Miner {
    variant: Variant,
    pub settings: Settings,
    seed: u64,
    search: Searcher,
    seen: BTreeSet<String>,
    /// Games played so far.
    pub games: u64,
    /// Positions examined so far (screened).
    pub examined: u64,
}

/// What a game of the miner looks like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GameKind {
    /// The search plays both sides from the start, with a random move now and then.
    SelfPlay,
    /// Random moves first, then the search.
    RandomThenSearch,
}

impl Miner {
    #[must_use]
    pub fn new(variant: &Variant, settings: Settings, seed: u64) -> Miner {
        Miner {
            variant: variant.clone(),
            settings,
            seed,
            search: searcher(variant, MINE_TT_BITS),
            seen: BTreeSet::new(),
            games: 0,
            examined: 0,
        }
    }

    /// Positions already in the set (so a miner adding to a set finds new ones only).
    pub fn skip(&mut self, position: &str) {
        self.seen.insert(position.to_string());
    }

    /// Mines until `count` puzzles are found or `max_games` games are played; `found` is called
    /// with each puzzle as it is kept and the games played so far (for progress). Ids are `<variant>-<n>` from `first_id`.
    pub fn mine(
        &mut self,
        count: usize,
        max_games: u64,
        first_id: usize,
        found: &mut dyn FnMut(&Puzzle, u64),
    ) -> Vec<Puzzle> {
        let mut out = Vec::new();
        while out.len() < count && self.games < max_games {
            let g = self.games;
            self.games += 1;
            let mut rng = Rng::new(self.seed.wrapping_mul(1_000_003).wrapping_add(g));
            let kind = if g & 1 == 0 { GameKind::RandomThenSearch } else { GameKind::SelfPlay };
            let mut pos = self.variant.start_position();
            let random = match kind {
                GameKind::RandomThenSearch => 1 + rng.below(self.settings.random_plies as usize + 1) as u32,
                GameKind::SelfPlay => rng.below(2) as u32,
            };
            let mut kept = 0;
            for ply in 0..self.settings.max_plies {
                if pos.is_over() || kept >= self.settings.per_game || out.len() >= count {
                    break;
                }
                let moves = self.variant.legal_moves(&pos);
                if moves.is_empty() {
                    break;
                }
                // One position in three is examined, so a game's puzzles spread over its phases.
                if ply >= random && moves.len() >= 2 && rng.below(3) == 0 {
                    let id = format!("{}-{}", self.variant.id(), first_id + out.len());
                    if let Some(p) = self.examine(&pos, id) {
                        found(&p, self.games);
                        out.push(p);
                        kept += 1;
                    }
                }
                let mv = if ply < random || rng.below(8) == 0 {
                    moves[rng.below(moves.len())].clone()
                } else {
                    let limits = Limits::depth(self.settings.play_depth);
                    self.search.search(&pos, &limits, &NoClock).map_or_else(|| moves[0].clone(), |r| r.best)
                };
                self.variant.play_legal(&mut pos, &mv);
            }
        }
        out
    }

    /// Examines one position: the puzzle it makes, or `None` (see the crate docs for the steps).
    pub fn examine(&mut self, pos: &Position, id: String) -> Option<Puzzle> {
        let text = pos.to_setup().to_text().ok()?;
        if self.seen.contains(&text) || pos.is_over() {
            return None;
        }
        self.seen.insert(text.clone());
        self.examined += 1;
        let s = self.settings;
        let margin = s.margin_units();
        let variant = self.variant.clone();
        let moves = variant.legal_moves(pos);
        if moves.len() < 2 {
            return None;
        }
        // 1. Screen.
        let screen = move_values(&mut self.search, pos, s.screen_depth);
        let (best, gap) = lead(&screen)?;
        if gap < margin {
            return None;
        }
        // 2. Deep: exact where it reaches, else deeper.
        let board: u32 = pos.pits().iter().map(|&x| u32::from(x)).sum();
        let exact = if board <= s.exact_seeds { exact_values(&mut self.search, pos, s.exact_nodes) } else { None };
        let (deep, verified) = match exact {
            Some(v) => (v, Verified::Exact { nodes: s.exact_nodes }),
            None => (
                move_values(&mut self.search, pos, s.deep_depth),
                Verified::Search { depth: s.deep_depth, tt_bits: MINE_TT_BITS },
            ),
        };
        let (deep_best, deep_gap) = lead(&deep)?;
        if deep_best != best || deep_gap < margin {
            return None;
        }
        // 3. The second, independent search, and the ordinary search's line.
        let mut second_searcher = searcher(&variant, SECOND_TT_BITS);
        let second = move_values(&mut second_searcher, pos, s.second_depth);
        let (second_best, second_gap) = lead(&second)?;
        if second_best != best || second_gap < margin {
            return None;
        }
        let line = match verified {
            Verified::Exact { nodes } => {
                self.search.solve(pos, &Limits { nodes: Some(nodes * 4), ..Limits::depth(0) }, &NoClock)?
            }
            Verified::Search { .. } => self.search.search(pos, &Limits::depth(s.deep_depth), &NoClock)?,
        };
        if line.best != moves[best] {
            return None;
        }
        // 4. The cheap check's depth.
        let check_depth = (1..=s.screen_depth).find(|&d| {
            let v = check_values(&variant, pos, d);
            matches!(lead(&v), Some((b, g)) if b == best && g >= margin)
        })?;
        // Difficulty.
        let shallow: Vec<i32> = check_values(&variant, pos, 1);
        let tempting = (0..moves.len()).filter(|&i| i != best && shallow[i] >= shallow[best]).count() as u8;
        let difficulty = (1 + (check_depth - 1) / 2 + tempting.min(2)).min(5);
        // The wrong moves, best first (the deep values).
        let mut wrong: Vec<usize> = (0..moves.len()).filter(|&i| i != best).collect();
        wrong.sort_by_key(|&i| (std::cmp::Reverse(deep[i]), i));
        let layout = pos.layout();
        // The line, played to check it (a line from the table may stop early).
        let mut rest = Vec::new();
        let mut cur = pos.clone();
        variant.play_legal(&mut cur, &moves[best]);
        for m in line.pv.iter().skip(1) {
            if cur.is_over() || variant.check_move(&cur, m).is_err() {
                break;
            }
            rest.push(m.clone());
            variant.play_legal(&mut cur, m);
        }
        let mut solution = vec![moves[best].token(layout)];
        let mut cur = pos.clone();
        variant.play_legal(&mut cur, &moves[best]);
        for m in &rest {
            solution.push(m.token(cur.layout()));
            variant.play_legal(&mut cur, m);
        }
        let second_best_index = wrong[0];
        let themes =
            themes_of(&variant, pos, &moves, best, wrong[0], &rest, matches!(verified, Verified::Exact { .. }));
        let prompt = prompt_of(&variant, pos, &moves, best, &themes);
        let wrong: Vec<String> = wrong.iter().map(|&i| moves[i].token(layout)).collect();
        let refutations = refutations(&variant, pos, &solution[0], &wrong, check_depth, s.screen_depth).ok()?;
        Some(Puzzle {
            id,
            position: text,
            to_move: pos.to_move(),
            solution,
            value: seeds(deep[best]),
            second: seeds(deep[second_best_index]),
            wrong,
            margin: s.margin,
            themes,
            prompt,
            difficulty,
            tempting,
            check_depth,
            verified,
            second_check: Verified::Search { depth: s.second_depth, tt_bits: SECOND_TT_BITS },
            refutations,
        })
    }
}

/// The expensive re-verification: the puzzle's deep verification ([`Puzzle::verified`]) and its
/// second check ([`Puzzle::second_check`]) run again with fresh searchers; each must find the
/// answer ahead of every other move by the margin.
///
/// # Errors
/// The first verification that does not hold (or [`check`]'s errors for the position and moves).
pub fn deep_check(variant: &Variant, p: &Puzzle) -> Result<(), CheckError> {
    let pos = variant.parse_position(&p.position).map_err(|e| CheckError::Position(format!("{e:?}")))?;
    let layout = pos.layout();
    let moves = variant.legal_moves(&pos);
    let tokens: Vec<String> = moves.iter().map(|m| m.token(layout)).collect();
    let first = p.solution.first().ok_or_else(|| CheckError::Illegal(String::new()))?;
    let answer = tokens.iter().position(|t| t == first).ok_or_else(|| CheckError::Illegal(first.clone()))?;
    let margin = (p.margin * f64::from(SEED)).round() as i32;
    for how in [p.verified, p.second_check] {
        let (values, depth) = match how {
            Verified::Exact { nodes } => {
                let mut s = searcher(variant, MINE_TT_BITS);
                (exact_values(&mut s, &pos, nodes), 0)
            }
            Verified::Search { depth, tt_bits } => {
                let mut s = searcher(variant, tt_bits);
                (Some(move_values(&mut s, &pos, depth)), depth)
            }
        };
        let Some(values) = values else {
            return Err(CheckError::NotBest { depth, best: String::from("(not solved within the nodes)"), lead: 0.0 });
        };
        match lead(&values) {
            Some((best, gap)) if best == answer && gap >= margin => {}
            Some((best, gap)) => {
                return Err(CheckError::NotBest {
                    depth,
                    best: tokens[best].clone(),
                    lead: f64::from(gap) / f64::from(SEED),
                })
            }
            None => return Err(CheckError::NotBest { depth, best: String::new(), lead: 0.0 }),
        }
    }
    Ok(())
}

/// Whether a pick-up of the move lifts only part of its pit (a house taxed, KSW-18a: the one
/// rule that lifts fewer seeds than a pit holds), read from the log folded over `pos`.
fn lifts_part_of_a_pit(pos: &Position, steps: &[Step]) -> bool {
    let mut at = pos.clone();
    let mut hand = mancala_engine::Hand::default();
    for step in steps {
        if let Step::PickUp { pit, count, .. } = *step {
            if count < at.seeds(usize::from(pit)) {
                return true;
            }
        }
        if at.apply_step(&mut hand, step).is_err() {
            return false;
        }
    }
    false
}
