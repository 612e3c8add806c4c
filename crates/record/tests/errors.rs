//! Every syntax error kind, and every replay error kind, with the line and column it is reported at.

use mancala_record::{parse, Limit, RecordErrorKind as K, ReplayErrorKind as R, TagPart, MAX_DEPTH};

const V: &str = "[Variant \"kalah\"]\n";

/// Parses `text`, expects an error, returns `(line, column, kind)`.
fn fails(text: &str) -> (usize, usize, K) {
    match parse(text) {
        Ok(r) => panic!("expected an error for {text:?}, got {r:?}"),
        Err(e) => {
            // The message says where.
            assert!(e.to_string().starts_with(&format!("line {}, column {}: ", e.line, e.column)), "{e}");
            (e.line, e.column, e.kind)
        }
    }
}

#[test]
fn unterminated_comment_is_reported_at_its_brace() {
    assert_eq!(fails(&format!("{V}1. S2 {{uk: no end")), (2, 7, K::UnterminatedComment));
    // An escaped brace does not close it; a backslash at the very end neither.
    assert_eq!(fails(&format!("{V}{{a \\}} b")), (2, 1, K::UnterminatedComment));
    assert_eq!(fails(&format!("{V}  {{a\\")), (2, 3, K::UnterminatedComment));
    let e = parse(&format!("{V}1. S2 {{uk: no end")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2, column 7: unterminated comment: this `{` has no closing `}` (write `\\}` for a `}` inside a comment)"
    );
}

#[test]
fn unterminated_tag_is_reported_at_its_bracket() {
    assert_eq!(fails("[Title \"no end"), (1, 1, K::UnterminatedTag));
    assert_eq!(fails(&format!("{V} [Title \"x\"")), (2, 2, K::UnterminatedTag));
    assert_eq!(fails("[Variant \"a\\"), (1, 1, K::UnterminatedTag));
    assert_eq!(fails("\n\n   [Var"), (3, 4, K::UnterminatedTag));
}

#[test]
fn unterminated_variation_is_reported_at_the_innermost_open_parenthesis() {
    assert_eq!(fails(&format!("{V}1. S2 S5 (1... S3")), (2, 10, K::UnterminatedVariation));
    assert_eq!(fails(&format!("{V}1. S2 (1. S3 (1. S4) S1\n (1... S0 N0")), (3, 2, K::UnterminatedVariation));
}

#[test]
fn a_close_without_open() {
    assert_eq!(fails(&format!("{V}1. S2 )")), (2, 7, K::UnmatchedClose));
    assert_eq!(fails(&format!("{V}1. S2 (S3)) N1")), (2, 11, K::UnmatchedClose));
}

#[test]
fn unknown_and_duplicate_tags() {
    assert_eq!(fails("[Titel \"x\"]"), (1, 2, K::UnknownTag { name: "Titel".into() }));
    assert_eq!(fails("[ title \"x\"]"), (1, 3, K::UnknownTag { name: "title".into() }));
    assert_eq!(fails("[X- \"x\"]"), (1, 2, K::UnknownTag { name: "X-".into() }));
    assert!(parse(&format!("{V}[X-Lesson \"x\"]")).is_ok());
    assert_eq!(fails(&format!("{V}[Variant \"oware\"]")), (2, 2, K::DuplicateTag { name: "Variant".into() }));
    assert_eq!(
        fails(&format!("{V}[Title \"a\"]\n[Date \"b\"] [Title \"c\"]")),
        (3, 13, K::DuplicateTag { name: "Title".into() })
    );
    assert_eq!(fails(&format!("[Start \"x\"]{V}[Start \"y\"]")), (2, 2, K::DuplicateTag { name: "Start".into() }));
    let e = parse("[Titel \"x\"]").unwrap_err().to_string();
    assert!(e.contains("unknown tag `Titel`") && e.contains("Title"), "{e}");
}

