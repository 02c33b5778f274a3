import type { IntlShape } from 'react-intl';

/**
 * Dates, counts and lists in the page's language, the same in the server's HTML and in the browser
 * (issue #19.3). Node has full ICU, but Chromium ships no Mongolian data: there `Intl` formats `mn`
 * in the browser's own language ("Nov 14, 2026" on a Mongolian page), the hydrated text differs
 * from the server's and React reports error #418. So:
 *
 * - Mongolian dates are composed here from numeric parts (which every engine formats alike), in
 *   CLDR's Mongolian pattern, the one Node's ICU prints: `2026 оны 11-р сарын 14 15:05`.
 * - Mongolian numbers use English data, which prints what Node's Mongolian data prints (`12,345`);
 *   Mongolian lists are joined with commas, as CLDR's Mongolian list pattern does (`a, b, c`).
 * - The other shop languages (en, ru, zh-CN, it) use `Intl`: Node and Chromium print them alike
 *   (checked character by character in tests/e2e/dates.test.ts).
 * - Every date is shown in the shop's time zone, Ulaanbaatar: a server in UTC and a shopper's
 *   browser elsewhere would otherwise print different hours for the same moment.
 */

export const SHOP_TIME_ZONE = 'Asia/Ulaanbaatar';

export type DateStyle = 'date' | 'dateTime';

/** The `Intl` locale whose data stands in where the engine may have none (see above). */
function dataLocale(intlTag: string): string {
  return intlTag === 'mn' ? 'en' : intlTag;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

const numericParts = () =>
  cached(
    'numeric',
    () =>
      new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: SHOP_TIME_ZONE,
      }),
  );

/** `2026 оны 11-р сарын 14`, with ` 15:05` for a date and time (CLDR mn, medium date, short time). */
function mongolianDate(at: Date, style: DateStyle): string {
  const parts = Object.fromEntries(
    numericParts()
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year} оны ${parts.month}-р сарын ${parts.day}`;
  return style === 'date' ? date : `${date} ${parts.hour}:${parts.minute}`;
}

/** A date (`Nov 14, 2026`, `14 нояб. 2026 г.`) or a date and time, in the shop's time zone. */
export function formatShopDate(intl: IntlShape, value: string | Date, style: DateStyle = 'date'): string {
  const at = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(at.getTime())) return '';
  if (intl.locale === 'mn') return mongolianDate(at, style);
  const format = cached(
    `${intl.locale}:${style}`,
    () =>
      new Intl.DateTimeFormat(intl.locale, {
        dateStyle: 'medium',
        ...(style === 'dateTime' ? { timeStyle: 'short' } : {}),
        timeZone: SHOP_TIME_ZONE,
      }),
  );
  return format.format(at);
}

/** A count: `12,345`, `12 345`, `12.345`. */
export function formatShopNumber(intl: IntlShape, value: number): string {
  return new Intl.NumberFormat(dataLocale(intl.locale)).format(value);
}

/** Names joined the page language's way: `a, b, and c`, `a, b и c`, Mongolian `a, b, c`. */
export function formatShopList(intl: IntlShape, items: readonly string[]): string {
  if (intl.locale === 'mn') return items.join(', ');
  return new Intl.ListFormat(intl.locale, { type: 'conjunction' }).format(items);
}
