//! Golden playthroughs: for every registered variant, a seeded random game of up to 40 plies,
//! rendered as readable text (a board drawing per ply, the legal move tokens, each step on its
//! own line with its rule ID) and compared with `tests/golden/<variant>.txt`.
//!
//! After an intended change of the rules or of the rendering, regenerate and review the diff:
//!
//! ```text
//! UPDATE_GOLDEN=1 cargo test -p mancala-engine --test golden
//! git diff crates/engine/tests/golden
//! ```

use mancala_engine::playout::Rng;
use mancala_engine::{variants, Game, Layout, Note, Place, Position, Rows, Side, Step, Variant};
use std::fmt::Write as _;
use std::path::PathBuf;

const PLIES: usize = 40;
const SEED: u64 = 1;

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests").join("golden")
}

fn place(layout: Layout, p: Place) -> String {
    match p {
        Place::Pit(pit) if usize::from(pit) < layout.pit_count() => layout.pit_name(usize::from(pit)),
        Place::Pit(pit) => format!("pit#{pit}"),
        Place::Store(side) => format!("{side}S"),
        Place::Reserve(side) => format!("{side}.res"),
        Place::Hand => "hand".into(),
        Place::Off => "off".into(),
    }
}

fn pit(layout: Layout, p: u8) -> String {
    place(layout, Place::Pit(p))
}

/// A note as `kind key=value…`, pits by name (generic, so new notes render too).
fn note_text(layout: Layout, note: Note) -> String {
    tagged_text(layout, &serde_json::to_value(note).unwrap_or_default())
}

/// A value tagged with `kind` (a note, a reason) as `kind key=value…`, pits by name, a nested
/// reason in parentheses.
fn tagged_text(layout: Layout, value: &serde_json::Value) -> String {
    let Some(map) = value.as_object() else {
        return value.to_string();
    };
    let mut out = map.get("kind").and_then(|k| k.as_str()).unwrap_or("note").replace('_', " ");
    for (k, v) in map.iter().filter(|(k, _)| *k != "kind") {
        let shown = match (k.as_str(), v.as_u64()) {
            ("pit", Some(p)) => u8::try_from(p).map_or_else(|_| v.to_string(), |p| pit(layout, p)),
            _ if v.is_object() => format!("({})", tagged_text(layout, v)),
            _ => v.to_string().trim_matches('"').to_string(),
        };
        let _ = write!(out, " {k}={shown}");
    }
    out
}

/// A step's reason, as ` (why: kind key=value…)`.
fn why_text<T: serde::Serialize>(layout: Layout, why: T) -> String {
    format!(" (why: {})", tagged_text(layout, &serde_json::to_value(why).unwrap_or_default()))
}

#[allow(unreachable_patterns)]
fn step_text(layout: Layout, step: &Step) -> String {
    let text = match *step {
        Step::PickUp { pit: p, count, .. } => format!("pick up {count} from {}", pit(layout, p)),
        Step::Sow { to, .. } => format!("sow 1 into {}", place(layout, to)),
        Step::Skip { to, .. } => format!("skip {}", place(layout, to)),
        Step::Lap { lap } => format!("lap {lap} begins"),
        Step::Relay { pit: p, count, why, .. } => {
            format!("relay: lift {count} from {}{}", pit(layout, p), why_text(layout, why))
        }
        Step::Capture { from, to, count, .. } => {
            format!("capture {count} from {} to {}", place(layout, from), place(layout, to))
        }
        Step::Plant { side, pit: p, .. } => {
            format!("plant 1 from {side}.res into {}", pit(layout, p))
        }
        Step::Transfer { from, to, count, .. } => {
            format!("move {count} from {} to {}", place(layout, from), place(layout, to))
        }
        Step::Owner { pit: p, side, .. } => format!("{} now belongs to {side}", pit(layout, p)),
        Step::HouseDestroyed { side, .. } => format!("{side}'s house is destroyed"),
        Step::Note { ref note, .. } => format!("note: {}", note_text(layout, *note)),
        Step::ExtraTurn { .. } => "extra turn".into(),
        Step::TurnEnd { next, why } => format!("turn passes to {next}{}", why_text(layout, why)),
        Step::GameEnd { outcome, .. } => match outcome.winner {
            Some(w) => format!("game over: {w} wins ({})", outcome.reason.token()),
            None => format!("game over: draw ({})", outcome.reason.token()),
        },
        _ => serde_json::to_string(step).unwrap_or_else(|_| format!("{step:?}")),
    };
    match step.rule() {
        Some(rule) => format!("{text}  [{rule}]"),
        None => text,
    }
}

