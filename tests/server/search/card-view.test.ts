import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_FIELDS,
  type CardDocument,
  type SearchDocument,
  type SearchRequest,
} from '../../../server/search/document.ts';
import { createTestShop, graphql, type TestShop } from '../../support/shop.ts';
import { searchApi } from './search-client.ts';

let shop: TestShop;
let api: ReturnType<typeof searchApi>;

beforeAll(async () => {
  shop = await createTestShop();
  api = searchApi(shop);
});
afterAll(async () => shop.close());

/** What a card of this whole document must be: its card fields, and of `translated` the names alone. */
function asCard(doc: SearchDocument): CardDocument {
  const card = Object.fromEntries(CARD_FIELDS.map((field) => [field, doc[field]])) as CardDocument;
  card.translated = Object.fromEntries(
    Object.entries(doc.translated)
      .filter(([, texts]) => texts.name !== undefined)
      .map(([language, texts]) => [language, { name: texts.name }]),
  );
  return card;
}

describe("view: 'card' (what the gateway asks for every card)", () => {
  // each way a page is found: browsed in memory, ranked in memory, sorted in SQL, typo-tolerant
  const requests: Record<string, SearchRequest> = {
    'a shelf browsed in memory': { taxon: 'office-supplies', sort: 'date_desc', per_page: 12 },
    'a shuffled shelf': { sort: 'random', seed: 7, exclude_ids: [1], per_page: 12 },
    'a word ranked in memory': { query: 'хор', facets: true },
    'two words': { query: 'хар хор' },
    'a name sort, in SQL': { query: 'хор', sort: 'name_asc', page: 2, per_page: 10 },
    'a typo': { query: 'тонре' },
  };

  for (const [name, request] of Object.entries(requests)) {
    it(`gives the same page as whole documents, each as its card: ${name}`, async () => {
      const whole = await api.search(request);
      const cards = await api.search({ ...request, view: 'card' });
      expect(whole.status).toBe(200);
      expect(cards.status).toBe(200);
      expect(whole.body.hits.length).toBeGreaterThan(0);
      const { hits: wholeHits, ...wholeRest } = whole.body;
      const { hits: cardHits, ...cardRest } = cards.body;
      expect(cardRest).toEqual(wholeRest);
      expect(cardHits).toEqual(wholeHits.map(asCard));
    });
  }

  it('carries a small part of the bytes, and no description in any language', async () => {
    const request = { taxon: 'office-supplies', per_page: 40 };
    const whole = await api.search(request);
    const cards = await api.search({ ...request, view: 'card' });
    const wholeBytes = JSON.stringify(whole.body.hits).length;
    const cardBytes = JSON.stringify(cards.body.hits).length;
    expect(cardBytes).toBeLessThan(wholeBytes / 3);
    expect(JSON.stringify(cards.body.hits)).not.toContain('"description"');
    expect(JSON.stringify(whole.body.hits)).toContain('"description"');
  });

  it('refuses a view it does not know, naming the field', async () => {
    const refused = await api.search({ query: 'хор', view: 'whole' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('view');
  });

  it('holds every field of the GraphQL ProductCard: each card field the schema has resolves', async () => {
    const { body: schema } = await graphql<{ __type: { fields: { name: string }[] } }>(
      shop.app,
      '{ __type(name: "ProductCard") { fields { name } } }',
    );
    const fields = schema.data!.__type.fields.map((field) => field.name);
    expect(fields).toEqual(expect.arrayContaining(['id', 'sku', 'variantId', 'averageRating']));
    const { body } = await graphql<{ search: { items: Record<string, unknown>[] } }>(
      shop.app,
      `{ search(input: { text: "хор", perPage: 5 }) { items { ${fields.join(' ')} } } }`,
    );
    expect(body.errors).toBeUndefined();
    const items = body.data!.search.items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      for (const field of fields.filter((name) => !['image', 'brand'].includes(name)))
        expect(item[field], field).not.toBeNull();
      expect(String(item.sku)).not.toBe('');
    }
  });
});
