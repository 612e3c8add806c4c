//! The lesson's session: the step shown, the answer to its task and the judging of moves, in plain
//! Rust (no signals, no DOM), so it is tested on its own; [`crate::pages::lesson`] is its view.

use mancala_content::{reaches, Goal, Lesson, MoveFacts, Task};
use mancala_engine::{Move, Place, Position, Side, Step, Timeline, Variant};

/// A message above the lesson, rendered in the current language.
#[derive(Clone, Debug)]
pub enum LessonNotice {
    /// The link named a step the lesson does not have (as written in the link).
    BadStep(String),
    Illegal(mancala_engine::IllegalMove),
    /// The engine could not judge or play something (a content or engine bug).
    Broken(String),
}

/// What the learner's answer to a task did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Waiting for a move.
    Asking,
    Right {
        token: String,
    },
    Wrong {
        token: String,
        why: Why,
    },
    /// The stated solution is being shown.
    Solution {
        token: String,
    },
}

/// What a wrong move did, as far as the task's goal goes (rendered in the current language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    Captured {
        got: u32,
        best: Option<u32>,
    },
    NoExtraTurn {
        last: Option<Place>,
    },
    /// A counting drill's last seed fell elsewhere (where it fell).
    LastSeedElsewhere {
        last: Option<Place>,
    },
    NotFed,
    Reply {
        reply: String,
        captured: u32,
    },
    GameGoesOn,
    /// A puzzle's wrong answer, with what a search found it runs into: the opponent's reply
    /// (its first move; `None` when the turn does not pass), the seeds that reply takes
    /// (every move of it), and the seeds the move is behind the answer.
    Refuted {
        reply: Option<String>,
        captured: u32,
        loss: u32,
        misses_win: bool,
        loses: bool,
    },
    Other,
}

pub(crate) fn why_wrong(variant: &Variant, pos: &Position, goal: &Goal, steps: &[Step], after: &Position) -> Why {
    let mover = pos.to_move();
    let facts = MoveFacts::of(steps, mover);
    match goal {
        Goal::Capture { .. } => Why::Captured { got: facts.captured, best: None },
        Goal::CaptureMost => {
            let best = variant
                .legal_moves(pos)
                .iter()
                .filter_map(|m| variant.play(pos, m).ok())
                .map(|(_, s)| MoveFacts::of(&s, mover).captured)
                .max();
            Why::Captured { got: facts.captured, best }
        }
        Goal::ExtraTurn => Why::NoExtraTurn { last: facts.last_seed },
        Goal::Feed => Why::NotFed,
        Goal::AvoidCapture => {
            let layout = variant.layout();
            // The opponent's biggest capture (the first of the biggest): the one the board
            // plays after the wrong answer, so the words and the board agree (walk L14).
            let reply = variant
                .legal_moves(after)
                .into_iter()
                .filter_map(|r| {
                    let (_, s) = variant.play(after, &r).ok()?;
                    let got = MoveFacts::of(&s, after.to_move()).captured;
                    (got > 0).then(|| (r.token(layout), got))
                })
                .fold(None::<(String, u32)>, |best, (t, got)| match best {
                    Some((_, b)) if b >= got => best,
                    _ => Some((t, got)),
                });
            match reply {
                Some((reply, captured)) => Why::Reply { reply, captured },
                None => Why::Other,
            }
        }
        Goal::EndGame => Why::GameGoesOn,
        Goal::OneOf { .. } => Why::Other,
        Goal::LastSeedIn { .. } => Why::LastSeedElsewhere { last: facts.last_seed },
    }
}

/// A right answer that is not the lesson's stated solution, while the lesson goes on from the
/// solution's position: the next step says so. Tokens in the engine's notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnLine {
    pub played: String,
    pub solution: String,
}

/// What going on from a step did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Onward {
    /// The next step is shown.
    Entered(usize),
    /// The last step was done: the lesson is finished.
    Finished,
    /// Not yet: the step's task is not answered.
    Blocked,
}

/// One lesson being taken: the step shown, the answer to its task, and the judging of moves.
/// Plain Rust (no signals, no DOM); the view (`LessonView`, in `lesson.rs`) mirrors it into signals.
#[derive(Clone, Debug)]
pub struct LessonSession {
    variant: Variant,
    lesson: Lesson,
    /// The position each step starts from, along the lesson's own line (its demos and solutions).
    starts: Vec<Position>,
    current: usize,
    answer: Answer,
    finished: bool,
    /// The step of the last right answer, the move and the position it led to.
    accepted: Option<(usize, Move, Position)>,
    /// Set on entering a step that follows a right answer the lesson did not take as its line.
    own_line: Option<OwnLine>,
    /// The step logs of the reply to the last wrong answer (its refutation), played after it.
    replies: Vec<Vec<Step>>,
}

