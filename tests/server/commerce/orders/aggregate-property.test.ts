import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  emptyCart,
  type OrderDeps,
  type OrderDto,
  orderDeps,
  ordersProjection,
  updateLineItem,
} from '../../../../server/commerce/orders/index.ts';
import { ShopError } from '../../../../server/platform/errors.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { orderEventCount, sellableVariant } from './order-support.ts';

/**
 * tldraw-style fuzzing of the order aggregate: seeded random command sequences on a few carts, then
 * the read model must equal a rebuild from the log, and every total a recomputation from the lines.
 * A refused command (coded ShopError) must have written nothing.
 */
let shop: TestShop;
let deps: OrderDeps;
let variants: number[];

beforeAll(async () => {
  shop = await createTestShop();
  deps = orderDeps(shop.db, shop.clock);
  variants = [];
  for (let skip = 0; skip < 3; skip++) variants.push((await sellableVariant(shop.db, 30, skip)).id);
});
afterAll(async () => shop.close());

type Command =
  | { kind: 'add'; cart: number; variant: number; quantity: number }
  | { kind: 'update'; cart: number; line: number; quantity: number }
  | { kind: 'empty'; cart: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    cart: fc.integer({ min: 0, max: 1 }),
    variant: fc.integer({ min: 0, max: 2 }),
    quantity: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constantFrom(0, -1, 10_001, 40)),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    cart: fc.integer({ min: 0, max: 1 }),
    line: fc.integer({ min: 1, max: 4 }),
    quantity: fc.integer({ min: -1, max: 8 }),
  }),
  fc.record({ kind: fc.constant('empty' as const), cart: fc.integer({ min: 0, max: 1 }) }),
);

async function rows() {
  const result = await shop.db.query(
    `select number, user_id, state, status, status_details, snapshot, line_items, item_total, ship_total,
            tax_total, total, total_quantity, version, created_at, updated_at, completed_at
       from orders order by number`,
  );
  return result.rows;
}

describe('order aggregate under random command sequences', () => {
  it('read model == rebuild from the log; totals == recomputation; refusals write nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        const carts: Array<{ number: string; token: string } | undefined> = [undefined, undefined];
        for (const step of commands) {
          const cart = carts[step.cart];
          const identity = { orderToken: cart?.token };
          const before = await orderEventCount(shop.db);
          try {
            let order: OrderDto;
            if (step.kind === 'add') {
              order = await addToCart(deps, identity, {
                number: cart?.number ?? '0',
                variantId: variants[step.variant]!,
                quantity: step.quantity,
              });
              if (order.token) carts[step.cart] = { number: order.number, token: order.token };
            } else if (!cart) {
              continue;
            } else if (step.kind === 'update') {
              order = await updateLineItem(deps, identity, {
                ...cart,
                lineItemId: step.line,
                quantity: step.quantity,
              });
            } else {
              order = await emptyCart(deps, identity, cart);
            }
            expect(order.item_total).toBe(
              order.line_items.reduce((sum, line) => sum + line.price * line.quantity, 0),
            );
            expect(order.total_quantity).toBe(order.line_items.reduce((sum, line) => sum + line.quantity, 0));
            expect(order.total).toBe(order.item_total + order.ship_total);
            for (const line of order.line_items) expect(line.quantity).toBeGreaterThanOrEqual(1);
          } catch (error) {
            expect(error).toBeInstanceOf(ShopError);
            expect(await orderEventCount(shop.db)).toBe(before);
          }
        }
        const incremental = await rows();
        await shop.store.rebuild(ordersProjection);
        expect(await rows()).toEqual(incremental);
      }),
      { numRuns: 25, seed: 4_2026 },
    );
  });
});
