import type { Database } from '../../platform/db/index.ts';

/** app_meta marker: present = demo branch stock and nutrition facts are written. */
export const DEMO_PRODUCT_FACTS_KEY = 'demo_product_facts';

/**
 * Demo stock by branch and nutrition facts, deterministic (hashes of SKU and branch code, no
 * randomness): about a third of the shelves are empty, the rest hold 1–8. The lodge's rooms are no
 * shelf goods and get none. Nutrition per 100 ml follows from the strength: ethanol is 0.789 g/ml
 * and 7 kcal/g; a standard drink is 10 g of pure alcohol; vodka has no sugar, fat or protein.
 */
export async function seedDemoProductFacts(db: Database): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [DEMO_PRODUCT_FACTS_KEY]);
    const marker = await tx.query('select 1 from app_meta where key = $1', [DEMO_PRODUCT_FACTS_KEY]);
    if (marker.rows[0]) return { seeded: false };
    await tx.query(
      `insert into branch_stock (variant_id, store_location_id, count_on_hand)
       select v.id, l.id, greatest(0, (abs(hashtextextended(v.sku || '@' || l.code, 0)) % 13)::int - 4)
         from variants v cross join store_locations l
        where not exists (select 1 from hotel_rooms r where r.variant_id = v.id)
       on conflict do nothing`,
    );
    await tx.query(
      `insert into product_nutrition (product_id, abv_percent, energy_kcal, carbohydrates_g, sugars_g, fat_g,
                                      protein_g, sodium_mg, standard_drinks, serving_ml, allergens)
       select p.id, a.abv, round(a.abv * 0.789 * 7)::int, 0, 0, 0, 0, 1, round(a.abv * 0.789 / 10, 2), 50,
              '{"mn": "Улаан буудайгаар нэрсэн; нэрэлтийн дараа цавуулаг үлдэхгүй", "en": "Distilled from wheat; no gluten remains after distillation"}'::jsonb
         from products p
         join taxons t on t.id = p.taxon_id
         cross join lateral (
           select replace(prop->>'value', '%', '')::numeric as abv from jsonb_array_elements(p.properties) prop
            where prop->>'name' = 'Спиртийн агуулга' and prop->>'value' ~ '^[0-9]+(\\.[0-9]+)?%$' limit 1
         ) a
        where t.permalink like 'premium-vodka%'
       on conflict do nothing`,
    );
    await tx.query(`insert into app_meta (key, value) values ($1, '{}'::jsonb)`, [DEMO_PRODUCT_FACTS_KEY]);
    return { seeded: true };
  });
}
