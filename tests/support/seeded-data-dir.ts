/**
 * Vitest global setup for the browser suite: start the real server once on a fresh data dir, let it
 * migrate and seed the demo shop, stop it, and keep its database as the template every e2e server
 * copies (`startServer` without a data dir of its own). A cold start migrates and seeds for ~20 s
 * on the CI machine; a copy starts warm. Each server still gets its own copy, secrets and port, so
 * files stay independent of each other.
 */
import { rm } from 'node:fs/promises';
import { SEEDED_DATA_DIR_ENV, startServer } from './server-process.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const server = await startServer({ dataDir: undefined, keepDataDir: true, env: { LOG_LEVEL: 'warn' } });
  const exit = await server.stop();
  if (exit.code !== 0)
    throw new Error(`template server exited with ${exit.code ?? exit.signal}\n${server.logs()}`);
  process.env[SEEDED_DATA_DIR_ENV] = server.dataDir;
  return async () => {
    await rm(server.dataDir, { recursive: true, force: true });
  };
}
