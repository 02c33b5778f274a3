import assert from 'node:assert/strict';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  isCompleteStay,
  type RoomBookingContext,
  roomBookingMachine,
  selectRoomBookingBusy,
} from '../../../machines/room-booking.ts';
import type { PathModel } from '../model.ts';

const PRICE_DONE = 'xstate.done.actor.calculatePrice';
const PRICE_ERROR = 'xstate.error.actor.calculatePrice';
const BOOK_DONE = 'xstate.done.actor.bookRoom';
const BOOK_ERROR = 'xstate.error.actor.bookRoom';

const price = { nightCount: 2, subtotal: 360_000, vat: 36_000, cityTax: 3_600, total: 399_600 };

const steps: Record<string, string> = {
  BOOK: 'clicks "Book"',
  [PRICE_DONE]: 'the server prices the stay',
  [PRICE_ERROR]: 'the server refuses the stay',
  [BOOK_DONE]: 'the nights are held and the stay is in the cart',
  [BOOK_ERROR]: 'the server refuses the booking (the nights were taken)',
};

function describeEvent(event: AnyEventObject): string {
  if (event.type === 'DATES.CHANGE') return `picks ${event.checkIn || '—'} to ${event.checkOut || '—'}`;
  if (event.type === 'GUESTS.CHANGE') return `sets ${event.guests} guests`;
  return steps[event.type] ?? event.type;
}

function describeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as RoomBookingContext;
  const error = context.error ? `, refused: ${context.error}` : '';
  if (snapshot.matches('choosing')) return 'the date picker, no stay yet';
  if (snapshot.matches('pricing')) return 'pricing the stay (busy)';
  if (snapshot.matches('refused')) return `the stay is refused${error}`;
  if (snapshot.matches('priced')) return `the price is shown, Book enabled${error}`;
  if (snapshot.matches('booking')) return 'holding the nights (busy)';
  return 'booked: on to checkout';
}

/** Booking a room: a complete and an incomplete stay, a right and a wrong answer at each call. */
export const roomBookingModel: PathModel = {
  name: 'room-booking',
  title: 'room booking',
  machine: roomBookingMachine,
  scenarios: { 'a room': { roomId: '1' } },
  events: () => [
    { type: 'DATES.CHANGE', checkIn: '2026-09-10', checkOut: '2026-09-12' },
    { type: 'DATES.CHANGE', checkIn: '2026-09-10', checkOut: '' },
    { type: 'GUESTS.CHANGE', guests: 2 },
    { type: 'GUESTS.CHANGE', guests: 0 },
    { type: 'BOOK' },
    { type: PRICE_DONE, output: price },
    { type: PRICE_ERROR, error: 'BOOKING_DATE_PAST' },
    { type: BOOK_DONE, output: { orderNumber: 'R123456789' } },
    { type: BOOK_ERROR, error: 'ROOM_NOT_AVAILABLE' },
  ],
  select: 'covering',
  serializeState: (snapshot, event, previous) => {
    const context = snapshot.context as RoomBookingContext;
    const vertex = {
      value: snapshot.value,
      stay: isCompleteStay(context),
      guests: context.guests,
      priced: context.price !== null,
      error: context.error,
    };
    return `${JSON.stringify(vertex)}${event ? ` via ${event.type} from ${JSON.stringify(previous?.value)}` : ''}`;
  },
  describeEvent,
  describeState,
  assertState: (actual) => {
    const context = actual.context as RoomBookingContext;
    assert.equal(
      selectRoomBookingBusy(actual as never),
      actual.matches('pricing') || actual.matches('booking'),
    );
    // No call goes out for a stay the picker would not price, and Book needs a price.
    if (actual.matches('pricing') || actual.matches('booking')) assert.ok(isCompleteStay(context));
    if (actual.matches('priced') || actual.matches('booking')) assert.ok(context.price);
    if (actual.matches('choosing')) assert.equal(context.price, null);
    if (actual.matches('booked')) assert.ok(context.orderNumber);
  },
};
