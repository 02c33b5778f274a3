import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Secrets } from '../config.ts';
import type { Clock } from '../platform/clock.ts';
import { ShopError } from '../platform/errors.ts';
import type { AccountService } from './accounts/service.ts';
import { type UserGrantBody, userGrantRoutes, userGrantTokens } from './oauth-user.ts';

/** Lifetime of a client-credentials access token. The gateway refreshes before it runs out. */
export const ACCESS_TOKEN_TTL_SECONDS = 7_200;

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  created_at: number;
  scope: string;
  /** User grants only: the opaque session token, spent (rotated) by the refresh grant. */
  refresh_token?: string;
}

/** `public`: a client (the gateway); `user`: a shopper's token from the password grant. */
export interface TokenClaims {
  sub: string;
  scope: 'public' | 'user';
  /** User tokens: the SHA-256 of the session behind them, so logout or a reset ends them too. */
  sid?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid bearer token. */
    requireToken(request: FastifyRequest): Promise<void>;
  }
}

// Hash both sides first: timingSafeEqual needs equal lengths and must not reveal the secret's length.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const tokenBody = {
  type: 'object',
  required: ['grant_type'],
  properties: {
    grant_type: { type: 'string', enum: ['client_credentials', 'password', 'refresh_token'] },
    client_id: { type: 'string', minLength: 1, maxLength: 200 },
    client_secret: { type: 'string', minLength: 1, maxLength: 500 },
    scope: { type: 'string', maxLength: 200 },
    username: { type: 'string', maxLength: 254 },
    password: { type: 'string', maxLength: 1024 },
    refresh_token: { type: 'string', maxLength: 128 },
  },
} as const;

type TokenBody = UserGrantBody & {
  grant_type: 'client_credentials' | 'password' | 'refresh_token';
  client_id?: string;
  client_secret?: string;
};

const grantFields = {
  client_credentials: ['client_id', 'client_secret'],
  password: ['username', 'password'],
  refresh_token: ['refresh_token'],
} as const;

/** Each grant names what it needs, so a missing field is a 400 naming it (not a wrong-secret 401). */
function requireGrantFields(body: TokenBody): void {
  const missing = grantFields[body.grant_type].filter((field) => !body[field]);
  if (missing.length > 0) {
    throw new ShopError(
      'VALIDATION',
      `grant_type=${body.grant_type} needs ${missing.join(', ')}`,
      Object.fromEntries(missing.map((field) => [field, ['blank']])),
    );
  }
}

/**
 * `POST /oauth/token` (client credentials, JSON or form-encoded as OAuth 2 clients send) and the
 * `requireToken` guard for every other commerce route. Tokens are HS256 JWTs signed with the
 * generated (development) or configured (production) SHOP_TOKEN_SECRET, so any commerce process
 * sharing the secret accepts them.
 */
export const oauth = fp<{ secrets: Secrets; clock: Clock; accounts: AccountService }>(
  async (app: FastifyInstance, { secrets, clock, accounts }) => {
    await app.register(fastifyFormbody);
    await app.register(fastifyJwt, {
      secret: secrets.tokenSecret,
      sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS },
      // A verified token is remembered (LRU, up to its `exp`): the gateway sends its one client token
      // with every call, and checking its HMAC each time was 2.4 % of a request (#20). Only good
      // answers are kept; a user token's revocation is checked on its session after this, every time.
      verify: { algorithms: ['HS256'], cache: 1000 },
    });

    app.decorate('requireToken', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) {
        throw new ShopError('UNAUTHORIZED', 'A bearer token is required: POST /oauth/token first');
      }
      let claims: TokenClaims;
      try {
        claims = await request.jwtVerify<TokenClaims>();
      } catch {
        throw new ShopError('UNAUTHORIZED', 'The access token is invalid or expired');
      }
      // The /api/v2 routes trust the caller's session and client-address headers: only a client
      // (the gateway) may send those. A shopper's own token is for /oauth/token/info and the like.
      if (claims.scope !== 'public') throw new ShopError('UNAUTHORIZED', 'This route needs a client token');
    });

    const userGrants = userGrantTokens(app, accounts, clock);
    await app.register(userGrantRoutes, { accounts, tokens: userGrants });

    app.post<{ Body: TokenBody }>(
      '/oauth/token',
      { schema: { body: tokenBody } },
      async (request): Promise<TokenResponse> => {
        requireGrantFields(request.body);
        const { grant_type, client_id = '', client_secret = '' } = request.body;
        if (grant_type !== 'client_credentials') return userGrants.grant(request.body, request.ip);
        const valid =
          sameSecret(client_id, secrets.clientId) && sameSecret(client_secret, secrets.clientSecret);
        if (!valid) throw new ShopError('UNAUTHORIZED', 'Unknown client or wrong secret');
        const scope = 'public';
        const claims: TokenClaims = { sub: client_id, scope };
        return {
          access_token: app.jwt.sign(claims),
          token_type: 'Bearer',
          expires_in: ACCESS_TOKEN_TTL_SECONDS,
          created_at: Math.floor(clock.now().getTime() / 1000),
          scope,
        };
      },
    );
  },
  { name: 'commerce-oauth' },
);
