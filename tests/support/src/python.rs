//! The Python engines the Arrow and Parquet tests check our files against: pyarrow and
//! DuckDB, in a virtual environment that `.ci/run` makes (`target/python`, with pinned
//! versions of both), driven through `tests/analytics/interop.py`.
//!
//! The interpreter is `$UUID_TOOLKIT_PYTHON`, or else `target/python/bin/python` in the
//! repository if it exists. Where neither can import both engines, [`python`] prints
//! `skipped: <why>` and the test returns; with `UUID_TOOLKIT_REQUIRE_PYTHON` set (as
//! `.ci/run` sets it) that is a failure instead.

use std::ffi::OsStr;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::{env, thread};

use crate::throwaway;

/// The environment variable naming the interpreter.
pub const PYTHON_ENV: &str = "UUID_TOOLKIT_PYTHON";

/// The environment variable that turns "no Python engines" into a test failure.
pub const REQUIRE_ENV: &str = "UUID_TOOLKIT_REQUIRE_PYTHON";

/// The script the tests run, beside them.
const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../analytics/interop.py");

/// An interpreter that imports pyarrow and DuckDB.
#[derive(Debug)]
pub struct Python {
    interpreter: PathBuf,
    versions: String,
}

impl Python {
    /// The engines' versions, as the script prints them (`pyarrow 26.0.1`, one a line).
    pub fn versions(&self) -> &str {
        &self.versions
    }

    /// Runs `interop.py` with `args`, writing `input` to its standard input: its
    /// standard output, or why it failed (with its standard error).
    pub fn run<I, S>(&self, args: I, input: &str) -> Result<String, String>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        let mut command = Command::new(&self.interpreter);
        command.arg(SCRIPT).args(args);
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|err| format!("cannot run {}: {err}", self.interpreter.display()))?;
        let mut stdin = child
            .stdin
            .take()
            .ok_or("the script's stdin is not piped")?;
        // Written from another thread, so that a large input and a large output cannot
        // block each other.
        let input = input.to_owned();
        let writer = thread::spawn(move || stdin.write_all(input.as_bytes()));
        let output = child
            .wait_with_output()
            .map_err(|err| format!("cannot wait for {}: {err}", self.interpreter.display()))?;
        let written = writer
            .join()
            .map_err(|_| "the thread writing to the script panicked")?;
        if !output.status.success() {
            return Err(format!(
                "`{:?}` failed ({}): {}",
                command,
                output.status,
                String::from_utf8_lossy(&output.stderr).trim()
            ));
        }
        written.map_err(|err| format!("cannot write to the script: {err}"))?;
        String::from_utf8(output.stdout).map_err(|err| format!("output not UTF-8: {err}"))
    }
}

/// The Python engines, or `None` after printing `skipped: <why>` to the terminal.
///
/// # Panics
///
/// If there are none and [`REQUIRE_ENV`] is set.
pub fn python() -> Option<&'static Python> {
    static PYTHON: OnceLock<Result<Python, String>> = OnceLock::new();
    throwaway::or_skip(
        PYTHON.get_or_init(find),
        "Python with pyarrow and DuckDB",
        REQUIRE_ENV,
    )
}

/// The interpreter of the Python engines: [`PYTHON_ENV`], else the virtual environment
/// `.ci/run` makes.
pub(crate) fn interpreter() -> Result<PathBuf, String> {
    let fallback = crate::workspace_root().join("target/python/bin/python");
    match env::var_os(PYTHON_ENV) {
        Some(path) => Ok(PathBuf::from(path)),
        None if fallback.exists() => Ok(fallback),
        None => Err(format!(
            "{PYTHON_ENV} is not set and there is no {} (`.ci/run` makes it)",
            fallback.display()
        )),
    }
}

fn find() -> Result<Python, String> {
    let mut python = Python {
        interpreter: interpreter()?,
        versions: String::new(),
    };
    python.versions = python.run(["versions"], "")?;
    Ok(python)
}

/// The Python engines' interpreter, if it imports each of `modules`, or `None` after
/// printing `skipped: <why>` to the terminal: for the tests that run a script of their
/// own with it.
///
/// # Panics
///
/// If it does not and [`REQUIRE_ENV`] is set.
pub fn interpreter_with(modules: &[&str]) -> Option<PathBuf> {
    let found = interpreter().and_then(|interpreter| {
        let imports = modules.join(", ");
        let checked = Command::new(&interpreter)
            .args(["-c", &format!("import {imports}")])
            .output()
            .map_err(|err| format!("cannot run {}: {err}", interpreter.display()))?;
        if checked.status.success() {
            Ok(interpreter)
        } else {
            Err(format!(
                "{} cannot import {imports} (`.ci/run` installs them): {}",
                interpreter.display(),
                String::from_utf8_lossy(&checked.stderr).trim()
            ))
        }
    });
    throwaway::or_skip(
        &found,
        &format!("Python with {}", modules.join(", ")),
        REQUIRE_ENV,
    )
    .cloned()
}

/// Runs the Python `script` with `interpreter`, writing `input` to its standard input:
/// its standard output, or why it failed.
///
/// # Errors
///
/// If it cannot be run or exits with an error (with its standard error).
pub fn run_script(interpreter: &Path, script: &Path, input: &str) -> Result<String, String> {
    let mut child = Command::new(interpreter)
        .arg(script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|err| format!("cannot run {}: {err}", interpreter.display()))?;
    let mut stdin = child.stdin.take().ok_or("stdin is not piped")?;
    let input = input.to_owned();
    let writer = thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child
        .wait_with_output()
        .map_err(|err| format!("cannot wait for {}: {err}", script.display()))?;
    let _ = writer.join();
    if !output.status.success() {
        return Err(format!(
            "{} failed ({}): {}",
            script.display(),
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    String::from_utf8(output.stdout).map_err(|err| format!("output not UTF-8: {err}"))
}
