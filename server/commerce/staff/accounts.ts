import { randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { EventStore } from '../../platform/events/index.ts';
import type { ChallengeAnswer } from '../accounts/challenges.ts';
import { checkNewPassword, hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { hit } from '../accounts/rate-limit.ts';
import type { AccountService } from '../accounts/service.ts';
import { hashToken } from '../accounts/sessions.ts';
import { type StaffActor, type StaffDirectory, type StaffRole, staffMetadata } from './auth.ts';

interface StaffRow {
  id: number;
  email: string;
  name: string;
  password_hash: string;
  roles: StaffRole[];
  disabled_at: Date | null;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,}$/;
// Per e-mail and per IP, per 15 minutes: the shoppers' password limits (accounts/service.ts).
const TRIES_PER_EMAIL = 10;
const TRIES_PER_IP = 50;

export interface NewStaffUser {
  email: string;
  name: string;
  password: string;
  roles: readonly StaffRole[];
}

export interface StaffSession {
  token: string;
  expiresAt: Date;
}

const toActor = (row: StaffRow): StaffActor => ({
  id: row.id,
  name: row.name,
  email: row.email,
  roles: row.roles,
});

export const staffUserStreamId = (id: number) => `staff-user-${id}`;

/**
 * Staff users (#18): a password, then a one-time code e-mailed to them (the shoppers' code
 * challenges, purpose `staff`), then a session like a shopper's (only the token's hash is kept).
 * Creating a user is recorded in the event log (`StaffUserCreated`, with who created it).
 */
export class StaffAccounts implements StaffDirectory {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly store: EventStore,
    private readonly accounts: AccountService,
    private readonly sessionTtlSeconds: number,
    readonly production: boolean,
  ) {}

  async adminExists(sql: Sql = this.db): Promise<boolean> {
    const { rows } = await sql.query(
      `select 1 from staff_users where 'website_admin' = any(roles) and disabled_at is null limit 1`,
    );
    return rows.length > 0;
  }

  /**
   * A new staff user. `by` is the admin creating it; null is the bootstrap token, which in
   * production may only create the first admin (STAFF_BOOTSTRAP_CLOSED once one exists).
   */
  async create(input: NewStaffUser, by: StaffActor | null): Promise<StaffActor> {
    const email = input.email.trim().toLowerCase();
    if (!EMAIL.test(email)) {
      throw new ShopError('VALIDATION', 'Enter an e-mail address', { email: ['invalid'] });
    }
    checkNewPassword(input.password, input.password);
    const hash = await hashPassword(input.password);
    const roles = [...new Set(input.roles)];
    return this.db.transaction(async (tx) => {
      // One bootstrap at a time: two first admins racing cannot both find "no admin yet".
      await tx.query(`select pg_advisory_xact_lock(hashtext('staff-users'))`);
      if (by === null && (await this.adminExists(tx))) throw new ShopError('STAFF_BOOTSTRAP_CLOSED');
      if (by === null && !roles.includes('website_admin')) {
        throw new ShopError('VALIDATION', 'The first staff user is a website admin', {
          roles: ['website_admin'],
        });
      }
      const { rows } = await tx.query<StaffRow>(
        `insert into staff_users (email, name, password_hash, roles, created_at)
         values ($1, $2, $3, $4, $5) on conflict (email) do nothing returning *`,
        [email, input.name.trim(), hash, roles, this.clock.now()],
      );
      const row = rows[0];
      if (!row) throw new ShopError('STAFF_USER_EXISTS');
      await this.store.append(
        staffUserStreamId(row.id),
        'no_stream',
        [
          {
            type: 'StaffUserCreated',
            data: { email, name: row.name, roles },
            metadata: by ? staffMetadata(by) : { actor: 'staff', staffName: 'STAFF_TOKEN' },
          },
        ],
        tx,
      );
      return toActor(row);
    });
  }

  /**
   * The password step: right → a code is e-mailed (the answer names the challenge); wrong, unknown
   * or disabled → the same WRONG_CREDENTIALS after the same scrypt run.
   */
  async startLogin(emailInput: string, password: string, ip: string): Promise<ChallengeAnswer> {
    const email = emailInput.trim().toLowerCase();
    if (!email || !password) {
      throw new ShopError('VALIDATION', 'E-mail and password are required', {
        ...(email ? {} : { email: ['blank'] }),
        ...(password ? {} : { password: ['blank'] }),
      });
    }
    await hit(this.db, this.clock, [
      { key: `staff:id:${email}`, max: TRIES_PER_EMAIL, windowSeconds: 900 },
      { key: `staff:ip:${ip}`, max: TRIES_PER_IP, windowSeconds: 900 },
    ]);
    const row = await this.byEmail(email);
    const valid = await verifyPassword(password, row?.password_hash ?? null);
    if (!row || !valid || row.disabled_at) throw new ShopError('WRONG_CREDENTIALS');
    return this.accounts.issueStaffCode(row.email, ip);
  }

  resendCode(challengeId: string): Promise<ChallengeAnswer> {
    return this.accounts.resendCode(challengeId);
  }

  /** The code step: a session for the staff user the code was sent to. */
  async finishLogin(
    challengeId: string,
    code: string,
    ip: string,
  ): Promise<{ staff: StaffActor; session: StaffSession }> {
    const email = await this.accounts.verifyStaffCode(challengeId, code, ip);
    const row = await this.byEmail(email);
    if (!row || row.disabled_at) throw new ShopError('WRONG_CREDENTIALS');
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.sessionTtlSeconds * 1000);
    await this.db.query(
      `insert into staff_sessions (token_hash, staff_user_id, created_at, expires_at) values ($1, $2, $3, $4)`,
      [hashToken(token), row.id, now, expiresAt],
    );
    return { staff: toActor(row), session: { token, expiresAt } };
  }

  async actorOfSession(token: string): Promise<StaffActor | null> {
    if (!TOKEN.test(token)) return null;
    const { rows } = await this.db.query<StaffRow>(
      `select u.* from staff_sessions s join staff_users u on u.id = s.staff_user_id
        where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and u.disabled_at is null`,
      [hashToken(token), this.clock.now()],
    );
    return rows[0] ? toActor(rows[0]) : null;
  }

  async logout(token: string): Promise<void> {
    if (!TOKEN.test(token)) return;
    await this.db.query(
      'update staff_sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null',
      [hashToken(token), this.clock.now()],
    );
  }

  private async byEmail(email: string): Promise<StaffRow | undefined> {
    const { rows } = await this.db.query<StaffRow>('select * from staff_users where email = $1', [email]);
    return rows[0];
  }
}
