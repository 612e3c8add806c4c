//! Captions as the site and the embed show them (`Narrator::narrate_move_from`, one move at a
//! time), checked over random games of every variant: every capture, relay, stop, direction and
//! head step says why, names the side that acts, leaves no placeholder unfilled, gives no
//! either-or reason, and names pits the learner's way (no engine notation such as `S0` or `N.I5`).

use mancala_engine::{variants, Game, Layout, Note, Place, Rows, Side, Step, Variant};
use mancala_text::{side, Case, Lang, Narrator};

/// Words that carry a reason or a rule in a caption.
fn reason_words(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::Uk => &[
            "тож",
            "бо ",
            "тому",
            "але",
            "лише",
            "можна",
            "мусить",
            "обов’язков",
            "за цим варіантом",
            "за правилом",
            "як зазвичай",
            "у цій грі",
            "жнива",
            "дім",
            "сафарі",
            "заблоковано",
            "одночасно",
            "за мюрреєм",
            ", а ",
            ", де ",
            ":",
            " — ",
        ],
        Lang::Ru => &[
            "поэтому",
            "потому",
            "но ",
            "только",
            "можно",
            "должен",
            "обязательн",
            "по этому варианту",
            "по правилу",
            "как обычно",
            "в этой игре",
            "жатва",
            "дом",
            "сафари",
            "заблокирован",
            "одновременно",
            "по мюррею",
            ", а ",
            ", где ",
            ":",
            " — ",
        ],
    }
}

/// An engine pit name (`S0`, `N11`, `S.I5`, `N.O8`) or store code in `text`, if any.
fn engine_notation(text: &str) -> Option<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '.'))
        .map(|w| w.trim_end_matches('.'))
        .find(|w| {
            let Some(rest) = w.strip_prefix('S').or_else(|| w.strip_prefix('N')) else { return false };
            let digits = rest.strip_prefix(".I").or_else(|| rest.strip_prefix(".O")).unwrap_or(rest);
            (!digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())) || *w == "SS" || *w == "NS"
        })
        .map(str::to_string)
}

/// An either-or reason in brackets: «(холостий хід або навпроти порожньо)».
fn disjunctive(text: &str) -> bool {
    text.split('(').skip(1).any(|s| {
        let inside = s.split(')').next().unwrap_or("");
        inside.contains(" або ") || inside.contains(" или ")
    })
}

fn rule_driven(step: &Step) -> bool {
    matches!(
        step,
        Step::Capture { .. }
            | Step::Relay { .. }
            | Step::Note { note: Note::Stop { .. } | Note::Direction { .. } | Note::Head { .. }, .. }
    )
}

/// The side that acts in a step on a four-row board (each player sows only his own half).
fn actor(layout: Layout, step: &Step) -> Option<Side> {
    match *step {
        Step::PickUp { pit, .. } | Step::Relay { pit, .. } if layout.rows == Rows::Four => {
            Some(layout.side_of(usize::from(pit)))
        }
        Step::Capture { from: Place::Pit(p), to: Place::Hand, .. } if layout.rows == Rows::Four => {
            Some(layout.side_of(usize::from(p)).opponent())
        }
        _ => None,
    }
}

/// A caption that hands the turn on or gives another move.
fn goes_on(text: &str) -> bool {
    ["Хід переходить", "ходить ще раз", "Ход переходит", "ходит ещё раз"].iter().any(|w| text.contains(w))
}

