//! Every error of the game record format (parse and replay) is told in both languages with its
//! line and column.

use mancala_text::{record_error, replay_error, Lang};

/// One text per error kind of `mancala_record::parse`, with where it is reported.
const PARSE_ERRORS: &[(&str, usize, usize)] = &[
    ("[Variant \"kalah\"]\n1. S2 {uk: no end", 2, 7),
    ("[Title \"no end", 1, 1),
    ("[Variant \"kalah\"]\n1. S2 S5 (1... S3", 2, 10),
    ("[Variant \"kalah\"]\n1. S2 )", 2, 7),
    ("[Titel \"x\"]", 1, 2),
    ("[Variant \"kalah\"][Variant \"oware\"]", 1, 19),
    ("[Title x]", 1, 8),
    ("[Title \"x\" x]", 1, 12),
    ("[\"x\"]", 1, 2),
    ("[Variant \"kalah\"]\n1. S2 [Date \"x\"]", 2, 7),
    ("1. S2", 1, 1),
    ("[Variant \"kalah\"][Option \"grand_slam\"]", 1, 27),
    ("[Variant \"kalah\"]\n1. S2 3. S5", 2, 7),
    ("[Variant \"kalah\"]\n1. S2 S5 2.", 2, 10),
    ("[Variant \"kalah\"]\n(1. S2)", 2, 1),
    ("[Variant \"kalah\"]\n1. S2 ()", 2, 7),
    ("[Variant \"kalah\"]\n1. S2 ; x", 2, 7),
];

#[test]
fn parse_errors_are_told_in_both_languages_with_line_and_column() {
    for &(text, line, column) in PARSE_ERRORS {
        let err = mancala_record::parse(text).expect_err(text);
        assert_eq!((err.line, err.column), (line, column), "{text:?}: {err}");
        let uk = record_error(Lang::Uk, &err);
        let ru = record_error(Lang::Ru, &err);
        assert!(uk.starts_with(&format!("Рядок {line}, стовпчик {column}: ")), "{uk}");
        assert!(ru.starts_with(&format!("Строка {line}, столбец {column}: ")), "{ru}");
        for s in [&uk, &ru] {
            assert!(!s.contains('⟦'), "missing message: {s}");
        }
        assert_ne!(uk, ru);
    }
}

/// Each part a badly written tag lacks (`mancala_record::TagPart`) is told in its own sentence, in
/// both languages: the record's typed part, not its English, chooses the message.
#[test]
fn each_bad_tag_part_is_told_in_its_own_words() {
    use mancala_record::{RecordErrorKind, TagPart};
    let cases = [
        (
            "[\"kalah\"]",
            TagPart::Name,
            "Рядок 1, стовпчик 2: тут має бути назва тегу (тег має вигляд [Title \"…\"]).",
            "Строка 1, столбец 2: здесь должно быть название тега (тег выглядит как [Title \"…\"]).",
        ),
        (
            "[Title x]",
            TagPart::QuotedValue,
            "Рядок 1, стовпчик 8: тут має бути значення тегу в лапках (тег має вигляд [Title \"…\"]).",
            "Строка 1, столбец 8: здесь должно быть значение тега в кавычках (тег выглядит как [Title \"…\"]).",
        ),
        (
            "[Title \"x\" x]",
            TagPart::Close,
            "Рядок 1, стовпчик 12: після значення тегу має стояти «]».",
            "Строка 1, столбец 12: после значения тега должна стоять «]».",
        ),
    ];
    assert_eq!(cases.map(|c| c.1), TagPart::ALL, "one case per part");
    for (text, part, uk, ru) in cases {
        let err = mancala_record::parse(text).expect_err(text);
        assert_eq!(err.kind, RecordErrorKind::BadTag { expected: part }, "{text:?}");
        assert_eq!(record_error(Lang::Uk, &err), uk, "{part:?}");
        assert_eq!(record_error(Lang::Ru, &err), ru, "{part:?}");
    }
    // Built by hand at one place, the three parts give three different sentences in each language.
    for lang in [Lang::Uk, Lang::Ru] {
        let told = TagPart::ALL.map(|part| {
            record_error(
                lang,
                &mancala_record::RecordError { line: 1, column: 1, kind: RecordErrorKind::BadTag { expected: part } },
            )
        });
        assert!(told[0] != told[1] && told[1] != told[2] && told[0] != told[2], "{told:?}");
    }
}

#[test]
fn a_deep_nesting_is_told_with_its_limit() {
    let text = format!("[Variant \"kalah\"]\n1. S2 {}S5{}", "(1. S3 ".repeat(40), ")".repeat(40));
    let err = mancala_record::parse(&text).expect_err("too deep");
    assert!(record_error(Lang::Uk, &err).contains(&mancala_record::MAX_DEPTH.to_string()));
}

#[test]
fn replay_errors_are_told_in_both_languages() {
    let cases: &[(&str, &str, &str)] = &[
        ("[Variant \"nope\"]\n", "«nope»", "«nope»"),
        ("[Variant \"kalah\"]\n[Option \"nonsense=1\"]\n", "«nonsense=1»", "«nonsense=1»"),
        ("[Variant \"kalah\"]\n[Start \"S=[9\"]\n", "початкова позиція", "начальная позиция"),
        ("[Variant \"kalah\"]\n1. S2 N9\n", "«1... N9»", "«1... N9»"),
        ("[Variant \"kalah\"]\n1. S0 N0 (1... S1)\n", "у варіанті", "в варианте"),
        (
            "[Variant \"kalah\"]\n[Option \"seeds_per_pit=3\"]\n[Option \"kalah.seeds_per_pit=5\"]\n",
            "параметр «kalah.seeds_per_pit» задано двічі",
            "параметр «kalah.seeds_per_pit» задан дважды",
        ),
    ];
    for &(text, uk_has, ru_has) in cases {
        let record = mancala_record::parse(text).expect(text);
        let err = record.replay().expect_err(text);
        let uk = replay_error(Lang::Uk, &err);
        let ru = replay_error(Lang::Ru, &err);
        assert!(
            uk.starts_with(&format!("Рядок {}, стовпчик {}: ", err.line, err.column)) && uk.contains(uk_has),
            "{uk}"
        );
        assert!(
            ru.starts_with(&format!("Строка {}, столбец {}: ", err.line, err.column)) && ru.contains(ru_has),
            "{ru}"
        );
        assert!(!uk.contains('⟦') && !ru.contains('⟦'), "{uk} / {ru}");
    }
}

