import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  CART_CHANGED_MS,
  type CartCommand,
  type CartOrder,
  type CommandInput,
  cartMachine,
  cartSelectors,
  requestedQuantity,
} from '../../machines/cart.ts';
import { cartModel } from '../paths/models/cart.model.ts';
import { describeModel } from '../paths/vitest.ts';

/** A fake server: commands wait until the test settles them, in the order they arrived. */
function harness(initial: CartOrder | null = null) {
  const calls: Array<{
    command: CartCommand;
    resolve: (order: CartOrder | null) => void;
    reject: (e: unknown) => void;
  }> = [];
  let loads = 0;
  let serverOrder = initial;
  const clock = new SimulatedClock();
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCurrent: fromPromise(async () => {
          loads += 1;
          return serverOrder;
        }),
        runCommand: fromPromise<CartOrder | null, CommandInput>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              calls.push({ command: input.command, resolve, reject });
            }),
        ),
      },
    }),
    { clock },
  ).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    clock,
    calls,
    loads: () => loads,
    setServer(order: CartOrder | null) {
      serverOrder = order;
    },
    settle,
  };
}

const order = (quantity: number): CartOrder => ({
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
});

describe('cart machine', () => {
  it('forgets the order on RESET (logout): queued and in-flight commands are dropped, the flag is quiet', async () => {
    const h = harness(order(2));
    await h.settle();
    h.actor.send({ type: 'ADD', variantId: '7', quantity: 1, key: 'a' });
    h.actor.send({ type: 'ADD', variantId: '7', quantity: 1, key: 'b' });
    await h.settle();
    expect(h.calls).toHaveLength(1);
    h.actor.send({ type: 'RESET' });
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.context).toMatchObject({ order: null, queue: [], error: null });
    expect(snapshot.matches({ sync: 'ready', flag: 'quiet' })).toBe(true);
    expect(cartSelectors.totalQuantity(snapshot)).toBe(0);
    expect(cartSelectors.updating(snapshot)).toBe(false);
    // the abandoned command's late answer changes nothing, and 'b' is never sent
    h.calls[0]!.resolve(order(3));
    await h.settle();
    expect(cartSelectors.totalQuantity(h.actor.getSnapshot())).toBe(0);
    expect(h.calls).toHaveLength(1);
    // the next shopper's cart loads as usual
    h.setServer(order(1));
    h.actor.send({ type: 'LOAD' });
    await h.settle();
    expect(cartSelectors.totalQuantity(h.actor.getSnapshot())).toBe(1);
  });

  it('loads the current order first (fetching), then is ready', async () => {
    const h = harness(order(2));
    expect(cartSelectors.fetching(h.actor.getSnapshot())).toBe(true);
    await h.settle();
    expect(cartSelectors.fetching(h.actor.getSnapshot())).toBe(false);
    expect(cartSelectors.totalQuantity(h.actor.getSnapshot())).toBe(2);
  });

  it('queues clicks in order and sends each exactly once, one at a time', async () => {
    const h = harness();
    await h.settle();
    for (const key of ['a', 'b', 'c']) h.actor.send({ type: 'ADD', variantId: '7', quantity: 1, key });
    await h.settle();
    expect(h.calls.map((call) => call.command.key)).toEqual(['a']);
    expect(cartSelectors.updating(h.actor.getSnapshot())).toBe(true);
    h.calls[0]!.resolve(order(1));
    await h.settle();
    h.calls[1]!.resolve(order(2));
    await h.settle();
    h.calls[2]!.resolve(order(3));
    await h.settle();
    expect(h.calls.map((call) => call.command.key)).toEqual(['a', 'b', 'c']);
    expect(cartSelectors.totalQuantity(h.actor.getSnapshot())).toBe(3);
    expect(cartSelectors.updating(h.actor.getSnapshot())).toBe(false);
  });

  it('sets justChanged for 3 s after an add; another update clears it', async () => {
    const h = harness(order(1));
    await h.settle();
    h.actor.send({ type: 'ADD', variantId: '7', quantity: 1, key: 'a' });
    await h.settle();
    h.calls[0]!.resolve(order(2));
    await h.settle();
    expect(cartSelectors.justChanged(h.actor.getSnapshot())).toBe(true);
    h.clock.increment(CART_CHANGED_MS - 1);
    expect(cartSelectors.justChanged(h.actor.getSnapshot())).toBe(true);
    h.clock.increment(1);
    expect(cartSelectors.justChanged(h.actor.getSnapshot())).toBe(false);

    h.actor.send({ type: 'ADD', variantId: '7', quantity: 1, key: 'b' });
    await h.settle();
    h.calls[1]!.resolve(order(3));
    await h.settle();
    expect(cartSelectors.justChanged(h.actor.getSnapshot())).toBe(true);
    h.actor.send({ type: 'UPDATE', lineItemId: '1', quantity: 1, key: 'c' });
    await h.settle();
    h.calls[2]!.resolve(order(1));
    await h.settle();
    expect(cartSelectors.justChanged(h.actor.getSnapshot())).toBe(false);
  });

  it('keeps a failure for the toast and goes on with the next click', async () => {
    const h = harness(order(1));
    await h.settle();
    h.actor.send({ type: 'ADD', variantId: '9', quantity: 1, key: 'a' });
    h.actor.send({ type: 'ADD', variantId: '7', quantity: 1, key: 'b' });
    await h.settle();
    h.calls[0]!.reject(
      Object.assign(new Error('Sorry, this item is out of stock'), { code: 'OUT_OF_STOCK' }),
    );
    await h.settle();
    expect(cartSelectors.error(h.actor.getSnapshot())).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Sorry, this item is out of stock',
    });
    expect(h.calls).toHaveLength(2);
    h.calls[1]!.resolve(order(2));
    await h.settle();
    expect(cartSelectors.error(h.actor.getSnapshot())).toBeNull();
    expect(cartSelectors.justChanged(h.actor.getSnapshot())).toBe(true);
  });

  it('reloads the current order when a line item update answers 404', async () => {
    const h = harness(order(2));
    await h.settle();
    expect(h.loads()).toBe(1);
    h.actor.send({ type: 'UPDATE', lineItemId: '1', quantity: 5, key: 'a' });
    await h.settle();
    h.setServer(order(0));
    h.calls[0]!.reject(Object.assign(new Error('gone'), { code: 'LINE_ITEM_NOT_FOUND' }));
    await h.settle();
    await h.settle();
    expect(h.loads()).toBe(2);
    expect(cartSelectors.totalQuantity(h.actor.getSnapshot())).toBe(0);
  });

  it('shows the quantity the shopper asked for while changes are queued', async () => {
    const h = harness(order(1));
    await h.settle();
    h.actor.send({ type: 'UPDATE', lineItemId: '1', quantity: 2, key: 'a' });
    h.actor.send({
      type: 'UPDATE',
      lineItemId: '1',
      quantity: requestedQuantity(h.actor.getSnapshot().context, '1') + 1,
      key: 'b',
    });
    expect(requestedQuantity(h.actor.getSnapshot().context, '1')).toBe(3);
    h.actor.send({ type: 'REMOVE', lineItemId: '1', key: 'c' });
    expect(requestedQuantity(h.actor.getSnapshot().context, '1')).toBe(0);
  });
});

// Every transition of the cart through generated paths (tests/paths/models/cart.model.ts).
describeModel(cartModel);
