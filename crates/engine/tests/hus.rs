//! Hus (RULES.md §2.10, §3 A38–A39, §4.7, C4-7, ENG-LOOP).

// Only the four-row games have these rules (Cargo.toml features).
#![cfg(feature = "four-row")]

use mancala_engine::{
    Action, EndReason, Forbidden, IllegalReason, Note, Place, Position, PositionError, RelayReason, Setup, Side, Step,
    Variant,
};

mod common;
use common::*;

fn variant(options: &[(&str, &str)]) -> Variant {
    Variant::new("hus", options).unwrap()
}

fn expected(text: &str) -> Position {
    Setup::parse(text).unwrap().to_position().unwrap()
}

fn assert_same(after: &Position, text: &str) {
    let want = expected(text);
    assert!(after.same_state(&want), "\n got: {after}\nwant: {want}");
}

fn pit(p: &Position, name: &str) -> u8 {
    p.layout().parse_pit(name).unwrap() as u8
}

fn row(values: &[u8]) -> String {
    let items: Vec<String> = values.iter().map(u8::to_string).collect();
    format!("[{}]", items.join(","))
}

// ---------------------------------------------------------------- HUS-1, HUS-2

#[test]
fn t_hus_0_initial_position_4x8() {
    let v = variant(&[]);
    let p = v.start_position();
    assert_eq!(
        p.to_string(),
        "S.I=[0,0,0,0,2,2,2,2] S.O=[2,2,2,2,2,2,2,2] N.I=[0,0,0,0,2,2,2,2] N.O=[2,2,2,2,2,2,2,2] \
         SS=0 NS=0 S.res=0 N.res=0, S to move"
    );
    assert_eq!(p.seeds_in_half(Side::South), 24);
    assert_eq!(p.total_seeds(), 48);
    assert_eq!(v.legal_moves(&p).len(), 12);
    let choices = v.choices(&p, &[]);
    assert_eq!(choices.next.len(), 12);
    assert!(!choices.complete);
    assert_eq!(v.spec().name_uk, "Гус");
}

#[test]
fn t_hus_0_initial_positions_4x12_and_4x16() {
    for n in [12usize, 16] {
        let v = variant(&[("hus.columns", &n.to_string())]);
        let p = v.start_position();
        let mut inner = vec![0u8; n / 2];
        inner.extend(vec![2u8; n / 2]);
        let outer = vec![2u8; n];
        let (i, o) = (row(&inner), row(&outer));
        assert_eq!(p.to_string(), format!("S.I={i} S.O={o} N.I={i} N.O={o} SS=0 NS=0 S.res=0 N.res=0, S to move"));
        assert_eq!(p.total_seeds() as usize, 2 * 3 * n);
        assert_eq!(v.legal_moves(&p).len(), n + n / 2, "4×{n}");
    }
}

// ---------------------------------------------------------------- HUS-6 capture

const T_HUS_1: &str =
    "S.I=[0,0,1,0,2,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,2,0,0] N.O=[2,0,0,0,0,3,0,0] SS=0 NS=0, S to move";
/// T-HUS-1 without a capture: I5 → I4, I3 (2): relay → I2, I1: I1 was empty.
const T_HUS_1_RELAY: &str =
    "S.I=[1,1,0,1,0,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,2,0,0] N.O=[2,0,0,0,0,3,0,0] SS=0 NS=0, N to move";

#[test]
fn t_hus_1_all_seven_seeds_are_sown_from_the_next_pit() {
    let v = variant(&[]);
    let p = pos(&v, T_HUS_1);
    assert_eq!(tokens(&v, &p), ["S.I5"]);
    let (after, steps) = play(&v, &p, "S.I5");
    assert_same(
        &after,
        "S.I=[1,1,0,1,0,0,0,0] S.O=[1,1,1,1,1,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0] SS=0 NS=0, N to move",
    );
    // The opponent's inner pit, the pit behind it, then the landing pit's own seeds.
    let taken: Vec<Step> =
        steps.iter().copied().filter(|s| matches!(s, Step::Capture { .. } | Step::Relay { .. })).collect();
    assert!(
        matches!(taken[0], Step::Capture { from: Place::Pit(f), to: Place::Hand, count: 2, rule } if f == pit(&p, "N.I6") && rule.0 == "HUS-6")
    );
    assert!(
        matches!(taken[1], Step::Capture { from: Place::Pit(f), to: Place::Hand, count: 3, rule } if f == pit(&p, "N.O6") && rule.0 == "HUS-6")
    );
    assert!(
        matches!(taken[2], Step::Relay { pit: b, count: 2, rule, why: RelayReason::JoinsCapture } if b == pit(&p, "S.I3") && rule.0 == "HUS-6")
    );
    assert_eq!(taken.len(), 3);
    let sown_after =
        steps.iter().skip_while(|s| !matches!(s, Step::Relay { .. })).filter(|s| matches!(s, Step::Sow { .. })).count();
    assert_eq!(sown_after, 7);
}

