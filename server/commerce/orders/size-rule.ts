import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';

/** Spec §5 "A size is required": the option types that make a product sizable. */
export const SIZE_OPTION_TYPES = ['clothing_size', 'shoe_size', 'pants_size'] as const;

/** A variant's product's size types, and whether the variant itself carries one of them. */
export interface SizeFacts {
  sizeTypes: readonly string[];
  onVariant: boolean;
}

const NO_SIZES: SizeFacts = { sizeTypes: [], onVariant: false };

/** The size facts of each of `variantIds`, in one statement (a variant of an unsized product has none). */
export async function sizeFactsOf(sql: Sql, variantIds: readonly number[]): Promise<Map<number, SizeFacts>> {
  const { rows } = await sql.query<{ variant_id: number; size_types: string[]; on_variant: boolean }>(
    `with product_sizes as (
       select target.id as variant_id, ot.name as type, bool_or(v.id = target.id) as on_variant
         from variants target
         join variants v on v.product_id = target.product_id
         join option_values ov on ov.id = any(v.option_value_ids)
         join option_types ot on ot.id = ov.option_type_id
        where target.id = any($1::int[]) and ot.name = any($2::text[])
        group by target.id, ot.name
     )
     select variant_id, array_agg(type) as size_types, bool_or(on_variant) as on_variant
       from product_sizes group by variant_id`,
    [variantIds, SIZE_OPTION_TYPES],
  );
  return new Map(
    rows.map((row) => [row.variant_id, { sizeTypes: row.size_types, onVariant: row.on_variant }]),
  );
}

/**
 * Refuses adding a variant of a sizable product (one whose variants carry a clothing, shoe or pants
 * size) unless a size is chosen: the variant itself has one, or the line's options name one of the
 * product's size types. A product without sizes passes untouched.
 */
export function checkSizeFacts(facts: SizeFacts | undefined, lineOptions: Record<string, string>): void {
  const { sizeTypes, onVariant } = facts ?? NO_SIZES;
  if (sizeTypes.length === 0 || onVariant) return;
  if (sizeTypes.some((type) => (lineOptions[type] ?? '').trim() !== '')) return;
  throw new ShopError('SIZE_REQUIRED', undefined, { size: ['must be chosen'] });
}
