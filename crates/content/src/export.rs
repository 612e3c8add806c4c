//! Every check of the content in one place, and the JSON export the site fetches.
//!
//! The tests (`tests/lessons.rs`, `tests/rules_pages.rs`) and the exporter (`mancala-content
//! export`, run by the site build) call the same [`check_all`], so no content reaches the site
//! that the tests would refuse.

use crate::games::Games;
use crate::glossary::{self, Glossary};
use crate::rules_page::{rules_pages, RulesPage};
use crate::{all_lessons, asset_path, named_pit_numbers, untaught_rules, Asset, Lesson, Task, Text};
use mancala_engine::{variants, Action, Move};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The content, parsed and checked.
#[derive(Clone, Debug)]
pub struct Checked {
    pub rules: Vec<RulesPage>,
    pub lessons: Vec<Lesson>,
    /// Each variant's puzzles as one lesson ([`crate::puzzles::lesson`]), in learning order.
    pub puzzles: Vec<Lesson>,
    /// The mixed sample of one-puzzle lessons ([`crate::puzzles::mixed`]).
    pub mixed: Vec<Lesson>,
    /// Each variant's pool of counting drills as one lesson ([`crate::drills::lesson`]).
    pub drills: Vec<Lesson>,
    /// Each variant's puzzle keys for worksheets ([`crate::puzzles::keys`]).
    pub puzzle_keys: Vec<(String, BTreeMap<String, crate::PuzzleKey>)>,
    /// `None` only in checks that leave it out (tests of single kinds of content).
    pub glossary: Option<Glossary>,
}

/// Problems with the lessons: a lesson the engine contradicts, an order used twice in a course,
/// a variant with no lesson, or a rule of a variant's family that no lesson of its course (with
/// its family's course) teaches.
#[must_use]
pub fn check_lessons(games: &Games, lessons: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    for lesson in lessons {
        if let Err(e) =
            games.variant_of(lesson).and_then(|v| lesson.replay_in(&v).and_then(|_| lesson.check_counts(&v)))
        {
            problems.push(e.to_string());
        }
    }
    let mut seen = BTreeSet::new();
    for l in lessons {
        if !seen.insert((l.variant.clone(), l.order)) {
            problems.push(format!("{}: order {} used twice", l.id, l.order));
        }
    }
    for spec in games.specs() {
        if !lessons.iter().any(|l| l.variant == spec.id) {
            problems.push(format!("{}: no lesson", spec.id));
            continue;
        }
        let family = games.family_course(spec.id);
        let course: Vec<Lesson> = lessons
            .iter()
            .filter(|l| l.variant == spec.id || l.variant == family)
            .cloned()
            .map(|mut l| {
                l.variant = spec.id.to_string();
                l
            })
            .collect();
        let missing = untaught_rules(spec.id, spec.rule_prefixes, &course);
        if !missing.is_empty() {
            problems.push(format!("{}: no lesson teaches {}", spec.id, missing.join(", ")));
        }
    }
    problems.extend(shown_before_taught(games, lessons));
    problems.extend(unpractised_decisions(games, lessons));
    problems.extend(told_not_shown(games, lessons));
    problems.extend(missing_summary_or_mistakes(games, lessons));
    problems.extend(orders_in_show_steps(lessons));
    problems.extend(templated_feedback(lessons));
    problems.extend(course_routes(games, lessons, crate::COURSE_ROUTES, crate::MAIN_GAMES));
    problems.extend(appendix_lessons(lessons));
    problems.extend(practice_hints_without_a_pointer(lessons));
    problems.extend(hints_about_one_move(lessons));
    problems.extend(tasks_without_a_wrong_try(lessons));
    problems.extend(coin_tosses(games, lessons));
    problems
}

/// `tutorials/courses.toml` names games with courses, each once, builds on other games'
/// courses without a loop, and says why in both languages; its `main` games have courses.
pub fn course_routes(games: &Games, lessons: &[Lesson], routes: &[crate::CourseRoute], main: &[&str]) -> Vec<String> {
    let mut problems = Vec::new();
    let has_course = |id: &str| games.spec(id).is_some() && lessons.iter().any(|l| l.variant == id);
    // A game of the engine this check was not given (a test's own set of games) is not its.
    let not_given = |id: &str| games.spec(id).is_none() && variants().iter().any(|v| v.id == id);
    let mut seen = BTreeSet::new();
    let route = |id: &str| routes.iter().find(|r| r.variant == id);
    for id in main.iter().filter(|id| !not_given(id)) {
        if !lessons.iter().any(|l| l.variant == *id) {
            problems.push(format!("tutorials/courses.toml: main game `{id}` has no course"));
        }
    }
    for r in routes {
        let at = format!("tutorials/courses.toml: {}", r.variant);
        if not_given(r.variant) {
            continue;
        }
        if !seen.insert(r.variant) {
            problems.push(format!("{at}: listed twice"));
        }
        if !has_course(r.variant) {
            problems.push(format!("{at}: no game with a course has this id"));
        }
        if r.builds_on.is_empty() || r.why_uk.trim().is_empty() || r.why_ru.trim().is_empty() {
            problems.push(format!("{at}: `builds_on` and `why` (uk and ru) are needed"));
        }
        for on in r.builds_on {
            if !has_course(on) || *on == r.variant {
                problems.push(format!("{at}: builds on `{on}`, which is no other game with a course"));
            }
        }
        // Following what it builds on never comes back to it.
        let mut todo: Vec<&str> = r.builds_on.to_vec();
        let mut visited = BTreeSet::new();
        while let Some(v) = todo.pop() {
            if v == r.variant {
                problems.push(format!("{at}: builds on itself through other courses"));
                break;
            }
            if visited.insert(v) {
                todo.extend(route(v).map_or(&[][..], |x| x.builds_on));
            }
        }
    }
    problems
}

