import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayment } from '../../../../server/commerce/payments/payment-commands.ts';
import type { IntentRequest, PaymentProvider } from '../../../../server/commerce/payments/provider.ts';
import { providerJobHandlers } from '../../../../server/commerce/payments/provider-job-handlers.ts';
import {
  CLAIM_MS,
  claimNextJob,
  completeJob,
  runDueJobs,
} from '../../../../server/commerce/payments/provider-jobs.ts';
import type { SandboxProvider } from '../../../../server/commerce/payments/sandbox-provider.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { cartOf, newKey, placeCart, sandboxWebhook } from './payment-support.ts';
import { flaky, jobContext, jobsOf, workProviderJobs } from './provider-job-support.ts';

/**
 * Provider calls run outside database transactions: the intent after its payment row commits, a
 * refund from the provider outbox. A failing provider leaves a retryable row; a worker that dies
 * between the provider's answer and its record is retried without acting twice.
 */
let shop: TestShop;
let token: string;

beforeAll(async () => {
  // the app's own scheduler stays out of the way: these tests work the outbox by hand
  shop = await createTestShop({ PAYMENT_JOBS_INTERVAL_MS: '3600000' });
  token = await shop.token();
});
afterAll(() => shop.close());

async function placedOrder() {
  const cart = await cartOf(shop, token);
  await placeCart(shop, cart.number);
  return cart;
}

const identityOf = (headers: Record<string, string>) => ({ orderToken: headers['x-order-token'] });

/** A payment that failed, then a capture of it arrived: settlement refunds it through the outbox. */
async function refundDue() {
  const cart = await placedOrder();
  const started = await cart.rest('POST', `/api/v2/orders/${cart.number}/payments`, {
    headers: { ...cart.shopper.headers, 'idempotency-key': newKey() },
    body: { payment_method: 'qpay' },
  });
  const payment = started.body as { id: string; amount: number };
  const notice = (type: string, id: string) =>
    sandboxWebhook(shop, { id, type, data: { payment_id: payment.id, amount: payment.amount } });
  await shop.app.inject(notice('payment.failed', `evt_f_${payment.id}`));
  const late = await shop.app.inject(notice('payment.captured', `evt_c_${payment.id}`));
  expect(late.json().payment_state).toBe('REFUNDED');
  return payment;
}

const refundsOf = async (paymentId: string) =>
  (
    await shop.db.query<{ amount: number; reason: string; provider_ref: string }>(
      'select amount, reason, provider_ref from payment_refunds where payment_id = $1',
      [paymentId],
    )
  ).rows;

describe('intent creation', () => {
  it('asks the provider with no transaction open', async () => {
    const cart = await placedOrder();
    const context = jobContext(shop);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked!: () => void;
    const waiting = new Promise<void>((resolve) => {
      asked = resolve;
    });
    const slow: PaymentProvider = Object.create(context.provider, {
      createIntent: {
        value: async (request: IntentRequest) => {
          asked();
          await gate;
          return context.provider.createIntent(request);
        },
      },
    });
    const started = startPayment(
      { ...context, provider: slow },
      identityOf(cart.shopper.headers),
      cart.number,
      { method: 'qpay' },
      newKey(),
    );
    await waiting;
    // The payment row is committed and the database free while the provider thinks (PGlite has one
    // connection: an open transaction would hold this query until the provider answered).
    const rows = await shop.db.query<{ state: string; provider_ref: string | null }>(
      'select state, provider_ref from payments where order_number = $1',
      [cart.number],
    );
    expect(rows.rows).toEqual([{ state: 'PENDING', provider_ref: null }]);
    release();
    const payment = await started;
    expect(payment.qr?.pay_url).toMatch(/\/sandbox\/pay\/pay_/);
  });

  it('a provider failing once: the same key retried creates the intent, one payment in all', async () => {
    const cart = await placedOrder();
    const context = jobContext(shop);
    const key = newKey();
    const identity = identityOf(cart.shopper.headers);
    const failing = { ...context, provider: flaky(context.provider, 'createIntent') };
    await expect(startPayment(failing, identity, cart.number, { method: 'qpay' }, key)).rejects.toThrow(
      /ETIMEDOUT/,
    );
    const retried = await startPayment(failing, identity, cart.number, { method: 'qpay' }, key);
    expect(retried.state).toBe('PENDING');
    expect(retried.qr?.svg).toMatch(/^<svg/);
    const rows = await shop.db.query('select id from payments where order_number = $1', [cart.number]);
    expect(rows.rows).toEqual([{ id: retried.id }]);
  });
});

