import type { ShopLocale } from './locales.ts';
import en from './messages/en.json';
import mn from './messages/mn.json';

export type Messages = Record<string, string>;

/**
 * Catalogs per locale. English is complete and fills any id another catalog lacks (spec §1), so
 * ru, cn and it render in English until they are translated. Language names (`locale.name.*`) are
 * autonyms, the same in every language, so they live in en.json alone.
 */
export const catalogs: Record<ShopLocale, Messages> = { mn, en, ru: {}, cn: {}, it: {} };

/** The messages of `locale`, English underneath. */
export function messagesFor(locale: ShopLocale, source: Record<ShopLocale, Messages> = catalogs): Messages {
  return { ...source.en, ...source[locale] };
}
