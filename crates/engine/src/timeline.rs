//! A replayable timeline of step logs, for viewers: the position after every step, and the
//! boundaries a step player jumps between (one seed, one sowing, one move). It knows no rules:
//! it only folds steps.

use crate::layout::Side;
use crate::position::Position;
use crate::step::{FoldError, FoldErrorKind, Hand, Place, Step};

/// One moment of a replay: the position, the seeds in the sower's hand, and the step that led here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    pub position: Position,
    /// Seeds in the mover's hand at this moment.
    pub hand: u16,
    /// The step that produced this frame (`None` for the start).
    pub step: Option<Step>,
    /// Which move (0-based) the step belongs to.
    pub move_index: Option<usize>,
    /// The side whose move the step belongs to.
    pub mover: Side,
}

/// Frames for a start position and the step logs of the moves played from it.
#[derive(Clone, Debug)]
pub struct Timeline {
    frames: Vec<Frame>,
    /// Frame index where each move starts (the frame before its first step).
    move_starts: Vec<usize>,
}

impl Timeline {
    #[must_use]
    pub fn new(start: Position) -> Timeline {
        let mover = start.to_move();
        Timeline {
            frames: vec![Frame { position: start, hand: 0, step: None, move_index: None, mover }],
            move_starts: Vec::new(),
        }
    }

    /// Appends a move's steps.
    ///
    /// # Errors
    /// If the log does not fold over the last frame (nothing is appended then).
    pub fn push_move(&mut self, steps: &[Step]) -> Result<(), FoldError> {
        let new_frames = self.frames_after(steps)?;
        if let Some(hand) = new_frames.last().map(|f| f.hand).filter(|&h| h != 0) {
            return Err(FoldError { index: steps.len(), reason: FoldErrorKind::SeedsLeftInHand { count: hand } });
        }
        self.move_starts.push(self.frames.len() - 1);
        self.frames.extend(new_frames);
        Ok(())
    }

    /// The frames `steps` make from the last frame, one per step, as the next move's; the hand
    /// may hold seeds at the end (a move shown up to a decision, [`crate::Preview::board`]).
    ///
    /// # Errors
    /// If a step does not fold.
    pub fn frames_after(&self, steps: &[Step]) -> Result<Vec<Frame>, FoldError> {
        let last = self.frames.last().map_or_else(unreachable_start, |f| f.position.clone());
        let mover = last.to_move();
        let move_index = self.move_starts.len();
        let mut pos = last;
        let mut hand = Hand::default();
        let mut new_frames = Vec::with_capacity(steps.len());
        for (index, step) in steps.iter().enumerate() {
            pos.apply_step(&mut hand, step).map_err(|reason| FoldError { index, reason })?;
            new_frames.push(Frame {
                position: pos.clone(),
                hand: hand.seeds,
                step: Some(*step),
                move_index: Some(move_index),
                mover,
            });
        }
        Ok(new_frames)
    }

    /// Drops every move after the first `moves` (for undo).
    pub fn truncate_moves(&mut self, moves: usize) {
        if moves < self.move_starts.len() {
            let frame = self.move_starts[moves];
            self.frames.truncate(frame + 1);
            self.move_starts.truncate(moves);
        }
    }

    #[must_use]
    pub fn frames(&self) -> &[Frame] {
        &self.frames
    }
    #[must_use]
    pub fn frame(&self, index: usize) -> &Frame {
        &self.frames[index.min(self.frames.len() - 1)]
    }
    #[must_use]
    pub fn last_index(&self) -> usize {
        self.frames.len() - 1
    }
    #[must_use]
    pub fn move_count(&self) -> usize {
        self.move_starts.len()
    }
    /// The frame before the first step of move `m`.
    #[must_use]
    pub fn move_start(&self, m: usize) -> Option<usize> {
        self.move_starts.get(m).copied()
    }
    /// The frame after the last step of move `m`.
    #[must_use]
    pub fn move_end(&self, m: usize) -> Option<usize> {
        let start = *self.move_starts.get(m)?;
        Some(self.move_starts.get(m + 1).copied().unwrap_or(self.last_index()).max(start))
    }

    /// The number of whole moves shown at frame `i`: the moves whose last step is at or before
    /// it (0 until the first move ends).
    #[must_use]
    pub fn ply_at(&self, i: usize) -> usize {
        (0..self.move_count()).take_while(|&m| self.move_end(m).is_some_and(|end| end <= i)).count()
    }

    /// The frame that shows the position after the first `ply` moves (the last frame when the
    /// timeline has fewer).
    #[must_use]
    pub fn frame_of_ply(&self, ply: usize) -> usize {
        match ply.checked_sub(1) {
            None => 0,
            Some(m) => self.move_end(m).unwrap_or(self.last_index()),
        }
    }

    /// Whether a sowing ends at frame `i`: the next step lifts seeds for a new sowing, or starts
    /// another move, or there is no next step.
    fn sowing_boundary(&self, i: usize) -> bool {
        match self.frames.get(i + 1) {
            None => true,
            Some(next) => starts_sowing(next.step.as_ref()) || next.move_index != self.frames[i].move_index,
        }
    }

