//! Bao la Kiswahili (RULES.md §2.14): the worked examples of §4.10/§4.11 (T-KSW-*), every option
//! value of §3 A24–A30, illegal moves with their reasons, and position validation.

// Only the four-row games have these rules (Cargo.toml features).
#![cfg(feature = "four-row")]

use mancala_engine::{
    Action, EndReason, Expected, Forbidden, HeadReason, IllegalReason, Inconsistency, Note, Place, Position,
    PositionError, RelayReason, RuleId, Side, Step, Variant,
};

mod common;
use common::*;

const Z8: &str = "[0,0,0,0,0,0,0,0]";

fn variant(opts: &[(&str, &str)]) -> Variant {
    Variant::new("kiswahili", opts).unwrap()
}

fn forbidden(rule: &'static str, why: Forbidden) -> IllegalReason {
    IllegalReason::Forbidden { rule, why }
}

/// The position's text up to the counters, for comparisons with the worked examples.
fn board(p: &Position) -> String {
    let t = p.to_string();
    let cut = t.find(" moves=").or_else(|| t.find(',')).unwrap();
    t[..cut].to_string()
}

fn stopped_at(steps: &[Step], rule: &str) -> bool {
    steps.iter().any(|s| matches!(s, Step::Note { note: Note::Stop { .. }, rule: r } if r.0 == rule))
}

// ---------------------------------------------------------------------------------------------
// T-KSW-0: the initial position (KSW-2).

#[test]
fn t_ksw_0_initial_position() {
    let v = variant(&[]);
    let p = v.start_position();
    assert_eq!(
        p.to_string(),
        "S.I=[0,0,0,0,6,2,2,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,6,2,2,0] N.O=[0,0,0,0,0,0,0,0] \
         SS=0 NS=0 S.res=22 N.res=22, S to move"
    );
    assert_eq!(p.total_seeds(), 64);
    // No capture is possible; the working house may not be planted into (KSW-18a).
    assert_eq!(sorted_tokens(&v, &p), ["+S.I6/ccw", "+S.I6/cw", "+S.I7/ccw", "+S.I7/cw"]);
    assert_eq!(illegal(&v, &p, "+S.I5/cw"), forbidden("KSW-18", Forbidden::PlantTarget));
    assert_eq!(v.spec().provenance, mancala_engine::Provenance::Articles);
}

// ---------------------------------------------------------------------------------------------
// T-KSW-MURRAY (KSW-24, A29).

#[test]
fn t_ksw_murray_zero_phase() {
    let v = variant(&[("kiswahili.murray_zero_phase", "true")]);
    let p0 = v.start_position();
    let (p1, _) = play(&v, &p0, "+S.I6/ccw");
    assert_eq!(
        board(&p1),
        format!("S.I=[0,0,1,1,7,0,2,0] S.O={Z8} N.I=[0,0,0,0,6,2,2,0] N.O={Z8} SS=0 NS=0 S.res=21 N.res=22")
    );
    // N's first move: the captured seed is sown starting in the planted pit, then CCW.
    let (p2, steps) = play(&v, &p1, "+N.I6/ccw");
    assert_eq!(
        board(&p2),
        format!("S.I=[0,0,0,1,7,0,2,0] S.O={Z8} N.I=[0,1,1,1,7,0,2,0] N.O={Z8} SS=0 NS=0 S.res=21 N.res=21")
    );
    assert!(steps.iter().any(|s| matches!(s, Step::Capture { count: 1, rule, .. } if rule.0 == "KSW-9")));
    assert!(steps.iter().any(|s| matches!(s, Step::Sow { rule, .. } if rule.0 == "KSW-24")));
    // Seed totals: S 10 + 21 = 31, N 12 + 21 = 33.
    assert_eq!(p2.seeds_in_half(Side::South) + 21, 31);
    assert_eq!(p2.seeds_in_half(Side::North) + 21, 33);
    // In the zero phase N's captures (into the house or I6) choose a direction, not a head. The
    // capture into the house sows the seed back into the house (8): stop or safari (KSW-18c).
    assert_eq!(
        sorted_tokens(&v, &p1),
        ["+N.I5/ccw/go", "+N.I5/ccw/stop", "+N.I5/cw/go", "+N.I5/cw/stop", "+N.I6/ccw", "+N.I6/cw"]
    );
    // The zero phase is over for S after his first move: heads again.
    let (p3, _) = play(&v, &p2, "+S.I4/hS.I1");
    assert_eq!(p3.seeds(p3.layout().inner(Side::South, 1)), 1);
}

