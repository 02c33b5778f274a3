import { SERVICE_WORKER_URL } from './push.ts';

/** The worker's kept pages (web/service-worker/sw.js names them `shop-pages-<build>`). */
const PAGES_PREFIX = 'shop-pages-';

/**
 * Registers the service worker on every server-rendered page (#19), so catalog pages and their
 * scripts can be shown offline. A page the worker did not load (the first visit, before it took
 * control) asks it to keep that page and the scripts it loaded, or it would be missing offline.
 * Best effort: a browser without workers, or a blocked one, simply has no offline pages.
 */
export async function registerOfflineShell(win: Window = window): Promise<void> {
  if (!('serviceWorker' in win.navigator)) return;
  try {
    const controlled = Boolean(win.navigator.serviceWorker.controller);
    await win.navigator.serviceWorker.register(SERVICE_WORKER_URL);
    if (controlled) return;
    const registration = await win.navigator.serviceWorker.ready;
    const assets = win.performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(`${win.location.origin}/assets/`));
    registration.active?.postMessage({ type: 'keep-page', url: win.location.href, assets });
  } catch (error) {
    console.warn('service worker', error);
  }
}

/**
 * Forgets the kept pages (logout): a page rendered for a member must not be shown to whoever uses
 * this browser next, even offline.
 */
export async function forgetKeptPages(win: Window = window): Promise<void> {
  if (!('caches' in win)) return;
  try {
    const names = await win.caches.keys();
    await Promise.all(
      names.filter((name) => name.startsWith(PAGES_PREFIX)).map((name) => win.caches.delete(name)),
    );
  } catch {
    // Cache Storage blocked: nothing was kept either.
  }
}