/// An appendix lesson (`appendix = true`) comes after every lesson of its course's main path,
/// and the site, which knows it without the file (`APPENDIX_IDS`), agrees.
pub fn appendix_lessons(lessons: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    for l in lessons {
        if l.appendix != crate::APPENDIX_IDS.contains(&l.id.as_str()) {
            problems
                .push(format!("{}: write `appendix = true` among the lesson's first lines, before any table", l.id));
        }
        if l.appendix {
            if let Some(core) = lessons.iter().find(|c| c.variant == l.variant && !c.appendix && c.order > l.order) {
                problems.push(format!(
                    "{}: an appendix lesson comes after the main path, but {} follows it",
                    l.id, core.id
                ));
            }
        }
    }
    problems
}

/// The words of a text, lower case, without numbers: what [`templated_feedback`] compares.
fn word_set(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '’' || c == '\'' || c == '-'))
        .filter(|w| !w.is_empty() && !w.chars().all(|c| c.is_ascii_digit()))
        .map(str::to_lowercase)
        .collect()
}

/// Hints and praises are written for their position, not filled into a pattern (issue 33, T47):
/// within a game's course no two hints (a task's and its wrong tries'), and no two praises, share more than half of
/// their words (the words both use, against all the words either uses), in either language.
pub fn templated_feedback(lessons: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut variants: Vec<&str> = lessons.iter().map(|l| l.variant.as_str()).collect();
    variants.dedup();
    for variant in variants {
        for (what, pick) in [
            (
                "hints",
                (|t: &Task| std::iter::once(t.hint.clone()).chain(t.wrong.iter().map(|w| w.hint.clone())).collect())
                    as fn(&Task) -> Vec<Text>,
            ),
            ("praises", |t: &Task| t.praise.iter().cloned().collect()),
        ] {
            for lang in ["uk", "ru"] {
                let texts: Vec<(String, BTreeSet<String>, String)> = lessons
                    .iter()
                    .filter(|l| l.variant == variant)
                    .flat_map(|l| {
                        l.steps.iter().enumerate().flat_map(move |(i, s)| {
                            s.task.as_ref().map(pick).unwrap_or_default().into_iter().map(move |text| {
                                let words = if lang == "uk" { text.uk } else { text.ru };
                                (format!("{} step {}", l.id, i + 1), word_set(&words), words)
                            })
                        })
                    })
                    .collect();
                for (i, (at, a, text)) in texts.iter().enumerate() {
                    for (other, b, _) in &texts[i + 1..] {
                        let shared = a.intersection(b).count();
                        if shared * 2 > a.union(b).count() {
                            problems.push(format!(
                                "{at} and {other}: the {what} ({lang}) share more than half their words; write each for its position: «{text}»"
                            ));
                        }
                    }
                }
            }
        }
    }
    problems
}

/// A practice task's hint points at this position (issue 33): it names a pit by its number
/// (the Ukrainian text, [`named_pit_numbers`]) or a count of seeds ([`crate::seed_counts`],
/// which the lesson check holds to the position and the task's facts).
pub fn practice_hints_without_a_pointer(lessons: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    for l in lessons.iter().filter(|l| l.id.contains("practice")) {
        for (i, s) in l.steps.iter().enumerate() {
            let Some(task) = &s.task else { continue };
            if named_pit_numbers(&task.hint.uk).is_empty() && crate::seed_counts(&task.hint.uk).is_empty() {
                problems.push(format!(
                    "{} step {}: the hint names no pit and no count of seeds of this position: «{}»",
                    l.id,
                    i + 1,
                    task.hint.uk
                ));
            }
        }
    }
    problems
}

/// A task's hint is shown after any wrong try, so it speaks of the position, not of one move
/// (walk L13: «Хід з ямки 7 …» after the learner played pit 3); what a move did is said by a
/// `wrong` entry for that move ([`crate::WrongTry`]).
pub fn hints_about_one_move(lessons: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    for l in lessons {
        for (i, s) in l.steps.iter().enumerate() {
            let Some(task) = &s.task else { continue };
            for (lang, text) in [("uk", &task.hint.uk), ("ru", &task.hint.ru)] {
                if let Some(words) = crate::names_a_move(text) {
                    problems.push(format!(
                        "{} step {}: the hint ({lang}) speaks of one move («{words} …»); say it in a `[[step.task.wrong]]` entry for that move and keep the hint about the position: «{text}»",
                        l.id,
                        i + 1,
                    ));
                }
            }
        }
    }
    problems
}

