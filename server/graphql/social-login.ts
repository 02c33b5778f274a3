import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as oidc from 'openid-client';
import { safeReturn } from '../../machines/safe-return.ts';
import type { SocialClient, SocialProvider } from '../config.ts';
import { ShopError } from '../platform/errors.ts';
import type { LoggedInJson } from './clients/accounts-api.ts';
import type { CommerceClient } from './clients/commerce-client.ts';
import { onLogin } from './login-hooks.ts';
import { setSessionCookie } from './session.ts';

/** The pending login (state, nonce, PKCE verifier) rides in a signed HttpOnly cookie for 10 minutes. */
const FLOW_COOKIE = 'shop_oidc';
const FLOW_TTL_MS = 10 * 60_000;

interface Flow {
  provider: SocialProvider;
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  expiresAt: number;
}

export interface SocialLoginOptions {
  clients: Partial<Record<SocialProvider, SocialClient>>;
  commerce: CommerceClient;
  publicUrl: string;
  secret: string;
  production: boolean;
}

/** Why a social login ended on the login page (`/login?social_error=…`), translated there (§8). */
export type SocialFailure = 'DENIED' | 'CONNECTION' | 'INVALID' | 'EMAIL';

const sign = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');

function sealFlow(secret: string, flow: Flow): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The flow of this browser, or null when the cookie is missing, tampered with or stale. */
function openFlow(secret: string, sealed: string | undefined, now: number): Flow | null {
  const [payload = '', mac = ''] = (sealed ?? '').split('.');
  const expected = Buffer.from(sign(secret, payload));
  if (
    !payload ||
    expected.length !== Buffer.from(mac).length ||
    !timingSafeEqual(expected, Buffer.from(mac))
  ) {
    return null;
  }
  const flow = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Flow;
  return flow.expiresAt > now ? flow : null;
}

/**
 * Login with Google or Facebook over OpenID Connect (authorization code + PKCE + nonce, state bound
 * to this browser by a signed cookie). `/auth/<provider>/start` sends the shopper to the provider;
 * `/auth/<provider>/callback` checks the answer (openid-client), asks the commerce service for the
 * account and a session, and returns the shopper to where they were. Every failure lands on the
 * login page with a reason, never half logged in.
 */
export const socialLogin: FastifyPluginAsync<SocialLoginOptions> = async (app, options) => {
  const { clients, commerce, publicUrl, production } = options;
  // A key of its own, derived from the shop's token secret, so a flow cookie is never a token.
  const secret = createHmac('sha256', options.secret).update(FLOW_COOKIE).digest('base64url');
  const configurations = new Map<SocialProvider, Promise<oidc.Configuration>>();

  function configuration(provider: SocialProvider, client: SocialClient): Promise<oidc.Configuration> {
    let found = configurations.get(provider);
    if (!found) {
      // A plain-http issuer is only a local test provider; never accepted in production.
      const local = !production && new URL(client.issuer).protocol === 'http:';
      found = oidc.discovery(new URL(client.issuer), client.clientId, client.clientSecret, undefined, {
        ...(local ? { execute: [oidc.allowInsecureRequests] } : {}),
        timeout: 10,
      });
      found.catch(() => configurations.delete(provider));
      configurations.set(provider, found);
    }
    return found;
  }

  const fail = (reply: FastifyReply, provider: string, reason: SocialFailure) => {
    reply.clearCookie(FLOW_COOKIE, { path: '/auth' });
    return reply.redirect(`/login?social_error=${reason}&provider=${encodeURIComponent(provider)}`, 302);
  };

  app.get<{ Params: { provider: string }; Querystring: { return?: string } }>(
    '/auth/:provider/start',
    async (request, reply) => {
      const provider = request.params.provider as SocialProvider;
      const client = clients[provider];
      if (!client) throw new ShopError('NOT_FOUND', 'This login provider is not configured');
      let config: oidc.Configuration;
      try {
        config = await configuration(provider, client);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'OpenID discovery failed');
        return fail(reply, provider, 'CONNECTION');
      }
      const flow: Flow = {
        provider,
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        returnTo: safeReturn(request.query.return) ?? '/account',
        expiresAt: Date.now() + FLOW_TTL_MS,
      };
      reply.setCookie(FLOW_COOKIE, sealFlow(secret, flow), {
        path: '/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: FLOW_TTL_MS / 1000,
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: `${publicUrl}/auth/${provider}/callback`,
        scope: 'openid email',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      return reply.redirect(url.href, 302);
    },
  );

  app.get<{ Params: { provider: string }; Querystring: Record<string, string> }>(
    '/auth/:provider/callback',
    async (request, reply) => {
      const provider = request.params.provider as SocialProvider;
      const client = clients[provider];
      if (!client) throw new ShopError('NOT_FOUND', 'This login provider is not configured');
      const flow = openFlow(secret, request.cookies[FLOW_COOKIE], Date.now());
      // A callback this browser did not start (forged, replayed, or from another tab's old flow).
      if (!flow || flow.provider !== provider || request.query.state !== flow.state) {
        return fail(reply, provider, 'INVALID');
      }
      if (request.query.error)
        return fail(reply, provider, request.query.error === 'access_denied' ? 'DENIED' : 'INVALID');

      let profile: { subject: string; email: string | null; emailVerified: boolean };
      try {
        const config = await configuration(provider, client);
        const current = new URL(request.url, `${publicUrl}/`);
        const tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const subject = tokens.claims()?.sub ?? '';
        const info = await oidc.fetchUserInfo(config, tokens.access_token, subject);
        profile = {
          subject,
          email: typeof info.email === 'string' ? info.email : null,
          emailVerified: info.email_verified === true,
        };
      } catch (error) {
        request.log.warn({ err: error, provider }, 'OpenID callback refused');
        // The provider's own refusal (bad code, state, nonce) is a forged or replayed callback.
        return fail(
          reply,
          provider,
          error instanceof oidc.ResponseBodyError || isCheckFailure(error) ? 'INVALID' : 'CONNECTION',
        );
      }

      let result: LoggedInJson;
      try {
        result = await commerce.request<LoggedInJson>({
          method: 'POST',
          path: '/api/v2/mcs_auth/social',
          body: {
            provider,
            subject: profile.subject,
            email: profile.email,
            email_verified: profile.emailVerified,
          },
        });
      } catch (error) {
        if (error instanceof ShopError && error.shopCode === 'VALIDATION')
          return fail(reply, provider, 'EMAIL');
        throw error;
      }
      const ctx = { reply, commerce };
      setSessionCookie(ctx, result.session);
      await onLogin(ctx, { userId: result.user.id });
      reply.clearCookie(FLOW_COOKIE, { path: '/auth' });
      return reply.redirect(flow.returnTo, 302);
    },
  );
};

/** openid-client's own checks (state, nonce, issuer, signature) fail with these error codes. */
function isCheckFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' && /^OAUTH_(JWT|INVALID|RESPONSE|JSON|WWW)|^OAUTH_.*(CLAIM|RESPONSE)/.test(code)
  );
}
