//! Runs the built `mancala` binary: every command, the JSON shapes, the error lines and exit codes.

use mancala_engine::{variants, Position, Setup, Step, Variant};
use serde_json::Value;
use std::process::{Command, Output};

fn mancala(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mancala")).args(args).output().expect("run mancala")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("utf-8 stdout")
}

/// Runs a command that must succeed and returns its stdout.
fn ok(args: &[&str]) -> String {
    let out = mancala(args);
    assert!(out.status.success(), "mancala {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "mancala {args:?} wrote to stderr");
    stdout(&out)
}

/// Runs a command that must fail with exit code 2 and exactly one `error: ` line on stderr,
/// which must contain every `needle`. Returns (stdout, the error line).
fn fails(args: &[&str], needles: &[&str]) -> (String, String) {
    let out = mancala(args);
    assert_eq!(out.status.code(), Some(2), "mancala {args:?} should exit with 2");
    let err = String::from_utf8(out.stderr.clone()).expect("utf-8 stderr");
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 1, "mancala {args:?}: expected one error line, got {err:?}");
    assert!(lines[0].starts_with("error: "), "{:?}", lines[0]);
    for needle in needles {
        assert!(lines[0].contains(needle), "mancala {args:?}: {:?} does not mention {needle:?}", lines[0]);
    }
    assert!(!err.contains("panicked"), "{err}");
    (stdout(&out), lines[0].to_string())
}

fn json_lines(text: &str) -> Vec<Value> {
    text.lines().map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}"))).collect()
}

// ---------------------------------------------------------------------------------------------
// variants

#[test]
fn variants_lists_every_variant_with_its_options() {
    let text = ok(&["variants"]);
    for spec in variants() {
        assert!(text.lines().any(|l| l.starts_with(spec.id)), "{} missing from:\n{text}", spec.id);
        for o in spec.options {
            assert!(text.contains(&format!("{}={}", o.key, o.default)), "{} missing", o.key);
            assert!(text.contains(o.rule));
        }
    }
    assert!(text.contains("kalah.empty_opposite=no_capture  [no_capture|take_own_seed; default no_capture]"));
}

#[test]
fn variants_json_has_the_documented_shape() {
    let json: Value = serde_json::from_str(&ok(&["variants", "--json"])).expect("JSON");
    let list = json.as_array().expect("an array");
    let specs = variants();
    assert_eq!(list.len(), specs.len());
    for (v, spec) in list.iter().zip(&specs) {
        assert_eq!(v["id"], spec.id);
        assert_eq!(v["names"]["en"], spec.name_en);
        assert_eq!(v["names"]["uk"], spec.name_uk);
        assert_eq!(v["names"]["ru"], spec.name_ru);
        let layout = Variant::new(spec.id, &[]).unwrap().layout();
        assert_eq!(v["columns"], u64::from(layout.columns));
        assert!(v["rows"] == 2 || v["rows"] == 4);
        assert!(v["provenance"] == "articles" || v["provenance"] == "reconstructed");
        let opts = v["options"].as_array().expect("options array");
        assert_eq!(opts.len(), spec.options.len());
        for (o, so) in opts.iter().zip(spec.options) {
            assert_eq!(o["key"], so.key);
            assert_eq!(o["rule"], so.rule);
            assert_eq!(o["about"], so.about);
            match o["kind"].as_str() {
                Some("int") => {
                    assert!(o["min"].is_i64() && o["max"].is_i64() && o["default"].is_i64(), "{o}");
                    assert!(o.get("values").is_none());
                }
                Some("bool") => {
                    assert_eq!(o["values"], serde_json::json!([true, false]));
                    assert!(o["default"].is_boolean());
                }
                Some("choice") => {
                    let values = o["values"].as_array().expect("values");
                    assert!(values.contains(&o["default"]), "{o}");
                }
                other => panic!("unknown kind {other:?}"),
            }
        }
    }
    let kalah = list.iter().find(|v| v["id"] == "kalah").expect("kalah");
    assert_eq!(kalah["rows"], 2);
    assert_eq!(kalah["columns"], 6);
    let seeds = &kalah["options"][0];
    assert_eq!(seeds["key"], "kalah.seeds_per_pit");
    assert_eq!((seeds["min"].as_i64(), seeds["max"].as_i64(), seeds["default"].as_i64()), (Some(1), Some(10), Some(4)));
}

// ---------------------------------------------------------------------------------------------
// replay

