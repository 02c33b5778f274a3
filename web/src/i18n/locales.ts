import { defaultLocale, isShopLocale, type ShopLocale, shopLocales } from '../../../machines/locales.ts';

export {
  defaultLocale,
  intlLocale,
  isShopLocale,
  type ShopLocale,
  shopLocales,
} from '../../../machines/locales.ts';

/** Offered in the language switcher: all five are translated. */
export const switcherLocales: readonly ShopLocale[] = shopLocales;

export const LOCALE_COOKIE = 'locale';
export const LOCALE_STORAGE_KEY = 'shop.locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** `locale=en; Max-Age=…; Path=/; SameSite=Lax`: a year, sent on every page so SSR renders in it. */
export function localeCookie(locale: ShopLocale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

/** The `locale` cookie's value in a Cookie header (or `document.cookie`), if it names a shop locale. */
export function localeFromCookieHeader(header: string | undefined): ShopLocale | undefined {
  const match = header?.match(/(?:^|;\s*)locale=([^;]*)/);
  const value = match?.[1]?.trim();
  return isShopLocale(value) ? value : undefined;
}

/**
 * The locale a page renders in: the shopper's own choice (the cookie), else Mongolian. The browser's
 * Accept-Language is deliberately not consulted: the shop is Mongolian first (spec §1, §9 "default
 * locale mn"), and a visitor with an English browser still lands in Mongolian until they switch.
 */
export function negotiateLocale(cookieHeader: string | undefined): ShopLocale {
  return localeFromCookieHeader(cookieHeader) ?? defaultLocale;
}