fn check_game(variant: &Variant, seed: u64, problems: &mut Vec<String>, checked: &mut usize) {
    let mut rng = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut next = || {
        rng ^= rng >> 12;
        rng ^= rng << 25;
        rng ^= rng >> 27;
        rng.wrapping_mul(0x2545_f491_4f6c_dd1d)
    };
    let mut game = Game::new(variant.clone());
    for _ in 0..60 {
        let legal = variant.legal_moves(game.position());
        if legal.is_empty() || game.position().is_over() {
            break;
        }
        let before = game.position().clone();
        let mv = legal[usize::try_from(next() >> 33).unwrap_or(0) % legal.len()].clone();
        let steps = game.play(&mv).unwrap();
        for lang in Lang::ALL {
            let captions = Narrator::new(lang, variant.layout()).narrate_move_from(&before, &steps);
            assert_eq!(captions.len(), steps.len());
            let has_reason = |text: &str| {
                let lower = text.to_lowercase();
                reason_words(lang).iter().any(|w| lower.contains(w))
            };
            let over = steps.iter().any(|s| matches!(s, Step::GameEnd { .. }));
            for (i, (step, text)) in steps.iter().zip(&captions).enumerate() {
                let at = || format!("{} {} {step:?}: {text}", variant.id(), lang.code());
                if over && goes_on(text) {
                    problems.push(format!("the game ends, yet the turn goes on: {}", at()));
                }
                if text.contains('⟦') || text.contains('{') || text.contains("none") {
                    problems.push(format!("unfilled: {}", at()));
                }
                if let Some(n) = engine_notation(text) {
                    problems.push(format!("engine notation `{n}`: {}", at()));
                }
                if disjunctive(text) {
                    problems.push(format!("either-or reason: {}", at()));
                }
                // A step that goes on from the ones before («…і ще 2 зерна з ямки позаду неї», the
                // last seed of a Kalah capture) has its reason in their captions.
                if rule_driven(step) {
                    *checked += 1;
                    let run = (0..i).rev().take_while(|&k| rule_driven(&steps[k]));
                    if !has_reason(text) && !run.into_iter().any(|k| has_reason(&captions[k])) {
                        problems.push(format!("no reason: {}", at()));
                    }
                }
                if let Some(who) = actor(variant.layout(), step) {
                    let words: Vec<&str> = text.split(|c: char| !c.is_alphabetic()).collect();
                    let names = |s: Side| words.contains(&side(lang, s, Case::Nominative).as_str());
                    if names(who.opponent()) && !names(who) {
                        problems.push(format!("wrong actor (not {who:?}): {}", at()));
                    }
                }
            }
        }
    }
}

#[test]
fn every_rule_driven_caption_says_why_and_names_pits_the_learners_way() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for spec in variants() {
        let variant = Variant::new(spec.id, &[]).unwrap();
        for seed in 1..=4 {
            check_game(&variant, seed, &mut problems, &mut checked);
        }
    }
    assert!(checked > 1000, "only {checked} rule-driven steps seen");
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "{} captions fail:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn choro_first_move_tells_each_player_his_own_sowing() {
    let v = Variant::new("choro", &[]).unwrap();
    let p = v.start_position();
    let (_, steps) = v.play_token(&p, "S.O7/N.O7").unwrap();
    let uk = Narrator::new(Lang::Uk, v.layout()).narrate_move_from(&p, &steps).join("\n");
    assert!(uk.contains("Північ бере 2 зерна з ямки 7 зовнішнього ряду Півночі"), "{uk}");
    assert!(!uk.contains("Південь бере 2 зерна з ямки 7 зовнішнього ряду Півночі"), "{uk}");
}

#[test]
fn the_checks_catch_engine_notation_and_either_or_reasons() {
    assert_eq!(engine_notation("з ямки S.I5 і N0.").as_deref(), Some("S.I5"));
    assert_eq!(engine_notation("ямка 5 внутрішнього ряду Півдня"), None);
    assert!(disjunctive("а збору немає (холостий хід або навпроти порожньо):"));
    assert!(!disjunctive("свого ряду (ямка 2 Півдня), тож"));
}