#[test]
fn t_ksw_murray_without_zero_phase() {
    let v = variant(&[]);
    let (p1, _) = play(&v, &v.start_position(), "+S.I6/ccw");
    assert_eq!(
        board(&p1),
        format!("S.I=[0,0,1,1,7,0,2,0] S.O={Z8} N.I=[0,0,0,0,6,2,2,0] N.O={Z8} SS=0 NS=0 S.res=21 N.res=22")
    );
    // KSW-10(3): at the planting capture outside the outskirts the head is free.
    assert_eq!(sorted_tokens(&v, &p1), ["+N.I5/hN.I1", "+N.I5/hN.I8", "+N.I6/hN.I1", "+N.I6/hN.I8"]);
    let (left, _) = play(&v, &p1, "+N.I6/hN.I1");
    assert!(board(&left).contains("N.I=[1,0,0,0,6,3,2,0]"), "{left}");
    let (right, _) = play(&v, &p1, "+N.I6/hN.I8");
    assert!(board(&right).contains("N.I=[0,0,0,0,6,3,2,1]"), "{right}");
    assert_eq!(illegal(&v, &p1, "+N.I6/ccw"), IllegalReason::UnexpectedAction { index: 1 });
    assert_eq!(illegal(&v, &p1, "+N.I6"), IllegalReason::Incomplete { expected: Expected::Head });
    // KSW-7: capturing is compulsory.
    assert_eq!(illegal(&v, &p1, "+N.I7/cw"), forbidden("KSW-7", Forbidden::MustCapture));
}

// ---------------------------------------------------------------------------------------------
// T-KSW-TAX (KSW-18a, A25).

const TAX: &str = "S.I=[0,0,0,0,8,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,6,0,0,0] N.O=[0,0,0,0,0,0,0,0] \
                   SS=0 NS=0 S.res=5 N.res=5, S to move";

#[test]
fn t_ksw_tax() {
    let v = variant(&[]);
    let p = pos(&v, TAX);
    assert_eq!(sorted_tokens(&v, &p), ["+S.I5/ccw", "+S.I5/cw"]);
    let (cw, steps) = play(&v, &p, "+S.I5/cw");
    assert!(board(&cw).starts_with("S.I=[0,0,0,0,7,1,1,0] S.O=[0,0,0,0,0,0,0,0]"), "{cw}");
    assert_eq!(cw.reserve(Side::South), 4);
    assert!(!cw.house_destroyed(Side::South));
    assert!(steps.iter().any(|s| matches!(s, Step::PickUp { count: 2, rule, .. } if rule.0 == "KSW-18")));
    let (ccw, _) = play(&v, &p, "+S.I5/ccw");
    assert!(board(&ccw).starts_with("S.I=[0,0,1,1,7,0,0,0]"), "{ccw}");
    // Variant with S.O=[2,0,…]: the default still taxes.
    let with_outer = TAX.replace("S.O=[0,0,0,0,0,0,0,0]", "S.O=[2,0,0,0,0,0,0,0]");
    let p = pos(&v, &with_outer);
    let (cw, _) = play(&v, &p, "+S.I5/cw");
    assert!(board(&cw).starts_with("S.I=[0,0,0,0,7,1,1,0] S.O=[2,0,0,0,0,0,0,0]"), "{cw}");
}

#[test]
fn t_ksw_tax_literal_outer_condition() {
    let v = variant(&[("kiswahili.tax_condition", "other_outer_pits_empty")]);
    // Outer row empty: the same tax.
    let p = pos(&v, TAX);
    assert_eq!(sorted_tokens(&v, &p), ["+S.I5/ccw", "+S.I5/cw"]);
    // S.O=[2,0,…]: no legal planting, so S has already lost (the position is over).
    let with_outer = TAX.replace("S.O=[0,0,0,0,0,0,0,0]", "S.O=[2,0,0,0,0,0,0,0]");
    assert!(matches!(v.parse_position(&with_outer), Err(PositionError::Inconsistent { rule: "KSW-4", .. })));
    let over = with_outer.replace(", S to move", " result=N:cannot_move, S to move");
    let p = pos(&v, &over);
    assert!(v.legal_moves(&p).is_empty());
}

// ---------------------------------------------------------------------------------------------
// T-KSW-HOUSESTOP (KSW-18b).

const HOUSESTOP: &str = "S.I=[0,0,0,0,6,0,1,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,3] \
                         N.O=[0,0,0,0,0,0,0,0] SS=0 NS=0 S.res=5 N.res=5 N.house=destroyed, S to move";

