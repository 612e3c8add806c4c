#!/usr/bin/env python3
"""Points index.html at the split site (tools/build_split.sh) and removes Trunk's one wasm.

Usage: split_loader.py DIST_DIR wasm/<hash>

Trunk's loader imports `./site-HASH.js` and instantiates `./site-HASH_bg.wasm`, and its preload
links name both with their integrity hashes: each becomes the split build's `site.js` and
`site_bg.wasm` in wasm/<hash>/, with the hashes of those files. Trunk's two files are then
deleted (tools/single_html.py, which ran before, inlined them into mancala.html). Fails loudly
if index.html does not look as expected.
"""

import base64
import hashlib
import pathlib
import re
import sys


def fail(message: str) -> None:
    print(f"split_loader.py: {message}", file=sys.stderr)
    sys.exit(1)


def sri(path: pathlib.Path) -> str:
    return "sha384-" + base64.b64encode(hashlib.sha384(path.read_bytes()).digest()).decode("ascii")


def main() -> None:
    if len(sys.argv) != 3:
        fail("usage: split_loader.py DIST_DIR wasm/<hash>")
    dist, folder = pathlib.Path(sys.argv[1]), sys.argv[2]
    index = dist / "index.html"
    html = index.read_text(encoding="utf-8")
    js = sorted({m for m in re.findall(r"\./(site-[0-9a-f]+\.js)", html)})
    wasm = sorted({m for m in re.findall(r"\./(site-[0-9a-f]+_bg\.wasm)", html)})
    if len(js) != 1 or len(wasm) != 1:
        fail(f"expected one Trunk glue and one wasm in index.html, found {js} and {wasm}")
    for old, new in ((js[0], "site.js"), (wasm[0], "site_bg.wasm")):
        path = dist / folder / new
        if not path.is_file():
            fail(f"{path} is missing")

        def relink(m: "re.Match[str]") -> str:
            tag = re.sub(r'integrity="[^"]*"', f'integrity="{sri(path)}"', m.group(0))
            return tag.replace(f"./{old}", f"./{folder}/{new}")

        html = re.sub(r"<link\b[^>]*\./" + re.escape(old) + r"[^>]*>", relink, html)
        html = html.replace(f"'./{old}'", f"'./{folder}/{new}'")
        if old in html:
            fail(f"{old} is still named in index.html")
        (dist / old).unlink()
    index.write_text(html, encoding="utf-8")
    print(f"split_loader.py: index.html loads ./{folder}/site.js")


if __name__ == "__main__":
    main()