#[test]
fn replay_prints_one_json_line_per_move() {
    let lines = json_lines(&ok(&["replay", "--variant", "kalah", "S2", "S0"]));
    assert_eq!(lines.len(), 2);
    let first = &lines[0];
    assert_eq!(first["ply"], 1);
    assert_eq!(first["move"], "S2");
    assert_eq!(first["legal_before"], serde_json::json!(["S0", "S1", "S2", "S3", "S4", "S5"]));
    assert_eq!(first["position"], "S=[4,4,0,5,5,5] N=[4,4,4,4,4,4] SS=1 NS=0 moves=1,0, S to move");
    assert_eq!(first["status"], "to_move");
    assert_eq!(first["to_move"], "S", "KAL-7: the last seed fell into SS, South moves again");
    assert_eq!(first["steps"][0], serde_json::json!({"step": "pick_up", "pit": 2, "count": 4, "rule": "KAL-5"}));
    assert_eq!(first["steps"][4], serde_json::json!({"step": "sow", "to": {"store": "S"}, "rule": "KAL-5"}));
    assert_eq!(first["steps"][5], serde_json::json!({"step": "extra_turn", "rule": "KAL-7"}));
    assert_eq!(lines[1]["legal_before"], serde_json::json!(["S0", "S1", "S3", "S4", "S5"]));
    assert_eq!(lines[1]["to_move"], "N");

    // The steps fold from the previous position to `position_json`, which matches `position`.
    let v = Variant::new("kalah", &[]).unwrap();
    let mut before: Position = v.start_position();
    for line in &lines {
        let steps: Vec<Step> = serde_json::from_value(line["steps"].clone()).expect("steps parse");
        let setup: Setup = serde_json::from_value(line["position_json"].clone()).expect("setup parses");
        let after = v.position(&setup).expect("valid position");
        assert_eq!(before.after_steps(&steps).expect("steps fold"), after);
        assert_eq!(after.to_string(), line["position"]);
        before = after;
    }
}

#[test]
fn replay_agrees_with_the_engine_for_every_variant() {
    for spec in variants() {
        let v = Variant::new(spec.id, &[]).unwrap();
        let mut pos = v.start_position();
        let mut tokens = Vec::new();
        let mut expected = Vec::new();
        for ply in 0..12 {
            let legal = v.legal_moves(&pos);
            if legal.is_empty() {
                break;
            }
            let mv = &legal[(ply * 7) % legal.len()];
            tokens.push(mv.token(pos.layout()));
            pos = v.play(&pos, mv).unwrap().0;
            expected.push(pos.to_string());
        }
        let mut args = vec!["replay", "--variant", spec.id];
        args.extend(tokens.iter().map(String::as_str));
        let lines = json_lines(&ok(&args));
        let got: Vec<&str> = lines.iter().map(|l| l["position"].as_str().unwrap()).collect();
        assert_eq!(got, expected, "{}", spec.id);
    }
}

#[test]
fn replay_reports_the_end_of_the_game() {
    // T-KAL-END (RULES.md §4.2): S5 empties South's row, the game ends (KAL-10), N collects his
    // seeds (KAL-11) and wins 26 to 22 (KAL-12).
    let start = "S=[0,0,0,0,0,2] N=[0,0,0,0,0,3] SS=21 NS=22, S to move";
    let lines = json_lines(&ok(&["replay", "--variant", "kalah", "--start", start, "S5"]));
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["status"], "over");
    assert_eq!(lines[0]["outcome"], serde_json::json!({"winner": "N", "reason": "row_empty"}));
    assert!(lines[0]["position"].as_str().unwrap().contains("SS=22 NS=26"));
    assert!(lines[0].get("to_move").is_none());
    let (out, err) = fails(&["replay", "--variant", "kalah", "--start", start, "S5", "N5"], &["move 2 `N5`"]);
    assert!(err.contains("the game is over"), "{err}");
    assert_eq!(out.lines().count(), 1, "the moves before the bad one are printed");
}

#[test]
fn replay_accepts_a_json_start_and_options() {
    let start = r#"{"layout":{"rows":"two","columns":6},"pits":[1,1,1,1,1,1,1,1,1,1,1,1],"to_move":"N"}"#;
    let lines = json_lines(&ok(&["replay", "--variant", "kalah", "--start", start, "N3"]));
    assert_eq!(lines[0]["position"], "S=[1,1,1,1,1,1] N=[1,1,1,0,2,1] SS=0 NS=0 moves=0,1, S to move");
    let lines = json_lines(&ok(&["replay", "--variant", "kalah", "--opt", "kalah.seeds_per_pit=3", "S0"]));
    assert_eq!(lines[0]["legal_before"].as_array().unwrap().len(), 6);
    assert!(lines[0]["position"].as_str().unwrap().starts_with("S=[0,4,4,4,3,3]"));
    // Short keys (without the variant prefix) work too.
    ok(&["replay", "--variant", "kalah", "--opt", "seeds_per_pit=6", "S0"]);
}

// ---------------------------------------------------------------------------------------------
// perft

