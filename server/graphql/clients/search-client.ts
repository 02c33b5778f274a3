import type {
  AirportResponse,
  CardDocument,
  NewsSearchRequest,
  NewsSearchResponse,
  SearchDocument,
  SearchRequest,
  SearchResponse,
  Suggestion,
  ZipAreaListing,
  ZipHit,
} from '../../search/contract.ts';
import { expectOk, type Transport } from './transport.ts';

/** Spec §7: the search service's timeout. */
export const SEARCH_TIMEOUT_MS = 10_000;

/** Typed client of the search service (basic auth, index `shoppy` by default). */
export class SearchClient {
  private readonly authorization: string;

  constructor(
    private readonly transport: Transport,
    credentials: { user: string; password: string },
    private readonly index: string,
    private readonly timeoutMs = SEARCH_TIMEOUT_MS,
  ) {
    this.authorization = `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`;
  }

  /**
   * Every hit the gateway shows is a product card (result pages, shelves, the home page's
   * collections), so it asks for cards: a tenth of the bytes of whole documents.
   */
  search(request: SearchRequest): Promise<SearchResponse<CardDocument>> {
    return this.post<SearchResponse<CardDocument>>('_search', { ...request, view: 'card' });
  }

  /** Several searches in one round trip (spec §7 `_msearch`), answered in order; cards, as `search`. */
  async multiSearch(searches: readonly SearchRequest[]): Promise<SearchResponse<CardDocument>[]> {
    const asCards = searches.map((request) => ({ ...request, view: 'card' as const }));
    return (await this.post<{ responses: SearchResponse<CardDocument>[] }>('_msearch', { searches: asCards }))
      .responses;
  }

  async suggest(text: string): Promise<Suggestion[]> {
    return (await this.post<{ suggestions: Suggestion[] }>('_suggest', { text })).suggestions;
  }

  /** Spec §7 `/maps/zipcode/_search`: the zip areas containing the point, most specific first. */
  async zipcodeAt(lat: number, lon: number): Promise<ZipHit[]> {
    return (await this.call<{ hits: ZipHit[] }>('POST', '/maps/zipcode/_search', { point: { lat, lon } }))
      .hits;
  }

  async zipcodeAreas(): Promise<ZipAreaListing[]> {
    return (await this.call<{ areas: ZipAreaListing[] }>('GET', '/maps/zipcode/_areas')).areas;
  }

  /** Spec §7 `/airport/_search`: 40 per page. */
  airports(text: string, page: number): Promise<AirportResponse> {
    return this.call<AirportResponse>('POST', '/airport/_search', { text, page });
  }

  /** News search (spec §2): article ids, best first. */
  searchNews(request: NewsSearchRequest): Promise<NewsSearchResponse> {
    return this.call('POST', `/${this.index}/news/_search`, request);
  }

  private post<T>(action: string, body: unknown): Promise<T> {
    return this.call<T>('POST', `/${this.index}/product/${action}`, body);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await this.transport(
      {
        method,
        path: `/search${path}`,
        ...(body === undefined ? {} : { body }),
        headers: { authorization: this.authorization },
      },
      this.timeoutMs,
    );
    return expectOk<T>(response);
  }

  async document(id: number): Promise<SearchDocument> {
    const response = await this.transport(
      {
        method: 'GET',
        path: `/search/${this.index}/product/${id}`,
        headers: { authorization: this.authorization },
      },
      this.timeoutMs,
    );
    return expectOk<SearchDocument>(response);
  }
}
