//! Boards for other people's pages (docs/EMBED.md): the animated, narrated board of the
//! `<mancala-board>` element ([`Embed`], exported to JavaScript as `MancalaEmbed` by `export`).
//!
//! An embedded game comes from the element's attributes (variant, options, position, moves) or
//! from a game record (docs/RECORD.md) written inside the element or fetched from a URL. It is
//! replayed through the engine by `mancala-record`, and shown by [`view`]: the site's board and
//! step player drawn without a framework (the embed's wasm carries no Leptos). Anything wrong (an
//! attribute, the record, the variant, a move) becomes a message in the board's language shown
//! inside that board; nothing here panics on input. Comments of a record are text nodes, never
//! markup.
//!
//! The embed is built once per family of games and once with both (`tools/build_embed.sh`); a
//! game of a family this wasm lacks is not an error but [`Embed::other_family`], for the element
//! to mount it with that family's wasm.
//!
//! The strings come with the board: `mancala-board.js` fetches the board's language's share of
//! the Fluent files (`mancala_text::embed_subset`) before mounting it. A board whose strings could
//! not be had says so in its language from [`strings_missing`], the one text not in Fluent.

#[cfg(feature = "embed")]
pub mod export;
#[cfg(feature = "embed")]
pub mod limits;
pub mod view;

#[cfg(feature = "embed")]
pub use export::MancalaEmbed;

use crate::platform::i18n::{t, tr, Arg, Lang};
use crate::platform::js::dom::El;
use mancala_engine::{Rows, Timeline, VariantError, VariantSpec};
use mancala_record::{Comment, Line, Node, Record, ReplayErrorKind, ReplayedLine};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use view::BoardPlayer;

// --- Attributes -------------------------------------------------------------------------------

/// The attributes `<mancala-board>` reads, in the order [`Attrs::from_values`] expects them.
pub const ATTRIBUTES: [&str; 11] =
    ["variant", "options", "position", "moves", "lang", "start", "autoplay", "speed", "controls", "size", "puzzle"];

/// The attributes of one `<mancala-board>` as written (`None`: absent).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Attrs {
    pub variant: Option<String>,
    pub options: Option<String>,
    pub position: Option<String>,
    pub moves: Option<String>,
    pub lang: Option<String>,
    pub start: Option<String>,
    pub autoplay: Option<String>,
    pub speed: Option<String>,
    pub controls: Option<String>,
    pub size: Option<String>,
    /// The solution of a puzzle (move tokens, as `moves`): the board asks for its first move.
    pub puzzle: Option<String>,
}

impl Attrs {
    /// From the values of [`ATTRIBUTES`], in that order (missing ones are absent).
    #[must_use]
    pub fn from_values(mut values: Vec<Option<String>>) -> Attrs {
        values.resize(ATTRIBUTES.len(), None);
        let mut it = values.into_iter();
        let mut next = || it.next().flatten();
        Attrs {
            variant: next(),
            options: next(),
            position: next(),
            moves: next(),
            lang: next(),
            start: next(),
            autoplay: next(),
            speed: next(),
            controls: next(),
            size: next(),
            puzzle: next(),
        }
    }
}

/// How the board is shown and started, read from the attributes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The ply shown first (0: the start position).
    pub start: usize,
    /// `start` as written when it is past `usize` (then `start` is `usize::MAX`), to be named.
    pub start_written: Option<String>,
    pub autoplay: bool,
    /// 1..=5; `None`: the reader's saved speed.
    pub speed: Option<u8>,
    /// Whether the buttons and settings are shown (the caption always is).
    pub controls: bool,
    /// Inline CSS for the size (`--embed-pit` or `max-width`).
    pub style: String,
    /// Whether the board is `size="small"`: then the caption, the buttons and the settings are
    /// compact too (`data-size="small"`), so that they do not dwarf the board.
    pub small: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            start: 0,
            start_written: None,
            autoplay: false,
            speed: None,
            controls: true,
            style: String::new(),
            small: false,
        }
    }
}

