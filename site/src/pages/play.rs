//! The play page: two people on one device play a variant with its options. Every legal move is
//! clickable, choices inside a move are asked one at a time, an illegal click says why. Undo,
//! redo, a new game, the move list, whose turn it is and the result; the game lives in the share
//! link (`#/play/<variant>?o=…&p=…&m=…`).

use crate::ai::{Reply, Task, MISTAKE};
use crate::board::marks;
use crate::board::player::{Player, PlayerControls};
use crate::board::{Board, BoardState};
use crate::pages::computer::{Computer, Opponent, Pending};
use crate::pages::kept::{Kept, KeptGames};
use crate::pages::pick::{ChoiceBox, MovePicker, Picked};
use crate::platform::i18n::{t, text, text_with, tr, Arg, Lang};
use crate::platform::js::{
    self,
    dom::{self, El, Listeners},
};
use crate::platform::route::{self, PlayLink, RulesLink};
use leptos::prelude::*;
use mancala_engine::{
    Game, IllegalMove, IllegalReason, Move, MoveError, OptionKind, PositionError, Provenance, Rows, Side, Timeline,
    Variant, VariantError,
};
use mancala_text::{illegal_move, move_parse_error, outcome, position_error, variant_error};
use std::cell::RefCell;
use std::rc::Rc;

/// How many of a link's moves after a refused one its notice names.
const REST_SHOWN: usize = 5;

/// A message on the play page, rendered in the current language.
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

impl Notice {
    /// The notice in `lang`, each value of the link it quotes cut ([`route::cut_echoes`]).
    #[must_use]
    pub fn text(&self, lang: Lang, layout: mancala_engine::Layout) -> String {
        route::cut_echoes(&self.words(lang, layout))
    }

    fn words(&self, lang: Lang, layout: mancala_engine::Layout) -> String {
        match self {
            Notice::BadVariant(e) => {
                format!(
                    "{} {}",
                    tr(lang, "site-link-error", &[("why", variant_error(lang, e).into())]),
                    t(lang, "site-link-bad-variant")
                )
            }
            Notice::BadOption(e) => tr(lang, "site-link-error", &[("why", variant_error(lang, e).into())]),
            Notice::BadPosition(e) => tr(lang, "site-link-bad-position", &[("why", position_error(lang, e).into())]),
            Notice::BadMove { number, token, err, rest } => {
                let why = match err {
                    MoveError::Parse(e) => move_parse_error(lang, e),
                    MoveError::Illegal(e) => illegal_move(lang, layout, e),
                };
                let mut text = tr(
                    lang,
                    "site-link-bad-move-kept",
                    &[
                        ("number", Arg::from(*number)),
                        ("move", link_move(lang, layout, token).into()),
                        ("why", why.into()),
                    ],
                );
                if !rest.is_empty() {
                    text.push(' ');
                    // A few of them, each cut, and how many there are.
                    let mut moves: Vec<String> = rest.iter().take(REST_SHOWN).map(|m| route::shown(m)).collect();
                    if rest.len() > REST_SHOWN {
                        moves.push("…".into());
                    }
                    let args = [("moves", moves.join(", ").into()), ("count", Arg::from(rest.len()))];
                    text.push_str(&tr(lang, "site-link-rest-kept", &args));
                }
                text
            }
            Notice::Illegal(e) => illegal_move(lang, layout, e),
            Notice::ComputerTurn => t(lang, "site-ai-wait"),
            Notice::Engine(e) => e.clone(),
        }
    }
}

/// A move in the learner's words: the pit a sowing starts from named as the learner counts (from
/// 1, from the owner's left, the row in words: `ямка 3 Півдня`), then the move's other choices
/// (`…, за годинниковою стрілкою`, `…, сафарі: сівба йде далі`); a move that begins otherwise
/// (planting, a pass) said whole by [`mancala_text::move_label`]. No engine token: those are for
/// records and links. A token that cannot be read is quoted as it is.
#[must_use]
pub fn learner_move(lang: Lang, layout: mancala_engine::Layout, token: &str) -> String {
    use mancala_engine::{Action, Move, Side};
    let pit = crate::platform::i18n::token_pit(layout, token);
    let mover = pit.map_or(Side::South, |p| layout.side_of(p));
    let Ok(mv) = Move::parse(token, layout, mover) else {
        return format!("«{token}»");
    };
    let Some((&Action::Sow(first), rest)) = mv.actions().split_first() else {
        return mancala_text::move_label(lang, layout, &mv);
    };
    let first = usize::from(first);
    let (row, n) = crate::platform::i18n::learner_pit(layout, first);
    let side = mancala_text::side(lang, layout.side_of(first), mancala_text::Case::Genitive);
    let mut words = tr(lang, "site-learner-pit", &[("row", row.into()), ("n", Arg::from(n)), ("side", side.into())]);
    if !rest.is_empty() {
        words.push_str(", ");
        words.push_str(&mancala_text::move_label(lang, layout, &Move::from_actions(rest)));
    }
    words
}

/// A link's move as the link writes it, then in the learner's words (`«S2» (ямка 3 Півдня)`), so
/// the reader finds it in the address; a token that cannot be read only quoted.
fn link_move(lang: Lang, layout: mancala_engine::Layout, token: &str) -> String {
    let words = learner_move(lang, layout, token);
    if words.starts_with('«') {
        words
    } else {
        format!("«{token}» ({words})")
    }
}

/// Where the redo moves of games are kept (`<share link>\t<tokens, next first>` a line, the
/// latest last), so a reload or the browser's Back brings a game back with its redo.
pub const REDO_KEY: &str = "mancala.play.redo";
/// How many games' redo moves are kept.
const REDO_GAMES: usize = 16;

/// The redo moves saved for the game of a share link (next first).
#[must_use]
pub fn saved_redo(hash: &str) -> Vec<String> {
    js::storage_get(REDO_KEY)
        .unwrap_or_default()
        .lines()
        .filter_map(|line| line.split_once('\t'))
        .rfind(|(h, _)| *h == hash)
        .map(|(_, tokens)| tokens.split(',').filter(|t| !t.is_empty()).map(String::from).collect())
        .unwrap_or_default()
}

/// Saves the redo moves (next first) of the game of a share link; none removes its line.
fn save_redo(hash: &str, redo: &[String]) {
    let saved = js::storage_get(REDO_KEY).unwrap_or_default();
    let mut lines: Vec<&str> = saved.lines().filter(|l| l.split_once('\t').is_some_and(|(h, _)| h != hash)).collect();
    let line = format!("{hash}\t{}", redo.join(","));
    if !redo.is_empty() {
        lines.push(&line);
    }
    let keep = lines.len().saturating_sub(REDO_GAMES);
    if lines.is_empty() && saved.is_empty() {
        return;
    }
    js::storage_set(REDO_KEY, &lines[keep..].join("\n"));
}

