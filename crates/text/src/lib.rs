//! Everything the learner reads, in Ukrainian and Russian: interface strings, error messages and
//! the narration of every engine step.
//!
//! Strings live in Fluent files (`locales/uk.ftl`, `locales/ru.ftl`) so that plural forms follow
//! each language's rules (1 зерно, 2 зерна, 5 зерен / зёрен). Narration is chosen from the step's
//! kind and its rule ID: `step-<kind>--<RULE>` when the locale has it, else `step-<kind>`.
//! This crate has no web dependencies; the site and the tests use it alike.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use mancala_engine::{
    EndReason, Forbidden, IllegalMove, IllegalReason, Layout, MoveParseError, Note, Outcome, Place,
    PositionError, Side, Step, VariantError, VariantSpec,
};
use std::cell::OnceCell;

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

    /// The Fluent source of this language.
    #[must_use]
    pub const fn source(self) -> &'static str {
        match self {
            Lang::Uk => include_str!("../locales/uk.ftl"),
            Lang::Ru => include_str!("../locales/ru.ftl"),
        }
    }
}

thread_local! {
    static BUNDLES: [OnceCell<FluentBundle<FluentResource>>; 2] = const { [OnceCell::new(), OnceCell::new()] };
}

fn build_bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![id]);
    // The site renders plain text; Unicode isolation marks would only show up as noise in tests.
    bundle.set_use_isolating(false);
    // The locale files are part of the build and tested; a syntax error there fails `locales_parse`.
    let resource =
        FluentResource::try_new(lang.source().to_string()).unwrap_or_else(|(res, _)| res);
    let _ = bundle.add_resource(resource);
    bundle
}

