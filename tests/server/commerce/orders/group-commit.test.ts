import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart } from '../../../../server/commerce/orders/cart-commands.ts';
import { orderDeps } from '../../../../server/commerce/orders/index.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { setStock } from '../checkout/checkout-support.ts';
import { sellableVariant } from './order-support.ts';

/**
 * Group commit (#15.10): the commands of one cart that arrive while one is in flight share the next
 * transaction, each in its own savepoint, each with its own answer or error.
 */
let shop: TestShop;
let variants: number[];

beforeAll(async () => {
  shop = await createTestShop();
  variants = [];
  for (let skip = 0; skip < 6; skip++) {
    const id = (await sellableVariant(shop.db, 1, skip)).id;
    await setStock(shop, id, 1_000);
    variants.push(id);
  }
}, 60_000);

afterAll(async () => shop?.close());

async function transactionsOf(number: string): Promise<number> {
  const { rows } = await shop.db.query<{ count: number }>(
    'select count(distinct transaction_id)::int as count from events where stream_id = $1',
    [`order-${number}`],
  );
  return rows[0]!.count;
}

describe('group commit of one cart', () => {
  it('30 adds at once: all kept, in few transactions, and a refused one refuses only itself', async () => {
    const deps = orderDeps(shop.db, shop.clock);
    const member = { userId: 4_242 };
    const first = await addToCart(deps, member, { number: '0', variantId: variants[0]!, quantity: 1 });
    await setStock(shop, variants[5]!, 0);
    const adds = Array.from({ length: 30 }, (_, index) =>
      addToCart(deps, member, {
        number: '0',
        // the 13th asks for the sold-out variant
        variantId: index === 12 ? variants[5]! : variants[index % 5]!,
        quantity: 1,
      }),
    );
    const settled = await Promise.allSettled(adds);
    const refused = settled.filter((result) => result.status === 'rejected');
    expect(refused).toEqual([
      { status: 'rejected', reason: expect.objectContaining({ shopCode: 'OUT_OF_STOCK' }) },
    ]);
    expect(settled.indexOf(refused[0]!)).toBe(12);
    // each caller sees its own add in the answer: quantities only grow
    const quantities = settled.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value.total_quantity] : [],
    );
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    expect(quantities.at(-1)).toBe(30);

    const { rows } = await shop.db.query<{ total_quantity: number }>(
      'select total_quantity from orders where number = $1',
      [first.number],
    );
    expect(rows[0]!.total_quantity).toBe(30);
    // the first add alone, then the 30 together: one commit for them, not 30
    expect(await transactionsOf(first.number)).toBeLessThanOrEqual(3);
  });

  it('the same Idempotency-Key twice in one batch is applied once', async () => {
    const deps = orderDeps(shop.db, shop.clock);
    const member = { userId: 4_343 };
    const first = await addToCart(deps, member, { number: '0', variantId: variants[0]!, quantity: 1 });
    const key = 'group-commit-key-0001';
    const input = { number: '0', variantId: variants[1]!, quantity: 2 };
    const [a, b, c] = await Promise.all([
      addToCart(deps, member, input, { idempotencyKey: key }),
      addToCart(deps, member, input, { idempotencyKey: key }),
      addToCart(deps, member, { ...input, variantId: variants[2]! }),
    ]);
    expect(b).toEqual(a);
    expect(c.total_quantity).toBe(5);
    const { rows } = await shop.db.query<{ total_quantity: number }>(
      'select total_quantity from orders where number = $1',
      [first.number],
    );
    expect(rows[0]!.total_quantity).toBe(5);
  });
});
