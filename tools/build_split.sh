#!/usr/bin/env sh
# Splits the site's wasm by page (issue 32): the home page loads only the shell (router, header,
# language, progress storage, home page); every other page group is a chunk loaded when first
# opened (site/src/pages/app.rs, `split_page!`), with the chunks it shares with other pages.
#
#   wasm/<hash>/site.js, site_bg.wasm   wasm-bindgen's glue and the main wasm (the shell)
#   wasm/<hash>/__wasm_split.js         wasm-split's loader of the chunks
#   wasm/<hash>/split_<page>_*.wasm     a page group's own code
#   wasm/<hash>/chunk_<n>.wasm          code some pages share (the engine, the board, …)
#   wasm/<hash>/routes.json             each page group's chunks (tools/sizes.py, preloading)
#
# Steps: the `site-split` binary (feature `split`) linked with --emit-relocs; wasm-split-cli
# (crates.io `wasm_split_cli_support`, as cargo-leptos does) cuts it at the split points;
# wasm-bindgen makes the glue of the main module; wasm-opt shrinks every module as Trunk does
# the whole site's; terser minifies the JS. index.html then loads wasm/<hash>/ instead of Trunk's
# one-wasm build, whose files are removed (the single file, dist/mancala.html, already inlined
# them: tools/single_html.py runs first). The folder is named by a hash of its files, so a new
# build never mixes with an old cached one.
#
# Release builds only: `./x serve --dev` keeps the one wasm. Usage: tools/build_split.sh OUT_DIR
# (a Trunk post_build hook, after tools/single_html.py, before tools/service_worker.py).
set -eu

out=${1:?usage: tools/build_split.sh OUT_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
target_dir=${CARGO_TARGET_DIR:-$root/target}
if [ "${TRUNK_PROFILE:-release}" != release ]; then
  echo "build_split.sh: not a release build: the site stays one wasm"
  exit 0
fi
cd "$root"
for tool in wasm-split-cli wasm-bindgen; do
  command -v "$tool" >/dev/null || { echo "build_split.sh: $tool not found (run ./x setup)" >&2; exit 1; }
done
opt="$root/node_modules/.bin/wasm-opt"
[ -x "$opt" ] || { echo "build_split.sh: $opt not found (run ./x setup)" >&2; exit 1; }

cargo rustc --quiet -p site --bin site-split --features split --target wasm32-unknown-unknown \
  --profile wasm-release -- -C link-arg=--emit-relocs
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
wasm-split-cli "$target_dir/wasm32-unknown-unknown/wasm-release/site-split.wasm" "$tmp/split" --out-name site
mkdir "$tmp/pkg"
wasm-bindgen --target web --no-typescript --keep-lld-exports --no-demangle --out-dir "$tmp/pkg" --out-name site \
  "$tmp/split/site.wasm"
for f in "$tmp/split"/*; do
  case "$(basename "$f")" in site.wasm) ;; *) cp "$f" "$tmp/pkg/" ;; esac
done
# The page groups' chunks, read from the loader's comments before terser drops them.
python3 tools/split_routes.py "$tmp/pkg/__wasm_split.js" >"$tmp/routes.json"
# As index.html has Trunk shrink the one wasm (its comment says why each pass).
for f in "$tmp/pkg"/*.wasm; do
  # (Its warnings about the name section's unknown subsection, which it keeps as is, are noise.)
  "$opt" -Oz --converge --low-memory-unused --flatten --rereloop -Oz -Oz --enable-bulk-memory \
    --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals -o "$f.opt" "$f" 2>"$tmp/opt.log" ||
    { cat "$tmp/opt.log" >&2; exit 1; }
  grep -v "unknown name subsection" "$tmp/opt.log" >&2 || true
  mv "$f.opt" "$f"
done
node tools/minify_js.mjs "$tmp/pkg" site.js __wasm_split.js >/dev/null
mv "$tmp/routes.json" "$tmp/pkg/routes.json"
hash=$(cat "$tmp/pkg"/* | sha256sum | cut -c1-16)
rm -rf "$out/wasm"
mkdir -p "$out/wasm/$hash"
cp "$tmp/pkg"/* "$out/wasm/$hash/"
python3 tools/split_loader.py "$out" "wasm/$hash"
echo "build_split.sh: $out/wasm/$hash: $(ls "$out/wasm/$hash" | wc -l) files, $(du -sb "$out/wasm/$hash" | cut -f1) B"
