import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ShopLocale } from '../i18n/locales.ts';
import type { LoadedRoute } from './route.ts';
import { joinUrl, type RouteUrl } from './url.ts';

interface Shown {
  /** Locale and URL the route was loaded for. */
  key: string;
  attempt: number;
  route: LoadedRoute;
}

const keyOf = (locale: ShopLocale, url: string) => `${locale} ${url}`;

/**
 * The route to show for the current location and locale. The server's route is used as is; on
 * navigation (or a language switch, since names are localized) the route's loader runs and the
 * previous page stays on screen until the new one is ready.
 */
export function useRouteData(
  initial: { locale: ShopLocale; route: LoadedRoute } | undefined,
  locale: ShopLocale,
  load: (url: RouteUrl) => Promise<LoadedRoute>,
) {
  const [pathname] = useLocation();
  const search = useSearch();
  const url = joinUrl(pathname, search);
  const key = keyOf(locale, url);
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Shown | undefined>(
    initial && { key: keyOf(initial.locale, initial.route.url), attempt: 0, route: initial.route },
  );
  const current = shown?.key === key && shown.attempt === attempt;

  useEffect(() => {
    if (current) return;
    let cancelled = false;
    void load({ pathname, search, url }).then((route) => {
      if (!cancelled) setShown({ key, attempt, route });
    });
    return () => {
      cancelled = true;
    };
  }, [current, key, attempt, load, pathname, search, url]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { url, route: shown?.route, shownKey: shown?.key, pending: !current, retry };
}
