//! Which evaluation each game gets, and whether its search hashes pit owners, as derived from its
//! spec (`Family::of`, `Features::pits_change_owner`), pinned by id: the one place the search's
//! crate names games, so a spec that changes family or rounds shows here.

use mancala_ai::Family;
use mancala_engine::{variants, Variant};

/// Every registered variant's evaluation, by id (as `Family::of` matched ids before the spec said
/// the family).
const EXPECTED: &[(&str, Family)] = &[
    ("kalah", Family::Kalah),
    ("oware", Family::Oware),
    ("wari", Family::Oware),
    ("oua", Family::Oware),
    ("namnam", Family::TwoRowOther),
    ("ayoayo", Family::TwoRowOther),
    ("bao_kenyan_children", Family::TwoRowOther),
    ("bao_kenyan_laps", Family::TwoRowOther),
    ("kiarabu", Family::FourRow),
    ("kabwanga", Family::FourRow),
    ("moruba", Family::FourRow),
    ("hus", Family::FourRow),
    ("omweso", Family::FourRow),
    ("kimasai", Family::FourRow),
    ("kujifunza", Family::FourRow),
    ("kiswahili", Family::FourRow),
    ("katra_fandatsaka", Family::FourRow),
    ("katra_sakalava", Family::FourRow),
    ("choro", Family::FourRow),
];

#[test]
fn each_variant_gets_the_evaluation_of_its_family() {
    let all = variants();
    assert_eq!(all.len(), EXPECTED.len(), "a variant without its expected evaluation here");
    for spec in all {
        let expected = EXPECTED.iter().find(|(id, _)| *id == spec.id).map(|&(_, f)| f);
        assert!(expected.is_some(), "{}: no expected evaluation here", spec.id);
        for variant in spec.option_variants() {
            assert_eq!(Some(Family::of(&variant)), expected, "{} {:?}", spec.id, variant.changed_options());
        }
    }
}

#[test]
fn only_the_games_played_in_rounds_have_pits_that_change_owner() {
    for spec in variants() {
        let rounds = matches!(spec.id, "namnam" | "ayoayo");
        assert_eq!(spec.features.pits_change_owner(), rounds, "{}", spec.id);
    }
    // Kalah cannot repeat a position, so its search keeps no path of positions.
    let kalah = Variant::new("kalah", &[]).expect("kalah");
    assert!(!Family::of(&kalah).can_repeat());
}
