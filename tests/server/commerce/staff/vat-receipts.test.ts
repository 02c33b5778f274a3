import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { vatReceiptRequests } from '../../../../server/commerce/orders/vat-receipt-requests.ts';
import {
  issueDueVatReceipts,
  VAT_RECEIPT_WINDOW_MS,
  type VatReceiptSender,
} from '../../../../server/commerce/vat-receipts/index.ts';
import { SandboxVatReceiptSender } from '../../../../server/commerce/vat-receipts/sandbox-sender.ts';
import type { VatReceiptRequest } from '../../../../server/commerce/vat-receipts/sender.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { organization, paidOrder, placedOrder, staffCall, streamEvents } from './staff-support.ts';

/**
 * The VAT receipt lifecycle (spec §9): waiting once paid, pending on delivery with its 14 days,
 * issued by the scheduler through the e-receipt sender, once, retried until the sender works.
 */
let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await createTestShop();
  token = await shop.token();
});
afterAll(() => shop.close());

const sandbox = () => new SandboxVatReceiptSender(shop.db, shop.clock);
const deps = (sender: VatReceiptSender = sandbox()) => ({
  db: shop.db,
  clock: shop.clock,
  store: commerceEventStore(shop.db),
  sender,
});

/** A sender that fails `failures` times (the tax system is down), then passes calls to the sandbox. */
function failingFirst(failures: number) {
  const calls: VatReceiptRequest[] = [];
  const inner = sandbox();
  const sender: VatReceiptSender = {
    name: 'flaky',
    // it answers from the sandbox, which keeps one receipt per order
    repeatSafe: true,
    async issue(request) {
      calls.push(request);
      if (calls.length <= failures) throw new Error('ebarimt: service unavailable');
      return inner.issue(request);
    },
  };
  return { sender, calls };
}

async function deliveredOrder(options: Parameters<typeof paidOrder>[2] = {}) {
  const order = await paidOrder(shop, token, options);
  for (const step of ['prepare', 'dispatch', 'deliver'] as const) {
    const answer = await staffCall(shop, order.number, step);
    if (answer.status !== 200) throw new Error(`${step}: ${JSON.stringify(answer.body)}`);
  }
  return order;
}

const vatEvents = async (number: string) =>
  (await streamEvents(shop.db, number)).filter((event) => event.type.startsWith('VatReceipt'));

async function sandboxReceipts(number: string) {
  const { rows } = await shop.db.query<{ receipt_number: string; kind: string; register_number: string }>(
    'select receipt_number, kind, register_number from sandbox_vat_receipts where order_number = $1',
    [number],
  );
  return rows;
}

async function statusDetails(number: string): Promise<string[]> {
  const { rows } = await shop.db.query<{ status_details: string[] }>(
    'select status_details from orders where number = $1',
    [number],
  );
  return rows[0]!.status_details;
}