fn with_bundle<R>(lang: Lang, f: impl FnOnce(&FluentBundle<FluentResource>) -> R) -> R {
    BUNDLES.with(|cells| {
        let cell = &cells[usize::from(lang == Lang::Ru)];
        f(cell.get_or_init(|| build_bundle(lang)))
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
    with_bundle(lang, |b| b.has_message(id))
}

/// A message with arguments. A missing message comes back as `⟦id⟧` (tests make sure none is).
#[must_use]
pub fn tr(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    with_bundle(lang, |bundle| {
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
            format!("⟦{id}: {errors:?}⟧")
        }
    })
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
            &[
                ("winner", side(lang, w, Case::Nominative).into()),
                ("reason", reason.into()),
            ],
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

impl Narrator {
    #[must_use]
    pub fn new(lang: Lang, layout: Layout) -> Narrator {
        Narrator { lang, layout }
    }

    fn pit(&self, pit: u8) -> String {
        self.layout.pit_name(usize::from(pit))
    }

    fn place(&self, place: Place) -> String {
        match place {
            Place::Pit(p) => self.pit(p),
            Place::Store(s) | Place::Reserve(s) => side(self.lang, s, Case::Genitive),
            Place::Hand => "✋".into(),
            Place::Off => "—".into(),
        }
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

    /// The sentence for one step. `mover` is the side whose move the step belongs to.
    #[must_use]
    pub fn narrate(&self, step: &Step, mover: Side) -> String {
        let lang = self.lang;
        let player = || Arg::Str(side(lang, mover, Case::Nominative));
        let player_gen = || Arg::Str(side(lang, mover, Case::Genitive));
        let rule = step.rule().map(|r| r.0);
        match *step {
            Step::PickUp { pit, count, .. } => tr(
                lang,
                &self.pick("step-pick-up", rule),
                &[
                    ("player", player()),
                    ("pit", self.pit(pit).into()),
                    ("seeds", seeds(lang, count).into()),
                ],
            ),
            Step::Sow {
                to: Place::Pit(p), ..
            } => tr(
                lang,
                &self.pick("step-sow-pit", rule),
                &[("pit", self.pit(p).into())],
            ),
            Step::Sow { to, .. } => {
                let owner = match to {
                    Place::Store(s) | Place::Reserve(s) => s,
                    _ => mover,
                };
                tr(
                    lang,
                    &self.pick("step-sow-store", rule),
                    &[("owner-gen", side(lang, owner, Case::Genitive).into())],
                )
            }
            Step::Skip {
                to: Place::Pit(p), ..
            } => tr(
                lang,
                &self.pick("step-skip-pit", rule),
                &[("pit", self.pit(p).into())],
            ),
            Step::Skip { to, .. } => {
                let owner = match to {
                    Place::Store(s) | Place::Reserve(s) => s,
                    _ => mover.opponent(),
                };
                tr(
                    lang,
                    &self.pick("step-skip-store", rule),
                    &[("owner-gen", side(lang, owner, Case::Genitive).into())],
                )
            }
            Step::Lap { lap } => tr(lang, "step-lap", &[("lap", lap.into())]),
            Step::Relay { pit, count, .. } => tr(
                lang,
                &self.pick("step-relay", rule),
                &[
                    ("player", player()),
                    ("pit", self.pit(pit).into()),
                    ("seeds", seeds(lang, count).into()),
                ],
            ),
            Step::Capture {
                from, to, count, ..
            } => {
                let kind = match to {
                    Place::Store(_) => "step-capture-store",
                    Place::Hand => "step-capture-hand",
                    Place::Pit(_) => "step-capture-pit",
                    _ => "step-capture-other",
                };
                tr(
                    lang,
                    &self.pick(kind, rule),
                    &[
                        ("player", player()),
                        ("player-gen", player_gen()),
                        ("pit", self.place(from).into()),
                        ("seeds", seeds(lang, count).into()),
                    ],
                )
            }
            Step::Plant { side: s, pit, .. } => tr(
                lang,
                &self.pick("step-plant", rule),
                &[
                    ("player", side(lang, s, Case::Nominative).into()),
                    ("pit", self.pit(pit).into()),
                ],
            ),
            Step::Transfer {
                from, to, count, ..
            } => {
                let owner = match to {
                    Place::Store(s) | Place::Reserve(s) => s,
                    Place::Pit(p) => self.layout.side_of(usize::from(p)),
                    _ => mover,
                };
                tr(
                    lang,
                    &self.pick("step-transfer", rule),
                    &[
                        ("seeds", seeds(lang, count).into()),
                        ("pit", self.place(from).into()),
                        ("from", self.place(from).into()),
                        ("to", self.place(to).into()),
                        ("owner-gen", side(lang, owner, Case::Genitive).into()),
                    ],
                )
            }
            Step::Owner { pit, side: s, .. } => tr(
                lang,
                &self.pick("step-owner", rule),
                &[
                    ("pit", self.pit(pit).into()),
                    ("owner-dat", side(lang, s, Case::Dative).into()),
                ],
            ),
            Step::HouseDestroyed { side: s, .. } => tr(
                lang,
                &self.pick("step-house-destroyed", rule),
                &[("owner-gen", side(lang, s, Case::Genitive).into())],
            ),
            Step::Note { note, .. } => self.note(note, mover, rule),
            Step::ExtraTurn { .. } => tr(
                lang,
                &self.pick("step-extra-turn", rule),
                &[("player", player())],
            ),
            Step::TurnEnd { next } => tr(
                lang,
                "step-turn-end",
                &[
                    ("next-gen", side(lang, next, Case::Genitive).into()),
                    ("next-dat", side(lang, next, Case::Dative).into()),
                ],
            ),
            Step::GameEnd { outcome: o, .. } => outcome(lang, &o),
        }
    }

    fn note(&self, note: Note, mover: Side, rule: Option<&str>) -> String {
        let lang = self.lang;
        let player = || Arg::Str(side(lang, mover, Case::Nominative));
        match note {
            Note::MustFeed => t(lang, &self.pick("note-must-feed", rule)),
            Note::GrandSlamNoCapture => t(lang, &self.pick("note-grand-slam", rule)),
            Note::Pass => tr(lang, &self.pick("note-pass", rule), &[("player", player())]),
            Note::Direction { dir } => {
                let id = match dir {
                    mancala_engine::Direction::Cw => "note-direction-cw",
                    mancala_engine::Direction::Ccw => "note-direction-ccw",
                };
                tr(lang, &self.pick(id, rule), &[("player", player())])
            }
            Note::Head { pit } => tr(
                lang,
                &self.pick("note-head", rule),
                &[("pit", self.pit(pit).into())],
            ),
            Note::Stop { pit } => tr(
                lang,
                &self.pick("note-stop", rule),
                &[("pit", self.pit(pit).into())],
            ),
            Note::HarvestBegins { side: s } => tr(
                lang,
                &self.pick("note-harvest", rule),
                &[("owner-gen", side(lang, s, Case::Genitive).into())],
            ),
            Note::Endless => t(lang, &self.pick("note-endless", rule)),
            Note::BlockLifted { pit } => tr(
                lang,
                &self.pick("note-block-lifted", rule),
                &[("pit", self.pit(pit).into())],
            ),
            Note::Blocked { pit } => tr(
                lang,
                &self.pick("note-blocked", rule),
                &[("pit", self.pit(pit).into())],
            ),
            Note::RoundBegins { round } => tr(
                lang,
                &self.pick("note-round", rule),
                &[("round", round.into())],
            ),
        }
    }
}

/// Why a move is not allowed, in the user's language, naming the rule.
#[must_use]
pub fn illegal_move(lang: Lang, layout: Layout, err: &IllegalMove) -> String {
    let pit = |p: u8| Arg::Str(layout.pit_name(usize::from(p)));
    match &err.reason {
        IllegalReason::GameOver => t(lang, "illegal-game-over"),
        IllegalReason::NotYourPit { pit: p } => {
            tr(lang, "illegal-not-your-pit", &[("pit", pit(*p))])
        }
        IllegalReason::EmptyPit { pit: p } => tr(lang, "illegal-empty-pit", &[("pit", pit(*p))]),
        IllegalReason::Incomplete { .. } => t(lang, "illegal-incomplete"),
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
            format!(
                "{} ({})",
                t(lang, id),
                tr(lang, "illegal-rule", &[("rule", (*rule).into())])
            )
        }
    }
}

/// What is wrong with a position, in the user's language.
#[must_use]
pub fn position_error(lang: Lang, err: &PositionError) -> String {
    match err {
        PositionError::Syntax { column, .. } => tr(
            lang,
            "error-position-syntax",
            &[("column", (*column).into())],
        ),
        PositionError::Json { .. } => t(lang, "error-position-json"),
        PositionError::WrongLayout { .. } => t(lang, "error-position-layout"),
        PositionError::WrongPitCount {
            row,
            expected,
            found,
        } => tr(
            lang,
            "error-position-pit-count",
            &[
                ("row", row.as_str().into()),
                (
                    "found",
                    pits(lang, i64::try_from(*found).unwrap_or(i64::MAX)).into(),
                ),
                ("expected", (*expected).into()),
            ],
        ),
        PositionError::SeedCountOutOfRange { place, count, max } => tr(
            lang,
            "error-position-seed-count",
            &[
                ("place", place.as_str().into()),
                ("count", i64::from(*count).into()),
                ("max", i64::from(*max).into()),
            ],
        ),
        PositionError::TooManySeeds { total, max } => tr(
            lang,
            "error-position-too-many",
            &[
                ("total", i64::from(*total).into()),
                ("max", i64::from(*max).into()),
            ],
        ),
        PositionError::Inconsistent { rule, .. } => tr(
            lang,
            "error-position-inconsistent",
            &[("rule", (*rule).into())],
        ),
    }
}

/// An unknown variant or option, in the user's language.
#[must_use]
pub fn variant_error(lang: Lang, err: &VariantError) -> String {
    match err {
        VariantError::UnknownVariant { id, .. } => {
            tr(lang, "error-unknown-variant", &[("id", id.as_str().into())])
        }
        VariantError::UnknownOption { key, .. } => tr(
            lang,
            "error-unknown-option",
            &[("key", key.as_str().into())],
        ),
        VariantError::BadOptionValue { key, value, .. } => tr(
            lang,
            "error-bad-option-value",
            &[("key", (*key).into()), ("value", value.as_str().into())],
        ),
        VariantError::Malformed { text } => tr(
            lang,
            "error-malformed-option",
            &[("text", text.as_str().into())],
        ),
    }
}

/// A move token that cannot be read, in the user's language.
#[must_use]
pub fn move_parse_error(lang: Lang, err: &MoveParseError) -> String {
    tr(
        lang,
        "error-move-parse",
        &[("token", err.token.as_str().into())],
    )
}
