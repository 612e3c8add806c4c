//! Fuzzing with proptest: arbitrary strings and random edits of valid records never make the
//! parser (or the replay of what it accepts) panic, and every error points at a real place in
//! the text: a line that exists and a column at most one past its last character.
//!
//! Every input also has a time limit ([`TIME_LIMIT_MS`], proptest's `timeout`: each case runs in a
//! child process that is stopped when it takes longer), so an input that makes the parser slow
//! fails like a panic; long inputs (up to past the size limit, a piece of record repeated) are
//! generated to find such inputs: 80 000 tags took 45 s before the parser was linear.

use mancala_record::parse;
use proptest::prelude::*;

const SEEDS: &[&str] = &[
    include_str!("../../../docs/RECORD.md"),
    "[Variant \"kalah\"]\n[Title \"x \\\" y\"]\n\n{uk: Коментар \\} з дужкою} {ru: \\\\}\n1. S2 S5 2. N1 N5 (2... N2 3. S0 {ru: да} (3. S1)) 3. S0 N2\n",
    "[Variant \"kiswahili\"]\n1. +S.I7/cw +N.I7/ccw 2. +S.I5/hS.I1 (2. +S.I5/hS.I8 +N.I6/hN.I1) 2... +N.I6/cw\n",
    "[Variant \"oware\"]\n[Option \"grand_slam=forbidden\"]\n[Start \"S=[1,0,0,0,0,2] N=[1,2,2,0,0,0] SS=20 NS=20, S to move\"]\nS5 {}\n",
];

/// The time one input may take (parse, replay, write and parse again), in a debug build on a
/// loaded machine: far above what a linear parser needs for the longest input (a megabyte, well
/// under a second), far below what a quadratic one takes.
const TIME_LIMIT_MS: u32 = 15_000;

/// Checks the promise of an error: a line of the text, and a column on it (or just past its end).
fn check(text: &str) -> Result<(), TestCaseError> {
    match parse(text) {
        Ok(record) => {
            // What parses, replays without panicking (Ok or a located error), and writes back.
            if let Err(e) = record.replay() {
                let _ = e.to_string();
            }
            let again = parse(&record.to_text());
            prop_assert_eq!(again.as_ref(), Ok(&record));
        }
        Err(e) => {
            let lines: Vec<&str> = text.split('\n').collect();
            prop_assert!(e.line >= 1 && e.line <= lines.len(), "line {} of {}", e.line, lines.len());
            let len = lines[e.line - 1].chars().count();
            prop_assert!(e.column >= 1 && e.column <= len + 1, "column {} on a line of {} characters", e.column, len);
            let message = e.to_string();
            let prefix = format!("line {}, column {}: ", e.line, e.column);
            prop_assert!(message.starts_with(&prefix), "{}", message);
        }
    }
    Ok(())
}

/// One edit of a text: delete, insert or replace a character, or cut the text short.
#[derive(Clone, Debug)]
enum Edit {
    Delete(usize),
    Insert(usize, char),
    Replace(usize, char),
    Truncate(usize),
    Duplicate(usize, usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    let special = prop_oneof![
        Just('{'),
        Just('}'),
        Just('('),
        Just(')'),
        Just('['),
        Just(']'),
        Just('"'),
        Just('\\'),
        Just('.'),
        Just('1'),
        Just('\n'),
        Just(' '),
        Just('Ж'),
        any::<char>(),
    ];
    prop_oneof![
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), special.clone()).prop_map(|(i, c)| Edit::Insert(i, c)),
        (any::<usize>(), special).prop_map(|(i, c)| Edit::Replace(i, c)),
        any::<usize>().prop_map(Edit::Truncate),
        (any::<usize>(), 1usize..20).prop_map(|(i, n)| Edit::Duplicate(i, n)),
    ]
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let n = chars.len();
        match *e {
            Edit::Delete(i) if n > 0 => {
                chars.remove(i % n);
            }
            Edit::Insert(i, c) => chars.insert(i % (n + 1), c),
            Edit::Replace(i, c) if n > 0 => chars[i % n] = c,
            Edit::Truncate(i) => chars.truncate(i % (n + 1)),
            Edit::Duplicate(i, len) if n > 0 => {
                let from = i % n;
                let piece: Vec<char> = chars[from..(from + len).min(n)].to_vec();
                let at = (i / 7) % (n + 1);
                chars.splice(at..at, piece);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// The ```record blocks of the doc and the other seeds.
fn seeds() -> Vec<String> {
    let mut out: Vec<String> = SEEDS[1..].iter().map(|s| (*s).to_string()).collect();
    let mut block: Option<String> = None;
    for line in SEEDS[0].lines() {
        match block.as_mut() {
            None if line.starts_with("```record") => block = Some(String::new()),
            None => {}
            Some(b) if line.starts_with("```") => {
                out.push(std::mem::take(b));
                block = None;
            }
            Some(b) => {
                b.push_str(line);
                b.push('\n');
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, timeout: TIME_LIMIT_MS, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_strings_never_panic(text in any::<String>()) {
        check(&text)?;
    }

    #[test]
    fn record_like_strings_never_panic(
        text in "(\\[(Variant|Title|Option|Start|X-a) \"[a-z=\\\\\"]{0,6}\"?\\]?|\\{(uk:|ru:)?[a-zж \\\\}]{0,6}\\}?|[0-9]{1,2}\\.{0,4}|[SN][0-9]|\\(|\\)|[ \n\t]|[^a-z]){0,40}"
    ) {
        check(&format!("[Variant \"kalah\"]\n{text}"))?;
        check(&text)?;
    }

    #[test]
    fn edited_records_never_panic(which in any::<usize>(), edits in prop::collection::vec(edit(), 1..6)) {
        let seeds = seeds();
        let seed = &seeds[which % seeds.len()];
        check(&apply(seed, &edits))?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, timeout: TIME_LIMIT_MS, ..ProptestConfig::default() })]

    /// A piece of record (tags, comments, moves, numbers, variations) repeated up to 80 000 times,
    /// each `#` in it replaced by the number of the repetition (so tags get distinct names): from
    /// a few bytes to past the size limit, read in time.
    #[test]
    fn long_records_are_read_in_time(
        piece in "(\\[X-t#[a-z]{0,2} \"[a-z]{0,3}\"\\] |\\{[a-zж #]{0,8}\\} |[SN][0-5] |\\([SN][0-5] |\\) |[0-9]{1,2}\\.{1,3} |\n){1,4}",
        n in 1usize..80_000,
    ) {
        let text: String = (0..n).map(|i| piece.replace('#', &i.to_string())).collect();
        check(&format!("[Variant \"kalah\"]\n{text}"))?;
        check(&text)?;
    }

    /// Many tags of distinct names (the 45 s of issue 16 at 80 000): read in time, whatever the
    /// count.
    #[test]
    fn many_distinct_tags_are_read_in_time(n in 1usize..100_000, value in "[a-z]{0,12}") {
        let tags: String = (0..n).map(|i| format!("[X-t{i} \"{value}\"]\n")).collect();
        check(&format!("[Variant \"kalah\"]\n{tags}"))?;
    }
}

#[test]
fn the_seeds_themselves_are_valid() {
    for s in seeds() {
        parse(&s).unwrap_or_else(|e| panic!("{e}\n{s}"));
    }
}
