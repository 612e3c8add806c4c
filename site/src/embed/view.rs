//! The embedded board's view: the site's board ([`BoardView`]) and step player ([`Stepper`],
//! [`PlayerView`]), the same code the site's pages draw with, plus what only an embedded game
//! has: its title, the ply line, the record's comments and variations, the keys and the swipe,
//! and the element's `move` events. Like the board, it knows no rules: it shows the frames of a
//! [`Timeline`](mancala_engine::Timeline) and what the step log says.

use super::{comments_in, EmbedGame, PlyInfo, Settings};
use crate::board::marks;
use crate::board::player::{draw_frame, saved_instant, saved_speed, Change, PlayerView, Stepper};
use crate::board::BoardView;
use crate::platform::i18n::{t, tr, Lang};
use crate::platform::js::dom::{self, El, Event, Field, Listeners};
use crate::platform::js::{self, Target};
use mancala_engine::{Rows, Side};
use mancala_record::Comment;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

/// What a key does to the player.
type Action = fn(&Stepper);

/// An embedded puzzle ([`EmbedGame::puzzle`]): the reader clicks the pit the best move starts
/// from; the solution is played once found or asked for.
struct Puzzle {
    /// The engine's name of the pit the solution's first move starts from (`S2`, `S.I5`).
    answer: String,
    side: Side,
    layout: mancala_engine::Layout,
    /// `.embed-puzzle`: the question, then the verdict.
    words: El,
    /// «Show the solution».
    show: El,
    /// Until the answer is found or the solution asked for.
    open: Cell<bool>,
}

/// One game on an embedded board: the board, the step player, the captions and the comments.
pub struct BoardPlayer {
    lang: Lang,
    /// The roles of the game's pits, for its marks.
    roles: mancala_engine::PitRoles,
    /// Comments on the whole game.
    intro: Vec<Comment>,
    plies: Vec<PlyInfo>,
    puzzle: Option<Puzzle>,
    board: BoardView,
    player: Rc<Stepper>,
    player_view: PlayerView,
    /// `.embed-game`, the board's focusable group.
    pub root: El,
    host: El,
    ply_text: El,
    comments: El,
    /// The ply last announced with a `move` event.
    ply: Cell<usize>,
    /// No buttons (`controls="false"`) and no puzzle: a tap on the board plays or pauses it.
    bare: bool,
    listeners: RefCell<Listeners>,
}

impl BoardPlayer {
    /// The view of `game`, at its `settings.start` ply, in `lang`; `host` gets its `move` events.
    #[must_use]
    pub fn new(lang: Lang, game: EmbedGame, settings: &Settings, host: El) -> Rc<BoardPlayer> {
        let EmbedGame { spec, title, timeline: tl, intro, plies, puzzle } = game;
        let start_pos = tl.frame(0).position.clone();
        let show_reserves = tl.frames().iter().any(|f| Side::BOTH.iter().any(|&s| f.position.reserve(s) > 0));
        let variant_name = mancala_text::variant_name(lang, spec);
        let board = BoardView::new(&start_pos, spec.rows == Rows::Two, show_reserves);
        board.set_lang(lang);
        board.set_name(&tr(lang, "site-board", &[("name", variant_name.into())]));
        let board_root = El::new("div");
        board.mount(&board_root);

        let root = El::new("div")
            .with_class("embed-game")
            .with_attr("tabindex", "0")
            .with_attr("role", "group")
            .with_attr("aria-label", &tr(lang, "site-embed-region", &[("name", variant_name.into())]));
        if let Some(title) = &title {
            root.append(&El::new("p").with_class("embed-title").with_text(title));
        }
        let puzzle = puzzle.then(|| {
            let side = start_pos.to_move();
            let first = plies.first().map_or("", |p| p.token.split('/').next().unwrap_or_default());
            let player = crate::platform::i18n::side_name(lang, side);
            let words = El::new("p").with_class("embed-puzzle").with_attr("role", "status").with_text(&tr(
                lang,
                "site-embed-puzzle-prompt",
                &[("player", player.into())],
            ));
            let show = El::new("button")
                .with_attr("type", "button")
                .with_class("ctl embed-show")
                .with_text(&t(lang, "site-embed-puzzle-show"));
            root.set_class("embed-game puzzle");
            root.append(&words);
            root.append(&show);
            Puzzle {
                answer: first.strip_prefix('+').unwrap_or(first).to_string(),
                side,
                layout: start_pos.layout(),
                words,
                show,
                open: Cell::new(true),
            }
        });
        let bare = !settings.controls && puzzle.is_none();
        let board_box = El::new("div").with_class("embed-board").with_child(&board_root);
        if bare {
            board_box.set_attr("title", &t(lang, "site-embed-tap"));
            board_box.set_attr("data-tap", "");
        }
        root.append(&board_box);
        let ply_text = El::new("p").with_class("embed-ply");
        root.append(&ply_text);

        let start = tl.frame_of_ply(settings.start);
        let player = Stepper::new(tl, start, settings.speed.unwrap_or_else(saved_speed), saved_instant());
        let player_view = PlayerView::new(&player, El::new("section"), lang, board.prefix(), settings.controls);
        root.append(&player_view.root);
        let comments = El::new("div").with_class("embed-comments");
        root.append(&comments);
        if settings.controls {
            root.append(&El::new("p").with_class("embed-keys").with_text(&t(lang, "site-embed-keys")));
        }

        let view = Rc::new(BoardPlayer {
            lang,
            roles: spec.pit_roles,
            intro,
            plies,
            puzzle,
            board,
            player,
            player_view,
            root,
            host,
            ply_text,
            comments,
            ply: Cell::new(usize::MAX),
            bare,
            listeners: RefCell::new(Listeners::default()),
        });
        let me = Rc::downgrade(&view);
        view.player.set_redraw(move |player, change| {
            if let Some(view) = me.upgrade() {
                view.redraw(player, change);
            }
        });
        view.listen(&board_box);
        view.redraw(&view.player, Change::Frame { animate: false });
        view
    }

