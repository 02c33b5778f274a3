import { defaultLocale, isShopLocale, type ShopLocale } from '../../machines/locales.ts';
import type { Translations } from '../commerce/contract.ts';

/** The web app's locale list is the one source (spec §1): mn (default), en, ru, cn, it. */
export type Locale = ShopLocale;

/** `x-shop-locale` header (the web app's client sends it), then the `locale` cookie, then mn. */
export function requestLocale(header: unknown, cookie: unknown): Locale {
  if (isShopLocale(header)) return header;
  if (isShopLocale(cookie)) return cookie;
  return defaultLocale;
}

/**
 * The text of `field` in `locale`: Mongolian lives in the record itself, other languages in
 * `translations`; English fills a missing translation, then the Mongolian original.
 */
export function localized(
  original: string,
  translations: Translations | undefined,
  locale: Locale,
  field = 'name',
): string {
  if (locale === defaultLocale && original) return original;
  return translations?.[locale]?.[field] || translations?.en?.[field] || original;
}
