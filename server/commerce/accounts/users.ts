import type { Clock } from '../../platform/clock.ts';
import type { Sql } from '../../platform/db/index.ts';
import { avatarPath } from './avatar.ts';
import type { Identifier } from './identifier.ts';

export interface User {
  id: number;
  phone: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  gender: 'male' | 'female' | null;
  hasPassword: boolean;
  emailStatus: 'not_confirmed' | 'waiting' | 'confirmed';
  pendingEmail: string | null;
  /** `/images/avatars/…`, a new path for each new picture; null without one. */
  avatarUrl: string | null;
}

interface UserRow {
  id: number;
  phone: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  gender: 'male' | 'female' | null;
  password_hash: string | null;
  email_confirmed: boolean;
  pending_email: string | null;
  avatar_sha256?: string | null;
}

/** Users with the version of their avatar, if any. */
const USERS = 'select u.*, a.sha256 as avatar_sha256 from users u left join avatars a on a.user_id = u.id';

function toUser(row: UserRow): User {
  return {
    id: row.id,
    phone: row.phone,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender,
    hasPassword: row.password_hash !== null,
    emailStatus: row.pending_email
      ? 'waiting'
      : row.email && row.email_confirmed
        ? 'confirmed'
        : 'not_confirmed',
    pendingEmail: row.pending_email,
    avatarUrl: row.avatar_sha256 ? avatarPath(row.id, row.avatar_sha256) : null,
  };
}

const column = (identifier: Pick<Identifier, 'kind'>) => (identifier.kind === 'phone' ? 'phone' : 'email');

export class Users {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {}

  async byId(id: number, tx: Sql = this.sql): Promise<User | null> {
    const { rows } = await tx.query<UserRow>(`${USERS} where u.id = $1`, [id]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  /**
   * The address a message may go to: the account's e-mail once confirmed. A change waiting for its
   * link keeps the old confirmed address (the new one is not proven yet).
   */
  async confirmedEmail(id: number): Promise<string | null> {
    const { rows } = await this.sql.query<{ email: string | null }>(
      'select email from users where id = $1 and email_confirmed',
      [id],
    );
    return rows[0]?.email ?? null;
  }

  /** The user and stored hash for a password login (the hash never leaves this module's callers). */
  async withHash(identifier: Identifier): Promise<{ user: User; passwordHash: string | null } | null> {
    const { rows } = await this.sql.query<UserRow>(`${USERS} where u.${column(identifier)} = $1`, [
      identifier.value,
    ]);
    return rows[0] ? { user: toUser(rows[0]), passwordHash: rows[0].password_hash } : null;
  }

  /** The account of a proven identifier, created on first use (sign-up by code); `created` says which. */
  async findOrCreate(identifier: Identifier, tx: Sql = this.sql): Promise<{ user: User; created: boolean }> {
    const now = this.clock.now();
    // `on conflict do update` (a no-op) so the row comes back whether it was created or existed,
    // and two concurrent sign-ups of the same phone end with one account.
    // `xmax = 0`: the row version was inserted by this statement, not updated by the conflict
    const { rows } = await tx.query<UserRow & { created: boolean }>(
      `insert into users (${column(identifier)}, email_confirmed, created_at, updated_at) values ($1, $2, $3, $3)
       on conflict (${column(identifier)}) do update set updated_at = users.updated_at
       returning *, (xmax = 0) as created`,
      // An account made by an e-mail code has proved its address.
      [identifier.value, identifier.kind === 'email', now],
    );
    return { user: toUser(rows[0] as UserRow), created: rows[0]!.created };
  }

  async setPasswordHash(id: number, hash: string, tx: Sql = this.sql): Promise<void> {
    await tx.query('update users set password_hash = $2, updated_at = $3 where id = $1', [
      id,
      hash,
      this.clock.now(),
    ]);
  }
}
