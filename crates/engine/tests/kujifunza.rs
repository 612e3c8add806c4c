//! Bao la Kujifunza (RULES.md §2.13, KUJ-1..13): the worked examples of §4.10 (T-KUJ-*), every
//! option value of §3 (A23, A24, ENG-LOOP, C4-7), illegal moves with their reasons (non-capturing
//! move while a capture exists, singleton, wrong priority, endless), and validation.

// Only the four-row games have these rules (Cargo.toml features).
#![cfg(feature = "four-row")]

use mancala_engine::{
    Action, Direction, DirectionChoice, EndReason, Expected, Forbidden, Game, HeadReason, IllegalReason, Note, Outcome,
    Place, Position, PositionError, Side, Step, Variant,
};

mod common;
use common::*;

fn variant(options: &[(&str, &str)]) -> Variant {
    Variant::new("kujifunza", options).expect("kujifunza builds")
}

fn captures(steps: &[Step]) -> Vec<(String, u8, &'static str)> {
    let layout = mancala_engine::Layout::four_row(8);
    steps
        .iter()
        .filter_map(|s| match s {
            Step::Capture { from: Place::Pit(p), count, rule, .. } => {
                Some((layout.pit_name(usize::from(*p)), *count, rule.0))
            }
            _ => None,
        })
        .collect()
}

fn heads(steps: &[Step]) -> Vec<String> {
    let layout = mancala_engine::Layout::four_row(8);
    steps
        .iter()
        .filter_map(|s| match s {
            Step::Note { note: Note::Head { pit, why }, rule } => {
                assert_eq!(rule.0, "KUJ-11");
                // KUJ-11: the head is never free in Kujifunza (the move always has a direction).
                assert!(matches!(why, HeadReason::Outskirts { .. } | HeadReason::KeepDirection { .. }), "{why:?}");
                Some(layout.pit_name(usize::from(*pit)))
            }
            _ => None,
        })
        .collect()
}

fn same(after: &Position, v: &Variant, expected: &str) {
    let want = pos(v, expected);
    assert!(after.same_state(&want), "\n got  {after}\n want {want}");
}

const ZERO: &str = "[0,0,0,0,0,0,0,0]";

fn four(si: &str, ni: &str, to_move: &str) -> String {
    format!("S.I={si} S.O={ZERO} N.I={ni} N.O={ZERO} SS=0 NS=0, {to_move} to move")
}

#[test]
fn t_kuj_0_initial_position() {
    let v = variant(&[]);
    let start = v.start_position();
    let two = "[2,2,2,2,2,2,2,2]";
    assert_eq!(
        start,
        pos(&v, &format!("S.I={two} S.O={two} N.I={two} N.O={two} SS=0 NS=0 S.res=0 N.res=0, S to move"))
    );
    assert_eq!(start.total_seeds(), 64);
    // Every pit holds 2: a sowing whose last seed lands in the inner row captures (KUJ-9), and
    // capturing is compulsory (KUJ-7), so only those 16 moves are legal.
    let list = tokens(&v, &start);
    assert_eq!(list.len(), 16);
    for t in ["S.O1/cw", "S.O2/cw", "S.O7/ccw", "S.O8/ccw", "S.I3/ccw", "S.I3/cw", "S.I1/cw", "S.I8/ccw"] {
        assert!(list.contains(&t.to_string()), "{t}");
    }
    // S.I2 CCW ends in S.O1 (outer row): non-capturing while captures exist.
    assert_eq!(
        illegal(&v, &start, "S.I2/ccw"),
        IllegalReason::Forbidden { rule: "KUJ-7", why: Forbidden::MustCapture }
    );
    let spec = v.spec();
    assert_eq!(
        (spec.name_en, spec.name_uk, spec.name_ru),
        ("Bao la Kujifunza", "Бао ла куджіфунза", "Бао ла куджифунза")
    );
}

