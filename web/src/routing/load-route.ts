import { errorCode, errorStatus } from '../graphql/client.ts';
import { routes } from '../routes/index.ts';
import type { AnyRoute, LazyRoute, LoadedRoute, RouteContext, RouteOutcome } from './route.ts';
import type { RouteUrl } from './url.ts';

/**
 * The outcome code of a screen whose chunk did not load: after a deploy the old hashed files are
 * gone, and the page cannot go on with half of an old bundle. RouteView sends it to the crash screen.
 */
export const CHUNK_LOAD_FAILED = 'CHUNK_LOAD_FAILED';

const loadedScreens = new Map<string, AnyRoute>();

async function loadScreen(entry: LazyRoute): Promise<AnyRoute> {
  const loaded = loadedScreens.get(entry.id);
  if (loaded) return loaded;
  const screen = await entry.screen();
  loadedScreens.set(entry.id, screen);
  return screen;
}

/** A screen whose code is in; every `page` outcome's screen is, since loadRoute fetched it first. */
export function routeById(id: string): AnyRoute | undefined {
  return loadedScreens.get(id);
}

/** The route table entry of a screen, for its module path (modulepreload) and its chunk. */
export function routeEntry(id: string): LazyRoute | undefined {
  return routes.find((route) => route.id === id);
}

/**
 * Fetches the code of the screen the server rendered, before hydration: React must render the
 * same tree at once, with no fallback in between (a flash, and a hydration mismatch).
 */
export async function preloadScreen(route: LoadedRoute): Promise<void> {
  if (route.outcome.kind !== 'page') return;
  const entry = routeEntry(route.outcome.routeId);
  if (entry) await loadScreen(entry);
}

/**
 * Matches a URL to its route, fetches the screen's code and runs its loader: the same on the
 * server (before the first render) and in the browser (on navigation). Never rejects: a gateway
 * NOT_FOUND becomes the not-found page, a chunk that failed to load CHUNK_LOAD_FAILED, any other
 * failure an error outcome carrying its code.
 */
export async function loadRoute(
  { pathname, search, url }: RouteUrl,
  context: RouteContext,
): Promise<LoadedRoute> {
  const query = new URLSearchParams(search);
  for (const entry of routes) {
    const params = entry.match(pathname, query);
    if (params === null) continue;
    let screen: AnyRoute;
    try {
      screen = await loadScreen(entry);
    } catch (error) {
      console.error(error);
      return { url, pathname, outcome: { kind: 'error', code: CHUNK_LOAD_FAILED } };
    }
    try {
      const data = await screen.load(params, context);
      return { url, pathname, outcome: { kind: 'page', routeId: entry.id, data } };
    } catch (error) {
      const code = errorCode(error);
      // Domain codes such as ORDER_NOT_FOUND are still "nothing at this address": the 404 page.
      const missing = code === 'NOT_FOUND' || code.endsWith('_NOT_FOUND');
      const outcome: RouteOutcome = missing
        ? { kind: 'not-found' }
        : { kind: 'error', code, status: errorStatus(error) };
      return { url, pathname, outcome };
    }
  }
  return { url, pathname, outcome: { kind: 'not-found' } };
}