#[test]
fn badly_written_tags() {
    assert_eq!(fails("[\"kalah\"]"), (1, 2, K::BadTag { expected: TagPart::Name }));
    assert_eq!(fails("[Title x]"), (1, 8, K::BadTag { expected: TagPart::QuotedValue }));
    assert_eq!(fails("[Title \"x\" \"y\"]"), (1, 12, K::BadTag { expected: TagPart::Close }));
    // The English of the CLI names each part.
    assert_eq!(
        parse("[\"kalah\"]").unwrap_err().to_string(),
        "line 1, column 2: bad tag: expected a tag name (tags look like `[Title \"…\"]`)"
    );
    assert_eq!(
        parse("[Title x]").unwrap_err().to_string(),
        "line 1, column 8: bad tag: expected a value in double quotes (tags look like `[Title \"…\"]`)"
    );
    assert_eq!(
        parse("[Title \"x\" \"y\"]").unwrap_err().to_string(),
        "line 1, column 12: bad tag: expected `]` after the value (tags look like `[Title \"…\"]`)"
    );
}

#[test]
fn tags_come_first_and_variant_is_required() {
    assert_eq!(fails(&format!("{V}1. S2 [Date \"x\"]")), (2, 7, K::TagAfterMoves));
    assert_eq!(fails(&format!("{V}{{hello}} [Date \"x\"]")), (2, 9, K::TagAfterMoves));
    assert_eq!(fails("[Title \"x\"]\n\n1. S2"), (3, 1, K::MissingVariant));
    assert_eq!(fails(""), (1, 1, K::MissingVariant));
}

#[test]
fn options_must_be_key_value() {
    assert_eq!(fails(&format!("{V}[Option \"grand_slam\"]")), (2, 10, K::BadOption { value: "grand_slam".into() }));
    assert_eq!(fails(&format!("{V}[Option \" =x\"]")), (2, 10, K::BadOption { value: " =x".into() }));
    let r = parse(&format!("{V}[Option \" seeds_per_pit = 3 \"]")).unwrap();
    assert_eq!(r.options, vec![("seeds_per_pit".into(), "3".into())]);
}

#[test]
fn move_numbers_must_fit_their_place() {
    let bad = |found: &str, expected: &str| K::BadMoveNumber { found: found.into(), expected: expected.into() };
    assert_eq!(fails(&format!("{V}1. S2 3. S5")), (2, 7, bad("3.", "1...")));
    assert_eq!(fails(&format!("{V}2. S2")), (2, 1, bad("2.", "1.")));
    assert_eq!(fails(&format!("{V}1... S2")), (2, 1, bad("1...", "1.")));
    assert_eq!(fails(&format!("{V}1.. S2")), (2, 1, bad("1..", "1.")));
    assert_eq!(fails(&format!("{V}01. S2")), (2, 1, bad("01.", "1.")));
    // A huge number is just a wrong number, not an overflow.
    let huge = "9".repeat(40);
    assert_eq!(fails(&format!("{V}{huge}. S2")), (2, 1, bad(&format!("{huge}."), "1.")));
    // In a variation the count goes on from the move it replaces.
    assert_eq!(fails(&format!("{V}1. S2 S5 2. N1 N5 (2. N2)")), (2, 20, bad("2.", "2...")));
    assert!(parse(&format!("{V}1. S2 S5 2. N1 (2... N2)")).is_err());
    assert!(parse(&format!("{V}1. S2 S5 2. N1 (2. N2)")).is_ok());
    assert!(parse(&format!("{V}1. S2 S5 (1... S4) 2. N1")).is_ok());
    assert!(parse(&format!("{V}1. S2 S5 N1 (2. N2)")).is_ok());
}

