//! The terminal as it is (issue 26): a locale that is not UTF-8 draws in ASCII and a terminal without colours
//! gets none, without being asked, and `bao doctor` says why; `bao --version` and `bao doctor` name the
//! optional features built in, and a `bao` without `serve` says how to get it.

use super::first_contact::has_colour;
use super::sandbox::Sandbox;
use super::tui_e2e::Pty;

/// `bao doctor`'s value for `name`, in `env`.
fn doctor(env: &[(&str, &str)], name: &str) -> String {
    let sandbox = Sandbox::new("terminal-doctor");
    let output = sandbox.command().arg("doctor").envs(env.iter().copied()).output().unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = String::from_utf8(output.stdout).unwrap();
    let line = text.lines().find(|line| line.starts_with(&format!("{name} "))).unwrap_or_else(|| panic!("{text}"));
    line[name.len()..].trim().to_string()
}

/// The colour variables emptied (empty is the same as unset), so only `TERM` decides.
const NO_COLOUR_VARIABLES: [(&str, &str); 5] =
    [("COLORTERM", ""), ("NO_COLOR", ""), ("CLICOLOR", ""), ("CLICOLOR_FORCE", ""), ("FORCE_COLOR", "")];

#[test]
fn a_locale_that_is_not_utf8_draws_in_ascii_and_doctor_says_why() {
    let sandbox = Sandbox::new("locale");
    for locale in [("LANG", "C"), ("LC_ALL", "POSIX"), ("LC_CTYPE", "en_US.ISO-8859-1")] {
        let mut pty = Pty::spawn(&sandbox, &["play", "kingulu"], &[locale]);
        pty.wait_text("South to move");
        let screen = pty.screen();
        assert!(screen.is_ascii(), "{locale:?} draws Unicode:\n{screen}");
        pty.quit();
    }
    // The same game in a UTF-8 locale draws its Unicode (so the test above tells the two apart).
    let mut pty = Pty::spawn(&sandbox, &["play", "kingulu"], &[("LANG", "en_US.UTF-8")]);
    pty.wait_text("South to move");
    assert!(!pty.screen().is_ascii(), "{}", pty.screen());
    pty.quit();

    assert_eq!(doctor(&[("LANG", "C")], "drawing"), "ASCII (LANG=C, not UTF-8: the board's Unicode would not show)");
    assert_eq!(
        doctor(&[("LC_ALL", "POSIX"), ("LANG", "en_US.UTF-8")], "drawing"),
        "ASCII (LC_ALL=POSIX, not UTF-8: the board's Unicode would not show)"
    );
    assert_eq!(doctor(&[("LANG", "C.UTF-8")], "drawing"), "Unicode (LANG=C.UTF-8)");
    assert_eq!(doctor(&[("LANG", "")], "drawing"), "Unicode (no locale set (LC_ALL, LC_CTYPE, LANG); UTF-8 assumed)");
}

#[test]
fn a_terminal_without_colours_gets_none_and_doctor_says_why() {
    let sandbox = Sandbox::new("vt100");
    for term in ["vt100", "vt220", "dumb"] {
        let mut env = NO_COLOUR_VARIABLES.to_vec();
        env.push(("TERM", term));
        let mut pty = Pty::spawn(&sandbox, &["play", "kingulu"], &env);
        pty.wait_text("South to move");
        assert!(!has_colour(&pty.written), "TERM={term}: {:?}", String::from_utf8_lossy(&pty.written));
        pty.quit();
        assert_eq!(
            doctor(&env, "colours"),
            format!("no colour (TERM={term}, a terminal without colours; --color always for colour)")
        );
    }
    // A terminal of 16 colours gets them, and --color always colours a vt100.
    let mut env = NO_COLOUR_VARIABLES.to_vec();
    env.push(("TERM", "xterm"));
    let mut pty = Pty::spawn(&sandbox, &["play", "kingulu"], &env);
    pty.wait_text("South to move");
    assert!(has_colour(&pty.written), "TERM=xterm: no colour written");
    pty.quit();
    env.pop();
    env.push(("TERM", "vt100"));
    let mut pty = Pty::spawn(&sandbox, &["--color", "always", "play", "kingulu"], &env);
    pty.wait_text("South to move");
    assert!(has_colour(&pty.written), "--color always on a vt100: no colour written");
    pty.quit();
}

#[test]
fn the_version_and_doctor_name_the_features_built_in() {
    let serve = cfg!(all(unix, feature = "serve"));
    let output = super::sandbox::run(&["--version"]);
    assert!(output.status.success());
    let listed = if serve { "serve" } else { "none" };
    let expected = format!("bao {} (features: {listed})\n", env!("CARGO_PKG_VERSION"));
    assert_eq!(String::from_utf8(output.stdout).unwrap(), expected);
    let features = doctor(&[], "features");
    if serve {
        assert_eq!(features, "serve");
    } else {
        assert!(features.starts_with("none (bao serve") && features.contains("cargo install"), "{features}");
    }
}

/// A `bao` built without `serve` (`cargo test --locked`, without `--features serve`) answers `bao serve` with
/// the command that installs one with it, whatever the arguments, not clap's "unrecognized subcommand".
#[cfg(all(unix, not(feature = "serve")))]
#[test]
fn bao_serve_without_the_feature_says_how_to_get_it() {
    for args in [&["serve"][..], &["serve", "--open", "--listen", "0.0.0.0:2222"], &["serve", "--help"]] {
        let output = super::sandbox::run(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(
            stderr,
            "bao: this bao was built without the serve feature, which bao serve (the SSH server) needs; install it \
             with: cargo install bao-tui --locked --features serve (from a checkout of the source: cargo install \
             --path . --locked --features serve)\n",
            "{args:?}"
        );
    }
    // Nor is it listed among the commands.
    let help = String::from_utf8(super::sandbox::run(&["--help"]).stdout).unwrap();
    assert!(!help.lines().any(|line| line.trim_start().starts_with("serve ")), "{help}");
}
