import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../web/src/app.tsx';
import { createShopIntl, formatMnt, intlConfig } from '../../web/src/i18n/intl.ts';
import { storedLocale } from '../../web/src/i18n/locale-storage.ts';
import {
  defaultLocale,
  LOCALE_STORAGE_KEY,
  type ShopLocale,
  shopLocales,
} from '../../web/src/i18n/locales.ts';
import { loadCatalog } from '../../web/src/i18n/messages.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { card, fakeGateway, product, searchResult, siteData } from './fixtures.ts';

/** Spec §1: an unknown stored language falls back to mn; `cn` is Chinese to Intl; dates per locale. */
function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the app writes
  document.cookie = 'locale=; Max-Age=0; Path=/';
}

beforeAll(async () => {
  // ru, cn and it reach the app on demand
  await Promise.all(shopLocales.map((locale) => loadCatalog(locale)));
});

beforeEach(() => {
  clearCookie();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  clearCookie();
  localStorage.clear();
});

const gateway = () =>
  fakeGateway({
    siteData: () => ({ data: siteData }),
    search: () => ({ data: { search: searchResult([card(1)]) } }),
    product: () => ({ data: { product } }),
  });

describe('an unknown stored locale', () => {
  it.each([
    ['xx', 'xx'],
    ['EN', 'EN'],
    ['zh-CN', 'zh-CN'],
    ['mn-MN', 'mn-MN'],
    ['empty', ''],
    ['a padded code', ' en'],
    ['JSON', '{"locale":"ru"}'],
    ['100 kB', 'x'.repeat(100_000)],
  ])('storage holding %s is ignored', (_label, stored) => {
    localStorage.setItem(LOCALE_STORAGE_KEY, stored);
    expect(storedLocale()).toBeUndefined();
    // what the browser entry then starts in
    expect(storedLocale() ?? defaultLocale).toBe('mn');
  });

  it('an unknown cookie is ignored too, and a known stored choice still counts', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie a stale version wrote
    document.cookie = 'locale=fr; Path=/';
    expect(storedLocale()).toBeUndefined();
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ru');
    expect(storedLocale()).toBe('ru');
  });

  it('leaves the page in Mongolian', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'klingon');
    const { execute } = gateway();
    const state = await serverState('/products', execute);
    const location = memoryLocation({ path: '/products' });
    render(
      <App
        state={state}
        locale={state.locale}
        preferredLocale={storedLocale()}
        createExecutor={() => execute}
        router={{ hook: location.hook, searchHook: location.searchHook }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Бүх бүтээгдэхүүн');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('klingon');
    expect(document.cookie).not.toContain('locale=');
  });
});

describe('locale formats', () => {
  // 20:00 UTC on 30 June is 1 July in Ulaanbaatar
  const saleEnd = '2026-06-30T20:00:00.000Z';
  const dates: Record<ShopLocale, string> = {
    mn: '2026 оны 7-р сарын 1',
    en: 'Jul 1, 2026',
    ru: '1 июл. 2026 г.',
    cn: '2026年7月1日',
    it: '1 lug 2026',
  };

  it('gives Intl zh-CN for the shop code cn', () => {
    expect(intlConfig('cn').locale).toBe('zh-CN');
    expect(createShopIntl('cn').locale).toBe('zh-CN');
  });

  it.each(Object.entries(dates) as [ShopLocale, string][])('formats a date in %s as %s', (locale, text) => {
    const intl = createShopIntl(locale);
    expect(intl.formatDate(saleEnd, { dateStyle: 'medium', timeZone: 'Asia/Ulaanbaatar' })).toBe(text);
  });

  it('shows tugrik in every locale', () => {
    for (const locale of Object.keys(dates) as ShopLocale[]) {
      expect(formatMnt(createShopIntl(locale), 52_700)).toMatch(/52.700/);
    }
  });

  it('shows a Chinese sale window on the product page in cn', async () => {
    const shown = { ...product, saleStartAt: '2026-06-01T02:00:00.000Z', saleExpireAt: saleEnd };
    const onSale = fakeGateway({
      siteData: () => ({ data: siteData }),
      product: () => ({ data: { product: shown } }),
    });
    const url = `/products/${product.slug}`;
    const view = renderApp(url, onSale.execute, await serverState(url, onSale.execute, 'cn'));
    expect(view.container.querySelector('.product__sale-window')?.textContent).toBe(
      '促销时间：2026年6月1日 至 2026年7月1日',
    );
  });
});
