//! The counting drills: made by the engine for every variant, each a task that counting answers
//! (`Lesson::replay` holds every one to the engine, as the build does).

use mancala_content::drills::{drills_of, lesson, Kind, POOL};
use mancala_content::export::{check_drills, DRILL_SEED};
use mancala_content::games::Games;
use mancala_content::{reaches, Goal};
use mancala_engine::{variants, Variant};

#[test]
fn every_variant_has_a_pool_of_drills_that_replays() {
    let drills: Vec<_> = variants().iter().map(|s| lesson(&Variant::new(s.id, &[]).unwrap(), DRILL_SEED)).collect();
    let problems = check_drills(&Games::registered(), &drills);
    assert!(problems.is_empty(), "{problems:?}");
    for (spec, pool) in variants().iter().zip(&drills) {
        assert_eq!(pool.id, format!("{}/drills", spec.id));
        // Every game has the last-seed drill; the kinds take turns.
        assert!(pool.steps.len() >= POOL, "{}: {}", spec.id, pool.steps.len());
        assert_eq!(pool.steps[0].themes, vec!["last-seed".to_string()], "{}", spec.id);
        // Each drill has its own position, so that the position names the drill.
        let mut positions: Vec<&str> = pool.steps.iter().map(|s| s.position.as_deref().unwrap()).collect();
        positions.sort_unstable();
        let before = positions.len();
        positions.dedup();
        assert_eq!(positions.len(), before, "{}: two drills at one position", spec.id);
    }
    // Extra turns only where the game gives them: Kalah and the Kenyan children's Bao.
    let with_extra: Vec<&str> = drills
        .iter()
        .filter(|l| l.steps.iter().any(|s| s.themes[0] == "extra-turn"))
        .map(|l| l.variant.as_str())
        .collect();
    assert_eq!(with_extra, ["kalah", "bao_kenyan_children"]);
}

#[test]
fn a_last_seed_drill_marks_its_pit_and_only_counting_finds_it() {
    let v = Variant::new("kalah", &[]).unwrap();
    let drills = drills_of(&v, Kind::LastSeed, 10, 1);
    assert_eq!(drills.len(), 10);
    for d in &drills {
        let pos = v.parse_position(d.position.as_ref().unwrap()).unwrap();
        let task = d.task.as_ref().unwrap();
        let Goal::LastSeedIn { at } = &task.goal else { panic!("{:?}", task.goal) };
        assert_eq!(d.marks, vec![at.clone()], "the pit asked for is marked");
        let legal = v.legal_moves(&pos);
        let solving = legal.iter().filter(|m| reaches(&v, &pos, m, &task.goal).unwrap()).count();
        assert!(solving >= 1 && solving < legal.len(), "{at}: {solving} of {}", legal.len());
        assert!(reaches(&v, &pos, &v.parse_move(&pos, &task.solution).unwrap(), &task.goal).unwrap());
        // The prompt names the pit the learner's way, in both languages.
        assert!(
            !task.prompt.uk.contains(at.as_str()) && task.prompt.uk.contains("позначену ямку"),
            "{}",
            task.prompt.uk
        );
        assert!(task.prompt.ru.contains("отмеченную лунку"), "{}", task.prompt.ru);
    }
}

#[test]
fn the_same_seed_gives_the_same_drills_and_another_seed_others() {
    let v = Variant::new("oware", &[]).unwrap();
    let pos = |seed| drills_of(&v, Kind::CaptureMost, 5, seed).into_iter().map(|d| d.position).collect::<Vec<_>>();
    assert_eq!(pos(3), pos(3));
    assert_ne!(pos(3), pos(4));
}

#[test]
fn a_last_seed_goal_is_read_with_its_place_and_refused_without() {
    let head =
        "variant = \"kalah\"\norder = 1\ntitle = { uk = \"Т\", ru = \"Т\" }\nsummary = { uk = \"С\", ru = \"С\" }\n";
    let task = |goal: &str| {
        format!(
            "{head}[[step]]\nsay = {{ uk = \"Рахуйте.\", ru = \"Считайте.\" }}\nmarks = [\"N1\"]\n[step.task]\nprompt = {{ uk = \"Х\", ru = \"Х\" }}\ngoal = {goal}\nsolution = \"S4\"\nhint = {{ uk = \"Х\", ru = \"Х\" }}\n"
        )
    };
    // From the start S4 ends in N1 (4 seeds: S5, the store, N0, N1); S5 does not.
    let ok = mancala_content::parse_lesson("kalah/t.toml", &task("{ kind = \"last_seed_in\", at = \"N1\" }")).unwrap();
    ok.replay().unwrap();
    let wrong =
        mancala_content::parse_lesson("kalah/t.toml", &task("{ kind = \"last_seed_in\", at = \"N2\" }")).unwrap();
    assert!(wrong.replay().unwrap_err().message.contains("does not reach the goal"));
    assert!(mancala_content::parse_lesson("kalah/t.toml", &task("{ kind = \"last_seed_in\" }")).is_err());
    assert!(mancala_content::parse_lesson("kalah/t.toml", &task("{ kind = \"extra_turn\", at = \"N1\" }")).is_err());
}

/// Walk L24: a drill's hint speaks of what its answer meets in this position (the house that
/// stops the sowing, a relay, the store), never of what the game lacks (stores in Bao).
#[test]
fn a_drill_hint_names_what_its_answer_meets_and_nothing_the_game_lacks() {
    use mancala_engine::{Note, Place, Step, StopReason};
    let mut seen_house = 0;
    for spec in variants() {
        let v = Variant::new(spec.id, &[]).unwrap();
        let pool = lesson(&v, DRILL_SEED);
        for d in &pool.steps {
            let pos = v.parse_position(d.position.as_ref().unwrap()).unwrap();
            let task = d.task.as_ref().unwrap();
            let (_, steps) = v.play_token(&pos, &task.solution).unwrap();
            let (uk, ru) = (&task.hint.uk, &task.hint.ru);
            let stores = steps
                .iter()
                .any(|s| matches!(s, Step::Sow { to: Place::Store(_), .. } | Step::Skip { to: Place::Store(_), .. }));
            // A store is spoken of exactly when the answer sows into one or passes one by.
            assert_eq!(uk.contains("амбар"), stores, "{}: {uk}", spec.id);
            assert_eq!(ru.contains("амбар"), stores, "{}: {ru}", spec.id);
            let relays = steps.iter().any(|s| matches!(s, Step::Relay { .. }));
            assert_eq!(uk.contains("зайняту ямку"), relays, "{}: {uk}", spec.id);
            assert_eq!(ru.contains("занятую лунку"), relays, "{}: {ru}", spec.id);
            if steps.iter().any(|s| {
                matches!(
                    s,
                    Step::Note { note: Note::Stop { why: StopReason::House | StopReason::ChosenAtHouse, .. }, .. }
                )
            }) {
                assert!(uk.contains("дім") && ru.contains("дом"), "{}: {uk}", spec.id);
                seen_house += 1;
            }
            assert!(!uk.contains("естафет") && !ru.contains("эстафет"), "{}: relays are said in words: {uk}", spec.id);
        }
    }
    assert!(seen_house > 0, "some Bao drill's answer stops at the house");
}
