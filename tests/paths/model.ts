import { getStateNodes } from '@xstate/graph';
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyTransitionDefinition,
  SimulatedClock,
} from 'xstate';

/**
 * A test model: everything the shared path runner needs to walk one machine and replay the walk on
 * a real actor. One `<machine>.model.ts` per machine under tests/paths/models/, listed in
 * tests/paths/registry.ts.
 */
export interface PathModel {
  /** The machine file's name: `age-gate`. Used on the command line and for docs/test-plans/. */
  name: string;
  /** How a person says it: `age gate`. */
  title: string;
  machine: AnyStateMachine;
  /** Named starting points (the machine's input): `{ 'first visit': { remembered: false } }`. */
  scenarios: Record<string, unknown>;
  /**
   * Representative events, valid and invalid payloads, for the walk. The runner keeps those the
   * state accepts (`snapshot.can`). Server answers are `xstate.done.actor.<id>` / `xstate.error.actor.<id>`,
   * timers `xstate.after.<delay>.<state id>`: the replay turns them into a resolved or rejected
   * test actor and a simulated clock moved by exactly the delay.
   */
  events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
  /** Also walk every simple path (only where the machine's graph is small and finite). */
  simplePaths?: boolean;
  /**
   * `all` (default) keeps every generated path; `covering` keeps, greedily, the fewest that still
   * take every transition the walk takes (for machines whose walk is large: a plan QA can read).
   */
  select?: 'all' | 'covering';
  /** The walk's vertex; by default the snapshot plus the edge it was reached by, so shortest paths take every edge. */
  serializeState?: (
    snapshot: AnyMachineSnapshot,
    event?: AnyEventObject,
    previous?: AnyMachineSnapshot,
  ) => string;
  /** Host actions (no-ops in setup) to record: the replay swaps each for one that logs its name in `run.effects`. */
  hostActions?: readonly string[];
  /** The step as QA reads it: `confirms adult`. */
  describeEvent: (event: AnyEventObject) => string;
  /** The state as QA reads it: `asks the age question`. */
  describeState: (snapshot: AnyMachineSnapshot) => string;
  /** Checked after every step, beside the runner's own value and tag comparison. Throws on a mismatch. */
  assertState?: (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot, run: ReplayRun) => void;
  /** Checked once at the end of a path. */
  assertPath?: (path: ModelPath, run: ReplayRun) => void;
  /**
   * Transitions no path can take, by coverage key (see `transitionKey`), each with the reason. A
   * listed transition that a path does take fails the check, so the list cannot go stale.
   */
  unreachable?: Record<string, string>;
}

export interface ModelStep {
  event: AnyEventObject;
  state: AnyMachineSnapshot;
}

/** One generated path: a scenario, then its steps (the first is `xstate.init`). */
export interface ModelPath {
  /** `age-gate#3` */
  id: string;
  /** `age gate: first visit → confirms adult → open` */
  name: string;
  model: PathModel;
  scenario: string;
  input: unknown;
  steps: ModelStep[];
}

/** What a replay exposes to a model's assertions. */
export interface ReplayRun {
  actor: { getSnapshot(): AnyMachineSnapshot };
  clock: SimulatedClock;
  /** Test actors waiting to be resolved or rejected, by invoke id. */
  pending: Map<string, { src: string; input: unknown }>;
  /** Every call a test actor received, in order. */
  calls: Array<{ id: string; src: string; input: unknown }>;
  /** Host actions run, in order (`hostActions`). */
  effects: string[];
  transitions: Set<string>;
  states: Set<string>;
}

function guardName(transition: AnyTransitionDefinition): string {
  const guard = transition.guard as unknown;
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return ` [${String(guard.type)}]`;
  return ' [inline guard]';
}

function listOf(transition: AnyTransitionDefinition): readonly AnyTransitionDefinition[] {
  const source = transition.source;
  if (transition.eventType === '') return source.always ?? [];
  return source.transitions.get(transition.eventType) ?? [];
}

function baseKey(transition: AnyTransitionDefinition): string {
  const targets = transition.target?.map((target) => target.id).join(', ') ?? '(stays)';
  const event = transition.eventType === '' ? '(always)' : transition.eventType;
  return `${transition.source.id}: ${event}${guardName(transition)} → ${targets}`;
}

/**
 * A transition's coverage key, `age gate.asking: CONFIRM_ADULT → ageGate.open`: its source, event,
 * guard and targets, plus its position when two candidates of one event would read alike. Built
 * from ids, so a provided copy of the machine yields the same keys as the definition.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const key = baseKey(transition);
  const siblings = listOf(transition);
  const alike = siblings.filter((other) => baseKey(other) === key);
  return alike.length > 1 ? `${key} #${siblings.indexOf(transition) + 1}` : key;
}

/** Every state node id and every transition written in the machine (`always` included). */
export function definedGraph(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  const transitions = new Set<string>();
  for (const node of nodes) {
    for (const list of node.transitions.values()) for (const t of list) transitions.add(transitionKey(t));
    for (const t of node.always ?? []) transitions.add(transitionKey(t));
  }
  return { states: nodes.map((node) => node.id), transitions: [...transitions] };
}

/** `sync.ready + flag.quiet` for `{ sync: 'ready', flag: 'quiet' }`. */
export function stateValueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) => {
      const inner = stateValueText(child);
      return typeof child === 'string' ? `${key}.${inner}` : `${key}(${inner})`;
    })
    .join(' + ');
}
