import type { OrderDto, OrderIdentity, QuoteDto, QuoteStatusDto } from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';
import { shopperHeaders } from './shopper-headers.ts';

/** The buyer's quote routes of the commerce service (#17). */
export class QuotesApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly identity: OrderIdentity = {},
  ) {}

  async mine(): Promise<QuoteDto[]> {
    const answer = await this.commerce.request<{ quotes: QuoteDto[] }>({
      method: 'GET',
      path: '/api/v2/quotes',
      headers: shopperHeaders(this.identity),
    });
    return answer.quotes;
  }

  async one(id: number): Promise<QuoteDto> {
    const answer = await this.commerce.request<{ quote: QuoteDto }>({
      method: 'GET',
      path: `/api/v2/quotes/${id}`,
      headers: shopperHeaders(this.identity),
    });
    return answer.quote;
  }

  async request(lines: { variant_id: number; quantity: number }[], note: string | null): Promise<QuoteDto> {
    const answer = await this.commerce.request<{ quote: QuoteDto }>({
      method: 'POST',
      path: '/api/v2/quotes',
      body: { lines, note },
      headers: shopperHeaders(this.identity),
    });
    return answer.quote;
  }

  async accept(id: number, idempotencyKey?: string | null): Promise<OrderDto> {
    const answer = await this.commerce.request<{ order: OrderDto }>({
      method: 'POST',
      path: `/api/v2/quotes/${id}/accept`,
      headers: shopperHeaders(this.identity, idempotencyKey),
    });
    return answer.order;
  }
}

/** The staff quote routes (`/api/v2/admin/quotes`), as one staff member. */
export class StaffQuotesApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly session: string,
  ) {}

  private get headers() {
    return { authorization: `Bearer ${this.session}` };
  }

  list(filter: { status?: QuoteStatusDto | undefined; page: number; perPage: number }) {
    const query: Record<string, string | number> = { page: filter.page, per_page: filter.perPage };
    if (filter.status) query.status = filter.status;
    return this.commerce.request<{ quotes: QuoteDto[]; meta: { total_count: number } }>({
      method: 'GET',
      path: '/api/v2/admin/quotes',
      query,
      headers: this.headers,
    });
  }

  async one(id: number): Promise<QuoteDto> {
    const answer = await this.commerce.request<{ quote: QuoteDto }>({
      method: 'GET',
      path: `/api/v2/admin/quotes/${id}`,
      headers: this.headers,
    });
    return answer.quote;
  }

  async answer(id: number, prices: number[], expiresInDays: number | null): Promise<QuoteDto> {
    const answer = await this.commerce.request<{ quote: QuoteDto }>({
      method: 'POST',
      path: `/api/v2/admin/quotes/${id}/answer`,
      body: { prices, ...(expiresInDays === null ? {} : { expires_in_days: expiresInDays }) },
      headers: this.headers,
    });
    return answer.quote;
  }

  async decline(id: number, reason: string): Promise<QuoteDto> {
    const answer = await this.commerce.request<{ quote: QuoteDto }>({
      method: 'POST',
      path: `/api/v2/admin/quotes/${id}/decline`,
      body: { reason },
      headers: this.headers,
    });
    return answer.quote;
  }
}
