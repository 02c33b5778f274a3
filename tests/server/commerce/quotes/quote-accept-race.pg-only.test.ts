/**
 * Two accepts of one quote at once (#17), on a PostgreSQL server: they need concurrent connections,
 * which PGlite (one connection) cannot have. Runs in `npm run test:pg` (server-pg).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { acceptQuote } from '../../../../server/commerce/quotes/accept.ts';
import { answerQuote, requestQuote } from '../../../../server/commerce/quotes/commands.ts';
import { ShopError } from '../../../../server/platform/errors.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { buyer, stockedVariants } from './quote-support.ts';

let shop: TestShop;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('these cases need a PostgreSQL server: npm run test:pg');
  shop = await createTestShop();
}, 180_000);
afterAll(() => shop?.close());

describe('accepting one quote twice at once', () => {
  it('eight accepts racing (as from two tabs and a retry): one cart fill, the rest QUOTE_ALREADY_ACCEPTED', async () => {
    const deps = { db: shop.db, clock: shop.clock, store: commerceEventStore(shop.db) };
    const [variant] = await stockedVariants(shop, 1);
    const me = await buyer(shop);
    const id = await requestQuote(deps, me.userId, { lines: [{ variantId: variant!.id, quantity: 3 }] });
    const outbox = { enqueue: async () => 0, deliver: async () => 'kept' as const } as never;
    await answerQuote({ ...deps, outbox }, undefined, id, { prices: [variant!.price - 100] });
    // separate deps objects: each accept runs in its own process-level batch, as on separate servers
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        acceptQuote(
          { db: shop.db, clock: shop.clock, store: commerceEventStore(shop.db) },
          { userId: me.userId },
          id,
        ),
      ),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(won).toHaveLength(1);
    for (const loss of lost) {
      expect(loss.reason).toBeInstanceOf(ShopError);
      expect((loss.reason as ShopError).shopCode).toBe('QUOTE_ALREADY_ACCEPTED');
    }
    const { rows } = await shop.db.query<{ lines: number; accepted: number }>(
      `select (select count(*)::int from orders o, jsonb_array_elements(o.line_items) li
                where li->'options'->>'quote' = $1) as lines,
              (select count(*)::int from events where stream_id = $2 and type = 'QuoteAccepted') as accepted`,
      [String(id), `quote-${id}`],
    );
    expect(rows[0]).toEqual({ lines: 1, accepted: 1 });
  });
});