#[test]
fn t_kuj_1a_one_seed_into_the_empty_left_head() {
    let v = variant(&[]);
    let p = pos(&v, &four("[0,0,2,0,1,0,0,0]", "[2,0,0,1,0,0,0,0]", "S"));
    assert_eq!(tokens(&v, &p), ["S.I3/cw"]);
    let (after, steps) = play(&v, &p, "S.I3/cw");
    assert_eq!(captures(&steps), [("N.I4".to_string(), 1, "KUJ-10")]);
    assert_eq!(heads(&steps), ["S.I1"]);
    same(&after, &v, &four("[1,0,0,1,2,0,0,0]", "[2,0,0,0,0,0,0,0]", "N"));
    assert!(after.outcome().is_none());
}

#[test]
fn t_kuj_1b_capture_again_from_the_left_head() {
    let v = variant(&[]);
    let p = pos(&v, &four("[1,0,2,0,1,0,0,0]", "[2,0,0,1,0,0,0,2]", "S"));
    // §4.5b: I3 CCW also captures (I1 faces N.I8 = 2); both are listed.
    assert_eq!(tokens(&v, &p), ["S.I3/ccw", "S.I3/cw"]);
    let choices = v.choices(&p, &[]);
    assert_eq!(choices.next.len(), 1);
    assert!(!choices.complete);
    let choices = v.choices(&p, &choices.next);
    assert_eq!(choices.next, [Action::Dir(DirectionChoice::Ccw), Action::Dir(DirectionChoice::Cw)]);
    let (after, steps) = play(&v, &p, "S.I3/cw");
    assert_eq!(captures(&steps), [("N.I4".to_string(), 1, "KUJ-10"), ("N.I8".to_string(), 2, "KUJ-10")]);
    assert_eq!(heads(&steps), ["S.I1", "S.I1"]);
    same(&after, &v, &four("[3,1,0,1,2,0,0,0]", "[2,0,0,0,0,0,0,0]", "N"));
    // The CCW move: I2, I1 (occupied, faces N.I8 = 2) → capture 2, outskirts → left head, now
    // CW: I1 (3), I2 (2, faces the empty N.I7) → relay: I3, I4 → the move ends.
    let (after, steps) = play(&v, &p, "S.I3/ccw");
    assert_eq!(captures(&steps), [("N.I8".to_string(), 2, "KUJ-10")]);
    assert!(steps
        .iter()
        .any(|s| matches!(s, Step::Note { note: Note::Direction { dir: Direction::Cw }, rule } if rule.0 == "KUJ-11")));
    same(&after, &v, &four("[3,0,1,1,1,0,0,0]", "[2,0,0,1,0,0,0,0]", "N"));
}

#[test]
fn t_kuj_1c_relay_from_the_left_head() {
    let v = variant(&[]);
    let p = pos(&v, &four("[1,0,2,0,1,0,0,0]", "[2,0,0,1,0,0,0,0]", "S"));
    assert_eq!(tokens(&v, &p), ["S.I3/cw"]);
    let (after, steps) = play(&v, &p, "S.I3/cw");
    assert_eq!(captures(&steps).len(), 1);
    assert!(steps.iter().any(|s| matches!(s, Step::Relay { count: 2, rule, .. } if rule.0 == "KUJ-9")));
    same(&after, &v, &four("[0,1,1,1,2,0,0,0]", "[2,0,0,0,0,0,0,0]", "N"));
}

#[test]
fn t_kuj_2_outskirts_capture_turns_to_the_right_head() {
    let v = variant(&[]);
    let p = pos(&v, &four("[0,0,0,0,2,0,1,0]", "[0,1,0,0,0,0,0,2]", "S"));
    let (after, steps) = play(&v, &p, "S.I5/cw");
    assert_eq!(captures(&steps), [("N.I2".to_string(), 1, "KUJ-10")]);
    assert_eq!(heads(&steps), ["S.I8"]);
    assert!(steps.iter().any(|s| matches!(s, Step::Note { note: Note::Direction { dir: Direction::Ccw }, .. })));
    same(&after, &v, &four("[0,0,0,0,0,1,2,1]", "[0,0,0,0,0,0,0,2]", "N"));
}

const QUIET: &str = "[0,0,3,0,0,1,0,1]";

