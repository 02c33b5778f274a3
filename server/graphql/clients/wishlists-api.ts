import type {
  OrderIdentity,
  SharedWishlistDto,
  WishesToCartDto,
  WishlistDto,
} from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';
import { shopperHeaders } from './shopper-headers.ts';
import type { ServiceRequest } from './transport.ts';

/** The wish-list routes of the commerce service, as the shopper. */
export class WishlistsApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly identity: OrderIdentity,
  ) {}

  private call<Body>(method: ServiceRequest['method'], path: string, body?: unknown): Promise<Body> {
    return this.commerce.request({
      method,
      path: `/api/v2/wishlists${path}`,
      headers: shopperHeaders(this.identity),
      ...(body === undefined ? {} : { body }),
    });
  }

  private list(id: string): string {
    return `/${encodeURIComponent(id)}`;
  }

  async lists(): Promise<WishlistDto[]> {
    return (await this.call<{ wishlists: WishlistDto[] }>('GET', '')).wishlists;
  }

  async wishedVariantIds(): Promise<number[]> {
    return (await this.call<{ variant_ids: number[] }>('GET', '/wished_products')).variant_ids;
  }

  async setWished(variantId: number, wished: boolean, listId?: string): Promise<number[]> {
    const body = { variant_id: variantId, wished, ...(listId ? { wishlist_id: listId } : {}) };
    return (await this.call<{ variant_ids: number[] }>('PUT', '/wished', body)).variant_ids;
  }

  create(name: string): Promise<WishlistDto> {
    return this.call('POST', '', { name });
  }

  rename(id: string, name: string): Promise<WishlistDto> {
    return this.call('PUT', this.list(id), { name });
  }

  async remove(id: string): Promise<void> {
    await this.call('DELETE', this.list(id));
  }

  empty(id: string): Promise<WishlistDto> {
    return this.call('POST', `${this.list(id)}/empty`, {});
  }

  async move(variantId: number, from: string, to: string): Promise<WishlistDto[]> {
    const body = { variant_id: variantId, to_wishlist_id: to };
    return (await this.call<{ wishlists: WishlistDto[] }>('POST', `${this.list(from)}/move`, body)).wishlists;
  }

  toCart(id: string, variantId?: number): Promise<WishesToCartDto> {
    return this.call(
      'POST',
      `${this.list(id)}/to_cart`,
      variantId === undefined ? {} : { variant_id: variantId },
    );
  }

  share(id: string): Promise<WishlistDto> {
    return this.call('POST', `${this.list(id)}/share`, {});
  }

  stopSharing(id: string): Promise<WishlistDto> {
    return this.call('DELETE', `${this.list(id)}/share`);
  }

  shared(token: string): Promise<SharedWishlistDto> {
    return this.call('GET', `/shared/${encodeURIComponent(token)}`);
  }
}
