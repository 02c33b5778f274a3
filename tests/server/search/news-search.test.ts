import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../support/shop.ts';

/** News search (#17, spec §2): the seeded news found the way product search reads a query. */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
}, 180_000);

afterAll(async () => shop?.close());

async function search(q: string, kind?: 'news' | 'article') {
  const { searchIndex, secrets } = shop.config;
  const basic = Buffer.from(`${secrets.searchUser}:${secrets.searchPassword}`).toString('base64');
  const response = await shop.app.inject({
    method: 'POST',
    url: `/search/${searchIndex}/news/_search`,
    headers: { authorization: `Basic ${basic}` },
    payload: { q, ...(kind ? { kind } : {}) },
  });
  return { status: response.statusCode, body: response.json() as { ids: number[]; total: number } };
}

async function titleOf(id: number | undefined): Promise<string> {
  const { rows } = await shop.db.query<{ title: string }>('select title from articles where id = $1', [id]);
  return rows[0]?.title ?? '';
}

describe('news search', () => {
  it('finds by a Cyrillic word, folded (ө/о, ү/у), by a prefix, and by a Latin transliteration', async () => {
    for (const q of ['салбар', 'САЛБАР', 'салб', 'salbar', 'Хан-Уул', 'khan uul']) {
      const { body } = await search(q);
      expect(await titleOf(body.ids[0]), q).toBe('Хан-Уул дүүрэгт шинэ салбар нээгдлээ');
    }
    const folded = await search('хургэлт');
    expect(await titleOf(folded.body.ids[0])).toBe('Хүргэлтийн цаг шинэчлэгдлээ');
  });

  it('searches articles apart from news; a typo still finds the title; nothing for noise', async () => {
    const articles = await search('хор', 'article');
    expect(await titleOf(articles.body.ids[0])).toBe('Принтерийн хорыг хэрхэн зөв хадгалах вэ');
    expect((await search('принтерийн')).body.total).toBe(0);
    const typo = await search('салбрр');
    expect(await titleOf(typo.body.ids[0])).toBe('Хан-Уул дүүрэгт шинэ салбар нээгдлээ');
    expect((await search('&|!:*()')).body).toEqual({ ids: [], total: 0 });
    expect((await search('x'.repeat(201))).status).toBe(400);
  });
});
