//! Random playouts behind a C ABI, with no wasm-bindgen: `bench/wasm/run.mjs` instantiates the
//! `.wasm` under node and calls these functions (see BENCHMARKS.md). The games are the same as
//! `mancala bench` plays (`mancala_engine::playout`), so native and wasm runs can be compared and
//! must report the same total of moves.

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
    variants()
        .get(i as usize)
        .map_or(std::ptr::null(), |s| s.id.as_ptr())
}

/// Length in bytes of variant `i`'s id (0 if out of range).
#[no_mangle]
pub extern "C" fn variant_id_len(i: u32) -> u32 {
    variants()
        .get(i as usize)
        .map_or(0, |s| u32::try_from(s.id.len()).unwrap_or(0))
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
    Some(random_games(
        &variant,
        &variant.start_position(),
        games,
        seed,
        max_plies,
    ))
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
}
