import type { SiteDataQuery } from './graphql/generated/graphql.ts';
import { isShopLocale, type ShopLocale } from './i18n/locales.ts';
import type { LoadedRoute } from './routing/route.ts';

/** The shell's data: menus and configuration, and the shop's own pages the footer links. */
export type SiteData = SiteDataQuery['siteData'] & { pages: SiteDataQuery['shopPages'] };

/** What the server loaded for a page; the browser hydrates from it without fetching again. */
export interface AppState {
  locale: ShopLocale;
  route: LoadedRoute;
  /** The menu and configuration; null when the gateway could not give them (the page still renders). */
  siteData: SiteData | null;
  /** The visitor passed the age gate on an earlier visit (its cookie), so the site renders open. */
  ageVerified?: boolean;
  /** The visitor said no at the age gate in this browser session (its session cookie). */
  ageRefused?: boolean;
}

export const STATE_ELEMENT_ID = 'shop-state';

const unsafeInScript: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside `<script>`: `<` never appears, so neither `</script>` nor `<!--` in a
 * product name can end the element early; U+2028/2029 are escaped for old JS parsers.
 */
export function serializeState(state: AppState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (char) => unsafeInScript[char] ?? char);
}

export function stateScript(state: AppState): string {
  return `<script id="${STATE_ELEMENT_ID}" type="application/json">${serializeState(state)}</script>`;
}

/** The server's state in this document, or undefined (development without SSR, or a broken page). */
export function readState(document: Document): AppState | undefined {
  const text = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as AppState;
    return isShopLocale(state.locale) && state.route ? state : undefined;
  } catch {
    return undefined;
  }
}
