import type { ETicketDto, LicenseDto, OrderIdentity } from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';
import { shopperHeaders } from './shopper-headers.ts';

export type ShopperTicketDto = ETicketDto & { qr_svg: string };

/**
 * What paying an order delivers besides the parcel: e-tickets (#18) and license keys (#16), of one
 * order (a guest's too, by its token) or of the logged-in account.
 */
export class OrderGoodsApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly identity: OrderIdentity,
  ) {}

  async orderTickets(number: string): Promise<ShopperTicketDto[]> {
    const body = await this.commerce.request<{ e_tickets: ShopperTicketDto[] }>({
      method: 'GET',
      path: `/api/v2/orders/${encodeURIComponent(number)}/e_tickets`,
      headers: shopperHeaders(this.identity),
    });
    return body.e_tickets;
  }

  async accountTickets(): Promise<ShopperTicketDto[]> {
    const body = await this.commerce.request<{ e_tickets: ShopperTicketDto[] }>({
      method: 'GET',
      path: '/api/v2/e_tickets',
      headers: shopperHeaders(this.identity),
    });
    return body.e_tickets;
  }

  async orderLicenses(number: string): Promise<LicenseDto[]> {
    const body = await this.commerce.request<{ licenses: LicenseDto[] }>({
      method: 'GET',
      path: `/api/v2/orders/${encodeURIComponent(number)}/licenses`,
      headers: shopperHeaders(this.identity),
    });
    return body.licenses;
  }

  async accountLicenses(): Promise<LicenseDto[]> {
    const body = await this.commerce.request<{ licenses: LicenseDto[] }>({
      method: 'GET',
      path: '/api/v2/orders/licenses',
      headers: shopperHeaders(this.identity),
    });
    return body.licenses;
  }
}
