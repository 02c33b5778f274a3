import type { OrderProductSnapshot } from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';

export interface OrderableVariant {
  id: number;
  price: number;
  onHand: number;
  availableOn: Date | null;
  product: OrderProductSnapshot;
}

interface VariantRow {
  id: number;
  selling_price: number;
  sku: string;
  variant_image: string | null;
  slug: string;
  name: string;
  translations: Record<string, Record<string, string>>;
  product_image: string | null;
  available_on: Date | null;
  on_hand: number;
  options: OrderProductSnapshot['options'];
}

/** Placeholder prices (0 ₮ samples, 1 ₮ gift bags) are never sold: spec §5 visibility rule. */
const MIN_SELLING_PRICE = 2;

export async function loadVariant(sql: Sql, variantId: number): Promise<OrderableVariant> {
  const variant = (await loadVariants(sql, [variantId])).get(variantId);
  if (!variant) throw variantNotFound(variantId);
  return variant;
}

export const variantNotFound = (variantId: number) =>
  new ShopError('NOT_FOUND', `No product variant ${variantId} exists`, { variant_id: ['does not exist'] });

/** The orderable variants among `variantIds`, in one statement (an unknown id is absent). */
export async function loadVariants(
  sql: Sql,
  variantIds: readonly number[],
): Promise<Map<number, OrderableVariant>> {
  const result = await sql.query<VariantRow>(
    `select v.id, v.selling_price, v.sku, v.image as variant_image, p.slug, p.name, p.translations,
            p.image as product_image, p.available_on, coalesce(s.on_hand, 0)::int as on_hand,
            (select coalesce(jsonb_agg(jsonb_build_object(
                      'type', jsonb_build_object('presentation', ot.presentation, 'translations', ot.translations),
                      'value', jsonb_build_object('presentation', ov.presentation, 'translations', ov.translations))
                    order by u.ord), '[]'::jsonb)
               from unnest(v.option_value_ids) with ordinality as u(id, ord)
               join option_values ov on ov.id = u.id
               join option_types ot on ot.id = ov.option_type_id) as options
       from variants v join products p on p.id = v.product_id
       left join variant_stock s on s.variant_id = v.id
      where v.id = any($1::int[])`,
    [variantIds],
  );
  return new Map(result.rows.map((row) => [row.id, orderableVariant(row)]));
}

function orderableVariant(row: VariantRow): OrderableVariant {
  const names: Record<string, Record<string, string>> = {};
  for (const [locale, fields] of Object.entries(row.translations ?? {})) {
    if (fields?.name) names[locale] = { name: fields.name };
  }
  return {
    id: row.id,
    price: row.selling_price,
    onHand: row.on_hand,
    availableOn: row.available_on ? new Date(row.available_on) : null,
    product: {
      slug: row.slug,
      name: row.name,
      translations: names,
      sku: row.sku,
      image: row.variant_image ?? row.product_image,
      options: row.options ?? [],
    },
  };
}

/**
 * Spec §5/§8: not yet on sale or a placeholder price → temporarily unavailable; nothing on hand →
 * out of stock; more than on hand → this quantity cannot be ordered (the message names the maximum).
 */
export function checkOrderable(variant: OrderableVariant, wantedTotal: number, now: Date): void {
  if ((variant.availableOn !== null && variant.availableOn > now) || variant.price < MIN_SELLING_PRICE) {
    throw new ShopError('TEMPORARILY_UNAVAILABLE');
  }
  if (variant.onHand <= 0) throw new ShopError('OUT_OF_STOCK');
  if (wantedTotal > variant.onHand) {
    throw new ShopError('QUANTITY_NOT_ORDERABLE', `Only ${variant.onHand} of this item can be ordered`, {
      quantity: [`must be at most ${variant.onHand}`],
    });
  }
}
