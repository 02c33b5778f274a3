import { type ProductDraft, type PropertyDraft, roundToHundred, type Text } from './draft.ts';
import type { Rng } from './rng.ts';

const DAY = 86_400_000;

/** A product row ready for the set-based insert (jsonb_to_recordset): snake_case, JSON-ready values. */
export interface ProductRow {
  slug: string;
  name: string;
  description: string;
  translations: Record<string, Record<string, string>>;
  taxon: string;
  brand: string | null;
  store: string | null;
  properties: { name: string; value: string; translations: Record<string, Record<string, string>> }[];
  keyword: { id: number; name: string; mn: string };
  suggestion: string[];
  badges: string[];
  series: string | null;
  country_of_origin: string;
  image: string | null;
  available_on: string;
  sale_percent: number;
  sale_start_at: string | null;
  sale_expire_at: string | null;
  created_at: string;
  updated_at: string;
  variants: VariantRow[];
}

export interface VariantRow {
  sku: string;
  is_master: boolean;
  price: number;
  selling_price: number;
  options: string[];
  /** colour variants get their own picture: `<product image>?v=<variant id>` */
  own_image: boolean;
  position: number;
  /** quantities of the stock events: received, then (sold out) the stocktake's negative adjustment */
  stock: number[];
}

export interface PlanOptions {
  slug: string;
  sku: string;
  now: Date;
  rng: Rng;
  comingSoon?: boolean;
  soldOut?: boolean;
  noImage?: boolean;
}

const SALE_PERCENTS = [10, 15, 20, 25, 30] as const;

function translations(text: Text, description?: Text): Record<string, Record<string, string>> {
  return {
    en: { name: text.en, ...(description ? { description: description.en } : {}) },
    ...(text.ru ? { ru: { name: text.ru } } : {}),
  };
}

function propertyRow({ name, value }: PropertyDraft): ProductRow['properties'][number] {
  return {
    name: name.mn,
    value: value.mn,
    translations: {
      en: { name: name.en, value: value.en },
      ...(name.ru && value.ru ? { ru: { name: name.ru, value: value.ru } } : {}),
    },
  };
}

/**
 * Decides what the catalog data leaves open, from the product's own random stream: when it was
 * added, whether it is on sale (a window around `now`, discounted prices rounded to 100 ₮), badges,
 * and how much stock arrived. Same draft + same options → same row, on every machine.
 */
export function planProduct(draft: ProductDraft, options: PlanOptions): ProductRow {
  const { rng, now } = options;
  const createdAt = new Date(now.getTime() - rng.int(1, 540) * DAY - rng.int(0, 86_399) * 1000);
  const availableOn = options.comingSoon ? new Date(now.getTime() + rng.int(7, 45) * DAY) : createdAt;
  const onSale = draft.price > 1 && rng.chance(0.18);
  const percent = onSale ? rng.pick(SALE_PERCENTS) : 0;
  const sell = (price: number) => (onSale ? roundToHundred((price * (100 - percent)) / 100) : price);

  const choices = draft.variants ?? [{ code: '', options: [], price: draft.price }];
  const variants = choices.map((choice, position): VariantRow => {
    const received = rng.int(draft.stock[0], draft.stock[1]);
    // A few single variants run out while the rest of the product stays in stock.
    const variantGone = position > 0 && rng.chance(0.05);
    return {
      sku: choice.code ? `${options.sku}-${choice.code}` : options.sku,
      is_master: position === 0,
      price: choice.price,
      selling_price: sell(choice.price),
      options: choice.options,
      own_image: choice.options.some((option) => option.startsWith('color:')),
      position,
      stock: options.soldOut || variantGone ? [received, -received] : [received],
    };
  });

  const badges = [
    ...(now.getTime() - createdAt.getTime() < 30 * DAY ? ['new'] : []),
    ...(onSale ? ['sale'] : []),
    ...(rng.chance(0.08) ? ['hot'] : []),
    ...(draft.gift ? ['gift'] : []),
    ...(/limited|хязгаарлагдмал/i.test(draft.name.en + draft.name.mn) ? ['limited'] : []),
    ...(draft.kind === 'ream' && rng.chance(0.3) ? ['eco'] : []),
  ];
  return {
    slug: options.slug,
    name: draft.name.mn,
    description: draft.description.mn,
    translations: translations(draft.name, draft.description),
    taxon: draft.taxon,
    brand: draft.brand,
    store: draft.store,
    properties: draft.properties.map(propertyRow),
    keyword: { id: draft.keyword.id, name: draft.keyword.name, mn: draft.keyword.mn },
    suggestion: [...new Set(draft.suggestion)],
    badges,
    series: draft.series ?? null,
    country_of_origin: draft.country.mn,
    image: options.noImage ? null : `/images/products/${options.slug}.svg`,
    available_on: availableOn.toISOString(),
    sale_percent: percent,
    sale_start_at: onSale ? new Date(now.getTime() - rng.int(1, 14) * DAY).toISOString() : null,
    sale_expire_at: onSale ? new Date(now.getTime() + rng.int(3, 30) * DAY).toISOString() : null,
    created_at: createdAt.toISOString(),
    updated_at: createdAt.toISOString(),
    variants,
  };
}
