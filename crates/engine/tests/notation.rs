//! The examples of docs/NOTATION.md parse and round-trip: text -> position -> text,
//! JSON -> position -> JSON, move tokens, move JSON and step logs. The document is read at
//! compile time, so an edit to it is checked by the next test run.

use mancala_engine::Setup;
#[cfg(feature = "two-row")]
use mancala_engine::Variant;
use mancala_engine::{Action, EndReason, Layout, Move, Side, Step};
use serde_json::Value;

const DOC: &str = include_str!("../../../docs/NOTATION.md");

/// The lines of every fenced block tagged `tag`, one Vec per block.
fn blocks(tag: &str) -> Vec<Vec<&'static str>> {
    let mut out = Vec::new();
    let mut current: Option<Vec<&str>> = None;
    for line in DOC.lines() {
        match &mut current {
            None if line.trim_end() == format!("```{tag}") => current = Some(Vec::new()),
            None => {}
            Some(lines) if line.trim_end() == "```" => {
                out.push(std::mem::take(lines));
                current = None;
            }
            Some(lines) => lines.push(line),
        }
    }
    assert!(current.is_none(), "unclosed ```{tag} block in NOTATION.md");
    assert!(!out.is_empty(), "NOTATION.md has no ```{tag} block");
    out
}

fn lines(tag: &str) -> Vec<&'static str> {
    blocks(tag).into_iter().flatten().filter(|l| !l.trim().is_empty()).collect()
}

fn layout(text: &str) -> Layout {
    let (rows, cols) = text.split_once('x').expect("layout like 2x6");
    let cols: u8 = cols.parse().expect("columns");
    match rows {
        "2" => Layout::two_row(cols),
        "4" => Layout::four_row(cols),
        _ => panic!("bad layout {text}"),
    }
}

#[test]
fn text_examples_round_trip() {
    let examples = lines("position");
    assert!(examples.len() >= 8);
    for text in examples {
        let setup = Setup::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let pos = setup.to_position().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(pos.to_string(), text, "text -> position -> text");
        assert_eq!(setup.to_text().as_deref(), Ok(text), "the example is not canonical");
    }
}

#[test]
fn json_examples_round_trip_and_match_the_text_examples() {
    let texts = lines("position");
    for block in blocks("position-json") {
        let json = block.join("\n");
        let setup: Setup = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"));
        let pos = setup.to_position().unwrap_or_else(|e| panic!("{json}: {e}"));
        let back = serde_json::to_value(pos.to_setup()).unwrap();
        let original: Value = serde_json::from_str(&json).unwrap();
        assert_eq!(back, original, "JSON -> position -> JSON");
        assert_eq!(serde_json::to_string(&pos.to_setup()).unwrap(), json.trim(), "not canonical JSON");
        let text = pos.to_string();
        assert!(texts.contains(&text.as_str()), "the JSON example {json} is {text}, which §2 does not show");
    }
}

// Kalah is a two-row game.
#[cfg(feature = "two-row")]
#[test]
fn kalah_examples_are_valid_kalah_positions() {
    let kalah = Variant::new("kalah", &[]).unwrap();
    let start = "S=[4,4,4,4,4,4] N=[4,4,4,4,4,4] SS=0 NS=0, S to move";
    assert_eq!(kalah.parse_position(start).unwrap(), kalah.start_position());
    let after = kalah.play_token(&kalah.start_position(), "S2").unwrap().0;
    assert!(lines("position").contains(&after.to_string().as_str()));
}

#[test]
fn token_examples_parse_to_their_canonical_form() {
    for line in lines("tokens") {
        let w: Vec<&str> = line.split_whitespace().collect();
        let [lay, mover, input, canonical] = w[..] else { panic!("bad line {line}") };
        let layout = layout(lay);
        let mover = Side::from_letter(mover.chars().next().unwrap()).unwrap();
        let mv = Move::parse(input, layout, mover).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(mv.token(layout), canonical, "{line}");
        assert_eq!(Move::parse(canonical, layout, mover.opponent()).unwrap(), mv, "{line}: canonical is absolute");
    }
}

