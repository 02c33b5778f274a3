import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import {
  issueDueVatReceipts,
  type VatReceiptSender,
} from '../../../../server/commerce/vat-receipts/index.ts';
import { SandboxVatReceiptSender } from '../../../../server/commerce/vat-receipts/sandbox-sender.ts';
import { type Database, openDatabase } from '../../../../server/platform/db/index.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { paidOrder, staffCall } from './staff-support.ts';

/**
 * Two processes' VAT receipt schedulers work the same queue at once. On a PostgreSQL server
 * (npm run test:pg) each has its own connection pool, as two server processes would; on PGlite (one
 * connection) they share it, and the same exactly-once checks run without real parallelism.
 */
const serverUrl = process.env.DATABASE_URL;
const ORDERS = 8;

let shop: TestShop;
let otherDb: Database;

beforeAll(async () => {
  shop = await createTestShop();
  otherDb = shop.db;
  if (serverUrl) {
    const { rows } = await shop.db.query<{ name: string }>('select current_database() as name');
    const url = new URL(serverUrl);
    url.pathname = `/${rows[0]!.name}`;
    otherDb = await openDatabase({ databaseUrl: url.toString() });
  }
}, 60_000);
afterAll(async () => {
  if (otherDb !== shop.db) await otherDb.close();
  await shop.close();
});

/** One process's scheduler: its own connections, store and sender; the sender takes a moment. */
function worker(db: Database) {
  const inner = new SandboxVatReceiptSender(db, shop.clock);
  const sent: string[] = [];
  const sender: VatReceiptSender = {
    name: 'sandbox-slow',
    async issue(request) {
      sent.push(request.orderNumber);
      await new Promise((resolve) => setTimeout(resolve, 15));
      return inner.issue(request);
    },
  };
  return { deps: { db, clock: shop.clock, store: commerceEventStore(db), sender }, sent };
}

describe('VAT receipts from two schedulers', () => {
  it('issues one receipt per delivered order, each sent by one process only', async () => {
    const token = await shop.token();
    const numbers: string[] = [];
    for (let index = 0; index < ORDERS; index++) {
      const order = await paidOrder(shop, token);
      for (const step of ['prepare', 'dispatch', 'deliver'] as const) {
        expect((await staffCall(shop, order.number, step)).status).toBe(200);
      }
      numbers.push(order.number);
    }
    const first = worker(shop.db);
    const second = worker(otherDb);
    const [a, b] = await Promise.all([issueDueVatReceipts(first.deps), issueDueVatReceipts(second.deps)]);
    expect([...a.issued, ...b.issued].sort()).toEqual([...numbers].sort());
    expect(a.postponed).toEqual([]);
    expect(b.postponed).toEqual([]);
    // a claimed receipt is never sent by the other process
    expect(first.sent.filter((number) => second.sent.includes(number))).toEqual([]);
    const { rows } = await shop.db.query<{ order_number: string; issued: number; receipts: number }>(
      `select o.number as order_number,
              (select count(*)::int from events e
                where e.stream_id = o.stream_id and e.type = 'VatReceiptIssued') as issued,
              (select count(*)::int from sandbox_vat_receipts s where s.order_number = o.number) as receipts
         from orders o where o.number = any($1::text[])`,
      [numbers],
    );
    expect(rows).toHaveLength(ORDERS);
    for (const row of rows) expect(row).toMatchObject({ issued: 1, receipts: 1 });
  });
});
