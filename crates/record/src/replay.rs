//! Checking a record against the rules engine and replaying it for the site's step player.

use crate::parse::{move_number, MAX_DEPTH};
use crate::{Comment, Line, Loc, Record};
use mancala_engine::{
    FoldError, Game, IllegalReason, Layout, Move, MoveError, Position, PositionError, Side, Step, Timeline, Variant,
    VariantError,
};
use std::fmt;

/// A record replayed through the engine.
#[derive(Clone, Debug)]
pub struct ReplayedGame {
    pub variant: Variant,
    pub start: Position,
    pub mainline: ReplayedLine,
}

/// A line (the main line or a variation) replayed through the engine.
#[derive(Clone, Debug, Default)]
pub struct ReplayedLine {
    /// Comments before the first move (for the main line: the comment on the whole game).
    pub comments: Vec<Comment>,
    pub plies: Vec<Ply>,
}

/// One move played: the positions around it, its step log, its comments and variations.
#[derive(Clone, Debug)]
pub struct Ply {
    /// The ply's number in the game, from 1 (its move number is `(number + 1) / 2`).
    pub number: usize,
    /// The token as written in the record.
    pub token: String,
    /// The move, and its canonical token as the engine writes it.
    pub mv: Move,
    pub canonical: String,
    pub mover: Side,
    pub before: Position,
    pub after: Position,
    /// The step log of the move (with a repetition ending appended, if the move caused one).
    pub steps: Vec<Step>,
    pub comments: Vec<Comment>,
    /// The variations that replace this move, replayed from `before`.
    pub variations: Vec<ReplayedLine>,
    /// Where the token was read.
    pub at: Loc,
}

impl ReplayedGame {
    /// The start position and the position after every move of the main line.
    #[must_use]
    pub fn positions(&self) -> Vec<&Position> {
        std::iter::once(&self.start).chain(self.mainline.plies.iter().map(|p| &p.after)).collect()
    }

    /// The position at the end of the main line.
    #[must_use]
    pub fn end(&self) -> &Position {
        self.mainline.plies.last().map_or(&self.start, |p| &p.after)
    }

    /// The comments of every ply of the main line, in order (the comments before the first move
    /// are in `mainline.comments`).
    #[must_use]
    pub fn comments_per_ply(&self) -> Vec<&[Comment]> {
        self.mainline.plies.iter().map(|p| p.comments.as_slice()).collect()
    }

    /// The main line as an engine [`Timeline`], for a step player.
    ///
    /// # Errors
    /// Never for logs the engine wrote (it folds every log it gives).
    pub fn timeline(&self) -> Result<Timeline, FoldError> {
        let mut tl = Timeline::new(self.start.clone());
        for p in &self.mainline.plies {
            tl.push_move(&p.steps)?;
        }
        Ok(tl)
    }
}

/// A record that the engine rejects: what and where (the line and column are 0 when the record
/// was not read from text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    pub line: usize,
    pub column: usize,
    /// Boxed: the engine's errors are large, and `Result`s should stay small.
    pub kind: Box<ReplayErrorKind>,
}

/// Why the engine rejects a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayErrorKind {
    /// The `Variant` tag names no variant of the engine.
    UnknownVariant(VariantError),
    /// An `Option` tag that the variant does not have, or a value it cannot take.
    BadOption { key: String, value: String, error: VariantError },
    /// The `Start` position cannot be read or is not a position of the variant.
    BadStart(PositionError),
    /// A move that cannot be read or is not legal where it stands. `ply` counts from 1;
    /// `depth` is 0 on the main line, 1 in a variation, 2 in a variation of a variation, …;
    /// `mover` and `layout` name the pits of the English explanation (`Display`), `legal` lists
    /// the moves that were legal there. The explanation is built only when displayed, so a
    /// program that tells errors in its own words (the embed) does not carry the English.
    BadMove {
        token: String,
        ply: usize,
        depth: usize,
        error: MoveError,
        mover: Side,
        layout: Layout,
        legal: Vec<String>,
    },
    /// Variations nested deeper than [`MAX_DEPTH`] (only in records built in code).
    TooDeep,
    /// An option given twice (`seeds_per_pit` and `kalah.seeds_per_pit` are the same option):
    /// `key` is its full key, reported at the second `Option` tag.
    RepeatedOption { key: String },
}

impl fmt::Display for ReplayErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayErrorKind::UnknownVariant(e) => write!(f, "{e}"),
            ReplayErrorKind::BadOption { key, value, error } => {
                write!(f, "option `{key}={value}`: {error}")
            }
            ReplayErrorKind::BadStart(e) => write!(f, "start position: {e}"),
            ReplayErrorKind::BadMove { token, ply, depth, error, mover, layout, legal } => {
                let number = move_number(ply.saturating_sub(1));
                let place = match depth {
                    0 => String::new(),
                    1 => " (in a variation)".into(),
                    d => format!(" (in a variation {d} levels deep)"),
                };
                write!(f, "move `{number} {token}`{place}: {}", describe(error, *mover, *layout, legal))
            }
            ReplayErrorKind::TooDeep => {
                write!(f, "variations are nested more than {MAX_DEPTH} deep")
            }
            ReplayErrorKind::RepeatedOption { key } => {
                write!(f, "the option `{key}` is given twice; give each option once")
            }
        }
    }
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "line {}, column {}: ", self.line, self.column)?;
        }
        self.kind.fmt(f)
    }
}

impl std::error::Error for ReplayError {}

fn at(loc: Loc, kind: ReplayErrorKind) -> ReplayError {
    ReplayError { line: loc.line, column: loc.column, kind: Box::new(kind) }
}

