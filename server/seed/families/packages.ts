import type { Sql } from '../../platform/db/index.ts';
import type { ProductDraft, ProductFamily } from '../draft.ts';
import { property } from '../draft.ts';
import { keywords } from '../keywords.ts';
import type { Rng } from '../rng.ts';
import { item } from './build.ts';

/**
 * Package products (#16): bundles of other demo variants at a package price below the parts bought
 * one by one. A package holds no stock of its own (its draft receives none): what can be sold is
 * computed from its parts (the variant_stock view), and selling one reserves every part.
 */
interface PackageSpec {
  draft: ProductDraft;
  /** [part SKU, how many go into one package] in the order the product page lists them. */
  parts: [string, number][];
}

const printerStarter: PackageSpec = {
  draft: item({
    // No cartridge model in the name or description: a shopper typing "HP 305" or "принт" wants the
    // cartridges or printers themselves; the package lists its parts (linked) on its page, and its
    // fitting printers are a property.
    name: {
      mn: 'Эхлэл багц: бэх ба цаас',
      en: 'Starter Package: Ink and Paper',
      ru: 'Стартовый набор: чернила и бумага',
    },
    description: {
      mn: 'Хар болон өнгөт бэхний хайрцаг, Double A A4 цаасны нэг боодол (500 хуудас). Шинэ принтерт хэрэгтэй бүхэн нэг дор, тусад нь авснаас хямд.',
      en: 'Black and tri-colour ink cartridges with a ream of Double A A4 paper (500 sheets): all a new printer needs, for less than buying each.',
    },
    taxon: 'ink-toner/ink-cartridges/hp',
    brand: 'hp',
    store: 'bekh-khor',
    kind: 'cartridge',
    color: 'black',
    sku: 'PKG-HP305-START',
    price: 86_900,
    properties: [
      property('printers', { mn: 'HP DeskJet 2300, 2700, 4100', en: 'HP DeskJet 2300, 2700, 4100' }),
    ],
    keyword: keywords.inkCartridge,
    suggestion: ['Эхлэл багц', 'Starter Package'],
    country: 'malaysia',
    stock: [0, 0],
  }),
  parts: [
    ['HP-305-BK', 1],
    ['HP-305-TRI', 1],
    ['DOUBLE-A-A4-80-R', 1],
  ],
};

const canonOffice: PackageSpec = {
  draft: item({
    name: {
      mn: 'Оффисын багц: бэх ба хоёр боодол цаас',
      en: 'Office Package: Ink and Two Reams of Paper',
    },
    description: {
      mn: 'Хар болон өнгөт бэхний хайрцаг, PaperOne A4 цаасны хоёр боодол (1000 хуудас).',
      en: 'Black and colour ink cartridges with two reams of PaperOne A4 paper (1000 sheets).',
    },
    taxon: 'ink-toner/ink-cartridges/canon',
    brand: 'canon',
    store: 'bekh-khor',
    kind: 'cartridge',
    color: 'black',
    sku: 'PKG-CANON445-OFFICE',
    price: 99_900,
    properties: [
      property('printers', { mn: 'Canon PIXMA MG2540S, MG3040', en: 'Canon PIXMA MG2540S, MG3040' }),
    ],
    keyword: keywords.inkCartridge,
    suggestion: ['Оффисын багц', 'Office Package'],
    country: 'japan',
    stock: [0, 0],
  }),
  parts: [
    ['CANON-PG-445-BK', 1],
    ['CANON-CL-446-TRI', 1],
    ['PAPERONE-A4-80-R', 2],
  ],
};

const vodkaFeast: PackageSpec = {
  draft: item({
    name: { mn: 'Цагаан Тал найрын багц, 3 × 0.75 л', en: 'Tsagaan Tal Feast Package, 3 × 0.75 L' },
    description: {
      mn: 'Цагаан Тал Сонгодог архи 0.75 л хоёр шил, Хус архи 0.75 л нэг шил: баяр ёслолын ширээнд. Согтууруулах ундааг 21 наснаас дээш хүнд худалдана.',
      en: 'Two bottles of Tsagaan Tal Classic 0.75 L and one of Birch 0.75 L, for a festive table. Sold only to customers aged 21 and over.',
    },
    taxon: 'premium-vodka/tsagaan-tal/gift-sets',
    brand: 'tsagaan-tal',
    store: 'tsagaan-tal',
    kind: 'gift-box',
    color: 'clear',
    sku: 'PKG-TT-FEAST',
    price: 174_900,
    properties: [property('abv', '40%')],
    keyword: keywords.vodka,
    suggestion: ['Цагаан Тал найрын багц', 'Tsagaan Tal Feast Package'],
    series: 'tsagaan-tal',
    country: 'mongolia',
    stock: [0, 0],
    gift: true,
  }),
  parts: [
    ['TT-CLASSIC-075', 2],
    ['TT-BIRCH-075', 1],
  ],
};

const specs: readonly PackageSpec[] = [printerStarter, canonOffice, vodkaFeast];

export const packageProducts: ProductFamily = {
  name: 'packages',
  demo: () => specs.map((spec) => spec.draft),
  sample: (rng: Rng) => rng.pick(specs).draft,
};

/**
 * Writes the demo packages' contents by SKU, once their variants exist (same transaction as the
 * catalog). A part SKU that is not in the catalog fails the seed loudly rather than selling a package
 * with a part missing.
 */
export async function writePackageParts(tx: Sql): Promise<void> {
  for (const spec of specs) {
    const skus = [spec.draft.sku, ...spec.parts.map(([sku]) => sku)];
    const { rows } = await tx.query<{ id: number; sku: string }>(
      'select id, sku from variants where sku = any($1::text[])',
      [skus],
    );
    const idOf = new Map(rows.map((row) => [row.sku, row.id]));
    const missing = skus.filter((sku) => !idOf.has(sku));
    if (missing.length > 0)
      throw new Error(`Package ${spec.draft.sku} names unknown SKUs: ${missing.join(', ')}`);
    for (const [position, [sku, quantity]] of spec.parts.entries()) {
      await tx.query(
        `insert into package_parts (package_variant_id, part_variant_id, quantity, position)
         values ($1, $2, $3, $4) on conflict do nothing`,
        [idOf.get(spec.draft.sku), idOf.get(sku), quantity, position],
      );
    }
  }
}
