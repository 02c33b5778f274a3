import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Sql } from '../../platform/db/index.ts';

/** 32 bytes from the CSPRNG (256 bits) in base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Opaque server-side sessions (ASVS 7): only the token's hash is stored; logout revokes the row. */
export class Sessions {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
    private readonly ttlSeconds: number,
  ) {}

  /** A new token at every login, so a token planted before login is worth nothing after it. */
  async create(userId: number, tx: Sql = this.sql): Promise<NewSession> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.ttlSeconds * 1000);
    await tx.query(
      'insert into sessions (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)',
      [hashToken(token), userId, now, expiresAt],
    );
    return { token, expiresAt };
  }

  /** The user of a live session; null for a malformed, unknown, expired or revoked token. */
  async userId(token: string | undefined): Promise<number | null> {
    if (!token || !TOKEN.test(token)) return null;
    const { rows } = await this.sql.query<{ user_id: number }>(
      `select user_id from sessions where token_hash = $1 and revoked_at is null and expires_at > $2`,
      [hashToken(token), this.clock.now()],
    );
    return rows[0]?.user_id ?? null;
  }

  /** Like userId, by the token's hash (an OAuth access token names its session by hash only). */
  async userIdOfHash(tokenHash: string): Promise<number | null> {
    const { rows } = await this.sql.query<{ user_id: number }>(
      `select user_id from sessions where token_hash = $1 and revoked_at is null and expires_at > $2`,
      [tokenHash, this.clock.now()],
    );
    return rows[0]?.user_id ?? null;
  }

  /**
   * Revokes a live session and names its user, in one statement: of two concurrent spends of the
   * same token (a refresh-token replay) exactly one gets the user, the other null.
   */
  async spend(token: string): Promise<number | null> {
    if (!TOKEN.test(token)) return null;
    const now = this.clock.now();
    const { rows } = await this.sql.query<{ user_id: number }>(
      `update sessions set revoked_at = $2
       where token_hash = $1 and revoked_at is null and expires_at > $2 returning user_id`,
      [hashToken(token), now],
    );
    return rows[0]?.user_id ?? null;
  }

  async revoke(token: string): Promise<void> {
    if (!TOKEN.test(token)) return;
    await this.sql.query('update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
      hashToken(token),
      this.clock.now(),
    ]);
  }

  /** Every session of a user (after a password reset, or "log out everywhere"). */
  async revokeAll(userId: number, tx: Sql = this.sql): Promise<void> {
    await tx.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [
      userId,
      this.clock.now(),
    ]);
  }
}
