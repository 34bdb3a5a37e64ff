/**
 * The service worker (ADR 011): keeps the app's own files so a page opens without a connection. The build
 * (vite.config.ts) writes it to /sw.js with the list of the build's files in place of the placeholders below.
 *
 * - install: every file of the build is fetched into a cache named after the build; the old builds' caches go on
 *   activate.
 * - pages (navigations): the network first (a fresh app when online); without an answer within 4 s, the kept app.
 * - /assets/* (named by their content): the kept copy, else the network (and kept).
 * - The API (/v1/) and uploads are never touched: the app's own offline layer handles the API.
 */
const VERSION = '__SPORTLINK_VERSION__';
const FILES = /* the build's files */ __SPORTLINK_FILES__; // eslint-disable-line no-undef
const CACHE = `sportlink-app-${VERSION}`;
// The app's shell as built (index.html), not `/`: the server draws `/` as the home page (ADR 028), and a page opened
// offline is drawn by the app at its own address.
const APP = '/index.html';
const NAVIGATION_TIMEOUT_MS = 4000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([APP, ...FILES]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('sportlink-app-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/v1/') || url.pathname.startsWith('/uploads/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      withTimeout(fetch(request), NAVIGATION_TIMEOUT_MS).catch(() =>
        caches.open(CACHE).then((cache) => cache.match(APP)).then((kept) => kept || Response.error()),
      ),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match(request).then(
          (kept) =>
            kept ||
            fetch(request).then((response) => {
              if (response.ok) void cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});
