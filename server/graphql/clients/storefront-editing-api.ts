import type {
  BrandInput,
  EditingHistoryEntry,
  PromotionInput,
  PromotionProductDto,
  PromotionStatus,
  StaffBrandDto,
  StaffPage,
  StaffPromotionDto,
} from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';

export type StaffBrandDetailDto = StaffBrandDto & { history: EditingHistoryEntry[] };
export type StaffPromotionDetailDto = StaffPromotionDto & {
  products: PromotionProductDto[];
  history: EditingHistoryEntry[];
};

/** The brand and promotion editors' routes on the commerce service (#18), as one staff member. */
export class StorefrontEditingApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly session: string,
  ) {}

  private get headers(): Record<string, string> {
    return { authorization: `Bearer ${this.session}` };
  }

  brands(query: string, page: number, perPage: number): Promise<StaffPage<StaffBrandDto>> {
    return this.commerce.request({
      method: 'GET',
      path: '/api/v2/admin/brands',
      query: { query, page, per_page: perPage },
      headers: this.headers,
    });
  }

  brand(code: string): Promise<StaffBrandDetailDto> {
    return this.commerce.request({
      method: 'GET',
      path: `/api/v2/admin/brands/${encodeURIComponent(code)}`,
      headers: this.headers,
    });
  }

  saveBrand(
    code: string | null,
    body: Partial<BrandInput> & { code?: string },
  ): Promise<StaffBrandDetailDto> {
    return this.commerce.request({
      method: code === null ? 'POST' : 'PUT',
      path: code === null ? '/api/v2/admin/brands' : `/api/v2/admin/brands/${encodeURIComponent(code)}`,
      body,
      headers: this.headers,
    });
  }

  promotions(
    filter: { query: string; status: PromotionStatus | null },
    page: number,
    perPage: number,
  ): Promise<StaffPage<StaffPromotionDto>> {
    return this.commerce.request({
      method: 'GET',
      path: '/api/v2/admin/promotions',
      query: {
        query: filter.query,
        page,
        per_page: perPage,
        ...(filter.status ? { status: filter.status } : {}),
      },
      headers: this.headers,
    });
  }

  promotion(id: number): Promise<StaffPromotionDetailDto> {
    return this.commerce.request({
      method: 'GET',
      path: `/api/v2/admin/promotions/${id}`,
      headers: this.headers,
    });
  }

  savePromotion(
    id: number | null,
    body: Partial<PromotionInput> & { code?: string },
  ): Promise<StaffPromotionDetailDto> {
    return this.commerce.request({
      method: id === null ? 'POST' : 'PUT',
      path: id === null ? '/api/v2/admin/promotions' : `/api/v2/admin/promotions/${id}`,
      body,
      headers: this.headers,
    });
  }

  endPromotion(id: number): Promise<StaffPromotionDetailDto> {
    return this.commerce.request({
      method: 'POST',
      path: `/api/v2/admin/promotions/${id}/end`,
      headers: this.headers,
    });
  }
}