#[test]
fn kutakata_never_captures_kuj_6_kuj_13() {
    // No capture exists: I3 CW ends in I6 (faces the empty N.I3). The relay then ends in I8, which
    // faces the occupied N.I1, but a non-capturing move never captures: relay on to O8, O7.
    let v = variant(&[]);
    let p = pos(&v, &four(QUIET, "[2,0,0,0,0,0,0,0]", "S"));
    assert_eq!(tokens(&v, &p), ["S.I3/ccw", "S.I3/cw"]);
    let (after, steps) = play(&v, &p, "S.I3/cw");
    assert!(captures(&steps).is_empty());
    same(
        &after,
        &v,
        &format!("S.I=[0,0,0,1,1,0,1,0] S.O=[0,0,0,0,0,0,1,1] N.I=[2,0,0,0,0,0,0,0] N.O={ZERO} SS=0 NS=0, N to move"),
    );
}

#[test]
fn inner_row_before_outer_row_kuj_7_a23c() {
    let text = format!("S.I={QUIET} S.O=[2,0,0,0,0,0,0,0] N.I=[2,0,0,0,0,0,0,0] N.O={ZERO} SS=0 NS=0, S to move");
    let v = variant(&[]);
    let p = pos(&v, &text);
    assert_eq!(tokens(&v, &p), ["S.I3/ccw", "S.I3/cw"]);
    assert_eq!(illegal(&v, &p, "S.O1/cw"), IllegalReason::Forbidden { rule: "KUJ-7", why: Forbidden::Priority });
    // kujifunza.inner_priority=false ([004] has no such step): outer moves are legal too.
    let v = variant(&[("kujifunza.inner_priority", "false")]);
    let p = pos(&v, &text);
    assert_eq!(tokens(&v, &p), ["S.O1/ccw", "S.O1/cw", "S.I3/ccw", "S.I3/cw"]);
    let (after, _) = play(&v, &p, "S.O1/cw");
    same(
        &after,
        &v,
        &format!("S.I=[1,1,3,0,0,1,0,1] S.O={ZERO} N.I=[2,0,0,0,0,0,0,0] N.O={ZERO} SS=0 NS=0, N to move"),
    );
    // With only singletons in the inner row, the outer row may move.
    let v = variant(&[]);
    let p = pos(
        &v,
        &format!("S.I=[1,0,0,0,0,0,0,1] S.O=[2,0,0,0,0,0,0,0] N.I=[2,0,0,0,0,0,0,0] N.O={ZERO} SS=0 NS=0, S to move"),
    );
    assert_eq!(tokens(&v, &p), ["S.O1/ccw", "S.O1/cw"]);
}

#[test]
fn singletons_option_a23b() {
    let t1a = four("[0,0,2,0,1,0,0,0]", "[2,0,0,1,0,0,0,0]", "S");
    // forbidden (default, KUJ-5).
    let v = variant(&[]);
    let p = pos(&v, &t1a);
    assert_eq!(illegal(&v, &p, "S.I5/cw"), IllegalReason::Forbidden { rule: "KUJ-5", why: Forbidden::Singleton });
    // kutakata_only: a singleton may move, but never captures, so here the capture comes first.
    let v = variant(&[("kujifunza.singletons", "kutakata_only")]);
    let p = pos(&v, &t1a);
    assert_eq!(illegal(&v, &p, "S.I5/cw"), IllegalReason::Forbidden { rule: "KUJ-7", why: Forbidden::MustCapture });
    // Only a singleton: no move at all by default, a kutakata with kutakata_only.
    let lone = four("[1,0,0,0,0,0,0,0]", "[2,0,0,0,0,0,0,0]", "S");
    assert!(matches!(variant(&[]).parse_position(&lone), Err(PositionError::Inconsistent { rule: "KUJ-4", .. })));
    let p = pos(&v, &lone);
    assert_eq!(tokens(&v, &p), ["S.I1/ccw", "S.I1/cw"]);
    let (after, steps) = play(&v, &p, "S.I1/cw");
    assert!(captures(&steps).is_empty());
    same(&after, &v, &four("[0,1,0,0,0,0,0,0]", "[2,0,0,0,0,0,0,0]", "N"));
    // A singleton next to an occupied inner pit facing seeds: the singleton relays, no capture.
    let p = pos(&v, &four("[1,1,0,0,0,0,0,0]", "[0,0,0,0,0,0,2,0]", "S"));
    let (after, steps) = play(&v, &p, "S.I1/cw");
    assert!(captures(&steps).is_empty());
    same(&after, &v, &four("[0,0,1,1,0,0,0,0]", "[0,0,0,0,0,0,2,0]", "N"));
}

