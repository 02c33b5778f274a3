import type { Resolvers } from '../generated/resolvers.ts';
import { sessionUser } from '../session.ts';
import { ORDER_COOKIE } from './orders.ts';

/** Web Push: the gateway vouches for who the device belongs to; the browser never names a user. */
export const pushResolvers: Resolvers = {
  Query: {
    pushPublicKey: async (_parent, _args, ctx) => {
      const body = await ctx.commerce.request<{ public_key: string }>({
        method: 'GET',
        path: '/api/v2/push/public_key',
      });
      return body.public_key;
    },
  },
  Mutation: {
    linkPushDevice: async (_parent, { playerId, subscription }, ctx) => {
      const user = await sessionUser(ctx);
      const orderToken = ctx.reply.request.cookies?.[ORDER_COOKIE];
      const headers: Record<string, string> = {};
      if (user) headers['x-shop-user-id'] = String(user.id);
      if (orderToken) headers['x-order-token'] = orderToken;
      await ctx.commerce.request({
        method: 'POST',
        path: '/api/v2/users/link_device',
        headers,
        body: {
          playerId,
          subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
          locale: ctx.locale,
        },
      });
      return true;
    },
  },
};
