import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { identityHeaders } from '../shopper-identity.ts';
import { linkDevice, type PushSubscriptionJson } from './devices.ts';
import { checkEndpoint, type PushEndpointPolicy } from './endpoint-policy.ts';

const linkDeviceBody = {
  type: 'object',
  required: ['playerId', 'subscription'],
  additionalProperties: false,
  properties: {
    // The browser's own id for itself (a random UUID it keeps), the spec's OneSignal-era name.
    playerId: { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
    subscription: {
      type: 'object',
      required: ['endpoint', 'keys'],
      additionalProperties: true,
      properties: {
        endpoint: { type: 'string', minLength: 10, maxLength: 2000, pattern: '^https://' },
        expirationTime: { type: ['number', 'null'] },
        keys: {
          type: 'object',
          required: ['p256dh', 'auth'],
          additionalProperties: false,
          properties: {
            p256dh: { type: 'string', minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+=*$' },
            auth: { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+=*$' },
          },
        },
      },
    },
    locale: { type: 'string', enum: ['mn', 'en', 'ru', 'cn', 'it'], default: 'mn' },
  },
} as const;

interface LinkDeviceRequest {
  Body: { playerId: string; subscription: PushSubscriptionJson; locale: string };
  Headers: { 'x-order-token'?: string; 'x-shop-user-id'?: string };
}

export interface PushRoutesOptions {
  db: Database;
  clock: Clock;
  publicKey: string;
  endpoints: PushEndpointPolicy;
}

/**
 * Web Push devices (spec §4, §7 `POST /api/v2/users/link_device` with `playerId`): the browser's
 * subscription, linked to the shopper the gateway vouches for (user id and/or guest order token,
 * the same identity headers as the order routes).
 */
export const pushRoutes: FastifyPluginAsync<PushRoutesOptions> = async (
  app,
  { db, clock, publicKey, endpoints },
) => {
  app.get('/api/v2/push/public_key', async () => ({ public_key: publicKey }));

  app.post<LinkDeviceRequest>(
    '/api/v2/users/link_device',
    { schema: { body: linkDeviceBody, headers: identityHeaders } },
    async (request) => {
      const { playerId, subscription, locale } = request.body;
      const problem = await checkEndpoint(subscription.endpoint, endpoints);
      if (problem) {
        throw new ShopError('VALIDATION', 'The push endpoint is not a push service', {
          'subscription.endpoint': [problem],
        });
      }
      const userId = request.headers['x-shop-user-id'];
      await linkDevice(
        db,
        {
          playerId,
          subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
          userId: userId === undefined ? undefined : Number(userId),
          orderToken: request.headers['x-order-token'],
          locale,
        },
        clock.now(),
      );
      return { player_id: playerId, linked: true };
    },
  );
};
