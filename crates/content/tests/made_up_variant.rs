//! Adding a variant, proved for the content (issue 37; ARCHITECTURE.md, "Adding a variant"; the
//! narration, the computer and the puzzle miner are proved in `crates/puzzles/tests/
//! made_up_variant.rs`): a game made up here and registered nowhere, a preset of Kalah with three
//! seeds a pit under an id and names of its own, gets its lesson, rules page, drills and puzzles
//! checked by the same checks the build runs, with nothing written for it but its spec and its
//! content. Whatever told games apart by their ids, or looked them up in the engine's registry,
//! would refuse it or pass it unchecked.

use mancala_content::export::{check_drills, check_lessons, check_puzzles, check_rules_pages};
use mancala_content::games::Games;
use mancala_content::rules_page::rules_page;
use mancala_content::{all_lessons, parse_lesson, Lesson};
use mancala_engine::{OptionSpec, Variant, VariantSpec};
use mancala_puzzles::{Miner, PuzzleSet, Settings};

const ID: &str = "three_seed_kalah";

/// The made-up game: Kalah's spec, copied, as a preset of Kalah (its course builds on Kalah's)
/// whose pits start with three seeds.
fn spec() -> &'static VariantSpec {
    let kalah = *Variant::new("kalah", &[]).unwrap().spec();
    let options: Vec<OptionSpec> = kalah
        .options
        .iter()
        .map(|o| OptionSpec { default: if o.key == "kalah.seeds_per_pit" { "3" } else { o.default }, ..*o })
        .collect();
    let spec = VariantSpec {
        id: ID,
        name_en: "Three-seed Kalah",
        name_uk: "Калах на три зерна",
        name_ru: "Калах на три зерна",
        preset_of: Some("kalah"),
        learning_order: 200,
        options: Box::leak(options.into_boxed_slice()),
        ..kalah
    };
    assert!(Variant::new(ID, &[]).is_err(), "the made-up game is in no registry");
    Box::leak(Box::new(spec))
}

/// The made-up game and Kalah, whose course it builds on.
fn games() -> Games {
    Games::of([Games::registered().spec("kalah").unwrap(), spec()])
}

/// The made-up game's one lesson: a shown move with its claims, a task, and the closing summary
/// with the common mistakes that every course has.
fn its_lesson(extra_turn: bool) -> Lesson {
    let text = format!(
        r#"
variant = "{ID}"
order = 1
title = {{ uk = "Калах на три зерна", ru = "Калах на три зерна" }}
summary = {{ uk = "Ті самі правила, менше зерен.", ru = "Те же правила, меньше зёрен." }}

[[step]]
say = {{ uk = "Тут у кожній ямці по три зерна. Четверта ямка доходить якраз до амбара: ще один хід.", ru = "Здесь в каждой лунке по три зерна. Четвёртая лунка доходит как раз до амбара: ещё один ход." }}
rules = ["KAL-7"]
marks = ["S3"]
show = {{ moves = ["S3"], expect = {{ extra_turn = {extra_turn}, last_seed = "SS", cites = ["KAL-7"], position = "S=[3,3,3,0,4,4] N=[3,3,3,3,3,3] SS=1 NS=0, S to move" }} }}

[[step]]
position = "S=[1,0,0,0,0,5] N=[1,1,1,1,2,1] SS=0 NS=0, S to move"
say = {{ uk = "Ваша черга: заберіть зерна суперника.", ru = "Ваша очередь: заберите зёрна соперника." }}
rules = ["KAL-8"]

[step.task]
prompt = {{ uk = "Зробіть хід, який забирає.", ru = "Сделайте ход, который забирает." }}
goal = {{ kind = "capture" }}
solution = "S0"
hint = {{ uk = "Одне зерно впаде в порожню ямку поруч.", ru = "Одно зерно упадёт в пустую лунку рядом." }}
[[step.task.wrong]]
moves = ["S5"]
hint = {{ uk = "Ці зерна пішли через амбар на бік суперника.", ru = "Эти зёрна ушли через амбар на сторону соперника." }}

[[step]]
say = {{ uk = "Пам’ятка: правила калаху, лише по три зерна. Типові помилки ті самі, що в калаху.", ru = "Памятка: правила калаха, только по три зерна. Типичные ошибки те же, что в калахе." }}
"#
    );
    parse_lesson(&format!("{ID}/01-three-seeds.toml"), &text).unwrap_or_else(|e| panic!("{e}"))
}

