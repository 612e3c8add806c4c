//! The play page: two people on one device play a variant with its options. Every legal move is
//! clickable, choices inside a move are asked one at a time, an illegal click says why. Undo,
//! redo, a new game, the move list, whose turn it is and the result; the game lives in the share
//! link (`#/play/<variant>?o=…&p=…&m=…`).
//!
//! The game itself is a plain [`PlaySession`] (`session.rs`); this module mirrors it into signals
//! and the board; `parts.rs`, `computer_panel.rs`, `options.rs` and `players.rs` are the views
//! around the board.

mod computer_panel;
mod options;
mod parts;
pub(crate) mod players;
mod session;

pub use options::{option_label, option_value_label};
pub use players::{Players, PLAYERS_KEY};
pub use session::{Change, Notice, PlaySession};

use crate::ai::{Reply, Task};
use crate::board::marks;
use crate::board::player::{Player, PlayerControls};
use crate::board::{Board, BoardState};
use crate::pages::computer::{Computer, Opponent, Pending};
use crate::pages::kept::{Kept, KeptGames};
use crate::pages::pick::{ChoiceBox, MovePicker, Picked};
use crate::platform::i18n::{t, text, text_with, tr, Arg, Lang};
use crate::platform::js;
use crate::platform::route::{self, PlayLink, RulesLink};
use computer_panel::ComputerPanel;
use leptos::prelude::*;
use mancala_engine::{IllegalMove, IllegalReason, Move, MoveError, Provenance, Rows, Side, Timeline};
use mancala_text::{illegal_move, move_parse_error, outcome, position_error, variant_error};
use options::OptionsForm;
use parts::{GameButtons, MoveList};
use players::PlayersBox;
use std::rc::Rc;

/// How many of a link's moves after a refused one its notice names.
const REST_SHOWN: usize = 5;

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

/// The play page's state: the game ([`PlaySession`], plain Rust) and what the page shows of it
/// (signals, the board's player, the computer).
#[derive(Clone, Copy)]
struct Session {
    state: StoredValue<PlaySession>,
    /// Asking whether to start a new game over this one.
    confirm_new: RwSignal<bool>,
    /// The game the question is about when it is not a fresh board of this one (new options).
    start_next: StoredValue<Option<PlayLink>>,
    /// Whether the game kept on the device for its variant ([`KeptGames`]) is this one.
    own_kept: StoredValue<bool>,
    /// Whether this game's result against the computer was kept ([`Session::record_result`]).
    recorded: StoredValue<bool>,
    /// The move being chosen in the game's current position.
    picker: MovePicker,
    notice: RwSignal<Option<Notice>>,
    /// Bumped on every change of the game.
    version: RwSignal<u64>,
    player: Player,
    computer: Computer,
}

/// The timeline of a game's moves (their step logs) from its start.
fn timeline_of<'a>(
    start: &mancala_engine::Position,
    logs: impl Iterator<Item = &'a [mancala_engine::Step]>,
) -> Result<Timeline, String> {
    let mut tl = Timeline::new(start.clone());
    for steps in logs {
        tl.push_move(steps).map_err(|e| e.to_string())?;
    }
    Ok(tl)
}

impl Session {
    fn link(&self) -> PlayLink {
        self.state.with_value(PlaySession::link)
    }

    fn layout(&self) -> mancala_engine::Layout {
        self.state.with_value(|s| s.game().variant().layout())
    }

    fn changed(&self) {
        let hash = self.link().to_hash();
        js::replace_hash(&hash);
        save_redo(&hash, &self.state.with_value(PlaySession::redo_tokens));
        self.keep(hash);
        self.picker.set_position(self.state.with_value(|s| s.game().position().clone()));
        self.version.update(|v| *v += 1);
        self.computer.hint.set_value(None);
        self.computer.told();
        self.think();
        self.refresh_legal();
    }

    /// Keeps the result of a game against the computer that a move just ended, once a game
    /// (an undo and the same end again is the same game), for the assignments of a class
    /// ([`crate::pages::assignment::GameResult`]): the level, won or not, and the coach's
    /// mistakes when it judged.
    fn record_result(&self) {
        use crate::pages::assignment::{parse_results, results_line, GameResult, RESULTS_KEY};
        let o = self.computer.opponent.get_value();
        let Some(computer) = o.side else { return };
        let (variant, outcome) =
            self.state.with_value(|s| (s.game().variant().id().to_string(), s.game().position().outcome()));
        let Some(outcome) = outcome else { return };
        if self.recorded.get_value() {
            return;
        }
        self.recorded.set_value(true);
        let mistakes = o.coach.then(|| {
            let n =
                self.computer.verdicts.with_value(|v| v.iter().filter(|(_, r)| r.grade >= crate::ai::MISTAKE).count());
            u32::try_from(n).unwrap_or(u32::MAX)
        });
        let mut list = parse_results(&js::storage_get(RESULTS_KEY).unwrap_or_default());
        list.push(GameResult {
            variant,
            level: o.level,
            won: outcome.winner == Some(computer.opponent()),
            mistakes,
            day: js::local_day(),
        });
        js::storage_set(RESULTS_KEY, &results_line(&list));
    }