    /// The frame where the current sowing ends (the next boundary after `from`).
    #[must_use]
    pub fn next_sowing(&self, from: usize) -> usize {
        let last = self.last_index();
        (from + 1..=last).find(|&i| self.sowing_boundary(i)).unwrap_or(last)
    }

    /// The frame where the sowing before `from` started (the previous boundary).
    #[must_use]
    pub fn prev_sowing(&self, from: usize) -> usize {
        (0..from.min(self.frames.len())).rev().find(|&i| self.sowing_boundary(i)).unwrap_or(0)
    }

    /// The end of the move that contains frame `from` (or of the next move if `from` ends one).
    #[must_use]
    pub fn next_move(&self, from: usize) -> usize {
        for m in 0..self.move_count() {
            if let Some(end) = self.move_end(m) {
                if end > from {
                    return end;
                }
            }
        }
        self.last_index()
    }

    /// The start of the move that contains frame `from` (or of the previous move).
    #[must_use]
    pub fn prev_move(&self, from: usize) -> usize {
        for m in (0..self.move_count()).rev() {
            if let Some(start) = self.move_start(m) {
                if start < from {
                    return start;
                }
            }
        }
        0
    }
}

fn starts_sowing(step: Option<&Step>) -> bool {
    matches!(step, Some(Step::PickUp { .. } | Step::Relay { .. } | Step::Capture { to: Place::Hand, .. }))
}

#[cold]
fn unreachable_start() -> Position {
    // A timeline always has its start frame; this only keeps the code free of panics.
    Position::empty(crate::layout::Layout::two_row(6))
}

// The tests play Kalah.
#[cfg(all(test, feature = "two-row"))]
mod tests {
    use super::*;
    use crate::Variant;

    #[test]
    fn frames_follow_each_seed_of_a_kalah_move() {
        let v = Variant::new("kalah", &[]).unwrap();
        let start = v.start_position();
        let (after, steps) = v.play_token(&start, "S2").unwrap();
        let mut tl = Timeline::new(start);
        tl.push_move(&steps).unwrap();
        assert_eq!(tl.frame(tl.last_index()).position, after);
        // Pick-up, four seeds (S3, S4, S5, SS), extra turn.
        assert_eq!(tl.last_index(), steps.len());
        // Frame 1 is the pick-up (four in hand), frame 2 the first seed, into S3.
        assert_eq!((tl.frame(1).hand, tl.frame(1).position.seeds(2)), (4, 0));
        assert_eq!((tl.frame(2).hand, tl.frame(2).position.seeds(3)), (3, 5));
        assert_eq!(tl.next_move(0), tl.last_index());
        assert_eq!(tl.prev_move(tl.last_index()), 0);
        assert_eq!(tl.next_sowing(0), tl.last_index());
    }

    #[test]
    fn plies_and_their_frames_agree() {
        let v = Variant::new("kalah", &[]).unwrap();
        let start = v.start_position();
        let (p1, s1) = v.play_token(&start, "S2").unwrap();
        let (_, s2) = v.play_token(&p1, "S5").unwrap();
        let mut tl = Timeline::new(start);
        assert_eq!((tl.ply_at(0), tl.frame_of_ply(0), tl.frame_of_ply(1)), (0, 0, 0));
        tl.push_move(&s1).unwrap();
        tl.push_move(&s2).unwrap();
        let end1 = s1.len();
        assert_eq!(tl.frame_of_ply(1), end1);
        assert_eq!(tl.frame_of_ply(2), tl.last_index());
        assert_eq!(tl.frame_of_ply(9), tl.last_index());
        // Inside the first move no ply is complete; its last frame completes it.
        assert_eq!(tl.ply_at(end1 - 1), 0);
        assert_eq!(tl.ply_at(end1), 1);
        assert_eq!(tl.ply_at(end1 + 1), 1);
        assert_eq!(tl.ply_at(tl.last_index()), 2);
        for ply in 0..=2 {
            assert_eq!(tl.ply_at(tl.frame_of_ply(ply)), ply);
        }
    }

    #[test]
    fn a_bad_log_is_rejected_and_nothing_is_appended() {
        let v = Variant::new("kalah", &[]).unwrap();
        let start = v.start_position();
        let mut tl = Timeline::new(start);
        let bad = [Step::Sow { to: Place::Pit(0), rule: crate::RuleId("KAL-5") }];
        assert!(tl.push_move(&bad).is_err());
        assert_eq!(tl.last_index(), 0);
        assert_eq!(tl.move_count(), 0);
    }

    #[test]
    fn undo_truncates_to_a_move_boundary() {
        let v = Variant::new("kalah", &[]).unwrap();
        let start = v.start_position();
        let (p1, s1) = v.play_token(&start, "S2").unwrap();
        let (_, s2) = v.play_token(&p1, "S5").unwrap();
        let mut tl = Timeline::new(start);
        tl.push_move(&s1).unwrap();
        tl.push_move(&s2).unwrap();
        assert_eq!(tl.move_count(), 2);
        tl.truncate_moves(1);
        assert_eq!(tl.move_count(), 1);
        assert_eq!(tl.frame(tl.last_index()).position, p1);
    }
}
