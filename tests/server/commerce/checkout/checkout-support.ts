import type { Database } from '../../../../server/platform/db/index.ts';
import type { TestShop } from '../../../support/shop.ts';
import { restClient } from '../orders/order-support.ts';

export type Rest = ReturnType<typeof restClient>;

/** A guest's cart with `quantity` of a variant: its number, token and a REST caller with its headers. */
export async function guestCart(shop: TestShop, variantId: number, quantity: number) {
  const rest = restClient(shop, await shop.token());
  const added = await rest('POST', '/api/v2/orders/0/line_items', {
    body: { line_item: { variant_id: variantId, quantity } },
  });
  if (added.status !== 200) throw new Error(`add failed: ${JSON.stringify(added.body)}`);
  const number = added.body.number as string;
  const orderToken = added.body.token as string;
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    action: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    rest(method, `/api/v2/checkouts/${number}/${action}`, {
      ...(body === undefined ? {} : { body }),
      headers: { 'x-order-token': orderToken, ...headers },
    });
  return { number, orderToken, rest, call };
}

export async function zipcodeOf(db: Database, cat: 'district' | 'aimag'): Promise<string> {
  const { rows } = await db.query<{ zipcode: string }>(
    'select zipcode from zip_areas where cat = $1 order by zipcode limit 1',
    [cat],
  );
  return rows[0]!.zipcode;
}

export async function firstDeliveryTime(rest: Rest): Promise<string> {
  const { body } = await rest('GET', '/api/v2/checkouts/delivery_times');
  return (body.delivery_times as { id: string }[])[0]!.id;
}

/** A complete, valid address step for Ulaanbaatar (or an aimag). */
export async function deliveryDetails(shop: TestShop, rest: Rest, where: 'district' | 'aimag' = 'district') {
  return {
    delivery: 'delivery',
    address: {
      province: where === 'district' ? 'Улаанбаатар' : 'Аймаг',
      district: 'Сүхбаатар',
      address: 'Энхтайваны өргөн чөлөө 17, 3-р байр, 45 тоот',
      zipcode: await zipcodeOf(shop.db, where),
    },
    receiver_name: 'Бат-Эрдэнэ',
    receiver_phone: '99112233',
    delivery_time: await firstDeliveryTime(rest),
  };
}

export async function onHand(db: Database, variantId: number): Promise<number> {
  const { rows } = await db.query<{ on_hand: number }>(
    'select on_hand from stock_levels where variant_id = $1',
    [variantId],
  );
  return rows[0]?.on_hand ?? 0;
}

/** Sets a variant's on-hand count through its stock stream (a stocktake). */
export async function setStock(shop: TestShop, variantId: number, quantity: number) {
  const delta = quantity - (await onHand(shop.db, variantId));
  if (delta !== 0) {
    await shop.store.append(`stock-${variantId}`, 'any', [
      { type: 'StockAdjusted', data: { variantId, quantity: delta, reason: 'test' } },
    ]);
  }
}

export async function eventCount(db: Database): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from events');
  return rows[0]!.count;
}

/** A variant in the printers taxon tree with stock (bulky: not shipped to aimags). */
export async function printerVariant(db: Database): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `select v.id from variants v join products p on p.id = v.product_id join taxons t on t.id = p.taxon_id
       join stock_levels s on s.variant_id = v.id
      where t.permalink like 'printers/%' and s.on_hand > 0 and v.selling_price > 1
        and (p.available_on is null or p.available_on <= '2026-06-15T09:00:00Z')
      order by v.id limit 1`,
  );
  return rows[0]!.id;
}

/**
 * The cheapest sellable variant priced at most `max`: a fixed cart under a method's minimum that
 * does not depend on which product the seed lists first.
 */
export async function variantPricedUnder(db: Database, max: number): Promise<{ id: number; price: number }> {
  const { rows } = await db.query<{ id: number; price: number }>(
    `select v.id, v.selling_price as price from variants v join products p on p.id = v.product_id
       join stock_levels s on s.variant_id = v.id
      where s.on_hand >= 5 and v.selling_price > 1 and v.selling_price <= $1
        and (p.available_on is null or p.available_on <= '2026-06-15T09:00:00Z')
      order by v.selling_price, v.id limit 1`,
    [max],
  );
  if (!rows[0]) throw new Error(`the seed has no sellable variant priced at most ${max}`);
  return rows[0];
}
