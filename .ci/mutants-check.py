#!/usr/bin/env python3
"""Checks that `.cargo/mutants.toml` still fits the tree: every `exclude_globs` entry
names an existing file, and every `exclude_re` entry matches at least one mutant that
`cargo mutants --list` prints (outside the files the globs leave out). An exclusion
that matches nothing is stale: a file or function renamed or removed, a line moved.

Cheap: listing the mutants parses the sources and builds nothing (about a second).
`bash .ci/mutants` runs it first.

    python3 .ci/mutants-check.py

The patterns are read with Python's `re`, which agrees with the Rust `regex` crate
cargo-mutants uses on everything they are written with (classes, groups, `.*`, escapes).
"""

import fnmatch
import re
import subprocess
import sys
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PACKAGES = ["uuid-runtime", "uuid-runtime-macros"]


def main() -> int:
    config = tomllib.loads((REPO / ".cargo/mutants.toml").read_text())
    globs = config.get("exclude_globs", [])
    patterns = config.get("exclude_re", [])

    # Every mutant, the exclusions not applied (`--no-config`), named as cargo-mutants
    # matches them: `file:line:column: description`.
    listed = subprocess.run(
        ["cargo", "mutants", "--list", "--no-config", "--line-col=true", "--colors=never"]
        + [f"--package={package}" for package in PACKAGES],
        cwd=REPO,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.splitlines()
    if not listed:
        print("mutants-check: `cargo mutants --list` listed no mutant", file=sys.stderr)
        return 1

    def left_out(name: str) -> bool:
        path = name.split(":", 1)[0]
        return any(
            fnmatch.fnmatchcase(path, glob)
            or ("/" not in glob and fnmatch.fnmatchcase(Path(path).name, glob))
            for glob in globs
        )

    names = [name for name in listed if not left_out(name)]
    problems = []
    for glob in globs:
        if not any(REPO.glob(glob)):
            problems.append(f"exclude_globs {glob!r} names no file")
    for pattern in patterns:
        try:
            regex = re.compile(pattern)
        except re.error as err:
            problems.append(f"exclude_re {pattern!r} is not a pattern: {err}")
            continue
        if not any(regex.search(name) for name in names):
            problems.append(f"exclude_re {pattern!r} matches no mutant")

    for problem in problems:
        print(f"mutants-check: {problem}", file=sys.stderr)
    if problems:
        print(
            f"mutants-check: {len(problems)} stale entries in .cargo/mutants.toml",
            file=sys.stderr,
        )
        return 1
    print(
        f"mutants-check: {len(globs)} globs and {len(patterns)} patterns, each matching "
        f"(of {len(names)} mutants)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
