import {
  isShopLocale,
  LOCALE_STORAGE_KEY,
  localeCookie,
  localeFromCookieHeader,
  type ShopLocale,
} from './locales.ts';

/**
 * The shopper's language choice, kept twice: the cookie so the server renders the next page in it,
 * localStorage so the choice outlives a cleared or expired cookie.
 */
export function persistLocale(locale: ShopLocale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in browsers we serve
  document.cookie = localeCookie(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private mode, policy); the cookie still carries the choice.
  }
}

export function storedLocale(): ShopLocale | undefined {
  const fromCookie = localeFromCookieHeader(document.cookie);
  if (fromCookie) return fromCookie;
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isShopLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
