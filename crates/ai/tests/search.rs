//! The search on positions with a known best move, on random positions of every variant, and the
//! exact endgame solver against a brute-force minimax.

use mancala_ai::{choose, Level, Limits, NoClock, Searcher};
use mancala_engine::playout::{random_game, Rng};
use mancala_engine::{variants, Move, Position, Variant};

fn setup(id: &str, opts: &[(&str, &str)], text: &str) -> (Variant, Position) {
    let v = Variant::new(id, opts).expect("variant");
    let pos = v.parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    (v, pos)
}

fn token(v: &Variant, mv: &Move) -> String {
    mv.token(v.layout())
}

/// The move a level chooses (the same for every seed: asserted over several).
fn chosen(v: &Variant, pos: &Position, level: u8) -> String {
    let mut s = Searcher::new(v, 16);
    let mut seen = Vec::new();
    for seed in 0..4 {
        let r = choose(&mut s, pos, Level::new(level).unwrap(), seed, &NoClock).expect("a move");
        seen.push(token(v, &r.best));
    }
    seen.dedup();
    assert_eq!(seen.len(), 1, "level {level} varies between {seen:?}");
    seen.remove(0)
}

/// Seeds the mover gains in store by a move (Kalah, Oware).
fn store_gain(v: &Variant, pos: &Position, tok: &str) -> i32 {
    let (after, _) = v.play_token(pos, tok).expect("legal");
    i32::from(after.store(pos.to_move())) - i32::from(pos.store(pos.to_move()))
}

#[test]
fn kalah_a_capture_to_take_at_level_1() {
    // S2's single seed ends in the empty S3 and takes the 8 seeds of N2 opposite (KAL-8).
    let (v, pos) = setup("kalah", &[], "S=[0,0,1,0,0,3] N=[1,1,8,1,1,1] SS=15 NS=16, S to move");
    assert_eq!(store_gain(&v, &pos, "S2"), 9);
    assert_eq!(chosen(&v, &pos, 1), "S2");
    // Level 0 plays at random: over many seeds it plays both moves.
    let mut s = Searcher::new(&v, 12);
    let picks: std::collections::BTreeSet<String> =
        (0..32).map(|seed| token(&v, &choose(&mut s, &pos, Level::MIN, seed, &NoClock).unwrap().best)).collect();
    assert_eq!(picks.len(), 2, "{picks:?}");
}

#[test]
fn kalah_a_capture_to_prevent_at_level_2() {
    // S0 captures 3+1 now, but then N0's seed ends in the empty N1 and takes S4's 6 (and its own
    // seed). S4 sows the 6 seeds away and fills N0 and N1: no capture for North.
    let (v, pos) = setup("kalah", &[], "S=[2,0,0,0,6,0] N=[1,0,3,3,3,3] SS=14 NS=13, S to move");
    assert_eq!(store_gain(&v, &pos, "S0"), 4);
    let (after_s0, _) = v.play_token(&pos, "S0").unwrap();
    assert_eq!(store_gain(&v, &after_s0, "N0"), 7, "the threat the test is about");
    assert_eq!(chosen(&v, &pos, 1), "S0", "level 1 only sees its own capture");
    assert_eq!(chosen(&v, &pos, 2), "S4");
}

#[test]
fn kalah_an_extra_turn_chain_at_level_3() {
    // S5 (1 seed), then S4 (2), then S5 again, then S3 (3): every move ends in the store (KAL-7).
    // Any other first move breaks the chain.
    let (v, pos) = setup("kalah", &[], "S=[0,0,0,3,2,1] N=[0,2,2,2,2,2] SS=15 NS=17, S to move");
    let mut s = Searcher::new(&v, 16);
    let r = choose(&mut s, &pos, Level::new(3).unwrap(), 0, &NoClock).unwrap();
    assert_eq!(token(&v, &r.best), "S5");
    let line: Vec<String> = r.pv.iter().take(4).map(|m| token(&v, m)).collect();
    assert_eq!(line, ["S5", "S4", "S5", "S3"], "the principal variation is the chain");
    // The chain really keeps the turn: replay it.
    let mut cur = pos.clone();
    for tok in &line {
        let (next, _) = v.play_token(&cur, tok).unwrap();
        assert_eq!(next.to_move(), pos.to_move(), "{tok} ends the turn");
        cur = next;
    }
}

