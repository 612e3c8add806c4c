//! Bao Kiarabu, Kabwanga and Moruba (RULES.md §2.7–2.9, §3 A40–A42, §4.6, §4.5b).

// Only the four-row games have these rules (Cargo.toml features).
#![cfg(feature = "four-row")]

use mancala_engine::{
    Action, EndReason, Expected, Forbidden, Game, IllegalReason, Move, Note, Place, Position, PositionError, Setup,
    Side, Step, Variant,
};

mod common;
use common::*;

fn variant(id: &str, options: &[(&str, &str)]) -> Variant {
    Variant::new(id, options).unwrap()
}

/// An expected position, not validated by any variant (it may be a finished game).
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

const ZERO8: &str = "[0,0,0,0,0,0,0,0]";
/// §4.5b: North keeps seeds where a test gives no North position.
const NORTH_4_5B: &str = "N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0]";

// ---------------------------------------------------------------- initial positions

#[test]
fn t_kia_0_initial_position_4x8() {
    let v = variant("kiarabu", &[]);
    let p = v.start_position();
    assert_eq!(
        p.to_string(),
        "S.I=[2,2,2,2,2,2,2,2] S.O=[2,2,2,2,2,2,2,2] N.I=[2,2,2,2,2,2,2,2] N.O=[2,2,2,2,2,2,2,2] \
         SS=0 NS=0 S.res=0 N.res=0, S to move"
    );
    assert_eq!(p.total_seeds(), 64);
    assert_eq!(v.legal_moves(&p).len(), 16);
    assert_eq!(v.spec().name_uk, "Бао кіарабу (гаваліс)");
}

#[test]
fn t_kia_0_initial_position_4x7_classic() {
    let v = variant("kiarabu", &[("kiarabu.columns", "7")]);
    let p = v.start_position();
    assert_eq!(
        p.to_string(),
        "S.I=[2,2,2,2,2,2,2] S.O=[2,2,2,2,2,2,2] N.I=[2,2,2,2,2,2,2] N.O=[2,2,2,2,2,2,2] \
         SS=0 NS=0 S.res=0 N.res=0, S to move"
    );
    assert_eq!(p.total_seeds(), 56);
    assert_eq!(v.legal_moves(&p).len(), 14);
}

#[test]
fn t_kab_0_initial_position() {
    let v = variant("kabwanga", &[]);
    let p = v.start_position();
    assert_eq!(
        p.to_string(),
        "S.I=[0,0,0,0,0,0,1,2] S.O=[2,2,2,2,2,2,2,2] N.I=[0,0,0,0,0,0,1,2] N.O=[2,2,2,2,2,2,2,2] \
         SS=0 NS=0 S.res=0 N.res=0, S to move"
    );
    assert_eq!(p.seeds_in_half(Side::South), 19);
    assert_eq!(p.total_seeds(), 38);
    // KIA-4: only pits with more than one seed (the 8 outer pits and I8).
    assert_eq!(v.legal_moves(&p).len(), 9);
    assert!(!tokens(&v, &p).contains(&"S.I7".to_string()));
}

#[test]
fn moruba_starts_like_kiarabu() {
    let v = variant("moruba", &[]);
    assert_eq!(v.start_position(), variant("kiarabu", &[]).start_position());
}

// ---------------------------------------------------------------- KIA-6 capture

const T_KIA_1: &str = "S.I=[0,0,0,0,0,0,0,0] S.O=[0,0,0,0,0,0,2,0] N.I=[2,0,2,0,0,0,0,0] N.O=[3,0,0,0,2,0,0,0] \
                       SS=0 NS=0, S to move";
const T_KIA_1_AFTER: &str = "S.I=[0,0,0,0,0,0,0,1] S.O=[0,0,0,0,0,0,0,1] N.I=[0,0,2,0,0,0,0,0] \
                             N.O=[0,0,0,0,2,0,0,0] SS=5 NS=0, N to move";

