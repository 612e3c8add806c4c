//! Every (step kind, rule) pair the engine emits has a sentence that explains that rule, in both
//! languages. Seeded random games of every variant and every option value (each option at each
//! of its values, as in the engine's property tests) collect the pairs; a pair with a
//! rule-specific meaning must have its own `step-<kind>--<RULE>` message, unless the allow-list
//! below says why the general sentence is exactly right for it.

use mancala_engine::{variants, Game, Side, Step, Variant};
use mancala_text::{has, Lang, Narrator};
use std::collections::{BTreeMap, BTreeSet};

/// Every variant with its defaults, then with each option moved to each other value.
fn option_sets() -> Vec<(String, Variant)> {
    variants()
        .into_iter()
        .flat_map(|spec| spec.option_variants())
        .map(|v| (format!("{} {}", v.id(), v.changed_options().join(" ")).trim_end().to_string(), v))
        .collect()
}

/// General kinds whose sentence is right for every rule: one seed falls into a pit or a store.
/// The rule there only names which sowing it belongs to, and the step before it (a pick-up, a
/// relay, a capture, a head) already said why.
const GENERAL_KINDS: &[&str] = &["step-sow-pit", "step-sow-store"];

/// Pairs where the general sentence is exactly right, and why.
const ALLOWED: &[(&str, &str, &str)] = &[
    // An ordinary start: all the seeds of an own pit, no restriction beyond "not empty".
    ("step-pick-up", "KAL-5", "any non-empty own pit"),
    ("step-pick-up", "OW-5", "any non-empty own pit"),
    ("step-pick-up", "NAM-4", "any non-empty owned pit"),
    ("step-pick-up", "BKC-3", "any non-empty own pit"),
    ("step-pick-up", "BKL-4", "any non-empty own pit (singleton rule is a legality rule)"),
    ("step-pick-up", "KIA-5", "any own pit (singleton rule is a legality rule)"),
    // Planting: the general sentence already says "a seed from the reserve into pit X".
];

/// Plays `games` seeded random games of `variant` and records, for every step, its message id
/// in the given language and one example. Also ends some games by agreement, where the variant
/// has such a rule.
fn collect(variant: &Variant, name: &str, games: u64, seen: &mut BTreeMap<(String, String), String>) {
    for seed in 1..=games {
        let mut rng = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        let mut next = || {
            rng ^= rng >> 12;
            rng ^= rng << 25;
            rng ^= rng >> 27;
            rng.wrapping_mul(0x2545_f491_4f6c_dd1d)
        };
        let mut game = Game::new(variant.clone());
        let agree_at = next() % 120;
        for ply in 0..400u64 {
            let legal = variant.legal_moves(game.position());
            if legal.is_empty() {
                break;
            }
            let mover = game.position().to_move();
            let steps = if ply == agree_at && seed % 3 == 0 {
                match game.agree_end() {
                    Ok(steps) => steps,
                    Err(_) => continue,
                }
            } else {
                let mv = legal[(next() >> 33) as usize % legal.len()].clone();
                game.play(&mv).unwrap()
            };
            // Narrating is the slow part: narrate the opening of every game, and any later move
            // that shows a new (kind, rule) pair.
            let new = steps.iter().any(|s| {
                Narrator::kind(s)
                    .is_some_and(|(k, r)| r.is_some_and(|r| !seen.contains_key(&(k.to_string(), r.to_string()))))
            });
            if ply < 30 || new {
                check_move(variant, name, &steps, mover, seen);
            }
            if game.position().is_over() {
                break;
            }
        }
    }
}

/// Narrates one move both ways, checks the sentences, and records each step's (kind, rule).
fn check_move(
    variant: &Variant,
    name: &str,
    steps: &[Step],
    mover: Side,
    seen: &mut BTreeMap<(String, String), String>,
) {
    for lang in Lang::ALL {
        let narrator = Narrator::new(lang, variant.layout());
        let whole = narrator.narrate_move(steps, mover);
        assert_eq!(whole.len(), steps.len());
        for (step, text) in steps.iter().zip(&whole) {
            let single = narrator.narrate(step, mover);
            for t in [text, &single] {
                assert!(
                    !t.contains('⟦') && !t.contains('{') && !t.contains("none") && !t.trim().is_empty(),
                    "{name} {}: {step:?} -> {t}",
                    lang.code()
                );
            }
        }
    }
    for step in steps {
        if let Some((kind, Some(rule))) = Narrator::kind(step) {
            seen.entry((kind.to_string(), rule.to_string())).or_insert_with(|| format!("{name}: {step:?}"));
        }
    }
}

#[test]
fn every_emitted_rule_has_its_own_sentence() {
    let mut seen = BTreeMap::new();
    for (name, variant) in option_sets() {
        collect(&variant, &name, 8, &mut seen);
    }
    // The pairs the games reach; a small floor guards against the collection silently breaking.
    assert!(seen.len() > 110, "only {} (kind, rule) pairs seen", seen.len());

    let allowed: BTreeSet<(&str, &str)> = ALLOWED.iter().map(|(k, r, _)| (*k, *r)).collect();
    let mut missing = Vec::new();
    for ((kind, rule), example) in &seen {
        if GENERAL_KINDS.contains(&kind.as_str()) || allowed.contains(&(kind.as_str(), rule.as_str())) {
            continue;
        }
        let id = format!("{kind}--{rule}");
        for lang in Lang::ALL {
            if !has(lang, &id) {
                missing.push(format!("{id} ({}) e.g. {example}", lang.code()));
            }
        }
    }
    assert!(missing.is_empty(), "no rule-specific sentence for:\n{}", missing.join("\n"));

    // Every allow-listed pair is still emitted and still has no specific sentence (otherwise
    // the allow-list is stale).
    for (kind, rule, why) in ALLOWED {
        assert!(
            seen.contains_key(&((*kind).to_string(), (*rule).to_string())),
            "allow-listed ({kind}, {rule}: {why}) is no longer emitted"
        );
        assert!(
            !has(Lang::Uk, &format!("{kind}--{rule}")),
            "({kind}, {rule}) has a specific sentence now; drop it from the allow-list"
        );
    }
}

