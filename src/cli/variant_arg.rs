//! The variant as a command-line value: clap learns the four names (its help lists them and shell completions
//! offer them, as for a value enum) while the rules' own parser reads the word; a wrong one is said in the
//! current language ("unknown variant `bao` (expected kete, ...)", the rules' words in English).

use std::ffi::OsStr;

use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::ErrorKind;

use crate::rules::Variant;

/// Parses a variant's name into a [`Variant`].
#[derive(Clone, Copy, Debug)]
pub(super) struct VariantParser;

impl TypedValueParser for VariantParser {
    type Value = Variant;

    fn parse_ref(
        &self,
        command: &clap::Command,
        _arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<Variant, clap::Error> {
        let text = value.to_string_lossy();
        text.parse::<Variant>().map_err(|_| {
            let words = crate::t!("cli-error-unknown-game", word = text.as_ref());
            clap::Error::raw(ErrorKind::ValueValidation, format!("{words}\n")).with_cmd(command)
        })
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            Variant::ALL
                .into_iter()
                .map(|variant| PossibleValue::new(variant.name()).help(crate::i18n::game_title(variant))),
        ))
    }
}
