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
