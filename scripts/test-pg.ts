/**
 * `npm run test:pg`: the server test suite against a real, throwaway PostgreSQL server.
 *
 * initdb's a cluster in a temp dir, starts it on a free loopback port, runs
 * `vitest run --project server` with DATABASE_URL pointing at it (tests/support/database.ts makes a
 * fresh database per test file), then stops the cluster and removes the dir — on success, failure
 * and Ctrl-C alike. Extra arguments go to vitest: `npm run test:pg -- tests/server/orders.test.ts`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../tests/support/free-port.ts';

const PG_ROOT = '/usr/lib/postgresql';
const root = fileURLToPath(new URL('..', import.meta.url));
const REQUIRED_EXTENSIONS = ['pg_trgm', 'unaccent'];
const isRoot = process.getuid?.() === 0;

let current: ChildProcess | undefined;
let interrupted: NodeJS.Signals | undefined;

class Interrupted extends Error {}

function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; quiet?: boolean; evenIfInterrupted?: boolean; cwd?: string } = {},
): Promise<{ code: number; output: string }> {
  // once interrupted, start nothing new but the cleanup
  if (interrupted && !options.evenIfInterrupted) return Promise.reject(new Interrupted(interrupted));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      // its own process group, so an interrupt can end the step with all its workers (killGroup)
      detached: true,
      cwd: options.cwd ?? root,
      env: options.env ?? process.env,
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    current = child;
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', (error) => {
      current = undefined;
      reject(error);
    });
    child.on('close', (code, signal) => {
      current = undefined;
      resolve({ code: code ?? (signal ? 128 + signalNumber(signal) : 1), output });
    });
  });
}

function killGroup(child: ChildProcess | undefined, signal: NodeJS.Signals): void {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

function signalNumber(signal: NodeJS.Signals): number {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal as string] ?? 1;
}

async function mustRun(command: string, args: string[], what: string): Promise<string> {
  const { code, output } = await run(command, args, { quiet: true });
  if (interrupted) throw new Interrupted(interrupted);
  if (code !== 0) throw new Error(`${what} failed (exit ${code}):\n${output}`);
  return output;
}

/** initdb and postgres refuse to run as root, so as root they run as the `postgres` OS user. */
function asPostgres(binary: string, args: string[]): [string, string[]] {
  if (!isRoot) return [binary, args];
  if (existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser')) {
    return ['runuser', ['-u', 'postgres', '--', binary, ...args]];
  }
  const quoted = [binary, ...args].map((part) => `'${part.replaceAll("'", `'\\''`)}'`).join(' ');
  return ['su', ['postgres', '-s', '/bin/sh', '-c', quoted]];
}

async function findBinDir(): Promise<string | undefined> {
  let versions: string[];
  try {
    versions = await readdir(PG_ROOT);
  } catch {
    return undefined;
  }
  const usable = versions
    .filter((version) => /^\d+(\.\d+)?$/.test(version))
    .filter((version) =>
      ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(join(PG_ROOT, version, 'bin', b))),
    )
    .sort((a, b) => Number(b) - Number(a));
  return usable[0] === undefined ? undefined : join(PG_ROOT, usable[0], 'bin');
}

async function ensureBinDir(): Promise<string> {
  const found = await findBinDir();
  if (found) return found;
  if (!isRoot) {
    throw new Error(
      `No PostgreSQL server under ${PG_ROOT}/<version>/bin. Install it (Debian: sudo apt-get install -y ` +
        'postgresql) or run as root so this script can.',
    );
  }
  console.log('[test:pg] PostgreSQL server not found; installing with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // a fresh machine may have empty package lists; update once before giving up
  let result = await run('apt-get', ['install', '-y', 'postgresql'], { env });
  if (result.code !== 0) {
    await run('apt-get', ['update'], { env });
    result = await run('apt-get', ['install', '-y', 'postgresql'], { env });
  }
  const installed = await findBinDir();
  if (result.code !== 0 || !installed) throw new Error('apt-get install postgresql failed');
  return installed;
}

async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  const passwd = await readFile('/etc/passwd', 'utf8');
  const line = passwd.split('\n').find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) {
    throw new Error('running as root but there is no `postgres` OS user (Debian creates it with postgresql)');
  }
  return { uid: Number(uid), gid: Number(gid) };
}

async function checkExtensions(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'select name from pg_available_extensions where name = any($1)',
      [REQUIRED_EXTENSIONS],
    );
    const missing = REQUIRED_EXTENSIONS.filter((name) => !rows.some((row) => row.name === name));
    if (missing.length > 0) {
      throw new Error(`PostgreSQL lacks extension(s) ${missing.join(', ')}: install postgresql-contrib`);
    }
  } finally {
    await client.end();
  }
}

function serverOptions(port: number, socketDir: string): string {
  return [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${socketDir}`,
    // throwaway data: durability buys nothing and costs seconds per test file
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    // each test file opens a pool of up to 10; parallel workers and concurrency tests add up
    '-c max_connections=300',
  ].join(' ');
}

/** Starts the cluster on a free port; another process may take the port first, so retry on that. */
async function startCluster(
  bin: string,
  dataDir: string,
  socketDir: string,
  logFile: string,
): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const pgCtl = asPostgres(join(bin, 'pg_ctl'), [
      'start',
      ...['-D', dataDir, '-l', logFile, '-w', '-t', '60'],
      ...['-o', serverOptions(port, socketDir)],
    ]);
    const { code, output } = await run(...pgCtl, { quiet: true });
    if (interrupted) throw new Interrupted(interrupted);
    if (code === 0) return port;
    const log = await readFile(logFile, 'utf8').catch(() => '');
    if (attempt < 3 && /could not bind|address already in use/i.test(log)) continue;
    throw new Error(`pg_ctl start failed (exit ${code}):\n${output}\n--- postgres.log ---\n${log}`);
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const bin = await ensureBinDir();
  const dir = await mkdtemp(join(tmpdir(), 'shop-test-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  let serverStarted = false;
  try {
    if (isRoot) {
      const { uid, gid } = await postgresUserIds();
      await chown(dir, uid, gid);
    }
    // Same encoding/ctype/collation as PGlite (UTF8, C.UTF-8, C), so both engines sort and
    // lower-case Cyrillic the same way.
    await mustRun(
      ...asPostgres(join(bin, 'initdb'), [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--lc-collate=C',
        '--no-sync',
      ]),
      'initdb',
    );
    serverStarted = true;
    const port = await startCluster(bin, dataDir, dir, logFile);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await checkExtensions(url);
    const version = await mustRun(join(bin, 'postgres'), ['--version'], 'postgres --version');
    console.log(
      `[test:pg] ${version.trim()} on 127.0.0.1:${port} (${dir}), ready in ${Date.now() - started} ms`,
    );

    // the local bin rather than npx, so a signal reaches vitest itself and not an npm wrapper
    const localVitest = join(root, 'node_modules', '.bin', 'vitest');
    const [vitest, prefix] = existsSync(localVitest) ? [localVitest, []] : ['npx', ['vitest']];
    // The log followers read below the oldest transaction running anywhere in the cluster
    // (pg_snapshot_xmin), so the race files (*.pg-only: many concurrent writers, a transaction held
    // open on purpose) hold back the followers of every other file's database while they run: push
    // and bonus tests then saw nothing to send. They run after the server suite, one at a time.
    const env = { ...process.env, DATABASE_URL: url };
    const files = process.argv.slice(2);
    const suite = await run(
      vitest,
      [...prefix, 'run', '--project', 'server', '--passWithNoTests', ...files],
      {
        env,
      },
    );
    if (interrupted) throw new Interrupted(interrupted);
    const races = await run(
      vitest,
      [...prefix, 'run', '--project', 'server-pg', '--no-file-parallelism', '--passWithNoTests', ...files],
      { env },
    );
    if (interrupted) throw new Interrupted(interrupted);
    return suite.code || races.code;
  } finally {
    if (serverStarted) {
      const stop = await run(
        ...asPostgres(join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'fast', '-w']),
        {
          quiet: true,
          evenIfInterrupted: true,
        },
      ).catch(() => ({ code: 1, output: '' }));
      if (stop.code !== 0 && existsSync(join(dataDir, 'postmaster.pid'))) {
        await run(...asPostgres(join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'immediate', '-w']), {
          quiet: true,
          evenIfInterrupted: true,
        }).catch(() => undefined);
      }
    }
    await rm(dir, { recursive: true, force: true });
    console.log(
      `[test:pg] cluster stopped and removed after ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (interrupted) {
      // a second Ctrl-C: stop waiting for the step to wind down
      killGroup(current, 'SIGKILL');
      return;
    }
    interrupted = signal;
    // the running step (initdb, pg_ctl, vitest) ends; main() then cleans up in its finally
    const step = current;
    killGroup(step, signal);
    // vitest lets the running test finish on SIGINT; don't keep the user waiting on a slow one
    setTimeout(() => killGroup(step, 'SIGKILL'), 5_000).unref();
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof Interrupted) {
      console.error(`[test:pg] interrupted by ${interrupted}`);
      process.exit(128 + signalNumber(interrupted ?? 'SIGINT'));
    }
    console.error(`[test:pg] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
