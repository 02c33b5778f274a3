import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { sellableVariant } from '../orders/order-support.ts';
import { call, staffUser } from '../staff/back-office-support.ts';
import { paidOrder, placedOrder } from '../staff/staff-support.ts';

/** E-tickets (#18): a paid ticket product issues tickets; staff use each exactly once. */
let shop: TestShop;
let client: string;
let doorman: Awaited<ReturnType<typeof staffUser>>;
const TASTING = 'test-tasting';
const LAUNCH = 'test-launch';
const SKIP = 3;

beforeAll(async () => {
  shop = await createTestShop();
  client = await shop.token();
  // the product placedOrder buys (skip 3) is a ticket to the test tasting
  const variant = await sellableVariant(shop.db, 5, SKIP);
  await shop.db.query(
    `insert into e_ticket_events (id, name, venue, starts_at) values
       ($1, '{"mn": "Амталгааны үдэш", "en": "Tasting evening"}', 'Улаанбаатар', '2026-07-01T12:00:00Z'),
       ($2, '{"mn": "Нээлт", "en": "Launch"}', 'Дархан', '2026-08-01T12:00:00Z')`,
    [TASTING, LAUNCH],
  );
  await shop.db.query(
    `insert into e_ticket_products (product_id, event_id)
       select product_id, $2 from variants where id = $1`,
    [variant.id, TASTING],
  );
  doorman = await staffUser(shop, ['e_tickets'], 'Хаалгач Дорж');
});
afterAll(() => shop.close());

async function ticketsOf(number: string) {
  const { rows } = await shop.db.query<{ code: string }>(
    'select code from e_tickets where order_number = $1 order by code',
    [number],
  );
  return rows.map((row) => row.code);
}

const ticketEventCount = async () =>
  (
    await shop.db.query<{ n: number }>(
      `select count(*)::int as n from events where stream_id like 'e-ticket-%'`,
    )
  ).rows[0]!.n;

describe('issuing', () => {
  it('issues no ticket before the order is paid, one when it is', async () => {
    const placed = await placedOrder(shop, client, { skip: SKIP });
    expect(await ticketsOf(placed.number)).toEqual([]);
    const paid = await paidOrder(shop, client, { skip: SKIP });
    const codes = await ticketsOf(paid.number);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const ticket = await call(shop, 'GET', `/api/back_office/e_tickets/${codes[0]!.toLowerCase()}`, {
      bearer: doorman.token,
    });
    expect(ticket.status).toBe(200);
    expect(ticket.body).toMatchObject({
      code: codes[0],
      order_number: paid.number,
      event: { id: TASTING, venue: 'Улаанбаатар' },
      used_at: null,
      used_by: null,
    });
  });

  it('issues nothing for an order of other products', async () => {
    const paid = await paidOrder(shop, client, { skip: 0 });
    expect(await ticketsOf(paid.number)).toEqual([]);
  });
});

