//! Every fixture block of the rules documents (copied into `tests/fixtures/VARIANT.txt`) is a test: the
//! position parses and prints canonically, its legal moves are exactly `legal` (as a set), `moves` play to
//! exactly `after`, and the status of `after` is `status` (`ongoing` when absent). One generic harness for every
//! game (docs/RULES.md "Fixtures").

use std::fmt::Write as _;
use std::path::Path;

use bao::rules::{Game, Line, Setup, Variant};
use bao::with_game;

/// One fixture block, with the file line it starts on and the example it belongs to.
#[derive(Debug, Default)]
struct Block {
    line: usize,
    example: String,
    position: String,
    legal: Option<String>,
    moves: String,
    after: String,
    status: Option<String>,
}

fn parse_blocks(text: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut example = String::new();
    let mut current: Option<Block> = None;
    for (number, line) in text.lines().enumerate() {
        if let Some(heading) = line.strip_prefix("# ") {
            example = heading.to_string();
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            if let Some(block) = current.take() {
                blocks.push(block);
            }
            continue;
        };
        let value = value.trim().to_string();
        let block =
            current.get_or_insert_with(|| Block { line: number + 1, example: example.clone(), ..Block::default() });
        match key {
            "position" => block.position = value,
            "legal" => block.legal = Some(value),
            "moves" => block.moves = value,
            "after" => block.after = value,
            "status" => block.status = Some(value),
            other => panic!("line {}: unknown fixture key `{other}`", number + 1),
        }
    }
    blocks.extend(current);
    blocks
}

/// Checks one block; returns what went wrong.
fn check<G: Game>(block: &Block) -> Result<(), String> {
    let setup: Setup = block.position.parse().map_err(|e| format!("position does not parse: {e}"))?;
    let start = G::from_setup(&setup).map_err(|e| format!("position is refused: {e}"))?;
    let printed = start.to_setup().to_string();
    if printed != block.position {
        return Err(format!("position prints as\n    {printed}"));
    }
    if let Some(legal) = &block.legal {
        let mut expected: Vec<&str> = legal.split_whitespace().collect();
        let mut found: Vec<String> = start.legal_moves().iter().map(ToString::to_string).collect();
        expected.sort_unstable();
        found.sort_unstable();
        if found != expected {
            return Err(format!("legal moves are {found:?}, expected {expected:?}"));
        }
    }
    let moves: Vec<&str> = block.moves.split_whitespace().collect();
    let line = Line::from_texts(start, &moves).map_err(|e| format!("moves do not play: {e}"))?;
    let after = line.current().to_setup().to_string();
    if after != block.after {
        return Err(format!("after the moves the position is\n    {after}\nexpected\n    {}", block.after));
    }
    let status = line.status();
    let result = status.outcome().map_or("ongoing", |outcome| outcome.result_text());
    let expected = block.status.as_deref().unwrap_or("ongoing");
    if result != expected {
        return Err(format!("status is `{status}`, expected `{expected}`"));
    }
    Ok(())
}

/// Runs every block of `tests/fixtures/VARIANT.txt`; fails listing every block that fails.
fn run_fixtures(variant: Variant) -> usize {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(format!("{variant}.txt"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let blocks = parse_blocks(&text);
    let mut failures = String::new();
    for block in &blocks {
        let outcome = with_game!(variant, G => check::<G>(block));
        if let Err(message) = outcome {
            let _ = writeln!(failures, "{}:{} ({}): {message}", path.display(), block.line, block.example);
        }
    }
    assert!(failures.is_empty(), "failing fixture blocks:\n{failures}");
    blocks.len()
}

#[test]
fn kete_fixtures() {
    assert_eq!(run_fixtures(Variant::Kete), 28);
}

#[test]
fn kingulu_fixtures() {
    assert_eq!(run_fixtures(Variant::Kingulu), 15);
}

#[test]
fn kimasai_step_fixtures() {
    assert_eq!(run_fixtures(Variant::KimasaiStep), 11);
}

#[test]
fn kimasai_relay_fixtures() {
    assert_eq!(run_fixtures(Variant::KimasaiRelay), 14);
}
