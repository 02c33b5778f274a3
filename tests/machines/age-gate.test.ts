import { getShortestPaths, getSimplePaths, getStateNodes, type StatePath } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import {
  type AgeGateInput,
  type AgeGateSnapshot,
  ageGateMachine,
  selectIsAsking,
  selectIsOpen,
  selectIsRefused,
} from '../../machines/age-gate.ts';
import { transitionKey } from './paginated-list.harness.ts';

/**
 * Model-based: every simple path of the age gate (from both a first visit and a remembered one) is
 * replayed on a real actor whose `rememberAdult` is a spy; the replays must cover every state and
 * every transition written in the machine.
 */

const inputs: Record<string, AgeGateInput> = {
  'first visit': { remembered: false },
  'remembered adult': { remembered: true },
};
const events: AnyEventObject[] = [{ type: 'CONFIRM_ADULT' }, { type: 'DECLINE' }];
type GatePath = StatePath<AgeGateSnapshot, AnyEventObject>;

function pathsFor(input: AgeGateInput): GatePath[] {
  const options = { input, events } as unknown as Parameters<typeof getSimplePaths<typeof ageGateMachine>>[1];
  return getSimplePaths(ageGateMachine, options) as unknown as GatePath[];
}

function replay(path: GatePath, input: AgeGateInput) {
  const rememberAdult = vi.fn();
  const transitions = new Set<string>();
  const states = new Set<string>([ageGateMachine.root.id]);
  const actor = createActor(ageGateMachine.provide({ actions: { rememberAdult } }), {
    input,
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      for (const transition of event._transitions) {
        transitions.add(transitionKey(transition));
        states.add(transition.source.id);
        for (const target of transition.target ?? []) states.add(target.id);
      }
    },
  });
  actor.start();
  for (const node of actor.getSnapshot()._nodes) states.add(node.id);
  for (const step of path.steps) {
    if (step.event.type !== 'xstate.init') actor.send(step.event as never);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(step.state.value);
    for (const node of snapshot._nodes) states.add(node.id);
    // The gate is open exactly when it is not closed, and a refusal never opens it.
    expect(snapshot.hasTag('open')).toBe(!snapshot.hasTag('closed'));
    expect(selectIsOpen(snapshot)).toBe(snapshot.matches('open'));
  }
  const final = actor.getSnapshot();
  // A yes is remembered once, and only when it was given now (a remembered visitor is not re-stored).
  const saidYes = path.steps.some((step) => step.event.type === 'CONFIRM_ADULT');
  expect(rememberAdult).toHaveBeenCalledTimes(saidYes ? 1 : 0);
  actor.stop();
  return { transitions, states, final };
}

describe('age gate machine, model-based', () => {
  for (const [name, input] of Object.entries(inputs)) {
    for (const path of pathsFor(input)) {
      const label = path.steps.map((step) => step.event.type).join(' → ');
      it(`${name}: ${label} ⇒ ${JSON.stringify(path.state.value)}`, () => {
        replay(path, input);
      });
    }
  }

  it('covers every state and every transition of the machine', () => {
    const transitions = new Set<string>();
    const states = new Set<string>();
    for (const input of Object.values(inputs)) {
      for (const path of getShortestPaths(ageGateMachine, {
        input,
        events,
      } as never) as unknown as GatePath[]) {
        const covered = replay(path, input);
        for (const key of covered.transitions) transitions.add(key);
        for (const id of covered.states) states.add(id);
      }
    }
    const defined = new Set<string>();
    for (const node of getStateNodes(ageGateMachine.root)) {
      for (const list of node.transitions.values()) for (const t of list) defined.add(transitionKey(t));
      for (const t of node.always ?? []) defined.add(transitionKey(t));
    }
    const all = getStateNodes(ageGateMachine.root).map((node) => node.id);
    expect(all.length).toBe(4);
    expect([...states]).toEqual(expect.arrayContaining(all));
    expect([...transitions].sort()).toEqual([...defined].sort());
  });
});

describe('age gate answers', () => {
  it('asks a first-time visitor and keeps the site closed after a no, whatever comes next', () => {
    const actor = createActor(ageGateMachine, { input: { remembered: false } }).start();
    expect(selectIsAsking(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'DECLINE' });
    actor.send({ type: 'CONFIRM_ADULT' });
    expect(selectIsRefused(actor.getSnapshot())).toBe(true);
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
  });

  it('opens at once for a visitor who said yes before', () => {
    const actor = createActor(ageGateMachine, { input: { remembered: true } }).start();
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
  });

  it('exports its named action for the Stately editor', () => {
    const json = JSON.stringify(ageGateMachine.toJSON());
    expect(json).toContain('rememberAdult');
  });
});
