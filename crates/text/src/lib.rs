//! Everything the learner reads, in Ukrainian and Russian: interface strings, error messages and
//! the narration of every engine step.
//!
//! Strings live in Fluent files (`locales/uk.ftl`, `locales/ru.ftl`) so that plural forms follow
//! each language's rules (1 зерно, 2 зерна, 5 зерен / зёрен). Narration is chosen from the step's
//! kind and its rule ID: `step-<kind>--<RULE>` when the locale has it, else `step-<kind>`.
//! This crate has no web dependencies; the site and the tests use it alike.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use mancala_engine::{
    EndReason, Expected, Forbidden, Hand, IllegalMove, IllegalReason, Inconsistency, Layout, MoveParseError, Note,
    Outcome, Place, Position, PositionError, Row, Rows, Side, Step, VariantError, VariantSpec,
};
use std::cell::RefCell;
use std::rc::Rc;

mod embed_strings;
pub use embed_strings::{
    embed_subset, embed_subset_for, is_embed_message, locale_part, message_rows, rule_rows, subset, LocalePart,
    EMBED_SITE_MESSAGES, PAGES_MESSAGES,
};

/// A language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    Uk,
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::Uk, Lang::Ru];

    /// The BCP 47 code (`uk`, `ru`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Uk => "uk",
            Lang::Ru => "ru",
        }
    }

    #[must_use]
    pub fn from_code(code: &str) -> Option<Lang> {
        match code.trim().to_ascii_lowercase().as_str() {
            "uk" | "uk-ua" | "ua" => Some(Lang::Uk),
            "ru" | "ru-ru" => Some(Lang::Ru),
            _ => None,
        }
    }

    /// The Fluent source of this language, compiled in (feature `embedded-locales`, on by
    /// default: native crates, tests, the CLI and the embed bundle).
    #[cfg(feature = "embedded-locales")]
    #[must_use]
    pub const fn source(self) -> &'static str {
        match self {
            Lang::Uk => include_str!("../locales/uk.ftl"),
            Lang::Ru => include_str!("../locales/ru.ftl"),
        }
    }

    const fn index(self) -> usize {
        match self {
            Lang::Uk => 0,
            Lang::Ru => 1,
        }
    }
}

type Bundle = FluentBundle<FluentResource>;

thread_local! {
    // Built on first use from the compiled-in source (`embedded-locales`), or set by
    // `set_locale` / `add_locale` (the site's wasm, which fetches only the language it shows,
    // one share at a time).
    static BUNDLES: [RefCell<Option<Rc<Bundle>>>; 2] = const { [RefCell::new(None), RefCell::new(None)] };
    // The shares of each language given to `add_locale` (the whole text, from `set_locale`,
    // counts as both), kept to build the language's bundle again when a share is added.
    static PARTS: RefCell<[[Option<Rc<str>>; 2]; 2]> = const { RefCell::new([[None, None], [None, None]]) };
}

/// A locale text given to [`set_locale`] that is not valid Fluent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocaleError {
    pub lang: Lang,
    /// The parser's first complaint.
    pub why: String,
}

impl std::fmt::Display for LocaleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the {} locale is not valid Fluent: {}", self.lang.code(), self.why)
    }
}

impl std::error::Error for LocaleError {}

fn bundle_of(lang: Lang, sources: &[&str]) -> Result<Bundle, LocaleError> {
    // Built, not parsed: `parse` would link unic-langid's parser (and a sort) into the wasm.
    let mut id = unic_langid::LanguageIdentifier::default();
    id.language = unic_langid::subtags::Language::from_bytes(lang.code().as_bytes()).unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![id]);
    // The site renders plain text; Unicode isolation marks would only show up as noise in tests.
    bundle.set_use_isolating(false);
    for source in sources {
        // Where, not the parser's whole story: its `Debug` and messages would cost the wasm
        // more than the one line of a warning they end up in is worth.
        let resource = FluentResource::try_new((*source).to_string()).map_err(|(_, errors)| LocaleError {
            lang,
            why: errors
                .first()
                .map(|e| format!("a syntax error at bytes {}..{}", e.pos.start, e.pos.end))
                .unwrap_or_default(),
        })?;
        bundle
            .add_resource(resource)
            .map_err(|errors| LocaleError { lang, why: errors.first().map(fluent_error).unwrap_or_default() })?;
    }
    Ok(bundle)
}

/// A Fluent error in a few words (see `bundle_of`).
fn fluent_error(e: &fluent_bundle::FluentError) -> String {
    match e {
        fluent_bundle::FluentError::Overriding { id, .. } => format!("`{id}` is given twice"),
        fluent_bundle::FluentError::ResolverError(r) => r.to_string(),
        fluent_bundle::FluentError::ParserError(p) => format!("a syntax error at bytes {}..{}", p.pos.start, p.pos.end),
    }
}

/// Gives the whole Fluent text of `lang` at run time (both shares). Replaces what `lang` had.
///
/// # Errors
/// [`LocaleError`] when `source` is not valid Fluent; the language is then left as it was.
pub fn set_locale(lang: Lang, source: String) -> Result<(), LocaleError> {
    let bundle = bundle_of(lang, &[&source])?;
    let source: Rc<str> = source.into();
    PARTS.with_borrow_mut(|parts| parts[lang.index()] = [Some(source.clone()), Some(source)]);
    BUNDLES.with(|cells| *cells[lang.index()].borrow_mut() = Some(Rc::new(bundle)));
    Ok(())
}

/// Adds one share of `lang`'s strings ([`locale_part`] of its Fluent text) at run time: the site
/// loads [`LocalePart::Pages`] before it mounts and [`LocalePart::Game`] when a page with a
/// board first needs it. Replaces that share if it was there.
///
/// # Errors
/// [`LocaleError`] when `source` is not valid Fluent, or one of its messages is in the language's
/// other share already; the language is then left as it was.
pub fn add_locale(lang: Lang, part: LocalePart, source: String) -> Result<(), LocaleError> {
    let mut shares = PARTS.with_borrow(|parts| parts[lang.index()].clone());
    if shares[0].is_some() && shares[0] == shares[1] {
        shares = [None, None]; // the whole text was set: this share replaces it
    }
    shares[part.index()] = Some(source.into());
    let texts: Vec<&str> = shares.iter().flatten().map(AsRef::as_ref).collect();
    let bundle = bundle_of(lang, &texts)?;
    PARTS.with_borrow_mut(|parts| parts[lang.index()] = shares.clone());
    BUNDLES.with(|cells| *cells[lang.index()].borrow_mut() = Some(Rc::new(bundle)));
    Ok(())
}

/// Whether `lang`'s strings can be had: always with `embedded-locales`, else once
/// [`set_locale`] or [`add_locale`] gave them (some of them: see [`is_part_loaded`]).
#[must_use]
pub fn is_locale_loaded(lang: Lang) -> bool {
    cfg!(feature = "embedded-locales") || BUNDLES.with(|cells| cells[lang.index()].borrow().is_some())
}

