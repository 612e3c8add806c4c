//! "Choro I" (RULES.md §2.17, §3 A45, §4.12, §4.5b): the worked examples, both capture modes, the
//! simultaneous first move, the clockwise exception, illegal moves and position validation.

// Only the four-row games have these rules (Cargo.toml features).
#![cfg(feature = "four-row")]

use mancala_engine::{
    Action, EndReason, Forbidden, IllegalReason, Place, Position, PositionError, Provenance, RuleId, Side, Step,
    Variant,
};

mod common;
use common::*;

fn choro(options: &[(&str, &str)]) -> Variant {
    Variant::new("choro", options).unwrap()
}

fn assert_board(v: &Variant, got: &Position, expected: &str) {
    let want = pos(v, expected);
    let mut g = got.clone().to_setup();
    g.moves_made = [0, 0];
    g.capturing_moves = [0, 0];
    g.outcome = None;
    assert_eq!(v.position(&g).unwrap().to_string(), want.to_string(), "got {got}");
}

fn sow_to(v: &Variant, name: &str, rule: &'static str) -> Step {
    Step::Sow { to: Place::Pit(v.layout().parse_pit(name).unwrap() as u8), rule: RuleId(rule) }
}

#[test]
fn t_ch_0_initial_position() {
    let v = choro(&[]);
    let start = v.start_position();
    let fixture =
        pos(&v, "S.I=[2,2,2,2,2,2,2,2] S.O=[2,2,2,2,2,2,2,2] N.I=[2,2,2,2,2,2,2,2] N.O=[2,2,2,2,2,2,2,2], S to move");
    assert_eq!(start, fixture);
    assert_eq!(start.total_seeds(), 64);
    assert_eq!(v.spec().provenance, Provenance::Reconstructed);
}

const CH1: &str = "S.I=[0,0,1,0,0,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,2,0,0] N.O=[2,0,0,0,0,1,0,0], S to move";

#[test]
fn t_ch_1_capture_mode_1() {
    let v = choro(&[]);
    let p = pos(&v, CH1);
    // Mode 1 is compulsory and works with a singleton: the only move takes N.I6 (+ N.O6).
    assert_eq!(sorted_tokens(&v, &p), ["xN.I6"]);
    let (a, steps) = play(&v, &p, "xN.I6");
    assert_board(
        &v,
        &a,
        "S.I=[1,1,2,0,0,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0], N to move",
    );
    // Sowing starts IN V = S.I3 (A45b, §0.2.3).
    let i = steps.iter().rposition(|s| matches!(s, Step::Capture { .. })).unwrap();
    assert_eq!(steps[i + 1], sow_to(&v, "S.I3", "CH-4"));
}

#[test]
fn t_ch_1_mode1_start_v_plus_1() {
    let v = choro(&[("choro.mode1_start", "V_plus_1")]);
    let p = pos(&v, CH1);
    let (a, _) = play(&v, &p, "xN.I6");
    assert_board(
        &v,
        &a,
        "S.I=[1,1,1,0,0,0,0,0] S.O=[1,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0], N to move",
    );
}

/// §4.5b: the checked mode-1 example; its continuation makes a mode-2 capture (CH-5) in S.I2.
const MODE1B: &str =
    "S.I=[0,1,0,1,0,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,1,0,1,0] N.O=[2,0,0,0,0,0,1,0], S to move";

#[test]
fn t_ch_mode1_review_example_with_mode2_continuation() {
    let v = choro(&[]);
    let p = pos(&v, MODE1B);
    assert_eq!(sorted_tokens(&v, &p), ["xN.I5", "xN.I7"]);
    let (a, steps) = play(&v, &p, "xN.I5");
    assert_board(
        &v,
        &a,
        "S.I=[1,3,1,0,0,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0], N to move",
    );
    // The relay from S.I4 ends in S.I2 facing N.I7: mode 2 takes N.I7 + N.O7 and sows starting in B = S.I2.
    let i = steps.iter().position(|s| matches!(s, Step::Capture { rule, .. } if rule.0 == "CH-5")).unwrap();
    assert!(matches!(steps[i + 1], Step::Capture { rule, count: 1, .. } if rule.0 == "CH-5"));
    assert_eq!(steps[i + 2], sow_to(&v, "S.I2", "CH-5"));
    let (a, _) = play(&choro(&[("choro.mode1_start", "V_plus_1")]), &p, "xN.I5");
    assert_board(
        &v,
        &a,
        "S.I=[0,1,1,1,0,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,1,0] N.O=[2,0,0,0,0,0,1,0], N to move",
    );
}

