import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceEventStore } from '../../../server/commerce/event-store.ts';
import { fixedClock } from '../../../server/platform/clock.ts';
import type { Database } from '../../../server/platform/db/index.ts';
import type { EventStore } from '../../../server/platform/events/index.ts';
import { parseSeedArgs } from '../../../server/seed/cli-args.ts';
import { GENERATED_KEY, generatedProduct } from '../../../server/seed/generate.ts';
import { generateProducts, seedDemoCatalog } from '../../../server/seed/index.ts';
import { createTestDatabase } from '../../support/database.ts';

const clock = fixedClock('2026-06-15T09:00:00.000Z');
let db: Database;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  store = commerceEventStore(db);
});
afterAll(async () => db.close());

/** Counts after a run; a stock stream per variant (the demo seed's review streams are not counted). */
async function totals() {
  const { rows } = await db.query<{ products: number; documents: number; streams: number; variants: number }>(
    `select (select count(*) from products)::int as products,
            (select count(*) from search_documents)::int as documents,
            (select count(distinct stream_id) from events where stream_id like 'stock-%')::int as streams,
            (select count(*) from variants)::int as variants`,
  );
  return rows[0]!;
}

describe('the benchmark generator', () => {
  it('refuses to run before the demo catalog exists', async () => {
    await expect(generateProducts(db, { count: 10, clock, store })).rejects.toThrow(/demo catalog first/);
  });

  it('adds N products with search documents and stock, and N more on a second run', async () => {
    await seedDemoCatalog(db, { clock, store });
    const start = await totals();
    const chunks: number[] = [];
    const once = await generateProducts(db, {
      count: 250,
      chunkSize: 100,
      clock,
      store,
      onChunk: ({ done }) => chunks.push(done),
    });
    expect(once).toMatchObject({ added: 250, firstSerial: 1, lastSerial: 250 });
    expect(chunks).toEqual([100, 200, 250]);
    const afterOnce = await totals();
    expect(afterOnce.products - start.products).toBe(250);
    expect(afterOnce.documents - start.documents).toBe(250);
    expect(afterOnce.streams).toBe(afterOnce.variants);

    const twice = await generateProducts(db, { count: 250, chunkSize: 100, clock, store });
    expect(twice).toMatchObject({ firstSerial: 251, lastSerial: 500 });
    expect((await totals()).products - afterOnce.products).toBe(250);
    const meta = await db.query<{ value: { count: number } }>('select value from app_meta where key = $1', [
      GENERATED_KEY,
    ]);
    expect(meta.rows[0]!.value.count).toBe(500);
  });

  it('makes plausible, leaf-filed products that the search documents describe', async () => {
    const { rows } = await db.query<{
      slug: string;
      name: string;
      en: string;
      leaf: number;
      doc_taxon: string;
    }>(
      `select p.slug, p.name, p.translations->'en'->>'name' as en, t.depth as leaf,
              d.doc->'taxonomy'->>'permalink' as doc_taxon
         from products p join taxons t on t.id = p.taxon_id join search_documents d on d.id = p.id
        where p.slug ~ '-g[0-9]+$'`,
    );
    expect(rows).toHaveLength(500);
    for (const row of rows) {
      expect(row.name).toMatch(/[\u0400-\u04FF]/);
      expect(row.en).toBeTruthy();
      expect(row.leaf).toBe(2);
      expect(row.doc_taxon).toBeTruthy();
    }
    // several kinds of product, not one template
    const roots = new Set(rows.map((row) => row.doc_taxon.split('/')[0]));
    expect(roots.size).toBeGreaterThanOrEqual(4);
  });

  it('gives the same serial the same product on every machine', () => {
    const now = new Date('2026-06-15T09:00:00.000Z');
    expect(generatedProduct(42, now)).toEqual(generatedProduct(42, now));
    expect(generatedProduct(42, now).slug).toMatch(/-g42$/);
    expect(generatedProduct(43, now).slug).not.toBe(generatedProduct(42, now).slug);
  });
});

describe('npm run seed arguments', () => {
  it.each([
    [[], { help: false, products: 0, chunkSize: 5_000 }],
    [['--products', '20000'], { help: false, products: 20_000, chunkSize: 5_000 }],
    [['--products=1000000', '--chunk-size', '2500'], { help: false, products: 1_000_000, chunkSize: 2_500 }],
    [['--help'], { help: true }],
  ])('accepts %j', (argv, expected) => {
    expect(parseSeedArgs(argv)).toEqual(expected);
  });

  it.each([
    [['--products', '0'], /between 1 and 1,000,000/],
    [['--products', '1000001'], /between 1 and 1,000,000/],
    [['--products', '-5'], /./],
    [['--products', '12.5'], /whole number/],
    [['--products', '1e5'], /whole number/],
    [['--products', 'many'], /whole number/],
    [['--products'], /argument missing/],
    [['--chunk-size', '10'], /--chunk-size must be between 100/],
    [['--product', '5'], /Unknown option/],
    [['extra'], /positional/],
  ])('rejects %j with a clear message', (argv, message) => {
    const parsed = parseSeedArgs(argv);
    expect(parsed).toHaveProperty('error');
    expect((parsed as { error: string }).error).toMatch(message);
  });

  it('exits with code 2 and the usage on a bad argument, before touching a database', async () => {
    const run = promisify(execFile)('npx', ['tsx', 'server/seed/cli.ts', '--products', 'zero'], {
      env: { ...process.env, DATA_DIR: '/nonexistent/never-created', DATABASE_URL: '' },
    });
    const failure = await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toMatch(/--products must be a whole number, got "zero"/);
    expect(failure?.stderr).toMatch(/Usage: npm run seed/);
  });
});
