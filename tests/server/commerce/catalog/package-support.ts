import type { Database } from '../../../../server/platform/db/index.ts';

export interface SeededPackage {
  variantId: number;
  slug: string;
  parts: { variantId: number; quantity: number }[];
}

/** A seeded package (server/seed/families/packages.ts) by its SKU, with its parts in listed order. */
export async function seededPackage(db: Database, sku: string): Promise<SeededPackage> {
  const { rows } = await db.query<{ id: number; slug: string; part: number; quantity: number }>(
    `select v.id, p.slug, pp.part_variant_id as part, pp.quantity
       from variants v join products p on p.id = v.product_id
       join package_parts pp on pp.package_variant_id = v.id
      where v.sku = $1 order by pp.position`,
    [sku],
  );
  if (rows.length === 0) throw new Error(`no seeded package ${sku}`);
  return {
    variantId: rows[0]!.id,
    slug: rows[0]!.slug,
    parts: rows.map((row) => ({ variantId: row.part, quantity: row.quantity })),
  };
}

/** On hand of a variant as the shop sells it (a package's is computed from its parts). */
export async function sellable(db: Database, variantId: number): Promise<number> {
  const { rows } = await db.query<{ on_hand: number }>(
    'select on_hand from variant_stock where variant_id = $1',
    [variantId],
  );
  return rows[0]?.on_hand ?? 0;
}
