import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../web/src/app.tsx';
import { createExecute, type GraphqlExecutor } from '../../web/src/graphql/client.ts';
import type { ShopLocale } from '../../web/src/i18n/locales.ts';
import { loadCatalog } from '../../web/src/i18n/messages.ts';
import { loadSiteData } from '../../web/src/layout/site-data.ts';
import { loadRoute } from '../../web/src/routing/load-route.ts';
import { toRouteUrl } from '../../web/src/routing/url.ts';
import type { AppState } from '../../web/src/state.ts';

/**
 * The state the server would embed for `url`, loaded through the same loaders (and catalog), for a
 * returning visitor past the age gate (its cookie), so its dialog covers nothing; `ageVerified:
 * false` for a first visit (the question over the site, age-restricted content withheld).
 */
export async function serverState(
  url: string,
  execute: GraphqlExecutor,
  locale: ShopLocale = 'mn',
  { ageVerified = true }: { ageVerified?: boolean } = {},
): Promise<AppState> {
  const typed = createExecute(execute);
  const [route, siteData] = await Promise.all([
    loadRoute(toRouteUrl(url), { execute: typed, locale, withholdAgeRestricted: !ageVerified }),
    loadSiteData(typed),
    loadCatalog(locale),
  ]);
  return { locale, route, siteData, ageVerified };
}

/**
 * The app at `url` in a memory location, as the browser runs it: hydrated from `state` when given,
 * loading by itself otherwise. `locales` records the locale of every executor the app asked for.
 */
export function renderApp(url: string, execute: GraphqlExecutor, state?: AppState) {
  const location = memoryLocation({ path: url, record: true });
  const locales: ShopLocale[] = [];
  const createExecutor = (locale: ShopLocale) => {
    locales.push(locale);
    return execute;
  };
  const view = render(
    <App
      state={state}
      locale={state?.locale ?? 'mn'}
      createExecutor={createExecutor}
      router={{ hook: location.hook, searchHook: location.searchHook }}
    />,
  );
  return { ...view, location, locales };
}
