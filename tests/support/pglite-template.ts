/**
 * Vitest global setup for the PGlite suites: migrate one database per run and keep it as a data-dir
 * dump. initdb costs 4–6 s per PGlite instance and vitest isolates every test file (a fresh module
 * graph, so an in-process template is made again per file); loading the dump instead takes ~1 s.
 * With ~190 PGlite files on 2 cores that is ~6 minutes of the CI run.
 *
 * The dump is keyed by the migrations' contents and PGlite's version and kept under
 * node_modules/.cache, so a second run on the same checkout skips even the one initdb.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../../server/platform/db/migrate.ts';
import { openPglite } from '../../server/platform/db/pglite.ts';

export const TEMPLATE_ENV = 'SHOP_TEST_PGLITE_DUMP';
/** The migrated database with the demo catalog seeded at TEST_NOW: what createTestShop starts from. */
export const SEEDED_TEMPLATE_ENV = 'SHOP_TEST_PGLITE_SEEDED_DUMP';

const root = fileURLToPath(new URL('../..', import.meta.url));
const migrations = join(root, 'server/platform/db/migrations');

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    await readFile(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  );
  hash.update(`pglite ${pglite.version}\n`);
  for (const name of (await readdir(migrations)).sort()) {
    hash.update(`${name}\n`);
    hash.update(await readFile(join(migrations, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  // test:pg gives each file a database on the server: no PGlite template needed
  if (process.env.DATABASE_URL) return undefined;
  const dir = join(root, 'node_modules/.cache/shop-tests');
  const file = join(dir, `pglite-${await templateKey()}.tar`);
  const exists = await stat(file).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const db = await openPglite(undefined);
    await migrate(db);
    const dump = await db.raw.dumpDataDir('none');
    await db.close();
    await mkdir(dir, { recursive: true });
    // written aside and renamed: a parallel run never loads half a file
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  // the workers are forked after global setup and inherit the environment
  process.env[TEMPLATE_ENV] = file;

  // The demo catalog seeded at the tests' fixed instant, once per run (3–4 s per file otherwise):
  // made from this run's code, so it is not kept between runs.
  const seeded = join(dir, `pglite-seeded-${process.pid}.tar`);
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLITE_OPTIONS, wrapPglite } = await import('../../server/platform/db/pglite.ts');
  const { commerceEventStore } = await import('../../server/commerce/event-store.ts');
  const { fixedClock } = await import('../../server/platform/clock.ts');
  const { seedDemoCatalog } = await import('../../server/seed/index.ts');
  const { TEST_NOW } = await import('./shop.ts');
  const db = wrapPglite(
    await PGlite.create('memory://', { ...PGLITE_OPTIONS, loadDataDir: new Blob([await readFile(file)]) }),
  );
  await seedDemoCatalog(db, { clock: fixedClock(TEST_NOW), store: commerceEventStore(db) });
  const dump = await db.raw.dumpDataDir('none');
  await db.close();
  await writeFile(seeded, Buffer.from(await dump.arrayBuffer()));
  process.env[SEEDED_TEMPLATE_ENV] = seeded;
  return async () => {
    await rm(seeded, { force: true });
  };
}
