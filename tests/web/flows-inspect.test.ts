import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ageGateMachine } from '../../machines/age-gate.ts';
import { pushPromptMachine } from '../../machines/push-prompt.ts';
import { flowInspect, setFlowInspector } from '../../web/src/flows/inspect.ts';
import { liveActors } from '../../web/src/flows/live-actors.ts';

/** `@statelyai/inspect`'s own inspector, with an adapter that keeps what it would send to Stately. */
function recordingInspector() {
  const sent: StatelyInspectionEvent[] = [];
  const inspector = createInspector({ send: (event) => void sent.push(event) });
  inspector.start();
  setFlowInspector((event) => inspector.inspect.next?.(event));
  return sent;
}

afterEach(() => setFlowInspector(null));

describe('the web inspect hook (?inspect, /dev/flows)', () => {
  it('sends actor, event and snapshot records of a live actor to the inspector', async () => {
    const sent = recordingInspector();
    const actor = createActor(ageGateMachine, { input: { remembered: false }, inspect: flowInspect }).start();
    actor.send({ type: 'CONFIRM_ADULT' });

    // The inspector converts records when the browser is idle.
    const mine = () => sent.filter((event) => event.sessionId === actor.sessionId);
    await vi.waitFor(() =>
      expect(mine().map((event) => event.type)).toEqual(
        expect.arrayContaining(['@xstate.actor', '@xstate.event', '@xstate.snapshot']),
      ),
    );
    const registered = mine().find((event) => event.type === '@xstate.actor') as { name?: string };
    expect(registered.name).toBe('ageGate');
    const lastSnapshot = mine()
      .filter((event) => event.type === '@xstate.snapshot')
      .at(-1) as unknown as {
      snapshot: { value: unknown };
      event: { type: string };
    };
    expect(lastSnapshot.snapshot.value).toBe('open');
    expect(lastSnapshot.event.type).toBe('CONFIRM_ADULT');
    actor.stop();
  });

  it('lists live machine actors with their current state, and forgets a stopped one', async () => {
    setFlowInspector(null);
    const gate = createActor(ageGateMachine, { input: { remembered: false }, inspect: flowInspect }).start();
    const prompt = createActor(
      pushPromptMachine.provide({ actors: { subscribe: fromPromise(async () => {}) } }),
      { input: { remembered: 'subscribed', supported: true }, inspect: flowInspect },
    ).start();
    gate.send({ type: 'DECLINE' });

    const byId = new Map(liveActors().map((live) => [live.sessionId, live]));
    expect(byId.get(gate.sessionId)).toMatchObject({
      machine: 'ageGate',
      value: 'refused',
      lastEvent: 'DECLINE',
    });
    expect(byId.get(prompt.sessionId)).toMatchObject({
      machine: 'pushPrompt',
      value: 'settled',
      status: 'done',
    });
    // Only machines are listed, not the promise actors they invoke.
    expect(liveActors().every((live) => typeof live.machine === 'string')).toBe(true);

    gate.stop();
    expect(liveActors().some((live) => live.sessionId === gate.sessionId)).toBe(false);
    prompt.stop();
  });
});
