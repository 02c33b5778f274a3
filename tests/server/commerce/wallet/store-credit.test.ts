import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { rechargeWallet } from '../../../../server/commerce/wallet/demo.ts';
import { drainOrderRewards, releaseOrderTenders } from '../../../../server/commerce/wallet/index.ts';
import { drainPast } from '../../../support/follower.ts';
import {
  appendOrderEvents,
  cartOf,
  createMoneyShop,
  eventCount,
  headersOf,
  type MoneyShop,
  onOrder,
  orderRow,
  placeOrder,
  type Rest,
  restOf,
  smallCartOf,
  walletOf,
} from './money-support.ts';

let shop: MoneyShop;
let rest: Rest;
let nextUser = 100;

beforeAll(async () => {
  shop = await createMoneyShop();
  rest = restOf(shop);
});
afterAll(async () => {
  await shop?.close();
});

async function creditBonus(userId: number, amount: number) {
  await shop.store.append(`wallet-${userId}`, 'any', [
    {
      type: 'WalletCredited',
      data: { amount, reason: 'PURCHASE_BONUS', orderNumber: 'R1', bucket: 'bonus' },
    },
  ]);
}

/** Runs `attempt`, expects the coded refusal, and that nothing at all was written. */
async function refusedUnchanged(
  number: string,
  userId: number,
  attempt: () => Promise<{ status: number; body: Record<string, unknown> }>,
  code: string,
) {
  const [before, wallet, events] = [
    await orderRow(shop.db, number),
    await walletOf(shop.db, userId),
    await eventCount(shop.db),
  ];
  const answer = await attempt();
  expect(answer.body.code).toBe(`SHOP_ERR_${code}`);
  expect(await orderRow(shop.db, number)).toEqual(before);
  expect(await walletOf(shop.db, userId)).toEqual(wallet);
  expect(await eventCount(shop.db)).toBe(events);
  return answer;
}

