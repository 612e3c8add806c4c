//! Variants: the public API to look up and play a game (the list of games is `games/mod.rs`,
//! the spec types `spec.rs`).

use crate::games::{RepetitionRule, Rules, Ruleset, ALL_VARIANT_ROWS, REGISTRY};
use crate::layout::{Layout, Rows, Side};
use crate::moves::{Action, IllegalMove, IllegalReason, Move, MoveParseError};
use crate::options::{OptionError, OptionValue, OptionValues};
use crate::position::{Inconsistency, Part, Position, PositionError, Setup};
pub use crate::spec::{Features, PitRole, PitRoles, Provenance, RuleFamily, VariantSpec};
use crate::step::{FoldError, NoSteps, Step, StepSink};
use std::fmt;

impl VariantSpec {
    /// The variant at its defaults, then with each option moved to each of its other values: every
    /// value of a choice or a flag, and for a number the representative values 0, 1, its minimum,
    /// minimum + 1, default and maximum (those in its range). The option sets tests and benchmarks
    /// sweep.
    #[must_use]
    pub fn option_variants(&'static self) -> Vec<Variant> {
        let mut out: Vec<Variant> = Variant::new(self.id, &[]).into_iter().collect();
        for opt in self.options {
            let values: Vec<String> = match opt.kind {
                crate::options::OptionKind::Bool => vec!["true".into(), "false".into()],
                crate::options::OptionKind::Int { min, max } => {
                    let mut numbers = vec![0, 1, min, min + 1, max];
                    numbers.retain(|n| (min..=max).contains(n));
                    numbers.sort_unstable();
                    numbers.dedup();
                    numbers.iter().map(i64::to_string).collect()
                }
                crate::options::OptionKind::Choice(vals) => vals.iter().map(|v| (*v).to_string()).collect(),
            };
            for value in values.into_iter().filter(|v| v != opt.default) {
                out.extend(Variant::new(self.id, &[(opt.key, &value)]));
            }
        }
        out
    }
}

/// The family (number of rows) of any variant id the full engine knows, whether or not this build
/// has that family; `None` for an id that names no game.
#[must_use]
pub fn variant_rows(id: &str) -> Option<Rows> {
    ALL_VARIANT_ROWS.iter().find(|(known, _)| *known == id).map(|&(_, rows)| rows)
}

/// The family's name as the messages give it.
const fn family_name(rows: Rows) -> &'static str {
    match rows {
        Rows::Two => "two-row",
        Rows::Four => "four-row",
    }
}

/// Every variant the engine plays, in the learning order of the articles.
#[must_use]
pub fn variants() -> Vec<&'static VariantSpec> {
    // Among variants of one learning step, the registry's order (Oware before its Wari and Oua
    // presets). Sorted by the registry index, not stably: an unstable sort keeps the wasm small.
    let mut all: Vec<(usize, &'static VariantSpec)> = REGISTRY.iter().flat_map(|s| s.iter()).enumerate().collect();
    all.sort_unstable_by_key(|&(index, v)| (v.rows == Rows::Four, v.learning_order, index));
    all.into_iter().map(|(_, v)| v).collect()
}

/// A variant id, option key or option value that the engine does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    UnknownVariant {
        id: String,
        known: Vec<&'static str>,
    },
    /// A game of the full engine whose family this build leaves out (an embed built with one
    /// family: Cargo.toml's `two-row` and `four-row`).
    FamilyNotBuilt {
        id: String,
        rows: Rows,
    },
    UnknownOption {
        variant: &'static str,
        key: String,
        known: Vec<&'static str>,
    },
    BadOptionValue {
        key: &'static str,
        value: String,
        expected: String,
    },
    /// An option given as `key=value` without the `=`.
    Malformed {
        text: String,
    },
    /// An engine bug caught when the variant is built: its rules read an option its spec does
    /// not declare (or declares as another kind).
    UndeclaredOption {
        variant: &'static str,
        key: &'static str,
    },
    /// An engine bug caught when the variant is built: its spec declares a value of an option
    /// that its rules do not say the meaning of.
    UnhandledOptionValue {
        variant: &'static str,
        key: &'static str,
        value: &'static str,
    },
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::UnknownVariant { id, known } => {
                write!(f, "unknown variant `{id}`; known variants: {}", known.join(", "))
            }
            VariantError::FamilyNotBuilt { id, rows } => {
                let other = if *rows == Rows::Two { Rows::Four } else { Rows::Two };
                write!(
                    f,
                    "`{id}` is a {} game, and this build has only the {} games",
                    family_name(*rows),
                    family_name(other)
                )
            }
            VariantError::UnknownOption { variant, key, known } => {
                if known.is_empty() {
                    write!(f, "variant `{variant}` has no options, so `{key}` is unknown")
                } else {
                    write!(f, "variant `{variant}` has no option `{key}`; its options: {}", known.join(", "))
                }
            }
            VariantError::BadOptionValue { key, value, expected } => {
                write!(f, "option `{key}` cannot be `{value}`; expected {expected}")
            }
            VariantError::Malformed { text } => write!(f, "expected `key=value`, got `{text}`"),
            VariantError::UndeclaredOption { variant, key } => {
                write!(f, "engine bug: the rules of `{variant}` read the option `{key}`, which it does not declare")
            }
            VariantError::UnhandledOptionValue { variant, key, value } => {
                write!(f, "engine bug: the rules of `{variant}` have no reading for `{key}={value}`")
            }
        }
    }
}

