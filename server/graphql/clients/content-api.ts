import type { BrandListingDto, BrandPageDto, PageDto } from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';

/** The content routes of the commerce service (#17): brands and the shop's own pages. */
export class ContentApi {
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
}