/// Whether the share `part` of `lang`'s strings is there: always with `embedded-locales`, else
/// once [`set_locale`] or [`add_locale`] gave it.
#[must_use]
pub fn is_part_loaded(lang: Lang, part: LocalePart) -> bool {
    cfg!(feature = "embedded-locales") || PARTS.with_borrow(|parts| parts[lang.index()][part.index()].is_some())
}

fn bundle(lang: Lang) -> Option<Rc<Bundle>> {
    BUNDLES.with(|cells| {
        let cell = &cells[lang.index()];
        #[cfg(feature = "embedded-locales")]
        if cell.borrow().is_none() {
            // The locale files are part of the build and tested; a syntax error there fails
            // `locales_parse_and_have_the_same_messages`.
            *cell.borrow_mut() = bundle_of(lang, &[lang.source()]).ok().map(Rc::new);
        }
        cell.borrow().clone()
    })
}

/// A value for a message argument.
#[derive(Clone, Debug)]
pub enum Arg {
    Str(String),
    Num(i64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}
impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Num(n)
    }
}
impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Num(i64::from(n))
    }
}
impl From<u16> for Arg {
    fn from(n: u16) -> Arg {
        Arg::Num(i64::from(n))
    }
}
impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

/// Whether the language has this message.
#[must_use]
pub fn has(lang: Lang, id: &str) -> bool {
    bundle(lang).is_some_and(|b| b.has_message(id))
}

/// A message with arguments. A missing message comes back as `⟦id⟧` (tests make sure none is).
#[must_use]
pub fn tr(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let Some(bundle) = bundle(lang) else {
        return format!("⟦{id}⟧");
    };
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        return format!("⟦{id}⟧");
    };
    let mut fargs = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Str(s) => fargs.set(*name, FluentValue::from(s.as_str())),
            Arg::Num(n) => fargs.set(*name, FluentValue::from(*n)),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
    if errors.is_empty() {
        text.into_owned()
    } else {
        let why: Vec<String> = errors.iter().map(fluent_error).collect();
        format!("⟦{id}: {}⟧", why.join("; "))
    }
}

/// A message without arguments.
#[must_use]
pub fn t(lang: Lang, id: &str) -> String {
    tr(lang, id, &[])
}

/// "5 зерен" / "5 зёрен", with the plural form of the language.
#[must_use]
pub fn seeds(lang: Lang, count: impl Into<i64>) -> String {
    tr(lang, "seeds", &[("count", Arg::Num(count.into()))])
}

/// "6 ямок" / "6 лунок".
#[must_use]
pub fn pits(lang: Lang, count: impl Into<i64>) -> String {
    tr(lang, "pits", &[("count", Arg::Num(count.into()))])
}

/// The grammatical case a side's name is needed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    Nominative,
    Genitive,
    Dative,
}

/// "Південь", "Півдня", "Півдню" / "Юг", "Юга", "Югу".
#[must_use]
pub fn side(lang: Lang, side: Side, case: Case) -> String {
    let suffix = match case {
        Case::Nominative => "",
        Case::Genitive => "-gen",
        Case::Dative => "-dat",
    };
    t(lang, &format!("side-{}{suffix}", side.letter()))
}

/// A variant's name in the language.
#[must_use]
pub fn variant_name(lang: Lang, spec: &VariantSpec) -> &'static str {
    match lang {
        Lang::Uk => spec.name_uk,
        Lang::Ru => spec.name_ru,
    }
}

/// Why the game ended, as a clause ("ряд одного з гравців спорожнів").
#[must_use]
pub fn end_reason(lang: Lang, reason: EndReason) -> String {
    t(lang, &format!("end-{}", reason.token()))
}

/// The result line of a finished game.
#[must_use]
pub fn outcome(lang: Lang, outcome: &Outcome) -> String {
    let reason = end_reason(lang, outcome.reason);
    match outcome.winner {
        Some(w) => tr(
            lang,
            "step-game-end-win",
            &[("winner", side(lang, w, Case::Nominative).into()), ("reason", reason.into())],
        ),
        None => tr(lang, "step-game-end-draw", &[("reason", reason.into())]),
    }
}

/// Narrates engine steps for one board.
#[derive(Clone, Copy, Debug)]
pub struct Narrator {
    pub lang: Lang,
    pub layout: Layout,
}

/// A pit named the learner's way: numbered from 1 from its owner's left, with its row in words
/// on four-row boards and its side: «3 Півночі», «5 внутрішнього ряду Півдня» / «3 Севера»,
/// «5 внутреннего ряда Юга». It follows the word for pit («ямка», «лунка») in any case, so the
/// sentences keep their grammar. The engine's notation (`N2`, `S.I5`) stays in records and links.
#[must_use]
pub fn pit_label(lang: Lang, layout: Layout, pit: usize) -> String {
    let rows = match layout.rows {
        Rows::Two => "two",
        Rows::Four => "four",
    };
    let n = layout.learner_number(pit);
    let row = match layout.row_of(pit) {
        Row::Inner => "inner",
        Row::Outer => "outer",
        Row::Near => "near",
    };
    tr(
        lang,
        "pit-label",
        &[
            ("rows", rows.into()),
            ("row", row.into()),
            ("n", n.into()),
            ("owner-gen", side(lang, layout.side_of(pit), Case::Genitive).into()),
        ],
    )
}

/// A pit the learner's way with the word for pit in a grammatical case (`nom`, `gen`, `acc`):
/// «ямки 3 Півдня», «лунку 5 внутреннего ряда Юга» (the message `site-pit-case`), for sentences
/// that name a pit with its word, as the computer's hints and the lessons' feedback do.
#[must_use]
pub fn pit_words(lang: Lang, layout: Layout, pit: usize, case: &'static str) -> String {
    let row = match layout.row_of(pit) {
        Row::Near => "near",
        Row::Inner => "inner",
        Row::Outer => "outer",
    };
    let n = layout.learner_number(pit);
    let owner = side(lang, layout.side_of(pit), Case::Genitive);
    tr(lang, "site-pit-case", &[("case", case.into()), ("row", row.into()), ("n", n.into()), ("side", owner.into())])
}

