import type { ProductSort, SearchInput } from '../graphql/generated/graphql.ts';

/**
 * The state of a product list lives in its URL, so it can be shared and the back button walks
 * through it: `?q=tsaas&sort=PRICE_ASC&brand=hp,canon&o.color=black&min=1000&max=9000&sale=1`.
 */
export interface SearchState {
  text: string;
  sort: ProductSort | undefined;
  brands: string[];
  /** option type → value names */
  options: Record<string, string[]>;
  priceMin: number | undefined;
  priceMax: number | undefined;
  onSale: boolean;
  /** a narrower taxon chosen in the filter panel */
  taxon: string | undefined;
  /** keeps a RANDOM order the same on every page and on reload (chosen with the sort) */
  seed: number | undefined;
}

export const SORTS: readonly ProductSort[] = [
  'RELEVANCE',
  'NAME_ASC',
  'NAME_DESC',
  'DATE_ASC',
  'DATE_DESC',
  'PRICE_ASC',
  'PRICE_DESC',
  'SALE_DESC',
  'RATING_DESC',
  'RANDOM',
];

const OPTION_PREFIX = 'o.';
const MAX_TEXT = 200;

const list = (value: string | null) => (value ? value.split(',').filter(Boolean).slice(0, 50) : []);

function money(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  return Number(value);
}

/** Reads the state from a query string; anything malformed is left out rather than failing the page. */
export function parseSearch(params: URLSearchParams): SearchState {
  const sort = params.get('sort')?.toUpperCase() as ProductSort | undefined;
  const options: Record<string, string[]> = {};
  for (const [key, value] of params) {
    const type = key.startsWith(OPTION_PREFIX) ? key.slice(OPTION_PREFIX.length) : '';
    if (/^[a-z][a-z_]{0,39}$/.test(type) && list(value).length > 0) options[type] = list(value);
  }
  return {
    text: (params.get('q') ?? '').trim().slice(0, MAX_TEXT),
    sort: sort && SORTS.includes(sort) ? sort : undefined,
    brands: list(params.get('brand')),
    options,
    priceMin: money(params.get('min')),
    priceMax: money(params.get('max')),
    onSale: params.get('sale') === '1',
    taxon: /^[a-z0-9][a-z0-9/-]{0,299}$/.test(params.get('taxon') ?? '')
      ? (params.get('taxon') ?? undefined)
      : undefined,
    seed: sort === 'RANDOM' ? money(params.get('seed')) : undefined,
  };
}

/** The query string of a state, in a fixed order so one state has one URL. */
export function searchString(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.text) params.set('q', state.text);
  if (state.taxon) params.set('taxon', state.taxon);
  if (state.sort) params.set('sort', state.sort);
  if (state.sort === 'RANDOM' && state.seed !== undefined) params.set('seed', String(state.seed));
  if (state.brands.length) params.set('brand', state.brands.join(','));
  for (const type of Object.keys(state.options).sort()) {
    const values = state.options[type] ?? [];
    if (values.length) params.set(`${OPTION_PREFIX}${type}`, values.join(','));
  }
  if (state.priceMin !== undefined) params.set('min', String(state.priceMin));
  if (state.priceMax !== undefined) params.set('max', String(state.priceMax));
  if (state.onSale) params.set('sale', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Toggles one value in a list filter. */
export function toggled(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

/** The gateway input of a state; `taxon` is the page's own category unless the panel narrowed it. */
export function searchInput(state: SearchState, page: number, perPage: number, taxon?: string): SearchInput {
  const options = Object.entries(state.options).map(([type, values]) => ({ type, values }));
  return {
    page,
    perPage,
    facets: page === 1,
    // the RANDOM order stays the same while the shopper pages through one list
    seed: state.seed !== undefined && state.seed <= 2_147_483_647 ? state.seed : 1,
    ...(state.text ? { text: state.text } : {}),
    ...((state.taxon ?? taxon) ? { taxon: state.taxon ?? taxon } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
    ...(state.brands.length ? { brands: state.brands } : {}),
    ...(options.length ? { options } : {}),
    ...(state.priceMin !== undefined ? { priceMin: state.priceMin } : {}),
    ...(state.priceMax !== undefined ? { priceMax: state.priceMax } : {}),
    ...(state.onSale ? { onSale: true } : {}),
  };
}

/** The state with every filter gone (text and sort kept): "clear all". */
export function clearedFilters(state: SearchState): SearchState {
  return {
    ...state,
    brands: [],
    options: {},
    priceMin: undefined,
    priceMax: undefined,
    onSale: false,
    taxon: undefined,
  };
}

/** How many filters the shopper set (text and sort aside): the panel's "clear" shows when > 0. */
export function activeFilters(state: SearchState): number {
  return (
    state.brands.length +
    Object.values(state.options).reduce((sum, values) => sum + values.length, 0) +
    (state.priceMin !== undefined ? 1 : 0) +
    (state.priceMax !== undefined ? 1 : 0) +
    (state.onSale ? 1 : 0) +
    (state.taxon ? 1 : 0)
  );
}

/**
 * A text search is the product list with text (browsing is a search without): `/products?q=…`.
 * (`/search` itself belongs to the search service's REST paths.)
 */
export function searchHref(text: string): string {
  return `/products${searchString({ ...parseSearch(new URLSearchParams()), text: text.trim() })}`;
}
