import { randomBytes } from 'node:crypto';
import {
  type OrderIdentity,
  REVIEW_IMAGES_FIELD,
  type ReviewDto,
  type ReviewPageDto,
} from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';
import { shopperHeaders } from './shopper-headers.ts';

/** The review and price-opinion routes of the commerce service, as the shopper. */
export class ReviewsApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly identity: OrderIdentity,
  ) {}

  private path(slug: string, rest: string): string {
    return `/api/v2/products/${encodeURIComponent(slug)}${rest}`;
  }

  page(
    slug: string,
    options: { page: number; perPage: number; withPhotos: boolean },
  ): Promise<ReviewPageDto> {
    const query = new URLSearchParams({ page: String(options.page), per_page: String(options.perPage) });
    if (options.withPhotos) query.set('with_photos', 'true');
    return this.commerce.request({
      method: 'GET',
      path: `${this.path(slug, '/reviews')}?${query}`,
      headers: shopperHeaders(this.identity),
    });
  }

  setPriceOpinion(slug: string, opinion: string): Promise<ReviewPageDto> {
    return this.commerce.request({
      method: 'PUT',
      path: this.path(slug, '/price_opinion'),
      headers: shopperHeaders(this.identity),
      body: { opinion },
    });
  }

  /** Multipart as the spec names it: `rating`, `comment`, then each photo as an `images[]` file. */
  write(
    slug: string,
    review: { rating: string; comment: string; images: readonly Buffer[] },
  ): Promise<ReviewDto> {
    const boundary = `----shop${randomBytes(12).toString('hex')}`;
    const field = (name: string, value: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const data = Buffer.concat([
      field('rating', review.rating),
      field('comment', review.comment),
      ...review.images.flatMap((bytes, index) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${REVIEW_IMAGES_FIELD}"; filename="${index + 1}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        bytes,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    return this.commerce.request({
      method: 'POST',
      path: this.path(slug, '/reviews'),
      headers: shopperHeaders(this.identity),
      rawBody: { contentType: `multipart/form-data; boundary=${boundary}`, data },
    });
  }
}
