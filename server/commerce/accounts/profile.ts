import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { type FieldErrors, ShopError } from '../../platform/errors.ts';
import { parseIdentifier } from './identifier.ts';
import type { Outbox } from './outbox.ts';
import type { User, Users } from './users.ts';

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  gender?: 'male' | 'female';
  email?: string;
}

/** Spec §5 "Input must be in Cyrillic only": Mongolian Cyrillic (Ө, Ү included), spaces and hyphens. */
const CYRILLIC_NAME = /^[\p{Script=Cyrillic}][\p{Script=Cyrillic} -]{0,49}$/u;
const EMAIL_LINK_TTL_MS = 24 * 3600 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * `update_profile`: names, gender, e-mail. Every field is checked before anything is written, and
 * all errors come back at once (field → reasons). A new e-mail waits for its confirmation link.
 */
export class Profiles {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly users: Users,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {}

  async update(userId: number, changes: ProfileChanges): Promise<User> {
    const errors: FieldErrors = {};
    const names: Record<string, string> = {};
    for (const field of ['firstName', 'lastName'] as const) {
      const value = changes[field];
      if (value === undefined) continue;
      const trimmed = value.trim().replace(/\s+/g, ' ');
      if (!trimmed) errors[field] = ['blank'];
      else if (!CYRILLIC_NAME.test(trimmed)) errors[field] = ['cyrillic'];
      else names[field] = trimmed;
    }
    let email: string | undefined;
    if (changes.email !== undefined) {
      const parsed = parseIdentifier(changes.email);
      if (!changes.email.trim()) errors.email = ['blank'];
      else if (parsed?.kind !== 'email') errors.email = ['invalid'];
      else email = parsed.value;
    }
    if (Object.keys(errors).length > 0) throw new ShopError('VALIDATION', 'Check the marked fields', errors);

    const current = await this.users.byId(userId);
    if (!current) throw new ShopError('LOGIN_REQUIRED');
    const newEmail = email !== undefined && email !== current.email ? email : undefined;
    if (newEmail && (await this.emailTaken(newEmail, userId))) {
      throw new ShopError('EMAIL_TAKEN', undefined, { email: ['taken'] });
    }
    const now = this.clock.now();
    const token = randomBytes(32).toString('base64url');
    const messageId = await this.db.transaction(async (tx) => {
      await tx.query(
        `update users set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
           gender = coalesce($4, gender), updated_at = $5 where id = $1`,
        [userId, names.firstName ?? null, names.lastName ?? null, changes.gender ?? null, now],
      );
      if (!newEmail) return undefined;
      await tx.query(
        `update users set pending_email = $2, email_token_hash = $3, email_token_expires_at = $4 where id = $1`,
        [userId, newEmail, sha256(token), new Date(now.getTime() + EMAIL_LINK_TTL_MS)],
      );
      const link = `${this.publicUrl}/account/confirm-email?token=${token}`;
      return this.outbox.enqueue(tx, {
        channel: 'email',
        recipient: newEmail,
        subject: 'Shoppy: и-мэйлээ баталгаажуулна уу / confirm your e-mail',
        body: `И-мэйлээ баталгаажуулах холбоос / Confirm your e-mail (24 h): ${link}`,
      });
    });
    if (messageId !== undefined) await this.outbox.deliver(messageId);
    return (await this.users.byId(userId)) as User;
  }

  /** The link's token: the waiting e-mail becomes the account's (if nobody took it meanwhile). */
  async confirmEmail(token: string): Promise<User> {
    if (!TOKEN.test(token))
      throw new ShopError('CODE_EXPIRED', 'The confirmation link is invalid or expired');
    const now = this.clock.now();
    const { rows } = await this.db.query<{ id: number; pending_email: string }>(
      'select id, pending_email from users where email_token_hash = $1 and email_token_expires_at > $2',
      [sha256(token), now],
    );
    const row = rows[0];
    if (!row) throw new ShopError('CODE_EXPIRED', 'The confirmation link is invalid or expired');
    if (await this.emailTaken(row.pending_email, row.id)) {
      throw new ShopError('EMAIL_TAKEN', undefined, { email: ['taken'] });
    }
    try {
      await this.db.query(
        `update users set email = pending_email, email_confirmed = true, pending_email = null,
           email_token_hash = null, email_token_expires_at = null, updated_at = $2 where id = $1`,
        [row.id, now],
      );
    } catch (error) {
      // Someone confirmed the same address a moment earlier: the unique index decides.
      if ((error as { code?: string }).code === '23505') {
        throw new ShopError('EMAIL_TAKEN', undefined, { email: ['taken'] });
      }
      throw error;
    }
    return (await this.users.byId(row.id)) as User;
  }

  private async emailTaken(email: string, userId: number): Promise<boolean> {
    const { rows } = await this.db.query('select 1 from users where email = $1 and id <> $2', [
      email,
      userId,
    ]);
    return rows.length > 0;
  }
}
