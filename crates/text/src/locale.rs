//! The languages and their strings: the Fluent bundles (compiled in, or given at run time in
//! shares), and `tr`/`t`, which every sentence of the crate goes through.

use super::*;

/// A language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    Uk,
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::Uk, Lang::Ru];

    /// The BCP 47 code (`uk`, `ru`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Uk => "uk",
            Lang::Ru => "ru",
        }
    }

    #[must_use]
    pub fn from_code(code: &str) -> Option<Lang> {
        match code.trim().to_ascii_lowercase().as_str() {
            "uk" | "uk-ua" | "ua" => Some(Lang::Uk),
            "ru" | "ru-ru" => Some(Lang::Ru),
            _ => None,
        }
    }

    /// The Fluent source of this language, compiled in (feature `embedded-locales`, on by
    /// default: native crates, tests, the CLI and the embed bundle).
    #[cfg(feature = "embedded-locales")]
    #[must_use]
    pub const fn source(self) -> &'static str {
        match self {
            Lang::Uk => include_str!("../locales/uk.ftl"),
            Lang::Ru => include_str!("../locales/ru.ftl"),
        }
    }

    const fn index(self) -> usize {
        match self {
            Lang::Uk => 0,
            Lang::Ru => 1,
        }
    }
}

type Bundle = FluentBundle<FluentResource>;

thread_local! {
    // Built on first use from the compiled-in source (`embedded-locales`), or set by
    // `set_locale` / `add_locale` (the site's wasm, which fetches only the language it shows,
    // one share at a time).
    static BUNDLES: [RefCell<Option<Rc<Bundle>>>; 2] = const { [RefCell::new(None), RefCell::new(None)] };
    // The shares of each language given to `add_locale` (the whole text, from `set_locale`,
    // counts as both), kept to build the language's bundle again when a share is added.
    static PARTS: RefCell<[[Option<Rc<str>>; 3]; 2]> = const { RefCell::new([[None, None, None], [None, None, None]]) };
}

/// A locale text given to [`set_locale`] that is not valid Fluent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocaleError {
    pub lang: Lang,
    /// The parser's first complaint.
    pub why: String,
}

impl std::fmt::Display for LocaleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the {} locale is not valid Fluent: {}", self.lang.code(), self.why)
    }
}

impl std::error::Error for LocaleError {}

fn bundle_of(lang: Lang, sources: &[&str]) -> Result<Bundle, LocaleError> {
    // Built, not parsed: `parse` would link unic-langid's parser (and a sort) into the wasm.
    let mut id = unic_langid::LanguageIdentifier::default();
    id.language = unic_langid::subtags::Language::from_bytes(lang.code().as_bytes()).unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![id]);
    // The site renders plain text; Unicode isolation marks would only show up as noise in tests.
    bundle.set_use_isolating(false);
    for source in sources {
        // Where, not the parser's whole story: its `Debug` and messages would cost the wasm
        // more than the one line of a warning they end up in is worth.
        let resource = FluentResource::try_new((*source).to_string()).map_err(|(_, errors)| LocaleError {
            lang,
            why: errors
                .first()
                .map(|e| format!("a syntax error at bytes {}..{}", e.pos.start, e.pos.end))
                .unwrap_or_default(),
        })?;
        bundle
            .add_resource(resource)
            .map_err(|errors| LocaleError { lang, why: errors.first().map(fluent_error).unwrap_or_default() })?;
    }
    Ok(bundle)
}

/// A Fluent error in a few words (see `bundle_of`).
fn fluent_error(e: &fluent_bundle::FluentError) -> String {
    match e {
        fluent_bundle::FluentError::Overriding { id, .. } => format!("`{id}` is given twice"),
        fluent_bundle::FluentError::ResolverError(r) => r.to_string(),
        fluent_bundle::FluentError::ParserError(p) => format!("a syntax error at bytes {}..{}", p.pos.start, p.pos.end),
    }
}

/// Gives the whole Fluent text of `lang` at run time (both shares). Replaces what `lang` had.
///
/// # Errors
/// [`LocaleError`] when `source` is not valid Fluent; the language is then left as it was.
pub fn set_locale(lang: Lang, source: String) -> Result<(), LocaleError> {
    let bundle = bundle_of(lang, &[&source])?;
    let source: Rc<str> = source.into();
    PARTS.with_borrow_mut(|parts| parts[lang.index()] = [Some(source.clone()), Some(source.clone()), Some(source)]);
    BUNDLES.with(|cells| *cells[lang.index()].borrow_mut() = Some(Rc::new(bundle)));
    Ok(())
}

