//! The fast paths for sinks that record nothing (`StepSink::RECORDS == false`: whole laps sown at
//! once, SWAR sowing, no step per seed) must give exactly the position the recorded move gives.
//! For every variant and every option set, random games are played with `Variant::play` (step
//! log) and `Variant::play_legal` (`NoSteps`) side by side, and the two positions compared after
//! every ply, move counters included.

use mancala_engine::playout::Rng;
use mancala_engine::{variants, Variant};

/// Every variant with its defaults, then with each option moved to each other value.
fn option_sets() -> Vec<Variant> {
    variants().into_iter().flat_map(|spec| spec.option_variants()).collect()
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
