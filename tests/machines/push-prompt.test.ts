import { getShortestPaths, getStateNodes, type StatePath } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  PUSH_PROMPT_DELAY_MS,
  type PushPromptInput,
  type PushPromptSnapshot,
  pushPromptMachine,
  selectIsPromptVisible,
  selectIsSubscribing,
} from '../../machines/push-prompt.ts';
import { transitionKey } from './paginated-list.harness.ts';

/**
 * Model-based, like the list machine: paths from getShortestPaths (the machine invokes, so
 * createTestModel refuses it), replayed on a real actor with a simulated clock and a fake
 * `subscribe` the path resolves or rejects.
 */

const AFTER = 'xstate.after.promptDelay.pushPrompt.waiting';
const DONE = 'xstate.done.actor.subscribe';
const ERROR = 'xstate.error.actor.subscribe';
const inputs: Record<string, PushPromptInput> = {
  'new visitor': { remembered: undefined, supported: true },
  subscribed: { remembered: 'subscribed', supported: true },
  'opted out': { remembered: 'opted-out', supported: true },
  'browser without push': { remembered: undefined, supported: false },
};
const candidates: AnyEventObject[] = [
  { type: AFTER },
  { type: 'ACCEPT' },
  { type: 'DECLINE' },
  { type: DONE },
  { type: ERROR, error: new Error('permission denied') },
];
type PromptPath = StatePath<PushPromptSnapshot, AnyEventObject>;

function pathsFor(input: PushPromptInput): PromptPath[] {
  const events = (snapshot: PushPromptSnapshot) => candidates.filter((event) => snapshot.can(event as never));
  return getShortestPaths(pushPromptMachine, { input, events } as never) as unknown as PromptPath[];
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

async function replay(path: PromptPath, input: PushPromptInput) {
  const clock = new SimulatedClock();
  const remembered: string[] = [];
  let pending: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const transitions = new Set<string>();
  const states = new Set<string>();
  const machine = pushPromptMachine.provide({
    actions: {
      rememberSubscribed: () => remembered.push('subscribed'),
      rememberOptOut: () => remembered.push('opted-out'),
    },
    actors: {
      subscribe: fromPromise<void>(
        () =>
          new Promise<void>((resolve, reject) => {
            pending = { resolve, reject };
          }),
      ),
    },
  });
  const actor = createActor(machine, {
    input,
    clock,
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      for (const transition of event._transitions) {
        transitions.add(transitionKey(transition));
        states.add(transition.source.id);
        for (const target of transition.target ?? []) states.add(target.id);
      }
    },
  });
  for (const step of path.steps) {
    const { event } = step;
    if (event.type === 'xstate.init') actor.start();
    else if (event.type === AFTER) {
      clock.increment(PUSH_PROMPT_DELAY_MS - 1);
      expect(selectIsPromptVisible(actor.getSnapshot())).toBe(false);
      clock.increment(1);
    } else if (event.type === DONE) pending?.resolve();
    else if (event.type === ERROR) pending?.reject(event.error);
    else actor.send(event as never);
    await settle();
    const snapshot = actor.getSnapshot();
    for (const node of snapshot._nodes) states.add(node.id);
    expect(snapshot.value).toEqual(step.state.value);
    expect(selectIsSubscribing(snapshot)).toBe(snapshot.matches('subscribing'));
  }
  const final = actor.getSnapshot();
  actor.stop();
  return { transitions, states, final, remembered };
}

const label = (path: PromptPath) =>
  `${path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`;

describe('push prompt machine, model-based', () => {
  for (const [name, input] of Object.entries(inputs)) {
    for (const path of pathsFor(input)) {
      it(`${name}: ${label(path)}`, async () => {
        const { final, remembered } = await replay(path, input);
        // What is remembered matches where the visitor ended, and nothing is stored twice.
        if (final.matches('subscribed')) expect(remembered).toEqual(['subscribed']);
        else if (final.matches('optedOut')) expect(remembered).toEqual(['opted-out']);
        else expect(remembered).toEqual([]);
      });
    }
  }

  it('covers every state and every transition of the machine', async () => {
    const transitions = new Set<string>();
    const states = new Set<string>();
    for (const input of Object.values(inputs)) {
      for (const path of pathsFor(input)) {
        const covered = await replay(path, input);
        for (const key of covered.transitions) transitions.add(key);
        for (const id of covered.states) states.add(id);
      }
    }
    const defined = new Set<string>();
    for (const node of getStateNodes(pushPromptMachine.root)) {
      for (const list of node.transitions.values()) for (const t of list) defined.add(transitionKey(t));
      for (const t of node.always ?? []) defined.add(transitionKey(t));
    }
    expect([...states]).toEqual(
      expect.arrayContaining(getStateNodes(pushPromptMachine.root).map((node) => node.id)),
    );
    expect([...transitions].sort()).toEqual([...defined].sort());
  });
});

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
