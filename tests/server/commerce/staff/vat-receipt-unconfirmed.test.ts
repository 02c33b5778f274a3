import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import {
  issueDueVatReceipts,
  type VatReceiptSender,
} from '../../../../server/commerce/vat-receipts/index.ts';
import { CLAIM_MS } from '../../../../server/commerce/vat-receipts/issuing.ts';
import { SandboxVatReceiptSender } from '../../../../server/commerce/vat-receipts/sandbox-sender.ts';
import {
  VatReceiptRefused,
  type VatReceiptRequest,
} from '../../../../server/commerce/vat-receipts/sender.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { paidOrder, staffCall, streamEvents } from './staff-support.ts';

/**
 * PosAPI 3.0 has no idempotency key and no receipt lookup, so a receipt is sent at most once: a
 * call that ended with no answer, or a `sending` row left by a process that stopped mid-call, is
 * `needs_check` — never sent again by the scheduler, listed for an operator, who records what
 * ebarimt shows or sends it again.
 */
let shop: TestShop;
let token: string;

beforeAll(async () => {
  // the app's own VAT scheduler stays out of the way: these tests run passes by hand
  shop = await createTestShop({ VAT_RECEIPT_INTERVAL_MS: '3600000' });
  token = await shop.token();
});
afterAll(() => shop.close());

/** Like PosAPI: not repeat-safe; each call issues a real receipt (counted per order). */
function posapiLike(behaviour: (request: VatReceiptRequest) => Promise<void> = async () => {}) {
  const inner = new SandboxVatReceiptSender(shop.db, shop.clock);
  const calls: string[] = [];
  const sender: VatReceiptSender = {
    name: 'posapi-like',
    repeatSafe: false,
    async issue(request) {
      calls.push(request.orderNumber);
      const issued = await inner.issue(request);
      await behaviour(request);
      return issued;
    },
  };
  return { sender, calls };
}

const deps = (sender: VatReceiptSender) => ({
  db: shop.db,
  clock: shop.clock,
  store: commerceEventStore(shop.db),
  sender,
});

async function deliveredOrder(skip: number) {
  const order = await paidOrder(shop, token, { skip });
  for (const step of ['prepare', 'dispatch', 'deliver'] as const) {
    expect((await staffCall(shop, order.number, step)).status).toBe(200);
  }
  return order.number;
}

const rowOf = async (number: string) =>
  (
    await shop.db.query<{ state: string; last_error: string | null }>(
      'select state, last_error from vat_receipts where order_number = $1',
      [number],
    )
  ).rows[0];

const issuedEvents = async (number: string) =>
  (await streamEvents(shop.db, number)).filter((event) => event.type === 'VatReceiptIssued');

const wrongToken = { authorization: 'Bearer not-the-staff-token' };
const staffRequest = (method: 'GET' | 'POST', url: string, payload?: object, authorized = true) =>
  shop.app.inject({
    method,
    url,
    headers: authorized ? { authorization: `Bearer ${shop.config.secrets.staffToken}` } : wrongToken,
    ...(payload ? { payload } : {}),
  });
const checked = (number: string, body: object, authorized = true) =>
  staffRequest('POST', `/api/v2/admin/orders/${number}/vat-receipt/checked`, body, authorized);

