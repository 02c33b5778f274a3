import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { startSmtp } from '../../../support/smtp.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let shop: TestShop;
beforeAll(async () => {
  smtp = await startSmtp();
  shop = await createTestShop({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Shoppy <codes@shoppy.test>',
  });
});
afterAll(async () => {
  await shop.close();
  await smtp.close();
});

const requestCode = (login: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: {
      query: 'mutation($l: String!) { requestLoginCode(login: $l, purpose: LOGIN) { id channel } }',
      variables: { l: login },
    },
  });

describe('e-mail codes over SMTP', () => {
  it('delivers the code to a real SMTP server and marks the outbox message sent', async () => {
    const response = await requestCode('bold@example.mn');
    expect(response.json().data.requestLoginCode.channel).toBe('EMAIL');
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['bold@example.mn']);
    expect(mail?.data).toMatch(/From: Shoppy <codes@shoppy\.test>/);
    const { rows } = await shop.db.query<{ status: string; body: string }>(
      `select status, body from outbox where recipient = 'bold@example.mn'`,
    );
    expect(rows[0]?.status).toBe('sent');
    const code = /(\d{6})/.exec(rows[0]?.body ?? '')?.[1];
    expect(code).toBeDefined();
    expect(mail?.data).toContain(code);
  });

  it('a refused delivery is recorded as failed, and the shopper gets the same answer', async () => {
    smtp.refuseNext(true);
    const response = await requestCode('dorj@example.mn');
    smtp.refuseNext(false);
    expect(response.json().data.requestLoginCode.channel).toBe('EMAIL');
    const { rows } = await shop.db.query<{ status: string; last_error: string }>(
      `select status, last_error from outbox where recipient = 'dorj@example.mn'`,
    );
    expect(rows[0]?.status).toBe('failed');
    expect(rows[0]?.last_error).toMatch(/mailbox unavailable/);
  });

  it('a phone still goes to the SMS adapter (kept for /dev/outbox when no provider is configured)', async () => {
    await requestCode('88112233');
    const { rows } = await shop.db.query<{ status: string }>(
      `select status from outbox where recipient = '88112233'`,
    );
    expect(rows[0]?.status).toBe('kept');
    const page = await shop.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('88112233');
    expect(page.headers['cache-control']).toBe('no-store');
  });
});
