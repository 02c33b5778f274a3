import { assertEvent, assign, fromPromise, not, raise, type SnapshotFrom, setup } from 'xstate';

/**
 * The shopper's cart in the browser (spec §4 order flags): `fetching`, `updating`, `error` and
 * `justChanged`.
 *
 * - Every click is queued in order and sent one at a time, never dropped and never sent twice (the
 *   command carries an idempotency key, so a retried request is applied once on the server).
 * - `justChanged` is true for 3 s after an add; any other successful update clears it.
 * - A LINE_ITEM_NOT_FOUND (404) answer reloads the current order (someone else changed the cart).
 * - A failed call keeps the error code for the toast; the queue goes on with the next click.
 * - Offline (#19): while the browser is offline (WENT_OFFLINE), or once a call fails to reach the
 *   gateway (NETWORK), the cart `waits`: clicks keep queueing in order and nothing is sent or dropped.
 *   Back online (WENT_ONLINE), or every 10 s while the browser still claims to be online, it reloads
 *   the cart and replays the queue in order with the same idempotency keys, so a request the server
 *   did get before the connection dropped is answered from its first result, never applied twice. A
 *   refused replay (OUT_OF_STOCK) toasts and drops that command only.
 * - RESTORE puts back the commands a page left unsent (persisted by the host): they go first, and one
 *   already queued (same key) is not queued twice.
 *
 * The host gives `loadCurrent` and `runCommand` (GraphQL) and `track` (analytics) with `.provide()`.
 */

export const CART_CHANGED_MS = 3_000;
/** How often a cart that lost the gateway while the browser says it is online tries again. */
export const CART_RETRY_MS = 10_000;

export interface CartLine {
  id: string;
  variantId: string;
  quantity: number;
  price: number;
  total: number;
  /** The line's options (`quote`: priced by that accepted quote, #17). */
  options?: readonly { name: string; value: string }[];
  product: {
    name: string;
    slug: string;
    sku: string;
    image?: string | null | undefined;
    /** The variant's option values, named in the shopper's language (Хэмжээ: 15 мл). */
    variant?: readonly { name: string; value: string }[];
  };
}

export interface CartOrder {
  number: string;
  totalQuantity: number;
  itemTotal: number;
  shipTotal: number;
  taxTotal: number;
  total: number;
  lineItems: readonly CartLine[];
}

export type CartCommand =
  /** `name`: the product's name, to show a queued add offline before the server knows of it. */
  | { kind: 'add'; variantId: string; quantity: number; key: string; name?: string }
  | { kind: 'update'; lineItemId: string; quantity: number; key: string }
  | { kind: 'remove'; lineItemId: string; key: string }
  | { kind: 'empty'; key: string };

export interface CartContext {
  order: CartOrder | null;
  queue: readonly CartCommand[];
  /** The last failed call (`OUT_OF_STOCK`, `NETWORK`, …), a new object each time so each is toasted. */
  error: { code: string; message: string } | null;
  /** The last command that ended, for analytics. */
  lastDone: CartCommand | null;
  /** What the browser last said (`navigator.onLine` and its online/offline events). */
  online: boolean;
}

export type CartEvent =
  | { type: 'LOAD' }
  | { type: 'ADD'; variantId: string; quantity: number; key: string; name?: string }
  | { type: 'UPDATE'; lineItemId: string; quantity: number; key: string }
  | { type: 'REMOVE'; lineItemId: string; key: string }
  | { type: 'EMPTY'; key: string }
  | { type: 'DISMISS_ERROR' }
  /** Spec §4 "reset": forget the order (logout), dropping queued commands. */
  | { type: 'RESET' }
  /** The browser went offline / came back (window `offline` / `online`, or `navigator.onLine` at start). */
  | { type: 'WENT_OFFLINE' }
  | { type: 'WENT_ONLINE' }
  /** Commands an earlier page left unsent (persisted), put back at the head of the queue. */
  | { type: 'RESTORE'; queue: readonly CartCommand[] }
  /** Internal: a command succeeded (raised by the sync region for the flag region). */
  | { type: 'CART_CHANGED'; added: boolean };

export type CartTag = 'fetching' | 'updating' | 'waiting';

