//! The search crate's invariants, checked on its source: no I/O, no web dependencies, no clock
//! but the one it is given, and only the engine's public API (no `games` internals, no rules
//! trait).

use std::fs;
use std::path::Path;

fn sources() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = Vec::new();
    for entry in fs::read_dir(&dir).expect("src") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "rs") {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            out.push((name, fs::read_to_string(&path).expect("read")));
        }
    }
    assert!(out.len() >= 5, "the crate's modules");
    out
}

#[test]
fn the_search_does_no_io_and_has_no_web_dependencies() {
    for (name, text) in sources() {
        for banned in [
            "std::fs",
            "std::net",
            "std::process",
            "std::env",
            "println!",
            "eprintln!",
            "print!(",
            "wasm_bindgen",
            "web_sys",
            "js_sys",
            "leptos",
        ] {
            assert!(!text.contains(banned), "{name} uses {banned}");
        }
        if name != "clock.rs" {
            assert!(!text.contains("std::time"), "{name} reads the time; only clock.rs may (natively)");
        }
    }
    let manifest = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml")).unwrap();
    let deps = manifest.split("[dependencies]").nth(1).unwrap().split("\n[").next().unwrap();
    let names: Vec<&str> = deps
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split('=').next().unwrap().trim())
        .collect();
    assert_eq!(names, ["mancala-engine"], "the search depends on the engine only");
}

#[test]
fn the_search_uses_only_the_engines_public_api() {
    for (name, text) in sources() {
        for internal in ["mancala_engine::games", "Ruleset", "RulesVisitor", ".rules()", "MoveCtx"] {
            assert!(!text.contains(internal), "{name} reaches into the engine's internals: {internal}");
        }
    }
}