#[test]
fn t_kia_1_capture_into_the_store_seed_stays() {
    let v = variant("kiarabu", &[]);
    let p = pos(&v, T_KIA_1);
    assert_eq!(tokens(&v, &p), ["S.O7"]);
    let (after, steps) = play(&v, &p, "S.O7");
    assert_same(&after, T_KIA_1_AFTER);
    let captures: Vec<(Place, Place, u8, &str)> = steps
        .iter()
        .filter_map(|s| match *s {
            Step::Capture { from, to, count, rule } => Some((from, to, count, rule.0)),
            _ => None,
        })
        .collect();
    assert_eq!(
        captures,
        [
            (Place::Pit(pit(&p, "N.I1")), Place::Store(Side::South), 2, "KIA-6"),
            (Place::Pit(pit(&p, "N.O1")), Place::Store(Side::South), 3, "KIA-6"),
        ]
    );
    assert!(!after.is_over());
    // Kabwanga: the next pit (S.I7) is empty, so no super-relay; the same result.
    let k = variant("kabwanga", &[]);
    assert_same(&play(&k, &pos(&k, T_KIA_1), "S.O7").0, T_KIA_1_AFTER);
}

#[test]
fn t_kia_1_on_4x7() {
    // The same capture on the classic board: S.I7 faces N.I1 there.
    let v = variant("kiarabu", &[("kiarabu.columns", "7")]);
    let p =
        pos(&v, "S.I=[0,0,0,0,0,0,0] S.O=[0,0,0,0,0,2,0] N.I=[2,0,2,0,0,0,0] N.O=[3,0,0,0,2,0,0] SS=0 NS=0, S to move");
    let (after, _) = play(&v, &p, "S.O6");
    assert_same(
        &after,
        "S.I=[0,0,0,0,0,0,1] S.O=[0,0,0,0,0,0,1] N.I=[0,0,2,0,0,0,0] N.O=[0,0,0,0,2,0,0] SS=5 NS=0, N to move",
    );
}

#[test]
fn kia_6_inner_pit_alone_and_no_capture_from_an_outer_landing() {
    let v = variant("kiarabu", &[]);
    // N.O1 behind N.I1 is empty: only the inner pit is taken.
    let p = pos(
        &v,
        "S.I=[0,0,0,0,0,0,0,0] S.O=[0,0,0,0,0,0,2,0] N.I=[2,0,0,0,0,0,0,0] N.O=[0,2,0,0,0,0,0,0] SS=0 NS=0, S to move",
    );
    assert_same(
        &play(&v, &p, "S.O7").0,
        "S.I=[0,0,0,0,0,0,0,1] S.O=[0,0,0,0,0,0,0,1] N.I=[0,0,0,0,0,0,0,0] N.O=[0,2,0,0,0,0,0,0] SS=2 NS=0, N to move",
    );
    // C4-3: N.I1 empty, N.O1 full: nothing is taken.
    let p = pos(
        &v,
        "S.I=[0,0,0,0,0,0,0,0] S.O=[0,0,0,0,0,0,2,0] N.I=[0,0,0,0,0,0,0,0] N.O=[3,0,0,0,0,0,0,0] SS=0 NS=0, S to move",
    );
    assert_same(
        &play(&v, &p, "S.O7").0,
        "S.I=[0,0,0,0,0,0,0,1] S.O=[0,0,0,0,0,0,0,1] N.I=[0,0,0,0,0,0,0,0] N.O=[3,0,0,0,0,0,0,0] SS=0 NS=0, N to move",
    );
}

#[test]
fn kia_5_relay_goes_on_from_an_occupied_pit() {
    let v = variant("kiarabu", &[]);
    // O1 (2) → O2, O3 (1→2): relay → O4, O5: O5 was empty, the move ends.
    let p = pos(&v, &format!("S.I={ZERO8} S.O=[2,0,1,0,0,0,0,0] {NORTH_4_5B} SS=0 NS=0, S to move"));
    let (after, steps) = play(&v, &p, "S.O1");
    assert_same(&after, &format!("S.I={ZERO8} S.O=[0,1,0,1,1,0,0,0] {NORTH_4_5B} SS=0 NS=0, N to move"));
    assert!(steps.iter().any(|s| matches!(s, Step::Relay { count: 2, rule, .. } if rule.0 == "KIA-5")));
}

// ---------------------------------------------------------------- KIA-4 / KAB-3 singletons

fn t_kia_2_text(to_move: &str) -> String {
    format!("S.I={ZERO8} S.O=[1,1,0,0,0,0,0,0] {NORTH_4_5B} SS=0 NS=0, {to_move} to move")
}

