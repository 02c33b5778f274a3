import type { FastifyPluginAsync } from 'fastify';
import { ShopError } from '../../platform/errors.ts';
import { sessionToken, userJson } from './http.ts';
import type { ProfileChanges } from './profile.ts';
import type { AccountService } from './service.ts';

const profileBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    first_name: { type: 'string', maxLength: 200 },
    last_name: { type: 'string', maxLength: 200 },
    gender: { type: 'string', enum: ['male', 'female'] },
    email: { type: 'string', maxLength: 254 },
  },
} as const;

const confirmBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', maxLength: 128 } },
} as const;

interface ProfileBody {
  first_name?: string;
  last_name?: string;
  gender?: 'male' | 'female';
  email?: string;
}

/**
 * `POST /api/v2/users/update_profile` (spec §7) for the user of the session only: there is no user
 * id to pass, so one shopper cannot name another's profile. `POST /api/v2/users/confirm_email`
 * follows the link sent to a new address.
 */
export const profileRoutes: FastifyPluginAsync<{ accounts: AccountService }> = async (app, { accounts }) => {
  app.post<{ Body: ProfileBody }>(
    '/api/v2/users/update_profile',
    { schema: { body: profileBody } },
    async (request) => {
      const userId = await accounts.sessions.userId(sessionToken(request));
      if (userId === null) throw new ShopError('LOGIN_REQUIRED');
      const { first_name, last_name, gender, email } = request.body;
      const changes: ProfileChanges = {
        ...(first_name === undefined ? {} : { firstName: first_name }),
        ...(last_name === undefined ? {} : { lastName: last_name }),
        ...(gender === undefined ? {} : { gender }),
        ...(email === undefined ? {} : { email }),
      };
      return userJson(await accounts.profiles.update(userId, changes));
    },
  );

  app.post<{ Body: { token: string } }>(
    '/api/v2/users/confirm_email',
    { schema: { body: confirmBody } },
    async (request) => userJson(await accounts.profiles.confirmEmail(request.body.token)),
  );
};
