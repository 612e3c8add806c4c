//! Board shapes, sides and pit names.
//!
//! Pit indices follow RULES.md §0.2. Two-row boards: `S0..S(n-1)` are `0..n-1`, `N0..N(n-1)` are
//! `n..2n-1`, so counter-clockwise sowing is `+1 mod 2n`. Four-row boards: each player's half is
//! `O1..On, In..I1` (local `0..2n-1`), South first (`0..2n-1`), North next (`2n..4n-1`), so
//! counter-clockwise sowing inside a half is `+1 mod 2n`.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The largest board the engine knows: 4×16 (Hus on a long board).
pub const MAX_PITS: usize = 64;

/// A player. South is drawn at the bottom and, unless a position says otherwise, moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    #[serde(rename = "S")]
    South,
    #[serde(rename = "N")]
    North,
}

impl Side {
    #[must_use]
    #[inline]
    pub const fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        match self {
            Side::South => 0,
            Side::North => 1,
        }
    }

    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Side::South => 'S',
            Side::North => 'N',
        }
    }

    #[must_use]
    pub fn from_letter(c: char) -> Option<Side> {
        match c {
            'S' | 's' => Some(Side::South),
            'N' | 'n' => Some(Side::North),
            _ => None,
        }
    }

    pub const BOTH: [Side; 2] = [Side::South, Side::North];
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// Sowing direction, seen from above (RULES.md §0.2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    /// Counter-clockwise: `+1` along the pit indices.
    Ccw,
    /// Clockwise: `-1` along the pit indices.
    Cw,
}

impl Direction {
    #[must_use]
    pub const fn reversed(self) -> Direction {
        match self {
            Direction::Ccw => Direction::Cw,
            Direction::Cw => Direction::Ccw,
        }
    }

    #[must_use]
    pub const fn token(self) -> &'static str {
        match self {
            Direction::Ccw => "ccw",
            Direction::Cw => "cw",
        }
    }
}

/// The two board families of the source articles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rows {
    Two,
    Four,
}

/// The shape of a board: two or four rows of `columns` pits. Stores and reserves always exist in
/// [`crate::Position`]; `stores_in_circuit` only tells a viewer whether sowing passes through them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Layout {
    pub rows: Rows,
    pub columns: u8,
}

/// Where a pit lies, in a player's own view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Row {
    /// The only row of a two-row board's half.
    Near,
    /// Four-row boards: the row nearer the player.
    Outer,
    /// Four-row boards: the row facing the opponent.
    Inner,
}

impl Layout {
    #[must_use]
    pub const fn two_row(columns: u8) -> Layout {
        Layout { rows: Rows::Two, columns }
    }

    #[must_use]
    pub const fn four_row(columns: u8) -> Layout {
        Layout { rows: Rows::Four, columns }
    }

    /// Pits in one player's half.
    #[must_use]
    #[inline]
    pub const fn pits_per_side(self) -> usize {
        match self.rows {
            Rows::Two => self.columns as usize,
            Rows::Four => 2 * self.columns as usize,
        }
    }

    #[must_use]
    #[inline]
    pub const fn pit_count(self) -> usize {
        2 * self.pits_per_side()
    }

    /// The global index of a side's local pit `local` (`0..pits_per_side`).
    #[must_use]
    #[inline]
    pub const fn pit(self, side: Side, local: usize) -> usize {
        side.index() * self.pits_per_side() + local
    }

    /// The global pit indices of a side's half.
    #[must_use]
    #[inline]
    pub const fn side_range(self, side: Side) -> std::ops::Range<usize> {
        let n = self.pits_per_side();
        side.index() * n..side.index() * n + n
    }

    /// Which half a pit lies in (its physical side of the board; Nam-Nam ownership may differ).
    #[must_use]
    #[inline]
    pub const fn side_of(self, pit: usize) -> Side {
        if pit < self.pits_per_side() {
            Side::South
        } else {
            Side::North
        }
    }

    /// A pit's index inside its own half.
    #[must_use]
    #[inline]
    pub const fn local(self, pit: usize) -> usize {
        pit % self.pits_per_side()
    }

    #[must_use]
    pub const fn row_of(self, pit: usize) -> Row {
        match self.rows {
            Rows::Two => Row::Near,
            Rows::Four => {
                if self.local(pit) < self.columns as usize {
                    Row::Outer
                } else {
                    Row::Inner
                }
            }
        }
    }

