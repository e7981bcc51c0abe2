#!/usr/bin/env python3
"""Compile-time benchmark: uuid-runtime's macros against the `uuid` crate.

Generates, in a scratch directory outside the repository, four small crates in one
Cargo workspace (so their dependencies are built once, into one target directory):

  ours-literals   N distinct `pub const ID_i: Uuid = uuid_runtime::uuid!("...")`
  uuid-literals   the same constants written with `uuid::uuid!`
  ours-v5         M `pub const V5_i: Uuid = uuid_runtime::uuid_v5!(DNS, "name-i")`
  uuid-v5         the nearest equivalent with the `uuid` crate, whose `Uuid::new_v5`
                  is not a `const fn` (see `--v5-style`)

three one-line crates that each depend on one library only, for cold builds, and
three copies of a small application (serde with derive, serde_json, thiserror):

  app-base        the application alone
  app-ours        the application with `uuid-runtime` (feature `serde`)
  app-uuid        the application with `uuid` (features v4, v5, v7, serde)

where both UUID crates are used the same way (a literal macro, v4, v7, v5, serde).

It measures
  (a) rebuild: after a first build, `touch src/lib.rs && cargo build -p <crate>`,
      repeated; each "ours" run is followed by the matching "uuid" run, so machine
      noise hits both alike;
  (b) cold build: a fresh, empty target directory and `cargo build -p <tiny crate>`
      for uuid-runtime (default features), uuid (default features) and uuid with
      the features the comparison crates use (`v5`), interleaved the same way;
  (c) marginal cold build: each round builds app-base, app-ours and app-uuid cold
      (fresh target directories); the marginal cost of a UUID crate is its app's time
      minus app-base's in the same round (syn and serde_derive are already there, as
      in a real application), and the report gives the median over the rounds;

and prints a Markdown report (minimum and median wall time, ratios ours / uuid, the
command, the machine and the compiler). Python 3.11 standard library only.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SEED = 0x5EED_2024
UUID_REQ = "1.29"
MAX_RETRIES = 5

V5_STYLES = {
    "lazy-array": "one `static IDS: LazyLock<[Uuid; M]>` filled by `Uuid::new_v5` on first use",
    "fn-array": "one `fn ids() -> [Uuid; M]` that calls `Uuid::new_v5` M times",
    "lazy-each": "M `static V5_i: LazyLock<Uuid>`, one closure each",
    "precomputed": "M `const V5_i: Uuid = uuid::uuid!(\"...\")` with the hashes pasted in",
}


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--scratch",
        type=Path,
        help="directory to generate the crates in (default: a fresh temporary directory; "
        "must lie outside the repository)",
    )
    parser.add_argument("--runs", type=int, default=5, help="rebuilds per crate (default 5)")
    parser.add_argument(
        "--cold-runs", type=int, default=3, help="cold builds per library (default 3)"
    )
    parser.add_argument("--literals", type=int, default=5000, help="uuid! constants (default 5000)")
    parser.add_argument("--v5", type=int, default=1000, help="uuid_v5! constants (default 1000)")
    parser.add_argument(
        "--v5-style",
        choices=sorted(V5_STYLES),
        default="lazy-array",
        help="how the uuid-v5 crate stands in for compile-time v5 constants (default lazy-array)",
    )
    parser.add_argument("--release", action="store_true", help="build with --release")
    parser.add_argument(
        "--quick",
        action="store_true",
        help="smoke test: 1 run each, 200 literals, 50 v5 constants",
    )
    parser.add_argument("--skip-rebuild", action="store_true", help="skip the rebuild measurements")
    parser.add_argument("--skip-cold", action="store_true", help="skip the cold-build measurements")
    parser.add_argument(
        "--skip-app", action="store_true", help="skip the marginal cold build of the application"
    )
    parser.add_argument(
        "--app-runs", type=int, default=5, help="rounds of application cold builds (default 5)"
    )
    parser.add_argument(
        "--typed-ids",
        type=int,
        default=200,
        help="ID types of the typed-ID scenario (default 200)",
    )
    parser.add_argument(
        "--typed-id-runs",
        type=int,
        default=3,
        help="`cargo check` and `cargo build` rebuilds per typed-ID crate (default 3)",
    )
    parser.add_argument(
        "--skip-typed-ids", action="store_true", help="skip the typed-ID scenario"
    )
    parser.add_argument(
        "--only-typed-ids",
        action="store_true",
        help="run the typed-ID scenario alone (as --skip-rebuild --skip-cold --skip-app)",
    )
    parser.add_argument(
        "--runtime-path",
        type=Path,
        default=REPO / "uuid-runtime",
        help="the uuid-runtime package to measure (default: the one in this repository); "
        "point it at a modified copy to try variants",
    )
    parser.add_argument(
        "--before-path",
        type=Path,
        help="also build the application against this uuid-runtime package (`app-before`), "
        "in the same rounds: a change's effect on the marginal cold build, measured beside it",
    )
    parser.add_argument(
        "--snapshot",
        action="store_true",
        help="copy the repository (without target directories and .git) into the scratch "
        "directory and measure that copy, so that edits made to the tree while the "
        "benchmark runs do not leak into it",
    )
    parser.add_argument("--keep", action="store_true", help="keep a temporary scratch directory")
    parser.add_argument("--output", type=Path, help="also write the report to this file")
    args = parser.parse_args(argv)
    if args.quick:
        args.runs, args.cold_runs, args.app_runs, args.typed_id_runs = 1, 1, 1, 1
        args.literals, args.v5 = min(args.literals, 200), min(args.v5, 50)
        args.typed_ids = min(args.typed_ids, 20)
    if args.only_typed_ids:
        args.skip_rebuild = args.skip_cold = args.skip_app = True
    counts = (args.runs, args.cold_runs, args.app_runs, args.literals, args.v5)
    if min(*counts, args.typed_ids, args.typed_id_runs) < 1:
        parser.error("counts must be at least 1")
    args.runtime_path = args.runtime_path.resolve()
    if not (args.runtime_path / "Cargo.toml").is_file():
        parser.error(f"no Cargo.toml in `{args.runtime_path}`")
    if args.before_path is not None:
        args.before_path = args.before_path.resolve()
        if not (args.before_path / "Cargo.toml").is_file():
            parser.error(f"no Cargo.toml in `{args.before_path}`")
    if args.scratch is not None:
        args.scratch = args.scratch.resolve()
        if args.scratch == REPO or REPO in args.scratch.parents:
            parser.error("the scratch directory must lie outside the repository")
    return args


# --- generating the crates -------------------------------------------------------------


def literal_uuids(count: int) -> list[str]:
    """Distinct, deterministic version-4 UUID strings."""
    rng = random.Random(SEED)
    seen: set[int] = set()
    out = []
    while len(out) < count:
        value = rng.getrandbits(128)
        value = (value & ~(0xF << 76)) | (0x4 << 76)  # version 4
        value = (value & ~(0x3 << 62)) | (0x2 << 62)  # RFC 9562 variant
        if value in seen:
            continue
        seen.add(value)
        h = f"{value:032x}"
        out.append(f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}")
    return out


def v5_uuid(name: str) -> str:
    """The v5 UUID of `name` in the DNS namespace (for the `precomputed` style)."""
    import uuid as pyuuid

    return str(pyuuid.uuid5(pyuuid.NAMESPACE_DNS, name))


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def manifest(name: str, dependency: str) -> str:
    return (
        f'[package]\nname = "{name}"\nversion = "0.0.0"\nedition = "2024"\npublish = false\n\n'
        f"[dependencies]\n{dependency}\n"
    )


def snapshot(scratch: Path, args: argparse.Namespace) -> None:
    """Freezes the package under test: copies its repository and measures the copy."""
    source_root = args.runtime_path.parent
    copy = scratch / "snapshot"
    shutil.rmtree(copy, ignore_errors=True)
    ignore = shutil.ignore_patterns(".git", "target", "target-*")
    shutil.copytree(source_root, copy, symlinks=True, ignore=ignore)
    args.runtime_path = copy / args.runtime_path.name


def generate(scratch: Path, args: argparse.Namespace) -> None:
    ours_dep = f'uuid-runtime = {{ path = "{args.runtime_path}" }}'
    uuid_v5_dep = f'uuid = {{ version = "{UUID_REQ}", features = ["v5"] }}'
    uuid_default_dep = f'uuid = "{UUID_REQ}"'
    members = ["ours-literals", "uuid-literals", "ours-v5", "uuid-v5"]
    members += ["cold-ours", "cold-uuid", "cold-uuid-v5", "app-base", "app-ours", "app-uuid"]
    members += list(TYPED_ID_CRATES)
    write(
        scratch / "Cargo.toml",
        "# Generated by benches/compile-time/run.py. One workspace, one target directory:\n"
        "# dependencies are built once and every measured crate sees the same ones.\n"
        "# The snapshot (`--snapshot`) is its own workspace, not a member of this one.\n"
        f'[workspace]\nresolver = "3"\nmembers = {json.dumps(members)}\nexclude = ["snapshot", "before"]\n',
    )

    uuids = literal_uuids(args.literals)
    header = "//! Generated by benches/compile-time/run.py.\n#![allow(missing_docs)]\n\n"
    ours = [f'pub const ID_{i}: Uuid = uuid!("{u}");' for i, u in enumerate(uuids)]
    theirs = ours  # the same text: only the imports differ
    write(scratch / "ours-literals/Cargo.toml", manifest("ours-literals", ours_dep))
    write(
        scratch / "ours-literals/src/lib.rs",
        header + "use uuid_runtime::{uuid, Uuid};\n\n" + "\n".join(ours) + "\n",
    )
    write(scratch / "uuid-literals/Cargo.toml", manifest("uuid-literals", uuid_v5_dep))
    write(
        scratch / "uuid-literals/src/lib.rs",
        header + "use uuid::{uuid, Uuid};\n\n" + "\n".join(theirs) + "\n",
    )

    names = [f"name-{i}" for i in range(args.v5)]
    write(scratch / "ours-v5/Cargo.toml", manifest("ours-v5", ours_dep))
    write(
        scratch / "ours-v5/src/lib.rs",
        header
        + "use uuid_runtime::{uuid_v5, Uuid};\n\n"
        + "\n".join(f'pub const V5_{i}: Uuid = uuid_v5!(DNS, "{n}");' for i, n in enumerate(names))
        + "\n",
    )
    write(scratch / "uuid-v5/Cargo.toml", manifest("uuid-v5", uuid_v5_dep))
    write(scratch / "uuid-v5/src/lib.rs", header + uuid_v5_source(names, args.v5_style))

    cold = {"cold-ours": ours_dep, "cold-uuid": uuid_default_dep, "cold-uuid-v5": uuid_v5_dep}
    for name, dep in cold.items():
        write(scratch / name / "Cargo.toml", manifest(name, dep))
        write(scratch / name / "src/lib.rs", "//! Depends on one library only.\n")

    app_deps = 'serde = { version = "1", features = ["derive"] }\nserde_json = "1"\nthiserror = "2"'
    apps = {
        "app-base": (app_deps, APP_BASE),
        "app-ours": (
            app_deps + f'\nuuid-runtime = {{ path = "{args.runtime_path}", features = ["serde"] }}',
            APP_WITH_UUID.replace("UUID_CRATE", "uuid_runtime"),
        ),
        "app-uuid": (
            app_deps
            + f'\nuuid = {{ version = "{UUID_REQ}", features = ["v4", "v5", "v7", "serde"] }}',
            APP_WITH_UUID.replace("UUID_CRATE", "uuid"),
        ),
    }
    if args.before_path is not None:
        apps["app-before"] = (
            app_deps + f'\nuuid-runtime = {{ path = "{args.before_path}", features = ["serde"] }}',
            APP_WITH_UUID.replace("UUID_CRATE", "uuid_runtime"),
        )
    for name, (deps, source) in apps.items():
        write(scratch / workspace_of(name) / name / "Cargo.toml", manifest(name, deps))
        write(scratch / workspace_of(name) / name / "src/main.rs", source)
    generate_typed_ids(scratch, args)
    if args.before_path is not None:
        # Two path packages of one name and version cannot share a lock file.
        write(
            scratch / "before/Cargo.toml",
            '[workspace]\nresolver = "3"\nmembers = ["app-before"]\n',
        )


# --- the typed-ID scenario -------------------------------------------------------------

# The crates of the scenario: N ID types in one crate, each with a prefix (where the
# kind of ID has one), made as v7 (v4 for newtype-uuid, which has no v7 constructor) and
# used once the same way: `new`, `to_string`, `parse` and a JSON round trip.
TYPED_ID_CRATES = {
    "ids-derive": "`#[derive(TypedId)]` over `Uuid`, prefix and version 7 (feature `serde`)",
    "ids-handwritten": "hand-written newtypes over `uuid::Uuid` (derives, serde transparent, "
    "`Display`, `FromStr`, `new` by `now_v7`)",
    "ids-newtype-uuid": "newtype-uuid 1.4's `TypedUuid<Kind>` (serde, v4)",
    "ids-derive-service": "`#[derive(TypedId)]` as above, with the features a service turns "
    "on (`serde`, `sqlx-postgres`, `utoipa`, `async-graphql`)",
}
# The pairs a ratio is quoted for: each derive crate against the hand-written newtypes.
TYPED_ID_ANCHOR = "ids-handwritten"
NEWTYPE_UUID_REQ = "1.4"


def prefix_of(i: int) -> str:
    """A TypeID prefix (lowercase letters only) for ID type `i`."""
    letters = ""
    i += 1
    while i:
        i, digit = divmod(i - 1, 26)
        letters = chr(ord("a") + digit) + letters
    return "kind_" + letters


def typed_id_use(i: int, new: str) -> str:
    return (
        f"pub fn use_{i}() -> bool {{\n"
        f"    let id = {new};\n"
        f"    let text = id.to_string();\n"
        f"    let back: Id{i} = text.parse().unwrap();\n"
        f"    let json = serde_json::to_string(&id).unwrap();\n"
        f"    let again: Id{i} = serde_json::from_str(&json).unwrap();\n"
        f"    back == id && again == id\n"
        f"}}\n"
    )


def generate_typed_ids(scratch: Path, args: argparse.Namespace) -> None:
    n = args.typed_ids
    header = "//! Generated by benches/compile-time/run.py: the typed-ID scenario.\n"
    header += "#![allow(missing_docs, clippy::new_without_default)]\n\n"
    derives = "Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash"
    json = 'serde = { version = "1", features = ["derive"] }\nserde_json = "1"'

    def ours(features: list[str]) -> str:
        listed = ", ".join(f'"{f}"' for f in features)
        return f'uuid-runtime = {{ path = "{args.runtime_path}", features = [{listed}] }}'

    derive_items = "".join(
        f"#[derive(TypedId, {derives})]\n"
        f'#[typed_id(prefix = "{prefix_of(i)}", version = 7)]\n'
        f"pub struct Id{i}(Uuid);\n\n" + typed_id_use(i, f"Id{i}::new()") + "\n"
        for i in range(n)
    )
    for name, features in [
        ("ids-derive", ["serde"]),
        ("ids-derive-service", ["serde", "sqlx-postgres", "utoipa", "async-graphql"]),
    ]:
        write(scratch / name / "Cargo.toml", manifest(name, json + "\n" + ours(features)))
        write(
            scratch / name / "src/lib.rs",
            header + "use uuid_runtime::{TypedId, Uuid};\n\n" + derive_items,
        )

    handwritten = "".join(
        f"#[derive({derives}, Serialize, Deserialize)]\n"
        f"#[serde(transparent)]\n"
        f"pub struct Id{i}(Uuid);\n\n"
        f"impl Id{i} {{\n    pub fn new() -> Self {{\n        Self(Uuid::now_v7())\n    }}\n}}\n\n"
        f"impl fmt::Display for Id{i} {{\n"
        f"    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{\n"
        f"        fmt::Display::fmt(&self.0, f)\n    }}\n}}\n\n"
        f"impl FromStr for Id{i} {{\n    type Err = uuid::Error;\n\n"
        f"    fn from_str(text: &str) -> Result<Self, uuid::Error> {{\n"
        f"        text.parse().map(Self)\n    }}\n}}\n\n" + typed_id_use(i, f"Id{i}::new()") + "\n"
        for i in range(n)
    )
    write(
        scratch / "ids-handwritten/Cargo.toml",
        manifest(
            "ids-handwritten",
            json + f'\nuuid = {{ version = "{UUID_REQ}", features = ["v7", "serde"] }}',
        ),
    )
    write(
        scratch / "ids-handwritten/src/lib.rs",
        header
        + "use core::fmt;\nuse core::str::FromStr;\n\nuse serde::{Deserialize, Serialize};\n"
        + "use uuid::Uuid;\n\n"
        + handwritten,
    )

    kinds = "".join(
        f"pub enum Kind{i} {{}}\n\n"
        f"impl TypedUuidKind for Kind{i} {{\n"
        f"    fn tag() -> TypedUuidTag {{\n"
        f'        const TAG: TypedUuidTag = TypedUuidTag::new("{prefix_of(i)}");\n'
        f"        TAG\n    }}\n}}\n\n"
        f"pub type Id{i} = TypedUuid<Kind{i}>;\n\n" + typed_id_use(i, f"Id{i}::new_v4()") + "\n"
        for i in range(n)
    )
    write(
        scratch / "ids-newtype-uuid/Cargo.toml",
        manifest(
            "ids-newtype-uuid",
            json
            + f'\nnewtype-uuid = {{ version = "{NEWTYPE_UUID_REQ}", features = ["serde", "v4"] }}',
        ),
    )
    write(
        scratch / "ids-newtype-uuid/src/lib.rs",
        header + "use newtype_uuid::{TypedUuid, TypedUuidKind, TypedUuidTag};\n\n" + kinds,
    )


def workspace_of(package: str) -> str:
    """The folder of the workspace `package` belongs to, within the scratch directory."""
    return "before" if package == "app-before" else "."


# The application, without and with a UUID crate (UUID_CRATE is replaced by its name;
# both crates have `uuid!`, `new_v4`, `now_v7`, `new_v5` and serde support).
APP_BASE = """//! Generated by benches/compile-time/run.py: a small application.
use serde::{Deserialize, Serialize};

