import type { Sql } from '../../platform/db/index.ts';

/** One part of a package: `quantity` of `partVariantId` go into each package sold. */
export interface PackagePart {
  partVariantId: number;
  quantity: number;
}

/**
 * The contents of every package among `variantIds` (an ordinary variant is absent from the map). One
 * query for a whole cart, so checking out ten lines costs one round trip, not ten.
 */
export async function loadPackageParts(
  sql: Sql,
  variantIds: readonly number[],
): Promise<Map<number, PackagePart[]>> {
  const byPackage = new Map<number, PackagePart[]>();
  if (variantIds.length === 0) return byPackage;
  const { rows } = await sql.query<{ package_variant_id: number; part_variant_id: number; quantity: number }>(
    `select package_variant_id, part_variant_id, quantity from package_parts
      where package_variant_id = any($1::int[]) order by package_variant_id, position, part_variant_id`,
    [[...variantIds]],
  );
  for (const row of rows) {
    const parts = byPackage.get(row.package_variant_id) ?? [];
    parts.push({ partVariantId: row.part_variant_id, quantity: row.quantity });
    byPackage.set(row.package_variant_id, parts);
  }
  return byPackage;
}
