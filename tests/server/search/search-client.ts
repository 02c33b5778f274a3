import type { SearchRequest, SearchResponse, Suggestion } from '../../../server/search/document.ts';
import type { TestShop } from '../../support/shop.ts';

/** The search service's REST interface through inject, with its basic-auth credentials. */
export function searchApi(shop: TestShop) {
  const { searchUser, searchPassword } = shop.config.secrets;
  const authorization = `Basic ${Buffer.from(`${searchUser}:${searchPassword}`).toString('base64')}`;
  const post = async <T>(action: string, payload: unknown) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: `/search/shoppy/product/${action}`,
      headers: { authorization },
      payload: payload as Record<string, unknown>,
    });
    return { status: response.statusCode, body: response.json<T & { code?: string }>() };
  };
  return {
    post,
    async search(request: SearchRequest | Record<string, unknown>) {
      return post<SearchResponse>('_search', request);
    },
    /** Every hit of a search, all pages. */
    async all(request: SearchRequest) {
      const hits: SearchResponse['hits'] = [];
      for (let page = 1; ; page++) {
        const { body } = await post<SearchResponse>('_search', { ...request, page, per_page: 100 });
        hits.push(...body.hits);
        if (!body.more) return hits;
      }
    },
    async suggest(text: string) {
      return (await post<{ suggestions: Suggestion[] }>('_suggest', { text })).body.suggestions;
    },
  };
}
