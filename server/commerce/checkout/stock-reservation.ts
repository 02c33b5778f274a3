import type { OrderLine } from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { StreamAppend } from '../../platform/events/event-store.ts';
import {
  STOCK_RELEASED,
  STOCK_RESERVED,
  type StockReleased,
  type StockReserved,
  stockStreamId,
} from '../catalog/stock-events.ts';

interface Wanted {
  variantId: number;
  quantity: number;
  name: string;
}

/** One entry per variant (two lines of one variant, e.g. a gift and a normal one, add up), by id. */
function wantedByVariant(lines: readonly OrderLine[]): Wanted[] {
  const byVariant = new Map<number, Wanted>();
  for (const line of lines) {
    const entry = byVariant.get(line.variantId);
    if (entry) entry.quantity += line.quantity;
    else
      byVariant.set(line.variantId, {
        variantId: line.variantId,
        quantity: line.quantity,
        name: line.product.name,
      });
  }
  return [...byVariant.values()].sort((a, b) => a.variantId - b.variantId);
}

/**
 * Takes the order's items off the shelf, in the caller's transaction. The variants' stock_levels rows
 * are locked `for update` in variant-id order: concurrent checkouts of the same item queue on the
 * row (so on hand read here is the latest committed count and cannot be sold twice), and two orders
 * sharing several items lock them in the same order, so they cannot deadlock. The appended
 * StockReserved events lower stock_levels through its projection in this same transaction.
 */
export async function reserveStock(
  tx: Sql,
  lines: readonly OrderLine[],
  orderNumber: string,
): Promise<StreamAppend[]> {
  const wanted = wantedByVariant(lines);
  const { rows } = await tx.query<{ variant_id: number; on_hand: number }>(
    `select variant_id, on_hand from stock_levels where variant_id = any($1::int[])
      order by variant_id for update`,
    [wanted.map((item) => item.variantId)],
  );
  const onHand = new Map(rows.map((row) => [row.variant_id, row.on_hand]));
  const short = wanted.filter((item) => (onHand.get(item.variantId) ?? 0) < item.quantity);
  if (short.length > 0) {
    const names = short.map((item) => item.name);
    throw new ShopError('OUT_OF_STOCK', `Sorry, this item is out of stock: ${names.join(', ')}`, {
      line_items: names,
    });
  }
  return wanted.map((item) => ({
    streamId: stockStreamId(item.variantId),
    expectedVersion: 'any',
    events: [
      {
        type: STOCK_RESERVED,
        data: { variantId: item.variantId, quantity: item.quantity, orderNumber } satisfies StockReserved,
      },
    ],
  }));
}

/** Puts an expired or canceled order's items back on the shelf (appended with the order's event). */
export function releaseStock(
  lines: readonly OrderLine[],
  orderNumber: string,
  reason: StockReleased['reason'],
): StreamAppend[] {
  return wantedByVariant(lines).map((item) => ({
    streamId: stockStreamId(item.variantId),
    expectedVersion: 'any',
    events: [
      {
        type: STOCK_RELEASED,
        data: {
          variantId: item.variantId,
          quantity: item.quantity,
          orderNumber,
          reason,
        } satisfies StockReleased,
      },
    ],
  }));
}