fn bad(lang: Lang, id: &str, value: &str) -> String {
    tr(lang, id, &[("value", value.into())])
}

/// The language a board is shown in: its `lang` attribute (`uk`, `ru`), or Ukrainian (when the
/// attribute is absent, and for an unknown language, which is reported in Ukrainian).
#[must_use]
pub fn board_language(attribute: Option<&str>) -> Lang {
    attribute.and_then(Lang::from_code).unwrap_or(Lang::Uk)
}

/// The language of a board: its `lang` attribute (`uk`, `ru`), Ukrainian when absent.
///
/// # Errors
/// An unknown language (the message is in Ukrainian).
pub fn board_lang(attrs: &Attrs) -> Result<Lang, String> {
    match attrs.lang.as_deref().map(str::trim) {
        None | Some("") => Ok(Lang::Uk),
        Some(code) => Lang::from_code(code).ok_or_else(|| bad(Lang::Uk, "site-embed-bad-lang", code)),
    }
}

/// A CSS length the `size` attribute may give: a number with `px`, `rem`, `em` or `%`.
fn css_length(s: &str) -> bool {
    let number = s.trim_end_matches(|c: char| c.is_ascii_alphabetic() || c == '%');
    let unit = &s[number.len()..];
    // Digits with at most one dot, not all zeros: checked by hand, since `f64::from_str` would
    // bring its tables into the embed's wasm for this one attribute.
    let digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    let well_formed = match number.split_once('.') {
        Some((whole, fraction)) => !fraction.is_empty() && digits(whole) && digits(fraction),
        None => !number.is_empty() && digits(number),
    };
    well_formed && number.bytes().any(|b| matches!(b, b'1'..=b'9')) && matches!(unit, "px" | "rem" | "em" | "%")
}

impl Settings {
    /// Reads the display attributes.
    ///
    /// # Errors
    /// The first malformed one, in `lang`.
    pub fn parse(attrs: &Attrs, lang: Lang) -> Result<Settings, String> {
        let mut s = Settings::default();
        if let Some(v) = attrs.start.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
            s.start = match v.parse() {
                Ok(n) => n,
                // A ply number past `usize` is still a number: past the game's end, as `50`
                // may be, said with the number as written (issue 38, R14).
                Err(_) if v.bytes().all(|b| b.is_ascii_digit()) => {
                    s.start_written = Some(v.into());
                    usize::MAX
                }
                Err(_) => return Err(bad(lang, "site-embed-bad-start", v)),
            };
        }
        if let Some(v) = attrs.autoplay.as_deref().map(str::trim) {
            s.autoplay = match v {
                "" | "true" | "autoplay" | "1" => true,
                "false" | "0" => false,
                _ => return Err(bad(lang, "site-embed-bad-autoplay", v)),
            };
        }
        if let Some(v) = attrs.speed.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
            let speed = v.parse::<u8>().ok().filter(|n| (1..=5).contains(n));
            s.speed = Some(speed.ok_or_else(|| bad(lang, "site-embed-bad-speed", v))?);
        }
        if let Some(v) = attrs.controls.as_deref().map(str::trim) {
            s.controls = match v {
                "" | "true" | "shown" | "show" => true,
                "false" | "none" | "hidden" | "hide" => false,
                _ => return Err(bad(lang, "site-embed-bad-controls", v)),
            };
        }
        if let Some(v) = attrs.size.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
            s.small = v == "small";
            s.style = match v {
                "small" => "--embed-pit:3rem;max-width:32rem".into(),
                "medium" => "--embed-pit:4.5rem".into(),
                "large" => "--embed-pit:6.5rem".into(),
                _ if css_length(v) => format!("max-width:{v}"),
                _ => return Err(bad(lang, "site-embed-bad-size", v)),
            };
        }
        Ok(s)
    }
}

