import assert from 'node:assert/strict';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  type PrizeSpinContext,
  prizeSpinMachine,
  type SpinResult,
  selectIsBusy,
  selectIsTurning,
  type WheelView,
} from '../../../machines/prize-spin.ts';
import type { PathModel } from '../model.ts';

const LOAD_DONE = 'xstate.done.actor.loadWheel';
const LOAD_ERROR = 'xstate.error.actor.loadWheel';
const SPIN_DONE = 'xstate.done.actor.spin';
const SPIN_ERROR = 'xstate.error.actor.spin';
const REVEAL = 'xstate.after.revealDelay.prizeSpin.revealing';

const coupon = {
  id: 1,
  name: '5 000₮ купон',
  kind: 'coupon' as const,
  couponCode: 'WHEEL5000',
  creditAmount: null,
};
const wheel = (spinsLeft: number, active = true): WheelView => ({
  id: 'lucky_wheel',
  active,
  minOrderTotal: 50_000,
  segments: [
    { prize: coupon, oddsPercent: 50, inStock: true },
    { prize: null, oddsPercent: 50, inStock: true },
  ],
  spinsLeft,
});
const spun = (won: boolean): SpinResult => ({
  number: '48213907',
  won,
  prize: won ? coupon : null,
  segment: won ? 0 : 1,
});

function events(): AnyEventObject[] {
  return [
    { type: LOAD_DONE, output: wheel(2) },
    { type: LOAD_DONE, output: wheel(0) },
    { type: LOAD_DONE, output: wheel(3, false) },
    { type: LOAD_ERROR, error: { code: 'UPSTREAM_TIMEOUT' } },
    { type: 'SPIN' },
    { type: SPIN_DONE, output: spun(true) },
    { type: SPIN_DONE, output: spun(false) },
    { type: SPIN_ERROR, error: { code: 'PRIZE_NOT_ENTITLED' } },
    { type: REVEAL },
    { type: 'RETRY' },
    { type: 'AGAIN' },
  ];
}

const stepNames: Record<string, string> = {
  [LOAD_ERROR]: 'loading the wheel fails (timeout)',
  SPIN: 'clicks "Spin"',
  [SPIN_ERROR]: 'the server refuses the spin (no spin left)',
  [REVEAL]: 'the wheel stops turning',
  RETRY: 'clicks "Try again"',
  AGAIN: 'clicks "Spin again"',
};

function describeEvent(event: AnyEventObject): string {
  if (event.type === LOAD_DONE) {
    const view = event.output as WheelView;
    return view.active ? `the wheel loads with ${view.spinsLeft} spins left` : 'the wheel loads closed';
  }
  if (event.type === SPIN_DONE)
    return (event.output as SpinResult).won ? 'the server draws a prize' : 'the server draws no prize';
  return stepNames[event.type] ?? event.type;
}

function describeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as PrizeSpinContext;
  const names: Record<string, string> = {
    loading: 'loading the wheel (busy)',
    loadFailed: `the wheel did not load: ${context.failure}, with "Try again"`,
    notEntitled: 'no spin left: how to earn one',
    idle: `ready to spin (${context.wheel?.spinsLeft} left)`,
    spinning: 'the wheel turns while the server decides',
    revealing: `the wheel turns to segment ${context.result?.segment}`,
    won: `won: ${context.result?.prize?.name}`,
    lost: 'no prize this time',
    failed: `the spin was refused: ${context.failure}, with "Try again"`,
  };
  return names[snapshot.value as string] ?? String(snapshot.value);
}

/** The lucky wheel page: a shopper with spins, without, and one who prefers reduced motion. */
export const prizeSpinModel: PathModel = {
  name: 'prize-spin',
  title: 'lucky wheel spin',
  machine: prizeSpinMachine,
  scenarios: {
    'shopper who likes motion': { reducedMotion: false },
    'shopper who prefers reduced motion': { reducedMotion: true },
  },
  events,
  select: 'covering',
  // The rotation only grows (each spin turns forward), so it is left out of the vertex: the walk
  // would never end. Where the wheel stops is checked in assertState instead.
  serializeState: (snapshot, event, previous) => {
    const context = snapshot.context as PrizeSpinContext;
    const vertex = {
      value: snapshot.value,
      spinsLeft: context.wheel?.spinsLeft ?? null,
      active: context.wheel?.active ?? null,
      won: context.result?.won ?? null,
      failure: context.failure,
      reducedMotion: context.reducedMotion,
    };
    return `${JSON.stringify(vertex)}${event ? ` via ${event.type} from ${JSON.stringify(previous?.value)}` : ''}`;
  },
  describeEvent,
  describeState,
  assertState: (actual) => {
    const context = actual.context as PrizeSpinContext;
    assert.equal(
      selectIsBusy(actual as never),
      ['loading', 'spinning', 'revealing'].includes(actual.value as string),
    );
    assert.equal(
      selectIsTurning(actual as never),
      ['spinning', 'revealing'].includes(actual.value as string),
    );
    // The wheel lands where the server said: the segment under the pointer is the result's.
    if (actual.matches('revealing') || actual.matches('won') || actual.matches('lost')) {
      const count = context.wheel!.segments.length;
      const size = 360 / count;
      const underPointer = Math.floor(((360 - (context.rotation % 360)) % 360) / size);
      assert.equal(underPointer, context.result!.segment);
      assert.equal(actual.matches('won'), actual.matches('won') && context.result!.won);
    }
    if (actual.matches('won')) assert.equal(context.result?.won, true);
    if (actual.matches('lost')) assert.equal(context.result?.won, false);
    if (actual.matches('idle')) assert.ok(context.wheel!.spinsLeft > 0 && context.wheel!.active);
  },
};
