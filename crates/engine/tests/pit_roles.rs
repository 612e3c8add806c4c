//! The pits with a role of their own (heads, outskirts, houses: RULES.md §0.2.2) are data on each
//! variant's spec (`VariantSpec::pit_roles`). These tests hold the data to RULES.md's text, to the
//! rules the games play, and to the one check of houses in `Variant::position`.

use mancala_engine::{variants, Layout, PitRole, PositionError, Row, Side, Variant};

fn names(v: &Variant, role: PitRole, side: Side) -> Vec<String> {
    let layout = v.layout();
    let mut out: Vec<String> = v
        .spec()
        .pit_roles
        .pits(layout)
        .into_iter()
        .filter(|&(p, r)| r == role && layout.side_of(p) == side)
        .map(|(p, _)| layout.pit_name(p))
        .collect();
    out.sort();
    out
}

#[test]
fn the_bao_games_have_heads_outskirts_and_their_houses_as_rules_md_names_them() {
    // KUJ-11(1), KSW-1: heads I1 and I8, outskirts I1, I2, I7, I8 (a head is listed as a head);
    // KSW-18: the house (nyumba) I5; KS-1: Katra Sakalava's two house parts I5 and O5; KNH-1:
    // Katra Fandatsaka has none.
    let houses: &[(&str, &[&str])] = &[
        ("kujifunza", &[]),
        ("kiswahili", &["S.I5"]),
        ("katra_fandatsaka", &[]),
        ("katra_sakalava", &["S.I5", "S.O5"]),
    ];
    for &(id, house) in houses {
        let v = Variant::new(id, &[]).unwrap();
        assert_eq!(names(&v, PitRole::Head, Side::South), ["S.I1", "S.I8"], "{id}");
        assert_eq!(names(&v, PitRole::Outskirt, Side::South), ["S.I2", "S.I7"], "{id}");
        assert_eq!(names(&v, PitRole::House, Side::South), house, "{id}");
        assert_eq!(names(&v, PitRole::Head, Side::North), ["N.I1", "N.I8"], "{id}");
        assert_eq!(v.spec().pit_roles.has_house(), !house.is_empty(), "{id}");
    }
}

#[test]
fn the_other_games_have_no_pit_with_a_role() {
    for spec in variants() {
        if ["kujifunza", "kiswahili", "katra_fandatsaka", "katra_sakalava"].contains(&spec.id) {
            continue;
        }
        let v = Variant::new(spec.id, &[]).unwrap();
        assert!(spec.pit_roles.pits(v.layout()).is_empty(), "{}", spec.id);
    }
}

#[test]
fn roles_do_not_fit_a_two_row_board_or_fall_off_a_small_one() {
    let bao = Variant::new("kiswahili", &[]).unwrap().spec().pit_roles;
    assert!(bao.pits(Layout::two_row(8)).is_empty());
    let small = bao.pits(Layout::four_row(4));
    assert!(small.iter().all(|&(p, _)| p < Layout::four_row(4).pit_count()));
    // Every pit has one role.
    let mut pits: Vec<usize> = bao.pits(Layout::four_row(8)).into_iter().map(|(p, _)| p).collect();
    let n = pits.len();
    pits.sort_unstable();
    pits.dedup();
    assert_eq!(pits.len(), n);
}

/// The house the data names is the one the rules play: in Bao la Kiswahili a house emptied is
/// destroyed, so a position with its house pit empty and the house standing is refused (KSW-18),
/// and the same position with any other inner pit emptied instead is not refused for that.
#[test]
fn the_house_in_the_data_is_the_house_the_rules_keep() {
    let mut houses = 0;
    for id in ["kiswahili", "katra_sakalava"] {
        let v = Variant::new(id, &[]).unwrap();
        let start = v.start_position().to_setup();
        let layout = v.layout();
        for (pit, role) in v.spec().pit_roles.pits(layout) {
            if role != PitRole::House || layout.side_of(pit) != Side::South {
                continue;
            }
            let mut setup = start.clone();
            setup.pits[pit] = 0;
            let err = v.position(&setup).expect_err(&format!("{id}: {} empty, house standing", layout.pit_name(pit)));
            assert!(
                matches!(err, PositionError::Inconsistent { rule: "KSW-18" | "KS-5", .. }),
                "{id} {}: {err:?}",
                layout.pit_name(pit)
            );
            houses += 1;
            setup.house_destroyed = [true, false];
            v.position(&setup).unwrap_or_else(|e| panic!("{id}: a destroyed house may be empty: {e}"));
        }
        let row_of_houses: Vec<(Row, u8)> = v.spec().pit_roles.houses.to_vec();
        assert!(row_of_houses.contains(&(Row::Inner, 5)), "{id}");
    }
    assert_eq!(houses, 3, "I5 of Bao la Kiswahili, I5 and O5 of Katra Sakalava");
}

/// One check for every game: a destroyed house in a game without a house is refused, citing
/// the house rule (KSW-18), or the game's own rule where it has one (Katra Fandatsaka: KNH-1).
#[test]
fn a_destroyed_house_is_refused_in_every_game_without_one() {
    for spec in variants() {
        if spec.pit_roles.has_house() {
            continue;
        }
        let v = Variant::new(spec.id, &[]).unwrap();
        for side in Side::BOTH {
            let mut setup = v.start_position().to_setup();
            setup.house_destroyed[side.index()] = true;
            let err = v.position(&setup).expect_err(spec.id);
            let expected = if spec.id == "katra_fandatsaka" { "KNH-1" } else { "KSW-18" };
            assert!(
                matches!(err, PositionError::Inconsistent { rule, .. } if rule == expected),
                "{} {side}: {err:?}",
                spec.id
            );
        }
    }
}
