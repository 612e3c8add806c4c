#!/bin/sh
# The site's wasm as the first load fetches it, without a whole `./x build`: the wasm-release
# build of the `site` binary, wasm-bindgen, then wasm-opt -Oz --converge --low-memory-unused (as Trunk runs it, index.html; tools/sizes.py
# on dist/ stays the measure of record, this one is for comparing changes quickly); prints
# the raw and gzip -9 sizes. Also keeps target/wasm-size/site_names.wasm (the same, with the
# names section) for `twiggy top` / `twiggy diff` (cargo install twiggy).
# Usage: tools/wasm_size.sh   (from the repository root; PATH must hold node_modules/.bin)
set -eu
cargo build --quiet -p site --target wasm32-unknown-unknown --profile wasm-release --bin site
out=target/wasm-size
mkdir -p "$out"
wasm-bindgen --target web --out-dir "$out" --out-name site target/wasm32-unknown-unknown/wasm-release/site.wasm
features="--enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals"
# shellcheck disable=SC2086
wasm-opt -Oz --converge --low-memory-unused -g $features "$out/site_bg.wasm" -o "$out/site_names.wasm"
# shellcheck disable=SC2086
wasm-opt -Oz --converge --low-memory-unused $features "$out/site_bg.wasm" -o "$out/site_opt.wasm"
printf 'site wasm: raw %s B, gzip -9 %s B\n' "$(wc -c < "$out/site_opt.wasm")" "$(gzip -9c "$out/site_opt.wasm" | wc -c)"
