//! What the throwaway servers (PostgreSQL, MariaDB, Redis) share: finding the server's
//! programs, a temporary directory of their own, the watchdog that stops the server and
//! cleans up when the process ends, starting the server and waiting until it is ready
//! (with its log when it is not), running its tools, and skipping a test where no server
//! can be started (or failing it where one is required).

use std::ffi::OsStr;
use std::io::Write as _;
#[cfg(unix)]
use std::os::unix::process::CommandExt as _;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use std::{env, fs};

/// `server`, or `None` after printing `skipped: <why>` to the terminal (not to the
/// test's captured output, so a skip is never silent).
///
/// # Panics
///
/// If there is no server and `require_env` is set.
pub fn or_skip<'a, T>(
    server: &'a Result<T, String>,
    database: &str,
    require_env: &str,
) -> Option<&'a T> {
    match server {
        Ok(server) => Some(server),
        Err(why) => {
            assert!(
                env::var_os(require_env).is_none(),
                "{database} is required ({require_env} is set) but: {why}"
            );
            let fallback = format!("a {database} test");
            let thread = std::thread::current();
            let test = thread.name().unwrap_or(&fallback);
            // Straight to the terminal (the test harness captures `eprintln!`), in one
            // write so that parallel tests' lines stay whole.
            let line = format!("{test}: skipped: {why}\n");
            let _ = std::io::stderr().write_all(line.as_bytes());
            None
        }
    }
}

/// The server's programs `names`: in the directory the environment variable `dir_env`
/// names, if it is set (and then only there); else in the first of `dirs` that has them
/// all; else on the `PATH` and in the system's directories. `install` says how to get
/// them, for the error.
pub(crate) fn find_programs<const N: usize>(
    dir_env: &str,
    names: [&str; N],
    dirs: impl IntoIterator<Item = PathBuf>,
    install: &str,
) -> Result<[PathBuf; N], String> {
    let in_dir = |dir: &Path| {
        let paths = names.map(|name| dir.join(name));
        paths.iter().all(|path| path.is_file()).then_some(paths)
    };
    let listed = names.join(", ");
    if let Some(dir) = env::var_os(dir_env) {
        let dir = PathBuf::from(dir);
        return in_dir(&dir).ok_or_else(|| format!("{dir_env}={} has no {listed}", dir.display()));
    }
    if let Some(paths) = dirs.into_iter().find_map(|dir| in_dir(&dir)) {
        return Ok(paths);
    }
    let on_path: Option<Vec<PathBuf>> = names.iter().map(|name| find_tool(name)).collect();
    on_path
        .and_then(|paths| paths.try_into().ok())
        .ok_or_else(|| format!("no {listed} found; install {install} or set {dir_env}"))
}

/// `tool` on the `PATH` or in the system's `bin` and `sbin` directories (Debian puts
/// some servers in `/usr/sbin`, which a user's `PATH` may lack).
fn find_tool(tool: &str) -> Option<PathBuf> {
    let mut dirs: Vec<PathBuf> = env::var_os("PATH")
        .map(|path| env::split_paths(&path).collect())
        .unwrap_or_default();
    dirs.extend(["/usr/sbin", "/usr/local/sbin", "/usr/bin", "/usr/local/bin"].map(PathBuf::from));
    dirs.iter()
        .map(|dir| dir.join(tool))
        .find(|path| path.is_file())
}

/// A new temporary directory (see [`unique_temp_dir`]) and the watchdog that, from now
/// on, whatever happens, kills the processes [`spawn_watched`] starts and removes the
/// directory when this process ends, or when the server's start fails.
pub(crate) fn watched_dir(
    kind: &str,
    owner: Option<&str>,
) -> Result<(PathBuf, ChildStdin), String> {
    let dir = unique_temp_dir(kind, owner)?;
    let watchdog = watchdog(KILL_WATCHED, std::iter::empty::<&str>(), &dir)?;
    Ok((dir, watchdog))
}

/// Whether this process runs as root, where the servers refuse to run as themselves.
pub(crate) fn is_root() -> Result<bool, String> {
    Ok(run(Command::new("id").arg("-u"))?.trim() == "0")
}

/// Whether the system has the user `name`.
pub(crate) fn user_exists(name: &str) -> bool {
    Command::new("id")
        .args(["-u", name])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

/// A new empty directory under the system's temporary directory, named after `kind`,
/// owned by `owner` if given (the user the server runs as).
pub(crate) fn unique_temp_dir(kind: &str, owner: Option<&str>) -> Result<PathBuf, String> {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.subsec_nanos());
    let dir = env::temp_dir().join(format!(
        "uuid-toolkit-{kind}-{}-{nanos}",
        std::process::id()
    ));
    fs::create_dir(&dir).map_err(|err| format!("cannot create {}: {err}", dir.display()))?;
    if let Some(owner) = owner {
        let chowned = run(Command::new("chown").arg(format!("{owner}:")).arg(&dir));
        if let Err(why) = chowned {
            let _ = fs::remove_dir_all(&dir);
            return Err(why);
        }
    }
    Ok(dir)
}

