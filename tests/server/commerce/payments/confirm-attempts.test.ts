import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_TIMEOUT_MS } from '../../../../server/commerce/payments/confirm-attempts.ts';
import { confirmTan, payByCard } from '../../../../server/commerce/payments/payment-commands.ts';
import type {
  ConfirmInput,
  PaymentProvider,
  ProviderPayment,
} from '../../../../server/commerce/payments/provider.ts';
import type { ProviderJobContext } from '../../../../server/commerce/payments/provider-job-handlers.ts';
import type { SandboxProvider } from '../../../../server/commerce/payments/sandbox-provider.ts';
import { ShopError } from '../../../../server/platform/errors.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { cards, cartOf, newKey, orderEvents, paidTotal, placeCart } from './payment-support.ts';
import { jobContext, jobsOf, workProviderJobs } from './provider-job-support.ts';

/**
 * Card, TAN and store-pay confirmations call the provider with no transaction open: a CONFIRMING
 * attempt is committed first, the answer recorded after. A crash in between is recovered by the
 * `confirm_attempt` job asking the provider; two confirms at once charge once.
 */
let shop: TestShop;
let token: string;

beforeAll(async () => {
  // the app's own scheduler stays out of the way: these tests work the outbox by hand
  shop = await createTestShop({ PAYMENT_JOBS_INTERVAL_MS: '3600000' });
  token = await shop.token();
});
afterAll(() => shop.close());

const card = (number: string) => ({ number, expiry: '12/30', cvc: '123', holder: null });

async function pendingCardPayment() {
  const cart = await cartOf(shop, token);
  const { total } = await placeCart(shop, cart.number);
  const started = await cart.rest('POST', `/api/v2/orders/${cart.number}/payments`, {
    headers: { ...cart.shopper.headers, 'idempotency-key': newKey() },
    body: { payment_method: 'card' },
  });
  const identity = { orderToken: cart.shopper.headers['x-order-token'] };
  return { ...cart, total, identity, payment: started.body as { id: string; amount: number } };
}

/** The sandbox with its `confirm` replaced (its ledger and every other method are the real ones). */
function withConfirm(
  context: ProviderJobContext,
  confirm: (
    sandbox: SandboxProvider,
    payment: ProviderPayment,
    input: ConfirmInput,
    attemptId: string,
  ) => Promise<unknown>,
): ProviderJobContext {
  const sandbox = context.provider as SandboxProvider;
  const provider: PaymentProvider = Object.create(sandbox, {
    confirm: { value: (...args: [ProviderPayment, ConfirmInput, string]) => confirm(sandbox, ...args) },
  });
  return { ...context, provider };
}

const attemptsOf = async (paymentId: string) =>
  (
    await shop.db.query<{ id: string; kind: string; state: string }>(
      'select id, kind, state from payment_attempts where payment_id = $1 order by started_at, id',
      [paymentId],
    )
  ).rows;

const paymentState = async (paymentId: string) =>
  (await shop.db.query<{ state: string }>('select state from payments where id = $1', [paymentId])).rows[0]
    ?.state;

const codeOf = (error: unknown) => (error instanceof ShopError ? error.shopCode : String(error));

