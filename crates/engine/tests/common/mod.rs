//! Helpers shared by the per-variant example tests.
// Each test file uses its own subset.
#![allow(dead_code)]

use mancala_engine::{IllegalReason, MoveError, Position, Step, Variant};

/// A position in the text form, or a panic naming the text.
pub fn pos(v: &Variant, text: &str) -> Position {
    v.parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays a token; checks the log folds to the new position and no seed is lost.
pub fn play(v: &Variant, p: &Position, token: &str) -> (Position, Vec<Step>) {
    let (after, steps) = v.play_token(p, token).unwrap_or_else(|e| panic!("{token} in {p}: {e}"));
    assert_eq!(p.after_steps(&steps).expect("log folds"), after, "{token}: log does not fold");
    assert_eq!(after.total_seeds(), p.total_seeds(), "{token}: seeds not conserved");
    (after, steps)
}

/// The position after a move equals `expected` (move counters ignored).
pub fn assert_state(v: &Variant, after: &Position, expected: &str) {
    let want = pos(v, expected);
    assert!(after.same_state(&want), "got {after}\nwant {want}");
}

/// The reason a token is illegal; checks the rejected move is handed back.
pub fn illegal(v: &Variant, p: &Position, token: &str) -> IllegalReason {
    match v.play_token(p, token) {
        Err(MoveError::Illegal(e)) => {
            assert_eq!(e.mv, v.parse_move(p, token).unwrap(), "the rejected move is handed back");
            e.reason
        }
        other => panic!("{token} should be illegal in {p}, got {other:?}"),
    }
}

/// The legal move tokens in the engine's order.
pub fn tokens(v: &Variant, p: &Position) -> Vec<String> {
    v.legal_moves(p).iter().map(|m| m.token(p.layout())).collect()
}

/// The legal move tokens, sorted.
pub fn sorted_tokens(v: &Variant, p: &Position) -> Vec<String> {
    let mut t = tokens(v, p);
    t.sort();
    t
}
