import { type ComponentType, lazy, memo, type NamedExoticComponent, Suspense } from 'react';
import { CHUNK_LOAD_ERROR_EVENT } from '../layout/crash-boundary.tsx';
import { whenIdle } from './idle.ts';

const serverLoads = new Set<Promise<void>>();

/**
 * A part of a page the server renders in place but the browser fetches on its own, after the page's
 * first JavaScript: the product page's reviews below the fold, the checkout's later steps. Keeps
 * them off the first-JavaScript budget (150 kB gzip, #19) without a gap in the served HTML.
 *
 * Both sides render it inside a Suspense boundary. The server has the module at hand (loaded with
 * the route's module: `deferredPartsLoaded`) and renders it whole, so the HTML, with JavaScript or
 * without, is what it was. In the browser the boundary keeps the server's HTML until the chunk has
 * come, then hydrates it; the rest of the page hydrates without waiting. On navigation it shows
 * nothing for the moment the chunk takes. `prefetch` asks for the chunk once the browser is idle,
 * for a part shown only after a step (no wait when the shopper gets there).
 *
 * Memoised, and its props must be stable (a `useCallback` for a function): new props reaching a
 * boundary that is still waiting for its chunk make React drop the server's HTML and show the empty
 * fallback until the chunk comes, a layout shift (the checkout's CLS went 0 → 0.054 on "use my
 * location" when the page re-rendered at hydration). For the same reason it reads actors and stores
 * through `useServedSelector` (served-selector.ts): it hydrates late, and what they hold by then is
 * not what the server rendered (the checkout's own selector and `useSessionStatus` do).
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { prefetch = false }: { prefetch?: boolean } = {},
): NamedExoticComponent<Props> {
  const Lazy = lazy(async () => ({ default: await loadOnline(load) }));
  let loaded: ComponentType<Props> | undefined;
  if (import.meta.env.SSR) {
    serverLoads.add(
      load().then((component) => {
        loaded = component;
      }),
    );
  } else if (prefetch && typeof window !== 'undefined') {
    whenIdle(() => void load().catch(() => undefined));
  }
  function Deferred(props: Props) {
    const Component = loaded ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return memo(Deferred);
}

/**
 * The part's chunk; offline, once the connection is back. Until then the boundary keeps what the
 * server rendered (a kept page opened offline shows its reviews as served). Chromium remembers a
 * module that failed for the page's life, so if the second try fails too the part stays as served
 * until the next page load, rather than crash a page that works. A chunk missing while online is a
 * deploy: that error goes on to the crash screen.
 */
async function loadOnline<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (typeof navigator === 'undefined' || navigator.onLine) throw error;
    await new Promise((resolve) => addEventListener('online', resolve, { once: true }));
    // the second try's failure is not a deploy: kept from the crash screen's listener (which listens
    // without capture, so a capturing listener on window is asked first)
    const quiet = (event: Event) => event.stopImmediatePropagation();
    addEventListener(CHUNK_LOAD_ERROR_EVENT, quiet, { capture: true });
    try {
      return await load();
    } catch {
      return new Promise<never>(() => {});
    } finally {
      removeEventListener(CHUNK_LOAD_ERROR_EVENT, quiet, { capture: true });
    }
  }
}

/**
 * On the server: settles once the deferred parts of every module loaded so far are at hand, so a
 * render started after it (entry-server.tsx, once the route's module has loaded) has them in place
 * instead of streaming them after the page, where a browser without JavaScript never shows them.
 */
export async function deferredPartsLoaded(): Promise<void> {
  await Promise.all(serverLoads);
}
