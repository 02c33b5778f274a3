import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLookBooks } from '../../../../server/commerce/lookbooks/demo.ts';
import { lookBooksProjection } from '../../../../server/commerce/lookbooks/events.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { staffUser } from '../staff/back-office-support.ts';

/** Look books over the commerce REST service (#17): the shop's list and detail, and the staff API. */
let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await createTestShop();
  await seedDemoLookBooks(shop.db, shop.clock, shop.store);
  token = await shop.token();
}, 120_000);

afterAll(async () => shop?.close());

type Body = Record<string, unknown> & { code?: string; errors?: Record<string, string[]> };

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  authorization?: string,
) {
  const response = await shop.app.inject({
    method,
    url,
    headers: { authorization: authorization ?? `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: (response.body ? response.json() : {}) as Body };
}

const staff = () => `Bearer ${shop.config.secrets.staffToken}`;
const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(method, `/api/v2/admin/look_books${url}`, body, staff());

/** The log and the read model together: a refused command must change neither. */
async function stamp() {
  const { rows } = await shop.db.query<{ stamp: string }>(
    `select (select count(*) from events where stream_id like 'look-book-%')::text || ':' ||
            coalesce((select md5(string_agg(l::text, ',' order by id)) from look_books l), '') as stamp`,
  );
  return rows[0]!.stamp;
}

const draft = (slug: string, spots = [{ sku: 'CASIO-GX-12B', x: 40, y: 60 }]) => ({
  slug,
  title: 'Сургуулийн өмнөх бэлтгэл',
  intro_html: '<p>Хичээлийн жилд <script>alert(1)</script><strong>бэлэн</strong></p>',
  looks: [{ caption: 'Ширээ', spots }],
});

describe('the shop’s look books', () => {
  it('lists the published demo look books, newest first, with covers and counts', async () => {
    const answer = await call('GET', '/api/v2/look_books');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ page: 1, per_page: 12, more: false, total: 2 });
    const books = answer.body.look_books as { slug: string; cover_image: string; product_count: number }[];
    expect(books.map((book) => book.slug).sort()).toEqual(['home-office', 'tsagaan-tal-gifts']);
    const office = books.find((book) => book.slug === 'home-office')!;
    expect(office).toMatchObject({ title: 'Гэрийн оффис', product_count: 9 });
    expect(office.cover_image).toMatch(/^\/images\/look-books\/\d+-1\.svg$/);
  });

  it('pages with per_page and refuses paging out of range', async () => {
    const first = await call('GET', '/api/v2/look_books?per_page=1');
    expect(first.body).toMatchObject({ more: true, total: 2 });
    const second = await call('GET', '/api/v2/look_books?per_page=1&page=2');
    expect((second.body.look_books as { slug: string }[])[0]!.slug).not.toBe(
      (first.body.look_books as { slug: string }[])[0]!.slug,
    );
    const past = await call('GET', '/api/v2/look_books?page=9');
    expect(past.body).toMatchObject({ look_books: [], total: 2, more: false });
    for (const query of ['per_page=49', 'per_page=0', 'page=0', 'page=x', 'sort=new']) {
      const answer = await call('GET', `/api/v2/look_books?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('SHOP_ERR_VALIDATION');
    }
  });

  it('shows a look book with its looks, the products as cards and their stock', async () => {
    const answer = await call('GET', '/api/v2/look_books/home-office');
    expect(answer.status).toBe(200);
    const looks = answer.body.looks as {
      image: string;
      caption: string;
      spots: {
        sku: string;
        x: number;
        y: number;
        in_stock: boolean;
        product: { slug: string; name: string };
      }[];
    }[];
    expect(looks).toHaveLength(3);
    expect(looks[0]!.caption).toBe('Өглөөний ширээ: дэвтэр, үзэг, тооны машин');
    expect(looks[0]!.spots[0]).toMatchObject({ sku: 'MOLESKINE-CLASSIC-L', x: 22, y: 34, in_stock: true });
    expect(looks[0]!.spots[0]!.product.slug).toBe('moleskine-classic-notebook-hard-cover');
    const parker = looks[2]!.spots.find((spot) => spot.sku === 'PARKER-IM-1-BLA')!;
    expect(parker.in_stock).toBe(false);
    expect(answer.body.translations).toMatchObject({ en: { title: 'Home office' } });
  });

  it('draws a look without a photo from its products', async () => {
    const list = await call('GET', '/api/v2/look_books');
    const cover = (list.body.look_books as { cover_image: string }[])[0]!.cover_image;
    const image = await shop.app.inject({ method: 'GET', url: cover });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(image.body.match(/<svg /g)!.length).toBeGreaterThan(2);
    for (const bad of ['9999-1.svg', '1-99.svg', 'x.svg']) {
      expect((await shop.app.inject({ method: 'GET', url: `/images/look-books/${bad}` })).statusCode).toBe(
        404,
      );
    }
  });

  it('answers an unknown or draft slug with LOOK_BOOK_NOT_FOUND, a bad one with VALIDATION', async () => {
    expect((await call('GET', '/api/v2/look_books/nothing-here')).body.code).toBe(
      'SHOP_ERR_LOOK_BOOK_NOT_FOUND',
    );
    await admin('POST', '', draft('hidden-draft'));
    const hidden = await call('GET', '/api/v2/look_books/hidden-draft');
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('SHOP_ERR_LOOK_BOOK_NOT_FOUND');
    expect((await call('GET', '/api/v2/look_books/Bad_Slug')).body.code).toBe('SHOP_ERR_VALIDATION');
  });
});

