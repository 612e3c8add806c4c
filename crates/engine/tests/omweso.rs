//! Omweso (RULES.md §2.11, §3 A34–A37, §4.8): every worked example, the options, illegal moves and
//! position validation.

// Only the four-row games have these rules (Cargo.toml features).
#![cfg(feature = "four-row")]

use mancala_engine::{
    Action, Choices, DirectionChoice, EndReason, Forbidden, Game, IllegalReason, Position, PositionError, Side, Step,
    Variant,
};

mod common;
use common::*;

fn omweso(options: &[(&str, &str)]) -> Variant {
    Variant::new("omweso", options).unwrap()
}

/// Compares the board and side to move (counters ignored) with a text position.
fn assert_board(v: &Variant, got: &Position, expected: &str) {
    let want = pos(v, expected);
    let mut g = got.clone().to_setup();
    g.moves_made = [0, 0];
    g.capturing_moves = [0, 0];
    g.outcome = None;
    assert_eq!(v.position(&g).unwrap().to_string(), want.to_string(), "got {got}");
}

#[test]
fn t_omw_0_initial_position() {
    let v = omweso(&[]);
    let start = v.start_position();
    let fixture =
        pos(&v, "S.I=[0,0,0,0,0,0,0,0] S.O=[4,4,4,4,4,4,4,4] N.I=[0,0,0,0,0,0,0,0] N.O=[4,4,4,4,4,4,4,4], S to move");
    assert_eq!(start, fixture);
    assert_eq!(start.total_seeds(), 64);
    // OMW-4: every outer pit holds 4, no pit can go clockwise with a capture: 8 plain moves.
    assert_eq!(sorted_tokens(&v, &start).len(), 8);
    assert!(v.legal_moves(&start).iter().all(|m| m.actions().len() == 1));
    assert_eq!(v.spec().name_uk, "Омвесо");
}

const OMW1: &str = "S.I=[0,0,1,0,0,3,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,2,0,0] N.O=[2,0,0,0,0,1,0,0], S to move";

#[test]
fn t_omw_1_captured_seeds_start_at_a_plus_1() {
    let v = omweso(&[]);
    let p = pos(&v, OMW1);
    let (after, steps) = play(&v, &p, "S.I6");
    assert_board(
        &v,
        &after,
        "S.I=[1,1,0,2,2,0,0,0] S.O=[1,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0], N to move",
    );
    let l = v.layout();
    let captured: u32 = steps
        .iter()
        .filter_map(|s| match s {
            Step::Capture { count, rule, .. } if rule.0 == "OMW-6" => Some(u32::from(*count)),
            _ => None,
        })
        .sum();
    assert_eq!(captured, 3);
    // The first seed after the capture goes into A+1 = S.I5 (OMW-6, [000 L224]).
    let i = steps.iter().rposition(|s| matches!(s, Step::Capture { .. })).unwrap();
    assert_eq!(
        steps[i + 1],
        Step::Sow {
            to: mancala_engine::Place::Pit(l.inner(Side::South, 5) as u8),
            rule: mancala_engine::RuleId("OMW-6")
        }
    );
    assert_eq!(after.capturing_moves(Side::South), 1);
    assert!(!after.is_over());
}

const REV: &str = "S.I=[2,0,1,0,0,0,0,0] S.O=[0,0,0,0,0,0,0,2] N.I=[0,0,0,0,0,2,0,0] N.O=[2,0,0,0,0,1,0,0], S to move";

#[test]
fn t_omw_rev_per_sowing() {
    let v = omweso(&[]);
    let p = pos(&v, REV);
    assert_eq!(sorted_tokens(&v, &p), ["S.I1/ccw", "S.I1/cw", "S.O8"]);
    let (a, _) = play(&v, &p, "S.O8");
    assert_board(
        &v,
        &a,
        "S.I=[2,0,1,0,0,0,1,1] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,2,0,0] N.O=[2,0,0,0,0,1,0,0], N to move",
    );
    let (a, _) = play(&v, &p, "S.I1/ccw");
    assert_board(
        &v,
        &a,
        "S.I=[0,0,1,0,0,0,0,0] S.O=[1,1,0,0,0,0,0,2] N.I=[0,0,0,0,0,2,0,0] N.O=[2,0,0,0,0,1,0,0], N to move",
    );
    let (a, steps) = play(&v, &p, "S.I1/cw");
    assert_board(
        &v,
        &a,
        "S.I=[0,1,2,0,0,0,0,0] S.O=[1,1,1,0,0,0,0,2] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0], N to move",
    );
    assert!(steps.iter().any(|s| matches!(s, Step::Note { rule, .. } if rule.0 == "OMW-8")));
    // The choice is needed: without it the move is incomplete.
    assert!(matches!(illegal(&v, &p, "S.I1"), IllegalReason::Incomplete { .. }));
    // The choices API offers both directions after S.I1.
    let c = v.choices(&p, &[Action::Sow(v.layout().inner(Side::South, 1) as u8)]);
    assert_eq!(c.next, [Action::Dir(DirectionChoice::Ccw), Action::Dir(DirectionChoice::Cw)]);
    assert!(!c.complete);
}

