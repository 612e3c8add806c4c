//! Every theme has its prompt in both languages, and the prompt names the player to move.

use mancala_puzzles::Theme;
use mancala_text::{tr, Arg, Lang};

#[test]
fn every_theme_has_a_prompt_in_uk_and_ru() {
    for theme in Theme::ALL {
        let key = theme.prompt_key();
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
fn prompts_differ_between_themes() {
    let mut seen = std::collections::BTreeSet::new();
    for theme in Theme::ALL {
        assert!(seen.insert(tr(Lang::Uk, &theme.prompt_key(), &[("side", Arg::from("south"))])), "{theme}");
    }
}
