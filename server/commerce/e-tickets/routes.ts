import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { canAccess, findOrder } from '../orders/read-model.ts';
import { type IdentityRequest, identityHeaders, identityOf, orderParams } from '../shopper-identity.ts';
import { shopperTickets } from './tickets.ts';

/**
 * The shopper's side of e-tickets (behind the client token): the tickets of an order they may open
 * (the order page; a guest's order too) and every ticket of the account (the account page).
 */
export const eTicketShopperRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<IdentityRequest & { Params: { number: string } }>(
    '/api/v2/orders/:number/e_tickets',
    { schema: { params: orderParams, headers: identityHeaders } },
    async (request) => {
      const row = await findOrder(db, request.params.number);
      if (!row || !canAccess(row, identityOf(request))) throw new ShopError('ORDER_NOT_FOUND');
      return { e_tickets: await shopperTickets(db, { orderNumber: row.number }) };
    },
  );
  app.get<IdentityRequest>('/api/v2/e_tickets', { schema: { headers: identityHeaders } }, async (request) => {
    const { userId } = identityOf(request);
    if (userId === undefined) throw new ShopError('LOGIN_REQUIRED');
    return { e_tickets: await shopperTickets(db, { userId }) };
  });
};
