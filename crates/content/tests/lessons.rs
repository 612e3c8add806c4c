//! Every lesson in tutorials/ is replayed through the engine: a lesson that claims something
//! the engine does not do fails the build.

use mancala_content::export::{check_all, check_lessons, files};
use mancala_content::games::Games;
use mancala_content::{all_lessons, asset_path, parse_lesson, Asset, Lesson, CONTENT_VERSION};

#[test]
fn every_lesson_replays_through_the_engine() {
    let lessons = all_lessons().unwrap_or_else(|e| panic!("{e}"));
    assert!(lessons.iter().any(|l| l.id == "kalah/01-board-and-sowing"), "lessons are not embedded");
    // The same checks the site build runs before it exports the lessons (`mancala-content export`):
    // every lesson replays, orders are unique per course, every variant has lessons and, with
    // its family's course, they teach every rule of its family.
    let problems = check_lessons(&Games::registered(), &lessons);
    assert!(problems.is_empty(), "lessons the checks refuse:\n{}", problems.join("\n"));
    // The site's quick way to the steps' positions (no checks) finds the same positions.
    for lesson in &lessons {
        let checked = lesson.replay().unwrap();
        let quick = lesson.starts().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(quick.len(), checked.len(), "{}", lesson.id);
        for (i, (a, b)) in quick.iter().zip(&checked).enumerate() {
            assert!(a.same_state(b) && a.to_string() == b.to_string(), "{} step {}: {a} / {b}", lesson.id, i + 1);
        }
    }
}

/// A preset's lessons build on the course of the game it presets (the spec's `preset_of`); every
/// other game's course is its own.
#[test]
fn a_preset_builds_on_the_course_of_its_game() {
    for spec in mancala_engine::variants() {
        let expected = match spec.id {
            "wari" | "oua" => "oware",
            "ayoayo" => "namnam",
            id => id,
        };
        assert_eq!(Games::registered().family_course(spec.id), expected, "{}", spec.id);
    }
    assert_eq!(Games::registered().family_course("mancala"), "mancala", "an id that names no game is its own course");
}

#[test]
fn the_course_checks_catch_a_duplicate_order_and_a_missing_course() {
    let mut lessons = all_lessons().unwrap();
    let kalah = lessons.iter().find(|l| l.variant == "kalah").unwrap().clone();
    lessons.push(kalah);
    lessons.retain(|l| l.variant != "choro");
    let problems = check_lessons(&Games::registered(), &lessons).join("\n");
    assert!(problems.contains("used twice"), "{problems}");
    assert!(problems.contains("choro: no lesson"), "{problems}");
}

#[test]
fn a_lesson_may_not_set_its_own_id() {
    let step = "[[step]]\nsay = { uk = \"а\", ru = \"а\" }\n";
    assert!(parse_lesson("kalah/x.toml", &format!("{HEAD}\n{step}")).is_ok());
    let err = parse_lesson("kalah/x.toml", &format!("{HEAD}\nid = \"other\"\n{step}")).unwrap_err();
    assert!(err.message.contains("a lesson's id is its file's path"), "{err}");
}

#[test]
fn exported_lessons_read_back_as_the_same_lessons() {
    let checked = check_all().unwrap_or_else(|p| panic!("{}", p.join("\n")));
    let files = files(&checked);
    let (path, json) = files.iter().find(|(p, _)| p.ends_with("/lessons/kalah.json")).expect("kalah's lessons");
    assert_eq!(*path, asset_path(Asset::Lessons, "kalah"));
    assert!(path.starts_with(&format!("content/{CONTENT_VERSION}/")));
    // The claims of shown moves are the build's to check: the site does not get them.
    assert!(!json.contains("\"expect\""), "the export carries the lessons' claims");
    assert!(checked
        .lessons
        .iter()
        .any(|l| l.steps.iter().any(|s| s.show.as_ref().is_some_and(|d| d.expect.captured.is_some()))));
    let back: Vec<Lesson> = serde_json::from_str(json).unwrap();
    let mine: Vec<&Lesson> = checked.lessons.iter().filter(|l| l.variant == "kalah").collect();
    assert_eq!(back.len(), mine.len());
    for (b, l) in back.iter().zip(&mine) {
        assert_eq!(b.id, l.id, "the id travels with the lesson");
        assert_eq!(serde_json::to_string(b).unwrap(), serde_json::to_string(l).unwrap());
        b.replay().unwrap();
    }
    // One lessons file per registered variant, empty or not.
    let n = files.iter().filter(|(p, _)| p.contains("/lessons/")).count();
    assert_eq!(n, mancala_engine::variants().len());
}

