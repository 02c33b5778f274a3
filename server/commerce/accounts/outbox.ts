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
  status: 'pending' | 'sent' | 'failed' | 'kept';
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

  /** Sends one pending message; an adapter failure is recorded and reported, never thrown. */
  async deliver(id: number): Promise<StoredMessage['status']> {
    const { rows } = await this.db.query<OutgoingMessage>(
      `select channel, recipient, subject, body from outbox where id = $1 and status = 'pending'`,
      [id],
    );
    const message = rows[0];
    if (!message) return 'sent';
    try {
      const status = await this.adapters[message.channel](message);
      await this.db.query(
        'update outbox set status = $2, attempts = attempts + 1, sent_at = $3 where id = $1',
        [id, status, this.clock.now()],
      );
      return status;
    } catch (error) {
      await this.db.query(
        `update outbox set status = 'failed', attempts = attempts + 1, last_error = $2 where id = $1`,
        [id, String(error instanceof Error ? error.message : error).slice(0, 500)],
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