/// A game being played, with its redo stack and the choices made so far in the current turn.
#[derive(Clone, Copy)]
struct Session {
    game: StoredValue<Game>,
    /// Whether the start position came from the link (then it goes back into the link).
    custom_start: bool,
    redo: StoredValue<Vec<Move>>,
    /// The moves of the link from the first that could not be played, and how many moves were
    /// played before it: kept in the address while the game is at that move, until the user plays
    /// a move of their own.
    tail: StoredValue<Option<(usize, Vec<String>)>>,
    /// Asking whether to start a new game over this one.
    confirm_new: RwSignal<bool>,
    /// The game the question is about when it is not a fresh board of this one (new options).
    start_next: StoredValue<Option<PlayLink>>,
    /// Whether the game kept on the device for its variant ([`KeptGames`]) is this one.
    own_kept: StoredValue<bool>,
    /// The move being chosen in the game's current position.
    picker: MovePicker,
    notice: RwSignal<Option<Notice>>,
    /// Bumped on every change of the game.
    version: RwSignal<u64>,
    player: Player,
    computer: Computer,
}

/// A game restored from a link: the game, the step log of each move, whether the start position
/// came from the link, and what was wrong with the link.
pub struct Restored {
    pub game: Game,
    pub logs: Vec<Vec<mancala_engine::Step>>,
    pub custom_start: bool,
    pub notices: Vec<Notice>,
}

/// Builds a game from a share link: as much of it as is good, and what was wrong.
///
/// # Errors
/// The variant is unknown (nothing can be shown but the list of games).
pub fn game_from_link(link: &PlayLink) -> Result<Restored, Notice> {
    let mut notices = Vec::new();
    let variant = match Variant::with_option_texts(&link.variant, &link.options) {
        Ok(v) => v,
        Err(e @ VariantError::UnknownVariant { .. }) => return Err(Notice::BadVariant(e)),
        Err(e) => {
            notices.push(Notice::BadOption(e));
            Variant::new(&link.variant, &[]).map_err(Notice::BadVariant)?
        }
    };
    let mut custom = false;
    let start = match &link.position {
        Some(text) => match variant.parse_position(text) {
            Ok(p) => {
                custom = p != variant.start_position();
                p
            }
            Err(e) => {
                notices.push(Notice::BadPosition(e));
                variant.start_position()
            }
        },
        None => variant.start_position(),
    };
    let mut game = Game::from_position(variant, start);
    let mut logs = Vec::new();
    for (i, token) in link.moves.iter().enumerate() {
        let played = game
            .variant()
            .parse_move(game.position(), token)
            .map_err(MoveError::Parse)
            .and_then(|mv| game.play(&mv).map_err(MoveError::Illegal));
        match played {
            Ok(steps) => logs.push(steps),
            Err(err) => {
                let rest = link.moves[i + 1..].to_vec();
                notices.push(Notice::BadMove { number: i + 1, token: token.clone(), err, rest });
                break;
            }
        }
    }
    Ok(Restored { game, logs, custom_start: custom, notices })
}

/// The redo moves saved for the game of `hash`, as a stack (next last): as many as can be played
/// in turn from the game's position.
fn restore_redo(game: &Game, hash: &str) -> Vec<Move> {
    let mut g = game.clone();
    let mut moves = Vec::new();
    for token in saved_redo(hash) {
        let Ok(mv) = g.variant().parse_move(g.position(), &token) else { break };
        if g.play(&mv).is_err() {
            break;
        }
        moves.push(mv);
    }
    moves.reverse();
    moves
}

fn timeline_of(game: &Game, logs: &[Vec<mancala_engine::Step>]) -> Result<Timeline, String> {
    let mut tl = Timeline::new(game.start().clone());
    for steps in logs {
        tl.push_move(steps).map_err(|e| e.to_string())?;
    }
    Ok(tl)
}

impl Session {
    fn link(&self) -> PlayLink {
        self.game.with_value(|g| {
            let v = g.variant();
            let layout = v.layout();
            PlayLink {
                variant: v.id().to_string(),
                options: v.changed_options(),
                position: self.custom_start.then(|| g.start().to_string()),
                moves: {
                    let mut moves: Vec<String> = g.moves().iter().map(|m| m.token(layout)).collect();
                    self.tail.with_value(|tail| {
                        if let Some((at, rest)) = tail {
                            if *at == moves.len() {
                                moves.extend(rest.iter().cloned());
                            }
                        }
                    });
                    moves
                },
            }
        })
    }

    /// The redo moves as tokens, next first.
    fn redo_tokens(&self) -> Vec<String> {
        let layout = self.game.with_value(|g| g.variant().layout());
        self.redo.with_value(|r| r.iter().rev().map(|m| m.token(layout)).collect())
    }

    /// Whether a new game would throw something away (moves, moves to redo, a link's tail).
    fn has_something(&self) -> bool {
        self.game.with_value(|g| !g.moves().is_empty())
            || self.redo.with_value(|r| !r.is_empty())
            || self.tail.with_value(Option::is_some)
    }

    fn changed(&self) {
        let hash = self.link().to_hash();
        js::replace_hash(&hash);
        save_redo(&hash, &self.redo_tokens());
        self.keep(hash);
        self.picker.set_position(self.game.with_value(|g| g.position().clone()));
        self.version.update(|v| *v += 1);
        self.computer.hint.set_value(None);
        self.computer.told();
        self.think();
        self.refresh_legal();
    }

    /// Keeps the game (share link `hash`) and its opponent on the device as its variant's last
    /// game, after every move ([`KeptGames::changed`]).
    fn keep(&self, hash: String) {
        let (variant, moves) = self.game.with_value(|g| (g.variant().id().to_string(), g.moves().len()));
        let game = Kept { variant, opponent: self.computer.opponent.get_value().to_text(), hash };
        let mut kept = KeptGames::load();
        if kept.changed(game, moves, self.own_kept.get_value()) {
            kept.save();
        }
        self.own_kept.set_value(moves > 0);
    }

    /// Whether the computer is to move (and the game goes on).
    fn computer_turn(&self) -> bool {
        let o = self.computer.opponent.get_value();
        self.game.with_value(|g| !g.position().is_over() && o.moves(g.position().to_move()))
    }

    /// Asks the computer for its move when it is to move (not while the user steps through
    /// moves to redo: those include its own).
    fn think(&self) {
        if !self.computer_turn() || self.redo.with_value(|r| !r.is_empty()) || self.computer.thinking.get_untracked() {
            return;
        }
        let level = self.computer.opponent.get_value().level;
        let version = self.version.get_untracked();
        self.game.with_value(|g| {
            self.computer.ask(
                g.variant(),
                g.position().to_string(),
                Task::Move { level, seed: js::random_u32() },
                Pending::Move { version },
            );
        });
    }

    /// The hint button: the first press asks (and then shows which pit), the second shows the
    /// move and why.
    fn hint(&self) {
        match self.computer.hint.get_value() {
            Some((answer, false)) => {
                self.computer.hint.set_value(Some((answer, true)));
                self.computer.told();
            }
            Some((_, true)) => {}
            None => {
                if self.computer.asking_hint.get_untracked() || self.computer_turn() {
                    return;
                }
                let version = self.version.get_untracked();
                self.game.with_value(|g| {
                    self.computer.ask(g.variant(), g.position().to_string(), Task::Hint, Pending::Hint { version });
                });
            }
        }
        self.refresh_legal();
    }

