import type { SearchDocument, SearchRequest, SearchResponse } from '../../search/document.ts';
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

  async search(request: SearchRequest): Promise<SearchResponse> {
    const response = await this.transport(
      {
        method: 'POST',
        path: `/search/${this.index}/product/_search`,
        body: request,
        headers: { authorization: this.authorization },
      },
      this.timeoutMs,
    );
    return expectOk<SearchResponse>(response);
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
