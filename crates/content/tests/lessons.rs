//! Every lesson in tutorials/ is replayed through the engine: a lesson that claims something
//! the engine does not do fails the build.

use mancala_content::{all_lessons, parse_lesson, rule_prefixes, untaught_rules, Lesson};

#[test]
fn every_lesson_replays_through_the_engine() {
    let lessons = all_lessons().unwrap_or_else(|e| panic!("{e}"));
    assert!(
        lessons.iter().any(|l| l.id == "kalah/01-board-and-sowing"),
        "lessons are not embedded"
    );
    let mut failures = Vec::new();
    for lesson in &lessons {
        if let Err(e) = lesson.replay() {
            failures.push(e.to_string());
        }
    }
    assert!(
        failures.is_empty(),
        "lessons the engine contradicts:\n{}",
        failures.join("\n")
    );
}

#[test]
fn lesson_orders_are_unique_per_variant() {
    let lessons = all_lessons().unwrap();
    let mut seen = std::collections::BTreeSet::new();
    for l in &lessons {
        assert!(
            seen.insert((l.variant.clone(), l.order)),
            "{}: order {} used twice",
            l.id,
            l.order
        );
    }
}

/// Reports, per variant with lessons, the rules no lesson names yet (the goal is none).
#[test]
fn report_untaught_rules() {
    let lessons = all_lessons().unwrap();
    let mut variants: Vec<&str> = lessons.iter().map(|l| l.variant.as_str()).collect();
    variants.dedup();
    for v in variants {
        let missing = untaught_rules(v, rule_prefixes(v), &lessons);
        if !missing.is_empty() {
            println!("{v}: no lesson teaches {}", missing.join(", "));
        }
    }
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
    assert!(
        err.message.contains("does not reach the goal") && err.message.contains("S0"),
        "{err}"
    );
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
    let l = lesson(&format!(
        "{HEAD}\n[[step]]\nsay = {{ uk = \"а\", ru = \"а\" }}\nrules = [\"KAL-99\"]\n"
    ));
    assert!(l.replay().unwrap_err().message.contains("KAL-99"));
}
