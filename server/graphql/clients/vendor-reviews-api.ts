import type { OrderIdentity, VendorReviewDto, VendorReviewPageDto } from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';
import { shopperHeaders } from './shopper-headers.ts';

/** The vendor review routes of the commerce service (`/api/v2/vendors/{id}/reviews`), as the shopper. */
export class VendorReviewsApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly identity: OrderIdentity,
  ) {}

  page(vendorId: number, page: number, perPage: number): Promise<VendorReviewPageDto> {
    return this.commerce.request({
      method: 'GET',
      path: `/api/v2/vendors/${vendorId}/reviews`,
      query: { page, per_page: perPage },
      headers: shopperHeaders(this.identity),
    });
  }

  write(vendorId: number, rating: number, comment: string): Promise<VendorReviewDto> {
    return this.commerce.request({
      method: 'POST',
      path: `/api/v2/vendors/${vendorId}/reviews`,
      headers: shopperHeaders(this.identity),
      body: { rating, comment },
    });
  }

  async delete(vendorId: number): Promise<void> {
    await this.commerce.request({
      method: 'DELETE',
      path: `/api/v2/vendors/${vendorId}/reviews`,
      headers: shopperHeaders(this.identity),
    });
  }
}
