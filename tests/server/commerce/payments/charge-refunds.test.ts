import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ABANDONED_RECHECK_MS,
  CONFIRM_TIMEOUT_MS,
} from '../../../../server/commerce/payments/confirm-attempts.ts';
import { payByCard } from '../../../../server/commerce/payments/payment-commands.ts';
import type {
  ConfirmInput,
  PaymentProvider,
  ProviderPayment,
} from '../../../../server/commerce/payments/provider.ts';
import type { ProviderJobContext } from '../../../../server/commerce/payments/provider-job-handlers.ts';
import type { SandboxProvider } from '../../../../server/commerce/payments/sandbox-provider.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import {
  cards,
  cartOf,
  newKey,
  orderEvents,
  paidTotal,
  placeCart,
  sandboxWebhook,
} from './payment-support.ts';
import { jobContext, workProviderJobs } from './provider-job-support.ts';

/**
 * Refunds are keyed by charge, not one per payment: an attempt the provider said it had never seen,
 * charged anyway after another attempt paid, is refunded once, however its news arrives (its
 * webhook, the recheck of the abandoned attempt, the late request). Under `npm run test:pg -- <this
 * file>` the webhooks and the recovery workers really overlap on a PostgreSQL server's pool.
 */
let shop: TestShop;
let token: string;

beforeAll(async () => {
  // the app's own scheduler stays out of the way: these tests work the outbox by hand
  shop = await createTestShop({ PAYMENT_JOBS_INTERVAL_MS: '3600000' });
  token = await shop.token();
});
afterAll(() => shop.close());

const card = { number: cards.ok, expiry: '12/30', cvc: '123', holder: null };
/** What the sandbox is given for a card that succeeds (the shop checks the card before this). */
const cardInput: ConfirmInput = {
  kind: 'card',
  card: { number: '4242424242424242', brand: 'VISA', last4: '4242', expiry: '12/30', holder: null },
};

async function pendingCardPayment() {
  const cart = await cartOf(shop, token);
  const { total } = await placeCart(shop, cart.number, { dueInMinutes: 3 * 24 * 60 });
  const started = await cart.rest('POST', `/api/v2/orders/${cart.number}/payments`, {
    headers: { ...cart.shopper.headers, 'idempotency-key': newKey() },
    body: { payment_method: 'card' },
  });
  const payment = started.body as { id: string; amount: number };
  const identity = { orderToken: cart.shopper.headers['x-order-token'] };
  const provider: ProviderPayment = {
    id: payment.id,
    orderNumber: cart.number,
    amount: payment.amount,
    providerRef: null,
  };
  return { ...cart, total, identity, payment, provider };
}

/** The sandbox with its `confirm` replaced (its ledger and every other method are the real ones). */
function withConfirm(
  context: ProviderJobContext,
  confirm: (sandbox: SandboxProvider, ...args: [ProviderPayment, ConfirmInput, string]) => Promise<unknown>,
): ProviderJobContext {
  const sandbox = context.provider as SandboxProvider;
  const provider: PaymentProvider = Object.create(sandbox, {
    confirm: { value: (...args: [ProviderPayment, ConfirmInput, string]) => confirm(sandbox, ...args) },
  });
  return { ...context, provider };
}

/** A confirm whose request never reached the provider; its recovery abandons it ("never seen"). */
async function abandonedAttempt(order: Awaited<ReturnType<typeof pendingCardPayment>>) {
  const lost = withConfirm(jobContext(shop), async () => {
    throw new Error('connect ETIMEDOUT (the request never reached the provider)');
  });
  await expect(
    payByCard(lost, order.identity, { paymentId: order.payment.id, card, saveCard: false }, newKey()),
  ).rejects.toThrow(/ETIMEDOUT/);
  shop.clock.advance(CONFIRM_TIMEOUT_MS);
  await workProviderJobs(shop);
  const attempts = await attemptsOf(order.payment.id);
  expect(attempts.map((attempt) => attempt.state)).toEqual(['ABANDONED']);
  return attempts[0]!.id;
}

const attemptsOf = async (paymentId: string) =>
  (
    await shop.db.query<{ id: string; state: string }>(
      'select id, state from payment_attempts where payment_id = $1 order by started_at, id',
      [paymentId],
    )
  ).rows;

const chargesOf = async (paymentId: string) =>
  (
    await shop.db.query<{ charge_ref: string | null; disposition: string }>(
      'select charge_ref, disposition from payment_charges where payment_id = $1 order by id',
      [paymentId],
    )
  ).rows;

const refundJobsOf = async (paymentId: string) =>
  (
    await shop.db.query<{ subject: string; state: string }>(
      `select subject, state from provider_jobs where kind = 'refund' and subject like $1 order by id`,
      [`${paymentId}%`],
    )
  ).rows;

