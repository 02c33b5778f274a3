import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLookBooks } from '../../../../server/commerce/lookbooks/demo.ts';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { staffUser } from '../staff/back-office-support.ts';

/** Look books through the gateway (#17): in the shopper's language, products as cards; staff edits. */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
  await seedDemoLookBooks(shop.db, shop.clock, shop.store);
}, 120_000);

afterAll(async () => shop?.close());

const DETAIL = `query($slug: String!) { lookBook(slug: $slug) {
  slug title introHtml cover looks { image caption spots { number sku x y inStock variantId
    product { slug name price sellingPrice image inStock } } } } }`;

type Detail = {
  lookBook: {
    title: string;
    introHtml: string;
    looks: {
      caption: string;
      spots: {
        number: number;
        sku: string;
        inStock: boolean;
        product: { slug: string; name: string; sellingPrice: number };
      }[];
    }[];
  };
};

describe('look books (GraphQL)', () => {
  it('lists covers a page at a time and refuses paging out of range', async () => {
    const answer = await graphql<{ lookBooks: { items: { slug: string; cover: string }[]; more: boolean } }>(
      shop.app,
      '{ lookBooks(perPage: 1) { items { slug title intro cover lookCount productCount } total more } }',
    );
    expect(answer.body.data!.lookBooks).toMatchObject({ more: true, total: 2 });
    for (const args of ['perPage: 49', 'perPage: 0', 'page: 0']) {
      const refused = await graphql(shop.app, `{ lookBooks(${args}) { total } }`);
      expect(refused.body.errors?.[0]?.extensions?.code, args).toBe('BAD_USER_INPUT');
    }
  });

  it('numbers the spots across the look book and resolves each product to a card', async () => {
    const answer = await graphql<Detail>(shop.app, DETAIL, { slug: 'home-office' });
    const book = answer.body.data!.lookBook;
    expect(book.title).toBe('Гэрийн оффис');
    const spots = book.looks.flatMap((look) => look.spots);
    expect(spots.map((spot) => spot.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(spots[0]!.product).toMatchObject({
      slug: 'moleskine-classic-notebook-hard-cover',
      sellingPrice: 47900,
    });
    expect(spots.find((spot) => spot.sku === 'PARKER-IM-1-BLA')!.inStock).toBe(false);
  });

  it("answers in the shopper's language, English filling a gap", async () => {
    const en = await graphql<Detail>(shop.app, DETAIL, { slug: 'home-office' }, { 'x-shop-locale': 'en' });
    expect(en.body.data!.lookBook.title).toBe('Home office');
    expect(en.body.data!.lookBook.looks[0]!.caption).toBe('The morning desk: notebook, pen and calculator');
    const ru = await graphql<Detail>(shop.app, DETAIL, { slug: 'home-office' }, { 'x-shop-locale': 'ru' });
    expect(ru.body.data!.lookBook.title).toBe('Домашний офис');
    expect(ru.body.data!.lookBook.introHtml).toMatch(/working from home/);
  });

  it('puts the list and every published look book in the sitemap, never a draft', async () => {
    const editor = await staffUser(shop, ['content']);
    await graphql(
      shop.app,
      'mutation($input: LookBookInput!) { staffSaveLookBook(input: $input) { id } }',
      {
        input: {
          slug: 'sitemap-draft',
          title: 'Ноорог',
          looks: [{ spots: [{ sku: 'DELI-810', x: 1, y: 1 }] }],
        },
      },
      { cookie: `shop_staff=${editor.token}` },
    );
    const sitemap = (await shop.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.mn' } })).body;
    expect(sitemap).toContain('/lookbooks</loc>');
    expect(sitemap).toContain('/lookbooks/home-office</loc>');
    expect(sitemap).toContain('/lookbooks/tsagaan-tal-gifts</loc>');
    expect(sitemap).not.toContain('/lookbooks/sitemap-draft');
  });

  it('answers an unknown slug with LOOK_BOOK_NOT_FOUND', async () => {
    for (const slug of ['nothing-here', 'Bad Slug']) {
      const answer = await graphql(shop.app, DETAIL, { slug });
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('LOOK_BOOK_NOT_FOUND');
    }
  });
});

const SAVE = `mutation($id: ID, $input: LookBookInput!) { staffSaveLookBook(id: $id, input: $input) {
  id slug title titleEn published version looks { caption captionEn spots { sku x y name } } history { type by } } }`;

describe('staff look books (GraphQL)', () => {
  it('creates, edits keeping other languages, publishes and deletes as the content role', async () => {
    const editor = await staffUser(shop, ['content'], 'Номин');
    const headers = { cookie: `shop_staff=${editor.token}` };
    const input = {
      slug: 'desk-basics',
      title: 'Ширээний үндсэн хэрэгсэл',
      titleEn: 'Desk basics',
      looks: [{ caption: 'Ширээ', captionEn: 'Desk', spots: [{ sku: 'DELI-810', x: 30, y: 40 }] }],
    };
    const created = await graphql<{ staffSaveLookBook: { id: string; version: number; published: boolean } }>(
      shop.app,
      SAVE,
      { input },
      headers,
    );
    const book = created.body.data!.staffSaveLookBook;
    expect(book).toMatchObject({ published: false, version: 1 });

    const home = await graphql<{ staffLookBooks: { items: { id: string; slug: string }[] } }>(
      shop.app,
      '{ staffLookBooks { items { id slug } } }',
      {},
      headers,
    );
    const homeId = home.body.data!.staffLookBooks.items.find((item) => item.slug === 'home-office')!.id;
    const loaded = await graphql<{ staffLookBook: { version: number; title: string; looks: unknown[] } }>(
      shop.app,
      `{ staffLookBook(id: "${homeId}") { version title looks { caption spots { sku x y } } } }`,
      {},
      headers,
    );
    const edited = await graphql(
      shop.app,
      SAVE,
      {
        id: homeId,
        input: {
          slug: 'home-office',
          title: 'Гэрийн оффис 2027',
          version: loaded.body.data!.staffLookBook.version,
          looks: loaded.body.data!.staffLookBook.looks,
        },
      },
      headers,
    );
    expect(edited.body.errors).toBeUndefined();
    // the Russian title written by the seed survives an edit from the back office
    const ru = await graphql<Detail>(shop.app, DETAIL, { slug: 'home-office' }, { 'x-shop-locale': 'ru' });
    expect(ru.body.data!.lookBook.title).toBe('Домашний офис');

    const published = await graphql<{
      staffPublishLookBook: { published: boolean; history: { by: string }[] };
    }>(
      shop.app,
      `mutation { staffPublishLookBook(id: "${book.id}", published: true) { published history { type by } } }`,
      {},
      headers,
    );
    expect(published.body.data!.staffPublishLookBook.published).toBe(true);
    expect(published.body.data!.staffPublishLookBook.history.at(-1)).toMatchObject({ by: 'Номин' });
    const removed = await graphql(
      shop.app,
      `mutation { staffDeleteLookBook(id: "${book.id}") }`,
      {},
      headers,
    );
    expect(removed.body.data).toEqual({ staffDeleteLookBook: true });
  });

  it('answers bad input with its code, and refuses without the content role', async () => {
    const editor = await staffUser(shop, ['content']);
    const headers = { cookie: `shop_staff=${editor.token}` };
    const bad = (spots: unknown) => ({
      input: { slug: 'bad-one', title: 'Муу', looks: [{ spots }] },
    });
    const cases: [unknown, string][] = [
      [bad([{ sku: 'NO-SUCH', x: 1, y: 1 }]), 'LOOK_BOOK_PRODUCT_UNKNOWN'],
      [bad([{ sku: 'DELI-810', x: 150, y: 1 }]), 'LOOK_BOOK_HOTSPOT_INVALID'],
      [bad([]), 'LOOK_BOOK_INVALID'],
    ];
    for (const [variables, code] of cases) {
      const answer = await graphql(shop.app, SAVE, variables as Record<string, unknown>, headers);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe(code);
    }
    const cashier = await staffUser(shop, ['fulfilment']);
    const refused = await graphql(
      shop.app,
      '{ staffLookBooks { total } }',
      {},
      { cookie: `shop_staff=${cashier.token}` },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('STAFF_ROLE_REQUIRED');
    const anonymous = await graphql(shop.app, '{ staffLookBooks { total } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('STAFF_LOGIN_REQUIRED');
  });
});
