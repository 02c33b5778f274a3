import { errorCode, errorStatus } from '../graphql/client.ts';
import type { ShopLocale } from '../i18n/locales.ts';
import { loadPartMessages } from '../i18n/messages.ts';
import { routes } from '../routes/index.ts';
import type { AnyRoute, LazyRoute, LoadedRoute, RouteContext, RouteOutcome } from './route.ts';
import type { RouteUrl } from './url.ts';

/**
 * The outcome code of a screen whose chunk did not load: after a deploy the old hashed files are
 * gone, and the page cannot go on with half of an old bundle. RouteView sends it to the crash screen.
 */
export const CHUNK_LOAD_FAILED = 'CHUNK_LOAD_FAILED';

const loadedScreens = new Map<string, AnyRoute>();

/**
 * A screen's code and its messages in `locale` (its own part of the catalog, beside its chunk): the
 * screen counts as loaded only with both, so it never renders raw ids.
 */
async function loadScreen(entry: LazyRoute, locale: ShopLocale): Promise<AnyRoute> {
  const [screen] = await Promise.all([
    loadedScreens.get(entry.id) ?? entry.screen(),
    loadPartMessages(locale, entry.id),
  ]);
  loadedScreens.set(entry.id, screen);
  return screen;
}

/**
 * The error texts (messages.ts `errors`), before an error outcome renders; a failure to fetch them
 * leaves the general text (intl.ts translate), not a broken page.
 */
async function withErrorTexts(route: LoadedRoute, locale: ShopLocale): Promise<LoadedRoute> {
  if (route.outcome.kind === 'error') await loadPartMessages(locale, 'errors').catch(() => {});
  return route;
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
 * Fetches the code and messages of the screen the server rendered (the error texts for its error
 * page), before hydration: React must render the same tree at once, with no fallback in between (a
 * flash, and a hydration mismatch).
 */
export async function preloadScreen(route: LoadedRoute, locale: ShopLocale): Promise<void> {
  await withErrorTexts(route, locale);
  if (route.outcome.kind !== 'page') return;
  const entry = routeEntry(route.outcome.routeId);
  if (entry) await loadScreen(entry, locale);
}

/**
 * Matches a URL to its route, fetches the screen's code and runs its loader: the same on the
 * server (before the first render) and in the browser (on navigation). Never rejects: a gateway
 * NOT_FOUND becomes the not-found page, a chunk that failed to load CHUNK_LOAD_FAILED, any other
 * failure an error outcome carrying its code.
 */
export async function loadRoute(url: RouteUrl, context: RouteContext): Promise<LoadedRoute> {
  return withErrorTexts(await matchAndLoad(url, context), context.locale);
}

async function matchAndLoad(
  { pathname, search, url }: RouteUrl,
  context: RouteContext,
): Promise<LoadedRoute> {
  const query = new URLSearchParams(search);
  for (const entry of routes) {
    const params = entry.match(pathname, query);
    if (params === null) continue;
    let screen: AnyRoute;
    try {
      screen = await loadScreen(entry, context.locale);
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
