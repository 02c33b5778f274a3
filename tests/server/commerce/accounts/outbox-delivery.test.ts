import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  keepAdapter,
  MAX_ATTEMPTS,
  Outbox,
  retryDelayMs,
  smtpAdapter,
} from '../../../../server/commerce/accounts/outbox.ts';
import { outboxDelivery } from '../../../../server/commerce/accounts/outbox-delivery.ts';
import { fixedClock } from '../../../../server/platform/clock.ts';
import type { Database } from '../../../../server/platform/db/index.ts';
import { createTestDatabase } from '../../../support/database.ts';
import { startSmtp } from '../../../support/smtp.ts';

/**
 * The outbox's delivery job (#18) against a real SMTP server on a local port: messages written inside
 * another transaction are sent by the job, failed sends are retried with backoff until they give up,
 * and no message is sent twice whoever (inline send, job, a second process) reaches it.
 */
let db: Database;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const clock = fixedClock('2026-11-25T10:00:00Z');
let outbox: Outbox;

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtp();
  outbox = new Outbox(db, clock, {
    email: smtpAdapter(`smtp://127.0.0.1:${smtp.port}`, 'Shoppy <no-reply@shoppy.test>'),
    sms: keepAdapter,
  });
});
afterAll(async () => {
  await smtp.close();
  await db.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  smtp.refuseNext(false);
  await db.query('delete from outbox');
});

/** As the e-tickets of a payment are written: inside the command's transaction, no inline send. */
async function written(recipient: string): Promise<number> {
  return db.transaction((tx) =>
    outbox.enqueue(tx, { channel: 'email', recipient, subject: 'Тасалбар', body: 'TCK-1234' }),
  );
}

async function row(id: number) {
  const { rows } = await db.query<{ status: string; attempts: number; next_attempt_at: Date | null }>(
    'select status, attempts, next_attempt_at from outbox where id = $1',
    [id],
  );
  return rows[0];
}

describe('outbox delivery job', () => {
  it('sends a message no inline send took, once', async () => {
    const id = await written('buyer@example.mn');
    expect(await outbox.deliverDue()).toEqual({ sent: 1, kept: 0, failed: 0 });
    expect(smtp.received.map((message) => message.to)).toEqual([['buyer@example.mn']]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await outbox.deliverDue()).toEqual({ sent: 0, kept: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a refused send after its backoff, not before', async () => {
    const id = await written('retry@example.mn');
    smtp.refuseNext(true);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, kept: 0, failed: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(new Date(failed?.next_attempt_at ?? 0).getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    smtp.refuseNext(false);
    clock.advance(retryDelayMs(1) - 1_000);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, kept: 0, failed: 0 });
    clock.advance(1_000);
    expect(await outbox.deliverDue()).toEqual({ sent: 1, kept: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, next_attempt_at: null });
    expect(smtp.received).toHaveLength(1);
  });

  it(`gives up after ${MAX_ATTEMPTS} tries and leaves the failure for an operator`, async () => {
    const id = await written('never@example.mn');
    smtp.refuseNext(true);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await outbox.deliverDue()).toEqual({ sent: 0, kept: 0, failed: 1 });
      clock.advance(retryDelayMs(attempt));
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, next_attempt_at: null });
    clock.advance(24 * 3_600_000);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, kept: 0, failed: 0 });
  });

  it('never sends twice when the inline send and the job reach one message together', async () => {
    const ids = await Promise.all(['a', 'b', 'c', 'd'].map((name) => written(`${name}@example.mn`)));
    const [inline] = await Promise.all([
      Promise.all(ids.map((id) => outbox.deliver(id))),
      outbox.deliverDue(),
      outbox.deliverDue(),
    ]);
    expect(inline.every((status) => status === 'sent' || status === 'sending')).toBe(true);
    await expect
      .poll(async () => (await Promise.all(ids.map(row))).map((r) => r?.status))
      .toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(smtp.received.map((message) => message.to[0]).sort()).toEqual([
      'a@example.mn',
      'b@example.mn',
      'c@example.mn',
      'd@example.mn',
    ]);
  });

  it("takes back a crashed sender's claim after five minutes", async () => {
    const id = await written('crash@example.mn');
    await db.query(`update outbox set status = 'sending', claimed_at = $2 where id = $1`, [id, clock.now()]);
    clock.advance(4 * 60_000);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, kept: 0, failed: 0 });
    clock.advance(61_000);
    expect(await outbox.deliverDue()).toEqual({ sent: 1, kept: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('runs as a periodic pass of the app, and stops with it', async () => {
    const app = Fastify();
    await app.register(outboxDelivery, { outbox, intervalMs: 20 });
    await app.ready();
    const id = await written('job@example.mn');
    await expect.poll(async () => (await row(id))?.status).toBe('sent');
    await app.close();
    const after = await written('after-close@example.mn');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await row(after))?.status).toBe('pending');
  });
});
