//! Named rule options (RULES.md §3): their schema and resolved values.

use std::fmt;

/// The values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Bool,
    Int { min: i64, max: i64 },
    Choice(&'static [&'static str]),
}

/// One option of a variant, as RULES.md §3 names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The key, e.g. `kalah.empty_opposite`.
    pub key: &'static str,
    pub kind: OptionKind,
    /// The default value in its text form.
    pub default: &'static str,
    /// The RULES.md decision it implements, e.g. `A1`.
    pub rule: &'static str,
    /// One line of English for `mancala variants` (feature `descriptions`: the web builds, which
    /// show their own words, leave these texts out of their wasm).
    #[cfg(feature = "descriptions")]
    pub about: &'static str,
}

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
    values: Vec<(&'static str, OptionValue)>,
}

impl OptionValues {
    pub(crate) fn new(values: Vec<(&'static str, OptionValue)>) -> Self {
        OptionValues { values }
    }

    /// `(key, value)` pairs in the spec's order.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, OptionValue)> + '_ {
        self.values.iter().copied()
    }

    #[must_use]
    pub fn get(&self, key: &str) -> Option<OptionValue> {
        self.values.iter().find(|(k, _)| *k == key).map(|(_, v)| *v)
    }

    /// A boolean option. Rules call this only with keys their spec declares.
    #[must_use]
    pub fn bool(&self, key: &str) -> bool {
        matches!(self.get(key), Some(OptionValue::Bool(true)))
    }

    /// An integer option; 0 when the key is not declared.
    #[must_use]
    pub fn int(&self, key: &str) -> i64 {
        match self.get(key) {
            Some(OptionValue::Int(n)) => n,
            _ => 0,
        }
    }

    /// A choice option; `""` when the key is not declared.
    #[must_use]
    pub fn choice(&self, key: &str) -> &'static str {
        match self.get(key) {
            Some(OptionValue::Choice(c)) => c,
            _ => "",
        }
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

/// The repetition draw of the four-row games without their own rule (C4-7).
pub const REPETITION_DRAW: OptionSpec = OptionSpec {
    key: "engine.repetition_draw",
    kind: OptionKind::Int { min: 0, max: 10 },
    default: "3",
    rule: "C4-7",
    #[cfg(feature = "descriptions")]
    about: "a position repeated this many times is a draw (0 = off)",
};