describe('a confirmation in flight', () => {
  it('is committed as CONFIRMING, the provider asked with no transaction open; a second confirm is PAYMENT_IN_PROGRESS', async () => {
    const order = await pendingCardPayment();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked!: () => void;
    const waiting = new Promise<void>((resolve) => {
      asked = resolve;
    });
    const context = withConfirm(jobContext(shop), async (sandbox, payment, input, attemptId) => {
      asked();
      await gate;
      return sandbox.confirm(payment, input, attemptId);
    });
    const first = payByCard(
      context,
      order.identity,
      { paymentId: order.payment.id, card: card(cards.ok), saveCard: false },
      newKey(),
    );
    await waiting;
    // PGlite has one connection: an open transaction would hold these queries until the provider answered.
    expect(await attemptsOf(order.payment.id)).toEqual([
      { id: expect.stringMatching(/^att_/), kind: 'card', state: 'CONFIRMING' },
    ]);
    expect(await paymentState(order.payment.id)).toBe('PENDING');
    const second = await payByCard(
      context,
      order.identity,
      { paymentId: order.payment.id, card: card(cards.ok), saveCard: false },
      newKey(),
    ).catch(codeOf);
    expect(second).toBe('PAYMENT_IN_PROGRESS');
    // over REST the same refusal is a coded 409
    const rest = await order.rest('POST', `/api/v2/payments/${order.payment.id}/card`, {
      headers: { ...order.shopper.headers, 'idempotency-key': newKey() },
      body: { card_number: cards.ok, expiry: '12/30', cvc: '123' },
    });
    expect([rest.status, rest.body.code]).toEqual([409, 'SHOP_ERR_PAYMENT_IN_PROGRESS']);
    release();
    expect((await first).state).toBe('CAPTURED');
    const sandbox = context.provider as SandboxProvider;
    expect(await sandbox.chargesOf(order.payment.id)).toBe(1);
    expect(await attemptsOf(order.payment.id)).toEqual([expect.objectContaining({ state: 'CAPTURED' })]);
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toHaveLength(1);
    // its recovery job, once due, finds it recorded and asks the provider nothing
    shop.clock.advance(CONFIRM_TIMEOUT_MS);
    const attemptId = (await attemptsOf(order.payment.id))[0]!.id;
    await workProviderJobs(shop, context);
    expect(await jobsOf(shop, attemptId)).toEqual([
      { kind: 'confirm_attempt', state: 'done', attempts: 1, last_error: null },
    ]);
    expect(await sandbox.chargesOf(order.payment.id)).toBe(1);
  });
});