/// A move in the learner's words, for a task's solution or a move list: «хід з ямки 3 Півдня»,
/// «садіння в ямку 6 внутрішнього ряду Півдня, з лівої голови» (parts joined by commas, in the
/// order of the move's actions).
#[must_use]
pub fn move_label(lang: Lang, layout: Layout, mv: &mancala_engine::Move) -> String {
    use mancala_engine::{Action, DirectionChoice};
    let mut parts = Vec::new();
    for action in mv.actions() {
        let pit = |p: u8| Arg::Str(pit_label(lang, layout, usize::from(p)));
        let (kind, p) = match *action {
            Action::Sow(p) => ("sow", Some(p)),
            Action::Plant(p) => ("plant", Some(p)),
            Action::Take(p) => ("take", Some(p)),
            Action::Head(p) if layout.number(usize::from(p)) == 1 => ("head-left", None),
            Action::Head(_) => ("head-right", None),
            Action::Dir(DirectionChoice::Cw) => ("cw", None),
            Action::Dir(DirectionChoice::Ccw) => ("ccw", None),
            Action::Continue(true) => ("go", None),
            Action::Continue(false) => ("stop", None),
            // A move that is only a pass: nothing to sow (Nam-Nam, NAM-3), not the end of a
            // choice of extra pits.
            Action::Pass if mv.actions().len() == 1 => ("pass-turn", None),
            Action::Pass => ("pass", None),
        };
        let args: Vec<(&str, Arg)> = match p {
            Some(p) => vec![("part", kind.into()), ("pit", pit(p))],
            None => vec![("part", kind.into()), ("pit", "".into())],
        };
        parts.push(tr(lang, "move-label", &args));
    }
    parts.join(", ")
}

/// What the neighbouring steps of a move (and, when known, the position before it) tell about
/// one step. [`Narrator::narrate`] knows only the step itself; [`Narrator::narrate_move`] and
/// [`Narrator::narrate_move_from`] fill this in from the whole log.
#[derive(Clone, Copy, Debug, Default)]
struct Context {
    /// For the last capture of a run: the pit the first seed of the following sowing falls into.
    start: Option<u8>,
    /// For a head note: the capture that sent the seeds there (its pit and rule).
    capture: Option<(u8, &'static str)>,
    /// Who acts in this step when it is not the mover (a four-row board's simultaneous first
    /// move: each player sows his own half).
    actor: Option<Side>,
    /// The actual reason, as a selector: for a relay (`first`, `idle`, `big`, `empty`), for the
    /// end of a turn (`kalah-opponent`, `kalah-occupied`, `kalah-no-opposite`, `oware-own`,
    /// `oware-count`, `round-over`), for the last capture of an Oware chain (`chain-own`,
    /// `chain-count`), for a singleton's move (`single-laps`, `single-kiarabu`); `none` when it
    /// is not known.
    why: &'static str,
    /// The pit and its seeds the reason is about (the landing pit, the pit that stops a chain).
    why_pit: Option<(usize, u8)>,
}

/// Selector values the locale files use (`{ $row -> [inner] … }`).
fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

impl Narrator {
    #[must_use]
    pub fn new(lang: Lang, layout: Layout) -> Narrator {
        Narrator { lang, layout }
    }

    fn pit(&self, pit: u8) -> String {
        pit_label(self.lang, self.layout, usize::from(pit))
    }

    fn place(&self, place: Place) -> String {
        match place {
            Place::Pit(p) => self.pit(p),
            Place::Store(s) | Place::Reserve(s) => side(self.lang, s, Case::Genitive),
            Place::Hand => "✋".into(),
            Place::Off => "—".into(),
        }
    }

    /// `inner`, `outer` (four-row boards) or `near` (two-row boards); `none` for a non-pit.
    fn row(&self, place: Place) -> &'static str {
        match place {
            Place::Pit(p) => match self.layout.row_of(usize::from(p)) {
                Row::Near => "near",
                Row::Outer => "outer",
                Row::Inner => "inner",
            },
            _ => "none",
        }
    }

