//! Counting drills, made by the engine for every variant: positions reached by random play from
//! the start, each with a task that only counting answers — make the last seed fall in the marked
//! pit, capture as much as any move can, find the move that gives another turn. Each becomes a
//! task step of one lesson per variant (`<variant>/drills`, exported as `drills/<variant>.json`),
//! so the site judges the answer, plays a wrong one out with its narration, and the build replays
//! every drill through the engine like any lesson ([`crate::export::check_all`]). The site shows
//! a random handful of a variant's pool at a time ([`POOL`] per kind), so a class can drill
//! without meeting the same position twice in a lesson's time.

use std::collections::BTreeSet;

use crate::{Goal, Lesson, LessonStep, MoveFacts, Task, Text};
use mancala_engine::playout::Rng;
use mancala_engine::{Move, Note, Place, Position, Side, Step, StopReason, Variant};
use mancala_text::{Arg, Lang};

/// Drills of each kind in a variant's pool.
pub const POOL: usize = 30;

/// Legal moves at most in a drill's position (Moruba's first moves, with their extra pits, are
/// 1 584; Omweso's free set-up, hundreds of thousands, is no counting).
const MAX_MOVES: usize = 2048;

/// What a drill asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Make the move's last seed fall in the marked pit.
    LastSeed,
    /// Capture as many seeds as any legal move can.
    CaptureMost,
    /// Find a move that gives another turn.
    ExtraTurn,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::LastSeed, Kind::CaptureMost, Kind::ExtraTurn];

    /// The name in the messages' ids (`drill-prompt-last-seed`) and in the step's themes.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Kind::LastSeed => "last-seed",
            Kind::CaptureMost => "capture-most",
            Kind::ExtraTurn => "extra-turn",
        }
    }
}

fn both(f: impl Fn(Lang) -> String) -> Text {
    Text { uk: f(Lang::Uk), ru: f(Lang::Ru) }
}

/// What each legal move of `pos` does.
fn facts(variant: &Variant, pos: &Position) -> Vec<(Move, MoveFacts)> {
    variant
        .legal_moves(pos)
        .into_iter()
        .filter_map(|m| {
            let (_, steps) = variant.play(pos, &m).ok()?;
            Some((m, MoveFacts::of(&steps, pos.to_move())))
        })
        .collect()
}

/// A drill of `kind` at `pos`, if the position has one: its goal, the moves that reach it (some,
/// not all) and the marked pit of a last-seed drill.
fn task_at(variant: &Variant, pos: &Position, kind: Kind, rng: &mut Rng) -> Option<(Goal, Vec<Move>, Option<usize>)> {
    let all = facts(variant, pos);
    if all.len() < 2 || all.len() > MAX_MOVES {
        return None;
    }
    let (goal, solving, marked): (Goal, Vec<Move>, Option<usize>) = match kind {
        Kind::LastSeed => {
            // A pit some moves end in and others do not, chosen at random among them.
            let mut pits: Vec<usize> = all
                .iter()
                .filter_map(|(_, f)| match f.last_seed {
                    Some(Place::Pit(p)) => Some(usize::from(p)),
                    _ => None,
                })
                .collect();
            pits.sort_unstable();
            pits.dedup();
            let ending = |pit: usize| all.iter().filter(|(_, f)| f.last_seed == Some(Place::Pit(pit as u8))).count();
            pits.retain(|&p| ending(p) < all.len());
            if pits.is_empty() {
                return None;
            }
            let pit = pits[rng.below(pits.len())];
            let at = variant.layout().pit_name(pit);
            let solving = all
                .iter()
                .filter(|(_, f)| f.last_seed == Some(Place::Pit(pit as u8)))
                .map(|(m, _)| m.clone())
                .collect();
            (Goal::LastSeedIn { at }, solving, Some(pit))
        }
        Kind::CaptureMost => {
            let best = all.iter().map(|(_, f)| f.captured).max().unwrap_or(0);
            let solving: Vec<Move> = all.iter().filter(|(_, f)| f.captured == best).map(|(m, _)| m.clone()).collect();
            // Something to count: a capture, and moves that take less.
            if best == 0 || solving.len() == all.len() {
                return None;
            }
            (Goal::CaptureMost, solving, None)
        }
        Kind::ExtraTurn => {
            let solving: Vec<Move> = all.iter().filter(|(_, f)| f.extra_turn).map(|(m, _)| m.clone()).collect();
            if solving.is_empty() || solving.len() == all.len() {
                return None;
            }
            (Goal::ExtraTurn, solving, None)
        }
    };
    Some((goal, solving, marked))
}

