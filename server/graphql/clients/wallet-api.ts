import type { AdjustmentKind } from '../../../machines/order-lifecycle.ts';
import type { OrderDto, OrderIdentity, StoreCreditLimitDto, WalletDto } from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';
import { shopperHeaders } from './shopper-headers.ts';

/** The wallet, coupon, gift card and loyalty routes of the commerce service, as the shopper. */
export class WalletApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly identity: OrderIdentity,
  ) {}

  private headers(): Record<string, string> {
    return shopperHeaders(this.identity);
  }

  private onOrder(number: string, action: string, body: Record<string, unknown>): Promise<OrderDto> {
    return this.commerce.request({
      method: 'POST',
      path: `/api/v2/orders/${encodeURIComponent(number)}/${action}`,
      headers: this.headers(),
      body,
    });
  }

  applyStoreCredit(number: string, amount: number) {
    return this.onOrder(number, 'apply_store_credit', { amount });
  }

  applyCoupon(number: string, code: string) {
    return this.onOrder(number, 'apply_coupon_code', { coupon_code: code });
  }

  applyGiftCard(number: string, cardNumber: string) {
    return this.onOrder(number, 'apply_gift_card', { gift_card_number: cardNumber });
  }

  applyLoyaltyPoints(number: string, points: number) {
    return this.onOrder(number, 'apply_loyalty_points', { points });
  }

  removeAdjustment(number: string, kind: AdjustmentKind, code: string) {
    return this.onOrder(number, 'remove_adjustment', { kind, code });
  }

  loyalty(): Promise<{ points: number }> {
    return this.commerce.request({
      method: 'GET',
      path: '/api/v2/orders/erp_loyalty',
      headers: this.headers(),
    });
  }

  storeCreditLimit(number: string): Promise<StoreCreditLimitDto> {
    return this.commerce.request({
      method: 'GET',
      path: `/api/v2/orders/${encodeURIComponent(number)}/store_credit_limit`,
      headers: this.headers(),
    });
  }

  wallet(page: number): Promise<WalletDto> {
    return this.commerce.request({
      method: 'GET',
      path: '/api/v2/users/store_credits',
      query: { page },
      headers: this.headers(),
    });
  }
}