    /// The next pit in `dir`: around the whole board on two-row boards, around the player's
    /// own half on four-row boards (C4-1).
    #[must_use]
    #[inline]
    pub const fn step(self, pit: usize, dir: Direction) -> usize {
        match self.rows {
            Rows::Two => {
                let n = self.pit_count();
                match dir {
                    Direction::Ccw => (pit + 1) % n,
                    Direction::Cw => (pit + n - 1) % n,
                }
            }
            Rows::Four => {
                let n = self.pits_per_side();
                let base = pit - pit % n;
                let local = pit % n;
                match dir {
                    Direction::Ccw => base + (local + 1) % n,
                    Direction::Cw => base + (local + n - 1) % n,
                }
            }
        }
    }

    /// The next pit in `dir` inside the half of `pit` on a four-row board: [`Layout::step`]
    /// without its divisions, by comparison (it runs once per sown seed). The one definition of
    /// "the next pit in this half" for every four-row game.
    #[must_use]
    #[inline]
    pub const fn next_in_half(self, pit: usize, dir: Direction) -> usize {
        let per = self.pits_per_side();
        let base = if pit >= per { per } else { 0 };
        match dir {
            Direction::Ccw => {
                if pit + 1 == base + per {
                    base
                } else {
                    pit + 1
                }
            }
            Direction::Cw => {
                if pit == base {
                    base + per - 1
                } else {
                    pit - 1
                }
            }
        }
    }

    /// The pit across the board. Two-row: `S_i` faces `N_(n-1-i)`. Four-row: only inner pits
    /// face the opponent; `S.Ik` faces `N.I(n+1-k)`. Outer pits have no opposite pit.
    #[must_use]
    #[inline]
    pub const fn opposite(self, pit: usize) -> Option<usize> {
        match self.rows {
            Rows::Two => Some(self.pit_count() - 1 - pit),
            Rows::Four => {
                let n = self.columns as usize;
                let per = 2 * n;
                let local = pit % per;
                if local < n {
                    return None;
                }
                // Local j (inner) faces the opponent's local 3n-1-j.
                let side_base = if pit < per { per } else { 0 };
                Some(side_base + 3 * n - 1 - local)
            }
        }
    }

    /// Four-row boards: the opponent's outer pit behind the pit opposite `pit` (the "back pit").
    #[must_use]
    #[inline]
    pub const fn behind_opposite(self, pit: usize) -> Option<usize> {
        match self.rows {
            Rows::Two => None,
            Rows::Four => match self.opposite(pit) {
                Some(opp) => Some(self.outer_of(opp)),
                None => None,
            },
        }
    }

    /// Four-row boards: the outer pit in the same column as an inner pit (or itself if outer).
    #[must_use]
    #[inline]
    pub const fn outer_of(self, pit: usize) -> usize {
        let per = self.pits_per_side();
        let base = pit - pit % per;
        let local = pit % per;
        if local < self.columns as usize {
            pit
        } else {
            base + per - 1 - local
        }
    }

    /// Four-row boards: the global index of a side's inner pit `I{k}` (1-based, own left).
    #[must_use]
    #[inline]
    pub const fn inner(self, side: Side, k: usize) -> usize {
        self.pit(side, self.pits_per_side() - k)
    }

    /// Four-row boards: the global index of a side's outer pit `O{k}` (1-based, own left).
    #[must_use]
    #[inline]
    pub const fn outer(self, side: Side, k: usize) -> usize {
        self.pit(side, k - 1)
    }

    /// A pit's number as a learner reads it (the board's labels, lessons, captions): from 1,
    /// from its owner's left, on every board (its row is said in words on four-row boards).
    /// The one definition the site, the texts and the content checks use.
    #[must_use]
    pub const fn learner_number(self, pit: usize) -> usize {
        match self.rows {
            Rows::Two => self.number(pit) + 1,
            Rows::Four => self.number(pit),
        }
    }

    /// The 1-based column of a pit counted from its owner's left (`k` in `Ik`/`Ok`), or the
    /// 0-based number on two-row boards.
    #[must_use]
    pub const fn number(self, pit: usize) -> usize {
        let local = self.local(pit);
        match self.rows {
            Rows::Two => local,
            Rows::Four => {
                let n = self.columns as usize;
                if local < n {
                    local + 1
                } else {
                    2 * n - local
                }
            }
        }
    }

    /// The pit's name as in RULES.md: `S3`, `N0`, `S.I5`, `N.O8`.
    #[must_use]
    pub fn pit_name(self, pit: usize) -> String {
        let side = self.side_of(pit);
        match self.row_of(pit) {
            Row::Near => format!("{side}{}", self.number(pit)),
            Row::Outer => format!("{side}.O{}", self.number(pit)),
            Row::Inner => format!("{side}.I{}", self.number(pit)),
        }
    }

