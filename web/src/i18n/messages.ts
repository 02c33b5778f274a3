import { catalogFile, importPart } from 'virtual:shop-catalogs';
import { isShopLocale, type ShopLocale, shopLocales } from './locales.ts';

/**
 * Message texts by id, as the JSON files hold them (what tests and scripts read). In the web build
 * each text arrives already parsed into its ICU AST instead (web/vite.config.ts,
 * precompiledMessages), which react-intl takes just the same: app code reads messages only through
 * intl (`t`, `formatMessage`), never as strings from here.
 */
export type Messages = Record<string, string>;

const languageNames = loadCatalogs(
  import.meta.glob<Messages>('./messages/en/language-names.json', { eager: true, import: 'default' }),
).en;

/**
 * Messages per locale, filled in part by part (web/vite-plugins/route-catalogs.ts): `shell`, every
 * page's own ids, by `loadCatalog`; a screen's with its chunk, by `loadPartMessages` (load-route.ts);
 * `errors`, texts of failed requests, after the page. Each part is complete in every language: an id
 * Russian, Chinese or Italian lacks is filled in from English by the build (spec §1). Language names
 * (`locale.name.*`) are autonyms, the same in every language: the language menu needs them on every
 * page, so they alone are in the first JavaScript. One object per locale, grown in place, so the
 * intl of a page (App's IntlProvider) sees a screen's messages once they are in, before it renders.
 */
export const catalogs: Record<ShopLocale, Messages> = Object.fromEntries(
  shopLocales.map((locale) => [locale, { ...languageNames }]),
) as Record<ShopLocale, Messages>;

/** The parts this page has needed so far, in whatever language: a language switch loads them all. */
const wanted = new Set<string>(['shell']);
const loaded = new Map<ShopLocale, Set<string>>(shopLocales.map((locale) => [locale, new Set()]));
const loading = new Map<string, Promise<void>>();

/** The files of the parts a page in `locale` showing `routeId` needs, for `<link rel="modulepreload">`. */
export function catalogFiles(locale: ShopLocale, routeId?: string): string[] {
  return ['shell', ...(routeId ? [routeId] : [])].map((part) => catalogFile(locale, part));
}

function partLoaded(locale: ShopLocale, part: string): boolean {
  return loaded.get(locale)?.has(part) === true;
}

/** Every part this page needs is in for `locale`: switching to it renders no raw id. */
export function isCatalogLoaded(locale: ShopLocale): boolean {
  return [...wanted].every((part) => partLoaded(locale, part));
}

/**
 * Makes a part of `locale`'s messages available (`shell`, `errors` or a route's id) and keeps it
 * wanted, so a later language switch brings it too. A failed fetch rejects and may be retried.
 */
export function loadPartMessages(locale: ShopLocale, part: string): Promise<void> {
  wanted.add(part);
  if (partLoaded(locale, part)) return Promise.resolve();
  const key = `${locale}/${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = importPart(locale, part)
      .then(({ default: messages }) => {
        Object.assign(catalogs[locale], messages);
        loaded.get(locale)?.add(part);
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Makes `locale`'s messages available to `messagesFor`: the shell's and every part this page has
 * needed (a screen fetched meanwhile is waited for too). The SSR awaits it before rendering, the
 * browser before hydrating and before switching language, so a page never renders (or hydrates) in
 * another language first. A failed fetch rejects and may be retried.
 */
export async function loadCatalog(locale: ShopLocale): Promise<void> {
  for (;;) {
    const missing = [...wanted].filter((part) => !partLoaded(locale, part));
    if (missing.length === 0) return;
    await Promise.all(missing.map((part) => loadPartMessages(locale, part)));
  }
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
 * The messages of `locale`: the live object parts are added to (complete in every language, see
 * `catalogs`); for another source, English underneath. An unloaded catalog is a bug (the page would
 * show raw ids and then differ from the server's HTML), so it throws rather than falling back quietly.
 */
export function messagesFor(locale: ShopLocale, source: Record<ShopLocale, Messages> = catalogs): Messages {
  if (source !== catalogs) return { ...source.en, ...source[locale] };
  if (!partLoaded(locale, 'shell')) {
    throw new Error(`messages: the ${locale} catalog is used before loadCatalog('${locale}') finished`);
  }
  return catalogs[locale];
}
