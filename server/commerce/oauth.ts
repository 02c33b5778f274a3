import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock.ts';
import type { Secrets } from '../config.ts';
import { ShopError } from '../errors.ts';

/** Lifetime of a client-credentials access token. The gateway refreshes before it runs out. */
export const ACCESS_TOKEN_TTL_SECONDS = 7_200;

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  created_at: number;
  scope: string;
}

interface TokenClaims {
  sub: string;
  scope: string;
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
  required: ['grant_type', 'client_id', 'client_secret'],
  properties: {
    grant_type: { type: 'string', enum: ['client_credentials'] },
    client_id: { type: 'string', minLength: 1, maxLength: 200 },
    client_secret: { type: 'string', minLength: 1, maxLength: 500 },
    scope: { type: 'string', maxLength: 200 },
  },
} as const;

/**
 * `POST /oauth/token` (client credentials, JSON or form-encoded as OAuth 2 clients send) and the
 * `requireToken` guard for every other commerce route. Tokens are HS256 JWTs signed with the
 * generated (development) or configured (production) SHOP_TOKEN_SECRET, so any commerce process
 * sharing the secret accepts them.
 */
export const oauth = fp<{ secrets: Secrets; clock: Clock }>(
  async (app: FastifyInstance, { secrets, clock }) => {
    await app.register(fastifyFormbody);
    await app.register(fastifyJwt, {
      secret: secrets.tokenSecret,
      sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS },
      verify: { algorithms: ['HS256'] },
    });

    app.decorate('requireToken', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) {
        throw new ShopError('UNAUTHORIZED', 'A bearer token is required: POST /oauth/token first');
      }
      try {
        await request.jwtVerify<TokenClaims>();
      } catch {
        throw new ShopError('UNAUTHORIZED', 'The access token is invalid or expired');
      }
    });

    app.post<{ Body: { client_id: string; client_secret: string; scope?: string } }>(
      '/oauth/token',
      { schema: { body: tokenBody } },
      async (request): Promise<TokenResponse> => {
        const { client_id, client_secret } = request.body;
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