/// Adds one share of `lang`'s strings ([`locale_part`] of its Fluent text) at run time: the site
/// loads [`LocalePart::Pages`] before it mounts and [`LocalePart::Game`] when a page with a
/// board first needs it. Replaces that share if it was there.
///
/// # Errors
/// [`LocaleError`] when `source` is not valid Fluent, or one of its messages is in the language's
/// other share already; the language is then left as it was.
pub fn add_locale(lang: Lang, part: LocalePart, source: String) -> Result<(), LocaleError> {
    let mut shares = PARTS.with_borrow(|parts| parts[lang.index()].clone());
    if shares[0].is_some() && shares[0] == shares[1] {
        shares = [None, None, None]; // the whole text was set: this share replaces it
    }
    shares[part.index()] = Some(source.into());
    let texts: Vec<&str> = shares.iter().flatten().map(AsRef::as_ref).collect();
    let bundle = bundle_of(lang, &texts)?;
    PARTS.with_borrow_mut(|parts| parts[lang.index()] = shares.clone());
    BUNDLES.with(|cells| *cells[lang.index()].borrow_mut() = Some(Rc::new(bundle)));
    Ok(())
}

/// Whether `lang`'s strings can be had: always with `embedded-locales`, else once
/// [`set_locale`] or [`add_locale`] gave them (some of them: see [`is_part_loaded`]).
#[must_use]
pub fn is_locale_loaded(lang: Lang) -> bool {
    cfg!(feature = "embedded-locales") || BUNDLES.with(|cells| cells[lang.index()].borrow().is_some())
}

/// Whether the share `part` of `lang`'s strings is there: always with `embedded-locales`, else
/// once [`set_locale`] or [`add_locale`] gave it.
#[must_use]
pub fn is_part_loaded(lang: Lang, part: LocalePart) -> bool {
    cfg!(feature = "embedded-locales") || PARTS.with_borrow(|parts| parts[lang.index()][part.index()].is_some())
}

fn bundle(lang: Lang) -> Option<Rc<Bundle>> {
    BUNDLES.with(|cells| {
        let cell = &cells[lang.index()];
        #[cfg(feature = "embedded-locales")]
        if cell.borrow().is_none() {
            // The locale files are part of the build and tested; a syntax error there fails
            // `locales_parse_and_have_the_same_messages`.
            *cell.borrow_mut() = bundle_of(lang, &[lang.source()]).ok().map(Rc::new);
        }
        cell.borrow().clone()
    })
}

/// A value for a message argument.
#[derive(Clone, Debug)]
pub enum Arg {
    Str(String),
    Num(i64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}
impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Num(n)
    }
}
impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Num(i64::from(n))
    }
}
impl From<u16> for Arg {
    fn from(n: u16) -> Arg {
        Arg::Num(i64::from(n))
    }
}
impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

/// Whether the language has this message.
#[must_use]
pub fn has(lang: Lang, id: &str) -> bool {
    bundle(lang).is_some_and(|b| b.has_message(id))
}

/// A message with arguments. A missing message comes back as `⟦id⟧` (tests make sure none is).
#[must_use]
pub fn tr(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let Some(bundle) = bundle(lang) else {
        return format!("⟦{id}⟧");
    };
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        return format!("⟦{id}⟧");
    };
    let mut fargs = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Str(s) => fargs.set(*name, FluentValue::from(s.as_str())),
            Arg::Num(n) => fargs.set(*name, FluentValue::from(*n)),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
    if errors.is_empty() {
        text.into_owned()
    } else {
        let why: Vec<String> = errors.iter().map(fluent_error).collect();
        format!("⟦{id}: {}⟧", why.join("; "))
    }
}

/// A message without arguments.
#[must_use]
pub fn t(lang: Lang, id: &str) -> String {
    tr(lang, id, &[])
}

/// "5 зерен" / "5 зёрен", with the plural form of the language.
#[must_use]
pub fn seeds(lang: Lang, count: impl Into<i64>) -> String {
    tr(lang, "seeds", &[("count", Arg::Num(count.into()))])
}

/// "6 ямок" / "6 лунок".
#[must_use]
pub fn pits(lang: Lang, count: impl Into<i64>) -> String {
    tr(lang, "pits", &[("count", Arg::Num(count.into()))])
}
