use std::collections::BTreeSet;

use clap::{Command, CommandFactory};

use super::super::Cli;
use super::{arg_id, command_id, found};
use crate::i18n::{Language, scoped};

/// Every command's help, short (`-h`) and long (`--help`), by the command's path: with its styles, or in plain
/// text.
fn helps(mut command: Command, styled: bool) -> Vec<(String, String)> {
    fn collect(command: &mut Command, path: &str, styled: bool, out: &mut Vec<(String, String)>) {
        let text = |help: clap::builder::StyledStr| if styled { help.ansi().to_string() } else { help.to_string() };
        out.push((format!("{path} -h"), text(command.render_help())));
        out.push((format!("{path} --help"), text(command.render_long_help())));
        // Not `help`, nor a hidden command (a bao without `serve` takes `bao serve --help` as its arguments).
        for sub in command.get_subcommands_mut().filter(|sub| sub.get_name() != "help" && !sub.is_hide_set()) {
            let path = format!("{path} {}", sub.get_name());
            collect(sub, &path, styled, out);
        }
    }
    command.build();
    let mut out = Vec::new();
    collect(&mut command, "bao", styled, &mut out);
    out
}

/// The English help made from the catalog is clap's own from the derive's doc comments, byte for byte, styles
/// and all: the catalog holds the doc comments' words, and English keeps clap's own words.
#[test]
fn the_english_help_is_the_doc_comments_word_for_word() {
    scoped(Language::English, || {
        let (worded, derived) = (helps(super::command(), true), helps(Cli::command(), true));
        assert_eq!(worded.len(), derived.len());
        for ((path, worded), (_, derived)) in worded.iter().zip(&derived) {
            assert_eq!(worded, derived, "{path}");
        }
    });
}

/// The ids of the messages a visible command or argument of `command` (at `path`) is worded with.
fn ids(command: &Command, path: &str, out: &mut BTreeSet<String>) {
    let id = command_id(path);
    let parts = [
        (command.get_about().is_some(), "about"),
        (command.get_long_about().is_some(), "long-about"),
        (path != "bao" && command.get_after_help().is_some(), "after-help"),
        (path != "bao" && command.get_after_long_help().is_some(), "after-long-help"),
    ];
    out.extend(parts.iter().filter(|(has, _)| *has).map(|(_, part)| format!("{id}-{part}")));
    for arg in command.get_arguments().filter(|arg| !arg.is_hide_set()) {
        if arg.get_help().is_some() {
            out.insert(arg_id(&id, arg, ""));
        }
        if arg.get_long_help().is_some() {
            out.insert(arg_id(&id, arg, "-long"));
        }
    }
    for sub in command.get_subcommands().filter(|sub| !sub.is_hide_set()) {
        ids(sub, &format!("{path} {}", sub.get_name()), out);
    }
}

/// Every visible command and argument has its words in both languages, and every message of the commands'
/// and arguments' names is asked for (a bao without the `serve` feature has no `bao serve` to word).
#[test]
fn every_command_and_argument_has_its_words_in_both_languages() {
    let mut asked = BTreeSet::new();
    ids(&Cli::command(), "bao", &mut asked);
    for language in Language::ALL {
        scoped(language, || {
            let missing: Vec<&String> = asked.iter().filter(|id| found(id).is_none()).collect();
            assert!(missing.is_empty(), "{language}: no words for {missing:?}");
        });
    }
    let english = crate::i18n::catalog::AREAS.iter().find(|(area, ..)| *area == "cli").unwrap().1;
    let serve = cfg!(all(unix, feature = "serve"));
    let unasked: Vec<&str> = english
        .lines()
        .filter_map(|line| line.split_once(" =").map(|(id, _)| id))
        .filter(|id| id.starts_with("cli-bao") || id.starts_with("cli-arg-"))
        .filter(|id| serve || !id.starts_with("cli-bao-serve-"))
        .filter(|id| !asked.contains(*id))
        .collect();
    assert!(unasked.is_empty(), "words for no command or argument: {unasked:?}");
}

/// `bao --help` and a command's help in Swahili: the commands' and clap's own words are Swahili.
#[test]
fn the_help_in_swahili() {
    scoped(Language::Swahili, || {
        let helps = helps(super::command(), false);
        let of = |path: &str| helps.iter().find(|(p, _)| p == path).map(|(_, help)| help.clone()).unwrap();
        insta::assert_snapshot!("bao_help_sw", of("bao --help"));
        insta::assert_snapshot!("bao_play_help_sw", of("bao play -h"));
        insta::assert_snapshot!("bao_bench_help_sw", of("bao bench --help"));
        for (path, help) in &helps {
            for english in
                ["Usage:", "Options:", "Arguments:", "Commands:", "Print help", "[default:", "possible values"]
            {
                assert!(!help.contains(english), "{path}: {english}\n{help}");
            }
        }
    });
}

/// A command line clap refuses is said in Swahili, with the usage and the similar command; in English clap's own
/// words stand.
#[test]
fn a_refused_command_line_in_swahili() {
    scoped(Language::Swahili, || {
        let error = super::command().try_get_matches_from(["bao", "platy"]).unwrap_err();
        let said = super::refusal(&error).unwrap();
        assert!(said.starts_with("hitilafu: amri 'platy' haijulikani"), "{said}");
        assert!(said.contains("kidokezo: ipo inayofanana: 'play'") && said.contains("Matumizi: bao [CHAGUO] [AMRI]"));
        let error = super::command().try_get_matches_from(["bao", "bench", "chess"]).unwrap_err();
        let said = super::refusal(&error).unwrap();
        assert!(said.starts_with("hitilafu: mchezo `chess` haujulikani"), "{said}");
    });
    scoped(Language::English, || {
        let error = super::command().try_get_matches_from(["bao", "platy"]).unwrap_err();
        assert_eq!(super::refusal(&error), None);
    });
}
