//! Named rule options (RULES.md §3): their schema and resolved values.

use std::fmt;

pub use crate::spec::{OptionKind, OptionSpec};

/// A resolved option value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionValue {
    Bool(bool),
    Int(i64),
    Choice(&'static str),
}

impl fmt::Display for OptionValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionValue::Bool(b) => write!(f, "{b}"),
            OptionValue::Int(i) => write!(f, "{i}"),
            OptionValue::Choice(c) => f.write_str(c),
        }
    }
}

impl OptionKind {
    /// Reads `text` as a value of this kind.
    #[must_use]
    pub fn parse(self, text: &str) -> Option<OptionValue> {
        match self {
            OptionKind::Bool => match text {
                "true" | "on" | "yes" | "1" => Some(OptionValue::Bool(true)),
                "false" | "off" | "no" | "0" => Some(OptionValue::Bool(false)),
                _ => None,
            },
            OptionKind::Int { min, max } => {
                let n: i64 = text.parse().ok()?;
                (min..=max).contains(&n).then_some(OptionValue::Int(n))
            }
            OptionKind::Choice(values) => values.iter().find(|v| **v == text).map(|v| OptionValue::Choice(v)),
        }
    }

    /// The allowed values, for messages and listings.
    #[must_use]
    pub fn describe(self) -> String {
        match self {
            OptionKind::Bool => "true or false".into(),
            OptionKind::Int { min, max } => format!("a whole number from {min} to {max}"),
            OptionKind::Choice(values) => values.join(", "),
        }
    }
}

/// Every option of a variant with its value (given or default), in the spec's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionValues {
    specs: &'static [OptionSpec],
    values: Vec<(&'static str, OptionValue)>,
}

/// Why a variant's rules cannot be built from its option values: the rules read a key that the
/// variant's spec does not declare (or declares as another kind), or the spec declares a value the
/// rules have no reading for. An engine bug, reported when the variant is built
/// ([`crate::VariantError::UndeclaredOption`], [`crate::VariantError::UnhandledOptionValue`]),
/// never read as a silent default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// The key is not an option of this variant of the kind the rules read.
    Undeclared { key: &'static str },
    /// The option declares `value`, and the rules do not say what it means.
    Unhandled { key: &'static str, value: &'static str },
}

impl OptionValues {
    pub(crate) fn new(specs: &'static [OptionSpec], values: Vec<(&'static str, OptionValue)>) -> Self {
        OptionValues { specs, values }
    }

    /// `(key, value)` pairs in the spec's order.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, OptionValue)> + '_ {
        self.values.iter().copied()
    }

    #[must_use]
    pub fn get(&self, key: &str) -> Option<OptionValue> {
        self.values.iter().find(|(k, _)| *k == key).map(|(_, v)| *v)
    }

    /// A flag option, read once when the rules are built.
    ///
    /// # Errors
    /// The variant has no flag `key`.
    pub fn flag(&self, key: &'static str) -> Result<bool, OptionError> {
        match self.get(key) {
            Some(OptionValue::Bool(b)) => Ok(b),
            _ => Err(OptionError::Undeclared { key }),
        }
    }

    /// A number option, read once when the rules are built.
    ///
    /// # Errors
    /// The variant has no number option `key`.
    pub fn number(&self, key: &'static str) -> Result<i64, OptionError> {
        match self.get(key) {
            Some(OptionValue::Int(n)) => Ok(n),
            _ => Err(OptionError::Undeclared { key }),
        }
    }

    /// A choice option as the rules' own type: `table` gives the meaning of each value, and must
    /// cover every value the spec declares (whichever is chosen), so a value added to a spec
    /// without a rule fails every construction of the variant.
    ///
    /// # Errors
    /// The variant has no choice option `key`, or `table` leaves out one of its values.
    pub fn pick<T: Copy>(&self, key: &'static str, table: &[(&str, T)]) -> Result<T, OptionError> {
        let declared = self.specs.iter().find(|o| o.key == key).map(|o| o.kind);
        let (Some(OptionKind::Choice(values)), Some(OptionValue::Choice(chosen))) = (declared, self.get(key)) else {
            return Err(OptionError::Undeclared { key });
        };
        if let Some(value) = values.iter().find(|v| !table.iter().any(|(t, _)| t == *v)) {
            return Err(OptionError::Unhandled { key, value });
        }
        // The chosen value is a declared one, which the table covers.
        table.iter().find(|(t, _)| *t == chosen).map(|&(_, v)| v).ok_or(OptionError::Unhandled { key, value: chosen })
    }
}

