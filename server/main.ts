import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, loadGatewayConfig, shopRole } from './config.ts';
import { buildGatewayApp, builtWeb } from './gateway-app.ts';
import { systemClock } from './platform/clock.ts';
import { trackRequests } from './platform/http/drain.ts';

const started = performance.now();

const logger = (level: string) => ({
  level,
  // Secrets never reach the logs, whatever a route logs.
  redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
});

/** `SHOP_ROLE=gateway`: the gateway and the pages alone, no database (server/gateway-app.ts). */
async function startGateway(): Promise<FastifyInstance> {
  const config = loadGatewayConfig();
  const app = await buildGatewayApp({
    config,
    clock: systemClock,
    logger: logger(config.logLevel),
    web: builtWeb(),
  });
  await serve(app, config);
  app.log.info(
    {
      startup_ms: Math.round(performance.now() - started),
      role: 'gateway',
      commerce: config.commerceUrl,
      search: config.searchUrl,
    },
    'gateway ready',
  );
  return app;
}

/** Every service in one process, with its database (the default). */
async function startShop(): Promise<FastifyInstance> {
  const config = await loadConfig();
  // SHOP_INSPECT: the order aggregate's decisions go to the Stately inspector (development only).
  const { installOrderInspectorFromEnv } = await import('./commerce/orders/inspect.ts');
  if (!config.production && (await installOrderInspectorFromEnv()))
    console.info('SHOP_INSPECT: orders are inspected');
  // loaded here: a gateway process never loads the database, commerce or search code
  const { createShop } = await import('./shop.ts');
  const app = await createShop(config, { logger: logger(config.logLevel) });
  await serve(app, config);
  app.log.info(
    {
      startup_ms: Math.round(performance.now() - started),
      database: config.databaseUrl ? 'postgres' : 'pglite',
      data_dir: config.dataDir,
    },
    'shop ready',
  );
  if (!config.production) {
    // The staff API's token is generated on the first development start, beside the other secrets.
    app.log.info({ file: join(config.dataDir, 'secrets.json') }, 'staff API: STAFF_TOKEN is in this file');
  }
  return app;
}

async function serve(app: FastifyInstance, config: { port: number; host: string }): Promise<void> {
  if (!app.hasRoute({ method: 'GET', url: '/products' })) {
    app.log.warn('web app is not built: run `npm run build` (npm start does it for you)');
  }
  const requests = trackRequests(app);
  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database; give up after 10 s.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal, in_flight: requests.inFlight }, 'shutting down');
    await requests.drain();
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
}

try {
  if (shopRole() === 'gateway') await startGateway();
  else await startShop();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(78); // EX_CONFIG
  }
  throw error;
}
