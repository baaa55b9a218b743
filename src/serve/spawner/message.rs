//! The spawner's messages: what the server asks of its helper process and what the helper answers, one message
//! a packet of their `SOCK_SEQPACKET` socket, parsed at the edge into typed values (parse, don't validate), so
//! neither side's loop ever sees raw bytes.
//!
//! A message is fields separated by NUL bytes (as `/proc/PID/environ` is), its kind first. No path, argument
//! or environment variable can hold a NUL, so no field needs escaping, and paths travel as the bytes they are:
//!
//! ```text
//! spawn   ID PROGRAM FOLDER N ARGUMENT... NAME=VALUE...   (the terminal's descriptor beside it, SCM_RIGHTS)
//! hang-up ID
//! started ID PID
//! failed  ID WORDS
//! exited  ID CODE
//! ```
//!
//! Both sides bound what they read: a request at [`MAX_REQUEST`] bytes, an answer at [`MAX_ANSWER`].

use std::ffi::OsString;
use std::os::unix::ffi::{OsStrExt as _, OsStringExt as _};
use std::path::PathBuf;

/// The longest request: a program's path, its arguments, its environment and folder (a few paths of at most
/// `PATH_MAX`, 4096 bytes, each) fit many times over.
pub const MAX_REQUEST: usize = 64 * 1024;

/// The longest answer: an id, a number, or a failure's words of at most [`MAX_WORDS`] characters.
pub const MAX_ANSWER: usize = 4096;

/// The most characters of a failure's words (longer ones are cut when written).
pub const MAX_WORDS: usize = 512;

/// A program to start: its whole path, its arguments, its whole environment (nothing else is passed on) and
/// its working folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// The executable, by its absolute path (never looked up in a `PATH`).
    pub path: PathBuf,
    /// The arguments after the program's name.
    pub arguments: Vec<OsString>,
    /// The environment, whole.
    pub environment: Vec<(OsString, OsString)>,
    /// The working folder, absolute.
    pub folder: PathBuf,
}

/// What the server asks of the helper.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Start `program` with the descriptor that comes with the message as its standard input, output and error.
    Spawn {
        /// The server's number for the program, in every answer about it.
        id: u64,
        /// What to start.
        program: Program,
    },
    /// Hang the program up (SIGHUP), and kill it if it has not left a while later.
    HangUp(u64),
}

/// What the helper answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The program of `id` runs as process `pid`.
    Started {
        /// The request's id.
        id: u64,
        /// Its process (for the log: the server never signals it).
        pid: u32,
    },
    /// The program of `id` could not be started, and why.
    Failed {
        /// The request's id.
        id: u64,
        /// Why, in words.
        words: String,
    },
    /// The program of `id` has exited and been waited for.
    Exited {
        /// The request's id.
        id: u64,
        /// Its exit code, or 1 if a signal ended it.
        code: u32,
    },
}

