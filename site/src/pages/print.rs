//! The printable page of a position (`#/print/<variant>?o=…&p=…`): the position drawn as a clean
//! black-and-white SVG ([`crate::board::svg`]) for worksheets, a print button (the print style sheet
//! hides the site around it) and a "download SVG" button.

use crate::board::svg::{position_svg, SheetText};
use crate::platform::i18n::{side_name, t, text, tr, Lang};
use crate::platform::js;
use crate::platform::route::PlayLink;
use leptos::prelude::*;
use mancala_engine::{Position, Rows, Side, Variant, VariantError};
use mancala_text::{position_error, variant_error};

/// Why a print link cannot be drawn.
#[derive(Clone, Debug)]
pub enum PrintError {
    Variant(VariantError),
    Position(mancala_engine::PositionError),
}

impl PrintError {
    #[must_use]
    pub fn text(&self, lang: Lang) -> String {
        crate::platform::route::cut_echoes(&match self {
            PrintError::Variant(e) => tr(lang, "site-link-error", &[("why", variant_error(lang, e).into())]),
            PrintError::Position(e) => tr(lang, "site-print-bad-position", &[("why", position_error(lang, e).into())]),
        })
    }
}

/// The variant and the position of a print link (the variant's start position when the link has
/// none). Unlike a play link, nothing is guessed: a broken part is an error, so a worksheet never
/// shows a position other than the one asked for.
///
/// # Errors
/// An unknown variant or option, or a position that cannot be read or does not fit the variant.
pub fn position_of(link: &PlayLink) -> Result<(Variant, Position), PrintError> {
    let variant = Variant::with_option_texts(&link.variant, &link.options).map_err(PrintError::Variant)?;
    let pos = match &link.position {
        Some(text) => variant.parse_position(text).map_err(PrintError::Position)?,
        None => variant.start_position(),
    };
    Ok((variant, pos))
}

/// The drawing of a position in a language.
#[must_use]
pub fn sheet(lang: Lang, variant: &Variant, pos: &Position) -> String {
    let spec = variant.spec();
    let name = mancala_text::variant_name(lang, spec);
    let subtitle = if pos.outcome().is_some() {
        t(lang, "site-print-over")
    } else {
        tr(lang, "site-print-to-move", &[("player", side_name(lang, pos.to_move()).into())])
    };
    let text = SheetText {
        title: tr(lang, "site-print-title", &[("name", name.into())]),
        subtitle,
        north: side_name(lang, Side::North),
        south: side_name(lang, Side::South),
        store: t(lang, "site-store"),
        reserve: t(lang, "site-reserve"),
        label: tr(lang, "site-board", &[("name", name.into())]),
    };
    let show_reserves = Side::BOTH.iter().any(|&s| pos.reserve(s) > 0);
    let marks = crate::board::marks::marks(&spec.pit_roles, pos);
    position_svg(pos, spec.rows == Rows::Two, show_reserves, &marks, &text, false)
}

#[component]
pub fn PrintPage(link: PlayLink, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let back = PlayLink { moves: Vec::new(), ..link.clone() }.to_hash();
    let (variant, pos) = match position_of(&link) {
        Ok(x) => x,
        Err(e) => {
            return view! {
                <p id="error" class="notice error" role="alert">{move || e.text(lang.get())}</p>
                <p class="no-print"><a href=format!("#/play/{}", crate::platform::route::encode(&link.variant))>{text(lang, "site-print-back")}</a></p>
            }
            .into_any();
        }
    };
    let id = variant.id();
    let drawing = {
        let (variant, pos) = (variant.clone(), pos.clone());
        move || sheet(lang.get(), &variant, &pos)
    };
    let download = {
        let drawing = drawing.clone();
        move |_| {
            let svg = format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{}\n", drawing());
            js::download_text(&format!("{id}-position.svg"), "image/svg+xml", &svg);
        }
    };
    let question = RwSignal::new(String::new());
    view! {
        <section class="print-page" data-variant=id>
            <div class="print-tools no-print">
                <a id="print-back" href=format!("#{back}")>{text(lang, "site-print-back")}</a>
                <button type="button" id="print-print" on:click=move |_| js::print_page()>{text(lang, "site-print-print")}</button>
                <button type="button" id="print-download" on:click=download>{text(lang, "site-print-download")}</button>
                <p class="print-help">{text(lang, "site-print-help")}</p>
            </div>
            <div id="print-sheet" class="print-sheet" inner_html=drawing></div>
            // Room on the paper for a question and its answer (issue 36, C10): the teacher's
            // question, typed here, is printed under the board; without one, a line to write it.
            <label class="print-question-input no-print">
                {text(lang, "site-print-question-label")}
                <textarea id="print-question-input" rows="2" on:input=move |ev| question.set(js::target_value(&ev))></textarea>
            </label>
            <div id="print-questions" class="print-questions">
                <p class="print-question">
                    <strong>{text(lang, "site-print-question")}</strong>
                    " "
                    <span id="print-question-text">{move || question.get()}</span>
                </p>
                <p class="print-answer"><strong>{text(lang, "site-print-answer")}</strong></p>
                <div class="answer-lines" aria-hidden="true"><span></span><span></span><span></span><span></span></div>
            </div>
        </section>
    }
    .into_any()
}
