import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { call } from '../staff/back-office-support.ts';
import { buyer, buyerApi, quoteCounts, salesStaff, stockedVariants } from './quote-support.ts';

/** Quote requests (#17): asking, staff's answers and refusals, every coded error writing nothing. */
let shop: TestShop;
let client: string;
let variants: { id: number; price: number }[];
let sales: string;

beforeAll(async () => {
  shop = await createTestShop();
  client = await shop.token();
  variants = await stockedVariants(shop, 3);
  sales = (await salesStaff(shop)).token;
}, 180_000);
afterAll(() => shop.close());

const lines = (quantities: number[]) =>
  quantities.map((quantity, i) => ({ variant_id: variants[i]!.id, quantity }));

async function ask(headers: Record<string, string>, body: object) {
  return buyerApi(shop, client, headers)('POST', '/api/v2/quotes', body);
}
const staff = (method: 'GET' | 'POST', url: string, body?: object, bearer = sales) =>
  call(shop, method, url, { bearer, ...(body ? { body } : {}) });

async function expectRefused(
  request: () => Promise<{ status: number; body: Record<string, unknown> }>,
  code: string,
  status: number,
) {
  const before = await quoteCounts(shop);
  const answer = await request();
  expect(answer.body.code).toBe(`SHOP_ERR_${code}`);
  expect(answer.status).toBe(status);
  expect(await quoteCounts(shop)).toEqual(before);
  return answer;
}

describe('asking for a quote', () => {
  it('an organization buyer asks: lines at list price, the note, status requested, and the log says who', async () => {
    const me = await buyer(shop);
    const asked = await ask(me.headers, { lines: lines([10, 200]), note: '  Сар бүр авна  ' });
    expect(asked.status).toBe(201);
    expect(asked.body.quote).toMatchObject({
      status: 'requested',
      note: 'Сар бүр авна',
      register_number: '5123456',
      line_count: 2,
      list_total: variants[0]!.price * 10 + variants[1]!.price * 200,
      quoted_total: null,
      expires_at: null,
    });
    expect(asked.body.quote.lines[1]).toMatchObject({
      variant_id: variants[1]!.id,
      quantity: 200,
      quoted_price: null,
    });
    const { rows } = await shop.db.query<{ metadata: { actor: string; userId: number } }>(
      `select metadata from events where stream_id = $1`,
      [`quote-${asked.body.quote.id}`],
    );
    expect(rows).toEqual([{ metadata: { actor: 'user', userId: me.userId } }]);
    const mine = await buyerApi(shop, client, me.headers)('GET', '/api/v2/quotes');
    expect(mine.body.quotes.map((quote: { id: number }) => quote.id)).toEqual([asked.body.quote.id]);
  });

  it('needs a login, and an organization profile', async () => {
    await expectRefused(() => ask({}, { lines: lines([1]) }), 'LOGIN_REQUIRED', 401);
    const privateBuyer = await buyer(shop, { organization: false });
    await expectRefused(
      () => ask(privateBuyer.headers, { lines: lines([1]) }),
      'QUOTE_ORGANIZATION_REQUIRED',
      403,
    );
  });

  it('refuses empty, too long, repeated and out-of-range lines, a long note and unknown products', async () => {
    const me = await buyer(shop);
    await expectRefused(() => ask(me.headers, { lines: [] }), 'QUOTE_LINES_INVALID', 422);
    const many = Array.from({ length: 51 }, (_, i) => ({ variant_id: i + 1, quantity: 1 }));
    await expectRefused(() => ask(me.headers, { lines: many }), 'QUOTE_LINES_INVALID', 422);
    const zero = await expectRefused(
      () => ask(me.headers, { lines: lines([1, 0]) }),
      'QUOTE_LINES_INVALID',
      422,
    );
    expect(zero.body.errors).toEqual({ 'lines.1.quantity': ['must be a whole number from 1 to 9999'] });
    await expectRefused(() => ask(me.headers, { lines: lines([10_000]) }), 'QUOTE_LINES_INVALID', 422);
    const twice = [...lines([1]), ...lines([2])];
    await expectRefused(() => ask(me.headers, { lines: twice }), 'QUOTE_LINES_INVALID', 422);
    await expectRefused(
      () => ask(me.headers, { lines: lines([1]), note: 'ж'.repeat(1001) }),
      'QUOTE_NOTE_INVALID',
      422,
    );
    const unknown = await expectRefused(
      () => ask(me.headers, { lines: [{ variant_id: 999_999, quantity: 1 }] }),
      'VARIANT_NOT_FOUND',
      404,
    );
    expect(unknown.body.errors).toEqual({ 'lines.0.variant_id': ['does not exist'] });
  });

  it('fifty lines and 9999 pieces are allowed', async () => {
    const me = await buyer(shop);
    const { rows } = await shop.db.query<{ id: number }>(
      'select v.id from variants v where v.selling_price > 1 order by v.id limit 50',
    );
    const fifty = rows.map((row) => ({ variant_id: row.id, quantity: 9999 }));
    const asked = await ask(me.headers, { lines: fifty });
    expect(asked.status).toBe(201);
    expect(asked.body.quote.line_count).toBe(50);
  });

  it("another buyer's quote is not found, for reading and accepting", async () => {
    const owner = await buyer(shop);
    const other = await buyer(shop);
    const asked = await ask(owner.headers, { lines: lines([1]) });
    const read = await buyerApi(shop, client, other.headers)('GET', `/api/v2/quotes/${asked.body.quote.id}`);
    expect(read.body.code).toBe('SHOP_ERR_QUOTE_NOT_FOUND');
    await expectRefused(
      () => buyerApi(shop, client, other.headers)('POST', `/api/v2/quotes/${asked.body.quote.id}/accept`),
      'QUOTE_NOT_FOUND',
      404,
    );
  });
});

