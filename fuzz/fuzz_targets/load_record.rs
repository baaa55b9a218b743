//! Any text given to the game-record reader (`bao import`): it may refuse it, never panic.
#![no_main]

use bao::internal::store::parse_record;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    let _ = parse_record(&String::from_utf8_lossy(bytes));
});
