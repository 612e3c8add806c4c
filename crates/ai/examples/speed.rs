//! Search speed from the start position: nodes per second and the depth reached in a time budget,
//! and how far the exact endgame solver gets within 1 s (BENCHMARKS.md "Search").
//!
//! `cargo run --release -p mancala-ai --example speed -- [MS] [VARIANT...]`

use mancala_ai::{Limits, Searcher, SystemClock, NATIVE_TT_BITS};
use mancala_engine::Variant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let ms: f64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(1000.0);
    let ids: Vec<String> = if args.len() > 1 {
        args[1..].to_vec()
    } else {
        ["kalah", "oware", "kiswahili", "omweso", "hus"].iter().map(|s| (*s).to_string()).collect()
    };
    for id in ids {
        let variant = Variant::new(&id, &[]).expect("variant");
        let mut searcher = Searcher::new(&variant, NATIVE_TT_BITS);
        let clock = SystemClock::new();
        let start = variant.start_position();
        let mut limits = Limits::time_ms(ms);
        limits.exact = false;
        let cpu0 = thread_cpu_seconds();
        let t0 = std::time::Instant::now();
        let r = searcher.search(&start, &limits, &clock).expect("a move");
        let wall = t0.elapsed().as_secs_f64();
        // On a loaded machine the wall clock counts other processes' time; the CPU time does not.
        let secs = cpu0.zip(thread_cpu_seconds()).map_or(wall, |(a, b)| (b - a).max(1e-9));
        println!(
            "{id}: {} nodes in {secs:.3} s CPU ({wall:.3} s wall) = {:.2} M nodes per CPU-second, depth {}, best {} ({:+.2} seeds)",
            r.nodes,
            r.nodes as f64 / secs / 1e6,
            r.depth,
            r.best.token(variant.layout()),
            r.seeds()
        );
    }
}

/// CPU time of this thread in seconds (Linux: `/proc/thread-self/sched`), as `mancala bench`.
fn thread_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/sched").ok()?;
    let line = text.lines().find(|l| l.starts_with("se.sum_exec_runtime"))?;
    let ms: f64 = line.split(':').nth(1)?.trim().parse().ok()?;
    Some(ms / 1000.0)
}
