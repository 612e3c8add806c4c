//! Game records (docs/RECORD.md, `mancala-record`) on the play page: the game as a `.mancala`
//! file or text to copy, and a record (pasted, or a file) opened as a game on the play page.
//!
//! A record opens as a share link (variant, options, start position, the main line's moves), so
//! the play page that shows it is the ordinary one. Comments and variations are not shown there
//! (the page says so). A record that cannot be read or played is explained with its line and
//! column in the user's language.

use crate::platform::i18n::{t, text, tr, Lang};
use crate::platform::js;
use crate::platform::route::PlayLink;
use leptos::prelude::*;
use mancala_record::{RecordError, ReplayError};

/// Why a record cannot be opened.
#[derive(Clone, Debug)]
pub enum ImportError {
    /// Nothing was pasted.
    Empty,
    /// A syntax error (`mancala_record::parse`).
    Parse(RecordError),
    /// The engine rejects it (`Record::replay`).
    Replay(ReplayError),
    /// The browser could not read the chosen file.
    File(String),
}

impl ImportError {
    #[must_use]
    pub fn text(&self, lang: Lang) -> String {
        match self {
            ImportError::Empty => t(lang, "site-record-empty"),
            ImportError::Parse(e) => mancala_text::record_error(lang, e),
            ImportError::Replay(e) => mancala_text::replay_error(lang, e),
            ImportError::File(why) => tr(lang, "site-record-file-error", &[("why", why.as_str().into())]),
        }
    }
}

/// What was opened: the record's title (if it has one) and whether it had comments or
/// variations that the play page does not show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opened {
    pub title: Option<String>,
    pub dropped: bool,
}

impl Opened {
    #[must_use]
    pub fn text(&self, lang: Lang) -> String {
        let title = self.title.clone().unwrap_or_else(|| t(lang, "site-record-untitled"));
        let mut text = tr(lang, "site-record-loaded", &[("title", title.into())]);
        if self.dropped {
            text.push(' ');
            text.push_str(&t(lang, "site-record-dropped"));
        }
        text
    }
}

/// A message handed from the page that opened a record to the play page the record opens on
/// (a new page, since the route changes). Provided by [`crate::App`].
#[derive(Clone, Copy)]
pub struct Flash(pub RwSignal<Option<Opened>>);

impl Default for Flash {
    fn default() -> Flash {
        Flash(RwSignal::new(None))
    }
}

fn has_comments_or_variations(line: &mancala_record::Line) -> bool {
    !line.comments.is_empty() || line.nodes.iter().any(|n| !n.comments.is_empty() || !n.variations.is_empty())
}

/// Reads a record and plays it through the engine: the share link of its main line.
///
/// # Errors
/// An empty text, a syntax error or a record the engine rejects, each with its line and column.
pub fn link_of_record(text: &str) -> Result<(PlayLink, Opened), ImportError> {
    if text.trim().is_empty() {
        return Err(ImportError::Empty);
    }
    let record = mancala_record::parse(text).map_err(ImportError::Parse)?;
    let game = record.replay().map_err(ImportError::Replay)?;
    let link = PlayLink {
        variant: game.variant.id().to_string(),
        options: record.options.iter().map(|(k, v)| format!("{k}={v}")).collect(),
        position: record.start.is_some().then(|| game.start.to_string()),
        moves: game.mainline.plies.iter().map(|p| p.canonical.clone()).collect(),
    };
    let opened =
        Opened { title: record.tag("Title").map(String::from), dropped: has_comments_or_variations(&record.mainline) };
    Ok((link, opened))
}

