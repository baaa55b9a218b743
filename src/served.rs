//! Whether this program runs as a session of `bao serve`, and what changes then. The server sets
//! [`SESSION_VARIABLE`] in each session's environment (a client cannot: it may pass only its colour and
//! language variables). A session confines itself before it opens anything (Landlock, on Linux: the command line's start does it,
//! so this module uses nothing of the program and every part may ask it),
//! and shows its folders relative to the player's folder (its `HOME`), never the server's own paths
//! ([`shown_folder`]).

use std::path::Path;

/// The variable `bao serve` sets (to `1`) in each session's environment.
pub const SESSION_VARIABLE: &str = "BAO_SERVE_SESSION";

/// Whether this program is a session of `bao serve`.
#[must_use]
pub fn is_session() -> bool {
    std::env::var_os(SESSION_VARIABLE).is_some_and(|value| value == "1")
}

/// The variable `bao serve` sets (to `1`) in the environment of a session whose client asked for no terminal
/// (`ssh -T`, a pipe): the program runs the line mode, as `--lines` asks, and its terminal (the server's
/// pseudo-terminal) echoes nothing, the client echoing what its player types.
pub const LINES_VARIABLE: &str = "BAO_LINES";

/// Whether the environment asks for the line mode ([`LINES_VARIABLE`]).
#[must_use]
pub fn lines_asked() -> bool {
    std::env::var_os(LINES_VARIABLE).is_some_and(|value| value == "1")
}

/// A folder as the player is shown it: as it is, or in a session of `bao serve`, relative to the player's
/// folder (`~/data/saves`), or by its name alone when it is not beneath it.
#[must_use]
pub fn shown_folder(path: &Path) -> String {
    if !is_session() {
        return path.display().to_string();
    }
    shown_within(path, std::env::var_os("HOME").as_deref().map(Path::new))
}

/// `path` relative to `home`, as `~/…`, or its last name.
fn shown_within(path: &Path, home: Option<&Path>) -> String {
    if let Some(relative) = home.and_then(|home| path.strip_prefix(home).ok()) {
        return if relative.as_os_str().is_empty() { "~".into() } else { format!("~/{}", relative.display()) };
    }
    path.file_name().map_or_else(|| "~".into(), |name| name.to_string_lossy().into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_is_shown_relative_to_the_players_folder() {
        let home = Path::new("/var/lib/bao/serve/users/ali");
        assert_eq!(shown_within(&home.join("data/saves"), Some(home)), "~/data/saves");
        assert_eq!(shown_within(home, Some(home)), "~");
        assert_eq!(shown_within(Path::new("/srv/elsewhere/saves"), Some(home)), "saves");
        assert_eq!(shown_within(Path::new("/srv/elsewhere/saves"), None), "saves");
    }
}
