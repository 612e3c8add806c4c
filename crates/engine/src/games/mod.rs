//! The rules of each game family, behind one trait, dispatched through one enum.

use crate::layout::{Layout, Rows};
use crate::moves::{Action, IllegalReason, Move};
use crate::playout::Rng;
use crate::position::{Position, PositionError};
use crate::spec::VariantSpec;
use crate::step::{NoSteps, StepSink};

// Each board family's modules compile only with its feature (Cargo.toml: the embed's per-family
// wasm): the two-row games and their shared pieces in `two_row/`, the four-row ones in `four_row/`.
#[cfg(feature = "two-row")]
pub mod two_row;

#[cfg(feature = "four-row")]
pub mod four_row;

/// When a repeated position ends the game (KIA-8, C4-7, the Oware cycle rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RepetitionRule {
    /// The occurrence of the same position that ends the game (2 = the first repeat).
    pub occurrences: u8,
    /// Count only positions since the last capture (or any irreversible change).
    pub since_capture: bool,
    pub rule: &'static str,
}

impl RepetitionRule {
    /// C4-7: the repetition draw of the option `engine.repetition_draw`
    /// (`options::REPETITION_DRAW`), read this one way by every game that declares it.
    /// The value `n` counts occurrences of the same position (board, stores, reserves, houses,
    /// owners, side to move) over the whole game; a capture does not reset the count, since
    /// seeds flow back between the halves and earlier positions can recur:
    /// * `0`: no repetition draw;
    /// * `1` or `2`: the game is drawn at the first repeat (the position's second occurrence):
    ///   every position occurs once, so `1` cannot mean "at its first occurrence" and reads as `2`;
    /// * `n` ≥ 3: drawn when a position occurs for the `n`-th time (3 = threefold, the default).
    #[must_use]
    pub fn draw_after(n: i64) -> Option<RepetitionRule> {
        (n > 0).then(|| RepetitionRule {
            occurrences: u8::try_from(n.max(2)).unwrap_or(u8::MAX),
            since_capture: false,
            rule: "C4-7",
        })
    }

    /// [`RepetitionRule::draw_after`] with the variant's value of `engine.repetition_draw`.
    ///
    /// # Errors
    /// The variant does not declare the option.
    pub fn from_draw_option(
        o: &crate::options::OptionValues,
    ) -> Result<Option<RepetitionRule>, crate::options::OptionError> {
        Ok(RepetitionRule::draw_after(o.number(crate::options::REPETITION_DRAW.key)?))
    }
}

/// The rules of one game family with its options resolved.
///
/// Contract: `legal_moves` lists exactly the moves `check_move` accepts; `play` is only called
/// with such a move and moves seeds only through [`crate::MoveCtx`]; every move's log ends its turn
/// (`TurnEnd` or `ExtraTurn`) and may then end the game.
pub trait Rules {
    fn layout(&self) -> Layout;
    fn start_position(&self) -> Position;
    /// Variant rules a position must satisfy beyond its shape.
    ///
    /// # Errors
    /// What is wrong, citing the rule.
    fn check_position(&self, _pos: &Position) -> Result<(), PositionError> {
        Ok(())
    }
    /// Appends every legal move of the player to move (nothing when the game is over).
    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>);
    /// Why `mv` is illegal, or `Ok` if it is legal.
    ///
    /// # Errors
    /// The reason, citing the rule.
    fn check_move(&self, pos: &Position, mv: &Move) -> Result<(), IllegalReason>;
    /// Plays a legal move.
    fn play<S: StepSink>(&self, pos: &mut Position, mv: &Move, sink: &mut S);
    /// For games whose every move is a single `Sow`: the legal moves as a bit set of pits (bit
    /// `i` = global pit `i`), in the order `legal_moves` lists them (ascending). `None` means
    /// "use `legal_moves`". Playouts use it to skip building `Move` values; the property test
    /// checks it agrees with `legal_moves`.
    fn legal_sow_mask(&self, _pos: &Position) -> Option<u64> {
        None
    }
    /// Plays the legal move `Sow(pit)` of a game that answers [`Rules::legal_sow_mask`], without
    /// a step log: the same position as `play(pos, &Move::sow(pit), &mut NoSteps)`, which is the
    /// default. Playouts call it with a pit of the mask; `tests/nosteps.rs` checks the override.
    #[inline]
    fn play_sow(&self, pos: &mut Position, pit: usize) {
        self.play(pos, &Move::sow(pit), &mut crate::step::NoSteps);
    }
    /// One ply of a random playout without a step log: lists the legal moves into `moves`
    /// (cleared first), plays the `rng.below(len)`-th and returns `true`; returns `false`, playing
    /// nothing, when there is no legal move. The default is [`default_random_ply`]; an override
    /// must list, draw and play exactly as it does (same moves, same order, same position after),
    /// and may only save work, such as simulating the chosen move again (`tests/nosteps.rs` and the
    /// golden games check it).
    #[inline]
    fn random_ply(&self, pos: &mut Position, rng: &mut Rng, moves: &mut Vec<Move>) -> bool
    where
        Self: Sized,
    {
        default_random_ply(self, pos, rng, moves)
    }
    /// The repetition rule, if the variant has one.
    fn repetition(&self) -> Option<RepetitionRule> {
        None
    }
    /// Ends the game by repetition (or an agreed end): the variant decides who gets what.
    /// The default is a draw with the seeds left where they are.
    fn end_by_repetition<S: StepSink>(&self, pos: &mut Position, sink: &mut S, rule: &'static str) {
        let mut ctx = crate::MoveCtx::new(pos, sink);
        ctx.game_end(crate::Outcome { winner: None, reason: crate::EndReason::Repetition }, rule);
    }
    /// Ends the game because both players agree to (OW-11c), with the steps the variant's rule
    /// gives. Returns `false`, and changes nothing, when the variant has no such rule or the game
    /// is over.
    fn agreed_end<S: StepSink>(&self, _pos: &mut Position, _sink: &mut S) -> bool {
        false
    }
    /// What may follow `chosen` in this turn — the next actions, in the order the legal moves'
    /// list would give them, and whether `chosen` is a whole move — when the game can tell
    /// without listing every legal move (Omweso's free set-up has 390 625). `None`: ask the list.
    fn choices_without_listing(&self, _pos: &Position, _chosen: &[Action]) -> Option<(Vec<Action>, bool)> {
        None
    }
}

