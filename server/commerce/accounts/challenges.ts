import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { Identifier } from './identifier.ts';
import type { Outbox } from './outbox.ts';
import { hit } from './rate-limit.ts';

export type Purpose = 'login' | 'reset' | 'phone' | 'staff';

/** Which challenges a verification may spend: login codes never change a phone, and the reverse. */
export interface ChallengeScope {
  purposes: readonly Purpose[];
  /** The account a phone-change code was issued to (null for login and reset codes). */
  userId: number | null;
}

/** The hardening of one-time codes (ASVS 6.5 / 6.6), in one place. */
export const CODE_RULES = {
  digits: 6,
  ttlSeconds: 600,
  maxFailedAttempts: 5,
  resendCooldownSeconds: 60,
  maxSends: 5,
  /** New challenges per identifier and per IP, per hour. */
  perIdentifierPerHour: 5,
  perIpPerHour: 30,
  /** Code guesses per IP per hour, across challenges. */
  verifiesPerIpPerHour: 60,
} as const;

export interface ChallengeAnswer {
  id: string;
  channel: 'sms' | 'email';
  expiresIn: number;
  resendIn: number;
}

interface ChallengeRow {
  id: string;
  identifier: string;
  channel: 'sms' | 'email';
  purpose: Purpose;
  expires_at: Date;
  sends: number;
  last_sent_at: Date;
  failed_attempts: number;
  verified_at: Date | null;
  user_id: number | null;
}

const CHALLENGE_ID = /^[A-Za-z0-9_-]{22}$/;
const CODE = /^\d{6}$/;
const TICKET = /^[A-Za-z0-9_-]{43}$/;

/** A fresh 6-digit code from the CSPRNG (randomInt is uniform, no modulo bias). */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_RULES.digits)).padStart(CODE_RULES.digits, '0');
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * One-time code challenges. The code is kept as an HMAC over the challenge id, so a code is only
 * valid for the challenge it was issued for, and a database dump does not reveal it.
 */
