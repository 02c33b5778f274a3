import type {
  LeaseQuote,
  OrderDto,
  OrderIdentity,
  PaymentDto,
  PaymentMethodDto,
  RechargeAnswer,
  SavedCardDto,
} from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';
import { shopperHeaders } from './shopper-headers.ts';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  holder?: string | null | undefined;
}

const path = (value: string) => encodeURIComponent(value);
const cardBody = (card: CardInput) => ({
  card_number: card.number,
  expiry: card.expiry,
  cvc: card.cvc,
  ...(card.holder ? { holder: card.holder } : {}),
});

/** The payment routes of the commerce service, with the shopper's identity in headers (as OrdersApi). */
export class PaymentsApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly identity: OrderIdentity,
  ) {}

  private headers(idempotencyKey?: string | null): Record<string, string> {
    return shopperHeaders(this.identity, idempotencyKey);
  }

  methods(orderNumber?: string | null) {
    return this.commerce.request<{ amount: number | null; payment_methods: PaymentMethodDto[] }>({
      method: 'GET',
      path: '/api/v2/checkouts/payment_methods',
      headers: this.headers(),
      ...(orderNumber ? { query: { order_number: orderNumber } } : {}),
    });
  }

  start(
    number: string,
    input: { method: string; bank?: string | null; savedCardId?: string | null },
    key: string,
  ) {
    return this.commerce.request<PaymentDto>({
      method: 'POST',
      path: `/api/v2/orders/${path(number)}/payments`,
      headers: this.headers(key),
      body: {
        payment_method: input.method,
        ...(input.bank ? { bank: input.bank } : {}),
        ...(input.savedCardId ? { saved_card_id: input.savedCardId } : {}),
      },
    });
  }

  async list(number: string): Promise<PaymentDto[]> {
    const body = await this.commerce.request<{ payments: PaymentDto[] }>({
      method: 'GET',
      path: `/api/v2/orders/${path(number)}/payments`,
      headers: this.headers(),
    });
    return body.payments;
  }

  get(id: string) {
    return this.commerce.request<PaymentDto>({
      method: 'GET',
      path: `/api/v2/payments/${path(id)}`,
      headers: this.headers(),
    });
  }

  payByCard(id: string, card: CardInput, saveCard: boolean, key: string) {
    return this.commerce.request<PaymentDto>({
      method: 'POST',
      path: `/api/v2/payments/${path(id)}/card`,
      headers: this.headers(key),
      body: { ...cardBody(card), save_card: saveCard },
    });
  }

  confirmTan(id: string, tan: string) {
    return this.commerce.request<PaymentDto>({
      method: 'POST',
      path: `/api/v2/payments/${path(id)}/tan`,
      headers: this.headers(),
      body: { tan },
    });
  }

  payInApp(number: string, custtkn: string, txntkn: string) {
    return this.commerce.request<PaymentDto>({
      method: 'PUT',
      path: `/api/v2/checkouts/${path(number)}/most_in_app`,
      headers: this.headers(),
      body: { custtkn, txntkn },
    });
  }

  checkLend(number: string, months?: number | null, downPayment?: number | null) {
    const query: Record<string, number> = {};
    if (months != null) query.months = months;
    if (downPayment != null) query.down_payment = downPayment;
    return this.commerce.request<LeaseQuote>({
      method: 'GET',
      path: `/api/v2/orders/${path(number)}/check_lend`,
      headers: this.headers(),
      query,
    });
  }

  requestLease(number: string, months: number, downPayment: number) {
    return this.commerce.request<OrderDto>({
      method: 'POST',
      path: `/api/v2/orders/${path(number)}/lease`,
      headers: this.headers(),
      body: { months, down_payment: downPayment },
    });
  }

  async cards(): Promise<SavedCardDto[]> {
    const body = await this.commerce.request<{ cards: SavedCardDto[] }>({
      method: 'GET',
      path: '/api/v2/users/cards',
      headers: this.headers(),
    });
    return body.cards;
  }

  registerCard(card: CardInput) {
    return this.commerce.request<SavedCardDto>({
      method: 'PUT',
      path: '/api/v2/users/register_card',
      headers: this.headers(),
      body: cardBody(card),
    });
  }

  async removeCard(cardId: string): Promise<boolean> {
    await this.commerce.request({
      method: 'DELETE',
      path: '/api/v2/users/remove_card',
      headers: this.headers(),
      body: { cardId },
    });
    return true;
  }

  startRecharge(input: { amount: number; method: string; bank?: string | null }, key: string) {
    return this.commerce.request<RechargeAnswer>({
      method: 'POST',
      path: '/api/v2/users/recharges',
      headers: this.headers(key),
      body: {
        amount: input.amount,
        payment_method: input.method,
        ...(input.bank ? { bank: input.bank } : {}),
      },
    });
  }

  recharge(id: string) {
    return this.commerce.request<RechargeAnswer>({
      method: 'GET',
      path: `/api/v2/users/recharges/${path(id)}`,
      headers: this.headers(),
    });
  }
}
