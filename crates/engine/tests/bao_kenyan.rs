//! Kenyan Bao on 2×8: the children's game (RULES.md §2.4, BKC) and the game with laps (§2.5,
//! BKL); options A21, A22, A49; worked examples §4.5 (T-BKC-*, T-BKL-*); ENG-LOOP.

// Only the two-row games have these rules (Cargo.toml features).
#![cfg(feature = "two-row")]

use mancala_engine::games::Rules;
use mancala_engine::{EndReason, Forbidden, IllegalReason, Note, Outcome, Place, PositionError, Side, Step, Variant};

mod common;
use common::*;

fn children(options: &[(&str, &str)]) -> Variant {
    Variant::new("bao_kenyan_children", options).unwrap()
}

fn laps(options: &[(&str, &str)]) -> Variant {
    Variant::new("bao_kenyan_laps", options).unwrap()
}

fn cites(steps: &[Step], rule: &str) -> bool {
    steps.iter().any(|s| s.rule().is_some_and(|r| r.0 == rule))
}

// ------------------------------------------------------------------ children's game (BKC)

#[test]
fn t_bkc_0_start() {
    let v = children(&[]);
    let p = v.start_position();
    assert_eq!(p.to_string(), "S=[3,3,3,3,3,3,3,3] N=[3,3,3,3,3,3,3,3] SS=0 NS=0, S to move");
    assert_eq!(v.legal_moves(&p).len(), 8, "any of eight pits (A21: not six)");
}

#[test]
fn t_bkc_17_default_skips_the_opponent_store_and_the_origin() {
    let v = children(&[]);
    let p = pos(&v, "S=[17,0,0,0,0,0,0,0] N=[1,1,1,1,1,1,1,1] SS=0 NS=0, S to move");
    let (after, steps) = play(&v, &p, "S0");
    assert_state(&v, &after, "S=[0,2,1,1,1,1,1,1] N=[2,2,2,2,2,2,2,2] SS=1 NS=0, N to move");
    assert!(steps.contains(&Step::Skip { to: Place::Pit(0), rule: mancala_engine::RuleId("BKC-4") }));
    assert!(steps.contains(&Step::Skip { to: Place::Store(Side::North), rule: mancala_engine::RuleId("A21") }));
    assert!(!steps.iter().any(|s| matches!(s, Step::Capture { .. } | Step::ExtraTurn { .. })));
}

#[test]
fn t_bkc_17_sow_opponent_store() {
    let v = children(&[("baokc.sow_opponent_store", "true")]);
    let p = pos(&v, "S=[17,0,0,0,0,0,0,0] N=[1,1,1,1,1,1,1,1] SS=0 NS=0, S to move");
    let (after, _) = play(&v, &p, "S0");
    assert_state(&v, &after, "S=[0,1,1,1,1,1,1,1] N=[2,2,2,2,2,2,2,2] SS=1 NS=1, N to move");
}

#[test]
fn t_bkc_cap() {
    let v = children(&[]);
    let p = pos(&v, "S=[2,0,0,0,0,0,0,0] N=[1,0,0,0,0,4,0,0] SS=0 NS=0, S to move");
    let (after, steps) = play(&v, &p, "S0");
    assert_state(&v, &after, "S=[0,1,1,0,0,0,0,0] N=[1,0,0,0,0,0,0,0] SS=4 NS=0, N to move");
    assert!(cites(&steps, "BKC-6"));
    let v = children(&[("baokc.capture_takes_sowing_seed", "true")]);
    let (after, steps) = play(&v, &p, "S0");
    assert_state(&v, &after, "S=[0,1,0,0,0,0,0,0] N=[1,0,0,0,0,0,0,0] SS=5 NS=0, N to move");
    assert!(cites(&steps, "A21"));
}

#[test]
fn bkc_6_empty_opposite_captures_nothing() {
    for opt in ["false", "true"] {
        let v = children(&[("baokc.capture_takes_sowing_seed", opt)]);
        let p = pos(&v, "S=[2,0,0,0,0,0,0,0] N=[1,0,0,0,0,0,0,0] SS=0 NS=0, S to move");
        let (after, _) = play(&v, &p, "S0");
        assert_state(&v, &after, "S=[0,1,1,0,0,0,0,0] N=[1,0,0,0,0,0,0,0] SS=0 NS=0, N to move");
    }
}