#[test]
fn t_ksw_housestop() {
    let v = variant(&[]);
    let p = pos(&v, HOUSESTOP);
    assert_eq!(sorted_tokens(&v, &p), ["+S.I7/ccw", "+S.I7/cw"]);
    let (ccw, steps) = play(&v, &p, "+S.I7/ccw");
    assert!(board(&ccw).starts_with("S.I=[0,0,0,0,7,1,0,0] S.O=[0,0,0,0,0,0,0,0]"), "{ccw}");
    assert!(stopped_at(&steps, "KSW-18"));
    let (cw, _) = play(&v, &p, "+S.I7/cw");
    assert!(board(&cw).starts_with("S.I=[0,0,0,0,6,0,0,1] S.O=[0,0,0,0,0,0,0,1]"), "{cw}");
    assert_eq!(illegal(&v, &p, "+S.I5/cw"), forbidden("KSW-18", Forbidden::PlantTarget));
    // Literal tax condition: the outer row is empty, so taxing I5 is an extra legal move (§4.5b).
    let lit = variant(&[("kiswahili.tax_condition", "other_outer_pits_empty")]);
    let p = pos(&lit, HOUSESTOP);
    assert_eq!(sorted_tokens(&lit, &p), ["+S.I5/ccw", "+S.I5/cw", "+S.I7/ccw", "+S.I7/cw"]);
}

#[test]
fn destroyed_house_brings_the_singleton_rule_ksw_22() {
    let v = variant(&[]);
    let text = HOUSESTOP.replace("N.house=destroyed", "S.house=destroyed N.house=destroyed");
    let p = pos(&v, &text);
    // I5 (6 seeds) is no longer a house; KSW-22 prefers it to the singleton I7.
    assert_eq!(sorted_tokens(&v, &p), ["+S.I5/ccw", "+S.I5/cw"]);
    assert_eq!(illegal(&v, &p, "+S.I7/ccw"), forbidden("KSW-22", Forbidden::PlantTarget));
    // While the house is intact, singletons may be planted (T-KSW-HOUSESTOP plants into I7).
}

#[test]
fn harvest_ignores_the_house_rules_ksw_20() {
    let v = variant(&[]);
    let p = pos(
        &v,
        "S.I=[0,0,0,0,6,0,2,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,3] N.O=[0,0,0,0,0,0,0,0] \
         SS=0 NS=0 S.res=0 N.res=0 N.house=destroyed, S to move",
    );
    // I7 CCW: I6, I5 (house 6→7, occupied) → relay; the house is emptied and destroyed.
    let (after, steps) = play(&v, &p, "S.I7/ccw");
    assert!(after.house_destroyed(Side::South));
    assert!(steps.iter().any(|s| matches!(s, Step::HouseDestroyed { side: Side::South, .. })));
    assert_eq!(
        board(&after),
        "S.I=[1,1,1,1,0,1,0,0] S.O=[1,1,1,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,3] N.O=[0,0,0,0,0,0,0,0] \
         SS=0 NS=0 S.res=0 N.res=0 S.house=destroyed N.house=destroyed"
    );
}

// ---------------------------------------------------------------------------------------------
// Safari (KSW-18c, A26): derived positions.

const SAFARI: &str = "S.I=[0,0,0,0,6,0,0,1] S.O=[0,0,0,0,0,0,0,0] N.I=[4,0,0,0,0,0,0,2] N.O=[0,0,0,0,0,0,0,0] \
                      SS=0 NS=0 S.res=5 N.res=5 N.house=destroyed, S to move";

#[test]
fn safari_choice_when_the_opposite_pit_is_empty() {
    for landing in ["capture_first", "always_choice"] {
        let v = variant(&[("kiswahili.house_landing", landing)]);
        let p = pos(&v, SAFARI);
        // Planting into I8 captures N.I1 (4); the right head is forced (outskirts), CCW:
        // I8, I7, I6, I5 (the working house) → stop or safari.
        assert_eq!(sorted_tokens(&v, &p), ["+S.I8/go", "+S.I8/stop"]);
        let (stop, steps) = play(&v, &p, "+S.I8/stop");
        assert!(board(&stop).starts_with("S.I=[0,0,0,0,7,1,1,3] S.O=[0,0,0,0,0,0,0,0]"), "{stop}");
        assert!(stopped_at(&steps, "KSW-18"));
        let (go, _) = play(&v, &p, "+S.I8/go");
        assert!(board(&go).starts_with("S.I=[1,1,1,1,0,1,1,3] S.O=[1,1,1,0,0,0,0,0]"), "{go}");
        assert!(go.house_destroyed(Side::South));
        assert_eq!(illegal(&v, &p, "+S.I8"), IllegalReason::Incomplete { expected: Expected::StopOrGo });
    }
}

