import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  PUSH_PROMPT_DELAY_MS,
  pushPromptMachine,
  selectIsPromptVisible,
} from '../../machines/push-prompt.ts';
import { pushPromptModel } from '../paths/models/push-prompt.model.ts';
import { describeModel } from '../paths/vitest.ts';

// Every path for four kinds of visitor, the delay on a simulated clock and `subscribe` resolved or
// rejected by the path (tests/paths/models/push-prompt.model.ts).
describeModel(pushPromptModel);

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('push prompt timing and failures', () => {
  it('appears after 10 s on the simulated clock, not before', () => {
    const clock = new SimulatedClock();
    const actor = createActor(pushPromptMachine, {
      input: { remembered: undefined, supported: true },
      clock,
    }).start();
    clock.increment(9_999);
    expect(selectIsPromptVisible(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectIsPromptVisible(actor.getSnapshot())).toBe(true);
  });

  it('never covers a checkout, login or payment screen: due there, it waits until the visitor leaves (#19.6)', () => {
    const clock = new SimulatedClock();
    const actor = createActor(pushPromptMachine, {
      input: { remembered: undefined, supported: true, quietPage: true },
      clock,
    }).start();
    clock.increment(PUSH_PROMPT_DELAY_MS * 3);
    expect(selectIsPromptVisible(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'PAGE_CHANGED', quiet: false });
    expect(selectIsPromptVisible(actor.getSnapshot())).toBe(true);
    // shown on a product page, then the visitor opens the checkout: it steps aside, and comes back after
    actor.send({ type: 'PAGE_CHANGED', quiet: true });
    expect(selectIsPromptVisible(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'PAGE_CHANGED', quiet: true });
    expect(selectIsPromptVisible(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'PAGE_CHANGED', quiet: false });
    expect(selectIsPromptVisible(actor.getSnapshot())).toBe(true);
  });

  it('a denied permission ends opted out, remembered, with the reason kept', async () => {
    const clock = new SimulatedClock();
    const rememberOptOut = vi.fn();
    const denied = new DOMException('Permission denied', 'NotAllowedError');
    const machine = pushPromptMachine.provide({
      actions: { rememberOptOut },
      actors: { subscribe: fromPromise<void>(() => Promise.reject(denied)) },
    });
    const actor = createActor(machine, { input: { remembered: undefined, supported: true }, clock }).start();
    clock.increment(PUSH_PROMPT_DELAY_MS);
    actor.send({ type: 'ACCEPT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('optedOut');
    expect(actor.getSnapshot().context.error).toBe(denied);
    expect(rememberOptOut).toHaveBeenCalledOnce();
  });
});
