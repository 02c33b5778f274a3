import { errorCode } from '../graphql/client.ts';
import { routes } from '../routes/index.ts';
import type { AnyRoute, LoadedRoute, RouteContext } from './route.ts';
import type { RouteUrl } from './url.ts';

export function routeById(id: string): AnyRoute | undefined {
  return routes.find((route) => route.id === id);
}

/**
 * Matches a URL to its route and runs the route's loader: the same on the server (before the first
 * render) and in the browser (on navigation). Never rejects: a gateway NOT_FOUND becomes the
 * not-found page, any other failure an error outcome carrying its code.
 */
export async function loadRoute(
  { pathname, search, url }: RouteUrl,
  context: RouteContext,
): Promise<LoadedRoute> {
  const query = new URLSearchParams(search);
  for (const route of routes) {
    const params = route.match(pathname, query);
    if (params === null) continue;
    try {
      const data = await route.load(params, context);
      return { url, pathname, outcome: { kind: 'page', routeId: route.id, data } };
    } catch (error) {
      const code = errorCode(error);
      // Domain codes such as ORDER_NOT_FOUND are still "nothing at this address": the 404 page.
      const missing = code === 'NOT_FOUND' || code.endsWith('_NOT_FOUND');
      return { url, pathname, outcome: missing ? { kind: 'not-found' } : { kind: 'error', code } };
    }
  }
  return { url, pathname, outcome: { kind: 'not-found' } };
}
