//! Every typed reason of the engine's step log has words in both languages (issue 37): the
//! narration of a turn end says its reason (never the general fallback), with the pit and count
//! the reason names; a relay's reason picks its own sentence where the rule's message has one.

use mancala_engine::{Layout, RelayReason, RuleId, Side, Step, TurnEndReason};
use mancala_text::{pit_label, Lang, Narrator};

/// Every turn-end reason, with a pit and a count where it names them. The `match` makes a new
/// reason a compile error here until it is listed.
fn all_turn_end_reasons() -> Vec<TurnEndReason> {
    let all = [
        TurnEndReason::Captured,
        TurnEndReason::OpponentRow { pit: 8 },
        TurnEndReason::OwnPitOccupied { pit: 2 },
        TurnEndReason::OppositeEmpty { pit: 2 },
        TurnEndReason::OwnRow { pit: 2 },
        TurnEndReason::CountNotCaptured { pit: 8, count: 5 },
        TurnEndReason::OwnStore,
        TurnEndReason::OpponentStore,
        TurnEndReason::OutsideCapturePits { pit: 8 },
        TurnEndReason::GrandSlam,
        TurnEndReason::ChainAtEdge,
        TurnEndReason::ChainBroken { pit: 9, count: 4 },
        TurnEndReason::EmptyPit { pit: 3 },
        TurnEndReason::Stopped,
        TurnEndReason::Passed,
        TurnEndReason::CountTaken { pit: 3, count: 4 },
        TurnEndReason::RoundOver,
        TurnEndReason::SetUp,
        TurnEndReason::FirstTurnRace,
        TurnEndReason::Endless,
        TurnEndReason::InnerRowEmptied,
    ];
    for r in all {
        match r {
            TurnEndReason::Captured
            | TurnEndReason::OpponentRow { .. }
            | TurnEndReason::OwnPitOccupied { .. }
            | TurnEndReason::OppositeEmpty { .. }
            | TurnEndReason::OwnRow { .. }
            | TurnEndReason::CountNotCaptured { .. }
            | TurnEndReason::OwnStore
            | TurnEndReason::OpponentStore
            | TurnEndReason::OutsideCapturePits { .. }
            | TurnEndReason::GrandSlam
            | TurnEndReason::ChainAtEdge
            | TurnEndReason::ChainBroken { .. }
            | TurnEndReason::EmptyPit { .. }
            | TurnEndReason::Stopped
            | TurnEndReason::Passed
            | TurnEndReason::CountTaken { .. }
            | TurnEndReason::RoundOver
            | TurnEndReason::SetUp
            | TurnEndReason::FirstTurnRace
            | TurnEndReason::Endless
            | TurnEndReason::InnerRowEmptied => {}
        }
    }
    all.to_vec()
}

#[test]
fn every_turn_end_reason_is_said_in_both_languages() {
    let layout = Layout::two_row(6);
    for lang in [Lang::Uk, Lang::Ru] {
        let narrator = Narrator::new(lang, layout);
        let fallback = match lang {
            Lang::Uk => "Хід закінчено. ",
            Lang::Ru => "Ход окончен. ",
        };
        let mut sentences = Vec::new();
        for why in all_turn_end_reasons() {
            let text = narrator.narrate(&Step::TurnEnd { next: Side::North, why }, Side::South);
            assert!(!text.starts_with(fallback), "{lang:?} {why:?}: the general fallback: {text}");
            assert!(!text.contains('{') && !text.contains('$'), "{lang:?} {why:?}: {text}");
            let (_, pit, count) = why.parts();
            if let Some(p) = pit {
                let name = pit_label(lang, layout, usize::from(p));
                assert!(text.contains(&name), "{lang:?} {why:?} does not name {name}: {text}");
            }
            if count > 0 {
                assert!(text.contains(&count.to_string()), "{lang:?} {why:?} does not say {count}: {text}");
            }
            sentences.push(text);
        }
        // Each reason has its own words.
        let mut distinct = sentences.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), sentences.len(), "{lang:?}: two reasons share their words");
    }
}

#[test]
fn a_bao_relay_says_the_reason_the_engine_gave() {
    let layout = Layout::four_row(8);
    let pit = u8::try_from(layout.inner(Side::South, 4)).unwrap();
    let relay = |why| Step::Relay { pit, count: 4, rule: RuleId("KSW-13"), why };
    for lang in [Lang::Uk, Lang::Ru] {
        let narrator = Narrator::new(lang, layout);
        let said: Vec<String> =
            [RelayReason::FirstSowingEmpty, RelayReason::NonCapturing, RelayReason::BigPit, RelayReason::OppositeEmpty]
                .into_iter()
                .map(|why| narrator.narrate(&relay(why), Side::South))
                .collect();
        let mut distinct = said.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), said.len(), "{lang:?}: {said:#?}");
        assert!(said[2].contains("16"), "{lang:?}: {}", said[2]);
    }
}
