//! The rules page of a variant (`#/rules/<id>`), from `mancala-content`'s rules pages: sections,
//! each rule with its rule ID and source articles, and the options with what each article says.
//! The page's text is fetched on demand ([`crate::platform::content::rules_page`]): the title shows at once,
//! then a loading note, then the rules, or a clear error with a retry button. A link may point at
//! one rule (`#/rules/<id>?r=<rule id>`, from a lesson's rule tags): it is marked and focused.

use crate::pages::course::pick_text as pick;
use crate::platform::content::{self, ContentError};
use crate::platform::i18n::{t, text, text_with, tr, Lang};
use crate::platform::js;
use leptos::prelude::*;
use mancala_content::rules_page::{RulesPage as Page, SOURCES};
use mancala_engine::{variants, Provenance};

/// The article named by a source tag, in the language: in a rule's line, its short name.
fn source_name(lang: Lang, tag: &str) -> String {
    SOURCES
        .iter()
        .find(|(t, _, _)| *t == tag)
        .map_or_else(|| format!("[{tag}]"), |(_, uk, ru)| format!("[{tag}] {}", if lang == Lang::Ru { ru } else { uk }))
}

/// The article named by a source tag cited in full, as a reader expects: title, where it was
/// published, author and year where the article gives them (`site-source-<tag>`).
#[must_use]
pub fn source_citation(lang: Lang, tag: &str) -> String {
    let id = format!("site-source-{tag}");
    if mancala_text::has(lang, &id) {
        t(lang, &id)
    } else {
        source_name(lang, tag)
    }
}

#[component]
pub fn RulesPage(
    id: String,
    /// The rule to mark and focus, if the link names one.
    rule: Option<String>,
    #[prop(into)] lang: Signal<Lang>,
) -> impl IntoView {
    let Some(spec) = variants().into_iter().find(|v| v.id == id) else {
        return crate::pages::course::unknown_variant(&id, lang);
    };
    let id = spec.id;
    let page = crate::platform::fetched::Fetched::new(move || content::rules_page(id));
    let title =
        move || tr(lang.get(), "site-rules-title", &[("name", mancala_text::variant_name(lang.get(), spec).into())]);
    let reconstructed = (spec.provenance == Provenance::Reconstructed)
        .then(|| view! { <p class="note reconstructed">{text(lang, "site-reconstructed")}</p> });
    let body = move || match page.get() {
        None => view! {
            <p id="rules-loading" class="note" role="status" aria-live="polite">
                {text(lang, "site-content-loading")}
            </p>
        }
        .into_any(),
        Some(Err(err)) => view! { <ContentErrorNotice err=err lang=lang retry=move || page.refetch() /> }.into_any(),
        Some(Ok(page)) => {
            if let Some(target) = rule.clone() {
                // After this render: the rule's element exists then.
                js::after(0, move || js::focus(&rule_element_id(&target)));
            }
            page_body(&page, rule.as_deref(), lang)
        }
    };
    view! {
        <article class="rules-page" data-variant=spec.id>
            <div class="play-head">
                <h2 id="rules-title">{title}</h2>
                <nav class="page-links">
                    <a href="#/">{text(lang, "site-home")}</a>
                    {mancala_content::lesson_ids(spec.id).next().is_some().then(|| view! {
                        <a id="learn-link" href=format!("#/learn/{}", spec.id)>{text(lang, "site-lesson-learn")}</a>
                    })}
                    <a id="play-link" href=format!("#/play/{}", spec.id)>{text(lang, "site-play")}</a>
                </nav>
            </div>
            {reconstructed}
            {body}
        </article>
    }
    .into_any()
}

/// The element id of a rule on its page (rule ids are `KAL-5`, `KSW-12a`: safe in an id).
fn rule_element_id(rule: &str) -> String {
    format!("rule-{rule}")
}

