//! The embed bundle (docs/EMBED.md): the wasm behind `<mancala-board>`. It starts nothing by
//! itself; `site/embed/mancala-board.js` calls `MancalaEmbed.mount` (`site::embed::export`) for
//! each element. Built by `tools/build_embed.sh` (a Trunk post-build hook), not by Trunk's own
//! pipeline, so the site and the embed are separate, separately sized bundles.

fn main() {
    site::platform::js::install_panic_hook();
}