/// A record built from an embedded board's attributes has no line and column: its message starts
/// the sentence, with a capital letter.
#[test]
fn replay_errors_without_a_place_start_with_a_capital() {
    let mut bad_move = mancala_record::Record::new("oware");
    bad_move.mainline.nodes = vec![mancala_record::Node::new("S2"), mancala_record::Node::new("S2")];
    let mut bad_option = mancala_record::Record::new("oware");
    bad_option.options.push(("nonsense".into(), "1".into()));
    let mut bad_start = mancala_record::Record::new("oware");
    bad_start.start = Some("S=[9".into());
    let cases = [
        (bad_move, "Хід «1... S2»: ", "Ход «1... S2»: "),
        (bad_option, "Параметр «nonsense=1»: ", "Параметр «nonsense=1»: "),
        (bad_start, "Початкова позиція: ", "Начальная позиция: "),
    ];
    for (record, uk_start, ru_start) in cases {
        let err = record.replay().expect_err(uk_start);
        assert_eq!(err.line, 0);
        let uk = replay_error(Lang::Uk, &err);
        let ru = replay_error(Lang::Ru, &err);
        assert!(uk.starts_with(uk_start), "{uk}");
        assert!(ru.starts_with(ru_start), "{ru}");
    }
}

/// A record past one of the limits of `mancala_record::Limit` is told in both languages with the
/// limit's value (the record error of each limit is built by hand: parsing one would take a megabyte).
#[test]
fn every_limit_is_told_with_its_value() {
    for limit in mancala_record::Limit::ALL {
        let err = mancala_record::RecordError {
            line: 3,
            column: 5,
            kind: mancala_record::RecordErrorKind::TooMuch { limit },
        };
        let uk = record_error(Lang::Uk, &err);
        let ru = record_error(Lang::Ru, &err);
        for (s, start) in [(&uk, "Рядок 3, стовпчик 5: "), (&ru, "Строка 3, столбец 5: ")] {
            assert!(s.starts_with(start), "{s}");
            assert!(!s.contains('⟦'), "{limit:?}: {s}");
            assert!(s.contains(&limit.max().to_string()), "{limit:?}: {s}");
        }
        assert_ne!(uk, ru);
    }
    let text = format!("[Variant \"kalah\"]\n1. {}", "S".repeat(mancala_record::Limit::TokenLength.max() + 1));
    let err = mancala_record::parse(&text).expect_err("a token too long");
    assert_eq!(record_error(Lang::Uk, &err), "Рядок 2, стовпчик 4: хід записано задовгим словом: понад 256 символів.");
    assert_eq!(
        record_error(Lang::Ru, &err),
        "Строка 2, столбец 4: ход записан слишком длинным словом: больше 256 символов."
    );
}

/// The position errors of issue 16 say what is wrong in both languages, with the value at fault.
#[test]
fn position_errors_name_the_bad_value() {
    use mancala_engine::Setup;
    use mancala_text::position_error;
    let err = |text: &str| match Setup::parse(text).and_then(|s| s.to_position()) {
        Err(e) => e,
        Ok(_) => panic!("{text} was accepted"),
    };
    let row = vec!["1"; 300].join(",");
    let cases = [
        (
            err("S=[4,4] N=[4,4] SS=1 SS=2, S to move"),
            "У записі позиції ключ «SS» повторено (символ 22): кожен ключ пишуть один раз.",
            "В записи позиции ключ «SS» повторён (символ 22): каждый ключ пишут один раз.",
        ),
        (
            err(&format!("S=[{row}] N=[{row}], S to move")),
            "У ряді S 300 ямок, а дошка має щонайбільше 16 стовпчиків.",
            "В ряду S 300 лунок, а у доски не больше 16 столбцов.",
        ),
        (
            err("S=[0,0,0,0,0,0] N=[1,0,0,0,0,0] SS=30 NS=17 result=N:majority, S to move"),
            "Позиція віддає перемогу Півночі за більшістю зерен, але в амбарі Півночі лише 17 зерен, а в амбарі суперника — 30.",
            "Позиция отдаёт победу Северу по большинству зёрен, но в амбаре Севера только 17 зёрен, а в амбаре соперника — 30.",
        ),
        (
            err("S=[0,0,0,0,0,0] N=[1,0,0,0,0,0] SS=21 NS=20 result=draw:majority, S to move"),
            "Позиція каже, що гра скінчилася внічию за більшістю зерен, але в амбарі Півдня 21 зерно, а в амбарі Півночі — 20 зерен.",
            "Позиция говорит, что игра закончилась вничью по большинству зёрен, но в амбаре Юга 21 зерно, а в амбаре Севера — 20 зёрен.",
        ),
    ];
    for (e, uk, ru) in cases {
        assert_eq!(position_error(Lang::Uk, &e), uk);
        assert_eq!(position_error(Lang::Ru, &e), ru);
    }
}
