//! The native side of `node bench/wasm/run.mjs --search NODES`: the same search as the wasm
//! export `search_nodes` (`mancala_wasm_bench::search`), timed, as one line of JSON.
//!
//! `cargo run --release -p mancala-wasm-bench --example search -- VARIANT NODES [TABLE_BITS]`
//! (`TABLE_BITS` default 18, the browser's table). The time covers the whole call, the table's
//! allocation included, as the wasm runner's does. `cpu_seconds` is this thread's CPU time
//! (Linux: `/proc/thread-self/sched`, as `mancala bench`), `null` where it cannot be read.

use mancala_engine::variants;
use mancala_wasm_bench::search;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: search VARIANT NODES [TABLE_BITS]";
    let id = args.first().expect(usage);
    let nodes: u64 = args.get(1).and_then(|a| a.parse().ok()).expect(usage);
    let bits: u32 = args.get(2).map_or(18, |a| a.parse().expect(usage));
    let i = variants().iter().position(|s| s.id == id.as_str()).expect("no such variant");
    let i = u32::try_from(i).expect("variant index");

    let cpu0 = thread_cpu_seconds();
    let t0 = std::time::Instant::now();
    let r = search(i, nodes, bits).expect("the start position has a move");
    let wall = t0.elapsed().as_secs_f64().max(1e-9);
    let cpu = cpu0.zip(thread_cpu_seconds()).map(|(a, b)| (b - a).max(1e-9));

    let opt = |x: Option<f64>| x.map_or_else(|| "null".to_string(), |x| format!("{x}"));
    let n = r.nodes as f64;
    println!(
        "{{\"variant\":\"{id}\",\"nodes\":{},\"depth\":{},\"table_bits\":{bits},\"wall_seconds\":{wall},\"cpu_seconds\":{},\"nodes_per_s\":{},\"nodes_per_cpu_s\":{}}}",
        r.nodes,
        r.depth,
        opt(cpu),
        n / wall,
        opt(cpu.map(|c| n / c)),
    );
}

/// CPU time of this thread in seconds (Linux: `/proc/thread-self/sched`), as `mancala bench`.
fn thread_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/sched").ok()?;
    let line = text.lines().find(|l| l.starts_with("se.sum_exec_runtime"))?;
    let ms: f64 = line.split(':').nth(1)?.trim().parse().ok()?;
    Some(ms / 1000.0)
}
