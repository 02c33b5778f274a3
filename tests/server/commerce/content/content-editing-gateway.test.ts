import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStorefrontContent } from '../../../../server/seed/index.ts';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { staffUser } from '../staff/back-office-support.ts';

/** The news and pages editors through the gateway (#18): staff write, shoppers read the change. */
let shop: TestShop;
let headers: { cookie: string };

beforeAll(async () => {
  shop = await createTestShop();
  await seedStorefrontContent(shop.db, shop.clock.now());
  const editor = await staffUser(shop, ['content'], 'Ариунаа');
  headers = { cookie: `shop_staff=${editor.token}` };
}, 180_000);

afterAll(async () => shop?.close());

const NEWS = 'id title summary bodyHtml tags published version authorName updatedBy history { type by }';
const SAVE_NEWS = `mutation($id: ID, $input: NewsInput!) { staffSaveNews(id: $id, input: $input) { ${NEWS} } }`;
const PAGE = 'slug title body titleEn bodyEn position published version updatedBy history { type by }';

type News = { id: string; title: string; published: boolean; version: number; bodyHtml: string };
type Errors = { extensions?: { code?: string; fields?: Record<string, string[]> } }[] | undefined;
const codeOf = (errors: Errors) => errors?.[0]?.extensions?.code;

describe('the news editor (GraphQL)', () => {
  it('writes a draft, publishes it, and a shopper reads it', async () => {
    const authors = await graphql<{ authors: { items: { id: string; name: string }[] } }>(
      shop.app,
      '{ authors(perPage: 50) { items { id name } } }',
    );
    const author = authors.body.data!.authors.items[0]!;
    const saved = await graphql<{ staffSaveNews: News }>(
      shop.app,
      SAVE_NEWS,
      {
        input: {
          title: 'Зуны хямдрал',
          bodyHtml: '<p>Бүх <em>цаас</em> 20% хямд.</p><img src="x" onerror="alert(1)">',
          tags: ['Хямдрал'],
          authorId: author.id,
          published: false,
        },
      },
      headers,
    );
    const news = saved.body.data!.staffSaveNews;
    expect(news).toMatchObject({
      published: false,
      version: 1,
      bodyHtml: '<p>Бүх <em>цаас</em> 20% хямд.</p>',
    });
    expect(saved.body.data!.staffSaveNews).toMatchObject({ authorName: author.name, updatedBy: 'Ариунаа' });
    const hidden = await graphql(
      shop.app,
      '{ article(kind: NEWS, id: "%") { title } }'.replace('%', news.id),
    );
    expect(codeOf(hidden.body.errors as Errors)).toBe('ARTICLE_NOT_FOUND');
    const search = async () =>
      (
        await graphql<{ searchNews: { items: { id: string }[] } }>(
          shop.app,
          '{ searchNews(text: "zuny hyamdral") { items { id } } }',
        )
      ).body.data!.searchNews.items.map((item) => item.id);
    expect(await search()).not.toContain(news.id);

    const published = await graphql<{ staffPublishNews: News }>(
      shop.app,
      `mutation($id: ID!) { staffPublishNews(id: $id, published: true) { ${NEWS} } }`,
      { id: news.id },
      headers,
    );
    expect(published.body.data!.staffPublishNews).toMatchObject({ published: true, version: 2 });
    const read = await graphql<{ news: { items: { id: string; title: string }[] } }>(
      shop.app,
      '{ news { items { id title } } }',
    );
    expect(read.body.data!.news.items[0]).toEqual({ id: news.id, title: 'Зуны хямдрал' });
    // the news search finds it once published, in Latin letters too
    expect(await search()).toContain(news.id);

    const list = await graphql<{
      staffNewsList: { items: { id: string }[]; more: boolean; perPage: number };
    }>(
      shop.app,
      '{ staffNewsList { items { id title published updatedBy } total perPage more } }',
      {},
      headers,
    );
    expect(list.body.data!.staffNewsList.items[0]!.id).toBe(news.id);
    expect(list.body.data!.staffNewsList.perPage).toBe(20);
  });

  it('names the fields of a refused save and a stale copy, writing nothing', async () => {
    const blank = await graphql(shop.app, SAVE_NEWS, { input: { title: ' ', bodyHtml: '' } }, headers);
    const error = (blank.body.errors as Errors)?.[0];
    expect(error?.extensions?.code).toBe('ARTICLE_INVALID');
    expect(Object.keys(error?.extensions?.fields ?? {}).sort()).toEqual(['body_html', 'title']);
    const made = await graphql<{ staffSaveNews: News }>(
      shop.app,
      SAVE_NEWS,
      { input: { title: 'Нэг', bodyHtml: '<p>Нэг</p>' } },
      headers,
    );
    const id = made.body.data!.staffSaveNews.id;
    const stale = await graphql(
      shop.app,
      SAVE_NEWS,
      { id, input: { title: 'Хоёр', bodyHtml: '<p>Хоёр</p>', version: 7 } },
      headers,
    );
    expect(codeOf(stale.body.errors as Errors)).toBe('CONFLICT');
    for (const bad of ['abc', '0', '99999999']) {
      const answer = await graphql(shop.app, `{ staffNews(id: "${bad}") { id } }`, {}, headers);
      expect(codeOf(answer.body.errors as Errors), bad).toBe('ARTICLE_NOT_FOUND');
    }
    const deleted = await graphql(shop.app, `mutation { staffDeleteNews(id: "${id}") }`, {}, headers);
    expect(deleted.body.data).toEqual({ staffDeleteNews: true });
  });

  it('asks for a staff login, and the content role', async () => {
    const guest = await graphql(shop.app, '{ staffNewsList { total } }');
    expect(codeOf(guest.body.errors as Errors)).toBe('STAFF_LOGIN_REQUIRED');
    const cashier = await staffUser(shop, ['fulfilment']);
    const refused = await graphql(
      shop.app,
      SAVE_NEWS,
      { input: { title: 'x', bodyHtml: '<p>x</p>' } },
      { cookie: `shop_staff=${cashier.token}` },
    );
    expect(codeOf(refused.body.errors as Errors)).toBe('STAFF_ROLE_REQUIRED');
    const pages = await graphql(shop.app, '{ staffShopPages { slug } }', {}, { cookie: 'shop_staff=nope' });
    expect(codeOf(pages.body.errors as Errors)).toBe('STAFF_LOGIN_REQUIRED');
  });
});

