//! Bao la Kimasai (RULES.md §2.12, KIM-1..9): the worked examples of §4.9 (T-KIM-*), every option
//! value of §3 (A24, A31, A33, ENG-LOOP, C4-7), illegal moves with their reasons, and validation.

// Only the four-row games have these rules (Cargo.toml features).
#![cfg(feature = "four-row")]

use mancala_engine::{
    Action, EndReason, Forbidden, IllegalReason, MoveError, Note, Outcome, Place, Position, PositionError, Side, Step,
    Variant,
};

mod common;
use common::*;

fn variant(options: &[(&str, &str)]) -> Variant {
    Variant::new("kimasai", options).expect("kimasai builds")
}

fn forbidden(v: &Variant, p: &Position, token: &str) -> IllegalReason {
    match v.play_token(p, token) {
        Err(MoveError::Illegal(e)) => {
            assert_eq!(e.mv, v.parse_move(p, token).unwrap(), "the rejected move is handed back");
            e.reason
        }
        other => panic!("{token} should be illegal in {p}, got {other:?}"),
    }
}

fn captures(steps: &[Step]) -> Vec<(Place, u8, &'static str)> {
    steps
        .iter()
        .filter_map(|s| match s {
            Step::Capture { from, count, rule, .. } => Some((*from, *count, rule.0)),
            _ => None,
        })
        .collect()
}

fn same(after: &Position, v: &Variant, expected: &str) {
    let want = pos_any(v, expected);
    assert!(after.same_state(&want), "\n got  {after}\n want {want}");
}