// --- Games ------------------------------------------------------------------------------------

/// One ply of the main line, ready to show.
#[derive(Clone, Debug)]
pub struct PlyInfo {
    /// The move in the reader's words («хід з ямки 3 Півдня», `mancala_text::move_label`).
    pub words: String,
    /// The engine's token of the move (for the `move` event and the puzzle's answer).
    pub token: String,
    pub comments: Vec<Comment>,
    /// Each variation that replaces this move, its moves in words, joined by commas.
    pub variations: Vec<String>,
}

/// A game to show: the main line of a record, replayed.
#[derive(Clone, Debug)]
pub struct EmbedGame {
    pub spec: &'static VariantSpec,
    pub title: Option<String>,
    pub timeline: Timeline,
    /// Comments on the whole game.
    pub intro: Vec<Comment>,
    pub plies: Vec<PlyInfo>,
    /// A puzzle: the board asks the reader for the first move of `plies`, the solution.
    pub puzzle: bool,
}

/// A line's moves in `lang`'s words, joined by commas.
fn line_words(lang: Lang, line: &ReplayedLine) -> String {
    let words: Vec<String> =
        line.plies.iter().map(|p| mancala_text::move_label(lang, p.before.layout(), &p.mv)).collect();
    words.join(", ")
}

/// Why a game cannot be shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameError {
    /// What is wrong, in the board's language.
    pub message: String,
    /// The family of games (two-row or four-row) of a game whose rules this wasm does not carry:
    /// the element then loads the other family's wasm (docs/EMBED.md, "Files").
    pub other_family: Option<Rows>,
}

impl From<String> for GameError {
    fn from(message: String) -> GameError {
        GameError { message, other_family: None }
    }
}

/// The name of a family of games in the embed's file names (`mancala-embed-two-row.js`).
#[must_use]
pub fn family_name(rows: Rows) -> &'static str {
    match rows {
        Rows::Two => "two-row",
        Rows::Four => "four-row",
    }
}

impl EmbedGame {
    /// Reads and replays a record text.
    ///
    /// # Errors
    /// A syntax error or what the engine rejects, in `lang`, with the line and column.
    pub fn from_record_text(text: &str, lang: Lang) -> Result<EmbedGame, GameError> {
        #[cfg(feature = "embed")]
        if let Some(message) = limits::record_too_long(text, lang) {
            return Err(message.into());
        }
        let record = mancala_record::parse(text).map_err(|e| mancala_text::record_error(lang, &e))?;
        EmbedGame::from_record(&record, lang)
    }

    /// The game the attributes describe: `variant`, `options` (`key=value,…`), `position` (text
    /// form) and `moves` (tokens separated by commas or spaces).
    ///
    /// # Errors
    /// A missing variant, a malformed option, or what the engine rejects, in `lang`.
    pub fn from_attrs(attrs: &Attrs, lang: Lang) -> Result<EmbedGame, GameError> {
        let variant = attrs.variant.as_deref().map(str::trim).unwrap_or_default();
        if variant.is_empty() {
            return Err(t(lang, "site-embed-no-variant").into());
        }
        let mut record = Record::new(variant);
        for kv in attrs.options.as_deref().unwrap_or_default().split([',', ';']).map(str::trim) {
            if kv.is_empty() {
                continue;
            }
            let (k, v) = kv
                .split_once('=')
                .ok_or_else(|| mancala_text::variant_error(lang, &VariantError::Malformed { text: kv.into() }))?;
            record.options.push((k.trim().into(), v.trim().into()));
        }
        record.start = attrs.position.as_deref().map(str::trim).filter(|p| !p.is_empty()).map(String::from);
        // A puzzle's solution is the line played, `moves` is not used.
        let puzzle = attrs.puzzle.as_deref();
        if puzzle.is_some_and(|p| p.trim().is_empty()) {
            return Err(t(lang, "site-embed-puzzle-empty").into());
        }
        let moves = puzzle.or(attrs.moves.as_deref()).unwrap_or_default();
        let nodes = moves.split(|c: char| c == ',' || c.is_whitespace()).filter(|m| !m.is_empty()).map(Node::new);
        record.mainline = Line { comments: Vec::new(), nodes: nodes.collect() };
        let mut game = EmbedGame::from_record(&record, lang)?;
        game.puzzle = puzzle.is_some();
        Ok(game)
    }

