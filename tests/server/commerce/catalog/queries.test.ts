import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getProductBySlug,
  getSiteData,
  listTaxons,
  taxonTree,
} from '../../../../server/commerce/catalog/queries.ts';
import type { MenuDto, TaxonDto } from '../../../../server/commerce/catalog/types.ts';
import type { Database } from '../../../../server/platform/db/index.ts';
import { seededCatalog } from './seeded-catalog.ts';

let db: Database;

beforeAll(async () => {
  ({ db } = await seededCatalog());
});
afterAll(async () => db.close());

const flatten = (nodes: TaxonDto[]): TaxonDto[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe('taxons', () => {
  it('list flat, parents first, with the English name as translation_en', async () => {
    const all = await listTaxons(db);
    expect(all.length).toBeGreaterThan(40);
    for (const taxon of all) expect(taxon.children).toEqual([]);
    expect(all.find((taxon) => taxon.permalink === 'ink-toner')).toMatchObject({
      depth: 0,
      parent_id: null,
      name: 'Бэх, хор',
      translation_en: 'Ink & Toner',
      icon: 'droplet',
    });
    const seen = new Set<number>();
    for (const taxon of all) {
      if (taxon.parent_id !== null) expect(seen.has(taxon.parent_id)).toBe(true);
      seen.add(taxon.id);
    }
  });

  it('nest as a tree of roots, every taxon exactly once, siblings by position', async () => {
    const tree = await taxonTree(db);
    expect(tree.map((root) => root.permalink)).toEqual([
      'ink-toner',
      'paper',
      'office-supplies',
      'printers',
      'premium-vodka',
    ]);
    const nodes = flatten(tree);
    expect(nodes.map((node) => node.id).sort()).toEqual((await listTaxons(db)).map((t) => t.id).sort());
    for (const node of nodes) {
      for (const child of node.children) {
        expect(child.parent_id).toBe(node.id);
        expect(child.depth).toBe(node.depth + 1);
      }
      const positions = node.children.map((child) => child.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    expect(Math.max(...nodes.map((node) => node.depth))).toBe(2);
  });
});

describe('site data', () => {
  it('answers the spec §3 site data, store locations only when asked', async () => {
    const plain = await getSiteData(db, { loadZones: false, loadStoreLocations: false });
    expect(plain).toMatchObject({
      notifications: [],
      presets: [],
      zones: [],
      store_locations: [],
      configs: { default_locale: 'mn', currency: 'MNT', products_per_page: 40, taxon_start_level: 1 },
      translation: { mn: { delivery_note: '24 цагийн дотор хүргэнэ' } },
    });
    expect(plain.taxons).toEqual(await taxonTree(db));
    expect(plain.badges.map((badge) => badge.code)).toEqual(['new', 'sale', 'hot', 'gift', 'limited', 'eco']);
    expect(plain.configs.features).toEqual(
      expect.arrayContaining(['store_credit', 'wallet', 'vouchers', 'lease']),
    );

    const withBranches = await getSiteData(db, { loadZones: true, loadStoreLocations: true });
    expect(withBranches.zones).toEqual([]);
    expect(withBranches.store_locations.length).toBeGreaterThanOrEqual(3);
    expect(withBranches.store_locations[0]).toMatchObject({
      code: 'central',
      name: 'Төв салбар',
      translations: { en: { name: 'Central Branch' } },
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      pickup: true,
    });
  });

  it('nests the top menu: categories with their sub-categories, then all products', async () => {
    const { menus } = await getSiteData(db, { loadZones: false, loadStoreLocations: false });
    const links = (items: MenuDto[]) => items.map((item) => item.link);
    expect(links(menus)).toEqual([
      '/t/ink-toner',
      '/t/paper',
      '/t/office-supplies',
      '/t/printers',
      '/t/premium-vodka',
      '/products',
      // only what is on sale, biggest discount first (#19.7: it opened the whole catalogue)
      '/products?sale=1&sort=sale_desc',
    ]);
    expect(links(menus[0]!.children)).toEqual([
      '/t/ink-toner/ink-cartridges',
      '/t/ink-toner/toner',
      '/t/ink-toner/ink-bottles',
    ]);
    expect(menus[0]).toMatchObject({ title: 'Бэх, хор', translations: { en: { title: 'Ink & Toner' } } });
    expect(menus[5]).toMatchObject({ title: 'Бүх бараа', children: [] });
    expect(menus[0]).not.toHaveProperty('parent_id');
  });
});

describe('getProductBySlug', () => {
  it('returns the product with its taxon path root → leaf, brand, store, badges and variants', async () => {
    const product = await getProductBySlug(db, 'tsagaan-tal-gold-vodka');
    expect(product).not.toBeNull();
    expect(product!.taxon_path.map((taxon) => taxon.permalink)).toEqual([
      'premium-vodka',
      'premium-vodka/tsagaan-tal',
      'premium-vodka/tsagaan-tal/reserve',
    ]);
    expect(product!.taxon).toEqual(product!.taxon_path[2]);
    expect(product).toMatchObject({
      name: 'Цагаан Тал Алтан архи',
      translations: { en: { name: 'Tsagaan Tal Gold Vodka' } },
      brand: { code: 'tsagaan-tal', name: 'Цагаан Тал', logo: '/images/brands/tsagaan-tal.svg' },
      store: { code: 'tsagaan-tal', vendor_id: 4 },
      country_of_origin: 'Монгол',
      series: 'tsagaan-tal',
      image: '/images/products/tsagaan-tal-gold-vodka.svg',
    });
    expect(product!.variants.map((variant) => variant.option_values.map((value) => value.name))).toEqual([
      ['0.5l'],
      ['0.75l'],
      ['1l'],
      ['gift-box'],
    ]);
    const master = product!.variants[0]!;
    expect(master).toMatchObject({ is_master: true, sku: product!.sku, price: product!.price });
    expect(master.option_values[0]).toMatchObject({
      type: 'volume',
      presentation: '0.5 л',
      translations: { en: { presentation: '0.5 L' } },
    });
    expect(product!.total_on_hand).toBe(
      product!.variants.reduce((sum, variant) => sum + variant.total_on_hand, 0),
    );
    expect(product!.total_on_hand).toBeGreaterThan(0);
    expect(product!.badges.map((badge) => badge.code)).toContain('gift');
    expect(product!.properties).toContainEqual({
      name: 'Спиртийн агуулга',
      value: '40%',
      translations: {
        en: { name: 'Alcohol by volume', value: '40%' },
        ru: { name: 'Крепость', value: '40%' },
      },
    });
    expect(product!.created_at).toMatch(/Z$/);
  });

  it('matches the badges, stock and pictures kept elsewhere', async () => {
    const product = (await getProductBySlug(db, 'epson-103-ink-bottle-65-ml'))!;
    const { rows } = await db.query<{ badge_ids: number[]; on_hand: number }>(
      `select p.badge_ids,
              (select sum(s.on_hand)::int from variants v join stock_levels s on s.variant_id = v.id
                             where v.product_id = p.id) as on_hand
         from products p where p.slug = $1`,
      [product.slug],
    );
    expect(product.badges.map((badge) => badge.id)).toEqual(rows[0]!.badge_ids);
    expect(product.total_on_hand).toBe(rows[0]!.on_hand);
    expect(product.images).toEqual([product.image, ...product.variants.map((variant) => variant.image)]);
    const soldOut = (await getProductBySlug(db, 'tsagaan-tal-platinum-vodka'))!;
    expect(soldOut.total_on_hand).toBe(0);
  });

  it('answers null for a slug no product has', async () => {
    expect(await getProductBySlug(db, 'no-such-product')).toBeNull();
  });
});
