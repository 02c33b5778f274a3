import type { Sql } from '../../platform/db/index.ts';
import type { Translations } from './types.ts';

/** One part of a package as its product page shows it (spec §3 package product: slug, qty). */
export interface PackageContentDto {
  variant_id: number;
  quantity: number;
  slug: string;
  name: string;
  translations: Translations;
  sku: string;
  image: string | null;
  selling_price: number;
  /** The part variant's option values as shown ('0.75 л', 'Хар'), so a bottle size is never ambiguous. */
  options: string[];
  /** On hand of this part now: the part that runs out first is what limits the package. */
  total_on_hand: number;
}

/**
 * The contents of the product's package variant (its master), in the order the package lists them;
 * empty for an ordinary product.
 */
export async function loadPackageContents(sql: Sql, productId: number): Promise<PackageContentDto[]> {
  const { rows } = await sql.query<PackageContentDto>(
    `select pp.part_variant_id as variant_id, pp.quantity, p.slug, p.name, p.translations, v.sku,
            coalesce(v.image, p.image) as image, v.selling_price, coalesce(s.on_hand, 0)::int as total_on_hand,
            array(select ov.presentation from unnest(v.option_value_ids) with ordinality as u(id, ord)
                    join option_values ov on ov.id = u.id order by u.ord) as options
       from variants pv
       join package_parts pp on pp.package_variant_id = pv.id
       join variants v on v.id = pp.part_variant_id
       join products p on p.id = v.product_id
       left join variant_stock s on s.variant_id = v.id
      where pv.product_id = $1 and pv.is_master
      order by pp.position, pp.part_variant_id`,
    [productId],
  );
  return rows;
}
