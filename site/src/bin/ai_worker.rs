//! The computer opponent's wasm, run in a Web Worker (`site/ai/worker.js`): it exports `think`
//! (`site::ai::export`) and starts nothing by itself. Built by tools/build_ai.sh (a Trunk
//! post-build hook) into `dist/ai/`, apart from the site's wasm, which never links the search.

fn main() {
    site::platform::js::install_panic_hook();
}
