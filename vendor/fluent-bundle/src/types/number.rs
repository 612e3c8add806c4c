use std::borrow::Cow;
use std::default::Default;
use std::str::FromStr;

use intl_pluralrules::operands::PluralOperands;

use crate::args::FluentArgs;
use crate::types::FluentValue;

#[derive(Clone, Copy, Debug, Default, Eq, Hash, PartialEq)]
pub enum FluentNumberType {
    #[default]
    Cardinal,
    Ordinal,
}

impl From<&str> for FluentNumberType {
    fn from(input: &str) -> Self {
        match input {
            "cardinal" => Self::Cardinal,
            "ordinal" => Self::Ordinal,
            _ => Self::default(),
        }
    }
}

#[derive(Clone, Copy, Debug, Default, Eq, Hash, PartialEq)]
pub enum FluentNumberStyle {
    #[default]
    Decimal,
    Currency,
    Percent,
}

impl From<&str> for FluentNumberStyle {
    fn from(input: &str) -> Self {
        match input {
            "decimal" => Self::Decimal,
            "currency" => Self::Currency,
            "percent" => Self::Percent,
            _ => Self::default(),
        }
    }
}

#[derive(Clone, Copy, Debug, Default, Eq, Hash, PartialEq)]
pub enum FluentNumberCurrencyDisplayStyle {
    #[default]
    Symbol,
    Code,
    Name,
}

impl From<&str> for FluentNumberCurrencyDisplayStyle {
    fn from(input: &str) -> Self {
        match input {
            "symbol" => Self::Symbol,
            "code" => Self::Code,
            "name" => Self::Name,
            _ => Self::default(),
        }
    }
}

#[derive(Clone, Debug, Eq, Hash, PartialEq)]
pub struct FluentNumberOptions {
    pub r#type: FluentNumberType,
    pub style: FluentNumberStyle,
    pub currency: Option<String>,
    pub currency_display: FluentNumberCurrencyDisplayStyle,
    pub use_grouping: bool,
    pub minimum_integer_digits: Option<usize>,
    pub minimum_fraction_digits: Option<usize>,
    pub maximum_fraction_digits: Option<usize>,
    pub minimum_significant_digits: Option<usize>,
    pub maximum_significant_digits: Option<usize>,
}

impl Default for FluentNumberOptions {
    fn default() -> Self {
        Self {
            r#type: Default::default(),
            style: Default::default(),
            currency: None,
            currency_display: Default::default(),
            use_grouping: true,
            minimum_integer_digits: None,
            minimum_fraction_digits: None,
            maximum_fraction_digits: None,
            minimum_significant_digits: None,
            maximum_significant_digits: None,
        }
    }
}

impl FluentNumberOptions {
    pub fn merge(&mut self, opts: &FluentArgs) {
        for (key, value) in opts.iter() {
            match (key, value) {
                ("type", FluentValue::String(n)) => {
                    self.r#type = n.as_ref().into();
                }
                ("style", FluentValue::String(n)) => {
                    self.style = n.as_ref().into();
                }
                ("currency", FluentValue::String(n)) => {
                    self.currency = Some(n.to_string());
                }
                ("currencyDisplay", FluentValue::String(n)) => {
                    self.currency_display = n.as_ref().into();
                }
                ("useGrouping", FluentValue::String(n)) => {
                    self.use_grouping = n != "false";
                }
                ("minimumIntegerDigits", FluentValue::Number(n)) => {
                    self.minimum_integer_digits = Some(n.into());
                }
                ("minimumFractionDigits", FluentValue::Number(n)) => {
                    self.minimum_fraction_digits = Some(n.into());
                }
                ("maximumFractionDigits", FluentValue::Number(n)) => {
                    self.maximum_fraction_digits = Some(n.into());
                }
                ("minimumSignificantDigits", FluentValue::Number(n)) => {
                    self.minimum_significant_digits = Some(n.into());
                }
                ("maximumSignificantDigits", FluentValue::Number(n)) => {
                    self.maximum_significant_digits = Some(n.into());
                }
                _ => {}
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct FluentNumber {
    pub value: f64,
    pub options: FluentNumberOptions,
}

impl FluentNumber {
    pub const fn new(value: f64, options: FluentNumberOptions) -> Self {
        Self { value, options }
    }

    // PATCHED (mancala tutor): decimal text without f64 formatting or parsing, whose code and
    // tables cost ~20 KB gzip in a wasm build. Integers print exactly; other values print with
    // `minimum_fraction_digits` digits, or up to 9 with trailing zeros trimmed.
    pub fn as_string(&self) -> Cow<'static, str> {
        let (digits, trim) = match self.options.minimum_fraction_digits {
            Some(digits) => (digits.min(18), false),
            None if self.value.fract() == 0.0 => (0, false),
            None => (9, true),
        };
        decimal_string(self.value, digits, trim).into()
    }
}

fn decimal_string(value: f64, digits: usize, trim: bool) -> String {
    let scale = 10_u128.pow(digits as u32);
    let scaled = (value.abs() * scale as f64).round() as u128;
    let mut out = String::new();
    if value < 0.0 && scaled != 0 {
        out.push('-');
    }
    out.push_str(&(scaled / scale).to_string());
    if digits > 0 {
        let mut fraction = (scaled % scale).to_string();
        while fraction.len() < digits {
            fraction.insert(0, '0');
        }
        if trim {
            fraction.truncate(fraction.trim_end_matches('0').len());
        }
        if !fraction.is_empty() {
            out.push('.');
            out.push_str(&fraction);
        }
    }
    out
}

/// Why a text is not a Fluent number literal (`-?[0-9]+(\.[0-9]+)?`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseNumberError;

impl std::fmt::Display for ParseNumberError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("not a number literal")
    }
}

impl std::error::Error for ParseNumberError {}

/// The parts of a number literal: negative, integer digits, fraction digits.
fn literal_parts(input: &str) -> Option<(bool, &str, &str)> {
    let (negative, unsigned) = match input.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, input),
    };
    let (integer, fraction) = match unsigned.split_once('.') {
        Some((integer, fraction)) if !fraction.is_empty() => (integer, fraction),
        Some(_) => return None,
        None => (unsigned, ""),
    };
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    (!integer.is_empty() && all_digits(integer) && all_digits(fraction)).then_some((negative, integer, fraction))
}

