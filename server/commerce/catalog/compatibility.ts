import type { Clock } from '../../platform/clock.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';

/**
 * The printer-compatibility builder (spec §7 POST /compatibility_build/add): the seed lists, per
 * cartridge and toner, the printers it fits ("Тохирох принтер": `DeskJet 2710, 2320, Plus 4120`,
 * the series named once). Those lists are read into full model names (`HP DeskJet 2320`); a
 * shopper picks one, sees every ink and toner that fits, and may save it to the account.
 */
const PRINTERS_PROPERTY = 'Тохирох принтер';

/** `DeskJet 2710, 2320, Plus 4120` → DeskJet 2710, DeskJet 2320, DeskJet Plus 4120 (with the brand). */
export function printerModels(brand: string, list: string): string[] {
  const items = list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const firstWords = (items[0] ?? '').split(/\s+/);
  const series = firstWords.slice(0, -1).join(' ');
  return items.map((item, index) => {
    const model = index === 0 || series === '' || item.startsWith(series) ? item : `${series} ${item}`;
    return `${brand} ${model}`.trim();
  });
}

/** The printers a product fits, read from its compatible-printers property (none: not an ink). */
export function productPrinterModels(brand: string, properties: readonly { name: string; value: string }[]) {
  const list = properties.find((property) => property.name === PRINTERS_PROPERTY)?.value;
  return list ? printerModels(brand, list) : [];
}

/** Case, spaces and dashes do not matter when a shopper types a model. */
export const modelKey = (model: string) => model.toLowerCase().replace(/[\s-]+/g, '');

interface FittingRow {
  id: number;
  slug: string;
  name: string;
  translations: Record<string, Record<string, string>>;
  image: string | null;
  brand: string;
  printers: string;
  variant_id: number;
  selling_price: number;
  on_hand: number;
}

async function fittingRows(sql: Sql, now: Date): Promise<FittingRow[]> {
  const { rows } = await sql.query<FittingRow>(
    `select p.id, p.slug, p.name, p.translations, p.image, coalesce(b.name, '') as brand,
            (select prop->>'value' from jsonb_array_elements(p.properties) prop
              where prop->>'name' = $1 limit 1) as printers,
            v.id as variant_id, v.selling_price, coalesce(s.on_hand, 0)::int as on_hand
       from products p
       left join brands b on b.id = p.brand_id
       join lateral (select * from variants where product_id = p.id order by is_master desc, position, id limit 1) v
         on true
       left join stock_levels s on s.variant_id = v.id
      where p.properties @> jsonb_build_array(jsonb_build_object('name', $1::text))
        and (p.available_on is null or p.available_on <= $2)
      order by p.name, p.id`,
    [PRINTERS_PROPERTY, now],
  );
  return rows;
}

/** Printer models matching `query` (all when empty), each with how many supplies fit it. */
export async function searchPrinters(sql: Sql, query: string, now: Date, limit = 20) {
  const wanted = modelKey(query);
  const counts = new Map<string, { model: string; supplies: number }>();
  for (const row of await fittingRows(sql, now)) {
    for (const model of printerModels(row.brand, row.printers)) {
      const key = modelKey(model);
      if (!key.includes(wanted)) continue;
      const entry = counts.get(key) ?? { model, supplies: 0 };
      entry.supplies += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()].sort((a, b) => a.model.localeCompare(b.model)).slice(0, limit);
}

/** The ink and toner that fit one printer model; PRINTER_NOT_FOUND when the shop has none. */
export async function suppliesFor(sql: Sql, printerModel: string, now: Date) {
  const key = modelKey(printerModel);
  const fitting = (await fittingRows(sql, now)).filter((row) =>
    printerModels(row.brand, row.printers).some((model) => modelKey(model) === key),
  );
  if (fitting.length === 0) throw new ShopError('PRINTER_NOT_FOUND');
  const model = printerModels(fitting[0]!.brand, fitting[0]!.printers).find((m) => modelKey(m) === key)!;
  return {
    printer_model: model,
    products: fitting.map(({ printers: _printers, brand: _brand, ...row }) => ({
      ...row,
      in_stock: row.on_hand > 0,
    })),
  };
}

export interface CompatibilityBuildDto {
  id: number;
  printer_model: string;
  created_at: string;
}

export async function myBuilds(sql: Sql, userId: number): Promise<CompatibilityBuildDto[]> {
  const { rows } = await sql.query<CompatibilityBuildDto>(
    `select id, printer_model, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
       from compatibility_builds where user_id = $1 order by created_at desc, id desc`,
    [userId],
  );
  return rows;
}

/** At most this many printers saved per account: a home and an office, with room to spare. */
export const MAX_SAVED_PRINTERS = 20;

/** Saves a printer to the account (again: no second row); an unknown model writes nothing. */
export async function addBuild(sql: Sql, clock: Clock, userId: number, printerModel: string) {
  const { printer_model } = await suppliesFor(sql, printerModel, clock.now());
  const saved = await myBuilds(sql, userId);
  const already = saved.some((build) => build.printer_model === printer_model);
  if (!already && saved.length >= MAX_SAVED_PRINTERS) {
    throw new ShopError('VALIDATION', `At most ${MAX_SAVED_PRINTERS} printers can be saved`, {
      printer_model: [`at most ${MAX_SAVED_PRINTERS} saved printers`],
    });
  }
  await sql.query(
    `insert into compatibility_builds (user_id, printer_model, created_at) values ($1, $2, $3)
     on conflict (user_id, printer_model) do nothing`,
    [userId, printer_model, clock.now()],
  );
  return myBuilds(sql, userId);
}

export async function removeBuild(sql: Sql, userId: number, id: number) {
  const result = await sql.query('delete from compatibility_builds where user_id = $1 and id = $2', [
    userId,
    id,
  ]);
  if (result.rowCount === 0) throw new ShopError('NOT_FOUND', 'No such saved printer');
  return myBuilds(sql, userId);
}
