import type { MenuDto } from '../../commerce/contract.ts';
import type { Menu, Resolvers } from '../generated/resolvers.ts';
import { type Locale, localized } from '../locale.ts';

function menu(dto: MenuDto, locale: Locale): Menu {
  return {
    title: localized(dto.title, dto.translations, locale, 'title'),
    link: dto.link,
    children: dto.children.map((child) => menu(child, locale)),
  };
}

export const siteResolvers: Resolvers = {
  Query: {
    async siteData(_root, _args, { commerce, locale }) {
      const data = await commerce.siteData({ loadStoreLocations: true });
      const texts = { ...data.translation.en, ...data.translation[locale] };
      return {
        taxons: data.taxons,
        menus: data.menus.map((item) => menu(item, locale)),
        translation: Object.entries(texts).map(([key, value]) => ({ key, value })),
        notifications: data.notifications,
        configs: {
          defaultLocale: data.configs.default_locale,
          locales: data.configs.locales,
          currency: data.configs.currency,
          productsPerPage: data.configs.products_per_page,
          taxonStartLevel: data.configs.taxon_start_level,
          features: data.configs.features,
        },
        badges: data.badges.map((badge) => ({
          id: String(badge.id),
          code: badge.code,
          name: localized(badge.name, badge.translations, locale),
          color: badge.color,
        })),
        storeLocations: data.store_locations.map((store) => ({
          id: String(store.id),
          code: store.code,
          name: localized(store.name, store.translations, locale),
          address: localized(store.address, store.translations, locale, 'address'),
          phone: store.phone,
          hours: store.hours,
          latitude: store.latitude,
          longitude: store.longitude,
          pickup: store.pickup,
        })),
      };
    },
  },
};
