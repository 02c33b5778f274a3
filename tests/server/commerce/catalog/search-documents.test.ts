import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rebuildSearchDocuments,
  refreshSearchDocuments,
} from '../../../../server/commerce/catalog/search-documents.ts';
import type { Database } from '../../../../server/platform/db/index.ts';
import type { SearchDocument } from '../../../../server/search/document.ts';
import { hiddenCases } from '../../../../server/seed/visibility.ts';
import { NOW, seededCatalog } from './seeded-catalog.ts';

let db: Database;

beforeAll(async () => {
  ({ db } = await seededCatalog());
});
afterAll(async () => db.close());

interface Row {
  id: number;
  doc: SearchDocument;
  taxon_permalinks: string[];
  search_text: string;
  selling_price: number;
  total_on_hand: number;
  has_image: boolean;
  available_on: Date | null;
}

async function documentOf(slug: string): Promise<Row> {
  const { rows } = await db.query<Row>('select * from search_documents where slug = $1', [slug]);
  if (!rows[0]) throw new Error(`no document for ${slug}`);
  return rows[0];
}

/** The words of one weight class of the search vector. */
async function words(slug: string, weight: 'a' | 'b' | 'c' | 'd'): Promise<string[]> {
  const { rows } = await db.query<{ words: string[] }>(
    `select tsvector_to_array(ts_filter(search_vector, $2::"char"[])) as words
       from search_documents where slug = $1`,
    [slug, `{${weight}}`],
  );
  return rows[0]!.words;
}

const VISIBLE = `selling_price > 1 and total_on_hand > 0 and has_image
  and (available_on is null or available_on <= $1)`;

