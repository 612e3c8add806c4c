//! The architecture invariants (ARCHITECTURE.md, "Invariants") that the source text can show:
//! 1. the pure crates (the engine, the record format, the search) have no web dependency: they build for any
//!    target and are used natively by the CLI;
//! 2. the pure crates do no I/O: they compute, their callers read, write and print;
//! 3. only the adapter layer `site/src/platform/js.rs` (with its submodules `site/src/platform/js/`) crosses into
//!    JavaScript;
//! 4. the board views (the site's board and player, the embed's framework-free view, what they
//!    share, marks, svg) know no rules: they never ask the engine to judge or play a move;
//! 5. only the games' own modules tell variants apart by id: everything else reads the facts of
//!    the rules from the spec.
//!
//! The site's own tests run in the browser, where no file can be read, so its rules are checked
//! here, natively.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use mancala_tidy::{code_lines_with_strings, lines_with, root, rust_files};

/// The crates that must stay pure (no web dependency, no I/O), with their folders.
const PURE_CRATES: &[(&str, &str)] = &[
    ("mancala-engine", "crates/engine"),
    ("mancala-record", "crates/record"),
    ("mancala-ai", "crates/ai"),
    ("mancala-puzzles", "crates/puzzles"),
];

/// Crates that belong to the site (or to the browser) and must never reach a pure crate. A name
/// also forbids its family: `leptos` forbids `leptos_dom`, `gloo` forbids `gloo-net`.
const FORBIDDEN_CRATES: &[&str] =
    &["leptos", "wasm-bindgen", "web-sys", "js-sys", "serde-wasm-bindgen", "console_error_panic_hook", "gloo"];

/// Source text that means I/O (or printing) inside a pure crate.
const FORBIDDEN_SOURCE: &[&str] = &[
    "std::fs",
    "std::net",
    "std::process",
    "std::io",
    "std::env",
    "println!",
    "eprintln!",
    "print!",
    "eprint!",
    "dbg!",
];

fn is_forbidden_crate(name: &str) -> bool {
    FORBIDDEN_CRATES
        .iter()
        .any(|f| name == *f || name.strip_prefix(f).is_some_and(|rest| rest.starts_with('-') || rest.starts_with('_')))
}

/// The crates `package` depends on (normal dependencies, all targets), from `cargo tree`.
fn deps_from_cargo_tree(package: &str) -> Result<BTreeSet<String>, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(root())
        .args(["tree", "-p", package, "-e", "normal", "--target", "all", "--prefix", "none"])
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

