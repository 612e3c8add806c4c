//! Kalah (RULES.md §2.1, §3 A1–A6, A48): every worked example of §4.2, illegal moves and
//! position validation.

// Only the two-row games have these rules (Cargo.toml features).
#![cfg(feature = "two-row")]

use mancala_engine::{
    EndReason, IllegalReason, MoveError, Note, Outcome, Place, Position, PositionError, Side, Step, TurnEndReason,
    Variant,
};

fn kalah(options: &[(&str, &str)]) -> Variant {
    Variant::new("kalah", options).expect("kalah builds")
}

fn pos(v: &Variant, text: &str) -> Position {
    v.parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays a token and checks the result (ignoring move counters).
fn play(v: &Variant, before: &Position, token: &str, expected: &str) -> Vec<Step> {
    let (after, steps) = v.play_token(before, token).unwrap_or_else(|e| panic!("{token} in {before}: {e}"));
    let want = pos(v, expected);
    assert!(after.same_state(&want), "{token} in {before}:\n got  {after}\n want {want}");
    assert_eq!(before.after_steps(&steps).unwrap(), after, "the log folds to the new position");
    steps
}

fn rules_cited(steps: &[Step]) -> Vec<&'static str> {
    steps.iter().filter_map(Step::rule).map(|r| r.0).collect()
}

fn illegal(v: &Variant, p: &Position, token: &str) -> IllegalReason {
    match v.play_token(p, token) {
        Err(MoveError::Illegal(e)) => {
            assert_eq!(e.mv, v.parse_move(p, token).unwrap(), "the rejected move is handed back");
            e.reason
        }
        other => panic!("{token} should be illegal in {p}, got {other:?}"),
    }
}

#[test]
fn t_kal_0_start_positions() {
    for (n, total) in [("3", 36), ("4", 48), ("6", 72)] {
        let v = kalah(&[("kalah.seeds_per_pit", n)]);
        let start = v.start_position();
        assert_eq!(start.total_seeds(), total);
        assert!(start.pits().iter().all(|&s| s.to_string() == n), "KAL-2: {n} in every pit");
        assert_eq!((start.store(Side::South), start.store(Side::North)), (0, 0));
        assert_eq!(start.to_move(), Side::South);
        assert_eq!(v.legal_moves(&start).len(), 6, "KAL-4: every pit of the own row");
    }
    let v = kalah(&[]);
    assert!(v.start_position().same_state(&pos(&v, "S=[4,4,4,4,4,4] N=[4,4,4,4,4,4] SS=0 NS=0, S to move")));
    // The option is named `kalah.seeds_per_pit`; the short key works too.
    assert_eq!(kalah(&[("seeds_per_pit", "6")]).start_position().total_seeds(), 72);
    assert!(Variant::new("kalah", &[("kalah.seeds_per_pit", "0")]).is_err());
}

#[test]
fn t_kal_open() {
    let v = kalah(&[]);
    let start = v.start_position();
    // 1. S2: S3, S4, S5, SS: the last seed in the own store gives an extra turn (KAL-7).
    let steps = play(&v, &start, "S2", "S=[4,4,0,5,5,5] N=[4,4,4,4,4,4] SS=1 NS=0, S to move");
    assert!(matches!(steps.last(), Some(Step::ExtraTurn { rule }) if rule.0 == "KAL-7"));
    assert!(steps.contains(&Step::Sow { to: Place::Store(Side::South), rule: mancala_engine::RuleId("KAL-5") }));
    let after1 = v.play_token(&start, "S2").unwrap().0;
    // 2. S5: SS, N0, N1, N2, N3 (A48: the last seed in N3, N2 now holds 5).
    let steps = play(&v, &after1, "S5", "S=[4,4,0,5,5,0] N=[5,5,5,5,4,4] SS=2 NS=0, N to move");
    assert_eq!(steps.last(), Some(&Step::TurnEnd { next: Side::North, why: TurnEndReason::OpponentRow { pit: 9 } }));
    let sows: Vec<Place> = steps
        .iter()
        .filter_map(|s| match s {
            Step::Sow { to, .. } => Some(*to),
            _ => None,
        })
        .collect();
    assert_eq!(
        sows,
        [Place::Store(Side::South), Place::Pit(6), Place::Pit(7), Place::Pit(8), Place::Pit(9)],
        "the last seed is in N3"
    );
    let after2 = v.play_token(&after1, "S5").unwrap().0;
    // A48: N2 ("his 3rd pit") now holds 5 and no longer ends in N's store (it needs exactly 4).
    assert_eq!(after2.seeds(8), 5);
    let (n2, _) = v.play_token(&after2, "N2").unwrap();
    assert_eq!(n2.to_move(), Side::South, "N2 gives no extra turn any more");
}

