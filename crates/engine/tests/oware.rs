//! The Oware family (RULES.md §2.2, §3 A7–A16, A49): every worked example of §4.3 with each option
//! value it lists, feeding, grand slams, the end of the game, the agreed end and the cycle rule.

// Only the two-row games have these rules (Cargo.toml features).
#![cfg(feature = "two-row")]

use mancala_engine::RepetitionRule;
use mancala_engine::{
    AgreeEndError, EndReason, Forbidden, Game, IllegalReason, MoveError, Note, OptionValue, Outcome, Place, Position,
    PositionError, Side, Step, TurnEndReason, Variant,
};

fn variant(id: &str, options: &[(&str, &str)]) -> Variant {
    Variant::new(id, options).unwrap_or_else(|e| panic!("{id}: {e}"))
}

fn oware(options: &[(&str, &str)]) -> Variant {
    variant("oware", options)
}

fn pos(v: &Variant, text: &str) -> Position {
    v.parse_position(text).unwrap_or_else(|e| panic!("{} {text}: {e}", v.id()))
}

/// Plays a token, checks the result (ignoring move counters) and that the log folds; returns the log.
fn play(v: &Variant, before: &Position, token: &str, expected: &str) -> Vec<Step> {
    let (after, steps) = v.play_token(before, token).unwrap_or_else(|e| panic!("{token} in {before}: {e}"));
    let want = pos(v, expected);
    assert!(
        after.same_state(&want),
        "{} {:?}: {token} in {before}:\n got  {after}\n want {want}",
        v.id(),
        v.changed_options()
    );
    assert_eq!(before.after_steps(&steps).unwrap(), after, "the log folds to the new position");
    assert_eq!(after.total_seeds(), before.total_seeds(), "seeds are conserved");
    steps
}

