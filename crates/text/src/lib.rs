//! Everything the learner reads, in Ukrainian and Russian: interface strings, error messages and
//! the narration of every engine step.
//!
//! Strings live in Fluent files (`locales/uk.ftl`, `locales/ru.ftl`) so that plural forms follow
//! each language's rules (1 зерно, 2 зерна, 5 зерен / зёрен). Narration is chosen from the step's
//! kind and its rule ID: `step-<kind>--<RULE>` when the locale has it, else `step-<kind>`.
//! This crate has no web dependencies; the site and the tests use it alike.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use mancala_engine::{
    EndReason, Expected, Forbidden, HeadReason, IllegalMove, IllegalReason, Inconsistency, Layout, MoveParseError,
    MoveParseReason, Note, Outcome, Place, Position, PositionError, RelayReason, Row, Rows, Side, Step, Syntax,
    VariantError, VariantSpec,
};
use std::cell::RefCell;
use std::rc::Rc;

mod embed_strings;
mod errors;
mod locale;
mod narrator;
pub use embed_strings::{
    embed_subset, embed_subset_for, is_embed_message, is_export_only, locale_part, message_rows, rule_rows, subset,
    LocalePart, CLASS_MESSAGES, EMBED_SITE_MESSAGES, EXPORT_ONLY, PAGES_MESSAGES,
};
pub use errors::{
    illegal_move, inconsistency, move_parse_error, position_error, record_error, replay_error, variant_error,
};
pub use locale::{
    add_locale, has, is_locale_loaded, is_part_loaded, pits, seeds, set_locale, t, tr, Arg, Lang, LocaleError,
};
pub use narrator::Narrator;

/// The grammatical case a side's name is needed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    Nominative,
    Genitive,
    Dative,
}

/// "Південь", "Півдня", "Півдню" / "Юг", "Юга", "Югу".
#[must_use]
pub fn side(lang: Lang, side: Side, case: Case) -> String {
    let suffix = match case {
        Case::Nominative => "",
        Case::Genitive => "-gen",
        Case::Dative => "-dat",
    };
    t(lang, &format!("side-{}{suffix}", side.letter()))
}

/// A variant's name in the language.
#[must_use]
pub fn variant_name(lang: Lang, spec: &VariantSpec) -> &'static str {
    match lang {
        Lang::Uk => spec.name_uk,
        Lang::Ru => spec.name_ru,
    }
}

/// Why the game ended, as a clause ("ряд одного з гравців спорожнів").
#[must_use]
pub fn end_reason(lang: Lang, reason: EndReason) -> String {
    tr(lang, &format!("end-{}", reason.token()), &[("loser", "someone".into())])
}

/// The result line of a finished game. Where the reason is one player's loss (an inner row
/// emptied), it names that player; a draw of that kind names both.
#[must_use]
pub fn outcome(lang: Lang, outcome: &Outcome) -> String {
    let loser = match outcome.winner {
        Some(w) => side(lang, w.opponent(), Case::Genitive),
        None => "none".to_string(),
    };
    let reason = tr(lang, &format!("end-{}", outcome.reason.token()), &[("loser", loser.into())]);
    match outcome.winner {
        Some(w) => tr(
            lang,
            "step-game-end-win",
            &[("winner", side(lang, w, Case::Nominative).into()), ("reason", reason.into())],
        ),
        None => tr(lang, "step-game-end-draw", &[("reason", reason.into())]),
    }
}

