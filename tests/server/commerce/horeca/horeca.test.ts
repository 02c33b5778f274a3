import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestShop } from '../../../support/shop.ts';
import type { restClient } from '../orders/order-support.ts';
import { asUser, lodgeShop, newUser, roomId, writtenCounts } from './horeca-support.ts';

/** The lodge (#18, spec §7 /horeca): rooms, amenities, prices and bookings that become orders. */
let shop: TestShop;
let rest: ReturnType<typeof restClient>;
let standard: number;

beforeAll(async () => {
  ({ shop, rest } = await lodgeShop());
  standard = await roomId(shop, 'steppe-standard');
}, 180_000);
afterAll(() => shop.close());

describe('reading the lodge', () => {
  it('lists the amenities in their order', async () => {
    const { status, body } = await rest('GET', '/api/v2/horeca/amenity_list');
    expect(status).toBe(200);
    const amenities = body.amenities as { id: string; name: { mn: string } }[];
    expect(amenities.map((a) => a.id)).toEqual([
      'wifi',
      'breakfast',
      'sauna',
      'fireplace',
      'mountain-view',
      'parking',
      'tasting',
      'horse-riding',
    ]);
    expect(amenities[0]!.name.mn).toBe('Үнэгүй Wi-Fi');
  });

  it('lists rooms cheapest first with their amenities and photos, filtered by amenity and guests', async () => {
    const all = (await rest('GET', '/api/v2/horeca/hotel_rooms')).body.rooms as {
      slug: string;
      weekday_rate: number;
      amenities: { id: string }[];
      photos: string[];
      capacity: number;
    }[];
    expect(all).toHaveLength(5);
    expect(all.map((room) => room.weekday_rate)).toEqual(
      [...all.map((r) => r.weekday_rate)].sort((a, b) => a - b),
    );
    expect(all[0]!.photos[0]).toBe('/images/horeca/steppe-standard-1.svg');
    const sauna = (await rest('GET', '/api/v2/horeca/hotel_rooms?amenity=sauna')).body.rooms as {
      slug: string;
    }[];
    expect(sauna.map((room) => room.slug)).toEqual(['birch-suite', 'khaan-suite']);
    const four = (await rest('GET', '/api/v2/horeca/hotel_rooms?guests=4')).body.rooms as {
      capacity: number;
    }[];
    expect(four.every((room) => room.capacity >= 4)).toBe(true);
    expect((await rest('GET', '/api/v2/horeca/hotel_rooms?guests=0')).body.code).toBe('SHOP_ERR_VALIDATION');
  });

  it('details the hotel, and a room with its taken nights', async () => {
    const { body } = await rest('GET', '/api/v2/horeca/hotel_detail');
    expect(body.hotel).toMatchObject({ id: 'tsagaan-tal-lodge', vat_percent: 10, city_tax_percent: 1 });
    const room = await rest('GET', '/api/v2/horeca/hotel_detail?room=khaan-suite');
    expect(room.body).toMatchObject({
      room: { slug: 'khaan-suite', capacity: 4 },
      today: '2026-06-15',
      booked_nights: [],
    });
    const missing = await rest('GET', '/api/v2/horeca/hotel_detail?room=no-such-room');
    expect([missing.status, missing.body.code]).toEqual([404, 'SHOP_ERR_ROOM_NOT_FOUND']);
  });

  it('serves the photos as images', async () => {
    const photo = await shop.app.inject({ method: 'GET', url: '/images/horeca/steppe-standard-1.svg' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toContain('image/svg+xml');
    expect((await shop.app.inject({ method: 'GET', url: '/images/horeca/x.png' })).statusCode).toBe(404);
  });
});

describe('calculate_price', () => {
  const price = (body: Record<string, unknown>) => rest('POST', '/api/v2/horeca/calculate_price', { body });

  it('prices weekday and weekend nights, then VAT and city tax', async () => {
    // Thursday, Friday and Saturday nights, out of season
    const { status, body } = await price({
      room_id: standard,
      check_in: '2026-09-10',
      check_out: '2026-09-13',
    });
    expect(status).toBe(200);
    expect(body.price).toMatchObject({
      night_count: 3,
      subtotal: 180_000 + 220_000 + 220_000,
      vat: 62_000,
      city_tax: 6_200,
      total: 688_200,
    });
    const nights = (body.price as { nights: { weekend: boolean }[] }).nights;
    expect(nights.map((night) => night.weekend)).toEqual([false, true, true]);
  });

  it('applies the summer season to the nights inside it only', async () => {
    // Sunday 30 and Monday 31 August are in the summer season (130 %), Tuesday 1 September is not
    const { body } = await price({ room_id: standard, check_in: '2026-08-30', check_out: '2026-09-02' });
    const quote = body.price as {
      subtotal: number;
      nights: { rate: number; season: { en: string } | null }[];
    };
    expect(quote.nights.map((night) => night.rate)).toEqual([234_000, 234_000, 180_000]);
    expect(quote.nights[0]!.season?.en).toBe('Summer high season');
    expect(quote.subtotal).toBe(648_000);
  });

  it('refuses bad stays with coded errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ room_id: standard, check_in: '2026-06-14', check_out: '2026-06-16' }, 'SHOP_ERR_BOOKING_DATE_PAST'],
      [
        { room_id: standard, check_in: '2026-09-10', check_out: '2026-09-10' },
        'SHOP_ERR_BOOKING_CHECKOUT_BEFORE_CHECKIN',
      ],
      [
        { room_id: standard, check_in: '2026-09-10', check_out: '2026-09-08' },
        'SHOP_ERR_BOOKING_CHECKOUT_BEFORE_CHECKIN',
      ],
      [
        { room_id: standard, check_in: '2026-02-30', check_out: '2026-03-02' },
        'SHOP_ERR_BOOKING_DATES_INVALID',
      ],
      [{ room_id: standard, check_in: '2026-09-01', check_out: '2026-10-15' }, 'SHOP_ERR_BOOKING_TOO_LONG'],
      [{ room_id: standard, check_in: '2027-09-01', check_out: '2027-09-02' }, 'SHOP_ERR_BOOKING_TOO_FAR'],
      [
        { room_id: standard, check_in: '2026-09-10', check_out: '2026-09-11', guests: 3 },
        'SHOP_ERR_ROOM_CAPACITY_EXCEEDED',
      ],
      [{ room_id: 999_999, check_in: '2026-09-10', check_out: '2026-09-11' }, 'SHOP_ERR_ROOM_NOT_FOUND'],
      [
        { room_id: standard, check_in: 'tomorrow!!', check_out: '2026-09-11' },
        'SHOP_ERR_BOOKING_DATES_INVALID',
      ],
    ];
    for (const [body, code] of cases) expect((await price(body)).body.code, code).toBe(code);
  });

  it('takes today in Ulaanbaatar: 20:00 UTC on the 15th is already the 16th there', async () => {
    shop.clock.set('2026-06-15T20:00:00.000Z');
    try {
      const past = await price({ room_id: standard, check_in: '2026-06-15', check_out: '2026-06-17' });
      expect(past.body.code).toBe('SHOP_ERR_BOOKING_DATE_PAST');
      expect(
        (await price({ room_id: standard, check_in: '2026-06-16', check_out: '2026-06-17' })).status,
      ).toBe(200);
    } finally {
      shop.clock.set('2026-06-15T09:00:00.000Z');
    }
  });
});

