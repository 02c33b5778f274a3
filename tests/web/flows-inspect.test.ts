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

describe('?inspect (issue #8: in development only)', () => {
  const gate = () => createActor(ageGateMachine, { input: { remembered: false }, inspect: flowInspect });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    history.replaceState(null, '', '/');
  });

  // Before the development case: once started, the inspector stays for the module's life.
  it('in a production build, ?inspect opens no inspector; /dev/flows still sees the actor', async () => {
    vi.stubEnv('DEV', false);
    history.replaceState(null, '', '/login?inspect');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const actor = gate().start();
    actor.send({ type: 'DECLINE' });
    // the inspector module would have loaded by now: a dynamic import settles within a few ticks
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(open).not.toHaveBeenCalled();
    expect(liveActors().find((live) => live.sessionId === actor.sessionId)?.value).toBe('refused');
    actor.stop();
  });

  it('in development, ?inspect opens the Stately inspector window', async () => {
    vi.stubEnv('DEV', true);
    history.replaceState(null, '', '/login?inspect');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const actor = gate().start();
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith(expect.stringContaining('stately.ai'), 'xstateinspector'),
    );
    actor.stop();
  });

  it('in development, a page without ?inspect opens nothing', async () => {
    vi.stubEnv('DEV', true);
    setFlowInspector(null);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const actor = gate().start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(open).not.toHaveBeenCalled();
    actor.stop();
  });
});

describe('/dev/flows over the BroadcastChannel', () => {
  it('a tab whose first actor starts after the flows page said hello says it is here, and answers the next hello', async () => {
    vi.resetModules();
    const { recordInspection } = await import('../../web/src/flows/live-actors.ts');
    // the flows page (server/dev/dev-page.ts): it said hello before this tab had a channel
    const flows = new BroadcastChannel('shop-flows');
    flows.postMessage({ type: 'hello' });
    const seen: { type: string; actor?: { machine: string } }[] = [];
    flows.onmessage = ({ data }) => {
      seen.push(data);
      if (data.type === 'here') flows.postMessage({ type: 'hello' });
    };
    const actor = createActor(ageGateMachine, {
      input: { remembered: false },
      inspect: recordInspection,
    }).start();
    await vi.waitFor(() =>
      expect(seen.some((message) => message.type === 'actor' && message.actor?.machine === 'ageGate')).toBe(
        true,
      ),
    );
    expect(seen[0]?.type).toBe('here');
    actor.stop();
    flows.close();
  });

  it('a hello that comes before an actor has its first state lists the actor once it has one, never as null', async () => {
    vi.resetModules();
    const { recordInspection } = await import('../../web/src/flows/live-actors.ts');
    const flows = new BroadcastChannel('shop-flows');
    const rows: { value: unknown }[] = [];
    let answered = false;
    flows.onmessage = ({ data }) => {
      if (data.type === 'actor') rows.push(data.actor);
      if (data.type === 'here') {
        flows.postMessage({ type: 'hello' });
        answered = true;
      }
    };
    // the actor is known (created), and the hello reaches the tab before its first snapshot
    const actor = createActor(ageGateMachine, { input: { remembered: false } });
    const created = { type: '@xstate.actor', actorRef: actor, rootId: actor.sessionId } as const;
    recordInspection(created as unknown as Parameters<typeof recordInspection>[0]);
    await vi.waitFor(() => expect(answered).toBe(true));
    // let the tab receive the hello, then start an actor whose snapshots are posted
    await new Promise((resolve) => setTimeout(resolve, 20));
    const inspected = createActor(ageGateMachine, {
      input: { remembered: false },
      inspect: recordInspection,
    });
    inspected.start();
    await vi.waitFor(() => expect(rows.length).toBeGreaterThan(0));
    expect(rows.map((row) => row.value)).not.toContain(null);
    inspected.stop();
    flows.close();
  });
});
