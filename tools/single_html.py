#!/usr/bin/env python3
"""Make a self-contained copy of Trunk's output that works from file:// (no web server).

Usage: single_html.py DIST_DIR OUT_HTML

Browsers refuse to load ES modules and fetch wasm from file:// pages (CORS), so this script
inlines everything into one HTML file: the wasm-bindgen glue becomes a data: module URL, the wasm
is embedded as base64 and handed to init() as bytes, stylesheets become <style> blocks, the
content files (DIST_DIR/content/<version>/**/*.json, which the site would fetch) become
<script type="application/json" id="content/<version>/..."> blocks that site/src/platform/content.rs
reads instead of fetching, and Trunk's preload links (and the live-reload client of
`trunk serve`) are dropped, as are the web app manifest and the service worker (a file:// page
has none); the favicon is inlined, and so is the computer opponent's Web Worker (dist/ai/, from
tools/build_ai.sh, which runs first), as one script in a string. Runs as a Trunk post_build hook
(see Trunk.toml), before tools/build_embed.sh and tools/service_worker.py.

It fails loudly (exit 1) if Trunk's output does not look as expected, e.g. if wasm-bindgen ever
emits snippets/ (inline_js or module imports), which this script would also have to inline.
"""

import base64
import json
import pathlib
import re
import sys


def fail(message: str) -> None:
    print(f"single_html.py: {message}", file=sys.stderr)
    sys.exit(1)


