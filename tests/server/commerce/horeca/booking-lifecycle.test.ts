import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestShop } from '../../../support/shop.ts';
import type { restClient } from '../orders/order-support.ts';
import { cards, newKey, placeCart } from '../payments/payment-support.ts';
import { asUser, lodgeShop, newUser, roomId } from './horeca-support.ts';

/** A booking follows its order (#18): removed, placed, paid, or left on hold past its time. */
let shop: TestShop;
let rest: ReturnType<typeof restClient>;
let family: number;

beforeAll(async () => {
  ({ shop, rest } = await lodgeShop());
  family = await roomId(shop, 'family-ger');
}, 180_000);
afterAll(() => shop.close());

async function book(userId: number, checkIn: string, checkOut: string) {
  const booked = await rest('POST', '/api/v2/horeca/bookings', {
    headers: asUser(userId),
    body: { room_id: family, check_in: checkIn, check_out: checkOut, guests: 3 },
  });
  if (booked.status !== 201) throw new Error(JSON.stringify(booked.body));
  return booked.body as { number: string; booking_id: string; line_items: { id: number }[] };
}

const statusOf = async (id: string) =>
  (await shop.db.query<{ status: string }>('select status from room_bookings where id = $1', [id])).rows[0]
    ?.status;
const nightsOf = async (id: string) =>
  (
    await shop.db.query<{ n: number }>('select count(*)::int as n from room_nights where booking_id = $1', [
      id,
    ])
  ).rows[0]!.n;

describe('a booking follows its order', () => {
  it('removing the line frees the nights for the next shopper', async () => {
    const user = await newUser(shop);
    const booked = await book(user, '2026-10-05', '2026-10-07');
    expect(await nightsOf(booked.booking_id)).toBe(2);
    const removed = await rest(
      'PUT',
      `/api/v2/orders/${booked.number}/line_items/${booked.line_items[0]!.id}`,
      {
        headers: asUser(user),
        body: { quantity: 0 },
      },
    );
    expect(removed.status).toBe(200);
    expect(await statusOf(booked.booking_id)).toBe('released');
    expect(await nightsOf(booked.booking_id)).toBe(0);
    const other = await newUser(shop);
    await book(other, '2026-10-05', '2026-10-07');
  });

  it('a room line cannot be raised to two: its price is the whole stay', async () => {
    const user = await newUser(shop);
    const booked = await book(user, '2026-10-20', '2026-10-21');
    const raised = await rest(
      'PUT',
      `/api/v2/orders/${booked.number}/line_items/${booked.line_items[0]!.id}`,
      {
        headers: asUser(user),
        body: { quantity: 2 },
      },
    );
    expect(raised.body.code).toBe('SHOP_ERR_TEMPORARILY_UNAVAILABLE');
  });

  it('placing the order keeps the nights; paying in the sandbox confirms the booking', async () => {
    const user = await newUser(shop);
    const booked = await book(user, '2026-11-02', '2026-11-05');
    await placeCart(shop, booked.number);
    expect(await statusOf(booked.booking_id)).toBe('ordered');
    // the hold's 30 minutes no longer matter once the order is placed
    shop.clock.advance(2 * 3600_000);
    const headers = { ...asUser(user), 'idempotency-key': newKey() };
    const started = await rest('POST', `/api/v2/orders/${booked.number}/payments`, {
      headers,
      body: { payment_method: 'card' },
    });
    expect(started.status).toBe(201);
    const paid = await rest('POST', `/api/v2/payments/${started.body.id as string}/card`, {
      headers: { ...asUser(user), 'idempotency-key': newKey() },
      body: { card_number: cards.ok, expiry: '12/30', cvc: '123' },
    });
    expect(paid.status).toBe(200);
    expect(await statusOf(booked.booking_id)).toBe('confirmed');
    const other = await newUser(shop);
    const taken = await rest('POST', '/api/v2/horeca/bookings', {
      headers: asUser(other),
      body: { room_id: family, check_in: '2026-11-04', check_out: '2026-11-06' },
    });
    expect(taken.body.code).toBe('SHOP_ERR_ROOM_NOT_AVAILABLE');
  });

  it('an unplaced hold past 30 minutes yields to another shopper, and its own checkout is then refused', async () => {
    const slow = await newUser(shop);
    const held = await book(slow, '2026-12-01', '2026-12-03');
    shop.clock.advance(31 * 60_000);
    const quick = await newUser(shop);
    await book(quick, '2026-12-02', '2026-12-04');
    expect(await statusOf(held.booking_id)).toBe('released');
    await expect(placeCart(shop, held.number)).rejects.toMatchObject({ shopCode: 'ROOM_HOLD_EXPIRED' });
  });

  it('a hold inside its 30 minutes is not taken', async () => {
    const first = await newUser(shop);
    await book(first, '2026-12-10', '2026-12-12');
    shop.clock.advance(29 * 60_000);
    const second = await newUser(shop);
    const refused = await rest('POST', '/api/v2/horeca/bookings', {
      headers: asUser(second),
      body: { room_id: family, check_in: '2026-12-11', check_out: '2026-12-12' },
    });
    expect(refused.body.code).toBe('SHOP_ERR_ROOM_NOT_AVAILABLE');
  });
});
