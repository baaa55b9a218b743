//! The look of the program through the real binary: `bao themes` with shipped, user and broken themes,
//! `--theme` with an unknown name, `bao completions`, and a game started with an unknown theme and `--ascii`
//! in a pseudo-terminal (the message shown, the board drawn in the default theme, in plain ASCII).

use std::path::{Path, PathBuf};
use std::process::Output;

fn config(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("bao-look-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(folder.join("themes")).unwrap();
    folder
}

fn bao(config: &Path, args: &[&str]) -> Output {
    super::sandbox::bao_command(&config.join("data"), config).args(args).output().expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn themes_lists_shipped_and_user_themes_and_says_which_are_broken() {
    let config = config("list");
    std::fs::write(config.join("themes/sunset.json"), r##"{"description": "mine", "colours": {"cursor": "#ff8800"}}"##)
        .unwrap();
    std::fs::write(config.join("themes/monochrome.json"), r#"{"colours": {"cursor": "pink"}}"#).unwrap();
    let output = bao(&config, &["themes"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    let names: Vec<&str> = stdout.lines().map(|l| l.split_whitespace().next().unwrap()).collect();
    assert_eq!(names, ["classic-wood", "colour-blind-safe", "default", "high-contrast", "monochrome", "sunset"]);
    assert!(stdout.contains("default            shipped  amber cursor"), "{stdout}");
    let sunset = stdout.lines().find(|l| l.starts_with("sunset")).unwrap();
    assert!(sunset.contains("sunset.json") && sunset.ends_with("mine"), "{sunset}");
    let broken = stdout.lines().find(|l| l.starts_with("monochrome")).unwrap();
    assert!(broken.contains("monochrome.json") && broken.contains("broken: colour `pink`"), "{broken}");
    std::fs::remove_dir_all(&config).unwrap();
}

#[test]
fn an_unknown_or_broken_theme_is_named_and_the_program_goes_on() {
    let config = config("unknown");
    let output = bao(&config, &["--theme", "nope", "themes"]);
    assert!(output.status.success());
    let stderr = text(&output.stderr);
    assert!(stderr.starts_with("bao: unknown theme `nope` (there are: classic-wood,"), "{stderr}");
    assert!(stderr.trim_end().ends_with("using the default theme"), "{stderr}");
    std::fs::write(config.join("themes/wood.json"), "{").unwrap();
    let stderr = text(&bao(&config, &["themes", "--theme", "wood"]).stderr);
    assert!(stderr.contains("wood.json") && stderr.contains("EOF while parsing"), "{stderr}");
    std::fs::remove_dir_all(&config).unwrap();
}

#[test]
fn completions_are_printed_for_bash() {
    let config = config("completions");
    let output = bao(&config, &["completions", "bash"]);
    assert!(output.status.success());
    let script = text(&output.stdout);
    assert!(script.contains("_bao()") && script.contains("--theme") && script.contains("themes"), "{script}");
    let output = bao(&config, &["completions", "tcsh"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("invalid value 'tcsh'"));
    std::fs::remove_dir_all(&config).unwrap();
}

/// Issue 18: text from a file is never printed raw. A theme whose file name and description carry escape
/// sequences (one sets the terminal's title, one clears the screen) is listed with them made visible.
#[test]
fn escape_sequences_in_a_theme_are_printed_visibly() {
    let config = config("escapes");
    let description = r#"{"description": "pwned\u001b]0;title\u0007\u001b[2J", "colours": {}}"#;
    std::fs::write(config.join("themes/evil\u{1b}[31m.json"), description).unwrap();
    let output = bao(&config, &["themes", "--theme", "missing\u{1b}[2J"]);
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    assert!(!stdout.contains('\u{1b}') && !stdout.contains('\u{7}'), "{stdout:?}");
    assert!(!stderr.contains('\u{1b}'), "{stderr:?}");
    assert!(stdout.contains(r"evil\u{1b}[31m") && stdout.contains(r"pwned\u{1b}]0;title\u{7}\u{1b}[2J"), "{stdout}");
    assert!(stderr.contains(r"missing\u{1b}[2J"), "{stderr}");
    std::fs::remove_dir_all(&config).unwrap();
}