/// [`Rules::random_ply`] through [`Rules::legal_moves`] and [`Rules::play`].
#[inline]
pub fn default_random_ply<R: Rules>(rules: &R, pos: &mut Position, rng: &mut Rng, moves: &mut Vec<Move>) -> bool {
    moves.clear();
    rules.legal_moves(pos, moves);
    if moves.is_empty() {
        return false;
    }
    let mv = &moves[rng.below(moves.len())];
    rules.play(pos, mv, &mut NoSteps);
    true
}

/// Code that runs with a family's concrete rules type (see [`Ruleset::visit`]).
pub trait RulesVisitor {
    type Output;
    fn visit<R: Rules>(self, rules: &R) -> Self::Output;
}

/// Declares, from the one list of games below, [`Ruleset`] and its dispatch, the registry of
/// specs ([`REGISTRY`]) and the ids of every game of the full engine ([`ALL_VARIANT_ROWS`]). An
/// entry is a rules type with its family's `cfg` and board family, and, for the module that
/// holds the specs, `=> module::SPECS [ids]`; every attribute goes onto the enum variant, the
/// match arms and the registry entry that name it. The ids are written out because a build
/// without a family still names its games (`VariantError::FamilyNotBuilt`); a test holds them to
/// the specs.
macro_rules! games {
    ($(#[$m:meta] $rows:ident $name:ident($ty:ty) $(=> $specs:path [$($id:literal),+])?;)*) => {
        /// Every game's rules, for static dispatch.
        #[derive(Clone, Debug)]
        pub enum Ruleset { $(#[$m] $name($ty)),* }

        /// The specs of every game this build has, in the list's order (see [`games!`]).
        pub(crate) static REGISTRY: &[&[VariantSpec]] = &[$($(#[$m] $specs,)?)*];

        /// Every variant id of the full engine with its board family, whatever families this build
        /// has: so a one-family build can tell a game it leaves out from an id that names no game.
        /// Ids only, to stay cheap in the embed's wasm.
        pub(crate) static ALL_VARIANT_ROWS: &[(&str, Rows)] = &[$($($(($id, Rows::$rows),)+)?)*];

        impl Ruleset {
            /// Runs `visitor` with the concrete rules, so hot loops (playouts) are compiled once per
            /// game instead of dispatching on every call.
            #[inline]
            pub fn visit<V: RulesVisitor>(&self, visitor: V) -> V::Output {
                match self { $(#[$m] Ruleset::$name(r) => visitor.visit(r)),* }
            }
        }

        impl Rules for Ruleset {
            fn layout(&self) -> Layout { match self { $(#[$m] Ruleset::$name(r) => r.layout()),* } }
            fn start_position(&self) -> Position { match self { $(#[$m] Ruleset::$name(r) => r.start_position()),* } }
            fn check_position(&self, pos: &Position) -> Result<(), PositionError> {
                match self { $(#[$m] Ruleset::$name(r) => r.check_position(pos)),* }
            }
            #[inline]
            fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
                match self { $(#[$m] Ruleset::$name(r) => r.legal_moves(pos, out)),* }
            }
            fn check_move(&self, pos: &Position, mv: &Move) -> Result<(), IllegalReason> {
                match self { $(#[$m] Ruleset::$name(r) => r.check_move(pos, mv)),* }
            }
            #[inline]
            fn play<S: StepSink>(&self, pos: &mut Position, mv: &Move, sink: &mut S) {
                match self { $(#[$m] Ruleset::$name(r) => r.play(pos, mv, sink)),* }
            }
            #[inline]
            fn legal_sow_mask(&self, pos: &Position) -> Option<u64> {
                match self { $(#[$m] Ruleset::$name(r) => r.legal_sow_mask(pos)),* }
            }
            #[inline]
            fn play_sow(&self, pos: &mut Position, pit: usize) {
                match self { $(#[$m] Ruleset::$name(r) => r.play_sow(pos, pit)),* }
            }
            #[inline]
            fn random_ply(&self, pos: &mut Position, rng: &mut crate::playout::Rng, moves: &mut Vec<Move>) -> bool {
                match self { $(#[$m] Ruleset::$name(r) => r.random_ply(pos, rng, moves)),* }
            }
            fn repetition(&self) -> Option<RepetitionRule> {
                match self { $(#[$m] Ruleset::$name(r) => r.repetition()),* }
            }
            fn end_by_repetition<S: StepSink>(&self, pos: &mut Position, sink: &mut S, rule: &'static str) {
                match self { $(#[$m] Ruleset::$name(r) => r.end_by_repetition(pos, sink, rule)),* }
            }
            fn agreed_end<S: StepSink>(&self, pos: &mut Position, sink: &mut S) -> bool {
                match self { $(#[$m] Ruleset::$name(r) => r.agreed_end(pos, sink)),* }
            }
            fn choices_without_listing(&self, pos: &Position, chosen: &[Action]) -> Option<(Vec<Action>, bool)> {
                match self { $(#[$m] Ruleset::$name(r) => r.choices_without_listing(pos, chosen)),* }
            }
        }
    };
}

games! {
    #[cfg(feature = "two-row")] Two Kalah(two_row::kalah::Kalah) => two_row::kalah::SPECS ["kalah"];
    #[cfg(feature = "two-row")] Two Oware(two_row::oware::Oware) => two_row::oware::SPECS ["oware", "wari", "oua"];
    #[cfg(feature = "two-row")] Two NamNam(two_row::namnam::NamNam) => two_row::namnam::SPECS ["namnam", "ayoayo"];
    #[cfg(feature = "two-row")] Two BaoKenyanChildren(two_row::bao_kenyan::Children)
        => two_row::bao_kenyan::SPECS ["bao_kenyan_children", "bao_kenyan_laps"];
    #[cfg(feature = "two-row")] Two BaoKenyanLaps(two_row::bao_kenyan::Laps);
    #[cfg(feature = "four-row")] Four Kiarabu(four_row::kiarabu::Kiarabu) => four_row::kiarabu::SPECS ["kiarabu", "kabwanga", "moruba"];
    #[cfg(feature = "four-row")] Four Hus(four_row::hus::Hus) => four_row::hus::SPECS ["hus"];
    #[cfg(feature = "four-row")] Four Omweso(four_row::omweso::Omweso) => four_row::omweso::SPECS ["omweso"];
    #[cfg(feature = "four-row")] Four Kimasai(four_row::kimasai::Kimasai) => four_row::kimasai::SPECS ["kimasai"];
    #[cfg(feature = "four-row")] Four Kujifunza(four_row::kujifunza::Kujifunza) => four_row::kujifunza::SPECS ["kujifunza"];
    #[cfg(feature = "four-row")] Four Kiswahili(four_row::kiswahili::Kiswahili)
        => four_row::kiswahili::SPECS ["kiswahili", "katra_fandatsaka", "katra_sakalava"];
    #[cfg(feature = "four-row")] Four Choro(four_row::choro::Choro) => four_row::choro::SPECS ["choro"];
}
