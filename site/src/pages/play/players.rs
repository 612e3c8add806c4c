//! Two people at one device (issue 36, C8): their names instead of «Південь»/«Північ», kept on
//! the device until changed, and the board turned for the one to move, so each reads their own
//! pits from 1, left to right. Against the computer, the board faces the person.

use crate::platform::i18n::{side_name, text, Lang};
use crate::platform::js;
use leptos::prelude::*;
use mancala_engine::Side;

/// Where the players are kept: `turn` (the board turns) and each side's name, a line each
/// (`turn=1`, `S=Оля`, `N=Петро`).
pub const PLAYERS_KEY: &str = "mancala.play.players";
/// The longest name kept, in characters.
pub const NAME_MAX: usize = 24;

/// The people at the device.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Players {
    /// South's and North's names (by [`Side::index`]); `None` where none was given.
    names: [Option<String>; 2],
    /// Whether the board turns to the player to move.
    pub turn: bool,
}

/// A name as kept: one line, no control characters, spaces squeezed, at most [`NAME_MAX`]
/// characters; `None` when nothing is left.
#[must_use]
pub fn clean_name(text: &str) -> Option<String> {
    let name = one_line(text, NAME_MAX);
    (!name.is_empty()).then_some(name)
}

/// `text` as one line of words: no control characters, spaces squeezed, at most `max`
/// characters, none at either end (a player's name here, a pupil's on an assignment).
#[must_use]
pub fn one_line(text: &str, max: usize) -> String {
    let words: Vec<&str> =
        text.split(|c: char| c.is_whitespace() || c.is_control()).filter(|w| !w.is_empty()).collect();
    let line: String = words.join(" ").chars().take(max).collect();
    line.trim_end().to_string()
}

impl Players {
    /// The players as kept (a line it does not know is skipped).
    #[must_use]
    pub fn parse(text: &str) -> Players {
        let mut players = Players::default();
        for line in text.lines() {
            match line.split_once('=') {
                Some(("turn", v)) => players.turn = v == "1",
                Some(("S", name)) => players.names[Side::South.index()] = clean_name(name),
                Some(("N", name)) => players.names[Side::North.index()] = clean_name(name),
                _ => {}
            }
        }
        players
    }

    #[must_use]
    pub fn to_text(&self) -> String {
        let mut lines = vec![format!("turn={}", u8::from(self.turn))];
        for side in Side::BOTH {
            if let Some(name) = &self.names[side.index()] {
                lines.push(format!("{}={name}", side.letter()));
            }
        }
        lines.join("\n")
    }

    #[must_use]
    pub fn load() -> Players {
        js::storage_get(PLAYERS_KEY).map(|t| Players::parse(&t)).unwrap_or_default()
    }

    pub fn save(&self) {
        js::storage_set(PLAYERS_KEY, &self.to_text());
    }

    /// The name given to `side`'s player, if any.
    #[must_use]
    pub fn name(&self, side: Side) -> Option<&str> {
        self.names[side.index()].as_deref()
    }

    pub fn set_name(&mut self, side: Side, text: &str) {
        self.names[side.index()] = clean_name(text);
    }

    /// How the page calls `side`'s player: the name with the side («Оля (Південь)»), or the
    /// side alone when it has no name or is played by the computer (`computer`).
    #[must_use]
    pub fn called(&self, lang: Lang, side: Side, computer: Option<Side>) -> String {
        match self.name(side).filter(|_| computer != Some(side)) {
            Some(name) => format!("{name} ({})", side_name(lang, side)),
            None => side_name(lang, side),
        }
    }

    /// The side drawn at the bottom of the board: South, unless the board turns; then the side
    /// of the person who moves now, or, against the computer, always the person's side.
    #[must_use]
    pub fn bottom(&self, to_move: Side, computer: Option<Side>) -> Side {
        match (self.turn, computer) {
            (false, _) => Side::South,
            (true, Some(c)) => c.opponent(),
            (true, None) => to_move,
        }
    }
}