    /// An answer of the computer (or its failure).
    fn on_reply(&self, reply: Result<Reply, String>) {
        let reply = match reply {
            Ok(r) => r,
            Err(why) => return self.computer.fail(&why),
        };
        let Some(pending) = self.computer.take_pending(reply.id) else { return };
        if !reply.refused.is_empty() {
            return self.computer.fail(&reply.refused);
        }
        let version = self.version.get_untracked();
        match pending {
            Pending::Move { version: v } => {
                self.computer.thinking.set(false);
                if v != version || reply.no_move {
                    return;
                }
                if self.player.at_end() {
                    self.play_token(&reply.token);
                } else {
                    self.computer.ready.set_value(Some(reply.token));
                }
            }
            Pending::Hint { version: v } => {
                self.computer.asking_hint.set(false);
                if v == version && !reply.no_move {
                    self.computer.hint.set_value(Some((reply, false)));
                    self.computer.told();
                    self.refresh_legal();
                }
            }
            Pending::Judge { index, token } => {
                let layout = self.game.with_value(|g| g.variant().layout());
                if self.game.with_value(|g| g.moves().get(index).map(|m| m.token(layout)) == Some(token)) {
                    self.computer.verdicts.update_value(|v| v.push((index, reply)));
                    self.computer.told();
                }
            }
        }
    }

    /// Plays the computer's move (a token of the worker's).
    fn play_token(&self, token: &str) {
        let mv = self.game.with_value(|g| g.variant().parse_move(g.position(), token));
        match mv {
            Ok(mv) => self.play(mv, true),
            Err(e) => self.computer.fail(&e.to_string()),
        }
    }

    /// The computer's settings changed: remember them, and let it move if it is now its turn.
    fn set_opponent(&self, o: Opponent) {
        o.save();
        self.computer.cancel();
        self.computer.opponent.set_value(o);
        if self.own_kept.get_value() {
            self.keep(self.link().to_hash());
        }
        self.computer.hint.set_value(None);
        self.computer.told();
        self.think();
        self.refresh_legal();
    }

    /// Highlights the pits that can be chosen now (none while a move is being shown).
    fn refresh_legal(&self) {
        let board = self.player.board();
        let at_end = self.player.at_end();
        let pits: Vec<usize> = if at_end && !self.computer_turn() { self.picker.legal_pits() } else { Vec::new() };
        board.set_legal(&pits);
        let roles = self.game.with_value(|g| g.variant().spec().pit_roles);
        let (tl_pos, hand) = self.player.timeline.with_value(|tl| {
            let f = tl.frame(self.player.index.get_untracked());
            (f.position.clone(), f.hand)
        });
        // A move begun is shown played up to the decision it asks for (issue 16).
        if self.picker.show_decision(&board, |p| marks::marks(&roles, p), (&tl_pos, hand)) {
            return;
        }
        let mut marks = marks::marks(&roles, &tl_pos);
        if let Some(pit) = self.computer.hint_pit().filter(|_| at_end) {
            marks.retain(|(p, _)| *p != pit);
            marks.push((pit, crate::board::drawing::Mark::Hint));
        }
        board.set_marks(&marks);
    }

    /// A pit was clicked (or chosen with the keyboard).
    fn click_pit(&self, pit: usize) {
        if !self.player.at_end() {
            self.player.seek_end();
        }
        if self.computer_turn() {
            self.notice.set(Some(Notice::ComputerTurn));
            return;
        }
        let picked = self.picker.click_pit(pit);
        self.picked(picked);
    }

    /// What the picker made of a click or a choice.
    fn picked(&self, picked: Picked) {
        match picked {
            Picked::Done(mv) => {
                self.notice.set(None);
                self.play(mv, true);
            }
            Picked::Pending => {
                self.notice.set(None);
                self.refresh_legal();
            }
            Picked::Illegal(err) => self.notice.set(Some(Notice::Illegal(err))),
        }
    }

    fn play(&self, mv: Move, clear_redo: bool) {
        let learner = !self.computer_turn();
        let before = self.game.with_value(|g| (g.position().to_string(), g.moves().len()));
        let result = self.game.try_update_value(|g| g.play(&mv));
        match result {
            Some(Ok(steps)) => {
                if clear_redo {
                    self.redo.set_value(Vec::new());
                    // A move of the user's own replaces the link's moves that could not be played.
                    self.tail.set_value(None);
                }
                // The learner's new move is judged (shown by the coach, kept for the review).
                if clear_redo && learner && self.computer.judges() {
                    let (position, index) = before;
                    self.game.with_value(|g| {
                        let token = mv.token(g.variant().layout());
                        let task = Task::Judge { played: token.clone() };
                        self.computer.ask(g.variant(), position, task, Pending::Judge { index, token });
                    });
                }
                if let Err(e) = self.player.push_move(&steps) {
                    self.notice.set(Some(Notice::Engine(e)));
                }
                self.changed();
            }
            Some(Err(e)) => self.notice.set(Some(Notice::Illegal(e))),
            None => {}
        }
    }

    /// Rebuilds the game with its first `keep` moves (undo, new game).
    fn rebuild(&self, keep: usize) {
        let (game, logs) = self.game.with_value(|g| {
            let mut fresh = Game::from_position(g.variant().clone(), g.start().clone());
            let mut logs = Vec::new();
            for mv in g.moves().iter().take(keep) {
                match fresh.play(mv) {
                    Ok(steps) => logs.push(steps),
                    Err(_) => break,
                }
            }
            (fresh, logs)
        });
        match timeline_of(&game, &logs) {
            Ok(tl) => self.player.reset(tl),
            Err(e) => self.notice.set(Some(Notice::Engine(e))),
        }
        self.game.set_value(game);
        self.notice.set(None);
        self.computer.verdicts.update_value(|v| v.retain(|(m, _)| *m < keep));
        self.computer.told();
        self.changed();
    }

    /// Takes back the last move; against the computer, back to the learner's last move (the
    /// computer's answers with it). A search in progress stops.
    fn undo(&self) {
        self.computer.cancel();
        let (moves, movers) = self.game.with_value(|g| {
            let mut pos = g.start().clone();
            let movers: Vec<Side> = g
                .moves()
                .iter()
                .map(|m| {
                    let mover = pos.to_move();
                    if let Ok((next, _)) = g.variant().play(&pos, m) {
                        pos = next;
                    }
                    mover
                })
                .collect();
            (g.moves().to_vec(), movers)
        });
        if moves.is_empty() {
            return;
        }
        let keep = match self.computer.opponent.get_value().side {
            Some(computer) => movers.iter().rposition(|&s| s != computer).unwrap_or(moves.len() - 1),
            None => moves.len() - 1,
        };
        self.redo.update_value(|r| r.extend(moves[keep..].iter().rev().cloned()));
        self.rebuild(keep);
    }

    fn redo(&self) {
        if let Some(mv) = self.redo.try_update_value(Vec::pop).flatten() {
            self.play(mv, false);
        }
    }

    /// Starts a new game as a new page (a new history entry), so the browser's Back brings this
    /// one back, with its redo (kept by [`Session::changed`]).
    /// With new options ([`Session::ask_new_game`]), the game of those. The kept game of the
    /// variant, if it is this one, is forgotten: the new game replaces it.
    fn new_game(&self) {
        self.computer.cancel();
        self.confirm_new.set(false);
        if self.own_kept.get_value() {
            self.own_kept.set_value(false);
            KeptGames::forget_saved(self.game.with_value(|g| g.variant().id()));
        }
        let next = self.start_next.try_update_value(Option::take).flatten();
        let fresh = next.unwrap_or_else(|| PlayLink { moves: Vec::new(), ..self.link() });
        let hash = fresh.to_hash();
        if hash == js::hash() {
            self.redo.set_value(Vec::new());
            self.tail.set_value(None);
            self.rebuild(0);
        } else {
            js::set_hash(&hash);
        }
    }

