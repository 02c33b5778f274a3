import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { loadStream } from '../../../../server/commerce/orders/order-stream.ts';
import { ordersProjection } from '../../../../server/commerce/orders/projection.ts';
import { issueDueVatReceipts } from '../../../../server/commerce/vat-receipts/index.ts';
import { SandboxVatReceiptSender } from '../../../../server/commerce/vat-receipts/sandbox-sender.ts';
import type { Sql } from '../../../../server/platform/db/index.ts';
import type { Projection } from '../../../../server/platform/events/index.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { cartOf } from '../payments/payment-support.ts';
import { organization, paidOrder, placedOrder, staffCall } from '../staff/staff-support.ts';

/**
 * Rebuilding the orders read model on a live database (issue #5): payments, lease applications and
 * VAT receipts refer to its rows, so it is rebuilt in place (server/commerce/orders/orders-rebuild.ts), from
 * the log alone, appending nothing. On PGlite by default; `npm run test:pg` runs it on a server.
 */
let shop: TestShop;
let token: string;
let paid: string;
let ordered: string;
let cart: string;

beforeAll(async () => {
  shop = await createTestShop();
  token = await shop.token();
  cart = (await cartOf(shop, token, { userId: 77 })).number;
  await placedOrder(shop, token, { skip: 1 });
  await placedOrder(shop, token, { prepaid: true, skip: 2 });
  ordered = (await paidOrder(shop, token, { organization, skip: 3 })).number;
  paid = (await paidOrder(shop, token, { skip: 4 })).number;
  for (const step of ['prepare', 'dispatch', 'deliver'] as const) {
    const answer = await staffCall(shop, paid, step);
    if (answer.status !== 200) throw new Error(`${step}: ${JSON.stringify(answer.body)}`);
  }
  const sender = new SandboxVatReceiptSender(shop.db, shop.clock);
  const store = commerceEventStore(shop.db);
  const pass = await issueDueVatReceipts({ db: shop.db, clock: shop.clock, store, sender });
  if (!pass.issued.includes(paid)) throw new Error('the VAT receipt was not issued');
}, 120_000);
afterAll(() => shop.close());

const orderRows = async () => (await shop.db.query('select * from orders order by number')).rows;
const count = async (table: string) =>
  (await shop.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
const rebuild = () => shop.store.rebuild(ordersProjection);

describe('orders read model rebuild', () => {
  it('gives the same rows with payments and VAT receipts referring to them, and appends nothing', async () => {
    expect(await count('payments')).toBeGreaterThanOrEqual(2);
    expect(await count('vat_receipts')).toBe(1);
    const before = await orderRows();
    expect(new Set(before.map((row) => row.status))).toEqual(
      new Set(['pending', 'paymentPending', 'ordered', 'delivered']),
    );
    const events = await count('events');
    const payments = await count('payments');

    expect(await rebuild()).toBeGreaterThan(0);

    expect(await orderRows()).toEqual(before);
    expect(await count('events')).toBe(events);
    expect(await count('payments')).toBe(payments);
    // twice in a row: the staging copy lives only as long as its transaction
    await rebuild();
    expect(await orderRows()).toEqual(before);
  });

  it('repairs a read model that drifted from the log, without trusting its stored snapshots', async () => {
    const before = await orderRows();
    const placedByGuest = before.find((row) => row.status === 'paymentPending')!.number as string;
    await shop.db.query(
      `update orders set paid_total = 0, amount_due = total, status = 'paymentPending', status_details = '[]',
         snapshot = jsonb_set(snapshot, '{context,paidTotal}', '0') where number = $1`,
      [paid],
    );
    // The user's cart and a guest's placed order swapped: the rebuild must not see two carts of
    // user 77 while it writes the rows back (orders_user_cart).
    await shop.db.query(`update orders set state = 'complete' where number = $1`, [cart]);
    await shop.db.query(`update orders set state = 'cart', user_id = 77 where number = $1`, [placedByGuest]);
    await shop.db.query(`delete from orders where number = $1`, [cart]);

    await rebuild();

    expect(await orderRows()).toEqual(before);
  });

  it('refuses a row the log does not know when a payment refers to it, and changes nothing', async () => {
    await shop.db.query(
      `insert into orders select 'R999999999', 'order-R999999999', 'orphan-token-hash', user_id, state,
         status, status_details, snapshot, line_items, item_total, ship_total, tax_total, total,
         total_quantity, version, created_at, updated_at, completed_at, checkout, shipping, adjustments,
         adjustment_total, paid_total, amount_due, payment_method, payment_due_at
         from orders where number = $1`,
      [paid],
    );
    await shop.db.query(
      `insert into payments (id, order_number, method, amount, state, provider, created_at, updated_at)
       values ('orphan-payment', 'R999999999', 'card', 1000, 'CAPTURED', 'sandbox', now(), now())`,
    );
    const before = await orderRows();
    const events = await count('events');

    await expect(rebuild()).rejects.toMatchObject({ code: '23503' });

    expect(await orderRows()).toEqual(before);
    expect(await count('events')).toBe(events);
    await shop.db.query(`delete from payments where id = 'orphan-payment'`);
    await shop.db.query(`delete from orders where number = 'R999999999'`);
  });

  it('folds in what was appended while the log was being replayed', async () => {
    // On a PostgreSQL server other connections append during the replay; here the append lands
    // between the replay and the write-back, where a concurrent one would be seen.
    const appendBeforeWriteBack = async (tx: Sql) => {
      const { streamId, aggregate } = await loadStream(tx, ordered);
      await commerceEventStore(shop.db).append(
        streamId,
        aggregate.version,
        [{ type: 'DeliveryPrepared', data: {}, metadata: { actor: 'staff' } }],
        tx,
      );
    };
    const racing: Projection = {
      ...ordersProjection,
      async rebuildInPlace(tx) {
        const rebuild = await ordersProjection.rebuildInPlace!(tx);
        return {
          apply: rebuild.apply,
          finish: async (inner) => {
            await appendBeforeWriteBack(inner);
            await rebuild.finish(inner);
          },
        };
      },
    };

    await shop.store.rebuild(racing);

    const live = await orderRows();
    expect(live.find((row) => row.number === ordered)).toMatchObject({ status: 'readyToDeliver' });
    await rebuild();
    expect(await orderRows()).toEqual(live);
  });

  it('runs beside live appends: every command succeeds and the rows equal a rebuild afterwards', async () => {
    const [, ...orders] = await Promise.all([
      rebuild(),
      cartOf(shop, token, { skip: 5 }),
      cartOf(shop, token, { skip: 6, quantity: 2 }),
      paidOrder(shop, token, { skip: 7 }),
    ]);
    const live = await orderRows();
    const numbers = live.map((row) => row.number);
    for (const order of orders) expect(numbers).toContain(order.number);
    await rebuild();
    expect(await orderRows()).toEqual(live);
  });
});
