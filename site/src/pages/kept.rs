//! The last game of each variant, kept on the device (`localStorage`, [`KEPT_KEY`]) after every
//! move, so that a closed tab loses no game: the home page and the play page of that variant
//! offer it back («Продовжити партію»), with its opponent and level, until the learner forgets
//! it or a new game of the variant replaces it (issue 38, R5).
//!
//! Plain Rust over a line of text; only [`KeptGames::load`], [`KeptGames::save`] and
//! [`Kept::restore_opponent`] touch the storage.

use crate::pages::computer::{Opponent, SETTINGS_KEY};
use crate::platform::js;

/// Where the kept games are: one a line, `<variant>\t<opponent>\t<share link>`, the latest last.
pub const KEPT_KEY: &str = "mancala.play.kept";

/// A game kept: its variant, whom the computer played and how strongly, and the game itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    /// The variant's id (`kalah`).
    pub variant: String,
    /// The opponent as [`Opponent::to_text`] writes it (`N1`, `-2c`).
    pub opponent: String,
    /// The game's share link without `#` (`/play/kalah?m=S2,S5,N1`): options, start and moves.
    pub hash: String,
}

impl Kept {
    /// Whether it can be written as one line and read back.
    fn is_sound(&self) -> bool {
        let clean = |s: &str| !s.is_empty() && !s.contains(['\t', '\n', '\r']);
        clean(&self.variant)
            && Opponent::parse(&self.opponent).is_some()
            && clean(&self.hash)
            && self.hash.starts_with("/play/")
    }

    /// Makes its opponent the play page's (read by the page of [`Kept::hash`] when it opens).
    pub fn restore_opponent(&self) {
        if Opponent::parse(&self.opponent).is_some() {
            js::storage_set(SETTINGS_KEY, &self.opponent);
        }
    }
}

/// The kept games, at most one per variant, the latest last.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeptGames(pub Vec<Kept>);

impl KeptGames {
    /// Reads the list as [`KEPT_KEY`] keeps it; unreadable lines are skipped, and of two lines
    /// of one variant the later wins.
    #[must_use]
    pub fn parse(text: &str) -> KeptGames {
        let mut games = KeptGames::default();
        for line in text.lines() {
            let mut parts = line.splitn(3, '\t');
            if let (Some(variant), Some(opponent), Some(hash)) = (parts.next(), parts.next(), parts.next()) {
                let game = Kept { variant: variant.into(), opponent: opponent.into(), hash: hash.into() };
                if game.is_sound() {
                    games.forget(variant);
                    games.0.push(game);
                }
            }
        }
        games
    }

    /// The list as [`KEPT_KEY`] keeps it.
    #[must_use]
    pub fn to_text(&self) -> String {
        self.0.iter().map(|g| format!("{}\t{}\t{}", g.variant, g.opponent, g.hash)).collect::<Vec<_>>().join("\n")
    }

    /// The kept game of `variant`.
    #[must_use]
    pub fn get(&self, variant: &str) -> Option<&Kept> {
        self.0.iter().find(|g| g.variant == variant)
    }

    /// Forgets the game of `variant`; whether there was one.
    pub fn forget(&mut self, variant: &str) -> bool {
        let before = self.0.len();
        self.0.retain(|g| g.variant != variant);
        self.0.len() != before
    }

    /// A session's game changed (a move, an undo, a new opponent): a game with `moves` replaces
    /// its variant's kept game; a game without a move is not kept, and forgets the kept game only
    /// when it was this session's own (undone back to the start), never another game of the
    /// variant waiting to be continued. Whether the list changed.
    pub fn changed(&mut self, game: Kept, moves: usize, own: bool) -> bool {
        if moves == 0 {
            return own && self.forget(&game.variant);
        }
        if !game.is_sound() || self.0.last() == Some(&game) {
            return false;
        }
        self.forget(&game.variant);
        self.0.push(game);
        true
    }

    /// The kept games of this device.
    #[must_use]
    pub fn load() -> KeptGames {
        KeptGames::parse(&js::storage_get(KEPT_KEY).unwrap_or_default())
    }

    /// Keeps the list on this device; whether it was saved.
    pub fn save(&self) -> bool {
        if self.0.is_empty() {
            js::storage_remove(KEPT_KEY);
            true
        } else {
            js::storage_set(KEPT_KEY, &self.to_text())
        }
    }

    /// Forgets the game of `variant` on this device.
    pub fn forget_saved(variant: &str) {
        let mut games = KeptGames::load();
        if games.forget(variant) {
            games.save();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(variant: &str, opponent: &str, moves: &str) -> Kept {
        Kept { variant: variant.into(), opponent: opponent.into(), hash: format!("/play/{variant}?m={moves}") }
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn each_move_replaces_the_variants_game_and_the_list_reads_back() {
        let mut kept = KeptGames::default();
        assert!(kept.changed(game("kalah", "N1", "S2"), 1, false));
        assert!(kept.changed(game("oware", "-2", "S1"), 1, false));
        assert!(kept.changed(game("kalah", "N1", "S2,N3"), 2, true));
        // The same game again (a redraw, the computer's settings unchanged) writes nothing.
        assert!(!kept.changed(game("kalah", "N1", "S2,N3"), 2, true));
        assert_eq!(kept.0, vec![game("oware", "-2", "S1"), game("kalah", "N1", "S2,N3")]);
        // A new opponent or level is kept with the game.
        assert!(kept.changed(game("kalah", "S4c", "S2,N3"), 2, true));
        assert_eq!(kept.get("kalah").map(|g| g.opponent.as_str()), Some("S4c"));
        assert_eq!(KeptGames::parse(&kept.to_text()), kept);
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn a_game_without_a_move_is_not_kept_and_forgets_only_its_own() {
        let mut kept = KeptGames::default();
        // A fresh board of a variant with no kept game keeps nothing.
        assert!(!kept.changed(game("kalah", "N1", ""), 0, false));
        assert!(kept.0.is_empty());
        kept.changed(game("kalah", "N1", "S2"), 1, false);
        // Another page's fresh board of the variant leaves the kept game to be continued.
        assert!(!kept.changed(game("kalah", "-2", ""), 0, false));
        assert_eq!(kept.get("kalah"), Some(&game("kalah", "N1", "S2")));
        // The session that kept it, undone back to the start: nothing left to keep.
        assert!(kept.changed(game("kalah", "N1", ""), 0, true));
        assert!(kept.get("kalah").is_none());
    }

    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    fn forgetting_and_unreadable_lines() {
        let mut kept = KeptGames::parse(
            "kalah\tN1\t/play/kalah?m=S2\n\
             broken line\n\
             oware\tX9\t/play/oware?m=S1\n\
             bao\t-2\t/learn/bao\n\
             oware\t-2\t/play/oware?m=S1\n\
             kalah\tS3c\t/play/kalah?m=S2,N3",
        );
        // Bad opponents and addresses that are no game are skipped; a variant's later line wins.
        assert_eq!(kept.0, vec![game("oware", "-2", "S1"), game("kalah", "S3c", "S2,N3")]);
        assert!(kept.forget("kalah"));
        assert!(!kept.forget("kalah"));
        assert_eq!(kept.to_text(), "oware\t-2\t/play/oware?m=S1");
        // A value that could not be read back is never written.
        let mut bad = KeptGames::default();
        assert!(!bad.changed(Kept { hash: "/play/kalah?m=S2\nx".into(), ..game("kalah", "N1", "") }, 1, false));
        assert!(bad.0.is_empty());
    }
}
