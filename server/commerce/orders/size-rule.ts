import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';

/** Spec §5 "A size is required": the option types that make a product sizable. */
export const SIZE_OPTION_TYPES = ['clothing_size', 'shoe_size', 'pants_size'] as const;

/**
 * Refuses adding a variant of a sizable product (one whose variants carry a clothing, shoe or pants
 * size) unless a size is chosen: the variant itself has one, or the line's options name one of the
 * product's size types. A product without sizes passes untouched.
 */
export async function checkSizeChosen(
  sql: Sql,
  variantId: number,
  lineOptions: Record<string, string>,
): Promise<void> {
  const { rows } = await sql.query<{ size_types: string[]; chosen: boolean }>(
    `with product_sizes as (
       select ot.name as type, bool_or(v.id = $1) as on_variant
         from variants v
         join variants target on target.id = $1 and target.product_id = v.product_id
         join option_values ov on ov.id = any(v.option_value_ids)
         join option_types ot on ot.id = ov.option_type_id
        where ot.name = any($2::text[])
        group by ot.name
     )
     select coalesce(array_agg(type), '{}') as size_types, coalesce(bool_or(on_variant), false) as chosen
       from product_sizes`,
    [variantId, SIZE_OPTION_TYPES],
  );
  const { size_types: sizeTypes = [], chosen = false } = rows[0] ?? {};
  if (sizeTypes.length === 0 || chosen) return;
  if (sizeTypes.some((type) => (lineOptions[type] ?? '').trim() !== '')) return;
  throw new ShopError('SIZE_REQUIRED', undefined, { size: ['must be chosen'] });
}
