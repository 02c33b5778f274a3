/**
 * One spelling of a page URL for both sides: the server gets it raw from the request, the browser
 * from wouter, which decodes with `decodeURI`. Both are reduced to wouter's form so the route the
 * server rendered is recognised as the route the browser is on.
 */
export interface RouteUrl {
  pathname: string;
  /** Without the leading `?`. */
  search: string;
  /** `pathname?search`, the key a loaded route is stored under. */
  url: string;
}

function decode(part: string): string {
  try {
    return part.includes('%') ? decodeURI(part) : part;
  } catch {
    return part;
  }
}

export function joinUrl(pathname: string, search: string): string {
  return search ? `${pathname}?${search}` : pathname;
}

/** Parses a raw request URL (`/t/%D0%B1?page=2#x`) into its decoded route form. */
export function toRouteUrl(raw: string): RouteUrl {
  const withoutHash = raw.split('#')[0] ?? '';
  const queryAt = withoutHash.indexOf('?');
  const pathname = decode(queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt)) || '/';
  const search = queryAt === -1 ? '' : decode(withoutHash.slice(queryAt + 1));
  return { pathname, search, url: joinUrl(pathname, search) };
}

/**
 * Writes `url` in the address bar only: not a route change, so the page stays mounted with what the
 * shopper typed or chose (wouter would load the route again and remount it). A reload or a shared
 * link then opens the same thing. `History.prototype.replaceState` is the browser's own; wouter
 * listens to its patched copy on `window.history`.
 */
export function showInAddressBar(url: string): void {
  History.prototype.replaceState.call(window.history, window.history.state, '', url);
}
