import type { OrderIdentity } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { CheckoutApi } from '../clients/checkout-api.ts';
import { OrdersApi } from '../clients/orders-api.ts';
import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { ORDER_RESYNC_TOPIC, orderTopic } from '../live-orders.ts';
import { accountsApi, sessionToken } from '../session.ts';
import { ORDER_COOKIE, shopperIdentity } from './orders.ts';

/** What Mercurius adds to the context of a subscription (the connection's, per operation). */
interface SubscriptionContext extends GatewayContext {
  /** The queue is a readable-stream Readable in object mode: its async iterator feeds the operation. */
  pubsub: {
    subscribe(topics: string | string[]): Promise<AsyncIterable<unknown> & { push(value: unknown): boolean }>;
  };
}

/**
 * Who is subscribing, decided once at subscribe time from the WebSocket upgrade request's cookies
 * (order token of a guest, session of a user) and kept for the subscription's later events. The
 * shared `sessionUser` is not used: it clears a dead session cookie, and a socket has no reply to
 * set cookies on.
 */
const identities = new WeakMap<object, OrderIdentity>();

async function subscriberIdentity(ctx: GatewayContext): Promise<OrderIdentity> {
  const known = identities.get(ctx);
  if (known) return known;
  const token = sessionToken(ctx);
  let userId: number | undefined;
  if (token) {
    try {
      userId = (await accountsApi(ctx).me(token)).id;
    } catch (error) {
      if (!(error instanceof ShopError) || error.shopCode !== 'LOGIN_REQUIRED') throw error;
    }
  }
  const identity = { orderToken: ctx.reply.request.cookies?.[ORDER_COOKIE] || undefined, userId };
  identities.set(ctx, identity);
  return identity;
}

type OrderAnswer = { order: Awaited<ReturnType<OrdersApi['get']>> } | { error: unknown };

/**
 * The order each notification finds, leaving out those that find it as last sent. A notification
 * can come late: that of the order's placement, committed before the subscription's first snapshot,
 * may arrive after it and would send the same order twice (a shopper's page told nothing new, a test
 * reading it as the next change). A failed load is passed on for that event alone.
 */
async function* changedOrders(queue: AsyncIterable<unknown>, load: () => ReturnType<OrdersApi['get']>) {
  let last: string | undefined;
  for await (const _notification of queue) {
    let answer: OrderAnswer;
    try {
      answer = { order: await load() };
    } catch (error) {
      yield { error } satisfies OrderAnswer;
      continue;
    }
    const seen = JSON.stringify(answer.order);
    if (seen === last) continue;
    last = seen;
    yield answer;
  }
}

/**
 * `orderUpdated(number)`: the order as it is now at once, then each time its status changes (payment captured
 * elsewhere, expiry, cancelation, fulfilment). Fed by server/graphql/live-orders.ts.
 */
export const orderUpdatesResolvers: Resolvers = {
  Mutation: {
    // A status change like any other: the subscribers of this order see it canceled.
    async cancelOrder(_root, { number }, ctx) {
      return new CheckoutApi(ctx.commerce, await shopperIdentity(ctx)).cancel(number);
    },
  },
  Subscription: {
    orderUpdated: {
      async subscribe(_root, { number }, ctx) {
        const orders = new OrdersApi(ctx.commerce, await subscriberIdentity(ctx));
        // The same check as the `order` query: someone else's order is ORDER_NOT_FOUND.
        await orders.get(number);
        const queue = await (ctx as SubscriptionContext).pubsub.subscribe([
          orderTopic(number),
          ORDER_RESYNC_TOPIC,
        ]);
        // The order as it is now comes first: a page that loaded the order and then subscribed would
        // otherwise miss a capture committed in between. Queued after the topics are listened to, so
        // no change is lost between this snapshot and the next notification.
        queue.push({ number });
        // Every notification reloads the order through the commerce service, as the `order` query does.
        return changedOrders(queue, () => orders.get(number));
      },
      resolve: (answer: OrderAnswer) => {
        if ('error' in answer) throw answer.error;
        return answer.order;
      },
    },
  },
};