/** What the provider holds for the shop: charged − refunded, in tugrik. */
async function providerBalance(sandbox: SandboxProvider, paymentId: string, amount: number) {
  const refunded = (await sandbox.refundsOf(paymentId)).reduce((sum, refund) => sum + refund.amount, 0);
  return (await sandbox.chargesOf(paymentId)) * amount - refunded;
}

function webhook(sandbox: SandboxProvider, payment: ProviderPayment, chargeRef: string | null) {
  const callback = sandbox.signedCallback(payment, 'captured', chargeRef);
  return shop.app.inject({
    method: 'POST',
    url: '/api/v2/payments/webhooks/sandbox',
    headers: { ...callback.headers, 'content-type': 'application/json' },
    payload: callback.rawBody,
  });
}

describe(`two attempts of one payment both charged (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('one counts, the other is refunded once, with webhooks and recoveries racing; staff cancel refunds only the counted one', async () => {
    const order = await pendingCardPayment();
    const context = jobContext(shop);
    const sandbox = context.provider as SandboxProvider;
    const first = await abandonedAttempt(order);
    // The second attempt charges, and its process dies before recording it.
    const dying = withConfirm(context, async (real, ...args) => {
      await real.confirm(...args);
      throw new Error('the process died before recording the answer');
    });
    await expect(
      payByCard(dying, order.identity, { paymentId: order.payment.id, card, saveCard: false }, newKey()),
    ).rejects.toThrow(/process died/);
    const second = (await attemptsOf(order.payment.id))[1]!.id;
    // The provider works off the first request after all: charged twice for one payment.
    await sandbox.confirm(order.provider, cardInput, first);
    expect(await sandbox.chargesOf(order.payment.id)).toBe(2);
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toEqual([]);

    // Both recoveries are due (the second attempt's, the first one's recheck); the provider's
    // webhooks for both charges arrive at once, each more than once.
    shop.clock.advance(ABANDONED_RECHECK_MS);
    const answers = await Promise.all([
      ...[first, second, first, second, first].map((ref) => webhook(sandbox, order.provider, ref)),
      workProviderJobs(shop, jobContext(shop)),
      workProviderJobs(shop, jobContext(shop)),
    ]);
    for (const answer of answers.slice(0, 5)) expect((answer as { statusCode: number }).statusCode).toBe(200);

    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toEqual([
      { amount: order.total, method: 'card', paymentId: order.payment.id },
    ]);
    const charges = await chargesOf(order.payment.id);
    expect(charges.map((charge) => charge.disposition).sort()).toEqual(['COUNTED', 'REFUNDED']);
    expect(charges.map((charge) => charge.charge_ref).sort()).toEqual([first, second].sort());
    const counted = charges.find((charge) => charge.disposition === 'COUNTED')!.charge_ref;
    const extra = charges.find((charge) => charge.disposition === 'REFUNDED')!.charge_ref;
    expect(await refundJobsOf(order.payment.id)).toEqual([
      { subject: `${order.payment.id}:${extra}`, state: expect.any(String) },
    ]);
    await workProviderJobs(shop, context);
    expect(await sandbox.refundsOf(order.payment.id)).toEqual([
      { chargeRef: extra, amount: order.payment.amount, refundRef: expect.stringMatching(/^sbx_re_/) },
    ]);
    const payment = await shop.db.query('select state from payments where id = $1', [order.payment.id]);
    expect(payment.rows[0]).toEqual({ state: 'CAPTURED' });
    // money conservation: what the provider holds is what the order counts as paid
    expect(await paidTotal(shop, order.number)).toBe(order.total);
    expect(await providerBalance(sandbox, order.payment.id, order.payment.amount)).toBe(order.total);

    // the same news once more, from every side, changes nothing
    await Promise.all([webhook(sandbox, order.provider, first), webhook(sandbox, order.provider, second)]);
    shop.clock.advance(ABANDONED_RECHECK_MS);
    await workProviderJobs(shop, context);
    expect(await sandbox.refundsOf(order.payment.id)).toHaveLength(1);
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toHaveLength(1);

    // Staff cancel: the counted charge goes back, the refunded one is not refunded again.
    const canceled = await shop.app.inject({
      method: 'POST',
      url: `/api/v2/admin/orders/${order.number}/cancel`,
      headers: { authorization: `Bearer ${shop.config.secrets.staffToken}` },
      payload: { reason: 'the customer called: cancel and refund' },
    });
    expect(canceled.statusCode).toBe(200);
    await workProviderJobs(shop, context);
    const refunds = await sandbox.refundsOf(order.payment.id);
    expect(refunds.map((refund) => refund.chargeRef).sort()).toEqual([counted, extra].sort());
    expect(await providerBalance(sandbox, order.payment.id, order.payment.amount)).toBe(0);
    const recorded = await shop.db.query<{ charge_ref: string; reason: string }>(
      'select charge_ref, reason from payment_refunds where payment_id = $1 order by id',
      [order.payment.id],
    );
    expect(recorded.rows).toEqual([
      { charge_ref: extra, reason: 'DUPLICATE_CHARGE' },
      { charge_ref: counted, reason: 'ORDER_CANCELED' },
    ]);
  });
});

describe('an abandoned attempt charged later', () => {
  it('is counted by its recheck when no other attempt paid', async () => {
    const order = await pendingCardPayment();
    const context = jobContext(shop);
    const sandbox = context.provider as SandboxProvider;
    const first = await abandonedAttempt(order);
    await sandbox.confirm(order.provider, cardInput, first);
    shop.clock.advance(ABANDONED_RECHECK_MS);
    await workProviderJobs(shop, context);
    expect(await chargesOf(order.payment.id)).toEqual([{ charge_ref: first, disposition: 'COUNTED' }]);
    expect(await attemptsOf(order.payment.id)).toEqual([{ id: first, state: 'CAPTURED' }]);
    expect(await paidTotal(shop, order.number)).toBe(order.total);
    expect(await refundJobsOf(order.payment.id)).toEqual([]);
  });

  it('reported by its late request after another attempt paid: refunded once', async () => {
    const order = await pendingCardPayment();
    const context = jobContext(shop);
    const sandbox = context.provider as SandboxProvider;
    // the first request hangs at the provider past its timeout; recovery finds nothing there yet
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached!: () => void;
    const atProvider = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const slow = withConfirm(context, async (real, ...args) => {
      reached();
      await gate;
      return real.confirm(...args);
    });
    const late = payByCard(
      slow,
      order.identity,
      { paymentId: order.payment.id, card, saveCard: false },
      newKey(),
    );
    await atProvider;
    shop.clock.advance(CONFIRM_TIMEOUT_MS);
    await workProviderJobs(shop, context);
    expect((await attemptsOf(order.payment.id)).map((attempt) => attempt.state)).toEqual(['ABANDONED']);
    const paid = await payByCard(
      context,
      order.identity,
      { paymentId: order.payment.id, card, saveCard: false },
      newKey(),
    );
    expect(paid.state).toBe('CAPTURED');
    release();
    expect((await late).state).toBe('CAPTURED');
    const first = (await attemptsOf(order.payment.id))[0]!.id;
    expect(await refundJobsOf(order.payment.id)).toEqual([
      { subject: `${order.payment.id}:${first}`, state: 'pending' },
    ]);
    await workProviderJobs(shop, context);
    shop.clock.advance(ABANDONED_RECHECK_MS);
    await workProviderJobs(shop, context);
    expect(await sandbox.refundsOf(order.payment.id)).toEqual([
      expect.objectContaining({ chargeRef: first }),
    ]);
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toHaveLength(1);
    expect(await providerBalance(sandbox, order.payment.id, order.payment.amount)).toBe(order.total);
  });

  it('a failure reported for it leaves the payment open for the next attempt, which then pays', async () => {
    const order = await pendingCardPayment();
    const context = jobContext(shop);
    const sandbox = context.provider as SandboxProvider;
    const first = await abandonedAttempt(order);
    const callback = sandbox.signedCallback(order.provider, 'failed', first);
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/v2/payments/webhooks/sandbox',
      headers: { ...callback.headers, 'content-type': 'application/json' },
      payload: callback.rawBody,
    });
    expect([answer.statusCode, answer.json().payment_state]).toEqual([200, 'PENDING']);
    expect(await orderEvents(shop, order.number, 'PaymentFailed')).toEqual([]);
    // the shopper's next attempt is not refused as a closed payment
    await payByCard(
      context,
      order.identity,
      { paymentId: order.payment.id, card, saveCard: false },
      newKey(),
    );
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toHaveLength(1);
    expect(await paidTotal(shop, order.number)).toBe(order.total);
  });

  it('a webhook with a malformed charge id is refused and changes nothing', async () => {
    const order = await pendingCardPayment();
    const answer = await shop.app.inject(
      sandboxWebhook(shop, {
        id: `evt_bad_charge_${order.payment.id}`,
        type: 'payment.captured',
        data: { payment_id: order.payment.id, amount: order.payment.amount, charge_id: 42 },
      }),
    );
    expect([answer.statusCode, answer.json().code]).toEqual([400, 'SHOP_ERR_PAYMENT_CALLBACK_INVALID']);
    expect(await chargesOf(order.payment.id)).toEqual([]);
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toEqual([]);
  });
});
