import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestShop } from '../../../support/shop.ts';

/** A 1×1 PNG, and a real JPEG and WebP: photos are decoded and resized, so a bare header is refused. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const plain = () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6ea5' } });
export const JPEG = await plain().jpeg().toBuffer();
export const WEBP = await plain().webp().toBuffer();
/** Only the header of a JPEG: the type check passes, decoding does not. */
export const BROKEN_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
/** An "image" that is really HTML, named like a picture. */
export const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

export interface ReviewForm {
  rating?: string | number;
  comment?: string;
  images?: { bytes: Buffer; name?: string; type?: string }[];
}

/** The multipart body the gateway sends (`images[]` files, `comment`, `rating`). */
export function multipart(form: ReviewForm): { payload: Buffer; contentType: string } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  const field = (name: string, value: string) =>
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (form.rating !== undefined) field('rating', String(form.rating));
  if (form.comment !== undefined) field('comment', form.comment);
  for (const [index, image] of (form.images ?? []).entries()) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="${image.name ?? `photo${index}.png`}"\r\n` +
          `Content-Type: ${image.type ?? 'image/png'}\r\n\r\n`,
      ),
      image.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface Answer {
  status: number;
  body: Record<string, unknown> & { code?: string };
}

/** A REST caller as the gateway calls for a logged-in member (or a guest, without a user id). */
export function reviewer(shop: TestShop, token: string, userId: number | null) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (userId !== null) headers['x-shop-user-id'] = String(userId);
  const answer = (response: { statusCode: number; body: string; json(): unknown }): Answer => ({
    status: response.statusCode,
    body: (response.body ? response.json() : {}) as Answer['body'],
  });
  return {
    userId,
    async post(product: string | number, form: ReviewForm): Promise<Answer> {
      const { payload, contentType } = multipart(form);
      return answer(
        await shop.app.inject({
          method: 'POST',
          url: `/api/v2/products/${product}/reviews`,
          headers: { ...headers, 'content-type': contentType },
          payload,
        }),
      );
    },
    async list(product: string | number, query = ''): Promise<Answer> {
      return answer(
        await shop.app.inject({ method: 'GET', url: `/api/v2/products/${product}/reviews${query}`, headers }),
      );
    },
    async opinion(product: string | number, opinion: string): Promise<Answer> {
      return answer(
        await shop.app.inject({
          method: 'PUT',
          url: `/api/v2/products/${product}/price_opinion`,
          headers,
          payload: { opinion },
        }),
      );
    },
  };
}

export async function hide(shop: TestShop, reviewId: string, reason: string, authorization?: string) {
  const response = await shop.app.inject({
    method: 'POST',
    url: `/api/v2/admin/reviews/${reviewId}/hide`,
    headers: { authorization: authorization ?? `Bearer ${shop.config.secrets.staffToken}` },
    payload: { reason },
  });
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown> & { code?: string },
  };
}

/** Everything a review could have left behind: events, rows and photo bytes. */
export async function reviewFootprint(shop: TestShop) {
  const { rows } = await shop.db.query<{ events: number; reviews: number; images: number }>(
    `select (select count(*)::int from events where stream_id like 'reviews-%') as events,
            (select count(*)::int from product_reviews) as reviews,
            (select count(*)::int from review_images) + (select count(*)::int from images) as images`,
  );
  return rows[0]!;
}
