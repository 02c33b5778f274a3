import { keepEssentialState } from './persisted-state.ts';

/**
 * The crash screen's restart (spec §2): the usual cause of a crash after a deploy is a stale bundle
 * or a cached response, so everything cached goes (Cache Storage, which is also where the service
 * worker keeps its caches) and the service worker is told to fetch its new version, as does the
 * non-essential stored state, before the page reloads. The shopper's session, order and language
 * stay. Each step is best effort: a failure never blocks the reload.
 */
export async function restartApp(win: Window = window): Promise<void> {
  try {
    if ('caches' in win) {
      const names = await win.caches.keys();
      await Promise.all(names.map((name) => win.caches.delete(name)));
    }
    if ('serviceWorker' in win.navigator) {
      const registrations = await win.navigator.serviceWorker.getRegistrations();
      // Updated, not unregistered: unregistering would also end the shopper's push subscription.
      await Promise.all(registrations.map((registration) => registration.update()));
    }
    keepEssentialState();
    win.sessionStorage?.clear();
  } catch (error) {
    console.error(error);
  } finally {
    win.location.reload();
  }
}