    /// The new-game button (`next`: `None`), or new options (`next`: their game): asks first when
    /// the game would be lost otherwise.
    fn ask_new_game(&self, next: Option<PlayLink>) {
        self.start_next.set_value(next);
        if self.has_something() {
            self.confirm_new.set(true);
            js::after(0, || js::focus("new-game-no"));
        } else {
            self.new_game();
        }
    }
}

/// The banner of a finished game: the result once, the final score and how it was counted (seeds
/// in the stores on two-row boards; on four-row boards, where captures go back into play, the
/// seeds on each player's side).
#[must_use]
pub fn game_over_text(lang: Lang, pos: &mancala_engine::Position, o: &mancala_engine::Outcome) -> String {
    let two_row = pos.layout().rows == Rows::Two;
    let score = |side: Side| -> u32 {
        if two_row {
            u32::from(pos.store(side))
        } else {
            pos.seeds_in_half(side) + u32::from(pos.reserve(side)) + u32::from(pos.store(side))
        }
    };
    let name = |side: Side| mancala_text::side(lang, side, mancala_text::Case::Nominative);
    tr(
        lang,
        "site-game-over-score",
        &[
            ("result", outcome(lang, o).into()),
            ("south", name(Side::South).into()),
            ("south-seeds", crate::platform::i18n::seeds(lang, score(Side::South)).into()),
            ("north", name(Side::North).into()),
            ("north-seeds", crate::platform::i18n::seeds(lang, score(Side::North)).into()),
            ("how", t(lang, if two_row { "site-score-stores" } else { "site-score-halves" }).into()),
        ],
    )
}

/// The play page of a share link.
#[component]
pub fn PlayPage(link: PlayLink, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let Restored { game, logs, custom_start, notices } = match game_from_link(&link) {
        Ok(x) => x,
        Err(notice) => {
            let layout = mancala_engine::Layout::two_row(6);
            return view! {
                <p id="error" class="notice error" role="alert">{move || notice.text(lang.get(), layout)}</p>
                <crate::Home lang=lang />
            }
            .into_any();
        }
    };
    let variant = game.variant().clone();
    let spec = variant.spec();
    let layout = variant.layout();
    let start = game.start().clone();
    let show_reserves = mancala_engine::Side::BOTH.iter().any(|&s| start.reserve(s) > 0);
    let board = BoardState::new(&start, spec.rows == Rows::Two, show_reserves);
    let (timeline, timeline_error) = match timeline_of(&game, &logs) {
        Ok(tl) => (tl, None),
        Err(e) => (Timeline::new(start.clone()), Some(Notice::Engine(e))),
    };
    let player = Player::new(timeline, board.clone());
    let first_notice = timeline_error.or_else(|| notices.first().cloned());
    let link_notices = notices.iter().skip(1).cloned().collect::<Vec<_>>();
    let picker = MovePicker::new(variant.clone(), game.position().clone());
    let tail = notices.iter().find_map(|n| match n {
        Notice::BadMove { number, token, rest, .. } => {
            Some((number - 1, std::iter::once(token.clone()).chain(rest.iter().cloned()).collect::<Vec<_>>()))
        }
        _ => None,
    });
    // The computer's answers go to the session it belongs to.
    let slot: Rc<std::cell::Cell<Option<Session>>> = Rc::default();
    let session = Session {
        game: StoredValue::new(game),
        custom_start,
        redo: StoredValue::new(Vec::new()),
        tail: StoredValue::new(tail),
        confirm_new: RwSignal::new(false),
        start_next: StoredValue::new(None),
        own_kept: StoredValue::new(false),
        picker,
        notice: RwSignal::new(first_notice),
        version: RwSignal::new(0),
        player,
        computer: Computer::new({
            let slot = slot.clone();
            move |reply| {
                if let Some(session) = slot.get() {
                    session.on_reply(reply);
                }
            }
        }),
    };
    slot.set(Some(session));
    // The redo moves of this game, if it was left with some (a reload, Back after a new game).
    let hash = session.link().to_hash();
    let redo = session.game.with_value(|g| restore_redo(g, &hash));
    session.redo.set_value(redo);
    session.own_kept.set_value(KeptGames::load().get(spec.id).is_some_and(|k| k.hash == hash));
    session.refresh_legal();
    on_cleanup(move || {
        player.pause();
        session.computer.cancel();
    });
    // Legal highlights and marks follow the frame shown; the computer's move that came during an
    // animation is played once it ends.
    Effect::new(move |_| {
        player.index.track();
        if player.at_end() {
            if let Some(token) = session.computer.ready.try_update_value(Option::take).flatten() {
                session.play_token(&token);
                return;
            }
        }
        session.refresh_legal();
    });
    // It may be the computer's move from the start (it plays South, or the link ends on its turn).
    session.think();

    let name = move || {
        crate::platform::i18n::tr(
            lang.get(),
            "site-board",
            &[("name", mancala_text::variant_name(lang.get(), spec).into())],
        )
    };
    let on_pit = Callback::new(move |p: usize| session.click_pit(p));

    // Whose turn, from the frame shown (so it agrees with the board during an animation).
    let turn = move || {
        let lang = lang.get();
        player.version.track();
        let i = player.index.get();
        let pos = player.timeline.with_value(|tl| tl.frame(i).position.clone());
        match pos.outcome() {
            Some(o) => (game_over_text(lang, &pos, &o), "turn over".to_string()),
            None => {
                let side = pos.to_move();
                let who = crate::platform::i18n::side_name(lang, side);
                let id = if session.picker.chosen.get().is_empty() { "site-turn" } else { "site-turn-choose" };
                (tr(lang, id, &[("player", who.into())]), format!("turn side-{}", side.letter()))
            }
        }
    };
    let turn_class = move || turn().1;
    let turn_text = move || turn().0;

    let notice_text = move || session.notice.get().map(|n| n.text(lang.get(), layout));
    // A move a rule forbids names the rule by its number: the number links to the rule.
    let notice_rule = move || {
        session.notice.get().and_then(|n| match n {
            Notice::Illegal(IllegalMove { reason: IllegalReason::Forbidden { rule, .. }, .. }) => Some(rule),
            _ => None,
        })
    };
    let rule_link = move || {
        notice_rule().map(|rule| {
            let href =
                format!("#{}", RulesLink { variant: spec.id.to_string(), rule: Some(rule.to_string()) }.to_hash());
            view! {
                <p class="notice-rule">
                    <a id="notice-rule-link" href=href>{text_with(lang, "site-notice-rule", "id", rule.to_string())}</a>
                </p>
            }
        })
    };
    let more_notices = move || {
        let lang = lang.get();
        link_notices.iter().map(|n| view! { <p class="notice error">{n.text(lang, layout)}</p> }).collect_view()
    };

    // The choices of the current turn, one at a time (none while a move is being shown).
    let on_pick = Callback::new(move |p: Picked| session.picked(p));
    let at_end = Signal::derive(move || player.index.get() >= player.last.get());

    // The record of the game, and the print link of the position shown.
    let record_text = Signal::derive(move || {
        session.version.track();
        session.game.with_value(|g| mancala_record::Record::from_engine_game(g).to_text())
    });
    let print_href = move || {
        player.version.track();
        let i = player.index.get();
        // The position between whole moves (mid-sowing, seeds would be in the hand, not on paper):
        // the last move boundary at or before the frame shown.
        let pos = player.timeline.with_value(|tl| {
            let at = if i >= tl.last_index() {
                tl.last_index()
            } else {
                (0..tl.move_count()).filter_map(|m| tl.move_start(m)).filter(|&s| s <= i).max().unwrap_or(0)
            };
            tl.frame(at).position.clone()
        });
        let link = PlayLink { position: Some(pos.to_string()), ..session.link() };
        format!("#{}", link.to_print_hash())
    };

    let reconstructed = (spec.provenance == Provenance::Reconstructed)
        .then(|| view! { <p class="note reconstructed">{text(lang, "site-reconstructed")}</p> });
    let variant_for_form = variant.clone();
    let on_options = Callback::new(move |next: PlayLink| session.ask_new_game(Some(next)));
    // The variant's game kept on the device, when it is not the one shown: offered back.
    let forgot = RwSignal::new(0_u64);
    let kept_offer = move || {
        session.version.track();
        forgot.track();
        let kept = KeptGames::load().get(spec.id).cloned().filter(|k| k.hash != session.link().to_hash())?;
        let href = format!("#{}", kept.hash);
        Some(view! {
            <div id="kept-game" class="kept-game">
                <p>{text(lang, "site-kept-offer")}</p>
                <a id="kept-continue" class="button-link" href=href on:click=move |_| kept.restore_opponent()>
                    {text(lang, "site-kept-continue")}
                </a>
                " "
                <button type="button" id="kept-forget" class="ctl" on:click=move |_| {
                    KeptGames::forget_saved(spec.id);
                    forgot.update(|n| *n += 1);
                }>
                    {text(lang, "site-kept-forget")}
                </button>
            </div>
        })
    };
    let has_lessons = mancala_content::lesson_ids(spec.id).next().is_some();

    view! {
        <section class="play" data-variant=spec.id>
            <div class="play-head">
                <h2 id="variant-title">{move || mancala_text::variant_name(lang.get(), spec)}</h2>
                <nav class="page-links">
                    <a href="#/">{text(lang, "site-home")}</a>
                    {has_lessons.then(|| view! {
                        <a id="learn-link" href=format!("#/learn/{}", spec.id)>{text(lang, "site-lesson-learn")}</a>
                    })}
                    <a id="rules-link" href=format!("#/rules/{}", spec.id)>{text(lang, "site-rules")}</a>
                    <a id="print-link" href=print_href>{text(lang, "site-print-link")}</a>
                </nav>
            </div>
            {reconstructed}
            {kept_offer}
            <p id="turn" class=turn_class aria-live="polite">{turn_text}</p>
            <p id="ai-status" class="ai-status" aria-live="polite">
                {move || session.computer.thinking.get().then(|| t(lang.get(), "site-ai-thinking"))}
            </p>
            <p id="error" class="notice error" role="alert">{notice_text}</p>
            {rule_link}
            {more_notices}
            <Board state=board lang=lang name=Signal::derive(name) on_pit=on_pit />
            <p class="keys-help">{text(lang, "site-keys-help")}</p>
            <ChoiceBox picker=session.picker lang=lang on_pick=on_pick enabled=at_end />
            <PlayerControls player=player lang=lang />
            <GameParts session=session lang=lang layout=layout moves=false />
            <ComputerPanel session=session lang=lang layout=layout />
            <GameParts session=session lang=lang layout=layout moves=true />
            <crate::pages::record::RecordBox
                current=record_text
                file_name=format!("{}.mancala", spec.id)
                lang=lang
                in_progress=Signal::derive(move || {
                    session.version.track();
                    session.has_something()
                })
            />
            <OptionsForm variant=variant_for_form lang=lang on_apply=on_options />
        </section>
    }
    .into_any()
}

