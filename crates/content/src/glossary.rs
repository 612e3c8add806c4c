//! The glossary (`tutorials/glossary.toml`): one word for each idea in both languages, the
//! games' own terms, a definition and the rules a term belongs to; and the lint that holds every
//! learner-facing text to it ([`lint`]).

use crate::rules_page::RulesPage;
use crate::{Lesson, Text};
use mancala_engine::rules::is_rule;
use serde::{Deserialize, Serialize};

/// The glossary.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Glossary {
    #[serde(rename = "term")]
    pub terms: Vec<Term>,
}

/// One term.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Term {
    /// A stable id (`house`, `non-capturing-move`).
    pub id: String,
    pub uk: String,
    pub ru: String,
    /// The games' own words for it (`nyumba`, `kichwa`).
    #[serde(default)]
    pub source: Vec<String>,
    /// The language of `source`: `sw` (Swahili, the default), `ar`, `mg` (Malagasy).
    #[serde(default = "swahili")]
    pub source_lang: String,
    /// Whether the source articles give the source term (else it comes from the wider literature).
    /// For the checks only: not exported (the site's build has no code to read it).
    #[serde(default = "yes", skip_serializing)]
    #[cfg_attr(not(feature = "files"), serde(skip_deserializing))]
    pub in_seeds: bool,
    /// A one-line definition.
    pub def: Text,
    /// The RULES.md rules the term belongs to.
    #[serde(default)]
    pub rules: Vec<String>,
    /// Variants no learner-facing text may use (see [`Avoid`]). For the build's lint only: not
    /// exported.
    #[serde(default, skip_serializing)]
    #[cfg_attr(not(feature = "files"), serde(skip_deserializing))]
    pub avoid: Avoid,
    /// The rules page of each of `rules`, in the same order (a variant id; empty when no page
    /// states the rule): not written in the glossary, filled by the export from the checked
    /// rules pages ([`Glossary::with_pages`]), so the site's glossary links each rule to its page.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pages: Vec<String>,
}

impl Glossary {
    /// The glossary with each term's [`Term::pages`]: for each of its rules, the rules page that
    /// states it and most of its rules are of the same game (`KSW-13` is on the pages of Bao la
    /// Kiswahili and of its variants: the first is Bao la Kiswahili's own).
    #[must_use]
    pub fn with_pages(mut self, pages: &[RulesPage]) -> Glossary {
        let prefix = |rule: &str| rule.rsplit_once('-').map_or(rule, |(p, _)| p).to_string();
        let stated: Vec<(&str, Vec<&str>)> = pages
            .iter()
            .map(|p| (p.variant.as_str(), p.sections.iter().flat_map(|s| &s.rules).map(|r| r.id.as_str()).collect()))
            .collect();
        for term in &mut self.terms {
            term.pages = term
                .rules
                .iter()
                .map(|rule| {
                    let own = |ids: &[&str]| ids.iter().filter(|id| prefix(id) == prefix(rule)).count();
                    stated
                        .iter()
                        .filter(|(_, ids)| ids.contains(&rule.as_str()))
                        .fold(None::<&(&str, Vec<&str>)>, |best, page| match best {
                            Some(b) if own(&b.1) >= own(&page.1) => Some(b),
                            _ => Some(page),
                        })
                        .map(|(variant, _)| (*variant).to_string())
                        .unwrap_or_default()
                })
                .collect();
        }
        self
    }
}

fn swahili() -> String {
    "sw".to_string()
}

const fn yes() -> bool {
    true
}

/// Forbidden variants of a term, per language. A pattern is one or more words; a word ending in
/// `*` matches any word starting with it, else only itself (case and ё/е ignored).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Avoid {
    #[serde(default)]
    pub uk: Vec<String>,
    #[serde(default)]
    pub ru: Vec<String>,
}

/// Parses the glossary's text.
///
/// # Errors
/// A TOML or schema error.
#[cfg(feature = "files")]
pub fn parse(text: &str) -> Result<Glossary, String> {
    toml::from_str(text).map_err(|e| format!("glossary.toml: {e}"))
}

/// The glossary of the repository.
///
/// # Errors
/// The file is missing or does not parse.
#[cfg(feature = "files")]
pub fn glossary() -> Result<Glossary, String> {
    let text = crate::LESSON_FILES
        .iter()
        .find(|(p, _)| *p == "glossary.toml")
        .map(|(_, t)| *t)
        .ok_or_else(|| "tutorials/glossary.toml is missing".to_string())?;
    parse(text)
}

