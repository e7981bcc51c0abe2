//! A throwaway Redis server for the Redis tests: one per test process, started on first
//! use in a temporary directory, listening only on a Unix socket there, without
//! persistence (no snapshots, no append-only file), and stopped (its directory removed)
//! when the process ends, however it ends.
//!
//! Where no server can be started, [`redis`] prints `skipped: <why>` and the test
//! returns; with `UUID_TOOLKIT_REQUIRE_REDIS` set (as `.ci/run` sets it) that is a
//! failure instead.

use std::io::{Read as _, Write as _};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::process::{ChildStdin, Command, Stdio};
use std::sync::OnceLock;
use std::time::Duration;

use crate::throwaway::{self, run};

/// The environment variable that turns "no server" into a test failure.
pub const REQUIRE_ENV: &str = "UUID_TOOLKIT_REQUIRE_REDIS";

/// A running server, reached through the Unix socket [`socket`](Self::socket).
#[derive(Debug)]
pub struct RedisServer {
    dir: PathBuf,
    version: String,
    /// The write end of the watchdog's standard input, which has the server's process
    /// ID: the watchdog stops the server and removes [`dir`](Self::dir) when this
    /// closes, which the operating system does when the process exits.
    _watchdog: ChildStdin,
}

impl RedisServer {
    /// The server's Unix socket.
    pub fn socket(&self) -> PathBuf {
        self.dir.join("redis.sock")
    }

    /// A `redis+unix://` URL for the socket (the `redis` crate's clients).
    pub fn url(&self) -> String {
        format!("redis+unix://{}", self.socket().display())
    }

    /// The server's version, as `redis-server --version` prints it.
    pub fn version(&self) -> &str {
        &self.version
    }
}

/// The server of this test process, or `None` after printing `skipped: <why>` to the
/// terminal (not to the test's captured output, so a skip is never silent).
///
/// # Panics
///
/// If no server can be started and [`REQUIRE_ENV`] is set.
pub fn redis() -> Option<&'static RedisServer> {
    static SERVER: OnceLock<Result<RedisServer, String>> = OnceLock::new();
    throwaway::or_skip(SERVER.get_or_init(start), "Redis", REQUIRE_ENV)
}

fn start() -> Result<RedisServer, String> {
    let [binary] = throwaway::find_programs(
        "REDIS_BINDIR",
        ["redis-server"],
        [],
        "Redis (Debian: `apt-get install redis-server`)",
    )?;
    let version = run(Command::new(&binary).arg("--version"))?
        .trim()
        .to_owned();
    // The data dies with the run.
    let (dir, mut watchdog) = throwaway::watched_dir("redis", None)?;
    serve(&dir, &binary, &mut watchdog)?;
    Ok(RedisServer {
        dir,
        version,
        _watchdog: watchdog,
    })
}

/// Starts the server in `dir`, watched by `watchdog`, and waits until it answers.
fn serve(dir: &Path, binary: &Path, watchdog: &mut ChildStdin) -> Result<(), String> {
    let socket = dir.join("redis.sock");
    let log = dir.join("server.log");
    // No configuration file: only these settings. Port 0: no TCP at all.
    let mut server = Command::new(binary);
    server
        .args(["--port", "0", "--unixsocket"])
        .arg(&socket)
        .args(["--unixsocketperm", "700", "--dir"])
        .arg(dir)
        .arg("--logfile")
        .arg(&log)
        .args(["--save", "", "--appendonly", "no", "--daemonize", "no"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let mut server = throwaway::spawn_watched(&mut server, watchdog)?;
    throwaway::wait_until_ready(&mut server, &log, Duration::from_millis(20), |_| {
        answers_ping(&socket)
    })
    .map_err(|not_ready| not_ready.explain("redis-server"))
}

/// Whether a server on `socket` answers `PING` with `PONG` (RESP, by hand: the support
/// library has no Redis client).
fn answers_ping(socket: &Path) -> bool {
    let Ok(mut stream) = UnixStream::connect(socket) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(1)));
    let mut reply = [0; 7];
    stream.write_all(b"PING\r\n").is_ok()
        && stream.read_exact(&mut reply).is_ok()
        && reply == *b"+PONG\r\n"
}
