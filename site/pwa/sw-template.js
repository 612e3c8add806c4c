// The service worker of the mancala tutor: keeps every file of one build in the browser's cache,
// so the site works offline once it has been opened. tools/service_worker.py writes dist/sw.js
// from this template after every build, filling in the file list of that build, each file's size
// and a cache name derived from the files' contents (so every new build has a new cache).
//
// Saving: the files are downloaded one by one into the build's cache, and the open pages are told
// how far it has got («Зберігаю сайт…», a percentage) and whether it failed (with a button to try
// again); index.html shows these lines (#sw-status). A failed save keeps what it got, so trying
// again downloads only what is missing. On each visit the page asks the worker to check its cache
// (a file can be lost from it) and the worker downloads what is missing; if it cannot, the page
// says that the site may not open offline instead of claiming it is saved.
//
// Update flow: the browser checks sw.js on each visit; when a new build is deployed, sw.js differs,
// so the new worker installs in the background (saving the new files), takes over at once
// (skipWaiting + clients.claim). The pages already open keep running the build they loaded: the
// older build's cache is kept, and its files served, until none of those pages is open (checked
// on each visit and each page's start); only then is it deleted.
'use strict';

const CACHE = '__CACHE__';
const FILES = __FILES__;
// The size in bytes of each file of FILES, in the same order (the progress of a save).
const SIZES = __SIZES__;
const PREFIX = 'mancala-';
// The pages open when this build took over, which may still use an older build's files: a JSON
// list of client ids kept in this build's cache under this (never fetched) address.
const OLDER_PAGES = 'sw-pages-of-older-builds.json';

// The words of the lines the page shows (#sw-status in index.html), in both languages: the page
// shows the one of its language (style.css).
function both(uk, ru) {
  return `<span lang="uk">${uk}</span><span lang="ru">${ru}</span>`;
}
const RETRY = ` <button type="button">${both('Спробувати ще раз', 'Попробовать ещё раз')}</button>`;
const SAY = {
  saving: (percent) =>
    both(
      `Зберігаю сайт на цьому пристрої, щоб він працював без інтернету: ${percent} %…`,
      `Сохраняю сайт на этом устройстве, чтобы он работал без интернета: ${percent} %…`,
    ),
  failed:
    both(
      'Не вдалося зберегти сайт на цьому пристрої: зв’язок із сайтом перервався. Без інтернету сайт поки не працюватиме.',
      'Не удалось сохранить сайт на этом устройстве: связь с сайтом прервалась. Без интернета сайт пока не будет работать.',
    ) + RETRY,
  // A new build could not be saved; the older one, saved, still opens offline.
  'update-failed':
    both(
      'Не вдалося зберегти нову версію сайту: зв’язок із сайтом перервався. Без інтернету відкриватиметься попередня версія.',
      'Не удалось сохранить новую версию сайта: связь с сайтом прервалась. Без интернета будет открываться предыдущая версия.',
    ) + RETRY,
  missing:
    both(
      'Частина сайту на цьому пристрої загубилася, і її не вдалося завантажити знову: без інтернету сайт може не відкритися.',
      'Часть сайта на этом устройстве потерялась, и её не удалось загрузить снова: без интернета сайт может не открыться.',
    ) + RETRY,
};

const url = (file) => new URL(file, self.location).href;

/** The open pages of the site (those the worker controls and those it does not yet). */
function pages() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

/** Tells `to` (a list of pages) the state of the save: `s` is its name, `h` the line to show
 * (none: the page removes its line). */
function tell(to, s, h) {
  for (const page of to) page.postMessage({ s, h });
}

/**
 * Downloads into this build's cache every file of FILES it does not have, telling `to()` (the
 * pages to tell) the progress. Resolves with whether anything was missing; rejects if a file
 * could not be had (the files already downloaded stay in the cache).
 */
async function fill(to) {
  const cache = await caches.open(CACHE);
  const have = new Set((await cache.keys()).map((r) => r.url));
  const missing = FILES.map((f, i) => [f, SIZES[i]]).filter(([f]) => !have.has(url(f)));
  if (missing.length === 0) return false;
  const total = SIZES.reduce((a, b) => a + b, 0);
  let done = total - missing.reduce((a, [, size]) => a + size, 0);
  let told = 0;
  const progress = async (force) => {
    if (!force && Date.now() - told < 500) return;
    told = Date.now();
    tell(await to(), 'saving', SAY.saving(Math.floor((100 * done) / total)));
  };
  await progress(true);
  // `no-cache`: each file is revalidated with the server, so a stale HTTP-cache copy never gets
  // in, yet the files the page has just downloaded (the wasm above all) are not downloaded again.
  await Promise.all(
    missing.map(async ([file, size]) => {
      const request = new Request(file, { cache: 'no-cache' });
      const response = await fetch(request);
      if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
      await cache.put(request, response);
      done += size;
      await progress(false);
    }),
  );
  return true;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    fill(pages).then(
      () => self.skipWaiting(),
      async (e) => {
        const state = self.registration.active ? 'update-failed' : 'failed';
        tell(await pages(), state, SAY[state]);
        throw e; // the install fails; the next visit (or "try again") resumes it
      },
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The pages open now were loaded before this build took over: keep the older builds'
      // caches for them.
      const open = await pages();
      if (open.length > 0 && (await olderCaches()).length > 0) {
        const cache = await caches.open(CACHE);
        await cache.put(OLDER_PAGES, new Response(JSON.stringify(open.map((c) => c.id))));
      }
      await self.clients.claim();
      tell(open, 'ok');
      await prune();
    })(),
  );
});

