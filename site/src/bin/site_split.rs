//! The site split by page (feature `split`; tools/build_split.sh): the same program as the `site`
//! binary (`src/main.rs`), under a name of its own so that its wasm does not overwrite that one.

fn main() {
    site::platform::js::install_panic_hook();
    site::start();
}
