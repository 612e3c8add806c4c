//! `cargo +nightly fuzz run parse -- -timeout=10` (from crates/record): any text is either a
//! record that replays without panicking and round-trips, or an error at a real line and column,
//! and each input is done in time: an input that takes longer than `TIME_LIMIT` fails like a panic
//! (libFuzzer's own `-timeout` also stops one that never ends; its default is 20 minutes).
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::time::{Duration, Instant};

/// Far above what the linear parser needs for the longest input (a megabyte), far below what a
/// quadratic one takes (80 000 tags took 45 s before the parser was linear).
const TIME_LIMIT: Duration = Duration::from_secs(5);

fuzz_target!(|text: &str| {
    let started = Instant::now();
    match mancala_record::parse(text) {
        Ok(record) => {
            let _ = record.replay();
            let again = mancala_record::parse(&record.to_text());
            assert_eq!(again.as_ref(), Ok(&record));
        }
        Err(e) => {
            let lines: Vec<&str> = text.split('\n').collect();
            assert!(e.line >= 1 && e.line <= lines.len());
            let len = lines[e.line - 1].chars().count();
            assert!(e.column >= 1 && e.column <= len + 1);
        }
    }
    let took = started.elapsed();
    assert!(took < TIME_LIMIT, "a slow input: {took:?} for {} bytes", text.len());
});
