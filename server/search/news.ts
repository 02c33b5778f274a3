import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../platform/db/index.ts';
import { fuzzyForms, prefixTsQuery } from './text.ts';

export const NEWS_SEARCH_MAX_PER_PAGE = 50;

export interface NewsSearchRequest {
  q: string;
  kind?: 'news' | 'article';
  page?: number;
  per_page?: number;
}

export interface NewsSearchResponse {
  /** Article ids, best first (commerce serves their content). */
  ids: number[];
  total: number;
}

/**
 * News search (spec §2 "News search"): the articles' `search` column (migration 0140, folded by
 * `search_fold` like the product documents) matched with the product search's own query reading —
 * each word as typed or transliterated (`medee` finds `мэдээ`), prefixes allowed — and, when no word
 * matches whole, by trigram similarity of the title (a typo such as `салбр`).
 */
export async function searchNews(db: Database, request: NewsSearchRequest): Promise<NewsSearchResponse> {
  const kind = request.kind ?? 'news';
  const perPage = Math.min(request.per_page ?? 12, NEWS_SEARCH_MAX_PER_PAGE);
  const offset = ((request.page ?? 1) - 1) * perPage;
  const tsquery = prefixTsQuery(request.q);
  if (!tsquery) return { ids: [], total: 0 };
  const { rows } = await db.query<{ id: number; total: number }>(
    `select id, count(*) over ()::int as total from articles
      where kind = $1 and published and search @@ to_tsquery('simple', $2)
      order by ts_rank(search, to_tsquery('simple', $2)) desc, published_at desc, id desc
      limit $3 offset $4`,
    [kind, tsquery, perPage, offset],
  );
  if (rows.length > 0 || offset > 0) return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
  const forms = fuzzyForms(request.q);
  if (!forms) return { ids: [], total: 0 };
  const { rows: fuzzy } = await db.query<{ id: number; total: number }>(
    `select id, count(*) over ()::int as total from articles
      where kind = $1 and published and (word_similarity($2, search_fold(title)) > 0.5 or word_similarity($3, search_fold(title)) > 0.5)
      order by greatest(word_similarity($2, search_fold(title)), word_similarity($3, search_fold(title))) desc, id desc
      limit $4`,
    [kind, forms.typed, forms.cyrillic, perPage],
  );
  return { ids: fuzzy.map((row) => row.id), total: fuzzy[0]?.total ?? 0 };
}

const newsSearchBody = {
  type: 'object',
  required: ['q'],
  additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: 200 },
    kind: { type: 'string', enum: ['news', 'article'] },
    page: { type: 'integer', minimum: 1, maximum: 1000 },
    per_page: { type: 'integer', minimum: 1, maximum: NEWS_SEARCH_MAX_PER_PAGE },
  },
} as const;

/** `POST /{index}/news/_search`. */
export const newsSearchRoutes: FastifyPluginAsync<{
  db: Database;
  checkIndex: (name: string) => void;
}> = async (app, { db, checkIndex }) => {
  app.post<{ Params: { index: string }; Body: NewsSearchRequest }>(
    '/:index/news/_search',
    { schema: { body: newsSearchBody } },
    async (request) => {
      checkIndex(request.params.index);
      return searchNews(db, request.body);
    },
  );
};
