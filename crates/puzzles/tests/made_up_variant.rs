//! Adding a variant, proved (issue 37; ARCHITECTURE.md, "Adding a variant"): a variant made up
//! here and registered nowhere, a preset of Kalah's rules with three seeds a pit under an id and
//! names of its own, is narrated, played by the computer with its family's evaluation, and mined
//! for puzzles that check, with nothing written for it but its spec. Whatever told games apart
//! by their ids would miss it (the search's evaluation did, before the spec named the family).

use mancala_ai::{Family, Limits, NoClock, Searcher};
use mancala_engine::playout::Rng;
use mancala_engine::{Step, Variant, VariantSpec};
use mancala_puzzles::{check, Miner, Settings};
use mancala_text::{Lang, Narrator};

const ID: &str = "three_seed_kalah";

/// The made-up variant: Kalah's spec, copied, with its own id, names and place in the learning
/// order, built with three seeds a pit.
fn made_up() -> Variant {
    let mut spec: VariantSpec = *Variant::new("kalah", &[]).unwrap().spec();
    spec.id = ID;
    spec.name_en = "Three-seed Kalah";
    spec.name_uk = "Калах на три зерна";
    spec.name_ru = "Калах на три зерна";
    spec.learning_order = 200;
    let spec: &'static VariantSpec = Box::leak(Box::new(spec));
    assert!(Variant::new(ID, &[]).is_err(), "the made-up variant is in no registry");
    Variant::from_spec(spec, &[("kalah.seeds_per_pit", "3")]).unwrap()
}

#[test]
fn a_made_up_variant_is_narrated_in_both_languages_with_its_reasons() {
    let v = made_up();
    assert_eq!(v.id(), ID);
    let mut rng = Rng::new(3);
    let mut pos = v.start_position();
    let mut turn_ends = 0;
    for _ in 0..60 {
        let moves = v.legal_moves(&pos);
        if moves.is_empty() {
            break;
        }
        let (next, steps) = v.play(&pos, &moves[rng.below(moves.len())]).unwrap();
        for lang in [Lang::Uk, Lang::Ru] {
            let said = Narrator::new(lang, v.layout()).narrate_move(&steps, pos.to_move());
            assert_eq!(said.len(), steps.len());
            for (step, text) in steps.iter().zip(&said) {
                if !matches!(step, Step::Lap { .. }) {
                    assert!(!text.trim().is_empty(), "{lang:?}: nothing said for {step:?}");
                }
                if let Step::TurnEnd { .. } = step {
                    turn_ends += 1;
                    let fallback =
                        if lang == Lang::Uk { "Хід закінчено." } else { "Ход окончен." };
                    assert!(!text.starts_with(fallback), "{lang:?}: no reason said for {step:?}: {text}");
                }
            }
        }
        pos = next;
    }
    assert!(turn_ends > 20, "{turn_ends}");
}

#[test]
fn the_computer_plays_a_made_up_variant_with_its_familys_evaluation() {
    let v = made_up();
    assert_eq!(Family::of(&v), Family::Kalah, "the evaluation comes from the spec's family, not the id");
    let mut searcher = Searcher::new(&v, 16);
    let start = v.start_position();
    let result = searcher.search(&start, &Limits::depth(6), &NoClock).expect("a move");
    assert!(v.legal_moves(&start).contains(&result.best));
}

#[test]
fn puzzles_are_mined_from_a_made_up_variant_and_check() {
    let v = made_up();
    let mut miner = Miner::new(&v, Settings::for_variant(&v), 1);
    let found = miner.mine(2, 60, 1, &mut |_, _| {});
    assert!(!found.is_empty(), "no puzzle in 60 games");
    for p in &found {
        assert!(p.id.starts_with(ID), "{}", p.id);
        check(&v, p, p.check_depth).unwrap_or_else(|e| panic!("{}: {e}", p.id));
    }
}
