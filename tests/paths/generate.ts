import { getShortestPaths, getSimplePaths, serializeSnapshot } from '@xstate/graph';
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import { type ModelPath, type ModelStep, type PathModel, transitionKey } from './model.ts';

type Traversal = typeof getShortestPaths;
type WalkOptions = Parameters<Traversal>[1];

/** Like createTestModel's: a vertex per (state, arriving edge), so shortest paths take every edge. */
function byArrival(snapshot: AnyMachineSnapshot, event?: AnyEventObject, previous?: AnyMachineSnapshot) {
  const arrival = event ? ` via ${JSON.stringify(event)} from ${JSON.stringify(previous?.value)}` : '';
  return `${serializeSnapshot(snapshot)}${arrival}`;
}

const signature = (steps: readonly ModelStep[]) => steps.map((step) => JSON.stringify(step.event));

/** Drops duplicates and paths that begin a longer one: the longer one checks the same states on its way. */
function withoutPrefixes(all: ModelStep[][]): ModelStep[][] {
  const signatures = all.map(signature);
  const seen = new Set<string>();
  return all.filter((_, index) => {
    const own = signatures[index]!;
    const key = own.join('\n');
    if (seen.has(key)) return false;
    seen.add(key);
    return !signatures.some(
      (other, at) => at !== index && other.length > own.length && own.every((event, i) => other[i] === event),
    );
  });
}

/** `age gate: first visit → confirms adult → open` */
function pathName(model: PathModel, scenario: string, steps: readonly ModelStep[]): string {
  const moves = steps.slice(1).map((step) => model.describeEvent(step.event));
  const last = steps[steps.length - 1]!.state;
  return [`${model.title}: ${scenario}`, ...moves, model.describeState(last)].join(' → ');
}

/**
 * Every path of the walk: for each scenario, the shortest path to every vertex (and every simple
 * path where the model asks for them), without duplicates or prefixes.
 */
export function walkPaths(model: PathModel): ModelPath[] {
  const known = walked.get(model);
  if (known) return known;
  const paths: ModelPath[] = [];
  for (const [scenario, input] of Object.entries(model.scenarios)) {
    const options = {
      input,
      events: (snapshot: AnyMachineSnapshot) => model.events(snapshot).filter((event) => snapshot.can(event)),
      serializeState: model.serializeState ?? byArrival,
    } as unknown as WalkOptions;
    const walks: Traversal[] = model.simplePaths ? [getShortestPaths, getSimplePaths] : [getShortestPaths];
    const found = walks.flatMap((walk) =>
      walk(model.machine, options).map((path) => path.steps as unknown as ModelStep[]),
    );
    for (const steps of withoutPrefixes(found)) {
      paths.push({ id: '', name: pathName(model, scenario, steps), model, scenario, input, steps });
    }
  }
  walked.set(model, paths);
  return paths;
}

/** A walk is pure and some take seconds: each model's is made once per process. */
const walked = new WeakMap<PathModel, ModelPath[]>();

/**
 * The transitions a path takes, exactly (raised events and `always` included): the path's events are
 * sent as they are to an actor whose invoked actors never answer and whose clock never moves, so
 * done, error and timer events come only from the path. Synchronous, so choosing stays cheap.
 */
function takenTransitions(machine: AnyStateMachine, path: ModelPath): Set<string> {
  const taken = new Set<string>();
  const actor = createActor(machine, {
    input: path.input as never,
    clock: new SimulatedClock(),
    inspect: (event) => {
      if (event.type === '@xstate.microstep') for (const t of event._transitions) taken.add(transitionKey(t));
    },
  });
  actor.start();
  for (const step of path.steps.slice(1)) actor.send(step.event);
  actor.stop();
  return taken;
}

/** Greedy set cover: the path adding the most new transitions first, until none adds any. */
function covering(model: PathModel, paths: ModelPath[]): ModelPath[] {
  const inert = fromPromise(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(
    Object.keys(model.machine.implementations.actors).map((src) => [src, inert]),
  );
  const machine = model.machine.provide({ actors } as never);
  const candidates = paths.map((path) => ({ path, signatures: takenTransitions(machine, path) }));
  const covered = new Set<string>();
  const chosen: ModelPath[] = [];
  for (;;) {
    let best: (typeof candidates)[number] | undefined;
    let bestGain = 0;
    for (const candidate of candidates) {
      let gain = 0;
      for (const signature of candidate.signatures) if (!covered.has(signature)) gain++;
      if (
        gain > bestGain ||
        (gain === bestGain && gain > 0 && best && candidate.path.steps.length < best.path.steps.length)
      ) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) break;
    for (const signature of best.signatures) covered.add(signature);
    chosen.push(best.path);
  }
  // Back in walk order, so the plan reads from short to long.
  return paths.filter((path) => chosen.includes(path));
}

/**
 * The model's paths, numbered in a stable order (`age-gate#1`, …) so a QA engineer can name one:
 * every path of the walk, or (`select: 'covering'`) the fewest that take every transition it takes.
 */
export function generatePaths(model: PathModel): ModelPath[] {
  const all = walkPaths(model);
  const selected = model.select === 'covering' ? covering(model, all) : all;
  return selected.map((path, index) => ({ ...path, id: `${model.name}#${index + 1}` }));
}
