import type { PackageContentDto } from './package-contents.ts';
/**
 * Wire shapes of the commerce REST service's catalog routes (snake_case, Spree API v2 style).
 * Names are Mongolian (the default locale); `translations` carries the others:
 * `{ "en": { "name": "…", "description": "…" }, "ru": { … } }`.
 */
export type Translations = Record<string, Record<string, string>>;

export interface TaxonDto {
  id: number;
  parent_id: number | null;
  permalink: string;
  name: string;
  /** Spec §3 Taxon.translation_en. */
  translation_en: string | null;
  translations: Translations;
  depth: number;
  position: number;
  icon: string | null;
  children: TaxonDto[];
}

export interface BrandDto {
  id: number;
  code: string;
  name: string;
  translations: Translations;
  logo: string | null;
}

export interface StoreDto {
  id: number;
  code: string;
  name: string;
  logo: string | null;
  vendor_id: number | null;
}

export interface BadgeDto {
  id: number;
  code: string;
  name: string;
  translations: Translations;
  color: string;
}

export interface OptionValueDto {
  id: number;
  /** option type name: color, volume, size, clothing_size, shoe_size, pants_size, pack */
  type: string;
  name: string;
  presentation: string;
  translations: Translations;
}

export interface VariantDto {
  id: number;
  sku: string;
  is_master: boolean;
  price: number;
  selling_price: number;
  image: string | null;
  /** the variant's own photos (its colour's views), in order; empty when it has none */
  images: string[];
  total_on_hand: number;
  option_values: OptionValueDto[];
}

export interface PropertyDto {
  name: string;
  value: string;
  translations: Translations;
}

export interface ProductDto {
  id: number;
  slug: string;
  name: string;
  description: string;
  translations: Translations;
  image: string | null;
  images: string[];
  sku: string;
  price: number;
  selling_price: number;
  sale_percent: number;
  sale_start_at: string | null;
  sale_expire_at: string | null;
  available_on: string | null;
  total_on_hand: number;
  country_of_origin: string | null;
  series: string | null;
  brand: BrandDto | null;
  store: StoreDto | null;
  /** The product's taxon, children omitted. */
  taxon: TaxonDto;
  /** Root → the product's taxon, for breadcrumbs. */
  taxon_path: TaxonDto[];
  properties: PropertyDto[];
  variants: VariantDto[];
  badges: BadgeDto[];
  keyword: { id?: number; name?: string; mn?: string };
  /** The reviews projection (#17): one decimal, and how many visible reviews. */
  average_rating: number;
  total_reviews: number;
  /** A package product's contents (#16); empty for an ordinary product. */
  package_contents: PackageContentDto[];
  /** Some branch holds some of its variants: the page's "where to buy" block asks for the shelves. */
  has_branch_stock: boolean;
  /** It has nutrition facts (the vodka line): the page asks for them. */
  has_nutrition: boolean;
  /** The printers an ink or toner fits (full model names), from its compatible-printers property. */
  printer_models: string[];
  created_at: string;
  updated_at: string;
}

export interface MenuDto {
  id: number;
  title: string;
  translations: Translations;
  link: string;
  children: MenuDto[];
}

export interface StoreLocationDto {
  id: number;
  code: string;
  name: string;
  translations: Translations;
  address: string;
  phone: string | null;
  hours: string | null;
  latitude: number | null;
  longitude: number | null;
  pickup: boolean;
}

export interface SiteConfigsDto {
  default_locale: string;
  locales: string[];
  currency: string;
  products_per_page: number;
  taxon_start_level: number;
  features: string[];
}

/** GET /api/v2/site_data (spec §3 Site data). */
export interface SiteDataDto {
  taxons: TaxonDto[];
  menus: MenuDto[];
  /** Site texts per locale: { mn: { key: text }, en: { … } }. */
  translation: Record<string, Record<string, string>>;
  notifications: string[];
  configs: SiteConfigsDto;
  badges: BadgeDto[];
  presets: unknown[];
  zones: unknown[];
  store_locations: StoreLocationDto[];
}
