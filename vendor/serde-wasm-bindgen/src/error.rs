use wasm_bindgen::prelude::*;

/// A newtype that represents Serde errors as JavaScript exceptions.
#[derive(Debug)]
pub struct Error(JsValue);

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        #[wasm_bindgen]
        extern "C" {
            #[wasm_bindgen(js_name = String)]
            pub fn to_string(value: &JsValue) -> String;
        }

        to_string(&self.0).fmt(f)
    }
}

impl std::error::Error for Error {}

impl Error {
    /// Creates a JavaScript `Error` with a given message.
    pub fn new<T: std::fmt::Display>(msg: T) -> Self {
        Error(JsError::new(&msg.to_string()).into())
    }
}

impl serde::ser::Error for Error {
    fn custom<T: std::fmt::Display>(msg: T) -> Self {
        Error::new(msg)
    }
}

impl serde::de::Error for Error {
    fn custom<T: std::fmt::Display>(msg: T) -> Self {
        Error::new(msg)
    }

    // PATCHED (vendor/serde-wasm-bindgen/PATCHED.md): the same messages as serde's own, with
    // the unexpected value told by `Unexpected` below, which writes no `f64` with `Display`.
    fn invalid_type(unexp: serde::de::Unexpected, exp: &dyn serde::de::Expected) -> Self {
        Error::new(format_args!("invalid type: {}, expected {}", Unexpected(unexp), exp))
    }

    // PATCHED: as `invalid_type`.
    fn invalid_value(unexp: serde::de::Unexpected, exp: &dyn serde::de::Expected) -> Self {
        Error::new(format_args!("invalid value: {}, expected {}", Unexpected(unexp), exp))
    }
}

/// PATCHED: serde's `Unexpected` as serde writes it, except a float: one with no fraction that
/// fits an `i64` is written as that integer with `.0` (as serde writes it), any other as
/// "floating point number". serde writes every float with `f64`'s `Display` (Grisu/Dragon and
/// their tables: 9.5 KB of the site's wasm), which nothing else in the site needs.
struct Unexpected<'a>(serde::de::Unexpected<'a>);

impl std::fmt::Display for Unexpected<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        use serde::de::Unexpected::*;
        match self.0 {
            Bool(b) => write!(f, "boolean `{}`", b),
            Unsigned(i) => write!(f, "integer `{}`", i),
            Signed(i) => write!(f, "integer `{}`", i),
            #[allow(clippy::cast_possible_truncation)]
            Float(v) if v.fract() == 0.0 && v.abs() < 9.0e15 => write!(f, "floating point `{}.0`", v as i64),
            Float(_) => f.write_str("floating point number"),
            Char(c) => write!(f, "character `{}`", c),
            Str(s) => write!(f, "string {:?}", s),
            Bytes(_) => f.write_str("byte array"),
            Unit => f.write_str("unit value"),
            Option => f.write_str("Option value"),
            NewtypeStruct => f.write_str("newtype struct"),
            Seq => f.write_str("sequence"),
            Map => f.write_str("map"),
            Enum => f.write_str("enum"),
            UnitVariant => f.write_str("unit variant"),
            NewtypeVariant => f.write_str("newtype variant"),
            TupleVariant => f.write_str("tuple variant"),
            StructVariant => f.write_str("struct variant"),
            Other(other) => f.write_str(other),
        }
    }
}

/// This conversion is needed for `?` to just work when using wasm-bindgen
/// imports that return JavaScript exceptions as `Result<T, JsValue>`.
impl From<JsValue> for Error {
    fn from(error: JsValue) -> Error {
        Error(error)
    }
}

// This conversion is needed for `?` to just work in wasm-bindgen exports
// that return `Result<T, JsValue>` to throw JavaScript exceptions.
impl From<Error> for JsValue {
    fn from(error: Error) -> JsValue {
        error.0
    }
}