/// A pit named the learner's way: numbered from 1 from its owner's left, with its row in words
/// on four-row boards and its side: «3 Півночі», «5 внутрішнього ряду Півдня» / «3 Севера»,
/// «5 внутреннего ряда Юга». It follows the word for pit («ямка», «лунка») in any case, so the
/// sentences keep their grammar. The engine's notation (`N2`, `S.I5`) stays in records and links.
#[must_use]
pub fn pit_label(lang: Lang, layout: Layout, pit: usize) -> String {
    let rows = match layout.rows {
        Rows::Two => "two",
        Rows::Four => "four",
    };
    let n = layout.learner_number(pit);
    let row = match layout.row_of(pit) {
        Row::Inner => "inner",
        Row::Outer => "outer",
        Row::Near => "near",
    };
    tr(
        lang,
        "pit-label",
        &[
            ("rows", rows.into()),
            ("row", row.into()),
            ("n", n.into()),
            ("owner-gen", side(lang, layout.side_of(pit), Case::Genitive).into()),
        ],
    )
}

/// A pit the learner's way with the word for pit in a grammatical case (`nom`, `gen`, `acc`):
/// «ямки 3 Півдня», «лунку 5 внутреннего ряда Юга» (the message `site-pit-case`), for sentences
/// that name a pit with its word, as the computer's hints and the lessons' feedback do.
#[must_use]
pub fn pit_words(lang: Lang, layout: Layout, pit: usize, case: &'static str) -> String {
    let row = match layout.row_of(pit) {
        Row::Near => "near",
        Row::Inner => "inner",
        Row::Outer => "outer",
    };
    let n = layout.learner_number(pit);
    let owner = side(lang, layout.side_of(pit), Case::Genitive);
    tr(lang, "site-pit-case", &[("case", case.into()), ("row", row.into()), ("n", n.into()), ("side", owner.into())])
}

/// A move in the learner's words, for a task's solution or a move list: «хід з ямки 3 Півдня»,
/// «садіння в ямку 6 внутрішнього ряду Півдня, з лівої голови» (parts joined by commas, in the
/// order of the move's actions).
#[must_use]
pub fn move_label(lang: Lang, layout: Layout, mv: &mancala_engine::Move) -> String {
    use mancala_engine::{Action, DirectionChoice};
    let mut parts = Vec::new();
    for action in mv.actions() {
        let pit = |p: u8| Arg::Str(pit_label(lang, layout, usize::from(p)));
        let (kind, p) = match *action {
            Action::Sow(p) => ("sow", Some(p)),
            Action::Plant(p) => ("plant", Some(p)),
            Action::Take(p) => ("take", Some(p)),
            Action::Head(p) if layout.number(usize::from(p)) == 1 => ("head-left", None),
            Action::Head(_) => ("head-right", None),
            Action::Dir(DirectionChoice::Cw) => ("cw", None),
            Action::Dir(DirectionChoice::Ccw) => ("ccw", None),
            Action::Continue(true) => ("go", None),
            Action::Continue(false) => ("stop", None),
            // A move that is only a pass: nothing to sow (Nam-Nam, NAM-3), not the end of a
            // choice of extra pits.
            Action::Pass if mv.actions().len() == 1 => ("pass-turn", None),
            Action::Pass => ("pass", None),
        };
        let args: Vec<(&str, Arg)> = match p {
            Some(p) => vec![("part", kind.into()), ("pit", pit(p))],
            None => vec![("part", kind.into()), ("pit", "".into())],
        };
        parts.push(tr(lang, "move-label", &args));
    }
    parts.join(", ")
}

/// A puzzle's winning line for a worksheet's key, each move in the learner's words:
/// «Розв’язок: хід з ямки 2 Півночі → хід з ямки 5 Півдня.»
#[must_use]
pub fn puzzle_key_line(lang: Lang, layout: Layout, moves: &[mancala_engine::Move]) -> String {
    let words: Vec<String> = moves.iter().map(|mv| move_label(lang, layout, mv)).collect();
    tr(lang, "puzzle-key-line", &[("line", words.join(" → ").into())])
}

