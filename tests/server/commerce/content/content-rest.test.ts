import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';

/** News, articles, comments, authors and bookmarks over the commerce REST service (#17, spec §7). */
let shop: TestShop;
let token: string;
let nextUser = 9000;

beforeAll(async () => {
  shop = await createTestShop();
  token = await shop.token();
}, 180_000);

afterAll(async () => shop?.close());

type Answer = {
  status: number;
  body: Record<string, unknown> & { code?: string; errors?: Record<string, string[]> };
};

function caller(userId: number | null = nextUser++) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (userId !== null) headers['x-shop-user-id'] = String(userId);
  return {
    userId,
    async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<Answer> {
      const response = await shop.app.inject({
        method,
        url: `/api/v2${url}`,
        headers,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { status: response.statusCode, body: response.body ? response.json() : {} };
    },
  };
}

function staff(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
  bearer = shop.config.secrets.staffToken,
) {
  return shop.app
    .inject({
      method,
      url: `/api/v2/admin${url}`,
      headers: { authorization: `Bearer ${bearer}` },
      ...(body === undefined ? {} : { payload: body as object }),
    })
    .then((response) => ({ status: response.statusCode, body: response.body ? response.json() : {} }));
}

async function count(table: string): Promise<number> {
  const { rows } = await shop.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

const ARTICLE = {
  title: 'Хорын сав дахин дүүргэх нь',
  body_html: '<p>Принтерийн хорыг <strong>зөв</strong> хадгалах нь чухал.</p>',
  tags: ['Принтер ', 'хор'],
};

describe('articles (REST)', () => {
  it('a guest reads but cannot write', async () => {
    const guest = caller(null);
    expect((await guest.call('GET', '/articles')).status).toBe(200);
    const refused = await guest.call('POST', '/articles', ARTICLE);
    expect(refused).toMatchObject({ status: 401, body: { code: 'SHOP_ERR_LOGIN_REQUIRED' } });
    expect((await guest.call('GET', '/articles/mine')).body.code).toBe('SHOP_ERR_LOGIN_REQUIRED');
  });

  it('a shopper writes an article: sanitised, tagged, theirs, listed, and only theirs to edit', async () => {
    const writer = caller();
    const created = await writer.call('POST', '/articles', {
      ...ARTICLE,
      body_html:
        '<p onclick="steal()">Сайн <a href="javascript:alert(1)">муу</a> <a href="https://shop.mn/x">сайн</a></p>' +
        '<script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>',
    });
    expect(created.status).toBe(201);
    const body = created.body as {
      id: number;
      body_html: string;
      tags: string[];
      mine: boolean;
      author: { name: string };
    };
    expect(body.body_html).toBe(
      '<p>Сайн <a rel="nofollow noopener noreferrer" target="_blank">муу</a> ' +
        '<a href="https://shop.mn/x" rel="nofollow noopener noreferrer" target="_blank">сайн</a></p>',
    );
    expect(body.tags).toEqual(['принтер', 'хор']);
    expect(body.mine).toBe(true);
    expect(body.author.name).toBe(`Уншигч #${writer.userId}`);

    const mine = await writer.call('GET', '/articles/mine');
    expect((mine.body.items as { id: number }[]).map((item) => item.id)).toEqual([body.id]);
    const byTag = await caller(null).call('GET', `/articles?tag=${encodeURIComponent('ПРИНТЕР')}`);
    expect((byTag.body.items as { id: number }[]).some((item) => item.id === body.id)).toBe(true);
    const info = await caller(null).call('GET', `/articles/tag_info?tag=${encodeURIComponent('хор')}`);
    expect(info.body).toMatchObject({ name: 'хор', count: expect.any(Number) });
    const tags = await caller(null).call('GET', '/articles/tags');
    expect(tags.body.tags).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'хор' })]));

    const edited = await writer.call('PUT', `/articles/${body.id}`, { ...ARTICLE, title: 'Шинэ гарчиг' });
    expect(edited).toMatchObject({ status: 200, body: { title: 'Шинэ гарчиг' } });
    const other = await caller().call('PUT', `/articles/${body.id}`, { ...ARTICLE, title: 'Хулгай' });
    expect(other).toMatchObject({ status: 403, body: { code: 'SHOP_ERR_ARTICLE_NOT_YOURS' } });
    const read = await caller(null).call('GET', `/articles/${body.id}`);
    expect(read.body).toMatchObject({ title: 'Шинэ гарчиг', mine: false });
  });

  it('refuses a blank title, a body that is only a script, too many tags: coded, nothing kept', async () => {
    const writer = caller();
    const before = await count('articles');
    const refused = await writer.call('POST', '/articles', {
      title: '  <b></b> ',
      body_html: '<script>alert(document.cookie)</script>',
      tags: Array.from({ length: 11 }, (_, n) => `t${n}`),
    });
    expect(refused).toMatchObject({
      status: 422,
      body: {
        code: 'SHOP_ERR_ARTICLE_INVALID',
        errors: { title: ['blank'], body_html: ['blank'], tags: ['invalid'] },
      },
    });
    expect(await count('articles')).toBe(before);
    expect((await writer.call('GET', '/articles/99999')).body.code).toBe('SHOP_ERR_ARTICLE_NOT_FOUND');
    expect((await writer.call('GET', '/articles/abc')).status).toBe(400);
  });
});

