#!/usr/bin/env python3
"""Checks that every relative link in the generated rustdoc of `uuid_runtime` resolves:
to an existing file, and to an existing `id` when it has a fragment. rustdoc checks
intra-doc links itself; this catches plain Markdown links (`[text](FILE.md)`), which
would be broken on docs.rs.

Usage: check-doc-links.py [DOC_DIR]   (default: target/doc)
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


def main():
    doc = Path(sys.argv[1] if len(sys.argv) > 1 else "target/doc").resolve()
    root = doc / "uuid_runtime"
    if not root.is_dir():
        sys.exit(f"no rustdoc output at {root}: run `cargo doc --no-deps` first")
    cache, broken, checked = {}, [], 0
    for path in sorted(root.rglob("*.html")):
        for href in parse(path, cache).links:
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
