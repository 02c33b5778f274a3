/**
 * What the benchmarks on a seeded catalog share (cart.ts, search.ts, hot-paths.ts): the database
 * they run on (PGlite, or a throwaway database on BENCH_DATABASE_URL's server) and the seeding of
 * the demo catalog plus N generated products with their search index; the search they send.
 */
import { rebuildSearchDocuments } from '../../server/commerce/catalog/search-documents.ts';
import { commerceEventStore } from '../../server/commerce/event-store.ts';
import { systemClock } from '../../server/platform/clock.ts';
import { openDatabase } from '../../server/platform/db/index.ts';
import { generateProducts, seedDemoCatalog } from '../../server/seed/index.ts';
import { throwawayServerDatabase } from '../support/database.ts';

/** PGlite (no URL: the server's data dir) or a new database on that PostgreSQL server. */
export async function throwawayDatabase(
  serverUrl: string | undefined,
): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  return throwawayServerDatabase(serverUrl, 'shop_bench');
}

export interface SeededCatalog {
  generateMs: number;
  rebuildMs: number;
  documents: number;
}

/**
 * Seeds the demo catalog and `count` generated products into the database (PGlite in `dataDir`
 * when there is no URL), then times a full rebuild of the search index.
 */
export async function seedProducts(
  count: number,
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<SeededCatalog> {
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    const store = commerceEventStore(db);
    await seedDemoCatalog(db, { clock: systemClock, store });
    const generated = await generateProducts(db, { count, clock: systemClock, store });
    const started = performance.now();
    const documents = await rebuildSearchDocuments(db);
    return {
      generateMs: Math.round(generated.ms),
      rebuildMs: Math.round(performance.now() - started),
      documents,
    };
  } finally {
    await db.close();
  }
}

/** The search page's query: a page of cards and, with `facets: true`, the filter panel's counts. */
export const SEARCH = `query ($input: SearchInput!) {
  search(input: $input) {
    total more fuzzy
    items { id slug name image price sellingPrice salePercent brand inStock }
    facets { taxons { level buckets { value label count } } brands { value label count }
             options { type buckets { value label count } } price { min max } }
  }
}`;

/** The value below which p % of the sorted samples fall. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
