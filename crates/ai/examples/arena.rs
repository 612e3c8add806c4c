//! Plays players against each other and prints win rates (BENCHMARKS.md "Search").
//!
//! ```text
//! cargo run --release -p mancala-ai --example arena -- [--games N] [--variants kalah,oware,...]
//!     [--pairs 5:uct,1:0,2:1,...] [--time-scale F] [--sims 10000] [--max-plies 600]
//!     [--opening-plies N] [--balanced K] [--balance-depth D] [--threads T] [--clock cpu|wall]
//! ```
//!
//! A player is a level (`0`..`5`) or `uct` (the UCT yardstick with `--sims` simulations per move).
//! Each pairing plays N games (default 200), colours alternated: games 2k and 2k+1 start from the
//! same opening of two random plies (seeded by k), one with each player as South, so that
//! deterministic levels do not play one game over and over. `--time-scale` multiplies the time
//! budget of level 5 (2 s) so that a run fits the time at hand; the figures say which scale they
//! were made with. A game still going after `--max-plies` counts as a draw.
//! `--opening-plies N` (default 2) plays N random plies instead of two, for more distinct openings.
//!
//! **Balanced openings** (`--balanced K`): an opening is kept only if a search of
//! `--balance-depth` plies (default 8, with the family's quiescence) finds it worth at most K
//! seeds to either side and not a proven result; otherwise the next random one of its seed is
//! tried. In games where the side to move after a random opening nearly always wins (Omweso and
//! Hus from their start: South won 75–80 % of the games whoever played it), only such openings
//! can tell a stronger player from a weaker one, as engine testers' balanced opening books do.
//!
//! **Time.** `--clock cpu` (the default) gives the timed levels their budget in CPU time of the
//! thread that searches (`CLOCK_THREAD_CPUTIME_ID`), so games played side by side on `--threads`
//! cores, or beside other work on a shared machine, search as much as alone; `--clock wall` uses
//! the wall clock, as the browser does. `--threads T` (default 1) plays T games at a time; the
//! results do not depend on T except through the timed levels.
//!
//! Any search player takes the quiescence settings after a `/`: `q=N` plies of quiescence search
//! below the leaves (`noq` is `q=0`; default: the family's, `Searcher::default_quiescence`) and
//! `qgain=K` (only moves that win at least K seeds are searched there): `d4/noq`, `4/q=2`,
//! `d6/q=4/qgain=3/exposed=10`.

use mancala_ai::{
    choose, Clock, Evaluator, Family, Level, Limits, Plan, Searcher, SystemClock, Uct, Weights, NATIVE_TT_BITS,
};
use mancala_engine::playout::Rng;
use mancala_engine::{Game, Move, Position, Side, Variant};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;

/// The CPU time of the calling thread, in milliseconds (Linux and other POSIX systems).
struct ThreadCpuClock;

impl Clock for ThreadCpuClock {
    fn now_ms(&self) -> f64 {
        let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
        // SAFETY: `ts` is a valid timespec to write to; the clock id is a constant of libc.
        let r = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &raw mut ts) };
        assert_eq!(r, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID)");
        ts.tv_sec as f64 * 1000.0 + ts.tv_nsec as f64 / 1e6
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Kind {
    Level(Level),
    Uct,
    /// A fixed-depth search with the family's weights changed as named (self-play tuning):
    /// `d4`, `d4/side=0/mobility=20`, `d4/material` (material only).
    Depth(u8, String),
}

#[derive(Clone, Debug, PartialEq)]
struct Player {
    kind: Kind,
    /// Quiescence plies and least gain (`q=N`, `noq`, `qgain=K`), when not the family's default.
    quiescence: Option<u8>,
    min_gain: i32,
    text: String,
}