#[test]
fn t_omw_rev_persist() {
    let v = omweso(&[("omweso.direction_model", "persist")]);
    let p = pos(&v, REV);
    assert_eq!(sorted_tokens(&v, &p), ["S.I1/ccw", "S.I1/cw", "S.O8"]);
    let (a, _) = play(&v, &p, "S.I1/cw");
    assert_board(
        &v,
        &a,
        "S.I=[0,2,3,1,0,0,0,0] S.O=[0,0,0,0,0,0,0,2] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0], N to move",
    );
}

#[test]
fn t_omw_rev_rightmost() {
    let v = omweso(&[("omweso.reverse_pits", "rightmost")]);
    let p = pos(&v, REV);
    assert_eq!(sorted_tokens(&v, &p), ["S.I1", "S.O8"]);
    assert_eq!(illegal(&v, &p, "S.I1/cw"), IllegalReason::Forbidden { rule: "OMW-8", why: Forbidden::Direction });
    let (a, _) = play(&v, &p, "S.I1");
    assert_board(
        &v,
        &a,
        "S.I=[0,0,1,0,0,0,0,0] S.O=[1,1,0,0,0,0,0,2] N.I=[0,0,0,0,0,2,0,0] N.O=[2,0,0,0,0,1,0,0], N to move",
    );
}

#[test]
fn illegal_moves_say_why() {
    let v = omweso(&[]);
    let p = pos(&v, OMW1);
    assert_eq!(illegal(&v, &p, "S.I3"), IllegalReason::Forbidden { rule: "OMW-4", why: Forbidden::Singleton });
    assert!(matches!(illegal(&v, &p, "S.I1"), IllegalReason::EmptyPit { .. }));
    assert!(matches!(illegal(&v, &p, "N.O1"), IllegalReason::NotYourPit { .. }));
    // No choice exists on S.I6 (not a reverse pit), so a direction is not expected.
    assert_eq!(illegal(&v, &p, "S.I6/ccw"), IllegalReason::UnexpectedAction { index: 1 });
    assert_eq!(illegal(&v, &p, "S.I6/cw"), IllegalReason::Forbidden { rule: "OMW-8", why: Forbidden::Direction });
    assert!(matches!(illegal(&v, &p, "pass"), IllegalReason::UnexpectedAction { index: 0 }));
    // The rejected move is handed back.
    let mv = v.parse_move(&p, "S.I3").unwrap();
    assert_eq!(v.check_move(&p, &mv).unwrap_err().mv, mv);
}

/// S.O7 lands in S.I8 (capture N.I1+N.O1 = 9), the 9 seeds re-sown from O8 land in S.I1 (capture
/// N.I8+N.O8): captures in both end columns in one move (OMW-10a).
const BOTH_ENDS: &str =
    "S.I=[1,0,0,0,0,0,0,1] S.O=[0,0,0,0,0,0,2,0] N.I=[5,0,0,0,0,0,0,1] N.O=[4,0,0,2,0,0,0,1], S to move";

#[test]
fn special_win_both_ends() {
    let v = omweso(&[]);
    let p = pos(&v, BOTH_ENDS);
    let (a, steps) = play(&v, &p, "S.O7");
    let o = a.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Side::South), EndReason::BothEnds));
    assert!(matches!(steps.last(), Some(Step::GameEnd { rule, .. }) if rule.0 == "OMW-10"));
    // `halves` also counts it (column 1 is in the left half, column 8 in the right).
    let (a, _) = play(&omweso(&[("omweso.both_ends", "halves")]), &p, "S.O7");
    assert_eq!(a.outcome().unwrap().reason, EndReason::BothEnds);
    // Switched off: the game goes on.
    let (a, _) = play(&omweso(&[("omweso.special_wins", "false")]), &p, "S.O7");
    assert!(!a.is_over());
}

