//! A throwaway PostgreSQL server for the database tests: one per test process, started
//! on first use in a temporary directory, listening only on a Unix socket there, and
//! stopped (its directory removed) when the process ends, however it ends.
//!
//! `initdb` refuses to run as root, so as root the server runs as the `postgres` user
//! (`runuser -u postgres --`). Where no server can be started, [`postgres`] prints
//! `skipped: <why>` and the test returns; with `UUID_TOOLKIT_REQUIRE_POSTGRES` set (as
//! `.ci/run` sets it) that is a failure instead.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{ChildStdin, Command, Stdio};
use std::sync::OnceLock;

use crate::throwaway::{self, is_root, run, user_exists};

/// The environment variable that turns "no server" into a test failure.
pub const REQUIRE_ENV: &str = "UUID_TOOLKIT_REQUIRE_POSTGRES";

/// The port in the socket's name (`.s.PGSQL.5432`); the socket is in a directory of our
/// own, so the default port never collides with another server.
const PORT: u16 = 5432;

/// A running server, reached through the Unix socket in [`socket_dir`](Self::socket_dir)
/// as the superuser `postgres`, without a password.
#[derive(Debug)]
pub struct PostgresServer {
    dir: PathBuf,
    version: String,
    /// The write end of the watchdog's standard input: the watchdog stops the server
    /// and removes [`dir`](Self::dir) when this closes, which the operating system does
    /// when the process exits. Never written to.
    _watchdog: ChildStdin,
}

impl PostgresServer {
    /// The directory holding the server's socket (the host, for the clients).
    pub fn socket_dir(&self) -> &Path {
        &self.dir
    }

    /// The socket's port number.
    pub fn port(&self) -> u16 {
        PORT
    }

    /// The server's version, as `postgres --version` prints it.
    pub fn version(&self) -> &str {
        &self.version
    }

    /// A libpq connection string for database `postgres` (diesel, `postgres`).
    pub fn conninfo(&self) -> String {
        self.conninfo_for("postgres")
    }

    /// A libpq connection string for `database`.
    pub fn conninfo_for(&self, database: &str) -> String {
        format!(
            "host={} port={PORT} user=postgres dbname={database}",
            self.dir.display()
        )
    }

    /// A `postgres://` URL for database `postgres` (sqlx), with the socket directory
    /// in `host`.
    pub fn url(&self) -> String {
        self.url_for("postgres")
    }

    /// A `postgres://` URL for `database`.
    pub fn url_for(&self, database: &str) -> String {
        format!(
            "postgres://postgres@localhost:{PORT}/{database}?host={}",
            self.dir.display()
        )
    }
}

/// The server of this test process, or `None` after printing `skipped: <why>` to the
/// terminal (not to the test's captured output, so a skip is never silent).
///
/// # Panics
///
/// If no server can be started and [`REQUIRE_ENV`] is set.
pub fn postgres() -> Option<&'static PostgresServer> {
    static SERVER: OnceLock<Result<PostgresServer, String>> = OnceLock::new();
    throwaway::or_skip(SERVER.get_or_init(start), "PostgreSQL", REQUIRE_ENV)
}

fn start() -> Result<PostgresServer, String> {
    let [initdb, pg_ctl, postgres] = throwaway::find_programs(
        "PG_BINDIR",
        ["initdb", "pg_ctl", "postgres"],
        debian_and_pg_config_bindirs(),
        "PostgreSQL (Debian: `apt-get install postgresql`)",
    )?;
    let as_root = is_root()?;
    if as_root && !user_exists("postgres") {
        return Err("running as root and there is no `postgres` user to run the server as".into());
    }
    let pg = |program: &Path| {
        let mut command = if as_root {
            let mut command = Command::new("runuser");
            command.args(["-u", "postgres", "--"]).arg(program);
            command
        } else {
            Command::new(program)
        };
        command.stdin(Stdio::null());
        command
    };
    let version = run(pg(&postgres).arg("--version"))?.trim().to_owned();
    let dir = throwaway::unique_temp_dir("pg", as_root.then_some("postgres"))?;
    let data = dir.join("data");
    // From now on, whatever happens, the watchdog stops the server (if it started) and
    // removes the directory when this process ends, or when `start` fails.
    let mut stop = pg(&pg_ctl);
    stop.arg("-D").arg(&data).args(["-m", "fast", "stop"]);
    let stop_line = std::iter::once(stop.get_program()).chain(stop.get_args());
    let watchdog = throwaway::watchdog(r#""$@""#, stop_line, &dir)?;
    run(pg(&initdb)
        .arg("-D")
        .arg(&data)
        .args(["-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"])
        .args(["--locale=C", "--no-instructions"]))?;
    // Only the socket, in our directory; no durability (the data dies with the run).
    let options = format!(
        "-k {} -p {PORT} -c listen_addresses= -c fsync=off -c synchronous_commit=off \
         -c full_page_writes=off",
        dir.display()
    );
    let log = dir.join("server.log");
    let started = run(pg(&pg_ctl)
        .arg("-D")
        .arg(&data)
        .arg("-l")
        .arg(&log)
        .args(["-w", "-t", "60", "-o", &options, "start"]));
    if let Err(why) = started {
        return Err(throwaway::with_log(&why, &log));
    }
    Ok(PostgresServer {
        dir,
        version,
        _watchdog: watchdog,
    })
}

/// Where else the server's programs may be: Debian's `/usr/lib/postgresql/*/bin`, the
/// newest first, then the directory `pg_config` names.
fn debian_and_pg_config_bindirs() -> Vec<PathBuf> {
    let mut debian: Vec<(u32, PathBuf)> = fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let major = entry.file_name().to_str()?.parse().ok()?;
            Some((major, entry.path().join("bin")))
        })
        .collect();
    debian.sort();
    let pg_config = run(Command::new("pg_config").arg("--bindir"))
        .ok()
        .map(|bindir| PathBuf::from(bindir.trim()));
    debian
        .into_iter()
        .rev()
        .map(|(_, bin)| bin)
        .chain(pg_config)
        .collect()
}
