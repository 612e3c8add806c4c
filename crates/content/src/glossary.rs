//! The glossary (`tutorials/glossary.toml`): one word for each idea in both languages, the
//! games' own terms, a definition and the rules a term belongs to; and the lint that holds every
//! learner-facing text to it ([`lint`]).

use crate::rules_page::RulesPage;
use crate::{Lesson, Text};
use mancala_engine::rules::is_rule;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

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
    /// The words a text uses for the term, in the patterns of `avoid` («естафет*»,
    /// «відруб* голов*»): a lesson may use the term only from the step of its course that
    /// introduces it ([`terms_before_use`]). Everyday words and names have none and are not
    /// checked. For the checks only: not exported.
    #[serde(default, skip_serializing)]
    #[cfg_attr(not(feature = "files"), serde(skip_deserializing))]
    pub forms: Avoid,
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

/// Patterns of words per language: a term's forbidden variants ([`Term::avoid`]) or its forms
/// ([`Term::forms`]). A pattern is one or more words; a word ending in `*` matches any word
/// starting with it, else only itself (case and ё/е ignored).
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
            // Forms in both languages or in neither, and each language's find the term's own word.
            if t.forms.uk.is_empty() != t.forms.ru.is_empty() {
                problems.push(format!("glossary: term `{}`: `forms` must be given in both languages", t.id));
            }
            for (lang, forms, word) in [("uk", &t.forms.uk, &t.uk), ("ru", &t.forms.ru, &t.ru)] {
                if !forms.is_empty() && !forms.iter().any(|f| find(f, &words(word)).is_some()) {
                    problems.push(format!(
                        "glossary: term `{}`: no form of `forms.{lang}` finds its own word «{word}»",
                        t.id
                    ));
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
                for w in &task.wrong {
                    both(&mut out, &format!("{at} hint for {}", w.moves.join(", ")), &w.hint, true);
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

/// Where `pattern` (see [`Avoid`]) occurs in `text`: the first word of each match and the
/// number of words it spans.
fn spans(pattern: &str, text: &[String]) -> Vec<(usize, usize)> {
    let pat: Vec<String> = pattern.split_whitespace().map(|w| w.to_lowercase().replace('ё', "е")).collect();
    if pat.is_empty() || pat.len() > text.len() {
        return Vec::new();
    }
    (0..=text.len() - pat.len())
        .filter(|&i| pat.iter().zip(&text[i..]).all(|(p, w)| word_matches(p, w)))
        .map(|i| (i, pat.len()))
        .collect()
}

/// Where `pattern` (see [`Avoid`]) first occurs in `text`: the matching words.
fn find(pattern: &str, text: &[String]) -> Option<String> {
    spans(pattern, text).first().map(|&(i, n)| text[i..i + n].join(" "))
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

/// A term a lesson step introduces ([`crate::LessonStep::terms`]). A lesson file names it by its
/// glossary id (`terms = ["relay"]`); the export adds its word and definition in both languages
/// ([`Glossary::fill_step_terms`]), so the site can show «Нове слово: естафета — …» under the
/// step's text.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct StepTerm {
    pub id: String,
    pub word: Text,
    pub def: Text,
}

impl<'de> Deserialize<'de> for StepTerm {
    /// An id (as lesson files write it) or the whole term (as the export writes it).
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<StepTerm, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = StepTerm;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a glossary term's id, or a term with its `id`, `word` and `def`")
            }

            fn visit_str<E: serde::de::Error>(self, id: &str) -> Result<StepTerm, E> {
                let empty = || Text { uk: String::new(), ru: String::new() };
                Ok(StepTerm { id: id.to_string(), word: empty(), def: empty() })
            }

            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<StepTerm, A::Error> {
                #[derive(Deserialize)]
                #[serde(deny_unknown_fields)]
                struct Whole {
                    id: String,
                    word: Text,
                    def: Text,
                }
                let w = Whole::deserialize(serde::de::value::MapAccessDeserializer::new(map))?;
                Ok(StepTerm { id: w.id, word: w.word, def: w.def })
            }
        }
        d.deserialize_any(Visitor)
    }
}

