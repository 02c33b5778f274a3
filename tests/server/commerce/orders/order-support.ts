import type { Database } from '../../../../server/platform/db/index.ts';
import { hiddenCases } from '../../../../server/seed/visibility.ts';
import type { TestShop } from '../../../support/shop.ts';

/** A sellable variant (on sale, priced, with stock) and its on-hand count. */
export async function sellableVariant(db: Database, minOnHand = 5, skip = 0) {
  const result = await db.query<{ id: number; price: number; on_hand: number; slug: string }>(
    `select v.id, v.selling_price as price, s.on_hand, p.slug
       from variants v join products p on p.id = v.product_id join stock_levels s on s.variant_id = v.id
      where s.on_hand >= $1 and v.selling_price > 1 and (p.available_on is null or p.available_on <= $2)
      order by v.id offset $3 limit 1`,
    [minOnHand, '2026-06-15T09:00:00Z', skip],
  );
  const row = result.rows[0];
  if (!row) throw new Error('the seed has no sellable variant');
  return row;
}

export async function variantOf(db: Database, slug: string): Promise<number> {
  const result = await db.query<{ id: number }>(
    'select v.id from variants v join products p on p.id = v.product_id where p.slug = $1 order by v.id limit 1',
    [slug],
  );
  return result.rows[0]!.id;
}

export const soldOutSlug = hiddenCases.soldOut[0];
export const comingSoonSlug = hiddenCases.comingSoon[0];
export const placeholderSlug = hiddenCases.placeholderPrice[1];

export async function orderEventCount(db: Database): Promise<number> {
  const result = await db.query<{ count: number }>(
    `select count(*)::int as count from events where stream_id like 'order-%'`,
  );
  return result.rows[0]!.count;
}

/** Raises a variant's stock through its event stream, as a delivery would. */
export async function receiveStock(shop: TestShop, variantId: number, quantity: number) {
  await shop.store.append(`stock-${variantId}`, 'any', [
    { type: 'StockReceived', data: { variantId, quantity } },
  ]);
}

export function restClient(shop: TestShop, token: string) {
  return async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const response = await shop.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...options.headers },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    return {
      status: response.statusCode,
      body: response.json() as Record<string, unknown> & { code?: string },
    };
  };
}
