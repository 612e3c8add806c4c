use intl_memoizer::Memoizable;
use intl_pluralrules::{PluralRuleType, PluralRules as IntlPluralRules};
use unic_langid::LanguageIdentifier;

pub struct PluralRules(pub IntlPluralRules);

impl Memoizable for PluralRules {
    type Args = (PluralRuleType,);
    type Error = &'static str;
    fn construct(lang: LanguageIdentifier, args: Self::Args) -> Result<Self, Self::Error> {
        // PATCHED: the rules of the bundle's language (matched by its language subtag), else
        // English's, instead of `fluent_langneg::negotiate_languages`, whose likely-subtags
        // tables were the only use of fluent-langneg in the tutor's wasm.
        let locales = IntlPluralRules::get_locales(args.0);
        let pr_lang = locales
            .iter()
            .find(|l| **l == lang)
            .or_else(|| locales.iter().find(|l| l.language == lang.language))
            // PATCHED: English found in the table, not parsed from "en": parsing an identifier
            // links unic-langid's parser and a sort into the wasm for this one fallback.
            .or_else(|| locales.iter().find(|l| l.language.as_str() == "en" && l.region.is_none() && l.script.is_none()))
            .cloned()
            .ok_or("no plural rules for this language")?;
        Ok(Self(IntlPluralRules::create(pr_lang, args.0)?))
    }
}

// PATCHED: a test of the lookup above.
#[cfg(test)]
mod tests {
    use super::*;
    use intl_pluralrules::PluralCategory;

    #[test]
    fn the_bundles_language_or_its_language_subtag_or_english() {
        let rules = |id: &str| PluralRules::construct(id.parse().unwrap(), (PluralRuleType::CARDINAL,)).unwrap().0;
        assert_eq!(rules("uk").select(3), Ok(PluralCategory::FEW));
        assert_eq!(rules("uk-UA").select(5), Ok(PluralCategory::MANY));
        assert_eq!(rules("ru").select(21), Ok(PluralCategory::ONE));
        assert_eq!(rules("xx").select(3), Ok(PluralCategory::OTHER));
    }
}
