#!/usr/bin/env python3
"""What a first visit transfers, gzip -9, checked against budgets (BENCHMARKS.md).

Usage: tools/sizes.py DIST

* The site's first load, per page (issue 32: the site is split by page, tools/build_split.sh):
  the home page's is index.html, the stylesheet, the shell (wasm/<hash>/site.js, its
  site_bg.wasm and the chunks' loader __wasm_split.js) and the Ukrainian strings the app loads
  before it mounts (content/<version>/locales/uk.json: the pages' share). Every other page group
  adds its own chunk and the chunks it shares with other pages (wasm/<hash>/routes.json) and the
  strings of the boards (locales/uk.game.json). Budgets: ROUTE_BUDGETS, each the size measured
  when the site was split plus 5 % (a ratchet: lower it when a page gets smaller); the aims of
  issue 32 (ROUTE_AIMS: the home page 100 000 B, every other page 250 000 B) are printed beside.
* The embed's first board (docs/EMBED.md), for each family of games (a page's first two-row board
  and its first four-row board load different wasm files): the element, the family's glue and
  wasm, the stylesheet and the strings of the board's language for that wasm
  (embed/mancala-board.<family>.uk.ftl; embed/mancala-board.uk.ftl for the wasm with both).
  Budget: EMBED_BUDGET each (BENCHMARKS.md, "Embed size").
* The first board of a page that shows games of both families, which loads the wasm with both
  (so that its other boards load nothing more). Budget: EMBED_BOTH_BUDGET, a guard against growth.
* The embed's first board of each family on a page of another origin whose host sends no CORS
  headers: the element, the family's classic script (glue and wasm in base64), the stylesheet
  and the strings' classic script (tools/embed_classic.py). Budget: EMBED_CLASSIC_BUDGET.

Sizes are those of GNU `gzip -9`, as in BENCHMARKS.md. Exits 1 when a total is over its budget
or a file is missing.
"""

import glob
import json
import os
import re
import subprocess
import sys

# Measured at the split (BENCHMARKS.md, "Transfer size"), plus 5 %; then, for every page (they
# all load the shell), what features put in the shell since: +1 000 B for the progress page
# (issue 38 R6: its code in the shell, BENCHMARKS.md), +1 500 B for the teacher's cap that a link
# sets on any page and confirms there (issue 36 C1); the progress page's own, measured plus 1 %.
# The play page drawn with Leptos views instead of `js::dom` (issue 32, item 3): its route +24 KB
# (its chunk 60 227 → 76 098 B, a chunk it shares +4.5 KB), the shell +257 B; BENCHMARKS.md.
# Two players' names, the board's turn and the new game's question (issue 36, C8): +6.2 KB;
# their strings, in `locales/uk.game.json` that every page with a board loads, +148 B there.
# The style sheet every page loads +500 B (the players' box, lessons and puzzles on a projector,
# the printed position's question); the printed position's question (a text box and a signal,
# issue 36 C10): its chunk +1.1 KB and Leptos code it now shares with the play page moved into
# chunks both load (print +3.9 KB, play +1.7 KB, rules and puzzles +0.3–1.2 KB). Home and course
# +500 B for the style sheet: a clone built elsewhere measured them 40–60 B above a build in
# /work/main (the build's path is in the wasm's panic locations), over a budget 2 B short.
# The course page as Leptos views (issue 32, item 3) with what it builds on and its appendix
# (issue 33): its route +28 KB (227.5 → 255.9 KB), Leptos code it now shares with the other
# pages moved into chunks they load (play +2.0 KB, rules +0.9 KB, print and progress +0.1 KB,
# lesson +0.5 KB), against −1.4 KB for every page with a board: the exporter's own messages (the
# puzzle and drill lessons' texts) left out of `locales/uk.game.json`. Measured plus 0.1–0.3 %.
# Issue 33, the twenty-third session: the home page's paths to the main games (walk L9), a wrong
# try's own hint and the praise for the stated solution only (walk L13), a step's new glossary
# terms with their definitions (L16) and readable rule chips (L34): the shell +1.0 KB (149.5 →
# 150.5 KB, every page), the lesson chunk +1.6 KB; the course route +3.8 KB and the worksheet's
# +4.0 KB, not yet attributed to a chunk; then the lesson's words beside the board on a laptop
# (walk L7): the style sheet every page loads +0.2 KB, the lesson page +0.6 KB; measured
# (BENCHMARKS.md) plus 0.1–0.2 %.
# The twenty-fourth session: a lesson step on a phone (walk L7, issue 33: the words in their own
# scrolling box, the header and both rows of buttons compact) and a worksheet of four larger
# puzzles a page (issue 36, C9): the style sheet every page loads +0.9 KB gzip; the worksheet's
# chunk +4.3 KB (6.3 → 10.6 KB: the answer key's line and why, read from its own file
# `puzzle-keys/<game>.json`, and the choice of four or six a page). Measured plus 400 B.
# The twenty-fifth session: the teacher's page and a pupil's page of an assignment (issue 36),
# in one page group with the worksheet ("class"; its first load counts the classroom's strings,
# `locales/uk.class.json`). Its own chunk 10.6 → 86 KB (the two pages' views, the QR code
# encoder, the class table); the worksheet's first load 281.2 → 393.3 KB (char::to_uppercase's
# Unicode tables cost it 6.6 KB until the code stopped calling it). Every split point cuts
# the code pages share into more chunks: as a page group of their own, the two pages took the
# play page's first load +13.0 KB (94 chunks instead of 51), with the worksheet +7.1 KB; the shell
# +1.4 KB (two routes, a third share of the strings, the last assignment offered back on the
# home page), the style sheet +0.6 KB. Measured plus 300–400 B.
# The twenty-sixth: the class pages' chunk 86.1 → 102.2 KB (the SCORM package and the platform's
# API, reading codes with the camera, the teacher's preview); the class route 394.4 → 411.7 KB.
ROUTE_BUDGETS = {
    "home": 173_500,
    "class": 412_100,
    "course": 265_100,
    "glossary": 214_200,
    "lesson": 411_200,
    "play": 420_400,
    "print": 249_700,
    "progress": 255_500,
    "puzzles": 206_800,
    "rules": 241_500,
}
ROUTE_AIMS = {"home": 100_000}
ROUTE_AIM = 250_000
# The aim of issue #6 was 150 000 B; the shared board and player (issue 12) took the four-row
# board to 151 436 B (BENCHMARKS.md, "Embed size", sixth session), the seventh session's work to
# 161 895 B and back to 151 284 B: a guard against growth. The page of both families: 167 034 B.
EMBED_BUDGET = 152_000
# The board turned for the player to move (issue 36, C8) is compiled out of the embed, but moving
# the grid's placement into one helper added 25 B raw to its wasm and moved gzip by 228 B (both
# families; one family: +24 B, +7 B), measured by building the embed with and without it.
# Readable captions (a step stays until its caption can be read, walk L6) and the end of a game
# said as such (L21) moved the page of both families to 168 530 B (its wasm +170 B gzip for
# +60 B raw: gzip's noise at this size); the one-family boards stayed within EMBED_BUDGET
# (four-row 151 980 B here, 151 991 B in a fresh clone built with another CARGO_HOME).
EMBED_BOTH_BUDGET = 169_000
EMBED_FAMILIES = ["two-row", "four-row"]
# The first board on another origin whose host sends no CORS headers: the wasm and the strings as
# classic scripts (tools/embed_classic.py; base64 compresses worse: +28 %). Measured + 2 %.
EMBED_CLASSIC_BUDGET = 198_000