#[test]
fn bkc_5_last_seed_in_own_store_moves_again() {
    let v = children(&[]);
    let p = pos(&v, "S=[1,0,0,0,0,0,0,1] N=[1,0,0,0,0,0,0,0] SS=0 NS=0, S to move");
    let (after, steps) = play(&v, &p, "S7");
    assert!(cites(&steps, "BKC-5"));
    assert_state(&v, &after, "S=[1,0,0,0,0,0,0,0] N=[1,0,0,0,0,0,0,0] SS=1 NS=0, S to move");
}

#[test]
fn bkc_7_a_player_who_cannot_move_ends_the_game() {
    // The extra turn finds S's row empty: the game ends, N takes the seeds on his side.
    let v = children(&[]);
    let p = pos(&v, "S=[0,0,0,0,0,0,0,1] N=[3,0,0,0,0,0,0,2] SS=3 NS=0, S to move");
    let (after, steps) = play(&v, &p, "S7");
    assert!(cites(&steps, "BKC-7"));
    assert_state(&v, &after, "S=[0,0,0,0,0,0,0,0] N=[0,0,0,0,0,0,0,0] SS=4 NS=5 result=N:cannot_move, S to move");
    assert!(v.legal_moves(&after).is_empty());
    // 24:24 is a draw.
    let p = pos(&v, "S=[0,0,0,0,0,0,0,1] N=[1,0,0,0,0,0,0,0] SS=23 NS=23, S to move");
    let (after, _) = play(&v, &p, "S7");
    assert_eq!(after.outcome(), Some(Outcome { winner: None, reason: EndReason::CannotMove }));
}

#[test]
fn bkc_7_twenty_five_wins_at_once() {
    let v = children(&[]);
    let p = pos(&v, "S=[1,0,0,0,0,0,0,1] N=[3,3,3,3,3,0,0,0] SS=24 NS=0, S to move");
    let (after, _) = play(&v, &p, "S7");
    assert_eq!(after.outcome(), Some(Outcome { winner: Some(Side::South), reason: EndReason::Majority }));
    assert_eq!(after.pits(), &[1, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 0, 0, 0]);
}

#[test]
fn bkc_7_stalemate_options() {
    let p_text = "S=[1,0,0,0,0,0,0,0] N=[2,0,0,0,0,0,0,0] SS=20 NS=25 result=N:majority, S to move";
    assert!(children(&[]).parse_position(p_text).is_ok());
    for (value, winner) in [("discard_and_compare", Some(Side::North)), ("draw", None)] {
        let v = children(&[("baokc.cycle_end", value)]);
        let mut p = pos(&v, "S=[1,0,0,0,0,0,0,0] N=[2,0,0,0,0,0,0,0] SS=20 NS=21, S to move");
        let mut steps = Vec::new();
        v.rules().end_by_repetition(&mut p, &mut steps, "BKC-7");
        assert_eq!(p.outcome(), Some(Outcome { winner, reason: EndReason::Repetition }));
        if winner.is_some() {
            assert_eq!(p.off_board(), 3, "the circling seeds are discarded (A49)");
        } else {
            assert_eq!(p.off_board(), 0);
        }
    }
}

