import assert from 'node:assert/strict';
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  createActor,
  fromPromise,
  type InspectionEvent,
  SimulatedClock,
} from 'xstate';
import { type ModelPath, type PathModel, type ReplayRun, stateValueText, transitionKey } from './model.ts';

// Taken at load: a test file that fakes timers (vi.useFakeTimers) must not stop the replay's own settling.
const realSetImmediate = globalThis.setImmediate;
/** Lets a promise chain (test actor settles → done event → parent machine) run to the end. */
const settle = () => new Promise<void>((resolve) => realSetImmediate(resolve));

const ACTOR_ANSWER = /^xstate\.(done|error)\.actor\.(.+)$/;
const TIMER = /^xstate\.after\.([^.]+)\./;

export interface StepReport {
  /** 0 for the start, then 1, 2, … */
  index: number;
  step: string;
  expected: string;
}

/** A real actor of a model's machine with test actors, a simulated clock and a coverage recorder. */
export interface ModelActor extends ReplayRun {
  actor: AnyActorRef & { getSnapshot(): AnyMachineSnapshot };
  /** Turns one model event into the act it stands for, then lets the actor settle. */
  dispatch(event: AnyEventObject): Promise<void>;
}

/**
 * Every actor the machine invokes becomes a test actor that waits for the path to resolve or reject
 * it (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`); every host action in `hostActions`
 * logs its name. The inspection API records each transition taken (`always` included, which a
 * snapshot never shows) and each state entered.
 */
export function startModelActor(model: PathModel, input: unknown): ModelActor {
  const clock = new SimulatedClock();
  const settlers = new Map<
    string,
    { resolve: (output: unknown) => void; reject: (error: unknown) => void }
  >();
  const run = {
    clock,
    pending: new Map<string, { src: string; input: unknown }>(),
    calls: [] as ReplayRun['calls'],
    effects: [] as string[],
    transitions: new Set<string>(),
    states: new Set<string>([model.machine.root.id]),
  };
  const testActor = (src: string) =>
    fromPromise<unknown, unknown>(
      ({ input: actorInput, self }) =>
        new Promise((resolve, reject) => {
          run.calls.push({ id: self.id, src, input: actorInput });
          run.pending.set(self.id, { src, input: actorInput });
          settlers.set(self.id, { resolve, reject });
        }),
    );
  const actors = Object.fromEntries(
    Object.keys(model.machine.implementations.actors).map((src) => [src, testActor(src)]),
  );
  const actions = Object.fromEntries(
    (model.hostActions ?? []).map((name) => [name, () => void run.effects.push(name)]),
  );
  const machine = model.machine.provide({ actors, actions } as never);
  const record = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    for (const transition of event._transitions) {
      run.transitions.add(transitionKey(transition));
      run.states.add(transition.source.id);
      for (const target of transition.target ?? []) run.states.add(target.id);
    }
  };
  const actor = createActor(machine, { input: input as never, clock, inspect: record });
  const recordStates = () => {
    for (const node of actor.getSnapshot()._nodes) run.states.add(node.id);
  };
  // A call whose state was left (a reset, a newer keystroke) is abandoned: it can no longer be answered.
  const forgetAbandoned = () => {
    const children = actor.getSnapshot().children as Record<string, unknown>;
    for (const id of run.pending.keys()) {
      if (!children[id]) {
        run.pending.delete(id);
        settlers.delete(id);
      }
    }
  };

  async function dispatch(event: AnyEventObject) {
    const answer = ACTOR_ANSWER.exec(event.type);
    const timer = TIMER.exec(event.type);
    if (event.type === 'xstate.init') {
      actor.start();
    } else if (answer) {
      const id = answer[2]!;
      const settler = settlers.get(id);
      assert.ok(settler && run.pending.has(id), `no call to ${id} is waiting for an answer`);
      run.pending.delete(id);
      settlers.delete(id);
      if (answer[1] === 'done') settler.resolve(event.output);
      else settler.reject(event.error);
    } else if (timer) {
      const ms = delayOf(model, timer[1]!, actor.getSnapshot());
      const before = actor.getSnapshot().value;
      clock.increment(Math.max(ms - 1, 0));
      assert.deepEqual(actor.getSnapshot().value, before, `the ${timer[1]} timer fired before ${ms} ms`);
      clock.increment(ms > 0 ? 1 : 0);
    } else {
      actor.send(event);
    }
    await settle();
    forgetAbandoned();
    recordStates();
  }

  return { ...run, actor, dispatch };
}

/** The delay a timer event stands for: a named delay of `setup({ delays })` or an inline number. */
function delayOf(model: PathModel, name: string, snapshot: AnyMachineSnapshot): number {
  const delay = (model.machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return delay({ context: snapshot.context, event: undefined });
  const inline = Number(name);
  assert.ok(Number.isFinite(inline), `unknown delay ${name}`);
  return inline;
}

/** The plan's text for one step: what is done, and the state expected after it. */
export function describeStep(path: ModelPath, index: number): StepReport {
  const { event, state } = path.steps[index]!;
  const step = index === 0 ? path.scenario : path.model.describeEvent(event);
  const tags = [...state.tags].sort();
  const expected = `${path.model.describeState(state)}${tags.length ? ` [${tags.join(', ')}]` : ''}`;
  return { index, step, expected };
}

/**
 * Replays one path on a real actor: after each step the actor's state value and tags must equal the
 * walk's, then the model's own checks run. Throws at the first mismatch (naming the step).
 */
export async function replayPath(
  path: ModelPath,
  onStep?: (report: StepReport) => void,
): Promise<ModelActor> {
  const run = startModelActor(path.model, path.input);
  try {
    for (let index = 0; index < path.steps.length; index++) {
      const { event, state: expected } = path.steps[index]!;
      const report = describeStep(path, index);
      onStep?.(report);
      await run.dispatch(event);
      const actual = run.actor.getSnapshot();
      try {
        assert.deepEqual(actual.value, expected.value, `expected ${stateValueText(expected.value)}`);
        assert.deepEqual([...actual.tags].sort(), [...expected.tags].sort(), 'tags differ');
        path.model.assertState?.(actual, expected, run);
      } catch (error) {
        (error as Error).message = `step ${index} (${report.step}): ${(error as Error).message}`;
        throw error;
      }
    }
    path.model.assertPath?.(path, run);
    return run;
  } finally {
    run.actor.stop();
  }
}
