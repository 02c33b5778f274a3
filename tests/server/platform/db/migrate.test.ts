import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../server/platform/db/index.ts';
import { loadMigrations, migrate } from '../../../../server/platform/db/migrate.ts';
import { createTestDatabase } from '../../../support/database.ts';

describe('migrations', () => {
  it('apply once: a second run on the same database applies nothing', async () => {
    const db = await createTestDatabase();
    try {
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ name: string }>('select name from schema_migrations order by name');
      expect(rows.map((row) => row.name)).toEqual(
        (await loadMigrations()).map((migration) => migration.name),
      );
    } finally {
      await db.close();
    }
  });

  it('reopen an embedded data folder without re-running', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-migrate-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.query(`insert into app_meta (key, value) values ('kept', '1'::jsonb)`);
      await first.close();
      const second = await openDatabase({ dataDir });
      const { rows } = await second.query<{ value: number }>(`select value from app_meta where key = 'kept'`);
      expect(rows).toEqual([{ value: 1 }]);
      expect((await second.query('select 1 from schema_migrations')).rowCount).toBe(
        (await loadMigrations()).length,
      );
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // every migration from nothing on PGlite: 17 s beside a busy neighbour, over the suite's 30 s when
    // test:pg ran another file beside it (a bound on waiting; speed is in tests/bench)
  }, 120_000);
});