describe('apply_store_credit (spec §9: above 20,000 ₮, bonus up to 50 %, at least 500 ₮)', () => {
  it('replays a repeated Idempotency-Key, and refuses it with another amount (#15.9)', async () => {
    const userId = nextUser++;
    await rechargeWallet(shop.db, userId, 30_000);
    const cart = await cartOf(shop, rest, 50_000, userId);
    const apply = onOrder(rest, cart.number, cart.shopper);
    const key = { 'idempotency-key': 'wallet-key-0123456789' };
    const first = await apply('apply_store_credit', { amount: 5_000 }, key);
    expect(first.status).toBe(200);
    expect((await apply('apply_store_credit', { amount: 5_000 }, key)).body).toEqual(first.body);
    const other = await apply('apply_store_credit', { amount: 9_000 }, key);
    expect(other).toMatchObject({ status: 422, body: { code: 'SHOP_ERR_IDEMPOTENCY_KEY_REUSED' } });
    expect(await walletOf(shop.db, userId)).toEqual({ cash: 25_000, bonus: 0 });
  });

  it('debits the wallet and lowers the order total by the same amount, in one transaction', async () => {
    const userId = nextUser++;
    await rechargeWallet(shop.db, userId, 30_000);
    const cart = await cartOf(shop, rest, 50_000, userId);
    const answer = await onOrder(rest, cart.number, cart.shopper)('apply_store_credit', { amount: 12_000 });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(cart.total - 12_000);
    expect(await walletOf(shop.db, userId)).toEqual({ cash: 18_000, bonus: 0 });
    expect((await orderRow(shop.db, cart.number)).adjustments).toEqual([
      { kind: 'storeCredit', code: 'wallet', amount: 12_000 },
    ]);
    const statement = await rest('GET', '/api/v2/users/store_credits', { headers: headersOf({ userId }) });
    expect(statement.body).toMatchObject({ balance: 18_000, more: false });
    expect(
      (statement.body.entries as { amount: number; reason: string }[]).map((e) => [e.amount, e.reason]),
    ).toEqual([
      [-12_000, 'ORDER_PAYMENT'],
      [30_000, 'RECHARGE'],
    ]);
  });

  it('caps the purchase bonus at 50 % of the order and says the usable maximum', async () => {
    const userId = nextUser++;
    await creditBonus(userId, 1_000_000);
    await rechargeWallet(shop.db, userId, 1_000);
    const cart = await cartOf(shop, rest, 40_000, userId);
    const max = Math.min(cart.total, 1_000 + Math.floor(cart.total / 2));
    const apply = onOrder(rest, cart.number, cart.shopper);
    const refused = await refusedUnchanged(
      cart.number,
      userId,
      () => apply('apply_store_credit', { amount: max + 1 }),
      'WALLET_AMOUNT_TOO_HIGH',
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ max: [String(max)] });
    expect(refused.body.error).toContain(String(max));
    const taken = await apply('apply_store_credit', { amount: max });
    expect(taken.status).toBe(200);
    // the bonus bucket pays first, up to the cap; cash pays the rest
    expect(await walletOf(shop.db, userId)).toEqual({ cash: 0, bonus: 1_000_000 - (max - 1_000) });
  });

  it('refuses more than the balance, less than 500 ₮, small orders, guests and a second use', async () => {
    const userId = nextUser++;
    await rechargeWallet(shop.db, userId, 5_000);
    const cart = await cartOf(shop, rest, 30_000, userId);
    const apply = onOrder(rest, cart.number, cart.shopper);
    const high = await refusedUnchanged(
      cart.number,
      userId,
      () => apply('apply_store_credit', { amount: 5_001 }),
      'WALLET_AMOUNT_TOO_HIGH',
    );
    expect(high.body.errors).toEqual({ max: ['5000'] });
    const low = await refusedUnchanged(
      cart.number,
      userId,
      () => apply('apply_store_credit', { amount: 499 }),
      'WALLET_AMOUNT_TOO_LOW',
    );
    expect(low.body.errors).toEqual({ min: ['500'] });
    const guest = onOrder(rest, cart.number, { orderToken: cart.shopper.orderToken! });
    const anonymous = await refusedUnchanged(
      cart.number,
      userId,
      () => guest('apply_store_credit', { amount: 1_000 }),
      'LOGIN_REQUIRED',
    );
    expect(anonymous.status).toBe(401);
    for (const amount of [0, -5, 10.5]) {
      const bad = await refusedUnchanged(
        cart.number,
        userId,
        () => apply('apply_store_credit', { amount }),
        'VALIDATION',
      );
      expect(bad.status).toBe(400);
    }
    expect((await apply('apply_store_credit', { amount: 500 })).status).toBe(200);
    await refusedUnchanged(
      cart.number,
      userId,
      () => apply('apply_store_credit', { amount: 500 }),
      'ADJUSTMENT_ALREADY_APPLIED',
    );

    const small = await smallCartOf(shop, rest, 20_000, userId);
    expect(small.total).toBeLessThan(20_000);
    const tooSmall = onOrder(rest, small.number, small.shopper);
    const refusal = await refusedUnchanged(
      small.number,
      userId,
      () => tooSmall('apply_store_credit', { amount: 500 }),
      'WALLET_ORDER_TOO_SMALL',
    );
    expect(refusal.body.errors).toEqual({ min: ['20000'] });
  });

  it("never touches another shopper's order: their number answers 'no order was found'", async () => {
    const owner = nextUser++;
    const intruder = nextUser++;
    await rechargeWallet(shop.db, intruder, 50_000);
    const cart = await cartOf(shop, rest, 30_000, owner);
    const foreign = onOrder(rest, cart.number, { userId: intruder });
    const answer = await refusedUnchanged(
      cart.number,
      intruder,
      () => foreign('apply_store_credit', { amount: 1_000 }),
      'ORDER_NOT_FOUND',
    );
    expect(answer.status).toBe(404);
  });

  it('replays the first answer for a repeated Idempotency-Key instead of debiting twice', async () => {
    const userId = nextUser++;
    await rechargeWallet(shop.db, userId, 10_000);
    const cart = await cartOf(shop, rest, 30_000, userId);
    const apply = onOrder(rest, cart.number, cart.shopper);
    const key = { 'idempotency-key': 'wallet-apply-0001-abcdef' };
    const first = await apply('apply_store_credit', { amount: 2_000 }, key);
    const again = await apply('apply_store_credit', { amount: 2_000 }, key);
    expect(again).toEqual(first);
    expect(await walletOf(shop.db, userId)).toEqual({ cash: 8_000, bonus: 0 });
  });
});

