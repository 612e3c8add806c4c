//! Rules pages state every rule of their variant in both languages, with sources, and label
//! every option.

use mancala_content::export::{check_rules_pages, files, rules_page_json};
use mancala_content::games::Games;
use mancala_content::rules_page::{rules_pages, RulesPage};
use mancala_content::{asset_path, Asset};

#[test]
fn every_variant_has_a_complete_rules_page() {
    let pages = rules_pages().unwrap_or_else(|e| panic!("{e}"));
    // The same checks the site build runs before it exports the pages (`mancala-content export`).
    let problems = check_rules_pages(&Games::registered(), &pages);
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

#[test]
fn the_checks_catch_a_missing_page_and_a_missing_rule() {
    let mut pages = rules_pages().unwrap();
    pages.retain(|p| p.variant != "hus");
    let kalah = pages.iter_mut().find(|p| p.variant == "kalah").unwrap();
    kalah.sections[0].rules.remove(0);
    let problems = check_rules_pages(&Games::registered(), &pages).join("\n");
    assert!(problems.contains("hus: no rules page"), "{problems}");
    assert!(problems.contains("is not on the page"), "{problems}");
}

#[test]
fn exported_rules_pages_read_back_unchanged() {
    for page in rules_pages().unwrap() {
        let json = rules_page_json(&page);
        let back: RulesPage = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{}: {e}", page.variant));
        assert_eq!(rules_page_json(&back), json);
        back.check(Games::registered().spec(&back.variant).unwrap()).unwrap();
    }
    let checked = mancala_content::export::Checked {
        rules: rules_pages().unwrap(),
        lessons: Vec::new(),
        puzzles: Vec::new(),
        mixed: Vec::new(),
        drills: Vec::new(),
        puzzle_keys: Vec::new(),
        glossary: None,
    };
    assert!(files(&checked).iter().any(|(p, _)| *p == asset_path(Asset::Rules, "oware")));
}

#[test]
fn the_sites_own_detail_is_marked_on_a_sourced_rule_only() {
    let mut pages = rules_pages().unwrap();
    let page = pages.iter_mut().find(|p| p.variant == "kiswahili").unwrap();
    let block = page.sections.iter_mut().flat_map(|s| s.rules.iter_mut()).find(|r| r.id == "KSW-21").unwrap();
    assert!(block.own.is_some() && !block.proposal, "blocking is in the article; only its duration is ours");
    block.proposal = true;
    let problems = page.check(Games::registered().spec("kiswahili").unwrap()).unwrap_err();
    assert!(problems.contains("`own` marks the site's detail"), "{problems}");
}
