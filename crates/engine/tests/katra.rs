//! The two Katra games (RULES.md §2.15 KNH-1..2 and §2.16 KS-1..6), played with the Bao la
//! Kiswahili machinery. Both set-ups are reconstructed (A43/A44): see the module doc of
//! `games::kiswahili`.

// Only the four-row games have these rules (Cargo.toml features).
#![cfg(feature = "four-row")]

use mancala_engine::{
    Expected, Forbidden, IllegalReason, MoveError, Note, Place, Position, PositionError, Provenance, Side, Step,
    Variant,
};

mod common;
use common::*;

fn board(p: &Position) -> String {
    let t = p.to_string();
    let cut = t.find(" moves=").or_else(|| t.find(',')).unwrap();
    t[..cut].to_string()
}

fn stopped_at(steps: &[Step], rule: &str) -> bool {
    steps.iter().any(|s| matches!(s, Step::Note { note: Note::Stop { .. }, rule: r } if r.0 == rule))
}

// ---------------------------------------------------------------------------------------------
// Katra Fandatsaka (KNH): no house, no blocking.

#[test]
fn knh_initial_position_allows_captures_at_once() {
    let v = Variant::new("katra_fandatsaka", &[]).unwrap();
    assert_eq!(v.spec().provenance, Provenance::Reconstructed);
    let p = v.start_position();
    assert_eq!(
        p.to_string(),
        "S.I=[0,0,0,2,2,2,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,2,2,2,0,0] N.O=[0,0,0,0,0,0,0,0] \
         SS=0 NS=0 S.res=26 N.res=26, S to move"
    );
    assert_eq!(p.total_seeds(), 64);
    // KNH-2: S.I4 faces N.I5 and S.I5 faces N.I4; capture is compulsory and the head is free.
    assert_eq!(sorted_tokens(&v, &p), ["+S.I4/hS.I1", "+S.I4/hS.I8", "+S.I5/hS.I1", "+S.I5/hS.I8"]);
    // No house: the capture into I5 is an ordinary capture.
    let (after, _) = play(&v, &p, "+S.I5/hS.I8");
    assert_eq!(
        board(&after),
        "S.I=[0,0,0,2,3,2,1,1] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,2,2,0,0] N.O=[0,0,0,0,0,0,0,0] \
         SS=0 NS=0 S.res=25 N.res=26"
    );
    assert!(!after.house_destroyed(Side::South));
}

#[test]
fn knh_singleton_rule_option() {
    let text = "S.I=[1,0,0,0,0,2,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,1,0] N.O=[0,0,0,0,0,0,0,0] \
                SS=0 NS=0 S.res=3 N.res=3, S to move";
    let v = Variant::new("katra_fandatsaka", &[]).unwrap();
    let p = pos(&v, text);
    // from_start (default): KSW-22 applies from the first move.
    assert_eq!(sorted_tokens(&v, &p), ["+S.I6/ccw", "+S.I6/cw"]);
    assert_eq!(
        v.play_token(&p, "+S.I1/cw").unwrap_err(),
        MoveError::Illegal(mancala_engine::IllegalMove {
            mv: v.parse_move(&p, "+S.I1/cw").unwrap(),
            reason: IllegalReason::Forbidden { rule: "KSW-22", why: Forbidden::PlantTarget },
        })
    );
    let never = Variant::new("katra_fandatsaka", &[("katra_nh.singleton_rule", "never")]).unwrap();
    let p = pos(&never, text);
    assert_eq!(sorted_tokens(&never, &p), ["+S.I1/ccw", "+S.I1/cw", "+S.I6/ccw", "+S.I6/cw"]);
}

