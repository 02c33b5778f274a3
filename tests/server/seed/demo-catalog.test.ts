import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteConfigs } from '../../../server/commerce/catalog/site-data.ts';
import { commerceEventStore } from '../../../server/commerce/event-store.ts';
import { fixedClock } from '../../../server/platform/clock.ts';
import type { Database } from '../../../server/platform/db/index.ts';
import type { EventStore } from '../../../server/platform/events/index.ts';
import { DEMO_CATALOG_KEY, demoProducts, seedDemoCatalog } from '../../../server/seed/index.ts';
import { hiddenCases } from '../../../server/seed/visibility.ts';
import { createTestDatabase } from '../../support/database.ts';

const NOW = '2026-06-15T09:00:00.000Z';
const CYRILLIC = /[\u0400-\u04FF]/;

let db: Database;
let store: EventStore;
let first: { seeded: boolean; products: number };

beforeAll(async () => {
  db = await createTestDatabase();
  store = commerceEventStore(db);
  first = await seedDemoCatalog(db, { clock: fixedClock(NOW), store });
});
afterAll(async () => db.close());

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params);
  return rows[0]!.n;
}

describe('the demo catalog', () => {
  it('holds at least 300 products with Mongolian names and English translations', async () => {
    expect(first).toEqual({ seeded: true, products: expect.any(Number) });
    expect(first.products).toBeGreaterThanOrEqual(300);
    const { rows } = await db.query<{ name: string; en: string | null; description: string }>(
      `select name, translations->'en'->>'name' as en, translations->'en'->>'description' as description
         from products`,
    );
    expect(rows).toHaveLength(first.products);
    for (const row of rows) {
      expect(row.name).toMatch(CYRILLIC);
      expect(row.en).toBeTruthy();
      expect(row.description).toBeTruthy();
    }
    expect(rows.map((row) => row.name)).toContain('HP 305 хар бэх');
    expect(rows.map((row) => row.name)).toContain('Хар өнгийн гель үзэг, 0.5 мм');
  });

  it('arranges taxons at least three levels deep, permalinks being full paths', async () => {
    const { rows } = await db.query<{ depth: number; permalink: string; parent: string | null; en: string }>(
      `select t.depth, t.permalink, p.permalink as parent, t.translations->'en'->>'name' as en
         from taxons t left join taxons p on p.id = t.parent_id`,
    );
    const depths = new Set(rows.map((row) => row.depth));
    expect([...depths].sort()).toEqual([0, 1, 2]);
    for (const row of rows) {
      expect(row.en).toBeTruthy();
      expect(row.permalink.split('/')).toHaveLength(row.depth + 1);
      if (row.parent) expect(row.permalink.startsWith(`${row.parent}/`)).toBe(true);
    }
    expect(rows.map((row) => row.permalink)).toContain('ink-toner/ink-cartridges/hp');
    // products hang on leaves only
    expect(
      await count('select 1 from products p join taxons t on t.id = p.taxon_id where t.depth <> 2'),
    ).toBe(0);
  });

  it('sells the premium vodka line in several bottle sizes under its own taxon', async () => {
    const { rows } = await db.query<{ slug: string; volumes: string[] }>(
      `select p.slug, array_agg(ov.name order by ov.position) as volumes
         from products p
         join taxons t on t.id = p.taxon_id and t.permalink like 'premium-vodka/%'
         join variants v on v.product_id = p.id
         join option_values ov on ov.id = any(v.option_value_ids)
         join option_types ot on ot.id = ov.option_type_id and ot.name = 'volume'
        group by p.slug`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.flatMap((row) => row.volumes))).toEqual(new Set(['0.5l', '0.75l', '1l', 'gift-box']));
    expect(rows.find((row) => row.slug === 'tsagaan-tal-classic-vodka')?.volumes).toEqual([
      '0.5l',
      '0.75l',
      '1l',
    ]);
    const prices = await db.query<{ price: number }>(
      `select v.price from variants v
         join products p on p.id = v.product_id join taxons t on t.id = p.taxon_id
        where t.permalink in ('premium-vodka/tsagaan-tal/signature', 'premium-vodka/tsagaan-tal/reserve')`,
    );
    for (const { price } of prices.rows) expect(price).toBeGreaterThanOrEqual(45_000);
    for (const { price } of prices.rows) expect(price).toBeLessThanOrEqual(350_000);
  });

  it('prices in whole tugrik within realistic ranges, sales discounted inside their window', async () => {
    const range = async (permalink: string) => {
      const { rows } = await db.query<{ min: number; max: number }>(
        `select min(v.price)::int as min, max(v.price)::int as max
           from variants v join products p on p.id = v.product_id join taxons t on t.id = p.taxon_id
          where v.is_master and t.permalink like $1`,
        [`${permalink}%`],
      );
      return rows[0]!;
    };
    const ink = await range('ink-toner/ink-');
    expect(ink.min).toBeGreaterThanOrEqual(25_000);
    expect(ink.max).toBeLessThanOrEqual(180_000);
    const reams = await range('paper/office-paper/a');
    expect(reams.min).toBeGreaterThanOrEqual(15_000);
    expect(reams.max).toBeLessThanOrEqual(60_000);

    const { rows } = await db.query<{
      price: number;
      selling_price: number;
      sale_percent: number;
      sale_start_at: Date | null;
      sale_expire_at: Date | null;
    }>(
      `select v.price, v.selling_price, p.sale_percent, p.sale_start_at, p.sale_expire_at
         from variants v join products p on p.id = v.product_id`,
    );
    const onSale = rows.filter((row) => row.sale_percent > 0);
    expect(onSale.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(Number.isInteger(row.price) && Number.isInteger(row.selling_price)).toBe(true);
      if (row.sale_percent === 0) {
        expect(row.selling_price).toBe(row.price);
        continue;
      }
      expect(row.selling_price).toBe(Math.round((row.price * (100 - row.sale_percent)) / 100 / 100) * 100);
      expect(row.sale_start_at!.getTime()).toBeLessThanOrEqual(Date.parse(NOW));
      expect(row.sale_expire_at!.getTime()).toBeGreaterThan(Date.parse(NOW));
    }
  });

  it('gives every product with a picture its own image path', async () => {
    const { rows } = await db.query<{ slug: string; image: string | null }>(
      'select slug, image from products',
    );
    const images = rows.filter((row) => row.image !== null);
    expect(rows.length - images.length).toBe(hiddenCases.noImage.length);
    for (const row of images) expect(row.image).toBe(`/images/products/${row.slug}.svg`);
    expect(new Set(images.map((row) => row.image)).size).toBe(images.length);
  });

  it('keeps stock as events: one StockReceived per variant, folded into stock_levels', async () => {
    expect(await count(`select 1 from events where type = 'StockReceived'`)).toBe(
      await count('select 1 from variants'),
    );
    expect(
      await count(
        `select 1 from variants v
          where not exists (select 1 from events e
                             where e.stream_id = 'stock-' || v.id and e.type = 'StockReceived')`,
      ),
    ).toBe(0);
    const mismatched = await count(
      `select 1 from stock_levels s
         full join (select (data->>'variantId')::int as variant_id, sum((data->>'quantity')::int) as total
                      from events where stream_id like 'stock-%' group by 1) e on e.variant_id = s.variant_id
        where s.on_hand is distinct from e.total`,
    );
    expect(mismatched).toBe(0);
  });

  it('writes the site texts, configs and pick-up branches', async () => {
    const { rows } = await db.query<{ key: string; value: Record<string, unknown> }>(
      `select key, value from app_meta where key in ('site_translation', 'site_configs')`,
    );
    const meta = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    expect(meta.site_configs).toEqual(defaultSiteConfigs);
    expect(meta.site_translation).toMatchObject({
      mn: { delivery_note: '24 цагийн дотор хүргэнэ' },
      en: { delivery_note: expect.any(String) },
    });
    const branches = await db.query<{ latitude: number; longitude: number; address: string }>(
      'select latitude, longitude, address from store_locations',
    );
    expect(branches.rows.length).toBeGreaterThanOrEqual(3);
    for (const branch of branches.rows) {
      // Ulaanbaatar
      expect(branch.latitude).toBeCloseTo(47.9, 0);
      expect(branch.longitude).toBeCloseTo(106.9, 0);
      expect(branch.address).toMatch(/дүүрэг/);
    }
  });

  it('is deterministic: the same clock plans the same catalog, in the order it was written', async () => {
    const planned = demoProducts(new Date(NOW));
    expect(demoProducts(new Date(NOW))).toEqual(planned);
    const { rows } = await db.query<{ slug: string; created_at: Date }>(
      'select slug, created_at from products order by id',
    );
    expect(rows.map((row) => row.slug)).toEqual(planned.map((product) => product.slug));
    expect(rows.map((row) => row.created_at.toISOString())).toEqual(
      planned.map((product) => product.created_at),
    );
  });
});

