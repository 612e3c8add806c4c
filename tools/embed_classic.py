#!/usr/bin/env python3
"""The embed's classic scripts, for pages on another origin whose host sends no CORS headers.

Usage: embed_classic.py EMBED_DIR GLUE_DIR

A blog on another origin can load a classic <script src> from any host, but it cannot fetch
(or import as a module) what that host serves unless the host allows it (CORS). For such pages
the element (mancala-board.js) loads these instead, as classic scripts:

* EMBED_DIR/mancala-embed-<wasm>.classic.js, for each wasm (`two-row`, `four-row`, `both`):
  wasm-bindgen's `--target no-modules` glue of that wasm (GLUE_DIR/mancala-embed-<wasm>.js,
  defining the global `mancala_embed_<wasm with _>`), then the wasm itself
  (EMBED_DIR/mancala-embed-<wasm>_bg.wasm, the one the module glue loads: wasm-bindgen writes
  the same wasm for both targets) in base64, instantiated into
  `self.__mancalaEmbed["<wasm>"]`, a promise of its `MancalaEmbed`;
* EMBED_DIR/<strings file>.js, for each mancala-board*.ftl: its text as
  `self.__mancalaStrings["<strings file>"]`.
"""

import base64
import json
import pathlib
import sys


def main() -> None:
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    embed, glue_dir = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    wasms = sorted(p.name[len("mancala-embed-") : -len("_bg.wasm")] for p in embed.glob("mancala-embed-*_bg.wasm"))
    if not wasms:
        sys.exit(f"embed_classic.py: no mancala-embed-*_bg.wasm in {embed}")
    for wasm in wasms:
        glue = (glue_dir / f"mancala-embed-{wasm}.js").read_text(encoding="utf-8")
        name = "mancala_embed_" + wasm.replace("-", "_")
        if name not in glue:
            sys.exit(f"embed_classic.py: {glue_dir}/mancala-embed-{wasm}.js does not define {name}")
        data = base64.b64encode((embed / f"mancala-embed-{wasm}_bg.wasm").read_bytes()).decode("ascii")
        start = (
            "\n;(self.__mancalaEmbed??={})[" + json.dumps(wasm) + "]=(()=>{"
            f'const s=atob("{data}"),b=new Uint8Array(s.length);'
            "for(let i=0;i<s.length;i++)b[i]=s.charCodeAt(i);"
            f"return {name}({{module_or_path:b}}).then(()=>{name}.MancalaEmbed)}})();\n"
        )
        (embed / f"mancala-embed-{wasm}.classic.js").write_text(glue + start, encoding="utf-8")
    for ftl in sorted(embed.glob("mancala-board*.ftl")):
        text = ftl.read_text(encoding="utf-8")
        line = f"(self.__mancalaStrings??={{}})[{json.dumps(ftl.name)}]={json.dumps(text, ensure_ascii=False)};\n"
        (embed / f"{ftl.name}.js").write_text(line, encoding="utf-8")


if __name__ == "__main__":
    main()
