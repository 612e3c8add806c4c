//! The position text and JSON forms refuse what they cannot mean, with a typed error, and write
//! back exactly what they read (issue 16): move counters up to 65 535, repeated keys, rows longer
//! than any board, a result won by majority that the stores contradict, and setups from JSON that
//! the text form cannot write as themselves.

use mancala_engine::{EndReason, Layout, Outcome, PositionError, Side};
use mancala_engine::{Setup, MAX_COLUMNS};

const START: &str = "S=[4,4,4,4,4,4] N=[4,4,4,4,4,4] SS=0 NS=0";

#[test]
fn every_move_counter_and_round_that_is_written_is_read_back() {
    for n in [0u16, 1, 65_280, 65_281, 65_535] {
        let text = format!("{START} moves={n},{n} capturing={n},1 round={}, S to move", n.max(1));
        let setup = Setup::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(setup.moves_made, [n, n]);
        assert_eq!(setup.capturing_moves, [n, 1]);
        assert_eq!(setup.round, n.max(1));
        let pos = setup.to_position().expect("valid");
        assert_eq!(Setup::parse(&pos.to_string()).expect("written text reads back"), setup);
    }
    for big in ["65536", "70000", "99999999999"] {
        let text = format!("{START} moves={big},0, S to move");
        assert!(matches!(Setup::parse(&text), Err(PositionError::Syntax { .. })), "{text}");
    }
}

#[cfg(feature = "two-row")]
#[test]
fn a_variant_reads_a_position_with_the_largest_counters() {
    let oware = mancala_engine::Variant::new("oware", &[]).expect("oware");
    let mut setup = oware.start_position().to_setup();
    setup.moves_made = [65_535, 65_300];
    let pos = oware.position(&setup).expect("valid");
    let again = oware.parse_position(&pos.to_string()).expect("its own text reads back");
    assert_eq!(again, pos);
}

#[test]
fn a_repeated_key_is_refused_where_it_is_repeated() {
    let cases = [
        ("S=[4,4] N=[4,4] S=[1,1], S to move", "S", 17),
        ("S=[4,4] N=[4,4] SS=1 NS=0 SS=2, S to move", "SS", 27),
        ("S=[4,4] N=[4,4] moves=1,1 moves=2,2, S to move", "moves", 27),
        ("S=[4,4] N=[4,4] result=S:agreed result=N:agreed, S to move", "result", 33),
    ];
    for (text, key, column) in cases {
        assert_eq!(Setup::parse(text), Err(PositionError::RepeatedKey { key: key.into(), column }), "{text}");
    }
    let e = Setup::parse(cases[0].0).unwrap_err();
    assert_eq!(e.to_string(), "position text, column 17: the key `S` is given twice");
}

#[test]
fn a_row_longer_than_any_board_is_reported_with_its_length() {
    for n in [MAX_COLUMNS + 1, 255, 256, 300, 1000] {
        let row = vec!["1"; n].join(",");
        let text = format!("S=[{row}] N=[{row}], S to move");
        assert_eq!(Setup::parse(&text), Err(PositionError::RowTooLong { row: "S".into(), found: n }), "{n}");
        assert!(Setup::parse(&text).unwrap_err().to_string().contains(&format!("has {n} pits")));
        let four = format!("S.I=[{row}] S.O=[{row}] N.I=[{row}] N.O=[{row}], S to move");
        assert_eq!(Setup::parse(&four), Err(PositionError::RowTooLong { row: "S.I".into(), found: n }), "{n}");
    }
    let row = vec!["1"; MAX_COLUMNS].join(",");
    assert!(Setup::parse(&format!("S=[{row}] N=[{row}], S to move")).is_ok());
}

#[test]
fn a_majority_the_stores_contradict_is_refused() {
    let read = |text: &str| Setup::parse(text).expect("syntax").to_position();
    let board = "S=[0,0,0,0,0,0] N=[1,0,0,0,0,0]";
    // North "wins by majority" with fewer seeds: refused (a share link could show a false winner).
    assert_eq!(
        read(&format!("{board} SS=30 NS=17 result=N:majority, S to move")),
        Err(PositionError::FalseMajority { winner: Some(Side::North), south: 30, north: 17 })
    );
    assert_eq!(
        read(&format!("{board} SS=20 NS=20 result=S:majority, S to move")),
        Err(PositionError::FalseMajority { winner: Some(Side::South), south: 20, north: 20 })
    );
    assert_eq!(
        read(&format!("{board} SS=21 NS=20 result=draw:majority, S to move")),
        Err(PositionError::FalseMajority { winner: None, south: 21, north: 20 })
    );
    let e = read(&format!("{board} SS=30 NS=17 result=N:majority, S to move")).unwrap_err();
    assert_eq!(e.to_string(), "the result says N won by majority, but N has captured 17 seeds and S 30");
    // What the stores bear out is accepted; other reasons are not checked against the stores.
    let won = read(&format!("{board} SS=17 NS=30 result=N:majority, S to move")).expect("valid");
    assert_eq!(won.outcome(), Some(Outcome { winner: Some(Side::North), reason: EndReason::Majority }));
    assert!(read(&format!("{board} SS=30 NS=17 result=N:agreed, S to move")).is_ok());
}

#[test]
fn a_setup_the_text_cannot_write_as_itself_is_refused_not_written() {
    let json = |s: &str| serde_json::from_str::<Setup>(s).expect("JSON");
    // Zero columns and a blocked pit: this panicked.
    let zero = json(r#"{"layout":{"rows":"four","columns":0},"pits":[],"to_move":"S","blocked":3}"#);
    assert!(matches!(zero.to_text(), Err(PositionError::Inconsistent { rule: "KSW-21", .. })));
    // Pits that do not fill the board were written as another board.
    let short = json(r#"{"layout":{"rows":"two","columns":6},"pits":[4,4,4],"to_move":"S"}"#);
    assert_eq!(short.to_text(), Err(PositionError::WrongPitCount { row: "pits".into(), expected: 12, found: 3 }));
    let long = json(
        r#"{"layout":{"rows":"four","columns":8},"pits":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33],"to_move":"N"}"#,
    );
    assert!(matches!(long.to_text(), Err(PositionError::WrongPitCount { expected: 32, found: 33, .. })));
    // A setup that fills its board is written, and reads back the same.
    let good = json(r#"{"layout":{"rows":"two","columns":6},"pits":[4,4,4,4,4,4,4,4,4,4,4,0],"to_move":"N"}"#);
    let text = good.to_text().expect("writable");
    assert_eq!(Setup::parse(&text), Ok(good));
    assert_eq!(Layout::two_row(6).pit_count(), 12);
}
