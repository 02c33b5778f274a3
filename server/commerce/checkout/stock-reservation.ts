import type { OrderLine } from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { StreamAppend } from '../../platform/events/event-store.ts';
import { loadPackageParts } from '../catalog/package-parts.ts';
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
  /** The names of the cart lines that need this variant (a package's name for its parts). */
  names: Set<string>;
}

/**
 * One entry per shelf variant, by id: a package line stands for its parts (quantity × part quantity
 * each), and every line needing one variant adds up — a gift and a normal line, or a package and a
 * loose bottle of its vodka — so the stock check sees the cart's whole demand on each shelf row.
 */
async function wantedByVariant(tx: Sql, lines: readonly OrderLine[]): Promise<Wanted[]> {
  const packages = await loadPackageParts(tx, [...new Set(lines.map((line) => line.variantId))]);
  const byVariant = new Map<number, Wanted>();
  const want = (variantId: number, quantity: number, name: string) => {
    const entry = byVariant.get(variantId);
    if (entry) {
      entry.quantity += quantity;
      entry.names.add(name);
    } else byVariant.set(variantId, { variantId, quantity, names: new Set([name]) });
  };
  for (const line of lines) {
    const parts = packages.get(line.variantId);
    if (parts)
      for (const part of parts) want(part.partVariantId, line.quantity * part.quantity, line.product.name);
    else want(line.variantId, line.quantity, line.product.name);
  }
  return [...byVariant.values()].sort((a, b) => a.variantId - b.variantId);
}

/**
 * Takes the order's items off the shelf, in the caller's transaction. The variants' stock_levels rows
 * (a package's parts, never the package itself) are locked `for update` in variant-id order:
 * concurrent checkouts of the same item queue on the row (so on hand read here is the latest
 * committed count and cannot be sold twice), and two orders sharing several items lock them in the
 * same order, so they cannot deadlock. The appended StockReserved events lower stock_levels through
 * its projection in this same transaction.
 */
export async function reserveStock(
  tx: Sql,
  lines: readonly OrderLine[],
  orderNumber: string,
): Promise<StreamAppend[]> {
  const wanted = await wantedByVariant(tx, lines);
  const { rows } = await tx.query<{ variant_id: number; on_hand: number }>(
    `select variant_id, on_hand from stock_levels where variant_id = any($1::int[])
      order by variant_id for update`,
    [wanted.map((item) => item.variantId)],
  );
  const onHand = new Map(rows.map((row) => [row.variant_id, row.on_hand]));
  const short = wanted.filter((item) => (onHand.get(item.variantId) ?? 0) < item.quantity);
  if (short.length > 0) {
    const names = [...new Set(short.flatMap((item) => [...item.names]))];
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

/**
 * Puts an expired or canceled order's items back on the shelf (appended with the order's event): a
 * package gives back every part it took. Package contents are fixed once a package is sold (the seed
 * writes them; a different bundle is a new variant), so expanding again returns exactly what was taken.
 */
export async function releaseStock(
  tx: Sql,
  lines: readonly OrderLine[],
  orderNumber: string,
  reason: StockReleased['reason'],
): Promise<StreamAppend[]> {
  return (await wantedByVariant(tx, lines)).map((item) => ({
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