/// Every written task answers at least one wrong try in words of its own (walk L13): the
/// mistake a beginner is likeliest to make there, said of that move (`[[step.task.wrong]]`).
#[must_use]
pub fn tasks_without_a_wrong_try(lessons: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    for l in lessons {
        for (i, s) in l.steps.iter().enumerate() {
            if s.task.as_ref().is_some_and(|t| t.wrong.is_empty()) && s.puzzle.is_none() {
                problems.push(format!(
                    "{} step {}: no `[[step.task.wrong]]` entry: say what the likeliest wrong move does here",
                    l.id,
                    i + 1
                ));
            }
        }
    }
    problems
}

/// Words of a task's prompt that ask for a decision (Ukrainian, Russian).
fn asks_for(decision: &str) -> [&'static [&'static str]; 2] {
    match decision {
        "the direction" => [&["напрям", "бік", "боку", "годинников"], &["направлен", "сторон", "часов"]],
        "the head" => [&["голов"], &["голов"]],
        "safari or stop" => [&["сафарі", "зупин"], &["сафари", "останов"]],
        _ => [&["ямк"], &["лунк"]],
    }
}

/// Walk L33: a task where every legal move starts from one pit asks for a later choice (the
/// direction, the head, stop or safari); unless its text or prompt names that choice, the
/// learner meets a pit that is forced and a choice nobody named, a coin toss.
#[must_use]
pub fn coin_tosses(games: &Games, lessons: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    for l in lessons {
        let Ok((variant, starts)) = starts_of(games, l) else { continue };
        for (i, (s, start)) in l.steps.iter().zip(&starts).enumerate() {
            let Some(task) = &s.task else { continue };
            let legal = variant.legal_moves(start);
            let Some(first) = legal.first() else { continue };
            if legal.len() < 2 || legal.iter().any(|m| m.actions().first() != first.actions().first()) {
                continue;
            }
            let choices: BTreeSet<&str> = legal
                .iter()
                .enumerate()
                .flat_map(|(j, a)| legal[j + 1..].iter().filter_map(move |b| parting(a, b)))
                .collect();
            let prompt = [
                format!("{} {}", s.say.uk, task.prompt.uk).to_lowercase(),
                format!("{} {}", s.say.ru, task.prompt.ru).to_lowercase(),
            ];
            let named = choices
                .iter()
                .any(|c| asks_for(c).iter().zip(&prompt).all(|(words, text)| words.iter().any(|w| text.contains(w))));
            if !named {
                problems.push(format!(
                    "{} step {}: every legal move starts from one pit, so the task is a choice of {} its text and prompt do not name (walk L33): «{}»",
                    l.id,
                    i + 1,
                    choices.into_iter().collect::<Vec<_>>().join(" / "),
                    task.prompt.uk
                ));
            }
        }
    }
    problems
}

/// The kind of decision a move's action is (`which pit`, `direction`, …), as
/// [`unpractised_decisions`] names it.
fn decision(action: &Action) -> &'static str {
    match action {
        Action::Sow(_) => "which pit to sow",
        Action::Plant(_) => "which pit to plant",
        Action::Dir(_) => "the direction",
        Action::Head(_) => "the head",
        Action::Continue(_) => "safari or stop",
        // Moruba's extra pits: another one, or no more (Nam-Nam's pass is never a choice).
        Action::Take(_) | Action::Pass => "which extra pits to take",
    }
}

/// The decision where two moves part: the first action they differ in (or the one the longer
/// goes on with).
fn parting(a: &Move, b: &Move) -> Option<&'static str> {
    let (x, y) = (a.actions(), b.actions());
    let same = x.iter().zip(y).take_while(|(p, q)| p == q).count();
    x.get(same).or_else(|| y.get(same)).map(decision)
}

/// The game of a lesson (built from its spec in `games`) and the position each of its steps
/// starts from ([`Lesson::starts_in`]).
fn starts_of(
    games: &Games,
    lesson: &Lesson,
) -> Result<(mancala_engine::Variant, Vec<mancala_engine::Position>), crate::LessonError> {
    let variant = games.variant_of(lesson)?;
    let starts = lesson.starts_in(&variant)?;
    Ok((variant, starts))
}

/// Seeded random games of `variant` (the same for every call): `games` games from its start, each
/// cut after `plies` plies or at a position with more than `max_moves` legal moves; `visit` gets
/// each position played from, its legal moves and the step log of the move chosen. The checks
/// that find what a game asks and applies ([`unpractised_decisions`], [`told_not_shown`]) share it.
fn random_games(
    variant: &mancala_engine::Variant,
    games: usize,
    plies: usize,
    max_moves: usize,
    mut visit: impl FnMut(&mancala_engine::Position, &[Move], &[mancala_engine::Step]),
) {
    let mut rng = mancala_engine::playout::Rng::new(17);
    for _ in 0..games {
        let mut pos = variant.start_position();
        for _ in 0..plies {
            let moves = variant.legal_moves(&pos);
            if pos.is_over() || moves.is_empty() || moves.len() > max_moves {
                break;
            }
            let Ok((next, steps)) = variant.play(&pos, &moves[rng.below(moves.len())]) else { break };
            visit(&pos, &moves, &steps);
            pos = next;
        }
    }
}

