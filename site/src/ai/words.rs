//! The worker's words: what a hint and a verdict found, in Ukrainian and Russian sentences
//! (crates/text, `site-ai-*`), from the facts of the engine's step log ([`Facts`]), with the
//! pits named the learner's way ("ямка 3 Півдня"). They say why: what the move takes, whether it
//! gives another turn or ends the game, what the opponent's best answer takes, what any other
//! move allows, and how the game stands. Compiled into the worker's wasm only (feature
//! `ai-worker`), with both languages' strings built in.

use crate::platform::i18n::{seeds, t, tr, Lang};
pub use mancala_ai::Grade;
use mancala_engine::Layout;

/// What one move does (from `mancala_ai::MoveFacts`), with its token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Facts {
    /// The move's token (`S2`, `N.I5/L`).
    pub token: String,
    /// The pit it starts from (global index), if it starts from one.
    pub pit: Option<usize>,
    /// Seeds it takes from the opponent's pits.
    pub captured: u32,
    /// The same player moves again.
    pub extra_turn: bool,
    /// The game ends with it.
    pub ends_game: bool,
}

/// What a hint or a verdict found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Hint {
        best: Facts,
        /// The opponent's best answer to it, when the turn passes.
        reply: Option<Facts>,
        /// After any other move the opponent can take at least this (its best such answer).
        others_allow: Option<Facts>,
        /// The expected seed margin after the best move, for the player to move (hundredths).
        value: i32,
    },
    Judge {
        grade: Grade,
        /// Seeds lost against the best move, in hundredths.
        loss: i32,
        played: Facts,
        best: Facts,
        /// The opponent's best answer to the played move, when the turn passes.
        refutation: Option<Facts>,
    },
}

/// A pit in the learner's words, in a grammatical case (`nom`, `gen`, `acc`): "ямки 3 Півдня".
pub use mancala_text::pit_words;

/// The pit a move starts from, in words, or its token when it starts from none.
fn move_pit(lang: Lang, layout: Layout, f: &Facts, case: &'static str) -> String {
    f.pit.map_or_else(|| format!("«{}»", f.token), |p| pit_words(lang, layout, p, case))
}

fn seeds_hundredths(lang: Lang, hundredths: i32) -> String {
    seeds(lang, ((hundredths.unsigned_abs() + 50) / 100).max(1))
}

/// The first step of a hint: which pit to look at.
#[must_use]
pub fn hint_look(lang: Lang, layout: Layout, best: &Facts) -> String {
    tr(lang, "site-ai-hint-look", &[("pit", move_pit(lang, layout, best, "acc").into())])
}

/// The second step of a hint: the move and why (what it takes, another turn, the end of the
/// game, the opponent's best answer, what any other move allows, the value).
#[must_use]
pub fn hint_words(lang: Lang, layout: Layout, answer: &Answer) -> String {
    let Answer::Hint { best, reply, others_allow, value } = answer else { return String::new() };
    let mut out = vec![tr(lang, "site-ai-hint-best", &[("pit", move_pit(lang, layout, best, "gen").into())])];
    if best.captured > 0 {
        out.push(tr(lang, "site-ai-fact-captures", &[("seeds", seeds(lang, best.captured).into())]));
    }
    if best.extra_turn {
        out.push(t(lang, "site-ai-fact-extra"));
    }
    if best.ends_game {
        out.push(t(lang, "site-ai-fact-ends"));
    }
    if best.captured == 0 && !best.extra_turn && !best.ends_game {
        out.push(t(lang, "site-ai-fact-quiet"));
    }
    if let Some(r) = reply {
        // A planting reply plants into its pit (walk L15): «садінням у ямку 5».
        let plant = r.token.starts_with('+');
        let pit = move_pit(lang, layout, r, if plant { "acc" } else { "gen" });
        let plant = if plant { "yes" } else { "no" };
        out.push(if r.captured > 0 {
            tr(
                lang,
                "site-ai-reply-captures",
                &[("pit", pit.into()), ("plant", plant.into()), ("seeds", seeds(lang, r.captured).into())],
            )
        } else {
            tr(lang, "site-ai-reply-quiet", &[("pit", pit.into()), ("plant", plant.into())])
        });
    }
    if let Some(o) = others_allow {
        out.push(tr(
            lang,
            "site-ai-others",
            &[("seeds", seeds(lang, o.captured).into()), ("pit", move_pit(lang, layout, o, "gen").into())],
        ));
    }
    let sign = if *value >= 50 {
        "ahead"
    } else if *value <= -50 {
        "behind"
    } else {
        "even"
    };
    out.push(tr(lang, "site-ai-value", &[("sign", sign.into()), ("seeds", seeds_hundredths(lang, *value).into())]));
    out.join(" ")
}

/// The coach's verdict in words: the grade with the seeds lost, the better move and what it
/// does, and what the opponent can now take (the refutation).
#[must_use]
pub fn verdict_words(lang: Lang, layout: Layout, answer: &Answer) -> String {
    let Answer::Judge { grade, loss, played, best, refutation } = answer else { return String::new() };
    if played.token == best.token {
        return t(lang, "site-ai-verdict-best");
    }
    let grade_id = match grade {
        Grade::Good => "good",
        Grade::Inaccuracy => "inaccuracy",
        Grade::Mistake => "mistake",
        Grade::Blunder => "blunder",
    };
    let mut out = vec![tr(
        lang,
        "site-ai-verdict",
        &[("grade", grade_id.into()), ("seeds", seeds_hundredths(lang, *loss).into())],
    )];
    if *grade != Grade::Good {
        out.push(tr(lang, "site-ai-better", &[("pit", move_pit(lang, layout, best, "gen").into())]));
        if best.captured > 0 {
            out.push(tr(lang, "site-ai-better-captures", &[("seeds", seeds(lang, best.captured).into())]));
        }
        if best.extra_turn {
            out.push(t(lang, "site-ai-better-extra"));
        }
        if let Some(r) = refutation.as_ref().filter(|r| r.captured > 0) {
            out.push(tr(
                lang,
                "site-ai-refutation",
                &[("pit", move_pit(lang, layout, r, "gen").into()), ("seeds", seeds(lang, r.captured).into())],
            ));
        }
    }
    out.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Walk L15: the opponent's best reply that plants is said as planting into its pit, not as
    /// a move from it.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_planting_reply_is_said_as_planting() {
        let layout = mancala_engine::Variant::new("kiswahili", &[]).unwrap().layout();
        let facts = |token: &str, captured| Facts {
            token: token.into(),
            pit: layout.parse_pit(token.trim_start_matches('+').split('/').next().unwrap()),
            captured,
            extra_turn: false,
            ends_game: false,
        };
        let hint = |reply: Facts| Answer::Hint {
            best: facts("+S.I6/cw", 0),
            reply: Some(reply),
            others_allow: None,
            value: 0,
        };
        let uk = hint_words(Lang::Uk, layout, &hint(facts("+N.I5/hN.I1", 3)));
        assert!(uk.contains("садінням у ямку 5 внутрішнього ряду Півночі"), "{uk}");
        let ru = hint_words(Lang::Ru, layout, &hint(facts("+N.I5/hN.I1", 3)));
        assert!(ru.contains("посадкой в лунку 5 внутреннего ряда Севера"), "{ru}");
        let sown = hint_words(Lang::Uk, layout, &hint(facts("N.I5/cw", 0)));
        assert!(sown.contains("ходом з ямки 5 внутрішнього ряду Півночі"), "{sown}");
    }
}
