import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrOf } from '../../../../server/graphql/resolvers/order-goods.ts';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { signUp } from '../accounts/support.ts';
import { call } from '../staff/back-office-support.ts';
import { paidOrder } from '../staff/staff-support.ts';
import { sellableVariant } from './order-support.ts';

/**
 * The gateway's side of what paying delivers (#16 licenses, #18 e-tickets on the order page): an
 * order's tickets (with a QR code the page draws) and keys, the account's lists, and their errors.
 */
let shop: TestShop;
let client: string;
const TICKET = 3;
const DIGITAL = 2;

beforeAll(async () => {
  shop = await createTestShop();
  client = await shop.token();
  const ticket = await sellableVariant(shop.db, 5, TICKET);
  await shop.db.query(
    `insert into e_ticket_events (id, name, venue, starts_at)
       values ('gql-tasting', '{"mn": "Амталгаа", "en": "Tasting"}', 'Улаанбаатар', '2026-07-01T12:00:00Z')`,
  );
  await shop.db.query(
    `insert into e_ticket_products (product_id, event_id) select product_id, 'gql-tasting' from variants where id = $1
      on conflict (product_id) do update set event_id = excluded.event_id`,
    [ticket.id],
  );
  const digital = await sellableVariant(shop.db, 5, DIGITAL);
  await shop.db.query(
    `insert into digital_products (product_id, kind) select product_id, 'software' from variants where id = $1
      on conflict (product_id) do nothing`,
    [digital.id],
  );
});
afterAll(() => shop.close());

const ORDER = `query ($number: String!) { order(number: $number) {
  number eTickets { code eventName venue usedAt usedBy qr { size path } } licenses { key kind orderNumber productName }
} }`;

const orderCookie = (headers: Record<string, string>) => ({
  cookie: `shop_order=${headers['x-order-token']}`,
});

describe('Order.eTickets and Order.licenses', () => {
  it("give the buyer the order's tickets with a drawable QR code, and its keys", async () => {
    const tickets = await paidOrder(shop, client, { skip: TICKET });
    const answer = await graphql(
      shop.app,
      ORDER,
      { number: tickets.number },
      orderCookie(tickets.shopper.headers),
    );
    const order = (answer.body.data as { order: { eTickets: Array<Record<string, unknown>>; licenses: [] } })
      .order;
    expect(order.licenses).toEqual([]);
    expect(order.eTickets).toHaveLength(1);
    expect(order.eTickets[0]).toMatchObject({ eventName: 'Амталгаа', venue: 'Улаанбаатар', usedAt: null });
    const qr = order.eTickets[0]!.qr as { size: number; path: string };
    expect(qr.size).toBeGreaterThanOrEqual(21);
    expect(qr.path).toMatch(/^M\d/);

    const keys = await paidOrder(shop, client, { skip: DIGITAL });
    const withKeys = await graphql(
      shop.app,
      ORDER,
      { number: keys.number },
      orderCookie(keys.shopper.headers),
    );
    const keyOrder = (
      withKeys.body.data as { order: { eTickets: []; licenses: Array<Record<string, unknown>> } }
    ).order;
    expect(keyOrder.eTickets).toEqual([]);
    expect(keyOrder.licenses).toEqual([
      expect.objectContaining({ kind: 'SOFTWARE', orderNumber: keys.number }),
    ]);
  });

  it('shows a used ticket as used, when and by whom', async () => {
    const paid = await paidOrder(shop, client, { skip: TICKET });
    const { rows } = await shop.db.query<{ code: string }>(
      'select code from e_tickets where order_number = $1',
      [paid.number],
    );
    const used = await call(shop, 'PUT', `/api/back_office/e_tickets/${rows[0]!.code}/use`, {
      bearer: shop.config.secrets.staffToken,
      body: { event_id: 'gql-tasting' },
    });
    expect(used.status).toBe(200);
    const answer = await graphql(shop.app, ORDER, { number: paid.number }, orderCookie(paid.shopper.headers));
    const ticket = (answer.body.data as { order: { eTickets: Array<Record<string, unknown>> } }).order
      .eTickets[0];
    expect(ticket?.usedAt).toEqual(expect.any(String));
    expect(ticket?.usedBy).toEqual(expect.any(String));
  });
});

describe('myTickets and licenses', () => {
  it("list the logged-in account's tickets and keys; a guest gets LOGIN_REQUIRED", async () => {
    const { caller, userId } = await signUp(shop.app, shop.db, '88227733');
    await paidOrder(shop, client, { skip: TICKET, userId: Number(userId) });
    await paidOrder(shop, client, { skip: DIGITAL, userId: Number(userId) });
    const mine = await caller.gql<{ myTickets: unknown[]; licenses: unknown[] }>(
      '{ myTickets { code qr { size } } licenses { key } }',
    );
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data?.myTickets).toHaveLength(1);
    expect(mine.body.data?.licenses).toHaveLength(1);

    for (const query of ['{ myTickets { code } }', '{ licenses { key } }']) {
      const guest = await graphql(shop.app, query);
      expect(guest.body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
    }
  });

  it("answers someone else's order with ORDER_NOT_FOUND, not its keys", async () => {
    const paid = await paidOrder(shop, client, { skip: DIGITAL });
    const stranger = await graphql(shop.app, ORDER, { number: paid.number });
    expect(stranger.body.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_FOUND');
    expect(JSON.stringify(stranger.body)).not.toMatch(/[0-9A-Z]{5}-[0-9A-Z]{5}-/);
  });
});

describe('qrOf', () => {
  it("reads qrcode's SVG and refuses anything else", () => {
    expect(
      qrOf(
        '<svg viewBox="0 0 25 25"><path fill="#ffffff" d="M0 0h25v25H0z"/><path stroke="#000000" d="M2 2.5h7"/></svg>',
      ),
    ).toEqual({ size: 25, path: 'M2 2.5h7' });
    expect(() => qrOf('<svg viewBox="0 0 25 25"><script>x</script></svg>')).toThrow();
  });
});
