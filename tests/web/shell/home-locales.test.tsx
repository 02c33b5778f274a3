import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RAIL_FIRST_CARDS } from '../../../web/src/home/product-rail.tsx';
import { HOME_SECTION_SIZES } from '../../../web/src/home/sections.ts';
import { type ShopLocale, shopLocales } from '../../../web/src/i18n/locales.ts';
import brand from '../../../web/src/i18n/messages/en/brand.json';
import catalog from '../../../web/src/i18n/messages/en/catalog.json';
import common from '../../../web/src/i18n/messages/en/common.json';
import home from '../../../web/src/i18n/messages/en/home.json';
import shell from '../../../web/src/i18n/messages/en/shell.json';
import { catalogs } from '../../../web/src/i18n/messages.ts';
import { renderApp, serverState } from '../app-harness.tsx';
import { card, fakeGateway, productPage, siteData } from '../fixtures.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const many = (count: number, offset: number) =>
  productPage(Array.from({ length: count }, (_, index) => card(offset + index, { salePercent: 10 })));

function homeGateway() {
  return fakeGateway({
    siteData: () => ({ data: siteData }),
    homeSections: () => ({
      data: {
        deals: many(20, 0),
        newArrivals: many(40, 100),
        // The deepest discounts again first: the sale section must not repeat the deals.
        sale: many(60, 0),
        lifestyle: many(100, 300),
      },
    }),
  });
}

/** The domains translated in full into every language (others' domains come with mn and en first). */
const fullyTranslated = Object.keys({ ...common, ...catalog, ...shell, ...home, ...brand }).filter(
  // Language names are autonyms, the same everywhere, so they live in English alone.
  (id) => !id.startsWith('locale.name.'),
);

describe('the home page in every language', () => {
  for (const locale of shopLocales) {
    it(`${locale}: renders every section with no missing-message warning`, async () => {
      const errors = vi.spyOn(console, 'error');
      const warnings = vi.spyOn(console, 'warn');
      const { execute } = homeGateway();
      const state = await serverState('/', execute, locale as ShopLocale);
      renderApp('/', execute, state);
      const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      const messages = { ...catalogs.en, ...catalogs[locale] };
      expect(headings).toContain(messages['home.section.deals']);
      expect(headings).toContain(messages['home.section.lifestyle']);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(messages['home.heading']);
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    });

    it(`${locale}: has its own text for every common, catalog, shell, home and brand message`, () => {
      const own = catalogs[locale];
      const missing = fullyTranslated.filter((id) => !(id in own));
      expect(missing).toEqual([]);
    });
  }

  it('shows each section at its size, the sale section without the deals', async () => {
    const { execute, requests } = homeGateway();
    const state = await serverState('/', execute, 'en');
    renderApp('/', execute, state);
    const rails = screen.getAllByRole('region');
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
    const saleIds = [...rails[2]!.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(saleIds).not.toContain('/products/hp-ink-0');
    expect(requests.filter((request) => request.operation === 'HomeSections')).toHaveLength(1);
  });
});
