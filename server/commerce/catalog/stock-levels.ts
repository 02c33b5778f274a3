import type { Projection } from '../../platform/events/index.ts';
import { stockDeltas, stockEventTypes } from './stock-events.ts';

/**
 * `stock_levels`: on hand per variant, the fold of the `stock-<variantId>` streams. One upsert per
 * batch, whatever its size (the seed appends thousands of events at once; row-by-row would take
 * seconds in PGlite).
 */
export const stockLevelsProjection: Projection = {
  name: 'stock_levels',
  handles: stockEventTypes,
  async apply(tx, events) {
    const deltas = stockDeltas(events);
    if (deltas.size === 0) return;
    await tx.query(
      `insert into stock_levels (variant_id, on_hand)
       select * from unnest($1::int[], $2::int[])
       on conflict (variant_id) do update set on_hand = stock_levels.on_hand + excluded.on_hand`,
      [[...deltas.keys()], [...deltas.values()]],
    );
  },
  async reset(tx) {
    await tx.query('delete from stock_levels');
  },
};
