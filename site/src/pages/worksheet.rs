//! A worksheet for the classroom (`#/worksheet/<variant>?t=<theme>&d=<level>&n=<count>&per=<4|6>`):
//! some of a game's puzzles, each drawn in black and white ([`crate::board::svg`]) with its prompt,
//! a line for the answer, and on a page of its own the answer key: each puzzle's answer, its
//! winning line and why (issue 36, C10). The teacher picks the theme, the difficulty, the number
//! of puzzles and how many go on a printed page (six, or four drawn larger) with links (the address is the worksheet, so it can be
//! shared, bookmarked and opened offline), prints the page (the print style sheet hides the site
//! around it; "Save as PDF" makes PDF pages) or downloads the sheet and the key as SVG files.
//!
//! The sheet is drawn without the framework ([`El`]), like the puzzles' page: plain elements
//! and text, which Leptos's views would make costly for the first load (BENCHMARKS.md).

use crate::board::svg::{position_svg, SheetText};
use crate::pages::course::{content_error, load_list, spec_of, unknown_variant};
use crate::pages::play::learner_move;
use crate::pages::puzzles::{chip_row, filter_rows, pick, theme_name, FilterMiss};
use crate::platform::i18n::{side_name, t, tr, Lang};
use crate::platform::js;
use crate::platform::js::dom::{El, Listeners};
use crate::platform::route::{LessonLink, PuzzleFilter, WorksheetLink, PUZZLES};
use leptos::prelude::*;
use mancala_content::{Asset, Lesson};
use mancala_engine::{Rows, Side, Variant};

/// How many puzzles a worksheet has when its link does not say.
pub const DEFAULT_COUNT: usize = 6;
/// The counts offered (a link may ask for any number from 1 to [`MAX_COUNT`]).
const COUNTS: [usize; 4] = [4, 6, 8, 12];
/// The most puzzles one worksheet draws.
pub const MAX_COUNT: usize = 24;
/// Puzzles on a printed A4 page: six in two columns, or four drawn larger, each beside its
/// prompt and answer line (issue 36, C9). The first is the default.
pub const PER_PAGE: [usize; 2] = [6, 4];

/// How many puzzles go on a printed page, and the value as written when the link's `per` is not
/// one of [`PER_PAGE`] (the page says so and prints six).
#[must_use]
pub fn per_page(link: &WorksheetLink) -> (usize, Option<String>) {
    match link.per.as_deref() {
        None => (PER_PAGE[0], None),
        Some(v) => match v.parse::<usize>() {
            Ok(n) if PER_PAGE.contains(&n) => (n, None),
            _ => (PER_PAGE[0], Some(v.to_string())),
        },
    }
}

/// Why a worksheet link cannot be drawn: `n` is not a number from 1 to [`MAX_COUNT`] (as
/// written).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetError(pub String);

impl SheetError {
    #[must_use]
    pub fn text(&self, l: Lang) -> String {
        tr(l, "site-worksheet-bad-count", &[("count", self.0.as_str().into()), ("max", MAX_COUNT.into())])
    }
}

/// The puzzles of a worksheet: their places in the game's set `all`, spread over what the filter
/// picks (so that a sheet of six from sixty is not the six easiest), and why the filter was not
/// followed when it picks nothing or cannot be read (the sheet is then drawn from the whole set,
/// as the puzzles' page shows the whole set).
///
/// # Errors
/// [`SheetError`] for a count that cannot be read.
pub fn choose(all: &Lesson, link: &WorksheetLink) -> Result<(Vec<usize>, Option<FilterMiss>), SheetError> {
    let count = match link.count.as_deref() {
        None => DEFAULT_COUNT,
        Some(n) => {
            n.parse::<usize>().ok().filter(|n| (1..=MAX_COUNT).contains(n)).ok_or_else(|| SheetError(n.to_string()))?
        }
    };
    let (places, miss) = match pick(all, &link.filter) {
        Ok(places) => (places, None),
        Err(miss) => ((0..all.steps.len()).collect(), Some(miss)),
    };
    let take = count.min(places.len());
    Ok(((0..take).map(|k| places[k * places.len() / take]).collect(), miss))
}