#[test]
fn a_number_needs_its_move() {
    assert_eq!(fails(&format!("{V}1. S2 S5 2.")), (2, 10, K::NumberWithoutMove));
    assert_eq!(fails(&format!("{V}1. {{c}} S2")), (2, 1, K::NumberWithoutMove));
    assert_eq!(fails(&format!("{V}1. S2 (1. ) S5")), (2, 8, K::NumberWithoutMove));
    assert_eq!(fails(&format!("{V}1. 1... S2")), (2, 1, K::NumberWithoutMove));
}

#[test]
fn variations_need_a_move_before_and_inside() {
    assert_eq!(fails(&format!("{V}(1. S2)")), (2, 1, K::VariationWithoutMove));
    assert_eq!(fails(&format!("{V}1. S2 ((S3))")), (2, 8, K::VariationWithoutMove));
    assert_eq!(fails(&format!("{V}1. S2 ()")), (2, 7, K::EmptyVariation));
    assert_eq!(fails(&format!("{V}1. S2 ({{only a comment}})")), (2, 7, K::EmptyVariation));
}

#[test]
fn variations_nest_at_most_max_depth() {
    let mut ok = format!("{V}S2 ");
    for _ in 0..MAX_DEPTH {
        ok.push_str("(S3 ");
    }
    ok.push_str(&")".repeat(MAX_DEPTH));
    assert!(parse(&ok).is_ok());
    let mut deep = format!("{V}S2 ");
    for _ in 0..=MAX_DEPTH {
        deep.push_str("(S3 ");
    }
    assert_eq!(fails(&deep), (2, 4 + 4 * MAX_DEPTH, K::TooDeep));
    // Far deeper input is no problem either (no recursion in the parser).
    let very = format!("{V}S2 {}", "(S3 ".repeat(100_000));
    assert_eq!(fails(&very).2, K::TooDeep);
}

/// For each limit: a record holding just what it allows, and one holding one more, with where the
/// second is refused.
fn at_and_past(limit: Limit) -> (String, String, usize, usize) {
    let max = limit.max();
    let v = V.len();
    match limit {
        Limit::Size => {
            (format!("{V}{}", " ".repeat(max - v)), format!("{V}{}", " ".repeat(max - v + 1)), 2, max - v + 1)
        }
        Limit::Tags => {
            let tags = |n: usize| (0..n).map(|i| format!("[X-t{i} \"x\"]\n")).collect::<String>();
            (format!("{V}{}", tags(max - 1)), format!("{V}{}", tags(max)), max + 1, 1)
        }
        Limit::TagName => {
            let tag = |n: usize| format!("{V}[X-{} \"\"]", "a".repeat(n - 2));
            (tag(max), tag(max + 1), 2, 2)
        }
        Limit::TagValue => {
            let tag = |n: usize| format!("{V}[Title \"{}\"]", "\\\"".repeat(n));
            (tag(max), tag(max + 1), 2, 9)
        }
        Limit::Comments => (format!("{V}{}", "{}".repeat(max)), format!("{V}{}", "{}".repeat(max + 1)), 2, 2 * max + 1),
        Limit::CommentLength => {
            let comment = |n: usize| format!("{V}1. S2 {{uk: {}}}", "ж".repeat(n - 4));
            (comment(max), comment(max + 1), 2, 7)
        }
        Limit::Plies => (format!("{V}{}", "S0 ".repeat(max)), format!("{V}{}", "S0 ".repeat(max + 1)), 2, 3 * max + 1),
        Limit::TokenLength => (format!("{V}1. {}", "S".repeat(max)), format!("{V}1. {}", "7".repeat(max + 1)), 2, 4),
    }
}

#[test]
fn every_limit_is_refused_past_its_value_with_its_place() {
    for limit in Limit::ALL {
        let (at, past, line, column) = at_and_past(limit);
        if let Err(e) = parse(&at) {
            panic!("{limit:?}: what the limit allows is refused: {e}");
        }
        assert_eq!(fails(&past), (line, column, K::TooMuch { limit }), "{limit:?}");
        let message = parse(&past).unwrap_err().to_string();
        assert!(message.contains(&limit.max().to_string()), "{message}");
    }
    // The size is counted in bytes: a character that crosses the limit is the one reported.
    let text = format!("{V}{}ж", " ".repeat(Limit::Size.max() - V.len() - 1));
    assert_eq!(fails(&text), (2, Limit::Size.max() - V.len(), K::TooMuch { limit: Limit::Size }));
}

