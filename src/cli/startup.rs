//! What the program does at its start, before it runs a command: a session of `bao serve` confines itself
//! first, the language its texts are worded in is chosen before its arguments are read, and under the test
//! harness's guard the folders it may touch must be given.

use super::CliError;

/// Under the test harness's guard ([`crate::store::TEST_GUARD_VARIABLE`]), both folders must be given: a test
/// that forgot one fails here, before anything could read or write the user's own saves or settings.
pub(super) fn test_guard() -> Result<(), CliError> {
    if !crate::store::test_guard() {
        return Ok(());
    }
    for variable in [crate::store::DATA_DIR_VARIABLE, crate::tui::settings::CONFIG_DIR_VARIABLE] {
        if std::env::var_os(variable).is_none_or(|value| value.is_empty()) {
            let guard = crate::store::TEST_GUARD_VARIABLE;
            return Err(CliError::other(crate::t!("cli-error-test-guard", guard = guard, variable = variable)));
        }
    }
    Ok(())
}

/// The language the command line words in, chosen before its arguments are read (their help is worded in it):
/// the settings file's `language` if it reads and names one, else the locale's. The interface chooses the same
/// way when it starts ([`crate::tui::App::configure`]).
pub(super) fn language() -> crate::i18n::Language {
    let chosen =
        crate::tui::settings::config_dir().and_then(|folder| crate::tui::settings::Settings::load(&folder).0.language);
    chosen.unwrap_or_else(|| crate::i18n::Language::from_environment(|name| std::env::var(name).ok()))
}

/// At the program's start: in a session of `bao serve`, confines the program to the player's folders and the
/// server's rooms (from its `BAO_DATA_DIR`, `BAO_CONFIG_DIR` and `BAO_ROOMS_DIR`, which the server sets). A
/// session whose confinement fails does not start; on a kernel without Landlock it starts unconfined (the
/// server logged so at its start).
pub(super) fn confine_session() -> Result<(), String> {
    if !crate::served::is_session() {
        return Ok(());
    }
    #[cfg(all(target_os = "linux", feature = "serve"))]
    {
        // First of all: the session's own terminal, which the spawner's posix_spawn could not give it.
        crate::serve::terminal::take_controlling_terminal()?;
        let folder = |name: &str| {
            std::env::var_os(name)
                .map(std::path::PathBuf::from)
                .ok_or_else(|| crate::t!("cli-error-session-needs", variable = name))
        };
        let folders = crate::serve::confine::Folders {
            data: folder(crate::store::DATA_DIR_VARIABLE)?,
            config: folder(crate::tui::settings::CONFIG_DIR_VARIABLE)?,
            rooms: folder(crate::room::dir::ROOMS_DIR_VARIABLE)?,
        };
        crate::serve::confine::confine(&folders).map_err(|e| crate::t!("cli-error-confine", error = e))?;
    }
    Ok(())
}
