//! Any bytes given to the settings reader (`settings.json`): it may refuse them, never panic. Settings that
//! parse are also brought into range and written back, as the settings screen does.
#![no_main]

use bao::internal::tui::settings::Settings;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    if let Ok(text) = std::str::from_utf8(bytes) {
        if let Ok((settings, _unknown)) = Settings::parse(text) {
            let settings = settings.sanitised();
            let written = serde_json::to_string(&settings).expect("settings always serialise");
            let (again, unknown) = Settings::parse(&written).expect("written settings read back");
            assert!(unknown.is_empty());
            assert_eq!(again.sanitised(), settings);
        }
    }
});
