import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Clock } from '../platform/clock.ts';
import { ShopError } from '../platform/errors.ts';
import type { AccountService } from './accounts/service.ts';
import type { NewSession } from './accounts/sessions.ts';
import { hashToken } from './accounts/sessions.ts';
import type { TokenClaims, TokenResponse } from './oauth.ts';

/**
 * A shopper's access token is short-lived (15 minutes); the refresh token is the session itself, so
 * logout, "log out everywhere" and a password reset end both.
 */
export const USER_ACCESS_TOKEN_TTL_SECONDS = 900;

export interface UserGrantBody {
  grant_type: string;
  username?: string;
  password?: string;
  refresh_token?: string;
  scope?: string;
}

export interface UserGrants {
  grant(body: UserGrantBody, ip: string): Promise<TokenResponse>;
  /** The user of a bearer user token whose session is still live; 401 otherwise. */
  userOf(request: FastifyRequest): Promise<{ userId: number; expiresAt: number }>;
}

const invalidToken = () => new ShopError('UNAUTHORIZED', 'The access token is invalid or expired');

/**
 * `grant_type=password` (username = phone or e-mail) and `grant_type=refresh_token` (spec §7). The
 * password grant is the password login: the same rate limits, and the same WRONG_CREDENTIALS answer
 * for an unknown account, one without a password and a wrong password (no enumeration). A refresh
 * token is spent once and replaced (rotation), so a stolen and replayed one stops working.
 */
export function userGrantTokens(app: FastifyInstance, accounts: AccountService, clock: Clock): UserGrants {
  const issue = (userId: number, session: NewSession): TokenResponse => {
    const claims: TokenClaims = { sub: `user:${userId}`, scope: 'user', sid: hashToken(session.token) };
    return {
      access_token: app.jwt.sign(claims, { expiresIn: USER_ACCESS_TOKEN_TTL_SECONDS }),
      token_type: 'Bearer',
      expires_in: USER_ACCESS_TOKEN_TTL_SECONDS,
      created_at: Math.floor(clock.now().getTime() / 1000),
      scope: 'user',
      refresh_token: session.token,
    };
  };

  return {
    async grant(body, ip) {
      if (body.grant_type === 'password') {
        const { user, session } = await accounts.loginWithPassword(
          body.username ?? '',
          body.password ?? '',
          ip,
        );
        return issue(user.id, session);
      }
      const userId = await accounts.sessions.spend(body.refresh_token ?? '');
      if (userId === null) throw new ShopError('UNAUTHORIZED', 'The refresh token is invalid or expired');
      return issue(userId, await accounts.sessions.create(userId));
    },

    async userOf(request) {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) throw invalidToken();
      let claims: TokenClaims & { exp?: number };
      try {
        claims = app.jwt.verify<TokenClaims & { exp?: number }>(header.slice('Bearer '.length));
      } catch {
        throw invalidToken();
      }
      if (claims.scope !== 'user' || !claims.sid) throw invalidToken();
      const userId = await accounts.sessions.userIdOfHash(claims.sid);
      if (userId === null || `user:${userId}` !== claims.sub) throw invalidToken();
      return { userId, expiresAt: claims.exp ?? 0 };
    },
  };
}

const revokeBody = {
  type: 'object',
  required: ['token'],
  properties: {
    token: { type: 'string', maxLength: 128 },
    token_type_hint: { type: 'string', maxLength: 40 },
  },
} as const;

/** `GET /oauth/token/info` (who a user token belongs to) and `POST /oauth/revoke` (RFC 7009). */
export const userGrantRoutes: FastifyPluginAsync<{ accounts: AccountService; tokens: UserGrants }> = async (
  app,
  { accounts, tokens },
) => {
  app.get('/oauth/token/info', async (request) => {
    const { userId, expiresAt } = await tokens.userOf(request);
    const user = await accounts.users.byId(userId);
    if (!user) throw invalidToken();
    return {
      resource_owner_id: userId,
      scope: ['user'],
      // The JWT library stamps and checks `exp` on the wall clock, so the remainder is read on it too.
      expires_in_seconds: Math.max(0, expiresAt - Math.floor(Date.now() / 1000)),
    };
  });

  // RFC 7009: the answer is 200 whether or not the token was valid (it tells an attacker nothing).
  app.post<{ Body: { token: string } }>(
    '/oauth/revoke',
    { schema: { body: revokeBody } },
    async (request) => {
      await accounts.sessions.revoke(request.body.token);
      return {};
    },
  );
};