    /// `own` when the pit lies in the mover's half, `opponent` otherwise, `none` for a non-pit.
    fn half(&self, place: Place, mover: Side) -> &'static str {
        match place {
            Place::Pit(p) if self.layout.side_of(usize::from(p)) == mover => "own",
            Place::Pit(_) => "opponent",
            _ => "none",
        }
    }

    /// The pit across the board from `place`, if any.
    fn facing(&self, place: Place) -> Option<usize> {
        match place {
            Place::Pit(p) => self.layout.opposite(usize::from(p)),
            _ => None,
        }
    }

    /// Four-row boards: `outskirts` for the two end pits at either side of the inner row,
    /// `centre` for the other inner pits, `none` elsewhere.
    fn zone(&self, pit: Option<usize>) -> &'static str {
        match pit {
            Some(p) if self.layout.row_of(p) == Row::Inner => {
                let k = self.layout.number(p);
                let n = usize::from(self.layout.columns);
                if k <= 2 || k + 2 > n {
                    "outskirts"
                } else {
                    "centre"
                }
            }
            _ => "none",
        }
    }

    fn name_or_none(&self, pit: Option<usize>) -> String {
        pit.map_or_else(|| "none".into(), |p| pit_label(self.lang, self.layout, p))
    }

    /// The message id for a step kind, refined by its rule when the locale has a sentence for it.
    fn pick(&self, kind: &str, rule: Option<&str>) -> String {
        if let Some(rule) = rule {
            let specific = format!("{kind}--{rule}");
            if has(self.lang, &specific) {
                return specific;
            }
        }
        kind.to_string()
    }

    /// The message id [`Narrator::narrate`] uses for a step, e.g. `step-capture-hand--HUS-6`, or
    /// `None` for steps whose sentence does not depend on a rule (laps, turn ends, game ends).
    #[must_use]
    pub fn message_id(&self, step: &Step) -> Option<String> {
        let (kind, rule) = Self::kind(step)?;
        Some(self.pick(kind, rule))
    }

    /// The general message id of a step (`step-capture-hand`, `note-head`) and its rule.
    #[must_use]
    pub fn kind(step: &Step) -> Option<(&'static str, Option<&'static str>)> {
        let rule = step.rule().map(|r| r.0);
        let kind = match *step {
            Step::PickUp { .. } => "step-pick-up",
            Step::Sow { to: Place::Pit(_), .. } => "step-sow-pit",
            Step::Sow { .. } => "step-sow-store",
            Step::Skip { to: Place::Pit(_), .. } => "step-skip-pit",
            Step::Skip { .. } => "step-skip-store",
            Step::Relay { .. } => "step-relay",
            Step::Capture { to, .. } => match to {
                Place::Store(_) => "step-capture-store",
                Place::Hand => "step-capture-hand",
                Place::Pit(_) => "step-capture-pit",
                _ => "step-capture-other",
            },
            Step::Plant { .. } => "step-plant",
            Step::Transfer { .. } => "step-transfer",
            Step::Owner { .. } => "step-owner",
            Step::HouseDestroyed { .. } => "step-house-destroyed",
            Step::ExtraTurn { .. } => "step-extra-turn",
            Step::Note { note, .. } => match note {
                Note::MustFeed => "note-must-feed",
                Note::GrandSlamNoCapture => "note-grand-slam",
                Note::Pass => "note-pass",
                Note::Direction { dir: mancala_engine::Direction::Cw } => "note-direction-cw",
                Note::Direction { dir: mancala_engine::Direction::Ccw } => "note-direction-ccw",
                Note::Head { .. } => "note-head",
                Note::Stop { .. } => "note-stop",
                Note::HarvestBegins { .. } => "note-harvest",
                Note::Endless => "note-endless",
                Note::Blocked { .. } => "note-blocked",
                Note::BlockLifted { .. } => "note-block-lifted",
                Note::RoundBegins { .. } => "note-round",
            },
            Step::Lap { .. } | Step::TurnEnd { .. } | Step::GameEnd { .. } => return None,
        };
        Some((kind, rule))
    }

    /// The sentence for one step. `mover` is the side whose move the step belongs to.
    ///
    /// A step alone does not say everything (where captured seeds will be sown, why a head was
    /// chosen); [`Narrator::narrate_move`] narrates a whole move and adds that.
    #[must_use]
    pub fn narrate(&self, step: &Step, mover: Side) -> String {
        self.narrate_in(step, mover, Context { why: "none", ..Context::default() })
    }

    /// The sentences for every step of one move's log, in order: the caption of each step as
    /// the site and the embed show it. Uses the neighbouring steps to say more than
    /// [`Narrator::narrate`] can: who acts, where the captured seeds start, why this head, why a
    /// relay goes on (a non-capturing move, the 16+ rule, an empty opposite pit). With the
    /// position before the move, [`Narrator::narrate_move_from`] also says what needs the seed
    /// counts (why an Oware chain stops, why a Kalah seed captures nothing).
    #[must_use]
    pub fn narrate_move(&self, steps: &[Step], mover: Side) -> Vec<String> {
        self.narrate_all(steps, mover, None)
    }

    /// [`Narrator::narrate_move`] for a move played from `before` (the mover is the side to
    /// move there). If the steps do not fold over `before`, the counts are left out.
    #[must_use]
    pub fn narrate_move_from(&self, before: &Position, steps: &[Step]) -> Vec<String> {
        let mut pos = before.clone();
        let mut hand = Hand::default();
        let mut counts = Vec::with_capacity(steps.len());
        for step in steps {
            counts.push(pos.pits().to_vec());
            if pos.apply_step(&mut hand, step).is_err() {
                return self.narrate_all(steps, before.to_move(), None);
            }
        }
        self.narrate_all(steps, before.to_move(), Some(&counts))
    }

    fn narrate_all(&self, steps: &[Step], mover: Side, counts: Option<&[Vec<u8>]>) -> Vec<String> {
        let mut actor = mover;
        (0..steps.len())
            .map(|i| {
                let pits = counts.map(|c| c[i].as_slice());
                let mut ctx = self.context(steps, i, mover, pits);
                // Four-row boards: each player sows only his own half, so the half of the pit
                // tells who acts (both players sow in the first move of Choro I).
                if self.layout.rows == Rows::Four {
                    match steps[i] {
                        Step::PickUp { pit, .. } | Step::Relay { pit, .. } => {
                            actor = self.layout.side_of(usize::from(pit));
                        }
                        Step::Plant { side: s, .. } => actor = s,
                        Step::Capture { from: Place::Pit(p), to: Place::Hand, .. } => {
                            actor = self.layout.side_of(usize::from(p)).opponent();
                        }
                        _ => {}
                    }
                    ctx.actor = Some(actor);
                }
                let text = self.narrate_in(&steps[i], mover, ctx);
                let why = self.why_sentence(&steps[i], mover, ctx);
                match (why.is_empty(), text.is_empty()) {
                    (true, _) => text,
                    (false, true) => why,
                    (false, false) if matches!(steps[i], Step::TurnEnd { .. }) => format!("{why} {text}"),
                    (false, false) => format!("{text} {why}"),
                }
            })
            .collect()
    }

    /// The "why not" sentence of a step, if its context gives one: why an Oware chain stops, why
    /// a move ended without a capture, what comes after a Nam-Nam round.
    fn why_sentence(&self, step: &Step, mover: Side, ctx: Context) -> String {
        let (why_pit, count) =
            ctx.why_pit.map_or((String::new(), 0), |(p, c)| (pit_label(self.lang, self.layout, p), c));
        let id = match (step, ctx.why) {
            (Step::TurnEnd { .. }, w) if w != "none" && !w.is_empty() => "why-turn-end",
            (Step::Capture { .. }, w) if w.starts_with("chain") => "why-chain-stops",
            (Step::PickUp { .. }, w) if w.starts_with("single") => "why-singleton",
            _ => return String::new(),
        };
        tr(
            self.lang,
            id,
            &[
                ("why", ctx.why.into()),
                ("pit", why_pit.into()),
                ("seeds", seeds(self.lang, count).into()),
                ("count", count.into()),
                ("player", side(self.lang, mover, Case::Nominative).into()),
                ("player-dat", side(self.lang, mover, Case::Dative).into()),
            ],
        )
    }

    #[allow(clippy::too_many_lines)]
    fn context(&self, steps: &[Step], i: usize, mover: Side, pits: Option<&[u8]>) -> Context {
        let mut ctx = Context { why: "none", ..Context::default() };
        let family = steps.iter().find_map(|s| match *s {
            Step::PickUp { rule, .. } => rule.0.split('-').next(),
            _ => None,
        });
        let captured_before = |k: usize| {
            steps[..k].iter().any(|s| match *s {
                Step::Capture { to: Place::Store(owner), .. } => owner == mover,
                Step::Capture { .. } => true,
                _ => false,
            })
        };
        match steps[i] {
            Step::Relay { .. } => {
                let big = steps[..i].iter().any(|s| {
                    matches!(*s, Step::PickUp { count, rule, .. } if count >= 16 && matches!(rule.0, "KUJ-5" | "KSW-15"))
                });
                let idle_start = steps[..i]
                    .iter()
                    .any(|s| matches!(*s, Step::PickUp { rule, .. } if matches!(rule.0, "KSW-12" | "KSW-18")));
                let relayed = steps[..i].iter().any(|s| matches!(s, Step::Relay { .. }));
                ctx.why = if captured_before(i) {
                    "empty"
                } else if big {
                    "big"
                } else if idle_start || relayed {
                    "idle"
                } else {
                    "first"
                };
            }
            Step::TurnEnd { .. } => {
                let captured = captured_before(i);
                let extra = steps[..i].iter().any(|s| matches!(s, Step::ExtraTurn { .. }));
                let last = steps[..i].iter().rev().find_map(|s| match *s {
                    Step::Sow { to: Place::Pit(p), .. } => Some(Some(usize::from(p))),
                    Step::Sow { .. } => Some(None),
                    _ => None,
                });
                let round_over =
                    steps[..i].iter().any(|s| matches!(*s, Step::Capture { rule, .. } if rule.0 == "NAM-7"))
                        && !steps[i..].iter().any(|s| matches!(s, Step::Note { note: Note::RoundBegins { .. }, .. }));
                if round_over {
                    ctx.why = "round-over";
                } else if let (false, false, Some(Some(p))) = (captured, extra, last) {
                    let own = self.layout.side_of(p) == mover;
                    let count = pits.map(|c| c[p]);
                    match (family, own, count) {
                        (Some("KAL"), false, _) => ctx.why = "kalah-opponent",
                        (Some("KAL"), true, Some(c)) if c > 1 => ctx.why = "kalah-occupied",
                        (Some("KAL"), true, Some(_)) => ctx.why = "kalah-no-opposite",
                        (Some("OW"), true, _) => ctx.why = "oware-own",
                        (Some("OW"), false, Some(c)) if c != 2 && c != 3 => ctx.why = "oware-count",
                        _ => {}
                    }
                    ctx.why_pit = Some((p, count.unwrap_or(0)));
                }
            }
            // A singleton moves only where its game allows it: say why this one may.
            Step::PickUp { count: 1, rule, .. } if matches!(rule.0, "BKL-4" | "KIA-5") => {
                ctx.why = if rule.0 == "BKL-4" { "single-laps" } else { "single-kiarabu" };
            }
            Step::Capture { from: Place::Pit(q), rule, .. } if rule.0 == "OW-7" => {
                let more =
                    steps.get(i + 1).is_some_and(|s| matches!(*s, Step::Capture { rule, .. } if rule.0 == "OW-7"));
                if !more {
                    let q = usize::from(q);
                    if q == 0 || self.layout.side_of(q - 1) == mover {
                        ctx.why = "chain-own";
                        ctx.why_pit = Some((q, 0));
                    } else if let Some(c) = pits.map(|c| c[q - 1]) {
                        ctx.why = "chain-count";
                        ctx.why_pit = Some((q - 1, c));
                    }
                }
            }
            _ => {}
        }
        match steps[i] {
            Step::Capture { .. } => {
                // The last capture of a run: the next sowing's first pit.
                for s in &steps[i + 1..] {
                    match *s {
                        Step::Sow { to: Place::Pit(p), .. } => {
                            ctx.start = Some(p);
                            break;
                        }
                        Step::Relay { .. } | Step::Note { .. } | Step::HouseDestroyed { .. } => {}
                        _ => break,
                    }
                }
            }
            Step::Note { note: Note::Head { .. }, .. } => {
                // The capture of an inner pit that sent the seeds to this head.
                ctx.capture = steps[..i].iter().rev().find_map(|s| match *s {
                    Step::Capture { from: Place::Pit(p), rule, .. } if rule.0 != "KS-5" => Some((p, rule.0)),
                    _ => None,
                });
            }
            _ => {}
        }
        ctx
    }

    #[allow(clippy::too_many_lines)]
    fn narrate_in(&self, step: &Step, mover: Side, ctx: Context) -> String {
        let lang = self.lang;
        let mover = ctx.actor.unwrap_or(mover);
        let player = || Arg::Str(side(lang, mover, Case::Nominative));
        let player_gen = || Arg::Str(side(lang, mover, Case::Genitive));
        let player_dat = || Arg::Str(side(lang, mover, Case::Dative));
        let Some((kind, rule)) = Self::kind(step) else {
            return match *step {
                Step::Lap { lap } => tr(lang, "step-lap", &[("lap", lap.into())]),
                Step::TurnEnd { next } => tr(
                    lang,
                    "step-turn-end",
                    &[
                        ("next-gen", side(lang, next, Case::Genitive).into()),
                        ("next-dat", side(lang, next, Case::Dative).into()),
                    ],
                ),
                Step::GameEnd { outcome: o, .. } => outcome(lang, &o),
                _ => String::new(),
            };
        };
        let id = self.pick(kind, rule);
        match *step {
            Step::PickUp { pit, count, .. } | Step::Relay { pit, count, .. } => tr(
                lang,
                &id,
                &[
                    ("player", player()),
                    ("player-gen", player_gen()),
                    ("player-dat", player_dat()),
                    ("pit", self.pit(pit).into()),
                    ("seeds", seeds(lang, count).into()),
                    ("count", count.into()),
                    ("row", self.row(Place::Pit(pit)).into()),
                    ("half", self.half(Place::Pit(pit), mover).into()),
                    ("big", yes_no(count >= 16).into()),
                    ("why", ctx.why.into()),
                ],
            ),
            Step::Sow { to: Place::Pit(p), .. } | Step::Skip { to: Place::Pit(p), .. } => {
                tr(lang, &id, &[("pit", self.pit(p).into()), ("player", player())])
            }
            Step::Sow { to, .. } | Step::Skip { to, .. } => {
                let owner = match to {
                    Place::Store(s) | Place::Reserve(s) => s,
                    _ if matches!(step, Step::Skip { .. }) => mover.opponent(),
                    _ => mover,
                };
                tr(lang, &id, &[("owner-gen", side(lang, owner, Case::Genitive).into()), ("player", player())])
            }
            Step::Capture { from, to, count, .. } => {
                let taker = match to {
                    Place::Store(s) | Place::Reserve(s) => s,
                    _ => mover,
                };
                let from_kind = match from {
                    Place::Pit(_) => "pit",
                    Place::Hand => "hand",
                    Place::Store(_) | Place::Reserve(_) => "store",
                    Place::Off => "off",
                };
                let facing = self.facing(from);
                tr(
                    lang,
                    &id,
                    &[
                        ("player", player()),
                        ("player-gen", player_gen()),
                        ("player-dat", player_dat()),
                        ("taker", side(lang, taker, Case::Nominative).into()),
                        ("taker-gen", side(lang, taker, Case::Genitive).into()),
                        ("pit", self.place(from).into()),
                        ("seeds", seeds(lang, count).into()),
                        ("count", count.into()),
                        ("from-kind", from_kind.into()),
                        ("row", self.row(from).into()),
                        ("half", self.half(from, mover).into()),
                        ("facing", self.name_or_none(facing).into()),
                        ("zone", self.zone(facing).into()),
                        ("start", self.name_or_none(ctx.start.map(usize::from)).into()),
                    ],
                )
            }
            Step::Plant { side: s, pit, .. } => {
                tr(lang, &id, &[("player", side(lang, s, Case::Nominative).into()), ("pit", self.pit(pit).into())])
            }
            Step::Transfer { from, to, count, .. } => {
                let owner = match to {
                    Place::Store(s) | Place::Reserve(s) => s,
                    Place::Pit(p) => self.layout.side_of(usize::from(p)),
                    _ => mover,
                };
                // Whose row the seeds come from, compared with where they go.
                let dest = match (from, to) {
                    (_, Place::Off) => "off",
                    (Place::Pit(p), Place::Store(s)) if self.layout.side_of(usize::from(p)) == s => "own",
                    (Place::Pit(_), Place::Store(_)) => "other",
                    (_, Place::Pit(_)) => "pit",
                    _ => "other",
                };
                tr(
                    lang,
                    &id,
                    &[
                        ("seeds", seeds(lang, count).into()),
                        ("count", count.into()),
                        ("pit", self.place(from).into()),
                        ("from", self.place(from).into()),
                        ("to", self.place(to).into()),
                        ("owner", side(lang, owner, Case::Nominative).into()),
                        ("owner-gen", side(lang, owner, Case::Genitive).into()),
                        ("owner-dat", side(lang, owner, Case::Dative).into()),
                        ("dest", dest.into()),
                    ],
                )
            }
            Step::Owner { pit, side: s, .. } => tr(
                lang,
                &id,
                &[
                    ("pit", self.pit(pit).into()),
                    ("owner", side(lang, s, Case::Nominative).into()),
                    ("owner-dat", side(lang, s, Case::Dative).into()),
                ],
            ),
            Step::HouseDestroyed { side: s, .. } => {
                tr(lang, &id, &[("owner-gen", side(lang, s, Case::Genitive).into())])
            }
            Step::Note { note, .. } => self.note(&id, note, mover, ctx),
            Step::ExtraTurn { .. } => tr(lang, &id, &[("player", player())]),
            Step::Lap { .. } | Step::TurnEnd { .. } | Step::GameEnd { .. } => String::new(),
        }
    }

    fn note(&self, id: &str, note: Note, mover: Side, ctx: Context) -> String {
        let lang = self.lang;
        let player = || Arg::Str(side(lang, mover, Case::Nominative));
        let player_dat = || Arg::Str(side(lang, mover, Case::Dative));
        match note {
            Note::Head { pit } => {
                let n = usize::from(self.layout.columns);
                let head = if self.layout.number(usize::from(pit)) == 1 {
                    "left"
                } else if self.layout.number(usize::from(pit)) == n {
                    "right"
                } else {
                    "none"
                };
                // The own pit where the capture happened faces the captured pit.
                let landing = ctx.capture.and_then(|(p, _)| self.layout.opposite(usize::from(p)));
                let planting = ctx.capture.is_some_and(|(_, r)| r == "KSW-9");
                tr(
                    lang,
                    id,
                    &[
                        ("pit", self.pit(pit).into()),
                        ("player", player()),
                        ("head", head.into()),
                        ("zone", self.zone(landing).into()),
                        ("landing", self.name_or_none(landing).into()),
                        ("planting", yes_no(planting).into()),
                    ],
                )
            }
            Note::Stop { pit } | Note::BlockLifted { pit } | Note::Blocked { pit } => {
                tr(lang, id, &[("pit", self.pit(pit).into()), ("player", player())])
            }
            Note::HarvestBegins { side: s } => tr(
                lang,
                id,
                &[
                    ("owner", side(lang, s, Case::Nominative).into()),
                    ("owner-gen", side(lang, s, Case::Genitive).into()),
                ],
            ),
            Note::RoundBegins { round, .. } => tr(lang, id, &[("round", round.into())]),
            Note::MustFeed | Note::GrandSlamNoCapture | Note::Pass | Note::Direction { .. } | Note::Endless => {
                tr(lang, id, &[("player", player()), ("player-dat", player_dat())])
            }
        }
    }
}

