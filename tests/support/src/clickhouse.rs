//! A throwaway ClickHouse for the ClickHouse tests: chdb (ClickHouse embedded, from `PyPI`,
//! in the Python engines' virtual environment) behind `tests/analytics/clickhouse_front.py`,
//! which speaks the HTTP interface the `clickhouse` crate's `Client` uses, on 127.0.0.1 at
//! a free port. One per test process, started on first use in a temporary directory
//! (its data there), and stopped (the directory removed) when the process ends, however
//! it ends.
//!
//! Where it cannot be started, [`clickhouse`] prints `skipped: <why>` and the test
//! returns; with `UUID_TOOLKIT_REQUIRE_CLICKHOUSE` set (as `.ci/run` sets it) that is a
//! failure instead.

use std::io::{Read as _, Write as _};
use std::net::TcpStream;
use std::process::{ChildStdin, Command, Stdio};
use std::sync::OnceLock;
use std::time::Duration;

use crate::python;
use crate::throwaway::{self, run};

/// The environment variable that turns "no ClickHouse" into a test failure.
pub const REQUIRE_ENV: &str = "UUID_TOOLKIT_REQUIRE_CLICKHOUSE";

/// The front, beside the tests that use it.
const FRONT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../analytics/clickhouse_front.py"
);

/// A running ClickHouse, reached at [`url`](Self::url).
#[derive(Debug)]
pub struct ClickhouseServer {
    port: u16,
    version: String,
    /// The write end of the watchdog's standard input: the watchdog stops the front and
    /// removes its directory when this closes, which the operating system does when
    /// the process exits.
    _watchdog: ChildStdin,
}

impl ClickhouseServer {
    /// `http://127.0.0.1:PORT`, for `Client::with_url`.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// The engine's version (`SELECT version()`) and chdb's, as `26.9.2.1 (chdb 4.4.0)`.
    pub fn version(&self) -> &str {
        &self.version
    }
}

/// The ClickHouse of this test process, or `None` after printing `skipped: <why>` to the
/// terminal.
///
/// # Panics
///
/// If none can be started and [`REQUIRE_ENV`] is set.
pub fn clickhouse() -> Option<&'static ClickhouseServer> {
    static SERVER: OnceLock<Result<ClickhouseServer, String>> = OnceLock::new();
    throwaway::or_skip(SERVER.get_or_init(start), "ClickHouse (chdb)", REQUIRE_ENV)
}

fn start() -> Result<ClickhouseServer, String> {
    let interpreter = python::interpreter()?;
    let version = run(Command::new(&interpreter).args([
        "-c",
        "import chdb; print(chdb.query('SELECT version()', 'TSV').bytes().decode().strip(), \
         f'(chdb {chdb.__version__})')",
    ]))
    .map_err(|why| format!("chdb cannot be imported (`.ci/run` installs it): {why}"))?
    .trim()
    .to_owned();
    let (dir, mut watchdog) = throwaway::watched_dir("clickhouse", None)?;
    let log = dir.join("front.log");
    let mut front = Command::new(&interpreter);
    front
        .arg(FRONT)
        .arg(&dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let mut front = throwaway::spawn_watched(&mut front, &mut watchdog)?;
    let mut port = None;
    throwaway::wait_until_ready(&mut front, &log, Duration::from_millis(50), |text| {
        port = listening_port(text);
        port.is_some_and(answers_ping)
    })
    .map_err(|not_ready| not_ready.explain("clickhouse_front.py"))?;
    Ok(ClickhouseServer {
        port: port.expect("ready means listening"),
        version,
        _watchdog: watchdog,
    })
}

/// The port the front's log says it listens on.
fn listening_port(log: &str) -> Option<u16> {
    log.lines()
        .find_map(|line| line.strip_prefix("listening on 127.0.0.1:"))
        .and_then(|port| port.trim().parse().ok())
}

/// Whether the front answers `GET /ping` with `Ok.` (HTTP by hand: the support library
/// has no HTTP client).
fn answers_ping(port: u16) -> bool {
    let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let mut reply = String::new();
    stream
        .write_all(b"GET /ping HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        .is_ok()
        && stream.read_to_string(&mut reply).is_ok()
        && reply.starts_with("HTTP/1.1 200")
        && reply.ends_with("Ok.\n")
}
