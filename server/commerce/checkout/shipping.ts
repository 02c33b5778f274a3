import { itemTotal, type OrderContext } from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { zipArea } from './details.ts';

/**
 * Shipping rules (spec §9 delivery constants):
 * - store pickup: `pickup`, free, ready within 24 h;
 * - delivery inside Ulaanbaatar (the capital or one of its districts, by zip area):
 *   `standard` within 24 h, 5,000 ₮, free from 100,000 ₮ of items; `express` within 4 h, 15,000 ₮;
 * - delivery to an aimag: `province`, 48–72 h (promised as 72), 15,000 ₮; no express outside the city.
 * Printers (the `printers` taxon tree) are bulky and fragile: no courier takes them to an aimag, so
 * an aimag address with a printer in the cart has no rate (SHIPPING_RATES_UNAVAILABLE, §8), as has a
 * cart without the address step.
 */
export const STANDARD_COST = 5_000;
export const EXPRESS_COST = 15_000;
export const PROVINCE_COST = 15_000;
export const FREE_STANDARD_FROM = 100_000;
const BULKY_TAXON = 'printers';

export type ShippingCode = 'pickup' | 'standard' | 'express' | 'province';

export interface ShippingMethodDto {
  code: ShippingCode;
  cost: number;
  eta_hours: number;
}

/**
 * Names in the five shop languages (spec §1); the gateway picks the shopper's. The time is not in the
 * name: it is the method's `eta_hours`, which the checkout shows beside it (#19.8 showed it twice).
 */
export const shippingNames: Record<ShippingCode, Record<'mn' | 'en' | 'ru' | 'cn' | 'it', string>> = {
  pickup: {
    mn: 'Дэлгүүрээс очиж авах',
    en: 'Store pickup',
    ru: 'Самовывоз из магазина',
    cn: '门店自提',
    it: 'Ritiro in negozio',
  },
  standard: {
    mn: 'Энгийн хүргэлт',
    en: 'Standard delivery',
    ru: 'Обычная доставка',
    cn: '标准配送',
    it: 'Consegna standard',
  },
  express: {
    mn: 'Шуурхай хүргэлт',
    en: 'Express delivery',
    ru: 'Экспресс-доставка',
    cn: '加急配送',
    it: 'Consegna express',
  },
  province: {
    mn: 'Орон нутгийн хүргэлт',
    en: 'Delivery to the provinces',
    ru: 'Доставка в аймаки',
    cn: '外省配送',
    it: 'Consegna in provincia',
  },
};

const unavailable = (reason: string) =>
  new ShopError('SHIPPING_RATES_UNAVAILABLE', undefined, { shipping: [reason] });

/** Names of the cart's items that cannot go to an aimag. */
async function bulkyItems(sql: Sql, variantIds: readonly number[]): Promise<string[]> {
  const { rows } = await sql.query<{ name: string }>(
    `select distinct p.name from variants v join products p on p.id = v.product_id
       join taxons t on t.id = p.taxon_id
      where v.id = any($1::int[]) and (t.permalink = $2 or t.permalink like $2 || '/%')`,
    [variantIds, BULKY_TAXON],
  );
  return rows.map((row) => row.name);
}

/** The methods and rates for the order as it is now; throws SHIPPING_RATES_UNAVAILABLE when none. */
export async function shippingMethodsFor(
  sql: Sql,
  order: Pick<OrderContext, 'lines' | 'checkout'>,
): Promise<ShippingMethodDto[]> {
  if (order.lines.length === 0) throw unavailable('empty_cart');
  const checkout = order.checkout;
  if (!checkout) throw unavailable('address_missing');
  if (checkout.delivery.kind === 'pickup') return [{ code: 'pickup', cost: 0, eta_hours: 24 }];
  const area = await zipArea(sql, checkout.delivery.address.zipcode);
  if (!area) throw unavailable('address_unknown');
  if (area.capital) {
    const items = itemTotal(order.lines);
    return [
      { code: 'standard', cost: items >= FREE_STANDARD_FROM ? 0 : STANDARD_COST, eta_hours: 24 },
      { code: 'express', cost: EXPRESS_COST, eta_hours: 4 },
    ];
  }
  const bulky = await bulkyItems(
    sql,
    order.lines.map((line) => line.variantId),
  );
  if (bulky.length > 0) {
    throw new ShopError(
      'SHIPPING_RATES_UNAVAILABLE',
      `Shipping rates cannot be calculated for the selected items (${bulky.join(', ')}); choose the delivery address again`,
      { shipping: ['not_to_province'], line_items: bulky },
    );
  }
  return [{ code: 'province', cost: PROVINCE_COST, eta_hours: 72 }];
}
