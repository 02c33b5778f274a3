import { useEffect, useLayoutEffect, useRef } from 'react';

/** Spec §9: the scroll position is restored 100 ms after going back. */
export const SCROLL_RESTORE_DELAY_MS = 100;

/**
 * Spec §2: a new page starts at the top; going back (or forward) restores where the shopper was on
 * that page, after a short delay so the restored page has laid out.
 *
 * `locationUrl` changes first (the address bar), `shownUrl` once the new page's data is in. The
 * position of the page being left is taken at the first moment, while it is still on screen; a
 * scroll listener would also catch the browser clamping the position as the page is replaced.
 */
export function useScrollRestoration(locationUrl: string, shownUrl: string | undefined) {
  const positions = useRef(new Map<string, number>());
  const traversing = useRef(false);
  const shown = useRef(shownUrl);
  const scrolledFor = useRef(shownUrl);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const onPop = () => {
      traversing.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useLayoutEffect(() => {
    if (shown.current !== undefined && shown.current !== locationUrl) {
      positions.current.set(shown.current, window.scrollY);
    }
  }, [locationUrl]);

  useEffect(() => {
    shown.current = shownUrl;
    if (shownUrl === undefined || shownUrl === scrolledFor.current) return;
    scrolledFor.current = shownUrl;
    if (!traversing.current) {
      window.scrollTo(0, 0);
      return;
    }
    traversing.current = false;
    const top = positions.current.get(shownUrl) ?? 0;
    const timer = setTimeout(() => window.scrollTo(0, top), SCROLL_RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shownUrl]);
}
