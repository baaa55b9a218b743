//! The commands about the program's look and shell: `bao themes` lists the themes and where each comes from,
//! `bao completions SHELL` prints shell completions, made from the same clap definitions as `--help`.

use std::fmt::Write as _;
use std::io::Write as _;

use clap::CommandFactory;
use clap_complete::Shell;

use super::{Cli, CliError};
use crate::printable::printable;
use crate::theme::{self, Source};

/// `bao themes`: one theme a line, `name  where  description` (or the error of a broken user theme). With
/// `--theme NAME`, also says on standard error if that theme could not be used.
pub fn themes(chosen: Option<&str>) -> Result<(), CliError> {
    let config = crate::tui::settings::config_dir();
    let entries = theme::catalogue(config.as_deref());
    if let Some((_, Some(warning))) = chosen.map(|name| theme::pick(&entries, name)) {
        eprintln!("bao: {}", printable(&warning));
    }
    let mut out = String::new();
    for entry in entries {
        let source = match &entry.source {
            Source::Shipped => "shipped".to_string(),
            Source::User(path) => path.display().to_string(),
        };
        let about = match &entry.spec {
            Ok(spec) => spec.description.clone(),
            Err(error) => format!("broken: {error}"),
        };
        // The name and description come from files: printed with their control characters made visible.
        let (name, source, about) = (printable(&entry.name), printable(&source), printable(&about));
        let _ = writeln!(out, "{name:<18} {source:<8} {about}");
    }
    std::io::stdout().write_all(out.as_bytes()).map_err(|e| CliError::other(format!("output: {e}")))
}

/// `bao completions SHELL`: the completion script for the shell, on standard output.
pub fn completions(shell: Shell) -> Result<(), CliError> {
    let mut command = Cli::command();
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, "bao", &mut script);
    std::io::stdout().write_all(&script).map_err(|e| CliError::other(format!("output: {e}")))
}