describe('a crash between the provider and the record', () => {
  it('after the charge: the recovery job records exactly one capture', async () => {
    const order = await pendingCardPayment();
    const context = jobContext(shop);
    const sandbox = context.provider as SandboxProvider;
    const dying = withConfirm(context, async (real, payment, input, attemptId) => {
      await real.confirm(payment, input, attemptId);
      throw new Error('the process died before recording the answer');
    });
    await expect(
      payByCard(
        dying,
        order.identity,
        { paymentId: order.payment.id, card: card(cards.ok), saveCard: false },
        newKey(),
      ),
    ).rejects.toThrow(/process died/);
    expect(await sandbox.chargesOf(order.payment.id)).toBe(1);
    expect(await paymentState(order.payment.id)).toBe('PENDING');
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toEqual([]);
    // the shopper's retry while the attempt may still be live is refused, and charges nothing
    const retry = await payByCard(
      context,
      order.identity,
      { paymentId: order.payment.id, card: card(cards.ok), saveCard: false },
      newKey(),
    ).catch(codeOf);
    expect(retry).toBe('PAYMENT_IN_PROGRESS');
    // not judged before its timeout
    expect((await workProviderJobs(shop, context)).done).toBe(0);
    shop.clock.advance(CONFIRM_TIMEOUT_MS);
    expect((await workProviderJobs(shop, context)).done).toBeGreaterThanOrEqual(1);
    expect(await paymentState(order.payment.id)).toBe('CAPTURED');
    expect(await attemptsOf(order.payment.id)).toEqual([expect.objectContaining({ state: 'CAPTURED' })]);
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toEqual([
      { amount: order.total, method: 'card', paymentId: order.payment.id },
    ]);
    expect(await paidTotal(shop, order.number)).toBe(order.total);
    // the shopper's next click is answered with the captured payment, and charges nothing more
    const again = await payByCard(
      context,
      order.identity,
      { paymentId: order.payment.id, card: card(cards.ok), saveCard: false },
      newKey(),
    );
    expect(again.state).toBe('CAPTURED');
    expect(await sandbox.chargesOf(order.payment.id)).toBe(1);
    // another pass records nothing twice
    shop.clock.advance(CONFIRM_TIMEOUT_MS);
    await workProviderJobs(shop, context);
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toHaveLength(1);
  });

  it('after a decline: recovered as PaymentFailed, and the shopper may pay again', async () => {
    const order = await pendingCardPayment();
    const context = jobContext(shop);
    const dying = withConfirm(context, async (real, payment, input, attemptId) => {
      await real.confirm(payment, input, attemptId);
      throw new Error('the process died before recording the answer');
    });
    await expect(
      payByCard(
        dying,
        order.identity,
        { paymentId: order.payment.id, card: card(cards.declined), saveCard: false },
        newKey(),
      ),
    ).rejects.toThrow(/process died/);
    shop.clock.advance(CONFIRM_TIMEOUT_MS);
    await workProviderJobs(shop, context);
    expect(await paymentState(order.payment.id)).toBe('FAILED');
    expect(await orderEvents(shop, order.number, 'PaymentFailed')).toEqual([
      { reason: 'PAYMENT_DECLINED', paymentId: order.payment.id },
    ]);
  });

  it('before the provider got it: the attempt is abandoned, nothing charged, the next confirm pays once', async () => {
    const order = await pendingCardPayment();
    const context = jobContext(shop);
    const sandbox = context.provider as SandboxProvider;
    const dying = withConfirm(context, async () => {
      throw new Error('connect ETIMEDOUT (the request never reached the provider)');
    });
    await expect(
      payByCard(
        dying,
        order.identity,
        { paymentId: order.payment.id, card: card(cards.ok), saveCard: false },
        newKey(),
      ),
    ).rejects.toThrow(/ETIMEDOUT/);
    shop.clock.advance(CONFIRM_TIMEOUT_MS);
    await workProviderJobs(shop, context);
    expect(await attemptsOf(order.payment.id)).toEqual([expect.objectContaining({ state: 'ABANDONED' })]);
    expect(await paymentState(order.payment.id)).toBe('PENDING');
    expect(await orderEvents(shop, order.number, 'PaymentFailed')).toEqual([]);
    const paid = await payByCard(
      context,
      order.identity,
      { paymentId: order.payment.id, card: card(cards.ok), saveCard: false },
      newKey(),
    );
    expect(paid.state).toBe('CAPTURED');
    expect(await sandbox.chargesOf(order.payment.id)).toBe(1);
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toHaveLength(1);
  });

  it('during the TAN step: the recovered code captures once', async () => {
    const order = await pendingCardPayment();
    const context = jobContext(shop);
    const sandbox = context.provider as SandboxProvider;
    const asked = await payByCard(
      context,
      order.identity,
      { paymentId: order.payment.id, card: card(cards.tan), saveCard: false },
      newKey(),
    );
    expect(asked.state).toBe('REQUIRES_TAN');
    const dying = withConfirm(context, async (real, payment, input, attemptId) => {
      await real.confirm(payment, input, attemptId);
      throw new Error('the process died before recording the answer');
    });
    await expect(
      confirmTan(dying, order.identity, { paymentId: order.payment.id, tan: '123456' }),
    ).rejects.toThrow(/process died/);
    expect(
      await confirmTan(context, order.identity, { paymentId: order.payment.id, tan: '123456' }).catch(codeOf),
    ).toBe('PAYMENT_IN_PROGRESS');
    shop.clock.advance(CONFIRM_TIMEOUT_MS);
    await workProviderJobs(shop, context);
    expect(await paymentState(order.payment.id)).toBe('CAPTURED');
    expect(await sandbox.chargesOf(order.payment.id)).toBe(1);
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toHaveLength(1);
  });
});

describe(`concurrent confirms (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('5 card confirms of one payment at once: one charge at the provider, one PaymentCaptured', async () => {
    const order = await pendingCardPayment();
    const context = jobContext(shop);
    const sandbox = context.provider as SandboxProvider;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        payByCard(
          context,
          order.identity,
          { paymentId: order.payment.id, card: card(cards.ok), saveCard: false },
          newKey(),
        ).then((payment) => payment.state, codeOf),
      ),
    );
    // each one either charged, found it captured, or was told it is in progress: nothing else
    expect(answers.every((answer) => answer === 'CAPTURED' || answer === 'PAYMENT_IN_PROGRESS')).toBe(true);
    expect(answers).toContain('CAPTURED');
    expect(await sandbox.chargesOf(order.payment.id)).toBe(1);
    expect(await sandbox.confirmationsOf(order.payment.id)).toHaveLength(1);
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toEqual([
      { amount: order.total, method: 'card', paymentId: order.payment.id },
    ]);
    expect(await paidTotal(shop, order.number)).toBe(order.total);
  });
});
