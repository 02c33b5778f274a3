import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, updateLineItem } from '../../../../server/commerce/orders/cart-commands.ts';
import { orderDeps } from '../../../../server/commerce/orders/index.ts';
import type { Database, Sql } from '../../../../server/platform/db/index.ts';
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

/** `db` with a count of the statements its transactions run (the adds' work in the database). */
function countingStatements(db: Database) {
  const counter = { statements: 0 };
  const counted = (tx: Sql): Sql =>
    new Proxy(tx, {
      get(target, name) {
        if (name === 'query') {
          return (...args: Parameters<Sql['query']>) => {
            counter.statements++;
            return target.query(...args);
          };
        }
        const value = Reflect.get(target, name);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const wrapped: Database = new Proxy(db, {
    get(target, name) {
      if (name === 'transaction')
        return <T>(fn: (tx: Sql) => Promise<T>) => target.transaction((tx) => fn(counted(tx)));
      const value = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: wrapped, counter };
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

  it('adds waiting together are decided together: one load and one row write, not one each', async () => {
    const { db, counter } = countingStatements(shop.db);
    const deps = orderDeps(db, shop.clock);
    const member = { userId: 4_444 };
    await addToCart(deps, member, { number: '0', variantId: variants[0]!, quantity: 1 });
    const before = counter.statements;
    const adds = Array.from({ length: 40 }, (_, index) =>
      addToCart(deps, member, { number: '0', variantId: variants[index % 5]!, quantity: 1 }),
    );
    const answers = await Promise.all(adds);
    expect(answers.at(-1)!.total_quantity).toBe(41);
    // one at a time, 40 adds ran ~11 statements each (~440); together, a handful per batch
    expect(counter.statements - before).toBeLessThan(60);
  });

  it('a new cart made by adds waiting together is one cart, whose token every answer carries', async () => {
    const deps = orderDeps(shop.db, shop.clock);
    const member = { userId: 4_545 };
    // a command already in flight for this shopper (refused: there is no such order), so the six
    // adds arrive while it runs and wait together, with no cart yet
    const inFlight = updateLineItem(deps, member, { number: 'R000000001', lineItemId: 1, quantity: 1 });
    const adds = Array.from({ length: 6 }, (_, index) =>
      addToCart(deps, member, { number: '0', variantId: variants[index % 3]!, quantity: 1 }),
    );
    await expect(inFlight).rejects.toMatchObject({ shopCode: 'ORDER_NOT_FOUND' });
    const answers = await Promise.all(adds);
    expect(new Set(answers.map((answer) => answer.number)).size).toBe(1);
    const tokens = answers.map((answer) => (answer as { token?: string }).token);
    expect(tokens.every((token) => typeof token === 'string' && token.length > 20)).toBe(true);
    const { rows } = await shop.db.query<{ count: number }>(
      "select count(*)::int as count from orders where user_id = $1 and state = 'cart'",
      [member.userId],
    );
    expect(rows[0]!.count).toBe(1);
  });

  it('keys in a merged run: a key answered before replays, a key reused with other parameters is refused alone', async () => {
    const deps = orderDeps(shop.db, shop.clock);
    const member = { userId: 4_646 };
    const input = { number: '0', variantId: variants[1]!, quantity: 1 };
    const first = await addToCart(deps, member, input, { idempotencyKey: 'merged-key-0001' });
    const [replayed, reused, plain, repeatA, repeatB] = await Promise.allSettled([
      addToCart(deps, member, input, { idempotencyKey: 'merged-key-0001' }),
      addToCart(deps, member, { ...input, quantity: 3 }, { idempotencyKey: 'merged-key-0001' }),
      addToCart(deps, member, { ...input, variantId: variants[2]! }),
      addToCart(deps, member, { ...input, variantId: variants[3]! }, { idempotencyKey: 'merged-key-0002' }),
      addToCart(
        deps,
        member,
        { ...input, variantId: variants[3]!, quantity: 2 },
        { idempotencyKey: 'merged-key-0002' },
      ),
    ]);
    expect(replayed).toEqual({ status: 'fulfilled', value: first });
    expect(reused).toEqual({
      status: 'rejected',
      reason: expect.objectContaining({ shopCode: 'IDEMPOTENCY_KEY_REUSED' }),
    });
    expect(plain.status).toBe('fulfilled');
    expect(repeatA.status).toBe('fulfilled');
    expect(repeatB).toEqual({
      status: 'rejected',
      reason: expect.objectContaining({ shopCode: 'IDEMPOTENCY_KEY_REUSED' }),
    });
    const { rows } = await shop.db.query<{ total_quantity: number }>(
      'select total_quantity from orders where number = $1',
      [first.number],
    );
    // the first add, the plain one and key 0002 once
    expect(rows[0]!.total_quantity).toBe(3);
    // and the key is recorded: a later retry of 0002 replays, adding nothing
    await addToCart(
      deps,
      member,
      { ...input, variantId: variants[3]! },
      { idempotencyKey: 'merged-key-0002' },
    );
    const after = await shop.db.query<{ total_quantity: number }>(
      'select total_quantity from orders where number = $1',
      [first.number],
    );
    expect(after.rows[0]!.total_quantity).toBe(3);
  });

  it('another command between adds keeps its place: adds merge only with their neighbours', async () => {
    const deps = orderDeps(shop.db, shop.clock);
    const member = { userId: 4_747 };
    const first = await addToCart(deps, member, { number: '0', variantId: variants[0]!, quantity: 1 });
    const line = first.line_items[0]!;
    const [, set, after] = await Promise.all([
      addToCart(deps, member, { number: '0', variantId: variants[0]!, quantity: 2 }),
      updateLineItem(deps, member, { number: first.number, lineItemId: line.id, quantity: 10 }),
      addToCart(deps, member, { number: '0', variantId: variants[0]!, quantity: 1 }),
    ]);
    // decided in arrival order: 1 + 2, then set to 10, then + 1
    expect(set.total_quantity).toBe(10);
    expect(after.total_quantity).toBe(11);
  });
});
