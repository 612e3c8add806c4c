//! The puzzle sets as lessons (`mancala_content::puzzles`): every puzzle of `tutorials/puzzles/`
//! becomes a task whose one answer is the set's, replayed through the engine like any lesson.

use mancala_content::games::Games;
use mancala_content::puzzles::{lesson, mixed, sets, MIXED_PER_VARIANT};
use mancala_content::{reaches, Goal};
use mancala_engine::variants;

#[test]
fn every_puzzle_is_a_task_whose_answer_is_the_sets_and_no_other_move_is_taken() {
    let sets = sets().expect("the sets read");
    assert_eq!(sets.len(), variants().len(), "a set for every variant");
    let mut tasks = 0;
    for set in &sets {
        let l = lesson(&Games::registered(), set).unwrap_or_else(|e| panic!("{e}"));
        l.replay().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(l.steps.len(), set.puzzles.len(), "{}", set.variant);
        let variant = l.variant().unwrap();
        let mut last_level = 0;
        for step in &l.steps {
            let id = step.puzzle.as_deref().expect("a puzzle id");
            let p = set.puzzles.iter().find(|p| p.id == id).expect("the set's puzzle");
            let task = step.task.as_ref().expect("a task");
            assert_eq!(task.solution, p.solution[0], "{id}");
            assert_eq!(task.goal, Goal::OneOf { moves: vec![p.solution[0].clone()] }, "{id}");
            assert_eq!(step.level, Some(p.difficulty), "{id}");
            assert!(p.difficulty >= last_level, "{id}: easy ones first");
            last_level = p.difficulty;
            // Only the answer reaches the goal.
            let pos = variant.parse_position(step.position.as_deref().unwrap()).unwrap();
            for mv in variant.legal_moves(&pos) {
                let right = reaches(&variant, &pos, &mv, &task.goal).unwrap();
                assert_eq!(right, mv.token(variant.layout()) == p.solution[0], "{id}: {}", mv.token(variant.layout()));
            }
            // Every wrong answer has its refutation, as the set states it.
            let wrong: Vec<&String> = task.refutations.iter().map(|r| &r.wrong).collect();
            assert_eq!(wrong, p.wrong.iter().collect::<Vec<_>>(), "{id}");
            for (r, s) in task.refutations.iter().zip(&p.refutations) {
                assert_eq!(r.reply, s.reply, "{id}");
                assert_eq!(f64::from(r.loss), s.loss.floor().max(1.0), "{id}");
            }
            for text in [&step.say, &task.prompt, &task.hint, task.praise.as_ref().unwrap()] {
                assert!(!text.uk.is_empty() && !text.ru.is_empty() && !text.uk.contains('⟦'), "{id}: {text:?}");
                assert!(!text.uk.contains('\''), "{id}: the typographic apostrophe: {}", text.uk);
            }
            tasks += 1;
        }
    }
    assert!(tasks >= 50 * variants().len(), "{tasks} puzzles");
}

#[test]
fn the_mixed_sample_takes_turns_between_the_games() {
    let sets = sets().unwrap();
    let m = mixed(&Games::registered(), &sets).unwrap();
    assert_eq!(m.len(), MIXED_PER_VARIANT * sets.len());
    assert!(m.windows(2).all(|w| w[0].variant != w[1].variant), "consecutive puzzles are of different games");
    assert!(m.iter().all(|l| l.steps.len() == 1 && l.id.starts_with("mixed/")));
}