#[test]
fn a_singleton_move_says_why_it_is_allowed_and_an_oware_chain_why_it_stops() {
    let v = Variant::new("bao_kenyan_laps", &[]).unwrap();
    let p = v.parse_position("S=[0,0,0,0,0,0,1,1] N=[2,0,0,0,0,0,0,1] SS=0 NS=0, S to move").unwrap();
    let (_, steps) = v.play_token(&p, "S7").unwrap();
    let uk = Narrator::new(Lang::Uk, v.layout()).narrate_move_from(&p, &steps).join("\n");
    assert!(uk.contains("бере одинака з ямки 8 Півдня: одинаком можна ходити лише тоді, коли в гравця немає жодної ямки з двома зернами"), "{uk}");

    let v = Variant::new("oware", &[]).unwrap();
    let p = v.parse_position("S=[0,0,0,0,0,6] N=[2,1,3,2,1,2] SS=0 NS=0, S to move").unwrap();
    let (_, steps) = v.play_token(&p, "S5").unwrap();
    let uk = Narrator::new(Lang::Uk, v.layout()).narrate_move_from(&p, &steps).join("\n");
    assert!(uk.contains("У ямці 3 Півночі — 4 зерна, а не два чи три, тож ланцюжок обривається."), "{uk}");
    let ru = Narrator::new(Lang::Ru, v.layout()).narrate_move_from(&p, &steps).join("\n");
    assert!(ru.contains("В лунке 3 Севера — 4 зерна, а не два или три, поэтому цепочка обрывается."), "{ru}");

    let v = Variant::new("kalah", &[]).unwrap();
    let p = v.start_position();
    let (_, steps) = v.play_token(&p, "S5").unwrap();
    let uk = Narrator::new(Lang::Uk, v.layout()).narrate_move_from(&p, &steps).join("\n");
    assert!(uk.contains("Останнє зерно впало на бік суперника, у ямку 3 Півночі"), "{uk}");
}

/// L21: a move that ends the game says so, not that the turn passes or that its player moves
/// again (Kalah: the last seed in the own store empties the row, and the game ends).
#[test]
fn a_move_that_ends_the_game_hands_no_turn_on() {
    let kalah = Variant::new("kalah", &[]).unwrap();
    let pos = kalah.parse_position("S=[0,0,0,0,0,1] N=[0,0,0,0,0,2] SS=23 NS=22, S to move").unwrap();
    let (_, steps) = kalah.play(&pos, &kalah.parse_move(&pos, "S5").unwrap()).unwrap();
    assert!(steps.iter().any(|s| matches!(s, Step::ExtraTurn { .. })));
    for lang in Lang::ALL {
        let captions = Narrator::new(lang, kalah.layout()).narrate_move_from(&pos, &steps);
        assert!(!captions.iter().any(|c| goes_on(c)), "{captions:?}");
        assert!(captions.iter().all(|c| c.trim() == c), "{captions:?}");
        let ends = if lang == Lang::Uk {
            "гра на цьому закінчується"
        } else {
            "на этом игра заканчивается"
        };
        assert!(captions.iter().any(|c| c.contains(ends)), "{captions:?}");
    }
    // The same move before the end hands the turn on as usual.
    let pos = kalah.parse_position("S=[1,0,0,0,0,1] N=[0,0,0,0,0,2] SS=22 NS=22, S to move").unwrap();
    let (_, steps) = kalah.play(&pos, &kalah.parse_move(&pos, "S5").unwrap()).unwrap();
    let captions = Narrator::new(Lang::Uk, kalah.layout()).narrate_move_from(&pos, &steps);
    assert!(captions.iter().any(|c| c.contains("Південь ходить ще раз")), "{captions:?}");
}

/// L21: an emptied inner row names whose row it was.
#[test]
fn an_inner_row_emptied_names_its_player() {
    use mancala_engine::{EndReason, Outcome};
    let lost = Outcome { winner: Some(Side::South), reason: EndReason::InnerRowEmpty };
    assert!(mancala_text::outcome(Lang::Uk, &lost).contains("внутрішній ряд Півночі спорожнів"));
    assert!(mancala_text::outcome(Lang::Ru, &lost).contains("внутренний ряд Севера опустел"));
    let draw = Outcome { winner: None, reason: EndReason::InnerRowEmpty };
    assert!(mancala_text::outcome(Lang::Uk, &draw).contains("обох гравців"));
}
