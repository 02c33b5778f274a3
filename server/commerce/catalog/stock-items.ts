import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';

/**
 * Stock by branch (spec §7 GET /products/0/variants/{id}/stock_items): what each branch's shelf holds
 * of a variant, every branch listed (an empty shelf says so), plus whether it can be picked up there.
 * The online warehouse count (stock_levels) is separate: it is what delivery sells from.
 */
export interface StockItemDto {
  store_location: {
    id: number;
    code: string;
    name: string;
    translations: Record<string, Record<string, string>>;
    address: string;
    phone: string | null;
    hours: string | null;
  };
  count_on_hand: number;
  in_stock: boolean;
  /** In stock there and the branch hands out orders. */
  pickup_available: boolean;
}

export async function variantStockItems(sql: Sql, variantId: number) {
  const variant = await sql.query<{ on_hand: number }>(
    `select coalesce(s.on_hand, 0)::int as on_hand from variants v
       left join stock_levels s on s.variant_id = v.id where v.id = $1`,
    [variantId],
  );
  if (!variant.rows[0])
    throw new ShopError('VARIANT_NOT_FOUND', undefined, { variant_id: ['does not exist'] });
  const { rows } = await sql.query<{
    id: number;
    code: string;
    name: string;
    translations: Record<string, Record<string, string>>;
    address: string;
    phone: string | null;
    hours: string | null;
    pickup: boolean;
    count_on_hand: number;
  }>(
    `select l.id, l.code, l.name, l.translations, l.address, l.phone, l.hours, l.pickup,
            coalesce(b.count_on_hand, 0)::int as count_on_hand
       from store_locations l
       left join branch_stock b on b.store_location_id = l.id and b.variant_id = $1
      order by (coalesce(b.count_on_hand, 0) > 0) desc, l.id`,
    [variantId],
  );
  const stockItems: StockItemDto[] = rows.map(({ pickup, count_on_hand, ...location }) => ({
    store_location: location,
    count_on_hand,
    in_stock: count_on_hand > 0,
    pickup_available: pickup && count_on_hand > 0,
  }));
  return { variant_id: variantId, online_on_hand: variant.rows[0].on_hand, stock_items: stockItems };
}