fn lesson(text: &str) -> Lesson {
    parse_lesson("kalah/test.toml", text).unwrap()
}

const HEAD: &str = r#"
variant = "kalah"
order = 1
title = { uk = "Т", ru = "Т" }
summary = { uk = "С", ru = "С" }
"#;

#[test]
fn a_false_claim_is_caught() {
    let l = lesson(&format!(
        r#"{HEAD}
[[step]]
say = {{ uk = "Хід.", ru = "Ход." }}
show = {{ moves = ["S2"], expect = {{ extra_turn = false }} }}
"#
    ));
    let err = l.replay().unwrap_err();
    assert_eq!(err.step, Some(1));
    assert!(err.message.contains("extra_turn"), "{err}");
}

#[test]
fn a_true_claim_passes_and_the_lesson_continues_from_it() {
    let l = lesson(&format!(
        r#"{HEAD}
[[step]]
say = {{ uk = "Хід.", ru = "Ход." }}
rules = ["KAL-7"]
show = {{ moves = ["S2"], expect = {{ extra_turn = true, last_seed = "SS", cites = ["KAL-7"] }} }}
[[step]]
say = {{ uk = "Ще.", ru = "Ещё." }}
show = {{ moves = ["S5"], expect = {{ last_seed = "N3", position = "S=[4,4,0,5,5,0] N=[5,5,5,5,4,4] SS=2 NS=0, N to move" }} }}
"#
    ));
    let starts = l.replay().unwrap();
    assert_eq!(starts.len(), 2);
}

#[test]
fn a_task_whose_solution_misses_the_goal_is_caught() {
    let l = lesson(&format!(
        r#"{HEAD}
[[step]]
position = "S=[1,0,0,0,0,5] N=[1,1,1,1,2,1] SS=0 NS=0, S to move"
say = {{ uk = "Зберіть.", ru = "Возьмите." }}
task = {{ prompt = {{ uk = "Зберіть", ru = "Возьмите" }}, goal = {{ kind = "capture" }}, solution = "S5", hint = {{ uk = "Х", ru = "Х" }} }}
"#
    ));
    let err = l.replay().unwrap_err();
    assert!(err.message.contains("does not reach the goal") && err.message.contains("S0"), "{err}");
}

/// A Kalah task to capture (S0 takes 5), with `hint` in both languages and `tail` after its
/// praise (its facts, its wrong tries).
fn capture_task(hint: &str, tail: &str) -> Lesson {
    lesson(&format!(
        r#"{HEAD}
[[step]]
position = "S=[1,0,0,0,0,6] N=[1,1,1,1,4,1] SS=10 NS=0, S to move"
say = {{ uk = "Зберіть.", ru = "Возьмите." }}
[step.task]
prompt = {{ uk = "Зберіть", ru = "Возьмите" }}
goal = {{ kind = "capture" }}
solution = "S0"
hint = {{ uk = "{hint}", ru = "{hint}" }}
praise = {{ uk = "Так.", ru = "Да." }}
{tail}
"#
    ))
}

/// A count of seeds a hint or praise writes must be one the engine confirms: a fact of the task
/// (itself checked) or a count of the position (issue 33).
#[test]
fn a_count_no_fact_or_position_gives_is_caught_and_a_fact_must_be_true() {
    let v = mancala_engine::Variant::new("kalah", &[]).unwrap();
    // S0 captures North's 4 seeds of pit 5 and its own last one: 5 in all (no pit or store holds 5).
    let bare = capture_task("Хід з ямки 1 забирає 5 зерен.", "");
    bare.replay().unwrap();
    let err = bare.check_counts(&v).unwrap_err();
    assert!(err.message.contains("says 5 seeds"), "{err}");
    let held = capture_task("Хід з ямки 1 забирає 5 зерен.", "[[step.task.fact]]\nmove = \"S0\"\ncaptured = 5\n");
    held.replay().unwrap();
    held.check_counts(&v).unwrap();
    // A count of the position needs no fact.
    capture_task("У ямці 6 — 6 зерен.", "").check_counts(&v).unwrap();
    // A false fact fails the replay.
    let false_fact = capture_task("Хід з ямки 1 забирає 4 зерна.", "[[step.task.fact]]\nmove = \"S0\"\ncaptured = 4\n");
    let err = false_fact.replay().unwrap_err();
    assert!(err.message.contains("captured: the fact says 4, the engine 5"), "{err}");
}

