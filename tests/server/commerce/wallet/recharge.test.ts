import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { restClient } from '../orders/order-support.ts';
import { cards, newKey, sandboxWebhook } from '../payments/payment-support.ts';

/**
 * Wallet recharge (#16): a recharge is its own payable, paid through the checkout's providers; the
 * wallet is credited once, on capture. The race runs truly concurrent under
 * `npm run test:pg -- tests/server/commerce/wallet/recharge.test.ts`.
 */
let shop: TestShop;
let rest: ReturnType<typeof restClient>;
let users = 7_100;

beforeAll(async () => {
  shop = await createTestShop();
  rest = restClient(shop, await shop.token());
});
afterAll(() => shop.close());

const member = () => ({ 'x-shop-user-id': String(++users) });

interface Answer {
  recharge: { id: string; amount: number; state: string; failure_code: string | null };
  payment: { id: string; amount: number; state: string; qr: { pay_url: string } | null } | null;
}

async function startRecharge(headers: Record<string, string>, amount: number, method = 'qpay') {
  return rest('POST', '/api/v2/users/recharges', {
    headers: { ...headers, 'idempotency-key': newKey() },
    body: { amount, payment_method: method },
  });
}

async function started(headers: Record<string, string>, amount: number, method = 'qpay') {
  const answer = await startRecharge(headers, amount, method);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as unknown as Answer;
}

async function statement(headers: Record<string, string>) {
  const answer = await rest('GET', '/api/v2/users/store_credits?page=1', { headers });
  expect(answer.status).toBe(200);
  return answer.body as {
    balance: number;
    cash: number;
    bonus: number;
    rules: Record<string, number>;
    entries: { amount: number; reason: string; bucket: string; order_number: string | null }[];
  };
}

const captured = (paymentId: string, amount: number, event = `evt_${paymentId}`) =>
  sandboxWebhook(shop, { id: event, type: 'payment.captured', data: { payment_id: paymentId, amount } });

async function eventsOf(streamId: string) {
  const { rows } = await shop.db.query<{ type: string }>(
    'select type from events where stream_id = $1 order by stream_version',
    [streamId],
  );
  return rows.map((row) => row.type);
}

describe('the wallet statement', () => {
  it('splits the balance by bucket and states the §9 rules the server applies', async () => {
    const headers = member();
    const wallet = await statement(headers);
    expect(wallet).toMatchObject({ balance: 0, cash: 0, bonus: 0, entries: [] });
    expect(wallet.rules).toEqual({
      min_order: 20_000,
      min_use: 500,
      bonus_max_share_percent: 50,
      purchase_bonus_percent: 2,
      loyalty_earn_percent: 1,
      recharge_min: 1_000,
      recharge_max: 2_000_000,
    });
    const userId = Number(headers['x-shop-user-id']);
    await shop.store.append(`wallet-${userId}`, 'any', [
      { type: 'WalletCredited', data: { amount: 3_000, reason: 'PURCHASE_BONUS', bucket: 'bonus' } },
      { type: 'WalletCredited', data: { amount: 20_000, reason: 'GIFT_CARD', bucket: 'cash' } },
    ]);
    expect(await statement(headers)).toMatchObject({ balance: 23_000, cash: 20_000, bonus: 3_000 });
  });

  it('is for members only', async () => {
    const answer = await rest('GET', '/api/v2/users/store_credits', {});
    expect(answer.body.code).toBe('SHOP_ERR_LOGIN_REQUIRED');
  });
});

describe('recharge limits', () => {
  it.each([
    [0, 'SHOP_ERR_RECHARGE_BELOW_MINIMUM', { min: ['1000'] }],
    [-5_000, 'SHOP_ERR_RECHARGE_BELOW_MINIMUM', { min: ['1000'] }],
    [999, 'SHOP_ERR_RECHARGE_BELOW_MINIMUM', { min: ['1000'] }],
    [2_000_001, 'SHOP_ERR_RECHARGE_ABOVE_MAXIMUM', { max: ['2000000'] }],
  ])('%d ₮ is refused (%s) and nothing is written', async (amount, code, errors) => {
    const before = await shop.db.query('select count(*)::int as n from events');
    const answer = await startRecharge(member(), amount);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code, errors });
    const after = await shop.db.query('select count(*)::int as n from events');
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it('a fraction is refused by the schema before anything is written', async () => {
    const answer = await startRecharge(member(), 1500.5);
    expect(answer.status).toBe(400);
  });

  it('a guest may not recharge; a recharge is not paid by lease or store-pay', async () => {
    expect((await startRecharge({}, 5_000)).body.code).toBe('SHOP_ERR_LOGIN_REQUIRED');
    expect((await startRecharge(member(), 200_000, 'lease')).body.code).toBe(
      'SHOP_ERR_PAYMENT_METHOD_NOT_FOUND',
    );
  });

  it('the limits are configuration', async () => {
    const small = await createTestShop({ WALLET_RECHARGE_MIN: '5000', WALLET_RECHARGE_MAX: '10000' });
    try {
      const smallRest = restClient(small, await small.token());
      const answer = await smallRest('POST', '/api/v2/users/recharges', {
        headers: { ...member(), 'idempotency-key': newKey() },
        body: { amount: 20_000, payment_method: 'qpay' },
      });
      expect(answer.body).toMatchObject({
        code: 'SHOP_ERR_RECHARGE_ABOVE_MAXIMUM',
        errors: { max: ['10000'] },
      });
    } finally {
      await small.close();
    }
  });
});

