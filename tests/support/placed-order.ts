import { itemTotal, type OrderLine } from '../../machines/order-lifecycle.ts';
import type { Sql } from '../../server/platform/db/index.ts';
import type { NewEvent } from '../../server/platform/events/index.ts';

/**
 * The events that place a cart, valid for the order-lifecycle machine: the address step (store
 * pickup, free shipping) then `CheckoutCompleted` with the order's own total. For tests that need a
 * placed order without walking the checkout (push notifications, timelines).
 */
export async function placedOrderEvents(
  sql: Sql,
  number: string,
  options: { paymentDueAt: string; paymentMethod?: string },
): Promise<NewEvent[]> {
  const { rows } = await sql.query<{ line_items: OrderLine[] }>(
    'select line_items from orders where number = $1',
    [number],
  );
  const lines = rows[0]?.line_items ?? [];
  return [
    {
      type: 'CheckoutDetailsSet',
      data: {
        delivery: { kind: 'pickup', storeCode: 'test-branch' },
        receiver: { name: 'Test Shopper', phone: '99112233' },
        deliveryTime: 'test-window',
        organization: null,
      },
    },
    { type: 'ShippingMethodChosen', data: { method: 'pickup', cost: 0 } },
    {
      type: 'CheckoutCompleted',
      data: {
        paymentDueAt: options.paymentDueAt,
        paymentMethod: options.paymentMethod ?? 'bank_transfer',
        total: itemTotal(lines),
      },
    },
  ];
}
