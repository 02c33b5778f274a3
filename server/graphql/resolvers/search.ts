import DataLoader from 'dataloader';
import type { ProductDto, TaxonDto } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import type {
  CardDocument,
  FacetBucket,
  SearchFacets,
  SearchRequest,
  SearchResponse,
} from '../../search/contract.ts';
import {
  collectionSearches,
  MAX_SEARCHES,
  productCollections,
  type ShopCollection,
  shelvesOf,
} from '../../search/contract.ts';
import type { GatewayContext } from '../context.ts';
import type { SearchFacets as GraphqlFacets, Resolvers } from '../generated/resolvers.ts';
import { type Locale, localized } from '../locale.ts';
import { placeQueries } from './places.ts';
import { recordSearch } from './search-history.ts';
import { MAX_TEXT, toSearchRequest } from './search-input.ts';

/**
 * One loader per GraphQL request: every search a request's fields ask for (a product page's related,
 * same-series and recommended lists) leaves in one `_msearch` round trip instead of one each.
 */
const loaders = new WeakMap<
  GatewayContext,
  DataLoader<SearchRequest, SearchResponse<CardDocument>, string>
>();
function searches(context: GatewayContext) {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new DataLoader((batch) => context.search.multiSearch(batch), {
      cacheKeyFn: (request) => JSON.stringify(request),
      maxBatchSize: MAX_SEARCHES,
    });
    loaders.set(context, loader);
  }
  return loader;
}

function labelled(buckets: FacetBucket[], label: (bucket: FacetBucket) => string) {
  return buckets.map((bucket) => ({ value: bucket.key, label: label(bucket), count: bucket.count }));
}

/** Facet keys → the shopper's language: taxon names from the taxon list, the rest from the service. */
function localizeFacets(facets: SearchFacets, taxons: readonly TaxonDto[], locale: Locale): GraphqlFacets {
  const byPermalink = new Map(taxons.map((taxon) => [taxon.permalink, taxon]));
  return {
    taxons: facets.taxons.map(({ level, buckets }) => ({
      level,
      buckets: labelled(buckets, (bucket) => {
        const taxon = byPermalink.get(bucket.key);
        return taxon ? localized(taxon.name, taxon.translations, locale) : bucket.key;
      }),
    })),
    brands: labelled(facets.brands, (bucket) =>
      localized(bucket.label ?? bucket.key, bucket.translations, locale),
    ),
    options: facets.options.map(({ type, buckets }) => ({
      type,
      buckets: labelled(buckets, (bucket) =>
        localized(bucket.label ?? bucket.key, bucket.translations, locale, 'presentation'),
      ),
    })),
    price: facets.price,
  };
}

/**
 * The filters worth offering: a brand or option type whose single value every result shares would
 * change nothing when chosen, so it is left out — unless the search already filters on it, where it
 * stays to be undone.
 */
export function offeredFacets(facets: SearchFacets, total: number, request: SearchRequest): SearchFacets {
  const decides = (buckets: FacetBucket[]) => buckets.length > 1 || (buckets[0]?.count ?? 0) < total;
  return {
    ...facets,
    brands: request.brands?.length || decides(facets.brands) ? facets.brands : [],
    options: facets.options.filter(
      ({ type, buckets }) => (request.options?.[type]?.length ?? 0) > 0 || decides(buckets),
    ),
  };
}

async function toResult(
  response: SearchResponse<CardDocument>,
  context: GatewayContext,
  request: SearchRequest,
) {
  return {
    items: response.hits,
    total: response.total,
    page: response.page,
    perPage: response.per_page,
    more: response.more,
    fuzzy: response.fuzzy,
    facets: response.facets
      ? localizeFacets(
          offeredFacets(response.facets, response.total, request),
          await context.taxons(),
          context.locale,
        )
      : null,
  };
}

function anchor(product: ProductDto) {
  return {
    id: product.id,
    taxon: product.taxon.permalink,
    department: product.taxon_path[0]?.permalink ?? product.taxon.permalink,
    series: product.series,
  };
}

async function productList(context: GatewayContext, request: SearchRequest | null) {
  return request ? (await searches(context).load(request)).hits : [];
}

export const searchResolvers: Resolvers = {
  Query: {
    ...placeQueries,
    async search(_root, { input }, context) {
      const request = toSearchRequest(input);
      // the first page only: paging through results is one search, not one per page
      const [response] = await Promise.all([
        context.search.search(request),
        (request.page ?? 1) === 1 ? recordSearch(context, input.text) : undefined,
      ]);
      return toResult(response, context, request);
    },
    async multiSearch(_root, { inputs }, context) {
      if (inputs.length === 0 || inputs.length > MAX_SEARCHES) {
        throw new ShopError('VALIDATION', `Between 1 and ${MAX_SEARCHES} searches`, {
          inputs: [`must hold 1 to ${MAX_SEARCHES} searches`],
        });
      }
      const requests = inputs.map(toSearchRequest);
      const responses = await context.search.multiSearch(requests);
      return Promise.all(responses.map((response, at) => toResult(response, context, requests[at]!)));
    },
    async collections(_root, { names, seed }, context) {
      if (names.length === 0) return [];
      const shelves = names.map((name) => name.toLowerCase() as ShopCollection);
      const responses = await context.search.multiSearch(collectionSearches(shelves, seed ?? 0));
      const items = shelvesOf(
        shelves,
        responses.map((response) => response.hits),
      );
      return names.map((name, at) => ({ name, items: items[at] ?? [] }));
    },
    async suggest(_root, { text }, { search, reply }) {
      const trimmed = text.trim().slice(0, MAX_TEXT);
      if (!trimmed) return [];
      try {
        return await search.suggest(trimmed);
      } catch (error) {
        // spec §8: a failed suggestion call is an empty list, never an error in the search box
        reply.log.warn({ err: error }, 'suggestions failed');
        return [];
      }
    },
  },
  Product: {
    related: (product, _args, context) => productList(context, productCollections(anchor(product)).related),
    sameSeries: (product, _args, context) =>
      productList(context, productCollections(anchor(product)).sameSeries),
    recommended: (product, _args, context) =>
      productList(context, productCollections(anchor(product)).recommended),
  },
};
