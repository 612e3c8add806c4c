#!/usr/bin/env python3
"""What a first visit transfers, gzip -9, checked against budgets (BENCHMARKS.md).

Usage: tools/sizes.py DIST

* The site's first load: index.html, the wasm-bindgen glue, the wasm and the stylesheet that
  index.html links, and the Ukrainian strings the app loads before it mounts
  (content/<version>/locales/uk.json: the pages' share; a board's sentences,
  locales/uk.game.json, are fetched when a page with a board is first opened, like its content).
  Budget: SITE_BUDGET, issue #4's 400 000 B (issue 12 brought the load to 387 339 B; the
  seventh session to 381 990 B, then 387 161 B with the glossary page; playing against the
  computer, eighth session, takes it to about 399 600 B; the tenth session's saving of 8.4 KB and
  its puzzles' pages to 399 016 B: BENCHMARKS.md, "Transfer size").
* The embed's first board (docs/EMBED.md), for each family of games (a page's first two-row board
  and its first four-row board load different wasm files): the element, the family's glue and
  wasm, the stylesheet and the strings of the board's language for that wasm
  (embed/mancala-board.<family>.uk.ftl; embed/mancala-board.uk.ftl for the wasm with both).
  Budget: EMBED_BUDGET each (BENCHMARKS.md, "Embed size").
* The first board of a page that shows games of both families, which loads the wasm with both
  (so that its other boards load nothing more). Budget: EMBED_BOTH_BUDGET, a guard against growth.

Sizes are those of GNU `gzip -9`, as in BENCHMARKS.md. Exits 1 when a total is over its budget
or a file is missing.
"""

import glob
import os
import re
import subprocess
import sys

SITE_BUDGET = 400_000
# The aim of issue #6 was 150 000 B; the shared board and player (issue 12) took the four-row
# board to 151 436 B (BENCHMARKS.md, "Embed size", sixth session), the seventh session's work to
# 161 895 B and back to 151 284 B: a guard against growth. The page of both families: 167 034 B.
EMBED_BUDGET = 152_000
EMBED_BOTH_BUDGET = 168_000
EMBED_FAMILIES = ["two-row", "four-row"]


def embed_files(family: str) -> list:
    names = ["mancala-board.js", f"mancala-embed-{family}.js", f"mancala-embed-{family}_bg.wasm"]
    # The strings of the board's language for that wasm: a family's own (without the other
    # family's sentences) or, for the wasm with both, all of them.
    strings = "mancala-board.uk.ftl" if family == "both" else f"mancala-board.{family}.uk.ftl"
    return [os.path.join("embed", name) for name in names + ["mancala-board.css", strings]]


def gzip9(path: str) -> int:
    return len(subprocess.run(["gzip", "-9c", path], check=True, capture_output=True).stdout)


def site_files(dist: str) -> list:
    with open(os.path.join(dist, "index.html"), encoding="utf-8") as f:
        index = f.read()
    linked = re.findall(r'(?:href|src)="\./?((?:site|style)-[0-9a-f]+(?:_bg\.wasm|\.js|\.css))"', index)
    files = ["index.html"] + sorted(set(linked))
    locales = glob.glob(os.path.join(dist, "content", "*", "locales", "uk.json"))
    if len(locales) != 1:
        raise FileNotFoundError(f"expected one content/<version>/locales/uk.json in {dist}, found {len(locales)}")
    files.append(os.path.relpath(locales[0], dist))
    for kind in ("_bg.wasm", ".js", ".css"):
        if not any(f.endswith(kind) for f in files):
            raise FileNotFoundError(f"index.html links no {kind} file")
    return files


def report(title: str, dist: str, files: list, budget: int) -> bool:
    print(f"{title}:")
    total_raw = total_gz = 0
    for name in files:
        path = os.path.join(dist, name)
        raw, gz = os.path.getsize(path), gzip9(path)
        total_raw += raw
        total_gz += gz
        print(f"  {name:<44} {raw:>9} B {gz:>9} B gzip -9")
    verdict = "within" if total_gz <= budget else "OVER"
    print(f"  {'total':<44} {total_raw:>9} B {total_gz:>9} B gzip -9  ({verdict} the budget of {budget} B)")
    return total_gz <= budget


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: tools/sizes.py DIST", file=sys.stderr)
        return 2
    dist = sys.argv[1]
    try:
        ok = report("The site's first load", dist, site_files(dist), SITE_BUDGET)
        for family in EMBED_FAMILIES:
            ok = report(f"The embed's first {family} board", dist, embed_files(family), EMBED_BUDGET) and ok
        title = "The embed's first board on a page of both families"
        ok = report(title, dist, embed_files("both"), EMBED_BOTH_BUDGET) and ok
    except (OSError, subprocess.CalledProcessError) as e:
        print(f"sizes.py: {e}", file=sys.stderr)
        return 1
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