/// Which decision an unfinished move lacks: the general sentence in builds without the feature
/// `error-detail` (the embed's).
#[cfg(not(feature = "error-detail"))]
fn incomplete(lang: Lang, _expected: Expected) -> String {
    t(lang, "illegal-incomplete-other")
}

/// Which decision an unfinished move lacks, in the user's language.
#[cfg(feature = "error-detail")]
fn incomplete(lang: Lang, expected: Expected) -> String {
    let id = match expected {
        Expected::Pit => "illegal-incomplete-pit",
        Expected::PlantPit => "illegal-incomplete-plant",
        Expected::Direction => "illegal-incomplete-direction",
        Expected::Head => "illegal-incomplete-head",
        Expected::StopOrGo => "illegal-incomplete-stop-or-go",
        Expected::OtherSowing => "illegal-incomplete-other-sowing",
        Expected::TakeOrPass => "illegal-incomplete-take-or-pass",
        Expected::Take => "illegal-incomplete-take",
        Expected::TakeOrLeave => "illegal-incomplete-take-or-leave",
        Expected::SetupPitOrPass => "illegal-incomplete-setup-or-pass",
        Expected::SetupPit => "illegal-incomplete-setup",
        Expected::Other => "illegal-incomplete-other",
    };
    // An embedded board's strings leave out these sentences (embed_strings.rs).
    t(lang, if has(lang, id) { id } else { "illegal-incomplete-other" })
}