/// Walk L13: what a wrong move did is said by a `wrong` entry for that move, checked against
/// the engine; the task's own hint speaks of the position, not of one move.
#[test]
fn a_wrong_try_hint_is_held_to_its_moves_and_the_task_hint_to_the_position() {
    let entry = |moves: &str, hint: &str| {
        format!("[[step.task.wrong]]\nmoves = [{moves}]\nhint = {{ uk = \"{hint}\", ru = \"{hint}\" }}\n")
    };
    let v = mancala_engine::Variant::new("kalah", &[]).unwrap();
    let ok = capture_task("Подивіться на ямку 5 суперника.", &entry("\"S5\"", "Шість зерен пішли на бік суперника."));
    ok.replay().unwrap();
    ok.check_counts(&v).unwrap();
    // The move reaches the goal: it is no wrong try.
    let err = capture_task("Подивіться на ямку 5.", &entry("\"S0\"", "Ні.")).replay().unwrap_err();
    assert!(err.message.contains("wrong try S0") && err.message.contains("reaches the goal"), "{err}");
    // Named twice, or not as the engine writes it.
    let twice = format!("{}{}", entry("\"S5\"", "Так."), entry("\"S5\"", "Ні."));
    assert!(capture_task("Ямка 5.", &twice).replay().unwrap_err().message.contains("named by two"));
    assert!(capture_task("Ямка 5.", &entry("\"s5\"", "Ні."))
        .replay()
        .unwrap_err()
        .message
        .contains("as the engine does: S5"));
    // A count the move's position does not give fails; one it gives passes (after S5, North's
    // pit 1 holds 2).
    let err = capture_task("Ямка 5.", &entry("\"S5\"", "Суперник має 9 зерен.")).check_counts(&v).unwrap_err();
    assert!(err.message.contains("hint for S5") && err.message.contains("says 9 seeds"), "{err}");
    capture_task("Ямка 5.", &entry("\"S5\"", "У ямці 1 суперника тепер 2 зерна.")).check_counts(&v).unwrap();
    // A task hint that speaks of one move is caught by the course check.
    let about_a_move = capture_task("Хід з ямки 6 нічого не забирає.", "");
    let problems = mancala_content::export::hints_about_one_move(std::slice::from_ref(&about_a_move));
    assert!(problems.len() == 2 && problems[0].contains("«хід з …»"), "{problems:?}");
    assert!(mancala_content::export::hints_about_one_move(std::slice::from_ref(&ok)).is_empty());
    // Every task answers at least one wrong try in its own words.
    assert!(mancala_content::export::tasks_without_a_wrong_try(std::slice::from_ref(&ok)).is_empty());
    let bare = capture_task("Ямка 5.", "");
    let problems = mancala_content::export::tasks_without_a_wrong_try(std::slice::from_ref(&bare));
    assert!(problems.len() == 1 && problems[0].contains("step 1"), "{problems:?}");
}

#[test]
fn names_a_move_finds_the_words_of_one_move_only() {
    use mancala_content::names_a_move;
    assert_eq!(names_a_move("Хід з ямки 7 бере 7 зерен").as_deref(), Some("хід з"));
    assert_eq!(names_a_move("Посадка в лунку 6 даёт 2 зерна").as_deref(), Some("посадка в"));
    assert_eq!(names_a_move("Ходом кучкой из лунки 7").as_deref(), Some("ходом кучкой"));
    assert_eq!(names_a_move("Порахуйте, що дасть кожен хід. Із ямки 4 зерна дійдуть до 7."), None);
    assert_eq!(names_a_move("Ход со взятием здесь один."), None);
    assert_eq!(names_a_move("Сівба в цій грі йде проти годинникової стрілки."), None);
    // A count of seeds is read within a sentence.
    assert_eq!(mancala_content::seed_counts("У ямці 7. Зерна звідти беруть 4 зерна."), [4]);
}

#[test]
fn a_task_every_move_solves_is_caught() {
    let l = lesson(&format!(
        r#"{HEAD}
[[step]]
say = {{ uk = "Ходіть.", ru = "Ходите." }}
task = {{ prompt = {{ uk = "Х", ru = "Х" }}, goal = {{ kind = "one_of", moves = ["S0", "S1", "S2", "S3", "S4", "S5"] }}, solution = "S0", hint = {{ uk = "Х", ru = "Х" }} }}
"#
    ));
    assert!(l.replay().unwrap_err().message.contains("teaches nothing"));
}