impl std::error::Error for VariantError {}

/// What a move token or a move could not be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    Parse(MoveParseError),
    Illegal(IllegalMove),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Parse(e) => e.fmt(f),
            MoveError::Illegal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for MoveError {}

/// Why a game cannot end by agreement ([`Variant::agree_end`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AgreeEndError {
    /// The game is already over.
    GameOver,
    /// The variant has no rule for ending by agreement.
    NotSupported,
}

impl fmt::Display for AgreeEndError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgreeEndError::GameOver => write!(f, "the game is already over"),
            AgreeEndError::NotSupported => write!(f, "this variant has no rule for ending a game by agreement"),
        }
    }
}

impl std::error::Error for AgreeEndError {}

/// The options of one turn so far: the next actions the player may take, and whether what has been
/// chosen is already a whole legal move.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Choices {
    pub next: Vec<Action>,
    pub complete: bool,
}

impl Choices {
    /// The choices after `chosen` among `moves` (a position's legal moves): the next action of
    /// every move that begins with `chosen`, in the list's order, and whether one of them is
    /// `chosen` itself.
    #[must_use]
    pub fn from_moves(moves: &[Move], chosen: &[Action]) -> Choices {
        let mut choices = Choices::default();
        for mv in moves {
            let acts = mv.actions();
            if acts.starts_with(chosen) {
                match acts.get(chosen.len()) {
                    Some(next) if !choices.next.contains(next) => choices.next.push(*next),
                    Some(_) => {}
                    None => choices.complete = true,
                }
            }
        }
        choices
    }
}

/// The longest start that every log of `logs` shares (`None` for no log).
fn shared_start<'a>(logs: impl IntoIterator<Item = &'a [Step]>) -> Option<Vec<Step>> {
    let mut common: Option<&[Step]> = None;
    for log in logs {
        common = Some(match common {
            None => log,
            Some(c) => &c[..c.iter().zip(log).take_while(|(a, b)| a == b).count()],
        });
    }
    common.map(<[Step]>::to_vec)
}

/// A move begun but not finished, played up to its next decision: what every legal move that
/// begins with the actions chosen so far does before the moves part ways, and what each action
/// that may come next does then ([`Variant::preview`]). Derived from the legal moves' step
/// logs, so it knows no rule of its own: a page shows the board at the decision and says where
/// each choice leads (which pit a direction sows first, which rule a safari follows).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Preview {
    /// The steps every legal move that begins with the chosen actions takes, in order: folded
    /// over the position, the board at the decision (the hand may hold seeds).
    pub steps: Vec<Step>,
    /// For each action that may come next, in the order of [`Choices::next`]: the steps after
    /// [`Preview::steps`] that every move going on with it shares (up to its own next decision).
    pub next: Vec<(Action, Vec<Step>)>,
}

impl Preview {
    /// The board at the decision: [`Preview::steps`] folded over `pos` (the position the move
    /// begins in), with the seeds then in the hand.
    ///
    /// # Errors
    /// If the steps do not fold over `pos` (it is not the position previewed).
    pub fn board(&self, pos: &Position) -> Result<(Position, u16), FoldError> {
        // Folded by the timeline's own fold, so a web build carries one copy of it.
        let frames = crate::Timeline::new(pos.clone()).frames_after(&self.steps)?;
        Ok(frames.into_iter().last().map_or_else(|| (pos.clone(), 0), |f| (f.position, f.hand)))
    }
}

