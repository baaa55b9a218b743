//! The `bao` binary: parses the command line and maps the outcome to an exit status.

use std::process::ExitCode;

fn main() -> ExitCode {
    bao::internal::cli::main()
}