#[test]
fn safari_or_capture_at_the_house_a26() {
    let text = SAFARI.replace("N.I=[4,0,0,0,0,0,0,2]", "N.I=[4,0,0,1,0,0,0,2]");
    // capture_first: N.I4 (facing S.I5) is captured; the seed goes into I8 (CCW) → relay 4 from I8.
    let v = variant(&[]);
    let p = pos(&v, &text);
    // Planting into the house (facing N.I4) is a capture too.
    assert_eq!(sorted_tokens(&v, &p), ["+S.I5/hS.I1", "+S.I5/hS.I8/go", "+S.I5/hS.I8/stop", "+S.I8"]);
    let (after, _) = play(&v, &p, "+S.I8");
    assert_eq!(
        board(&after),
        "S.I=[0,0,0,1,8,2,2,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,2] N.O=[0,0,0,0,0,0,0,0] \
         SS=0 NS=0 S.res=4 N.res=5 N.house=destroyed"
    );
    // always_choice (literal): stop or safari, no capture at the house.
    let v = variant(&[("kiswahili.house_landing", "always_choice")]);
    let p = pos(&v, &text);
    let t = sorted_tokens(&v, &p);
    assert!(t.contains(&"+S.I8/go".to_string()) && t.contains(&"+S.I8/stop".to_string()), "{t:?}");
    assert!(!t.contains(&"+S.I8".to_string()));
    let (stop, _) = play(&v, &p, "+S.I8/stop");
    assert!(board(&stop).contains("N.I=[0,0,0,1,0,0,0,2]"), "{stop}");
    let (go, _) = play(&v, &p, "+S.I8/go");
    assert!(board(&go).starts_with("S.I=[1,1,1,1,0,1,1,3] S.O=[1,1,1,0,0,0,0,0]"), "{go}");
}

// ---------------------------------------------------------------------------------------------
// §4.10 harvest-phase captures from a head, for Bao la Kiswahili (reserves 0, houses destroyed).

fn harvest(s_inner: &str, n_inner: &str) -> String {
    format!(
        "S.I={s_inner} S.O={Z8} N.I={n_inner} N.O={Z8} SS=0 NS=0 S.res=0 N.res=0 \
         S.house=destroyed N.house=destroyed, S to move"
    )
}

#[test]
fn t_kuj_1a_capture_into_the_empty_left_head() {
    let v = variant(&[]);
    let p = pos(&v, &harvest("[0,0,2,0,1,0,0,0]", "[2,0,0,1,0,0,0,0]"));
    let (after, _) = play(&v, &p, "S.I3/cw");
    assert!(board(&after).starts_with("S.I=[1,0,0,1,2,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[2,0,0,0,0,0,0,0]"));
}

#[test]
fn t_kuj_1b_capture_again_from_the_left_head() {
    let v = variant(&[]);
    let p = pos(&v, &harvest("[1,0,2,0,1,0,0,0]", "[2,0,0,1,0,0,0,2]"));
    // Both I3 CW and I3 CCW capture (§4.5b), and they are the only legal moves (KSW-7).
    assert_eq!(sorted_tokens(&v, &p), ["S.I3/ccw", "S.I3/cw"]);
    let (after, _) = play(&v, &p, "S.I3/cw");
    assert!(board(&after).starts_with("S.I=[3,1,0,1,2,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[2,0,0,0,0,0,0,0]"));
}

#[test]
fn t_kuj_1c_relay_from_the_head() {
    let v = variant(&[]);
    let p = pos(&v, &harvest("[1,0,2,0,1,0,0,0]", "[2,0,0,1,0,0,0,0]"));
    let (after, _) = play(&v, &p, "S.I3/cw");
    assert!(board(&after).starts_with("S.I=[0,1,1,1,2,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[2,0,0,0,0,0,0,0]"));
}

#[test]
fn t_kuj_2_outskirts_capture_uses_the_nearest_head() {
    let v = variant(&[]);
    let p = pos(&v, &harvest("[0,0,0,0,2,0,1,0]", "[0,1,0,0,0,0,0,2]"));
    let (after, steps) = play(&v, &p, "S.I5/cw");
    assert!(board(&after).starts_with("S.I=[0,0,0,0,0,1,2,1] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,2]"));
    let right_head = p.layout().inner(Side::South, 8) as u8;
    assert!(steps.iter().any(|s| matches!(s, Step::Note { note: Note::Head { pit, why: HeadReason::Outskirts { .. } }, .. } if *pit == right_head)));
}

