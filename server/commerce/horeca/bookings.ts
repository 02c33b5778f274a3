import { randomBytes, randomInt } from 'node:crypto';
import type { OrderEvent } from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { emptyOrder } from '../orders/aggregate.ts';
import { loadVariant } from '../orders/availability.ts';
import { type OrderDeps, runCommand } from '../orders/command-runner.ts';
import { orderStreamId } from '../orders/events.ts';
import {
  appendDecided,
  idempotencyScope,
  identityLocks,
  type LoadedOrder,
  loadStream,
  metadataOf,
} from '../orders/order-stream.ts';
import { findCurrentCart, hashToken, type OrderDto, type OrderIdentity } from '../orders/read-model.ts';
import { type RoomBookingHeld, type RoomBookingReleased, roomBookingStreamId } from './booking-events.ts';
import { hotelRoom, hotelSeasons, hotelTaxes } from './hotel.ts';
import { type PriceQuote, quoteStay } from './pricing.ts';

/** An unplaced hold keeps its nights at least this long; after it, a shopper wanting them frees them. */
export const HOLD_MINUTES = 30;

export interface StayInput {
  roomId: number;
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** POST /horeca/calculate_price: the quote, or the coded reason the stay cannot be priced. */
export async function calculatePrice(sql: Sql, input: StayInput, now: Date): Promise<PriceQuote> {
  const room = await hotelRoom(sql, input.roomId);
  if (input.guests > room.capacity) throw new ShopError('ROOM_CAPACITY_EXCEEDED');
  const [seasons, taxes] = await Promise.all([
    hotelSeasons(sql, room.hotel_id),
    hotelTaxes(sql, room.hotel_id),
  ]);
  return quoteStay(
    { weekdayRate: room.weekday_rate, weekendRate: room.weekend_rate },
    seasons,
    taxes,
    input.checkIn,
    input.checkOut,
    now,
  );
}

/**
 * Holds that overlap the stay: a hold past its time whose order was never placed is released here
 * (so its nights become free in this transaction); any other overlap refuses the booking.
 */
async function clearOverlaps(deps: OrderDeps, tx: Sql, roomId: number, nights: string[]) {
  const { rows } = await tx.query<{ id: string; stale: boolean }>(
    `select distinct b.id, (b.status = 'held' and b.held_until < $3) as stale
       from room_nights n join room_bookings b on b.id = n.booking_id
      where n.room_id = $1 and n.night = any($2::date[])`,
    [roomId, nights, deps.clock.now()],
  );
  if (rows.some((row) => !row.stale)) throw new ShopError('ROOM_NOT_AVAILABLE');
  for (const row of rows) {
    await deps.store.append(
      roomBookingStreamId(row.id),
      'any',
      [
        {
          type: 'RoomBookingReleased',
          data: { reason: 'hold_expired' } satisfies RoomBookingReleased,
          metadata: { actor: 'system' },
        },
      ],
      tx,
    );
  }
}

/**
 * Books a room: prices the stay, takes its nights and puts it in the shopper's cart as one line
 * (quantity 1, the stay's total as its price, the dates as its options), in one transaction. The
 * normal checkout and payment then take the order. Login is required: a booking names its guest.
 * A night already taken answers ROOM_NOT_AVAILABLE and writes nothing; two shoppers racing for the
 * same night both reach `room_nights`' primary key, and the loser is decided again and refused.
 */
export function bookRoom(
  deps: OrderDeps,
  identity: OrderIdentity,
  input: StayInput,
  idempotencyKey?: string,
): Promise<OrderDto & { booking_id: string }> {
  if (identity.userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  const scope = {
    // bookings of one room queue too: the primary key stays the guarantee, the lock keeps retries rare
    locks: [...identityLocks(identity), `room:${input.roomId}`],
    idempotency: idempotencyScope(identity, idempotencyKey, { command: 'book-room', ...input }),
  };
  return runCommand(deps, scope, async (tx) => {
    const now = deps.clock.now();
    const quote = await calculatePrice(tx, input, now);
    const room = await hotelRoom(tx, input.roomId);
    const nights = quote.nights.map((night) => night.date);
    await clearOverlaps(deps, tx, room.id, nights);

    const events: OrderEvent[] = [];
    let token: string | undefined;
    let target: LoadedOrder;
    const current = await findCurrentCart(tx, identity);
    if (current) {
      target = await loadStream(tx, current.number);
    } else {
      const number = `R${randomInt(100_000_000, 1_000_000_000)}`;
      token = randomBytes(24).toString('base64url');
      target = { streamId: orderStreamId(number), aggregate: emptyOrder() };
      events.push({
        type: 'CartCreated',
        number,
        tokenHash: hashToken(token),
        userId: identity.userId ?? null,
      });
    }
    const variant = await loadVariant(tx, room.variant_id);
    const lineItemId = target.aggregate.snapshot.context.nextLineId;
    const bookingId = randomBytes(9)
      .toString('base64url')
      .replace(/[^A-Za-z0-9]/g, 'x');
    events.push({
      type: 'LineItemAdded',
      lineItemId,
      variantId: variant.id,
      quantity: 1,
      price: quote.total,
      options: {
        booking: bookingId,
        check_in: quote.check_in,
        check_out: quote.check_out,
        nights: String(quote.night_count),
        guests: String(input.guests),
      },
      gift: false,
      product: variant.product,
    });
    const order = await appendDecided(deps, tx, target, events, metadataOf(identity));
    const held: RoomBookingHeld = {
      bookingId,
      roomId: room.id,
      checkIn: quote.check_in,
      checkOut: quote.check_out,
      nights,
      guests: input.guests,
      orderNumber: order.number,
      lineItemId,
      userId: identity.userId ?? null,
      total: quote.total,
      heldUntil: new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString(),
    };
    await deps.store.append(
      roomBookingStreamId(bookingId),
      'no_stream',
      [{ type: 'RoomBookingHeld', data: held, metadata: { ...metadataOf(identity) } }],
      tx,
    );
    const booked = { ...order, booking_id: bookingId };
    return token ? { ...booked, token } : booked;
  });
}

export interface BookingDto {
  id: string;
  room_id: number;
  room_slug: string;
  room_name: Record<string, string>;
  check_in: string;
  check_out: string;
  guests: number;
  order_number: string;
  total: number;
  status: string;
}

/** The shopper's bookings, newest stay first (the account page). */
export async function myBookings(sql: Sql, userId: number): Promise<BookingDto[]> {
  const { rows } = await sql.query<BookingDto>(
    `select b.id, b.room_id, r.slug as room_slug, r.name as room_name,
            to_char(b.check_in, 'YYYY-MM-DD') as check_in, to_char(b.check_out, 'YYYY-MM-DD') as check_out,
            b.guests, b.order_number, b.total, b.status
       from room_bookings b join hotel_rooms r on r.id = b.room_id
      where b.user_id = $1 and b.status <> 'released'
      order by b.check_in desc, b.id`,
    [userId],
  );
  return rows;
}
