//! The service's OpenAPI document (`service --openapi`, what `GET /openapi.json` serves)
//! through an independent generator: hey-api's openapi-ts turns it into TypeScript with a
//! type of its own for each TypeID prefix (it reads `format: typeid` and the `example`),
//! and TypeScript's compiler then refuses a user's ID where an order's is expected, and a
//! plain string, and takes each ID where it belongs.
//!
//! openapi-ts and `tsc` are npm's, in `target/npm` (`.ci/run` installs them), or where
//! `UUID_TOOLKIT_OPENAPI_TS` and `UUID_TOOLKIT_TSC` say. Without them the test prints
//! `skipped: <why>`; with `UUID_TOOLKIT_REQUIRE_TSC` set (as `.ci/run` sets it) that is a
//! failure.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use uuid_test_support::temp_dir::TempDir;

/// The npm tool `name` in `target/npm`, or where `variable` says; or why it is missing.
fn tool(name: &str, variable: &str) -> Result<PathBuf, String> {
    let path = env::var_os(variable).map_or_else(
        || {
            uuid_test_support::workspace_root()
                .join("target/npm/node_modules/.bin")
                .join(name)
        },
        PathBuf::from,
    );
    match Command::new(&path).arg("--version").output() {
        Ok(output) if output.status.success() => Ok(path),
        Ok(output) => Err(format!("{} --version failed: {output:?}", path.display())),
        Err(err) => Err(format!(
            "no {name} at {} ({err}); `.ci/run` installs it with npm, or set {variable}",
            path.display()
        )),
    }
}

/// openapi-ts and `tsc`, or `None` after saying why the test is skipped.
fn tools() -> Option<(PathBuf, PathBuf)> {
    match tool("openapi-ts", "UUID_TOOLKIT_OPENAPI_TS")
        .and_then(|openapi_ts| Ok((openapi_ts, tool("tsc", "UUID_TOOLKIT_TSC")?)))
    {
        Ok(tools) => Some(tools),
        Err(why) => {
            assert!(
                env::var_os("UUID_TOOLKIT_REQUIRE_TSC").is_none(),
                "openapi-ts and tsc are required (UUID_TOOLKIT_REQUIRE_TSC is set) but: {why}"
            );
            eprintln!("skipped: {why}");
            None
        }
    }
}

/// Runs `command`, asserting it succeeds.
fn run(command: &mut Command) -> Output {
    let output = command.output().unwrap();
    assert!(
        output.status.success(),
        "{command:?} failed: {}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// `tsc --noEmit --strict` on `source`, written beside the generated types in `dir`.
fn compile(tsc: &Path, dir: &Path, name: &str, source: &str) -> Output {
    let file = dir.join(format!("{name}.ts"));
    fs::write(&file, source).unwrap();
    Command::new(tsc)
        .args([
            "--noEmit", "--strict", "--target", "es2020", "--module", "es2020",
        ])
        .args(["--moduleResolution", "bundler"])
        .arg(&file)
        .output()
        .unwrap()
}

#[test]
fn openapi_ts_makes_a_type_for_each_prefix_and_tsc_keeps_them_apart() {
    let Some((openapi_ts, tsc)) = tools() else {
        return;
    };
    let dir = TempDir::new("openapi-ts");
    let document = run(Command::new(env!("CARGO_BIN_EXE_service")).arg("--openapi")).stdout;
    fs::write(dir.path().join("openapi.json"), document).unwrap();
    run(Command::new(&openapi_ts)
        .current_dir(dir.path())
        .args([
            "-s",
            "--no-log-file",
            "-i",
            "openapi.json",
            "-o",
            "generated",
        ])
        .args(["-p", "@hey-api/typescript"])
        .env("CI", "1"));
    let types = fs::read_to_string(dir.path().join("generated/types.gen.ts")).unwrap();
    for line in [
        "export type TypeId<T extends string> = `${T}_${string}`;",
        "TypeId<'user'>",
        "TypeId<'order'>",
    ] {
        assert!(
            types.to_lowercase().contains(&line.to_lowercase()),
            "`{line}` not in:\n{types}"
        );
    }
    // The types the service's schemas and routes use, through its `Order`.
    let preamble = "import type { Order } from './generated/types.gen';\n\
                    type UserId = Order['user_id'];\n\
                    type OrderId = Order['id'];\n\
                    declare const user: UserId;\n\
                    declare const order: OrderId;\n";
    let fine = compile(
        &tsc,
        dir.path(),
        "fine",
        &format!(
            "{preamble}const ok: Order = {{ id: order, user_id: user, item: 'tea' }};\n\
             const literal: UserId = 'user_01h455vb4pex5vsknk084sn02q';\n\
             export {{ ok, literal }};\n"
        ),
    );
    assert!(fine.status.success(), "{fine:?}");
    for (name, wrong, refused) in [
        (
            "swapped",
            "const bad: Order = { id: user, user_id: order, item: 'tea' };",
            "`user_${string}`",
        ),
        (
            "user-for-order",
            "const bad: OrderId = user;",
            "`user_${string}`",
        ),
        (
            "plain-string",
            "const bad: UserId = 'order_01h455vb4pex5vsknk084sn02q';",
            "order_01h455",
        ),
    ] {
        let output = compile(
            &tsc,
            dir.path(),
            name,
            &format!("{preamble}{wrong}\nexport {{ bad }};\n"),
        );
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(!output.status.success(), "{name}: tsc took it");
        assert!(stdout.contains("error TS2322"), "{name}: {stdout}");
        assert!(stdout.contains(refused), "{name}: {stdout}");
    }
}