    fn from_record(record: &Record, lang: Lang) -> Result<EmbedGame, GameError> {
        let game = record.replay().map_err(|e| GameError {
            message: mancala_text::replay_error(lang, &e),
            // The engine names the family of a game this build does not carry.
            other_family: match &*e.kind {
                ReplayErrorKind::UnknownVariant(VariantError::FamilyNotBuilt { rows, .. }) => Some(*rows),
                _ => None,
            },
        })?;
        // The engine folds every log it writes; a failure here would be an engine bug.
        let timeline = game.timeline().map_err(|e| format!("engine: step {} does not fold", e.index))?;
        let plies = game
            .mainline
            .plies
            .iter()
            .map(|p| PlyInfo {
                words: mancala_text::move_label(lang, p.before.layout(), &p.mv),
                token: p.canonical.clone(),
                comments: p.comments.clone(),
                variations: p.variations.iter().map(|v| line_words(lang, v)).collect(),
            })
            .collect();
        Ok(EmbedGame {
            spec: game.variant.spec(),
            title: record.tag("Title").map(String::from),
            timeline,
            intro: game.mainline.comments,
            plies,
            puzzle: false,
        })
    }
}

/// The comments to show in `lang`: those in `lang` and those without a language; when there
/// are none, those in the other language (better than nothing).
#[must_use]
pub fn comments_in(list: &[Comment], lang: Lang) -> Vec<String> {
    let code = lang.code();
    let mine: Vec<String> =
        list.iter().filter(|c| c.lang.is_none_or(|l| l.code() == code)).map(|c| c.text.clone()).collect();
    if mine.is_empty() {
        list.iter().map(|c| c.text.clone()).collect()
    } else {
        mine
    }
}

// --- The element ------------------------------------------------------------------------------

/// What a board shows.
enum Content {
    Loading,
    Error(String),
    /// The board's strings could not be loaded (the reason, in the board's language).
    NoStrings(String),
    Ready(Rc<BoardPlayer>),
}

/// Why a board shows no game when its language's strings are missing (`detail`: what the fetch
/// or the Fluent parser said). Written here, not in Fluent, because it is shown without strings.
#[must_use]
pub fn strings_missing(lang: Lang, detail: &str) -> String {
    // The file of this wasm's families (tools/build_embed.sh, `mancala-content embed-strings`).
    let family = if cfg!(all(feature = "two-row", feature = "four-row")) {
        ""
    } else if cfg!(feature = "two-row") {
        "two-row."
    } else {
        "four-row."
    };
    let file = format!("mancala-board.{family}{}.ftl", lang.code());
    match lang {
        Lang::Uk => format!("Дошку не вдалося показати: не завантажилися її тексти ({file}: {detail})."),
        Lang::Ru => format!("Доску не удалось показать: не загрузились её тексты ({file}: {detail})."),
    }
}

struct EmbedState {
    lang: Lang,
    settings: Settings,
    /// The `<mancala-board>` element (its `move` events).
    host: El,
    /// `.mancala-embed`, inside the host: what the board shows.
    frame: El,
    content: RefCell<Content>,
    /// Set when the game is of a family of games this wasm does not carry.
    other_family: Cell<Option<Rows>>,
}

/// One `<mancala-board>`: its language, settings and what it shows. Cheap to clone; it lives
/// until the element frees it (when it is removed from the page), with its listeners and timers.
#[derive(Clone)]
pub struct Embed(Rc<EmbedState>);