/// Why a move is not allowed, in the user's language, naming the rule.
#[must_use]
pub fn illegal_move(lang: Lang, layout: Layout, err: &IllegalMove) -> String {
    // Named the learner's way («ямка 1 Півдня»): the token of the move, where a record or a link
    // gave it, is quoted beside in the engine's notation.
    let pit = |p: u8| Arg::Str(pit_label(lang, layout, usize::from(p)));
    match &err.reason {
        IllegalReason::GameOver => t(lang, "illegal-game-over"),
        IllegalReason::NotYourPit { pit: p } => tr(lang, "illegal-not-your-pit", &[("pit", pit(*p))]),
        IllegalReason::EmptyPit { pit: p } => tr(lang, "illegal-empty-pit", &[("pit", pit(*p))]),
        IllegalReason::Incomplete { expected } => incomplete(lang, *expected),
        IllegalReason::UnexpectedAction { .. } => t(lang, "illegal-unexpected"),
        IllegalReason::Forbidden { rule, why } => {
            let id = match why {
                Forbidden::MustFeed => "illegal-must-feed",
                Forbidden::GrandSlam => "illegal-grand-slam",
                Forbidden::Singleton => "illegal-singleton",
                Forbidden::MustCapture => "illegal-must-capture",
                Forbidden::Priority => "illegal-priority",
                Forbidden::Endless => "illegal-endless",
                Forbidden::Blocked => "illegal-blocked",
                Forbidden::PlantTarget => "illegal-plant-target",
                Forbidden::Direction => "illegal-direction",
                _ => "illegal-other",
            };
            format!("{} ({})", t(lang, id), tr(lang, "illegal-rule", &[("rule", (*rule).into())]))
        }
    }
}

/// What breaks `rule` of the game in a position, in the user's language: the general sentence
/// that names the rule, in builds without the feature `error-detail` (the embed's).
#[cfg(not(feature = "error-detail"))]
#[must_use]
pub fn inconsistency(lang: Lang, rule: &str, _reason: Inconsistency) -> String {
    tr(lang, "error-position-inconsistent", &[("rule", rule.into())])
}

