import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { devOutboxPage } from './commerce/accounts/dev-outbox.ts';
import { adaptersFromConfig } from './commerce/accounts/outbox.ts';
import { outboxDelivery } from './commerce/accounts/outbox-delivery.ts';
import { accountPruning } from './commerce/accounts/pruning.ts';
import { AccountService } from './commerce/accounts/service.ts';
import { orderExpiry } from './commerce/checkout/index.ts';
import { OrderUpdateFeed } from './commerce/orders/order-updates.ts';
import { orderStatusPushes } from './commerce/push/plugin.ts';
import { commerceService } from './commerce/service.ts';
import { vatReceiptIssuing } from './commerce/vat-receipts/index.ts';
import type { ShopConfig, SocialProvider } from './config.ts';
import { devFlowsPage } from './dev/dev-page.ts';
import { baseApp, registerGateway, registerWebApp } from './gateway-app.ts';
import { httpTransport, injectTransport } from './graphql/clients/transport.ts';
import { healthRoutes } from './health.ts';
import { seoRoutes } from './pages/seo.ts';
import type { Clock } from './platform/clock.ts';
import type { Database } from './platform/db/index.ts';
import { searchService } from './search/service.ts';

export interface AppOptions {
  config: ShopConfig;
  db: Database;
  clock: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Register the web app (SSR + assets) from this build folder. */
  web?: { distDir: string } | undefined;
}

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
  const app = await baseApp(config, logger);
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
  await app.register(outboxDelivery, { outbox: accounts.outbox });
  await app.register(commerceService, {
    db,
    clock,
    secrets: config.secrets,
    accounts,
    push: config.push,
    payments: { config: config.payments, publicUrl: config.accounts.publicUrl },
    returnWindowHours: config.returnWindowHours,
    staff: { production: config.production, sessionTtlSeconds: 12 * 3600 },
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
  await registerGateway(app, {
    config,
    clock,
    commerce: config.commerceUrl ? httpTransport(config.commerceUrl) : inProcess,
    search: config.searchUrl ? httpTransport(config.searchUrl) : inProcess,
    // in one process the gateway hears commerce's database feed directly
    openFeed: (handlers) => new OrderUpdateFeed(db, handlers),
  });

  // robots.txt and sitemap.xml; outside production the URLs follow the host the request came to
  await app.register(seoRoutes, {
    db,
    clock,
    ...(config.production ? { publicUrl: config.accounts.publicUrl } : {}),
  });
  if (web) await registerWebApp(app, web.distDir);
  return app;
}
