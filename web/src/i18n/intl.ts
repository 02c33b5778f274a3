import { useCallback } from 'react';
import { createIntl, createIntlCache, type IntlShape, useIntl } from 'react-intl';
import { intlLocale, type ShopLocale } from './locales.ts';
import type { EnglishMessages } from './message-ids.ts';
import { messagesFor } from './messages.ts';

/** Every message id, from the complete (English) catalog: a typo is a type error. */
export type MessageId = keyof EnglishMessages;
export type MessageValues = Record<string, string | number>;

/** Tugrik: whole numbers with ₮ in every language (Intl's default for 'en' is `MNT 12,000.00`). */
const MNT_FORMAT: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'MNT',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
};

/**
 * Chromium ships no Mongolian number data, so a browser formats `mn` as English (`₮45,000`) while
 * Node's full ICU gives `₮ 45,000`: the hydrated page would differ from the server's HTML. Mongolian
 * prices are therefore formatted the English way on both sides. The other shop locales format
 * identically in Node and Chromium.
 */
const moneyLocale = (intlTag: string) => (intlTag === 'mn' ? 'en' : intlTag);
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Ignores the missing Mongolian number data (handled above); reports anything else. */
function onIntlError(error: { code?: string }) {
  if (error.code === 'MISSING_DATA') return;
  console.error(error);
}

/** Props for `<IntlProvider>` and `createIntl`, the same on the server and in the browser. */
export function intlConfig(locale: ShopLocale) {
  return {
    locale: intlLocale(locale),
    defaultLocale: 'en',
    messages: messagesFor(locale),
    onError: onIntlError,
  };
}

const cache = createIntlCache();

/** An intl object outside React: the document head during SSR. */
export function createShopIntl(locale: ShopLocale): IntlShape {
  return createIntl(intlConfig(locale), cache);
}

/**
 * A message of `intl`'s locale. An error text built from a server's code may not be in yet (they
 * follow the page, see messages.ts): until it is, the general one shows, never the raw id.
 */
export function translate(intl: IntlShape, id: MessageId, values?: MessageValues): string {
  const shown = id.startsWith('error.') && !hasMessage(intl, id) ? 'error.INTERNAL' : id;
  return intl.formatMessage({ id: shown }, values);
}

/** `t('products.title')`: a message of the current locale. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((id, values) => translate(intl, id, values), [intl]);
}

/** A price in tugrik, in the page's language: `₮45,000`, `45 000 ₮`. */
export function formatMnt(intl: IntlShape, amount: number): string {
  const tag = moneyLocale(intl.locale);
  let format = moneyFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, MNT_FORMAT);
    moneyFormats.set(tag, format);
  }
  return format.format(amount);
}

export function hasMessage(intl: IntlShape, id: string): id is MessageId {
  return Object.hasOwn(intl.messages, id);
}

/** The translation of an error code (`error.UPSTREAM_TIMEOUT`), INTERNAL's for an unknown one. */
export function errorMessage(intl: IntlShape, code: string): string {
  const id = `error.${code}`;
  return translate(intl, hasMessage(intl, id) ? id : 'error.INTERNAL');
}