// ---------------------------------------------------------------------------------------------
// Harvest rules: singletons, priority, the 16-seed rule.

#[test]
fn harvest_priority_singletons_and_sixteen_seeds() {
    let v = variant(&[]);
    // KSW-17: 16 seeds in I1 never capture, even though I1 CW… lands on a capture.
    let p = pos(
        &v,
        "S.I=[16,0,0,0,0,0,0,1] S.O=[2,0,0,0,0,0,0,0] N.I=[1,1,1,1,1,1,1,1] N.O=[0,0,0,0,0,0,0,0] \
         SS=0 NS=0 S.res=0 N.res=0 S.house=destroyed N.house=destroyed, S to move",
    );
    // O1 (2) CCW lands on O3 (outer, empty); CW lands on I1… which is the start (16 seeds): no
    // capture from O1 either (I1 CW from O1: O1→I1(local 15)→I2 is empty). So no capture at all,
    // and KSW-16 puts the inner row first: only I1.
    assert_eq!(sorted_tokens(&v, &p), ["S.I1/ccw", "S.I1/cw"]);
    assert_eq!(illegal(&v, &p, "S.O1/cw"), forbidden("KSW-16", Forbidden::Priority));
    assert_eq!(illegal(&v, &p, "S.I8/cw"), forbidden("KSW-15", Forbidden::Singleton));
    assert_eq!(illegal(&v, &p, "S.I2/cw"), IllegalReason::EmptyPit { pit: p.layout().inner(Side::South, 2) as u8 });
    assert_eq!(illegal(&v, &p, "N.I2/cw"), IllegalReason::NotYourPit { pit: p.layout().inner(Side::North, 2) as u8 });
    assert_eq!(illegal(&v, &p, "+S.I1/cw"), forbidden("KSW-14", Forbidden::PlantTarget));
    assert_eq!(illegal(&v, &p, "S.I1"), IllegalReason::Incomplete { expected: Expected::Direction });
    let (after, _) = play(&v, &p, "S.I1/cw");
    // 16 seeds CW from I1: one in every other pit and the 16th back into I1; I1 had 0 → ends.
    assert!(board(&after).starts_with("S.I=[1,1,1,1,1,1,1,2] S.O=[3,1,1,1,1,1,1,1] N.I=[1,1,1,1,1,1,1,1]"), "{after}");
    // With 15 seeds the same move would capture: it is then the only kind allowed.
    let p15 = pos(
        &v,
        "S.I=[15,0,0,0,0,0,0,1] S.O=[0,0,0,0,0,0,0,0] N.I=[1,1,1,1,1,1,1,1] N.O=[0,0,0,0,0,0,0,0] \
         SS=0 NS=0 S.res=0 N.res=0 S.house=destroyed N.house=destroyed, S to move",
    );
    // 15 CW from I1 lands on I8's neighbour… I1 local 15 − 15 = local 0 (O1): no capture; CCW lands
    // on local 14 (I2, empty): no capture. So still no capture.
    assert_eq!(sorted_tokens(&v, &p15), ["S.I1/ccw", "S.I1/cw"]);
}

#[test]
fn capture_is_compulsory_in_harvest() {
    let v = variant(&[]);
    let p = pos(&v, &harvest("[0,0,2,0,1,0,0,0]", "[2,0,0,1,0,0,0,0]"));
    // I3 CW captures (T-KUJ-1a); I3 CCW lands in I1 (empty): not a capture.
    assert_eq!(sorted_tokens(&v, &p), ["S.I3/cw"]);
    assert_eq!(illegal(&v, &p, "S.I3/ccw"), forbidden("KSW-7", Forbidden::MustCapture));
}

// ---------------------------------------------------------------------------------------------
// Blocking (KSW-21, A27): a position met in a random game, checked by hand.

const BLOCK: &str = "S.I=[0,1,0,1,0,0,1,0] S.O=[3,2,2,4,3,2,2,0] N.I=[1,2,13,6,5,6,0,1] N.O=[3,1,3,0,1,0,0,1] \
                     SS=0 NS=0 S.res=0 N.res=0 S.house=destroyed N.house=destroyed, S to move";

