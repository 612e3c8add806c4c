//! `Game::mark` and `Game::rewind`: moves played after a mark and taken back leave the game as a
//! copy made at the mark, repetition history included (the record replay plays its variations
//! this way instead of copying the game for each).

use mancala_engine::playout::Rng;
use mancala_engine::{Game, Variant};

/// Plays random games; at every ply a few random moves are played after a mark and taken back,
/// and the game must go on exactly as a copy made at the mark.
fn check(variant: &Variant, seed: u64) {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(variant.clone());
    let mut copy = game.clone();
    for _ in 0..300 {
        if game.position().is_over() {
            break;
        }
        let mark = game.mark();
        for _ in 0..rng.below(6) {
            let moves = variant.legal_moves(game.position());
            if moves.is_empty() || game.position().is_over() {
                break;
            }
            game.play(&moves[rng.below(moves.len())]).expect("legal");
        }
        game.rewind(&mark);
        assert_eq!(game.position(), copy.position());
        assert_eq!(game.moves(), copy.moves());
        let moves = variant.legal_moves(game.position());
        let mv = &moves[rng.below(moves.len())];
        // The same steps, so the same repetition ending when there is one.
        assert_eq!(game.play(mv), copy.play(mv), "{} seed {seed}", variant.id());
        assert_eq!(game.position(), copy.position());
    }
}

#[test]
fn moves_taken_back_leave_the_game_as_it_was() {
    let cases: &[(&str, &[(&str, &str)])] = &[
        ("oware", &[]),
        ("kalah", &[]),
        ("bao_kenyan_children", &[]),
        ("kiarabu", &[]),
        ("omweso", &[]),
        ("kiswahili", &[]),
    ];
    for (id, options) in cases {
        let variant = Variant::new(id, options).unwrap_or_else(|e| panic!("{id}: {e}"));
        for seed in 1..=20 {
            check(&variant, seed);
        }
    }
}
