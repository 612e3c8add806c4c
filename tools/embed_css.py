#!/usr/bin/env python3
"""Writes the embed's stylesheet (dist/embed/mancala-board.css, docs/EMBED.md).

Usage: tools/embed_css.py SITE_CSS EMBED_CSS OUT

The board's rules are the site's: the parts of SITE_CSS between `/* embed:begin */` and
`/* embed:end */` (the palette and the board), with every selector scoped under `.mancala-embed`
(`:root` becomes `.mancala-embed` itself) (so the host page's styles
and the board's do not meet) and every keyframes name prefixed with `mancala-embed-` (so they
cannot clash with the host's); `--pit-size`, which EMBED_CSS registers, is renamed in both. EMBED_CSS (the element's own rules, and where the embed differs:
a pit size that follows the board's width, not the window's) comes after them, so it wins.
One copy of the board's styles, not two kept in step by hand.
"""

import re
import sys

SCOPE = ".mancala-embed"
KEYFRAMES_PREFIX = "mancala-embed-"
# Custom properties that the embed registers (`@property`, which is global to the host page)
# get a name of their own there.
RENAMED_PROPERTIES = {"--pit-size": "--mancala-embed-pit-size"}


def strip_comments(css: str) -> str:
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    return "\n".join(line for line in css.splitlines() if line.strip())


def compact(css: str) -> str:
    """The same rules in fewer bytes (what a blog's page downloads): no indentation, and no line
    breaks or spaces around braces and semicolons. Spaces elsewhere are kept: they can matter
    (a descendant selector `a :hover`, `calc(1px + 2px)`)."""
    css = "\n".join(line.strip() for line in css.splitlines() if line.strip())
    css = re.sub(r"\s*\{\s*", "{", css)
    css = re.sub(r";\s*", ";", css)
    css = re.sub(r"\s*\}\s*", "}\n", css)
    # A declaration's `name: value` as `name:value` (only after `{` or `;`, where a declaration
    # starts: a selector's `a :hover` or a media query's `(max-width: 40rem)` is left alone).
    css = re.sub(r"([{;])(--[\w-]+|[a-z-]+): ", r"\1\2:", css)
    return css


def blocks(css: str):
    """Yields (prelude, body) for each top-level `prelude { body }` of css."""
    i, n = 0, len(css)
    while i < n:
        open_at = css.find("{", i)
        if open_at < 0:
            if css[i:].strip():
                raise ValueError(f"text after the last rule: {css[i:].strip()[:60]!r}")
            return
        depth, j = 1, open_at + 1
        while depth:
            if j >= n:
                raise ValueError(f"unclosed block: {css[i:open_at].strip()[:60]!r}")
            depth += {"{": 1, "}": -1}.get(css[j], 0)
            j += 1
        yield css[i:open_at].strip(), css[open_at + 1 : j - 1]
        i = j


def scope_selector(selector: str) -> str:
    parts = (part.strip() for part in selector.split(","))
    return ", ".join(SCOPE if part == ":root" else f"{SCOPE} {part}" for part in parts)


def rename_keyframes(body: str, names: set) -> str:
    for name in names:
        body = re.sub(rf"(animation(?:-name)?\s*:[^;]*?)\b{re.escape(name)}\b", rf"\g<1>{KEYFRAMES_PREFIX}{name}", body)
    return body


def scoped(css: str, names: set) -> str:
    out = []
    for prelude, body in blocks(css):
        if prelude.startswith("@keyframes"):
            name = prelude.split()[1]
            out.append(f"@keyframes {KEYFRAMES_PREFIX}{name} {{{body}}}")
        elif prelude.startswith(("@media", "@container", "@supports")):
            out.append(f"{prelude} {{\n{scoped(body, names)}}}")
        elif prelude.startswith("@"):
            raise ValueError(f"unexpected at-rule in the board's styles: {prelude!r}")
        else:
            out.append(f"{scope_selector(prelude)} {{{rename_keyframes(body, names)}}}")
    return "\n".join(out) + "\n"


def board_rules(site_css: str) -> str:
    sections = re.findall(r"/\* embed:begin\b.*?\*/(.*?)/\* embed:end\b.*?\*/", site_css, flags=re.S)
    if not sections:
        raise ValueError("no /* embed:begin */ … /* embed:end */ section in the site's stylesheet")
    # Inside a section, `/* site-only:begin */ … /* site-only:end */` keeps rules the embed's
    # boards never match (pits as buttons, legal moves, the computer's hints) out of its copy, in
    # their place in the site's cascade.
    sections = [re.sub(r"/\* site-only:begin\b.*?\*/.*?/\* site-only:end\b.*?\*/", "", part, flags=re.S) for part in sections]
    css = strip_comments("\n".join(sections))
    names = set(re.findall(r"@keyframes\s+([\w-]+)", css))
    return scoped(css, names)


def main() -> int:
    if len(sys.argv) != 4:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    site_css, embed_css, out = sys.argv[1:]
    try:
        with open(site_css, encoding="utf-8") as f:
            rules = board_rules(f.read())
    except ValueError as e:
        print(f"embed_css.py: {site_css}: {e}", file=sys.stderr)
        return 1
    with open(embed_css, encoding="utf-8") as f:
        own = f.read()
    text = rules + strip_comments(own) + "\n"
    for name, renamed in RENAMED_PROPERTIES.items():
        text = re.sub(rf"{re.escape(name)}(?![\w-])", renamed, text)
    text = compact(text)
    # No comment at the top: every byte counts in the first board's budget (tools/sizes.py);
    # where the file comes from is said in tools/build_embed.sh.
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