#[test]
fn blocking_blocks_one_pit_and_gives_a_duty() {
    let v = variant(&[]);
    let p = pos(&v, BLOCK);
    // S has only singletons in the inner row and no capture: outer-row moves.
    let (p1, steps) = play(&v, &p, "S.O4/ccw");
    // O4 (4) CCW: O5, O6, O7, O8. Now S.O7 (3) CCW would land on S.I7 (1), facing N.I2 (2): the
    // only pit S attacks. N has no capturing move, and N.I2 is no exception.
    let n_i2 = p.layout().inner(Side::North, 2);
    assert!(steps.iter().any(|s| matches!(s, Step::Note { note: Note::Blocked { pit }, rule } if usize::from(*pit) == n_i2 && rule.0 == "KSW-21")));
    assert_eq!(p1.blocked(), Some(n_i2));
    assert!(p1.to_string().contains("blocked=N.I2"));
    assert_eq!(illegal(&v, &p1, "N.I2/cw"), forbidden("KSW-21", Forbidden::Blocked));
    assert!(v.legal_moves(&p1).iter().all(|m| m.start_pit() != Some(n_i2)));
    // N.I6 (6) CW: …O5 (2) relay, …O3 (4) relay: O2, O1, I1, I2 — the blocked pit stops the move.
    let (p2, steps) = play(&v, &p1, "N.I6/cw");
    assert!(stopped_at(&steps, "KSW-21"));
    assert!(board(&p2).contains("N.I=[2,3,13,6,5,0,1,2] N.O=[4,2,0,1,0,1,1,2]"), "{p2}");
    assert_eq!(p2.blocked(), Some(n_i2));
    // S's duty: only the capture of N.I2.
    assert_eq!(sorted_tokens(&v, &p2), ["S.O7/ccw"]);
    let (p3, steps) = play(&v, &p2, "S.O7/ccw");
    assert!(steps
        .iter()
        .any(|s| matches!(s, Step::Capture { from: mancala_engine::Place::Pit(x), .. } if usize::from(*x) == n_i2)));
    assert!(steps.iter().any(|s| matches!(s, Step::Note { note: Note::BlockLifted { .. }, .. })));
    assert_eq!(p3.blocked(), None);
    // The whole game's log folds.
    assert!(p.after_steps(&v.play_token(&p, "S.O4/ccw").unwrap().1).unwrap().same_state(&p1));
}

#[test]
fn blocking_off_and_blocked_pit_validation() {
    let v = variant(&[("kiswahili.blocking", "false")]);
    let (p1, _) = play(&v, &pos(&v, BLOCK), "S.O4/ccw");
    assert_eq!(p1.blocked(), None);
    let text = p1.to_string().replace(", N to move", " blocked=N.I2, N to move");
    assert!(matches!(v.parse_position(&text), Err(PositionError::Inconsistent { rule: "KSW-21", .. })));
    let on = variant(&[]);
    let outer = text.replace("blocked=N.I2", "blocked=N.O2");
    assert!(matches!(on.parse_position(&outer), Err(PositionError::Inconsistent { rule: "KSW-21", .. })));
    assert!(on.parse_position(&text).is_ok());
}

#[test]
fn a_blocked_pit_stops_the_sowing() {
    let v = variant(&[]);
    // N to move with N.I2 blocked: N.I4 (2) CCW → N.I3, N.I2 (occupied, blocked) → the move stops.
    let p = pos(
        &v,
        "S.I=[0,1,0,0,0,0,3,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,2,0,2,0,0,0,0] N.O=[0,0,0,0,0,0,0,2] \
         SS=0 NS=0 S.res=0 N.res=0 S.house=destroyed N.house=destroyed blocked=N.I2, N to move",
    );
    let (after, steps) = play(&v, &p, "N.I4/ccw");
    assert!(stopped_at(&steps, "KSW-21"));
    assert!(board(&after).contains("N.I=[0,3,1,0,0,0,0,0]"), "{after}");
}

// ---------------------------------------------------------------------------------------------
// Endless moves (KSW-23, A28) and the inner-row loss (KSW-4, A24).

/// A position met in a random game: `S.I2/cw` sows 192 seeds after its last capture (KSW-23).
const ENDLESS: &str = "S.I=[1,2,19,5,4,0,5,0] S.O=[1,2,3,0,5,1,2,0] N.I=[0,0,0,0,1,0,0,0] N.O=[0,2,1,4,3,0,1,2] \
                       SS=0 NS=0 S.res=0 N.res=0 S.house=destroyed N.house=destroyed, S to move";

