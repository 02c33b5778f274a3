import type { ComponentType } from 'react';
import type { IntlShape } from 'react-intl';
import type { Execute } from '../graphql/client.ts';
import type { ShopLocale } from '../i18n/locales.ts';

/** What a loader gets: the typed GraphQL call of this request and its locale. */
export interface RouteContext {
  execute: Execute;
  locale: ShopLocale;
  /**
   * The server is rendering for a visitor who has not passed the age gate (no cookie): a loader of
   * age-restricted content returns AGE_WITHHELD instead, so none of it reaches the page's HTML, state
   * or head. In the browser the AgeGate component hides it, and this stays false.
   */
  withholdAgeRestricted?: boolean;
}

export interface PageHead {
  title: string;
  description?: string;
  /** schema.org structured data for search engines (JSON-LD), rendered by the server. */
  jsonLd?: Record<string, unknown>;
  /** The page's largest image (its LCP), preloaded from the head: its URL and how wide it shows. */
  preloadImage?: { src: string; sizes: string };
}

export interface RouteComponentProps<TData> {
  data: TData;
  /** Runs the route's loader again in the browser (after the age gate opens on withheld data). */
  reload: () => void;
}

/**
 * A screen: which paths it answers, the data it needs (loaded before rendering, on the server for
 * the first page and in the browser on navigation), its document head and its component.
 */
export interface RouteDefinition<TData, TParams> {
  id: string;
  /** `search`: the query string, for screens whose state lives in the URL (filters, sort, text). */
  match: (pathname: string, search: URLSearchParams) => TParams | null;
  load: (params: TParams, context: RouteContext) => Promise<TData>;
  head: (data: TData, intl: IntlShape) => PageHead;
  Component: ComponentType<RouteComponentProps<TData>>;
}

// biome-ignore lint/suspicious/noExplicitAny: the table mixes data types; each route is typed where defined
export type AnyRoute = RouteDefinition<any, any>;

/** A screen in the route table: matched up front, its code (a separate chunk) fetched on demand. */
export interface LazyRoute {
  id: string;
  match: (pathname: string, search: URLSearchParams) => object | null;
  /** The screen module's path as Vite's manifest names it (`src/routes/home.tsx`). */
  source: string;
  screen: () => Promise<AnyRoute>;
}

/** Keeps a route's data type flowing from `load` into `head` and `Component`. */
export function defineRoute<TData, TParams>(
  route: RouteDefinition<TData, TParams>,
): RouteDefinition<TData, TParams> {
  return route;
}

/** How loading a URL ended. Serialisable: it travels from the server to the browser in the page. */
export type RouteOutcome =
  | { kind: 'page'; routeId: string; data: unknown }
  | { kind: 'not-found' }
  | { kind: 'redirect'; to: string }
  | {
      kind: 'error';
      code: string /** the HTTP status the page answers with (500 when unknown) */;
      status?: number;
    };

export interface LoadedRoute {
  /** The decoded `pathname?search` (see url.ts). */
  url: string;
  pathname: string;
  outcome: RouteOutcome;
}
