import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepAdapter, Outbox } from '../../../../server/commerce/accounts/outbox.ts';
import { Users } from '../../../../server/commerce/accounts/users.ts';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { orderRoutes } from '../../../../server/commerce/orders/index.ts';
import {
  couponHoldingsProjection,
  couponHoldingsStreamId,
  grantCoupon,
} from '../../../../server/commerce/promotions/holdings.ts';
import { couponRoutes } from '../../../../server/commerce/promotions/routes.ts';
import { seedDemoMoney } from '../../../../server/commerce/wallet/demo.ts';
import { loyaltyStreamId } from '../../../../server/commerce/wallet/events.ts';
import { walletRoutes } from '../../../../server/commerce/wallet/index.ts';
import { fixedClock } from '../../../../server/platform/clock.ts';
import type { Database } from '../../../../server/platform/db/index.ts';
import { restErrorHandler } from '../../../../server/platform/http/errors.ts';
import { seedDemoCatalog } from '../../../../server/seed/index.ts';
import { createTestDatabase } from '../../../support/database.ts';
import { TEST_NOW } from '../../../support/shop.ts';
import { cartOf, type MoneyShop, onOrder, type Rest, restOf } from '../wallet/money-support.ts';

/** The held coupons, loyalty history and gift-card check routes, on the order and money routes. */
let db: Database;
let app: FastifyInstance;
let rest: Rest;
let shop: MoneyShop;
let nextUser = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  const clock = fixedClock(TEST_NOW);
  await seedDemoCatalog(db, { clock, store: commerceEventStore(db) });
  await seedDemoMoney(db, clock);
  app = Fastify({ ajv: { customOptions: { removeAdditional: false } } });
  app.setErrorHandler(restErrorHandler);
  await app.register(orderRoutes, { db, clock });
  await app.register(walletRoutes, { db, clock, rewardsIntervalMs: 0 });
  await app.register(couponRoutes, {
    db,
    clock,
    accounts: {
      outbox: new Outbox(db, clock, { email: keepAdapter, sms: keepAdapter }),
      users: new Users(db, clock),
    },
  });
  await app.ready();
  shop = { app, db, clock, store: commerceEventStore(db), close: async () => {} };
  rest = restOf(shop);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

/** A new account, with a confirmed e-mail or none. */
async function newShopper(email?: string): Promise<number> {
  nextUser++;
  const { rows } = await db.query<{ id: number }>(
    `insert into users (phone, email, email_confirmed, created_at, updated_at) values ($1, $2, $3, $4, $4) returning id`,
    [`8800${String(nextUser).padStart(4, '0')}`, email ?? null, email !== undefined, TEST_NOW],
  );
  return rows[0]!.id;
}

const as = (userId: number) => ({ headers: { 'x-shop-user-id': String(userId) } });
type Held = { code: string; kind: string; status: string; terms: { term: string }[] };
const codes = (body: Record<string, unknown>) =>
  (body.coupons as Held[]).map((coupon) => [coupon.code, coupon.status]);