#[test]
fn t_kal_cap() {
    let v = kalah(&[]);
    let p = pos(&v, "S=[1,0,0,0,0,5] N=[1,1,1,1,2,1] SS=0 NS=0, S to move");
    let steps = play(&v, &p, "S0", "S=[0,0,0,0,0,5] N=[1,1,1,1,0,1] SS=3 NS=0, N to move");
    let caps: Vec<_> = steps.iter().filter(|s| matches!(s, Step::Capture { .. })).collect();
    assert_eq!(caps.len(), 2);
    assert!(matches!(
        caps[0],
        Step::Capture { from: Place::Pit(10), to: Place::Store(Side::South), count: 2, rule } if rule.0 == "KAL-8"
    ));
    assert!(matches!(
        caps[1],
        Step::Capture { from: Place::Pit(1), to: Place::Store(Side::South), count: 1, rule } if rule.0 == "KAL-8"
    ));
    assert_eq!(
        steps.last(),
        Some(&Step::TurnEnd { next: Side::North, why: TurnEndReason::Captured }),
        "the turn ends after a capture"
    );
    let (after, _) = v.play_token(&p, "S0").unwrap();
    assert_eq!(after.capturing_moves(Side::South), 1);
}

#[test]
fn t_kal_emptyopp() {
    let text = "S=[1,0,0,0,0,5] N=[1,1,1,1,0,1] SS=0 NS=0, S to move";
    let v = kalah(&[]);
    let steps = play(&v, &pos(&v, text), "S0", "S=[0,1,0,0,0,5] N=[1,1,1,1,0,1] SS=0 NS=0, N to move");
    assert!(!steps.iter().any(|s| matches!(s, Step::Capture { .. })), "no_capture: the seed stays");

    let v = kalah(&[("kalah.empty_opposite", "take_own_seed")]);
    let steps = play(&v, &pos(&v, text), "S0", "S=[0,0,0,0,0,5] N=[1,1,1,1,0,1] SS=1 NS=0, N to move");
    assert!(rules_cited(&steps).contains(&"A1"));
}

#[test]
fn t_kal_end_any_row_empty() {
    let v = kalah(&[]);
    let p = pos(&v, "S=[0,0,0,0,0,2] N=[0,0,0,0,0,3] SS=21 NS=22, S to move");
    let steps = play(&v, &p, "S5", "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=22 NS=26 result=N:row_empty, N to move");
    // KAL-11: N collects N0 (1) and N5 (3) into his own store.
    let transfers: Vec<_> = steps.iter().filter(|s| matches!(s, Step::Transfer { .. })).collect();
    assert_eq!(transfers.len(), 2);
    assert!(transfers
        .iter()
        .all(|s| matches!(s, Step::Transfer { to: Place::Store(Side::North), rule, .. } if rule.0 == "KAL-11")));
    assert!(matches!(
        steps.last(),
        Some(Step::GameEnd { outcome: Outcome { winner: Some(Side::North), reason: EndReason::RowEmpty }, rule })
            if rule.0 == "KAL-12"
    ));
    let (after, _) = v.play_token(&p, "S5").unwrap();
    assert!(v.legal_moves(&after).is_empty());
    assert_eq!(illegal(&v, &after, "N0"), IllegalReason::GameOver, "no move after the end");
}