#[test]
fn hus_6_inner_pit_empty_means_relay() {
    // N.I6 empty, N.O6 full: no capture, an ordinary relay (HUS-6).
    let v = variant(&[]);
    let p = pos(&v, &T_HUS_1.replace("N.I=[0,0,0,0,0,2,0,0]", "N.I=[0,0,0,0,0,0,0,0]"));
    let (after, steps) = play(&v, &p, "S.I5");
    assert_same(&after, &T_HUS_1_RELAY.replace("N.I=[0,0,0,0,0,2,0,0]", "N.I=[0,0,0,0,0,0,0,0]"));
    assert!(!steps.iter().any(|s| matches!(s, Step::Capture { .. })));
    assert!(steps
        .iter()
        .any(|s| matches!(s, Step::Relay { rule, why: RelayReason::OppositeEmpty, .. } if rule.0 == "HUS-5")));
    // Only the inner pit is occupied: it alone is taken (2 + 2 seeds from I2 on: I2, I1, O1, O2).
    let p = pos(&v, &T_HUS_1.replace("N.O=[2,0,0,0,0,3,0,0]", "N.O=[2,0,0,0,0,0,0,0]"));
    assert_same(
        &play(&v, &p, "S.I5").0,
        "S.I=[1,1,0,1,0,0,0,0] S.O=[1,1,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0] SS=0 NS=0, N to move",
    );
}

#[test]
fn hus_8_no_capture_on_first_move() {
    let v = variant(&[("hus.no_capture_on_first_move", "true")]);
    // S has made no move yet: the landing is an ordinary relay.
    assert_same(&play(&v, &pos(&v, T_HUS_1), "S.I5").0, T_HUS_1_RELAY);
    // After S's first move, T-HUS-1 captures as usual.
    let p = pos(&v, &T_HUS_1.replace(", S to move", " moves=1,1, S to move"));
    assert_same(
        &play(&v, &p, "S.I5").0,
        "S.I=[1,1,0,1,0,0,0,0] S.O=[1,1,1,1,1,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0] SS=0 NS=0, N to move",
    );
}

#[test]
fn a39_murray_captures_by_landing_in_an_empty_pit() {
    let v = variant(&[("hus.murray", "true")]);
    // T-HUS-1: the landing pit is occupied, so Murray's rule relays.
    assert_same(&play(&v, &pos(&v, T_HUS_1), "S.I5").0, T_HUS_1_RELAY);
    // I5 → I4, I3: I3 was empty and faces N.I6 = 2 with N.O6 = 3 behind: 5 seeds to the store.
    let p = pos(&v, &T_HUS_1.replace("S.I=[0,0,1,0,2,0,0,0]", "S.I=[0,0,0,0,2,0,0,0]"));
    let (after, steps) = play(&v, &p, "S.I5");
    assert_same(
        &after,
        "S.I=[0,0,1,1,0,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0] SS=5 NS=0, N to move",
    );
    assert!(steps
        .iter()
        .any(|s| matches!(s, Step::Capture { to: Place::Store(Side::South), rule, .. } if rule.0 == "A39")));
    // The usual Hus: the same landing captures nothing.
    let d = variant(&[]);
    assert_same(
        &play(&d, &pos(&d, &p.to_string()), "S.I5").0,
        "S.I=[0,0,1,1,0,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,2,0,0] N.O=[2,0,0,0,0,3,0,0] SS=0 NS=0, N to move",
    );
}

#[test]
fn a38_clockwise() {
    let text =
        "S.I=[2,0,1,0,0,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,2,0,0] N.O=[2,0,0,0,0,3,0,0] SS=0 NS=0, S to move";
    // CW from the left head runs along the inner row: I2, I3 (2) faces N.I6 = 2, N.O6 = 3 →
    // 7 seeds from I4: I4..I8, O8, O7.
    let v = variant(&[("hus.direction", "cw")]);
    assert_same(
        &play(&v, &pos(&v, text), "S.I1").0,
        "S.I=[0,1,0,1,1,1,1,1] S.O=[0,0,0,0,0,0,1,1] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0] SS=0 NS=0, N to move",
    );
    // CCW (HUS-4 default): I1 → O1, O2.
    let d = variant(&[]);
    assert_same(
        &play(&d, &pos(&d, text), "S.I1").0,
        "S.I=[0,0,1,0,0,0,0,0] S.O=[1,1,0,0,0,0,0,0] N.I=[0,0,0,0,0,2,0,0] N.O=[2,0,0,0,0,3,0,0] SS=0 NS=0, N to move",
    );
}