#[derive(Debug, thiserror::Error)]
enum AppError {
    #[error("bad input: {0}")]
    Json(#[from] serde_json::Error),
}

#[derive(Debug, Serialize, Deserialize)]
struct Event {
    name: String,
    count: u32,
}

fn main() -> Result<(), AppError> {
    let event: Event = serde_json::from_str(r#"{"name":"start","count":1}"#)?;
    println!("{}", serde_json::to_string(&event)?);
    Ok(())
}
"""

APP_WITH_UUID = """//! Generated by benches/compile-time/run.py: a small application with UUIDs.
use serde::{Deserialize, Serialize};
use UUID_CRATE::{uuid, Uuid};

const ROOT: Uuid = uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8");

#[derive(Debug, thiserror::Error)]
enum AppError {
    #[error("bad input: {0}")]
    Json(#[from] serde_json::Error),
}

#[derive(Debug, Serialize, Deserialize)]
struct Event {
    id: Uuid,
    request: Uuid,
    name: String,
    count: u32,
}

fn main() -> Result<(), AppError> {
    let event = Event {
        id: Uuid::now_v7(),
        request: Uuid::new_v4(),
        name: Uuid::new_v5(&ROOT, b"start").to_string(),
        count: 1,
    };
    let text = serde_json::to_string(&event)?;
    let back: Event = serde_json::from_str(&text)?;
    println!("{text} {back:?}");
    Ok(())
}
"""


def uuid_v5_source(names: list[str], style: str) -> str:
    call = 'Uuid::new_v5(&Uuid::NAMESPACE_DNS, b"{}")'
    count = len(names)
    if style == "lazy-array":
        items = ",\n".join(f"    {call.format(n)}" for n in names)
        return (
            "use std::sync::LazyLock;\nuse uuid::Uuid;\n\n"
            f"pub static IDS: LazyLock<[Uuid; {count}]> = LazyLock::new(|| [\n{items},\n]);\n"
        )
    if style == "fn-array":
        items = ",\n".join(f"        {call.format(n)}" for n in names)
        return f"use uuid::Uuid;\n\npub fn ids() -> [Uuid; {count}] {{\n    [\n{items},\n    ]\n}}\n"
    if style == "lazy-each":
        return "use std::sync::LazyLock;\nuse uuid::Uuid;\n\n" + "\n".join(
            f"pub static V5_{i}: LazyLock<Uuid> = LazyLock::new(|| {call.format(n)});"
            for i, n in enumerate(names)
        ) + "\n"
    assert style == "precomputed"
    return "use uuid::{uuid, Uuid};\n\n" + "\n".join(
        f'pub const V5_{i}: Uuid = uuid!("{v5_uuid(n)}"); // name-{i}' for i, n in enumerate(names)
    ) + "\n"


# --- running cargo ---------------------------------------------------------------------


class BuildFailed(Exception):
    pass


# CPU seconds (user and system) of every process each build ran, by package: cargo
# waits for its compilers, so they count among this process's children.
CPU: dict[str, list[float]] = {}


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def cargo(scratch: Path, cmd: list[str], env: dict[str, str]) -> tuple[float, list[str]]:
    """Runs `cmd` in `scratch`; returns its wall time in seconds and the crates compiled,
    and records its CPU time in `CPU` under the package built (`-p`)."""
    cpu_before = children_cpu()
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=scratch, env=env, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if "-p" in cmd:
        CPU.setdefault(cmd[cmd.index("-p") + 1], []).append(children_cpu() - cpu_before)
    if proc.returncode != 0:
        raise BuildFailed(f"`{shlex.join(cmd)}` failed:\n{proc.stderr[-4000:]}")
    lines = (line.split() for line in proc.stderr.splitlines())
    compiled = [words[1] for words in lines if len(words) > 1 and words[0] == "Compiling"]
    return elapsed, compiled


@dataclass
class Builder:
    scratch: Path
    release: bool
    offline: bool = True
    env: dict[str, str] = field(default_factory=lambda: dict(os.environ))

    def __post_init__(self) -> None:
        # Builds must not be steered by a target directory meant for something else.
        self.env.pop("CARGO_TARGET_DIR", None)
        self.env.pop("CARGO_BUILD_TARGET_DIR", None)
        self.env.setdefault("CARGO_TERM_COLOR", "never")

    def command(self, package: str, subcommand: str = "build") -> list[str]:
        cmd = ["cargo", subcommand, "-p", package]
        if self.release:
            cmd.append("--release")
        if self.offline:
            cmd.append("--offline")
        return cmd

    def resolve(self) -> None:
        """Writes each workspace's Cargo.lock, offline if the registry cache suffices, else
        online."""
        for folder in [self.scratch, self.scratch / "before"]:
            if (folder / "Cargo.toml").is_file():
                self.resolve_in(folder)

    def resolve_in(self, folder: Path) -> None:
        try:
            cargo(folder, ["cargo", "generate-lockfile", "--offline"], self.env)
        except BuildFailed as offline_error:
            print("offline resolution failed; trying online", file=sys.stderr)
            self.offline = False
            try:
                cargo(folder, ["cargo", "generate-lockfile"], self.env)
            except BuildFailed as online_error:
                raise BuildFailed(f"{offline_error}\n{online_error}") from None

    def build(
        self, package: str, target_dir: Path | None = None, subcommand: str = "build"
    ) -> tuple[float, list[str]]:
        env = self.env
        if target_dir is not None:
            env = dict(env, CARGO_TARGET_DIR=str(target_dir))
        return cargo(self.scratch / workspace_of(package), self.command(package, subcommand), env)

    def rebuild(self, package: str, subcommand: str = "build") -> float:
        """Touches and rebuilds `package`; a run that had to compile anything else (say,
        the runtime was edited meanwhile) is not a rebuild, so it is discarded and redone."""
        for _ in range(MAX_RETRIES):
            (self.scratch / package / "src/lib.rs").touch()
            elapsed, compiled = self.build(package, subcommand=subcommand)
            others = [name for name in compiled if name != package]
            if not others:
                return elapsed
            log(f"  discarded a run of {package}: it also compiled {', '.join(others)}")
        raise BuildFailed(f"{package} kept recompiling its dependencies; is the runtime being edited?")


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def measure_rebuilds(b: Builder, pairs: list[tuple[str, str]], runs: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {}
    for ours, theirs in pairs:
        for package in (ours, theirs):
            log(f"first build of {package}")
            b.build(package)
            times[package] = []
    for run in range(runs):
        for ours, theirs in pairs:
            for package in (ours, theirs):
                elapsed = b.rebuild(package)
                times[package].append(elapsed)
                log(f"rebuild {run + 1}/{runs} {package}: {elapsed:.2f} s")
    return times


def measure_cold(
    b: Builder, packages: list[str], runs: int, rotate: bool = False, label: str = "cold build"
) -> dict[str, list[float]]:
    """Rounds of cold builds of `packages`; with `rotate`, each round starts one later,
    so that none is always first after the others freed the disk cache."""
    times: dict[str, list[float]] = {p: [] for p in packages}
    for run in range(runs):
        first = run % len(packages) if rotate else 0
        for package in packages[first:] + packages[:first]:
            target = b.scratch / "cold-target" / package
            shutil.rmtree(target, ignore_errors=True)
            elapsed, _ = b.build(package, target)
            shutil.rmtree(target, ignore_errors=True)
            times[package].append(elapsed)
            log(f"{label} {run + 1}/{runs} {package}: {elapsed:.2f} s")
    return times


def measure_typed_ids(b: Builder, runs: int) -> dict[str, dict[str, list[float]]]:
    """`cargo check` and `cargo build` of each typed-ID crate after touching it, in rounds
    that take the crates in turn, so that machine noise hits them alike."""
    times: dict[str, dict[str, list[float]]] = {"check": {}, "build": {}}
    for subcommand, by_crate in times.items():
        for package in TYPED_ID_CRATES:
            log(f"first {subcommand} of {package}")
            b.build(package, subcommand=subcommand)
            by_crate[package] = []
        for run in range(runs):
            for package in TYPED_ID_CRATES:
                elapsed = b.rebuild(package, subcommand)
                by_crate[package].append(elapsed)
                log(f"{subcommand} {run + 1}/{runs} {package}: {elapsed:.2f} s")
    return times


def typed_id_rows(args: argparse.Namespace, times: dict[str, dict[str, list[float]]]) -> list[str]:
    check, build = times["check"], times["build"]
    n = len(check[TYPED_ID_ANCHOR])
    lines = [
        "",
        f"Typed IDs: {args.typed_ids} ID types in one crate, each used once (`new`, `to_string`, "
        f"`parse`, a JSON round trip); touch the crate, then `cargo check` or `cargo build` "
        f"(debug), median of {n} (wall seconds); ratio to the hand-written newtypes.",
        "",
        "| crate | `cargo check` | ratio | `cargo build` | ratio |",
        "|---|---:|---:|---:|---:|",
    ]
    anchor_check = statistics.median(check[TYPED_ID_ANCHOR])
    anchor_build = statistics.median(build[TYPED_ID_ANCHOR])
    for package, label in TYPED_ID_CRATES.items():
        c, bld = statistics.median(check[package]), statistics.median(build[package])
        lines.append(
            f"| {label} | {c:.2f} | {c / anchor_check:.2f}x | {bld:.2f} | {bld / anchor_build:.2f}x |"
        )
    return lines


def measure_app(b: Builder, runs: int, before: bool) -> dict[str, list[float]]:
    """Rounds of cold builds of the applications, in a rotating order."""
    apps = ["app-base", "app-ours", "app-uuid"] + (["app-before"] if before else [])
    return measure_cold(b, apps, runs, rotate=True, label="application cold build")


# --- reporting -------------------------------------------------------------------------


def machine() -> list[str]:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass

    def output(cmd: list[str]) -> str:
        try:
            return subprocess.run(cmd, capture_output=True, text=True).stdout.strip()
        except OSError:
            return "unknown"

    return [
        f"- Machine: {os.cpu_count()} CPUs (`nproc`: {output(['nproc']) or '?'}), {cpu}, "
        f"{platform.system()} {platform.release()}",
        f"- Compiler: `{output(['rustc', '-V'])}`, `{output(['cargo', '-V'])}`",
    ]


def revision(path: Path) -> str:
    """The commit the measured runtime was taken from, and whether the tree had edits."""
    def git(*cmd: str) -> str:
        proc = subprocess.run(["git", *cmd], cwd=path, capture_output=True, text=True)
        return proc.stdout.strip() if proc.returncode == 0 else ""

    commit = git("rev-parse", "--short", "HEAD")
    if not commit:
        return "not a git checkout"
    dirty = git("status", "--porcelain", "--untracked-files=no", "--", ".")
    return f"`{commit}`" + (" with uncommitted changes" if dirty else "")


def load() -> str:
    try:
        return ", ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


def row(label: str, ours: list[float], theirs: list[float]) -> str:
    om, od = min(ours), statistics.median(ours)
    tm, td = min(theirs), statistics.median(theirs)
    return (
        f"| {label} | {om:.2f} | {od:.2f} | {tm:.2f} | {td:.2f} "
        f"| **{om / tm:.2f}x** | {od / td:.2f}x |"
    )


def app_rows(app: dict[str, list[float]]) -> list[str]:
    def marginal(times: dict[str, list[float]], app_name: str) -> float:
        return statistics.median(t - b for t, b in zip(times[app_name], times["app-base"]))

    cpu = {name: CPU[name][-len(times):] for name, times in app.items()}
    n = len(app["app-base"])
    rows = [("`uuid` (v4, v5, v7, serde)", "app-uuid")]
    if "app-before" in app:
        rows.append(("`uuid-runtime` before the change (default features, serde)", "app-before"))
    rows.append(("`uuid-runtime` (default features, serde)", "app-ours"))
    lines = [
        "",
        f"Marginal cold build of an application (serde with derive, serde_json, thiserror; "
        f"n={n} rounds): each round builds the application alone and with each UUID crate, "
        "cold; the marginal cost is the difference within the round, and the median is "
        "over the rounds. CPU is the user and system time of every process of the build.",
        "",
        "| Measurement | wall s (median) | ratio to `uuid` | CPU s (median) | ratio to `uuid` |",
        "|---|---:|---:|---:|---:|",
        f"| application alone, cold | {statistics.median(app['app-base']):.2f} | "
        f"| {statistics.median(cpu['app-base']):.2f} | |",
    ]
    wall_uuid, cpu_uuid = marginal(app, "app-uuid"), marginal(cpu, "app-uuid")
    for label, name in rows:
        wall, cpu_s = marginal(app, name), marginal(cpu, name)
        lines.append(
            f"| marginal: + {label} | {wall:.2f} | {wall / wall_uuid:.2f}x "
            f"| {cpu_s:.2f} | {cpu_s / cpu_uuid:.2f}x |"
        )
    lines += ["", "CPU seconds of every run, in order:", ""]
    lines += [f"- `{name}`: " + ", ".join(f"{t:.2f}" for t in times) for name, times in cpu.items()]
    return lines


def report(args, argv, b, rebuilds, cold, app, typed_ids, load_before, load_after) -> str:
    profile = "release" if args.release else "debug"
    lines = [
        "## Compile-time benchmark",
        "",
        f"- Command: `python3 benches/compile-time/run.py {shlex.join(argv)}`".rstrip() + "",
        *machine(),
        f"- Load average (1, 5, 15 min) before: {load_before}; after: {load_after}",
        f"- Profile: {profile}; cargo {'--offline' if b.offline else 'online'}; "
        f"uuid-runtime from `{args.runtime_path}` (revision {args.revision}); "
        f"uuid `{UUID_REQ}` from crates.io"
        + (f"; before: `{args.before_path}` (revision {revision(args.before_path.parent)})"
           if args.before_path is not None else ""),
        f"- uuid-v5 stand-in (`--v5-style {args.v5_style}`): {V5_STYLES[args.v5_style]}",
    ]
    if rebuilds or cold:
        lines += [
            "",
            "Wall time in seconds; ratio = ours / uuid (below 1 means ours is faster).",
            "",
            "| Measurement | ours min | ours median | uuid min | uuid median | ratio (min) | ratio (median) |",
            "|---|---:|---:|---:|---:|---:|---:|",
        ]
    if rebuilds:
        n = len(rebuilds["ours-literals"])
        lines.append(
            row(
                f"rebuild, {args.literals} `uuid!` constants (n={n})",
                rebuilds["ours-literals"],
                rebuilds["uuid-literals"],
            )
        )
        lines.append(
            row(
                f"rebuild, {args.v5} v5 UUIDs (n={n})",
                rebuilds["ours-v5"],
                rebuilds["uuid-v5"],
            )
        )
    if cold:
        n = len(cold["cold-ours"])
        lines.append(
            row(
                f"cold build, uuid-runtime (default) vs uuid (default) (n={n})",
                cold["cold-ours"],
                cold["cold-uuid"],
            )
        )
        lines.append(
            row(
                f"cold build, uuid-runtime (default) vs uuid (`v5`) (n={n})",
                cold["cold-ours"],
                cold["cold-uuid-v5"],
            )
        )
    if app:
        lines += app_rows(app)
    if typed_ids:
        lines += typed_id_rows(args, typed_ids)
    lines += ["", "Every run, in order:", ""]
    typed_id_runs = {
        f"{package} ({subcommand})": runs
        for subcommand, by_crate in typed_ids.items()
        for package, runs in by_crate.items()
    }
    for group in (rebuilds, cold, app, typed_id_runs):
        for package, times in group.items():
            lines.append(f"- `{package}`: " + ", ".join(f"{t:.2f}" for t in times))
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    args.revision = revision(args.runtime_path.parent)
    temporary = args.scratch is None
    scratch = Path(tempfile.mkdtemp(prefix="uuid-compile-time-")) if temporary else args.scratch
    scratch.mkdir(parents=True, exist_ok=True)
    log(f"scratch directory: {scratch}")
    try:
        if args.snapshot:
            snapshot(scratch, args)
        generate(scratch, args)
        b = Builder(scratch, args.release)
        b.resolve()
        load_before = load()
        rebuilds = {}
        cold = {}
        if not args.skip_rebuild:
            rebuilds = measure_rebuilds(
                b, [("ours-literals", "uuid-literals"), ("ours-v5", "uuid-v5")], args.runs
            )
        if not args.skip_cold:
            cold = measure_cold(b, ["cold-ours", "cold-uuid", "cold-uuid-v5"], args.cold_runs)
        app = {} if args.skip_app else measure_app(b, args.app_runs, args.before_path is not None)
        typed_ids = {} if args.skip_typed_ids else measure_typed_ids(b, args.typed_id_runs)
        text = report(args, argv, b, rebuilds, cold, app, typed_ids, load_before, load())
    except BuildFailed as err:
        log(str(err))
        return 1
    finally:
        if temporary and not args.keep:
            shutil.rmtree(scratch, ignore_errors=True)
    print(text, end="")
    if args.output:
        args.output.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
