//! Every level has its one-line description in both languages, and the teacher's cap holds.

use mancala_ai::{Level, TeacherCap};
use mancala_text::{tr, Arg, Lang};

#[test]
fn every_level_is_described_in_ukrainian_and_russian() {
    let levels: Vec<Level> = Level::all().collect();
    assert!(levels.len() >= 5, "at least five levels");
    for level in levels {
        let key = level.text_key();
        for lang in [Lang::Uk, Lang::Ru] {
            assert!(mancala_text::has(lang, key), "{key} missing in {lang:?}");
            let text = mancala_text::t(lang, key);
            assert!(text.contains(&level.number().to_string()), "{lang:?} {key}: {text}");
            assert!(!text.contains('\''), "{lang:?} {key}: a straight apostrophe");
        }
        assert_ne!(mancala_text::t(Lang::Uk, key), mancala_text::t(Lang::Ru, key));
    }
    for lang in [Lang::Uk, Lang::Ru] {
        let text = tr(lang, "ai-level-capped", &[("level", Arg::from(3i64))]);
        assert!(text.contains('3'), "{text}");
    }
}

#[test]
fn the_teachers_cap_lowers_a_stronger_level_and_keeps_a_weaker_one() {
    let cap = Some(TeacherCap(Level::new(2).unwrap()));
    assert_eq!(TeacherCap::apply(cap, Level::MAX), Level::new(2).unwrap());
    assert_eq!(TeacherCap::apply(cap, Level::new(1).unwrap()), Level::new(1).unwrap());
    assert_eq!(TeacherCap::apply(None, Level::MAX), Level::MAX);
    assert_eq!(Level::new(Level::MAX.number() + 1), None);
}