describe('refunds through the provider outbox', () => {
  it('a provider failing once: postponed with a backoff, then refunded once', async () => {
    const payment = await refundDue();
    expect(await jobsOf(shop, payment.id)).toEqual([
      { kind: 'refund', state: 'pending', attempts: 0, last_error: null },
    ]);
    const context = jobContext(shop);
    const sandbox = context.provider as SandboxProvider;
    const failing = { ...context, provider: flaky(sandbox, 'refund') };
    const first = await runDueJobs(failing, providerJobHandlers(failing));
    expect(first.postponed).toHaveLength(1);
    expect(await refundsOf(payment.id)).toEqual([]);
    expect((await jobsOf(shop, payment.id))[0]).toMatchObject({ state: 'pending', attempts: 1 });
    // not due again before its backoff
    expect((await runDueJobs(failing, providerJobHandlers(failing))).done).toBe(0);
    shop.clock.advance(30_000);
    expect((await runDueJobs(failing, providerJobHandlers(failing))).done).toBe(1);
    const refunds = await refundsOf(payment.id);
    expect(refunds).toEqual([
      {
        amount: payment.amount,
        reason: 'PAYMENT_ALREADY_SETTLED',
        provider_ref: expect.stringMatching(/^sbx_re_/),
      },
    ]);
    expect(await sandbox.refundsOf(payment.id)).toHaveLength(1);
    expect((await jobsOf(shop, payment.id))[0]).toMatchObject({
      state: 'done',
      attempts: 2,
      last_error: null,
    });
    // done is done: another pass refunds nothing more
    await runDueJobs(failing, providerJobHandlers(failing));
    expect(await refundsOf(payment.id)).toHaveLength(1);
  });

  it('a worker dying between the provider and the record: the retry refunds once', async () => {
    const payment = await refundDue();
    const context = jobContext(shop);
    const sandbox = context.provider as SandboxProvider;
    const handlers = providerJobHandlers(context);
    const job = (await claimNextJob(context))!;
    expect(job).toMatchObject({ kind: 'refund', subject: payment.id });
    const answer = (await handlers.refund.call(job)) as { refundRef: string };
    // … the process dies here: the provider refunded, nothing is recorded, the claim stays.
    expect(await refundsOf(payment.id)).toEqual([]);
    expect((await workProviderJobs(shop, context)).done).toBe(0); // a live claim is left alone
    shop.clock.advance(CLAIM_MS);
    expect((await workProviderJobs(shop, context)).done).toBe(1);
    expect(await refundsOf(payment.id)).toEqual([
      expect.objectContaining({ provider_ref: answer.refundRef }),
    ]);
    expect(await sandbox.refundsOf(payment.id)).toEqual([
      { chargeRef: null, amount: payment.amount, refundRef: answer.refundRef },
    ]);
    // the dead worker's late record finds the job done and writes nothing
    await completeJob(context, handlers.refund, job, { refundRef: 'sbx_re_late' });
    expect(await refundsOf(payment.id)).toEqual([
      expect.objectContaining({ provider_ref: answer.refundRef }),
    ]);
  });

  it('two workers at once do each job once', async () => {
    const payments = [await refundDue(), await refundDue(), await refundDue()];
    const context = jobContext(shop);
    const sandbox = context.provider as SandboxProvider;
    const passes = await Promise.all([workProviderJobs(shop, context), workProviderJobs(shop, context)]);
    expect(passes[0]!.done + passes[1]!.done).toBeGreaterThanOrEqual(3);
    for (const payment of payments) {
      expect(await refundsOf(payment.id)).toHaveLength(1);
      expect(await sandbox.refundsOf(payment.id)).toHaveLength(1);
    }
  });
});