describe("staff's answer", () => {
  it('needs the sales role (or website admin): others get 403 and nothing changes', async () => {
    const me = await buyer(shop);
    const asked = await ask(me.headers, { lines: lines([5]) });
    const content = await salesStaff(shop, ['content']);
    const url = `/api/v2/admin/quotes/${asked.body.quote.id}/answer`;
    const refused = await expectRefused(
      () => staff('POST', url, { prices: [100] }, content.token),
      'STAFF_ROLE_REQUIRED',
      403,
    );
    expect(refused.body.errors).toEqual({ role: ['sales'] });
    expect((await staff('GET', '/api/v2/admin/quotes', undefined, content.token)).status).toBe(403);
    expect((await call(shop, 'GET', '/api/v2/admin/quotes', { bearer: client })).status).toBe(401);
    const admin = await salesStaff(shop, ['website_admin']);
    expect((await staff('GET', '/api/v2/admin/quotes', undefined, admin.token)).status).toBe(200);
  });

  it('lists by status, oldest waiting first; answering prices the lines, sets the expiry and e-mails the buyer', async () => {
    const me = await buyer(shop);
    const asked = await ask(me.headers, { lines: lines([10, 3]) });
    const id = asked.body.quote.id as number;
    const waiting = await staff('GET', '/api/v2/admin/quotes?status=requested&per_page=100');
    const ids = waiting.body.quotes.map((quote: { id: number }) => quote.id);
    expect(ids).toContain(id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    const prices = [variants[0]!.price - 500, variants[1]!.price];
    const answered = await staff('POST', `/api/v2/admin/quotes/${id}/answer`, { prices });
    expect(answered.status).toBe(200);
    expect(answered.body.quote).toMatchObject({
      status: 'answered',
      quoted_total: prices[0]! * 10 + prices[1]! * 3,
      expires_at: new Date(shop.clock.now().getTime() + 14 * 86_400_000).toISOString(),
    });
    const { rows } = await shop.db.query<{ subject: string; body: string; status: string }>(
      'select subject, body, status from outbox where recipient = $1',
      [me.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toContain(`#${id}`);
    expect(rows[0]!.body).toContain(`/account/quotes/${id}`);
    const metadata = await shop.db.query<{ metadata: { actor: string; staffName: string } }>(
      `select metadata from events where stream_id = $1 and type = 'QuoteAnswered'`,
      [`quote-${id}`],
    );
    expect(metadata.rows[0]!.metadata).toMatchObject({ actor: 'staff', staffName: expect.any(String) });
    await expectRefused(
      () => staff('POST', `/api/v2/admin/quotes/${id}/answer`, { prices }),
      'QUOTE_NOT_OPEN',
      409,
    );
    await expectRefused(
      () => staff('POST', `/api/v2/admin/quotes/${id}/decline`, { reason: 'late' }),
      'QUOTE_NOT_OPEN',
      409,
    );
  });

  it('refuses prices above list, zero, negative, fractional or missing, and expiries outside 1–90 days', async () => {
    const me = await buyer(shop);
    const asked = await ask(me.headers, { lines: lines([1, 1]) });
    const url = `/api/v2/admin/quotes/${asked.body.quote.id}/answer`;
    const [a, b] = [variants[0]!.price, variants[1]!.price];
    const above = await expectRefused(
      () => staff('POST', url, { prices: [a + 1, b] }),
      'QUOTE_PRICE_INVALID',
      422,
    );
    expect(above.body.errors).toEqual({ 'prices.0': [`must be a whole number from 1 to ${a}`] });
    await expectRefused(() => staff('POST', url, { prices: [0, b] }), 'QUOTE_PRICE_INVALID', 422);
    await expectRefused(() => staff('POST', url, { prices: [-5, b] }), 'QUOTE_PRICE_INVALID', 422);
    await expectRefused(() => staff('POST', url, { prices: [a] }), 'QUOTE_PRICE_INVALID', 422);
    expect((await staff('POST', url, { prices: [1.5, b] })).body.code).toBe('SHOP_ERR_VALIDATION');
    await expectRefused(
      () => staff('POST', url, { prices: [a, b], expires_in_days: 0 }),
      'QUOTE_EXPIRY_INVALID',
      422,
    );
    await expectRefused(
      () => staff('POST', url, { prices: [a, b], expires_in_days: 91 }),
      'QUOTE_EXPIRY_INVALID',
      422,
    );
    await expectRefused(
      () => staff('POST', '/api/v2/admin/quotes/999999/answer', { prices: [1] }),
      'QUOTE_NOT_FOUND',
      404,
    );
  });

  it('declines with a reason the buyer reads; a blank or long reason is refused', async () => {
    const me = await buyer(shop);
    const asked = await ask(me.headers, { lines: lines([1]) });
    const url = `/api/v2/admin/quotes/${asked.body.quote.id}/decline`;
    await expectRefused(() => staff('POST', url, { reason: '   ' }), 'QUOTE_DECLINE_REASON_INVALID', 422);
    await expectRefused(
      () => staff('POST', url, { reason: 'x'.repeat(501) }),
      'QUOTE_DECLINE_REASON_INVALID',
      422,
    );
    expect((await staff('POST', url, { reason: 'Үйлдвэрлэл зогссон' })).status).toBe(200);
    // the buyer is told, with the reason, and nothing was sent for the refused attempts
    const { rows } = await shop.db.query<{ subject: string; body: string }>(
      'select subject, body from outbox where recipient = $1',
      [me.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toContain(`#${asked.body.quote.id}`);
    expect(rows[0]!.body).toContain('Шалтгаан: Үйлдвэрлэл зогссон');
    expect(rows[0]!.body).toContain(`/account/quotes/${asked.body.quote.id}`);
    const read = await buyerApi(shop, client, me.headers)('GET', `/api/v2/quotes/${asked.body.quote.id}`);
    expect(read.body.quote).toMatchObject({ status: 'declined', decline_reason: 'Үйлдвэрлэл зогссон' });
    await expectRefused(
      () => buyerApi(shop, client, me.headers)('POST', `/api/v2/quotes/${asked.body.quote.id}/accept`),
      'QUOTE_DECLINED',
      409,
    );
  });
});
