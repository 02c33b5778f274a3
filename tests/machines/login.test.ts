import { getShortestPaths, getStateNodes, type StatePath } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { loginMachine, selectStep } from '../../machines/login.ts';
import { runLoginActor } from './login.harness.ts';
import { transitionKey } from './paginated-list.harness.ts';

/**
 * Model-based paths over the login machine (the paginated-list test's method): @xstate/graph walks
 * it with representative shopper events and server answers, each path is replayed on a real actor
 * with fake server calls and a simulated clock, and the paths must cover every state and transition.
 */

const COOLDOWN = 'xstate.after.resendCooldown.login.code.resend.cooling';
const challenge = { id: 'c-1', channel: 'SMS', resendIn: 60 };
const account = { id: '7' };
const done = (actor: string, output: unknown) => ({ type: `xstate.done.actor.${actor}`, output });
const failed = (actor: string, code: string) => ({ type: `xstate.error.actor.${actor}`, error: { code } });

/** Representative events, kept to those the current state accepts. */
function eventsFor(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const candidates: AnyEventObject[] = [
    { type: 'SUBMIT_LOGIN', login: ' ' },
    { type: 'SUBMIT_LOGIN', login: '1234' },
    { type: 'SUBMIT_LOGIN', login: '9911 2233' },
    { type: 'USE_PASSWORD' },
    { type: 'FORGOT_PASSWORD' },
    { type: 'USE_CODE' },
    { type: 'CHANGE_LOGIN' },
    { type: 'RESEND' },
    { type: COOLDOWN },
    { type: 'SUBMIT_CODE', code: '12a' },
    { type: 'SUBMIT_CODE', code: '123456' },
    { type: 'SUBMIT_NEW_PASSWORD', password: '', confirmation: '' },
    { type: 'SUBMIT_NEW_PASSWORD', password: 'secret-pass', confirmation: 'other-pass' },
    { type: 'SUBMIT_NEW_PASSWORD', password: 'secret-pass', confirmation: 'secret-pass' },
    { type: 'SUBMIT_PASSWORD_LOGIN', login: '', password: 'x' },
    { type: 'SUBMIT_PASSWORD_LOGIN', login: 'a@shop.mn', password: '' },
    { type: 'SUBMIT_PASSWORD_LOGIN', login: 'a@', password: 'x' },
    { type: 'SUBMIT_PASSWORD_LOGIN', login: 'a@shop.mn', password: 'secret-pass' },
    done('requestCode', challenge),
    failed('requestCode', 'RATE_LIMITED'),
    done('resendCode', challenge),
    failed('resendCode', 'RATE_LIMITED'),
    done('verifyCode', { account, passwordTicket: null }),
    done('verifyCode', { account: null, passwordTicket: 't-1' }),
    failed('verifyCode', 'CODE_INCORRECT'),
    failed('verifyCode', 'LOCKED'),
    done('setPassword', account),
    failed('setPassword', 'VALIDATION'),
    failed('setPassword', 'CODE_EXPIRED'),
    done('loginWithPassword', account),
    failed('loginWithPassword', 'WRONG_CREDENTIALS'),
  ];
  return candidates.filter((event) =>
    event.type === COOLDOWN ? snapshot.matches({ code: { resend: 'cooling' } }) : snapshot.can(event),
  );
}

/** A vertex per (state, purpose, error, arriving edge), so shortest paths take every edge. */
function serializeState(snapshot: AnyMachineSnapshot, event?: AnyEventObject, previous?: AnyMachineSnapshot) {
  const { purpose, error } = snapshot.context;
  const arrival = event ? ` via ${JSON.stringify(event)} from ${JSON.stringify(previous?.value)}` : '';
  return `${JSON.stringify(snapshot.value)} ${purpose} ${error}${arrival}`;
}

type ModelPath = StatePath<AnyMachineSnapshot, AnyEventObject>;

function paths(): ModelPath[] {
  const options = { events: eventsFor, serializeState } as unknown as Parameters<
    typeof getShortestPaths<typeof loginMachine>
  >[1];
  const all = getShortestPaths(loginMachine, options) as unknown as ModelPath[];
  const signature = (path: ModelPath) => path.steps.map((step) => JSON.stringify(step.event));
  const signatures = all.map(signature);
  // A path that begins another one is checked on the longer one's way.
  return all.filter((_, index) => {
    const own = signatures[index] ?? [];
    return !signatures.some(
      (other, at) => at !== index && other.length > own.length && own.every((e, i) => other[i] === e),
    );
  });
}

async function replay(path: ModelPath) {
  const run = runLoginActor();
  for (const step of path.steps) {
    await run.dispatch(step.event);
    const actual = run.actor.getSnapshot();
    expect(actual.value).toEqual(step.state.value);
    expect(actual.context.error).toBe(step.state.context.error);
    expect(actual.context.purpose).toBe(step.state.context.purpose);
    expect([...actual.tags].sort()).toEqual([...step.state.tags].sort());
    // Invariants: busy exactly while a server call runs; a password never enters the context.
    const running = [...run.pending.keys()].filter((name) =>
      Object.values(actual.children).some((child) => child?.id === name),
    );
    expect(actual.hasTag('busy')).toBe(running.length > 0);
    expect(JSON.stringify(actual.context)).not.toContain('secret-pass');
    expect(selectStep(actual)).toBeTypeOf('string');
  }
  for (const call of run.calls) {
    if (call.actor === 'verifyCode') expect(call.input).toEqual({ challengeId: 'c-1', code: '123456' });
    if (call.actor === 'requestCode') expect(call.input).toMatchObject({ login: '9911 2233' });
  }
  run.actor.stop();
  return run;
}

function definedTransitions(): Set<string> {
  const keys = new Set<string>();
  for (const node of getStateNodes(loginMachine.root)) {
    for (const transitions of node.transitions.values())
      for (const t of transitions) keys.add(transitionKey(t));
  }
  return keys;
}

const describePath = (path: ModelPath) =>
  `${path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`;

describe('login machine, model-based', () => {
  const generated = paths();
  it('generates paths', () => {
    expect(generated.length).toBeGreaterThan(10);
  });
  for (const path of generated) {
    it(describePath(path), async () => {
      await replay(path);
    });
  }

  it('exports for the Stately editor with every action and guard named', () => {
    const json = JSON.stringify(loginMachine.toJSON());
    // An inline assign would serialise as null (STACK.md trap).
    expect(json).not.toMatch(/"(actions|entry|exit)":\[[^\]]*null/);
    for (const name of ['showFailure', 'saveChallenge', 'loginValid', 'passwordsDiffer', 'challengeGone']) {
      expect(json).toContain(name);
    }
  });

  it('the generated paths cover every state and every transition', async () => {
    const transitions = new Set<string>();
    const states = new Set<string>();
    for (const path of generated) {
      const run = await replay(path);
      for (const key of run.transitions) transitions.add(key);
      for (const id of run.states) states.add(id);
    }
    const allStates = getStateNodes(loginMachine.root).map((node) => node.id);
    expect([...states]).toEqual(expect.arrayContaining(allStates));
    expect([...transitions].sort()).toEqual(expect.arrayContaining([...definedTransitions()].sort()));
  });
});
