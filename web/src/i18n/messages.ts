import { isShopLocale, type ShopLocale, shopLocales } from './locales.ts';

export type Messages = Record<string, string>;

/**
 * Catalogs per locale. English is complete and fills any id another catalog lacks (spec §1), so
 * ru, cn and it render in English until they are translated. Language names (`locale.name.*`) are
 * autonyms, the same in every language, so they live in the English catalog alone.
 */
export const catalogs: Record<ShopLocale, Messages> = loadCatalogs(
  import.meta.glob<Messages>('./messages/*/*.json', { eager: true, import: 'default' }),
);

/** `./messages/<locale>/<domain>.json` files → one catalog per locale; a duplicate id is a bug. */
export function loadCatalogs(files: Record<string, Messages>): Record<ShopLocale, Messages> {
  const result = Object.fromEntries(shopLocales.map((locale) => [locale, {}])) as Record<
    ShopLocale,
    Messages
  >;
  for (const [path, messages] of Object.entries(files)) {
    const locale = path.split('/').at(-2);
    if (!isShopLocale(locale)) throw new Error(`messages: ${path} is not under a shop locale folder`);
    for (const [id, text] of Object.entries(messages)) {
      if (id in result[locale]) throw new Error(`messages: ${id} is defined twice for ${locale} (${path})`);
      result[locale][id] = text;
    }
  }
  return result;
}

/** The messages of `locale`, English underneath. */
export function messagesFor(locale: ShopLocale, source: Record<ShopLocale, Messages> = catalogs): Messages {
  return { ...source.en, ...source[locale] };
}