describe('a VAT receipt sent with no answer', () => {
  it('is not sent again; the operator records the receipt found in ebarimt', async () => {
    const number = await deliveredOrder(0);
    const { sender, calls } = posapiLike(async () => {
      throw new Error('The operation was aborted due to timeout');
    });
    const pass = await issueDueVatReceipts(deps(sender));
    expect(pass.unconfirmed).toEqual([{ orderNumber: number, error: expect.stringMatching(/timeout/) }]);
    expect(await rowOf(number)).toEqual({
      state: 'needs_check',
      last_error: expect.stringMatching(/outcome unknown .*check ebarimt/),
    });
    // later passes, even long after, never call the sender for it again
    shop.clock.advance(24 * 3_600_000);
    await issueDueVatReceipts(deps(sender));
    expect(calls.filter((call) => call === number)).toHaveLength(1);

    const listed = await staffRequest('GET', '/api/v2/admin/vat-receipts/unconfirmed');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().receipts).toEqual([expect.objectContaining({ order_number: number, attempts: 1 })]);
    // a staff token is required, and a receipt found needs its number: nothing changes
    expect((await checked(number, { found: true, receipt_number: '1'.repeat(33) }, false)).statusCode).toBe(
      401,
    );
    const missing = await checked(number, { found: true });
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'SHOP_ERR_VALIDATION']);
    const bad = await checked(number, { found: true, receipt_number: 'DDTD-1' });
    expect(bad.statusCode).toBe(400);
    expect(await rowOf(number)).toMatchObject({ state: 'needs_check' });

    const receiptNumber = '1'.repeat(33);
    const answer = await checked(number, {
      found: true,
      receipt_number: receiptNumber,
      lottery_code: 'AB 12345678',
    });
    expect(answer.json()).toEqual({ order_number: number, state: 'issued' });
    expect(await issuedEvents(number)).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ receiptNumber, lotteryCode: 'AB 12345678' }),
      }),
    ]);
    expect(await rowOf(number)).toEqual({ state: 'issued', last_error: null });
    // checked once is checked: a second answer is refused and changes nothing
    const again = await checked(number, { found: false });
    expect([again.statusCode, again.json().code]).toEqual([409, 'SHOP_ERR_ORDER_TRANSITION_REFUSED']);
    expect((await staffRequest('GET', '/api/v2/admin/vat-receipts/unconfirmed')).json().receipts).toEqual([]);
    const unknown = await checked('R000000000', { found: false });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'SHOP_ERR_ORDER_NOT_FOUND']);
  });

  it('left `sending` by a process that stopped mid-call: flagged, never re-sent blindly; sent again once the operator found none', async () => {
    const number = await deliveredOrder(1);
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    const dying = posapiLike(() => stuck);
    const dead = issueDueVatReceipts(deps(dying.sender));
    // the call is under way: the row is `sending`, committed before the call
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await rowOf(number)).toMatchObject({ state: 'sending' });
    // … the process is gone; after its claim lapsed another process starts a pass
    shop.clock.advance(CLAIM_MS + 1);
    const next = posapiLike();
    const pass = await issueDueVatReceipts(deps(next.sender));
    expect(pass.unconfirmed).toEqual([{ orderNumber: number, error: expect.stringMatching(/stopped/) }]);
    expect(next.calls).not.toContain(number);
    expect(await rowOf(number)).toMatchObject({ state: 'needs_check' });

    // the operator found nothing in ebarimt: it is sent again, once
    expect((await checked(number, { found: false })).json()).toEqual({
      order_number: number,
      state: 'pending',
    });
    expect((await issueDueVatReceipts(deps(next.sender))).issued).toEqual([number]);
    expect(next.calls.filter((call) => call === number)).toHaveLength(1);
    // the stopped process's late answer records nothing more
    release();
    expect((await dead).issued).toEqual([]);
    expect(await issuedEvents(number)).toHaveLength(1);
  });

  it('a definite refusal is retried after its backoff, as before', async () => {
    const number = await deliveredOrder(2);
    let refuse = true;
    const { sender, calls } = posapiLike();
    const refusing: VatReceiptSender = {
      ...sender,
      async issue(request) {
        if (refuse)
          throw new VatReceiptRefused('PosAPI refused the receipt (400): merchantTin is not registered');
        return sender.issue(request);
      },
    };
    const first = await issueDueVatReceipts(deps(refusing));
    expect(first.postponed.map((item) => item.orderNumber)).toEqual([number]);
    expect(await rowOf(number)).toMatchObject({ state: 'pending' });
    refuse = false;
    shop.clock.advance(60_000);
    expect((await issueDueVatReceipts(deps(refusing))).issued).toEqual([number]);
    expect(calls).toEqual([number]);
  });
});
