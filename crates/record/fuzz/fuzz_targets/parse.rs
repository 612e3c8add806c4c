//! `cargo +nightly fuzz run parse` (from crates/record): any text is either a record that
//! replays without panicking and round-trips, or an error at a real line and column.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
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
});
