import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsProjection } from '../../../../server/commerce/content/news-events.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { call, staffUser } from '../staff/back-office-support.ts';

/** The news editor's staff API (#18): drafts, edits, publishing, deleting, each logged with who. */
let shop: TestShop;
let client: string;
let editor: { token: string; name: string };

beforeAll(async () => {
  shop = await createTestShop();
  client = await shop.token();
  editor = await staffUser(shop, ['content'], 'Сарангэрэл');
}, 180_000);

afterAll(async () => shop?.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  call(shop, method, `/api/v2/admin/news${url}`, { bearer: editor.token, ...(body ? { body } : {}) });
const shopper = (url: string) => call(shop, 'GET', url, { bearer: client });

/** The log and the news rows together: a refused command must change neither. */
async function stamp() {
  const { rows } = await shop.db.query<{ stamp: string }>(
    `select (select count(*) from events where stream_id like 'news-%')::text || ':' ||
            coalesce((select md5(string_agg(a::text, ',' order by id)) from articles a), '') as stamp`,
  );
  return rows[0]!.stamp;
}

const article = (title: string, extra: object = {}) => ({
  title,
  body_html: '<p>Шинэ <strong>салбар</strong> нээгдлээ.</p><script>alert(1)</script>',
  tags: ['Салбар ', 'салбар', 'Нээлт'],
  ...extra,
});

describe('writing news as a draft and publishing it', () => {
  it('keeps a draft out of the shop until it is published, then lists it first', async () => {
    const draft = await admin('POST', '', article('Сүхбаатарт шинэ салбар', { published: false }));
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ published: false, version: 1, updated_by: 'Сарангэрэл' });
    expect(draft.body.tags).toEqual(['салбар', 'нээлт']);
    expect(draft.body.body_html).not.toMatch(/script/);
    const id = draft.body.id as number;

    expect((await shopper(`/api/v2/news/${id}`)).body.code).toBe('SHOP_ERR_ARTICLE_NOT_FOUND');
    const shopList = await shopper('/api/v2/news?per_page=50');
    expect(shopList.body.items.map((item: { id: number }) => item.id)).not.toContain(id);
    const tags = await shopper('/api/v2/news/tags');
    expect(JSON.stringify(tags.body)).not.toContain('нээлт');
    const staffList = await admin('GET', '?per_page=50');
    expect(staffList.body.items[0]).toMatchObject({ id, published: false });

    shop.clock.advance(60_000);
    const published = await admin('POST', `/${id}/publish`);
    expect(published.body).toMatchObject({ published: true, version: 2 });
    // a second click writes nothing
    expect((await admin('POST', `/${id}/publish`)).body.version).toBe(2);
    const read = await shopper(`/api/v2/news/${id}`);
    expect(read.body).toMatchObject({ title: 'Сүхбаатарт шинэ салбар' });
    expect((await shopper('/api/v2/news')).body.items[0].id).toBe(id);
  });

  it('edits the text, checks the stale copy and records who did what', async () => {
    const created = await admin('POST', '', article('Цагийн хуваарь'));
    const id = created.body.id as number;
    const edited = await admin('PUT', `/${id}`, {
      ...article('Баярын цагийн хуваарь'),
      summary: 'Шинэ жилийн өмнө',
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Баярын цагийн хуваарь',
      summary: 'Шинэ жилийн өмнө',
      version: 2,
    });
    expect((await shopper(`/api/v2/news/${id}`)).body.title).toBe('Баярын цагийн хуваарь');

    const before = await stamp();
    const stale = await admin('PUT', `/${id}`, { ...article('Хуучин хуулбар'), version: 1 });
    expect(stale).toMatchObject({ status: 409, body: { code: 'SHOP_ERR_CONFLICT' } });
    expect(await stamp()).toBe(before);

    const hidden = await admin('PUT', `/${id}`, { ...article('Баярын цагийн хуваарь'), published: false });
    expect(hidden.body).toMatchObject({ published: false, version: 4 });
    expect((await shopper(`/api/v2/news/${id}`)).status).toBe(404);
    const history = (await admin('GET', `/${id}`)).body.history as { type: string; by: string }[];
    expect(history.map((entry) => entry.type)).toEqual([
      'NewsCreated',
      'NewsEdited',
      'NewsEdited',
      'NewsUnpublished',
    ]);
    expect(new Set(history.map((entry) => entry.by))).toEqual(new Set(['Сарангэрэл']));
  });

  it('edits news written before the log (the seed) from version 0', async () => {
    const seeded = (await admin('GET', '?per_page=50')).body.items.find(
      (item: { id: number; updated_by: string | null }) => item.updated_by === null,
    );
    expect(seeded).toBeDefined();
    const opened = await admin('GET', `/${seeded.id}`);
    expect(opened.body).toMatchObject({ version: 0, history: [] });
    const edited = await admin('PUT', `/${seeded.id}`, { ...article('Засварласан мэдээ'), version: 0 });
    expect(edited.body).toMatchObject({ title: 'Засварласан мэдээ', version: 1, published: true });
  });

  it('deletes a news item: gone from the shop and the back office, its history kept', async () => {
    const id = (await admin('POST', '', article('Устгах мэдээ'))).body.id as number;
    expect((await admin('DELETE', `/${id}`)).status).toBe(204);
    expect((await shopper(`/api/v2/news/${id}`)).status).toBe(404);
    expect((await admin('GET', `/${id}`)).body.code).toBe('SHOP_ERR_ARTICLE_NOT_FOUND');
    const { rows } = await shop.db.query<{ type: string; by: string }>(
      "select type, metadata->>'staffName' as by from events where stream_id = $1 order by stream_version",
      [`news-${id}`],
    );
    expect(rows).toEqual([
      { type: 'NewsCreated', by: 'Сарангэрэл' },
      { type: 'NewsDeleted', by: 'Сарангэрэл' },
    ]);
  });

  it('pages the staff list newest first', async () => {
    const first = await admin('GET', '?per_page=2');
    expect(first.body).toMatchObject({ page: 1, per_page: 2 });
    expect(first.body.items).toHaveLength(2);
    const second = await admin('GET', '?per_page=2&page=2');
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
    const dates = first.body.items.map((item: { published_at: string }) => item.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await admin('GET', '?per_page=51')).status).toBe(400);
  });
});

