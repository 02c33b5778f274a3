import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RAIL_FIRST_CARDS } from '../../../web/src/home/product-rail.tsx';
import { HOME_SECTION_SIZES } from '../../../web/src/home/sections.ts';
import { type ShopLocale, shopLocales } from '../../../web/src/i18n/locales.ts';
import { loadCatalogs, type Messages } from '../../../web/src/i18n/messages.ts';
import { renderApp, serverState } from '../app-harness.tsx';
import { card, fakeGateway, siteData } from '../fixtures.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const many = (count: number, offset: number) =>
  Array.from({ length: count }, (_, index) => card(offset + index, { salePercent: 10 }));

function homeGateway() {
  return fakeGateway({
    siteData: () => ({ data: siteData }),
    homeSections: () => ({
      data: {
        collections: [
          { name: 'DEALS', items: many(20, 0) },
          { name: 'NEW_ARRIVALS', items: many(40, 100) },
          // As the gateway sends it: the sale shelf already without the deals (server test: home-sections).
          { name: 'SALE', items: many(40, 20) },
          { name: 'LIFESTYLE', items: many(100, 300) },
        ],
      },
    }),
  });
}

/** The real message files, read here directly: ru, cn and it reach the app only on demand. */
const messageFiles = import.meta.glob<Messages>('../../../web/src/i18n/messages/*/*.json', {
  eager: true,
  import: 'default',
});
const fileCatalogs = loadCatalogs(messageFiles);

/** The English files by domain (`cart`). */
const englishDomains = Object.fromEntries(
  Object.entries(messageFiles)
    .filter(([path]) => path.split('/').at(-2) === 'en')
    .map(([path, messages]) => [path.split('/').at(-1)?.replace('.json', '') ?? path, messages]),
);

/**
 * Domains translated in full into every language. A new domain comes with mn and en first and joins
 * here once ru, cn and it have it (`scripts/check-messages.ts` counts the gap until then).
 */
const FULLY_TRANSLATED = [
  'account',
  'brand',
  'cart',
  'catalog',
  'checkout',
  'common',
  'home',
  'orders',
  'search',
  'shell',
];

/** Ids every catalog of `locale` must have itself: Mongolian, the default, has every domain. */
function requiredIds(locale: ShopLocale): string[] {
  const domains = locale === 'mn' ? Object.keys(englishDomains) : FULLY_TRANSLATED;
  return domains
    .flatMap((domain) => Object.keys(englishDomains[domain] ?? {}))
    .filter((id) => !id.startsWith('locale.name.')); // autonyms, the same everywhere: English alone
}

describe('the home page in every language', () => {
  it('knows every fully translated domain among the real message files', () => {
    expect(Object.keys(englishDomains)).toEqual(expect.arrayContaining(FULLY_TRANSLATED));
  });

  for (const locale of shopLocales) {
    it(`${locale}: renders every section with no missing-message warning`, async () => {
      const errors = vi.spyOn(console, 'error');
      const warnings = vi.spyOn(console, 'warn');
      const { execute } = homeGateway();
      const state = await serverState('/', execute, locale as ShopLocale);
      renderApp('/', execute, state);
      const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      const messages = { ...fileCatalogs.en, ...fileCatalogs[locale] };
      expect(headings).toContain(messages['home.section.deals']);
      expect(headings).toContain(messages['home.section.lifestyle']);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(messages['home.heading']);
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    });

    it(`${locale}: has its own text for every message it must translate`, () => {
      const own = fileCatalogs[locale];
      const missing = requiredIds(locale).filter((id) => !(id in own));
      expect(missing).toEqual([]);
    });
  }

  it('shows each section at its size', async () => {
    const { execute, requests } = homeGateway();
    const state = await serverState('/', execute, 'en');
    renderApp('/', execute, state);
    // the page's own sections (the footer's are regions too)
    const rails = within(screen.getByRole('main')).getAllByRole('region');
    // First a few cards each; the whole section once the shopper reaches into the rail.
    expect(rails.map((rail) => rail.querySelectorAll('article').length)).toEqual([
      RAIL_FIRST_CARDS,
      RAIL_FIRST_CARDS,
      RAIL_FIRST_CARDS,
      RAIL_FIRST_CARDS,
    ]);
    for (const rail of rails) fireEvent.scroll(rail);
    const counts = rails.map((rail) => rail.querySelectorAll('article').length);
    expect(counts).toEqual([
      HOME_SECTION_SIZES.deals,
      HOME_SECTION_SIZES.newArrivals,
      HOME_SECTION_SIZES.sale,
      HOME_SECTION_SIZES.lifestyle,
    ]);
    expect(requests.filter((request) => request.operation === 'HomeSections')).toHaveLength(1);
  });
});