#[test]
fn t_kia_2_singletons_kiarabu() {
    let v = variant("kiarabu", &[]);
    let p = pos(&v, &t_kia_2_text("S"));
    assert_eq!(tokens(&v, &p), ["S.O2"]);
    assert_eq!(illegal(&v, &p, "S.O1"), IllegalReason::Forbidden { rule: "KIA-4", why: Forbidden::Singleton });
    assert_same(
        &play(&v, &p, "S.O2").0,
        &format!("S.I={ZERO8} S.O=[1,0,1,0,0,0,0,0] {NORTH_4_5B} SS=0 NS=0, N to move"),
    );
    // Moruba keeps the Kiarabu rule.
    let m = variant("moruba", &[]);
    assert_eq!(tokens(&m, &pos(&m, &t_kia_2_text("S"))), ["S.O2"]);
}

#[test]
fn t_kia_2_singletons_kabwanga_prefer_relay() {
    let v = variant("kabwanga", &[]);
    let p = pos(&v, &t_kia_2_text("S"));
    assert_eq!(tokens(&v, &p), ["S.O1"]);
    assert_eq!(illegal(&v, &p, "S.O2"), IllegalReason::Forbidden { rule: "KAB-3", why: Forbidden::Singleton });
    // O1 → O2 (1→2): relay → O3, O4: O4 was empty and O5 holds nothing: the move ends.
    assert_same(
        &play(&v, &p, "S.O1").0,
        &format!("S.I={ZERO8} S.O=[0,0,1,1,0,0,0,0] {NORTH_4_5B} SS=0 NS=0, N to move"),
    );
    // A41(c) `any`: both singletons may move.
    let any = variant("kabwanga", &[("kabwanga.singletons", "any")]);
    assert_eq!(tokens(&any, &pos(&any, &t_kia_2_text("S"))), ["S.O1", "S.O2"]);
    // With no relay-starting singleton, the KIA-4 singletons are legal (A41(c) default).
    let p = pos(&v, &format!("S.I={ZERO8} S.O=[1,0,1,0,0,0,0,0] {NORTH_4_5B} SS=0 NS=0, S to move"));
    assert_eq!(tokens(&v, &p), ["S.O1", "S.O3"]);
}

#[test]
fn t_kia_2_singletons_4x7() {
    let v = variant("kiarabu", &[("kiarabu.columns", "7")]);
    let p =
        pos(&v, "S.I=[0,0,0,0,0,0,0] S.O=[1,1,0,0,0,0,0] N.I=[0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0] SS=0 NS=0, S to move");
    assert_eq!(tokens(&v, &p), ["S.O2"]);
}

#[test]
fn kia_4_bigger_pits_first() {
    let v = variant("kiarabu", &[]);
    let p = pos(&v, &format!("S.I={ZERO8} S.O=[1,0,0,2,0,0,0,0] {NORTH_4_5B} SS=0 NS=0, S to move"));
    assert_eq!(tokens(&v, &p), ["S.O4"]);
    assert_eq!(illegal(&v, &p, "S.O1"), IllegalReason::Forbidden { rule: "KIA-4", why: Forbidden::Singleton });
    let k = variant("kabwanga", &[]);
    assert_eq!(
        illegal(&k, &pos(&k, p.to_string().as_str()), "S.O1"),
        IllegalReason::Forbidden { rule: "KIA-4", why: Forbidden::Singleton }
    );
}

// ---------------------------------------------------------------- KAB-2 super-relay, A41

const T_KAB_1: &str =
    "S.I=[0,0,0,0,0,0,0,0] S.O=[2,0,0,3,0,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0] SS=0 NS=0, S to move";

