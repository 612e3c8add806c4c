//! The record crate depends on the engine only, and does no I/O (ARCHITECTURE.md).

const MANIFEST: &str = include_str!("../Cargo.toml");
const SOURCES: &[(&str, &str)] = &[
    ("lib.rs", include_str!("../src/lib.rs")),
    ("parse.rs", include_str!("../src/parse.rs")),
    ("write.rs", include_str!("../src/write.rs")),
    ("replay.rs", include_str!("../src/replay.rs")),
];

#[test]
fn the_only_dependency_is_the_engine() {
    let deps = MANIFEST
        .split("[dependencies]")
        .nth(1)
        .and_then(|rest| rest.split("\n[").next())
        .unwrap_or_default();
    let names: Vec<&str> = deps
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split(['=', ' ']).next())
        .collect();
    assert_eq!(names, ["mancala-engine"]);
}

#[test]
fn no_io_and_no_printing() {
    let forbidden = [
        "std::fs",
        "std::net",
        "std::process",
        "std::env",
        "std::io",
        "println!",
        "eprintln!",
        "print!(",
        "dbg!",
        "web_sys",
        "wasm_bindgen",
        "leptos",
    ];
    for (file, text) in SOURCES {
        for word in forbidden {
            assert!(!text.contains(word), "src/{file} uses `{word}`");
        }
    }
}
