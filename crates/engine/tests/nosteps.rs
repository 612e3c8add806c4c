//! The fast paths for sinks that record nothing (`StepSink::RECORDS == false`: whole laps sown at
//! once, SWAR sowing, no step per seed) must give exactly the position the recorded move gives.
//! For every variant and every option set, random games are played with `Variant::play` (step
//! log) and `Variant::play_legal` (`NoSteps`) side by side, and the two positions compared after
//! every ply, move counters included.

use mancala_engine::playout::Rng;
use mancala_engine::{variants, Variant};

/// Every variant with its defaults, then with each option moved to each other value.
fn option_sets() -> Vec<Variant> {
    variants().into_iter().flat_map(mancala_engine::VariantSpec::option_variants).collect()
}

#[test]
fn unrecorded_moves_reach_the_recorded_position() {
    let mut moves = Vec::new();
    for variant in option_sets() {
        for seed in 0..12u64 {
            let mut rng = Rng::new(seed);
            let mut pos = variant.start_position();
            for ply in 0..600 {
                variant.legal_moves_into(&pos, &mut moves);
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len())].clone();
                let (recorded, _) =
                    variant.play(&pos, &mv).unwrap_or_else(|e| panic!("{}: legal move refused: {e:?}", variant.id()));
                let mut fast = pos.clone();
                variant.play_legal(&mut fast, &mv);
                assert_eq!(
                    fast,
                    recorded,
                    "{} {:?} seed {seed} ply {ply}: NoSteps and the step log disagree after {} in\n{pos}",
                    variant.id(),
                    variant.changed_options(),
                    mv.token(pos.layout()),
                );
                pos = fast;
            }
        }
    }
}

/// The playout plies (`Rules::random_ply`, and `Rules::play_sow` for games that answer
/// `legal_sow_mask`) may save work (no second simulation of the chosen move, a sowing written out
/// for one board) but must draw and play exactly what the list, the draw and the recorded move give.
#[test]
fn playout_plies_reach_the_recorded_position() {
    use mancala_engine::games::Rules;
    let (mut moves, mut scratch) = (Vec::new(), Vec::new());
    for variant in option_sets() {
        let rules = variant.rules();
        for seed in 0..12u64 {
            let (mut rng, mut rng_fast) = (Rng::new(seed), Rng::new(seed));
            let mut pos = variant.start_position();
            for ply in 0..600 {
                variant.legal_moves_into(&pos, &mut moves);
                let mut fast = pos.clone();
                let played = rules.random_ply(&mut fast, &mut rng_fast, &mut scratch);
                assert_eq!(played, !moves.is_empty(), "{} seed {seed} ply {ply}", variant.id());
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len())].clone();
                let (recorded, _) = variant.play(&pos, &mv).unwrap();
                let context = || {
                    format!(
                        "{} {:?} seed {seed} ply {ply}: {}",
                        variant.id(),
                        variant.changed_options(),
                        mv.token(pos.layout())
                    )
                };
                assert_eq!(fast, recorded, "random_ply: {}", context());
                if let (Some(mask), Some(pit)) = (rules.legal_sow_mask(&pos), mv.start_pit()) {
                    assert!(mask >> pit & 1 == 1, "legal_sow_mask: {}", context());
                    let mut sown = pos.clone();
                    rules.play_sow(&mut sown, pit);
                    assert_eq!(sown, recorded, "play_sow: {}", context());
                }
                pos = recorded;
            }
        }
    }
}
