//! Game records (docs/RECORD.md, `mancala-record`) on the play page: the game as a `.mancala`
//! file or text to copy, and a record (pasted, or a file) opened as a game on the play page.
//!
//! A record opens as a share link (variant, options, start position, the main line's moves), so
//! the play page that shows it is the ordinary one. Comments and variations are not shown there
//! (the page says so). A record that cannot be read or played is explained with its line and
//! column in the user's language.

use crate::platform::i18n::{t, tr, Lang};
use crate::platform::js;
use crate::platform::js::dom::{El, Listeners};
use crate::platform::route::PlayLink;
use leptos::prelude::*;
use mancala_record::{RecordError, ReplayError};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

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

/// What the record box shows besides the record (kept to be said again in another language).
#[derive(Default)]
struct Said {
    opened: Option<Opened>,
    error: Option<ImportError>,
    copied: Option<bool>,
    /// A record read and waiting for the user's yes (a game is in progress): its hash.
    waiting: Option<(String, Opened)>,
}

/// The elements of the record box whose words or contents change.
struct Parts {
    lang: Cell<Lang>,
    said: RefCell<Said>,
    text: El,
    copied: El,
    error: El,
    status: El,
    /// Where the question goes, and the question.
    slot: El,
    confirm: El,
    /// Elements with a fixed message, relabelled on a change of language.
    labels: Vec<(El, &'static str)>,
}

impl Parts {
    /// Writes what changes: the notes, the error, the status, the question.
    fn refresh(&self) {
        let l = self.lang.get();
        let said = self.said.borrow();
        let copied = said.copied.map(|ok| t(l, if ok { "site-record-copied" } else { "site-record-copy-failed" }));
        self.copied.set_text(&copied.unwrap_or_default());
        self.error.set_text(&said.error.as_ref().map(|e| e.text(l)).unwrap_or_default());
        self.status.set_text(&said.opened.as_ref().map(|o| o.text(l)).unwrap_or_default());
        // The question is in the page only while it waits for an answer.
        self.slot.clear();
        if said.waiting.is_some() {
            self.slot.append(&self.confirm);
        }
    }

    fn relabel(&self, l: Lang) {
        self.lang.set(l);
        for (el, key) in &self.labels {
            el.set_text(&t(l, key));
        }
        self.refresh();
    }
}

/// The record box of the play page: `current` is the record of the game on the page, `file_name`
/// the name its download gets. Drawn without the framework ([`El`]): its elements once, then
/// only their words and the parts that change (Leptos's views of the same cost the first load
/// three times as much, BENCHMARKS.md).
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
    let host = NodeRef::<leptos::html::Section>::new();
    let flash = use_context::<Flash>();
    let kept: StoredValue<Option<(Rc<Parts>, Listeners)>, LocalStorage> = StoredValue::new_local(None);
    Effect::new(move |_| {
        let l = lang.get();
        if kept.with_value(Option::is_none) {
            let Some(el) = host.get() else { return };
            let opened = flash.and_then(|f| f.0.try_update(Option::take).flatten());
            let built = build(&El::host(el), l, opened, &file_name, current, in_progress, flash);
            kept.set_value(Some(built));
        }
        kept.with_value(|k| {
            if let Some((parts, _)) = k {
                parts.relabel(l);
            }
        });
    });
    // The box shows the game's record as it grows; a pasted text stays until the next move.
    Effect::new(move |_| {
        let record = current.get();
        kept.with_value(|k| {
            if let Some((parts, _)) = k {
                parts.text.set_value(&record);
            }
        });
    });
    view! { <section class="record no-print" aria-labelledby="record-heading" node_ref=host></section> }
}

