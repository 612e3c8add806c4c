//! A game in progress, as the page sees it: plain Rust over the engine, no browser code.

use mancala_engine::{IllegalMove, Layout, Move, Position, Rows, Side, Step, Variant, VariantError, VariantSpec};

/// The move just played, for the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastMove {
    pub token: String,
    pub steps: Vec<Step>,
}

/// Why a click on a pit did not make a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClickError {
    /// The engine rejects the move, with its reason.
    Illegal(IllegalMove),
    /// Several legal moves start at this pit (a direction or capture choice follows); the simple
    /// board cannot ask for it yet.
    NeedsChoice,
}

/// One game of one variant: the position and the last move.
#[derive(Clone, Debug)]
pub struct Game {
    variant: Variant,
    position: Position,
    last: Option<LastMove>,
}

impl Game {
    /// A new game of `spec` with default options.
    ///
    /// # Errors
    /// The engine does not know the variant (should not happen for a spec from `variants()`).
    pub fn new(spec: &VariantSpec) -> Result<Game, VariantError> {
        let variant = Variant::new(spec.id, &[])?;
        let position = variant.start_position();
        Ok(Game { variant, position, last: None })
    }

    #[must_use]
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    #[must_use]
    pub fn last_move(&self) -> Option<&LastMove> {
        self.last.as_ref()
    }

    #[must_use]
    pub fn layout(&self) -> Layout {
        self.variant.layout()
    }

    /// The pits from which the player to move may start a move.
    #[must_use]
    pub fn playable_pits(&self) -> Vec<usize> {
        let mut pits: Vec<usize> =
            self.variant.legal_moves(&self.position).iter().filter_map(Move::start_pit).collect();
        pits.sort_unstable();
        pits.dedup();
        pits
    }

    /// Plays the move that starts at `pit`, if there is exactly one.
    ///
    /// # Errors
    /// The engine's reason when no legal move starts there, or [`ClickError::NeedsChoice`].
    pub fn click(&mut self, pit: usize) -> Result<&LastMove, ClickError> {
        let mut candidates: Vec<Move> =
            self.variant.legal_moves(&self.position).into_iter().filter(|m| m.start_pit() == Some(pit)).collect();
        let mv = match candidates.len() {
            // Ask the engine why: it names the reason (empty pit, not yours, a rule).
            0 => Move::sow(pit),
            1 => candidates.remove(0),
            _ => return Err(ClickError::NeedsChoice),
        };
        let (next, steps) = self.variant.play(&self.position, &mv).map_err(ClickError::Illegal)?;
        self.position = next;
        Ok(self.last.insert(LastMove { token: mv.token(self.layout()), steps }))
    }

    /// Starts again from the start position.
    pub fn restart(&mut self) {
        self.position = self.variant.start_position();
        self.last = None;
    }
}

/// The pits of a board as drawn, top row first, each row left to right (South at the bottom,
/// sowing counter-clockwise).
#[must_use]
pub fn board_rows(layout: Layout) -> Vec<Vec<usize>> {
    let n = layout.columns as usize;
    match layout.rows {
        Rows::Two => vec![
            (0..n).map(|c| layout.pit(Side::North, n - 1 - c)).collect(),
            (0..n).map(|c| layout.pit(Side::South, c)).collect(),
        ],
        // A player's `k` counts from their own left; North sits opposite, so its row runs backwards.
        Rows::Four => vec![
            (0..n).map(|c| layout.outer(Side::North, n - c)).collect(),
            (0..n).map(|c| layout.inner(Side::North, n - c)).collect(),
            (0..n).map(|c| layout.inner(Side::South, c + 1)).collect(),
            (0..n).map(|c| layout.outer(Side::South, c + 1)).collect(),
        ],
    }
}

/// The DOM id of a pit's button: `pit-S0`, `pit-N5`, `pit-S_I5` (a `.` would need escaping in CSS
/// selectors).
#[must_use]
pub fn pit_dom_id(layout: Layout, pit: usize) -> String {
    format!("pit-{}", layout.pit_name(pit).replace('.', "_"))
}
