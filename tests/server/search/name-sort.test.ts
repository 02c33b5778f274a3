import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../support/shop.ts';
import { searchApi } from './search-client.ts';

let shop: TestShop;
let api: ReturnType<typeof searchApi>;

/** Names that a code-point sort puts in the wrong order: case and Latin/Cyrillic mixed. */
const NAMES = [
  'BIC Кристал',
  'Ballet үзэг',
  'ballet дэвтэр',
  'apple цаас',
  'Бэх хар',
  'бичиг хэрэг',
  'Өнгөт цаас',
  'Zebra маркер',
];
const collator = new Intl.Collator('und');

beforeAll(async () => {
  shop = await createTestShop();
  api = searchApi(shop);
  // the names of a few documents of one category, renamed where the sort reads them (the column) and
  // where the answer shows them (the document)
  const { rows } = await shop.db.query<{ id: number }>(
    `select id from search_documents order by id limit ${NAMES.length}`,
  );
  for (const [at, row] of rows.entries()) {
    await shop.db.query(
      `update search_documents set name = $2, doc = jsonb_set(doc, '{name}', to_jsonb($2::text)) where id = $1`,
      [row.id, NAMES[at]],
    );
  }
});
afterAll(async () => shop.close());

const everyName = async (sort: 'name_asc' | 'name_desc') => (await api.all({ sort })).map((hit) => hit.name);

describe('sorting by name', () => {
  it('A–Z follows the collation, not the code points: Ballet before BIC, lower case beside upper', async () => {
    const names = await everyName('name_asc');
    expect(names.length).toBeGreaterThan(100);
    // the whole catalog in the order Intl.Collator gives (JavaScript's ICU = PostgreSQL's und-x-icu)
    expect(names).toEqual([...names].sort(collator.compare));
    const ours = names.filter((name) => NAMES.includes(name));
    expect(ours).toEqual([
      'apple цаас',
      'ballet дэвтэр',
      'Ballet үзэг',
      'BIC Кристал',
      'Zebra маркер',
      'бичиг хэрэг',
      'Бэх хар',
      'Өнгөт цаас',
    ]);
  });

  it('Z–A is the same order backwards', async () => {
    const names = await everyName('name_desc');
    expect(names).toEqual([...names].sort((a, b) => collator.compare(b, a)));
  });
});