#[test]
fn oware_a_capture_to_take_at_level_1() {
    // S5's two seeds end in N1, which then holds 3, and N0 before it holds 2: 5 seeds (OW-7).
    let (v, pos) = setup("oware", &[], "S=[1,0,0,3,0,2] N=[1,2,4,4,4,4] SS=11 NS=12, S to move");
    assert_eq!(store_gain(&v, &pos, "S5"), 5);
    assert_eq!(chosen(&v, &pos, 1), "S5");
}

#[test]
fn oware_a_capture_to_prevent_at_level_2() {
    // North threatens N5 (3 seeds) into S0, S1, S2, making 2, 2, 3: a chain of 7 (OW-7).
    // S5 captures 5 at once (N0 and N1 make 2 and 3) but leaves the threat; S1 or S2 break it.
    let (v, pos) = setup("oware", &[], "S=[1,1,2,0,0,2] N=[1,2,3,2,1,3] SS=15 NS=15, S to move");
    assert_eq!(store_gain(&v, &pos, "S5"), 5);
    let (after_s5, _) = v.play_token(&pos, "S5").unwrap();
    // 7 seeds, and every seed of South: the grand slam ends the game, North keeps its row (OW-9).
    assert_eq!(best_reply(&v, &after_s5), 13, "the threat the test is about");
    assert_eq!(chosen(&v, &pos, 1), "S5", "level 1 only sees its own capture");
    let (best, _) = worst_reply(&v, &pos);
    assert_eq!(best, 0);
    let mut s = Searcher::new(&v, 16);
    for seed in 0..4 {
        let tok = token(&v, &choose(&mut s, &pos, Level::new(2).unwrap(), seed, &NoClock).unwrap().best);
        assert!(tok == "S1" || tok == "S2", "level 2 chose {tok}");
        let (after, _) = v.play_token(&pos, &tok).unwrap();
        assert_eq!(best_reply(&v, &after), 0, "{tok}");
    }
}

/// The largest store gain of the player to move.
fn best_reply(v: &Variant, pos: &Position) -> i32 {
    v.legal_moves(pos).iter().map(|m| store_gain(v, pos, &token(v, m))).max().unwrap_or(0)
}

/// The best two-ply material balance for the mover (own gain minus the best reply's), by brute force.
fn worst_reply(v: &Variant, pos: &Position) -> (i32, String) {
    v.legal_moves(pos)
        .iter()
        .map(|m| {
            let tok = token(v, m);
            let (after, _) = v.play_token(pos, &tok).unwrap();
            (store_gain(v, pos, &tok) - best_reply(v, &after), tok)
        })
        .max()
        .unwrap()
}

#[test]
fn every_variant_random_positions_give_a_legal_move_within_a_small_budget() {
    let mut scratch = Vec::new();
    for spec in variants() {
        for v in spec.option_variants() {
            let mut searcher = Searcher::new(&v, 12);
            let mut rng = Rng::new(u64::from(spec.learning_order) * 7919);
            for round in 0..6 {
                let mut pos = v.start_position();
                let plies = rng.below(120) as u32;
                random_game(&v, &mut pos, &mut rng, plies, &mut scratch);
                let legal = v.legal_moves(&pos);
                let r = searcher.search(&pos, &Limits::nodes(3_000), &NoClock);
                if pos.is_over() || legal.is_empty() {
                    assert!(r.is_none(), "{} {:?}: a move in a finished position", v.id(), v.changed_options());
                    continue;
                }
                let r = r.expect("a move");
                assert!(
                    legal.contains(&r.best),
                    "{} {:?} round {round}: illegal {:?}",
                    v.id(),
                    v.changed_options(),
                    r.best
                );
                assert!(r.nodes <= 3_000 + 1, "{}: {} nodes", v.id(), r.nodes);
                assert_eq!(r.pv.first(), Some(&r.best));
                // The principal variation is a line of legal moves.
                let mut cur = pos.clone();
                for mv in &r.pv {
                    assert!(v.legal_moves(&cur).contains(mv), "{}: pv {:?}", v.id(), r.pv);
                    v.play_legal(&mut cur, mv);
                }
                for level in [0, 1, 2] {
                    let c = choose(&mut searcher, &pos, Level::new(level).unwrap(), round, &NoClock).expect("a move");
                    assert!(legal.contains(&c.best), "{} level {level}", v.id());
                }
            }
        }
    }
}

