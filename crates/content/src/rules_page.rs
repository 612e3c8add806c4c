//! Rules pages: every rule of a variant in the tutor's own words, with its source article.

use crate::Text;
#[cfg(feature = "files")]
use crate::RULES_FILES;
use mancala_engine::rules::is_rule;
use mancala_engine::{OptionKind, VariantSpec};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The source articles (RULES.md §0.1), by tag.
pub const SOURCES: &[(&str, &str, &str)] = &[
    ("000", "Український сайт про манкали (кілька сторінок)", "Украинский сайт о манкалах (несколько страниц)"),
    ("001", "Книга «Игры на досках»: вари, калах, оуа", "Книга «Игры на досках»: вари, калах, оуа"),
    ("003", "Допис у блозі про «Манкалу» (калах)", "Запись в блоге о «Манкале» (калах)"),
    (
        "004",
        "Добірка: стаття Д. Скирюка, правила калахи, правила «Mancala, Oware & Bao»",
        "Подборка: статья Д. Скирюка, правила калахи, правила «Mancala, Oware & Bao»",
    ),
];

/// A rules page of one variant.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesPage {
    pub variant: String,
    pub intro: Text,
    #[serde(rename = "section")]
    pub sections: Vec<Section>,
    /// Descriptions of the variant's options (RULES.md §3), used by the rules page and the play
    /// page's option form.
    #[serde(default, rename = "option")]
    pub options: Vec<OptionText>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Section {
    pub title: Text,
    #[serde(rename = "rule")]
    pub rules: Vec<RuleText>,
}

/// One rule in the tutor's words.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleText {
    /// The RULES.md rule ID.
    pub id: String,
    /// Source article tags (`000`, `001`, `003`, `004`); empty when RULES.md marks it
    /// [not in seeds] (then `proposal` must be true).
    #[serde(default)]
    pub sources: Vec<String>,
    /// The articles are silent about the whole rule and the tutor follows RULES.md's proposal.
    #[serde(default)]
    pub proposal: bool,
    /// The rule is in the articles but one detail of it is the tutor's own (how long a block
    /// lasts, when planting ends): that detail, in both languages. The badge «Статті про це
    /// мовчать» belongs on it, not on the rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub own: Option<Text>,
    pub uk: String,
    pub ru: String,
}

/// An option's label and its values' labels.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OptionText {
    pub key: String,
    pub label: Text,
    /// Which article says what, in a sentence.
    #[serde(default)]
    pub about: Option<Text>,
    /// Labels of the values (not needed for booleans and numbers).
    #[serde(default)]
    pub values: BTreeMap<String, Text>,
}

/// Parses every rules page.
///
/// # Errors
/// The first file that does not parse, with its path.
#[cfg(feature = "files")]
pub fn rules_pages() -> Result<Vec<RulesPage>, String> {
    RULES_FILES
        .iter()
        .map(|(path, text)| toml::from_str::<RulesPage>(text).map_err(|e| format!("{path}: {e}")))
        .collect()
}

/// The rules page of a variant, if there is one.
#[cfg(feature = "files")]
#[must_use]
pub fn rules_page(variant: &str) -> Option<RulesPage> {
    // The page is normally `rules/<variant>.toml`: parse just that one (the site calls this for
    // every rules page and play page; parsing all of them takes a noticeable time in wasm).
    let path = format!("rules/{variant}.toml");
    if let Some((_, text)) = RULES_FILES.iter().find(|(p, _)| *p == path) {
        if let Ok(page) = toml::from_str::<RulesPage>(text) {
            if page.variant == variant {
                return Some(page);
            }
        }
    }
    rules_pages().ok()?.into_iter().find(|p| p.variant == variant)
}

impl RulesPage {
    /// Checks the page against its game's spec: the spec's game, every rule of its family (the
    /// spec's `rule_prefixes`) present exactly once, known rule IDs and sources, both languages,
    /// and every option of the game labelled with all its values.
    ///
    /// # Errors
    /// Every problem found, one per line.
    pub fn check(&self, spec: &VariantSpec) -> Result<(), String> {
        if spec.id != self.variant {
            return Err(format!("the page of `{}` checked against the spec of `{}`", self.variant, spec.id));
        }
        let prefixes = spec.rule_prefixes;
        let mut problems = Vec::new();
        let mut seen: Vec<&str> = Vec::new();
        for section in &self.sections {
            if section.title.uk.trim().is_empty() || section.title.ru.trim().is_empty() {
                problems.push("a section title is missing a language".to_string());
            }
            for rule in &section.rules {
                if !is_rule(&rule.id) {
                    problems.push(format!("unknown rule ID `{}`", rule.id));
                }
                if seen.contains(&rule.id.as_str()) {
                    problems.push(format!("rule {} appears twice", rule.id));
                }
                seen.push(&rule.id);
                if rule.uk.trim().is_empty() || rule.ru.trim().is_empty() {
                    problems.push(format!("rule {} must be written in both languages", rule.id));
                }
                if let Some(own) = &rule.own {
                    if own.uk.trim().is_empty() || own.ru.trim().is_empty() {
                        problems.push(format!("rule {}: `own` must be written in both languages", rule.id));
                    }
                    if rule.proposal || rule.sources.is_empty() {
                        problems.push(format!(
                            "rule {}: `own` marks the site's detail of a sourced rule (sources, no `proposal`)",
                            rule.id
                        ));
                    }
                }
                if rule.sources.is_empty() && !rule.proposal {
                    problems.push(format!("rule {} names no source article and is not marked as a proposal", rule.id));
                }
                for s in &rule.sources {
                    if !SOURCES.iter().any(|(tag, _, _)| tag == s) {
                        problems.push(format!("rule {}: unknown source `{s}`", rule.id));
                    }
                }
            }
        }
        for id in mancala_engine::rules::RULE_IDS {
            let ours = prefixes.iter().any(|p| id.strip_prefix(p).is_some_and(|rest| rest.starts_with('-')));
            if ours && !seen.contains(id) {
                problems.push(format!("rule {id} is not on the page"));
            }
        }
        for opt in spec.options {
            match self.options.iter().find(|o| o.key == opt.key) {
                None => problems.push(format!("option {} has no label", opt.key)),
                Some(text) => {
                    if let OptionKind::Choice(values) = opt.kind {
                        for v in values {
                            if !text.values.contains_key(*v) {
                                problems.push(format!("option {} value `{v}` has no label", opt.key));
                            }
                        }
                    }
                }
            }
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(problems.join("\n"))
        }
    }
}