#[test]
fn unknown_fields_and_rules_are_rejected() {
    assert!(parse_lesson("kalah/x.toml", &format!("{HEAD}\ncolour = 1\n")).is_err());
    let l = lesson(&format!("{HEAD}\n[[step]]\nsay = {{ uk = \"а\", ru = \"а\" }}\nrules = [\"KAL-99\"]\n"));
    assert!(l.replay().unwrap_err().message.contains("KAL-99"));
}

#[test]
fn lesson_ids_known_without_the_files_are_the_lessons_ids() {
    let lessons = mancala_content::all_lessons().expect("lessons load");
    let mut from_files: Vec<&str> = lessons.iter().map(|l| l.id.as_str()).collect();
    let mut listed: Vec<&str> = mancala_content::LESSON_IDS.to_vec();
    from_files.sort_unstable();
    listed.sort_unstable();
    assert_eq!(listed, from_files);
    for lesson in &lessons {
        assert!(mancala_content::lesson_ids(&lesson.variant).any(|id| id == lesson.id), "{}", lesson.id);
    }
    assert_eq!(mancala_content::lesson_ids("kalah").count(), lessons.iter().filter(|l| l.variant == "kalah").count());
    assert_eq!(mancala_content::lesson_ids("no-such-game").count(), 0);
}

