import { ShopError } from '../../platform/errors.ts';
import { MAX_PAGE } from '../../search/contract.ts';
import type { QueryResolvers } from '../generated/resolvers.ts';
import { localized } from '../locale.ts';
import { MAX_TEXT } from './search-input.ts';

/** Zip areas and airports (search service places), merged into the search resolvers' Query. */
export const placeQueries: Pick<QueryResolvers, 'zipcodeAt' | 'zipcodeAreas' | 'airports'> = {
  async zipcodeAt(_root, { lat, lon }, { search, locale }) {
    const errors: Record<string, string[]> = {};
    if (!(lat >= -90 && lat <= 90)) errors.lat = ['must be between -90 and 90'];
    if (!(lon >= -180 && lon <= 180)) errors.lon = ['must be between -180 and 180'];
    if (Object.keys(errors).length > 0) throw new ShopError('VALIDATION', 'The point is not valid', errors);
    const [best] = await search.zipcodeAt(lat, lon);
    if (!best) return null;
    return {
      zipcode: best.zipcode,
      zipid: best.zipid,
      name: localized(best.name, best.translations, locale),
      cat: best.cat,
    };
  },
  async zipcodeAreas(_root, _args, { search, locale }) {
    const areas = await search.zipcodeAreas();
    return areas.map((area) => ({
      zipcode: area.zipcode,
      name: localized(area.name, area.translations, locale),
      cat: area.cat,
      parent: area.parent,
    }));
  },
  async airports(_root, { text, page }, { search }) {
    const errors: Record<string, string[]> = {};
    const pageNumber = page ?? 1;
    if (text.length > MAX_TEXT) errors.text = [`must be at most ${MAX_TEXT} characters`];
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > MAX_PAGE) {
      errors.page = [`must be between 1 and ${MAX_PAGE}`];
    }
    if (Object.keys(errors).length > 0) throw new ShopError('VALIDATION', 'The search is not valid', errors);
    const found = await search.airports(text.trim(), pageNumber);
    return { items: found.hits, total: found.total, page: found.page, more: found.more };
  },
};