export class Challenges {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly key: string,
    /** Tests replace it to know the code; production uses the CSPRNG. */
    private readonly newCode: () => string = generateCode,
  ) {}

  private codeHash(challengeId: string, code: string): Buffer {
    return createHmac('sha256', this.key).update(`${challengeId}:${code}`).digest();
  }

  private seconds(from: Date, to: Date): number {
    return Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 1000));
  }

  private answer(row: Pick<ChallengeRow, 'id' | 'channel' | 'expires_at' | 'last_sent_at'>): ChallengeAnswer {
    const now = this.clock.now();
    const resendAt = new Date(new Date(row.last_sent_at).getTime() + CODE_RULES.resendCooldownSeconds * 1000);
    return {
      id: row.id,
      channel: row.channel,
      expiresIn: this.seconds(now, new Date(row.expires_at)),
      resendIn: this.seconds(now, resendAt),
    };
  }

  /**
   * Issues a code to the identifier whether or not an account exists (no enumeration: the same
   * work, the same answer); the code and its message are written in one transaction.
   */
  async issue(
    identifier: Identifier,
    purpose: Purpose,
    ip: string,
    userId: number | null = null,
  ): Promise<ChallengeAnswer> {
    const now = this.clock.now();
    await hit(this.db, this.clock, [
      { key: `code:id:${identifier.value}`, max: CODE_RULES.perIdentifierPerHour, windowSeconds: 3600 },
      { key: `code:ip:${ip}`, max: CODE_RULES.perIpPerHour, windowSeconds: 3600 },
    ]);
    const id = randomBytes(16).toString('base64url');
    const code = this.newCode();
    const row = {
      id,
      channel: identifier.kind === 'phone' ? ('sms' as const) : ('email' as const),
      expires_at: new Date(now.getTime() + CODE_RULES.ttlSeconds * 1000),
      last_sent_at: now,
    };
    const messageId = await this.db.transaction(async (tx) => {
      await tx.query(
        `insert into login_challenges
           (id, identifier, channel, purpose, code_hash, expires_at, last_sent_at, created_at, user_id)
         values ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
        [
          id,
          identifier.value,
          row.channel,
          purpose,
          this.codeHash(id, code).toString('base64url'),
          row.expires_at,
          now,
          userId,
        ],
      );
      return this.outbox.enqueue(tx, codeMessage(row.channel, identifier.value, code));
    });
    await this.outbox.deliver(messageId);
    return this.answer(row);
  }

  /** A new code for the same challenge, after the cooldown and at most maxSends times. */
  async resend(challengeId: string): Promise<ChallengeAnswer> {
    const current = await this.find(challengeId);
    const now = this.clock.now();
    if (current.failed_attempts >= CODE_RULES.maxFailedAttempts) throw new ShopError('LOCKED');
    if (current.sends >= CODE_RULES.maxSends) throw new ShopError('RATE_LIMITED');
    const code = this.newCode();
    const expires = new Date(now.getTime() + CODE_RULES.ttlSeconds * 1000);
    const cooledDown = new Date(now.getTime() - CODE_RULES.resendCooldownSeconds * 1000);
    const result = await this.db.transaction(async (tx) => {
      // The cooldown is checked in the update itself, so two quick resends cannot both pass.
      const { rows } = await tx.query<ChallengeRow>(
        `update login_challenges set code_hash = $2, expires_at = $3, last_sent_at = $4, sends = sends + 1
         where id = $1 and last_sent_at <= $5 and verified_at is null and sends < $6
         returning *`,
        [
          challengeId,
          this.codeHash(challengeId, code).toString('base64url'),
          expires,
          now,
          cooledDown,
          CODE_RULES.maxSends,
        ],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        row,
        messageId: await this.outbox.enqueue(tx, codeMessage(row.channel, row.identifier, code)),
      };
    });
    if (!result) {
      throw new ShopError('RATE_LIMITED', 'Wait before asking for another code', {
        retryAfter: [String(this.answer(current).resendIn)],
      });
    }
    await this.outbox.deliver(result.messageId);
    return this.answer(result.row);
  }

  /**
   * Checks a code. Each guess first reserves one of the 5 attempts atomically, so even concurrent
   * guesses get at most 5 comparisons; a right code is consumed once (verified_at), never again.
   */
  async verify(challengeId: string, code: string, ip: string, scope: ChallengeScope): Promise<ChallengeRow> {
    if (!CHALLENGE_ID.test(challengeId)) throw new ShopError('CODE_EXPIRED');
    if (!CODE.test(code)) throw new ShopError('CODE_INCORRECT', undefined, { code: ['format'] });
    await hit(this.db, this.clock, [
      { key: `verify:ip:${ip}`, max: CODE_RULES.verifiesPerIpPerHour, windowSeconds: 3600 },
    ]);
    const now = this.clock.now();
    const { rows } = await this.db.query<ChallengeRow & { code_hash: string }>(
      `update login_challenges set failed_attempts = failed_attempts + 1
       where id = $1 and failed_attempts < $2 and verified_at is null and expires_at > $3
         and purpose = any($4::text[]) and user_id is not distinct from $5
       returning *`,
      [challengeId, CODE_RULES.maxFailedAttempts, now, scope.purposes, scope.userId],
    );
    const reserved = rows[0];
    if (!reserved) {
      const current = await this.find(challengeId);
      // Another flow's or another account's challenge is, for this caller, no challenge at all.
      const inScope = scope.purposes.includes(current.purpose) && (current.user_id ?? null) === scope.userId;
      if (!inScope) throw new ShopError('CODE_EXPIRED');
      if (current.verified_at || new Date(current.expires_at) <= now) throw new ShopError('CODE_EXPIRED');
      throw new ShopError('LOCKED');
    }
    const matches = timingSafeEqual(
      Buffer.from(reserved.code_hash, 'base64url'),
      this.codeHash(challengeId, code),
    );
    if (!matches) {
      const left = CODE_RULES.maxFailedAttempts - reserved.failed_attempts;
      if (left <= 0) throw new ShopError('LOCKED');
      throw new ShopError('CODE_INCORRECT', undefined, { attemptsLeft: [String(left)] });
    }
    const consumed = await this.db.query<ChallengeRow>(
      `update login_challenges set verified_at = $2, failed_attempts = failed_attempts - 1
       where id = $1 and verified_at is null returning *`,
      [challengeId, now],
    );
    const verified = consumed.rows[0];
    if (!verified) throw new ShopError('CODE_EXPIRED');
    return verified;
  }

  /** After a verified code: a one-time ticket to set a password (sign-up or reset). */
  async issueTicket(challengeId: string): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    await this.db.query('update login_challenges set ticket_hash = $2 where id = $1', [
      challengeId,
      sha256(ticket),
    ]);
    return ticket;
  }

  /** Spends a ticket (once, before the challenge's expiry) and names what it was for. */
  async spendTicket(ticket: string): Promise<Pick<ChallengeRow, 'identifier' | 'purpose' | 'channel'>> {
    if (!TICKET.test(ticket)) throw new ShopError('CODE_EXPIRED');
    const { rows } = await this.db.query<ChallengeRow>(
      `update login_challenges set ticket_used_at = $2
       where ticket_hash = $1 and ticket_used_at is null and expires_at > $2 returning *`,
      [sha256(ticket), this.clock.now()],
    );
    if (!rows[0]) throw new ShopError('CODE_EXPIRED');
    return rows[0];
  }

  private async find(challengeId: string): Promise<ChallengeRow> {
    if (!CHALLENGE_ID.test(challengeId)) throw new ShopError('CODE_EXPIRED');
    const { rows } = await this.db.query<ChallengeRow>('select * from login_challenges where id = $1', [
      challengeId,
    ]);
    if (!rows[0]) throw new ShopError('CODE_EXPIRED');
    return rows[0];
  }
}

function codeMessage(channel: 'sms' | 'email', recipient: string, code: string) {
  // Mongolian first (spec §1), English beside it: the code goes out before we know a language.
  const text = `Shoppy: таны код ${code}. 10 минут хүчинтэй. / Your code is ${code}, valid for 10 minutes.`;
  return { channel, recipient, subject: `Shoppy код / code ${code}`, body: text };
}
