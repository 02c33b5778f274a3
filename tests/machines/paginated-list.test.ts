import { getShortestPaths, getStateNodes, type StatePath, serializeSnapshot } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { paginatedListMachine } from '../../machines/paginated-list.ts';
import { type Item, runListActor, transitionKey } from './paginated-list.harness.ts';

/**
 * Model-based: @xstate/graph walks the machine (pure transitions, the invoked fetch replaced by its
 * done/error events), and every generated path is replayed against a real actor whose `fetchPage`
 * is a fake the path resolves or rejects. Coverage of states and transitions is computed from the
 * machine definition and checked to be complete.
 *
 * `createTestModel` refuses machines with `invoke` ("Invocations on test machines are not
 * supported"), so the paths come from `getShortestPaths` and are replayed here.
 */

const perPage = 2;
const DONE = 'xstate.done.actor.fetchPage';
const ERROR = 'xstate.error.actor.fetchPage';

/** The page the machine would fetch from this state: 1 when (re)loading, else the next one. */
function requestedPage(snapshot: AnyMachineSnapshot): number {
  return snapshot.matches('loading') ? 1 : snapshot.context.page + 1;
}

/**
 * Representative events per state, kept to those the state accepts. Full pages stop after page 2
 * so the state space stays finite; short, empty and failed pages are offered everywhere.
 */
function eventsFor(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const page = requestedPage(snapshot);
  const item = (index: number): Item => ({ id: `p${page}-${index}` });
  const candidates: AnyEventObject[] = [
    { type: 'LOAD_MORE' },
    { type: 'RETRY' },
    { type: 'RELOAD' },
    ...(page <= 2 ? [{ type: DONE, output: { items: [item(0), item(1)] } }] : []),
    { type: DONE, output: { items: [item(0)] } },
    { type: DONE, output: { items: [] } },
    { type: ERROR, error: { code: 'UPSTREAM_TIMEOUT' } },
  ];
  return candidates.filter((event) => snapshot.can(event));
}

/** Like createTestModel's: a vertex per (state, arriving edge), so shortest paths take every edge. */
function serializeState(snapshot: AnyMachineSnapshot, event?: AnyEventObject, previous?: AnyMachineSnapshot) {
  const arrival = event ? ` via ${JSON.stringify(event)} from ${JSON.stringify(previous?.value)}` : '';
  return `${serializeSnapshot(snapshot)}${arrival}`;
}

const serverPage = { page: 1, items: [{ id: 'ssr-0' }, { id: 'ssr-1' }] };
const inputs = {
  'client-side first load': { perPage },
  'hydrated from a server-rendered page': { perPage, initialPage: serverPage },
};

type ModelPath = StatePath<AnyMachineSnapshot, AnyEventObject>;

/** Drops a path whose steps begin another path: the longer one checks the same states on its way. */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const signature = (path: ModelPath) => path.steps.map((step) => JSON.stringify(step.event));
  const all = paths.map(signature);
  return paths.filter((_, index) => {
    const own = all[index]!;
    return !all.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        other.length > own.length &&
        own.every((event, position) => other[position] === event),
    );
  });
}

function pathsFor(input: (typeof inputs)[keyof typeof inputs]): ModelPath[] {
  // The traversal options are typed for the machine's own events; the actor done/error events
  // it also walks are outside that union.
  const options = { input, events: eventsFor, serializeState } as unknown as Parameters<
    typeof getShortestPaths<typeof paginatedListMachine>
  >[1];
  return withoutPrefixes(getShortestPaths(paginatedListMachine, options) as unknown as ModelPath[]);
}

/** Every transition written in the machine, `always` included. */
function definedTransitions(): Set<string> {
  const keys = new Set<string>();
  for (const node of getStateNodes(paginatedListMachine.root)) {
    for (const transitions of node.transitions.values())
      for (const t of transitions) keys.add(transitionKey(t));
    for (const t of node.always ?? []) keys.add(transitionKey(t));
  }
  return keys;
}

type Input = (typeof inputs)[keyof typeof inputs];

/** Replays a path on a real actor, checking every state it passes; returns what it covered. */
async function replay(path: ModelPath, input: Input) {
  const run = runListActor(input);
  for (const step of path.steps) {
    await run.dispatch(step.event);
    const actual = run.actor.getSnapshot();
    const expected = step.state;
    expect(actual.value).toEqual(expected.value);
    expect(actual.context.items).toEqual(expected.context.items);
    expect(actual.context.page).toBe(expected.context.page);
    expect(actual.context.more).toBe(expected.context.more);
    expect([...actual.tags].sort()).toEqual([...expected.tags].sort());
    // Invariants of the implementation, independent of the model's own bookkeeping.
    expect(actual.hasTag('busy')).toBe(run.pending() !== undefined);
    expect(actual.hasTag('failure')).toBe(actual.context.error !== undefined);
    if (actual.hasTag('busy')) {
      expect(run.pending()?.input).toEqual({ page: requestedPage(actual), perPage });
    }
    if (actual.matches('loaded') && run.lastPage()) {
      expect(actual.context.more).toBe(run.lastPage()!.length >= perPage);
    }
  }
  run.actor.stop();
  return { transitions: run.transitions, states: run.states };
}

const describePath = (path: ModelPath) =>
  `${path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`;

describe('paginated-list machine, model-based', () => {
  for (const [name, input] of Object.entries(inputs)) {
    const paths = pathsFor(input);
    it(`${name}: generates paths`, () => {
      expect(paths.length).toBeGreaterThan(5);
    });
    for (const path of paths) {
      it(`${name}: ${describePath(path)}`, async () => {
        await replay(path, input);
      });
    }
  }

  it('the generated paths cover every state and every transition of the machine', async () => {
    const coveredTransitions = new Set<string>();
    const coveredStates = new Set<string>();
    for (const input of Object.values(inputs)) {
      for (const path of pathsFor(input)) {
        const covered = await replay(path, input);
        for (const key of covered.transitions) coveredTransitions.add(key);
        for (const id of covered.states) coveredStates.add(id);
      }
    }
    const allStates = getStateNodes(paginatedListMachine.root).map((node) => node.id);
    expect([...coveredStates].sort()).toEqual(expect.arrayContaining(allStates));
    const defined = definedTransitions();
    expect(defined.size).toBeGreaterThan(0);
    expect([...coveredTransitions].sort()).toEqual([...defined].sort());
  });
});