/// The board as drawn in RULES.md §0.2: North at the top, each row with its owner's numbering.
fn board(pos: &Position) -> String {
    let layout = pos.layout();
    let n = layout.columns as usize;
    let cells = |pits: &[usize]| -> String {
        pits.iter().map(|&p| format!("{:>4}", pos.seeds(p))).collect::<Vec<_>>().concat()
    };
    let numbers = |nums: &[usize]| -> String { nums.iter().map(|k| format!("{k:>4}")).collect::<Vec<_>>().concat() };
    let mut out = String::new();
    let stores = format!("stores S {} N {}", pos.store(Side::South), pos.store(Side::North));
    match layout.rows {
        Rows::Two => {
            let north: Vec<usize> = (0..n).rev().map(|k| layout.pit(Side::North, k)).collect();
            let south: Vec<usize> = (0..n).map(|k| layout.pit(Side::South, k)).collect();
            let _ = writeln!(out, "      {}", numbers(&(0..n).rev().collect::<Vec<_>>()));
            let _ = writeln!(out, "  N   {}", cells(&north));
            let _ = writeln!(out, "  S   {}", cells(&south));
            let _ = writeln!(out, "      {}", numbers(&(0..n).collect::<Vec<_>>()));
        }
        Rows::Four => {
            let row = |side: Side, inner: bool, ks: &[usize]| -> Vec<usize> {
                ks.iter().map(|&k| if inner { layout.inner(side, k) } else { layout.outer(side, k) }).collect()
            };
            let down: Vec<usize> = (1..=n).rev().collect();
            let up: Vec<usize> = (1..=n).collect();
            let _ = writeln!(out, "      {}", numbers(&down));
            let _ = writeln!(out, "  N.O {}", cells(&row(Side::North, false, &down)));
            let _ = writeln!(out, "  N.I {}", cells(&row(Side::North, true, &down)));
            let _ = writeln!(out, "  S.I {}", cells(&row(Side::South, true, &up)));
            let _ = writeln!(out, "  S.O {}", cells(&row(Side::South, false, &up)));
            let _ = writeln!(out, "      {}", numbers(&up));
        }
    }
    let mut extra = stores;
    if layout.rows == Rows::Four || pos.reserve(Side::South) + pos.reserve(Side::North) > 0 {
        let _ = write!(extra, ", reserves S {} N {}", pos.reserve(Side::South), pos.reserve(Side::North));
    }
    let _ = writeln!(out, "  {extra}");
    let _ = writeln!(out, "  position: {pos}");
    out
}

fn render(variant: &Variant) -> String {
    let spec = variant.spec();
    let layout = variant.layout();
    let mut out = String::new();
    let _ = writeln!(out, "# Golden playthrough: {} ({}), default options", spec.id, spec.name_en);
    let _ = writeln!(out, "# Random legal moves from playout::Rng::new({SEED}), at most {PLIES} plies.");
    let _ = writeln!(out, "# Regenerate: UPDATE_GOLDEN=1 cargo test -p mancala-engine --test golden");
    let _ = writeln!(out);
    let mut game = Game::new(variant.clone());
    let mut rng = Rng::new(SEED);
    let _ = writeln!(out, "== start, {} to move", game.position().to_move());
    out.push_str(&board(game.position()));
    for ply in 1..=PLIES {
        let pos = game.position().clone();
        let legal = variant.legal_moves(&pos);
        if legal.is_empty() {
            break;
        }
        let tokens: Vec<String> = legal.iter().map(|m| m.token(layout)).collect();
        let mv = legal[rng.below(legal.len())].clone();
        let steps = game.play(&mv).unwrap_or_else(|e| panic!("{}: listed move rejected: {e}", spec.id));
        let _ = writeln!(out);
        let _ = writeln!(out, "== ply {ply}: {} plays {}", pos.to_move(), mv.token(layout));
        let _ = writeln!(out, "  legal: {}", tokens.join(" "));
        for step in &steps {
            let _ = writeln!(out, "    {}", step_text(layout, step));
        }
        out.push_str(&board(game.position()));
    }
    let _ = writeln!(out);
    match game.position().outcome() {
        Some(o) => {
            let who = o.winner.map_or("draw".to_string(), |w| format!("{w} wins"));
            let _ = writeln!(out, "== end: {who} ({})", o.reason.token());
        }
        None => {
            let _ = writeln!(out, "== stopped after {} plies, game goes on", game.moves().len());
        }
    }
    out
}

#[test]
fn golden_playthroughs_match() {
    let update = std::env::var("UPDATE_GOLDEN").is_ok_and(|v| v == "1");
    let dir = golden_dir();
    let mut failures = Vec::new();
    for spec in variants() {
        let variant = Variant::new(spec.id, &[]).expect("defaults build");
        let text = render(&variant);
        let path = dir.join(format!("{}.txt", spec.id));
        if update {
            std::fs::create_dir_all(&dir).expect("create tests/golden");
            std::fs::write(&path, &text).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
            continue;
        }
        let Ok(expected) = std::fs::read_to_string(&path) else {
            failures.push(format!(
                "{}: no golden file {}. Create it with `UPDATE_GOLDEN=1 cargo test -p mancala-engine \
                 --test golden`, read it through (is every step right by the rules?) and commit it.",
                spec.id,
                path.display()
            ));
            continue;
        };
        if expected != text {
            let line = expected
                .lines()
                .zip(text.lines())
                .position(|(a, b)| a != b)
                .unwrap_or_else(|| expected.lines().count().min(text.lines().count()));
            failures.push(format!(
                "{}: playthrough differs from {} at line {}:\n  golden: {}\n  now:    {}\n\
                 If the change is intended, regenerate with `UPDATE_GOLDEN=1 cargo test -p \
                 mancala-engine --test golden` and review the diff.",
                spec.id,
                path.display(),
                line + 1,
                expected.lines().nth(line).unwrap_or("<end of file>"),
                text.lines().nth(line).unwrap_or("<end of file>"),
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn rendering_is_deterministic_and_shows_rules() {
    for spec in variants() {
        let variant = Variant::new(spec.id, &[]).expect("defaults build");
        let a = render(&variant);
        assert_eq!(a, render(&variant), "{}", spec.id);
        assert!(a.contains("== ply 1:"), "{}: no move was played", spec.id);
        assert!(a.contains("  ["), "{}: no step cites a rule", spec.id);
    }
}