impl LessonSession {
    /// Plays the lesson through the engine to the start of each step (`Lesson::starts`: the
    /// build has checked its claims) and opens it at `step` (1-based; `None`, 0 or past the end
    /// opens the first step). Also says whether `step` was one the lesson does not have.
    ///
    /// # Errors
    /// The lesson does not replay (a content bug), told in the engine's words.
    pub fn new(lesson: Lesson, step: Option<usize>) -> Result<(LessonSession, Option<usize>), String> {
        let variant = lesson.variant().map_err(|e| e.to_string())?;
        let starts = lesson.starts().map_err(|e| e.to_string())?;
        let total = lesson.steps.len();
        let bad_step = step.filter(|s| *s == 0 || *s > total);
        let first = match step {
            Some(s) if (1..=total).contains(&s) => s - 1,
            _ => 0,
        };
        let session = LessonSession {
            variant,
            lesson,
            starts,
            current: first,
            answer: Answer::Asking,
            finished: false,
            accepted: None,
            own_line: None,
            replies: Vec::new(),
        };
        Ok((session, bad_step))
    }

    #[must_use]
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    #[must_use]
    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    #[must_use]
    pub fn total(&self) -> usize {
        self.lesson.steps.len()
    }

    /// The step shown (0-based).
    #[must_use]
    pub fn current(&self) -> usize {
        self.current
    }

    #[must_use]
    pub fn answer(&self) -> &Answer {
        &self.answer
    }

    #[must_use]
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// Whether any step starts with seeds in a reserve (the board then shows reserves).
    #[must_use]
    pub fn has_reserves(&self) -> bool {
        self.starts.iter().any(|p| Side::BOTH.iter().any(|&s| p.reserve(s) > 0))
    }