describe('refusals write nothing', () => {
  it('refuses bad input with coded errors naming the field', async () => {
    const id = (await admin('POST', '', article('Шалгах мэдээ'))).body.id as number;
    const before = await stamp();
    const blank = await admin('POST', '', article('   '));
    expect(blank).toMatchObject({ status: 422, body: { code: 'SHOP_ERR_ARTICLE_INVALID' } });
    expect(blank.body.errors.title).toEqual(['blank']);
    const empty = await admin('PUT', `/${id}`, { title: 'Гарчиг', body_html: '<script>x</script>' });
    expect(empty.body.errors.body_html).toEqual(['blank']);
    const image = await admin('PUT', `/${id}`, { ...article('Гарчиг'), image_url: 'javascript:alert(1)' });
    expect(image.body.errors.image_url).toEqual(['invalid']);
    const tooMany = await admin(
      'POST',
      '',
      article('Гарчиг', { tags: Array.from({ length: 11 }, (_, n) => `t${n}`) }),
    );
    expect(tooMany.body.errors.tags).toEqual(['invalid']);
    const author = await admin('PUT', `/${id}`, { ...article('Гарчиг'), author_id: 999_999 });
    expect(author).toMatchObject({ status: 404, body: { code: 'SHOP_ERR_AUTHOR_NOT_FOUND' } });
    for (const [method, url] of [
      ['GET', '/999999'],
      ['PUT', '/999999'],
      ['POST', '/999999/publish'],
      ['DELETE', '/999999'],
    ] as const) {
      const answer = await admin(method, url, method === 'PUT' ? article('Гарчиг') : undefined);
      expect(answer.body.code, `${method} ${url}`).toBe('SHOP_ERR_ARTICLE_NOT_FOUND');
    }
    // a shopper's article is not news: the news editor does not open it
    const { rows } = await shop.db.query<{ id: number }>(
      "select id from articles where kind = 'article' limit 1",
    );
    if (rows[0]) expect((await admin('PUT', `/${rows[0].id}`, article('Гарчиг'))).status).toBe(404);
    expect((await admin('PUT', `/${id}`, { ...article('Гарчиг'), extra: 1 })).status).toBe(400);
    expect((await admin('GET', '/abc')).status).toBe(400);
    expect(await stamp()).toBe(before);
  });

  it('needs a staff login with the content role', async () => {
    const id = (await admin('POST', '', article('Эрхийн шалгалт'))).body.id as number;
    const before = await stamp();
    const cashier = await staffUser(shop, ['fulfilment']);
    for (const [bearer, status, code] of [
      [cashier.token, 403, 'SHOP_ERR_STAFF_ROLE_REQUIRED'],
      [client, 401, 'SHOP_ERR_STAFF_TOKEN_REQUIRED'],
      [null, 401, 'SHOP_ERR_STAFF_TOKEN_REQUIRED'],
    ] as const) {
      for (const [method, url, body] of [
        ['GET', '/api/v2/admin/news', undefined],
        ['GET', `/api/v2/admin/news/${id}`, undefined],
        ['POST', '/api/v2/admin/news', article('x')],
        ['POST', '/api/v2/news', article('x')],
        ['PUT', `/api/v2/admin/news/${id}`, article('x')],
        ['POST', `/api/v2/admin/news/${id}/unpublish`, undefined],
        ['DELETE', `/api/v2/admin/news/${id}`, undefined],
      ] as const) {
        const answer = await call(shop, method, url, { bearer, ...(body ? { body } : {}) });
        expect(answer.status, `${method} ${url}`).toBe(status);
        expect(answer.body.code).toBe(code);
      }
    }
    expect(await stamp()).toBe(before);
  });
});

it('keeps the news rows equal to a replay of the log', async () => {
  const read = async () =>
    (
      await shop.db.query(
        `select id, title, body_html, tags, published, published_at, updated_by from articles
          where kind = 'news' order by id`,
      )
    ).rows;
  const live = await read();
  await shop.store.rebuild(newsProjection);
  expect(await read()).toEqual(live);
});