/// A task's goal reads as written in the lessons (`{ kind = "capture", at_least = 2 }`), goes
/// back and forth through the export's JSON unchanged, and a field its kind does not take, or a
/// `one_of` without its moves, is refused.
#[test]
fn goals_read_their_kind_and_the_fields_it_takes() {
    use mancala_content::Goal;
    let read = |json: &str| serde_json::from_str::<Goal>(json);
    assert_eq!(read(r#"{"kind":"capture","at_least":2}"#).unwrap(), Goal::Capture { at_least: Some(2) });
    assert_eq!(read(r#"{"kind":"capture"}"#).unwrap(), Goal::Capture { at_least: None });
    assert_eq!(read(r#"{"kind":"one_of","moves":["S1"]}"#).unwrap(), Goal::OneOf { moves: vec!["S1".into()] });
    for bad in [
        r#"{"kind":"one_of"}"#,
        r#"{"kind":"feed","moves":["S1"]}"#,
        r#"{"kind":"extra_turn","at_least":1}"#,
        r#"{"kind":"nope"}"#,
        r#"{"kind":"feed","why":1}"#,
        r#"{}"#,
    ] {
        assert!(read(bad).is_err(), "{bad}");
    }
    for goal in [
        Goal::Capture { at_least: Some(3) },
        Goal::CaptureMost,
        Goal::ExtraTurn,
        Goal::Feed,
        Goal::AvoidCapture,
        Goal::OneOf { moves: vec!["S2".into(), "S5".into()] },
        Goal::EndGame,
    ] {
        let json = serde_json::to_string(&goal).unwrap();
        assert_eq!(read(&json).unwrap(), goal, "{json}");
    }
    let toml: Goal = toml::from_str("kind = \"capture\"\nat_least = 2").unwrap();
    assert_eq!(toml, Goal::Capture { at_least: Some(2) });
}

#[test]
fn a_pit_the_text_names_must_be_marked_on_the_board() {
    use mancala_content::named_pit_numbers;
    assert_eq!(named_pit_numbers("Подивіться на третю ямку суперника і на ямку 5."), vec![3, 5]);
    assert_eq!(named_pit_numbers("Із 2-ї ямки, потім з ямки 4 внутрішнього ряду; «першої ямки»"), vec![2, 4, 1]);
    assert_eq!(named_pit_numbers("У ямці три зерна, а п’ять зерен — в амбарі."), Vec::<usize>::new());
    assert_eq!(named_pit_numbers("Якщо в ямці 12 зерен, сівба обходить коло; у ямці 8 — ні."), vec![8]);
    let step = |marks: &str| {
        lesson(&format!(
            "{HEAD}\n[[step]]\nsay = {{ uk = \"Дивіться на третю ямку суперника.\", ru = \"Смотрите на третью лунку соперника.\" }}\n{marks}\n"
        ))
    };
    // Unmarked: refused, naming the number.
    let err = step("").replay().unwrap_err();
    assert!(err.message.contains("[3]") && err.message.contains("marks"), "{err}");
    // Marked with a pit of another number: still refused; a mark that is no pit: refused.
    assert!(step("marks = [\"N1\"]").replay().is_err());
    assert!(step("marks = [\"N9\"]").replay().unwrap_err().message.contains("N9"));
    // The opponent's third pit (from its owner's left) is N2: accepted, and exported with the step.
    let ok = step("marks = [\"N2\"]");
    ok.replay().unwrap();
    assert!(serde_json::to_string(&ok).unwrap().contains(r#""marks":["N2"]"#));
}

#[test]
fn a_move_shown_before_the_course_teaches_its_rule_is_refused() {
    use mancala_content::export::shown_before_taught;
    // Kalah lesson 1 once ended a sowing with a capture (KAL-8) that lesson 3 teaches.
    let capture = |rules: &str| {
        lesson(&format!(
            r#"{HEAD}
[[step]]
position = "S=[0,0,0,0,0,9] N=[1,1,1,1,1,1] SS=0 NS=0, S to move"
say = {{ uk = "Сійте.", ru = "Сейте." }}
rules = [{rules}]
show = {{ moves = ["S5"], expect = {{ skips = 1 }} }}
"#
        ))
    };
    let problems = shown_before_taught(&Games::registered(), &[capture("\"KAL-5\"")]);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].contains("KAL-8") && problems[0].contains("step 1"), "{problems:?}");
    assert!(shown_before_taught(&Games::registered(), &[capture("\"KAL-5\", \"KAL-8\"")]).is_empty());
    // Taught by an earlier lesson of the course: accepted.
    let mut first =
        lesson(&format!("{HEAD}\n[[step]]\nsay = {{ uk = \"Збір.\", ru = \"Взятие.\" }}\nrules = [\"KAL-8\"]\n"));
    first.id = "kalah/a".into();
    let mut second = capture("\"KAL-5\"");
    second.order = 2;
    assert!(shown_before_taught(&Games::registered(), &[first.clone(), second.clone()]).is_empty());
    // …but not by a later one.
    first.order = 3;
    assert_eq!(shown_before_taught(&Games::registered(), &[first, second]).len(), 1);
}

#[test]
fn a_decision_of_the_game_that_no_task_practises_is_refused() {
    use mancala_content::export::unpractised_decisions;
    let mut lessons = all_lessons().unwrap();
    assert!(
        unpractised_decisions(&Games::registered(), &lessons).is_empty(),
        "{:?}",
        unpractised_decisions(&Games::registered(), &lessons)
    );
    // Choro's course without its tasks: the direction (and the pit) is asked but never practised.
    for l in lessons.iter_mut().filter(|l| l.variant == "choro") {
        l.steps.retain(|s| s.task.is_none());
    }
    let problems = unpractised_decisions(&Games::registered(), &lessons);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].starts_with("choro:") && problems[0].contains("the direction"), "{problems:?}");
}

#[test]
fn a_rule_the_game_applies_but_no_step_both_names_and_shows_is_refused() {
    use mancala_content::export::told_not_shown;
    let mut lessons = all_lessons().unwrap();
    assert!(
        told_not_shown(&Games::registered(), &lessons).is_empty(),
        "{:?}",
        told_not_shown(&Games::registered(), &lessons)
    );
    // Choro's end (CH-7) said on a step whose board plays no move that ends a game: refused,
    // though the step still names the rule (untaught_rules alone would pass it).
    for l in lessons.iter_mut().filter(|l| l.variant == "choro") {
        for s in l.steps.iter_mut().filter(|s| s.rules.iter().any(|r| r == "CH-7")) {
            s.show = None;
        }
    }
    let problems = told_not_shown(&Games::registered(), &lessons);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].starts_with("choro:") && problems[0].contains("CH-7"), "{problems:?}");
    assert!(problems[0].contains("no step plays a move applying it"), "{problems:?}");
    // A rule played on the board but named only elsewhere: the places it is played are listed.
    let mut lessons = all_lessons().unwrap();
    for l in lessons.iter_mut().filter(|l| l.variant == "hus") {
        for s in &mut l.steps {
            if s.show.is_some() || s.task.is_some() {
                s.rules.retain(|r| r != "HUS-4");
            }
        }
    }
    let problems = told_not_shown(&Games::registered(), &lessons);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].contains("HUS-4") && problems[0].contains("played unnamed at hus/01-board-and-sowing step 3"),
        "{problems:?}"
    );
}