#[test]
fn t_kab_1_super_relay() {
    let v = variant("kabwanga", &[]);
    let (after, steps) = play(&v, &pos(&v, T_KAB_1), "S.O1");
    assert_same(&after, &format!("S.I={ZERO8} S.O=[0,1,1,0,1,1,1,0] {NORTH_4_5B} SS=0 NS=0, N to move"));
    assert!(steps.iter().any(|s| matches!(s, Step::Relay { count: 3, rule, .. } if rule.0 == "KAB-2")));
    // Plain Bao Kiarabu: the move ends at O3.
    let k = variant("kiarabu", &[]);
    assert_same(
        &play(&k, &pos(&k, T_KAB_1), "S.O1").0,
        &format!("S.I={ZERO8} S.O=[0,1,1,3,0,0,0,0] {NORTH_4_5B} SS=0 NS=0, N to move"),
    );
    // A41(b) `lifted_pit`: the lifted seeds start in O4 itself: O4, O5, O6; O7 is empty.
    let l = variant("kabwanga", &[("kabwanga.super_relay_start", "lifted_pit")]);
    assert_same(
        &play(&l, &pos(&l, T_KAB_1), "S.O1").0,
        &format!("S.I={ZERO8} S.O=[0,1,1,1,1,1,0,0] {NORTH_4_5B} SS=0 NS=0, N to move"),
    );
}

/// The last seed falls into the empty S.I8 (facing N.I1 = 2, N.O1 = 3 behind it) and the next
/// pit S.I7 holds 2.
const A41_BOTH: &str =
    "S.I=[0,0,0,0,0,0,2,0] S.O=[0,0,0,0,0,0,2,0] N.I=[2,0,2,0,0,0,0,0] N.O=[3,0,0,0,2,0,0,0] SS=0 NS=0, S to move";

#[test]
fn a41_order_of_capture_and_super_relay() {
    let cases = [
        // Capture 5, then lift S.I7 (2) → I6, I5: I5 was empty, I4 is empty: the move ends.
        (
            "capture_then_super_relay",
            "S.I=[0,0,0,0,1,1,0,1] S.O=[0,0,0,0,0,0,0,1] N.I=[0,0,2,0,0,0,0,0] N.O=[0,0,0,0,2,0,0,0] SS=5 NS=0, N to move",
        ),
        (
            "capture_ends_move",
            "S.I=[0,0,0,0,0,0,2,1] S.O=[0,0,0,0,0,0,0,1] N.I=[0,0,2,0,0,0,0,0] N.O=[0,0,0,0,2,0,0,0] SS=5 NS=0, N to move",
        ),
        (
            "super_relay_only",
            "S.I=[0,0,0,0,1,1,0,1] S.O=[0,0,0,0,0,0,0,1] N.I=[2,0,2,0,0,0,0,0] N.O=[3,0,0,0,2,0,0,0] SS=0 NS=0, N to move",
        ),
    ];
    for (order, want) in cases {
        let v = variant("kabwanga", &[("kabwanga.capture_order", order)]);
        assert_eq!(tokens(&v, &pos(&v, A41_BOTH)), ["S.O7", "S.I7"], "{order}");
        assert_same(&play(&v, &pos(&v, A41_BOTH), "S.O7").0, want);
    }
    // Bao Kiarabu has no super-relay: as `capture_ends_move`.
    let k = variant("kiarabu", &[]);
    assert_same(&play(&k, &pos(&k, A41_BOTH), "S.O7").0, cases[1].1);
}

// ---------------------------------------------------------------- MOR-1 / A42 extra pits

fn moruba(extra: &str, compulsory: &str) -> Variant {
    variant("moruba", &[("moruba.extra_pits", extra), ("moruba.extra_compulsory", compulsory)])
}