fn digits_value(digits: &str) -> f64 {
    digits.bytes().fold(0.0, |acc, b| acc * 10.0 + f64::from(b - b'0'))
}

impl FromStr for FluentNumber {
    type Err = ParseNumberError;

    fn from_str(input: &str) -> Result<Self, Self::Err> {
        let (negative, integer, fraction) = literal_parts(input).ok_or(ParseNumberError)?;
        let mut value = digits_value(integer);
        if !fraction.is_empty() {
            value += digits_value(fraction) / 10_f64.powi(fraction.len() as i32);
        }
        let opts = FluentNumberOptions {
            minimum_fraction_digits: (!fraction.is_empty()).then_some(fraction.len()),
            ..Default::default()
        };
        Ok(Self::new(if negative { -value } else { value }, opts))
    }
}

impl From<FluentNumber> for FluentValue<'_> {
    fn from(input: FluentNumber) -> Self {
        FluentValue::Number(input)
    }
}

macro_rules! from_num {
    ($num:ty) => {
        impl From<$num> for FluentNumber {
            fn from(n: $num) -> Self {
                Self {
                    value: n as f64,
                    options: FluentNumberOptions::default(),
                }
            }
        }
        impl From<&$num> for FluentNumber {
            fn from(n: &$num) -> Self {
                Self {
                    value: *n as f64,
                    options: FluentNumberOptions::default(),
                }
            }
        }
        impl From<FluentNumber> for $num {
            fn from(input: FluentNumber) -> Self {
                input.value as $num
            }
        }
        impl From<&FluentNumber> for $num {
            fn from(input: &FluentNumber) -> Self {
                input.value as $num
            }
        }
        impl From<$num> for FluentValue<'_> {
            fn from(n: $num) -> Self {
                FluentValue::Number(n.into())
            }
        }
        impl From<&$num> for FluentValue<'_> {
            fn from(n: &$num) -> Self {
                FluentValue::Number(n.into())
            }
        }
    };
    ($($num:ty)+) => {
        $(from_num!($num);)+
    };
}

// PATCHED (mancala tutor): the operands come from the decimal text above, not from
// `PluralOperands: TryFrom<f64>`, which formats and re-parses the f64.
impl From<&FluentNumber> for PluralOperands {
    fn from(input: &FluentNumber) -> Self {
        let text = input.as_string();
        let unsigned = text.trim_start_matches('-');
        let (integer, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
        let trimmed = fraction.trim_end_matches('0');
        let number = |digits: &str| digits.bytes().fold(0_u64, |acc, b| acc.wrapping_mul(10).wrapping_add(u64::from(b - b'0')));
        PluralOperands {
            n: input.value.abs(),
            i: number(integer),
            v: fraction.len(),
            w: trimmed.len(),
            f: number(fraction),
            t: number(trimmed),
        }
    }
}

from_num!(i8 i16 i32 i64 i128 isize);
from_num!(u8 u16 u32 u64 u128 usize);
from_num!(f32 f64);

#[cfg(test)]
mod tests {
    use crate::types::FluentValue;

    #[test]
    fn decimal_text_round_trips() {
        use super::FluentNumber;
        use std::str::FromStr;
        for text in ["0", "5", "-3", "12.50", "0.001", "-0.5", "1234567"] {
            assert_eq!(FluentNumber::from_str(text).unwrap().as_string(), text);
        }
        assert_eq!(FluentNumber::from(2.5_f64).as_string(), "2.5");
        assert_eq!(FluentNumber::from(7_u32).as_string(), "7");
        for bad in ["", "-", "1.", ".5", "1e3", "abc", "1.2.3"] {
            assert!(FluentNumber::from_str(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn plural_operands_from_text() {
        use super::FluentNumber;
        use intl_pluralrules::operands::PluralOperands;
        use std::str::FromStr;
        let ops = PluralOperands::from(&FluentNumber::from_str("-12.50").unwrap());
        assert_eq!((ops.i, ops.v, ops.w, ops.f, ops.t), (12, 2, 1, 50, 5));
    }

    #[test]
    fn value_from_copy_ref() {
        let x = 1i16;
        let y = &x;
        let z: FluentValue = y.into();
        assert_eq!(z, FluentValue::try_number("1"));
    }
}
