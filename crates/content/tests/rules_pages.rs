//! Rules pages state every rule of their variant in both languages, with sources, and label
//! every option.

use mancala_content::rule_prefixes;
use mancala_content::rules_page::rules_pages;

#[test]
fn every_rules_page_is_complete() {
    let pages = rules_pages().unwrap_or_else(|e| panic!("{e}"));
    let mut problems = Vec::new();
    for page in &pages {
        if let Err(p) = page.check(rule_prefixes(&page.variant)) {
            problems.push(format!("{}:\n{p}", page.variant));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

#[test]
fn every_variant_has_a_rules_page() {
    let pages = rules_pages().unwrap();
    let missing: Vec<&str> =
        mancala_engine::variants().iter().map(|s| s.id).filter(|id| !pages.iter().any(|p| p.variant == *id)).collect();
    assert!(missing.is_empty(), "no rules page for {missing:?}");
}
