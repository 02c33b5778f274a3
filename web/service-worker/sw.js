/*
 * The shop's service worker: Web Push (spec §4) and the offline shell (#19).
 *
 * - Versioned by build: web/vite-plugins/service-worker.ts writes BUILD (a hash of the build's file
 *   names, which carry their content hashes) and PRECACHE (the entry's scripts and styles) into the
 *   built copy. Every cache name carries BUILD and `activate` deletes every other `shop-*` cache, so
 *   a deploy never leaves a stale page or script behind; the crash screen's restart
 *   (web/src/shell/restart.ts) still clears Cache Storage on top of that.
 * - Hashed assets (/assets/…) never change: served from the cache, fetched and kept on a miss.
 * - Pages: always from the network. A catalog page (home, lists, categories, product pages) that
 *   answers 200 is kept, the last MAX_PAGES of them; only when the network fails (offline) is the
 *   kept copy served. Nothing else is ever kept: account, cart, checkout, orders, back office… and
 *   GraphQL. The kept page carries its own data in the HTML (server-rendered state), so it needs no
 *   GraphQL answer to show; GraphQL answers are POSTs, some personal (session, cart, prices for a
 *   member), and are not cached at all: offline, a read fails as it would without a worker.
 * - In development (`vite`, BUILD not written) it caches nothing: pages and modules change all day.
 */

const BUILD = '__SHOP_BUILD__';
const PRECACHE = [] /* __SHOP_PRECACHE__ */;
const CACHING = !BUILD.startsWith('__');
const ASSETS = `shop-assets-${BUILD}`;
const PAGES = `shop-pages-${BUILD}`;
const MAX_PAGES = 30;
const CATALOG_PAGE = /^\/(?:|products\/?|products\/[^/]+\/?|t\/.+)$/;

const PRECACHE_ATTEMPTS = 3;

/**
 * One shell file into the cache, tried again after a failed fetch (a dropped connection on a phone,
 * a busy server): a file missing here stays missing offline until the next build's worker installs.
 */
async function precache(cache, url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await cache.add(url);
      return;
    } catch (error) {
      if (attempt >= PRECACHE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    // One by one: with addAll a single missing file would leave the whole shell uncached.
    (CACHING
      ? caches
          .open(ASSETS)
          .then((cache) => Promise.all(PRECACHE.map((url) => precache(cache, url).catch(() => undefined))))
      : Promise.resolve()
    ).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('shop-') && name !== ASSETS && name !== PAGES)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const isAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');
const isCatalogPage = (url) => url.origin === self.location.origin && CATALOG_PAGE.test(url.pathname);

async function fromAssetCache(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/**
 * The scripts a served page names: the boot script, and in its `<template id="shop-scripts">` the entry,
 * its chunks and message parts (the browser asks for those only after the first paint).
 */
const PAGE_SCRIPT = /\/assets\/[\w./-]+\.js/g;

/**
 * Keeps the newest MAX_PAGES: a re-visited page moves to the end (deleted, then put again). The
 * scripts the page names are kept first, then the page: a kept page opens offline whole, even when
 * the connection went before the page itself had asked for them (a first visit, handed over).
 */
async function keepPage(url, response) {
  const html = await response.text();
  const scripts = new Set(html.match(PAGE_SCRIPT) ?? []);
  await Promise.all(
    [...scripts].map((path) =>
      fromAssetCache(new Request(new URL(path, self.location.origin).href)).catch(() => undefined),
    ),
  );
  const cache = await caches.open(PAGES);
  await cache.delete(url);
  await cache.put(
    url,
    new Response(html, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    }),
  );
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(keys.length - MAX_PAGES, 0)).map((key) => cache.delete(key)));
}

/** The network's page, kept on the side (the page streams to the tab meanwhile); offline, the kept one. */
async function networkFirstPage(event) {
  const url = new URL(event.request.url);
  try {
    const response = await fetch(event.request);
    // Only a complete 200 page is worth showing offline (not a 404, a redirect, an error page).
    if (response.ok && response.status === 200 && !response.redirected && isCatalogPage(url)) {
      event.waitUntil(keepPage(url.href, response.clone()).catch(() => undefined));
    }
    return response;
  } catch (error) {
    if (isCatalogPage(url)) {
      const kept = await caches.open(PAGES).then((cache) => cache.match(url.href, { ignoreVary: true }));
      if (kept) return kept;
    }
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  if (!CACHING) return;
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (isAsset(url)) {
    event.respondWith(fromAssetCache(request));
  } else if (request.mode === 'navigate' && isCatalogPage(url)) {
    event.respondWith(networkFirstPage(event));
  }
  // Anything else (GraphQL, images, account pages, …) goes to the network as if there were no worker.
});

/**
 * A page loaded before this worker controlled it (the first visit) hands over its URL and the
 * scripts it loaded, so that page, too, opens offline. The page's URL is fetched once more, here.
 */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!CACHING || !data || data.type !== 'keep-page') return;
  const page = new URL(String(data.url), self.location.origin);
  const assets = (Array.isArray(data.assets) ? data.assets : [])
    .map((asset) => new URL(String(asset), self.location.origin))
    .filter(isAsset);
  event.waitUntil(
    Promise.all([
      ...assets.map((asset) => fromAssetCache(new Request(asset.href)).catch(() => undefined)),
      isCatalogPage(page)
        ? fetch(page.href, { credentials: 'same-origin' })
            .then((response) => (response.ok ? keepPage(page.href, response) : undefined))
            .catch(() => undefined)
        : Promise.resolve(),
    ]).then(() => event.source?.postMessage({ type: 'page-kept', url: page.href })),
  );
});

/** `{ title, body, url, tag }` from server/push/order-status-pushes.ts; a bare text is shown as is. */
function readPush(data) {
  if (!data) return { title: 'Shoppy', body: '' };
  try {
    return data.json();
  } catch {
    return { title: 'Shoppy', body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title || 'Shoppy', {
      body: message.body || '',
      tag: message.tag,
      icon: '/favicon.svg',
      data: { url: message.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
