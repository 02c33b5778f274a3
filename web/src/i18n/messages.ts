import { isShopLocale, type ShopLocale, shopLocales } from './locales.ts';

/**
 * Message texts by id, as the JSON files hold them (what tests and scripts read). In the web build
 * each text arrives already parsed into its ICU AST instead (web/vite.config.ts,
 * precompiledMessages), which react-intl takes just the same: app code reads messages only through
 * intl (`t`, `formatMessage`), never as strings from here.
 */
export type Messages = Record<string, string>;

/**
 * Catalogs per locale, filled in by `loadCatalog`: a page loads its own language's chunk alone.
 * English and Mongolian are complete (`npm run lint` fails on a gap); an id Russian, Chinese or
 * Italian lacks is filled in from English by the build (web/vite.config.ts, precompiledMessages), so
 * their chunks are complete too (spec §1: English fills a gap). Where catalogs arrive unbuilt (the
 * tests), English, when loaded, still fills a gap in `messagesFor`. Language names (`locale.name.*`)
 * are autonyms, the same in every language: the language menu needs them on every page, so they
 * alone are in the first JavaScript.
 */
export const catalogs: Record<ShopLocale, Messages> = {
  ...loadCatalogs({}),
  en: loadCatalogs(
    import.meta.glob<Messages>('./messages/en/language-names.json', { eager: true, import: 'default' }),
  ).en,
};

/**
 * One chunk per locale (all its domain files): a page in Russian fetches one file, once. `source`
 * is the module's path in Vite's manifest: the server preloads it with a page in that language, so
 * hydration never waits a round trip for it.
 */
const lazyCatalogs: Record<
  ShopLocale,
  { source: string; load: () => Promise<{ messages: Record<ShopLocale, Messages> }> }
> = {
  mn: { source: 'src/i18n/catalogs/mn.ts', load: () => import('./catalogs/mn.ts') },
  en: { source: 'src/i18n/catalogs/en.ts', load: () => import('./catalogs/en.ts') },
  ru: { source: 'src/i18n/catalogs/ru.ts', load: () => import('./catalogs/ru.ts') },
  cn: { source: 'src/i18n/catalogs/cn.ts', load: () => import('./catalogs/cn.ts') },
  it: { source: 'src/i18n/catalogs/it.ts', load: () => import('./catalogs/it.ts') },
};

/** The module of `locale`'s catalog chunk, for `<link rel="modulepreload">`. */
export function catalogSource(locale: ShopLocale): string {
  return lazyCatalogs[locale].source;
}

const loaded = new Set<ShopLocale>();
const loading = new Map<ShopLocale, Promise<void>>();

export function isCatalogLoaded(locale: ShopLocale): boolean {
  return loaded.has(locale);
}

/**
 * Makes `locale`'s messages available to `messagesFor`. The SSR awaits it before rendering, the
 * browser before hydrating and before switching language, so a page never renders (or hydrates)
 * in English first. A failed fetch rejects and may be retried.
 */
export function loadCatalog(locale: ShopLocale): Promise<void> {
  if (loaded.has(locale)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = lazyCatalogs[locale]
      .load()
      .then(({ messages }) => {
        // English's chunk leaves out the language names, already here
        catalogs[locale] = { ...catalogs[locale], ...messages[locale] };
        loaded.add(locale);
      })
      .finally(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

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

/**
 * The messages of `locale`, English underneath (as far as it is loaded: a complete catalog needs none). An unloaded catalog is a bug (the page would show
 * English and then differ from the server's HTML), so it throws rather than falling back quietly.
 */
export function messagesFor(locale: ShopLocale, source: Record<ShopLocale, Messages> = catalogs): Messages {
  if (source === catalogs && !isCatalogLoaded(locale)) {
    throw new Error(`messages: the ${locale} catalog is used before loadCatalog('${locale}') finished`);
  }
  return { ...source.en, ...source[locale] };
}