/// Kalah's course and the made-up game's lesson.
fn lessons(extra_turn: bool) -> Vec<Lesson> {
    let mut lessons: Vec<Lesson> = all_lessons().unwrap().into_iter().filter(|l| l.variant == "kalah").collect();
    lessons.push(its_lesson(extra_turn));
    lessons
}

#[test]
fn a_made_up_games_lesson_is_checked_as_the_registered_games_are() {
    let games = games();
    let problems = check_lessons(&games, &lessons(true));
    assert!(problems.is_empty(), "{problems:#?}");
    // The checks are not vacuous for it: a false claim is refused, with its step.
    let problems = check_lessons(&games, &lessons(false));
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert!(problems[0].contains(ID) && problems[0].contains("extra_turn"), "{problems:#?}");
    // Its own lessons must practise its decision and close the course, as every game's must.
    let mut untasked = lessons(true);
    let own = untasked.last_mut().unwrap();
    own.steps.retain(|s| s.task.is_none() && !s.say.uk.starts_with("Пам’ятка"));
    let problems = check_lessons(&games, &untasked);
    for missing in ["no task of its course practises which pit to sow", "no summary step"] {
        assert!(problems.iter().any(|p| p.starts_with(ID) && p.contains(missing)), "{missing}: {problems:#?}");
    }
    // Its course is Kalah's (the spec's `preset_of`): without Kalah's lessons, the rules only they
    // teach are missing from it.
    let alone = check_lessons(&games, &[its_lesson(true)]);
    assert!(alone.iter().any(|p| p.starts_with(&format!("{ID}: no lesson teaches"))), "{alone:#?}");
    // And the engine's own list of games does not know it: its lesson is refused, not skipped.
    let registered = check_lessons(&Games::registered(), &[its_lesson(true)]);
    assert!(registered.iter().any(|p| p.contains(ID) && p.contains("unknown variant")), "{registered:#?}");
}

#[test]
fn a_made_up_games_rules_page_drills_and_puzzles_are_checked() {
    let games = games();
    let spec = games.spec(ID).unwrap();
    // Its rules page: Kalah's, under its id (the same rules and options).
    let mut page = rules_page("kalah").unwrap();
    page.variant = ID.to_string();
    let problems = check_rules_pages(&games, &[rules_page("kalah").unwrap(), page.clone()]);
    assert!(problems.is_empty(), "{problems:#?}");
    page.sections.iter_mut().for_each(|s| s.rules.retain(|r| r.id != "KAL-7"));
    let problems = check_rules_pages(&games, &[rules_page("kalah").unwrap(), page]);
    assert!(problems.iter().any(|p| p.contains("KAL-7 is not on the page")), "{problems:#?}");

    // Its drills, made by the engine from its spec: three seeds a pit, and every one replays.
    let variant = games.variant(ID, &[]).unwrap();
    assert_eq!(variant.start_position().to_string(), "S=[3,3,3,3,3,3] N=[3,3,3,3,3,3] SS=0 NS=0, S to move");
    let drills = mancala_content::drills::lesson(&variant, 7);
    assert_eq!(drills.id, format!("{ID}/drills"));
    let problems = check_drills(&games, std::slice::from_ref(&drills));
    assert!(problems.is_empty(), "{problems:#?}");

    // Its puzzles, mined from its games and made a lesson of, each replayed through the engine.
    let settings = Settings::for_variant(&variant);
    let mut miner = Miner::new(&variant, settings, 1);
    let puzzles = miner.mine(2, 60, 1, &mut |_, _| {});
    assert!(!puzzles.is_empty(), "no puzzle in 60 games");
    let set = PuzzleSet { variant: ID.to_string(), options: Vec::new(), seed: 1, games: 60, settings, puzzles };
    let lesson = mancala_content::puzzles::lesson(&games, &set).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(lesson.steps.len(), set.puzzles.len());
    let problems = check_puzzles(&Games::of([spec]), std::slice::from_ref(&lesson), &[]);
    assert!(problems.is_empty(), "{problems:#?}");
}