#[test]
fn sixteen_or_more_never_capture_kuj_8() {
    // 17 seeds from I2 CW: one into every pit, the 17th into I3 (occupied, facing N.I6 = 2). A
    // capturing move would capture there; a move from 16 or more is non-capturing, so it relays:
    // I3 → I4, I5 → I6, I7 → I8, O8 → O7, O6 → O5, O4 → O3, O2 → O1, I1 → I2, I3 (emptied) → end.
    let v = variant(&[]);
    let p = pos(&v, &four("[0,17,0,0,0,0,0,0]", "[0,0,0,0,0,2,0,0]", "S"));
    assert_eq!(tokens(&v, &p), ["S.I2/ccw", "S.I2/cw"]);
    let (after, steps) = play(&v, &p, "S.I2/cw");
    assert!(captures(&steps).is_empty());
    same(
        &after,
        &v,
        &format!("S.I=[0,2,1,2,0,2,0,2] S.O=[2,0,2,0,2,0,2,0] N.I=[0,0,0,0,0,2,0,0] N.O={ZERO} SS=0 NS=0, N to move"),
    );
}

#[test]
fn illegal_move_shapes() {
    let v = variant(&[]);
    let p = pos(&v, &four("[0,0,2,0,1,0,0,0]", "[2,0,0,1,0,0,0,0]", "S"));
    let pit = |name: &str| v.layout().parse_pit(name).unwrap() as u8;
    assert_eq!(illegal(&v, &p, "N.I1/cw"), IllegalReason::NotYourPit { pit: pit("N.I1") });
    assert_eq!(illegal(&v, &p, "S.I1/cw"), IllegalReason::EmptyPit { pit: pit("S.I1") });
    assert_eq!(illegal(&v, &p, "S.I3"), IllegalReason::Incomplete { expected: Expected::Direction });
    assert_eq!(illegal(&v, &p, "S.I3/cw/cw"), IllegalReason::UnexpectedAction { index: 2 });
    assert_eq!(illegal(&v, &p, "S.I3/stop"), IllegalReason::UnexpectedAction { index: 1 });
    assert_eq!(illegal(&v, &p, "+S.I3"), IllegalReason::UnexpectedAction { index: 0 });
    assert_eq!(illegal(&v, &p, "S.I3/ccw"), IllegalReason::Forbidden { rule: "KUJ-7", why: Forbidden::MustCapture });
}

#[test]
fn empty_inner_row_and_no_move_lose_kuj_4() {
    for check in ["end_of_move", "immediate"] {
        let v = variant(&[("bao.inner_empty_check", check)]);
        // S sows his last inner seeds into the outer row.
        let p = pos(&v, &four("[0,0,0,0,0,0,0,2]", "[0,2,0,0,0,0,0,0]", "S"));
        let (after, steps) = play(&v, &p, "S.I8/cw");
        assert_eq!(after.outcome(), Some(Outcome { winner: Some(Side::North), reason: EndReason::InnerRowEmpty }));
        assert!(matches!(steps.last(), Some(Step::GameEnd { rule, .. }) if rule.0 == "KUJ-4"));
        // T-KUJ-2 where N.I2 was N's last inner pit: N loses.
        let p = pos(
            &v,
            &format!(
                "S.I=[0,0,0,0,2,0,1,0] S.O={ZERO} N.I=[0,1,0,0,0,0,0,0] N.O=[2,0,0,0,0,0,0,0] SS=0 NS=0, S to move"
            ),
        );
        let (after, _) = play(&v, &p, "S.I5/cw");
        assert_eq!(after.outcome(), Some(Outcome { winner: Some(Side::South), reason: EndReason::InnerRowEmpty }));
    }
    // T-KUJ-1a where N keeps only a singleton: N has no move and loses.
    let v = variant(&[]);
    let p = pos(&v, &four("[0,0,2,0,1,0,0,0]", "[1,0,0,1,0,0,0,0]", "S"));
    let (after, _) = play(&v, &p, "S.I3/cw");
    assert_eq!(after.outcome(), Some(Outcome { winner: Some(Side::South), reason: EndReason::CannotMove }));
    assert!(v.legal_moves(&after).is_empty());
    // With kutakata_only the singleton is a move.
    let v = variant(&[("kujifunza.singletons", "kutakata_only")]);
    let (after, _) = play(&v, &pos(&v, &four("[0,0,2,0,1,0,0,0]", "[1,0,0,1,0,0,0,0]", "S")), "S.I3/cw");
    assert_eq!(after.outcome(), None);
}

