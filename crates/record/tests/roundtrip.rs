//! Round trips: `parse(&r.to_text()) == Ok(r)` for random records (unicode comments with braces
//! and backslashes, variations nested up to three deep, odd tag values) and for random legal
//! games of every variant of the engine, which also replay to the same positions.

use mancala_engine::{variants, Game, Variant};
use mancala_record::{is_move_token, parse, Comment, Lang, Line, Node, Record, KNOWN_TAGS};
use proptest::prelude::*;

/// Text with everything that needs care: braces, backslashes, quotes, `uk:`/`ru:` prefixes,
/// spaces and line breaks at the ends, Cyrillic, emoji, any char.
fn tricky_text() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            Just("uk:".to_string()),
            Just("ru:".to_string()),
            Just(" ".to_string()),
            Just("\\".to_string()),
            Just("{".to_string()),
            Just("}".to_string()),
            Just("\n".to_string()),
            Just("\r\n".to_string()),
            Just("\t".to_string()),
            Just("\u{feff}".to_string()),
            Just("\"".to_string()),
            Just("]".to_string()),
            Just("(".to_string()),
            "[a-zA-Zа-яА-ЯіїєґІЇЄҐёЁ0-9.,!?:;-]{1,6}",
            Just("😀".to_string()),
            any::<char>().prop_map(|c| c.to_string()),
        ],
        0..10,
    )
    .prop_map(|parts| parts.concat())
}

fn comment() -> impl Strategy<Value = Comment> {
    (
        prop_oneof![Just(None), Just(Some(Lang::Uk)), Just(Some(Lang::Ru))],
        tricky_text(),
    )
        .prop_map(|(lang, text)| Comment { lang, text })
}

fn token() -> impl Strategy<Value = String> {
    prop_oneof![
        "[A-Za-z+][A-Za-z0-9./+_-]{0,8}",
        "[0-9]{1,3}",
        "[0-9]{1,2}[A-Za-z/+_-][A-Za-z0-9./+_-]{0,4}",
        Just("S.I5/cw".to_string()),
        Just("+S.I6/hS.I1".to_string()),
        Just("pass".to_string()),
    ]
    .prop_filter("a writable token", |t| is_move_token(t))
}

fn node_without_variations() -> impl Strategy<Value = Node> {
    (token(), prop::collection::vec(comment(), 0..3)).prop_map(|(mv, comments)| Node {
        comments,
        ..Node::new(mv)
    })
}

/// A line of 1..6 moves whose moves carry variations nested up to `depth` deep.
fn line(depth: u32) -> BoxedStrategy<Line> {
    let node = if depth == 0 {
        node_without_variations().boxed()
    } else {
        (
            node_without_variations(),
            prop::collection::vec(line(depth - 1), 0..3),
        )
            .prop_map(|(mut n, variations)| {
                n.variations = variations;
                n
            })
            .boxed()
    };
    (
        prop::collection::vec(comment(), 0..2),
        prop::collection::vec(node, 1..6),
    )
        .prop_map(|(comments, nodes)| Line { comments, nodes })
        .boxed()
}

fn option_pair() -> impl Strategy<Value = (String, String)> {
    (
        "[a-z_.]{1,16}",
        prop_oneof!["[a-z0-9_]{0,10}", "[a-z0-9_]{1,4}=[a-z0-9 ]{0,4}[a-z0-9]"],
    )
}

fn tags() -> impl Strategy<Value = Vec<(String, String)>> {
    let names: Vec<String> = KNOWN_TAGS
        .iter()
        .map(|s| (*s).to_string())
        .chain(["X-Lesson".to_string(), "X-a_b-9".to_string()])
        .collect();
    (
        prop::sample::subsequence(names, 0..5),
        prop::collection::vec(tricky_text(), 5),
    )
        .prop_flat_map(|(names, values)| {
            let n = names.len();
            let pairs: Vec<(String, String)> = names.into_iter().zip(values).collect();
            Just(pairs).prop_shuffle().prop_map(move |mut p| {
                p.truncate(n);
                p
            })
        })
}

fn record() -> impl Strategy<Value = Record> {
    (
        tricky_text(),
        prop::collection::vec(option_pair(), 0..3),
        prop::option::of(tricky_text()),
        tags(),
        prop_oneof![
            1 => Just(Line::default()),
            1 => prop::collection::vec(comment(), 1..3).prop_map(|comments| Line { comments, nodes: Vec::new() }),
            6 => line(3),
        ],
    )
        .prop_map(|(variant, options, start, tags, mainline)| Record {
            variant,
            options,
            start,
            tags,
            mainline,
            ..Record::default()
        })
}

fn depth(line: &Line) -> usize {
    line.nodes
        .iter()
        .flat_map(|n| n.variations.iter())
        .map(|v| 1 + depth(v))
        .max()
        .unwrap_or(0)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn random_records_round_trip(r in record()) {
        let text = r.to_text();
        let back = parse(&text);
        prop_assert_eq!(back.as_ref(), Ok(&r), "text:\n{}", text);
        // The canonical form is a fixed point.
        prop_assert_eq!(back.unwrap().to_text(), text);
    }

    #[test]
    fn random_comments_keep_their_exact_text(c in comment(), mv in token()) {
        let mut r = Record::new("kalah");
        let mut node = Node::new(mv);
        node.comments.push(c.clone());
        r.mainline.nodes.push(node);
        let back = parse(&r.to_text()).unwrap();
        prop_assert_eq!(&back.mainline.nodes[0].comments[0], &c);
    }
}

