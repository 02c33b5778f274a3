/**
 * The search service's front door: the request and answer types of its REST API and its limits, for
 * its clients (the GraphQL gateway). Nothing here reads the database.
 */
export { collectionSearches, productCollections, type ShopCollection, shelvesOf } from './collections.ts';
export type {
  CardDocument,
  FacetBucket,
  SearchDocument,
  SearchFacets,
  SearchRequest,
  SearchResponse,
  SearchSort,
  Suggestion,
} from './document.ts';
export { CARD_FIELDS } from './document.ts';
export { MAX_PAGE, MAX_PER_PAGE, MAX_SEARCHES } from './limits.ts';
export type { NewsSearchRequest, NewsSearchResponse } from './news.ts';
export type { AirportResponse } from './places/airports.ts';
export type { ZipAreaListing, ZipHit } from './places/zipcodes.ts';
