import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { OrderUpdateHandlers, OrderUpdateSource } from './commerce/contract.ts';
import type { GatewayConfig, GatewaySettings } from './config.ts';
import { articleImageUpload } from './graphql/article-image-upload.ts';
import { avatarUpload } from './graphql/avatar-upload.ts';
import { CommerceClient } from './graphql/clients/commerce-client.ts';
import { RemoteOrderUpdates } from './graphql/clients/order-updates-stream.ts';
import { SearchClient } from './graphql/clients/search-client.ts';
import { httpTransport, type Transport } from './graphql/clients/transport.ts';
import { commercePassthrough } from './graphql/commerce-passthrough.ts';
import { csrfProtection } from './graphql/csrf.ts';
import { gateway } from './graphql/gateway.ts';
import { liveOrderUpdates } from './graphql/live-orders.ts';
import { photoUpload } from './graphql/photo-upload.ts';
import { reviewUpload } from './graphql/review-upload.ts';
import { socialLogin } from './graphql/social-login.ts';
import type { GatewayExecute } from './pages/ssr.ts';
import type { Clock } from './platform/clock.ts';
import { securityHeaders } from './platform/http/security-headers.ts';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The Fastify instance every role starts from: request ids kept across services, cookies, security
 * headers, CSRF protection, the body limit, unknown fields refused.
 */
export async function baseApp(
  config: Pick<GatewaySettings, 'production' | 'trustProxy'>,
  logger: FastifyServerOptions['logger'],
): Promise<FastifyInstance> {
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
  return app;
}

export interface GatewayWiring {
  config: GatewaySettings;
  clock: Clock;
  /** How the gateway reaches commerce and search: in-process inject or HTTP. */
  commerce: Transport;
  search: Transport;
  /**
   * Commerce's feed of order updates: its database listener in one process, its HTTP stream
   * (through the gateway's commerce client and its token) apart.
   */
  openFeed(handlers: OrderUpdateHandlers, commerce: CommerceClient): OrderUpdateSource;
}

/**
 * The GraphQL gateway (`/graphql`, live order updates, avatar upload, social login) in front of
 * commerce and search, reached only through their clients: the same whether they run in this
 * process or elsewhere.
 */
export async function registerGateway(
  app: FastifyInstance,
  { config, clock, commerce: commerceTransport, search: searchTransport, openFeed }: GatewayWiring,
): Promise<CommerceClient> {
  const commerce = new CommerceClient(
    commerceTransport,
    { clientId: config.secrets.clientId, clientSecret: config.secrets.clientSecret },
    clock,
  );
  const search = new SearchClient(
    searchTransport,
    { user: config.secrets.searchUser, password: config.secrets.searchPassword },
    config.searchIndex,
  );
  await app.register(gateway, { commerce, search, graphiql: !config.production });
  await app.register(liveOrderUpdates, { openFeed: (handlers) => openFeed(handlers, commerce) });
  await app.register(avatarUpload, { commerce });
  await app.register(reviewUpload, { commerce });
  await app.register(articleImageUpload, { commerce });
  await app.register(photoUpload, { commerce });
  await app.register(socialLogin, {
    clients: config.accounts.social,
    commerce,
    publicUrl: config.accounts.publicUrl,
    secret: config.secrets.tokenSecret,
    production: config.production,
  });
  return commerce;
}

const defaultDist = fileURLToPath(new URL('../dist/', import.meta.url));

/** The web app's build, when there is one (`npm run build`; npm start builds it when stale). */
export function builtWeb(distDir = defaultDist): { distDir: string } | undefined {
  const built = existsSync(`${distDir}client/index.html`) && existsSync(`${distDir}server/entry-server.js`);
  return built ? { distDir } : undefined;
}

/**
 * The server-rendered web app; each page's data comes through this process's gateway, run in-process
 * for the page's request (its session, its locale), without a second request through the app.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const { webAppPlugin } = await import('./pages/ssr.ts');
  await app.register(webAppPlugin, {
    distDir,
    // the gateway's errors carry the code and status the page reads (formatGraphqlError)
    execute: (body, headers, reply) =>
      app.graphqlInProcess(body, headers, reply) as ReturnType<GatewayExecute>,
  });
}

export interface GatewayAppOptions {
  config: GatewayConfig;
  clock: Clock;
  logger?: FastifyServerOptions['logger'];
  web?: { distDir: string } | undefined;
}

/**
 * `SHOP_ROLE=gateway`: the gateway and the web pages alone, with no database. Commerce and search are
 * reached over HTTP, live order updates through commerce's stream, and commerce's public paths
 * (images, pay page, webhooks, sitemap) passed through.
 */
export async function buildGatewayApp({
  config,
  clock,
  logger = false,
  web,
}: GatewayAppOptions): Promise<FastifyInstance> {
  const app = await baseApp(config, logger);
  await registerGateway(app, {
    config,
    clock,
    commerce: httpTransport(config.commerceUrl),
    search: httpTransport(config.searchUrl),
    openFeed: (handlers, commerce) =>
      new RemoteOrderUpdates(
        { baseUrl: config.commerceUrl, authorization: (fresh) => commerce.authorization(fresh) },
        handlers,
      ),
  });
  await app.register(gatewayHealth, { commerceUrl: config.commerceUrl });
  await app.register(commercePassthrough, { commerceUrl: config.commerceUrl });
  if (web) await registerWebApp(app, web.distDir);
  return app;
}

/**
 * `GET /health` of a gateway: it answers, commerce answers its own health check, and the live order
 * stream is open. 503 when commerce is not reachable (the gateway can serve nothing without it).
 */
const gatewayHealth: FastifyPluginAsync<{ commerceUrl: string }> = async (app, { commerceUrl }) => {
  app.get('/health', { logLevel: 'warn' }, async (_request, reply) => {
    const commerce = await fetch(`${commerceUrl}/health`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => (response.ok ? 'ok' : 'error'))
      .catch(() => 'unreachable');
    const body = {
      status: commerce === 'ok' ? 'ok' : 'error',
      role: 'gateway',
      uptime_s: Math.round(process.uptime()),
      commerce: { status: commerce },
      order_updates: { listening: app.orderUpdateFeed.listening },
    };
    return reply.status(commerce === 'ok' ? 200 : 503).send(body);
  });
};
