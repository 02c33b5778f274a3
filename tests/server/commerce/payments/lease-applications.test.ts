import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemTotal } from '../../../../machines/order-lifecycle.ts';
import { loadStream } from '../../../../server/commerce/orders/order-stream.ts';
import { SandboxLeaseProvider } from '../../../../server/commerce/payments/lease-provider.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { cards, cartOf, newKey, orderEvents, placeCart } from './payment-support.ts';
import { flaky, jobContext, jobsOf, workProviderJobs } from './provider-job-support.ts';

/**
 * The lease application (spec §4) leaves through the provider outbox once the down payment is
 * captured, exactly once per order, and the credit company's answer lands on the order's loan
 * region. The sandbox company declines more than 1,000,000 MNT financed and approves the rest.
 */
let shop: TestShop;
let token: string;
let userId = 900;

beforeAll(async () => {
  shop = await createTestShop({ PAYMENT_JOBS_INTERVAL_MS: '3600000' });
  token = await shop.token();
});
afterAll(() => shop.close());

/** A member's placed order of `total` MNT with a 12-month lease at the smallest down payment. */
async function leasedOrder(total: number) {
  const id = ++userId;
  const cart = await cartOf(shop, token, { userId: id });
  const items = itemTotal((await loadStream(shop.db, cart.number)).aggregate.snapshot.context.lines);
  await placeCart(shop, cart.number, { shippingCost: total - items });
  const headers = cart.shopper.headers;
  const check = await cart.rest('GET', `/api/v2/orders/${cart.number}/check_lend?months=12`, { headers });
  const down = check.body.downPayment as number;
  const leased = await cart.rest('POST', `/api/v2/orders/${cart.number}/lease`, {
    headers,
    body: { months: 12, down_payment: down },
  });
  expect(leased.status).toBe(200);
  const payDown = async () => {
    const started = await cart.rest('POST', `/api/v2/orders/${cart.number}/payments`, {
      headers: { ...headers, 'idempotency-key': newKey() },
      body: { payment_method: 'card' },
    });
    expect(started.body.amount).toBe(down);
    const paid = await cart.rest('POST', `/api/v2/payments/${started.body.id}/card`, {
      headers: { ...headers, 'idempotency-key': newKey() },
      body: { card_number: cards.ok, expiry: '12/30', cvc: '123' },
    });
    expect(paid.body.state).toBe('CAPTURED');
  };
  return { ...cart, down, payDown };
}

const application = async (number: string) =>
  (
    await shop.db.query<{ state: string; application_ref: string | null; decline_reason: string | null }>(
      'select state, application_ref, decline_reason from lease_applications where order_number = $1',
      [number],
    )
  ).rows[0];

const loanRegion = async (number: string) => {
  const { snapshot } = (await loadStream(shop.db, number)).aggregate;
  return (snapshot.value as { placed: { loan: string } }).placed.loan;
};

describe('lease applications', () => {
  it('waits for the down payment, then is sent once and approved on the order', async () => {
    const order = await leasedOrder(600_000);
    const leaseProvider = new SandboxLeaseProvider();
    const context = jobContext(shop, { leaseProvider });
    await workProviderJobs(shop, context);
    expect(leaseProvider.applications.size).toBe(0); // nothing goes out before the down payment
    expect(await application(order.number)).toMatchObject({ state: 'pending' });

    await order.payDown();
    expect(await application(order.number)).toMatchObject({ state: 'queued' });
    expect(await loanRegion(order.number)).toBe('applicationSent');
    await workProviderJobs(shop, context);
    await workProviderJobs(shop, context);
    expect([...leaseProvider.applications.values()]).toEqual([
      {
        orderNumber: order.number,
        userId: expect.any(Number),
        amount: 600_000,
        downPayment: order.down,
        months: 12,
        monthly: expect.any(Number),
      },
    ]);
    expect(await application(order.number)).toMatchObject({
      state: 'approved',
      application_ref: expect.stringMatching(/^sbx_lease_/),
    });
    expect(await loanRegion(order.number)).toBe('approved');
    expect(await orderEvents(shop, order.number, 'LoanApproved')).toEqual([
      { applicationRef: (await application(order.number))!.application_ref },
    ]);
  });

  it('an unreachable credit company: retried with backoff, one application, declined over the limit', async () => {
    const order = await leasedOrder(1_500_000); // 30 % down: 1,050,000 financed, over the sandbox's limit
    await order.payDown();
    const leaseProvider = new SandboxLeaseProvider();
    const context = jobContext(shop, { leaseProvider: flaky(leaseProvider, 'submit', 2) });
    expect((await workProviderJobs(shop, context)).postponed).toHaveLength(1);
    shop.clock.advance(30_000);
    expect((await workProviderJobs(shop, context)).postponed).toHaveLength(1);
    expect((await workProviderJobs(shop, context)).done).toBe(0); // second backoff: a minute
    shop.clock.advance(60_000);
    expect((await workProviderJobs(shop, context)).done).toBe(1);
    expect(await jobsOf(shop, order.number)).toEqual([
      { kind: 'lease_application', state: 'done', attempts: 3, last_error: null },
    ]);
    expect(leaseProvider.applications.size).toBe(1);
    expect(await application(order.number)).toMatchObject({
      state: 'declined',
      decline_reason: 'CREDIT_LIMIT_EXCEEDED',
    });
    expect(await loanRegion(order.number)).toBe('declined');
    expect(await orderEvents(shop, order.number, 'LoanDeclined')).toHaveLength(1);
  });
});
