//! Random playouts and the search behind a C ABI, with no wasm-bindgen: `bench/wasm/run.mjs`
//! instantiates the `.wasm` under node and calls these functions (see BENCHMARKS.md). The games
//! are the same as `mancala bench` plays (`mancala_engine::playout`), so native and wasm runs can
//! be compared and must report the same total of moves; the search ([`search_nodes`]) is the same
//! as the native [`search`] (examples/search.rs), so both must report the same nodes and depth.

use std::sync::atomic::{AtomicU32, Ordering};

use mancala_ai::{Limits, NoClock, SearchResult, Searcher};
use mancala_engine::playout::{random_games, PlayoutTotals};
use mancala_engine::{variants, Variant};

/// Number of registered variants; their ids are `variant_id_ptr/len(0..count)`.
#[no_mangle]
pub extern "C" fn variant_count() -> u32 {
    u32::try_from(variants().len()).unwrap_or(0)
}

/// Address of variant `i`'s id (UTF-8) in the module's memory (null if out of range).
#[no_mangle]
pub extern "C" fn variant_id_ptr(i: u32) -> *const u8 {
    variants().get(i as usize).map_or(std::ptr::null(), |s| s.id.as_ptr())
}

/// Length in bytes of variant `i`'s id (0 if out of range).
#[no_mangle]
pub extern "C" fn variant_id_len(i: u32) -> u32 {
    variants().get(i as usize).map_or(0, |s| u32::try_from(s.id.len()).unwrap_or(0))
}

/// Plays `games` random games of variant `i` (default options) from its start, game `k` with
/// seed `seed + k`, each cut at `max_plies`; returns the total number of moves (plies), or
/// `u64::MAX` if `i` is out of range.
#[no_mangle]
pub extern "C" fn playouts(i: u32, games: u64, seed: u64, max_plies: u32) -> u64 {
    run(i, games, seed, max_plies).map_or(u64::MAX, |t| t.plies)
}

/// The same as [`playouts`], for native callers and tests.
#[must_use]
pub fn run(i: u32, games: u64, seed: u64, max_plies: u32) -> Option<PlayoutTotals> {
    let spec = variants().get(i as usize).copied()?;
    let variant = Variant::new(spec.id, &[]).ok()?;
    Some(random_games(&variant, &variant.start_position(), games, seed, max_plies))
}

/// The depth of the last [`search_nodes`] (0 before the first, or after one that failed).
static LAST_DEPTH: AtomicU32 = AtomicU32::new(0);

/// Searches variant `i`'s start position (default options) with a budget of `nodes` nodes and no
/// clock, as [`search`]; returns the nodes searched (at most `nodes`), or `u64::MAX` if `i` is
/// out of range. The depth reached is then read with [`search_depth`].
#[no_mangle]
pub extern "C" fn search_nodes(i: u32, nodes: u64, table_bits: u32) -> u64 {
    let r = search(i, nodes, table_bits);
    LAST_DEPTH.store(r.as_ref().map_or(0, |r| r.depth), Ordering::Relaxed);
    r.map_or(u64::MAX, |r| r.nodes)
}

/// The deepest iteration the last [`search_nodes`] finished (plies, an extra turn is one).
#[no_mangle]
pub extern "C" fn search_depth() -> u32 {
    LAST_DEPTH.load(Ordering::Relaxed)
}

/// The same search as [`search_nodes`], for native callers and tests: a fresh [`Searcher`] with a
/// table of `2^table_bits` entries, from the start position, bounded by `nodes` only (no time
/// budget, so the clock, [`NoClock`], is never read and no system call is made), the exact
/// endgame solver off (as `crates/ai/examples/speed.rs`). The tree searched depends on nothing
/// else, so the node count and depth are the same on every platform. `None` if `i` is out of
/// range or the start has no move.
#[must_use]
pub fn search(i: u32, nodes: u64, table_bits: u32) -> Option<SearchResult> {
    let spec = variants().get(i as usize).copied()?;
    let variant = Variant::new(spec.id, &[]).ok()?;
    let mut searcher = Searcher::new(&variant, table_bits);
    // `Limits::nodes` already leaves the exact solver off; say so, as speed.rs does.
    let limits = Limits { exact: false, ..Limits::nodes(nodes) };
    searcher.search(&variant.start_position(), &limits, &NoClock)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exports_agree_with_the_registry() {
        assert_eq!(variant_count() as usize, variants().len());
        assert_eq!(variant_id_len(0) as usize, variants()[0].id.len());
        assert!(variant_id_ptr(variant_count()).is_null());
        assert_eq!(playouts(variant_count(), 1, 1, 10), u64::MAX);
        assert_eq!(playouts(0, 3, 5, 5_000), playouts(0, 3, 5, 5_000));
    }

    #[test]
    fn the_search_export_agrees_with_the_native_search_and_is_deterministic() {
        for id in ["kalah", "oware", "hus"] {
            let i = variants().iter().position(|s| s.id == id).unwrap() as u32;
            let native = search(i, 20_000, 12).unwrap();
            assert_eq!(native.nodes, 20_000, "{id}: the budget is spent exactly");
            assert!(native.depth >= 3, "{id}: depth {}", native.depth);
            for _ in 0..2 {
                assert_eq!(search_nodes(i, 20_000, 12), native.nodes, "{id}");
                assert_eq!(search_depth(), native.depth, "{id}");
            }
            assert_eq!(search(i, 20_000, 12), Some(native), "{id}: the same result twice");
        }
        assert_eq!(search_nodes(variant_count(), 1_000, 12), u64::MAX);
        assert_eq!(search_depth(), 0);
    }
}