/// What breaks `rule` of the game in a position, in the user's language.
#[cfg(feature = "error-detail")]
#[must_use]
pub fn inconsistency(lang: Lang, rule: &str, reason: Inconsistency) -> String {
    let mut args: Vec<(&str, Arg)> = vec![("rule", rule.into())];
    let mut pit = |layout: Layout, p: u8| args.push(("pit", Arg::Str(pit_label(lang, layout, usize::from(p)))));
    let id = match reason {
        Inconsistency::AlreadyOver(EndReason::EndlessMove) => "error-position-endless",
        Inconsistency::AlreadyOver(why) => {
            args.push(("reason", end_reason(lang, why).into()));
            "error-position-over"
        }
        Inconsistency::NoSuchPart(part) => {
            args.push(("part", part.token().into()));
            "error-position-no-part"
        }
        Inconsistency::OffBeforeEnd => "error-position-off-before-end",
        Inconsistency::BlockedOffBoard { index } => {
            args.push(("index", i64::from(index).into()));
            "error-position-blocked-off-board"
        }
        Inconsistency::BlockedNotInner { layout, pit: p } => {
            pit(layout, p);
            "error-position-blocked-not-inner"
        }
        Inconsistency::EmptyHouse { layout, pit: p } => {
            pit(layout, p);
            args.push(("side", if layout.side_of(usize::from(p)) == Side::South { "S" } else { "N" }.into()));
            "error-position-empty-house"
        }
        Inconsistency::Columns { columns } => {
            args.push(("columns", i64::from(columns).into()));
            "error-position-columns"
        }
        Inconsistency::RoundZero => "error-position-round-zero",
        Inconsistency::FirstRoundOwners => "error-position-first-round-owners",
        Inconsistency::NotTheSetter => "error-position-not-the-setter",
        Inconsistency::SetupWithoutChoice => "error-position-setup-without-choice",
    };
    // An embedded board's strings leave out these sentences (embed_strings.rs): it says which
    // rule is broken.
    tr(lang, if has(lang, id) { id } else { "error-position-inconsistent" }, &args)
}

/// What is wrong with a position, in the user's language.
#[must_use]
pub fn position_error(lang: Lang, err: &PositionError) -> String {
    match err {
        PositionError::Syntax { column, .. } => tr(lang, "error-position-syntax", &[("column", (*column).into())]),
        PositionError::Json { .. } => t(lang, "error-position-json"),
        PositionError::WrongLayout { .. } => t(lang, "error-position-layout"),
        PositionError::WrongPitCount { row, expected, found } => tr(
            lang,
            "error-position-pit-count",
            &[
                ("row", row.as_str().into()),
                ("found", pits(lang, i64::try_from(*found).unwrap_or(i64::MAX)).into()),
                ("expected", (*expected).into()),
            ],
        ),
        PositionError::SeedCountOutOfRange { place, count, max } => tr(
            lang,
            "error-position-seed-count",
            &[("place", place.as_str().into()), ("count", i64::from(*count).into()), ("max", i64::from(*max).into())],
        ),
        PositionError::TooManySeeds { total, max } => {
            tr(lang, "error-position-too-many", &[("total", i64::from(*total).into()), ("max", i64::from(*max).into())])
        }
        PositionError::Inconsistent { rule, reason } => inconsistency(lang, rule, *reason),
        PositionError::RepeatedKey { key, column } => {
            tr(lang, "error-position-repeated-key", &[("key", key.as_str().into()), ("column", (*column).into())])
        }
        PositionError::RowTooLong { row, found } => tr(
            lang,
            "error-position-row-too-long",
            &[
                ("row", row.as_str().into()),
                ("found", pits(lang, i64::try_from(*found).unwrap_or(i64::MAX)).into()),
                ("max", mancala_engine::position::MAX_COLUMNS.into()),
            ],
        ),
        PositionError::FalseMajority { winner, south, north } => match winner {
            Some(w) => {
                let (own, other) = if *w == Side::South { (*south, *north) } else { (*north, *south) };
                tr(
                    lang,
                    "error-position-false-majority",
                    &[
                        ("winner", side(lang, *w, Case::Dative).into()),
                        ("winner-gen", side(lang, *w, Case::Genitive).into()),
                        ("own", seeds(lang, own).into()),
                        ("other", i64::from(other).into()),
                    ],
                )
            }
            None => tr(
                lang,
                "error-position-false-majority-draw",
                &[("south", seeds(lang, *south).into()), ("north", seeds(lang, *north).into())],
            ),
        },
    }
}

/// An unknown variant or option (or a game this build leaves out), in the user's language.
#[must_use]
pub fn variant_error(lang: Lang, err: &VariantError) -> String {
    match err {
        VariantError::UnknownVariant { id, .. } => tr(lang, "error-unknown-variant", &[("id", id.as_str().into())]),
        VariantError::FamilyNotBuilt { id, rows } => {
            let rows = match rows {
                Rows::Two => "two",
                Rows::Four => "four",
            };
            tr(lang, "error-family-not-built", &[("id", id.as_str().into()), ("rows", rows.into())])
        }
        VariantError::UnknownOption { key, .. } => tr(lang, "error-unknown-option", &[("key", key.as_str().into())]),
        VariantError::BadOptionValue { key, value, .. } => {
            tr(lang, "error-bad-option-value", &[("key", (*key).into()), ("value", value.as_str().into())])
        }
        VariantError::Malformed { text } => tr(lang, "error-malformed-option", &[("text", text.as_str().into())]),
        VariantError::UndeclaredOption { variant, key } => {
            tr(lang, "error-option-undeclared", &[("id", (*variant).into()), ("key", (*key).into())])
        }
        VariantError::UnhandledOptionValue { variant, key, value } => tr(
            lang,
            "error-option-unhandled",
            &[("id", (*variant).into()), ("key", (*key).into()), ("value", (*value).into())],
        ),
    }
}

/// A move token that cannot be read, in the user's language.
#[must_use]
pub fn move_parse_error(lang: Lang, err: &MoveParseError) -> String {
    tr(lang, "error-move-parse", &[("token", err.token.as_str().into())])
}

