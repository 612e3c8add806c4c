//! The coach's facts, checked by replaying the moves they name through the engine.

use mancala_ai::{hint, judge, Grade, Limits, NoClock, Searcher};
use mancala_engine::{Position, Side, Variant};

fn setup(id: &str, text: &str) -> (Variant, Position) {
    let v = Variant::new(id, &[]).unwrap();
    let pos = v.parse_position(text).unwrap();
    (v, pos)
}

#[test]
fn a_hint_names_the_pit_and_the_capture_the_board_then_shows() {
    let (v, pos) = setup("kalah", "S=[0,0,1,0,0,3] N=[1,1,8,1,1,1] SS=15 NS=16, S to move");
    let mut s = Searcher::new(&v, 16);
    let h = hint(&mut s, &pos, &Limits::depth(4), &NoClock).expect("a hint");
    assert_eq!(h.best.pit, Some(2), "S2");
    assert_eq!(h.best.captured, 8);
    assert!(!h.best.extra_turn);
    // Replayed: N2's 8 seeds are gone and South's store has them and its own seed.
    let (after, _) = v.play(&pos, &h.best.mv).unwrap();
    assert_eq!(after.seeds(v.layout().pit(Side::North, 2)), 0);
    assert_eq!(after.store(Side::South), pos.store(Side::South) + 9);
}

#[test]
fn a_hint_says_what_every_other_move_lets_the_opponent_take() {
    // S4 is best; S0, the only other move, lets N0 take S4's 6 seeds (KAL-8).
    let (v, pos) = setup("kalah", "S=[2,0,0,0,6,0] N=[1,0,3,3,3,3] SS=14 NS=13, S to move");
    let mut s = Searcher::new(&v, 16);
    let h = hint(&mut s, &pos, &Limits::depth(4), &NoClock).expect("a hint");
    assert_eq!(h.best.mv.token(v.layout()), "S4");
    let threat = h.others_allow.expect("the other move allows a capture");
    assert_eq!(threat.mv.token(v.layout()), "N0");
    assert_eq!(threat.captured, 6);
    let (mid, _) = v.play_token(&pos, "S0").unwrap();
    let (end, _) = v.play(&mid, &threat.mv).unwrap();
    assert_eq!(end.seeds(v.layout().pit(Side::South, 4)), 0, "S4's seeds are taken");
    assert_eq!(end.store(Side::North), mid.store(Side::North) + 7, "6 and North's own seed");
}

#[test]
fn a_verdict_grades_a_blunder_and_names_its_refutation() {
    let (v, pos) = setup("kalah", "S=[2,0,0,0,6,0] N=[1,0,3,3,3,3] SS=14 NS=13, S to move");
    let mut s = Searcher::new(&v, 16);
    let limits = Limits::depth(4);
    let s0 = v.parse_move(&pos, "S0").unwrap();
    let bad = judge(&mut s, &pos, &s0, &limits, &NoClock).expect("a verdict");
    assert!(bad.loss > 0.5, "{bad:?}");
    assert_ne!(bad.grade, Grade::Good);
    assert_eq!(bad.played.captured, 3, "S0 takes N3's 3");
    assert_eq!(bad.best.mv.token(v.layout()), "S4");
    let refutation = bad.refutation.expect("a refutation");
    assert_eq!((refutation.mv.token(v.layout()).as_str(), refutation.captured), ("N0", 6));
    let s4 = v.parse_move(&pos, "S4").unwrap();
    let good = judge(&mut s, &pos, &s4, &limits, &NoClock).expect("a verdict");
    assert_eq!(good.grade, Grade::Good);
    assert!(good.loss.abs() < 1e-9);
}

#[test]
fn the_grade_thresholds_are_in_seeds() {
    assert_eq!(Grade::of(0.0), Grade::Good);
    assert_eq!(Grade::of(0.5), Grade::Good);
    assert_eq!(Grade::of(1.0), Grade::Inaccuracy);
    assert_eq!(Grade::of(3.0), Grade::Mistake);
    assert_eq!(Grade::of(5.5), Grade::Blunder);
}

#[test]
fn a_blunder_is_judged_so_with_the_advice_limits_of_the_site() {
    // The site's hint and verdict search with these limits (a node budget, exact endgames:
    // site/src/ai/worker.rs). S0 takes N3's 3 but lets N0 take S4's 6; S4 is best.
    let (v, pos) = setup("kalah", "S=[2,0,0,0,6,0] N=[1,0,3,3,3,3] SS=14 NS=13, S to move");
    let limits = Limits { depth: 12, nodes: Some(60_000), time_ms: None, exact: true };
    let mut s = Searcher::new(&v, 16);
    let s0 = v.parse_move(&pos, "S0").unwrap();
    let bad = judge(&mut s, &pos, &s0, &limits, &NoClock).expect("a verdict");
    assert_eq!(bad.best.mv.token(v.layout()), "S4", "{bad:?}");
    assert!(matches!(bad.grade, Grade::Mistake | Grade::Blunder), "{bad:?}");
    assert!(bad.loss > 2.0, "{bad:?}");
    let h = hint(&mut s, &pos, &limits, &NoClock).expect("a hint");
    assert_eq!(h.best.mv.token(v.layout()), "S4", "{h:?}");
}
