#!/usr/bin/env python3
"""Each page group's wasm files, read from wasm-split's loader (tools/build_split.sh).

Usage: split_routes.py __wasm_split.js  (prints JSON: {"play": ["chunk_9.wasm", …, "split_play_….wasm"], …})

The loader defines a `__chunk_<n>` for each shared chunk and exports a
`__wasm_split_load_<page>` for each split point (site/src/pages/app.rs, `split_page!`),
each with the wasm file it fetches and the chunks it needs first. A page group's files are its
own module and every chunk it needs, transitively, in the loader's order.
"""

import json
import re
import sys


def main() -> None:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    js = open(sys.argv[1], encoding="utf-8").read()
    load = re.compile(
        r"(?:const (__chunk_\d+)|export const __wasm_split_load_([a-z_]+?)(?:_\d+)?) = (?:wrapAsyncCb\()?makeLoad\(\(\) => \{\s*"
        r"const src = fetch\(new URL\(\"\./([^\"]+\.wasm)\"[^\[]*?\n, \[([^\]]*)\]",
        re.S,
    )
    chunks, pages = {}, {}
    for m in load.finditer(js):
        chunk, page, file, deps = m.groups()
        entry = (file, [d.strip() for d in deps.split(",") if d.strip()])
        if chunk:
            chunks[chunk] = entry
        else:
            pages[page] = entry
    if not pages:
        sys.exit("split_routes.py: no split points found in the loader")

    def files(entry, seen):
        own, deps = entry
        out = []
        for d in deps:
            if d not in chunks:
                sys.exit(f"split_routes.py: unknown chunk {d}")
            if d not in seen:
                seen.add(d)
                out += files(chunks[d], seen)
        return out + [own]

    json.dump({page: files(entry, set()) for page, entry in sorted(pages.items())}, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
