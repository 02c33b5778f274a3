import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../server/platform/db/index.ts';
import { openDatabase } from '../../server/platform/db/index.ts';
import { migrate } from '../../server/platform/db/migrate.ts';
import { openPglite, wrapPglite } from '../../server/platform/db/pglite.ts';
import { openPostgres } from '../../server/platform/db/postgres.ts';

/**
 * A fresh, migrated database for one test file.
 * - Default: PGlite. initdb costs 4–5 s per instance, so each worker migrates one template and
 *   clones it (~0.8 s).
 * - DATABASE_URL set (npm run test:pg): a new database on that server, dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return createServerDatabase(serverUrl);
  const template = await pgliteTemplate();
  const clone = (await template.clone()) as PGlite;
  return wrapPglite(clone);
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