#[test]
fn mode1_is_not_a_whole_move() {
    // choro.mode1_is_move = false: the capture, then an ordinary sowing.
    let v = choro(&[("choro.mode1_is_move", "false")]);
    let p =
        pos(&v, "S.I=[0,0,1,0,0,0,0,0] S.O=[0,0,0,0,0,0,0,3] N.I=[0,0,0,0,0,2,0,0] N.O=[2,0,0,0,0,1,0,0], S to move");
    let t = sorted_tokens(&v, &p);
    assert!(t.iter().all(|m| m.starts_with("xN.I6/")), "{t:?}");
    assert!(t.contains(&"xN.I6/S.O8".to_string()));
    assert!(matches!(illegal(&v, &p, "xN.I6"), IllegalReason::Incomplete { .. }));
    let (a, _) = play(&v, &p, "xN.I6/S.I3");
    // Mode 1: I3 (2), I2 (1), I1 (1); then S.I3 (2): I2 (2), I1 (2) → relay 2 from I1: O1, O2.
    assert_board(
        &v,
        &a,
        "S.I=[0,2,0,0,0,0,0,0] S.O=[1,1,0,0,0,0,0,3] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0], N to move",
    );
    // Default: the mode-1 capture alone is the move.
    assert_eq!(sorted_tokens(&choro(&[]), &p), ["xN.I6"]);
}

#[test]
fn first_move_in_sequence_south_then_north() {
    let v = choro(&[("choro.first_move", "in_sequence")]);
    let p = v.start_position();
    let legal = v.legal_moves(&p);
    assert!(!legal.is_empty());
    let l = v.layout();
    let (s7, s8) = (l.outer(Side::South, 7) as u8, l.outer(Side::South, 8) as u8);
    for m in &legal {
        // South's part first (O7 or O8), then North's (if North still has a first sowing).
        assert!(matches!(m.actions()[0], Action::Sow(x) if x == s7 || x == s8));
        for a in &m.actions()[1..] {
            if let Action::Sow(x) = a {
                assert!(*x as usize == l.outer(Side::North, 7) || *x as usize == l.outer(Side::North, 8));
            }
        }
    }
    // The first sowing S.O8: I8 (3), I7 (3) → S.I7 faces N.I2 (2): mode 2 takes N.I2 + N.O2 and sows
    // starting in B = S.I7.
    let mv = legal.iter().find(|m| m.actions()[0] == Action::Sow(s8)).unwrap().clone();
    let (a, steps) = v.play(&p, &mv).unwrap();
    assert_eq!(steps[0], Step::PickUp { pit: s8, count: 2, rule: RuleId("CH-3") });
    assert_eq!(steps[1], sow_to(&v, "S.I8", "CH-2"));
    assert_eq!(steps[2], sow_to(&v, "S.I7", "CH-2"));
    assert!(
        matches!(steps[3], Step::Capture { from: Place::Pit(x), count: 2, .. } if x as usize == l.inner(Side::North, 2))
    );
    assert!(
        matches!(steps[4], Step::Capture { from: Place::Pit(x), count: 2, .. } if x as usize == l.outer(Side::North, 2))
    );
    assert_eq!(steps[5], sow_to(&v, "S.I7", "CH-5"));
    // After turn 1 the players alternate; the one who sowed fewer seeds moves first.
    let sown_by = |side: Side| {
        let mut who = None;
        let mut n = 0;
        for s in &steps {
            match s {
                Step::PickUp { pit, .. } => who = Some(l.side_of(*pit as usize)),
                Step::Sow { .. } if who == Some(side) => n += 1,
                _ => {}
            }
        }
        n
    };
    let (ns, nn) = (sown_by(Side::South), sown_by(Side::North));
    let expected = if nn < ns { Side::North } else { Side::South };
    assert_eq!(a.to_move(), expected);
    assert_eq!(a.total_seeds(), 64);
}

