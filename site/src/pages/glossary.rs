//! The glossary page (`#/glossary`): every term of `tutorials/glossary.toml` in the shown
//! language, with the games' own words (Swahili, Arabic, Malagasy), its definition and the rules it
//! belongs to, each linked to the rules page that states it. The terms keep the glossary's order
//! (from the board and the seeds to the Bao phases), which is the order a learner meets them. A
//! link may point at one term (`#/glossary?t=<id>`, from a lesson): it is marked and focused.

use crate::platform::content;
use crate::platform::content::ContentError;
use crate::platform::i18n::{t, text, tr, Lang};
use crate::platform::js::{
    self,
    dom::{El, Listeners},
};
use crate::platform::route::{Route, RulesLink};
use leptos::prelude::*;
use mancala_content::glossary::Glossary;
use mancala_content::glossary::Term;
use std::cell::RefCell;
use std::rc::Rc;

/// The element id of a term's entry.
#[must_use]
pub fn term_element_id(term: &str) -> String {
    format!("term-{term}")
}

/// The link to a term of the glossary.
#[must_use]
pub fn term_href(term: &str) -> String {
    format!("#{}", Route::Glossary(Some(term.to_string())).to_hash())
}

#[component]
pub fn GlossaryPage(
    /// The term to mark and focus, if the link names one.
    term: Option<String>,
    #[prop(into)] lang: Signal<Lang>,
) -> impl IntoView {
    // Drawn without the framework (`js::dom`) into the list, again for the language shown:
    // forty terms of plain text, a loading note and an error with its retry, which Leptos's
    // views and resources would make one of the largest pages of the wasm (BENCHMARKS.md).
    let list = NodeRef::<leptos::html::Div>::new();
    let loaded: Rc<RefCell<Option<Result<Glossary, ContentError>>>> = Rc::default();
    let listeners: Rc<RefCell<Listeners>> = Rc::default();
    // Each attempt loads the glossary (the first when the page opens, another at each retry).
    let attempt = RwSignal::new(0_u32);
    let draw = {
        let (loaded, listeners) = (loaded.clone(), listeners.clone());
        Rc::new(move |host: &El, l: Lang| {
            host.clear();
            *listeners.borrow_mut() = Listeners::default();
            match &*loaded.borrow() {
                None => host.append(
                    &El::new("p")
                        .with_attr("id", "glossary-loading")
                        .with_class("note")
                        .with_attr("role", "status")
                        .with_text(&t(l, "site-content-loading")),
                ),
                Some(Err(err)) => {
                    let retry = El::new("button")
                        .with_attr("type", "button")
                        .with_attr("id", "content-retry")
                        .with_text(&t(l, "site-content-retry"));
                    let notice = El::new("div")
                        .with_attr("id", "content-error")
                        .with_class("notice error")
                        .with_attr("role", "alert")
                        .with_child(&El::new("p").with_text(&err.message(l)))
                        .with_child(&retry);
                    host.append(&notice);
                    listeners.borrow_mut().on(&retry, "click", move |_| attempt.update(|n| *n += 1));
                }
                Some(Ok(g)) => {
                    let known = term.as_ref().filter(|t| g.terms.iter().any(|x| x.id == **t));
                    if let (Some(t), None) = (&term, known) {
                        let says = tr(l, "site-glossary-unknown", &[("term", crate::platform::route::shown(t).into())]);
                        host.append(
                            &El::new("p")
                                .with_attr("id", "glossary-unknown")
                                .with_class("notice")
                                .with_attr("role", "status")
                                .with_text(&says),
                        );
                    }
                    let dl = El::new("dl").with_attr("id", "glossary-terms").with_class("glossary");
                    for entry in &g.terms {
                        dl.append(&term_entry(entry, known == Some(&entry.id), l));
                    }
                    host.append(&dl);
                    if let Some(target) = known.cloned() {
                        js::after(0, move || js::focus(&term_element_id(&target)));
                    }
                }
            }
        })
    };
    let host = move || list.get().map(|el| El::host(el.into()));
    {
        let draw = draw.clone();
        Effect::new(move |_| {
            attempt.track();
            *loaded.borrow_mut() = None;
            if let Some(h) = host() {
                draw(&h, lang.get_untracked());
            }
            let (loaded, draw) = (loaded.clone(), draw.clone());
            js::spawn(async move {
                let g = content::glossary().await;
                *loaded.borrow_mut() = Some(g);
                if let Some(h) = host() {
                    draw(&h, lang.get_untracked());
                }
            });
        });
    }
    Effect::new(move |_| {
        let l = lang.get();
        if let Some(h) = host() {
            draw(&h, l);
        }
    });
    view! {
        <article class="glossary-page">
            <div class="play-head">
                <h2 id="glossary-title">{text(lang, "site-glossary-title")}</h2>
                <nav class="page-links">
                    <a href="#/">{text(lang, "site-home")}</a>
                </nav>
            </div>
            <p class="note">{text(lang, "site-glossary-intro")}</p>
            <div id="glossary" node_ref=list></div>
        </article>
    }
}

/// One term in `lang`: its word (and, quieter, the other language's), the games' own words, the
/// definition and the rules, each a link to the rules page that states it.
fn term_entry(entry: &Term, marked: bool, lang: Lang) -> El {
    let (word, other, other_lang, def) = match lang {
        Lang::Uk => (&entry.uk, &entry.ru, "ru", &entry.def.uk),
        Lang::Ru => (&entry.ru, &entry.uk, "uk", &entry.def.ru),
    };
    let dt = El::new("dt")
        .with_attr("id", &term_element_id(&entry.id))
        .with_attr("tabindex", "-1")
        .with_child(&El::new("span").with_class("term-word").with_text(word));
    dt.append_text(" ");
    dt.append(&El::new("span").with_class("term-other").with_attr("lang", other_lang).with_text(other));
    let dd = El::new("dd").with_child(&El::new("p").with_class("term-def").with_text(def));
    if !entry.source.is_empty() {
        let source = El::new("span").with_class("term-source");
        source.append_text(&format!("{} ", t(lang, "site-glossary-source")));
        source.append(&El::new("i").with_attr("lang", &entry.source_lang).with_text(&entry.source.join(", ")));
        dd.append(&source);
    }
    if !entry.rules.is_empty() {
        let rules = El::new("span").with_class("term-rules");
        rules.append_text(&format!("{} ", t(lang, "site-glossary-rules")));
        let pages = entry.pages.iter().map(String::as_str).chain(std::iter::repeat(""));
        for (rule, page) in entry.rules.iter().zip(pages) {
            // A rule no page states is shown without a link.
            let link = El::new("a").with_class("rule-id").with_text(rule);
            if !page.is_empty() {
                let to = RulesLink { variant: page.to_string(), rule: Some(rule.clone()) };
                link.set_attr("href", &format!("#{}", to.to_hash()));
            }
            rules.append(&link);
            rules.append_text(" ");
        }
        dd.append(&rules);
    }
    El::new("div")
        .with_class(if marked { "term marked" } else { "term" })
        .with_attr("data-term", &entry.id)
        .with_child(&dt)
        .with_child(&dd)
}
