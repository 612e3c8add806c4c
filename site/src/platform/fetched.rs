//! Something the page fetches once it is shown (a rules page, a file of lessons): `None` while it
//! loads, then what came. A signal filled by a spawned future, in place of Leptos's
//! `LocalResource`, whose async-derived machinery (transitions, a channel, threads' bookkeeping)
//! cost the first load about 5 KB gzip for two fetches that never change their input.

use leptos::prelude::*;
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;

type Loader<T> = Rc<dyn Fn() -> Pin<Box<dyn Future<Output = T>>>>;

/// A value being fetched. `Copy`, so views' closures can hold it.
pub struct Fetched<T: 'static> {
    value: RwSignal<Option<T>, LocalStorage>,
    load: StoredValue<Loader<T>, LocalStorage>,
}

impl<T: 'static> Clone for Fetched<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: 'static> Copy for Fetched<T> {}

impl<T: Clone + 'static> Fetched<T> {
    /// Starts fetching with `load` (called again by [`Fetched::refetch`]).
    pub fn new<Fut: Future<Output = T> + 'static>(load: impl Fn() -> Fut + 'static) -> Fetched<T> {
        let load: Loader<T> = Rc::new(move || Box::pin(load()));
        let me = Fetched { value: RwSignal::new_local(None), load: StoredValue::new_local(load) };
        me.start();
        me
    }

    fn start(self) {
        let future = self.load.with_value(|load| load());
        leptos::task::spawn_local(async move {
            let value = future.await;
            // The page may be gone by then: its signal with it.
            let _ = self.value.try_set(Some(value));
        });
    }

    /// What came (tracked), or `None` while it loads.
    #[must_use]
    pub fn get(&self) -> Option<T> {
        self.value.get()
    }

    /// Fetches again (after an error), showing "loading" meanwhile.
    pub fn refetch(&self) {
        self.value.set(None);
        self.start();
    }
}
