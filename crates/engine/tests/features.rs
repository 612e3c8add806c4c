//! What a position may hold besides the seeds in its pits (stores, seeds off the board, reserves,
//! rounds) is data on each variant's spec (`VariantSpec::features`), checked once by
//! `Variant::position`. These tests hold the data to the rules: a part the game does not have is
//! refused with the rule its spec names, and the parts it has are there in its games (that no
//! position reached in play is refused is `properties.rs`'s round trip along random games).

use mancala_engine::{variants, Inconsistency, Part, PositionError, Rows, Setup, Side, Variant};

/// One seed of `setup` moved out of the pits (or, when no pit has two, out of a reserve), for
/// `put` to place elsewhere: the total stays the same.
fn moved(setup: &Setup, put: impl Fn(&mut Setup)) -> Setup {
    let mut s = setup.clone();
    if let Some(p) = s.pits.iter().position(|&c| c >= 2) {
        s.pits[p] -= 1;
    } else {
        let r = s.reserves.iter().position(|&c| c > 0).expect("a seed to move");
        s.reserves[r] -= 1;
    }
    put(&mut s);
    s
}

#[test]
fn a_part_the_game_does_not_have_is_refused_with_the_rule_its_spec_names() {
    let mut refused = 0;
    for spec in variants() {
        let v = Variant::new(spec.id, &[]).unwrap();
        let start = v.start_position().to_setup();
        assert!(v.position(&start).is_ok(), "{}", spec.id);
        let f = spec.features;
        let cases = [
            (Part::Stores, f.stores, moved(&start, |s| s.stores[0] += 1)),
            (Part::Off, f.off, moved(&start, |s| s.off += 1)),
            (Part::Reserves, f.reserves, moved(&start, |s| s.reserves[1] += 1)),
            (Part::Rounds, f.rounds, Setup { round: 2, ..start.clone() }),
            (Part::Rounds, f.rounds, Setup { starter: Side::North, ..start.clone() }),
        ];
        // A blocked pit, on the inner row where Bao la Kiswahili blocks (off a four-row board it
        // is refused as off the board).
        let blocked = (v.layout().rows == Rows::Four).then(|| {
            (
                Part::Blocking,
                f.blocking,
                Setup { blocked: Some(v.layout().inner(Side::South, 3) as u8), ..start.clone() },
            )
        });
        let cases = cases.into_iter().chain(blocked);
        for (part, rule, setup) in cases {
            let Some(rule) = rule else { continue };
            match v.position(&setup) {
                Err(PositionError::Inconsistent { rule: r, reason }) => {
                    assert_eq!((r, reason), (rule, Inconsistency::NoSuchPart(part)), "{} {part:?}", spec.id);
                }
                other => panic!("{} {part:?}: {other:?}", spec.id),
            }
            refused += 1;
        }
    }
    // Every game lacks some part (no game has all four).
    assert!(refused >= variants().len(), "{refused}");
}

#[test]
fn only_bao_la_kiswahili_has_a_blocked_pit_and_only_nam_nam_rounds_begun_by_north() {
    for spec in variants() {
        assert_eq!(
            spec.features.blocking.is_none(),
            ["kiswahili", "katra_fandatsaka", "katra_sakalava"].contains(&spec.id),
            "{}",
            spec.id
        );
    }
    // Hus, say, refuses a blocked pit, as it refuses a round begun by North.
    let hus = Variant::new("hus", &[]).unwrap();
    let start = hus.start_position().to_setup();
    let blocked = Setup { blocked: Some(hus.layout().inner(Side::North, 2) as u8), ..start.clone() };
    assert!(matches!(
        hus.position(&blocked),
        Err(PositionError::Inconsistent { rule: "KSW-21", reason: Inconsistency::NoSuchPart(Part::Blocking) })
    ));
    let north_began = Setup { starter: Side::North, ..start };
    assert!(matches!(
        hus.position(&north_began),
        Err(PositionError::Inconsistent { rule: "NAM-8", reason: Inconsistency::NoSuchPart(Part::Rounds) })
    ));
    // Nam-Nam keeps who began the round (NAM-8).
    let namnam = Variant::new("namnam", &[]).unwrap();
    let setup = Setup { starter: Side::North, ..namnam.start_position().to_setup() };
    assert_eq!(namnam.position(&setup).unwrap().round_starter(), Side::North);
}

#[test]
fn the_features_say_what_the_articles_give_each_family() {
    let has = |id: &str| {
        let f = Variant::new(id, &[]).unwrap().spec().features;
        [f.stores.is_none(), f.off.is_none(), f.reserves.is_none(), f.rounds.is_none()]
    };
    // Stores in the circuit (Kalah) or of captured seeds (Oware, Hus); off the board only where
    // the game ends by removing seeds (Oware's OW-12; Kalah's KAL-9 keeps them in the stores).
    assert_eq!(has("kalah"), [true, false, false, false]);
    assert_eq!(has("oware"), [true, true, false, false]);
    // Only Nam-Nam has rounds (NAM-8).
    assert_eq!(has("namnam"), [true, true, false, true]);
    assert!(variants().iter().filter(|s| s.features.rounds.is_none()).all(|s| ["namnam", "ayoayo"].contains(&s.id)));
    // The Bao games that plant have reserves (KSW-4, KIM-2); Bao la Kujifunza does not (KUJ-2);
    // their captured seeds are sown back (KSW-3, KIM-7, KUJ-10), as in Omweso (OMW-7).
    assert_eq!(has("kiswahili"), [false, false, true, false]);
    assert_eq!(has("kimasai"), [false, false, true, false]);
    assert_eq!(has("kujifunza"), [false, false, false, false]);
    assert_eq!(has("omweso"), [false, false, false, false]);
    assert_eq!(has("hus"), [true, false, false, false]);
}
