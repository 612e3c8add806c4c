//! Browser tests of the computer opponent's worker logic and of its words (wasm-bindgen-test in
//! headless Chromium, the worker's own code run on the page's thread): every variant gets a
//! legal move at every quick level; a hint and a verdict state facts the engine confirms when
//! the stated move is replayed; bad requests are refused, never a panic; the settings and the
//! teacher's cap read back. `cargo test --target wasm32-unknown-unknown -p site --test computer --all-features`.
#![cfg(target_arch = "wasm32")]

use mancala_engine::{Place, Step, Variant};
use mancala_text::Lang;
use site::ai::words::{hint_words, pit_words, verdict_words, Answer, Facts, Grade};
use site::ai::worker::answer;
use site::ai::{Reply, Request, Task, MISTAKE};
use site::pages::computer::{cap_flag, review, Opponent};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// Kalah: South's S2 takes North's 8 (its seed lands in the empty S3, opposite N2).
const CAPTURE: &str = "S=[0,0,1,0,0,3] N=[1,1,8,1,1,1] SS=15 NS=16, S to move";
/// Kalah: S0 takes N3's 3 but lets N0 take S4's 6; S4 is best.
const BLUNDER: &str = "S=[2,0,0,0,6,0] N=[1,0,3,3,3,3] SS=14 NS=13, S to move";

fn ask(variant: &str, position: &str, task: Task) -> Reply {
    let req =
        Request { id: 7, task, variant: variant.to_string(), options: Vec::new(), position: position.to_string() };
    answer(&req, &site::platform::js::now_ms)
}

/// The seeds a move takes from the opponent's pits, by the engine's step log.
fn taken(variant: &Variant, position: &str, token: &str) -> u32 {
    let pos = variant.parse_position(position).expect("position");
    let mv = variant.parse_move(&pos, token).expect("move");
    let (_, steps) = variant.play(&pos, &mv).expect("legal");
    let me = pos.to_move();
    steps
        .iter()
        .map(|s| match *s {
            Step::Capture { from: Place::Pit(p), count, .. } if pos.owner(usize::from(p)) != me => u32::from(count),
            _ => 0,
        })
        .sum()
}

#[wasm_bindgen_test]
fn every_variant_gets_a_legal_move_at_every_quick_level() {
    for spec in mancala_engine::variants() {
        let variant = Variant::new(spec.id, &[]).expect("variant");
        let start = variant.start_position();
        for level in 0..=3 {
            let got = ask(spec.id, &start.to_string(), Task::Move { level, seed: 11 });
            assert_eq!((got.id, got.refused.as_str(), got.no_move), (7, "", false), "{}: level {level}", spec.id);
            let mv =
                variant.parse_move(&start, &got.token).unwrap_or_else(|e| panic!("{}: {}: {e}", spec.id, got.token));
            assert!(
                variant.legal_moves(&start).contains(&mv),
                "{}: level {level}: {} is not legal",
                spec.id,
                got.token
            );
        }
    }
}

#[wasm_bindgen_test]
fn the_timed_level_stops_within_its_budget() {
    let start = Variant::new("oware", &[]).unwrap().start_position().to_string();
    let t0 = site::platform::js::now_ms();
    let got = ask("oware", &start, Task::Move { level: 5, seed: 1 });
    let spent = site::platform::js::now_ms() - t0;
    assert!(!got.token.is_empty() && got.refused.is_empty(), "{got:?}");
    // Two seconds per move; the clock is read every 1024 nodes.
    assert!(spent < 3500.0, "level 5 took {spent} ms");
    // Level 4 looks ten moves ahead, bounded in positions, not in time.
    let t0 = site::platform::js::now_ms();
    let got = ask("oware", &start, Task::Move { level: 4, seed: 1 });
    let spent = site::platform::js::now_ms() - t0;
    assert!(!got.token.is_empty() && got.refused.is_empty(), "{got:?}");
    assert!(spent < 3500.0, "level 4 took {spent} ms");
}

