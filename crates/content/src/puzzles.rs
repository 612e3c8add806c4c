//! The puzzle sets (`tutorials/puzzles/<variant>.json`, mined and checked by `mancala puzzles`)
//! as lessons the site shows: one [`Lesson`] per variant with a task step per puzzle, and a
//! mixed sample of one-puzzle lessons for the mixed run and the puzzle of the day.
//!
//! A puzzle becomes a task whose goal is its one best move (`one_of`), so the site judges an
//! answer, explains a wrong one and plays the solution as it does for every lesson task, and the
//! build replays each one through the engine like any lesson ([`crate::export::check_all`]).
//! The words (the prompt of its first theme, the step's line, the hint, the praise) come from
//! `mancala-text`'s `puzzle-*` messages, in both languages. The sets' own checks (each puzzle's
//! solution best by its margin) are `mancala-puzzles`' tests.

use crate::games::Games;
use crate::{Goal, Lesson, LessonStep, MoveFacts, PuzzleKey, Refutation, Task, Text, PUZZLE_FILES};
use mancala_engine::{Action, Move, Place, Position, Side, Step, Variant};
use mancala_puzzles::{Puzzle, PuzzleSet};
use mancala_text::{Arg, Lang};
use std::collections::BTreeMap;

/// How many puzzles of each variant the mixed sample takes (spread over the set).
pub const MIXED_PER_VARIANT: usize = 12;

/// Reads one set's JSON (`tutorials/puzzles/<file>.json`), written by `mancala puzzles mine`.
///
/// # Errors
/// JSON that is not a set, or the set of another variant, naming the file.
pub fn parse_set(file: &str, text: &str) -> Result<PuzzleSet, String> {
    let what = format!("tutorials/puzzles/{file}.json");
    let set: PuzzleSet = serde_json::from_str(text).map_err(|e| format!("{what}: {e}"))?;
    if set.variant != file {
        return Err(format!("{what}: the set is of `{}`", set.variant));
    }
    Ok(set)
}

/// Every stored set, in the registry's learning order.
///
/// # Errors
/// The first set that cannot be read.
pub fn sets() -> Result<Vec<PuzzleSet>, String> {
    let mut out: Vec<PuzzleSet> =
        PUZZLE_FILES.iter().map(|(id, text)| parse_set(id, text)).collect::<Result<_, _>>()?;
    let order: Vec<&str> = mancala_engine::variants().iter().map(|v| v.id).collect();
    out.sort_by_key(|s| order.iter().position(|id| *id == s.variant).unwrap_or(usize::MAX));
    Ok(out)
}

fn both(f: impl Fn(Lang) -> String) -> Text {
    Text { uk: f(Lang::Uk), ru: f(Lang::Ru) }
}

fn side_arg(side: Side) -> Arg {
    Arg::from(if side == Side::South { "south" } else { "north" })
}

fn options_map(options: &[String]) -> BTreeMap<String, String> {
    options.iter().filter_map(|kv| kv.split_once('=')).map(|(k, v)| (k.to_string(), v.to_string())).collect()
}

fn variant_of(games: &Games, set: &PuzzleSet) -> Result<Variant, String> {
    let pairs: Vec<(&str, &str)> = set.options.iter().filter_map(|kv| kv.split_once('=')).collect();
    games.variant(&set.variant, &pairs).map_err(|e| format!("puzzles of {}: {e}", set.variant))
}

