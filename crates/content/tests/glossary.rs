//! The glossary is complete and exported, and every learner-facing text (lessons, rules pages,
//! the Fluent files) uses its words: the variants it forbids fail the build.

use mancala_content::export::{check_all, check_texts, files};
use mancala_content::glossary::{self, Glossary};
use mancala_content::rules_page::rules_pages;
use mancala_content::{all_lessons, asset_path, parse_lesson, Asset};

#[test]
fn the_glossary_holds_the_bao_terms_with_their_rules() {
    let g = glossary::glossary().unwrap();
    assert!(g.check().is_empty(), "{:?}", g.check());
    for source in ["nyumba", "kichwa", "kimbi", "mtaji", "kutakata", "takasa", "safari"] {
        let term = g.terms.iter().find(|t| t.source.iter().any(|s| s == source));
        let term = term.unwrap_or_else(|| panic!("no term for {source}"));
        assert!(!term.rules.is_empty(), "{source}: no rules");
    }
    let house = g.terms.iter().find(|t| t.id == "house").unwrap();
    assert_eq!((house.uk.as_str(), house.ru.as_str()), ("дім", "дом"));
    assert!(house.rules.iter().any(|r| r == "KSW-18"));
}

#[test]
fn every_learner_facing_text_follows_the_glossary() {
    let g = glossary::glossary().unwrap();
    let pages = rules_pages().unwrap();
    let lessons = all_lessons().unwrap();
    let problems = check_texts(&g, &pages, &lessons);
    assert!(problems.is_empty(), "{} texts break the glossary:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn every_term_a_course_uses_is_introduced_before() {
    let g = glossary::glossary().unwrap();
    let problems = glossary::terms_before_use(&g, &all_lessons().unwrap());
    assert!(problems.is_empty(), "{} terms used before they are introduced:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn a_step_exports_the_terms_it_introduces_with_their_word_and_definition() {
    let checked = check_all().unwrap_or_else(|p| panic!("{}", p.join("\n")));
    let files = files(&checked);
    let path = asset_path(Asset::Lessons, "kalah");
    let (_, json) = files.iter().find(|(p, _)| *p == path).unwrap_or_else(|| panic!("no {path}"));
    // Kalah's first step introduces the store: its word and definition travel with it.
    assert!(
        json.contains(r#""terms":[{"id":"store","word":{"uk":"амбар","ru":"амбар"},"def":{"uk":"Велика ямка"#),
        "{json}"
    );
    let back: Vec<mancala_content::Lesson> = serde_json::from_str(json).unwrap();
    let marked: Vec<_> = back.iter().flat_map(|l| &l.steps).filter(|s| !s.terms.is_empty()).collect();
    assert!(marked.iter().all(|s| s.terms.iter().all(|t| !t.word.uk.is_empty() && !t.def.ru.is_empty())));
    // A step that introduces nothing carries no `terms` at all.
    assert_eq!(json.matches(r#""terms""#).count(), marked.len());
}

#[test]
fn the_lint_refuses_the_forbidden_variants() {
    let g = glossary::glossary().unwrap();
    let lesson = parse_lesson(
        "oware/x.toml",
        r#"variant = "oware"
order = 9
title = { uk = "Великий шлем і п'ять зерен", ru = "Взятие в околице" }
summary = { uk = "Посадка за Марреєм, правила вари", ru = "Ход без взятия, см. настройки" }
[[step]]
say = { uk = "а", ru = "а" }
"#,
    )
    .unwrap();
    let texts = glossary::lesson_texts(std::slice::from_ref(&lesson));
    let problems = glossary::lint(&g, &texts).join("\n");
    for bad in [
        "«шлем»",
        "ASCII apostrophe",
        "«околице»",
        "«посадка»",
        "«марреєм»",
        "«вари»",
        "«ход без взятия»",
        "«настройки»",
    ] {
        assert!(problems.contains(bad), "{bad} not caught:\n{problems}");
    }
    // The right words pass.
    let good = parse_lesson(
        "oware/y.toml",
        r#"variant = "oware"
order = 9
title = { uk = "Відрубати голову: п’ять зерен", ru = "Взятие в окраине" }
summary = { uk = "Садіння за Мюрреєм, правила варі", ru = "Холостой ход, см. параметры игры" }
[[step]]
say = { uk = "а", ru = "а" }
"#,
    )
    .unwrap();
    assert_eq!(glossary::lint(&g, &glossary::lesson_texts(std::slice::from_ref(&good))), Vec::<String>::new());
}

#[test]
fn the_glossary_is_exported_and_reads_back() {
    let checked = check_all().unwrap_or_else(|p| panic!("{}", p.join("\n")));
    let files = files(&checked);
    let path = asset_path(Asset::Glossary, "");
    let (_, json) = files.iter().find(|(p, _)| *p == path).unwrap_or_else(|| panic!("no {path}"));
    let back: Glossary = serde_json::from_str(json).unwrap();
    assert_eq!(back.terms.len(), checked.glossary.unwrap().terms.len());
    assert!(back.terms.iter().any(|t| t.source.iter().any(|s| s == "kimbi")));
    // Each rule of a term comes with the rules page that states it, for the site's links.
    let mut unstated = Vec::new();
    for term in &back.terms {
        assert_eq!(term.pages.len(), term.rules.len(), "{}", term.id);
        for (rule, page) in term.rules.iter().zip(&term.pages) {
            if page.is_empty() {
                unstated.push(format!("{} {rule}", term.id));
            } else {
                let rules = checked.rules.iter().find(|p| p.variant == *page).expect("a page of the export");
                assert!(rules.sections.iter().any(|s| s.rules.iter().any(|r| r.id == *rule)), "{rule} on {page}");
            }
        }
    }
    // A few are the four-row family's common rules or an option no page states (shown unlinked).
    let total: usize = back.terms.iter().map(|t| t.rules.len()).sum();
    assert!(unstated.len() * 10 < total, "rules of the glossary no rules page states: {unstated:?}");
    let relay = back.terms.iter().find(|t| t.id == "relay").unwrap();
    assert_eq!(relay.pages[relay.rules.iter().position(|r| r == "KSW-13").unwrap()], "kiswahili");
}

#[test]
fn lesson_text_with_engine_pit_notation_or_source_codes_is_refused() {
    let lesson = parse_lesson(
        "hus/x.toml",
        r#"variant = "hus"
order = 9
title = { uk = "Т", ru = "Т" }
summary = { uk = "С", ru = "С" }
[[step]]
say = { uk = "Розв’язок: хід S2, далі I5.", ru = "Рушій [001] каже" }
"#,
    )
    .unwrap();
    let texts = glossary::lesson_texts(std::slice::from_ref(&lesson));
    let notation = glossary::lint_notation(&texts).join("\n");
    assert!(notation.contains("`S2`"), "{notation}");
    let words = glossary::lint_lesson_words(&texts).join("\n");
    assert!(words.contains("[001") && words.contains("engine word"), "{words}");
}
