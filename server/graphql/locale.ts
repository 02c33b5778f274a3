import type { Translations } from '../catalog/types.ts';

/** Site languages (spec §1); Mongolian is the default and the language catalog names are written in. */
export const locales = ['mn', 'en', 'ru', 'cn', 'it'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'mn';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** `x-shop-locale` header, then the `locale` cookie, then Accept-Language, then mn. */
export function requestLocale(header: unknown, cookie: unknown, acceptLanguage: unknown): Locale {
  if (isLocale(header)) return header;
  if (isLocale(cookie)) return cookie;
  if (typeof acceptLanguage === 'string') {
    for (const part of acceptLanguage.split(',')) {
      const tag = part.trim().split(';')[0]?.toLowerCase() ?? '';
      const base = tag.startsWith('zh') ? 'cn' : tag.split('-')[0];
      if (isLocale(base)) return base;
    }
  }
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