impl Glossary {
    /// Gives each step's [`crate::LessonStep::terms`] the glossary's word and definition (for
    /// the export). An id the glossary does not have is left as it is ([`terms_before_use`]
    /// refuses it).
    pub fn fill_step_terms(&self, lessons: &mut [Lesson]) {
        for st in lessons.iter_mut().flat_map(|l| &mut l.steps).flat_map(|s| &mut s.terms) {
            if let Some(t) = self.terms.iter().find(|t| t.id == st.id) {
                st.word = Text { uk: t.uk.clone(), ru: t.ru.clone() };
                st.def = t.def.clone();
            }
        }
    }
}

fn in_lang<'a>(text: &'a Text, lang: &str) -> &'a str {
    if lang == "uk" {
        &text.uk
    } else {
        &text.ru
    }
}

/// The terms a text (in `lang`) uses by one of their [`Term::forms`], each with the words that
/// matched first, in the order of those words. A match inside a longer match of another term does
/// not count: «відрубати голову» is the grand slam, not a head.
fn terms_in<'g>(glossary: &'g Glossary, lang: &str, text: &str) -> Vec<(&'g Term, String)> {
    let ws = words(text);
    let mut found: Vec<(usize, usize, &Term)> = Vec::new();
    for term in &glossary.terms {
        let forms = if lang == "uk" { &term.forms.uk } else { &term.forms.ru };
        for form in forms {
            found.extend(spans(form, &ws).into_iter().map(|(i, n)| (i, n, term)));
        }
    }
    let inside =
        |i: usize, n: usize, t: &Term| found.iter().any(|&(j, m, u)| u.id != t.id && m > n && j <= i && i + n <= j + m);
    let mut out: Vec<(usize, &Term, String)> = Vec::new();
    for &(i, n, term) in &found {
        if inside(i, n, term) || out.iter().any(|(j, t, _)| t.id == term.id && *j <= i) {
            continue;
        }
        out.retain(|(_, t, _)| t.id != term.id);
        out.push((i, term, ws[i..i + n].join(" ")));
    }
    out.sort_by_key(|(i, _, _)| *i);
    out.into_iter().map(|(_, t, hit)| (t, hit)).collect()
}

/// The texts of a lesson's step `i` in the order a learner reads them, each with what it is
/// (`say`, `prompt`, …): the lesson's title and summary come first, with its first step.
fn step_texts(lesson: &Lesson, i: usize) -> Vec<(&'static str, &Text)> {
    let step = &lesson.steps[i];
    let mut out = Vec::new();
    if i == 0 {
        out.extend([("title", &lesson.title), ("summary", &lesson.summary)]);
    }
    out.push(("say", &step.say));
    if let Some(task) = &step.task {
        out.extend([("prompt", &task.prompt), ("hint", &task.hint)]);
        out.extend(task.praise.iter().map(|p| ("praise", p)));
        out.extend(task.wrong.iter().map(|w| ("hint for a wrong try", &w.hint)));
    }
    out
}

