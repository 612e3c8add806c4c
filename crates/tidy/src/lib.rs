//! Tree-wide source checks, kept apart from the crates they check (as rust-analyzer keeps its
//! `xtask/src/tidy.rs`): the tests in `tests/` read the repository's files. This library holds
//! what they share: where the repository is, which files a folder holds, and the code of a Rust
//! source without its comments, string contents and `#[cfg(test)]` modules.

use std::path::{Path, PathBuf};

/// The repository's root folder.
#[must_use]
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("the repository root")
}

/// Every `.rs` file under `dir`, sorted.
#[must_use]
pub fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    collect(dir, &mut out);
    out.sort();
    out
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("read {}: {e}", dir.display())) {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a Rust source, line by line (the same line numbers): comments are blanked, the
/// contents of string and character literals are replaced by spaces (their quotes stay, so
/// `"http://…"` is neither code nor a comment), and `#[cfg(test)]` items (a test module) are
/// blanked whole, as are `#[cfg(all(test, …))]` ones.
#[must_use]
pub fn code_lines(text: &str) -> Vec<String> {
    let stripped = strip_comments_and_strings(text, false);
    let mut lines: Vec<String> = stripped.lines().map(str::to_string).collect();
    let test = test_item_lines(&lines);
    blank_lines(&mut lines, &test);
    lines
}

/// [`code_lines`] with the string literals' contents kept: the code and the strings it holds,
/// without comments and test items (for a check of the literals themselves, such as variant ids).
#[must_use]
pub fn code_lines_with_strings(text: &str) -> Vec<String> {
    // Which lines are test items is told from the code without its strings (a brace inside a
    // string is no brace).
    let test = test_item_lines(&code_lines_unfiltered(text));
    let mut lines: Vec<String> = strip_comments_and_strings(text, true).lines().map(str::to_string).collect();
    blank_lines(&mut lines, &test);
    lines
}

fn code_lines_unfiltered(text: &str) -> Vec<String> {
    strip_comments_and_strings(text, false).lines().map(str::to_string).collect()
}

fn blank_lines(lines: &mut [String], which: &[bool]) {
    for (line, &blank) in lines.iter_mut().zip(which) {
        if blank {
            line.clear();
        }
    }
}

/// A lexer just good enough for this codebase: line and (nested) block comments, strings with
/// escapes, raw strings `r#"…"#`, byte strings, char literals (told from lifetimes). The contents
/// of strings are blanked unless `keep_strings`.
fn strip_comments_and_strings(text: &str, keep_strings: bool) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    // Keeps line breaks, blanks everything else.
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && !is_ident(chars.get(i.wrapping_sub(1))) {
            // A raw string: r"…", r#"…"#, …
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            out.extend(std::iter::repeat_n(' ', j - i));
            out.push('"');
            j += 1;
            loop {
                match chars.get(j) {
                    None => break,
                    Some('"') if (1..=hashes).all(|k| chars.get(j + k) == Some(&'#')) => {
                        out.push('"');
                        out.extend(std::iter::repeat_n(' ', hashes));
                        j += 1 + hashes;
                        break;
                    }
                    Some(&ch) => {
                        out.push(if keep_strings { ch } else { blank(ch) });
                        j += 1;
                    }
                }
            }
            i = j;
        } else if c == '"' {
            out.push('"');
            i += 1;
            while i < chars.len() {
                match chars[i] {
                    '\\' => {
                        out.push(if keep_strings { '\\' } else { ' ' });
                        if let Some(&e) = chars.get(i + 1) {
                            out.push(if keep_strings { e } else { blank(e) });
                        }
                        i += 2;
                    }
                    '"' => {
                        out.push('"');
                        i += 1;
                        break;
                    }
                    ch => {
                        out.push(if keep_strings { ch } else { blank(ch) });
                        i += 1;
                    }
                }
            }
        } else if c == '\'' {
            // A char literal ('x', '\n', '\u{..}'), or a lifetime / label ('a).
            let end = if next == Some('\\') {
                (i + 2..chars.len().min(i + 12)).find(|&k| chars[k] == '\'')
            } else if chars.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            if let Some(end) = end {
                out.push('\'');
                out.extend(std::iter::repeat_n(' ', end - i - 1));
                out.push('\'');
                i = end + 1;
            } else {
                out.push(c);
                i += 1;
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn is_ident(c: Option<&char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || *c == '_')
}

/// Whether a line is the attribute of an item compiled for tests only: `#[cfg(test)]` or
/// `#[cfg(all(test, …))]`.
fn is_test_cfg(line: &str) -> bool {
    let line = line.trim();
    line == "#[cfg(test)]" || line.starts_with("#[cfg(all(test,")
}

/// The lines of each test item (see [`is_test_cfg`]): the attribute and the item after it, up to
/// its closing brace (or its `;`).
fn test_item_lines(lines: &[String]) -> Vec<bool> {
    let mut test = vec![false; lines.len()];
    let mut i = 0;
    while i < lines.len() {
        if !is_test_cfg(&lines[i]) {
            i += 1;
            continue;
        }
        let mut depth = 0i32;
        let mut opened = false;
        let mut j = i;
        while j < lines.len() {
            let line = &lines[j];
            test[j] = true;
            for ch in line.chars() {
                match ch {
                    '{' => {
                        depth += 1;
                        opened = true;
                    }
                    '}' => depth -= 1,
                    _ => {}
                }
            }
            let ends = (opened && depth == 0) || (!opened && j > i && line.trim_end().ends_with(';'));
            j += 1;
            if ends {
                break;
            }
        }
        i = j;
    }
    test
}

/// The lines of `file` whose code holds one of `patterns`, as `path:line: `pattern` in `line``,
/// with `path` relative to the repository root.
#[must_use]
pub fn lines_with(file: &Path, patterns: &[&str]) -> Vec<String> {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("read {}: {e}", file.display()));
    let root = root();
    let shown = file.strip_prefix(&root).unwrap_or(file).display().to_string();
    let originals: Vec<&str> = text.lines().collect();
    code_lines(&text)
        .iter()
        .enumerate()
        .filter_map(|(i, code)| {
            patterns.iter().find(|p| code.contains(*p)).map(|pattern| {
                format!("{shown}:{}: `{pattern}` in `{}`", i + 1, originals.get(i).map_or("", |l| l.trim()))
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{code_lines, code_lines_with_strings};

    #[test]
    fn comments_and_string_contents_are_not_code() {
        let src =
            "let a = \"http://x\"; // println!\nlet b = 'x'; /* std::fs */ fn f<'a>() {}\nlet c = r#\"std::env\"#;";
        let code = code_lines(src);
        assert_eq!(code.len(), 3);
        assert!(code[0].starts_with("let a = \""), "{:?}", code[0]);
        assert!(!code[0].contains("http") && !code[0].contains("println"));
        assert!(!code[1].contains("std::fs") && code[1].contains("fn f<'a>()"), "{:?}", code[1]);
        assert!(!code[2].contains("std::env") && code[2].contains("let c"), "{:?}", code[2]);
    }

    #[test]
    fn string_literals_can_be_kept() {
        let src = "let a = \"kalah\"; // \"oware\"\nlet b = r#\"{ \\\"hus\\\" }\"#;\n#[cfg(all(test, feature = \"x\"))]\nmod tests {\n    const S: &str = \"}\";\n    fn t() { f(\"namnam\"); }\n}\nfn b() { f(\"omweso\"); }\n";
        let code = code_lines_with_strings(src);
        assert!(code[0].contains("\"kalah\"") && !code[0].contains("oware"), "{:?}", code[0]);
        assert!(code[1].contains("hus"), "{:?}", code[1]);
        assert!(!code.iter().any(|l| l.contains("namnam")), "the test module is not code: {code:?}");
        assert!(code[7].contains("\"omweso\""), "the code after the test module is still read: {code:?}");
    }

    #[test]
    fn a_test_module_is_not_code_wherever_it_stands() {
        let src = "fn a() {}\n#[cfg(test)]\nmod tests {\n    fn t() { println!(); }\n}\nfn b() { dbg!(1); }\n";
        let code = code_lines(src);
        assert!(!code.iter().any(|l| l.contains("println")));
        assert!(code[5].contains("dbg!"), "the code after the test module is still read: {code:?}");
    }
}
