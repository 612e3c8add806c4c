//! Every prompt has its words in both languages, and the words name the player to move.

use mancala_puzzles::{Claim, Prompt};
use mancala_text::{tr, Arg, Lang};

#[test]
fn every_prompt_is_in_uk_and_ru() {
    for prompt in Prompt::all() {
        let key = prompt.key();
        for lang in [Lang::Uk, Lang::Ru] {
            assert!(mancala_text::has(lang, &key), "{key} missing in {lang:?}");
            let south = tr(lang, &key, &[("side", Arg::from("south"))]);
            let north = tr(lang, &key, &[("side", Arg::from("north"))]);
            assert_ne!(south, north, "{key} ({lang:?}) does not name the side");
            let (s, n) = if lang == Lang::Uk {
                ("Хід Півдня", "Хід Півночі")
            } else {
                ("Ход Юга", "Ход Севера")
            };
            assert!(south.starts_with(s), "{key} ({lang:?}): {south}");
            assert!(north.starts_with(n), "{key} ({lang:?}): {north}");
            assert!(!south.contains('\''), "{key} ({lang:?}) has a straight apostrophe: {south}");
        }
        assert_ne!(
            tr(Lang::Uk, &key, &[("side", Arg::from("south"))]),
            tr(Lang::Ru, &key, &[("side", Arg::from("south"))])
        );
    }
}

#[test]
fn prompts_differ_between_themes_and_claims() {
    for lang in [Lang::Uk, Lang::Ru] {
        let mut seen = std::collections::BTreeSet::new();
        for prompt in Prompt::all() {
            assert!(seen.insert(tr(lang, &prompt.key(), &[("side", Arg::from("south"))])), "{prompt:?}");
        }
    }
}

/// A prompt for the best of several moves says so: it never asks for "the move that …".
#[test]
fn a_best_prompt_asks_for_the_best_move() {
    for prompt in Prompt::all().into_iter().filter(|p| p.claim == Claim::Best) {
        let uk = tr(Lang::Uk, &prompt.key(), &[("side", Arg::from("south"))]);
        let ru = tr(Lang::Ru, &prompt.key(), &[("side", Arg::from("south"))]);
        assert!(uk.contains("найкращий"), "{uk}");
        assert!(ru.contains("лучший"), "{ru}");
    }
}