#[test]
fn special_win_second_capturing_move() {
    let v = omweso(&[]);
    let p = pos(&v, &OMW1.replace(", S to move", " moves=3,3 capturing=1,0, S to move"));
    let (a, _) = play(&v, &p, "S.I6");
    let o = a.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Side::South), EndReason::SecondCapture));
    // The opponent has captured: no special win.
    let p2 = pos(&v, &OMW1.replace(", S to move", " moves=3,3 capturing=1,1, S to move"));
    assert!(!play(&v, &p2, "S.I6").0.is_over());
    // `first_two_moves`: only if they are the player's first two moves.
    let f = omweso(&[("omweso.second_capture", "first_two_moves")]);
    assert!(!play(&f, &p, "S.I6").0.is_over());
    let p3 = pos(&f, &OMW1.replace(", S to move", " moves=1,1 capturing=1,0, S to move"));
    assert_eq!(play(&f, &p3, "S.I6").0.outcome().unwrap().reason, EndReason::SecondCapture);
    let (a, _) = play(&omweso(&[("omweso.special_wins", "off")]), &p, "S.I6");
    assert!(!a.is_over());
}

#[test]
fn omw_3_a_player_who_cannot_move_loses() {
    let v = omweso(&[]);
    let p =
        pos(&v, "S.I=[0,0,0,0,0,0,0,0] S.O=[2,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[1,0,0,1,0,0,0,0], S to move");
    let (a, steps) = play(&v, &p, "S.O1");
    let o = a.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Side::South), EndReason::CannotMove));
    assert!(matches!(steps.last(), Some(Step::GameEnd { rule, .. }) if rule.0 == "OMW-3"));
    assert!(v.legal_moves(&a).is_empty());
}

#[test]
fn position_validation() {
    let v = omweso(&[]);
    let err = |t: &str| v.parse_position(t).unwrap_err();
    assert!(matches!(
        err("S.I=[0,0,0,0,0,0,0,0] S.O=[4,4,4,4,4,4,4,4] N.I=[0,0,0,0,0,0,0,0] N.O=[4,4,4,4,4,4,4,4] SS=3, S to move"),
        PositionError::Inconsistent { rule: "OMW-7", .. }
    ));
    assert!(matches!(
        err("S.I=[0,0,0,0,0,0,0,0] S.O=[4,4,4,4,4,4,4,4] N.I=[0,0,0,0,0,0,0,0] N.O=[4,4,4,4,4,4,4,4] S.res=2, S to move"),
        PositionError::Inconsistent { rule: "C4-1", .. }
    ));
    // S to move has only singletons: the game is already over (OMW-3).
    assert!(matches!(
        err("S.I=[1,0,0,0,0,0,0,0] S.O=[1,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[4,0,0,0,0,0,0,0], S to move"),
        PositionError::Inconsistent { rule: "OMW-3", .. }
    ));
    // Two capturing moves against none without a result (OMW-10b).
    assert!(matches!(
        err(&OMW1.replace(", S to move", " capturing=2,0, S to move")),
        PositionError::Inconsistent { rule: "OMW-10", .. }
    ));
    assert!(matches!(err("S=[4,4,4,4,4,4] N=[4,4,4,4,4,4], S to move"), PositionError::WrongLayout { .. }));
    assert!(matches!(
        err("S.I=[0,0,0,0,0,0,0] S.O=[4,4,4,4,4,4,4] N.I=[0,0,0,0,0,0,0] N.O=[4,4,4,4,4,4,4], S to move"),
        PositionError::WrongLayout { .. }
    ));
}

#[test]
fn setup_whole_pits_inward() {
    let v = omweso(&[("omweso.setup", "move_whole_pits_inward")]);
    let p = v.start_position();
    assert_eq!(v.legal_moves(&p).len(), 256);
    assert!(matches!(illegal(&v, &p, "S.O1"), IllegalReason::Forbidden { rule: "OMW-2", .. }));
    assert!(matches!(illegal(&v, &p, "xS.O5/xS.O2/pass"), IllegalReason::UnexpectedAction { index: 1 }));
    assert!(matches!(illegal(&v, &p, "xS.O2"), IllegalReason::Incomplete { .. }));
    let (a, steps) = play(&v, &p, "xS.O2/xS.O5/pass");
    assert!(steps.iter().all(|s| !matches!(s, Step::Transfer { rule, .. } if rule.0 != "OMW-2")));
    assert_board(
        &v,
        &a,
        "S.I=[0,4,0,0,4,0,0,0] S.O=[4,0,4,4,0,4,4,4] N.I=[0,0,0,0,0,0,0,0] N.O=[4,4,4,4,4,4,4,4], N to move",
    );
    // North sets up next, then South sows.
    assert_eq!(v.legal_moves(&a).len(), 256);
    let (b, _) = play(&v, &a, "pass");
    assert!(v.legal_moves(&b).iter().all(|m| matches!(m.actions()[0], Action::Sow(_))));
    // Fixed set-up: no set-up move.
    assert!(matches!(illegal(&omweso(&[]), &p, "pass"), IllegalReason::UnexpectedAction { index: 0 }));
}