/// The freeze of issue 16: 80 000 `X-` tags (1.2 MB) took 45 s, each tag compared with every tag
/// before it. Such a record is refused at the tag limit now (20 000 tags: 300 KB, under the size
/// limit), and a duplicate is still found among many tags.
#[test]
fn many_tags_are_refused_at_the_tag_limit() {
    let tags: String = (0..20_000).map(|i| format!("[X-t{i} \"x\"]\n")).collect();
    assert_eq!(fails(&format!("{V}{tags}")), (Limit::Tags.max() + 1, 1, K::TooMuch { limit: Limit::Tags }));
    let mut few: String = (0..90).map(|i| format!("[X-t{i} \"x\"]")).collect();
    few.push_str("[X-t45 \"y\"]");
    let e = parse(&format!("{V}{few}")).unwrap_err();
    assert_eq!(e.kind, K::DuplicateTag { name: "X-t45".into() });
}

#[test]
fn unexpected_characters() {
    assert_eq!(fails(&format!("{V}1. S2 ; N1")), (2, 7, K::UnexpectedChar { ch: ';' }));
    assert_eq!(fails(&format!("{V}1. S2 .S3")), (2, 7, K::UnexpectedChar { ch: '.' }));
    // Columns count characters, not bytes.
    assert_eq!(fails(&format!("{V}{{ру}} Ж")), (2, 6, K::UnexpectedChar { ch: 'Ж' }));
    assert_eq!(fails(&format!("{V}S2\tS5 \"")), (2, 7, K::UnexpectedChar { ch: '"' }));
}

#[test]
fn crlf_and_bom_are_whitespace() {
    let r = parse("\u{feff}[Variant \"kalah\"]\r\n1. S2\r\n{uk: x}\r\n").unwrap();
    assert_eq!(r.mainline.nodes[0].comments[0].text, "x");
    assert_eq!(fails("\u{feff}[Variant \"kalah\"]\r\n1. S2\r\n;").0, 3);
}

// ---- replay errors -------------------------------------------------------------------------

fn replay_fails(text: &str) -> (usize, usize, R) {
    let record = parse(text).unwrap_or_else(|e| panic!("{e}"));
    let e = record.replay().expect_err("expected a replay error");
    assert!(e.to_string().starts_with(&format!("line {}, column {}: ", e.line, e.column)), "{e}");
    (e.line, e.column, *e.kind)
}

#[test]
fn an_unknown_variant_points_at_its_tag() {
    let (line, column, kind) = replay_fails("[Title \"x\"]\n  [Variant \"kalahh\"]\n1. S2");
    assert_eq!((line, column), (2, 3));
    assert!(matches!(kind, R::UnknownVariant(_)));
}

/// An option given twice kept the last value silently; it is refused at the second tag, under its
/// short or its full key.
#[test]
fn a_repeated_option_is_refused_at_its_second_tag() {
    let text = format!("{V}[Option \"seeds_per_pit=3\"]\n[Option \"kalah.seeds_per_pit=5\"]\n");
    assert_eq!(replay_fails(&text), (3, 1, R::RepeatedOption { key: "kalah.seeds_per_pit".into() }));
    let twice = format!("{V}[Option \"kalah.skip_origin=true\"]\n[Option \"kalah.skip_origin=true\"]\n");
    assert_eq!(replay_fails(&twice), (3, 1, R::RepeatedOption { key: "kalah.skip_origin".into() }));
}

