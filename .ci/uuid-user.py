#!/usr/bin/env python3
"""The migration test: `tests/crates/uuid-user`, a program written as a `uuid` 1.29 user
writes one, built and run twice, against the `uuid` crate and against `uuid-runtime`
with only its dependency line replaced (`uuid = { package = "uuid-runtime", ... }`); both
runs must print the same, line for line.

    python3 .ci/uuid-user.py [--target-dir DIR]
"""

from __future__ import annotations

import argparse
import difflib
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CRATE = REPO / "tests/crates/uuid-user"
MARKER = "# The line the migration test replaces."


def ours(manifest: str) -> str:
    """The manifest with the `uuid` dependency line replaced by `uuid-runtime`'s."""
    lines = manifest.splitlines()
    at = lines.index(MARKER) + 1
    if not lines[at].startswith("uuid = "):
        sys.exit(f"expected the `uuid` dependency after {MARKER!r}, found {lines[at]!r}")
    runtime = (REPO / "uuid-runtime").as_posix()
    lines[at] = f'uuid = {{ package = "uuid-runtime", path = "{runtime}", features = ["serde"] }}'
    return "\n".join(lines) + "\n"


def run(crate: Path, target: Path) -> str:
    command = ["cargo", "run", "--quiet", "--manifest-path", str(crate / "Cargo.toml"),
               "--target-dir", str(target)]
    proc = subprocess.run(command, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit(f"`{' '.join(command)}` failed:\n{proc.stdout}\n{proc.stderr}")
    return proc.stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--target-dir", type=Path, default=REPO / "target/tests/uuid-user")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="uuid-user-") as scratch:
        outputs = {}
        for name in ("uuid", "uuid-runtime"):
            crate = Path(scratch) / name
            shutil.copytree(CRATE, crate, ignore=shutil.ignore_patterns("target", "Cargo.lock"))
            if name == "uuid-runtime":
                manifest = crate / "Cargo.toml"
                manifest.write_text(ours(manifest.read_text()))
            # Each crate its own target directory: the two builds of `uuid-user` would
            # otherwise overwrite each other's binary.
            outputs[name] = run(crate, args.target_dir / name)
    theirs, mine = outputs["uuid"], outputs["uuid-runtime"]
    if theirs != mine:
        diff = difflib.unified_diff(theirs.splitlines(), mine.splitlines(), "uuid", "uuid-runtime", lineterm="")
        print("\n".join(diff))
        print("the program prints differently against uuid-runtime", file=sys.stderr)
        return 1
    print(f"uuid-user: the same {len(theirs.splitlines())} lines against `uuid` 1.29 and `uuid-runtime`")
    return 0


if __name__ == "__main__":
    sys.exit(main())