/// Narrates a move of a position given in text, whole-move, in one language.
fn narrate(id: &str, options: &[(&str, &str)], pos: &str, token: &str, lang: Lang) -> Vec<String> {
    let v = Variant::new(id, options).unwrap();
    let p = v.parse_position(pos).unwrap();
    let mover = p.to_move();
    let (_, steps) = v.play_token(&p, token).unwrap();
    Narrator::new(lang, v.layout()).narrate_move(&steps, mover)
}

#[test]
fn hus_capture_says_the_landing_seeds_go_along() {
    // T-HUS-1: the last seed lands in S.I3 (1 → 2); N.I6 = 2 and N.O6 = 3 are taken, with the
    // 2 seeds of S.I3, and all 7 are sown from the next pit.
    let pos = "S.I=[0,0,1,0,2,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,2,0,0] \
               N.O=[2,0,0,0,0,3,0,0], S to move";
    let uk = narrate("hus", &[], pos, "S.I5", Lang::Uk).join("\n");
    assert!(uk.contains("бере в руку 2 зерна з ямки 6 внутрішнього ряду Півночі"), "{uk}");
    assert!(uk.contains("із задньої ямки суперника 6 зовнішнього ряду Півночі"), "{uk}");
    assert!(uk.contains("додає 2 зерна з ямки 3 внутрішнього ряду Півдня і сіє все з наступної ямки"), "{uk}");
    let ru = narrate("hus", &[], pos, "S.I5", Lang::Ru).join("\n");
    assert!(ru.contains("добавляет 2 зерна из лунки 3 внутреннего ряда Юга и сеет всё со следующей лунки"), "{ru}");
}

#[test]
fn omweso_capture_names_where_the_sowing_restarts() {
    // T-OMW-1: A = S.I6, the captured 3 seeds start at A+1 = S.I5.
    let pos = "S.I=[0,0,1,0,0,3,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,2,0,0] \
               N.O=[2,0,0,0,0,1,0,0], S to move";
    let uk = narrate("omweso", &[], pos, "S.I6", Lang::Uk).join("\n");
    assert!(uk.contains("захоплене сіється з ямки 5 внутрішнього ряду Півдня"), "{uk}");
    let ru = narrate("omweso", &[], pos, "S.I6", Lang::Ru).join("\n");
    assert!(ru.contains("взятое сеется с лунки 5 внутреннего ряда Юга"), "{ru}");
}

#[test]
fn kujifunza_head_is_explained_by_the_outskirts() {
    // T-KUJ-2: the capture at S.I7 is in the outskirts, so the nearest (right) head is used.
    let pos = "S.I=[0,0,0,0,2,0,1,0] S.O=[0,0,0,0,0,0,0,0] N.I=[0,1,0,0,0,0,0,2] \
               N.O=[0,0,0,0,0,0,0,0], S to move";
    let uk = narrate("kujifunza", &[], pos, "S.I5/cw", Lang::Uk).join("\n");
    assert!(
        uk.contains("Збір був в околиці (ямка 7 внутрішнього ряду Півдня), тож зерна йдуть у найближчу голову — праву"),
        "{uk}"
    );
    let ru = narrate("kujifunza", &[], pos, "S.I5/cw", Lang::Ru).join("\n");
    assert!(
        ru.contains(
            "Взятие было на окраине (лунка 7 внутреннего ряда Юга), поэтому зёрна идут в ближайшую голову — правую"
        ),
        "{ru}"
    );
    // The note alone says the same: its reason is the engine's, carried by the step (a capture at
    // South's inner pit 4, in the centre, keeps the direction).
    let v = Variant::new("kujifunza", &[]).unwrap();
    let centre = u8::try_from(v.layout().inner(Side::South, 4)).unwrap();
    let head = Step::Note {
        note: mancala_engine::Note::Head { pit: 8, why: mancala_engine::HeadReason::KeepDirection { pit: centre } },
        rule: mancala_engine::RuleId("KUJ-11"),
    };
    let alone = Narrator::new(Lang::Uk, v.layout()).narrate(&head, Side::South);
    assert!(alone.starts_with("Збір не в околиці, тож напрямок зберігається: зерна йдуть у"), "{alone}");
}

#[test]
fn namnam_fours_go_to_the_pit_owner() {
    // T-NAM-1: N's four in N0 (made mid-sowing by S) goes to N; the last seed's four to S.
    let pos = "S=[0,0,0,0,0,3] N=[3,1,3,0,0,0] SS=0 NS=0, S to move";
    let uk = narrate("namnam", &[], pos, "S5", Lang::Uk).join("\n");
    assert!(uk.contains("четвірку одразу забирає власник ямки — Північ"), "{uk}");
    assert!(uk.contains("її забирає той, хто ходить, — Південь"), "{uk}");
    let ru = narrate("namnam", &[], pos, "S5", Lang::Ru).join("\n");
    assert!(ru.contains("четвёрку сразу забирает владелец лунки — Север"), "{ru}");
}
