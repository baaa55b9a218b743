//! `bao moves`, `apply`, `status`, `perft` and `trace`: generic over the game, learnt once from the variant.

use std::io::{self, Write};

use super::{CliError, LineArgs, PerftArgs, Start, TraceArgs, start_of, trace_json};
use crate::rules::{Game, Line, perft};
use crate::with_game;

/// What `moves`, `apply` and `status` print after the line is played.
#[derive(Clone, Copy, Debug)]
pub(super) enum Query {
    Moves,
    Apply,
    Status,
}

/// Writes `text` to stdout; a reader that went away (`| head`) is not an error.
pub(super) fn print(text: &str) -> Result<(), CliError> {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(error) if error.kind() != io::ErrorKind::BrokenPipe => {
            Err(CliError::other(crate::t!("cli-error-stdout", error = error.to_string())))
        }
        _ => Ok(()),
    }
}

/// Runs `work` with the program's words in English: the lines of the scripting contract (docs/scripting.md)
/// that hold words (`bao review`'s marks and verdicts, `bao puzzle list`'s tasks) are the same in every
/// language, as programs read them.
pub(super) fn in_english<T>(work: impl FnOnce() -> T) -> T {
    let language = crate::i18n::current();
    crate::i18n::set(crate::i18n::Language::English);
    let done = work();
    crate::i18n::set(language);
    done
}

/// A refused move, bad input: its 1-based number among the moves given, why, and the legal moves.
fn refused_move(number: usize, played: &str, error: &dyn std::fmt::Display, legal: String) -> CliError {
    let error = error.to_string();
    CliError::input(crate::t!("cli-error-move", number = number, played = played, error = error, legal = legal))
}

fn start_position<G: Game>(start: &Start) -> Result<G, CliError> {
    match &start.from {
        Some(setup) => G::from_setup(setup).map_err(|e| CliError::input(super::from_error(&e))),
        None => Ok(G::start()),
    }
}

fn joined<G: Game>(moves: &[G::Move]) -> String {
    moves.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
}

/// Plays typed moves from the start; a refused move is bad input, named with its 1-based index, with the legal
/// moves listed.
pub(super) fn play_line<G: Game>(start: &Start, moves: &[String]) -> Result<Line<G>, CliError> {
    let mut line = Line::new(start_position::<G>(start)?);
    for (i, text) in moves.iter().enumerate() {
        if let Err(error) = line.play_text(text) {
            let legal = line.legal_moves();
            let legal = if legal.is_empty() { crate::t!("cli-error-no-legal") } else { joined::<G>(legal) };
            return Err(refused_move(i + 1, text, &error, legal));
        }
    }
    Ok(line)
}

fn answer<G: Game>(query: Query, start: &Start, moves: &[String]) -> Result<String, CliError> {
    let line = play_line::<G>(start, moves)?;
    Ok(match query {
        // None once the game is over, worked out once by the line with its memory of long loops.
        Query::Moves => line.legal_moves().iter().fold(String::new(), |text, mv| text + &mv.to_string() + "\n"),
        Query::Apply => format!("{}\n", line.current().to_setup()),
        Query::Status => format!("{}\n", line.status()),
    })
}

pub(super) fn run(query: Query, args: &LineArgs) -> Result<(), CliError> {
    let (start, moves) = start_of(&args.words, args.from.as_deref())?;
    let text = with_game!(start.variant, G => answer::<G>(query, &start, moves)?);
    print(&text)
}

fn trace_move<G: Game>(start: &Start, moves: &[String], mv: &str, text: bool) -> Result<String, CliError> {
    let line = play_line::<G>(start, moves)?;
    let position = line.current();
    let index = moves.len() + 1;
    let status = line.status();
    if let Some(outcome) = status.outcome() {
        let outcome = outcome.to_string();
        return Err(CliError::input(crate::t!("cli-error-move-over", number = index, played = mv, outcome = outcome)));
    }
    let chosen = line.resolve(mv).map_err(|error| refused_move(index, mv, &error, joined::<G>(line.legal_moves())))?;
    let (_, events) = crate::rules::trace(position, chosen);
    if text {
        // The sentences of the step-through view (crate::explain), one per event.
        let sentences = crate::explain::sentences(position.to_setup(), &events);
        return Ok(sentences.iter().fold(String::new(), |text, sentence| text + sentence + "\n"));
    }
    Ok(events.iter().fold(String::new(), |text, &event| text + &trace_json::to_json(event).to_string() + "\n"))
}

pub(super) fn trace(args: &TraceArgs) -> Result<(), CliError> {
    let (start, moves) = start_of(&args.line.words, args.line.from.as_deref())?;
    let text = with_game!(start.variant, G => trace_move::<G>(&start, moves, &args.mv, args.text)?);
    print(&text)
}

pub(super) fn perft_command(args: &PerftArgs) -> Result<(), CliError> {
    let depth_word = &args.depth;
    let depth: u32 = depth_word
        .parse()
        .map_err(|_| CliError::input(crate::t!("cli-error-perft-depth", word = depth_word.as_str())))?;
    let words: &[String] = args.variant.as_slice();
    let (start, rest) = start_of(words, args.from.as_deref())?;
    if let Some(extra) = rest.first() {
        return Err(CliError::input(crate::t!("cli-error-perft-extra", word = extra.as_str())));
    }
    let count = with_game!(start.variant, G => perft(&start_position::<G>(&start)?, depth))
        .map_err(|error| CliError::input(error.to_string()))?;
    print(&format!("{count}\n"))
}
