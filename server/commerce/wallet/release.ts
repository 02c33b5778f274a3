import type { Adjustment, AdjustmentKind } from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { EventStore, NewEvent, StreamAppend } from '../../platform/events/index.ts';
import type { OrderDeps } from '../orders/command-runner.ts';
import type { OrderDto, OrderIdentity } from '../orders/read-model.ts';
import { couponStreamId } from '../promotions/coupon-projection.ts';
import { giftCardStreamId, loyaltyStreamId, streamVersion, walletStreamId } from './events.ts';
import { runMoneyCommand } from './money-command.ts';

/*
 * What an order still holds of each tender is read from the ledgers (debits minus give-backs for
 * that order), not from the order's adjustments: giving back is then naturally idempotent — a second
 * release finds nothing held and appends nothing — and it reaches the right wallet even when a
 * logged-in shopper paid a guest cart with their wallet.
 */

interface Held {
  streamId: string;
  events: NewEvent[];
}

async function heldByOrder(tx: Sql, orderNumber: string, kinds: ReadonlySet<AdjustmentKind>, code?: string) {
  // Two give-backs of one order (expiry racing a cancel) queue here, so the second sees the first.
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`money:order:${orderNumber}`]);
  const held: Held[] = [];
  if (kinds.has('storeCredit')) {
    const wallet = await tx.query<{ user_id: number; bucket: 'cash' | 'bonus'; held: number }>(
      `select user_id, bucket, -sum(amount)::int as held from wallet_entries
        where order_number = $1 and reason in ('ORDER_PAYMENT', 'ORDER_RELEASE')
        group by user_id, bucket having sum(amount) < 0 order by user_id, bucket`,
      [orderNumber],
    );
    for (const row of wallet.rows) {
      const credit = { amount: row.held, reason: 'ORDER_RELEASE', orderNumber, bucket: row.bucket };
      addEvent(held, walletStreamId(row.user_id), { type: 'WalletCredited', data: credit });
    }
  }
  if (kinds.has('loyalty')) {
    const points = await tx.query<{ user_id: number; held: number }>(
      `select user_id, -sum(points)::int as held from loyalty_entries
        where order_number = $1 and reason in ('LoyaltyPointsRedeemed', 'LoyaltyPointsReturned')
        group by user_id having sum(points) < 0`,
      [orderNumber],
    );
    for (const row of points.rows) {
      addEvent(held, loyaltyStreamId(row.user_id), {
        type: 'LoyaltyPointsReturned',
        data: { points: row.held, orderNumber },
      });
    }
  }
  if (kinds.has('giftCard')) {
    const cards = await tx.query<{ number: string; held: number }>(
      `select number, -sum(amount)::int as held from gift_card_entries
        where order_number = $1 and ($2::text is null or number = $2)
        group by number having sum(amount) < 0`,
      [orderNumber, code ?? null],
    );
    for (const row of cards.rows) {
      addEvent(held, giftCardStreamId(row.number), {
        type: 'GiftCardRefunded',
        data: { amount: row.held, orderNumber },
      });
    }
  }
  if (kinds.has('coupon') || kinds.has('voucher')) {
    const uses = await tx.query<{ code: string }>(
      `select r.code from coupon_redemptions r join coupons c on c.code = r.code
        where r.order_number = $1 and c.kind = any($2::text[]) and ($3::text is null or r.code = $3)`,
      [orderNumber, [...kinds], code ?? null],
    );
    for (const row of uses.rows) {
      addEvent(held, couponStreamId(row.code), { type: 'CouponRedemptionReleased', data: { orderNumber } });
    }
  }
  return held;
}

function addEvent(held: Held[], streamId: string, event: NewEvent) {
  const entry = held.find((item) => item.streamId === streamId);
  if (entry) entry.events.push(event);
  else held.push({ streamId, events: [event] });
}

async function withVersions(tx: Sql, held: readonly Held[]): Promise<StreamAppend[]> {
  const appends: StreamAppend[] = [];
  for (const { streamId, events } of held) {
    appends.push({ streamId, expectedVersion: await streamVersion(tx, streamId), events });
  }
  return appends;
}

const allKinds: ReadonlySet<AdjustmentKind> = new Set([
  'coupon',
  'voucher',
  'giftCard',
  'storeCredit',
  'loyalty',
]);

/**
 * Gives back the wallet credit, gift-card balance and loyalty points an expired or canceled order
 * took, and its coupon uses, in the caller's transaction (checkout-core's expiry and cancel).
 * Idempotent: what was already given back is not held any more. `store` is the commerce store, so
 * the money read models follow in the same transaction.
 */
export async function releaseOrderTenders(
  tx: Sql,
  store: EventStore,
  order: { number: string; userId: number | null; adjustments: Adjustment[] },
  reason: 'expired' | 'canceled',
): Promise<void> {
  const held = await heldByOrder(tx, order.number, allKinds);
  if (held.length === 0) return;
  for (const entry of held) {
    for (const event of entry.events) event.metadata = { actor: 'system', release: reason };
  }
  await store.appendMany(await withVersions(tx, held), tx);
}

/** Takes one adjustment off the cart; what it took goes back where it came from, in one transaction. */
export function removeAdjustment(
  deps: OrderDeps,
  identity: OrderIdentity,
  input: { number: string; kind: AdjustmentKind; code: string },
  idempotencyKey?: string,
): Promise<OrderDto> {
  return runMoneyCommand(
    deps,
    identity,
    { name: 'removeAdjustment', input },
    idempotencyKey,
    async (tx, order) => {
      const adjustment = order.context.adjustments.find(
        (item) => item.kind === input.kind && item.code.toUpperCase() === input.code.trim().toUpperCase(),
      );
      if (!adjustment) throw new ShopError('ADJUSTMENT_NOT_FOUND');
      const code = input.kind === 'storeCredit' || input.kind === 'loyalty' ? undefined : adjustment.code;
      const held = await heldByOrder(tx, order.number, new Set([adjustment.kind]), code);
      return {
        orderEvents: [{ type: 'AdjustmentRemoved', kind: adjustment.kind, code: adjustment.code }],
        tenderAppends: await withVersions(tx, held),
      };
    },
  );
}