/// The task step of one puzzle (its number in the set is the lesson page's to tell).
///
/// # Errors
/// A position or solution move the engine cannot read or play (a set out of date).
pub fn step(variant: &Variant, p: &Puzzle) -> Result<LessonStep, String> {
    let here = format!("puzzle {}", p.id);
    let pos = variant.parse_position(&p.position).map_err(|e| format!("{here}: position: {e}"))?;
    if pos.to_move() != p.to_move {
        return Err(format!("{here}: the position has the other side to move"));
    }
    let answer = &p.solution[0];
    let mv = variant.parse_move(&pos, answer).map_err(|e| format!("{here}: move `{answer}`: {e}"))?;
    let (_, steps) = variant.play(&pos, &mv).map_err(|e| format!("{here}: move `{answer}`: {e}"))?;
    let mut rules: Vec<String> = Vec::new();
    for s in &steps {
        if let Some(r) = s.rule() {
            if mancala_engine::rules::is_rule(r.0) && !rules.iter().any(|x| x == r.0) {
                rules.push(r.0.to_string());
            }
        }
    }
    let layout = variant.layout();
    let theme = p.themes.first().map_or("best-move", |t| t.name());
    let pit = mv.actions().iter().find_map(|a| match *a {
        Action::Sow(p) | Action::Plant(p) | Action::Take(p) => Some(usize::from(p)),
        _ => None,
    });
    // The gap to the second-best move, in whole seeds: "at least" this much.
    let gap = (p.value - p.second).floor();
    let say = both(|lang| {
        mancala_text::tr(
            lang,
            "puzzle-say",
            &[
                ("level", Arg::from(usize::from(p.difficulty))),
                ("theme", mancala_text::t(lang, &format!("puzzle-theme-{theme}")).into()),
            ],
        )
    });
    let prompt = both(|lang| mancala_text::tr(lang, &p.prompt_key(), &[("side", side_arg(p.to_move))]));
    let hint = both(|lang| match pit {
        Some(pit) => {
            mancala_text::tr(lang, "puzzle-hint", &[("pit", mancala_text::pit_label(lang, layout, pit).into())])
        }
        None => mancala_text::t(lang, "puzzle-hint-plain"),
    });
    let praise = both(|lang| {
        let words = mancala_text::move_label(lang, layout, &mv);
        if gap >= 1.0 {
            mancala_text::tr(
                lang,
                "puzzle-praise",
                &[("move", words.into()), ("seeds", mancala_text::seeds(lang, gap as i64).into())],
            )
        } else {
            mancala_text::tr(lang, "puzzle-praise-plain", &[("move", words.into())])
        }
    });
    Ok(LessonStep {
        position: Some(p.position.clone()),
        say,
        rules,
        show: None,
        marks: Vec::new(),
        task: Some(Task {
            prompt,
            goal: Goal::OneOf { moves: vec![answer.clone()] },
            solution: answer.clone(),
            hint,
            praise: Some(praise),
            refutations: p
                .refutations
                .iter()
                .map(|r| Refutation {
                    wrong: r.wrong.clone(),
                    reply: r.reply.clone(),
                    loss: r.loss.floor().max(1.0) as u32,
                    misses_win: r.misses_win,
                    loses: r.loses,
                })
                .collect(),
            wrong: Vec::new(),
            facts: Vec::new(),
        }),
        terms: Vec::new(),
        rule_chips: None,
        puzzle: Some(p.id.clone()),
        level: Some(p.difficulty),
        themes: p.themes.iter().map(|t| t.name().to_string()).collect(),
    })
}

/// The seeds each side wins in one move's step log, `[South, North]`: every seed that reaches a
/// store (sown, captured or given at the end) counts for the store's owner; seeds captured to be
/// sown again (the four-row games) count for the mover. A Nam-Nam round that puts the stores'
/// seeds back on the board takes nothing from anyone.
fn won(steps: &[Step], mover: Side) -> [u32; 2] {
    let mut out = [0u32; 2];
    let side = |s: Side| usize::from(s == Side::North);
    for step in steps {
        match *step {
            Step::Sow { to: Place::Store(s), .. } => out[side(s)] += 1,
            Step::Capture { to: Place::Store(s), count, .. } | Step::Transfer { to: Place::Store(s), count, .. } => {
                out[side(s)] += u32::from(count);
            }
            Step::Capture { count, .. } => out[side(mover)] += u32::from(count),
            _ => {}
        }
    }
    out
}

/// The plies of a puzzle's solution its key shows: as many as the check needed to see the answer
/// ahead ([`Puzzle::check_depth`], at least the answer), then on to the end of that turn (a
/// move that gives its player another one is followed by it).
fn key_plies(variant: &Variant, p: &Puzzle) -> Result<Vec<(Position, Move, Vec<Step>)>, String> {
    let here = format!("puzzle {}", p.id);
    let mut pos = variant.parse_position(&p.position).map_err(|e| format!("{here}: position: {e}"))?;
    let want = usize::from(p.check_depth).clamp(1, p.solution.len().max(1));
    let mut out = Vec::new();
    for token in &p.solution {
        let mover = pos.to_move();
        let mv = variant.parse_move(&pos, token).map_err(|e| format!("{here}: line `{token}`: {e}"))?;
        let (after, steps) = variant.play(&pos, &mv).map_err(|e| format!("{here}: line `{token}`: {e}"))?;
        out.push((pos, mv, steps));
        pos = after;
        if out.len() >= want && (pos.is_over() || pos.to_move() != mover) {
            break;
        }
    }
    Ok(out)
}

