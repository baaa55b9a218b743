//! Issue 27: over `bao serve` no screen names a shell command the player cannot run. Every screen of the sweep
//! is drawn as a session of `bao serve` shows it, and the text searched for `bao` followed by one of the
//! command line's subcommands, as clap defines them.

use clap::CommandFactory as _;

use super::screens::every_screen;

/// The names of `bao`'s subcommands (hidden ones too), from the command line's definition.
fn subcommands() -> Vec<String> {
    let cli = crate::cli::Cli::command();
    let names = cli.get_subcommands().flat_map(|command| {
        std::iter::once(command.get_name().to_string()).chain(command.get_all_aliases().map(str::to_string))
    });
    names.collect()
}

/// The shell commands `text` names: `bao` followed by a subcommand, across line breaks and runs of spaces.
fn shell_commands(text: &str, commands: &[String]) -> Vec<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    words
        .windows(2)
        .filter(|pair| pair[0].trim_start_matches(['`', '(', '"', '\'']) == "bao")
        .map(|pair| pair[1].trim_end_matches(|c: char| !c.is_alphanumeric()))
        .filter(|command| commands.iter().any(|name| name == command))
        .map(|command| format!("bao {command}"))
        .collect()
}

/// The text a screen shows at `width` x `height`, its lines joined.
fn screen_text(app: &crate::tui::App, width: u16, height: u16) -> String {
    super::render(app, width, height).lines().map(|line| line.trim_matches('"')).collect::<Vec<_>>().join(" ")
}

#[test]
fn the_guard_knows_the_subcommands_and_finds_a_command_cut_by_a_line_break() {
    let commands = subcommands();
    for name in ["host", "join", "watch", "rooms", "saves", "import", "serve", "play"] {
        assert!(commands.iter().any(|command| command == name), "{name} in {commands:?}");
    }
    assert_eq!(shell_commands("the other player types  bao\n join kete-aaaa-bbbb", &commands), ["bao join"]);
    assert_eq!(shell_commands("(see `bao saves`)", &commands), ["bao saves"]);
    assert!(shell_commands("bao · play and study; another bao is open; bao needs 60x20", &commands).is_empty());
}

#[test]
fn under_bao_serve_no_screen_names_a_shell_command() {
    let commands = subcommands();
    let screens = every_screen("served", true);
    assert!(screens.iter().any(|(name, _)| name.ends_with("room closed, game saved")), "the sweep has them");
    for (name, app) in screens {
        assert!(app.shared.environment.served, "{name} is drawn as bao serve shows it");
        for (width, height) in [(80, 24), (60, 20), (120, 40)] {
            let text = screen_text(&app, width, height);
            let named = shell_commands(&text, &commands);
            assert!(named.is_empty(), "{name} at {width}x{height} names {named:?}:\n{text}");
        }
    }
}

/// The sweep is a real guard: the same screens outside `bao serve` name the commands that work there.
#[test]
fn outside_bao_serve_the_rooms_screens_name_their_commands() {
    let commands = subcommands();
    let screens = every_screen("local", false);
    let named = |suffix: &str| {
        let (_, app) = screens.iter().find(|(name, _)| name.ends_with(suffix)).unwrap();
        shell_commands(&screen_text(app, 120, 40), &commands)
    };
    assert_eq!(named("kingulu room host waiting"), ["bao join"]);
    assert_eq!(named("kingulu room closed, game saved"), ["bao host"]);
    assert_eq!(named("rooms, a public room"), ["bao rooms"]);
}

#[test]
fn the_words_after_an_unsaved_game_name_bao_import_only_outside_bao_serve() {
    let commands = subcommands();
    assert_eq!(shell_commands(&crate::tui::unsaved_exit_words(false), &commands), ["bao import"]);
    assert!(shell_commands(&crate::tui::unsaved_exit_words(true), &commands).is_empty());
}
