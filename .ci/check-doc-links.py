#!/usr/bin/env python3
"""Checks that every relative link in the generated rustdoc of `uuid_runtime` resolves:
to an existing file, and to an existing `id` when it has a fragment. rustdoc checks
intra-doc links itself; this catches plain Markdown links (`[text](FILE.md)`), which
would be broken on docs.rs.

With `--docs-rs` it also checks the absolute links to this crate's pages on docs.rs
(`https://docs.rs/uuid-runtime/latest/uuid_runtime/...`, which the front page uses so
that they work on crates.io too) against the local pages: run it so on docs built with
every feature, where every integration's page exists. It then checks only those: such
pages also show other crates' trait methods' docs, whose relative links point into those
crates' own pages.

Usage: check-doc-links.py [--docs-rs] [DOC_DIR]   (default: target/doc)
"""

import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit


class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []
        self.ids = set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag == "a" and attrs.get("href"):
            self.links.append(attrs["href"])


def parse(path, cache):
    if path not in cache:
        page = Page()
        page.feed(path.read_text(encoding="utf-8", errors="replace"))
        cache[path] = page
    return cache[path]


DOCS_RS = "https://docs.rs/uuid-runtime/latest/uuid_runtime/"


def main():
    args = sys.argv[1:]
    docs_rs = "--docs-rs" in args
    args = [arg for arg in args if arg != "--docs-rs"]
    doc = Path(args[0] if args else "target/doc").resolve()
    root = doc / "uuid_runtime"
    if not root.is_dir():
        sys.exit(f"no rustdoc output at {root}: run `cargo doc --no-deps` first")
    cache, broken, checked = {}, [], 0
    for path in sorted(root.rglob("*.html")):
        for href in parse(path, cache).links:
            if docs_rs:
                if not href.startswith(DOCS_RS):
                    continue
                # As a path to the local page.
                href = str(root / href[len(DOCS_RS):])
            parts = urlsplit(href)
            if parts.scheme or parts.netloc or href.startswith(("javascript:", "mailto:")):
                continue
            target = (path.parent / unquote(parts.path)).resolve() if parts.path else path
            checked += 1
            if target.is_dir():
                target = target / "index.html"
            if not target.is_file():
                broken.append(f"{path.relative_to(doc)}: {href} (no such file)")
            elif parts.fragment and target.suffix == ".html":
                fragment = parts.fragment
                ids = parse(target, cache).ids
                # Line anchors of source pages are made by JavaScript.
                if not fragment[:1].isdigit() and not {fragment, unquote(fragment)} & ids:
                    broken.append(f"{path.relative_to(doc)}: {href} (no such anchor)")
    for line in broken:
        print(f"broken link: {line}")
    print(f"{checked} relative links checked, {len(broken)} broken")
    sys.exit(1 if broken else 0)


if __name__ == "__main__":
    main()
