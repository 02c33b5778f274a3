import type { PhotoProductHitDto, ProductPhotosDto } from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';

/** Product photos on the commerce service (#19), as one staff member (the back office's session). */
export class PhotosApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly session: string,
  ) {}

  private get headers(): Record<string, string> {
    return { authorization: `Bearer ${this.session}` };
  }

  private path(slug: string): string {
    return `/api/v2/admin/products/${encodeURIComponent(slug)}/photos`;
  }

  find(query: string): Promise<{ products: PhotoProductHitDto[] }> {
    return this.commerce.request({
      method: 'GET',
      path: '/api/v2/admin/photo_products',
      query: { q: query },
      headers: this.headers,
    });
  }

  list(slug: string): Promise<ProductPhotosDto> {
    return this.commerce.request({ method: 'GET', path: this.path(slug), headers: this.headers });
  }

  upload(slug: string, body: { contentType: string; data: Buffer }): Promise<ProductPhotosDto> {
    return this.commerce.request({
      method: 'POST',
      path: this.path(slug),
      headers: this.headers,
      rawBody: body,
    });
  }

  uploadImage(body: {
    contentType: string;
    data: Buffer;
  }): Promise<{ url: string; width: number; height: number }> {
    return this.commerce.request({
      method: 'POST',
      path: '/api/v2/admin/images',
      headers: this.headers,
      rawBody: body,
    });
  }

  reorder(slug: string, photoIds: number[]): Promise<ProductPhotosDto> {
    return this.commerce.request({
      method: 'PUT',
      path: `${this.path(slug)}/order`,
      headers: this.headers,
      body: { photo_ids: photoIds },
    });
  }

  remove(slug: string, photoId: number): Promise<ProductPhotosDto> {
    return this.commerce.request({
      method: 'DELETE',
      path: `${this.path(slug)}/${photoId}`,
      headers: this.headers,
    });
  }
}