describe('seeding again', () => {
  const tables = [
    'products',
    'variants',
    'taxons',
    'brands',
    'menus',
    'events',
    'stock_levels',
    'search_documents',
  ];
  const counts = async () => Promise.all(tables.map((table) => count(`select 1 from ${table}`)));

  it('finds the marker and changes nothing', async () => {
    const before = await counts();
    const marker = await db.query('select value from app_meta where key = $1', [DEMO_CATALOG_KEY]);
    const again = await seedDemoCatalog(db, { clock: fixedClock('2027-01-01T00:00:00Z'), store });
    expect(again).toEqual({ seeded: false, products: first.products });
    expect(await counts()).toEqual(before);
    expect((await db.query('select value from app_meta where key = $1', [DEMO_CATALOG_KEY])).rows).toEqual(
      marker.rows,
    );
  });

  it('seeds once when two processes start at the same time', async () => {
    const fresh = await createTestDatabase();
    try {
      const freshStore = commerceEventStore(fresh);
      const results = await Promise.all(
        [0, 1].map(() => seedDemoCatalog(fresh, { clock: fixedClock(NOW), store: freshStore })),
      );
      expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
      const { rows } = await fresh.query<{ n: number }>('select count(*)::int as n from products');
      expect(rows[0]!.n).toBe(first.products);
    } finally {
      await fresh.close();
    }
  });
});
