//! The canonical writer.
//!
//! Tags one per line (`Variant`, the options, `Start`, then the other tags in their order), a
//! blank line, the comments on the whole game, then from a new line the moves, wrapped at
//! [`WIDTH`] characters. Every move after a comment or a
//! variation, the first move of every line and every first ply of a pair carries its number.

use crate::parse::{is_space, move_number};
use crate::{Comment, Line, Record};
use std::fmt;

/// The width the move text is wrapped at (a comment longer than this stays on one line).
pub const WIDTH: usize = 80;

impl Record {
    /// The canonical text of the record; [`crate::parse`] reads it back to an equal record.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        push_tag(&mut out, "Variant", &self.variant);
        for (k, v) in &self.options {
            push_tag(&mut out, "Option", &format!("{k}={v}"));
        }
        if let Some(start) = &self.start {
            push_tag(&mut out, "Start", start);
        }
        for (name, value) in &self.tags {
            push_tag(&mut out, name, value);
        }
        let mut words = Vec::new();
        line_words(&self.mainline, 0, &mut words);
        if !words.is_empty() {
            out.push('\n');
            // The comment on the whole game stands on its own lines, before the moves.
            let first_move = self.mainline.comments.len();
            wrap(&words, (first_move > 0).then_some(first_move), &mut out);
        }
        out
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

fn push_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        if matches!(c, '"' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push_str("\"]\n");
}

/// A comment as written: `{uk: text}`, `{ru: text}` or `{text}`.
#[must_use]
pub fn comment_text(c: &Comment) -> String {
    let mut out = String::from("{");
    if let Some(lang) = c.lang {
        out.push_str(lang.code());
        out.push_str(": ");
    }
    let chars: Vec<char> = c.text.chars().collect();
    let first = chars
        .iter()
        .position(|c| !is_space(*c))
        .unwrap_or(chars.len());
    let last = chars.iter().rposition(|c| !is_space(*c)).unwrap_or(0);
    // Without a language, a text starting with `uk:` or `ru:` would read as one.
    let protect_colon =
        c.lang.is_none() && (c.text.starts_with("uk:") || c.text.starts_with("ru:"));
    for (i, &ch) in chars.iter().enumerate() {
        let edge_space = is_space(ch) && (i < first || i > last);
        if matches!(ch, '\\' | '}') || edge_space || (protect_colon && i == 2) {
            out.push('\\');
        }
        out.push(ch);
    }
    out.push('}');
    out
}

/// The words of a line: comments, numbered moves, variations in parentheses.
fn line_words(line: &Line, first_ply: usize, words: &mut Vec<String>) {
    for c in &line.comments {
        words.push(comment_text(c));
    }
    let mut numbered = true;
    for (i, node) in line.nodes.iter().enumerate() {
        let ply = first_ply + i;
        if numbered || ply & 1 == 0 {
            words.push(format!("{} {}", move_number(ply), node.mv));
        } else {
            words.push(node.mv.clone());
        }
        numbered = !node.comments.is_empty() || !node.variations.is_empty();
        for c in &node.comments {
            words.push(comment_text(c));
        }
        for v in &node.variations {
            let from = words.len();
            line_words(v, ply, words);
            if let Some(w) = words.get_mut(from) {
                w.insert(0, '(');
            }
            if words.len() > from {
                if let Some(w) = words.last_mut() {
                    w.push(')');
                }
            } else {
                words.push("()".into());
            }
        }
    }
}

/// Joins words with spaces, breaking lines before a word that would pass [`WIDTH`] and before
/// word `break_before`.
fn wrap(words: &[String], break_before: Option<usize>, out: &mut String) {
    let mut column = 0;
    for (i, w) in words.iter().enumerate() {
        let len = w.chars().count();
        if column > 0 {
            if column + 1 + len > WIDTH || break_before == Some(i) {
                out.push('\n');
                column = 0;
            } else {
                out.push(' ');
                column += 1;
            }
        }
        out.push_str(w);
        column = match w.rfind('\n') {
            Some(nl) => w[nl + 1..].chars().count(),
            None => column + len,
        };
    }
    out.push('\n');
}
