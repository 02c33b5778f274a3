import './styles/base.css';
import './styles/shell.css';
import './styles/layout.css';
import './styles/header.css';
import './styles/catalog.css';
import './styles/product-card.css';
import './styles/product.css';
import './styles/home.css';
import './styles/brand.css';
import './styles/cart.css';
import './styles/compare.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { flushAnalytics, setAnalyticsSender } from './analytics/track.ts';
import { App } from './app.tsx';
import { browserExecutor, createExecute } from './graphql/client.ts';
import { TrackAnalyticsDocument } from './graphql/generated/graphql.ts';
import { storedLocale } from './i18n/locale-storage.ts';
import { defaultLocale, localeFromCookieHeader, type ShopLocale } from './i18n/locales.ts';
import { loadCatalog, loadPartMessages } from './i18n/messages.ts';
import { preloadScreen } from './routing/load-route.ts';
import { whenReadyAndIdle } from './shell/app-ready.ts';
import { registerOfflineShell } from './shell/offline-shell.ts';
import { readState } from './state.ts';

const createExecutor = (locale: ShopLocale) => browserExecutor(locale);

/** After the page's load event: at once if it has passed (the boot script starts this one late). */
function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else addEventListener('load', then, { once: true });
}
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const state = readState(document);

// Analytics go to the gateway in batches; whatever is queued leaves when the page is hidden.
const analyticsExecute = createExecute(browserExecutor(state?.locale ?? defaultLocale));
setAnalyticsSender((events) => analyticsExecute(TrackAnalyticsDocument, { events }));
addEventListener('pagehide', () => void flushAnalytics());

if (state) {
  // Server-rendered: take over the HTML with the data it was rendered from, fetching nothing.
  // A choice kept only in localStorage (its cookie expired) is applied after hydration.
  const preferredLocale = localeFromCookieHeader(document.cookie) ? undefined : storedLocale();
  // The screen's chunk and its messages first (the server preloaded them): hydration must render the
  // server's tree. A chunk that fails to load still hydrates, onto the crash screen. The shell's
  // messages too (preloaded by the server; retried once): without them nothing can hydrate, so the
  // server's HTML stays as served, its links and forms working.
  void Promise.all([
    preloadScreen(state.route, state.locale).catch((error: unknown) => console.error(error)),
    loadCatalog(state.locale).catch(() => loadCatalog(state.locale)),
  ])
    .then(() =>
      // In a transition, hydration yields to the browser every few milliseconds instead of holding
      // the main thread for the whole page (a product list's 40 cards were one long task: Lighthouse
      // TBT); a click meanwhile hydrates its part of the page first.
      startTransition(() => {
        hydrateRoot(
          container,
          <App
            state={state}
            locale={state.locale}
            preferredLocale={preferredLocale}
            createExecutor={createExecutor}
          />,
        );
      }),
    )
    .catch((error: unknown) => console.error(error));
  // The error texts a failed request may show later follow the page, off its first JavaScript
  // (~5 kB gzip); until they are in, a failure shows the general text (intl.ts translate).
  afterLoad(() => void loadPartMessages(state.locale, 'errors').catch(() => {}));
  // Only with the server's pages: Vite's development server has no build for the worker to keep.
  // Its install fetches the shell's files: after hydration, when the browser is idle (a page that
  // never hydrates registers nothing; the next one will).
  afterLoad(() => whenReadyAndIdle(() => void registerOfflineShell()));
} else {
  // Development (Vite without SSR): render and load in the browser.
  const locale = storedLocale() ?? defaultLocale;
  void loadCatalog(locale).then(() =>
    createRoot(container).render(<App locale={locale} createExecutor={createExecutor} />),
  );
}