#[test]
fn an_unknown_option_or_value_points_at_its_tag() {
    let (line, column, kind) =
        replay_fails("[Variant \"oware\"]\n[Option \"grand_slam=forbidden\"]\n[Option \"oware.grand_slam=never\"]");
    assert_eq!((line, column), (3, 1));
    match kind {
        R::BadOption { key, value, .. } => {
            assert_eq!((key.as_str(), value.as_str()), ("oware.grand_slam", "never"));
        }
        other => panic!("{other:?}"),
    }
    let (line, _, kind) = replay_fails("[Variant \"kalah\"]\n[Option \"grand_slam=forbidden\"]");
    assert_eq!(line, 2);
    assert!(kind.to_string().contains("has no option `grand_slam`"), "{kind}");
}

#[test]
fn a_bad_start_points_into_the_tag() {
    // A syntax error inside the position: the column of the bad character in the record.
    let (line, column, kind) = replay_fails("[Variant \"kalah\"]\n[Start \"S=[4,4,4,4,4,4] N=[4,4,x]\"]");
    assert_eq!(line, 2);
    // The value starts at column 9, after `[Start "`.
    assert_eq!(column, 9 + "S=[4,4,4,4,4,4] N=[4,4,".chars().count());
    assert!(matches!(kind, R::BadStart(_)));
    // A position the variant does not allow: the tag.
    let (line, column, kind) = replay_fails(
        "[Variant \"kalah\"]\n[Start \"S.I=[1,1,1] S.O=[1,1,1] N.I=[1,1,1] N.O=[1,1,1] SS=0 NS=0, S to move\"]",
    );
    assert_eq!((line, column), (2, 1));
    assert!(kind.to_string().starts_with("start position: board is 4 rows"), "{kind}");
}

#[test]
fn the_first_bad_move_is_reported_with_the_engine_reason() {
    // S2 ends in the store: South moves again, so N1 is not South's pit.
    let (line, column, kind) = replay_fails(&format!("{V}1. S2\n1... N1"));
    assert_eq!((line, column), (3, 6));
    match &kind {
        R::BadMove { token, ply, depth, .. } => {
            assert_eq!((token.as_str(), *ply, *depth), ("N1", 2, 0));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(kind.to_string(), "move `1... N1`: N1 is not a pit S may play; legal moves: S0 S1 S3 S4 S5");
    // An empty pit, named.
    let (_, _, kind) = replay_fails(&format!("{V}1. S2 S2"));
    assert!(kind.to_string().contains("S2 is empty"), "{kind}");
    // A token that cannot be read.
    let (_, column, kind) = replay_fails(&format!("{V}1. S2 S9"));
    assert_eq!(column, 7);
    assert!(matches!(&kind, R::BadMove { error: mancala_engine::MoveError::Parse(_), .. }));
}

#[test]
fn a_bad_move_in_a_variation_is_found_from_its_branch_point() {
    // In the variation, N2 replaces N5 and is played from the position before N5; in the
    // variation of the variation, N4 replaces N3 and leaves S5 empty.
    let text = format!("{V}1. S2 S5 2. N1 N5\n(2... N2 3. S0 N3 (3... N4 4. S5))");
    let (line, column, kind) = replay_fails(&text);
    assert_eq!((line, column), (3, 31));
    match &kind {
        R::BadMove { token, ply, depth, .. } => assert_eq!((token.as_str(), *ply, *depth), ("S5", 7, 2)),
        other => panic!("{other:?}"),
    }
    assert!(kind.to_string().starts_with("move `4. S5` (in a variation 2 levels deep): S5 is empty"), "{kind}");
    // A main-line move after the game is over.
    let over = "[Variant \"kalah\"]\n[Start \"S=[0,0,0,0,0,1] N=[0,0,0,0,0,1] SS=23 NS=23, S to move\"]\nS5 N5";
    let (_, column, kind) = replay_fails(over);
    assert_eq!(column, 4);
    assert!(kind.to_string().contains("the game is already over"), "{kind}");
}