#[test]
fn mor_1_extra_pits_are_part_of_the_move() {
    let cases: [(&str, &str, &[&str]); 5] = [
        ("2", "false", &["S.O7/pass", "S.O7/xN.O5/pass", "S.O7/xN.O5/xN.I3", "S.O7/xN.I3/pass", "S.O7/xN.I3/xN.O5"]),
        ("1", "false", &["S.O7/pass", "S.O7/xN.O5", "S.O7/xN.I3"]),
        ("0", "false", &["S.O7"]),
        ("2", "true", &["S.O7/xN.O5/xN.I3", "S.O7/xN.I3/xN.O5"]),
        ("1", "true", &["S.O7/xN.O5", "S.O7/xN.I3"]),
    ];
    for (extra, compulsory, want) in cases {
        let v = moruba(extra, compulsory);
        let p = pos(&v, T_KIA_1);
        assert_eq!(tokens(&v, &p), want, "extra_pits={extra} compulsory={compulsory}");
    }
    // Taking nothing: as Bao Kiarabu.
    let v = moruba("2", "false");
    let p = pos(&v, T_KIA_1);
    assert_same(&play(&v, &p, "S.O7/pass").0, T_KIA_1_AFTER);
    // One extra pit.
    let (after, steps) = play(&v, &p, "S.O7/xN.O5/pass");
    assert_same(
        &after,
        "S.I=[0,0,0,0,0,0,0,1] S.O=[0,0,0,0,0,0,0,1] N.I=[0,0,2,0,0,0,0,0] N.O=[0,0,0,0,0,0,0,0] SS=7 NS=0, N to move",
    );
    assert!(steps.iter().any(|s| matches!(s, Step::Capture { count: 2, rule, .. } if rule.0 == "MOR-1")));
    // Both: North has nothing left and loses (KIA-7).
    let (after, steps) = play(&v, &p, "S.O7/xN.I3/xN.O5");
    assert_eq!(after.store(Side::South), 9);
    let o = after.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Side::South), EndReason::NoSeeds));
    assert!(matches!(steps.last(), Some(Step::GameEnd { rule, .. }) if rule.0 == "KIA-7"));
}

#[test]
fn mor_1_choices_walk_the_extra_pits() {
    let v = moruba("2", "false");
    let p = pos(&v, T_KIA_1);
    let o7 = Action::Sow(pit(&p, "S.O7"));
    let first = v.choices(&p, &[]);
    assert_eq!((first.next.as_slice(), first.complete), ([o7].as_slice(), false));
    let second = v.choices(&p, &[o7]);
    assert_eq!(second.next, [Action::Pass, Action::Take(pit(&p, "N.O5")), Action::Take(pit(&p, "N.I3"))]);
    assert!(!second.complete);
    let third = v.choices(&p, &[o7, Action::Take(pit(&p, "N.I3"))]);
    assert_eq!(third.next, [Action::Pass, Action::Take(pit(&p, "N.O5"))]);
    assert!(v.choices(&p, &[o7, Action::Take(pit(&p, "N.I3")), Action::Take(pit(&p, "N.O5"))]).complete);
}

#[test]
fn mor_1_illegal_extra_pits() {
    let v = moruba("2", "false");
    let p = pos(&v, T_KIA_1);
    assert_eq!(illegal(&v, &p, "S.O7"), IllegalReason::Incomplete { expected: Expected::TakeOrPass });
    assert_eq!(illegal(&v, &p, "S.O7/xS.O8"), IllegalReason::Forbidden { rule: "MOR-1", why: Forbidden::Other });
    assert_eq!(illegal(&v, &p, "S.O7/xN.I1"), IllegalReason::EmptyPit { pit: pit(&p, "N.I1") });
    assert_eq!(illegal(&v, &p, "S.O7/xN.I3/xN.I3"), IllegalReason::Forbidden { rule: "A42", why: Forbidden::Other });
    assert_eq!(illegal(&v, &p, "S.O7/pass/xN.I3"), IllegalReason::UnexpectedAction { index: 1 });
    assert_eq!(illegal(&v, &p, "S.O7/xN.I3/xN.O5/pass"), IllegalReason::UnexpectedAction { index: 3 });
    let c = moruba("2", "true");
    assert_eq!(illegal(&c, &p, "S.O7/pass"), IllegalReason::UnexpectedAction { index: 1 });
    assert_eq!(illegal(&c, &p, "S.O7/xN.I3"), IllegalReason::Incomplete { expected: Expected::Take });
    // No capture, no extra pits.
    let q = pos(&v, &t_kia_2_text("S"));
    assert_eq!(illegal(&v, &q, "S.O2/xN.O1"), IllegalReason::UnexpectedAction { index: 1 });
    assert_eq!(illegal(&v, &q, "S.O2/pass"), IllegalReason::UnexpectedAction { index: 1 });
}

// ---------------------------------------------------------------- illegal moves