/// Seeds on `side`'s half.
fn seeds_of(p: &Position, side: Side) -> u32 {
    let l = p.layout();
    l.side_range(side).map(|i| u32::from(p.seeds(i))).sum()
}

#[test]
fn in_sequence_first_move_lets_south_take_everything() {
    // The first reconstruction (A45a, kept as `in_sequence`): South's whole move comes first, and
    // from two seeds everywhere one mode-2 capture leads to the next.
    let v = choro(&[("choro.first_move", "in_sequence")]);
    let p = v.start_position();
    let (wiped, steps) = play(&v, &p, "S.O8/cw/cw");
    assert_eq!(seeds_of(&wiped, Side::North), 0, "{wiped}");
    assert_eq!(wiped.outcome().map(|o| (o.winner, o.reason)), Some((Some(Side::South), EndReason::CannotMove)));
    // North never sowed: his only step is none at all.
    let l = v.layout();
    assert!(!steps.iter().any(|s| matches!(s, Step::PickUp { pit, .. } if l.side_of(*pit as usize) == Side::North)));
    // In every line North keeps at most a third of the seeds.
    for mv in v.legal_moves(&p) {
        let (a, _) = v.play(&p, &mv).unwrap();
        assert!(seeds_of(&a, Side::North) <= 22, "{} {a}", mv.token(l));
    }
}

#[test]
fn interleaved_first_move_is_a_race_and_no_wipe_out() {
    // The default (`first_move = interleaved`): both lift at once and the sowings alternate by
    // the seeds sown; no first move lets South take every seed of North.
    let v = choro(&[]);
    let p = v.start_position();
    let l = v.layout();
    let legal = v.legal_moves(&p);
    assert!(legal.len() > 4, "{}", legal.len());
    let mut south_capture_lines = 0;
    for mv in &legal {
        let a = mv.actions();
        assert!(matches!(a[0], Action::Sow(x) if l.side_of(x as usize) == Side::South));
        assert!(matches!(a[1], Action::Sow(x) if l.side_of(x as usize) == Side::North));
        assert!(a[2..].iter().all(|x| matches!(x, Action::Dir(_))), "{}", mv.token(l));
        let (after, steps) = v.play(&p, mv).unwrap();
        assert!(seeds_of(&after, Side::North) > 0, "{} {after}", mv.token(l));
        assert_ne!(after.outcome().and_then(|o| o.winner), Some(Side::South), "{}", mv.token(l));
        assert_eq!(after.total_seeds(), 64);
        assert_eq!(after.moves_made(Side::South), 1);
        // Both lift before either captures: the first two lifts are the two start pits.
        let lifts: Vec<_> =
            steps.iter().filter(|s| matches!(s, Step::PickUp { .. } | Step::Capture { .. })).take(2).collect();
        assert!(
            matches!(lifts[0], Step::PickUp { pit, rule: RuleId("CH-3"), .. } if l.side_of(*pit as usize) == Side::South)
        );
        assert!(
            matches!(lifts[1], Step::PickUp { pit, rule: RuleId("CH-3"), .. } if l.side_of(*pit as usize) == Side::North)
        );
        south_capture_lines += usize::from(steps.iter().any(|s| {
            matches!(s, Step::Capture { from: Place::Pit(x), rule: RuleId("CH-5"), .. } if l.side_of(*x as usize) == Side::North)
        }));
    }
    // Captures still happen on turn 1 ([000 L26]: «вони можуть зібрати зерна суперника»).
    assert!(south_capture_lines > 0);
}