impl Player {
    fn parse(s: &str) -> Player {
        let (head, tweaks) = s.split_once('/').unwrap_or((s, ""));
        let (mut quiescence, mut min_gain) = (None, 1);
        let mut weights = Vec::new();
        for t in tweaks.split('/').filter(|t| !t.is_empty()) {
            if t == "noq" {
                quiescence = Some(0);
            } else if let Some(n) = t.strip_prefix("q=") {
                quiescence = Some(n.parse().expect("q=N"));
            } else if let Some(k) = t.strip_prefix("qgain=") {
                min_gain = k.parse().expect("qgain=K");
            } else {
                weights.push(t);
            }
        }
        let kind = if head == "uct" {
            Kind::Uct
        } else if let Some(depth) = head.strip_prefix('d') {
            Kind::Depth(depth.parse().expect("dN"), weights.join("/"))
        } else {
            assert!(weights.is_empty(), "weights only for dN players: {s}");
            Kind::Level(Level::new(head.parse().expect("a level number")).expect("a level 0..=5"))
        };
        Player { kind, quiescence, min_gain, text: s.to_string() }
    }
    fn name(&self) -> String {
        match &self.kind {
            Kind::Level(_) => format!("L{}", self.text),
            Kind::Uct => "UCT".into(),
            Kind::Depth(..) => self.text.clone(),
        }
    }
}

/// The family's weights with `name=value` changes joined by `/` (`material`: material only).
fn tweaked(family: Family, tweaks: &str) -> Weights {
    let mut w = Weights::for_family(family);
    for t in tweaks.split('/').filter(|t| !t.is_empty()) {
        if t == "material" {
            w = Weights::material_only(family);
            continue;
        }
        let (k, v) = t.split_once('=').expect("name=value");
        let v: i32 = v.parse().expect("an integer weight");
        match k {
            "side" => w.side = v,
            "extra" => w.extra = v,
            "threat_mover" => w.threat_mover = v,
            "threat_other" => w.threat_other = v,
            "vulnerable" => w.vulnerable = v,
            "kroo" => w.kroo = v,
            "mobility" => w.mobility = v,
            "exposed" => w.exposed = v,
            "inner" => w.inner = v,
            _ => panic!("no weight {k}"),
        }
    }
    w
}

struct Seat {
    player: Player,
    searcher: Searcher,
    uct: Uct,
}

struct Config {
    time_scale: f64,
    sims: u32,
    opening_plies: u32,
    /// Keep only openings a search finds worth at most this many seeds (`--balanced`).
    balanced: Option<i32>,
    balance_depth: u8,
    cpu_clock: bool,
    max_plies: u32,
}