#[test]
fn bkc_illegal_moves_and_positions() {
    let v = children(&[]);
    let p = v.start_position();
    assert_eq!(illegal(&v, &p, "N0"), IllegalReason::NotYourPit { pit: 8 });
    let p = pos(&v, "S=[0,3,0,0,0,0,0,0] N=[3,0,0,0,0,0,0,0] SS=0 NS=0, S to move");
    assert_eq!(illegal(&v, &p, "S0"), IllegalReason::EmptyPit { pit: 0 });
    assert!(matches!(illegal(&v, &p, "S1/cw"), IllegalReason::UnexpectedAction { .. }));
    let err = |text: &str| match v.parse_position(text) {
        Err(PositionError::Inconsistent { rule, .. }) => rule,
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(err("S=[0,0,0,0,0,0,0,0] N=[3,0,0,0,0,0,0,0] SS=0 NS=0, S to move"), "BKC-7");
    assert_eq!(err("S=[1,0,0,0,0,0,0,0] N=[3,0,0,0,0,0,0,0] SS=25 NS=0, S to move"), "BKC-7");
    assert_eq!(
        err("S=[3,3,3,3,3,3,3,3] N=[3,3,3,3,3,3,3,3] SS=0 NS=0 own=SSSSSSSSNNNNNNNS round=2, S to move"),
        "NAM-8"
    );
    assert!(matches!(
        v.parse_position("S=[4,4,4,4,4,4] N=[4,4,4,4,4,4] SS=0 NS=0, S to move"),
        Err(PositionError::WrongLayout { .. })
    ));
}

// ------------------------------------------------------------------ game with laps (BKL)

#[test]
fn t_bkl_0_start() {
    let v = laps(&[]);
    let p = v.start_position();
    assert_eq!(p.to_string(), "S=[2,2,2,2,2,2,2,2] N=[2,2,2,2,2,2,2,2] SS=0 NS=0, S to move");
    assert_eq!(p.total_seeds(), 32);
    assert_eq!(v.legal_moves(&p).len(), 8);
}

#[test]
fn t_bkl_relay() {
    let v = laps(&[]);
    let p = pos(&v, "S=[0,0,0,0,0,0,2,1] N=[2,0,0,0,0,0,0,0] SS=0 NS=0, S to move");
    assert_eq!(tokens(&v, &p), ["S6"]);
    assert_eq!(illegal(&v, &p, "S7"), IllegalReason::Forbidden { rule: "BKL-3", why: Forbidden::Singleton });
    let (after, steps) = play(&v, &p, "S6");
    assert_state(&v, &after, "S=[0,0,0,0,0,0,0,2] N=[0,1,1,1,0,0,0,0] SS=0 NS=0, N to move");
    assert!(steps.iter().any(|s| matches!(s, Step::Relay { pit: 8, count: 3, rule, .. } if rule.0 == "BKL-5")));
    assert!(!steps.iter().any(|s| matches!(s, Step::Capture { .. })));
}

#[test]
fn t_bkl_cap() {
    let v = laps(&[]);
    let p = pos(&v, "S=[0,2,0,0,0,0,0,0] N=[0,0,0,0,3,0,0,0] SS=0 NS=0, S to move");
    let (after, steps) = play(&v, &p, "S1");
    assert!(steps.contains(&Step::Capture {
        from: Place::Pit(12),
        to: Place::Store(Side::South),
        count: 3,
        rule: mancala_engine::RuleId("BKL-6")
    }));
    // N cannot move: the game ends and S also takes his 2 seeds left (BKL-8).
    assert!(cites(&steps, "BKL-8"));
    assert_eq!(after.store(Side::South), 5);
    assert_eq!(after.outcome(), Some(Outcome { winner: Some(Side::South), reason: EndReason::CannotMove }));
    assert!(after.pits().iter().all(|&s| s == 0));
}

#[test]
fn bkl_6_ending_on_the_opponents_side_captures_nothing() {
    let v = laps(&[]);
    let p = pos(&v, "S=[0,0,0,0,0,0,0,2] N=[0,0,0,0,0,0,3,0] SS=0 NS=0, S to move");
    let (after, _) = play(&v, &p, "S7");
    assert_state(&v, &after, "S=[0,0,0,0,0,0,0,0] N=[1,1,0,0,0,0,3,0] SS=0 NS=0, N to move");
}

#[test]
fn a22_singleton_rule() {
    let text = "S=[1,1,0,0,0,0,0,0] N=[2,0,0,0,0,0,0,0] SS=0 NS=0, S to move";
    let d = laps(&[]);
    assert_eq!(tokens(&d, &pos(&d, text)), ["S0", "S1"]);
    let full = laps(&[("baokl.singleton_rule", "all_pits_are_singletons")]);
    // Under the literal reading S cannot move here, so the position is already over (BKL-8).
    assert!(matches!(full.parse_position(text), Err(PositionError::Inconsistent { rule: "BKL-8", .. })));
    let all_ones = "S=[1,1,1,1,1,1,1,1] N=[2,0,0,0,0,0,0,0] SS=0 NS=0, S to move";
    assert_eq!(tokens(&full, &pos(&full, all_ones)).len(), 8);
    let mixed = "S=[2,1,0,0,0,0,0,1] N=[2,0,0,0,0,0,0,0] SS=0 NS=0, S to move";
    for v in [&d, &full] {
        assert_eq!(tokens(v, &pos(v, mixed)), ["S0"]);
    }
    // A move that leaves the opponent with singletons only in a partly empty row ends the game.
    let p = pos(&full, "S=[2,0,0,0,0,0,0,0] N=[1,0,0,0,0,0,0,0] SS=0 NS=0, S to move");
    let (after, _) = play(&full, &p, "S0");
    assert_eq!(after.outcome().map(|o| o.reason), Some(EndReason::CannotMove));
}

#[test]
fn bkl_8_stalemate_options() {
    for (value, winner) in [("discard_and_compare", Some(Side::South)), ("draw", None)] {
        let v = laps(&[("baokl.cycle_end", value)]);
        let mut p = pos(&v, "S=[1,0,0,0,0,0,0,0] N=[1,0,0,0,0,0,0,0] SS=16 NS=14, N to move");
        let mut steps = Vec::new();
        v.rules().end_by_repetition(&mut p, &mut steps, "BKL-8");
        assert_eq!(p.outcome(), Some(Outcome { winner, reason: EndReason::Repetition }));
    }
}

#[test]
fn eng_loop_endless_laps() {
    // Found by search: one of S's moves here relays for ever.
    let text = "S=[0,2,3,0,3,0,3,2] N=[3,2,1,3,4,3,2,1] SS=0 NS=0, S to move";
    let draw = laps(&[("engine.endless_move", "draw")]);
    let ill = laps(&[]);
    let all = tokens(&draw, &pos(&draw, text));
    let finite = tokens(&ill, &pos(&ill, text));
    assert_eq!(all.len(), finite.len() + 1);
    let endless = all.iter().find(|t| !finite.contains(t)).unwrap().clone();
    let p = pos(&ill, text);
    assert_eq!(illegal(&ill, &p, &endless), IllegalReason::Forbidden { rule: "ENG-LOOP", why: Forbidden::Endless });
    let p = pos(&draw, text);
    let (after, steps) = play(&draw, &p, &endless);
    assert_eq!(after.outcome(), Some(Outcome { winner: None, reason: EndReason::EndlessMove }));
    assert!(steps.iter().any(|s| matches!(s, Step::Note { note: Note::Endless, .. })));
    assert_eq!(after.total_seeds(), 32);
}

#[test]
fn bkl_validation() {
    let v = laps(&[]);
    assert!(matches!(
        v.parse_position("S=[0,0,0,0,0,0,0,0] N=[2,0,0,0,0,0,0,0] SS=0 NS=0, S to move"),
        Err(PositionError::Inconsistent { rule: "BKL-8", .. })
    ));
    assert!(matches!(
        v.parse_position("S=[2,2,2,2,2,2,2,2] N=[2,2,2,2,2,2,2,2] SS=0 NS=0 S.res=1 N.res=0, S to move"),
        Err(PositionError::Inconsistent { rule: "§0.2.1", .. })
    ));
    assert!(matches!(
        v.parse_position("S=[2,2,2,2,2,2,2,2] N=[2,2,2,2,2,2,2,2] SS=0 NS=0 round=2, S to move"),
        Err(PositionError::Inconsistent { rule: "NAM-8", .. })
    ));
    let p = v.start_position();
    assert_eq!(illegal(&v, &p, "N3"), IllegalReason::NotYourPit { pit: 11 });
    assert!(matches!(illegal(&v, &p, "pass"), IllegalReason::UnexpectedAction { .. }));
}