#[test]
fn endless_move_options() {
    for (value, expect) in
        [("cancel_game", Some(None)), ("mover_loses", Some(Some(Side::North))), ("stop_and_pass", None)]
    {
        let v = variant(&[("kiswahili.endless", value)]);
        let p = pos(&v, ENDLESS);
        let (after, steps) = play(&v, &p, "S.I2/cw");
        assert!(steps.iter().any(|s| matches!(s, Step::Note { note: Note::Endless, rule } if rule.0 == "KSW-23")));
        let sown = steps.iter().filter(|s| matches!(s, Step::Sow { .. })).count();
        assert!(sown >= 192, "{sown}");
        assert!(p.after_steps(&steps).unwrap().same_state(&after));
        if let Some(winner) = expect {
            let o = after.outcome().unwrap();
            assert_eq!((o.winner, o.reason), (winner, EndReason::EndlessMove), "{value}");
        } else {
            assert!(after.outcome().is_none_or(|o| o.reason != EndReason::EndlessMove));
            assert_eq!(after.to_move(), Side::North);
        }
    }
}

#[test]
fn inner_row_check_a24() {
    // S.I1 (3) CCW: O1, O2, O3 → S's inner row is empty after the move: S loses (end_of_move).
    let text = "S.I=[3,0,0,0,0,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,1] N.O=[2,0,0,0,0,0,0,0] \
                SS=0 NS=0 S.res=0 N.res=0 S.house=destroyed N.house=destroyed, S to move";
    let v = variant(&[]);
    let p = pos(&v, text);
    let (after, _) = play(&v, &p, "S.I1/ccw");
    let o = after.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Side::North), EndReason::InnerRowEmpty));
    // CW refills the row at once: fine at the end of the move, but a loss with `immediate`.
    let (after, _) = play(&v, &p, "S.I1/cw");
    assert!(after.outcome().is_none());
    let imm = variant(&[("bao.inner_empty_check", "immediate")]);
    let p = pos(&imm, text);
    let (after, steps) = play(&imm, &p, "S.I1/cw");
    let o = after.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Side::North), EndReason::InnerRowEmpty));
    assert!(board(&after).starts_with("S.I=[0,1,1,1,0,0,0,0]"), "{after}");
    assert!(p.after_steps(&steps).unwrap().same_state(&after));
}

#[test]
fn capturing_the_last_inner_seeds_wins() {
    let v = variant(&[]);
    let p = pos(&v, &harvest("[0,0,2,0,1,0,0,0]", "[0,0,0,1,0,0,0,0]"));
    let (after, _) = play(&v, &p, "S.I3/cw");
    let o = after.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Side::South), EndReason::InnerRowEmpty));
}

// ---------------------------------------------------------------------------------------------
// Position validation.

#[test]
fn position_validation() {
    let v = variant(&[]);
    let err = |text: &str| v.parse_position(text).unwrap_err();
    let ok = harvest("[0,0,2,0,1,0,0,0]", "[2,0,0,1,0,0,0,0]");
    assert!(v.parse_position(&ok).is_ok());
    // KSW-3: no stores.
    assert!(matches!(err(&ok.replace("SS=0", "SS=3")), PositionError::Inconsistent { rule: "KSW-3", .. }));
    // KSW-18: an intact house cannot be empty (North's, N.I5).
    let layout = v.layout();
    assert_eq!(
        err(&ok.replace(" N.house=destroyed", "")),
        PositionError::Inconsistent {
            rule: "KSW-18",
            reason: Inconsistency::EmptyHouse { layout, pit: layout.parse_pit("N.I5").unwrap() as u8 }
        }
    );
    // KSW-4: an empty inner row means the game is over.
    assert!(matches!(
        err(&harvest("[0,0,0,0,0,0,0,0]", "[2,0,0,1,0,0,0,0]")
            .replace("S.O=[0,0,0,0,0,0,0,0]", "S.O=[2,0,0,0,0,0,0,0]")),
        PositionError::Inconsistent { rule: "KSW-4", reason: Inconsistency::AlreadyOver(EndReason::InnerRowEmpty) }
    ));
    // KSW-4: only singletons in harvest: no move.
    assert!(matches!(
        err(&harvest("[1,0,0,0,1,0,0,0]", "[2,0,0,1,0,0,0,0]")),
        PositionError::Inconsistent { rule: "KSW-4", reason: Inconsistency::AlreadyOver(EndReason::CannotMove) }
    ));
    // Wrong board.
    assert!(matches!(
        v.parse_position("S=[4,4,4,4,4,4] N=[4,4,4,4,4,4] SS=0 NS=0, S to move"),
        Err(PositionError::WrongLayout { .. })
    ));
    // The text form reads `blocked=`.
    assert!(matches!(
        v.parse_position(&ok.replace(", S to move", " blocked=X.I9, S to move")),
        Err(PositionError::Syntax { .. })
    ));
}

