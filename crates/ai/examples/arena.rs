//! Plays players against each other and prints win rates (BENCHMARKS.md "Search").
//!
//! ```text
//! cargo run --release -p mancala-ai --example arena -- [--games N] [--variants kalah,oware,...]
//!     [--pairs 5:uct,1:0,2:1,...] [--time-scale F] [--sims 10000] [--max-plies 600]
//! ```
//!
//! A player is a level (`0`..`5`) or `uct` (the UCT yardstick with `--sims` simulations per move).
//! Each pairing plays N games (default 200), colours alternated: games 2k and 2k+1 start from the
//! same opening of two random plies (seeded by k), one with each player as South, so that
//! deterministic levels do not play one game over and over. `--time-scale` multiplies the time
//! budgets of levels 4 and 5 (0.5 s and 2 s) so that a run fits the time at hand; the figures say
//! which scale they were made with. A game still going after `--max-plies` counts as a draw.

use mancala_ai::{choose, Evaluator, Family, Level, Limits, Plan, Searcher, SystemClock, Uct, Weights, NATIVE_TT_BITS};
use mancala_engine::playout::Rng;
use mancala_engine::{Game, Move, Position, Side, Variant};

#[derive(Clone, Debug, PartialEq)]
enum Player {
    Level(Level),
    Uct,
    /// A fixed-depth search with the family's weights changed as named (self-play tuning):
    /// `d4`, `d4/side=0/mobility=20`, `d4/material` (material only).
    Depth(u8, String),
}

impl Player {
    fn parse(s: &str) -> Player {
        if s == "uct" {
            Player::Uct
        } else if let Some(rest) = s.strip_prefix('d') {
            let (depth, tweaks) = rest.split_once('/').unwrap_or((rest, ""));
            Player::Depth(depth.parse().expect("dN"), tweaks.to_string())
        } else {
            Player::Level(Level::new(s.parse().expect("a level number")).expect("a level 0..=5"))
        }
    }
    fn name(&self) -> String {
        match self {
            Player::Level(l) => format!("L{}", l.number()),
            Player::Uct => "UCT".into(),
            Player::Depth(d, t) if t.is_empty() => format!("d{d}"),
            Player::Depth(d, t) => format!("d{d}/{t}"),
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
}

impl Seat {
    fn pick(&mut self, pos: &Position, seed: u64, cfg: &Config, clock: &SystemClock) -> Option<Move> {
        match &self.player {
            Player::Uct => self.uct.best_move(pos, cfg.sims),
            Player::Depth(d, _) => self.searcher.search(pos, &Limits::depth(*d), clock).map(|r| r.best),
            Player::Level(level) => match level.plan() {
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
    let cfg = Config {
        time_scale: get("--time-scale").map_or(1.0, |s| s.parse().expect("--time-scale F")),
        sims: get("--sims").map_or(10_000, |s| s.parse().expect("--sims N")),
    };
    let max_plies: u32 = get("--max-plies").map_or(600, |s| s.parse().expect("--max-plies N"));
    println!("games per pairing: {games}; time scale {}; UCT simulations {}", cfg.time_scale, cfg.sims);
    for id in variants.split(',') {
        let variant = Variant::new(id, &[]).expect("variant");
        for pair in pairs.split(',') {
            let (a, b) = pair.split_once(':').expect("pairs as A:B");
            let (a, b) = (Player::parse(a), Player::parse(b));
            let (a_name, b_name) = (a.name(), b.name());
            let t0 = std::time::Instant::now();
            let (mut wins, mut draws, mut losses, mut cut, mut south) = (0, 0, 0, 0, 0);
            for g in 0..games {
                let a_south = g % 2 == 0;
                let r = play(&variant, &a, &b, a_south, u64::from(g / 2), &cfg, max_plies);
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
                "{id}: {} vs {}: {wins} wins, {draws} draws ({cut} cut), {losses} losses of {games}: {score:.1} % for {} ({:.0} s); South won {south}",
                a_name, b_name, a_name,
                t0.elapsed().as_secs_f64()
            );
        }
    }
}

/// One game; the result for player `a`: 1 win, 0 draw, -1 loss, `None` cut at the ply limit.
fn play(
    variant: &Variant,
    a: &Player,
    b: &Player,
    a_south: bool,
    opening: u64,
    cfg: &Config,
    max_plies: u32,
) -> Option<i8> {
    let clock = SystemClock::new();
    let seat = |p: &Player, salt: u64| {
        let mut searcher = Searcher::new(variant, NATIVE_TT_BITS - 2);
        if let Player::Depth(_, tweaks) = p {
            let family = Family::of(variant);
            searcher.set_evaluator(Evaluator::new(variant).with_weights(tweaked(family, tweaks)));
        }
        Seat { player: p.clone(), searcher, uct: Uct::new(variant, opening * 2 + salt) }
    };
    let mut seats = if a_south { [seat(a, 1), seat(b, 2)] } else { [seat(b, 2), seat(a, 1)] };
    let mut game = Game::new(variant.clone());
    let mut rng = Rng::new(opening.wrapping_mul(0x9e37_79b9) + 17);
    for _ in 0..2 {
        let moves = variant.legal_moves(game.position());
        if moves.is_empty() || game.position().is_over() {
            break;
        }
        let mv = moves[rng.below(moves.len())].clone();
        game.play(&mv).expect("legal");
    }
    let mut plies = 0;
    while !game.position().is_over() && plies < max_plies {
        let pos = game.position().clone();
        let side = pos.to_move();
        let Some(mv) = seats[side.index()].pick(&pos, opening ^ u64::from(plies), cfg, &clock) else { break };
        game.play(&mv).expect("the players play legal moves");
        plies += 1;
    }
    let a_side = if a_south { Side::South } else { Side::North };
    let o = game.position().outcome()?;
    Some(match o.winner {
        None => 0,
        Some(w) if w == a_side => 1,
        Some(_) => -1,
    })
}