#[test]
fn each_lesson_leads_to_the_puzzles_of_the_themes_it_shows() {
    let checked = mancala_content::export::check_all().unwrap_or_else(|e| panic!("{e:?}"));
    let set = |v: &str| checked.puzzles.iter().find(|p| p.variant == v).expect("a set per game");
    for l in &checked.lessons {
        let themes: Vec<&String> = set(&l.variant).steps.iter().flat_map(|s| &s.themes).collect();
        for t in &l.practice {
            assert!(themes.contains(&t), "{}: `{t}` has no puzzle of its game", l.id);
            assert_ne!(t, "best-move", "{}: a lesson shows a theme, not just a good move", l.id);
        }
    }
    let practice = |id: &str| &checked.lessons.iter().find(|l| l.id == id).expect("the lesson").practice;
    // Kalah's lesson on capturing shows captures; the one on extra turns shows extra turns; the
    // first, on sowing, captures nothing.
    assert!(practice("kalah/03-capture").iter().any(|t| t == "capture"), "{:?}", practice("kalah/03-capture"));
    assert!(
        practice("kalah/02-extra-turns").iter().any(|t| t == "extra-turn"),
        "{:?}",
        practice("kalah/02-extra-turns")
    );
    assert!(!practice("kalah/01-board-and-sowing").iter().any(|t| t == "capture"));
    assert!(practice("oware/02-capture").iter().any(|t| t == "capture"), "{:?}", practice("oware/02-capture"));
    let with = checked.lessons.iter().filter(|l| !l.practice.is_empty()).count();
    assert!(with * 2 > checked.lessons.len(), "{with} of {} lessons lead to puzzles", checked.lessons.len());
}

#[test]
fn a_refutation_the_engine_does_not_play_fails_the_replay() {
    let sets = sets().expect("the sets read");
    let kalah = sets.iter().find(|s| s.variant == "kalah").unwrap();
    let whole = lesson(&Games::registered(), kalah).unwrap();
    let k = whole
        .steps
        .iter()
        .position(|s| s.task.as_ref().is_some_and(|t| t.refutations.iter().any(|r| !r.reply.is_empty())))
        .unwrap();
    let mut one = whole.clone();
    one.steps = vec![whole.steps[k].clone()];
    one.replay().expect("the puzzle as stored replays");
    // The reply made by the player who moved, and the answer called a wrong move: both refused.
    let mut bad = one.clone();
    let t = bad.steps[0].task.as_mut().unwrap().refutations.iter_mut().find(|r| !r.reply.is_empty()).unwrap();
    t.reply = vec![t.wrong.clone()];
    let e = bad.replay().expect_err("a reply of the wrong side").to_string();
    assert!(e.contains("refutation of"), "{e}");
    let task = one.steps[0].task.as_mut().unwrap();
    let r = task.refutations.iter_mut().find(|r| !r.reply.is_empty()).unwrap();
    r.wrong = task.solution.clone();
    let e = one.replay().expect_err("the answer is not wrong").to_string();
    assert!(e.contains("not wrong"), "{e}");
}

/// The seeds a side has won, counted here from the position (not by the exporter's code): its
/// store on a two-row board; its half, reserve and store on a four-row one.
fn won(variant: &mancala_engine::Variant, pos: &mancala_engine::Position, side: mancala_engine::Side) -> i64 {
    let store = i64::from(pos.store(side));
    match variant.spec().rows {
        mancala_engine::Rows::Two => store,
        mancala_engine::Rows::Four => i64::from(pos.seeds_in_half(side)) + i64::from(pos.reserve(side)) + store,
    }
}

/// The numbers a text says, in order.
fn numbers(text: &str) -> Vec<i64> {
    text.split(|c: char| !c.is_ascii_digit()).filter(|w| !w.is_empty()).map(|w| w.parse().unwrap()).collect()
}

