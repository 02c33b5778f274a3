/**
 * N shop processes on one PostgreSQL database, as a deployment runs them behind a load balancer
 * (docs/scaling.md): hot-paths.ts's BENCH_PROCESSES. Each is the server `npm start` runs
 * (tests/support/server-process.ts) on its own port and with its own data dir, as on its own machine.
 */
import { randomBytes } from 'node:crypto';
import webPush from 'web-push';
import { secretVariables } from '../../server/config.ts';
import { type StartedServer, type StartOptions, startServer } from '../support/server-process.ts';

/**
 * The secrets every process gets in its environment, as production requires of a deployment.
 * Development secrets are not in the database: each process generates its own into its data dir on
 * its first start (`secrets.json`, `vapid.json`; server/config.ts, server/commerce/push/vapid.ts), so
 * N processes with N data dirs, or N started at once on one data dir, would sign with N keys: an
 * access token, a payment link or a social-login cookie from one would be refused by the others.
 * (The guest cart's cookie is the order's token, looked up in the database: it is not signed.)
 */
function sharedSecrets(): Record<string, string> {
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  return {
    ...Object.fromEntries(
      Object.values(secretVariables).map((name) => [name, randomBytes(32).toString('base64url')]),
    ),
    VAPID_PUBLIC_KEY: publicKey,
    VAPID_PRIVATE_KEY: privateKey,
  };
}

/**
 * `count` servers on the database of `options.env.DATABASE_URL`, the first in `options.dataDir`,
 * the others each in a fresh data dir (removed when it stops), all started at once as a deploy
 * starts them: each migrates and seeds what the database lacks under advisory locks
 * (tests/server/shop-start-race.pg-only.test.ts).
 */
export async function startShops(count: number, options: StartOptions): Promise<StartedServer[]> {
  const { dataDir, ...everyProcess } = options;
  const env = { ...sharedSecrets(), ...options.env };
  const starts = await Promise.allSettled(
    Array.from({ length: count }, (_, index) =>
      startServer({ ...everyProcess, env, ...(index === 0 ? { dataDir } : {}) }),
    ),
  );
  const started = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await stopShops(started);
    throw failed.reason;
  }
  return started;
}

/** Stops every server at once; a server that does not exit cleanly is told, with its last logs. */
export async function stopShops(servers: StartedServer[]): Promise<void> {
  await Promise.all(
    servers.map(async (server, index) => {
      const exit = await server.stop();
      if (exit.code !== 0)
        console.error(
          `server ${index + 1} exited with ${JSON.stringify(exit)}\n${server.logs().slice(-4000)}`,
        );
    }),
  );
}

/**
 * `total` connections over `processes`: equal shares, the first processes one more when it does not
 * divide (10 over 4: 3+3+2+2), so the load in all stays what one process got alone.
 */
export function splitConnections(total: number, processes: number): number[] {
  if (total < processes)
    throw new Error(`${total} connections cannot load ${processes} processes: at least one each`);
  return Array.from(
    { length: processes },
    (_, index) => Math.floor(total / processes) + (index < total % processes ? 1 : 0),
  );
}