#[test]
fn inner_empty_check_option_a24() {
    // S lifts his only inner pit; the seeds fall back into the inner row (I2, I3).
    let text = four("[2,0,0,0,0,0,0,0]", "[2,0,0,0,0,0,0,0]", "S");
    let v = variant(&[]);
    let (after, _) = play(&v, &pos(&v, &text), "S.I1/cw");
    assert_eq!(after.outcome(), None);
    same(&after, &v, &four("[0,1,1,0,0,0,0,0]", "[2,0,0,0,0,0,0,0]", "N"));
    let v = variant(&[("bao.inner_empty_check", "immediate")]);
    let (after, _) = play(&v, &pos(&v, &text), "S.I1/cw");
    assert_eq!(after.outcome(), Some(Outcome { winner: Some(Side::North), reason: EndReason::InnerRowEmpty }));
}

/// Found by a search over random positions: S.I4 CCW relays for ever (ENG-LOOP).
const ENDLESS: &str =
    "S.I=[0,1,0,2,1,0,1,0] S.O=[1,0,2,1,0,1,0,1] N.I=[1,0,0,0,0,0,0,0] N.O=[0,0,0,0,0,0,0,0] SS=0 NS=0, S to move";
/// Found the same way: S's only capturing move (I6 CW) is endless; there is no fall-back to a
/// non-capturing move, so S cannot play (ENG-LOOP).
const ALL_ENDLESS: &str =
    "S.I=[1,0,1,0,1,2,2,1] S.O=[0,1,0,1,0,1,0,1] N.I=[1,0,0,0,0,0,0,0] N.O=[0,0,0,0,0,0,0,0] SS=0 NS=0, S to move";

#[test]
fn endless_moves_eng_loop() {
    let v = variant(&[]);
    let p = pos(&v, ENDLESS);
    assert!(!tokens(&v, &p).is_empty());
    assert!(!tokens(&v, &p).contains(&"S.I4/ccw".to_string()));
    assert_eq!(illegal(&v, &p, "S.I4/ccw"), IllegalReason::Forbidden { rule: "ENG-LOOP", why: Forbidden::Endless });
    // engine.endless_move=draw: the move is legal and ends the game in a draw.
    let v = variant(&[("engine.endless_move", "draw")]);
    let p = pos(&v, ENDLESS);
    let (after, steps) = play(&v, &p, "S.I4/ccw");
    assert!(steps.iter().filter(|s| matches!(s, Step::Sow { .. })).count() > 20_000);
    assert!(steps.iter().any(|s| matches!(s, Step::Note { note: Note::Endless, rule } if rule.0 == "ENG-LOOP")));
    assert_eq!(after.outcome(), Some(Outcome { winner: None, reason: EndReason::EndlessMove }));
}

#[test]
fn every_move_endless_is_a_draw_eng_loop() {
    let v = variant(&[]);
    assert!(matches!(v.parse_position(ALL_ENDLESS), Err(PositionError::Inconsistent { rule: "ENG-LOOP", .. })));
    let vd = variant(&[("engine.endless_move", "draw")]);
    assert_eq!(tokens(&vd, &pos(&vd, ALL_ENDLESS)), ["S.I6/cw"]);
    // The same half for North, reached by a move of South: the game ends in a draw at once.
    let p = pos(
        &v,
        "S.I=[1,0,0,0,0,0,0,0] S.O=[2,0,0,0,0,0,0,0] N.I=[1,0,1,0,1,2,2,1] N.O=[0,1,0,1,0,1,0,1] SS=0 NS=0, S to move",
    );
    let (after, steps) = play(&v, &p, "S.O1/ccw");
    assert_eq!(after.outcome(), Some(Outcome { winner: None, reason: EndReason::EndlessMove }));
    assert!(matches!(steps.last(), Some(Step::GameEnd { rule, .. }) if rule.0 == "ENG-LOOP"));
    assert_eq!(after.to_move(), Side::North);
}