/// The rules, section by section, the options and the source articles.
fn page_body(page: &Page, target: Option<&str>, lang: Signal<Lang>) -> AnyView {
    let intro = page.intro.clone();
    // A link to a rule the page does not have says so, naming it (it said nothing).
    let missing = target
        .filter(|t| !page.sections.iter().any(|s| s.rules.iter().any(|r| r.id == *t)))
        .map(crate::platform::route::shown)
        .map(|rule| {
            view! {
                <p id="rule-not-found" class="notice error" role="alert">
                    {text_with(lang, "site-rules-no-rule", "rule", rule.clone())}
                </p>
            }
        });
    let sections = page
        .sections
        .iter()
        .map(|section| {
            let title = section.title.clone();
            let rules = section
                .rules
                .iter()
                .map(|rule| {
                    let rule = rule.clone();
                    let is_target = target == Some(rule.id.as_str());
                    let id = rule.id.clone();
                    let rule_text = move || if lang.get() == Lang::Ru { rule.ru.clone() } else { rule.uk.clone() };
                    let sources = rule.sources.clone();
                    let proposal = rule.proposal;
                    let src = move || {
                        let lang = lang.get();
                        if sources.is_empty() {
                            String::new()
                        } else {
                            let names: Vec<String> = sources.iter().map(|s| source_name(lang, s)).collect();
                            tr(lang, "site-rule-sources", &[("sources", names.join("; ").into())])
                        }
                    };
                    view! {
                        <li
                            class=if is_target { "rule target" } else { "rule" }
                            id=rule_element_id(&id)
                            data-rule=id.clone()
                            tabindex=is_target.then_some("-1")
                        >
                            <span class="rule-id" title=text(lang, "site-rule-id-help")>{id.clone()}</span>
                            " "
                            <span class="rule-text">{rule_text}</span>
                            <span class="rule-source">{src}</span>
                            {proposal.then(|| view! { <span class="rule-proposal">{text(lang, "site-rule-proposal")}</span> })}
                        </li>
                    }
                })
                .collect_view();
            view! {
                <section class="rules-section">
                    <h3>{move || pick(lang.get(), &title)}</h3>
                    <ul class="rules">{rules}</ul>
                </section>
            }
        })
        .collect_view();
    let options = page
        .options
        .iter()
        .map(|o| {
            let o = o.clone();
            let o2 = o.clone();
            let key = o.key.clone();
            let values = o.values.clone();
            view! {
                <li class="option-text" data-key=o.key.clone()>
                    <strong>{move || pick(lang.get(), &o.label)}</strong>
                    " "
                    <span class="option-key">
                        "("
                        {text_with(lang, "site-option-in-link", "key", key.clone())}
                        ")"
                    </span>
                    {move || o2.about.as_ref().map(|a| view! { <p>{pick(lang.get(), a)}</p> })}
                    <ul>
                        {values
                            .into_iter()
                            .map(|(k, v)| view! { <li><code>{k}</code> " — " {move || pick(lang.get(), &v)}</li> })
                            .collect_view()}
                    </ul>
                </li>
            }
        })
        .collect_view();
    let has_options = !page.options.is_empty();
    view! {
        {missing}
        <p class="intro">{move || pick(lang.get(), &intro)}</p>
        {sections}
        {has_options.then(|| view! {
            <section class="rules-section">
                <h3>{text(lang, "site-options-heading")}</h3>
                <ul class="options-text">{options}</ul>
            </section>
        })}
        <section class="rules-section sources">
            <h3>{text(lang, "site-sources-heading")}</h3>
            <p class="note">{text(lang, "site-source-code-help")}</p>
            <ul>
                {SOURCES
                    .iter()
                    .map(|(tag, _, _)| view! { <li data-source=*tag>{move || source_citation(lang.get(), tag)}</li> })
                    .collect_view()}
            </ul>
            <p class="note">{text(lang, "site-source-no-link")}</p>
        </section>
    }
    .into_any()
}

/// Content that could not be loaded: what and why in the user's language, and a retry button.
#[component]
pub fn ContentErrorNotice(
    err: ContentError,
    #[prop(into)] lang: Signal<Lang>,
    retry: impl Fn() + 'static,
) -> impl IntoView {
    view! {
        <div id="content-error" class="notice error" role="alert">
            <p>{move || err.message(lang.get())}</p>
            <button type="button" id="content-retry" on:click=move |_| retry()>
                {text(lang, "site-content-retry")}
            </button>
        </div>
    }
}