#[test]
fn perft_prints_the_count_on_the_last_line() {
    assert_eq!(ok(&["perft", "--variant", "kalah", "4"]).trim(), "942");
    assert_eq!(ok(&["perft", "--variant", "kalah", "0"]).trim(), "1");
    let divide = ok(&["perft", "--variant", "kalah", "--divide", "3"]);
    let lines: Vec<&str> = divide.lines().collect();
    assert_eq!(lines.last(), Some(&"185"));
    assert_eq!(lines.len(), 7);
    let sum: u64 = lines[..6].iter().map(|l| l.split_whitespace().nth(1).unwrap().parse::<u64>().unwrap()).sum();
    assert_eq!(sum, 185);
    assert!(lines[0].starts_with("S0 "));
    let start = "S=[0,0,0,0,0,2] N=[0,0,0,0,0,3] SS=21 NS=22, N to move";
    assert_eq!(ok(&["perft", "--variant", "kalah", "--start", start, "1"]).trim(), "1");
    for spec in variants() {
        let v = Variant::new(spec.id, &[]).unwrap();
        let expected = v.perft(&v.start_position(), 2).to_string();
        assert_eq!(ok(&["perft", "--variant", spec.id, "2"]).lines().last(), Some(expected.as_str()));
    }
}

/// `perft 64` ran for ever without a word: a depth whose count would take weeks is refused with
/// the expected growth, and a long run tells its progress on stderr (issue 16).
#[test]
fn perft_refuses_a_hopeless_depth_and_shows_progress() {
    let (_, line) = fails(&["perft", "--variant", "kalah", "64"], &["DEPTH 64", "each ply multiplies them by about"]);
    assert!(line.contains("smaller depth"), "{line}");
    fails(&["perft", "--variant", "oware", "--divide", "30"], &["DEPTH 30"]);
    // Progress lines (here from the start: the delay is set to 0), the same counts on stdout.
    let out = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(["perft", "--variant", "kalah", "--divide", "4"])
        .env("MANCALA_PROGRESS_AFTER_MS", "0")
        .output()
        .expect("run mancala");
    assert!(out.status.success());
    let lines: Vec<String> = stdout(&out).lines().map(String::from).collect();
    assert_eq!(lines.last().map(String::as_str), Some("942"));
    let err = String::from_utf8(out.stderr).expect("utf-8");
    assert!(err.lines().all(|l| l.starts_with("perft: ")), "{err}");
    assert!(
        err.lines().last().is_some_and(|l| l.starts_with("perft: 6 of 6 first moves done, 942 sequences so far")),
        "{err}"
    );
}

// ---------------------------------------------------------------------------------------------
// bench

#[test]
fn bench_is_deterministic_and_reports_rates() {
    let text = ok(&["bench", "--variant", "kalah", "--playouts", "50", "--seed", "7"]);
    assert!(text.contains("kalah: 50 games, "), "{text}");
    assert!(text.lines().any(|l| l.starts_with("games/s: ")), "{text}");
    assert!(text.lines().any(|l| l.starts_with("moves/s: ")), "{text}");
    let run = |seed: &str| -> Value {
        serde_json::from_str(&ok(&["bench", "--variant", "kalah", "--playouts", "50", "--seed", seed, "--json"]))
            .unwrap()
    };
    let (a, b, c) = (run("7"), run("7"), run("8"));
    assert_eq!(a["moves"], b["moves"], "same seed, same games");
    assert_ne!(a["moves"], c["moves"], "another seed, other games");
    assert_eq!(a["games"], 50);
    assert_eq!(a["cut"], 0);
    assert!(a["moves_per_s"].as_f64().unwrap() > 0.0);
    assert!(text.contains(&format!("kalah: 50 games, {} moves", a["moves"])), "{text}");
    for spec in variants() {
        ok(&["bench", "--variant", spec.id, "--playouts", "2", "--seed", "1"]);
    }
}

// ---------------------------------------------------------------------------------------------
// errors: one line, exit code 2, what and where

