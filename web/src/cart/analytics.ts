import type { CartLine, CartOrder } from '../../../machines/cart.ts';
import { track } from '../analytics/track.ts';

function item(line: CartLine, quantity: number) {
  return {
    item_id: line.product.sku,
    item_name: line.product.name,
    price: line.price,
    quantity,
  };
}

/** The analytics event of a cart command that succeeded: what changed between before and after. */
export function trackCartChange(before: CartOrder | null, after: CartOrder | null) {
  const quantities = (order: CartOrder | null) =>
    new Map(order?.lineItems.map((line) => [line.id, line]) ?? []);
  const old = quantities(before);
  const now = quantities(after);
  const added: ReturnType<typeof item>[] = [];
  const removed: ReturnType<typeof item>[] = [];
  for (const [id, line] of now) {
    const delta = line.quantity - (old.get(id)?.quantity ?? 0);
    if (delta > 0) added.push(item(line, delta));
  }
  for (const [id, line] of old) {
    const delta = line.quantity - (now.get(id)?.quantity ?? 0);
    if (delta > 0) removed.push(item(line, delta));
  }
  const value = (items: ReturnType<typeof item>[]) => items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  if (added.length > 0) track('add_to_cart', { value: value(added), items: added });
  if (removed.length > 0) track('remove_from_cart', { value: value(removed), items: removed });
}
