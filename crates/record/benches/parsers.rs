//! Every parser of user input against the size of its input (BENCHMARKS.md, "Parsers"): the
//! record parser (moves, comments, tags, variations, and the hostile records of issue 16), the
//! record replay with a variation at every ply, the position text and JSON forms, move tokens and
//! the site's links (`site/src/platform/route.rs`, plain Rust, compiled in here as a module). Each bench
//! counts bytes (or plies), so linear growth shows as a constant throughput across sizes.
//!
//! `cargo bench -p mancala-record --bench parsers`

use divan::counter::{BytesCount, ItemsCount};
use divan::{black_box, Bencher};
use mancala_engine::playout::Rng;
use mancala_engine::{Layout, Move, Setup, Side, Variant};
use mancala_record::{parse, Limit};

// The site's link parser has no dependency: it is benchmarked from its own source.
#[allow(dead_code)]
#[path = "../../../site/src/platform/route.rs"]
mod route;

fn main() {
    divan::main();
}

const V: &str = "[Variant \"kalah\"]\n";

/// `n` plies of move text, `1. S0 N0 2. S0 N0 …` (parsed, not replayed).
#[divan::bench(args = [100, 1_000, 10_000])]
fn record_moves(b: Bencher, n: usize) {
    let mut text = V.to_string();
    for i in 0..n {
        if i % 2 == 0 {
            text.push_str(&format!("{}. S0 ", i / 2 + 1));
        } else {
            text.push_str("N0 ");
        }
    }
    b.counter(BytesCount::new(text.len())).bench(|| parse(black_box(&text)));
}

/// Comments of 500 bytes filling `bytes` (the last size is the size limit).
#[divan::bench(args = [10_000, 100_000, 300_000, 1_000_000])]
fn record_comments(b: Bencher, bytes: usize) {
    let comment = format!("{{uk: {}}} ", "ж".repeat(250));
    let text = format!("{V}1. S2 {}", comment.repeat(bytes / comment.len()));
    assert!(parse(&text).is_ok());
    b.counter(BytesCount::new(text.len())).bench(|| parse(black_box(&text)));
}

/// `n` tags with values of 1 000 characters (the last size is the tag limit).
#[divan::bench(args = [10, 30, 100])]
fn record_tags(b: Bencher, n: usize) {
    let value = "x".repeat(1_000);
    let tags: String = (1..n).map(|i| format!("[X-t{i} \"{value}\"]\n")).collect();
    let text = format!("{V}{tags}");
    assert!(parse(&text).is_ok());
    b.counter(BytesCount::new(text.len())).bench(|| parse(black_box(&text)));
}

/// `n` plies with a variation of two moves after each (`1. S0 (1. S1 N1) 1... N0 (…) …`).
#[divan::bench(args = [100, 1_000, 3_000])]
fn record_variations(b: Bencher, n: usize) {
    let mut text = V.to_string();
    for i in 0..n {
        let number = mancala_record::move_number(i);
        text.push_str(&format!("{number} S0 ({number} S1 N1) "));
    }
    assert!(parse(&text).is_ok());
    b.counter(BytesCount::new(text.len())).bench(|| parse(black_box(&text)));
}

/// The hostile records of issue 16: `n` `X-` tags (80 000 tags, 1.2 MB, took 45 s to read).
/// Refused at once now: past the tag limit, or (80 000) past the size limit.
#[divan::bench(args = [1_000, 20_000, 80_000])]
fn record_many_tags_refused(b: Bencher, n: usize) {
    let tags: String = (0..n).map(|i| format!("[X-t{i} \"x\"]\n")).collect();
    let text = format!("{V}{tags}");
    let limit = if text.len() > Limit::Size.max() { Limit::Size } else { Limit::Tags };
    assert_eq!(parse(&text).map_err(|e| e.kind), Err(mancala_record::RecordErrorKind::TooMuch { limit }));
    b.counter(BytesCount::new(text.len())).bench(|| parse(black_box(&text)));
}

/// A random game of `plies` plies (or the longest found: the first variant and seed whose game
/// lasts that long, played through `Game` so repetition rules end it as a record would), as
/// tokens, with another legal move at each ply as a one-move variation.
fn long_record(plies: usize) -> (String, usize) {
    let mut best: (String, Vec<(String, Option<String>)>) = (String::new(), Vec::new());
    'search: for spec in mancala_engine::variants() {
        let variant = Variant::new(spec.id, &[]).expect("variant");
        let layout = variant.layout();
        for seed in 1..30 {
            let mut rng = Rng::new(seed);
            let mut game = mancala_engine::Game::new(variant.clone());
            let mut line = Vec::new();
            while !game.position().is_over() && line.len() < plies {
                let moves = variant.legal_moves(game.position());
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len())].clone();
                let other = moves.iter().find(|m| **m != mv).map(|m| m.token(layout));
                line.push((mv.token(layout), other));
                game.play(&mv).expect("legal");
            }
            if line.len() > best.1.len() {
                best = (spec.id.to_string(), line);
            }
            if best.1.len() >= plies {
                break 'search;
            }
        }
    }
    let mut text = format!("[Variant \"{}\"]\n", best.0);
    for (i, (mv, other)) in best.1.iter().enumerate() {
        let number = mancala_record::move_number(i);
        text.push_str(&format!("{number} {mv} "));
        if let Some(o) = other {
            text.push_str(&format!("({number} {o}) "));
        }
    }
    (text, best.1.len())
}

