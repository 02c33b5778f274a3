import { MAX_LINE_QUANTITY, type OrderEvent } from '../../../machines/order-lifecycle.ts';
import { ShopError } from '../../platform/errors.ts';
import type { StreamAppend } from '../../platform/events/index.ts';
import { decide } from './aggregate.ts';
import { type OrderDeps, runCommand } from './command-runner.ts';
import { orderStreamId } from './events.ts';
import { identityLocks, loadStream } from './order-stream.ts';
import { findCurrentCart, findOrder, type OrderDto, toOrderDto } from './read-model.ts';

const sameLine = (
  a: { variantId: number; gift: boolean; options: Record<string, string> },
  b: { variantId: number; gift: boolean; options: Record<string, string> },
) =>
  a.variantId === b.variantId &&
  a.gift === b.gift &&
  JSON.stringify(Object.entries(a.options).sort()) === JSON.stringify(Object.entries(b.options).sort());

/**
 * At login (#6): the guest's current cart joins the user's current cart. Both streams change in one
 * transaction (`LineItemAdded` on the user's cart, `CartMergedInto` on the guest's), so a failure
 * loses nothing; quantities add up (capped at the per-line maximum, never dropped below either
 * side). Without a user cart the guest cart simply becomes the user's (`CartAssignedToUser`).
 * Idempotent: a merged guest cart is no longer current, so a second call changes nothing.
 * Stock is not re-checked here: nothing the shopper chose is dropped at login; checkout checks it.
 * Returns the user's current order (null when neither side has a cart).
 */
export function mergeGuestCart(
  deps: OrderDeps,
  { guestOrderToken, userId }: { guestOrderToken: string; userId: number },
): Promise<OrderDto | null> {
  if (!Number.isInteger(userId)) throw new ShopError('VALIDATION', 'userId must be an integer');
  const locks = [...identityLocks({ userId }), ...identityLocks({ orderToken: guestOrderToken })];
  return runCommand(deps, { locks }, async (tx) => {
    const guestRow = await findCurrentCart(tx, { orderToken: guestOrderToken });
    const userRow = await findCurrentCart(tx, { userId });
    const metadata = { actor: 'user' as const, userId };
    if (!guestRow || guestRow.number === userRow?.number || guestRow.user_id !== null) {
      return userRow ? toOrderDto(userRow) : null;
    }
    const guest = await loadStream(tx, guestRow.number);
    if (!userRow) {
      const event: OrderEvent = { type: 'CartAssignedToUser', userId };
      decide(guest.aggregate.snapshot, event);
      await deps.store.append(
        guest.streamId,
        guest.aggregate.version,
        [{ type: event.type, data: { userId }, metadata }],
        tx,
      );
      return toOrderDto((await findOrder(tx, guestRow.number))!);
    }
    const user = await loadStream(tx, userRow.number);
    let snapshot = user.aggregate.snapshot;
    const userEvents: OrderEvent[] = [];
    for (const line of guest.aggregate.snapshot.context.lines) {
      const existing = snapshot.context.lines.find((item) => sameLine(item, line));
      const quantity = existing
        ? Math.min(line.quantity, MAX_LINE_QUANTITY - existing.quantity)
        : line.quantity;
      if (quantity <= 0) continue;
      const { id: _id, ...rest } = line;
      const event: OrderEvent = {
        type: 'LineItemAdded',
        ...rest,
        lineItemId: existing?.id ?? snapshot.context.nextLineId,
        quantity,
        price: existing?.price ?? line.price,
      };
      snapshot = decide(snapshot, event);
      userEvents.push(event);
    }
    const mergedInto: OrderEvent = { type: 'CartMergedInto', number: userRow.number };
    decide(guest.aggregate.snapshot, mergedInto);
    const appends: StreamAppend[] = [
      {
        streamId: user.streamId,
        expectedVersion: user.aggregate.version,
        events: userEvents.map(({ type, ...data }) => ({
          type,
          data,
          metadata: { ...metadata, mergedFrom: guestRow.number },
        })),
      },
      {
        streamId: orderStreamId(guestRow.number),
        expectedVersion: guest.aggregate.version,
        events: [{ type: mergedInto.type, data: { number: userRow.number }, metadata }],
      },
    ];
    await deps.store.appendMany(
      appends.filter((append) => append.events.length > 0),
      tx,
    );
    return toOrderDto((await findOrder(tx, userRow.number))!);
  });
}