#[test]
fn interleaved_first_move_alternates_sowings_by_seeds_sown() {
    let v = choro(&[]);
    let p = v.start_position();
    let l = v.layout();
    for mv in v.legal_moves(&p) {
        let (after, steps) = v.play(&p, &mv).unwrap();
        // The sowings of the log: maximal runs of `Sow` steps, each on one player's half.
        let mut sowings: Vec<(Side, u32)> = Vec::new();
        let mut in_run = false;
        for s in &steps {
            match s {
                Step::Sow { to: Place::Pit(x), .. } => {
                    let side = l.side_of(*x as usize);
                    match sowings.last_mut() {
                        Some((last, n)) if in_run => {
                            assert_eq!(*last, side, "one sowing stays on one half");
                            *n += 1;
                        }
                        _ => sowings.push((side, 1)),
                    }
                    in_run = true;
                }
                Step::Lap { .. } | Step::Skip { .. } => {}
                _ => in_run = false,
            }
        }
        // Each sowing is played by the player who has sown fewer seeds so far (South on a
        // tie), unless the other's part has ended (he never sows again).
        let mut sown = [0u32; 2];
        for (i, &(side, n)) in sowings.iter().enumerate() {
            let (mine, theirs) = (sown[side.index()], sown[side.opponent().index()]);
            let other_done = !sowings[i..].iter().any(|&(s, _)| s != side);
            let on_time = mine < theirs || (mine == theirs && side == Side::South);
            assert!(on_time || other_done, "{}: sowing {i} by {side:?} at {sown:?}", mv.token(l));
            sown[side.index()] += n;
        }
        assert!(sown[0] > 0 && sown[1] > 0, "{}", mv.token(l));
        // Whoever sowed fewer seeds finished first and moves first at turn 2 (a tie: South).
        if after.outcome().is_none() {
            let expected = if sown[1] < sown[0] { Side::North } else { Side::South };
            assert_eq!(after.to_move(), expected, "{} {sown:?}", mv.token(l));
        }
    }
}

#[test]
fn first_move_orders() {
    let p = choro(&[]).start_position();
    let l = p.layout();
    let n = choro(&[("choro.first_move_order", "north_then_south")]);
    let legal = n.legal_moves(&p);
    assert!(legal.iter().all(|m| matches!(m.actions()[0], Action::Sow(x) if l.side_of(x as usize) == Side::North)));
    assert!(matches!(illegal(&n, &p, "S.O8"), IllegalReason::Forbidden { rule: "CH-3", .. }));
    let r = choro(&[("choro.first_move_order", "random")]);
    let both = r.legal_moves(&p);
    assert!(both.iter().any(|m| matches!(m.actions()[0], Action::Sow(x) if l.side_of(x as usize) == Side::North)));
    assert!(both.iter().any(|m| matches!(m.actions()[0], Action::Sow(x) if l.side_of(x as usize) == Side::South)));
    assert_eq!(both.len(), legal.len() + choro(&[]).legal_moves(&p).len());
    // Only O7 and O8 may start (CH-3).
    let v = choro(&[]);
    assert!(matches!(illegal(&v, &p, "S.O1"), IllegalReason::Forbidden { rule: "CH-3", .. }));
    assert!(matches!(illegal(&v, &p, "xN.I1"), IllegalReason::Forbidden { rule: "CH-4", .. }));
}

/// A plain position: no mode-1 capture, one pit to sow.
const CW: &str = "S.I=[2,0,0,0,0,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0], S to move";

#[test]
fn ordinary_move_and_illegal_moves() {
    let v = choro(&[]);
    let p = pos(&v, CW);
    assert_eq!(sorted_tokens(&v, &p), ["S.I1"]);
    let (a, _) = play(&v, &p, "S.I1");
    assert_board(
        &v,
        &a,
        "S.I=[0,0,0,0,0,0,0,0] S.O=[1,1,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0], N to move",
    );
    // North (N.O1 = 2) moves on; South then has only singletons and no mode-1 capture.
    assert!(!a.is_over());
    let (b, steps) = play(&v, &a, "N.O1");
    let o = b.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Side::North), EndReason::CannotMove));
    assert!(matches!(steps.last(), Some(Step::GameEnd { rule, .. }) if rule.0 == "CH-7"));

    let p = pos(&v, MODE1B);
    assert_eq!(illegal(&v, &p, "S.I2"), IllegalReason::Forbidden { rule: "CH-4", why: Forbidden::MustCapture });
    assert!(matches!(illegal(&v, &p, "xN.I6"), IllegalReason::Forbidden { rule: "CH-4", .. }));
    assert!(matches!(illegal(&v, &p, "N.O1"), IllegalReason::NotYourPit { .. }));
    let q =
        pos(&v, "S.I=[2,0,0,0,0,0,0,0] S.O=[1,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0], S to move");
    assert_eq!(illegal(&v, &q, "S.O1"), IllegalReason::Forbidden { rule: "CH-2", why: Forbidden::Singleton });
    assert!(matches!(illegal(&v, &q, "S.O2"), IllegalReason::EmptyPit { .. }));
    assert_eq!(illegal(&v, &q, "S.I1/cw"), IllegalReason::Forbidden { rule: "CH-6", why: Forbidden::Direction });
}