def embed_files(family: str) -> list:
    names = ["mancala-board.js", f"mancala-embed-{family}.js", f"mancala-embed-{family}_bg.wasm"]
    # The strings of the board's language for that wasm: a family's own (without the other
    # family's sentences) or, for the wasm with both, all of them.
    strings = "mancala-board.uk.ftl" if family == "both" else f"mancala-board.{family}.uk.ftl"
    return [os.path.join("embed", name) for name in names + ["mancala-board.css", strings]]


def embed_classic_files(family: str) -> list:
    names = ["mancala-board.js", f"mancala-embed-{family}.classic.js", "mancala-board.css"]
    return [os.path.join("embed", name) for name in names + [f"mancala-board.{family}.uk.ftl.js"]]


def gzip9(path: str) -> int:
    return len(subprocess.run(["gzip", "-9c", path], check=True, capture_output=True).stdout)


def site_files(dist: str) -> dict:
    """Each page group's first load: {"home": [files], "play": [files], …}."""
    with open(os.path.join(dist, "index.html"), encoding="utf-8") as f:
        index = f.read()
    css = re.findall(r'href="\./?(style-[0-9a-f]+\.css)"', index)
    shell = re.findall(r'(?:href|src)="\./?(wasm/[0-9a-f]+)/site\.js"', index)
    if len(set(css)) != 1 or len(set(shell)) != 1:
        raise FileNotFoundError(f"index.html links no stylesheet or no split site (wasm/<hash>/site.js): {css} {shell}")
    folder = shell[0]
    locales = glob.glob(os.path.join(dist, "content", "*", "locales"))
    if len(locales) != 1:
        raise FileNotFoundError(f"expected one content/<version>/locales in {dist}, found {len(locales)}")
    strings = os.path.relpath(locales[0], dist)
    home = ["index.html", css[0]] + [f"{folder}/{name}" for name in ("site.js", "site_bg.wasm", "__wasm_split.js")]
    home.append(f"{strings}/uk.json")
    with open(os.path.join(dist, folder, "routes.json"), encoding="utf-8") as f:
        routes = json.load(f)
    loads = {"home": home}
    for page, files in sorted(routes.items()):
        loads[page] = home + [f"{folder}/{name}" for name in files] + [f"{strings}/uk.game.json"]
        # The classroom's page group (the worksheet, the teacher's page, a pupil's page of an
        # assignment) is counted with the classroom's strings, which the last two load.
        if page == "class":
            loads[page].append(f"{strings}/uk.class.json")
    return loads


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
        ok = True
        loads = site_files(dist)
        for page, files in loads.items():
            if page not in ROUTE_BUDGETS:
                print(f"sizes.py: the page group {page} has no budget in ROUTE_BUDGETS", file=sys.stderr)
                ok = False
                continue
            aim = ROUTE_AIMS.get(page, ROUTE_AIM)
            title = f"The first load of the {page} page (aim: {aim} B)"
            ok = report(title, dist, files, ROUTE_BUDGETS[page]) and ok
        for page in ROUTE_BUDGETS.keys() - loads.keys():
            print(f"sizes.py: ROUTE_BUDGETS has {page}, which the build has not", file=sys.stderr)
            ok = False
        for family in EMBED_FAMILIES:
            ok = report(f"The embed's first {family} board", dist, embed_files(family), EMBED_BUDGET) and ok
        title = "The embed's first board on a page of both families"
        ok = report(title, dist, embed_files("both"), EMBED_BOTH_BUDGET) and ok
        for family in EMBED_FAMILIES:
            title = f"The embed's first {family} board from a host without CORS headers"
            ok = report(title, dist, embed_classic_files(family), EMBED_CLASSIC_BUDGET) and ok
    except (OSError, subprocess.CalledProcessError) as e:
        print(f"sizes.py: {e}", file=sys.stderr)
        return 1
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
