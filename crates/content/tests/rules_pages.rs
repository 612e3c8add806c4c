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
fn report_variants_without_a_rules_page() {
    let pages = rules_pages().unwrap();
    for spec in mancala_engine::variants() {
        if !pages.iter().any(|p| p.variant == spec.id) {
            println!("no rules page yet: {}", spec.id);
        }
    }
}
