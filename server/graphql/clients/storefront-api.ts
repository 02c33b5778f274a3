import type {
  BadgeProductsDto,
  BrandListingDto,
  BrandPageDto,
  PageDto,
  PromotionDetailDto,
  PromotionDto,
  VendorDto,
  VendorProductsDto,
} from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';

/** The content routes of the commerce service (#17): brands and the shop's own pages. */
export class StorefrontApi {
  constructor(private readonly commerce: CommerceClient) {}

  brands(page: number, perPage: number): Promise<BrandPageDto> {
    return this.commerce.request({
      method: 'GET',
      path: '/api/v2/brands',
      query: { page, per_page: perPage },
    });
  }

  brand(code: string): Promise<BrandListingDto> {
    return this.commerce.request({ method: 'GET', path: `/api/v2/brands/${encodeURIComponent(code)}` });
  }

  async pages(): Promise<PageDto[]> {
    return (await this.commerce.request<{ pages: PageDto[] }>({ method: 'GET', path: '/api/v2/pages' }))
      .pages;
  }

  page(slug: string): Promise<PageDto> {
    return this.commerce.request({ method: 'GET', path: `/api/v2/pages/${encodeURIComponent(slug)}` });
  }

  async promotions(): Promise<PromotionDto[]> {
    return (
      await this.commerce.request<{ promotions: PromotionDto[] }>({
        method: 'GET',
        path: '/api/v2/promotions',
      })
    ).promotions;
  }

  promotion(id: number, page: number, perPage: number): Promise<PromotionDetailDto> {
    return this.commerce.request({
      method: 'GET',
      path: `/api/v2/promotions/${id}`,
      query: { page, per_page: perPage },
    });
  }

  badge(id: number, page: number, perPage: number): Promise<BadgeProductsDto> {
    return this.commerce.request({
      method: 'GET',
      path: `/api/v2/badges/${id}`,
      query: { page, per_page: perPage },
    });
  }

  async vendors(): Promise<VendorDto[]> {
    return (await this.commerce.request<{ vendors: VendorDto[] }>({ method: 'GET', path: '/api/v2/vendors' }))
      .vendors;
  }

  vendor(id: number, page: number, perPage: number): Promise<VendorProductsDto> {
    return this.commerce.request({
      method: 'GET',
      path: `/api/v2/vendors/${id}`,
      query: { page, per_page: perPage },
    });
  }
}