    fn listen(self: &Rc<Self>, board_box: &El) {
        let mut listeners = Listeners::default();
        // Keys while the board has the focus: arrows step, space plays, Home/End jump.
        let me = Rc::downgrade(&self.player);
        listeners.on(&self.root, "keydown", move |ev: Event| {
            let Some(player) = me.upgrade() else { return };
            let target = js::target_is_control(&ev);
            let action: Option<Action> = match dom::key(&ev).as_str() {
                _ if target == Target::Input => None,
                "ArrowRight" => Some(Stepper::step_forward),
                "ArrowLeft" => Some(Stepper::step_back),
                "ArrowDown" | "PageDown" => Some(Stepper::move_forward),
                "ArrowUp" | "PageUp" => Some(Stepper::move_back),
                " " | "Spacebar" if target == Target::Plain => Some(Stepper::toggle),
                "Home" => Some(|p: &Stepper| p.seek(0)),
                "End" => Some(Stepper::seek_end),
                _ => None,
            };
            if let Some(action) = action {
                js::prevent_default(&ev);
                action(&player);
            }
        });
        // Touch: a swipe across the board steps a move forward or back.
        let touch_x = Rc::new(Cell::new(None::<f64>));
        let down = touch_x.clone();
        listeners.on(board_box, "pointerdown", move |ev| down.set(dom::client_x(&ev)));
        let me: Weak<Stepper> = Rc::downgrade(&self.player);
        let tap_plays = self.bare;
        listeners.on(board_box, "pointerup", move |ev| {
            let (Some(x0), Some(x1), Some(player)) = (touch_x.take(), dom::client_x(&ev), me.upgrade()) else {
                return;
            };
            if x1 - x0 < -40.0 {
                player.move_forward();
            } else if x1 - x0 > 40.0 {
                player.move_back();
            } else if tap_plays && (x1 - x0).abs() < 10.0 {
                // A board without buttons: a tap or a click plays it, or pauses it (issue 16).
                player.toggle();
            }
        });
        if let Some(puzzle) = &self.puzzle {
            let me = Rc::downgrade(self);
            listeners.on(board_box, "click", move |ev| {
                if let Some(view) = me.upgrade() {
                    view.answer(&ev);
                }
            });
            let me = Rc::downgrade(self);
            listeners.on(&puzzle.show, "click", move |_| {
                if let Some(view) = me.upgrade() {
                    view.solve(&t(view.lang, "site-embed-puzzle-shown"));
                }
            });
        }
        self.listeners.replace(listeners);
    }

