//! What each move of a lesson's tasks does, written out for the lesson's author
//! (`mancala-content facts FILE`): the facts a hint or a praise may state (and a task's `fact`
//! entries make the build check), in the learner's words and in the engine's notation.

use crate::{best_reply_capture, place_name, reaches, Lesson, LessonError, MoveFacts};
use mancala_engine::{Place, Position, Variant};
use mancala_text::{Lang, Narrator};
use std::fmt::Write as _;

/// The report of every task of `lesson`: its position, goal and solution, then one block per
/// legal move (its words, what it captures, where its last seed falls, whether it reaches the
/// goal, the opponent's best capture after it) with the move's captions in Ukrainian.
///
/// # Errors
/// A position or move of the lesson the engine cannot read or play.
pub fn report(lesson: &Lesson) -> Result<String, LessonError> {
    let variant = lesson.variant()?;
    let starts = lesson.starts_in(&variant)?;
    let layout = variant.layout();
    let mut out = String::new();
    for (i, (step, start)) in lesson.steps.iter().zip(&starts).enumerate() {
        let Some(task) = &step.task else { continue };
        let _ = writeln!(out, "## step {} ({} to move)", i + 1, start.to_move());
        let _ = writeln!(out, "position: {}", start.to_setup().to_text().unwrap_or_default());
        let _ = writeln!(out, "{}", board(&variant, start));
        let _ = writeln!(out, "goal: {:?}; solution: {}", task.goal, task.solution);
        let _ = writeln!(out, "prompt: {}", task.prompt.uk);
        let _ = writeln!(out, "hint:   {}", task.hint.uk);
        if let Some(p) = &task.praise {
            let _ = writeln!(out, "praise: {}", p.uk);
        }
        let narrator = Narrator::new(Lang::Uk, layout);
        for mv in variant.legal_moves(start) {
            let Ok((after, steps)) = variant.play(start, &mv) else { continue };
            let f = MoveFacts::of(&steps, start.to_move());
            let good = reaches(&variant, start, &mv, &task.goal).unwrap_or(false);
            let last = f.last_seed.map(|p| match p {
                Place::Pit(x) => format!(
                    "{} ({})",
                    mancala_text::pit_label(Lang::Uk, layout, usize::from(x)),
                    place_name(&variant, p)
                ),
                _ => place_name(&variant, p),
            });
            let reply = if after.is_over() {
                "the game ends".to_string()
            } else if after.to_move() == start.to_move() {
                "the mover moves again".to_string()
            } else {
                format!("the opponent's best capture after it: {}", best_reply_capture(&variant, &after))
            };
            let _ = writeln!(
                out,
                "\n- {} `{}`{}: captured {}, relays {}, extra turn {}, last seed {}; {reply}",
                mancala_text::move_label(Lang::Uk, layout, &mv),
                mv.token(layout),
                if good { " [REACHES THE GOAL]" } else { "" },
                f.captured,
                f.relays,
                f.extra_turn,
                last.unwrap_or_else(|| "-".into()),
            );
            for line in narrator.narrate_move_from(start, &steps) {
                if !line.is_empty() {
                    let _ = writeln!(out, "    {line}");
                }
            }
        }
        out.push('\n');
    }
    Ok(out)
}

/// The board in the learner's numbering: each side's rows with pits from 1 at the owner's left.
fn board(variant: &Variant, pos: &Position) -> String {
    let layout = variant.layout();
    let mut rows: Vec<(String, Vec<(usize, u8)>)> = Vec::new();
    for pit in 0..pos.pits().len() {
        let label = mancala_text::pit_label(Lang::Uk, layout, pit);
        let row = label.split_once(' ').map_or(String::new(), |(_, r)| r.to_string());
        let n = layout.learner_number(pit);
        match rows.iter_mut().find(|(r, _)| *r == row) {
            Some((_, v)) => v.push((n, pos.seeds(pit))),
            None => rows.push((row, vec![(n, pos.seeds(pit))])),
        }
    }
    let mut out = String::new();
    for (row, mut pits) in rows {
        pits.sort_unstable();
        let cells: Vec<String> = pits.iter().map(|(n, c)| format!("{n}:{c}")).collect();
        let _ = writeln!(out, "  {row}: {}", cells.join(" "));
    }
    let _ = write!(
        out,
        "  stores: South {}, North {}",
        pos.store(mancala_engine::Side::South),
        pos.store(mancala_engine::Side::North)
    );
    out
}