/// What the counting must take into account for the drill's answer, read from the answer's step
/// log (walk L24: a Bao drill spoke of stores, which Bao has none of, and missed that the house
/// stops the sowing): the ids of the `drill-mind-*` messages that apply, most telling first.
/// Only what this position's answer meets is said, so no game is told of a rule it lacks.
fn minds(steps: &[Step], mover: Side, kind: Kind) -> Vec<&'static str> {
    let mut out = Vec::new();
    let mut add = |id: &'static str| {
        if !out.contains(&id) {
            out.push(id);
        }
    };
    let captures = steps.iter().any(|s| matches!(s, Step::Capture { .. }));
    for step in steps {
        match step {
            // A capturing planting sows what it took, from a head (`Note::Head`), not the pit.
            Step::Plant { .. } if !captures => add("drill-mind-plant"),
            Step::Note { note: Note::Head { .. }, .. } => add("drill-mind-head"),
            Step::Note { note: Note::Stop { why: StopReason::House | StopReason::ChosenAtHouse, .. }, .. } => {
                add("drill-mind-house-stop");
            }
            Step::Note { note: Note::Stop { why: StopReason::Blocked, .. }, .. } => add("drill-mind-blocked"),
            Step::Relay { .. } => add("drill-mind-relay"),
            Step::Lap { .. } => add("drill-mind-lap"),
            Step::Skip { to: Place::Store(_), .. } => add("drill-mind-skip-store"),
            Step::Skip { to: Place::Pit(_), .. } => add("drill-mind-skip-pit"),
            Step::Sow { to: Place::Store(s), .. } if *s == mover && kind != Kind::ExtraTurn => {
                add("drill-mind-own-store");
            }
            _ => {}
        }
    }
    // The extra-turn opener already says how to count to the store.
    if out.is_empty() && kind != Kind::ExtraTurn {
        out.push("drill-mind-plain");
    }
    out
}

