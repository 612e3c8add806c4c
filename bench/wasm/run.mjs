// Compares the engine's random-playout speed native vs wasm (node), in one run, interleaved; with
// `--search NODES`, the search's (mancala-ai) nodes per second instead.
//
//   cargo build --release -p mancala-cli
//   cargo build --release -p mancala-wasm-bench --target wasm32-unknown-unknown
//   node bench/wasm/run.mjs [--games N] [--seed S] [--rounds R] [--only kalah,oware]
//
//   cargo build --release -p mancala-wasm-bench --example search
//   cargo build --release -p mancala-wasm-bench --target wasm32-unknown-unknown
//   node bench/wasm/run.mjs --search NODES [--table-bits B] [--rounds R] [--only kalah,oware]
//
// For every registered variant (or those of `--only`) and each round it runs `mancala bench
// --json` (native) and then the same games through the wasm export `playouts`, and prints the
// best moves/s of each with the ratio. Both must report the same number of moves (same seeds,
// same games). Rates are per CPU-second where both sides can tell (native: `moves_per_cpu_s`,
// Linux; wasm: node's process.cpuUsage()), so that a loaded machine does not skew the ratio;
// otherwise per wall-clock second.
//
// `--search NODES`: for each variant and round, the native example `search` (crates/wasm-bench)
// and then the wasm export `search_nodes` search the variant's start position with a budget of
// NODES nodes, no clock, the exact solver off and a table of 2^B entries (default 18, the
// browser's); both must report the same nodes and depth (the same tree), else the script fails.
// It prints the best nodes/s of each (per CPU-second as above, else wall-clock), the ratio, and
// the depth each side reaches in one (CPU-)second at its best rate: the depth of a search whose
// budget is that many nodes (one more native and one more wasm search).
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const games = BigInt(opt("--games", "2000"));
const seed = BigInt(opt("--seed", "1"));
const rounds = Number(opt("--rounds", "3"));
const maxPlies = 5000;
const wasmPath = opt("--wasm", join(root, "target/wasm32-unknown-unknown/release/mancala_wasm_bench.wasm"));
const native = opt("--native", join(root, "target/release/mancala"));
const only = opt("--only", "").split(",").filter((x) => x);
const searchNodes = opt("--search", null);
const tableBits = Number(opt("--table-bits", "18"));
const nativeSearch = opt("--native-search", join(root, "target/release/examples/search"));

const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const w = instance.exports;
const ids = [];
for (let i = 0; i < w.variant_count(); i++) {
  const bytes = new Uint8Array(w.memory.buffer, w.variant_id_ptr(i), w.variant_id_len(i));
  ids.push(new TextDecoder().decode(bytes));
}

if (searchNodes != null) {
  process.exit(searchBench(BigInt(searchNodes)) ? 1 : 0);
}

console.log(`node ${process.version}, ${games} games per run, seed ${seed}, best of ${rounds} rounds`);
console.log("variant        moves   native moves/s     wasm moves/s   wasm/native  clock");
let failed = false;
for (const [i, id] of ids.entries()) {
  if (only.length > 0 && !only.includes(id)) continue;
  let bestNative = 0, bestWasm = 0, nativeMoves = -1n, wasmMoves = -1n, cpu = true;
  for (let r = 0; r < rounds; r++) {
    const out = execFileSync(native, [
      "bench", "--variant", id, "--playouts", String(games), "--seed", String(seed),
      "--max-plies", String(maxPlies), "--json",
    ]);
    const report = JSON.parse(out.toString());
    nativeMoves = BigInt(report.moves);
    cpu = cpu && report.moves_per_cpu_s != null;

    const c0 = process.cpuUsage();
    const t0 = performance.now();
    wasmMoves = w.playouts(i, games, seed, maxPlies);
    const seconds = (performance.now() - t0) / 1000;
    const c1 = process.cpuUsage(c0);
    const cpuSeconds = Math.max((c1.user + c1.system) / 1e6, 1e-9);
    if (cpu) {
      bestNative = Math.max(bestNative, report.moves_per_cpu_s);
      bestWasm = Math.max(bestWasm, Number(wasmMoves) / cpuSeconds);
    } else {
      bestNative = Math.max(bestNative, report.moves_per_s);
      bestWasm = Math.max(bestWasm, Number(wasmMoves) / seconds);
    }
  }
  if (nativeMoves !== wasmMoves) {
    failed = true;
    console.log(`${id}: native played ${nativeMoves} moves but wasm ${wasmMoves}`);
  }
  const fmt = (x) => (x / 1e6).toFixed(2).padStart(10) + " M";
  console.log(
    `${id.padEnd(12)} ${String(wasmMoves).padStart(8)} ${fmt(bestNative)}     ${fmt(bestWasm)}      ${(bestWasm / bestNative).toFixed(2)}      ${cpu ? "cpu" : "wall"}`,
  );
}
process.exit(failed ? 1 : 0);

// The `--search NODES` mode; returns whether a native and a wasm search differed.
function searchBench(nodes) {
  const runNative = (id, budget) =>
    JSON.parse(execFileSync(nativeSearch, [id, String(budget), String(tableBits)]).toString());
  const runWasm = (i, budget) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const n = w.search_nodes(i, budget, tableBits);
    const seconds = Math.max((performance.now() - t0) / 1000, 1e-9);
    const c1 = process.cpuUsage(c0);
    const cpuSeconds = Math.max((c1.user + c1.system) / 1e6, 1e-9);
    return { nodes: n, depth: w.search_depth(), seconds, cpuSeconds };
  };
  console.log(
    `node ${process.version}, search of the start position, ${nodes} nodes per run, table 2^${tableBits}, best of ${rounds} rounds`,
  );
  console.log(
    "variant        nodes  depth   native nodes/s     wasm nodes/s   wasm/native  clock  depth in 1 s native/wasm",
  );
  let failed = false;
  const same = (id, a, b, what) => {
    if (BigInt(a.nodes) !== BigInt(b.nodes) || a.depth !== b.depth) {
      failed = true;
      console.log(`${id}${what}: native searched ${a.nodes} nodes to depth ${a.depth} but wasm ${b.nodes} to depth ${b.depth}`);
    }
  };
  for (const [i, id] of ids.entries()) {
    if (only.length > 0 && !only.includes(id)) continue;
    let bestNative = 0, bestWasm = 0, cpu = true, native = null, wasm = null;
    for (let r = 0; r < rounds; r++) {
      native = runNative(id, nodes);
      cpu = cpu && native.nodes_per_cpu_s != null;
      wasm = runWasm(i, nodes);
      same(id, native, wasm, "");
      bestNative = Math.max(bestNative, cpu ? native.nodes_per_cpu_s : native.nodes_per_s);
      bestWasm = Math.max(bestWasm, Number(wasm.nodes) / (cpu ? wasm.cpuSeconds : wasm.seconds));
    }
    // The depth of one second at each side's best rate (deterministic for a given node count).
    const nativeSecond = runNative(id, BigInt(Math.round(bestNative)));
    const wasmSecond = runWasm(i, BigInt(Math.round(bestWasm)));
    const fmt = (x) => (x / 1e6).toFixed(2).padStart(10) + " M";
    console.log(
      `${id.padEnd(12)} ${String(wasm.nodes).padStart(8)} ${String(wasm.depth).padStart(5)} ${fmt(bestNative)}     ${fmt(bestWasm)}      ${(bestWasm / bestNative).toFixed(2)}      ${cpu ? "cpu " : "wall"}   ${nativeSecond.depth}/${wasmSecond.depth}`,
    );
  }
  return failed;
}