    /// Parses a pit name (`S3`, `N.I5`, `s.o1`).
    #[must_use]
    pub fn parse_pit(self, text: &str) -> Option<usize> {
        let mut chars = text.chars();
        let side = Side::from_letter(chars.next()?)?;
        let rest = chars.as_str();
        match self.rows {
            Rows::Two => {
                let k: usize = rest.parse().ok()?;
                (k < self.columns as usize && rest.chars().all(|c| c.is_ascii_digit())).then(|| self.pit(side, k))
            }
            Rows::Four => {
                let rest = rest.strip_prefix('.')?;
                let mut rc = rest.chars();
                let row = rc.next()?;
                let digits = rc.as_str();
                if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
                    return None;
                }
                let k: usize = digits.parse().ok()?;
                if k == 0 || k > self.columns as usize {
                    return None;
                }
                match row {
                    'I' | 'i' => Some(self.inner(side, k)),
                    'O' | 'o' => Some(self.outer(side, k)),
                    _ => None,
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_row_opposites_follow_rules_0_2_1() {
        let l = Layout::two_row(6);
        assert_eq!(l.opposite(0), Some(11)); // S0 faces N5
        assert_eq!(l.opposite(5), Some(6)); // S5 faces N0
        assert_eq!(l.pit_name(7), "N1");
        assert_eq!(l.parse_pit("N1"), Some(7));
        assert_eq!(l.parse_pit("S6"), None);
        assert_eq!(l.step(11, Direction::Ccw), 0);
    }

    #[test]
    fn four_row_indices_follow_rules_0_2_2() {
        let l = Layout::four_row(8);
        assert_eq!(l.outer(Side::South, 1), 0);
        assert_eq!(l.inner(Side::South, 8), 8);
        assert_eq!(l.inner(Side::South, 1), 15);
        // S.Ik faces N.I(9-k); N.O(9-k) lies behind it.
        for k in 1..=8 {
            let s = l.inner(Side::South, k);
            assert_eq!(l.opposite(s), Some(l.inner(Side::North, 9 - k)));
            assert_eq!(l.behind_opposite(s), Some(l.outer(Side::North, 9 - k)));
            assert_eq!(l.opposite(l.inner(Side::North, 9 - k)), Some(s));
        }
        assert_eq!(l.opposite(l.outer(Side::South, 3)), None);
        assert_eq!(l.pit_name(l.inner(Side::North, 5)), "N.I5");
        assert_eq!(l.parse_pit("N.I5"), Some(l.inner(Side::North, 5)));
        // CCW runs along the own outer row, then back along the inner row, inside one half.
        assert_eq!(l.step(l.outer(Side::South, 8), Direction::Ccw), l.inner(Side::South, 8));
        assert_eq!(l.step(l.inner(Side::South, 1), Direction::Ccw), l.outer(Side::South, 1));
        assert_eq!(l.step(l.inner(Side::North, 1), Direction::Ccw), l.outer(Side::North, 1));
        // From the left head, clockwise sowing goes along the inner row to I2.
        assert_eq!(l.step(l.inner(Side::South, 1), Direction::Cw), l.inner(Side::South, 2));
    }

    #[test]
    fn next_in_half_is_step_on_four_row_boards() {
        for columns in [3, 7, 8, 16] {
            let l = Layout::four_row(columns);
            for pit in 0..l.pit_count() {
                for dir in [Direction::Ccw, Direction::Cw] {
                    assert_eq!(l.next_in_half(pit, dir), l.step(pit, dir), "{columns} {pit} {dir:?}");
                }
            }
        }
    }

    #[test]
    fn a_learner_counts_every_pit_from_1_from_its_owners_left() {
        let two = Layout::two_row(6);
        // S0 is South's first pit; N0, across from S5, is North's first (from North's left).
        assert_eq!([0, 5, 6, 11].map(|p| two.learner_number(p)), [1, 6, 1, 6]);
        let four = Layout::four_row(8);
        for side in Side::BOTH {
            for k in 1..=8 {
                assert_eq!(four.learner_number(four.inner(side, k)), k);
                assert_eq!(four.learner_number(four.outer(side, k)), k);
            }
        }
    }

    #[test]
    fn four_row_seven_columns() {
        let l = Layout::four_row(7);
        for k in 1..=7 {
            let s = l.inner(Side::South, k);
            assert_eq!(l.opposite(s), Some(l.inner(Side::North, 8 - k)));
        }
    }
}
