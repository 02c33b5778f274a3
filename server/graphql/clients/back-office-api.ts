import type {
  BackOfficeOrderDto,
  ContactFormDto,
  CounterCouponDto,
  ETicketDto,
  ETicketEventDto,
  OrderDto,
  OrderPage,
  StaffJson,
  StockOnHandDto,
  StockReceiptDto,
} from '../../commerce/contract.ts';
import { CLIENT_IP_HEADER } from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';

/** The back office of the commerce service (`/api/back_office`, `/api/v2/admin`), as one staff member. */
export class BackOfficeApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly clientIp: string,
    /** The staff session; absent only for the login calls (which ride on the client token). */
    private readonly session?: string,
  ) {}

  private get headers(): Record<string, string> {
    return {
      [CLIENT_IP_HEADER]: this.clientIp,
      ...(this.session ? { authorization: `Bearer ${this.session}` } : {}),
    };
  }

  login(email: string, password: string) {
    return this.commerce.request<{ challenge_id: string; expires_in: number }>({
      method: 'POST',
      path: '/api/back_office/login',
      body: { email, password },
      headers: this.headers,
    });
  }

  verify(challengeId: string, code: string) {
    return this.commerce.request<{ staff: StaffJson; session: { token: string; expires_at: string } }>({
      method: 'POST',
      path: '/api/back_office/login/verify',
      body: { challenge_id: challengeId, code },
      headers: this.headers,
    });
  }

  me() {
    return this.commerce.request<StaffJson>({
      method: 'GET',
      path: '/api/back_office/users/me',
      headers: this.headers,
    });
  }

  async logout() {
    await this.commerce.request({
      method: 'DELETE',
      path: '/api/back_office/session',
      headers: this.headers,
    });
  }

  orders(status: string | undefined, page: number) {
    return this.commerce.request<OrderPage>({
      method: 'GET',
      path: '/api/back_office/orders',
      query: { status, page, per_page: 25 },
      headers: this.headers,
    });
  }

  order(number: string) {
    return this.commerce.request<BackOfficeOrderDto>({
      method: 'GET',
      path: `/api/back_office/orders/${encodeURIComponent(number)}`,
      headers: this.headers,
    });
  }

  /** POST /api/v2/admin/orders/:number/<path> (prepare, dispatch, …, cancel, return/accept, return/refuse). */
  async act(number: string, path: string, body: object | undefined) {
    await this.commerce.request<OrderDto>({
      method: 'POST',
      path: `/api/v2/admin/orders/${encodeURIComponent(number)}/${path}`,
      ...(body ? { body } : {}),
      headers: this.headers,
    });
  }

  vatReceiptsToCheck() {
    return this.commerce.request<{
      receipts: { order_number: string; kind: string; sending_since: string | null }[];
    }>({
      method: 'GET',
      path: '/api/v2/admin/vat-receipts/unconfirmed',
      headers: this.headers,
    });
  }

  tickets(eventId: string | undefined) {
    return this.commerce.request<{ events: ETicketEventDto[] }>({
      method: 'GET',
      path: '/api/back_office/e_tickets',
      query: { event_id: eventId, per_page: 1 },
      headers: this.headers,
    });
  }

  scans(eventId: string | undefined) {
    return this.commerce.request<{ scans: ETicketDto[] }>({
      method: 'GET',
      path: '/api/back_office/e_tickets/scans',
      query: { event_id: eventId, per_page: 50 },
      headers: this.headers,
    });
  }

  useTicket(code: string, eventId: string) {
    return this.commerce.request<ETicketDto>({
      method: 'PUT',
      path: `/api/back_office/e_tickets/${encodeURIComponent(code)}/use`,
      body: { event_id: eventId },
      headers: this.headers,
    });
  }

  /** A shopper's coupon at the counter, named by its code and the shopper's phone or e-mail. */
  counterCoupon(code: string, shopper: string) {
    return this.commerce.request<CounterCouponDto>({
      method: 'GET',
      path: `/api/back_office/coupons/${encodeURIComponent(code)}`,
      query: { shopper },
      headers: this.headers,
    });
  }

  useCounterCoupon(code: string, shopper: string) {
    return this.commerce.request<CounterCouponDto>({
      method: 'PUT',
      path: `/api/back_office/coupons/${encodeURIComponent(code)}/use`,
      body: { shopper },
      headers: this.headers,
    });
  }

  /** GET /api/v2/admin/contact_forms: newest first (content role). */
  async contactForms(page: number, perPage: number): Promise<ContactFormDto[]> {
    const answer = await this.commerce.request<{ items: ContactFormDto[] }>({
      method: 'GET',
      path: '/api/v2/admin/contact_forms',
      query: { page, per_page: perPage },
      headers: this.headers,
    });
    return answer.items;
  }

  stockItem(sku: string) {
    return this.commerce.request<StockOnHandDto>({
      method: 'GET',
      path: '/api/back_office/stock',
      query: { sku },
      headers: this.headers,
    });
  }

  async stockReceipts(): Promise<StockReceiptDto[]> {
    const answer = await this.commerce.request<{ receipts: StockReceiptDto[] }>({
      method: 'GET',
      path: '/api/back_office/stock/receipts',
      headers: this.headers,
    });
    return answer.receipts;
  }

  receiveStock(sku: string, quantity: number, note: string | undefined) {
    return this.commerce.request<StockOnHandDto>({
      method: 'POST',
      path: '/api/back_office/stock/receive',
      body: { sku, quantity, ...(note ? { note } : {}) },
      headers: this.headers,
    });
  }
}