describe('GET /api/v2/coupons', () => {
  it('gives a new account the WELCOME10 voucher, once, usable, with its terms', async () => {
    const userId = await newShopper();
    const first = await rest('GET', '/api/v2/coupons', as(userId));
    expect(first.status).toBe(200);
    expect(first.body.coupons).toEqual([
      expect.objectContaining({
        id: 'WELCOME10',
        kind: 'voucher',
        code: 'WELCOME10',
        discount: { type: 'percent', value: 10 },
        min_order: 20_000,
        status: 'usable',
        uses: 0,
        uses_left: 1,
        terms: [
          { term: 'MIN_ORDER', amount: 20_000 },
          { term: 'PER_SHOPPER', amount: 1 },
          { term: 'ITEMS_ONLY' },
          { term: 'ONE_OF_KIND_PER_ORDER' },
        ],
      }),
    ]);
    await rest('GET', '/api/v2/coupons', as(userId));
    const grants = await db.query('select 1 from events where stream_id = $1', [
      couponHoldingsStreamId(userId),
    ]);
    expect(grants.rows).toHaveLength(1);
  });

  it('refuses a guest', async () => {
    const answer = await rest('GET', '/api/v2/coupons');
    expect([answer.status, answer.body.code]).toEqual([401, 'SHOP_ERR_LOGIN_REQUIRED']);
  });

  it('sorts held coupons into usable, used and expired; a redeemed code counts as held', async () => {
    const userId = await newShopper();
    await grantCoupon(shop.store, db, userId, { code: '2019', reason: 'staff' });
    const cart = await cartOf(shop, rest, 40_000, userId);
    const apply = onOrder(rest, cart.number, cart.shopper);
    expect((await apply('apply_coupon_code', { coupon_code: 'WELCOME10' })).status).toBe(200);
    // typed in at checkout, never granted
    expect((await apply('apply_coupon_code', { coupon_code: '5000' })).status).toBe(200);

    const all = await rest('GET', '/api/v2/coupons', as(userId));
    expect(codes(all.body).sort()).toEqual([
      ['2019', 'expired'],
      ['5000', 'used'],
      ['WELCOME10', 'used'],
    ]);
    const used = await rest('GET', '/api/v2/coupons?status=used', as(userId));
    expect(codes(used.body).sort()).toEqual([
      ['5000', 'used'],
      ['WELCOME10', 'used'],
    ]);
    const expired = await rest('GET', '/api/v2/coupons?status=expired', as(userId));
    expect(codes(expired.body)).toEqual([['2019', 'expired']]);
    expect((await rest('GET', '/api/v2/coupons?status=usable', as(userId))).body.coupons).toEqual([]);
    const wrong = await rest('GET', '/api/v2/coupons?status=lost', as(userId));
    expect([wrong.status, wrong.body.code]).toEqual([400, 'SHOP_ERR_VALIDATION']);

    // the use given back (adjustment removed) makes it usable again
    await apply('remove_adjustment', { kind: 'voucher', code: 'WELCOME10' });
    const after = await rest('GET', '/api/v2/coupons?status=usable', as(userId));
    expect(codes(after.body)).toEqual([['WELCOME10', 'usable']]);
  });

  it('the holdings read model equals its rebuild from the log', async () => {
    const before = await db.query('select * from coupon_holdings order by user_id, code');
    await db.transaction(async (tx) => {
      await couponHoldingsProjection.reset(tx);
      const { rows } = await tx.query<{
        global_position: string;
        stream_id: string;
        type: string;
        data: unknown;
        recorded_at: Date;
      }>(`select * from events where type = 'CouponGranted' order by global_position`);
      await couponHoldingsProjection.apply(
        tx,
        rows.map((row) => ({
          globalPosition: Number(row.global_position),
          streamId: row.stream_id,
          type: row.type,
          data: row.data,
          recordedAt: new Date(row.recorded_at),
        })) as never,
      );
    });
    const after = await db.query('select * from coupon_holdings order by user_id, code');
    expect(after.rows).toEqual(before.rows);
    expect(before.rows.length).toBeGreaterThan(0);
  });
});

describe('GET /api/v2/coupons/{id}', () => {
  it('shows a held coupon with its terms and the orders that used it', async () => {
    const userId = await newShopper();
    const cart = await cartOf(shop, rest, 40_000, userId);
    await onOrder(rest, cart.number, cart.shopper)('apply_coupon_code', { coupon_code: 'welcome10' });
    const detail = await rest('GET', '/api/v2/coupons/welcome10', as(userId));
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      code: 'WELCOME10',
      status: 'used',
      uses_left: 0,
      redemptions: [{ order_number: cart.number }],
    });
  });

  it("answers another shopper's coupon and an unknown code alike: 404 COUPON_NOT_FOUND", async () => {
    const owner = await newShopper();
    const other = await newShopper();
    await grantCoupon(shop.store, db, owner, { code: 'VOUCHER20K', reason: 'staff' });
    expect((await rest('GET', '/api/v2/coupons/VOUCHER20K', as(owner))).status).toBe(200);
    for (const id of ['VOUCHER20K', 'NOSUCHCODE']) {
      const answer = await rest('GET', `/api/v2/coupons/${id}`, as(other));
      expect([answer.status, answer.body.code]).toEqual([404, 'SHOP_ERR_COUPON_NOT_FOUND']);
    }
    const guest = await rest('GET', '/api/v2/coupons/VOUCHER20K');
    expect(guest.status).toBe(401);
  });
});

describe('POST /api/v2/coupons/{id}/send_by_email', () => {
  it("sends the code to the shopper's confirmed address through the outbox", async () => {
    const userId = await newShopper('holder@example.mn');
    const sent = await rest('POST', '/api/v2/coupons/WELCOME10/send_by_email', as(userId));
    expect([sent.status, sent.body]).toEqual([200, { sent_to: 'holder@example.mn' }]);
    const { rows } = await db.query<{ recipient: string; body: string; status: string }>(
      'select recipient, body, status from outbox order by id desc limit 1',
    );
    expect(rows[0]).toMatchObject({ recipient: 'holder@example.mn', status: 'kept' });
    expect(rows[0]!.body).toContain('WELCOME10');
  });

  it('needs a confirmed e-mail', async () => {
    const userId = await newShopper();
    const answer = await rest('POST', '/api/v2/coupons/WELCOME10/send_by_email', as(userId));
    expect([answer.status, answer.body.code]).toEqual([409, 'SHOP_ERR_EMAIL_NOT_CONFIRMED']);
    await db.query(`update users set email = 'unproven@example.mn' where id = $1`, [userId]);
    const unproven = await rest('POST', '/api/v2/coupons/WELCOME10/send_by_email', as(userId));
    expect(unproven.body.code).toBe('SHOP_ERR_EMAIL_NOT_CONFIRMED');
  });

  it('sends only a held coupon, and at most 5 an hour', async () => {
    const userId = await newShopper('many@example.mn');
    const notHeld = await rest('POST', '/api/v2/coupons/VOUCHER20K/send_by_email', as(userId));
    expect([notHeld.status, notHeld.body.code]).toEqual([404, 'SHOP_ERR_COUPON_NOT_FOUND']);
    await rest('GET', '/api/v2/coupons', as(userId));
    for (let i = 0; i < 5; i++) {
      expect((await rest('POST', '/api/v2/coupons/WELCOME10/send_by_email', as(userId))).status).toBe(200);
    }
    const limited = await rest('POST', '/api/v2/coupons/WELCOME10/send_by_email', as(userId));
    expect([limited.status, limited.body.code]).toEqual([429, 'SHOP_ERR_RATE_LIMITED']);
  });
});

