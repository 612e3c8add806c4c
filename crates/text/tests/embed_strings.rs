//! The embed's share of the Fluent files (`embed_subset`) keeps every message an embedded board
//! uses, unchanged, and nothing of the site's pages.

use fluent_syntax::ast::Entry;
use mancala_text::{
    add_locale, embed_subset, has, is_embed_message, is_part_loaded, locale_part, rule_rows, t, Lang, LocalePart,
};
use std::collections::BTreeMap;

fn messages(source: &str) -> BTreeMap<String, Entry<&str>> {
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(_, errors)| panic!("{errors:?}"));
    resource
        .body
        .into_iter()
        .filter_map(|e| match &e {
            Entry::Message(m) => Some((m.id.name.to_string(), e.clone())),
            Entry::Term(t) => Some((format!("-{}", t.id.name), e.clone())),
            _ => None,
        })
        .collect()
}

#[test]
fn the_subset_keeps_the_embed_messages_unchanged_and_drops_the_rest() {
    for lang in Lang::ALL {
        let full_text = lang.source();
        let subset_text = embed_subset(full_text);
        let full = messages(full_text);
        let subset = messages(&subset_text);
        for (id, entry) in &full {
            if is_embed_message(id) {
                assert_eq!(subset.get(id), Some(entry), "{}: {id} is not kept as it is", lang.code());
            } else {
                assert!(!subset.contains_key(id), "{}: {id} is kept", lang.code());
            }
        }
        assert!(subset.keys().all(|id| full.contains_key(id)));
        // The narration and the embed's own strings are there; the site's pages are not.
        for id in [
            "step-sow-pit",
            "step-capture-store--KAL-8",
            "record-at",
            "site-embed-error",
            "site-pit-label",
            "site-speed-3",
        ] {
            assert!(subset.contains_key(id), "{}: {id} missing", lang.code());
        }
        for id in ["site-title", "site-lesson-next", "site-record-heading", "puzzle-prompt-capture", "ai-level-0"] {
            assert!(full.contains_key(id) && !subset.contains_key(id), "{}: {id}", lang.code());
        }
        assert!(
            subset_text.len() * 4 < full_text.len() * 3,
            "{}: {} of {} bytes",
            lang.code(),
            subset_text.len(),
            full_text.len()
        );
    }
}