def main() -> None:
    if len(sys.argv) != 3:
        fail("usage: single_html.py DIST_DIR OUT_HTML")
    dist = pathlib.Path(sys.argv[1])
    out = pathlib.Path(sys.argv[2])
    html = (dist / "index.html").read_text(encoding="utf-8")

    if (dist / "snippets").exists():
        fail("dist/snippets exists (wasm-bindgen inline JS); inlining it is not implemented")

    # Trunk's loader: `import init, * as bindings from './site-HASH.js';` and
    # `init({ module_or_path: './site-HASH_bg.wasm' })` inside one <script type="module">.
    script_re = re.compile(r"<script type=\"module\"[^>]*>(.*?)</script>", re.S)
    loader = next((m for m in script_re.finditer(html) if "import init" in m.group(1)), None)
    if loader is None:
        fail("no Trunk loader script (`import init …`) in index.html")
    body = loader.group(1)
    js_match = re.search(r"from\s+'(\./[^']+\.js)'", body)
    wasm_match = re.search(r"module_or_path:\s*'(\./[^']+\.wasm)'", body)
    if not js_match or not wasm_match:
        fail("cannot find the glue .js or the .wasm in Trunk's loader script")
    glue = (dist / js_match.group(1)).read_bytes()
    if re.search(rb"^\s*import\s", glue, re.M):
        fail(f"{js_match.group(1)} imports other modules; inlining them is not implemented")
    wasm = (dist / wasm_match.group(1)).read_bytes()

    glue_url = "data:text/javascript;base64," + base64.b64encode(glue).decode("ascii")
    wasm_b64 = base64.b64encode(wasm).decode("ascii")
    body = body.replace(f"'{js_match.group(1)}'", f"'{glue_url}'")
    body = body.replace(
        f"module_or_path: '{wasm_match.group(1)}'",
        "module_or_path: Uint8Array.from(atob(WASM_BASE64), (c) => c.charCodeAt(0))",
    )
    body = f'\nconst WASM_BASE64 = "{wasm_b64}";{body}'
    html = html[: loader.start(1)] + body + html[loader.end(1) :]

    # `trunk serve` injects its live-reload client (a websocket to the dev server); it has no
    # place in a file that is opened from disk.
    html = re.sub(r"<script>(?:(?!</script>).)*__TRUNK_ADDRESS__.*?</script>\s*", "", html, flags=re.S)

    # Preloads of the files just inlined would fail (and be useless) on file://.
    html = re.sub(r"<link\b[^>]*\brel=\"(?:modulepreload|preload)\"[^>]*>\s*", "", html)

    # The web app manifest, the Apple touch icon and the service worker are for the served site
    # (dist/ on a web server); a file:// page can use none of them. The favicon is inlined.
    html = re.sub(r"<link\b[^>]*\brel=\"(?:manifest|apple-touch-icon)\"[^>]*>\s*", "", html)

    def inline_icon(m: "re.Match[str]") -> str:
        href = re.search(r"href=\"(\./[^\"]+\.svg)\"", m.group(0))
        if not href:
            fail(f"unexpected icon link: {m.group(0)}")
        svg = (dist / href.group(1)).read_bytes()
        url = "data:image/svg+xml;base64," + base64.b64encode(svg).decode("ascii")
        return m.group(0).replace(href.group(1), url)

    html = re.sub(r"<link\b[^>]*\brel=\"icon\"[^>]*\bhref=\"\./[^>]*>", inline_icon, html)

    # Tells the page it is the single file (site::js::is_single_file): no service worker.
    html, marked = re.subn(r"<html\b", "<html data-single-file", html, count=1)
    if not marked:
        fail("no <html> element in index.html")

    def inline_css(m: "re.Match[str]") -> str:
        href = re.search(r"href=\"([^\"]+)\"", m.group(0))
        if not href or not href.group(1).startswith("./"):
            fail(f"unexpected stylesheet link: {m.group(0)}")
        css = (dist / href.group(1)).read_text(encoding="utf-8")
        return f"<style>\n{css}\n</style>"

    html = re.sub(r"<link\b[^>]*\brel=\"stylesheet\"[^>]*>", inline_css, html)

    # The content: one JSON block per file, with the file's path (what the site would fetch) as
    # its id. `<` is escaped (\u003c, still the same JSON) so no text can close the <script>.
    versions = sorted(p for p in (dist / "content").glob("*") if p.is_dir())
    if len(versions) != 1:
        fail(f"expected one content version folder in {dist / 'content'} (the pre_build hook), found {len(versions)}")
    blocks = []
    for f in sorted(versions[0].rglob("*.json")):
        data = json.loads(f.read_text(encoding="utf-8"))  # fails loudly on a malformed file
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
        rel = f.relative_to(dist).as_posix()
        blocks.append(f'<script type="application/json" id="{rel}">{text}</script>')
    if not blocks:
        fail(f"no content files in {versions[0]}")
    if "</body>" not in html:
        fail("no </body> in index.html")
    html = html.replace("</body>", "\n".join(blocks) + "\n</body>", 1)

    # The computer's Web Worker (tools/build_ai.sh): a file:// page cannot start a worker from a
    # file, so its whole script (wasm-bindgen's no-modules glue, the wasm as base64, then
    # site/ai/worker.js) goes in as the string MANCALA_AI_WORKER, which site/src/platform/js.rs runs
    # from a blob: URL.
    ai = dist / "ai"
    if ai.is_dir():
        glue = (ai / "mancala-ai.js").read_text(encoding="utf-8")
        wasm_b64 = base64.b64encode((ai / "mancala-ai_bg.wasm").read_bytes()).decode("ascii")
        worker = (ai / "worker.js").read_text(encoding="utf-8")
        source = (
            f"{glue}\nself.MANCALA_AI_WASM = Uint8Array.from(atob(\"{wasm_b64}\"), (c) => c.charCodeAt(0));\n{worker}"
        )
        literal = json.dumps(source).replace("<", "\\u003c")
        html = html.replace("</body>", f"<script>window.MANCALA_AI_WORKER = {literal};</script>\n</body>", 1)

    left = re.findall(r"(?:src|href)=\"(\./[^\"]+)\"", html)
    if left:
        fail(f"references to other files remain: {left}")
    out.write_text(html, encoding="utf-8")
    print(f"single_html.py: wrote {out} ({out.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
