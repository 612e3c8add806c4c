//! The locale files of the export: the site's wasm has no Fluent text compiled in and loads each
//! language from `content/<version>/locales/<lang>.json`, so the export must carry each file of
//! `crates/text/locales` whole, as one JSON string.

use mancala_content::export::{files, Checked};
use mancala_content::{asset_path, Asset, CONTENT_VERSION};

#[test]
fn every_language_is_exported_whole_as_a_json_string() {
    let empty = Checked { rules: Vec::new(), lessons: Vec::new(), glossary: None };
    let files = files(&empty);
    for (lang, ftl) in
        [("uk", include_str!("../../text/locales/uk.ftl")), ("ru", include_str!("../../text/locales/ru.ftl"))]
    {
        let path = asset_path(Asset::Locale, lang);
        assert_eq!(path, format!("content/{CONTENT_VERSION}/locales/{lang}.json"));
        let (_, json) = files.iter().find(|(p, _)| *p == path).unwrap_or_else(|| panic!("no {path} in the export"));
        let back: String = serde_json::from_str(json).unwrap();
        assert_eq!(back, ftl, "{lang}: the exported text differs from the locale file");
    }
    let locales: Vec<_> = files.iter().filter(|(p, _)| p.contains("/locales/")).collect();
    assert_eq!(locales.len(), 2, "{:?}", locales.iter().map(|(p, _)| p).collect::<Vec<_>>());
}