#[test]
fn illegal_moves_with_reasons() {
    let v = variant("kiarabu", &[]);
    let p = pos(&v, T_KIA_1);
    assert_eq!(illegal(&v, &p, "S.O1"), IllegalReason::EmptyPit { pit: pit(&p, "S.O1") });
    assert_eq!(illegal(&v, &p, "N.I1"), IllegalReason::NotYourPit { pit: pit(&p, "N.I1") });
    assert_eq!(illegal(&v, &p, "S.O7/cw"), IllegalReason::UnexpectedAction { index: 1 });
    assert_eq!(illegal(&v, &p, "S.O7/pass"), IllegalReason::UnexpectedAction { index: 1 });
    assert_eq!(illegal(&v, &p, "cw"), IllegalReason::UnexpectedAction { index: 0 });
    assert!(v.check_move(&p, &Move::from_actions(&[Action::Plant(pit(&p, "S.O7"))])).is_err());
    // A finished game takes no move.
    let (after, _) = play(&moruba("2", "false"), &p, "S.O7/xN.I3/xN.O5");
    assert_eq!(illegal(&v, &after, "S.O8"), IllegalReason::GameOver);
}

// ---------------------------------------------------------------- KIA-7 end, KIA-8 draw

#[test]
fn kia_7_no_seeds_loses() {
    let v = variant("kiarabu", &[]);
    let p = pos(
        &v,
        "S.I=[0,0,0,0,0,0,0,0] S.O=[0,0,0,0,0,0,2,0] N.I=[2,0,0,0,0,0,0,0] N.O=[3,0,0,0,0,0,0,0] SS=0 NS=0, S to move",
    );
    let (after, steps) = play(&v, &p, "S.O7");
    assert_eq!(after.outcome().map(|o| (o.winner, o.reason)), Some((Some(Side::South), EndReason::NoSeeds)));
    assert!(matches!(steps.last(), Some(Step::GameEnd { rule, .. }) if rule.0 == "KIA-7"));
    assert!(v.legal_moves(&after).is_empty());
}

#[test]
fn a40_seeds_but_no_legal_move_loses() {
    // North holds 16 singletons, each followed by an occupied pit (KIA-4): he cannot move.
    let v = variant("kiarabu", &[]);
    let p = pos(
        &v,
        "S.I=[0,0,0,0,0,0,0,0] S.O=[2,0,0,0,0,0,0,0] N.I=[1,1,1,1,1,1,1,1] N.O=[1,1,1,1,1,1,1,1] SS=0 NS=0, S to move",
    );
    let (after, steps) = play(&v, &p, "S.O1");
    assert_eq!(after.outcome().map(|o| (o.winner, o.reason)), Some((Some(Side::South), EndReason::CannotMove)));
    assert!(matches!(steps.last(), Some(Step::GameEnd { rule, .. }) if rule.0 == "KIA-7"));
    // In Kabwanga each of those singletons starts a relay (KAB-3): the game goes on.
    let k = variant("kabwanga", &[]);
    let (after, _) = play(&k, &pos(&k, &p.to_string()), "S.O1");
    assert!(!after.is_over());
    assert_eq!(k.legal_moves(&after).len(), 16);
}

/// A position that comes back after 32 plies when both players always play their first legal
/// move (found by search; there is no capture on the way).
const CIRCLING: &str =
    "S.I=[2,0,0,1,0,0,0,0] S.O=[1,0,0,1,0,1,0,1] N.I=[0,0,0,0,0,0,0,0] N.O=[0,0,0,0,0,1,0,0] SS=0 NS=0, S to move";

/// Plays the first legal move until the game ends; the plies played and every position.
fn first_moves_until_over(v: &Variant, start: &str) -> (usize, Vec<Position>) {
    let mut game = Game::from_position(v.clone(), pos(v, start));
    let mut seen = vec![game.position().clone()];
    for ply in 1..=1000 {
        let legal = v.legal_moves(game.position());
        game.play(&legal[0]).unwrap();
        seen.push(game.position().clone());
        if game.position().is_over() {
            return (ply, seen);
        }
    }
    panic!("no end");
}