impl Embed {
    /// Mounts a board in `host` from its attributes, or from `record` (a record text) when
    /// given. With `pending`, the board says it is loading until [`Embed::load`] or
    /// [`Embed::fetch_failed`] is called (a record fetched from a URL). `strings_problem`: why
    /// the strings of the board's language could not be loaded, if they were not.
    pub fn mount(
        host: web_sys::HtmlElement,
        attrs: &Attrs,
        record: Option<&str>,
        pending: bool,
        strings_problem: Option<&str>,
    ) -> Embed {
        let lang = board_language(attrs.lang.as_deref());
        let has_strings = mancala_text::is_locale_loaded(lang);
        // Without its strings a board can tell nothing else: not even a bad attribute.
        let settings = if has_strings { Settings::parse(attrs, lang) } else { Ok(Settings::default()) };
        let host = El::host(host);
        let frame = El::new("div").with_class("mancala-embed").with_attr("lang", lang.code());
        let style = settings.as_ref().map(|s| s.style.as_str()).unwrap_or_default();
        if !style.is_empty() {
            frame.set_attr("style", style);
        }
        if settings.as_ref().is_ok_and(|s| s.small) {
            frame.set_attr("data-size", "small");
        }
        host.append(&frame);
        let embed = Embed(Rc::new(EmbedState {
            lang,
            settings: settings.clone().unwrap_or_default(),
            host,
            frame,
            content: RefCell::new(Content::Loading),
            other_family: Cell::new(None),
        }));
        embed.set(Content::Loading);
        if !has_strings {
            embed.set(Content::NoStrings(strings_missing(lang, strings_problem.unwrap_or("?"))));
        } else {
            // An attribute over its limit is all the board says: nothing else is read.
            #[cfg(feature = "embed")]
            if let Some(message) = limits::too_long(attrs, lang) {
                embed.set(Content::Error(message));
                return embed;
            }
            match (board_lang(attrs).err(), settings) {
                (Some(e), _) | (None, Err(e)) => embed.set(Content::Error(e)),
                (None, Ok(_)) if pending => {}
                (None, Ok(_)) => {
                    let game = match record {
                        Some(text) => EmbedGame::from_record_text(text, lang),
                        None => EmbedGame::from_attrs(attrs, lang),
                    };
                    embed.show(game);
                }
            }
        }
        embed
    }

    /// Replaces the game with a record text; `false` (and the error shown) if it is rejected.
    pub fn load(&self, text: &str) -> bool {
        self.show(EmbedGame::from_record_text(text, self.0.lang))
    }

    /// Shows that the record at `url` could not be fetched (`detail`: the HTTP status or the
    /// browser's reason).
    pub fn fetch_failed(&self, url: &str, detail: &str) {
        let message = tr(self.0.lang, "site-embed-fetch-failed", &[("url", url.into()), ("detail", detail.into())]);
        self.show(Err(message.into()));
    }

    /// Shows that the wasm the element loads for the game (`wasm`: `two-row`, `four-row` or
    /// `both`, as in `mancala-embed-<wasm>_bg.wasm`) could not be had (`detail`: the browser's
    /// reason).
    pub fn family_failed(&self, wasm: &str, detail: &str) {
        let rows = match wasm {
            "two-row" => "two",
            "four-row" => "four",
            _ => "other",
        };
        let file = format!("mancala-embed-{wasm}_bg.wasm");
        let args = [("rows", rows.into()), ("file", file.into()), ("detail", detail.into())];
        self.show(Err(tr(self.0.lang, "site-embed-family-failed", &args).into()));
    }