/// The code of a module as the embed's build compiles it: without the top-level items gated
/// behind the pages' feature `app` (from the attribute to the item's `;`, or to its closing `}`
/// at the start of a line).
fn embed_code(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let mut skipping = false;
    for line in code.lines() {
        if line == "#[cfg(feature = \"app\")]" {
            skipping = true;
        } else if skipping {
            skipping = !((line.ends_with(';') && !line.starts_with(' ')) || line == "}");
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// Every `"site-…"` literal in the modules the embed's wasm is built from names a message the
/// subset keeps (a literal cut short by `format!`, like `"site-speed-{}"`, is a prefix).
/// The features the embed's wasm is built without: a module gated behind one of them is not in it.
const NOT_IN_THE_EMBED: [&str; 3] =
    ["#[cfg(feature = \"app\")]", "#[cfg(feature = \"board-input\")]", "#[cfg(feature = \"ai-worker\")]"];

/// The files of the modules the embed's build compiles (from `site/src/`): `lib.rs`'s modules
/// and theirs, followed through `mod x;` lines (`x.rs` or `x/mod.rs`), but for those gated behind
/// a feature the embed leaves out, and `bin/embed.rs`.
fn embed_build_files(root: &str) -> Vec<String> {
    let mut files = vec!["bin/embed.rs".to_string()];
    let mut todo = vec![("lib.rs".to_string(), String::new())];
    while let Some((file, dir)) = todo.pop() {
        let code = std::fs::read_to_string(format!("{root}{file}")).unwrap_or_else(|e| panic!("{file}: {e}"));
        let mut gated = false;
        for line in code.lines() {
            if NOT_IN_THE_EMBED.contains(&line.trim()) {
                gated = true;
                continue;
            }
            let name =
                line.strip_prefix("pub mod ").or_else(|| line.strip_prefix("mod ")).and_then(|l| l.strip_suffix(';'));
            if let (Some(name), false) = (name, gated) {
                let flat = format!("{dir}{name}.rs");
                let folder = format!("{dir}{name}/mod.rs");
                let child = if std::path::Path::new(&format!("{root}{flat}")).is_file() { flat } else { folder };
                files.push(child.clone());
                todo.push((child, format!("{dir}{name}/")));
            }
            gated = false;
        }
    }
    files.sort();
    files
}

/// Every `"site-…"` literal in the modules the embed's wasm is built from names a message the
/// subset keeps (a literal cut short by `format!`, like `"site-speed-{}"`, is a prefix).
#[test]
fn the_embed_modules_use_only_kept_messages() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../site/src/");
    let files = embed_build_files(root);
    // The walk sees the board and the embed, and not the pages or the board's input.
    for expected in ["embed/mod.rs", "embed/view.rs", "board/view.rs", "board/player.rs", "platform/js/dom.rs"] {
        assert!(files.iter().any(|f| f == expected), "{expected} not found in the embed's build: {files:?}");
    }
    assert!(!files.iter().any(|f| f.starts_with("pages/") || f == "board/choices.rs"), "{files:?}");
    // Not checked: the site's own content loading, progress and routes, the SVG of printing and
    // the computer's messages (`ai/mod.rs`; its words are in `ai/words.rs`, only in the worker's
    // wasm), which are compiled in but hold no `"site-` literal an embed shows.
    let unchecked = ["ai/mod.rs", "platform/content.rs", "platform/progress.rs", "platform/route.rs", "board/svg.rs"];
    let modules: Vec<&String> = files.iter().filter(|f| !unchecked.contains(&f.as_str())).collect();
    for module in modules {
        let code = embed_code(&std::fs::read_to_string(format!("{root}{module}")).expect("a module"));
        let mut rest = code.as_str();
        while let Some(at) = rest.find("\"site-") {
            let literal: String =
                rest[at + 1..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
            assert!(is_embed_message(&literal), "{module} uses {literal}, which the embed's strings leave out");
            rest = &rest[at + 1..];
        }
    }
}

/// The site's two shares of each language (`locales/uk.json`, `locales/uk.game.json`): every
/// message is in exactly one, unchanged, and the home page's share has none of a board's sentences;
/// the exporter's own messages (the puzzle and drill lessons' texts) are in neither.
#[test]
fn the_two_locale_shares_split_every_message_once() {
    let export_only = mancala_text::is_export_only;
    assert!(export_only("puzzle-prompt-capture-best") && export_only("drill-say-last-seed"));
    assert!(!export_only("puzzle-theme-capture"), "the puzzles page names the themes");
    for lang in Lang::ALL {
        let full_text = lang.source();
        let full = messages(full_text);
        let shares: Vec<_> =
            LocalePart::ALL.into_iter().map(|p| (p, messages_owned(&locale_part(full_text, p)))).collect();
        for (id, entry) in &full {
            let holders: Vec<LocalePart> = shares.iter().filter(|(_, m)| m.contains_key(id)).map(|(p, _)| *p).collect();
            if export_only(id) {
                assert_eq!(holders, [], "{}: {id} is the exporter's", lang.code());
                continue;
            }
            assert_eq!(holders, [LocalePart::of(id)], "{}: {id}", lang.code());
            let (_, share) = shares.iter().find(|(p, _)| *p == LocalePart::of(id)).expect("every share");
            assert_eq!(share.get(id), Some(&format!("{entry:?}")), "{}: {id} is not kept as it is", lang.code());
        }
        for id in ["site-title", "site-home-play", "site-locale-offline", "side-S", "seeds", "site-teacher-link"] {
            assert_eq!(LocalePart::of(id), LocalePart::Pages, "{id}");
        }
        for id in ["site-teacher-title", "site-task-bad-link", "site-task-part-cap"] {
            assert_eq!(LocalePart::of(id), LocalePart::Class, "{id}");
        }
        for id in [
            "site-lesson-next",
            "site-record-heading",
            "site-embed-error",
            "step-sow-pit",
            "record-at",
            "error-position-syntax",
            "site-opt-namnam--fours-owner",
            "pit-label",
            "move-label",
            "site-lesson-next",
            "site-record-heading",
            "site-embed-error",
        ] {
            assert_eq!(LocalePart::of(id), LocalePart::Game, "{id}");
        }
        // The home page's share is the smaller one: most of what the site says is the game's.
        let pages = locale_part(full_text, LocalePart::Pages);
        assert!(pages.len() * 8 < full_text.len(), "{}: {} of {} bytes", lang.code(), pages.len(), full_text.len());
    }
}

fn messages_owned(source: &str) -> BTreeMap<String, String> {
    messages(source).into_iter().map(|(id, e)| (id, format!("{e:?}"))).collect()
}

/// `add_locale` builds a language from its shares as the site loads them: first the pages',
/// then the game's, then the classroom's; a share with a message of the other is refused and changes nothing.
#[test]
fn a_language_is_built_from_its_shares() {
    let lang = Lang::Ru;
    let source = lang.source();
    add_locale(lang, LocalePart::Pages, locale_part(source, LocalePart::Pages)).unwrap();
    assert!(is_part_loaded(lang, LocalePart::Pages));
    assert!(has(lang, "site-title"));
    assert!(!has(lang, "step-sow-pit"), "only the pages' share is there");
    let sow = "step-sow-pit";
    assert!(t(lang, sow).starts_with('⟦'));
    let clash = format!("{}\nsite-title = Другое название\n", locale_part(source, LocalePart::Game));
    assert!(add_locale(lang, LocalePart::Game, clash).is_err());
    assert!(!has(lang, sow), "a refused share adds nothing");
    add_locale(lang, LocalePart::Game, locale_part(source, LocalePart::Game)).unwrap();
    assert!(has(lang, "site-title") && has(lang, sow));
    assert!(!has(lang, "site-teacher-title"), "the classroom's share comes with its pages only");
    add_locale(lang, LocalePart::Class, locale_part(source, LocalePart::Class)).unwrap();
    let export_only = mancala_text::is_export_only;
    for id in messages(source).keys().filter(|id| !id.starts_with('-')) {
        assert_eq!(has(lang, id), !export_only(id), "{id}: after the three shares");
    }
}

/// Every `"site-…"` literal of the modules that make the header, the home page and the errors of
/// loading (which the site shows before the game's share is there) is in the pages' share.
#[test]
fn the_home_page_modules_use_only_the_pages_share() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../site/src/");
    let ids: Vec<String> = messages(Lang::Uk.source()).into_keys().collect();
    for module in ["pages/app.rs", "pages/classroom.rs", "platform/i18n.rs", "platform/content.rs", "pages/course.rs"] {
        let code = std::fs::read_to_string(format!("{root}{module}")).expect(module);
        // Of course.rs (the course page, a page with a board's strings), only what the home page
        // draws with it (the reset button, the progress badges): from each `pub fn` to the `}` that closes it.
        let code = if module == "pages/course.rs" {
            [
                "pub(crate) fn draw_reset",
                "pub fn ResetProgress",
                "pub(crate) fn progress_badge",
                "pub(crate) fn set_badge",
            ]
            .iter()
            .map(|start| {
                let from = code.find(start).unwrap_or_else(|| panic!("course.rs has no {start}"));
                let len = code[from..].find("\n}\n").expect("the component ends");
                code[from..from + len].to_string()
            })
            .collect::<Vec<_>>()
            .join("\n")
        } else {
            code
        };
        let mut rest = code.as_str();
        let mut seen = 0;
        while let Some(at) = rest.find("\"site-") {
            let literal: String =
                rest[at + 1..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
            // A message id (`"site-title"`), or the start of some (`"site-offline-{}"`); else a
            // class name or an id of the page, like `"site-foot no-print"`.
            let named = match rest[at + 1 + literal.len()..].chars().next() {
                Some('"') => ids.contains(&literal),
                Some('{') => ids.iter().any(|id| id.starts_with(&literal)),
                _ => false,
            };
            if named {
                assert_eq!(
                    LocalePart::of(&literal),
                    LocalePart::Pages,
                    "{module} uses {literal}, which is not in the pages' share"
                );
                seen += 1;
            }
            rest = &rest[at + 1..];
        }
        assert!(seen > 0, "{module}: no \"site-…\" literal found");
    }
}

/// Every rule of RULES.md belongs to one family by its prefix, or to none (the options `A…`, the
/// engine's `ENG-…`); and every rule the games of a family cite in random games is of that family
/// or of none, so that a family's own strings file (`embed_subset_for`) has every sentence its
/// boards need.
#[test]
fn the_rules_of_a_family_are_told_by_their_prefix() {
    use mancala_engine::playout::Rng;
    use mancala_engine::rules::RULE_IDS;
    use mancala_engine::{variants, Rows, Variant};
    for rule in RULE_IDS {
        let family_less =
            rule.starts_with('A') && rule[1..].starts_with(|c: char| c.is_ascii_digit()) || rule.starts_with("ENG-");
        assert!(family_less || rule_rows(rule).is_some(), "{rule}");
    }
    for spec in variants() {
        let variant = Variant::new(spec.id, &[]).unwrap();
        let mut rng = Rng::new(7);
        for _ in 0..40 {
            let mut pos = variant.start_position();
            for _ in 0..300 {
                let moves = variant.legal_moves(&pos);
                if pos.is_over() || moves.is_empty() {
                    break;
                }
                let (next, steps) = variant.play(&pos, &moves[rng.below(moves.len())]).unwrap();
                for rule in steps.iter().filter_map(mancala_engine::Step::rule) {
                    let rows = rule_rows(rule.0);
                    assert!(rows.is_none() || rows == Some(spec.rows), "{} cites {} ({rows:?})", spec.id, rule.0);
                }
                pos = next;
            }
        }
    }
    let _ = Rows::Two;
}

/// A family's own strings file keeps the embed's messages but the other family's rules'.
#[test]
fn a_familys_strings_leave_out_the_other_familys_rules() {
    use mancala_engine::Rows;
    use mancala_text::embed_subset_for;
    for lang in Lang::ALL {
        let whole = embed_subset(lang.source());
        let all = messages(&whole);
        assert_eq!(messages(&embed_subset_for(lang.source(), None)).len(), all.len());
        for (rows, own, other) in [
            (Rows::Two, "step-capture-store--KAL-8", "step-pick-up--KSW-12"),
            (Rows::Four, "step-pick-up--KSW-12", "step-capture-store--KAL-8"),
        ] {
            let text = embed_subset_for(lang.source(), Some(rows));
            let mine = messages(&text);
            assert!(mine.contains_key(own) && !mine.contains_key(other), "{rows:?}");
            for (id, entry) in &all {
                let rule_rows = mancala_text::message_rows(id);
                assert_eq!(
                    mine.get(id),
                    if rule_rows.is_none_or(|r| r == rows) { Some(entry) } else { None },
                    "{rows:?} {id}"
                );
            }
            assert!(text.len() * 10 < embed_subset(lang.source()).len() * 9, "{rows:?}: {} bytes", text.len());
        }
    }
}

/// Random games of every game, narrated (every step, note and ending) with only its family's
/// strings (`mancala-board.<family>.<lang>.ftl`): no sentence is missing.
#[test]
fn every_family_narrates_its_games_with_its_own_strings() {
    use mancala_engine::playout::Rng;
    use mancala_engine::{variants, Rows};
    use mancala_text::{embed_subset_for, set_locale, Narrator};
    for rows in [Rows::Two, Rows::Four] {
        for lang in Lang::ALL {
            set_locale(lang, embed_subset_for(lang.source(), Some(rows))).unwrap();
            for spec in variants().into_iter().filter(|s| s.rows == rows) {
                for variant in spec.option_variants() {
                    let narrator = Narrator::new(lang, variant.layout());
                    let mut rng = Rng::new(11);
                    for _ in 0..4 {
                        let mut pos = variant.start_position();
                        for _ in 0..400 {
                            let moves = variant.legal_moves(&pos);
                            if pos.is_over() || moves.is_empty() {
                                break;
                            }
                            let mover = pos.to_move();
                            let (next, steps) = variant.play(&pos, &moves[rng.below(moves.len())]).unwrap();
                            // Both narrations: the board's, and the one that also counts the pits
                            // (which gives more "why not" sentences).
                            let lines = narrator.narrate_move(&steps, mover);
                            for line in lines.iter().chain(&narrator.narrate_move_from(&pos, &steps)) {
                                assert!(!line.contains('⟦'), "{} {:?} {}: {line}", spec.id, rows, lang.code());
                            }
                            pos = next;
                        }
                    }
                }
            }
        }
    }
}

/// An embedded board keeps only the general sentences of bad input (`SITE_ONLY_DETAIL`): a
/// broken position or an unfinished move still names the broken rule in words, never `⟦…⟧`; the
/// site's whole strings say the detail.
#[test]
fn an_embedded_board_says_bad_input_in_general_words() {
    use mancala_engine::{EndReason, Expected, IllegalMove, IllegalReason, Inconsistency, Layout, Move, Rows};
    use mancala_text::{embed_subset_for, illegal_move, inconsistency, set_locale, tr};
    let layout = Layout { rows: Rows::Four, columns: 8 };
    let over = Inconsistency::AlreadyOver(EndReason::InnerRowEmpty);
    let unfinished = IllegalMove { mv: Move::sow(3), reason: IllegalReason::Incomplete { expected: Expected::Head } };
    for lang in Lang::ALL {
        set_locale(lang, lang.source().to_string()).unwrap();
        let (site_over, site_move) = (inconsistency(lang, "KSW-4", over), illegal_move(lang, layout, &unfinished));
        for rows in [None, Some(Rows::Two), Some(Rows::Four)] {
            set_locale(lang, embed_subset_for(lang.source(), rows)).unwrap();
            let text = inconsistency(lang, "KSW-4", over);
            assert!(!text.contains('⟦') && text.contains("KSW-4") && text != site_over, "{rows:?}: {text}");
            assert_eq!(text, tr(lang, "error-position-inconsistent", &[("rule", "KSW-4".into())]));
            let text = illegal_move(lang, layout, &unfinished);
            assert!(!text.contains('⟦') && text != site_move, "{rows:?}: {text}");
        }
        set_locale(lang, lang.source().to_string()).unwrap();
        assert_eq!(inconsistency(lang, "KSW-4", over), site_over);
    }
}