impl Glossary {
    /// Problems with the glossary itself: an id twice, a missing language, an unknown rule.
    #[must_use]
    pub fn check(&self) -> Vec<String> {
        let mut problems = Vec::new();
        let mut ids: Vec<&str> = Vec::new();
        for t in &self.terms {
            if ids.contains(&t.id.as_str()) {
                problems.push(format!("glossary: term `{}` twice", t.id));
            }
            ids.push(&t.id);
            for s in [&t.uk, &t.ru, &t.def.uk, &t.def.ru] {
                if s.trim().is_empty() {
                    problems.push(format!("glossary: term `{}` must be written in both languages", t.id));
                }
            }
            for r in &t.rules {
                if !is_rule(r) {
                    problems.push(format!("glossary: term `{}`: unknown rule ID `{r}`", t.id));
                }
            }
        }
        problems
    }
}

/// A learner-facing text: where it is, its language and the text.
#[derive(Clone, Debug)]
pub struct Said<'a> {
    pub place: String,
    pub lang: &'static str,
    pub text: &'a str,
    /// Running lesson text (not a rules page or the interface): source codes like `[001]` and
    /// engine words have no place there.
    pub lesson: bool,
}

fn both<'a>(out: &mut Vec<Said<'a>>, place: &str, text: &'a Text, lesson: bool) {
    out.push(Said { place: place.to_string(), lang: "uk", text: &text.uk, lesson });
    out.push(Said { place: place.to_string(), lang: "ru", text: &text.ru, lesson });
}

/// Every text of the lessons a learner reads: titles, summaries, steps, prompts, hints, praise.
#[must_use]
pub fn lesson_texts(lessons: &[Lesson]) -> Vec<Said<'_>> {
    let mut out = Vec::new();
    for l in lessons {
        both(&mut out, &format!("{} title", l.id), &l.title, true);
        both(&mut out, &format!("{} summary", l.id), &l.summary, true);
        for (i, s) in l.steps.iter().enumerate() {
            let at = format!("{} step {}", l.id, i + 1);
            both(&mut out, &at, &s.say, true);
            if let Some(task) = &s.task {
                both(&mut out, &format!("{at} prompt"), &task.prompt, true);
                both(&mut out, &format!("{at} hint"), &task.hint, true);
                if let Some(p) = &task.praise {
                    both(&mut out, &format!("{at} praise"), p, true);
                }
            }
        }
    }
    out
}

/// Every text of the rules pages.
#[must_use]
pub fn rules_texts(pages: &[RulesPage]) -> Vec<Said<'_>> {
    let mut out = Vec::new();
    for p in pages {
        let v = &p.variant;
        both(&mut out, &format!("rules/{v} intro"), &p.intro, false);
        for s in &p.sections {
            both(&mut out, &format!("rules/{v} section"), &s.title, false);
            for r in &s.rules {
                let at = format!("rules/{v} {}", r.id);
                out.push(Said { place: at.clone(), lang: "uk", text: &r.uk, lesson: false });
                out.push(Said { place: at, lang: "ru", text: &r.ru, lesson: false });
            }
        }
        for o in &p.options {
            let at = format!("rules/{v} option {}", o.key);
            both(&mut out, &at, &o.label, false);
            if let Some(a) = &o.about {
                both(&mut out, &at, a, false);
            }
            for (k, t) in &o.values {
                both(&mut out, &format!("{at}={k}"), t, false);
            }
        }
    }
    out
}

/// Every message of a Fluent file (`lang` is its language), as written: one text per message,
/// with its continuation lines (comments and blank lines left out).
#[must_use]
pub fn ftl_texts<'a>(lang: &'static str, ftl: &'a str) -> Vec<Said<'a>> {
    let mut out = Vec::new();
    for (i, line) in ftl.lines().enumerate() {
        if line.trim_start().starts_with('#') || line.trim().is_empty() {
            continue;
        }
        // The message id is not text.
        let text = match line.split_once(" = ") {
            Some((id, rest)) if !line.starts_with(' ') && !id.contains(' ') => rest,
            _ => line,
        };
        out.push(Said { place: format!("{lang}.ftl:{}", i + 1), lang, text, lesson: false });
    }
    out
}

/// The words of a text, lower-case with ё as е; apostrophes stay inside words.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '’' || c == '\'' || c == '-'))
        .filter(|w| !w.is_empty())
        .map(|w| w.to_lowercase().replace('ё', "е"))
        .collect()
}

fn word_matches(pattern: &str, word: &str) -> bool {
    match pattern.strip_suffix('*') {
        Some(stem) => word.starts_with(stem),
        None => word == pattern,
    }
}

/// Where `pattern` (see [`Avoid`]) occurs in `text`: the matching words.
fn find(pattern: &str, text: &[String]) -> Option<String> {
    let pat: Vec<String> = pattern.split_whitespace().map(|w| w.to_lowercase().replace('ё', "е")).collect();
    if pat.is_empty() || pat.len() > text.len() {
        return None;
    }
    (0..=text.len() - pat.len())
        .find(|&i| pat.iter().zip(&text[i..]).all(|(p, w)| word_matches(p, w)))
        .map(|i| text[i..i + pat.len()].join(" "))
}

