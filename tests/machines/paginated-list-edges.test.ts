import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  isFullPage,
  paginatedListMachine,
  selectCanLoadMore,
  selectFailure,
  selectIsBusy,
} from '../../machines/paginated-list.ts';
import { type Item, runListActor } from './paginated-list.harness.ts';

const DONE = 'xstate.done.actor.fetchPage';
const ERROR = 'xstate.error.actor.fetchPage';
const items = (page: number, count: number): Item[] =>
  Array.from({ length: count }, (_, index) => ({ id: `p${page}-${index}` }));

async function loadedWith(firstPage: Item[], perPage = 3) {
  const run = runListActor({ perPage });
  await run.dispatch({ type: 'xstate.init' });
  await run.dispatch({ type: DONE, output: { items: firstPage } });
  return run;
}

describe('paginated-list edge cases', () => {
  it('a page of exactly perPage offers more', async () => {
    const run = await loadedWith(items(1, 3));
    expect(run.actor.getSnapshot().context.more).toBe(true);
    expect(selectCanLoadMore(run.actor.getSnapshot())).toBe(true);
  });

  it('a shorter page offers no more, and LOAD_MORE is then ignored', async () => {
    const run = await loadedWith(items(1, 2));
    expect(run.actor.getSnapshot().context.more).toBe(false);
    await run.dispatch({ type: 'LOAD_MORE' });
    expect(run.actor.getSnapshot().value).toBe('loaded');
    expect(run.pending()).toBeUndefined();
  });

  it('an empty first page is loaded, empty, with no more', async () => {
    const run = await loadedWith([]);
    expect(run.actor.getSnapshot().context).toMatchObject({ items: [], page: 1, more: false });
  });

  it('an empty appended page clears more and keeps the items', async () => {
    const run = await loadedWith(items(1, 3));
    await run.dispatch({ type: 'LOAD_MORE' });
    expect(run.pending()?.input).toEqual({ page: 2, perPage: 3 });
    await run.dispatch({ type: DONE, output: { items: [] } });
    expect(run.actor.getSnapshot().context).toMatchObject({ items: items(1, 3), page: 2, more: false });
  });

  it('a failed append keeps the items, reports the failure, and RETRY asks for the same page', async () => {
    const run = await loadedWith(items(1, 3));
    await run.dispatch({ type: 'LOAD_MORE' });
    const error = { code: 'UPSTREAM_TIMEOUT' };
    await run.dispatch({ type: ERROR, error });
    const failed = run.actor.getSnapshot();
    expect(failed.value).toBe('loadMoreFailed');
    expect(failed.context.items).toEqual(items(1, 3));
    expect(selectFailure(failed)).toBe(error);
    await run.dispatch({ type: 'RETRY' });
    expect(run.pending()?.input).toEqual({ page: 2, perPage: 3 });
    expect(selectFailure(run.actor.getSnapshot())).toBeUndefined();
    await run.dispatch({ type: DONE, output: { items: items(2, 1) } });
    expect(run.actor.getSnapshot().context.items).toHaveLength(4);
  });

  it('a failed first page shows nothing and RETRY loads page 1 again', async () => {
    const run = runListActor({ perPage: 3 });
    await run.dispatch({ type: 'xstate.init' });
    await run.dispatch({ type: ERROR, error: new Error('offline') });
    expect(run.actor.getSnapshot().hasTag('failure')).toBe(true);
    await run.dispatch({ type: 'RETRY' });
    expect(run.pending()?.input).toEqual({ page: 1, perPage: 3 });
    expect(selectIsBusy(run.actor.getSnapshot())).toBe(true);
  });

  it('a server-rendered page starts loaded without fetching', () => {
    const actor = createActor(paginatedListMachine, {
      input: { perPage: 3, initialPage: { page: 1, items: items(1, 3) } },
    });
    actor.start();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.more).toBe(true);
    actor.stop();
  });

  it('isFullPage is the spec rule: at least perPage items', () => {
    expect(isFullPage(items(1, 40), 40)).toBe(true);
    expect(isFullPage(items(1, 41), 40)).toBe(true);
    expect(isFullPage(items(1, 39), 40)).toBe(false);
    expect(isFullPage([], 0)).toBe(false);
  });

  it('exports its actions and guards by name for the Stately editor', () => {
    // xstate 5.33's toJSON leaves out `always` transitions, so the starting decision
    // (hasServerPage) is not in it; everything on events is.
    const json = JSON.stringify(paginatedListMachine.toJSON());
    for (const name of ['replaceWithFirstPage', 'appendPage', 'recordFailure', 'clearFailure', 'hasMore']) {
      expect(json).toContain(`"${name}"`);
    }
    // An inline assign would appear as null among the actions.
    expect(json).not.toMatch(/"(actions|entry|exit)":\[[^\]]*null/);
  });
});
