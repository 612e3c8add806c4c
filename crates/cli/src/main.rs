//! `mancala`: list the variants, replay moves as JSON, count move trees (perft), benchmark, and
//! choose a move with the search (`best`), and mine and check puzzles (`puzzles mine|check`).
//!
//! Every error is one line on stderr starting with `error: ` and saying what was wrong and
//! where; the exit code is then 2. See `mancala --help` and docs/NOTATION.md.

use clap::{Args, Parser, Subcommand};
use mancala_engine::playout::{random_games, PlayoutTotals};
use mancala_engine::{
    variants, Forbidden, Game, IllegalReason, Layout, MoveError, OptionKind, Outcome, Position, Setup, Side, Step,
    Variant, VariantError,
};
use serde::Serialize;
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

#[derive(Parser, Debug)]
#[command(name = "mancala", version, about = "The mancala tutor's rules engine on the command line.")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// List the variants with their options, allowed values and defaults.
    Variants {
        /// Print JSON for machines.
        #[arg(long)]
        json: bool,
    },
    /// Play moves and print one JSON line per move (legal moves before it, step log, position).
    Replay {
        #[command(flatten)]
        game: GameArgs,
        /// Move tokens (docs/NOTATION.md), e.g. `S2 N0 S5`.
        #[arg(value_name = "MOVE")]
        moves: Vec<String>,
    },
    /// Count the move sequences of exactly DEPTH plies (printed as a bare integer on the last line).
    Perft {
        #[command(flatten)]
        game: GameArgs,
        /// Before the total, print each first move with its count.
        #[arg(long)]
        divide: bool,
        /// Plies to look ahead (an extra turn is a ply).
        #[arg(value_name = "DEPTH", allow_negative_numbers = true, value_parser = clap::value_parser!(u32).range(0..=64))]
        depth: u32,
    },
    /// Choose a move with the search after the given moves; the move token is on the last line.
    Best {
        #[command(flatten)]
        game: GameArgs,
        /// The level of play, 0 (random) to 5 (strongest: 2 s); default 3 (six plies).
        #[arg(long, value_name = "N", conflicts_with = "ms")]
        level: Option<u8>,
        /// Search for this many milliseconds instead of a level.
        #[arg(long, value_name = "T")]
        ms: Option<u64>,
        /// Seed of the weak levels' choice among equal moves.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// Print one JSON line: the move, its value in seeds, depth, nodes, principal variation.
        #[arg(long)]
        json: bool,
        /// Move tokens played from the start position first.
        #[arg(value_name = "MOVE")]
        moves: Vec<String>,
    },
    /// Mine puzzles with the search (`mine`) or replay and verify a puzzle set (`check`).
    Puzzles {
        #[command(subcommand)]
        command: PuzzlesCommand,
    },
    /// Play seeded random games (no step log) and print games/s and moves/s.
    Bench {
        #[command(flatten)]
        game: GameArgs,
        /// Number of random games.
        #[arg(long, value_name = "N")]
        playouts: u64,
        /// Seed of the first game; game i uses SEED + i.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// A game still going after this many plies is cut (counted in `cut`).
        #[arg(long, value_name = "PLIES", default_value_t = 5_000)]
        max_plies: u32,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Subcommand, Debug)]
enum PuzzlesCommand {
    /// Play seeded games with the search and keep positions with one clearly best move.
    Mine {
        /// Variant id (see `mancala variants`).
        #[arg(long, value_name = "ID")]
        variant: String,
        /// An option as key=value (the key may leave out its `variant.` prefix); repeatable.
        #[arg(long = "opt", value_name = "KEY=VALUE")]
        opts: Vec<String>,
        /// Puzzles in the set (with FILE's existing ones, which are kept).
        #[arg(long, value_name = "N", default_value_t = 50)]
        count: usize,
        /// Seed of the games (the same seed mines the same set).
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// The margin in seeds the answer must beat every other move by (default: the family's).
        #[arg(long, value_name = "SEEDS")]
        margin: Option<f64>,
        /// Stop after this many games even when fewer puzzles were found.
        #[arg(long, value_name = "G", default_value_t = 100_000)]
        max_games: u64,
        /// Write the set as JSON here (rewritten after every puzzle; an existing set of the same
        /// variant is continued); without it the set is printed at the end.
        #[arg(long, value_name = "FILE")]
        out: Option<std::path::PathBuf>,
    },
    /// Search each wrong answer's refutation (the opponent's best reply, the seeds it loses) for
    /// every puzzle of a set (the reply searched to the set's screening depth, the loss at the
    /// puzzle's check depth), and write them into FILE.
    Refute {
        #[arg(value_name = "FILE")]
        file: std::path::PathBuf,
    },
    /// Work out every puzzle's prompt again from its position, answer and themes (what the engine
    /// confirms the words may claim) and write them into FILE.
    Prompts {
        #[arg(value_name = "FILE")]
        file: std::path::PathBuf,
    },
    /// Replay every puzzle of a set and verify it at its check depth (with --deep: the deep and
    /// the second verification again too).
    Check {
        #[arg(value_name = "FILE")]
        file: std::path::PathBuf,
        #[arg(long)]
        deep: bool,
    },
}