/// The record box of the play page: `current` is the record of the game on the page, `file_name`
/// the name its download gets.
#[component]
pub fn RecordBox(
    #[prop(into)] current: Signal<String>,
    file_name: String,
    #[prop(into)] lang: Signal<Lang>,
    /// Whether a game is in progress on the page: then opening a record asks first (the game
    /// comes back with the browser's Back, since the record opens as a new history entry).
    #[prop(optional, into)]
    in_progress: Option<Signal<bool>>,
) -> impl IntoView {
    let draft = RwSignal::new(current.get_untracked());
    // The box shows the game's record as it grows; a pasted text stays until the next move.
    Effect::new(move |_| draft.set(current.get()));
    let flash = use_context::<Flash>();
    let opened = RwSignal::new(flash.and_then(|f| f.0.try_update(Option::take).flatten()));
    let error = RwSignal::new(None::<ImportError>);
    let copied = RwSignal::new(None::<bool>);

    // A record read and waiting for the user's yes (a game is in progress).
    let waiting = RwSignal::new(None::<(String, Opened)>);
    let go = move |hash: String, info: Opened| {
        waiting.set(None);
        if hash == js::hash() {
            opened.set(Some(info));
        } else {
            if let Some(f) = flash {
                f.0.set(Some(info));
            }
            js::set_hash(&hash);
        }
    };
    let open = move |text: String| {
        copied.set(None);
        match link_of_record(&text) {
            Ok((link, info)) => {
                error.set(None);
                let hash = link.to_hash();
                if hash != js::hash() && in_progress.is_some_and(|p| p.get_untracked()) {
                    waiting.set(Some((hash, info)));
                    js::after(0, || js::focus("record-no"));
                } else {
                    go(hash, info);
                }
            }
            Err(e) => {
                opened.set(None);
                error.set(Some(e));
            }
        }
    };
    let confirm = move || {
        waiting.get().map(|_| {
            view! {
                <div id="record-confirm" class="confirm" role="alertdialog" aria-labelledby="record-question">
                    <p id="record-question">{text(lang, "site-record-confirm")}</p>
                    <button
                        type="button"
                        id="record-yes"
                        class="ctl danger"
                        on:click=move |_| {
                            if let Some((hash, info)) = waiting.get_untracked() {
                                go(hash, info);
                            }
                        }
                    >
                        {text(lang, "site-record-yes")}
                    </button>
                    <button
                        type="button"
                        id="record-no"
                        class="ctl"
                        on:click=move |_| {
                            waiting.set(None);
                            js::focus("record-import");
                        }
                    >
                        {text(lang, "site-new-game-no")}
                    </button>
                </div>
            }
        })
    };
    let download = move |_| {
        js::download_text(&file_name, "text/plain;charset=utf-8", &current.get_untracked());
    };
    let copy = move |_| {
        copied.set(None);
        js::copy_text(&current.get_untracked(), move |ok| copied.set(Some(ok)));
    };
    let choose_file = move |ev: leptos::ev::Event| {
        js::read_chosen_file(&ev, move |result| match result {
            Ok(Some(text)) => {
                draft.set(text.clone());
                open(text);
            }
            Ok(None) => {}
            Err(why) => error.set(Some(ImportError::File(why))),
        });
    };
    let copy_note =
        move || copied.get().map(|ok| t(lang.get(), if ok { "site-record-copied" } else { "site-record-copy-failed" }));

    view! {
        <section class="record no-print" aria-labelledby="record-heading">
            <h3 id="record-heading">{text(lang, "site-record-heading")}</h3>
            <p class="record-help">{text(lang, "site-record-help")}</p>
            <div class="record-row">
                <button type="button" id="record-download" on:click=download>{text(lang, "site-record-export")}</button>
                <button type="button" id="record-copy" on:click=copy>{text(lang, "site-record-copy")}</button>
                <span class="copied" aria-live="polite">{copy_note}</span>
            </div>
            <label for="record-text">{text(lang, "site-record-text-label")}</label>
            <textarea
                id="record-text"
                rows="6"
                spellcheck="false"
                prop:value=move || draft.get()
                on:input=move |ev| draft.set(js::target_value(&ev))
            ></textarea>
            <div class="record-row">
                <button type="button" id="record-import" on:click=move |_| open(draft.get_untracked())>
                    {text(lang, "site-record-import")}
                </button>
                <label class="file-button">
                    <span>{text(lang, "site-record-file")}</span>
                    <input id="record-file" type="file" accept=".mancala,.txt,text/plain" on:change=choose_file />
                </label>
            </div>
            {confirm}
            <p id="record-error" class="notice error" role="alert">{move || error.get().map(|e| e.text(lang.get()))}</p>
            <p id="record-status" class="record-status" role="status">{move || opened.get().map(|o| o.text(lang.get()))}</p>
        </section>
    }
}
