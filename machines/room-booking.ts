import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';

/**
 * Booking a lodge room (#18): the shopper picks check-in and check-out (and guests); every complete
 * stay is priced by the server (`calculatePrice`, POST /horeca/calculate_price), and a priced stay
 * can be booked (`bookRoom`): its nights are held and it enters the cart, paid through the normal
 * checkout. Both calls are injected actors (`.provide()`); a refusal rejects with its error code
 * (`ROOM_NOT_AVAILABLE`, `BOOKING_DATE_PAST`, `LOGIN_REQUIRED`, …); anything else reads as `INTERNAL`.
 */

export interface StayPriceSummary {
  nightCount: number;
  subtotal: number;
  vat: number;
  cityTax: number;
  total: number;
}

export interface RoomBookingContext {
  roomId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  price: StayPriceSummary | null;
  orderNumber: string | null;
  error: string | null;
}

export type RoomBookingEvent =
  | { type: 'DATES.CHANGE'; checkIn: string; checkOut: string }
  | { type: 'GUESTS.CHANGE'; guests: number }
  | { type: 'BOOK' };

export interface StayRequest {
  roomId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Two calendar dates, check-out after check-in: worth asking the server for a price. */
export const isCompleteStay = (stay: { checkIn: string; checkOut: string }) =>
  ISO_DATE.test(stay.checkIn) && ISO_DATE.test(stay.checkOut) && stay.checkOut > stay.checkIn;

const codeOf = (error: unknown) => (typeof error === 'string' ? error : 'INTERNAL');
const stayOf = (context: RoomBookingContext): StayRequest => ({
  roomId: context.roomId,
  checkIn: context.checkIn,
  checkOut: context.checkOut,
  guests: context.guests,
});

/** The picker's edits, taken in every state but while booking (a booking in flight is not abandoned). */
const edits = {
  'DATES.CHANGE': [
    { guard: 'datesComplete', target: '#roomBooking.pricing', actions: 'keepDates', reenter: true },
    { target: '#roomBooking.choosing', actions: 'keepDates' },
  ],
  'GUESTS.CHANGE': [
    { guard: 'guestsValid', target: '#roomBooking.choosing', actions: 'keepGuests', reenter: true },
  ],
} as const;

export const roomBookingMachine = setup({
  types: {
    context: {} as RoomBookingContext,
    events: {} as RoomBookingEvent,
    input: {} as { roomId: string; checkIn?: string; checkOut?: string },
    tags: {} as 'busy' | 'bookable',
  },
  actors: {
    calculatePrice: fromPromise<StayPriceSummary, StayRequest>(() =>
      Promise.reject(new Error('room-booking: provide the calculatePrice actor')),
    ),
    bookRoom: fromPromise<{ orderNumber: string }, StayRequest>(() =>
      Promise.reject(new Error('room-booking: provide the bookRoom actor')),
    ),
  },
  actions: {
    keepDates: assign(({ event }) => {
      assertEvent(event, 'DATES.CHANGE');
      return { checkIn: event.checkIn, checkOut: event.checkOut, price: null, error: null };
    }),
    keepGuests: assign(({ event }) => {
      assertEvent(event, 'GUESTS.CHANGE');
      return { guests: event.guests, price: null, error: null };
    }),
    keepPrice: assign((_, params: { price: StayPriceSummary }) => ({ price: params.price, error: null })),
    keepOrder: assign((_, params: { orderNumber: string }) => ({
      orderNumber: params.orderNumber,
      error: null,
    })),
    showError: assign((_, params: { error: unknown }) => ({ error: codeOf(params.error) })),
  },
  guards: {
    datesComplete: ({ event }) => event.type === 'DATES.CHANGE' && isCompleteStay(event),
    guestsValid: ({ event }) =>
      event.type === 'GUESTS.CHANGE' && Number.isInteger(event.guests) && event.guests >= 1,
    stayComplete: ({ context }) => isCompleteStay(context),
  },
}).createMachine({
  id: 'roomBooking',
  context: ({ input }) => ({
    roomId: input.roomId,
    checkIn: input.checkIn ?? '',
    checkOut: input.checkOut ?? '',
    guests: 1,
    price: null,
    orderNumber: null,
    error: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The dates are not yet a stay (or the guests just changed): nothing to price yet.',
      always: { guard: 'stayComplete', target: 'pricing' },
      on: edits,
    },
    pricing: {
      description: 'The server prices the stay: nights × rate, weekend and season, taxes.',
      tags: ['busy'],
      on: edits,
      invoke: {
        id: 'calculatePrice',
        src: 'calculatePrice',
        input: ({ context }) => stayOf(context),
        onDone: {
          target: 'priced',
          actions: { type: 'keepPrice', params: ({ event }) => ({ price: event.output }) },
        },
        onError: {
          target: 'refused',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    refused: {
      description: 'The server refused the stay (past date, too long, too many guests): change it.',
      on: edits,
    },
    priced: {
      description: 'The live price is shown; BOOK holds the nights and puts the stay in the cart.',
      tags: ['bookable'],
      on: { ...edits, BOOK: { target: 'booking' } },
    },
    booking: {
      description: 'The nights are being held and the stay added to the cart.',
      tags: ['busy'],
      invoke: {
        id: 'bookRoom',
        src: 'bookRoom',
        input: ({ context }) => stayOf(context),
        onDone: {
          target: 'booked',
          actions: { type: 'keepOrder', params: ({ event }) => ({ orderNumber: event.output.orderNumber }) },
        },
        onError: {
          target: 'priced',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    booked: {
      description: 'The stay is in the cart; the shopper goes on to checkout.',
      type: 'final',
    },
  },
});

export type RoomBookingSnapshot = SnapshotFrom<typeof roomBookingMachine>;
export const selectRoomBookingBusy = (snapshot: RoomBookingSnapshot) => snapshot.hasTag('busy');
