//! Search speed from the start position: nodes per second and the depth reached in a time budget,
//! and how far the exact endgame solver gets within 1 s (BENCHMARKS.md "Search").
//!
//! `cargo run --release -p mancala-ai --example speed -- [MS] [VARIANT...]` (`NODES=n` in the
//! environment: a budget of n nodes instead, the same search on every run)
//! `cargo run --release -p mancala-ai --example speed -- endgame [MS] [POSITIONS]`: for Kalah and
//! Oware, random positions with 8, 10, … seeds left on the board, solved exactly within MS
//! milliseconds of CPU time (default 1000) each; prints how many were solved and the slowest.

use mancala_ai::{Clock, Limits, Searcher, NATIVE_TT_BITS};
use mancala_engine::playout::Rng;
use mancala_engine::{Position, Variant};

/// The CPU time of this thread as a clock (the machine may be shared).
struct CpuClock;

impl Clock for CpuClock {
    fn now_ms(&self) -> f64 {
        thread_cpu_seconds().unwrap_or(0.0) * 1000.0
    }
}

fn endgames(args: &[String]) {
    let ms: f64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(1000.0);
    let count: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(10);
    for id in ["kalah", "oware"] {
        let variant = Variant::new(id, &[]).expect("variant");
        let mut searcher = Searcher::new(&variant, NATIVE_TT_BITS);
        for seeds in (8..=30).step_by(2) {
            let mut rng = Rng::new(u64::from(seeds));
            let (mut solved, mut slowest, mut nodes) = (0, 0.0f64, 0u64);
            for pos in random_endgames(&variant, seeds, count, &mut rng) {
                searcher.clear();
                let t0 = CpuClock.now_ms();
                let limits = Limits { depth: 0, nodes: None, time_ms: Some(ms), exact: true };
                if let Some(r) = searcher.solve(&pos, &limits, &CpuClock) {
                    solved += 1;
                    slowest = slowest.max(CpuClock.now_ms() - t0);
                    nodes = nodes.max(r.nodes);
                }
            }
            println!(
                "{id}: {seeds} seeds on the board: {solved} of {count} solved within {ms} ms CPU (slowest solved {slowest:.0} ms, {nodes} nodes)"
            );
            if solved == 0 {
                break;
            }
        }
    }
}

/// Random unfinished positions with `seeds` seeds on the board, the rest shared by the stores.
fn random_endgames(variant: &Variant, seeds: u32, count: usize, rng: &mut Rng) -> Vec<Position> {
    let n = variant.layout().pit_count();
    let mut out = Vec::new();
    while out.len() < count {
        let mut pits = vec![0u32; n];
        for _ in 0..seeds {
            pits[rng.below(n)] += 1;
        }
        let rest = 48 - seeds;
        let south = rest / 2 - 2 + rng.below(5) as u32;
        let list = |r: std::ops::Range<usize>| pits[r].iter().map(u32::to_string).collect::<Vec<_>>().join(",");
        let text = format!(
            "S=[{}] N=[{}] SS={south} NS={} moves=5,5, S to move",
            list(0..n / 2),
            list(n / 2..n),
            rest - south
        );
        if let Ok(pos) = variant.parse_position(&text) {
            if !pos.is_over() && !variant.legal_moves(&pos).is_empty() {
                out.push(pos);
            }
        }
    }
    out
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("endgame") {
        endgames(&args[1..]);
        return;
    }
    let ms: f64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(1000.0);
    let ids: Vec<String> = if args.len() > 1 {
        args[1..].to_vec()
    } else {
        ["kalah", "oware", "kiswahili", "omweso", "hus"].iter().map(|s| (*s).to_string()).collect()
    };
    for id in ids {
        let variant = Variant::new(&id, &[]).expect("variant");
        // `TT_BITS=n` in the environment: a table of 2^n entries (default NATIVE_TT_BITS).
        let bits = std::env::var("TT_BITS").ok().and_then(|b| b.parse().ok()).unwrap_or(NATIVE_TT_BITS);
        // Where the family has a quiescence search, the same search without it follows.
        let q = Searcher::default_quiescence(mancala_ai::Family::of(&variant));
        for plies in if q > 0 { vec![q, 0] } else { vec![0] } {
            let mut searcher = Searcher::new(&variant, bits);
            searcher.set_quiescence(plies, 1);
            // The budget is CPU time: on a shared machine the wall clock would count others' work.
            let clock = CpuClock;
            let start = variant.start_position();
            let mut limits = Limits::time_ms(ms);
            limits.exact = false;
            // `NODES=n` in the environment: a budget of n nodes instead of the time (the same tree
            // on every run, for counting instructions with `valgrind --tool=callgrind`).
            if let Some(n) = std::env::var("NODES").ok().and_then(|n| n.parse().ok()) {
                limits = Limits::nodes(n);
            }
            let cpu0 = thread_cpu_seconds();
            let t0 = std::time::Instant::now();
            let r = searcher.search(&start, &limits, &clock).expect("a move");
            let wall = t0.elapsed().as_secs_f64();
            // On a loaded machine the wall clock counts other processes' time; the CPU time does not.
            let secs = cpu0.zip(thread_cpu_seconds()).map_or(wall, |(a, b)| (b - a).max(1e-9));
            let label = if q > 0 { format!(" (quiescence {plies})") } else { String::new() };
            println!(
                "{id}{label}: {} nodes in {secs:.3} s CPU ({wall:.3} s wall) = {:.2} M nodes per CPU-second, depth {}, best {} ({:+.2} seeds)",
                r.nodes,
                r.nodes as f64 / secs / 1e6,
                r.depth,
                r.best.token(variant.layout()),
                r.seeds()
            );
        }
    }
}

/// CPU time of this thread in seconds (Linux: `/proc/thread-self/sched`), as `mancala bench`.
fn thread_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/sched").ok()?;
    let line = text.lines().find(|l| l.starts_with("se.sum_exec_runtime"))?;
    let ms: f64 = line.split(':').nth(1)?.trim().parse().ok()?;
    Some(ms / 1000.0)
}
