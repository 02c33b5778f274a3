import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIRPORTS } from '../../../server/search/places/airports.data.ts';
import type { AirportResponse } from '../../../server/search/places/airports.ts';
import { createTestShop, graphql, type TestShop } from '../../support/shop.ts';

let shop: TestShop;
let authorization: string;

beforeAll(async () => {
  shop = await createTestShop();
  const { searchUser, searchPassword } = shop.config.secrets;
  authorization = `Basic ${Buffer.from(`${searchUser}:${searchPassword}`).toString('base64')}`;
});
afterAll(async () => shop.close());

async function airportSearch(payload: unknown) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/search/airport/_search',
    headers: { authorization },
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json<AirportResponse & { code?: string }>() };
}

const codes = async (text: string) => (await airportSearch({ text })).body.hits.map((hit) => hit.iata);

const AIRPORTS_QUERY = `query ($text: String!, $page: Int) {
  airports(text: $text, page: $page) { items { iata icao name city state country cc } total page more }
}`;

describe('airport search', () => {
  it('finds an airport by its IATA or ICAO code, the exact code first', async () => {
    expect((await codes('ULN'))[0]).toBe('ULN');
    expect((await codes('zmck'))[0]).toBe('UBN');
    expect((await codes('IKT'))[0]).toBe('IKT');
  });

  it('finds airports by city or name, in Latin or in Cyrillic', async () => {
    expect((await codes('Tokyo')).sort()).toEqual(['HND', 'NRT']);
    expect((await codes('Токио')).sort()).toEqual(['HND', 'NRT']);
    expect(await codes('Эрхүү')).toEqual(['IKT']);
    // Latin typed for Cyrillic (transliteration): erhuu → эрхүү, moskva → москва
    expect(await codes('erhuu')).toEqual(['IKT']);
    expect(await codes('moskva')).toEqual(['SVO']);
    expect((await codes('Beijing')).sort()).toEqual(['PEK', 'PKX']);
    expect(await codes('frankfurt')).toEqual(['FRA']);
    expect(await codes('Istanbul')).toEqual(['IST']);
  });

  it('ignores case, accents and extra spaces; words narrow', async () => {
    expect(await codes('  MÖRÖN  ')).toEqual(['MXV']);
    expect(await codes('moron')).toEqual(['MXV']);
    expect(await codes('мөрөн')).toEqual(['MXV']);
    expect(await codes('chinggis khaan')).toEqual(['UBN']);
  });

  it('puts Mongolian airports first among several matches', async () => {
    const hits = (await airportSearch({ text: 'ulaanbaatar' })).body.hits;
    expect(hits.map((hit) => hit.iata).sort()).toEqual(['UBN', 'ULN']);
    const international = (await airportSearch({ text: 'international' })).body.hits;
    const firstForeign = international.findIndex((hit) => hit.cc !== 'MN');
    expect(international.slice(firstForeign).every((hit) => hit.cc !== 'MN')).toBe(true);
  });

  it('answers the spec §3 fields only', async () => {
    const [hit] = (await airportSearch({ text: 'IKT' })).body.hits;
    expect(hit).toEqual({
      iata: 'IKT',
      icao: 'UIII',
      name: 'Irkutsk International Airport',
      city: 'Irkutsk',
      state: 'Irkutsk Oblast',
      country: 'Russia',
      cc: 'RU',
    });
  });

  it('lists every airport for an empty or punctuation-only text, 40 a page', async () => {
    for (const text of ['', '  ', "&|!:*()'"]) {
      const first = await airportSearch({ text });
      expect(first.body).toMatchObject({ total: AIRPORTS.length, page: 1, more: true });
      expect(first.body.hits).toHaveLength(40);
      const second = await airportSearch({ text, page: 2 });
      expect(second.body).toMatchObject({ total: AIRPORTS.length, page: 2, more: false });
      expect(second.body.hits).toHaveLength(AIRPORTS.length - 40);
      const all = [...first.body.hits, ...second.body.hits].map((hit) => hit.iata);
      expect(new Set(all).size).toBe(AIRPORTS.length);
    }
    const past = await airportSearch({ text: '', page: 9 });
    expect(past.body).toMatchObject({ total: AIRPORTS.length, hits: [], more: false });
  });

  it('finds nothing for an unknown word, and survives tsquery metacharacters', async () => {
    expect(await codes('zzzqqq')).toEqual([]);
    expect(await codes("tokyo & | ! : * ( ) '")).toEqual(expect.arrayContaining(['NRT', 'HND']));
  });

  it('refuses a missing or too long text and a bad page with a coded error', async () => {
    for (const payload of [{}, { text: 'x'.repeat(201) }, { text: 'a', page: 0 }, { text: 'a', page: 501 }]) {
      const { status, body } = await airportSearch(payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.code).toBe('SHOP_ERR_VALIDATION');
    }
  });

  it('answers GraphQL airports, and BAD_USER_INPUT for a bad page', async () => {
    const { body } = await graphql(shop.app, AIRPORTS_QUERY, { text: 'seoul' });
    expect(body.data).toEqual({
      airports: {
        items: [expect.objectContaining({ iata: 'ICN', icao: 'RKSI', city: 'Seoul', cc: 'KR' })],
        total: 1,
        page: 1,
        more: false,
      },
    });
    const bad = await graphql(shop.app, AIRPORTS_QUERY, { text: 'seoul', page: -1 });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { page: expect.any(Array) },
    });
  });
});
