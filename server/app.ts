import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { devOutboxPage } from './commerce/accounts/dev-outbox.ts';
import { adaptersFromConfig } from './commerce/accounts/outbox.ts';
import { accountPruning } from './commerce/accounts/pruning.ts';
import { AccountService } from './commerce/accounts/service.ts';
import { orderExpiry } from './commerce/checkout/index.ts';
import { OrderUpdateFeed } from './commerce/orders/order-updates.ts';
import { orderStatusPushes } from './commerce/push/plugin.ts';
import { commerceService } from './commerce/service.ts';
import { vatReceiptIssuing } from './commerce/vat-receipts/index.ts';
import type { ShopConfig, SocialProvider } from './config.ts';
import { devFlowsPage } from './dev/dev-page.ts';
import { avatarUpload } from './graphql/avatar-upload.ts';
import { CommerceClient } from './graphql/clients/commerce-client.ts';
import { SearchClient } from './graphql/clients/search-client.ts';
import { httpTransport, injectTransport } from './graphql/clients/transport.ts';
import { csrfProtection } from './graphql/csrf.ts';
import { gateway } from './graphql/gateway.ts';
import { liveOrderUpdates } from './graphql/live-orders.ts';
import { socialLogin } from './graphql/social-login.ts';
import { healthRoutes } from './health.ts';
import { seoRoutes } from './pages/seo.ts';
import type { Clock } from './platform/clock.ts';
import type { Database } from './platform/db/index.ts';
import { securityHeaders } from './platform/http/security-headers.ts';
import { searchService } from './search/service.ts';

export interface AppOptions {
  config: ShopConfig;
  db: Database;
  clock: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Register the web app (SSR + assets) from this build folder. */
  web?: { distDir: string } | undefined;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * One Fastify process, three services: the commerce REST service (`/oauth`, `/api/v2`, `/images`),
 * the search service (`/search`) and the GraphQL gateway (`/graphql`) in front of them, plus the
 * server-rendered web app. The gateway reaches the services through typed clients: in-process
 * inject by default, HTTP when COMMERCE_URL / SEARCH_URL point elsewhere.
 */
export async function buildApp({
  config,
  db,
  clock,
  logger = false,
  web,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Keep a caller's request id (a proxy's, a test's) so one id follows a request across services.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'req_id' }),
    bodyLimit: 1_048_576,
    // Unknown fields are refused, not silently dropped: a misspelt filter must not widen a query.
    ajv: { customOptions: { removeAdditional: false } },
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(fastifyCookie);
  await app.register(securityHeaders, { production: config.production });
  await app.register(csrfProtection);
  app.addHook('onClose', async () => db.close());

  await app.register(healthRoutes, { db });
  const accounts = new AccountService({
    db,
    clock,
    key: config.secrets.tokenSecret,
    sessionTtlSeconds: config.accounts.sessionTtlSeconds,
    publicUrl: config.accounts.publicUrl,
    socialProviders: Object.keys(config.accounts.social) as SocialProvider[],
    adapters: adaptersFromConfig(config.accounts),
  });
  await app.register(accountPruning, { db, clock });
  await app.register(commerceService, {
    db,
    clock,
    secrets: config.secrets,
    accounts,
    push: config.push,
    payments: { config: config.payments, publicUrl: config.accounts.publicUrl },
  });
  await app.register(orderStatusPushes, { db, push: config.push });
  await app.register(orderExpiry, { db, clock, intervalMs: config.orderExpiryIntervalMs });
  await app.register(vatReceiptIssuing, {
    db,
    clock,
    config: config.vatReceipts,
    production: config.production,
  });
  if (!config.production) await app.register(devOutboxPage, { outbox: accounts.outbox });
  if (!config.production) await app.register(devFlowsPage);
  await app.register(searchService, {
    prefix: '/search',
    db,
    clock,
    index: config.searchIndex,
    user: config.secrets.searchUser,
    password: config.secrets.searchPassword,
  });

  const inProcess = injectTransport(() => app);
  const commerce = new CommerceClient(
    config.commerceUrl ? httpTransport(config.commerceUrl) : inProcess,
    { clientId: config.secrets.clientId, clientSecret: config.secrets.clientSecret },
    clock,
  );
  const search = new SearchClient(
    config.searchUrl ? httpTransport(config.searchUrl) : inProcess,
    { user: config.secrets.searchUser, password: config.secrets.searchPassword },
    config.searchIndex,
  );
  await app.register(gateway, { commerce, search, graphiql: !config.production });
  await app.register(liveOrderUpdates, { openFeed: (handlers) => new OrderUpdateFeed(db, handlers) });
  await app.register(avatarUpload, { commerce });
  await app.register(socialLogin, {
    clients: config.accounts.social,
    commerce,
    publicUrl: config.accounts.publicUrl,
    secret: config.secrets.tokenSecret,
    production: config.production,
  });

  // robots.txt and sitemap.xml; outside production the URLs follow the host the request came to
  await app.register(seoRoutes, {
    db,
    clock,
    ...(config.production ? { publicUrl: config.accounts.publicUrl } : {}),
  });
  if (web) {
    const { webAppPlugin } = await import('./pages/ssr.ts');
    await app.register(webAppPlugin, {
      distDir: web.distDir,
      // SSR loads its data through the same gateway, in-process, with the shopper's locale.
      execute: async (body, headers) => {
        const response = await app.inject({ method: 'POST', url: '/graphql', payload: body, headers });
        return response.json();
      },
    });
  }
  return app;
}
