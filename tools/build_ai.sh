#!/usr/bin/env sh
# Builds the computer opponent's Web Worker (site/src/ai/mod.rs) into OUT_DIR/ai:
#   ai/worker.js          the worker (site/ai/worker.js, hand-written), which loads
#   ai/mancala-ai.js      wasm-bindgen's glue (--target no-modules: a worker's importScripts)
#   ai/mancala-ai_bg.wasm the `ai-worker` binary of the site crate: the search (mancala-ai) and
#                         the engine, both families, and nothing of the pages
# The two files are asked for by this build's version (`?v=<hash of their contents>`), so a new
# build never mixes with an old cached one. Not part of the first load: the play page starts the
# worker when the computer is first asked. Usage: tools/build_ai.sh OUT_DIR (a Trunk post_build
# hook, before tools/single_html.py, which inlines these files into mancala.html).
set -eu

out=${1:?usage: tools/build_ai.sh OUT_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
target_dir=${CARGO_TARGET_DIR:-$root/target}
# Release builds use the `release` profile (opt-level 3), not the site's size-optimised one: the
# search is the worker's whole job (BENCHMARKS.md, "The computer opponent in the browser").
case "${TRUNK_PROFILE:-release}" in
release) profile=release ;;
*) profile=dev ;;
esac
dir=$([ "$profile" = dev ] && echo debug || echo "$profile")

cd "$root"
mkdir -p "$out/ai"
cargo build --quiet -p site --bin ai-worker --no-default-features --features ai-worker \
  --target wasm32-unknown-unknown --profile "$profile"
wasm-bindgen --target no-modules --no-typescript --out-dir "$out/ai" --out-name mancala-ai \
  "$target_dir/wasm32-unknown-unknown/$dir/ai-worker.wasm"
if [ "$profile" = release ]; then
  opt=$(command -v wasm-opt || true)
  [ -x "$root/node_modules/.bin/wasm-opt" ] && opt="$root/node_modules/.bin/wasm-opt"
  [ -n "$opt" ] || { echo "build_ai.sh: wasm-opt not found (run ./x setup)" >&2; exit 1; }
  wasm="$out/ai/mancala-ai_bg.wasm"
  # Speed, not size: the search is the worker's whole job, and its wasm is not in the first load.
  "$opt" -O3 --low-memory-unused --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue -o "$wasm.opt" "$wasm"
  mv "$wasm.opt" "$wasm"
fi
version=$(cat "$out/ai/mancala-ai.js" "$out/ai/mancala-ai_bg.wasm" | sha256sum | cut -c1-12)
sed "s/BUILD_VERSION/$version/g" site/ai/worker.js > "$out/ai/worker.js"
echo "build_ai.sh: $out/ai: $(cd "$out/ai" && ls -l | awk 'NR > 1 { printf "%s (%s B)  ", $9, $5 }')"