impl Record {
    /// Builds the variant with the record's options.
    ///
    /// # Errors
    /// An unknown variant (at the `Variant` tag) or option (at its `Option` tag).
    pub fn build_variant(&self) -> Result<Variant, ReplayError> {
        let plain =
            Variant::new(&self.variant, &[]).map_err(|e| at(self.locs.variant, ReplayErrorKind::UnknownVariant(e)))?;
        let pairs: Vec<(&str, &str)> = self.options.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        let mut seen: Vec<&'static str> = Vec::new();
        for (i, pair) in pairs.iter().enumerate() {
            let loc = self.locs.options.get(i).copied().unwrap_or_default();
            if let Err(error) = Variant::new(&self.variant, std::slice::from_ref(pair)) {
                return Err(at(loc, ReplayErrorKind::BadOption { key: pair.0.into(), value: pair.1.into(), error }));
            }
            // The key is known (the variant took it): its full form.
            let key = pair.0;
            let full = plain
                .spec()
                .options
                .iter()
                .map(|o| o.key)
                .find(|k| *k == key || k.split_once('.').is_some_and(|(_, short)| short == key));
            if let Some(full) = full {
                if seen.contains(&full) {
                    return Err(at(loc, ReplayErrorKind::RepeatedOption { key: full.into() }));
                }
                seen.push(full);
            }
        }
        Variant::new(&self.variant, &pairs).map_err(|e| at(self.locs.variant, ReplayErrorKind::UnknownVariant(e)))
    }

    /// The start position: the `Start` tag read and validated for `variant`, or the variant's own.
    ///
    /// # Errors
    /// What is wrong with the `Start` tag; a syntax error points at its column inside the tag.
    pub fn start_position(&self, variant: &Variant) -> Result<Position, ReplayError> {
        let Some(text) = &self.start else {
            return Ok(variant.start_position());
        };
        variant.parse_position(text).map_err(|e| {
            let plain = !text.contains(['\n', '"', '\\']);
            let loc = match &e {
                PositionError::Syntax { column, .. } if plain && self.locs.start_value.is_known() => Loc {
                    line: self.locs.start_value.line,
                    column: self.locs.start_value.column + column.saturating_sub(1),
                },
                _ => self.locs.start,
            };
            at(loc, ReplayErrorKind::BadStart(e))
        })
    }

    /// Plays the record through the engine: the main line, and every variation from the
    /// position where it branches off.
    ///
    /// # Errors
    /// The first problem met: the variant, an option, the start position, or the first move
    /// (main line before its variations, in text order) that cannot be read or is not legal.
    pub fn replay(&self) -> Result<ReplayedGame, ReplayError> {
        let variant = self.build_variant()?;
        let start = self.start_position(&variant)?;
        let mut game = Game::from_position(variant.clone(), start.clone());
        let mainline = replay_line(&mut game, &self.mainline, 0, 0)?;
        Ok(ReplayedGame { variant, start, mainline })
    }
}

/// Plays `line` on `game` (its variations are played on it too, and taken back: each move of the
/// record is played once or, with variations after it, twice, so the replay takes the time of its
/// moves, where a copy of the game for each variation took the time of the whole history).
fn replay_line(game: &mut Game, line: &Line, first_ply: usize, depth: usize) -> Result<ReplayedLine, ReplayError> {
    let mut out = ReplayedLine { comments: line.comments.clone(), plies: Vec::with_capacity(line.nodes.len()) };
    let variant = game.variant().clone();
    for (i, node) in line.nodes.iter().enumerate() {
        let number = first_ply + i + 1;
        let before = game.position().clone();
        let layout = variant.layout();
        let bad = |error: MoveError| {
            let legal = variant.legal_moves(&before).iter().map(|m| m.token(layout)).collect();
            let (token, mover) = (node.mv.clone(), before.to_move());
            at(node.at, ReplayErrorKind::BadMove { token, ply: number, depth, error, mover, layout, legal })
        };
        let mv = variant.parse_move(&before, &node.mv).map_err(|e| bad(MoveError::Parse(e)))?;
        let branch = (!node.variations.is_empty()).then(|| game.mark());
        let steps = game.play(&mv).map_err(|e| bad(MoveError::Illegal(e)))?;
        let mut variations = Vec::with_capacity(node.variations.len());
        if let Some(branch) = branch {
            if depth >= MAX_DEPTH {
                return Err(at(node.at, ReplayErrorKind::TooDeep));
            }
            // Each variation from the position before the move, then the move again.
            for v in &node.variations {
                game.rewind(&branch);
                variations.push(replay_line(game, v, number - 1, depth + 1)?);
            }
            game.rewind(&branch);
            game.play(&mv).map_err(|e| bad(MoveError::Illegal(e)))?;
        }
        out.plies.push(Ply {
            number,
            token: node.mv.clone(),
            canonical: mv.token(layout),
            mv,
            mover: before.to_move(),
            after: game.position().clone(),
            before,
            steps,
            comments: node.comments.clone(),
            variations,
            at: node.at,
        });
    }
    Ok(out)
}

/// The engine's reason, with pit names instead of indices, and the legal moves.
fn describe(error: &MoveError, mover: Side, layout: Layout, legal: &[String]) -> String {
    let reason = match error {
        MoveError::Parse(e) => e.to_string(),
        MoveError::Illegal(e) => match &e.reason {
            IllegalReason::GameOver => return "the game is already over".into(),
            IllegalReason::NotYourPit { pit } => {
                format!("{} is not a pit {mover} may play", layout.pit_name(usize::from(*pit)))
            }
            IllegalReason::EmptyPit { pit } => {
                format!("{} is empty", layout.pit_name(usize::from(*pit)))
            }
            _ => e.to_string(),
        },
    };
    if legal.is_empty() {
        reason
    } else {
        format!("{reason}; legal moves: {}", legal.join(" "))
    }
}
