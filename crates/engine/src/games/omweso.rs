//! Not implemented yet (see the issue for the four-row games).

use crate::games::Rules;
use crate::layout::Layout;
use crate::moves::{IllegalReason, Move};
use crate::position::Position;
use crate::step::StepSink;
use crate::variant::VariantSpec;

pub static SPECS: &[VariantSpec] = &[];

#[derive(Clone, Debug)]
pub struct Omweso;

impl Rules for Omweso {
    fn layout(&self) -> Layout {
        Layout::four_row(8)
    }
    fn start_position(&self) -> Position {
        Position::empty(self.layout())
    }
    fn legal_moves(&self, _pos: &Position, _out: &mut Vec<Move>) {}
    fn check_move(&self, _pos: &Position, _mv: &Move) -> Result<(), IllegalReason> {
        Err(IllegalReason::UnexpectedAction { index: 0 })
    }
    fn play<S: StepSink>(&self, _pos: &mut Position, _mv: &Move, _sink: &mut S) {}
}
