//! Any bytes given to the save-file loader: it may refuse them, never panic. A file that parses is also
//! checked (every move replayed through the rules), as `bao play --load` does.
#![no_main]

use bao::internal::store::SaveFile;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    if let Ok(save) = SaveFile::from_json(bytes) {
        let _ = save.check();
    }
});
