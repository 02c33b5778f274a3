import type {
  CheckoutDetailsBody,
  DeliveryTimeDto,
  OrderDto,
  OrderIdentity,
  PickupLocationDto,
  ShippingMethodDto,
} from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';
import { shopperHeaders } from './shopper-headers.ts';

/** The checkout routes of the commerce service, with the shopper's identity (as OrdersApi does). */
export class CheckoutApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly identity: OrderIdentity,
  ) {}

  private headers(idempotencyKey?: string | null): Record<string, string> {
    return shopperHeaders(this.identity, idempotencyKey);
  }

  private path(number: string, action: string) {
    return `/api/v2/checkouts/${encodeURIComponent(number)}/${action}`;
  }

  async deliveryTimes(): Promise<DeliveryTimeDto[]> {
    const body = await this.commerce.request<{ delivery_times: DeliveryTimeDto[] }>({
      method: 'GET',
      path: '/api/v2/checkouts/delivery_times',
    });
    return body.delivery_times;
  }

  async pickupLocations(): Promise<PickupLocationDto[]> {
    const body = await this.commerce.request<{ pickup_locations: PickupLocationDto[] }>({
      method: 'GET',
      path: '/api/v2/checkouts/pickup_locations',
    });
    return body.pickup_locations;
  }

  async shippingMethods(number: string): Promise<ShippingMethodDto[]> {
    const body = await this.commerce.request<{ shipping_methods: ShippingMethodDto[] }>({
      method: 'GET',
      path: this.path(number, 'shipping_rates'),
      headers: this.headers(),
    });
    return body.shipping_methods;
  }

  setDetails(number: string, details: CheckoutDetailsBody): Promise<OrderDto> {
    return this.commerce.request({
      method: 'PUT',
      path: this.path(number, 'details'),
      headers: this.headers(),
      body: details,
    });
  }

  chooseShippingMethod(number: string, code: string): Promise<OrderDto> {
    return this.commerce.request({
      method: 'PUT',
      path: this.path(number, 'shipping_method'),
      headers: this.headers(),
      body: { shipping_method: code },
    });
  }

  complete(number: string, paymentMethod: string, idempotencyKey: string): Promise<OrderDto> {
    return this.commerce.request({
      method: 'POST',
      path: this.path(number, 'complete'),
      headers: this.headers(idempotencyKey),
      body: { payment_method: paymentMethod },
    });
  }

  /** Cancels the shopper's own placed, unpaid order. */
  cancel(number: string): Promise<OrderDto> {
    return this.commerce.request({
      method: 'POST',
      path: `/api/v2/orders/${encodeURIComponent(number)}/cancel`,
      headers: this.headers(),
    });
  }

  /** Payments' route (server/commerce/payments): starts paying the amount due with the chosen method. */
  startPayment(
    number: string,
    input: { paymentMethod: string; bank?: string | null; savedCardId?: string | null },
    idempotencyKey: string,
  ): Promise<unknown> {
    return this.commerce.request({
      method: 'POST',
      path: `/api/v2/orders/${encodeURIComponent(number)}/payments`,
      headers: this.headers(idempotencyKey),
      body: {
        payment_method: input.paymentMethod,
        ...(input.bank ? { bank: input.bank } : {}),
        ...(input.savedCardId ? { saved_card_id: input.savedCardId } : {}),
      },
    });
  }
}