/// Fallback without cargo tree: everything reachable from `package` in Cargo.lock. The lock file
/// does not separate dev-dependencies, so this over-approximates (never misses a crate).
fn deps_from_cargo_lock(package: &str) -> BTreeSet<String> {
    let lock_path = root().join("Cargo.lock");
    let lock = std::fs::read_to_string(&lock_path).unwrap_or_else(|e| panic!("read {}: {e}", lock_path.display()));
    let mut graph: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for entry in lock.split("[[package]]").skip(1) {
        let mut name = None;
        let mut deps = Vec::new();
        let mut in_deps = false;
        for line in entry.lines().map(str::trim) {
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
    let mut todo = vec![package.to_string()];
    while let Some(name) = todo.pop() {
        if seen.insert(name.clone()) {
            todo.extend(graph.get(&name).into_iter().flatten().cloned());
        }
    }
    seen
}

#[test]
fn the_sites_own_wasm_does_not_link_the_search() {
    // The search runs in its Web Worker (the `ai-worker` binary, feature `ai-worker`); the site's
    // pages, built with the default features, only talk to it (site/src/ai.rs).
    let deps = deps_from_cargo_tree("site").expect("cargo tree of the site");
    assert!(deps.contains("leptos") && deps.contains("mancala-engine"), "the site's dependencies look wrong: {deps:?}");
    assert!(!deps.contains("mancala-ai"), "the site's default build must not depend on mancala-ai");
}

#[test]
fn pure_crates_have_no_web_dependencies() {
    for (package, _) in PURE_CRATES {
        let deps = deps_from_cargo_tree(package).unwrap_or_else(|why| {
            eprintln!("architecture test: {why}; falling back to Cargo.lock");
            deps_from_cargo_lock(package)
        });
        assert!(deps.contains(*package) && deps.len() > 1, "the dependency list of {package} looks wrong: {deps:?}");
        let bad: Vec<&String> = deps.iter().filter(|d| is_forbidden_crate(d)).collect();
        assert!(bad.is_empty(), "{package} must not depend on web crates, but depends on {bad:?}");
    }
}

#[test]
fn the_record_format_depends_on_the_engine_only() {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(root())
        .args(["metadata", "--format-version", "1", "--no-deps", "--offline"])
        .output()
        .expect("cargo metadata");
    assert!(out.status.success(), "cargo metadata failed: {}", String::from_utf8_lossy(&out.stderr));
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).expect("cargo metadata's JSON");
    let record = meta["packages"]
        .as_array()
        .and_then(|p| p.iter().find(|p| p["name"] == "mancala-record"))
        .expect("mancala-record in the workspace");
    let normal: Vec<&str> = record["dependencies"]
        .as_array()
        .expect("dependencies")
        .iter()
        .filter(|d| d["kind"].is_null())
        .filter_map(|d| d["name"].as_str())
        .collect();
    assert_eq!(normal, ["mancala-engine"]);
}

#[test]
fn forbidden_crate_names_match_families() {
    assert!(is_forbidden_crate("leptos_dom"));
    assert!(is_forbidden_crate("wasm-bindgen-futures"));
    assert!(is_forbidden_crate("gloo-net"));
    assert!(!is_forbidden_crate("serde"));
    assert!(!is_forbidden_crate("glooper"));
}

#[test]
fn pure_crates_do_no_io() {
    for (package, folder) in PURE_CRATES {
        let files = rust_files(&root().join(folder).join("src"));
        assert!(!files.is_empty(), "no .rs files in {folder}/src");
        let found: Vec<String> = files.iter().flat_map(|f| lines_with(f, FORBIDDEN_SOURCE)).collect();
        assert!(found.is_empty(), "{package} must do no I/O (ARCHITECTURE.md); found:\n{}", found.join("\n"));
    }
}

fn site_src() -> std::path::PathBuf {
    root().join("site/src")
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
    let files = rust_files(&src);
    assert!(files.len() > 10, "expected the site's modules under {}", src.display());
    let adapter = src.join("platform/js.rs");
    assert!(files.contains(&adapter), "site/src/platform/js.rs is the adapter layer and must exist");
    // The adapter's submodules (`js/dom.rs`, the DOM without a framework) belong to it; so does
    // the embed's export (`MancalaEmbed`, `#[wasm_bindgen]` and nothing else) and the computer's
    // worker export (`think`), which keep `js` a leaf that names no part of the crate.
    let export = src.join("embed/export.rs");
    assert!(files.contains(&export), "site/src/embed/export.rs holds the embed's export and must exist");
    let worker_export = src.join("ai/export.rs");
    assert!(files.contains(&worker_export), "site/src/ai/export.rs holds the worker's export and must exist");
    let in_adapter =
        |f: &Path| f == adapter || f.starts_with(src.join("platform/js")) || f == export || f == worker_export;
    let found: Vec<String> = files.iter().filter(|f| !in_adapter(f)).flat_map(|f| lines_with(f, JS_CROSSING)).collect();
    assert!(
        found.is_empty(),
        "only site/src/platform/js.rs, site/src/platform/js/, site/src/embed/export.rs and site/src/ai/export.rs may cross into JavaScript (ARCHITECTURE.md); found:\n{}",
        found.join("\n")
    );
    // The check sees what it looks for: the adapter itself is full of it.
    assert!(!lines_with(&adapter, JS_CROSSING).is_empty());
}

#[test]
fn the_adapter_is_a_leaf() {
    let src = site_src();
    let files = rust_files(&src);
    let adapter: Vec<&std::path::PathBuf> =
        files.iter().filter(|f| **f == src.join("platform/js.rs") || f.starts_with(src.join("platform/js"))).collect();
    assert!(adapter.len() >= 2, "expected site/src/platform/js.rs and site/src/platform/js/dom.rs");
    let found: Vec<String> = adapter.iter().flat_map(|f| lines_with(f, &["crate::"])).collect();
    assert!(
        found.is_empty(),
        "site/src/platform/js.rs and site/src/platform/js/ must name no other part of the site; found:\n{}",
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

/// The board view: every file of `site/src/board/` and the embed's view (`site/src/embed/view.rs`).
fn board_view_files() -> Vec<std::path::PathBuf> {
    let mut files = rust_files(&site_src().join("board"));
    assert!(files.len() >= 6, "expected the board's files under site/src/board/: {files:?}");
    files.push(site_src().join("embed/view.rs"));
    files
}

#[test]
fn the_board_view_knows_no_rules() {
    let view = board_view_files();
    let found: Vec<String> = view.iter().flat_map(|f| lines_with(f, RULE_CALLS)).collect();
    assert!(
        found.is_empty(),
        "the board view must render positions and play step logs only; found:\n{}",
        found.join("\n")
    );
    // The check sees what it looks for: the play page does ask the engine.
    assert!(!lines_with(&site_src().join("pages/play/session.rs"), RULE_CALLS).is_empty());
}

/// Every variant id the engine declares (`id: "…"` in the games' specs).
fn variant_ids() -> Vec<String> {
    let mut ids = Vec::new();
    let mut dirs = vec![root().join("crates/engine/src/games")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for line in text.lines() {
                    if let Some(rest) = line.trim().strip_prefix("id: \"") {
                        ids.extend(rest.split('"').next().map(str::to_string));
                    }
                }
            }
        }
    }
    ids
}

/// The lines of `file`'s code (not its comments, not its test items) that hold one of `ids` as a
/// string literal, `"kalah"`, as `path:line: `id` in `line``.
fn variant_id_literals(file: &Path, ids: &[String]) -> Vec<String> {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("read {}: {e}", file.display()));
    let shown = file.strip_prefix(root()).unwrap_or(file).display().to_string();
    let originals: Vec<&str> = text.lines().collect();
    code_lines_with_strings(&text)
        .iter()
        .enumerate()
        .filter_map(|(i, code)| {
            ids.iter()
                .find(|id| code.contains(&format!("\"{id}\"")))
                .map(|id| format!("{shown}:{}: `{id}` in `{}`", i + 1, originals.get(i).map_or("", |l| l.trim())))
        })
        .collect()
}

