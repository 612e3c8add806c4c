#!/usr/bin/env sh
# Builds the embed (docs/EMBED.md) into OUT_DIR/embed and copies the examples into OUT_DIR/examples.
#
# Usage: tools/build_embed.sh OUT_DIR    (a Trunk post_build hook: OUT_DIR = $TRUNK_STAGING_DIR)
#
# The embed is its own small bundle, not the site: the `embed` binary of the site crate (which
# links only what `MancalaEmbed` uses: the embed's view, engine, narration, record), run through
# wasm-bindgen (--target web) and, in release builds, binaryen's wasm-opt -Oz, the same tools and
# versions Trunk uses for the site. It is built once per family of games (the engine's features
# `two-row` and `four-row`), so a page of two-row boards never loads the four-row rules, and once
# with both, for pages that show games of both families (one wasm for all their boards).
# The file names are stable (no hashes), so a blog can link them:
#   embed/mancala-board.js      the custom element (hand-written; loads the rest, each by this
#                               build's version: `?v=<hash of their contents>`, and the wasm of
#                               each board's family: the four-row ids are stamped in)
#   embed/mancala-embed-{two-row,four-row,both}.js
#                               wasm-bindgen's glue, one per wasm
#   embed/mancala-embed-{two-row,four-row,both}_bg.wasm
#                               the wasm: one per family, and one with both
#   embed/mancala-board.css     the board's styles: the site's board rules and site/embed/embed.css,
#                               scoped under .mancala-embed (tools/embed_css.py)
#   embed/mancala-board.uk.ftl  the strings of a board in Ukrainian (and .ru.ftl in Russian) for the
#                               wasm with both families; mancala-board.{two-row,four-row}.uk.ftl
#                               (and .ru.ftl) for each family's own, without the other's: the
#                               messages it uses, fetched per language (`mancala-content embed-strings`)
#   embed/mancala-embed-{two-row,four-row,both}.classic.js, embed/mancala-board*.ftl.js
#                               the same wasm and strings as classic scripts, for pages on another
#                               origin whose host sends no CORS headers (tools/embed_classic.py)
#   embed/embed.html            the iframe page
# Trunk sets TRUNK_PROFILE (debug for `trunk serve` without --release): debug builds skip wasm-opt.
set -eu

out=${1:?usage: tools/build_embed.sh OUT_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
target_dir=${CARGO_TARGET_DIR:-$root/target}
case "${TRUNK_PROFILE:-release}" in
release) profile=wasm-release ;;
*) profile=dev ;;
esac
dir=$([ "$profile" = dev ] && echo debug || echo "$profile")

cd "$root"
mkdir -p "$out/embed"
# The no-modules glue of each wasm, for its classic script (tools/embed_classic.py).
glue_dir=$(mktemp -d)
trap 'rm -rf "$glue_dir"' EXIT
for family in two-row four-row both; do
  games=$([ "$family" = both ] && echo two-row,four-row || echo "$family")
  cargo build --quiet -p site --bin embed --no-default-features --features "embed,$games" \
    --target wasm32-unknown-unknown --profile "$profile"
  wasm-bindgen --target web --no-typescript --out-dir "$out/embed" --out-name "mancala-embed-$family" \
    "$target_dir/wasm32-unknown-unknown/$dir/embed.wasm"
  wasm-bindgen --target no-modules --no-modules-global "mancala_embed_$(echo "$family" | tr - _)" --no-typescript \
    --out-dir "$glue_dir" --out-name "mancala-embed-$family" "$target_dir/wasm32-unknown-unknown/$dir/embed.wasm"
  rm "$glue_dir/mancala-embed-${family}_bg.wasm"
  if [ "$profile" = wasm-release ]; then
    opt=$(command -v wasm-opt || true)
    [ -x "$root/node_modules/.bin/wasm-opt" ] && opt="$root/node_modules/.bin/wasm-opt"
    [ -n "$opt" ] || { echo "build_embed.sh: wasm-opt not found (run ./x setup)" >&2; exit 1; }
    wasm="$out/embed/mancala-embed-${family}_bg.wasm"
    # The features rustc's wasm32 target uses by default; wasm-opt must accept them. --converge
    # repeats the passes while they still shrink the file (−0.5 KB gzip, BENCHMARKS.md);
    # --low-memory-unused: rustc's wasm32 puts the stack first and the data from 1 MB, so the
    # low 1 KB is never used and its addresses fold into the loads and stores. --flatten
    # --rereloop -Oz then rebuilds the control flow and shrinks it again (−0.6 KB gzip on the
    # four-row wasm, BENCHMARKS.md "What the size settings save"; the embed replays a record once, so the
    # speed this may cost does not show), and a last -Oz shrinks what that leaves (−0.4 KB
    # gzip on the four-row wasm, BENCHMARKS.md "What the size settings save").
    "$opt" -Oz --converge --low-memory-unused --flatten --rereloop -Oz -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-mutable-globals --enable-reference-types --enable-multivalue -o "$wasm.opt" "$wasm"
    mv "$wasm.opt" "$wasm"
    node "$root/tools/minify_js.mjs" "$out/embed" "mancala-embed-$family.js"
    node "$root/tools/minify_js.mjs" --classic "$glue_dir" "mancala-embed-$family.js"
  fi
done
cp site/embed/embed.html "$out/embed/"
python3 tools/embed_css.py site/style.css site/embed/embed.css "$out/embed/mancala-board.css"
cargo run --quiet -p mancala-content --bin mancala-content -- embed-strings "$out/embed"
python3 tools/embed_classic.py "$out/embed" "$glue_dir"
four_row=$(cargo run --quiet -p mancala-content --bin mancala-content -- four-row-variants)
# The element asks for the other files by this build's version (a hash of their contents).
version=$(cd "$out/embed" && cat mancala-embed-*.js mancala-embed-*_bg.wasm mancala-board.css mancala-board.*.ftl |
  sha256sum | cut -c1-12)
sed "s/BUILD_VERSION/$version/g; s/FOUR_ROW_VARIANTS/$four_row/" site/embed/mancala-board.js > "$out/embed/mancala-board.js"
[ "$profile" != wasm-release ] || node "$root/tools/minify_js.mjs" --classic "$out/embed" mancala-board.js
rm -rf "$out/examples"
cp -R examples "$out/examples"
echo "build_embed.sh: $out/embed: $(cd "$out/embed" && ls -l | awk 'NR > 1 { printf "%s (%s B)  ", $9, $5 }')"
