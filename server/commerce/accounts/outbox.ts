import nodemailer from 'nodemailer';
import type { AccountsConfig } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';

export type Channel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
}

export interface StoredMessage extends OutgoingMessage {
  id: number;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'kept';
  createdAt: string;
}

/** Delivers one message; 'kept' means it stays in the outbox only (development). */
export type Adapter = (message: OutgoingMessage) => Promise<'sent' | 'kept'>;

export const keepAdapter: Adapter = async () => 'kept';

/** E-mail over SMTP with nodemailer (`SMTP_URL`). */
export function smtpAdapter(smtpUrl: string, from: string): Adapter {
  const transport = nodemailer.createTransport(smtpUrl);
  return async ({ recipient, subject, body }) => {
    await transport.sendMail({ from, to: recipient, subject, text: body });
    return 'sent';
  };
}

/** An HTTP SMS provider (`SMS_URL`, `SMS_KEY`): POST `{ to, text }`, any 2xx is accepted. */
export function smsHttpAdapter(url: string, key: string | undefined): Adapter {
  return async ({ recipient, body }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify({ to: `+976${recipient}`, text: body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    return 'sent';
  };
}

export type Adapters = Record<Channel, Adapter>;

/** A send is tried this many times in all, then left failed for an operator to see. */
export const MAX_ATTEMPTS = 6;
/** 30 s, 1 min, 2 min, 4 min, 8 min between tries: a provider's short outage, not a day's. */
export const retryDelayMs = (attempts: number) => 30_000 * 2 ** (attempts - 1);
/** A claim older than this belongs to a sender that died mid-send: the job takes the row again. */
const STALE_CLAIM_MS = 5 * 60_000;

interface ClaimedMessage extends OutgoingMessage {
  id: string;
  attempts: number;
}
const CLAIMED_COLUMNS = 'id, channel, recipient, subject, body, attempts';

export function adaptersFromConfig(config: AccountsConfig): Adapters {
  return {
    email: config.smtpUrl ? smtpAdapter(config.smtpUrl, config.mailFrom) : keepAdapter,
    sms: config.smsUrl ? smsHttpAdapter(config.smsUrl, config.smsKey) : keepAdapter,
  };
}

/**
 * The message outbox: a message is written in the same transaction as what caused it (a code
 * challenge), so it is never lost, then handed to its channel's adapter; failures stay recorded.
 */
export class Outbox {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly adapters: Adapters,
  ) {}

  async enqueue(tx: Sql, message: OutgoingMessage): Promise<number> {
    const { rows } = await tx.query<{ id: string }>(
      `insert into outbox (channel, recipient, subject, body, created_at) values ($1, $2, $3, $4, $5)
       returning id`,
      [message.channel, message.recipient, message.subject, message.body, this.clock.now()],
    );
    return Number(rows[0]?.id);
  }

  /**
   * Sends one pending message now (right after the transaction that wrote it). It is claimed first,
   * so the delivery job never sends it too; an adapter failure is recorded for the job to retry,
   * reported, never thrown. A message already claimed or sent answers its current status.
   */
  async deliver(id: number): Promise<StoredMessage['status']> {
    const { rows } = await this.db.query<ClaimedMessage>(
      `update outbox set status = 'sending', claimed_at = $2 where id = $1 and status = 'pending'
       returning ${CLAIMED_COLUMNS}`,
      [id, this.clock.now()],
    );
    const message = rows[0];
    if (message) return this.send(message);
    const current = await this.db.query<{ status: StoredMessage['status'] }>(
      'select status from outbox where id = $1',
      [id],
    );
    return current.rows[0]?.status ?? 'failed';
  }

  /**
   * One pass of the delivery job: claims the messages due (pending ones no inline send took, failed
   * ones whose retry time came, claims a crashed sender left) and sends them in order. `skip
   * locked` lets two processes run passes side by side without taking the same rows.
   */
  async deliverDue(limit = 20): Promise<Record<'sent' | 'kept' | 'failed', number>> {
    const now = this.clock.now();
    const { rows } = await this.db.query<ClaimedMessage>(
      `with due as (
         select id from outbox
         where status = 'pending'
            or (status = 'failed' and next_attempt_at <= $1)
            or (status = 'sending' and claimed_at < $2)
         order by id
         limit $3
         for update skip locked
       )
       update outbox set status = 'sending', claimed_at = $1 from due where outbox.id = due.id
       returning outbox.id, outbox.channel, outbox.recipient, outbox.subject, outbox.body, outbox.attempts`,
      [now, new Date(now.getTime() - STALE_CLAIM_MS), limit],
    );
    const counts = { sent: 0, kept: 0, failed: 0 };
    for (const message of rows.sort((a, b) => Number(a.id) - Number(b.id))) {
      const status = await this.send(message);
      if (status === 'sent' || status === 'kept' || status === 'failed') counts[status]++;
    }
    return counts;
  }

  private async send(message: ClaimedMessage): Promise<StoredMessage['status']> {
    const attempts = message.attempts + 1;
    try {
      const status = await this.adapters[message.channel](message);
      await this.db.query(
        `update outbox set status = $2, attempts = $3, sent_at = $4, claimed_at = null,
           next_attempt_at = null, last_error = null
         where id = $1`,
        [message.id, status, attempts, this.clock.now()],
      );
      return status;
    } catch (error) {
      const retryAt =
        attempts < MAX_ATTEMPTS ? new Date(this.clock.now().getTime() + retryDelayMs(attempts)) : null;
      await this.db.query(
        `update outbox set status = 'failed', attempts = $2, last_error = $3, claimed_at = null,
           next_attempt_at = $4
         where id = $1`,
        [message.id, attempts, String(error instanceof Error ? error.message : error).slice(0, 500), retryAt],
      );
      return 'failed';
    }
  }

  async latest(limit = 50): Promise<StoredMessage[]> {
    const { rows } = await this.db.query<StoredMessage & { id: string; createdAt: Date }>(
      `select id, channel, recipient, subject, body, status, created_at as "createdAt"
       from outbox order by id desc limit $1`,
      [limit],
    );
    return rows.map((row) => ({
      ...row,
      id: Number(row.id),
      createdAt: new Date(row.createdAt).toISOString(),
    }));
  }
}
