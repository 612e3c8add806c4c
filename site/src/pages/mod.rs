//! The pages of the site (feature `app`): Leptos components over plain sessions.
//!
//! * [`app`] — the header, the language switch, the hash router, the home page.
//! * [`play`] — the play page (with [`record`]: game records in and out; [`computer`]: playing
//!   against the computer; [`kept`]: the last game of each variant, kept on the device).
//! * [`course`] — a game's course and the learning order; [`lesson`] — the lesson page, the view
//!   of a plain [`lesson_session::LessonSession`]; [`pick`] — choosing a move by hand.
//! * [`puzzles`] — the puzzle of the day, the mixed run, each game's set (lessons of tasks) and
//!   its filter; [`worksheet`] — puzzles for print, with an answer key.
//! * [`rules`], [`glossary`], [`print`](mod@print), [`classroom`] (the projector mode and the
//!   offline line).
//! * [`teacher`] — the teacher's page (an assignment as a link and a QR code, the class table of
//!   the pupils' codes) and the pupil's page of an assignment, over the plain [`assignment`].

pub mod app;
pub mod assignment;
pub mod backup;
pub mod classroom;
pub mod computer;
pub mod course;
pub mod glossary;
pub mod kept;
pub mod lesson;
pub mod lesson_session;
pub mod pick;
pub mod play;
pub mod print;
pub mod progress_page;
pub mod puzzles;
pub mod record;
pub mod rules;
pub mod teacher;
pub mod worksheet;
