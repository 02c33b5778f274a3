import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  CART_RETRY_MS,
  type CartCommand,
  type CartOrder,
  type CommandInput,
  cartMachine,
  cartSelectors,
  waitingAddsOf,
} from '../../machines/cart.ts';

const networkError = () => Object.assign(new Error('Failed to fetch'), { code: 'NETWORK' });

/**
 * A server that keeps a pen count and, like the commerce service, answers a repeated idempotency key
 * from its first result. `reachable` false: every call fails before reaching it; `dropAnswers` > 0:
 * the next calls are applied but their answers are lost on the way back (a flaky reconnect).
 */
function shop(reachable = true) {
  let pens = 0;
  const answers = new Map<string, CartOrder>();
  const received: string[] = [];
  const applied: string[] = [];
  const state = { reachable, dropAnswers: 0, refuse: new Set<string>() };
  const cart = (): CartOrder => ({
    number: 'R1',
    totalQuantity: pens,
    itemTotal: pens * 100,
    shipTotal: 0,
    taxTotal: 0,
    total: pens * 100,
    lineItems: pens
      ? [
          {
            id: '1',
            variantId: '7',
            quantity: pens,
            price: 100,
            total: pens * 100,
            product: { name: 'Pen', slug: 'pen', sku: 'P' },
          },
        ]
      : [],
  });
  function run(command: CartCommand): CartOrder {
    if (!state.reachable) throw networkError();
    received.push(command.key);
    let answer = answers.get(command.key);
    if (!answer) {
      if (state.refuse.has(command.key)) {
        throw Object.assign(new Error('Sorry, this item is out of stock'), { code: 'OUT_OF_STOCK' });
      }
      if (command.kind === 'add') pens += command.quantity;
      applied.push(command.key);
      answer = cart();
      answers.set(command.key, answer);
    }
    if (state.dropAnswers > 0) {
      state.dropAnswers -= 1;
      throw networkError();
    }
    return answer;
  }
  const clock = new SimulatedClock();
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCurrent: fromPromise<CartOrder | null>(async () => {
          if (!state.reachable) throw networkError();
          return cart();
        }),
        runCommand: fromPromise<CartOrder | null, CommandInput>(async ({ input }) => run(input.command)),
      },
    }),
    { clock },
  ).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, clock, state, received, applied, pens: () => pens, settle };
}

const add = (key: string, quantity = 1) =>
  ({ type: 'ADD', variantId: '7', quantity, key, name: 'Pen' }) as const;

