//! `mancala-content`: checks the tutor's content and exports it as the JSON files the site
//! fetches.
//!
//! ```text
//! mancala-content export DIR   check everything, then write DIR/content/<version>/{rules,lessons}/<variant>.json
//! mancala-content check        check everything, write nothing
//! mancala-content version      print the content version (the folder name under content/)
//! mancala-content facts FILE    print what every move of the lesson FILE's tasks does (captures,
//!                               last seed, the opponent's best capture after it, the captions):
//!                               the facts its hints and praises may state
//! mancala-content embed-strings DIR
//!                               write DIR/mancala-board.<lang>.ftl: the messages an embedded
//!                               board uses (`mancala_text::embed_subset`), fetched per language,
//!                               and mancala-board.<family>.<lang>.ftl for each family's own wasm
//!                               (without the other family's rules' sentences)
//! mancala-content four-row-variants
//!                               print the ids of the four-row games as a JSON array: the embed's
//!                               element loads their wasm for them (`mancala-embed-four-row.js`)
//! ```
//!
//! The site build runs `export` from a Trunk hook (Trunk.toml) into Trunk's staging folder, and
//! `tools/build_embed.sh` runs `embed-strings` into the embed's folder.

use mancala_content::export::{check_all, write};
use mancala_content::CONTENT_VERSION;
use std::path::Path;
use std::process::ExitCode;

const USAGE: &str =
    "usage: mancala-content export DIR | check | version | facts FILE | embed-strings DIR | four-row-variants | scorm HTML ZIP";

fn checked() -> Result<mancala_content::export::Checked, ExitCode> {
    check_all().map_err(|problems| {
        eprintln!("mancala-content: the content does not pass its checks:\n{}", problems.join("\n"));
        ExitCode::FAILURE
    })
}

fn run() -> Result<(), ExitCode> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["export", dir] => {
            let content = checked()?;
            let written = write(Path::new(dir), &content).map_err(|e| {
                eprintln!("mancala-content: cannot write the export: {e}");
                ExitCode::FAILURE
            })?;
            let bytes: usize = written.iter().map(|(_, n)| n).sum();
            println!(
                "mancala-content: {} rules pages and {} lessons checked; {} files ({bytes} bytes) in {}/content/{CONTENT_VERSION}",
                content.rules.len(),
                content.lessons.len(),
                written.len(),
                dir.trim_end_matches('/'),
            );
            Ok(())
        }
        ["check"] => {
            let content = checked()?;
            println!(
                "mancala-content: {} rules pages and {} lessons checked",
                content.rules.len(),
                content.lessons.len()
            );
            Ok(())
        }
        ["embed-strings", dir] => {
            use mancala_engine::Rows;
            // For the wasm with both families, and for each family's own wasm.
            for (family, rows) in [("", None), ("two-row.", Some(Rows::Two)), ("four-row.", Some(Rows::Four))] {
                for lang in mancala_text::Lang::ALL {
                    let path = Path::new(dir).join(format!("mancala-board.{family}{}.ftl", lang.code()));
                    let text = mancala_text::embed_subset_for(lang.source(), rows);
                    std::fs::write(&path, &text).map_err(|e| {
                        eprintln!("mancala-content: cannot write {}: {e}", path.display());
                        ExitCode::FAILURE
                    })?;
                    println!("mancala-content: {} ({} bytes)", path.display(), text.len());
                }
            }
            Ok(())
        }
        ["four-row-variants"] => {
            let ids: Vec<String> = mancala_engine::variants()
                .into_iter()
                .filter(|v| v.rows == mancala_engine::Rows::Four)
                .map(|v| format!("{:?}", v.id))
                .collect();
            println!("[{}]", ids.join(","));
            Ok(())
        }
        ["facts", file] => {
            let text = std::fs::read_to_string(file).map_err(|e| {
                eprintln!("mancala-content: cannot read {file}: {e}");
                ExitCode::FAILURE
            })?;
            let stem = Path::new(file).file_stem().and_then(|s| s.to_str()).unwrap_or_default();
            let dir = Path::new(file).parent().and_then(Path::file_name).and_then(|s| s.to_str()).unwrap_or_default();
            let report = mancala_content::parse_lesson(&format!("{dir}/{stem}"), &text)
                .and_then(|mut lesson| {
                    lesson.id = format!("{dir}/{stem}");
                    mancala_content::facts::report(&lesson)
                })
                .map_err(|e| {
                    eprintln!("mancala-content: {e}");
                    ExitCode::FAILURE
                })?;
            print!("{report}");
            Ok(())
        }
        ["scorm", html, out] => {
            use mancala_content::scorm;
            let site = std::fs::read(html).map_err(|e| {
                eprintln!("mancala-content: cannot read {html}: {e}");
                ExitCode::FAILURE
            })?;
            let scos = scorm::course_scos();
            let zip = scorm::package("mancala-tutor-courses", scorm::COURSES_TITLE, &scos, &site);
            std::fs::write(out, &zip).map_err(|e| {
                eprintln!("mancala-content: cannot write {out}: {e}");
                ExitCode::FAILURE
            })?;
            println!("mancala-content: {out} ({} bytes, {} SCOs)", zip.len(), scos.len());
            Ok(())
        }
        ["version"] => {
            println!("{CONTENT_VERSION}");
            Ok(())
        }
        _ => {
            eprintln!("{USAGE}");
            Err(ExitCode::from(2))
        }
    }
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(code) => code,
    }
}