#[test]
fn knh_has_no_house_and_no_blocking() {
    let v = Variant::new("katra_fandatsaka", &[]).unwrap();
    let text = "S.I=[0,1,0,1,0,0,1,0] S.O=[3,2,2,4,3,2,2,0] N.I=[1,2,13,6,5,6,0,1] N.O=[3,1,3,0,1,0,0,1] \
                SS=0 NS=0 S.res=0 N.res=0, S to move";
    let p = pos(&v, text);
    // The same move blocks N.I2 in Bao la Kiswahili (tests/kiswahili.rs); here nothing is blocked.
    let (after, steps) = play(&v, &p, "S.O4/ccw");
    assert_eq!(after.blocked(), None);
    assert!(!steps.iter().any(|s| matches!(s, Step::Note { note: Note::Blocked { .. }, .. })));
    assert!(matches!(
        v.parse_position(&text.replace(", S to move", " S.house=destroyed, S to move")),
        Err(PositionError::Inconsistent { rule: "KNH-1", .. })
    ));
    assert!(matches!(
        v.parse_position(&text.replace(", S to move", " blocked=N.I2, S to move")),
        Err(PositionError::Inconsistent { rule: "KSW-21", .. })
    ));
    let keys: Vec<&str> = v.options().iter().map(|(k, _)| k).collect();
    assert_eq!(
        keys,
        ["katra_nh.singleton_rule", "bao.inner_empty_check", "kiswahili.endless", "engine.repetition_draw"]
    );
}

// ---------------------------------------------------------------------------------------------
// Katra Sakalava (KS): two houses, I5 and O5.

#[test]
fn ks_initial_position_has_no_capture() {
    let v = Variant::new("katra_sakalava", &[]).unwrap();
    assert_eq!(v.spec().provenance, Provenance::Reconstructed);
    let p = v.start_position();
    assert_eq!(
        p.to_string(),
        "S.I=[0,0,0,0,3,2,2,0] S.O=[0,0,0,0,3,0,0,0] N.I=[0,0,0,0,3,2,2,0] N.O=[0,0,0,0,3,0,0,0] \
         SS=0 NS=0 S.res=22 N.res=22, S to move"
    );
    assert_eq!(p.total_seeds(), 64);
    // KS-1: no capture at once; KS-3: the inner house may be planted into.
    assert_eq!(sorted_tokens(&v, &p), ["+S.I5/ccw", "+S.I5/cw", "+S.I6/ccw", "+S.I6/cw", "+S.I7/ccw", "+S.I7/cw"]);
    // KS-3 + KS-5: planting into the inner house destroys it; both parts (4 + 3) are sown.
    let (after, steps) = play(&v, &p, "+S.I5/ccw");
    assert!(after.house_destroyed(Side::South));
    assert!(steps.iter().any(|s| matches!(s, Step::PickUp { count: 3, rule, .. } if rule.0 == "KS-5")));
    assert!(board(&after).starts_with("S.I=[1,1,1,1,0,2,2,0] S.O=[1,1,1,0,0,0,0,0]"), "{after}");
}

#[test]
fn ks_2_outer_house_stops_the_move() {
    let v = Variant::new("katra_sakalava", &[]).unwrap();
    let p = pos(
        &v,
        "S.I=[0,0,0,0,1,0,0,0] S.O=[0,0,2,0,3,0,0,0] N.I=[0,0,0,0,3,0,0,0] N.O=[0,0,0,0,3,0,0,0] \
         SS=0 NS=0 S.res=0 N.res=0, S to move",
    );
    let (after, steps) = play(&v, &p, "S.O3/ccw");
    assert!(stopped_at(&steps, "KS-2"));
    assert!(board(&after).starts_with("S.I=[0,0,0,0,1,0,0,0] S.O=[0,0,0,1,4,0,0,0]"), "{after}");
}

