import { type OrganizationBuyer, orderTotal } from '../../../../machines/order-lifecycle.ts';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { loadStream } from '../../../../server/commerce/orders/order-stream.ts';
import type { Database } from '../../../../server/platform/db/index.ts';
import type { TestShop } from '../../../support/shop.ts';
import { cards, cartOf, newKey } from '../payments/payment-support.ts';

export const organization: OrganizationBuyer = {
  name: 'Тест Принт ХХК',
  registerNumber: '5123456',
  workerCount: 12,
  direction: 'Хэвлэл',
  address: 'Сүхбаатар дүүрэг, 1-р хороо',
  phone: '77112233',
};

/**
 * A placed order, walked through the address step, shipping and `CheckoutCompleted` on the real
 * event store and machine. `prepaid` applies a gift card worth the whole order (paid at placing).
 */
export async function placedOrder(
  shop: TestShop,
  token: string,
  options: { organization?: OrganizationBuyer; prepaid?: boolean; skip?: number; userId?: number } = {},
) {
  const cart = await cartOf(shop, token, {
    skip: options.skip ?? 0,
    ...(options.userId === undefined ? {} : { userId: options.userId }),
  });
  const store = commerceEventStore(shop.db);
  const { streamId, aggregate } = await loadStream(shop.db, cart.number);
  const shipping = { method: 'courier', cost: 5_000 };
  const gross = orderTotal({ ...aggregate.snapshot.context, shipping });
  const giftCard = options.prepaid ? [{ kind: 'giftCard' as const, code: 'GC-TEST', amount: gross }] : [];
  const total = orderTotal({ ...aggregate.snapshot.context, shipping, adjustments: giftCard });
  await store.append(streamId, aggregate.version, [
    {
      type: 'CheckoutDetailsSet',
      data: {
        delivery: { kind: 'pickup', storeCode: 'test-branch' },
        receiver: { name: 'Бат', phone: '99112233' },
        deliveryTime: 'today-evening',
        organization: options.organization ?? null,
      },
    },
    { type: 'ShippingMethodChosen', data: shipping },
    ...giftCard.map((adjustment) => ({ type: 'AdjustmentApplied', data: adjustment })),
    {
      type: 'CheckoutCompleted',
      data: {
        paymentDueAt: new Date(shop.clock.now().getTime() + 3_600_000).toISOString(),
        paymentMethod: 'card',
        total,
      },
    },
  ]);
  return { ...cart, total };
}

/** A placed order paid with the sandbox's good test card, through the real payment routes. */
export async function paidOrder(
  shop: TestShop,
  token: string,
  options: { organization?: OrganizationBuyer; skip?: number; userId?: number } = {},
) {
  const order = await placedOrder(shop, token, options);
  const started = await order.rest('POST', `/api/v2/orders/${order.number}/payments`, {
    headers: { ...order.shopper.headers, 'idempotency-key': newKey() },
    body: { payment_method: 'card' },
  });
  if (started.status !== 201) throw new Error(`payment failed: ${JSON.stringify(started.body)}`);
  const paid = await order.rest('POST', `/api/v2/payments/${started.body.id as string}/card`, {
    headers: { ...order.shopper.headers, 'idempotency-key': newKey() },
    body: { card_number: cards.ok, expiry: '12/30', cvc: '123' },
  });
  if (paid.status !== 200) throw new Error(`capture failed: ${JSON.stringify(paid.body)}`);
  return order;
}

/** POST /api/v2/admin/orders/:number/<step> with the given Authorization (the staff token by default). */
export async function staffCall(
  shop: TestShop,
  number: string,
  step: 'prepare' | 'dispatch' | 'deliver' | 'complete' | 'finish' | 'return/accept' | 'return/refuse',
  options: { authorization?: string | null; body?: object } = {},
) {
  const authorization =
    options.authorization === undefined ? `Bearer ${shop.config.secrets.staffToken}` : options.authorization;
  const response = await shop.app.inject({
    method: 'POST',
    url: `/api/v2/admin/orders/${number}/${step}`,
    headers: authorization === null ? {} : { authorization },
    ...(options.body ? { payload: options.body } : {}),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

export async function streamEvents(db: Database, number: string) {
  const { rows } = await db.query<{ type: string; data: Record<string, unknown>; actor: string }>(
    `select type, data, metadata->>'actor' as actor from events where stream_id = $1 order by stream_version`,
    [`order-${number}`],
  );
  return rows;
}

/** A paid order walked to "Delivered" through the staff API (the return window starts now). */
export async function deliveredOrder(shop: TestShop, token: string, options: { skip?: number } = {}) {
  const order = await paidOrder(shop, token, options);
  for (const step of ['prepare', 'dispatch', 'deliver'] as const) {
    const answer = await staffCall(shop, order.number, step);
    if (answer.status !== 200) throw new Error(`${step} failed: ${JSON.stringify(answer.body)}`);
  }
  return order;
}
