#!/usr/bin/env python3
"""What a user from crates.io gets: packs both crates, checks the packages, and builds
the user crate in `tests/crates/first-use` against them, with a given cargo.

    first-use.py package                 pack and verify both crates (`cargo package`)
    first-use.py use CARGO [--msrv]      build and run the user crate against the packages

`use` unpacks the `.crate` files that `package` wrote into a new directory and makes the
user crate depend on them as crates.io would hand them out: `uuid-runtime` by path, and
`uuid-runtime-macros` through `[patch.crates-io]` (the runtime asks crates.io for it).
The user crate gets no lock file, so CARGO resolves it afresh, as a new project would.
It then runs the program with the default features and checks the `#![no_std]` library
with `default-features = false, features = ["macros"]`. With `--msrv` it also checks
it with every feature that the MSRV table (src/guide/msrv.md) does not list as needing a newer Rust.
"""

import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ["uuid-runtime-macros", "uuid-runtime"]
USER_CRATE = ROOT / "tests/crates/first-use"


def run(*command, cwd=ROOT, env=None):
    print("+", " ".join(str(part) for part in command), flush=True)
    return subprocess.run(command, cwd=cwd, env=env, check=True, stdout=subprocess.PIPE, text=True).stdout


def target_dir():
    return Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))


def version():
    manifest = tomllib.loads((ROOT / "Cargo.toml").read_text())
    return manifest["workspace"]["package"]["version"]


def package():
    forget_earlier_packages()
    # Together, so that the runtime is verified against the macro package just packed.
    run("cargo", "package", "--quiet", *(arg for name in PACKAGES for arg in ("-p", name)))


def forget_earlier_packages():
    """cargo verifies the runtime against the macro package through a registry of its
    own in `target/package`, unpacked into `$CARGO_HOME/registry/src/-<hash of that
    path>/`, where it reuses a directory of the same name and version: a clone in a folder
    that packed an earlier 0.1.0 would be verified against that one. Those unpacked
    copies of ours go (only local registries' directories start with `-`)."""
    home = Path(os.environ.get("CARGO_HOME", Path.home() / ".cargo"))
    for registry in (home / "registry" / "src").glob("-*"):
        for name in PACKAGES:
            stale = registry / f"{name}-{version()}"
            if stale.is_dir():
                shutil.rmtree(stale)


def unpack(into):
    """The packages, unpacked into `into`; checks that what the repository holds as
    symbolic links (the macros' `src/shared`, the licences) arrived as real files."""
    dirs = {}
    for name in PACKAGES:
        crate = target_dir() / "package" / f"{name}-{version()}.crate"
        with tarfile.open(crate) as archive:
            # The "data" filter where Python has it (3.11.4 and later; Debian 12 has 3.11.2).
            safe = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}
            archive.extractall(into, **safe)
        dirs[name] = into / f"{name}-{version()}"
    must_be_files = {
        "uuid-runtime-macros": ["README.md", "LICENSE-MIT", "LICENSE-APACHE", "src/shared/mod.rs",
                                "src/shared/text/hex.rs"],
        "uuid-runtime": ["README.md", "LICENSE-MIT", "LICENSE-APACHE", "src/shared/mod.rs"],
    }
    for name, files in must_be_files.items():
        for file in files:
            path = dirs[name] / file
            if path.is_symlink() or not path.is_file():
                sys.exit(f"error: the {name} package has no regular file {file}")
    readme = (dirs["uuid-runtime"] / "README.md").read_text()
    if not readme.startswith("# uuid-runtime\n\n`uuid-runtime` is "):
        sys.exit("error: the uuid-runtime package's README is not the crate's front page")
    return dirs


def msrv_features(runtime_dir):
    """Every feature but those the MSRV table (src/guide/msrv.md) says need a newer Rust."""
    manifest = tomllib.loads((runtime_dir / "Cargo.toml").read_text())
    # The internal features (`_storage`, ...) come with the features that turn them on.
    features = {name for name in manifest["features"] if name != "default" and not name.startswith("_")}
    section = (runtime_dir / "src" / "guide" / "msrv.md").read_text()
    newer = set()
    for row in re.findall(r"^\| (`[^|]*`) \| (1\.\d+) \|", section, re.M):
        newer.update(re.findall(r"`([a-z0-9-]+)`", row[0]))
    unknown = newer - features
    if not newer or unknown:
        sys.exit(f"error: the MSRV table names no features or unknown ones: {unknown}")
    return sorted(features - newer)


def user_crate(into, dirs, dependency):
    crate = into / "first-use"
    shutil.copytree(USER_CRATE / "src", crate / "src")
    (crate / "Cargo.toml").write_text(f"""[package]
name = "first-use"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
uuid-runtime = {{ path = "{dirs['uuid-runtime']}", {dependency} }}

[patch.crates-io]
uuid-runtime-macros = {{ path = "{dirs['uuid-runtime-macros']}" }}

[workspace]
""")
    return crate


def use(cargo, msrv):
    toolchain = run(cargo, "--version").split()[1]
    target = target_dir() / f"first-use-{toolchain}"
    with tempfile.TemporaryDirectory(prefix="uuid-first-use-") as tmp:
        tmp = Path(tmp)
        dirs = unpack(tmp)
        env = dict(os.environ, CARGO_TARGET_DIR=str(target))
        # Only the given cargo's own rustc: not rustup's proxy's choice.
        if Path(cargo).is_absolute():
            env["RUSTC"] = str(Path(cargo).with_name("rustc"))
        crate = user_crate(tmp / "default", dirs, "version = \"0.1\"")
        output = run(cargo, "run", "--quiet", cwd=crate, env=env)
        print(output, end="")
        if "UserId::new(): user_" not in output:
            sys.exit("error: the user program printed no typed ID")
        crate = user_crate(tmp / "no-std", dirs, "default-features = false, features = [\"macros\"]")
        # Nothing runs: `check` (the default build above linked the same code).
        run(cargo, "check", "--quiet", "--lib", cwd=crate, env=env)
        if msrv:
            features = msrv_features(dirs["uuid-runtime"])
            print("features the README lists as building on the MSRV:", ", ".join(features))
            listed = ", ".join(f'"{feature}"' for feature in features)
            crate = user_crate(tmp / "features", dirs, f"features = [{listed}]")
            run(cargo, "check", "--quiet", cwd=crate, env=env)


def main():
    args = sys.argv[1:]
    if args == ["package"]:
        package()
    elif len(args) in (2, 3) and args[0] == "use" and args[2:] in ([], ["--msrv"]):
        use(args[1], msrv=args[2:] == ["--msrv"])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