#[test]
fn a_course_without_its_summary_or_its_common_mistakes_is_refused() {
    use mancala_content::export::missing_summary_or_mistakes;
    let mut lessons = all_lessons().unwrap();
    assert!(
        missing_summary_or_mistakes(&Games::registered(), &lessons).is_empty(),
        "{:?}",
        missing_summary_or_mistakes(&Games::registered(), &lessons)
    );
    for l in lessons.iter_mut().filter(|l| l.variant == "hus") {
        l.steps.retain(|s| !s.say.uk.starts_with("Пам’ятка"));
    }
    assert_eq!(
        missing_summary_or_mistakes(&Games::registered(), &lessons),
        ["hus: no summary step («Пам’ятка…» / «Памятка…», «Підсумок…» / «Итог…»)"]
    );
    for l in lessons.iter_mut().filter(|l| l.variant == "omweso") {
        l.steps.retain(|s| !s.say.uk.contains("Типові помилки"));
    }
    let problems = missing_summary_or_mistakes(&Games::registered(), &lessons);
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(problems[1].starts_with("omweso: no common-mistakes step"), "{problems:?}");
}

/// A step that only shows moves says what is shown; an order to move there is refused (walk
/// L30), and «ходите» after «вы» / «ви» is the present tense, not an order.
#[test]
fn an_order_to_move_in_a_step_that_only_shows_is_refused() {
    use mancala_content::export::{order_to_move, orders_in_show_steps};
    assert_eq!(orders_in_show_steps(&all_lessons().unwrap()), Vec::<String>::new());
    assert_eq!(order_to_move("Вы ходите ещё раз."), None);
    assert_eq!(order_to_move("Ходите ещё раз."), Some("ходите".into()));
    assert_eq!(order_to_move("Ви ходите ще раз, а тоді посадіть зерно."), Some("посадіть".into()));
    let l = lesson(&format!(
        r#"{HEAD}
[[step]]
say = {{ uk = "Зіграйте цей хід.", ru = "Смотрите: вы ходите ещё раз." }}
show = {{ moves = ["S2"] }}
[[step]]
say = {{ uk = "Ось хід.", ru = "Сделайте ход." }}
show = {{ moves = ["N1"] }}
[[step]]
say = {{ uk = "Зіграйте.", ru = "Сыграйте." }}
[step.task]
prompt = {{ uk = "Хід.", ru = "Ход." }}
goal = {{ kind = "extra_turn" }}
solution = "S5"
hint = {{ uk = "Х.", ru = "Х." }}
"#
    ));
    let problems: Vec<String> =
        orders_in_show_steps(&[l]).iter().map(|p| p.split(';').next().unwrap_or_default().to_string()).collect();
    assert_eq!(
        problems,
        [
            "kalah/test step 1: the step only shows moves, but its text (uk) orders one («зіграйте»)",
            "kalah/test step 2: the step only shows moves, but its text (ru) orders one («сделайте»)",
        ]
    );
}

/// A step's rule chips name its rules (walk L34): the rule's section of the rules page, or the
/// label of the option that decides it; a name once a step; «Правило …» only for a step whose
/// rules no page names.
#[test]
fn a_steps_rule_chips_name_its_rules() {
    use mancala_content::export::{add_rule_chips, rule_name};
    let (games, pages) = (Games::registered(), mancala_content::rules_page::rules_pages().unwrap());
    let name = |rule| rule_name(&games, &pages, "kalah", rule).map(|t| t.uk);
    assert_eq!(name("KAL-7").as_deref(), Some("Хід"));
    assert_eq!(name("A1").as_deref(), Some("Останнє зерно в порожній ямці, а навпроти теж порожньо"));
    assert_eq!(name("C4-6"), None);
    let mut lessons = vec![lesson(&format!(
        r#"{HEAD}
[[step]]
say = {{ uk = "Х.", ru = "Х." }}
rules = ["KAL-4", "KAL-7", "C4-6", "KAL-8"]
[[step]]
say = {{ uk = "Х.", ru = "Х." }}
rules = ["C4-6"]
[[step]]
say = {{ uk = "Х.", ru = "Х." }}
"#
    ))];
    add_rule_chips(&games, &pages, &mut lessons);
    let chips: Vec<Option<(&str, &str)>> =
        lessons[0].steps.iter().map(|s| s.rule_chips.as_ref().map(|c| (c.uk.as_str(), c.ru.as_str()))).collect();
    assert_eq!(
        chips,
        [
            Some(("KAL-4 Хід\nKAL-8 Збір", "KAL-4 Ход\nKAL-8 Взятие")),
            Some(("C4-6 Правило C4-6", "C4-6 Правило C4-6")),
            None
        ]
    );
}

