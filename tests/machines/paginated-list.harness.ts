import { type AnyEventObject, type AnyTransitionDefinition, createActor, fromPromise } from 'xstate';
import {
  type FetchPageInput,
  type Page,
  type PaginatedListInput,
  paginatedListMachine,
} from '../../machines/paginated-list.ts';

export interface Item {
  id: string;
}

interface PendingFetch {
  input: FetchPageInput;
  resolve: (page: Page<Item>) => void;
  reject: (error: unknown) => void;
}

export function transitionKey(transition: AnyTransitionDefinition): string {
  const targets = transition.target?.map((target) => target.id).join(',') ?? '(self)';
  return `${transition.source.id} --${transition.eventType}--> ${targets}`;
}

/** Lets the promise chain (fetch → done event → parent) run to the end. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A real actor of the list machine whose `fetchPage` is a fake that waits to be resolved or
 * rejected: `dispatch` turns a model event into the matching act (resolve, reject or send).
 * The inspection API records every transition taken, `always` included, and every state entered.
 */
export function runListActor(input: PaginatedListInput<Item>) {
  let pending: PendingFetch | undefined;
  let lastPage: readonly Item[] | undefined;
  const transitions = new Set<string>();
  const states = new Set<string>();

  const machine = paginatedListMachine.provide({
    actors: {
      fetchPage: fromPromise<Page<unknown>, FetchPageInput>(
        ({ input: fetchInput }) =>
          new Promise<Page<Item>>((resolve, reject) => {
            pending = { input: fetchInput, resolve, reject };
          }),
      ),
    },
  });
  const actor = createActor(machine, {
    input,
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      for (const transition of event._transitions) {
        transitions.add(transitionKey(transition));
        states.add(transition.source.id);
        for (const target of transition.target ?? []) states.add(target.id);
      }
    },
  });
  states.add(paginatedListMachine.root.id);

  function recordState() {
    for (const node of actor.getSnapshot()._nodes) states.add(node.id);
  }

  async function dispatch(event: AnyEventObject): Promise<void> {
    if (event.type === 'xstate.init') {
      actor.start();
    } else if (event.type === 'xstate.done.actor.fetchPage') {
      if (!pending) throw new Error('no fetch is pending to resolve');
      const page = event.output as Page<Item>;
      lastPage = page.items;
      const { resolve } = pending;
      pending = undefined;
      resolve(page);
    } else if (event.type === 'xstate.error.actor.fetchPage') {
      if (!pending) throw new Error('no fetch is pending to reject');
      const { reject } = pending;
      pending = undefined;
      reject(event.error);
    } else {
      actor.send(event as Parameters<typeof actor.send>[0]);
    }
    await settle();
    recordState();
  }

  return {
    actor,
    dispatch,
    pending: () => pending,
    lastPage: () => lastPage,
    transitions,
    states,
  };
}
