//! Architecture rules (ARCHITECTURE.md, "Invariants") that source text can show:
//! 1. no web dependency: the engine builds for any target and is used natively by the CLI;
//! 2. no I/O: the engine computes, its callers read, write and print;
//! 3. only the adapter module `site/src/js.rs` (with its submodule `js/dom.rs`) crosses into
//!    JavaScript;
//! 4. the board views (the site's board and player, the embed's framework-free view, what they
//!    share, marks, svg) know no rules: they never ask the engine to judge or play a move.
//!
//! The site's own tests run in the browser, where no file can be read, so its rules are checked
//! here, natively.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Crates that belong to the site (or to the browser) and must never reach the engine. A name also
/// forbids its family: `leptos` forbids `leptos_dom`, `gloo` forbids `gloo-net`.
const FORBIDDEN_CRATES: &[&str] =
    &["leptos", "wasm-bindgen", "web-sys", "js-sys", "serde-wasm-bindgen", "console_error_panic_hook", "gloo"];

/// Source text that means I/O (or printing) inside the engine.
const FORBIDDEN_SOURCE: &[&str] = &[
    "std::fs",
    "std::net",
    "std::process",
    "std::io::stdin",
    "std::io::stdout",
    "std::io::stderr",
    "std::env",
    "println!",
    "eprintln!",
    "print!",
    "eprint!",
    "dbg!",
];

fn engine_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn is_forbidden_crate(name: &str) -> bool {
    FORBIDDEN_CRATES
        .iter()
        .any(|f| name == *f || name.strip_prefix(f).is_some_and(|rest| rest.starts_with('-') || rest.starts_with('_')))
}