/// The game's puzzle keys, rows `[id, line uk, line ru, why uk, why ru]`
/// ([`crate::platform::content::puzzle_keys`]; empty when they could not be had: the key then
/// gives each answer alone).
type Keys = Vec<Vec<String>>;

/// The key's line and why of puzzle `id` in `l`.
fn key_of<'a>(keys: &'a Keys, id: &str, l: Lang) -> Option<(&'a str, &'a str)> {
    let row = keys.iter().find(|row| row.first().is_some_and(|x| x == id))?;
    let (line, why) = if l == Lang::Uk { (1, 3) } else { (2, 4) };
    Some((row.get(line)?.as_str(), row.get(why)?.as_str()))
}

/// One puzzle of the sheet: its drawing, its prompt, its answer in words, and for the key its
/// winning line and why from the export's keys ([`Keys`]; empty without one).
struct Item {
    id: String,
    prompt: String,
    svg: String,
    answer: String,
    line: String,
    why: String,
}

fn items(l: Lang, variant: &Variant, all: &Lesson, places: &[usize], keys: &Keys) -> Vec<Item> {
    let show_stores = variant.spec().rows == Rows::Two;
    let mut out = Vec::new();
    for (k, &i) in places.iter().enumerate() {
        let step = &all.steps[i];
        let key = step.puzzle.as_ref().and_then(|id| key_of(keys, id, l));
        let (Some(task), Some(position)) = (&step.task, &step.position) else { continue };
        let Ok(pos) = variant.parse_position(position) else { continue };
        let text = SheetText {
            title: tr(l, "site-worksheet-item", &[("n", (k + 1).into())]),
            subtitle: tr(l, "site-print-to-move", &[("player", side_name(l, pos.to_move()).into())]),
            north: side_name(l, Side::North),
            south: side_name(l, Side::South),
            store: t(l, "site-store"),
            reserve: t(l, "site-reserve"),
            label: tr(l, "site-worksheet-item", &[("n", (k + 1).into())]),
        };
        let show_reserves = Side::BOTH.iter().any(|&s| pos.reserve(s) > 0);
        let marks = crate::board::marks::marks(&variant.spec().pit_roles, &pos);
        out.push(Item {
            id: step.puzzle.clone().unwrap_or_default(),
            prompt: crate::pages::course::pick_text(l, &task.prompt),
            // Drawn from the side of the player to move (issue 36, C9): a pupil solving North's
            // puzzle reads North's pits from 1, left to right, at the bottom.
            svg: position_svg(&pos, show_stores, show_reserves, &marks, &text, pos.to_move() == Side::North),
            answer: answer_words(l, variant, &pos, &task.solution),
            line: key.map(|k| k.0.to_string()).unwrap_or_default(),
            why: key.map(|k| k.1.to_string()).unwrap_or_default(),
        });
    }
    out
}

/// A puzzle's answer in the learner's words («хід з ямки 3 Півдня»), the whole move (with its
/// direction, head or further choices on a four-row board); a token the engine cannot read
/// here is named as the learner counts its pit.
fn answer_words(l: Lang, variant: &Variant, pos: &mancala_engine::Position, token: &str) -> String {
    // Not capitalised: `char::to_uppercase` would bring Unicode's case tables (13 KB) into the
    // first load; the key's numbered lines read well as they are.
    match variant.parse_move(pos, token) {
        Ok(mv) => mancala_text::move_label(l, variant.layout(), &mv),
        Err(_) => learner_move(l, variant.layout(), token),
    }
}

/// The heading of a sheet: the game, and the theme and the difficulty when chosen.
fn heading(l: Lang, variant: &Variant, filter: &PuzzleFilter) -> String {
    let mut title = tr(l, "site-worksheet-title", &[("name", mancala_text::variant_name(l, variant.spec()).into())]);
    if let Some(th) = &filter.theme {
        title.push_str(&format!(" · {}", theme_name(l, th)));
    }
    if let Some(d) = &filter.level {
        title.push_str(&format!(" · {}", tr(l, "site-worksheet-level", &[("level", d.as_str().into())])));
    }
    title
}

