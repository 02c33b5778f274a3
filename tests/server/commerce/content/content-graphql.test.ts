import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { shopper, signUp } from '../accounts/support.ts';

/** News, articles and comments through the gateway (#17): what the web app asks. */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
}, 180_000);

afterAll(async () => shop?.close());

describe('news and articles (GraphQL)', () => {
  it('a guest reads the seeded news, searches it in Latin letters and reads a thread', async () => {
    const guest = shopper(shop.app);
    const news = await guest.gql<{ news: { items: { id: string; title: string }[]; totalCount: number } }>(
      '{ news { items { id title } totalCount } }',
    );
    expect(news.body.data?.news.totalCount).toBe(3);
    const found = await guest.gql<{ searchNews: { items: { title: string }[] } }>(
      '{ searchNews(text: "salbar") { items { title } totalCount } }',
    );
    expect(found.body.data?.searchNews.items[0]?.title).toBe('Хан-Уул дүүрэгт шинэ салбар нээгдлээ');
    const articles = await guest.gql<{ articles: { items: { id: string; title: string }[] } }>(
      '{ articles(perPage: 50) { items { id title author { name } } } }',
    );
    const article = articles.body.data!.articles.items.find((item) =>
      item.title.startsWith('Принтерийн хорыг'),
    )!;
    const thread = await guest.gql<{ comments: { items: { replyId: string | null; authorName: string }[] } }>(
      `{ comments(kind: ARTICLE, articleId: "${article.id}") { items { id replyId authorName comment } totalCount } }`,
    );
    expect(thread.body.data?.comments.items.map((c) => c.authorName)).toEqual([
      'Болормаа Д.',
      'Энхжин Б.',
      'Мөнх-Эрдэнэ Г.',
    ]);
    const refused = await guest.gql(
      `mutation { addComment(kind: ARTICLE, articleId: "${article.id}", comment: "Сайн") { id } }`,
    );
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'LOGIN_REQUIRED', status: 401 });
    const missing = await guest.gql('{ article(kind: NEWS, id: "../1") { id } }');
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('ARTICLE_NOT_FOUND');
  });

  it('a member writes an article, replies to a comment, bookmarks it and follows the author', async () => {
    const { caller } = await signUp(shop.app, shop.db, '88114401');
    const made = await caller.gql<{
      createArticle: { id: string; bodyHtml: string; author: { id: string } };
    }>(
      `mutation($input: ArticleInput!) { createArticle(input: $input) { id bodyHtml mine author { id name } } }`,
      {
        input: {
          title: 'Миний нийтлэл',
          bodyHtml: '<p onmouseover="x()">Текст<script>y()</script></p>',
          tags: ['туршилт'],
        },
      },
    );
    expect(made.body.data?.createArticle.bodyHtml).toBe('<p>Текст</p>');
    const id = made.body.data!.createArticle.id;
    const comment = await caller.gql<{ addComment: { id: string } }>(
      `mutation { addComment(kind: ARTICLE, articleId: "${id}", comment: "Эхний сэтгэгдэл") { id mine } }`,
    );
    const reply = await caller.gql<{ replyToComment: { replyId: string } }>(
      `mutation { replyToComment(replyId: "${comment.body.data!.addComment.id}", comment: "Хариу") { replyId } }`,
    );
    expect(reply.body.data?.replyToComment.replyId).toBe(comment.body.data!.addComment.id);
    const orphan = await caller.gql(
      'mutation { replyToComment(replyId: "1999999", comment: "Хариу") { id } }',
    );
    expect(orphan.body.errors?.[0]?.extensions?.code).toBe('COMMENT_NOT_FOUND');
    const empty = await caller.gql(
      `mutation { addComment(kind: ARTICLE, articleId: "${id}", comment: " ") { id } }`,
    );
    expect(empty.body.errors?.[0]?.extensions?.code).toBe('COMMENT_INVALID');

    const marked = await caller.gql(`mutation { setBookmarked(id: "${id}", bookmarked: true) { id type } }`);
    expect(marked.body.data).toEqual({ setBookmarked: [{ id, type: 'ARTICLE' }] });
    const list = await caller.gql<{ bookmarks: { article: { title: string } }[] }>(
      '{ bookmarks { id article { title } } }',
    );
    expect(list.body.data?.bookmarks[0]?.article.title).toBe('Миний нийтлэл');

    const authorId = made.body.data!.createArticle.author.id;
    const fan = (await signUp(shop.app, shop.db, '88114402')).caller;
    const followed = await fan.gql(
      `mutation { setFollowingAuthor(id: "${authorId}", following: true) { followersCount followed } }`,
    );
    expect(followed.body.data).toEqual({ setFollowingAuthor: { followersCount: 1, followed: true } });
  });

  it('subscribes to the newsletter with the spec message on a bad address; sends a contact form', async () => {
    const guest = shopper(shop.app);
    const bad = await guest.gql('mutation { subscribeNewsletter(email: "not-an-email") }');
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'Subscription error: check the e-mail address',
      extensions: { code: 'SUBSCRIPTION_EMAIL_INVALID' },
    });
    expect((await guest.gql('mutation { subscribeNewsletter(email: "tuya@example.mn") }')).body.data).toEqual(
      {
        subscribeNewsletter: true,
      },
    );
    const sent = await guest.gql('mutation($input: ContactFormInput!) { sendContactForm(input: $input) }', {
      input: { name: 'Туяа', email: 'tuya@example.mn', subject: 'Асуулт', message: 'Сайн байна уу?' },
    });
    expect(sent.body.data).toEqual({ sendContactForm: true });
  });

  it('lists the news and article pages and their authors in the sitemap', async () => {
    const sitemap = (await shop.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const path of ['/news<', '/articles<', '/authors<', '/news/1<', '/articles/2<', '/authors/1<']) {
      expect(sitemap).toContain(path);
    }
  });
});