#[test]
fn the_generator_makes_deep_variations() {
    // Sanity check of the strategy: some records nest variations three deep.
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let deepest = (0..200)
        .map(|_| depth(&line(3).new_tree(&mut runner).unwrap().current()))
        .max();
    assert_eq!(deepest, Some(3));
}

/// A small deterministic generator for random games (the seed comes from proptest).
struct Rng(u64);

impl Rng {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn random_game(variant: &Variant, seed: u64, plies: usize) -> Game {
    let mut rng = Rng(seed | 1);
    let mut game = Game::new(variant.clone());
    for _ in 0..plies {
        let legal = variant.legal_moves(game.position());
        if legal.is_empty() || game.position().is_over() {
            break;
        }
        let mv = legal[rng.next(legal.len())].clone();
        game.play(&mv).unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 120, ..ProptestConfig::default() })]

    /// A random legal game of any variant: written, read back, and replayed to the same
    /// positions; with random comments and a variation (another random move from a random
    /// branch point) it still round-trips and replays.
    #[test]
    fn random_engine_games_round_trip_and_replay(
        which in 0usize..64,
        seed in any::<u64>(),
        plies in 0usize..60,
        comments in prop::collection::vec((0usize..60, comment()), 0..6),
        branch in 0usize..60,
    ) {
        let all = variants();
        let spec = all[which % all.len()];
        let variant = Variant::new(spec.id, &[]).unwrap();
        let game = random_game(&variant, seed, plies);
        let mut record = Record::from_engine_game(&game);
        for (at, c) in comments {
            if let Some(node) = record.mainline.nodes.get_mut(at) {
                node.comments.push(c);
            }
        }
        // A variation: from the position before move `branch`, another legal move.
        let replayed = record.replay().unwrap();
        if let Some(ply) = replayed.mainline.plies.get(branch) {
            let layout = variant.layout();
            let others: Vec<String> = variant
                .legal_moves(&ply.before)
                .iter()
                .map(|m| m.token(layout))
                .filter(|t| *t != ply.canonical)
                .collect();
            if !others.is_empty() {
                let alt = &others[(seed as usize) % others.len()];
                record.mainline.nodes[branch].variations.push(Line {
                    comments: vec![Comment::new(Some(Lang::Ru), "иначе")],
                    nodes: vec![Node::new(alt.clone())],
                });
            }
        }
        let text = record.to_text();
        let back = parse(&text).unwrap();
        prop_assert_eq!(&back, &record);
        let replayed = back.replay().unwrap_or_else(|e| panic!("{e}\n{text}"));
        let expected: Vec<String> = std::iter::once(game.start().to_string())
            .chain(replayed.mainline.plies.iter().map(|p| p.after.to_string()))
            .collect();
        let got: Vec<String> = replayed.positions().iter().map(|p| p.to_string()).collect();
        prop_assert_eq!(got, expected);
        prop_assert_eq!(replayed.end(), game.position());
        prop_assert_eq!(replayed.mainline.plies.len(), game.moves().len());
        for (ply, mv) in replayed.mainline.plies.iter().zip(game.moves()) {
            prop_assert_eq!(&ply.mv, mv);
            prop_assert_eq!(ply.before.after_steps(&ply.steps).unwrap(), ply.after.clone());
        }
        prop_assert_eq!(replayed.timeline().unwrap().move_count(), game.moves().len());
    }

    /// Options and a start position survive the export: a game of Oware with changed options
    /// from a position reached by random moves.
    #[test]
    fn options_and_start_positions_are_exported(seed in any::<u64>(), plies in 0usize..30) {
        let variant = Variant::new("oware", &[("grand_slam", "forbidden"), ("must_feed", "false")]).unwrap();
        let opening = random_game(&variant, seed, plies);
        let start = opening.position().clone();
        let mut game = Game::from_position(variant.clone(), start.clone());
        let mut rng = Rng(seed ^ 0x9e37_79b9);
        for _ in 0..10 {
            let legal = variant.legal_moves(game.position());
            if legal.is_empty() || game.position().is_over() {
                break;
            }
            game.play(&legal[rng.next(legal.len())].clone()).unwrap();
        }
        let record = Record::from_engine_game(&game);
        prop_assert_eq!(
            &record.options,
            &vec![
                ("oware.grand_slam".to_string(), "forbidden".to_string()),
                ("oware.must_feed".to_string(), "false".to_string()),
            ]
        );
        prop_assert_eq!(record.start.is_some(), start != variant.start_position());
        let back = parse(&record.to_text()).unwrap();
        prop_assert_eq!(&back, &record);
        let replayed = back.replay().unwrap();
        prop_assert_eq!(&replayed.start, &start);
        prop_assert_eq!(replayed.end(), game.position());
        prop_assert_eq!(replayed.variant.options(), variant.options());
    }
}