#[test]
fn t_kal_end_mover_cannot_move() {
    let v = kalah(&[("kalah.end_trigger", "mover_cannot_move")]);
    let p = pos(&v, "S=[0,0,0,0,0,2] N=[0,0,0,0,0,3] SS=21 NS=22, S to move");
    let steps = play(&v, &p, "S5", "S=[0,0,0,0,0,0] N=[1,0,0,0,0,3] SS=22 NS=22, N to move");
    assert!(!steps.iter().any(|s| matches!(s, Step::GameEnd { .. })), "N still has seeds, play goes on");
    let after = v.play_token(&p, "S5").unwrap().0;
    // N5: NS, S0, S1; S can move again.
    play(&v, &after, "N5", "S=[1,1,0,0,0,0] N=[1,0,0,0,0,0] SS=22 NS=23, S to move");

    // The game ends when the player to move has no seeds.
    let p = pos(&v, "S=[0,0,0,0,0,1] N=[0,0,0,0,1,1] SS=20 NS=20, S to move");
    // S5 -> SS: extra turn, but S's row is empty, so the game ends; N keeps his 2 seeds.
    let steps = play(&v, &p, "S5", "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=21 NS=22 result=N:cannot_move, S to move");
    assert!(steps.iter().any(|s| matches!(s, Step::ExtraTurn { .. })));
    // A draw on equal stores (KAL-13).
    let p = pos(&v, "S=[0,0,0,0,0,1] N=[0,0,0,0,0,1] SS=20 NS=20, S to move");
    let steps = play(&v, &p, "S5", "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=21 NS=21 result=draw:cannot_move, S to move");
    assert!(matches!(steps.last(), Some(Step::GameEnd { rule, .. }) if rule.0 == "KAL-13"));
}

#[test]
fn kal_7_extra_turns_can_repeat() {
    let v = kalah(&[]);
    let p = pos(&v, "S=[0,0,0,0,2,1] N=[1,1,1,1,1,1] SS=0 NS=0, S to move");
    let steps = play(&v, &p, "S5", "S=[0,0,0,0,2,0] N=[1,1,1,1,1,1] SS=1 NS=0, S to move");
    assert!(matches!(steps.last(), Some(Step::ExtraTurn { .. })));
    let p2 = pos(&v, "S=[0,0,0,0,2,0] N=[1,1,1,1,1,1] SS=1 NS=0, S to move");
    let steps = play(&v, &p2, "S4", "S=[0,0,0,0,0,1] N=[1,1,1,1,1,1] SS=2 NS=0, S to move");
    assert!(matches!(steps.last(), Some(Step::ExtraTurn { .. })));
}

#[test]
fn kal_6_laps_sow_into_the_origin_by_default_and_skip_it_with_a6() {
    // 13 seeds from S0: S1..S5, SS, N0..N5, then the 13th seed back into S0 (the origin).
    let text = "S=[13,0,0,0,0,0] N=[1,1,1,1,1,1] SS=0 NS=0, S to move";
    let v = kalah(&[]);
    // The last seed lands in the (emptied) origin S0, which held nothing: capture with N5.
    let steps = play(&v, &pos(&v, text), "S0", "S=[0,1,1,1,1,1] N=[2,2,2,2,2,0] SS=4 NS=0, N to move");
    assert!(steps.iter().any(|s| matches!(s, Step::Lap { lap: 2 })));
    assert!(steps.iter().any(|s| matches!(s, Step::Skip { to: Place::Store(Side::North), rule } if rule.0 == "KAL-5")));

    let v = kalah(&[("kalah.skip_origin", "true")]);
    let steps = play(&v, &pos(&v, text), "S0", "S=[0,2,1,1,1,1] N=[2,2,2,2,2,2] SS=1 NS=0, N to move");
    assert!(steps.iter().any(|s| matches!(s, Step::Skip { to: Place::Pit(0), rule } if rule.0 == "A6")));
}