/// Runs `command` to completion: its standard output, or why it failed.
pub(crate) fn run(command: &mut Command) -> Result<String, String> {
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

/// Starts a shell that reads its standard input to the end, then runs `cleanup` (a shell
/// command, with `args` as `"$@"`, what was read as `$INPUT` and `dir` as `$DIR`) and
/// removes `dir`.
///
/// Keep the returned handle: the operating system closes it when the process exits,
/// however it exits. Start the watchdog as soon as `dir` exists, so that nothing in
/// it outlives the process. The shell has a process group of its own, so a Ctrl-C in
/// the terminal ends the tests but not the cleanup.
pub(crate) fn watchdog<I, S>(cleanup: &str, args: I, dir: &Path) -> Result<ChildStdin, String>
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    let mut watchdog = Command::new("sh");
    watchdog
        .arg("-c")
        .arg(format!(r#"INPUT=$(cat); {cleanup}; rm -rf "$DIR""#))
        .arg("watchdog")
        .args(args)
        .env("DIR", dir);
    #[cfg(unix)]
    watchdog.process_group(0);
    let watchdog = watchdog
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
    match watchdog {
        Ok(watchdog) => Ok(watchdog.stdin.expect("the watchdog's stdin is piped")),
        Err(err) => {
            let _ = fs::remove_dir_all(dir);
            Err(format!("cannot start the watchdog shell: {err}"))
        }
    }
}

/// The shell command that makes a [`watchdog`] kill the process groups whose IDs
/// [`spawn_watched`] wrote to it, and wait (up to 10 s) until they are gone, so that
/// nothing writes into the directory after it is removed.
pub(crate) const KILL_WATCHED: &str = r#"for group in $INPUT; do kill -9 "-$group"; done; for group in $INPUT; do i=0; while kill -0 "-$group" && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done; done"#;

/// Spawns `command` in a process group of its own (a Ctrl-C in the terminal is not for
/// it either) and writes its ID to `watchdog`, whose cleanup is [`KILL_WATCHED`].
pub(crate) fn spawn_watched(
    command: &mut Command,
    watchdog: &mut ChildStdin,
) -> Result<Child, String> {
    #[cfg(unix)]
    command.process_group(0);
    let mut child = command.spawn().map_err(|err| {
        format!(
            "cannot run `{}`: {err}",
            command.get_program().to_string_lossy()
        )
    })?;
    if let Err(err) = writeln!(watchdog, "{}", child.id()) {
        let _ = child.kill();
        return Err(format!("cannot tell the watchdog a process ID: {err}"));
    }
    Ok(child)
}

/// How long a server may take to be ready.
const START_TIMEOUT: Duration = Duration::from_secs(60);

/// How a server's start ended without it being ready: it exited, or it was still not
/// ready after [`START_TIMEOUT`] (and was killed).
#[derive(Debug)]
pub(crate) struct NotReady {
    exited: Option<ExitStatus>,
    log: String,
}

impl NotReady {
    /// Whether the server exited with `text` in its log.
    pub(crate) fn exited_with(&self, text: &str) -> bool {
        self.exited.is_some() && self.log.contains(text)
    }

    /// The error: how `program` ended, and its log.
    pub(crate) fn explain(&self, program: &str) -> String {
        let what = self.exited.map_or_else(
            || format!("not ready after {} s", START_TIMEOUT.as_secs()),
            |status| format!("exited ({status})"),
        );
        format!("`{program}` {what}\nserver log:\n{}", self.log)
    }
}

/// Waits until `ready`, given the server's log so far (`log`, which may not exist yet),
/// says it is, checking every `every`. Kills the server if it is not ready in time.
pub(crate) fn wait_until_ready(
    server: &mut Child,
    log: &Path,
    every: Duration,
    mut ready: impl FnMut(&str) -> bool,
) -> Result<(), NotReady> {
    let started = Instant::now();
    loop {
        let text = fs::read_to_string(log).unwrap_or_default();
        if ready(&text) {
            return Ok(());
        }
        let exited = server.try_wait().ok().flatten();
        if exited.is_some() || started.elapsed() > START_TIMEOUT {
            let _ = server.kill();
            // The last lines, written as it exited.
            let log = fs::read_to_string(log).unwrap_or(text);
            return Err(NotReady { exited, log });
        }
        std::thread::sleep(every);
    }
}

/// `why`, and the server's log if it wrote one.
pub(crate) fn with_log(why: &str, log: &Path) -> String {
    let log = fs::read_to_string(log).unwrap_or_default();
    format!("{why}\nserver log:\n{log}")
}