/// The rules each move of a line cites (`MoveFacts::cited` of its step log), the line played
/// from `start` token by token and cut at a token that does not play. [`shown_before_taught`]
/// and [`told_not_shown`] read the lessons' lines through it.
fn line_citations<'a>(
    variant: &mancala_engine::Variant,
    start: &mancala_engine::Position,
    tokens: impl IntoIterator<Item = &'a str>,
) -> Vec<(&'a str, Vec<&'static str>)> {
    let mut pos = start.clone();
    let mut out = Vec::new();
    for token in tokens {
        let mover = pos.to_move();
        let Ok((next, steps)) = variant.play_token(&pos, token) else { break };
        pos = next;
        out.push((token, crate::MoveFacts::of(&steps, mover).cited));
    }
    out
}

/// Decisions a game asks of its players that no task of its course practises. A decision is
/// found in the game by seeded random games (two legal moves parting at it); a task practises
/// it when a move that reaches the task's goal and one that does not part at it, so the choice
/// matters there. Issue 17: every decision rule has a task where choosing matters.
#[must_use]
pub fn unpractised_decisions(games: &Games, lessons: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    for spec in games.specs() {
        let Ok(variant) = games.variant(spec.id, &[]) else { continue };
        let mut asked = BTreeSet::new();
        random_games(&variant, 40, 60, 3000, |_, moves, _| {
            asked.extend(moves.iter().skip(1).take(200).filter_map(|m| parting(&moves[0], m)));
        });
        let mut practised = BTreeSet::new();
        for lesson in lessons.iter().filter(|l| l.variant == spec.id) {
            let Ok((v, starts)) = starts_of(games, lesson) else { continue };
            for (step, start) in lesson.steps.iter().zip(&starts) {
                let Some(task) = &step.task else { continue };
                let moves = v.legal_moves(start);
                if moves.len() > 3000 {
                    continue;
                }
                let (right, wrong): (Vec<&Move>, Vec<&Move>) =
                    moves.iter().partition(|m| crate::reaches(&v, start, m, &task.goal).unwrap_or(false));
                for a in &right {
                    practised.extend(wrong.iter().filter_map(|b| parting(a, b)));
                }
            }
        }
        let missing: Vec<&str> = asked.difference(&practised).copied().collect();
        if !missing.is_empty() {
            problems.push(format!(
                "{}: no task of its course practises {} (a task where moves parting there reach the goal and miss it)",
                spec.id,
                missing.join(", ")
            ));
        }
    }
    problems
}

/// Shown moves that apply a rule of the game's own family (or a reading of an ambiguity, an
/// `A…` option) that the course has not taught yet: not named by the step, an earlier step, an
/// earlier lesson of the course or its family's course. The board must not show what the text
/// has not said (issue 16: Kalah's first lesson ended its sowing with a capture lesson 3 teaches).
/// Rules of other families that a game borrows (Kiarabu's in Kabwanga, Kiswahili's in the Katra
/// games) are the courses those lessons build on and are not asked for here.
#[must_use]
pub fn shown_before_taught(games: &Games, lessons: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    for lesson in lessons {
        let Ok((variant, starts)) = starts_of(games, lesson) else { continue };
        let prefixes = games.rule_prefixes(&lesson.variant);
        let family = games.family_course(&lesson.variant);
        let mut taught: BTreeSet<&str> = lessons
            .iter()
            .filter(|l| {
                (l.variant == lesson.variant && l.order < lesson.order)
                    || (l.variant != lesson.variant && l.variant == family)
            })
            .flat_map(|l| l.steps.iter().flat_map(|s| s.rules.iter().map(String::as_str)))
            .collect();
        for (i, (step, start)) in lesson.steps.iter().zip(&starts).enumerate() {
            taught.extend(step.rules.iter().map(String::as_str));
            let Some(demo) = &step.show else { continue };
            for (token, cited) in line_citations(&variant, start, demo.moves.iter().map(String::as_str)) {
                for rule in cited {
                    let own = rule.starts_with('A')
                        || prefixes.iter().any(|p| rule.strip_prefix(p).is_some_and(|r| r.starts_with('-')));
                    if own && !taught.contains(rule) {
                        problems.push(format!(
                            "{} step {}: the move {token} applies {rule}, which the course has not taught yet \
                             (name it in the step's `rules` and say it, or show another move)",
                            lesson.id,
                            i + 1
                        ));
                    }
                }
            }
        }
    }
    problems
}