/// The most moves [`Variant::preview`] plays to find what they share: beyond it there is no
/// preview (a game whose choices are told without a list, such as Omweso's free set-up with its
/// 390 625 moves, is previewed along each choice's shortest completion instead).
pub const PREVIEW_MOVES: usize = 2048;

/// A variant with its options resolved: the handle for playing a game.
#[derive(Clone, Debug)]
pub struct Variant {
    spec: &'static VariantSpec,
    options: OptionValues,
    rules: Ruleset,
}

impl Variant {
    /// Looks up a variant and applies options given as `(key, value)` text pairs. A key may leave
    /// out its prefix (`seeds_per_pit` for `kalah.seeds_per_pit`).
    ///
    /// # Errors
    /// An unknown variant, option or value, or a variant of a family this build leaves out.
    ///
    /// # Panics
    /// Never for the registered variants: every option default parses (checked by the tests,
    /// which build every variant).
    pub fn new(id: &str, options: &[(&str, &str)]) -> Result<Variant, VariantError> {
        let spec =
            REGISTRY.iter().flat_map(|s| s.iter()).find(|v| v.id == id).ok_or_else(|| match variant_rows(id) {
                // Known to the full engine but not registered: its family is not built (the unit tests
                // hold the table to the registry).
                Some(rows) => VariantError::FamilyNotBuilt { id: id.into(), rows },
                // The registry's order (families, then the articles' order within each), not
                // `variants()`'s learning order: its sort would be the only one in the embed's wasm.
                None => VariantError::UnknownVariant {
                    id: id.into(),
                    known: REGISTRY.iter().flat_map(|s| s.iter()).map(|v| v.id).collect(),
                },
            })?;
        Variant::from_spec(spec, options)
    }