/// The game's buttons (undo, redo, a new game and its confirmation) or (`moves`) its list of
/// moves and its share link, drawn without the framework (`js::dom`) as the computer's panel is:
/// built once per language, then updated in place; the `current` class of the move list follows
/// each frame shown. Their Leptos views were 5 KB gzip of the site's first load (BENCHMARKS.md).
#[component]
fn GameParts(
    session: Session,
    #[prop(into)] lang: Signal<Lang>,
    layout: mancala_engine::Layout,
    moves: bool,
) -> impl IntoView {
    let root = NodeRef::<leptos::html::Div>::new();
    let parts: Rc<RefCell<Option<(GameEls, Lang)>>> = Rc::default();
    Effect::new(move |_| {
        let l = lang.get();
        let version = session.version.get();
        session.confirm_new.track();
        let index = if moves { session.player.index.get() } else { 0 };
        let Some(el) = root.get() else { return };
        let mut parts = parts.borrow_mut();
        if parts.as_ref().is_none_or(|(_, built)| *built != l) {
            let host = El::host(web_sys::HtmlElement::clone(&el));
            let focused = js::focused_id();
            host.clear();
            *parts = Some((GameEls::build(&host, session, l, moves), l));
            if let Some(id) = focused {
                js::after(0, move || js::focus(&id));
            }
        }
        if let Some((p, _)) = &*parts {
            p.update(session, l, layout, version, index);
        }
    });
    view! { <div class="play-parts" node_ref=root></div> }
}

/// The elements of [`GameParts`] that change, and the listeners of its controls.
struct GameEls {
    /// Undo, redo, new game (the buttons' part).
    buttons: Option<(El, El, El)>,
    confirm: El,
    /// The move list's container, its items (with the frames each move spans) and the version
    /// of the game they show.
    list: El,
    items: RefCell<Vec<(El, usize, usize)>>,
    shown: std::cell::Cell<Option<u64>>,
    share: El,
    listeners: RefCell<Listeners>,
}

impl GameEls {
    fn build(host: &El, session: Session, l: Lang, moves: bool) -> GameEls {
        let mut listeners = Listeners::default();
        let button = |id: &str, key: &str| {
            El::new("button").with_attr("type", "button").with_attr("id", id).with_text(&t(l, key))
        };
        let confirm = El::new("div");
        let list = El::new("div");
        let share = El::new("input").with_attr("id", "share-url").with_attr("type", "text").with_attr("readonly", "");
        let mut buttons = None;
        if moves {
            host.append(
                &El::new("section")
                    .with_class("moves")
                    .with_attr("aria-labelledby", "moves-heading")
                    .with_child(&El::new("h3").with_attr("id", "moves-heading").with_text(&t(l, "site-moves")))
                    .with_child(&list),
            );
            let copy = button("copy-link", "site-copy");
            let copied = El::new("span").with_class("copied").with_attr("aria-live", "polite");
            let said = copied.clone();
            listeners.on(&copy, "click", move |_| {
                said.set_text("");
                let said = said.clone();
                js::copy_text(&js::share_href(), move |ok| {
                    said.set_text(&if ok { t(l, "site-copied") } else { String::new() })
                });
            });
            host.append(
                &El::new("section")
                    .with_class("share")
                    .with_child(&El::new("label").with_attr("for", "share-url").with_text(&t(l, "site-share")))
                    .with_child(
                        &El::new("div")
                            .with_class("share-row")
                            .with_child(&share)
                            .with_child(&copy)
                            .with_child(&copied),
                    ),
            );
        } else {
            let (undo, redo, new) =
                (button("undo", "site-undo"), button("redo", "site-redo"), button("new-game", "site-new-game"));
            listeners.on(&undo, "click", move |_| session.undo());
            listeners.on(&redo, "click", move |_| session.redo());
            listeners.on(&new, "click", move |_| session.ask_new_game(None));
            host.append(
                &El::new("div").with_class("game-buttons").with_child(&undo).with_child(&redo).with_child(&new),
            );
            host.append(&confirm);
            buttons = Some((undo, redo, new));
        }
        GameEls {
            buttons,
            confirm,
            list,
            items: RefCell::default(),
            shown: std::cell::Cell::new(None),
            share,
            listeners: RefCell::new(listeners),
        }
    }

