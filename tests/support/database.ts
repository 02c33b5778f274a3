import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../server/platform/db/index.ts';
import { openDatabase } from '../../server/platform/db/index.ts';
import { migrate } from '../../server/platform/db/migrate.ts';
import { openPglite, PGLITE_OPTIONS, wrapPglite } from '../../server/platform/db/pglite.ts';
import { openPostgres } from '../../server/platform/db/postgres.ts';
import { SEEDED_TEMPLATE_ENV, TEMPLATE_ENV } from './pglite-template.ts';

/**
 * A fresh, migrated database for one test file.
 * - Default: PGlite, loaded from the run's migrated dump (tests/support/pglite-template.ts, ~1 s).
 *   Without it (a script outside vitest) one template is migrated in process and cloned: initdb
 *   costs 4–6 s per instance.
 * - DATABASE_URL set (npm run test:pg): a new database on that server, dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return createServerDatabase(serverUrl);
  const dumpFile = process.env[TEMPLATE_ENV];
  if (dumpFile) return fromDump(dumpFile);
  const template = await pgliteTemplate();
  const clone = (await template.clone()) as PGlite;
  return wrapPglite(clone);
}

/**
 * The migrated database with the demo catalog seeded at TEST_NOW, from the run's seeded dump; null
 * where there is none (a PostgreSQL server, a script outside vitest): then the caller seeds.
 */
export async function createSeededTestDatabase(): Promise<Database | null> {
  const dumpFile = process.env[SEEDED_TEMPLATE_ENV];
  if (process.env.DATABASE_URL || !dumpFile) return null;
  return fromDump(dumpFile);
}

const dumps = new Map<string, Promise<Blob>>();

async function fromDump(file: string): Promise<Database> {
  let dump = dumps.get(file);
  if (!dump) {
    dump = readFile(file).then((bytes) => new Blob([bytes]));
    dumps.set(file, dump);
  }
  return wrapPglite(await PGlite.create('memory://', { ...PGLITE_OPTIONS, loadDataDir: await dump }));
}

let templatePromise: Promise<PGlite> | undefined;

function pgliteTemplate(): Promise<PGlite> {
  templatePromise ??= (async () => {
    const db = await openPglite(undefined);
    await migrate(db);
    return db.raw;
  })();
  return templatePromise;
}

/** A new, empty database on a PostgreSQL server: its URL, and how to drop it (tests, benchmarks). */
export async function throwawayServerDatabase(
  serverUrl: string,
  prefix = 'shop_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
}

async function createServerDatabase(serverUrl: string): Promise<Database> {
  const database = await throwawayServerDatabase(serverUrl);
  const db = await openDatabase({ databaseUrl: database.url });
  return {
    ...db,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}

export { openPostgres };
