import { describe, expect, it } from 'vitest';
import { warmIntl } from '../../web/src/i18n/intl-warmup.ts';
import { intlLocale, shopLocales } from '../../web/src/i18n/locales.ts';
import { orderHead } from '../../web/vite-plugins/head-order.ts';
import { insertWarmup } from '../../web/vite-plugins/intl-warmup.ts';
import { builtPage } from './built-page.ts';

const built = builtPage;

describe('the Intl warm-up', () => {
  it("is the head's first script, after the style sheet and before the entry", () => {
    const head = insertWarmup(orderHead(built), '/assets/intl-warmup-4.js');
    const at = (text: string) => head.indexOf(text);
    expect(at('<script type="module" async src="/assets/intl-warmup-4.js"></script>')).toBeGreaterThan(0);
    expect(at('intl-warmup-4.js')).toBeGreaterThan(at('style-3.css'));
    expect(at('intl-warmup-4.js')).toBeLessThan(at('index-1.js'));
    expect(at('intl-warmup-4.js')).toBeLessThan(at('shell-2.js'));
    expect(head.split('intl-warmup-4.js')).toHaveLength(2);
  });

  it('refuses a template with no script in its head', () => {
    const bare = built.replace(/\s*<script[^>]*><\/script>/, '');
    expect(() => insertWarmup(bare, '/assets/intl-warmup-4.js')).toThrow(/no script/);
  });

  it('makes its calls in every shop language without an error', () => {
    for (const locale of shopLocales) expect(() => warmIntl(intlLocale(locale))).not.toThrow();
  });
});