    fn update(&self, session: Session, l: Lang, layout: mancala_engine::Layout, version: u64, index: usize) {
        let mut listeners = self.listeners.borrow_mut();
        if let Some((undo, redo, new)) = &self.buttons {
            let set_disabled =
                |b: &El, off: bool| if off { b.set_attr("disabled", "") } else { b.remove_attr("disabled") };
            set_disabled(undo, session.game.with_value(|g| g.moves().is_empty()));
            set_disabled(redo, session.redo.with_value(Vec::is_empty));
            let asking = session.confirm_new.get_untracked();
            new.set_attr("aria-expanded", if asking { "true" } else { "false" });
            if !asking {
                self.confirm.clear();
            } else if self.confirm.child_count() == 0 {
                let yes = dom::button("new-game-yes", "ctl danger", &t(l, "site-new-game-yes"));
                let no = dom::button("new-game-no", "ctl", &t(l, "site-new-game-no"));
                listeners.on(&yes, "click", move |_| session.new_game());
                listeners.on(&no, "click", move |_| {
                    session.start_next.set_value(None);
                    session.confirm_new.set(false);
                    js::focus("new-game");
                });
                self.confirm.append(
                    &El::new("div")
                        .with_attr("id", "new-game-confirm")
                        .with_class("confirm")
                        .with_attr("role", "alertdialog")
                        .with_attr("aria-labelledby", "new-game-question")
                        .with_child(
                            &El::new("p")
                                .with_attr("id", "new-game-question")
                                .with_text(&t(l, "site-new-game-confirm")),
                        )
                        .with_child(&yes)
                        .with_child(&no),
                );
            }
            return;
        }
        if self.shown.get() != Some(version) {
            self.shown.set(Some(version));
            self.share.set_value(&js::share_href());
            self.list.clear();
            let mut items = self.items.borrow_mut();
            items.clear();
            let player = session.player;
            // Each move in the learner's words («хід з ямки 3 Півдня»); its token stays in
            // `data-token` for tools and the record.
            let moves: Vec<(String, char, String)> = session.game.with_value(|g| {
                let mut pos = g.start().clone();
                let v = g.variant();
                g.moves()
                    .iter()
                    .map(|m| {
                        let mover = pos.to_move().letter();
                        if let Ok((next, _)) = v.play(&pos, m) {
                            pos = next;
                        }
                        (m.token(layout), mover, mancala_text::move_label(l, layout, m))
                    })
                    .collect()
            });
            if moves.is_empty() {
                self.list.append(&El::new("p").with_class("no-moves").with_text(&t(l, "site-no-moves")));
            } else {
                let ol = El::new("ol").with_attr("id", "move-list").with_class("move-list");
                player.timeline.with_value(|tl| {
                    for (m, (tok, mover, label)) in moves.iter().enumerate() {
                        let (start, end) = (tl.move_start(m).unwrap_or(0), tl.move_end(m).unwrap_or(0));
                        let b = El::new("button")
                            .with_attr("type", "button")
                            .with_class(&format!("move side-{mover}"))
                            .with_attr("data-token", tok)
                            .with_text(&format!("{}. {label}", m + 1));
                        listeners.on(&b, "click", move |_| player.seek(end));
                        let li = El::new("li").with_child(&b);
                        ol.append(&li);
                        items.push((li, start, end));
                    }
                });
                self.list.append(&ol);
            }
        }
        for (li, start, end) in &*self.items.borrow() {
            li.set_class(if index > *start && index <= *end { "current" } else { "" });
        }
    }
}

/// Playing against the computer: whom it plays, its level, the coach; the hint; the verdict on
/// the learner's last move; the review once the game is over.
///
/// Drawn without the framework (`js::dom`): the controls once per language, then only the parts
/// that change, in place (the live regions stay the same elements, so screen readers hear each
/// new hint and verdict). Leptos's views of the same would cost the site's first load several
/// times as much (BENCHMARKS.md, "Transfer size").
#[component]
fn ComputerPanel(session: Session, #[prop(into)] lang: Signal<Lang>, layout: mancala_engine::Layout) -> impl IntoView {
    let root = NodeRef::<leptos::html::Section>::new();
    // The panel's parts, and the language they were built in.
    let parts: Rc<RefCell<Option<(ComputerParts, Lang)>>> = Rc::default();
    Effect::new(move |_| {
        let l = lang.get();
        session.version.track();
        let c = session.computer;
        c.said.track();
        c.asking_hint.track();
        c.failed.track();
        let Some(el) = root.get() else { return };
        let mut parts = parts.borrow_mut();
        if parts.as_ref().is_none_or(|(_, built)| *built != l) {
            let host = El::host(el);
            let focused = js::focused_id();
            host.clear();
            *parts = Some((ComputerParts::build(&host, session, l), l));
            if let Some(id) = focused {
                js::after(0, move || js::focus(&id));
            }
        }
        if let Some((p, _)) = &*parts {
            p.update(session, l, layout);
        }
    });
    view! { <section class="computer" aria-labelledby="ai-title" node_ref=root></section> }
}

/// The changing parts of the computer's panel, and the listeners of its controls.
struct ComputerParts {
    hint: El,
    hint_text: El,
    failed: El,
    verdict: El,
    review: El,
    listeners: RefCell<Listeners>,
}