// Issue 36, C10: a worksheet's key gives each puzzle's whole winning line and why. The line is
// the set's solution from the answer to the end of the turn where the check sees the answer
// ahead; the why's counts are the seeds each side wins over it, as the positions say.
#[test]
fn every_puzzle_has_a_key_with_its_winning_line_and_the_seeds_it_wins() {
    use mancala_engine::Rows;
    let sets = sets().unwrap();
    let mut both_gain = 0;
    let mut others_said = 0;
    for set in &sets {
        let l = lesson(&Games::registered(), set).unwrap();
        let keys = mancala_content::puzzles::keys(&Games::registered(), set).unwrap();
        assert_eq!(keys.len(), set.puzzles.len(), "{}: a key for every puzzle", set.variant);
        let variant = l.variant().unwrap();
        for step in &l.steps {
            let id = step.puzzle.as_deref().unwrap();
            let p = set.puzzles.iter().find(|p| p.id == id).unwrap();
            let key = keys.get(id).unwrap_or_else(|| panic!("{id}: a key"));
            assert!(!key.moves.is_empty() && p.solution.starts_with(&key.moves), "{id}: {:?}", key.moves);
            let least = usize::from(p.check_depth).clamp(1, p.solution.len());
            assert!(key.moves.len() >= least, "{id}: {} plies, the check needs {least}", key.moves.len());
            let start = variant.parse_position(&p.position).unwrap();
            let me = start.to_move();
            let mut pos = start.clone();
            // What each side wins, as the positions say: on a two-row board its store's growth
            // (a Nam-Nam round's start puts the stores back on the board: not checked across
            // one); on a four-row board, where only the mover captures, the growth of the mover's
            // half, reserve and store over each of its moves.
            let mut mover = me;
            let mut rounds = false;
            let (mut mine, mut theirs) = (0, 0);
            for token in &key.moves {
                mover = pos.to_move();
                let mv = variant.parse_move(&pos, token).unwrap();
                let (after, steps) = variant.play(&pos, &mv).unwrap();
                rounds |= steps.iter().any(|s| {
                    matches!(s, mancala_engine::Step::Note { note: mancala_engine::Note::RoundBegins { .. }, .. })
                });
                let grew = |side| won(&variant, &after, side) - won(&variant, &pos, side);
                if variant.spec().rows == Rows::Two {
                    mine += grew(me);
                    theirs += grew(me.opponent());
                } else if mover == me {
                    mine += grew(me);
                } else {
                    theirs += grew(me.opponent());
                }
                pos = after;
            }
            // The line ends with a turn (or the game, or the stored line).
            assert!(
                pos.is_over() || pos.to_move() != mover || key.moves.len() == p.solution.len(),
                "{id}: the line stops inside a turn"
            );
            if rounds {
                continue;
            }
            let (uk, ru) = ((&key.line.uk, &key.why.uk), (&key.line.ru, &key.why.ru));
            if std::env::var("SHOW_KEYS").is_ok() && step.level == Some(2) {
                println!("{id}: {} | {}\n   {} | {}", uk.0, uk.1, ru.0, ru.1);
            }
            let expected: Vec<i64> = [mine, theirs].into_iter().filter(|&n| n > 0).collect();
            // After every other move the opponent's answer (the set's refutation) takes at least
            // what the key says, when it says so.
            let mut least: Option<i64> = None;
            for r in &p.refutations {
                let mut at = variant.play(&start, &variant.parse_move(&start, &r.wrong).unwrap()).unwrap().0;
                let mut his = 0;
                for token in &r.reply {
                    let (after, steps) = variant.play(&at, &variant.parse_move(&at, token).unwrap()).unwrap();
                    rounds |= steps.iter().any(|s| {
                        matches!(s, mancala_engine::Step::Note { note: mancala_engine::Note::RoundBegins { .. }, .. })
                    });
                    his += won(&variant, &after, me.opponent()) - won(&variant, &at, me.opponent());
                    at = after;
                }
                least = Some(least.map_or(his, |l: i64| l.min(his)));
            }
            for (text, others) in [(uk.1, "; після будь-якого іншого ходу"), (ru.1, "; после любого другого хода")]
            {
                let (gains, after_others) = text.split_once(others).unwrap_or((text, ""));
                assert!(numbers(gains).ends_with(&expected), "{id}: {text} ({mine}, {theirs})");
                if !after_others.is_empty() && !rounds {
                    others_said += 1;
                    assert_eq!(numbers(after_others), vec![least.unwrap()], "{id}: {text}");
                }
                assert!(!text.contains('⟦') && !text.contains('\''), "{id}: {text}");
            }
            for (line, word) in [(uk.0, "Розв’язок: "), (ru.0, "Решение: ")] {
                assert!(line.starts_with(word), "{id}: {line}");
                assert_eq!(line.matches(" → ").count() + 1, key.moves.len(), "{id}: a move named per ply: {line}");
            }
            if mine > 0 && theirs > 0 {
                both_gain += 1;
            }
        }
    }
    assert!(both_gain > 0, "some lines give seeds to both sides");
    assert!(others_said > 0, "some keys say what every other move lets the opponent take");
}
