import { defaultSiteConfigs } from '../commerce/catalog/site-data.ts';
import type { Sql } from '../platform/db/index.ts';
import { badges, brands, stores } from './brands.ts';
import type { Text } from './draft.ts';
import { optionTypes } from './options.ts';
import { siteTranslation, storeLocations } from './site-content.ts';
import { taxonSeeds } from './taxons.ts';

/** `{ en: { [field]: text.en }, ru: … }` for the locales a text has besides Mongolian. */
function translated(field: string, text: Text): Record<string, Record<string, string>> {
  return { en: { [field]: text.en }, ...(text.ru ? { ru: { [field]: text.ru } } : {}) };
}

const json = (rows: unknown[]) => JSON.stringify(rows);

/**
 * Everything the products hang on: taxons, brands, stores, badges, option types and values, store
 * locations, menus and the site texts. One statement per table (taxons: one per tree level, since
 * a child needs its parent's id).
 */
export async function writeReferenceData(tx: Sql): Promise<void> {
  const taxons = taxonSeeds();
  const deepest = Math.max(...taxons.map((taxon) => taxon.depth));
  for (let depth = 0; depth <= deepest; depth++) {
    const level = taxons
      .filter((taxon) => taxon.depth === depth)
      .map((taxon) => ({ ...taxon, name: taxon.name.mn, translations: translated('name', taxon.name) }));
    await tx.query(
      `insert into taxons (parent_id, permalink, name, translations, depth, position, icon)
       select p.id, r.permalink, r.name, r.translations, r.depth, r.position, r.icon
         from jsonb_to_recordset($1::jsonb) as r(parent text, permalink text, name text, translations jsonb,
                depth int, position int, icon text)
         left join taxons p on p.permalink = r.parent`,
      [json(level)],
    );
  }

  await tx.query(
    `insert into brands (code, name, translations, logo)
     select code, name, translations, '/images/brands/' || code || '.svg'
       from jsonb_to_recordset($1::jsonb) as r(code text, name text, translations jsonb)`,
    [
      json(
        brands.map((brand) => ({
          ...brand,
          name: brand.name.mn,
          translations: translated('name', brand.name),
        })),
      ),
    ],
  );
  await tx.query(
    `insert into stores (code, name, logo, vendor_id)
     select code, name, '/images/stores/' || code || '.svg', vendor_id
       from jsonb_to_recordset($1::jsonb) as r(code text, name text, vendor_id int)`,
    [json(stores.map((store) => ({ code: store.code, name: store.name, vendor_id: store.vendorId })))],
  );
  await tx.query(
    `insert into badges (code, name, translations, color)
     select * from jsonb_to_recordset($1::jsonb) as r(code text, name text, translations jsonb, color text)`,
    [
      json(
        badges.map((badge) => ({
          ...badge,
          name: badge.name.mn,
          translations: translated('name', badge.name),
        })),
      ),
    ],
  );

  await tx.query(
    `insert into option_types (name, presentation, translations)
     select * from jsonb_to_recordset($1::jsonb) as r(name text, presentation text, translations jsonb)`,
    [
      json(
        optionTypes.map((type) => ({
          name: type.name,
          presentation: type.presentation.mn,
          translations: translated('presentation', type.presentation),
        })),
      ),
    ],
  );
  await tx.query(
    `insert into option_values (option_type_id, name, presentation, translations, position)
     select t.id, r.name, r.presentation, r.translations, r.position
       from jsonb_to_recordset($1::jsonb) as r(type text, name text, presentation text, translations jsonb,
              position int)
       join option_types t on t.name = r.type`,
    [
      json(
        optionTypes.flatMap((type) =>
          type.values.map((value, position) => ({
            type: type.name,
            name: value.name,
            presentation: value.presentation.mn,
            translations: translated('presentation', value.presentation),
            position,
          })),
        ),
      ),
    ],
  );

  await tx.query(
    `insert into store_locations (code, name, translations, address, phone, hours, latitude, longitude,
       pickup)
     select * from jsonb_to_recordset($1::jsonb) as r(code text, name text, translations jsonb, address text,
              phone text, hours text, latitude float8, longitude float8, pickup boolean)`,
    [
      json(
        storeLocations.map((location) => ({
          ...location,
          name: location.name.mn,
          address: location.address.mn,
          translations: { en: { name: location.name.en, address: location.address.en } },
        })),
      ),
    ],
  );

  await writeMenus(tx);
  // An operator may already have set these (or another seed run did): theirs win.
  await tx.query(
    `insert into app_meta (key, value) values ('site_translation', $1::jsonb), ('site_configs', $2::jsonb)
     on conflict (key) do nothing`,
    [JSON.stringify(siteTranslation), JSON.stringify(defaultSiteConfigs)],
  );
}

/** Taxon translations say `{en: {name}}`, menu translations `{en: {title}}`. */
const TITLES = `(select coalesce(jsonb_object_agg(e.key, jsonb_build_object('title', e.value->>'name')),
                          '{}'::jsonb)
   from jsonb_each(t.translations) as e)`;

/**
 * The top menu: one entry per root category with its sub-categories, then all products and the sale.
 * Built from the taxons just written, so links always match real permalinks.
 */
async function writeMenus(tx: Sql): Promise<void> {
  await tx.query(
    `insert into menus (parent_id, position, title, translations, link)
     select null::int, t.position, t.name, ${TITLES}, '/t/' || t.permalink from taxons t where t.depth = 0
     union all
     values (null::int, 100, 'Бүх бараа',
             '{"en":{"title":"All products"},"ru":{"title":"Все товары"}}'::jsonb, '/products'),
            (null::int, 101, 'Хямдрал', '{"en":{"title":"Sale"},"ru":{"title":"Скидки"}}'::jsonb,
             '/products?sale=1&sort=sale_desc')`,
  );
  await tx.query(
    `insert into menus (parent_id, position, title, translations, link)
     select m.id, t.position, t.name, ${TITLES}, '/t/' || t.permalink
       from taxons t
       join taxons parent on parent.id = t.parent_id and parent.depth = 0
       join menus m on m.link = '/t/' || parent.permalink and m.parent_id is null`,
  );
}