/// A puzzle's key ([`PuzzleKey`]): the solution line from the answer to the end of the turn
/// where the check sees it ahead, and why: what the answer does at once (another turn, seeds
/// taken, the game's end), the seeds each side gains over the line, and, when that is more, the
/// least the opponent's answer takes after any other move (the set's refutations).
///
/// # Errors
/// A position or move of the line the engine cannot read or play.
pub fn key(variant: &Variant, p: &Puzzle) -> Result<PuzzleKey, String> {
    let plies = key_plies(variant, p)?;
    let me = p.to_move;
    let (mut mine, mut theirs) = (0u32, 0u32);
    for (before, _, steps) in &plies {
        let w = won(steps, before.to_move());
        let (m, t) = if me == Side::South { (w[0], w[1]) } else { (w[1], w[0]) };
        mine += m;
        theirs += t;
    }
    let gain_of = |side: Side, w: [u32; 2]| if side == Side::South { w[0] } else { w[1] };
    // The opponent's answer (his first turn in the line) and, after every other move, his
    // answer as the set's refutation plays it: the least he takes there, when that is more.
    let reply: Option<u32> = {
        let his: Vec<u32> = plies
            .iter()
            .skip_while(|(before, _, _)| before.to_move() == me)
            .take_while(|(before, _, _)| before.to_move() != me)
            .map(|(before, _, steps)| gain_of(me.opponent(), won(steps, before.to_move())))
            .collect();
        (!his.is_empty()).then(|| his.iter().sum())
    };
    let start = &plies[0].0;
    let mut others_least: Option<u32> = None;
    for r in &p.refutations {
        let mut pos = start.clone();
        let mut his = 0;
        for (k, token) in std::iter::once(&r.wrong).chain(&r.reply).enumerate() {
            let mv = variant.parse_move(&pos, token).map_err(|e| format!("puzzle {}: `{token}`: {e}", p.id))?;
            let (after, steps) = variant.play(&pos, &mv).map_err(|e| format!("puzzle {}: `{token}`: {e}", p.id))?;
            if k > 0 {
                his += gain_of(me.opponent(), won(&steps, pos.to_move()));
            }
            pos = after;
        }
        others_least = Some(others_least.map_or(his, |least| least.min(his)));
    }
    let others = match (reply, others_least) {
        (Some(reply), Some(least)) if least > reply => Some(least),
        _ => None,
    };
    let first_steps = &plies[0].2;
    let facts = MoveFacts::of(first_steps, me);
    // The answer's own step log says whether it ends the game (no second play of it).
    let first = if first_steps.iter().any(|s| matches!(s, Step::GameEnd { .. })) {
        Some("ends")
    } else if facts.extra_turn {
        Some(if facts.last_seed == Some(Place::Store(me)) { "extra-store" } else { "extra" })
    } else if facts.captured > 0 {
        Some("capture")
    } else {
        None
    };
    let moves = p.solution[..plies.len()].to_vec();
    let layout = variant.layout();
    let line = both(|lang| {
        let moves: Vec<Move> = plies.iter().map(|(_, mv, _)| mv.clone()).collect();
        mancala_text::puzzle_key_line(lang, layout, &moves)
    });
    let why = both(|lang| mancala_text::puzzle_key_why(lang, first, facts.captured, mine, theirs, others));
    Ok(PuzzleKey { moves, line, why })
}

/// Every puzzle's key of a set ([`key`]), by puzzle id.
///
/// # Errors
/// A puzzle the engine cannot read or play.
pub fn keys(games: &Games, set: &PuzzleSet) -> Result<BTreeMap<String, PuzzleKey>, String> {
    let variant = variant_of(games, set)?;
    set.puzzles.iter().map(|p| Ok((p.id.clone(), key(&variant, p)?))).collect()
}

/// A variant's puzzles as one lesson (`<variant>/puzzles`): a task step per puzzle, the easy ones
/// first (by difficulty, then in the set's order).
///
/// # Errors
/// A puzzle the engine cannot read or play.
pub fn lesson(games: &Games, set: &PuzzleSet) -> Result<Lesson, String> {
    let variant = variant_of(games, set)?;
    let mut order: Vec<&Puzzle> = set.puzzles.iter().collect();
    order.sort_by_key(|p| p.difficulty);
    let total = order.len();
    let steps = order.iter().map(|p| step(&variant, p)).collect::<Result<Vec<_>, _>>()?;
    Ok(Lesson {
        variant: set.variant.clone(),
        options: options_map(&set.options),
        order: 1,
        title: both(|lang| mancala_text::t(lang, "puzzle-title")),
        summary: both(|lang| mancala_text::tr(lang, "puzzle-summary", &[("count", Arg::from(total))])),
        steps,
        id: format!("{}/puzzles", set.variant),
        appendix: false,
        practice: Vec::new(),
    })
}

