import type { Sql } from '../../platform/db/index.ts';

/**
 * Product documents as cards (the search document, spec §3), only those a shopper may see (spec §5:
 * price above 1, in stock, available, with an image), for the content pages that list products
 * (promotions, badges). `where` is a condition on `d` (search_documents) with parameters from $4.
 */
export async function visibleCards<Doc = unknown>(
  sql: Sql,
  now: Date,
  page: { limit: number; offset: number },
  filter: { where: string; order: string; params: unknown[] },
): Promise<{ docs: Doc[]; total: number }> {
  const { rows } = await sql.query<{ doc: Doc; total: number }>(
    `select d.doc, count(*) over ()::int as total
       from search_documents d
      where d.selling_price > 1 and d.total_on_hand > 0 and d.has_image
        and (d.available_on is null or d.available_on <= $1) and (${filter.where})
      order by ${filter.order}
      limit $2 offset $3`,
    [now, page.limit, page.offset, ...filter.params],
  );
  return { docs: rows.map((row) => row.doc), total: rows[0]?.total ?? 0 };
}