/// Plain minimax to the end of the game, with the solver's scores and repetition rule.
fn brute(s: &Searcher, v: &Variant, pos: &Position, path: &mut Vec<Position>) -> i32 {
    if pos.is_over() {
        return s.final_score(pos);
    }
    if path.iter().any(|p| p.same_state(pos)) {
        return match v.agree_end(pos) {
            Ok((end, _)) => {
                let t = s.final_score(&end);
                if end.to_move() == pos.to_move() {
                    t
                } else {
                    -t
                }
            }
            Err(_) => 0,
        };
    }
    let moves = v.legal_moves(pos);
    assert!(!moves.is_empty());
    path.push(pos.clone());
    let mut best = i32::MIN;
    for mv in &moves {
        let mut child = pos.clone();
        v.play_legal(&mut child, mv);
        let t = brute(s, v, &child, path);
        best = best.max(if child.to_move() == pos.to_move() { t } else { -t });
    }
    path.pop();
    best
}

/// Random positions with `seeds` seeds left on the board, the rest in the stores.
fn small_positions(v: &Variant, seeds: u32, count: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let n = v.layout().pit_count();
    let mut out = Vec::new();
    while out.len() < count {
        let mut pits = vec![0u32; n];
        for _ in 0..seeds {
            pits[rng.below(n)] += 1;
        }
        let rest = 48 - seeds;
        // Neither store above half of the 48 seeds (Oware would be over).
        let south_store = rest - 23 + rng.below((47 - rest) as usize) as u32;
        let north_store = rest - south_store;
        let list = |r: std::ops::Range<usize>| pits[r].iter().map(u32::to_string).collect::<Vec<_>>().join(",");
        let side = if rng.below(2) == 0 { "S" } else { "N" };
        let text = format!(
            "S=[{}] N=[{}] SS={south_store} NS={north_store} moves=5,5, {side} to move",
            list(0..n / 2),
            list(n / 2..n)
        );
        // Positions the rules call finished (an empty row in Kalah, a starved player in Oware)
        // are drawn again.
        let Ok(pos) = v.parse_position(&text) else { continue };
        if !pos.is_over() && !v.legal_moves(&pos).is_empty() {
            out.push(pos);
        }
    }
    out
}

#[test]
fn the_exact_solver_agrees_with_brute_force_minimax_in_kalah() {
    let v = Variant::new("kalah", &[]).unwrap();
    let mut s = Searcher::new(&v, 16);
    for seeds in [2, 4, 6] {
        for pos in small_positions(&v, seeds, 12, u64::from(seeds)) {
            let want = brute(&s, &v, &pos, &mut Vec::new());
            let got = s.solve(&pos, &Limits::nodes(2_000_000), &NoClock).expect("solved");
            assert!(got.exact);
            assert_eq!(got.score, want, "{pos}");
            // The move it chose is worth what it says.
            let mut child = pos.clone();
            v.play_legal(&mut child, &got.best);
            let t = brute(&s, &v, &child, &mut Vec::new());
            assert_eq!(if child.to_move() == pos.to_move() { t } else { -t }, want, "{pos}: {:?}", got.best);
        }
    }
}

