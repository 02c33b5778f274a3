import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZIP_AREAS } from '../../../server/search/places/zip-areas.data.ts';
import type { ZipHit } from '../../../server/search/places/zipcodes.ts';
import { createTestShop, graphql, type TestShop } from '../../support/shop.ts';

let shop: TestShop;
let authorization: string;

beforeAll(async () => {
  shop = await createTestShop();
  const { searchUser, searchPassword } = shop.config.secrets;
  authorization = `Basic ${Buffer.from(`${searchUser}:${searchPassword}`).toString('base64')}`;
});
afterAll(async () => shop.close());

async function zipSearch(payload: unknown) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/search/maps/zipcode/_search',
    headers: { authorization },
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json<{ hits: ZipHit[]; code?: string }>() };
}

const hitsAt = async ([lon, lat]: readonly [number, number]) =>
  (await zipSearch({ point: { lat, lon } })).body.hits;

const ZIPCODE_AT = `query ($lat: Float!, $lon: Float!) { zipcodeAt(lat: $lat, lon: $lon) { zipcode zipid name cat } }`;

describe('zip code lookup by geo point', () => {
  it('ships the capital, its 9 districts and the 21 aimags, each code once', () => {
    const count = (cat: string) => ZIP_AREAS.filter((area) => area.cat === cat).length;
    expect([count('capital'), count('district'), count('aimag')]).toEqual([1, 9, 21]);
    expect(new Set(ZIP_AREAS.map((area) => area.zipcode)).size).toBe(ZIP_AREAS.length);
    for (const area of ZIP_AREAS) expect(area.ring.length, area.nameEn).toBeGreaterThanOrEqual(3);
  });

  it.each(ZIP_AREAS.map((area) => [area.nameEn, area] as const))(
    'finds %s at a point inside it',
    async (_name, area) => {
      const [best] = await hitsAt(area.centre);
      // the capital's core is tiled by its districts: a point there answers with a district
      if (area.cat === 'capital') expect(best?.cat).toBe('district');
      else
        expect(best).toMatchObject({ zipcode: area.zipcode, zipid: area.id, name: area.name, cat: area.cat });
    },
  );

  it.each(ZIP_AREAS.map((area) => [area.nameEn, area] as const))(
    'counts the border of %s as inside',
    async (_name, area) => {
      const [a, b] = [area.ring[0], area.ring[1]];
      if (!a || !b) throw new Error('a ring has 3 points or more');
      const midpoint = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
      for (const point of [a, midpoint]) {
        expect((await hitsAt(point)).map((hit) => hit.zipcode)).toContain(area.zipcode);
      }
    },
  );

  it.each(ZIP_AREAS.map((area) => [area.nameEn, area] as const))(
    'does not answer %s just outside it',
    async (_name, area) => {
      const east = Math.max(...area.ring.map(([lon]) => lon));
      const [, lat] = area.centre;
      expect((await hitsAt([east + 0.01, lat])).map((hit) => hit.zipcode)).not.toContain(area.zipcode);
    },
  );

  it('matches an Ulaanbaatar district before the capital and the aimag around it', async () => {
    // Sükhbaatar square
    const hits = await hitsAt([106.9176, 47.9188]);
    expect(hits.map((hit) => hit.zipcode)).toEqual(['14000', '11000', '41000']);
    // Nalaikh lies inside Töv's cell, apart from the city core
    const nalaikh = await hitsAt([107.26, 47.77]);
    expect(nalaikh.map((hit) => hit.zipcode)).toEqual(['12600', '41000']);
  });

  it('finds nothing outside Mongolia', async () => {
    for (const point of [
      [116.4, 39.9], // Beijing
      [104.3, 52.29], // Irkutsk
      [0, 0],
      [-179.9, -89.9],
    ] as const) {
      expect(await hitsAt(point)).toEqual([]);
    }
  });

  it('refuses latitude or longitude out of range, or a missing point, with a coded error', async () => {
    for (const point of [
      { lat: 91, lon: 100 },
      { lat: -90.5, lon: 100 },
      { lat: 47, lon: 180.1 },
      { lat: 47 },
      { lat: '47', lon: 'x' },
    ]) {
      const { status, body } = await zipSearch({ point });
      expect(status, JSON.stringify(point)).toBe(400);
      expect(body.code).toBe('SHOP_ERR_VALIDATION');
    }
    expect((await zipSearch({})).status).toBe(400);
  });

  it('answers zipcodeAt in GraphQL, localized, null outside', async () => {
    const mn = await graphql(shop.app, ZIPCODE_AT, { lat: 47.9188, lon: 106.9176 });
    expect(mn.body.data).toEqual({
      zipcodeAt: { zipcode: '14000', zipid: expect.any(Number), name: 'Сүхбаатар', cat: 'district' },
    });
    const en = await graphql(shop.app, ZIPCODE_AT, { lat: 49.03, lon: 104.08 }, { 'x-shop-locale': 'en' });
    expect(en.body.data).toEqual({
      zipcodeAt: { zipcode: '61000', zipid: expect.any(Number), name: 'Orkhon', cat: 'aimag' },
    });
    const outside = await graphql(shop.app, ZIPCODE_AT, { lat: 39.9, lon: 116.4 });
    expect(outside.body).toEqual({ data: { zipcodeAt: null } });
  });

  it('answers BAD_USER_INPUT in GraphQL for an out-of-range point', async () => {
    const { body } = await graphql(shop.app, ZIPCODE_AT, { lat: 120, lon: -200 });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(body.errors?.[0]?.extensions?.fields ?? {})).toEqual(['lat', 'lon']);
  });

  it('lists the areas for the address form: capital first, districts with their parent', async () => {
    const { body } = await graphql<{
      zipcodeAreas: { zipcode: string; name: string; cat: string; parent: string | null }[];
    }>(shop.app, '{ zipcodeAreas { zipcode name cat parent } }', {}, { 'x-shop-locale': 'en' });
    const areas = body.data?.zipcodeAreas ?? [];
    expect(areas).toHaveLength(31);
    expect(areas[0]).toEqual({ zipcode: '11000', name: 'Ulaanbaatar', cat: 'capital', parent: null });
    expect(areas.filter((area) => area.cat === 'district').every((area) => area.parent === '11000')).toBe(
      true,
    );
    expect(areas.find((area) => area.zipcode === '67000')).toEqual({
      zipcode: '67000',
      name: 'Khövsgöl',
      cat: 'aimag',
      parent: null,
    });
  });
});
