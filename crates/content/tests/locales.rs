//! The locale files of the export: the site's wasm has no Fluent text compiled in and loads each
//! language from `content/<version>/locales/<lang>.json` (the pages' share) and
//! `…/locales/<lang>.game.json` (the game's share, `mancala_text::LocalePart`) and
//! `…/locales/<lang>.class.json` (the classroom's, for the teacher's and a pupil's pages), so the
//! export must carry each file of `crates/text/locales` split in these three, each as one JSON
//! string, with every message in one of them.

use mancala_content::export::{files, Checked};
use mancala_content::{asset_path, Asset, CONTENT_VERSION};
use mancala_text::{locale_part, LocalePart};

#[test]
fn every_language_is_exported_in_its_three_shares_as_json_strings() {
    let empty = Checked {
        rules: Vec::new(),
        lessons: Vec::new(),
        puzzles: Vec::new(),
        mixed: Vec::new(),
        drills: Vec::new(),
        puzzle_keys: Vec::new(),
        glossary: None,
    };
    let files = files(&empty);
    for (lang, ftl) in
        [("uk", include_str!("../../text/locales/uk.ftl")), ("ru", include_str!("../../text/locales/ru.ftl"))]
    {
        let mut exported = 0;
        for (part, name) in [
            (LocalePart::Pages, lang.to_string()),
            (LocalePart::Game, format!("{lang}.game")),
            (LocalePart::Class, format!("{lang}.class")),
        ] {
            let path = asset_path(Asset::Locale, &name);
            assert_eq!(path, format!("content/{CONTENT_VERSION}/locales/{name}.json"));
            let (_, json) = files.iter().find(|(p, _)| *p == path).unwrap_or_else(|| panic!("no {path} in the export"));
            let back: String = serde_json::from_str(json).unwrap();
            assert_eq!(
                back,
                locale_part(ftl, part),
                "{name}: the exported text differs from the share of the locale file"
            );
            exported += back.lines().filter(|l| l.contains(" =") && !l.starts_with([' ', '#'])).count();
        }
        // Every message but the exporter's own (the puzzle and drill lessons' texts).
        let messages = ftl
            .lines()
            .filter(|l| l.contains(" =") && !l.starts_with([' ', '#', '}']))
            .filter(|l| !mancala_text::is_export_only(l.split(" =").next().unwrap_or("")))
            .count();
        assert_eq!(exported, messages, "{lang}: every message is in one share");
    }
    let locales: Vec<_> = files.iter().filter(|(p, _)| p.contains("/locales/")).collect();
    assert_eq!(locales.len(), 6, "{:?}", locales.iter().map(|(p, _)| p).collect::<Vec<_>>());
}