describe('cart machine offline (#19)', () => {
  it('queues adds while offline, sends nothing, and replays them in order once back online', async () => {
    const s = shop();
    await s.settle();
    s.actor.send({ type: 'WENT_OFFLINE' });
    s.state.reachable = false;
    s.actor.send(add('a', 1));
    s.actor.send(add('b', 2));
    await s.settle();
    const waiting = s.actor.getSnapshot();
    expect(waiting.matches({ sync: 'waiting' })).toBe(true);
    expect(cartSelectors.waiting(waiting).map((command) => command.key)).toEqual(['a', 'b']);
    expect(cartSelectors.waitingAdds(waiting)).toBe(3);
    // waiting is not "updating": no busy spinner over a cart that cannot send
    expect(cartSelectors.updating(waiting)).toBe(false);
    expect(waiting.context.error).toBeNull();
    expect(s.received).toEqual([]);
    // the browser still says offline: the 10 s retry does not try
    s.clock.increment(CART_RETRY_MS);
    await s.settle();
    expect(s.actor.getSnapshot().matches({ sync: 'waiting' })).toBe(true);
    expect(s.received).toEqual([]);

    s.state.reachable = true;
    s.actor.send({ type: 'WENT_ONLINE' });
    await s.settle();
    await s.settle();
    expect(s.applied).toEqual(['a', 'b']);
    const done = s.actor.getSnapshot();
    expect(done.matches({ sync: 'ready' })).toBe(true);
    expect(cartSelectors.totalQuantity(done)).toBe(3);
    expect(cartSelectors.waiting(done)).toEqual([]);
  });

  it('counts a card\'s own queued pieces only while waiting (the quick add\'s "+n")', async () => {
    const s = shop();
    await s.settle();
    s.actor.send({ type: 'WENT_OFFLINE' });
    s.state.reachable = false;
    s.actor.send(add('a', 2));
    s.actor.send({ type: 'ADD', variantId: '8', quantity: 1, key: 'b', name: 'Ink' });
    s.actor.send(add('c', 1));
    await s.settle();
    const waiting = s.actor.getSnapshot();
    expect(waitingAddsOf(waiting, '7')).toBe(3);
    expect(waitingAddsOf(waiting, '8')).toBe(1);
    expect(waitingAddsOf(waiting, '9')).toBe(0);
    expect(cartSelectors.waitingAdds(waiting)).toBe(4);

    s.state.reachable = true;
    s.actor.send({ type: 'WENT_ONLINE' });
    await s.settle();
    await s.settle();
    expect(s.applied).toEqual(['a', 'b', 'c']);
    expect(waitingAddsOf(s.actor.getSnapshot(), '7')).toBe(0);
  });

  it('an add whose answer is lost is sent again with the same key and applied once', async () => {
    const s = shop();
    await s.settle();
    s.state.dropAnswers = 1;
    s.actor.send(add('a'));
    s.actor.send(add('b'));
    await s.settle();
    // the server applied 'a' but the shopper never heard: the cart waits with 'a' still at the head
    expect(s.applied).toEqual(['a']);
    expect(s.actor.getSnapshot().matches({ sync: 'waiting' })).toBe(true);
    expect(s.actor.getSnapshot().context.queue.map((command) => command.key)).toEqual(['a', 'b']);
    // the browser never said offline: the cart tries again after 10 s
    s.clock.increment(CART_RETRY_MS);
    await s.settle();
    await s.settle();
    expect(s.received).toEqual(['a', 'a', 'b']);
    expect(s.applied).toEqual(['a', 'b']);
    expect(s.pens()).toBe(2);
    expect(s.actor.getSnapshot().context.queue).toEqual([]);
  });

  it('a refused replay toasts and drops only that command; the rest still land in order', async () => {
    const s = shop();
    await s.settle();
    s.actor.send({ type: 'WENT_OFFLINE' });
    s.actor.send(add('a'));
    s.actor.send(add('sold-out'));
    s.actor.send(add('c'));
    s.state.refuse.add('sold-out');
    const errors: string[] = [];
    s.actor.subscribe((snapshot) => {
      const code = snapshot.context.error?.code;
      if (code && errors.at(-1) !== code) errors.push(code);
    });
    s.actor.send({ type: 'WENT_ONLINE' });
    for (let step = 0; step < 4; step += 1) await s.settle();
    // the refusal was there for the toast (the host toasts each new error it sees) while 'c' went on
    expect(errors).toEqual(['OUT_OF_STOCK']);
    expect(s.applied).toEqual(['a', 'c']);
    expect(s.actor.getSnapshot().context.queue).toEqual([]);
    expect(cartSelectors.totalQuantity(s.actor.getSnapshot())).toBe(2);
  });

  it('restores commands a closed page left unsent ahead of new clicks, each key once', async () => {
    const s = shop();
    s.actor.send({ type: 'WENT_OFFLINE' });
    s.state.reachable = false;
    await s.settle();
    s.actor.send(add('new'));
    const kept: CartCommand[] = [
      { kind: 'add', variantId: '7', quantity: 1, key: 'kept-1' },
      { kind: 'add', variantId: '7', quantity: 1, key: 'kept-2' },
    ];
    s.actor.send({ type: 'RESTORE', queue: kept });
    // a second copy (another tab, a double restore) queues nothing twice
    s.actor.send({
      type: 'RESTORE',
      queue: [...kept, { kind: 'add', variantId: '7', quantity: 1, key: 'new' }],
    });
    expect(s.actor.getSnapshot().context.queue.map((command) => command.key)).toEqual([
      'kept-1',
      'kept-2',
      'new',
    ]);
    s.state.reachable = true;
    s.actor.send({ type: 'WENT_ONLINE' });
    for (let step = 0; step < 4; step += 1) await s.settle();
    expect(s.applied).toEqual(['kept-1', 'kept-2', 'new']);
  });

  it('a load that cannot reach the shop waits without an error toast and tries again', async () => {
    const s = shop(false);
    await s.settle();
    expect(s.actor.getSnapshot().matches({ sync: 'waiting' })).toBe(true);
    expect(s.actor.getSnapshot().context.error).toBeNull();
    s.state.reachable = true;
    s.clock.increment(CART_RETRY_MS);
    await s.settle();
    await s.settle();
    expect(s.actor.getSnapshot().matches({ sync: 'ready' })).toBe(true);
  });

  it('logging out while offline drops the queued adds and keeps waiting for the connection', async () => {
    const s = shop();
    await s.settle();
    s.actor.send({ type: 'WENT_OFFLINE' });
    s.actor.send(add('a'));
    s.actor.send({ type: 'RESET' });
    expect(s.actor.getSnapshot().context.queue).toEqual([]);
    expect(s.actor.getSnapshot().matches({ sync: 'waiting' })).toBe(true);
    s.actor.send({ type: 'WENT_ONLINE' });
    await s.settle();
    expect(s.received).toEqual([]);
  });
});
