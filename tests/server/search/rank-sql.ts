import type { SearchRequest } from '../../../server/search/document.ts';
import { buildWhere, Params } from '../../../server/search/filters.ts';
import type { TestShop } from '../../support/shop.ts';

// The statements the in-memory relevance page must agree with (rank-memory*.test.ts).

/** The page statement's order on the narrow copy (query.ts without the exact-SKU part), and its count. */
export async function sqlPage(shop: TestShop, request: SearchRequest, offset: number, limit: number) {
  const params = new Params();
  const where = buildWhere(request, shop.clock.now(), 'words', params);
  if (!where.rank) throw new Error('not a word search');
  const { rows } = await shop.db.query<{ id: number; total: number }>(
    `select id, count(*) over ()::int as total from search_facet_rows where ${where.sql}
      order by ${where.rank()} desc, id limit ${params.add(limit)} offset ${params.add(offset)}`,
    params.values,
  );
  const total = rows[0]?.total ?? (offset === 0 ? 0 : null);
  return { ids: rows.map((row) => row.id), total };
}

/** Every match's id and its rank (the float4 sum, widened exactly to float8), in id order. */
export async function sqlRanks(shop: TestShop, request: SearchRequest) {
  const params = new Params();
  const where = buildWhere(request, shop.clock.now(), 'words', params);
  if (!where.rank) throw new Error('not a word search');
  const { rows } = await shop.db.query<{ id: number; rank: number }>(
    `select id, (${where.rank()})::float8 as rank from search_facet_rows where ${where.sql} order by id`,
    params.values,
  );
  return rows;
}
