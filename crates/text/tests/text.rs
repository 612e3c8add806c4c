//! The two languages are complete and agree, plurals follow each language, and every step the
//! engine produces in random games of every variant is narrated in both languages.

use fluent_bundle::FluentResource;
use mancala_engine::{
    variants, EndReason, Game, Inconsistency, Layout, Part, PositionError, Rows, Setup, Side, Step, Variant,
    VariantError,
};
use mancala_text::{
    illegal_move, inconsistency, outcome, pits, position_error, seeds, side, variant_error, Case, Lang, Narrator,
};
use std::collections::BTreeSet;

fn message_ids(lang: Lang) -> BTreeSet<String> {
    let resource = FluentResource::try_new(lang.source().to_string())
        .unwrap_or_else(|(_, errors)| panic!("{} locale does not parse: {errors:?}", lang.code()));
    resource
        .entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

#[test]
fn locales_parse_and_have_the_same_messages() {
    let uk = message_ids(Lang::Uk);
    let ru = message_ids(Lang::Ru);
    assert!(uk.len() > 50, "uk has only {} messages", uk.len());
    let only_uk: Vec<_> = uk.difference(&ru).collect();
    let only_ru: Vec<_> = ru.difference(&uk).collect();
    assert!(only_uk.is_empty() && only_ru.is_empty(), "only in uk: {only_uk:?}; only in ru: {only_ru:?}");
}

#[test]
fn plural_forms_follow_each_language() {
    assert_eq!(seeds(Lang::Uk, 1), "1 зерно");
    assert_eq!(seeds(Lang::Uk, 2), "2 зерна");
    assert_eq!(seeds(Lang::Uk, 5), "5 зерен");
    assert_eq!(seeds(Lang::Uk, 21), "21 зерно");
    assert_eq!(seeds(Lang::Uk, 12), "12 зерен");
    assert_eq!(seeds(Lang::Ru, 1), "1 зерно");
    assert_eq!(seeds(Lang::Ru, 3), "3 зерна");
    assert_eq!(seeds(Lang::Ru, 5), "5 зёрен");
    assert_eq!(seeds(Lang::Ru, 22), "22 зерна");
    // Numbers go through the patched fluent-bundle (vendor/fluent-bundle/PATCHED.md): exact
    // digits and CLDR categories for the teens, hundreds and large counts too.
    assert_eq!(seeds(Lang::Uk, 0), "0 зерен");
    assert_eq!(seeds(Lang::Uk, 111), "111 зерен");
    assert_eq!(seeds(Lang::Uk, 1001), "1001 зерно");
    assert_eq!(seeds(Lang::Ru, 14), "14 зёрен");
    assert_eq!(seeds(Lang::Ru, 104), "104 зерна");
    assert_eq!(seeds(Lang::Ru, 4_000_000), "4000000 зёрен");
    assert_eq!(pits(Lang::Uk, 6), "6 ямок");
    assert_eq!(pits(Lang::Ru, 3), "3 лунки");
}

#[test]
fn side_names_decline() {
    assert_eq!(side(Lang::Uk, Side::South, Case::Genitive), "Півдня");
    assert_eq!(side(Lang::Ru, Side::North, Case::Dative), "Северу");
}

#[test]
fn kalah_capture_is_narrated_by_its_rule() {
    let v = Variant::new("kalah", &[]).unwrap();
    let p = v.parse_position("S=[1,0,0,0,0,5] N=[1,1,1,1,2,1] SS=0 NS=0, S to move").unwrap();
    let (_, steps) = v.play_token(&p, "S0").unwrap();
    let capture = steps.iter().find(|s| matches!(s, Step::Capture { .. })).unwrap();
    let uk = Narrator::new(Lang::Uk, v.layout()).narrate(capture, Side::South);
    let ru = Narrator::new(Lang::Ru, v.layout()).narrate(capture, Side::South);
    assert!(uk.contains("порожню ямку свого ряду") && uk.contains("2 зерна"), "{uk}");
    assert!(ru.contains("пустую лунку своего ряда") && ru.contains("2 зерна"), "{ru}");
}

#[test]
fn illegal_moves_are_explained_in_both_languages() {
    let v = Variant::new("kalah", &[]).unwrap();
    let p = v.parse_position("S=[0,3,0,0,0,5] N=[1,1,1,1,2,1] SS=0 NS=0, S to move").unwrap();
    let err = v.play_token(&p, "S0").unwrap_err();
    let mancala_engine::MoveError::Illegal(err) = err else { panic!("{err}") };
    assert_eq!(illegal_move(Lang::Uk, v.layout(), &err), "Ямка 1 Півдня порожня: нема чого сіяти.");
    assert_eq!(illegal_move(Lang::Ru, v.layout(), &err), "Лунка 1 Юга пуста: сеять нечего.");
}

/// Each reason a move token cannot be read (`MoveParseReason`) is said in its own sentence, in
/// both languages, naming the part of the token that cannot be read when there are several.
#[test]
fn an_unreadable_move_says_why_in_both_languages() {
    use mancala_engine::{MoveParseError, MoveParseReason};
    use mancala_text::move_parse_error;
    let v = Variant::new("kalah", &[]).unwrap();
    let p = v.start_position();
    let err = |token: &str| match v.parse_move(&p, token) {
        Err(e) => e,
        Ok(m) => panic!("{token} was read as {m:?}"),
    };
    let cases = [
        (
            err("  "),
            MoveParseReason::Empty,
            "Хід порожній: у ньому немає ні ямки, ні вибору.",
            "Ход пустой: в нём нет ни лунки, ни выбора.",
        ),
        (
            err("S9"),
            MoveParseReason::NotAnAction,
            "Хід «S9» не вдалося прочитати: це не назва ямки цієї дошки і не вибір у ході.",
            "Ход «S9» не удалось прочитать: это не название лунки этой доски и не выбор в ходе.",
        ),
        (
            err("S2/zz"),
            MoveParseReason::NotAnAction,
            "У ході «S2/zz» не вдалося прочитати «zz»: це не назва ямки цієї дошки і не вибір у ході.",
            "В ходе «S2/zz» не удалось прочитать «zz»: это не название лунки этой доски и не выбор в ходе.",
        ),
    ];
    for (e, reason, uk, ru) in cases {
        assert_eq!(e.reason, reason, "{e:?}");
        assert_eq!(move_parse_error(Lang::Uk, &e), uk);
        assert_eq!(move_parse_error(Lang::Ru, &e), ru);
    }
    // Built by hand for the same token, the two reasons give two different sentences.
    for lang in [Lang::Uk, Lang::Ru] {
        let [empty, unread] = [MoveParseReason::Empty, MoveParseReason::NotAnAction]
            .map(|reason| move_parse_error(lang, &MoveParseError { token: "S9".into(), part: "S9".into(), reason }));
        assert_ne!(empty, unread);
    }
}

/// Every way a position can break its game's rules, once each (the match below has no `_`, so a
/// new kind of [`Inconsistency`] does not compile until it is listed here).
fn every_inconsistency() -> Vec<Inconsistency> {
    let bao = Layout { rows: Rows::Four, columns: 8 };
    let mut all: Vec<Inconsistency> = EndReason::ALL.into_iter().map(Inconsistency::AlreadyOver).collect();
    for part in [Part::Stores, Part::Off, Part::Reserves, Part::Rounds, Part::House, Part::Blocking] {
        all.push(Inconsistency::NoSuchPart(part));
    }
    all.extend([
        Inconsistency::OffBeforeEnd,
        Inconsistency::BlockedOffBoard { index: 40 },
        Inconsistency::BlockedNotInner { layout: bao, pit: 2 },
        Inconsistency::EmptyHouse { layout: bao, pit: 12 },
        Inconsistency::Columns { columns: 1 },
        Inconsistency::RoundZero,
        Inconsistency::FirstRoundOwners,
        Inconsistency::NotTheSetter,
        Inconsistency::SetupWithoutChoice,
    ]);
    for r in &all {
        match r {
            Inconsistency::AlreadyOver(_)
            | Inconsistency::NoSuchPart(_)
            | Inconsistency::OffBeforeEnd
            | Inconsistency::BlockedOffBoard { .. }
            | Inconsistency::BlockedNotInner { .. }
            | Inconsistency::EmptyHouse { .. }
            | Inconsistency::Columns { .. }
            | Inconsistency::RoundZero
            | Inconsistency::FirstRoundOwners
            | Inconsistency::NotTheSetter
            | Inconsistency::SetupWithoutChoice => {}
        }
    }
    all
}

/// A position that breaks a rule is told in words in both languages, each kind its own sentence,
/// with the rule named; the engine's English is for the CLI.
#[test]
fn every_broken_rule_of_a_position_is_said_in_both_languages() {
    for lang in [Lang::Uk, Lang::Ru] {
        let mut seen = BTreeSet::new();
        for reason in every_inconsistency() {
            let text = inconsistency(lang, "X-1", reason);
            assert!(text.contains("X-1"), "{reason:?} does not name its rule: {text}");
            assert!(!text.contains('⟦') && !text.contains('{') && text.ends_with('.'), "{reason:?}: {text}");
            assert!(text.chars().next().is_some_and(char::is_uppercase), "{reason:?}: {text}");
            assert!(seen.insert(text.clone()), "{reason:?} says the same as another: {text}");
        }
    }
    // Said through a real position: Kalah with a row empty and no result.
    let v = Variant::new("kalah", &[]).unwrap();
    let err = v.parse_position("S=[0,0,0,0,0,0] N=[0,0,0,0,0,1] SS=24 NS=23, S to move").unwrap_err();
    assert_eq!(
        err,
        PositionError::Inconsistent { rule: "KAL-10", reason: Inconsistency::AlreadyOver(EndReason::RowEmpty) }
    );
    assert_eq!(
        position_error(Lang::Uk, &err),
        "Гра в цій позиції вже закінчилася, бо ряд одного з гравців спорожнів (правило KAL-10): допишіть до позиції її \
         результат (result=…)."
    );
    // A pit named the learner's way: Bao la Kiswahili with an outer pit blocked.
    let v = Variant::new("kiswahili", &[]).unwrap();
    let start = v.start_position().to_setup().to_text().unwrap();
    let err = v.parse_position(&start.replace(", S to move", " blocked=S.O3, S to move")).unwrap_err();
    assert_eq!(
        position_error(Lang::Ru, &err),
        "Заблокировать можно только лунку внутреннего ряда, а не лунку 3 внешнего ряда Юга (правило KSW-21)."
    );
}

/// A position's text that cannot be read says where and what it lacks there, in both
/// languages, from the engine's typed reason (the engine's English is for the CLI); each bad
/// text here stops the reader for another reason.
#[test]
fn a_position_text_that_cannot_be_read_says_where_and_why() {
    let bad = [
        ("S=[4,4,x] N=[4,4,4], S to move", "очікувалося число"),
        ("S=[4,4,999] N=[4,4,4], S to move", "S має 999 зерен"),
        ("S=4 N=[4,4,4], S to move", "після «S=» має бути список"),
        ("S=[4,4;4] N=[4,4,4], S to move", "у списку «S» числа розділяють комою"),
        ("S=[4,4,4] N=[4,4,4] moves=3;2, S to move", "два числа"),
        ("S=[4,4,4] N=[4,4,4], X to move", "S to move"),
        ("S=[4,4,4] N=[4,4,4] S.house=gone, S to move", "destroyed"),
        ("S=[4,4,4] N=[4,4,4] starter=X, S to move", "після «starter=» пишуть S або N"),
        ("S=[4,4,4] N=[4,4,4] result=S:nothing, S to move", "результат пишуть так"),
        ("S=[4,4,4] N=[4,4,4] colour=red, S to move", "ключа «colour»"),
        ("S=[4,4,4] S.I=[4,4,4], S to move", "змішано ключі"),
        ("S=[4,4,4], S to move", "бракує рядів"),
        ("S=[4,4,4] N=[4,4,4] own=SSXNNN, S to move", "«own=»"),
    ];
    let mut seen = BTreeSet::new();
    for (text, said) in bad {
        let err = Setup::parse(text).unwrap_err();
        let PositionError::Syntax { column, reason } = &err else { panic!("{text}: {err:?}") };
        let uk = position_error(Lang::Uk, &err);
        assert!(uk.contains(&format!("у символі {column} ")) && uk.contains(said), "{text}: {uk}");
        let ru = position_error(Lang::Ru, &err);
        assert!(ru.contains(&format!("в символе {column} ")) && !ru.contains('⟦'), "{text}: {ru}");
        assert!(seen.insert(format!("{reason:?}")), "{text}: a reason already tested");
    }
    // A pit name that is not on the board.
    let v = Variant::new("kiswahili", &[]).unwrap();
    let start = v.start_position().to_setup().to_text().unwrap();
    let err = v.parse_position(&start.replace(", S to move", " blocked=S.I9, S to move")).unwrap_err();
    assert!(position_error(Lang::Uk, &err).contains("«S.I9» — не ямка цієї дошки"), "{err:?}");
}

/// A move that stops before a decision says which decision comes next, each its own sentence
/// in both languages (the match has no `_`: a new kind must be listed).
#[test]
fn an_unfinished_move_says_what_comes_next() {
    use mancala_engine::{Expected as E, IllegalMove, IllegalReason, Move};
    let all = [
        E::Pit,
        E::PlantPit,
        E::Direction,
        E::Head,
        E::StopOrGo,
        E::OtherSowing,
        E::TakeOrPass,
        E::Take,
        E::TakeOrLeave,
        E::SetupPitOrPass,
        E::SetupPit,
        E::Other,
    ];
    for e in all {
        match e {
            E::Pit
            | E::PlantPit
            | E::Direction
            | E::Head
            | E::StopOrGo
            | E::OtherSowing
            | E::TakeOrPass
            | E::Take
            | E::TakeOrLeave
            | E::SetupPitOrPass
            | E::SetupPit
            | E::Other => {}
        }
    }
    let layout = Layout { rows: Rows::Four, columns: 8 };
    for lang in [Lang::Uk, Lang::Ru] {
        let mut seen = BTreeSet::new();
        for expected in all {
            let err = IllegalMove { mv: Move::sow(3), reason: IllegalReason::Incomplete { expected } };
            let text = illegal_move(lang, layout, &err);
            assert!(!text.contains('⟦') && !text.contains('{') && text.ends_with('.'), "{expected:?}: {text}");
            assert!(seen.insert(text.clone()), "{expected:?} says the same as another: {text}");
        }
    }
    // Through the engine: Kujifunza's S.I1 needs its direction next (KUJ-5).
    let v = Variant::new("kujifunza", &[]).unwrap();
    let Err(mancala_engine::MoveError::Illegal(err)) = v.play_token(&v.start_position(), "S.I1") else { panic!() };
    assert_eq!(err.reason, IllegalReason::Incomplete { expected: E::Direction });
    assert_eq!(illegal_move(Lang::Uk, v.layout(), &err), "Хід ще не завершено: оберіть напрямок сівби.");
    assert_eq!(illegal_move(Lang::Ru, v.layout(), &err), "Ход ещё не закончен: выберите направление посева.");
}

/// An embed built with one family names a game of the other one as such (the error only a
/// one-family build gives, so it is built here by hand).
#[test]
fn a_game_of_a_family_left_out_is_named_in_both_languages() {
    let err = VariantError::FamilyNotBuilt { id: "kiswahili".into(), rows: Rows::Four };
    assert_eq!(
        variant_error(Lang::Uk, &err),
        "«kiswahili» — гра на чотирьох рядах, а на цій дошці є лише ігри на двох рядах."
    );
    let err = VariantError::FamilyNotBuilt { id: "oware".into(), rows: Rows::Two };
    assert_eq!(
        variant_error(Lang::Ru, &err),
        "«oware» — игра на двух рядах, а на этой доске есть только игры на четырёх рядах."
    );
}

/// Plays seeded random games of every variant and narrates every step in both languages.
#[test]
fn every_step_of_every_variant_is_narrated() {
    for spec in variants() {
        let variant = Variant::new(spec.id, &[]).unwrap();
        for seed in 1..=6u64 {
            let mut game = Game::new(variant.clone());
            let mut rng = seed;
            for _ in 0..300 {
                let legal = variant.legal_moves(game.position());
                if legal.is_empty() {
                    break;
                }
                rng = rng.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                let mv = legal[(rng >> 33) as usize % legal.len()].clone();
                let mover = game.position().to_move();
                let steps = game.play(&mv).unwrap();
                for lang in Lang::ALL {
                    let narrator = Narrator::new(lang, variant.layout());
                    for step in &steps {
                        let text = narrator.narrate(step, mover);
                        assert!(
                            !text.contains('⟦') && !text.contains('{') && !text.trim().is_empty(),
                            "{} {}: {step:?} -> {text}",
                            spec.id,
                            lang.code()
                        );
                    }
                }
            }
            if let Some(o) = game.position().outcome() {
                for lang in Lang::ALL {
                    assert!(!outcome(lang, &o).contains('⟦'));
                }
            }
        }
    }
}

#[test]
fn a_language_that_cannot_be_loaded_is_named_in_the_shown_one() {
    use mancala_text::tr;
    let uk = tr(Lang::Uk, "site-locale-offline", &[("lang", "ru".into())]);
    assert!(uk.starts_with("Не вдалося завантажити російську версію сайту"), "{uk}");
    let ru = tr(Lang::Ru, "site-locale-missing", &[("lang", "uk".into())]);
    assert!(ru.starts_with("Украинской версии сайта не нашлось"), "{ru}");
    let ru = tr(Lang::Ru, "site-locale-unreadable", &[("lang", "ru".into())]);
    assert!(ru.starts_with("Русскую версию сайта не удалось прочитать"), "{ru}");
}

/// The class table's count of lines added says «none» in words for 0, and agrees with the
/// number otherwise; an assignment's many items agree with their count (issue 36).
#[test]
fn the_class_tables_counts_read_naturally() {
    use mancala_text::tr;
    let added = |l, n: usize| tr(l, "site-teacher-added", &[("count", n.into())]);
    assert_eq!(added(Lang::Uk, 0), "Жодного рядка не додано.");
    assert_eq!(added(Lang::Uk, 1), "Додано 1 рядок.");
    assert_eq!(added(Lang::Uk, 3), "Додано 3 рядки.");
    assert_eq!(added(Lang::Uk, 11), "Додано 11 рядків.");
    assert_eq!(added(Lang::Ru, 0), "Ни одной строки не добавлено.");
    assert_eq!(added(Lang::Ru, 21), "Добавлена 21 строка.");
    let many = tr(Lang::Uk, "site-task-many", &[("count", 42_usize.into()), ("max", 40_usize.into())]);
    assert!(many.starts_with("У посиланні 42 пункти, а в завданні може бути щонайбільше 40."), "{many}");
}
