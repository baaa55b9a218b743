//! `bao serve`: the command line of the SSH server (docs/serving.md), turned at once into the
//! server's [`Options`].

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use clap::Args;

use crate::serve::keys::Admission;
use crate::serve::limits::Limits;
use crate::serve::{Options, run};

use super::CliError;

#[derive(Args, Debug)]
#[command(group = clap::ArgGroup::new("keys").required(true).args(["authorized_keys", "open"]))]
pub(super) struct ServeArgs {
    /// The address and port to listen on (port 0: any free port, logged)
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:2222")]
    listen: SocketAddr,
    /// The server's private key (OpenSSH format, mode 0600) [default: made on first run in the data folder]
    #[arg(long, value_name = "FILE")]
    host_key: Option<PathBuf>,
    /// Admit only the public keys of this OpenSSH `authorized_keys` file
    #[arg(long, value_name = "FILE")]
    authorized_keys: Option<PathBuf>,
    /// Admit any public key (a name is still bound to the first key that used it)
    #[arg(long)]
    open: bool,
    /// Sessions at once
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = at_least_one())]
    max_sessions: u64,
    /// Sessions at once from one address (players behind one router share its address)
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = at_least_one())]
    max_sessions_per_address: u64,
    /// Sessions at once of one public key, whatever names it uses
    #[arg(long, value_name = "N", default_value_t = 3, value_parser = at_least_one())]
    max_sessions_per_key: u64,
    /// New connections from one address per minute
    #[arg(long, value_name = "N", default_value_t = 20, value_parser = at_least_one())]
    connections_per_minute: u64,
    /// Seconds from connecting to the end of authentication
    #[arg(long, value_name = "SECS", default_value_t = 30, value_parser = at_least_one())]
    auth_timeout: u64,
    /// Seconds without input before a session is closed
    #[arg(long, value_name = "SECS", default_value_t = 1800, value_parser = at_least_one())]
    idle_timeout: u64,
    /// Input bytes per second from one player (a second's worth may come at once, as a paste)
    #[arg(long, value_name = "BYTES", default_value_t = 65536, value_parser = at_least_one())]
    input_per_second: u64,
}

/// A count or a time of at least 1.
fn at_least_one() -> clap::builder::RangedU64ValueParser {
    clap::value_parser!(u64).range(1..)
}

/// A count from the command line, as large as this machine counts.
fn count(value: u64) -> usize {
    usize::try_from(value).unwrap_or(usize::MAX)
}

/// Runs the server.
pub(super) fn serve(args: &ServeArgs) -> Result<(), CliError> {
    let admission = match &args.authorized_keys {
        Some(path) => Admission::from_file(path).map_err(CliError::input)?,
        None => Admission::Open,
    };
    let limits = Limits {
        max_sessions: count(args.max_sessions),
        max_sessions_per_address: count(args.max_sessions_per_address),
        max_sessions_per_key: count(args.max_sessions_per_key),
        connections_per_minute: count(args.connections_per_minute),
        auth_timeout: Duration::from_secs(args.auth_timeout),
        idle_timeout: Duration::from_secs(args.idle_timeout),
        input_per_second: count(args.input_per_second),
    };
    let options = Options { listen: args.listen, host_key: args.host_key.clone(), admission, limits };
    run(options).map_err(CliError::other)
}
