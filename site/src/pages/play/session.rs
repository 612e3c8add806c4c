//! The play page's game in plain Rust (no signals, no DOM), tested natively: the game of a share
//! link and what was wrong with the link, the moves to redo, the link's moves that could not be
//! played, who played each move. Every change returns what it did ([`Change`]), and the page
//! mirrors that into its signals and the board's timeline. Nothing here replays the game: each
//! move keeps its mover, its step log and the game's state before it ([`Mark`]), so taking moves
//! back is a rewind.

use crate::platform::route::PlayLink;
use mancala_engine::{Game, IllegalMove, Mark, Move, MoveError, PositionError, Side, Step, Variant, VariantError};

/// A message on the play page (rendered by the page in the current language).
#[derive(Clone, Debug)]
pub enum Notice {
    BadVariant(VariantError),
    BadOption(VariantError),
    BadPosition(PositionError),
    /// Move `number` of the link cannot be played; `rest` are the link's moves after it (kept in
    /// the address until the user plays a move of their own).
    BadMove {
        number: usize,
        token: String,
        err: MoveError,
        rest: Vec<String>,
    },
    Illegal(IllegalMove),
    /// A pit was clicked while the computer is to move.
    ComputerTurn,
    Engine(String),
}

/// What a change did to the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// Move `index` (from 0) was played by `mover`, with these steps (the timeline grows by them).
    Played { index: usize, mover: Side, steps: Vec<Step> },
    /// Moves were taken back: the game now has `kept` moves (the timeline keeps as many).
    TakenBack { kept: usize },
}

/// One move of the game as played.
#[derive(Clone, Debug)]
struct Played {
    /// The game before the move, to take it back.
    before: Mark,
    mover: Side,
    steps: Vec<Step>,
}

/// The game on the play page.
#[derive(Clone, Debug)]
pub struct PlaySession {
    game: Game,
    /// Whether the start position came from the link (then it goes back into the link).
    custom_start: bool,
    /// Each move of the game, in order.
    played: Vec<Played>,
    /// The moves taken back that can be played again (the next last).
    redo: Vec<Move>,
    /// The moves of the link from the first that could not be played, and how many moves were
    /// played before it: kept in the link while the game is at that move, until the user plays a
    /// move of their own.
    tail: Option<(usize, Vec<String>)>,
}

impl PlaySession {
    /// The game of a share link: as much of it as is good, and what was wrong with the rest.
    ///
    /// # Errors
    /// The variant is unknown (nothing can be shown but the list of games).
    pub fn from_link(link: &PlayLink) -> Result<(PlaySession, Vec<Notice>), Notice> {
        let mut notices = Vec::new();
        let variant = match Variant::with_option_texts(&link.variant, &link.options) {
            Ok(v) => v,
            Err(e @ VariantError::UnknownVariant { .. }) => return Err(Notice::BadVariant(e)),
            Err(e) => {
                notices.push(Notice::BadOption(e));
                Variant::new(&link.variant, &[]).map_err(Notice::BadVariant)?
            }
        };
        let mut custom_start = false;
        let start = match &link.position {
            Some(text) => match variant.parse_position(text) {
                Ok(p) => {
                    custom_start = p != variant.start_position();
                    p
                }
                Err(e) => {
                    notices.push(Notice::BadPosition(e));
                    variant.start_position()
                }
            },
            None => variant.start_position(),
        };
        let game = Game::from_position(variant, start);
        let mut session = PlaySession { game, custom_start, played: Vec::new(), redo: Vec::new(), tail: None };
        for (i, token) in link.moves.iter().enumerate() {
            let played = session.game.variant().parse_move(session.game.position(), token).map_err(MoveError::Parse);
            if let Err(err) = played.and_then(|mv| session.push(&mv).map_err(MoveError::Illegal)) {
                let rest = link.moves[i + 1..].to_vec();
                session.tail = Some((i, link.moves[i..].to_vec()));
                notices.push(Notice::BadMove { number: i + 1, token: token.clone(), err, rest });
                break;
            }
        }
        Ok((session, notices))
    }

    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The step log of each move of the game, in order.
    pub fn logs(&self) -> impl Iterator<Item = &[Step]> {
        self.played.iter().map(|p| p.steps.as_slice())
    }

