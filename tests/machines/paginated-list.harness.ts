import type { PaginatedListInput } from '../../machines/paginated-list.ts';
import { paginatedListModel } from '../paths/models/paginated-list.model.ts';
import { startModelActor } from '../paths/replay.ts';

export interface Item {
  id: string;
}

/**
 * A real actor of the list machine (the shared path runner's: `fetchPage` is a test actor that
 * waits for `xstate.done.actor.fetchPage` / `xstate.error.actor.fetchPage`), for hand-written
 * edge cases beside the generated paths.
 */
export function runListActor(input: PaginatedListInput<Item>) {
  const run = startModelActor(paginatedListModel, input);
  return {
    actor: run.actor,
    dispatch: run.dispatch,
    /** The fetch waiting for an answer, if any. */
    pending: () => run.pending.get('fetchPage'),
  };
}
