// Minifies wasm-bindgen's JS glue in place with terser (npm), and updates the integrity hashes
// Trunk wrote for it into index.html, so the browser still accepts the file.
//
// Usage: node tools/minify_js.mjs DIR [FILE.js...]
//   DIR alone: every top-level *.js of a Trunk build (dist/ or its staging dir);
//   with FILEs: only those (paths relative to DIR), e.g. the embed's glue and its element;
//   --classic with FILEs: classic scripts, whose top-level names are kept.
//
// Why: the glue is ~53 KB of readable JS; minified it is ~2 KB gzip smaller, counted in the
// site's first-load budget (BENCHMARKS.md). Trunk's own `minify` breaks this glue (and its HTML
// minifier the index.html that tools/single_html.py reads).
//
// DIR alone also drops the HTML comments of index.html (they are for the source's readers: ~0.5 KB
// gzip) and minifies its inline classic scripts (<script> without attributes) with terser.
//
// DIR alone also compacts Trunk's stylesheets (style-*.css: no comments, no indentation, no
// spaces around braces and semicolons; the stylesheet has no strings those could be in), ~1 KB
// gzip, and updates their hashes the same way.
import { minify } from "terser";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// --classic: the files are classic scripts whose top-level names other scripts use (wasm-bindgen's
// `--target no-modules` glue defines one global): they are not renamed.
const classic = process.argv.includes("--classic");
const [dir, ...named] = process.argv.slice(2).filter((a) => a !== "--classic");
if (!dir) {
  console.error("usage: node tools/minify_js.mjs DIR [FILE.js...]");
  process.exit(2);
}
const files = named.length ? named : readdirSync(dir).filter((f) => f.endsWith(".js") && f !== "sw.js");
const sri = (text) => "sha384-" + createHash("sha384").update(text).digest("base64");
const page = join(dir, "index.html");
let html = existsSync(page) ? readFileSync(page, "utf8") : null;

for (const file of files) {
  const path = join(dir, file);
  const source = readFileSync(path, "utf8");
  const result = await minify(source, { module: !classic, compress: { passes: 2 }, mangle: true });
  if (!result.code) throw new Error(`terser returned nothing for ${path}`);
  writeFileSync(path, result.code);
  if (html !== null) html = html.replaceAll(sri(source), sri(result.code));
  console.log(`minify_js: ${file} ${source.length} -> ${result.code.length} bytes`);
}
const compactCss = (css) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n")
    .replace(/\s*\{\s*/g, "{")
    .replace(/;\s*/g, ";")
    .replace(/\s*\}\s*/g, "}\n");
const sheets = named.length ? [] : readdirSync(dir).filter((f) => /^style-[0-9a-f]+\.css$/.test(f));
for (const file of sheets) {
  const path = join(dir, file);
  const source = readFileSync(path, "utf8");
  if (/content:\s*["']/.test(source)) throw new Error(`${path} has a string in it: compact it with a CSS minifier`);
  const compact = compactCss(source);
  writeFileSync(path, compact);
  if (html !== null) html = html.replaceAll(sri(source), sri(compact));
  console.log(`minify_js: ${file} ${source.length} -> ${compact.length} bytes`);
}
if (html !== null && !named.length) {
  const before = html.length;
  html = html.replace(/[ \t]*<!--[\s\S]*?-->[ \t]*\n?/g, "");
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
  for (const [whole, source] of scripts) {
    const result = await minify(source, { compress: { passes: 2 }, mangle: true });
    if (!result.code || result.code.includes("</script")) throw new Error(`terser could not minify an inline script of ${page}`);
    html = html.replace(whole, `<script>${result.code}</script>`);
  }
  console.log(`minify_js: index.html ${before} -> ${html.length} bytes (comments dropped, ${scripts.length} inline script(s) minified)`);
}
if (html !== null) writeFileSync(page, html);
