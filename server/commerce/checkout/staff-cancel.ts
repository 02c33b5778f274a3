import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { StreamVersionConflictError } from '../../platform/events/index.ts';
import { commerceEventStore } from '../event-store.ts';
import type { OrderEventMetadata } from '../orders/events.ts';
import { findOrder, type OrderDto, toOrderDto } from '../orders/read-model.ts';
import { staffGuard, staffMetadata } from '../staff/auth.ts';
import { releaseOrderTenders } from '../wallet/index.ts';
import { cancelPlacedOrder, type ExpiryDeps } from './expiry.ts';

/** A capture or a shopper's cancel committing meanwhile: read again, decide again. */
const ATTEMPTS = 3;

/**
 * Staff cancel a placed order, paid or not (POST /api/v2/admin/orders/:number/cancel): in one
 * transaction `OrderCanceled` (actor staff, with the reason), the stock back on the shelf, the wallet
 * credit, gift-card balance and points returned, open payments voided and every captured payment
 * REFUNDED with its refund queued in the provider outbox (one per payment, sent after the commit).
 * The machine decides: an order already shipped, delivered, expired or canceled is refused
 * (ORDER_TRANSITION_REFUSED) and nothing changes. Two cancels at once: one wins, the other is refused.
 */
export async function cancelByStaff(
  deps: ExpiryDeps,
  number: string,
  reason: string,
  metadata: OrderEventMetadata = { actor: 'staff' },
): Promise<OrderDto> {
  const row = await findOrder(deps.db, number);
  if (!row) throw new ShopError('ORDER_NOT_FOUND');
  if (row.state === 'cart') throw new ShopError('ORDER_NOT_PLACED');
  for (let attempt = 1; ; attempt++) {
    try {
      await cancelPlacedOrder(deps, number, reason, metadata, undefined, { refundCaptures: true });
      break;
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError) || attempt === ATTEMPTS) throw error;
    }
  }
  return toOrderDto((await findOrder(deps.db, number))!);
}

const params = {
  type: 'object',
  required: ['number'],
  properties: { number: { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' } },
} as const;
const body = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 3, maxLength: 500 } },
} as const;

/** The staff cancel route, behind the staff token like the rest of the staff API (server/commerce/staff). */
export const staffCancelRoutes: FastifyPluginAsync<{
  db: Database;
  clock: Clock;
  staffToken: string;
}> = async (app, { db, clock, staffToken }) => {
  app.addHook('onRequest', staffGuard(staffToken, 'fulfilment'));
  const deps: ExpiryDeps = {
    db,
    clock,
    store: commerceEventStore(db),
    releaseTenders: releaseOrderTenders,
  };
  app.post<{ Params: { number: string }; Body: { reason: string } }>(
    '/api/v2/admin/orders/:number/cancel',
    { schema: { params, body } },
    async (request) =>
      cancelByStaff(deps, request.params.number, request.body.reason.trim(), staffMetadata(request.staff)),
  );
};