describe('paying a recharge', () => {
  it('the sandbox pay page pays a QR recharge: credited once as RECHARGE cash, with its line', async () => {
    const headers = member();
    const { recharge, payment } = await started(headers, 50_000);
    expect(recharge).toMatchObject({ amount: 50_000, state: 'REQUESTED' });
    expect(payment?.qr?.pay_url).toContain(`/sandbox/pay/${payment?.id}`);
    const page = await shop.app.inject({ method: 'GET', url: `/sandbox/pay/${payment?.id}?lang=en` });
    expect(page.body).toContain('Wallet recharge');
    const paid = await shop.app.inject({ method: 'POST', url: `/sandbox/pay/${payment?.id}/pay?lang=en` });
    expect(paid.headers.location).toContain('result=sent');
    const after = await rest('GET', `/api/v2/users/recharges/${recharge.id}`, { headers });
    expect(after.body).toMatchObject({ recharge: { state: 'PAID' }, payment: { state: 'CAPTURED' } });
    const wallet = await statement(headers);
    expect(wallet).toMatchObject({ balance: 50_000, cash: 50_000, bonus: 0 });
    expect(wallet.entries).toEqual([
      expect.objectContaining({ amount: 50_000, reason: 'RECHARGE', bucket: 'cash', order_number: null }),
    ]);
  });

  it('a card pays it (4242 4242 4242 4242)', async () => {
    const headers = member();
    const { recharge, payment } = await started(headers, 12_345, 'card');
    const answer = await rest('POST', `/api/v2/payments/${payment?.id}/card`, {
      headers: { ...headers, 'idempotency-key': newKey() },
      body: { card_number: cards.ok, expiry: '12/30', cvc: '123' },
    });
    expect(answer.body).toMatchObject({ state: 'CAPTURED', recharge_id: recharge.id, order_number: null });
    expect((await statement(headers)).cash).toBe(12_345);
  });

  it("another shopper cannot see or pay someone's recharge", async () => {
    const { recharge, payment } = await started(member(), 5_000, 'card');
    const stranger = member();
    expect(
      (await rest('GET', `/api/v2/users/recharges/${recharge.id}`, { headers: stranger })).body.code,
    ).toBe('SHOP_ERR_RECHARGE_NOT_FOUND');
    const paid = await rest('POST', `/api/v2/payments/${payment?.id}/card`, {
      headers: { ...stranger, 'idempotency-key': newKey() },
      body: { card_number: cards.ok, expiry: '12/30', cvc: '123' },
    });
    expect(paid.body.code).toBe('SHOP_ERR_PAYMENT_NOT_FOUND');
  });

  it('20 identical capture webhooks at once credit the wallet once', async () => {
    const headers = member();
    const { recharge, payment } = await started(headers, 30_000);
    const webhook = captured(payment!.id, 30_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => shop.app.inject(webhook)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json().duplicate === false)).toHaveLength(1);
    // a second provider event for the same capture changes nothing either
    await shop.app.inject(captured(payment!.id, 30_000, `evt_other_${payment!.id}`));
    const wallet = await statement(headers);
    expect(wallet.balance).toBe(30_000);
    expect(wallet.entries.filter((entry) => entry.reason === 'RECHARGE')).toHaveLength(1);
    expect(await eventsOf(`recharge-${recharge.id}`)).toEqual(['RechargeRequested', 'RechargePaid']);
  });

  it('a declined card fails the recharge and credits nothing', async () => {
    const headers = member();
    const { recharge, payment } = await started(headers, 8_000, 'card');
    const answer = await rest('POST', `/api/v2/payments/${payment?.id}/card`, {
      headers: { ...headers, 'idempotency-key': newKey() },
      body: { card_number: cards.declined, expiry: '12/30', cvc: '123' },
    });
    expect(answer.body).toMatchObject({ state: 'FAILED', failure_code: 'PAYMENT_DECLINED' });
    const after = await rest('GET', `/api/v2/users/recharges/${recharge.id}`, { headers });
    expect(after.body).toMatchObject({ recharge: { state: 'FAILED', failure_code: 'PAYMENT_DECLINED' } });
    // a capture arriving after the failure is refunded, never credited
    await shop.app.inject(captured(payment!.id, 8_000));
    expect((await statement(headers)).balance).toBe(0);
    const refunds = await shop.db.query('select reason from payment_charges where payment_id = $1', [
      payment!.id,
    ]);
    expect(refunds.rows).toEqual([{ reason: 'PAYMENT_ALREADY_SETTLED' }]);
  });

  it('an expired recharge credits nothing: its late capture is refunded', async () => {
    const headers = member();
    const { recharge, payment } = await started(headers, 9_000);
    shop.clock.advance(31 * 60_000);
    const listed = await rest('GET', `/api/v2/users/recharges/${recharge.id}`, { headers });
    expect(listed.body).toMatchObject({ recharge: { state: 'EXPIRED', failure_code: 'RECHARGE_EXPIRED' } });
    const late = await shop.app.inject(captured(payment!.id, 9_000));
    expect(late.json()).toMatchObject({ payment_state: 'REFUNDED' });
    expect((await statement(headers)).balance).toBe(0);
    expect(await eventsOf(`recharge-${recharge.id}`)).toEqual(['RechargeRequested', 'RechargeExpired']);
    const job = await shop.db.query(`select kind from provider_jobs where subject = $1`, [payment!.id]);
    expect(job.rows).toEqual([{ kind: 'refund' }]);
  });
});