describe('article images', () => {
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c636000010000050001a5f645400000000049454e44ae426082',
    'hex',
  );

  async function upload(userId: number, articleId: number, bytes: Buffer) {
    const boundary = '----newsboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await shop.app.inject({
      method: 'POST',
      url: `/api/v2/articles/${articleId}/upload_image`,
      headers: {
        authorization: `Bearer ${token}`,
        'x-shop-user-id': String(userId),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  }

  it("keeps a real PNG, serves it by its hash; refuses HTML named .png and others' articles, keeping nothing", async () => {
    const writer = caller();
    const article = (await writer.call('POST', '/articles', ARTICLE)).body as { id: number };
    const before = await count('article_images');
    const html = await upload(
      writer.userId!,
      article.id,
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect(html).toMatchObject({
      status: 422,
      body: { code: 'SHOP_ERR_ARTICLE_IMAGE_INVALID', errors: { image: ['not_image'] } },
    });
    const svg = await upload(
      writer.userId!,
      article.id,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    );
    expect(svg.status).toBe(422);
    const tooLarge = await upload(
      writer.userId!,
      article.id,
      Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
    );
    expect(tooLarge).toMatchObject({ status: 422, body: { errors: { image: ['too_large'] } } });
    const notMine = await upload(nextUser++, article.id, PNG);
    expect(notMine.body.code).toBe('SHOP_ERR_ARTICLE_NOT_YOURS');
    expect(await count('article_images')).toBe(before);

    const kept = await upload(writer.userId!, article.id, PNG);
    expect(kept.status).toBe(201);
    const url = kept.body.url as string;
    expect(url).toMatch(new RegExp(`^/images/articles/${article.id}/[\\w-]{32}$`));
    const served = await shop.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // the uploaded image may be placed in the article's text
    const withImage = await writer.call('PUT', `/articles/${article.id}`, {
      ...ARTICLE,
      body_html: `<p>Зураг</p><img src="${url}" alt="хор">`,
    });
    expect(withImage.body.body_html).toContain(`<img src="${url}" alt="хор" />`);
  });
});

describe('comments (REST)', () => {
  async function article() {
    return ((await caller().call('POST', '/articles', ARTICLE)).body as { id: number }).id;
  }

  it('comments, replies in a thread, rates, and deletes only its own', async () => {
    const id = await article();
    const reader = caller();
    const first = await reader.call('POST', `/articles/${id}/comments`, {
      comment: '<b>Маш</b> хэрэгтэй нийтлэл!<script>x()</script>',
    });
    expect(first).toMatchObject({
      status: 201,
      body: { comment: 'Маш хэрэгтэй нийтлэл!', reply_id: null, mine: true },
    });
    const firstId = first.body.id as number;
    const answerer = caller();
    const answer = await answerer.call('POST', '/comments', { reply_id: firstId, comment: 'Баярлалаа' });
    expect(answer).toMatchObject({ status: 201, body: { reply_id: firstId, article_id: id } });
    const deeper = await reader.call('POST', '/comments', { reply_id: answer.body.id, comment: 'Зүгээр' });
    expect(deeper.status).toBe(201);

    const rated = await answerer.call('PUT', `/comments/${firstId}/review`, { rating: 4 });
    expect(rated.body.rating).toEqual({ average: 4, count: 1, mine: 4 });
    for (const rating of [0, 6, 2.5]) {
      const refused = await answerer.call('PUT', `/comments/${firstId}/review`, { rating });
      expect(refused).toMatchObject({ status: 422, body: { code: 'SHOP_ERR_COMMENT_RATING_INVALID' } });
    }

    const list = await caller(null).call('GET', `/articles/${id}/comments`);
    expect((list.body.items as { reply_id: number | null }[]).map((c) => c.reply_id)).toEqual([
      null,
      firstId,
      answer.body.id,
    ]);

    const stolen = await answerer.call('DELETE', `/comments/${firstId}`);
    expect(stolen).toMatchObject({ status: 403, body: { code: 'SHOP_ERR_COMMENT_NOT_YOURS' } });
    expect((await reader.call('DELETE', `/comments/${firstId}`)).status).toBe(204);
    const after = await caller(null).call('GET', `/articles/${id}/comments`);
    // the thread stays; the deleted one has no text and no name
    expect((after.body.items as unknown[])[0]).toMatchObject({
      id: firstId,
      deleted: true,
      comment: null,
      author_name: '',
    });
    expect((await reader.call('DELETE', `/comments/${firstId}`)).body.code).toBe(
      'SHOP_ERR_COMMENT_NOT_FOUND',
    );
    const toDeleted = await answerer.call('POST', '/comments', { reply_id: firstId, comment: 'Хэн?' });
    expect(toDeleted.body.code).toBe('SHOP_ERR_COMMENT_NOT_FOUND');
  });

  it('refuses empty, oversized and orphan comments, keeping nothing; staff may delete any', async () => {
    const id = await article();
    const reader = caller();
    const before = await count('comments');
    for (const comment of ['', '   ', '<script>alert(1)</script>', 'ш'.repeat(2001)]) {
      const refused = await reader.call('POST', `/articles/${id}/comments`, { comment });
      expect(refused).toMatchObject({ status: 422, body: { code: 'SHOP_ERR_COMMENT_INVALID' } });
    }
    const orphan = await reader.call('POST', '/comments', { reply_id: 2_000_000, comment: 'Хариу' });
    expect(orphan).toMatchObject({
      status: 404,
      body: { code: 'SHOP_ERR_COMMENT_NOT_FOUND', errors: { reply_id: ['not_found'] } },
    });
    const onMissing = await reader.call('POST', '/articles/2000000/comments', { comment: 'Сайн' });
    expect(onMissing.body.code).toBe('SHOP_ERR_ARTICLE_NOT_FOUND');
    expect((await caller(null).call('POST', `/articles/${id}/comments`, { comment: 'Зочин' })).status).toBe(
      401,
    );
    expect(await count('comments')).toBe(before);

    const kept = await reader.call('POST', `/articles/${id}/comments`, { comment: 'ш'.repeat(2000) });
    expect(kept.status).toBe(201);
    expect((await staff('DELETE', `/comments/${kept.body.id}`, undefined, 'wrong-token')).status).toBe(401);
    expect((await staff('DELETE', `/comments/${kept.body.id}`)).status).toBe(204);
  });
});

describe('news (REST)', () => {
  it('staff write news (sanitised); shoppers read, list by tag and comment; shoppers cannot write news', async () => {
    const author = await staff('POST', '/authors', { name: 'Shoppy мэдээ', bio: 'Дэлгүүрийн баг' });
    expect(author.status).toBe(201);
    const made = await staff('POST', '/news', {
      title: 'Шинэ салбар нээгдлээ',
      body_html: '<p>Хан-Уул дүүрэгт <em>шинэ</em> салбар.</p><style>body{}</style>',
      tags: ['Салбар'],
      author_id: author.body.id,
    });
    expect(made).toMatchObject({
      status: 201,
      body: { kind: 'news', body_html: '<p>Хан-Уул дүүрэгт <em>шинэ</em> салбар.</p>' },
    });
    expect((await staff('POST', '/news', { title: 'x', body_html: '<p>y</p>' }, 'nope')).status).toBe(401);
    expect(
      (await staff('POST', '/news', { title: 'x', body_html: '<p>y</p>', author_id: 999999 })).body.code,
    ).toBe('SHOP_ERR_AUTHOR_NOT_FOUND');
    // POST /news (spec §7) is the staff's: a shopper's call is refused and writes nothing
    const shopperNews = await caller().call('POST', '/news', { title: 'x', body_html: 'y' });
    expect(shopperNews.status).toBe(401);
    expect(shopperNews.body.code).toBe('SHOP_ERR_STAFF_TOKEN_REQUIRED');

    const list = await caller(null).call('GET', '/news?per_page=50');
    expect((list.body.items as { id: number }[]).some((item) => item.id === made.body.id)).toBe(true);
    expect((await caller(null).call('GET', '/news/tags')).body.tags).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'салбар' })]),
    );
    const comment = await caller().call('POST', `/news/${made.body.id}/comments`, {
      comment: 'Хэзээ нээх вэ?',
    });
    expect(comment.status).toBe(201);
    expect((await caller(null).call('GET', `/news/${made.body.id}/comments`)).body.total_count).toBe(1);
    // a news id is not an article
    expect((await caller(null).call('GET', `/articles/${made.body.id}`)).body.code).toBe(
      'SHOP_ERR_ARTICLE_NOT_FOUND',
    );
    const byIds = await caller(null).call('GET', `/news?ids=${made.body.id},99999`);
    expect((byIds.body.items as { id: number }[]).map((item) => item.id)).toEqual([made.body.id]);
  });
});

