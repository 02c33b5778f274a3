import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rechargeWallet } from '../../../../server/commerce/wallet/demo.ts';
import { walletProjection } from '../../../../server/commerce/wallet/projections.ts';
import type { Database } from '../../../../server/platform/db/index.ts';
import { EventStore } from '../../../../server/platform/events/index.ts';
import {
  cartOf,
  createMoneyShop,
  type MoneyShop,
  onOrder,
  type Rest,
  restOf,
  type Shopper,
} from './money-support.ts';

/**
 * Seeded random sequences of wallet commands (recharge, bonus, apply on one of a few carts, remove),
 * then: the balance read model equals the fold of the wallet streams, no bucket is ever negative,
 * and a rebuild from the log gives the same table (tldraw-style: incremental index == rebuild).
 */
let shop: MoneyShop;
let rest: Rest;
let carts: { number: string; orderToken: string }[];

beforeAll(async () => {
  shop = await createMoneyShop();
  rest = restOf(shop);
  carts = [];
  for (let index = 0; index < 3; index++) {
    const cart = await cartOf(shop, rest, 25_000 + index * 20_000);
    carts.push({ number: cart.number, orderToken: cart.shopper.orderToken! });
  }
});
afterAll(async () => {
  await shop?.close();
});

type Op =
  | { kind: 'recharge'; amount: number }
  | { kind: 'bonus'; amount: number }
  | { kind: 'apply'; cart: number; amount: number }
  | { kind: 'remove'; cart: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('recharge' as const), amount: fc.integer({ min: 1, max: 40_000 }) }),
  fc.record({ kind: fc.constant('bonus' as const), amount: fc.integer({ min: 1, max: 40_000 }) }),
  fc.record({
    kind: fc.constant('apply' as const),
    cart: fc.nat(2),
    amount: fc.integer({ min: 1, max: 60_000 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), cart: fc.nat(2) }),
);

async function foldedBalances(db: Database) {
  const events = await db.query<{
    stream_id: string;
    type: string;
    data: { amount: number; bucket: 'cash' | 'bonus' };
  }>("select stream_id, type, data from events where stream_id like 'wallet-%' order by global_position");
  const folded = new Map<number, { cash: number; bonus: number }>();
  for (const event of events.rows) {
    const userId = Number(event.stream_id.slice('wallet-'.length));
    const balance = folded.get(userId) ?? { cash: 0, bonus: 0 };
    balance[event.data.bucket] += event.type === 'WalletCredited' ? event.data.amount : -event.data.amount;
    expect(balance[event.data.bucket]).toBeGreaterThanOrEqual(0);
    folded.set(userId, balance);
  }
  return folded;
}

async function projected(db: Database) {
  const rows = await db.query<{ user_id: number; cash: number; bonus: number }>(
    'select user_id, cash, bonus from wallet_balances order by user_id',
  );
  return new Map(rows.rows.map((row) => [row.user_id, { cash: row.cash, bonus: row.bonus }]));
}

let nextUser = 20_000;
let applied = 0;

it('the wallet read model is the fold of its streams, never negative, and equal to its rebuild', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
      const userId = nextUser++;
      for (const step of ops) {
        const cart = 'cart' in step ? carts[step.cart]! : undefined;
        const shopper: Shopper = { userId, ...(cart ? { orderToken: cart.orderToken } : {}) };
        if (step.kind === 'recharge') await rechargeWallet(shop.db, userId, step.amount);
        if (step.kind === 'bonus') {
          await shop.store.append(`wallet-${userId}`, 'any', [
            {
              type: 'WalletCredited',
              data: { amount: step.amount, reason: 'PURCHASE_BONUS', bucket: 'bonus' },
            },
          ]);
        }
        if (step.kind === 'apply') {
          const answer = await onOrder(
            rest,
            cart!.number,
            shopper,
          )('apply_store_credit', { amount: step.amount });
          expect(answer.status === 200 || answer.status === 409 || answer.status === 422).toBe(true);
          if (answer.status === 200) applied++;
        }
        if (step.kind === 'remove') {
          const answer = await onOrder(
            rest,
            cart!.number,
            shopper,
          )('remove_adjustment', { kind: 'storeCredit', code: 'wallet' });
          expect(answer.status === 200 || answer.status === 404).toBe(true);
        }
      }
      const folded = await foldedBalances(shop.db);
      const model = await projected(shop.db);
      for (const [user, balance] of folded) expect(model.get(user) ?? { cash: 0, bonus: 0 }).toEqual(balance);
    }),
    { numRuns: 12, seed: 5_070 },
  );
  // the sequences did spend credit, not only get refused
  expect(applied).toBeGreaterThan(0);
  const before = await projected(shop.db);
  expect(before.size).toBeGreaterThan(0);
  await new EventStore(shop.db).rebuild(walletProjection);
  expect(await projected(shop.db)).toEqual(before);
}, 300_000);
