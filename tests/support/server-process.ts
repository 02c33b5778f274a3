/**
 * The real server as a child process, the way `npm start` runs it (minus the build step): for e2e
 * tests and benchmarks. Each start gets a free port and, unless one is given, a fresh temp DATA_DIR.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

export { freePort };

/** A data dir with the migrated, seeded demo shop (tests/support/seeded-data-dir.ts) to start from. */
export const SEEDED_DATA_DIR_ENV = 'SHOP_TEST_SEEDED_DATA_DIR';

const root = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 90_000;
// close-with-grace in server/main.ts gives in-flight work 10 s; a little more before SIGKILL
const STOP_GRACE_MS = 15_000;
const MAX_LOG_CHARS = 2_000_000;

// if the test runner dies first, its servers must not outlive it
const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface StartedServer {
  /** http://127.0.0.1:<port>, no trailing slash */
  url: string;
  port: number;
  dataDir: string;
  /** ms from spawn to the first 200 on /health */
  startupMs: number;
  child: ChildProcess;
  /** Resolves when the process exits. */
  exited: Promise<ServerExit>;
  /** SIGTERM, SIGKILL after a grace period; removes the data dir unless it was passed in. */
  stop(): Promise<ServerExit>;
  /** Everything the process wrote to stdout and stderr so far (JSON lines from pino). */
  logs(): string;
}

export interface StartOptions {
  /** Extra environment; a value of '' removes the variable. */
  env?: Record<string, string>;
  /** Reuse this data dir (e.g. a warm restart); it is then left in place on stop. */
  dataDir?: string;
  /** A fresh data dir that is left in place on stop (the seeded template). */
  keepDataDir?: boolean;
  port?: number;
  timeoutMs?: number;
  /** Node flags before the script, e.g. `--cpu-prof` for a benchmark's profile. */
  nodeArgs?: string[];
}

export async function startServer(options: StartOptions = {}): Promise<StartedServer> {
  const ownDataDir = options.dataDir === undefined && !options.keepDataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'shop-e2e-')));
  const seeded = process.env[SEEDED_DATA_DIR_ENV];
  // only the demo shop on PGlite is the template's: a server on PostgreSQL or without the demo
  // catalog starts as asked
  const plainShop = !options.env?.DATABASE_URL && options.env?.SEED_DEMO_CATALOG === undefined;
  if (options.dataDir === undefined && seeded && plainShop) {
    // the database only: secrets and VAPID keys are generated per server, as on a new machine
    await cp(join(seeded, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  }
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = { ...process.env };
  // vitest sets NODE_ENV=test and its own markers; the server must see a plain `npm start`
  // environment, and a DATABASE_URL left over from test:pg must not redirect it
  for (const name of Object.keys(env)) {
    if (name === 'NODE_ENV' || name === 'DATABASE_URL' || name.startsWith('VITEST') || name === 'TEST') {
      delete env[name];
    }
  }
  Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === '') delete env[name];
    else env[name] = value;
  }

  const started = performance.now();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const capture = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > MAX_LOG_CHARS) output = output.slice(-MAX_LOG_CHARS);
  };
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);
  live.add(child);
  const exited = new Promise<ServerExit>((resolve) => {
    child.on('exit', (code, signal) => {
      live.delete(child);
      resolve({ code, signal });
    });
  });
  const url = `http://127.0.0.1:${port}`;

  const cleanup = async () => {
    if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  let stopping: Promise<ServerExit> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        const exit = await exited;
        clearTimeout(timer);
        await cleanup();
        return exit;
      }
      const exit = await exited;
      await cleanup();
      return exit;
    })();
    return stopping;
  };

  const deadline = Date.now() + (options.timeoutMs ?? STARTUP_TIMEOUT_MS);
  let early: ServerExit | undefined;
  void exited.then((exit) => {
    early = exit;
  });
  let lastError = '';
  while (true) {
    if (early) {
      await cleanup();
      throw new Error(
        `server exited during start-up (code ${early.code}, signal ${early.signal})\n--- logs ---\n${output}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `server did not answer GET /health within the timeout (${lastError})\n--- logs ---\n${output}`,
      );
    }
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url,
    port,
    dataDir,
    startupMs: Math.round(performance.now() - started),
    child,
    exited,
    stop,
    logs: () => output,
  };
}

/** The warnings and errors (pino level ≥ 40) among the last lines, compact: for a failing test's output. */
export function problemLogs(logs: string, limit = 20): string {
  return logLines(logs)
    .filter((line) => typeof line.level === 'number' && line.level >= 40)
    .slice(-limit)
    .map((line) => JSON.stringify(line).slice(0, 2_000))
    .join('\n');
}

/** The pino JSON lines of a log dump, unparseable lines skipped. */
export function logLines(logs: string): Array<Record<string, unknown>> {
  return logs
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}
