import { type AnyEventObject, createActor, fromPromise, SimulatedClock } from 'xstate';
import { type LoginPurpose, loginMachine } from '../../machines/login.ts';
import { transitionKey } from './paginated-list.harness.ts';

const ACTORS = ['requestCode', 'resendCode', 'verifyCode', 'setPassword', 'loginWithPassword'] as const;
type ActorName = (typeof ACTORS)[number];

interface Pending {
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A real login actor whose five server calls are fakes waiting to be resolved or rejected, on a
 * simulated clock: `dispatch` turns a model event (done/error of an actor, the cooldown's after
 * event, or a shopper's event) into the matching act. Transitions and states are recorded through
 * the inspection API.
 */
export function runLoginActor(input: { purpose?: LoginPurpose } = {}) {
  const pending = new Map<ActorName, Pending>();
  const calls: { actor: ActorName; input: unknown }[] = [];
  const transitions = new Set<string>();
  const states = new Set<string>([loginMachine.root.id]);
  const clock = new SimulatedClock();
  const fake = (name: ActorName) =>
    fromPromise<never, unknown>(
      ({ input: actorInput }) =>
        new Promise((resolve, reject) => {
          calls.push({ actor: name, input: actorInput });
          pending.set(name, { input: actorInput, resolve: resolve as (output: unknown) => void, reject });
        }),
    );
  const machine = loginMachine.provide({
    actors: Object.fromEntries(ACTORS.map((name) => [name, fake(name)])) as never,
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

  async function dispatch(event: AnyEventObject): Promise<void> {
    const done = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (event.type === 'xstate.init') {
      actor.start();
    } else if (done) {
      const name = done[2] as ActorName;
      const call = pending.get(name);
      if (!call) throw new Error(`no ${name} call is pending`);
      pending.delete(name);
      if (done[1] === 'done') call.resolve(event.output);
      else call.reject(event.error);
    } else if (event.type.startsWith('xstate.after.')) {
      clock.increment((actor.getSnapshot().context.challenge?.resendIn ?? 0) * 1000);
    } else {
      actor.send(event as Parameters<typeof actor.send>[0]);
    }
    await settle();
    for (const node of actor.getSnapshot()._nodes) states.add(node.id);
  }

  return { actor, dispatch, pending, calls, transitions, states };
}
