import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Database } from './types.ts';

export type { Database, Listener, QueryResult, Sql } from './types.ts';

/** The shop's configuration (ShopConfig) is one: `openDatabase(config)`. */
export interface DatabaseOptions {
  /** postgres://… — use a PostgreSQL server. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** On a PostgreSQL server: statements prepared once per connection (the default). */
  databasePreparedStatements?: boolean;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let db: Database;
  if (options.databaseUrl) {
    db = openPostgres(options.databaseUrl, {
      preparedStatements: options.databasePreparedStatements ?? true,
    });
  } else if (options.dataDir) {
    const dir = join(options.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    db = await openPglite(dir);
  } else {
    db = await openPglite(undefined);
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