#[test]
fn kia_8_repetition_draw() {
    let v = variant("kiarabu", &[]);
    let (plies, seen) = first_moves_until_over(&v, CIRCLING);
    assert_eq!(plies, 32);
    let end = &seen[plies];
    assert_eq!(end.outcome().map(|o| (o.winner, o.reason)), Some((None, EndReason::Repetition)));
    // The draw comes at the first repeat (KIA-8, `kiarabu.repetition_count` = 2) ...
    let earlier: Vec<usize> = (0..plies).filter(|&i| seen[i].same_state(&expected(&without_result(end)))).collect();
    assert_eq!(earlier.len(), 1, "{end}");
    // ... and with 3 one period later.
    let period = plies - earlier[0];
    let v3 = variant("kiarabu", &[("kiarabu.repetition_count", "3")]);
    assert_eq!(first_moves_until_over(&v3, CIRCLING).0, plies + period);
    for id in ["kiarabu", "kabwanga", "moruba"] {
        let rule = variant(id, &[]).repetition().map(|r| (r.occurrences, r.rule));
        assert_eq!(rule, Some((2, "KIA-8")), "{id}");
    }
}

fn without_result(p: &Position) -> String {
    let text = p.to_string();
    let cut = text.find(" result=").unwrap_or(text.len());
    let to_move = &text[text.rfind(',').unwrap()..];
    format!("{}{}", &text[..cut], to_move)
}

// ---------------------------------------------------------------- ENG-LOOP

/// S.O8 sows for ever (found by search; no capture is possible since N's inner row is empty).
const ONE_ENDLESS: &str =
    "S.I=[1,2,1,2,1,2,1,0] S.O=[0,2,5,2,1,0,1,4] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0] SS=0 NS=0, S to move";
/// S's only move S.O3 is endless.
const ALL_ENDLESS: &str =
    "S.I=[1,0,1,0,1,0,1,0] S.O=[0,1,3,1,0,1,0,1] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0] SS=0 NS=0";

#[test]
fn eng_loop_endless_moves() {
    let v = variant("kiarabu", &[]);
    let p = pos(&v, ONE_ENDLESS);
    assert_eq!(v.legal_moves(&p).len(), 6);
    assert!(!tokens(&v, &p).contains(&"S.O8".to_string()));
    assert_eq!(illegal(&v, &p, "S.O8"), IllegalReason::Forbidden { rule: "ENG-LOOP", why: Forbidden::Endless });
    // `draw`: the move is legal and draws the game.
    let d = variant("kiarabu", &[("engine.endless_move", "draw")]);
    let (after, steps) = play(&d, &p, "S.O8");
    assert_eq!(after.outcome().map(|o| (o.winner, o.reason)), Some((None, EndReason::EndlessMove)));
    assert!(steps.iter().any(|s| matches!(s, Step::Note { note: Note::Endless, .. })));
    assert_eq!(after.total_seeds(), p.total_seeds());
    // Every move endless: with `illegal` the position is already a draw ...
    match v.parse_position(&format!("{ALL_ENDLESS}, S to move")) {
        Err(PositionError::Inconsistent { rule, .. }) => assert_eq!(rule, "ENG-LOOP"),
        other => panic!("{other:?}"),
    }
    // ... so North's move into it ends the game.
    let (after, _) = play(&v, &pos(&v, &format!("{ALL_ENDLESS}, N to move")), "N.O1");
    assert_eq!(after.outcome().map(|o| (o.winner, o.reason)), Some((None, EndReason::EndlessMove)));
    // With `draw` North's move does not end it; S's endless move does.
    let (after, _) = play(&d, &pos(&d, &format!("{ALL_ENDLESS}, N to move")), "N.O1");
    assert!(!after.is_over());
    assert_eq!(tokens(&d, &after), ["S.O3"]);
}

// ---------------------------------------------------------------- validation