#[test]
fn move_json_examples_match_their_tokens() {
    for line in lines("move-json") {
        let mut parts = line.splitn(3, ' ');
        let (lay, token, json) = (parts.next().unwrap(), parts.next().unwrap(), parts.next().unwrap());
        let layout = layout(lay);
        let mv = Move::parse(token, layout, Side::South).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(mv.token(layout), token, "{line}");
        let expected: Value = serde_json::from_str(json).unwrap();
        assert_eq!(serde_json::to_value(&mv).unwrap(), expected, "{line}");
        let back: Move = serde_json::from_str(json).unwrap();
        assert_eq!(back, mv);
        for a in mv.actions() {
            assert!(!matches!(a, Action::Sow(p) if usize::from(*p) >= layout.pit_count()));
        }
    }
}

#[test]
fn step_examples_round_trip() {
    for block in &blocks("steps") {
        let json = block.join("\n");
        let steps: Vec<Step> = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"));
        assert_eq!(serde_json::to_string(&steps).unwrap(), json.trim(), "steps JSON round trip");
    }
}

#[cfg(feature = "two-row")]
#[test]
fn the_first_step_example_is_the_kalah_log_of_the_engine() {
    let logs = blocks("steps");
    // The first log is exactly what the engine writes for Kalah's S2 from the start.
    let kalah = Variant::new("kalah", &[]).unwrap();
    let start = kalah.start_position();
    let (after, steps) = kalah.play_token(&start, "S2").unwrap();
    assert_eq!(serde_json::to_string(&steps).unwrap(), logs[0].join("\n").trim());
    assert_eq!(start.after_steps(&steps).unwrap(), after);
}

#[test]
fn every_end_reason_is_documented() {
    for reason in EndReason::ALL {
        assert!(
            DOC.contains(&format!("`{}`", reason.token())),
            "docs/NOTATION.md does not list the end reason `{}`",
            reason.token()
        );
    }
}

/// Odd input never panics the readers; what they accept writes back to an equal value.
#[test]
fn readers_never_panic_on_odd_input() {
    use proptest::prelude::*;
    use proptest::test_runner::{Config, TestRunner};
    let pieces = prop::sample::select(vec![
        "S=[",
        "N=[",
        "S.I=[",
        "S.O=[",
        "N.I=[",
        "N.O=[",
        "4",
        "0",
        "255",
        "256",
        ",",
        "]",
        " ",
        "\u{3000}",
        "SS=",
        "NS=",
        "S.res=",
        "off=",
        "own=",
        "SN",
        "É",
        "é",
        "S.house=destroyed",
        "moves=",
        "round=",
        "result=",
        "draw:",
        "row_empty",
        ", S to move",
        ", N to move",
        "=",
        "[",
        "/",
        "S.I5",
        "cw",
        "h",
        "x",
        "+",
        "pass",
        "go",
        "١",
        "\u{0}",
    ]);
    let mut runner = TestRunner::new(Config { cases: 2_000, failure_persistence: None, ..Config::default() });
    runner
        .run(&prop::collection::vec(pieces, 0..24), |parts| {
            let text: String = parts.concat();
            if let Ok(setup) = Setup::parse(&text) {
                let again =
                    Setup::parse(&setup.to_text().expect("a parsed setup is written")).expect("written text parses");
                prop_assert_eq!(again, setup);
            }
            for layout in [Layout::two_row(6), Layout::four_row(8)] {
                if let Ok(mv) = Move::parse(&text, layout, Side::North) {
                    let token = mv.token(layout);
                    prop_assert_eq!(Move::parse(&token, layout, Side::South).ok(), Some(mv));
                }
            }
            Ok(())
        })
        .unwrap();
    let mut runner = TestRunner::new(Config { cases: 2_000, failure_persistence: None, ..Config::default() });
    runner
        .run(&any::<String>(), |text| {
            let _ = Setup::parse(&text);
            let _ = Move::parse(&text, Layout::four_row(8), Side::South);
            Ok(())
        })
        .unwrap();
}