/// Rules of a game's own family that its moves apply (found by seeded random games: the rules
/// its step logs cite) but that no step of its course both names and shows: a step that names
/// the rule and whose board plays a move applying it (a shown move, the task's solution or a
/// refuted wrong answer with its reply). Issue 17: every rule taught by a step whose board shows
/// it, not only tagged on a sentence.
#[must_use]
pub fn told_not_shown(games: &Games, lessons: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    for spec in games.specs() {
        let Ok(variant) = games.variant(spec.id, &[]) else { continue };
        let prefixes = spec.rule_prefixes;
        let own = |rule: &str| prefixes.iter().any(|p| rule.strip_prefix(p).is_some_and(|r| r.starts_with('-')));
        let mut applied = BTreeSet::new();
        random_games(&variant, 60, 400, usize::MAX, |pos, _, steps| {
            applied.extend(crate::MoveFacts::of(steps, pos.to_move()).cited.into_iter().filter(|r| own(r)));
        });
        let mut shown = BTreeSet::new();
        // Where the course plays the rule without naming it: the places a tag may belong.
        let mut unnamed: BTreeMap<&str, Vec<String>> = BTreeMap::new();
        let family = games.family_course(spec.id);
        for lesson in lessons.iter().filter(|l| l.variant == spec.id || l.variant == family) {
            let Ok((v, starts)) = starts_of(games, lesson) else { continue };
            for (i, (step, start)) in lesson.steps.iter().zip(&starts).enumerate() {
                let mut lines: Vec<Vec<&str>> = Vec::new();
                if let Some(demo) = &step.show {
                    lines.push(demo.moves.iter().map(String::as_str).collect());
                }
                if let Some(task) = &step.task {
                    lines.push(vec![task.solution.as_str()]);
                    for r in &task.refutations {
                        let mut line = vec![r.wrong.as_str()];
                        line.extend(r.reply.iter().map(String::as_str));
                        lines.push(line);
                    }
                }
                for line in lines {
                    for (_, cited) in line_citations(&v, start, line) {
                        for rule in cited {
                            if step.rules.iter().any(|r| r == rule) {
                                shown.insert(rule);
                            } else {
                                unnamed.entry(rule).or_default().push(format!("{} step {}", lesson.id, i + 1));
                            }
                        }
                    }
                }
            }
        }
        for rule in applied.difference(&shown) {
            let mut places = unnamed.remove(rule).unwrap_or_default();
            places.dedup();
            let places = if places.is_empty() {
                "no step plays a move applying it".to_string()
            } else {
                format!("played unnamed at {}", places.iter().take(4).cloned().collect::<Vec<_>>().join(", "))
            };
            problems.push(format!(
                "{}: no step of its course names {rule} and plays a move applying it ({places})",
                spec.id
            ));
        }
    }
    problems
}

/// The imperatives of a move's verbs (play, plant, sow, move, make, take, capture, put), in
/// the lessons' two languages: what [`orders_in_show_steps`] refuses.
const MOVE_ORDERS: &str = "зіграйте грайте пограйте посадіть садіть посійте сійте засійте ходіть походіть зробіть \
    беріть візьміть заберіть забирайте зберіть збирайте покладіть кладіть \
    сыграйте играйте сажайте посейте сейте засейте сделайте берите возьмите заберите забирайте соберите собирайте \
    кладите";

/// Forms that are an order and also the present or future tense («вы ходите ещё раз», «ви
/// ходите ще раз»): an order only without «вы» / «ви» before them.
const MOVE_ORDERS_BUT_AFTER_VY: &str = "ходите сходите походите посадите положите";

/// The first order to move in a text (lower case), if any (a verb of `MOVE_ORDERS`).
#[must_use]
pub fn order_to_move(text: &str) -> Option<String> {
    let mut before = String::new();
    for word in text.split(|c: char| !(c.is_alphanumeric() || c == '’' || c == '\'' || c == '-')) {
        if word.is_empty() {
            continue;
        }
        let word = word.to_lowercase();
        let is = |list: &str| list.split_whitespace().any(|w| w == word);
        if is(MOVE_ORDERS) || (is(MOVE_ORDERS_BUT_AFTER_VY) && before != "вы" && before != "ви") {
            return Some(word);
        }
        before = word;
    }
    None
}

/// A step that only shows moves says what is shown («Ось хід з ямки 1…», «Смотрите: …»), not
/// an order to move (walk L30: «Зіграйте з першої ямки» where nothing can be clicked).
#[must_use]
pub fn orders_in_show_steps(lessons: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    for l in lessons {
        for (i, s) in l.steps.iter().enumerate().filter(|(_, s)| s.show.is_some() && s.task.is_none()) {
            for (lang, text) in [("uk", &s.say.uk), ("ru", &s.say.ru)] {
                if let Some(word) = order_to_move(text) {
                    problems.push(format!(
                        "{} step {}: the step only shows moves, but its text ({lang}) orders one («{word}»); say what is shown: «{text}»",
                        l.id,
                        i + 1,
                    ));
                }
            }
        }
    }
    problems
}

