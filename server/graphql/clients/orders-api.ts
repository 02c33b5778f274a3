import type { OrderDto, OrderIdentity, OrderPage, TimelineEntryDto } from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';
import { shopperHeaders } from './shopper-headers.ts';

/** The order routes of the commerce service, with the shopper's identity in headers (see README). */
export class OrdersApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly identity: OrderIdentity,
  ) {}

  private headers(idempotencyKey?: string | null): Record<string, string> {
    return shopperHeaders(this.identity, idempotencyKey);
  }

  async current(): Promise<OrderDto | null> {
    const body = await this.commerce.request<{ order: OrderDto | null }>({
      method: 'GET',
      path: '/api/v2/orders/current',
      headers: this.headers(),
    });
    return body.order;
  }

  get(number: string): Promise<OrderDto> {
    return this.commerce.request({
      method: 'GET',
      path: `/api/v2/orders/${encodeURIComponent(number)}`,
      headers: this.headers(),
    });
  }

  async timeline(number: string): Promise<TimelineEntryDto[]> {
    const body = await this.commerce.request<{ events: TimelineEntryDto[] }>({
      method: 'GET',
      path: `/api/v2/orders/${encodeURIComponent(number)}/events`,
      headers: this.headers(),
    });
    return body.events;
  }

  mine(page: number, perPage: number): Promise<OrderPage> {
    return this.commerce.request({
      method: 'GET',
      path: '/api/v2/orders/mine',
      query: { page, per_page: perPage },
      headers: this.headers(),
    });
  }

  addToCart(
    input: { variantId: number; quantity: number; options?: Record<string, string>; gift?: boolean },
    idempotencyKey?: string | null,
  ): Promise<OrderDto> {
    return this.commerce.request({
      method: 'POST',
      path: '/api/v2/orders/0/line_items',
      headers: this.headers(idempotencyKey),
      body: {
        line_item: {
          variant_id: input.variantId,
          quantity: input.quantity,
          ...(input.options ? { options: input.options } : {}),
        },
        ...(input.gift === undefined ? {} : { gift: input.gift }),
      },
    });
  }

  updateLineItem(number: string, lineItemId: number, quantity: number, idempotencyKey?: string | null) {
    return this.commerce.request<OrderDto>({
      method: 'PUT',
      path: `/api/v2/orders/${encodeURIComponent(number)}/line_items/${lineItemId}`,
      headers: this.headers(idempotencyKey),
      body: { quantity },
    });
  }

  removeLineItem(number: string, lineItemId: number, idempotencyKey?: string | null) {
    return this.commerce.request<OrderDto>({
      method: 'DELETE',
      path: `/api/v2/orders/${encodeURIComponent(number)}/line_items/${lineItemId}`,
      headers: this.headers(idempotencyKey),
    });
  }

  empty(number: string): Promise<OrderDto> {
    return this.commerce.request({
      method: 'POST',
      path: `/api/v2/orders/${encodeURIComponent(number)}/empty`,
      headers: this.headers(),
    });
  }

  /** Spec §9: asks to return a delivered order (POST /api/v2/orders/:number/return). */
  requestReturn(number: string, reason: string): Promise<OrderDto> {
    return this.commerce.request({
      method: 'POST',
      path: `/api/v2/orders/${encodeURIComponent(number)}/return`,
      headers: this.headers(),
      body: { reason },
    });
  }

  /** At login (#6): merges the guest cart of `guestOrderToken` into the user's (this identity's user). */
  async mergeGuestCart(guestOrderToken: string): Promise<OrderDto | null> {
    const body = await this.commerce.request<{ order: OrderDto | null }>({
      method: 'POST',
      path: '/api/v2/orders/merge_guest_cart',
      headers: this.headers(),
      body: { order_token: guestOrderToken },
    });
    return body.order;
  }
}
