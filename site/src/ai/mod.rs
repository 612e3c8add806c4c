//! The computer opponent, seen from the pages: what they ask its Web Worker and what it answers.
//!
//! The search (`mancala-ai`) runs in a Web Worker with its own wasm (the `ai-worker` binary,
//! built by tools/build_ai.sh into `dist/ai/`), so the page never freezes while it thinks and the
//! site's own wasm does not carry the search. The page sends a [`Request`] (the variant, its
//! options and the position, as the share link writes them) with `postMessage` and gets a
//! [`Reply`] with the same `id` ([`crate::platform::js::Thinker`]); an answer to an older request (the
//! game changed meanwhile) is dropped by the page.
//!
//! The worker also puts what it found into words ([`words`]: the facts of the engine's step log,
//! the pits named the learner's way), in Ukrainian and in Russian at once, so the page shows
//! either language without asking again and its own wasm carries neither the search nor these
//! sentences.
//!
//! Numbers of seeds are in hundredths (`i32`), so no float crosses (a float's parser costs the
//! first load).

#[cfg(feature = "ai-worker")]
pub mod export;
#[cfg(feature = "ai-worker")]
pub mod words;
#[cfg(feature = "ai-worker")]
pub mod worker;

use serde::{Deserialize, Serialize};

/// What the page asks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// Echoed in the reply.
    pub id: u32,
    pub task: Task,
    /// The variant's id (`kalah`).
    pub variant: String,
    /// The options that differ from the defaults, `key=value` as in the share link.
    pub options: Vec<String>,
    /// The position to think about, in the engine's notation (`Position`'s text).
    pub position: String,
}

/// The job of a request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Task {
    /// The computer's move at a level (0–5); `seed` varies the weak levels' choices.
    Move { level: u8, seed: u32 },
    /// A hint for the player to move: the best move, the opponent's reply, what other moves allow.
    Hint,
    /// A verdict on `played` (a move token), played in `position`.
    Judge { played: String },
}

/// The worker's answer to the request `id`: one flat record for every task (fields a task does
/// not use are empty), so the page reads it with one small decoder.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reply {
    pub id: u32,
    /// The computer's move ([`Task::Move`]), the best move ([`Task::Hint`], [`Task::Judge`]).
    pub token: String,
    /// The pit a hint points at (global index), if its move starts from one.
    pub pit: Option<usize>,
    /// The words, in Ukrainian and in Russian (the page shows the language of the moment): a
    /// hint's two steps (which pit; the move and why), or the verdict.
    pub uk: Vec<String>,
    pub ru: Vec<String>,
    /// A verdict's played move, its grade (`mancala_ai::Grade`: 0 good, 1 inaccuracy,
    /// 2 mistake, 3 blunder; thresholds in seeds lost: ½, 2, 5) and the seeds it loses against
    /// the best move (hundredths).
    pub played: String,
    pub grade: u8,
    pub loss: i32,
    /// The position has no move (the game is over).
    pub no_move: bool,
    /// Why the request could not be answered (an unknown variant, a malformed position or move,
    /// a message that is no request): the engine's error, in English, for the console. Empty
    /// when it was answered.
    pub refused: String,
}

/// A verdict's grade from which taking the move back is offered (a mistake or a blunder).
pub const MISTAKE: u8 = 2;

impl Request {
    /// The request as the message the worker reads (the shape of its serde form: the task
    /// externally tagged, `"Hint"` or `{"Move": {…}}`).
    #[must_use]
    pub fn to_message(&self) -> crate::platform::js::Message {
        use crate::platform::js::Message;
        let task = match &self.task {
            Task::Move { level, seed } => Message::object().with(
                "Move",
                &Message::object().with_num("level", f64::from(*level)).with_num("seed", f64::from(*seed)),
            ),
            Task::Hint => Message::text("Hint"),
            Task::Judge { played } => Message::object().with("Judge", &Message::object().with_text("played", played)),
        };
        Message::object()
            .with_num("id", f64::from(self.id))
            .with("task", &task)
            .with_text("variant", &self.variant)
            .with_texts("options", &self.options)
            .with_text("position", &self.position)
    }
}

impl Reply {
    /// A reply read from the worker's message (the fields of its serde form); a message that is
    /// not one is a refusal.
    #[must_use]
    pub fn from_message(m: &crate::platform::js::Message) -> Reply {
        if !m.is_object() {
            return Reply { id: u32::MAX, refused: "not a reply".into(), ..Reply::default() };
        }
        let num = |key| m.get_num(key).unwrap_or(0.0);
        Reply {
            id: num("id") as u32,
            token: m.get_text("token"),
            pit: m.get_num("pit").map(|p| p as usize),
            uk: m.get_texts("uk"),
            ru: m.get_texts("ru"),
            played: m.get_text("played"),
            grade: num("grade") as u8,
            loss: num("loss") as i32,
            no_move: m.get_flag("no_move"),
            refused: m.get_text("refused"),
        }
    }

    /// The words in `lang`'s share (`uk` or `ru`).
    #[must_use]
    pub fn words(&self, lang: mancala_text::Lang) -> &[String] {
        match lang {
            mancala_text::Lang::Uk => &self.uk,
            mancala_text::Lang::Ru => &self.ru,
        }
    }
}
