//! Reading the program's own files (saves, `settings.json`, themes) safely: only regular files, and only up to
//! a size limit, so a named pipe, a device (a link to `/dev/zero`) or a huge file is refused with its reason
//! at once instead of hanging the program or filling its memory.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read};
use std::path::Path;

/// The most bytes a save, the settings or a theme may have: 1 MiB. A save of a few thousand moves is under
/// 100 KiB, the settings and a theme a few KiB.
pub const MAX_FILE_BYTES: u64 = 1 << 20;

/// What kind of thing a path is, in words, when it is not a regular file.
fn kind_of(metadata: &fs::Metadata) -> &'static str {
    let kind = metadata.file_type();
    if kind.is_dir() {
        return "a folder";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if kind.is_fifo() {
            return "a named pipe";
        }
        if kind.is_char_device() || kind.is_block_device() {
            return "a device";
        }
        if kind.is_socket() {
            return "a socket";
        }
    }
    "not a regular file"
}

/// Refuses anything but a regular file of at most `limit` bytes.
fn check(metadata: &fs::Metadata, limit: u64) -> io::Result<()> {
    if !metadata.is_file() {
        let kind = kind_of(metadata);
        let message =
            if kind == "not a regular file" { kind.to_string() } else { format!("not a regular file ({kind})") };
        return Err(io::Error::new(io::ErrorKind::InvalidInput, message));
    }
    if metadata.len() > limit {
        return Err(too_large(limit));
    }
    Ok(())
}

fn too_large(limit: u64) -> io::Error {
    let size = match limit {
        _ if limit.is_multiple_of(1 << 20) => format!("{} MiB", limit >> 20),
        _ if limit.is_multiple_of(1024) => format!("{} KiB", limit >> 10),
        _ => format!("{limit} bytes"),
    };
    io::Error::new(io::ErrorKind::InvalidData, format!("larger than the {size} such a file may have"))
}

/// Opens `path` for reading without blocking: on Unix a named pipe swapped in after the check still cannot
/// make the open wait for a writer.
fn open_nonblocking(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// The bytes of the regular file at `path` (following links), at most `limit` of them; anything else is an
/// error saying what it is (`not a regular file (a named pipe)`, `larger than the 1 MiB such a file may have`).
pub fn read_limited(path: &Path, limit: u64) -> io::Result<Vec<u8>> {
    check(&fs::metadata(path)?, limit)?;
    let file = open_nonblocking(path)?;
    // Checked again on what was opened: the path may have changed in between.
    check(&file.metadata()?, limit)?;
    let mut bytes = Vec::new();
    file.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(too_large(limit));
    }
    Ok(bytes)
}

/// [`read_limited`] as text (UTF-8).
pub fn read_text_limited(path: &Path, limit: u64) -> io::Result<String> {
    String::from_utf8(read_limited(path, limit)?)
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidData, "not UTF-8 text"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> std::path::PathBuf {
        let folder = std::env::temp_dir().join(format!("bao-file-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        fs::create_dir_all(&folder).unwrap();
        folder
    }

    #[test]
    fn a_regular_file_is_read_and_a_large_one_refused() {
        let folder = folder("sizes");
        let path = folder.join("a.json");
        fs::write(&path, b"{}").unwrap();
        assert_eq!(read_limited(&path, 10).unwrap(), b"{}");
        fs::write(&path, vec![b' '; 11]).unwrap();
        let error = read_limited(&path, 10).unwrap_err().to_string();
        assert_eq!(error, "larger than the 10 bytes such a file may have");
        assert!(read_limited(&folder, 10).unwrap_err().to_string().contains("a folder"));
        fs::remove_dir_all(&folder).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_named_pipe_and_a_device_are_refused_at_once() {
        let folder = folder("special");
        let pipe = folder.join("pipe.json");
        assert!(std::process::Command::new("mkfifo").arg(&pipe).status().unwrap().success());
        let error = read_limited(&pipe, MAX_FILE_BYTES).unwrap_err().to_string();
        assert_eq!(error, "not a regular file (a named pipe)");
        let zero = folder.join("zero.json");
        std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
        let error = read_limited(&zero, MAX_FILE_BYTES).unwrap_err().to_string();
        assert_eq!(error, "not a regular file (a device)");
        fs::remove_dir_all(&folder).unwrap();
    }
}