/// Every glossary term a course uses is introduced before (issue 33, L16: learners met
/// «холостий», «сівба», «сафарі» before they were explained). For each game, its lessons in
/// their order (the main path, then the appendix): the first use of a term with
/// [`Term::forms`], in each language, in a step's text or its task's prompt, hint or praise, is at
/// or after a step whose `terms` names it. The lesson's title and summary come with its first
/// step, and may also name a term a later step of the lesson introduces (they say what the
/// lesson teaches). A step's `terms` are ids of the glossary's terms with forms, which the step's own texts
/// use in both languages, each named once in the course. Give it the written lessons only (the
/// generated puzzles and drills are not a course's path).
#[must_use]
pub fn terms_before_use(glossary: &Glossary, lessons: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut variants: Vec<&str> = Vec::new();
    for l in lessons {
        if !variants.contains(&l.variant.as_str()) {
            variants.push(&l.variant);
        }
    }
    for variant in variants {
        let mut course: Vec<&Lesson> = lessons.iter().filter(|l| l.variant == variant).collect();
        course.sort_by_key(|l| (l.appendix, l.order));
        // The first step that names each term.
        let mut marked: BTreeMap<&str, String> = BTreeMap::new();
        for l in &course {
            for (i, s) in l.steps.iter().enumerate() {
                for t in &s.terms {
                    marked.entry(t.id.as_str()).or_insert_with(|| format!("{} step {}", l.id, i + 1));
                }
            }
        }
        let mut introduced: BTreeSet<&str> = BTreeSet::new();
        let mut reported: BTreeSet<(&str, &str)> = BTreeSet::new();
        for l in &course {
            // A title or a summary names what its lesson teaches: a term the lesson introduces.
            let taught_here: BTreeSet<&str> = l.steps.iter().flat_map(|s| &s.terms).map(|t| t.id.as_str()).collect();
            for (i, step) in l.steps.iter().enumerate() {
                let at = format!("{} step {}", l.id, i + 1);
                let texts = step_texts(l, i);
                for st in &step.terms {
                    let Some(term) = glossary.terms.iter().find(|t| t.id == st.id) else {
                        problems.push(format!("{at}: `terms`: `{}` is no term of the glossary", st.id));
                        continue;
                    };
                    if !introduced.insert(term.id.as_str()) {
                        problems.push(format!(
                            "{at}: `terms`: `{}` is introduced already at {}",
                            term.id,
                            marked[term.id.as_str()]
                        ));
                    }
                    if term.forms.uk.is_empty() {
                        problems
                            .push(format!("{at}: `terms`: the glossary gives `{}` no `forms` to find it by", term.id));
                        continue;
                    }
                    for lang in ["uk", "ru"] {
                        let own = texts.iter().filter(|(what, _)| !matches!(*what, "title" | "summary"));
                        if !own.into_iter().any(|(_, t)| {
                            terms_in(glossary, lang, in_lang(t, lang)).iter().any(|(u, _)| u.id == term.id)
                        }) {
                            let word = if lang == "uk" { &term.uk } else { &term.ru };
                            problems.push(format!(
                                "{at} [{lang}]: introduces the term `{}` («{word}»), but its text uses no form of it",
                                term.id
                            ));
                        }
                    }
                }
                for (what, text) in &texts {
                    let heading = matches!(*what, "title" | "summary");
                    for lang in ["uk", "ru"] {
                        for (term, hit) in terms_in(glossary, lang, in_lang(text, lang)) {
                            let id = term.id.as_str();
                            if introduced.contains(id)
                                || (heading && taught_here.contains(id))
                                || !reported.insert((id, lang))
                            {
                                continue;
                            }
                            let later = marked.get(term.id.as_str()).map_or_else(
                                || "no step of the course introduces it".to_string(),
                                |p| format!("{p} introduces it, later"),
                            );
                            problems.push(format!(
                                "{at} {what} [{lang}]: «{hit}» is the term `{}`, which the {variant} course has not introduced yet ({later}); \
                                 name it in the `terms` of this step or an earlier one that says what it means, or word this text otherwise",
                                term.id
                            ));
                        }
                    }
                }
            }
        }
    }
    problems
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

    #[cfg(feature = "files")]
    const GLOSSARY: &str = r#"
[[term]]
id = "relay"
uk = "естафета"
ru = "эстафета"
def = { uk = "Сіють далі з ямки останнього зерна.", ru = "Сеют дальше из лунки последнего зерна." }
forms = { uk = ["естафет*"], ru = ["эстафет*"] }

[[term]]
id = "head"
uk = "голова"
ru = "голова"
def = { uk = "Крайня ямка.", ru = "Крайняя лунка." }
forms = { uk = ["голова", "голову"], ru = ["голова", "голову"] }

[[term]]
id = "grand-slam"
uk = "відрубати голову"
ru = "отрубить голову"
def = { uk = "Забрати все.", ru = "Забрать всё." }
forms = { uk = ["відруб* голов*"], ru = ["отруб* голов*"] }

[[term]]
id = "pit"
uk = "ямка"
ru = "лунка"
def = { uk = "Ямка.", ru = "Лунка." }
"#;

    #[cfg(feature = "files")]
    fn course(steps: &[(&str, &str, &str)], appendix: &[(&str, &str, &str)]) -> Vec<Lesson> {
        // Each step: its `terms` (TOML) and its text in both languages.
        let lesson = |order: u32, extra: &str, steps: &[(&str, &str, &str)]| {
            let mut text = format!(
                "variant = \"kiarabu\"\norder = {order}\n{extra}title = {{ uk = \"Т\", ru = \"Т\" }}\nsummary = {{ uk = \"С\", ru = \"С\" }}\n"
            );
            for (terms, uk, ru) in steps {
                text.push_str(&format!("[[step]]\nsay = {{ uk = \"{uk}\", ru = \"{ru}\" }}\n{terms}\n"));
            }
            crate::parse_lesson(&format!("kiarabu/0{order}-x.toml"), &text).unwrap()
        };
        let mut out = vec![lesson(1, "", steps)];
        if !appendix.is_empty() {
            // Written first, read last: an appendix comes after the main path.
            out.insert(0, lesson(2, "appendix = true\n", appendix));
        }
        out
    }

    #[cfg(feature = "files")]
    #[test]
    fn a_term_used_before_the_step_that_introduces_it_is_refused() {
        let g = parse(GLOSSARY).unwrap();
        assert_eq!(g.check(), Vec::<String>::new());
        let early = course(
            &[
                ("", "Далі — естафета.", "Дальше — эстафета."),
                ("terms = [\"relay\"]", "Естафета: сійте далі.", "Эстафета: сейте дальше."),
            ],
            &[],
        );
        let problems = terms_before_use(&g, &early);
        assert_eq!(problems.len(), 2, "{problems:?}");
        let uk = &problems[0];
        for part in [
            "kiarabu/01-x step 1 say [uk]",
            "«естафета»",
            "`relay`",
            "kiarabu course",
            "kiarabu/01-x step 2 introduces it, later",
        ] {
            assert!(uk.contains(part), "{part} not in: {uk}");
        }
        assert!(problems[1].contains("[ru]: «эстафета»"), "{}", problems[1]);
        // Introduced where it is first used, or before: no problem.
        let marked = course(
            &[
                ("terms = [\"relay\"]", "Естафета: сійте далі.", "Эстафета: сейте дальше."),
                ("", "Ще одна естафета.", "Ещё одна эстафета."),
            ],
            &[],
        );
        assert_eq!(terms_before_use(&g, &marked), Vec::<String>::new());
        // Terms without forms (everyday words) are not checked.
        let plain = course(&[("", "Ямка і ще ямка.", "Лунка и ещё лунка.")], &[]);
        assert_eq!(terms_before_use(&g, &plain), Vec::<String>::new());
    }

    #[cfg(feature = "files")]
    #[test]
    fn an_appendix_lesson_comes_after_the_main_path_and_a_heading_may_name_what_its_lesson_teaches() {
        let g = parse(GLOSSARY).unwrap();
        // The appendix (order 2, written first) uses the term the main path introduces.
        let lessons =
            course(&[("terms = [\"relay\"]", "Естафета.", "Эстафета.")], &[("", "Знову естафета.", "Снова эстафета.")]);
        assert_eq!(terms_before_use(&g, &lessons), Vec::<String>::new());
        // A title may name a term its lesson introduces later; a step's text may not.
        let mut titled =
            course(&[("", "Спершу дошка.", "Сначала доска."), ("terms = [\"relay\"]", "Естафета.", "Эстафета.")], &[]);
        titled[0].title = Text { uk: "Естафета".into(), ru: "Эстафета".into() };
        assert_eq!(terms_before_use(&g, &titled), Vec::<String>::new());
        titled[0].steps[1].terms.clear();
        let problems = terms_before_use(&g, &titled);
        assert!(problems[0].contains("kiarabu/01-x step 1 title [uk]: «естафета»"), "{problems:?}");
    }

    #[cfg(feature = "files")]
    #[test]
    fn a_step_introduces_only_terms_of_the_glossary_that_it_says_once_in_its_course() {
        let g = parse(GLOSSARY).unwrap();
        let lessons = course(
            &[
                ("terms = [\"relay\", \"rely\"]", "Естафета.", "Сейте дальше."),
                ("terms = [\"relay\", \"pit\"]", "Естафета в ямці.", "Эстафета в лунке."),
            ],
            &[],
        );
        let problems = terms_before_use(&g, &lessons).join("\n");
        for part in [
            "step 1: `terms`: `rely` is no term of the glossary",
            "step 1 [ru]: introduces the term `relay` («эстафета»), but its text uses no form of it",
            "step 2: `terms`: `relay` is introduced already at kiarabu/01-x step 1",
            "step 2: `terms`: the glossary gives `pit` no `forms`",
        ] {
            assert!(problems.contains(part), "{part} not in:\n{problems}");
        }
    }

    #[cfg(feature = "files")]
    #[test]
    fn a_longer_form_of_another_term_wins() {
        let g = parse(GLOSSARY).unwrap();
        let found = |text: &str| -> Vec<(String, String)> {
            terms_in(&g, "uk", text).into_iter().map(|(t, hit)| (t.id.clone(), hit)).collect()
        };
        assert_eq!(found("Можна відрубати голову."), [("grand-slam".to_string(), "відрубати голову".to_string())]);
        assert_eq!(
            found("Ліва голова; естафета, ще естафета й відрубати голову"),
            [
                ("head".to_string(), "голова".to_string()),
                ("relay".to_string(), "естафета".to_string()),
                ("grand-slam".to_string(), "відрубати голову".to_string())
            ]
        );
    }

    #[cfg(feature = "files")]
    #[test]
    fn forms_are_given_in_both_languages_and_find_the_terms_own_word() {
        let bad = GLOSSARY
            .replace(r#"forms = { uk = ["естафет*"], ru = ["эстафет*"] }"#, r#"forms = { uk = ["естафет*"] }"#)
            .replace(r#"forms = { uk = ["голова", "голову"]"#, r#"forms = { uk = ["голови"]"#);
        let problems = parse(&bad).unwrap().check().join("\n");
        assert!(problems.contains("term `relay`: `forms` must be given in both languages"), "{problems}");
        assert!(problems.contains("term `head`: no form of `forms.uk` finds its own word «голова»"), "{problems}");
    }

    #[cfg(feature = "files")]
    #[test]
    fn a_step_term_reads_as_an_id_or_whole_and_the_export_fills_it() {
        let g = parse(GLOSSARY).unwrap();
        let mut lessons = course(&[("terms = [\"relay\"]", "Естафета.", "Эстафета.")], &[]);
        assert_eq!(lessons[0].steps[0].terms[0].id, "relay");
        g.fill_step_terms(&mut lessons);
        let term = &lessons[0].steps[0].terms[0];
        assert_eq!(
            (term.word.uk.as_str(), term.def.ru.as_str()),
            ("естафета", "Сеют дальше из лунки последнего зерна.")
        );
        let json = serde_json::to_string(&lessons[0].steps[0]).unwrap();
        assert!(json.contains(r#""terms":[{"id":"relay","word":{"uk":"естафета","ru":"эстафета"},"def":{"#), "{json}");
        let back: crate::LessonStep = serde_json::from_str(&json).unwrap();
        assert_eq!(back.terms, lessons[0].steps[0].terms);
        // A step without terms exports none.
        let plain = course(&[("", "а", "а")], &[]);
        assert!(!serde_json::to_string(&plain[0].steps[0]).unwrap().contains("terms"));
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