#[test]
fn bad_input_gives_one_clear_error_line() {
    fails(&["replay", "--variant", "chess", "S1"], &["--variant `chess`", "unknown variant", "kalah"]);
    fails(&["perft", "--variant", "kalah", "--opt", "colour=red", "1"], &["--opt `colour`", "kalah.seeds_per_pit"]);
    fails(&["perft", "--variant", "kalah", "--opt", "kalah.seeds_per_pit=99", "1"], &["99", "from 1 to 10"]);
    fails(&["perft", "--variant", "kalah", "--opt", "kalah.skip_origin=maybe", "1"], &["maybe", "true or false"]);
    fails(&["perft", "--variant", "kalah", "--opt", "noequals", "1"], &["--opt `noequals`", "key=value"]);
    // An option given twice, even under its short and its full key, is refused (it kept the last).
    fails(
        &["perft", "--variant", "kalah", "--opt", "seeds_per_pit=3", "--opt", "kalah.seeds_per_pit=5", "1"],
        &["--opt `kalah.seeds_per_pit` is given twice", "`seeds_per_pit=3`", "`kalah.seeds_per_pit=5`"],
    );
    fails(
        &["replay", "--variant", "kalah", "--start", "S=[4,4,4,4,4,4] N=[4,4,4,4,4,x] SS=0 NS=0, S to move", "S1"],
        &["--start", "column 30", "expected a number"],
    );
    fails(
        &["replay", "--variant", "kalah", "--start", "S=[4,4,4,4,4,4] N=[4,4,4,4,4,4]", "S1"],
        &["--start", "to move"],
    );
    fails(&["replay", "--variant", "kalah", "--start", "S=[1,1] N=[1,1], S to move", "S1"], &["--start", "2 × 6"]);
    fails(&["replay", "--variant", "kalah", "--start", "S=[0,0,0,0,0,0] N=[1,1,1,1,1,1], S to move"], &["KAL-10"]);
    fails(&["replay", "--variant", "kalah", "--start", "{\"pits\":", "S1"], &["--start", "position JSON"]);
    let (out, line) = fails(&["replay", "--variant", "kalah", "S2", "S0", "S7"], &["move 3 `S7`", "cannot read"]);
    assert_eq!(out.lines().count(), 2);
    assert_eq!(
        line,
        "error: move 3 `S7`: cannot read it: expected a pit (S3, N.I5), +PIT, hPIT, xPIT, cw, ccw, go, \
         stop or pass",
        "the example in docs/NOTATION.md §7"
    );
    fails(
        &["replay", "--variant", "kalah", "S2", "S2"],
        &["move 2 `S2`", "S2 is empty", "legal moves: S0 S1 S3 S4 S5"],
    );
    fails(&["replay", "--variant", "kalah", "S1", "S2"], &["move 2 `S2`", "N may not play S2"]);
    fails(&["replay", "--variant", "kalah", "S1/cw"], &["move 1 `S1/cw`", "action 2 (`cw`)"]);
    fails(&["replay", "--variant", "kalah", "Q1"], &["move 1 `Q1`", "cannot read"]);
    fails(&["perft", "--variant", "kalah", "deep"], &["DEPTH", "deep"]);
    fails(&["perft", "--variant", "kalah", "-3"], &["DEPTH", "-3"]);
    fails(&["perft", "--variant", "kalah", "1000"], &["DEPTH", "1000"]);
    fails(&["perft", "--variant", "kalah"], &["DEPTH"]);
    fails(&["perft", "1"], &["--variant"]);
    fails(&["bench", "--variant", "kalah", "--playouts", "0"], &["--playouts", "at least 1"]);
    fails(&["bench", "--variant", "kalah", "--playouts", "many"], &["--playouts", "many"]);
    fails(
        &["replay", "--variant", "kalah", "--start", "S=[4,4,4,4,4,4] N=[4,4,4,4,4,4] own=ÉÉ, S to move"],
        &["--start", "column 37", "one S or N per pit"],
    );
    fails(&["castle"], &["castle"]);
    fails(&[], &["no command"]);
}

#[test]
fn replay_lists_at_most_a_thousand_legal_moves_and_counts_them_all() {
    // Omweso's free set-up: every way to move up to four seeds of each outer pit inward is a
    // move (5^8); the line listed them all (40 MB, issue 16).
    let text = ok(&["replay", "--variant", "omweso", "--opt", "omweso.setup=move_any_part_inward", "xS.O1/xS.O1/pass"]);
    assert!(text.len() < 100_000, "{} bytes", text.len());
    let line = &json_lines(&text)[0];
    assert_eq!(line["legal_count"], 390_625);
    assert_eq!(line["legal_truncated"], true);
    assert_eq!(line["legal_before"].as_array().unwrap().len(), 1_000);
    assert_eq!(line["move"], "xS.O1/xS.O1/pass");
    // A game's ordinary list is whole, and says so by its count.
    let kalah = &json_lines(&ok(&["replay", "--variant", "kalah", "S2"]))[0];
    assert_eq!(kalah["legal_count"], 6);
    assert!(kalah.get("legal_truncated").is_none());
    // An illegal set-up move is explained with the first moves, not all of them.
    let (_, err) = fails(
        &["replay", "--variant", "omweso", "--opt", "omweso.setup=move_any_part_inward", "xS.O2/xS.O1/pass"],
        &["the first 40 listed"],
    );
    assert!(err.len() < 5_000, "{} bytes", err.len());
}
