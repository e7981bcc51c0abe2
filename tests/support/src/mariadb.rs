//! A throwaway MariaDB server for the database tests: one per test process, started on
//! first use in a temporary directory (`mariadb-install-db`, then `mariadbd`), listening
//! on a Unix socket there and on 127.0.0.1 at a free port, and stopped (its directory
//! removed) when the process ends, however it ends.
//!
//! As root the server runs as the `mysql` user (`--user=mysql`). Its one account,
//! [`USER`] with password [`PASSWORD`], may do anything (the server is the tests' own);
//! the tests' tables go in the database [`DATABASE`] or one of their own. Where no server
//! can be started, [`mariadb`] prints `skipped: <why>` and the test returns; with
//! `UUID_TOOLKIT_REQUIRE_MARIADB` set (as `.ci/run` sets it) that is a failure instead.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{ChildStdin, Command, Stdio};
use std::sync::OnceLock;
use std::time::Duration;

use crate::throwaway::{self, is_root, run, user_exists};

/// The environment variable that turns "no server" into a test failure.
pub const REQUIRE_ENV: &str = "UUID_TOOLKIT_REQUIRE_MARIADB";

/// The account the tests connect as, from the socket or over TCP.
pub const USER: &str = "toolkit";
/// [`USER`]'s password.
pub const PASSWORD: &str = "toolkit-password";
/// The database the tests work in unless they make their own.
pub const DATABASE: &str = "toolkit";

/// How long the server may take to say it is ready for connections.
/// How many free ports to try, should another process take one first.
const BIND_ATTEMPTS: usize = 5;

/// A running server, reached through the Unix socket [`socket`](Self::socket) or at
/// [`host`](Self::host):[`port`](Self::port), as [`USER`] with [`PASSWORD`].
#[derive(Debug)]
pub struct MariadbServer {
    dir: PathBuf,
    port: u16,
    version: String,
    /// The write end of the watchdog's standard input, which has the server's process
    /// ID: the watchdog stops the server and removes [`dir`](Self::dir) when this
    /// closes, which the operating system does when the process exits.
    _watchdog: ChildStdin,
}

impl MariadbServer {
    /// The server's Unix socket.
    pub fn socket(&self) -> PathBuf {
        self.dir.join("mariadbd.sock")
    }

    /// The address the server listens on over TCP.
    pub fn host(&self) -> &'static str {
        "127.0.0.1"
    }

    /// The TCP port, a free one chosen at start.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The account to connect as: [`USER`].
    pub fn user(&self) -> &'static str {
        USER
    }

    /// [`USER`]'s password: [`PASSWORD`].
    pub fn password(&self) -> &'static str {
        PASSWORD
    }

    /// The database to use: [`DATABASE`].
    pub fn database(&self) -> &'static str {
        DATABASE
    }

    /// The server's version, as `mariadbd --version` prints it.
    pub fn version(&self) -> &str {
        &self.version
    }

    /// A `mysql://` URL for [`DATABASE`] over TCP (sqlx, `mysql`, `mysql_async`,
    /// sea-orm, diesel).
    pub fn url(&self) -> String {
        self.url_for(DATABASE)
    }

    /// A `mysql://` URL for `database` over TCP; the account may create databases.
    pub fn url_for(&self, database: &str) -> String {
        format!(
            "mysql://{USER}:{PASSWORD}@{}:{}/{database}",
            self.host(),
            self.port
        )
    }
}

/// The server of this test process, or `None` after printing `skipped: <why>` to the
/// terminal (not to the test's captured output, so a skip is never silent).
///
/// # Panics
///
/// If no server can be started and [`REQUIRE_ENV`] is set.
pub fn mariadb() -> Option<&'static MariadbServer> {
    static SERVER: OnceLock<Result<MariadbServer, String>> = OnceLock::new();
    throwaway::or_skip(SERVER.get_or_init(start), "MariaDB", REQUIRE_ENV)
}

fn start() -> Result<MariadbServer, String> {
    let [install_db, mariadbd] = throwaway::find_programs(
        "MARIADB_BINDIR",
        ["mariadb-install-db", "mariadbd"],
        [],
        "MariaDB (Debian: `apt-get install mariadb-server-core mariadb-client-core`)",
    )?;
    // `mariadbd` refuses to run as root unless told whom to run as.
    let run_as = if is_root()? {
        if !user_exists("mysql") {
            return Err("running as root and there is no `mysql` user to run the server as".into());
        }
        Some("mysql")
    } else {
        None
    };
    let version = run(Command::new(&mariadbd).arg("--version"))?
        .trim()
        .to_owned();
    // No clean shutdown: the data dies with the run.
    let (dir, mut watchdog) = throwaway::watched_dir("mariadb", run_as)?;
    let port = start_in(&dir, &install_db, &mariadbd, run_as, &mut watchdog)?;
    Ok(MariadbServer {
        dir,
        port,
        version,
        _watchdog: watchdog,
    })
}

