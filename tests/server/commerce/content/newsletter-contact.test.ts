import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';

/** Newsletter double opt-in and the contact form over REST (#17, spec §7 subscribe, contact_forms, §8). */
let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await createTestShop();
  token = await shop.token();
}, 180_000);

afterAll(async () => shop?.close());

async function call(method: 'GET' | 'POST', url: string, body?: unknown, ip = '10.1.0.1') {
  const response = await shop.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'x-shop-client-ip': ip },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown> & { code?: string },
  };
}

async function mails(recipient: string): Promise<string[]> {
  const { rows } = await shop.db.query<{ body: string }>(
    'select body from outbox where recipient = $1 order by id',
    [recipient],
  );
  return rows.map((row) => row.body);
}

const linkToken = (body: string, kind: 'confirm' | 'unsubscribe') =>
  new RegExp(`/newsletter/${kind}\\?token=([\\w-]{43})`).exec(body)?.[1] as string;

async function subscription(email: string) {
  const { rows } = await shop.db.query<{ status: string }>(
    'select status from newsletter_subscriptions where email = $1',
    [email],
  );
  return rows[0]?.status;
}

describe('newsletter', () => {
  it('subscribes pending, confirms by the e-mailed link, unsubscribes by the other link', async () => {
    const email = 'saraa@example.mn';
    expect(await call('POST', '/api/v2/subscribe', { email: ' Saraa@Example.mn ' })).toEqual({
      status: 200,
      body: { status: 'pending' },
    });
    expect(await subscription(email)).toBe('pending');
    const [mail] = await mails(email);
    expect(mail).toContain('/newsletter/unsubscribe?token=');
    const confirmed = await call('POST', '/api/v2/subscribe/confirm', { token: linkToken(mail!, 'confirm') });
    expect(confirmed.body).toEqual({ email, status: 'confirmed' });
    // the link works once
    expect(
      (await call('POST', '/api/v2/subscribe/confirm', { token: linkToken(mail!, 'confirm') })).body.code,
    ).toBe('SHOP_ERR_SUBSCRIPTION_LINK_INVALID');
    // a confirmed address subscribing again is answered the same, and mailed nothing
    expect((await call('POST', '/api/v2/subscribe', { email })).body).toEqual({ status: 'pending' });
    expect(await mails(email)).toHaveLength(1);
    const left = await call('POST', '/api/v2/subscribe/unsubscribe', {
      token: linkToken(mail!, 'unsubscribe'),
    });
    expect(left.body).toEqual({ email, status: 'unsubscribed' });
    expect(await subscription(email)).toBe('unsubscribed');
  });

  it('refuses a bad address with the spec message, keeping nothing; forged links are refused', async () => {
    for (const email of ['', 'saraa', 'saraa@', '99112233']) {
      const refused = await call('POST', '/api/v2/subscribe', { email });
      expect(refused).toMatchObject({
        status: 422,
        body: {
          code: 'SHOP_ERR_SUBSCRIPTION_EMAIL_INVALID',
          error: 'Subscription error: check the e-mail address',
        },
      });
    }
    const { rows } = await shop.db.query<{ n: number }>(
      "select count(*)::int as n from newsletter_subscriptions where email not like '%@example.mn'",
    );
    expect(rows[0]!.n).toBe(0);
    expect((await call('POST', '/api/v2/subscribe/confirm', { token: 'x'.repeat(43) })).status).toBe(410);
    expect((await call('POST', '/api/v2/subscribe/unsubscribe', { token: '../..' })).status).toBe(410);
  });

  it('a confirmation link older than 24 hours is refused', async () => {
    const email = 'late@example.mn';
    await call('POST', '/api/v2/subscribe', { email }, '10.1.0.9');
    const [mail] = await mails(email);
    shop.clock.advance(25 * 3600 * 1000);
    expect(
      (await call('POST', '/api/v2/subscribe/confirm', { token: linkToken(mail!, 'confirm') })).status,
    ).toBe(410);
  });

  it('one address is mailed at most three times an hour', async () => {
    const email = 'spam@example.mn';
    for (let n = 0; n < 3; n++)
      expect((await call('POST', '/api/v2/subscribe', { email }, '10.1.0.2')).status).toBe(200);
    expect((await call('POST', '/api/v2/subscribe', { email }, '10.1.0.2')).body.code).toBe(
      'SHOP_ERR_RATE_LIMITED',
    );
    expect(await mails(email)).toHaveLength(3);
  });
});

describe('contact forms', () => {
  const FORM = {
    name: 'Болормаа',
    email: 'bolormaa@example.mn',
    phone: '9911 2233',
    subject: 'Хүргэлтийн тухай',
    message: 'Захиалга маань хэзээ ирэх вэ?',
  };

  it('keeps the form, acknowledges it by e-mail and shows it to staff only', async () => {
    const sent = await call('POST', '/api/v2/contact_forms', FORM, '10.2.0.1');
    expect(sent).toMatchObject({ status: 201, body: { id: expect.any(Number) } });
    const [ack] = await mails(FORM.email);
    expect(ack).toContain('Хүргэлтийн тухай');
    const list = await shop.app.inject({
      method: 'GET',
      url: '/api/v2/admin/contact_forms',
      headers: { authorization: `Bearer ${shop.config.secrets.staffToken}` },
    });
    expect(list.json().items[0]).toMatchObject({ ...FORM, phone: '99112233', id: sent.body.id });
    const shopperTry = await call('GET', '/api/v2/admin/contact_forms');
    expect(shopperTry.status).toBe(401);
  });

  it('refuses bad fields all at once, keeping nothing, and limits one visitor to 5 an hour', async () => {
    const refused = await call(
      'POST',
      '/api/v2/contact_forms',
      { name: ' ', email: 'nope', phone: '12', subject: '', message: '<script>x</script>' },
      '10.2.0.2',
    );
    expect(refused).toMatchObject({
      status: 422,
      body: {
        code: 'SHOP_ERR_CONTACT_FORM_INVALID',
        errors: {
          name: ['blank'],
          email: ['invalid'],
          phone: ['invalid'],
          subject: ['blank'],
          message: ['blank'],
        },
      },
    });
    const { rows } = await shop.db.query<{ n: number }>(
      "select count(*)::int as n from contact_forms where email = 'nope'",
    );
    expect(rows[0]!.n).toBe(0);
    for (let n = 0; n < 5; n++) {
      expect(
        (await call('POST', '/api/v2/contact_forms', { ...FORM, email: `c${n}@example.mn` }, '10.2.0.3'))
          .status,
      ).toBe(201);
    }
    const limited = await call(
      'POST',
      '/api/v2/contact_forms',
      { ...FORM, email: 'c9@example.mn' },
      '10.2.0.3',
    );
    expect(limited).toMatchObject({ status: 429, body: { code: 'SHOP_ERR_RATE_LIMITED' } });
    expect(await mails('c9@example.mn')).toHaveLength(0);
  });
});
