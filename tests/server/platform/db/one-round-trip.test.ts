import { describe, expect, it } from 'vitest';
import { oneRoundTripAtATime } from '../../../../server/platform/db/postgres.ts';

/** Lets every promise callback due run (a macrotask comes after them all). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A round trip the test answers by hand, recording when each was sent. */
function roundTrips() {
  const sent: number[] = [];
  const answers: Array<() => void> = [];
  let clock = 0;
  const roundTrip = () =>
    new Promise<void>((resolve) => {
      sent.push(clock);
      answers.push(resolve);
    });
  return {
    sent,
    tick: () => ++clock,
    answer: async () => {
      answers.shift()?.();
      await settle();
    },
    caughtUp: oneRoundTripAtATime(roundTrip),
  };
}

describe('caughtUp on a listening connection: one round trip at a time', () => {
  it('never sends a second query while one is out, and one round trip serves all who waited for it', async () => {
    const trips = roundTrips();
    const settled: string[] = [];
    const first = trips.caughtUp().then(() => settled.push('first'));
    await settle();
    expect(trips.sent).toHaveLength(1);
    // three callers while the first is out: none is served by it, all share the next
    trips.tick();
    const waiting = [1, 2, 3].map((n) => trips.caughtUp().then(() => settled.push(`waiting ${n}`)));
    await settle();
    expect(trips.sent).toHaveLength(1);
    await trips.answer();
    await first;
    expect(settled).toEqual(['first']);
    // the next was sent only once the first answered, after the three called
    expect(trips.sent).toEqual([0, 1]);
    await trips.answer();
    await Promise.all(waiting);
    expect(settled).toEqual(['first', 'waiting 1', 'waiting 2', 'waiting 3']);
    expect(trips.sent).toHaveLength(2);
  });

  it('goes on after a round trip that failed: its callers see the failure, later ones a new trip', async () => {
    let fail = true;
    let sent = 0;
    const caughtUp = oneRoundTripAtATime(async () => {
      sent += 1;
      if (fail) throw new Error('connection lost');
    });
    await expect(caughtUp()).rejects.toThrow('connection lost');
    fail = false;
    await expect(caughtUp()).resolves.toBeUndefined();
    expect(sent).toBe(2);
  });
});