/// Replaying a game with a one-move variation at every ply; throughput in plies of the main line.
#[divan::bench(args = [100, 300, 1_000, 3_000])]
fn replay_variations(b: Bencher, plies: usize) {
    let (text, n) = long_record(plies);
    eprintln!("replay_variations {plies}: {n} plies of {}", text.lines().next().unwrap_or_default());
    let record = parse(&text).expect("parses");
    record.replay().expect("replays");
    b.counter(ItemsCount::new(n)).bench(|| black_box(&record).replay());
}

/// The position text form, with `bytes` of spaces between its keys.
#[divan::bench(args = [1_000, 10_000, 100_000, 1_000_000])]
fn position_text(b: Bencher, bytes: usize) {
    let pad = " ".repeat(bytes / 4);
    let text = format!("S=[4,4,4,4,4,4]{pad}N=[4,4,4,4,4,4]{pad}SS=0{pad}NS=0{pad}, S to move");
    assert!(Setup::parse(&text).is_ok());
    b.counter(BytesCount::new(text.len())).bench(|| Setup::parse(black_box(&text)));
}

/// The JSON form of a position, with `bytes` of spaces between its fields.
#[divan::bench(args = [1_000, 10_000, 100_000, 1_000_000])]
fn position_json(b: Bencher, bytes: usize) {
    let pad = " ".repeat(bytes / 4);
    let text = format!(
        "{{\"layout\":{pad}{{\"rows\":\"two\",\"columns\":6}},{pad}\"pits\":[4,4,4,4,4,4,4,4,4,4,4,4],{pad}\"to_move\":\"S\"{pad}}}"
    );
    assert!(serde_json::from_str::<Setup>(&text).is_ok());
    b.counter(BytesCount::new(text.len())).bench(|| serde_json::from_str::<Setup>(black_box(&text)));
}

/// A move token of `parts` parts (`S.I5/cw/cw/…`, as long relay moves are written).
#[divan::bench(args = [10, 100, 1_000, 10_000])]
fn move_token(b: Bencher, parts: usize) {
    let layout = Layout::four_row(8);
    let token = format!("S.I5{}", "/cw".repeat(parts - 1));
    assert!(Move::parse(&token, layout, Side::South).is_ok());
    b.counter(BytesCount::new(token.len())).bench(|| Move::parse(black_box(&token), layout, Side::South));
}

/// A share link with `n` moves and `n / 10` options (`#/play/kalah?o=…&m=S0,S1,…`).
#[divan::bench(args = [100, 1_000, 10_000, 100_000])]
fn route_link(b: Bencher, n: usize) {
    let moves: Vec<String> = (0..n).map(|i| format!("S{}", i % 6)).collect();
    let options: String = (0..n / 10).map(|i| format!("o=kalah.seeds_per_pit%3D{}&", i % 9 + 1)).collect();
    let hash = format!("/play/kalah?{options}p=S%3D%5B4%5D&m={}", moves.join(","));
    assert!(matches!(route::Route::parse(&hash), route::Route::Play(_)));
    b.counter(BytesCount::new(hash.len())).bench(|| route::Route::parse(black_box(&hash)));
}

/// A lesson link whose step is `bytes` long, and a rules link with a rule id as long.
#[divan::bench(args = [100, 10_000, 1_000_000])]
fn route_lesson_and_rules(b: Bencher, bytes: usize) {
    let hash = format!("/learn/kalah/01-board?s={}", "9".repeat(bytes));
    let rules = format!("/rules/kalah?r={}", "K".repeat(bytes));
    b.counter(BytesCount::new(hash.len() + rules.len()))
        .bench(|| (route::Route::parse(black_box(&hash)), route::Route::parse(black_box(&rules))));
}

/// For comparison, the replay as it was: a copy of the game (its whole history) for each
/// variation. Same games as `replay_variations`; only the moves are played (no step logs kept).
#[divan::bench(args = [100, 300, 1_000, 3_000])]
fn replay_variations_by_copying(b: Bencher, plies: usize) {
    fn line(mut game: mancala_engine::Game, of: &mancala_record::Line) {
        for node in &of.nodes {
            let mv = game.variant().parse_move(game.position(), &node.mv).expect("reads");
            let branch = (!node.variations.is_empty()).then(|| game.clone());
            game.play(&mv).expect("legal");
            if let Some(branch) = branch {
                for v in &node.variations {
                    line(branch.clone(), v);
                }
            }
        }
    }
    let (text, n) = long_record(plies);
    let record = parse(&text).expect("parses");
    let variant = record.build_variant().expect("variant");
    b.counter(ItemsCount::new(n))
        .bench(|| line(mancala_engine::Game::new(variant.clone()), black_box(&record.mainline)));
}
