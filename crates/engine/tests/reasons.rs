//! The typed reasons of the step log (issue 37): in random games of every variant and every option
//! set, every turn end, relay, stop and head carries a reason (the types make that so), and each
//! reason's claim holds in the position at that step: the pit it names is where the last seed
//! fell, on the side and in the row it says, holding the count it says.

use mancala_engine::playout::Rng;
use mancala_engine::{
    variants, Hand, HeadReason, Note, Place, Position, RelayReason, Row, Side, Step, TurnEndReason, Variant,
};

const GAMES: u64 = 3;
const PLIES: usize = 120;

/// Every variant with its defaults, then with each option moved to each other value.
fn option_sets() -> Vec<Variant> {
    variants().into_iter().flat_map(mancala_engine::VariantSpec::option_variants).collect()
}

/// The claim a turn end's reason makes, checked against the position when the turn passes.
/// `last` is the pit the last seed of the move fell into, `mover` the side that moved.
fn check_turn_end(pos: &Position, why: TurnEndReason, last: Option<usize>, mover: Side) -> Result<(), String> {
    let layout = pos.layout();
    let at_last = |pit: u8| -> Result<usize, String> {
        let pit = usize::from(pit);
        if last == Some(pit) {
            Ok(pit)
        } else {
            Err(format!("names pit {pit}, but the last seed fell into {last:?}"))
        }
    };
    match why {
        TurnEndReason::OpponentRow { pit } => {
            let p = at_last(pit)?;
            if layout.side_of(p) == mover {
                return Err("the pit is the mover's".into());
            }
        }
        TurnEndReason::OwnPitOccupied { pit } => {
            let p = at_last(pit)?;
            if layout.side_of(p) != mover || pos.seeds(p) <= 1 {
                return Err(format!("pit {p} is not the mover's, or holds {}", pos.seeds(p)));
            }
        }
        TurnEndReason::OppositeEmpty { pit } => {
            let p = at_last(pit)?;
            let across = layout.opposite(p).map(|o| pos.seeds(o));
            if layout.side_of(p) != mover || across != Some(0) {
                return Err(format!("pit {p}: across it {across:?}"));
            }
        }
        TurnEndReason::OwnRow { pit } => {
            let p = at_last(pit)?;
            if layout.side_of(p) != mover {
                return Err("the pit is not the mover's".into());
            }
        }
        TurnEndReason::CountNotCaptured { pit, count } => {
            let p = at_last(pit)?;
            if pos.seeds(p) != count || layout.side_of(p) == mover {
                return Err(format!("pit {p} holds {} (said {count})", pos.seeds(p)));
            }
        }
        TurnEndReason::ChainBroken { pit, count } => {
            let p = usize::from(pit);
            if pos.seeds(p) != count || layout.side_of(p) == mover {
                return Err(format!("pit {p} holds {} (said {count}) or is the mover's", pos.seeds(p)));
            }
        }
        TurnEndReason::EmptyPit { pit } => {
            let p = at_last(pit)?;
            if pos.seeds(p) > 1 {
                return Err(format!("pit {p} holds {}", pos.seeds(p)));
            }
        }
        TurnEndReason::OutsideCapturePits { pit } => {
            at_last(pit)?;
        }
        TurnEndReason::CountTaken { pit, .. } => {
            let p = at_last(pit)?;
            if pos.seeds(p) != 0 {
                return Err(format!("pit {p} still holds {}", pos.seeds(p)));
            }
        }
        TurnEndReason::OwnStore | TurnEndReason::OpponentStore => {
            if last.is_some() {
                return Err(format!("the last seed fell into pit {last:?}, not a store"));
            }
        }
        TurnEndReason::Captured
        | TurnEndReason::GrandSlam
        | TurnEndReason::ChainAtEdge
        | TurnEndReason::Stopped
        | TurnEndReason::Passed
        | TurnEndReason::RoundOver
        | TurnEndReason::SetUp
        | TurnEndReason::FirstTurnRace
        | TurnEndReason::Endless
        | TurnEndReason::InnerRowEmptied => {}
    }
    Ok(())
}

