import type { SocialProvider } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { recordServerEvent } from '../analytics/server-events.ts';
import { parseIdentifier } from './identifier.ts';
import type { Sessions } from './sessions.ts';
import type { User, Users } from './users.ts';

export interface SocialProfile {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

/**
 * The account of a social login: the one linked to (provider, subject) before; else the account of
 * the provider's *verified* e-mail (an unverified one could be anybody's); else a new account.
 */
export async function socialLogin(
  deps: { db: Database; clock: Clock; users: Users; sessions: Sessions },
  profile: SocialProfile,
) {
  const { db, clock, users, sessions } = deps;
  return db.transaction(async (tx) => {
    const linked = await tx.query<{ user_id: number }>(
      'select user_id from social_identities where provider = $1 and subject = $2',
      [profile.provider, profile.subject],
    );
    let userId = linked.rows[0]?.user_id;
    if (userId === undefined) {
      const email = profile.email ? parseIdentifier(profile.email) : null;
      if (email?.kind !== 'email' || !profile.emailVerified) {
        throw new ShopError('VALIDATION', 'The provider gave no verified e-mail', { email: ['unverified'] });
      }
      const { user, created } = await users.findOrCreate(email, tx);
      userId = user.id;
      if (created) await recordServerEvent(deps, tx, 'sign_up', { method: profile.provider });
      await tx.query(
        `insert into social_identities (provider, subject, user_id, created_at) values ($1, $2, $3, $4)
         on conflict do nothing`,
        [profile.provider, profile.subject, userId, clock.now()],
      );
    }
    const user = (await users.byId(userId, tx)) as User;
    return { user, session: await sessions.create(user.id, tx) };
  });
}
