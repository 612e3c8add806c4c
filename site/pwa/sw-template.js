// The service worker of the mancala tutor: keeps every file of one build in the browser's cache,
// so the site works offline once it has been opened. tools/service_worker.py writes dist/sw.js
// from this template after every build, filling in the file list of that build and a cache name
// derived from the files' contents (so every new build has a new cache).
//
// Update flow: the browser checks sw.js on each visit; when a new build is deployed, sw.js differs,
// so the new worker installs in the background (precaching the new files), takes over at once
// (skipWaiting + clients.claim) and deletes the older caches. The page already open keeps running
// the code it loaded; the next visit (or a reload) shows the new build.
'use strict';

const CACHE = '__CACHE__';
const FILES = __FILES__;
const PREFIX = 'mancala-';

// `no-cache`: each file is revalidated with the server, so a stale HTTP-cache copy never gets in,
// yet the files the page has just downloaded (the wasm above all) are not downloaded again.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: 'no-cache' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The page itself: the network first (a new build shows up as soon as it is deployed), the cached
// copy when the network fails or is slower than NAVIGATION_TIMEOUT_MS (a weak classroom Wi-Fi).
const NAVIGATION_TIMEOUT_MS = 4000;

function cachedPage() {
  return caches.open(CACHE).then((cache) => cache.match('index.html'));
}

function navigation(request) {
  return new Promise((resolve) => {
    let settled = false;
    const fallback = () => {
      if (settled) return;
      settled = true;
      cachedPage().then((page) => resolve(page || Response.error()));
    };
    const timer = setTimeout(fallback, NAVIGATION_TIMEOUT_MS);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        if (settled) return;
        if (response.ok) {
          settled = true;
          resolve(response);
        } else {
          fallback();
        }
      },
      () => {
        clearTimeout(timer);
        fallback();
      },
    );
  });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
    return;
  }
  // Every other file of the build: the cache first (file names carry content hashes), the
  // network for anything not in the list.
  event.respondWith(
    caches.open(CACHE).then((cache) => cache.match(request, { ignoreSearch: true })).then((hit) => hit || fetch(request)),
  );
});
