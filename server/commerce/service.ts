import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from '../accounts/routes.ts';
import type { AccountService } from '../accounts/service.ts';
import { analyticsRoutes } from '../analytics/routes.ts';
import { productImageRoutes } from '../catalog/images.ts';
import type { Clock } from '../clock.ts';
import type { Secrets } from '../config.ts';
import type { Database } from '../db/index.ts';
import { restErrorHandler, restNotFoundHandler } from '../http/errors.ts';
import { orderRoutes } from '../orders/routes.ts';
import { pushRoutes } from '../push/routes.ts';
import { catalogRoutes } from './catalog-routes.ts';
import { oauth } from './oauth.ts';

export interface CommerceOptions {
  db: Database;
  clock: Clock;
  secrets: Secrets;
  accounts: AccountService;
  /** Web Push: the VAPID public key browsers subscribe with. */
  push: { publicKey: string };
}

/**
 * The commerce REST service: the shop's main API. Every `/api/v2` route needs a client-credentials
 * bearer token from `POST /oauth/token`; product images are public (browsers load them directly).
 */
export const commerceService: FastifyPluginAsync<CommerceOptions> = async (
  app,
  { db, clock, secrets, accounts, push },
) => {
  app.setErrorHandler(restErrorHandler);
  await app.register(oauth, { secrets, clock });
  await app.register(productImageRoutes, { db });

  await app.register(async (api) => {
    api.addHook('onRequest', api.requireToken);
    await api.register(catalogRoutes, { db });
    await api.register(orderRoutes, { db, clock });
    await api.register(analyticsRoutes, { db, clock });
    await api.register(accountRoutes, { accounts });
    await api.register(pushRoutes, { db, clock, publicKey: push.publicKey });
    // Unknown /api paths answer coded JSON, not the web app's HTML not-found page.
    api.all('/api/*', restNotFoundHandler);
  });
};