describe('using a ticket', () => {
  it('uses it once; the scans list shows who scanned what when', async () => {
    const paid = await paidOrder(shop, client, { skip: SKIP });
    const [code] = await ticketsOf(paid.number);
    const used = await call(shop, 'PUT', `/api/back_office/e_tickets/${code}/use`, {
      bearer: doorman.token,
      body: { event_id: TASTING },
    });
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({
      code,
      used_at: shop.clock.now().toISOString(),
      used_by: 'Хаалгач Дорж',
    });
    const again = await call(shop, 'PUT', `/api/back_office/e_tickets/${code}/use`, {
      bearer: doorman.token,
      body: { event_id: TASTING },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'SHOP_ERR_ETICKET_ALREADY_USED',
      errors: { usedAt: [shop.clock.now().toISOString()], usedBy: ['Хаалгач Дорж'] },
    });
    const scans = await call(shop, 'GET', `/api/back_office/e_tickets/scans?event_id=${TASTING}`, {
      bearer: doorman.token,
    });
    expect(scans.body.scans[0]).toMatchObject({ code, used_by: 'Хаалгач Дорж' });
    const list = await call(shop, 'GET', '/api/back_office/e_tickets', { bearer: doorman.token });
    // the demo seed's own tasting is listed beside this test's two events
    const events: string[] = list.body.events.map((event: { id: string }) => event.id);
    expect(events.filter((id) => id === TASTING || id === LAUNCH)).toEqual([TASTING, LAUNCH]);
    expect(list.body.tickets.map((ticket: { code: string }) => ticket.code)).toContain(code);
  });

  it('20 concurrent scans of one ticket: one is used, 19 are told when and by whom', async () => {
    const paid = await paidOrder(shop, client, { skip: SKIP });
    const [code] = await ticketsOf(paid.number);
    const other = await staffUser(shop, ['e_tickets'], 'Хаалгач Сараа');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(shop, 'PUT', `/api/back_office/e_tickets/${code}/use`, {
          bearer: i % 2 ? other.token : doorman.token,
          body: { event_id: TASTING },
        }),
      ),
    );
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    const usedBy = winners[0]!.body.used_by as string;
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(losers).toHaveLength(19);
    for (const loser of losers) {
      expect(loser.status).toBe(409);
      expect(loser.body.code).toBe('SHOP_ERR_ETICKET_ALREADY_USED');
      expect(loser.body.errors.usedBy).toEqual([usedBy]);
    }
    const { rows } = await shop.db.query<{ n: number }>(
      `select count(*)::int as n from events where stream_id = $1 and type = 'ETicketUsed'`,
      [`e-ticket-${code}`],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses an unknown ticket, another event, a malformed code, a shopper and a role without it: nothing written', async () => {
    const paid = await paidOrder(shop, client, { skip: SKIP });
    const [code] = await ticketsOf(paid.number);
    const before = await ticketEventCount();
    const use = (id: string, bearer: string | null, event_id = TASTING) =>
      call(shop, 'PUT', `/api/back_office/e_tickets/${encodeURIComponent(id)}/use`, {
        bearer,
        body: { event_id },
      });
    expect((await use('AAAA-BBBB-CCCC', doorman.token)).body.code).toBe('SHOP_ERR_ETICKET_NOT_FOUND');
    expect((await use('not a ticket', doorman.token)).body.code).toBe('SHOP_ERR_ETICKET_NOT_FOUND');
    const wrong = await use(code!, doorman.token, LAUNCH);
    expect(wrong.status).toBe(409);
    expect(wrong.body.code).toBe('SHOP_ERR_ETICKET_WRONG_EVENT');
    expect((await use(code!, doorman.token, 'Bad Event')).status).toBe(400);
    const shopper = await use(code!, client);
    expect(shopper.status).toBe(401);
    expect(shopper.body.code).toBe('SHOP_ERR_STAFF_TOKEN_REQUIRED');
    const cashier = await staffUser(shop, ['coupons']);
    const refused = await use(code!, cashier.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SHOP_ERR_STAFF_ROLE_REQUIRED');
    for (const path of [
      '/api/back_office/e_tickets',
      '/api/back_office/e_tickets/scans',
      `/api/back_office/e_tickets/${code}`,
    ]) {
      expect((await call(shop, 'GET', path, { bearer: cashier.token })).status).toBe(403);
    }
    expect(await ticketEventCount()).toBe(before);
    const ticket = await call(shop, 'GET', `/api/back_office/e_tickets/${code}`, { bearer: doorman.token });
    expect(ticket.body.used_at).toBeNull();
  });

  it("shows the buyer the order's tickets with a QR code, and a stranger nothing", async () => {
    const paid = await paidOrder(shop, client, { skip: SKIP });
    const [code] = await ticketsOf(paid.number);
    const mine = await call(shop, 'GET', `/api/v2/orders/${paid.number}/e_tickets`, {
      bearer: client,
      headers: paid.shopper.headers,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.e_tickets).toHaveLength(1);
    expect(mine.body.e_tickets[0]).toMatchObject({ code, event: { id: TASTING } });
    expect(mine.body.e_tickets[0].qr_svg).toContain('<svg');
    const stranger = await call(shop, 'GET', `/api/v2/orders/${paid.number}/e_tickets`, { bearer: client });
    expect(stranger.body.code).toBe('SHOP_ERR_ORDER_NOT_FOUND');
    const guestAccount = await call(shop, 'GET', '/api/v2/e_tickets', { bearer: client });
    expect(guestAccount.body.code).toBe('SHOP_ERR_LOGIN_REQUIRED');
  });
});