#[test]
fn position_validation_errors() {
    let v = variant("kiarabu", &[]);
    let inconsistent = |text: &str| match v.parse_position(text) {
        Err(PositionError::Inconsistent { rule, .. }) => rule,
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(inconsistent(&T_KIA_1.replace("SS=0 NS=0", "SS=0 NS=0 S.res=2")), "C4-1");
    // KIA-7: a player without seeds has already lost.
    assert_eq!(
        inconsistent("S.I=[0,0,0,0,0,0,0,0] S.O=[0,0,0,0,0,0,2,0] N.I=[0,0,0,0,0,0,0,0] N.O=[0,0,0,0,0,0,0,0] SS=0 NS=0, S to move"),
        "KIA-7"
    );
    // A40: seeds but no legal move.
    assert_eq!(
        inconsistent("S.I=[1,1,1,1,1,1,1,1] S.O=[1,1,1,1,1,1,1,1] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0] SS=0 NS=0, S to move"),
        "KIA-7"
    );
    // A finished game may be given with its result.
    assert!(v
        .parse_position("S.I=[1,1,1,1,1,1,1,1] S.O=[1,1,1,1,1,1,1,1] N.I=[0,0,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0] SS=0 NS=0 result=N:cannot_move, S to move")
        .is_ok());
    // The wrong board width.
    let seven = "S.I=[0,0,0,0,0,0,0] S.O=[0,0,0,0,0,2,0] N.I=[2,0,2,0,0,0,0] N.O=[3,0,0,0,2,0,0] SS=0 NS=0, S to move";
    assert!(matches!(v.parse_position(seven), Err(PositionError::WrongLayout { .. })));
    assert!(variant("kiarabu", &[("kiarabu.columns", "7")]).parse_position(seven).is_ok());
    assert!(matches!(v.parse_position("S=[1,2,3] N=[1,2,3], S to move"), Err(PositionError::WrongLayout { .. })));
    // Options.
    assert!(Variant::new("kiarabu", &[("kiarabu.columns", "6")]).is_err());
    assert!(Variant::new("kiarabu", &[("kiarabu.repetition_count", "1")]).is_err());
    assert!(Variant::new("moruba", &[("moruba.extra_pits", "3")]).is_err());
    assert!(Variant::new("kabwanga", &[("kabwanga.capture_order", "whatever")]).is_err());
    assert!(Variant::new("kabwanga", &[("kiarabu.columns", "7")]).is_err());
}

// KAB-2: a capture in the middle of a Kabwanga move, then a super-relay that goes on and ends in
// an empty pit: the turn ends for the empty pit, not «after the capture» (the move's typed reason,
// which the narration words; a reader of the Kabwanga practice lesson saw the caption say so).
#[test]
fn kab_2_a_move_that_captures_then_super_relays_ends_for_its_last_pit() {
    use mancala_engine::TurnEndReason;
    let v = variant("kabwanga", &[]);
    let pos = v
        .parse_position(
            "S.I=[1,1,1,2,0,1,1,2] S.O=[1,0,1,0,2,2,0,2] N.I=[0,0,0,1,1,0,1,0] N.O=[0,1,0,2,0,1,0,0] SS=12 NS=2, S to move",
        )
        .unwrap();
    let mv = v.parse_move(&pos, "S.I4").unwrap();
    let (_, steps) = v.play(&pos, &mv).unwrap();
    let capture = steps.iter().position(|s| matches!(s, Step::Capture { .. })).expect("a capture");
    let relay =
        steps.iter().rposition(|s| matches!(s, Step::Relay { rule, .. } if rule.0 == "KAB-2")).expect("a super-relay");
    assert!(capture < relay, "the capture comes before the super-relay");
    let why = steps.iter().find_map(|s| match s {
        Step::TurnEnd { why, .. } => Some(*why),
        _ => None,
    });
    assert!(matches!(why, Some(w) if w != TurnEndReason::Captured), "{why:?}");
    // Every move of random Kabwanga games whose last event is a capture ends for it, and only
    // those (the reason follows the move's last landing).
    let mut rng = mancala_engine::playout::Rng::new(7);
    let mut checked = 0;
    for _ in 0..20 {
        let mut p = v.start_position();
        for _ in 0..60 {
            let moves = v.legal_moves(&p);
            if p.is_over() || moves.is_empty() {
                break;
            }
            let mv = &moves[rng.below(moves.len())];
            let (after, steps) = v.play(&p, mv).unwrap();
            let last_moving =
                steps.iter().rev().find(|s| matches!(s, Step::Capture { .. } | Step::Sow { .. } | Step::Relay { .. }));
            let ended_by_capture = matches!(last_moving, Some(Step::Capture { .. }));
            let why = steps.iter().find_map(|s| match s {
                Step::TurnEnd { why, .. } => Some(*why),
                _ => None,
            });
            assert_eq!(why == Some(TurnEndReason::Captured), ended_by_capture, "{p} {steps:?}");
            checked += 1;
            p = after;
        }
    }
    assert!(checked > 100);
}
