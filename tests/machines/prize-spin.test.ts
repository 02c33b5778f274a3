import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  landingRotation,
  prizeSpinMachine,
  SPIN_MS,
  type SpinResult,
  type WheelView,
} from '../../machines/prize-spin.ts';
import { prizeSpinModel } from '../paths/models/prize-spin.model.ts';
import { describeModel } from '../paths/vitest.ts';

// Every transition of the spin walk, replayed on a real actor (tests/paths/models/prize-spin.model.ts).
describeModel(prizeSpinModel);

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const wheel: WheelView = {
  id: 'lucky_wheel',
  active: true,
  minOrderTotal: 50_000,
  segments: Array.from({ length: 5 }, (_, index) => ({ prize: null, oddsPercent: 20, inStock: index < 4 })),
  spinsLeft: 1,
};

describe('landing rotation', () => {
  it('brings every segment under the pointer, turning forward at least five times', () => {
    for (const count of [2, 5, 7]) {
      let rotation = 0;
      for (let index = 0; index < count; index++) {
        const next = landingRotation(rotation, index, count);
        expect(next - rotation).toBeGreaterThanOrEqual(4 * 360);
        const under = Math.floor(((360 - (next % 360)) % 360) / (360 / count));
        expect(under).toBe(index);
        rotation = next;
      }
    }
  });
});

describe('revealing', () => {
  it('shows the outcome after the wheel turned, at once with reduced motion', async () => {
    for (const reducedMotion of [false, true]) {
      const clock = new SimulatedClock();
      const actor = createActor(
        prizeSpinMachine.provide({
          actors: {
            loadWheel: fromPromise(async () => wheel),
            spin: fromPromise<SpinResult>(async () => ({
              number: '48213907',
              won: true,
              prize: null,
              segment: 3,
            })),
          },
        }),
        { input: { reducedMotion }, clock },
      ).start();
      await settle();
      actor.send({ type: 'SPIN' });
      await settle();
      if (!reducedMotion) {
        expect(actor.getSnapshot().value).toBe('revealing');
        clock.increment(SPIN_MS - 1);
        expect(actor.getSnapshot().value).toBe('revealing');
        clock.increment(1);
      } else {
        clock.increment(0);
      }
      expect(actor.getSnapshot().value).toBe('won');
      expect(actor.getSnapshot().context.wheel?.spinsLeft).toBe(0);
    }
  });
});
