import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { commerceEventStore } from '../event-store.ts';
import { type IdentityRequest, identityHeaders, identityOf } from '../shopper-identity.ts';
import type { WheelId } from './events.ts';
import { spinWheel } from './spin.ts';
import { ONLINE_LOCATION, shopperWheel } from './wheels.ts';

const spinBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { number: { type: 'string', minLength: 1, maxLength: 20 } },
} as const;

/**
 * The shopper's wheels (behind the client token): `GET /api/v2/promotions/{lucky_wheel|jackpot}`
 * draws the wheel with the shopper's spins left; `PUT` spins it once, on the server, spending one of
 * their roulette numbers (the one named in the body, or their oldest). A guest: LOGIN_REQUIRED.
 */
export const prizeShopperRoutes: FastifyPluginAsync<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const store = commerceEventStore(db);
  for (const wheelId of ['lucky_wheel', 'jackpot'] as const satisfies readonly WheelId[]) {
    app.get<IdentityRequest>(
      `/api/v2/promotions/${wheelId}`,
      { schema: { headers: identityHeaders } },
      async (request) => shopperWheel(db, wheelId, identityOf(request).userId),
    );
    app.put<IdentityRequest & { Body: { number?: string } | null }>(
      `/api/v2/promotions/${wheelId}`,
      { schema: { headers: identityHeaders, body: spinBody } },
      async (request) => {
        const { userId } = identityOf(request);
        if (userId === undefined) throw new ShopError('LOGIN_REQUIRED');
        return spinWheel(
          { db, clock, store },
          { wheelId, locationId: ONLINE_LOCATION, number: request.body?.number, spinner: { userId } },
        );
      },
    );
  }
};
