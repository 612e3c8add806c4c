//! `mancala puzzles mine|check`: a seeded set written, continued, verified, and a broken one refused.

use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output};

fn mancala(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mancala")).args(args).output().expect("run mancala")
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mancala-puzzles-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

fn read(path: &PathBuf) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn mine_writes_a_set_that_check_accepts_and_a_second_run_continues() {
    let file = temp("kalah.json");
    let f = file.to_str().unwrap();
    let out = mancala(&["puzzles", "mine", "--variant", "kalah", "--count", "3", "--seed", "4", "--out", f]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let set = read(&file);
    assert_eq!(set["variant"], "kalah");
    let first: Vec<Value> = set["puzzles"].as_array().unwrap().clone();
    assert_eq!(first.len(), 3);
    let out = mancala(&["puzzles", "mine", "--variant", "kalah", "--count", "5", "--seed", "4", "--out", f]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let set = read(&file);
    let all = set["puzzles"].as_array().unwrap();
    assert_eq!(all.len(), 5);
    assert_eq!(&all[..3], &first[..], "the first puzzles are kept");
    let out = mancala(&["puzzles", "check", f]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stdout));
    assert!(String::from_utf8_lossy(&out.stdout).contains("kalah: 5 puzzles, 0 failed"));
    // Another seed into the same file is refused.
    let out = mancala(&["puzzles", "mine", "--variant", "kalah", "--count", "6", "--seed", "5", "--out", f]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn check_refuses_a_puzzle_whose_answer_is_not_the_best_move() {
    let file = temp("broken.json");
    let f = file.to_str().unwrap();
    let out = mancala(&["puzzles", "mine", "--variant", "oware", "--count", "1", "--seed", "2", "--out", f]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let mut set = read(&file);
    let p = &mut set["puzzles"][0];
    let answer = p["solution"][0].clone();
    let wrong = p["wrong"][0].clone();
    p["solution"] = Value::Array(vec![wrong.clone()]);
    p["wrong"][0] = answer;
    std::fs::write(&file, serde_json::to_string(&set).unwrap()).unwrap();
    let out = mancala(&["puzzles", "check", f]);
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("oware-0: at depth"), "{stdout}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("error: ") && err.contains("1 of 1 puzzles failed"), "{err}");
}

#[test]
fn mine_refuses_a_bad_margin_and_an_unknown_variant() {
    let out = mancala(&["puzzles", "mine", "--variant", "kalah", "--margin", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("error: --margin `0`"));
    let out = mancala(&["puzzles", "mine", "--variant", "nosuch"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("error: --variant `nosuch`"));
}
