//! A variant's options on the play page: each in words with its default, and "apply" starts a
//! new game with them (its link).

use crate::platform::i18n::{t, text, tr, Lang};
use crate::platform::route::PlayLink;
use leptos::prelude::*;
use mancala_engine::{OptionKind, Variant};

/// The Fluent id of an option's label (`kalah.seeds_per_pit` → `site-opt-kalah--seeds-per-pit`),
/// or of one of its values with `value`.
fn option_message(key: &str, value: Option<&str>) -> String {
    let mut id = format!("site-opt-{}", key.replace('.', "--").replace('_', "-"));
    if let Some(v) = value {
        id.push_str("--");
        id.push_str(&v.replace('_', "-"));
    }
    id
}

/// An option in words (`kalah.seeds_per_pit` → «Зерен у кожній ямці на початку»); the key itself
/// only if the strings have no label for it.
#[must_use]
pub fn option_label(lang: Lang, key: &str) -> String {
    let id = option_message(key, None);
    if mancala_text::has(lang, &id) {
        t(lang, &id)
    } else {
        key.to_string()
    }
}

/// A value of a choice option in words; the value itself if the strings have no label for it.
#[must_use]
pub fn option_value_label(lang: Lang, key: &str, value: &str) -> String {
    let id = option_message(key, Some(value));
    if mancala_text::has(lang, &id) {
        t(lang, &id)
    } else {
        value.to_string()
    }
}

/// The options of a variant as a form; "apply" gives `on_apply` the new game with them (its
/// link). The values shown start as the link's and stay over a change of language.
#[component]
pub(super) fn OptionsForm(
    variant: Variant,
    #[prop(into)] lang: Signal<Lang>,
    on_apply: Callback<PlayLink>,
) -> impl IntoView {
    let spec = variant.spec();
    if spec.options.is_empty() {
        return ().into_any();
    }
    let values: Vec<RwSignal<String>> = spec
        .options
        .iter()
        .map(|o| RwSignal::new(variant.options().get(o.key).map_or_else(|| o.default.to_string(), |v| v.to_string())))
        .collect();
    let fields = spec
        .options
        .iter()
        .zip(values.iter().copied())
        .enumerate()
        .map(|(i, (o, value))| {
            let id = format!("opt-{i}");
            let value_label = move |l: Lang, v: &str| match o.kind {
                OptionKind::Bool => t(l, if v == "true" { "site-yes" } else { "site-no" }),
                _ => option_value_label(l, o.key, v),
            };
            let read = move |ev: leptos::ev::Event| value.set(leptos::prelude::event_target_value(&ev));
            let input = match o.kind {
                OptionKind::Bool => view! {
                    <input
                        type="checkbox"
                        id=id.clone()
                        data-key=o.key
                        prop:checked=move || value.get() == "true"
                        on:change=move |ev| value.set(leptos::prelude::event_target_checked(&ev).to_string())
                    />
                }
                .into_any(),
                OptionKind::Int { min, max } => view! {
                    <input type="number" id=id.clone() data-key=o.key min=min.to_string() max=max.to_string()
                        prop:value=move || value.get() on:input=read />
                }
                .into_any(),
                OptionKind::Choice(choices) => {
                    let options = move || {
                        let l = lang.get();
                        choices
                            .iter()
                            .map(|&c| view! { <option value=c selected=value.get_untracked() == c>{value_label(l, c)}</option> })
                            .collect_view()
                    };
                    view! { <select id=id.clone() data-key=o.key prop:value=move || value.get() on:change=read>{options}</select> }
                        .into_any()
                }
            };
            view! {
                <div class="option">
                    <label for=id title=move || tr(lang.get(), "site-option-in-link", &[("key", o.key.into())])>
                        {move || option_label(lang.get(), o.key)}
                    </label>
                    {input}
                    <span class="default">
                        {move || {
                            let l = lang.get();
                            tr(l, "site-option-default", &[("value", value_label(l, o.default).into())])
                        }}
                    </span>
                </div>
            }
        })
        .collect_view();
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let options: Vec<String> = spec
            .options
            .iter()
            .zip(&values)
            .map(|(o, v)| (o, v.get_untracked()))
            .filter(|(o, v)| o.kind.parse(v) != o.kind.parse(o.default))
            .map(|(o, v)| format!("{}={v}", o.key))
            .collect();
        on_apply.run(PlayLink { variant: spec.id.to_string(), options, position: None, moves: Vec::new() });
    };
    view! {
        <details class="options">
            <summary>{text(lang, "site-options")}</summary>
            <form id="options-form" on:submit=submit>
                {fields}
                <button type="submit" id="apply-options">{text(lang, "site-options-apply")}</button>
            </form>
        </details>
    }
    .into_any()
}
