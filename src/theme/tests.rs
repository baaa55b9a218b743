//! Tests of theme files: every shipped file parses, partial files keep the defaults, user themes replace
//! shipped ones, broken ones fall back with a message, and the fallback colour of every shipped colour is
//! pinned.

use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;

use super::depth::{SIXTEEN_COLOURS, nearest_16, nearest_256};
use super::*;

fn folder(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("bao-theme-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&folder);
    fs::create_dir_all(user_folder(&folder)).unwrap();
    folder
}

#[test]
fn every_file_in_themes_parses_and_is_shipped() {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("themes");
    let mut names = Vec::new();
    for entry in fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|x| x == "json") {
            let text = fs::read_to_string(&path).unwrap();
            let spec = ThemeSpec::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert!(!spec.description.is_empty(), "{}", path.display());
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            let shipped = SHIPPED.iter().find(|(n, _)| *n == name).unwrap_or_else(|| panic!("{name} not shipped"));
            assert_eq!(shipped.1, text, "{name}");
            names.push(name);
        }
    }
    names.sort_unstable();
    let mut shipped: Vec<&str> = SHIPPED.iter().map(|(n, _)| *n).collect();
    shipped.sort_unstable();
    assert_eq!(names, shipped);
}

#[test]
fn the_default_file_is_the_default_struct() {
    let (spec, warning) = pick(&catalogue(None), DEFAULT_NAME);
    assert_eq!(warning, None);
    assert_eq!(spec.colours, Colours::default());
}

#[test]
fn a_file_overrides_only_what_it_names() {
    let spec = ThemeSpec::parse(r##"{"colours": {"cursor": "#010203"}}"##).unwrap();
    assert_eq!(spec.colours.cursor, Colour::Rgb(Rgb(1, 2, 3)));
    assert_eq!(spec.colours.label, Colours::default().label);
    assert_eq!(ThemeSpec::parse("{}").unwrap(), ThemeSpec::default());
}

#[test]
fn typos_and_bad_colours_are_errors() {
    let typo = ThemeSpec::parse(r#"{"colours": {"cursr": "default"}}"#).unwrap_err().to_string();
    assert!(typo.contains("unknown field `cursr`"), "{typo}");
    let bad = ThemeSpec::parse(r#"{"colours": {"cursor": "yellow"}}"#).unwrap_err().to_string();
    assert!(bad.contains("colour `yellow`"), "{bad}");
}

#[test]
fn user_themes_are_found_and_replace_shipped_ones() {
    let config = folder("user");
    let themes = user_folder(&config);
    fs::write(themes.join("default.json"), r##"{"colours": {"cursor": "#ff0000"}}"##).unwrap();
    fs::write(themes.join("mine.json"), r#"{"description": "mine"}"#).unwrap();
    fs::write(themes.join("notes.txt"), "not a theme").unwrap();
    let entries = catalogue(Some(&config));
    let names: Vec<&str> = entries.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["classic-wood", "colour-blind-safe", "default", "high-contrast", "mine", "monochrome"]);
    let (spec, warning) = pick(&entries, "default");
    assert_eq!((spec.colours.cursor, warning), (Colour::Rgb(Rgb(255, 0, 0)), None));
    assert_eq!(entries[2].source, Source::User(themes.join("default.json")));
    assert_eq!(pick(&entries, "mine").0.description, "mine");
    fs::remove_dir_all(&config).unwrap();
}

#[test]
fn a_broken_user_theme_or_unknown_name_falls_back_with_a_message() {
    let config = folder("broken");
    let path = user_folder(&config).join("wood.json");
    fs::write(&path, r#"{"colours": {"cursor": 5"#).unwrap();
    let entries = catalogue(Some(&config));
    let (spec, warning) = pick(&entries, "wood");
    assert_eq!(spec, pick(&entries, DEFAULT_NAME).0);
    let warning = warning.unwrap();
    assert!(warning.contains(&path.display().to_string()), "{warning}");
    assert!(warning.contains("line 1"), "{warning}");
    assert!(warning.ends_with("using the default theme"), "{warning}");
    let (_, unknown) = pick(&entries, "nope");
    assert!(unknown.unwrap().starts_with("unknown theme `nope` (there are: classic-wood,"));
    fs::remove_dir_all(&config).unwrap();
}

/// Text colours read on dark and light terminals alike: a WCAG contrast of at least 3 (enough for bold text)
/// against both black and white. Blocks (cursor, seed in flight, selection) carry their own black or white text.
#[test]
fn shipped_text_colours_read_on_dark_and_light_backgrounds() {
    let (black, white) = (Rgb(0, 0, 0), Rgb(255, 255, 255));
    for (name, text) in SHIPPED {
        for (slot, colour) in ThemeSpec::parse(text).unwrap().colours.named() {
            let Colour::Rgb(rgb) = colour else { continue };
            if ["cursor", "in_flight", "selected"].contains(&slot) {
                continue;
            }
            let (on_black, on_white) = (rgb.contrast(black), rgb.contrast(white));
            assert!(
                on_black >= 3.0 && on_white >= 3.0,
                "{name} {slot} {rgb}: {on_black:.2} on black, {on_white:.2} on white"
            );
        }
    }
}

/// The 256- and 16-colour stand-ins of every colour of every shipped theme, one line each.
#[test]
fn fallback_colours_of_the_shipped_themes() {
    let mut table = String::from("theme              colour       rgb      256  16\n");
    for (name, text) in SHIPPED {
        let spec = ThemeSpec::parse(text).unwrap();
        for (slot, colour) in spec.colours.named() {
            let Colour::Rgb(rgb) = colour else {
                writeln!(table, "{name:<18} {slot:<12} default").unwrap();
                continue;
            };
            let index = nearest_256(rgb);
            let sixteen = SIXTEEN_COLOURS[nearest_16(rgb)].0;
            writeln!(table, "{name:<18} {slot:<12} {rgb}  {index:>3}  {sixteen:?}").unwrap();
        }
    }
    insta::assert_snapshot!(table);
}

#[cfg(unix)]
#[test]
fn a_named_pipe_or_a_device_among_the_themes_is_listed_as_broken_at_once() {
    let config = folder("special");
    let themes = user_folder(&config);
    assert!(std::process::Command::new("mkfifo").arg(themes.join("pipe.json")).status().unwrap().success());
    std::os::unix::fs::symlink("/dev/zero", themes.join("zero.json")).unwrap();
    fs::write(themes.join("bom.json"), "\u{feff}{\"description\": \"marked\"}").unwrap();
    let entries = catalogue(Some(&config));
    let spec = |name: &str| entries.iter().find(|e| e.name == name).unwrap().spec.clone();
    assert_eq!(spec("pipe"), Err("not a regular file (a named pipe)".to_string()));
    assert_eq!(spec("zero"), Err("not a regular file (a device)".to_string()));
    assert_eq!(spec("bom").unwrap().description, "marked");
    fs::remove_dir_all(&config).unwrap();
}
