import { describe, expect, it } from 'vitest';
import { warmIntl } from '../../web/src/i18n/intl-warmup.ts';
import { intlLocale, shopLocales } from '../../web/src/i18n/locales.ts';

describe('the Intl warm-up', () => {
  it('makes its calls in every shop language without an error', () => {
    for (const locale of shopLocales) expect(() => warmIntl(intlLocale(locale))).not.toThrow();
  });
});