    /// The position the current step starts from.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.starts[self.current]
    }

    #[must_use]
    pub fn task(&self) -> Option<&Task> {
        self.lesson.steps[self.current].task.as_ref()
    }

    /// `task`, `show` or `say`.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        let s = &self.lesson.steps[self.current];
        if s.task.is_some() {
            "task"
        } else if s.show.is_some() {
            "show"
        } else {
            "say"
        }
    }

    /// The hint for the last wrong try: the task's words for that move (`[[step.task.wrong]]`),
    /// else its hint about the position (walk L13: a hint answers the move just made).
    #[must_use]
    pub fn hint(&self) -> Option<&mancala_content::Text> {
        let task = self.task()?;
        let Answer::Wrong { token, .. } = &self.answer else { return None };
        Some(task.wrong.iter().find(|w| w.moves.contains(token)).map_or(&task.hint, |w| &w.hint))
    }

    /// The praise after the last right answer: the task's, which speaks of its stated solution,
    /// only when the learner played that move (another move that reaches the goal did
    /// something else, and the task's words would be false of it).
    #[must_use]
    pub fn praise(&self) -> Option<&mancala_content::Text> {
        let task = self.task()?;
        let Answer::Right { token } = &self.answer else { return None };
        let solution = self.variant.parse_move(self.start(), &task.solution).ok()?;
        if solution.token(self.variant.layout()) == *token {
            task.praise.as_ref()
        } else {
            None
        }
    }

    /// When the step follows a right answer that the lesson did not take as its line.
    #[must_use]
    pub fn own_line(&self) -> Option<&OwnLine> {
        self.own_line.as_ref()
    }

    /// Whether the board takes a move now (a task waiting for its answer).
    #[must_use]
    pub fn asking(&self) -> bool {
        self.task().is_some() && self.answer == Answer::Asking && !self.finished
    }

    /// Whether the learner may go on (no task, or it was answered or its solution shown).
    #[must_use]
    pub fn can_go_on(&self) -> bool {
        self.task().is_none() || matches!(self.answer, Answer::Right { .. } | Answer::Solution { .. })
    }

    /// The current step's shown moves, as a timeline from its start (empty when it shows none).
    ///
    /// # Errors
    /// A move of the lesson the engine does not play (a content bug).
    pub fn timeline(&self) -> Result<Timeline, String> {
        let pos = self.start().clone();
        let mut tl = Timeline::new(pos.clone());
        if let Some(demo) = &self.lesson.steps[self.current].show {
            let mut p = pos;
            for token in &demo.moves {
                let (next, steps) = self.variant.play_token(&p, token).map_err(|e| e.to_string())?;
                tl.push_move(&steps).map_err(|e| e.to_string())?;
                p = next;
            }
        }
        Ok(tl)
    }

    /// After a right answer at the current step: whether it left the lesson's line, that is, the
    /// next step goes on from the stated solution's position (it sets none of its own) and the
    /// learner's move led elsewhere.
    #[must_use]
    pub fn off_line(&self) -> Option<OwnLine> {
        self.off_line_at(self.current + 1)
    }

    fn off_line_at(&self, next: usize) -> Option<OwnLine> {
        let (at, mv, after) = self.accepted.as_ref()?;
        let step = self.lesson.steps.get(next)?;
        let task = self.lesson.steps[*at].task.as_ref()?;
        (*at + 1 == next && step.position.is_none() && *after != self.starts[next])
            .then(|| OwnLine { played: mv.token(self.variant.layout()), solution: task.solution.clone() })
    }

    /// Shows step `i` (0-based, clamped to the lesson) with a fresh task.
    pub fn enter(&mut self, i: usize) {
        let i = i.min(self.total() - 1);
        // After a right answer that was not the lesson's line, the step says that the lesson
        // shows its own line.
        self.own_line = self.off_line_at(i);
        self.current = i;
        self.answer = Answer::Asking;
        self.finished = false;
    }

    /// Judges the learner's move: plays it from the step's start, then says whether it reaches
    /// the task's goal and, when not, why. Gives the step log to show.
    ///
    /// # Errors
    /// No task is asked now, the move is illegal, or the engine cannot judge it.
    pub fn judge(&mut self, mv: &Move) -> Result<Vec<Step>, LessonNotice> {
        if !self.asking() {
            return Err(LessonNotice::Broken("no task is waiting for a move".into()));
        }
        let task = self.task().cloned().ok_or_else(|| LessonNotice::Broken("no task".into()))?;
        let pos = self.start().clone();
        let (after, steps) = self.variant.play(&pos, mv).map_err(LessonNotice::Illegal)?;
        let ok = reaches(&self.variant, &pos, mv, &task.goal).map_err(LessonNotice::Broken)?;
        let token = mv.token(self.variant.layout());
        if ok {
            self.accepted = Some((self.current, mv.clone(), after));
            self.answer = Answer::Right { token };
        } else {
            self.replies.clear();
            let why = match task.refutations.iter().find(|r| r.wrong == token) {
                Some(r) => self.refute(&after, r),
                None => why_wrong(&self.variant, &pos, &task.goal, &steps, &after),
            };
            // The capture the wrong answer allows is played on the board too, not only said.
            if let (Why::Reply { reply, .. }, true) = (&why, self.replies.is_empty()) {
                if let Ok((_, steps)) = self.variant.play_token(&after, reply) {
                    self.replies.push(steps);
                }
            }
            self.answer = Answer::Wrong { token, why };
        }
        Ok(steps)
    }

    /// Plays a wrong answer's refutation from the position after it (kept for the board in
    /// [`LessonSession::replies`]) and says what it does.
    fn refute(&mut self, after: &Position, r: &mancala_content::Refutation) -> Why {
        let mut cur = after.clone();
        let mut captured = 0;
        for t in &r.reply {
            let Some((next, steps)) =
                self.variant.parse_move(&cur, t).ok().and_then(|m| self.variant.play(&cur, &m).ok())
            else {
                // The build checked every reply; a set out of step with the engine shows none.
                self.replies.clear();
                captured = 0;
                break;
            };
            captured += MoveFacts::of(&steps, cur.to_move()).captured;
            self.replies.push(steps);
            cur = next;
        }
        let reply = (!self.replies.is_empty()).then(|| r.reply[0].clone());
        Why::Refuted { reply, captured, loss: r.loss, misses_win: r.misses_win, loses: r.loses }
    }

    /// The step logs of the reply to the last wrong answer, to play after it (none when the
    /// task states no refutation of it).
    #[must_use]
    pub fn replies(&self) -> &[Vec<Step>] {
        match self.answer {
            Answer::Wrong { .. } => &self.replies,
            _ => &[],
        }
    }

    /// Asks the task again, from the step's start.
    pub fn retry(&mut self) {
        self.answer = Answer::Asking;
    }

    /// Shows the stated solution: its step log (none when the step has no task).
    pub fn show_solution(&mut self) -> Option<Vec<Step>> {
        let task = self.task()?;
        let pos = self.start();
        let mv = self.variant.parse_move(pos, &task.solution).ok()?;
        let (_, steps) = self.variant.play(pos, &mv).ok()?;
        self.answer = Answer::Solution { token: mv.token(self.variant.layout()) };
        self.accepted = None;
        Some(steps)
    }

    /// Goes on: the next step, or the end of the lesson after the last one.
    pub fn go_on(&mut self) -> Onward {
        if !self.can_go_on() || self.finished {
            return Onward::Blocked;
        }
        if self.current + 1 < self.total() {
            self.enter(self.current + 1);
            Onward::Entered(self.current)
        } else {
            self.finished = true;
            Onward::Finished
        }
    }

    /// Goes back one step; `false` at the first.
    pub fn prev(&mut self) -> bool {
        if self.current == 0 {
            return false;
        }
        self.accepted = None;
        self.enter(self.current - 1);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 33: a wrong answer to "leave him nothing to capture" is played out with the
    /// opponent's biggest capture, on the board as in the words (walk L14).
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_wrong_answer_to_avoid_a_capture_plays_the_biggest_reply() {
        let lesson = mancala_content::all_lessons().unwrap().into_iter().find(|l| l.id == "oware/05-practice").unwrap();
        let step = lesson
            .steps
            .iter()
            .position(|s| s.task.as_ref().is_some_and(|t| t.goal == mancala_content::Goal::AvoidCapture))
            .unwrap();
        let (mut session, _) = LessonSession::new(lesson, Some(step + 1)).unwrap();
        let start = session.start().clone();
        let variant = session.variant().clone();
        let mut checked = 0;
        for mv in variant.legal_moves(&start) {
            let (after, _) = variant.play(&start, &mv).unwrap();
            let biggest = mancala_content::best_reply_capture(&variant, &after);
            session.retry();
            session.judge(&mv).unwrap();
            match session.answer().clone() {
                Answer::Wrong { why: Why::Reply { reply, captured }, .. } => {
                    assert_eq!(captured, biggest, "{}: the biggest reply", mv.token(start.layout()));
                    let (_, steps) = variant.play_token(&after, &reply).unwrap();
                    assert_eq!(session.replies(), &[steps][..], "the reply is played");
                    checked += 1;
                }
                Answer::Right { .. } => assert_eq!(biggest, 0),
                other => panic!("{other:?}"),
            }
        }
        assert!(checked > 0);
    }

    /// A task's praise speaks of its stated solution: another move that reaches the goal is not
    /// praised in words written of the solution (hus/05-practice step 5: three pits solve it).
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn the_praise_is_for_the_stated_solution_only() {
        let mut others = 0;
        for lesson in mancala_content::all_lessons().unwrap() {
            for (i, step) in lesson.steps.iter().enumerate() {
                let Some(task) = step.task.as_ref().filter(|t| t.praise.is_some()) else { continue };
                let (mut session, _) = LessonSession::new(lesson.clone(), Some(i + 1)).unwrap();
                let start = session.start().clone();
                let variant = session.variant().clone();
                let solution = variant.parse_move(&start, &task.solution).unwrap().token(start.layout());
                for mv in variant.legal_moves(&start) {
                    session.retry();
                    session.judge(&mv).unwrap();
                    if !matches!(session.answer(), Answer::Right { .. }) {
                        continue;
                    }
                    if mv.token(start.layout()) == solution {
                        assert_eq!(session.praise(), task.praise.as_ref());
                    } else {
                        assert_eq!(session.praise(), None, "{} step {}", lesson.id, i + 1);
                        others += 1;
                    }
                }
            }
        }
        assert!(others > 0, "some task has more than one answer");
    }

    /// Issue 33 (walk L13): after a wrong try the hint is the one the task writes for that
    /// move, and the position's hint after a move no entry names.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_wrong_try_gets_the_hint_written_for_it() {
        let lessons = mancala_content::all_lessons().unwrap();
        let mut seen = (0, 0);
        for lesson in lessons {
            for (i, step) in lesson.steps.iter().enumerate() {
                let Some(task) = step.task.as_ref().filter(|t| !t.wrong.is_empty()) else { continue };
                let (mut session, _) = LessonSession::new(lesson.clone(), Some(i + 1)).unwrap();
                assert_eq!(session.hint(), None, "no hint before a try");
                let start = session.start().clone();
                let variant = session.variant().clone();
                for mv in variant.legal_moves(&start) {
                    let token = mv.token(start.layout());
                    session.retry();
                    session.judge(&mv).unwrap();
                    if !matches!(session.answer(), Answer::Wrong { .. }) {
                        continue;
                    }
                    let hint = session.hint().unwrap();
                    match task.wrong.iter().find(|w| w.moves.contains(&token)) {
                        Some(w) => {
                            assert_eq!(hint, &w.hint, "{} step {}: {token}", lesson.id, i + 1);
                            seen.0 += 1;
                        }
                        None => {
                            assert_eq!(hint, &task.hint, "{} step {}: {token}", lesson.id, i + 1);
                            seen.1 += 1;
                        }
                    }
                }
            }
        }
        assert!(seen.0 > 0 && seen.1 > 0, "moves with their own hint and without: {seen:?}");
    }
}
