//! Any bytes given to the theme reader (a user's `themes/*.json`): it may refuse them, never panic. A theme
//! that parses is also resolved for every colour depth, as the interface does.
#![no_main]

use bao::internal::theme::{Depth, ThemeSpec};
use bao::internal::tui::Theme;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    if let Ok(text) = std::str::from_utf8(bytes) {
        if let Ok(spec) = ThemeSpec::parse(text) {
            for depth in [Depth::TrueColour, Depth::Ansi256, Depth::Ansi16, Depth::Monochrome] {
                let _ = Theme::resolve(&spec, depth);
            }
        }
    }
});