    /// The variant a spec describes, with `options` changed from their defaults (as
    /// [`Variant::new`], for a spec that is in no registry: a preset written as data, such as the
    /// made-up variant of `crates/puzzles/tests/made_up_variant.rs`).
    ///
    /// # Errors
    /// An unknown option or value, or one the spec's rules do not read.
    ///
    /// # Panics
    /// When an option's default does not parse (never for the registered variants).
    #[inline]
    pub fn from_spec(spec: &'static VariantSpec, options: &[(&str, &str)]) -> Result<Variant, VariantError> {
        let mut values: Vec<(&'static str, OptionValue)> =
            spec.options.iter().map(|o| (o.key, o.kind.parse(o.default).expect("option default parses"))).collect();
        for (key, value) in options {
            let opt = spec
                .options
                .iter()
                .find(|o| o.key == *key || o.key.split_once('.').is_some_and(|(_, short)| short == *key))
                .ok_or_else(|| VariantError::UnknownOption {
                    variant: spec.id,
                    key: (*key).into(),
                    known: spec.options.iter().map(|o| o.key).collect(),
                })?;
            let parsed = opt.kind.parse(value).ok_or_else(|| VariantError::BadOptionValue {
                key: opt.key,
                value: (*value).into(),
                expected: opt.kind.describe(),
            })?;
            if let Some(slot) = values.iter_mut().find(|(k, _)| *k == opt.key) {
                slot.1 = parsed;
            }
        }
        let options = OptionValues::new(spec.options, values);
        let rules = (spec.build)(&options).map_err(|e| match e {
            OptionError::Undeclared { key } => VariantError::UndeclaredOption { variant: spec.id, key },
            OptionError::Unhandled { key, value } => {
                VariantError::UnhandledOptionValue { variant: spec.id, key, value }
            }
        })?;
        Ok(Variant { spec, options, rules })
    }

    /// Parses `key=value` texts (as the CLI and share links give them) and calls [`Variant::new`].
    ///
    /// # Errors
    /// As [`Variant::new`], or a pair without `=`.
    pub fn with_option_texts(id: &str, options: &[String]) -> Result<Variant, VariantError> {
        let mut pairs = Vec::with_capacity(options.len());
        for text in options {
            let (k, v) = text.split_once('=').ok_or_else(|| VariantError::Malformed { text: text.clone() })?;
            pairs.push((k.trim(), v.trim()));
        }
        Variant::new(id, &pairs)
    }

    #[must_use]
    pub fn spec(&self) -> &'static VariantSpec {
        self.spec
    }
    #[must_use]
    pub fn id(&self) -> &'static str {
        self.spec.id
    }
    #[must_use]
    pub fn options(&self) -> &OptionValues {
        &self.options
    }
    /// The options that differ from their defaults, as `key=value` texts.
    #[must_use]
    pub fn changed_options(&self) -> Vec<String> {
        self.spec
            .options
            .iter()
            .filter_map(|o| {
                let v = self.options.get(o.key)?;
                (o.kind.parse(o.default) != Some(v)).then(|| format!("{}={v}", o.key))
            })
            .collect()
    }
    #[must_use]
    pub fn layout(&self) -> Layout {
        self.rules.layout()
    }
    /// The rules themselves: the engine's own, for its integration tests of the rules' fast
    /// paths; not part of the API (see [`Variant::repetition`], [`Variant::legal_sow_mask`]).
    #[doc(hidden)]
    #[must_use]
    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }
    /// The variant's repetition rule, if it has one (what [`crate::Game::play`] applies).
    #[must_use]
    pub fn repetition(&self) -> Option<RepetitionRule> {
        self.rules.repetition()
    }

    #[must_use]
    pub fn start_position(&self) -> Position {
        self.rules.start_position()
    }

    /// Validates a setup for this variant.
    ///
    /// # Errors
    /// What is wrong and where.
    pub fn position(&self, setup: &Setup) -> Result<Position, PositionError> {
        if setup.layout != self.layout() {
            return Err(PositionError::WrongLayout { expected: self.layout(), found: setup.layout });
        }
        let pos = setup.to_position()?;
        check_features(&self.spec.features, &pos)?;
        self.rules.check_position(&pos)?;
        // The one check of the houses, from the spec's data, after the game's own checks (which
        // may cite a rule of their own, as Katra Fandatsaka's KNH-1 does).
        if !self.spec.pit_roles.has_house() && Side::BOTH.iter().any(|&s| pos.house_destroyed(s)) {
            return Err(PositionError::Inconsistent { rule: "KSW-18", reason: Inconsistency::NoSuchPart(Part::House) });
        }
        Ok(pos)
    }

    /// Reads and validates a position in the text form.
    ///
    /// # Errors
    /// What is wrong and where.
    pub fn parse_position(&self, text: &str) -> Result<Position, PositionError> {
        self.position(&Setup::parse(text)?)
    }

    #[must_use]
    pub fn legal_moves(&self, pos: &Position) -> Vec<Move> {
        let mut out = Vec::new();
        self.rules.legal_moves(pos, &mut out);
        out
    }

    #[inline]
    pub fn legal_moves_into(&self, pos: &Position, out: &mut Vec<Move>) {
        out.clear();
        self.rules.legal_moves(pos, out);
    }

    /// # Errors
    /// Why the move is illegal; the move is handed back.
    pub fn check_move(&self, pos: &Position, mv: &Move) -> Result<(), IllegalMove> {
        if pos.is_over() {
            return Err(IllegalMove { mv: mv.clone(), reason: IllegalReason::GameOver });
        }
        self.rules.check_move(pos, mv).map_err(|reason| IllegalMove { mv: mv.clone(), reason })
    }

    /// Plays a move and returns the new position with the step log.
    ///
    /// # Errors
    /// Why the move is illegal; the position is not changed.
    pub fn play(&self, pos: &Position, mv: &Move) -> Result<(Position, Vec<Step>), IllegalMove> {
        self.check_move(pos, mv)?;
        let mut next = pos.clone();
        let mut steps = Vec::with_capacity(32);
        self.rules.play(&mut next, mv, &mut steps);
        Ok((next, steps))
    }

    /// Plays a move in place, sending steps to `sink`.
    ///
    /// # Errors
    /// Why the move is illegal; the position is not changed.
    pub fn play_into<S: StepSink>(&self, pos: &mut Position, mv: &Move, sink: &mut S) -> Result<(), IllegalMove> {
        self.check_move(pos, mv)?;
        self.rules.play(pos, mv, sink);
        Ok(())
    }

    /// Plays a move taken from [`Variant::legal_moves`] without checking it again (search, playouts).
    #[inline]
    pub fn play_legal(&self, pos: &mut Position, mv: &Move) {
        self.rules.play(pos, mv, &mut NoSteps);
    }

    /// The legal moves of a game whose every move is one sowing (Kalah, Oware, Wari, Oua), as a
    /// set of pits (bit `i` = pit `i`; ascending, as [`Variant::legal_moves`] lists them); `None`
    /// for the other games. With [`Variant::play_sow`], the fast path of playouts and searches
    /// that need no step log and no `Move` values (the property tests hold it to `legal_moves`).
    #[must_use]
    #[inline]
    pub fn legal_sow_mask(&self, pos: &Position) -> Option<u64> {
        self.rules.legal_sow_mask(pos)
    }

    /// Plays the legal move `Sow(pit)` of a game that answers [`Variant::legal_sow_mask`] (`pit`
    /// one of its mask), without a step log: the position [`Variant::play_legal`] gives for
    /// `Move::sow(pit)` (`tests/nosteps.rs` checks it), in less time.
    #[inline]
    pub fn play_sow(&self, pos: &mut Position, pit: usize) {
        self.rules.play_sow(pos, pit);
    }

    /// Ends the game because both players agree to (Oware OW-11c): returns the finished position
    /// and the steps that hand out the seeds left on the board.
    ///
    /// # Errors
    /// The game is already over, or the variant has no such rule.
    pub fn agree_end(&self, pos: &Position) -> Result<(Position, Vec<Step>), AgreeEndError> {
        if pos.is_over() {
            return Err(AgreeEndError::GameOver);
        }
        let mut next = pos.clone();
        let mut steps = Vec::new();
        if self.rules.agreed_end(&mut next, &mut steps) {
            Ok((next, steps))
        } else {
            Err(AgreeEndError::NotSupported)
        }
    }

    /// Reads a move token for the player to move.
    ///
    /// # Errors
    /// A token that cannot be read.
    pub fn parse_move(&self, pos: &Position, token: &str) -> Result<Move, MoveParseError> {
        Move::parse(token, self.layout(), pos.to_move())
    }

    /// Reads a token and plays it.
    ///
    /// # Errors
    /// A token that cannot be read, or an illegal move.
    pub fn play_token(&self, pos: &Position, token: &str) -> Result<(Position, Vec<Step>), MoveError> {
        let mv = self.parse_move(pos, token).map_err(MoveError::Parse)?;
        self.play(pos, &mv).map_err(MoveError::Illegal)
    }

    /// What the player may choose next, after the actions chosen so far in this turn.
    #[must_use]
    pub fn choices(&self, pos: &Position, chosen: &[Action]) -> Choices {
        if let Some((next, complete)) = self.rules.choices_without_listing(pos, chosen) {
            return Choices { next, complete };
        }
        Choices::from_moves(&self.legal_moves(pos), chosen)
    }

    /// The move begun with `chosen`, played up to its next decision ([`Preview`]); `None` if no
    /// legal move begins so, or more than [`PREVIEW_MOVES`] do. A game that answers its choices
    /// without listing its moves (Omweso's free set-up, 390 625 of them) is previewed along the
    /// shortest completion of each choice instead.
    #[must_use]
    pub fn preview(&self, pos: &Position, chosen: &[Action]) -> Option<Preview> {
        if self.rules.choices_without_listing(pos, &[]).is_some() {
            return self.preview_by_choices(pos, chosen);
        }
        let mut moves = self.legal_moves(pos);
        moves.retain(|mv| mv.actions().starts_with(chosen));
        if moves.len() > PREVIEW_MOVES {
            return None;
        }
        let mut logs: Vec<(Option<Action>, Vec<Step>)> = Vec::with_capacity(moves.len());
        for mv in &moves {
            logs.push((mv.actions().get(chosen.len()).copied(), self.play(pos, mv).ok()?.1));
        }
        let steps = shared_start(logs.iter().map(|(_, l)| l.as_slice()))?;
        let mut next: Vec<(Action, Vec<Step>)> = Vec::new();
        for (a, _) in &logs {
            let Some(a) = *a else { continue };
            if next.iter().any(|(b, _)| *b == a) {
                continue;
            }
            let after =
                shared_start(logs.iter().filter(|(b, _)| *b == Some(a)).map(|(_, l)| l.as_slice())).unwrap_or_default();
            next.push((a, after[steps.len()..].to_vec()));
        }
        Some(Preview { steps, next })
    }

    /// [`Variant::preview`] for a game that answers its choices without listing its moves: each
    /// next action's way is that of its shortest completion (the first choice offered at each
    /// later point), and the steps shared are those all these completions share.
    fn preview_by_choices(&self, pos: &Position, chosen: &[Action]) -> Option<Preview> {
        let first = self.choices(pos, chosen);
        let complete = |mut acts: Vec<Action>| -> Option<Vec<Step>> {
            for _ in 0..=64 {
                let c = self.choices(pos, &acts);
                if c.complete {
                    return Some(self.play(pos, &Move::from_actions(&acts)).ok()?.1);
                }
                acts.push(*c.next.first()?);
            }
            None
        };
        let mut logs: Vec<(Action, Vec<Step>)> = Vec::with_capacity(first.next.len());
        for &a in &first.next {
            logs.push((a, complete([chosen, &[a]].concat())?));
        }
        let here = if first.complete { complete(chosen.to_vec()) } else { None };
        let steps = shared_start(here.as_deref().into_iter().chain(logs.iter().map(|(_, l)| l.as_slice())))?;
        let next = logs.iter().map(|(a, log)| (*a, log[steps.len()..].to_vec())).collect();
        Some(Preview { steps, next })
    }

    /// The number of move sequences of exactly `depth` plies (an extra turn is a ply; a finished
    /// game has no continuation).
    #[must_use]
    pub fn perft(&self, pos: &Position, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut moves = Vec::new();
        self.rules.legal_moves(pos, &mut moves);
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut total = 0;
        for mv in &moves {
            let mut next = pos.clone();
            self.rules.play(&mut next, mv, &mut NoSteps);
            total += self.perft(&next, depth - 1);
        }
        total
    }
}

