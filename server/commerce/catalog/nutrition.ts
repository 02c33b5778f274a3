import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';

/**
 * Nutrition and alcohol facts (spec §7 GET /products/{id}/nutrition) for the vodka line, per 100 ml
 * and per serving. `{id}` is the product id or its slug (the product page knows the slug).
 */
export interface NutritionDto {
  product_id: number;
  slug: string;
  per_100ml: {
    energy_kcal: number;
    carbohydrates_g: number;
    sugars_g: number;
    fat_g: number;
    protein_g: number;
    sodium_mg: number;
  };
  abv_percent: number;
  /** grams of pure alcohol in 100 ml (ABV × 0.789 g/ml, ethanol's density) */
  alcohol_g_per_100ml: number;
  standard_drinks_per_100ml: number;
  serving_ml: number;
  energy_kcal_per_serving: number;
  allergens: Record<string, string>;
}

export async function productNutrition(sql: Sql, key: string): Promise<NutritionDto> {
  const byId = /^[0-9]{1,10}$/.test(key);
  const product = await sql.query<{ id: number; slug: string }>(
    `select id, slug from products where ${byId ? 'id = $1::int' : 'slug = $1'}`,
    [key],
  );
  const found = product.rows[0];
  if (!found) throw new ShopError('NOT_FOUND', `No product was found with id "${key}"`);
  const { rows } = await sql.query<{
    abv_percent: string;
    energy_kcal: number;
    carbohydrates_g: string;
    sugars_g: string;
    fat_g: string;
    protein_g: string;
    sodium_mg: number;
    standard_drinks: string;
    serving_ml: number;
    allergens: Record<string, string>;
  }>('select * from product_nutrition where product_id = $1', [found.id]);
  const row = rows[0];
  if (!row) throw new ShopError('NUTRITION_NOT_FOUND');
  const abv = Number(row.abv_percent);
  return {
    product_id: found.id,
    slug: found.slug,
    per_100ml: {
      energy_kcal: row.energy_kcal,
      carbohydrates_g: Number(row.carbohydrates_g),
      sugars_g: Number(row.sugars_g),
      fat_g: Number(row.fat_g),
      protein_g: Number(row.protein_g),
      sodium_mg: row.sodium_mg,
    },
    abv_percent: abv,
    alcohol_g_per_100ml: Math.round(abv * 0.789 * 10) / 10,
    standard_drinks_per_100ml: Number(row.standard_drinks),
    serving_ml: row.serving_ml,
    energy_kcal_per_serving: Math.round((row.energy_kcal * row.serving_ml) / 100),
    allergens: row.allergens,
  };
}
