import type { OrderIdentity, ShopperWheelDto, SpinDto } from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';
import { shopperHeaders } from './shopper-headers.ts';

export type WheelPath = 'lucky_wheel' | 'jackpot';

/** The shopper's wheels on the commerce service (GET / PUT /api/v2/promotions/{wheel}). */
export class PrizesApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly identity: OrderIdentity,
  ) {}

  wheel(wheel: WheelPath): Promise<ShopperWheelDto> {
    return this.commerce.request({
      method: 'GET',
      path: `/api/v2/promotions/${wheel}`,
      headers: shopperHeaders(this.identity),
    });
  }

  spin(wheel: WheelPath, number: string | undefined): Promise<SpinDto> {
    return this.commerce.request({
      method: 'PUT',
      path: `/api/v2/promotions/${wheel}`,
      headers: shopperHeaders(this.identity),
      body: number === undefined ? {} : { number },
    });
  }
}