/// Why a message was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MessageError {
    /// Over its kind's bound.
    #[error("longer than {0} bytes")]
    TooLong(usize),
    /// A field holds what cannot be sent.
    #[error("a NUL byte in the {0}")]
    Nul(&'static str),
    /// The first field names no kind of message.
    #[error("an unknown kind of message")]
    Kind,
    /// A field is missing.
    #[error("no {0}")]
    Missing(&'static str),
    /// A field is not what it must be.
    #[error("a bad {0}")]
    Bad(&'static str),
    /// Fields after the last one a message has.
    #[error("fields after the {0}")]
    Extra(&'static str),
}

impl Request {
    /// The message's bytes.
    ///
    /// # Errors
    /// A field holds a NUL byte, a variable's name is empty or holds `=`, or the whole is over [`MAX_REQUEST`].
    pub fn encode(&self) -> Result<Vec<u8>, MessageError> {
        let mut out = Vec::new();
        match self {
            Request::Spawn { id, program } => {
                out.extend_from_slice(b"spawn");
                field(&mut out, id.to_string().as_bytes(), "id")?;
                field(&mut out, program.path.as_os_str().as_bytes(), "program")?;
                field(&mut out, program.folder.as_os_str().as_bytes(), "folder")?;
                field(&mut out, program.arguments.len().to_string().as_bytes(), "count")?;
                for argument in &program.arguments {
                    field(&mut out, argument.as_bytes(), "argument")?;
                }
                for (name, value) in &program.environment {
                    if name.is_empty() || name.as_bytes().contains(&b'=') {
                        return Err(MessageError::Bad("variable's name"));
                    }
                    let mut pair = name.as_bytes().to_vec();
                    pair.push(b'=');
                    pair.extend_from_slice(value.as_bytes());
                    field(&mut out, &pair, "variable")?;
                }
            }
            Request::HangUp(id) => {
                out.extend_from_slice(b"hang-up");
                field(&mut out, id.to_string().as_bytes(), "id")?;
            }
        }
        if out.len() > MAX_REQUEST {
            return Err(MessageError::TooLong(MAX_REQUEST));
        }
        Ok(out)
    }

    /// A request from its bytes.
    ///
    /// # Errors
    /// Anything but a whole, well-formed request: see [`MessageError`].
    pub fn parse(bytes: &[u8]) -> Result<Request, MessageError> {
        if bytes.len() > MAX_REQUEST {
            return Err(MessageError::TooLong(MAX_REQUEST));
        }
        let mut fields = Fields::of(bytes);
        match fields.next("kind")? {
            b"spawn" => {
                let id = fields.number("id")?;
                let path = fields.absolute("program")?;
                let folder = fields.absolute("folder")?;
                let count = fields.number("count")?;
                let mut arguments = Vec::new();
                for _ in 0..count {
                    arguments.push(OsString::from_vec(fields.next("argument")?.to_vec()));
                }
                let mut environment = Vec::new();
                while let Some(pair) = fields.rest() {
                    let equals = pair.iter().position(|&b| b == b'=').filter(|&at| at > 0);
                    let equals = equals.ok_or(MessageError::Bad("variable"))?;
                    let (name, value) = (pair[..equals].to_vec(), pair[equals + 1..].to_vec());
                    environment.push((OsString::from_vec(name), OsString::from_vec(value)));
                }
                Ok(Request::Spawn { id, program: Program { path, arguments, environment, folder } })
            }
            b"hang-up" => {
                let id = fields.number("id")?;
                fields.end("id")?;
                Ok(Request::HangUp(id))
            }
            _ => Err(MessageError::Kind),
        }
    }

    /// The id of what looks like a spawn request, however malformed the rest: whom to tell it was refused.
    #[must_use]
    pub fn spawn_id(bytes: &[u8]) -> Option<u64> {
        let mut fields = Fields::of(bytes);
        (fields.next("kind").ok()? == b"spawn").then_some(())?;
        fields.number("id").ok()
    }
}

impl Answer {
    /// The message's bytes; words longer than [`MAX_WORDS`] characters are cut, and a NUL in them is made a
    /// space.
    #[must_use]
    pub fn encode(&self) -> Vec<u8> {
        let (kind, id, last) = match self {
            Answer::Started { id, pid } => ("started", id, pid.to_string()),
            Answer::Failed { id, words } => {
                ("failed", id, words.chars().take(MAX_WORDS).map(|c| if c == '\0' { ' ' } else { c }).collect())
            }
            Answer::Exited { id, code } => ("exited", id, code.to_string()),
        };
        format!("{kind}\0{id}\0{last}").into_bytes()
    }

    /// An answer from its bytes.
    ///
    /// # Errors
    /// Anything but a whole, well-formed answer: see [`MessageError`].
    pub fn parse(bytes: &[u8]) -> Result<Answer, MessageError> {
        if bytes.len() > MAX_ANSWER {
            return Err(MessageError::TooLong(MAX_ANSWER));
        }
        let mut fields = Fields::of(bytes);
        let kind = fields.next("kind")?;
        if !matches!(kind, b"started" | b"failed" | b"exited") {
            return Err(MessageError::Kind);
        }
        let id = fields.number("id")?;
        let answer = match kind {
            b"started" => {
                let pid = fields.number("process")?;
                let pid = u32::try_from(pid).ok().filter(|&pid| pid > 0 && i32::try_from(pid).is_ok());
                Answer::Started { id, pid: pid.ok_or(MessageError::Bad("process"))? }
            }
            b"failed" => {
                let words = std::str::from_utf8(fields.next("words")?).map_err(|_| MessageError::Bad("words"))?;
                if words.is_empty() || words.chars().count() > MAX_WORDS {
                    return Err(MessageError::Bad("words"));
                }
                Answer::Failed { id, words: words.to_string() }
            }
            _ => {
                let code = fields.number("exit code")?;
                Answer::Exited {
                    id,
                    code: u32::try_from(code).ok().filter(|&c| c <= 255).ok_or(MessageError::Bad("exit code"))?,
                }
            }
        };
        fields.end(kind_name(kind))?;
        Ok(answer)
    }

    /// The id the answer is about.
    #[must_use]
    pub fn id(&self) -> u64 {
        match self {
            Answer::Started { id, .. } | Answer::Failed { id, .. } | Answer::Exited { id, .. } => *id,
        }
    }
}

/// The last field of an answer of `kind`, for [`MessageError::Extra`].
fn kind_name(kind: &[u8]) -> &'static str {
    match kind {
        b"started" => "process",
        b"failed" => "words",
        _ => "exit code",
    }
}

/// Appends a field (after its separator), refusing a NUL inside it.
fn field(out: &mut Vec<u8>, value: &[u8], what: &'static str) -> Result<(), MessageError> {
    if value.contains(&0) {
        return Err(MessageError::Nul(what));
    }
    out.push(0);
    out.extend_from_slice(value);
    Ok(())
}

/// A message's fields in order.
struct Fields<'a> {
    fields: std::slice::Split<'a, u8, fn(&u8) -> bool>,
}

impl<'a> Fields<'a> {
    fn of(bytes: &'a [u8]) -> Fields<'a> {
        let separator: fn(&u8) -> bool = |&b| b == 0;
        Fields { fields: bytes.split(separator) }
    }

    fn next(&mut self, what: &'static str) -> Result<&'a [u8], MessageError> {
        self.fields.next().ok_or(MessageError::Missing(what))
    }

    fn rest(&mut self) -> Option<&'a [u8]> {
        self.fields.next()
    }

    /// A decimal number: digits only, no sign, no more than a `u64` holds.
    fn number(&mut self, what: &'static str) -> Result<u64, MessageError> {
        let digits = self.next(what)?;
        if digits.is_empty() || digits.len() > 20 || !digits.iter().all(u8::is_ascii_digit) {
            return Err(MessageError::Bad(what));
        }
        std::str::from_utf8(digits).ok().and_then(|text| text.parse().ok()).ok_or(MessageError::Bad(what))
    }

    fn absolute(&mut self, what: &'static str) -> Result<PathBuf, MessageError> {
        let path = PathBuf::from(OsString::from_vec(self.next(what)?.to_vec()));
        if path.is_absolute() { Ok(path) } else { Err(MessageError::Bad(what)) }
    }

    fn end(&mut self, after: &'static str) -> Result<(), MessageError> {
        match self.fields.next() {
            None => Ok(()),
            Some(_) => Err(MessageError::Extra(after)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn program() -> Program {
        Program {
            path: "/usr/bin/bao".into(),
            arguments: vec!["-c".into(), String::new().into(), "a b=c".into()],
            environment: vec![("TERM".into(), "xterm".into()), ("EMPTY".into(), String::new().into())],
            folder: "/var/lib/bao/serve/users/ali".into(),
        }
    }

    #[test]
    fn requests_and_answers_read_back_as_written() {
        for request in [Request::Spawn { id: 7, program: program() }, Request::HangUp(u64::MAX)] {
            assert_eq!(Request::parse(&request.encode().unwrap()), Ok(request));
        }
        let no_arguments = Program { arguments: Vec::new(), environment: Vec::new(), ..program() };
        let request = Request::Spawn { id: 1, program: no_arguments };
        assert_eq!(Request::parse(&request.encode().unwrap()), Ok(request));
        for answer in [
            Answer::Started { id: 3, pid: 4_194_304 },
            Answer::Failed { id: 4, words: "cannot start bao: no such file".into() },
            Answer::Exited { id: 5, code: 255 },
        ] {
            assert_eq!(Answer::parse(&answer.encode()), Ok(answer));
        }
        assert_eq!(Answer::Exited { id: 9, code: 0 }.encode(), b"exited\x009\x000");
    }

    #[test]
    fn what_cannot_travel_is_refused_when_written_and_long_words_are_cut() {
        let nul = Program { arguments: vec!["a\0b".into()], ..program() };
        assert_eq!(Request::Spawn { id: 1, program: nul }.encode(), Err(MessageError::Nul("argument")));
        let named = Program { environment: vec![("A=B".into(), "c".into())], ..program() };
        assert_eq!(Request::Spawn { id: 1, program: named }.encode(), Err(MessageError::Bad("variable's name")));
        let long = Program { arguments: vec!["x".repeat(MAX_REQUEST).into()], ..program() };
        assert_eq!(Request::Spawn { id: 1, program: long }.encode(), Err(MessageError::TooLong(MAX_REQUEST)));
        let words = Answer::Failed { id: 1, words: format!("a\0{}", "é".repeat(MAX_WORDS)) }.encode();
        let Ok(Answer::Failed { words, .. }) = Answer::parse(&words) else { panic!("cut words read back") };
        assert!(words.starts_with("a é") && words.chars().count() == MAX_WORDS, "{words}");
    }

    #[test]
    fn malformed_requests_are_refused_with_what_is_wrong() {
        let cases: [(&[u8], MessageError); 10] = [
            (b"", MessageError::Kind),
            (b"launch\x001", MessageError::Kind),
            (b"hang-up", MessageError::Missing("id")),
            (b"hang-up\x00+1", MessageError::Bad("id")),
            (b"hang-up\x0099999999999999999999", MessageError::Bad("id")),
            (b"hang-up\x001\x002", MessageError::Extra("id")),
            (b"spawn\x001\x00bin/bao\x00/tmp\x000", MessageError::Bad("program")),
            (b"spawn\x001\x00/bin/bao\x00/tmp", MessageError::Missing("count")),
            (b"spawn\x001\x00/bin/bao\x00/tmp\x002\x00-c", MessageError::Missing("argument")),
            (b"spawn\x001\x00/bin/bao\x00/tmp\x000\x00=x", MessageError::Bad("variable")),
        ];
        for (bytes, error) in cases {
            assert_eq!(Request::parse(bytes), Err(error), "{:?}", String::from_utf8_lossy(bytes));
        }
        assert_eq!(Request::parse(&vec![b'x'; MAX_REQUEST + 1]), Err(MessageError::TooLong(MAX_REQUEST)));
        // Whom to tell: the id of a spawn request, whatever follows it.
        assert_eq!(Request::spawn_id(b"spawn\x0012\x00relative"), Some(12));
        assert_eq!(Request::spawn_id(b"hang-up\x0012"), None);
    }

    #[test]
    fn malformed_answers_are_refused_with_what_is_wrong() {
        let cases: [(&[u8], MessageError); 9] = [
            (b"started\x001", MessageError::Missing("process")),
            (b"started\x001\x000", MessageError::Bad("process")),
            (b"started\x001\x002147483648", MessageError::Bad("process")),
            (b"started\x001\x0042\x00more", MessageError::Extra("process")),
            (b"exited\x001\x00256", MessageError::Bad("exit code")),
            (b"exited\x00-1\x000", MessageError::Bad("id")),
            (b"failed\x001\x00", MessageError::Bad("words")),
            (b"failed\x001\x00\xff", MessageError::Bad("words")),
            (b"spawn\x001\x00/bin/sh", MessageError::Kind),
        ];
        for (bytes, error) in cases {
            assert_eq!(Answer::parse(bytes), Err(error), "{:?}", String::from_utf8_lossy(bytes));
        }
        assert_eq!(Answer::parse(&vec![b'x'; MAX_ANSWER + 1]), Err(MessageError::TooLong(MAX_ANSWER)));
    }
}