#[test]
fn kal_8_no_capture_on_the_opponents_side_or_in_an_occupied_pit() {
    let v = kalah(&[]);
    // The last seed in an occupied own pit: nothing.
    let p = pos(&v, "S=[1,1,0,0,0,0] N=[1,1,1,1,5,1] SS=0 NS=0, S to move");
    play(&v, &p, "S0", "S=[0,2,0,0,0,0] N=[1,1,1,1,5,1] SS=0 NS=0, N to move");
    // The last seed in an empty pit of the opponent: nothing.
    let p = pos(&v, "S=[1,0,0,0,0,3] N=[0,1,1,1,1,1] SS=0 NS=0, S to move");
    let steps = play(&v, &p, "S5", "S=[1,0,0,0,0,0] N=[1,2,1,1,1,1] SS=1 NS=0, N to move");
    assert!(!steps.iter().any(|s| matches!(s, Step::Capture { .. })));
}

#[test]
fn north_moves_and_captures_into_his_own_store() {
    let v = kalah(&[]);
    let p = pos(&v, "S=[1,1,1,1,1,1] N=[1,0,0,0,0,3] SS=0 NS=0, N to move");
    // N0 -> N1 (empty; opposite S4 = 1): capture 1 + 1.
    play(&v, &p, "N0", "S=[1,1,1,1,0,1] N=[0,0,0,0,0,3] SS=0 NS=2, S to move");
    // N5: NS, S0, S1.
    play(&v, &p, "N5", "S=[2,2,1,1,1,1] N=[1,0,0,0,0,0] SS=0 NS=1, S to move");
}

#[test]
fn illegal_moves_and_their_reasons() {
    let v = kalah(&[]);
    let p = pos(&v, "S=[0,1,1,1,1,1] N=[1,1,1,1,1,1] SS=0 NS=0, S to move");
    assert_eq!(illegal(&v, &p, "S0"), IllegalReason::EmptyPit { pit: 0 });
    assert_eq!(illegal(&v, &p, "N2"), IllegalReason::NotYourPit { pit: 8 });
    assert_eq!(illegal(&v, &p, "S1/cw"), IllegalReason::UnexpectedAction { index: 1 });
    assert_eq!(illegal(&v, &p, "cw"), IllegalReason::UnexpectedAction { index: 0 });
    assert!(matches!(v.play_token(&p, "S9"), Err(MoveError::Parse(_))));
    assert!(matches!(v.play_token(&p, "xyz"), Err(MoveError::Parse(_))));
    // A finished game takes no moves.
    let over = pos(&v, "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=24 NS=24 result=draw:row_empty, N to move");
    assert_eq!(illegal(&v, &over, "N0"), IllegalReason::GameOver);
    assert!(v.legal_moves(&over).is_empty());
    // Every non-empty own pit is legal (KAL-4).
    let tokens: Vec<String> = v.legal_moves(&p).iter().map(|m| m.token(p.layout())).collect();
    assert_eq!(tokens, ["S1", "S2", "S3", "S4", "S5"]);
}