/// A game record that cannot be read (`mancala_record::parse`), in the user's language, with its
/// line and column: "Рядок 2, стовпчик 7: коментар не закрито: …".
#[must_use]
pub fn record_error(lang: Lang, err: &mancala_record::RecordError) -> String {
    use mancala_record::RecordErrorKind as K;
    let why = match &err.kind {
        K::UnterminatedComment => t(lang, "record-error-unterminated-comment"),
        K::UnterminatedTag => t(lang, "record-error-unterminated-tag"),
        K::UnterminatedVariation => t(lang, "record-error-unterminated-variation"),
        K::UnmatchedClose => t(lang, "record-error-unmatched-close"),
        K::UnknownTag { name } => tr(
            lang,
            "record-error-unknown-tag",
            &[("name", name.as_str().into()), ("known", mancala_record::KNOWN_TAGS.join(", ").into())],
        ),
        K::DuplicateTag { name } => tr(lang, "record-error-duplicate-tag", &[("name", name.as_str().into())]),
        K::BadTag { expected } => t(
            lang,
            if expected.contains("name") {
                "record-error-bad-tag-name"
            } else if expected.contains(']') {
                "record-error-bad-tag-close"
            } else {
                "record-error-bad-tag-value"
            },
        ),
        K::TagAfterMoves => t(lang, "record-error-tag-after-moves"),
        K::MissingVariant => t(lang, "record-error-missing-variant"),
        K::BadOption { value } => tr(lang, "record-error-bad-option", &[("value", value.as_str().into())]),
        K::BadMoveNumber { found, expected } => tr(
            lang,
            "record-error-bad-move-number",
            &[("found", found.as_str().into()), ("expected", expected.as_str().into())],
        ),
        K::NumberWithoutMove => t(lang, "record-error-number-without-move"),
        K::VariationWithoutMove => t(lang, "record-error-variation-without-move"),
        K::EmptyVariation => t(lang, "record-error-empty-variation"),
        K::TooDeep => tr(lang, "record-error-too-deep", &[("max", mancala_record::MAX_DEPTH.into())]),
        K::TooMuch { limit } => {
            use mancala_record::Limit as L;
            let id = match limit {
                L::Size => "record-error-too-much-size",
                L::Tags => "record-error-too-much-tags",
                L::TagName => "record-error-too-much-tag-name",
                L::TagValue => "record-error-too-much-tag-value",
                L::Comments => "record-error-too-much-comments",
                L::CommentLength => "record-error-too-much-comment-length",
                L::Plies => "record-error-too-much-plies",
                L::TokenLength => "record-error-too-much-token-length",
            };
            tr(lang, id, &[("max", limit.max().into())])
        }
        K::UnexpectedChar { ch } => tr(lang, "record-error-unexpected-char", &[("char", ch.to_string().into())]),
    };
    at_line(lang, err.line, err.column, why)
}

/// A record that the rules engine rejects (`Record::replay`), in the user's language, with its
/// line and column when it was read from text.
#[must_use]
pub fn replay_error(lang: Lang, err: &mancala_record::ReplayError) -> String {
    use mancala_engine::MoveError;
    use mancala_record::ReplayErrorKind as K;
    // Without a line and column in front, the message starts the sentence (a capital letter).
    let first = Arg::from(if err.line > 0 { "no" } else { "yes" });
    let why = match err.kind.as_ref() {
        K::UnknownVariant(e) => variant_error(lang, e),
        K::BadOption { key, value, error } => tr(
            lang,
            "record-error-option",
            &[
                ("key", key.as_str().into()),
                ("value", value.as_str().into()),
                ("why", variant_error(lang, error).into()),
                ("first", first),
            ],
        ),
        K::BadStart(e) => tr(lang, "record-error-start", &[("why", position_error(lang, e).into()), ("first", first)]),
        K::BadMove { token, ply, depth, error, layout, .. } => {
            let why = match error {
                MoveError::Parse(e) => move_parse_error(lang, e),
                MoveError::Illegal(e) => illegal_move(lang, *layout, e),
            };
            let id = if *depth == 0 { "record-error-move" } else { "record-error-move-variation" };
            tr(
                lang,
                id,
                &[
                    ("number", mancala_record::move_number(ply.saturating_sub(1)).into()),
                    ("token", token.as_str().into()),
                    ("why", why.into()),
                    ("first", first),
                ],
            )
        }
        K::TooDeep => tr(lang, "record-error-too-deep", &[("max", mancala_record::MAX_DEPTH.into())]),
        K::RepeatedOption { key } => tr(lang, "record-error-repeated-option", &[("key", key.as_str().into())]),
    };
    if err.line > 0 {
        at_line(lang, err.line, err.column, why)
    } else {
        why
    }
}

fn at_line(lang: Lang, line: usize, column: usize, why: String) -> String {
    tr(lang, "record-at", &[("line", line.into()), ("column", column.into()), ("why", why.into())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_locale_given_at_run_time_is_used_and_a_broken_one_is_refused() {
        set_locale(Lang::Ru, "greeting = Привет, { $name }!\n".to_string()).unwrap();
        assert!(is_locale_loaded(Lang::Ru));
        assert_eq!(tr(Lang::Ru, "greeting", &[("name", "Юг".into())]), "Привет, Юг!");
        assert_eq!(t(Lang::Ru, "no-such-message"), "⟦no-such-message⟧");

        let err = set_locale(Lang::Ru, "greeting = {\n".to_string()).unwrap_err();
        assert_eq!(err.lang, Lang::Ru);
        assert!(err.to_string().starts_with("the ru locale is not valid Fluent"), "{err}");
        // The language keeps what it had.
        assert_eq!(tr(Lang::Ru, "greeting", &[("name", "Север".into())]), "Привет, Север!");
    }

    #[cfg(not(feature = "embedded-locales"))]
    #[test]
    fn without_embedded_locales_a_language_has_nothing_until_it_is_given() {
        assert!(!is_locale_loaded(Lang::Uk));
        assert!(!has(Lang::Uk, "site-title"));
        assert_eq!(t(Lang::Uk, "site-title"), "⟦site-title⟧");
        set_locale(Lang::Uk, "site-title = Манкала\n".to_string()).unwrap();
        assert!(is_locale_loaded(Lang::Uk));
        assert_eq!(t(Lang::Uk, "site-title"), "Манкала");
    }

    #[cfg(feature = "embedded-locales")]
    #[test]
    fn a_move_is_told_in_the_learners_words() {
        let layout = Layout::four_row(8);
        let mv = mancala_engine::Move::parse("+S.I6/hS.I1", layout, Side::South).unwrap();
        assert_eq!(move_label(Lang::Uk, layout, &mv), "садіння в ямку 6 внутрішнього ряду Півдня, з лівої голови");
        assert_eq!(move_label(Lang::Ru, layout, &mv), "посадка в лунку 6 внутреннего ряда Юга, с левой головы");
        let two = Layout::two_row(6);
        let mv = mancala_engine::Move::parse("S2", two, Side::South).unwrap();
        assert_eq!(move_label(Lang::Uk, two, &mv), "хід з ямки 3 Півдня");
        assert_eq!(
            tr(Lang::Uk, "lesson-solution", &[("move", move_label(Lang::Uk, two, &mv).into())]),
            "Розв’язок: хід з ямки 3 Півдня."
        );
    }

    #[cfg(feature = "embedded-locales")]
    #[test]
    fn with_embedded_locales_both_languages_are_always_there() {
        assert!(Lang::ALL.iter().all(|&l| is_locale_loaded(l)));
        assert_eq!(t(Lang::Uk, "site-title"), "Манкала: вчимося грати");
    }
}
