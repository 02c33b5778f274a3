import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from './app.tsx';
import { createExecute, type GraphqlExecutor } from './graphql/client.ts';
import { createShopIntl } from './i18n/intl.ts';
import { defaultLocale, intlLocale, isShopLocale, type ShopLocale } from './i18n/locales.ts';
import { catalogFiles, loadCatalog } from './i18n/messages.ts';
import { loadSiteData } from './layout/site-data.ts';
import { loadRoute, routeEntry } from './routing/load-route.ts';
import { headFor, headHtml } from './routing/route-view.tsx';
import { statusOf } from './routing/status.ts';
import { toRouteUrl } from './routing/url.ts';
import { deferredPartsLoaded } from './shell/deferred.tsx';
import { type AppState, stateScript } from './state.ts';

export type { GraphqlExecutor, GraphqlRequest, GraphqlResponse } from './graphql/client.ts';
export type { AppState } from './state.ts';

export interface RenderRequest {
  /** The request's path and query, raw (`/t/%D0%B1?x=1`). */
  url: string;
  /** A shop locale (mn, en, ru, cn, it); anything else renders in mn. */
  locale: string;
  /** Runs a GraphQL request against the gateway, already carrying this shopper's locale and cookies. */
  execute: GraphqlExecutor;
  /** The age gate's cookie is there: the site renders open, vodka content included. */
  ageVerified?: boolean;
  /** The visitor said no at the age gate in this browser session: the refusal renders, not the question. */
  ageRefused?: boolean;
}

/** A page's data and everything about it but its HTML: what decides whether it is rendered again. */
export interface LoadedPage {
  /** 200; 404 for an unknown path, slug or permalink; the error's status if data failed; 302. */
  status: number;
  /** Where to send the shopper instead (status 302); the body is then irrelevant. */
  redirect?: string;
  /** For `<html lang>`. */
  lang: string;
  /** `<title>` and `<meta name="description">`, escaped. */
  head: string;
  /**
   * The rendered screen's module as Vite's manifest names it (`src/routes/home.tsx`): its chunk is
   * preloaded with the page, so the browser hydrates without waiting for a second round trip.
   */
  screenModule?: string;
  /**
   * The built files of the page's messages (the shell's and its screen's, `assets/catalogs-…/mn/shell.js`):
   * preloaded like the screen, since hydration waits for them too.
   */
  catalogFiles: string[];
  state: AppState;
  /**
   * The state as a `<script type="application/json">`, safe against `</script>` in the data. The
   * app's HTML is a function of it and the address (the browser hydrates from it and must render
   * the same), which is what lets the server keep a rendered page (server/pages/rendered-pages.ts).
   */
  stateScript: string;
}

export interface RenderedApp {
  /** Streams the app's HTML (for `<div id="root">`) into `destination` and ends it. */
  pipe: <W extends Writable>(destination: W) => W;
  /** React reported an error after the shell (a part left to the browser to render): not to be kept. */
  failed: () => boolean;
}

export type RenderResult = LoadedPage & Pick<RenderedApp, 'pipe'>;

/** Loads a page and renders it: `load` then `renderLoaded`. */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const page = await load(request);
  return { ...page, pipe: (await renderLoaded(page, request)).pipe };
}

/**
 * A page's data, loaded before anything renders (the route's loader and the site data), so the
 * shell React streams already holds every name, price and link: a client without JavaScript sees
 * the whole page, and the browser hydrates from `state` without fetching again.
 */
export async function load(request: RenderRequest): Promise<LoadedPage> {
  const locale: ShopLocale = isShopLocale(request.locale) ? request.locale : defaultLocale;
  const execute = createExecute(request.execute);
  const routeUrl = toRouteUrl(request.url);
  const [route, siteData] = await Promise.all([
    loadRoute(routeUrl, { execute, locale, withholdAgeRestricted: request.ageVerified !== true }),
    loadSiteData(execute),
    loadCatalog(locale),
  ]);
  await deferredPartsLoaded();
  const state: AppState = {
    locale,
    route,
    siteData,
    ageVerified: request.ageVerified === true,
    ageRefused: request.ageRefused === true,
  };
  return {
    status: statusOf(route.outcome),
    ...(route.outcome.kind === 'redirect' ? { redirect: route.outcome.to } : {}),
    lang: intlLocale(locale),
    head: headHtml(headFor(route, createShopIntl(locale))),
    ...(route.outcome.kind === 'page' ? { screenModule: routeEntry(route.outcome.routeId)?.source } : {}),
    catalogFiles: catalogFiles(locale, route.outcome.kind === 'page' ? route.outcome.routeId : undefined),
    state,
    stateScript: stateScript(state),
  };
}

/** Renders a loaded page's app; resolves once its shell is ready (rejects if the shell failed). */
export async function renderLoaded(
  page: LoadedPage,
  request: Pick<RenderRequest, 'url' | 'execute'>,
): Promise<RenderedApp> {
  const { state } = page;
  const [rawPath = '/', rawSearch = ''] = (request.url.split('#')[0] ?? '').split('?');
  let failed = false;
  const stream = await new Promise<ReturnType<typeof renderToPipeableStream>>((resolve, reject) => {
    const rendering = renderToPipeableStream(
      <App
        state={state}
        locale={state.locale}
        createExecutor={() => request.execute}
        router={{ ssrPath: rawPath, ssrSearch: rawSearch }}
      />,
      {
        onShellReady: () => resolve(rendering),
        // A finished Suspense boundary stays where it is in the HTML, however large (React's default
        // sends one over 12.8 kB after the page, shown by a script: the product's reviews were).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError: reject,
        onError: (error) => {
          failed = true;
          // React's own default: the part renders in the browser, and the error is told
          console.error(error);
        },
      },
    );
  });
  return { pipe: (destination) => stream.pipe(destination), failed: () => failed };
}
