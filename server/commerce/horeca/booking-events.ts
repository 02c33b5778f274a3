import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { Projection, RecordedEvent } from '../../platform/events/index.ts';
import { ORDER_STREAM_PREFIX } from '../orders/events.ts';
import { loadOrderAggregates } from '../orders/order-loading.ts';

/**
 * A room booking is its own stream `room-booking-<id>`: `RoomBookingHeld` (in a cart, its nights
 * taken), then `RoomBookingOrdered` (the order was placed), `RoomBookingConfirmed` (paid), or
 * `RoomBookingReleased` (the line left the cart, the order expired or was canceled, or an unplaced
 * hold ran out and someone else wanted the nights). `room_bookings` and `room_nights` fold them.
 */
export const ROOM_BOOKING_PREFIX = 'room-booking-';
export const roomBookingStreamId = (id: string) => `${ROOM_BOOKING_PREFIX}${id}`;

export interface RoomBookingHeld {
  bookingId: string;
  roomId: number;
  checkIn: string;
  checkOut: string;
  nights: string[];
  guests: number;
  orderNumber: string;
  lineItemId: number;
  userId: number | null;
  total: number;
  heldUntil: string;
}
export interface RoomBookingReleased {
  reason: 'removed' | 'expired' | 'canceled' | 'hold_expired';
}

export const bookingEventTypes = [
  'RoomBookingHeld',
  'RoomBookingOrdered',
  'RoomBookingConfirmed',
  'RoomBookingReleased',
] as const;

const statusAfter: Record<string, string> = {
  RoomBookingOrdered: 'ordered',
  RoomBookingConfirmed: 'confirmed',
  RoomBookingReleased: 'released',
};

/**
 * The read model. Inserting the nights is the double-booking guard: `room_nights`' primary key
 * (room, night) refuses a night twice, in the transaction that appends the hold.
 */
export const roomBookingsProjection: Projection = {
  name: 'room-bookings',
  handles: bookingEventTypes,
  async apply(tx, events) {
    for (const event of events) {
      const id = event.streamId.slice(ROOM_BOOKING_PREFIX.length);
      if (event.type === 'RoomBookingHeld') {
        const held = event.data as RoomBookingHeld;
        await tx.query(
          `insert into room_bookings (id, room_id, check_in, check_out, guests, order_number, line_item_id,
                                      user_id, total, status, held_until, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'held', $10, $11)`,
          [
            id,
            held.roomId,
            held.checkIn,
            held.checkOut,
            held.guests,
            held.orderNumber,
            held.lineItemId,
            held.userId,
            held.total,
            held.heldUntil,
            event.recordedAt,
          ],
        );
        await tx.query(
          `insert into room_nights (room_id, night, booking_id)
           select $1, night, $2 from unnest($3::date[]) as night`,
          [held.roomId, id, held.nights],
        );
        continue;
      }
      await tx.query('update room_bookings set status = $2, held_until = null where id = $1', [
        id,
        statusAfter[event.type],
      ]);
      if (event.type === 'RoomBookingReleased') {
        await tx.query('delete from room_nights where booking_id = $1', [id]);
      }
    }
  },
  async reset(tx) {
    await tx.query('delete from room_nights');
    await tx.query('delete from room_bookings');
  },
};

async function bookingsOf(tx: Sql, orderNumber: string) {
  const { rows } = await tx.query<{ id: string; line_item_id: number; status: string }>(
    `select id, line_item_id, status from room_bookings where order_number = $1 order by id`,
    [orderNumber],
  );
  return rows;
}

/** The order events a booking follows, and what each makes of a booking that is still live. */
const followed = ['LineItemRemoved', 'CartEmptied', 'CheckoutCompleted', 'PaymentCaptured'] as const;
const ending = { OrderExpired: 'expired', OrderCanceled: 'canceled' } as const;

/**
 * The reaction that keeps bookings in step with their order, in the same transaction as the order's
 * fact: a removed line or emptied cart frees the nights; placing the order keeps them (a booking
 * already released refuses the checkout: its nights may be someone else's); paying confirms them;
 * an expired or canceled order frees them. A rebuild passes no appender and appends nothing.
 */
export const roomBookingFollower: Projection = {
  name: 'room-booking-follower',
  handles: [...followed, ...Object.keys(ending)],
  async apply(tx, events, appender) {
    if (!appender) return;
    for (const event of events) {
      if (!event.streamId.startsWith(ORDER_STREAM_PREFIX)) continue;
      const number = event.streamId.slice(ORDER_STREAM_PREFIX.length);
      const bookings = await bookingsOf(tx, number);
      if (bookings.length === 0) continue;
      for (const [booking, next] of await decisions(tx, event, bookings)) {
        await appender.append(
          roomBookingStreamId(booking),
          'any',
          [{ type: next.type, data: next.data, metadata: { actor: 'system', orderEvent: event.type } }],
          tx,
        );
      }
    }
  },
  async reset() {
    // Nothing of its own: its facts are in the log and room_bookings is roomBookingsProjection's.
  },
};

type Next = { type: string; data: Record<string, unknown> };

async function decisions(
  tx: Sql,
  event: RecordedEvent,
  bookings: { id: string; line_item_id: number; status: string }[],
): Promise<[string, Next][]> {
  const live = bookings.filter((booking) => booking.status !== 'released');
  const release = (reason: RoomBookingReleased['reason']): Next => ({
    type: 'RoomBookingReleased',
    data: { reason } satisfies RoomBookingReleased,
  });
  switch (event.type) {
    case 'LineItemRemoved': {
      const { lineItemId } = event.data as { lineItemId: number };
      return live.filter((b) => b.line_item_id === lineItemId).map((b) => [b.id, release('removed')]);
    }
    case 'CartEmptied':
      return live.map((b) => [b.id, release('removed')]);
    case 'CheckoutCompleted': {
      const lines = await currentLineIds(tx, event.streamId);
      const wanted = bookings.filter((b) => lines.has(b.line_item_id));
      if (wanted.some((b) => b.status === 'released')) throw new ShopError('ROOM_HOLD_EXPIRED');
      return wanted
        .filter((b) => b.status === 'held')
        .map((b) => [b.id, { type: 'RoomBookingOrdered', data: {} }]);
    }
    case 'PaymentCaptured': {
      const paid = (await loadOrderAggregates(tx, [event.streamId]))
        .get(event.streamId)
        ?.snapshot.matches({ placed: { payment: 'paid' } });
      if (!paid) return [];
      return live
        .filter((b) => b.status === 'ordered')
        .map((b) => [b.id, { type: 'RoomBookingConfirmed', data: {} }]);
    }
    default:
      return live.map((b) => [b.id, release(ending[event.type as keyof typeof ending])]);
  }
}

async function currentLineIds(tx: Sql, streamId: string): Promise<Set<number>> {
  const aggregate = (await loadOrderAggregates(tx, [streamId])).get(streamId);
  return new Set(aggregate?.snapshot.context.lines.map((line) => line.id) ?? []);
}