#[test]
fn ks_2_inner_house_stop_or_go() {
    let v = Variant::new("katra_sakalava", &[]).unwrap();
    let p = pos(
        &v,
        "S.I=[0,0,0,0,3,0,2,0] S.O=[0,0,0,0,3,0,0,0] N.I=[0,0,0,0,3,0,0,0] N.O=[0,0,0,0,3,0,0,0] \
         SS=0 NS=0 S.res=0 N.res=0, S to move",
    );
    assert_eq!(sorted_tokens(&v, &p), ["S.I5/ccw", "S.I5/cw", "S.I7/ccw/go", "S.I7/ccw/stop", "S.I7/cw"]);
    let (stop, steps) = play(&v, &p, "S.I7/ccw/stop");
    assert!(stopped_at(&steps, "KS-2"));
    assert!(board(&stop).starts_with("S.I=[0,0,0,0,4,1,0,0] S.O=[0,0,0,0,3,0,0,0]"), "{stop}");
    assert!(!stop.house_destroyed(Side::South));
    // go: the relay lifts both parts (4 + 3) and destroys the house (KS-5).
    let (go, _) = play(&v, &p, "S.I7/ccw/go");
    assert!(board(&go).starts_with("S.I=[1,1,1,1,0,1,0,0] S.O=[1,1,1,0,0,0,0,0]"), "{go}");
    assert!(go.house_destroyed(Side::South));
    assert_eq!(
        v.play_token(&p, "S.I7/ccw").unwrap_err(),
        MoveError::Illegal(mancala_engine::IllegalMove {
            mv: v.parse_move(&p, "S.I7/ccw").unwrap(),
            reason: IllegalReason::Incomplete { expected: Expected::StopOrGo },
        })
    );
}

#[test]
fn ks_5_capturing_the_inner_house_takes_both() {
    let v = Variant::new("katra_sakalava", &[]).unwrap();
    let p = pos(
        &v,
        "S.I=[0,0,0,0,3,0,0,0] S.O=[0,0,0,0,2,0,0,0] N.I=[0,2,0,1,0,0,0,0] N.O=[0,0,0,0,0,0,0,0] \
         SS=0 NS=0 S.res=0 N.res=0 N.house=destroyed, N to move",
    );
    assert_eq!(sorted_tokens(&v, &p), ["N.I2/cw"]);
    let (after, steps) = play(&v, &p, "N.I2/cw");
    let s_o5 = p.layout().outer(Side::South, 5) as u8;
    assert!(steps.iter().any(
        |s| matches!(s, Step::Capture { from: Place::Pit(x), count: 2, rule, .. } if *x == s_o5 && rule.0 == "KS-5")
    ));
    assert!(after.house_destroyed(Side::South));
    assert!(board(&after).contains("N.I=[1,1,2,3,1,0,0,0]"), "{after}");
    // S's inner row is empty: N wins (KSW-4).
    assert_eq!(after.outcome().unwrap().winner, Some(Side::North));
}

#[test]
fn ks_options_and_validation() {
    for (k, vals) in [
        ("bao.inner_empty_check", &["end_of_move", "immediate"][..]),
        ("kiswahili.endless", &["cancel_game", "mover_loses", "stop_and_pass"][..]),
        ("engine.repetition_draw", &["0", "3"][..]),
    ] {
        for val in vals {
            for id in ["katra_sakalava", "katra_fandatsaka"] {
                let v = Variant::new(id, &[(k, val)]).unwrap();
                assert!(!v.legal_moves(&v.start_position()).is_empty());
            }
        }
    }
    let v = Variant::new("katra_sakalava", &[]).unwrap();
    assert!(Variant::new("katra_sakalava", &[("kiswahili.blocking", "true")]).is_err());
    // An intact house needs both parts occupied (KS-5).
    let text = "S.I=[0,0,0,0,3,0,2,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,3,0,0,0] N.O=[0,0,0,0,3,0,0,0] \
                SS=0 NS=0 S.res=0 N.res=0, S to move";
    assert!(matches!(v.parse_position(text), Err(PositionError::Inconsistent { rule: "KS-5", .. })));
    assert!(v.parse_position(&text.replace(", S to move", " S.house=destroyed, S to move")).is_ok());
}