describe('article images through the gateway', () => {
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c636000010000050001a5f645400000000049454e44ae426082',
    'hex',
  );

  async function upload(session: string | undefined, articleId: string, bytes: Buffer, csrf = true) {
    const boundary = '----gatewayboundary';
    const response = await shop.app.inject({
      method: 'POST',
      url: `/account/articles/${articleId}/image`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(csrf ? { 'x-shop-request': '1' } : {}),
        ...(session ? { cookie: `shop_session=${session}` } : {}),
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('keeps a PNG for the writer; refuses HTML posing as an image, guests and others, keeping nothing', async () => {
    const { caller } = await signUp(shop.app, shop.db, '88114403');
    const made = await caller.gql<{ createArticle: { id: string } }>(
      'mutation($input: ArticleInput!) { createArticle(input: $input) { id } }',
      { input: { title: 'Зурагтай нийтлэл', bodyHtml: '<p>Текст</p>' } },
    );
    const id = made.body.data!.createArticle.id;
    const count = async () =>
      (await shop.db.query<{ n: number }>('select count(*)::int as n from article_images')).rows[0]!.n;
    const before = await count();
    const html = await upload(caller.session, id, Buffer.from('<!doctype html><script>alert(1)</script>'));
    expect(html.status).toBe(422);
    expect(html.body.errors[0].extensions).toMatchObject({ code: 'ARTICLE_IMAGE_INVALID' });
    expect((await upload(undefined, id, PNG)).body.errors[0].extensions.code).toBe('LOGIN_REQUIRED');
    expect((await upload(caller.session, id, PNG, false)).status).toBe(403);
    const other = (await signUp(shop.app, shop.db, '88114404')).caller;
    expect((await upload(other.session, id, PNG)).body.errors[0].extensions.code).toBe('ARTICLE_NOT_YOURS');
    expect(await count()).toBe(before);
    const kept = await upload(caller.session, id, PNG);
    expect(kept.body.data.uploadArticleImage.url).toMatch(new RegExp(`^/images/articles/${id}/`));
    const served = await shop.app.inject({ method: 'GET', url: kept.body.data.uploadArticleImage.url });
    expect(served.headers['content-type']).toBe('image/png');
  });
});
