import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { BadgeDto } from '../catalog/types.ts';
import { visibleCards } from './product-cards.ts';

/** One badge (spec §7 GET /api/v2/badges/{id}) with a page of its visible products, newest first. */
export type BadgeProductsDto = BadgeDto & { products: unknown[]; total: number };

export async function badgeById(
  sql: Sql,
  id: number,
  now: Date,
  page: number,
  perPage: number,
): Promise<BadgeProductsDto> {
  const { rows } = await sql.query<BadgeDto>(
    'select id, code, name, translations, color from badges where id = $1',
    [id],
  );
  const badge = rows[0];
  if (!badge) throw new ShopError('BADGE_NOT_FOUND', `No badge was found with id ${id}`);
  const cards = await visibleCards(
    sql,
    now,
    { limit: perPage, offset: (page - 1) * perPage },
    {
      where: 'd.id in (select p.id from products p where $4::int = any(p.badge_ids))',
      order: 'd.created_at desc, d.id desc',
      params: [id],
    },
  );
  return { ...badge, products: cards.docs, total: cards.total };
}
