import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { roomBookingMachine, type StayPriceSummary, type StayRequest } from '../../machines/room-booking.ts';
import { roomBookingModel } from '../paths/models/room-booking.model.ts';
import { describeModel } from '../paths/vitest.ts';

// Every transition of the room-booking walk, replayed on a real actor (tests/paths/models/room-booking.model.ts).
describeModel(roomBookingModel);

describe('room booking machine', () => {
  it('prices each complete stay with the guests, then books exactly the priced stay', async () => {
    const calls: { kind: string; input: StayRequest }[] = [];
    const machine = roomBookingMachine.provide({
      actors: {
        calculatePrice: fromPromise<StayPriceSummary, StayRequest>(async ({ input }) => {
          calls.push({ kind: 'price', input });
          return { nightCount: 2, subtotal: 2, vat: 0, cityTax: 0, total: 2 };
        }),
        bookRoom: fromPromise<{ orderNumber: string }, StayRequest>(async ({ input }) => {
          calls.push({ kind: 'book', input });
          return { orderNumber: 'R1' };
        }),
      },
    });
    const actor = createActor(machine, { input: { roomId: '7' } }).start();
    actor.send({ type: 'DATES.CHANGE', checkIn: '2026-09-12', checkOut: '2026-09-10' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'GUESTS.CHANGE', guests: 3 });
    actor.send({ type: 'DATES.CHANGE', checkIn: '2026-09-10', checkOut: '2026-09-12' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('bookable'));
    actor.send({ type: 'BOOK' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    const stay = { roomId: '7', checkIn: '2026-09-10', checkOut: '2026-09-12', guests: 3 };
    expect(calls).toEqual([
      { kind: 'price', input: stay },
      { kind: 'book', input: stay },
    ]);
    expect(actor.getSnapshot().context.orderNumber).toBe('R1');
  });

  it('starts pricing at once when the page opens with dates', () => {
    const actor = createActor(roomBookingMachine, {
      input: { roomId: '7', checkIn: '2026-09-10', checkOut: '2026-09-11' },
    }).start();
    expect(actor.getSnapshot().matches('pricing')).toBe(true);
    actor.stop();
  });
});