describe('authors and bookmarks (REST)', () => {
  it('a shopper makes one author profile; readers follow and unfollow; the count follows', async () => {
    const writer = caller();
    const made = await writer.call('POST', '/authors', { name: 'Болд', bio: 'Оффисын хэрэгсэл сонирхогч' });
    expect(made).toMatchObject({ status: 201, body: { name: 'Болд', followers_count: 0 } });
    expect((await writer.call('POST', '/authors', { name: 'Дахин' })).body.code).toBe(
      'SHOP_ERR_AUTHOR_EXISTS',
    );
    expect((await caller().call('POST', '/authors', { name: ' ' })).body.errors).toEqual({ name: ['blank'] });
    const fan = caller();
    const followed = await fan.call('PUT', `/authors/${made.body.id}/follow`);
    expect(followed.body).toMatchObject({ followers_count: 1, followed: true });
    expect((await fan.call('PUT', `/authors/${made.body.id}/follow`)).body.followers_count).toBe(1);
    expect((await fan.call('PUT', `/authors/${made.body.id}/unfollow`)).body).toMatchObject({
      followers_count: 0,
      followed: false,
    });
    expect((await fan.call('PUT', '/authors/999999/follow')).body.code).toBe('SHOP_ERR_AUTHOR_NOT_FOUND');
    expect((await caller(null).call('PUT', `/authors/${made.body.id}/follow`)).status).toBe(401);
    // the article is written under the profile
    const article = await writer.call('POST', '/articles', ARTICLE);
    expect(article.body.author).toEqual({ id: made.body.id, name: 'Болд' });
    const page = await caller(null).call('GET', `/articles?author_id=${made.body.id}`);
    expect(page.body.total_count).toBe(1);
    expect((await caller(null).call('GET', `/authors/${made.body.id}`)).body.articles_count).toBe(1);
    expect(
      ((await caller(null).call('GET', '/authors?per_page=50')).body.items as unknown[]).length,
    ).toBeGreaterThan(0);
  });

  it('bookmarks an article (default type), lists it, removes it; a missing article is refused', async () => {
    const article = ((await caller().call('POST', '/articles', ARTICLE)).body as { id: number }).id;
    const reader = caller();
    expect((await reader.call('POST', '/bookmarks', { id: article })).body.ids).toEqual([
      { type: 'article', id: article },
    ]);
    expect((await reader.call('POST', '/bookmarks', { id: article })).body.ids).toHaveLength(1);
    const list = await reader.call('GET', '/bookmarks');
    expect(list.body.bookmarks).toEqual([
      expect.objectContaining({
        id: article,
        type: 'article',
        article: expect.objectContaining({ id: article }),
      }),
    ]);
    expect((await reader.call('DELETE', `/bookmarks/${article}`)).body.ids).toEqual([]);
    expect((await reader.call('POST', '/bookmarks', { id: 999999 })).body.code).toBe(
      'SHOP_ERR_ARTICLE_NOT_FOUND',
    );
    expect((await reader.call('POST', '/bookmarks', { id: article, type: 'product' })).status).toBe(400);
    expect((await caller(null).call('GET', '/bookmarks')).status).toBe(401);
  });
});