    /// Keeps the game (share link `hash`) and its opponent on the device as its variant's last
    /// game, after every move ([`KeptGames::changed`]).
    fn keep(&self, hash: String) {
        let (variant, moves) = self.state.with_value(|s| (s.game().variant().id().to_string(), s.game().moves().len()));
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
        self.state.with_value(|s| s.is_to_move(o.side))
    }

    /// Asks the computer for its move when it is to move (not while the user steps through
    /// moves to redo: those include its own).
    fn think(&self) {
        if !self.computer_turn()
            || self.state.with_value(PlaySession::can_redo)
            || self.computer.thinking.get_untracked()
        {
            return;
        }
        let level = self.computer.opponent.get_value().level;
        let version = self.version.get_untracked();
        self.state.with_value(|s| {
            let g = s.game();
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
                self.state.with_value(|s| {
                    let g = s.game();
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
                let layout = self.layout();
                if self.state.with_value(|s| s.game().moves().get(index).map(|m| m.token(layout)) == Some(token)) {
                    self.computer.verdicts.update_value(|v| v.push((index, reply)));
                    self.computer.told();
                }
            }
        }
    }

    /// Plays the computer's move (a token of the worker's).
    fn play_token(&self, token: &str) {
        let mv = self.state.with_value(|s| s.game().variant().parse_move(s.game().position(), token));
        match mv {
            Ok(mv) => self.play(&mv),
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
        let roles = self.state.with_value(|s| s.game().variant().spec().pit_roles);
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
                self.play(&mv);
            }
            Picked::Pending => {
                self.notice.set(None);
                self.refresh_legal();
            }
            Picked::Illegal(err) => self.notice.set(Some(Notice::Illegal(err))),
        }
    }

    /// Plays a move of the learner's or the computer's; the learner's is judged by the coach.
    fn play(&self, mv: &Move) {
        // The learner's new move is judged (shown by the coach, kept for the review): the position
        // it was played from is written out only then.
        let judged = !self.computer_turn() && self.computer.judges();
        let before = judged.then(|| self.state.with_value(|s| s.game().position().to_string()));
        match self.state.try_update_value(|s| s.play(mv)) {
            Some(Ok(change)) => {
                if let Change::Played { index, .. } = &change {
                    if let Some(before) = before {
                        let token = mv.token(self.layout());
                        let task = Task::Judge { played: token.clone() };
                        let index = *index;
                        self.state.with_value(|s| {
                            self.computer.ask(s.game().variant(), before, task, Pending::Judge { index, token });
                        });
                    }
                }
                self.mirror(change);
            }
            Some(Err(e)) => self.notice.set(Some(Notice::Illegal(e))),
            None => {}
        }
    }

    /// Shows what a change of the game did: the board's timeline, the coach's verdicts, the
    /// link and everything that follows the game.
    fn mirror(&self, change: Change) {
        match change {
            Change::Played { steps, .. } => {
                if let Err(e) = self.player.push_move(&steps) {
                    self.notice.set(Some(Notice::Engine(e.to_string())));
                }
                self.record_result();
            }
            Change::TakenBack { kept } => {
                let tl = self.player.timeline.with_value(|tl| {
                    let mut tl = tl.clone();
                    tl.truncate_moves(kept);
                    tl
                });
                self.player.reset(tl);
                self.notice.set(None);
                self.computer.verdicts.update_value(|v| v.retain(|(m, _)| *m < kept));
                self.computer.told();
            }
        }
        self.changed();
    }

    /// Takes back the last move; against the computer, back to the learner's last move (the
    /// computer's answers with it). A search in progress stops.
    fn undo(&self) {
        self.computer.cancel();
        let computer = self.computer.opponent.get_value().side;
        if let Some(change) = self.state.try_update_value(|s| s.undo(computer)).flatten() {
            self.mirror(change);
        }
    }

    fn redo(&self) {
        match self.state.try_update_value(PlaySession::redo).flatten() {
            Some(Ok(change)) => self.mirror(change),
            Some(Err(e)) => self.notice.set(Some(Notice::Illegal(e))),
            None => {}
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
            KeptGames::forget_saved(self.state.with_value(|s| s.game().variant().id()));
        }
        let next = self.start_next.try_update_value(Option::take).flatten();
        let fresh = next.unwrap_or_else(|| PlayLink { moves: Vec::new(), ..self.link() });
        let hash = fresh.to_hash();
        if hash == js::hash() {
            if let Some(change) = self.state.try_update_value(PlaySession::restart) {
                self.mirror(change);
            }
        } else {
            js::set_hash(&hash);
        }
    }

    /// A new game for two people: the computer stops playing first (the next pupils at the
    /// device do not inherit it).
    fn new_game_people(&self) {
        self.set_opponent(Opponent { side: None, ..self.computer.opponent.get_value() });
        self.new_game();
    }

    /// The new-game button (`next`: `None`), or new options (`next`: their game): asks first when
    /// the game would be lost otherwise, or whether the computer goes on playing when it plays.
    fn ask_new_game(&self, next: Option<PlayLink>) {
        self.start_next.set_value(next);
        let computer = self.computer.opponent.get_value().side.is_some();
        if computer || self.state.with_value(PlaySession::has_something) {
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
pub fn game_over_text(
    lang: Lang,
    pos: &mancala_engine::Position,
    o: &mancala_engine::Outcome,
    name: impl Fn(Side) -> String,
) -> String {
    let two_row = pos.layout().rows == Rows::Two;
    let score = |side: Side| -> u32 {
        if two_row {
            u32::from(pos.store(side))
        } else {
            pos.seeds_in_half(side) + u32::from(pos.reserve(side)) + u32::from(pos.store(side))
        }
    };
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
    let (mut state, notices) = match PlaySession::from_link(&link) {
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
    // The redo moves of this game, if it was left with some (a reload, Back after a new game).
    let hash = state.link().to_hash();
    state.restore_redo(&saved_redo(&hash));
    let game = state.game();
    let variant = game.variant().clone();
    let spec = variant.spec();
    let layout = variant.layout();
    let start = game.start().clone();
    let show_reserves = mancala_engine::Side::BOTH.iter().any(|&s| start.reserve(s) > 0);
    let board = BoardState::new(&start, spec.rows == Rows::Two, show_reserves);
    let (timeline, timeline_error) = match timeline_of(&start, state.logs()) {
        Ok(tl) => (tl, None),
        Err(e) => (Timeline::new(start.clone()), Some(Notice::Engine(e))),
    };
    let player = Player::new(timeline, board.clone());
    let first_notice = timeline_error.or_else(|| notices.first().cloned());
    let link_notices = notices.iter().skip(1).cloned().collect::<Vec<_>>();
    let picker = MovePicker::new(variant.clone(), game.position().clone());
    // The computer's answers go to the session it belongs to.
    let slot: Rc<std::cell::Cell<Option<Session>>> = Rc::default();
    let session = Session {
        state: StoredValue::new(state),
        confirm_new: RwSignal::new(false),
        start_next: StoredValue::new(None),
        own_kept: StoredValue::new(false),
        recorded: StoredValue::new(false),
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

    // The people at the device: their names, and the board turned to the one to move (or, against
    // the computer, to the person), from the frame shown, so it turns when a move has been shown.
    let players = RwSignal::new(Players::load());
    let computer_side = move || {
        session.computer.said.track();
        session.computer.opponent.get_value().side
    };
    let turned_board = board.clone();
    Effect::new(move |_| {
        player.version.track();
        let i = player.index.get();
        let to_move = player.timeline.with_value(|tl| tl.frame(i).position.to_move());
        let bottom = players.with(|p| p.bottom(to_move, computer_side()));
        turned_board.set_turned(bottom == Side::North);
    });
    let called = move |lang: Lang, side: Side| players.with(|p| p.called(lang, side, computer_side()));

    // Whose turn, from the frame shown (so it agrees with the board during an animation).
    let turn = move || {
        let lang = lang.get();
        player.version.track();
        let i = player.index.get();
        let pos = player.timeline.with_value(|tl| tl.frame(i).position.clone());
        match pos.outcome() {
            Some(o) => (game_over_text(lang, &pos, &o, |side| called(lang, side)), "turn over".to_string()),
            None => {
                let side = pos.to_move();
                let who = called(lang, side);
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
        session.state.with_value(|s| mancala_record::Record::from_engine_game(s.game()).to_text())
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
            <GameButtons session=session lang=lang />
            <PlayersBox players=players lang=lang />
            <ComputerPanel session=session lang=lang layout=layout />
            <MoveList session=session lang=lang />
            <crate::pages::record::RecordBox
                current=record_text
                file_name=format!("{}.mancala", spec.id)
                lang=lang
                in_progress=Signal::derive(move || {
                    session.version.track();
                    session.state.with_value(PlaySession::has_something)
                })
            />
            <OptionsForm variant=variant_for_form lang=lang on_apply=on_options />
        </section>
    }
    .into_any()
}
