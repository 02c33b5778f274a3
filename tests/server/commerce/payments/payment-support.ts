import { orderTotal } from '../../../../machines/order-lifecycle.ts';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { loadStream } from '../../../../server/commerce/orders/order-stream.ts';
import { webhookSecret } from '../../../../server/commerce/payments/provider.ts';
import { SIGNATURE_HEADER, signWebhook } from '../../../../server/commerce/payments/webhook-signature.ts';
import type { TestShop } from '../../../support/shop.ts';
import { restClient, sellableVariant } from '../orders/order-support.ts';

export const cards = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  fails: '4000 0000 0000 0119',
  tan: '4000 0000 0000 3220',
};

export interface Shopper {
  headers: Record<string, string>;
  userId?: number;
}

let keys = 0;
export const newKey = () => `test-key-${Date.now()}-${++keys}-abcdef`;

/** A guest (order token) or a user (x-shop-user-id, as the gateway sends it) with a fresh cart. */
export async function cartOf(
  shop: TestShop,
  token: string,
  options: { userId?: number; quantity?: number; skip?: number; variantId?: number } = {},
) {
  const rest = restClient(shop, token);
  const variant =
    options.variantId === undefined
      ? await sellableVariant(shop.db, 5, options.skip ?? 0)
      : { id: options.variantId };
  const userHeaders: Record<string, string> = options.userId
    ? { 'x-shop-user-id': String(options.userId) }
    : {};
  const added = await rest('POST', '/api/v2/orders/0/line_items', {
    headers: userHeaders,
    body: { line_item: { variant_id: variant.id, quantity: options.quantity ?? 1 } },
  });
  if (added.status !== 200) throw new Error(`add failed: ${JSON.stringify(added.body)}`);
  const number = added.body.number as string;
  const shopper: Shopper = {
    headers: { ...userHeaders, ...(added.body.token ? { 'x-order-token': added.body.token as string } : {}) },
    ...(options.userId ? { userId: options.userId } : {}),
  };
  return { number, shopper, rest };
}

/**
 * Places a cart the way checkout does: the address step, shipping and `CheckoutCompleted`, through
 * the real event store and machine (checkout-core's own commands are tested in their own files).
 */
export async function placeCart(
  shop: TestShop,
  number: string,
  options: { shippingCost?: number; method?: string; dueInMinutes?: number } = {},
) {
  const store = commerceEventStore(shop.db);
  const { streamId, aggregate } = await loadStream(shop.db, number);
  const shipping = { method: 'courier', cost: options.shippingCost ?? 5_000 };
  const total = orderTotal({ ...aggregate.snapshot.context, shipping });
  const dueAt = new Date(shop.clock.now().getTime() + (options.dueInMinutes ?? 60) * 60_000).toISOString();
  await store.append(streamId, aggregate.version, [
    {
      type: 'CheckoutDetailsSet',
      data: {
        delivery: {
          kind: 'delivery',
          address: {
            province: 'Улаанбаатар',
            district: 'Сүхбаатар',
            address: '1-р хороо, 5-р байр, 12 тоот',
            zipcode: '14200',
            country: 'MN',
          },
        },
        receiver: { name: 'Бат', phone: '99112233' },
        deliveryTime: 'today-evening',
        organization: null,
      },
    },
    { type: 'ShippingMethodChosen', data: shipping },
    {
      type: 'CheckoutCompleted',
      data: { paymentDueAt: dueAt, paymentMethod: options.method ?? 'card', total },
    },
  ]);
  return { total, dueAt };
}

/** Appends a later fact to the order stream (expiry, cancelation), as checkout-core's jobs would. */
export async function appendOrderEvent(shop: TestShop, number: string, type: string, data: object) {
  const store = commerceEventStore(shop.db);
  const { streamId, aggregate } = await loadStream(shop.db, number);
  await store.append(streamId, aggregate.version, [{ type, data }]);
}

export async function orderEvents(shop: TestShop, number: string, type: string) {
  const result = await shop.db.query<{ data: Record<string, unknown> }>(
    'select data from events where stream_id = $1 and type = $2 order by stream_version',
    [`order-${number}`, type],
  );
  return result.rows.map((row) => row.data);
}

export async function paidTotal(shop: TestShop, number: string): Promise<number> {
  return (await loadStream(shop.db, number)).aggregate.snapshot.context.paidTotal;
}

/** A webhook as the sandbox signs it; `at` and `secret` can be bent to forge or age one. */
export function sandboxWebhook(
  shop: TestShop,
  body: { id: string; type: string; data: Record<string, unknown> },
  options: { at?: Date; secret?: string } = {},
) {
  const rawBody = JSON.stringify(body);
  const secret = options.secret ?? webhookSecret(shop.config.payments, shop.config.secrets.tokenSecret);
  return {
    method: 'POST' as const,
    url: '/api/v2/payments/webhooks/sandbox',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhook(secret, rawBody, options.at ?? shop.clock.now()),
    },
    payload: rawBody,
  };
}
