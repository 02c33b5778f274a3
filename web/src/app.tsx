import { useCallback, useEffect, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Router, type RouterProps, useLocation } from 'wouter';
import { track } from './analytics/track.ts';
import { hasAgeCookie, hasAgeRefusedCookie } from './brand/age-cookie.ts';
import { offersCompare } from './compare/compare-feature.tsx';
import { createExecute, type GraphqlExecutor } from './graphql/client.ts';
import { ExecuteProvider, useExecute } from './graphql/context.tsx';
import { intlConfig, useT } from './i18n/intl.ts';
import { intlLocale, type ShopLocale } from './i18n/locales.ts';
import { useShopLocale } from './i18n/use-shop-locale.ts';
import { BackOfficeShell, isBackOfficePath } from './layout/back-office-shell.tsx';
import { CrashBoundary } from './layout/crash-boundary.tsx';
import { withServiceLinks } from './layout/service-links.ts';
import { Shell } from './layout/shell.tsx';
import { useSiteData } from './layout/site-data.ts';
import { useDocumentHead } from './routing/document-head.ts';
import { loadRoute } from './routing/load-route.ts';
import { headFor, RouteView } from './routing/route-view.tsx';
import { useScrollRestoration } from './routing/scroll.ts';
import type { RouteUrl } from './routing/url.ts';
import { useRouteData } from './routing/use-route-data.ts';
import { announceAppReady } from './shell/app-ready.ts';
import { useTypedBeforeHydrationEverywhere } from './shell/typed-before-hydration.ts';
import type { AppState } from './state.ts';

export interface AppProps {
  /** What the server rendered with; without it (development) the page loads in the browser. */
  state?: AppState;
  /** The language to start in when there is no server state. */
  locale: ShopLocale;
  /** A language the shopper chose earlier but the server did not see (cookie gone); switched to at once. */
  preferredLocale?: ShopLocale;
  /** The GraphQL transport for a locale: HTTP in the browser, in-process on the server, a fake in tests. */
  createExecutor: (locale: ShopLocale) => GraphqlExecutor;
  /** wouter options: `ssrPath`/`ssrSearch` on the server, a memory location in tests. */
  router?: Omit<RouterProps, 'children'>;
}

export function App({ state, locale: startLocale, preferredLocale, createExecutor, router }: AppProps) {
  const [locale, changeLocale] = useShopLocale(state?.locale ?? startLocale);
  const execute = useMemo(() => createExecute(createExecutor(locale)), [createExecutor, locale]);
  // A new messages object would make IntlProvider rebuild intl and re-render every message.
  const intlProps = useMemo(() => intlConfig(locale), [locale]);
  useEffect(() => {
    if (preferredLocale && preferredLocale !== state?.locale) changeLocale(preferredLocale);
  }, [preferredLocale, state?.locale, changeLocale]);
  // What was typed into the served page goes to its fields first; then the submits and presses the
  // boot script held (entry-boot.ts) are pressed again, once React has applied those changes.
  useTypedBeforeHydrationEverywhere(hydrationRoot, Boolean(state));
  useEffect(() => {
    const ready = setTimeout(() => announceAppReady(document), 0);
    return () => clearTimeout(ready);
  }, []);

  return (
    <IntlProvider {...intlProps}>
      <ExecuteProvider execute={execute}>
        <Router {...router}>
          <Page state={state} locale={locale} onLocaleChange={changeLocale} />
        </Router>
      </ExecuteProvider>
    </IntlProvider>
  );
}

const hydrationRoot = () => document.getElementById('root');

interface PageProps {
  state: AppState | undefined;
  locale: ShopLocale;
  onLocaleChange: (locale: ShopLocale) => void;
}

function Page({ state, locale, onLocaleChange }: PageProps) {
  const execute = useExecute();
  const intl = useIntl();
  const t = useT();
  const load = useCallback((url: RouteUrl) => loadRoute(url, { execute, locale }), [execute, locale]);
  const { url, route, shownKey, pending, retry } = useRouteData(state, locale, load);
  const siteData = useSiteData(state, locale, execute);
  const menus = useMemo(
    // read defensively, as offersCompare does: site data from a page rendered before `features`
    () => withServiceLinks(siteData?.menus ?? [], siteData?.configs?.features, t),
    [siteData, t],
  );
  useScrollRestoration(url, route?.url);
  useEffect(() => {
    if (route?.url) track('page_view', { page_path: route.url });
  }, [route?.url]);
  useDocumentHead(route && headFor(route, intl));
  useEffect(() => {
    document.documentElement.lang = intlLocale(locale);
  }, [locale]);
  const [path] = useLocation();

  const content = (
    <CrashBoundary>
      {route ? (
        // Keyed by locale and URL: a new page (or language) starts its machines afresh.
        <RouteView key={shownKey} route={route} onRetry={retry} />
      ) : (
        <p className="page__status">{t('app.navigating')}</p>
      )}
    </CrashBoundary>
  );
  if (isBackOfficePath(path)) {
    return (
      <BackOfficeShell locale={locale} onLocaleChange={onLocaleChange} pending={pending}>
        {content}
      </BackOfficeShell>
    );
  }
  return (
    <Shell
      locale={locale}
      onLocaleChange={onLocaleChange}
      menus={menus}
      compareEnabled={offersCompare(siteData)}
      footer={siteData ? { pages: siteData.pages, texts: siteData.translation } : undefined}
      pending={pending}
      ageVerified={state ? state.ageVerified === true : hasAgeCookie(document.cookie)}
      ageRefused={state ? state.ageRefused === true : hasAgeRefusedCookie(document.cookie)}
    >
      {content}
    </Shell>
  );
}