    /// Who played each move of the game, in order.
    pub fn movers(&self) -> impl Iterator<Item = Side> + '_ {
        self.played.iter().map(|p| p.mover)
    }

    /// The share link of the game (with the link's moves that could not be played, while the
    /// game is where they begin).
    #[must_use]
    pub fn link(&self) -> PlayLink {
        let v = self.game.variant();
        let layout = v.layout();
        let mut moves: Vec<String> = self.game.moves().iter().map(|m| m.token(layout)).collect();
        if let Some((at, rest)) = &self.tail {
            if *at == moves.len() {
                moves.extend(rest.iter().cloned());
            }
        }
        PlayLink {
            variant: v.id().to_string(),
            options: v.changed_options(),
            position: self.custom_start.then(|| self.game.start().to_string()),
            moves,
        }
    }

    /// The moves to redo as tokens, the next first.
    #[must_use]
    pub fn redo_tokens(&self) -> Vec<String> {
        let layout = self.game.variant().layout();
        self.redo.iter().rev().map(|m| m.token(layout)).collect()
    }

    /// Sets the moves to redo from tokens (the next first): as many as can be played in turn
    /// from the game's position.
    pub fn restore_redo(&mut self, tokens: &[String]) {
        let mark = self.game.mark();
        let mut moves = Vec::new();
        for token in tokens {
            let Ok(mv) = self.game.variant().parse_move(self.game.position(), token) else { break };
            if self.game.play(&mv).is_err() {
                break;
            }
            moves.push(mv);
        }
        self.game.rewind(&mark);
        moves.reverse();
        self.redo = moves;
    }

    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.played.is_empty()
    }

    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Whether a new game would throw something away (moves, moves to redo, a link's tail).
    #[must_use]
    pub fn has_something(&self) -> bool {
        self.can_undo() || self.can_redo() || self.tail.is_some()
    }

    /// Whether `side`'s opponent on this device (`None`: nobody) is to move in a game going on.
    #[must_use]
    pub fn is_to_move(&self, side: Option<Side>) -> bool {
        let pos = self.game.position();
        !pos.is_over() && side == Some(pos.to_move())
    }

    /// Plays a move of someone's own choosing: the moves to redo and the link's unplayable moves
    /// are dropped.
    ///
    /// # Errors
    /// Why the move is illegal; nothing changes.
    pub fn play(&mut self, mv: &Move) -> Result<Change, IllegalMove> {
        let change = self.push(mv)?;
        self.redo.clear();
        self.tail = None;
        Ok(change)
    }

    /// Plays the next move to redo, if there is one.
    ///
    /// # Errors
    /// Why it is illegal (it cannot be, as the moves to redo were played from here); it is
    /// dropped with those after it.
    pub fn redo(&mut self) -> Option<Result<Change, IllegalMove>> {
        let mv = self.redo.pop()?;
        let played = self.push(&mv);
        if played.is_err() {
            self.redo.clear();
        }
        Some(played)
    }

    /// Takes back the last move; against the computer (it plays `computer`), back to before the
    /// last move of the other side, with the computer's answers to it. The moves taken back can
    /// be played again ([`PlaySession::redo`]).
    pub fn undo(&mut self, computer: Option<Side>) -> Option<Change> {
        let last = self.played.len().checked_sub(1)?;
        let kept = match computer {
            Some(c) => self.played.iter().rposition(|p| p.mover != c).unwrap_or(last),
            None => last,
        };
        let taken: Vec<Move> = self.game.moves()[kept..].to_vec();
        self.redo.extend(taken.into_iter().rev());
        Some(self.take_back(kept))
    }

    /// The start of the game again, with nothing to redo and no link's tail.
    pub fn restart(&mut self) -> Change {
        self.redo.clear();
        self.tail = None;
        self.take_back(0)
    }

    fn take_back(&mut self, kept: usize) -> Change {
        if let Some(p) = self.played.get(kept) {
            self.game.rewind(&p.before);
        }
        self.played.truncate(kept);
        Change::TakenBack { kept }
    }

    fn push(&mut self, mv: &Move) -> Result<Change, IllegalMove> {
        let before = self.game.mark();
        let mover = self.game.position().to_move();
        let steps = self.game.play(mv)?;
        let index = self.played.len();
        self.played.push(Played { before, mover, steps: steps.clone() });
        Ok(Change::Played { index, mover, steps })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link(variant: &str, moves: &[&str]) -> PlayLink {
        PlayLink {
            variant: variant.into(),
            moves: moves.iter().map(|m| (*m).to_string()).collect(),
            ..PlayLink::default()
        }
    }

    fn token(s: &PlaySession, mv: &str) -> Move {
        s.game().variant().parse_move(s.game().position(), mv).expect("a legal move")
    }

    /// The same game played from the start, move by move, without the session.
    fn replayed(s: &PlaySession) -> Game {
        let mut g = Game::from_position(s.game().variant().clone(), s.game().start().clone());
        for mv in s.game().moves() {
            g.play(mv).expect("legal");
        }
        g
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_link_plays_its_moves_and_keeps_who_played_each() {
        // Kalah: S2 sows its last seed into the store (KAL-5), so South moves again.
        let (s, notices) = PlaySession::from_link(&link("kalah", &["S2", "S5", "N1"])).expect("kalah");
        assert!(notices.is_empty());
        assert_eq!(s.game().moves().len(), 3);
        assert_eq!(s.movers().collect::<Vec<_>>(), [Side::South, Side::South, Side::North]);
        assert_eq!(s.link(), link("kalah", &["S2", "S5", "N1"]));
        assert_eq!(s.logs().count(), 3);
        assert_eq!(s.game().position(), replayed(&s).position());
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_bad_move_keeps_the_rest_of_the_link_until_the_user_plays() {
        let (mut s, notices) = PlaySession::from_link(&link("kalah", &["S2", "S9", "N1"])).expect("kalah");
        assert!(
            matches!(&notices[..], [Notice::BadMove { number: 2, token, rest, .. }] if token == "S9" && rest == &["N1"])
        );
        assert_eq!(s.game().moves().len(), 1);
        assert_eq!(s.link().moves, ["S2", "S9", "N1"], "the tail stays in the link");
        let mv = token(&s, "S5");
        s.play(&mv).expect("legal");
        assert_eq!(s.link().moves, ["S2", "S5"], "a move of one's own replaces the tail");
        assert!(PlaySession::from_link(&link("no-such-game", &[])).is_err());
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn undo_and_redo_walk_the_game_back_and_forth() {
        // N1 ends in North's store (KAL-5): North moves again, with its first legal move.
        let (mut s, notices) = PlaySession::from_link(&link("kalah", &["S2", "S5", "N1"])).expect("kalah");
        assert!(notices.is_empty());
        let layout = s.game().variant().layout();
        let fourth = s.game().variant().legal_moves(s.game().position())[0].clone();
        let played = s.play(&fourth).expect("legal");
        assert!(matches!(played, Change::Played { index: 3, mover: Side::North, .. }));
        let end = s.game().position().clone();
        assert_eq!(s.undo(None), Some(Change::TakenBack { kept: 3 }));
        assert_eq!(s.redo_tokens(), [fourth.token(layout)]);
        assert_eq!(s.undo(None), Some(Change::TakenBack { kept: 2 }));
        assert_eq!(s.redo_tokens(), ["N1".to_string(), fourth.token(layout)]);
        assert_eq!(s.game().position(), replayed(&s).position(), "undo is a rewind to the same position");
        assert_eq!(s.movers().count(), 2);
        match s.redo() {
            Some(Ok(Change::Played { index: 2, mover: Side::North, .. })) => {}
            other => panic!("redo played {other:?}"),
        }
        assert!(matches!(s.redo(), Some(Ok(Change::Played { index: 3, mover: Side::North, .. }))));
        assert!(s.redo().is_none());
        assert_eq!(s.game().position(), &end);
        // A move of one's own drops the moves to redo.
        s.undo(None);
        let other = s.game().variant().legal_moves(s.game().position()).into_iter().find(|m| *m != fourth);
        s.play(&other.expect("another move")).expect("legal");
        assert!(!s.can_redo());
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn undo_against_the_computer_goes_back_to_the_learners_own_move() {
        // South is the learner; S2 gives South another turn (KAL-5); N1 is the computer's.
        let (mut s, _) = PlaySession::from_link(&link("kalah", &["S2", "S5", "N1"])).expect("kalah");
        assert_eq!(s.undo(Some(Side::North)), Some(Change::TakenBack { kept: 1 }), "back to before S5, with N1");
        assert_eq!(s.redo_tokens(), ["S5", "N1"]);
        assert_eq!(s.undo(Some(Side::North)), Some(Change::TakenBack { kept: 0 }));
        assert_eq!(s.undo(Some(Side::North)), None, "nothing to take back");
        assert_eq!(s.redo_tokens(), ["S2", "S5", "N1"]);
        assert!(s.has_something());
        assert_eq!(s.restart(), Change::TakenBack { kept: 0 });
        assert!(!s.has_something());
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn saved_redo_moves_are_kept_only_as_far_as_they_play() {
        let (mut s, _) = PlaySession::from_link(&link("kalah", &["S2"])).expect("kalah");
        let before = s.game().position().clone();
        s.restore_redo(&["S5".into(), "N1".into(), "N9".into(), "S1".into()]);
        assert_eq!(s.redo_tokens(), ["S5", "N1"]);
        assert_eq!(s.game().position(), &before, "checking them plays nothing");
        assert_eq!(s.game().moves().len(), 1);
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_custom_start_stays_in_the_link_and_a_bad_one_is_said() {
        let position = "S=[1,0,0,0,0,2] N=[1,2,2,0,0,0] SS=20 NS=20, S to move";
        let (s, notices) =
            PlaySession::from_link(&PlayLink { position: Some(position.into()), ..link("oware", &[]) }).expect("oware");
        assert!(notices.is_empty());
        assert_eq!(s.link().position.as_deref(), Some(s.game().start().to_string().as_str()));
        let (s, notices) =
            PlaySession::from_link(&PlayLink { position: Some("S=[1]".into()), ..link("oware", &[]) }).expect("oware");
        assert!(matches!(&notices[..], [Notice::BadPosition(_)]));
        assert_eq!(s.link().position, None);
        assert!(s.is_to_move(Some(Side::South)) && !s.is_to_move(Some(Side::North)) && !s.is_to_move(None));
    }
}
