import type { CommerceClient } from './commerce-client.ts';

const PATH = '/api/v2/users/search_history';

/** The commerce service's search-history routes for one user (the gateway resolved the session). */
export class SearchHistoryApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly userId: number,
  ) {}

  private async call(method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<string[]> {
    const answer = await this.commerce.request<{ texts: string[] }>({
      method,
      path: PATH,
      headers: { 'x-shop-user-id': String(this.userId) },
      ...(body === undefined ? {} : { body }),
    });
    return answer.texts;
  }

  list(): Promise<string[]> {
    return this.call('GET');
  }

  /** Texts (newest first) on top of the history. */
  add(texts: readonly string[]): Promise<string[]> {
    return this.call('POST', { texts });
  }

  clear(): Promise<string[]> {
    return this.call('DELETE');
  }
}
