//! The worker's side: a [`Request`] answered by `mancala-ai`, without JavaScript (the export,
//! `super::export`, hands it the messages). Compiled only into the worker's wasm (feature
//! `ai-worker`).
//!
//! One searcher is kept between requests while the variant and its options stay the same, so
//! its transposition table carries over from move to move.

use super::words::{self, Answer, Facts, Grade};
use super::{Reply, Request, Task};
use mancala_ai::{Clock, Level, Limits, MoveFacts, Searcher};
use mancala_engine::{Layout, Variant};
use mancala_text::Lang;
use std::cell::RefCell;

/// The transposition table of the worker: 2^18 entries (4 MB).
const TT_BITS: u32 = 18;

/// What a hint and a verdict search, per searched position: deep enough to see the captures a
/// learner should see, bounded in nodes and time so a hint on a four-row board with thirty
/// moves still comes within a few seconds.
pub const ADVICE_LIMITS: Limits = Limits { depth: 12, nodes: Some(60_000), time_ms: Some(300.0), exact: true };

thread_local! {
    static SEARCHER: RefCell<Option<(String, Searcher)>> = const { RefCell::new(None) };
}

/// A reply that refuses the request `id`, and why.
#[must_use]
pub fn refused(id: u32, why: String) -> Reply {
    Reply { id, refused: why, ..Reply::default() }
}

/// Answers one request; `clock` is the worker's `performance.now()`.
#[must_use]
pub fn answer(req: &Request, clock: &dyn Clock) -> Reply {
    let id = req.id;
    let variant = match Variant::with_option_texts(&req.variant, &req.options) {
        Ok(v) => v,
        Err(e) => return refused(id, e.to_string()),
    };
    let pos = match variant.parse_position(&req.position) {
        Ok(p) => p,
        Err(e) => return refused(id, e.to_string()),
    };
    let no_move = Reply { id, no_move: true, ..Reply::default() };
    if pos.is_over() {
        return no_move;
    }
    let key = format!("{}?{}", req.variant, req.options.join("&"));
    SEARCHER.with_borrow_mut(|slot| {
        if slot.as_ref().is_none_or(|(k, _)| *k != key) {
            *slot = Some((key, Searcher::new(&variant, TT_BITS)));
        }
        let searcher = &mut slot.as_mut().expect("just set").1;
        let layout = variant.layout();
        match &req.task {
            Task::Move { level, seed } => {
                let level = Level::new(*level).unwrap_or(Level::MAX);
                match mancala_ai::choose(searcher, &pos, level, u64::from(*seed), clock) {
                    Some(r) => Reply { id, token: r.best.token(layout), ..Reply::default() },
                    None => no_move,
                }
            }
            Task::Hint => match mancala_ai::hint(searcher, &pos, &ADVICE_LIMITS, clock) {
                Some(h) => {
                    let answer = Answer::Hint {
                        best: facts(layout, &h.best),
                        reply: h.reply.as_ref().map(|f| facts(layout, f)),
                        others_allow: h.others_allow.as_ref().map(|f| facts(layout, f)),
                        value: hundredths(h.value),
                    };
                    let said = |lang| {
                        let Answer::Hint { best, .. } = &answer else { unreachable!() };
                        vec![words::hint_look(lang, layout, best), words::hint_words(lang, layout, &answer)]
                    };
                    Reply {
                        id,
                        token: h.best.mv.token(layout),
                        pit: h.best.pit,
                        uk: said(Lang::Uk),
                        ru: said(Lang::Ru),
                        ..Reply::default()
                    }
                }
                None => no_move,
            },
            Task::Judge { played } => {
                let mv = match variant.parse_move(&pos, played) {
                    Ok(mv) => mv,
                    Err(e) => return refused(id, e.to_string()),
                };
                match mancala_ai::judge(searcher, &pos, &mv, &ADVICE_LIMITS, clock) {
                    Some(v) => {
                        let grade = v.grade;
                        // The reply's number for it (`Reply::grade`).
                        let rank = match grade {
                            Grade::Good => 0,
                            Grade::Inaccuracy => 1,
                            Grade::Mistake => 2,
                            Grade::Blunder => 3,
                        };
                        let loss = hundredths(v.loss);
                        let answer = Answer::Judge {
                            grade,
                            loss,
                            played: facts(layout, &v.played),
                            best: facts(layout, &v.best),
                            refutation: v.refutation.as_ref().map(|f| facts(layout, f)),
                        };
                        Reply {
                            id,
                            token: v.best.mv.token(layout),
                            uk: vec![words::verdict_words(Lang::Uk, layout, &answer)],
                            ru: vec![words::verdict_words(Lang::Ru, layout, &answer)],
                            played: played.clone(),
                            grade: rank,
                            loss,
                            ..Reply::default()
                        }
                    }
                    None => refused(id, format!("{played}: not a legal move here")),
                }
            }
        }
    })
}

fn facts(layout: Layout, f: &MoveFacts) -> Facts {
    Facts {
        token: f.mv.token(layout),
        pit: f.pit,
        captured: f.captured,
        extra_turn: f.extra_turn,
        ends_game: f.ends_game,
    }
}

fn hundredths(seeds: f64) -> i32 {
    (seeds * 100.0).round() as i32
}