/// Rule facts such as which games have heads, outskirts and houses are the engine's data
/// (`VariantSpec::pit_roles`): the board view never tells games apart by their ids.
#[test]
fn the_board_view_names_no_variant() {
    let ids = variant_ids();
    assert!(ids.len() >= 19 && ids.iter().any(|i| i == "kiswahili"), "the scan finds the ids: {ids:?}");
    let found: Vec<String> = board_view_files().iter().flat_map(|f| variant_id_literals(f, &ids)).collect();
    assert!(found.is_empty(), "the board view must take rule facts from the engine; found:\n{}", found.join("\n"));
}

/// Whether `file` is test code by where it stands: under a `tests/`, `benches/` or `examples/`
/// folder of a crate or the site.
fn is_test_file(file: &Path) -> bool {
    let relative = file.strip_prefix(root()).unwrap_or(file);
    relative.components().any(|c| matches!(c.as_os_str().to_str(), Some("tests" | "benches" | "examples")))
}

/// Which family a game belongs to, whether its pits change owner, which course teaches a preset:
/// facts of the rules, and so the engine's data (`VariantSpec`), read from the spec. Only the
/// games' own modules (`crates/engine/src/games/`, which fill the specs in) and test code name a
/// variant by its id; everything else, the search, the puzzles, the content's checks, the site,
/// the texts and the command line, takes the facts from the spec and never tells games apart by
/// their ids.
#[test]
fn only_the_games_tell_variants_apart_by_id() {
    let ids = variant_ids();
    assert!(ids.len() >= 19 && ids.iter().any(|i| i == "ayoayo"), "the scan finds the ids: {ids:?}");
    let games = root().join("crates/engine/src/games");
    let files: Vec<PathBuf> = [root().join("crates"), root().join("site")]
        .iter()
        .flat_map(|dir| rust_files(dir))
        .filter(|f| !f.starts_with(&games) && !is_test_file(f) && !f.components().any(|c| c.as_os_str() == "target"))
        .collect();
    assert!(
        files.iter().any(|f| f.ends_with("crates/ai/src/eval.rs"))
            && files.iter().any(|f| f.ends_with("site/src/main.rs")),
        "the scan reads the crates and the site: {} files",
        files.len()
    );
    let found: Vec<String> = files.iter().flat_map(|f| variant_id_literals(f, &ids)).collect();
    assert!(
        found.is_empty(),
        "only crates/engine/src/games/ and test code may name a variant by its id; take the fact from the spec (VariantSpec) instead; found:\n{}",
        found.join("\n")
    );
    // The check sees what it looks for: a game's module names its own ids.
    assert!(!variant_id_literals(&games.join("two_row/oware.rs"), &ids).is_empty());
}

