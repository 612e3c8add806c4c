//! The families of games a build has (Cargo.toml's features `two-row` and `four-row`): the
//! registry lists exactly the variants of the families built in, each plays a game to its end,
//! and a variant of a family left out is named as such. Run under every feature set:
//!
//! ```text
//! cargo test -p mancala-engine --test families
//! cargo test -p mancala-engine --test families --no-default-features --features two-row
//! cargo test -p mancala-engine --test families --no-default-features --features four-row
//! ```

use mancala_engine::playout::Rng;
use mancala_engine::{variant_rows, variants, Game, Rows, Variant, VariantError};

/// Whether this build has the games of `rows`.
fn built(rows: Rows) -> bool {
    match rows {
        Rows::Two => cfg!(feature = "two-row"),
        Rows::Four => cfg!(feature = "four-row"),
    }
}

/// Variant ids of each family (RULES.md's two-row and four-row games), to check the build by.
const TWO_ROW: &[&str] = &["kalah", "oware", "namnam", "bao_kenyan_children"];
const FOUR_ROW: &[&str] = &["kiarabu", "hus", "omweso", "choro", "kimasai", "kujifunza", "kiswahili"];

#[test]
fn the_registry_lists_exactly_the_built_families() {
    let specs = variants();
    assert!(!specs.is_empty());
    for spec in &specs {
        assert!(built(spec.rows), "{} is listed, but its family ({:?} rows) is not built", spec.id, spec.rows);
        assert_eq!(variant_rows(spec.id), Some(spec.rows), "{}", spec.id);
    }
    for (rows, ids) in [(Rows::Two, TWO_ROW), (Rows::Four, FOUR_ROW)] {
        for id in ids {
            assert_eq!(variant_rows(id), Some(rows), "{id}");
            let listed = specs.iter().any(|s| s.id == *id);
            assert_eq!(listed, built(rows), "{id}: listed {listed}, family built {}", built(rows));
        }
        let of_family = specs.iter().filter(|s| s.rows == rows).count();
        assert_eq!(of_family > 0, built(rows), "{rows:?} rows: {of_family} variants listed");
    }
}

/// Random legal moves through [`Game`], whose repetition rules end the games that cycle.
#[test]
fn every_listed_variant_plays_a_random_game_to_its_end() {
    for spec in variants() {
        let variant = Variant::new(spec.id, &[]).unwrap_or_else(|e| panic!("{}: {e}", spec.id));
        assert_eq!(variant.layout().rows, spec.rows, "{}", spec.id);
        let mut game = Game::new(variant.clone());
        let mut rng = Rng::new(1);
        // 20,000 plies, as the property tests allow (far more than these games take).
        for _ in 0..20_000 {
            let legal = variant.legal_moves(game.position());
            if legal.is_empty() {
                break;
            }
            game.play(&legal[rng.below(legal.len())]).unwrap_or_else(|e| panic!("{}: {e}", spec.id));
        }
        assert!(game.position().is_over(), "{}: no end after {} plies", spec.id, game.moves().len());
    }
}

#[test]
fn a_variant_of_a_family_left_out_is_named_as_such() {
    for (rows, ids) in [(Rows::Two, TWO_ROW), (Rows::Four, FOUR_ROW)] {
        for id in ids {
            match Variant::new(id, &[]) {
                Ok(v) => assert!(built(rows), "{id} builds, but its family is left out ({:?})", v.spec().rows),
                Err(VariantError::FamilyNotBuilt { id: got, rows: got_rows }) => {
                    assert!(!built(rows), "{id}: FamilyNotBuilt, but its family is built");
                    assert_eq!((got.as_str(), got_rows), (*id, rows));
                }
                Err(e) => panic!("{id}: {e}"),
            }
        }
    }
    assert!(matches!(Variant::new("no_such_game", &[]), Err(VariantError::UnknownVariant { .. })));
}