impl ComputerParts {
    fn build(host: &El, session: Session, l: Lang) -> ComputerParts {
        let computer = session.computer;
        let o = computer.opponent.get_value();
        let mut listeners = Listeners::default();
        host.append(&El::new("h3").with_attr("id", "ai-title").with_text(&t(l, "site-ai-title")));
        let settings = El::new("div").with_class("ai-settings");
        let label = |for_id: &str, id: &str| El::new("label").with_attr("for", for_id).with_text(&t(l, id));
        let side = El::new("select").with_attr("id", "ai-side");
        for (value, s) in [("-", None), ("N", Some(Side::North)), ("S", Some(Side::South))] {
            let text = match s {
                Some(s) => tr(l, "site-ai-side-for", &[("side", crate::platform::i18n::side_name(l, s).into())]),
                None => t(l, "site-ai-side-off"),
            };
            let option = El::new("option").with_attr("value", value).with_text(&text);
            if o.side == s {
                option.set_attr("selected", "");
            }
            side.append(&option);
        }
        listeners.on(&side, "change", move |ev| {
            let side = match js::target_value(&ev).as_str() {
                "S" => Some(Side::South),
                "N" => Some(Side::North),
                _ => None,
            };
            session.set_opponent(Opponent { side, ..computer.opponent.get_value() });
        });
        let level = El::new("select").with_attr("id", "ai-level");
        for n in 0..=crate::pages::computer::MAX_LEVEL {
            let option =
                El::new("option").with_attr("value", &n.to_string()).with_text(&t(l, LEVEL_KEYS[usize::from(n)]));
            if o.level == n {
                option.set_attr("selected", "");
            }
            if computer.cap.is_some_and(|c| n > c) {
                option.set_attr("disabled", "");
            }
            level.append(&option);
        }
        listeners.on(&level, "change", move |ev| {
            let level = js::target_value(&ev).parse().unwrap_or(0);
            session.set_opponent(Opponent { level, ..computer.opponent.get_value() });
        });
        let coach = El::new("input").with_attr("type", "checkbox").with_attr("id", "ai-coach");
        coach.set_checked(o.coach);
        listeners.on(&coach, "change", move |ev| {
            session.set_opponent(Opponent { coach: js::target_checked(&ev), ..computer.opponent.get_value() });
        });
        settings.append(&label("ai-side", "site-ai-side"));
        settings.append(&side);
        settings.append(&label("ai-level", "site-ai-level"));
        settings.append(&level);
        let coach_label = El::new("label").with_class("ai-coach").with_child(&coach);
        coach_label.append_text(&t(l, "site-ai-coach"));
        settings.append(&coach_label);
        host.append(&settings);
        if let Some(c) = computer.cap {
            let says = tr(l, "ai-level-capped", &[("level", Arg::from(usize::from(c)))]);
            host.append(&El::new("p").with_attr("id", "ai-cap").with_class("note").with_text(&says));
            draw_cap_lift(host, l, &mut listeners);
        }
        let failed = El::new("div");
        host.append(&failed);
        let hint = El::new("button").with_attr("type", "button").with_attr("id", "hint").with_class("ctl");
        listeners.on(&hint, "click", move |_| session.hint());
        let hint_text =
            El::new("p").with_attr("id", "hint-text").with_class("hint-text").with_attr("aria-live", "polite");
        host.append(&El::new("div").with_class("hint-row").with_child(&hint).with_child(&hint_text));
        let verdict = El::new("div").with_attr("aria-live", "polite");
        host.append(&verdict);
        let review = El::new("div");
        host.append(&review);
        ComputerParts { hint, hint_text, failed, verdict, review, listeners: RefCell::new(listeners) }
    }

    /// Shows the computer's state: the failure and its retry, the hint button and text, the
    /// coach's verdict on the learner's latest move, the review of a finished game.
    fn update(&self, session: Session, l: Lang, layout: mancala_engine::Layout) {
        let computer = session.computer;
        let mut listeners = self.listeners.borrow_mut();
        self.failed.clear();
        if computer.failed.get_untracked() {
            let retry = El::new("button")
                .with_attr("type", "button")
                .with_attr("id", "ai-retry")
                .with_class("ctl")
                .with_text(&t(l, "site-ai-retry"));
            listeners.on(&retry, "click", move |_| {
                computer.failed.set(false);
                session.think();
            });
            let notice =
                El::new("p").with_attr("id", "ai-failed").with_class("notice error").with_attr("role", "alert");
            notice.append_text(&format!("{} ", t(l, "site-ai-failed")));
            notice.append(&retry);
            self.failed.append(&notice);
        }
        let over = session.game.with_value(|g| g.position().is_over());
        let hint = computer.hint.get_value();
        let second = matches!(hint, Some((_, false)));
        self.hint.set_text(&t(l, if second { "site-ai-hint-more" } else { "site-ai-hint" }));
        let disabled =
            over || session.computer_turn() || computer.asking_hint.get_untracked() || matches!(hint, Some((_, true)));
        if disabled {
            self.hint.set_attr("disabled", "");
        } else {
            self.hint.remove_attr("disabled");
        }
        let shown = hint.as_ref().and_then(|(r, full)| r.words(l).get(usize::from(*full)).cloned());
        self.hint_text.set_text(&shown.unwrap_or_default());
        // The coach: the verdict on the learner's latest judged move (the moves after it, if any,
        // are the computer's answers; an undo drops the verdicts of the moves it takes back).
        self.verdict.clear();
        let latest = computer.verdicts.with_value(|v| v.iter().max_by_key(|(m, _)| *m).cloned());
        if let Some((_, answer)) = latest.filter(|_| computer.opponent.get_value().coach) {
            let mistake = answer.grade >= MISTAKE;
            let words = answer.words(l).concat();
            let box_ = El::new("div")
                .with_attr("id", "verdict")
                .with_class(if mistake { "verdict mistake" } else { "verdict" })
                .with_child(&El::new("p").with_attr("id", "verdict-text").with_text(&words));
            if mistake {
                let back = El::new("button")
                    .with_attr("type", "button")
                    .with_attr("id", "take-back")
                    .with_class("ctl")
                    .with_text(&t(l, "site-ai-take-back"));
                listeners.on(&back, "click", move |_| session.undo());
                box_.append(&back);
            }
            self.verdict.append(&box_);
        }
        // After the game: the biggest mistakes, each shown on the board at its position.
        self.review.clear();
        let judged = computer.verdicts.with_value(|v| (!v.is_empty()).then(|| crate::pages::computer::review(v)));
        if let Some(items) = judged.filter(|_| over) {
            let section = El::new("section")
                .with_attr("id", "review")
                .with_class("review")
                .with_child(&El::new("h4").with_attr("id", "review-heading").with_text(&t(l, "site-ai-review")));
            if items.is_empty() {
                section.append(&El::new("p").with_attr("id", "review-none").with_text(&t(l, "site-ai-review-none")));
            }
            let list = El::new("ol").with_attr("id", "review-list");
            for (m, answer) in items {
                let item = tr(
                    l,
                    "site-ai-review-item",
                    &[
                        ("number", Arg::from(m + 1)),
                        ("move", learner_move(l, layout, &answer.played).into()),
                        ("why", answer.words(l).concat().into()),
                    ],
                );
                let show = El::new("button")
                    .with_attr("type", "button")
                    .with_class("ctl review-show")
                    .with_text(&t(l, "site-ai-review-show"));
                let start = session.player.timeline.with_value(|tl| tl.move_start(m).unwrap_or(0));
                listeners.on(&show, "click", move |_| session.player.seek(start));
                list.append(&El::new("li").with_child(&El::new("p").with_text(&item)).with_child(&show));
            }
            if list.child_count() > 0 {
                section.append(&list);
            }
            self.review.append(&section);
        }
    }
}

/// The levels' one-line descriptions (`mancala_ai::Level::text_key`).
/// How long the teacher holds «Зняти обмеження» down before the question is asked.
const LIFT_HOLD_MS: u32 = 2000;