/// `tutorials/courses.toml` is held to the games: what the site ships passes, and a loop, an
/// unknown game, a course building on itself or a missing reason are refused (issue 33, L9).
#[test]
fn what_a_course_builds_on_is_checked() {
    use mancala_content::export::course_routes;
    use mancala_content::{games::Games, CourseRoute, COURSE_ROUTES, MAIN_GAMES};
    let games = Games::registered();
    let lessons = mancala_content::all_lessons().unwrap();
    assert_eq!(course_routes(&games, &lessons, COURSE_ROUTES, MAIN_GAMES), Vec::<String>::new());
    assert_eq!(mancala_content::course_route("kiswahili").map(|r| r.builds_on), Some(&["kujifunza"][..]));
    let route = |variant, builds_on, why: &'static str| CourseRoute { variant, builds_on, why_uk: why, why_ru: why };
    let problems = |routes: &[CourseRoute]| course_routes(&games, &lessons, routes, &[]).join("\n");
    let looped = problems(&[route("oware", &["wari"], "x"), route("wari", &["oware"], "x")]);
    assert!(looped.contains("oware: builds on itself") && looped.contains("wari: builds on itself"), "{looped}");
    assert!(problems(&[route("oware", &["no_such_game"], "x")]).contains("builds on `no_such_game`"));
    assert!(problems(&[route("no_such_game", &["kalah"], "x")]).contains("no game with a course"));
    assert!(problems(&[route("oware", &["oware"], "x")]).contains("builds on `oware`"));
    assert!(problems(&[route("oware", &["kalah"], " ")]).contains("`why` (uk and ru) are needed"));
    assert!(problems(&[route("oware", &["kalah"], "x"), route("oware", &["kalah"], "x")]).contains("listed twice"));
    let main = course_routes(&games, &lessons, COURSE_ROUTES, &["no_such_game"]).join("\n");
    assert!(main.contains("main game `no_such_game` has no course"), "{main}");
}

/// Walk L33: a task where only one pit can move is a choice of direction (or head, or stop and
/// safari), and its text must name that choice; without the words it is a coin toss.
#[test]
fn a_task_with_one_pit_must_name_the_choice_left() {
    let games = Games::registered();
    let lesson = all_lessons().unwrap().into_iter().find(|l| l.id == "kiswahili/05-blocking-and-end").unwrap();
    let at = lesson
        .steps
        .iter()
        .position(|s| s.task.as_ref().is_some_and(|t| t.prompt.uk.contains("у який бік")))
        .expect("the task that asks for a direction");
    assert!(mancala_content::export::coin_tosses(&games, std::slice::from_ref(&lesson)).is_empty());
    let mut unnamed = lesson.clone();
    let step = &mut unnamed.steps[at];
    step.say = mancala_content::Text { uk: "Ваш хід.".into(), ru: "Ваш ход.".into() };
    let task = step.task.as_mut().unwrap();
    task.prompt = mancala_content::Text {
        uk: "Виграйте одним ходом.".into(), ru: "Выиграйте одним ходом.".into()
    };
    let problems = mancala_content::export::coin_tosses(&games, &[unnamed]);
    assert!(problems.len() == 1 && problems[0].contains("the direction"), "{problems:?}");
}

/// Walk L9: the home page's path to each main game runs from the game that starts its route.
#[test]
fn the_path_to_a_main_game_starts_where_its_route_starts() {
    assert_eq!(mancala_content::route_to("kiswahili"), ["kalah", "kujifunza", "kiswahili"]);
    assert_eq!(mancala_content::route_to("kalah"), ["kalah"]);
    assert!(!mancala_content::MAIN_GAMES.is_empty());
    for id in mancala_content::MAIN_GAMES {
        let path = mancala_content::route_to(id);
        assert_eq!(path.first(), Some(&"kalah"), "{id}: {path:?}");
        assert_eq!(path.last(), Some(id));
    }
}
