// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createShopIntl, errorMessage, formatMnt } from '../../web/src/i18n/intl.ts';
import { localeCookie, negotiateLocale } from '../../web/src/i18n/locales.ts';
import { catalogs, loadCatalog } from '../../web/src/i18n/messages.ts';

const { en, mn } = catalogs;

describe('money', () => {
  it('shows whole tugrik with ₮, the same in Node as in browsers without Mongolian data', async () => {
    await loadCatalog('ru');
    expect(formatMnt(createShopIntl('mn'), 1_234_500)).toBe('₮1,234,500');
    expect(formatMnt(createShopIntl('en'), 45_000)).toBe('₮45,000');
    expect(formatMnt(createShopIntl('ru'), 45_000)).toMatch(/^45\s000\s₮$/);
  });
});

describe('error messages', () => {
  it('translates a code and falls back to INTERNAL for an unknown one', () => {
    const intl = createShopIntl('mn');
    expect(errorMessage(intl, 'UPSTREAM_TIMEOUT')).toBe(mn['error.UPSTREAM_TIMEOUT']);
    expect(errorMessage(intl, 'SOMETHING_NEW')).toBe(mn['error.INTERNAL']);
  });

  it('has every English id in Mongolian except the language names', () => {
    const missing = Object.keys(en).filter((id) => !(id in mn));
    expect(missing.every((id) => id.startsWith('locale.name.'))).toBe(true);
  });
});

describe('locale negotiation', () => {
  it('renders in the chosen locale, else Mongolian whatever the browser prefers', () => {
    expect(negotiateLocale('x=1; locale=en')).toBe('en');
    expect(negotiateLocale('locale=ru')).toBe('ru');
    expect(negotiateLocale('locale=de')).toBe('mn');
    expect(negotiateLocale(undefined)).toBe('mn');
  });

  it('keeps the choice for a year, site-wide, sent on top-level navigation', () => {
    expect(localeCookie('en')).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
