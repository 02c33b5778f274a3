import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { commerceEventStore } from '../event-store.ts';
import { type IdentityRequest, identityHeaders, identityOf } from '../shopper-identity.ts';
import { bookRoom, calculatePrice, myBookings, type StayInput } from './bookings.ts';
import { amenityList, bookedNights, hotelDetail, hotelRoom, hotelRooms } from './hotel.ts';
import { ulaanbaatarToday } from './pricing.ts';

const date = { type: 'string', minLength: 10, maxLength: 10 } as const;
const stayBody = {
  type: 'object',
  additionalProperties: false,
  required: ['room_id', 'check_in', 'check_out'],
  properties: {
    room_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    check_in: date,
    check_out: date,
    guests: { type: 'integer', minimum: 1, maximum: 20, default: 1 },
  },
} as const;
interface StayBody {
  room_id: number;
  check_in: string;
  check_out: string;
  guests: number;
}
const stayOf = (body: StayBody): StayInput => ({
  roomId: body.room_id,
  checkIn: body.check_in,
  checkOut: body.check_out,
  guests: body.guests,
});

const roomsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    amenity: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' },
    guests: { type: 'integer', minimum: 1, maximum: 20 },
  },
} as const;
const detailQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' },
    room: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,99}$' },
  },
} as const;

/**
 * The lodge (spec §7 "Hotel: GET /horeca/amenity_list, hotel_rooms, hotel_detail; POST
 * /horeca/calculate_price") and its bookings. `hotel_detail?room=<slug>` answers one room with the
 * nights already taken over the next 120 days (the date picker greys them out).
 */
export const horecaRoutes: FastifyPluginAsync<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const deps = { db, clock, store: commerceEventStore(db) };

  app.get('/api/v2/horeca/amenity_list', async () => ({ amenities: await amenityList(db) }));

  app.get<{ Querystring: { amenity?: string; guests?: number } }>(
    '/api/v2/horeca/hotel_rooms',
    { schema: { querystring: roomsQuery } },
    async (request) => ({ rooms: await hotelRooms(db, request.query) }),
  );

  app.get<{ Querystring: { id?: string; room?: string } }>(
    '/api/v2/horeca/hotel_detail',
    { schema: { querystring: detailQuery } },
    async (request) => {
      const hotel = await hotelDetail(db, request.query.id);
      if (!request.query.room) return { hotel };
      const room = await hotelRoom(db, request.query.room);
      const today = ulaanbaatarToday(clock.now());
      const until = new Date(Date.parse(`${today}T00:00:00Z`) + 120 * 86_400_000).toISOString().slice(0, 10);
      return {
        hotel,
        room,
        today,
        booked_nights: await bookedNights(db, room.id, today, until, clock.now()),
      };
    },
  );

  app.post<{ Body: StayBody }>(
    '/api/v2/horeca/calculate_price',
    { schema: { body: stayBody } },
    async (request) => ({ price: await calculatePrice(db, stayOf(request.body), clock.now()) }),
  );

  app.post<IdentityRequest & { Body: StayBody }>(
    '/api/v2/horeca/bookings',
    { schema: { body: stayBody, headers: identityHeaders } },
    async (request, reply) => {
      const order = await bookRoom(
        deps,
        identityOf(request),
        stayOf(request.body),
        request.headers['idempotency-key'],
      );
      return reply.code(201).send(order);
    },
  );

  app.get<IdentityRequest>(
    '/api/v2/horeca/bookings',
    { schema: { headers: identityHeaders } },
    async (request) => {
      const { userId } = identityOf(request);
      if (userId === undefined) throw new ShopError('LOGIN_REQUIRED');
      return { bookings: await myBookings(db, userId) };
    },
  );
};
