import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type OrderDeps, runCommand } from './command-runner.ts';
import { appendDecided, loadOwnOrder, metadataOf } from './order-stream.ts';
import type { OrderDto, OrderIdentity } from './read-model.ts';

/** Spec §9 gives 24, 48 or 72 hours by variant; until variants carry theirs, the longest for all. */
export const DEFAULT_RETURN_WINDOW_HOURS = 72;

/** Spec §9: a reason the staff can act on, short enough to read at a glance. */
export const RETURN_REASON_MAX = 500;

export interface ReturnRules {
  /** `RETURN_WINDOW_HOURS` (server/config.ts): how long after delivery a return may be asked. */
  windowHours: number;
}

/**
 * The shopper asks to return their delivered order (POST /api/v2/orders/:number/return). The order
 * shows "Return requested" until staff accept it (Returned, refunded) or refuse it (Delivered again,
 * with the reason): server/commerce/staff/returns.ts.
 * - someone else's order, or none: ORDER_NOT_FOUND;
 * - a reason blank or over 500 characters: RETURN_REASON_INVALID;
 * - asked before already (waiting, or refused): RETURN_ALREADY_REQUESTED;
 * - not delivered (yet, or completed since): RETURN_NOT_DELIVERED;
 * - more than the window after delivery: RETURN_WINDOW_CLOSED.
 */
export function requestReturn(
  deps: OrderDeps,
  rules: ReturnRules,
  identity: OrderIdentity,
  number: string,
  reasonGiven: string,
): Promise<OrderDto> {
  const reason = reasonGiven.trim();
  if (reason.length < 1 || reason.length > RETURN_REASON_MAX) throw new ShopError('RETURN_REASON_INVALID');
  return runCommand(deps, { locks: [`order:${number}`] }, async (tx) => {
    const target = await loadOwnOrder(tx, identity, number);
    const { snapshot } = target.aggregate;
    if (snapshot.context.returnRequest !== null) throw new ShopError('RETURN_ALREADY_REQUESTED');
    if (!snapshot.matches({ placed: { fulfilment: 'delivered' } }))
      throw new ShopError('RETURN_NOT_DELIVERED');
    const now = deps.clock.now();
    const deliveredAt = snapshot.context.deliveredAt ?? (await deliveryRecordedAt(tx, target.streamId));
    if (deliveredAt !== null && now.getTime() > Date.parse(deliveredAt) + rules.windowHours * 3_600_000) {
      throw new ShopError('RETURN_WINDOW_CLOSED');
    }
    return appendDecided(
      deps,
      tx,
      target,
      [{ type: 'ReturnRequested', reason, requestedAt: now.toISOString() }],
      metadataOf(identity),
    );
  });
}

/** Orders delivered before `OrderDelivered` carried its instant: when the fact was stored. */
async function deliveryRecordedAt(tx: Sql, streamId: string): Promise<string | null> {
  const { rows } = await tx.query<{ recorded_at: Date }>(
    `select recorded_at from events where stream_id = $1 and type = 'OrderDelivered'
      order by stream_version desc limit 1`,
    [streamId],
  );
  return rows[0] ? new Date(rows[0].recorded_at).toISOString() : null;
}