#[test]
fn a38_outer_row_moves_only() {
    let v = variant(&[("hus.outer_row_moves_only", "true")]);
    let p = v.start_position();
    assert_eq!(tokens(&v, &p), ["S.O1", "S.O2", "S.O3", "S.O4", "S.O5", "S.O6", "S.O7", "S.O8"]);
    assert_eq!(illegal(&v, &p, "S.I5"), IllegalReason::Forbidden { rule: "A38", why: Forbidden::Other });
    // T-HUS-1 has no outer pit to start from: S has already lost.
    match v.parse_position(T_HUS_1) {
        Err(PositionError::Inconsistent { rule, .. }) => assert_eq!(rule, "A38"),
        other => panic!("{other:?}"),
    }
}

// ---------------------------------------------------------------- HUS-3 illegal moves

#[test]
fn illegal_moves_with_reasons() {
    let v = variant(&[]);
    let p = pos(&v, T_HUS_1);
    assert_eq!(illegal(&v, &p, "S.I3"), IllegalReason::Forbidden { rule: "HUS-3", why: Forbidden::Singleton });
    assert_eq!(illegal(&v, &p, "S.O1"), IllegalReason::EmptyPit { pit: pit(&p, "S.O1") });
    assert_eq!(illegal(&v, &p, "N.O6"), IllegalReason::NotYourPit { pit: pit(&p, "N.O6") });
    assert_eq!(illegal(&v, &p, "S.I5/ccw"), IllegalReason::UnexpectedAction { index: 1 });
    assert_eq!(illegal(&v, &p, "pass"), IllegalReason::UnexpectedAction { index: 0 });
    assert!(v.check_move(&p, &mancala_engine::Move::from_actions(&[Action::Plant(pit(&p, "S.I5"))])).is_err());
}

// ---------------------------------------------------------------- HUS-7 end, C4-7 draw

#[test]
fn hus_7_a_player_who_cannot_move_loses() {
    // After T-HUS-1's capture North holds one singleton.
    let v = variant(&[]);
    let p = pos(&v, &T_HUS_1.replace("N.O=[2,0,0,0,0,3,0,0]", "N.O=[1,0,0,0,0,3,0,0]"));
    let (after, steps) = play(&v, &p, "S.I5");
    assert_eq!(after.outcome().map(|o| (o.winner, o.reason)), Some((Some(Side::South), EndReason::CannotMove)));
    assert!(matches!(steps.last(), Some(Step::GameEnd { rule, .. }) if rule.0 == "HUS-7"));
    assert!(v.legal_moves(&after).is_empty());
    assert_eq!(illegal(&v, &after, "N.O1"), IllegalReason::GameOver);
}

#[test]
fn c4_7_repetition_draw_option() {
    let rule =
        |value: &str| variant(&[("engine.repetition_draw", value)]).repetition().map(|r| (r.occurrences, r.rule));
    assert_eq!(variant(&[]).repetition().map(|r| (r.occurrences, r.rule)), Some((3, "C4-7")));
    assert_eq!(rule("0"), None);
    assert_eq!(rule("1"), Some((2, "C4-7")));
    assert_eq!(rule("5"), Some((5, "C4-7")));
}

// ---------------------------------------------------------------- ENG-LOOP

const ONE_ENDLESS: &str =
    "S.I=[1,2,1,2,1,2,1,0] S.O=[0,2,5,2,1,0,1,4] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0] SS=0 NS=0, S to move";
const ALL_ENDLESS: &str =
    "S.I=[1,0,1,0,1,0,1,0] S.O=[0,1,3,1,0,1,0,1] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0] SS=0 NS=0";