#[test]
fn position_validation() {
    let v = kalah(&[]);
    let err = |text: &str| v.parse_position(text).expect_err(text);
    // KAL-10: a row is empty and no result is given.
    assert!(matches!(
        err("S=[0,0,0,0,0,0] N=[1,1,1,1,1,1] SS=0 NS=0, N to move"),
        PositionError::Inconsistent { rule: "KAL-10", .. }
    ));
    // ... but with mover_cannot_move only the mover's row matters.
    let w = kalah(&[("kalah.end_trigger", "mover_cannot_move")]);
    assert!(w.parse_position("S=[0,0,0,0,0,0] N=[1,1,1,1,1,1] SS=0 NS=0, N to move").is_ok());
    assert!(matches!(
        w.parse_position("S=[0,0,0,0,0,0] N=[1,1,1,1,1,1] SS=0 NS=0, S to move"),
        Err(PositionError::Inconsistent { rule: "KAL-10", .. })
    ));
    // Wrong board shapes.
    assert!(matches!(
        err("S=[4,4,4,4,4,4,4,4] N=[4,4,4,4,4,4,4,4] SS=0 NS=0, S to move"),
        PositionError::WrongLayout { .. }
    ));
    assert!(matches!(err("S=[4,4,4,4,4,4] N=[4,4,4,4,4] SS=0 NS=0, S to move"), PositionError::WrongPitCount { .. }));
    assert!(matches!(
        err("S.I=[2,2,2,2,2,2,2,2] S.O=[2,2,2,2,2,2,2,2] N.I=[2,2,2,2,2,2,2,2] N.O=[2,2,2,2,2,2,2,2], S to move"),
        PositionError::WrongLayout { .. }
    ));
    // No reserves, houses or Nam-Nam ownership in Kalah.
    assert!(matches!(
        err("S=[4,4,4,4,4,4] N=[4,4,4,4,4,4] SS=0 NS=0 S.res=1 N.res=0, S to move"),
        PositionError::Inconsistent { rule: "§0.2.1", .. }
    ));
    assert!(matches!(
        err("S=[4,4,4,4,4,4] N=[4,4,4,4,4,4] SS=0 NS=0 own=NSSSSSNNNNNN, S to move"),
        PositionError::Inconsistent { rule: "NAM-8", .. }
    ));
    // KAL-9: captured seeds stay in the stores; nothing is ever off the board.
    assert!(matches!(
        err("S=[4,4,4,4,4,4] N=[4,4,4,4,4,4] SS=0 NS=0 off=2, S to move"),
        PositionError::Inconsistent { rule: "KAL-9", .. }
    ));
    // Too many seeds, and text that cannot be read.
    assert!(matches!(
        err("S=[250,4,4,4,4,4] N=[4,4,4,4,4,4] SS=0 NS=0, S to move"),
        PositionError::TooManySeeds { .. }
    ));
    assert!(matches!(err("S=[4,4,4,4,4,4] N=[4,4,4,4,4,4] SS=0 NS=0"), PositionError::Syntax { .. }));
    // A valid position keeps its text form.
    let text = "S=[0,2,0,7,1,0] N=[3,0,0,0,1,9] SS=12 NS=13, N to move";
    assert_eq!(pos(&v, text).to_string(), text);
}

#[test]
fn the_move_log_narrates_every_seed() {
    let v = kalah(&[]);
    let (_, steps) = v.play_token(&v.start_position(), "S0").unwrap();
    assert_eq!(
        rules_cited(&steps),
        ["KAL-5", "KAL-5", "KAL-5", "KAL-5", "KAL-5"],
        "pick-up and four sown seeds, each citing KAL-5"
    );
    assert!(!steps.iter().any(|s| matches!(s, Step::Note { note: Note::MustFeed, .. })));
}

/// Every option set of `id`: its defaults, then each option at each other value.
fn option_sets(id: &str) -> Vec<Variant> {
    mancala_engine::variants().into_iter().find(|s| s.id == id).unwrap().option_variants()
}

/// Search and playouts sow whole laps at once when no step is recorded (`NoSteps`); the result
/// must be the position the step-by-step log gives, for every move of many random games.
#[test]
fn playing_without_steps_gives_the_same_positions() {
    for v in option_sets("kalah") {
        let mut rng = 0x9e37_79b9_7f4a_7c15_u64;
        for _ in 0..40 {
            let mut p = v.start_position();
            while !p.is_over() {
                let legal = v.legal_moves(&p);
                for mv in &legal {
                    let (logged, _) = v.play(&p, mv).unwrap();
                    let mut fast = p.clone();
                    v.play_legal(&mut fast, mv);
                    assert_eq!(fast, logged, "{:?}: {} in {p}", v.changed_options(), mv.token(p.layout()));
                }
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                p = v.play(&p, &legal[(rng % legal.len() as u64) as usize]).unwrap().0;
            }
        }
        // Long laps too (13 and more seeds).
        for text in [
            "S=[30,0,0,0,0,1] N=[1,1,1,1,1,1] SS=0 NS=0, S to move",
            "S=[1,0,0,0,0,0] N=[0,0,0,0,0,26] SS=0 NS=0, N to move",
        ] {
            let p = pos(&v, text);
            for mv in v.legal_moves(&p) {
                let mut fast = p.clone();
                v.play_legal(&mut fast, &mv);
                assert_eq!(fast, v.play(&p, &mv).unwrap().0);
            }
        }
    }
}
