import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { pngBomb } from '../../platform/images/fixtures.ts';
import { call, staffUser } from '../staff/back-office-support.ts';
import { multipart, photo, photoProducts, photoStamp } from './photo-support.ts';

/** Product photos over the staff API (#19): upload, reorder, remove, and what the shop then shows. */
let shop: TestShop;
let editor: { token: string; name: string };
let products: Awaited<ReturnType<typeof photoProducts>>;

beforeAll(async () => {
  shop = await createTestShop();
  editor = await staffUser(shop, ['content'], 'Зургийн редактор');
  products = await photoProducts(shop);
}, 120_000);

afterAll(async () => shop?.close());

const url = (slug: string) => `/api/v2/admin/products/${slug}/photos`;

async function upload(slug: string, bytes: Buffer, options: { variantId?: number; bearer?: string } = {}) {
  const body = multipart([
    ['photo', bytes, 'photo.png'],
    ...(options.variantId ? [['variant_id', String(options.variantId)] as [string, string]] : []),
  ]);
  const response = await shop.app.inject({
    method: 'POST',
    url: url(slug),
    headers: { authorization: `Bearer ${options.bearer ?? editor.token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const listed = async (slug: string) => (await call(shop, 'GET', url(slug), { bearer: editor.token })).body;

async function product(slug: string) {
  const client = await shop.token();
  return (await call(shop, 'GET', `/api/v2/products/${slug}`, { bearer: client })).body;
}

async function expectRefused(work: () => Promise<{ status: number; body: { code?: string } }>, code: string) {
  const before = await photoStamp(shop);
  const answer = await work();
  expect(answer.body.code).toBe(`SHOP_ERR_${code}`);
  expect(await photoStamp(shop)).toBe(before);
  return answer;
}

describe('product photos', () => {
  it('uploads a photo: the product, its card and its search document show its renditions', async () => {
    const { slug } = products.plain;
    const answer = await upload(slug, await photo('#d04040'));
    expect(answer.status).toBe(201);
    const [added] = answer.body.photos;
    expect(added).toMatchObject({
      width: 1200,
      height: 900,
      variant_id: null,
      created_by: 'Зургийн редактор',
    });
    expect(added.url).toMatch(/^\/images\/r\/[\w-]{32}\/1024\.webp$/);
    expect(answer.body.history[0]).toMatchObject({ type: 'ProductPhotoAdded', by: 'Зургийн редактор' });
    expect((await product(slug)).image).toBe(added.url);
    const { rows } = await shop.db.query<{ image: string }>(
      "select doc->>'image' as image from search_documents where slug = $1",
      [slug],
    );
    expect(rows[0]!.image).toBe(added.url);

    for (const [file, type] of [
      ['160.webp', 'image/webp'],
      ['640.avif', 'image/avif'],
      ['1024.webp', 'image/webp'],
    ]) {
      const served = await shop.app.inject({ url: added.url.replace('1024.webp', file) });
      expect(served.statusCode, file).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    // never upscaled, so never made; and nothing but the two formats
    for (const file of ['2048.webp', '1024.png', '1024.jpeg', 'x.webp']) {
      expect((await shop.app.inject({ url: added.url.replace('1024.webp', file) })).statusCode, file).toBe(
        404,
      );
    }
  });

  it('files a photo under a colour: that variant shows it, the others the product’s photos', async () => {
    const { slug, variant_id } = products.colored;
    const whole = await upload(slug, await photo('#40a040'));
    const own = await upload(slug, await photo('#4040d0'), { variantId: variant_id });
    expect(own.status).toBe(201);
    const [first, second] = own.body.photos;
    expect(second.variant_id).toBe(variant_id);
    const shown = await product(slug);
    expect(shown.image).toBe(whole.body.photos[0].url);
    const variants = shown.variants as { id: number; image: string | null }[];
    expect(variants.find((variant) => variant.id === variant_id)!.image).toBe(second.url);
    expect(variants.filter((variant) => variant.id !== variant_id).every((v) => v.image === null)).toBe(true);
    expect(shown.images).toEqual([first.url, second.url]);
  });

  it('reorders: the first photo of the whole product is the product’s image', async () => {
    const { slug } = products.plain;
    await upload(slug, await photo('#303030', 800, 800));
    const before = await listed(slug);
    const ids = before.photos.map((p: { id: number }) => p.id).reverse();
    const answer = await call(shop, 'PUT', `${url(slug)}/order`, {
      bearer: editor.token,
      body: { photo_ids: ids },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.photos.map((p: { id: number }) => p.id)).toEqual(ids);
    expect((await product(slug)).image).toBe(answer.body.photos[0].url);
    expect(answer.body.history[0]).toMatchObject({ type: 'ProductPhotosReordered', by: 'Зургийн редактор' });
    // the same order again is no new fact
    const again = await call(shop, 'PUT', `${url(slug)}/order`, {
      bearer: editor.token,
      body: { photo_ids: ids },
    });
    expect(again.body.history).toHaveLength(answer.body.history.length);

    for (const wrong of [ids.slice(1), [...ids, ids[0]], [ids[0], ids[0]], [...ids.slice(1), 999999]]) {
      await expectRefused(
        () => call(shop, 'PUT', `${url(slug)}/order`, { bearer: editor.token, body: { photo_ids: wrong } }),
        'PRODUCT_PHOTO_ORDER_INVALID',
      );
    }
  });

  it('removes photos; without any the generated art comes back, variants’ own art too', async () => {
    const { slug, image, variant_id } = products.colored;
    const other = products.plain.slug;
    const photos = (await listed(slug)).photos as { id: number }[];
    // a photo of another product, named through this one's path: not this product's photo
    const foreign = (await listed(other)).photos[0].id;
    await expectRefused(
      () => call(shop, 'DELETE', `${url(slug)}/${foreign}`, { bearer: editor.token }),
      'PRODUCT_PHOTO_NOT_FOUND',
    );
    for (const { id } of photos) {
      const answer = await call(shop, 'DELETE', `${url(slug)}/${id}`, { bearer: editor.token });
      expect(answer.status).toBe(200);
    }
    const shown = await product(slug);
    expect(shown.image).toBe(image);
    const variant = (shown.variants as { id: number; image: string | null }[]).find(
      (v) => v.id === variant_id,
    );
    expect(variant!.image).toBe(`${image}?v=${variant_id}`);
    const history = (await listed(slug)).history as { type: string }[];
    expect(history.filter((entry) => entry.type === 'ProductPhotoRemoved')).toHaveLength(photos.length);
  });

  it('refuses what is not a photo, and keeps nothing of it', async () => {
    const { slug } = products.plain;
    await expectRefused(
      () => upload(slug, Buffer.from('<!doctype html><script>alert(1)</script>')),
      'IMAGE_NOT_SUPPORTED',
    );
    await expectRefused(() => upload(slug, pngBomb()), 'IMAGE_TOO_MANY_PIXELS');
    const huge = Buffer.concat([await photo('#102030', 64, 64), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await expectRefused(() => upload(slug, huge), 'IMAGE_TOO_LARGE');
    expect(tooLarge.status).toBe(413);
    await expectRefused(async () => upload('no-such-product', await photo('#fff')), 'PRODUCT_NOT_FOUND');
    const foreignVariant = products.colored.variant_id;
    await expectRefused(
      async () => upload(slug, await photo('#0f0'), { variantId: foreignVariant }),
      'PRODUCT_PHOTO_VARIANT_INVALID',
    );
  });

  it('needs a staff member with the content role', async () => {
    const { slug } = products.plain;
    const fulfilment = await staffUser(shop, ['fulfilment']);
    const bytes = await photo('#abcdef', 64, 64);
    const refused = await expectRefused(
      () => upload(slug, bytes, { bearer: fulfilment.token }),
      'STAFF_ROLE_REQUIRED',
    );
    expect(refused.status).toBe(403);
    await expectRefused(() => upload(slug, bytes, { bearer: 'not-a-session' }), 'STAFF_TOKEN_REQUIRED');
    const client = await shop.token();
    await expectRefused(() => upload(slug, bytes, { bearer: client }), 'STAFF_TOKEN_REQUIRED');
  });

  it('holds at most 12 photos per product', async () => {
    const { slug } = products.plain;
    const have = (await listed(slug)).photos.length;
    for (let at = have; at < 12; at += 1) {
      expect((await upload(slug, await photo(`#0000${(at + 16).toString(16)}`, 48, 48))).status).toBe(201);
    }
    await expectRefused(async () => upload(slug, await photo('#ff00ff', 48, 48)), 'PRODUCT_PHOTOS_FULL');
  });

  it('finds products to manage by name or SKU', async () => {
    const answer = await call(
      shop,
      'GET',
      `/api/v2/admin/photo_products?q=${encodeURIComponent(products.plain.slug)}`,
      {
        bearer: editor.token,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.products[0]).toMatchObject({ slug: products.plain.slug, photo_count: 12 });
    const wild = await call(shop, 'GET', '/api/v2/admin/photo_products?q=%25', { bearer: editor.token });
    expect(wild.body.products).toEqual([]);
  });
});
