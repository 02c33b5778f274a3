import { ShopError } from '../../platform/errors.ts';
import { closePayments } from '../checkout/close-payments.ts';
import type { ReleaseTenders } from '../checkout/expiry.ts';
import { type OrderDeps, runCommand } from '../orders/command-runner.ts';
import type { OrderEventMetadata } from '../orders/events.ts';
import { appendDecided, loadStream } from '../orders/order-stream.ts';
import { findOrder, type OrderDto } from '../orders/read-model.ts';

export interface ReturnDeps extends OrderDeps {
  releaseTenders?: ReleaseTenders | undefined;
}

export type ReturnAnswer = { accept: true; reason?: string | undefined } | { accept: false; reason: string };

/**
 * Staff answer a shopper's return request (spec §9), POST /api/v2/admin/orders/:number/return/accept
 * or /return/refuse:
 * - accepted: `OrderReturned`, and in the same transaction what was paid goes back the way a staff
 *   cancel sends it (every captured payment REFUNDED, its refund queued in the provider outbox and
 *   sent after the commit; wallet credit, gift-card balance and points returned);
 * - refused: `ReturnRefused` with the reason the shopper then reads; the order is Delivered again.
 * No request waiting: RETURN_NOT_REQUESTED, nothing written.
 */
export function answerReturn(
  deps: ReturnDeps,
  number: string,
  answer: ReturnAnswer,
  metadata: OrderEventMetadata = { actor: 'staff' },
): Promise<OrderDto> {
  return runCommand(deps, { locks: [`order:${number}`] }, async (tx) => {
    if (!(await findOrder(tx, number))) throw new ShopError('ORDER_NOT_FOUND');
    const target = await loadStream(tx, number);
    const { snapshot } = target.aggregate;
    if (!snapshot.matches({ placed: { fulfilment: 'returnRequested' } })) {
      throw new ShopError('RETURN_NOT_REQUESTED');
    }
    if (!answer.accept) {
      return appendDecided(deps, tx, target, [{ type: 'ReturnRefused', reason: answer.reason }], metadata);
    }
    const reason = answer.reason ?? snapshot.context.returnRequest?.reason ?? 'returned';
    const order = await appendDecided(deps, tx, target, [{ type: 'OrderReturned', reason }], metadata);
    const { userId, adjustments } = snapshot.context;
    await deps.releaseTenders?.(tx, deps.store, { number, userId, adjustments }, 'canceled');
    await closePayments(tx, deps.clock, number, 'returned', { refundCaptures: true });
    return order;
  });
}
