//! `#/progress`: what the learner's progress on this device holds, saved to a file, and a file
//! read back here, merged with the device's ([`backup`]: the file, the merge and what it added,
//! in plain Rust).

use crate::pages::backup::{self, Backup, BackupError, Merged};
use crate::platform::i18n::{t, text, tr, Lang};
use crate::platform::js;
use leptos::prelude::*;
use mancala_engine::variants;

/// What the page said after the learner's last action.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Said {
    Exported(String),
    ExportFailed,
    Read(Merged),
    /// Read and merged, but the device could not keep it.
    Unsaved,
    Refused(BackupError),
    Unreadable,
}

impl Said {
    fn text(&self, l: Lang) -> String {
        match self {
            Said::Exported(file) => tr(l, "site-progress-exported", &[("file", file.clone().into())]),
            Said::ExportFailed => t(l, "site-progress-export-failed"),
            Said::Read(m) if m.is_nothing() => t(l, "site-progress-nothing"),
            Said::Read(m) => {
                let mut parts: Vec<String> = [
                    ("site-progress-added-lessons", m.lessons),
                    ("site-progress-added-puzzles", m.puzzles),
                    ("site-progress-added-reviews", m.reviews),
                    ("site-progress-added-games", m.games),
                    ("site-progress-added-results", m.results),
                    ("site-progress-added-settings", m.settings),
                ]
                .into_iter()
                .filter(|&(_, n)| n > 0)
                .map(|(key, n)| tr(l, key, &[("count", n.into())]))
                .collect();
                if let Some(r) = m.rating {
                    parts.push(tr(l, "site-progress-added-rating", &[("rating", i64::from(r).into())]));
                }
                tr(l, "site-progress-added", &[("parts", parts.join(", ").into())])
            }
            Said::Unsaved => t(l, "site-progress-unsaved"),
            Said::Refused(BackupError::NotProgress) => t(l, "site-progress-not-progress"),
            Said::Refused(BackupError::Newer { .. }) => t(l, "site-progress-newer"),
            Said::Refused(BackupError::TooBig { size }) => {
                tr(l, "site-progress-too-big", &[("size", (*size).into()), ("limit", backup::SIZE_LIMIT.into())])
            }
            Said::Unreadable => t(l, "site-progress-unreadable"),
        }
    }

    fn is_error(&self) -> bool {
        matches!(self, Said::ExportFailed | Said::Unsaved | Said::Refused(_) | Said::Unreadable)
    }
}

/// The page: the device's progress in words, "save to a file", "open a file".
#[component]
pub fn ProgressPage(#[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let device = RwSignal::new(Backup::load());
    let said = RwSignal::new(None::<Said>);
    js::set_title(&t(lang.get_untracked(), "site-progress-title"));

    let export = move |_| {
        let saved = js::now_iso();
        let file = format!("mancala-progress-{}.json", saved.get(..10).unwrap_or("saved"));
        let text = device.with_untracked(|d| d.to_file(&saved));
        said.set(Some(if js::download_text(&file, "application/json", &text) {
            Said::Exported(file)
        } else {
            Said::ExportFailed
        }));
    };
    let import = move |ev: leptos::ev::Event| {
        // A file's size is a whole number of bytes, within f64's integers.
        #[allow(clippy::cast_precision_loss, clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        if let Some(size) = js::chosen_file_size(&ev).filter(|&s| s > backup::SIZE_LIMIT as f64) {
            said.set(Some(Said::Refused(BackupError::TooBig { size: size as usize })));
            return;
        }
        js::read_chosen_file(&ev, move |read| {
            let text = match read {
                Ok(Some(text)) => text,
                Ok(None) => return,
                Err(why) => {
                    js::warn(&format!("progress file: {why}"));
                    said.set(Some(Said::Unreadable));
                    return;
                }
            };
            match Backup::from_file(&text) {
                Ok(file) => {
                    // Read again: another tab may have saved meanwhile.
                    let before = Backup::load();
                    let (merged, added) = backup::merge(&before, &file);
                    let kept = merged.store(&before);
                    device.set(Backup::load());
                    said.set(Some(if kept { Said::Read(added) } else { Said::Unsaved }));
                }
                Err(e) => said.set(Some(Said::Refused(e))),
            }
        });
    };

    let summary = move || {
        let l = lang.get();
        let d = device.get();
        if d.is_empty() {
            return view! { <p id="progress-empty">{t(l, "site-progress-empty")}</p> }.into_any();
        }
        let s = d.summary();
        let by_game: Vec<String> = variants()
            .into_iter()
            .filter_map(|v| {
                let n = s.lessons.iter().filter(|id| id.split('/').next() == Some(v.id)).count();
                (n > 0).then(|| {
                    tr(
                        l,
                        "site-progress-lessons-of",
                        &[("name", mancala_text::variant_name(l, v).into()), ("count", n.into())],
                    )
                })
            })
            .collect();
        let lessons = tr(l, "site-progress-lessons", &[("count", s.lessons.len().into())]);
        let lessons = if by_game.is_empty() { lessons } else { format!("{lessons} ({})", by_game.join(", ")) };
        view! {
            <ul id="progress-summary" class="progress-summary">
                <li id="progress-lessons">{lessons}</li>
                <li id="progress-puzzles">
                    {tr(l, "site-progress-puzzles", &[("tried", s.puzzles.into()), ("first", s.first_try.into())])}
                </li>
                {s.rating.map(|r| view! { <li id="progress-rating">{tr(l, "site-progress-rating", &[("rating", i64::from(r).into())])}</li> })}
                <li id="progress-reviews">{tr(l, "site-progress-reviews", &[("count", s.reviews.len().into())])}</li>
                <li id="progress-games">{tr(l, "site-progress-games", &[("count", s.games.into())])}</li>
            </ul>
        }
        .into_any()
    };

    view! {
        <section class="progress-page" aria-labelledby="progress-title">
            <h2 id="progress-title">{text(lang, "site-progress-title")}</h2>
            <p class="intro">{text(lang, "site-progress-intro")}</p>
            {summary}
            <div class="progress-actions">
                <button type="button" id="progress-export" on:click=export>
                    {text(lang, "site-progress-export")}
                </button>
                <label class="file-button">
                    <span>{text(lang, "site-progress-import")}</span>
                    <input type="file" id="progress-import" accept=".json,application/json" on:change=import />
                </label>
            </div>
            {move || {
                said.get().map(|s| {
                    let class = if s.is_error() { "notice error" } else { "notice" };
                    view! { <p id="progress-said" role="status" class=class>{s.text(lang.get())}</p> }
                })
            }}
        </section>
    }
}