/// Parses a position that may be over (no validation of the end rules beyond the result).
fn pos_any(v: &Variant, text: &str) -> Position {
    v.parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

const ZERO: &str = "[0,0,0,0,0,0,0,0]";

#[test]
fn t_kim_0_initial_position() {
    let v = variant(&[]);
    let start = v.start_position();
    let want = pos(
        &v,
        "S.I=[1,1,1,1,1,1,1,1] S.O=[0,0,0,0,0,0,0,0] N.I=[1,1,1,1,1,1,1,1] N.O=[0,0,0,0,0,0,0,0] SS=0 NS=0 S.res=24 N.res=24, S to move",
    );
    assert_eq!(start, want);
    assert_eq!(start.total_seeds(), 64);
    assert_eq!(start.reserve(Side::South), 24);
    // KIM-5: the first move is a plain sowing from the board; no planting yet.
    assert_eq!(tokens(&v, &start), ["S.I8", "S.I7", "S.I6", "S.I5", "S.I4", "S.I3", "S.I2", "S.I1"]);
    let spec = v.spec();
    assert_eq!((spec.name_en, spec.name_uk, spec.section), ("Bao la Kimasai", "Бао ла кімасаї", "2.12"));
}

#[test]
fn t_kim_first_plain_relay_without_capture() {
    let v = variant(&[]);
    let start = v.start_position();
    let (after, steps) = play(&v, &start, "S.I1");
    same(
        &after,
        &v,
        "S.I=[0,0,2,0,2,0,2,0] S.O=[0,0,0,0,0,0,1,1] N.I=[1,1,1,1,1,1,1,1] N.O=[0,0,0,0,0,0,0,0] SS=0 NS=0 S.res=24 N.res=24, N to move",
    );
    // No capture although S.I2 (and more) was occupied and faced an occupied pit.
    assert!(captures(&steps).is_empty());
    assert_eq!(steps.iter().filter(|s| matches!(s, Step::Relay { .. })).count(), 4);
    assert!(steps.iter().any(|s| matches!(s, Step::Note { note: Note::Direction { dir: mancala_engine::Direction::Cw }, rule } if rule.0 == "KIM-3")));
    assert!(after.outcome().is_none());
    // N's next move starts the planting phase (KIM-5, KIM-6): every move plants.
    let n_moves = v.legal_moves(&after);
    assert_eq!(n_moves.len(), 8);
    assert!(n_moves.iter().all(|m| matches!(m.actions(), [Action::Plant(_)])));
    assert_eq!(forbidden(&v, &after, "N.I1"), IllegalReason::Forbidden { rule: "KIM-6", why: Forbidden::Other });
    // The first move of the first player may not plant.
    assert_eq!(forbidden(&v, &start, "+S.I1"), IllegalReason::Forbidden { rule: "KIM-5", why: Forbidden::Other });
    // Only clockwise exists: a direction is not part of a Kimasai move.
    assert_eq!(forbidden(&v, &start, "S.I1/cw"), IllegalReason::UnexpectedAction { index: 1 });
}

#[test]
fn planting_has_no_captures_kim_6() {
    let v = variant(&[]);
    // Planting into I1 (1→2), sowing CW: I2, I3 (occupied, facing the occupied N.I6). In the
    // planting phase that is a relay, not a capture: lift 2 → I4, I5.
    let p = pos(
        &v,
        &format!("S.I=[1,0,1,0,0,0,0,0] S.O={ZERO} N.I=[1,1,1,1,1,1,1,1] N.O={ZERO} SS=0 NS=0 S.res=5 N.res=5 moves=1,1, S to move"),
    );
    let (after, steps) = play(&v, &p, "+S.I1");
    assert!(captures(&steps).is_empty());
    assert!(
        matches!(steps.iter().find(|s| matches!(s, Step::Plant { .. })), Some(Step::Plant { side: Side::South, rule, .. }) if rule.0 == "KIM-6")
    );
    same(
        &after,
        &v,
        &format!(
            "S.I=[0,1,0,1,1,0,0,0] S.O={ZERO} N.I=[1,1,1,1,1,1,1,1] N.O={ZERO} SS=0 NS=0 S.res=4 N.res=5, N to move"
        ),
    );
    // Planting targets: own occupied pits only; sowing without planting is not allowed.
    assert_eq!(forbidden(&v, &p, "+S.I2"), IllegalReason::Forbidden { rule: "KIM-6", why: Forbidden::PlantTarget });
    assert_eq!(
        forbidden(&v, &p, "+N.I1"),
        IllegalReason::NotYourPit { pit: v.layout().parse_pit("N.I1").unwrap() as u8 }
    );
    assert_eq!(forbidden(&v, &p, "S.I1"), IllegalReason::Forbidden { rule: "KIM-6", why: Forbidden::Other });
    assert_eq!(tokens(&v, &p), ["+S.I3", "+S.I1"]);
}

#[test]
fn planting_target_option_a33() {
    let text = format!("S.I=[1,0,0,0,0,0,0,0] S.O=[0,0,0,0,2,0,0,0] N.I=[1,1,1,1,1,1,1,1] N.O={ZERO} SS=0 NS=0 S.res=5 N.res=5 moves=1,1, S to move");
    // Default (A33): any own occupied pit, outer row included.
    let v = variant(&[]);
    let p = pos(&v, &text);
    assert_eq!(tokens(&v, &p), ["+S.O5", "+S.I1"]);
    let (after, _) = play(&v, &p, "+S.O5");
    // O5 3 seeds CW: O4, O3, O2 → the move ends.
    same(&after, &v, &format!("S.I=[1,0,0,0,0,0,0,0] S.O=[0,1,1,1,0,0,0,0] N.I=[1,1,1,1,1,1,1,1] N.O={ZERO} SS=0 NS=0 S.res=4 N.res=5, N to move"));
    // kimasai.plant_inner_only=true: outer pits are not planting targets.
    let v = variant(&[("kimasai.plant_inner_only", "true")]);
    let p = pos(&v, &text);
    assert_eq!(tokens(&v, &p), ["+S.I1"]);
    assert_eq!(forbidden(&v, &p, "+S.O5"), IllegalReason::Forbidden { rule: "A33", why: Forbidden::PlantTarget });
}

#[test]
fn last_reserve_seed_begins_the_harvest_a33() {
    let v = variant(&[]);
    let p = pos(
        &v,
        &format!("S.I=[0,0,0,2,0,0,0,0] S.O={ZERO} N.I=[1,1,1,1,1,1,1,1] N.O={ZERO} SS=0 NS=0 S.res=1 N.res=0 moves=3,3, S to move"),
    );
    let (after, steps) = play(&v, &p, "+S.I4");
    assert!(steps
        .iter()
        .any(|s| matches!(s, Step::Note { note: Note::HarvestBegins { side: Side::South }, rule } if rule.0 == "A33")));
    assert_eq!(after.reserve(Side::South), 0);
    // N has no reserve: N harvests (sows without planting), and planting is refused.
    assert_eq!(forbidden(&v, &after, "+N.I1"), IllegalReason::Forbidden { rule: "A33", why: Forbidden::Other });
    assert!(v.legal_moves(&after).iter().all(|m| matches!(m.actions(), [Action::Sow(_)])));
}

const T_KIM_1: &str = "S.I=[0,2,0,1,0,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[1,0,0,0,3,0,0,0] N.O=[0,0,0,0,0,0,0,0] SS=0 NS=0 S.res=0 N.res=0, S to move";

#[test]
fn t_kim_1_capture_sown_from_b() {
    let v = variant(&[]);
    let p = pos(&v, T_KIM_1);
    let (after, steps) = play(&v, &p, "S.I2");
    let n_i5 = v.layout().parse_pit("N.I5").unwrap() as u8;
    assert_eq!(captures(&steps), [(Place::Pit(n_i5), 3, "KIM-7")]);
    same(
        &after,
        &v,
        &format!(
            "S.I=[0,0,1,3,1,1,0,0] S.O={ZERO} N.I=[1,0,0,0,0,0,0,0] N.O={ZERO} SS=0 NS=0 S.res=0 N.res=0, N to move"
        ),
    );
    // The first captured seed goes INTO B = S.I4 (§0.2.3, A46).
    let b = v.layout().parse_pit("S.I4").unwrap() as u8;
    let after_capture: Vec<&Step> = steps.iter().skip_while(|s| !matches!(s, Step::Capture { .. })).collect();
    assert!(matches!(after_capture[1], Step::Sow { to: Place::Pit(p), rule } if *p == b && rule.0 == "KIM-7"));
}

#[test]
fn t_kim_1_capture_start_b_plus_1_a31() {
    let v = variant(&[("kimasai.capture_start", "B_plus_1")]);
    let p = pos(&v, T_KIM_1);
    let (after, steps) = play(&v, &p, "S.I2");
    assert_eq!(captures(&steps).len(), 1);
    same(
        &after,
        &v,
        &format!(
            "S.I=[0,0,1,2,1,1,1,0] S.O={ZERO} N.I=[1,0,0,0,0,0,0,0] N.O={ZERO} SS=0 NS=0 S.res=0 N.res=0, N to move"
        ),
    );
}

#[test]
fn one_captured_seed_into_b_relays_c4_6() {
    // [000 L282]: one captured seed falls into the occupied B and starts a relay (its opposite pit
    // is now empty, so no second capture).
    let v = variant(&[]);
    let p = pos(&v, &format!("S.I=[0,2,0,1,0,0,0,0] S.O={ZERO} N.I=[1,0,0,0,1,0,0,0] N.O={ZERO} SS=0 NS=0, S to move"));
    let (after, steps) = play(&v, &p, "S.I2");
    assert_eq!(captures(&steps).len(), 1);
    assert!(steps.iter().any(|s| matches!(s, Step::Relay { count: 3, .. })));
    same(
        &after,
        &v,
        &format!("S.I=[0,0,1,0,1,1,1,0] S.O={ZERO} N.I=[1,0,0,0,0,0,0,0] N.O={ZERO} SS=0 NS=0, N to move"),
    );
}

#[test]
fn outer_row_is_safe_and_singletons_may_move_kim_4_kim_8() {
    let v = variant(&[]);
    // S.I3 is a singleton (allowed, KIM-4): → I4 (occupied, faces N.I5=0) → relay 2: I5, I6 → end.
    // N's outer seeds are never taken.
    let p = pos(
        &v,
        &format!("S.I=[0,0,1,1,0,0,0,0] S.O={ZERO} N.I=[1,0,0,0,0,0,0,0] N.O=[2,2,2,2,2,2,2,2] SS=0 NS=0, S to move"),
    );
    let (after, steps) = play(&v, &p, "S.I3");
    assert!(captures(&steps).is_empty());
    same(
        &after,
        &v,
        &format!("S.I=[0,0,0,0,1,1,0,0] S.O={ZERO} N.I=[1,0,0,0,0,0,0,0] N.O=[2,2,2,2,2,2,2,2] SS=0 NS=0, N to move"),
    );
    assert_eq!(forbidden(&v, &p, "S.I1"), IllegalReason::EmptyPit { pit: v.layout().parse_pit("S.I1").unwrap() as u8 });
    assert_eq!(forbidden(&v, &p, "+S.I3"), IllegalReason::Forbidden { rule: "A33", why: Forbidden::Other });
}

fn outcome(p: &Position) -> Option<Outcome> {
    p.outcome()
}

#[test]
fn empty_inner_row_loses_kim_9() {
    for check in ["end_of_move", "immediate"] {
        let v = variant(&[("bao.inner_empty_check", check)]);
        // S sows his last inner seeds into the outer row: O8, O7.
        let p =
            pos(&v, &format!("S.I=[0,0,0,0,0,0,0,2] S.O={ZERO} N.I=[1,0,0,0,0,0,0,0] N.O={ZERO} SS=0 NS=0, S to move"));
        let (after, steps) = play(&v, &p, "S.I8");
        assert_eq!(
            outcome(&after),
            Some(Outcome { winner: Some(Side::North), reason: EndReason::InnerRowEmpty }),
            "{check}"
        );
        assert!(matches!(steps.last(), Some(Step::GameEnd { rule, .. }) if rule.0 == "KIM-9"));
        assert!(v.legal_moves(&after).is_empty());
        // S captures N's last inner seeds: N loses.
        let p = pos(
            &v,
            &format!(
                "S.I=[0,2,0,1,0,0,0,0] S.O={ZERO} N.I=[0,0,0,0,3,0,0,0] N.O=[2,0,0,0,0,0,0,0] SS=0 NS=0, S to move"
            ),
        );
        let (after, _) = play(&v, &p, "S.I2");
        assert_eq!(
            outcome(&after),
            Some(Outcome { winner: Some(Side::South), reason: EndReason::InnerRowEmpty }),
            "{check}"
        );
    }
}

#[test]
fn inner_empty_check_option_a24() {
    // S lifts his only inner pit; the seeds fall back into the inner row (I2, I3).
    let text = format!("S.I=[2,0,0,0,0,0,0,0] S.O={ZERO} N.I=[1,0,0,0,0,0,0,0] N.O={ZERO} SS=0 NS=0, S to move");
    let v = variant(&[]);
    let (after, _) = play(&v, &pos(&v, &text), "S.I1");
    assert_eq!(outcome(&after), None, "end_of_move: the row is full again when the move ends");
    same(
        &after,
        &v,
        &format!("S.I=[0,1,1,0,0,0,0,0] S.O={ZERO} N.I=[1,0,0,0,0,0,0,0] N.O={ZERO} SS=0 NS=0, N to move"),
    );
    let v = variant(&[("bao.inner_empty_check", "immediate")]);
    let (after, _) = play(&v, &pos(&v, &text), "S.I1");
    assert_eq!(outcome(&after), Some(Outcome { winner: Some(Side::North), reason: EndReason::InnerRowEmpty }));
}

#[test]
fn both_inner_rows_empty() {
    // S.I7 → I8 (occupied, faces N.I1=1) → capture 1 into B=I8 (3) → relay: O8, O7, O6.
    // Both inner rows are then empty.
    let text =
        format!("S.I=[0,0,0,0,0,0,1,1] S.O={ZERO} N.I=[1,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0] SS=0 NS=0, S to move");
    let v = variant(&[]);
    let (after, _) = play(&v, &pos(&v, &text), "S.I7");
    same(
        &after,
        &v,
        &format!("S.I={ZERO} S.O=[0,0,0,0,0,1,1,1] N.I={ZERO} N.O=[2,0,0,0,0,0,0,0] SS=0 NS=0 result=draw:inner_row_empty, N to move"),
    );
    // immediate: N's row emptied first (at the capture); the move stops after that sowing.
    let v = variant(&[("bao.inner_empty_check", "immediate")]);
    let (after, _) = play(&v, &pos(&v, &text), "S.I7");
    same(
        &after,
        &v,
        &format!("S.I=[0,0,0,0,0,0,0,3] S.O={ZERO} N.I={ZERO} N.O=[2,0,0,0,0,0,0,0] SS=0 NS=0 result=S:inner_row_empty, N to move"),
    );
}

/// Found by a search over random positions: S.O4 relays for ever (ENG-LOOP).
const ENDLESS: &str = "S.I=[1,0,2,1,0,3,0,0] S.O=[0,1,0,2,1,0,1,0] N.I=[1,0,0,0,0,0,0,0] N.O=[0,0,0,0,0,0,0,0] SS=0 NS=0 S.res=0 N.res=0, S to move";

#[test]
fn endless_moves_eng_loop() {
    let v = variant(&[]);
    let p = pos(&v, ENDLESS);
    assert!(!tokens(&v, &p).contains(&"S.O4".to_string()));
    assert!(!tokens(&v, &p).is_empty());
    assert_eq!(forbidden(&v, &p, "S.O4"), IllegalReason::Forbidden { rule: "ENG-LOOP", why: Forbidden::Endless });
    // engine.endless_move=draw: the move is legal and ends the game in a draw.
    let v = variant(&[("engine.endless_move", "draw")]);
    let p = pos(&v, ENDLESS);
    assert!(tokens(&v, &p).contains(&"S.O4".to_string()));
    let (after, steps) = play(&v, &p, "S.O4");
    assert!(steps.iter().filter(|s| matches!(s, Step::Sow { .. })).count() > 20_000);
    assert!(steps.iter().any(|s| matches!(s, Step::Note { note: Note::Endless, rule } if rule.0 == "ENG-LOOP")));
    assert_eq!(outcome(&after), Some(Outcome { winner: None, reason: EndReason::EndlessMove }));
}

#[test]
fn repetition_draw_option_c4_7() {
    let rule = variant(&[]).repetition().expect("on by default");
    assert_eq!((rule.occurrences, rule.rule), (3, "C4-7"));
    assert_eq!(variant(&[("engine.repetition_draw", "5")]).repetition().unwrap().occurrences, 5);
    assert!(variant(&[("engine.repetition_draw", "0")]).repetition().is_none());
}

#[test]
fn validation_errors() {
    let v = variant(&[]);
    let inconsistent = |text: &str| match v.parse_position(text) {
        Err(PositionError::Inconsistent { rule, .. }) => rule,
        other => panic!("{text}: expected an inconsistency, got {other:?}"),
    };
    // KIM-9: an empty inner row means the game is over.
    assert_eq!(
        inconsistent(&format!(
            "S.I={ZERO} S.O=[2,0,0,0,0,0,0,0] N.I=[1,0,0,0,0,0,0,0] N.O={ZERO} SS=0 NS=0, S to move"
        )),
        "KIM-9"
    );
    // Captured seeds are sown back (KIM-7): nothing in the stores.
    assert_eq!(
        inconsistent(&format!(
            "S.I=[1,0,0,0,0,0,0,0] S.O={ZERO} N.I=[1,0,0,0,0,0,0,0] N.O={ZERO} SS=3 NS=0, S to move"
        )),
        "KIM-7"
    );
    assert_eq!(
        inconsistent(&format!(
            "S.I=[1,0,0,0,0,0,0,0] S.O={ZERO} N.I=[1,0,0,0,0,0,0,0] N.O={ZERO} SS=0 NS=0 S.house=destroyed, S to move"
        )),
        "KSW-18"
    );
    // A finished game is a valid position.
    assert!(v.parse_position(&format!("S.I={ZERO} S.O=[2,0,0,0,0,0,0,0] N.I=[1,0,0,0,0,0,0,0] N.O={ZERO} SS=0 NS=0 result=N:inner_row_empty, S to move")).is_ok());
    // Wrong board.
    assert!(matches!(
        v.parse_position("S=[4,4,4,4,4,4] N=[4,4,4,4,4,4] SS=0 NS=0, S to move"),
        Err(PositionError::WrongLayout { .. })
    ));
    assert!(matches!(
        v.parse_position("S.I=[1,1,1] S.O=[0,0,0] N.I=[1,1,1] N.O=[0,0,0] SS=0 NS=0, S to move"),
        Err(PositionError::WrongLayout { .. })
    ));
    // Bad option values are refused.
    assert!(Variant::new("kimasai", &[("kimasai.capture_start", "B_plus_2")]).is_err());
}
