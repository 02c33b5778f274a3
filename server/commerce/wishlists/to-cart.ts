import { ShopError } from '../../platform/errors.ts';
import { addToCart } from '../orders/cart-commands.ts';
import type { OrderDeps } from '../orders/command-runner.ts';
import type { OrderDto, OrderIdentity } from '../orders/read-model.ts';
import { changeWishes, requireUser } from './commands.ts';
import { wishlistsOf } from './queries.ts';

export interface WishesToCartDto {
  /** The cart after the additions; null when nothing was added. */
  order: (OrderDto & { token?: string }) | null;
  added: number[];
  refused: { variant_id: number; code: string }[];
}

/** Why a wish cannot go to the cart now: the cart's own refusals, named per variant. */
const REFUSALS = new Set([
  'OUT_OF_STOCK',
  'TEMPORARILY_UNAVAILABLE',
  'QUANTITY_NOT_ORDERABLE',
  'SIZE_REQUIRED',
  'NOT_FOUND',
]);

/**
 * "Wish to cart" (§7): one of each wished variant (or the one asked) goes to the shopper's cart
 * through the cart's own command; what was added leaves the list, what cannot be bought now stays
 * and is named with the cart's reason. Each addition is its own cart command, so a refusal of one
 * never undoes another.
 */
export async function wishesToCart(
  deps: OrderDeps,
  identity: OrderIdentity,
  input: { listId: string; variantId?: number | undefined },
): Promise<WishesToCartDto> {
  const userId = requireUser(identity);
  const list = (await wishlistsOf(deps.db, userId, deps.clock.now())).find(
    (item) => item.id === input.listId,
  );
  if (!list) throw new ShopError('WISHLIST_NOT_FOUND');
  const wanted =
    input.variantId === undefined
      ? list.items.map((item) => item.variant_id)
      : list.items.filter((item) => item.variant_id === input.variantId).map((item) => item.variant_id);
  if (input.variantId !== undefined && wanted.length === 0) {
    throw new ShopError('NOT_FOUND', 'This product is not in the list', {
      variant_id: ['is not in this list'],
    });
  }
  const result: WishesToCartDto = { order: null, added: [], refused: [] };
  // oldest wish first, so the cart keeps the order they were wished in
  for (const variantId of wanted.reverse()) {
    try {
      const order = await addToCart(deps, identity, { number: '0', variantId, quantity: 1 });
      result.order = { ...order, token: order.token ?? result.order?.token };
      result.added.push(variantId);
    } catch (error) {
      const code = error instanceof ShopError ? error.shopCode : undefined;
      if (!code || !REFUSALS.has(code)) throw error;
      result.refused.push({ variant_id: variantId, code });
    }
  }
  if (result.added.length > 0) {
    await changeWishes(deps, identity, { listId: input.listId, add: [], remove: result.added });
  }
  return result;
}
