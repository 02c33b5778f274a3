import { type ColorKey, colors } from '../../commerce/catalog/colors.ts';
import {
  type CountryKey,
  countries,
  type Keyword,
  type ProductDraft,
  type PropertyDraft,
  property,
  roundToHundred,
  type Text,
  type VariantDraft,
} from '../draft.ts';
import type { Rng } from '../rng.ts';

/** A hand-written item: a draft whose country is a key, whose properties and suggestion are optional. */
export type ItemSpec = Omit<ProductDraft, 'country' | 'properties' | 'suggestion'> & {
  country: CountryKey;
  properties?: PropertyDraft[];
  suggestion?: string[];
};

/**
 * A draft from a hand-written item: the country of origin becomes a property too, and the suggestion
 * defaults to the name up to its first comma ("Pilot G2 гель үзэг, 0.5 мм" → "Pilot G2 гель үзэг").
 */
export function item(spec: ItemSpec): ProductDraft {
  const country = countries[spec.country];
  return {
    ...spec,
    price: spec.variants?.[0]?.price ?? spec.price,
    properties: [...(spec.properties ?? []), property('country', country)],
    suggestion: spec.suggestion ?? [spec.name.mn.split(',')[0]!, spec.name.en.split(',')[0]!],
    country,
  };
}

/** One variant per colour, all at one price; the first colour is the master. */
export function colorVariants(keys: readonly ColorKey[], price: number): VariantDraft[] {
  return keys.map((key) => ({ code: key.slice(0, 3).toUpperCase(), options: [`color:${key}`], price }));
}

/** `[option key, sku code, price]` → variants, in that order (the first is the master). */
export function optionVariants(entries: readonly [string, string, number][]): VariantDraft[] {
  return entries.map(([option, code, price]) => ({ code, options: [option], price }));
}

export const colorProperty = (key: ColorKey) => property('color', colors[key]);

/**
 * Editions for the benchmark generator: a demo product in a new edition is still a plausible
 * product of this shop, and its words stay in the same search vocabulary.
 */
export type Edition = [Text, string];

const officeEditions: Edition[] = [
  [{ mn: 'оффисын багц', en: 'Office Pack' }, 'OFF'],
  [{ mn: 'хэмнэлттэй савлагаа', en: 'Value Pack' }, 'VAL'],
  [{ mn: 'шинэ загвар', en: 'New Design' }, 'NEW'],
  [{ mn: 'эко цуврал', en: 'Eco Series' }, 'ECO'],
  [{ mn: 'сургуулийн цуврал', en: 'School Series' }, 'SCH'],
  [{ mn: 'мэргэжлийн цуврал', en: 'Pro Series' }, 'PRO'],
  [{ mn: 'хязгаарлагдмал хувилбар', en: 'Limited Edition' }, 'LTD'],
  [{ mn: '2027 оны цуврал', en: '2027 Series' }, '27S'],
];

export function newEdition(draft: ProductDraft, rng: Rng, editions = officeEditions): ProductDraft {
  const [edition, code] = rng.pick(editions);
  const factor = rng.int(85, 125) / 100;
  const scale = (price: number) => (price <= 1 ? price : Math.max(500, roundToHundred(price * factor)));
  return {
    ...draft,
    name: {
      mn: `${draft.name.mn}, ${edition.mn}`,
      en: `${draft.name.en}, ${edition.en}`,
      ...(draft.name.ru ? { ru: draft.name.ru } : {}),
    },
    sku: `${draft.sku}-${code}`,
    price: scale(draft.price),
    ...(draft.variants ? { variants: draft.variants.map((v) => ({ ...v, price: scale(v.price) })) } : {}),
  };
}

/** A family's `sample`: a random demo product in a random edition. */
export function sampleEditions(
  demo: () => ProductDraft[],
  editions = officeEditions,
): (rng: Rng) => ProductDraft {
  let cached: ProductDraft[] | undefined;
  return (rng) => {
    cached ??= demo();
    return newEdition(rng.pick(cached), rng, editions);
  };
}

/** What a group of simple items shares: where they live and how they are described. */
export interface ItemGroup {
  taxon: string;
  kind: ItemSpec['kind'];
  keyword: Keyword;
  store: string;
  stock: [number, number];
  description: Text;
}

/** sku, brand, Mongolian name after the brand, English name after the brand, price, country, colour, extra */
export type ItemRow = [string, string, string, string, number, CountryKey, ColorKey, Partial<ItemSpec>?];

/** Rows of a table → drafts named "<brand> <name>", so a shelf of staplers reads as a table. */
export function itemRows(group: ItemGroup, rows: readonly ItemRow[], brandName: (code: string) => string) {
  return rows.map(([sku, brand, mn, en, price, country, color, extra]) =>
    item({
      ...group,
      name: { mn: `${brandName(brand)} ${mn}`, en: `${brandName(brand)} ${en}` },
      brand,
      sku,
      price,
      country,
      color,
      ...extra,
    }),
  );
}
