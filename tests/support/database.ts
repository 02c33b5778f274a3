import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../server/db/index.ts';
import { openDatabase } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite, wrapPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';

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

async function createServerDatabase(serverUrl: string): Promise<Database> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...db,
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
}

export { openPostgres };
