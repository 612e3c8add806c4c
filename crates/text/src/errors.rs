//! Errors in the user's language, from their typed reasons: illegal moves, broken positions,
//! unknown variants and options, unreadable move tokens and records.

use super::*;

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

/// Where a position's text cannot be read, in the user's language: the character, in builds
/// without the feature `error-detail` (the embed's).
#[cfg(not(feature = "error-detail"))]
fn syntax(lang: Lang, column: usize, _reason: &Syntax) -> String {
    tr(lang, "error-position-syntax", &[("column", column.into())])
}

/// Where a position's text cannot be read and what it lacks there, in the user's language.
#[cfg(feature = "error-detail")]
fn syntax(lang: Lang, column: usize, reason: &Syntax) -> String {
    let mut args: Vec<(&str, Arg)> = vec![("column", column.into())];
    let why = match reason {
        Syntax::ExpectedNumber => "number",
        Syntax::NumberTooLarge | Syntax::CountTooLarge | Syntax::RoundTooLarge => "too-large",
        Syntax::TooManySeeds { key, count, .. } => {
            args.push(("key", key.as_str().into()));
            args.push(("count", i64::from(*count).into()));
            "seeds"
        }
        Syntax::ExpectedList { key } => {
            args.push(("key", key.as_str().into()));
            "list"
        }
        Syntax::ExpectedCommaOrBracket { key } => {
            args.push(("key", key.as_str().into()));
            "comma-or-bracket"
        }
        Syntax::ExpectedPairComma => "pair",
        Syntax::ExpectedSideToMove | Syntax::MissingSideToMove => "to-move",
        Syntax::ExpectedKeyValue => "key-value",
        Syntax::ExpectedDestroyed => "destroyed",
        Syntax::ExpectedStarter => "starter",
        Syntax::ExpectedResult | Syntax::ResultWinner | Syntax::UnknownEndReason { .. } => "result",
        Syntax::UnknownKey { key } => {
            args.push(("key", key.as_str().into()));
            "key"
        }
        Syntax::MixedRows => "mixed-rows",
        Syntax::TwoRowsNeeded | Syntax::FourRowsNeeded | Syntax::NoPits => "rows",
        Syntax::NotAPit { text } => {
            args.push(("key", text.as_str().into()));
            "pit"
        }
        Syntax::OwnerLetter => "owner",
    };
    args.push(("why", why.into()));
    // An embedded board's strings leave this sentence out (embed_strings.rs).
    tr(
        lang,
        if has(lang, "error-position-syntax-why") { "error-position-syntax-why" } else { "error-position-syntax" },
        &args,
    )
}

/// What is wrong with a position, in the user's language.
#[must_use]
pub fn position_error(lang: Lang, err: &PositionError) -> String {
    match err {
        PositionError::Syntax { column, reason } => syntax(lang, *column, reason),
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
                ("max", mancala_engine::MAX_COLUMNS.into()),
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

/// A move token that cannot be read, in the user's language: empty, or which part of it is
/// neither a pit nor a choice.
#[must_use]
pub fn move_parse_error(lang: Lang, err: &MoveParseError) -> String {
    match err.reason {
        MoveParseReason::Empty => t(lang, "error-move-parse-empty"),
        MoveParseReason::NotAnAction => {
            let whole = err.part.is_empty() || err.part == err.token;
            tr(
                lang,
                "error-move-parse",
                &[
                    ("token", err.token.as_str().into()),
                    ("part", err.part.as_str().into()),
                    ("whole", if whole { "yes" } else { "no" }.into()),
                ],
            )
        }
    }
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
        K::BadTag { expected } => {
            use mancala_record::TagPart;
            t(
                lang,
                match expected {
                    TagPart::Name => "record-error-bad-tag-name",
                    TagPart::QuotedValue => "record-error-bad-tag-value",
                    TagPart::Close => "record-error-bad-tag-close",
                },
            )
        }
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