    /// A click on the board of an open puzzle shown at its start: a pit of the side to move is
    /// the reader's answer, judged by the pit the solution starts from (a `answer` event tells
    /// the page).
    fn answer(&self, ev: &Event) {
        let Some(puzzle) = self.puzzle.as_ref().filter(|p| p.open.get()) else { return };
        if self.player.index() != 0 || self.player.playing() {
            return;
        }
        // The engine's name of the pit (`N5`, `S.I3`), whose letter says whose pit it is.
        let Some(name) = dom::target_attr(ev, "[data-pit]", "data-pit") else { return };
        let Some(pit) = puzzle.layout.parse_pit(&name) else { return };
        if !name.starts_with(puzzle.side.letter()) {
            return;
        }
        let right = name == puzzle.answer;
        let verdict = if right { "site-embed-puzzle-right" } else { "site-embed-puzzle-wrong" };
        let words = tr(self.lang, verdict, &[("pit", mancala_text::pit_label(self.lang, puzzle.layout, pit).into())]);
        let result = if right { "right" } else { "wrong" };
        self.host.dispatch("answer", &[("pit", Field::Str(&name)), ("result", Field::Str(result))]);
        if right {
            self.solve(&words);
        } else {
            puzzle.words.set_text(&words);
        }
    }

    /// Closes the puzzle with `words` and plays its solution from the start.
    fn solve(&self, words: &str) {
        let Some(puzzle) = &self.puzzle else { return };
        puzzle.open.set(false);
        puzzle.words.set_text(words);
        puzzle.show.set_attr("hidden", "");
        self.player.seek(0);
        self.player.play();
    }

    /// Draws what changed in the player.
    fn redraw(&self, player: &Stepper, change: Change) {
        let Change::Frame { animate } = change else {
            self.player_view.show_settings(player);
            return;
        };
        let roles = self.roles;
        draw_frame(&self.board, player, animate, Some(&move |pos| marks::marks(&roles, pos)));
        let ply = player.with_timeline(|tl| tl.ply_at(player.index()));
        self.player_view.show_frame(player);
        let announced = self.ply.replace(ply);
        if announced != ply {
            self.show_ply(ply);
            if announced != usize::MAX {
                let token = ply.checked_sub(1).and_then(|k| self.plies.get(k)).map_or("", |p| p.token.as_str());
                dispatch_move(&self.host, ply, token);
            }
        }
    }

    /// The ply shown (0: the start).
    #[must_use]
    pub fn ply(&self) -> usize {
        self.player.with_timeline(|tl| tl.ply_at(self.player.index()))
    }

    /// How many plies the game has.
    #[must_use]
    pub fn plies(&self) -> usize {
        self.player.with_timeline(mancala_engine::Timeline::move_count)
    }

    #[must_use]
    pub fn playing(&self) -> bool {
        self.player.playing()
    }

    pub fn pause(&self) {
        self.player.pause();
    }

    /// Plays from the frame shown to the end (or jumps there in instant mode).
    pub fn play(&self) {
        self.player.play();
    }

    /// Shows the position after `ply` plies (clamped to the game) and pauses.
    pub fn go_to(&self, ply: usize) {
        let i = self.player.with_timeline(|tl| tl.frame_of_ply(ply.min(tl.move_count())));
        self.player.seek(i);
    }

    /// The ply line, the comments and the variations of `ply`.
    fn show_ply(&self, ply: usize) {
        let lang = self.lang;
        let total = self.plies.len();
        let info = ply.checked_sub(1).and_then(|k| self.plies.get(k));
        self.ply_text.set_text(&match info {
            None => tr(lang, "site-embed-ply-start", &[("total", total.into())]),
            Some(p) => tr(
                lang,
                "site-embed-ply",
                &[("ply", ply.into()), ("total", total.into()), ("move", p.words.as_str().into())],
            ),
        });
        self.comments.clear();
        let list = info.map_or(&self.intro, |p| &p.comments);
        for comment in comments_in(list, lang) {
            self.comments.append(&El::new("p").with_class("comment").with_text(&comment));
        }
        if let Some(vars) = info.map(|p| &p.variations).filter(|v| !v.is_empty()) {
            let text = format!("{} {}", t(lang, "site-embed-variations"), vars.join("; "));
            self.comments.append(&El::new("p").with_class("variations").with_text(&text));
        }
    }
}

/// Fires `move` on an embedded board's element: a `CustomEvent` whose `detail` is
/// `{ ply, token }` (the ply now shown, 0 at the start, and that ply's move token; docs/EMBED.md).
fn dispatch_move(host: &El, ply: usize, token: &str) {
    host.dispatch("move", &[("ply", Field::Num(ply as f64)), ("token", Field::Str(token))]);
}