impl Seat {
    fn pick(&mut self, pos: &Position, seed: u64, cfg: &Config, clock: &dyn Clock) -> Option<Move> {
        match &self.player.kind {
            Kind::Uct => self.uct.best_move(pos, cfg.sims),
            Kind::Depth(d, _) => self.searcher.search(pos, &Limits::depth(*d), clock).map(|r| r.best),
            Kind::Level(level) => match level.plan() {
                Plan::Search(limits) if limits.time_ms.is_some() => {
                    let limits = Limits { time_ms: limits.time_ms.map(|t| t * cfg.time_scale), ..limits };
                    self.searcher.search(pos, &limits, clock).map(|r| r.best)
                }
                _ => choose(&mut self.searcher, pos, *level, seed, clock).map(|r| r.best),
            },
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let get = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).cloned();
    let games: u32 = get("--games").map_or(200, |s| s.parse().expect("--games N"));
    let variants = get("--variants").unwrap_or_else(|| "kalah,oware,kiswahili,omweso,hus".into());
    let pairs = get("--pairs").unwrap_or_else(|| "5:uct,1:0,2:1,3:2,4:3,5:4".into());
    let threads: u32 = get("--threads").map_or(1, |s| s.parse().expect("--threads T")).max(1);
    let cfg = Config {
        time_scale: get("--time-scale").map_or(1.0, |s| s.parse().expect("--time-scale F")),
        sims: get("--sims").map_or(10_000, |s| s.parse().expect("--sims N")),
        opening_plies: get("--opening-plies").map_or(2, |s| s.parse().expect("--opening-plies N")),
        balanced: get("--balanced").map(|s| s.parse().expect("--balanced K")),
        balance_depth: get("--balance-depth").map_or(8, |s| s.parse().expect("--balance-depth D")),
        cpu_clock: match get("--clock").as_deref() {
            None | Some("cpu") => true,
            Some("wall") => false,
            Some(other) => panic!("--clock cpu or wall, not {other}"),
        },
        max_plies: get("--max-plies").map_or(600, |s| s.parse().expect("--max-plies N")),
    };
    println!(
        "games per pairing: {games}; time scale {} ({} clock); UCT simulations {}; opening plies {}{}; threads {threads}",
        cfg.time_scale,
        if cfg.cpu_clock { "thread CPU" } else { "wall" },
        cfg.sims,
        cfg.opening_plies,
        cfg.balanced.map_or(String::new(), |k| format!(", balanced within {k} seeds at depth {}", cfg.balance_depth)),
    );
    for id in variants.split(',') {
        let variant = Variant::new(id, &[]).expect("variant");
        let openings = openings(&variant, games.div_ceil(2), &cfg, threads);
        for pair in pairs.split(',') {
            let (a, b) = pair.split_once(':').expect("pairs as A:B");
            let (a, b) = (Player::parse(a), Player::parse(b));
            let (a_name, b_name) = (a.name(), b.name());
            let t0 = std::time::Instant::now();
            // Game g: (result for A, plies); games played `threads` at a time.
            let results: Vec<(Option<i8>, u32)> = parallel(games, threads, |g| {
                play(&variant, &a, &b, g % 2 == 0, &openings[(g / 2) as usize], u64::from(g / 2), &cfg)
            });
            let (mut wins, mut draws, mut losses, mut cut, mut south) = (0, 0, 0, 0, 0);
            // Openings (pairs of games) that A won twice, B won twice; and the plies played.
            let (mut a_both, mut b_both, mut total_plies) = (0, 0, 0u64);
            for (g, &(r, plies)) in results.iter().enumerate() {
                let a_south = g % 2 == 0;
                total_plies += u64::from(plies);
                if !a_south && r == results[g - 1].0 && r.is_some_and(|r| r != 0) {
                    if r == Some(1) {
                        a_both += 1;
                    } else {
                        b_both += 1;
                    }
                }
                // South won when A won as South or lost as North.
                if r == Some(if a_south { 1 } else { -1 }) {
                    south += 1;
                }
                match r {
                    Some(1) => wins += 1,
                    Some(-1) => losses += 1,
                    Some(_) => draws += 1,
                    None => {
                        draws += 1;
                        cut += 1;
                    }
                }
            }
            let score = (f64::from(wins) + f64::from(draws) / 2.0) / f64::from(games) * 100.0;
            println!(
                "{id}: {} vs {}: {wins} wins, {draws} draws ({cut} cut), {losses} losses of {games}: {score:.1} % for {} ({:.0} s); South won {south}; openings won twice by {a_name} {a_both}, by {b_name} {b_both}; {:.0} plies a game",
                a_name, b_name, a_name,
                t0.elapsed().as_secs_f64(),
                total_plies as f64 / f64::from(games.max(1))
            );
        }
    }
}

/// `f(0..n)`, computed `threads` at a time, in order.
fn parallel<T: Send, F: Fn(u32) -> T + Sync>(n: u32, threads: u32, f: F) -> Vec<T> {
    let next = AtomicU32::new(0);
    let out: Mutex<Vec<Option<T>>> = Mutex::new((0..n).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads.min(n.max(1)) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= n {
                    break;
                }
                let r = f(i);
                out.lock().expect("no thread panicked")[i as usize] = Some(r);
            });
        }
    });
    out.into_inner().expect("no thread panicked").into_iter().map(|r| r.expect("every game played")).collect()
}