/// The sheet's choices: the theme and the difficulty as on the puzzles' filter
/// ([`filter_rows`]), and the number of puzzles.
fn draw_choices(host: &El, l: Lang, link: &WorksheetLink, all: &Lesson) {
    filter_rows(host, l, all, &link.filter, "worksheet", &|filter| WorksheetLink { filter, ..link.clone() }.to_hash());
    let counts = chip_row("worksheet-counts", &t(l, "site-worksheet-count"));
    let shown = link.count.as_deref().and_then(|n| n.parse::<usize>().ok()).unwrap_or(DEFAULT_COUNT);
    for n in COUNTS {
        let to = WorksheetLink { count: Some(n.to_string()), ..link.clone() };
        let a =
            El::new("a").with_class("chip").with_attr("href", &format!("#{}", to.to_hash())).with_text(&n.to_string());
        if n == shown {
            a.set_attr("aria-current", "true");
        }
        counts.append_text(" ");
        counts.append(&a);
    }
    host.append(&counts);
    let per = chip_row("worksheet-per", &t(l, "site-worksheet-per"));
    let (shown, _) = per_page(link);
    for n in PER_PAGE {
        let to = WorksheetLink { per: Some(n.to_string()), ..link.clone() };
        let a = El::new("a").with_class("chip").with_attr("href", &format!("#{}", to.to_hash())).with_text(&tr(
            l,
            "site-worksheet-per-n",
            &[("n", n.into())],
        ));
        if n == shown {
            a.set_attr("aria-current", "true");
        }
        per.append_text(" ");
        per.append(&a);
    }
    host.append(&per);
}

/// `text` cut into lines of at most `width` characters, at spaces (for the SVG files' key,
/// where text does not wrap).
fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ') {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// The sheet and its answer key as SVG files (each drawing one under another), for download.
fn sheet_files(title: &str, key_title: &str, items: &[Item]) -> (String, String) {
    let width = 900;
    let mut sheet = String::new();
    let mut y = 70;
    for (k, item) in items.iter().enumerate() {
        let (w, h) = svg_size(&item.svg);
        let inner = width - 40;
        let height = h * inner / w.max(1);
        sheet.push_str(&format!(
            r#"<text x="20" y="{}" font-size="20">{}. {}</text>"#,
            y + 24,
            k + 1,
            crate::board::svg::escape(&item.prompt)
        ));
        // The drawing's content in a nested drawing of the sheet's width (its own viewBox
        // scales it; no number is written as a float).
        let body = item.svg.find('>').map_or("", |open| &item.svg[open + 1..item.svg.len() - "</svg>".len()]);
        sheet.push_str(&format!(
            r#"<svg x="20" y="{}" width="{inner}" height="{height}" viewBox="0 0 {w} {h}">{body}</svg>"#,
            y + 36
        ));
        y += 36 + height + 20;
    }
    let wrap = |body: &str, height: i32, heading: &str| {
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" width=\"{width}\" height=\"{height}\" font-family=\"sans-serif\" fill=\"black\"><rect width=\"{width}\" height=\"{height}\" fill=\"white\"/><text x=\"20\" y=\"44\" font-size=\"28\" font-weight=\"700\">{}</text>{body}</svg>\n",
            crate::board::svg::escape(heading)
        )
    };
    let mut key = String::new();
    let mut ky = 70;
    for (k, item) in items.iter().enumerate() {
        key.push_str(&format!(
            r#"<text x="20" y="{}" font-size="20" font-weight="700">{}. {}</text>"#,
            ky + 24,
            k + 1,
            crate::board::svg::escape(&item.answer)
        ));
        ky += 30;
        for line in [&item.line, &item.why].into_iter().flat_map(|t| wrap_words(t, 86)).filter(|t| !t.is_empty()) {
            key.push_str(&format!(
                r#"<text x="44" y="{}" font-size="16">{}</text>"#,
                ky + 18,
                crate::board::svg::escape(&line)
            ));
            ky += 22;
        }
        ky += 10;
    }
    (wrap(&sheet, y + 20, title), wrap(&key, ky + 30, key_title))
}