#[test]
fn setup_any_part_inward() {
    let v = omweso(&[("omweso.setup", "move_any_part_inward")]);
    let p = v.start_position();
    assert_eq!(v.legal_moves(&p).len(), 5usize.pow(8));
    let (a, _) = play(&v, &p, "xS.O1/xS.O1/xS.O8/pass");
    assert_board(
        &v,
        &a,
        "S.I=[2,0,0,0,0,0,0,1] S.O=[2,4,4,4,4,4,4,3] N.I=[0,0,0,0,0,0,0,0] N.O=[4,4,4,4,4,4,4,4], N to move",
    );
    assert!(matches!(
        illegal(&v, &p, "xS.O1/xS.O1/xS.O1/xS.O1/xS.O1/pass"),
        IllegalReason::UnexpectedAction { index: 4 }
    ));
    assert!(matches!(illegal(&v, &p, "xN.O1/pass"), IllegalReason::NotYourPit { .. }));
}

#[test]
fn the_free_setup_is_asked_one_pit_at_a_time_without_listing_its_moves() {
    // Issue 16: 390 625 set-up moves were listed at every click. The choices come from the
    // set-up's own rule and agree with the list (the property test checks every option set).
    let v = omweso(&[("omweso.setup", "move_any_part_inward")]);
    let p = v.start_position();
    let take = |name: &str| Action::Take(u8::try_from(p.layout().parse_pit(name).unwrap()).unwrap());
    let all_outer: Vec<Action> =
        std::iter::once(Action::Pass).chain((1..=8).map(|k| take(&format!("S.O{k}")))).collect();
    assert_eq!(v.choices(&p, &[]), Choices { next: all_outer.clone(), complete: false });
    // After the third pit: pass, the third again, or a pit further on.
    let after_o3 = v.choices(&p, &[take("S.O3")]);
    assert_eq!(after_o3.next, [&all_outer[..1], &all_outer[3..]].concat());
    // Four seeds of one pit, and that pit is spent.
    let o1 = take("S.O1");
    assert!(!v.choices(&p, &[o1, o1, o1, o1]).next.contains(&o1));
    // Backwards is no set-up; a pass ends it.
    assert_eq!(v.choices(&p, &[take("S.O3"), o1]), Choices::default());
    assert_eq!(v.choices(&p, &[o1, Action::Pass]), Choices { next: Vec::new(), complete: true });
    // The set-up so far, previewed along the shortest ways on: two seeds moved from S.O1 to S.I1.
    let two = v.preview(&p, &[o1, o1]).unwrap();
    let (board, hand) = two.board(&p).unwrap();
    assert_eq!((board.seeds(p.layout().parse_pit("S.I1").unwrap()), hand), (2, 0));
    assert_eq!(two.next.iter().map(|(a, _)| *a).collect::<Vec<_>>(), v.choices(&p, &[o1, o1]).next);
    let o2 = two.next.iter().find(|(a, _)| *a == take("S.O2")).unwrap();
    assert_eq!(o2.1.first().and_then(Step::rule).map(|r| r.0), Some("OMW-2"));
}

#[test]
fn options_and_repetition_draw() {
    let v = omweso(&[]);
    let keys: Vec<&str> = v.spec().options.iter().map(|o| o.key).collect();
    for k in [
        "omweso.reverse_pits",
        "omweso.direction_model",
        "omweso.special_wins",
        "omweso.both_ends",
        "omweso.second_capture",
        "omweso.setup",
        "engine.endless_move",
        "engine.repetition_draw",
    ] {
        assert!(keys.contains(&k), "{k}");
    }
    assert_eq!(v.repetition().unwrap().occurrences, 3);
    assert!(omweso(&[("engine.repetition_draw", "0")]).repetition().is_none());
    // A game from the start runs and ends (or is still going) without panics.
    let mut g = Game::new(v.clone());
    for _ in 0..50 {
        let legal = v.legal_moves(g.position());
        let Some(m) = legal.first() else { break };
        g.play(m).unwrap();
    }
}