describe('search documents', () => {
  it('describe a product as the spec §3 search document', async () => {
    const { doc, taxon_permalinks } = await documentOf('hp-305-black-ink-cartridge');
    const { rows } = await db.query<{ id: number; sku: string; price: number }>(
      `select v.id, v.sku, v.price from variants v join products p on p.id = v.product_id
        where p.slug = 'hp-305-black-ink-cartridge' and v.is_master`,
    );
    const master = rows[0]!;
    expect(doc).toMatchObject({
      slug: 'hp-305-black-ink-cartridge',
      name: 'HP 305 хар бэх',
      title: 'HP 305 хар бэх',
      image: '/images/products/hp-305-black-ink-cartridge.svg',
      images: ['/images/products/hp-305-black-ink-cartridge.svg'],
      sku: master.sku,
      vid: master.id,
      price: master.price,
      product_cat: 'HP бэх',
      taxonomy: { id: expect.any(Number), permalink: 'ink-toner/ink-cartridges/hp' },
      l0: 'Бэх, хор',
      l1: 'Бэхний хайрцаг',
      l2: 'HP бэх',
      brand: { code: 'hp', name: 'HP' },
      store: { code: 'bekh-khor', name: 'Бэх Хор Төв', logo: '/images/stores/bekh-khor.svg', vendor_id: 1 },
      translated: {
        en: { name: 'HP 305 Black Ink Cartridge', description: expect.stringContaining('DeskJet') },
      },
      keyword: { id: 1, name: 'ink cartridge', mn: 'бэхний хайрцаг' },
      property: { Өнгө: 'Хар', 'Тохирох принтер': 'DeskJet 2710, 2320, Plus 4120' },
      // the demo seed's reviews of it (server/seed/reviews.ts): 5 + 5 + 4 stars
      average_rating: 4.7,
      total_reviews: 3,
      custom_suggestion: expect.arrayContaining(['HP 305']),
    });
    expect(doc.property_list[0]).toEqual({ name: 'Өнгө', value: 'Хар' });
    expect(doc.variants).toEqual([
      {
        id: master.id,
        image: null,
        price: master.price,
        selling_price: doc.selling_price,
        option_values: [],
      },
    ]);
    expect(doc.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(doc).not.toHaveProperty('l3');
    expect(taxon_permalinks).toEqual([
      'ink-toner',
      'ink-toner/ink-cartridges',
      'ink-toner/ink-cartridges/hp',
    ]);
  });

  it('list variants with their option values and pictures, the master first', async () => {
    const { doc } = await documentOf('epson-103-ink-bottle-65-ml');
    expect(doc.variants.map((variant) => variant.option_values.map((value) => value.name))).toEqual([
      ['black'],
      ['cyan'],
      ['magenta'],
      ['yellow'],
    ]);
    expect(doc.variants[0]!.id).toBe(doc.vid);
    expect(doc.variants[1]!.option_values[0]).toEqual({
      type: 'color',
      name: 'cyan',
      presentation: 'Цэнхэр',
    });
    for (const variant of doc.variants) expect(variant.image).toBe(`${doc.image}?v=${variant.id}`);
    expect(doc.images).toEqual([doc.image, ...doc.variants.map((variant) => variant.image)]);
  });

  // Cyrillic is folded (search_fold: э→е, ө→о, ү→у, й→и…) so a transliterated Latin query meets it.
  it('weight the search vector: A names, B brand, C keyword, SKUs and categories, D the rest', async () => {
    const slug = 'hp-305-black-ink-cartridge';
    expect(await words(slug, 'a')).toEqual(
      expect.arrayContaining(['hp', '305', 'хар', 'бех', 'black', 'cartridge']),
    );
    expect(await words(slug, 'b')).toEqual(['hp']);
    expect(await words(slug, 'c')).toEqual(expect.arrayContaining(['хаирцаг', 'ink', 'bk', 'хор', 'toner']));
    expect(await words(slug, 'd')).toEqual(
      expect.arrayContaining(['оригинал', 'deskjet', 'original', 'malaysia']),
    );
    const { search_text } = await documentOf(slug);
    expect(search_text).toBe('hp 305 хар бех hp 305 black ink cartridge hp');
  });

  it('split model numbers and sizes into the words a shopper types (PG-445 → pg, 445)', async () => {
    const find = async (query: string) => {
      const { rows } = await db.query<{ slug: string }>(
        `select slug from search_documents where search_vector @@ to_tsquery('simple', $1)`,
        [query],
      );
      return rows.map((row) => row.slug);
    };
    expect(await find('pg:* & 445:*')).toContain('canon-pg-445-black-ink-cartridge');
    expect(await find('g2:* & 0:* & 5:*')).toContain('pilot-g2-gel-pen-0-5-mm');
    expect(await find('w2211a:*')).toContain('hp-207a-cyan-toner-cartridge-w2211a');
  });

  it('let a filter on any taxon level be one array test', async () => {
    for (const permalink of ['paper', 'paper/photo-paper', 'paper/photo-paper/glossy']) {
      const { rows } = await db.query<{ permalink: string }>(
        `select doc->'taxonomy'->>'permalink' as permalink from search_documents
          where taxon_permalinks @> array[$1]`,
        [permalink],
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(`${row.permalink}/`.startsWith(`${permalink}/`)).toBe(true);
    }
  });

  it('carry what the seed set, so the spec §5 rule has products to hide', async () => {
    const now = new Date(NOW);
    for (const slug of hiddenCases.comingSoon)
      expect((await documentOf(slug)).available_on!.getTime()).toBeGreaterThan(now.getTime());
    for (const slug of hiddenCases.soldOut) expect((await documentOf(slug)).total_on_hand).toBe(0);
    for (const slug of hiddenCases.noImage) expect((await documentOf(slug)).has_image).toBe(false);
    for (const slug of hiddenCases.placeholderPrice)
      expect((await documentOf(slug)).selling_price).toBeLessThanOrEqual(1);

    const { rows } = await db.query<{ slug: string }>(
      `select slug from search_documents where not (${VISIBLE})`,
      [NOW],
    );
    expect(new Set(rows.map((row) => row.slug))).toEqual(new Set(Object.values(hiddenCases).flat()));
  });

  it('follow catalog edits on refresh, and rebuild to the same documents', async () => {
    const before = await db.query('select * from search_documents order by id');
    const { rows } = await db.query<{ id: number }>(
      `update products set name = 'HP 305 хар бэх (шинэ савлагаа)'
        where slug = 'hp-305-black-ink-cartridge' returning id`,
    );
    expect(await refreshSearchDocuments(db, [rows[0]!.id])).toBe(1);
    expect((await documentOf('hp-305-black-ink-cartridge')).doc.title).toBe('HP 305 хар бэх (шинэ савлагаа)');
    await db.query(`update products set name = 'HP 305 хар бэх' where id = $1`, [rows[0]!.id]);

    expect(await refreshSearchDocuments(db, [])).toBe(0);
    const total = (await db.query<{ n: number }>('select count(*)::int as n from products')).rows[0]!.n;
    expect(await rebuildSearchDocuments(db)).toBe(total);
    expect((await db.query('select * from search_documents order by id')).rows).toEqual(before.rows);
  });

  it('rebuild writes only documents that differ, so no dead row versions are left behind', async () => {
    // a row's ctid is where its current version lives: rewriting it, even unchanged, moves it
    const places = async () =>
      new Map(
        (
          await db.query<{ id: number; ctid: string }>('select id, ctid::text from search_documents')
        ).rows.map((row) => [row.id, row.ctid]),
      );
    const total = (await db.query<{ n: number }>('select count(*)::int as n from products')).rows[0]!.n;
    await rebuildSearchDocuments(db);
    const settled = await places();
    expect(await rebuildSearchDocuments(db)).toBe(total);
    expect(await places()).toEqual(settled);

    // behind the projection's back: one product renamed, one document gone stale, and a document
    // whose product no longer exists (a copy of another under an id no product has)
    const { rows } = await db.query<{ id: number }>('select id from search_documents order by id limit 2');
    const [renamed, stale] = rows.map((row) => row.id) as [number, number];
    const orphan = 2_000_000_000;
    await db.query(`update products set name = name || ' (шинэ)' where id = $1`, [renamed]);
    await db.query('update search_documents set selling_price = selling_price + 1 where id = $1', [stale]);
    const restale = (await places()).get(stale);
    await db.query(
      `insert into search_documents select (jsonb_populate_record(d, jsonb_build_object('id', $2::int, 'slug', 'orphan'))).*
         from search_documents d where d.id = $1`,
      [stale, orphan],
    );
    await rebuildSearchDocuments(db);
    const after = await places();
    const moved = [...after].filter(([id, ctid]) => ctid !== (id === stale ? restale : settled.get(id)));
    expect(moved.map(([id]) => id).sort((a, b) => a - b)).toEqual([renamed, stale].sort((a, b) => a - b));
    expect(after.has(orphan)).toBe(false);
    const { rows: renamedDoc } = await db.query<{ name: string; fresh: boolean }>(
      `select d.name, d.selling_price = m.selling_price as fresh from search_documents d
         join variants m on m.product_id = d.id and m.is_master where d.id = any($1::int[]) order by d.id`,
      [[renamed, stale]],
    );
    expect(renamedDoc.every((row) => row.fresh)).toBe(true);
    expect(renamedDoc.some((row) => row.name.endsWith(' (шинэ)'))).toBe(true);
  });
});