fn legal_tokens(v: &Variant, p: &Position) -> Vec<String> {
    v.legal_moves(p).iter().map(|m| m.token(p.layout())).collect()
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

/// `(from pit, count, rule)` of every capture, in order.
fn captures(steps: &[Step]) -> Vec<(u8, u8, &'static str)> {
    steps
        .iter()
        .filter_map(|s| match *s {
            Step::Capture { from: Place::Pit(p), count, rule, .. } => Some((p, count, rule.0)),
            _ => None,
        })
        .collect()
}

fn game_end(steps: &[Step]) -> Option<(Outcome, &'static str)> {
    steps.iter().find_map(|s| match *s {
        Step::GameEnd { outcome, rule } => Some((outcome, rule.0)),
        _ => None,
    })
}

const N0: u8 = 6;
const N1: u8 = 7;
const N2: u8 = 8;
const N3: u8 = 9;
const N4: u8 = 10;
const N5: u8 = 11;

#[test]
fn presets_give_the_defaults_of_the_rules_table() {
    let expect = [
        (
            "oware",
            ["chain_backward", "false", "allowed", "true", "to_side_owner", "discard_and_compare", "true", "false"],
        ),
        (
            "wari",
            ["neighbours_both_sides", "false", "forbidden", "true", "discard", "discard_and_compare", "true", "false"],
        ),
        (
            "oua",
            ["chain_backward", "false", "allowed", "false", "to_side_owner", "discard_and_compare", "false", "false"],
        ),
    ];
    let keys = [
        "oware.capture_pattern",
        "oware.capture_only_last_pit",
        "oware.grand_slam",
        "oware.must_feed",
        "oware.remaining_on_no_move",
        "oware.agreed_end",
        "oware.end_at_majority",
        "oware.sow_into_own_store",
    ];
    for (id, values) in expect {
        let v = variant(id, &[]);
        for (key, value) in keys.iter().zip(values) {
            assert_eq!(v.options().get(key).map(|o| o.to_string()), Some(value.to_string()), "{id} {key}");
        }
        // A12: a cycle ends as an agreed end does by default: the seeds left are not counted.
        assert_eq!(v.options().get("oware.cycle_end"), Some(OptionValue::Choice("discard_and_compare")));
        assert_eq!(v.spec().section, "2.2");
        // T-OW-0: four seeds in each pit, South to move, every pit playable.
        let start = v.start_position();
        assert!(start.same_state(&pos(&v, "S=[4,4,4,4,4,4] N=[4,4,4,4,4,4] SS=0 NS=0, S to move")));
        assert_eq!(legal_tokens(&v, &start), ["S0", "S1", "S2", "S3", "S4", "S5"]);
    }
    assert_eq!(variant("wari", &[]).spec().name_ru, "Вари");
    assert!(Variant::new("oware", &[("oware.grand_slam", "sometimes")]).is_err());
}

#[test]
fn ow_5_sowing_from_the_start() {
    let v = oware(&[]);
    let steps = play(&v, &v.start_position(), "S4", "S=[4,4,4,4,0,5] N=[5,5,5,4,4,4] SS=0 NS=0, N to move");
    let rules: Vec<&str> = steps.iter().filter_map(Step::rule).map(|r| r.0).collect();
    assert_eq!(rules, ["OW-5"; 5], "pick-up and four sown seeds; no store in the circuit");
    assert_eq!(
        steps.last(),
        Some(&Step::TurnEnd { next: Side::North, why: TurnEndReason::CountNotCaptured { pit: 8, count: 5 } }),
        "no extra turns; the last seed made five in N2, which is not captured"
    );
    // North sows counter-clockwise too: N5 -> S0 ...
    let p = pos(&v, "S=[4,4,4,4,0,5] N=[5,5,5,4,4,4] SS=0 NS=0, N to move");
    play(&v, &p, "N5", "S=[5,5,5,5,0,5] N=[5,5,5,4,4,0] SS=0 NS=0, S to move");
}

#[test]
fn t_oua_1() {
    let text = "S=[0,0,0,0,0,6] N=[2,1,3,2,1,2] SS=0 NS=0, S to move";
    for id in ["oware", "oua"] {
        let v = variant(id, &[]);
        let p = pos(&v, text);
        assert_eq!(legal_tokens(&v, &p), ["S5"], "the only move");
        let steps = play(&v, &p, "S5", "S=[0,0,0,0,0,0] N=[3,2,4,0,0,0] SS=8 NS=0, N to move");
        assert_eq!(captures(&steps), [(N5, 3, "OW-7"), (N4, 2, "OW-7"), (N3, 3, "OW-7")], "{id}: stop at N2=4");
        assert!(game_end(&steps).is_none());
    }
    // A8 literal Oua: the last seed is in f = N5, so the capture is the same.
    let v = oware(&[("oware.capture_only_last_pit", "true")]);
    play(&v, &pos(&v, text), "S5", "S=[0,0,0,0,0,0] N=[3,2,4,0,0,0] SS=8 NS=0, N to move");
    // A7 neighbours: N5 and its only neighbour N4.
    for v in [oware(&[("oware.capture_pattern", "neighbours_both_sides")]), variant("wari", &[])] {
        let steps = play(&v, &pos(&v, text), "S5", "S=[0,0,0,0,0,0] N=[3,2,4,3,0,0] SS=5 NS=0, N to move");
        assert_eq!(captures(&steps), [(N5, 3, "OW-7"), (N4, 2, "A7")]);
    }
}

#[test]
fn t_oua_1b() {
    let text = "S=[0,0,0,0,0,0] N=[3,2,4,0,0,0] SS=8 NS=0, N to move";
    // oua_001 (must_feed=false): N0 and N1 leave S without seeds and the game ends at once.
    let v = variant("oua", &[]);
    let p = pos(&v, text);
    assert_eq!(legal_tokens(&v, &p), ["N0", "N1", "N2"]);
    for (token, board) in [("N0", "N=[0,3,5,1,0,0]"), ("N1", "N=[3,0,5,1,0,0]")] {
        // The 9 seeds on N's side go to N (to_side_owner): 8 against 9.
        let steps = play(&v, &p, token, "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=8 NS=9 result=N:cannot_move, S to move");
        let sown = steps.iter().position(|s| matches!(s, Step::TurnEnd { .. })).unwrap();
        let after_sowing = p.after_steps(&steps[..=sown]).unwrap();
        assert!(
            after_sowing.same_state(&pos(&v, &format!("S=[0,0,0,0,0,0] {board} SS=8 NS=0, N to move"))) || {
                // The text form with S to move would be rejected (S has no seeds); compare the boards.
                after_sowing.to_string().starts_with(&format!("S=[0,0,0,0,0,0] {board}"))
            }
        );
        let transfers: u32 = steps
            .iter()
            .filter_map(|s| match s {
                Step::Transfer { to: Place::Store(Side::North), count, rule, .. } if rule.0 == "OW-12" => {
                    Some(u32::from(*count))
                }
                _ => None,
            })
            .sum();
        assert_eq!(transfers, after_sowing.seeds_in_half(Side::North));
        assert_eq!(
            game_end(&steps),
            Some((Outcome { winner: Some(Side::North), reason: EndReason::CannotMove }, "OW-11"))
        );
    }
    play(&v, &p, "N2", "S=[1,0,0,0,0,0] N=[3,2,0,1,1,1] SS=8 NS=0, S to move");

    // must_feed=true (oware): only N2 feeds S.
    let v = oware(&[]);
    let p = pos(&v, text);
    assert_eq!(legal_tokens(&v, &p), ["N2"]);
    for token in ["N0", "N1"] {
        assert_eq!(
            illegal(&v, &p, token),
            IllegalReason::Forbidden { rule: "OW-10", why: Forbidden::MustFeed },
            "{token} does not feed S"
        );
    }
    let steps = play(&v, &p, "N2", "S=[1,0,0,0,0,0] N=[3,2,0,1,1,1] SS=8 NS=0, S to move");
    assert!(matches!(steps[0], Step::Note { note: Note::MustFeed, rule } if rule.0 == "OW-10"));
}

#[test]
fn t_oua_2() {
    let text = "S=[1,2,2,2,7,7] N=[2,1,0,2,1,0] SS=0 NS=0, S to move";
    for v in [oware(&[]), variant("oua", &[]), variant("wari", &[])] {
        let p = pos(&v, text);
        // S5: N0..N5, S0; the last seed is on S's own side: no capture.
        let steps = play(&v, &p, "S5", "S=[2,2,2,2,7,0] N=[3,2,1,3,2,1] SS=0 NS=0, N to move");
        assert!(captures(&steps).is_empty());
        // S4: S5, N0..N5; the last seed makes N5 = 1: no capture.
        let steps = play(&v, &p, "S4", "S=[1,2,2,2,0,8] N=[3,2,1,3,2,1] SS=0 NS=0, N to move");
        assert!(captures(&steps).is_empty());
    }
}

const OUA_3: &str = "S=[1,0,0,0,0,17] N=[0,0,0,0,0,0] SS=0 NS=0, S to move";

#[test]
fn t_oua_3_grand_slam_allowed() {
    let v = oware(&[]);
    let p = pos(&v, OUA_3);
    assert_eq!(legal_tokens(&v, &p), ["S5"], "must_feed: S0 does not reach N");
    let steps = play(&v, &p, "S5", "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=18 NS=0 result=S:cannot_move, N to move");
    // 17 seeds: N0..N5, S0..S4, skip S5 (OW-6), N0..N5.
    assert!(steps.iter().any(|s| matches!(s, Step::Skip { to: Place::Pit(5), rule } if rule.0 == "OW-6")));
    assert_eq!(
        captures(&steps),
        [(N5, 2, "OW-7"), (N4, 2, "OW-7"), (N3, 2, "OW-7"), (N2, 2, "OW-7"), (N1, 2, "OW-7"), (N0, 2, "OW-7")],
        "all 12 («игрок Р берет все 12 шариков»)"
    );
    assert_eq!(game_end(&steps), Some((Outcome { winner: Some(Side::South), reason: EndReason::CannotMove }, "OW-11")));
    // The position right after the sowing, as the seed draws it.
    let sown = steps.iter().position(|s| matches!(s, Step::Capture { .. })).unwrap();
    let mid = p.after_steps(&steps[..sown]).unwrap();
    assert_eq!(mid.pits(), [2, 1, 1, 1, 1, 0, 2, 2, 2, 2, 2, 2]);

    // The 6 seeds left on S's side, by remaining_on_no_move.
    let v = oware(&[("oware.remaining_on_no_move", "discard")]);
    play(&v, &pos(&v, OUA_3), "S5", "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=12 NS=0 off=6 result=S:cannot_move, N to move");
    let v = oware(&[("oware.remaining_on_no_move", "to_starved")]);
    play(&v, &pos(&v, OUA_3), "S5", "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=12 NS=6 result=S:cannot_move, N to move");

    // must_feed=false: S0 is legal too.
    let v = oware(&[("oware.must_feed", "false")]);
    assert_eq!(legal_tokens(&v, &pos(&v, OUA_3)), ["S0", "S5"]);
    let v = variant("oua", &[]);
    assert_eq!(legal_tokens(&v, &pos(&v, OUA_3)), ["S0", "S5"]);
}

#[test]
fn t_oua_3_wari_preset() {
    // neighbours_both_sides + forbidden: N5 and N4 only = 4, not a grand slam, so S5 is legal.
    let v = variant("wari", &[]);
    let p = pos(&v, OUA_3);
    assert_eq!(legal_tokens(&v, &p), ["S5"]);
    let steps = play(&v, &p, "S5", "S=[2,1,1,1,1,0] N=[2,2,2,2,0,0] SS=4 NS=0, N to move");
    assert_eq!(captures(&steps), [(N5, 2, "OW-7"), (N4, 2, "A7")]);
}

#[test]
fn t_oua_3_grand_slam_forbidden() {
    // chain_backward + forbidden: S5 would take all 12, S0 does not feed: no move, the game is over.
    let v = oware(&[("oware.grand_slam", "forbidden")]);
    assert!(matches!(v.parse_position(OUA_3), Err(PositionError::Inconsistent { rule: "OW-11", .. })));
    // Reached by a move: N feeds S0, and then S cannot feed N.
    let p = pos(&v, "S=[0,0,0,0,0,17] N=[0,0,0,0,0,1] SS=0 NS=0, N to move");
    let steps = play(&v, &p, "N5", "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=18 NS=0 result=S:cannot_feed, S to move");
    assert_eq!(game_end(&steps), Some((Outcome { winner: Some(Side::South), reason: EndReason::CannotFeed }, "OW-11")));
    // With must_feed=false the grand slam is still illegal, but S0 is a legal move.
    let v = oware(&[("oware.grand_slam", "forbidden"), ("oware.must_feed", "false")]);
    let p = pos(&v, OUA_3);
    assert_eq!(legal_tokens(&v, &p), ["S0"]);
    assert_eq!(illegal(&v, &p, "S5"), IllegalReason::Forbidden { rule: "OW-9", why: Forbidden::GrandSlam });
}

#[test]
fn t_oua_3_grand_slam_allowed_no_capture() {
    let v = oware(&[("oware.grand_slam", "allowed_no_capture")]);
    let steps = play(&v, &pos(&v, OUA_3), "S5", "S=[2,1,1,1,1,0] N=[2,2,2,2,2,2] SS=0 NS=0, N to move");
    assert!(captures(&steps).is_empty());
    assert!(steps.iter().any(|s| matches!(s, Step::Note { note: Note::GrandSlamNoCapture, rule } if rule.0 == "A9")));
    assert!(game_end(&steps).is_none());
}

#[test]
fn t_ow_23() {
    let text = "S=[0,0,0,0,0,23] N=[0,0,0,0,0,0] SS=0 NS=0, S to move";
    let v = oware(&[]);
    let steps = play(&v, &pos(&v, text), "S5", "S=[2,2,2,2,2,0] N=[0,2,2,2,2,2] SS=3 NS=0, N to move");
    // The origin is skipped twice, at the 12th and the 23rd seed.
    let skips =
        steps.iter().filter(|s| matches!(s, Step::Skip { to: Place::Pit(5), rule } if rule.0 == "OW-6")).count();
    assert_eq!(skips, 2);
    assert!(steps.iter().any(|s| matches!(s, Step::Lap { lap: 3 })));
    assert_eq!(captures(&steps), [(N0, 3, "OW-7")], "the chain stops at the start of N's row");

    let v = oware(&[("oware.capture_pattern", "neighbours_both_sides")]);
    play(&v, &pos(&v, text), "S5", "S=[2,2,2,2,2,0] N=[0,0,2,2,2,2] SS=5 NS=0, N to move");
    let v = oware(&[("oware.capture_only_last_pit", "true")]);
    play(&v, &pos(&v, text), "S5", "S=[2,2,2,2,2,0] N=[3,2,2,2,2,2] SS=0 NS=0, N to move");
}

#[test]
fn t_wari_nb() {
    let text = "S=[0,0,0,0,0,3] N=[1,2,1,3,0,0] SS=0 NS=0, S to move";
    // 7 of the 10 seeds is a majority (A16), so with end_at_majority the game ends at once.
    let v = oware(&[]);
    let steps =
        play(&v, &pos(&v, text), "S5", "S=[0,0,0,0,0,0] N=[0,0,0,3,0,0] SS=7 NS=0 result=S:majority, N to move");
    assert_eq!(captures(&steps), [(N2, 2, "OW-7"), (N1, 3, "OW-7"), (N0, 2, "OW-7")]);
    assert_eq!(game_end(&steps), Some((Outcome { winner: Some(Side::South), reason: EndReason::Majority }, "OW-11")));
    let v = oware(&[("oware.end_at_majority", "false")]);
    play(&v, &pos(&v, text), "S5", "S=[0,0,0,0,0,0] N=[0,0,0,3,0,0] SS=7 NS=0, N to move");

    // Neighbours: N2 + N1 + N3 = 8; N0 (2) is left, and N cannot feed S with it (OW-11b).
    let v = oware(&[("oware.capture_pattern", "neighbours_both_sides"), ("oware.end_at_majority", "false")]);
    let steps =
        play(&v, &pos(&v, text), "S5", "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=8 NS=2 result=S:cannot_feed, N to move");
    assert_eq!(captures(&steps), [(N2, 2, "OW-7"), (N1, 3, "A7"), (N3, 3, "A7")]);
    let sown = steps.iter().position(|s| matches!(s, Step::TurnEnd { .. })).unwrap();
    assert_eq!(pos(&v, text).after_steps(&steps[..=sown]).unwrap().pits(), [0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0]);
    // wari_001 discards the seeds left.
    let v = variant("wari", &[]);
    play(&v, &pos(&v, text), "S5", "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=8 NS=0 off=2 result=S:cannot_feed, N to move");

    let v = oware(&[("oware.capture_only_last_pit", "true")]);
    let steps = play(&v, &pos(&v, text), "S5", "S=[0,0,0,0,0,0] N=[2,3,2,3,0,0] SS=0 NS=0, N to move");
    assert!(captures(&steps).is_empty(), "the last seed is in N2, not N5 (f)");
}

#[test]
fn t_ow_nofeed() {
    let text = "S=[2,0,0,0,0,0] N=[0,0,0,0,0,0] SS=0 NS=0, S to move";
    // Default: no move of S can feed N, so the game is already over in this position.
    let v = oware(&[]);
    let err = v.parse_position(text).unwrap_err();
    assert!(matches!(err, PositionError::Inconsistent { rule: "OW-11", .. }), "{err}");
    // Reached by a move (N5 -> S0, S1: S=[2,1,0,0,0,0], which cannot feed N either), the game
    // ends there; the 3 seeds go by remaining_on_no_move.
    let before = "S=[1,0,0,0,0,0] N=[0,0,0,0,0,2] SS=0 NS=0, N to move";
    for (remaining, end) in [
        ("to_side_owner", "SS=3 NS=0 result=S:cannot_feed"),
        ("discard", "SS=0 NS=0 off=3 result=draw:cannot_feed"),
        ("to_starved", "SS=0 NS=3 result=N:cannot_feed"),
    ] {
        let v = oware(&[("oware.remaining_on_no_move", remaining)]);
        let steps = play(&v, &pos(&v, before), "N5", &format!("S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] {end}, S to move"));
        assert!(matches!(game_end(&steps), Some((_, "OW-11"))));
        assert!(steps
            .iter()
            .any(|s| matches!(s, Step::Transfer { from: Place::Pit(0), count: 2, rule, .. } if rule.0 == "OW-12")));
    }
    // Oua (must_feed=false): S may play S0; then N, to move, has no seeds.
    let v = variant("oua", &[]);
    let p = pos(&v, text);
    assert_eq!(legal_tokens(&v, &p), ["S0"]);
    play(&v, &p, "S0", "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=2 NS=0 result=S:cannot_move, N to move");
}

#[test]
fn ow_10_feeding_legality() {
    let text = "S=[6,1,5,0,0,1] N=[0,0,0,0,0,0] SS=10 NS=10, S to move";
    let v = oware(&[]);
    let p = pos(&v, text);
    // S0 needs 6 seeds to reach N0, S1 needs 5, S2 needs 4, S5 needs 1.
    assert_eq!(legal_tokens(&v, &p), ["S0", "S2", "S5"]);
    assert_eq!(illegal(&v, &p, "S1"), IllegalReason::Forbidden { rule: "OW-10", why: Forbidden::MustFeed });
    for token in ["S0", "S2", "S5"] {
        let (after, steps) = v.play_token(&p, token).unwrap();
        assert!(after.seeds_in_half(Side::North) > 0, "{token} feeds N");
        assert!(matches!(steps[0], Step::Note { note: Note::MustFeed, .. }));
    }
    // With the own store in the circuit (A13) the store takes one seed on the way.
    let v = oware(&[("oware.sow_into_own_store", "true")]);
    assert_eq!(legal_tokens(&v, &pos(&v, text)), ["S2"]);
    // Without the feeding rule, every non-empty pit.
    let v = variant("oua", &[]);
    assert_eq!(legal_tokens(&v, &pos(&v, text)), ["S0", "S1", "S2", "S5"]);
    // Feeding only applies when the opponent is empty at the start of the turn.
    let v = oware(&[]);
    let p = pos(&v, "S=[6,1,5,0,0,1] N=[0,0,0,0,0,1] SS=10 NS=10, S to move");
    assert_eq!(legal_tokens(&v, &p), ["S0", "S1", "S2", "S5"]);
}

#[test]
fn ow_9_forbidden_grand_slam_under_wari() {
    let v = variant("wari", &[]);
    // S5 sows N0, N1 to 2 each: N1 + its neighbour N0 would take every N seed.
    let p = pos(&v, "S=[1,0,0,0,0,2] N=[1,1,0,0,0,0] SS=0 NS=0, S to move");
    assert_eq!(legal_tokens(&v, &p), ["S0"]);
    assert_eq!(illegal(&v, &p, "S5"), IllegalReason::Forbidden { rule: "OW-9", why: Forbidden::GrandSlam });
    // If every move is a forbidden grand slam, the game is over (A9 open point).
    assert!(matches!(
        v.parse_position("S=[0,0,0,0,0,2] N=[1,1,0,0,0,0] SS=0 NS=0, S to move"),
        Err(PositionError::Inconsistent { rule: "OW-11", .. })
    ));
    // ... and a move that leads there ends the game, citing A9: S0 (6 seeds) would make N0 = 2 and
    // take every N seed. The seeds left are discarded (wari_001).
    let p = pos(&v, "S=[5,0,0,0,0,0] N=[1,0,0,0,0,1] SS=10 NS=10, N to move");
    let steps =
        play(&v, &p, "N5", "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=10 NS=10 off=7 result=draw:cannot_move, S to move");
    assert_eq!(game_end(&steps), Some((Outcome { winner: None, reason: EndReason::CannotMove }, "A9")));
    assert!(matches!(
        v.parse_position("S=[6,0,0,0,0,0] N=[1,0,0,0,0,0] SS=10 NS=10, S to move"),
        Err(PositionError::Inconsistent { rule: "OW-11", .. })
    ));
}

#[test]
fn a13_sowing_into_the_own_store() {
    let v = oware(&[("oware.sow_into_own_store", "true")]);
    let p = pos(&v, "S=[0,0,0,0,0,8] N=[1,1,1,1,1,1] SS=0 NS=0, S to move");
    // SS, N0..N5, skip NS, S0.
    let steps = play(&v, &p, "S5", "S=[1,0,0,0,0,0] N=[2,2,2,2,2,2] SS=1 NS=0, N to move");
    assert!(steps.iter().any(|s| matches!(s, Step::Sow { to: Place::Store(Side::South), rule } if rule.0 == "A13")));
    assert!(steps.iter().any(|s| matches!(s, Step::Skip { to: Place::Store(Side::North), rule } if rule.0 == "A13")));
    assert!(captures(&steps).is_empty());
    // The last seed in the own store is no extra turn.
    let p = pos(&v, "S=[0,0,0,0,1,1] N=[1,1,1,1,1,1] SS=0 NS=0, S to move");
    play(&v, &p, "S5", "S=[0,0,0,0,1,0] N=[1,1,1,1,1,1] SS=1 NS=0, N to move");
    // A lap of 12 places (11 pits and the store): the 13th seed skips the origin.
    let p = pos(&v, "S=[0,0,0,0,0,13] N=[1,1,1,1,1,1] SS=0 NS=0, S to move");
    // SS, N0..N5, skip NS, S0..S4, skip S5 (the origin), and the 13th seed into SS again.
    let steps = play(&v, &p, "S5", "S=[1,1,1,1,1,0] N=[2,2,2,2,2,2] SS=2 NS=0, N to move");
    assert!(steps.iter().any(|s| matches!(s, Step::Skip { to: Place::Pit(5), rule } if rule.0 == "OW-6")));
    assert!(matches!(steps.iter().rev().nth(1), Some(Step::Sow { to: Place::Store(Side::South), .. })));
    assert_eq!(captures(&steps), []);
}

#[test]
fn illegal_moves_and_their_reasons() {
    let v = oware(&[]);
    let p = pos(&v, "S=[0,1,1,1,1,1] N=[1,1,1,1,1,1] SS=0 NS=0, S to move");
    assert_eq!(illegal(&v, &p, "S0"), IllegalReason::EmptyPit { pit: 0 });
    assert_eq!(illegal(&v, &p, "N2"), IllegalReason::NotYourPit { pit: 8 });
    assert_eq!(illegal(&v, &p, "S1/ccw"), IllegalReason::UnexpectedAction { index: 1 });
    let over = pos(&v, "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=24 NS=24 result=draw:cannot_move, S to move");
    assert_eq!(illegal(&v, &over, "S1"), IllegalReason::GameOver);
    assert!(v.legal_moves(&over).is_empty());
}

#[test]
fn position_validation() {
    let v = oware(&[]);
    let err = |text: &str| v.parse_position(text).expect_err(text);
    // OW-11: the player to move has no seeds.
    assert!(matches!(
        err("S=[0,0,0,0,0,0] N=[1,1,1,1,1,1] SS=0 NS=0, S to move"),
        PositionError::Inconsistent { rule: "OW-11", .. }
    ));
    // OW-11a / A16: a player already has more than half of the seeds.
    assert!(matches!(
        err("S=[1,1,1,1,1,1] N=[1,1,1,1,1,1] SS=25 NS=11, S to move"),
        PositionError::Inconsistent { rule: "OW-11", .. }
    ));
    assert!(variant("oua", &[]).parse_position("S=[1,1,1,1,1,1] N=[1,1,1,1,1,1] SS=25 NS=11, S to move").is_ok());
    // OW-12: seeds off the board only after the end.
    assert!(matches!(
        err("S=[1,1,1,1,1,1] N=[1,1,1,1,1,1] SS=0 NS=0 off=3, S to move"),
        PositionError::Inconsistent { rule: "OW-12", .. }
    ));
    assert!(v.parse_position("S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=20 NS=22 off=6 result=N:agreed, S to move").is_ok());
    // Shape and two-row rules.
    assert!(matches!(
        err("S=[4,4,4,4,4,4,4,4] N=[4,4,4,4,4,4,4,4] SS=0 NS=0, S to move"),
        PositionError::WrongLayout { .. }
    ));
    assert!(matches!(
        err("S=[4,4,4,4,4,4] N=[4,4,4,4,4,4] S.res=2 N.res=0, S to move"),
        PositionError::Inconsistent { rule: "§0.2.1", .. }
    ));
    assert!(matches!(
        err("S=[4,4,4,4,4,4] N=[4,4,4,4,4,4] N.house=destroyed, S to move"),
        PositionError::Inconsistent { rule: "KSW-18", .. }
    ));
    assert!(matches!(err("S=[4,4,4,4,4] N=[4,4,4,4,4,4], S to move"), PositionError::WrongPitCount { .. }));
    // The opponent may be empty as long as the mover can feed him.
    assert!(v.parse_position("S=[0,0,0,0,0,1] N=[0,0,0,0,0,0] SS=0 NS=0, S to move").is_ok());
}

#[test]
fn ow_11c_agreed_end() {
    let text = "S=[1,0,0,0,0,2] N=[0,3,0,0,0,1] SS=5 NS=6, S to move";
    // discard_and_compare (default): the 7 seeds leave the board, 5 against 6.
    let v = oware(&[]);
    let (after, steps) = v.agree_end(&pos(&v, text)).unwrap();
    assert!(after.same_state(&pos(&v, "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=5 NS=6 off=7 result=N:agreed, S to move")));
    assert_eq!(pos(&v, text).after_steps(&steps).unwrap(), after);
    assert!(steps.iter().filter(|s| matches!(s, Step::Transfer { .. })).all(|s| s.rule().unwrap().0 == "OW-12"));
    assert_eq!(game_end(&steps), Some((Outcome { winner: Some(Side::North), reason: EndReason::Agreed }, "OW-11")));
    // draw (A49): the totals do not count.
    let v = oware(&[("oware.agreed_end", "draw")]);
    let (after, steps) = v.agree_end(&pos(&v, text)).unwrap();
    assert!(after.same_state(&pos(&v, "S=[1,0,0,0,0,2] N=[0,3,0,0,0,1] SS=5 NS=6 result=draw:agreed, S to move")));
    assert_eq!(steps.len(), 1);
    // each_takes_own_side: 8 against 10.
    let v = oware(&[("oware.agreed_end", "each_takes_own_side")]);
    let (after, _) = v.agree_end(&pos(&v, text)).unwrap();
    assert!(after.same_state(&pos(&v, "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=8 NS=10 result=N:agreed, S to move")));
    // Through a game, and not twice.
    let mut game = Game::from_position(v.clone(), pos(&v, text));
    assert!(game.agree_end().is_ok());
    assert!(game.position().is_over());
    assert_eq!(game.agree_end(), Err(AgreeEndError::GameOver));
    // Kalah has no such rule.
    let kalah = Variant::new("kalah", &[]).unwrap();
    assert_eq!(kalah.agree_end(&kalah.start_position()).unwrap_err(), AgreeEndError::NotSupported);
}

/// One seed each, every move forced: after 12 plies the start position is back.
const CYCLE: &str = "S=[1,0,0,0,0,0] N=[1,0,0,0,0,0] SS=5 NS=5, S to move";
const CYCLE_MOVES: [&str; 12] = ["S0", "N0", "S1", "N1", "S2", "N2", "S3", "N3", "S4", "N4", "S5", "N5"];

fn play_cycle(v: &Variant) -> (Game, Vec<Step>) {
    play_cycle_from(v, CYCLE)
}

fn play_cycle_from(v: &Variant, start: &str) -> (Game, Vec<Step>) {
    let mut game = Game::from_position(v.clone(), pos(v, start));
    let mut last = Vec::new();
    for token in CYCLE_MOVES {
        assert!(!game.position().is_over(), "the game ended before {token}");
        assert_eq!(v.legal_moves(game.position()).len(), 1, "{token} is forced in {}", game.position());
        let mv = v.parse_move(game.position(), token).unwrap();
        last = game.play(&mv).unwrap();
    }
    (game, last)
}

#[test]
fn cycle_rule_ends_a_repeated_position() {
    // Default (discard_and_compare, A12 and [001 L114]): the two seeds left are not counted; 5 against 5.
    let v = oware(&[]);
    let (game, steps) = play_cycle(&v);
    assert!(game
        .position()
        .same_state(&pos(&v, "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=5 NS=5 off=2 result=draw:repetition, S to move")));
    assert_eq!(game_end(&steps), Some((Outcome { winner: None, reason: EndReason::Repetition }, "A12")));
    // The last move of the cycle was a forced feeding move.
    assert!(steps.iter().any(|s| matches!(s, Step::Note { note: Note::MustFeed, .. })));

    // Whoever captured more wins, whatever lies on the board.
    let v = oware(&[]);
    let (game, _) = play_cycle_from(&v, "S=[1,0,0,0,0,0] N=[1,0,0,0,0,0] SS=4 NS=6, S to move");
    assert!(game
        .position()
        .same_state(&pos(&v, "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=4 NS=6 off=2 result=N:repetition, S to move")));

    // Each player takes the seed on his side; 6 against 6.
    let v = oware(&[("oware.cycle_end", "each_takes_own_side")]);
    let (game, steps) = play_cycle(&v);
    assert!(game
        .position()
        .same_state(&pos(&v, "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=6 NS=6 result=draw:repetition, S to move")));
    assert!(matches!(steps.iter().rev().nth(1), Some(Step::Transfer { .. })));

    // As an agreed end: here the agreed end gives each his own row.
    let v = oware(&[("oware.cycle_end", "as_agreed_end"), ("oware.agreed_end", "each_takes_own_side")]);
    let (game, _) = play_cycle(&v);
    assert!(game
        .position()
        .same_state(&pos(&v, "S=[0,0,0,0,0,0] N=[0,0,0,0,0,0] SS=6 NS=6 result=draw:repetition, S to move")));

    // A stalemate is a draw (A49): the seeds stay where they are, and 4 against 6 is a draw too.
    let v = oware(&[("oware.cycle_end", "draw"), ("oware.agreed_end", "each_takes_own_side")]);
    let (game, steps) = play_cycle_from(&v, "S=[1,0,0,0,0,0] N=[1,0,0,0,0,0] SS=4 NS=6, S to move");
    assert!(game
        .position()
        .same_state(&pos(&v, "S=[1,0,0,0,0,0] N=[1,0,0,0,0,0] SS=4 NS=6 result=draw:repetition, S to move")));
    assert_eq!(game_end(&steps), Some((Outcome { winner: None, reason: EndReason::Repetition }, "A49")));
    // There is no "off" (a game could go round for ever).
    assert!(Variant::new("oware", &[("oware.cycle_end", "off")]).is_err());
}

#[test]
fn cycle_rule_is_a_repetition_since_the_last_capture() {
    let rule = oware(&[]).repetition();
    assert_eq!(rule, Some(RepetitionRule { occurrences: 2, since_capture: true, rule: "A12" }));
    assert_eq!(variant("oua", &[("oware.cycle_end", "draw")]).repetition(), rule);
    // A capture clears the history: the game goes on after one.
    let v = oware(&[]);
    let p = pos(&v, "S=[1,0,0,0,3,1] N=[0,0,0,0,0,1] SS=5 NS=5, N to move");
    let mut game = Game::from_position(v.clone(), p);
    let steps = game.play(&v.parse_move(game.position(), "N5").unwrap()).unwrap();
    assert_eq!(captures(&steps), [(0, 2, "OW-7")]);
    assert!(!game.position().is_over());
}

/// Every option set of `id`: its defaults, then each option at each other value.
fn option_sets(id: &str) -> Vec<Variant> {
    mancala_engine::variants().into_iter().find(|s| s.id == id).unwrap().option_variants()
}

/// Search and playouts sow whole laps at once when no step is recorded (`NoSteps`); the result
/// must be the position the step-by-step log gives, for every move of many random games.
#[test]
fn playing_without_steps_gives_the_same_positions() {
    for id in ["oware", "wari", "oua"] {
        for v in option_sets(id) {
            let mut rng = 0x9e37_79b9_7f4a_7c15_u64;
            for _ in 0..10 {
                let mut p = v.start_position();
                let mut plies = 0;
                while !p.is_over() && plies < 400 {
                    let legal = v.legal_moves(&p);
                    for mv in &legal {
                        let (logged, _) = v.play(&p, mv).unwrap();
                        let mut fast = p.clone();
                        v.play_legal(&mut fast, mv);
                        assert_eq!(fast, logged, "{id} {:?}: {} in {p}", v.changed_options(), mv.token(p.layout()));
                    }
                    rng ^= rng << 13;
                    rng ^= rng >> 7;
                    rng ^= rng << 17;
                    p = v.play(&p, &legal[(rng % legal.len() as u64) as usize]).unwrap().0;
                    plies += 1;
                }
            }
            for text in [
                OUA_3,
                "S=[0,0,0,0,0,23] N=[0,0,0,0,0,0] SS=0 NS=0, S to move",
                "S=[1,1,1,1,1,1] N=[0,0,40,0,0,1] SS=0 NS=0, N to move",
            ] {
                // Some option sets end the game in these positions already.
                let Ok(p) = v.parse_position(text) else { continue };
                for mv in v.legal_moves(&p) {
                    let mut fast = p.clone();
                    v.play_legal(&mut fast, &mv);
                    assert_eq!(fast, v.play(&p, &mv).unwrap().0, "{id} {:?}: {text}", v.changed_options());
                }
            }
        }
    }
}
