import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, type TestShop } from '../../../support/shop.ts';
import { lodgeShop } from './horeca-support.ts';

/** The lodge through the gateway (#18): texts in the request's language, coded errors. */
let shop: TestShop;
beforeAll(async () => {
  ({ shop } = await lodgeShop());
}, 180_000);
afterAll(() => shop.close());

describe('lodge over GraphQL', () => {
  it('lists rooms in the requested language and prices a stay', async () => {
    const rooms = await graphql<{ hotelRooms: { name: string; amenities: { name: string }[] }[] }>(
      shop.app,
      '{ hotelRooms { name amenities { name } } }',
      {},
      { 'x-shop-locale': 'en' },
    );
    expect(rooms.body.data?.hotelRooms[0]).toMatchObject({ name: 'Steppe Standard Room' });
    const price = await graphql<{ stayPrice: { nightCount: number; total: number } }>(
      shop.app,
      '{ stayPrice(input: { roomId: "1", checkIn: "2026-09-10", checkOut: "2026-09-13" }) { nightCount total } }',
    );
    expect(price.body.data?.stayPrice).toEqual({ nightCount: 3, total: 688_200 });
  });

  it('answers bad stays and guests booking with coded errors', async () => {
    const past = await graphql(
      shop.app,
      '{ stayPrice(input: { roomId: "1", checkIn: "2026-06-01", checkOut: "2026-06-03" }) { total } }',
    );
    expect(past.body.errors?.[0]?.extensions?.code).toBe('BOOKING_DATE_PAST');
    const guest = await graphql(
      shop.app,
      'mutation { bookRoom(input: { roomId: "1", checkIn: "2026-09-20", checkOut: "2026-09-21" }) { number } }',
    );
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
    const none = await graphql<{ productNutrition: null }>(
      shop.app,
      '{ productNutrition(slug: "no-such") { abvPercent } }',
    );
    expect(none.body.data?.productNutrition).toBeNull();
  });
});
