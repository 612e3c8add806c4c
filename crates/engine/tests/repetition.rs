//! `engine.repetition_draw` (RULES.md C4-7: "a position repeated three times … is a draw; option
//! `engine.repetition_draw` (default 3; 0 = off)") means the same in every game that has it.

use mancala_engine::playout::Rng;
use mancala_engine::{variants, Game, Variant};

const KEY: &str = "engine.repetition_draw";

/// The variants that declare the option.
fn with_the_option() -> Vec<&'static str> {
    variants().into_iter().filter(|s| s.options.iter().any(|o| o.key == KEY)).map(|s| s.id).collect()
}

/// A seeded random game through [`Game`] (whose repetition rule ends a game), as the plies played
/// and the final position's text.
fn random_game(id: &str, value: &str, seed: u64) -> (usize, String) {
    let variant = Variant::new(id, &[(KEY, value)]).unwrap_or_else(|e| panic!("{id}: {e}"));
    let mut game = Game::new(variant.clone());
    let mut rng = Rng::new(seed);
    while game.moves().len() < 5_000 {
        let legal = variant.legal_moves(game.position());
        if legal.is_empty() {
            break;
        }
        game.play(&legal[rng.below(legal.len())]).unwrap();
    }
    (game.moves().len(), game.position().to_string())
}

#[cfg(feature = "four-row")]
#[test]
fn the_four_row_games_without_a_rule_of_their_own_have_the_option() {
    let ids = with_the_option();
    for id in ["hus", "omweso", "kimasai", "kujifunza", "kiswahili", "katra_fandatsaka", "katra_sakalava", "choro"] {
        assert!(ids.contains(&id), "{id} lacks {KEY}");
    }
}

#[test]
fn the_value_1_does_not_end_a_game_at_its_first_position() {
    for id in with_the_option() {
        let variant = Variant::new(id, &[(KEY, "1")]).unwrap();
        let mut game = Game::new(variant.clone());
        for ply in 0..4 {
            let legal = variant.legal_moves(game.position());
            game.play(&legal[0]).unwrap();
            assert!(!game.position().is_over(), "{id}: {KEY}=1 ended the game after {} plies", ply + 1);
        }
    }
}

#[test]
fn every_game_reads_the_values_the_same_way() {
    for id in with_the_option() {
        let rule = |value: &str| Variant::new(id, &[(KEY, value)]).unwrap().repetition().map(|r| r.occurrences);
        assert_eq!(rule("0"), None, "{id}: 0 is off");
        assert_eq!(rule("1"), Some(2), "{id}: 1 is read as the first repeat");
        for n in 2..=10u8 {
            assert_eq!(rule(&n.to_string()), Some(n), "{id}: {n}");
        }
        let default = Variant::new(id, &[]).unwrap().repetition().map(|r| (r.occurrences, r.since_capture, r.rule));
        assert_eq!(default, Some((3, false, "C4-7")), "{id}: the default is threefold, counted over the game");
    }
}

#[test]
fn the_value_1_plays_as_2_and_0_never_draws_by_repetition() {
    for id in with_the_option() {
        for seed in 1..=3 {
            assert_eq!(random_game(id, "1", seed), random_game(id, "2", seed), "{id} seed {seed}");
            let (_, end) = random_game(id, "0", seed);
            assert!(!end.contains("repetition"), "{id} seed {seed}: {KEY}=0 drew by repetition: {end}");
        }
    }
}
