import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { staffUser } from '../staff/back-office-support.ts';

/** The brand and promotion editors through the gateway (#18): staff lists, saves, ending, refusals. */
let shop: TestShop;
let editor: { name: string; token: string };
let cashier: { token: string };
let productIds: string[];

beforeAll(async () => {
  shop = await createTestShop();
  editor = await staffUser(shop, ['content'], 'Редактор Болд');
  cashier = await staffUser(shop, ['fulfilment']);
  const { rows } = await shop.db.query<{ id: number }>('select id from products order by id limit 3');
  productIds = rows.map((row) => String(row.id));
}, 120_000);

afterAll(async () => shop?.close());

const asEditor = () => ({ cookie: `shop_staff=${editor.token}` });
const codeOf = (answer: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  answer.body.errors?.[0]?.extensions?.code;

const BRAND = 'code name nameEn story storyEn logo productCount updatedBy version history { type by }';
const PROMOTION =
  'id code name nameEn startsAt endsAt status productCount products { id sku name } updatedBy history { type by }';

describe('brands (GraphQL, staff)', () => {
  it('edits the English story and a logo, keeping the brand’s other languages', async () => {
    await shop.db.query(
      `update brands set translations = '{"ru": {"name": "Эйч-Пи", "story": "Русская история"}}' where code = 'hp'`,
    );
    const saved = await graphql<{ staffSaveBrand: Record<string, unknown> }>(
      shop.app,
      `mutation($input: BrandInput!) { staffSaveBrand(code: "hp", input: $input) { ${BRAND} } }`,
      {
        input: {
          name: 'HP',
          story: 'Монгол түүх',
          storyEn: 'The English story',
          logo: '/images/r/abc/400.webp',
        },
      },
      asEditor(),
    );
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.staffSaveBrand).toMatchObject({
      story: 'Монгол түүх',
      storyEn: 'The English story',
      logo: '/images/r/abc/400.webp',
      updatedBy: 'Редактор Болд',
      history: [{ type: 'BrandEdited', by: 'Редактор Болд' }],
    });
    const { rows } = await shop.db.query<{ translations: Record<string, Record<string, string>> }>(
      `select translations from brands where code = 'hp'`,
    );
    expect(rows[0]!.translations.ru).toEqual({ name: 'Эйч-Пи', story: 'Русская история' });
    const shopper = await graphql<{ brandByCode: { story: string } }>(
      shop.app,
      '{ brandByCode(code: "hp") { story } }',
      {},
      { 'x-shop-locale': 'en' },
    );
    expect(shopper.body.data?.brandByCode.story).toBe('The English story');
    // a second editor still holding the copy from before that save is told, not allowed to undo it
    const stale = await graphql(
      shop.app,
      'mutation { staffSaveBrand(code: "hp", input: { name: "HP", story: "Old", version: 0 }) { code } }',
      {},
      asEditor(),
    );
    expect(codeOf(stale)).toBe('CONFLICT');
  });

  it('creates a brand with its drawn logo when none is uploaded, and lists it by search', async () => {
    const created = await graphql<{ staffSaveBrand: { logo: string } }>(
      shop.app,
      `mutation($input: BrandInput!) { staffSaveBrand(input: $input) { ${BRAND} } }`,
      { input: { code: 'gobi-paper', name: 'Говь цаас', logo: '' } },
      asEditor(),
    );
    expect(created.body.data!.staffSaveBrand.logo).toBe('/images/brands/gobi-paper.svg');
    const found = await graphql<{ staffBrands: { items: { code: string }[]; total: number } }>(
      shop.app,
      '{ staffBrands(query: "говь") { items { code } total } }',
      {},
      asEditor(),
    );
    expect(found.body.data!.staffBrands).toEqual({ items: [{ code: 'gobi-paper' }], total: 1 });
    const taken = await graphql(
      shop.app,
      'mutation { staffSaveBrand(input: { code: "gobi-paper", name: "Again" }) { code } }',
      {},
      asEditor(),
    );
    expect(codeOf(taken)).toBe('SLUG_TAKEN');
  });
});

