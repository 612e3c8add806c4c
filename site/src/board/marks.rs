//! The board's marks of a position: the pits with a role in the variant's rules (heads,
//! outskirts, houses: RULES.md §0.2.2), taken from the engine's data on the variant's spec
//! ([`mancala_engine::PitRoles`]), with the state the position gives them (a destroyed house, the
//! blocked pit). No rule facts here: the view only turns roles into marks.

use crate::board::drawing::Mark;
use mancala_engine::{PitRole, PitRoles, Position};

/// The marks of a position of a game whose pits have the `roles` of its spec
/// (`VariantSpec::pit_roles`): the blocked pit, then houses with their state, heads and
/// outskirts (one mark per pit, the first wins).
#[must_use]
pub fn marks(roles: &PitRoles, pos: &Position) -> Vec<(usize, Mark)> {
    let layout = pos.layout();
    let mut out: Vec<(usize, Mark)> = Vec::new();
    let mut add = |pit: usize, mark: Mark| {
        if !out.iter().any(|(p, _)| *p == pit) {
            out.push((pit, mark));
        }
    };
    if let Some(b) = pos.blocked() {
        add(b, Mark::Blocked);
    }
    for (pit, role) in roles.pits(layout) {
        add(
            pit,
            match role {
                PitRole::House => Mark::House { destroyed: pos.house_destroyed(layout.side_of(pit)) },
                PitRole::Head => Mark::Head,
                PitRole::Outskirt => Mark::Outskirt,
            },
        );
    }
    out
}