export interface CommandInput {
  command: CartCommand;
  order: CartOrder | null;
}

const errorCode = (error: unknown) =>
  typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : 'INTERNAL';
const failure = (error: unknown) => ({
  code: errorCode(error),
  message: error instanceof Error ? error.message : String(error),
});

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    tags: {} as CartTag,
  },
  actors: {
    loadCurrent: fromPromise<CartOrder | null>(async () => null),
    runCommand: fromPromise<CartOrder | null, CommandInput>(async ({ input }) => input.order),
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) => {
        switch (event.type) {
          case 'ADD':
            return [
              ...context.queue,
              {
                kind: 'add',
                variantId: event.variantId,
                quantity: event.quantity,
                key: event.key,
                ...(event.name === undefined ? {} : { name: event.name }),
              },
            ];
          case 'UPDATE':
            return [
              ...context.queue,
              { kind: 'update', lineItemId: event.lineItemId, quantity: event.quantity, key: event.key },
            ];
          case 'REMOVE':
            return [...context.queue, { kind: 'remove', lineItemId: event.lineItemId, key: event.key }];
          case 'EMPTY':
            return [...context.queue, { kind: 'empty', key: event.key }];
          default:
            return context.queue;
        }
      },
    }),
    setLoaded: assign({
      order: ({ event }) => (event as unknown as { output: CartOrder | null }).output,
      error: null,
    }),
    setCommandDone: assign({
      order: ({ context, event }) =>
        (event as unknown as { output: CartOrder | null }).output ?? context.order,
      lastDone: ({ context }) => context.queue[0] ?? null,
      queue: ({ context }) => context.queue.slice(1),
      error: null,
    }),
    setCommandFailed: assign({
      error: ({ event }) => failure((event as unknown as { error: unknown }).error),
      queue: ({ context }) => context.queue.slice(1),
    }),
    restore: assign({
      queue: ({ context, event }) => {
        assertEvent(event, 'RESTORE');
        const queued = new Set(context.queue.map((command) => command.key));
        return [...event.queue.filter((command) => !queued.has(command.key)), ...context.queue];
      },
    }),
    markOffline: assign({ online: false }),
    markOnline: assign({ online: true }),
    setLoadFailed: assign({ error: ({ event }) => failure((event as unknown as { error: unknown }).error) }),
    clearError: assign({ error: null }),
    forgetOrder: assign({ order: null, queue: [], error: null, lastDone: null }),
    // The head stays queued: it is sent again, with its key, once the gateway answers.
    keepWaiting: assign({ error: null }),
    track: () => {},
    announceChange: raise(({ context }) => ({
      type: 'CART_CHANGED' as const,
      added: context.queue[0]?.kind === 'add',
    })),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
    wasAdd: ({ event }) => event.type === 'CART_CHANGED' && event.added,
    isOnline: ({ context }) => context.online,
    /** The call never reached the gateway (fetch failed, or a proxy's 5xx): not an answer about the cart. */
    connectionLost: ({ event }) => errorCode((event as unknown as { error: unknown }).error) === 'NETWORK',
    lineGone: ({ event }) =>
      errorCode((event as unknown as { error: unknown }).error) === 'LINE_ITEM_NOT_FOUND',
  },
  delays: { changedFor: CART_CHANGED_MS, retryAfter: CART_RETRY_MS },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: { order: null, queue: [], error: null, lastDone: null, online: true },
  on: {
    RESTORE: { actions: 'restore' },
    WENT_OFFLINE: { actions: 'markOffline' },
    WENT_ONLINE: { actions: 'markOnline' },
    ADD: { actions: 'enqueue' },
    UPDATE: { actions: 'enqueue' },
    REMOVE: { actions: 'enqueue' },
    EMPTY: { actions: 'enqueue' },
    DISMISS_ERROR: { actions: 'clearError' },
    // A command in flight is abandoned with its state; the server keeps a member's cart for later.
    RESET: { target: ['.sync.ready', '.flag.quiet'], actions: 'forgetOrder' },
  },
  states: {
    sync: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['fetching'],
          invoke: {
            src: 'loadCurrent',
            onDone: { target: 'ready', actions: 'setLoaded' },
            onError: [
              { guard: 'connectionLost', target: 'waiting' },
              { target: 'ready', actions: 'setLoadFailed' },
            ],
          },
        },
        ready: {
          always: [
            { guard: not('isOnline'), target: 'waiting' },
            { guard: 'hasQueued', target: 'updating' },
          ],
          on: { LOAD: 'loading' },
        },
        // Offline: clicks queue (the root's handlers), nothing is sent; the banner tells why.
        waiting: {
          tags: ['waiting'],
          on: { WENT_ONLINE: { target: 'loading', actions: 'markOnline' } },
          after: {
            retryAfter: [
              { guard: 'isOnline', target: 'loading' },
              { target: 'waiting', reenter: true },
            ],
          },
        },
        updating: {
          tags: ['updating'],
          invoke: {
            src: 'runCommand',
            input: ({ context }) => ({ command: context.queue[0]!, order: context.order }),
            onDone: { target: 'ready', actions: ['track', 'announceChange', 'setCommandDone'] },
            onError: [
              { guard: 'connectionLost', target: 'waiting', actions: 'keepWaiting' },
              { guard: 'lineGone', target: 'loading', actions: 'setCommandFailed' },
              { target: 'ready', actions: 'setCommandFailed' },
            ],
          },
        },
      },
    },
    flag: {
      initial: 'quiet',
      states: {
        quiet: {
          on: { CART_CHANGED: { guard: 'wasAdd', target: 'justChanged' } },
        },
        justChanged: {
          after: { changedFor: 'quiet' },
          on: {
            CART_CHANGED: [{ guard: 'wasAdd', target: 'justChanged', reenter: true }, { target: 'quiet' }],
          },
        },
      },
    },
  },
});

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

