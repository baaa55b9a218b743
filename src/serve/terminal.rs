//! One session's program: `bao` itself (its start screen) in a pseudo-terminal of its own, with the client's
//! terminal type and window size. The terminal's output goes to a channel; the player's input to a writer
//! thread, so a program that stops reading never blocks the server. Dropping it hangs the program up
//! (SIGHUP), which saves its game, as a closed terminal window does locally.

use std::io::{Read as _, Write as _};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{SyncSender, TrySendError, sync_channel};

use portable_pty::{ChildKiller, CommandBuilder, MasterPty, PtySize, native_pty_system};

/// What a session's program is started with.
#[derive(Clone, Debug)]
pub struct Launch {
    /// The program (this executable).
    pub program: PathBuf,
    /// The environment, whole: nothing of the server's own is passed on except what is listed.
    pub environment: Vec<(String, String)>,
    /// The working folder.
    pub folder: PathBuf,
    /// Columns and rows.
    pub size: (u16, u16),
}

/// A running session program.
pub struct Terminal {
    master: Box<dyn MasterPty + Send>,
    input: SyncSender<Vec<u8>>,
    killer: Box<dyn ChildKiller + Send + Sync>,
    /// Set once the program was waited for, so its process number (which may be reused) is never signalled.
    gone: Arc<AtomicBool>,
}

/// Input chunks waiting for the program before further input is dropped.
const INPUT_QUEUE: usize = 64;

impl Terminal {
    /// Starts the program. Its output is sent, chunk by chunk, through `output` (blocking when the channel is
    /// full, which holds the program back as a slow terminal does); when it has exited, its exit code is
    /// sent through `exited`.
    pub fn start(
        launch: &Launch,
        output: tokio::sync::mpsc::Sender<Vec<u8>>,
        exited: tokio::sync::oneshot::Sender<u32>,
    ) -> Result<Terminal, String> {
        let (cols, rows) = launch.size;
        let pair = native_pty_system()
            .openpty(PtySize { rows, cols, pixel_width: 0, pixel_height: 0 })
            .map_err(|e| format!("cannot open a pseudo-terminal: {e}"))?;
        let mut command = CommandBuilder::new(&launch.program);
        command.env_clear();
        for (name, value) in &launch.environment {
            command.env(name, value);
        }
        command.cwd(&launch.folder);
        let mut child = pair.slave.spawn_command(command).map_err(|e| format!("cannot start bao: {e}"))?;
        // Only the program holds the terminal's other end now, so its exit ends the reader below.
        drop(pair.slave);
        let killer = child.clone_killer();
        let gone = Arc::new(AtomicBool::new(false));
        let waited = Arc::clone(&gone);
        let mut reader = pair.master.try_clone_reader().map_err(|e| format!("pseudo-terminal: {e}"))?;
        let mut writer = pair.master.take_writer().map_err(|e| format!("pseudo-terminal: {e}"))?;
        std::thread::Builder::new()
            .name("serve-output".into())
            .spawn(move || {
                let mut buffer = vec![0u8; 16 * 1024];
                loop {
                    match reader.read(&mut buffer) {
                        Ok(0) | Err(_) => break,
                        Ok(n) => {
                            if output.blocking_send(buffer[..n].to_vec()).is_err() {
                                break;
                            }
                        }
                    }
                }
            })
            .map_err(|e| format!("cannot start a thread: {e}"))?;
        std::thread::Builder::new()
            .name("serve-wait".into())
            .spawn(move || {
                let code = child.wait().map_or(1, |status| status.exit_code());
                waited.store(true, Ordering::Release);
                let _ = exited.send(code);
            })
            .map_err(|e| format!("cannot start a thread: {e}"))?;
        let (input, queue) = sync_channel::<Vec<u8>>(INPUT_QUEUE);
        std::thread::Builder::new()
            .name("serve-input".into())
            .spawn(move || {
                while let Ok(bytes) = queue.recv() {
                    if writer.write_all(&bytes).and_then(|()| writer.flush()).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| format!("cannot start a thread: {e}"))?;
        Ok(Terminal { master: pair.master, input, killer, gone })
    }

    /// Passes the player's input on; false if the program is that far behind (the input is dropped).
    pub fn input(&self, bytes: &[u8]) -> bool {
        match self.input.try_send(bytes.to_vec()) {
            Ok(()) | Err(TrySendError::Disconnected(_)) => true,
            Err(TrySendError::Full(_)) => false,
        }
    }

    /// Whether the program is still running (not yet waited for).
    pub fn running(&self) -> bool {
        !self.gone.load(Ordering::Acquire)
    }

    /// Follows the client's new window size.
    pub fn resize(&self, cols: u16, rows: u16) {
        let _ = self.master.resize(PtySize { rows, cols, pixel_width: 0, pixel_height: 0 });
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        // SIGHUP, as a closed terminal sends: the program saves its game and leaves. (Closing our end alone
        // would not do it while the output thread still reads from a copy of it.)
        if !self.gone.load(Ordering::Acquire) {
            let _ = self.killer.kill();
        }
    }
}
