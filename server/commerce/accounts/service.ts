import type { SocialProvider } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { recordServerEvent } from '../analytics/server-events.ts';
import { Avatars } from './avatar.ts';
import { type ChallengeAnswer, Challenges, generateCode, type Purpose } from './challenges.ts';
import { type Identifier, requireIdentifier } from './identifier.ts';
import { Organizations } from './organization.ts';
import { type Adapters, Outbox } from './outbox.ts';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords.ts';
import { PhoneChanges } from './phone-change.ts';
import { Profiles } from './profile.ts';
import { hit } from './rate-limit.ts';
import { type NewSession, Sessions } from './sessions.ts';
import { type SocialProfile, socialLogin } from './social.ts';
import { type User, Users } from './users.ts';

export interface AccountsOptions {
  db: Database;
  clock: Clock;
  /** HMAC key for codes (the shop's token secret). */
  key: string;
  sessionTtlSeconds: number;
  adapters: Adapters;
  /** The shop's external address, for links in e-mails. */
  publicUrl: string;
  /** Social providers configured (their secrets stay with the gateway's OpenID client). */
  socialProviders: readonly SocialProvider[];
  /** Tests only: a known code instead of the CSPRNG's. */
  newCode?: () => string;
}

export interface LoggedIn {
  user: User;
  session: NewSession;
}

/** What a correct code leads to: a session (known account) or a ticket to set a password. */
export type Verification =
  | ({ status: 'logged_in' } & LoggedIn)
  | { status: 'password_required'; ticket: string };

// Per identifier and per IP, per 15 minutes (ASVS 6.3.1: slow down online guessing).
const PASSWORD_TRIES_PER_IDENTIFIER = 10;
const PASSWORD_TRIES_PER_IP = 50;

/** Accounts: code login and sign-up, passwords, sessions. Used by the REST routes. */
export class AccountService {
  readonly outbox: Outbox;
  readonly sessions: Sessions;
  readonly users: Users;
  readonly profiles: Profiles;
  readonly organizations: Organizations;
  readonly avatars: Avatars;
  readonly phoneChanges: PhoneChanges;
  private readonly challenges: Challenges;

  constructor(private readonly options: AccountsOptions) {
    const { db, clock } = options;
    this.outbox = new Outbox(db, clock, options.adapters);
    this.sessions = new Sessions(db, clock, options.sessionTtlSeconds);
    this.users = new Users(db, clock);
    this.profiles = new Profiles(db, clock, this.users, this.outbox, options.publicUrl);
    this.challenges = new Challenges(db, clock, this.outbox, options.key, options.newCode ?? generateCode);
    this.organizations = new Organizations(db, clock);
    this.avatars = new Avatars(db, clock);
    this.phoneChanges = new PhoneChanges(db, clock, this.challenges, this.users);
  }

  requestCode(login: string, purpose: Exclude<Purpose, 'phone'>, ip: string): Promise<ChallengeAnswer> {
    return this.challenges.issue(requireIdentifier(login), purpose, ip);
  }

  resendCode(challengeId: string): Promise<ChallengeAnswer> {
    return this.challenges.resend(challengeId);
  }

  async verifyCode(challengeId: string, code: string, ip: string): Promise<Verification> {
    const challenge = await this.challenges.verify(challengeId, code.trim(), ip, {
      purposes: ['login', 'reset'],
      userId: null,
    });
    const identifier = { kind: challenge.channel === 'sms' ? 'phone' : 'email', value: challenge.identifier };
    const existing = await this.users.withHash(identifier as Identifier);
    // A known account logging in by code is done; a new one (sign-up) or a reset sets a password.
    if (challenge.purpose === 'login' && existing) {
      return {
        status: 'logged_in',
        user: existing.user,
        session: await this.sessions.create(existing.user.id),
      };
    }
    return { status: 'password_required', ticket: await this.challenges.issueTicket(challengeId) };
  }

  /** Sign-up or reset: spends the ticket, sets the password, revokes older sessions, logs in. */
  async setPassword(ticket: string, password: string, confirmation: string): Promise<LoggedIn> {
    checkNewPassword(password, confirmation);
    const hash = await hashPassword(password);
    const challenge = await this.challenges.spendTicket(ticket);
    const identifier = {
      kind: challenge.channel === 'sms' ? 'phone' : 'email',
      value: challenge.identifier,
    } as Identifier;
    return this.options.db.transaction(async (tx) => {
      const { user, created } = await this.users.findOrCreate(identifier, tx);
      if (created) await recordServerEvent(this.options, tx, 'sign_up', { method: identifier.kind });
      await this.users.setPasswordHash(user.id, hash, tx);
      await this.sessions.revokeAll(user.id, tx);
      const session = await this.sessions.create(user.id, tx);
      return { user: { ...user, hasPassword: true }, session };
    });
  }

  /**
   * Password login. An unknown account, one without a password and a wrong password take the same
   * path (one scrypt run) and get the same error, so the answer does not reveal which it was.
   */
  async loginWithPassword(login: string, password: string, ip: string): Promise<LoggedIn> {
    const identifier = requireIdentifier(login);
    if (!password) throw new ShopError('VALIDATION', 'Password is required', { password: ['blank'] });
    await hit(this.options.db, this.options.clock, [
      { key: `password:id:${identifier.value}`, max: PASSWORD_TRIES_PER_IDENTIFIER, windowSeconds: 900 },
      { key: `password:ip:${ip}`, max: PASSWORD_TRIES_PER_IP, windowSeconds: 900 },
    ]);
    const found = await this.users.withHash(identifier);
    const valid = await verifyPassword(password, found?.passwordHash ?? null);
    if (!found || !valid) throw new ShopError('WRONG_CREDENTIALS');
    return { user: found.user, session: await this.sessions.create(found.user.id) };
  }

  /** After the gateway verified an OpenID login: the account and a new session. */
  loginWithSocial(profile: SocialProfile): Promise<LoggedIn> {
    if (!this.options.socialProviders.includes(profile.provider)) {
      throw new ShopError('NOT_FOUND', `Login with ${profile.provider} is not configured`);
    }
    return socialLogin({ ...this.options, users: this.users, sessions: this.sessions }, profile);
  }

  get socialProviders(): readonly SocialProvider[] {
    return this.options.socialProviders;
  }

  async userOfSession(token: string | undefined): Promise<User | null> {
    const id = await this.sessions.userId(token);
    return id === null ? null : this.users.byId(id);
  }
}