/// Checks every reason of one move's log, folding it step by step over `before`.
fn check_move(variant: &Variant, before: &Position, steps: &[Step]) -> Result<(), String> {
    let layout = before.layout();
    let mover = before.to_move();
    let mut pos = before.clone();
    let mut hand = Hand::default();
    let mut last: Option<usize> = None;
    let mut captured = false;
    let mut stopped = false;
    for (i, step) in steps.iter().enumerate() {
        let fail = |e: String| format!("{}: step {i} {step:?}: {e}", variant.id());
        match *step {
            Step::Sow { to: Place::Pit(p), .. } => last = Some(usize::from(p)),
            Step::Sow { .. } => last = None,
            Step::Capture { .. } => captured = true,
            Step::Relay { pit, why, .. } => {
                let p = usize::from(pit);
                if pos.seeds(p) < 1 {
                    return Err(fail("a relay from an empty pit".into()));
                }
                match why {
                    RelayReason::OuterRow if layout.row_of(p) != Row::Outer => {
                        return Err(fail("not in the outer row".into()));
                    }
                    // Nothing to take across: the facing pit is empty, or (where both facing pits
                    // are taken together) one of them is.
                    RelayReason::OppositeEmpty
                        if layout.row_of(p) != Row::Inner
                            || layout.opposite(p).is_some_and(|o| pos.seeds(o) > 0)
                                && layout.behind_opposite(p).is_none_or(|o| pos.seeds(o) > 0) =>
                    {
                        return Err(fail("an inner pit with seeds across it".into()));
                    }
                    _ => {}
                }
            }
            Step::Note { note: Note::Stop { pit, .. }, .. } => {
                stopped = true;
                if last != Some(usize::from(pit)) {
                    return Err(fail(format!("stops at {pit}, the last seed fell into {last:?}")));
                }
            }
            Step::Note {
                note:
                    Note::Head {
                        why:
                            HeadReason::Outskirts { pit } | HeadReason::KeepDirection { pit } | HeadReason::Chosen { pit },
                        ..
                    },
                ..
            } => {
                let p = usize::from(pit);
                if layout.side_of(p) != mover || layout.row_of(p) != Row::Inner || pos.seeds(p) == 0 {
                    return Err(fail("the capture's pit is not the mover's inner, sown pit".into()));
                }
            }
            Step::TurnEnd { why, .. } => {
                check_turn_end(&pos, why, last, mover).map_err(fail)?;
                if why == TurnEndReason::Captured && !captured {
                    return Err(fail("says captured, but nothing was".into()));
                }
                if why == TurnEndReason::Stopped && !stopped {
                    return Err(fail("says stopped, but no stop note came".into()));
                }
            }
            _ => {}
        }
        pos.apply_step(&mut hand, step).map_err(|e| fail(format!("{e:?}")))?;
    }
    Ok(())
}

#[test]
fn every_reason_holds_in_the_position_it_is_given_in() {
    let mut seen = std::collections::BTreeSet::new();
    let mut turn_ends = 0usize;
    for variant in option_sets() {
        for game in 0..GAMES {
            let mut rng = Rng::new(game * 7919 + 1);
            let mut pos = variant.start_position();
            for _ in 0..PLIES {
                let legal = variant.legal_moves(&pos);
                if legal.is_empty() {
                    break;
                }
                let mv = &legal[rng.below(legal.len())];
                let (next, steps) = variant.play(&pos, mv).expect("a legal move plays");
                if let Err(e) = check_move(&variant, &pos, &steps) {
                    panic!("{e}\nposition: {pos:?}\nmove: {mv:?}");
                }
                for s in &steps {
                    if let Step::TurnEnd { why, .. } = s {
                        turn_ends += 1;
                        let name = format!("{why:?}");
                        seen.insert(name.split([' ', '{']).next().unwrap_or_default().to_string());
                    }
                }
                pos = next;
            }
        }
    }
    assert!(turn_ends > 10_000, "only {turn_ends} turn ends seen");
    // The random games reach the reasons every family gives (a reason never given is dead code).
    for reason in [
        "Captured",
        "OpponentRow",
        "OwnPitOccupied",
        "OppositeEmpty",
        "OwnRow",
        "CountNotCaptured",
        "ChainAtEdge",
        "ChainBroken",
        "EmptyPit",
        "Stopped",
        "CountTaken",
        "RoundOver",
        "SetUp",
        "FirstTurnRace",
    ] {
        assert!(seen.contains(reason), "no random game gave {reason}: {seen:?}");
    }
}