    fn show(&self, game: Result<EmbedGame, GameError>) -> bool {
        self.0.other_family.set(game.as_ref().err().and_then(|e| e.other_family));
        if matches!(*self.0.content.borrow(), Content::NoStrings(_)) {
            return false;
        }
        let lang = self.0.lang;
        let settings = &self.0.settings;
        let game = game.and_then(|g| {
            if settings.start > g.plies.len() {
                let start = settings.start_written.clone().map_or(Arg::from(settings.start), Arg::from);
                let args = [("start", start), ("plies", Arg::from(g.plies.len()))];
                Err(tr(lang, "site-embed-start-too-far", &args).into())
            } else {
                Ok(g)
            }
        });
        match game {
            Ok(game) => {
                let view = BoardPlayer::new(lang, game, settings, self.0.host.clone());
                self.set(Content::Ready(view.clone()));
                if settings.autoplay {
                    view.play();
                }
                true
            }
            // Not an error the reader should see: the element mounts the game again with the
            // other family's wasm (or says why it could not load it).
            Err(GameError { other_family: Some(_), .. }) => {
                self.set(Content::Loading);
                false
            }
            Err(e) => {
                self.set(Content::Error(e.message));
                false
            }
        }
    }

    /// Shows `content` in place of what the board showed (an error with the values it quotes
    /// cut: [`limits::cut_echoes`]).
    fn set(&self, content: Content) {
        #[cfg(feature = "embed")]
        let content = match content {
            Content::Error(message) => Content::Error(limits::cut_echoes(&message)),
            Content::NoStrings(message) => Content::NoStrings(limits::cut_echoes(&message)),
            other => other,
        };
        if let Some(old) = self.view() {
            old.pause();
        }
        let frame = &self.0.frame;
        frame.clear();
        match &content {
            Content::Loading => {
                frame
                    .append(&El::new("p").with_class("embed-loading").with_text(&t(self.0.lang, "site-embed-loading")));
            }
            Content::Error(message) => {
                let p = El::new("p").with_class("embed-error").with_attr("role", "alert");
                p.append(&El::new("strong").with_text(&t(self.0.lang, "site-embed-error")));
                p.append_text(" ");
                p.append_text(message);
                frame.append(&p);
            }
            Content::NoStrings(message) => {
                frame.append(&El::new("p").with_class("embed-error").with_attr("role", "alert").with_text(message));
            }
            Content::Ready(view) => frame.append(&view.root),
        }
        *self.0.content.borrow_mut() = content;
    }

    fn view(&self) -> Option<Rc<BoardPlayer>> {
        match &*self.0.content.borrow() {
            Content::Ready(view) => Some(view.clone()),
            _ => None,
        }
    }

    /// Shows the position after `ply` plies (clamped to the game) and pauses.
    pub fn go_to(&self, ply: usize) {
        if let Some(view) = self.view() {
            view.go_to(ply);
        }
    }

    pub fn play(&self) {
        if let Some(view) = self.view() {
            view.play();
        }
    }

    pub fn pause(&self) {
        if let Some(view) = self.view() {
            view.pause();
        }
    }

    /// The ply shown (0: the start).
    #[must_use]
    pub fn ply(&self) -> usize {
        self.view().map_or(0, |v| v.ply())
    }

    /// How many plies the game has.
    #[must_use]
    pub fn plies(&self) -> usize {
        self.view().map_or(0, |v| v.plies())
    }

    /// The error shown, if any.
    #[must_use]
    pub fn error(&self) -> Option<String> {
        match &*self.0.content.borrow() {
            Content::Error(e) | Content::NoStrings(e) => Some(e.clone()),
            _ => None,
        }
    }

    /// The family of games (two-row or four-row) of the game given, when this wasm does not
    /// carry its rules; the board then says it is loading, until the element mounts the game
    /// with the other family's wasm.
    #[must_use]
    pub fn other_family(&self) -> Option<Rows> {
        self.0.other_family.get()
    }

    /// Whether the animation is running.
    #[must_use]
    pub fn playing(&self) -> bool {
        self.view().is_some_and(|v| v.playing())
    }
}
