//! The set-up promises of README.md: two commands, offline after set-up, and a fresh machine has
//! every crate a step builds from.

use mancala_tidy::root;

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("read {path}: {e}"))
}

/// The manifests `./x` fetches in set-up, from its `for manifest in …; do` line (globs expanded
/// the way bash does for these simple `dir/*/file` forms).
fn fetched_manifests(x: &str) -> Vec<String> {
    let line = x
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with("for manifest in "))
        .expect("./x fetches its manifests in a `for manifest in …; do` loop");
    let list = line.trim_start_matches("for manifest in ").trim_end_matches("; do");
    let mut out = Vec::new();
    for word in list.split_whitespace() {
        if let Some((dir, file)) = word.split_once("/*/") {
            let mut found: Vec<String> = std::fs::read_dir(root().join(dir))
                .unwrap_or_else(|e| panic!("read {dir}: {e}"))
                .map(|e| e.expect("entry").path())
                .filter(|p| p.join(file).is_file())
                .map(|p| format!("{dir}/{}/{file}", p.file_name().expect("name").to_string_lossy()))
                .collect();
            found.sort();
            out.extend(found);
        } else {
            out.push(word.to_string());
        }
    }
    out
}

#[test]
fn every_manifest_a_step_builds_from_is_fetched_in_set_up() {
    let x = read("x");
    let fetched = fetched_manifests(&x);
    assert!(fetched.contains(&"Cargo.toml".to_string()), "the workspace is fetched: {fetched:?}");
    // Every `--manifest-path P` a step passes to cargo.
    let used: Vec<&str> = x
        .split("--manifest-path ")
        .skip(1)
        .filter_map(|rest| rest.split_whitespace().next())
        // The fetch loop itself passes its `"$manifest"`.
        .filter(|p| !p.contains('$'))
        .collect();
    assert!(!used.is_empty(), "./x builds the vendored crate's tests with --manifest-path");
    for path in used {
        assert!(fetched.iter().any(|f| f == path), "./x builds from {path}, which set-up does not fetch ({fetched:?})");
    }
    // And each fetched manifest has its lock file in git, so a new machine fetches the same crates.
    for manifest in &fetched {
        let lock = root().join(manifest).with_file_name("Cargo.lock");
        assert!(lock.is_file(), "{} has no Cargo.lock beside it", manifest);
    }
    assert!(!read(".gitignore").lines().any(|l| l.trim().ends_with("Cargo.lock")), "no Cargo.lock is ignored");
}

#[test]
fn the_readme_has_exactly_two_set_up_commands() {
    let readme = read("README.md");
    let section = readme.split("## Set up").nth(1).expect("README.md has a `## Set up` section");
    let block = section.split("```sh").nth(1).and_then(|b| b.split("```").next()).expect("a ```sh block");
    let commands: Vec<&str> = block.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).collect();
    let names: Vec<&str> = commands.iter().map(|c| c.split('#').next().unwrap_or(c).trim()).collect();
    assert_eq!(names, ["./x serve", "./x test"], "the README's set-up block");
}

#[test]
fn ci_runs_the_readme_test_command() {
    let ci = read(".ci/run");
    assert!(ci.lines().any(|l| l.trim_start().starts_with("exec ./x test")), ".ci/run must be `./x test`:\n{ci}");
}

/// ARCHITECTURE.md is read by a newcomer in minutes (issue 32): at most 16 000 bytes.
#[test]
fn the_architecture_doc_reads_in_minutes() {
    let len = read("ARCHITECTURE.md").len();
    assert!(len <= 16_000, "ARCHITECTURE.md is {len} bytes; cut it to 16 000 at most");
}
