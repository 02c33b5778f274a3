import { isShopLocale, type ShopLocale, shopLocales } from './locales.ts';

/**
 * Message texts by id, as the JSON files hold them (what tests and scripts read). In the web build
 * each text arrives already parsed into its ICU AST instead (web/vite.config.ts,
 * precompiledMessages), which react-intl takes just the same: app code reads messages only through
 * intl (`t`, `formatMessage`), never as strings from here.
 */
export type Messages = Record<string, string>;

/** The locales whose catalogs are fetched only when a page is shown in them (see `loadCatalog`). */
export type LazyLocale = Exclude<ShopLocale, 'en'>;

/**
 * Catalogs per locale. English is complete and fills any id another catalog lacks (spec §1).
 * Language names (`locale.name.*`) are autonyms, the same in every language, so they live in the
 * English catalog alone. English, the fallback under every locale, is in every page's first
 * JavaScript; the others (mn too: ~12 kB gzip each, which a Russian page would otherwise carry
 * beside its own) are filled in by `loadCatalog` before anything renders in them.
 */
export const catalogs: Record<ShopLocale, Messages> = loadCatalogs(
  import.meta.glob<Messages>('./messages/en/*.json', { eager: true, import: 'default' }),
);

/**
 * One chunk per lazy locale (all its domain files): a page in Russian fetches one file, once.
 * `source` is the module's path in Vite's manifest: the server preloads it with a page in that
 * language, so hydration never waits a round trip for it.
 */
const lazyCatalogs: Record<
  LazyLocale,
  { source: string; load: () => Promise<{ messages: Record<ShopLocale, Messages> }> }
> = {
  mn: { source: 'src/i18n/catalogs/mn.ts', load: () => import('./catalogs/mn.ts') },
  ru: { source: 'src/i18n/catalogs/ru.ts', load: () => import('./catalogs/ru.ts') },
  cn: { source: 'src/i18n/catalogs/cn.ts', load: () => import('./catalogs/cn.ts') },
  it: { source: 'src/i18n/catalogs/it.ts', load: () => import('./catalogs/it.ts') },
};

/** The module of `locale`'s catalog chunk, for `<link rel="modulepreload">`; none for en (eager). */
export function catalogSource(locale: ShopLocale): string | undefined {
  return Object.hasOwn(lazyCatalogs, locale) ? lazyCatalogs[locale as LazyLocale].source : undefined;
}

const loaded = new Set<ShopLocale>(['en']);
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
    pending = lazyCatalogs[locale as LazyLocale]
      .load()
      .then(({ messages }) => {
        catalogs[locale] = messages[locale];
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
 * The messages of `locale`, English underneath. An unloaded catalog is a bug (the page would show
 * English and then differ from the server's HTML), so it throws rather than falling back quietly.
 */
export function messagesFor(locale: ShopLocale, source: Record<ShopLocale, Messages> = catalogs): Messages {
  if (source === catalogs && !loaded.has(locale)) {
    throw new Error(`messages: the ${locale} catalog is used before loadCatalog('${locale}') finished`);
  }
  return { ...source.en, ...source[locale] };
}