/// The mixed sample: [`MIXED_PER_VARIANT`] puzzles of each set, spread evenly over it (the easy
/// ones and the hard ones), each a one-step lesson (`mixed/<puzzle id>`), the variants taking
/// turns, so consecutive puzzles are of different games.
///
/// # Errors
/// A puzzle the engine cannot read or play.
pub fn mixed(games: &Games, sets: &[PuzzleSet]) -> Result<Vec<Lesson>, String> {
    let mut per_set: Vec<Vec<Lesson>> = Vec::new();
    for set in sets {
        let whole = lesson(games, set)?;
        let spec = games.spec(&whole.variant);
        let n = whole.steps.len();
        let take = MIXED_PER_VARIANT.min(n);
        let picked: Vec<Lesson> = (0..take)
            .map(|k| {
                let step = whole.steps[k * n / take].clone();
                let id = step.puzzle.clone().unwrap_or_default();
                Lesson {
                    variant: whole.variant.clone(),
                    options: whole.options.clone(),
                    order: 1,
                    title: both(|lang| {
                        let game = spec.map_or(whole.variant.as_str(), |s| mancala_text::variant_name(lang, s));
                        mancala_text::tr(lang, "puzzle-mixed-title", &[("game", game.into())])
                    }),
                    summary: both(|lang| mancala_text::t(lang, "puzzle-mixed-summary")),
                    steps: vec![step],
                    id: format!("mixed/{id}"),
                    appendix: false,
                    practice: Vec::new(),
                }
            })
            .collect();
        per_set.push(picked);
    }
    let mut out = Vec::new();
    for k in 0..MIXED_PER_VARIANT {
        for list in &per_set {
            if let Some(l) = list.get(k) {
                out.push(l.clone());
            }
        }
    }
    for (i, l) in out.iter_mut().enumerate() {
        l.order = u32::try_from(i + 1).unwrap_or(u32::MAX);
    }
    Ok(out)
}

/// The puzzle themes a lesson shows that its game's puzzles (`set`, the lesson of
/// [`lesson`]) practise: the themes of every move the lesson plays (its shown moves and its
/// tasks' solutions), tagged as a puzzle's answer is (`mancala_puzzles::themes_of`, without what
/// only a comparison with the best other move tells), in the order of the set's most frequent.
///
/// # Errors
/// A lesson the engine cannot replay (the build checks every lesson before).
pub fn practice(games: &Games, lesson: &Lesson, set: &Lesson) -> Result<Vec<String>, String> {
    let variant = games.variant_of(lesson).map_err(|e| e.to_string())?;
    let starts = lesson.starts_in(&variant).map_err(|e| e.to_string())?;
    let mut shown: Vec<String> = Vec::new();
    for (step, start) in lesson.steps.iter().zip(starts) {
        let tokens = match (&step.show, &step.task) {
            (Some(demo), _) => demo.moves.clone(),
            (None, Some(task)) => vec![task.solution.clone()],
            (None, None) => Vec::new(),
        };
        let mut pos = start;
        for token in tokens {
            let moves = variant.legal_moves(&pos);
            let mv = variant.parse_move(&pos, &token).map_err(|e| format!("{}: move `{token}`: {e}", lesson.id))?;
            // A theme is taught where the step names a rule the move's telling steps follow (a
            // capture's, an extra turn's, a relay's…), not where a capture merely happens.
            let (after, log) = variant.play(&pos, &mv).map_err(|e| format!("{}: move `{token}`: {e}", lesson.id))?;
            let cited = log.iter().any(|st| {
                !matches!(
                    st,
                    Step::PickUp { .. }
                        | Step::Sow { .. }
                        | Step::Skip { .. }
                        | Step::Lap { .. }
                        | Step::TurnEnd { .. }
                ) && st.rule().is_some_and(|r| step.rules.iter().any(|x| x == r.0))
            });
            if let Some(i) = moves.iter().position(|m| *m == mv).filter(|_| cited) {
                for theme in mancala_puzzles::themes_of(&variant, &pos, &moves, i, i, &[], false) {
                    if theme != mancala_puzzles::Theme::BestMove && !shown.iter().any(|t| t == theme.name()) {
                        shown.push(theme.name().to_string());
                    }
                }
            }
            pos = after;
        }
    }
    Ok(set.themes().into_iter().map(|(t, _)| t).filter(|t| shown.contains(t)).collect())
}