/// Courses without their closing steps (issue 17): a summary of the game («Пам’ятка…» or
/// «Підсумок…» / «Памятка…» or «Итог…», one screen, printable with the lesson) and the common
/// mistakes («…типові помилки…» / «…типичные ошибки…»), in the variant's own lessons.
#[must_use]
pub fn missing_summary_or_mistakes(games: &Games, lessons: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    for spec in games.specs() {
        let steps: Vec<&crate::LessonStep> =
            lessons.iter().filter(|l| l.variant == spec.id).flat_map(|l| &l.steps).collect();
        let has = |uk: &[&str], ru: &[&str], start: bool| {
            steps.iter().any(|s| {
                let (u, r) = (s.say.uk.to_lowercase(), s.say.ru.to_lowercase());
                let found = |text: &str, words: &[&str]| {
                    words.iter().any(|w| if start { text.starts_with(w) } else { text.contains(w) })
                };
                found(&u, uk) && found(&r, ru)
            })
        };
        if !has(&["пам’ятка", "підсумок"], &["памятка", "итог"], true) {
            problems.push(format!("{}: no summary step («Пам’ятка…» / «Памятка…», «Підсумок…» / «Итог…»)", spec.id));
        }
        if !has(&["типові помилки"], &["типичные ошибки"], false) {
            problems.push(format!("{}: no common-mistakes step («типові помилки» / «типичные ошибки»)", spec.id));
        }
    }
    problems
}

/// Problems with the rules pages: an incomplete page ([`RulesPage::check`]), a page twice, or a
/// variant without one.
#[must_use]
pub fn check_rules_pages(games: &Games, pages: &[RulesPage]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    for page in pages {
        if !seen.insert(page.variant.as_str()) {
            problems.push(format!("{}: two rules pages", page.variant));
        }
        match games.spec(&page.variant) {
            None => problems.push(format!("{}: no such game", page.variant)),
            Some(spec) => {
                if let Err(p) = page.check(spec) {
                    problems.push(format!("{}:\n{p}", page.variant));
                }
            }
        }
    }
    for spec in games.specs() {
        if !seen.contains(spec.id) {
            problems.push(format!("{}: no rules page", spec.id));
        }
    }
    problems
}

/// Problems with the texts: the glossary's own ([`Glossary::check`]), and every learner-facing
/// string of the lessons, the rules pages and the Fluent files linted against it
/// ([`glossary::lint`]); running lesson text also without source codes and engine words.
#[must_use]
pub fn check_texts(glossary: &Glossary, pages: &[RulesPage], lessons: &[Lesson]) -> Vec<String> {
    let mut problems = glossary.check();
    let mut texts = glossary::lesson_texts(lessons);
    texts.extend(glossary::rules_texts(pages));
    for (lang, ftl) in crate::LOCALE_FILES {
        let lang = if *lang == "uk" { "uk" } else { "ru" };
        texts.extend(glossary::ftl_texts(lang, ftl));
    }
    problems.extend(glossary::lint(glossary, &texts));
    problems.extend(glossary::lint_lesson_words(&texts));
    problems.extend(glossary::lint_notation(&texts));
    problems
}

/// Problems with the puzzle lessons: one the engine contradicts (a position, the answer; as for
/// every lesson, [`Lesson::replay`]), a variant without puzzles, a step without its puzzle id
/// or level, an id twice.
#[must_use]
pub fn check_puzzles(games: &Games, puzzles: &[Lesson], mixed: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    for lesson in puzzles.iter().chain(mixed) {
        if let Err(e) = games.variant_of(lesson).and_then(|v| lesson.replay_in(&v)) {
            problems.push(e.to_string());
        }
        for (i, step) in lesson.steps.iter().enumerate() {
            let (Some(id), Some(_)) = (&step.puzzle, step.level) else {
                problems.push(format!("{}: step {} has no puzzle id or level", lesson.id, i + 1));
                continue;
            };
            if lesson.id.ends_with("/puzzles") && !seen.insert(id.clone()) {
                problems.push(format!("{}: puzzle {id} twice", lesson.id));
            }
        }
    }
    for spec in games.specs() {
        if !puzzles.iter().any(|l| l.variant == spec.id && !l.steps.is_empty()) {
            problems.push(format!("{}: no puzzles", spec.id));
        }
    }
    problems
}

/// Parses every file and runs every check.
///
/// # Errors
/// The seed of the drills' random play: the same pools at every build.
pub const DRILL_SEED: u64 = 2026;

/// Problems with the drills: a drill the engine contradicts (each pool is replayed as a lesson,
/// [`Lesson::replay`]: every task has a solution, not every move solves it), or a variant with
/// too few drills to practise (fewer than 20).
#[must_use]
pub fn check_drills(games: &Games, drills: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    for lesson in drills {
        if let Err(e) = games.variant_of(lesson).and_then(|v| lesson.replay_in(&v)) {
            problems.push(e.to_string());
        }
        if lesson.steps.len() < 20 {
            problems.push(format!("{}: only {} drills", lesson.id, lesson.steps.len()));
        }
    }
    problems
}

