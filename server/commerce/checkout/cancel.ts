import { ShopError } from '../../platform/errors.ts';
import { StreamVersionConflictError } from '../../platform/events/index.ts';
import { metadataOf } from '../orders/order-stream.ts';
import { getOrder } from '../orders/queries.ts';
import { canAccess, findOrder, type OrderDto, type OrderIdentity } from '../orders/read-model.ts';
import { cancelPlacedOrder, type ExpiryDeps } from './expiry.ts';

/** A capture or an expiry that commits while the cancelation is being written: read again, decide again. */
const ATTEMPTS = 3;

/**
 * The shopper cancels their own placed order before paying it (POST /api/v2/orders/:number/cancel):
 * `OrderCanceled`, the reserved stock back on the shelf and the wallet credit, gift-card balance and
 * loyalty points returned, in one transaction.
 * - someone else's order, or none: ORDER_NOT_FOUND (a number alone reveals nothing);
 * - still a cart: ORDER_NOT_PLACED; anything paid already (even partly): ORDER_ALREADY_PAID, since
 *   money taken goes back through a refund, which is staff's decision;
 * - expired or canceled already: ORDER_TRANSITION_REFUSED.
 * The paid check runs on the stream loaded inside the transaction, and the append states its expected
 * version, so a payment captured at the same moment either lands first (and the cancel is refused)
 * or conflicts (and the cancel is decided again).
 */
export async function cancelOwnOrder(
  deps: ExpiryDeps,
  identity: OrderIdentity,
  number: string,
): Promise<OrderDto> {
  const row = await findOrder(deps.db, number);
  if (!row || !canAccess(row, identity)) throw new ShopError('ORDER_NOT_FOUND');
  if (row.state === 'cart') throw new ShopError('ORDER_NOT_PLACED');
  for (let attempt = 1; ; attempt++) {
    try {
      await cancelPlacedOrder(deps, number, 'canceled by the shopper', metadataOf(identity), (context) => {
        if (context.paidTotal > 0) throw new ShopError('ORDER_ALREADY_PAID');
      });
      break;
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError) || attempt === ATTEMPTS) throw error;
    }
  }
  return getOrder(deps, identity, number);
}