/// The teacher's way to lift the cap on this device (issue 36, C1): «Зняти обмеження» held down
/// for [`LIFT_HOLD_MS`] (a click does nothing, so a pupil's tap does not lift it), then a
/// question, «Так, зняти» or «Ні». Lifted, the page is loaded again with every level open.
fn draw_cap_lift(host: &El, l: Lang, listeners: &mut Listeners) {
    let lift = dom::button("ai-cap-lift", "ctl", &t(l, "site-cap-lift")).with_attr("title", &t(l, "site-cap-lift-how"));
    let yes = dom::button("ai-cap-yes", "ctl", &t(l, "site-cap-lift-yes"));
    let no = dom::button("ai-cap-no", "ctl", &t(l, "site-cap-lift-no"));
    let ask = El::new("div")
        .with_attr("id", "ai-cap-ask")
        .with_attr("role", "alertdialog")
        .with_attr("hidden", "")
        .with_class("notice")
        .with_child(&El::new("p").with_text(&t(l, "site-cap-lift-ask")))
        .with_child(&yes)
        .with_child(&no);
    host.append(&El::new("div").with_class("cap-lift").with_child(&lift).with_child(&ask));
    let held: Rc<RefCell<Option<js::Timer>>> = Rc::default();
    let press = {
        let (held, ask) = (held.clone(), ask.clone());
        move |_| {
            let ask = ask.clone();
            if let Some(t) = held.replace(Some(js::after(LIFT_HOLD_MS, move || {
                ask.remove_attr("hidden");
                js::focus("ai-cap-no");
            }))) {
                t.cancel();
            }
        }
    };
    let release = move |_| {
        if let Some(t) = held.borrow_mut().take() {
            t.cancel();
        }
    };
    listeners.on(&lift, "pointerdown", press.clone());
    listeners.on(&lift, "keydown", move |ev| {
        // Held keys repeat: the first press starts the hold.
        if matches!(dom::key(&ev).as_str(), "Enter" | " ") && !js::is_repeat(&ev) {
            press(ev);
        }
    });
    for event in ["pointerup", "pointerleave", "pointercancel", "keyup", "blur"] {
        listeners.on(&lift, event, release.clone());
    }
    listeners.on(&yes, "click", |_| {
        crate::pages::computer::lift_cap();
        js::reload();
    });
    listeners.on(&no, "click", move |_| {
        ask.set_attr("hidden", "");
        js::focus("ai-cap-lift");
    });
}

const LEVEL_KEYS: [&str; 6] = ["ai-level-0", "ai-level-1", "ai-level-2", "ai-level-3", "ai-level-4", "ai-level-5"];

/// The Fluent id of an option's label (`kalah.seeds_per_pit` → `site-opt-kalah--seeds-per-pit`),
/// or of one of its values with `value`.
fn option_message(key: &str, value: Option<&str>) -> String {
    let mut id = format!("site-opt-{}", key.replace('.', "--").replace('_', "-"));
    if let Some(v) = value {
        id.push_str("--");
        id.push_str(&v.replace('_', "-"));
    }
    id
}

/// An option in words (`kalah.seeds_per_pit` → «Зерен у кожній ямці на початку»); the key itself
/// only if the strings have no label for it.
#[must_use]
pub fn option_label(lang: Lang, key: &str) -> String {
    let id = option_message(key, None);
    if mancala_text::has(lang, &id) {
        t(lang, &id)
    } else {
        key.to_string()
    }
}

/// A value of a choice option in words; the value itself if the strings have no label for it.
#[must_use]
pub fn option_value_label(lang: Lang, key: &str, value: &str) -> String {
    let id = option_message(key, Some(value));
    if mancala_text::has(lang, &id) {
        t(lang, &id)
    } else {
        value.to_string()
    }
}

/// The options of a variant as a form; "apply" gives `on_apply` the new game with them (its link).
/// Drawn without the framework ([`El`]): again for each language, with the values shown kept
/// (Leptos's views of the same cost the first load several times as much, BENCHMARKS.md).
#[component]
fn OptionsForm(variant: Variant, #[prop(into)] lang: Signal<Lang>, on_apply: Callback<PlayLink>) -> impl IntoView {
    if variant.spec().options.is_empty() {
        return ().into_any();
    }
    let host = NodeRef::<leptos::html::Details>::new();
    let kept: StoredValue<Option<(Vec<El>, Listeners)>, LocalStorage> = StoredValue::new_local(None);
    Effect::new(move |_| {
        let l = lang.get();
        let Some(el) = host.get() else { return };
        // The values shown (the link's at first), kept over a change of language.
        let values: Vec<String> =
            match kept.with_value(|k| k.as_ref().map(|(inputs, _)| inputs.iter().map(field_value).collect())) {
                Some(values) => values,
                None => variant
                    .spec()
                    .options
                    .iter()
                    .map(|o| variant.options().get(o.key).map_or_else(|| o.default.to_string(), |v| v.to_string()))
                    .collect(),
            };
        kept.set_value(Some(draw_options(&El::host(el.into()), l, variant.spec(), &values, on_apply)));
    });
    view! { <details class="options" node_ref=host></details> }.into_any()
}

/// The value of a field of the options form (`true`/`false` for a checkbox).
fn field_value(input: &El) -> String {
    if input.attr("type").as_deref() == Some("checkbox") {
        input.checked().to_string()
    } else {
        input.value()
    }
}

/// Draws the options form with `values` shown; its fields, and the listener of "apply".
fn draw_options(
    host: &El,
    l: Lang,
    spec: &'static mancala_engine::VariantSpec,
    values: &[String],
    on_apply: Callback<PlayLink>,
) -> (Vec<El>, Listeners) {
    host.clear();
    host.append(&El::new("summary").with_text(&t(l, "site-options")));
    let form = El::new("form").with_attr("id", "options-form");
    let mut inputs = Vec::new();
    for (i, (o, value)) in spec.options.iter().zip(values).enumerate() {
        let value_label = |v: &str| match o.kind {
            OptionKind::Bool => t(l, if v == "true" { "site-yes" } else { "site-no" }),
            _ => option_value_label(l, o.key, v),
        };
        let id = format!("opt-{i}");
        let input = match o.kind {
            OptionKind::Bool => {
                let input = El::new("input").with_attr("type", "checkbox");
                input.set_checked(value == "true");
                input
            }
            OptionKind::Int { min, max } => El::new("input")
                .with_attr("type", "number")
                .with_attr("min", &min.to_string())
                .with_attr("max", &max.to_string()),
            OptionKind::Choice(choices) => {
                let select = El::new("select");
                for &c in choices {
                    select.append(&El::new("option").with_attr("value", c).with_text(&value_label(c)));
                }
                select
            }
        };
        let input = input.with_attr("id", &id).with_attr("data-key", o.key);
        if o.kind != OptionKind::Bool {
            input.set_value(value);
        }
        let label = El::new("label")
            .with_attr("for", &id)
            .with_attr("title", &tr(l, "site-option-in-link", &[("key", o.key.into())]))
            .with_text(&option_label(l, o.key));
        let default = tr(l, "site-option-default", &[("value", value_label(o.default).into())]);
        form.append(
            &El::new("div")
                .with_class("option")
                .with_child(&label)
                .with_child(&input)
                .with_child(&El::new("span").with_class("default").with_text(&default)),
        );
        inputs.push(input);
    }
    form.append(
        &El::new("button")
            .with_attr("type", "submit")
            .with_attr("id", "apply-options")
            .with_text(&t(l, "site-options-apply")),
    );
    host.append(&form);
    let mut listeners = Listeners::default();
    let fields = inputs.clone();
    listeners.on(&form, "submit", move |ev| {
        js::prevent_default(&ev);
        let options: Vec<String> = spec
            .options
            .iter()
            .zip(&fields)
            .map(|(o, input)| (o, field_value(input)))
            .filter(|(o, v)| o.kind.parse(v) != o.kind.parse(o.default))
            .map(|(o, v)| format!("{}={v}", o.key))
            .collect();
        on_apply.run(PlayLink { variant: spec.id.to_string(), options, position: None, moves: Vec::new() });
    });
    (inputs, listeners)
}
