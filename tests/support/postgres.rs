//! A throwaway PostgreSQL server for the database tests: one per test process, started
//! on first use in a temporary directory, listening only on a Unix socket there, and
//! stopped (its directory removed) when the process ends, however it ends.
//!
//! `initdb` refuses to run as root, so as root the server runs as the `postgres` user
//! (`runuser -u postgres --`). Where no server can be started, [`postgres`] prints
//! `skipped: <why>` and the test returns; with `UUID_TOOLKIT_REQUIRE_POSTGRES` set (as
//! `.ci/run` sets it) that is a failure instead.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{ChildStdin, Command, Stdio};
use std::sync::OnceLock;
use std::time::{SystemTime, UNIX_EPOCH};
use std::{env, fs};

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
        format!(
            "host={} port={PORT} user=postgres dbname=postgres",
            self.dir.display()
        )
    }

    /// A `postgres://` URL for database `postgres` (sqlx), with the socket directory
    /// in `host`.
    pub fn url(&self) -> String {
        format!(
            "postgres://postgres@localhost:{PORT}/postgres?host={}",
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
    match SERVER.get_or_init(start) {
        Ok(server) => Some(server),
        Err(why) => {
            assert!(
                env::var_os(REQUIRE_ENV).is_none(),
                "PostgreSQL is required ({REQUIRE_ENV} is set) but: {why}"
            );
            let test = std::thread::current()
                .name()
                .unwrap_or("a PostgreSQL test")
                .to_owned();
            // Straight to the terminal (the test harness captures `eprintln!`), in one
            // write so that parallel tests' lines stay whole.
            let line = format!("{test}: skipped: {why}\n");
            let _ = std::io::stderr().write_all(line.as_bytes());
            None
        }
    }
}

fn start() -> Result<PostgresServer, String> {
    let bin = server_binaries()?;
    let as_root = is_root()?;
    if as_root && !succeeds(Command::new("id").args(["-u", "postgres"])) {
        return Err("running as root and there is no `postgres` user to run the server as".into());
    }
    let dir = unique_temp_dir()?;
    if as_root {
        run(Command::new("chown").arg("postgres:").arg(&dir))?;
    }
    let data = dir.join("data");
    let pg = |tool: &str| {
        let mut command = if as_root {
            let mut command = Command::new("runuser");
            command.args(["-u", "postgres", "--"]).arg(bin.join(tool));
            command
        } else {
            Command::new(bin.join(tool))
        };
        command.stdin(Stdio::null());
        command
    };
    let version = run(pg("postgres").arg("--version"))?.trim().to_owned();
    run(pg("initdb")
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
    let started = run(pg("pg_ctl")
        .arg("-D")
        .arg(&data)
        .arg("-l")
        .arg(&log)
        .args(["-w", "-t", "60", "-o", &options, "start"]));
    if let Err(why) = started {
        let log = fs::read_to_string(&log).unwrap_or_default();
        let _ = fs::remove_dir_all(&dir);
        return Err(format!("{why}\nserver log:\n{log}"));
    }
    // The watchdog waits for end of input, then stops the server and cleans up.
    let stop = pg("pg_ctl");
    let mut stop_line = vec![stop.get_program().to_owned()];
    stop_line.extend(stop.get_args().map(ToOwned::to_owned));
    let watchdog = Command::new("sh")
        .arg("-c")
        .arg(r#"cat >/dev/null; "$@" -D "$DATA" -m fast stop; rm -rf "$DIR""#)
        .arg("watchdog")
        .args(&stop_line)
        .env("DATA", &data)
        .env("DIR", &dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|err| format!("cannot start the watchdog shell: {err}"))?;
    let stdin = watchdog.stdin.expect("the watchdog's stdin is piped");
    Ok(PostgresServer {
        dir,
        version,
        _watchdog: stdin,
    })
}

/// The directory with `initdb`, `pg_ctl` and `postgres`: `PG_BINDIR`, the newest
/// `/usr/lib/postgresql/*/bin` (Debian's layout), or the one `pg_config` names.
fn server_binaries() -> Result<PathBuf, String> {
    let has_tools = |dir: &Path| {
        ["initdb", "pg_ctl", "postgres"]
            .iter()
            .all(|t| dir.join(t).is_file())
    };
    if let Some(dir) = env::var_os("PG_BINDIR") {
        let dir = PathBuf::from(dir);
        return if has_tools(&dir) {
            Ok(dir)
        } else {
            Err(format!(
                "PG_BINDIR={} has no initdb, pg_ctl and postgres",
                dir.display()
            ))
        };
    }
    let mut debian: Vec<(u32, PathBuf)> = fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let major = entry.file_name().to_str()?.parse().ok()?;
            Some((major, entry.path().join("bin")))
        })
        .filter(|(_, bin)| has_tools(bin))
        .collect();
    debian.sort();
    if let Some((_, bin)) = debian.pop() {
        return Ok(bin);
    }
    if let Ok(bindir) = run(Command::new("pg_config").arg("--bindir")) {
        let bin = PathBuf::from(bindir.trim());
        if has_tools(&bin) {
            return Ok(bin);
        }
    }
    Err(
        "no PostgreSQL server binaries (initdb, pg_ctl, postgres) found; install \
         PostgreSQL (Debian: `apt-get install postgresql`) or set PG_BINDIR"
            .into(),
    )
}

fn is_root() -> Result<bool, String> {
    Ok(run(Command::new("id").arg("-u"))?.trim() == "0")
}

/// A new empty directory under the system's temporary directory.
fn unique_temp_dir() -> Result<PathBuf, String> {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.subsec_nanos());
    let dir = env::temp_dir().join(format!("uuid-toolkit-pg-{}-{nanos}", std::process::id()));
    fs::create_dir(&dir).map_err(|err| format!("cannot create {}: {err}", dir.display()))?;
    Ok(dir)
}

/// Runs `command` to completion: its standard output, or why it failed.
fn run(command: &mut Command) -> Result<String, String> {
    let output = command.output().map_err(|err| {
        format!(
            "cannot run `{}`: {err}",
            command.get_program().to_string_lossy()
        )
    })?;
    if output.status.success() {
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    } else {
        Err(format!(
            "`{}` failed ({}): {}",
            command.get_program().to_string_lossy(),
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ))
    }
}

fn succeeds(command: &mut Command) -> bool {
    command
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}