#[test]
fn the_exact_solver_agrees_with_brute_force_minimax_in_oware() {
    let v = Variant::new("oware", &[]).unwrap();
    let mut s = Searcher::new(&v, 16);
    // Few seeds: the brute force follows every cycle of the seeds round the board to its repetition.
    for (seeds, count) in [(2, 10)] {
        for pos in small_positions(&v, seeds, count, 100 + u64::from(seeds)) {
            s.clear();
            let want = brute(&s, &v, &pos, &mut Vec::new());
            let got = s.solve(&pos, &Limits::nodes(2_000_000), &NoClock).expect("solved");
            assert_eq!(got.score, want, "{pos}");
        }
    }
}

#[test]
fn a_budget_of_nodes_is_kept_and_the_search_always_answers() {
    let v = Variant::new("kiswahili", &[]).unwrap();
    let mut s = Searcher::new(&v, 14);
    let pos = v.start_position();
    for nodes in [1, 10, 100, 1000] {
        let r = s.search(&pos, &Limits::nodes(nodes), &NoClock).expect("a move");
        assert!(v.legal_moves(&pos).contains(&r.best));
        assert!(r.nodes <= nodes + 1, "{} > {nodes}", r.nodes);
    }
}

#[test]
fn a_time_budget_stops_the_search_by_the_given_clock() {
    // A clock that advances 1 ms per reading: a 50 ms budget ends after about 50 readings (one
    // per 1024 nodes), however fast the machine.
    let ticks = std::cell::Cell::new(0.0);
    let clock = || {
        ticks.set(ticks.get() + 1.0);
        ticks.get()
    };
    let v = Variant::new("oware", &[]).unwrap();
    let mut s = Searcher::new(&v, 16);
    let mut limits = Limits::time_ms(50.0);
    limits.exact = false;
    let r = s.search(&v.start_position(), &limits, &clock).expect("a move");
    assert!(r.nodes <= 1024 * 52, "{} nodes", r.nodes);
    assert!(r.depth >= 1);
}

#[test]
fn kiswahili_a_safari_worth_taking_at_level_1() {
    // Planting into S.I8 captures and sows the captured seeds on to the working house; going on
    // (safari, KSW-18c) lifts the house and captures again, stopping does not. Found among random
    // games by `examples/find_safari.rs`.
    let text = "S.I=[0,1,0,0,11,0,0,1] S.O=[0,0,0,0,1,1,2,2] N.I=[1,1,0,0,9,0,0,1] N.O=[1,1,1,1,0,0,0,1] \
                SS=0 NS=0 S.res=14 N.res=14 moves=8,8 capturing=5,5, S to move";
    let (v, pos) = setup("kiswahili", &[], text);
    let legal: Vec<String> = v.legal_moves(&pos).iter().map(|m| token(&v, m)).collect();
    assert!(legal.contains(&"+S.I8/stop".to_string()), "{legal:?}");
    let south_half = |p: &Position| p.seeds_in_half(mancala_engine::Side::South);
    let (go, _) = v.play_token(&pos, "+S.I8/go").unwrap();
    let (stop, _) = v.play_token(&pos, "+S.I8/stop").unwrap();
    assert!(south_half(&go) >= south_half(&stop) + 5, "the safari takes more");
    assert_eq!(chosen(&v, &pos, 1), "+S.I8/go");
}

