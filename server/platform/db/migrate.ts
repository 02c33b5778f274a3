import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './types.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
// Any constant works; it serialises migrations when several processes start against one server.
const MIGRATION_LOCK = 7_274_001;

export interface Migration {
  /** file name without .sql: `0002_catalog` */
  name: string;
  sql: string;
}

export async function loadMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file)).sort();
  return Promise.all(
    files.map(async (file) => ({
      name: file.replace(/\.sql$/, ''),
      sql: await readFile(new URL(file, `file://${migrationsDir}`), 'utf8'),
    })),
  );
}

/**
 * Applies pending migrations, each in its own transaction. The same files run on PGlite and on a
 * PostgreSQL server; the advisory lock makes concurrent starts against one server safe.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.transaction(async (tx) => {
    // `if not exists` is no guard against a create running at the same moment (two processes'
    // first start on an empty server: a duplicate pg_type key): under the lock too.
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      // Keyed by file name, not number: two branches that both add a 0004_… file must both run.
      `create table if not exists schema_migrations (
         name text primary key,
         applied_at timestamptz not null default now()
       )`,
    );
  });
  const applied: string[] = [];
  for (const migration of await loadMigrations()) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('select 1 from schema_migrations where name = $1', [migration.name]);
      if (done.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [migration.name]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