/// Why a puzzle's answer wins, in one sentence, from the facts of its line (the content's
/// `PuzzleKey`): what the answer does at once (`first`: `ends`, `extra-store`, `extra`,
/// `capture`, taking `taken` seeds), the seeds each side wins over the line, and the least the
/// opponent's answer takes after any other move (`others`).
#[must_use]
pub fn puzzle_key_why(
    lang: Lang,
    first: Option<&str>,
    taken: u32,
    mine: u32,
    theirs: u32,
    others: Option<u32>,
) -> String {
    let gain = |start: &str| {
        tr(
            lang,
            "puzzle-key-gain",
            &[
                ("start", start.into()),
                ("mine", i64::from(mine).into()),
                ("theirs", i64::from(theirs).into()),
                ("mine-seeds", seeds(lang, mine).into()),
                ("theirs-seeds", seeds(lang, theirs).into()),
            ],
        )
    };
    let mut sentence = match first {
        Some(kind) => {
            let opening = tr(lang, &format!("puzzle-key-first-{kind}"), &[("seeds", seeds(lang, taken).into())]);
            format!("{opening}; {}", gain("lower"))
        }
        None => gain("upper"),
    };
    if let Some(least) = others {
        sentence.push_str("; ");
        sentence.push_str(&tr(lang, "puzzle-key-others", &[("seeds", seeds(lang, least).into())]));
    }
    sentence.push('.');
    sentence
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_locale_given_at_run_time_is_used_and_a_broken_one_is_refused() {
        set_locale(Lang::Ru, "greeting = Привет, { $name }!\n".to_string()).unwrap();
        assert!(is_locale_loaded(Lang::Ru));
        assert_eq!(tr(Lang::Ru, "greeting", &[("name", "Юг".into())]), "Привет, Юг!");
        assert_eq!(t(Lang::Ru, "no-such-message"), "⟦no-such-message⟧");

        let err = set_locale(Lang::Ru, "greeting = {\n".to_string()).unwrap_err();
        assert_eq!(err.lang, Lang::Ru);
        assert!(err.to_string().starts_with("the ru locale is not valid Fluent"), "{err}");
        // The language keeps what it had.
        assert_eq!(tr(Lang::Ru, "greeting", &[("name", "Север".into())]), "Привет, Север!");
    }

    #[cfg(not(feature = "embedded-locales"))]
    #[test]
    fn without_embedded_locales_a_language_has_nothing_until_it_is_given() {
        assert!(!is_locale_loaded(Lang::Uk));
        assert!(!has(Lang::Uk, "site-title"));
        assert_eq!(t(Lang::Uk, "site-title"), "⟦site-title⟧");
        set_locale(Lang::Uk, "site-title = Манкала\n".to_string()).unwrap();
        assert!(is_locale_loaded(Lang::Uk));
        assert_eq!(t(Lang::Uk, "site-title"), "Манкала");
    }

    #[cfg(feature = "embedded-locales")]
    #[test]
    fn a_move_is_told_in_the_learners_words() {
        let layout = Layout::four_row(8);
        let mv = mancala_engine::Move::parse("+S.I6/hS.I1", layout, Side::South).unwrap();
        assert_eq!(move_label(Lang::Uk, layout, &mv), "садіння в ямку 6 внутрішнього ряду Півдня, з лівої голови");
        assert_eq!(move_label(Lang::Ru, layout, &mv), "посадка в лунку 6 внутреннего ряда Юга, с левой головы");
        let two = Layout::two_row(6);
        let mv = mancala_engine::Move::parse("S2", two, Side::South).unwrap();
        assert_eq!(move_label(Lang::Uk, two, &mv), "хід з ямки 3 Півдня");
        assert_eq!(
            tr(Lang::Uk, "lesson-solution", &[("move", move_label(Lang::Uk, two, &mv).into())]),
            "Розв’язок: хід з ямки 3 Півдня."
        );
    }

    #[cfg(feature = "embedded-locales")]
    #[test]
    fn with_embedded_locales_both_languages_are_always_there() {
        assert!(Lang::ALL.iter().all(|&l| is_locale_loaded(l)));
        assert_eq!(t(Lang::Uk, "site-title"), "Манкала: вчимося грати");
    }
}
