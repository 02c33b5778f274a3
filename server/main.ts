import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { installOrderInspectorFromEnv } from './commerce/orders/inspect.ts';
import { ConfigError, loadConfig } from './config.ts';
import { trackRequests } from './platform/http/drain.ts';
import { createShop } from './shop.ts';

const started = performance.now();

let config: Awaited<ReturnType<typeof loadConfig>>;
try {
  config = await loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(78); // EX_CONFIG
  }
  throw error;
}

// SHOP_INSPECT: the order aggregate's decisions go to the Stately inspector (development only).
if (!config.production && (await installOrderInspectorFromEnv()))
  console.info('SHOP_INSPECT: orders are inspected');

const app = await createShop(config, {
  logger: {
    level: config.logLevel,
    // Secrets never reach the logs, whatever a route logs.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  },
});
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
