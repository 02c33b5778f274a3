import assert from 'node:assert/strict';
import { pushPromptMachine, selectIsSubscribing } from '../../../machines/push-prompt.ts';
import type { PathModel } from '../model.ts';

const DELAY = 'xstate.after.promptDelay.pushPrompt.waiting';

const steps: Record<string, string> = {
  [DELAY]: 'waits 10 seconds',
  ACCEPT: 'accepts notifications',
  DECLINE: 'declines notifications',
  'xstate.done.actor.subscribe': 'browser and server confirm the subscription',
  'xstate.error.actor.subscribe': 'subscribing fails (permission denied)',
};
const pageSteps = {
  true: 'opens a checkout, login or payment screen',
  false: 'opens another screen',
} as const;
const states: Record<string, string> = {
  deciding: 'deciding',
  waiting: 'no prompt yet',
  held: 'prompt due, hidden on a checkout, login or payment screen',
  prompting: 'prompt shown',
  subscribing: 'prompt busy subscribing',
  subscribed: 'subscribed (remembered, no prompt)',
  optedOut: 'opted out (remembered, no prompt)',
  settled: 'no prompt: the earlier choice stands',
};

/** The push prompt: four kinds of visitor; the delay runs on a simulated clock. */
export const pushPromptModel: PathModel = {
  name: 'push-prompt',
  title: 'push prompt',
  machine: pushPromptMachine,
  scenarios: {
    'new visitor': { remembered: undefined, supported: true },
    'new visitor arriving at checkout': { remembered: undefined, supported: true, quietPage: true },
    'subscribed visitor': { remembered: 'subscribed', supported: true },
    'opted-out visitor': { remembered: 'opted-out', supported: true },
    'browser without Web Push': { remembered: undefined, supported: false },
  },
  events: () => [
    { type: DELAY },
    { type: 'ACCEPT' },
    { type: 'DECLINE' },
    { type: 'PAGE_CHANGED', quiet: true },
    { type: 'PAGE_CHANGED', quiet: false },
    { type: 'xstate.done.actor.subscribe' },
    { type: 'xstate.error.actor.subscribe', error: new Error('permission denied') },
  ],
  hostActions: ['rememberSubscribed', 'rememberOptOut'],
  describeEvent: (event) =>
    event.type === 'PAGE_CHANGED'
      ? pageSteps[`${event.quiet as boolean}`]
      : (steps[event.type] ?? event.type),
  describeState: (snapshot) => states[snapshot.value as string] ?? String(snapshot.value),
  assertState: (actual, _expected, run) => {
    assert.equal(selectIsSubscribing(actual as never), actual.matches('subscribing'));
    // Busy exactly while the subscription call is out.
    assert.equal(actual.hasTag('busy'), run.pending.has('subscribe'));
    // Never shown over a checkout, login or payment screen (#19.6), unless already subscribing.
    if (actual.context.quietPage) assert.ok(!actual.matches('prompting'), 'no prompt over a quiet screen');
  },
  assertPath: (path, run) => {
    // What is remembered matches where the visitor ended, and nothing is stored twice.
    const final = path.steps[path.steps.length - 1]!.state;
    const expected = final.matches('subscribed')
      ? ['rememberSubscribed']
      : final.matches('optedOut')
        ? ['rememberOptOut']
        : [];
    assert.deepEqual(run.effects, expected);
    if (final.matches('optedOut') && path.steps.some((s) => s.event.type.startsWith('xstate.error')))
      assert.ok(run.actor.getSnapshot().context.error instanceof Error, 'the failure reason is kept');
  },
};