/// The `width` and `height` a drawing of [`position_svg`] declares.
fn svg_size(svg: &str) -> (i32, i32) {
    let read = |name: &str| {
        let at = svg.find(&format!(" {name}=\""))? + name.len() + 3;
        svg[at..].split('"').next()?.parse::<i32>().ok()
    };
    (read("width").unwrap_or(1), read("height").unwrap_or(1))
}

/// Draws the page below its buttons: the choices, then the sheet and the key (or why not).
/// Returns the two SVG files of what it drew.
fn draw(
    host: &El,
    l: Lang,
    variant: &Variant,
    link: &WorksheetLink,
    all: &Lesson,
    keys: &Keys,
) -> Option<(String, String)> {
    let chosen = choose(all, link);
    // A filter that picks nothing is said, and the sheet (and its choices) are of the whole set.
    let filter = match &chosen {
        Ok((_, Some(_))) => PuzzleFilter::default(),
        _ => link.filter.clone(),
    };
    let choices = El::new("nav").with_attr("id", "worksheet-choices").with_class("puzzle-filter no-print");
    draw_choices(&choices, l, &WorksheetLink { filter: filter.clone(), ..link.clone() }, all);
    host.append(&choices);
    let notice = |id: &str, class: &str, role: &str, text: &str| {
        El::new("p").with_attr("id", id).with_attr("role", role).with_class(class).with_text(text)
    };
    let (places, miss) = match chosen {
        Ok(chosen) => chosen,
        Err(e) => {
            host.append(&notice("error", "notice error", "alert", &e.text(l)));
            return None;
        }
    };
    if let Some(miss) = &miss {
        host.append(&notice("worksheet-filter-miss", "notice no-print", "status", &miss.text(l)));
    }
    let (per, bad_per) = per_page(link);
    if let Some(v) = bad_per {
        let text = tr(l, "site-worksheet-bad-per", &[("per", v.into()), ("n", per.into())]);
        host.append(&notice("worksheet-bad-per", "notice no-print", "status", &text));
    }
    let items = items(l, variant, all, &places, keys);
    let title = heading(l, variant, &filter);
    let sheet = El::new("section").with_attr("id", "worksheet-sheet").with_class("worksheet-sheet");
    sheet.append(&El::new("h2").with_text(&title));
    sheet.append(&El::new("p").with_class("worksheet-name").with_text(&t(l, "site-worksheet-name")));
    let list = El::new("ol").with_class(&format!("worksheet-items per-{per}"));
    for item in &items {
        let li = El::new("li").with_class("worksheet-item").with_attr("data-puzzle", &item.id);
        li.append(&El::new("p").with_class("worksheet-prompt").with_text(&item.prompt));
        let drawing = El::new("div").with_class("print-sheet");
        drawing.set_inner_html(&item.svg);
        li.append(&drawing);
        li.append(&El::new("p").with_class("worksheet-answer-line").with_text(&t(l, "site-worksheet-answer-line")));
        list.append(&li);
    }
    sheet.append(&list);
    host.append(&sheet);
    let key_title = tr(l, "site-worksheet-key", &[("title", title.as_str().into())]);
    let key = El::new("section").with_attr("id", "worksheet-key").with_class("worksheet-key");
    key.append(&El::new("h2").with_text(&key_title));
    let answers = El::new("ol");
    for item in &items {
        let li = El::new("li").with_attr("data-puzzle", &item.id);
        li.append(&El::new("strong").with_class("key-answer").with_text(&item.answer));
        for (class, text) in [("key-line", &item.line), ("key-why", &item.why)] {
            if !text.is_empty() {
                li.append(&El::new("p").with_class(class).with_text(text));
            }
        }
        answers.append(&li);
    }
    key.append(&answers);
    host.append(&key);
    Some(sheet_files(&title, &key_title, &items))
}

