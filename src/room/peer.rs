//! Who is at the other end of a Unix socket, as the kernel says (`SO_PEERCRED`: the user of the process that
//! connected, or the one that listened), and who this process is. The host counts its peers by it (the
//! [`Gate`](super::gate::Gate)); a guest coming back with a seat's secret checks that the room still belongs
//! to the user it joined, before it says the secret.

use std::os::unix::net::UnixStream;

/// The user this process runs as.
pub fn own_uid() -> u32 {
    // SAFETY: geteuid has no preconditions and cannot fail.
    #[allow(unsafe_code, reason = "geteuid is how a process learns its user; std has no safe call for it")]
    unsafe {
        libc::geteuid()
    }
}

/// The user at the other end of a Unix socket, as the kernel says (`SO_PEERCRED`); `None` if it cannot say.
#[cfg(any(target_os = "linux", target_os = "android"))]
pub fn peer_uid(stream: &UnixStream) -> Option<u32> {
    use std::os::fd::AsRawFd as _;
    let mut credentials = libc::ucred { pid: 0, uid: 0, gid: 0 };
    let size = std::mem::size_of::<libc::ucred>();
    let mut length = libc::socklen_t::try_from(size).ok()?;
    // SAFETY: the descriptor is open for the call's length (`stream` is borrowed), and the option is written
    // into `credentials`, whose size `length` gives.
    #[allow(unsafe_code, reason = "SO_PEERCRED: std's `UnixStream::peer_cred` is not stable yet")]
    let answer = unsafe {
        libc::getsockopt(
            stream.as_raw_fd(),
            libc::SOL_SOCKET,
            libc::SO_PEERCRED,
            (&raw mut credentials).cast(),
            &raw mut length,
        )
    };
    (answer == 0 && usize::try_from(length).ok() == Some(size)).then_some(credentials.uid)
}

/// The user at the other end of a Unix socket: not asked on this system.
#[cfg(not(any(target_os = "linux", target_os = "android")))]
pub fn peer_uid(_: &UnixStream) -> Option<u32> {
    None
}