#[test]
fn hus_9_eng_loop() {
    let v = variant(&[]);
    let p = pos(&v, ONE_ENDLESS);
    assert_eq!(v.legal_moves(&p).len(), 6);
    assert_eq!(illegal(&v, &p, "S.O8"), IllegalReason::Forbidden { rule: "ENG-LOOP", why: Forbidden::Endless });
    let d = variant(&[("engine.endless_move", "draw")]);
    assert_eq!(d.legal_moves(&p).len(), 7);
    let (after, steps) = play(&d, &p, "S.O8");
    assert_eq!(after.outcome().map(|o| (o.winner, o.reason)), Some((None, EndReason::EndlessMove)));
    assert!(steps.iter().any(|s| matches!(s, Step::Note { note: Note::Endless, .. })));
    let sown = steps.iter().filter(|s| matches!(s, Step::Sow { .. })).count();
    assert!(sown > 20_000 && sown <= 20_000 + 255, "{sown}");
    // Every move endless.
    match v.parse_position(&format!("{ALL_ENDLESS}, S to move")) {
        Err(PositionError::Inconsistent { rule, .. }) => assert_eq!(rule, "ENG-LOOP"),
        other => panic!("{other:?}"),
    }
    let (after, steps) = play(&v, &pos(&v, &format!("{ALL_ENDLESS}, N to move")), "N.O1");
    assert_eq!(after.outcome().map(|o| (o.winner, o.reason)), Some((None, EndReason::EndlessMove)));
    assert!(matches!(steps.last(), Some(Step::GameEnd { rule, .. }) if rule.0 == "ENG-LOOP"));
    let (after, _) = play(&d, &pos(&d, &format!("{ALL_ENDLESS}, N to move")), "N.O1");
    assert_eq!(tokens(&d, &after), ["S.O3"]);
}

// ---------------------------------------------------------------- validation

#[test]
fn position_validation_errors() {
    let v = variant(&[]);
    let inconsistent = |v: &Variant, text: &str| match v.parse_position(text) {
        Err(PositionError::Inconsistent { rule, .. }) => rule,
        other => panic!("{text}: {other:?}"),
    };
    // Captured seeds stay on the board in Hus, but leave it with Murray's rule.
    assert_eq!(inconsistent(&v, &T_HUS_1.replace("SS=0", "SS=3")), "HUS-6");
    assert!(variant(&[("hus.murray", "true")]).parse_position(&T_HUS_1.replace("SS=0", "SS=3")).is_ok());
    assert_eq!(inconsistent(&v, &T_HUS_1.replace("SS=0 NS=0", "SS=0 NS=0 N.res=1")), "C4-1");
    // HUS-7: no pit with more than one seed.
    assert_eq!(inconsistent(&v, &T_HUS_1.replace("S.I=[0,0,1,0,2,0,0,0]", "S.I=[0,0,1,0,1,0,0,0]")), "HUS-7");
    // North may be unable to move while South is to move: he loses only at his turn.
    assert!(v
        .parse_position(
            &T_HUS_1
                .replace("N.O=[2,0,0,0,0,3,0,0]", "N.O=[1,0,0,0,0,0,0,0]")
                .replace("N.I=[0,0,0,0,0,2,0,0]", "N.I=[0,0,0,0,0,1,0,0]")
        )
        .is_ok());
    // Board width.
    assert!(matches!(
        v.parse_position("S.I=[0,0,0,2] S.O=[2,2,2,2] N.I=[0,0,0,2] N.O=[2,2,2,2], S to move"),
        Err(PositionError::WrongLayout { .. })
    ));
    let twelve = variant(&[("hus.columns", "12")]);
    assert!(matches!(twelve.parse_position(T_HUS_1), Err(PositionError::WrongLayout { .. })));
    assert!(Variant::new("hus", &[("hus.columns", "10")]).is_err());
    assert!(Variant::new("hus", &[("hus.direction", "left")]).is_err());
    assert!(Variant::new("hus", &[("engine.repetition_draw", "11")]).is_err());
    assert!(Variant::new("hus", &[("engine.endless_move", "maybe")]).is_err());
}

#[test]
fn random_games_on_long_boards_end() {
    use mancala_engine::Game;
    for n in ["12", "16"] {
        for seed in 1..6u64 {
            let v = variant(&[("hus.columns", n)]);
            let mut game = Game::new(v.clone());
            let mut s = seed;
            for _ in 0..5_000 {
                let legal = v.legal_moves(game.position());
                if legal.is_empty() {
                    break;
                }
                s = s.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                game.play(&legal[(s >> 33) as usize % legal.len()]).unwrap();
            }
            assert!(game.position().is_over(), "4×{n} seed {seed}");
            assert_eq!(game.position().total_seeds(), 6 * n.parse::<u32>().unwrap());
        }
    }
}