/// Creates the data directory in `dir` and starts the server on a free port, both
/// watched by `watchdog`: the port, once the server is ready for connections.
fn start_in(
    dir: &Path,
    install_db: &Path,
    mariadbd: &Path,
    run_as: Option<&str>,
    watchdog: &mut ChildStdin,
) -> Result<u16, String> {
    let data = dir.join("data");
    let user = run_as.map(|user| format!("--user={user}"));
    // `--no-defaults` first: no option files of the system's server. Small logs and no
    // binary log: the data dies with the run.
    let install = throwaway::spawn_watched(
        Command::new(install_db)
            .arg("--no-defaults")
            .arg(format!("--datadir={}", data.display()))
            .args(&user)
            .args(["--auth-root-authentication-method=socket", "--skip-test-db"])
            .args(["--skip-name-resolve", "--innodb-log-file-size=8M"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
        watchdog,
    )?;
    let output = install.wait_with_output().map_err(|err| err.to_string())?;
    if !output.status.success() {
        return Err(format!(
            "`mariadb-install-db` failed ({}): {}{}",
            output.status,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    // Run once, before the server accepts connections: the tests' account.
    let init = dir.join("init.sql");
    fs::write(
        &init,
        format!(
            "CREATE DATABASE {DATABASE};\n\
             CREATE USER '{USER}'@'%' IDENTIFIED BY '{PASSWORD}';\n\
             CREATE USER '{USER}'@'localhost' IDENTIFIED BY '{PASSWORD}';\n\
             GRANT ALL ON *.* TO '{USER}'@'%';\n\
             GRANT ALL ON *.* TO '{USER}'@'localhost';\n"
        ),
    )
    .map_err(|err| format!("cannot write {}: {err}", init.display()))?;
    // Another process may take the free port before the server does: then another one.
    for _ in 0..BIND_ATTEMPTS {
        if let Some(port) = serve(dir, mariadbd, user.as_deref(), free_port()?, watchdog)? {
            return Ok(port);
        }
    }
    Err(format!("no free port after {BIND_ATTEMPTS} attempts"))
}

/// Starts the server on `port` with the data directory in `dir`, watched by
/// `watchdog`, and waits until it is ready for connections: the port, or `None` if it
/// was in use.
fn serve(
    dir: &Path,
    mariadbd: &Path,
    user: Option<&str>,
    port: u16,
    watchdog: &mut ChildStdin,
) -> Result<Option<u16>, String> {
    let log = dir.join("server.log");
    let _ = fs::remove_file(&log);
    let mut server = Command::new(mariadbd);
    server
        .arg("--no-defaults")
        .arg(format!("--datadir={}", dir.join("data").display()))
        .args(user)
        .arg(format!("--socket={}", dir.join("mariadbd.sock").display()))
        .arg(format!("--port={port}"))
        .args(["--bind-address=127.0.0.1", "--skip-name-resolve"])
        .arg(format!("--pid-file={}", dir.join("mariadbd.pid").display()))
        .arg(format!("--log-error={}", log.display()))
        .arg(format!("--init-file={}", dir.join("init.sql").display()))
        .args(["--skip-log-bin", "--innodb-log-file-size=8M"])
        .arg("--innodb-flush-log-at-trx-commit=0")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let mut server = throwaway::spawn_watched(&mut server, watchdog)?;
    match throwaway::wait_until_ready(&mut server, &log, Duration::from_millis(50), |log| {
        log.contains("ready for connections")
    }) {
        Ok(()) => Ok(Some(port)),
        Err(not_ready) if not_ready.exited_with("Address already in use") => Ok(None),
        Err(not_ready) => Err(not_ready.explain("mariadbd")),
    }
}

/// A TCP port on 127.0.0.1 that nothing listens on now.
fn free_port() -> Result<u16, String> {
    std::net::TcpListener::bind(("127.0.0.1", 0))
        .and_then(|listener| listener.local_addr())
        .map(|address| address.port())
        .map_err(|err| format!("cannot find a free port: {err}"))
}
