import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { parseIdentifier } from '../accounts/identifier.ts';
import type { Outbox } from '../accounts/outbox.ts';
import { hit } from '../accounts/rate-limit.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The confirmation link lives as long as the account's e-mail link (profile.ts): 24 h. */
const CONFIRM_TTL_MS = 24 * 3600 * 1000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

/**
 * The newsletter (spec §1, §7 `POST /subscribe`): double opt-in. A subscription waits until the link
 * e-mailed through the outbox is opened; every e-mail carries an unsubscribe link. The answer is the
 * same whether the address was new, pending or already confirmed, so it tells nobody who subscribes.
 */
export class Newsletter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {}

  async subscribe(rawEmail: string, ip: string): Promise<{ status: 'pending' }> {
    const parsed = parseIdentifier(rawEmail);
    if (parsed?.kind !== 'email')
      throw new ShopError('SUBSCRIPTION_EMAIL_INVALID', undefined, { email: ['invalid'] });
    const email = parsed.value;
    const now = this.clock.now();
    const confirm = newToken();
    const unsubscribe = newToken();
    const messageId = await this.db.transaction(async (tx) => {
      // one address cannot be mailed over and over; one visitor cannot mail many addresses
      await hit(tx, this.clock, [
        { key: `subscribe:email:${email}`, max: 3, windowSeconds: 3600 },
        { key: `subscribe:ip:${ip}`, max: 20, windowSeconds: 3600 },
      ]);
      const { rows } = await tx.query<{ status: SubscriptionStatus }>(
        'select status from newsletter_subscriptions where email = $1 for update',
        [email],
      );
      if (rows[0]?.status === 'confirmed') return undefined;
      await tx.query(
        `insert into newsletter_subscriptions (email, status, confirm_token_hash, unsubscribe_token_hash, created_at)
         values ($1, 'pending', $2, $3, $4)
         on conflict (email) do update set status = 'pending', confirm_token_hash = excluded.confirm_token_hash,
           unsubscribe_token_hash = excluded.unsubscribe_token_hash, created_at = excluded.created_at,
           unsubscribed_at = null`,
        [email, sha256(confirm), sha256(unsubscribe), now],
      );
      return this.outbox.enqueue(tx, {
        channel: 'email',
        recipient: email,
        subject: 'Shoppy: мэдээллийн захидалд бүртгүүлэхээ баталгаажуулна уу / confirm your subscription',
        body:
          `Бүртгэлээ баталгаажуулах холбоос / Confirm (24 h): ${this.publicUrl}/newsletter/confirm?token=${confirm}\n` +
          `Захидлаас гарах / Unsubscribe: ${this.publicUrl}/newsletter/unsubscribe?token=${unsubscribe}`,
      });
    });
    if (messageId !== undefined) await this.outbox.deliver(messageId);
    return { status: 'pending' };
  }

  async confirm(token: string): Promise<{ email: string; status: 'confirmed' }> {
    if (!TOKEN.test(token)) throw new ShopError('SUBSCRIPTION_LINK_INVALID');
    const now = this.clock.now();
    const { rows } = await this.db.query<{ email: string }>(
      `update newsletter_subscriptions set status = 'confirmed', confirmed_at = $2, confirm_token_hash = null
       where confirm_token_hash = $1 and status = 'pending' and created_at > $3 returning email`,
      [sha256(token), now, new Date(now.getTime() - CONFIRM_TTL_MS)],
    );
    const row = rows[0];
    if (!row) throw new ShopError('SUBSCRIPTION_LINK_INVALID');
    return { email: row.email, status: 'confirmed' };
  }

  async unsubscribe(token: string): Promise<{ email: string; status: 'unsubscribed' }> {
    if (!TOKEN.test(token)) throw new ShopError('SUBSCRIPTION_LINK_INVALID');
    const { rows } = await this.db.query<{ email: string }>(
      `update newsletter_subscriptions set status = 'unsubscribed', unsubscribed_at = $2, confirm_token_hash = null
       where unsubscribe_token_hash = $1 returning email`,
      [sha256(token), this.clock.now()],
    );
    const row = rows[0];
    if (!row) throw new ShopError('SUBSCRIPTION_LINK_INVALID');
    return { email: row.email, status: 'unsubscribed' };
  }
}