/// Builds the box in `host` and wires its buttons.
fn build(
    host: &El,
    l: Lang,
    opened: Option<Opened>,
    file_name: &str,
    current: Signal<String>,
    in_progress: Option<Signal<bool>>,
    flash: Option<Flash>,
) -> (Rc<Parts>, Listeners) {
    // Built afresh (the host may be reused by the framework): one box, with the listeners kept.
    host.clear();
    let mut labels = Vec::new();
    let mut labelled = |el: El, key: &'static str| {
        labels.push((el.clone(), key));
        el
    };
    let button = |id: &str| El::new("button").with_attr("type", "button").with_attr("id", id);
    host.append(&labelled(El::new("h3").with_attr("id", "record-heading"), "site-record-heading"));
    host.append(&labelled(El::new("p").with_class("record-help"), "site-record-help"));
    let download = labelled(button("record-download"), "site-record-export");
    let copy = labelled(button("record-copy"), "site-record-copy");
    let copied = El::new("span").with_class("copied").with_attr("aria-live", "polite");
    host.append(&El::new("div").with_class("record-row").with_child(&download).with_child(&copy).with_child(&copied));
    host.append(&labelled(El::new("label").with_attr("for", "record-text"), "site-record-text-label"));
    let text =
        El::new("textarea").with_attr("id", "record-text").with_attr("rows", "6").with_attr("spellcheck", "false");
    host.append(&text);
    let import = labelled(button("record-import"), "site-record-import");
    let file = El::new("input")
        .with_attr("id", "record-file")
        .with_attr("type", "file")
        .with_attr("accept", ".mancala,.txt,text/plain");
    let file_label = El::new("label")
        .with_class("file-button")
        .with_child(&labelled(El::new("span"), "site-record-file"))
        .with_child(&file);
    host.append(&El::new("div").with_class("record-row").with_child(&import).with_child(&file_label));
    let yes = labelled(button("record-yes").with_class("ctl danger"), "site-record-yes");
    let no = labelled(button("record-no").with_class("ctl"), "site-new-game-no");
    let confirm = El::new("div")
        .with_attr("id", "record-confirm")
        .with_class("confirm")
        .with_attr("role", "alertdialog")
        .with_attr("aria-labelledby", "record-question")
        .with_child(&labelled(El::new("p").with_attr("id", "record-question"), "site-record-confirm"))
        .with_child(&yes)
        .with_child(&no);
    let slot = El::new("div");
    host.append(&slot);
    let error = El::new("p").with_attr("id", "record-error").with_class("notice error").with_attr("role", "alert");
    let status = El::new("p").with_attr("id", "record-status").with_class("record-status").with_attr("role", "status");
    host.append(&error);
    host.append(&status);
    text.set_value(&current.get_untracked());

    let parts = Rc::new(Parts {
        lang: Cell::new(l),
        said: RefCell::new(Said { opened, ..Said::default() }),
        text,
        copied,
        error,
        status,
        slot,
        confirm,
        labels,
    });
    // Opens a record read: on this page when it is the same game, else as a new page (with the
    // message handed over).
    let go = {
        let parts = parts.clone();
        move |hash: String, info: Opened| {
            parts.said.borrow_mut().waiting = None;
            if hash == js::hash() {
                parts.said.borrow_mut().opened = Some(info);
            } else {
                if let Some(f) = flash {
                    f.0.set(Some(info));
                }
                js::set_hash(&hash);
            }
            parts.refresh();
        }
    };
    let open = {
        let (parts, go) = (parts.clone(), go.clone());
        Rc::new(move |record: String| {
            {
                let mut said = parts.said.borrow_mut();
                said.copied = None;
                said.error = None;
            }
            match link_of_record(&record) {
                Ok((link, info)) => {
                    let hash = link.to_hash();
                    if hash != js::hash() && in_progress.is_some_and(|p| p.try_get_untracked().unwrap_or(false)) {
                        parts.said.borrow_mut().waiting = Some((hash, info));
                        js::after(0, || js::focus("record-no"));
                    } else {
                        go(hash, info);
                    }
                }
                Err(e) => {
                    let mut said = parts.said.borrow_mut();
                    said.opened = None;
                    said.error = Some(e);
                }
            }
            parts.refresh();
        })
    };
    let mut listeners = Listeners::default();
    let name = file_name.to_string();
    listeners.on(&download, "click", move |_| {
        js::download_text(&name, "text/plain;charset=utf-8", &current.get_untracked());
    });
    {
        let parts = parts.clone();
        listeners.on(&copy, "click", move |_| {
            parts.said.borrow_mut().copied = None;
            parts.refresh();
            let parts = parts.clone();
            js::copy_text(&current.get_untracked(), move |ok| {
                parts.said.borrow_mut().copied = Some(ok);
                parts.refresh();
            });
        });
    }
    {
        let (parts, open) = (parts.clone(), open.clone());
        listeners.on(&import, "click", move |_| open(parts.text.value()));
    }
    {
        let parts = parts.clone();
        listeners.on(&file, "change", move |ev| {
            let (parts, open) = (parts.clone(), open.clone());
            js::read_chosen_file(&ev, move |result| match result {
                Ok(Some(record)) => {
                    parts.text.set_value(&record);
                    open(record);
                }
                Ok(None) => {}
                Err(why) => {
                    parts.said.borrow_mut().error = Some(ImportError::File(why));
                    parts.refresh();
                }
            });
        });
    }
    {
        let parts = parts.clone();
        listeners.on(&yes, "click", move |_| {
            let waiting = parts.said.borrow().waiting.clone();
            if let Some((hash, info)) = waiting {
                go(hash, info);
            }
        });
    }
    {
        let parts = parts.clone();
        listeners.on(&no, "click", move |_| {
            parts.said.borrow_mut().waiting = None;
            parts.refresh();
            js::focus("record-import");
        });
    }
    (parts, listeners)
}