describe('VAT receipt lifecycle', () => {
  it('is waiting once paid, pending on delivery (due in 14 days), then issued with a lottery code', async () => {
    const order = await paidOrder(shop, token);
    expect(await vatEvents(order.number)).toEqual([
      { type: 'VatReceiptRequested', data: { kind: 'personal', registerNumber: null }, actor: 'system' },
    ]);
    expect(await statusDetails(order.number)).toContain('waitingVatReceipt');
    // nothing is sent before delivery
    expect((await issueDueVatReceipts(deps())).issued).not.toContain(order.number);

    await staffCall(shop, order.number, 'prepare');
    await staffCall(shop, order.number, 'dispatch');
    shop.clock.advance(3_600_000);
    const deliveredAt = shop.clock.now();
    await staffCall(shop, order.number, 'deliver');
    const pending = (await vatEvents(order.number))[1]!;
    expect(pending).toMatchObject({ type: 'VatReceiptPending', actor: 'staff' });
    expect(Date.parse(pending.data.dueAt as string)).toBe(deliveredAt.getTime() + VAT_RECEIPT_WINDOW_MS);
    expect(VAT_RECEIPT_WINDOW_MS).toBe(14 * 24 * 3_600_000);
    expect(await statusDetails(order.number)).toContain('vatReceiptPending');

    const pass = await issueDueVatReceipts(deps());
    expect(pass.issued).toContain(order.number);
    const issued = (await vatEvents(order.number))[2]!;
    expect(issued).toMatchObject({ type: 'VatReceiptIssued', actor: 'system' });
    expect(issued.data.receiptNumber).toMatch(/^\d{33}$/);
    expect(issued.data.lotteryCode).toMatch(/^[A-Z]{2} \d{8}$/);
    expect(Date.parse(issued.data.issuedAt as string)).toBeLessThan(Date.parse(pending.data.dueAt as string));
    const details = await statusDetails(order.number);
    expect(details).not.toContain('vatReceiptPending');
    expect(details).not.toContain('waitingVatReceipt');
    expect(await sandboxReceipts(order.number)).toEqual([
      { receipt_number: issued.data.receiptNumber, kind: 'personal', register_number: null },
    ]);
    // a later pass finds nothing more to send for it
    expect((await issueDueVatReceipts(deps())).issued).not.toContain(order.number);
    expect(await vatEvents(order.number)).toHaveLength(3);
  });

  it('gives an organization buyer an organization receipt with its register number, no lottery', async () => {
    const order = await deliveredOrder({ organization, skip: 1 });
    expect((await vatEvents(order.number))[0]!.data).toEqual({
      kind: 'organization',
      registerNumber: organization.registerNumber,
    });
    const { sender, calls } = failingFirst(0);
    await issueDueVatReceipts(deps(sender));
    expect(calls.find((call) => call.orderNumber === order.number)).toMatchObject({
      kind: 'organization',
      registerNumber: organization.registerNumber,
      amount: order.total,
      vat: Math.round((order.total * 10) / 110),
    });
    const issued = (await vatEvents(order.number)).at(-1)!;
    expect(issued).toMatchObject({ type: 'VatReceiptIssued', data: { lotteryCode: null } });
    expect(await sandboxReceipts(order.number)).toMatchObject([
      { kind: 'organization', register_number: organization.registerNumber },
    ]);
  });

  it('asks for the receipt at placing when a gift card already paid the whole order', async () => {
    const order = await placedOrder(shop, token, { prepaid: true, skip: 2 });
    expect(order.total).toBe(0);
    expect((await vatEvents(order.number)).map((event) => event.type)).toEqual(['VatReceiptRequested']);
  });

  it('retries a failing sender after a backoff and issues exactly one receipt', async () => {
    const order = await deliveredOrder({ skip: 3 });
    const { sender, calls } = failingFirst(1);
    const first = await issueDueVatReceipts(deps(sender));
    expect(first.postponed).toEqual([
      { orderNumber: order.number, error: 'Error: ebarimt: service unavailable' },
    ]);
    expect(await vatEvents(order.number)).toHaveLength(2);
    const { rows } = await shop.db.query<{ attempts: number; last_error: string; next_attempt_at: Date }>(
      'select attempts, last_error, next_attempt_at from vat_receipts where order_number = $1',
      [order.number],
    );
    expect(rows[0]).toMatchObject({ attempts: 1, last_error: 'ebarimt: service unavailable' });
    expect(new Date(rows[0]!.next_attempt_at).getTime()).toBe(shop.clock.now().getTime() + 60_000);
    // not due yet: the backoff is respected
    expect((await issueDueVatReceipts(deps(sender))).issued).toEqual([]);
    shop.clock.advance(60_000);
    const second = await issueDueVatReceipts(deps(sender));
    expect(second.issued).toEqual([order.number]);
    expect(calls.filter((call) => call.orderNumber === order.number)).toHaveLength(2);
    expect((await vatEvents(order.number)).filter((event) => event.type === 'VatReceiptIssued')).toHaveLength(
      1,
    );
    expect(await sandboxReceipts(order.number)).toHaveLength(1);
  });

  it('records one receipt when a lapsed claim lets a second worker send the same order', async () => {
    const order = await deliveredOrder({ skip: 4 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inner = sandbox();
    const slow: VatReceiptSender = {
      name: 'slow',
      repeatSafe: true,
      async issue(request) {
        await held;
        return inner.issue(request);
      },
    };
    const stuck = issueDueVatReceipts(deps(slow));
    // the first worker's call hangs past its claim; another worker takes the receipt over
    await new Promise((resolve) => setTimeout(resolve, 200));
    shop.clock.advance(180_000);
    const other = await issueDueVatReceipts(deps());
    expect(other.issued).toEqual([order.number]);
    release();
    expect((await stuck).issued).toEqual([]);
    expect((await vatEvents(order.number)).filter((event) => event.type === 'VatReceiptIssued')).toHaveLength(
      1,
    );
    expect(await sandboxReceipts(order.number)).toHaveLength(1);
  });

  it('replaying the log through the reaction (a rebuild) appends nothing', async () => {
    const count = async () =>
      (await shop.db.query<{ n: number }>('select count(*)::int as n from events')).rows[0]!.n;
    const before = await count();
    const replayed = await commerceEventStore(shop.db).rebuild(vatReceiptRequests);
    expect(replayed).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });
});
