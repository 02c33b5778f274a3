import type { RecordedEvent } from '../../platform/events/index.ts';

/**
 * Stock is event-sourced: every change to a variant's on-hand count is a fact in the stream
 * `stock-<variantId>`. `stock_levels` and the search documents' `total_on_hand` are folds of these.
 */
export const STOCK_RECEIVED = 'StockReceived';
export const STOCK_ADJUSTED = 'StockAdjusted';
export const STOCK_RESERVED = 'StockReserved';
export const STOCK_RELEASED = 'StockReleased';
export const stockEventTypes = [STOCK_RECEIVED, STOCK_ADJUSTED, STOCK_RESERVED, STOCK_RELEASED] as const;

/** Goods arrived: on hand rises by `quantity` (≥ 0). */
export interface StockReceived {
  variantId: number;
  quantity: number;
}

/** A stocktake, damage or correction: on hand changes by `quantity`, which may be negative. */
export interface StockAdjusted {
  variantId: number;
  quantity: number;
  reason?: string;
}

/** An order was placed: `quantity` (> 0) leaves on hand for it (server/commerce/checkout/stock-reservation.ts). */
export interface StockReserved {
  variantId: number;
  quantity: number;
  orderNumber: string;
}

/** An order's reservation came back (expired or canceled unpaid): on hand rises by `quantity` (> 0). */
export interface StockReleased {
  variantId: number;
  quantity: number;
  orderNumber: string;
  reason: 'expired' | 'canceled';
}

export function stockStreamId(variantId: number): string {
  return `stock-${variantId}`;
}

/**
 * Net on-hand change per variant over a batch. A malformed event throws: the projection runs in the
 * append's transaction, so a bad fact is refused rather than folded into a wrong count.
 */
export function stockDeltas(events: readonly RecordedEvent[]): Map<number, number> {
  const deltas = new Map<number, number>();
  for (const event of events) {
    const data = event.data as Partial<StockAdjusted> | null;
    const variantId = data?.variantId;
    const quantity = data?.quantity;
    if (!Number.isInteger(variantId) || !Number.isInteger(quantity)) {
      throw new Error(`${event.type} #${event.globalPosition} needs integer variantId and quantity`);
    }
    if (event.type === STOCK_RECEIVED && quantity! < 0) {
      throw new Error(`StockReceived #${event.globalPosition} has a negative quantity`);
    }
    const isReservation = event.type === STOCK_RESERVED || event.type === STOCK_RELEASED;
    if (isReservation && quantity! <= 0) {
      throw new Error(`${event.type} #${event.globalPosition} needs a positive quantity`);
    }
    // A reservation is stored as the positive amount taken; on hand falls by it.
    const delta = event.type === STOCK_RESERVED ? -quantity! : quantity!;
    deltas.set(variantId!, (deltas.get(variantId!) ?? 0) + delta);
  }
  return deltas;
}
