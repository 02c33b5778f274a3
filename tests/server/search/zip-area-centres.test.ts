import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZIP_AREAS } from '../../../server/search/places/zip-areas.data.ts';
import { zipAreasAt } from '../../../server/search/places/zipcodes.ts';
import { createTestShop, type TestShop } from '../../support/shop.ts';
import { AIMAG_CAPITALS, DISTRICT_POINTS, type LonLat } from './places-reference.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => shop.close());

/** The areas of one category containing the point, most specific first, as the real lookup answers. */
async function areasAt([lon, lat]: LonLat, cat: 'aimag' | 'district') {
  const hits = await zipAreasAt(shop.db, lat, lon);
  const precedence = new Map(ZIP_AREAS.map((area) => [area.zipcode, area.precedence]));
  return hits
    .filter((hit) => hit.cat === cat)
    .map((hit) => ({ zipcode: hit.zipcode, precedence: precedence.get(hit.zipcode) }));
}

describe('shipped zip areas against published coordinates', () => {
  it('lists every aimag capital once, and nothing but aimags', () => {
    const aimags = ZIP_AREAS.filter((area) => area.cat === 'aimag').map((area) => area.zipcode);
    expect(AIMAG_CAPITALS.map((capital) => capital.zipcode).sort()).toEqual(aimags.sort());
  });

  it.each(AIMAG_CAPITALS.map((capital) => [capital.place, capital] as const))(
    'puts %s in its own aimag and in no other of the same rank',
    async (_place, capital) => {
      const [first, ...rest] = await areasAt(capital.point, 'aimag');
      expect(first?.zipcode).toBe(capital.zipcode);
      // a small aimag lies on top of a large aimag's cell (no holes in PostgreSQL polygons); it must
      // win there, and no two aimags of one rank may claim the same town
      expect(rest.filter((area) => area.precedence === first?.precedence)).toEqual([]);
    },
  );

  it.each(DISTRICT_POINTS.map((point) => [point.place, point] as const))(
    'puts %s in its own Ulaanbaatar district only',
    async (_place, reference) => {
      expect((await areasAt(reference.point, 'district')).map((area) => area.zipcode)).toEqual([
        reference.zipcode,
      ]);
    },
  );
});