#[wasm_bindgen_test]
fn a_hint_states_what_the_engine_does_in_both_languages() {
    let variant = Variant::new("kalah", &[]).unwrap();
    let got = ask("kalah", CAPTURE, Task::Hint);
    assert_eq!((got.token.as_str(), got.pit), ("S2", Some(2)), "{got:?}");
    // The capture the words state is the engine's.
    assert_eq!(taken(&variant, CAPTURE, "S2"), 8);
    assert_eq!(got.uk[0], "Зверніть увагу на ямку 3 Півдня.");
    assert_eq!(got.ru[0], "Обратите внимание на лунку 3 Юга.");
    assert!(got.uk[1].starts_with("Найкращий хід — з ямки 3 Півдня. Він забирає 8 зерен."), "{}", got.uk[1]);
    assert!(got.ru[1].starts_with("Лучший ход — из лунки 3 Юга. Он забирает 8 зёрен."), "{}", got.ru[1]);
    for text in got.uk.iter().chain(&got.ru) {
        assert!(!text.contains('⟦') && !text.contains('\''), "{text}");
    }
}

#[wasm_bindgen_test]
fn a_mistake_is_judged_with_the_better_move() {
    let got = ask("kalah", BLUNDER, Task::Judge { played: "S0".into() });
    assert!(got.grade >= MISTAKE && got.loss > 200, "{got:?}");
    assert_eq!((got.token.as_str(), got.played.as_str()), ("S4", "S0"));
    assert!(got.uk[0].contains("гірший за найкращий приблизно на"), "{}", got.uk[0]);
    assert!(got.uk[0].contains("Краще було ходити з ямки 5 Півдня."), "{}", got.uk[0]);
    assert!(got.ru[0].contains("Лучше было ходить из лунки 5 Юга."), "{}", got.ru[0]);
    // The best move itself is praised.
    let good = ask("kalah", BLUNDER, Task::Judge { played: "S4".into() });
    assert_eq!(good.grade, 0, "{good:?}");
    assert_eq!(good.uk, ["Чудово: це найкращий хід."]);
    assert_eq!(good.ru, ["Отлично: это лучший ход."]);
    // The review lists the mistake, not the good move.
    let listed = review(&[(0, good.clone()), (2, got.clone())]);
    assert_eq!(listed.iter().map(|(m, _)| *m).collect::<Vec<_>>(), [2]);
}

#[wasm_bindgen_test]
fn a_refutation_in_words_is_what_the_engine_plays() {
    let variant = Variant::new("kalah", &[]).unwrap();
    let layout = variant.layout();
    // After S0, N0's last seed lands in the empty N1, opposite S4's 6.
    let pos = variant.parse_position(BLUNDER).unwrap();
    let (after, _) = variant.play_token(&pos, "S0").unwrap();
    let refutation_takes = taken(&variant, &after.to_string(), "N0");
    let facts = |token: &str, pit, captured| Facts {
        token: token.into(),
        pit: Some(pit),
        captured,
        extra_turn: false,
        ends_game: false,
    };
    let verdict = Answer::Judge {
        grade: Grade::Mistake,
        loss: 400,
        played: facts("S0", 0, 3),
        best: facts("S4", 4, 0),
        refutation: Some(facts("N0", 6, refutation_takes)),
    };
    assert_eq!(
        verdict_words(Lang::Uk, layout, &verdict),
        "Помилка: цей хід гірший за найкращий приблизно на 4 зерна. Краще було ходити з ямки 5 Півдня. \
         Тепер суперник може піти з ямки 1 Півночі і забрати 6 зерен."
    );
    assert_eq!(
        verdict_words(Lang::Ru, layout, &verdict),
        "Ошибка: этот ход хуже лучшего примерно на 4 зерна. Лучше было ходить из лунки 5 Юга. \
         Теперь соперник может пойти из лунки 1 Севера и забрать 6 зёрен."
    );
    let hint = Answer::Hint {
        best: facts("S4", 4, 0),
        reply: None,
        others_allow: Some(facts("N0", 6, refutation_takes)),
        value: -400,
    };
    let uk = hint_words(Lang::Uk, layout, &hint);
    assert!(
        uk.contains("Будь-який інший хід дає суперникові забрати щонайменше 6 зерен (ходом з ямки 1 Півночі)."),
        "{uk}"
    );
    assert!(uk.ends_with("суперник і після цього попереду приблизно на 4 зерна: кращого тут немає."), "{uk}");
}