/// The openings of `count` pairs of games: `--opening-plies` random plies from the start, seeded
/// by the pair's number; with `--balanced K`, the first of that seed's tries that a search of
/// `--balance-depth` plies finds worth at most K seeds to either side.
fn openings(variant: &Variant, count: u32, cfg: &Config, threads: u32) -> Vec<Game> {
    let t0 = std::time::Instant::now();
    let tries = AtomicU32::new(0);
    let found = parallel(count, threads, |k| {
        let mut searcher = Searcher::new(variant, NATIVE_TT_BITS - 4);
        for attempt in 0u64.. {
            tries.fetch_add(1, Ordering::Relaxed);
            let seed = u64::from(k).wrapping_mul(0x9e37_79b9) + 17 + attempt.wrapping_mul(0x5851_f42d_4c95_7f2d);
            let mut rng = Rng::new(seed);
            let mut game = Game::new(variant.clone());
            for _ in 0..cfg.opening_plies {
                let moves = variant.legal_moves(game.position());
                if moves.is_empty() || game.position().is_over() {
                    break;
                }
                let mv = moves[rng.below(moves.len())].clone();
                game.play(&mv).expect("legal");
            }
            let Some(k_seeds) = cfg.balanced else { return game };
            if game.position().is_over() {
                continue;
            }
            searcher.clear();
            let r = searcher.search(game.position(), &Limits::depth(cfg.balance_depth), &mancala_ai::NoClock);
            if r.is_some_and(|r| r.proven().is_none() && r.score.abs() <= k_seeds * mancala_ai::SEED) {
                return game;
            }
            assert!(attempt < 10_000, "no balanced opening found for pair {k}");
        }
        unreachable!()
    });
    if cfg.balanced.is_some() {
        println!(
            "{}: {count} balanced openings from {} tries ({:.0} s)",
            variant.id(),
            tries.load(Ordering::Relaxed),
            t0.elapsed().as_secs_f64()
        );
    }
    found
}

/// One game from `opening`; the result for player `a`: 1 win, 0 draw, -1 loss, `None` cut at the
/// ply limit; and the plies the players played (after the opening).
fn play(
    variant: &Variant,
    a: &Player,
    b: &Player,
    a_south: bool,
    opening: &Game,
    salt: u64,
    cfg: &Config,
) -> (Option<i8>, u32) {
    let wall = SystemClock::new();
    let clock: &dyn Clock = if cfg.cpu_clock { &ThreadCpuClock } else { &wall };
    let seat = |p: &Player, extra: u64| {
        let mut searcher = Searcher::new(variant, NATIVE_TT_BITS - 2);
        if let Kind::Depth(_, tweaks) = &p.kind {
            let family = Family::of(variant);
            searcher.set_evaluator(Evaluator::new(variant).with_weights(tweaked(family, tweaks)));
        }
        let plies = p.quiescence.unwrap_or_else(|| Searcher::default_quiescence(Family::of(variant)));
        searcher.set_quiescence(plies, p.min_gain);
        Seat { player: p.clone(), searcher, uct: Uct::new(variant, salt * 2 + extra) }
    };
    let mut seats = if a_south { [seat(a, 1), seat(b, 2)] } else { [seat(b, 2), seat(a, 1)] };
    let mut game = opening.clone();
    let mut plies = 0;
    while !game.position().is_over() && plies < cfg.max_plies {
        let pos = game.position().clone();
        let side = pos.to_move();
        let Some(mv) = seats[side.index()].pick(&pos, salt ^ u64::from(plies), cfg, clock) else { break };
        game.play(&mv).expect("the players play legal moves");
        plies += 1;
    }
    let a_side = if a_south { Side::South } else { Side::North };
    let r = game.position().outcome().map(|o| match o.winner {
        None => 0,
        Some(w) if w == a_side => 1,
        Some(_) => -1,
    });
    (r, plies)
}
