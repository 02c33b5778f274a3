import { ShopError } from '../../platform/errors.ts';
import type { SearchRequest, SearchSort } from '../../search/contract.ts';
import { MAX_PAGE, MAX_PER_PAGE } from '../../search/contract.ts';
import type { SearchInput } from '../generated/resolvers.ts';

export const MAX_TEXT = 200;
const MAX_PRICE = 1_000_000_000;

/** `/t/ink-toner/` or `ink-toner` → `ink-toner`. */
export const bareTaxon = (permalink: string) => permalink.replace(/^\/?(t\/)?/, '').replace(/\/$/, '');

/**
 * GraphQL input → search service request, refusing out-of-range values with field errors in GraphQL
 * names (the service validates again, in its own names, for callers that skip the gateway).
 */
export function toSearchRequest(input: SearchInput): SearchRequest {
  const errors: Record<string, string[]> = {};
  const page = input.page ?? 1;
  const perPage = input.perPage ?? 40;
  const text = input.text?.trim() ?? '';
  if (text.length > MAX_TEXT) errors.text = [`must be at most ${MAX_TEXT} characters`];
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE)
    errors.page = [`must be between 1 and ${MAX_PAGE}`];
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    errors.perPage = [`must be between 1 and ${MAX_PER_PAGE}`];
  }
  for (const [field, value] of [
    ['priceMin', input.priceMin],
    ['priceMax', input.priceMax],
  ] as const) {
    if (value != null && (value < 0 || value > MAX_PRICE))
      errors[field] = [`must be between 0 and ${MAX_PRICE}`];
  }
  if (input.priceMin != null && input.priceMax != null && input.priceMin > input.priceMax) {
    errors.priceMax = ['must not be below priceMin'];
  }
  if (input.minRating != null && (input.minRating < 1 || input.minRating > 5)) {
    errors.minRating = ['must be between 1 and 5'];
  }
  if (input.seed != null && input.seed < 0) errors.seed = ['must not be negative'];
  if (Object.keys(errors).length > 0) throw new ShopError('VALIDATION', 'The search is not valid', errors);

  const options: Record<string, string[]> = {};
  for (const option of input.options ?? []) {
    options[option.type] = [...(options[option.type] ?? []), ...option.values];
  }
  const request: SearchRequest = { page, per_page: perPage };
  if (text) request.query = text;
  if (input.taxon && bareTaxon(input.taxon)) request.taxon = bareTaxon(input.taxon);
  if (input.brands?.length) request.brands = input.brands;
  if (input.stores?.length) request.stores = input.stores;
  if (input.priceMin != null) request.price_min = input.priceMin;
  if (input.priceMax != null) request.price_max = input.priceMax;
  if (Object.keys(options).length > 0) request.options = options;
  if (input.minRating != null) request.min_rating = input.minRating;
  if (input.onSale) request.on_sale = true;
  if (input.inStock) request.in_stock = true;
  if (input.sort) request.sort = input.sort.toLowerCase() as SearchSort;
  if (input.seed != null) request.seed = input.seed;
  if (input.facets) request.facets = true;
  return request;
}
