//! Mining from a fixed seed: the puzzles are unique, pass their check, carry a refutation of each
//! wrong move, and their themes are the ones the solution's step facts give.

use mancala_engine::{Action, Place, Step, Variant};
use mancala_puzzles::{check, check_refutations, lead, move_values, themes_of, Miner, Settings, Theme, Verified};
use std::collections::BTreeSet;

fn mine(id: &str, count: usize, seed: u64) -> (Variant, Vec<mancala_puzzles::Puzzle>) {
    let variant = Variant::new(id, &[]).unwrap();
    let mut settings = Settings::for_variant(&variant);
    // Shallower than the real miner, so the test stays quick; the checks are the same.
    settings.deep_depth = settings.deep_depth.min(7);
    settings.second_depth = settings.second_depth.min(6);
    settings.exact_nodes = 200_000;
    // The exact solver recurses once per ply of an endgame line: a big stack, as in the CLI.
    let v = variant.clone();
    let found = std::thread::Builder::new()
        .stack_size(1 << 28)
        .spawn(move || Miner::new(&v, settings, seed).mine(count, 200, 0, &mut |_, _| {}))
        .unwrap()
        .join()
        .unwrap();
    (variant, found)
}

#[test]
fn mined_puzzles_are_unique_checked_and_correctly_tagged() {
    for (id, count) in [("kalah", 6), ("oware", 6), ("hus", 3)] {
        let (variant, puzzles) = mine(id, count, 7);
        assert_eq!(puzzles.len(), count, "{id}: fewer puzzles than asked");
        let positions: BTreeSet<&str> = puzzles.iter().map(|p| p.position.as_str()).collect();
        assert_eq!(positions.len(), puzzles.len(), "{id}: a position twice");
        let ids: BTreeSet<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids.len(), puzzles.len(), "{id}: an id twice");
        for p in &puzzles {
            check(&variant, p, p.check_depth).unwrap_or_else(|e| panic!("{}: {e}", p.id));
            assert_eq!(p.refutations.len(), p.wrong.len(), "{}: a refutation per wrong move", p.id);
            let depth = Settings::for_variant(&variant).screen_depth;
            check_refutations(&variant, p, depth).unwrap_or_else(|e| panic!("{}: {e}", p.id));
            assert!((1..=5).contains(&p.difficulty), "{}", p.id);
            assert!(p.value - p.second >= p.margin - 1e-9, "{}: {} vs {}", p.id, p.value, p.second);
            assert!(!p.themes.is_empty());
            // The tags agree with the answer's own steps.
            let pos = variant.parse_position(&p.position).unwrap();
            let mv = variant.parse_move(&pos, &p.solution[0]).unwrap();
            let (after, steps) = variant.play(&pos, &mv).unwrap();
            let captures = steps.iter().any(|s| matches!(s, Step::Capture { count, .. } if *count > 0));
            assert_eq!(p.themes.contains(&Theme::Capture), captures, "{}: {:?}", p.id, p.themes);
            let extra = steps.iter().any(|s| matches!(s, Step::ExtraTurn { .. }));
            assert_eq!(
                p.themes.contains(&Theme::ExtraTurn) || p.themes.contains(&Theme::ExtraTurnChain),
                extra,
                "{}",
                p.id
            );
            if p.themes.contains(&Theme::DoubleCapture) {
                let them = pos.to_move().opponent();
                let pits: BTreeSet<u8> = steps
                    .iter()
                    .filter_map(|s| match s {
                        Step::Capture { from: Place::Pit(x), .. } if pos.owner(usize::from(*x)) == them => Some(*x),
                        _ => None,
                    })
                    .collect();
                assert!(pits.len() >= 2, "{}", p.id);
            }
            if p.themes.contains(&Theme::AvoidCapture) {
                assert!(!captures && after.to_move() != pos.to_move(), "{}", p.id);
            }
            if p.themes.contains(&Theme::EndgameCounting) {
                assert!(matches!(p.verified, Verified::Exact { .. }), "{}", p.id);
            }
            assert_eq!(p.themes.contains(&Theme::BestMove), p.themes.len() == 1 && p.themes[0] == Theme::BestMove);
            assert!(!mv.actions().contains(&Action::Pass) || id != "kalah");
        }
    }
}

#[test]
fn the_same_seed_mines_the_same_puzzles() {
    let (_, a) = mine("kalah", 3, 11);
    let (_, b) = mine("kalah", 3, 11);
    assert_eq!(a, b);
    let (_, c) = mine("kalah", 3, 12);
    assert_ne!(a, c);
}

#[test]
fn a_capture_in_one_is_found_and_tagged() {
    // South's pit 1 (S0) holds 1 seed; sowing it ends in the empty S1, opposite N's pit with 9.
    let variant = Variant::new("kalah", &[]).unwrap();
    let pos = variant.parse_position("S=[1,0,2,2,2,2] N=[1,1,1,1,9,1] SS=10 NS=10, S to move").unwrap();
    let moves = variant.legal_moves(&pos);
    let mut s = mancala_ai::Searcher::new(&variant, 16);
    let values = move_values(&mut s, &pos, 1);
    let (best, gap) = lead(&values).unwrap();
    assert_eq!(moves[best].token(pos.layout()), "S0");
    assert!(gap >= 200, "gap {gap}");
    let themes = themes_of(&variant, &pos, &moves, best, (best + 1) % moves.len(), &[], false);
    assert!(themes.contains(&Theme::Capture), "{themes:?}");
    assert!(!themes.contains(&Theme::DoubleCapture), "{themes:?}");
}

#[test]
fn theme_names_are_their_serde_names() {
    for t in Theme::ALL {
        assert_eq!(serde_json_name(t), t.name());
    }
}

fn serde_json_name(t: Theme) -> String {
    serde_json::to_value(t).unwrap().as_str().unwrap().to_string()
}