/// Every problem found (a file that does not parse stops the checks of its kind).
pub fn check_all() -> Result<Checked, Vec<String>> {
    let games = Games::registered();
    let mut problems = Vec::new();
    let rules = match rules_pages() {
        Ok(pages) => {
            problems.extend(check_rules_pages(&games, &pages));
            pages
        }
        Err(e) => {
            problems.push(e);
            Vec::new()
        }
    };
    let lessons = match all_lessons() {
        Ok(lessons) => {
            problems.extend(check_lessons(&games, &lessons));
            lessons
        }
        Err(e) => {
            problems.push(e.to_string());
            Vec::new()
        }
    };
    let (puzzles, mixed, puzzle_keys) = match crate::puzzles::sets().and_then(|sets| {
        let per_variant = sets.iter().map(|set| crate::puzzles::lesson(&games, set)).collect::<Result<Vec<_>, _>>()?;
        let keys = sets
            .iter()
            .map(|set| Ok((set.variant.clone(), crate::puzzles::keys(&games, set)?)))
            .collect::<Result<Vec<_>, String>>()?;
        Ok((per_variant, crate::puzzles::mixed(&games, &sets)?, keys))
    }) {
        Ok((puzzles, mixed, keys)) => {
            problems.extend(check_puzzles(&games, &puzzles, &mixed));
            (puzzles, mixed, keys)
        }
        Err(e) => {
            problems.push(e);
            (Vec::new(), Vec::new(), Vec::new())
        }
    };
    let drills = match games
        .specs()
        .iter()
        .map(|spec| games.variant(spec.id, &[]).map(|v| crate::drills::lesson(&v, DRILL_SEED)))
        .collect::<Result<Vec<_>, _>>()
    {
        Ok(drills) => {
            problems.extend(check_drills(&games, &drills));
            drills
        }
        Err(e) => {
            problems.push(format!("drills: {e}"));
            Vec::new()
        }
    };
    let mut lessons = lessons;
    problems.extend(add_practice(&games, &mut lessons, &puzzles));
    let glossary = match glossary::glossary() {
        Ok(g) => {
            problems.extend(glossary::terms_before_use(&g, &lessons));
            g.fill_step_terms(&mut lessons);
            let mut all = lessons.clone();
            all.extend(puzzles.iter().cloned());
            all.extend(drills.iter().cloned());
            problems.extend(check_texts(&g, &rules, &all));
            Some(g.with_pages(&rules))
        }
        Err(e) => {
            problems.push(e);
            None
        }
    };
    let (mut puzzles, mut mixed) = (puzzles, mixed);
    for lessons in [&mut lessons, &mut puzzles, &mut mixed] {
        add_rule_chips(&games, &rules, lessons);
    }
    if problems.is_empty() {
        Ok(Checked { rules, lessons, puzzles, mixed, drills, puzzle_keys, glossary })
    } else {
        Err(problems)
    }
}

/// A rule's name as a lesson's chip shows it (walk L34): the title of its section on the rules
/// page of `variant` (or of the page that has it: a family's rule), else the label of the
/// game's option that decides it (RULES.md §3: `A1`, `ENG-LOOP`).
#[must_use]
pub fn rule_name(games: &Games, pages: &[RulesPage], variant: &str, rule: &str) -> Option<Text> {
    let own = pages.iter().filter(|p| p.variant == variant);
    let section = own.clone().chain(pages).flat_map(|p| &p.sections).find(|s| s.rules.iter().any(|r| r.id == rule));
    if let Some(s) = section {
        return Some(s.title.clone());
    }
    let option = games.spec(variant)?.options.iter().find(|o| o.rule == rule)?;
    own.flat_map(|p| &p.options).find(|o| o.key == option.key).map(|o| o.label.clone())
}

/// Fills each step's [`crate::LessonStep::rule_chips`] from its rules: a chip per name
/// ([`rule_name`]; a rule whose name an earlier rule of the step has is left to that chip). A
/// rule without a name (a four-row rule no rules page states, `C4-3`) gets a chip «Правило C4-3»
/// only when the step has no named one.
pub fn add_rule_chips(games: &Games, pages: &[RulesPage], lessons: &mut [Lesson]) {
    for lesson in lessons {
        for step in lesson.steps.iter_mut().filter(|s| !s.rules.is_empty()) {
            let mut chips: Vec<(&str, Text)> = Vec::new();
            for rule in &step.rules {
                if let Some(name) = rule_name(games, pages, &lesson.variant, rule) {
                    if !chips.iter().any(|(_, n)| *n == name) {
                        chips.push((rule, name));
                    }
                }
            }
            if chips.is_empty() {
                for r in &step.rules {
                    let name = format!("Правило {r}");
                    chips.push((r, Text { uk: name.clone(), ru: name }));
                }
            }
            let lines = |name: fn(&Text) -> &String| {
                chips.iter().map(|(r, n)| format!("{r} {}", name(n))).collect::<Vec<_>>().join("\n")
            };
            step.rule_chips = Some(Text { uk: lines(|t| &t.uk), ru: lines(|t| &t.ru) });
        }
    }
}

