//! The languages Orda speaks, as data: a tournament's publication language is one of them.
//! The words themselves are `words::lang`'s.

/// A language of Orda's words: the window's, the messages', a tournament's publication.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize)]
pub enum Lang {
    /// Қазақша.
    Kk,
    /// Русский.
    Ru,
    /// English.
    #[default]
    En,
}

impl Lang {
    /// All of them, in the order the language menu lists them.
    pub const ALL: [Lang; 3] = [Lang::Kk, Lang::Ru, Lang::En];

    /// The BCP 47 code: `kk`, `ru`, `en` (the `lang` attribute of an HTML page).
    pub fn code(self) -> &'static str {
        match self {
            Lang::Kk => "kk",
            Lang::Ru => "ru",
            Lang::En => "en",
        }
    }

    /// The language's own name, as its menu entry shows it whatever the current language.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::Kk => "Қазақша",
            Lang::Ru => "Русский",
            Lang::En => "English",
        }
    }

    /// `kk`, `ru`, `en`, or a locale naming one of them (`ru-RU`, `kk_KZ.UTF-8`, `en-GB`);
    /// `None` for any other language.
    pub fn parse(s: &str) -> Option<Lang> {
        let tag = s.trim().to_ascii_lowercase();
        let primary = tag.split(['-', '_', '.', '@']).next().unwrap_or_default();
        match primary {
            "kk" | "kaz" => Some(Lang::Kk),
            "ru" | "rus" => Some(Lang::Ru),
            "en" | "eng" => Some(Lang::En),
            _ => None,
        }
    }
}
