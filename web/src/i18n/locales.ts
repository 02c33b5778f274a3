/**
 * The shop's languages (spec §1). The codes are the shop's own (`cn` for Chinese), as in the
 * `locale` cookie and the gateway's `x-shop-locale` header; `intlLocale` gives the BCP 47 tag that
 * Intl and the `lang` attribute need.
 */
export const shopLocales = ['mn', 'en', 'ru', 'cn', 'it'] as const;
export type ShopLocale = (typeof shopLocales)[number];
export const defaultLocale: ShopLocale = 'mn';

/** Offered in the language switcher; the others follow when their catalogs are translated. */
export const switcherLocales: readonly ShopLocale[] = ['mn', 'en'];

export const LOCALE_COOKIE = 'locale';
export const LOCALE_STORAGE_KEY = 'shop.locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const intlTags: Record<ShopLocale, string> = { mn: 'mn', en: 'en', ru: 'ru', cn: 'zh-CN', it: 'it' };

export function isShopLocale(value: unknown): value is ShopLocale {
  return typeof value === 'string' && (shopLocales as readonly string[]).includes(value);
}

export function intlLocale(locale: ShopLocale): string {
  return intlTags[locale];
}

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

/** The first shop locale an Accept-Language header names (`zh-*` is `cn`), in the header's order. */
export function localeFromAcceptLanguage(header: string | undefined): ShopLocale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.startsWith('zh') ? 'cn' : tag.split('-')[0];
    if (isShopLocale(base)) return base;
  }
  return undefined;
}

/** The locale a page renders in: the shopper's cookie, else their browser's languages, else mn. */
export function negotiateLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined) {
  return localeFromCookieHeader(cookieHeader) ?? localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale;
}