/// The ENG-LOOP option, shared by every relay game (RULES.md §2.6).
pub const ENDLESS_MOVE: OptionSpec = OptionSpec {
    key: "engine.endless_move",
    kind: OptionKind::Choice(&["illegal", "draw"]),
    default: "illegal",
    rule: "ENG-LOOP",
    #[cfg(feature = "descriptions")]
    about: "a move that never ends is illegal; if every move is endless the game is a draw",
};

/// The value of the option `engine.endless_move` (ENG-LOOP).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndlessMove {
    /// A move whose relay never ends is illegal; a player with only such moves draws the game.
    Illegal,
    /// Such moves are legal; playing one stops it at the cap and ends the game in a draw.
    Draw,
}

impl EndlessMove {
    /// Reads `engine.endless_move`.
    ///
    /// # Errors
    /// The variant does not declare [`ENDLESS_MOVE`].
    pub fn from_options(o: &OptionValues) -> Result<EndlessMove, OptionError> {
        o.pick(ENDLESS_MOVE.key, &[("illegal", EndlessMove::Illegal), ("draw", EndlessMove::Draw)])
    }

    /// Whether endless moves are legal and draw the game (`draw`).
    #[must_use]
    pub fn is_draw(self) -> bool {
        self == EndlessMove::Draw
    }
}

/// The repetition draw of the four-row games without their own rule (C4-7).
pub const REPETITION_DRAW: OptionSpec = OptionSpec {
    key: "engine.repetition_draw",
    kind: OptionKind::Int { min: 0, max: 10 },
    default: "3",
    rule: "C4-7",
    #[cfg(feature = "descriptions")]
    about: "a position occurring this many times is a draw (0 = off; 1 and 2 = at its first repeat)",
};

#[cfg(test)]
mod tests {
    use super::*;

    const SPECS: &[OptionSpec] = &[
        OptionSpec {
            key: "test.choice",
            kind: OptionKind::Choice(&["a", "b"]),
            default: "a",
            rule: "A1",
            #[cfg(feature = "descriptions")]
            about: "",
        },
        OptionSpec {
            key: "test.flag",
            kind: OptionKind::Bool,
            default: "true",
            rule: "A1",
            #[cfg(feature = "descriptions")]
            about: "",
        },
    ];

    fn values(choice: &'static str) -> OptionValues {
        OptionValues::new(
            SPECS,
            vec![("test.choice", OptionValue::Choice(choice)), ("test.flag", OptionValue::Bool(true))],
        )
    }

    #[test]
    fn a_key_the_spec_does_not_declare_is_an_error_not_a_default() {
        let o = values("a");
        assert_eq!(o.flag("test.flag"), Ok(true));
        assert_eq!(o.flag("test.flga"), Err(OptionError::Undeclared { key: "test.flga" }));
        assert_eq!(o.number("test.flag"), Err(OptionError::Undeclared { key: "test.flag" }), "declared as a flag");
        assert_eq!(o.pick("test.chioce", &[("a", 1), ("b", 2)]), Err(OptionError::Undeclared { key: "test.chioce" }));
    }

    #[test]
    fn a_choice_reads_as_its_typed_meaning_and_every_declared_value_needs_one() {
        assert_eq!(values("a").pick("test.choice", &[("a", 1), ("b", 2)]), Ok(1));
        assert_eq!(values("b").pick("test.choice", &[("a", 1), ("b", 2)]), Ok(2));
        // A table without `b` fails even while `a` is chosen.
        assert_eq!(
            values("a").pick("test.choice", &[("a", 1)]),
            Err(OptionError::Unhandled { key: "test.choice", value: "b" })
        );
    }
}