/// Sets each lesson's [`Lesson::practice`] from its game's puzzles (`puzzles`, the lessons of
/// [`crate::puzzles::lesson`]), so that its end leads to the puzzles of the themes it shows.
/// Returns the lessons the engine could not replay.
pub fn add_practice(games: &Games, lessons: &mut [Lesson], puzzles: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    for lesson in lessons {
        if let Some(set) = puzzles.iter().find(|p| p.variant == lesson.variant) {
            match crate::puzzles::practice(games, lesson, set) {
                Ok(themes) => lesson.practice = themes,
                Err(e) => problems.push(e),
            }
        }
    }
    problems
}

/// A rules page as the site reads it.
///
/// # Panics
/// Never: the data types serialize to JSON without failure (string keys only).
#[must_use]
pub fn rules_page_json(page: &RulesPage) -> String {
    serde_json::to_string(page).expect("a rules page serializes")
}

/// A variant's lessons as the site reads them.
///
/// # Panics
/// Never (see [`rules_page_json`]).
#[must_use]
pub fn lessons_json(lessons: &[Lesson]) -> String {
    serde_json::to_string(lessons).expect("lessons serialize")
}

/// A language's Fluent text as the site reads it: one JSON string.
///
/// # Panics
/// Never (a string serializes).
#[must_use]
pub fn locale_json(ftl: &str) -> String {
    serde_json::to_string(ftl).expect("a string serializes")
}

/// A variant's puzzle keys as `puzzle-keys/<variant>.json` has them ([`Asset::PuzzleKeys`]): a
/// row of strings per puzzle, `[id, line uk, line ru, why uk, why ru]` (rows of strings, which
/// the site already decodes elsewhere, rather than a map of structs: that decoder would be the
/// worksheet page's largest code).
///
/// # Panics
/// Never (strings serialize).
#[must_use]
pub fn puzzle_keys_json(keys: &BTreeMap<String, crate::PuzzleKey>) -> String {
    let rows: Vec<[&str; 5]> =
        keys.iter().map(|(id, k)| [id.as_str(), &k.line.uk, &k.line.ru, &k.why.uk, &k.why.ru]).collect();
    serde_json::to_string(&rows).expect("strings serialize")
}

/// The files of the export: (path from [`asset_path`], JSON). A rules page per page, a
/// lessons file per registered variant (an empty list when it has none yet), lessons in course
/// order, two locale files per language (its Fluent text as one JSON string, in the two shares of
/// `mancala_text::LocalePart`: `locales/uk.json` and `locales/uk.game.json`) and the glossary.
#[must_use]
pub fn files(checked: &Checked) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for page in &checked.rules {
        out.push((asset_path(Asset::Rules, &page.variant), rules_page_json(page)));
    }
    for spec in variants() {
        let mut mine: Vec<Lesson> = checked.lessons.iter().filter(|l| l.variant == spec.id).cloned().collect();
        mine.sort_by_key(|l| l.order);
        out.push((asset_path(Asset::Lessons, spec.id), lessons_json(&mine)));
    }
    for (lang, ftl) in crate::LOCALE_FILES {
        for part in mancala_text::LocalePart::ALL {
            let name = format!("{lang}{}", part.suffix());
            out.push((asset_path(Asset::Locale, &name), locale_json(&mancala_text::locale_part(ftl, part))));
        }
    }
    if let Some(g) = &checked.glossary {
        out.push((asset_path(Asset::Glossary, ""), serde_json::to_string(g).expect("the glossary serializes")));
    }
    // Each variant's puzzles as a one-lesson list (the site reads it as it reads lessons), and
    // the mixed sample (`puzzles/mixed.json`) for the mixed run and the puzzle of the day.
    for lesson in &checked.puzzles {
        out.push((asset_path(Asset::Puzzles, &lesson.variant), lessons_json(std::slice::from_ref(lesson))));
    }
    if !checked.mixed.is_empty() {
        out.push((asset_path(Asset::Puzzles, "mixed"), lessons_json(&checked.mixed)));
    }
    // Each variant's counting drills as a one-lesson list (the site shows a handful at a time).
    for lesson in &checked.drills {
        out.push((asset_path(Asset::Drills, &lesson.variant), lessons_json(std::slice::from_ref(lesson))));
    }
    // Each variant's puzzle keys, for its worksheets only.
    for (variant, keys) in &checked.puzzle_keys {
        out.push((asset_path(Asset::PuzzleKeys, variant), puzzle_keys_json(keys)));
    }
    out
}

/// Writes [`files`] under `dir` (the site's output folder).
///
/// # Errors
/// A file or folder that cannot be written, with its path.
pub fn write(dir: &Path, checked: &Checked) -> Result<Vec<(PathBuf, usize)>, String> {
    let mut written = Vec::new();
    for (rel, json) in files(checked) {
        let path = dir.join(&rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        std::fs::write(&path, &json).map_err(|e| format!("{}: {e}", path.display()))?;
        written.push((path, json.len()));
    }
    Ok(written)
}
