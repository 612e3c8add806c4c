//! The game's controls on the play page: undo, redo, a new game and its question; the list of
//! moves (the move of the frame shown marked) and the share link.

use super::{PlaySession, Session};
use crate::platform::i18n::{side_name, t, text, tr, Arg, Lang};
use crate::platform::js;
use leptos::prelude::*;

/// Undo, redo, a new game, and the question a new game asks when it would throw moves away.
#[component]
pub(super) fn GameButtons(session: Session, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let lacks = move |has: fn(&PlaySession) -> bool| {
        session.version.track();
        !session.state.with_value(has)
    };
    let keep_game = move |_| {
        session.start_next.set_value(None);
        session.confirm_new.set(false);
        js::focus("new-game");
    };
    // The question: whether to lose the game (when there is one to lose), and whether the computer
    // goes on playing (when it plays), with a way to start a game for two people instead.
    let question = move || {
        session.version.track();
        let l = lang.get();
        let losing = session.state.with_value(PlaySession::has_something);
        let o = session.computer.opponent.get_value();
        let mut words = t(l, if losing { "site-new-game-confirm" } else { "site-new-game-start" });
        if let Some(side) = o.side {
            let args = [("side", side_name(l, side).into()), ("level", Arg::from(usize::from(o.level)))];
            words.push(' ');
            words.push_str(&tr(l, "site-new-game-computer", &args));
        }
        words
    };
    let computer_plays = move || {
        session.computer.said.track();
        session.computer.opponent.get_value().side.is_some()
    };
    view! {
        <div class="play-parts">
            <div class="game-buttons">
                <button type="button" id="undo" disabled=move || lacks(PlaySession::can_undo) on:click=move |_| session.undo()>
                    {text(lang, "site-undo")}
                </button>
                <button type="button" id="redo" disabled=move || lacks(PlaySession::can_redo) on:click=move |_| session.redo()>
                    {text(lang, "site-redo")}
                </button>
                <button
                    type="button"
                    id="new-game"
                    aria-expanded=move || session.confirm_new.get().to_string()
                    on:click=move |_| session.ask_new_game(None)
                >
                    {text(lang, "site-new-game")}
                </button>
            </div>
            <Show when=move || session.confirm_new.get()>
                <div id="new-game-confirm" class="confirm" role="alertdialog" aria-labelledby="new-game-question">
                    <p id="new-game-question">{question}</p>
                    <button type="button" id="new-game-yes" class="ctl danger" on:click=move |_| session.new_game()>
                        {text(lang, "site-new-game-yes")}
                    </button>
                    <Show when=computer_plays>
                        <button type="button" id="new-game-people" class="ctl" on:click=move |_| session.new_game_people()>
                            {text(lang, "site-new-game-people")}
                        </button>
                    </Show>
                    <button type="button" id="new-game-no" class="ctl" on:click=keep_game>
                        {text(lang, "site-new-game-no")}
                    </button>
                </div>
            </Show>
        </div>
    }
}

/// One move of the list: its number and words, its token (`data-token`, for tools and the
/// record), who played it, and the frames of the board's timeline it spans.
#[derive(Clone)]
struct MoveRow {
    label: String,
    token: String,
    mover: char,
    start: usize,
    end: usize,
}

/// The moves of the game in the learner's words («1. ямка 3»), each a button that shows the
/// board after it; the move of the frame shown is marked `current`. Then the share link.
#[component]
pub(super) fn MoveList(session: Session, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let player = session.player;
    let rows = move || {
        session.version.track();
        let l = lang.get();
        let rows: Vec<MoveRow> = session.state.with_value(|s| {
            let layout = s.game().variant().layout();
            player.timeline.with_value(|tl| {
                s.game()
                    .moves()
                    .iter()
                    .zip(s.movers())
                    .enumerate()
                    .map(|(m, (mv, mover))| MoveRow {
                        label: format!("{}. {}", m + 1, mancala_text::move_label(l, layout, mv)),
                        token: mv.token(layout),
                        mover: mover.letter(),
                        start: tl.move_start(m).unwrap_or(0),
                        end: tl.move_end(m).unwrap_or(0),
                    })
                    .collect()
            })
        });
        if rows.is_empty() {
            return view! { <p class="no-moves">{t(l, "site-no-moves")}</p> }.into_any();
        }
        let items = rows
            .into_iter()
            .map(|row| {
                let MoveRow { label, token, mover, start, end } = row;
                let current = move || {
                    let i = player.index.get();
                    if i > start && i <= end {
                        "current"
                    } else {
                        ""
                    }
                };
                view! {
                    <li class=current>
                        <button type="button" class=format!("move side-{mover}") data-token=token on:click=move |_| player.seek(end)>
                            {label}
                        </button>
                    </li>
                }
            })
            .collect_view();
        view! { <ol id="move-list" class="move-list">{items}</ol> }.into_any()
    };
    let copied = RwSignal::new(String::new());
    let copy = move |_| {
        copied.set(String::new());
        js::copy_text(&js::share_href(), move |ok| {
            copied.set(if ok { t(lang.get_untracked(), "site-copied") } else { String::new() });
        });
    };
    let href = move || {
        session.version.track();
        js::share_href()
    };
    view! {
        <div class="play-parts">
        <section class="moves" aria-labelledby="moves-heading">
            <h3 id="moves-heading">{text(lang, "site-moves")}</h3>
            {rows}
        </section>
        <section class="share">
            <label for="share-url">{text(lang, "site-share")}</label>
            <div class="share-row">
                <input id="share-url" type="text" readonly prop:value=href />
                <button type="button" id="copy-link" on:click=copy>{text(lang, "site-copy")}</button>
                <span class="copied" aria-live="polite">{move || copied.get()}</span>
            </div>
        </section>
        </div>
    }
}