#[test]
fn every_option_value_is_accepted() {
    for (k, values) in [
        ("bao.inner_empty_check", &["end_of_move", "immediate"][..]),
        ("kiswahili.tax_condition", &["other_inner_pits_empty", "other_outer_pits_empty"][..]),
        ("kiswahili.house_landing", &["capture_first", "always_choice"][..]),
        ("kiswahili.blocking", &["true", "false"][..]),
        ("kiswahili.endless", &["cancel_game", "mover_loses", "stop_and_pass"][..]),
        ("kiswahili.murray_zero_phase", &["true", "false"][..]),
        ("engine.repetition_draw", &["0", "3", "10"][..]),
    ] {
        for value in values {
            let v = variant(&[(k, value)]);
            // The literal tax condition lets the house be taxed at the start (the outer row is empty).
            let expected = if *value == "other_outer_pits_empty" { 6 } else { 4 };
            assert_eq!(v.legal_moves(&v.start_position()).len(), expected, "{k}={value}");
        }
    }
    let v = variant(&[]);
    let defaults: Vec<String> = v.options().iter().map(|(k, val)| format!("{k}={val}")).collect();
    assert_eq!(
        defaults,
        [
            "bao.inner_empty_check=end_of_move",
            "kiswahili.tax_condition=other_inner_pits_empty",
            "kiswahili.house_landing=capture_first",
            "kiswahili.blocking=true",
            "kiswahili.endless=cancel_game",
            "kiswahili.murray_zero_phase=false",
            "engine.repetition_draw=3",
        ]
    );
    assert!(Variant::new("kiswahili", &[("kiswahili.endless", "restart")]).is_err());
}

#[test]
fn choices_walk_the_decisions() {
    let v = variant(&[]);
    let p = pos(&v, SAFARI);
    let c = v.choices(&p, &[]);
    assert_eq!(c.next.len(), 1);
    let c = v.choices(&p, &[c.next[0]]);
    assert!(!c.complete);
    assert_eq!(c.next, [Action::Continue(true), Action::Continue(false)]);
}

fn pit(p: &Position, name: &str) -> u8 {
    u8::try_from(p.layout().parse_pit(name).unwrap()).unwrap()
}

#[test]
fn a_move_begun_is_played_up_to_the_safari_decision() {
    // Lesson 3's position: a seed planted in S.I3 captures N.I3's four, sown from the right head
    // (S.I8) into the house (S.I5); there the learner decides.
    let v = variant(&[]);
    let p = pos(
        &v,
        "S.I=[0,0,1,0,6,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[2,0,0,0,6,4,0,0] N.O=[0,0,0,0,0,0,0,0] SS=0 NS=0 \
         S.res=5 N.res=5, S to move",
    );
    let i3 = pit(&p, "S.I3");
    let i8 = pit(&p, "S.I8");
    let house = pit(&p, "S.I5");
    let after_pit = v.preview(&p, &[Action::Plant(i3)]).unwrap();
    // Before the head is chosen: the seed is planted and the four captured into the hand.
    assert!(matches!(after_pit.steps.last(), Some(Step::Capture { count: 4, .. })), "{:?}", after_pit.steps);
    assert_eq!(after_pit.next.len(), 2);
    let at = v.preview(&p, &[Action::Plant(i3), Action::Head(i8)]).unwrap();
    assert_eq!(at.steps.last(), Some(&Step::Sow { to: Place::Pit(house), rule: RuleId("KSW-11") }));
    let (board, hand) = at.board(&p).unwrap();
    assert_eq!((board.seeds(usize::from(house)), hand), (7, 0));
    let go = &at.next.iter().find(|(a, _)| *a == Action::Continue(true)).unwrap().1;
    assert!(
        matches!(go.first(), Some(Step::Relay { pit, count: 7, rule: RuleId("KSW-18"), why: RelayReason::Safari }) if *pit == house)
    );
    let stop = &at.next.iter().find(|(a, _)| *a == Action::Continue(false)).unwrap().1;
    assert_eq!(stop.first().and_then(Step::rule), Some(RuleId("KSW-18")));
    // Nothing begins with a pit that is not a move.
    assert_eq!(v.preview(&p, &[Action::Plant(pit(&p, "S.I1"))]), None);
}
