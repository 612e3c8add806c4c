//! Interface languages and their texts. Ukrainian is the default; Russian is the alternative.

use mancala_engine::{IllegalMove, IllegalReason, Side, VariantSpec};

/// The `localStorage` key that remembers the chosen language.
pub const LANG_KEY: &str = "mancala.lang";

/// An interface language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    Uk,
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::Uk, Lang::Ru];

    /// The BCP 47 code, as used in `<html lang>` and in `localStorage`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Uk => "uk",
            Lang::Ru => "ru",
        }
    }

    #[must_use]
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code.trim())
    }

    /// The language's name in itself, for the switch.
    #[must_use]
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::Uk => "Українська",
            Lang::Ru => "Русский",
        }
    }

    /// The short label on the switch button.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Lang::Uk => "УКР",
            Lang::Ru => "РУС",
        }
    }

    #[must_use]
    pub const fn texts(self) -> &'static Texts {
        match self {
            Lang::Uk => &UK,
            Lang::Ru => &RU,
        }
    }

    /// A variant's name in this language.
    #[must_use]
    pub const fn variant_name(self, spec: &VariantSpec) -> &'static str {
        match self {
            Lang::Uk => spec.name_uk,
            Lang::Ru => spec.name_ru,
        }
    }
}

/// The fixed texts of the interface.
#[derive(Debug)]
pub struct Texts {
    pub title: &'static str,
    pub tagline: &'static str,
    pub language: &'static str,
    pub variants: &'static str,
    pub no_variants: &'static str,
    pub board: &'static str,
    pub south: &'static str,
    pub north: &'static str,
    pub store: &'static str,
    pub to_move: &'static str,
    pub last_move: &'static str,
    pub steps: &'static str,
    pub game_over: &'static str,
    pub draw: &'static str,
    pub wins: &'static str,
    pub new_game: &'static str,
    pub not_your_pit: &'static str,
    pub empty_pit: &'static str,
    pub no_move_here: &'static str,
    pub needs_choice: &'static str,
    pub illegal: &'static str,
    pub cannot_start: &'static str,
}

pub static UK: Texts = Texts {
    title: "Манкала: вчимося грати",
    tagline: "Правила ігор родини манкала, крок за кроком.",
    language: "Мова",
    variants: "Ігри",
    no_variants: "Поки що жодної гри немає.",
    board: "Дошка",
    south: "Південь",
    north: "Північ",
    store: "Комора",
    to_move: "Ходить",
    last_move: "Останній хід",
    steps: "кроків",
    game_over: "Гру закінчено",
    draw: "нічия",
    wins: "перемагає",
    new_game: "Нова гра",
    not_your_pit: "Це не ваша лунка.",
    empty_pit: "Ця лунка порожня.",
    no_move_here: "З цієї лунки зараз ходити не можна.",
    needs_choice: "Тут потрібен ще один вибір; цю гру на дошці ще не підтримано.",
    illegal: "Такий хід неможливий",
    cannot_start: "Не вдалося почати гру",
};

pub static RU: Texts = Texts {
    title: "Манкала: учимся играть",
    tagline: "Правила игр семейства манкала, шаг за шагом.",
    language: "Язык",
    variants: "Игры",
    no_variants: "Пока нет ни одной игры.",
    board: "Доска",
    south: "Юг",
    north: "Север",
    store: "Амбар",
    to_move: "Ходит",
    last_move: "Последний ход",
    steps: "шагов",
    game_over: "Игра окончена",
    draw: "ничья",
    wins: "побеждает",
    new_game: "Новая игра",
    not_your_pit: "Это не ваша лунка.",
    empty_pit: "Эта лунка пуста.",
    no_move_here: "Из этой лунки сейчас ходить нельзя.",
    needs_choice: "Здесь нужен ещё один выбор; эта игра на доске пока не поддержана.",
    illegal: "Такой ход невозможен",
    cannot_start: "Не удалось начать игру",
};

impl Texts {
    #[must_use]
    pub const fn side(&self, side: Side) -> &'static str {
        match side {
            Side::South => self.south,
            Side::North => self.north,
        }
    }

    /// Why a move is illegal, in this language (the engine's English text for rare reasons).
    #[must_use]
    pub fn illegal_move(&self, err: &IllegalMove) -> String {
        match err.reason {
            IllegalReason::GameOver => format!("{}.", self.game_over),
            IllegalReason::NotYourPit { .. } => self.not_your_pit.to_string(),
            IllegalReason::EmptyPit { .. } => self.empty_pit.to_string(),
            _ => format!("{}: {err}", self.illegal),
        }
    }
}
