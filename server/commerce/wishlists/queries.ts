import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';

type Translations = Record<string, Record<string, string>>;

/** What a wish list shows of a product, whether it can be bought now or not. */
export interface WishedProductDto {
  id: number;
  slug: string;
  name: string;
  translations: Translations;
  image: string | null;
  price: number;
  selling_price: number;
  /** The sale's percent while its window is open, else 0. */
  sale_percent: number;
  brand: string | null;
  /** On sale now (priced, released) and on hand. */
  in_stock: boolean;
  options: { presentation: string; translations: Translations }[];
}

export interface WishedItemDto {
  variant_id: number;
  added_at: string;
  product: WishedProductDto;
}

export interface WishlistDto {
  id: string;
  /** Empty for the default list until the shopper names it (the web shows its own word). */
  name: string;
  is_default: boolean;
  share_token: string | null;
  created_at: string;
  items: WishedItemDto[];
}

export interface SharedWishlistDto {
  name: string;
  owner_name: string | null;
  items: WishedItemDto[];
}

interface ListRow {
  id: string;
  name: string;
  is_default: boolean;
  share_token: string | null;
  created_at: Date;
}

interface ItemRow {
  wishlist_id: string;
  variant_id: number;
  added_at: Date;
  product_id: number;
  slug: string;
  name: string;
  translations: Translations;
  image: string | null;
  price: number;
  selling_price: number;
  sale_percent: number;
  brand: string | null;
  in_stock: boolean;
  options: { presentation: string; translations: Translations }[];
}

/** Placeholder prices (0 ₮ samples, 1 ₮ gift bags) are never sold (spec §5), as in availability.ts. */
const MIN_SELLING_PRICE = 2;

/** Newest wish first; one statement for every list asked. */
async function itemsOf(
  sql: Sql,
  listIds: readonly string[],
  now: Date,
): Promise<Map<string, WishedItemDto[]>> {
  const { rows } = await sql.query<ItemRow>(
    `select i.wishlist_id, i.variant_id, i.added_at, p.id as product_id, p.slug, p.name, p.translations,
            coalesce(v.image, p.image) as image, v.price, v.selling_price,
            case when (p.sale_start_at is null or p.sale_start_at <= $2)
                  and (p.sale_expire_at is null or p.sale_expire_at > $2) then p.sale_percent else 0 end
              as sale_percent,
            b.name as brand,
            coalesce(s.on_hand, 0) > 0 and v.selling_price >= $3
              and (p.available_on is null or p.available_on <= $2) as in_stock,
            coalesce((select json_agg(json_build_object('presentation', ov.presentation,
                                                        'translations', ov.translations) order by ov.position)
                        from option_values ov where ov.id = any(v.option_value_ids)), '[]'::json) as options
       from wishlist_items i
       join variants v on v.id = i.variant_id
       join products p on p.id = v.product_id
       left join brands b on b.id = p.brand_id
       left join variant_stock s on s.variant_id = v.id
      where i.wishlist_id = any($1::text[])
      order by i.added_at desc, i.variant_id`,
    [listIds, now.toISOString(), MIN_SELLING_PRICE],
  );
  const items = new Map<string, WishedItemDto[]>();
  for (const row of rows) {
    const list = items.get(row.wishlist_id) ?? [];
    list.push({
      variant_id: row.variant_id,
      added_at: new Date(row.added_at).toISOString(),
      product: {
        id: row.product_id,
        slug: row.slug,
        name: row.name,
        translations: row.translations ?? {},
        image: row.image,
        price: row.price,
        selling_price: row.selling_price,
        sale_percent: row.sale_percent,
        brand: row.brand,
        in_stock: row.in_stock,
        options: row.options,
      },
    });
    items.set(row.wishlist_id, list);
  }
  return items;
}

/** The shopper's lists, the default one first, then by age. */
export async function wishlistsOf(sql: Sql, userId: number, now: Date): Promise<WishlistDto[]> {
  const { rows } = await sql.query<ListRow>(
    `select id, name, is_default, share_token, created_at from wishlists
      where user_id = $1 order by is_default desc, created_at, id`,
    [userId],
  );
  const items = await itemsOf(
    sql,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    is_default: row.is_default,
    share_token: row.share_token,
    created_at: new Date(row.created_at).toISOString(),
    items: items.get(row.id) ?? [],
  }));
}

/** Every variant the shopper wished, in any list (the hearts). */
export async function wishedVariantIds(sql: Sql, userId: number): Promise<number[]> {
  const { rows } = await sql.query<{ variant_id: number }>(
    `select distinct i.variant_id from wishlist_items i join wishlists w on w.id = i.wishlist_id
      where w.user_id = $1 order by i.variant_id`,
    [userId],
  );
  return rows.map((row) => row.variant_id);
}

/** A shared list as anyone with its link sees it: its name, the owner's first name, the wishes. */
export async function sharedWishlist(sql: Sql, token: string, now: Date): Promise<SharedWishlistDto> {
  const { rows } = await sql.query<{ id: string; name: string; first_name: string | null }>(
    `select w.id, w.name, u.first_name from wishlists w left join users u on u.id = w.user_id
      where w.share_token = $1`,
    [token],
  );
  const row = rows[0];
  if (!row) throw new ShopError('WISHLIST_NOT_FOUND');
  const items = await itemsOf(sql, [row.id], now);
  return { name: row.name, owner_name: row.first_name, items: items.get(row.id) ?? [] };
}