#[wasm_bindgen_test]
fn the_messages_the_page_builds_and_reads_are_the_workers_serde_forms() {
    // The page writes requests and reads replies field by field (no decoder in its wasm); the
    // worker reads and writes them with serde. Both shapes agree, every task and every field.
    for task in [Task::Move { level: 3, seed: 4_000_000_000 }, Task::Hint, Task::Judge { played: "N.I5/L".into() }] {
        let req = Request {
            id: 42,
            task,
            variant: "kiswahili".into(),
            options: vec!["a=1".into(), "b=x".into()],
            position: "S=[1] N=[2], S to move".into(),
        };
        assert_eq!(site::platform::js::from_js::<Request>(req.to_message().into_value()).as_ref(), Ok(&req));
    }
    let reply = Reply {
        id: 9,
        token: "S2".into(),
        pit: Some(2),
        uk: vec!["а".into(), "б".into()],
        ru: vec!["в".into()],
        played: "S0".into(),
        grade: 3,
        loss: -250,
        no_move: true,
        refused: "why".into(),
    };
    let back = Reply::from_message(&site::platform::js::Message::from_value(site::platform::js::to_js(&reply)));
    assert_eq!(back, reply);
    let none = Reply { pit: None, ..Reply::default() };
    assert_eq!(Reply::from_message(&site::platform::js::Message::from_value(site::platform::js::to_js(&none))), none);
    assert_eq!(Reply::from_message(&site::platform::js::Message::text("hello")).id, u32::MAX);
}

#[wasm_bindgen_test]
fn bad_requests_are_refused_not_panicked() {
    let start = Variant::new("kalah", &[]).unwrap().start_position().to_string();
    assert!(!ask("chess", &start, Task::Hint).refused.is_empty());
    assert!(!ask("kalah", "S=[1,2", Task::Hint).refused.is_empty());
    assert!(!ask("kalah", &start, Task::Judge { played: "S9".into() }).refused.is_empty());
    // A message that is not a request at all.
    assert!(site::platform::js::from_js::<Request>(wasm_bindgen::JsValue::from_str("hello")).is_err());
}

#[wasm_bindgen_test]
fn pits_are_named_the_learners_way_in_each_case() {
    let kiswahili = Variant::new("kiswahili", &[]).unwrap().layout();
    let pit = kiswahili.parse_pit("N.I3").unwrap();
    assert_eq!(pit_words(Lang::Uk, kiswahili, pit, "gen"), "ямки 3 внутрішнього ряду Півночі");
    assert_eq!(pit_words(Lang::Ru, kiswahili, pit, "acc"), "лунку 3 внутреннего ряда Севера");
    let kalah = Variant::new("kalah", &[]).unwrap().layout();
    assert_eq!(pit_words(Lang::Uk, kalah, kalah.parse_pit("N5").unwrap(), "nom"), "ямка 6 Півночі");
}

#[wasm_bindgen_test]
fn the_settings_and_the_teachers_cap_read_back() {
    for text in ["S3", "N5c", "-0c", "-2"] {
        assert_eq!(Opponent::parse(text).map(Opponent::to_text).as_deref(), Some(text));
    }
    for bad in ["", "X1", "S9", "S", "N2x"] {
        assert_eq!(Opponent::parse(bad), None, "{bad}");
    }
    assert_eq!(cap_flag("ai-cap=2"), Some(Some(2)));
    assert_eq!(cap_flag("projector&ai-cap=off"), Some(None));
    assert_eq!(cap_flag("ai-cap=9"), None);
    assert_eq!(cap_flag("projector"), None);
}
