//! What a new user meets first (issue 16): every file the README and the program name is in the repository,
//! and the conventions of command-line tools (help, man page, colour, a run without a terminal, `bao doctor`).

use std::fs;
use std::path::Path;

use bao::rules::Variant;

/// The repository's own folders a path named in the README can start with.
const FOLDERS: [&str; 9] = ["src/", "tests/", "docs/", "saves/", "themes/", "fuzz/", "benches/", "examples/", ".ci/"];

/// The paths the README names: the words in backticks and the link targets that start in one of [`FOLDERS`]
/// (a `*` stands for any file of its folder).
fn named_paths(text: &str) -> Vec<String> {
    let mut paths = Vec::new();
    let quoted = text.split('`').skip(1).step_by(2);
    let linked = text.split("](").skip(1).filter_map(|rest| rest.split(')').next());
    for word in quoted.chain(linked) {
        // `bao play --load saves/kingulu-long-lap.json`: each word of a command.
        for word in word.split_whitespace() {
            let word = word.trim_end_matches([',', '.', ':', ';']);
            if FOLDERS.iter().any(|folder| word.starts_with(folder)) {
                paths.push(word.to_string());
            }
        }
    }
    paths.sort();
    paths.dedup();
    paths
}

fn exists(root: &Path, path: &str) -> bool {
    match path.split_once('*') {
        Some((folder, _)) => root.join(folder).is_dir(),
        None => root.join(path).exists(),
    }
}

#[test]
fn every_file_the_readme_names_is_in_the_repository() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = fs::read_to_string(root.join("README.md")).unwrap();
    let paths = named_paths(&readme);
    for expected in ["docs/RULES.md", "docs/NOTATION.md", "docs/rules/kete.md", "saves/kingulu-long-lap.json"] {
        assert!(paths.iter().any(|p| p == expected), "the README names {expected}: {paths:?}");
    }
    let missing: Vec<&String> = paths.iter().filter(|path| !exists(root, path)).collect();
    assert!(missing.is_empty(), "named in the README but not in the repository: {missing:?}");
}

#[test]
fn the_rules_documents_the_program_names_are_in_the_repository() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for variant in Variant::ALL {
        // The rules screen's title names this file.
        let path = format!("docs/rules/{variant}.md");
        assert!(root.join(&path).is_file(), "{path}");
    }
    for path in ["docs/RULES.md", "docs/NOTATION.md"] {
        assert!(root.join(path).is_file(), "{path}");
    }
}