/// The drill's hint: where to count to, for this position, and what the count meets on the way.
fn hint(variant: &Variant, pos: &Position, kind: Kind, solution: &Move, marked: Option<usize>) -> Text {
    let layout = variant.layout();
    let mover = pos.to_move();
    let (steps, facts) = match variant.play(pos, solution) {
        Ok((_, steps)) => {
            let facts = MoveFacts::of(&steps, mover);
            (steps, facts)
        }
        Err(_) => (Vec::new(), MoveFacts::default()),
    };
    let into_store = matches!(facts.last_seed, Some(Place::Store(s)) if s == mover);
    let opener = match kind {
        Kind::LastSeed => "drill-hint-last-seed",
        Kind::CaptureMost => "drill-hint-capture-most",
        Kind::ExtraTurn if into_store => "drill-hint-extra-turn",
        Kind::ExtraTurn => "drill-hint-extra-turn-other",
    };
    both(|lang| {
        let mut args: Vec<(&'static str, Arg)> = vec![("seeds", mancala_text::seeds(lang, facts.captured).into())];
        if let Some(pit) = marked {
            args.push(("pit", mancala_text::pit_label(lang, layout, pit).into()));
        }
        let mut text = mancala_text::tr(lang, opener, &args);
        for id in minds(&steps, mover, kind) {
            text.push(' ');
            text.push_str(&mancala_text::t(lang, id));
        }
        text
    })
}

/// The drill step for a found task.
fn step(
    variant: &Variant,
    pos: &Position,
    kind: Kind,
    goal: Goal,
    solution: &Move,
    marked: Option<usize>,
) -> LessonStep {
    let layout = variant.layout();
    let name = kind.name();
    let args = |lang: Lang| -> Vec<(&'static str, Arg)> {
        marked.map_or_else(Vec::new, |pit| vec![("pit", mancala_text::pit_label(lang, layout, pit).into())])
    };
    LessonStep {
        position: Some(pos.to_string()),
        say: both(|lang| mancala_text::t(lang, &format!("drill-say-{name}"))),
        // No rule tags: the rules the answer applies would give it away.
        rules: Vec::new(),
        show: None,
        task: Some(Task {
            prompt: both(|lang| mancala_text::tr(lang, &format!("drill-prompt-{name}"), &args(lang))),
            goal,
            solution: solution.token(layout),
            hint: hint(variant, pos, kind, solution, marked),
            praise: Some(both(|lang| mancala_text::t(lang, &format!("drill-praise-{name}")))),
            refutations: Vec::new(),
            wrong: Vec::new(),
            facts: Vec::new(),
        }),
        marks: marked.map(|p| vec![layout.pit_name(p)]).unwrap_or_default(),
        terms: Vec::new(),
        rule_chips: None,
        puzzle: None,
        level: None,
        themes: vec![name.to_string()],
    }
}

/// Up to `count` drills of `kind` for `variant` (its default options), from positions reached by
/// random play from the start with South to move (the learner's side), seeded by `seed`. Fewer
/// when the game seldom or never has such a task (no store, no extra turn: none).
#[must_use]
pub fn drills_of(variant: &Variant, kind: Kind, count: usize, seed: u64) -> Vec<LessonStep> {
    drills_avoiding(variant, kind, count, seed, &mut BTreeSet::new())
}

/// [`drills_of`], at positions not in `seen` (which gets the positions used): a pool's drills
/// each have their own position, so that a position names its drill (in a link, a test).
fn drills_avoiding(
    variant: &Variant,
    kind: Kind,
    count: usize,
    seed: u64,
    seen: &mut BTreeSet<String>,
) -> Vec<LessonStep> {
    let mut rng = Rng::new(seed);
    let mut out: Vec<LessonStep> = Vec::new();
    // Random games, a drill looked for after a random number of plies of each; a bounded search.
    for _ in 0..count * 40 {
        if out.len() == count {
            break;
        }
        let mut pos = variant.start_position();
        let plies = 2 + rng.below(40);
        for _ in 0..plies {
            if pos.is_over() {
                break;
            }
            let moves = variant.legal_moves(&pos);
            if moves.is_empty() || moves.len() > MAX_MOVES {
                break;
            }
            let m = &moves[rng.below(moves.len())];
            match variant.play(&pos, m) {
                Ok((next, _)) => pos = next,
                Err(_) => break,
            }
        }
        if pos.is_over() || pos.to_move() != Side::South {
            continue;
        }
        let text = pos.to_string();
        if seen.contains(&text) {
            continue;
        }
        if let Some((goal, solving, marked)) = task_at(variant, &pos, kind, &mut rng) {
            let solution = &solving[rng.below(solving.len())];
            seen.insert(text);
            out.push(step(variant, &pos, kind, goal, solution, marked));
        }
    }
    out
}

/// A game's pool of drills as one lesson (`<variant>/drills`): [`POOL`] of each kind the game
/// has, the kinds taking turns.
#[must_use]
pub fn lesson(variant: &Variant, seed: u64) -> Lesson {
    let variant_id = variant.id();
    let mut seen = BTreeSet::new();
    let per_kind: Vec<Vec<LessonStep>> = Kind::ALL
        .iter()
        .enumerate()
        .map(|(i, &k)| drills_avoiding(variant, k, POOL, seed ^ (i as u64 + 1), &mut seen))
        .collect();
    let mut steps = Vec::new();
    for i in 0..POOL {
        for kind in &per_kind {
            if let Some(s) = kind.get(i) {
                steps.push(s.clone());
            }
        }
    }
    let total = steps.len();
    Lesson {
        variant: variant_id.to_string(),
        options: std::collections::BTreeMap::new(),
        order: 1,
        title: both(|lang| mancala_text::t(lang, "drill-title")),
        summary: both(|lang| mancala_text::tr(lang, "drill-summary", &[("count", Arg::from(total))])),
        steps,
        id: format!("{variant_id}/drills"),
        appendix: false,
        practice: Vec::new(),
    }
}
