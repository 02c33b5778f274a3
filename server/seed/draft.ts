import type { ColorKey } from '../commerce/catalog/colors.ts';
import type { ProductImageKind } from '../commerce/catalog/product-art.ts';
import type { Rng } from './rng.ts';

/**
 * A product as the catalog families describe it, before the seed decides ids, stock, sale windows
 * and badges. Mongolian first (the default locale), English always, Russian where it reads naturally.
 */
export interface Text {
  mn: string;
  en: string;
  ru?: string;
}

export interface PropertyDraft {
  name: Text;
  value: Text;
}

/** What the generated product image draws (server/commerce/catalog/product-art.ts). */
export type ImageKind = ProductImageKind;

export interface VariantDraft {
  /** SKU suffix: `<product sku>-<code>` */
  code: string;
  /** option value keys, `type:name` — 'color:black', 'volume:0.75l' */
  options: string[];
  price: number;
}

export interface Keyword {
  id: number;
  name: string;
  mn: string;
}

export interface ProductDraft {
  name: Text;
  description: Text;
  /** leaf taxon permalink */
  taxon: string;
  brand: string | null;
  store: string;
  kind: ImageKind;
  color?: ColorKey;
  sku: string;
  /** master price in tugrik; with variants, the first variant's */
  price: number;
  /** Option variants; the first is the master, i.e. the default choice the listing shows. */
  variants?: VariantDraft[];
  properties: PropertyDraft[];
  keyword: Keyword;
  suggestion: string[];
  series?: string;
  country: Text;
  /** units received per variant: [min, max] */
  stock: [number, number];
  /** gift boxes and sets carry the gift badge */
  gift?: boolean;
}

/** A kind of product: the curated demo list, and random plausible ones for the benchmark generator. */
export interface ProductFamily {
  name: string;
  demo(): ProductDraft[];
  sample(rng: Rng): ProductDraft;
}

export const countries = {
  japan: { mn: 'Япон', en: 'Japan', ru: 'Япония' },
  china: { mn: 'Хятад', en: 'China', ru: 'Китай' },
  malaysia: { mn: 'Малайз', en: 'Malaysia', ru: 'Малайзия' },
  thailand: { mn: 'Тайланд', en: 'Thailand', ru: 'Таиланд' },
  indonesia: { mn: 'Индонез', en: 'Indonesia', ru: 'Индонезия' },
  vietnam: { mn: 'Вьетнам', en: 'Vietnam', ru: 'Вьетнам' },
  philippines: { mn: 'Филиппин', en: 'Philippines', ru: 'Филиппины' },
  germany: { mn: 'Герман', en: 'Germany', ru: 'Германия' },
  france: { mn: 'Франц', en: 'France', ru: 'Франция' },
  mongolia: { mn: 'Монгол', en: 'Mongolia', ru: 'Монголия' },
  russia: { mn: 'Орос', en: 'Russia', ru: 'Россия' },
  portugal: { mn: 'Португал', en: 'Portugal', ru: 'Португалия' },
  austria: { mn: 'Австри', en: 'Austria', ru: 'Австрия' },
  korea: { mn: 'Өмнөд Солонгос', en: 'South Korea', ru: 'Южная Корея' },
  india: { mn: 'Энэтхэг', en: 'India', ru: 'Индия' },
  czechia: { mn: 'Чех', en: 'Czechia', ru: 'Чехия' },
  italy: { mn: 'Итали', en: 'Italy', ru: 'Италия' },
  uk: { mn: 'Их Британи', en: 'United Kingdom', ru: 'Великобритания' },
  usa: { mn: 'АНУ', en: 'United States', ru: 'США' },
} as const satisfies Record<string, Text>;

export type CountryKey = keyof typeof countries;

/** Property names, shared so the same specification reads the same on every product. */
const propertyNames = {
  country: { mn: 'Үйлдвэрлэсэн улс', en: 'Country of origin', ru: 'Страна производства' },
  color: { mn: 'Өнгө', en: 'Colour', ru: 'Цвет' },
  yield: { mn: 'Хэвлэх хуудас', en: 'Page yield', ru: 'Ресурс' },
  printers: { mn: 'Тохирох принтер', en: 'Compatible printers', ru: 'Совместимые принтеры' },
  original: { mn: 'Төрөл', en: 'Type', ru: 'Тип' },
  weight: { mn: 'Цаасны жин', en: 'Paper weight', ru: 'Плотность' },
  size: { mn: 'Хэмжээ', en: 'Size', ru: 'Размер' },
  sheets: { mn: 'Хуудасны тоо', en: 'Sheets', ru: 'Листов' },
  finish: { mn: 'Гадаргуу', en: 'Finish', ru: 'Поверхность' },
  volume: { mn: 'Багтаамж', en: 'Volume', ru: 'Объём' },
  abv: { mn: 'Спиртийн агуулга', en: 'Alcohol by volume', ru: 'Крепость' },
  tip: { mn: 'Үзүүрийн зузаан', en: 'Tip size', ru: 'Толщина линии' },
  technology: { mn: 'Хэвлэх технологи', en: 'Print technology', ru: 'Технология печати' },
  speed: { mn: 'Хэвлэх хурд', en: 'Print speed', ru: 'Скорость печати' },
  functions: { mn: 'Үйлдэл', en: 'Functions', ru: 'Функции' },
  connectivity: { mn: 'Холболт', en: 'Connectivity', ru: 'Подключение' },
  warranty: { mn: 'Баталгаат хугацаа', en: 'Warranty', ru: 'Гарантия' },
  capacity: { mn: 'Үдэх хуудас', en: 'Stapling capacity', ru: 'Сшивает листов' },
  digits: { mn: 'Оронгийн тоо', en: 'Digits', ru: 'Разрядность' },
  power: { mn: 'Тэжээл', en: 'Power', ru: 'Питание' },
  material: { mn: 'Материал', en: 'Material', ru: 'Материал' },
  filter: { mn: 'Шүүлт', en: 'Filtration', ru: 'Фильтрация' },
  grain: { mn: 'Түүхий эд', en: 'Made from', ru: 'Сырьё' },
} as const satisfies Record<string, Text>;

export function property(name: keyof typeof propertyNames, value: Text | string): PropertyDraft {
  // a plain string (a model list, "40%") reads the same in every language
  return {
    name: propertyNames[name],
    value: typeof value === 'string' ? { mn: value, en: value, ru: value } : value,
  };
}

/** Lower-case ASCII words joined by dashes: the product URL (`/products/<slug>`). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A shelf price: whole thousands minus 100 (32 900 ₮), inside [min, max]. */
export function shelfPrice(rng: Rng, min: number, max: number): number {
  const thousands = rng.int(Math.ceil((min + 100) / 1000), Math.floor((max + 100) / 1000));
  return thousands * 1000 - 100;
}

/** Replaces every run of digits with random digits of the same length: `PG-445` → `PG-782`. */
export function reshuffleDigits(model: string, rng: Rng): string {
  return model.replace(/\d+/g, (run) =>
    Array.from(run, (_, index) => String(index === 0 ? rng.int(1, 9) : rng.int(0, 9))).join(''),
  );
}

/** Money rounded to whole hundreds of tugrik, as shelf labels are. */
export function roundToHundred(amount: number): number {
  return Math.round(amount / 100) * 100;
}
