//! The special pits of a variant, for the board's marks: heads, outskirts, houses (RULES.md §0.2.2)
//! and the blocked pit. Taken from the variant's id, the layout and the position's state, not from
//! rule logic.

use crate::drawing::Mark;
use mancala_engine::{Position, Side};

/// Which special pits a variant has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Specials {
    pub heads: bool,
    pub outskirts: bool,
    /// `I5` is a house.
    pub inner_house: bool,
    /// `O5` is a house too (Katra Sakalava's second one).
    pub outer_house: bool,
}

#[must_use]
pub fn specials(variant: &str) -> Specials {
    match variant {
        "kujifunza" | "katra_fandatsaka" => Specials { heads: true, outskirts: true, ..Specials::default() },
        "kiswahili" => Specials { heads: true, outskirts: true, inner_house: true, outer_house: false },
        "katra_sakalava" => Specials { heads: true, outskirts: true, inner_house: true, outer_house: true },
        _ => Specials::default(),
    }
}

/// The marks of a position: houses with their state, the blocked pit, heads, outskirts.
#[must_use]
pub fn marks(variant: &str, pos: &Position) -> Vec<(usize, Mark)> {
    let sp = specials(variant);
    let layout = pos.layout();
    let n = layout.columns as usize;
    let mut out: Vec<(usize, Mark)> = Vec::new();
    let mut add = |pit: usize, mark: Mark| {
        if !out.iter().any(|(p, _)| *p == pit) {
            out.push((pit, mark));
        }
    };
    if let Some(b) = pos.blocked() {
        add(b, Mark::Blocked);
    }
    if n >= 5 && layout.rows == mancala_engine::Rows::Four {
        for side in Side::BOTH {
            let destroyed = pos.house_destroyed(side);
            if sp.inner_house {
                add(layout.inner(side, 5), Mark::House { destroyed });
            }
            if sp.outer_house {
                add(layout.outer(side, 5), Mark::House { destroyed });
            }
            if sp.heads {
                add(layout.inner(side, 1), Mark::Head);
                add(layout.inner(side, n), Mark::Head);
            }
            if sp.outskirts {
                add(layout.inner(side, 2), Mark::Outskirt);
                add(layout.inner(side, n - 1), Mark::Outskirt);
            }
        }
    }
    out
}