describe('GET /api/v2/users/loyalty_history', () => {
  it('pages the points earned per order and spent, newest first', async () => {
    const userId = await newShopper();
    const earned = Array.from({ length: 21 }, (_, i) => ({
      type: 'LoyaltyPointsEarned',
      data: { points: 100 + i, orderNumber: `R2000000${String(i).padStart(2, '0')}` },
    }));
    await shop.store.append(loyaltyStreamId(userId), 'any', [
      ...earned,
      { type: 'LoyaltyPointsRedeemed', data: { points: 50, orderNumber: 'R300000001' } },
    ]);
    const first = await rest('GET', '/api/v2/users/loyalty_history', as(userId));
    expect(first.status).toBe(200);
    const total = earned.reduce((sum, event) => sum + event.data.points, 0) - 50;
    expect(first.body).toMatchObject({ points: total, page: 1, more: true });
    const entries = first.body.entries as { kind: string; points: number; order_number: string }[];
    expect(entries).toHaveLength(20);
    expect(entries[0]).toMatchObject({ kind: 'spent', points: -50, order_number: 'R300000001' });
    expect(entries[1]).toMatchObject({ kind: 'earned', points: 120 });
    const second = await rest('GET', '/api/v2/users/loyalty_history?page=2', as(userId));
    expect(second.body).toMatchObject({ page: 2, more: false });
    expect((second.body.entries as unknown[]).length).toBe(2);
  });

  it('refuses a guest', async () => {
    const answer = await rest('GET', '/api/v2/users/loyalty_history');
    expect([answer.status, answer.body.code]).toEqual([401, 'SHOP_ERR_LOGIN_REQUIRED']);
  });
});

describe('POST /api/v2/gift_cards/check', () => {
  const check = (number: string, headers: Record<string, string>) =>
    rest('POST', '/api/v2/gift_cards/check', { body: { number }, headers });

  it('tells the balance, expiry and minimum order of a card', async () => {
    const userId = await newShopper();
    const answer = await check('6011 0000 0000 0004', as(userId).headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      last4: '0004',
      balance: 20_000,
      min_order: 20_000,
      max_share_percent: 100,
      expired: false,
    });
  });

  it('answers a wrong number, a mistyped one and a card bound to someone else with GIFT_CARD_INVALID', async () => {
    const userId = await newShopper();
    const { issueGiftCard } = await import('../../../../server/commerce/wallet/index.ts');
    await issueGiftCard(shop.store, '6011000000000020', {
      amount: 5_000,
      minOrder: 0,
      maxSharePercent: 100,
      expiresAt: '2027-01-01T00:00:00.000Z',
      userId: userId + 1000,
    });
    for (const number of ['6011000000000038', '6011000000000005', 'abc', '6011000000000020']) {
      const answer = await check(number, as(userId).headers);
      expect([answer.status, answer.body.code, answer.body.error]).toEqual([
        422,
        'SHOP_ERR_GIFT_CARD_INVALID',
        'Gift card number incorrect',
      ]);
    }
  });

  it('limits tries per shopper, and per address for a guest', async () => {
    const userId = await newShopper();
    for (let i = 0; i < 10; i++) await check('6011000000000038', as(userId).headers);
    const limited = await check('6011000000000004', as(userId).headers);
    expect([limited.status, limited.body.code]).toEqual([429, 'SHOP_ERR_RATE_LIMITED']);
    // another shopper is not held back by the first one's tries
    expect((await check('6011000000000004', as(await newShopper()).headers)).status).toBe(200);

    const guest = { 'x-shop-client-ip': '10.9.8.7' };
    for (let i = 0; i < 10; i++) expect((await check('6011000000000004', guest)).status).toBe(200);
    expect((await check('6011000000000004', guest)).status).toBe(429);
    expect((await check('6011000000000004', { 'x-shop-client-ip': '10.9.8.6' })).status).toBe(200);
  });
});
