import { refreshSearchDocuments } from '../commerce/catalog/search-documents.ts';
import { seedDemoPrizes } from '../commerce/prizes/demo.ts';
import type { Clock } from '../platform/clock.ts';
import type { Database, Sql } from '../platform/db/index.ts';
import type { EventStore } from '../platform/events/index.ts';
import { writeProducts } from './catalog-writer.ts';
import { seedDemoContent } from './content.ts';
import { slugify } from './draft.ts';
import { families } from './families/index.ts';
import { writePackageParts } from './families/packages.ts';
import { DIGITAL_SKUS, printerSoftware } from './families/printer-software.ts';
import { type ProductRow, planProduct } from './plan.ts';
import { writeReferenceData } from './reference-writer.ts';
import { seedReviews } from './reviews.ts';
import { rngFor } from './rng.ts';
import { hiddenCases } from './visibility.ts';

/** app_meta key of the marker row: present = the demo catalog is in this database. */
export const DEMO_CATALOG_KEY = 'demo_catalog';
// Any constant works; it serialises first starts of several processes against one PostgreSQL server.
export const SEED_LOCK = 7_274_002;

export interface SeedOptions {
  clock: Clock;
  /** Must carry the catalog projections, or stock_levels and the search documents stay empty. */
  store: EventStore;
}

/**
 * The demo catalog's products, planned against `now`: the same list on every machine for the same
 * clock. Throws on a duplicate slug or SKU, or a hidden case naming a product that does not exist.
 */
export function demoProducts(now: Date): ProductRow[] {
  const drafts = [...families.flatMap((family) => family.demo()), ...printerSoftware];
  const slugs = drafts.map((draft) => slugify(draft.name.en));
  const duplicate = slugs.find((slug, index) => slugs.indexOf(slug) !== index);
  if (duplicate) throw new Error(`Two demo products share the slug ${duplicate}`);
  for (const slug of Object.values(hiddenCases).flat()) {
    if (!slugs.includes(slug)) throw new Error(`Hidden case ${slug} is not a demo product`);
  }
  const listed = (list: readonly string[], slug: string) => list.includes(slug);
  const rows = drafts.map((draft, index) => {
    const slug = slugs[index]!;
    return planProduct(draft, {
      slug,
      sku: draft.sku,
      now,
      rng: rngFor(slug),
      comingSoon: listed(hiddenCases.comingSoon, slug),
      soldOut: listed(hiddenCases.soldOut, slug),
      noImage: listed(hiddenCases.noImage, slug),
    });
  });
  const skus = rows.flatMap((row) => row.variants.map((variant) => variant.sku));
  const sku = skus.find((value, index) => skus.indexOf(value) !== index);
  if (sku) throw new Error(`Two demo variants share the SKU ${sku}`);
  return rows;
}

/**
 * Seeds the demo catalog once: reference data, products with variants, their stock as events, and
 * the search documents, all in one transaction with the marker row. A second call (or a second
 * process that waited on the lock) finds the marker and changes nothing.
 */
export async function seedDemoCatalog(
  db: Database,
  { clock, store }: SeedOptions,
): Promise<{ seeded: boolean; products: number }> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await seedDemoContent(tx, clock.now());
    const marker = await tx.query<{ value: { products?: number } }>(
      'select value from app_meta where key = $1',
      [DEMO_CATALOG_KEY],
    );
    if (marker.rows[0]) return { seeded: false, products: marker.rows[0].value.products ?? 0 };

    const now = clock.now();
    await writeReferenceData(tx);
    const rows = demoProducts(now);
    const written = await writeProducts(tx, store, rows, { source: 'demo-seed' });
    await writePackageParts(tx);
    await refreshSearchDocuments(tx, written.productIds);
    await seedTicketedEvents(tx, now);
    await seedDigitalProducts(tx);
    await seedDemoPrizes(tx, store);
    await seedReviews(
      tx,
      store,
      rows.map((row) => row.slug),
    );
    await tx.query('insert into app_meta (key, value) values ($1, $2::jsonb)', [
      DEMO_CATALOG_KEY,
      JSON.stringify({
        seeded_at: now.toISOString(),
        products: rows.length,
        variants: written.variantIds.length,
      }),
    ]);
    return { seeded: true, products: rows.length };
  });
}

/**
 * The demo's ticketed event (#18): the tasting evening product is its ticket, a month after the
 * seed. Products are matched by SKU, so a catalog without it (benchmarks) marks nothing.
 */
async function seedTicketedEvents(tx: Sql, now: Date): Promise<void> {
  const startsAt = new Date(now.getTime() + 30 * 24 * 3600 * 1000);
  startsAt.setUTCHours(11, 0, 0, 0);
  await tx.query(
    `insert into e_ticket_events (id, name, venue, starts_at) values ($1, $2, $3, $4) on conflict (id) do nothing`,
    [
      'tsagaan-tal-tasting',
      JSON.stringify({
        mn: 'Цагаан Тал амталгааны үдэш',
        en: 'Tsagaan Tal tasting evening',
        ru: 'Дегустация Цагаан Тал',
        cn: 'Tsagaan Tal 品鉴之夜',
        it: 'Serata di degustazione Tsagaan Tal',
      }),
      'Цагаан Тал архи үйлдвэр, Улаанбаатар',
      startsAt,
    ],
  );
  await tx.query(
    `insert into e_ticket_products (product_id, event_id)
       select distinct product_id, 'tsagaan-tal-tasting' from variants where sku = 'TT-TASTING'
     on conflict do nothing`,
  );
}

/** The demo's digital products (#16 licenses): paying for one issues license keys. Matched by SKU. */
async function seedDigitalProducts(tx: Sql): Promise<void> {
  for (const [sku, kind] of Object.entries(DIGITAL_SKUS)) {
    await tx.query(
      `insert into digital_products (product_id, kind)
         select distinct product_id, $2 from variants where sku = $1
       on conflict do nothing`,
      [sku, kind],
    );
  }
}
