//! Alphabetical order as a language sorts it (ICU4X's collator with CLDR's data, compiled
//! into the binary): Kazakh `Ә` after `А` and `Қ` after `К`, case aside, where byte order put
//! `Қарағанды` after `Ш` and `aktobe` after `Zhetisu`. The one place names are compared for a
//! list a person reads: team ties, players by name, region or club, the rating list, the
//! registry. (Equality of names, the registry's look-ups, is `name_key`'s, not this.)

use std::cmp::Ordering;

use icu_collator::options::{CollatorOptions, Strength};
use icu_collator::{Collator, CollatorBorrowed};
use icu_locale_core::{Locale, locale};

use super::lang::Lang;

/// A language's alphabetical order.
pub struct Collation(CollatorBorrowed<'static>);

impl Collation {
    /// The order of language `lang` (Kazakh, Russian or English; each orders the other
    /// scripts too: Russian puts Cyrillic before Latin, English Latin first).
    pub fn of(lang: Lang) -> Collation {
        let locale: Locale = match lang {
            Lang::Kk => locale!("kk"),
            Lang::Ru => locale!("ru"),
            Lang::En => locale!("en"),
        };
        let mut options = CollatorOptions::default();
        // Letters, accents and case all count (so the order is total on different names),
        // case last: `aktobe` next to `Aktobe`, not after `Zhetisu`.
        options.strength = Some(Strength::Tertiary);
        // The compiled data has every locale: this cannot fail for these three; should it
        // ever, the root order (the same for Cyrillic and Latin letters) serves.
        let collator = Collator::try_new((&locale).into(), options)
            .or_else(|_| Collator::try_new(Default::default(), options))
            .expect("the root collation is compiled in");
        Collation(collator)
    }

    /// `a` against `b` in this order; names equal to the collator fall back to their bytes,
    /// so the order is total.
    pub fn compare(&self, a: &str, b: &str) -> Ordering {
        self.0.compare(a, b).then_with(|| a.cmp(b))
    }

    /// Two optional texts, an empty one after every name (a player without a region or club
    /// last).
    pub fn compare_opt(&self, a: Option<&str>, b: Option<&str>) -> Ordering {
        let blank = |s: Option<&str>| s.is_none_or(|s| s.trim().is_empty());
        blank(a)
            .cmp(&blank(b))
            .then_with(|| self.compare(a.unwrap_or(""), b.unwrap_or("")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sorted(lang: Lang, names: &[&str]) -> Vec<String> {
        let c = Collation::of(lang);
        let mut v: Vec<String> = names.iter().map(|s| s.to_string()).collect();
        v.sort_by(|a, b| c.compare(a, b));
        v
    }

    #[test]
    fn kazakh_letters_sort_after_their_base_letters_and_case_does_not_lead() {
        assert_eq!(
            sorted(
                Lang::Kk,
                &[
                    "Шымкент",
                    "Қарағанды",
                    "Астана",
                    "Әлімов",
                    "Ақтөбе",
                    "Көкшетау"
                ]
            ),
            [
                "Ақтөбе",
                "Астана",
                "Әлімов",
                "Көкшетау",
                "Қарағанды",
                "Шымкент"
            ]
        );
        assert_eq!(
            sorted(Lang::En, &["Zhetisu", "aktobe", "Bars", "Almaty"]),
            ["aktobe", "Almaty", "Bars", "Zhetisu"]
        );
        // Russian orders the Kazakh letters too, and puts its own script first (CLDR).
        assert_eq!(
            sorted(
                Lang::Ru,
                &["Қарағанды", "Шымкент", "Kyzylorda", "Караганда"]
            ),
            ["Караганда", "Қарағанды", "Шымкент", "Kyzylorda"]
        );
    }

    #[test]
    fn blanks_go_last_and_equal_names_are_equal() {
        let c = Collation::of(Lang::Kk);
        assert_eq!(c.compare_opt(None, Some("Алматы")), Ordering::Greater);
        assert_eq!(c.compare_opt(Some(" "), Some("Алматы")), Ordering::Greater);
        assert_eq!(c.compare("Алматы", "Алматы"), Ordering::Equal);
        assert_ne!(c.compare("алматы", "Алматы"), Ordering::Equal);
    }
}