describe('staff write look books', () => {
  it('creates a draft, edits, publishes, unpublishes and deletes it, each an event with who did it', async () => {
    const writer = await staffUser(shop, ['content'], 'Сарангэрэл');
    const as = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: unknown) =>
      call(method, `/api/v2/admin/look_books${url}`, body, `Bearer ${writer.token}`);
    const created = await as('POST', '', draft('school-start'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'school-start', published_at: null, version: 1 });
    // sanitised like an article: the script is gone, the emphasis kept
    expect(created.body.intro_html).toBe('<p>Хичээлийн жилд <strong>бэлэн</strong></p>');
    const id = created.body.id as number;

    const edited = await as('PUT', `/${id}`, {
      ...draft('school-start'),
      title: 'Хичээлийн шинэ жил',
      version: 1,
    });
    expect(edited.body).toMatchObject({ title: 'Хичээлийн шинэ жил', version: 2 });
    const stale = await as('PUT', `/${id}`, {
      ...draft('school-start'),
      title: 'Хуучин хуулбар',
      version: 1,
    });
    expect(stale.body.code).toBe('SHOP_ERR_CONFLICT');

    const published = await as('POST', `/${id}/publish`);
    expect(published.body.published_at).toBe(shop.clock.now().toISOString().replace('.000', ''));
    const again = await as('POST', `/${id}/publish`);
    expect(again.body.version).toBe(published.body.version);
    expect((await call('GET', '/api/v2/look_books/school-start')).status).toBe(200);

    await as('POST', `/${id}/unpublish`);
    expect((await call('GET', '/api/v2/look_books/school-start')).status).toBe(404);
    const history = (await as('GET', `/${id}`)).body.history as { type: string; by: string }[];
    expect(history.map((entry) => entry.type)).toEqual([
      'LookBookCreated',
      'LookBookEdited',
      'LookBookPublished',
      'LookBookUnpublished',
    ]);
    expect(history.every((entry) => entry.by === 'Сарангэрэл')).toBe(true);

    expect((await as('DELETE', `/${id}`)).status).toBe(204);
    expect((await as('GET', `/${id}`)).body.code).toBe('SHOP_ERR_LOOK_BOOK_NOT_FOUND');
    expect((await as('DELETE', `/${id}`)).body.code).toBe('SHOP_ERR_LOOK_BOOK_NOT_FOUND');
    // the slug is free again
    expect((await as('POST', '', draft('school-start'))).status).toBe(201);
  });

  it('lists drafts to staff only', async () => {
    const all = await admin('GET', '?per_page=48');
    const slugs = (all.body.look_books as { slug: string }[]).map((book) => book.slug);
    expect(slugs).toContain('hidden-draft');
    expect(slugs).toContain('home-office');
  });

  it('refuses every bad look book with its coded error and writes nothing', async () => {
    const before = await stamp();
    const cases: [unknown, string, string?][] = [
      [draft('home-office'), 'SLUG_TAKEN'],
      [draft('x-unknown', [{ sku: 'NO-SUCH-SKU', x: 10, y: 10 }]), 'LOOK_BOOK_PRODUCT_UNKNOWN', 'sku'],
      [
        draft('x-far', [{ sku: 'CASIO-GX-12B', x: 101, y: 10 }]),
        'LOOK_BOOK_HOTSPOT_INVALID',
        'looks.0.spots.0',
      ],
      [draft('x-neg', [{ sku: 'CASIO-GX-12B', x: 10, y: -0.5 }]), 'LOOK_BOOK_HOTSPOT_INVALID'],
      [draft('x-none', []), 'LOOK_BOOK_INVALID', 'looks.0.spots'],
      [
        draft('x-twice', [
          { sku: 'CASIO-GX-12B', x: 10, y: 10 },
          { sku: 'CASIO-GX-12B', x: 20, y: 20 },
        ]),
        'LOOK_BOOK_INVALID',
      ],
      [{ ...draft('x-title'), title: '  <b></b> ' }, 'LOOK_BOOK_INVALID', 'title'],
      [{ ...draft('x-long'), title: 'я'.repeat(121) }, 'LOOK_BOOK_INVALID', 'title'],
      [{ ...draft('x-looks'), looks: [] }, 'LOOK_BOOK_INVALID', 'looks'],
      [{ ...draft('x-cover'), cover_image: 'javascript:alert(1)' }, 'LOOK_BOOK_INVALID', 'cover_image'],
      [{ ...draft('x-extra'), price: 1 }, 'VALIDATION'],
      [{ ...draft('Bad Slug') }, 'VALIDATION'],
    ];
    for (const [body, code, field] of cases) {
      const answer = await admin('POST', '', body);
      expect(answer.body.code, JSON.stringify(body).slice(0, 80)).toBe(`SHOP_ERR_${code}`);
      if (field) expect(Object.keys(answer.body.errors ?? {})).toContain(field);
    }
    const home = (await call('GET', '/api/v2/look_books/home-office')).body.id as number;
    expect((await admin('PUT', `/${home}`, draft('tsagaan-tal-gifts'))).body.code).toBe(
      'SHOP_ERR_SLUG_TAKEN',
    );
    expect((await admin('PUT', '/99999', draft('x-missing'))).body.code).toBe('SHOP_ERR_LOOK_BOOK_NOT_FOUND');
    expect((await admin('POST', '/99999/publish')).body.code).toBe('SHOP_ERR_LOOK_BOOK_NOT_FOUND');
    expect(await stamp()).toBe(before);
  });

  it('needs a staff login with the content role', async () => {
    const before = await stamp();
    const cashier = await staffUser(shop, ['fulfilment']);
    const refused = await call(
      'POST',
      '/api/v2/admin/look_books',
      draft('x-role'),
      `Bearer ${cashier.token}`,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SHOP_ERR_STAFF_ROLE_REQUIRED');
    const shopper = await call('POST', '/api/v2/admin/look_books', draft('x-anon'));
    expect(shopper.status).toBe(401);
    expect(shopper.body.code).toBe('SHOP_ERR_STAFF_TOKEN_REQUIRED');
    expect(await stamp()).toBe(before);
  });

  it('keeps the read model equal to a replay of the log', async () => {
    const read = async () =>
      (
        await shop.db.query(
          'select id, slug, title, looks, published_at, version from look_books order by id',
        )
      ).rows;
    const live = await read();
    await shop.store.rebuild(lookBooksProjection);
    expect(await read()).toEqual(live);
  });
});