// One empty list, so a selector answers the same value (no re-render) while nothing waits.
const NOTHING_WAITING: readonly CartCommand[] = [];

/** Selectors the views use (narrow, so a cart update re-renders only what shows it). */
export const cartSelectors = {
  totalQuantity: (snapshot: CartSnapshot) => snapshot.context.order?.totalQuantity ?? 0,
  justChanged: (snapshot: CartSnapshot) => snapshot.matches({ flag: 'justChanged' }),
  fetching: (snapshot: CartSnapshot) => snapshot.hasTag('fetching'),
  updating: (snapshot: CartSnapshot) =>
    snapshot.hasTag('updating') || (snapshot.context.queue.length > 0 && !snapshot.hasTag('waiting')),
  /** Commands queued while the cart cannot reach the shop: shown as "waiting to send". */
  waiting: (snapshot: CartSnapshot) =>
    snapshot.hasTag('waiting') ? snapshot.context.queue : NOTHING_WAITING,
  /** Adds waiting to be sent, counted in pieces (the mini cart's "+2"). */
  waitingAdds: (snapshot: CartSnapshot) =>
    snapshot.hasTag('waiting')
      ? snapshot.context.queue.reduce(
          (sum, command) => sum + (command.kind === 'add' ? command.quantity : 0),
          0,
        )
      : 0,
  error: (snapshot: CartSnapshot) => snapshot.context.error,
};

/**
 * Pieces of one variant waiting to be sent: a product card's quick add shows its own queued adds
 * (the mini cart's "+n" counts them all). 0 unless the cart is waiting.
 */
export function waitingAddsOf(snapshot: CartSnapshot, variantId: string): number {
  if (!snapshot.hasTag('waiting')) return 0;
  let pieces = 0;
  for (const command of snapshot.context.queue) {
    if (command.kind === 'add' && command.variantId === variantId) pieces += command.quantity;
  }
  return pieces;
}

/**
 * A line's quantity as the shopper last asked for it: the server's, overridden by queued changes,
 * so two quick "+" clicks ask for +1 and +2, never +1 twice.
 */
export function requestedQuantity(context: CartContext, lineItemId: string): number {
  let quantity = context.order?.lineItems.find((line) => line.id === lineItemId)?.quantity ?? 0;
  for (const command of context.queue) {
    if (command.kind === 'update' && command.lineItemId === lineItemId) quantity = command.quantity;
    if (command.kind === 'remove' && command.lineItemId === lineItemId) quantity = 0;
    if (command.kind === 'empty') quantity = 0;
  }
  return quantity;
}