describe('booking a room', () => {
  const book = (userId: number | null, body: Record<string, unknown>) =>
    rest('POST', '/api/v2/horeca/bookings', { body, headers: userId === null ? {} : asUser(userId) });

  it('puts the stay in the cart as one line priced at the quote, and holds its nights', async () => {
    const user = await newUser(shop);
    const { status, body } = await book(user, {
      room_id: standard,
      check_in: '2026-09-10',
      check_out: '2026-09-13',
      guests: 2,
    });
    expect(status).toBe(201);
    const lines = body.line_items as { quantity: number; price: number; options: Record<string, string> }[];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      quantity: 1,
      price: 688_200,
      options: {
        check_in: '2026-09-10',
        check_out: '2026-09-13',
        nights: '3',
        guests: '2',
        booking: body.booking_id,
      },
    });
    const detail = await rest('GET', '/api/v2/horeca/hotel_detail?room=steppe-standard');
    expect(detail.body.booked_nights).toEqual(['2026-09-10', '2026-09-11', '2026-09-12']);
    const mine = await rest('GET', '/api/v2/horeca/bookings', { headers: asUser(user) });
    expect(mine.body.bookings).toMatchObject([
      { room_slug: 'steppe-standard', status: 'held', total: 688_200 },
    ]);
  });

  it('refuses an overlapping stay and writes nothing; the adjacent stay is fine', async () => {
    const other = await newUser(shop);
    const before = await writtenCounts(shop);
    const overlap = await book(other, { room_id: standard, check_in: '2026-09-12', check_out: '2026-09-14' });
    expect([overlap.status, overlap.body.code]).toEqual([409, 'SHOP_ERR_ROOM_NOT_AVAILABLE']);
    expect(await writtenCounts(shop)).toEqual(before);
    // check-out day 13 September is free for the next guest's check-in
    const next = await book(other, { room_id: standard, check_in: '2026-09-13', check_out: '2026-09-14' });
    expect(next.status).toBe(201);
  });

  it('refuses bad input with coded errors and writes nothing', async () => {
    const user = await newUser(shop);
    const before = await writtenCounts(shop);
    const cases: [number | null, Record<string, unknown>, string][] = [
      [
        null,
        { room_id: standard, check_in: '2026-10-01', check_out: '2026-10-02' },
        'SHOP_ERR_LOGIN_REQUIRED',
      ],
      [
        user,
        { room_id: standard, check_in: '2026-06-01', check_out: '2026-06-02' },
        'SHOP_ERR_BOOKING_DATE_PAST',
      ],
      [
        user,
        { room_id: standard, check_in: '2026-10-05', check_out: '2026-10-01' },
        'SHOP_ERR_BOOKING_CHECKOUT_BEFORE_CHECKIN',
      ],
      [
        user,
        { room_id: 424_242, check_in: '2026-10-01', check_out: '2026-10-02' },
        'SHOP_ERR_ROOM_NOT_FOUND',
      ],
      [user, { room_id: standard, check_in: '2026-10-01' }, 'SHOP_ERR_VALIDATION'],
    ];
    for (const [who, body, code] of cases) expect((await book(who, body)).body.code, code).toBe(code);
    expect(await writtenCounts(shop)).toEqual(before);
  });

  it('a room cannot be added to the cart without a booking', async () => {
    const { rows } = await shop.db.query<{ variant_id: number }>(
      `select variant_id from hotel_rooms where slug = 'birch-suite'`,
    );
    const added = await rest('POST', '/api/v2/orders/0/line_items', {
      body: { line_item: { variant_id: rows[0]!.variant_id, quantity: 1 } },
    });
    expect(added.body.code).toBe('SHOP_ERR_TEMPORARILY_UNAVAILABLE');
  });
});