describe('giving store credit back', () => {
  it('remove_adjustment returns the credit to its buckets and restores the total', async () => {
    const userId = nextUser++;
    await creditBonus(userId, 3_000);
    await rechargeWallet(shop.db, userId, 10_000);
    const cart = await cartOf(shop, rest, 30_000, userId);
    const apply = onOrder(rest, cart.number, cart.shopper);
    await apply('apply_store_credit', { amount: 8_000 });
    expect(await walletOf(shop.db, userId)).toEqual({ cash: 5_000, bonus: 0 });
    const removed = await apply('remove_adjustment', { kind: 'storeCredit', code: 'wallet' });
    expect(removed.body.total).toBe(cart.total);
    expect(await walletOf(shop.db, userId)).toEqual({ cash: 10_000, bonus: 3_000 });
    const again = await apply('remove_adjustment', { kind: 'storeCredit', code: 'wallet' });
    expect(again.body.code).toBe('SHOP_ERR_ADJUSTMENT_NOT_FOUND');
    expect(await walletOf(shop.db, userId)).toEqual({ cash: 10_000, bonus: 3_000 });
  });

  it('releaseOrderTenders gives back once, however often it is called', async () => {
    const userId = nextUser++;
    await rechargeWallet(shop.db, userId, 20_000);
    const cart = await cartOf(shop, rest, 40_000, userId);
    await onOrder(rest, cart.number, cart.shopper)('apply_store_credit', { amount: 15_000 });
    await placeOrder(shop, cart.number);
    const { store } = shop;
    const order = { number: cart.number, userId: null, adjustments: [] };
    await shop.db.transaction((tx) => releaseOrderTenders(tx, store, order, 'expired'));
    const events = await eventCount(shop.db);
    await shop.db.transaction((tx) => releaseOrderTenders(tx, store, order, 'expired'));
    // also with a store that runs no money projections (the release projects them itself)
    await shop.db.transaction((tx) =>
      releaseOrderTenders(tx, commerceEventStore(shop.db), order, 'canceled'),
    );
    expect(await eventCount(shop.db)).toBe(events);
    expect(await walletOf(shop.db, userId)).toEqual({ cash: 20_000, bonus: 0 });
  });
});

describe('purchase bonus and loyalty points of a paid order', () => {
  it('credits 2 % to the wallet and 1 % in points once, on the capture that covers the total', async () => {
    const userId = nextUser++;
    const cart = await cartOf(shop, rest, 60_000, userId);
    // a cart of the user's own: rewards go to the order's user
    await appendOrderEvents(shop, cart.number, [{ type: 'CartAssignedToUser', userId }]);
    const total = await placeOrder(shop, cart.number);
    const part = Math.floor(total / 3);
    await appendOrderEvents(shop, cart.number, [
      { type: 'PaymentCaptured', amount: part, method: 'card', paymentId: 'p1' },
    ]);
    const { store } = shop;
    const drain = () => drainOrderRewards(shop.db, store);
    await drainPast(shop.db, 'order-rewards', `order-${cart.number}`, drain);
    expect(await walletOf(shop.db, userId)).toEqual({ cash: 0, bonus: 0 });
    await appendOrderEvents(shop, cart.number, [
      { type: 'PaymentCaptured', amount: total - part, method: 'card', paymentId: 'p2' },
    ]);
    await drainPast(shop.db, 'order-rewards', `order-${cart.number}`, drain);
    await drain();
    expect(await walletOf(shop.db, userId)).toEqual({ cash: 0, bonus: Math.floor(total * 0.02) });
    const points = await rest('GET', '/api/v2/orders/erp_loyalty', { headers: headersOf({ userId }) });
    expect(points.body).toEqual({ points: Math.floor(total / 100) });
    // the rewards checkpoint is persistent: resetting it replays captures, and the order is still rewarded once
    await shop.db.query(
      "update event_followers set transaction_id = '0', global_position = 0 where name = 'order-rewards'",
    );
    await drainPast(shop.db, 'order-rewards', `order-${cart.number}`, drain);
    expect(await walletOf(shop.db, userId)).toEqual({ cash: 0, bonus: Math.floor(total * 0.02) });
  });

  it('wallet and loyalty need a login', async () => {
    for (const path of ['/api/v2/users/store_credits', '/api/v2/orders/erp_loyalty']) {
      const answer = await rest('GET', path);
      expect(answer.body.code).toBe('SHOP_ERR_LOGIN_REQUIRED');
    }
  });
});

describe('apply_loyalty_points (1 point = 1 ₮)', () => {
  it('redeems points, refuses more than the balance or the amount due, and gives them back', async () => {
    const userId = nextUser++;
    await shop.store.append(`loyalty-${userId}`, 'no_stream', [
      { type: 'LoyaltyPointsEarned', data: { points: 3_000, orderNumber: 'R0' } },
    ]);
    const cart = await cartOf(shop, rest, 20_000, userId);
    const apply = onOrder(rest, cart.number, cart.shopper);
    const tooMany = await apply('apply_loyalty_points', { points: 3_001 });
    expect(tooMany.body).toMatchObject({
      code: 'SHOP_ERR_LOYALTY_POINTS_INSUFFICIENT',
      errors: { max: ['3000'] },
    });
    const taken = await apply('apply_loyalty_points', { points: 2_500 });
    expect(taken.body.total).toBe(cart.total - 2_500);
    const points = () => rest('GET', '/api/v2/orders/erp_loyalty', { headers: headersOf({ userId }) });
    expect((await points()).body).toEqual({ points: 500 });
    await apply('remove_adjustment', { kind: 'loyalty', code: 'points' });
    expect((await points()).body).toEqual({ points: 3_000 });
  });
});