describe('the pages editor (GraphQL)', () => {
  it('edits a page in Mongolian and English; shoppers read each, other languages kept', async () => {
    const before = await graphql<{ staffShopPage: { titleEn: string; version: number } }>(
      shop.app,
      `{ staffShopPage(slug: "returns") { ${PAGE} } }`,
      {},
      headers,
    );
    const ruBefore = await graphql<{ shopPage: { title: string } }>(
      shop.app,
      '{ shopPage(slug: "returns") { title } }',
      {},
      { 'x-shop-locale': 'ru' },
    );
    const edited = await graphql<{
      staffEditShopPage: { title: string; version: number; updatedBy: string };
    }>(
      shop.app,
      `mutation($input: ShopPageInput!) { staffEditShopPage(slug: "returns", input: $input) { ${PAGE} } }`,
      {
        input: {
          title: 'Буцаалтын журам',
          body: 'Хүргэснээс хойш {return_hours} цагийн дотор.',
          titleEn: 'Returns policy',
          bodyEn: 'Within {return_hours} hours of delivery.',
          version: before.body.data!.staffShopPage.version,
        },
      },
      headers,
    );
    expect(edited.body.data!.staffEditShopPage).toMatchObject({
      title: 'Буцаалтын журам',
      updatedBy: 'Ариунаа',
    });
    const mn = await graphql<{ shopPage: { title: string; body: string } }>(
      shop.app,
      '{ shopPage(slug: "returns") { title body } }',
    );
    expect(mn.body.data!.shopPage).toEqual({
      title: 'Буцаалтын журам',
      body: 'Хүргэснээс хойш 72 цагийн дотор.',
    });
    const en = await graphql<{ shopPage: { title: string } }>(
      shop.app,
      '{ shopPage(slug: "returns") { title } }',
      {},
      { 'x-shop-locale': 'en' },
    );
    expect(en.body.data!.shopPage.title).toBe('Returns policy');
    const ru = await graphql<{ shopPage: { title: string } }>(
      shop.app,
      '{ shopPage(slug: "returns") { title } }',
      {},
      { 'x-shop-locale': 'ru' },
    );
    expect(ru.body.data!.shopPage.title).toBe(ruBefore.body.data!.shopPage.title);
  });

  it('adds a hidden page, shows it, refuses a taken slug and a blank title, deletes it', async () => {
    const create = `mutation($slug: String!, $input: ShopPageInput!) { staffCreateShopPage(slug: $slug, input: $input) { ${PAGE} } }`;
    const made = await graphql<{ staffCreateShopPage: { published: boolean } }>(
      shop.app,
      create,
      { slug: 'gift-cards', input: { title: 'Бэлгийн карт', body: 'Дэлгүүрт худалдана.', published: false } },
      headers,
    );
    expect(made.body.data!.staffCreateShopPage.published).toBe(false);
    const hidden = await graphql(shop.app, '{ shopPage(slug: "gift-cards") { title } }');
    expect(codeOf(hidden.body.errors as Errors)).toBe('PAGE_NOT_FOUND');
    await graphql(
      shop.app,
      'mutation { staffPublishShopPage(slug: "gift-cards", published: true) { slug } }',
      {},
      headers,
    );
    const shown = await graphql<{ shopPages: { slug: string }[] }>(shop.app, '{ shopPages { slug } }');
    expect(shown.body.data!.shopPages.map((page) => page.slug)).toContain('gift-cards');

    const taken = await graphql(
      shop.app,
      create,
      { slug: 'gift-cards', input: { title: 'A', body: 'B' } },
      headers,
    );
    expect(codeOf(taken.body.errors as Errors)).toBe('SLUG_TAKEN');
    const badSlug = await graphql(
      shop.app,
      create,
      { slug: 'Gift Cards', input: { title: 'A', body: 'B' } },
      headers,
    );
    expect(codeOf(badSlug.body.errors as Errors)).toBe('BAD_USER_INPUT');
    const blank = await graphql(
      shop.app,
      `mutation { staffEditShopPage(slug: "gift-cards", input: { title: " ", body: "B" }) { slug } }`,
      {},
      headers,
    );
    const error = (blank.body.errors as Errors)?.[0];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(error?.extensions?.fields ?? {})).toEqual(['title']);

    const gone = await graphql(shop.app, 'mutation { staffDeleteShopPage(slug: "gift-cards") }', {}, headers);
    expect(gone.body.data).toEqual({ staffDeleteShopPage: true });
    const missing = await graphql(shop.app, '{ staffShopPage(slug: "gift-cards") { slug } }', {}, headers);
    expect(codeOf(missing.body.errors as Errors)).toBe('PAGE_NOT_FOUND');
  });
});