/// The buttons above the sheet (not printed): back to the puzzles, print, and the downloads of
/// the sheet and the key once drawn.
fn draw_tools(
    host: &El,
    l: Lang,
    id: &'static str,
    link: &WorksheetLink,
    files: Option<(String, String)>,
) -> Listeners {
    let mut listeners = Listeners::default();
    let tools = El::new("div").with_class("print-tools no-print");
    let back =
        LessonLink { variant: id.into(), lesson: PUZZLES.into(), filter: link.filter.clone(), ..LessonLink::default() };
    tools.append(
        &El::new("a")
            .with_attr("id", "worksheet-back")
            .with_attr("href", &format!("#{}", back.at(None)))
            .with_text(&t(l, "site-puzzles-back-game")),
    );
    let button = |el_id: &str, key: &str| {
        let b = El::new("button").with_attr("type", "button").with_attr("id", el_id).with_text(&t(l, key));
        tools.append(&b);
        b
    };
    listeners.on(&button("worksheet-print", "site-print-print"), "click", |_| js::print_page());
    for (el_id, key, name, file) in [
        ("worksheet-download", "site-worksheet-download", "worksheet", files.as_ref().map(|f| f.0.clone())),
        ("worksheet-download-key", "site-worksheet-download-key", "answers", files.as_ref().map(|f| f.1.clone())),
    ] {
        let b = button(el_id, key);
        match file {
            Some(svg) => listeners.on(&b, "click", move |_| {
                js::download_text(&format!("{id}-{name}.svg"), "image/svg+xml", &svg);
            }),
            None => b.set_attr("disabled", ""),
        }
    }
    tools.append(&El::new("p").with_class("print-help").with_text(&t(l, "site-worksheet-help")));
    host.append(&tools);
    listeners
}

/// The worksheet's page, drawn without the framework for the language shown once the game's
/// puzzles are there ([`draw`]).
#[component]
pub fn WorksheetPage(link: WorksheetLink, #[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let Some(spec) = spec_of(&link.variant) else {
        return unknown_variant(&link.variant, lang);
    };
    let list = load_list(Asset::Puzzles, spec.id);
    let keys = crate::platform::fetched::Fetched::new(move || crate::platform::content::puzzle_keys(spec.id));
    let host = NodeRef::<leptos::html::Section>::new();
    let listeners: StoredValue<Option<Listeners>, LocalStorage> = StoredValue::new_local(None);
    Effect::new(move |_| {
        let l = lang.get();
        let Some(el) = host.get() else { return };
        let host = El::host(el);
        host.clear();
        // The sheet waits for the keys too; without them (a file that cannot be had) its key
        // gives each answer alone.
        let loaded = list.get().filter(|_| keys.get().is_some());
        let keys = keys.get().and_then(Result::ok).unwrap_or_default();
        let body = El::new("div");
        let files = match &loaded {
            None => {
                body.append(
                    &El::new("p")
                        .with_attr("id", "worksheet-loading")
                        .with_class("note")
                        .with_text(&t(l, "site-lesson-loading")),
                );
                None
            }
            Some(Err(e)) => {
                body.append(&error_line(&content_error(l, e)));
                None
            }
            Some(Ok(lists)) => match lists.first().map(|all| (all, all.variant())) {
                Some((all, Ok(variant))) => draw(&body, l, &variant, &link, all, &keys),
                Some((_, Err(e))) => {
                    body.append(&error_line(&e.to_string()));
                    None
                }
                None => None,
            },
        };
        listeners.set_value(Some(draw_tools(&host, l, spec.id, &link, files)));
        host.append(&body);
    });
    view! { <section class="worksheet-page" data-variant=spec.id node_ref=host></section> }.into_any()
}

fn error_line(text: &str) -> El {
    El::new("p").with_attr("id", "error").with_attr("role", "alert").with_class("notice error").with_text(text)
}
