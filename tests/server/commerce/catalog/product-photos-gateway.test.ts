import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { pngBomb } from '../../platform/images/fixtures.ts';
import { staffUser } from '../staff/back-office-support.ts';
import { multipart, photo, photoProducts, photoStamp } from './photo-support.ts';

/** Product photos through the gateway (#19): the back office's upload route and its GraphQL. */
let shop: TestShop;
let products: Awaited<ReturnType<typeof photoProducts>>;
let cookie: string;

beforeAll(async () => {
  shop = await createTestShop();
  products = await photoProducts(shop);
  cookie = `shop_staff=${(await staffUser(shop, ['content'], 'Номин')).token}`;
}, 120_000);

afterAll(async () => shop?.close());

async function upload(slug: string, bytes: Buffer, headers: Record<string, string>, variantId?: string) {
  const body = multipart([
    ...(variantId ? [['variant_id', variantId] as [string, string]] : []),
    ['photo', bytes, 'a.png'],
  ]);
  const response = await shop.app.inject({
    method: 'POST',
    url: `/staff-uploads/products/${slug}/photos`,
    headers: { 'content-type': body.contentType, ...headers },
    payload: body.payload,
  });
  return {
    status: response.statusCode,
    body: response.json<{
      data: {
        staffUploadProductPhoto: { photos: { id: string; url: string; variantId: string | null }[] };
      } | null;
      errors?: { extensions: { code: string } }[];
    }>(),
  };
}

const PHOTOS = `query($slug: String!) { staffProductPhotos(slug: $slug) {
  slug name variants { id sku label } photos { id url width height variantId createdBy } history { type by } } }`;

describe('product photos through the gateway', () => {
  it('uploads with the staff cookie and the CSRF header, then lists, reorders and removes', async () => {
    const { slug, variant_id } = products.colored;
    const headers = { cookie, 'x-shop-request': '1' };
    const first = await upload(slug, await photo('#aa3300'), headers);
    expect(first.status).toBe(200);
    const second = await upload(slug, await photo('#0033aa'), headers, String(variant_id));
    const photos = second.body.data!.staffUploadProductPhoto.photos;
    expect(photos.map((p) => p.variantId)).toEqual([null, String(variant_id)]);

    const listed = await graphql<{ staffProductPhotos: { photos: { id: string; createdBy: string }[] } }>(
      shop.app,
      PHOTOS,
      { slug },
      { cookie },
    );
    expect(listed.body.data!.staffProductPhotos.photos.map((p) => p.createdBy)).toEqual(['Номин', 'Номин']);

    const ids = photos.map((p) => p.id).reverse();
    const reordered = await graphql<{ staffReorderProductPhotos: { photos: { id: string }[] } }>(
      shop.app,
      'mutation($slug: String!, $ids: [ID!]!) { staffReorderProductPhotos(slug: $slug, photoIds: $ids) { photos { id } } }',
      { slug, ids },
      { cookie },
    );
    expect(reordered.body.data!.staffReorderProductPhotos.photos.map((p) => p.id)).toEqual(ids);

    const removed = await graphql<{
      staffRemoveProductPhoto: { photos: unknown[]; history: { type: string }[] };
    }>(
      shop.app,
      'mutation($slug: String!, $id: ID!) { staffRemoveProductPhoto(slug: $slug, photoId: $id) { photos { id } history { type } } }',
      { slug, id: ids[0] },
      { cookie },
    );
    expect(removed.body.data!.staffRemoveProductPhoto.photos).toHaveLength(1);
    expect(removed.body.data!.staffRemoveProductPhoto.history.map((h) => h.type)).toEqual([
      'ProductPhotoRemoved',
      'ProductPhotosReordered',
      'ProductPhotoAdded',
      'ProductPhotoAdded',
    ]);
  });

  it('refuses without the CSRF header, without a session, and a bomb or HTML, keeping nothing', async () => {
    const { slug } = products.plain;
    const bytes = await photo('#123456', 64, 64);
    // made first: a new staff member is an event of its own
    const cashier = `shop_staff=${(await staffUser(shop, ['fulfilment'])).token}`;
    const before = await photoStamp(shop);
    const noHeader = await upload(slug, bytes, { cookie });
    expect(noHeader.status).toBe(403);
    const noSession = await upload(slug, bytes, { 'x-shop-request': '1' });
    expect(noSession.body.errors![0]!.extensions.code).toBe('STAFF_LOGIN_REQUIRED');
    const headers = { cookie, 'x-shop-request': '1' };
    const bomb = await upload(slug, pngBomb(), headers);
    expect(bomb.body.errors![0]!.extensions.code).toBe('IMAGE_TOO_MANY_PIXELS');
    const html = await upload(slug, Buffer.from('<html><script>alert(1)</script>'), headers);
    expect(html.body.errors![0]!.extensions.code).toBe('IMAGE_NOT_SUPPORTED');
    const huge = await upload(slug, Buffer.concat([bytes, Buffer.alloc(10 * 1024 * 1024)]), headers);
    expect(huge.status).toBe(413);
    expect(huge.body.errors![0]!.extensions.code).toBe('IMAGE_TOO_LARGE');
    const wrongRole = await upload(slug, bytes, { cookie: cashier, 'x-shop-request': '1' });
    expect(wrongRole.body.errors![0]!.extensions.code).toBe('STAFF_ROLE_REQUIRED');
    expect(await photoStamp(shop)).toBe(before);
  });

  it('uploads a look-book photo: one picture, resized, answered by its URL', async () => {
    const body = multipart([['photo', await photo('#336699', 2000, 1500), 'look.png']]);
    const inject = (headers: Record<string, string>) =>
      shop.app.inject({
        method: 'POST',
        url: '/staff-uploads/images',
        headers: { 'content-type': body.contentType, ...headers },
        payload: body.payload,
      });
    const answer = await inject({ cookie, 'x-shop-request': '1' });
    expect(answer.statusCode).toBe(200);
    const { url, width } = answer.json().data.staffUploadImage;
    expect(url).toMatch(/^\/images\/r\/[\w-]{32}\/1024\.webp$/);
    expect(width).toBe(2000);
    expect((await shop.app.inject({ url: url.replace('1024.webp', '640.avif') })).statusCode).toBe(200);
    const refused = await inject({ 'x-shop-request': '1' });
    expect(refused.json().errors[0].extensions.code).toBe('STAFF_LOGIN_REQUIRED');
  });
});