/// Mode 1 from V = S.I1 (a reverse pit): 3 captured seeds sown CW starting in S.I1 end in S.I3,
/// which faces N.I6 (1): that sowing captures, so CW may be chosen (CH-6).
const CW_MODE1: &str =
    "S.I=[1,0,1,0,0,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,1,0,2] N.O=[2,0,0,0,0,0,0,1], S to move";

#[test]
fn clockwise_exception_ch_6() {
    let v = choro(&[]);
    let p = pos(&v, CW_MODE1);
    assert_eq!(sorted_tokens(&v, &p), ["xN.I6", "xN.I8/ccw", "xN.I8/cw"]);
    let (a, _) = play(&v, &p, "xN.I8/ccw");
    assert_board(
        &v,
        &a,
        "S.I=[2,0,1,0,0,0,0,0] S.O=[1,1,0,0,0,0,0,0] N.I=[0,0,0,0,0,1,0,0] N.O=[2,0,0,0,0,0,0,0], N to move",
    );
    // cw_chain (default): after the CW capture in S.I3 (1 seed from N.I6), CW would not capture, so
    // the seed is sown CCW starting in B = S.I3 (CH-5), which relays 3: I2, I1, O1.
    let (a, steps) = play(&v, &p, "xN.I8/cw");
    assert_board(
        &v,
        &a,
        "S.I=[3,2,0,0,0,0,0,0] S.O=[1,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0], N to move",
    );
    assert!(steps.iter().any(|s| matches!(s, Step::Note { rule, .. } if rule.0 == "CH-6")));
    let (b, _) = play(&choro(&[("choro.direction_model", "per_sowing")]), &p, "xN.I8/cw");
    assert_eq!(b, a);
    let (b, _) = play(&choro(&[("choro.reverse_pits", "outskirts")]), &p, "xN.I8/cw");
    assert_eq!(b, a);
    // persist: the re-sowing stays CW and, CW after CW, starts at A+1 = S.I2 (CH-5): I2 (2) → relay
    // CW: I3, I4.
    let (a, steps) = play(&choro(&[("choro.direction_model", "persist")]), &p, "xN.I8/cw");
    assert_board(
        &v,
        &a,
        "S.I=[2,0,3,1,0,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0], N to move",
    );
    let i = steps.iter().rposition(|s| matches!(s, Step::Capture { .. })).unwrap();
    assert_eq!(steps[i + 1], sow_to(&v, "S.I2", "CH-5"));
    // A direction is needed after xN.I8.
    assert!(matches!(illegal(&v, &p, "xN.I8"), IllegalReason::Incomplete { .. }));
}

#[test]
fn position_validation() {
    let v = choro(&[]);
    let err = |t: &str| v.parse_position(t).unwrap_err();
    assert!(matches!(
        err("S.I=[2,2,2,2,2,2,2,2] S.O=[2,2,2,2,2,2,2,2] N.I=[2,2,2,2,2,2,2,2] N.O=[2,2,2,2,2,2,2,2] NS=4, S to move"),
        PositionError::Inconsistent { .. }
    ));
    // Only singletons and no mode-1 capture: the player to move has already lost (CH-7).
    assert!(matches!(
        err("S.I=[0,0,0,0,0,0,0,0] S.O=[1,0,1,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0], S to move"),
        PositionError::Inconsistent { rule: "CH-7", .. }
    ));
    // A singleton facing an occupied pit can still capture (mode 1), so the game goes on.
    assert!(v.parse_position(CH1).is_ok());
    assert!(matches!(err("S=[2,2,2,2,2,2] N=[2,2,2,2,2,2], S to move"), PositionError::WrongLayout { .. }));
    assert_eq!(v.repetition().unwrap().rule, "C4-7");
    let keys: Vec<&str> = v.spec().options.iter().map(|o| o.key).collect();
    for k in [
        "choro.first_move",
        "choro.first_move_order",
        "choro.mode1_is_move",
        "choro.mode1_start",
        "choro.direction_model",
        "choro.reverse_pits",
        "engine.endless_move",
        "engine.repetition_draw",
    ] {
        assert!(keys.contains(&k), "{k}");
    }
}