#[derive(Args, Debug)]
struct GameArgs {
    /// Variant id (see `mancala variants`).
    #[arg(long, value_name = "ID")]
    variant: String,
    /// An option as key=value (the key may leave out its `variant.` prefix); repeatable.
    #[arg(long = "opt", value_name = "KEY=VALUE")]
    opts: Vec<String>,
    /// Start position in the text form, or a JSON Setup (starting with `{`).
    #[arg(long, value_name = "POSITION")]
    start: Option<String>,
}

/// A user error: printed as `error: <message>` on one line, exit code 2.
struct Failure(String);

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure(format!("cannot write the output: {e}"))
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                    let _ = e.print();
                    return ExitCode::SUCCESS;
                }
                ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                    eprintln!(
                        "error: no command given; commands: variants, replay, perft, best, puzzles, bench (see `mancala --help`)"
                    );
                    return ExitCode::from(2);
                }
                _ => {}
            }
            eprintln!("{}", clap_error_line(&e.render().to_string()));
            return ExitCode::from(2);
        }
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = match cli.command {
        Command::Variants { json } => list_variants(&mut out, json),
        Command::Replay { game, moves } => replay(&mut out, &game, &moves),
        Command::Perft { game, divide, depth } => perft(&mut out, &game, divide, depth),
        Command::Best { game, level, ms, seed, json, moves } => best(&mut out, &game, level, ms, seed, json, &moves),
        // The exact solver recurses once per ply of an endgame line, which in Oware can be long:
        // mining runs on a thread with a big stack.
        Command::Puzzles { command } => std::thread::Builder::new()
            .stack_size(1 << 30)
            .spawn(move || {
                let mut buf = Vec::new();
                let r = puzzles(&mut buf, command);
                (r, buf)
            })
            .map_err(|e| Failure(format!("cannot start the mining thread: {e}")))
            .and_then(|t| t.join().map_err(|_| Failure("the mining thread failed".into())))
            .and_then(|(r, buf)| out.write_all(&buf).map_err(Failure::from).and(r)),
        Command::Bench { game, playouts, seed, max_plies, json } => {
            bench(&mut out, &game, playouts, seed, max_plies, json)
        }
    };
    let flushed = out.flush();
    match result.and(flushed.map_err(Failure::from)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(message)) => {
            eprintln!("error: {}", one_line(&message));
            ExitCode::from(2)
        }
    }
}

/// Clap's error without its usage block, on one line: paragraphs joined with `; `.
fn clap_error_line(text: &str) -> String {
    let body = text.split("\nUsage:").next().unwrap_or(text);
    let body = body.split("\nFor more information").next().unwrap_or(body);
    let paragraphs: Vec<String> = body.split("\n\n").map(one_line).filter(|p| !p.is_empty()).collect();
    if paragraphs.is_empty() {
        "error: bad arguments (see `mancala --help`)".into()
    } else {
        paragraphs.join("; ")
    }
}

/// Keeps an error message on one line.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

// ---------------------------------------------------------------------------------------------
// Building the variant and the start position

fn build_variant(args: &GameArgs) -> Result<Variant, Failure> {
    let variant = Variant::with_option_texts(&args.variant, &args.opts).map_err(|e| match e {
        VariantError::UnknownVariant { .. } | VariantError::FamilyNotBuilt { .. } => {
            Failure(format!("--variant `{}`: {e}", args.variant))
        }
        VariantError::Malformed { ref text } => Failure(format!("--opt `{text}`: {e}")),
        VariantError::UnknownOption { ref key, .. } => Failure(format!("--opt `{key}`: {e}")),
        VariantError::BadOptionValue { .. } => Failure(format!("--opt: {e}")),
        VariantError::UndeclaredOption { .. } | VariantError::UnhandledOptionValue { .. } => {
            Failure(format!("--variant `{}`: {e}", args.variant))
        }
    })?;
    refuse_repeated_options(&variant, &args.opts)?;
    Ok(variant)
}