/// The exact solver follows a line at most `EXACT_MAX_PLY` plies deep: with a lower cap than a
/// position needs, the solve gives up (`None`) instead of recursing on, and a search with the
/// solver on still answers, from the ordinary search; with the default cap the same positions
/// solve.
#[test]
fn the_exact_solver_gives_up_on_a_line_longer_than_its_cap_and_the_search_still_answers() {
    let v = Variant::new("kalah", &[]).unwrap();
    let mut capped = Searcher::new(&v, 16);
    capped.set_exact_max_ply(3);
    let mut free = Searcher::new(&v, 16);
    let mut gave_up = 0;
    for pos in small_positions(&v, 10, 8, 77) {
        let full = free.solve(&pos, &Limits::nodes(5_000_000), &NoClock).expect("solved with the default cap");
        assert!(full.exact);
        match capped.solve(&pos, &Limits::nodes(5_000_000), &NoClock) {
            None => gave_up += 1,
            // A position whose every line ends within 3 plies is solved all the same.
            Some(r) => assert_eq!(r.score, full.score, "{pos}"),
        }
        let limits = Limits { exact: true, ..Limits::nodes(20_000) };
        let r = capped.search(&pos, &limits, &NoClock).expect("a move");
        assert!(v.legal_moves(&pos).contains(&r.best), "{pos}");
        assert!(!r.exact || r.score == full.score, "{pos}");
    }
    assert!(gave_up >= 4, "most 10-seed endgames need more than 3 plies: {gave_up} of 8 gave up");
}

/// The material margin for the player to move after `plies` plies of material-only minimax over
/// every legal move (the engine's moves alone, no evaluation, no search).
fn material_minimax(v: &Variant, pos: &Position, plies: u32) -> i32 {
    let e = mancala_ai::Evaluator::new(v);
    let me = pos.to_move();
    if pos.is_over() || plies == 0 {
        return e.margin(pos, me);
    }
    let moves = v.legal_moves(pos);
    moves
        .iter()
        .map(|m| {
            let mut c = pos.clone();
            v.play_legal(&mut c, m);
            let s = material_minimax(v, &c, plies - 1);
            if c.to_move() == me {
                s
            } else {
                -s
            }
        })
        .max()
        .unwrap_or_else(|| e.margin(pos, me))
}

/// A depth-2 search ends its lines in the middle of an exchange: without quiescence it takes a
/// capture (+S.I5, the house's direction towards S.I8) whose recapture and the next capture it
/// cannot see, and loses 18 seeds against +S.I2 by three plies of the engine's own moves; with
/// the four-row games' quiescence search (the default) it plays +S.I2. Found among random games
/// by `examples/find_quiescence.rs` (`-- kiswahili 2`).
#[test]
fn kiswahili_quiescence_sees_the_end_of_an_exchange_at_depth_2() {
    let text = "S.I=[1,3,0,0,4,0,0,1] S.O=[0,0,0,0,0,1,2,0] N.I=[3,0,1,1,17,1,2,1] N.O=[0,1,1,0,1,1,2,2] \
                SS=0 NS=0 S.res=9 N.res=9 S.house=destroyed moves=13,13 capturing=11,11, S to move";
    let (v, pos) = setup("kiswahili", &[], text);
    let value = |tok: &str| {
        let (after, _) = v.play_token(&pos, tok).expect("legal");
        let s = material_minimax(&v, &after, 3);
        if after.to_move() == pos.to_move() {
            s
        } else {
            -s
        }
    };
    assert!(value("+S.I5/hS.I8") + 10 <= value("+S.I2"), "{} vs {}", value("+S.I5/hS.I8"), value("+S.I2"));
    let mut without = Searcher::new(&v, 14);
    without.set_quiescence(0, 1);
    let r = without.search(&pos, &Limits::depth(2), &NoClock).expect("a move");
    assert_eq!(token(&v, &r.best), "+S.I5/hS.I8");
    let mut with = Searcher::new(&v, 14);
    assert!(with.quiescence() > 0, "the four-row games search captures below the leaves");
    let r = with.search(&pos, &Limits::depth(2), &NoClock).expect("a move");
    assert_eq!(token(&v, &r.best), "+S.I2");
}

/// The quiescence search is the four-row games' only: the two-row games' search is unchanged.
#[test]
fn only_the_four_row_games_search_captures_below_the_leaves() {
    for id in ["kalah", "oware", "namnam", "kiswahili", "omweso", "hus"] {
        let v = Variant::new(id, &[]).unwrap();
        let four = matches!(id, "kiswahili" | "omweso" | "hus");
        assert_eq!(Searcher::new(&v, 8).quiescence() > 0, four, "{id}");
    }
}
