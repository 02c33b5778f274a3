/**
 * The shop's languages (spec §1), shared by the web app, the gateway and commerce (delivery windows,
 * labels, push texts): pure data, so every part may import it. The codes are the shop's own (`cn` for
 * Chinese), as in the `locale` cookie and the gateway's `x-shop-locale` header; `intlLocale` gives the
 * BCP 47 tag that Intl and the `lang` attribute need.
 */
export const shopLocales = ['mn', 'en', 'ru', 'cn', 'it'] as const;
export type ShopLocale = (typeof shopLocales)[number];
export const defaultLocale: ShopLocale = 'mn';

const intlTags: Record<ShopLocale, string> = { mn: 'mn', en: 'en', ru: 'ru', cn: 'zh-CN', it: 'it' };

export function isShopLocale(value: unknown): value is ShopLocale {
  return typeof value === 'string' && (shopLocales as readonly string[]).includes(value);
}

export function intlLocale(locale: ShopLocale): string {
  return intlTags[locale];
}