#[test]
fn repetition_draw_c4_7() {
    // Two singletons shuttling (kutakata_only): the start position occurs for the third time after
    // eight plies.
    let v = variant(&[("kujifunza.singletons", "kutakata_only")]);
    let start = pos(&v, &four("[0,0,0,1,0,0,0,0]", "[0,0,0,1,0,0,0,0]", "S"));
    let mut game = Game::from_position(v.clone(), start);
    let cycle = ["S.I4/cw", "N.I4/cw", "S.I5/ccw", "N.I5/ccw"];
    for (ply, token) in cycle.iter().chain(&cycle).enumerate() {
        assert!(!game.position().is_over(), "over before ply {ply}");
        let mv = v.parse_move(game.position(), token).unwrap();
        game.play(&mv).unwrap();
    }
    assert_eq!(game.position().outcome(), Some(Outcome { winner: None, reason: EndReason::Repetition }));
    // engine.repetition_draw=2: already after four plies; 0: never.
    for (value, plies) in [("2", Some(4)), ("0", None)] {
        let v = variant(&[("kujifunza.singletons", "kutakata_only"), ("engine.repetition_draw", value)]);
        let mut game = Game::from_position(v.clone(), pos(&v, &four("[0,0,0,1,0,0,0,0]", "[0,0,0,1,0,0,0,0]", "S")));
        let mut ended = None;
        for (ply, token) in cycle.iter().cycle().take(16).enumerate() {
            let mv = v.parse_move(game.position(), token).unwrap();
            game.play(&mv).unwrap();
            if game.position().is_over() {
                ended = Some(ply + 1);
                break;
            }
        }
        assert_eq!(ended, plies, "repetition_draw={value}");
    }
    assert_eq!(variant(&[]).repetition().map(|r| (r.occurrences, r.rule)), Some((3, "C4-7")));
}

#[test]
fn validation_errors() {
    let v = variant(&[]);
    let rule_of = |text: &str| match v.parse_position(text) {
        Err(PositionError::Inconsistent { rule, .. }) => rule,
        other => panic!("{text}: expected an inconsistency, got {other:?}"),
    };
    let ok = four("[0,0,2,0,1,0,0,0]", "[2,0,0,1,0,0,0,0]", "S");
    assert!(v.parse_position(&ok).is_ok());
    assert_eq!(rule_of(&ok.replace("NS=0", "NS=0 S.res=2 N.res=0")), "KUJ-2");
    assert_eq!(rule_of(&ok.replace("SS=0", "SS=4")), "KUJ-10");
    assert_eq!(
        rule_of(&four(ZERO, "[2,0,0,0,0,0,0,0]", "S").replace("S.O=[0,0,0,0,0,0,0,0]", "S.O=[2,0,0,0,0,0,0,0]")),
        "KUJ-4"
    );
    assert_eq!(
        rule_of(&four("[2,0,0,0,0,0,0,0]", ZERO, "S").replace("N.O=[0,0,0,0,0,0,0,0]", "N.O=[2,0,0,0,0,0,0,0]")),
        "KUJ-4"
    );
    assert_eq!(rule_of(&ok.replace(", S to move", " N.house=destroyed, S to move")), "KSW-18");
    assert!(matches!(
        v.parse_position("S=[2,2,2,2,2,2,2,2] N=[2,2,2,2,2,2,2,2], S to move"),
        Err(PositionError::WrongLayout { .. })
    ));
    assert!(matches!(
        v.parse_position(&ok.replace("S.I=[0,0,2,0,1,0,0,0]", "S.I=[0,0,2,0,1,0,0]")),
        Err(PositionError::WrongPitCount { .. })
    ));
    assert!(Variant::new("kujifunza", &[("kujifunza.singletons", "allowed")]).is_err());
    assert!(Variant::new("kujifunza", &[("inner_empty_check", "immediate")]).is_ok());
}
