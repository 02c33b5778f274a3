import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';

/**
 * Spinning the lucky wheel or the jackpot (#18): the page loads the wheel and the shopper's spins
 * left, the shopper spins, the server decides (a CSPRNG draw under the configured odds), and the
 * wheel turns to land on the server's outcome before it is told:
 *
 *   loading → idle | notEntitled | loadFailed;  idle → spinning → revealing → won | lost;  failed
 *
 * - `revealing` is the animation: the wheel's CSS transform is already at `rotation` (where the
 *   server's segment sits under the pointer); the outcome shows after `revealDelay` (none when the
 *   shopper prefers reduced motion).
 * - A refused or failed spin (`failed`) and a failed load (`loadFailed`) offer RETRY, which reads
 *   the wheel again: the spins left and the stock may have changed.
 * - AGAIN after an outcome reads the wheel again too (another spin, or none left).
 * - Calls are the host's actors (`loadWheel`, `spin`, given with `.provide()`).
 */

export interface WheelPrize {
  id: number;
  name: string;
  kind: 'coupon' | 'wallet_credit';
  couponCode: string | null;
  creditAmount: number | null;
}

export interface WheelSegment {
  prize: WheelPrize | null;
  oddsPercent: number;
  inStock: boolean;
}

export interface WheelView {
  id: string;
  active: boolean;
  minOrderTotal: number;
  segments: WheelSegment[];
  spinsLeft: number;
}

export interface SpinResult {
  number: string;
  won: boolean;
  prize: WheelPrize | null;
  segment: number;
}

export interface PrizeSpinInput {
  reducedMotion: boolean;
}

export interface PrizeSpinContext {
  reducedMotion: boolean;
  wheel: WheelView | null;
  result: SpinResult | null;
  /** The wheel's CSS rotation in degrees; only ever grows, so each spin turns forward. */
  rotation: number;
  /** The code of the last refusal (translated on the web). */
  failure: string | null;
}

export type PrizeSpinEvent = { type: 'SPIN' } | { type: 'RETRY' } | { type: 'AGAIN' };
export type PrizeSpinTag = 'busy' | 'turning';

/** How long the wheel turns, in ms (the page's CSS transition uses the same). */
export const SPIN_MS = 4_500;
const FULL_TURNS = 5;

/**
 * The rotation that brings segment `index` of `count` (drawn clockwise from the top, under the
 * pointer at 12 o'clock) to the pointer, at least FULL_TURNS whole turns past `previous`.
 */
export function landingRotation(previous: number, index: number, count: number): number {
  const size = 360 / Math.max(count, 1);
  const start = previous - (previous % 360) + FULL_TURNS * 360;
  return start + (360 - (index + 0.5) * size);
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'INTERNAL';
}

export const prizeSpinMachine = setup({
  types: {
    context: {} as PrizeSpinContext,
    events: {} as PrizeSpinEvent,
    input: {} as PrizeSpinInput,
    tags: {} as PrizeSpinTag,
  },
  actors: {
    loadWheel: fromPromise<WheelView>(() => Promise.reject(new Error('prize-spin: provide loadWheel'))),
    spin: fromPromise<SpinResult>(() => Promise.reject(new Error('prize-spin: provide spin'))),
  },
  delays: {
    revealDelay: ({ context }) => (context.reducedMotion ? 0 : SPIN_MS),
  },
  guards: {
    entitled: (_, params: { wheel: WheelView }) => params.wheel.active && params.wheel.spinsLeft > 0,
    won: ({ context }) => context.result?.won === true,
  },
  actions: {
    keepWheel: assign((_, params: { wheel: WheelView }) => ({
      wheel: params.wheel,
      result: null,
      failure: null,
    })),
    keepResult: assign(({ context }, params: { result: SpinResult }) => ({
      result: params.result,
      rotation: landingRotation(context.rotation, params.result.segment, context.wheel?.segments.length ?? 1),
      wheel: context.wheel && { ...context.wheel, spinsLeft: Math.max(0, context.wheel.spinsLeft - 1) },
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: codeOf(params.error) })),
  },
}).createMachine({
  id: 'prizeSpin',
  context: ({ input }) => ({
    reducedMotion: input.reducedMotion,
    wheel: null,
    result: null,
    rotation: 0,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadWheel',
        src: 'loadWheel',
        onDone: [
          {
            guard: { type: 'entitled', params: ({ event }) => ({ wheel: event.output }) },
            target: 'idle',
            actions: { type: 'keepWheel', params: ({ event }) => ({ wheel: event.output }) },
          },
          {
            target: 'notEntitled',
            actions: { type: 'keepWheel', params: ({ event }) => ({ wheel: event.output }) },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    notEntitled: {},
    idle: { on: { SPIN: 'spinning' } },
    spinning: {
      tags: ['busy', 'turning'],
      invoke: {
        id: 'spin',
        src: 'spin',
        onDone: {
          target: 'revealing',
          actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    revealing: {
      tags: ['busy', 'turning'],
      after: { revealDelay: [{ guard: 'won', target: 'won' }, { target: 'lost' }] },
    },
    won: { on: { AGAIN: 'loading' } },
    lost: { on: { AGAIN: 'loading' } },
    failed: { on: { RETRY: 'loading' } },
  },
});

export type PrizeSpinSnapshot = SnapshotFrom<typeof prizeSpinMachine>;
export const selectIsBusy = (snapshot: PrizeSpinSnapshot) => snapshot.hasTag('busy');
export const selectIsTurning = (snapshot: PrizeSpinSnapshot) => snapshot.hasTag('turning');