/// Whether the text holds engine pit notation (`S0`, `N5`, `S.I5`, `N.O8`, or the row-only
/// short form `I5`, `O3`) or a store code (`SS`, `NS`).
#[must_use]
pub fn has_engine_notation(text: &str) -> Option<String> {
    for w in text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '/')) {
        let w = w.trim_end_matches('.');
        if let Some(rest) = w.strip_prefix('I').or_else(|| w.strip_prefix('O')) {
            if !rest.is_empty() && rest.len() <= 2 && rest.chars().all(|c| c.is_ascii_digit()) {
                return Some(w.to_string());
            }
        }
        let mut chars = w.chars();
        let (Some(side), rest) = (chars.next(), chars.as_str()) else { continue };
        if side != 'S' && side != 'N' {
            continue;
        }
        let digits = rest.strip_prefix(".I").or_else(|| rest.strip_prefix(".O")).unwrap_or(rest);
        let digits = digits.split('/').next().unwrap_or(digits);
        if !digits.is_empty() && digits.len() <= 2 && digits.chars().all(|c| c.is_ascii_digit()) {
            return Some(w.to_string());
        }
        if rest == "S" && side != 'N' || w == "NS" {
            return Some(w.to_string());
        }
    }
    None
}

/// Lints learner-facing texts against the glossary: no variant a term avoids, and Ukrainian with
/// the typographic apostrophe ’ only.
#[must_use]
pub fn lint(glossary: &Glossary, texts: &[Said<'_>]) -> Vec<String> {
    let mut problems = Vec::new();
    for said in texts {
        let ws = words(said.text);
        for term in &glossary.terms {
            let avoid = if said.lang == "uk" { &term.avoid.uk } else { &term.avoid.ru };
            for pattern in avoid {
                if let Some(hit) = find(pattern, &ws) {
                    let right = if said.lang == "uk" { &term.uk } else { &term.ru };
                    problems.push(format!(
                        "{} [{}]: «{hit}» — the glossary's word is «{right}» (term `{}`)",
                        said.place, said.lang, term.id
                    ));
                }
            }
        }
        if said.lang == "uk" && said.text.contains('\'') {
            problems.push(format!("{} [uk]: an ASCII apostrophe ' (Ukrainian uses ’)", said.place));
        }
    }
    problems
}

/// Running lesson text only: no source codes (`[001]`: the rules pages carry the sources) and no
/// engine words («Рушій», «Движок»).
#[must_use]
pub fn lint_lesson_words(texts: &[Said<'_>]) -> Vec<String> {
    let mut problems = Vec::new();
    for said in texts.iter().filter(|s| s.lesson) {
        let ws = words(said.text);
        if let Some(code) = ["[000", "[001", "[003", "[004"].iter().find(|c| said.text.contains(**c)) {
            problems.push(format!(
                "{} [{}]: a source code {code}…] in lesson text (the rules pages name the sources)",
                said.place, said.lang
            ));
        }
        if let Some(w) = ws.iter().find(|w| w.starts_with("руші") || w.starts_with("движк") || *w == "движок")
        {
            problems.push(format!("{} [{}]: the engine word «{w}» in lesson text", said.place, said.lang));
        }
    }
    problems
}

/// Running lesson text only: no engine pit notation (pits are named the learner's way).
#[must_use]
pub fn lint_notation(texts: &[Said<'_>]) -> Vec<String> {
    texts
        .iter()
        .filter(|s| s.lesson)
        .filter_map(|said| {
            has_engine_notation(said.text).map(|n| {
                format!(
                    "{} [{}]: engine pit notation `{n}` in lesson text (name pits the learner's way)",
                    said.place, said.lang
                )
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_match_words_and_phrases() {
        let ws = words("Це великий ШЛЕМ, а це — хід без збору; Ёлка.");
        assert_eq!(find("шлем*", &ws).as_deref(), Some("шлем"));
        assert_eq!(find("хід без збору", &ws).as_deref(), Some("хід без збору"));
        assert_eq!(find("шле", &ws), None, "a word without * matches only itself");
        assert_eq!(find("елка", &ws).as_deref(), Some("елка"), "ё is е");
    }

    #[test]
    fn engine_notation_is_found() {
        assert_eq!(has_engine_notation("хід S2 і N.I5").as_deref(), Some("S2"));
        assert_eq!(has_engine_notation("з ямки N.O8.").as_deref(), Some("N.O8"));
        assert_eq!(has_engine_notation("у SS").as_deref(), Some("SS"));
        assert_eq!(has_engine_notation("посадка в I5").as_deref(), Some("I5"));
        assert_eq!(has_engine_notation("SMS, NASA, Південь, 4×8, S"), None);
    }
}
