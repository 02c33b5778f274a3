import assert from 'node:assert/strict';
import { serializeSnapshot } from '@xstate/graph';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { paginatedListMachine } from '../../../machines/paginated-list.ts';
import type { PathModel } from '../model.ts';

export const PER_PAGE = 2;
const DONE = 'xstate.done.actor.fetchPage';
const ERROR = 'xstate.error.actor.fetchPage';

/** The page the machine would fetch from this state: 1 when (re)loading, else the next one. */
export function requestedPage(snapshot: AnyMachineSnapshot): number {
  return snapshot.matches('loading') ? 1 : snapshot.context.page + 1;
}

/**
 * Representative events per state. Full pages stop after page 2 so the walk stays finite; short,
 * empty and failed pages are offered everywhere.
 */
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const page = requestedPage(snapshot);
  const item = (index: number) => ({ id: `p${page}-${index}` });
  return [
    { type: 'LOAD_MORE' },
    { type: 'RETRY' },
    { type: 'RELOAD' },
    ...(page <= 2 ? [{ type: DONE, output: { items: [item(0), item(1)] } }] : []),
    { type: DONE, output: { items: [item(0)] } },
    { type: DONE, output: { items: [] } },
    { type: ERROR, error: { code: 'UPSTREAM_TIMEOUT' } },
  ];
}

function describeEvent(event: AnyEventObject): string {
  if (event.type === DONE) {
    const count = (event.output as { items: unknown[] }).items.length;
    return count === 0 ? 'server answers an empty page' : `server answers ${count} of ${PER_PAGE} items`;
  }
  if (event.type === ERROR) return 'server call fails (timeout)';
  return { LOAD_MORE: 'clicks "load more"', RETRY: 'clicks "try again"', RELOAD: 'reloads the list' }[
    event.type as 'RETRY'
  ];
}

function describeState(snapshot: AnyMachineSnapshot): string {
  const { items, more } = snapshot.context as { items: unknown[]; more: boolean };
  const shown = `${items.length} item${items.length === 1 ? '' : 's'} shown`;
  switch (snapshot.value) {
    case 'loading':
      return 'loading the first page';
    case 'loadingMore':
      return `${shown}, loading more`;
    case 'loaded':
      return `${shown}${more ? ', "load more" offered' : ', no more'}`;
    case 'loadMoreFailed':
      return `${shown}, loading more failed`;
    case 'failed':
      return 'first page failed, nothing shown';
    default:
      return String(snapshot.value);
  }
}

/** The list: a client-side first load and a hydrated server-rendered page; the fetch is a test actor. */
export const paginatedListModel: PathModel = {
  name: 'paginated-list',
  title: 'paginated list',
  machine: paginatedListMachine,
  scenarios: {
    'client-side first load': { perPage: PER_PAGE },
    'hydrated from a server-rendered page': {
      perPage: PER_PAGE,
      initialPage: { page: 1, items: [{ id: 'ssr-0' }, { id: 'ssr-1' }] },
    },
  },
  events,
  serializeState: (snapshot, event, previous) =>
    `${serializeSnapshot(snapshot)}${event ? ` via ${JSON.stringify(event)} from ${JSON.stringify(previous?.value)}` : ''}`,
  describeEvent,
  describeState,
  assertState: (actual, expected, run) => {
    assert.deepEqual(actual.context.items, expected.context.items);
    assert.equal(actual.context.page, expected.context.page);
    assert.equal(actual.context.more, expected.context.more);
    // Invariants of the implementation, independent of the walk's own bookkeeping.
    const pending = run.pending.get('fetchPage');
    assert.equal(actual.hasTag('busy'), pending !== undefined, 'busy exactly while a fetch is out');
    assert.equal(actual.hasTag('failure'), actual.context.error !== undefined);
    if (pending) assert.deepEqual(pending.input, { page: requestedPage(actual), perPage: PER_PAGE });
  },
  assertPath: (path) => {
    // The spec's more flag: a page answered in full offers more, a short or empty one does not.
    for (const { event, state } of path.steps) {
      if (event.type !== DONE) continue;
      const count = (event.output as { items: unknown[] }).items.length;
      assert.equal(state.context.more, count >= PER_PAGE, `more after a page of ${count}`);
    }
  },
};
