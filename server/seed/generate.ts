import { refreshSearchDocuments } from '../commerce/catalog/search-documents.ts';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/index.ts';
import type { EventStore } from '../platform/events/index.ts';
import { writeProducts } from './catalog-writer.ts';
import { DEMO_CATALOG_KEY, SEED_LOCK } from './demo-catalog.ts';
import { slugify } from './draft.ts';
import { desk } from './families/desk.ts';
import { filing } from './families/filing.ts';
import { inkBottles } from './families/ink-bottles.ts';
import { inkCartridges } from './families/ink-cartridges.ts';
import { notebooksAndNotes } from './families/notebooks.ts';
import { paper } from './families/paper.ts';
import { printers } from './families/printers.ts';
import { toners } from './families/toner.ts';
import { vodka } from './families/vodka.ts';
import { writing } from './families/writing.ts';
import { type ProductRow, planProduct } from './plan.ts';
import { createRng, hashKey, type Rng } from './rng.ts';

/** app_meta key counting generated products, so each run continues the serials of the last. */
export const GENERATED_KEY = 'generated_products';

/** The shop's shelf mix: mostly ink and toner, a little vodka. Weights in percent. */
const mix = [
  [inkCartridges, 25],
  [toners, 14],
  [inkBottles, 5],
  [paper, 10],
  [notebooksAndNotes, 8],
  [writing, 12],
  [filing, 8],
  [desk, 8],
  [printers, 6],
  [vodka, 4],
] as const;

function pickFamily(rng: Rng) {
  let roll = rng.int(1, 100);
  for (const [family, weight] of mix) {
    roll -= weight;
    if (roll <= 0) return family;
  }
  return mix[0][0];
}

/** Generated product number `serial`: the same serial always gives the same product. */
export function generatedProduct(serial: number, now: Date): ProductRow {
  const rng = createRng(hashKey(`generated-${serial}`));
  const draft = pickFamily(rng).sample(rng);
  const slug = `${slugify(draft.name.en)}-g${serial}`;
  return planProduct(draft, {
    slug,
    sku: `G${serial}-${draft.sku}`,
    now,
    rng,
    comingSoon: rng.chance(0.01),
    soldOut: rng.chance(0.02),
    noImage: rng.chance(0.005),
  });
}

export interface GenerateOptions {
  count: number;
  clock: Clock;
  /** Must carry the catalog projections (stock levels, search documents). */
  store: EventStore;
  /** products per transaction; default 5 000 */
  chunkSize?: number;
  onChunk?: (progress: { done: number; total: number; ms: number }) => void;
}

export interface GenerateResult {
  added: number;
  /** serials of the products added: firstSerial … lastSerial */
  firstSerial: number;
  lastSerial: number;
  ms: number;
}

/**
 * Adds `count` generated products for benchmarks, in chunks: each chunk is one transaction of
 * set-based statements (products, variants, stock events, search documents) and moves the serial
 * counter on, so a second run adds `count` more with fresh slugs and SKUs. Needs the demo catalog
 * (taxons, brands, options).
 */
export async function generateProducts(db: Database, options: GenerateOptions): Promise<GenerateResult> {
  const chunkSize = options.chunkSize ?? 5_000;
  const started = performance.now();
  let firstSerial = 0;
  let lastSerial = 0;
  for (let done = 0; done < options.count; ) {
    const size = Math.min(chunkSize, options.count - done);
    const chunkStarted = performance.now();
    const serials = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const meta = await tx.query<{ key: string; value: { count?: number } }>(
        'select key, value from app_meta where key = any($1::text[])',
        [[DEMO_CATALOG_KEY, GENERATED_KEY]],
      );
      if (!meta.rows.some((row) => row.key === DEMO_CATALOG_KEY)) {
        throw new Error('Seed the demo catalog first: generated products use its taxons, brands and options');
      }
      const before = meta.rows.find((row) => row.key === GENERATED_KEY)?.value.count ?? 0;
      const now = options.clock.now();
      const rows = Array.from({ length: size }, (_, index) => generatedProduct(before + index + 1, now));
      const written = await writeProducts(tx, options.store, rows, { source: 'generator' });
      await refreshSearchDocuments(tx, written.productIds);
      await tx.query(
        `insert into app_meta (key, value, updated_at) values ($1, $2::jsonb, now())
         on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
        [GENERATED_KEY, JSON.stringify({ count: before + size })],
      );
      return [before + 1, before + size] as const;
    });
    firstSerial ||= serials[0];
    lastSerial = serials[1];
    done += size;
    options.onChunk?.({ done, total: options.count, ms: performance.now() - chunkStarted });
  }
  return { added: options.count, firstSerial, lastSerial, ms: performance.now() - started };
}
