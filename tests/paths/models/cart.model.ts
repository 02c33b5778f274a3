import assert from 'node:assert/strict';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { type CartOrder, type CartSnapshot, cartMachine, cartSelectors } from '../../../machines/cart.ts';
import type { PathModel } from '../model.ts';

const LOAD_ID = '0.cart.sync.loading';
const COMMAND_ID = '0.cart.sync.updating';
const FLAG_TIMER = 'xstate.after.changedFor.cart.flag.justChanged';
const RETRY_TIMER = 'xstate.after.retryAfter.cart.sync.waiting';

/** The server's cart with `quantity` pens. */
export function cartOf(quantity: number): CartOrder {
  return {
    number: 'R1',
    totalQuantity: quantity,
    itemTotal: quantity * 100,
    shipTotal: 0,
    taxTotal: 0,
    total: quantity * 100,
    lineItems: quantity
      ? [
          {
            id: '1',
            variantId: '7',
            quantity,
            price: 100,
            total: quantity * 100,
            product: { name: 'Pen', slug: 'pen', sku: 'P' },
          },
        ]
      : [],
  };
}

const outOfStock = { code: 'OUT_OF_STOCK', message: 'Sorry, this item is out of stock' };
const lineGone = { code: 'LINE_ITEM_NOT_FOUND', message: 'gone' };
const connectionLost = { code: 'NETWORK', message: 'Failed to fetch' };

/**
 * Clicks and server answers. Kept finite: at most two queued clicks, and the server's cart holds at
 * most two pens.
 */
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { queue, order } = (snapshot as CartSnapshot).context;
  const quantity = order?.totalQuantity ?? 0;
  const clicks: AnyEventObject[] =
    queue.length === 0
      ? [
          { type: 'ADD', variantId: '7', quantity: 1, key: 'add' },
          // an add left unsent by an earlier page, put back
          {
            type: 'RESTORE',
            queue: [{ kind: 'add', variantId: '7', quantity: 1, key: 'kept', name: 'Pen' }],
          },
          { type: 'UPDATE', lineItemId: '1', quantity: 2, key: 'update' },
          { type: 'REMOVE', lineItemId: '1', key: 'remove' },
          { type: 'EMPTY', key: 'empty' },
        ]
      : queue.length === 1
        ? [
            { type: 'ADD', variantId: '7', quantity: 1, key: 'add-2' },
            // the same command restored again (another tab's copy): queued once
            { type: 'RESTORE', queue },
          ]
        : [];
  const head = queue[0];
  const after = head?.kind === 'add' ? Math.min(quantity + 1, 2) : head?.kind === 'update' ? 2 : 0;
  return [
    ...clicks,
    { type: 'LOAD' },
    { type: 'DISMISS_ERROR' },
    { type: 'RESET' },
    { type: 'WENT_OFFLINE' },
    { type: 'WENT_ONLINE' },
    // One timer at a time, so each simulated wait fires exactly its own: the 3 s flag never runs out
    // while the cart waits for the connection, the 10 s retry is taken only with the flag quiet.
    ...(snapshot.matches({ sync: 'waiting' }) ? [] : [{ type: FLAG_TIMER }]),
    ...(snapshot.matches({ flag: 'quiet' }) ? [{ type: RETRY_TIMER }] : []),
    { type: `xstate.done.actor.${LOAD_ID}`, output: cartOf(1) },
    { type: `xstate.error.actor.${LOAD_ID}`, error: { code: 'NETWORK', message: 'Failed to fetch' } },
    { type: `xstate.error.actor.${LOAD_ID}`, error: { code: 'INTERNAL', message: 'Something went wrong' } },
    { type: `xstate.done.actor.${COMMAND_ID}`, output: cartOf(after) },
    { type: `xstate.error.actor.${COMMAND_ID}`, error: outOfStock },
    { type: `xstate.error.actor.${COMMAND_ID}`, error: lineGone },
    { type: `xstate.error.actor.${COMMAND_ID}`, error: connectionLost },
  ];
}