/// The crates `mancala-engine` depends on (normal dependencies, all targets), from `cargo tree`.
fn deps_from_cargo_tree() -> Result<BTreeSet<String>, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(engine_dir())
        .args(["tree", "-p", "mancala-engine", "-e", "normal", "--target", "all", "--prefix", "none"])
        .output()
        .map_err(|e| format!("cannot run cargo tree: {e}"))?;
    if !out.status.success() {
        return Err(format!("cargo tree failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .map(str::to_string)
        .collect())
}

/// Fallback without cargo tree: everything reachable from `mancala-engine` in Cargo.lock. The lock
/// file does not separate dev-dependencies, so this over-approximates (never misses a crate).
fn deps_from_cargo_lock() -> BTreeSet<String> {
    let lock_path = engine_dir().join("../../Cargo.lock");
    let lock = std::fs::read_to_string(&lock_path).unwrap_or_else(|e| panic!("read {}: {e}", lock_path.display()));
    let mut graph: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for package in lock.split("[[package]]").skip(1) {
        let mut name = None;
        let mut deps = Vec::new();
        let mut in_deps = false;
        for line in package.lines().map(str::trim) {
            if let Some(v) = line.strip_prefix("name = ") {
                name = Some(v.trim_matches('"').to_string());
            } else if line.starts_with("dependencies = [") {
                in_deps = true;
            } else if in_deps && line.starts_with(']') {
                in_deps = false;
            } else if in_deps {
                // `"serde 1.0.228",` or `"serde",`
                let dep = line.trim_matches(|c| c == '"' || c == ',');
                deps.push(dep.split_whitespace().next().unwrap_or(dep).to_string());
            }
        }
        if let Some(name) = name {
            graph.entry(name).or_default().extend(deps);
        }
    }
    let mut seen = BTreeSet::new();
    let mut todo = vec!["mancala-engine".to_string()];
    while let Some(name) = todo.pop() {
        if seen.insert(name.clone()) {
            todo.extend(graph.get(&name).into_iter().flatten().cloned());
        }
    }
    seen
}

#[test]
fn engine_has_no_web_dependencies() {
    let deps = match deps_from_cargo_tree() {
        Ok(deps) => deps,
        Err(why) => {
            eprintln!("architecture test: {why}; falling back to Cargo.lock");
            deps_from_cargo_lock()
        }
    };
    assert!(deps.contains("mancala-engine") && deps.contains("serde"), "the dependency list looks wrong: {deps:?}");
    let bad: Vec<&String> = deps.iter().filter(|d| is_forbidden_crate(d)).collect();
    assert!(bad.is_empty(), "mancala-engine must not depend on web crates, but depends on {bad:?}");
}

#[test]
fn forbidden_crate_names_match_families() {
    assert!(is_forbidden_crate("leptos_dom"));
    assert!(is_forbidden_crate("wasm-bindgen-futures"));
    assert!(is_forbidden_crate("gloo-net"));
    assert!(!is_forbidden_crate("serde"));
    assert!(!is_forbidden_crate("glooper"));
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("read {}: {e}", dir.display())) {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code part of a line: comments (`//`, `///`, `//!`) do not count.
fn code_of(line: &str) -> &str {
    line.find("//").map_or(line, |i| &line[..i])
}

#[test]
fn engine_does_no_io() {
    let src = engine_dir().join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    assert!(!files.is_empty(), "no .rs files under {}", src.display());
    let mut found = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("read {}: {e}", file.display()));
        for (i, line) in text.lines().enumerate() {
            let code = code_of(line);
            if let Some(pattern) = FORBIDDEN_SOURCE.iter().find(|p| code.contains(*p)) {
                let shown = file.strip_prefix(engine_dir()).unwrap_or(file);
                found.push(format!("{}:{}: `{pattern}` in `{}`", shown.display(), i + 1, line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "the engine must do no I/O (ARCHITECTURE.md); found:\n{}", found.join("\n"));
}

fn site_src() -> PathBuf {
    engine_dir().join("../../site/src")
}

/// Lines of `file` (relative to `site/src`) whose code holds one of `patterns`, outside its
/// `#[cfg(test)]` module (assumed last in the file, as rustfmt and this codebase keep it).
fn site_lines_with(file: &Path, patterns: &[&str]) -> Vec<String> {
    let path = site_src().join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
    let mut found = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim() == "#[cfg(test)]" {
            break;
        }
        let code = code_of(line);
        if let Some(pattern) = patterns.iter().find(|p| code.contains(*p)) {
            found.push(format!("site/src/{}:{}: `{pattern}` in `{}`", file.display(), i + 1, line.trim()));
        }
    }
    found
}

/// What only the adapter layer may name: the JavaScript bindings and the casts between JS types.
const JS_CROSSING: &[&str] = &[
    "wasm_bindgen::",
    "#[wasm_bindgen]",
    "#[wasm_bindgen(",
    "use wasm_bindgen;",
    "js_sys",
    "serde_wasm_bindgen",
    "JsValue",
    "JsCast",
    "dyn_into",
    "dyn_ref",
    "unchecked_into",
    "unchecked_ref",
    "Closure::",
    "web_sys::window",
];

#[test]
fn only_the_adapter_module_crosses_into_javascript() {
    let src = site_src();
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    assert!(files.len() > 10, "expected the site's modules under {}", src.display());
    let adapter = src.join("js.rs");
    assert!(files.contains(&adapter), "site/src/js.rs is the adapter layer and must exist");
    // The adapter's submodules (`js/dom.rs`, the DOM without a framework) belong to it; so does
    // the embed's export (`MancalaEmbed`, `#[wasm_bindgen]` and nothing else), which keeps `js` a
    // leaf that names no part of the crate.
    let export = src.join("embed/export.rs");
    assert!(files.contains(&export), "site/src/embed/export.rs holds the embed's export and must exist");
    let in_adapter = |f: &Path| f == adapter || f.starts_with(src.join("js")) || f == export;
    let found: Vec<String> = files
        .iter()
        .filter(|f| !in_adapter(f))
        .flat_map(|f| site_lines_with(f.strip_prefix(&src).expect("under site/src"), JS_CROSSING))
        .collect();
    assert!(
        found.is_empty(),
        "only site/src/js.rs, site/src/js/ and site/src/embed/export.rs may cross into JavaScript (ARCHITECTURE.md); found:\n{}",
        found.join("\n")
    );
    // The check sees what it looks for: the adapter itself is full of it.
    assert!(!site_lines_with(Path::new("js.rs"), JS_CROSSING).is_empty());
}

#[test]
fn the_adapter_is_a_leaf() {
    let src = site_src();
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let adapter: Vec<&PathBuf> =
        files.iter().filter(|f| **f == src.join("js.rs") || f.starts_with(src.join("js"))).collect();
    assert!(adapter.len() >= 2, "expected site/src/js.rs and site/src/js/dom.rs");
    let found: Vec<String> = adapter
        .iter()
        .flat_map(|f| site_lines_with(f.strip_prefix(&src).expect("under site/src"), &["crate::"]))
        .collect();
    assert!(
        found.is_empty(),
        "site/src/js.rs and site/src/js/ must name no other part of the site; found:\n{}",
        found.join("\n")
    );
}

/// What judging or playing a move takes: the variant's rules, a game, the move checks.
/// (`.play(&`: the engine's `play(&position, &move)`, not the player's own `play()`.)
const RULE_CALLS: &[&str] = &[
    "Variant",
    "Game::",
    "&Game",
    ": Game",
    "Rules",
    "games::",
    "legal_moves",
    "check_move",
    "play_token",
    "parse_move",
    ".play(&",
    "play_legal",
    "play_into",
    "choices(",
];

#[test]
fn the_board_view_knows_no_rules() {
    let view = ["board.rs", "player.rs", "drawing.rs", "playback.rs", "embed/view.rs", "marks.rs", "svg.rs"];
    let found: Vec<String> = view.iter().flat_map(|f| site_lines_with(Path::new(f), RULE_CALLS)).collect();
    assert!(
        found.is_empty(),
        "the board view must render positions and play step logs only; found:\n{}",
        found.join("\n")
    );
    // The check sees what it looks for: the play page does ask the engine.
    assert!(!site_lines_with(Path::new("play.rs"), RULE_CALLS).is_empty());
}
