import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ShopError } from '../../platform/errors.ts';
import { acceptAvatarUploads, readAvatarFile } from './avatar-http.ts';
import { clientIp, sessionToken, userJson } from './http.ts';
import type { Organization, OrganizationInput } from './organization.ts';
import type { AccountService } from './service.ts';

const text = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;

const organizationBody = {
  type: 'object',
  required: ['name', 'register_number'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: 200 },
    register_number: { type: 'string', maxLength: 32 },
    worker_count: { type: ['integer', 'null'] },
    direction: text(200),
    address: text(500),
    phone: text(32),
  },
} as const;

const phoneBody = {
  type: 'object',
  required: ['phone'],
  additionalProperties: false,
  properties: { phone: { type: 'string', maxLength: 32 } },
} as const;

const confirmPhoneBody = {
  type: 'object',
  required: ['challenge_id', 'code'],
  additionalProperties: false,
  properties: { challenge_id: { type: 'string', maxLength: 64 }, code: { type: 'string', maxLength: 32 } },
} as const;

interface OrganizationBody {
  name: string;
  register_number: string;
  worker_count?: number | null;
  direction?: string | null;
  address?: string | null;
  phone?: string | null;
}

export const organizationJson = (organization: Organization | null) =>
  organization && {
    name: organization.name,
    register_number: organization.registerNumber,
    worker_count: organization.workerCount,
    direction: organization.direction,
    address: organization.address,
    phone: organization.phone,
  };

export type OrganizationJson = NonNullable<ReturnType<typeof organizationJson>>;

/**
 * The rest of the profile, always for the user of the session (no user id is ever taken from the
 * request): organization details, the avatar (multipart) and the phone change by code.
 */
export const accountDetailsRoutes: FastifyPluginAsync<{ accounts: AccountService }> = async (
  app,
  { accounts },
) => {
  const userOf = async (request: FastifyRequest) => {
    const userId = await accounts.sessions.userId(sessionToken(request));
    if (userId === null) throw new ShopError('LOGIN_REQUIRED');
    return userId;
  };

  app.get('/api/v2/users/organization', async (request) => ({
    organization: organizationJson(await accounts.organizations.of(await userOf(request))),
  }));

  app.put<{ Body: OrganizationBody }>(
    '/api/v2/users/organization',
    { schema: { body: organizationBody } },
    async (request) => {
      const userId = await userOf(request);
      const body = request.body;
      const input: OrganizationInput = {
        name: body.name,
        registerNumber: body.register_number,
        workerCount: body.worker_count ?? null,
        direction: body.direction ?? null,
        address: body.address ?? null,
        phone: body.phone ?? null,
      };
      return { organization: organizationJson(await accounts.organizations.save(userId, input)) };
    },
  );

  app.delete('/api/v2/users/organization', async (request) => {
    await accounts.organizations.remove(await userOf(request));
    return { organization: null };
  });

  app.post<{ Body: { phone: string } }>(
    '/api/v2/users/change_phone',
    { schema: { body: phoneBody } },
    async (request) => {
      const answer = await accounts.phoneChanges.request(
        await userOf(request),
        request.body.phone,
        clientIp(request),
      );
      return {
        challenge_id: answer.id,
        channel: answer.channel,
        expires_in: answer.expiresIn,
        resend_in: answer.resendIn,
      };
    },
  );

  app.post<{ Body: { challenge_id: string; code: string } }>(
    '/api/v2/users/confirm_phone',
    { schema: { body: confirmPhoneBody } },
    async (request) => {
      const { challenge_id, code } = request.body;
      const userId = await userOf(request);
      return userJson(await accounts.phoneChanges.confirm(userId, challenge_id, code, clientIp(request)));
    },
  );

  await app.register(async (uploads) => {
    await acceptAvatarUploads(uploads);
    // Spec §7 `update_avatar`: multipart, one `avatar` file.
    uploads.post('/api/v2/users/update_avatar', async (request) => {
      const userId = await userOf(request);
      await accounts.avatars.save(userId, await readAvatarFile(request));
      const user = await accounts.users.byId(userId);
      if (!user) throw new ShopError('LOGIN_REQUIRED');
      return userJson(user);
    });
  });
};