/// A rule ID as a string literal in a line of code (`"KSW-18"`, `"OW-7"`, `"A19a"`): letters,
/// a hyphen and a number, or `A` and a number.
fn rule_id_literals(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for part in code.split('"').skip(1).step_by(2) {
        let (head, tail) = part.split_once('-').unwrap_or(("", part));
        let rule_like = if head.is_empty() {
            part.len() >= 2
                && part.starts_with('A')
                && part[1..].chars().next().is_some_and(|c| c.is_ascii_digit())
                && part[1..].chars().all(|c| c.is_ascii_alphanumeric())
        } else {
            head.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
                && head.chars().next().is_some_and(|c| c.is_ascii_uppercase())
                && tail.chars().next().is_some_and(|c| c.is_ascii_digit())
                && tail.chars().all(|c| c.is_ascii_alphanumeric())
        };
        if rule_like {
            out.push(part.to_string());
        }
    }
    out
}

/// The engine decides by its rules and says why in typed reasons on its steps (issue 37); what
/// reads the step log words or weighs those reasons and never re-derives a rule from its ID:
/// no rule-ID literal in the narration, the search, the puzzles or the site (test code aside).
/// Messages are still chosen by a step's rule generically (`step-relay--KSW-13`), which names no
/// rule in code; the build's split of the strings by family asks the engine a rule's family
/// (`rules::rows_of_rule`, from the games' specs).
#[test]
fn nothing_outside_the_engine_decides_by_a_rule_id() {
    assert_eq!(rule_id_literals(r#"if rule.0 == "KSW-18" || r == "A19a" { "ok-1" }"#), ["KSW-18", "A19a"]);
    assert!(rule_id_literals(r#"tr(lang, "why-turn-end", "site-x")"#).is_empty());
    let dirs = ["crates/text/src", "crates/ai/src", "crates/puzzles/src", "site/src"];
    let mut found = Vec::new();
    for dir in dirs {
        for file in rust_files(&root().join(dir)) {
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            let shown = file.strip_prefix(root()).unwrap_or(&file).display().to_string();
            for (i, code) in code_lines_with_strings(&text).iter().enumerate() {
                for id in rule_id_literals(code) {
                    found.push(format!("{shown}:{}: {id}", i + 1));
                }
            }
        }
    }
    assert!(found.is_empty(), "rule IDs decided on outside the engine:\n{}", found.join("\n"));
}
