//! The narration of every engine step: a caption chosen from the step, its rule ID and what the
//! rest of the move tells (`Narrator::narrate_move_from`).

use super::*;

/// Narrates engine steps for one board.
#[derive(Clone, Copy, Debug)]
pub struct Narrator {
    pub lang: Lang,
    pub layout: Layout,
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