/** The caches of the builds before this one (caches.keys() lists them in the order they were
 * made; the caches of later builds, e.g. one being saved now, are left alone). */
async function olderCaches() {
  const keys = (await caches.keys()).filter((k) => k.startsWith(PREFIX));
  const here = keys.indexOf(CACHE);
  return here < 0 ? [] : keys.slice(0, here);
}

/** Deletes the older builds' caches once no page that was open when this build took over is. */
async function prune() {
  const cache = await caches.open(CACHE);
  const record = await cache.match(OLDER_PAGES);
  if (record) {
    const ids = await record.json();
    const open = new Set((await pages()).map((c) => c.id));
    if (ids.some((id) => open.has(id))) return;
  }
  await Promise.all((await olderCaches()).map((k) => caches.delete(k)));
  if (record) await cache.delete(OLDER_PAGES);
}

// A page asks on each start ("check") and when its user presses "try again" ("retry"): the cache
// is checked and refilled, and the page told the result.
self.addEventListener('message', (event) => {
  if (event.data !== 'check' && event.data !== 'retry') return;
  const page = event.source;
  event.waitUntil(
    (async () => {
      if (event.data === 'retry') self.registration.update().catch(() => {});
      await prune();
      try {
        await fill(async () => [page]);
        tell([page], 'ok');
      } catch {
        tell([page], 'missing', SAY.missing);
      }
    })(),
  );
});

/** A file from this build's cache, else from an older build's (kept for the pages still on it). */
async function cached(request) {
  const hit = await (await caches.open(CACHE)).match(request, { ignoreSearch: true });
  return hit || caches.match(request, { ignoreSearch: true });
}

// Offline, a page is served from its own cached copy; the addresses of the app itself (the
// folder, index.html, and the single file mancala.html, which is the same site) get index.html;
// any other page not cached gets a short notice instead of the browser's error.
const APP_PAGES = ['', 'index.html', 'mancala.html'];

async function cachedPage(request) {
  const address = new URL(request.url);
  address.search = '';
  address.hash = '';
  const own = await cached(address.href);
  if (own) return own;
  const scope = self.registration.scope;
  if (address.href.startsWith(scope) && APP_PAGES.includes(address.href.slice(scope.length))) {
    return cached(url('index.html'));
  }
  return undefined;
}

function notCached() {
  const body =
    '<!DOCTYPE html><html lang="uk"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Манкала</title><body style="font-family: sans-serif; margin: 2rem; max-width: 40rem">' +
    '<p>Немає зв’язку із сайтом, а цієї сторінки на пристрої не збережено. Перевірте з’єднання з інтернетом і спробуйте ще раз.</p>' +
    '<p lang="ru">Нет связи с сайтом, а этой страницы на устройстве нет. Проверьте подключение к интернету и попробуйте ещё раз.</p>' +
    `<p><a href="${self.registration.scope}">Манкала</a></p>`;
  return new Response(body, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

// A page: the network first (a new build shows up as soon as it is deployed), the cached copy
// when the network fails, answers with an error, or is slower than NAVIGATION_TIMEOUT_MS (a weak
// classroom Wi-Fi).
const NAVIGATION_TIMEOUT_MS = 4000;

function navigation(request) {
  return new Promise((resolve) => {
    let settled = false;
    const fallback = (response) => {
      if (settled) return;
      settled = true;
      cachedPage(request).then((page) => resolve(page || response || notCached()));
    };
    const timer = setTimeout(() => fallback(undefined), NAVIGATION_TIMEOUT_MS);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        if (settled) return;
        if (response.ok) {
          settled = true;
          resolve(response);
        } else {
          fallback(response);
        }
      },
      () => {
        clearTimeout(timer);
        fallback(undefined);
      },
    );
  });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  if (new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
    event.waitUntil(prune());
    return;
  }
  // Every other file of the build: the cache first (file names carry content hashes), the
  // network for anything not in it.
  event.respondWith(cached(request).then((hit) => hit || fetch(request)));
});