/// The players' box: a name for each side and whether the board turns. Every change is kept on
/// the device at once.
#[component]
pub(super) fn PlayersBox(players: RwSignal<Players>, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let field = move |side: Side| {
        let id = format!("player-{}", side.letter());
        let label_id = if side == Side::South { "site-player-south" } else { "site-player-north" };
        let now = players.with_untracked(|p| p.name(side).unwrap_or_default().to_string());
        let set = move |ev: leptos::ev::Event| {
            let typed = js::target_value(&ev);
            players.update(|p| p.set_name(side, &typed));
            players.with_untracked(Players::save);
        };
        view! {
            <label for=id.clone()>{text(lang, label_id)}</label>
            <input
                type="text"
                id=id
                class=format!("player-name side-{}", side.letter())
                maxlength=NAME_MAX.to_string()
                autocomplete="off"
                prop:value=now
                placeholder=move || side_name(lang.get(), side)
                on:change=set
            />
        }
    };
    let on_turn = move |ev: leptos::ev::Event| {
        let turn = js::target_checked(&ev);
        players.update(|p| p.turn = turn);
        players.with_untracked(Players::save);
    };
    let turn_now = players.with_untracked(|p| p.turn);
    let open = players.with_untracked(|p| p.turn || Side::BOTH.iter().any(|&s| p.name(s).is_some()));
    view! {
        <details id="players" class="players" open=open>
            <summary>{text(lang, "site-players")}</summary>
            <div class="players-form">
                {field(Side::South)}
                {field(Side::North)}
                <label class="players-turn">
                    <input type="checkbox" id="players-turn" prop:checked=turn_now on:change=on_turn />
                    {text(lang, "site-players-turn")}
                </label>
            </div>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn names_are_kept_as_one_short_line() {
        assert_eq!(clean_name("  Оля \t Коваль\n"), Some("Оля Коваль".into()));
        assert_eq!(clean_name(" \u{7} \n"), None);
        let long = "Олександра-Вікторія Костянтинівна";
        assert_eq!(clean_name(long).map(|n| n.chars().count()), Some(NAME_MAX));
        assert_eq!(clean_name("a b c d e f g h i j k l m n"), Some("a b c d e f g h i j k l".into()));
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn players_are_read_back_as_written_and_a_strange_line_is_skipped() {
        let mut p = Players { turn: true, ..Players::default() };
        p.set_name(Side::South, "Оля");
        p.set_name(Side::North, "Петро");
        assert_eq!(Players::parse(&p.to_text()), p);
        assert_eq!(
            Players::parse("turn=1\nX=?\nS=Оля\nбезлад"),
            Players { turn: true, names: [Some("Оля".into()), None] }
        );
        assert_eq!(Players::parse(""), Players::default());
        p.set_name(Side::North, "  ");
        assert_eq!(p.name(Side::North), None, "a blank name is no name");
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_player_is_called_by_name_with_the_side_and_the_computer_by_its_side() {
        let mut p = Players::default();
        p.set_name(Side::North, "Петро");
        assert_eq!(p.called(Lang::Uk, Side::North, None), "Петро (Північ)");
        assert_eq!(p.called(Lang::Ru, Side::North, None), "Петро (Север)");
        assert_eq!(p.called(Lang::Uk, Side::South, None), "Південь");
        assert_eq!(p.called(Lang::Uk, Side::North, Some(Side::North)), "Північ");
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn the_board_turns_to_the_player_to_move_or_to_the_person_against_the_computer() {
        let still = Players::default();
        let turning = Players { turn: true, ..Players::default() };
        for to_move in Side::BOTH {
            assert_eq!(still.bottom(to_move, None), Side::South);
            assert_eq!(turning.bottom(to_move, None), to_move);
            assert_eq!(turning.bottom(to_move, Some(Side::South)), Side::North);
            assert_eq!(turning.bottom(to_move, Some(Side::North)), Side::South);
        }
    }
}
