import { browserStorage, keepEssentialState } from './persisted-state.ts';

/**
 * The prefix of the small lists and preferences kept beside the state document (recently viewed,
 * recent searches, grid or list view): none is essential, and a corrupted one can be what crashed.
 */
export const LOCAL_LIST_PREFIX = 'shoppy.';

/** Removes every `shoppy.*` key; the shopper's session, order and language are kept elsewhere. */
export function dropLocalLists(storage = browserStorage()): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(LOCAL_LIST_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/**
 * The crash screen's restart (spec §2): the usual cause of a crash after a deploy is a stale bundle
 * or a cached response, so everything cached goes (Cache Storage, which is also where the service
 * worker keeps its caches) and the service worker is told to fetch its new version, as does the
 * non-essential stored state, before the page reloads. The shopper's session, order and language
 * stay. Each step is best effort: a failure never blocks the reload.
 */
export async function restartApp(win: Window = window): Promise<void> {
  const steps: Array<() => unknown> = [
    async () => {
      if (!('caches' in win)) return;
      const names = await win.caches.keys();
      await Promise.all(names.map((name) => win.caches.delete(name)));
    },
    async () => {
      if (!('serviceWorker' in win.navigator)) return;
      const registrations = await win.navigator.serviceWorker.getRegistrations();
      // Updated, not unregistered: unregistering would also end the shopper's push subscription.
      await Promise.all(registrations.map((registration) => registration.update()));
    },
    () => keepEssentialState(),
    () => dropLocalLists(),
    () => win.sessionStorage?.clear(),
  ];
  // One after another, each on its own: a blocked Cache Storage must not keep a corrupted list.
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      console.error(error);
    }
  }
  win.location.reload();
}
