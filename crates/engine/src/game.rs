//! A game in progress: a variant, its positions and the history that repetition rules need.

use crate::games::Rules;
use crate::moves::{IllegalMove, Move};
use crate::position::Position;
use crate::step::Step;
use crate::variant::{AgreeEndError, Variant};

/// A game from a start position, with every move played so far.
#[derive(Clone, Debug)]
pub struct Game {
    variant: Variant,
    start: Position,
    position: Position,
    moves: Vec<Move>,
    /// Repetition keys of the positions played; those from `keys_from` on count for the
    /// variant's repetition rule (a capture makes the earlier ones not count, for a rule
    /// `since_capture`; they are kept for [`Game::rewind`]).
    keys: Vec<u64>,
    keys_from: usize,
}

/// A game's state to come back to ([`Game::mark`], [`Game::rewind`]): a line that branches off
/// (a variation of a record) is played on the game itself and taken back, in the time of its own
/// moves, where a copy of the game would copy its whole history.
#[derive(Clone, Debug)]
pub struct Mark {
    position: Position,
    moves: usize,
    keys: usize,
    keys_from: usize,
}

impl Game {
    #[must_use]
    pub fn new(variant: Variant) -> Game {
        let start = variant.start_position();
        Game::from_position(variant, start)
    }

    #[must_use]
    pub fn from_position(variant: Variant, start: Position) -> Game {
        let keys = vec![start.repetition_key()];
        Game { variant, position: start.clone(), start, moves: Vec::new(), keys, keys_from: 0 }
    }

    #[must_use]
    pub fn variant(&self) -> &Variant {
        &self.variant
    }
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Ends the game by agreement of both players (OW-11c); returns the steps.
    ///
    /// # Errors
    /// The game is already over, or the variant has no such rule; the game is not changed.
    pub fn agree_end(&mut self) -> Result<Vec<Step>, AgreeEndError> {
        let (next, steps) = self.variant.agree_end(&self.position)?;
        self.position = next;
        Ok(steps)
    }

    /// Plays a move; a repetition rule may end the game after it (its steps are appended).
    ///
    /// # Errors
    /// Why the move is illegal; the game is not changed.
    pub fn play(&mut self, mv: &Move) -> Result<Vec<Step>, IllegalMove> {
        let (mut next, mut steps) = self.variant.play(&self.position, mv)?;
        if let Some(rule) = self.variant.rules().repetition() {
            let irreversible = steps.iter().any(|s| matches!(s, Step::Capture { .. } | Step::Plant { .. }));
            if rule.since_capture && irreversible {
                self.keys_from = self.keys.len();
            }
            let key = next.repetition_key();
            self.keys.push(key);
            let seen = self.keys[self.keys_from..].iter().filter(|k| **k == key).count();
            if !next.is_over() && seen >= usize::from(rule.occurrences) {
                self.variant.rules().end_by_repetition(&mut next, &mut steps, rule.rule);
            }
        }
        self.position = next;
        self.moves.push(mv.clone());
        Ok(steps)
    }

    /// The state to come back to with [`Game::rewind`] (constant time).
    #[must_use]
    pub fn mark(&self) -> Mark {
        Mark {
            position: self.position.clone(),
            moves: self.moves.len(),
            keys: self.keys.len(),
            keys_from: self.keys_from,
        }
    }

    /// Takes back every move played since `mark` was taken (in the time of those moves), so the
    /// game is as it was then. A mark taken after the state it returns to was itself taken back,
    /// or of another game, leaves the game in an unspecified (but valid) state.
    pub fn rewind(&mut self, mark: &Mark) {
        self.position = mark.position.clone();
        self.moves.truncate(mark.moves);
        self.keys.truncate(mark.keys);
        self.keys_from = mark.keys_from.min(self.keys.len());
    }
}
