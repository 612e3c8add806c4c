//! Every ```record block of docs/RECORD.md parses, replays through the engine and survives a
//! round trip; the blocks tagged `record canonical` are exactly what the writer writes.

use mancala_record::{parse, Lang};

const DOC: &str = include_str!("../../../docs/RECORD.md");

/// `(info string, body, line of the fence)` of every fenced block tagged `record…`.
fn record_blocks() -> Vec<(String, String, usize)> {
    let mut out = Vec::new();
    let mut current: Option<(String, String, usize)> = None;
    for (i, line) in DOC.lines().enumerate() {
        match current.as_mut() {
            None => {
                if let Some(info) = line.strip_prefix("```record") {
                    current = Some((format!("record{info}"), String::new(), i + 1));
                }
            }
            Some((_, body, _)) => {
                if line.starts_with("```") {
                    out.extend(current.take());
                } else {
                    body.push_str(line);
                    body.push('\n');
                }
            }
        }
    }
    assert!(current.is_none(), "unclosed ```record block in RECORD.md");
    out
}

#[test]
fn the_doc_has_the_promised_examples() {
    let blocks = record_blocks();
    assert!(blocks.len() >= 4, "found {} record blocks", blocks.len());
    let variants: Vec<String> = blocks
        .iter()
        .map(|(_, body, _)| parse(body).map(|r| r.variant).unwrap_or_default())
        .collect();
    assert!(variants.contains(&"kalah".to_string()));
    assert!(variants.contains(&"kiswahili".to_string()));
}

#[test]
fn every_doc_example_parses_replays_and_round_trips() {
    for (info, body, line) in record_blocks() {
        let record = parse(&body).unwrap_or_else(|e| panic!("RECORD.md line {line}: {e}"));
        let game = record
            .replay()
            .unwrap_or_else(|e| panic!("RECORD.md line {line}: {e}"));
        assert_eq!(game.positions().len(), record.mainline.nodes.len() + 1);
        let text = record.to_text();
        assert_eq!(
            parse(&text).as_ref(),
            Ok(&record),
            "round trip of line {line}"
        );
        if info.split_whitespace().any(|w| w == "canonical") {
            assert_eq!(text, body, "RECORD.md line {line} is not in canonical form");
        }
    }
}

#[test]
fn the_kalah_example_has_comments_in_both_languages_and_a_variation() {
    let (_, body, _) = record_blocks()
        .into_iter()
        .find(|(_, b, _)| b.contains("[Variant \"kalah\"]"))
        .expect("a Kalah example");
    let record = parse(&body).unwrap();
    assert_eq!(record.tag("South"), Some("Оксана"));
    let game = record.replay().unwrap();
    let intro = &game.mainline.comments;
    assert_eq!(intro.len(), 2);
    assert_eq!(intro[0].lang, Some(Lang::Uk));
    assert_eq!(intro[1].lang, Some(Lang::Ru));
    let plies = &game.mainline.plies;
    assert_eq!(plies[0].token, "S2");
    assert_eq!(plies[0].comments.len(), 2);
    // The variation replaces 2... N5 and is replayed from the position before it.
    let n5 = &plies[3];
    assert_eq!(n5.token, "N5");
    assert_eq!(n5.variations.len(), 1);
    let var = &n5.variations[0];
    assert_eq!(var.plies[0].before, n5.before);
    assert_eq!(var.plies[0].token, "N2");
    assert_eq!(var.plies[1].number, 5);
    // 3. S0 captures in the main line (KAL-8 sends the seeds to the store).
    assert!(
        plies[4].after.store(mancala_engine::Side::South)
            > plies[4].before.store(mancala_engine::Side::South) + 1
    );
    assert_eq!(game.timeline().unwrap().move_count(), plies.len());
}

#[test]
fn the_kiswahili_example_keeps_every_choice_inside_its_moves() {
    let (_, body, _) = record_blocks()
        .into_iter()
        .find(|(_, b, _)| b.contains("[Variant \"kiswahili\"]"))
        .expect("a Kiswahili example");
    let game = parse(&body).unwrap().replay().unwrap();
    let plies = &game.mainline.plies;
    assert_eq!(plies[2].canonical, "+S.I5/hS.I1");
    assert_eq!(plies[2].mv.actions().len(), 2);
    assert_eq!(plies[2].variations[0].plies[0].canonical, "+S.I5/hS.I8");
    assert_ne!(plies[2].after, plies[2].variations[0].plies[0].after);
}

#[test]
fn the_position_example_has_a_start_and_no_moves() {
    let (_, body, _) = record_blocks()
        .into_iter()
        .find(|(_, b, _)| b.contains("[Start "))
        .expect("a position example");
    let record = parse(&body).unwrap();
    assert!(record.mainline.nodes.is_empty());
    let game = record.replay().unwrap();
    assert_eq!(game.start.to_string(), record.start.clone().unwrap());
    assert_eq!(game.mainline.comments.len(), 2);
}
