//! `mancala best`: the chosen move on the last line, the JSON report, and its errors.

use mancala_engine::Variant;
use serde_json::Value;
use std::process::{Command, Output};

fn mancala(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mancala")).args(args).output().expect("run mancala")
}

fn ok(args: &[&str]) -> String {
    let out = mancala(args);
    assert!(out.status.success(), "mancala {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("utf-8")
}

fn error_line(args: &[&str]) -> String {
    let out = mancala(args);
    assert_eq!(out.status.code(), Some(2), "mancala {args:?} should fail");
    let err = String::from_utf8(out.stderr).expect("utf-8");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("error: "), "{err}");
    err.trim_end().to_string()
}

#[test]
fn best_prints_a_legal_move_token_on_its_last_line_for_every_level() {
    let v = Variant::new("kalah", &[]).unwrap();
    let (after, _) = v.play_token(&v.start_position(), "S2").unwrap();
    let (after, _) = v.play_token(&after, "S5").unwrap();
    let legal: Vec<String> = v.legal_moves(&after).iter().map(|m| m.token(v.layout())).collect();
    for level in ["0", "1", "2", "3"] {
        let text = ok(&["best", "--variant", "kalah", "--level", level, "S2", "S5"]);
        let last = text.lines().last().expect("a line");
        assert!(legal.contains(&last.to_string()), "level {level}: {last:?} not in {legal:?}");
    }
}

#[test]
fn best_takes_the_capture_and_reports_it_as_json() {
    // S2's seed ends in the empty S3 and takes N2's 8 seeds opposite.
    let start = "S=[0,0,1,0,0,3] N=[1,1,8,1,1,1] SS=15 NS=16, S to move";
    let text = ok(&["best", "--variant", "kalah", "--start", start, "--level", "3", "--json"]);
    let report: Value = serde_json::from_str(text.lines().last().unwrap()).expect("JSON");
    assert_eq!(report["move"], "S2");
    assert_eq!(report["pv"][0], "S2");
    // Few seeds are left: the search sees the game to its end, won.
    assert_eq!(report["proven"], "win", "{report}");
    assert!(report["value"].as_f64().unwrap() > 0.0, "{report}");
    assert!(report["depth"].as_u64().unwrap() >= 1);
    assert!(report["nodes"].as_u64().unwrap() > 0);
    assert_eq!(report["level"], 3);
}

#[test]
fn best_with_a_time_budget_plays_four_row_games_with_options() {
    let text = ok(&["best", "--variant", "kiswahili", "--opt", "kiswahili.blocking=false", "--ms", "100", "--json"]);
    let report: Value = serde_json::from_str(text.lines().last().unwrap()).expect("JSON");
    let v = Variant::with_option_texts("kiswahili", &["kiswahili.blocking=false".into()]).unwrap();
    let legal: Vec<String> = v.legal_moves(&v.start_position()).iter().map(|m| m.token(v.layout())).collect();
    assert!(legal.contains(&report["move"].as_str().unwrap().to_string()), "{report}");
    assert_eq!(report["ms"], 100);
}

#[test]
fn best_solves_a_small_kalah_endgame_exactly() {
    // Three seeds left: the solver plays it to the end.
    let start = "S=[0,0,0,0,1,1] N=[0,0,0,0,0,1] SS=20 NS=25, S to move";
    let text = ok(&["best", "--variant", "kalah", "--start", start, "--level", "5", "--json"]);
    let report: Value = serde_json::from_str(text.lines().last().unwrap()).expect("JSON");
    assert_eq!(report["exact"], true, "{report}");
    assert_eq!(report["move"], "S5", "the extra turn first");
}

#[test]
fn best_says_what_is_wrong() {
    assert!(error_line(&["best", "--variant", "kalah", "--level", "9"]).contains("--level `9`"));
    assert!(error_line(&["best", "--variant", "kalah", "S9"]).contains("move 1 `S9`"));
    assert!(error_line(&["best", "--variant", "kalah", "N0"]).contains("move 1 `N0`"));
    let over = "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=24 NS=24 result=draw:row_empty, S to move";
    assert!(error_line(&["best", "--variant", "kalah", "--start", over]).contains("the game is over"));
    assert!(error_line(&["best", "--variant", "nope"]).contains("--variant `nope`"));
}
