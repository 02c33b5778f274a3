import type { FastifyPluginAsync } from 'fastify';
import { productImageRoutes } from '../catalog/images.ts';
import type { Clock } from '../clock.ts';
import type { Secrets } from '../config.ts';
import type { Database } from '../db/index.ts';
import { restErrorHandler, restNotFoundHandler } from '../http/errors.ts';
import { catalogRoutes } from './catalog-routes.ts';
import { oauth } from './oauth.ts';

export interface CommerceOptions {
  db: Database;
  clock: Clock;
  secrets: Secrets;
}

/**
 * The commerce REST service: the shop's main API. Every `/api/v2` route needs a client-credentials
 * bearer token from `POST /oauth/token`; product images are public (browsers load them directly).
 */
export const commerceService: FastifyPluginAsync<CommerceOptions> = async (app, { db, clock, secrets }) => {
  app.setErrorHandler(restErrorHandler);
  await app.register(oauth, { secrets, clock });
  await app.register(productImageRoutes, { db });

  await app.register(async (api) => {
    api.addHook('onRequest', api.requireToken);
    await api.register(catalogRoutes, { db });
    // Unknown /api paths answer coded JSON, not the web app's HTML not-found page.
    api.all('/api/*', restNotFoundHandler);
  });
};
