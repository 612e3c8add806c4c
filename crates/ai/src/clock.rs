//! Clocks for time budgets.
//!
//! The search never reads the time itself: it asks a [`Clock`] it is given, every 1024 nodes.
//! Natively that is [`SystemClock`] (`std::time::Instant`); in the browser the caller passes a
//! clock over `performance.now()` (wasm32-unknown-unknown has no `std::time::Instant`). A search
//! with no time budget never asks the clock ([`NoClock`]).

/// Milliseconds since some fixed moment (only differences are used).
pub trait Clock {
    fn now_ms(&self) -> f64;
}

/// A clock that never moves: for searches bounded by depth or nodes only.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoClock;

impl Clock for NoClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// The system's monotonic clock (not on wasm32, where the caller brings its own).
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Copy, Debug)]
pub struct SystemClock {
    start: std::time::Instant,
}

#[cfg(not(target_arch = "wasm32"))]
impl SystemClock {
    #[must_use]
    pub fn new() -> SystemClock {
        SystemClock { start: std::time::Instant::now() }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Default for SystemClock {
    fn default() -> Self {
        SystemClock::new()
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for SystemClock {
    fn now_ms(&self) -> f64 {
        self.start.elapsed().as_secs_f64() * 1000.0
    }
}

impl<F: Fn() -> f64> Clock for F {
    fn now_ms(&self) -> f64 {
        self()
    }
}
