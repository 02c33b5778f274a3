import type { FastifyPluginAsync } from 'fastify';
import type { SocialProvider } from '../../config.ts';
import { ShopError } from '../../platform/errors.ts';
import type { ChallengeAnswer } from './challenges.ts';
import { accountDetailsRoutes } from './details-routes.ts';
import { clientIp, sessionToken, userJson } from './http.ts';
import { profileRoutes } from './profile-routes.ts';
import type { AccountService, LoggedIn } from './service.ts';

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const body = (properties: Record<string, unknown>) =>
  ({ type: 'object', required: Object.keys(properties), additionalProperties: false, properties }) as const;

const checkBody = {
  ...body({ login: text(254) }),
  properties: { login: text(254), purpose: { type: 'string', enum: ['login', 'reset'], default: 'login' } },
} as const;
const resendBody = body({ challenge_id: text(64) });
const verifyBody = body({ challenge_id: text(64), code: text(32) });
const passwordBody = body({ ticket: text(128), password: text(1024), password_confirmation: text(1024) });
const socialBody = {
  type: 'object',
  required: ['provider', 'subject', 'email', 'email_verified'],
  additionalProperties: false,
  properties: {
    provider: { type: 'string', enum: ['google', 'facebook'] },
    subject: { type: 'string', minLength: 1, maxLength: 255 },
    email: { type: ['string', 'null'], maxLength: 254 },
    email_verified: { type: 'boolean' },
  },
} as const;
const loginBody = body({ login: text(254), password: text(1024) });

const challengeJson = (answer: ChallengeAnswer) => ({
  challenge_id: answer.id,
  channel: answer.channel,
  expires_in: answer.expiresIn,
  resend_in: answer.resendIn,
});

const loggedInJson = ({ user, session }: LoggedIn) => ({
  user: userJson(user),
  session: { token: session.token, expires_at: session.expiresAt.toISOString() },
});

/**
 * `/api/v2/mcs_auth` (spec §7): code login and sign-up (check → verify → sign_up / reset), password
 * login (`POST` on the root), the session behind a token, logout; `/api/v2/users/me`.
 */
export const accountRoutes: FastifyPluginAsync<{ accounts: AccountService }> = async (app, { accounts }) => {
  app.post<{ Body: { login: string; purpose: 'login' | 'reset' } }>(
    '/api/v2/mcs_auth/check',
    { schema: { body: checkBody } },
    async (request) =>
      challengeJson(await accounts.requestCode(request.body.login, request.body.purpose, clientIp(request))),
  );

  app.post<{ Body: { challenge_id: string } }>(
    '/api/v2/mcs_auth/resend',
    { schema: { body: resendBody } },
    async (request) => challengeJson(await accounts.resendCode(request.body.challenge_id)),
  );

  app.post<{ Body: { challenge_id: string; code: string } }>(
    '/api/v2/mcs_auth/verify',
    { schema: { body: verifyBody } },
    async (request) => {
      const { challenge_id, code } = request.body;
      const result = await accounts.verifyCode(challenge_id, code, clientIp(request));
      return result.status === 'logged_in'
        ? { status: result.status, ...loggedInJson(result) }
        : { status: result.status, ticket: result.ticket };
    },
  );

  for (const path of ['/api/v2/mcs_auth/sign_up', '/api/v2/mcs_auth/reset']) {
    app.post<{ Body: { ticket: string; password: string; password_confirmation: string } }>(
      path,
      { schema: { body: passwordBody } },
      async (request) => {
        const { ticket, password, password_confirmation } = request.body;
        return loggedInJson(await accounts.setPassword(ticket, password, password_confirmation));
      },
    );
  }

  app.post<{ Body: { login: string; password: string } }>(
    '/api/v2/mcs_auth',
    { schema: { body: loginBody } },
    async (request) =>
      loggedInJson(
        await accounts.loginWithPassword(request.body.login, request.body.password, clientIp(request)),
      ),
  );

  app.get('/api/v2/users/me', async (request) => {
    const user = await accounts.userOfSession(sessionToken(request));
    if (!user) throw new ShopError('LOGIN_REQUIRED');
    return userJson(user);
  });

  app.get('/api/v2/mcs_auth/social_providers', async () => ({ providers: accounts.socialProviders }));

  // Only the gateway calls this (client token), after it verified the provider's answer itself.
  app.post<{
    Body: { provider: SocialProvider; subject: string; email: string | null; email_verified: boolean };
  }>('/api/v2/mcs_auth/social', { schema: { body: socialBody } }, async (request) => {
    const { provider, subject, email, email_verified } = request.body;
    return loggedInJson(
      await accounts.loginWithSocial({ provider, subject, email, emailVerified: email_verified }),
    );
  });

  await app.register(profileRoutes, { accounts });
  await app.register(accountDetailsRoutes, { accounts });

  app.delete('/api/v2/mcs_auth/session', async (request, reply) => {
    const token = sessionToken(request);
    if (token) await accounts.sessions.revoke(token);
    return reply.status(204).send();
  });
};