const items = (count: number) => `${count} item${count === 1 ? '' : 's'}`;

function describeEvent(event: AnyEventObject): string {
  switch (event.type) {
    case 'ADD':
      return 'clicks "add to cart"';
    case 'UPDATE':
      return `sets the line to ×${event.quantity}`;
    case 'REMOVE':
      return 'removes the line';
    case 'EMPTY':
      return 'empties the cart';
    case 'LOAD':
      return 'reloads the cart';
    case 'DISMISS_ERROR':
      return 'closes the error toast';
    case 'RESET':
      return 'logs out (cart forgotten)';
    case 'RESTORE':
      return `reopens the shop with ${items((event.queue as unknown[]).length)} left unsent`;
    case 'WENT_OFFLINE':
      return 'goes offline';
    case 'WENT_ONLINE':
      return 'comes back online';
    case RETRY_TIMER:
      return 'waits 10 seconds';
    case FLAG_TIMER:
      return 'waits 3 seconds';
    case `xstate.done.actor.${LOAD_ID}`:
      return event.output
        ? `server sends the cart (${items((event.output as CartOrder).totalQuantity)})`
        : 'server says there is no cart yet';
    case `xstate.error.actor.${LOAD_ID}`:
      return `loading the cart fails (${(event.error as { code: string }).code})`;
    case `xstate.done.actor.${COMMAND_ID}`:
      return `server accepts the change (${items((event.output as CartOrder).totalQuantity)} now)`;
    default:
      return `server refuses the change (${(event.error as { code: string }).code})`;
  }
}

function describeState(snapshot: AnyMachineSnapshot): string {
  const cart = snapshot as CartSnapshot;
  const parts = [
    cart.hasTag('fetching') ? 'loading' : `${cartSelectors.totalQuantity(cart)} in the cart badge`,
  ];
  if (cart.hasTag('waiting'))
    parts.push(`no connection, ${items(cart.context.queue.length)} waiting to send`);
  if (cart.hasTag('updating'))
    parts.push(`sending a change${cart.context.queue.length > 1 ? ', one queued' : ''}`);
  if (cartSelectors.justChanged(cart)) parts.push('"just added" flag on');
  if (cart.context.error) parts.push(`error toast ${cart.context.error.code}`);
  return parts.join(', ');
}

/** The browser cart: queued clicks, server answers as test actors, the 3 s flag on a simulated clock. */
export const cartModel: PathModel = {
  name: 'cart',
  title: 'cart',
  machine: cartMachine,
  scenarios: { 'page opened': undefined },
  events,
  hostActions: ['track'],
  select: 'covering',
  describeEvent,
  describeState,
  assertState: (actual, expected, run) => {
    const cart = actual as CartSnapshot;
    assert.deepEqual(cart.context, expected.context);
    // Fetching exactly while the cart loads; the change in flight is always the queue's head.
    assert.equal(cart.hasTag('fetching'), run.pending.has(LOAD_ID));
    const inFlight = run.pending.get(COMMAND_ID);
    assert.equal(cart.hasTag('updating'), inFlight !== undefined);
    if (inFlight) assert.deepEqual((inFlight.input as { command: unknown }).command, cart.context.queue[0]);
    // Waiting sends nothing; nothing waits while a change is on its way.
    assert.equal(cart.hasTag('waiting') && inFlight !== undefined, false);
    assert.equal(cartSelectors.waiting(cart).length, cart.hasTag('waiting') ? cart.context.queue.length : 0);
  },
  assertPath: (path, run) => {
    // Analytics hears of each change the server accepted, once.
    const accepted = path.steps.filter((step) => step.event.type === `xstate.done.actor.${COMMAND_ID}`);
    assert.equal(run.effects.length, accepted.length);
  },
};
