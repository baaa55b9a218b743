//! The optional features built into this `bao` (Cargo features), which `bao --version` and `bao doctor` list,
//! and what a `bao` built without `serve` answers to `bao serve`: how to get it, not clap's "unrecognized
//! subcommand".

#[cfg(not(all(unix, feature = "serve")))]
use clap::Args;

#[cfg(not(all(unix, feature = "serve")))]
use super::CliError;

/// The command that installs a `bao` with `bao serve`.
pub(super) const INSTALL_SERVE: &str = "cargo install bao-tui --locked --features serve";

/// The version line's text after the program's name: the version and the features built in.
#[cfg(all(unix, feature = "serve"))]
pub(super) const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (features: serve)");
/// The version line's text after the program's name: the version and the features built in.
#[cfg(not(all(unix, feature = "serve")))]
pub(super) const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (features: none)");

/// The optional features built in, by their Cargo names (`serve` only on Unix, where the server is built).
pub(super) fn built_in() -> Vec<&'static str> {
    let mut features = Vec::new();
    if cfg!(all(unix, feature = "serve")) {
        features.push("serve");
    }
    features
}

/// `bao doctor`'s line: the features built in, and how to get the missing ones.
pub(super) fn doctor_line() -> String {
    let features = built_in();
    if features.contains(&"serve") {
        features.join(", ")
    } else if cfg!(unix) {
        crate::t!("cli-doctor-features-none", install = INSTALL_SERVE)
    } else {
        crate::t!("cli-doctor-features-unix")
    }
}

/// `bao serve` in a `bao` built without the feature: whatever its arguments, they are taken and ignored.
#[cfg(not(all(unix, feature = "serve")))]
#[derive(Args, Debug)]
#[command(disable_help_flag = true)]
pub(super) struct MissingServe {
    /// The arguments a `bao serve` would take.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, num_args = 0.., hide = true)]
    args: Vec<String>,
}

/// Says that this `bao` has no server and how to get one (bad input: exit status 2).
#[cfg(not(all(unix, feature = "serve")))]
pub(super) fn missing_serve(_: &MissingServe) -> Result<(), CliError> {
    if cfg!(unix) {
        Err(CliError::input(crate::t!("cli-error-missing-serve", install = INSTALL_SERVE)))
    } else {
        Err(CliError::input(crate::t!("cli-error-serve-unix")))
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser as _;

    use super::super::{Cli, Command};

    #[test]
    fn the_version_names_the_features_built_in() {
        let features = super::built_in();
        assert_eq!(features.contains(&"serve"), cfg!(all(unix, feature = "serve")));
        let listed = if features.is_empty() { "none".to_string() } else { features.join(", ") };
        assert!(super::VERSION.ends_with(&format!(" (features: {listed})")), "{}", super::VERSION);
        assert!(super::VERSION.starts_with(env!("CARGO_PKG_VERSION")));
    }

    #[test]
    fn bao_serve_always_parses() {
        let mut lines = vec![&["bao", "serve", "--open"][..], &["bao", "serve", "--open", "--listen", "0.0.0.0:2222"]];
        // Without the feature, whatever follows: it is taken and ignored.
        if !cfg!(all(unix, feature = "serve")) {
            lines.extend([&["bao", "serve"][..], &["bao", "serve", "--help"], &["bao", "serve", "--no-such-option"]]);
        }
        for words in lines {
            let parsed = Cli::try_parse_from(words);
            assert!(matches!(parsed, Ok(Cli { command: Some(Command::Serve(_)), .. })), "{words:?}: {parsed:?}");
        }
    }
}
