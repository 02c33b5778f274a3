import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, graphql, type TestShop } from '../../support/shop.ts';
import { staffUser } from '../commerce/staff/back-office-support.ts';

/** The back office's contact forms screen through the gateway (staffContactForms; #17, #18). */
let shop: TestShop;
let editor: Record<string, string>;
let cashier: Record<string, string>;

beforeAll(async () => {
  shop = await createTestShop();
  editor = { cookie: `shop_staff=${(await staffUser(shop, ['content'], 'Редактор Сайхан')).token}` };
  cashier = { cookie: `shop_staff=${(await staffUser(shop, ['coupons'], 'Кассир Оюун')).token}` };
  const client = await shop.token();
  for (const [at, subject] of ['Хүргэлт', 'Буцаалт', 'Нэхэмжлэх'].entries()) {
    const sent = await shop.app.inject({
      method: 'POST',
      url: '/api/v2/contact_forms',
      headers: { authorization: `Bearer ${client}`, 'x-shop-client-ip': `10.9.0.${at + 1}` },
      payload: {
        name: `Бат ${at}`,
        email: `bat${at}@example.mn`,
        subject,
        message: `Сайн байна уу.\nАсуулт ${at}`,
      },
    });
    expect(sent.statusCode).toBe(201);
  }
});
afterAll(() => shop.close());

const LIST = `query($p: Int!, $n: Int!) { staffContactForms(page: $p, perPage: $n) {
  subject email phone message fromMember createdAt } }`;
type Forms = { staffContactForms: { subject: string; message: string; fromMember: boolean }[] };

describe('contact forms in the back office', () => {
  it('lists them newest first, a page at a time, with the message as written', async () => {
    const first = await graphql<Forms>(shop.app, LIST, { p: 1, n: 2 }, editor);
    expect(first.body.data?.staffContactForms.map((form) => form.subject)).toEqual(['Нэхэмжлэх', 'Буцаалт']);
    expect(first.body.data?.staffContactForms[0]).toMatchObject({
      message: 'Сайн байна уу.\nАсуулт 2',
      fromMember: false,
    });
    const second = await graphql<Forms>(shop.app, LIST, { p: 2, n: 2 }, editor);
    expect(second.body.data?.staffContactForms.map((form) => form.subject)).toEqual(['Хүргэлт']);
  });

  it('refuses staff without the content role, a guest and paging out of range', async () => {
    const code = async (variables: Record<string, unknown>, headers?: Record<string, string>) =>
      (await graphql(shop.app, LIST, variables, headers)).body.errors?.[0]?.extensions?.code;
    expect(await code({ p: 1, n: 2 }, cashier)).toBe('STAFF_ROLE_REQUIRED');
    expect(await code({ p: 1, n: 2 })).toBe('STAFF_LOGIN_REQUIRED');
    expect(await code({ p: 0, n: 2 }, editor)).toBe('BAD_USER_INPUT');
    expect(await code({ p: 1, n: 500 }, editor)).toBe('BAD_USER_INPUT');
  });
});
