import {
  CLIENT_IP_HEADER,
  type CouponDetailDto,
  type CouponStatus,
  type GiftCardCheckDto,
  type LoyaltyHistoryDto,
  type OrderIdentity,
  type ShopperCouponDto,
} from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';
import { shopperHeaders } from './shopper-headers.ts';

/** The held coupons, loyalty history and gift-card check of the commerce service, as the shopper. */
export class CouponsApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly identity: OrderIdentity,
    private readonly clientIp: string,
  ) {}

  private headers(): Record<string, string> {
    return { ...shopperHeaders(this.identity), [CLIENT_IP_HEADER]: this.clientIp };
  }

  async coupons(status?: CouponStatus): Promise<ShopperCouponDto[]> {
    const answer = await this.commerce.request<{ coupons: ShopperCouponDto[] }>({
      method: 'GET',
      path: '/api/v2/coupons',
      ...(status ? { query: { status } } : {}),
      headers: this.headers(),
    });
    return answer.coupons;
  }

  coupon(id: string): Promise<CouponDetailDto> {
    return this.commerce.request({
      method: 'GET',
      path: `/api/v2/coupons/${encodeURIComponent(id)}`,
      headers: this.headers(),
    });
  }

  sendByEmail(id: string): Promise<{ sent_to: string }> {
    return this.commerce.request({
      method: 'POST',
      path: `/api/v2/coupons/${encodeURIComponent(id)}/send_by_email`,
      headers: this.headers(),
      body: {},
    });
  }

  loyaltyHistory(page: number): Promise<LoyaltyHistoryDto> {
    return this.commerce.request({
      method: 'GET',
      path: '/api/v2/users/loyalty_history',
      query: { page },
      headers: this.headers(),
    });
  }

  checkGiftCard(number: string): Promise<GiftCardCheckDto> {
    return this.commerce.request({
      method: 'POST',
      path: '/api/v2/gift_cards/check',
      headers: this.headers(),
      body: { number },
    });
  }
}
