import type { Sql } from '../../platform/db/index.ts';
import { nest, taxonTree } from './taxons.ts';
import type { BadgeDto, MenuDto, SiteConfigsDto, SiteDataDto, StoreLocationDto } from './types.ts';

/** Spec §9: default locale mn, 40 products per page, taxon start level 1, the tenant's features. */
export const defaultSiteConfigs: SiteConfigsDto = {
  default_locale: 'mn',
  locales: ['mn', 'en', 'ru', 'cn', 'it'],
  currency: 'MNT',
  products_per_page: 40,
  taxon_start_level: 1,
  features: ['store_credit', 'wallet', 'vouchers', 'lease', 'coupon', 'compare', 'brand'],
};

export const LUCKY_WHEEL_FEATURE = 'lucky_wheel';

export async function listBadges(sql: Sql): Promise<BadgeDto[]> {
  const result = await sql.query<BadgeDto>(
    'select id, code, name, translations, color from badges order by id',
  );
  return result.rows;
}

interface MenuNode extends Omit<MenuDto, 'children'> {
  parent_id: number | null;
  children: MenuNode[];
}

const toMenuDto = ({ parent_id: _, children, ...menu }: MenuNode): MenuDto => ({
  ...menu,
  children: children.map(toMenuDto),
});

async function menus(sql: Sql): Promise<MenuDto[]> {
  const result = await sql.query<Omit<MenuNode, 'children'>>(
    'select id, parent_id, title, translations, link from menus order by position, id',
  );
  return nest(result.rows.map((row) => ({ ...row, children: [] }))).map(toMenuDto);
}

async function storeLocations(sql: Sql): Promise<StoreLocationDto[]> {
  const result = await sql.query<StoreLocationDto>(
    `select id, code, name, translations, address, phone, hours, latitude, longitude, pickup
       from store_locations order by id`,
  );
  return result.rows;
}

/**
 * `lucky_wheel` joins the features while a wheel is open, so the shop's menu and home page lead
 * shoppers to /lucky-wheel only when there is something to spin (#18).
 */
async function openWheels(sql: Sql): Promise<boolean> {
  const result = await sql.query('select 1 from prize_wheels where active limit 1');
  return result.rows.length > 0;
}

async function meta(sql: Sql): Promise<Map<string, unknown>> {
  const result = await sql.query<{ key: string; value: unknown }>(
    `select key, value from app_meta where key in ('site_translation', 'site_configs')`,
  );
  return new Map(result.rows.map((row) => [row.key, row.value]));
}

/**
 * GET /api/v2/site_data (spec §3 Site data). Store locations only when asked; zones, presets and
 * notifications are not kept yet and answer empty. Configs fall back to the spec's defaults.
 */
export async function getSiteData(
  sql: Sql,
  options: { loadZones: boolean; loadStoreLocations: boolean },
): Promise<SiteDataDto> {
  const [taxons, menuTree, badges, locations, stored, wheelOpen] = await Promise.all([
    taxonTree(sql),
    menus(sql),
    listBadges(sql),
    options.loadStoreLocations ? storeLocations(sql) : Promise.resolve([]),
    meta(sql),
    openWheels(sql),
  ]);
  const configs: SiteConfigsDto = {
    ...defaultSiteConfigs,
    ...(stored.get('site_configs') as Partial<SiteConfigsDto> | undefined),
  };
  return {
    taxons,
    menus: menuTree,
    translation: (stored.get('site_translation') as SiteDataDto['translation'] | undefined) ?? {},
    notifications: [],
    configs: wheelOpen ? { ...configs, features: [...configs.features, LUCKY_WHEEL_FEATURE] } : configs,
    badges,
    presets: [],
    zones: [],
    store_locations: locations,
  };
}