/// The one check of what a position holds besides its pits against the game's [`Features`]:
/// a part the game does not have is refused with the rule its spec names.
fn check_features(features: &Features, pos: &Position) -> Result<(), PositionError> {
    let refuse = |rule: Option<&'static str>, held: bool, part: Part| match rule {
        Some(rule) if held => Err(PositionError::Inconsistent { rule, reason: Inconsistency::NoSuchPart(part) }),
        _ => Ok(()),
    };
    refuse(features.stores, pos.stores != [0, 0], Part::Stores)?;
    refuse(features.off, pos.off != 0, Part::Off)?;
    refuse(features.reserves, pos.reserves != [0, 0], Part::Reserves)?;
    refuse(
        features.rounds,
        !pos.default_ownership() || pos.round != 1 || pos.round_starter != Side::South,
        Part::Rounds,
    )?;
    refuse(features.blocking, pos.blocked.is_some(), Part::Blocking)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(all(feature = "two-row", feature = "four-row"))]
    #[test]
    fn variants_follow_the_learning_path_of_the_articles() {
        let ids: Vec<&str> = variants().iter().map(|v| v.id).collect();
        assert_eq!(
            ids,
            [
                "kalah",
                "oware",
                "wari",
                "oua",
                "namnam",
                "ayoayo",
                "bao_kenyan_children",
                "bao_kenyan_laps",
                "kiarabu",
                "kabwanga",
                "moruba",
                "hus",
                "omweso",
                "kimasai",
                "kujifunza",
                "kiswahili",
                "katra_fandatsaka",
                "katra_sakalava",
                "choro"
            ]
        );
    }

    #[cfg(all(feature = "two-row", feature = "four-row"))]
    #[test]
    fn the_table_of_all_ids_agrees_with_the_registry() {
        let all = variants();
        for spec in &all {
            assert_eq!(variant_rows(spec.id), Some(spec.rows), "{}", spec.id);
        }
        for &(id, rows) in ALL_VARIANT_ROWS {
            assert!(
                all.iter().any(|s| s.id == id && s.rows == rows),
                "ALL_VARIANT_ROWS: no {rows:?}-row variant `{id}`"
            );
        }
        assert_eq!(ALL_VARIANT_ROWS.len(), all.len(), "ALL_VARIANT_ROWS names a variant twice");
    }

    #[cfg(all(feature = "two-row", feature = "four-row"))]
    #[test]
    fn each_spec_names_the_family_of_the_rules_it_builds() {
        for spec in variants() {
            for variant in spec.option_variants() {
                let built = match variant.rules() {
                    Ruleset::Kalah(_) => RuleFamily::Kalah,
                    Ruleset::Oware(_) => RuleFamily::Oware,
                    Ruleset::NamNam(_) => RuleFamily::NamNam,
                    Ruleset::BaoKenyanChildren(_) | Ruleset::BaoKenyanLaps(_) => RuleFamily::BaoKenyan,
                    Ruleset::Kiarabu(_) => RuleFamily::Kiarabu,
                    Ruleset::Hus(_) => RuleFamily::Hus,
                    Ruleset::Omweso(_) => RuleFamily::Omweso,
                    Ruleset::Kimasai(_) => RuleFamily::Kimasai,
                    Ruleset::Kujifunza(_) => RuleFamily::Kujifunza,
                    Ruleset::Kiswahili(_) => RuleFamily::Kiswahili,
                    Ruleset::Choro(_) => RuleFamily::Choro,
                };
                assert_eq!(spec.family, built, "{} {:?}", spec.id, variant.changed_options());
            }
        }
    }

    /// A preset is the same game with other defaults: it names a game of its own with the same
    /// family, RULES.md section and rule IDs, and every spec that shares a section with another is
    /// one of them or a preset of the other.
    #[test]
    fn presets_name_the_game_they_preset() {
        let all = variants();
        let game = |s: &VariantSpec| s.preset_of.unwrap_or(s.id);
        for spec in &all {
            let Some(of) = spec.preset_of else { continue };
            let main = all.iter().find(|s| s.id == of).unwrap_or_else(|| panic!("{}: no game `{of}`", spec.id));
            assert_eq!(main.preset_of, None, "{}: a preset of a preset", spec.id);
            assert_eq!(
                (main.family, main.section, main.rule_prefixes, main.rows),
                (spec.family, spec.section, spec.rule_prefixes, spec.rows),
                "{} is no preset of {of}",
                spec.id
            );
        }
        for a in &all {
            for b in &all {
                assert_eq!(a.section == b.section, game(a) == game(b), "{} and {}", a.id, b.id);
            }
        }
        #[cfg(all(feature = "two-row", feature = "four-row"))]
        assert_eq!(all.iter().filter(|s| s.preset_of.is_some()).count(), 3, "Wari, Oua and Ayo-ayo");
    }

    #[test]
    fn every_built_variant_is_in_the_table_and_of_a_built_family() {
        for spec in variants() {
            assert_eq!(variant_rows(spec.id), Some(spec.rows), "{}", spec.id);
            let built = match spec.rows {
                Rows::Two => cfg!(feature = "two-row"),
                Rows::Four => cfg!(feature = "four-row"),
            };
            assert!(built, "{}", spec.id);
        }
        assert_eq!(variant_rows("mancala"), None);
    }

    #[test]
    fn rules_built_from_values_without_their_options_fail_instead_of_reading_defaults() {
        for spec in variants().into_iter().filter(|s| !s.options.is_empty()) {
            let empty = OptionValues::new(&[], Vec::new());
            assert!(
                matches!((spec.build)(&empty), Err(OptionError::Undeclared { .. })),
                "{}: built without its options",
                spec.id
            );
        }
    }

    #[test]
    fn an_unknown_id_is_unknown_in_every_build() {
        let err = Variant::new("mancala", &[]).unwrap_err();
        assert!(matches!(err, VariantError::UnknownVariant { .. }), "{err:?}");
    }

    #[cfg(not(feature = "four-row"))]
    #[test]
    fn a_four_row_game_is_named_as_left_out_of_a_two_row_build() {
        let err = Variant::new("kiswahili", &[]).unwrap_err();
        assert_eq!(err, VariantError::FamilyNotBuilt { id: "kiswahili".into(), rows: Rows::Four });
        assert_eq!(err.to_string(), "`kiswahili` is a four-row game, and this build has only the two-row games");
    }

    #[cfg(not(feature = "two-row"))]
    #[test]
    fn a_two_row_game_is_named_as_left_out_of_a_four_row_build() {
        let err = Variant::new("oware", &[("seeds_per_pit", "3")]).unwrap_err();
        assert_eq!(err, VariantError::FamilyNotBuilt { id: "oware".into(), rows: Rows::Two });
        assert_eq!(err.to_string(), "`oware` is a two-row game, and this build has only the four-row games");
    }
}