describe('promotions (GraphQL, staff)', () => {
  it('creates, lists, ends a promotion; refusals are coded', async () => {
    const input = {
      code: 'office-week',
      name: 'Оффисын долоо хоног',
      nameEn: 'Office week',
      startsAt: '2026-06-14T00:00:00Z',
      endsAt: '2026-06-21T00:00:00Z',
      productIds,
    };
    const created = await graphql<{ staffSavePromotion: { id: string; products: { id: string }[] } }>(
      shop.app,
      `mutation($input: PromotionInput!) { staffSavePromotion(input: $input) { ${PROMOTION} } }`,
      { input },
      asEditor(),
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data!.staffSavePromotion).toMatchObject({
      status: 'RUNNING',
      nameEn: 'Office week',
      productCount: 3,
      updatedBy: 'Редактор Болд',
    });
    const id = created.body.data!.staffSavePromotion.id;
    expect(created.body.data!.staffSavePromotion.products.map((product) => product.id)).toEqual(productIds);

    const refusals: [Record<string, unknown>, string][] = [
      [{ ...input, code: 'backwards', endsAt: '2026-06-01T00:00:00Z' }, 'PROMOTION_ENDS_BEFORE_START'],
      [{ ...input, code: 'ghost', productIds: ['abc'] }, 'PROMOTION_PRODUCT_UNKNOWN'],
      [{ ...input, code: 'ghost', productIds: ['987654'] }, 'PROMOTION_PRODUCT_UNKNOWN'],
      [input, 'SLUG_TAKEN'],
    ];
    for (const [bad, code] of refusals) {
      const refused = await graphql(
        shop.app,
        'mutation($input: PromotionInput!) { staffSavePromotion(input: $input) { id } }',
        { input: bad },
        asEditor(),
      );
      expect(codeOf(refused), code).toBe(code);
    }

    const running = await graphql<{ staffPromotions: { items: { code: string }[] } }>(
      shop.app,
      '{ staffPromotions(status: RUNNING, query: "оффис") { items { code } } }',
      {},
      asEditor(),
    );
    expect(running.body.data!.staffPromotions.items).toEqual([{ code: 'office-week' }]);
    const ended = await graphql<{ staffEndPromotion: { status: string; history: { type: string }[] } }>(
      shop.app,
      `mutation($id: ID!) { staffEndPromotion(id: $id) { ${PROMOTION} } }`,
      { id },
      asEditor(),
    );
    expect(ended.body.data!.staffEndPromotion.status).toBe('ENDED');
    expect(ended.body.data!.staffEndPromotion.history.map((entry) => entry.type)).toEqual([
      'PromotionCreated',
      'PromotionEnded',
    ]);
    const again = await graphql(
      shop.app,
      `mutation { staffEndPromotion(id: "${id}") { id } }`,
      {},
      asEditor(),
    );
    expect(codeOf(again)).toBe('PROMOTION_ALREADY_ENDED');
    const unknown = await graphql(shop.app, '{ staffPromotion(id: "x1") { id } }', {}, asEditor());
    expect(codeOf(unknown)).toBe('PROMOTION_NOT_FOUND');
  });

  it('asks for a login without a staff session and refuses a staff member without the content role', async () => {
    const { rows: before } = await shop.db.query('select count(*)::int as n from promotions');
    const create =
      'mutation { staffSavePromotion(input: { code: "x", name: "X", endsAt: "2026-07-01T00:00:00Z", productIds: ["1"] }) { id } }';
    expect(codeOf(await graphql(shop.app, create))).toBe('STAFF_LOGIN_REQUIRED');
    expect(codeOf(await graphql(shop.app, '{ staffBrands { total } }'))).toBe('STAFF_LOGIN_REQUIRED');
    const cashierHeaders = { cookie: `shop_staff=${cashier.token}` };
    expect(codeOf(await graphql(shop.app, create, {}, cashierHeaders))).toBe('STAFF_ROLE_REQUIRED');
    expect(codeOf(await graphql(shop.app, '{ staffBrands { total } }', {}, cashierHeaders))).toBe(
      'STAFF_ROLE_REQUIRED',
    );
    const { rows: after } = await shop.db.query('select count(*)::int as n from promotions');
    expect(after).toEqual(before);
  });
});
