//! A position as a black-and-white SVG drawing, for printed worksheets and for download.
//!
//! Like the board view, it knows no rules: it draws the pits of a layout (in the rows of
//! [`crate::board::drawing::board_rows`], each numbered as the learner counts it), the counts of a position, the stores and reserves it is told to
//! show and the texts it is given. Plain Rust that returns a string; every text is escaped.

use crate::board::drawing::{board_rows, Mark};
use mancala_engine::{Position, Rows, Side};
use std::fmt::Write;

/// The words on the drawing, already in the reader's language.
#[derive(Clone, Debug, Default)]
pub struct SheetText {
    /// The heading (the variant's name).
    pub title: String,
    /// The line under it (whose move it is).
    pub subtitle: String,
    /// The side names, written above (North) and below (South) the board.
    pub north: String,
    pub south: String,
    /// The labels of the stores and the reserves.
    pub store: String,
    pub reserve: String,
    /// The accessible name of the drawing.
    pub label: String,
}

const CELL: i32 = 100;
const PAD: i32 = 16;
const MARGIN: i32 = 24;
/// The gap between the North and the South halves of a four-row board.
const HALF_GAP: i32 = 24;

/// Escapes text for XML content and attribute values.
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            _ => out.push(c),
        }
    }
    out
}

/// One tray (a store or a reserve) in a side column.
fn tray(out: &mut String, kind: &str, side: Side, count: u8, label: &str, (x, y, w, h): (i32, i32, i32, i32)) {
    let cx = x + w / 2;
    let cy = y + h / 2;
    let _ = write!(
        out,
        r#"<g class="{kind}" data-{kind}="{side}" data-count="{count}"><rect x="{x}" y="{y}" width="{w}" height="{h}" rx="30" fill="white" stroke="black" stroke-width="3"{dash}/><text x="{cx}" y="{ly}" font-size="15" text-anchor="middle">{label}</text><text x="{cx}" y="{cy2}" font-size="40" font-weight="700" text-anchor="middle">{count}</text></g>"#,
        side = side.letter(),
        dash = if kind == "reserve" { r#" stroke-dasharray="10 6""# } else { "" },
        ly = y + 26,
        cy2 = cy + 14,
        label = escape(label),
    );
}

/// The drawing of `pos`: every pit with its name and count, the stores (`show_stores`) and the
/// reserves (`show_reserves`) with their counts, houses drawn with a second ring, the side names
/// and the texts of `text`. `turned`: North's side drawn at the bottom (a puzzle for North, read
/// from its side: its pits from 1, left to right), the whole board by half a turn.
#[must_use]
pub fn position_svg(
    pos: &Position,
    show_stores: bool,
    show_reserves: bool,
    marks: &[(usize, Mark)],
    text: &SheetText,
    turned: bool,
) -> String {
    let layout = pos.layout();
    let rows = board_rows(layout);
    let n = i32::from(layout.columns);
    let side_cols = i32::from(show_stores || show_reserves);
    let four = layout.rows == Rows::Four;
    let rows_h = CELL * rows.len() as i32 + if four { HALF_GAP } else { 0 };
    let board_w = (n + 2 * side_cols) * CELL + 2 * PAD;
    let board_h = rows_h + 2 * PAD;
    let width = board_w + 2 * MARGIN;
    let board_x = MARGIN;
    let board_y = 128;
    let height = board_y + board_h + 56;
    let mid = width / 2;

    let mut out = String::with_capacity(8192);
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" aria-label="{label}" font-family="sans-serif" fill="black">"#,
        label = escape(&text.label),
    );
    let _ = write!(
        out,
        r#"<rect width="{width}" height="{height}" fill="white"/><text x="{mid}" y="44" font-size="32" font-weight="700" text-anchor="middle" class="title">{}</text><text x="{mid}" y="78" font-size="22" text-anchor="middle" class="subtitle">{}</text>"#,
        escape(&text.title),
        escape(&text.subtitle),
    );
    let (above, below) = (board_y - 14, board_y + board_h + 34);
    let (north_y, south_y) = if turned { (below, above) } else { (above, below) };
    let _ = write!(
        out,
        r#"<text x="{mid}" y="{north_y}" font-size="22" font-weight="700" text-anchor="middle" class="side-N">{}</text><text x="{mid}" y="{south_y}" font-size="22" font-weight="700" text-anchor="middle" class="side-S">{}</text>"#,
        escape(&text.north),
        escape(&text.south),
    );
    let _ = write!(
        out,
        r#"<rect x="{board_x}" y="{board_y}" width="{board_w}" height="{board_h}" rx="36" fill="none" stroke="black" stroke-width="5"/>"#
    );

    let top = board_y + PAD;
    let last_row = rows.len() - 1;
    for (r, row) in rows.iter().enumerate() {
        let r = if turned { last_row - r } else { r } as i32;
        let gap = if four && r >= 2 { HALF_GAP } else { 0 };
        for (c, &pit) in row.iter().enumerate() {
            let c = if turned { row.len() - 1 - c } else { c };
            let cx = board_x + PAD + (c as i32 + side_cols) * CELL + CELL / 2;
            let cy = top + r * CELL + gap + CELL / 2;
            let count = pos.seeds(pit);
            let name = layout.pit_name(pit);
            // On paper, the pit's number as the learner counts it (from 1, from its owner's
            // left, `learner_pit`), the engine's name kept for tools in `data-pit`.
            let number = crate::platform::i18n::learner_pit(layout, pit).1;
            let _ = write!(
                out,
                r#"<g class="pit" data-pit="{name}" data-count="{count}"><circle cx="{cx}" cy="{cy}" r="44" fill="white" stroke="black" stroke-width="3"/>"#,
                name = escape(&name),
            );
            if let Some(Mark::House { destroyed }) = marks.iter().find(|(p, _)| *p == pit).map(|(_, m)| *m) {
                let dash = if destroyed { r#" stroke-dasharray="6 5""# } else { "" };
                let _ = write!(
                    out,
                    r#"<circle cx="{cx}" cy="{cy}" r="38" fill="none" stroke="black" stroke-width="2"{dash}/>"#
                );
            }
            let _ = write!(
                out,
                r#"<text x="{cx}" y="{}" font-size="16" text-anchor="middle" class="name">{number}</text><text x="{cx}" y="{}" font-size="36" font-weight="700" text-anchor="middle" class="count">{count}</text></g>"#,
                cy - 18,
                cy + 24,
            );
        }
    }

    if side_cols > 0 {
        for side in Side::BOTH {
            // North's column on the left, South's on the right, as on the board view (turned, the
            // other way round).
            let left = (side == Side::North) != turned;
            let x = if left { board_x + PAD } else { board_x + PAD + (n + 1) * CELL } + 8;
            let mut items: Vec<(&str, u8, &str)> = Vec::new();
            if show_stores {
                items.push(("store", pos.store(side), text.store.as_str()));
            }
            if show_reserves {
                items.push(("reserve", pos.reserve(side), text.reserve.as_str()));
            }
            let k = items.len() as i32;
            let h = (rows_h - 8 * (k - 1)) / k;
            for (i, (kind, count, label)) in items.into_iter().enumerate() {
                let y = top + i as i32 * (h + 8);
                tray(&mut out, kind, side, count, label, (x, y, CELL - 16, h));
            }
        }
    }
    out.push_str("</svg>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_engine::Variant;

    /// The centre of a pit's circle in a drawing.
    fn centre(svg: &str, pit: &str) -> (i32, i32) {
        let at = svg.find(&format!(r#"data-pit="{pit}""#)).expect("the pit is drawn");
        let circle = &svg[at..];
        let num = |attr: &str| -> i32 {
            let from = circle.find(&format!(r#"{attr}=""#)).unwrap() + attr.len() + 2;
            circle[from..].split('"').next().unwrap().parse().unwrap()
        };
        (num("cx"), num("cy"))
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_turned_drawing_puts_north_at_the_bottom_its_pit_1_on_the_left() {
        for id in ["kalah", "kiswahili"] {
            let variant = Variant::new(id, &[]).unwrap();
            let pos = variant.start_position();
            let layout = pos.layout();
            let text = SheetText::default();
            // Each side's row nearest its player: its pit 1 and its last pit.
            let n = usize::from(layout.columns);
            let ends = |side: Side| match layout.rows {
                Rows::Two => (layout.pit_name(layout.pit(side, 0)), layout.pit_name(layout.pit(side, n - 1))),
                Rows::Four => (layout.pit_name(layout.outer(side, 1)), layout.pit_name(layout.outer(side, n))),
            };
            let ((n1, n_last), (s1, s_last)) = (ends(Side::North), ends(Side::South));
            let plain = position_svg(&pos, true, false, &[], &text, false);
            assert!(centre(&plain, &s1).1 > centre(&plain, &n1).1, "{id}: South at the bottom");
            assert!(centre(&plain, &s1).0 < centre(&plain, &s_last).0, "{id}: South's pit 1 on the left");
            let turned = position_svg(&pos, true, false, &[], &text, true);
            assert!(centre(&turned, &n1).1 > centre(&turned, &s1).1, "{id}: North at the bottom");
            assert!(centre(&turned, &n1).0 < centre(&turned, &n_last).0, "{id}: North's pit 1 on the left");
            // The same pits and counts, only placed otherwise.
            assert_eq!(plain.matches("data-count").count(), turned.matches("data-count").count());
        }
    }
}
