#!/usr/bin/env python3
"""Write the service worker of one build: DIST_DIR/sw.js, listing every file of the build.

Usage: service_worker.py DIST_DIR

Runs as a Trunk post_build hook (see Trunk.toml), after tools/single_html.py. It lists every file
under DIST_DIR (sub-folders too: content assets, embed/, icons/), except sw.js itself and the
single-file copy mancala.html (it is for file://, where there is no service worker, and it would
double the download), its SCORM package mancala-scorm.zip (for schools' platforms) and the embed's classic scripts (SKIP_ENDINGS), and fills in site/pwa/sw-template.js with:

* FILES: the relative URLs of those files, plus `./` (the folder URL the site is opened at);
* SIZES: the size in bytes of each file of FILES, in the same order (`./` is index.html), for the
  progress the worker shows while it saves the site;
* CACHE: `mancala-` and the first 16 hex digits of a SHA-256 over every listed name and content,
  so any change of any file gives a new cache (and a new sw.js, which the browser installs).

It fails loudly (exit 1) if the template or index.html is missing.
"""

import hashlib
import json
import pathlib
import sys
import urllib.parse

TEMPLATE = pathlib.Path(__file__).resolve().parent.parent / "site" / "pwa" / "sw-template.js"
SKIP = {"sw.js", "mancala.html", "mancala-scorm.zip"}
# The embed's classic scripts (tools/embed_classic.py) serve pages on other origins, never this
# site: saving them would add ~1 MB to the offline download.
SKIP_ENDINGS = (".classic.js", ".ftl.js")


def fail(message: str) -> None:
    print(f"service_worker.py: {message}", file=sys.stderr)
    sys.exit(1)


def main() -> None:
    if len(sys.argv) != 2:
        fail("usage: service_worker.py DIST_DIR")
    dist = pathlib.Path(sys.argv[1])
    if not (dist / "index.html").is_file():
        fail(f"{dist}/index.html is missing")
    if not TEMPLATE.is_file():
        fail(f"{TEMPLATE} is missing")
    files = sorted(
        p.relative_to(dist).as_posix()
        for p in dist.rglob("*")
        if p.is_file() and p.relative_to(dist).as_posix() not in SKIP and not p.name.endswith(SKIP_ENDINGS)
    )
    digest = hashlib.sha256()
    for name in files:
        data = (dist / name).read_bytes()
        digest.update(name.encode("utf-8") + b"\0" + str(len(data)).encode("ascii") + b"\0" + data)
    cache = "mancala-" + digest.hexdigest()[:16]
    urls = ["./"] + [urllib.parse.quote(name) for name in files]
    sizes = [(dist / name).stat().st_size for name in ["index.html"] + files]
    template = TEMPLATE.read_text(encoding="utf-8")
    if any(p not in template for p in ("'__CACHE__'", "__FILES__", "__SIZES__")):
        fail("the template lacks one of the placeholders '__CACHE__', __FILES__, __SIZES__")
    sw = (
        template.replace("'__CACHE__'", json.dumps(cache))
        .replace("__FILES__", json.dumps(urls, indent=2))
        .replace("__SIZES__", json.dumps(sizes))
    )
    (dist / "sw.js").write_text(sw, encoding="utf-8")
    total = sum((dist / name).stat().st_size for name in files)
    print(f"service_worker.py: wrote {dist / 'sw.js'} ({len(files)} files, {total:,} bytes, cache {cache})")


if __name__ == "__main__":
    main()
