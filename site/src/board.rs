//! The simple clickable board: two (or four) rows of pit buttons, the stores, a status line and an
//! error line. The real board with the step player replaces this component later; it only needs a
//! `RwSignal<Game>` and the language.

use crate::game::{board_rows, pit_dom_id, ClickError, Game};
use crate::i18n::{Lang, Texts};
use crate::js;
use leptos::prelude::*;
use mancala_engine::Side;

/// The status line: who moves (or how the game ended) and the last move.
#[must_use]
pub fn status_text(game: &Game, t: &Texts) -> String {
    let pos = game.position();
    let mut text = match pos.outcome() {
        Some(outcome) => match outcome.winner {
            Some(side) => format!("{}: {} {}", t.game_over, t.side(side), t.wins),
            None => format!("{}: {}", t.game_over, t.draw),
        },
        None => format!("{}: {}", t.to_move, t.side(pos.to_move())),
    };
    if let Some(last) = game.last_move() {
        text.push_str(&format!(" · {}: {} ({} {})", t.last_move, last.token, last.steps.len(), t.steps));
    }
    text
}

/// What to tell the player when a click makes no move.
#[must_use]
pub fn click_error_text(err: &ClickError, t: &Texts) -> String {
    match err {
        ClickError::Illegal(illegal) => t.illegal_move(illegal),
        ClickError::NeedsChoice => t.needs_choice.to_string(),
    }
}

#[component]
pub fn Board(game: RwSignal<Game>, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let error = RwSignal::new(None::<String>);
    let layout = game.with_untracked(Game::layout);
    let playable = Memo::new(move |_| game.with(Game::playable_pits));

    let click = move |pit: usize| {
        let mut next = game.get_untracked();
        match next.click(pit) {
            Ok(last) => {
                js::debug_steps(&last.token, &last.steps);
                game.set(next);
                error.set(None);
            }
            Err(err) => error.set(Some(click_error_text(&err, lang.get_untracked().texts()))),
        }
    };

    let pit_button = move |pit: usize| {
        let name = layout.pit_name(pit);
        let seeds = move || game.with(|g| g.position().seeds(pit));
        view! {
            <button
                id=pit_dom_id(layout, pit)
                class="pit"
                class:legal=move || playable.with(|p| p.contains(&pit))
                class:north=layout.side_of(pit) == Side::North
                data-pit=name.clone()
                title=name
                on:click=move |_| click(pit)
            >
                {seeds}
            </button>
        }
    };

    let store = move |side: Side| {
        view! {
            <div id=format!("store-{side}") class="store" title=move || lang.get().texts().side(side)>
                <span class="store-label">{move || lang.get().texts().store}</span>
                <span class="store-count">{move || game.with(|g| g.position().store(side))}</span>
            </div>
        }
    };

    view! {
        <section class="game" aria-labelledby="board-heading">
            <h2 id="board-heading">
                {move || {
                    let l = lang.get();
                    format!("{}: {}", l.texts().board, l.variant_name(game.with(|g| g.variant().spec())))
                }}
            </h2>
            <div id="board" class="board">
                {store(Side::North)}
                <div class="rows">
                    {board_rows(layout)
                        .into_iter()
                        .map(|row| view! { <div class="row">{row.into_iter().map(pit_button).collect_view()}</div> })
                        .collect_view()}
                </div>
                {store(Side::South)}
            </div>
            <p id="status" role="status">{move || game.with(|g| status_text(g, lang.get().texts()))}</p>
            <p id="error" class="error" role="alert">{move || error.get()}</p>
            <button
                id="new-game"
                on:click=move |_| {
                    game.update(Game::restart);
                    error.set(None);
                }
            >
                {move || lang.get().texts().new_game}
            </button>
        </section>
    }
}
