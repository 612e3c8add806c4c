//! The narration of every engine step: a caption chosen from the step, its rule ID and its typed
//! reason (the engine's), with what the rest of the move tells (`Narrator::narrate_move`).

use super::*;

/// Narrates engine steps for one board.
#[derive(Clone, Copy, Debug)]
pub struct Narrator {
    pub lang: Lang,
    pub layout: Layout,
}

/// What the neighbouring steps of a move tell about one step. [`Narrator::narrate`] knows only
/// the step itself; [`Narrator::narrate_move`] fills this in from the whole log. Nothing here is
/// a rule: the reasons are the engine's, carried by the steps.
#[derive(Clone, Copy, Debug, Default)]
struct Context {
    /// For the last capture of a run: the pit the first seed of the following sowing falls into.
    start: Option<u8>,
    /// Who acts in this step when it is not the mover (a four-row board's simultaneous first
    /// move: each player sows his own half).
    actor: Option<Side>,
    /// The move ends the game: no "the turn passes" and no "moves again" (L21).
    over: bool,
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
        self.narrate_in(step, mover, Context::default())
    }

    /// The sentences for every step of one move's log, in order: the caption of each step as
    /// the site and the embed show it. Uses the neighbouring steps to say more than
    /// [`Narrator::narrate`] can: who acts, where the captured seeds start; and, like it, each
    /// step's reason (why a relay goes on, why the turn passes, why this head).
    #[must_use]
    pub fn narrate_move(&self, steps: &[Step], mover: Side) -> Vec<String> {
        self.narrate_all(steps, mover)
    }

    /// [`Narrator::narrate_move`] for a move played from `before` (the mover is the side to
    /// move there). The reasons are the steps' own, so the position adds nothing but the mover.
    #[must_use]
    pub fn narrate_move_from(&self, before: &Position, steps: &[Step]) -> Vec<String> {
        self.narrate_all(steps, before.to_move())
    }

    fn narrate_all(&self, steps: &[Step], mover: Side) -> Vec<String> {
        let mut actor = mover;
        let over = steps.iter().any(|s| matches!(s, Step::GameEnd { .. }));
        (0..steps.len())
            .map(|i| {
                let mut ctx = Self::context(steps, i);
                ctx.over = over;
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
                self.narrate_in(&steps[i], mover, ctx)
            })
            .collect()
    }

    /// What the neighbouring steps tell: where the captured seeds of a capture start.
    fn context(steps: &[Step], i: usize) -> Context {
        let mut ctx = Context::default();
        if let Step::Capture { .. } = steps[i] {
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
                Step::TurnEnd { next, why } => {
                    // The locale files select the words by the reason's kind as a number.
                    let (kind, pit, count) = why.parts();
                    tr(
                        lang,
                        "step-turn-end",
                        &[
                            ("why", kind.into()),
                            ("pit", pit.map_or_else(String::new, |p| self.pit(p)).into()),
                            ("seeds", seeds(lang, count).into()),
                            ("next-gen", side(lang, next, Case::Genitive).into()),
                            ("next-dat", side(lang, next, Case::Dative).into()),
                            ("over", yes_no(ctx.over).into()),
                        ],
                    )
                }
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
                    ("why", relay_selector(step).into()),
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
            Step::Note { note, .. } => self.note(&id, note, mover),
            Step::ExtraTurn { .. } => tr(lang, &id, &[("player", player()), ("over", yes_no(ctx.over).into())]),
            Step::Lap { .. } | Step::TurnEnd { .. } | Step::GameEnd { .. } => String::new(),
        }
    }

    fn note(&self, id: &str, note: Note, mover: Side) -> String {
        let lang = self.lang;
        let player = || Arg::Str(side(lang, mover, Case::Nominative));
        let player_dat = || Arg::Str(side(lang, mover, Case::Dative));
        match note {
            Note::Head { pit, why } => {
                let n = usize::from(self.layout.columns);
                let head = if self.layout.number(usize::from(pit)) == 1 {
                    "left"
                } else if self.layout.number(usize::from(pit)) == n {
                    "right"
                } else {
                    "none"
                };
                // The engine's reason: where the capture was, and whether the head was free.
                let (zone, landing, planting) = match why {
                    HeadReason::Outskirts { pit } => ("outskirts", Some(pit), false),
                    HeadReason::KeepDirection { pit } => ("centre", Some(pit), false),
                    HeadReason::Chosen { pit } => ("centre", Some(pit), true),
                };
                tr(
                    lang,
                    id,
                    &[
                        ("pit", self.pit(pit).into()),
                        ("player", player()),
                        ("head", head.into()),
                        ("zone", zone.into()),
                        ("landing", self.name_or_none(landing.map(usize::from)).into()),
                        ("planting", yes_no(planting).into()),
                    ],
                )
            }
            Note::Stop { pit, .. } | Note::BlockLifted { pit } | Note::Blocked { pit } => {
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

/// The selector of a relay's reason in the locale files (`{ $why -> [1] … }`, the numbers of
/// [`RelayReason`]'s kinds in the order it declares them, from 1; 0 for a step that is not a
/// relay). Numbers rather than words keep the selectors out of the site's wasm.
fn relay_selector(step: &Step) -> u8 {
    match *step {
        Step::Relay { why, .. } => match why {
            RelayReason::Occupied => 1,
            RelayReason::OuterRow => 2,
            RelayReason::OppositeEmpty => 3,
            RelayReason::NonCapturing => 4,
            RelayReason::BigPit => 5,
            RelayReason::FirstSowingEmpty => 6,
            RelayReason::CountNotCaptured => 7,
            RelayReason::NextPitFull => 8,
            RelayReason::Safari => 9,
            RelayReason::JoinsCapture => 10,
        },
        _ => 0,
    }
}