/// An option given twice (`seeds_per_pit=3` and `kalah.seeds_per_pit=5` are the same option) is
/// refused: which value was meant cannot be told. Every key has been found by then.
fn refuse_repeated_options(variant: &Variant, opts: &[String]) -> Result<(), Failure> {
    let mut seen: Vec<(&'static str, &str)> = Vec::new();
    for text in opts {
        let Some(key) = text.split_once('=').map(|(k, _)| k.trim()) else { continue };
        let spec = variant
            .spec()
            .options
            .iter()
            .find(|o| o.key == key || o.key.split_once('.').is_some_and(|(_, short)| short == key));
        let Some(full) = spec.map(|o| o.key) else { continue };
        if let Some((_, first)) = seen.iter().find(|(k, _)| *k == full) {
            return Err(Failure(format!(
                "--opt `{full}` is given twice (`{first}` and `{text}`); give each option once"
            )));
        }
        seen.push((full, text));
    }
    Ok(())
}

fn start_position(variant: &Variant, args: &GameArgs) -> Result<Position, Failure> {
    let Some(text) = &args.start else {
        return Ok(variant.start_position());
    };
    let trimmed = text.trim_start();
    let setup = if trimmed.starts_with('{') {
        serde_json::from_str::<Setup>(trimmed).map_err(|e| Failure(format!("--start: position JSON: {e}")))?
    } else {
        Setup::parse(text).map_err(|e| Failure(format!("--start: {e}")))?
    };
    variant.position(&setup).map_err(|e| Failure(format!("--start: {e}")))
}

// ---------------------------------------------------------------------------------------------
// variants

#[derive(Serialize)]
struct VariantInfo {
    id: &'static str,
    names: Names,
    section: &'static str,
    rows: u8,
    columns: u8,
    learning_order: u8,
    provenance: mancala_engine::Provenance,
    options: Vec<OptionInfo>,
}

#[derive(Serialize)]
struct Names {
    en: &'static str,
    uk: &'static str,
    ru: &'static str,
}

#[derive(Serialize)]
struct OptionInfo {
    key: &'static str,
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    values: Option<Vec<serde_json::Value>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    min: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    max: Option<i64>,
    default: serde_json::Value,
    rule: &'static str,
    about: &'static str,
}

fn typed_value(kind: OptionKind, text: &str) -> serde_json::Value {
    match kind.parse(text) {
        Some(mancala_engine::OptionValue::Bool(b)) => b.into(),
        Some(mancala_engine::OptionValue::Int(n)) => n.into(),
        Some(mancala_engine::OptionValue::Choice(c)) => c.into(),
        None => text.into(),
    }
}

fn variant_infos() -> Result<Vec<VariantInfo>, Failure> {
    let mut infos = Vec::new();
    for spec in variants() {
        let layout = Variant::new(spec.id, &[])
            .map_err(|e| Failure(format!("variant `{}` does not build with its defaults: {e}", spec.id)))?
            .layout();
        let options = spec
            .options
            .iter()
            .map(|o| {
                let (kind, values, min, max) = match o.kind {
                    OptionKind::Bool => ("bool", Some(vec![true.into(), false.into()]), None, None),
                    OptionKind::Int { min, max } => ("int", None, Some(min), Some(max)),
                    OptionKind::Choice(vals) => {
                        ("choice", Some(vals.iter().map(|v| (*v).into()).collect()), None, None)
                    }
                };
                OptionInfo {
                    key: o.key,
                    kind,
                    values,
                    min,
                    max,
                    default: typed_value(o.kind, o.default),
                    rule: o.rule,
                    about: o.about,
                }
            })
            .collect();
        infos.push(VariantInfo {
            id: spec.id,
            names: Names { en: spec.name_en, uk: spec.name_uk, ru: spec.name_ru },
            section: spec.section,
            rows: rows_number(layout),
            columns: layout.columns,
            learning_order: spec.learning_order,
            provenance: spec.provenance,
            options,
        });
    }
    Ok(infos)
}

fn rows_number(layout: Layout) -> u8 {
    match layout.rows {
        mancala_engine::Rows::Two => 2,
        mancala_engine::Rows::Four => 4,
    }
}

fn list_variants(out: &mut impl Write, json: bool) -> Result<(), Failure> {
    let infos = variant_infos()?;
    if json {
        let text = serde_json::to_string_pretty(&infos).map_err(|e| Failure(format!("cannot write JSON: {e}")))?;
        writeln!(out, "{text}")?;
        return Ok(());
    }
    for v in &infos {
        let provenance = match v.provenance {
            mancala_engine::Provenance::Articles => "from the articles",
            mancala_engine::Provenance::Reconstructed => "reconstructed",
        };
        writeln!(
            out,
            "{}  {} / {} / {}  ({}×{}, RULES.md §{}, {provenance})",
            v.id, v.names.en, v.names.uk, v.names.ru, v.rows, v.columns, v.section
        )?;
        if v.options.is_empty() {
            writeln!(out, "    (no options)")?;
        }
        for o in &v.options {
            let allowed = match (&o.values, o.min, o.max) {
                (Some(values), _, _) => {
                    values.iter().map(|x| x.to_string().trim_matches('"').to_string()).collect::<Vec<_>>().join("|")
                }
                (None, Some(min), Some(max)) => format!("{min}..={max}"),
                _ => String::new(),
            };
            let default = o.default.to_string();
            writeln!(
                out,
                "    {}={}  [{}; default {}]  {}: {}",
                o.key,
                default.trim_matches('"'),
                allowed,
                default.trim_matches('"'),
                o.rule,
                o.about
            )?;
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// replay

#[derive(Serialize)]
struct PlyLine<'a> {
    ply: usize,
    #[serde(rename = "move")]
    mv: String,
    /// The legal moves' tokens, the first [`LEGAL_LISTED`] of them.
    legal_before: Vec<String>,
    /// How many legal moves there were (more than listed only in Omweso's free set-up).
    legal_count: usize,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    legal_truncated: bool,
    steps: &'a [Step],
    position: String,
    position_json: Setup,
    status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    to_move: Option<Side>,
    #[serde(skip_serializing_if = "Option::is_none")]
    outcome: Option<Outcome>,
}

/// The most legal moves a `replay` line lists (Omweso's free set-up has 390 625: 40 MB a line).
const LEGAL_LISTED: usize = 1_000;

fn replay(out: &mut impl Write, args: &GameArgs, tokens: &[String]) -> Result<(), Failure> {
    let variant = build_variant(args)?;
    let start = start_position(&variant, args)?;
    let layout = variant.layout();
    let mut game = Game::from_position(variant.clone(), start);
    for (i, token) in tokens.iter().enumerate() {
        let ply = i + 1;
        let pos = game.position().clone();
        let legal = variant.legal_moves(&pos);
        let legal_count = legal.len();
        let legal_tokens: Vec<String> = legal.iter().take(LEGAL_LISTED).map(|m| m.token(layout)).collect();
        let fail = |what: String| Failure(format!("move {ply} `{token}`: {what}"));
        let mv = variant
            .parse_move(&pos, token)
            .map_err(|e| fail(describe_move_error(&MoveError::Parse(e), &pos, &legal_tokens)))?;
        let steps =
            game.play(&mv).map_err(|e| fail(describe_move_error(&MoveError::Illegal(e), &pos, &legal_tokens)))?;
        let after = game.position();
        let line = PlyLine {
            ply,
            mv: mv.token(layout),
            legal_before: legal_tokens,
            legal_count,
            legal_truncated: legal_count > LEGAL_LISTED,
            steps: &steps,
            position: after.to_string(),
            position_json: after.to_setup(),
            status: if after.is_over() { "over" } else { "to_move" },
            to_move: (!after.is_over()).then(|| after.to_move()),
            outcome: after.outcome(),
        };
        let text = serde_json::to_string(&line).map_err(|e| Failure(format!("cannot write JSON: {e}")))?;
        writeln!(out, "{text}")?;
    }
    Ok(())
}

fn describe_move_error(e: &MoveError, pos: &Position, legal: &[String]) -> String {
    let layout = pos.layout();
    // At most a screenful of them: Omweso's free set-up has hundreds of thousands.
    const SHOWN: usize = 40;
    let legal_list = match legal.len() {
        0 => "none".to_string(),
        n if n <= SHOWN => legal.join(" "),
        _ => format!("{} … (the first {SHOWN} listed)", legal[..SHOWN].join(" ")),
    };
    match e {
        MoveError::Parse(p) => {
            if p.part.is_empty() || p.part == p.token {
                format!("cannot read it: {}", p.reason)
            } else {
                format!("cannot read `{}`: {}", p.part, p.reason)
            }
        }
        MoveError::Illegal(ill) => {
            let pit = |p: u8| {
                if usize::from(p) < layout.pit_count() {
                    layout.pit_name(usize::from(p))
                } else {
                    format!("pit #{p}")
                }
            };
            let why = match &ill.reason {
                IllegalReason::GameOver => {
                    let result = pos.outcome().map_or(String::new(), |o| {
                        let who = o.winner.map_or("draw".to_string(), |s| format!("{s} won"));
                        format!(" ({who}, {})", o.reason.token())
                    });
                    return format!("illegal: the game is over{result}");
                }
                IllegalReason::NotYourPit { pit: p } => {
                    format!("{} may not play {}", pos.to_move(), pit(*p))
                }
                IllegalReason::EmptyPit { pit: p } => format!("{} is empty", pit(*p)),
                IllegalReason::Forbidden { rule, why } => {
                    format!("forbidden by {rule}: {}", forbidden_text(*why))
                }
                IllegalReason::Incomplete { expected } => {
                    format!("the move needs one more choice: {expected}")
                }
                IllegalReason::UnexpectedAction { index } => {
                    let part = ill.mv.actions().get(*index).map_or(String::new(), |a| {
                        format!(" (`{}`)", mancala_engine::Move::from_actions(&[*a]).token(layout))
                    });
                    format!("action {}{part} is not expected there", index + 1)
                }
            };
            format!("illegal: {why}; legal moves: {legal_list}")
        }
    }
}

fn forbidden_text(why: Forbidden) -> String {
    match why {
        Forbidden::MustFeed => "the opponent has no seeds and this move does not feed him".into(),
        Forbidden::GrandSlam => "it would capture every opponent seed".into(),
        Forbidden::Singleton => "a single seed may not be sown here".into(),
        Forbidden::MustCapture => "a capture is available and capturing is compulsory".into(),
        Forbidden::Priority => "a move of a higher-priority kind is available".into(),
        Forbidden::Endless => "the move never ends".into(),
        Forbidden::Blocked => "the pit is blocked".into(),
        Forbidden::PlantTarget => "planting here is not allowed".into(),
        Forbidden::Direction => "this direction is not allowed here".into(),
        Forbidden::Other => "the variant's rules forbid it".into(),
        other => format!("{other:?}"),
    }
}

// ---------------------------------------------------------------------------------------------
// perft

/// A perft expected to count more sequences than this is refused (at tens of millions of
/// sequences per second, BENCHMARKS.md "Perft", it would run for weeks).
const PERFT_REFUSED_ABOVE: f64 = 1e14;
/// Above this, a warning with the expected growth is printed on stderr first (a minute or more).
const PERFT_WARNED_ABOVE: f64 = 1e9;
/// Progress lines go to stderr once a run has lasted this long (milliseconds), at most one a
/// second; `MANCALA_PROGRESS_AFTER_MS` changes it (the tests set 0).
const PROGRESS_AFTER_MS: u64 = 2_000;

/// How many sequences a perft of `depth` should count: the counts of the first depths are taken
/// (while they are small), and the last ply's growth is carried on to `depth`. Returns
/// `(last depth counted, its count, growth per ply, estimate)`, or `None` when counting is cheap.
fn perft_estimate(variant: &Variant, pos: &Position, depth: u32) -> Option<(u32, u64, f64, f64)> {
    let (mut k, mut count, mut before) = (0u32, 1u64, 1u64);
    while k < depth && count < 20_000 {
        k += 1;
        before = count;
        count = variant.perft(pos, k);
    }
    if k == depth || count == 0 {
        return None;
    }
    #[allow(clippy::cast_precision_loss)] // an estimate
    let growth = (count as f64 / before.max(1) as f64).max(1.0);
    #[allow(clippy::cast_precision_loss, clippy::cast_possible_wrap)]
    let estimate = count as f64 * growth.powi((depth - k) as i32);
    Some((k, count, growth, estimate))
}

/// Progress of a long run on stderr: "perft: 2 of 6 first moves done, 1234567 sequences so far, 3.1 s".
struct Progress {
    started: Instant,
    after: std::time::Duration,
    last: Option<Instant>,
    firsts: usize,
    done: usize,
    counted: u64,
}

impl Progress {
    fn new(firsts: usize) -> Progress {
        let ms =
            std::env::var("MANCALA_PROGRESS_AFTER_MS").ok().and_then(|v| v.parse().ok()).unwrap_or(PROGRESS_AFTER_MS);
        let after = std::time::Duration::from_millis(ms);
        Progress { started: Instant::now(), after, last: None, firsts, done: 0, counted: 0 }
    }

    /// A part counted `count` sequences; `first_done`: the last part of a first move.
    fn tick(&mut self, count: u64, first_done: bool) {
        self.counted += count;
        self.done += usize::from(first_done);
        let now = Instant::now();
        let second_passed = self.last.is_none_or(|t| now - t >= std::time::Duration::from_secs(1));
        let finished = first_done && self.done == self.firsts;
        if now - self.started >= self.after && (second_passed || finished) {
            self.last = Some(now);
            eprintln!(
                "perft: {} of {} first moves done, {} sequences so far, {:.1} s",
                self.done,
                self.firsts,
                self.counted,
                (now - self.started).as_secs_f64()
            );
        }
    }
}

fn perft(out: &mut impl Write, args: &GameArgs, divide: bool, depth: u32) -> Result<(), Failure> {
    let variant = build_variant(args)?;
    let pos = start_position(&variant, args)?;
    if let Some((k, count, growth, estimate)) = perft_estimate(&variant, &pos, depth) {
        let why = format!(
            "{count} sequences at depth {k}, and each ply multiplies them by about {growth:.1}, so depth {depth} would count about {estimate:.1e}"
        );
        if estimate > PERFT_REFUSED_ABOVE {
            return Err(Failure(format!(
                "DEPTH {depth} is too deep: {why}, which would take weeks; choose a smaller depth"
            )));
        }
        if estimate > PERFT_WARNED_ABOVE {
            eprintln!("warning: perft {depth} may take long: {why}; progress follows on stderr");
        }
    }
    if depth == 0 {
        writeln!(out, "1")?;
        return Ok(());
    }
    // The work in parts, for the progress: under each first move, each second move when the
    // tree is deep enough (the same sums as `Variant::perft`).
    let layout = pos.layout();
    let firsts = variant.legal_moves(&pos);
    let mut progress = Progress::new(firsts.len());
    let mut total = 0u64;
    for mv in &firsts {
        let mut next = pos.clone();
        variant.play_legal(&mut next, mv);
        let mut count = 0u64;
        if depth >= 3 {
            let seconds = variant.legal_moves(&next);
            for (j, second) in seconds.iter().enumerate() {
                let mut after = next.clone();
                variant.play_legal(&mut after, second);
                let n = variant.perft(&after, depth - 2);
                count += n;
                progress.tick(n, j + 1 == seconds.len());
            }
            if seconds.is_empty() {
                progress.tick(0, true);
            }
        } else {
            count = variant.perft(&next, depth - 1);
            progress.tick(count, true);
        }
        total += count;
        if divide {
            writeln!(out, "{} {count}", mv.token(layout))?;
        }
    }
    writeln!(out, "{total}")?;
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// bench

#[derive(Serialize)]
struct BenchReport {
    variant: &'static str,
    options: Vec<String>,
    seed: u64,
    games: u64,
    moves: u64,
    cut: u64,
    seconds: f64,
    games_per_s: f64,
    moves_per_s: f64,
    /// CPU time of the benchmark (Linux only; `null` elsewhere): on a loaded machine the wall
    /// clock counts the time other processes had the core, the CPU time does not.
    cpu_seconds: Option<f64>,
    moves_per_cpu_s: Option<f64>,
}

/// CPU time this thread has used so far, in seconds, where the system tells it (Linux:
/// `se.sum_exec_runtime` of `/proc/thread-self/sched`, in milliseconds with ns precision).
fn thread_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/sched").ok()?;
    let line = text.lines().find(|l| l.starts_with("se.sum_exec_runtime"))?;
    let ms: f64 = line.split(':').nth(1)?.trim().parse().ok()?;
    Some(ms / 1000.0)
}

fn bench(
    out: &mut impl Write,
    args: &GameArgs,
    playouts: u64,
    seed: u64,
    max_plies: u32,
    json: bool,
) -> Result<(), Failure> {
    let variant = build_variant(args)?;
    if playouts == 0 {
        return Err(Failure("--playouts: must be at least 1".into()));
    }
    let start = start_position(&variant, args)?;
    let cpu_started = thread_cpu_seconds();
    let started = Instant::now();
    let totals: PlayoutTotals = random_games(&variant, &start, playouts, seed, max_plies);
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    let cpu_seconds = cpu_started.zip(thread_cpu_seconds()).map(|(a, b)| (b - a).max(1e-9));
    #[allow(clippy::cast_precision_loss)]
    let report = BenchReport {
        variant: variant.id(),
        options: variant.changed_options(),
        seed,
        games: totals.games,
        moves: totals.plies,
        cut: totals.cut,
        seconds,
        games_per_s: totals.games as f64 / seconds,
        moves_per_s: totals.plies as f64 / seconds,
        cpu_seconds,
        moves_per_cpu_s: cpu_seconds.map(|c| totals.plies as f64 / c),
    };
    if json {
        let text = serde_json::to_string(&report).map_err(|e| Failure(format!("cannot write JSON: {e}")))?;
        writeln!(out, "{text}")?;
    } else {
        writeln!(
            out,
            "{}: {} games, {} moves ({} cut at {max_plies} plies), seed {seed}, {:.3} s",
            report.variant, report.games, report.moves, report.cut, report.seconds
        )?;
        writeln!(out, "games/s: {:.0}", report.games_per_s)?;
        writeln!(out, "moves/s: {:.0}", report.moves_per_s)?;
        if let (Some(cpu), Some(rate)) = (report.cpu_seconds, report.moves_per_cpu_s) {
            writeln!(out, "cpu: {cpu:.3} s, moves per cpu-second: {rate:.0}")?;
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// best

#[derive(Serialize)]
struct BestReport {
    #[serde(rename = "move")]
    mv: String,
    /// The expected seed margin for the player to move (exact when `exact`).
    value: f64,
    /// `win` or `loss` when the search proved the result, else `null`.
    proven: Option<&'static str>,
    exact: bool,
    depth: u32,
    nodes: u64,
    pv: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    level: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ms: Option<u64>,
}

fn best(
    out: &mut impl Write,
    args: &GameArgs,
    level: Option<u8>,
    ms: Option<u64>,
    seed: u64,
    json: bool,
    tokens: &[String],
) -> Result<(), Failure> {
    use mancala_ai::{Level, Limits, Searcher, SystemClock};
    let variant = build_variant(args)?;
    let start = start_position(&variant, args)?;
    let mut game = Game::from_position(variant.clone(), start);
    for (i, token) in tokens.iter().enumerate() {
        let pos = game.position().clone();
        let legal: Vec<String> = variant.legal_moves(&pos).iter().map(|m| m.token(pos.layout())).collect();
        let fail = |what: String| Failure(format!("move {} `{token}`: {what}", i + 1));
        let mv = variant
            .parse_move(&pos, token)
            .map_err(|e| fail(describe_move_error(&MoveError::Parse(e), &pos, &legal)))?;
        game.play(&mv).map_err(|e| fail(describe_move_error(&MoveError::Illegal(e), &pos, &legal)))?;
    }
    let pos = game.position().clone();
    if let Some(o) = pos.outcome() {
        let who = o.winner.map_or("draw".to_string(), |s| format!("{s} won"));
        return Err(Failure(format!("the game is over ({who}, {}): there is no move to choose", o.reason.token())));
    }
    let level = match (level, ms) {
        (Some(n), _) => Some(
            Level::new(n).ok_or_else(|| Failure(format!("--level `{n}`: levels are 0 to {}", Level::MAX.number())))?,
        ),
        (None, Some(_)) => None,
        (None, None) => Level::new(3),
    };
    let mut searcher = Searcher::new(&variant, mancala_ai::NATIVE_TT_BITS);
    let clock = SystemClock::new();
    let result = match level {
        Some(level) => mancala_ai::choose(&mut searcher, &pos, level, seed, &clock),
        None => {
            #[allow(clippy::cast_precision_loss)]
            let limits = Limits::time_ms(ms.unwrap_or(1000).max(1) as f64);
            searcher.search(&pos, &limits, &clock)
        }
    };
    let Some(r) = result else {
        return Err(Failure(format!("{} has no legal move here: there is no move to choose", pos.to_move())));
    };
    let layout = pos.layout();
    let report = BestReport {
        mv: r.best.token(layout),
        value: r.seeds(),
        proven: r.proven().map(|won| if won { "win" } else { "loss" }),
        exact: r.exact,
        depth: r.depth,
        nodes: r.nodes,
        pv: r.pv.iter().map(|m| m.token(layout)).collect(),
        level: level.map(mancala_ai::Level::number),
        ms,
    };
    if json {
        let text = serde_json::to_string(&report).map_err(|e| Failure(format!("cannot write JSON: {e}")))?;
        writeln!(out, "{text}")?;
    } else {
        let proven = report.proven.map_or(String::new(), |p| format!(" (proven {p})"));
        let exact = if report.exact { ", exact" } else { "" };
        writeln!(
            out,
            "value {:+.2} seeds{proven}{exact}, depth {}, {} nodes; line: {}",
            report.value,
            report.depth,
            report.nodes,
            report.pv.join(" ")
        )?;
        writeln!(out, "{}", report.mv)?;
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// puzzles

fn read_set(file: &std::path::Path) -> Result<mancala_puzzles::PuzzleSet, Failure> {
    let text = std::fs::read_to_string(file).map_err(|e| Failure(format!("{}: cannot read: {e}", file.display())))?;
    serde_json::from_str(&text).map_err(|e| Failure(format!("{}: not a puzzle set: {e}", file.display())))
}

fn write_set(file: &std::path::Path, set: &mancala_puzzles::PuzzleSet) -> Result<(), Failure> {
    let text = serde_json::to_string_pretty(set).map_err(|e| Failure(format!("cannot write JSON: {e}")))?;
    let tmp = file.with_extension("json.tmp");
    std::fs::write(&tmp, text + "\n")
        .and_then(|()| std::fs::rename(&tmp, file))
        .map_err(|e| Failure(format!("{}: cannot write: {e}", file.display())))
}

fn puzzles(out: &mut impl Write, command: PuzzlesCommand) -> Result<(), Failure> {
    use mancala_puzzles::{Miner, PuzzleSet, Settings};
    match command {
        PuzzlesCommand::Mine { variant, opts, count, seed, margin, max_games, out: file } => {
            let args = GameArgs { variant, opts, start: None };
            let variant = build_variant(&args)?;
            let mut settings = Settings::for_variant(&variant);
            if let Some(m) = margin {
                if !(m > 0.0 && m <= 100.0) {
                    return Err(Failure(format!("--margin `{m}`: must be more than 0 and at most 100 seeds")));
                }
                settings.margin = m;
            }
            let mut set = PuzzleSet {
                variant: variant.id().to_string(),
                options: variant.changed_options(),
                seed,
                games: 0,
                settings,
                puzzles: Vec::new(),
            };
            if let Some(f) = file.as_deref().filter(|f| f.exists()) {
                let old = read_set(f)?;
                if old.variant != set.variant || old.options != set.options || old.seed != seed {
                    return Err(Failure(format!(
                        "{}: holds a set of {} {:?} seed {}, not of {} {:?} seed {seed}; choose another --out",
                        f.display(),
                        old.variant,
                        old.options,
                        old.seed,
                        set.variant,
                        set.options
                    )));
                }
                set.settings = old.settings;
                set.games = old.games;
                set.puzzles = old.puzzles;
            }
            let mut miner = Miner::new(&variant, set.settings, seed);
            miner.games = set.games;
            for p in &set.puzzles {
                miner.skip(&p.position);
            }
            let started = Instant::now();
            let have = set.puzzles.len();
            let mut failure = None;
            let mut n = have;
            let mut found = |p: &mancala_puzzles::Puzzle, games: u64| {
                n += 1;
                let themes: Vec<&str> = p.themes.iter().map(|t| t.name()).collect();
                eprintln!(
                    "{n}/{count} {:.1} s: {} {} d{} [{}]",
                    started.elapsed().as_secs_f64(),
                    p.id,
                    p.solution[0],
                    p.difficulty,
                    themes.join(",")
                );
                if let Some(f) = &file {
                    set.puzzles.push(p.clone());
                    // The game that found it is played again by a later run (its other
                    // positions may hold more); the set's own positions are skipped then.
                    set.games = games - 1;
                    if let Err(e) = write_set(f, &set) {
                        failure = Some(e);
                    }
                }
            };
            let more = miner.mine(count.saturating_sub(have), max_games, have, &mut found);
            if let Some(e) = failure {
                return Err(e);
            }
            if file.is_none() {
                set.puzzles.extend(more);
            }
            set.games = miner.games;
            let seconds = started.elapsed().as_secs_f64();
            eprintln!(
                "{}: {} puzzles ({} new) from {} games, {} positions examined, {seconds:.1} s",
                set.variant,
                set.puzzles.len(),
                set.puzzles.len() - have,
                miner.games,
                miner.examined
            );
            match &file {
                Some(f) => write_set(f, &set)?,
                None => {
                    let text =
                        serde_json::to_string_pretty(&set).map_err(|e| Failure(format!("cannot write JSON: {e}")))?;
                    writeln!(out, "{text}")?;
                }
            }
            Ok(())
        }
        PuzzlesCommand::Prompts { file } => {
            let mut set = read_set(&file)?;
            let variant = Variant::with_option_texts(&set.variant, &set.options)
                .map_err(|e| Failure(format!("{}: variant `{}`: {e}", file.display(), set.variant)))?;
            let mut changed = 0usize;
            for p in &mut set.puzzles {
                let prompt = mancala_puzzles::puzzle_prompt(&variant, p)
                    .map_err(|e| Failure(format!("{}: {}: {e}", file.display(), p.id)))?;
                if prompt != p.prompt {
                    changed += 1;
                    p.prompt = prompt;
                }
            }
            write_set(&file, &set)?;
            let best = set.puzzles.iter().filter(|p| p.prompt.claim == mancala_puzzles::Claim::Best).count();
            writeln!(
                out,
                "{}: {} prompts, {changed} changed, {best} ask for the best move with the theme's property",
                set.variant,
                set.puzzles.len()
            )?;
            Ok(())
        }
        PuzzlesCommand::Refute { file } => {
            let mut set = read_set(&file)?;
            let variant = Variant::with_option_texts(&set.variant, &set.options)
                .map_err(|e| Failure(format!("{}: variant `{}`: {e}", file.display(), set.variant)))?;
            let started = Instant::now();
            let depth = set.settings.screen_depth;
            for p in &mut set.puzzles {
                let pos = variant
                    .parse_position(&p.position)
                    .map_err(|e| Failure(format!("{}: {}: the position cannot be read: {e}", file.display(), p.id)))?;
                let first = p.solution.first().cloned().unwrap_or_default();
                p.refutations = mancala_puzzles::refutations(&variant, &pos, &first, &p.wrong, p.check_depth, depth)
                    .map_err(|e| Failure(format!("{}: {}: {e}", file.display(), p.id)))?;
            }
            write_set(&file, &set)?;
            writeln!(
                out,
                "{}: refutations of {} puzzles at depth {depth}, {:.1} s",
                set.variant,
                set.puzzles.len(),
                started.elapsed().as_secs_f64()
            )?;
            Ok(())
        }
        PuzzlesCommand::Check { file, deep } => {
            let set = read_set(&file)?;
            let variant = Variant::with_option_texts(&set.variant, &set.options)
                .map_err(|e| Failure(format!("{}: variant `{}`: {e}", file.display(), set.variant)))?;
            let mut seen = std::collections::BTreeSet::new();
            let mut bad = 0usize;
            for p in &set.puzzles {
                let mut result = mancala_puzzles::check(&variant, p, p.check_depth)
                    .and_then(|()| mancala_puzzles::check_refutations(&variant, p, set.settings.screen_depth));
                if result.is_ok() && deep {
                    result = mancala_puzzles::deep_check(&variant, p);
                }
                if !seen.insert(p.position.clone()) {
                    result = Err(mancala_puzzles::CheckError::Moves);
                    writeln!(out, "{}: the position is in the set twice", p.id)?;
                }
                if let Err(e) = result {
                    bad += 1;
                    writeln!(out, "{}: {e}", p.id)?;
                }
            }
            writeln!(out, "{}: {} puzzles, {} failed", set.variant, set.puzzles.len(), bad)?;
            if bad > 0 {
                return Err(Failure(format!(
                    "{}: {bad} of {} puzzles failed the check",
                    file.display(),
                    set.puzzles.len()
                )));
            }
            Ok(())
        }
    }
}
